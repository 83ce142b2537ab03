import { readsDifferently, zonedTimeToUtc, zonePlace } from "../../../contract/time-zone";
import { useInteractive } from "../../lib/use-interactive";
import type { I18n } from "../../../contract/translator";

/**
 * " (Madrid time)" after a time on a guest page, when the reader's device is in a zone that reads
 * the wedding's wall clock differently (docs/decisions/0031-wedding-time-zone.md): a guest in New
 * York reads "6:00 PM (Madrid time)", one in Seville or Paris just "6:00 PM". The server-painted
 * page cannot know the reader's zone, so the note appears once the app has drawn the page.
 */
export function ZoneNote({ timeZone, date, time, i18n }: { timeZone: string; date: string; time: string | null | undefined; i18n: I18n }) {
  const interactive = useInteractive();
  const zone = zonePlace(timeZone);
  if (!interactive || !zone || !time || !/^\d{1,2}:\d{2}/.test(time)) return null;
  const reader = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!reader || !readsDifferently(timeZone, reader, zonedTimeToUtc(date, time, timeZone))) return null;
  return (
    <span className="whitespace-nowrap" data-zone-note="">
      {" "}
      {i18n._({ id: "page.time.zone", message: "({zone} time)", values: { zone } })}
    </span>
  );
}
