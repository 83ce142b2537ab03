import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { publicWriteLimit } from "../../plugins/rate-limits";
import { confirmAddress, findAddressToConfirm, findAddressToStop, stopAddress } from "./couple-service";
import { findPartyToStop, stopParty } from "./sending-service";
import { mailPage } from "./stop-page";

// Per address per minute: a person clicks once or twice; scanners and guessers get no further.
const MAIL_LINK_CALLS_PER_ADDRESS = 30;

const ZConfirm = z.object({ token: z.string().max(100) });
const ZStop = z.object({ scope: z.enum(["couple", "party"]), id: z.string().max(64), token: z.string().max(100) });

function sendPage(reply: FastifyReply, status: number, page: Parameters<typeof mailPage>[0]) {
  return reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(mailPage(page));
}

const NOT_VALID = { title: "This link is not valid", text: "It may have been copied only in part. Open it again from the email." };

/**
 * The links in mail that work without signing in (issue 14): confirming a couple address and
 * stopping mail. The POST is also RFC 8058's one-click unsubscribe, which mail providers send
 * as a form (`List-Unsubscribe=One-Click`): the body's content is not needed, only its arrival.
 */
export function registerMailLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    const ignoreBody = (_request: unknown, _body: string, done: (error: null, body: undefined) => void) => done(null, undefined);
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, ignoreBody);
    scope.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, ignoreBody);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const limited = { config: { rateLimit: publicWriteLimit(ctx, MAIL_LINK_CALLS_PER_ADDRESS) } };
    const hide = { hide: true };

    r.get("/mail/confirm/:token", { schema: { params: ZConfirm, ...hide }, ...limited }, async (request, reply) => {
      const row = await findAddressToConfirm(ctx, request.params.token);
      if (!row) return sendPage(reply, 404, NOT_VALID);
      return sendPage(reply, 200, { title: "Confirm your address", text: `Reply notifications will go to ${row.email}.`, button: "Confirm this address" });
    });
    r.post("/mail/confirm/:token", { schema: { params: ZConfirm, ...hide }, ...limited }, async (request, reply) => {
      const row = await confirmAddress(ctx, request.params.token);
      if (!row) return sendPage(reply, 404, NOT_VALID);
      return sendPage(reply, 200, { title: "Address confirmed", text: `${row.email} will now hear about replies. Every message has a link to stop.` });
    });

    r.get("/mail/stop/:scope/:id/:token", { schema: { params: ZStop, ...hide }, ...limited }, async (request, reply) => {
      const { scope: kind, id, token } = request.params;
      if (kind === "couple") {
        const row = await findAddressToStop(ctx, id, token);
        if (!row) return sendPage(reply, 404, NOT_VALID);
        return sendPage(reply, 200, {
          title: "Stop reply notifications?",
          text: `No more reply notifications or digests will go to ${row.email}.`,
          button: "Stop notifications",
        });
      }
      const found = await findPartyToStop(ctx, id, token);
      if (!found) return sendPage(reply, 404, NOT_VALID);
      const couple = `${found.wedding.partner1} & ${found.wedding.partner2}`;
      return sendPage(reply, 200, {
        title: "Stop these emails?",
        text: `No more invitations or reminders from ${couple} will be sent to ${found.party.name}.`,
        button: "Stop emails",
      });
    });
    r.post("/mail/stop/:scope/:id/:token", { schema: { params: ZStop, ...hide }, ...limited }, async (request, reply) => {
      const { scope: kind, id, token } = request.params;
      const done = kind === "couple" ? await stopAddress(ctx, id, token) : await stopParty(ctx, id, token);
      if (!done) return sendPage(reply, 404, NOT_VALID);
      return sendPage(reply, 200, {
        title: "Done",
        text: kind === "couple" ? "Reply notifications have stopped." : "You won't get more invitations or reminders for this wedding.",
      });
    });
  });
}
