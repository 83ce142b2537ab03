import { i18n } from "../host/host-i18n";
import type { Question } from "../../../contract/question";
import type { Wedding } from "../../../contract/wedding";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { createWedding, replaceQuestions, updateWedding } from "./api";
import type { PreparedQuestions } from "./question-drafts";
import { createPayload, weddingPayload, type WeddingFormOutput } from "./wedding-form-schema";

export interface SaveOutcome {
  wedding: Wedding;
  questions: Question[];
  /** Only when the wedding was just created: the one time the server reveals it. */
  hostKey: string | null;
  /** False when the wedding saved but its questions did not. */
  questionsSaved: boolean;
}

export type SaveResult = { ok: true; outcome: SaveOutcome } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Form step save: create (POST) or update (PUT) the wedding, then replace its questions.
 * Every outcome ends in exactly one toast, worded as docs/spec.md section 8 says.
 */
export async function saveWedding(values: WeddingFormOutput, prepared: PreparedQuestions, existing: Wedding | null): Promise<SaveResult> {
  let wedding: Wedding;
  let hostKey: string | null = null;
  try {
    if (existing) {
      wedding = await updateWedding(existing.id, weddingPayload(values));
    } else {
      const created = await createWedding(createPayload(values));
      const { hostKey: key, ...rest } = created;
      wedding = rest;
      hostKey = key;
    }
  } catch (error) {
    toast({
      title: i18n._({ id: "admin.error", message: "Error" }),
      description: existing
        ? i18n._({ id: "admin.updateFailed", message: "Failed to update wedding details. Please try again." })
        : i18n._({ id: "admin.saveFailed", message: "Failed to save wedding details. Please try again." }),
      variant: "destructive",
    });
    return { ok: false, fieldErrors: error instanceof ApiError ? error.fields : {} };
  }

  try {
    const questions = await replaceQuestions(wedding, prepared.questions);
    toast(
      existing
        ? {
            title: i18n._({ id: "admin.updated", message: "Wedding Updated!" }),
            description: i18n._({ id: "admin.updatedDescription", message: "Your changes are live on your invitation." }),
            variant: "success",
          }
        : {
            title: i18n._({ id: "admin.setupComplete", message: "Wedding Setup Complete!" }),
            description: i18n._({ id: "admin.setupCompleteDescription", message: "Your wedding page and RSVP form are ready to share." }),
            variant: "success",
          },
    );
    return { ok: true, outcome: { wedding, questions, hostKey, questionsSaved: true } };
  } catch {
    toast({
      title: i18n._({ id: "admin.savedWithoutQuestions", message: "Wedding Saved" }),
      description: i18n._({
        id: "admin.savedWithoutQuestionsDescription",
        message: "Your wedding details were saved, but the RSVP questions were not. You may need to add them again from the questions step.",
      }),
    });
    return { ok: true, outcome: { wedding, questions: [], hostKey, questionsSaved: false } };
  }
}
