import type { FastifyInstance } from "fastify";
import { GUEST_SCREENS } from "../../../contract/screens";
import { WEBSITE_LIMITS } from "../../../contract/website";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { getPublicView } from "../weddings";
import { matchesSitePassword, siteCookieName, siteCookieValue } from "./site-password";

// Per address and minute, as the lookup's (features/lookup/routes.ts): a password is guessed like a name.
const TRIES_PER_ADDRESS = 20;
const MINUTE = 60_000;
const COOKIE_DAYS = 60;
const MAX_FORM_BYTES = 1_024;

/**
 * POST /site/{code}/unlock: the locked page's plain form (no script needed, decision 0045). A right
 * password sets the site's cookie; every outcome goes back to the guest page with 303, the page
 * then showing the invitation, or the form again with what went wrong.
 */
export function registerUnlockRoute(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    // A form's body, in this scope only: the rest of the API takes JSON alone.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: MAX_FORM_BYTES }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post<{ Params: { code: string }; Body: Record<string, string> | undefined }>(
      "/site/:code/unlock",
      { schema: { hide: true } },
      async (request, reply) => {
        const code = request.params.code;
        if (code.length > 64) throw new AppError("not_found", "Wedding not found");
        const view = await getPublicView(ctx, code);
        const body = request.body ?? {};
        const screen = GUEST_SCREENS.find((candidate) => candidate.name === body.page) ?? GUEST_SCREENS[0];
        const back = `/${screen?.name ?? "rsvp"}/${encodeURIComponent(view.wedding.uniqueCode)}`;
        const hash = view.sitePasswordHash;
        if (!hash) return reply.redirect(back, 303);
        if (ctx.config.rateLimit) {
          const { count } = await ctx.counters.incr(`site-password:${request.ip}`, MINUTE, TRIES_PER_ADDRESS);
          if (count > TRIES_PER_ADDRESS) return reply.header("cache-control", "no-store").redirect(`${back}?password=limit`, 303);
        }
        const password = typeof body.password === "string" ? body.password.slice(0, WEBSITE_LIMITS.password.max) : "";
        if (!password || !(await matchesSitePassword(password, hash))) return reply.header("cache-control", "no-store").redirect(`${back}?password=wrong`, 303);
        reply.setCookie(siteCookieName(view.wedding.uniqueCode), siteCookieValue(hash, view.wedding.id), {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: "auto",
          maxAge: COOKIE_DAYS * 24 * 3600,
        });
        return reply.header("cache-control", "no-store").redirect(back, 303);
      },
    );
  });
}
