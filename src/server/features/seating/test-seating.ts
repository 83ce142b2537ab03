import type { FastifyInstance } from "fastify";
import type { Party, PartyInput } from "../../../contract/guest-list";
import type { AddTables, GatherHousehold, MovePeople, PeopleFlags, SavePlan, SeatingView, SwapPeople, TableUpdate } from "../../../contract/seating-plan";
import type { AddRule } from "../../../contract/seating-rules";
import type { AddFeature, FeatureUpdate } from "../../../contract/seating-room";
import type { SeededWedding } from "../../test/fixtures";

/** The seating API's calls for one seeded wedding, for the tests beside it. */
export function seatingCalls(app: FastifyInstance, seed: SeededWedding) {
  const base = `/api/weddings/${seed.wedding.id}/seating`;
  const headers = seed.auth;
  return {
    get: () => app.inject({ method: "GET", url: base, headers }),
    plan: async () => (await app.inject({ method: "GET", url: base, headers })).json<SeatingView>(),
    addTables: (payload: AddTables) => app.inject({ method: "POST", url: `${base}/tables`, headers, payload }),
    updateTable: (id: string, payload: TableUpdate) => app.inject({ method: "PUT", url: `${base}/tables/${id}`, headers, payload }),
    deleteTable: (id: string, version: number, unseat = false) =>
      app.inject({ method: "DELETE", url: `${base}/tables/${id}?version=${version}${unseat ? "&unseat=true" : ""}`, headers }),
    move: (payload: MovePeople) => app.inject({ method: "POST", url: `${base}/moves`, headers, payload }),
    swap: (payload: SwapPeople) => app.inject({ method: "POST", url: `${base}/swaps`, headers, payload }),
    gather: (payload: GatherHousehold) => app.inject({ method: "POST", url: `${base}/gathers`, headers, payload }),
    flags: (payload: PeopleFlags) => app.inject({ method: "PATCH", url: `${base}/people`, headers, payload }),
    save: (payload: SavePlan) => app.inject({ method: "PUT", url: `${base}/plan`, headers, payload }),
    addRule: (payload: AddRule) => app.inject({ method: "POST", url: `${base}/rules`, headers, payload }),
    removeRule: (id: string, version: number) => app.inject({ method: "DELETE", url: `${base}/rules/${id}?version=${version}`, headers }),
    addFeature: (payload: AddFeature) => app.inject({ method: "POST", url: `${base}/features`, headers, payload }),
    updateFeature: (id: string, payload: FeatureUpdate) => app.inject({ method: "PUT", url: `${base}/features/${id}`, headers, payload }),
    deleteFeature: (id: string, version: number) => app.inject({ method: "DELETE", url: `${base}/features/${id}?version=${version}`, headers }),
    invite: async (party: PartyInput) => {
      const res = await app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers, payload: party });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json<Party>();
    },
    replyByLink: (party: Party, payload: object) =>
      app.inject({
        method: "PUT",
        url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
        headers: { "x-invitation-token": party.invitationToken },
        payload,
      }),
  };
}
