import type { LinkReplyInput, LinkView } from "../../../contract/invitation";
import { seatKey } from "../../../contract/invitation-link";
import type { Question } from "../../../contract/question";
import type { Answers } from "../../../contract/response";
import { answerProblem } from "../../../contract/rules/answer-problem";
import { findAttendanceQuestion, isYesAnswer } from "../../../contract/rules/attendance";
import { askedOf, type ReplyPeople } from "../../../contract/rules/asked";
import { rekeyFields, replyKeys, type ReplyKeys } from "../../../contract/rules/reply-keys";
import { formVisibility } from "../../../contract/rules/visibility";

/** An open seat the party names. `id` is local to the form; the server keys it `seatKey(n)` by its place among the named seats. */
export interface SeatDraft {
  id: string;
  name: string;
  isChild: boolean;
  /** As typed; only sent for a child. */
  age: string;
}

export interface PartyDraft {
  /** By guest id: true coming, false not, undefined not chosen yet. */
  attending: Record<string, boolean | undefined>;
  seats: SeatDraft[];
  /** Per-person answers are keyed by guest id or by the seat's local id. */
  answers: Answers;
  guestEmail: string;
  /** Honeypot: people never see it. */
  website: string;
}

export interface Person {
  id: string;
  name: string;
}

export const fullName = (guest: { firstName: string; lastName: string }) => `${guest.firstName} ${guest.lastName}`.trim();

let nextSeat = 0;
export const newSeat = (): SeatDraft => ({ id: `new-seat-${++nextSeat}`, name: "", isChild: false, age: "" });

/** The form as the party left it last time, or blank; seats already named keep their `seatKey` as id, so their answers line up. */
export function draftFromView(view: LinkView): PartyDraft {
  const reply = view.reply;
  if (!reply) return { attending: {}, seats: [], answers: {}, guestEmail: "", website: "" };
  return {
    attending: Object.fromEntries(reply.guests.map((guest) => [guest.guestId, guest.attending])),
    seats: reply.extraGuests.map((seat, index) => ({
      id: seatKey(index),
      name: seat.name,
      isChild: seat.isChild,
      age: seat.age === null ? "" : String(seat.age),
    })),
    answers: reply.responses,
    guestEmail: reply.guestEmail,
    website: "",
  };
}

export const anyoneComing = (draft: PartyDraft) => Object.values(draft.attending).some((value) => value === true);
export const everyoneChose = (view: LinkView, draft: PartyDraft) => view.party.guests.every((guest) => draft.attending[guest.id] !== undefined);

/** Open seats only come with someone who is coming; blank ones are dropped (as blank party members are, docs/spec.md section 5). */
export function namedSeats(draft: PartyDraft): SeatDraft[] {
  return anyoneComing(draft) ? draft.seats.filter((seat) => seat.name.trim()) : [];
}

/** The form holds a named seat under its local id; the link sends it as `seatKey(n)` by its place (contract/rules/reply-keys.ts). */
const seatKeys = (seats: readonly SeatDraft[]): ReplyKeys => replyKeys(seats.map((seat, index) => ({ sent: seatKey(index), held: seat.id })));

/** Who a per-person question asks about: the named guests who are coming, then the open seats they named. */
export function peopleComing(view: LinkView, draft: PartyDraft): Person[] {
  const guests = view.party.guests.filter((guest) => draft.attending[guest.id] === true).map((guest) => ({ id: guest.id, name: fullName(guest) }));
  return [...guests, ...namedSeats(draft).map((seat) => ({ id: seat.id, name: seat.name.trim() }))];
}

/** Who an extra event asks (docs/decisions/0019-events.md): every guest of the party, coming to the wedding or not, then the named seats. */
export function everyone(view: LinkView, draft: PartyDraft): Person[] {
  return [
    ...view.party.guests.map((guest) => ({ id: guest.id, name: fullName(guest) })),
    ...namedSeats(draft).map((seat) => ({ id: seat.id, name: seat.name.trim() })),
  ];
}

/**
 * The couple's attendance question is answered by the taps, not asked again: its first "yes"
 * option when anyone is coming, else its first other option (docs/spec.md section 4's words).
 */
function attendanceAnswer(question: Question, coming: boolean): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the spec's default options: stored answers, not screen text
  const options = question.options.length ? question.options : ["Yes", "No"];
  // With its role (issue 16), in any language: the first option is yes, the next no.
  if (question.role === "attendance" && options.length >= 2) return coming ? options[0]! : options[1]!;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- as above
  return options.find((option) => isYesAnswer(option) === coming) ?? (coming ? "Yes" : "No");
}

/** The per-person questions a guest who is coming answers in their own card (issue 15); an extra event's are under its heading. */
export function perPersonQuestions(questions: readonly Question[], given: Answers = {}): Question[] {
  const attendance = findAttendanceQuestion(questions);
  // The draft's answers too: an extra event's meal shows once someone said yes to that event.
  const answers = attendance ? { ...given, [attendance.id]: attendanceAnswer(attendance, true) } : given;
  return formVisibility(questions, answers).visible.filter((question) => question !== attendance && question.answerScope === "individual" && !question.eventId);
}

