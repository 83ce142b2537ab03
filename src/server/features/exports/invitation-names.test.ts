import { describe, expect, it } from "vitest";
import { exportFileName, qrFileName, slugOf } from "./file-names";
import { guestsLine } from "./invitation-names";

const guest = (firstName: string, lastName = "") => ({ firstName, lastName });

describe("guestsLine", () => {
  it("names a household as an envelope does: first names joined, the shared surname once", () => {
    expect(guestsLine([guest("Chidi", "Okafor"), guest("Ada", "Okafor"), guest("Emeka", "Okafor")])).toBe("Chidi, Ada and Emeka Okafor");
    expect(guestsLine([guest("Maria", "García"), guest("José", "García")])).toBe("Maria and José García");
    expect(guestsLine([guest("Ana", "Lopez")])).toBe("Ana Lopez");
  });

  it("groups guests of other surnames after, in the order the couple listed them", () => {
    expect(guestsLine([guest("Maria", "García"), guest("Ana", "Lopez"), guest("José", "García")])).toBe("Maria and José García and Ana Lopez");
    expect(guestsLine([guest("Madonna"), guest("Cher")])).toBe("Madonna and Cher");
  });
});

describe("file names", () => {
  it("are ASCII words, accents folded, with a fallback when nothing is left", () => {
    expect(slugOf("Zoë & José García", "party")).toBe("zoe-jose-garcia");
    expect(slugOf("李雷 🎉", "party")).toBe("party");
    expect(slugOf('=HYPERLINK("x")', "party")).toBe("hyperlink-x");
  });

  it("number QR codes in list order and keep names short", () => {
    expect(qrFileName(7, "The Okafor family")).toBe("qr/0007-the-okafor-family.png");
    expect(qrFileName(1, "A".repeat(200))).toBe(`qr/0001-${"a".repeat(40)}.png`);
    expect(qrFileName(12, "../../etc/passwd")).toBe("qr/0012-etc-passwd.png");
  });

  it("name an export by the couple, what it is and the wedding code", () => {
    expect(exportFileName({ partner1: "Amelia", partner2: "Jonah", uniqueCode: "AB12CD34" }, "replies", "csv")).toBe("amelia-jonah-replies-AB12CD34.csv");
    expect(exportFileName({ partner1: "李", partner2: "雷", uniqueCode: "AB12CD34" }, "invitations", "zip")).toBe("wedding-invitations-AB12CD34.zip");
  });
});
