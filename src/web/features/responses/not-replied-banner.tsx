import { i18n } from "../host/host-i18n";
import { Link } from "wouter";
import Hourglass from "lucide-react/icons/hourglass";
import { buttonClass } from "../../components/ui/button";

interface NotRepliedBannerProps {
  code: string;
  parties: number;
  /** Their seats: named guests and open seats (contract/rules/head-count.ts). */
  guests: number;
}

/**
 * Households on the guest list that have not replied (issue 29, item 7): the responses page
 * counts their guests as pending, and this says who they are is on the guest list.
 */
export function NotRepliedBanner({ code, parties, guests }: NotRepliedBannerProps) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush-200 bg-white p-4 text-stone-800 shadow-sm">
      <p role="status" className="min-w-0 break-words">
        <Hourglass className="me-2 inline-block h-5 w-5 align-[-0.2em] text-blush-600" aria-hidden="true" />
        <span data-testid="not-replied-summary">
          <strong>
            {i18n._({
              id: "responses.notRepliedHouseholds",
              message: "{households, plural, one {# household has} other {# households have}} not replied yet:",
              values: { households: parties },
            })}
          </strong>{" "}
          {i18n._({
            id: "responses.notRepliedGuests",
            message: "{guests, plural, one {# guest} other {# guests}} pending, counted below.",
            values: { guests },
          })}
        </span>
      </p>
      <Link href={`/guests/${code}?show=not-replied`} className={buttonClass("secondary")}>
        {i18n._({ id: "responses.seeNotReplied", message: "See who on the guest list" })}
      </Link>
    </div>
  );
}
