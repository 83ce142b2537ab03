import { timingSafeEqual } from "node:crypto";
import type { I18n } from "@lingui/core";
import type { z } from "zod";
import type { LookupResult, ZLookupRequest } from "../../../contract/invitation";
import type { AppContext } from "../../context";
import { serverI18n, weddingLocale } from "../../i18n";
import { deriveSecret } from "../../secrets";
// The lead's derivation: the lookup answers with exactly the token the party's link carries.
import { invitationToken } from "../guest-list";
import { getPublicView } from "../weddings";
import { countMiss, partiesHoldingDetail, startStrictLookup } from "./detail-check";
import { LookupIndexCache, type LookupIndex } from "./lookup-index";
import { matchName } from "./name-match/match-name";
import { queryTokens } from "./name-match/normalise";
import { optionLabels } from "./option-labels";

/**
 * Finding one's invitation by name (docs/decisions/0012-guest-list.md). Exactly one party
 * clearly matches: its token. Several guests of the same full name: a question that tells their
 * parties apart without revealing the list. Everything else is one answer, not_found: no such
 * name, a wrong answer to the question, and "not enough to tell" (a given name alone, a family
 * name several parties share), which once asked for the full name and so told a stranger that
 * the name was on the list (issue 27; docs/decisions/0022-lookup-privacy.md). Every not_found
 * leaves by the same lines, after the same work (the same HMACs, one token derived): the time
 * does not tell them apart either (bench/README.md measures what is left: the matcher's scan).
 */

/** Several parties have a guest of exactly this name: the people invited with them tell them apart. */
const whoElsePrompt = (i18n: I18n) => i18n._({ id: "lookup.whoElse", message: "More than one invitation has this name. Who is invited with you?" });

const NOT_FOUND = { outcome: "not_found" } as const satisfies LookupResult;
/** Derived from when nothing was found, so both paths cost one derivation. */
const DECOY = { id: "00000000-0000-0000-0000-000000000000", version: 0 };

const caches = new WeakMap<AppContext, LookupIndexCache>();

export function lookupIndexCache(ctx: AppContext): LookupIndexCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = new LookupIndexCache(ctx);
    // The feed ends its listeners when the app closes.
    ctx.feed.subscribe((event) => {
      if (event.type === "resync") created.forget();
      // Announced by the guest list's writes (features/guest-list/service.ts).
      else if (event.type === "guest-list.changed") created.forget(event.weddingId);
    });
    caches.set(ctx, created);
    cache = created;
  }
  return cache;
}

/**
 * An answer's id: the party, bound to the name asked about, under the wedding's token key.
 * Stateless (any instance re-derives it), reveals no party id, and useless with another name.
 */
function optionId(tokenKey: string, partyId: string, typed: string[]): string {
  return deriveSecret(tokenKey, `lookup-option:${partyId}:${typed.join(" ")}`, 16);
}

function sameId(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What a lookup found, before it is turned into an answer: one party (with the guests the typed
 * full name is, none for a family name one party alone has), the question between several, or
 * nothing. Shared by the lookup and "Find my table" (seating/find-table.ts), so the matching, the
 * strict check and its daily bounds live here once (docs/decisions/0038-find-my-table.md).
 */
export type InvitationMatch =
  { outcome: "found"; partyId: string; partyVersion: number; guestIds: string[] } | Extract<LookupResult, { outcome: "ask" | "not_found" }>;

export interface MatchedLookup {
  /** The wedding the request named, from the cached public view. */
  weddingId: string;
  tokenKey: string;
  match: InvitationMatch;
}

/**
 * `address`: the caller's, for a strict lookup's daily bound (detail-check.ts). In a strict
 * lookup the parties a name finds open only with the detail: the question between two of the
 * same name is asked only among those holding it, so a stranger without it never sees it.
 * `before` runs once the wedding is known and before any name is read: "Find my table" refuses
 * there when the couple has not turned it on, so a refusal says nothing about names.
 */
export async function matchInvitation(
  ctx: AppContext,
  input: z.output<typeof ZLookupRequest>,
  address: string,
  before?: (weddingId: string) => Promise<void>,
): Promise<MatchedLookup> {
  const { wedding, tokenKey } = await getPublicView(ctx, input.weddingId);
  await before?.(wedding.id);
  const strict = await startStrictLookup(ctx, wedding.lookupCheck, input.detail, address);
  const index: LookupIndex = await lookupIndexCache(ctx).get(wedding.id, wedding.lookupCheck);
  const match = matchName(index.names, input.name);
  // What opens an invitation: a guest's full name, or a family name one party alone has. A given
  // name alone, or a family name several parties share, finds nobody: "not enough to tell".
  const named = match.kind === "full" || (match.kind === "family" && match.parties.length === 1) ? match.parties : [];
  const holding = strict
    ? await partiesHoldingDetail(
        ctx,
        strict,
        index,
        tokenKey,
        named.map((candidate) => candidate.party),
      )
    : undefined;
  const candidates = holding ? named.filter((_, position) => holding[position]) : named;
  const typed = queryTokens(input.name);
  // Options exist only for a full name; a choice is checked against the parties the name still
  // finds (one of them may have gone since the question was asked).
  const ids = match.kind === "full" ? candidates.map((candidate) => optionId(tokenKey, index.parties[candidate.party]!.id, typed)) : [];
  // A name nobody has derives as many ids as a question between two parties: the same work.
  for (let decoys = ids.length; decoys < 2; decoys++) optionId(tokenKey, DECOY.id, typed);

  let chosen = -1;
  if (input.choice !== undefined) {
    ids.forEach((id, position) => {
      if (sameId(input.choice!, id)) chosen = position;
    });
  } else if (candidates.length === 1) chosen = 0;
  const found = chosen >= 0 ? candidates[chosen]! : undefined;
  const party = found ? index.parties[found.party]! : DECOY;
  const done = (result: InvitationMatch): MatchedLookup => ({ weddingId: wedding.id, tokenKey, match: result });
  if (found) {
    const guestIds = found.guests.map((guest) => index.parties[found.party]!.guestIds[guest]!);
    return done({ outcome: "found", partyId: party.id, partyVersion: party.version, guestIds });
  }
  if (strict && (input.choice !== undefined || candidates.length < 2)) await countMiss(ctx, strict);
  if (input.choice !== undefined || candidates.length < 2) return done(NOT_FOUND);
  // The question in the page's language (issue 16); a caller that names none reads the wedding's.
  const locale = input.locale ?? weddingLocale(wedding);
  const i18n = serverI18n(locale);
  const labels = optionLabels(
    i18n,
    locale,
    candidates.map((candidate) => ({ party: index.parties[candidate.party]!, guests: candidate.guests })),
  );
  const options = ids.map((id, position) => ({ id, label: labels[position]! })).sort((a, b) => (a.id < b.id ? -1 : 1));
  return done({ outcome: "ask", prompt: whoElsePrompt(i18n), options });
}

/** Finding one's invitation: a found party answers with exactly the token its link carries. */
export async function lookupByName(ctx: AppContext, input: z.output<typeof ZLookupRequest>, address: string): Promise<LookupResult> {
  const { tokenKey, match } = await matchInvitation(ctx, input, address);
  // One token derived whatever was found, so "found" and "not found" cost the same derivation.
  const token = match.outcome === "found" ? invitationToken(tokenKey, match.partyId, match.partyVersion) : invitationToken(tokenKey, DECOY.id, DECOY.version);
  return match.outcome === "found" ? { outcome: "found", token } : match;
}
