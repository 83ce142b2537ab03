import type { Wedding } from "../../../contract/wedding";
import { useLingui } from "../../lib/i18n-react";
import { REPLY_CARD } from "../invitation/reply-card";
import { ClosedNote, FindTableForm } from "./find-table-form";

/**
 * "Find your table" as a card: on the RSVP page when the couple turned it on, and as the whole
 * entrance page (/table/{code}, the QR the couple shows at the door).
 */
export function FindTableCard({ wedding, headingLevel = 2 }: { wedding: Wedding; headingLevel?: 1 | 2 }) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="find-table-heading" className={`${REPLY_CARD} grid gap-5`}>
      <div className="text-center">
        <Heading id="find-table-heading" className="font-serif text-3xl text-stone-900">
          {i18n._({ id: "table.title", message: "Find Your Table" })}
        </Heading>
        {wedding.findMyTable && (
          <p className="mt-1 text-sm text-stone-700">{i18n._({ id: "table.intro", message: "Type your name to see where you're sitting." })}</p>
        )}
      </div>
      {wedding.findMyTable ? <FindTableForm weddingId={wedding.id} check={wedding.lookupCheck} /> : <ClosedNote />}
    </section>
  );
}

/** For the RSVP page's lazy section. */
export default FindTableCard;
