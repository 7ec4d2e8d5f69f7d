// What every end-to-end check is written against, in every engine: reads that wait for the
// page to show what is expected (`eq`, `that`), and, for Firefox and WebKit, the part of
// Playwright's page API the checks use, over our WebDriver client (webdriver.cjs). Chromium's
// run (e2e.cjs) hands the checks Playwright's own pages; the other engines' run (engines.cjs)
// hands them `Page`s from here.
'use strict';
const fs = require('fs');
const path = require('path');
const { ELEMENT } = require('./webdriver.cjs');

// How long a read waits for the page to show what is expected, and how often it looks again.
// Yew may render a moment after the key or click that asked for it (ARCHITECTURE.md), and a
// search in a worker or a module loaded on demand takes longer.
const WAIT_MS = 10000;
const POLL_MS = 20;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/// JSON with every object's keys in order: an object returned over WebDriver may come with its
/// keys sorted (Firefox), and is the same value.
const canon = (v) => JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x)
  ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, x[k]])) : x));
const show = (v) => (v instanceof Error ? `(an error: ${v.message.split('\n')[0]})` : JSON.stringify(v));

/// Reads `read()` until its value equals `expected` (as JSON), for up to `timeout` ms; fails
/// naming what was expected and what was last seen. A read that throws (an element not there
/// yet) is read again.
async function eq(read, expected, what, timeout = WAIT_MS) {
  const want = canon(expected);
  const end = Date.now() + timeout;
  let seen;
  for (;;) {
    try {
      seen = await read();
      if (canon(seen) === want) return seen;
    } catch (e) {
      seen = e;
    }
    if (Date.now() > end) throw new Error(`${what}: expected ${want}, last seen ${show(seen)} (after ${timeout} ms)`);
    await sleep(POLL_MS);
  }
}

/// Reads `read()` until it is true (truthy), for up to `timeout` ms; fails with `what` and
/// what was last seen.
async function that(read, what, timeout = WAIT_MS) {
  const end = Date.now() + timeout;
  let seen;
  for (;;) {
    try {
      seen = await read();
      if (seen) return seen;
    } catch (e) {
      seen = e;
    }
    if (Date.now() > end) throw new Error(`${what} (still ${show(seen)} after ${timeout} ms)`);
    await sleep(POLL_MS);
  }
}

/// Reads `read()` until `done(value)` holds or `timeout` ms pass, and returns the last value
/// read either way: for a check that gathers every problem of many views before it fails.
async function settle(read, done, timeout = WAIT_MS) {
  const end = Date.now() + timeout;
  for (;;) {
    const seen = await read();
    if (done(seen) || Date.now() > end) return seen;
    await sleep(POLL_MS);
  }
}

// ---- Playwright's page API over WebDriver (Firefox, WebKit) ----------------------------------

// In the page, after each load: its errors kept for the run's last check (WebDriver has no
// console log of its own in these engines), and each file the page offers (a link it clicks
// to download) kept with its bytes, for `waitForEvent('download')`.
function watchPage() {
  if (window.__errors) return performance.timeOrigin;
  window.__errors = [];
  const keep = (what) => window.__errors.push(String(what).slice(0, 300));
  const error = console.error.bind(console);
  console.error = (...args) => { keep(args.join(' ')); error(...args); };
  addEventListener('error', (e) => keep(e.message));
  addEventListener('unhandledrejection', (e) => keep(e.reason && e.reason.message || e.reason));
  window.__offered = [];
  // A file's bytes, from its link (the page's policy refuses a fetch of it): a data link
  // read here, a blob link by the blob it was made of.
  const blobs = new Map();
  const make = URL.createObjectURL;
  URL.createObjectURL = (blob) => { const url = make(blob); blobs.set(url, blob); return url; };
  const base64 = (b) => { let s = ''; for (const x of new Uint8Array(b)) s += String.fromCharCode(x); return btoa(s); };
  const bytesOf = async (href) => {
    if (blobs.has(href)) return base64(await blobs.get(href).arrayBuffer());
    const [head, data] = [href.slice(0, href.indexOf(',')), href.slice(href.indexOf(',') + 1)];
    return head.endsWith(';base64') ? data : base64(new TextEncoder().encode(decodeURIComponent(data)));
  };
  HTMLAnchorElement.prototype.click = function click() {
    window.__offered.push({ name: this.download, bytes: bytesOf(this.href) });
  };
  return performance.timeOrigin;
}

