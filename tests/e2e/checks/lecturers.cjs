// What a lecturer's week of use asked for (issue 42): in a set, the conventions that cannot
// change read as fixed (text, not menus that look usable and do nothing); New set and Class
// have a place of their own, apart from the exercise, and a tool opened stands in the
// exercise's place, with a way back to it as it stood. At a laptop's and a phone's size.
'use strict';
const { eq, that } = require('../adapter.cjs');

const fs = require('fs');

module.exports = async ({ browser, base, check, assert, assertEq, artifacts, errors, path, viewportsShown }) => {
  const LAPTOP = { width: 1280, height: 720 };
  const PHONE = { width: 390, height: 844 };
  async function practise(query, viewport) {
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${query.slice(0, 60)}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${query.slice(0, 60)}: ${e.message}`));
    await page.goto(base + query);
    await page.waitForSelector('#practice .practice-node');
    return page;
  }
  const axe = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'tools', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  const clean = async (page, view) => {
    if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(axe);
    const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
    const found = result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join('; ')}`);
    assertEq(found, [], `axe violations in ${view}`);
  };
  const shot = (page, name, size) => page.screenshot({ path: path.join(artifacts, `lecturers-${name}-${size.width}x${size.height}.png`) });
  // A set of two exercises pinned to conventions other than the default ones: the first asks
  // alpha and beta, the second does not.
  const pinned = { root: 'min', rule: 'gt', fail: 'hard', form: 'negamax' };
  const set = {
    format: 'ablab-set', version: 1, title: 'Week 4',
    exercises: [
      { kind: 'search', tree: '[[3,5],[2,9]]', ...pinned, alpha_beta: true },
      { kind: 'search', tree: '[[4,1],[6,2]]', ...pinned, alpha_beta: false },
    ],
  };
  const SET = '?mode=practice&set=' + Buffer.from(JSON.stringify(set)).toString('base64url');
  const ROOT = 'input.practice-field[data-node="0"][data-field="value"]';

  await check('lecturers: a set\'s conventions read as fixed, as text, never as menus that do nothing', async () => {
    for (const size of viewportsShown([LAPTOP, PHONE])) {
      const page = await practise(SET, size);
      await page.waitForSelector('#practice-set');
      // Nothing in the bar but the student's name is a control: no menu, box or button that
      // looks usable and changes nothing.
      const controls = await page.$$eval('#practice .practice-bar :is(select, input, button, [role=button])',
        (e) => e.filter((c) => c.id !== 'practice-student').map((c) => `${c.tagName} ${c.id} ${c.disabled ? 'disabled' : ''}`));
      assertEq(controls, [], 'controls in the set\'s bar');
      // The conventions in force, as text, in a group whose name says the set fixes them.
      const shown = await page.$$eval(['root', 'rule', 'fail', 'form'].map((n) => `#practice-${n}`).join(', '),
        (e) => e.map((v) => [v.id, v.textContent.trim(), v.hasAttribute('data-fixed')]));
      assertEq(shown, [['practice-root', 'Min', true], ['practice-rule', 'α > β', true],
        ['practice-fail', 'fail-hard', true], ['practice-form', 'negamax', true]], 'the conventions pinned');
      // A group, shown, named (by what labels it) as fixed.
      await that(() => page.evaluate((name) => [...document.querySelectorAll('[role="group"]')].some((g) => {
        const by = document.getElementById(g.getAttribute('aria-labelledby') || '');
        return ((by && by.textContent.trim()) || g.getAttribute('aria-label')) === name && g.getClientRects().length > 0;
      }), 'Conventions, fixed by the set:'), 'the group says they are fixed');
      await that(async () => (await page.textContent('#practice-ask-ab')).includes('α and β'), 'alpha and beta asked, as text');
      if (size === LAPTOP) await clean(page, 'a set\'s fixed conventions');
      await shot(page, 'set-fixed', size);
      await page.click('#practice-set-next');
      await page.waitForFunction(() => document.querySelector('#practice-set-progress').textContent.includes('2 of 2'));
      await eq(async () => await page.$$eval('#practice-ask-ab', (e) => e.length), 0, 'no alpha and beta asked, none said');
      await page.close();
    }
    // Outside a set the conventions are menus, to choose.
    const page = await practise('?mode=practice', LAPTOP);
    await eq(async () => await page.$$eval('#practice-root, #practice-rule, #practice-fail, #practice-form',
      (e) => e.map((m) => `${m.tagName} ${m.disabled}`)), Array(4).fill('SELECT false'), 'menus outside a set');
    await page.close();
  });

  await check('lecturers: New set and Class have a place of their own, apart from the exercise', async () => {
    for (const size of viewportsShown([LAPTOP, PHONE])) {
      const page = await practise('?mode=practice', size);
      // The tools stand apart from the exercise, before it, not under it.
      const apart = await page.evaluate(() => {
        const exercise = document.querySelector('#practice-exercise');
        const tools = ['#btn-practice-new-set', '#btn-class-open'].map((s) => document.querySelector(s));
        const area = document.querySelector('#practice-area');
        return {
          exercise: !!exercise && exercise.contains(area),
          inside: tools.some((t) => exercise && exercise.contains(t)),
          before: tools.every((t) => t.compareDocumentPosition(area) & Node.DOCUMENT_POSITION_FOLLOWING),
          seen: tools.every((t) => t.getBoundingClientRect().bottom <= innerHeight),
        };
      });
      assertEq(apart, { exercise: true, inside: false, before: true, seen: true }, 'the lecturer\'s tools, apart and in sight');
      await page.fill(ROOT, '7');
      // New set stands in the exercise's place, in sight at the top.
      await page.click('#btn-practice-new-set');
      await page.waitForSelector('#practice-new-set');
      await page.waitForSelector('#practice-exercise', { state: 'detached' });
      await eq(async () => await page.getAttribute('#btn-practice-new-set', 'aria-expanded'), 'true', 'New set open');
      const top = await page.evaluate(() => document.querySelector('#practice-new-set').getBoundingClientRect().top);
      assert(top < size.height / 2, `New set starts in sight: ${top}`);
      if (size === LAPTOP) await clean(page, 'New set in its place');
      await shot(page, 'new-set', size);
      // Class takes its place; Back goes to the exercise as it stood, the focus on Class.
      await page.click('#btn-class-open');
      await page.waitForSelector('#practice-class');
      await eq(async () => await page.$$eval('#practice-new-set', (e) => e.length), 0, 'one tool at a time');
      await shot(page, 'class', size);
      await page.click('#practice-back');
      await page.waitForSelector('#practice-exercise');
      await eq(async () => await page.inputValue(ROOT), '7', 'the answer kept');
      await eq(async () => await page.evaluate(() => document.activeElement.id), 'btn-class-open', 'the focus back on Class');
      await eq(async () => await page.$$eval('#practice-class, #practice-new-set', (e) => e.length), 0, 'no tool open');
      await page.close();
    }
    // In a set: Class stands in the set's place, and its button again goes back to the set.
    const page = await practise(SET, LAPTOP);
    await page.click('#btn-class-open');
    await page.waitForSelector('#practice-class');
    await eq(async () => await page.$$eval('#practice-set, #practice-area', (e) => e.length), 0, 'the set out of the way');
    await page.click('#btn-class-open');
    await page.waitForSelector('#practice-set');
    await eq(async () => await page.getAttribute('#btn-class-open', 'aria-expanded'), 'false', 'Class closed');
    await page.close();
  });
};
