import { i18n } from "../../host/host-i18n";
import type { DetectedEncoding } from "./parsing/decode";
import type { ColumnRole } from "./parsing/mapping";
import type { Delimiter } from "./parsing/parse";
import type { Spreadsheet } from "./parsing/read-spreadsheet";

// The import's words for the couple, in the host catalogue (docs/decisions/0017-guest-languages.md,
// "The couple's screens"); src/contract keeps the rules, which the server shares.

/** What a column holds, as the column's select names it. */
export function columnRoleLabel(role: ColumnRole): string {
  switch (role) {
    case "ignore":
      return i18n._({ id: "guests.columnIgnore", message: "Ignore" });
    case "fullName":
      return i18n._({ id: "guests.columnFullName", message: "Names (one guest or a household)" });
    case "firstName":
      return i18n._({ id: "guests.columnFirstName", message: "First name" });
    case "lastName":
      return i18n._({ id: "guests.columnLastName", message: "Last name" });
    case "household":
      return i18n._({ id: "guests.columnHousehold", message: "Household" });
    case "email":
      return i18n._({ id: "guests.email", message: "Email" });
    case "phone":
      return i18n._({ id: "guests.phone", message: "Phone" });
    case "side":
      return i18n._({ id: "guests.columnSideOrBoth", message: "Side (a partner's, or both)" });
    case "tags":
      return i18n._({ id: "guests.tags", message: "Tags" });
    case "child":
      return i18n._({ id: "guests.columnChild", message: "Child (yes/no)" });
    case "children":
      return i18n._({ id: "guests.columnChildren", message: "Children's names (and ages)" });
    case "age":
      return i18n._({ id: "guests.age", message: "Age" });
    case "extraSeats":
      return i18n._({ id: "guests.columnExtraSeats", message: "Extra seats (+1)" });
    case "seats":
      return i18n._({ id: "guests.columnSeatsAllowed", message: "Guests allowed (total seats)" });
    case "address":
      return i18n._({ id: "guests.columnAddress", message: "Address" });
    case "postalCode":
      return i18n._({ id: "guests.postcode", message: "Postcode" });
    case "note":
      return i18n._({ id: "guests.columnNotes", message: "Notes" });
    case "language":
      return i18n._({ id: "guests.mailLanguage", message: "Language for emails" });
  }
}

function encodingLabel(encoding: DetectedEncoding): string {
  switch (encoding) {
    case "utf-8":
      // The standard's own name, the same in every language.
      return encoding.toUpperCase();
    case "utf-16le":
      return i18n._({ id: "guests.encodingUtfLittleEndian", message: "UTF-16 (Excel Unicode text)" });
    case "utf-16be":
      return i18n._({ id: "guests.encodingUtfBigEndian", message: "UTF-16 big-endian" });
    case "windows-1252":
      return i18n._({ id: "guests.encodingWindows", message: "Windows-1252 (older Excel)" });
  }
}

const DELIMITER_KEY: Record<Delimiter, string> = { ",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe" };

/** How the file was read: "Read as UTF-8, separated by commas; the first row holds the column names." */
export function sheetReadText(sheet: Pick<Spreadsheet, "encoding" | "delimiter" | "headers">): string {
  const values = { delimiter: DELIMITER_KEY[sheet.delimiter], encoding: sheet.encoding ? encodingLabel(sheet.encoding) : "" };
  if (sheet.encoding && sheet.headers) {
    return i18n._({
      id: "guests.sheetReadHeaders",
      message:
        "Read as {encoding}, separated by {delimiter, select, comma {commas} semicolon {semicolons} tab {tabs} other {pipes}}; the first row holds the column names.",
      values,
    });
  }
  if (sheet.encoding) {
    return i18n._({
      id: "guests.sheetReadNoHeaders",
      message: "Read as {encoding}, separated by {delimiter, select, comma {commas} semicolon {semicolons} tab {tabs} other {pipes}}; no header row found.",
      values,
    });
  }
  if (sheet.headers) {
    return i18n._({
      id: "guests.sheetHeaders",
      message: "separated by {delimiter, select, comma {commas} semicolon {semicolons} tab {tabs} other {pipes}}; the first row holds the column names.",
      values,
    });
  }
  return i18n._({
    id: "guests.sheetNoHeaders",
    message: "separated by {delimiter, select, comma {commas} semicolon {semicolons} tab {tabs} other {pipes}}; no header row found.",
    values,
  });
}
