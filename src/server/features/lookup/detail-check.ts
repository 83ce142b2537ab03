import { timingSafeEqual } from "node:crypto";
import { normaliseDetail, PHONE_DIGITS, type LookupCheck, type LookupDetail } from "../../../contract/rules/lookup-detail";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
// The guest list's derivation: the words the couple prints are the words the lookup asks for.
import { invitationWords } from "../guest-list";
import { detailDigest, type LookupIndex } from "./lookup-index";

/**
 * The second half of a strict lookup (docs/decisions/0022-lookup-privacy.md): besides the name,
 * one detail the couple holds and a stranger does not. A wrong detail is not_found, like a name
 * not on the list, and costs the same: each party the name finds is charged one try whatever the
 * detail, and the comparisons run for as many parties as a name nobody has (decoys).
 *
 * The bounds, so that the detail cannot be walked (a phone's last four digits are 10,000 values):
 * - per party: at most PARTY_TRIES_PER_DAY lookups that reach it in a day, from any address;
 *   past that it cannot be opened by lookup until the day's window ends, and the answer is the
 *   same not_found (no one learns that the bound is reached, or that a guess was right);
 * - per address: at most ADDRESS_MISSES_PER_DAY strict lookups that find nothing in a day,
 *   then 429 (the route's 20 a minute still holds within the day).
 * Both are counted in ctx.counters, shared by every instance on PostgreSQL (docs/security.md).
 * RATE_LIMIT=false lifts the per-address bound, like every per-address limit; the per-party one stays.
 */
export const PARTY_TRIES_PER_DAY = 10;
export const ADDRESS_MISSES_PER_DAY = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Charged when a name finds nobody: the same counter work as a name that finds a party. */
const DECOY_PARTY = "00000000-0000-0000-0000-000000000000";

const partyKey = (partyId: string) => `lookup-tries:${partyId}`;
const addressKey = (address: string) => `lookup-misses:${address}`;

/** In the server's words; the page says it in the guest's own before it ever asks (find-invitation.tsx). */
const MISSING: Record<LookupDetail, string> = {
  postcode: "Type your postcode",
  phone: `Type the last ${PHONE_DIGITS} digits of your phone number`,
  email: "Type your email address",
  words: "Type the words printed on your invitation",
};

export interface StrictLookup {
  kind: LookupDetail;
  /** The typed detail as compared; its digest for the stored ones. */
  typed: string;
  digest: Buffer;
  address: string;
}

/**
 * Before any name is looked at, so what it answers cannot depend on the list: the detail the
 * wedding asks for, present and well formed (400 naming it), from an address that has not used
 * its day's misses (429). Undefined when the lookup asks for the name alone.
 */
export async function startStrictLookup(ctx: AppContext, check: LookupCheck, detail: string | undefined, address: string): Promise<StrictLookup | undefined> {
  if (check === "name") return undefined;
  const typed = normaliseDetail(check, detail);
  if (!typed) throw new AppError("validation_failed", MISSING[check], { detail: MISSING[check] });
  if (ctx.config.rateLimit && (await ctx.counters.read(addressKey(address))).count >= ADDRESS_MISSES_PER_DAY) {
    throw new AppError("rate_limited", "Too many tries today; please try again tomorrow, or use the link on your invitation");
  }
  return { kind: check, typed, digest: detailDigest(typed), address };
}

function sameDigest(a: Buffer, b: Buffer): boolean {
  return timingSafeEqual(a, b);
}

/** Whether one party holds the typed detail; a party id nobody has (the decoy) runs the same comparison. */
function holdsDetail(strict: StrictLookup, index: LookupIndex, tokenKey: string, party: number | undefined): boolean {
  if (strict.kind === "words") {
    const entry = party === undefined ? { id: DECOY_PARTY, version: 0 } : index.parties[party]!;
    return sameDigest(detailDigest(normaliseDetail("words", invitationWords(tokenKey, entry.id, entry.version))!), strict.digest);
  }
  let held = false;
  for (const digest of party === undefined ? [strict.digest] : index.details[party]!) held = sameDigest(digest, strict.digest) || held;
  return held && party !== undefined;
}

/**
 * Which of the parties a name found may open: those holding the typed detail and still within
 * their day's tries. Every one of them is charged a try, right detail or wrong; at least two
 * parties' worth of work is done whatever the name found, so a name on the list costs what one
 * that is not costs.
 */
export async function partiesHoldingDetail(ctx: AppContext, strict: StrictLookup, index: LookupIndex, tokenKey: string, parties: number[]): Promise<boolean[]> {
  const padded: (number | undefined)[] = [...parties];
  while (padded.length < 2) padded.push(undefined);
  const tries = await Promise.all(padded.map((party) => ctx.counters.incr(partyKey(party === undefined ? DECOY_PARTY : index.parties[party]!.id), DAY_MS)));
  const holds = padded.map((party) => holdsDetail(strict, index, tokenKey, party));
  // Not a per-address limit: it holds with RATE_LIMIT=false too, as a wedding's caps do.
  return parties.map((_, position) => holds[position]! && tries[position]!.count <= PARTY_TRIES_PER_DAY);
}

/** A strict lookup that opened nothing: one of the address's misses for the day. */
export async function countMiss(ctx: AppContext, strict: StrictLookup): Promise<void> {
  await ctx.counters.incr(addressKey(strict.address), DAY_MS);
}
