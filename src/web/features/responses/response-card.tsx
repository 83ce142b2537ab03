import { i18n } from "../host/host-i18n";
import { memo } from "react";
import { format, formatDistanceToNow, isValid, parseISO } from "date-fns";
import Copy from "lucide-react/icons/copy";
import MailIcon from "lucide-react/icons/mail";
import Pencil from "lucide-react/icons/pencil";
import Phone from "lucide-react/icons/phone";
import Trash2 from "lucide-react/icons/trash-2";
import type { Question } from "../../../contract/question";
import type { PartyMember, RsvpResponse, Side } from "../../../contract/response";
import { ATTENDANCE_LABEL, type AttendanceStatus } from "../../../contract/rules/attendance";
import { describeResponse } from "../../../contract/rules/summary";
import { SideSelect } from "../host/side-select";
import { PartyLine } from "./party-line";
import { replyParty } from "./reply-party";

const STATUS_CLASS: Record<AttendanceStatus, string> = {
  attending: "bg-emerald-100 text-emerald-900",
  not_attending: "bg-red-100 text-red-900",
  pending: "bg-amber-100 text-amber-900",
};

const relationshipLabel = (relationship: PartyMember["relationship"]): string =>
  ({
    self: i18n._({ id: "responses.relationSelf", message: "Main guest" }),
    spouse: i18n._({ id: "responses.relationSpouse", message: "Spouse" }),
    partner: i18n._({ id: "responses.relationPartner", message: "Partner" }),
    child: i18n._({ id: "responses.relationChild", message: "Child" }),
    guest: i18n._({ id: "responses.relationGuest", message: "Guest" }),
  })[relationship];

/** Per-person answers in party order (main guest first), then any the party list no longer names. */
function orderedEntries(answer: Record<string, string>, members: readonly PartyMember[]): [string, string][] {
  const order = ["primary", ...members.map((member) => member.id).filter((id) => id !== "primary")];
  const known = order.filter((id) => answer[id] !== undefined).map((id): [string, string] => [id, answer[id] ?? ""]);
  const rest = Object.entries(answer).filter(([id]) => !order.includes(id));
  return [...known, ...rest];
}

function submittedLabel(iso: string): { text: string; exact: string } {
  const date = parseISO(iso);
  if (!isValid(date)) return { text: iso, exact: iso };
  const exact = i18n._({
    id: "responses.submittedAt",
    message: "{date} at {time}",
    // date-fns patterns, not prose.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    values: { date: format(date, "MMM d, yyyy"), time: format(date, "h:mm a") },
  });
  return { text: formatDistanceToNow(date, { addSuffix: true }), exact };
}

interface ResponseCardProps {
  response: RsvpResponse;
  questions: readonly Question[];
  duplicate: boolean;
  sidePending: boolean;
  onSideChange: (id: string, side: Side | null) => void;
  onRemove: (response: RsvpResponse) => void;
  /** The caller may look but not change replies (a viewer's link): no side, party, correct or remove controls. */
  readOnly?: boolean;
  onCorrect: (response: RsvpResponse) => void;
  /** The name of the guest-list party this reply belongs to or may belong to, if any. */
  partyName?: string | null;
  partyPending?: boolean;
  onPartyDecide?: (response: RsvpResponse, partyId: string | null) => void;
}

