// Alpha-Beta Lab's service worker: after one visit, the app opens and works with no network.
//
// This file is a template. Trunk does not copy it: the post-build hook (scripts/offline.py)
// writes dist/sw.js from it with BUILD filled in: every file of the build with its SHA-256, and
// a version made of those hashes. So a new build is a new sw.js, which the browser installs
// beside the old one; the page (static/offline.js) says a new version is ready, and its Reload
// button lets the new worker take over, which deletes the old cache. A debug build's BUILD has
// no files: that worker caches nothing and everything comes from the network.
//
// Install fetches and caches every file, the extras module (games, practice, the sheet
// writer) included, so that a teacher who opened the page once finds all of it in a room with
// no network, not only the parts opened then. The page registers the worker once the app has
// started and shown its page, so these fetches compete with neither the first download nor the
// app's start. Each file is checked against its hash: if a server hands over another build's
// file (a deploy half done, a stale cache), the install fails and the browser tries again at
// the next visit, rather than keep a mixed build.
// The page itself ("./") is not checked: some hosts rewrite HTML (an injected script).
"use strict";

const BUILD = /* BUILD */ { version: "template", files: {} } /* END BUILD */;
const PREFIX = "alphabeta-lab-";
const CACHE = PREFIX + BUILD.version;
const SCOPE = new URL(self.registration.scope);
const at = (name) => new URL(name, SCOPE).href;
// The URLs this version caches; every other request is left alone (no respondWith at all).
const cached = Object.fromEntries(Object.keys(BUILD.files).map((name) => [at(name), true]));

async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fill() {
  const cache = await caches.open(CACHE);
  await Promise.all(Object.entries(BUILD.files).map(async ([name, hash]) => {
    // "no-cache": asked again of the server (a 304 when the page just fetched it), never an
    // HTTP cache's older copy of a name that stays the same from build to build (extras.js).
    let response = await fetch(at(name), { cache: "no-cache" });
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    if (hash && (await sha256(response)) !== hash) throw new Error(`${name} is not this build's`);
    // A response that was redirected (a host sending "./" on to "./index.html") cannot answer
    // a navigation: keep its body and headers only.
    if (response.redirected) response = new Response(await response.blob(), response);
    await cache.put(at(name), response);
  }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(fill().catch(async (error) => {
    await caches.delete(CACHE);
    throw error;
  }));
});

// The page's Reload button (static/offline.js): this version takes over the open pages.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

// Once this version is in charge, the older versions' caches go. It takes charge of the pages
// open without a worker too (the first visit's), so that a part they open after the network
// has gone (a game, practice) comes from the cache. An older version's page is given this
// one's files only once a Reload has let it in (static/offline.js): in another tab, the
// notice then asks for a reload, as a page open while a server is updated would need.
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(
    keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
  )).then(() => self.clients.claim()));
});

// The app's files come from the cache. Opening the page with any query (`?tree=...`) is
// answered with the cached page, which reads the query itself. Anything not cached (another
// page of the site, a debug build's files) goes to the network as without a worker.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin) return;
  const page = request.mode === "navigate" &&
    (url.pathname === SCOPE.pathname || url.pathname === SCOPE.pathname + "index.html");
  const key = page ? at("./") : url.href;
  if (!(key in cached)) return;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(key))
      .then((hit) => hit || fetch(request)),
  );
});
