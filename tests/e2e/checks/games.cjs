// The game tabs as a student and a teacher use them: only the game's own parts shown;
// tic-tac-toe played and its search opened as a tree (X is Max, every move named, nothing
// written over a neighbour); Othello played by click and by key, its board named a-h and 1-8,
// a bad position text, and a typed position opened as a tree.
'use strict';
const { eq, that, settle } = require('../adapter.cjs');

// How long the drawing may take to draw what came into view.
const LAYOUT_MS = 3000;
// Nodes drawn near the view that make a look at their overlaps worth it.
const ENOUGH_NODES = 20;

// Where the page's focus goes on each Tab from the top, as `#id` or the element's tag.
const tabWalk = async (page, presses) => {
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  const seen = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => {
      const a = document.activeElement;
      return a.id ? `#${a.id}` : a.getAttribute('data-square') || a.getAttribute('data-cell') || a.tagName;
    }));
  }
  return seen;
};

// Every drawn node's label, value and board boxes, and which of its texts meet another
// node's box or text, or its own board.
const overlaps = (page) => page.evaluate(() => {
  // An SVG text's box as its glyph cells (getBBox), in the window's pixels: every engine agrees
  // on it, not on getBoundingClientRect (Firefox's is far taller than the glyphs).
  const textBox = (e) => {
  const b = e.getBBox(), m = e.getScreenCTM();
  const [p, q] = [new DOMPoint(b.x, b.y).matrixTransform(m), new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m)];
  return { left: Math.min(p.x, q.x), top: Math.min(p.y, q.y), right: Math.max(p.x, q.x), bottom: Math.max(p.y, q.y),
  width: Math.abs(q.x - p.x), height: Math.abs(q.y - p.y) };
  };
  const box = (e) => e && (e.tagName === 'text' ? textBox(e) : e.getBoundingClientRect());
  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const nodes = [...document.querySelectorAll('[data-node]')].map((g) => ({
    id: g.getAttribute('data-node'),
    texts: [...g.querySelectorAll('text.label, text.value')].map((t) => [t.getAttribute('class'), box(t)]),
    body: [...g.querySelectorAll('.shape, .mini-board')].map(box),
    board: box(g.querySelector('.mini-board')),
  }));
  const out = [];
  for (const a of nodes) {
    for (const [what, t] of a.texts) {
      if (a.board && meet(t, a.board)) out.push(`${what} of ${a.id} on its board`);
      for (const b of nodes) {
        if (a === b) continue;
        if (b.body.some((r) => meet(t, r)) || b.texts.some(([, u]) => meet(t, u))) out.push(`${what} of ${a.id} on ${b.id}`);
      }
    }
  }
  return { nodes: nodes.length, out: out.slice(0, 8) };
});

// How many elements `selector` matches that are shown (not hidden by the style sheet).
const shown = (page, selector) => page.$$eval(selector, (e) => e.filter((x) => x.getClientRects().length > 0).length);