/** One guest's answer, as the couple reads it. Memoised: a side change re-renders one card, not two thousand. */
export const ResponseCard = memo(function ResponseCard({
  response,
  questions,
  duplicate,
  sidePending,
  onSideChange,
  onRemove,
  onCorrect,
  readOnly = false,
  partyName = null,
  partyPending = false,
  onPartyDecide,
}: ResponseCardProps) {
  const party = replyParty(response);
  const { status, partySize } = describeResponse(response, questions);
  const submitted = submittedLabel(response.submittedAt);
  const nameOf = (personId: string) =>
    personId === "primary" ? response.guestName : (response.partyMembers.find((member) => member.id === personId)?.name ?? personId);
  const answered = questions.filter((question) => response.responses[question.id] !== undefined);
  const companions = response.partyMembers.filter((member) => !member.isPrimary && member.id !== "primary");

  return (
    <article
      aria-label={response.guestName}
      className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm [content-visibility:auto] [contain-intrinsic-size:none_auto_320px] sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-serif text-xl text-stone-900">{response.guestName}</h3>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>{ATTENDANCE_LABEL[status]}</span>
            {duplicate && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900"
                title={i18n._({ id: "responses.duplicateHint", message: "Another response uses the same email address" })}
              >
                <Copy className="h-3 w-3" aria-hidden="true" />
                {i18n._({ id: "responses.possibleDuplicate", message: "Possible duplicate" })}
              </span>
            )}
          </div>
          {/* Links at least 44 px tall: a thumb reaches them (docs/design.md section 8). */}
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-stone-700">
            {/* A host's entry for a phone answer may have no email. */}
            {response.guestEmail && (
              <li className="flex min-w-0 items-center gap-1.5">
                <MailIcon className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
                <span className="sr-only">{i18n._({ id: "responses.emailLabel", message: "Email:" })} </span>
                <a
                  href={`mailto:${response.guestEmail}`}
                  className="block min-h-11 truncate rounded-sm py-3 leading-5 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none underline decoration-blush-200 underline-offset-2 hover:text-blush-700"
                >
                  {response.guestEmail}
                </a>
              </li>
            )}
            {response.guestPhone && (
              <li className="flex items-center gap-1.5">
                <Phone className="h-4 w-4 text-stone-500" aria-hidden="true" />
                <span className="sr-only">{i18n._({ id: "responses.phoneLabel", message: "Phone:" })} </span>
                <a
                  href={`tel:${response.guestPhone}`}
                  className="inline-block min-h-11 rounded-sm py-3 leading-5 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none underline decoration-blush-200 underline-offset-2 hover:text-blush-700"
                >
                  {response.guestPhone}
                </a>
              </li>
            )}
          </ul>
          <p className="mt-1 text-xs text-stone-600">
            {i18n._({ id: "responses.submitted", message: "Submitted" })}{" "}
            <time dateTime={response.submittedAt} title={submitted.exact}>
              {submitted.text}
            </time>{" "}
            · {submitted.exact} · {i18n._({ id: "responses.partyOf", message: "Party of {size}", values: { size: partySize } })}
          </p>
          {party && partyName && (
            <PartyLine
              partyName={partyName}
              match={party.match}
              pending={partyPending}
              onDecide={readOnly || !onPartyDecide ? undefined : (confirmed) => onPartyDecide(response, confirmed ? party.partyId : null)}
            />
          )}
        </div>
        <SideSelect
          guestName={response.guestName}
          value={response.sideAssignment}
          pending={sidePending}
          readOnly={readOnly}
          onChange={(side) => onSideChange(response.id, side)}
        />
      </div>

      {companions.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-stone-900">{i18n._({ id: "responses.partyMembers", message: "Party members" })}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {companions.map((member) => (
              <li key={member.id} className="rounded-full bg-blush-100 px-3 py-1 text-sm text-stone-800">
                {member.name}{" "}
                <span className="text-stone-600">
                  · {relationshipLabel(member.relationship)}
                  {member.age != null ? i18n._({ id: "responses.memberAge", message: ", age {age}", values: { age: member.age } }) : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {answered.length > 0 && (
        <dl className="mt-4 grid gap-3 border-t border-blush-100 pt-4 sm:grid-cols-2">
          {answered.map((question) => {
            const answer = response.responses[question.id];
            return (
              <div key={question.id} className="min-w-0">
                <dt className="text-sm font-medium text-stone-600">{question.question}</dt>
                <dd className="mt-0.5 text-stone-900">
                  {typeof answer === "string" ? (
                    <span className="whitespace-pre-line break-words">{answer || "—"}</span>
                  ) : (
                    <ul className="grid gap-0.5">
                      {orderedEntries(answer ?? {}, response.partyMembers).map(([personId, value]) => (
                        <li key={personId} className="break-words">
                          <span className="font-medium">{nameOf(personId)}:</span> {value || "—"}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {!readOnly && (
        <div className="mt-4 flex flex-wrap justify-end gap-1 border-t border-blush-100 pt-3">
          <button
            type="button"
            onClick={() => onCorrect(response)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm text-stone-600 hover:bg-blush-50 hover:text-blush-700 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            <span aria-hidden="true">{i18n._({ id: "responses.correct", message: "Correct" })}</span>
            <span className="sr-only">
              {i18n._({ id: "responses.correctFrom", message: "Correct response from {name}", values: { name: response.guestName } })}
            </span>
          </button>
          <button
            type="button"
            onClick={() => onRemove(response)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm text-stone-600 hover:bg-red-50 hover:text-red-800 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span aria-hidden="true">{i18n._({ id: "responses.remove", message: "Remove" })}</span>
            <span className="sr-only">
              {i18n._({ id: "responses.removeFrom", message: "Remove response from {name}", values: { name: response.guestName } })}
            </span>
          </button>
        </div>
      )}
    </article>
  );
});
