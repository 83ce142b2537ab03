import { describe, expect, it } from "vitest";
import { ACCESS_ROLES, CHANGE_AREAS, canChange, type ChangeArea } from "../../../contract/access";
import { seesContactDetails } from "../../../contract/rules/contact-details";
import { ROUTE_ROLES } from "./route-roles";

// Issue 31: the couple's screens hide what a caller's role cannot do (contract/access.ts
// `canChange`, contract/rules/contact-details.ts `seesContactDetails`); the server decides by the
// route table. This keeps the two from drifting: every role × area against every route of the area.

/** The writes behind each area's controls, by the route table's keys. */
const AREA_ROUTES: Record<ChangeArea, RegExp> = {
  // (Erasing the wedding is the owner's alone, and no screen a link opens offers it.)
  wedding: /^(PUT \/api\/weddings\/:id(\/style|\/questions)?|(PUT|DELETE) \/api\/weddings\/:id\/photo|(POST|PUT|DELETE) \/api\/(questions(\/:id)?|photos))$/,
  replies: /^(PUT|DELETE|POST) \/api\/(responses\/:id|weddings\/:id\/responses)/,
  guests: /^(PUT|DELETE|POST) \/api\/(weddings\/:id\/(parties(\/bulk|\/import)?|guest-list\/settings)|parties\/:id|guest-notes\/:id)$/,
  messages: /^(PUT|POST) \/api\/weddings\/:id\/(outbox\/:messageId\/retry|mail\/(preview|send)|parties\/:partyId\/sent-by-hand)$/,
  events: /^(PUT|DELETE|POST) \/api\/(weddings\/:id\/events|events\/:id)/,
  seating: /^(PUT|DELETE|POST|PATCH) \/api\/weddings\/:id\/seating\//,
  gifts: /^(PUT|DELETE|POST) \/api\/weddings\/:id\/gifts/,
  "check-in": /^POST \/api\/weddings\/:id\/check-in\/marks$/,
};

const routes = Object.entries(ROUTE_ROLES);

describe("the web's rule of who may change what agrees with the route table", () => {
  it.each(CHANGE_AREAS)("%s", (area) => {
    const ofArea = routes.filter(([route]) => AREA_ROUTES[area].test(route));
    expect(ofArea.length, `no route of the table matches the area ${area}`).toBeGreaterThan(0);
    for (const role of ACCESS_ROLES) {
      for (const [route, roles] of ofArea) {
        expect(canChange({ kind: "link", role }, area), `${role} on ${route}`).toBe(roles.includes(role));
      }
    }
    expect(canChange({ kind: "owner" }, area)).toBe(true);
  });

  it("a viewer's link opens no write at all", () => {
    const writes = routes.filter(([route, roles]) => !route.startsWith("GET ") && roles.includes("viewer"));
    expect(writes).toEqual([]);
  });

  it("the exports a screen hides from a role are those the table refuses it", () => {
    const exports = routes.filter(([route]) => /^GET .*(export|\.csv|\.xlsx|invitations\.zip)/.test(route));
    expect(exports.length).toBeGreaterThan(5);
    for (const role of ACCESS_ROLES.filter((role) => role !== "door")) {
      for (const [route, roles] of exports) {
        // An export open to every reading role carries no contact details; one refused to some carries them.
        const carriesContacts = !roles.includes("viewer");
        if (carriesContacts) expect(seesContactDetails({ kind: "link", role }), `${role} on ${route}`).toBe(roles.includes(role));
        else expect(roles.includes(role), `${role} on ${route}`).toBe(true);
      }
    }
  });
});
