import { i18n } from "./host-i18n";
import { withElements } from "../../lib/i18n-react";
import type { ReactNode } from "react";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { useQueryClient } from "@tanstack/react-query";
import { PageSpinner } from "../../components/page-spinner";
import { Button } from "../../components/ui/button";
import { HostSignInForm } from "./host-sign-in-form";
import { hostAccessKey } from "./api";
import { useHostAccess } from "./use-host-access";
import { WeddingNotFound } from "./wedding-not-found";

interface HostGuardProps {
  code: string;
  /** What the host is trying to open, for the key prompt: "dashboard", "guest responses". */
  screen: string;
  children: ReactNode;
  /** Replaces the Wedding Not Found page (the editor toasts and returns to the entry step). */
  notFound?: ReactNode;
}

/** Shows its children only once this browser holds the wedding's host key; otherwise asks for it. */
export function HostGuard({ code, screen, children, notFound }: HostGuardProps) {
  const access = useHostAccess(code);
  const queryClient = useQueryClient();

  if (access.isPending) return <PageSpinner />;
  if (access.isError) {
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="font-serif text-3xl text-stone-900">{i18n._({ id: "hostGuard.failedTitle", message: "Something went wrong" })}</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {i18n._({ id: "hostGuard.failed", message: "We couldn't check your access to this wedding. Check your connection and try again." })}
        </p>
        <Button className="mt-6" pending={access.isFetching} onClick={() => void access.refetch()}>
          {i18n._({ id: "hostGuard.tryAgain", message: "Try again" })}
        </Button>
      </main>
    );
  }
  if (access.data === "not-found") return notFound ?? <WeddingNotFound code={code} />;
  if (access.data === "granted") return <>{children}</>;

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
          <LockKeyhole className="h-6 w-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 font-serif text-2xl text-stone-900 sm:text-3xl">{i18n._({ id: "hostGuard.title", message: "Enter your host key" })}</h1>
        <p className="mt-2 text-stone-700">
          {withElements(
            i18n._({
              id: "hostGuard.intro",
              message: "Only the couple can open the {screen} for wedding <0>{code}</0>. Enter the host key to continue on this device.",
              values: { screen, code },
            }),
            { 0: <span className="font-mono font-semibold" /> },
          )}
        </p>
        {access.data === "wrong-key" && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {i18n._({ id: "hostGuard.wrongKey", message: "The key this browser has doesn't open this wedding. Enter the right host key." })}
          </p>
        )}
        <div className="mt-6">
          <HostSignInForm
            fixedCode={code}
            submitLabel={i18n._({ id: "hostGuard.unlock", message: "Unlock" })}
            onOpened={() => void queryClient.invalidateQueries({ queryKey: hostAccessKey(code) })}
          />
        </div>
      </div>
    </main>
  );
}
