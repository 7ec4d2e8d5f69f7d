// A lecture followed on phones (390x844, a touch screen): the tree as drawn at each step of the
// seeds' tree and a wide one (27 leaves), read from the page. Every inner node has its label,
// the nodes of one kind one size, every text 12 px or more on the screen, nothing written (alpha
// and beta, a value, a label, a cut tag) over another node's writing or shape, an edge or a cut
// mark, each value inside its node; the wide tree scrolls sideways, its node searched in view.
'use strict';
const { eq, ON_A_PHONE } = require('../adapter.cjs');
const { DRAWN } = require('../runner.cjs');

const PHONE = { width: 390, height: 844 };
const WIDE = '[[[1,2,3],[4,5,6],[7,8,9]],[[10,11,12],[13,14,15],[16,17,18]],[[19,20,21],[22,23,24],[25,26,27]]]';

// What is wrong with the drawing as it stands. Run in the page.
function drawingProblems() {
  // A part by its geometry (getBBox, texts as their glyph cells) in the window's pixels, as the
  // other checks measure it (docs/testing.md).
  const boxOf = (e) => {
    const g = e.getBBox(), m = e.getScreenCTM();
    const [p, q] = [new DOMPoint(g.x, g.y).matrixTransform(m), new DOMPoint(g.x + g.width, g.y + g.height).matrixTransform(m)];
    return { left: Math.min(p.x, q.x), top: Math.min(p.y, q.y), right: Math.max(p.x, q.x), bottom: Math.max(p.y, q.y) };
  };
  const join = (a, b) => ({ left: Math.min(a.left, b.left), top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) });
  // Boxes and segments meet where they share more than half a pixel.
  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const crosses = ([[x1, y1], [x2, y2]], b) => {
    const n = Math.ceil(Math.hypot(x2 - x1, y2 - y1) * 2) + 1;
    for (let k = 0; k <= n; k++) {
      const [x, y] = [x1 + (x2 - x1) * k / n, y1 + (y2 - y1) * k / n];
      if (x > b.left + 0.5 && x < b.right - 0.5 && y > b.top + 0.5 && y < b.bottom - 0.5) return true;
    }
    return false;
  };
  const out = [];
  const nodes = [...document.querySelectorAll('#tree [data-node]')];
  const sizes = {};
  const written = [];
  for (const n of nodes) {
    const name = n.dataset.label, shape = boxOf(n.querySelector('.shape'));
    const size = `${Math.round(shape.right - shape.left)}x${Math.round(shape.bottom - shape.top)}`;
    (sizes[n.dataset.kind] = sizes[n.dataset.kind] || new Set()).add(size);
    const label = n.querySelector('.label');
    if (n.dataset.kind !== 'leaf' && (!label || label.textContent.trim() !== name)) out.push(`${name} without its label`);
    const value = n.querySelector('.value');
    if (value && !(shape.left - 1 <= boxOf(value).left && boxOf(value).right <= shape.right + 1)) {
      out.push(`${name}'s value ${value.textContent} out of its node`);
    }
    const bounds = [...n.querySelectorAll('.alpha, .beta, .window-bg')].map(boxOf);
    if (bounds.length) written.push({ n, what: `${name}'s alpha and beta`, b: bounds.reduce(join) });
    for (const [sel, what] of [['.label', 'label'], ['.value', 'value'], ['.cut-tag', 'cut tag']]) {
      const e = n.querySelector(sel);
      if (e) written.push({ n, what: `${name}'s ${what} ${e.textContent}`, b: boxOf(e) });
    }
  }
  for (const [kind, s] of Object.entries(sizes)) if (s.size > 1) out.push(`${kind} nodes of sizes ${[...s].join(', ')}`);
  for (const t of document.querySelectorAll('#tree text')) {
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    if (t.textContent && px < 12 - 0.01) out.push(`"${t.textContent}" at ${px.toFixed(1)} px`);
  }
  // The edges and the cut marks' slashes, in the window's pixels.
  const lines = [];
  const at = (e, x, y) => { const p = new DOMPoint(x, y).matrixTransform(e.getScreenCTM()); return [p.x, p.y]; };
  for (const l of document.querySelectorAll('#tree svg[data-look=edges] line')) {
    const v = (a) => Number(l.getAttribute(a));
    lines.push(['an edge', [at(l, v('x1'), v('y1')), at(l, v('x2'), v('y2'))]]);
  }
  for (const s of document.querySelectorAll('#tree .strike')) {
    for (const [, x1, y1, x2, y2] of s.getAttribute('d').matchAll(/M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)/g)) {
      lines.push(['a cut mark', [at(s, +x1, +y1), at(s, +x2, +y2)]]);
    }
  }
  for (const w of written) {
    if (w.what.includes('value')) continue;
    for (const [what, seg] of lines) if (crosses(seg, w.b)) out.push(`${w.what} over ${what}`);
  }
  for (const [i, w] of written.entries()) {
    for (const o of written.slice(i + 1)) if (o.n !== w.n && meet(w.b, o.b)) out.push(`${w.what} meets ${o.what}`);
    for (const n of nodes) if (n !== w.n && meet(w.b, boxOf(n.querySelector('.shape')))) out.push(`${w.what} over ${n.dataset.label}`);
  }
  return out;
}

