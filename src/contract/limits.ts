/** Business constants from SPEC.md section 9 and DESIGN.md, shared by server and web. */
export const MAX_PARTY_MEMBERS = 5;
export const MAX_PHOTO_BYTES = 10_485_760;
export const CALENDAR_EVENT_HOURS = 4;
export const DEFAULT_EVENT_TIME = "15:00";
export const MAX_QUESTIONS = 50;
export const MAX_RADIO_OPTIONS = 20;

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
} as const;
