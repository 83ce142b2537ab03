import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS, activityMessageId } from "../../../contract/activity";
import { kindSummary } from "./summary";

// A kind's words are written once, in the couple's catalogue; the server's summary reads them
// there. A kind whose words the screen writes under another id (or not at all) has none here.
describe("the activity log's summaries", () => {
  it("say every kind in the words the couple's screen says, each kind its own", () => {
    const summaries = ACTIVITY_KINDS.map(kindSummary);
    ACTIVITY_KINDS.forEach((kind, index) => expect(summaries[index], kind).not.toBe(activityMessageId(kind)));
    expect(new Set(summaries).size).toBe(ACTIVITY_KINDS.length);
    expect(kindSummary("party.added")).toBe("added a household");
    expect(kindSummary("seating.find-table")).toBe("changed “Find my table”");
  });
});
