import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZChildrenPolicyRequest,
  ZGiftSuggestionRequest,
  ZNearbyHotels,
  ZNearbyHotelsRequest,
  ZSuggestions,
  ZWeddingMessageRequest,
} from "../../../contract/ai";
import type { AppContext } from "../../context";
import { publicWriteLimit } from "../../plugins/rate-limits";
import * as service from "./service";

/** Per client address and minute: generous for a couple trying a few times, tight for scripts. */
export const AI_RATE_LIMIT = 20;
/** With a real model configured (AI_BASE_URL) each wording call costs the operator: tighter per address. */
export const AI_MODEL_RATE_LIMIT = 10;

export function registerSuggestionRoutes(app: FastifyInstance, ctx: AppContext, services = service.createSuggestionServices(ctx.config)) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: publicWriteLimit(ctx, AI_RATE_LIMIT) };
  // With a model, the three wording helpers share one count per address.
  const modelLimit = publicWriteLimit(ctx, AI_MODEL_RATE_LIMIT);
  const wording = ctx.config.ai ? { rateLimit: modelLimit && { ...modelLimit, groupId: "ai-model-wording" } } : config;

  r.post("/api/ai/wedding-message-suggestions", { schema: { body: ZWeddingMessageRequest, response: { 200: ZSuggestions } }, config: wording }, (request) =>
    service.suggestWeddingMessages(services, request.body, request.log),
  );

  r.post("/api/ai/children-policy-suggestions", { schema: { body: ZChildrenPolicyRequest, response: { 200: ZSuggestions } }, config: wording }, (request) =>
    service.suggestChildrenPolicies(services, request.body, request.log),
  );

  r.post("/api/ai/gift-suggestions", { schema: { body: ZGiftSuggestionRequest, response: { 200: ZSuggestions } }, config: wording }, (request) =>
    service.suggestGifts(services, request.body, request.log),
  );

  r.post("/api/ai/nearby-hotels", { schema: { body: ZNearbyHotelsRequest, response: { 200: ZNearbyHotels } }, config }, (request) =>
    service.findNearbyHotels(services, request.body.venueAddress, request.log, request.ip),
  );
}
