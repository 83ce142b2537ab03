import type { FastifyInstance, FastifyRequest } from "fastify";
import { ANONYMOUS_GUEST } from "../../../contract/activity";
import { INVITATION_TOKEN_HEADER } from "../../../contract/invitation-link";
import type { AppContext } from "../../context";
import { hashSecret } from "../../secrets";
import { findPartyByTokenHash } from "../guest-list";
import { findReply } from "../responses";
import { trashedReplyOf } from "../trash";
import { getPublicView } from "../weddings";
import { GUEST_ROUTE_KINDS, HOST_ROUTE_KINDS, RECORD_PARAMS } from "./route-kinds";
import { recordChange, type ActivityAuthor, type Change } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** A guest's reply as it was before the route changed or erased it: its author's name and wedding. */
    activityReply: { weddingId: string; guestName: string } | null;
  }
}

const routeKey = (request: FastifyRequest) => `${request.routeOptions.method as string} ${request.routeOptions.url ?? ""}`;

function recordIdOf(request: FastifyRequest, payload: unknown): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const name of RECORD_PARAMS) if (typeof params[name] === "string") return params[name];
  // Under /api/weddings/:id the id is the wedding's: the record is the one the route created, if any.
  const created = createdIdOf(payload);
  if (created || (request.routeOptions.url ?? "").startsWith("/api/weddings/:id")) return created;
  return typeof params.id === "string" ? params.id : null;
}

/** A created record's id, from the response: `{id}`, or `{link: {id}}` for an access link. */
function createdIdOf(payload: unknown): string | null {
  if (typeof payload !== "string" || !payload.startsWith("{")) return null;
  try {
    const body = JSON.parse(payload) as { id?: unknown; link?: { id?: unknown } };
    const id = body.id ?? body.link?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/**
 * The reply a submit (201) just stored: its wedding from the cached public view the submit itself
 * used, its name as the request gave it, so a guest's reply costs the log no read of its own.
 */
async function createdReply(ctx: AppContext, request: FastifyRequest, id: string): Promise<{ weddingId: string; guestName: string } | undefined> {
  const body = request.body as { weddingId?: unknown; guestName?: unknown } | undefined;
  if (typeof body?.weddingId !== "string" || typeof body.guestName !== "string") return findReply(ctx, id);
  const view = await getPublicView(ctx, body.weddingId);
  return { weddingId: view.wedding.id, guestName: body.guestName };
}

/** The change a successful write made, or null for a route that records none. */
async function changeOf(ctx: AppContext, request: FastifyRequest, payload: unknown): Promise<Change | null> {
  const key = routeKey(request);
  const hostKind = HOST_ROUTE_KINDS[key];
  if (hostKind && request.hostWedding && request.hostActor) {
    return { weddingId: request.hostWedding.id, author: request.hostActor, kind: hostKind, recordId: recordIdOf(request, payload) };
  }
  const guest = GUEST_ROUTE_KINDS[key];
  if (!guest) return null;
  let author: ActivityAuthor;
  let weddingId: string;
  let recordId = recordIdOf(request, payload);
  if (guest.author === "invitation-link") {
    const token = request.headers[INVITATION_TOKEN_HEADER];
    const party = typeof token === "string" ? await findPartyByTokenHash(ctx, hashSecret(token.trim())) : undefined;
    if (!party) return null;
    author = { kind: "guest-link", name: party.name };
    weddingId = party.weddingId;
    recordId = party.id;
  } else {
    const reply = guest.author === "named-reply" ? request.activityReply : recordId ? await createdReply(ctx, request, recordId) : undefined;
    if (!reply) return null;
    // Erasing one's reply erases one's name and the reply's id from the log too (docs/decisions/0047-activity-log.md).
    if (guest.kind === "reply.erased" && recordId) {
      return { weddingId: reply.weddingId, author: { kind: "guest-form", name: ANONYMOUS_GUEST }, kind: guest.kind, recordId: null, forgetRecord: recordId };
    }
    author = { kind: "guest-form", name: reply.guestName.trim() || ANONYMOUS_GUEST };
    weddingId = reply.weddingId;
  }
  return { weddingId, author, kind: guest.kind, recordId };
}

/**
 * Who did what (docs/decisions/0047-activity-log.md): one hook records every successful write of
 * a host route (features/activity/route-kinds.ts) and of the guests' write routes, so no route
 * has to remember to. It runs at onSend, before the reply leaves, so the couple's next read of the
 * log has it; a failed write is logged and never turns the change, already committed, into an error.
 */
export function registerActivityLog(app: FastifyInstance, ctx: AppContext, bound: number) {
  app.decorateRequest("activityReply", null);
  // The open form's edit and erase name a reply that may be renamed or gone afterwards: read it first.
  app.addHook("preHandler", async (request) => {
    if (GUEST_ROUTE_KINDS[routeKey(request)]?.author !== "named-reply") return;
    const id = (request.params as { id?: unknown }).id;
    // A reply the couple deleted is in the trash, still its guest's to erase (docs/decisions/0049-trash.md).
    const reply = typeof id === "string" ? ((await findReply(ctx, id)) ?? (await trashedReplyOf(ctx, id))) : undefined;
    if (reply) request.activityReply = { weddingId: reply.weddingId, guestName: reply.guestName };
  });
  app.addHook("onSend", async (request, reply, payload) => {
    // A replayed submit (200 for an idempotent retry) is the same change as the 201 before it.
    const created = routeKey(request) === "POST /api/responses";
    if (reply.statusCode < 200 || reply.statusCode >= 300 || (created && reply.statusCode !== 201)) return payload;
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return payload;
    try {
      const change = await changeOf(ctx, request, payload);
      if (change) await recordChange(ctx, change, bound);
    } catch (error) {
      request.log.error({ err: error, route: routeKey(request) }, "activity log: the change was made but not recorded");
    }
    return payload;
  });
}
