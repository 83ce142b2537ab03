import type { RsvpResponse } from "../../../contract/response";

export interface ResponseFilter {
  search: string;
  onlyUnassigned: boolean;
  /** Responses assigned while "only unassigned" is on stay in view until the filter changes, so focus is not lost. */
  kept: ReadonlySet<string>;
}

/** Newest first, narrowed by a name/email search and the "only unassigned" switch. */
export function filterResponses(list: readonly RsvpResponse[], filter: ResponseFilter): RsvpResponse[] {
  const needle = filter.search.trim().toLowerCase();
  return list
    .filter((response) => !filter.onlyUnassigned || !response.sideAssignment || filter.kept.has(response.id))
    .filter(
      (response) =>
        !needle ||
        response.guestName.toLowerCase().includes(needle) ||
        response.guestEmail.toLowerCase().includes(needle) ||
        response.partyMembers.some((member) => member.name.toLowerCase().includes(needle)),
    )
    .reverse();
}
