ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_message_id_unique";--> statement-breakpoint
DROP INDEX "outbox_messages_party_idx";--> statement-breakpoint
CREATE INDEX "outbox_messages_party_idx" ON "outbox_messages" USING btree ("party_id") WHERE "outbox_messages"."party_id" is not null;