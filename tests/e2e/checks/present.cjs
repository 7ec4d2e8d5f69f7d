// Presenting to a class: P (or #btn-present) hides the settings and drawers, and at 1024x768
// every text shown is 24 px or more as drawn, the narration and the nodes' values at 7:1
// contrast or better, and the whole seeds' tree fits the screen; PageDown and PageUp step (a
// presenter's remote); Esc stops, and the page is as it was.
'use strict';
const { eq, that, settle } = require('../adapter.cjs');

// How long presenting may take to lay the page out again after a key.
const LAYOUT_MS = 3000;

module.exports = async ({ browser, base, check, assert, assertEq, artifacts, path }) => {
  await check('present: large type at 7:1, the whole tree on a 1024x768 screen, a remote\'s keys, Esc', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(base + '?step=25');
    await page.waitForSelector('[data-node]');
    const zoomBefore = await page.textContent('#zoom-level');
    await page.keyboard.press('p');
    await page.waitForSelector('.lab[data-look~="present"]');
    await eq(async () => await page.getAttribute('#btn-present', 'aria-pressed'), 'true', 'pressed');
    for (const hidden of ['.toolbar', '.settings', '.legend', '.compare', '#code', '.modes', '#preset']) {
      await that(async () => !(await page.isVisible(hidden)), `${hidden} hidden`);
    }
    // Every text on screen, as drawn (an SVG text's size times the drawing's scale), once the
    // drawing is scaled for presenting.
    await eq(() => page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('.lab *')) {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        if (!own || !el.getClientRects().length) continue;
        let size = parseFloat(getComputedStyle(el).fontSize);
        const svg = el.closest('svg');
        if (svg && svg.getScreenCTM()) size *= svg.getScreenCTM().a;
        if (size < 23.9) out.push(`${el.tagName}.${el.getAttribute('class')}: ${el.textContent.trim().slice(0, 20)} at ${size.toFixed(1)}`);
      }
      return out;
    }), [], 'texts under 24 px');
    // Contrast: the narration on its panel, each node's value on its shape (or the paper).
    const contrasts = await settle(() => page.evaluate(() => {
      const rgb = (s) => (s.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => {
        const c = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
      };
      const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
      const story = document.querySelector('.story');
      const out = [['narration', ratio(rgb(getComputedStyle(document.querySelector('#narration')).color), rgb(getComputedStyle(story).backgroundColor))]];
      for (const g of document.querySelectorAll('g.node')) {
        const text = g.querySelector('text.value');
        if (!text) continue;
        const shape = g.querySelector('.shape');
        const opacity = [g, text, shape].reduce((o, e) => o * Number(getComputedStyle(e).fillOpacity), 1);
        const fill = getComputedStyle(shape).fill;
        const under = fill.startsWith('rgb') ? rgb(fill) : [255, 255, 255];
        out.push([`value of ${g.dataset.label}`, opacity < 1 ? 0 : ratio(rgb(getComputedStyle(text).fill), under)]);
      }
      return out;
    }), (all) => all.length > 8 && all.every(([, r]) => r >= 7), LAYOUT_MS);
    const low = contrasts.filter(([, r]) => r < 7).map(([what, r]) => `${what}: ${r.toFixed(2)}`);
    assertEq(low, [], 'contrast under 7:1');
    assert(contrasts.length > 8, `values checked: ${contrasts.length}`);
    // The whole tree on the screen.
    await eq(() => page.evaluate(() => {
      const r = document.querySelector('#tree').getBoundingClientRect();
      return [r.right <= innerWidth + 1, [...document.querySelectorAll('[data-leaf-index]')].every((g) => g.getBoundingClientRect().right <= innerWidth)];
    }), [true, true], 'the tree fits the width');
    await page.screenshot({ path: path.join(artifacts, 'present-1024x768.png') });
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageUp');
    await eq(async () => (await page.textContent('#step-counter')).trim(), '26 / 40', 'PageDown, PageDown, PageUp');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.lab:not([data-look~="present"])');
    await that(async () => await page.isVisible('.toolbar'), 'the toolbar back');
    await eq(async () => await page.textContent('#zoom-level'), zoomBefore, 'the zoom from before');
    // Not presenting, PageDown does not step.
    await page.keyboard.press('PageDown');
    await eq(async () => (await page.textContent('#step-counter')).trim(), '26 / 40', 'PageDown only steps while presenting');
    await page.close();
  });

  // Issue 30: presenting after a click (the focus on #btn-present, or on a node), the stepping
  // keys step and press nothing.
  await check('present: the stepping keys step whatever has the focus', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const step = async () => (await page.textContent('#step-counter')).trim();
    await page.goto(base + '?tree=[[3,12,8],[2,4,6],[14,5,2]]');
    await page.waitForSelector('[data-node]');
    await page.click('#btn-present');
    await page.waitForSelector('.lab[data-look~="present"]');
    await page.keyboard.press(' ');
    await eq(async () => await step(), '1 / 39', 'Space steps');
    // The key has been handled (it stepped): it did not press the button too.
    assert(await page.isVisible('.lab[data-look~="present"]'), 'Space on the focused Present button presents on');
    await page.keyboard.press('Shift+Space');
    await eq(async () => await step(), '0 / 39', 'Shift+Space steps back');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.lab:not([data-look~="present"])');
    // A node with the focus: its card open, then closed; then presenting.
    await page.click('[data-label="B"]');
    await page.waitForSelector('#node-card');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#node-card', { state: 'detached' });
    const focused = () => page.evaluate(() => document.activeElement && document.activeElement.getAttribute('data-label'));
    const before = await focused();
    await page.keyboard.press('p');
    await page.waitForSelector('.lab[data-look~="present"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await eq(async () => await step(), '1 / 39', 'Right, Right, Left');
    await eq(async () => await focused(), before, 'the focus stays where it was');
    await page.keyboard.press(' ');
    await eq(async () => await step(), '2 / 39', 'Space steps on a node');
    await eq(async () => await page.$('#node-card'), null, 'no card opened');
    await page.keyboard.press('End');
    await eq(async () => await step(), '39 / 39', 'End');
    await page.keyboard.press('p');
    await page.waitForSelector('.lab:not([data-look~="present"])');
    await page.close();
  });

  // Issue 30: presenting uses the room there is: on a tall screen the drawing fills most of its
  // height; on a low one, in the language with the longest story, the leaves stay on the
  // screen at every step; the pseudocode switch puts the code beside the tree at 24 px.
  await check('present: the drawing fills the screen, stays on it at every step, and the code beside it', async () => {
    const leavesBottom = (page) => page.evaluate(() => Math.max(...[...document.querySelectorAll('[data-leaf-index]')].map((g) => g.getBoundingClientRect().bottom)) - innerHeight);
    const big = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await big.goto(base + '?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
    await big.waitForSelector('[data-node]');
    await big.keyboard.press('p');
    await big.waitForSelector('.lab[data-look~="present"]');
    const share = await settle(() => big.evaluate(() => document.querySelector('#tree').getBoundingClientRect().height / innerHeight),
      (s) => s > 0.7, LAYOUT_MS);
    console.log(`  presenting AIMA 5.2 at 1920x1080: the drawing fills ${share.toFixed(2)} of the screen's height`);
    assert(share > 0.7, `the drawing fills ${share.toFixed(2)} of the screen's height`);
    await big.click('#present-code');
    await big.waitForSelector('#code');
    await eq(() => big.evaluate(() => [...document.querySelectorAll('#code *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) && el.getClientRects().length)
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 23.9).map((el) => el.textContent.trim().slice(0, 20))),
    [], 'the code\'s texts under 24 px');
    await eq(() => big.evaluate(() => [document.querySelector('#code').getBoundingClientRect().left >= document.querySelector('#tree-area').getBoundingClientRect().right - 1,
      Math.max(...[...document.querySelectorAll('[data-leaf-index]')].map((g) => g.getBoundingClientRect().right)) <= innerWidth]),
    [true, true], 'the code beside the tree, the tree on the screen');
    await big.close();
    const low = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await low.goto(base + '?lang=sl&tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
    await low.waitForSelector('[data-node]');
    await low.keyboard.press('p');
    await low.waitForSelector('.lab[data-look~="present"]');
    const past = [];
    for (let i = 0; i < 39; i++) {
      await low.keyboard.press('ArrowRight');
      const by = await settle(() => leavesBottom(low), (b) => b <= 1, LAYOUT_MS);
      if (by > 1) past.push(`step ${i + 1}: ${Math.round(by)} px`);
    }
    assertEq(past, [], 'leaves below the screen');
    await low.close();
  });
};
