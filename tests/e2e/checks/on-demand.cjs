// The sheet writer is a second wasm the page loads on demand: not in the first download,
// fetched when Share & export opens; when it cannot be loaded, the drawer says so and the next
// try loads it.
'use strict';

module.exports = async (t) => {
  const { assert, assertEq } = t;
  const writer = (url) => /\/sheets(_bg\.wasm|\.js)$/.test(new URL(url).pathname);

  await t.check('the sheet writer loads when Share & export opens, not before', async () => {
    const page = await t.open('');
    const asked = [];
    page.on('request', (r) => { if (writer(r.url())) asked.push(new URL(r.url()).pathname); });
    const first = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assertEq(first.filter(writer), [], 'the writer in the first download');
    await page.keyboard.press('End');
    await page.click('#btn-export');
    await page.waitForFunction(() => performance.getEntriesByType('resource')
      .some((e) => e.name.endsWith('/sheets_bg.wasm')));
    assertEq(asked.sort(), ['/sheets.js', '/sheets_bg.wasm'], 'fetched on opening the drawer');
    await page.close();
  });

  await t.check('a writer that cannot be loaded is said in the drawer, and a retry works', async () => {
    // A page of its own: the failed fetch is logged as a console error on purpose.
    const page = await t.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const crashes = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    await page.route((url) => writer(url.href), (route) => route.abort());
    await page.goto(t.base);
    await page.waitForSelector('[data-node]');
    await page.click('#btn-export');
    await page.click('#btn-svg-worksheet');
    await page.waitForSelector('#export-error');
    const said = await page.textContent('#export-error');
    assert(/No sheet was made/.test(said) && /network/.test(said) && /Try again/.test(said), `the message: ${said}`);
    await page.unroute((url) => writer(url.href));
    await page.route((url) => writer(url.href), (route) => route.continue());
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-svg-worksheet')]);
    assertEq(download.suggestedFilename(), 'alphabeta-worksheet.svg', 'the file, once loaded');
    await page.waitForSelector('#export-error', { state: 'detached' });
    assertEq(crashes, [], 'page errors');
    await page.close();
  });
};
