// Alpha-Beta Lab's last line of defence, loaded before the app.
//
// If the app's Rust code ever panics, its panic hook logs the message and location and leaves
// them on <html data-crash-details>, then the release build stops with a WebAssembly trap (a
// RuntimeError: the build aborts on panic, without unwinding). The app cannot go on after
// that, so this covers the dead page with a plain message that says the work is saved, how to
// carry on, and what to put in a bug report (#crash-details). The same message covers a page
// whose app could not start at all (its wasm could not be had): the prerendered first view
// would otherwise look alive and do nothing. It is a file of its own (the page's
// Content-Security-Policy allows only the inline scripts the build hashes), and it is plain
// DOM, no innerHTML.
"use strict";
(function () {
  function isTrap(error) {
    return typeof WebAssembly === "object" && error instanceof WebAssembly.RuntimeError;
  }

  // The page's words in its language (src/app/language.rs puts them on <html>), else English.
  function said(name, english) {
    return document.documentElement.getAttribute("data-msg-" + name) || english;
  }

  function showCrash() {
    if (document.getElementById("crash") || !document.body) return;
    const panel = document.createElement("div");
    panel.id = "crash";
    panel.className = "crash";
    panel.setAttribute("role", "alert");
    const title = document.createElement("h2");
    title.textContent = said("crash-title", "Something went wrong, and the page stopped.");
    const text = document.createElement("p");
    text.textContent = said(
      "crash-text",
      "Your tree and settings are saved in this browser. Reload the page to carry on; if the " +
        "same thing happens again, use Share & export to keep a link to your tree, and tell us " +
        "what you did."
    );
    const reload = document.createElement("a");
    reload.href = "./";
    reload.textContent = said("update-reload", "Reload");
    panel.append(title, text);
    const details = document.documentElement.getAttribute("data-crash-details");
    if (details) {
      const label = document.createElement("p");
      label.textContent = said("crash-report", "If you report it, please include these lines:");
      const pre = document.createElement("pre");
      pre.id = "crash-details";
      pre.textContent = details;
      panel.append(label, pre);
    }
    panel.append(reload);
    document.body.append(panel);
  }

  // While the prerendered first view is still shown, the app has not started: an uncaught
  // error then (its wasm could not be fetched or compiled) leaves a page that looks alive and
  // does nothing, so it gets the same message.
  function notStarted() {
    return !!document.querySelector(".first-view");
  }

  addEventListener("error", (e) => (isTrap(e.error) || notStarted()) && showCrash());
  addEventListener("unhandledrejection", (e) => isTrap(e.reason) && showCrash());
})();
