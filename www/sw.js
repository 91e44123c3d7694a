// Service worker TEMPLATE. scripts/sw-precache.mjs (a Trunk post_build hook) replaces the
// two placeholders in the staged copy with the list of built files and a content digest.
// Navigations: network first, cache fallback (a new deploy shows at once).
// Everything else: cache first (file names are content-hashed, or precached per version).
const VERSION = "__VERSION__";
const PRECACHE = "__PRECACHE__";
const CACHE = "cardtable-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE.map((u) => new Request(u, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys())
      if (key.startsWith("cardtable-") && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    event.respondWith((async () => {
      try {
        const res = await fetch(req);
        // The page itself is cached as "./"; any other page (a rule book) under its own URL.
        const url = new URL(req.url), scope = new URL(self.registration.scope);
        const isPage = url.pathname === scope.pathname || url.pathname === scope.pathname + "index.html";
        if (res.ok) (await caches.open(CACHE)).put(isPage ? "./" : url.origin + url.pathname, res.clone());
        return res;
      } catch {
        const cache = await caches.open(CACHE);
        return (await cache.match(req, { ignoreSearch: true })) || (await cache.match("./"));
      }
    })());
    return;
  }
  event.respondWith((async () => {
    const hit = await caches.match(req, { ignoreSearch: true });
    return hit || fetch(req);
  })());
});
