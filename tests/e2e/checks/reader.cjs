// For every reader: the rule in force beside the node being searched (what predicts the cut),
// a node's accessible name that reads its state, and no flashing for a person who asks the
// system for less motion.
'use strict';
const { eq, that, notOverWebDriver } = require('../adapter.cjs');

module.exports = async (t) => {
  const { assert, assertEq } = t;
  await t.check('the path names the rule in force at the node searched', async () => {
    const page = await t.open('');
    const rule = async () => ((await page.$('#rule-now')) ? (await page.textContent('#rule-now')).trim() : '');
    await eq(async () => await rule(), '', 'nothing before the search starts');
    // The first step at which C is searched: Min, with alpha 5 from A.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('ArrowRight');
      const current = await page.$eval('[data-node][data-state="current"]', (e) => e.getAttribute('data-label')).catch(() => '');
      if (current === 'C') break;
    }
    await eq(async () => await rule(), '— prune the rest if a child is ≤ 5', 'at C');
    await page.close();
  });

  await t.check('asked for less motion, an edit\'s rings stay still instead of flashing', async () => {
    const ring = async (reduce) => {
      const page = await t.browser.newPage({ viewport: { width: 1280, height: 720 }, reducedMotion: reduce ? 'reduce' : 'no-preference' });
      await page.goto(t.base);
      await page.waitForSelector('[data-node]');
      await page.keyboard.press('End');
      await page.click('[data-leaf-index="2"]');
      await page.fill('#leaf-editor', '4');
      await page.press('#leaf-editor', 'Enter');
      await page.waitForSelector('.flash-ring', { state: 'attached' });
      const style = await page.$eval('.flash-ring', (e) => { const s = getComputedStyle(e); return [s.animationName, s.opacity]; });
      await page.close();
      return style;
    };
    const moving = await ring(false);
    assert(moving[0] !== 'none', `a flash by default: ${moving}`);
    await eq(async () => await ring(true), ['none', '1'], 'still, and shown');
  }, notOverWebDriver('WebDriver cannot ask for less motion for one page (Playwright reducedMotion)'));

  await t.check('a node\'s accessible name reads its value or bound, alpha, beta and state', async () => {
    const page = await t.open('');
    await page.keyboard.press('End');
    const name = (label) => page.$eval(`[data-label="${label}"]`, (e) => e.getAttribute('aria-label'));
    // Words the drawing does not write are in parentheses: spoken, and out of the way of
    // "label in name" (E's bound is drawn as "≥6").
    await that(async () => (await name('E')).startsWith('Max node E, (at least) 6, α 6, β 5, β-cut: the remaining children are skipped, searched.'), await name('E'));
    await that(async () => (await name('G')).startsWith('Max node G, never searched (pruned).'), await name('G'));
    await page.close();
  });

  await t.check('fail-hard draws and names a node that failed low as a bound (issue 42)', async () => {
    // The seeds' tree: F sees 1 and 2 under alpha 5 and returns alpha, 5; its value is 2.
    const page = await t.open('?fail=hard');
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('#root-value')?.textContent.trim() === '5');
    const f = await page.$eval('[data-label="F"]', (e) => ({
      value: e.querySelector('text.value').textContent.trim(),
      name: e.getAttribute('aria-label'),
      cut: e.getAttribute('data-cut'),
    }));
    assertEq(f.value, '≤5', 'F is drawn as a bound');
    assert(f.name.startsWith('Max node F, (at most) 5,'), f.name);
    assertEq(f.cut, null, 'F cut nothing off');
    await eq(async () => await page.$eval('[data-label="C"] text.value', (e) => e.textContent.trim()), '≤5', 'C too');
    await page.close();
  });

  await t.check('on a node, the arrows move the focus: Up the parent, Down the first child, Left and Right the siblings', async () => {
    const page = await t.open('?step=5');
    const focused = () => page.evaluate(() => document.activeElement.getAttribute('data-label'));
    const step = () => page.textContent('#step-counter');
    const before = await step();
    await page.focus('[data-node="0"]');
    const walk = [];
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
      walk.push(await focused());
    }
    // A, then B (first child), C (next), C (no sibling after), F (C's first child), F (no
    // sibling before), C, A, A (the root has no parent).
    assert(JSON.stringify(walk) === JSON.stringify(['B', 'C', 'C', 'F', 'F', 'C', 'A', 'A']), `the walk: ${walk}`);
    await that(async () => (await step()) === before, 'the replay did not step');
    await page.close();
  });
};
