// End to end in other browser engines: serve the release build (dist/) on 127.0.0.1 and drive
// it over WebDriver (webdriver.cjs) in Firefox (firefox-esr + geckodriver, headless) or WebKit
// (WebKitGTK's MiniBrowser + WebKitWebDriver, under xvfb-run), through the same checks as the
// Chromium run (checks/, runner.cjs), each page a window with the adapter's page API
// (adapter.cjs); screenshots in tests/artifacts/ named after the engine.
// Run after `trunk build --release`: node tests/e2e/engines.cjs firefox|webkit
// (E2E_DIST=DIR serves another build; E2E_ONLY=a,b runs the checks whose names begin so).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { serve } = require('./serve.cjs');
const { startDriver, newSession } = require('./webdriver.cjs');
const { WdBrowser } = require('./adapter.cjs');
const { runChecks, DRAWN } = require('./runner.cjs');

const root = path.resolve(__dirname, '..', '..');
const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(root, 'dist');
const artifacts = path.join(root, 'tests', 'artifacts');
// Longer than any wait a check asks for in the page (a script runs until its wait ends).
const SCRIPT_MS = 120000;

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
  const files = fs.mkdtempSync(path.join(os.tmpdir(), `ablab-${engine}-files-`));
  let session;
  let result;
  try {
    session = await newSession(driver);
    await session.cmd('POST', '/timeouts', { script: SCRIPT_MS });
    const version = await session.run(() => navigator.userAgent);
    console.log(`${engine}: ${version} (started in ${Date.now() - started} ms)`);
    const browser = new WdBrowser(engine, session, base, files);
    await browser.measure();
    result = await runChecks({
      engine, browser, server, base, artifacts,
      onFail: (n) => session.screenshot(path.join(artifacts, `${engine}-failed-${n}.png`)),
    });
    const { check, open, assertEq, errors } = result;

    // Last, as it stops the server: after the visits above the service worker has the whole
    // build, and the page, a link's query and a game open with no server at all.
    await check('offline: with the server stopped, a link opens from the service worker, and a game', async () => {
      const page = await open('');
      const cached = await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const names = await caches.keys();
        const urls = (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname);
        return [names.length, ['/', '/extras.js', '/extras_bg.wasm', '/extras.css'].filter((u) => !urls.includes(u))];
      });
      assertEq(cached, [1, []], 'one cache, with the page and the extras module');
      await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
      await page.goto(base + '?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
      await page.waitForFunction(DRAWN);
      assertEq(await page.$$eval('[data-node]', (e) => e.length), 13, "the link's tree, offline");
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.querySelector('#root-value').textContent.trim() === '3');
      await page.click('#mode-tictactoe');
      await page.waitForSelector('#tictactoe');
      await page.click('[data-cell="4"]');
      await page.waitForSelector('[data-cell="4"] .mark-x');
      await page.screenshot({ path: path.join(artifacts, 'offline-server-stopped.png') });
      await page.close();
    });

    await check('no errors in the pages', async () => {
      assertEq(errors, [], 'page errors');
    });
  } finally {
    if (session) await session.quit();
    driver.stop();
    if (server.listening) server.close();
    fs.rmSync(files, { recursive: true, force: true });
  }
  const { counts } = result;
  for (const s of counts.skipped) console.log(`skipped: ${s}`);
  for (const s of counts.known) console.log(`known fault: ${s}`);
  console.log(`e2e ${engine}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped.length} skipped, ${counts.known.length} known faults`
    + ` (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exit(counts.failed === 0 ? 0 : 1);
}

main().catch((e) => { console.error(e); process.exit(1); });
