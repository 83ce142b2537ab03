import { Button } from "../../components/ui/button";
import { i18n } from "./host-i18n";

/** A couple's screen whose data did not load: what failed, in that screen's words, and a retry. */
export function ScreenLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <p role="alert" className="text-stone-700">
        {message}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        {i18n._({ id: "host.tryAgain", message: "Try again" })}
      </Button>
    </main>
  );
}
