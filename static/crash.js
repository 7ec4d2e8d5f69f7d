// Alpha-Beta Lab's last line of defence, loaded before the app.
//
// If the app's Rust code ever panics, the release build stops at once with a WebAssembly trap
// (a RuntimeError: the build aborts on panic, without unwinding or formatting a message). The
// app cannot go on after that, so this replaces the dead page with a plain message that says
// the work is saved and how to carry on. It is a file of its own because the page's
// Content-Security-Policy allows no inline script, and it is plain DOM, no innerHTML.
"use strict";
(function () {
  function isTrap(error) {
    return typeof WebAssembly === "object" && error instanceof WebAssembly.RuntimeError;
  }

  function showCrash() {
    if (document.getElementById("crash") || !document.body) return;
    const panel = document.createElement("div");
    panel.id = "crash";
    panel.className = "crash";
    panel.setAttribute("role", "alert");
    const title = document.createElement("h2");
    title.textContent = "Something went wrong, and the page stopped.";
    const text = document.createElement("p");
    text.textContent =
      "Your tree and settings are saved in this browser. Reload the page to carry on; if the " +
      "same thing happens again, use Share & export to keep a link to your tree, and tell us " +
      "what you did.";
    const reload = document.createElement("a");
    reload.href = "./";
    reload.textContent = "Reload";
    panel.append(title, text, reload);
    document.body.append(panel);
  }

  addEventListener("error", (e) => isTrap(e.error) && showCrash());
  addEventListener("unhandledrejection", (e) => isTrap(e.reason) && showCrash());
})();
