/**
 * The guest's private edit link, with no zod import so the guest bundle can use it: the thank-you
 * screen shows it and the confirmation email carries it (docs/decisions/0003, 0013).
 */

/** What a guest needs to change their answer later: the response id and its secret edit token. */
export interface EditAccess {
  id: string;
  token: string;
}

/** /rsvp/{code}?response={id}#token={token}: the token rides in the fragment, which browsers never send to servers or in Referer. */
export function editLinkPath(code: string, access: EditAccess): string {
  return `/rsvp/${encodeURIComponent(code)}?response=${encodeURIComponent(access.id)}#token=${encodeURIComponent(access.token)}`;
}