module.exports = async (t) => {
  const { open, check, assert, assertEq, artifacts, path } = t;
  const shot = (page, name) => page.screenshot({ path: path.join(artifacts, name) });

  await check('games: a game tab shows only the game, no trees subtitle or Tree menu, nor in the Tab order', async () => {
    const page = await open('');
    await eq(async () => await shown(page, '#preset'), 1, 'the trees tab has its Tree menu');
    assert((await tabWalk(page, 8)).includes('#preset'), 'the Tree menu in the trees tab\'s Tab order');
    for (const mode of ['#mode-tictactoe', '#mode-othello']) {
      await page.click(mode);
      await eq(async () => await shown(page, '.tagline, #preset, .toolbar, .settings, .controls, #tree'), 0, `parts of the trees tab shown in ${mode}`);
      const walk = await tabWalk(page, 8);
      assert(!walk.includes('#preset'), `${mode} Tab order: ${walk}`);
      await shot(page, `games-tab-${mode.slice(6)}-1280x720.png`);
    }
    await page.click('#mode-trees');
    await eq(async () => await shown(page, '#preset'), 1, 'back in the trees tab');
    await page.close();
  });

  await check('games: tic-tac-toe shows each empty cell\'s value for the side to move and its proof', async () => {
    for (const [lang, win] of [['', 'win'], ['?lang=ja', '勝ち']]) {
      const page = await open(lang);
      await page.click('#mode-tictactoe');
      await page.waitForSelector('#ttt-show-values');
      await eq(async () => await page.getAttribute('#ttt-show-values', 'aria-pressed'), 'false', 'off at first');
      await eq(async () => await page.$('[data-cell][data-value]'), null, 'no values before asked');
      // X X . / O O . / . . . with X to move: c1 wins, c2 blocks (a draw), the rest lose.
      await page.click('#btn-ttt-setup');
      for (const [cell, clicks] of [[0, 1], [1, 1], [3, 2], [4, 2]]) {
        for (let i = 0; i < clicks; i++) await page.click(`[data-cell="${cell}"]`);
      }
      await page.click('#ttt-show-values');
      await eq(async () => await page.getAttribute('#ttt-show-values', 'aria-pressed'), 'true', 'pressed');
      await page.waitForSelector('[data-cell="2"][data-value]');
      const values = await page.$$eval('[data-cell]', (cells) => cells.map((c) => c.getAttribute('data-value') || '-'));
      assertEq(values.join(' '), '- - win - - draw loss loss loss', 'each empty cell\'s value for X');
      const c1 = await page.$eval('[data-cell="2"]', (c) => [c.querySelector('text.value').textContent, c.querySelector('text.proof').textContent, c.getAttribute('aria-label')]);
      assertEq(c1[0], win, 'the value in words');
      assert(/^[0-9,]+$/.test(c1[1]) && Number(c1[1].replace(/,/g, '')) >= 1, `positions that prove it: ${c1[1]}`);
      assert(c1[2].includes(win) && c1[2].includes(c1[1]), `the cell's name says it: ${c1[2]}`);
      await that(async () => (await page.textContent('#ttt-values-note')).includes('X'), 'the note says whose values');
      await shot(page, `games-ttt-values${lang ? '-ja' : ''}-1280x720.png`);
      await page.click('#ttt-show-values');
      await eq(async () => await page.$('[data-cell][data-value]'), null, 'hidden again');
      await page.close();
    }
  });

  await check('games: two tic-tac-toe moves, each answered; a set-up search opened as a tree, X as Max', async () => {
    const page = await open('');
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe'); // the games load on demand
    await page.click('#btn-ttt-new-x');
    // Issue 30: the empty board's search (549,946 positions) is too big to draw: not offered.
    await page.waitForSelector('#ttt-minimax');
    await eq(async () => await page.textContent('#ttt-minimax'), '549,946', 'counts grouped by thousands');
    await eq(async () => await page.$('#btn-ttt-tree'), null, 'no tree offered for the empty board');
    const marks = () => page.$$eval('[data-cell]', (cells) => cells.map((c) =>
      c.querySelector('.mark-x') ? 'X' : c.querySelector('.mark-o') ? 'O' : '.').join(''));
    await page.click('[data-cell="4"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-cell] .mark-o').length === 1);
    const one = await marks();
    assertEq(one[4], 'X', 'the first move, b2');
    const second = one.indexOf('.');
    await page.click(`[data-cell="${second}"]`);
    await page.waitForFunction(() => document.querySelectorAll('[data-cell] .mark-o').length === 2);
    const two = await marks();
    assertEq([two[second], two.replace(/[^X]/g, ''), two.replace(/[^O]/g, '')], ['X', 'XX', 'OO'],
      `the second move, cell ${second}, and the computer's answer (${two})`);
    // Set up X X . / . X . / O O . with O to move: O wins (c3), -1 for X.
    await page.click('#btn-ttt-new-x');
    await page.click('#btn-ttt-setup');
    for (const [cell, clicks] of [[0, 1], [1, 1], [4, 1], [6, 2], [7, 2]]) {
      for (let i = 0; i < clicks; i++) await page.click(`[data-cell="${cell}"]`);
    }
    await eq(async () => await marks(), 'XX..X.OO.', 'the set-up position');
    const panel = (await page.textContent('#ttt-value')).trim();
    assertEq(panel, '−1', 'the panel: O wins');
    await page.click('#btn-ttt-tree');
    await page.waitForSelector('[data-node="0"]');
    const note = await page.textContent('#game-tree-note');
    assert(note.includes('Max = X') && note.includes('+1 X wins'), `the tree's note: ${note}`);
    await eq(async () => await page.getAttribute('[data-node="0"]', 'data-kind'), 'min', 'O to move at the root: a Min node');
    await page.keyboard.press('End');
    await eq(async () => (await page.textContent('#root-value')).trim(), panel, 'the tree\'s value is the panel\'s, from X\'s side');
    // Every move is named, the winning ones ending in a leaf included, and nothing written
    // beside a board meets another node.
    const unnamed = await page.$$eval('[data-node]:not([data-node="0"])', (gs) => gs
      .filter((g) => ((g.querySelector('text.label') || {}).textContent || '').trim() !== g.getAttribute('data-label'))
      .map((g) => g.getAttribute('data-label')));
    assertEq(unnamed, [], 'moves without their name');
    await that(async () => await page.$$eval('[data-leaf-index] text.label', (e) => e.length) > 0, 'leaves named');
    const o = await overlaps(page);
    assert(o.nodes > 10, `${o.nodes} nodes`);
    assertEq(o.out, [], 'a move or a value over another node or its own board');
    await shot(page, 'games-ttt-tree-1280x720.png');
    await page.close();
  });

  await check('games: a bigger tic-tac-toe search, every node drawn: no value or move over a neighbour', async () => {
    const page = await open('');
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe'); // the games load on demand
    await page.click('#btn-ttt-new-x');
    await page.click('[data-cell="4"]');
    await page.click('#btn-ttt-last-tree');
    await page.waitForSelector('[data-node="0"]');
    await page.keyboard.press('End');
    await shot(page, 'games-ttt-last-tree-1280x720.png');
    await page.click('#btn-expand-all');
    await page.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); });
    // The nodes near the view are drawn as they come into it.
    // Enough nodes drawn near the view to look at: 32 in Chromium, 27 in Firefox (whose
    // scrollbar leaves the drawing narrower).
    const o = await settle(() => overlaps(page), (x) => x.nodes >= ENOUGH_NODES && x.out.length === 0, LAYOUT_MS);
    assert(o.nodes >= ENOUGH_NODES, `${o.nodes} nodes`);
    assertEq(o.out, [], 'a move or a value over another node or its own board');
    await shot(page, 'games-ttt-tree-all-1280x720.png');
    await page.close();
  });

  await check('games: Othello named a-h and 1-8, played by click and by key, a bad text keeps the board', async () => {
    const page = await open('');
    await page.click('#mode-othello');
    await page.waitForSelector('#othello'); // the games load on demand
    const names = await page.$$eval('svg.board.othello > text', (e) => e.map((x) => x.textContent).sort().join(''));
    assertEq(names, '12345678abcdefgh', 'the files and ranks');
    // As square names go: a1 top left, h1 top right, a8 bottom left; "a" over a1, "8" by a8.
    const at = (sel) => page.$eval(sel, (e) => { const b = e.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; });
    const label = (text) => page.$$eval('svg.board.othello > text', (e, s) => {
      const b = e.find((x) => x.textContent === s).getBoundingClientRect();
      return [b.left + b.width / 2, b.top + b.height / 2];
    }, text);
    const [a1, h1, a8, fileA, rank8] = [await at('[data-square="a1"]'), await at('[data-square="h1"]'),
      await at('[data-square="a8"]'), await label('a'), await label('8')];
    assert(a1[0] < h1[0] && Math.abs(a1[1] - h1[1]) < 1 && a1[1] < a8[1], `a1 ${a1}, h1 ${h1}, a8 ${a8}`);
    assert(Math.abs(fileA[0] - a1[0]) < 2 && fileA[1] < a1[1], `"a" at ${fileA}, over a1 at ${a1}`);
    assert(Math.abs(rank8[1] - a8[1]) < 3 && rank8[0] < a8[0], `"8" at ${rank8}, beside a8 at ${a8}`);
    await page.selectOption('#othello-preset', { label: 'endgame-10' });
    const empties = async () => Number((await page.textContent('#othello-status')).split(' ')[0]);
    const text = () => page.inputValue('#othello-position');
    const discs = () => page.$$eval('[data-square] .disc', (e) => e.length);
    const before = [await text(), await empties(), await discs()];
    const status = await page.textContent('#othello-status');
    assert(!status.includes('Play a move') && status.includes('click a dotted square'), `status: ${status}`);
    // A click on a legal square plays it: one disc more, the text follows.
    const legal = await page.$$eval('[data-square][role=button]', (e) => e.map((x) => x.getAttribute('data-square')));
    assert(legal.length > 0, 'legal squares to click');
    await page.click(`[data-square="${legal[0]}"]`);
    await eq(async () => [await empties(), await discs()], [before[1] - 1, before[2] + 1], `after ${legal[0]}`);
    await that(async () => (await text()) !== before[0], 'the position text follows the move');
    await that(async () => await page.$(`[data-square="${legal[0]}"] .disc`), `a disc on ${legal[0]}`);
    await shot(page, 'games-othello-played-1280x720.png');
    // From the keyboard: Shift+Tab from the endgame menu reaches the last legal square.
    const last = await page.$$eval('[data-square][role=button]', (e) => e.map((x) => x.getAttribute('data-square')).pop());
    await page.focus('#othello-preset');
    await page.keyboard.press('Shift+Tab');
    await eq(async () => await page.evaluate(() => document.activeElement.getAttribute('data-square')), last, 'the focus on the last legal square');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assertEq(ring, 'solid', 'a focus ring');
    await shot(page, 'games-othello-focus-1280x720.png');
    const mid = [await empties(), await discs()];
    await page.keyboard.press('Enter');
    await eq(async () => [await empties(), await discs()], [mid[0] - 1, mid[1] + 1], `Enter played ${last}`);
    // A bad character: the board stays, the error says where and what.
    const good = await text();
    const shown = await discs();
    await page.fill('#othello-position', 'XXXXZ' + good.slice(5));
    const error = await page.textContent('#othello-error');
    assert(error.includes('character 5') && error.includes('square e1') && error.includes("'Z'"), `the error: ${error}`);
    await eq(async () => [await page.$$eval('[data-square]', (e) => e.length), await discs()], [64, shown], 'the board still shows the last position');
    await shot(page, 'games-othello-bad-text-1280x720.png');
    await page.close();
  });

  await check('games: a typed Othello position opened as a tree, its value the solver\'s', async () => {
    const page = await open('');
    await page.click('#mode-othello');
    await page.waitForSelector('#othello'); // the games load on demand
    // A position copied from `ablab othello positions` (endgame-6), typed as a person would.
    const typed = '.XXXXXXXOOXXXXXOOOXXOXXOOOXXXOXO.OOOOOOOXOOXOOOO..OXXOXO..OXXXXX X';
    await page.click('#othello-position');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(typed);
    await eq(async () => await page.inputValue('#othello-position'), typed, 'typed');
    const status = await page.textContent('#othello-status');
    assert(status.startsWith('6 empty squares; Black (X) to move'), `status: ${status}`);
    const dots = await page.$$eval('[data-square] .legal', (e) => e.length);
    await page.click('#btn-othello-solve');
    const [best, score] = (await page.textContent('#othello-best')).split('·').map((x) => x.trim().split(' ')[0]);
    await page.click('#btn-othello-tree');
    await page.waitForSelector('[data-node="0"]');
    const note = await page.textContent('#game-tree-note');
    assert(note.includes('Max = Black (X)'), `the tree's note: ${note}`);
    await eq(async () => await shown(page, '#preset'), 1, 'the trees tab\'s own parts back');
    await page.keyboard.press('End');
    await eq(async () => Number((await page.textContent('#root-value')).trim().replace('−', '-')), Number(score), 'the tree\'s value is the solver\'s score');
    await that(async () => (await page.textContent('#best-move')).includes(best), `the tree's best move, the solver's ${best}`);
    assert(dots > 0, 'moves at the root');
    await shot(page, 'games-othello-typed-tree-1280x720.png');
    // Issue 30: opened as large as can be read (at least 70%), and no text over another text
    // nor over another node (its inner rows once crowded values together at 100%).
    const zoom = parseInt(await page.textContent('#zoom-level'), 10);
    assert(zoom >= 70, `opened at ${zoom}%`);
    for (const level of ['100%', null]) {
      if (level) {
        while ((await page.textContent('#zoom-level')).trim() !== level) await page.click('#btn-zoom-in');
      }
      await page.$eval('#tree-area', (e) => { e.scrollIntoView({ block: 'end' }); });
      await eq(async () => (await overlaps(page)).out, [], `texts over others at ${level || 'the opening zoom'}`);
    }
    await page.close();
  });
};
