import { describe, expect, it } from "vitest";
import { copyAllText, mailtoUrl, smsUrl, whatsappNumber, whatsappUrl } from "./send-by-hand-links";

const text = "Hola María & José!\n\nAbre tu invitación:\nhttps://rsvp.example/rsvp/AB12CD34?lang=es#invite=abc_DEF-123";

describe("the addresses that open an app with the message", () => {
  it("takes only an international number for WhatsApp, and opens the contact picker otherwise", () => {
    expect(whatsappNumber("+34 612 34 56 78")).toBe("34612345678");
    expect(whatsappNumber("0048 (601) 234-567")).toBe("48601234567");
    expect(whatsappNumber("612 345 678")).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
    const url = new URL(whatsappUrl("612 345 678", text));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(text);
    expect(new URL(whatsappUrl("+34 612 34 56 78", text)).pathname).toBe("/34612345678");
  });

  it("writes an SMS body both phones read, the number as typed in digits", () => {
    const url = smsUrl("+34 612-345-678", text);
    expect(url.startsWith("sms:+34612345678?&body=")).toBe(true);
    expect(new URL(url).searchParams.get("body")).toBe(text);
    expect(smsUrl(null, "x")).toBe("sms:?&body=x");
  });

  it("writes a mailto with its subject and a CRLF body, an address in any script kept whole", () => {
    const url = new URL(mailtoUrl("zoë@müller.de", "Estás invitado", text));
    expect(decodeURIComponent(url.pathname)).toBe("zoë@müller.de");
    expect(url.searchParams.get("subject")).toBe("Estás invitado");
    expect(url.searchParams.get("body")).toBe(text.replaceAll("\n", "\r\n"));
  });

  it("copies every household's name, number and message as one text", () => {
    const all = copyAllText([
      { name: "The Okafors", phone: "+44 7700 900123", message: "Hi!\nlink-1" },
      { name: "Ana", phone: null, message: "Hola\nlink-2" },
    ]);
    expect(all).toContain("The Okafors · +44 7700 900123\n\nHi!\nlink-1");
    expect(all).toContain("Ana\n\nHola\nlink-2");
  });
});
