import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAccessLink,
  ZAccessLinkCreate,
  ZAccessLinkCreated,
  ZAccessLinkRename,
  ZAccessLinkList,
  ZAccessSessionCreate,
  ZActorView,
  MAX_ACCESS_LINKS,
  type Actor,
  type ActorView,
} from "../../../contract/access";
import type { AppContext } from "../../context";
import { hostAccess, hostActor, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate, setAccessCookie } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit, publicWriteLimit } from "../../plugins/rate-limits";
import { findWedding, requireWedding } from "../weddings";
import * as service from "./service";

const ZId = z.object({ id: z.string().max(64) });
const ZLink = z.object({ id: z.string().max(64), linkId: z.string().max(64) });
const ZCode = z.object({ code: z.string().max(64) });

// As the other host writes: per client address and per wedding, a minute.
const LINK_WRITES_PER_ADDRESS = 60;
const LINK_WRITES_PER_WEDDING = 120;

const viewOf = (actor: Actor): ActorView => (actor.kind === "owner" ? { kind: "owner" } : { kind: "link", name: actor.name, role: actor.role });

/**
 * Access links (issue 31; docs/decisions/0043-access-links.md). Making, listing and revoking them
 * is the owner's alone (the route table, route-roles.ts, lists no role for them); a helper trades
 * the secret for its cookie and asks who it is, so its screens show only what its role opens.
 */
export function registerAccessRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const write = {
    config: { rateLimit: hostWriteLimit(ctx, LINK_WRITES_PER_ADDRESS) },
    onRequest: perWeddingWriteLimit(app, ctx, LINK_WRITES_PER_WEDDING),
    preHandler: ofWedding,
  };

  r.get("/api/weddings/:id/access-links", { schema: { params: ZId, response: { 200: ZAccessLinkList } }, preHandler: ofWedding }, async (request, reply) => {
    markPrivate(reply);
    return { links: await service.listLinks(ctx, hostWedding(request)), max: MAX_ACCESS_LINKS };
  });

  r.post(
    "/api/weddings/:id/access-links",
    { schema: { params: ZId, body: ZAccessLinkCreate, response: { 201: ZAccessLinkCreated } }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return reply.status(201).send(await service.createLink(ctx, hostWedding(request), request.body));
    },
  );

  r.put(
    "/api/weddings/:id/access-links/:linkId",
    { schema: { params: ZLink, body: ZAccessLinkRename, response: { 200: ZAccessLink } }, ...write },
    async (request, reply) => {
      markPrivate(reply);
      return service.renameLink(ctx, hostWedding(request), request.params.linkId, request.body.name);
    },
  );

  r.delete("/api/weddings/:id/access-links/:linkId", { schema: { params: ZLink, response: { 200: ZAccessLink } }, ...write }, async (request, reply) => {
    markPrivate(reply);
    return service.revokeLink(ctx, hostWedding(request), request.params.linkId);
  });

  r.get(
    "/api/access/:code/me",
    { schema: { params: ZCode, response: { 200: ZActorView } }, preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "code"))) },
    async (request, reply) => {
      markPrivate(reply);
      return viewOf(hostActor(request));
    },
  );

  // A wrong secret counts against the address as a wrong host key does (plugins/host-key-guard.ts).
  r.post(
    "/api/access/session",
    { schema: { body: ZAccessSessionCreate, response: { 200: ZActorView } }, config: { rateLimit: publicWriteLimit(ctx, 20) } },
    async (request, reply) => {
      const wedding = await requireWedding(ctx, request.body.code);
      const actor = await service.resolveLink(ctx, wedding.id, request.body.secret);
      setAccessCookie(reply, wedding.uniqueCode, request.body.secret, actor.expiresAt);
      markPrivate(reply);
      return viewOf(actor);
    },
  );
}
