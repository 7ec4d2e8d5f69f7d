// The first view, prerendered into index.html (scripts/prerender.cjs): painted before the wasm
// arrives, by the app's own drawing; the app takes it over without moving anything; and a
// visit whose first view is another (a link, saved work, another language) is never shown the
// default tree as if it were its own.
'use strict';
const { eq, that, notOverWebDriver } = require('../adapter.cjs');

// The app's wasm, held back or refused by the server.
const WASM = /\.wasm$/;

module.exports = async ({ browser, server, base, check, assert, assertEq, artifacts, path, canShow, viewportsShown }) => {
  // A page whose wasm does not arrive until `release()` (the server holds it; the run lets it
  // go after the check).
  async function withoutWasm(viewport, setup) {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    server.unroute(WASM);
    const { release } = server.hold(WASM);
    const page = await context.newPage();
    if (setup) {
      await page.goto(base + 'favicon.svg');
      await page.evaluate(setup);
    }
    return { context, page, release };
  }
  // The first view's drawings shown (one per width is written; the style sheet shows one).
  const shown = (page) => page.evaluate(() => [...document.querySelectorAll('.first-view .tree-area')]
    .filter((v) => getComputedStyle(v).display !== 'none').map((v) => v.dataset.firstView));
  // Whether the first view's drawing can be seen (its nodes' visibility).
  const treeSeen = (page) => page.evaluate(() => {
    const v = [...document.querySelectorAll('.first-view .tree-area')].find((e) => getComputedStyle(e).display !== 'none');
    const node = v && v.querySelector('.node');
    return !!node && getComputedStyle(node).visibility === 'visible';
  });

  await check('first view: the seeds\' tree at step 0 is in the page before the wasm, at both widths', async () => {
    for (const [viewport, name] of [[{ width: 1280, height: 800 }, 'wide'], [{ width: 412, height: 823 }, 'narrow']].filter(([v]) => canShow(v))) {
      const { context, page } = await withoutWasm(viewport);
      await page.goto(base, { waitUntil: 'domcontentloaded' });
      await eq(async () => await shown(page), [name], 'the drawing for this width');
      await that(async () => await treeSeen(page), 'the tree is seen');
      await eq(async () => await page.locator(`.first-view .tree-area[data-first-view=${name}] svg .node`).count(), 15,
        "the seeds' tree, as real SVG");
      await eq(async () => await page.locator('[data-node]').count(), 0, 'no data-node before the app: the hook waits for it');
      // Its buttons keep what is pressed until the app runs (static/early-input.js,
      // checks/early-input.cjs); its fields and menus cannot be used yet.
      await eq(async () => await page.locator('.first-view[data-early]:not([inert])').count(), 1, 'its buttons are live');
      await eq(async () => await page.locator('.first-view :is(input, select)').evaluateAll((els) => els.filter((e) => !e.closest('[inert]')).length),
        0, 'no field or menu can be used yet');
      await that(async () => /^0 \/ \d+$/.test((await page.textContent('.first-view #step-counter')).trim()), 'at step 0');
      await eq(async () => await page.inputValue('.first-view input[type=range]'), '0', 'the scrubber at step 0, as the app sets it');
      await eq(async () => await page.evaluate(() => document.documentElement.classList.contains('first-view-other')), false, 'no placeholder');
      await page.screenshot({ path: path.join(artifacts, `first-view-${name}-no-wasm.png`) });
      await context.close();
    }
  });

  await check('first view: a link, saved work or another language shows a quiet placeholder, never the default tree', async () => {
    const cases = [
      ['a link with a tree', '?tree=' + encodeURIComponent('[[1,2],[3,4]]'), null],
      ['a link with a setting', '?root=min', null],
      ['saved work', '', () => localStorage.setItem('alphabeta-lab/v1', 'tree=[[1,2],[3,4]]')],
      ['a view at another step', '', () => localStorage.setItem('alphabeta-lab/v1/view', 'step=12&zoom=100&code=0')],
      ['Japanese chosen', '', () => localStorage.setItem('alphabeta-lab/v1/lang', 'ja')],
    ];
    for (const [what, query, setup] of cases) {
      const { context, page } = await withoutWasm({ width: 1280, height: 800 }, setup);
      await page.goto(base + query, { waitUntil: 'domcontentloaded' });
      await that(async () => await page.evaluate(() => document.documentElement.classList.contains('first-view-other')), `${what}: marked`);
      await eq(async () => await treeSeen(page), false, `${what}: the default tree is not seen`);
      await that(async () => await page.locator('.first-view .toolbar').isVisible(), `${what}: the page's frame is`);
      if (what === 'a link with a tree') await page.screenshot({ path: path.join(artifacts, 'first-view-placeholder-no-wasm.png') });
      await context.close();
    }
  });

  await check('first view: a browser whose first language is Japanese sees the placeholder, not the English tree', async () => {
    // Nothing chosen yet.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', locale: 'ja-JP' });
    server.refuse(WASM);
    const page = await context.newPage();
    await page.goto(base, { waitUntil: 'domcontentloaded' });
    await eq(async () => await treeSeen(page), false, 'a Japanese browser: the default English tree is not seen');
    await context.close();
  }, notOverWebDriver('WebDriver cannot give one page its own languages (a Playwright context\'s locale)'));

  await check('first view: a second visit that left the page as it opened sees the first view again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('#app [data-node]');
    // Leaving saves the view, as closing the tab would: once the app listens for it (an effect
    // after its first render), so the page is left again until it has saved.
    await that(() => page.evaluate(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      return localStorage.getItem('alphabeta-lab/v1') !== null;
    }), 'a first visit saves its work');
    server.refuse(WASM);
    await page.goto(base, { waitUntil: 'domcontentloaded' });
    await eq(async () => await page.evaluate(() => document.documentElement.classList.contains('first-view-other')), false, 'no placeholder');
    await that(async () => await treeSeen(page), 'the default tree, which is theirs');
    await context.close();
  });

  await check('first view: when the app cannot be had, the page says so instead of looking alive', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    server.refuse(WASM);
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('#crash', { timeout: 15000 });
    await that(async () => /went wrong/.test(await page.textContent('#crash')), await page.textContent('#crash'));
    await page.screenshot({ path: path.join(artifacts, 'first-view-no-wasm-crash.png') });
    await context.close();
  }, { known: { webkit: 'with the wasm refused, no crash message comes in WebKit: the first view stays, looking alive' } });

  await check('first view: the dark theme chosen is on the page before the wasm', async () => {
    const { context, page } = await withoutWasm({ width: 1280, height: 800 }, () => localStorage.setItem('alphabeta-lab/v1/theme', 'dark'));
    await page.goto(base, { waitUntil: 'domcontentloaded' });
    await eq(async () => await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'data-theme at once');
    await that(async () => await treeSeen(page), 'the theme alone keeps the first view');
    await context.close();
  });

  await check('first view: the app takes it over without moving anything', async () => {
    for (const viewport of viewportsShown([{ width: 1280, height: 800 }, { width: 412, height: 823 }])) {
      const { context, page, release } = await withoutWasm(viewport);
      await page.goto(base, { waitUntil: 'domcontentloaded' });
      const boxes = () => page.evaluate(() => {
        const v = document.querySelector('.first-view') || document.getElementById('app');
        const area = [...v.querySelectorAll('.tree-area')].find((e) => getComputedStyle(e).display !== 'none');
        const box = (el, s) => { const b = el.getBoundingClientRect(); return [s, Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)].join(' '); };
        return [...['#step-counter', '#narration', '.toolbar'].map((s) => box(v.querySelector(s), s)),
          box(area, 'tree area'), ...['.node[data-label="A"]', '.node[data-label="O"]'].map((s) => box(area.querySelector(s), s))];
      });
      const before = await boxes();
      release();
      await page.waitForSelector('#app [data-node]');
      await eq(async () => await page.locator('.first-view').count(), 0, 'the first view is taken away');
      await eq(async () => await page.locator('#tree-area').count(), 1, 'one drawing');
      await eq(async () => await boxes(), before, `at ${viewport.width} px, nothing moved`);
      await context.close();
    }
  }, { known: { firefox: 'the app\'s drawing area is 12 px lower than the first view\'s, and the root moves 6 px left' } });
};
