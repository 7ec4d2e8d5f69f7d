// The pseudocode's live line names only what the listing in force names: no `best` in a
// fail-hard listing, and a node where the depth limit stops the search shows its value.
'use strict';
const { eq, that } = require('../adapter.cjs');

module.exports = async (t) => {
  const { assert } = t;
  await t.check('the live line follows the listing: fail-hard has no best; a depth limit shows the value', async () => {
    const live = async (query, steps) => {
      const page = await t.open(query);
      if (!(await page.$('#code'))) await page.click('#btn-code');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
      const text = (await page.textContent('#code-live')).trim();
      const code = (await page.textContent('#code')).trim();
      await page.close();
      return { text, code };
    };
    for (let step = 1; step <= 12; step++) {
      const hard = await live('?fail=hard', step);
      assert(!hard.code.includes('best') && !/\bbest\b/.test(hard.text), `fail-hard, step ${step}: ${hard.text}`);
      assert(!/= ·|· ·/.test(hard.text), `no unknown value shown as a dot: ${hard.text}`);
    }
    const soft = await live('', 6);
    assert(/best = /.test(soft.text), `fail-soft shows best: ${soft.text}`);
    const tree = encodeURIComponent('[<4>[[3,5],[6,9]],<2>[[1,2],[0,-1]]]');
    const limited = await live(`?tree=${tree}&depth=1`, 2);
    assert(/^node = \S+ · value = 4$/.test(limited.text), `at the limit: ${limited.text}`);
  });

  await t.check('the depth-limit menu names the limit a link asks for, 0 or past the leaves', async () => {
    for (const depth of ['0', '9']) {
      const page = await t.open(`?depth=${depth}`);
      await eq(async () => await page.$eval('#depth-limit', (e) => e.value), depth, `depth=${depth}`);
      await page.close();
    }
  });
};
