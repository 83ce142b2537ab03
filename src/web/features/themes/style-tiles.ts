import { RSVP_STYLES, type RsvpStyle } from "../../../contract/wedding";

/** Every style a couple can choose ("default" is a legacy value that shows as Classic). */
export const CHOOSABLE_STYLES = RSVP_STYLES.filter((style): style is Exclude<RsvpStyle, "default"> => style !== "default");

export const styleLabel = (style: RsvpStyle) => (style === "default" ? "Classic" : style.charAt(0).toUpperCase() + style.slice(1));

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
export const BLURB: Record<Exclude<RsvpStyle, "default">, string> = {
  classic: "Blush and serif",
  modern: "Bold and graphic",
  rustic: "Kraft and script",
  botanical: "Sage arch",
  minimalist: "Quiet and light",
  vintage: "Sepia keepsake",
  romantic: "Rose script",
  elegant: "Black and gold",
};
