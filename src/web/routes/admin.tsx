// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { PageSpinner } from "../components/page-spinner";
import { Button } from "../components/ui/button";
import { toast } from "../components/ui/toast";
import { AdminFlow, editState, NEW_WEDDING } from "../features/admin/admin-flow";
import { fullWeddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { ApiError } from "../lib/api";

/** /admin, /admin?edit={code} and /admin?edit={code}&questions=true (docs/spec.md section 2). */
export default function Admin() {
  const params = new URLSearchParams(useSearch());
  const editCode = params.get("edit")?.trim();
  const questionsFirst = params.get("questions") === "true";
  if (!editCode) return <AdminFlow key="new" initial={NEW_WEDDING} />;
  return (
    <HostGuard code={editCode} screen={i18n._({ id: "admin.screenName", message: "wedding editor" })} notFound={<EditNotFound />}>
      <EditLoader key={`${editCode}-${questionsFirst}`} code={editCode} questionsFirst={questionsFirst} />
    </HostGuard>
  );
}

function EditNotFound() {
  useEffect(() => {
    toast({
      title: i18n._({ id: "admin.notFound", message: "Wedding not found" }),
      description: i18n._({ id: "admin.notFoundDescription", message: "Could not load wedding for editing." }),
      variant: "destructive",
    });
  }, []);
  return <AdminFlow key="new" initial={NEW_WEDDING} />;
}

function EditLoader({ code, questionsFirst }: { code: string; questionsFirst: boolean }) {
  // Always read fresh: the couple may have changed things in another tab.
  const full = useQuery({ ...fullWeddingQuery(code), staleTime: 0 });
  if (full.isPending) return <PageSpinner />;
  if (full.isError) {
    if (full.error instanceof ApiError && full.error.status === 404) return <EditNotFound />;
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p role="alert" className="text-stone-700">
          {i18n._({ id: "admin.loadFailed", message: "We couldn't load your wedding for editing. Check your connection and try again." })}
        </p>
        <Button className="mt-4" pending={full.isFetching} onClick={() => void full.refetch()}>
          {i18n._({ id: "admin.tryAgain", message: "Try again" })}
        </Button>
      </main>
    );
  }
  const { questions, ...wedding } = full.data;
  return <AdminFlow initial={editState(wedding, questions, questionsFirst ? "rsvp-questions" : "form")} />;
}
