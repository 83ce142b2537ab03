import { MAX_PARTY_MEMBERS } from "../limits";
import type { Question } from "../question";
import { PRIMARY_ID } from "../ids";
import type { Answers, PartyMember, Relationship } from "../response";
import { answerProblem } from "./answer-problem";
import { askedOf, replyPeople } from "./asked";
import { formVisibility } from "./visibility";

interface MemberInput {
  id: string;
  name?: string;
  relationship?: Relationship | "self";
  age?: unknown;
}

export interface RsvpDraft {
  guestName: string;
  partyMembers?: MemberInput[];
  responses: Answers;
  /**
   * People the reply names as not coming (an invitation's guests who declined; the primary
   * guest's id when nobody is): questions for attending guests only are not asked of them, so
   * their answers to those are dropped, never required and never refused (issue 15).
   */
  declined?: readonly string[];
}

export type RsvpCheck = { ok: true; partyMembers: PartyMember[]; answers: Answers } | { ok: false; fields: Record<string, string> };

/**
 * The RSVP rules of docs/spec.md sections 4-5 and docs/design.md section 4, applied to a whole
 * submission: party size, answers keyed by this wedding's questions, required questions
 * that the guest could see, radio answers among the options, numbers that are numbers.
 * Answers to questions the form hides (a meal after a "no", an attending-only question for
 * someone not coming) are dropped, not stored.
 */
export function checkRsvp(questions: readonly Question[], draft: RsvpDraft, maxMembers = MAX_PARTY_MEMBERS): RsvpCheck {
  const fields: Record<string, string> = {};
  const members = (draft.partyMembers ?? []).filter((member) => member.id !== PRIMARY_ID);
  // An invitation's allowance (contract/guest-list.ts) replaces the open form's limit.
  if (members.length > maxMembers) fields.partyMembers = `At most ${maxMembers} party members besides you`;
  const ids = new Set<string>();
  for (const member of members) {
    if (ids.has(member.id)) fields.partyMembers = "Each party member needs a different id";
    ids.add(member.id);
  }

  const known = new Map(questions.map((question) => [question.id, question]));
  for (const key of Object.keys(draft.responses)) {
    if (!known.has(key)) fields[`responses.${key}`] = "Not a question of this wedding";
  }

  const { visible, showParty } = formVisibility(questions, draft.responses);
  const people = showParty ? [PRIMARY_ID, ...members.map((member) => member.id)] : [PRIMARY_ID];
  const answers: Answers = {};
  const replied = replyPeople(questions, draft.responses, people, draft.declined);
  const declined = new Set(replied.declined);

  for (const question of visible) {
    const field = `responses.${question.id}`;
    const raw = draft.responses[question.id];
    // Who is asked and who must answer: the one rule of contract/rules/asked.ts (issue 29 item 4).
    const { asked, required } = askedOf(question, questions, draft.responses, replied);
    if (question.answerScope === "individual") {
      // A plain string for a per-person question is the primary guest's own answer.
      const given = typeof raw === "string" ? { [PRIMARY_ID]: raw } : (raw ?? {});
      const perPerson: Record<string, string> = {};
      // An event's questions may be answered by the people who declined the wedding too.
      const answerers = question.eventId ? [...new Set([...people, ...declined])] : people;
      for (const [personId, value] of Object.entries(given)) {
        // Someone of the reply the question is not for (a decliner, someone not coming to the event): dropped, never refused.
        if (!asked.includes(personId) && (answerers.includes(personId) || declined.has(personId))) continue;
        if (!answerers.includes(personId)) {
          fields[`${field}.${personId}`] = "Not a person in this party";
          continue;
        }
        const trimmed = value.trim();
        if (!trimmed) continue;
        const problem = answerProblem(question, trimmed);
        if (problem) fields[`${field}.${personId}`] = problem;
        else perPerson[personId] = trimmed;
      }
      for (const personId of required) {
        if (!perPerson[personId] && !fields[`${field}.${personId}`]) fields[`${field}.${personId}`] = "This question is required";
      }
      if (Object.keys(perPerson).length) answers[question.id] = perPerson;
    } else {
      if (raw !== undefined && typeof raw !== "string") {
        fields[field] = "Answer once for the whole party";
        continue;
      }
      // Asked of nobody in this reply (an attending-only question after a "no"): dropped, never required.
      if (!asked.length) continue;
      const trimmed = (raw ?? "").trim();
      if (!trimmed) {
        if (required.length) fields[field] = "This question is required";
        continue;
      }
      const problem = answerProblem(question, trimmed);
      if (problem) fields[field] = problem;
      else answers[question.id] = trimmed;
    }
  }

  if (Object.keys(fields).length) return { ok: false, fields };
  const partyMembers: PartyMember[] =
    showParty && members.length
      ? [
          { id: PRIMARY_ID, name: draft.guestName, relationship: "self", isPrimary: true },
          ...members.map((member) => ({
            id: member.id,
            name: member.name ?? "",
            relationship: (member.relationship ?? "guest") as PartyMember["relationship"],
            ...(typeof member.age === "number" ? { age: member.age } : {}),
            isPrimary: false,
          })),
        ]
      : [];
  return { ok: true, partyMembers, answers };
}
