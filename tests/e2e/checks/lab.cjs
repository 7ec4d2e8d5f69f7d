// The trees tab as a teacher uses it: a tree from a link stepped to its end, keys, a leaf edited,
// negamax and a depth limit, a copied link, saved work, the sheets exported, a game, a bad link.
'use strict';
const { eq, that, settle } = require('../adapter.cjs');

// How long the drawing may take to draw what came into view.
const LAYOUT_MS = 3000;

module.exports = async (t) => {
  const { open, check, assert, assertEq, artifacts, errors, prunedLeaves, browser, base, path, fs } = t;
  await check('AIMA 5.2 from the URL: End prunes exactly leaves 4 and 5, root value 3', async () => {
    const page = await open('?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
    await eq(async () => await page.$$eval('[data-node]', (e) => e.length), 13, 'nodes');
    await page.keyboard.press('End');
    await eq(async () => await prunedLeaves(page), [4, 5], 'pruned leaves');
    await eq(async () => (await page.textContent('#root-value')).trim(), '3', 'root value');
    // Issue 29: the best move is named by its node, not by its index counted from 0.
    await eq(async () => (await page.textContent('#best-move')).trim(), 'B', 'best move');
    await eq(async () => (await page.textContent('#step-counter')).trim().split(' / ')[0],
      (await page.textContent('#step-counter')).trim().split(' / ')[1], 'at the last step');
    await page.screenshot({ path: path.join(artifacts, 'aima-end-1280x720.png') });
    await page.close();
  });

  await check('seeds tree: keys step, narration, struck edges; no text under 16 px', async () => {
    const page = await open('');
    await eq(async () => (await page.textContent('#step-counter')).trim(), '0 / 40', 'step counter');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await that(async () => (await page.textContent('#narration')).startsWith('Beta-cut at E: leaf 9 is never looked at.'), 'narration at step 20');
    await eq(async () => await page.$$eval('[data-pruned="true"]', (e) => e.length), 1, 'struck edges at step 20');
    await page.screenshot({ path: path.join(artifacts, 'seeds-step20-1280x720.png') });
    await page.keyboard.press('End');
    await eq(async () => await prunedLeaves(page), [3, 6, 7], 'pruned leaves');
    const small = await page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('body *')) {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        if (!own) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < 16) out.push(`${el.tagName}:${el.textContent.trim().slice(0, 20)}:${size}`);
      }
      return out;
    });
    assertEq(small, [], 'text under 16 px');
    // The tree fits the window without scrolling.
    const fits = await page.$eval('.tree-area', (e) => e.scrollWidth <= e.clientWidth + 1);
    assert(fits, 'the seeds tree fits 1280 px');
    await page.screenshot({ path: path.join(artifacts, 'seeds-end-1280x720.png') });
    await page.close();
  });

  await check('a step or a print redraws only what changed: no node element is made anew', async () => {
    const page = await open('');
    // Every element of every node (shape, value, alpha, beta, ...) is marked before each step.
    // After it, a node holding an unmarked element of a kind (tag and class) it held before
    // had that element made anew, and a node made anew counts too: a cutoff tag added to a
    // node must not re-create the node's other elements (Yew matches a list without keys from
    // its end). An element of a new kind (a halo, a cut tag) may come and one may go.
    const mark = () => page.evaluate(() => {
      let marked = 0;
      for (const g of document.querySelectorAll('[data-node]')) {
        g.__had = new Set();
        for (const el of g.children) {
          el.__kept = true;
          g.__had.add(`${el.tagName}.${el.getAttribute('class') || ''}`);
          marked++;
        }
      }
      return marked;
    });
    const lost = () => page.evaluate(() => {
      let gone = 0;
      for (const g of document.querySelectorAll('[data-node]')) {
        if (!g.__had) { gone++; continue; }
        for (const el of g.children) {
          if (!el.__kept && g.__had.has(`${el.tagName}.${el.getAttribute('class') || ''}`)) gone++;
        }
      }
      return gone;
    });
    const { of } = await page.evaluate(() => ({ of: Number(document.querySelector('#step-counter').textContent.split(' / ')[1]) }));
    const remade = [];
    let least = Infinity;
    for (let i = 0; i < of; i++) {
      least = Math.min(least, await mark());
      await page.keyboard.press('ArrowRight');
      const k = await lost();
      if (k) remade.push(`step ${i + 1}: ${k}`);
    }
    assert(of > 30 && least >= 2 * 15, `${of} steps, at least ${least} elements watched in the 15 nodes`);
    assertEq(remade, [], 'node elements made anew by a step');
    // Printing a sheet adds it at the end of the page: the page itself, and the open drawer,
    // stay the same elements.
    await page.evaluate(() => { window.print = () => { window.__printed = (window.__printed || 0) + 1; }; });
    await page.click('#btn-export');
    await page.waitForSelector('#export-panel');
    await page.evaluate(() => { for (const s of ['#tree', '#export-panel', '.top', '#narration']) document.querySelector(s).__kept = true; });
    await page.click('#btn-print-worksheet');
    // The sheet writer draws it (loaded when the drawer opened), then the page prints.
    await page.waitForSelector('#print-sheet img', { state: 'attached' });
    await page.waitForFunction(() => window.__printed === 1);
    const src = await page.getAttribute('#print-sheet img', 'src');
    assert(src.startsWith('data:image/svg+xml') && decodeURIComponent(src).includes('Alpha-beta worksheet'),
      `the printed sheet: ${src.slice(0, 80)}`);
    const kept = await page.evaluate(() => ['#tree', '#export-panel', '.top', '#narration']
      .filter((s) => !(document.querySelector(s) || {}).__kept));
    assertEq(kept, [], 'parts of the page made anew by printing');
    await page.close();
  });

  await check('editing a leaf in the page moves the cutoffs', async () => {
    const page = await open('');
    await page.keyboard.press('End');
    await page.click('[data-leaf-index="2"]');
    await page.fill('#leaf-editor', '1e999');
    await page.press('#leaf-editor', 'Enter');
    await that(async () => (await page.textContent('#edit-error')).includes('too large'), 'error for 1e999');
    await page.fill('#leaf-editor', '4');
    await page.press('#leaf-editor', 'Enter');
    await eq(async () => await prunedLeaves(page), [6, 7], 'pruned leaves after the edit');
    await page.screenshot({ path: path.join(artifacts, 'seeds-edited-1280x720.png') });
    await page.close();
  });

  await check('negamax, a depth limit and a node card, as a teacher would use them', async () => {
    const page = await open('?tree=' + encodeURIComponent('[<4>[<5>[3,5],<8>[6,8]],<7>[<6>[1,9],<7>[0,2]]]') + '&depth=2&form=negamax');
    await that(async () => (await page.textContent('#conventions')).includes('depth limit 2'), 'conventions name the limit');
    await eq(async () => await page.$$eval('[data-beyond="true"]', (e) => e.length), 8, 'nodes below the limit');
    await page.keyboard.press('End');
    await eq(async () => (await page.textContent('#root-value')).trim(), '6', 'root value with the limit');
    await page.click('[data-label="C"]');
    await that(async () => (await page.textContent('#node-card')).includes('Node C'), 'card of C');
    await page.screenshot({ path: path.join(artifacts, 'estimates-negamax-1280x720.png') });
    await page.close();
  });

  await check('a copied link opens exactly the same view', async () => {
    const page = await open('?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
    await page.click('#set-root-min');
    await page.click('#set-fail-hard');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await page.click('#btn-export');
    const link = await page.inputValue('#share-link');
    const view = async (p) => ({
      step: (await p.textContent('#step-counter')).trim(),
      narration: (await p.textContent('#narration')).trim(),
      conventions: (await p.textContent('#conventions')).trim(),
      states: await p.$$eval('[data-node]', (els) => els.map((e) => e.getAttribute('data-state') + e.getAttribute('data-kind'))),
    });
    const before = await view(page);
    const other = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    other.on('pageerror', (e) => errors.push(`link: ${e.message}`));
    await other.goto(link);
    await other.waitForSelector('[data-node]');
    await eq(async () => await view(other), before, 'the view the link opens');
    await other.close();
    await page.close();
  });

  await check('unreadable saved work: a notice and the default tree', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`storage: ${e.message}`));
    // Kept from a page of the same origin that is not the app (which saves when it is left).
    await page.goto(`${base}favicon.svg`);
    await page.evaluate(() => localStorage.setItem('alphabeta-lab/v1', '?tree=%5B%5B1%2C2%5D%2C%5B3'));
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    await that(async () => (await page.textContent('#notice')).includes('could not be read'), 'notice');
    await eq(async () => await page.$$eval('[data-node]', (e) => e.length), 15, 'default tree');
    const aside = await page.evaluate(() => localStorage.getItem('alphabeta-lab/v1/unreadable'));
    assertEq(aside, '?tree=%5B%5B1%2C2%5D%2C%5B3', 'set aside');
    // Saved work that is readable comes back on reload.
    await page.click('[data-leaf-index="0"]');
    await page.fill('#leaf-editor', '7');
    await page.press('#leaf-editor', 'Enter');
    await page.reload();
    await page.waitForSelector('[data-node]');
    await eq(async () => (await page.textContent('[data-leaf-index="0"] .value')).trim(), '7', 'restored leaf');
    await context.close();
  });

  await check('exported SVG parses as XML with a group per node; a random tree from a seed', async () => {
    const page = await open('');
    await page.click('#btn-random');
    await page.fill('#rnd-depth', '3');
    await page.fill('#rnd-min-children', '2');
    await page.fill('#rnd-max-children', '3');
    await page.fill('#rnd-seed', '12345');
    await page.click('#btn-make-random');
    const nodes = await page.$$eval('[data-node]', (e) => e.length);
    const notation = await (async () => { await page.click('#btn-text'); return page.inputValue('#notation'); })();
    // The same seed again gives the same tree.
    const again = await open('');
    await again.click('#btn-random');
    await again.fill('#rnd-depth', '3');
    await again.fill('#rnd-min-children', '2');
    await again.fill('#rnd-max-children', '3');
    await again.fill('#rnd-seed', '12345');
    await again.click('#btn-make-random');
    await again.click('#btn-text');
    await eq(async () => await again.inputValue('#notation'), notation, 'same seed, same tree');
    await again.close();
    await page.click('#btn-export');
    for (const id of ['#btn-svg-worksheet', '#btn-svg-key']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(id)]);
      const file = await download.path();
      const svg = fs.readFileSync(file, 'utf8');
      const ok = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return { error: !!doc.querySelector('parsererror'), groups: doc.querySelectorAll('g[data-node]').length };
      }, svg);
      assertEq(ok, { error: false, groups: nodes }, `${id}: XML and node groups`);
      fs.writeFileSync(path.join(artifacts, id === '#btn-svg-key' ? 'answer-key.svg' : 'worksheet.svg'), svg);
    }
    const [png] = await Promise.all([page.waitForEvent('download'), page.click('#btn-png-key')]);
    const bytes = fs.readFileSync(await png.path());
    assertEq(bytes.slice(1, 4).toString(), 'PNG', 'a PNG file');
    fs.writeFileSync(path.join(artifacts, 'answer-key@2x.png'), bytes);
    await page.screenshot({ path: path.join(artifacts, 'random-export-1280x720.png') });
    await page.close();
  });

  await check('games: a short tic-tac-toe game, the tree of the last move; an Othello endgame', async () => {
    const page = await open('');
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe'); // the games load on demand
    await page.click('#btn-ttt-new-x');
    await eq(async () => (await page.textContent('#ttt-minimax')).trim(), '549,946', 'minimax from the empty board');
    await page.click('[data-cell="4"]');
    const afterOne = await page.$$eval('[data-cell] .mark-o', (e) => e.length);
    assertEq(afterOne, 1, 'the computer answered');
    await page.click('[data-cell="0"]');
    await page.screenshot({ path: path.join(artifacts, 'tictactoe-1280x720.png') });
    await page.click('#btn-ttt-last-tree');
    await page.waitForSelector('[data-node]');
    await page.keyboard.press('End');
    await that(async () => (await page.textContent('#root-value')).trim() !== '?', 'the tree was searched');
    await that(async () => await page.$$eval('.mini-board', (e) => e.length) > 0, 'boards in the nodes');
    await page.screenshot({ path: path.join(artifacts, 'tictactoe-tree-1280x720.png') });
    // Every node drawn, the lowest rows in view: a leaf's value, written under its board, is
    // clear of every other leaf's box, board and value (with boards the leaves are on one
    // row, a board apart).
    await page.click('#btn-expand-all');
    await page.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); });
    await page.waitForSelector('[data-leaf-index]');
    // The leaves near the view are drawn as they come into it.
    const clash = await settle(() => page.evaluate(() => {
      // An SVG text's box as its glyph cells (getBBox), in the window's pixels: every engine
      // agrees on it, not on getBoundingClientRect (Firefox's is far taller than the glyphs).
      const textBox = (e) => {
        const b = e.getBBox(), m = e.getScreenCTM();
        const [p, q] = [new DOMPoint(b.x, b.y).matrixTransform(m), new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m)];
        return { left: Math.min(p.x, q.x), top: Math.min(p.y, q.y), right: Math.max(p.x, q.x), bottom: Math.max(p.y, q.y) };
      };
      const box = (e) => e && (e.tagName === 'text' ? textBox(e) : e.getBoundingClientRect());
      const leaves = [...document.querySelectorAll('[data-leaf-index]')].map((g) => ({
        name: g.getAttribute('data-leaf-index'),
        text: box(g.querySelector('text.value')),
        body: [box(g.querySelector('.shape')), box(g.querySelector('.mini-board'))].filter(Boolean),
      }));
      const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const out = [];
      for (const a of leaves) {
        for (const b of leaves) {
          if (a !== b && a.text && (b.body.some((r) => meet(a.text, r)) || (b.text && meet(a.text, b.text)))) out.push(`${a.name}/${b.name}`);
        }
      }
      // An inner node's value, written left of its board, is clear of the board.
      for (const g of document.querySelectorAll('[data-node]:not([data-leaf-index])')) {
        const text = box(g.querySelector('text.value'));
        const board = box(g.querySelector('.mini-board'));
        if (text && board && meet(text, board)) out.push(`inner ${g.getAttribute('data-node')}`);
      }
      return { leaves: leaves.length, withText: leaves.filter((l) => l.text).length, out: out.slice(0, 6) };
    }), (c) => c.leaves >= 8 && c.withText === c.leaves && !c.out.length, LAYOUT_MS);
    assert(clash.leaves >= 8 && clash.withText === clash.leaves, `${clash.withText} of ${clash.leaves} leaves with a value`);
    assertEq(clash.out, [], 'leaf values meeting another leaf, inner values meeting their board');
    await page.screenshot({ path: path.join(artifacts, 'tictactoe-tree-all-1280x720.png') });
    await page.click('#mode-othello');
    await page.waitForSelector('#othello'); // the games load on demand
    await page.selectOption('#othello-preset', { label: 'endgame-10' });
    await page.click('#btn-othello-solve');
    await eq(async () => (await page.textContent('#othello-best')).trim().split(' ')[0], 'g2', 'best move of endgame-10');
    const nm = Number((await page.textContent('#othello-nm-nodes')).replace(/,/g, ''));
    const ab = Number((await page.textContent('#othello-ab-nodes')).replace(/,/g, ''));
    assert(ab < nm, `alpha-beta ${ab} < negamax ${nm}`);
    await page.screenshot({ path: path.join(artifacts, 'othello-1280x720.png') });
    await page.close();
  });

  await check('a bad link shows a notice and the default tree', async () => {
    const page = await open('?tree=' + encodeURIComponent('[[1,2],[3'));
    await that(async () => (await page.textContent('#notice')).includes('could not be read'), 'notice');
    await eq(async () => await page.$$eval('[data-node]', (e) => e.length), 15, 'default tree');
    await page.close();
  });
};
