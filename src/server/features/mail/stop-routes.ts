import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { publicWriteLimit } from "../../plugins/rate-limits";
import { confirmAddress, findAddressToConfirm, findAddressToStop, stopAddress } from "./couple-service";
import { findPartyToStop, stopParty } from "./sending-service";
import { guestLinkNotValid, guestStopDone, guestStopQuestion } from "./guest-stop-page";
import { mailPage } from "./stop-page";
import { isNeverToken } from "./never-links";
import { neverDone, neverLanguage, neverQuestion, neverUndone } from "./never-page";
import { suppressAddress, unsuppressAddress } from "./suppression";

// Per address per minute: a person clicks once or twice; scanners and guessers get no further.
const MAIL_LINK_CALLS_PER_ADDRESS = 30;

const ZConfirm = z.object({ token: z.string().max(100) });
const ZStop = z.object({ scope: z.enum(["couple", "party"]), id: z.string().max(64), token: z.string().max(100) });
const ZNever = z.object({ hash: z.string().max(64), token: z.string().max(100) });
const ZLang = z.object({ lang: z.string().max(10).optional() });

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
      // A guest's page, in the party's language (issue 16); the couple's pages stay in English.
      const found = await findPartyToStop(ctx, id, token);
      if (!found) return sendPage(reply, 404, guestLinkNotValid(request.headers["accept-language"]));
      return sendPage(reply, 200, guestStopQuestion(found));
    });
    r.post("/mail/stop/:scope/:id/:token", { schema: { params: ZStop, ...hide }, ...limited }, async (request, reply) => {
      const { scope: kind, id, token } = request.params;
      if (kind === "couple") {
        if (!(await stopAddress(ctx, id, token))) return sendPage(reply, 404, NOT_VALID);
        return sendPage(reply, 200, { title: "Done", text: "Reply notifications have stopped." });
      }
      const stopped = await stopParty(ctx, id, token);
      if (!stopped) return sendPage(reply, 404, guestLinkNotValid(request.headers["accept-language"]));
      return sendPage(reply, 200, guestStopDone(stopped));
    });

    // "Send me nothing more from this service" (docs/decisions/0021-mail-to-strangers.md): every
    // wedding's mail to the address stops; the POST is also RFC 8058's one-click unsubscribe.
    const never = { schema: { params: ZNever, querystring: ZLang, ...hide }, ...limited };
    const languageOf = (request: { query: { lang?: string }; headers: { "accept-language"?: string } }) =>
      neverLanguage(request.query.lang, request.headers["accept-language"]);
    r.get("/mail/never/:hash/:token", never, async (request, reply) => {
      if (!(await isNeverToken(ctx.db, request.params.hash, request.params.token))) {
        return sendPage(reply, 404, guestLinkNotValid(request.headers["accept-language"]));
      }
      return sendPage(reply, 200, neverQuestion(languageOf(request)));
    });
    r.post("/mail/never/:hash/:token", never, async (request, reply) => {
      const { hash, token } = request.params;
      if (!(await suppressAddress(ctx, hash, token))) return sendPage(reply, 404, guestLinkNotValid(request.headers["accept-language"]));
      const language = languageOf(request);
      return sendPage(reply, 200, neverDone(language, `/mail/never/${hash}/${token}/undo?lang=${language.locale}`));
    });
    r.post("/mail/never/:hash/:token/undo", never, async (request, reply) => {
      const { hash, token } = request.params;
      if (!(await unsuppressAddress(ctx, hash, token))) return sendPage(reply, 404, guestLinkNotValid(request.headers["accept-language"]));
      return sendPage(reply, 200, neverUndone(languageOf(request)));
    });
  });
}
