import { i18n } from "../host/host-i18n";
import type { SeatingView } from "../../../contract/seating-plan";
import { newlyBrokenApart, ruleStatuses } from "../../../contract/seating/rule-status";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import type { SeatingWrites } from "./api";
import type { NewRule } from "./rules-panel";

/**
 * The Rules panel's writes (docs/decisions/0042-seating-rules.md), and the warning after a move
 * by hand that seats two people kept apart at one table: the move stands (the couple may know
 * better), the rule shows "Broken", and "Seat everyone for me" will not save a plan that does it.
 */
export function useSeatingRules(writes: SeatingWrites, view: SeatingView | undefined) {
  const version = view?.version ?? 0;
  const refused = (error: unknown) =>
    toast({
      title: i18n._({ id: "seating.rules.notAdded", message: "Rule not saved" }),
      description: (error instanceof ApiError && error.reason) || i18n._({ id: "seating.tryAgain", message: "Please try again." }),
      variant: "destructive",
    });
  const add = (rule: NewRule) =>
    writes.addRule.mutateAsync({ version, ...rule }).then(
      () => {
        toast({ title: i18n._({ id: "seating.rules.added", message: "Rule added" }), variant: "success" });
        return true;
      },
      (error: unknown) => (refused(error), false),
    );
  /** Resolves true once the rule is gone (to the trash: the screen's "Deleted … Undo" line follows). */
  const remove = (id: string) =>
    writes.removeRule.mutateAsync({ id, version }).then(
      () => true,
      (error: unknown) => (refused(error), false),
    );
  const warnIfBroken = (next: SeatingView) => {
    if (!view) return;
    const broken = newlyBrokenApart(ruleStatuses(view), ruleStatuses(next), next.rules);
    if (broken.length)
      toast({
        title: i18n._({ id: "seating.rules.brokenByMove", message: "A keep-apart rule is broken" }),
        description: broken.map((status) => status.text).join(" "),
        variant: "destructive",
      });
  };
  return { add, remove, warnIfBroken, pending: writes.addRule.isPending };
}
