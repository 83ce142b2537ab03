import { i18n } from "./host-i18n";

/**
 * A wall-clock time of the wedding as the couple's screens show it, with the wedding's zone named:
 * "4:00 PM (Europe/Madrid)". The couple may plan from another zone than the party's (decision 0031),
 * and a bare "4:00 PM" on their screen reads as their own clock. The IANA name, since that is what
 * the wedding form's zone field shows them.
 */
export function withZone(time: string, timeZone: string): string {
  return time ? i18n._({ id: "host.timeInZone", message: "{time} ({zone})", values: { time, zone: timeZone } }) : time;
}
