import { i18n } from "./host-i18n";
import { useState, type ReactNode } from "react";
import Download from "lucide-react/icons/download";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";

export interface DownloadChoice {
  key: string;
  /** The button's words (may hold a fuller name for screen readers). */
  content: ReactNode;
  variant?: "secondary";
  /** Fetches the file through the one fetch wrapper and hands it to the browser (lib/download.ts). */
  run: () => Promise<void>;
}

/**
 * The couple's file downloads (CSVs, the mail merge): each button shows it is working, all wait
 * while one runs (a second click would only fetch the file twice), and a failure says so in a
 * toast instead of failing silently (docs/design.md section 8).
 */
export function DownloadButtons({ choices, failure }: { choices: readonly DownloadChoice[]; failure: { title: string; description: string } }) {
  const [running, setRunning] = useState<string | null>(null);
  const start = async (choice: DownloadChoice) => {
    setRunning(choice.key);
    try {
      await choice.run();
    } catch {
      toast({ ...failure, variant: "destructive" });
    } finally {
      setRunning(null);
    }
  };
  return choices.map((choice) => (
    <Button
      key={choice.key}
      variant={choice.variant}
      pending={running === choice.key}
      disabled={running !== null}
      pendingLabel={i18n._({ id: "download.pending", message: "Exporting…" })}
      onClick={() => void start(choice)}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {choice.content}
    </Button>
  ));
}
