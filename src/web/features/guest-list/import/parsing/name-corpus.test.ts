import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "../../../../../contract/locales";
import { NAME_CORPUS, type CorpusCell } from "./fixtures/name-corpus";
import { parsePartyLine } from "./party-line";

/** What the reader made of a cell, in the corpus's own notation. */
function readAsCorpus(text: string): Omit<CorpusCell, "lang" | "cell"> {
  const read = parsePartyLine(text);
  if ("problem" in read) return { guests: [], problem: true };
  const guests = read.party.guests.map((guest) => {
    const marker = guest.age !== null && guest.age !== undefined ? `|${guest.age}` : guest.isChild ? "|child" : "";
    return `${guest.firstName}|${guest.lastName ?? ""}${marker}`;
  });
  return {
    guests,
    ...(read.party.extraSeats ? { seats: read.party.extraSeats } : {}),
    ...(read.party.name ? { name: read.party.name } : {}),
    ...(read.notes.length ? { review: true } : {}),
  };
}

describe("the name corpus (issue 29): cells as couples write them in the eight languages", () => {
  it("holds at least 200 cells, at least 15 in each guest language", () => {
    expect(NAME_CORPUS.length).toBeGreaterThanOrEqual(200);
    for (const locale of LOCALE_CODES) expect(NAME_CORPUS.filter((entry) => entry.lang === locale).length, locale).toBeGreaterThanOrEqual(15);
  });

  it.each(NAME_CORPUS.map((entry) => [entry.lang, entry.cell, entry] as const))("%s: %s", (_lang, text, entry) => {
    const { lang: _l, cell: _c, ...expected } = entry;
    const wanted = { ...expected, guests: expected.problem ? [] : expected.guests };
    if (!wanted.review) delete wanted.review;
    expect(readAsCorpus(text)).toEqual(wanted);
  });

  it("says why whenever it flags a cell", () => {
    for (const entry of NAME_CORPUS.filter((each) => each.review)) {
      const read = parsePartyLine(entry.cell);
      if ("problem" in read) continue;
      for (const note of read.notes) expect(note.length, entry.cell).toBeGreaterThan(10);
    }
  });
});
