// Keeps what a person does on the prerendered first view (scripts/prerender.cjs) before the
// app has started, so that nothing they press is lost: on a slow network the wasm comes
// seconds after the first view is shown. Runs once the page is parsed (`defer`), before the
// loader fetches the wasm (it waits for `firstViewShown`). A file of its own: the page's
// Content-Security-Policy allows no inline script but the hashed ones. Part of the first
// download: kept small.
//
// Kept, in order, each as the id of the first view's button it stands for: the replay's keys
// as the app reads them (src/app/mod.rs: Left, Right, Home, End, Space, never while typing,
// Space not on a button it presses), and a press (or Enter) on any button of the first view
// that is not disabled. The first view stops being inert but for its fields, menus, the
// scrubber and the drawing's nodes, which stay inert: the style sheet shows them, and the page
// around the buttons, as not ready yet (`.first-view[data-early]`). A button an input was kept
// for carries `data-kept`.
//
// The app takes them (src/app/first_view.rs) with `earlyInput.take(last)`: while it draws its
// page behind the first view, the replay steps kept first (`last` false), so that the page is
// drawn at the step asked for; once it has shown its page, the rest (`last` true), which stops
// the recorder. Until then the keys it keeps never reach the app's own listeners (it takes them
// at the window, first), so nothing is done twice.
"use strict";
(() => {
  const view = document.querySelector(".first-view");
  if (!view) return;
  const STEPS = ["btn-first", "btn-back", "btn-play", "btn-forward", "btn-last"];
  const KEYS = {
    ArrowLeft: "btn-back", ArrowRight: "btn-forward", Home: "btn-first", End: "btn-last",
    " ": "btn-play", Spacebar: "btn-play",
  };
  // As src/app/mod.rs reads a key's target: TEXT_FIELD, PRESSED_BY_SPACE.
  const TEXT_FIELD = "textarea, input:not([type=range])";
  const PRESSED_BY_SPACE = `button:not(#${STEPS.join(", #")}), [role=button]`;
  const KEPT = "button[id]:not([disabled])";
  const kept = [];
  const keep = (id) => {
    kept.push(id);
    const button = view.querySelector(`#${id}`);
    if (button) button.setAttribute("data-kept", "");
  };
  const at = (e, selector) => e.target instanceof Element && e.target.matches(selector);
  const onKey = (e) => {
    const id = KEYS[e.key];
    if (!id || e.ctrlKey || e.metaKey || e.altKey || at(e, TEXT_FIELD)) return;
    if (id === "btn-play" && at(e, PRESSED_BY_SPACE)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    keep(id);
  };
  // A press is kept when it starts: the app may put its page in the first view's place before
  // the button is let go, and a click begun on one page and ended on the other is no click.
  // Its click, if it comes, is then not kept again; a click with no press (Enter) is kept.
  let pressed = null;
  const target = (e) => {
    const button = e.target instanceof Element && e.target.closest(KEPT);
    return button && view.contains(button) ? button : null;
  };
  const onPress = (e) => {
    pressed = target(e);
    if (pressed) keep(pressed.id);
  };
  const onClick = (e) => {
    const button = target(e);
    if (button && button !== pressed) keep(button.id);
    pressed = null;
  };
  for (const control of view.querySelectorAll("button, input, select, textarea, [tabindex]")) {
    if (!control.matches(KEPT)) control.setAttribute("inert", "");
  }
  view.removeAttribute("inert");
  view.setAttribute("data-early", "");
  addEventListener("keydown", onKey, true);
  addEventListener("pointerdown", onPress, true);
  addEventListener("click", onClick, true);
  window.earlyInput = {
    take(last) {
      const other = kept.findIndex((id) => !STEPS.includes(id));
      const taken = kept.splice(0, last || other < 0 ? kept.length : other);
      if (last) {
        removeEventListener("keydown", onKey, true);
        removeEventListener("pointerdown", onPress, true);
        removeEventListener("click", onClick, true);
      }
      return taken.join(" ");
    },
  };
})();
