// Undo and redo as a person meets them (issue 42): `#changes` and the flashes after an Undo
// compare the tree shown before it with the one after it, leaves named by label; and an edit of
// the notation text, keystroke by keystroke, is one Undo.
'use strict';
const { eq, that } = require('../adapter.cjs');

module.exports = async ({ open, check, assertEq, artifacts, path }) => {
  const changes = (page) => page.$eval('#changes', (e) => e.textContent.trim()).catch(() => null);
  const flashing = (page) => page.$$eval('[data-node][data-look*="flash"]', (els) => els.map((e) => e.getAttribute('data-label')).sort());
  // Waits until `#changes` says something other than `before`.
  const changesAfter = (page, before) => page.waitForFunction((b) => {
    const el = document.querySelector('#changes');
    return el && el.textContent.trim() !== b;
  }, before);

  await check('undo: the changes compare the trees shown before and after, leaves by label', async () => {
    const page = await open('');
    await page.click('[data-leaf-index="2"]');
    await page.fill('#leaf-editor', '4');
    await page.press('#leaf-editor', 'Enter');
    await changesAfter(page, '');
    const edited = await changes(page);
    assertEq(edited, 'Since the last change, no longer pruned: leaf K (9).', 'after the edit');
    await eq(async () => await flashing(page), ['K'], 'the edit flashes K');
    await page.click('#btn-undo');
    await changesAfter(page, edited);
    await eq(async () => await changes(page), 'Since the last change, now pruned: leaf K (9).', 'after Undo: G was pruned before too');
    await eq(async () => await flashing(page), ['K'], 'Undo flashes K alone');
    await page.screenshot({ path: path.join(artifacts, 'undo-changes-1280x720.png') });
    const undone = await changes(page);
    await page.click('#btn-redo');
    await changesAfter(page, undone);
    await eq(async () => await changes(page), edited, 'Redo says what the edit said');
    await page.close();
  });

  await check('undo: an edit of the notation text is one Undo, however many keys it took', async () => {
    const page = await open('');
    const seeds = await page.$$eval('[data-node]', (e) => e.length);
    await page.click('#btn-text');
    await page.fill('#notation', '[[12,3],[4,5]]');
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 7);
    // Leave the text, come back, and type 12 into 77 a key at a time.
    await page.click('#root-value');
    await page.click('#notation');
    await page.evaluate(() => document.querySelector('#notation').setSelectionRange(4, 4));
    for (const key of ['Backspace', 'Backspace', '7', '7']) await page.keyboard.press(key);
    await page.waitForFunction(() => document.querySelector('#notation').value === '[[77,3],[4,5]]');
    await page.waitForFunction(() => document.querySelector('[data-leaf-index="0"] text.value').textContent.trim() === '77');
    await page.click('#btn-undo');
    await page.waitForFunction(() => document.querySelector('[data-leaf-index="0"] text.value').textContent.trim() !== '77');
    await eq(async () => await page.inputValue('#notation'), '[[12,3],[4,5]]', 'one Undo takes back the whole edit');
    await page.click('#btn-undo');
    await page.waitForFunction((n) => document.querySelectorAll('[data-node]').length === n, seeds);
    await eq(async () => await page.isDisabled('#btn-undo'), true, 'two Undos: the page as it opened');
    await page.close();
  });

};
