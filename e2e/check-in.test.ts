import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessLinkPath, type AccessLinkCreated } from "../src/contract/access";
import type { DoorList } from "../src/contract/check-in";
import type { Party } from "../src/contract/guest-list";
import type { SeatingView } from "../src/contract/seating-plan";
import { createGuestWedding, type GuestWedding } from "./guest-support";
import { createParty } from "./invitation-support";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot, seriousAxeViolations } from "./support/browser";
import { useRootFontSize } from "./support/layout";
import { hostApi, serverAndBrowser } from "./support/setup";

// Issue 30 item 9 on a 360 px phone (docs/decisions/0039-check-in.md): the door finds guests by
// name however they are typed, marks a household, undoes a mark; the venue's connection drops,
// two more are marked and wait on the phone, the page is reloaded without a connection and still
// shows the list; the connection returns and the couple's dashboard counts them, once, live.
// The door's phone opens the screen with a door team's access link the couple made on the Sharing
// screen (issue 31; docs/decisions/0043-access-links.md), never the host key; revoked, it opens nothing.

const env = serverAndBrowser();
const host = hostApi(env);

async function replyComing(guest: GuestWedding, party: Party) {
  const response = await fetch(`${env.server.url}/api/invitations/mine?wedding=${guest.wedding.uniqueCode}`, {
    method: "PUT",
    headers: { "content-type": "application/json", "x-invitation-token": party.invitationToken },
    body: JSON.stringify({ guests: party.guests.map((one) => ({ guestId: one.id, attending: true })), extraGuests: [], responses: {} }),
  });
  if (!response.ok) throw new Error(`reply: ${response.status} ${await response.text()}`);
}

const arrived = (page: Page) => page.getByTestId("door-arrived").textContent();

