// Chance nodes as the sheets draw them: a dashed circle (data-kind="chance") named "Chance node" to
// a screen reader, each edge below it its child's probability, clear of every other text and
// shape, and said in the child's name; the legend's entry only for a tree with chance nodes.
'use strict';
module.exports = async (t) => {
  const tree = '[~[0.25@[3,-[5,1]],0.75@4],~[1,2,3]]';
  // Every probability's box, and every box it must not meet: the nodes' shapes and texts
  // (values, labels, alpha and beta, cut tags), and the other probabilities.
  const clashes = (page) => page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
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
    for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
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
      t.assertEq((await probs()).map(([text]) => text), ['0.25', '0.75', '1/3', '1/3', '1/3'], `probabilities (${size})`);
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
      t.assert((await probs()).every(([, px]) => px >= 16), `probabilities at 16 px or more: ${JSON.stringify(await probs())}`);
      t.assertEq(await page.$$eval('.legend .lg-chance', (e) => e.length), 1, 'the legend has the chance node');
      const of = Number((await page.textContent('#step-counter')).split(' / ')[1]);
      for (const [when, keys] of [['first', 0], ['mid', Math.floor(of / 2)], ['last', of - Math.floor(of / 2)]]) {
        for (let i = 0; i < keys; i++) await page.keyboard.press('ArrowRight');
        t.assertEq(await clashes(page), [], `nothing meets a probability (${size}, ${when} step)`);
        await page.screenshot({ path: t.path.join(t.artifacts, `chance-${when}-${size}.png`) });
      }
      t.assertEq((await page.textContent('#root-value')).trim(), '3.25', 'the root value');
      await page.close();
    }
    // A tree without chance nodes: no chance entry, no probabilities.
    const plain = await t.open('');
    t.assertEq(await plain.$$eval('.legend .lg-chance, #tree .edge .prob, [data-kind="chance"]', (e) => e.length), 0,
      'nothing of chance nodes in a tree without them');
    t.assertEq(await plain.$$eval('[data-node]', (els) => els.filter((g) => /probab/.test(g.getAttribute('aria-label'))).length), 0,
      'no probability in a name without chance nodes');
    await plain.close();
  });
};
