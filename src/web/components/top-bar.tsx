import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { i18n } from "../lib/site-i18n";
import { BrandMark } from "./brand-mark";

const LINK_CLASS =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-blush-100 hover:text-blush-700 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none";

/** The site's top bar: the logo home, and one way in for couples. Collapses into a menu on phones. */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // A tap on a link changes the route; the phone menu should not stay open over the new page.
  useEffect(() => setOpen(false), [location]);

  // Escape closes the open menu from anywhere, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-blush-200/70 bg-blush-50/90 backdrop-blur supports-[backdrop-filter]:bg-blush-50/75">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-blush-700 shadow-sm focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {i18n._({ id: "topBar.skipToContent", message: "Skip to content" })}
      </a>
      <nav aria-label={i18n._({ id: "topBar.main", message: "Main" })} className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <Link
          href="/"
          className="flex min-h-11 items-center gap-2 rounded-lg font-serif text-xl text-stone-900 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
        >
          <BrandMark />
          <span>Forever RSVP</span>
        </Link>
        <div className="hidden sm:block">
          <Link href="/admin" className={LINK_CLASS} aria-current={location.startsWith("/admin") ? "page" : undefined}>
            {i18n._({ id: "topBar.manageWedding", message: "Manage my Wedding" })}
          </Link>
        </div>
        <button
          ref={toggle}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-700 hover:bg-blush-100 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none sm:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? i18n._({ id: "topBar.closeMenu", message: "Close menu" }) : i18n._({ id: "topBar.openMenu", message: "Open menu" })}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
        </button>
      </nav>
      <div id={menuId} hidden={!open} className="border-t border-blush-200/70 px-4 py-2 sm:hidden">
        <Link href="/admin" className={`${LINK_CLASS} w-full`}>
          {i18n._({ id: "topBar.manageWedding", message: "Manage my Wedding" })}
        </Link>
      </div>
    </header>
  );
}
