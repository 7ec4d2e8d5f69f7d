// The view: Fit fits the whole tree into the visible drawing; the root and the node searched
// stay in view; a node's card stays inside the visible drawing.
'use strict';

// A complete tree of `k` children per node, `d` levels deep, with small values.
const complete = (k, d, at = 0) => (d === 0 ? String(((at * 37) % 19) - 9)
  : `[${Array.from({ length: k }, (_, i) => complete(k, d - 1, at * k + i)).join(',')}]`);

// What of `selectors` lies outside the visible drawing: the #tree-area box within the
// browser's window (its scrollbars left out).
const outside = (page, selectors) => page.evaluate((sels) => {
  const a = document.querySelector('#tree-area');
  const r = a.getBoundingClientRect();
  const left = Math.max(r.left + a.clientLeft, 0);
  const top = Math.max(r.top + a.clientTop, 0);
  const right = Math.min(r.left + a.clientLeft + a.clientWidth, innerWidth);
  const bottom = Math.min(r.top + a.clientTop + a.clientHeight, innerHeight);
  const out = [];
  for (const s of sels) {
    const els = document.querySelectorAll(s);
    if (!els.length) out.push(`${s}: not in the page`);
    for (const e of els) {
      const b = e.getBoundingClientRect();
      if (b.left < left - 1 || b.top < top - 1 || b.right > right + 1 || b.bottom > bottom + 1) {
        out.push(`${s}${e.dataset.node ? `#${e.dataset.node}` : ''} [${[b.left, b.top, b.right, b.bottom].map(Math.round)}]`
          + ` outside [${[left, top, right, bottom].map(Math.round)}]`);
      }
    }
  }
  return out;
}, selectors);

module.exports = async (t) => {
  const { open, check, assert, assertEq, artifacts, path } = t;
  const shot = (page, name) => page.screenshot({ path: path.join(artifacts, name) });

  await check('Fit scales the whole tree into the visible drawing, down (243 leaves) or up (15 nodes)', async () => {
    for (const viewport of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
      const size = `${viewport.width}x${viewport.height}`;
      for (const [name, query] of [['243', '?tree=' + encodeURIComponent(complete(3, 5))], ['seeds', '']]) {
        const page = await open(query, viewport);
        const before = await page.textContent('#zoom-level');
        await page.click('#btn-zoom-fit');
        await page.waitForFunction((b) => document.querySelector('#zoom-level').textContent !== b, before, { timeout: 2000 })
          .catch(() => {});
        await page.waitForTimeout(100);
        const level = parseFloat(await page.textContent('#zoom-level'));
        if (name === '243') assert(level < 100, `${name} at ${size}: made smaller (${level} %)`);
        if (name === 'seeds' && viewport.width === 1920) assert(level > 100, `${name} at ${size}: made bigger (${level} %)`);
        // The zoom shown is the drawing's real scale.
        const drawn = await page.$eval('#tree', (e) => e.getBoundingClientRect().width);
        const layer = await page.$eval('#tree svg.layer', (e) => Number(e.getAttribute('viewBox').split(' ')[2]));
        assert(Math.abs(drawn / layer * 100 - level) <= 1, `${name} at ${size}: ${level} % shown, ${drawn / layer * 100} drawn`);
        const nodes = await page.$$eval('[data-node]', (e) => e.length);
        assert(nodes > 10, `${name}: ${nodes} nodes in the page`);
        assertEq(await outside(page, ['[data-node]']), [], `${name} at ${size}: nodes outside the visible drawing after Fit`);
        await shot(page, `fit-${name}-${size}.png`);
        await page.close();
      }
    }
  });
};
