// Issue 42: what is drawn fits the room it has. Presenting with the pseudocode at 1024x768 and
// up, in every language, every line of the code is whole and on the screen beside the whole
// tree; practice opens readable, brings the node a hint names into view, and its Fit fits; a
// small tree is in the document whole, and a tree taller than the view opens fitted while its
// text stays readable.
'use strict';
const { eq, that } = require('../adapter.cjs');

const SEEDS = '[[[3,5],[6,9]],[[1,2],[0,-1]]]';
const LANGS = ['en', 'ja', 'zh', 'sl'];
const SIZES = [[1024, 768], [1280, 720], [1366, 768], [1920, 1080]];

// What is wrong with the pseudocode and the tree as they stand: a line cut on the right or below
// the screen, the current line out of view, a leaf off the screen or under the code, text too
// small. Run in the page.
function presentProblems() {
  const out = [];
  const code = document.querySelector('#code');
  if (!code) return ['no pseudocode'];
  const box = code.getBoundingClientRect();
  if (box.right > innerWidth + 1) out.push(`the code's right edge at ${Math.round(box.right)}`);
  for (const li of code.querySelectorAll('li')) {
    const r = li.getBoundingClientRect();
    const c = li.querySelector('code');
    if (c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > box.right + 1) out.push(`line ${li.dataset.line} cut on the right`);
    if (r.bottom > innerHeight + 1) out.push(`line ${li.dataset.line} below the screen`);
  }
  const live = code.querySelector('.live').getBoundingClientRect();
  if (live.bottom > innerHeight + 1) out.push('the live values below the screen');
  const size = parseFloat(getComputedStyle(code.querySelector('code')).fontSize);
  if (size < 14) out.push(`the code at ${size} px`);
  for (const g of document.querySelectorAll('[data-leaf-index]')) {
    const r = g.getBoundingClientRect();
    if (r.bottom > innerHeight + 1 || r.right > box.left + 1 || r.left < 0) out.push(`leaf ${g.dataset.label} at ${Math.round(r.right)}, ${Math.round(r.bottom)}`);
  }
  const scale = document.querySelector('#tree svg.layer').getScreenCTM().a;
  if (scale < 0.99) out.push(`the drawing at ${scale.toFixed(2)}`);
  return out;
}

