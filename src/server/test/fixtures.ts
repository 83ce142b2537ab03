import type { FastifyInstance } from "fastify";
import { DEFAULT_QUESTIONS, type Question } from "../../contract/question";
import type { CreatedWedding, WeddingCreate } from "../../contract/wedding";

export const weddingInput = (overrides: Partial<WeddingCreate> = {}): WeddingCreate => ({
  partner1: "Amelia",
  partner2: "Jonah",
  date: "2027-06-12",
  time: "15:30",
  venue: "The Orangery, Kew Gardens, London",
  message: "We can't wait to celebrate with you.",
  timeZone: "Europe/London",
  ...overrides,
});

export interface SeededWedding {
  wedding: CreatedWedding;
  questions: Question[];
  auth: { authorization: string };
  /** Question ids by their text, for readable tests. */
  q: (text: string) => string;
}

/** Creates a wedding with the four default questions through the public API. */
export async function seedWedding(app: FastifyInstance, overrides: Partial<WeddingCreate> = {}): Promise<SeededWedding> {
  const created = await app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput(overrides) });
  if (created.statusCode !== 201) throw new Error(`seed failed: ${created.statusCode} ${created.body}`);
  const wedding = created.json<CreatedWedding>();
  const auth = { authorization: `Bearer ${wedding.hostKey}` };
  const saved = await app.inject({
    method: "PUT",
    url: `/api/weddings/${wedding.id}/questions`,
    headers: auth,
    payload: { questions: DEFAULT_QUESTIONS.map((question) => ({ ...question })) },
  });
  if (saved.statusCode !== 200) throw new Error(`seed questions failed: ${saved.statusCode} ${saved.body}`);
  const questions = saved.json<Question[]>();
  const q = (text: string) => {
    const found = questions.find((question) => question.question.toLowerCase().includes(text.toLowerCase()));
    if (!found) throw new Error(`no question like ${text}`);
    return found.id;
  };
  return { wedding, questions, auth, q };
}
