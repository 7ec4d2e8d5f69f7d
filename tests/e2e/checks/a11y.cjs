// Every reader: axe-core (tools/node_modules/axe-core) finds no violation of its WCAG 2.1 A/AA
// and best-practice rules in any view: the tree at a step, every drawer and the node's card,
// Predict, present mode, each game and a game's search as a tree, practice while answering and once checked,
// the searches beyond alpha-beta.
'use strict';
const { eq, that, notOverWebDriver } = require('../adapter.cjs');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

module.exports = async ({ browser, base, open, check, assert, assertEq, artifacts, path, fs }) => {
  const source = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'tools', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  // The violations in the page as it stands, one line each: rule, how many, where.
  const audit = async (page) => {
    if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(source);
    const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
    return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join('; ')}`);
  };
  const clean = async (page, view) => await eq(async () => await audit(page), [], `axe violations in ${view}`);

  await check('accessibility: the trees tab, its drawers, a card, Predict and present mode have no axe violation', async () => {
    const page = await open('?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]') + '&step=21');
    await clean(page, 'the tree at a cutoff');
    for (const [drawer, panel] of [['#btn-random', '#random-panel'], ['#btn-text', '#text-panel'], ['#btn-export', '#export-panel']]) {
      await page.click(drawer);
      await page.waitForSelector(panel);
      await clean(page, `the drawer of ${drawer}`);
    }
    await page.click('[data-node="2"]');
    await page.waitForSelector('#node-card');
    await clean(page, 'a node\'s card');
    await page.keyboard.press('Escape');
    await page.click('#btn-code');
    await page.click('#btn-predict');
    await page.keyboard.press('Home');
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    await clean(page, 'Predict with the pseudocode hidden');
    await page.keyboard.press('p');
    await page.waitForSelector('.lab[data-look~="present"]');
    await clean(page, 'present mode');
    await page.close();
  });

  await check('accessibility: the games, a game\'s tree and practice have no axe violation', async () => {
    const page = await open('');
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe');
    await clean(page, 'tic-tac-toe');
    await page.click('#mode-othello');
    await page.waitForSelector('#othello');
    await page.selectOption('#othello-preset', { index: 1 });
    await page.click('#btn-othello-solve');
    await page.waitForSelector('#othello-best');
    await clean(page, 'Othello solved');
    await page.click('#btn-othello-tree');
    await page.waitForSelector('#game-tree-note');
    await clean(page, 'an Othello search as a tree');
    await page.click('#mode-practice');
    await page.waitForSelector('#practice .practice-node');
    await page.check('#practice-ask-ab');
    await page.fill('input.practice-field', 'x');
    await clean(page, 'practice, with a bad value');
    await page.click('#practice-hint');
    await page.click('#practice-check');
    await clean(page, 'practice checked');
    await page.close();
  });

  await check('accessibility: the searches beyond alpha-beta (fields, passes, chance nodes) have no axe violation', async () => {
    const page = await open('?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]') + '&window=4,6&step=12');
    await page.waitForSelector('#passes');
    await clean(page, 'alpha-beta in a window, its passes');
    await page.goto(base + '?tree=' + encodeURIComponent('[~[0.25@3, 0.75@[4,6]], ~[1, 9]]') + '&bounds=0,10&step=9');
    await page.waitForSelector('#bounds');
    await clean(page, 'chance nodes with leaf bounds');
    await page.close();
  });

  const paperOf = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = async (page) => {
    const [r, g, b] = (await paperOf(page)).match(/\d+/g).map(Number);
    return r + g + b < 150;
  };
  const AIMA_AT_A_CUT = '?tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]') + '&step=21';

  await check('the dark theme: followed from the system, light when chosen and kept, Auto follows again', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, colorScheme: 'dark' });
    await page.goto(base + AIMA_AT_A_CUT);
    await page.waitForSelector('[data-node]');
    await that(() => dark(page), `dark as the system asks: ${await paperOf(page)}`);
    await page.selectOption('#theme', 'light');
    await that(async () => !(await dark(page)), 'light when chosen');
    await page.reload();
    await page.waitForSelector('[data-node]');
    await that(async () => !(await dark(page)), 'still light after a reload');
    await eq(async () => await page.inputValue('#theme'), 'light', 'the menu says so');
    await page.selectOption('#theme', '');
    await that(() => dark(page), 'Auto follows the system again');
    await page.close();
  }, notOverWebDriver('WebDriver cannot ask for the system\'s dark theme for one page (Playwright colorScheme)'));

  await check('the dark theme chosen in the menu: kept, and axe finds nothing in it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(base + AIMA_AT_A_CUT);
    await page.waitForSelector('[data-node]');
    await page.selectOption('#theme', 'dark');
    await that(() => dark(page), `dark when chosen: ${await paperOf(page)}`);
    await clean(page, 'the tree, dark');
    await page.click('#btn-export');
    await page.click('#mode-practice');
    await page.waitForSelector('#practice .practice-node');
    await page.click('#practice-check');
    await clean(page, 'practice checked, dark');
    await page.click('#mode-trees');
    await page.screenshot({ path: path.join(artifacts, 'dark-1280x720.png') });
    await page.reload();
    await page.waitForSelector('[data-node]');
    await that(() => dark(page), 'still dark after a reload');
    await eq(async () => await page.inputValue('#theme'), 'dark', 'the menu says so');
    await page.close();
  });
};
