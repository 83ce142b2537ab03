import { z } from "zod";
import { repliesBetween } from "../../responses";
import { editTokenKey, findWedding, getPublicView } from "../../weddings";
import { findAddress } from "../couple-repository";
import { renderDocument } from "./layout";
import { coupleStopLink, replyHeadline } from "./couple-notification";
import { MessageGone, type MailRenderer } from "./types";

const ZPayload = z.object({ addressId: z.string(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** A digest lists this many replies; the page has the rest. */
const DIGEST_LIMIT = 100;

/** One UTC day's replies to a couple address in "daily digest" mode (issue 14). */
export const renderCoupleDigest: MailRenderer = async (ctx, row) => {
  const { addressId, day } = ZPayload.parse(row.payload);
  const from = new Date(`${day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + 86_400_000);
  const [address, wedding, replies] = await Promise.all([
    findAddress(ctx.app.db, addressId),
    findWedding(ctx.app, row.weddingId),
    repliesBetween(ctx.app.db, row.weddingId, from, to, DIGEST_LIMIT + 1),
  ]);
  if (!address || !wedding || address.mode !== "digest" || !address.confirmedAt) throw new MessageGone("The digest to this address was stopped");
  const { questions } = await getPublicView(ctx.app, wedding.id);
  const count = replies.length > DIGEST_LIMIT ? `More than ${DIGEST_LIMIT}` : String(replies.length);
  return {
    subject: `${count} new repl${replies.length === 1 ? "y" : "ies"} on ${day}`,
    ...renderDocument({
      lang: "en",
      title: `Replies on ${day}`,
      preheader: `${count} new repl${replies.length === 1 ? "y" : "ies"}`,
      blocks: [
        { type: "details", rows: replies.slice(0, DIGEST_LIMIT).map((reply) => ({ label: reply.guestName, value: replyHeadline(reply, questions) })) },
        { type: "button", label: "See every reply", href: `${ctx.origin}/responses/${encodeURIComponent(wedding.uniqueCode)}` },
      ],
      footer: [
        {
          type: "note",
          text: `A daily digest of replies to ${wedding.partner1} & ${wedding.partner2}'s wedding (days in UTC).`,
          link: { label: "Stop the digest", href: coupleStopLink(ctx, editTokenKey(wedding), address.id) },
        },
      ],
    }),
  };
};
