import type { Question, QuestionDraft } from "../../../contract/question";
import type { CreatedWedding, Wedding, WeddingCreate, WeddingUpdate } from "../../../contract/wedding";
import { apiRequest } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

function remember(wedding: Wedding, questions?: Question[]) {
  // Keep the host screens' caches in step with what was just saved.
  queryClient.setQueryData(["/api/weddings", wedding.uniqueCode], wedding);
  if (questions) queryClient.setQueryData(["/api/weddings", wedding.uniqueCode, "full"], { ...wedding, questions });
  else void queryClient.invalidateQueries({ queryKey: ["/api/weddings", wedding.uniqueCode, "full"] });
}

export async function createWedding(input: WeddingCreate): Promise<CreatedWedding> {
  const created = await apiRequest<CreatedWedding>("POST", "/api/weddings", input);
  const { hostKey: _secret, ...wedding } = created;
  remember(wedding);
  queryClient.setQueryData(["host-access", created.uniqueCode.toUpperCase()], "granted");
  return created;
}

export async function updateWedding(id: string, input: WeddingUpdate): Promise<Wedding> {
  const wedding = await apiRequest<Wedding>("PUT", `/api/weddings/${id}`, input);
  remember(wedding);
  return wedding;
}

export async function replaceQuestions(wedding: Wedding, questions: QuestionDraft[]): Promise<Question[]> {
  const saved = await apiRequest<Question[]>("PUT", `/api/weddings/${wedding.id}/questions`, { questions });
  remember(wedding, saved);
  return saved;
}
