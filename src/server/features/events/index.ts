// The events feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `events` and `event_parties` tables; the public view and the exports read events through these.
export { eventDetailsOf, isEventOfWedding, toGuestEvent, type EventDetails } from "./details";
export { eventPositionOf, isEventAttendanceQuestion } from "./question-links";
export { followWeddingLanguages, type AttendanceTranslations } from "./languages";
// The trash (docs/decisions/0049-trash.md): an event's row and its owner's delete; the count a restore checks against.
export { eventCount, findEvent } from "./repository";
export { eventRecord } from "./trash-record";
