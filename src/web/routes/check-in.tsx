// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useParams } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { DoorScreen } from "../features/check-in/door-screen";
import { forgetDoor, loadDoor, type SavedDoor } from "../features/check-in/door-store";
import { weddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { useHostAccess } from "../features/host/use-host-access";
import { loadStatus } from "../features/host/load-status";
import { WeddingNotFound } from "../features/host/wedding-not-found";

/**
 * /check-in/{code}: the door screen (issue 30 item 9; docs/decisions/0039-check-in.md). The host
 * key opens it, as every couple's screen. When the server cannot be reached (the venue's
 * connection dropped, or the page was reloaded without one) and this device kept the day's
 * list, the list shows from the device; once the server answers that the key no longer opens
 * the wedding, the kept list is forgotten.
 */
export default function CheckIn() {
  const { code = "" } = useParams<{ code: string }>();
  const saved = useMemo(() => loadDoor(code), [code]);
  const access = useHostAccess(code);
  const unreachable = access.isError || (access.isPending && access.fetchStatus === "paused");
  const refused = access.data !== undefined && access.data !== "granted";
  useEffect(() => {
    if (refused) forgetDoor(code);
  }, [refused, code]);

  if (saved && unreachable) return <DoorScreen wedding={saved.wedding} saved={saved} />;
  return (
    <HostGuard code={code} screen={i18n._({ id: "checkIn.screenName", message: "door screen" })}>
      <DoorWeddingLoader code={code} saved={saved} />
    </HostGuard>
  );
}

function DoorWeddingLoader({ code, saved }: { code: string; saved: SavedDoor | undefined }) {
  const query = useQuery(weddingQuery(code));
  const status = loadStatus(query);
  const wedding = query.data ?? (saved && (status === "failed" || query.fetchStatus === "paused") ? saved.wedding : undefined);
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (!wedding && status === "failed") {
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p role="alert" className="text-stone-700">
          {i18n._({ id: "checkIn.weddingFailed", message: "We couldn't load your wedding. Check your connection and try again." })}
        </p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          {i18n._({ id: "checkIn.retry", message: "Try again" })}
        </Button>
      </main>
    );
  }
  if (!wedding) return <PageSpinner />;
  const door = { id: wedding.id, uniqueCode: wedding.uniqueCode, partner1: wedding.partner1, partner2: wedding.partner2 };
  return <DoorScreen wedding={door} saved={saved} />;
}
