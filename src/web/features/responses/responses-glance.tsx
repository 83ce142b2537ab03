import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { countedParty, countHeads } from "../../../contract/rules/head-count";
import { guestListQuery } from "../guest-list/api";
import { responsesQuery } from "./api";
import { fullWeddingQuery } from "../host/api";

/**
 * The dashboard's small summary: how many replied, how many are coming, and, with a guest list,
 * how many households have not replied, counted as the responses page counts them
 * (contract/rules/head-count.ts).
 */
export function ResponsesGlance({ code }: { code: string }) {
  const responses = useQuery(responsesQuery(code));
  // The questions say which one is the attendance question in any language (issue 16).
  const wedding = useQuery(fullWeddingQuery(code)).data;
  const guestList = useQuery({ ...guestListQuery(wedding?.id ?? ""), enabled: !!wedding });
  const parties = useMemo(() => guestList.data?.parties.map(countedParty), [guestList.data]);
  const heads = useMemo(
    () => (responses.data && parties ? countHeads(responses.data, parties, wedding?.questions) : undefined),
    [responses.data, parties, wedding?.questions],
  );
  if (responses.isError || guestList.isError) {
    return <p className="text-sm text-stone-600">{i18n._({ id: "responses.countFailed", message: "Replies could not be counted just now." })}</p>;
  }
  if (!heads) return <p className="text-sm text-stone-600">{i18n._({ id: "responses.counting", message: "Counting replies…" })}</p>;
  const stats = [
    { key: "responses", label: i18n._({ id: "responses.glanceResponses", message: "Responses" }), value: heads.replies },
    { key: "attending", label: i18n._({ id: "responses.glanceAttending", message: "Guests attending" }), value: heads.attending.total },
  ];
  if (heads.notRepliedParties > 0) {
    stats.push(
      { key: "not-replied", label: i18n._({ id: "responses.glanceNotReplied", message: "Households not replied" }), value: heads.notRepliedParties },
      { key: "pending", label: i18n._({ id: "responses.glancePending", message: "Guests pending" }), value: heads.pending.total },
    );
  }
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8rem),1fr))] gap-3">
      {stats.map((stat) => (
        <div key={stat.key} className="rounded-xl bg-blush-50 p-3">
          <dt className="text-xs font-medium text-stone-600">{stat.label}</dt>
          <dd className="font-serif text-3xl text-stone-900" data-testid={`glance-${stat.key}`}>
            {stat.value.toLocaleString("en")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
