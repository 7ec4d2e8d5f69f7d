// Old state that outlived its cause (issue 42, item 8), as a person meets it: the Notation
// drawer shows the tree in force, without an old draft or its error, once another tree comes
// (a preset, a game's search); a new tree opens at the zoom that fits it, and Undo back to a
// tree shows it at its own; a leaf greyed below the depth limit never gets a "no longer
// pruned" ring.
'use strict';
const { eq, that } = require('../adapter.cjs');

module.exports = async ({ open, check, assert, assertEq, artifacts, path }) => {
  const draft = '[[1,2],[3';
  const notation = (page) => page.inputValue('#notation');
  const errorShown = (page) => page.$('#text-error').then((e) => e !== null);
  // A draft that does not parse, typed into Notation and left: its error stays, to mend.
  const leaveABadDraft = async (page) => {
    if (!(await page.$('#text-panel'))) await page.click('#btn-text');
    await page.fill('#notation', draft);
    await page.waitForSelector('#text-error');
    await page.click('#root-value');
    await that(async () => await errorShown(page), 'the draft\'s error stays when the box is left');
  };

  await check('stale state: Notation shows a preset and a game\'s tree, not an old draft and its error', async () => {
    const page = await open('');
    await leaveABadDraft(page);
    await page.selectOption('#preset', { label: 'AIMA Figure 5.2' });
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 13);
    await eq(async () => await notation(page), '[[3,12,8],[2,4,6],[14,5,2]]', 'the preset\'s notation');
    await eq(async () => await errorShown(page), false, 'no error after a preset');
    // A game's search, shown as the tree.
    await leaveABadDraft(page);
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe'); // the games load on demand
    await page.click('#btn-ttt-new-x');
    await page.click('#btn-ttt-setup');
    for (const [cell, clicks] of [[0, 1], [1, 1], [4, 1], [6, 2], [7, 2]]) {
      for (let i = 0; i < clicks; i++) await page.click(`[data-cell="${cell}"]`);
    }
    await page.click('#btn-ttt-tree');
    await page.waitForSelector('#game-tree-note');
    if (!(await page.$('#text-panel'))) await page.click('#btn-text');
    const text = await notation(page);
    assert(text !== draft && text.startsWith('['), `the game's tree in Notation: ${text}`);
    await eq(async () => await errorShown(page), false, 'no error after a game\'s tree');
    await eq(async () => await page.getAttribute('#notation', 'aria-invalid'), null, 'the text is not marked');
    await page.screenshot({ path: path.join(artifacts, 'stale-notation-game-tree-1280x720.png') });
    await page.close();
  });

  const zoom = (page) => page.textContent('#zoom-level').then((z) => parseInt(z, 10));
  const zoomTo = async (page, level) => {
    await page.waitForFunction((l) => parseInt(document.querySelector('#zoom-level').textContent, 10) === l, level);
  };
  // How far the drawing's rightmost leaf reaches past the tree area's right edge, in pixels.
  const pastTheRight = (page) => page.evaluate(() => {
    const area = document.querySelector('#tree-area').getBoundingClientRect();
    const leaves = [...document.querySelectorAll('[data-leaf-index]')];
    return Math.max(...leaves.map((e) => e.getBoundingClientRect().right)) - area.right;
  });

  await check('stale state: a new tree opens at the zoom that fits it; Undo shows a tree at its own', async () => {
    const page = await open('');
    await eq(async () => await zoom(page), 100, 'the page opens at 100%');
    await page.click('#btn-zoom-out');
    await zoomTo(page, 70);
    await page.selectOption('#preset', { label: 'AIMA Figure 5.2' });
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 13);
    await eq(async () => await zoom(page), 100, 'a preset opens at the default zoom, not the last tree\'s');
    await that(async () => await pastTheRight(page) <= 1, 'the preset\'s right leaf is in view');
    await page.click('#btn-undo');
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 15);
    await zoomTo(page, 70); // Undo: the seeds at their own zoom
    await page.click('#btn-redo');
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 13);
    await zoomTo(page, 100); // Redo: the preset at its own
    // A random tree, after a zoom in: at most the default (less if it must be fitted).
    await page.click('#btn-zoom-in');
    await zoomTo(page, 140);
    await page.click('#btn-random');
    const before = await page.$$eval('[data-node]', (e) => e.map((n) => n.getAttribute('data-label')).join());
    await page.click('#btn-make-random');
    await page.waitForFunction((b) => [...document.querySelectorAll('[data-node]')]
      .map((n) => n.getAttribute('data-label')).join() !== b, before);
    await page.waitForFunction(() => parseInt(document.querySelector('#zoom-level').textContent, 10) <= 100);
    await that(async () => await pastTheRight(page) <= 1, 'the random tree\'s right leaf is in view');
    await page.close();
  });

  await check('stale state: a leaf greyed below the depth limit gets no "no longer pruned" ring', async () => {
    // The seeds with an estimate at each node of depth 2: D 4, E 9, F 1, G 7.
    const page = await open('?tree=' + encodeURIComponent('[[<4>[3,5],<9>[6,9]],[<1>[1,2],<7>[0,-1]]]'));
    const flashing = (p, sel) => p.$$eval(`[data-node]${sel}[data-look*="flash"]`, (els) => els.map((e) => e.getAttribute('data-label')).sort());
    const changes = (p) => p.$eval('#changes', (e) => e.textContent.trim()).catch(() => '');
    // Without a limit leaf K (9) is pruned; below depth 2 it is greyed, searched by neither.
    await page.selectOption('#depth-limit', { label: '2' });
    await page.waitForSelector('[data-label="K"][data-beyond="true"]', { state: 'attached' });
    await eq(async () => await flashing(page, '[data-beyond="true"]'), [], 'greyed leaves flashing');
    await that(async () => !(await changes(page)).includes('K'), `the changes name K: ${await changes(page)}`);
    await page.screenshot({ path: path.join(artifacts, 'stale-depth-limit-1280x720.png') });
    await page.selectOption('#depth-limit', { label: 'none' });
    await page.waitForFunction(() => !document.querySelector('[data-beyond="true"]'));
    await eq(async () => await flashing(page, ''), [], 'no flash without the limit again: K was greyed, not searched');
    // An edit under the limit: F 1 -> 5 no longer cuts G; G is searched, its leaves stay greyed.
    await page.selectOption('#depth-limit', { label: '2' });
    await page.waitForSelector('[data-label="K"][data-beyond="true"]', { state: 'attached' });
    const said = await changes(page);
    await page.click('[data-label="F"]');
    await page.fill('#leaf-editor', '5');
    await page.press('#leaf-editor', 'Enter');
    await page.waitForFunction((b) => {
      const el = document.querySelector('#changes');
      return el && el.textContent.trim() !== b;
    }, said);
    await eq(async () => await flashing(page, ''), ['G'], 'G alone flashes');
    await eq(async () => await changes(page), 'Since the last change, no longer pruned: G.', 'the changes');
    await page.close();
  });
};
