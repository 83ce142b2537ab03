import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";

/**
 * The origin of absolute links the server writes (link previews, QR codes, exported invitation
 * links): PUBLIC_URL, else the origin this request named (its Host header; config.ts warns in
 * production when PUBLIC_URL is unset). Decided at the route; services take it as a string.
 */
export function linkOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
