/**
 * Runs `task` once the page is idle (within 4 s), or after 2 s where the browser has no
 * requestIdleCallback (Safari): for code a page may need later but not to show or answer now,
 * fetched without competing with its first load. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(task, { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 2000);
  return () => clearTimeout(handle);
}
