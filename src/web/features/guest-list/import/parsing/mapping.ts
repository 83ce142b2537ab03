import { MAX_PARTY_GUESTS } from "../../../../../contract/guest-list";
import { type SheetRow } from "./parse";

/** What a column holds. One role per column; the couple can change any of them. */
export const COLUMN_ROLES = [
  "ignore",
  "fullName",
  "firstName",
  "lastName",
  "household",
  "email",
  "phone",
  "side",
  "tags",
  "child",
  "children",
  "age",
  "extraSeats",
  "seats",
  "address",
  "postalCode",
  "note",
  "language",
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

export interface ColumnMapping {
  /** The role of each column, by index. */
  roles: ColumnRole[];
  /** The partners' names, so a Side column may say "Tom" or "James" (side-cell.ts). */
  partners?: readonly [string, string];
}

// Lower-cased, accents and punctuation dropped ("E-mail" -> "email", "Prénom" -> "prenom").
const HEADER_ALIASES: [ColumnRole, string[]][] = [
  ["firstName", ["firstname", "first", "givenname", "given", "forename", "firstnames", "vorname", "prenom", "nombre", "voornaam"]],
  ["lastName", ["lastname", "last", "surname", "familyname", "nachname", "nom", "apellido", "apellidos", "achternaam"]],
  ["fullName", ["name", "names", "fullname", "guest", "guests", "guestname", "guestnames", "invitee", "invitees", "who"]],
  [
    "household",
    [
      "household",
      "householdname",
      "party",
      "partyname",
      "family",
      "invitegroup",
      "invitation",
      "group",
      "groupname",
      "addressee",
      "haushalt",
      "familie",
      "famille",
      "foyer",
      "hogar",
      "familia",
    ],
  ],
  ["email", ["email", "emailaddress", "mail", "emails", "courriel", "correo"]],
  ["phone", ["phone", "phonenumber", "mobile", "cell", "cellphone", "telephone", "tel", "mobilenumber", "handy", "telefon", "telefono", "telephone"]],
  ["side", ["side", "brideorgroom", "guestof", "whoseguest", "bridegroom", "seite", "cote", "lado"]],
  ["tags", ["tags", "tag", "category", "categories", "label", "labels", "type", "relationship", "circle"]],
  ["child", ["child", "kid", "ischild", "childyn", "childornot", "under18", "minor"]],
  // Names (and ages) of a household's children; a column of yes/no under these headers is read as "child" (settleChildren).
  [
    "children",
    [
      "children",
      "kids",
      "childrensnames",
      "childrennames",
      "kidsnames",
      "namesofchildren",
      "childrenages",
      "childrenandages",
      "hijos",
      "ninos",
      "enfants",
      "kinder",
      "figli",
      "bambini",
      "filhos",
      "criancas",
      "dzieci",
      "اطفال",
      "الاطفال",
      "اولاد",
    ],
  ],
  ["age", ["age", "ages", "childage", "ageifchild", "alter", "edad"]],
  [
    "extraSeats",
    ["plusone", "plusones", "1", "additionalguests", "additionalguest", "extraguests", "extraseats", "openseats", "plus", "acompanantes", "begleitung"],
  ],
  // The party's whole allowance, named guests included: "Guests allowed 3" beside two names is one open seat.
  [
    "seats",
    [
      "seats",
      "totalseats",
      "allowance",
      "partysize",
      "totalguests",
      "numberofguests",
      "guestcount",
      "invited",
      "count",
      "headcount",
      "guestsallowed",
      "guestallowed",
      "allowed",
      "seatsallowed",
      "maxguests",
      "numberinvited",
      "invitedcount",
      "plazas",
      "places",
      "platze",
      "anzahl",
      "posti",
      "lugares",
      "miejsca",
      "liczbaosob",
      "عدد",
      "المقاعد",
    ],
  ],
  ["address", ["address", "street", "streetaddress", "address1", "addressline1", "mailingaddress", "homeaddress", "city", "town"]],
  // The household's own field (a strict lookup may ask for it; docs/decisions/0022-lookup-privacy.md), not part of the address note.
  ["postalCode", ["postcode", "zip", "zipcode", "postalcode", "postcodes", "plz", "postleitzahl", "codepostal", "cp", "codigopostal", "cap", "kodpocztowy"]],
  ["language", ["language", "lang", "locale", "sprache", "langue", "idioma", "lingua", "jezyk"]],
  ["note", ["notes", "note", "comments", "comment", "remarks", "dietary", "memo", "notizen", "bemerkungen", "remarques", "notas"]],
];

const ROLE_BY_ALIAS = new Map(HEADER_ALIASES.flatMap(([role, aliases]) => aliases.map((alias) => [alias, role] as const)));

export function normaliseHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/[أإآ]/g, "ا")
    .replace(/[^a-z0-9\u0621-\u064a]+/g, "");
}

