// Chance nodes as the sheets draw them: a dashed circle (data-kind="chance") named "Chance node" to
// a screen reader, each edge below it its child's probability, clear of every other text and
// shape, and said in the child's name; the legend's entry only for a tree with chance nodes.
'use strict';
const { eq, that } = require('../adapter.cjs');
module.exports = async (t) => {
  const tree = '[~[0.25@[3,-[5,1]],0.75@4],~[1,2,3]]';
  // Every probability's box, and every box it must not meet: the nodes' shapes and texts
  // (values, labels, alpha and beta, cut tags), and the other probabilities.
  const clashes = (page) => page.evaluate(() => {
    // An SVG text's box as its glyph cells (getBBox), in the window's pixels: every engine agrees
    // on it, not on getBoundingClientRect (Firefox's is far taller than the glyphs).
    const textBox = (e) => {
      const b = e.getBBox(), m = e.getScreenCTM();
      const [p, q] = [new DOMPoint(b.x, b.y).matrixTransform(m), new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m)];
      return { left: Math.min(p.x, q.x), top: Math.min(p.y, q.y), right: Math.max(p.x, q.x), bottom: Math.max(p.y, q.y),
        width: Math.abs(q.x - p.x), height: Math.abs(q.y - p.y) };
    };
    const box = (el) => (el.tagName === 'text' ? textBox(el) : el.getBoundingClientRect());
    const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const probs = [...document.querySelectorAll('#tree .edge .prob')];
    const parts = [...document.querySelectorAll('#tree [data-node] :is(.shape, text, .window-bg, .cut-tag rect, .cut-tag circle)')];
    const out = [];
    probs.forEach((p, i) => {
      for (const q of probs.slice(i + 1)) if (meet(box(p), box(q))) out.push(`${p.textContent} meets ${q.textContent}`);
      for (const q of parts) {
        if (meet(box(p), box(q))) out.push(`${p.textContent} meets ${q.closest('[data-node]').getAttribute('data-label')}'s ${q.getAttribute('class') || q.tagName}`);
      }
    });
    return out;
  });

  await t.check('chance nodes: dashed circles, probabilities on their edges, the legend', async () => {
    for (const viewport of t.viewportsShown([{ width: 1280, height: 720 }, { width: 390, height: 844 }])) {
      const size = `${viewport.width}x${viewport.height}`;
      const page = await t.open('?tree=' + encodeURIComponent(tree), viewport);
      const chance = await page.$$eval('[data-kind="chance"]', (els) => els.map((g) => ({
        label: g.getAttribute('data-label'),
        circle: !!g.querySelector('circle.shape'),
        dash: getComputedStyle(g.querySelector('.shape')).strokeDasharray,
        name: g.getAttribute('aria-label'),
      })));
      t.assertEq(chance.map((c) => [c.label, c.circle]), [['B', true], ['C', true]], `chance nodes (${size})`);
      for (const c of chance) {
        t.assert(c.dash && c.dash !== 'none', `${c.label}'s outline is dashed: ${c.dash}`);
        t.assert(c.name.startsWith(`Chance node ${c.label}`), `${c.label}'s name: ${c.name}`);
      }
      const probs = () => page.$$eval('#tree .edge .prob', (els) => els.map((e) => [e.textContent.trim(),
        parseFloat(getComputedStyle(e).fontSize)]));
      await eq(async () => (await probs()).map(([text]) => text), ['0.25', '0.75', '1/3', '1/3', '1/3'], `probabilities (${size})`);
      // The edges are hidden from screen readers: each child of a chance node says its
      // probability in its own name, as its edge writes it, in parentheses (not drawn in the
      // node), and no other node says one.
      const said = await page.$$eval('[data-node]', (els) => els.map((g) => [g.getAttribute('data-label'),
        (/\(probability ([^)]*)\)/.exec(g.getAttribute('aria-label')) || [])[1] || null]));
      t.assertEq(said.filter(([, p]) => p !== null),
        [['D', '0.25'], ['E', '0.75'], ['F', '1/3'], ['G', '1/3'], ['H', '1/3']], `probabilities in the names (${size})`);
      t.assertEq(said.filter(([, p]) => p !== null).map(([, p]) => p), (await probs()).map(([text]) => text),
        `the names say what the edges write (${size})`);
      const leaf = await page.getAttribute('[data-label="E"]', 'aria-label');
      t.assert(leaf.startsWith('Leaf E, (probability 0.75), (value) 4, '), `E's name: ${leaf}`);
      await that(async () => (await probs()).every(([, px]) => px >= 16), `probabilities at 16 px or more: ${JSON.stringify(await probs())}`);
      await eq(async () => await page.$$eval('.legend .lg-chance', (e) => e.length), 1, 'the legend has the chance node');
      const of = Number((await page.textContent('#step-counter')).split(' / ')[1]);
      for (const [when, keys] of [['first', 0], ['mid', Math.floor(of / 2)], ['last', of - Math.floor(of / 2)]]) {
        for (let i = 0; i < keys; i++) await page.keyboard.press('ArrowRight');
        await eq(async () => await clashes(page), [], `nothing meets a probability (${size}, ${when} step)`);
        await page.screenshot({ path: t.path.join(t.artifacts, `chance-${when}-${size}.png`) });
      }
      await eq(async () => (await page.textContent('#root-value')).trim(), '3.25', 'the root value');
      await page.close();
    }
    // Issue 42: a tree of decimals with leaf bounds (Star1 cuts below chance nodes): at every
    // step, each node's value lies inside its shape, nothing meets a probability (a cut tag
    // included), and the drawing writes its numbers one way (decimals, no `11/9`).
    const star1 = '[-[~[0.5@[1.9, 3.2], 0.5@[0.4, 2.5]], ~[0.3@[1.2,0.5],0.7@[2.1,1.1]]], -[~[1.5,0.3,2.2],~[0.1,1.7,0.9]]]';
    const page = await t.open('?tree=' + encodeURIComponent(star1) + '&algorithm=alphabeta&bounds=0,4');
    const spills = () => page.evaluate(() => {
      const out = [];
      for (const g of document.querySelectorAll('#tree [data-node]')) {
        const text = g.querySelector('text.value');
        const shape = g.querySelector('.shape');
        if (!text || !shape || !text.textContent.trim()) continue;
        const t = text.getBoundingClientRect();
        const s = shape.getBoundingClientRect();
        // The text's ink: its box less the line's room above the digits and below them.
        const pad = t.height * 0.2;
        const corners = [[t.left, t.top + pad], [t.right, t.top + pad], [t.left, t.bottom - pad], [t.right, t.bottom - pad]];
        const r = s.width / 2, cx = s.left + r, cy = s.top + s.height / 2;
        const inside = shape.tagName === 'circle'
          ? corners.every(([x, y]) => Math.hypot(x - cx, y - cy) <= r + 1)
          : t.left >= s.left - 1 && t.right <= s.right + 1;
        if (!inside) out.push(`${g.getAttribute('data-label')}: ${text.textContent}`);
      }
      return out;
    });
    const fractions = () => page.$$eval('#tree [data-node] text', (els) => els.map((e) => e.textContent)
      .filter((s) => s.includes('/')));
    const of = Number((await page.textContent('#step-counter')).split(' / ')[1]);
    for (let step = 0; step < of; step++) {
      await page.keyboard.press('ArrowRight');
      await eq(async () => await spills(), [], `every value inside its node (step ${step + 1})`);
      await eq(async () => await clashes(page), [], `nothing meets a probability (step ${step + 1})`);
      await eq(async () => await fractions(), [], `no fraction beside the decimals (step ${step + 1})`);
      if (step === 58) await page.screenshot({ path: t.path.join(t.artifacts, 'chance-star1-1280x720.png') });
    }
    await page.screenshot({ path: t.path.join(t.artifacts, 'chance-star1-end-1280x720.png') });
    await page.close();
    // A tree without chance nodes: no chance entry, no probabilities.
    const plain = await t.open('');
    await eq(async () => await plain.$$eval('.legend .lg-chance, #tree .edge .prob, [data-kind="chance"]', (e) => e.length), 0,
      'nothing of chance nodes in a tree without them');
    await eq(async () => await plain.$$eval('[data-node]', (els) => els.filter((g) => /probab/.test(g.getAttribute('aria-label'))).length), 0,
      'no probability in a name without chance nodes');
    await plain.close();
  });
};
