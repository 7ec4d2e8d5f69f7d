// The view follows the search with the step (issue 31): on a tree big enough to scroll, with
// every node drawn, the parts a step or a jump brings into view are drawn with it, not when
// the scroll events come a frame later; and no key changes the document more than one frame
// after its own. The frames are counted by bench.cjs's own `frameKey` (a MutationObserver
// noting the frame that paints each change, and the changes made once a scroll event came).
'use strict';
const { eq, that, notOverWebDriver } = require('../adapter.cjs');
const { completeTree, instrument } = require('../bench.cjs');

// 3 children per node, 7 plies: 3,280 nodes, far wider and taller than the window.
const PLIES_3X7 = 3280;
// The most frames after the key's own that may still change the document.
const LATE_MOST = 1;
// Steps taken from the middle of the trace: enough for the view to follow a few times.
const STEPS = 60;
// Jumps from the middle to the end and to the start (the view follows up to the root).
const JUMPS = 3;

module.exports = async (t) => {
  const { browser, base, check, assert, assertEq, errors } = t;
  await check('a step or a jump on a big tree, all drawn, draws what comes into view with it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    page.on('pageerror', (e) => errors.push(`frames: ${e.message}`));
    await page.addInitScript(`(${instrument.toString()})();`);
    await page.goto(`${base}?tree=${completeTree(PLIES_3X7, 3, 4, 99, false)}`);
    await page.waitForSelector('[data-node]');
    await eq(async () => await page.evaluate(() => window.__bench.expandAll()), PLIES_3X7, 'every node drawn');
    await page.evaluate(() => window.__bench.showTree());
    const [, total] = (await page.evaluate(() => window.__bench.counter())).trim().split(' / ').map(Number);
    const toMiddle = async () => {
      await page.$eval('#scrubber', (el, v) => {
        el.value = String(v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, Math.floor(total / 2));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    };
    const frameKey = (key, cond, arg) => page.evaluate(([k, c, a]) => window.__bench.frameKey(k, c, a), [key, cond, arg]);
    const late = [];
    let followed = 0;
    const note = (what, r) => {
      assert(r.met, `${what}: the counter moved`);
      followed += r.scrolls > 0 ? 1 : 0;
      if (r.last > LATE_MOST || r.afterScroll > 0) {
        late.push(`${what}: changed in frames ${r.frames.join(',')} after the key's; ${r.afterScroll} changes after ${r.scrolls} scroll events`);
      }
    };
    await toMiddle();
    for (let i = 0; i < STEPS; i++) {
      const before = await page.evaluate(() => window.__bench.counter());
      note(`step ${i}`, await frameKey('ArrowRight', 'counterChanged', before));
    }
    for (let i = 0; i < JUMPS; i++) {
      for (const [key, at] of [['End', `${total} / ${total}`], ['Home', `0 / ${total}`]]) {
        await toMiddle();
        note(`${key} from the middle`, await frameKey(key, 'counterIs', at));
      }
    }
    assert(followed >= 2 * JUMPS, `the view followed ${followed} times`);
    assertEq(late, [], 'keys whose parts in view were drawn late');
    await page.close();
  }, notOverWebDriver('WebDriver cannot run a script before the page\'s own (the frame timer)'));
};
