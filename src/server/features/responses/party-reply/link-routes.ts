import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { INVITATION_TOKEN_HEADER, ZLinkQuery, ZLinkReply, ZLinkView } from "../../../../contract/invitation";
import type { AppContext } from "../../../context";
import { markPrivate } from "../../../plugins/host-auth";
import { publicWriteLimit } from "../../../plugins/rate-limits";
import { openLink, replyThroughLink } from "./link-service";

// Per client address per minute: a family answering from one phone needs a handful; guessing
// tokens (144 bits) is hopeless anyway, this keeps it from costing the database.
const LINK_CALLS_PER_ADDRESS = 60;

/** The token rides in a header: never in a URL, so never in an access log or a Referer. */
function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[INVITATION_TOKEN_HEADER];
  return typeof value === "string" ? value.trim() : undefined;
}

/** A party's private invitation: what its link opens, and its reply (docs/decisions/0012). */
export function registerLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: { rateLimit: publicWriteLimit(ctx, LINK_CALLS_PER_ADDRESS) } };

  r.get("/api/invitations/mine", { schema: { querystring: ZLinkQuery, response: { 200: ZLinkView } }, ...limited }, async (request, reply) => {
    markPrivate(reply);
    return openLink(ctx, tokenOf(request), request.query.wedding);
  });

  r.put(
    "/api/invitations/mine",
    { schema: { querystring: ZLinkQuery, body: ZLinkReply, response: { 200: ZLinkView } }, ...limited },
    async (request, reply) => {
      markPrivate(reply);
      return replyThroughLink(ctx, tokenOf(request), request.body, request.query.wedding);
    },
  );
}
