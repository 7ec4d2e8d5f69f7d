// End to end in other browser engines: serve the release build (dist/) on 127.0.0.1 and drive
// it over WebDriver (webdriver.cjs) in Firefox (firefox-esr + geckodriver, headless) or WebKit
// (WebKitGTK's MiniBrowser + WebKitWebDriver, under xvfb-run), with the checks of
// engine-checks.cjs: the same expectations as the Chromium run (e2e.cjs), screenshots in
// tests/artifacts/ named after the engine.
// Run after `trunk build --release`: node tests/e2e/engines.cjs firefox|webkit
'use strict';
const fs = require('fs');
const path = require('path');
const { serve } = require('./serve.cjs');
const { startDriver, newSession } = require('./webdriver.cjs');

const root = path.resolve(__dirname, '..', '..');
// E2E_DIST=DIR serves another build, as in e2e.cjs.
const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(root, 'dist');
const artifacts = path.join(root, 'tests', 'artifacts');

function assertEq(actual, expected, what) {
  const a = JSON.stringify(actual), b = JSON.stringify(expected);
  if (a !== b) throw new Error(`${what}: expected ${b}, got ${a}`);
}
function assert(cond, what) { if (!cond) throw new Error(what); }

// Installed in every page once it is up: the page's errors from then on, kept for the last
// check (WebDriver has no console log of its own in these engines).
function watchErrors() {
  if (window.__errors) return;
  window.__errors = [];
  const keep = (what) => window.__errors.push(String(what).slice(0, 300));
  const error = console.error.bind(console);
  console.error = (...args) => { keep(args.join(' ')); error(...args); };
  addEventListener('error', (e) => keep(e.message));
  addEventListener('unhandledrejection', (e) => keep(e.reason && e.reason.message || e.reason));
}

async function main() {
  const engine = process.argv[2];
  if (!engine) throw new Error('usage: node tests/e2e/engines.cjs firefox|webkit');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('no dist/index.html: run trunk build --release first');
  fs.mkdirSync(artifacts, { recursive: true });
  const started = Date.now();
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const driver = await startDriver(engine);
  // The driver and its browser (and Xvfb) stop with this process, however it ends.
  process.on('exit', driver.stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
  let page;
  const errors = [];
  let passed = 0;
  let failed = 0;
  try {
    page = await newSession(driver);
    await page.viewport(1280, 720);
    const version = await page.run(() => navigator.userAgent);
    console.log(`${engine}: ${version} (started in ${Date.now() - started} ms)`);

    // Collects the errors of the page shown, if any.
    const collect = async (query) => {
      const [found, crashed] = await page.run(() => [window.__errors || [], !!document.querySelector('#crash')]);
      for (const e of found) errors.push(`${query}: ${e}`);
      if (crashed) errors.push(`${query}: the crash message is shown`);
    };
    let shown = null;
    // Opens the page at `query` as a first visit: nothing saved in this browser before.
    const open = async (query = '') => {
      if (shown !== null) await collect(shown);
      // A page of the same origin that is not the app, to clear what the app saved on leaving.
      await page.go(`${base}__blank`);
      await page.run(() => { localStorage.clear(); sessionStorage.clear(); });
      await page.go(base + query);
      await page.waitDrawn();
      await page.run(watchErrors);
      shown = query || '(default)';
      return page;
    };
    // E2E_ONLY=prefix,prefix runs only the checks whose names start so (as e2e.cjs does).
    const only = (process.env.E2E_ONLY || '').split(',').filter(Boolean);
    const check = async (name, fn) => {
      if (only.length && !only.some((p) => name.startsWith(p))) return;
      const t0 = Date.now();
      try {
        await fn();
        passed++;
        console.log(`ok - ${name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(`FAILED - ${name}\n  ${String(e && e.stack || e).split('\n').join('\n  ')}`);
        await page.screenshot(path.join(artifacts, `${engine}-failed-${failed}.png`)).catch(() => {});
      }
    };
    const shot = (name) => page.screenshot(path.join(artifacts, `${engine}-${name}`));
    const save = (name, data) => fs.writeFileSync(path.join(artifacts, `${engine}-${name}`), data);

    await require('./engine-checks.cjs')({ page, base, open, check, assert, assertEq, shot, save });

    // Last, as it stops the server: after one visit (the checks above) the service worker has
    // the whole build, and the page, a link's query and a game open with no server at all.
    await check('offline: with the server stopped, a link opens from the service worker, and a game', async () => {
      await open('');
      const cached = await page.runAsync(async () => {
        await navigator.serviceWorker.ready;
        const names = await caches.keys();
        const urls = (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname);
        return [names.length, ['/', '/extras.js', '/extras_bg.wasm', '/extras.css'].filter((u) => !urls.includes(u))];
      });
      assertEq(cached, [1, []], 'one cache, with the page and the optional parts');
      await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
      await page.go(base + '?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
      await page.waitDrawn();
      await page.run(watchErrors);
      shown = 'offline';
      assertEq(await page.run(() => document.querySelectorAll('[data-node]').length), 13, "the link's tree, offline");
      await page.press('End');
      await page.until('the root value', () => document.querySelector('#root-value').textContent.trim() === '3');
      await page.click('#mode-tictactoe');
      await page.waitFor('#tictactoe');
      await page.click('[data-cell="4"]');
      await page.waitFor('[data-cell="4"] .mark-x');
      await shot('offline.png');
    });

    await check('no errors in the pages', async () => {
      if (shown !== null) await collect(shown);
      assertEq(errors, [], 'page errors');
    });
  } finally {
    if (page) await page.quit();
    driver.stop();
    if (server.listening) server.close();
  }
  console.log(`screenshots in ${path.relative(root, artifacts)}/${engine}-*.png`);
  console.log(`e2e ${engine}: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((e) => { console.error(e); process.exit(1); });
