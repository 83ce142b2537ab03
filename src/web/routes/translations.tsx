// First: configures zod before any contract schema is built (see zod-jitless.ts).
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams, useSearch } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { Locale } from "../../contract/locales";
import { untranslatedTexts } from "../../contract/untranslated-texts";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { buttonClass } from "../components/ui/button";
import { useDocumentTitle } from "../components/use-document-title";
import { weddingQuery } from "../features/host/api";
import { HostGuard } from "../features/host/host-guard";
import { englishName } from "../features/host/language-names";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { useCoupleTexts } from "../features/translations/couple-texts";
import { translationsPath } from "../features/translations/translation-gaps";
import { TranslationsEditor } from "../features/translations/translations-editor";
import type { TranslationDrafts } from "../features/translations/save-translations";
import { ApiError } from "../lib/api";

/** /translations/{code}?lang=es: the couple's texts in each language they offer (issue 29, item 9; decision 0028). */
export default function Translations() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "translations.screenName", message: "translations" })}>
      <TranslationsScreen code={code} />
    </HostGuard>
  );
}

/** This screen's words for a failed load, laid out as every couple's screen does. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "translations.loadFailed", message: "We couldn't load your texts. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

function TranslationsScreen({ code }: { code: string }) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "translations.documentTitle",
          message: "Translations · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "translations.documentTitleLoading", message: "Translations" }),
  );
  if (wedding.isPending) return <PageSpinner />;
  if (wedding.isError) {
    if (wedding.error instanceof ApiError && wedding.error.status === 404) return <WeddingNotFound code={code} />;
    return <LoadFailed onRetry={() => void wedding.refetch()} />;
  }
  return <TranslationsView wedding={wedding.data} />;
}

function TranslationsView({ wedding }: { wedding: Wedding }) {
  const { texts, list, failed, retry } = useCoupleTexts(wedding);
  const asked = new URLSearchParams(useSearch()).get("lang");
  // Typed translations per language, kept while the couple moves between languages.
  const [drafts, setDrafts] = useState<Partial<Record<Locale, TranslationDrafts>>>({});
  if (failed) return <LoadFailed onRetry={retry} />;
  if (!texts || !list) return <PageSpinner />;
  const gaps = untranslatedTexts(texts);
  // The language asked for, else the first with something left to translate, else the first offered.
  const chosen = gaps.find((gap) => gap.locale === asked) ?? gaps.find((gap) => gap.missing.length) ?? gaps[0];
  const original = englishName(wedding.locale);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-[min(1rem,4vw)] py-8 sm:px-6 sm:py-12">
      <Link
        href={`/dashboard/${wedding.uniqueCode}`}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-blush-700 hover:text-blush-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "translations.backToDashboard", message: "Back to dashboard" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "translations.title", message: "Translations" })}</h1>
      <p className="mt-2 text-stone-700">
        {i18n._({
          id: "translations.intro",
          message:
            "Your invitation is written in {original}. Guests who read another language you offer see each of your texts in it where you have translated it, and as you wrote it where you have not. Names of places stay as you wrote them.",
          values: { original },
        })}
      </p>
      {!chosen ? (
        <div className="mt-6 rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
          <p className="text-stone-700">
            {i18n._({
              id: "translations.oneLanguage",
              message:
                "Your invitation is offered in {original} only. Offer it in other languages under Languages in your wedding details, then translate your texts here.",
              values: { original },
            })}
          </p>
          <Link href={`/admin?edit=${wedding.uniqueCode}`} className={buttonClass("secondary", "mt-4")}>
            {i18n._({ id: "translations.editDetails", message: "Edit Wedding Details" })}
          </Link>
        </div>
      ) : (
        <>
          {gaps.length > 1 && (
            <nav aria-label={i18n._({ id: "translations.languages", message: "Languages" })} className="mt-6 flex flex-wrap gap-2">
              {gaps.map(({ locale, missing }) => (
                <Link
                  key={locale}
                  replace
                  href={translationsPath(wedding.uniqueCode, locale)}
                  aria-current={locale === chosen.locale ? "page" : undefined}
                  className={buttonClass(locale === chosen.locale ? "primary" : "secondary")}
                >
                  {missing.length
                    ? i18n._({ id: "translations.tab", message: "{language} · {count} left", values: { language: englishName(locale), count: missing.length } })
                    : i18n._({ id: "translations.tabDone", message: "{language} · done", values: { language: englishName(locale) } })}
                </Link>
              ))}
            </nav>
          )}
          <div className="mt-6">
            <TranslationsEditor
              key={chosen.locale}
              wedding={wedding}
              list={list}
              texts={texts}
              locale={chosen.locale}
              drafts={drafts[chosen.locale] ?? {}}
              onDraftsChange={(next) => setDrafts((current) => ({ ...current, [chosen.locale]: next }))}
            />
          </div>
        </>
      )}
    </main>
  );
}
