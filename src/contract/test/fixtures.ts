import type { Wedding } from "../wedding";

/**
 * A wedding as the guest pages and calendars receive it, for the tests of src/contract and src/web,
 * which have no server to seed one. The couple, date and venue of the API tests' weddingInput
 * (src/server/test/fixtures.ts); a test overrides only what it is about.
 */
export const weddingView = (overrides: Partial<Wedding> = {}): Wedding => ({
  id: "3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  uniqueCode: "ABCD2345",
  partner1: "Amelia",
  partner2: "Jonah",
  date: "2027-06-12",
  time: "15:30",
  venue: "The Orangery, Kew Gardens, London",
  message: null,
  photoUrl: null,
  photoFocus: { x: 0.5, y: 0.5 },
  rsvpStyle: "classic",
  childrenPolicy: null,
  adultsOnly: false,
  giftPreferences: null,
  rsvpDeadline: null,
  timeZone: "Europe/London",
  rsvpAccess: "open",
  lookupCheck: "name",
  locale: "en",
  locales: ["en"],
  translations: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});
