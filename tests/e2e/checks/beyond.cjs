// The searches beyond alpha-beta in the page (issue 20). They come with a build of their own
// (beyond.js, beyond_bg.wasm), which the page's own build starts in its place when a link or
// the saved work needs it, or hands the work over to when a person chooses PVS, MTD(f),
// iterative deepening, a window, or types a tree with signs or chance nodes. The first
// download leaves it out.
'use strict';

const AIMA = 'tree=[[3,12,8],[2,4,6],[14,5,2]]';
// AIMA's tree with estimates at depth 1, for iterative deepening.
const ESTIMATED = 'tree=' + encodeURIComponent('[B:<3>[3,12,8], C:<2>[2,4,6], D:<5>[14,5,2]]');

module.exports = async ({ browser, base, check, assert, assertEq, artifacts, path }) => {
  const wasmFetched = (page) => page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => e.name.endsWith('/beyond_bg.wasm')));
  async function fresh(query, options = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, ...options });
    const page = await context.newPage();
    await page.goto(base + query);
    await page.waitForSelector('[data-node]');
    return { context, page };
  }
  const pressed = (page, id) => page.waitForSelector(`#${id}[aria-pressed=true]`, { timeout: 15000 });
  const text = (page, sel) => page.textContent(sel);

  await check('beyond: a link naming PVS opens it, with its probes counted beside alpha-beta', async () => {
    const { context, page } = await fresh(`?${AIMA}&algorithm=pvs`);
    await pressed(page, 'set-algorithm-pvs');
    assert(await wasmFetched(page), 'the build beyond alpha-beta was loaded');
    assert(/PVS/.test(await text(page, '#conventions')), await text(page, '#conventions'));
    assertEq(await text(page, '#this-name'), 'PVS', 'the counts name the search in force');
    // AIMA's C and D are probed with a null window; neither fails high.
    assertEq([await text(page, '#this-probes'), await text(page, '#this-researches')], ['2', '0'], 'probes, re-searches');
    assertEq(await text(page, '#ab-leaves'), '7', 'alpha-beta beside it');
    // The pseudocode follows the step: the first probe runs the null-window line, and the
    // line shows the window it probes with.
    let step = 0;
    while (!/probes C with a null window/.test(await text(page, '#narration')) && step++ < 40) {
      await page.keyboard.press('ArrowRight');
    }
    const current = await text(page, '#code li[data-look~=current]');
    assert(/pvs\(child, α, α\+ε\)/.test(current), `the probe's line: ${current} (step ${step})`);
    await page.screenshot({ path: path.join(artifacts, 'beyond-pvs-probe-1280x720.png') });
    await page.keyboard.press('End');
    await page.waitForFunction(() => /\b3\b/.test(document.querySelector('#root-value')?.textContent || ''));
    await page.screenshot({ path: path.join(artifacts, 'beyond-pvs-1280x720.png') });
    await context.close();
  });

  await check('beyond: the first download leaves it out, and Search hands the work over', async () => {
    const { context, page } = await fresh(`?${AIMA}&root=min`);
    assert(!(await wasmFetched(page)), 'a plain link does not load the build beyond alpha-beta');
    await page.click('#set-algorithm-mtdf');
    await pressed(page, 'set-algorithm-mtdf');
    assert(await wasmFetched(page), 'now it is loaded');
    await pressed(page, 'set-root-min');
    assertEq(await page.locator('[data-node]').count(), 13, 'the same tree');
    assertEq(new URL(page.url()).search, '', 'kept as the saved work, not as a link');
    // MTD(f)'s null-window passes, each with the bound it proves.
    const rows = await page.locator('#passes tbody tr').count();
    assert(rows >= 2, `MTD(f) made ${rows} passes`);
    assert(/fail-(low|high)/.test(await text(page, '#passes')), await text(page, '#passes'));
    // A reload keeps it: the saved work needs the build beyond alpha-beta.
    await page.reload();
    await pressed(page, 'set-algorithm-mtdf');
    await page.screenshot({ path: path.join(artifacts, 'beyond-mtdf-1280x720.png') });
    await context.close();
  });

  await check('beyond: an aspiration window fails low and searches again; iterative deepening counts each iteration', async () => {
    const { context, page } = await fresh(`?${AIMA}`);
    await page.fill('#window', '4,6');
    await page.press('#window', 'Enter');
    await page.waitForSelector('#passes', { timeout: 15000 });
    assertEq(await page.inputValue('#window'), '4,6', 'the window is kept in its field');
    assertEq(await text(page, '#this-name'), 'In the window', 'the column of the search in force');
    const first = await text(page, '#passes tbody tr[data-pass="1"]');
    assert(/\(4, 6\)/.test(first) && /fail-low/.test(first), `pass 1: ${first}`);
    await page.goto(`${base}?${ESTIMATED}&algorithm=iterative`);
    await pressed(page, 'set-algorithm-iterative');
    assertEq(await page.locator('#passes tbody tr').count(), 2, 'two iterations');
    assert(/7 leaves over 2 iterations.* evaluates 7/.test(await text(page, '#iterative-note')),
      await text(page, '#iterative-note'));
    await page.screenshot({ path: path.join(artifacts, 'beyond-iterative-1280x720.png') });
    await context.close();
  });

  await check('beyond: a typed chance node goes over with the text', async () => {
    const { context, page } = await fresh(`?${AIMA}`);
    await page.click('#btn-text');
    await page.fill('#notation', '[~[3, 5], [2, 9]]');
    await page.waitForSelector('#btn-draft-beyond');
    assert(/not|page/i.test(await text(page, '#text-error')), await text(page, '#text-error'));
    await page.click('#btn-draft-beyond');
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 7, null, { timeout: 15000 });
    assertEq(await text(page, '#set-algorithm-minimax'), 'Expectiminimax', 'minimax on chance nodes');
    // It went as a link over the saved work: Undo brings AIMA's tree back.
    await page.click('#btn-undo');
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 13);
    await context.close();
  });

  await check('beyond: a draft that cannot be read goes over and stays in Notation, its error marked', async () => {
    const { context, page } = await fresh(`?${AIMA}`);
    await page.click('#btn-text');
    await page.fill('#notation', '[~[3, 5], [2, 9]');
    await page.click('#btn-draft-beyond');
    await page.waitForSelector('#text-error', { timeout: 15000 });
    assert(await wasmFetched(page), 'in the build beyond alpha-beta');
    assertEq(await page.inputValue('#notation'), '[~[3, 5], [2, 9]', 'the draft, as typed');
    assert(/never closed/.test(await text(page, '#text-error')), await text(page, '#text-error'));
    await page.click('#btn-undo');
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 13);
    await context.close();
  });

  await check('beyond: a window that is not two numbers is said, and nothing is handed over', async () => {
    const { context, page } = await fresh(`?${AIMA}`);
    await page.fill('#window', '4;6');
    await page.press('#window', 'Enter');
    await page.waitForFunction(() => /Window is unchanged/.test(document.querySelector('#notice')?.textContent || ''));
    assert(!(await wasmFetched(page)), 'still the page\'s own build');
    await page.fill('#window', '5,1');
    await page.press('#window', 'Enter');
    await page.waitForFunction(() => /above the high end 1/.test(document.querySelector('#notice')?.textContent || ''));
    await context.close();
  });

  await check("beyond: the Tree menu's dice tree (Russell & Norvig) goes over, and its value is 2.1", async () => {
    const { context, page } = await fresh('');
    assert(!(await wasmFetched(page)), 'not loaded before');
    await page.selectOption('#preset', { label: 'Chance nodes: dice (Russell & Norvig)' });
    await page.waitForFunction(() => document.querySelectorAll('[data-node]').length === 15, null, { timeout: 15000 });
    assert(await wasmFetched(page), 'loaded for it');
    assertEq(await page.$eval('#preset', (s) => s.options[s.selectedIndex].text), 'Chance nodes: dice (Russell & Norvig)', 'the menu names it');
    await page.keyboard.press('End');
    assertEq((await text(page, '#root-value')).trim(), '2.1', 'the root value: 0.9 × 2 + 0.1 × 3');
    assert(/\(expectiminimax: 8 of 8\)/.test(await text(page, '.summary')), await text(page, '.summary'));
    await page.screenshot({ path: path.join(artifacts, 'beyond-dice-1280x720.png') });
    await context.close();
  });

  await check('beyond: the language a link names goes over with the work', async () => {
    const { context, page } = await fresh(`?${AIMA}&lang=ja`);
    await page.waitForFunction(() => document.documentElement.lang === 'ja', null, { timeout: 15000 });
    await page.click('#set-algorithm-pvs');
    await pressed(page, 'set-algorithm-pvs');
    await page.waitForFunction(() => document.documentElement.lang === 'ja', null, { timeout: 15000 });
    assert(/[\u3040-\u30ff\u4e00-\u9fff]/.test(await text(page, '#conventions')), await text(page, '#conventions'));
    await page.screenshot({ path: path.join(artifacts, 'beyond-pvs-ja-1280x720.png') });
    await context.close();
  });

  await check('beyond: when it cannot be loaded, saved work that needs it stays saved, untouched', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    const blocked = (url) => /^\/beyond(_bg\.wasm|\.js)$/.test(url.pathname);
    await context.route(blocked, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    const work = `?${AIMA}&algorithm=pvs`;
    await page.evaluate((w) => localStorage.setItem('alphabeta-lab/v1', w), work);
    await page.reload();
    await page.waitForSelector('[data-node]');
    assert(/needs them: it stays saved/.test(await text(page, '#notice')), await text(page, '#notice'));
    await page.waitForTimeout(500);
    assertEq(await page.evaluate(() => localStorage.getItem('alphabeta-lab/v1')), work, 'the saved work, untouched');
    // With the network back, the next visit opens it.
    await context.unroute(blocked);
    await page.reload();
    await pressed(page, 'set-algorithm-pvs');
    assertEq(await page.locator('[data-node]').count(), 13, 'the saved tree');
    await context.close();
  });

  await check('beyond: when it cannot be loaded, the page says so and shows alpha-beta', async () => {
    const { context, page } = await (async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
      await context.route((url) => /^\/beyond(_bg\.wasm|\.js)$/.test(url.pathname), (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${base}?${AIMA}&algorithm=pvs`);
      await page.waitForSelector('[data-node]');
      return { context, page };
    })();
    const notice = await text(page, '#notice');
    assert(/could not be loaded/.test(notice), notice);
    await pressed(page, 'set-algorithm-alphabeta');
    await context.close();
  });
};
