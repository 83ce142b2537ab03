import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import Download from "lucide-react/icons/download";
import type { HostEvent } from "../../../contract/events";
import { Button } from "../../components/ui/button";
import { DialogCloseButton } from "../host/dialog-close-button";
import { CsvNote, ExportList, tableChoices, type ExportFile } from "../host/export-list";
import { downloadCaterer, downloadReplies } from "./api";

/** "Caterer: Brunch", the same words on the event panel and in the export list. */
export function catererFile(code: string, event: Pick<HostEvent, "id" | "name">): ExportFile {
  return {
    key: `caterer-${event.id}`,
    title: i18n._({ id: "exports.caterer", message: "Caterer: {event}", values: { event: event.name } }),
    description: i18n._({
      id: "exports.catererHint",
      message: "The people coming to {event}, one row each, with its meals and their dietary notes.",
      values: { event: event.name },
    }),
    choices: tableChoices((format) => downloadCaterer(code, event.id, format)),
  };
}

const failure = () => ({
  title: i18n._({ id: "responses.exportFailed", message: "Export Failed" }),
  description: i18n._({ id: "responses.exportFailedDescription", message: "Failed to export responses. Please try again." }),
});

/**
 * The responses page's "Export" (docs/spec.md section 2's Export CSV, grown): a dialog naming
 * each file for what it holds, each as an Excel workbook or CSV (docs/decisions/0027); the
 * server names the files. With several events, each event's caterer list too.
 */
export function ExportButtons({ code, events, contacts }: { code: string; events: readonly Pick<HostEvent, "id" | "name">[]; contacts: boolean }) {
  // The reply and people files carry contact details: the route table refuses them to a viewer.
  const replyFiles: ExportFile[] = [
    {
      key: "replies",
      title: i18n._({ id: "exports.replies", message: "Replies (one row per reply)" }),
      description: i18n._({ id: "exports.repliesHint", message: "Every reply with its answers to your questions, its status, party size and side." }),
      choices: tableChoices((format) => downloadReplies(code, "responses", format)),
    },
    {
      key: "everyone",
      title: i18n._({ id: "exports.everyone", message: "Everyone who replied (one row per person)" }),
      description: i18n._({
        id: "exports.everyoneHint",
        message: "Each person a reply names, with their own meal and diet, and a household's guests who are not coming: for seating and the caterer.",
      }),
      choices: tableChoices((format) => downloadReplies(code, "people", format)),
    },
  ];
  const files = [...(contacts ? replyFiles : []), ...(events.length > 1 ? events.map((event) => catererFile(code, event)) : [])];
  if (files.length === 0) return null;
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>
          <Download className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "exports.open", message: "Export" })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-blush-50 p-4 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-serif text-2xl text-stone-900">{i18n._({ id: "exports.title", message: "Export your lists" })}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            {i18n._({ id: "exports.intro", message: "Each file as an Excel workbook, or as CSV for other programs." })}
          </Dialog.Description>
          <div className="mt-4 grid gap-3">
            <ExportList files={files} failure={failure()} />
            <CsvNote />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
