import type { I18n } from "@lingui/core";
import type { Locale } from "../../../contract/locales";
import type { LookupParty } from "./lookup-index";

/**
 * The answers to "who is invited with you?" when several parties have a guest of the typed
 * name (docs/decisions/0012-guest-list.md). Each is the first names of the others on that
 * invitation: something the real guest knows at a glance, which shows a stranger (who already
 * typed a full name on the list) no family name, contact detail or count of the list. Two
 * invitations that still read the same get their side, then a number. Written in the page's
 * language (issue 16), the names joined as that language joins a list.
 */
const NAMES_SHOWN = 3;

// Built once per locale, not on every lookup answer: the eight locales bound the map.
const listFormats = new Map<Locale, Intl.ListFormat>();

function listFormat(locale: Locale): Intl.ListFormat {
  let list = listFormats.get(locale);
  if (!list) {
    // English as the product writes it ("Ann, Tom and Bo"), without the American serial comma.
    list = new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { style: "long", type: "conjunction" });
    listFormats.set(locale, list);
  }
  return list;
}

function companions(i18n: I18n, list: Intl.ListFormat, party: LookupParty, matched: number[]): string {
  const others = party.firstNames.filter((_, guest) => !matched.includes(guest));
  if (others.length === 0) {
    return party.extraSeats > 0 ? i18n._({ id: "lookup.justMeAndGuest", message: "Just me and a guest" }) : i18n._({ id: "lookup.justMe", message: "Just me" });
  }
  const shown = others.slice(0, NAMES_SHOWN);
  const more = others.length - shown.length;
  const names = more > 0 ? [...shown, i18n._({ id: "lookup.more", message: "{count} more", values: { count: more } })] : shown;
  return i18n._({ id: "lookup.withNames", message: "With {names}", values: { names: list.format(names) } });
}

function withSide(i18n: I18n, label: string, side: string | null | undefined): string {
  if (side === "bride") return i18n._({ id: "lookup.brideSide", message: "{label} (the bride's side)", values: { label } });
  if (side === "groom") return i18n._({ id: "lookup.groomSide", message: "{label} (the groom's side)", values: { label } });
  return label;
}

export function optionLabels(i18n: I18n, locale: Locale, candidates: { party: LookupParty; guests: number[] }[]): string[] {
  const list = listFormat(locale);
  let labels = candidates.map((candidate) => companions(i18n, list, candidate.party, candidate.guests));
  const repeated = (all: string[]) => all.some((label, position) => all.indexOf(label) !== position);
  if (repeated(labels)) labels = labels.map((label, position) => withSide(i18n, label, candidates[position]!.party.side));
  if (repeated(labels)) {
    labels = labels.map((label, position) =>
      i18n._({ id: "lookup.invitationNumber", message: "{label} (invitation {number})", values: { label, number: position + 1 } }),
    );
  }
  return labels;
}
