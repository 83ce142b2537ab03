/**
 * The invitation link's plain helpers, with no zod import, so the guest bundle can use them
 * without the schema library (docs/decisions/0009). guest-list.ts and invitation.ts re-export them.
 */

/** The header that carries an invitation's token: never a URL, so never a log line or a Referer. */
export const INVITATION_TOKEN_HEADER = "x-invitation-token";

/**
 * The private invitation link: the token rides in the URL fragment, which browsers never send
 * to a server (so it is in no access log) nor in a Referer (decision 0012).
 */
export function invitationPath(weddingCode: string, token: string): string {
  return `/rsvp/${encodeURIComponent(weddingCode)}#invite=${encodeURIComponent(token)}`;
}

/**
 * A household's invitation link that opens in the language its message is written in: the page's
 * `?lang=` (contract/guest-locale.ts) before the fragment that carries the token (`invitationPath` above).
 * Left out for a language the wedding does not offer, which the page would not show anyway.
 */
export function invitationLinkIn(invitationPath: string, locale: string, offered: readonly string[]): string {
  if (!offered.includes(locale)) return invitationPath;
  const [path = "", fragment = ""] = invitationPath.split("#");
  return `${path}?lang=${encodeURIComponent(locale)}${fragment ? `#${fragment}` : ""}`;
}

/** The token of an invitation link's fragment ("#invite=..."), or null. */
export function invitationTokenFromHash(hash: string): string | null {
  const match = /(?:^#|&)invite=([A-Za-z0-9_-]{16,64})(?:&|$)/.exec(hash);
  return match ? match[1]! : null;
}

/** An open seat's person, named by the party: "seat-1", "seat-2"... in the order sent. */
export function seatKey(index: number): string {
  return `seat-${index + 1}`;
}
