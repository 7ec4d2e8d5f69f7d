// Links and the work saved in this browser: a link never loses the saved tree, opening a page
// reports no changes, a failed save is said, and a link too long to share offers a file.
'use strict';
const { eq, that, notOverWebDriver } = require('../adapter.cjs');

const SAVE_KEY = 'alphabeta-lab/v1';
const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

module.exports = async (t) => {
  const { browser, base, open, check, assert, assertEq, artifacts, errors, path, fs } = t;
  // A page in a browser whose storage holds `saved` before the first load (and only then).
  async function withSaved(saved, query, name) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
    // Kept from a page of the same origin that is not the app (which saves when it is left).
    await page.goto(`${base}favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVE_KEY, saved]);
    await page.goto(base + query);
    await page.waitForSelector('[data-node]');
    return { context, page };
  }
  const nodes = (page) => page.$$eval('[data-node]', (e) => e.length);
  const noticeText = async (page) => ((await page.$('#notice')) ? (await page.textContent('#notice')).trim() : null);
  // The saved query, decoded (the page writes commas as they are, a test's encoder does not).
  const saved = (page) => page.evaluate((key) => decodeURIComponent(localStorage.getItem(key) || ''), SAVE_KEY);

  await check('a link over saved work: Undo brings the saved tree back with its settings, and a notice says so', async () => {
    const mine = '?tree=[[1,2],[3,4]]&root=min&fail=hard';
    const { context, page } = await withSaved('?tree=' + encodeURIComponent('[[1,2],[3,4]]') + '&root=min&fail=hard', '?tree=' + encodeURIComponent(AIMA), 'link over saved');
    await eq(async () => await nodes(page), 13, "the link's tree");
    const notice = await noticeText(page);
    assert(notice && /Undo brings it back/.test(notice), `a notice names Undo: ${notice}`);
    await eq(async () => await page.isDisabled('#btn-undo'), false, 'Undo is enabled');
    await eq(async () => await saved(page), mine, 'the saved work is not written over by the link as opened');
    await page.screenshot({ path: path.join(artifacts, 'link-over-saved-1280x720.png') });
    // A reload of the link says it again: the saved work is still there.
    await page.reload();
    await page.waitForSelector('[data-node]');
    await that(async () => /Undo brings it back/.test(await noticeText(page) || ''), 'the notice after a reload');
    await page.click('#btn-undo');
    await eq(async () => await nodes(page), 7, 'the saved tree is back');
    const conventions = (await page.textContent('#conventions')).trim();
    assert(conventions.includes('root Min') && conventions.includes('fail-hard'), `its settings too: ${conventions}`);
    await eq(async () => await noticeText(page), null, 'the notice is done with');
    await eq(async () => await saved(page), mine, 'still saved');
    await page.click('#btn-redo');
    await eq(async () => await nodes(page), 13, "Redo: the link's tree");
    await that(async () => !(await page.textContent('#conventions')).includes('root Min'), "with the link's settings");
    // A change of the link's tree is work: it is saved.
    await page.click('#btn-undo');
    await page.click('#btn-redo');
    await page.click('[data-leaf-index="0"]');
    await page.fill('#leaf-editor', '5');
    await page.press('#leaf-editor', 'Enter');
    await eq(async () => await saved(page), '?tree=[[5,12,8],[2,4,6],[14,5,2]]', 'the edited tree is saved');
    // Undo through the edit and the link reaches the saved tree again.
    await page.click('#btn-undo');
    await page.click('#btn-undo');
    await eq(async () => await nodes(page), 7, 'two undos: the saved tree');
    await context.close();
  });

  await check('a link with the tree already saved says nothing', async () => {
    const { context, page } = await withSaved('?tree=' + encodeURIComponent(AIMA), '?tree=' + encodeURIComponent(AIMA) + '&step=5', 'same tree');
    await eq(async () => await noticeText(page), null, 'no notice');
    await eq(async () => await page.isDisabled('#btn-undo'), true, 'nothing to undo');
    await context.close();
  });

  // Issue 42: the notice is for work a link would replace, and only for that.
  await check('no work to lose: two plain links in a fresh browser, then a set link, say nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`no work to lose: ${e.message}`));
    await page.goto(base + '?tree=' + encodeURIComponent(AIMA));
    await page.waitForSelector('[data-node]');
    await page.goto(base + '?tree=' + encodeURIComponent('[[1,2],[3,4]]'));
    await page.waitForSelector('[data-node]');
    await eq(async () => await noticeText(page), null, 'the first link was no work');
    await eq(async () => await nodes(page), 7, "the second link's tree");
    await eq(async () => await page.isDisabled('#btn-undo'), true, 'nothing kept to undo');
    await eq(async () => await saved(page), '?tree=[[1,2],[3,4]]', 'the link shown is saved');
    // A set link has no tree: the saved tree stays, and nothing is said.
    await page.goto(base + '?mode=practice&set=e30');
    await page.waitForSelector('#practice');
    await eq(async () => await noticeText(page), null, 'a set link replaces nothing');
    await page.click('#mode-trees');
    await page.waitForSelector('[data-node]');
    await eq(async () => await page.$$eval('#app [data-node]', (e) => e.length), 7, 'the saved tree in Trees');
    await context.close();
  });

  await check('no work to lose: a set link over saved work opens it as it was', async () => {
    const { context, page } = await withSaved('?tree=' + encodeURIComponent('[[1,2],[3,4]]') + '&root=min', '?mode=trees&set=e30', 'set link');
    await eq(async () => await noticeText(page), null, 'no notice');
    await eq(async () => await nodes(page), 7, 'the saved tree');
    await eq(async () => await page.isDisabled('#btn-undo'), true, 'nothing to undo');
    await context.close();
  });

  await check('opening a link reports no changes: no "Since the last change", no flashes', async () => {
    for (const query of ['?root=min&step=51', '?fail=hard&rule=gt&step=30', '?tree=' + encodeURIComponent(AIMA) + '&root=min&step=4', '?tree=' + encodeURIComponent('[[1,2') + '&root=min']) {
      const page = await open(query);
      await eq(async () => await page.$$eval('#changes', (e) => e.length), 0, `#changes for ${query}`);
      await eq(async () => await page.$$eval('[data-look*="flash"]', (e) => e.length), 0, `flashes for ${query}`);
      await page.close();
    }
  });

  await check('when the browser refuses to save, the page says so once and names the ways to keep the work', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(() => {
      Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`no storage: ${e.message}`));
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    const notice = await noticeText(page);
    assert(notice && /not .*sav|cannot .*keep|could not be saved/i.test(notice), `a notice: ${notice}`);
    assert(notice.includes('Share & export') && notice.includes('Notation'), `it points to the link and the notation: ${notice}`);
    await page.screenshot({ path: path.join(artifacts, 'save-refused-1280x720.png') });
    // Once: dismissed, it does not come back with the next edit.
    await page.click('#notice .dismiss');
    await page.click('[data-leaf-index="0"]');
    await page.fill('#leaf-editor', '7');
    await page.press('#leaf-editor', 'Enter');
    await page.click('#set-root-min');
    await eq(async () => await noticeText(page), null, 'said once');
    await context.close();
  }, notOverWebDriver('WebDriver cannot run a script before the page\'s own (to make storage refuse)'));

  await check('a share link too long for servers warns and offers the notation as a file', async () => {
    // 2,187 leaves: a link longer than the 8,000 characters servers commonly take.
    const build = (d, k) => (d === 0 ? String(((k * 37) % 19) - 9) : `[${[0, 1, 2].map((i) => build(d - 1, k * 3 + i)).join(',')}]`);
    const notation = build(7, 0);
    const page = await open('?tree=' + encodeURIComponent(notation));
    await page.click('#btn-export');
    const link = await page.inputValue('#share-link');
    assert(link.length > 8000, `a long link: ${link.length}`);
    const warning = (await page.textContent('#share-link-warning')).trim();
    assert(warning.includes('8,000') && /download/i.test(warning), `the warning: ${warning}`);
    await page.screenshot({ path: path.join(artifacts, 'long-link-1280x720.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-download-notation')]);
    assertEq(download.suggestedFilename(), 'alphabeta-tree.txt', 'file name');
    const text = fs.readFileSync(await download.path(), 'utf8');
    assert(text.includes(notation), 'the file holds the notation');
    // Pasted into Notation…, the file opens the same tree.
    const other = await open('');
    await other.click('#btn-text');
    await other.fill('#notation', text);
    await other.waitForFunction(() => document.querySelector('#tree').getAttribute('data-drawn') !== '15');
    await eq(async () => await other.$$eval('#text-error', (e) => e.length), 0, 'the file parses');
    await other.click('#btn-export');
    await eq(async () => await other.inputValue('#share-link'), link, 'the same tree (and step 0)');
    await other.close();
    await page.close();
    // A short link: no warning, the file still offered.
    const short = await open('');
    await short.click('#btn-export');
    await eq(async () => await short.$$eval('#share-link-warning', (e) => e.length), 0, 'no warning for a short link');
    await eq(async () => await short.$$eval('#btn-download-notation', (e) => e.length), 1, 'the file button');
    await short.close();
  });

  await check('a link opens its tree and conventions: ?tree=[[3,12,8],[2,4,6],[14,5,2]]&root=min', async () => {
    const page = await open(`?tree=${AIMA}&root=min`);
    const counter = async () => (await page.textContent('#step-counter')).trim();
    await eq(() => page.$$eval('[data-node]', (e) => e.length), 13, 'nodes');
    await eq(() => page.getAttribute('[data-node="0"]', 'data-kind'), 'min', 'the root is Min');
    await that(async () => (await page.textContent('#conventions')).includes('root Min'), 'the conventions say root Min');
    await eq(() => page.$$eval('#changes', (e) => e.length), 0, 'opening a link reports no changes');
    await eq(counter, '0 / 41', 'the step counter');
    await page.keyboard.press('End');
    await eq(async () => [await counter(), await t.prunedLeaves(page), (await page.textContent('#root-value')).trim()],
      ['41 / 41', [7, 8], '6'], 'End: pruned leaves and root value (as ablab solve --root min)');
    await that(async () => (await page.textContent('#narration')).trim().endsWith('The chosen line: A → C → 6.'), 'the chosen line');
    await page.close();
  });
};
