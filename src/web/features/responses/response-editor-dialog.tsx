import { i18n } from "../host/host-i18n";
import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import type { Question } from "../../../contract/question";
import type { RsvpResponse, Side } from "../../../contract/response";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { buildSubmission } from "../reply-form/form-state";
import { newKeyedSend, type KeyedSend } from "../reply-form/keyed-send";
import { RsvpFields, UnplacedErrors, useReplyDraft, type HostWords } from "../reply-form/rsvp-fields";
import { MAX_PARTY_MEMBERS } from "../../../contract/limits";
import { useSaveHostEntry, type HostEntryBody } from "./api";
import { SideSelect } from "../host/side-select";
import { withTypedValues } from "./typed-elements";
import { declinedGuests, entryEvents, EntryPartySelect, type EntryParty } from "./entry-party";
import { switchParty, switchSide } from "./entry-prefill";
import { eventsQuery } from "../events/api";
import { guestListQuery } from "../guest-list/api";

/** What the dialog is doing: typing in a new answer, or correcting one already in the list. */
export type EditorTarget = { mode: "add" } | { mode: "correct"; response: RsvpResponse };

interface ResponseEditorDialogProps {
  code: string;
  weddingId: string;
  /** The wedding's day, for an event with no day of its own (the events' order). */
  weddingDate: string | null;
  questions: readonly Question[];
  target: EditorTarget | null;
  onClose: () => void;
  /** Households without a reply of their own, for a new entry (docs/decisions/0019-events.md). */
  parties?: readonly EntryParty[];
  /** The questions a household is asked (its private events' too); null: outside the guest list. */
  questionsFor?: (party: EntryParty | undefined, response?: RsvpResponse) => readonly Question[];
}

/**
 * The couple's own RSVP form, for a reply that came by phone, card or in person, or to fix a
 * guest's typo. Same fields and rules as the guest's form (shared RsvpFields, buildSubmission),
 * but no deadline and no honeypot, and the email may be left blank.
 */
