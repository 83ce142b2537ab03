import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { Button } from "./button";

/** Up and down buttons for an item of a list the couple orders (events, website sections); each shows only where it can move. */
export function MoveButtons({ onMove, upLabel, downLabel }: { onMove: { up?: () => void; down?: () => void }; upLabel: string; downLabel: string }) {
  return (
    <>
      {onMove.up && (
        <Button type="button" variant="ghost" onClick={onMove.up} aria-label={upLabel}>
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
      {onMove.down && (
        <Button type="button" variant="ghost" onClick={onMove.down} aria-label={downLabel}>
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
    </>
  );
}
