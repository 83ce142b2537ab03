import { useEffect } from "react";

const BRAND = "Forever RSVP";

/** Names the browser tab after the screen, so tabs and history entries say where they lead. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${BRAND}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
