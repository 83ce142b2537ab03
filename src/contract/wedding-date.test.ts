import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatWeddingDate, formatWeddingTime } from "./wedding-date";

describe("formatWeddingDate", () => {
  it("reads like date-fns 'EEEE, MMMM do, yyyy' for every day of two years", () => {
    for (let day = 0; day < 731; day++) {
      const date = new Date(2027, 0, 1 + day);
      const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
      expect(formatWeddingDate(iso)).toBe(format(date, "EEEE, MMMM do, yyyy"));
    }
  });

  it("writes ordinals as people do", () => {
    expect(formatWeddingDate("2027-06-12")).toBe("Saturday, June 12th, 2027");
    expect(formatWeddingDate("2027-08-01")).toBe("Sunday, August 1st, 2027");
    expect(formatWeddingDate("2027-08-22")).toBe("Sunday, August 22nd, 2027");
    expect(formatWeddingDate("2027-08-23")).toBe("Monday, August 23rd, 2027");
    expect(formatWeddingDate("2027-08-11")).toBe("Wednesday, August 11th, 2027");
  });
});

describe("formatWeddingTime", () => {
  it("shows a 12-hour clock like date-fns 'h:mm a', or Time TBD", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
      const mm = String(minutes % 60).padStart(2, "0");
      expect(formatWeddingTime(`${hh}:${mm}`)).toBe(format(new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60), "h:mm a"));
    }
    expect(formatWeddingTime("15:30")).toBe("3:30 PM");
    expect(formatWeddingTime("00:05")).toBe("12:05 AM");
    expect(formatWeddingTime("")).toBe("Time TBD");
    expect(formatWeddingTime(null)).toBe("Time TBD");
  });
});

describe("in the guest's language (issue 16)", () => {
  it("writes the date and time exactly as Intl does for each locale but English", () => {
    for (const locale of ["es", "fr", "de", "it", "pt", "pl", "ar"] as const) {
      const expectedDate = new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
      expect(formatWeddingDate("2027-06-12", locale)).toBe(expectedDate.format(Date.UTC(2027, 5, 12)));
      const expectedTime = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
      expect(formatWeddingTime("15:30", locale)).toBe(expectedTime.format(Date.UTC(2000, 0, 1, 15, 30)));
    }
    expect(formatWeddingDate("2027-06-12", "es")).toBe("sábado, 12 de junio de 2027");
    expect(formatWeddingTime("15:30", "de")).toBe("15:30");
    expect(formatWeddingTime(null, "es", "Hora por confirmar")).toBe("Hora por confirmar");
  });
});