describe("check-in at the door", () => {
  it("marks arrivals by name, keeps working without a connection, and the couple counts each once, live", async () => {
    const guest = await createGuestWedding(env.server.url);
    const code = guest.wedding.uniqueCode;
    const family = await createParty(env.server.url, guest, {
      name: "The Ramírez family",
      guests: ["José", "Lucía", "Mateo"].map((firstName) => ({ firstName, lastName: "Ramírez" })),
    });
    const lindqvists = await createParty(env.server.url, guest, {
      name: "The Lindqvists",
      guests: ["Carl", "Sofia"].map((firstName) => ({ firstName, lastName: "Lindqvist" })),
    });
    await createParty(env.server.url, guest, { name: "Priya Shah", guests: [{ firstName: "Priya", lastName: "Shah" }] });
    await replyComing(guest, family);
    await replyComing(guest, lindqvists);
    // The Ramírez family at Table 1 of the seating plan.
    const seating = `/api/weddings/${guest.wedding.id}/seating`;
    const plan = await host<SeatingView>(guest, "POST", `${seating}/tables`, { version: 0, count: 2, shape: "round", seats: 8 });
    const keys = plan.people.filter((person) => person.partyName === "The Ramírez family").map((person) => person.key);
    await host(guest, "POST", `${seating}/moves`, { version: plan.version, personKeys: keys, tableId: plan.tables[0]!.id });

    // The couple's dashboard, on a laptop: arrived and expected, live.
    const couple = await env.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await couple.request.post(`${env.server.url}/api/host/session`, { data: { code, hostKey: guest.wedding.hostKey } });
    const dashboard = await couple.newPage();
    await dashboard.goto(`${env.server.url}/dashboard/${code}`);
    const glance = dashboard.getByRole("region", { name: "On the day" });
    await glance.getByTestId("glance-expected").getByText("5", { exact: true }).waitFor();
    expect(await glance.getByTestId("glance-arrived").textContent()).toBe("0");

    // The couple makes the door team a link on the Sharing screen, shown once.
    const sharing = await couple.newPage();
    await sharing.goto(`${env.server.url}/sharing/${code}`);
    await sharing.getByLabel("Who is it for?").fill("Door team");
    await sharing.getByRole("radio", { name: /^Door team/ }).check();
    await sharing.getByRole("button", { name: "Make the link" }).click();
    const doorLink = await sharing.getByRole("textbox", { name: "Access link" }).inputValue();
    expect(doorLink).toMatch(new RegExp(`/manage/${code}#access=[A-Za-z0-9_-]{32}$`));
    await sharing.getByRole("img", { name: "QR code of the door team's link" }).waitFor();
    expect(await seriousAxeViolations(sharing)).toEqual([]);
    await screenshot(sharing, "sharing-made-desktop.png", { fullPage: true });
    await sharing.getByRole("button", { name: "Done: I've sent it" }).click();
    await sharing.getByRole("listitem").filter({ hasText: "Door team" }).getByText("Works until you revoke it").waitFor();

    // The door, on a phone, opens that link: the secret is traded for its cookie and leaves the address bar.
    const context = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(doorLink);
    await page.getByRole("heading", { name: "Check-in", level: 1 }).waitFor();
    expect(page.url()).toBe(`${env.server.url}/check-in/${code}`);
    // The secret is in no page a guest opens, server-painted or not.
    const secret = doorLink.split("#access=")[1]!;
    for (const path of [`/rsvp/${code}`, `/save-the-date/${code}`, `/table/${code}`]) {
      expect(await (await fetch(`${env.server.url}${path}`)).text()).not.toContain(secret);
    }
    await page.getByText("arrived of 5 expected").waitFor();
    await page.getByText("Live: marks from other door screens show here.").waitFor();

    // "jose" finds José and his whole household, with their table.
    const search = page.getByRole("searchbox", { name: "Find a guest by name" });
    await search.fill("jose");
    const ramirez = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "The Ramírez family" }) });
    await ramirez.getByText("José Ramírez").waitFor();
    expect(await ramirez.getByText("Table: Table 1").count()).toBe(3);
    await ramirez.getByRole("button", { name: "Whole household (3)" }).click();
    await ramirez.getByRole("button", { name: "Undo Mateo Ramírez's arrival" }).click();
    await ramirez.getByRole("button", { name: "Mark Mateo Ramírez arrived" }).waitFor();
    await page.getByText("All marks sent").waitFor();
    await expect.poll(() => arrived(page)).toBe("2");
    await glance.getByTestId("glance-arrived").getByText("2", { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, "check-in-phone.png", { fullPage: true });

    // The page's service worker keeps what the page runs on, for a reload without a connection.
    await page.waitForFunction(async () => !!(await (await caches.open("check-in-v1")).match(location.pathname)));

    // The venue's connection drops: two more are marked and wait on the phone.
    await context.setOffline(true);
    await search.fill("lindq");
    const lindqvist = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "The Lindqvists" }) });
    await lindqvist.getByRole("button", { name: "Mark Carl Lindqvist arrived" }).click();
    await lindqvist.getByRole("button", { name: "Mark Sofia Lindqvist arrived" }).click();
    await page.getByText("Waiting to send (2)").waitFor();
    await page.getByText("No connection: keep marking.", { exact: false }).waitFor();
    expect(await arrived(page)).toBe("4");
    await screenshot(page, "check-in-phone-offline.png", { fullPage: true });

    // Reloaded without a connection: the list and the waiting marks are still there.
    await page.reload();
    await page.getByText("Waiting to send (2)").waitFor();
    await page.getByRole("searchbox", { name: "Find a guest by name" }).fill("sofia");
    await page.getByRole("button", { name: "Undo Sofia Lindqvist's arrival" }).waitFor();
    expect(await arrived(page)).toBe("4");
    // Not asked here: that the couple still counts 2. A page its service worker controls (this
    // reload) sends its API calls past Chromium's offline emulation, so the waiting marks may already
    // have been stored (3 runs in 4 with screenshots slowing the test; blocking /api by route too
    // still let 1 in 6 through). What the door promises is checked: 4 shown, 2 waiting, each counted once.

    // The connection returns: sent, and counted once on the couple's screen.
    await context.setOffline(false);
    await page.getByText("All marks sent").waitFor();
    await glance.getByTestId("glance-arrived").getByText("4", { exact: true }).waitFor();
    const list = await host<DoorList>(guest, "GET", `/api/weddings/${guest.wedding.id}/check-in`);
    expect(list.counts).toEqual({ arrived: 4, expected: 5 });
    expect(list.people.filter((person) => person.last?.arrived).map((person) => person.name)).toEqual([
      "José Ramírez",
      "Lucía Ramírez",
      "Carl Lindqvist",
      "Sofia Lindqvist",
    ]);
    await screenshot(dashboard, "check-in-dashboard.png", { fullPage: true });

    // A viewer's link (issue 31): every list shows, and no control that would change anything.
    const made = await host<AccessLinkCreated>(guest, "POST", `/api/weddings/${guest.wedding.id}/access-links`, { name: "Grandma", role: "viewer" });
    const viewerContext = await env.browser.newContext({ viewport: PHONE, bypassCSP: true });
    const viewer = await viewerContext.newPage();
    await viewer.goto(`${env.server.url}${accessLinkPath(code, made.secret)}`);
    await viewer.waitForURL(`${env.server.url}/dashboard/${code}`);
    const note = `You can look at everything here; ${guest.wedding.partner1} and ${guest.wedding.partner2} can give you a link that changes things.`;
    const changes = /^(Add|Edit|Delete|Remove|Correct|Import|Email guests|Export|Confirm|Arrived|Undo|Whole household)/;
    await viewer.goto(`${env.server.url}/responses/${code}`);
    await viewer.getByText(note).waitFor();
    await viewer.getByText("Showing 2 of 2 responses, newest first").waitFor();
    expect(await viewer.getByRole("button", { name: changes }).count()).toBe(0);
    expect(await viewer.getByRole("combobox", { name: /^Side/ }).first().isDisabled()).toBe(true);
    // The banner counts the replies without a side but asks no one who may not set them to.
    await viewer.getByText(/need a side assignment/).waitFor();
    expect(await viewer.getByText(/for table planning/).count()).toBe(0);
    await screenshot(viewer, "viewer-responses-phone.png", { fullPage: true });
    await viewer.goto(`${env.server.url}/guests/${code}`);
    await viewer.getByText(note).waitFor();
    await viewer.getByRole("heading", { name: "The Lindqvists" }).waitFor();
    await viewer.getByText("Showing 3 of 3 households").waitFor();
    expect(await viewer.getByRole("button", { name: changes }).count()).toBe(0);
    expect(await viewer.getByRole("checkbox").count()).toBe(0);
    expect(await hasHorizontalScroll(viewer)).toBe(false);
    await screenshot(viewer, "viewer-guests-phone.png", { fullPage: true });
    // The seating plan: the tables and who sits there, nothing to choose, drag, lock or add.
    await viewer.goto(`${env.server.url}/seating/${code}`);
    await viewer.getByText(note).waitFor();
    await viewer.getByRole("heading", { name: "Table 1" }).waitFor();
    await viewer.getByText("José Ramírez").first().waitFor();
    expect(await viewer.getByRole("checkbox").count()).toBe(0);
    expect(await viewer.getByRole("button", { name: /^(Lock|Delete|Add|Move|Seat everyone)/ }).count()).toBe(0);
    await screenshot(viewer, "viewer-seating-phone.png", { fullPage: true });
    for (const path of [`/events/${code}`, `/gifts/${code}`]) {
      await viewer.goto(`${env.server.url}${path}`);
      await viewer.getByText(note).waitFor();
      expect(await viewer.getByRole("button", { name: changes }).count(), path).toBe(0);
      expect(await viewer.getByRole("textbox").count(), path).toBe(0);
    }
    // The door list for a viewer: who is here and where they sit, no marks (the route table refuses them).
    await viewer.goto(`${env.server.url}/check-in/${code}`);
    await viewer.getByText(note).waitFor();
    await viewer.getByRole("searchbox", { name: "Find a guest by name" }).fill("ramirez");
    await viewer.getByText("Here since", { exact: false }).first().waitFor();
    await viewer.getByText("Mateo Ramírez").waitFor();
    expect(await viewer.getByRole("button", { name: changes }).count()).toBe(0);
    await viewerContext.close();

    // The couple revokes the door's link: its next call is refused.
    await sharing.reload();
    const doorRow = sharing.getByRole("listitem").filter({ hasText: "Door team" });
    await doorRow.getByText("Last used").waitFor();
    expect(await doorRow.getByText("Not yet").count()).toBe(0);
    await screenshot(sharing, "sharing-list-desktop.png", { fullPage: true });
    // Renamed in place, by keyboard: the same link, a clearer name.
    await doorRow.getByRole("button", { name: "Rename Door team's link" }).click();
    await sharing.keyboard.press("ControlOrMeta+A");
    await sharing.keyboard.type("Door team (Sat)");
    await sharing.keyboard.press("Enter");
    const renamedRow = sharing.getByRole("listitem").filter({ hasText: "Door team (Sat)" });
    await renamedRow.getByRole("button", { name: "Rename Door team (Sat)'s link" }).waitFor();
    await renamedRow.getByRole("button", { name: "Revoke" }).click();
    await sharing.getByRole("dialog", { name: "Revoke Door team (Sat)'s link?" }).getByRole("button", { name: "Revoke the link" }).click();
    await renamedRow.getByText(/^Revoked /).waitFor();
    expect((await context.request.get(`${env.server.url}/api/weddings/${guest.wedding.id}/check-in`)).status()).toBe(403);

    if (process.env.SCREENSHOT_DIR) {
      await sharing.setViewportSize(PHONE);
      await screenshot(sharing, "sharing-phone.png", { fullPage: true });
      const sharingLarge = await couple.newPage();
      await useRootFontSize(sharingLarge, "200%");
      await sharingLarge.setViewportSize(PHONE);
      await sharingLarge.goto(`${env.server.url}/sharing/${code}`);
      await sharingLarge.getByRole("listitem").filter({ hasText: "Door team" }).waitFor();
      expect(await hasHorizontalScroll(sharingLarge)).toBe(false);
      await screenshot(sharingLarge, "sharing-phone-200.png", { fullPage: true });
    }
    // The couple reads who did what on a phone at 200% text: the door's marks under the name its link had then.
    const activity = await couple.newPage();
    await useRootFontSize(activity, "200%");
    await activity.setViewportSize(PHONE);
    await activity.goto(`${env.server.url}/activity/${code}`);
    const logged = activity.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem");
    await logged.filter({ hasText: "revoked an access link" }).first().waitFor();
    expect(await logged.filter({ hasText: "renamed an access link" }).first().textContent()).toContain("The couple");
    const marked = (await logged.filter({ hasText: "checked guests in" }).allTextContents()).filter((text) => text.includes("Door team"));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.some((text) => text.includes("(Sat)"))).toBe(false);
    expect(await hasHorizontalScroll(activity)).toBe(false);
    expect(await seriousAxeViolations(activity)).toEqual([]);
    await screenshot(activity, "activity-phone-200.png", { fullPage: true });
    await context.close();
    await couple.close();
  });
});
