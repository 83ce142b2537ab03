import type { ReactNode } from "react";

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-t border-blush-100 pt-6 first:border-t-0 first:pt-0">
      <div>
        <h3 className="font-serif text-xl text-stone-900">{title}</h3>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
