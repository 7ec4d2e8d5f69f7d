// The extras module (the sheet writer, the games) is a second wasm the page loads on demand:
// not in the first download, fetched when Share & export or a game tab opens; when it cannot
// be loaded, the page says so there and the next try loads it. The service worker keeps a
// copy of them for offline use (static/sw.js), fetched only once the page has loaded: the first
// download is still without them, and a later visit's page takes them from that copy.
'use strict';
const { eq, that, notOverWebDriver } = require('../adapter.cjs');

module.exports = async (t) => {
  const { assert, assertEq } = t;
  const writer = (url) => /\/extras(_bg\.wasm|\.js)$/.test(new URL(url).pathname);

  await t.check('the sheet writer loads when Share & export opens, not before; the offline copy after the page', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const asked = [];
    const copied = [];
    context.on('request', (r) => { if (!r.serviceWorker() && writer(r.url())) asked.push(new URL(r.url()).pathname); });
    context.on('requestfinished', (r) => {
      if (r.serviceWorker() && writer(r.url())) copied.push({ path: new URL(r.url()).pathname, start: r.timing().startTime });
    });
    const page = await context.newPage();
    await page.goto(t.base);
    await page.waitForSelector('[data-node]');
    const first = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assertEq(first.filter(writer), [], 'the writer in the first download');
    // The worker's copy: asked for only after the page's load event, when all the first
    // download is in.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const loaded = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart);
    await page.waitForFunction(() => caches.keys().then((k) => k.length === 1));
    assertEq(copied.map((c) => c.path).sort(), ['/extras.js', '/extras_bg.wasm'], "the worker's copy");
    assertEq(copied.filter((c) => !(c.start >= loaded)), [], 'copied before the page had loaded');
    assertEq(asked, [], 'asked for by the page before the drawer opened');
    await page.keyboard.press('End');
    await page.click('#btn-export');
    await page.waitForFunction(() => performance.getEntriesByType('resource')
      .some((e) => e.name.endsWith('/extras_bg.wasm')));
    assertEq(asked.sort(), ['/extras.js', '/extras_bg.wasm'], 'fetched on opening the drawer');
    // A later visit: the page asks for them again when the drawer opens, and the worker
    // answers from its copy.
    const answered = [];
    page.on('response', (r) => { if (writer(r.url())) answered.push([new URL(r.url()).pathname, r.fromServiceWorker()]); });
    await page.reload();
    await page.waitForSelector('[data-node]');
    await page.click('#btn-export');
    await page.waitForFunction(() => performance.getEntriesByType('resource')
      .some((e) => e.name.endsWith('/extras_bg.wasm')));
    await page.waitForFunction(() => document.querySelector('#btn-svg-worksheet'));
    assertEq(answered.sort(), [['/extras.js', true], ['/extras_bg.wasm', true]], 'on a later visit, from the copy');
    await context.close();
  }, notOverWebDriver('WebDriver cannot watch the requests a page makes (Playwright request events)'));

  // A page of its own whose extras module cannot be fetched until `matches` is unrouted (the server
  // refuses it; the failed fetch is logged as a console error on purpose), and the page errors it meets. In a
  // browser without the service worker (it is blocked): the page then has no copy to fall back
  // on, as over plain http from another machine, or on a first visit before the worker has its
  // copy (offline.cjs checks the page with the copy).
  const offline = async () => {
    const page = await t.browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    const crashes = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    const matches = (url) => writer(url.href);
    t.server.refuse(matches);
    await page.goto(t.base);
    await page.waitForSelector('[data-node]');
    return { page, crashes, matches };
  };

  await t.check('a writer that cannot be loaded is said in the drawer, and a retry works', async () => {
    const { page, crashes, matches } = await offline();
    await page.click('#btn-export');
    await page.click('#btn-svg-worksheet');
    await page.waitForSelector('#export-error');
    const said = await page.textContent('#export-error');
    assert(/No sheet was made/.test(said) && /network/.test(said) && /Try again/.test(said), `the message: ${said}`);
    t.server.unroute(matches);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-svg-worksheet')]);
    assertEq(download.suggestedFilename(), 'alphabeta-worksheet.svg', 'the file, once loaded');
    await page.waitForSelector('#export-error', { state: 'detached' });
    assertEq(crashes, [], 'page errors');
    await page.close();
  }, { known: { firefox: 'Firefox keeps a module whose import failed, so the page\'s retry meets the same failure without fetching it again (src/app/extras.rs imports the same URL)' } });

  await t.check('a game tab loads the games; when they cannot be loaded it says so, and a retry works', async () => {
    const { page, crashes, matches } = await offline();
    await eq(async () => await page.$$eval('#tictactoe', (e) => e.length), 0, 'no game before its tab opens');
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#game-load-error');
    const said = await page.textContent('#game-load-error');
    assert(/could not be loaded/.test(said) && /again/.test(said), `the message: ${said}`);
    t.server.unroute(matches);
    await page.click('#mode-trees');
    await page.click('#mode-othello');
    await page.waitForSelector('#othello');
    await page.waitForSelector('#game-load-error', { state: 'detached' });
    // The game goes on where it was left: a move on the board, trees, and back.
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe');
    await page.click('[data-cell="4"]');
    await page.click('#mode-trees');
    await page.click('#mode-tictactoe');
    await eq(async () => await page.$$eval('[data-cell="4"] .mark-x', (e) => e.length), 1, 'the move kept');
    assertEq(crashes, [], 'page errors');
    await page.close();
  }, { known: { firefox: 'Firefox keeps a module whose import failed, so the page\'s retry meets the same failure without fetching it again (src/app/extras.rs imports the same URL)' } });
};
