import { PRIMARY_ID, type PartyMember, type RsvpResponse } from "../response";

export interface Person {
  id: string;
  name: string;
  relationship: PartyMember["relationship"];
  age?: number;
}

/** Everyone a response speaks for, in party order: the guest first, then whoever they listed. */
export function peopleOf(response: Pick<RsvpResponse, "guestName" | "partyMembers">): Person[] {
  if (!response.partyMembers.length) return [{ id: PRIMARY_ID, name: response.guestName, relationship: "self" }];
  return response.partyMembers.map((member) => ({
    id: member.id,
    name: member.id === PRIMARY_ID ? response.guestName : member.name,
    relationship: member.relationship,
    ...(member.age != null ? { age: member.age } : {}),
  }));
}

/** One person's answer to a question: their own for per-person questions, the party's otherwise. */
export function answerFor(response: Pick<RsvpResponse, "responses">, questionId: string, personId: string): string | undefined {
  const answer = response.responses[questionId];
  if (answer === undefined) return undefined;
  return typeof answer === "string" ? answer : answer[personId];
}
