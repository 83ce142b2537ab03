import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { whenIdle } from "../../lib/when-idle";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

export interface ShownToast extends ToastMessage {
  id: number;
  open: boolean;
}

// docs/spec.md section 9: one toast at a time; a new one replaces the one showing.
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: ToastMessage): void {
  current = { ...message, id: nextId++, open: true };
  emit();
}

function dismiss(id: number) {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadView = () => import("./toast-view");
const ToastView = lazy(loadView);

/**
 * Mount once at the root. The view (Radix) arrives when the page is idle, or with the first
 * toast if that comes sooner; from then on it stays mounted, so a toast can animate out.
 */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void loadView().then(() => setWanted(true))), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastView shown={shown} onDismiss={dismiss} />
    </Suspense>
  );
}
