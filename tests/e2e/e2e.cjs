// End to end: serve the release build (dist/) on 127.0.0.1, drive it in Debian's Chromium with
// playwright-core, check what a person sees, and save screenshots to tests/artifacts/.
// Run after `trunk build --release`: node tests/e2e/e2e.cjs
// (E2E_DIST=DIR serves another build; E2E_ONLY=a,b runs the checks whose names begin so).
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(root, 'dist');
const artifacts = path.join(root, 'tests', 'artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const { serve, launch } = require('./serve.cjs');

let passed = 0;
let failed = 0;
// E2E_ONLY="first view,searches": only the checks whose names start with one of these (for a
// developer's quick run; the suite runs them all).
const only = (process.env.E2E_ONLY || '').split(',').map((s) => s.trim()).filter(Boolean);
async function check(name, fn) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  try {
    await fn();
    passed++;
    console.log(`ok - ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAILED - ${name}\n  ${String(e && e.stack || e).split('\n').join('\n  ')}`);
  }
}
function assertEq(actual, expected, what) {
  const a = JSON.stringify(actual), b = JSON.stringify(expected);
  if (a !== b) throw new Error(`${what}: expected ${b}, got ${a}`);
}
function assert(cond, what) { if (!cond) throw new Error(what); }

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('no dist/index.html: run trunk build --release first');
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  const errors = [];
  async function open(query, viewport = { width: 1280, height: 720 }) {
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${query}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${query}: ${e.message}`));
    await page.goto(base + query);
    await page.waitForSelector('[data-node]');
    return page;
  }
  const prunedLeaves = (page) => page.$$eval('[data-leaf-index][data-state="pruned"]',
    (els) => els.map((e) => Number(e.getAttribute('data-leaf-index'))).sort((a, b) => a - b));

  await check('AIMA 5.2 from the URL: End prunes exactly leaves 4 and 5, root value 3', async () => {
    const page = await open('?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
    assertEq(await page.$$eval('[data-node]', (e) => e.length), 13, 'nodes');
    await page.keyboard.press('End');
    assertEq(await prunedLeaves(page), [4, 5], 'pruned leaves');
    assertEq((await page.textContent('#root-value')).trim(), '3', 'root value');
    // Issue 29: the best move is named by its node, not by its index counted from 0.
    assertEq((await page.textContent('#best-move')).trim(), 'B', 'best move');
    assertEq((await page.textContent('#step-counter')).trim().split(' / ')[0],
      (await page.textContent('#step-counter')).trim().split(' / ')[1], 'at the last step');
    await page.screenshot({ path: path.join(artifacts, 'aima-end-1280x720.png') });
    await page.close();
  });

  await check('seeds tree: keys step, narration, struck edges; no text under 16 px', async () => {
    const page = await open('');
    assertEq((await page.textContent('#step-counter')).trim(), '0 / 40', 'step counter');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    assert((await page.textContent('#narration')).startsWith('Beta-cut at E: leaf 9 is never looked at.'), 'narration at step 20');
    assertEq(await page.$$eval('[data-pruned="true"]', (e) => e.length), 1, 'struck edges at step 20');
    await page.screenshot({ path: path.join(artifacts, 'seeds-step20-1280x720.png') });
    await page.keyboard.press('End');
    assertEq(await prunedLeaves(page), [3, 6, 7], 'pruned leaves');
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
    assert((await page.textContent('#edit-error')).includes('too large'), 'error for 1e999');
    await page.fill('#leaf-editor', '4');
    await page.press('#leaf-editor', 'Enter');
    assertEq(await prunedLeaves(page), [6, 7], 'pruned leaves after the edit');
    await page.screenshot({ path: path.join(artifacts, 'seeds-edited-1280x720.png') });
    await page.close();
  });

  await check('negamax, a depth limit and a node card, as a teacher would use them', async () => {
    const page = await open('?tree=' + encodeURIComponent('[<4>[<5>[3,5],<8>[6,8]],<7>[<6>[1,9],<7>[0,2]]]') + '&depth=2&form=negamax');
    assert((await page.textContent('#conventions')).includes('depth limit 2'), 'conventions name the limit');
    assertEq(await page.$$eval('[data-beyond="true"]', (e) => e.length), 8, 'nodes below the limit');
    await page.keyboard.press('End');
    assertEq((await page.textContent('#root-value')).trim(), '6', 'root value with the limit');
    await page.click('[data-label="C"]');
    assert((await page.textContent('#node-card')).includes('Node C'), 'card of C');
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
    assertEq(await view(other), before, 'the view the link opens');
    await other.close();
    await page.close();
  });

  await check('unreadable saved work: a notice and the default tree', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('alphabeta-lab/v1', '?tree=%5B%5B1%2C2%5D%2C%5B3');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`storage: ${e.message}`));
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    assert((await page.textContent('#notice')).includes('could not be read'), 'notice');
    assertEq(await page.$$eval('[data-node]', (e) => e.length), 15, 'default tree');
    const aside = await page.evaluate(() => localStorage.getItem('alphabeta-lab/v1/unreadable'));
    assertEq(aside, '?tree=%5B%5B1%2C2%5D%2C%5B3', 'set aside');
    // Saved work that is readable comes back on reload.
    await page.click('[data-leaf-index="0"]');
    await page.fill('#leaf-editor', '7');
    await page.press('#leaf-editor', 'Enter');
    await page.reload();
    await page.waitForSelector('[data-node]');
    assertEq((await page.textContent('[data-leaf-index="0"] .value')).trim(), '7', 'restored leaf');
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
    assertEq(await again.inputValue('#notation'), notation, 'same seed, same tree');
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
    assertEq((await page.textContent('#ttt-minimax')).trim(), '549,946', 'minimax from the empty board');
    await page.click('[data-cell="4"]');
    const afterOne = await page.$$eval('[data-cell] .mark-o', (e) => e.length);
    assertEq(afterOne, 1, 'the computer answered');
    await page.click('[data-cell="0"]');
    await page.screenshot({ path: path.join(artifacts, 'tictactoe-1280x720.png') });
    await page.click('#btn-ttt-last-tree');
    await page.waitForSelector('[data-node]');
    await page.keyboard.press('End');
    assert((await page.textContent('#root-value')).trim() !== '?', 'the tree was searched');
    assert(await page.$$eval('.mini-board', (e) => e.length) > 0, 'boards in the nodes');
    await page.screenshot({ path: path.join(artifacts, 'tictactoe-tree-1280x720.png') });
    // Every node drawn, the lowest rows in view: a leaf's value, written under its board, is
    // clear of every other leaf's box, board and value (with boards the leaves are on one
    // row, a board apart).
    await page.click('#btn-expand-all');
    await page.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); });
    await page.waitForSelector('[data-leaf-index]');
    await page.waitForTimeout(200);
    const clash = await page.evaluate(() => {
      const box = (e) => e && e.getBoundingClientRect();
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
    });
    assert(clash.leaves >= 8 && clash.withText === clash.leaves, `${clash.withText} of ${clash.leaves} leaves with a value`);
    assertEq(clash.out, [], 'leaf values meeting another leaf, inner values meeting their board');
    await page.screenshot({ path: path.join(artifacts, 'tictactoe-tree-all-1280x720.png') });
    await page.click('#mode-othello');
    await page.waitForSelector('#othello'); // the games load on demand
    await page.selectOption('#othello-preset', { label: 'endgame-10' });
    await page.click('#btn-othello-solve');
    assertEq((await page.textContent('#othello-best')).trim().split(' ')[0], 'g2', 'best move of endgame-10');
    const nm = Number((await page.textContent('#othello-nm-nodes')).replace(/,/g, ''));
    const ab = Number((await page.textContent('#othello-ab-nodes')).replace(/,/g, ''));
    assert(ab < nm, `alpha-beta ${ab} < negamax ${nm}`);
    await page.screenshot({ path: path.join(artifacts, 'othello-1280x720.png') });
    await page.close();
  });

  await check('a bad link shows a notice and the default tree', async () => {
    const page = await open('?tree=' + encodeURIComponent('[[1,2],[3'));
    assert((await page.textContent('#notice')).includes('could not be read'), 'notice');
    assertEq(await page.$$eval('[data-node]', (e) => e.length), 15, 'default tree');
    await page.close();
  });

  await check('a big tree: folded at first, every node drawn on request, layers drawn near the view', async () => {
    // A complete ternary tree of depth 7: 2,187 leaves, 3,280 nodes.
    const build = (d, k) => (d === 0 ? String(((k * 37) % 19) - 9) : `[${[0, 1, 2].map((i) => build(d - 1, k * 3 + i)).join(',')}]`);
    const page = await open('?tree=' + encodeURIComponent(build(7, 0)));
    const counts = () => page.evaluate(() => ({
      drawn: Number(document.querySelector('#tree').dataset.drawn),
      inDom: document.querySelectorAll('[data-node]').length,
    }));
    assert((await counts()).drawn < 100, 'opens folded');
    await page.click('#btn-expand-all');
    await page.waitForSelector('#btn-collapse-big');
    const all = await counts();
    assertEq(all.drawn, 3280, 'every node laid out');
    assert(all.inDom > 0 && all.inDom < all.drawn, `only the layers near the view are in the page (${all.inDom})`);
    // ...and only their nodes near it: the farthest node in the page, in widths (or heights) of
    // what the box shows, beyond its edge (the margin is half a screen, rounded up to a grid).
    // A run's extent reaches up its long edges; drawn whole, a run put nodes 14.8 widths away.
    const farthest = await page.evaluate(() => {
      const a = document.querySelector('#tree-area').getBoundingClientRect();
      const [l, t, r, b] = [Math.max(a.left, 0), Math.max(a.top, 0), Math.min(a.right, innerWidth), Math.min(a.bottom, innerHeight)];
      let far = 0;
      for (const g of document.querySelectorAll('g.node')) {
        const x = g.getBoundingClientRect();
        far = Math.max(far, Math.max(l - x.right, x.left - r, 0) / (r - l), Math.max(t - x.bottom, x.top - b, 0) / (b - t));
      }
      return far;
    });
    assert(farthest < 1.5, `every node in the page is near the view (the farthest ${farthest.toFixed(2)} screens off)`);
    // The bottom row in the window (the summary above may take two lines): the first leaf is
    // drawn as it comes near the view.
    await page.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); });
    await page.waitForSelector('[data-leaf-index="0"]');
    assert(!(await page.$('[data-leaf-index="2186"]')), 'the last leaf, far off to the right, is not');
    // Scrolling to the far right draws what comes into view.
    await page.$eval('.tree-area', (e) => { e.scrollLeft = e.scrollWidth; });
    await page.waitForSelector('[data-leaf-index="2186"]');
    // Stepping follows the search: the node searched is drawn, wherever it is.
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-state="current"]');
    await page.keyboard.press('End');
    assertEq((await page.textContent('#step-counter')).trim().split(' / ')[0],
      (await page.textContent('#step-counter')).trim().split(' / ')[1], 'at the last step');
    await page.screenshot({ path: path.join(artifacts, 'big-all-drawn-1280x720.png') });
    await page.click('#btn-collapse-big');
    await page.waitForSelector('#btn-expand-all');
    assert((await counts()).drawn < 100, 'folded again');
    await page.close();
  });

  await check('64 leaves fit 1280 px, and their values (and those of 243 leaves, and of 256 with a pair folded) sit in their boxes apart; phone width is tidy', async () => {
    const leaves = Array.from({ length: 64 }, (_, i) => (i * 37) % 19 - 9);
    const groups = [];
    for (let i = 0; i < 64; i += 4) groups.push(`[[${leaves[i]},${leaves[i + 1]}],[${leaves[i + 2]},${leaves[i + 3]}]]`);
    const quads = [];
    for (let i = 0; i < 16; i += 4) quads.push(`[${groups.slice(i, i + 4).join(',')}]`);
    const tree = `[${quads.join(',')}]`;
    const page = await open('?tree=' + encodeURIComponent(tree));
    assertEq(await page.$$eval('[data-leaf-index]', (e) => e.length), 64, 'leaves');
    const fits = await page.$eval('.tree-area', (e) => e.scrollWidth <= e.clientWidth + 1);
    assert(fits, '64 leaves fit without scrolling');
    await page.keyboard.press('End');
    // Leaf values on the crowded bottom row: each inside its box, none touching another.
    const crowding = (p) => p.evaluate(() => {
      const leaves = [...document.querySelectorAll('[data-leaf-index]')].map((g) => {
        const box = g.querySelector('.shape').getBoundingClientRect();
        const text = g.querySelector('text.value').getBoundingClientRect();
        return { box, text, name: g.getAttribute('data-label') };
      });
      const outside = leaves.filter(({ box, text }) => text.left < box.left - 0.5 || text.right > box.right + 0.5)
        .map((l) => l.name);
      const touching = [];
      for (let i = 0; i < leaves.length; i++) {
        for (let j = i + 1; j < leaves.length; j++) {
          const a = leaves[i].text, b = leaves[j].text;
          if (a.left < b.right + 2 && b.left < a.right + 2 && a.top < b.bottom && b.top < a.bottom) touching.push(`${leaves[i].name}/${leaves[j].name}`);
        }
      }
      return { leaves: leaves.length, outside, touching };
    });
    const wide = await crowding(page);
    assertEq([wide.leaves, wide.outside, wide.touching], [64, [], []], '64 leaves: count, values outside their box, values touching');
    // Inner nodes' values ("≤−4" at a Min node 37 px from the next) do not run into each
    // other either: a wide one is drawn narrower.
    const innerTouching = await page.evaluate(() => {
      const texts = [...document.querySelectorAll('[data-node]:not([data-leaf-index]) > text.value')]
        .map((e) => ({ r: e.getBoundingClientRect(), name: e.parentNode.getAttribute('data-label') }));
      // Whether boxes a and b overlap, or come within `gap` px side by side.
      const meet = (a, b, gap = 0) => a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom && b.top < a.bottom;
      const out = [];
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          if (meet(texts[i].r, texts[j].r, 1)) out.push(`${texts[i].name}/${texts[j].name}`);
        }
      }
      // Nor does a cut badge (the small α or β) cover a value.
      const badges = [...document.querySelectorAll('.cut-tag.badge circle')].map((e) => e.getBoundingClientRect());
      const covered = texts.filter(({ r }) => badges.some((b) => meet(r, b))).map((t) => t.name);
      return { count: texts.length, badges: badges.length, out, covered };
    });
    assert(innerTouching.count >= 20 && innerTouching.badges >= 8, `${innerTouching.count} inner values, ${innerTouching.badges} badges`);
    assertEq([innerTouching.out, innerTouching.covered], [[], []], '64 leaves: inner values touching, values under a cut badge');
    await page.screenshot({ path: path.join(artifacts, 'wide64-end-1280x720.png') });
    await page.close();
    // 243 leaves of -99..99 (a random tree of 3 x 5): the row scrolls, and three-character
    // values are staggered over three rows.
    const values = Array.from({ length: 243 }, (_, i) => ((i * 61) % 199) - 99);
    const nest = (lo, n) => (n === 1 ? String(values[lo]) : `[${[0, 1, 2].map((k) => nest(lo + (k * n) / 3, n / 3)).join(',')}]`);
    const big = await open('?tree=' + encodeURIComponent(nest(0, 243)));
    await big.keyboard.press('End');
    await big.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); e.scrollLeft = 0; });
    await big.waitForTimeout(200);
    const crowded = await crowding(big);
    assert(crowded.leaves >= 40, `only ${crowded.leaves} leaves drawn near the view`);
    assertEq([crowded.outside, crowded.touching], [[], []], '243 leaves: values outside their box, values touching');
    await big.screenshot({ path: path.join(artifacts, 'leaves243-end-1280x720.png') });
    await big.close();
    // Folded: a subtree folded into a marker takes one place on the bottom row, and the rows
    // follow the places, not the leaves' numbers. 256 leaves of -99..99 in a binary tree;
    // node 10 is the parent of leaves 2 and 3.
    const bin = (lo, n) => (n === 1 ? String(values[lo % 243]) : `[${bin(lo, n / 2)},${bin(lo + n / 2, n / 2)}]`);
    const folded = await open('?tree=' + encodeURIComponent(bin(0, 256)));
    await folded.keyboard.press('End');
    // Node 10 is low in the drawing, on the left: looked at as a person would (only the
    // parts near the view are in the document).
    await folded.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); e.scrollLeft = 0; });
    await folded.waitForTimeout(100);
    await folded.click('[data-node="10"]');
    await folded.click('#btn-collapse');
    await folded.waitForSelector('[data-node="10"][data-collapsed]');
    await folded.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); e.scrollLeft = 0; });
    await folded.waitForTimeout(200);
    const crowdedFolded = await crowding(folded);
    assert(crowdedFolded.leaves >= 40, `only ${crowdedFolded.leaves} leaves drawn near the view`);
    assertEq([crowdedFolded.outside, crowdedFolded.touching], [[], []], '256 leaves, one pair folded: values outside their box, values touching');
    await folded.close();
    const phone = await open('?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'), { width: 390, height: 844 });
    for (let i = 0; i < 12; i++) await phone.keyboard.press('ArrowRight');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert(overflow <= 1, `the page is ${overflow}px wider than a phone`);
    await phone.screenshot({ path: path.join(artifacts, 'aima-phone-390.png'), fullPage: true });
    await phone.close();
  });

  await check('a strict Content-Security-Policy is in force and the app works under it', async () => {
    // Its own page: the violation it provokes on purpose is not an app error.
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('pageerror', (e) => errors.push(`csp: ${e.message}`));
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    assert(csp.includes("script-src 'self' 'wasm-unsafe-eval' 'sha256-"), `script-src: ${csp}`);
    assert(!csp.includes("'unsafe-eval'") && !/script-src[^;]*'unsafe-inline'/.test(csp), `no eval or inline scripts: ${csp}`);
    const blocked = await page.evaluate(() => new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
      const s = document.createElement('script');
      s.textContent = 'window.__injected = 1';
      document.body.appendChild(s);
      setTimeout(() => resolve(window.__injected !== 1), 500);
    }));
    assert(blocked, 'an injected inline script is blocked');
    await page.close();
  });

  await check('if the app stops (a WebAssembly trap), a plain message replaces the dead page', async () => {
    // Its own page: the errors thrown here on purpose are not app errors.
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    const crashAfter = async (make) => {
      await page.evaluate(make);
      await page.waitForTimeout(200);
      return page.$('#crash');
    };
    // An error that is not a trap leaves the page alone.
    assert(!(await crashAfter(() => setTimeout(() => { throw new TypeError('not the app'); }, 0))),
      'no crash message for a plain script error');
    // A panic in the release build ends in a trap: uncaught, or in a promise.
    assert(await crashAfter(() => setTimeout(() => { throw new WebAssembly.RuntimeError('unreachable'); }, 0)),
      'crash message after a trap');
    const text = await page.textContent('#crash');
    assert(text.includes('Your tree and settings are saved in this browser'), `message: ${text}`);
    assertEq(await page.getAttribute('#crash', 'role'), 'alert', 'role');
    await page.evaluate(() => { setTimeout(() => { throw new WebAssembly.RuntimeError('unreachable'); }, 0); });
    await page.waitForTimeout(100);
    assertEq(await page.$$eval('#crash', (els) => els.length), 1, 'shown once');
    // A trap in a promise (an async handler) shows it too: taken away first, so that it must
    // come back.
    await page.evaluate(() => document.getElementById('crash').remove());
    assert(await crashAfter(() => { Promise.reject(new WebAssembly.RuntimeError('unreachable')); }),
      'crash message after a trap in a promise');
    await page.screenshot({ path: path.join(artifacts, 'crash-1280x720.png') });
    await page.close();
  });

  await check('a real panic in the release build logs its message and location and shows them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const logged = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    assertEq(await page.evaluate(() => typeof (window.wasmBindings || {}).crash_self_test), 'function',
      'the self-test is exported');
    await page.evaluate(() => { setTimeout(() => window.wasmBindings.crash_self_test(), 0); });
    await page.waitForSelector('#crash', { timeout: 3000 });
    const details = await page.textContent('#crash-details');
    assert(/crash self-test/.test(details) && /src[\\/]app[\\/]mod\.rs:\d+:\d+/.test(details),
      `the crash message gives the panic and where: ${details}`);
    assert(logged.some((t) => t.includes('crash self-test') && /mod\.rs:\d+/.test(t)),
      `the console has it too: ${JSON.stringify(logged)}`);
    await page.screenshot({ path: path.join(artifacts, 'crash-panic-1280x720.png') });
    await page.close();
  });

  // More checks, one file per subject: each module in tests/e2e/checks/ exports
  // `async (t) => {...}`, where `t` holds what the checks above use.
  const checksDir = path.join(__dirname, 'checks');
  const more = fs.existsSync(checksDir) ? fs.readdirSync(checksDir).filter((f) => f.endsWith('.cjs')).sort() : [];
  for (const file of more) {
    await require(path.join(checksDir, file))({
      browser, base, open, check, assert, assertEq, artifacts, errors, prunedLeaves, path, fs,
    });
  }

  await check('no console errors', async () => {
    assertEq(errors, [], 'console errors');
  });

  await browser.close();
  server.close();
  console.log(`screenshots in ${path.relative(root, artifacts)}/`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((e) => { console.error(e); process.exit(1); });
