// Labels as a teacher and a student expect them (issue 21, 13): an edit renames no other node,
// a label another node has is refused, and a refused label stays in its field with its message
// beside it, not under the value.
'use strict';
const { eq, that } = require('../adapter.cjs');
module.exports = async (t) => {
  // Every node's label, in preorder.
  const labels = (page) => page.$$eval('g[data-node]', (els) => els
    .sort((a, b) => Number(a.getAttribute('data-node')) - Number(b.getAttribute('data-node')))
    .map((e) => e.getAttribute('data-label')));
  const box = (page, sel) => page.$eval(sel, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  // How far below a field its message may start: the gap between a field and the next line.
  const NEAR = 12;

  await t.check('labels: an edit renames no other node; a refused label stays by its field', async () => {
    const page = await t.open('');
    const before = await labels(page);
    await page.click('[data-label="B"]');
    await page.click('#btn-add-child');
    const after = await labels(page);
    const added = (await page.textContent('#node-card .card-head b')).trim().split(' ').pop();
    t.assertEq(after.filter((l) => l !== added), before, 'every other node keeps its letter');
    t.assert(!before.includes(added), `the new node's label ${added} is no other node's`);
    t.assertEq(after.length, before.length + 1, 'one node more');
    await page.click('#btn-move-left');
    await eq(async () => [...await labels(page)].sort(), [...after].sort(), 'a move keeps every letter');

    // A label another node has: refused, nothing changes, the text stays in the field.
    const shown = await labels(page);
    await page.fill('#label-editor', 'G');
    await page.press('#label-editor', 'Enter');
    await page.waitForSelector('#label-error');
    await eq(async () => (await page.textContent('#label-error')).trim(), 'G is already the label of another node',
      'the duplicate refused');
    await eq(async () => await page.inputValue('#label-editor'), 'G', 'the text typed stays');
    await eq(async () => await page.$$eval('#edit-error', (e) => e.length), 0, 'nothing under the value field');
    await eq(async () => await labels(page), shown, 'no label changed');

    // Too long: the message right under the label field, below the value field; the text kept.
    const long = 'Abcdefghijklmnopqrstuvwxyz';
    await page.fill('#label-editor', long);
    await page.press('#label-editor', 'Enter');
    await page.waitForFunction(() => (document.querySelector('#label-error') || {}).textContent.includes('too long'));
    await eq(async () => await page.inputValue('#label-editor'), long, 'the long text stays');
    const [value, field, message] = [await box(page, '#leaf-editor'), await box(page, '#label-editor'),
      await box(page, '#label-error')];
    t.assert(message.top >= field.bottom && message.top <= field.bottom + NEAR && field.top > value.bottom,
      `the message by the label field: ${JSON.stringify({ value, field, message })}`);
    const card = await page.$eval('#node-card', (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    const MARGIN = 24;
    await page.screenshot({
      path: t.path.join(t.artifacts, 'label-error-card-1280x720.png'),
      clip: { x: Math.max(0, card.x - MARGIN), y: Math.max(0, card.y - MARGIN),
        width: card.width + 2 * MARGIN, height: card.height + 2 * MARGIN },
    });

    // Corrected: kept, and the message goes.
    await page.fill('#label-editor', 'Left');
    await page.press('#label-editor', 'Enter');
    await page.waitForSelector('[data-label="Left"]');
    await eq(async () => await page.$$eval('#label-error', (e) => e.length), 0, 'no message once corrected');

    // A refused value still shows under the value field, above the label.
    await page.click('[data-label="Left"]');
    await page.fill('#leaf-editor', 'abc');
    await page.press('#leaf-editor', 'Enter');
    await page.waitForSelector('#edit-error');
    const [v, e, l] = [await box(page, '#leaf-editor'), await box(page, '#edit-error'), await box(page, '#label-editor')];
    t.assert(e.top >= v.bottom && e.bottom <= l.top, `the value's message by the value field: ${JSON.stringify({ v, e, l })}`);
    await eq(async () => await page.$$eval('#label-error', (x) => x.length), 0, 'no label message');
    await page.close();
  });
};
