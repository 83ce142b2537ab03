/**
 * Ids of responses that share an email address with another response (case-insensitive).
 * A blank email (a host's entry for a guest who answered by phone) matches nothing.
 */
export function duplicateIds(responses: readonly { id: string; guestEmail: string }[]): Set<string> {
  const byEmail = new Map<string, string[]>();
  for (const response of responses) {
    const email = response.guestEmail.trim().toLowerCase();
    if (!email) continue;
    const ids = byEmail.get(email);
    if (ids) ids.push(response.id);
    else byEmail.set(email, [response.id]);
  }
  return new Set([...byEmail.values()].filter((ids) => ids.length > 1).flat());
}
