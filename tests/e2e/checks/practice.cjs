// Practice as a student meets it: an exercise opened by link shows nothing of the solution;
// values typed on the drawing, a bad one said beside it; branches struck through by click and
// by key; Check grades every part and explains the first mistake, whose step opens in the
// replay; hints cost points; answers survive a reload; alpha and beta when asked; a drawn
// exercise is the one `ablab exercise` gives; a phone's screen.
'use strict';
const { eq, that, ON_A_PHONE } = require('../adapter.cjs');

// The seeds' first figure (AIMA 5.2): A = 3; under C, I and J are never searched.
const FIGURE = '[[3,12,8],[2,4,6],[14,5,2]]';
const LINK = '?tree=' + encodeURIComponent(FIGURE) + '&mode=practice';

const fs = require('fs');

module.exports = async ({ browser, base, open, check, assert, assertEq, artifacts, errors, path }) => {
  async function practise(query, viewport = { width: 1280, height: 720 }) {
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${query}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${query}: ${e.message}`));
    await page.goto(base + query);
    await page.waitForSelector('#practice .practice-node');
    return page;
  }
  const node = (page, label) => page.getAttribute(`.practice-node[data-label="${label}"]`, 'data-node');
  const field = async (page, label, f = 'value') => `input[data-node="${await node(page, label)}"][data-field="${f}"]`;
  const type = async (page, label, text, f = 'value') => page.fill(await field(page, label, f), text);
  const edge = (page, label) => `.practice-edge[data-label="${label}"] .hit`;
  const right = async (page) => {
    for (const [l, v] of [['A', '3'], ['B', '3'], ['C', '2'], ['D', '2']]) await type(page, l, v);
    await page.click(edge(page, 'I'));
    await page.click(edge(page, 'J'));
  };

  await check('practice: a link to an exercise opens it with nothing of the solution shown', async () => {
    const page = await practise(LINK);
    await eq(async () => await page.getAttribute('#mode-practice', 'aria-pressed'), 'true', 'the Practice tab');
    await eq(async () => await page.$$eval('.practice-node', (e) => e.length), 13, 'nodes');
    await eq(async () => await page.$$eval('input.practice-field', (e) => e.length), 4, 'a field per inner node');
    await eq(async () => await page.$$eval('input.practice-field', (e) => e.map((i) => i.value)), ['', '', '', ''], 'empty fields');
    // Only the leaves' values are written; no state, no cutoff, no alpha or beta.
    await eq(async () => await page.$$eval('.practice-node text.value', (e) => e.map((t) => t.textContent)),
      ['3', '12', '8', '2', '4', '6', '14', '5', '2'], 'leaf values only');
    await eq(async () => await page.$$eval('#practice [data-state], #practice .cut-tag, #practice .alpha', (e) => e.length), 0, 'nothing revealed');
    await that(async () => (await page.textContent('#practice-conventions')).includes('fail-soft'), 'the conventions are shown');
    await page.close();
  });

  await check('practice: the right answers score 100%, by click and by key', async () => {
    const page = await practise(LINK);
    for (const [l, v] of [['A', '3'], ['B', '3'], ['C', '2'], ['D', '2']]) await type(page, l, v);
    await page.click(edge(page, 'I'));
    // J by key: Tab onto its edge and press Enter.
    await page.focus(edge(page, 'J'));
    await page.keyboard.press('Enter');
    await eq(async () => await page.getAttribute(`.practice-edge[data-label="J"]`, 'data-marked'), 'true', 'J marked by key');
    // A second click takes a mark back, and a third puts it again.
    await page.click(edge(page, 'I'));
    await eq(async () => await page.getAttribute(`.practice-edge[data-label="I"]`, 'data-marked'), null, 'I unmarked');
    await page.click(edge(page, 'I'));
    await page.click('#practice-check');
    await that(async () => (await page.textContent('#practice-score')).startsWith('100%'), await page.textContent('#practice-score'));
    await eq(async () => await page.getAttribute('#practice-result', 'data-correct'), 'true', 'correct');
    await eq(async () => await page.$$eval('input.practice-field', (e) => e.map((i) => i.dataset.grade)), ['right', 'right', 'right', 'right'], 'each value right');
    // Checked answers are locked until Try again.
    await that(async () => await page.$eval(await field(page, 'A'), (i) => i.readOnly), 'locked after Check');
    await page.click('#practice-again');
    await that(async () => !(await page.$eval(await field(page, 'A'), (i) => i.readOnly)), 'open again');
    await page.close();
  });

  await check('practice: a bad value is said beside its field and changes nothing else', async () => {
    const page = await practise(LINK);
    await type(page, 'B', '3');
    await type(page, 'C', 'two');
    const error = await page.textContent(`#answer-${await node(page, 'C')}-value-error`);
    assert(error.includes('"two"'), error);
    await eq(async () => await page.getAttribute(await field(page, 'C'), 'aria-invalid'), 'true', 'marked invalid');
    await eq(async () => await page.inputValue(await field(page, 'C')), 'two', 'the text is kept');
    await eq(async () => await page.inputValue(await field(page, 'B')), '3', 'B untouched');
    await type(page, 'C', '2');
    await eq(async () => await page.$$('.field-error').then((e) => e.length), 0, 'the message goes once it is a value');
    await page.close();
  });

  await check('practice: the first mistake is explained and opens the replay at its step', async () => {
    const page = await practise(LINK);
    for (const [l, v] of [['A', '3'], ['B', '3'], ['C', '2'], ['D', '2']]) await type(page, l, v);
    await page.click(edge(page, 'I')); // J left unmarked
    await page.click('#practice-check');
    const mistake = await page.textContent('#practice-mistake');
    assert(/step 21/.test(mistake) && /J/.test(mistake) && /beta = 2 ≤ alpha = 3/.test(mistake), mistake);
    await eq(async () => await page.getAttribute('#practice-mistake', 'data-kind'), 'missed_prune', 'kind');
    await eq(async () => await page.getAttribute('.practice-edge[data-label="J"]', 'data-grade'), 'missed', 'J drawn as missed');
    await that(async () => !(await page.textContent('#practice-score')).startsWith('100%'), 'not full marks');
    await page.click('#practice-mistake-step');
    await page.waitForSelector('#step-counter');
    await eq(async () => (await page.textContent('#step-counter')).trim().split(' / ')[0], '21', 'the replay at step 21');
    await eq(async () => await page.getAttribute('#mode-trees', 'aria-pressed'), 'true', 'the Trees tab');
    await eq(async () => await page.evaluate(() => window.scrollY), 0, 'from the top of the page');
    await that(async () => (await page.textContent('#narration')).startsWith('Alpha-cut at C'), 'the narration of the cutoff');
    // Back to Practice: the answers and the grade are still there.
    await page.click('#mode-practice');
    await eq(async () => await page.inputValue(await field(page, 'A')), '3', 'kept');
    await eq(async () => await page.isVisible('#practice-result'), true, 'the grade is kept');
    await page.close();
  });

  await check('practice: the seeds\' binary tree, solved with one mistake (E = 9): its explanation, and the replay at its step', async () => {
    const page = await open('');
    await page.click('#mode-practice');
    await page.waitForSelector('#practice .practice-node');
    await page.click('#practice-lab-tree');
    await eq(async () => await page.$$eval('.practice-node', (e) => e.length), 15, 'the binary tree');
    // A 5, B 5, C 2, D 5, E 6, F 2; K (9) and G's subtree never searched. E is given 9, as if
    // E had looked at both leaves.
    for (const [l, v] of [['A', '5'], ['B', '5'], ['C', '2'], ['D', '5'], ['E', '9'], ['F', '2']]) await type(page, l, v);
    await page.click(edge(page, 'K'));
    await page.click(edge(page, 'G'));
    await page.click('#practice-check');
    await eq(async () => await page.getAttribute('#practice-mistake', 'data-kind'), 'value', 'a wrong value');
    await eq(async () => await page.getAttribute('#practice-mistake', 'data-node'), 'E', 'at E');
    const said = await page.textContent('#practice-mistake');
    assert(/step 21/.test(said) && /\b6\b/.test(said), said);
    await eq(async () => await page.textContent('#practice-wrong-values'), 'Wrong values: E', 'only E');
    await page.click('#practice-mistake-step');
    await page.waitForSelector('#step-counter');
    await eq(async () => (await page.textContent('#step-counter')).trim(), '21 / 40', 'the replay at E\'s return');
    await that(async () => (await page.textContent('#narration')).startsWith('E returns 6'), await page.textContent('#narration'));
    await page.close();
  });

  await check('practice: hints show the next step and cost half a point each', async () => {
    const page = await practise(LINK);
    await page.click('#practice-hint');
    await page.click('#practice-hint');
    await eq(async () => await page.$$eval('#practice-hints li', (e) => e.length), 2, 'two steps');
    await that(async () => (await page.textContent('#practice-hints li')).includes('A'), 'the first step is at the root');
    await eq(async () => await page.$$eval('.practice-node[data-hint]', (e) => e.map((n) => n.dataset.label)), ['B'], 'the node of the last hint');
    await right(page);
    await page.click('#practice-check');
    const score = await page.textContent('#practice-score');
    assert(/^83%/.test(score) && /less 1 for 2 hints/.test(score), score);
    await page.close();
  });

  await check('practice: answers and hints survive a reload; past scores are kept', async () => {
    const page = await practise(LINK);
    await page.click('#practice-start-over');
    await type(page, 'A', '3');
    await page.click(edge(page, 'J'));
    await page.click('#practice-hint');
    await page.click('#practice-check');
    const score = await page.textContent('#practice-score');
    await page.reload();
    await page.waitForSelector('#practice .practice-node');
    await eq(async () => await page.inputValue(await field(page, 'A')), '3', 'the value');
    await eq(async () => await page.getAttribute('.practice-edge[data-label="J"]', 'data-marked'), 'true', 'the mark');
    await eq(async () => await page.$$eval('#practice-hints li', (e) => e.length), 1, 'the hint');
    await eq(async () => await page.textContent('#practice-score'), score, 'the grade');
    await eq(async () => await page.textContent('#practice-history summary'), 'Your scores (1)', 'past scores');
    await page.close();
  });

  await check('practice: alpha and beta when asked, graded; a drawn exercise is ablab\'s', async () => {
    const page = await practise(LINK);
    await page.click('#practice-start-over');
    await page.check('#practice-ask-ab');
    await eq(async () => await page.$$eval('input.practice-field', (e) => e.length), 12, 'value, alpha and beta per inner node');
    await right(page);
    // Final windows: A [3, +inf], B [-inf, 3], C [3, 2], D [3, 2].
    for (const [l, a, b] of [['A', '3', '+inf'], ['B', '-inf', '3'], ['C', '3', '2'], ['D', '3', '5']]) {
      await type(page, l, a, 'alpha');
      await type(page, l, b, 'beta');
    }
    await page.click('#practice-check');
    await eq(async () => await page.textContent('#practice-wrong-ab'), 'Wrong alpha or beta: D (β)', 'D\'s beta is 2');
    // Issue 30: D's alpha is right and marked so; only its beta is wrong.
    const verdict = async (l, part) => page.getAttribute(await field(page, l, part), 'data-grade');
    await eq(async () => [await verdict('D', 'alpha'), await verdict('D', 'beta')], ['right', 'wrong'], 'D\'s fields');
    await eq(async () => await page.getAttribute('#practice-mistake', 'data-kind'), 'beta', 'the first mistake names the beta');
    await page.screenshot({ path: path.join(artifacts, 'practice-checked-1280x720.png'), fullPage: true });
    await page.click('#practice-again');
    await page.uncheck('#practice-ask-ab');
    await page.click('#practice-new-hard');
    const title = await page.textContent('#practice-title');
    assert(/^Hard exercise #\d+$/.test(title), title);
    await that(async () => await page.$$eval('.practice-node', (e) => e.length) > 13, 'a bigger tree');
    await page.close();
  });

  // Issue 30: the answers file says what it answers, so that `ablab grade FILE` grades it alone.
  await check('practice: the answers file carries the exercise, the conventions and the name', async () => {
    const page = await practise(LINK);
    await page.click('#practice-start-over');
    await page.selectOption('#practice-root', { index: 1 });
    await page.fill('#practice-student', 'Ana Novak');
    await type(page, 'A', '3');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#practice-answers-file')]);
    const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    assertEq(file.exercise, { tree: FIGURE }, 'the exercise');
    assertEq([file.settings.root, file.settings.fail, file.student], ['min', 'soft', 'Ana Novak'], 'conventions and name');
    assertEq(file.values, { A: 3 }, 'the answers');
    assert(/^\d{4}-\d\d-\d\dT/.test(file.made_at) && /^\d+\.\d+\.\d+/.test(file.app_version), `${file.made_at} ${file.app_version}`);
    await page.reload();
    await page.waitForSelector('#practice .practice-node');
    await eq(async () => await page.inputValue('#practice-student'), 'Ana Novak', 'the name is kept');
    await page.close();
  });

  // Issue 30: an empty sheet is not right; the nodes left are named in reading order; what is
  // said of a text that is no value covers no node or field.
  await check('practice: an empty sheet checked; what is said of a bad value covers nothing', async () => {
    const page = await practise(LINK);
    await page.click('#practice-start-over');
    await page.click('#practice-check');
    await eq(async () => await page.getAttribute('#practice-result', 'data-correct'), 'false', 'not right');
    await eq(async () => await page.textContent('#practice-unanswered'), 'No value given: A, B, C, D', 'in reading order');
    await page.click('#practice-again');
    for (const [l, f] of [['B', 'value'], ['C', 'alpha']]) {
      if (f === 'alpha') await page.check('#practice-ask-ab');
      await type(page, l, 'x', f);
      const said = `#answer-${await node(page, l)}-${f}-error`;
      await page.waitForSelector(said);
      const met = await page.evaluate((sel) => {
        const b = document.querySelector(sel).getBoundingClientRect();
        const meet = (r) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
        return [...document.querySelectorAll('.practice-node, input.practice-field')]
          .filter((e) => meet(e.getBoundingClientRect())).map((e) => e.dataset.label || e.id);
      }, said);
      assertEq(met, [], `what is said of ${l}'s ${f} covers`);
      await that(async () => (await page.textContent(said)).startsWith(f === 'value' ? `Value of ${l}: ` : `Final alpha of ${l}: `), 'names the field');
      await eq(async () => await page.getAttribute(await field(page, l, f), 'aria-invalid'), 'true', 'the field marked');
      await type(page, l, '', f);
    }
    await page.close();
  });

  // Issue 30: an exercise keeps its name: through its link, opened by number; every check is
  // kept in the scores.
  await check('practice: an exercise keeps its name through its link and by number; every check scored', async () => {
    const page = await practise(LINK);
    await page.fill('#practice-open-number', '24443');
    await page.selectOption('#practice-open-difficulty', { label: 'Hard' });
    await page.click('#btn-practice-open');
    await eq(async () => await page.textContent('#practice-title'), 'Hard exercise #24443', 'opened by number');
    const link = await page.inputValue('#practice-link');
    assert(link.includes('exercise=hard-24443'), link);
    await page.click('#practice-check');
    await page.click('#practice-again');
    await page.click('#practice-check');
    const scores = await page.$$eval('#practice-history li', (e) => e.map((x) => x.textContent));
    assert(scores.length >= 2 && scores.slice(0, 2).every((s) => s.startsWith('Hard exercise #24443')), JSON.stringify(scores));
    const other = await practise(link.slice(link.indexOf('?')));
    await eq(async () => await other.textContent('#practice-title'), 'Hard exercise #24443', 'the link\'s title');
    await other.close();
    await page.close();
  });

  // Issue 30: practice has the lab's zoom (a hard exercise with alpha and beta asked was 3,192 px
  // wide in a 1,406 px area). Issue 42: it opens readable, not fitted to 40 % with 6 px text;
  // Fit fits it.
  await check('practice: a wide exercise opens readable; zoom in, out and fit', async () => {
    const page = await practise(LINK, { width: 1440, height: 900 });
    await page.fill('#practice-open-number', '24443');
    await page.selectOption('#practice-open-difficulty', { label: 'Hard' });
    await page.click('#btn-practice-open');
    await page.check('#practice-ask-ab');
    const size = () => page.evaluate(() => {
      const a = document.querySelector('#practice-area');
      return [a.scrollWidth, a.clientWidth, document.querySelector('#practice-zoom-level').textContent];
    });
    const [wide, room, opened] = await size();
    assert(wide > room && parseInt(opened, 10) >= 85, `opened readable: ${wide} px in ${room} at ${opened}`);
    await eq(async () => await page.getAttribute('#practice-fit', 'aria-pressed'), 'false', 'not fitted');
    await page.click('#practice-fit');
    const [fitted, , fit] = await size();
    assert(fitted <= room, `fitted: ${fitted} px in ${room} at ${fit}`);
    await eq(async () => await page.getAttribute('#practice-fit', 'aria-pressed'), 'true', 'fitted');
    await page.click('#practice-zoom-in');
    const [wider, , zoomed] = await size();
    assert(wider > room && zoomed !== fit, `zoomed in: ${wider} px at ${zoomed}`);
    await page.click('#practice-fit');
    await eq(async () => (await size())[2], fit, 'fitted again');
    await page.close();
  });

  await check('practice on a phone: the drawing scrolls, nothing overlaps', async () => {
    const page = await practise(LINK, { width: 390, height: 844 });
    await page.click('#practice-new-medium');
    const overlaps = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      const parts = [...document.querySelectorAll('input.practice-field, .practice-node text')];
      const out = [];
      for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
        if (meet(box(parts[i]), box(parts[j]))) out.push(`${parts[i].outerHTML.slice(0, 60)} / ${parts[j].outerHTML.slice(0, 60)}`);
      }
      return out;
    });
    assertEq(overlaps, [], 'fields and texts apart');
    await that(async () => await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page itself does not scroll sideways');
    await page.screenshot({ path: path.join(artifacts, 'practice-390x844.png'), fullPage: true });
    await page.close();
  }, ON_A_PHONE);

  await check('practice: hard exercises with alpha and beta asked: no node\'s text under another node\'s field', async () => {
    const page = await practise(LINK);
    await page.check('#practice-ask-ab');
    for (let i = 0; i < 8; i++) {
      await page.click('#practice-new-hard');
      const met = await page.evaluate(() => {
        const box = (e) => e.getBoundingClientRect();
        const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        const out = [];
        for (const text of document.querySelectorAll('.practice-node text')) {
          const own = text.closest('.practice-node').dataset.node;
          for (const field of document.querySelectorAll('input.practice-field')) {
            if (field.dataset.node !== own && meet(box(text), box(field))) out.push(`${text.textContent} / ${field.id}`);
          }
        }
        return out;
      });
      assertEq(met, [], `${await page.textContent('#practice-title')}: texts under fields`);
    }
    await page.close();
  });
};
