import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import Gift from "lucide-react/icons/gift";
import Mail from "lucide-react/icons/mail";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { thankYouReminderQuery } from "./api";
import { thankYouLine } from "./thank-you-line";

/** The dashboard's card for the post: addresses for the envelopes, gifts, and the thank-yous owed once they are due. */
export function PostGlance({ weddingId, code }: { weddingId: string; code: string }) {
  const reminder = useQuery(thankYouReminderQuery(weddingId));
  return (
    <section aria-labelledby="post-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
      <h2 id="post-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "dashboard.post", message: "Addresses and thank-yous" })}
      </h2>
      {reminder.data?.due ? (
        <p role="status" className="mt-1 rounded-lg bg-amber-50 p-2 text-sm font-medium text-amber-900">
          {thankYouLine(reminder.data)}
        </p>
      ) : (
        <p className="mt-1 text-sm text-stone-700">
          {i18n._({ id: "dashboard.postIntro", message: "Postal addresses for the envelopes, the gifts you receive, and who still needs a thank-you." })}
        </p>
      )}
      <div className="mt-4 grid gap-2">
        <Link href={`/addresses/${code}`} className={buttonClass("secondary", "w-full")}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "dashboard.openAddresses", message: "Postal addresses" })}
        </Link>
        <Link href={`/gifts/${code}`} className={buttonClass("secondary", "w-full")}>
          <Gift className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "dashboard.openGifts", message: "Gifts and thank-yous" })}
        </Link>
      </div>
    </section>
  );
}
