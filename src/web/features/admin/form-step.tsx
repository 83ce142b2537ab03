import { i18n } from "../host/host-i18n";
import { withElements } from "../../lib/i18n-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { FormProvider, useForm, useWatch, type Path } from "react-hook-form";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Sparkles from "lucide-react/icons/sparkles";
import type { Wedding } from "../../../contract/wedding";
import { Button } from "../../components/ui/button";
import { ChildrenPolicyField } from "./fields/children-policy-field";
import { CoupleFields } from "./fields/couple-fields";
import { GiftPreferencesField } from "./fields/gift-preferences-field";
import { MessageField } from "./fields/message-field";
import { PhotoField } from "./fields/photo-field";
import { ChildrenPolicySuggestAction, GiftSuggestAction, MessageSuggestAction } from "./fields/suggest-actions";
import { WhenWhereFields } from "./fields/when-where-fields";
import { FormSection } from "./form-section";
import { QuestionEditor } from "./question-editor";
import { LanguagesField } from "./fields/languages-field";
import { prepareQuestions, relocaliseDrafts, type DraftQuestion } from "./question-drafts";
import { saveWedding, type SaveOutcome } from "./save-wedding";
import { languageWrites } from "./starter-drafts";
import { EMPTY_FORM, formFromWedding, translatedLocales, ZWeddingForm, type WeddingFormInput, type WeddingFormOutput } from "./wedding-form-schema";

interface FormStepProps {
  wedding: Wedding | null;
  drafts: DraftQuestion[];
  onDraftsChange: (drafts: DraftQuestion[]) => void;
  onBack: () => void;
  onSaved: (outcome: SaveOutcome) => void;
}

/** docs/spec.md 2: pressing Enter in a field must not submit; textareas still take new lines. */
export function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === "Enter" && (target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) event.preventDefault();
}

export function FormStep({ wedding, drafts, onDraftsChange, onBack, onSaved }: FormStepProps) {
  const editing = wedding !== null;
  const form = useForm<WeddingFormInput, unknown, WeddingFormOutput>({
    resolver: zodResolver(ZWeddingForm),
    defaultValues: wedding ? formFromWedding(wedding) : EMPTY_FORM,
    shouldFocusError: true,
  });
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  // After a save the step changes and this form unmounts, which removes the warning.
  const unsaved = form.formState.isDirty;
  const [locale = "en", locales] = useWatch({ control: form.control, name: ["locale", "locales"] });
  const languages = { locale, others: translatedLocales({ locale, locales }) };
  const languageKey = `${locale}:${languages.others.join(",")}`;

  // Offering a language fills in the default questions' wording in it; on a new wedding the
  // default questions also follow the invitation's language (issue 16).
  // The chips' sentences follow the same way (starter-drafts.ts), on a new wedding and an edited one.
  const previousLanguages = useRef(languages);
  const latest = useRef({ drafts, onDraftsChange, languages, form });
  latest.current = { drafts, onDraftsChange, languages, form };
  useEffect(() => {
    const { drafts: current, onDraftsChange: change, languages: now, form: values } = latest.current;
    const next = relocaliseDrafts(current, previousLanguages.current.locale, now, wedding === null);
    for (const write of languageWrites(values.getValues(), previousLanguages.current, now)) values.setValue(write.path, write.value, { shouldDirty: true });
    previousLanguages.current = now;
    if (next.some((draft, index) => draft !== current[index])) change(next);
  }, [languageKey, wedding]);

  // A reload or a closed tab would lose a half-written invitation: let the browser ask first.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const submit = form.handleSubmit(async (values) => {
    const prepared = prepareQuestions(drafts, languages);
    setQuestionErrors(prepared.errors);
    if (Object.keys(prepared.errors).length > 0) {
      document.querySelector<HTMLElement>(`[data-draft="${Object.keys(prepared.errors)[0]}"] textarea`)?.focus();
      return;
    }
    const result = await saveWedding(values, prepared, wedding);
    if (result.ok) return onSaved(result.outcome);
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (field in EMPTY_FORM) form.setError(field as Path<WeddingFormInput>, { message }, { shouldFocus: true });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} onKeyDown={preventEnterSubmit} className="grid gap-6" aria-labelledby="form-title">
        <div>
          <h2 id="form-title" data-step-heading tabIndex={-1} className="font-serif text-3xl text-stone-900 outline-none">
            {editing
              ? i18n._({ id: "admin.formEditTitle", message: "Edit wedding details" })
              : i18n._({ id: "admin.formCreateTitle", message: "Tell us about your wedding" })}
          </h2>
          <p className="mt-1 text-stone-700">
            {withElements(i18n._({ id: "admin.requiredHint", message: "Fields marked <0>*</0> are required. Everything else can be added later." }), {
              0: <span className="text-red-700" />,
            })}
          </p>
        </div>
        <div className="grid gap-8 rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-8">
          <FormSection title={i18n._({ id: "admin.sectionCouple", message: "The couple" })}>
            <CoupleFields />
          </FormSection>
          <FormSection title={i18n._({ id: "admin.sectionWhenWhere", message: "When & where" })}>
            <WhenWhereFields />
          </FormSection>
          <FormSection
            title={i18n._({ id: "admin.sectionInvitation", message: "Your invitation" })}
            description={i18n._({ id: "admin.sectionInvitationHint", message: "A few words and a photo make the invitation yours." })}
          >
            <MessageField action={<MessageSuggestAction />} />
            <PhotoField weddingId={wedding?.id} />
          </FormSection>
          <FormSection
            title={i18n._({ id: "admin.sectionGuests", message: "For your guests" })}
            description={i18n._({ id: "admin.sectionGuestsHint", message: "Optional details guests often ask about." })}
          >
            <ChildrenPolicyField action={<ChildrenPolicySuggestAction />} />
            <GiftPreferencesField action={<GiftSuggestAction />} />
          </FormSection>
          <FormSection
            title={i18n._({ id: "admin.sectionLanguages", message: "Languages" })}
            description={i18n._({
              id: "admin.sectionLanguagesHint",
              message: "The language your invitation is written in, and any others your guests may read it in.",
            })}
          >
            <LanguagesField drafts={drafts} weddingCode={wedding?.uniqueCode} />
          </FormSection>
          <FormSection
            title={i18n._({ id: "admin.sectionQuestions", message: "RSVP questions" })}
            description={i18n._({ id: "admin.sectionQuestionsHint", message: "What guests answer when they RSVP. Blank questions are skipped." })}
          >
            <QuestionEditor drafts={drafts} onChange={onDraftsChange} errors={questionErrors} languages={languages} />
          </FormSection>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {editing ? i18n._({ id: "admin.backToDashboard", message: "Back to Dashboard" }) : i18n._({ id: "admin.back", message: "Back" })}
          </Button>
          <Button type="submit" pending={form.formState.isSubmitting} pendingLabel={i18n._({ id: "admin.saving", message: "Saving…" })}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {editing
              ? i18n._({ id: "admin.completeSetup", message: "Complete Setup" })
              : i18n._({ id: "admin.completeWeddingSetup", message: "Complete Wedding Setup" })}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
