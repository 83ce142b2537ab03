import type { ReactNode } from "react";

/** The centred card most host screens sit in. */
export function PageCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-12 ${wide ? "max-w-5xl" : "max-w-2xl"}`}>
      {children}
    </main>
  );
}

export function CardPanel({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8 ${className}`}>{children}</section>;
}
