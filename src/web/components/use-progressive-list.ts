import { useCallback, useEffect, useRef, useState } from "react";

const FIRST = 40;
const STEP = 120;

/**
 * Renders a long list in slices: the first screenful at once, more as the reader nears the
 * end (IntersectionObserver on a sentinel). A couple with 2,000 replies sees the top of the
 * list immediately instead of waiting for every card to be built.
 */
export function useProgressiveList<T>(items: readonly T[]) {
  const [limit, setLimit] = useState(FIRST);
  const observer = useRef<IntersectionObserver | null>(null);

  const sentinel = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((value) => value + STEP);
      },
      { rootMargin: "1200px 0px" },
    );
    observer.current.observe(node);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);

  return { visible: items.slice(0, limit), hasMore: items.length > limit, sentinel, showAll: () => setLimit(items.length) };
}