/// A check's options that skip it in the WebDriver engines, saying why (what classic WebDriver
/// cannot do that the check needs).
const notOverWebDriver = (why) => ({ skip: { firefox: why, webkit: why } });

/// The options of a check made on a phone's width, which neither WebDriver engine's windows
/// can have.
const PHONE_WHY = 'a window of a phone\'s width (Firefox\'s are at least 500 px wide, WebKit\'s MiniBrowser\'s 447)';
const ON_A_PHONE = { skip: { firefox: PHONE_WHY, webkit: PHONE_WHY } };

// What a check asked of an engine that cannot do it here: the check says why it skips there.
class Unsupported extends Error {}
const unsupported = (what) => { throw new Unsupported(`${what} is not in the WebDriver adapter`); };

/// A browser over a WebDriver session: each page a window of its own, opened as a first visit
/// (as a new Playwright page is: what the app saved in this browser is cleared first).
class WdBrowser {
  constructor(engine, session, base, dir) {
    this.engine = engine; // named in each screenshot's file name
    this.session = session;
    this.base = base;
    this.dir = dir; // where downloads and uploads are written
    this.current = null;
    this.count = 0;
    this.narrowest = 0;
    this.free = []; // the windows of closed pages
    this.sizes = new Map(); // each window's viewport
  }

  /// Learns how narrow a window this engine can have (Firefox's are 500 px at least).
  async measure() {
    await this.session.cmd('POST', '/window/rect', { width: 200, height: 600 });
    this.narrowest = await this.session.run(() => innerWidth);
  }

  async newPage({ viewport = { width: 1280, height: 720 }, ...rest } = {}) {
    // A new page has no service worker yet (below): one is never blocked from coming.
    for (const k of Object.keys(rest)) if (k !== 'serviceWorkers') unsupported(`a page's ${k}`);
    if (viewport.width < this.narrowest) unsupported(`a window ${viewport.width} px wide (this engine's are at least ${this.narrowest})`);
    // A window a closed page left, the one shown first (a switch to another window is slow in
    // WebKit), else a new one; the session's first window stays open, never a page.
    if (!this.home) this.home = await this.session.cmd('GET', '/window');
    const at = this.free.includes(this.current) ? this.free.indexOf(this.current) : this.free.length - 1;
    const handle = at >= 0 ? this.free.splice(at, 1)[0] : (await this.session.cmd('POST', '/window/new', { type: 'window' })).handle;
    const page = new Page(this, handle);
    await page.use();
    const size = `${viewport.width}x${viewport.height}`;
    if (this.sizes.get(handle) !== size) await this.session.viewport(viewport.width, viewport.height);
    this.sizes.set(handle, size);
    // A page of the same origin that is not the app, to clear what the app saved. Firefox once
    // answered this load with its own "corrupted content" page (the last page's service worker
    // was being replaced as the load came): that page is not ours, so the load is asked again.
    await this.session.go(`${this.base}__blank`).catch(async (e) => {
      if (!/corruptedContent/.test(String(e && e.message))) throw e;
      await this.session.go('about:blank');
      await this.session.go(`${this.base}__blank`);
    });
    // Unregistering a worker can hang in WebKit: it is bounded, and the caches go either way.
    await page.script(`localStorage.clear(); sessionStorage.clear();
      const gone = (async () => { for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister(); })();
      await Promise.race([gone, new Promise((r) => setTimeout(r, args[0]))]);
      for (const name of await caches.keys()) await caches.delete(name);`, [UNREGISTER_MS]);
    return page;
  }

