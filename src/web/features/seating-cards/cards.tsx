import type { Messages } from "@lingui/core";
import { type CSSProperties, useEffect, useState } from "react";
import { localeDirection, type Locale } from "../../../contract/locales";
import type { EscortCard, PlaceCard } from "../../../contract/seating-print/sheets";
import type { SeatingTableView } from "../../../contract/seating-plan";
import type { I18n } from "../../../contract/translator";
import { guestCatalogue } from "../../lib/i18n";
import { smallI18n } from "../../lib/small-i18n";
import { cardTableName, nameSize, type CardKind } from "./card-text";

/**
 * The cards guests read (issue 30 item 7; docs/decisions/0037-seating-print.md): names as written,
 * each in its own direction (`dir="auto"`: an Arabic or Hebrew name reads right to left on an
 * English card), and the few words the product adds in the wedding's language, from the guest
 * catalogues, through a translator of their own (lib/small-i18n.ts) so the couple's screen stays English.
 */
export function useCardI18n(locale: Locale): I18n | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; i18n: I18n }>();
  useEffect(() => {
    let live = true;
    // Offline or refused, the cards fall back to the English words rather than never showing.
    const use = (messages: Messages) => {
      const i18n = smallI18n();
      i18n.load(locale, messages);
      i18n.activate(locale);
      if (live) setLoaded({ locale, i18n });
    };
    guestCatalogue(locale).then(use, () => use({}));
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.i18n : undefined;
}

const sized = (kind: CardKind, text: string): CSSProperties => ({ fontSize: `${nameSize(kind, text)}pt` });

interface Cards {
  i18n: I18n;
  locale: Locale;
}

/** Escort cards: a name and its table, three across, cut along the dashed lines. */
export function EscortCards({ i18n, locale, cards }: Cards & { cards: EscortCard[] }) {
  return (
    <ul className="sp-grid sp-escort" lang={locale} dir={localeDirection(locale)} data-sheet="escort">
      {cards.map((card) => {
        const table = cardTableName(i18n, card.tableName);
        return (
          <li key={card.key} className="sp-card" data-card>
            <span className="sp-name sp-serif" dir="auto" style={sized("escort", card.name)}>
              {card.name}
            </span>
            <span className="sp-name" dir="auto" style={{ fontSize: "11pt", fontWeight: 500 }}>
              {table}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Place cards: the name large and the meal's mark (a letter and a shape) for the servers; the legend is on the sheet, not the card. */
export function PlaceCards({ locale, cards }: Cards & { cards: PlaceCard[] }) {
  return (
    <ul className="sp-grid sp-place" lang={locale} dir={localeDirection(locale)} data-sheet="place">
      {cards.map((card) => (
        <li key={card.key} className="sp-card" data-card>
          <span className="sp-name sp-serif min-w-0 flex-1" dir="auto" style={sized("place", card.name)}>
            {card.name}
          </span>
          <span className="sp-mark" aria-label={card.mark.meal ?? undefined}>
            <span className="sp-mark-letter">{card.mark.letter}</span>
            <span className="sp-mark-symbol" aria-hidden="true">
              {card.mark.symbol}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Table cards: one table's name as large as it fits, two to a page. */
export function TableCards({ i18n, locale, tables }: Cards & { tables: SeatingTableView[] }) {
  return (
    <ul className="sp-grid sp-table" lang={locale} dir={localeDirection(locale)} data-sheet="table">
      {tables.map((table) => {
        const name = cardTableName(i18n, table.name);
        return (
          <li key={table.id} className="sp-card" data-card>
            <span className="sp-name sp-serif" dir="auto" style={sized("table", name)}>
              {name}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
