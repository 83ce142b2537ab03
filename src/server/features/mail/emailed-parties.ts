import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { outboxMessages } from "../../db/schema";

/**
 * The households an invitation email was sent to (delivered to the mail server), for the count of
 * households invited (docs/decisions/0035-sending-by-hand.md). An invitation still waiting, held for
 * want of a mail server, failed or skipped has reached nobody; the compose dialog's "Not invited yet"
 * (sending-service.ts invitedParties) counts a waiting one too, so the same household is not queued twice.
 */
export async function emailedPartyIds(ctx: AppContext, weddingId: string): Promise<Set<string>> {
  const rows = await ctx.db
    .selectDistinct({ partyId: outboxMessages.partyId })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.weddingId, weddingId), eq(outboxMessages.kind, "invitation"), eq(outboxMessages.status, "sent"), isNotNull(outboxMessages.partyId)),
    );
  return new Set(rows.map((row) => row.partyId!));
}