  async newContext(options = {}) {
    for (const k of Object.keys(options)) if (!['viewport', 'serviceWorkers'].includes(k)) unsupported(`a context's ${k}`);
    const pages = [];
    return {
      newPage: async () => { const p = await this.newPage(options); pages.push(p); return p; },
      close: async () => { for (const p of pages) await p.close(); },
      addInitScript: () => unsupported('addInitScript'),
      route: () => unsupported('route'),
      setOffline: () => unsupported('setOffline'),
      newCDPSession: () => unsupported('the Chrome DevTools Protocol'),
      on: () => unsupported('context events'),
    };
  }
}

// In the page: the element a selector names (Playwright's `css >> nth=i` included), or null.
const FIND = `const find = (sel) => {
  const m = /^(.*) >> nth=(\\d+)$/.exec(sel);
  return m ? document.querySelectorAll(m[1])[Number(m[2])] || null : document.querySelector(sel);
};
const shown = (e) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';`;

// How long a new page waits for the service workers to be unregistered.
const UNREGISTER_MS = 2000;
// How long an action or a read waits for its element, as in Playwright.
const ELEMENT_MS = 30000;

/// One window of a WdBrowser, with the part of Playwright's Page the checks use.
class Page {
  constructor(browser, handle) {
    this.browser = browser;
    this.s = browser.session;
    this.handle = handle;
    this.listeners = { pageerror: [], console: [] };
    this.actionWaiters = [];
    this.keyboard = { press: (k) => this.keys([k]), type: (text) => this.keys([...text]) };
    this.at = { x: 0, y: 0 };
    const move = (x, y, { steps = 1 } = {}) => this.pointer(Array.from({ length: steps }, (_, i) => ({
      type: 'pointerMove', origin: 'viewport', duration: 0,
      x: Math.round(this.at.x + ((x - this.at.x) * (i + 1)) / steps), y: Math.round(this.at.y + ((y - this.at.y) * (i + 1)) / steps),
    }))).then(() => { this.at = { x, y }; });
    this.mouse = {
      move,
      down: () => this.pointer([{ type: 'pointerDown', button: 0 }]),
      up: () => this.pointer([{ type: 'pointerUp', button: 0 }]),
      click: async (x, y) => { await move(x, y); await this.pointer([{ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]); },
    };
  }

  async use() {
    if (this.browser.current === this.handle) return;
    await this.s.cmd('POST', '/window', { handle: this.handle });
    this.browser.current = this.handle;
  }

  /// Runs `body` (a script's text, FIND's helpers in scope) with `args`; one round trip, which
  /// also brings the errors the page kept since the last (to the page's listeners).
  async script(body, args = []) {
    await this.use();
    const script = `${FIND}\nconst done = arguments[arguments.length - 1];
      const errors = () => (window.__errors ? window.__errors.splice(0) : []);
      Promise.resolve((async (...args) => { ${body} })(...Array.prototype.slice.call(arguments, 0, -1)))
        .then((v) => done({ ok: v === undefined ? null : v, errors: errors() }),
          (e) => done({ error: e && e.stack ? e.message + '\\n' + e.stack : String(e), errors: errors() }));`;
    const r = (await this.s.cmd('POST', '/execute/async', { script, args })) || {};
    for (const message of r.errors || []) {
      for (const f of this.listeners.pageerror) f({ message });
      for (const f of this.listeners.console) f({ type: () => 'error', text: () => message });
    }
    if (r.error) throw new Error(r.error);
    return r.ok;
  }

  /// Moves or presses the mouse (the pointer's state kept between calls, as a hand holds it).
  async pointer(actions) {
    await this.use();
    await this.s.cmd('POST', '/actions', { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
    this.acted();
  }

  /// Polls `probe` (a function's source, called with `args`, FIND's helpers in scope) in the
  /// page until it returns something true, for up to `ms`; fails naming `what`.
  async poll(what, probe, args, ms = ELEMENT_MS) {
    const r = await this.script(`const f = (${probe}); const [a, ms, every] = args; const end = Date.now() + ms;
      for (;;) {
        let v = null;
        try { v = await f(...a); } catch (e) { v = null; }
        if (v || Date.now() > end) return { ok: !!v, value: v };
        await new Promise((r) => setTimeout(r, every));
      }`, [args, ms, POLL_MS]);
    if (!r.ok) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    return r.value;
  }

  evaluate(fn, arg) {
    if (typeof fn === 'string') return this.script(`return eval(${JSON.stringify(fn)});`).catch(() => this.inject(fn));
    return this.script(`return (${fn})(...args);`, arg === undefined ? [] : [arg]);
  }

  /// A script's text run as a script of its own (a library such as axe, where eval is refused).
  async inject(source) {
    await this.use();
    await this.s.cmd('POST', '/execute/sync', { script: source, args: [] });
  }

  $eval(css, fn, arg) {
    return this.script(`const e = find(args[0]); if (!e) throw new Error('no element ' + args[0]); return (${fn})(e, args[1]);`, [css, arg === undefined ? null : arg]);
  }

  $$eval(css, fn, arg) {
    return this.script(`return (${fn})([...document.querySelectorAll(args[0])], args[1]);`, [css, arg === undefined ? null : arg]);
  }

  async $(css) { return (await this.script('return !!find(args[0]);', [css])) ? this.locator(`${css} >> nth=0`) : null; }

  async $$(css) { return Array.from({ length: await this.$$eval(css, (els) => els.length) }, (_, i) => this.locator(`${css} >> nth=${i}`)); }

  /// Playwright's Locator (and, for what the checks ask of it, its ElementHandle).
  locator(css) {
    return {
      count: () => this.$$eval(css, (els) => els.length),
      evaluateAll: (fn, arg) => this.$$eval(css, fn, arg),
      evaluate: (fn, arg) => this.$eval(css, fn, arg),
      isVisible: () => this.isVisible(css),
      textContent: () => this.textContent(css),
      getAttribute: (name) => this.getAttribute(css, name),
      click: () => this.click(css),
      boundingBox: () => this.$eval(css, (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }),
      nth: (i) => this.locator(`${css.replace(/ >> nth=\d+$/, '')} >> nth=${i}`),
      first: () => this.locator(`${css.replace(/ >> nth=\d+$/, '')} >> nth=0`),
    };
  }

  getByRole() { return unsupported('getByRole'); }

  /// `fn(element, arg)` once the element `css` is in the page.
  read(css, fn, arg = null) {
    return this.poll(css, `(s, a) => { const e = find(s); return e && { v: (${fn})(e, a) }; }`, [css, arg]).then((r) => r.v);
  }

  textContent(css) { return this.read(css, (e) => e.textContent); }
  inputValue(css) { return this.read(css, (e) => e.value); }
  getAttribute(css, name) { return this.read(css, (e, n) => e.getAttribute(n), name); }
  isDisabled(css) { return this.read(css, (e) => !!e.disabled); }
  isVisible(css) { return this.script('return shown(find(args[0]));', [css]); }
  focus(css) { return this.read(css, (e) => { e.focus(); return true; }); }
  async url() { await this.use(); return this.s.cmd('GET', '/url'); }

  waitForSelector(css, { state = 'visible', timeout = ELEMENT_MS } = {}) {
    return this.poll(`${css} (${state})`, `(s, state) => {
      const e = find(s);
      return { attached: !!e, detached: !e, visible: shown(e), hidden: !shown(e) }[state];
    }`, [css, state], timeout);
  }

  waitForFunction(fn, arg, { timeout = ELEMENT_MS } = {}) {
    const probe = typeof fn === 'string' ? `() => (${fn})` : String(fn);
    return this.poll(`the page to hold ${String(fn).slice(0, 80)}`, probe, arg === undefined ? [] : [arg], timeout);
  }

  // For the checks that wait on time itself (each says why where it waits).
  waitForTimeout(ms) { return sleep(ms); }

  /// A file the page offers after the next action (its link clicked), as Playwright's Download.
  async waitForEvent(name) {
    if (name !== 'download' && name !== 'load') unsupported(`waitForEvent('${name}')`);
    // Not before the action that offers it: a driver runs one command at a time.
    await new Promise((resolve) => this.actionWaiters.push(resolve));
    if (name === 'load') return this.nextDocument();
    const offered = await this.poll('a file offered', () => window.__offered.length > 0, []);
    const { name: file, bytes } = await this.script('const o = window.__offered.shift(); return { name: o.name, bytes: await o.bytes };');
    const where = path.join(this.browser.dir, `${++this.browser.count}-${file}`);
    fs.writeFileSync(where, Buffer.from(bytes, 'base64'));
    return offered && { suggestedFilename: () => file, path: async () => where };
  }

  acted() { for (const w of this.actionWaiters.splice(0)) w(); }

  /// Clicks the middle of the element as a person does with a mouse, once it is shown, in
  /// view, and that point of the page is the element's (a drawn node is an SVG group, which
  /// some drivers' own element click refuses).
  async click(css) {
    const [x, y] = await this.poll(`${css} shown and not covered`, `(s) => {
      const e = find(s);
      if (!shown(e) || e.disabled) return null;
      e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = e.getBoundingClientRect();
      const [x, y] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === e || e.contains(hit)) ? [x, y] : null;
    }`, [css]);
    await this.s.cmd('POST', '/actions', {
      actions: [{
        type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 },
          { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }],
      }],
    });
    await this.s.cmd('DELETE', '/actions');
    this.acted();
  }

  async check(css) { if (!(await this.read(css, (e) => e.checked))) await this.click(css); }
  async uncheck(css) { if (await this.read(css, (e) => e.checked)) await this.click(css); }

  /// Presses keys one after another to whatever has the focus (`Shift+Space` holds Shift).
  async keys(names) {
    await this.use();
    await this.s.press(...names);
    this.acted();
  }

  async press(css, key) {
    await this.focus(css);
    await this.keys([key]);
  }

  /// Replaces a field's text with `text` as Playwright does: its text selected, and `text`
  /// put in its place as one input, as typed (the editing command); where a field has no
  /// selection (a number's), emptied and typed key by key.
  async fill(css, text) {
    const done = await this.read(css, (e, t) => {
      e.focus();
      try { e.select(); } catch (_) { /* no selection here */ }
      if (e.selectionStart !== null && document.execCommand(t === '' ? 'delete' : 'insertText', false, t) && e.value === t) return 'done';
      e.value = '';
      e.dispatchEvent(new Event('input', { bubbles: true }));
      return 'emptied';
    }, text);
    if (done !== 'done' && text !== '') {
      const found = await this.s.cmd('POST', '/element', { using: 'css selector', value: css });
      await this.s.cmd('POST', `/element/${found[ELEMENT]}/value`, { text });
    }
    this.acted();
  }

  /// Picks an option (by value, `{ label }` or `{ index }`) as Playwright does: in the page,
  /// with the input and change events a person's choice makes.
  async selectOption(css, which) {
    const picked = await this.read(css, (e, w) => {
      const i = [...e.options].findIndex((o, k) => (typeof w === 'string' ? o.value === w
        : w.label !== undefined ? o.text === w.label : k === w.index));
      if (i < 0) return null;
      e.selectedIndex = i;
      e.dispatchEvent(new Event('input', { bubbles: true }));
      e.dispatchEvent(new Event('change', { bubbles: true }));
      return [e.value];
    }, which);
    if (!picked) throw new Error(`no option ${JSON.stringify(which)} in ${css}`);
    this.acted();
    return picked;
  }

  /// Gives a file field files: paths, or `{ name, buffer }`s written to files of that name.
  async setInputFiles(css, files) {
    const paths = [].concat(files).map((f) => {
      if (typeof f === 'string') return f;
      const dir = fs.mkdtempSync(path.join(this.browser.dir, 'upload-'));
      const where = path.join(dir, f.name);
      fs.writeFileSync(where, f.buffer);
      return where;
    });
    // Emptied first: the same file given again is a change too, as in Playwright.
    await this.read(css, (e) => { e.value = ''; return true; });
    const found = await this.s.cmd('POST', '/element', { using: 'css selector', value: css });
    await this.s.cmd('POST', `/element/${found[ELEMENT]}/value`, { text: paths.join('\n') });
    this.acted();
  }

  on(event, fn) {
    if (!this.listeners[event]) unsupported(`page events '${event}'`);
    this.listeners[event].push(fn);
  }

  /// Hands the errors the page kept to its listeners (any script does), before it is left.
  async collect() {
    await this.script('return null;').catch(() => {});
  }

  /// Opens `url`, and returns once it has loaded, or (`waitUntil: 'domcontentloaded'`) once
  /// its document is read: WebDriver's own navigation waits for everything the page loads,
  /// which a held request keeps from coming.
  async goto(url, { waitUntil = 'load' } = {}) {
    await this.collect();
    await this.use();
    if (waitUntil === 'domcontentloaded') await this.leave('location.href = args[0];', [url], 'interactive');
    else await this.s.go(url);
    this.origin = await this.script(`return (${watchPage})();`);
  }

  /// Reloads as the page's own reload does (WebDriver's refresh passes by the service worker
  /// in Firefox), and returns once the new document has loaded.
  async reload() {
    await this.collect();
    await this.leave('location.reload();', [], 'complete');
    this.origin = await this.script(`return (${watchPage})();`);
  }

  /// Waits for a document other than the one last loaded (each has its own time origin) to load.
  async nextDocument() {
    const end = Date.now() + ELEMENT_MS;
    const loaded = "return performance.timeOrigin !== args[0] && document.readyState === 'complete';";
    while (!(await this.script(loaded, [this.origin]).catch(() => false))) {
      if (Date.now() > end) throw new Error(`timed out after ${ELEMENT_MS} ms waiting for the next document`);
      await sleep(POLL_MS);
    }
    this.origin = await this.script(`return (${watchPage})();`);
  }

  /// Runs `body` (which leaves the document), and waits for the next document's `state`.
  async leave(body, args, state) {
    await this.script(`window.__left = true; ${body}`, args);
    const end = Date.now() + ELEMENT_MS;
    const ready = state === 'complete' ? "document.readyState === 'complete'" : "document.readyState !== 'loading'";
    // A script may find the old document going away: it is asked again.
    while (!(await this.script(`return !window.__left && ${ready};`).catch(() => false))) {
      if (Date.now() > end) throw new Error(`timed out after ${ELEMENT_MS} ms waiting for the next document`);
      await sleep(POLL_MS);
    }
  }

  /// A screenshot of the window, named after the engine (`firefox-NAME.png`) beside the others.
  async screenshot({ path: file }) {
    await this.use();
    if (file) await this.s.screenshot(path.join(path.dirname(file), `${this.browser.engine}-${path.basename(file)}`));
  }

  /// Closes the page (once: a context closes its pages again); its window waits for the next
  /// page (opening one is slow in some engines).
  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.collect();
    await this.use();
    await this.s.go('about:blank');
    this.browser.free.push(this.handle);
  }
}

module.exports = { canon, eq, that, settle, sleep, WAIT_MS, POLL_MS, WdBrowser, Page, Unsupported, notOverWebDriver, ON_A_PHONE };
