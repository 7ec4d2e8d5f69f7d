// Offline use: registers the service worker (dist/sw.js, written by scripts/offline.py from
// static/sw.js) once the app has shown its page, and says when a new version is ready
// (#update-ready, in the look of the page's own notices, with #btn-update-reload and
// #btn-update-later). Where the browser has no service workers (served over plain http from
// another machine), nothing happens. A file of its own: the page's Content-Security-Policy
// allows no inline script. Plain DOM, no innerHTML. Part of the first download: kept small.
"use strict";
(() => {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  let asked = false;
  let controller = workers.controller;
  // The page's words in its language (src/app/language.rs puts them on <html>), else English.
  const said = (name, english) => document.documentElement.getAttribute(`data-msg-${name}`) || english;

  function button(id, className, text, onclick) {
    const b = document.createElement("button");
    b.id = id;
    b.className = className;
    b.textContent = text;
    b.onclick = onclick;
    return b;
  }

  // `worker`: the new version, installed and waiting for the open pages to let it in. Reload:
  // it takes over (sw.js), then the page reloads on the controller's change; if another tab has
  // let it in already, a reload is all it takes. Mid-lesson the notice can wait: × takes it
  // away (the new version opens once every tab of the app is closed).
  function notice(worker) {
    if (document.getElementById("update-ready")) return;
    const box = document.createElement("div");
    box.id = "update-ready";
    box.className = "notice";
    box.setAttribute("role", "status");
    const later = button("btn-update-later", "dismiss", "×", () => box.remove());
    later.setAttribute("aria-label", said("update-later", "Not now"));
    box.append(said("update-ready", "A new version is ready."), button("btn-update-reload", "ctl", said("update-reload", "Reload"), () => {
      asked = true;
      if (worker && worker.state === "installed") worker.postMessage("skip-waiting");
      else location.reload();
    }), later);
    document.body.append(box);
  }

  // A new version in charge of this page: after the button, reload; if another tab let it in,
  // this page still runs the old one: say so. (The first worker taking charge of the first
  // visit's page is no news.)
  workers.oncontrollerchange = () => {
    if (asked) location.reload();
    else if (controller) notice();
    controller = workers.controller;
  };

  // Only an update is news: on the first visit no worker is in charge yet when it installs.
  const watch = (worker) => {
    if (worker) worker.onstatechange = () => worker.state === "installed" && workers.controller && notice(worker);
  };
  const register = () => workers.register("sw.js").then((registration) => {
    if (!registration) return; // as where the browser's driver blocks service workers
    if (registration.waiting && workers.controller) notice(registration.waiting);
    // The browser looks for a new version at each visit, maybe before this runs.
    watch(registration.installing);
    registration.onupdatefound = () => watch(registration.installing);
  }, () => {});
  // A first install fetches and stores every file of the build, on threads that share the
  // machine with the page's. Begun once the app has started and shown its page (`#app` loses
  // `data-drawing`, src/app/first_view.rs) and the page is idle, it never slows the start.
  const IDLE_WITHIN_MS = 2000;
  const started = new MutationObserver(() => {
    const app = document.getElementById("app");
    if (!app || app.hasAttribute("data-drawing")) return;
    started.disconnect();
    if (window.requestIdleCallback) requestIdleCallback(register, { timeout: IDLE_WITHIN_MS });
    else setTimeout(register, IDLE_WITHIN_MS);
  });
  started.observe(document.body, { subtree: true, attributeFilter: ["data-drawing"] });
})();
