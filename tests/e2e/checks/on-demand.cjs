// The optional parts (the sheet writer, the games) are a second wasm the page loads on demand:
// not in the first download, fetched when Share & export or a game tab opens; when they cannot
// be loaded, the page says so there and the next try loads them.
'use strict';

module.exports = async (t) => {
  const { assert, assertEq } = t;
  const writer = (url) => /\/extras(_bg\.wasm|\.js)$/.test(new URL(url).pathname);

  await t.check('the sheet writer loads when Share & export opens, not before', async () => {
    const page = await t.open('');
    const asked = [];
    page.on('request', (r) => { if (writer(r.url())) asked.push(new URL(r.url()).pathname); });
    const first = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assertEq(first.filter(writer), [], 'the writer in the first download');
    await page.keyboard.press('End');
    await page.click('#btn-export');
    await page.waitForFunction(() => performance.getEntriesByType('resource')
      .some((e) => e.name.endsWith('/extras_bg.wasm')));
    assertEq(asked.sort(), ['/extras.js', '/extras_bg.wasm'], 'fetched on opening the drawer');
    await page.close();
  });

  // A page of its own whose optional parts cannot be fetched until `matches` is unrouted (the
  // failed fetch is logged as a console error on purpose), and the page errors it meets.
  const offline = async () => {
    const page = await t.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const crashes = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    const matches = (url) => writer(url.href);
    await page.route(matches, (route) => route.abort());
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
    await page.unroute(matches);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-svg-worksheet')]);
    assertEq(download.suggestedFilename(), 'alphabeta-worksheet.svg', 'the file, once loaded');
    await page.waitForSelector('#export-error', { state: 'detached' });
    assertEq(crashes, [], 'page errors');
    await page.close();
  });

  await t.check('a game tab loads the games; when they cannot be loaded it says so, and a retry works', async () => {
    const { page, crashes, matches } = await offline();
    assertEq(await page.$$eval('#tictactoe', (e) => e.length), 0, 'no game before its tab opens');
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#game-load-error');
    const said = await page.textContent('#game-load-error');
    assert(/could not be loaded/.test(said) && /again/.test(said), `the message: ${said}`);
    await page.unroute(matches);
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
    assertEq(await page.$$eval('[data-cell="4"] .mark-x', (e) => e.length), 1, 'the move kept');
    assertEq(crashes, [], 'page errors');
    await page.close();
  });
};
