import { Readable } from "node:stream";
import type { HostPartyAddress } from "../../../contract/addresses";
import type { CsvSeparator } from "../../../contract/exports";
import { countryName } from "../../../contract/postal-address/country-names";
import { addressLines, type PostalAddress } from "../../../contract/postal-address/formats";
import { owedGifts } from "../../../contract/rules/thank-yous";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { addressBook } from "../addresses";
import { listGifts } from "../gifts";
import { csvDocument } from "./csv";
import { exportFileName } from "./file-names";
import type { Download } from "./service";
import { vcardOf } from "./vcard";

/** Envelope lines: the name line, then the address; the country ends it when posted abroad. Six covers every layout (contract/postal-address). */
const LINES = 6;
const STATUS = { household: "Confirmed by the household", couple: "Typed by the couple", none: "" } as const;

async function* once<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

const withAddress = (parties: HostPartyAddress[]) => parties.filter((party): party is HostPartyAddress & { address: PostalAddress } => party.address !== null);

/**
 * "Envelopes (CSV)": one row per household with an address, its name line (the couple's envelope
 * name, else the household's name) and its lines in its country's order, for a mail merge or a
 * printer's template. Guarded like every CSV (csv.ts).
 */
export async function exportEnvelopes(ctx: AppContext, wedding: WeddingRow, separator: CsvSeparator): Promise<Download> {
  const book = await addressBook(ctx, wedding);
  const home = book.settings.homeCountry;
  const header = ["Household", "Name line", ...Array.from({ length: LINES }, (_, i) => `Address line ${i + 1}`), "Country", "Address from"];
  const rows = withAddress(book.parties).map((party) => {
    const lines = addressLines(party.address, home, (code) => countryName(code));
    return [
      party.partyName,
      party.envelopeName || party.partyName,
      ...Array.from({ length: LINES }, (_, i) => lines[i] ?? ""),
      countryName(party.address.country),
      STATUS[party.status],
    ];
  });
  return {
    filename: exportFileName(wedding, "envelopes", "csv"),
    contentType: "text/csv; charset=utf-8",
    stream: Readable.from(csvDocument(header, once(rows), (row) => [row], separator)),
  };
}

/** "Address book (vCard)": one RFC 6350 card per household with an address. */
export async function exportVcards(ctx: AppContext, wedding: WeddingRow): Promise<Download> {
  const book = await addressBook(ctx, wedding);
  const cards = withAddress(book.parties).map((party) =>
    vcardOf({ uid: party.partyId, name: party.envelopeName || party.partyName, address: party.address, countryName: countryName(party.address.country) }),
  );
  return {
    filename: exportFileName(wedding, "addresses", "vcf"),
    contentType: "text/vcard; charset=utf-8",
    stream: Readable.from(once(cards)),
  };
}

/** "Gifts and thank-yous (CSV)": every gift, who gave it, when, and when it was thanked; "Thank-you owed" says which still wait. */
export async function exportGifts(ctx: AppContext, wedding: WeddingRow, separator: CsvSeparator): Promise<Download> {
  const { gifts } = await listGifts(ctx, wedding);
  const owed = new Set(owedGifts(gifts).map((gift) => gift.id));
  const header = ["Household", "Gift", "Received", "Note", "Thank-you sent", "Thank-you owed"];
  const rows = gifts.map((gift) => [gift.partyName, gift.what, gift.receivedOn, gift.note, gift.thankedOn ?? "", owed.has(gift.id) ? "Yes" : "No"]);
  return {
    filename: exportFileName(wedding, "gifts", "csv"),
    contentType: "text/csv; charset=utf-8",
    stream: Readable.from(csvDocument(header, once(rows), (row) => [row], separator)),
  };
}
