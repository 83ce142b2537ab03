import { i18n } from "../host/host-i18n";
import { RSVP_STYLES, type RsvpStyle, type Wedding } from "../../../contract/wedding";
import { formatWeddingDate, formatWeddingTime } from "../../../contract/wedding-date";
import { loadTheme, useTheme } from "../invitation/save-the-date-styles";
import { WeddingPhoto } from "../invitation/wedding-photo";
import { styleLabel } from "./style-tiles";

// The couple compares every look on this preview: fetch them all as soon as the preview's code
// arrives, so a look the couple picks is in hand and drawn at once, not Classic first while its
// chunk comes. The guest pages still fetch only their wedding's (save-the-date-styles.ts), and
// carry no code for every look: this loop lives here, in the couple's chunk.
void Promise.all(RSVP_STYLES.map((style) => loadTheme(style)));

/**
 * The top of the couple's save-the-date in a style, at a phone's width, drawn with the guest
 * pages' own theme classes: what guests will see, before the couple saves anything.
 */
export function ThemePreview({ wedding, style }: { wedding: Wedding; style: RsvpStyle }) {
  const theme = useTheme(style);
  return (
    <figure data-preview-style={style} className={`grid gap-3 overflow-hidden rounded-2xl p-3 ring-1 ring-stone-200 sm:p-5 ${theme.page}`}>
      <div className={`mx-auto w-full max-w-xs overflow-hidden text-center [&_img]:max-h-56 ${theme.card}`}>
        {wedding.photoUrl && (
          <div className={theme.frame}>
            <WeddingPhoto src={wedding.photoUrl} focus={wedding.photoFocus} alt="" priority={false} className={`h-auto w-full ${theme.photo}`} />
          </div>
        )}
        <div className="grid gap-3 px-4 pt-6 pb-6">
          <p className={theme.eyebrow}>{i18n._({ id: "themes.saveTheDate", message: "Save the Date" })}</p>
          <p data-preview-names className={`text-balance break-words ${theme.names}`}>
            {wedding.partner1} <span className={theme.amp}>&amp;</span> {wedding.partner2}
          </p>
          <p aria-hidden="true" className={`text-xl leading-none ${theme.ornament}`}>
            {theme.ornamentGlyph}
          </p>
          <div className={`grid gap-0.5 text-sm ${theme.text}`}>
            <p className="font-medium">{formatWeddingDate(wedding.date)}</p>
            <p>{formatWeddingTime(wedding.time)}</p>
            <p className="break-words">{wedding.venue}</p>
          </div>
        </div>
      </div>
      <figcaption className={`text-center text-xs ${theme.pageText}`}>
        {i18n._({ id: "themes.preview", message: "Preview: {style}", values: { style: styleLabel(style) } })}
      </figcaption>
    </figure>
  );
}
