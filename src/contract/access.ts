import { z } from "zod";
import { ZWeddingCode } from "./wedding";
import { requiredText } from "./text";

/**
 * Access links (issue 31; docs/decisions/0043-access-links.md). The host key is the owner's and
 * opens everything; the owner gives helpers named links, each with one role:
 * - co-host: everything but managing links and what only the owner may do (the host key);
 * - editor: the guest list, events, seating, replies and messages;
 * - viewer: reads all of it except contact details, changes nothing;
 * - door: the check-in screen only.
 * The server's table of which role opens which route is features/access/route-roles.ts.
 */
export const ACCESS_ROLES = ["co-host", "editor", "viewer", "door"] as const;
export const ZAccessRole = z.enum(ACCESS_ROLES);
export type AccessRole = z.infer<typeof ZAccessRole>;

/** Who is calling a host route: the owner (host key) or a link. Plain data: services take it. */
export type Actor = { kind: "owner" } | { kind: "link"; id: string; name: string; role: AccessRole; /** ISO instant; absent: never. */ expiresAt?: string };

/** What the rules below need of a caller: an `Actor` (server) or an `ActorView` (web). */
export type Caller = { kind: "owner" } | { kind: "link"; role: AccessRole };

export const OWNER: Actor = { kind: "owner" };

/** What a caller learns of itself (GET /api/access/{code}/me), so screens it cannot use are hidden. */
export const ZActorView = z.union([z.object({ kind: z.literal("owner") }), z.object({ kind: z.literal("link"), name: z.string(), role: ZAccessRole })]);
export type ActorView = z.infer<typeof ZActorView>;

/** Links one wedding may hold, revoked ones included (their rows keep the name and last use). */
export const MAX_ACCESS_LINKS = 50;
export const ACCESS_LINK_NAME_LENGTH = 80;

export const ZAccessLinkCreate = z.strictObject({
  name: requiredText(ACCESS_LINK_NAME_LENGTH, "Name the link (who it is for)"),
  role: ZAccessRole,
  /** An instant (ISO 8601 with zone) after which the link opens nothing; null or absent: never. */
  expiresAt: z
    .string()
    .datetime({ offset: true, message: "Use a date and time such as 2026-12-31T23:59:00Z" })
    .nullable()
    .optional()
    .refine((value) => !value || Date.parse(value) > Date.now(), "The expiry must be in the future"),
});
export type AccessLinkCreate = z.infer<typeof ZAccessLinkCreate>;

/** A link as the owner's list shows it: never the secret, which only its creation returns. */
/** PUT /api/weddings/{id}/access-links/{linkId}: a new name; its role and secret stay. */
export const ZAccessLinkRename = ZAccessLinkCreate.pick({ name: true });
export type AccessLinkRename = z.infer<typeof ZAccessLinkRename>;

export const ZAccessLink = z.object({
  id: z.string(),
  name: z.string(),
  role: ZAccessRole,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AccessLink = z.infer<typeof ZAccessLink>;

export const ZAccessLinkList = z.object({ links: z.array(ZAccessLink), max: z.number() });
export type AccessLinkList = z.infer<typeof ZAccessLinkList>;

/** POST /api/weddings/{id}/access-links: the link and its secret, shown once. */
export const ZAccessLinkCreated = z.object({ link: ZAccessLink, secret: z.string() });
export type AccessLinkCreated = z.infer<typeof ZAccessLinkCreated>;

/** POST /api/access/session: trade a link's secret for its HttpOnly cookie. */
export const ZAccessSessionCreate = z.strictObject({
  code: ZWeddingCode,
  secret: z.string().trim().min(1, "The link is incomplete").max(200),
});

/** The cookie that carries a link's secret in a helper's browser, one per wedding (the owner's is `host_{CODE}`). */
export function accessCookieName(code: string): string {
  return `access_${code.toUpperCase()}`;
}

/**
 * The link a helper opens: the secret rides in the fragment, which browsers send neither to the
 * server nor in a Referer; the page trades it for the cookie and removes it from the address bar.
 */
export function accessLinkPath(code: string, secret: string): string {
  return `/manage/${code}#access=${encodeURIComponent(secret)}`;
}

/** The screens a role may open, by screen name (contract/screens.ts); the server still decides every call. */
const ROLE_SCREENS: Record<AccessRole, readonly string[]> = {
  "co-host": [
    ...["dashboard", "responses", "guests", "outbox", "send-by-hand", "events", "translations", "seating", "seating-print", "check-in", "admin"],
    ...["addresses", "address-labels", "gifts", "website", "activity"],
  ],
  editor: [
    "dashboard",
    "responses",
    "guests",
    "outbox",
    "send-by-hand",
    "events",
    "seating",
    "seating-print",
    "check-in",
    "addresses",
    "address-labels",
    "gifts",
  ],
  viewer: ["dashboard", "responses", "guests", "events", "seating", "seating-print", "check-in", "gifts"],
  door: ["check-in"],
};

/**
 * What a couple's screen can change, by area, and the roles whose links may (the owner always
 * may). The web hides a control a caller cannot use rather than letting it fail with a 403; the
 * server still decides every call, and `route-roles.test.ts` checks that this table says what the
 * route table (server/features/access/route-roles.ts) does for every role and area.
 */
export const CHANGE_AREAS = ["wedding", "replies", "guests", "messages", "events", "seating", "gifts", "check-in"] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];
const EDITORS = ["co-host", "editor"] as const satisfies readonly AccessRole[];
const CHANGE_ROLES: Record<ChangeArea, readonly AccessRole[]> = {
  // The wedding's own details, style, questions and photo: setting it up.
  wedding: ["co-host"],
  replies: EDITORS,
  guests: EDITORS,
  messages: EDITORS,
  events: EDITORS,
  seating: EDITORS,
  gifts: EDITORS,
  // Marking arrivals is the door's whole job; a viewer changes nothing, marks included.
  "check-in": [...EDITORS, "door"],
};

/** Whether the caller may change an area (a viewer may change none). */
export function canChange(actor: Caller, area: ChangeArea): boolean {
  return actor.kind === "owner" || CHANGE_ROLES[area].includes(actor.role);
}

/** Whether the caller's navigation shows a screen; "sharing" (the links) is the owner's alone. */
export function showsScreen(actor: ActorView, screen: string): boolean {
  if (actor.kind === "owner") return true;
  return ROLE_SCREENS[actor.role].includes(screen);
}
