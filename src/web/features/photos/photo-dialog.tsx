import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState, type DragEvent } from "react";
import ImagePlus from "lucide-react/icons/image-plus";
import X from "lucide-react/icons/x";
import { buttonClass } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import { megabytes } from "./photo-size";
import { checkPhotoFile, PhotoError, PHOTO_MESSAGES, uploadPhoto, type UploadPhase } from "./upload-photo";

const chosenAlt = () => i18n._({ id: "photos.chosenAlt", message: "The photo you chose" });

export interface PhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  weddingId: string | undefined;
  title: string;
  onUploaded: (url: string) => void;
  /** False: processed for the wedding but not made its photo (a website section's, decision 0045). */
  attach?: boolean;
}

type State = { step: "choose"; error?: string } | { step: "chosen"; file: File; preview: string } | ({ step: "sending"; preview: string } & UploadPhase);

/**
 * Our photo dialog (docs/decisions/0014-photo-dialog.md): one big "Choose a photo" (the phone's own
 * picker, camera included), drag and drop on a desktop, a progress bar, errors in plain words.
 * Radix traps focus, closes on Escape and gives focus back to the button that opened it.
 */
export function PhotoDialog({ open, onOpenChange, weddingId, title, onUploaded, attach = true }: PhotoDialogProps) {
  const [state, setState] = useState<State>({ step: "choose" });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const upload = useRef<AbortController | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const preview = state.step === "choose" ? undefined : state.preview;

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const step = state.step;
  useEffect(() => {
    // The control that had focus is gone: the status (uploading), "Upload photo" (chosen) or the chooser (error) takes it.
    (step === "sending" ? status.current : step === "chosen" ? confirm.current : chooser.current)?.focus({ preventScroll: false });
  }, [step]);

  function changeOpen(next: boolean) {
    if (!next) {
      // Closing cancels a file still on its way; processing, once begun, finishes on the server.
      upload.current?.abort();
      setState({ step: "choose" });
      setDragging(false);
    }
    onOpenChange(next);
  }

  /** A chosen file is shown first and sent only when the couple says so (docs/decisions/0014): a wrong pick costs nothing. */
  function pick(file: File) {
    const refused = checkPhotoFile(file);
    if (refused) return setState({ step: "choose", error: refused });
    setState({ step: "chosen", file, preview: URL.createObjectURL(file) });
  }

  async function send(file: File, image: string) {
    const controller = new AbortController();
    upload.current = controller;
    setState({ step: "sending", phase: "uploading", fraction: 0, preview: image });
    try {
      const url = await uploadPhoto(file, weddingId, (phase) => setState({ step: "sending", preview: image, ...phase }), controller.signal, { attach });
      onUploaded(url);
      toast({ title: i18n._({ id: "photos.uploaded", message: "Photo uploaded!" }), variant: "success" });
      if (!controller.signal.aborted) changeOpen(false);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!(error instanceof PhotoError)) console.error(error);
      setState({ step: "choose", error: error instanceof PhotoError ? error.message : PHOTO_MESSAGES.failed });
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (upload.current) return;
    const file = event.dataTransfer.files[0];
    if (file) pick(file);
  }

  const percent = state.step === "sending" && state.phase === "uploading" ? Math.round(state.fraction * 100) : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Straight to the one thing to do, not the close button; remember who opened us.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            chooser.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; ours is a button outside this lazy chunk.
            event.preventDefault();
            opener.current?.focus();
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop}
          className="fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto rounded-t-2xl bg-white p-5 text-stone-800 shadow-xl focus:outline-none sm:top-1/2 sm:right-auto sm:bottom-auto sm:left-1/2 sm:w-[min(750px,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="pt-1 font-serif text-2xl text-stone-900 sm:text-3xl">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={i18n._({ id: "photos.close", message: "Close" })}
              className="-mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-stone-700">
            {i18n._({
              id: "photos.dialogIntro",
              message: "One photo: JPEG, PNG or WebP, up to {max} MB. Location details are removed before guests see it.",
              values: { max: megabytes(MAX_PHOTO_BYTES) },
            })}
          </Dialog.Description>

          {state.step === "chosen" ? (
            <div className="mt-5 grid gap-4">
              <img src={state.preview} alt={chosenAlt()} className="mx-auto max-h-64 w-auto max-w-full rounded-xl object-contain" />
              <p className="text-center text-sm break-words text-stone-700">
                {i18n._({
                  id: "photos.chosenFile",
                  message: "{name} · {size} MB",
                  values: { name: state.file.name, size: (state.file.size / 1_048_576).toFixed(1) },
                })}
              </p>
              <div className="flex flex-wrap justify-center gap-3">
                <button
                  ref={confirm}
                  type="button"
                  onClick={() => state.step === "chosen" && void send(state.file, state.preview)}
                  className={buttonClass("primary", "min-h-12 px-6 text-base")}
                >
                  {i18n._({ id: "photos.upload", message: "Upload photo" })}
                </button>
                <button type="button" onClick={() => input.current?.click()} className={buttonClass("secondary", "min-h-12 px-6 text-base")}>
                  {i18n._({ id: "photos.chooseAnother", message: "Choose another" })}
                </button>
              </div>
            </div>
          ) : state.step === "sending" ? (
            <div className="mt-5 grid gap-4">
              <img src={state.preview} alt={chosenAlt()} className="mx-auto max-h-64 w-auto max-w-full rounded-xl object-contain" />
              <p ref={status} tabIndex={-1} role="status" className="text-center font-medium focus:outline-none">
                {percent === undefined
                  ? i18n._({ id: "photos.preparing", message: "Preparing your photo…" })
                  : i18n._({ id: "photos.uploading", message: "Uploading… {percent}%", values: { percent } })}
              </p>
              <div
                role="progressbar"
                aria-label={i18n._({ id: "photos.progress", message: "Upload progress" })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={
                  percent === undefined
                    ? i18n._({ id: "photos.preparingValue", message: "Preparing your photo" })
                    : i18n._({ id: "photos.percent", message: "{percent}%", values: { percent } })
                }
                className="h-3 overflow-hidden rounded-full bg-stone-200"
              >
                <div
                  className={`h-full rounded-full bg-blush-600 transition-[width] ${percent === undefined ? "w-full animate-pulse" : ""}`}
                  style={percent === undefined ? undefined : { width: `${percent}%` }}
                />
              </div>
              {percent !== undefined && (
                <p className="text-center text-sm text-stone-600">{i18n._({ id: "photos.closingStops", message: "Closing this window stops the upload." })}</p>
              )}
            </div>
          ) : (
            <div className="mt-5 grid gap-4">
              {state.error && (
                <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800">
                  {state.error}
                </p>
              )}
              <div
                onDragEnter={() => setDragging(true)}
                onDragLeave={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setDragging(false)}
                // On a phone there is nothing to drag: the chooser alone, full width; the drop zone from sm up.
                className={`grid justify-items-center gap-3 rounded-2xl text-center sm:border-2 sm:border-dashed sm:p-10 ${dragging ? "sm:border-blush-600 sm:bg-blush-100" : "sm:border-blush-500/60 sm:bg-blush-50"}`}
              >
                <ImagePlus className="hidden h-10 w-10 text-blush-600 sm:block" aria-hidden="true" />
                <p className="hidden font-serif text-xl text-stone-900 sm:block">{i18n._({ id: "photos.dragHere", message: "Drag a photo here, or" })}</p>
                <button
                  ref={chooser}
                  type="button"
                  onClick={() => input.current?.click()}
                  className={buttonClass("primary", "min-h-14 w-full px-6 text-base sm:w-auto")}
                >
                  <ImagePlus className="h-5 w-5 sm:hidden" aria-hidden="true" />
                  {i18n._({ id: "photos.choose", message: "Choose a photo" })}
                </button>
              </div>
            </div>
          )}
          <input
            ref={input}
            type="file"
            // No `capture`: a phone then offers its camera and its library alike.
            accept="image/jpeg,image/png,image/webp,image/*"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) pick(file);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
