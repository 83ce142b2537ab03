import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { INVITATION_TOKEN_HEADER, ZInvitationQuery, ZInvitationReply, ZInvitationView } from "../../../../contract/invitation";
import type { AppContext } from "../../../context";
import { markPrivate } from "../../../plugins/host-auth";
import { publicWriteLimit } from "../../../plugins/rate-limits";
import { openInvitation, replyToInvitation } from "./link-service";

// Per client address per minute: a family answering from one phone needs a handful; guessing
// tokens (144 bits) is hopeless anyway, this keeps it from costing the database.
const INVITATION_CALLS_PER_ADDRESS = 60;

/** The token rides in a header: never in a URL, so never in an access log or a Referer. */
function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[INVITATION_TOKEN_HEADER];
  return typeof value === "string" ? value.trim() : undefined;
}

/** A party's private invitation: what its link opens, and its reply (docs/decisions/0012). */
export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: { rateLimit: publicWriteLimit(ctx, INVITATION_CALLS_PER_ADDRESS) } };

  r.get("/api/invitations/mine", { schema: { querystring: ZInvitationQuery, response: { 200: ZInvitationView } }, ...limited }, async (request, reply) => {
    markPrivate(reply);
    return openInvitation(ctx, tokenOf(request), request.query.wedding);
  });

  r.put(
    "/api/invitations/mine",
    { schema: { querystring: ZInvitationQuery, body: ZInvitationReply, response: { 200: ZInvitationView } }, ...limited },
    async (request, reply) => {
      markPrivate(reply);
      return replyToInvitation(ctx, tokenOf(request), request.body, request.query.wedding);
    },
  );
}
