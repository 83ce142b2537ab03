import { type PartyInput, ZPartyInput } from "../../../../../contract/guest-list";

const FIELD_LABEL: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  age: "Age",
  aliases: "Other names",
  name: "Household name",
  extraSeats: "Open seats",
  tags: "Tags",
  note: "Notes",
  guests: "Guests",
  side: "Side",
};

/** The first reason the server would refuse this party (`ZPartyInput`), in the couple's words, or null. */
export function partyProblem(party: PartyInput): string | null {
  const checked = ZPartyInput.safeParse(party);
  if (checked.success) return null;
  const issue = checked.error.issues[0]!;
  const field = issue.path.filter((part) => typeof part === "string").at(-1);
  const label = field ? FIELD_LABEL[field] : undefined;
  return label ? `${label}: ${issue.message}` : issue.message;
}