/**
 * The role a header names, or null when it is not one we know. A hint in brackets is the
 * couple's note to themselves, not the column's name: `Children (e.g. "Sami (8), Nour (5)")`
 * is "Children", "Guests allowed (incl. kids)" is "Guests allowed".
 */
export function roleOfHeader(header: string): ColumnRole | null {
  const key = normaliseHeader(header);
  if (!key) return null;
  const bare = normaliseHeader(header.replace(/\((?:[^()]|\([^()]*\))*\)|\[[^\]]*\]/g, " "));
  return ROLE_BY_ALIAS.get(key) ?? (bare ? ROLE_BY_ALIAS.get(bare) : undefined) ?? null;
}

/** Rows searched for the column names: a title ("Our guest list") or a note may sit above them. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The header row: among the first non-blank rows, the first naming two known columns, or one
 * kind of name column (a file of just "Name"). Null when the first row is already a guest.
 */
export function findHeaderRow(rows: SheetRow[]): SheetRow | null {
  const candidates = rows.filter((row) => row.cells.some((cell) => cell !== "")).slice(0, HEADER_SEARCH_ROWS);
  const isHeader = (row: SheetRow, least: number) => {
    if (row.cells.some((cell) => cell.includes("@"))) return false;
    const roles = row.cells.map(roleOfHeader).filter((role) => role !== null);
    const names = roles.some((role) => role === "fullName" || role === "firstName" || role === "lastName" || role === "household");
    return names && roles.length >= least;
  };
  const first = candidates[0];
  if (first && isHeader(first, 1)) return first;
  return candidates.slice(1).find((row) => isHeader(row, 2)) ?? null;
}

/** A first guess at each column's role, from the headers and, without them, the data. */
export function guessMapping(headers: string[] | null, data: SheetRow[]): ColumnMapping {
  const width = Math.max(headers?.length ?? 0, ...data.slice(0, 50).map((row) => row.cells.length));
  const roles: ColumnRole[] = Array.from({ length: width }, (_, index) => (headers ? (roleOfHeader(headers[index] ?? "") ?? "ignore") : "ignore"));
  if (!headers) guessFromData(roles, data);
  settleDuplicates(roles, data);
  return { roles };
}

/** A "Children" column holds names ("Sami (8), Nour (5)") or a yes/no flag: its cells say which. */
const FLAG = /^(?:y|yes|n|no|x|true|false|0|1|-|ja|nein|oui|non|si|sí|não|nao|tak|nie|نعم|لا|✓|✔)$/i;
function settleChildren(roles: ColumnRole[], data: SheetRow[]): void {
  roles.forEach((role, index) => {
    if (role !== "child" && role !== "children") return;
    const cells = data
      .slice(0, 50)
      .map((row) => row.cells[index]?.trim() ?? "")
      .filter(Boolean);
    if (cells.length === 0) return;
    const named = cells.filter((cell) => /\p{L}/u.test(cell) && !FLAG.test(cell)).length;
    roles[index] = named > cells.length / 2 ? "children" : "child";
  });
}

function settleDuplicates(roles: ColumnRole[], data: SheetRow[]): void {
  settleChildren(roles, data);
  // "Family" may mean the household or (beside "First") the surname; "Name" beside "First name" is the surname.
  const has = (role: ColumnRole) => roles.includes(role);
  roles.forEach((role, index) => {
    if (role === "fullName" && has("firstName") && !has("lastName")) roles[index] = "lastName";
  });
  // A "Group" whose values each cover many rows is a category ("Work"), not a household.
  roles.forEach((role, index) => {
    if (role !== "household") return;
    const sizes = new Map<string, number>();
    for (const row of data) {
      const value = row.cells[index]?.toLowerCase() ?? "";
      if (value) sizes.set(value, (sizes.get(value) ?? 0) + 1);
    }
    if ([...sizes.values()].some((size) => size > MAX_PARTY_GUESTS)) roles[index] = "tags";
  });
  // One column per role, except address parts (street, city, postcode) and notes.
  const seen = new Set<ColumnRole>();
  roles.forEach((role, index) => {
    if (role === "ignore" || role === "address" || role === "note") return;
    if (seen.has(role)) roles[index] = "ignore";
    seen.add(role);
  });
}

function guessFromData(roles: ColumnRole[], data: SheetRow[]): void {
  const sample = data.slice(0, 50);
  const share = (index: number, test: (cell: string) => boolean) => {
    const cells = sample.map((row) => row.cells[index] ?? "").filter(Boolean);
    return cells.length ? cells.filter(test).length / cells.length : 0;
  };
  roles.forEach((_role, index) => {
    if (share(index, (cell) => /@/.test(cell)) > 0.5) roles[index] = "email";
    else if (share(index, (cell) => /^\+?[\d\s().-]{7,}$/.test(cell)) > 0.5) roles[index] = "phone";
  });
  const nameColumn = roles.findIndex((role, index) => role === "ignore" && share(index, (cell) => /\p{L}/u.test(cell)) > 0.5);
  if (nameColumn >= 0) roles[nameColumn] = "fullName";
}
