import { offsetText, zoneOffsetMinutes } from "../../../contract/time-zone";

// The zones the wedding form offers (docs/decisions/0031-wedding-time-zone.md): every IANA zone
// this browser knows, each with its city and its UTC offset on the wedding day.

/** The browser's own zone: the default of a new wedding, which the couple can change. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

function allZones(): string[] {
  // Node 18+ and every current browser have it; an older one offers the browser's zone and UTC.
  const supported = (Intl as { supportedValuesOf?: (key: "timeZone") => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return [...new Set([...supported, browserTimeZone(), "UTC"])];
}

/** "America/Argentina/Buenos_Aires" reads "Buenos Aires (Argentina)". */
export function zoneCity(zone: string): string {
  const [region, ...rest] = zone.split("/");
  if (!rest.length) return zone;
  const city = rest[rest.length - 1]!.replace(/_/g, " ");
  const within = rest.slice(0, -1).map((part) => part.replace(/_/g, " "));
  return within.length ? `${city} (${within.join(", ")})` : `${city} (${region})`;
}

/** "Madrid (Europe) · UTC+02:00": the city and the offset at `at`; empty for a zone this browser does not know. */
export function zoneLabel(zone: string, at: Date): string {
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- "UTC+02:00" is the offset's notation in every language
    return `${zoneCity(zone)} · UTC${offsetText(zoneOffsetMinutes(zone, at))}`;
  } catch {
    return "";
  }
}

export function zoneChoices(at: Date): Array<{ zone: string; label: string }> {
  return allZones()
    .map((zone) => ({ zone, label: zoneLabel(zone, at) }))
    .filter((choice) => choice.label);
}
