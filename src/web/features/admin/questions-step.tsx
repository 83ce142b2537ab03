import { i18n } from "../host/host-i18n";
import { useState } from "react";
import type { Question } from "../../../contract/question";
import type { RestoreResult } from "../../../contract/trash";
import type { Wedding } from "../../../contract/wedding";
import { RecentlyDeleted } from "../trash/recently-deleted";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { replaceQuestions } from "./api";
import { preventEnterSubmit } from "./form-step";
import { QuestionEditor } from "./question-editor";
import { prepareQuestions, serverQuestionErrors, type DraftQuestion } from "./question-drafts";

interface QuestionsStepProps {
  wedding: Wedding;
  drafts: DraftQuestion[];
  onDraftsChange: (drafts: DraftQuestion[]) => void;
  onDone: (saved: Question[] | null) => void;
  /** Questions put back from "Recently deleted": they join the list being edited. */
  onRestored: (results: RestoreResult[]) => void;
}

/** The rsvp-questions step: edit the list, then Save Questions or Skip Questions (both go to complete). */
export function QuestionsStep({ wedding, drafts, onDraftsChange, onDone, onRestored }: QuestionsStepProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const languages = { locale: wedding.locale, others: wedding.locales.filter((code) => code !== wedding.locale) };

  const save = async () => {
    const prepared = prepareQuestions(drafts, languages);
    setErrors(prepared.errors);
    if (Object.keys(prepared.errors).length > 0) return;
    setSaving(true);
    try {
      const saved = await replaceQuestions(wedding, prepared.questions);
      toast({
        title: i18n._({ id: "admin.questionsSaved", message: "Questions Saved!" }),
        description: i18n._({ id: "admin.questionsSavedDescription", message: "Guests will see these questions on your RSVP form." }),
        variant: "success",
      });
      onDone(saved);
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverQuestionErrors(error.fields, prepared.keys));
      toast({
        title: i18n._({ id: "admin.error", message: "Error" }),
        description: i18n._({ id: "admin.questionsFailed", message: "Failed to save questions. Please try again." }),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form
        noValidate
        onKeyDown={preventEnterSubmit}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="grid gap-6"
        aria-labelledby="questions-title"
      >
        <div>
          <h2 id="questions-title" data-step-heading tabIndex={-1} className="font-serif text-3xl text-stone-900 outline-none">
            {i18n._({ id: "admin.questionsTitle", message: "RSVP questions" })}
          </h2>
          <p className="mt-1 text-stone-700">
            {i18n._({
              id: "admin.questionsIntro",
              message: "For {partner1} & {partner2}. Ask what you need to plan: meals, songs, travel. Guests see them in this order.",
              values: { partner1: wedding.partner1, partner2: wedding.partner2 },
            })}
          </p>
        </div>
        <div className="rounded-2xl border border-blush-200 bg-white p-3 shadow-sm sm:p-8">
          <QuestionEditor drafts={drafts} onChange={onDraftsChange} errors={errors} languages={languages} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={() => onDone(null)} disabled={saving}>
            {i18n._({ id: "admin.skipQuestions", message: "Skip Questions" })}
          </Button>
          <Button type="submit" pending={saving} pendingLabel={i18n._({ id: "admin.saving", message: "Saving…" })}>
            {i18n._({ id: "admin.saveQuestions", message: "Save Questions" })}
          </Button>
        </div>
      </form>
      <div className="mt-6">
        <RecentlyDeleted
          weddingId={wedding.id}
          timeZone={wedding.timeZone}
          kinds={["question"]}
          intro={(days) =>
            i18n._({
              id: "admin.trashIntro",
              message: "Questions you delete are kept for {days} days with the guests' answers, then erased for good. One restored joins the end of the list.",
              values: { days },
            })
          }
          onRestored={onRestored}
        />
      </div>
    </>
  );
}
