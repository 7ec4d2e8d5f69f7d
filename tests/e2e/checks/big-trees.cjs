// Big trees: folded at first and drawn near the view; 64, 243 and 256 leaves with their values
// apart; a phone-wide page.
'use strict';
const { eq, that, settle } = require('../adapter.cjs');

// How long the drawing may take to draw what came into view.
const LAYOUT_MS = 3000;

module.exports = async (t) => {
  const { open, check, assert, assertEq, artifacts, path } = t;
  await check('a big tree: folded at first, every node drawn on request, layers drawn near the view', async () => {
    // A complete ternary tree of depth 7: 2,187 leaves, 3,280 nodes.
    const build = (d, k) => (d === 0 ? String(((k * 37) % 19) - 9) : `[${[0, 1, 2].map((i) => build(d - 1, k * 3 + i)).join(',')}]`);
    const page = await open('?tree=' + encodeURIComponent(build(7, 0)));
    const counts = () => page.evaluate(() => ({
      drawn: Number(document.querySelector('#tree').dataset.drawn),
      inDom: document.querySelectorAll('[data-node]').length,
    }));
    await that(async () => (await counts()).drawn < 100, 'opens folded');
    await page.click('#btn-expand-all');
    await page.waitForSelector('#btn-collapse-big');
    const all = await counts();
    assertEq(all.drawn, 3280, 'every node laid out');
    assert(all.inDom > 0 && all.inDom < all.drawn, `only the layers near the view are in the page (${all.inDom})`);
    // ...and only their nodes near it: the farthest node in the page, in widths (or heights) of
    // what the box shows, beyond its edge (the margin is half a screen, rounded up to a grid).
    // A run's extent reaches up its long edges; drawn whole, a run put nodes 14.8 widths away.
    const farthest = await page.evaluate(() => {
      const a = document.querySelector('#tree-area').getBoundingClientRect();
      const [l, t, r, b] = [Math.max(a.left, 0), Math.max(a.top, 0), Math.min(a.right, innerWidth), Math.min(a.bottom, innerHeight)];
      let far = 0;
      for (const g of document.querySelectorAll('g.node')) {
        const x = g.getBoundingClientRect();
        far = Math.max(far, Math.max(l - x.right, x.left - r, 0) / (r - l), Math.max(t - x.bottom, x.top - b, 0) / (b - t));
      }
      return far;
    });
    assert(farthest < 1.5, `every node in the page is near the view (the farthest ${farthest.toFixed(2)} screens off)`);
    // The bottom row in the window (the summary above may take two lines): the first leaf is
    // drawn as it comes near the view.
    await page.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); });
    await page.waitForSelector('[data-leaf-index="0"]');
    await that(async () => !(await page.$('[data-leaf-index="2186"]')), 'the last leaf, far off to the right, is not');
    // Scrolling to the far right draws what comes into view.
    await page.$eval('.tree-area', (e) => { e.scrollLeft = e.scrollWidth; });
    await page.waitForSelector('[data-leaf-index="2186"]');
    // Stepping follows the search: the node searched is drawn, wherever it is.
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-state="current"]');
    await page.keyboard.press('End');
    await eq(async () => (await page.textContent('#step-counter')).trim().split(' / ')[0],
      (await page.textContent('#step-counter')).trim().split(' / ')[1], 'at the last step');
    await page.screenshot({ path: path.join(artifacts, 'big-all-drawn-1280x720.png') });
    await page.click('#btn-collapse-big');
    await page.waitForSelector('#btn-expand-all');
    await that(async () => (await counts()).drawn < 100, 'folded again');
    await page.close();
  });

  await check('64 leaves fit 1280 px, and their values (and those of 243 leaves, and of 256 with a pair folded) sit in their boxes apart; phone width is tidy', async () => {
    const leaves = Array.from({ length: 64 }, (_, i) => (i * 37) % 19 - 9);
    const groups = [];
    for (let i = 0; i < 64; i += 4) groups.push(`[[${leaves[i]},${leaves[i + 1]}],[${leaves[i + 2]},${leaves[i + 3]}]]`);
    const quads = [];
    for (let i = 0; i < 16; i += 4) quads.push(`[${groups.slice(i, i + 4).join(',')}]`);
    const tree = `[${quads.join(',')}]`;
    const page = await open('?tree=' + encodeURIComponent(tree));
    await eq(async () => await page.$$eval('[data-leaf-index]', (e) => e.length), 64, 'leaves');
    const fits = await page.$eval('.tree-area', (e) => e.scrollWidth <= e.clientWidth + 1);
    assert(fits, '64 leaves fit without scrolling');
    await page.keyboard.press('End');
    // Leaf values on the crowded bottom row: each inside its box, none touching another.
    const crowding = (p) => p.evaluate(() => {
      // An SVG text's box as its glyph cells (getBBox), in the window's pixels: every engine
      // agrees on it, not on getBoundingClientRect (Firefox's is far taller than the glyphs).
      const textBox = (e) => {
        const b = e.getBBox(), m = e.getScreenCTM();
        const [p, q] = [new DOMPoint(b.x, b.y).matrixTransform(m), new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m)];
        return { left: Math.min(p.x, q.x), top: Math.min(p.y, q.y), right: Math.max(p.x, q.x), bottom: Math.max(p.y, q.y) };
      };
      const leaves = [...document.querySelectorAll('[data-leaf-index]')].map((g) => {
        const box = g.querySelector('.shape').getBoundingClientRect();
        const text = textBox(g.querySelector('text.value'));
        return { box, text, name: g.getAttribute('data-label') };
      });
      const outside = leaves.filter(({ box, text }) => text.left < box.left - 0.5 || text.right > box.right + 0.5)
        .map((l) => l.name);
      const touching = [];
      for (let i = 0; i < leaves.length; i++) {
        for (let j = i + 1; j < leaves.length; j++) {
          const a = leaves[i].text, b = leaves[j].text;
          if (a.left < b.right + 2 && b.left < a.right + 2 && a.top < b.bottom && b.top < a.bottom) touching.push(`${leaves[i].name}/${leaves[j].name}`);
        }
      }
      return { leaves: leaves.length, outside, touching };
    });
    const wide = await crowding(page);
    assertEq([wide.leaves, wide.outside, wide.touching], [64, [], []], '64 leaves: count, values outside their box, values touching');
    // Inner nodes' values ("≤−4" at a Min node 37 px from the next) do not run into each
    // other either: a wide one is drawn narrower.
    const innerTouching = await page.evaluate(() => {
      // An SVG text's box as its glyph cells (getBBox), in the window's pixels: every engine
      // agrees on it, not on getBoundingClientRect (Firefox's is far taller than the glyphs).
      const textBox = (e) => {
        const b = e.getBBox(), m = e.getScreenCTM();
        const [p, q] = [new DOMPoint(b.x, b.y).matrixTransform(m), new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m)];
        return { left: Math.min(p.x, q.x), top: Math.min(p.y, q.y), right: Math.max(p.x, q.x), bottom: Math.max(p.y, q.y) };
      };
      const texts = [...document.querySelectorAll('[data-node]:not([data-leaf-index]) > text.value')]
        .map((e) => ({ r: textBox(e), name: e.parentNode.getAttribute('data-label') }));
      // Whether boxes a and b overlap, or come within `gap` px side by side.
      const meet = (a, b, gap = 0) => a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom && b.top < a.bottom;
      const out = [];
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          if (meet(texts[i].r, texts[j].r, 1)) out.push(`${texts[i].name}/${texts[j].name}`);
        }
      }
      // Nor does a cut badge (the small α or β) cover a value.
      const badges = [...document.querySelectorAll('.cut-tag.badge circle')].map((e) => e.getBoundingClientRect());
      const covered = texts.filter(({ r }) => badges.some((b) => meet(r, b))).map((t) => t.name);
      return { count: texts.length, badges: badges.length, out, covered };
    });
    assert(innerTouching.count >= 20 && innerTouching.badges >= 8, `${innerTouching.count} inner values, ${innerTouching.badges} badges`);
    assertEq([innerTouching.out, innerTouching.covered], [[], []], '64 leaves: inner values touching, values under a cut badge');
    await page.screenshot({ path: path.join(artifacts, 'wide64-end-1280x720.png') });
    await page.close();
    // 243 leaves of -99..99 (a random tree of 3 x 5): the row scrolls, and three-character
    // values are staggered over three rows.
    const values = Array.from({ length: 243 }, (_, i) => ((i * 61) % 199) - 99);
    const nest = (lo, n) => (n === 1 ? String(values[lo]) : `[${[0, 1, 2].map((k) => nest(lo + (k * n) / 3, n / 3)).join(',')}]`);
    const big = await open('?tree=' + encodeURIComponent(nest(0, 243)));
    await big.keyboard.press('End');
    await big.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); e.scrollLeft = 0; });
    // The leaves near the view are drawn as they come into it.
    const crowded = await settle(() => crowding(big), (c) => c.leaves >= 40 && !c.outside.length && !c.touching.length, LAYOUT_MS);
    assert(crowded.leaves >= 40, `only ${crowded.leaves} leaves drawn near the view`);
    assertEq([crowded.outside, crowded.touching], [[], []], '243 leaves: values outside their box, values touching');
    await big.screenshot({ path: path.join(artifacts, 'leaves243-end-1280x720.png') });
    await big.close();
    // Folded: a subtree folded into a marker takes one place on the bottom row, and the rows
    // follow the places, not the leaves' numbers. 256 leaves of -99..99 in a binary tree;
    // node 10 is the parent of leaves 2 and 3.
    const bin = (lo, n) => (n === 1 ? String(values[lo % 243]) : `[${bin(lo, n / 2)},${bin(lo + n / 2, n / 2)}]`);
    const folded = await open('?tree=' + encodeURIComponent(bin(0, 256)));
    await folded.keyboard.press('End');
    // Node 10 is low in the drawing, on the left: looked at as a person would (only the
    // parts near the view are in the document).
    await folded.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); e.scrollLeft = 0; });
    await folded.waitForSelector('[data-node="10"]');
    await folded.click('[data-node="10"]');
    await folded.click('#btn-collapse');
    await folded.waitForSelector('[data-node="10"][data-collapsed]');
    await folded.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); e.scrollLeft = 0; });
    const crowdedFolded = await settle(() => crowding(folded), (c) => c.leaves >= 40 && !c.outside.length && !c.touching.length, LAYOUT_MS);
    assert(crowdedFolded.leaves >= 40, `only ${crowdedFolded.leaves} leaves drawn near the view`);
    assertEq([crowdedFolded.outside, crowdedFolded.touching], [[], []], '256 leaves, one pair folded: values outside their box, values touching');
    await folded.close();
    if (!t.viewportsShown([{ width: 390, height: 844 }]).length) return;
    const phone = await open('?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'), { width: 390, height: 844 });
    for (let i = 0; i < 12; i++) await phone.keyboard.press('ArrowRight');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert(overflow <= 1, `the page is ${overflow}px wider than a phone`);
    await phone.screenshot({ path: path.join(artifacts, 'aima-phone-390.png'), fullPage: true });
    await phone.close();
  }, { known: { webkit: 'a node card\'s Collapse subtree button lies under the drawing\'s horizontal scrollbar in WebKit: what is at its middle is the scroll area' } });
};
