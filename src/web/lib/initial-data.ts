import type { FullWedding } from "../../contract/full-wedding";
import type { SiteLock } from "../features/invitation/site-locked";

/**
 * The guest pages' wedding store: the /full answer per wedding code, `null` when no wedding has
 * the code. Deliberately not TanStack Query: a guest page needs one read and no refetching, and
 * the query library (about 7 KB gzip) would ride in every guest's first load. The couple's screens
 * keep their query cache (lib/query-client.ts), and entering one empties this store, so a page
 * the couple previews after an edit is read afresh (docs/decisions/0020-guest-wedding-store.md).
 */
const weddings = new Map<string, FullWedding | null>();
/** Sites whose couple set a password this browser has not typed (docs/decisions/0045-website-sections.md): the couple's names only. */
const locks = new Map<string, SiteLock>();

export function siteLock(code: string): SiteLock | undefined {
  return locks.get(code);
}

/** The wedding already in hand for a code (from the HTML or an earlier read), or undefined. */
export function storedWedding(code: string): FullWedding | null | undefined {
  return weddings.get(code);
}

export function storeWedding(code: string, wedding: FullWedding | null): void {
  weddings.set(code, wedding);
}

/** Called as a couple's screen mounts: whatever it changes, the next guest page reads it anew. */
export function forgetGuestWeddings(): void {
  weddings.clear();
}

interface InitialData {
  code: string;
  /** The /full answer, or null when the code matches no wedding. */
  full: unknown;
  locked?: SiteLock;
}

/**
 * The server embeds the guest page's data as a JSON script (not executable, so the CSP
 * can forbid inline script). Storing it before the first render means the invitation
 * paints without a spinner or a second request.
 */
export function seedInitialData(doc: Document = document): boolean {
  const element = doc.getElementById("initial-data");
  if (!element?.textContent) return false;
  try {
    const data = JSON.parse(element.textContent) as InitialData;
    if (typeof data.code !== "string" || data.full === undefined) return false;
    // A locked page carries no wedding: the invitation is read with the link's token, or after the password.
    if (data.locked) return (locks.set(data.code, data.locked), true);
    storeWedding(data.code, data.full as FullWedding | null);
    return true;
  } catch {
    // A damaged payload only costs a fetch: the page loads its data the normal way.
    return false;
  }
}
