// No sentence stays in the previous language (issue 29): whatever the page says is kept as data
// and worded when drawn, so a switch in the menu `#lang` words every sentence again: the
// narration at a cutoff step, a notice (a refused edit, a bad link), Predict's verdict, a
// practice check's explanation and a field's error, and the games' notes. A first visit by a
// bad link with `&lang=ja` shows the link's notice in Japanese.
'use strict';
const { eq, that } = require('../adapter.cjs');

const FIGURE = '[[3,12,8],[2,4,6],[14,5,2]]';
const TREE = '?tree=' + encodeURIComponent(FIGURE);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

module.exports = async ({ browser, base, check, assert, artifacts, errors, path }) => {
  async function opened(query) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${query}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${query}: ${e.message}`));
    await page.goto(base + query);
    await page.waitForSelector('[data-node]');
    return page;
  }
  const langIs = (page, code) => page.waitForFunction((c) => document.documentElement.lang === c, code, { timeout: 15000 });
  async function switchTo(page, code) {
    await page.selectOption('#lang', code);
    await langIs(page, code);
  }
  // Runs of three English words or more in what the page shows (its text, its titles and
  // accessible names), but for the app's name, the pseudocode (code, the same in every
  // language) and what `kept` allows (text typed, a link's parameters).
  const english = (page, kept = []) => page.evaluate((kept) => {
    const found = [];
    const run = /[A-Za-z][A-Za-z'’-]+(?:[ ,.:;]+[A-Za-z][A-Za-z'’-]+){2,}/g;
    const look = (text, where) => {
      let t = text.replace(/Alpha-Beta Lab/g, '');
      for (const k of kept) t = t.split(k).join('');
      for (const m of t.match(run) || []) found.push(`${where}: ${m}`);
    };
    const roots = ['#app', '#game-root', '#practice-part'].map((s) => document.querySelector(s)).filter(Boolean);
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest('option, script, style, code, [hidden]') || !el.getClientRects().length) continue;
        look(n.textContent, el.id ? `#${el.id}` : el.tagName.toLowerCase());
      }
      for (const el of root.querySelectorAll('[title], [aria-label]')) {
        if (el.closest('[hidden]') || !el.getClientRects().length) continue;
        for (const a of ['title', 'aria-label']) if (el.hasAttribute(a)) look(el.getAttribute(a), `${el.id ? '#' + el.id : el.tagName.toLowerCase()}[${a}]`);
      }
    }
    return found;
  }, kept);
  // What `sel` says in English, then after a switch to Japanese: in Japanese, and nothing on
  // the page left in English.
  async function reworded(page, sel, what, kept = []) {
    const said = async () => (await page.textContent(sel)).trim();
    // The extras module (the games, the practice) follow the page's language a moment later.
    const before = await that(async () => { const s = await said(); return /[A-Za-z]{4}/.test(s) && !JAPANESE.test(s) && s; },
      `${what} in English first: ${await said()}`);
    await switchTo(page, 'ja');
    const after = await that(async () => { const s = await said(); return s !== before && JAPANESE.test(s) && s; },
      `${what} in Japanese (was ${before})`);
    await eq(() => english(page, kept), [], `${what}: English left after the switch`);
    return after;
  }
  async function back(page) {
    await switchTo(page, 'en');
    await page.close();
  }

  await check('language switch: at a cutoff step, nothing stays in English', async () => {
    // A depth limit at nodes without an estimate: the search goes on below them, and the page
    // warns of it.
    const page = await opened('?tree=' + encodeURIComponent('[[[3,5],[6,9]],[[1,2],[0,-1]]]') + '&depth=2');
    await page.waitForSelector('#warning');
    // Step to the first cutoff: the narration says so, and the drawing shows leaves pruned.
    for (let i = 0; i < 60 && !(await page.$('[data-leaf-index][data-state="pruned"]')); i++) {
      await page.keyboard.press('ArrowRight');
    }
    await that(async () => await page.$('[data-leaf-index][data-state="pruned"]'), 'a cutoff');
    await reworded(page, '#narration', 'the narration at a cutoff');
    await that(async () => JAPANESE.test(await page.textContent('#warning')), `the warning: ${await page.textContent('#warning')}`);
    await page.screenshot({ path: path.join(artifacts, 'language-switch-cutoff-ja-1280x720.png') });
    await back(page);
  });

  await check('language switch: a refused edit and a bad link\'s notice are said again', async () => {
    const page = await opened(TREE + '&root=sideways');
    await page.waitForSelector('#notice');
    await page.click('[data-node="3"]');
    await page.waitForSelector('#leaf-editor');
    await page.fill('#leaf-editor', 'xyz');
    await page.press('#leaf-editor', 'Enter');
    await page.waitForSelector('#edit-error');
    await reworded(page, '#edit-error', 'a refused value', ['root=sideways', 'xyz']);
    await that(async () => JAPANESE.test(await page.textContent('#notice')), `the link's notice: ${await page.textContent('#notice')}`);
    await page.screenshot({ path: path.join(artifacts, 'language-switch-notice-ja-1280x720.png') });
    await back(page);
  });

  await check('language switch: a first visit by a bad link with &lang=ja says the link\'s notice in Japanese', async () => {
    // A new context: no language kept in this browser, so the page opens, then reads Japanese.
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`first visit: ${e.message}`));
    await page.goto(base + '?tree=' + encodeURIComponent('[[1,2]') + '&step=sideways&lang=ja');
    await page.waitForSelector('[data-node]');
    await langIs(page, 'ja');
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#notice').textContent), JAPANESE.source);
    const left = await english(page, ['step=sideways']);
    assert(left.length === 0, `English left on the first visit: ${JSON.stringify(left)}`);
    await context.close();
  });

  await check('language switch: Predict\'s verdict is said again', async () => {
    const page = await opened(TREE);
    await page.click('#btn-predict');
    for (let i = 0; i < 60 && !(await page.$('#predict-question')); i++) await page.keyboard.press('ArrowRight');
    await page.click('#predict-no-cut');
    await page.waitForSelector('#predict-said');
    await reworded(page, '#predict-said', 'the verdict');
    await switchTo(page, 'en');
    for (let i = 0; i < 60 && !(await page.$('#predict-value')); i++) {
      if (await page.$('#predict-no-cut')) await page.click('#predict-no-cut');
      else await page.keyboard.press('ArrowRight');
    }
    await page.fill('#predict-value', 'three');
    await page.press('#predict-value', 'Enter');
    await reworded(page, '#predict-said', 'a guess that is no value', ['three']);
    await back(page);
  });

  await check('language switch: a practice check\'s explanation and a field\'s error are said again', async () => {
    const page = await opened(TREE + '&mode=practice');
    await page.waitForSelector('#practice .practice-node');
    const field = async (label) => `input[data-node="${await page.getAttribute(`.practice-node[data-label="${label}"]`, 'data-node')}"][data-field="value"]`;
    for (const [l, v] of [['A', '3'], ['B', '3'], ['C', '2'], ['D', 'four']]) await page.fill(await field(l), v);
    await page.click('#practice-check');
    await page.waitForSelector('#practice-mistake');
    await reworded(page, '#practice-result', 'the check\'s result', ['four']);
    await that(async () => JAPANESE.test(await page.textContent('#practice-field-errors')), 'the field\'s error');
    await page.screenshot({ path: path.join(artifacts, 'language-switch-practice-ja-1280x720.png'), fullPage: true });
    await back(page);
  });

  await check('language switch: the games\' notes are said again (tic-tac-toe, Othello)', async () => {
    const page = await opened('');
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe');
    await page.click('#btn-ttt-new-x');
    await page.click('[data-cell="4"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-cell] .mark-o').length === 1);
    await page.click('[data-cell="4"]');
    await page.waitForSelector('#game-note');
    await reworded(page, '#game-note', 'a taken cell');
    await switchTo(page, 'en');
    await page.click('#mode-othello');
    await page.waitForSelector('#othello');
    await page.click('[data-square="a1"]');
    await page.waitForSelector('#game-note');
    await reworded(page, '#game-note', 'an illegal Othello move');
    await page.screenshot({ path: path.join(artifacts, 'language-switch-othello-ja-1280x720.png') });
    await back(page);
  });
};
