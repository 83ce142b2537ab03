import { useLingui } from "../../lib/i18n-react";

/**
 * "Ana García & Tom Becker" on the guest pages (issue 29, item 10). Each name is isolated, so a
 * Latin name keeps its order on a right-to-left page; the joining word is the page language's
 * ("&", in Arabic "و") and stays with the second name, so a wrapped line starts with it
 * ("Ana García" / "& Tom Becker") instead of leaving it dangling at the end of the first.
 */
export function CoupleNames({ partner1, partner2, joinClassName = "" }: { partner1: string; partner2: string; joinClassName?: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <bdi>{partner1}</bdi>{" "}
      <span className="inline-block">
        <span className={joinClassName}>{i18n._({ id: "invitation.and", message: "&" })}</span> <bdi>{partner2}</bdi>
      </span>
    </>
  );
}
