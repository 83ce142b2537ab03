import type { QueryClient } from "@tanstack/react-query";

/** Query key of GET /api/weddings/{code}/full (docs/spec.md section 7: segments joined by "/"). */
export function fullWeddingKey(code: string) {
  return ["/api/weddings", code, "full"] as const;
}

interface InitialData {
  code: string;
  /** The /full answer, or null when the code matches no wedding. */
  full: unknown;
}

/**
 * The server embeds the guest page's data as a JSON script (not executable, so the CSP
 * can forbid inline script). Putting it in the cache before the first render means the
 * invitation paints without a spinner or a second request.
 */
export function seedInitialData(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById("initial-data");
  if (!element?.textContent) return false;
  try {
    const data = JSON.parse(element.textContent) as InitialData;
    if (typeof data.code !== "string" || data.full === undefined) return false;
    client.setQueryData(fullWeddingKey(data.code), data.full);
    return true;
  } catch {
    // A damaged payload only costs a fetch: the page loads its data the normal way.
    return false;
  }
}