module.exports = async ({ browser, base, check, assert, assertEq, artifacts, errors, path, canShow }) => {
  const settled = (page, fn, arg) => page.waitForFunction(fn, arg, { timeout: 3000 }).catch(() => {});

  await check('fit: presenting with the code, 1024x768 and up, every language: each line whole beside the whole tree', async () => {
    const found = [];
    for (const [width, height] of SIZES) {
      for (const lang of LANGS) {
        const page = await browser.newPage({ viewport: { width, height } });
        page.on('pageerror', (e) => errors.push(`present ${lang}: ${e.message}`));
        await page.goto(`${base}?lang=${lang}&tree=${encodeURIComponent(SEEDS)}`);
        await page.waitForSelector('[data-node]');
        await page.keyboard.press('p');
        await page.waitForSelector('.lab[data-look~="present"]');
        await page.click('#present-code');
        await page.waitForSelector('#code');
        const where = `${width}x${height} ${lang}`;
        // At the start, at the beta cut, at the alpha cut (lines 16-18), and at the end.
        for (const step of [0, 20, 33, 40]) {
          while (Number((await page.textContent('#step-counter')).trim().split(' / ')[0]) < step) await page.keyboard.press('ArrowRight');
          await settled(page, `(${presentProblems.toString()})().length === 0`);
          const problems = await page.evaluate(presentProblems);
          if (problems.length) found.push(`${where}, step ${step}: ${problems.join('; ')}`);
          const current = await page.$('#code li[data-look~="current"]');
          if (current && !(await current.isVisible())) found.push(`${where}, step ${step}: the current line hidden`);
        }
        if (lang === 'en' && width <= 1280) await page.screenshot({ path: path.join(artifacts, `present-code-${width}x${height}.png`) });
        await page.close();
      }
    }
    assertEq(found, [], 'the code and the tree on the screen');
  }, { known: { webkit: 'at 1280x720 in Chinese at step 20 the live values fall below the screen in WebKit' } });

  // A page's practice, its drawing's texts and fields as seen, and whether all of it is inside
  // the area (and the window's height from the area's top).
  const practiceSeen = () => {
    const area = document.querySelector('#practice-area').getBoundingClientRect();
    const scaled = document.querySelector('.practice-scaled');
    const scale = new DOMMatrix(getComputedStyle(scaled).transform).a;
    const text = parseFloat(getComputedStyle(document.querySelector('.practice-node text')).fontSize) * scale;
    const fields = [...document.querySelectorAll('input.practice-field')].map((f) => f.getBoundingClientRect());
    const parts = [...document.querySelectorAll('.practice-node, input.practice-field')];
    const outside = parts.filter((p) => {
      const r = p.getBoundingClientRect();
      return r.left < area.left - 0.5 || r.right > area.right + 0.5 || r.top < area.top - 0.5 || r.bottom > area.bottom + 0.5;
    }).length;
    const top = Math.min(area.top + scrollY, innerHeight / 2);
    return {
      scale, text, outside, nodes: document.querySelectorAll('.practice-node').length,
      field: [Math.min(...fields.map((f) => f.width)), Math.min(...fields.map((f) => f.height))],
      tall: document.querySelector('.practice-canvas').getBoundingClientRect().height <= innerHeight - top,
      wide: document.querySelector('#practice-area').scrollWidth <= document.querySelector('#practice-area').clientWidth,
    };
  };
  const openExercise = async (page, number, difficulty) => {
    await page.fill('#practice-open-number', String(number));
    await page.selectOption('#practice-open-difficulty', { label: difficulty });
    await page.click('#btn-practice-open');
    await page.waitForFunction((n) => document.querySelector('#practice-title').textContent.includes(n), String(number));
  };

  await check('fit: practice opens readable, shows the node a hint names, and Fit fits', async () => {
    const found = [];
    const views = [[1280, 720, 24443, 'Hard', true], [390, 844, 5, 'Medium', false], [1024, 768, 7, 'Hard', false]];
    for (const [width, height, number, difficulty, ask] of views.filter(([width, height]) => canShow({ width, height }))) {
      const where = `${width}x${height}, ${difficulty} #${number}`;
      const page = await browser.newPage({ viewport: { width, height } });
      page.on('pageerror', (e) => errors.push(`practice fit: ${e.message}`));
      await page.goto(`${base}?mode=practice`);
      await page.waitForSelector('#practice .practice-node');
      await openExercise(page, number, difficulty);
      if (ask) await page.check('#practice-ask-ab');
      const opened = await page.evaluate(practiceSeen);
      if (opened.text < 12) found.push(`${where}: opens with ${opened.text.toFixed(1)} px text`);
      if (opened.field[0] < 23.5 || opened.field[1] < 23.5) found.push(`${where}: opens with ${opened.field.map((v) => v.toFixed(0)).join('x')} px fields`);
      // Each hint's node is in view: in the area's visible part and the window.
      for (let i = 0; i < 6; i++) {
        await page.click('#practice-hint');
        const inView = () => {
          const g = document.querySelector('.practice-node[data-hint] .shape');
          const a = document.querySelector('#practice-area').getBoundingClientRect();
          const r = g && g.getBoundingClientRect();
          return !!r && r.left >= a.left - 1 && r.right <= a.right + 1 && r.top >= -1 && r.bottom <= innerHeight + 1;
        };
        await settled(page, inView);
        if (!(await page.evaluate(inView))) found.push(`${where}: hint ${i + 1}'s node ${await page.getAttribute('.practice-node[data-hint]', 'data-label')} out of view`);
      }
      if (width !== 1024) await page.screenshot({ path: path.join(artifacts, `practice-opened-${width}x${height}.png`) });
      await page.click('#practice-fit');
      await settled(page, `(${practiceSeen.toString()})().outside === 0`);
      const fitted = await page.evaluate(practiceSeen);
      if (fitted.outside || !fitted.wide || !fitted.tall) found.push(`${where}: after Fit ${fitted.outside} of ${fitted.nodes} parts outside, wide ${fitted.wide}, tall ${fitted.tall}`);
      await eq(async () => await page.getAttribute('#practice-fit', 'aria-pressed'), 'true', `${where}: Fit pressed`);
      await page.screenshot({ path: path.join(artifacts, `practice-fit-${width}x${height}.png`) });
      await page.close();
    }
    assertEq(found, [], 'practice readable, hints in view, Fit fitting');
  });

  await check('fit: a small tree is whole in the document; a tree taller than the view opens fitted while readable', async () => {
    // 16 nodes in a chain, three leaves under the last: far below a 1280x720 window.
    const chain = '['.repeat(16) + '1,2,3' + ']'.repeat(16);
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${base}?tree=${encodeURIComponent(chain)}`);
    await page.waitForSelector('[data-node]');
    await eq(async () => await page.$$eval('#tree [data-node]', (e) => e.length), 19, 'nodes in the document');
    await eq(async () => await page.$$eval('#tree [data-leaf-index]', (e) => e.map((g) => g.textContent.trim())), ['1', '2', '3'], 'the leaves, far below the view');
    // Fitted, its text would be a quarter of its size: it opens as it is, the rest a scroll away.
    await eq(async () => await page.textContent('#zoom-level'), '100%', 'the chain at 100%');
    await page.close();
    // Four levels of a binary tree at 1280x720 reach below the window: the tree opens fitted,
    // its text readable.
    const binary = '[[[[1,2],[3,4]],[[5,6],[7,8]]],[[[9,10],[11,12]],[[13,14],[15,16]]]]';
    const low = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await low.goto(`${base}?tree=${encodeURIComponent(binary)}`);
    await low.waitForSelector('[data-node]');
    const fits = () => document.querySelector('#tree').getBoundingClientRect().bottom <= innerHeight;
    await settled(low, fits);
    await that(async () => await low.evaluate(fits), 'the tree within the window');
    const percent = parseInt(await low.textContent('#zoom-level'), 10);
    assert(percent >= 75 && percent < 100, `opened at ${percent}%`);
    await low.screenshot({ path: path.join(artifacts, 'opened-fitted-1280x720.png') });
    await low.close();
  });
};
