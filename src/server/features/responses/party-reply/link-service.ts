import type { LinkView } from "../../../../contract/invitation";
import type { AppContext } from "../../../context";
import type { PartyRow } from "../../../db/schema";
import { announceGuestList, guestsOfParty, requirePartyOfLink } from "../../guest-list";
import { partySectionsOf } from "../../website";
import { viewFor, type PublicWeddingView } from "../../weddings";
import { guardGuestSubmission } from "../service";
import { linkReplyEntry, questionsToCheck, replyContact, toLinkFields, type LinkReply } from "./link-reply";
import { linkView, type PartySeen } from "./link-view";
import { findPartyReply } from "./repository";
import { savePartyReply } from "./save";

/** What this party may see (docs/decisions/0019-events.md): the public questions and its own private events'. */
const partySeen = (view: PublicWeddingView, party: PartyRow): PartySeen => viewFor(view, { partyId: party.id, tags: party.tags });

/**
 * The website's sections this party may see (docs/decisions/0045-website-sections.md): the cached
 * public ones, or, when some are limited to an audience, its own read afresh (never cached).
 */
async function partySections(ctx: AppContext, view: PublicWeddingView, party: PartyRow): Promise<Pick<LinkView, "sections">> {
  const sections = view.limitedSections
    ? await partySectionsOf(ctx, party.weddingId, view.eventAccess?.events ?? [], { partyId: party.id, tags: party.tags })
    : (view.sections ?? []);
  return sections.length ? { sections } : {};
}

/** What a party's link opens: its greeting, its guests, its reply if it gave one, and its website sections. */
export async function openLink(ctx: AppContext, token: string | undefined, weddingCode?: string): Promise<LinkView> {
  const { party, view } = await requirePartyOfLink(ctx, token, weddingCode);
  const [members, reply, sections] = await Promise.all([guestsOfParty(ctx, party.id), findPartyReply(ctx.db, party.id), partySections(ctx, view, party)]);
  return { ...linkView(view.wedding.uniqueCode, party, members, reply, partySeen(view, party)), ...sections };
}

/**
 * A party answers from its link (docs/decisions/0012): one choice per invited guest, the open
 * seats it names (never more than it has), answers per person for those coming. No email is
 * needed: the couple knows who this is. The steps are link-reply.ts's.
 */
export async function replyThroughLink(ctx: AppContext, token: string | undefined, input: LinkReply, weddingCode?: string): Promise<LinkView> {
  const { party, view } = await requirePartyOfLink(ctx, token, weddingCode);
  guardGuestSubmission(view.wedding, input);
  const members = await guestsOfParty(ctx, party.id);
  const seen = partySeen(view, party);
  const { entry, keys, anyoneComing } = linkReplyEntry(input, party, members, seen.questions);
  const contact = replyContact(input, members, await findPartyReply(ctx.db, party.id));
  const target = {
    weddingId: party.weddingId,
    partyId: party.id,
    side: party.side,
    questions: questionsToCheck(seen.questions, anyoneComing),
    maxMembers: members.length + party.extraSeats - 1,
    notifyEachReply: view.notifyEachReply,
  };
  const row = await savePartyReply(ctx, target, { ...entry, ...contact }, anyoneComing, keys).catch((error: unknown) => {
    throw toLinkFields(error, keys);
  });
  await announceGuestList(ctx, party.weddingId);
  return linkView(view.wedding.uniqueCode, party, members, row, seen);
}
