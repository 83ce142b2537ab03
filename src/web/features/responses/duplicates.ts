/** Ids of responses that share an email address with another response (case-insensitive). */
export function duplicateIds(responses: readonly { id: string; guestEmail: string }[]): Set<string> {
  const byEmail = new Map<string, string[]>();
  for (const response of responses) {
    const email = response.guestEmail.trim().toLowerCase();
    byEmail.set(email, [...(byEmail.get(email) ?? []), response.id]);
  }
  return new Set([...byEmail.values()].filter((ids) => ids.length > 1).flat());
}
