import { describe, expect, it } from "vitest";
import { parsePartyLine, parsePartyLines } from "./party-line";

function party(line: string) {
  const read = parsePartyLine(line);
  if ("problem" in read) throw new Error(`${line}: ${read.problem}`);
  return {
    guests: read.party.guests.map((guest) => [guest.firstName, guest.lastName].join("|")),
    extraSeats: read.party.extraSeats,
    name: read.party.name,
    notes: read.notes,
    children: read.party.guests.filter((guest) => guest.isChild).map((guest) => [guest.firstName, guest.age ?? null]),
  };
}

describe("parsePartyLine", () => {
  it("reads two guests sharing a surname and an open seat", () => {
    expect(party("Maria & José García +1")).toMatchObject({ guests: ["Maria|García", "José|García"], extraSeats: 1 });
  });

  it("reads couples written the common ways", () => {
    expect(party("John and Jane Doe").guests).toEqual(["John|Doe", "Jane|Doe"]);
    expect(party("Doe, John & Jane").guests).toEqual(["John|Doe", "Jane|Doe"]);
    expect(party("Doe, John").guests).toEqual(["John|Doe"]);
    expect(party("John Doe & Jane Smith").guests).toEqual(["John|Doe", "Jane|Smith"]);
    expect(party("Mary Ann Smith").guests).toEqual(["Mary Ann|Smith"]);
    expect(party("José de la Cruz and Ana").guests).toEqual(["José|de la Cruz", "Ana|de la Cruz"]);
  });

  it("drops titles and makes an unnamed spouse an open seat", () => {
    expect(party("Mr. and Mrs. John Doe")).toMatchObject({ guests: ["John|Doe"], extraSeats: 1 });
    expect(party("Mr. and Mrs. John Doe").notes).toHaveLength(1);
    expect(party("Dr Jane Roe").guests).toEqual(["Jane|Roe"]);
  });

  it("reads a single first name", () => {
    expect(party("Ana")).toMatchObject({ guests: ["Ana|"], extraSeats: 0 });
  });

  it("reads child markers with and without an age", () => {
    expect(party("Kim Lee (child, 7)").children).toEqual([["Kim", 7]]);
    expect(party("Sam & Kim Lee (kid)").children).toEqual([["Kim", null]]);
    expect(party("Sam & Kim Lee (age 4)").children).toEqual([["Kim", 4]]);
    expect(party("Sam Lee (35)").children).toEqual([]);
  });

  it("reads the ways of writing extra seats", () => {
    expect(party("John Doe +2").extraSeats).toBe(2);
    expect(party("John Doe + guest").extraSeats).toBe(1);
    expect(party("John Doe and guest").extraSeats).toBe(1);
    expect(party("John Doe plus one").extraSeats).toBe(1);
    expect(party("John + Jane Doe").guests).toEqual(["John|Doe", "Jane|Doe"]);
  });

  it("names the family for “& family” and asks for the seat count", () => {
    const read = party("John Doe & family");
    expect(read).toMatchObject({ guests: ["John|Doe"], name: "The Doe family", extraSeats: 0 });
    expect(read.notes[0]).toMatch(/open seats/);
    expect(party("Ada Okafor & family +3")).toMatchObject({ name: "The Okafor family", extraSeats: 3 });
  });

  it("reports a line naming nobody, and parties the server would refuse", () => {
    expect(parsePartyLine("The Okafor family +4")).toEqual({ problem: expect.stringMatching(/names no guest/) });
    expect(parsePartyLine("   ")).toEqual({ problem: "No name" });
    expect(parsePartyLine("Mr. and Mrs. Smith")).toEqual({ problem: expect.stringMatching(/names no guest/) });
    expect(parsePartyLine("John Doe +11")).toEqual({ problem: expect.stringMatching(/Open seats/) });
    expect(parsePartyLine(`${"A".repeat(61)} Doe`)).toEqual({ problem: expect.stringMatching(/First name/) });
  });

  it("picks up an email written beside a name", () => {
    const read = parsePartyLine("John Doe <john@example.com> & Jane");
    expect("party" in read && read.party.guests[0]).toMatchObject({ firstName: "John", lastName: "Doe", email: "john@example.com" });
  });
});

describe("parsePartyLines", () => {
  it("reads one household a line and names unreadable lines by number", () => {
    const read = parsePartyLines("Maria & José García +1\n\nThe Okafor family +4\r\nAna\n");
    expect(read.parties.map((party) => party.guests.length)).toEqual([2, 1]);
    expect(read.problems).toEqual([{ row: 3, message: expect.stringMatching(/names no guest/) }]);
  });
});

describe("parsePartyLines with a pasted spreadsheet block", () => {
  it("maps the columns by the header and groups by household", () => {
    const pasted = "First name\tLast name\tHousehold\tSide\nJohn\tDoe\tDoes\tbride\nJane\tDoe\tDoes\tbride\n\nTOTAL\t\t\t\n";
    const read = parsePartyLines(pasted);
    expect(read.parties).toEqual([
      {
        name: "Does",
        guests: [
          { firstName: "John", lastName: "Doe" },
          { firstName: "Jane", lastName: "Doe" },
        ],
        extraSeats: 0,
        side: "bride",
        tags: [],
        note: "",
      },
    ]);
    expect(read.skipped).toEqual([{ row: 5, message: "Skipped: a total" }]);
  });
});

describe("children named inside the line", () => {
  it("reads “(child: Ada, 6)” after a family as a named child of that family", () => {
    const read = parsePartyLine("The Okafor family (child: Ada, 6) +2");
    expect(read).toEqual({
      party: { name: "The Okafor family", guests: [{ firstName: "Ada", lastName: "Okafor", isChild: true, age: 6, email: null, aliases: [] }], extraSeats: 2 },
      notes: [],
    });
  });

  it("adds named children to the adults", () => {
    expect(party("Tunde & Ngozi Okafor (children: Ada 6 & Tobi 3)")).toMatchObject({
      guests: ["Tunde|Okafor", "Ngozi|Okafor", "Ada|Okafor", "Tobi|Okafor"],
      children: [
        ["Ada", 6],
        ["Tobi", 3],
      ],
    });
  });
});

describe("relations before a name", () => {
  it("reads “Aunt Liz” as Liz, known as Aunt Liz; “Grandma” alone stays a name", () => {
    const read = parsePartyLine("Aunt Liz");
    expect("party" in read && read.party.guests).toEqual([{ firstName: "Liz", lastName: "", email: null, isChild: false, age: null, aliases: ["Aunt Liz"] }]);
    expect(party("Uncle Bob & Aunt Sue Taylor").guests).toEqual(["Bob|Taylor", "Sue|Taylor"]);
    expect(party("Grandma").guests).toEqual(["Grandma|"]);
  });
});

describe("surname first", () => {
  it("reads a surname of several words before the comma, but not a full name", () => {
    expect(party("Van Dyke, Dick & Mary").guests).toEqual(["Dick|Van Dyke", "Mary|Van Dyke"]);
    expect(party("de la Cruz, José").guests).toEqual(["José|de la Cruz"]);
    expect(party("John Doe, Jane Smith").guests).toEqual(["John|Doe", "Jane|Smith"]);
  });
});
