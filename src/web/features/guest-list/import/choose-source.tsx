import { i18n } from "../../host/host-i18n";
import FileUp from "lucide-react/icons/file-up";
import { useId, useState, type DragEvent, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/field";
import { readFileSource, readPastedSource, SourceError, type LoadedSource } from "./read-source";

interface ChooseSourceProps {
  onLoaded: (source: LoadedSource) => void;
}

/** Step one: a file (chosen or dropped) or pasted names, then Preview. Nothing leaves the browser yet. */
export function ChooseSource({ onLoaded }: ChooseSourceProps) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setReading(true);
    try {
      onLoaded(file ? await readFileSource(file) : readPastedSource(text));
    } catch (caught) {
      setError(
        caught instanceof SourceError
          ? caught.message
          : i18n._({ id: "guests.importUnreadable", message: "That file could not be read. Save it as CSV and try again." }),
      );
    } finally {
      setReading(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) {
      setFile(dropped);
      setError(null);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 px-5 py-5 sm:px-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid gap-2 rounded-xl border-2 border-dashed p-4 ${dragging ? "border-blush-500 bg-blush-50" : "border-blush-200"}`}
      >
        <label htmlFor={fileId} className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <FileUp className="h-5 w-5 text-blush-600" aria-hidden="true" />
          {i18n._({ id: "guests.importFile", message: "Spreadsheet file" })}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
          className="block w-full min-w-0 text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-stone-800 hover:file:bg-stone-50"
        />
        <p id={`${fileId}-hint`} className="text-xs text-stone-600">
          {file
            ? i18n._({
                id: "guests.importFileChosen",
                message: "Chosen: {file}. CSV or text from Excel (any “CSV” or “Unicode text”), Numbers or Google Sheets; one row per guest or per household.",
                values: { file: file.name },
              })
            : i18n._({
                id: "guests.importFileHint",
                message: "Or drop it here. CSV or text from Excel (any “CSV” or “Unicode text”), Numbers or Google Sheets; one row per guest or per household.",
              })}
        </p>
      </div>
      {!file && (
        <TextAreaField
          label={i18n._({ id: "guests.importPaste", message: "Or paste your list" })}
          hint={i18n._({
            id: "guests.importPasteHint",
            message: "One household a line (“Maria & José García +1”, “Doe, John & Jane”), or cells copied from a spreadsheet.",
          })}
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          pending={reading}
          pendingLabel={i18n._({ id: "guests.importReading", message: "Reading…" })}
          disabled={!file && !text.trim()}
          className="w-full sm:w-auto"
        >
          {i18n._({ id: "guests.preview", message: "Preview" })}
        </Button>
      </div>
    </form>
  );
}