export interface Shown {
  attendance: Question | undefined;
  /** The couple's other questions, as the shared visibility rules reveal them (meal questions only when someone is coming). */
  questions: Question[];
  /** Until everyone has a choice the rest waits, as the open form waits for the attendance answer. */
  waiting: boolean;
}

export function shownQuestions(questions: readonly Question[], view: LinkView, draft: PartyDraft): Shown {
  const attendance = findAttendanceQuestion(questions);
  if (!everyoneChose(view, draft)) return { attendance, questions: [], waiting: true };
  const answers = attendance ? { ...draft.answers, [attendance.id]: attendanceAnswer(attendance, anyoneComing(draft)) } : draft.answers;
  const visible = formVisibility(questions, answers).visible.filter((question) => question !== attendance);
  // Each question only to the people it is for (contract/rules/asked.ts, issue 29 item 4): nobody
  // coming, a decliner sees what the couple meant for everyone and the events they may still come to.
  const people = splitPeople(view, draft);
  return { attendance, questions: visible.filter((question) => askedOf(question, questions, draft.answers, people, "").asked.length > 0), waiting: false };
}

/** The household's people by the keys of the form: those coming to the wedding (and their named seats), and the guests not. */
function splitPeople(view: LinkView, draft: PartyDraft): ReplyPeople {
  const coming = peopleComing(view, draft).map((person) => person.id);
  return { coming, declined: view.party.guests.filter((guest) => draft.attending[guest.id] !== true).map((guest) => guest.id) };
}

function parseAge(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d{1,2}$/.test(trimmed) && Number(trimmed) <= 17 ? Number(trimmed) : "invalid";
}

export type BuiltReply = { ok: true; body: LinkReplyInput } | { ok: false; fields: Record<string, string> };

/** Checks the draft as the server will (the shared rules where they fit) and turns it into `ZLinkReply`. */
export function buildReply(questions: readonly Question[], view: LinkView, draft: PartyDraft): BuiltReply {
  const fields: Record<string, string> = {};
  for (const guest of view.party.guests) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- field errors are the server's English, which field-messages.ts translates
    if (draft.attending[guest.id] === undefined) fields[`guests.${guest.id}`] = `Choose whether ${guest.firstName} is coming`;
  }
  const seats = namedSeats(draft);
  const extraGuests = seats.map((seat) => {
    const age = seat.isChild ? parseAge(seat.age) : null;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- as above
    if (age === "invalid") fields[`seats.${seat.id}.age`] = "Age is a whole number from 0 to 17";
    return { name: seat.name.trim(), isChild: seat.isChild, age: typeof age === "number" ? age : null };
  });
  const keys = seatKeys(seats);
  const all = everyone(view, draft);
  const shown = shownQuestions(questions, view, draft);
  const split = splitPeople(view, draft);
  const responses: Answers = {};
  if (shown.attendance && !shown.waiting) responses[shown.attendance.id] = attendanceAnswer(shown.attendance, anyoneComing(draft));

  for (const question of shown.questions) {
    const field = `responses.${question.id}`;
    const raw = draft.answers[question.id];
    if (question.answerScope === "individual") {
      const given = typeof raw === "object" && raw ? raw : {};
      const perPerson: Record<string, string> = {};
      // The shared rule says who is asked and who must answer (contract/rules/asked.ts).
      const { asked, required } = askedOf(question, questions, draft.answers, split, "");
      for (const person of all) {
        if (!asked.includes(person.id)) continue;
        const value = (given[person.id] ?? "").trim();
        // eslint-disable-next-line lingui/no-unlocalized-strings -- as above
        const problem = value ? answerProblem(question, value) : required.includes(person.id) ? "This question is required" : undefined;
        if (problem) fields[`${field}.${person.id}`] = problem;
        else if (value) perPerson[keys.sent(person.id)] = value;
      }
      if (Object.keys(perPerson).length) responses[question.id] = perPerson;
    } else {
      const value = (typeof raw === "string" ? raw : "").trim();
      const { required } = askedOf(question, questions, draft.answers, split, "");
      // eslint-disable-next-line lingui/no-unlocalized-strings -- as above
      const problem = value ? answerProblem(question, value) : required.length ? "This question is required" : undefined;
      if (problem) fields[field] = problem;
      else if (value) responses[question.id] = value;
    }
  }
  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    body: {
      guests: view.party.guests.map((guest) => ({ guestId: guest.id, attending: draft.attending[guest.id] === true })),
      extraGuests,
      responses,
      guestEmail: draft.guestEmail.trim(),
      website: draft.website,
    },
  };
}

/**
 * The server names an open seat by its place ("extraGuests.0.name", "responses.q.seat-1"); the
 * form shows the message beside the seat's own fields.
 */
export function localFieldKeys(fields: Record<string, string>, draft: PartyDraft): Record<string, string> {
  const seats = namedSeats(draft);
  const keys = seatKeys(seats);
  const local: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const extra = /^extraGuests\.(\d+)\.(\w+)$/.exec(key);
    if (extra && seats[Number(extra[1])]) local[`seats.${seats[Number(extra[1])]!.id}.${extra[2]}`] = message;
    else if (/^responses\.[^.]+\.[^.]+$/.test(key)) Object.assign(local, rekeyFields({ [key]: message }, keys.held));
    else if (/^guests\.(\d+)/.test(key)) local.guests = message;
    else local[key] = message;
  }
  return local;
}
