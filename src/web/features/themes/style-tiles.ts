import { i18n } from "../host/host-i18n";
import { RSVP_STYLES, type RsvpStyle } from "../../../contract/wedding";

/** Every style a couple can choose ("default" is a legacy value that shows as Classic). */
export const CHOOSABLE_STYLES = RSVP_STYLES.filter((style): style is Exclude<RsvpStyle, "default"> => style !== "default");

/** A style's name as the couple reads it (host catalogue); "default" shows as Classic. */
export const styleLabel = (style: RsvpStyle): string =>
  ({
    default: i18n._({ id: "themes.classic", message: "Classic" }),
    classic: i18n._({ id: "themes.classic", message: "Classic" }),
    modern: i18n._({ id: "themes.modern", message: "Modern" }),
    rustic: i18n._({ id: "themes.rustic", message: "Rustic" }),
    botanical: i18n._({ id: "themes.botanical", message: "Botanical" }),
    minimalist: i18n._({ id: "themes.minimalist", message: "Minimalist" }),
    vintage: i18n._({ id: "themes.vintage", message: "Vintage" }),
    romantic: i18n._({ id: "themes.romantic", message: "Romantic" }),
    elegant: i18n._({ id: "themes.elegant", message: "Elegant" }),
  })[style];

/** The chosen style as the picker shows it. */
export const shownStyle = (style: RsvpStyle): RsvpStyle => (style === "default" ? "classic" : style);

/** Each tile's sample: the style's page colour and its names' type. */
export const TILE: Record<Exclude<RsvpStyle, "default">, string> = {
  classic: "bg-blush-50 font-display text-blush-700",
  modern: "bg-stone-100 font-sans font-black text-stone-950 uppercase",
  rustic: "bg-[#efe4d2] font-display font-semibold text-[#4a3520]",
  botanical: "bg-[#eef2ea] font-display text-[#2f3d27]",
  minimalist: "bg-white font-sans font-extralight text-stone-900",
  vintage: "bg-[#e9e1d3] font-display font-semibold text-[#3b2a17]",
  romantic: "bg-rose-50 font-script text-rose-950",
  elegant: "bg-stone-950 font-display text-amber-100",
};

/** What each style is, in a few words, for the tiles. */
export const blurb = (style: Exclude<RsvpStyle, "default">): string =>
  ({
    classic: i18n._({ id: "themes.classicBlurb", message: "Blush and serif" }),
    modern: i18n._({ id: "themes.modernBlurb", message: "Bold and graphic" }),
    rustic: i18n._({ id: "themes.rusticBlurb", message: "Kraft and script" }),
    botanical: i18n._({ id: "themes.botanicalBlurb", message: "Sage arch" }),
    minimalist: i18n._({ id: "themes.minimalistBlurb", message: "Quiet and light" }),
    vintage: i18n._({ id: "themes.vintageBlurb", message: "Sepia keepsake" }),
    romantic: i18n._({ id: "themes.romanticBlurb", message: "Rose script" }),
    elegant: i18n._({ id: "themes.elegantBlurb", message: "Black and gold" }),
  })[style];
