// The door screen's service worker (issue 30 item 9; docs/decisions/0039-check-in.md), scoped to
// /check-in/: a reload without the venue's connection still opens the screen. It keeps only what
// the door page runs on: the page itself (network first, the kept copy when offline) and the
// hashed files the page tells it about (kept first: their names change with each build). It never
// touches /api: the day's list and the waiting marks are the page's own (door-store.ts).
const CACHE = "check-in-v1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("check-in-") && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** The page's files now: kept, and an older build's files dropped. */
async function keep(paths) {
  const cache = await caches.open(CACHE);
  const wanted = new Set(paths.map((path) => new URL(path, self.location.origin).href));
  await Promise.all([...wanted].map((url) => cache.add(url).catch(() => undefined)));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url) && new URL(request.url).pathname.startsWith("/assets/")) await cache.delete(request);
  }
}

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  const paths = data.urls.filter((url) => typeof url === "string" && url.startsWith("/") && !url.startsWith("//")).slice(0, 200);
  event.waitUntil(keep(paths));
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

async function keptFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith("/check-in/")) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(keptFirst(request));
});
