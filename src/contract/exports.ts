import { z } from "zod";

/**
 * The couple's files (docs/decisions/0027-counts-and-workbooks.md): every table comes as an Excel
 * workbook, which opens the same in every language's Excel, or as CSV, whose separator follows
 * the couple's language, because Excel reads a CSV with its region's list separator.
 */
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export type CsvSeparator = "," | ";";

// Where Windows' list separator is ";" although the decimal point is ".": Switzerland and Liechtenstein.
const SEMICOLON_REGIONS = new Set(["CH", "LI"]);

/**
 * The separator Excel expects in a CSV opened in `locale`'s region: ";" wherever numbers are
 * written with a decimal comma (German, French, Spanish, Italian, Polish, Portuguese, Dutch...),
 * since "," is taken; "," otherwise, and for anything that is not a language tag.
 */
export function csvSeparatorFor(locale: string | null | undefined): CsvSeparator {
  if (!locale) return ",";
  try {
    const tag = new Intl.Locale(locale);
    if (tag.region && SEMICOLON_REGIONS.has(tag.region)) return ";";
    const decimal = new Intl.NumberFormat(tag.baseName).formatToParts(1.5).find((part) => part.type === "decimal")?.value;
    return decimal === "," ? ";" : ",";
  } catch {
    return ",";
  }
}

/** A BCP 47 tag as a browser names its language ("de-DE", "pt-BR", "zh-Hant-TW"). */
const ZLanguageTag = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, "Not a language tag");

/** `?locale=`: the couple's browser language, which picks a CSV's separator (comma without it). */
export const ZExportLocaleQuery = z.object({ locale: ZLanguageTag.optional() });

/** `?format=xlsx|csv&locale=`: CSV unless asked, as these routes always answered. */
export const ZExportQuery = ZExportLocaleQuery.extend({ format: z.enum(EXPORT_FORMATS).default("csv") });
