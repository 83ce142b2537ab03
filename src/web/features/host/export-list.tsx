import { i18n } from "./host-i18n";
import { useState } from "react";
import Download from "lucide-react/icons/download";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { browserSeparator } from "./export-format";

export interface ExportChoice {
  key: string;
  /** "Excel (.xlsx)", "CSV", "ZIP". */
  label: string;
  /** Fetches the file through the one fetch wrapper and hands it to the browser (lib/download.ts). */
  run: () => Promise<void>;
}

export interface ExportFile {
  key: string;
  /** What the file is, the same words everywhere: "Replies (one row per reply)". */
  title: string;
  description: string;
  choices: readonly ExportChoice[];
}

/** The two ways to have a table (docs/decisions/0027-counts-and-workbooks.md): the workbook first, CSV beside it. */
export function tableChoices(run: (format: "xlsx" | "csv") => Promise<void>): ExportChoice[] {
  return [
    { key: "xlsx", label: i18n._({ id: "exports.excel", message: "Excel (.xlsx)" }), run: () => run("xlsx") },
    { key: "csv", label: i18n._({ id: "exports.csv", message: "CSV" }), run: () => run("csv") },
  ];
}

/** What a CSV from this browser will be like, said once under a list of files. */
export function CsvNote() {
  return (
    <p className="text-sm text-stone-600">
      {browserSeparator() === ";"
        ? i18n._({
            id: "exports.csvNoteSemicolon",
            message: "Excel opens a workbook in any language. A CSV here uses semicolons (;), as Excel expects in your language.",
          })
        : i18n._({ id: "exports.csvNoteComma", message: "Excel opens a workbook in any language. A CSV here uses commas." })}
    </p>
  );
}

/**
 * The couple's files, each named for what it holds, with a button per format: each shows it is
 * working, all wait while one runs (a second click would only fetch the file twice), and a
 * failure says so in a toast instead of failing silently (docs/design.md section 8).
 */
export function ExportList({ files, failure }: { files: readonly ExportFile[]; failure: { title: string; description: string } }) {
  const [running, setRunning] = useState<string | null>(null);
  const start = async (key: string, choice: ExportChoice) => {
    setRunning(key);
    try {
      await choice.run();
    } catch {
      toast({ ...failure, variant: "destructive" });
    } finally {
      setRunning(null);
    }
  };
  return (
    <ul className="grid gap-3">
      {files.map((file) => (
        <li key={file.key} className="rounded-xl border border-blush-200 bg-white p-3 sm:p-4">
          <p className="flex items-start gap-2 font-medium break-words text-stone-900">
            <FileSpreadsheet className="mt-0.5 h-5 w-5 shrink-0 text-blush-600" aria-hidden="true" />
            <span className="min-w-0">{file.title}</span>
          </p>
          <p className="mt-1 text-sm text-stone-600">{file.description}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {file.choices.map((choice, index) => {
              const key = `${file.key}-${choice.key}`;
              return (
                <Button
                  key={choice.key}
                  variant={index === 0 ? "primary" : "secondary"}
                  pending={running === key}
                  disabled={running !== null && running !== key}
                  pendingLabel={i18n._({ id: "download.pending", message: "Exporting…" })}
                  onClick={() => void start(key, choice)}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  {/* The file's name first for screen readers: several buttons read "CSV". */}
                  <span className="sr-only">{file.title}: </span>
                  {choice.label}
                </Button>
              );
            })}
          </div>
        </li>
      ))}
    </ul>
  );
}
