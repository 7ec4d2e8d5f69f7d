// Runs first in the body, before the prerendered first view is parsed (scripts/prerender.cjs
// puts it there, with the lists below filled in). The first view shows the seeds' tree at
// step 0 in English: a visit that will open on anything else (a link with a query, saved work
// or a view other than a default visit leaves, another language) marks <html> with
// `first-view-other`, and the style sheet shows a quiet placeholder where the tree would be,
// never the default tree as if it were the visitor's. The theme chosen in this browser is put
// on <html> at once, as the app does (browser::set_theme). The app's code is the authority:
// this only decides what to show until it starts.
//
// `firstViewShown` resolves once the browser has painted the first view and shown it (two
// frames), or after SHOWN_WITHIN_MS (a background tab paints none): the loader fetches the
// app's wasm only then (scripts/prerender.cjs), so that on a slow network the first view's
// few bytes do not share it with the app's many, and the app never replaces a page the
// browser has not yet shown.
(function () {
  var SHOWN_WITHIN_MS = 300;
  window.firstViewShown = new Promise(function (shown) {
    var frames = 2;
    var next = function () {
      if (--frames > 0) requestAnimationFrame(next);
      else setTimeout(shown, 0);
    };
    requestAnimationFrame(next);
    setTimeout(shown, SHOWN_WITHIN_MS);
  });
  var html = document.documentElement;
  var saves = /* DEFAULT_SAVES */[];
  var views = /* DEFAULT_VIEWS */[];
  var speaks = ["en", "ja", "zh", "sl"];
  var primary = function (tag) { return String(tag || "").split(/[-_]/)[0].toLowerCase(); };
  var other = location.search.length > 1;
  var chosen = null;
  try {
    var store = window.localStorage;
    var saved = store.getItem("alphabeta-lab/v1");
    var view = store.getItem("alphabeta-lab/v1/view");
    if (saved !== null && saves.indexOf(saved) < 0) other = true;
    if (view !== null && views.indexOf(view) < 0) other = true;
    var theme = store.getItem("alphabeta-lab/v1/theme");
    if (theme === "light" || theme === "dark") html.setAttribute("data-theme", theme);
    chosen = store.getItem("alphabeta-lab/v1/lang");
  } catch (e) {
    // No storage (a private window that refuses it): nothing saved; the link and the
    // browser's languages decide.
  }
  // The language, as the app chooses it (i18n::choose): the menu's choice kept here, else
  // the first of the browser's languages the page speaks, else English.
  var lang = primary(chosen);
  if (speaks.indexOf(lang) < 0) {
    var preferred = navigator.languages || [navigator.language];
    lang = "en";
    for (var i = 0; i < preferred.length; i++) {
      if (speaks.indexOf(primary(preferred[i])) >= 0) { lang = primary(preferred[i]); break; }
    }
  }
  if (other || lang !== "en") html.classList.add("first-view-other");
})();
