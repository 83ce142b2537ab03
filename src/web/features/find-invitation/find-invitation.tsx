import { activeLocale } from "../../lib/i18n";
import { useLingui } from "../../lib/i18n-react";
import { useState, type FormEvent } from "react";
import type { LookupResult } from "../../../contract/invitation";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { RadioCards } from "../reply-form/radio-cards";
import { lookupByName } from "./api";
import { GuestNoteForm } from "./guest-note-form";
import type { LookupCheck } from "../../../contract/rules/lookup-detail";
import { DetailField, detailMissing, lookupFailure, lookupFormMissing } from "./detail-field";

type Ask = Extract<LookupResult, { outcome: "ask" }>;
/** not_found: `oneWord` when the guest typed one word, which is seldom enough to tell (docs/decisions/0022-lookup-privacy.md). */
type Step = { kind: "name" } | { kind: "ask"; ask: Ask } | { kind: "not_found"; oneWord: boolean };

interface FindInvitationProps {
  weddingId: string;
  /** What the lookup asks besides the name (the wedding's setting; docs/decisions/0022-lookup-privacy.md). */
  check: LookupCheck;
  /** The lookup found the guest's invitation: the page opens it (no reload). */
  onFound: (token: string) => void;
}

/**
 * "Find your invitation" (docs/design.md section 7): a name (and, when the couple asks for it, one
 * detail they hold), then, when two parties could be this guest, a question that tells them
 * apart; a guest not found leaves the couple a note.
 */
export function FindInvitation({ weddingId, check, onFound }: FindInvitationProps) {
  const [name, setName] = useState("");
  const [detail, setDetail] = useState("");
  const [detailError, setDetailError] = useState("");
  const [choice, setChoice] = useState("");
  const [step, setStep] = useState<Step>({ kind: "name" });
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);
  const { i18n } = useLingui();

  const send = async (withChoice?: string) => {
    setPending(true);
    setError("");
    setDetailError("");
    try {
      const result = await lookupByName({
        weddingId,
        name: name.trim(),
        locale: activeLocale(),
        ...(check !== "name" ? { detail: detail.trim() } : {}),
        ...(withChoice ? { choice: withChoice } : {}),
      });
      if (result.outcome === "found") return onFound(result.token);
      setChoice("");
      setStep(result.outcome === "ask" ? { kind: "ask", ask: result } : { kind: "not_found", oneWord: !/\s/.test(name.trim()) });
    } catch (caught) {
      // The server asks for the detail as the page would have: in the guest's language.
      if (check !== "name" && caught instanceof ApiError && caught.fields.detail) {
        setStep({ kind: "name" });
        return setDetailError(detailMissing(i18n, check));
      }
      setError(lookupFailure(i18n, caught));
    } finally {
      setPending(false);
    }
  };

  const onSubmitName = (event: FormEvent) => {
    event.preventDefault();
    const missing = lookupFormMissing(i18n, name, check, detail);
    setError(missing.name);
    setDetailError(missing.detail);
    if (missing.name || missing.detail) return;
    void send();
  };
  const onSubmitChoice = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setError(i18n._({ id: "field.chooseOption", message: "Choose one of the options" }));
    void send(choice);
  };
  const startAgain = () => {
    setStep({ kind: "name" });
    setError("");
  };

  if (step.kind === "ask") {
    return (
      <form onSubmit={onSubmitChoice} className="grid gap-4 text-start" noValidate>
        <fieldset disabled={pending} className="grid min-w-0 gap-3">
          <legend className="mb-2 text-base font-semibold text-stone-900">{step.ask.prompt}</legend>
          <RadioCards
            name="lookup-choice"
            options={step.ask.options.map((option) => option.label)}
            value={step.ask.options.find((option) => option.id === choice)?.label}
            onChange={(label) => setChoice(step.ask.options.find((option) => option.label === label)?.id ?? "")}
            invalid={Boolean(error)}
            describedBy={error ? "lookup-error" : undefined}
          />
          {error && (
            <p id="lookup-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" pending={pending} pendingLabel={i18n._({ id: "lookup.looking", message: "Looking…" })} className="min-h-12 w-full rounded-xl">
            {i18n._({ id: "lookup.continue", message: "Continue" })}
          </Button>
        </fieldset>
        <button type="button" onClick={startAgain} className="mx-auto min-h-11 px-3 text-sm font-medium text-blush-700 underline underline-offset-4">
          {i18n._({ id: "lookup.another", message: "Search for another name" })}
        </button>
      </form>
    );
  }

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmitName} className="grid gap-4 text-start" noValidate>
        <fieldset disabled={pending} className="grid min-w-0 gap-4">
          <TextField
            label={i18n._({ id: "form.yourName", message: "Your name" })}
            hint={i18n._({ id: "lookup.nameHint", message: "As it would be on your invitation, e.g. Jose Garcia or Liz Okafor." })}
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error || undefined}
          />
          {check !== "name" && <DetailField kind={check} value={detail} onChange={setDetail} error={detailError || undefined} />}
          <Button
            type="submit"
            pending={pending}
            pendingLabel={i18n._({ id: "lookup.looking", message: "Looking…" })}
            className="min-h-12 w-full rounded-xl text-base"
          >
            {i18n._({ id: "lookup.find", message: "Find my invitation" })}
          </Button>
        </fieldset>
      </form>
      {step.kind === "not_found" && (
        <div className="grid gap-4 border-t border-stone-200 pt-5 text-start">
          <div role="alert" className="rounded-xl bg-blush-50 px-4 py-3 text-stone-900">
            <p className="font-semibold">
              {check === "name"
                ? i18n._({ id: "lookup.notFound", message: "We couldn't find an invitation under that name." })
                : i18n._({ id: "lookup.notFoundStrict", message: "We couldn't find an invitation with those details." })}
            </p>
            <p className="text-sm text-stone-700">
              {/* Said from what the guest typed, never from the list: the server's answer is the same either way. */}
              {step.oneWord
                ? i18n._({
                    id: "lookup.notFoundOneWord",
                    message: "Please type your first and last name, as they would be on your invitation. Or leave the couple a note below.",
                  })
                : check !== "name"
                  ? i18n._({
                      id: "lookup.notFoundStrictHelp",
                      message: "Check your name and what you typed below it, as the couple would have them. Or leave them a note below.",
                    })
                  : i18n._({
                      id: "lookup.notFoundHelp",
                      message: "Try the name the couple would use, or another name from your household. Or leave them a note below.",
                    })}
            </p>
          </div>
          <GuestNoteForm weddingId={weddingId} name={name.trim()} />
        </div>
      )}
    </div>
  );
}
