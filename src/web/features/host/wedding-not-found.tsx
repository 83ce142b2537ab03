import { i18n } from "./host-i18n";
import { withElements } from "../../lib/i18n-react";
import { Link } from "wouter";
import SearchX from "lucide-react/icons/search-x";
import { buttonClass } from "../../components/ui/button";

/** Unknown wedding code on a host screen (docs/spec.md section 2). */
export function WeddingNotFound({ code }: { code?: string }) {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <SearchX className="h-8 w-8" aria-hidden="true" />
      </div>
      <h1 className="mt-6 font-serif text-3xl text-stone-900">{i18n._({ id: "weddingNotFound.title", message: "Wedding Not Found" })}</h1>
      <p className="mt-3 text-stone-700">
        {code
          ? withElements(i18n._({ id: "weddingNotFound.withCode", message: "We couldn't find a wedding with the code <0>{code}</0>.", values: { code } }), {
              0: <span className="font-mono font-semibold" />,
            })
          : i18n._({ id: "weddingNotFound.noCode", message: "We couldn't find that wedding." })}{" "}
        {i18n._({ id: "weddingNotFound.hint", message: "Check the code, or set up your wedding from the start." })}
      </p>
      <Link href="/admin" className={`${buttonClass("primary")} mt-8`}>
        {i18n._({ id: "weddingNotFound.setup", message: "Go to wedding setup" })}
      </Link>
    </main>
  );
}
