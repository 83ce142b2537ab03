/** Business constants from docs/spec.md section 9 and docs/design.md, shared by server and web. */
export const MAX_PARTY_MEMBERS = 5;
export const MAX_PHOTO_BYTES = 10_485_760;
export const CALENDAR_EVENT_HOURS = 4;
export const DEFAULT_EVENT_TIME = "15:00";
export const MAX_QUESTIONS = 50;
export const MAX_RADIO_OPTIONS = 20;
/** Extra events one wedding may have besides its main one (docs/decisions/0019-events.md): a long weekend has four or five. */
export const MAX_EVENTS = 12;

export const LENGTH = {
  name: 100,
  venue: 300,
  message: 2000,
  policy: 1000,
  question: 300,
  option: 200,
  email: 254,
  phone: 40,
  shortAnswer: 500,
  longAnswer: 2000,
  url: 2048,
  eventName: 100,
  address: 300,
  eventDescription: 1000,
  dressCode: 100,
} as const;

/**
 * Responses one wedding can hold. The landing page promises "unlimited responses": a real
 * wedding has tens to a few hundred replies (the largest have a couple of thousand guests),
 * so 20,000 is far beyond any of them while keeping one wedding's list and exports bounded.
 */
export const MAX_RESPONSES_PER_WEDDING = 20_000;

/**
 * Bytes of one stored reply's answers and party (as serialized JSON, UTF-8). A full party of
 * six answering a dozen questions with a few sentences each is ~3 KB; 16 KB leaves room for
 * long notes and caps what one row can add to every list and export.
 */
export const MAX_ANSWER_BYTES = 16_384;
