/**
 * The door page's service worker (public/check-in-sw.js, scoped to /check-in/; docs/decisions/0039-check-in.md):
 * registered once the list shows, then told which files this page runs on, so a reload with the
 * venue's connection gone still opens the screen; the list itself comes from door-store.ts.
 */
let registered = false;

export function registerDoorWorker(): void {
  if (registered || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  registered = true;
  navigator.serviceWorker
    .register("/check-in-sw.js", { scope: "/check-in/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const files = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
        .map((url) => url.pathname);
      registration.active?.postMessage({ type: "keep", urls: [location.pathname, ...new Set(files)] });
    })
    .catch(() => {
      // No worker (a private window, a browser without one): the screen still works, without an offline reload.
      registered = false;
    });
}
