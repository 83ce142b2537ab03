import { csvSeparatorFor, type CsvSeparator, type ExportFormat } from "../../../contract/exports";

/**
 * The couple's language, as their browser names it: it picks a CSV's separator on the server
 * (contract/exports.ts), so German, French, Spanish or Polish Excel opens it in columns.
 */
export function browserLocale(): string {
  return typeof navigator === "undefined" ? "en" : navigator.language || "en";
}

/** The query an export route takes for `format`: `format=xlsx`, or `format=csv&locale=de-DE`. */
export function exportQuery(format: ExportFormat): URLSearchParams {
  return new URLSearchParams(format === "xlsx" ? { format } : { format, locale: browserLocale() });
}

/** The separator this browser's CSVs will have, to say so beside the button. */
export function browserSeparator(): CsvSeparator {
  return csvSeparatorFor(browserLocale());
}
