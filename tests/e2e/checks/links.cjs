// Links: opening a page reports no changes.
'use strict';

const SAVE_KEY = 'alphabeta-lab/v1';
const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

module.exports = async ({ browser, base, open, check, assert, assertEq, artifacts, errors, path, fs }) => {
  // A page in a browser whose storage holds `saved` before the first load (and only then).
  async function withSaved(saved, query, name) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    }, [SAVE_KEY, saved]);
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
    await page.goto(base + query);
    await page.waitForSelector('[data-node]');
    return { context, page };
  }
  const nodes = (page) => page.$$eval('[data-node]', (e) => e.length);
  const noticeText = async (page) => ((await page.$('#notice')) ? (await page.textContent('#notice')).trim() : null);
  // The saved query, decoded (the page writes commas as they are, a test's encoder does not).
  const saved = (page) => page.evaluate((key) => decodeURIComponent(localStorage.getItem(key) || ''), SAVE_KEY);

  await check('opening a link reports no changes: no "Since the last change", no flashes', async () => {
    for (const query of ['?root=min&step=51', '?fail=hard&rule=gt&step=30', '?tree=' + encodeURIComponent(AIMA) + '&root=min&step=4', '?tree=' + encodeURIComponent('[[1,2') + '&root=min']) {
      const page = await open(query);
      assertEq(await page.$$eval('#changes', (e) => e.length), 0, `#changes for ${query}`);
      assertEq(await page.$$eval('[data-look*="flash"]', (e) => e.length), 0, `flashes for ${query}`);
      await page.close();
    }
  });
};
