// Access links' public surface (docs/decisions/0029-one-owner-per-table.md): the access feature
// owns `access_links`; app.ts registers its routes and hands the hook (plugins/host-access.ts)
// the link resolver and the route table.
import type { AppContext } from "../../context";
import type { LinkAccess } from "../../plugins/host-access";
import { rolesOfRoute } from "./route-roles";

/** The one route-to-role table: the activity log's test checks every write route in it has a kind. */
export { ROUTE_ROLES } from "./route-roles";
import { resolveLink } from "./service";

export function linkAccess(ctx: AppContext): LinkAccess {
  return { resolveLink: (weddingId, secret) => resolveLink(ctx, weddingId, secret), rolesOfRoute };
}
