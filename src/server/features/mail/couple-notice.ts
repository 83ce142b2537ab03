import type { AppContext } from "../../context";

/**
 * Whether a new reply should also queue the couple's notifications (issue 14), from the cached
 * public view's flag: the responses feature then writes one outbox row per confirmed "each reply"
 * address in the reply's own statement. A wedding nobody asked to notify costs nothing.
 */
export function coupleNotice(ctx: Pick<AppContext, "config">, notifyEachReply: boolean | undefined): { messageDomain: string } | undefined {
  return notifyEachReply ? { messageDomain: ctx.config.mail.messageDomain } : undefined;
}
