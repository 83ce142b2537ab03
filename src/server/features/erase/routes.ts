import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEraseWedding } from "../../../contract/erase";
import type { AppContext } from "../../context";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { clearHostCookie, markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import { INVITATION_TOKEN_HEADER, ZLinkQuery } from "../../../contract/invitation";
import { publicWriteLimit } from "../../plugins/rate-limits";
import { replyOfEditLink } from "../responses";
import { eraseTrashedReply } from "../trash";
import { eraseOwnReply, replyOfInvitationLink } from "./reply-service";
import { eraseWedding } from "./service";

const ZId = z.object({ id: z.string().max(64) });
// A wrong name is the only reason to try again; a few a minute is plenty (docs/security.md).
const ERASES_PER_ADDRESS = 10;
// As a guest's reply writes (responses/routes.ts, party-reply/link-routes.ts), per address a minute.
const GUEST_ERASES_PER_ADDRESS = 30;

const header = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim() : undefined);

export function registerEraseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    "/api/weddings/:id",
    {
      schema: { params: ZId, body: ZEraseWedding, response: { 204: z.undefined() } },
      config: { rateLimit: hostWriteLimit(ctx, ERASES_PER_ADDRESS) },
      preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "id"))),
    },
    async (request, reply) => {
      const wedding = hostWedding(request);
      await eraseWedding(ctx, wedding, request.body, (details, message) => request.log.warn(details, message));
      // This browser's cookie goes now; any other opens nothing, since the wedding is gone.
      clearHostCookie(reply, wedding.uniqueCode);
      markPrivate(reply);
      return reply.status(204).send();
    },
  );

  // A guest erases their own reply: with its edit link (open form) or its household's invitation link.
  const guest = { config: { rateLimit: publicWriteLimit(ctx, GUEST_ERASES_PER_ADDRESS) } };
  r.delete("/api/responses/:id/guest", { schema: { params: ZId, response: { 204: z.undefined() } }, ...guest }, async (request, reply) => {
    const token = header(request.headers["x-edit-token"]);
    // A reply the couple deleted sits in the trash: still the guest's to erase (docs/decisions/0049-trash.md).
    if (!(await eraseTrashedReply(ctx, request.params.id, token))) await eraseOwnReply(ctx, await replyOfEditLink(ctx, request.params.id, token));
    markPrivate(reply);
    return reply.status(204).send();
  });
  r.delete("/api/invitations/mine", { schema: { querystring: ZLinkQuery, response: { 204: z.undefined() } }, ...guest }, async (request, reply) => {
    await eraseOwnReply(ctx, await replyOfInvitationLink(ctx, header(request.headers[INVITATION_TOKEN_HEADER]), request.query.wedding));
    markPrivate(reply);
    return reply.status(204).send();
  });
}