// Whether the node searched (at the end, the root) lies inside the visible part of the drawing's
// box.
function currentInView() {
  const a = document.querySelector('#tree-area');
  const cur = document.querySelector('#tree [data-state=current] .shape') || document.querySelector('#tree [data-node="0"] .shape');
  if (!cur) return 'no node searched';
  const r = a.getBoundingClientRect(), c = cur.getBoundingClientRect();
  const left = r.left + a.clientLeft, right = left + a.clientWidth;
  const seen = c.left >= left - 1 && c.right <= right + 1 && c.bottom <= innerHeight + 1 + scrollY && c.top >= -1 - scrollY;
  return seen ? 'in view' : `${cur.parentElement.dataset.label} at ${Math.round(c.left)}..${Math.round(c.right)}, the box ${Math.round(left)}..${Math.round(right)}`;
}

module.exports = async (t) => {
  const { check, browser, base, errors, assert, artifacts, path } = t;

  // The page at `query` on a phone, as a first visit.
  const onPhone = async (query) => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    page.on('pageerror', (e) => errors.push(`${query}: ${e.message}`));
    await page.goto(base + query);
    await page.waitForFunction(DRAWN);
    return page;
  };
  const counter = (page) => page.textContent('#step-counter').then((s) => s.trim().split(/\s*\/\s*/).map(Number));

  await check('phone: the tree keeps its labels, one size per kind, text 12 px and up, nothing over another, the node searched in view', async () => {
    for (const [name, query] of [['seeds', ''], ['27 leaves', '?tree=' + encodeURIComponent(WIDE)]]) {
      const page = await onPhone(query);
      const [, last] = await counter(page);
      for (let step = 0; step <= last; step++) {
        if (step > 0) await page.keyboard.press('ArrowRight');
        await eq(async () => (await counter(page))[0], step, `${name}: the step shown`);
        if (step > 0) await eq(() => page.evaluate(currentInView), 'in view', `${name}, step ${step}: the node searched`);
        if (step % 4 === 0 || step === last) {
          await eq(() => page.evaluate(drawingProblems), [], `${name}, step ${step}: the drawing`);
        }
        if (step === 14) await page.screenshot({ path: path.join(artifacts, `phone-${name.replace(' ', '-')}-step14.png`) });
      }
      if (query) {
        // Wider than the screen: it scrolls sideways inside its box, the page does not.
        const [area, page_] = await page.evaluate(() => {
          const a = document.querySelector('#tree-area');
          return [a.scrollWidth - a.clientWidth, document.documentElement.scrollWidth - innerWidth];
        });
        assert(area > 0 && page_ <= 1, `the box scrolls by ${area}, the page by ${page_}`);
      }
      await page.close();
    }
  }, ON_A_PHONE);
};
