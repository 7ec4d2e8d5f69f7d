// The checks engines.cjs runs in Firefox and WebKit over WebDriver: the seeds' tree stepped
// and jumped, keys wherever the focus is, a leaf edit moving the cutoffs, a link opened, Share &
// export (the link copied and pasted, the sheet writer's SVG, PNG, LaTeX and print), the game tabs,
// practice, sets and a class, the searches beyond alpha-beta, the languages and input before
// the app has started.
// The expectations are the Chromium run's (e2e.cjs and checks/), numbers included.
'use strict';
const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

module.exports = async ({ page, base, open, check, assert, assertEq, shot, save }) => {
  const counter = () => page.text('#step-counter');
  const stepOf = async () => Number((await counter()).split(' / ')[0]);
  const prunedLeaves = () => page.run(() => [...document.querySelectorAll('[data-leaf-index][data-state="pruned"]')]
    .map((e) => Number(e.getAttribute('data-leaf-index'))).sort((a, b) => a - b));
  const line = () => page.run(() => [...document.querySelectorAll('[data-pv="true"]')].map((x) => x.getAttribute('data-label')));
  const active = () => page.run(() => {
    const a = document.activeElement;
    if (!a) return null;
    if (a.getAttribute('data-node') !== null) return `node ${a.getAttribute('data-node')}`;
    if (a.getAttribute('data-cell') !== null) return `cell ${a.getAttribute('data-cell')}`;
    return `${a.tagName.toLowerCase()}#${a.id}`;
  });
  const playing = async () => (await page.text('#btn-play')).includes('Pause');
  // Pastes the clipboard with Ctrl+V into a field of the test's own, put at the page's end.
  const paste = async () => {
    await page.run(() => {
      const t = document.createElement('textarea');
      t.id = 'paste-here';
      document.body.appendChild(t);
      t.focus();
    });
    await page.press('Control+v');
  };

  await check('seeds tree: keys step and jump, narration, struck edges; no text under 16 px; fits 1280 px', async () => {
    await open('');
    assertEq([await counter(), await page.text('#root-value')], ['0 / 40', '?'], 'at the start');
    await page.press(...Array(20).fill('ArrowRight'));
    assertEq(await counter(), '20 / 40', 'twenty steps');
    const at20 = await page.text('#narration');
    assert(at20.startsWith('Beta-cut at E: leaf 9 is never looked at.'), `narration at step 20: ${at20}`);
    assertEq(await page.count('[data-pruned="true"]'), 1, 'struck edges at step 20');
    await shot('seeds-step20-1280x720.png');
    await page.press('End');
    assertEq([await counter(), await prunedLeaves(), await page.text('#root-value')], ['40 / 40', [3, 6, 7], '5'],
      'End: the last step, pruned leaves, root value');
    assertEq(await line(), ['A', 'B', 'D', 'I'], 'the chosen line');
    assertEq(await page.count('.edge[data-look~="line"]'), 3, 'its edges drawn bold');
    assert((await page.text('#narration')).endsWith('The chosen line: A → B → D → 5.'), 'the last narration names the line');
    await page.press('ArrowLeft');
    assertEq([await counter(), await line()], ['39 / 40', []], 'Left: a step back, no line before the root is done');
    await page.press('Home');
    assertEq([await counter(), await prunedLeaves(), await page.text('#root-value')], ['0 / 40', [], '?'], 'Home: the first step');
    await page.press('End');
    const small = await page.run(() => {
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
    assert(await page.run(() => { const e = document.querySelector('.tree-area'); return e.scrollWidth <= e.clientWidth + 1; }),
      'the seeds tree fits 1280 px');
    // In this engine's fonts: leaf values each inside its box, and no text of a node meeting
    // a text or the shape of another.
    const clash = await page.run(() => {
      const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const out = [];
      for (const g of document.querySelectorAll('[data-leaf-index]')) {
        const box = g.querySelector('.shape').getBoundingClientRect();
        const text = g.querySelector('text.value').getBoundingClientRect();
        if (text.left < box.left - 0.5 || text.right > box.right + 0.5) out.push(`${g.getAttribute('data-label')} out of its box`);
      }
      const nodes = [...document.querySelectorAll('[data-node]')].map((g) => ({
        texts: [...g.querySelectorAll('text')].filter((t) => t.textContent.trim())
          .map((t) => [`${g.getAttribute('data-label')}:${t.textContent}`, t.getBoundingClientRect()]),
        shapes: [...g.querySelectorAll('.shape')].map((e) => e.getBoundingClientRect()),
      }));
      for (const a of nodes) {
        for (const b of nodes) {
          if (a === b) continue;
          for (const [name, r] of a.texts) {
            if (b.texts.some(([, u]) => meet(r, u)) || b.shapes.some((u) => meet(r, u))) out.push(`${name} on another node`);
          }
        }
      }
      return { texts: nodes.reduce((n, x) => n + x.texts.length, 0), out };
    });
    assert(clash.texts >= 30, `${clash.texts} texts in the drawing`);
    assertEq(clash.out, [], 'texts of the drawing out of their box or over another');
    await shot('seeds-end-1280x720.png');
    // A jump by link lands on the same step as the keys.
    await open('?step=20');
    assertEq([await counter(), await page.text('#narration')], ['20 / 40', at20], '?step=20: the step and narration of twenty steps');
  });

  await check('keys: the replay keys step on a menu and the scrubber; Space plays and pauses; Space on a node opens its card', async () => {
    await open('?tree=' + encodeURIComponent(AIMA));
    const menu = () => page.run(() => { const s = document.querySelector('#preset'); return s.options[s.selectedIndex].text; });
    const before = await menu();
    await page.run(() => document.querySelector('#preset').focus());
    await page.press('ArrowRight', 'ArrowRight');
    assertEq([await stepOf(), await menu(), await page.count('[data-node]')], [2, before, 13], 'Right on the Tree menu steps, the tree stays');
    await page.press('ArrowLeft');
    assertEq(await stepOf(), 1, 'Left on the menu steps back');
    await page.select('#speed', '8/s');
    await page.press('ArrowRight');
    assertEq([await stepOf(), await page.run(() => { const s = document.querySelector('#speed'); return s.options[s.selectedIndex].text; })],
      [2, '8/s'], 'Right on the Speed menu steps, the speed stays');
    await page.run(() => document.querySelector('#scrubber').focus());
    await page.press('ArrowRight');
    assertEq(await stepOf(), 3, 'Right on the scrubber steps once');
    await page.press('End');
    const last = await stepOf();
    assert(last > 10, `End on the scrubber goes to the last step (${last})`);
    await page.press('Home');
    assertEq(await stepOf(), 0, 'Home on the scrubber');
    await page.press('Space');
    assert(await playing(), 'Space on the scrubber plays');
    await page.until('two steps played', () => Number(document.querySelector('#step-counter').textContent.split(' / ')[0]) >= 2);
    await page.press('Space');
    assert(!(await playing()), 'Space again pauses');
    const paused = await stepOf();
    await new Promise((r) => setTimeout(r, 400));
    assertEq(await stepOf(), paused, 'paused');
    await page.click('#btn-forward');
    await page.press('Space');
    assert(await playing(), 'Space after a click on Forward plays');
    await page.press('Space');
    assert(!(await playing()), 'and again pauses');
    await page.run(() => document.querySelector('[data-node="2"]').focus());
    await page.press('Space');
    await page.waitFor('#node-card');
    assert(!(await playing()), 'Space on a node does not play');
    assertEq(await active(), 'input#leaf-editor', 'the card takes the focus');
    await page.press('Escape');
    await page.waitGone('#node-card');
    assertEq(await active(), 'node 2', 'after Escape, the focus on the node');
  });

  await check('present: after a click on Present or on a node, the stepping keys step and press nothing', async () => {
    await open('?tree=' + encodeURIComponent(AIMA));
    const presenting = () => page.count('.lab[data-look~="present"]');
    await page.click('#btn-present');
    await page.waitFor('.lab[data-look~="present"]');
    await page.press('Space');
    assertEq([await presenting(), await stepOf()], [1, 1], 'Space on the focused Present button steps, presenting on');
    await page.press('Shift+Space');
    assertEq(await stepOf(), 0, 'Shift+Space steps back');
    await page.press('Escape');
    await page.waitGone('.lab[data-look~="present"]');
    await page.run(() => document.querySelector('[data-node="2"]').focus());
    await page.press('p');
    await page.waitFor('.lab[data-look~="present"]');
    await page.press('ArrowRight', 'ArrowRight', 'ArrowLeft', 'PageDown', 'PageUp');
    assertEq([await stepOf(), await active()], [1, 'node 2'], 'Right, Right, Left, PageDown, PageUp: a step; the focus stays');
    await page.press('Space');
    assertEq([await stepOf(), await page.count('#node-card')], [2, 0], 'Space on a node steps, no card');
    await page.press('p');
    await page.waitGone('.lab[data-look~="present"]');
  });

  await check('editing a leaf moves the cutoffs; a bad value is refused; the focus comes back to the leaf', async () => {
    await open('');
    await page.press('End');
    const leaf = await page.run(() => document.querySelector('[data-leaf-index="2"]').getAttribute('data-node'));
    await page.click('[data-leaf-index="2"]');
    await page.waitFor('#leaf-editor');
    assertEq(await active(), 'input#leaf-editor', 'the card takes the focus');
    await page.fill('#leaf-editor', '1e999');
    await page.press('Enter');
    await page.waitFor('#edit-error');
    assert((await page.text('#edit-error')).includes('too large'), 'error for 1e999');
    assertEq(await active(), 'input#leaf-editor', 'a refused value keeps the focus');
    await page.fill('#leaf-editor', '4');
    await page.press('Enter');
    await page.waitGone('#node-card');
    assertEq(await prunedLeaves(), [6, 7], 'pruned leaves after the edit');
    assertEq(await page.count('[data-pruned="true"]'), 3, 'struck edges after the edit: C-G and G\'s two');
    const [at, of] = (await counter()).split(' / ');
    assertEq(at, of, 'still at the last step');
    const changes = await page.text('#changes');
    assert(changes.includes('no longer pruned: leaf K (9)'), `the changes: ${changes}`);
    assertEq(await page.run(() => [...document.querySelectorAll('[data-node][data-look*="flash-uncut"]')].map((e) => e.getAttribute('data-label'))),
      ['K'], 'the leaf no longer pruned flashes');
    assertEq([await page.text(`[data-node="${leaf}"] text.value`), await active()], ['4', `node ${leaf}`],
      'the value kept, the focus on the edited leaf');
    // On a node, the arrows move the focus between nodes: the leaf is J (node 6), the first of
    // E's (node 5) two; Left has no sibling to go to, Right goes to K, Up to E. Away from the
    // drawing, they step again.
    await page.press('ArrowLeft');
    assertEq([await stepOf(), await active()], [Number(of), 'node 6'], 'Left on J: no sibling before, no step');
    await page.press('ArrowRight');
    assertEq(await active(), 'node 7', 'Right: K');
    await page.press('ArrowUp');
    assertEq(await active(), 'node 5', 'Up: E');
    await page.run(() => document.activeElement.blur());
    await page.press('ArrowLeft');
    assertEq(await stepOf(), Number(of) - 1, 'the keys step again');
    await shot('seeds-edited-1280x720.png');
  });

  await check('a link opens its tree and conventions: ?tree=[[3,12,8],[2,4,6],[14,5,2]]&root=min', async () => {
    await open(`?tree=${AIMA}&root=min`);
    assertEq(await page.count('[data-node]'), 13, 'nodes');
    assertEq(await page.run(() => document.querySelector('[data-node="0"]').getAttribute('data-kind')), 'min', 'the root is Min');
    assert((await page.text('#conventions')).includes('root Min'), 'the conventions say root Min');
    assertEq(await page.count('#changes'), 0, 'opening a link reports no changes');
    assertEq(await counter(), '0 / 41', 'the step counter');
    await page.press('End');
    assertEq([await counter(), await prunedLeaves(), await page.text('#root-value')], ['41 / 41', [7, 8], '6'],
      'End: pruned leaves and root value (as ablab solve --root min)');
    assert((await page.text('#narration')).endsWith('The chosen line: A → C → 6.'), 'the chosen line');
  });

  await check('Share & export: the link, copied and pasted; the sheet writer loaded on demand; SVG, PNG, LaTeX and print of step 30', async () => {
    await open('?step=30');
    const writer = () => page.run(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((p) => /\/extras(_bg\.wasm|\.js)$/.test(p)).sort());
    assertEq(await writer(), [], 'the sheet writer in the first download');
    const states = () => page.run(() => [...document.querySelectorAll('[data-node]')].map((e) => [e.getAttribute('data-label'),
      e.getAttribute('data-state'), (e.getAttribute('data-look') || '').split(' ').includes('open')]));
    const shown = await states();
    const narration = await page.text('#narration');
    await page.click('#btn-export');
    await page.waitFor('#export-panel');
    const link = await page.value('#share-link');
    assert(link.startsWith(base) && link.includes('?tree=') && link.endsWith('step=30'), `the link: ${link}`);
    // Copied: the link is on the clipboard, pasted with Ctrl+V into a field of the test's own.
    await page.click('#btn-copy-link');
    await page.until('the button to say Copied', () => document.querySelector('#btn-copy-link').textContent === 'Copied');
    await paste();
    const pasted = await page.value('#paste-here');
    await page.run(() => document.querySelector('#paste-here').remove());
    assertEq(pasted, link, 'the link pasted from the clipboard');
    await page.until('the sheet writer', () => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/extras_bg.wasm')));
    assertEq(await writer(), ['/extras.js', '/extras_bg.wasm'], 'fetched on opening the drawer');
    // Each file the page offers, as the link it clicks (the browser's own download is not
    // watched: a WebDriver session cannot see it in every engine).
    await page.run(() => {
      window.__offered = [];
      HTMLAnchorElement.prototype.click = function () { window.__offered.push([this.download, this.href]); };
    });
    const offered = async (button) => {
      await page.click(button);
      const [name, href] = await page.until(`a file from ${button}`, () => window.__offered.shift());
      return { name, href };
    };
    const svg = await offered('#btn-svg-step');
    assertEq(svg.name, 'alphabeta-step.svg', 'the SVG file name');
    const text = decodeURIComponent(svg.href.slice(svg.href.indexOf(',') + 1));
    save('step-30.svg', text);
    const sheet = await page.run((t) => {
      const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: !!doc.querySelector('parsererror'),
        nodes: [...doc.querySelectorAll('g[data-node]')].map((e) => [e.getAttribute('data-label'),
          e.getAttribute('data-state'), (e.getAttribute('data-look') || '').split(' ').includes('open')]),
        text: [...doc.querySelectorAll('text')].map((e) => e.textContent).join(' '),
        size: [Number(root.getAttribute('width')), Number(root.getAttribute('height'))],
      };
    }, text);
    assert(!sheet.error, 'the sheet parses as XML');
    const byLabel = (rows) => rows.slice().sort((a, b) => (a[0] < b[0] ? -1 : 1));
    assertEq(byLabel(sheet.nodes), byLabel(shown), 'every node in the state the page shows');
    assert(shown.some(([l, s]) => l === 'G' && s === 'unvisited'), 'G is unvisited on the page');
    assert(sheet.text.replace(/\s+/g, ' ').includes(narration), `the narration "${narration}" in the sheet`);
    // The PNG is drawn by this browser (the SVG as an image on a canvas), at twice the size.
    const png = await offered('#btn-png-step');
    assertEq(png.name, 'alphabeta-step.png', 'the PNG file name');
    assert(png.href.startsWith('data:image/png;base64,'), `a PNG data link: ${png.href.slice(0, 40)}`);
    const bytes = Buffer.from(png.href.slice(png.href.indexOf(',') + 1), 'base64');
    assertEq(bytes.slice(1, 4).toString(), 'PNG', 'a PNG file');
    assertEq([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], sheet.size.map((v) => 2 * v), 'the PNG at twice the size');
    save('step-30@2x.png', bytes);
    // The three sheets as one LaTeX file, written by the same module.
    const tex = await offered('#btn-export-tex');
    assertEq(tex.name, 'alphabeta-sheets.tex', 'the LaTeX file name');
    const latex = decodeURIComponent(tex.href.slice(tex.href.indexOf(',') + 1));
    assertEq(latex.split('\\begin{tikzpicture}').length - 1, 3, 'three TikZ pictures');
    assert(latex.includes('Step 30 of'), "this step's caption in the LaTeX file");
    // Printing a worksheet lays the sheet out in the page, then asks the browser to print.
    await page.run(() => { window.print = () => { window.__printed = (window.__printed || 0) + 1; }; });
    await page.click('#btn-print-worksheet');
    await page.until('the print', () => window.__printed === 1);
    const src = await page.run(() => document.querySelector('#print-sheet img').getAttribute('src'));
    assert(src.startsWith('data:image/svg+xml') && decodeURIComponent(src).includes('Alpha-beta worksheet'),
      `the printed sheet: ${src.slice(0, 80)}`);
    assertEq(await page.count('#export-error'), 0, 'no export error');
  });

  await check('Copy link where the browser has no asynchronous clipboard (plain http from another machine): copied all the same', async () => {
    await open('?step=12');
    await page.click('#btn-export');
    await page.waitFor('#export-panel');
    const link = await page.value('#share-link');
    assert(link.endsWith('step=12'), `the link: ${link}`);
    // As in a page that is not a secure context: no navigator.clipboard at all.
    await page.run(() => { delete Navigator.prototype.clipboard; });
    assertEq(await page.run(() => typeof navigator.clipboard), 'undefined', 'no clipboard');
    await page.click('#btn-copy-link');
    await page.until('the button to say Copied', () => document.querySelector('#btn-copy-link').textContent === 'Copied');
    await page.press('ArrowRight');
    assertEq(await stepOf(), 13, 'the keys step after copying');
    await paste();
    assertEq(await page.value('#paste-here'), link, 'the link pasted from the clipboard');
    // Where the copy command is refused too, the link is left selected for Ctrl+C.
    await open('?step=14');
    await page.click('#btn-export');
    await page.waitFor('#export-panel');
    const other = await page.value('#share-link');
    await page.run(() => { delete Navigator.prototype.clipboard; Document.prototype.execCommand = () => false; });
    await page.click('#btn-copy-link');
    await page.until('the button to answer', () => document.querySelector('#btn-copy-link').textContent !== 'Copy link');
    assertEq(await page.text('#btn-copy-link'), 'Selected: press Ctrl+C', 'the button says what to do');
    assertEq(await page.run(() => { const a = document.activeElement; return [a.id, a.selectionStart, a.selectionEnd]; }),
      ['share-link', 0, other.length], 'the whole link selected');
    await page.press('Control+c');
    await paste();
    assertEq(await page.value('#paste-here'), other, 'the link copied by hand');
  });

  await check('games: tic-tac-toe loads on demand, counts 549946 / 18297, plays by click and by key; Othello solves endgame-10', async () => {
    await open('');
    assertEq(await page.count('#tictactoe'), 0, 'no game before its tab opens');
    await page.click('#mode-tictactoe');
    await page.waitFor('#tictactoe');
    await page.click('#btn-ttt-new-x');
    await page.waitFor('#ttt-minimax'); // the counts come from the search worker
    assertEq([await page.text('#ttt-minimax'), await page.text('#ttt-alphabeta')], ['549,946', '18,297'], 'positions from the empty board');
    const marks = () => page.run(() => [...document.querySelectorAll('[data-cell]')].map((c) =>
      c.querySelector('.mark-x') ? 'X' : c.querySelector('.mark-o') ? 'O' : '.').join(''));
    await page.click('[data-cell="4"]');
    await page.until('the computer\'s answer', () => document.querySelectorAll('[data-cell] .mark-o').length === 1);
    assertEq((await marks())[4], 'X', 'the click played b2');
    // From the keyboard: Tab walks the board's cells in order, Enter and Space play one.
    // (Not Shift+Tab from New game, as the Chromium run does: WebKitGTK leaves the focus on a
    // button clicked just before, with real key presses too, on any page.)
    await page.click('#btn-ttt-new-x');
    await page.run(() => document.querySelector('[data-cell="0"]').focus());
    const walked = [];
    for (let i = 0; i < 8; i++) {
      await page.press('Tab');
      walked.push(await page.run(() => document.activeElement.getAttribute('aria-label')));
    }
    assertEq(walked.slice(-2), ['cell b3, empty', 'cell c3, empty'], `Tab over the board: ${walked}`);
    assertEq(walked.length, 8, 'eight Tabs');
    await page.press('Enter');
    await page.until('the computer\'s answer', () => document.querySelectorAll('[data-cell] .mark-o').length === 1);
    assertEq([(await marks())[8], await active()], ['X', 'cell 8'], 'Enter played c3, the focus stays');
    assertEq(await page.run(() => getComputedStyle(document.activeElement).outlineStyle), 'solid', 'a focus ring');
    const empty = (await marks()).indexOf('.');
    await page.run((n) => document.querySelector(`[data-cell="${n}"]`).focus(), empty);
    await page.press('Space');
    await page.until('the computer\'s second answer', () => document.querySelectorAll('[data-cell] .mark-o').length === 2);
    assertEq((await marks())[empty], 'X', `Space played cell ${empty}`);
    // Each empty cell's value for the side to move, in words and colour, on request.
    await page.click('#ttt-show-values');
    await page.until('the cells\' values', () => document.querySelector('[data-cell][data-value]'));
    const valued = await page.run(() => [...document.querySelectorAll('[data-cell]')]
      .filter((c) => !c.querySelector('.mark-x, .mark-o'))
      .map((c) => c.getAttribute('data-value')));
    assert(valued.length > 0 && valued.every((v) => ['win', 'draw', 'loss'].includes(v)), `every empty cell valued: ${valued}`);
    await shot('tictactoe-1280x720.png');
    await page.click('#mode-othello');
    await page.waitFor('#othello');
    await page.select('#othello-preset', 'endgame-10');
    await page.click('#btn-othello-solve');
    await page.until('the solve', () => (document.querySelector('#othello-best') || {}).textContent);
    assertEq((await page.text('#othello-best')).split(' ')[0], 'g2', 'best move of endgame-10');
    const [nm, ab] = [Number((await page.text('#othello-nm-nodes')).replace(/,/g, '')), Number((await page.text('#othello-ab-nodes')).replace(/,/g, ''))];
    assert(ab > 0 && ab < nm, `alpha-beta ${ab} < negamax ${nm}`);
    await shot('othello-1280x720.png');
  });

  await check('present mode by P, a remote\'s PageDown and PageUp, Esc; the dark theme from the menu', async () => {
    await open('?step=25');
    await page.press('p');
    await page.until('presenting', () => document.querySelector('.lab').matches('[data-look~="present"]'));
    assert(!(await page.run(() => !!document.querySelector('.toolbar').getClientRects().length)), 'the toolbar hidden');
    const size = await page.run(() => parseFloat(getComputedStyle(document.querySelector('#narration')).fontSize));
    assert(size >= 24, `the narration at ${size} px`);
    await page.press('PageDown', 'PageDown', 'PageUp');
    assertEq(await counter(), '26 / 40', 'PageDown, PageDown, PageUp');
    await shot('present-1280x720.png');
    await page.press('Escape');
    await page.until('not presenting', () => !document.querySelector('.lab').matches('[data-look~="present"]'));
    // The menu's Dark: this engine resolves the palette's light-dark() pairs.
    const paper = () => page.run(() => getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b));
    await page.select('#theme', '☾ Dark');
    await page.until('the dark theme', () => document.documentElement.dataset.theme === 'dark');
    assert((await paper()) < 150, `a dark page: ${await paper()}`);
    await shot('dark-1280x720.png');
    await page.select('#theme', '☀ Light');
    assert((await paper()) > 700, `a light page: ${await paper()}`);
  });

  await check('practice: an exercise by link, answered on the drawing, checked; its first mistake opens the replay', async () => {
    await open('?tree=' + encodeURIComponent(AIMA) + '&mode=practice');
    await page.waitFor('#practice .practice-node');
    // A fresh browser profile per engine run, but earlier checks may have practised: start over.
    await page.click('#practice-start-over');
    assertEq(await page.count('#practice [data-state], #practice .cut-tag'), 0, 'nothing of the solution shown');
    const field = (label) => page.run((l) => {
      const n = document.querySelector(`.practice-node[data-label="${l}"]`).getAttribute('data-node');
      return `input[data-node="${n}"][data-field="value"]`;
    }, label);
    for (const [l, v] of [['A', '3'], ['B', '3'], ['C', 'two'], ['D', '2']]) await page.fill(await field(l), v);
    assertEq(await page.count('.field-error'), 1, 'a value that is not a number is said');
    await page.fill(await field('C'), '2');
    assertEq(await page.count('.field-error'), 0, 'and the message goes');
    await page.click('.practice-edge[data-label="I"] .hit'); // J left unmarked
    await page.click('#practice-check');
    await page.waitFor('#practice-mistake');
    const mistake = await page.text('#practice-mistake');
    assert(/step 21/.test(mistake) && /J/.test(mistake), mistake);
    assertEq(await page.run(() => document.querySelector('.practice-edge[data-label="I"]').dataset.grade), 'right', 'I struck rightly');
    await shot('practice-checked-1280x720.png');
    await page.click('#practice-mistake-step');
    await page.until('the replay at step 21', () => (document.querySelector('#step-counter') || {}).textContent === '21 / 39');
    assert((await page.text('#narration')).startsWith('Alpha-cut at C'), await page.text('#narration'));
  });

  await check('practice: alpha and beta graded apart; the answers file says what it answers', async () => {
    await open('?tree=' + encodeURIComponent(AIMA) + '&mode=practice');
    await page.waitFor('#practice .practice-node');
    await page.click('#practice-start-over');
    await page.click('#practice-ask-ab');
    await page.fill('#practice-student', 'Ana Novak');
    const field = (label, f) => page.run((l, ff) => {
      const n = document.querySelector(`.practice-node[data-label="${l}"]`).getAttribute('data-node');
      return `input[data-node="${n}"][data-field="${ff}"]`;
    }, label, f);
    for (const [l, v] of [['A', '3'], ['B', '3'], ['C', '2'], ['D', '2']]) await page.fill(await field(l, 'value'), v);
    // D's final window is [3, 2]: its alpha right, its beta wrong.
    await page.fill(await field('D', 'alpha'), '3');
    await page.fill(await field('D', 'beta'), '5');
    await page.click('#practice-check');
    await page.waitFor('#practice-wrong-ab');
    const grades = await page.run((a, b) => [document.querySelector(a).dataset.grade, document.querySelector(b).dataset.grade],
      await field('D', 'alpha'), await field('D', 'beta'));
    assertEq(grades, ['right', 'wrong'], 'D\'s alpha right, its beta wrong');
    assertEq(await page.text('#practice-wrong-ab'), 'Wrong alpha or beta: D (β)', 'the list names the part');
    await page.run(() => {
      window.__offered = [];
      HTMLAnchorElement.prototype.click = function () { window.__offered.push([this.download, this.href]); };
    });
    await page.click('#practice-answers-file');
    const [name, href] = await page.until('the answers file', () => window.__offered.shift());
    const file = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
    assertEq([name, file.exercise.tree, file.student, file.settings.root], ['answers-ana-novak.json', AIMA, 'Ana Novak', 'max'], 'the file');
    assertEq(file.alpha_beta.D, [3, 5], 'D\'s window as written');
    await page.click('#practice-again');
    await page.click('#practice-ask-ab');
  });

  await check('challenges: Best order by click and key, Make it cut by a leaf typed, each checked', async () => {
    const challenge = async (kind, label) => {
      await open('?mode=practice');
      await page.waitFor('#practice-challenge-number');
      await page.fill('#practice-challenge-number', '7');
      await page.select('#practice-challenge-kind', label);
      await page.click('#btn-practice-challenge-open');
      await page.waitFor(`#practice-challenge[data-exercise-kind="${kind}"]`);
    };
    const verdict = async () => {
      await page.click('#challenge-check');
      await page.waitFor('#challenge-verdict');
      return page.run(() => [document.querySelector('#challenge-verdict').dataset.correct, document.querySelector('#challenge-verdict').dataset.reason]);
    };
    // Best order #7: [[2,-6,4],[-4,-4,4],[-1,-6,-6]]; C first, F before E, L before K: 5 leaves.
    await challenge('order', 'Best order');
    await page.click('.challenge-node[data-label="C"] .hit');
    await page.press('ArrowLeft');
    await page.click('.challenge-node[data-label="F"] .hit');
    await page.click('#challenge-move-left');
    await page.click('.challenge-node[data-label="L"] .hit');
    await page.press('[');
    assertEq(await verdict(), ['true', 'evaluated'], 'the best order');
    await shot('challenge-order-1280x720.png');
    // Make it cut #7: U = -9 prunes I.
    await challenge('cut', 'Make it cut');
    await page.fill('input.challenge-leaf[data-label="U"]', '-9');
    assertEq(await verdict(), ['true', 'target'], 'I never searched');
    assert((await page.text('#challenge-explanation')).includes('never searched'), 'explained by the cutoff');
    await page.click('#practice-challenge-close');
  });

  await check('sets: New set, its link worked through in order, results, and a class table from dropped files', async () => {
    await open('?mode=practice');
    await page.waitFor('#btn-practice-new-set');
    await page.click('#btn-practice-new-set');
    await page.fill('#practice-set-count', '3');
    await page.fill('#practice-set-seed', '5');
    await page.click('#practice-set-make');
    await page.waitFor('#practice-set-link');
    const link = await page.run(() => document.querySelector('#practice-set-link').value);
    assert(link.includes('?mode=practice&set='), link);
    await open(link.slice(link.indexOf('?')));
    await page.waitFor('#practice-set');
    const progress = () => page.text('#practice-set-progress');
    assertEq(await progress(), 'Exercise 1 of 3', 'the first');
    await page.fill('#practice-student', 'Ana Novak');
    await page.click('#practice-check');
    await page.click('#practice-set-next');
    await page.until('the second', () => document.querySelector('#practice-set-progress').textContent === 'Exercise 2 of 3');
    await page.run(() => {
      window.__offered = [];
      HTMLAnchorElement.prototype.click = function () { window.__offered.push([this.download, this.href]); };
    });
    await page.click('#practice-set-results');
    const [name, href] = await page.until('the results file', () => window.__offered.shift());
    const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    const file = JSON.parse(text);
    assert(/^results-ana-novak-[^/]+\.json$/.test(name), `the results file is named after the student: ${name}`);
    assertEq([file.format, file.student, file.exercises.map((e) => e.number)],
      ['ablab-set-results', 'Ana Novak', [1, 2]], 'the results file');
    await shot('sets-student-1280x720.png');
    await open('?mode=practice');
    await page.waitFor('#btn-class-open');
    await page.click('#btn-class-open');
    await page.waitFor('#class-drop');
    await page.run((results) => {
      const files = new DataTransfer();
      files.items.add(new File([results], 'ana.json', { type: 'application/json' }));
      files.items.add(new File(['bring pencils'], 'notes.txt', { type: 'text/plain' }));
      document.querySelector('#class-drop').dispatchEvent(new DragEvent('drop', { dataTransfer: files, bubbles: true, cancelable: true }));
    }, text);
    await page.waitFor('#class-table');
    assertEq(await page.count('#class-table tr[data-student="Ana Novak"]'), 3, 'a row per exercise');
    assertEq(await page.run(() => [...document.querySelectorAll('#class-skipped li')].map((l) => l.dataset.reason)), ['not_json'], 'skipped');
    await shot('sets-class-1280x720.png');
  });

  await check('sets: a set of challenges worked in order, each checked, its attempts in the results', async () => {
    // Make it cut (F = 4 gets G searched) and Build to order (prune exactly 1 leaf).
    const set = {
      format: 'ablab-set', version: 1, title: 'Build week',
      exercises: [
        { kind: 'cut', tree: '[[3,5],[2,9]]', k: 1, node: 'G', want: 'searched' },
        { kind: 'build', shape: '[[0,0],[0,0]]', pruned_leaves: 1 },
      ],
    };
    await open('?mode=practice&set=' + Buffer.from(JSON.stringify(set)).toString('base64url'));
    await page.waitFor('#practice[data-exercise-kind="cut"] #practice-challenge[data-exercise-kind="cut"]');
    const verdict = async () => {
      await page.click('#challenge-check');
      await page.waitFor('#challenge-verdict');
      return page.run(() => [document.querySelector('#challenge-verdict').dataset.correct, document.querySelector('#challenge-verdict').dataset.reason]);
    };
    await page.fill('#practice-student', 'Ana Novak');
    await page.fill('input.challenge-leaf[data-label="F"]', '4');
    assertEq(await verdict(), ['true', 'target'], 'G searched');
    await page.click('#practice-set-next');
    await page.waitFor('#practice-challenge[data-exercise-kind="build"]');
    assertEq(await page.text('#practice-set-progress'), 'Exercise 2 of 2', 'the second');
    await page.fill('#challenge-notation', '[[3,5],[2,9]]');
    assertEq(await verdict(), ['true', 'pruned'], 'one leaf pruned');
    await page.run(() => {
      window.__offered = [];
      HTMLAnchorElement.prototype.click = function () { window.__offered.push([this.download, this.href]); };
    });
    await page.click('#practice-set-results');
    const [, href] = await page.until('the results file', () => window.__offered.shift());
    const file = JSON.parse(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
    assertEq([file.student, file.exercises.map((e) => [e.number, e.answers, e.score])],
      ['Ana Novak', [[1, { leaves: { F: 4 } }, 1], [2, { tree: '[[3,5],[2,9]]' }, 1]]], 'the attempts and scores');
    await shot('sets-challenges-1280x720.png');
  });

  await check('beyond alpha-beta: a PVS link opens it; Search changes to MTD(f) in place, Undo goes back', async () => {
    await open(`?tree=${AIMA}&algorithm=pvs`);
    await page.waitFor('#set-algorithm-pvs[aria-pressed=true]');
    assertEq([await page.text('#this-name'), await page.text('#this-probes'), await page.text('#ab-leaves')],
      ['PVS', '2', '7'], 'PVS beside alpha-beta: its probes');
    await page.press('End');
    assertEq([await prunedLeaves(), await page.text('#root-value')], [[4, 5], '3'], 'End: as ablab solve --algorithm pvs');
    await open(`?tree=${AIMA}&root=min`);
    await page.run(() => { window.sameDocument = true; });
    await page.click('#set-algorithm-mtdf');
    await page.waitFor('#set-algorithm-mtdf[aria-pressed=true]');
    assertEq(await page.run(() => document.querySelector('#set-root-min').getAttribute('aria-pressed')), 'true', 'root Min kept');
    assert(await page.count('#passes tbody tr') >= 2, 'MTD(f) passes');
    await shot('beyond-mtdf-1280x720.png');
    await page.click('#btn-undo');
    await page.waitFor('#set-algorithm-alphabeta[aria-pressed=true]');
    assertEq(await page.run(() => window.sameDocument === true), true, 'never reloaded');
  });

  await check('languages: a link in Japanese drawn in this engine\'s fonts; the menu to Slovenian, kept', async () => {
    await open('?step=1&lang=ja');
    await page.until('the narration in Japanese', () => document.documentElement.lang === 'ja'
      && /[\u3040-\u30ff]/.test(document.querySelector('#narration').textContent));
    // Japanese glyphs drawn, not boxes: a kana is wider than a Latin letter of the same size.
    const widths = await page.run(() => {
      const span = document.createElement('span');
      document.body.append(span);
      const width = (t) => { span.textContent = t.repeat(10); return span.getBoundingClientRect().width; };
      const out = [width('ア'), width('i')];
      span.remove();
      return out;
    });
    assert(widths[0] > widths[1] * 1.5, `kana drawn at full width: ${widths}`);
    await shot('lang-ja-1280x720.png');
    await page.select('#lang', 'Slovenščina');
    await page.until('Slovenian', () => document.documentElement.lang === 'sl'
      && /korenu/.test(document.querySelector('#narration').textContent));
    // The next visit (not `open`, which clears what this browser keeps).
    await page.go(base + '?step=1');
    await page.waitDrawn();
    await page.until('Slovenian kept for the next visit', () => document.documentElement.lang === 'sl');
    await page.select('#lang', 'English');
    await page.until('English again', () => document.documentElement.lang === 'en'
      && document.querySelector('#narration').textContent.startsWith('Start at the root A'));
  });

  await check('early input: three Rights and a click on ▶ right at load all count, once', async () => {
    await open('');
    // A first visit again, not through `open`, which waits for the app: the input goes in at
    // once, on the first view (static/early-input.js) or on the app's page, wherever it is.
    await page.go(`${base}__blank`);
    await page.run(() => { localStorage.clear(); sessionStorage.clear(); });
    await page.go(base);
    await page.press('ArrowRight', 'ArrowRight', 'ArrowRight');
    await page.click(':is(.first-view, #app:not([data-drawing])) #btn-forward');
    await page.waitDrawn();
    const shown = () => page.run(() => document.querySelector('#app #step-counter').textContent.trim());
    await page.until('step 4', () => document.querySelector('#app #step-counter').textContent.trim() === '4 / 40')
      .catch(() => {});
    assertEq(await shown(), '4 / 40', 'the step shown');
    await page.press('ArrowLeft');
    assertEq(await shown(), '3 / 40', 'Left in the app: nothing kept is applied again');
  });
};
