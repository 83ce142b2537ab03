import { lazy, Suspense, useState, type FormEvent } from "react";
import type { FindTableResult } from "../../../contract/find-table";
import type { LookupCheck } from "../../../contract/rules/lookup-detail";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { activeLocale } from "../../lib/i18n";
import { useLingui } from "../../lib/i18n-react";
import { DetailField, detailMissing, lookupFailure, lookupFormMissing } from "../find-invitation/detail-field";
import { RadioCards } from "../reply-form/radio-cards";
import { findTable } from "./api";

// Loaded only once a table is found: the page's first load stays within its budget (docs/design.md section 6).
const RoomPlan = lazy(() => import("./room-plan"));

type Ask = Extract<FindTableResult, { outcome: "ask" }>;
type Seated = Extract<FindTableResult, { outcome: "seated" }>;
type Step =
  | { kind: "name" }
  | { kind: "ask"; ask: Ask }
  | { kind: "seated"; seated: Seated }
  | { kind: "not_seated" }
  | { kind: "not_found"; oneWord: boolean }
  | { kind: "closed" };

/**
 * "Find my table" (issue 30 item 8): the lookup's questions (a name, the couple's detail in a
 * strict lookup, "who is invited with you?" between two households), then the guest's own table
 * on the room plan. Nothing here names anyone else.
 */
export function FindTableForm({ weddingId, check }: { weddingId: string; check: LookupCheck }) {
  const [name, setName] = useState("");
  const [detail, setDetail] = useState("");
  const [detailError, setDetailError] = useState("");
  const [choice, setChoice] = useState("");
  const [step, setStep] = useState<Step>({ kind: "name" });
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);
  const { i18n } = useLingui();
  const looking = i18n._({ id: "lookup.looking", message: "Looking…" });

  const send = async (withChoice?: string) => {
    setPending(true);
    setError("");
    setDetailError("");
    try {
      const result = await findTable({
        weddingId,
        name: name.trim(),
        locale: activeLocale(),
        ...(check !== "name" ? { detail: detail.trim() } : {}),
        ...(withChoice ? { choice: withChoice } : {}),
      });
      setChoice("");
      if (result.outcome === "ask") setStep({ kind: "ask", ask: result });
      else if (result.outcome === "seated") setStep({ kind: "seated", seated: result });
      else if (result.outcome === "not_seated") setStep({ kind: "not_seated" });
      else setStep({ kind: "not_found", oneWord: !/\s/.test(name.trim()) });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) return setStep({ kind: "closed" });
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
  const startAgain = () => {
    setStep({ kind: "name" });
    setError("");
  };
  const another = (
    <button type="button" onClick={startAgain} className="mx-auto min-h-11 px-3 text-sm font-medium text-blush-700 underline underline-offset-4">
      {i18n._({ id: "lookup.another", message: "Search for another name" })}
    </button>
  );

  if (step.kind === "closed") return <ClosedNote />;

  if (step.kind === "seated") {
    const { tables, room } = step.seated;
    return (
      <div className="grid gap-4 text-center">
        <div role="status">
          <p className="text-sm font-medium text-stone-700">
            {i18n._({ id: "table.yours", message: "{count, plural, one {Your table} other {Your tables}}", values: { count: tables.length } })}
          </p>
          <p className="font-serif text-4xl break-words text-stone-900">
            {tables.map((table, index) => (
              <span key={table.id}>
                {index > 0 && " · "}
                <bdi>{table.name}</bdi>
              </span>
            ))}
          </p>
        </div>
        <Suspense fallback={null}>
          <RoomPlan room={room} features={step.seated.features} yours={tables} />
        </Suspense>
        {another}
      </div>
    );
  }

  if (step.kind === "ask") {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!choice) return setError(i18n._({ id: "field.chooseOption", message: "Choose one of the options" }));
          void send(choice);
        }}
        className="grid gap-4 text-start"
        noValidate
      >
        <fieldset disabled={pending} className="grid min-w-0 gap-3">
          <legend className="mb-2 text-base font-semibold text-stone-900">{step.ask.prompt}</legend>
          <RadioCards
            name="table-choice"
            options={step.ask.options.map((option) => option.label)}
            value={step.ask.options.find((option) => option.id === choice)?.label}
            onChange={(label) => setChoice(step.ask.options.find((option) => option.label === label)?.id ?? "")}
            invalid={Boolean(error)}
            describedBy={error ? "table-error" : undefined}
          />
          {error && (
            <p id="table-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" pending={pending} pendingLabel={looking} className="min-h-12 w-full rounded-xl">
            {i18n._({ id: "lookup.continue", message: "Continue" })}
          </Button>
        </fieldset>
        {another}
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
          <Button type="submit" pending={pending} pendingLabel={looking} className="min-h-12 w-full rounded-xl text-base">
            {i18n._({ id: "table.find", message: "Find my table" })}
          </Button>
        </fieldset>
      </form>
      {step.kind === "not_seated" && (
        <div role="alert" className="rounded-xl bg-blush-50 px-4 py-3 text-start text-stone-900">
          <p className="font-semibold">{i18n._({ id: "table.notSeated", message: "You're on the guest list, but you don't have a table yet." })}</p>
          <p className="text-sm text-stone-700">
            {i18n._({ id: "table.askCouple", message: "Please ask the couple or someone helping them: they'll show you where to sit." })}
          </p>
        </div>
      )}
      {step.kind === "not_found" && (
        <div role="alert" className="rounded-xl bg-blush-50 px-4 py-3 text-start text-stone-900">
          <p className="font-semibold">{i18n._({ id: "table.notFound", message: "We couldn't find your table." })}</p>
          <p className="text-sm text-stone-700">
            {/* Said from what the guest typed, never from the list: the server's answer is the same either way. */}
            {step.oneWord
              ? i18n._({ id: "table.notFoundOneWord", message: "Please type your first and last name, as they would be on your invitation." })
              : i18n._({
                  id: "table.notFoundHelp",
                  message: "Check the spelling or try the name the couple would use. If it still isn't found, ask someone helping the couple.",
                })}
          </p>
        </div>
      )}
    </div>
  );
}

/** The couple has not turned it on (or turned it off): said plainly, and who to ask. */
export function ClosedNote() {
  const { i18n } = useLingui();
  return (
    <p role="status" className="rounded-xl bg-blush-50 px-4 py-3 text-center text-stone-900">
      {i18n._({ id: "table.closed", message: "Finding your table isn't open yet. Please ask the couple or someone helping them." })}
    </p>
  );
}
