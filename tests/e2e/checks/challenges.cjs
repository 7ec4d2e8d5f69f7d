// Challenges in the Practice tab, one check per kind, each opened by its number as
// `ablab exercise --kind K --seed 7` gives it: Best order by click, key and drag; Make it cut by
// a leaf typed; Build to order by the notation; each graded with its reason. Then the four
// languages: every kind's task and verdict in each.
'use strict';
const { eq, that } = require('../adapter.cjs');

const fs = require('fs');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

module.exports = async ({ browser, base, check, assert, assertEq, artifacts, errors, path, canShow }) => {
  async function challenge(kind, seed = '7', lang = '', viewport = { width: 1280, height: 800 }) {
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`challenge ${kind}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`challenge ${kind}: ${e.message}`));
    await page.goto(base + '?mode=practice' + (lang ? '&lang=' + lang : ''));
    await page.waitForSelector('#practice-challenge-number');
    await page.fill('#practice-challenge-number', seed);
    await page.selectOption('#practice-challenge-kind', kind);
    await page.click('#btn-practice-challenge-open');
    await page.waitForSelector(`#practice[data-exercise-kind="${kind}"] #practice-challenge[data-exercise-kind="${kind}"]`);
    return page;
  }
  const node = (page, label) => `.challenge-node[data-label="${label}"]`;
  const leaf = (page, label) => `input.challenge-leaf[data-label="${label}"]`;
  const rootOrder = (page) => page.$$eval('.challenge-node', (gs) => gs
    .filter((g) => g.dataset.kind === 'min').map((g) => g.dataset.label));
  const verdict = async (page) => {
    await page.click('#challenge-check');
    await page.waitForSelector('#challenge-verdict');
    return {
      correct: await page.getAttribute('#challenge-verdict', 'data-correct'),
      reason: await page.getAttribute('#challenge-verdict', 'data-reason'),
      why: await page.textContent('#challenge-explanation'),
    };
  };

  await check('challenges: Best order by click, key and drag reaches the minimum', async () => {
    const page = await challenge('order');
    // Seed 7: [[2,-6,4],[-4,-4,4],[-1,-6,-6]]: 8 leaves as drawn, 5 at best.
    await that(async () => (await page.textContent('#challenge-status')).includes('8'), await page.textContent('#challenge-status'));
    await that(async () => (await page.textContent('#challenge-task')).includes('Knuth'), 'the Knuth-Moore count for a uniform tree');
    let v = await verdict(page);
    assertEq([v.correct, v.reason], ['false', 'evaluated'], 'as drawn');
    assert(v.why.includes('5'), v.why);
    // C first: a click, then the left arrow.
    await page.click(node(page, 'C'));
    await eq(async () => await page.getAttribute(node(page, 'C'), 'data-selected'), 'true', 'C selected');
    await page.keyboard.press('ArrowLeft');
    await eq(async () => await rootOrder(page), ['C', 'B', 'D'], 'C moved first by key');
    await eq(async () => await page.$('#challenge-verdict'), null, 'a move takes the verdict away');
    // F before E: the button.
    await page.click(node(page, 'F'));
    await page.click('#challenge-move-left');
    // L before K: a drag onto K's place.
    const from = await page.$eval(node(page, 'L'), (g) => { const r = g.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; });
    const to = await page.$eval(node(page, 'K'), (g) => { const r = g.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; });
    await page.mouse.move(from[0], from[1]);
    await page.mouse.down();
    await page.mouse.move(to[0], to[1], { steps: 5 });
    await page.mouse.up();
    const leaves = await page.$$eval('.challenge-node[data-kind=leaf]', (gs) => gs.map((g) => g.dataset.label));
    assert(leaves.indexOf('L') < leaves.indexOf('K'), `L before K after the drag: ${leaves}`);
    await that(async () => (await page.textContent('#challenge-status')).includes('5'), await page.textContent('#challenge-status'));
    v = await verdict(page);
    assertEq([v.correct, v.reason], ['true', 'evaluated'], 'the best order');
    await that(async () => (await page.textContent('#challenge-score')).startsWith('100%'), await page.textContent('#challenge-score'));
    await page.screenshot({ path: path.join(artifacts, 'challenge-order-1280x800.png'), fullPage: true });
    await page.close();
  });

  await check('challenges: Make it cut by a leaf typed, graded with the cutoff', async () => {
    const page = await challenge('cut');
    // Seed 7: change at most 1 leaf so that I is never searched; U = -9 does it.
    await eq(async () => await page.getAttribute(node(page, 'I'), 'data-target'), 'true', 'I is ringed');
    let v = await verdict(page);
    assertEq([v.correct, v.reason], ['false', 'target'], 'nothing changed');
    assert(v.why.includes('no cutoff'), v.why);
    await page.fill(leaf(page, 'U'), 'nine');
    await eq(async () => await page.getAttribute(leaf(page, 'U'), 'aria-invalid'), 'true', 'not a value');
    await page.fill(leaf(page, 'U'), '-9');
    await eq(async () => await page.getAttribute(leaf(page, 'U'), 'data-changed'), 'true', 'U changed');
    await that(async () => (await page.textContent('#challenge-status')).includes('1 of at most 1'), await page.textContent('#challenge-status'));
    v = await verdict(page);
    assertEq([v.correct, v.reason], ['true', 'target'], 'I pruned');
    assert(v.why.includes('never searched'), v.why);
    await page.screenshot({ path: path.join(artifacts, 'challenge-cut-1280x800.png'), fullPage: true });
    // Kept in this browser: a reload opens the challenge as it stood.
    await page.reload();
    await page.waitForSelector('#practice-challenge[data-exercise-kind="cut"]');
    await eq(async () => await page.inputValue(leaf(page, 'U')), '-9', 'U kept through a reload');
    await page.fill(leaf(page, 'J'), '9');
    v = await verdict(page);
    assertEq([v.correct, v.reason], ['false', 'too_many_changes'], 'two leaves changed');
    await page.click('#challenge-start-over');
    await eq(async () => await page.inputValue(leaf(page, 'U')), '4', 'back to the tree drawn');
    await page.close();
  });

  await check('challenges: Build to order by the notation, the shape checked first', async () => {
    const page = await challenge('build');
    // Seed 7: the shape [[[0,0,0],[0,0,0]],[[0,0],[0,0]]]; prune exactly 2 leaves.
    await eq(async () => await page.inputValue('#challenge-notation'), '[[[0,0,0],[0,0,0]],[[0,0],[0,0]]]', 'the shape');
    let v = await verdict(page);
    assertEq([v.correct, v.reason], ['false', 'pruned'], 'all zeros');
    assert(v.why.includes('At depth'), v.why);
    await page.fill('#challenge-notation', '[[1,2],[3,4]]');
    v = await verdict(page);
    assertEq([v.correct, v.reason], ['false', 'shape'], 'another shape');
    assert(v.why.includes('children'), v.why);
    await page.fill('#challenge-notation', '[[[-7,1,-6],[9,9,-1]],[[4,-5],[2,9]]');
    await that(async () => await page.$('#challenge-notation-error'), 'an unclosed list is said');
    await page.fill('#challenge-notation', '[[[-7,1,-6],[9,9,-1]],[[4,-5],[2,9]]]');
    await eq(async () => await page.$('#challenge-notation-error'), null, 'read');
    v = await verdict(page);
    assertEq([v.correct, v.reason], ['true', 'pruned'], 'two leaves pruned');
    // A leaf typed changes the tree, and the notation with it.
    await page.fill(leaf(page, 'Q'), '8');
    await that(async () => (await page.inputValue('#challenge-notation')).endsWith('[2,8]]]'), await page.inputValue('#challenge-notation'));
    await page.screenshot({ path: path.join(artifacts, 'challenge-build-1280x800.png'), fullPage: true });
    await page.click('#practice-challenge-close');
    await page.waitForSelector('#practice-check');
    await eq(async () => await page.getAttribute('#practice', 'data-exercise-kind'), null, 'back to the exercises');
    await page.close();
  });

  await check('challenges: axe finds no violation in any kind, worked and checked', async () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'tools', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
    for (const kind of ['order', 'cut', 'build']) {
      const page = await challenge(kind);
      await page.evaluate(source);
      if (kind === 'order') await page.click(node(page, 'C'));
      if (kind === 'cut') await page.fill(leaf(page, 'U'), 'x');
      await verdict(page);
      const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
      const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      assertEq(found, [], `axe violations in ${kind}`);
      await page.close();
    }
  });

  await check('challenges: every kind in every language, task and verdict in its words', async () => {
    const english = {};
    for (const lang of ['en', 'ja', 'zh', 'sl']) {
      for (const kind of ['order', 'cut', 'build']) {
        // Japanese on a phone, where this engine's window can be one.
        const phone = { width: 390, height: 844 };
        const page = await challenge(kind, '7', lang, lang === 'ja' && canShow(phone) ? phone : undefined);
        const task = await page.textContent('#challenge-task');
        const v = await verdict(page);
        const said = task + ' ' + v.why;
        if (lang === 'en') english[kind] = said;
        else assert(said !== english[kind] && !/\b(leaves|searched|cutoff)\b/.test(said), `${lang} ${kind}: ${said}`);
        assert(v.why.length > 10, `${lang} ${kind}: an explanation`);
        if (lang === 'ja' && kind === 'order') {
          await page.screenshot({ path: path.join(artifacts, 'challenge-order-ja-390x844.png'), fullPage: true });
        }
        await page.close();
      }
    }
  });
};
