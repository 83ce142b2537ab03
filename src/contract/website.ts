import { z } from "zod";
import { GUEST_LENGTH, MAX_TAGS } from "./guest-list";
import { LENGTH } from "./limits";
import { requiredText, text } from "./text";
import { SECTION_KINDS, type GuestSection } from "./website-text";

/**
 * The wedding website's sections (issue 32, docs/decisions/0045-website-sections.md): texts the
 * couple writes, orders, hides, limits to an audience (the events' rule) and translates.
 */
export { SECTION_KINDS };
export type { GuestSection, SectionItem, SectionKind, SectionTranslations } from "./website-text";

/** Bounds (decision 0045): what a real wedding site needs, several times over; a row stays small. */
export const WEBSITE_LIMITS = {
  sections: 12,
  title: 120,
  body: 5_000,
  items: 30,
  links: 20,
  photos: 12,
  label: 200,
  detail: 1_000,
  password: { min: 6, max: 128 },
} as const;

export const ZSectionKind = z.enum(SECTION_KINDS);

/**
 * An outgoing link: http or https only, no credentials, stored as the URL parser normalises it
 * (lower-case scheme and host, punycode). Anything else (javascript:, data:, a bare word) is refused.
 */
export const ZOutgoingLink = z
  .string()
  .trim()
  .max(LENGTH.url, `Must be at most ${LENGTH.url} characters`)
  .transform((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: "custom", message: "Enter a full web address starting with https://" });
      return z.NEVER;
    }
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname) {
      context.addIssue({ code: "custom", message: "Only web addresses (http or https) can be linked" });
      return z.NEVER;
    }
    if (url.username || url.password) {
      context.addIssue({ code: "custom", message: "A link cannot carry a user name or password" });
      return z.NEVER;
    }
    return url.href;
  });

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const ZSectionItemInput = z.strictObject({
  label: requiredText(WEBSITE_LIMITS.label, "Give the entry a name"),
  detail: optionalText(WEBSITE_LIMITS.detail),
  url: z
    .union([ZOutgoingLink, z.literal("")])
    .nullish()
    .transform((value) => (value ? value : null)),
  photoUrl: z
    .string()
    .trim()
    .max(LENGTH.url)
    .nullish()
    .transform((value) => (value ? value : null)),
});

/**
 * Who sees a section: everyone; the parties invited to one of the wedding's extra events (that
 * event's audience, decided by contract/rules/event-audience.ts); or the parties with any of the tags.
 */
export const ZSectionAudience = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("everyone") }),
  z.strictObject({ kind: z.literal("event"), eventId: z.string().trim().min(1).max(64) }),
  z.strictObject({
    kind: z.literal("tags"),
    tags: z
      .array(requiredText(GUEST_LENGTH.tag, "A tag cannot be blank"))
      .min(1, "Choose at least one tag")
      .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
      .transform((tags) => [...new Set(tags)]),
  }),
]);
export type SectionAudience = z.output<typeof ZSectionAudience>;

const translatedText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** Per offered language: a blank text is "not translated"; items are aligned by index with the section's. */
export const ZSectionTranslationsInput = z.record(
  z.string().max(16),
  z.strictObject({
    title: translatedText(WEBSITE_LIMITS.title),
    body: translatedText(WEBSITE_LIMITS.body),
    items: z
      .array(z.strictObject({ label: translatedText(WEBSITE_LIMITS.label), detail: translatedText(WEBSITE_LIMITS.detail) }))
      .max(WEBSITE_LIMITS.items)
      .optional(),
  }),
);

const sectionFields = {
  title: requiredText(WEBSITE_LIMITS.title, "Give the section a title"),
  body: optionalText(WEBSITE_LIMITS.body),
  items: z.array(ZSectionItemInput).max(WEBSITE_LIMITS.items, `At most ${WEBSITE_LIMITS.items} entries`),
  photos: z.array(z.string().trim().min(1).max(LENGTH.url)).max(WEBSITE_LIMITS.photos, `At most ${WEBSITE_LIMITS.photos} photos`),
  hidden: z.boolean(),
  audience: ZSectionAudience,
  translations: ZSectionTranslationsInput,
};

const linkCount = (value: { items?: Array<{ url: string | null }> }) => (value.items ?? []).filter((item) => item.url).length <= WEBSITE_LIMITS.links;
const LINKS_MESSAGE = { message: `At most ${WEBSITE_LIMITS.links} links in a section`, path: ["items"] };

export const ZSectionCreate = z
  .strictObject({
    kind: ZSectionKind,
    ...sectionFields,
    body: sectionFields.body.optional(),
    items: sectionFields.items.default([]),
    photos: sectionFields.photos.default([]),
    hidden: sectionFields.hidden.default(false),
    audience: sectionFields.audience.default({ kind: "everyone" }),
    translations: sectionFields.translations.optional(),
  })
  .refine(linkCount, LINKS_MESSAGE);
export type SectionCreate = z.input<typeof ZSectionCreate>;

export const ZSectionUpdate = z.strictObject(sectionFields).partial().refine(linkCount, LINKS_MESSAGE);
export type SectionUpdate = z.input<typeof ZSectionUpdate>;

export const ZSectionOrder = z.strictObject({ ids: z.array(z.string().trim().max(64)).max(WEBSITE_LIMITS.sections) });

const ZItem = z.object({ label: z.string(), detail: z.string().nullable(), url: z.string().nullable(), photoUrl: z.string().nullable() });
const ZSectionTranslations = z.partialRecord(
  z.string(),
  z.object({
    title: z.string().optional(),
    body: z.string().optional(),
    items: z.array(z.object({ label: z.string().optional(), detail: z.string().optional() })).optional(),
  }),
);

/** A section as its audience reads it (the public JSON, a party's link view, the painted page). */
export const ZGuestSection: z.ZodType<GuestSection> = z.object({
  id: z.string(),
  kind: ZSectionKind,
  title: z.string(),
  body: z.string().nullable(),
  items: z.array(ZItem),
  photos: z.array(z.string()),
  translations: ZSectionTranslations.optional(),
}) as z.ZodType<GuestSection>;

export const ZHostSection = z.object({
  id: z.string(),
  kind: ZSectionKind,
  title: z.string(),
  body: z.string().nullable(),
  items: z.array(ZItem),
  photos: z.array(z.string()),
  translations: ZSectionTranslations,
  position: z.number(),
  hidden: z.boolean(),
  audience: z.union([
    z.object({ kind: z.literal("everyone") }),
    z.object({ kind: z.literal("event"), eventId: z.string().nullable() }),
    z.object({ kind: z.literal("tags"), tags: z.array(z.string()) }),
  ]),
});
export type HostSection = z.infer<typeof ZHostSection>;

export const ZWebsite = z.object({ sections: z.array(ZHostSection), passwordSet: z.boolean() });
export type Website = z.infer<typeof ZWebsite>;

/** The site's password: set (bounded) or removed (null). */
export const ZSitePassword = z.strictObject({
  password: z
    .string()
    .min(WEBSITE_LIMITS.password.min, `At least ${WEBSITE_LIMITS.password.min} characters`)
    .max(WEBSITE_LIMITS.password.max, `At most ${WEBSITE_LIMITS.password.max} characters`)
    .refine((value) => value.trim().length > 0 && !/[\u0000-\u001F\u007F]/.test(value), "Contains characters that are not allowed")
    .nullable(),
});
