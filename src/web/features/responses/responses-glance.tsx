import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { summariseResponses } from "../../../contract/rules/summary";
import { responsesQuery } from "./api";
import { fullWeddingQuery } from "../host/api";

/** The dashboard's small summary: how many replied and how many are coming. */
export function ResponsesGlance({ code }: { code: string }) {
  const responses = useQuery(responsesQuery(code));
  // The questions say which one is the attendance question in any language (issue 16).
  const questions = useQuery(fullWeddingQuery(code)).data?.questions;
  if (responses.isPending) return <p className="text-sm text-stone-600">{i18n._({ id: "responses.counting", message: "Counting replies…" })}</p>;
  if (responses.isError) {
    return <p className="text-sm text-stone-600">{i18n._({ id: "responses.countFailed", message: "Replies could not be counted just now." })}</p>;
  }
  const summary = summariseResponses(responses.data, questions);
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-blush-50 p-3">
        <dt className="text-xs font-medium text-stone-600">{i18n._({ id: "responses.glanceResponses", message: "Responses" })}</dt>
        <dd className="font-serif text-3xl text-stone-900">{summary.totalResponses}</dd>
      </div>
      <div className="rounded-xl bg-blush-50 p-3">
        <dt className="text-xs font-medium text-stone-600">{i18n._({ id: "responses.glanceAttending", message: "Guests attending" })}</dt>
        <dd className="font-serif text-3xl text-stone-900">{summary.attendingGuests}</dd>
      </div>
    </dl>
  );
}
