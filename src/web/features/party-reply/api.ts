import type { LinkReplyInput, LinkView } from "../../../contract/invitation";
import { INVITATION_TOKEN_HEADER } from "../../../contract/invitation-link";
import { apiRequest } from "../../lib/api";
import { activeLocale } from "../../lib/i18n";
import { loadSchedule, showPartyEvents } from "../invitation/guest-events";
import { showPartySections } from "../invitation/guest-sections";

// The token goes in this header only: never a query string, a log line or a Referer (decision 0012).
const withToken = (token: string, signal?: AbortSignal) => ({ headers: { [INVITATION_TOKEN_HEADER]: token }, signal });

// The page's wedding rides along (not secret): a link opened on another wedding's page is refused (decision 0012).
const mine = (weddingCode: string) => `/api/invitations/mine?wedding=${encodeURIComponent(weddingCode)}`;

export function fetchLinkView(token: string, weddingCode: string, signal?: AbortSignal): Promise<LinkView> {
  return apiRequest<LinkView>("GET", mine(weddingCode), undefined, withToken(token, signal));
}

export function saveLinkReply(token: string, weddingCode: string, body: LinkReplyInput): Promise<LinkView> {
  // The household's confirmation follows the language it replied in.
  return apiRequest<LinkView>("PUT", mine(weddingCode), { ...body, locale: activeLocale() }, withToken(token));
}

export type Loaded = { status: "success"; view: LinkView } | { status: "error"; error: unknown };

const inFlight = new Map<string, { promise: Promise<Loaded>; result?: Loaded }>();

/**
 * The invitation, fetched once per token and page view: the page starts the request while its
 * code loads (before the first render, so the party's form replaces the painted card's
 * placeholder without a loading state), and the form reads the same answer.
 */
export function loadLinkView(token: string, weddingCode: string): { promise: Promise<Loaded>; result?: Loaded } {
  let entry = inFlight.get(token);
  if (!entry) {
    const created: { promise: Promise<Loaded>; result?: Loaded } = {
      promise: fetchLinkView(token, weddingCode).then(
        async (view): Promise<Loaded> => {
          // The party's own schedule (its private events too) replaces the public one on the card, chunk and all, before the form shows.
          showPartyEvents(view.weddingCode, view.events);
          // So do its website sections, those limited to it included; their chunk comes when scrolled near (decision 0045).
          showPartySections(view.weddingCode, view.sections);
          await loadSchedule(view.events);
          return { status: "success", view };
        },
        (error: unknown): Loaded => ({ status: "error", error }),
      ),
    };
    void created.promise.then((result) => (created.result = result));
    entry = created;
    inFlight.set(token, entry);
  }
  return entry;
}

/** A retry after an error, or a fresh read after the party changed its answer, asks the server again. */
export function forgetLinkView(token: string): void {
  inFlight.delete(token);
}

/** The household takes its reply back; it stays invited (decision 0046). */
export function eraseLinkReply(token: string, weddingCode: string): Promise<void> {
  return apiRequest<void>("DELETE", mine(weddingCode), undefined, withToken(token));
}