export function ResponseEditorDialog({ code, weddingId, weddingDate, questions, target, onClose, parties = [], questionsFor }: ResponseEditorDialogProps) {
  const save = useSaveHostEntry(code, weddingId);
  const correcting = target?.mode === "correct" ? target.response : undefined;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content
          // Long forms scroll inside the dialog; on a phone it fills the screen but for a margin.
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none sm:w-[calc(100%-2rem)]"
        >
          {target && (
            // Keyed by what is being edited: each opening starts from that response's answers.
            <EntryForm
              key={correcting?.id ?? "new"}
              header={
                // Scrolls with the fields: with large text a fixed header would leave them no room.
                <div className="grid gap-1 border-b border-blush-100 px-5 pt-5 pb-4 sm:px-6">
                  {/* Title and close button side by side while the title has room; with large text on a phone the
                      button goes above it (wrap-reverse), so the title never breaks inside a word. */}
                  <div className="flex flex-wrap-reverse items-center gap-x-3">
                    <Dialog.Title className="min-w-0 flex-[1_1_10rem] font-serif text-2xl break-words text-stone-900">
                      {correcting
                        ? i18n._({ id: "responses.correctTitle", message: "Correct a response" })
                        : i18n._({ id: "responses.addTitle", message: "Add a response" })}
                    </Dialog.Title>
                    <Dialog.Close asChild>
                      <button
                        type="button"
                        aria-label={i18n._({ id: "responses.close", message: "Close" })}
                        disabled={save.isPending}
                        className="ms-auto inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
                      >
                        <X className="h-5 w-5" aria-hidden="true" />
                      </button>
                    </Dialog.Close>
                  </div>
                  {/* Under the title and the close button, the whole width: at 200% text a column beside them is a word wide. */}
                  <Dialog.Description className="text-sm text-stone-700">
                    {correcting
                      ? withTypedValues(
                          (values) =>
                            i18n._({
                              id: "responses.correctIntro",
                              message: "Fix <0>{name}</0>'s answers. Their side stays as it is, and the guest is not told.",
                              values,
                            }),
                          { name: correcting.guestName },
                          { 0: <strong /> },
                        )
                      : i18n._({
                          id: "responses.addIntro",
                          message: "For a reply that came by phone, card or in person. The RSVP deadline does not apply to you.",
                        })}
                  </Dialog.Description>
                </div>
              }
              weddingId={weddingId}
              weddingDate={weddingDate}
              questions={questions}
              parties={parties}
              questionsFor={questionsFor}
              response={correcting}
              pending={save.isPending}
              onSave={(body, keyed) => save.mutateAsync({ id: correcting?.id, body, keyed }).then(onClose)}
              onCancel={onClose}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The shared form's words for the couple, who type in a guest's answer: they speak of the guest
 * and "the party", never "You" / "your party" as the guest's own form does.
 */
const hostWords = (): HostWords => ({
  mainGuest: i18n._({ id: "responses.entry.mainGuest", message: "Main guest" }),
  guestName: i18n._({ id: "responses.entry.guestName", message: "Guest name" }),
  partyHeading: i18n._({ id: "responses.entry.partyHeading", message: "Who's coming with them?" }),
  partyIntro: i18n._({
    id: "responses.entry.partyIntro",
    message: "Add anyone coming with them, up to {max, plural, one {# more person} other {# more people}}.",
    values: { max: MAX_PARTY_MEMBERS },
  }),
  answerEach: i18n._({ id: "responses.entry.answerEach", message: "Answer for each person in the party." }),
  checkAnswers: i18n._({ id: "responses.entry.checkAnswers", message: "Please check these answers" }),
});

interface EntryFormProps extends Pick<ResponseEditorDialogProps, "parties" | "questionsFor" | "weddingDate"> {
  /** The dialog's title, description and close button, at the top of the scrolling part. */
  header: ReactNode;
  weddingId: string;
  questions: readonly Question[];
  response: RsvpResponse | undefined;
  pending: boolean;
  onSave: (body: HostEntryBody, keyed: KeyedSend<HostEntryBody>) => Promise<void>;
  onCancel: () => void;
}

function EntryForm({
  header,
  weddingId,
  weddingDate,
  questions: publicQuestions,
  parties = [],
  questionsFor,
  response,
  pending,
  onSave,
  onCancel,
}: EntryFormProps) {
  const [partyId, setPartyId] = useState("");
  const party = parties.find((candidate) => candidate.id === partyId);
  const questions = questionsFor?.(party, response) ?? publicQuestions;
  // The page's own list (already fetched): each event the entry asks is a section, as on the guest's forms.
  const events = entryEvents(useQuery(eventsQuery(weddingId)).data?.events, questions);
  // A household's link reply: who declined the wedding may still come to an event, and keeps that answer.
  const guestList = useQuery({ ...guestListQuery(weddingId), enabled: response?.partyMatch === "invitation" });
  const declined = declinedGuests(response, guestList.data?.parties);
  // Saved before the list arrives, those guests' event answers would be left out.
  const waiting = response?.partyMatch === "invitation" && guestList.isPending;
  const { draft, set, errors, clearErrors, showErrors, showRefusal, formRef } = useReplyDraft(response);
  const words = hostWords();
  // A new answer can go straight onto a side; a correction leaves the side to the card's control.
  const [side, setSide] = useState<Side | null>(null);
  // The guest list already has the household's names and side: choosing it fills them in (entry-prefill.ts).
  const chooseParty = (id: string) => {
    const next = parties.find((candidate) => candidate.id === id);
    set(switchParty(draft, party, next));
    setSide(switchSide(side, party, next));
    setPartyId(id);
  };
  // Kept across retries of this one entry, so a lost answer never stores it twice (decision 0003).
  const [keyed] = useState(() => newKeyedSend<HostEntryBody>());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || waiting) return;
    // Answers the entry no longer asks (a private event's, after choosing another household) stay
    // in the draft, should the couple choose back, but are not sent: the server would refuse them.
    const asked = new Set(questions.map((question) => question.id));
    const answers = Object.fromEntries(Object.entries(draft.answers).filter(([id]) => asked.has(id)));
    const built = buildSubmission(
      questions,
      { ...draft, answers },
      declined.map((person) => person.id),
    );
    if (!built.ok) {
      if (built.fields.guestName) built.fields.guestName = i18n._({ id: "responses.nameRequired", message: "The guest's name is required" });
      return showErrors(built.fields);
    }
    clearErrors();
    const { website: _honeypot, ...body } = built.body;
    const entry = response ? body : { ...body, sideAssignment: side, ...(party ? { partyId: party.id } : {}) };
    try {
      await onSave(entry, keyed);
    } catch (error) {
      const message = showRefusal(error);
      toast({
        title: i18n._({ id: "responses.saveFailed", message: "Save Failed" }),
        description: message || i18n._({ id: "responses.saveFailedText", message: "The response could not be saved. Please try again." }),
        variant: "destructive",
      });
    }
  };

  return (
    // noValidate: the shared rules speak in the form's own words, and the email may be blank.
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={
        response
          ? i18n._({ id: "responses.correctLabel", message: "Correct {name}'s response", values: { name: response.guestName } })
          : i18n._({ id: "responses.newResponse", message: "New response" })
      }
      className="flex min-h-0 flex-col"
    >
      {/* The scroller is a div: a fieldset does not clip its overflow as a flex item. */}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {header}
        <fieldset disabled={pending} className="grid min-w-0 gap-6 px-5 py-5 sm:px-6">
          <UnplacedErrors errors={errors} title={words.checkAnswers} />
          {!response && parties.length > 0 && <EntryPartySelect parties={parties} value={partyId} onChange={chooseParty} />}
          {!response && (
            <div className="max-w-56">
              <SideSelect
                guestName={draft.guestName.trim() || i18n._({ id: "responses.thisGuest", message: "this guest" })}
                value={side}
                pending={false}
                onChange={setSide}
              />
            </div>
          )}
          <RsvpFields
            questions={questions}
            draft={draft}
            errors={errors}
            onChange={set}
            voice={words}
            events={events}
            weddingDate={weddingDate}
            declined={declined}
          />
        </fieldset>
      </div>
      {/* Side by side while they fit; with large text each takes its own row. */}
      <div className="flex flex-wrap gap-2 border-t border-blush-100 px-5 py-4 sm:justify-end sm:px-6">
        <Button type="button" variant="secondary" disabled={pending} onClick={onCancel} className="flex-1 sm:flex-none">
          {i18n._({ id: "responses.cancel", message: "Cancel" })}
        </Button>
        <Button
          type="submit"
          disabled={waiting}
          pending={pending}
          pendingLabel={i18n._({ id: "responses.saving", message: "Saving…" })}
          className="flex-1 sm:flex-none"
        >
          {response ? i18n._({ id: "responses.saveChanges", message: "Save changes" }) : i18n._({ id: "responses.addResponseButton", message: "Add response" })}
        </Button>
      </div>
    </form>
  );
}
