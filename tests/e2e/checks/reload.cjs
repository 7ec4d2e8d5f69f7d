// A reload shows the saved work as it was last seen: the step, the zoom, the pseudocode, the
// play speed and Predict (issue 30);
// a link still opens its own step.
'use strict';
const { eq, that } = require('../adapter.cjs');

module.exports = async (t) => {
  const { assertEq } = t;
  await t.check('a reload keeps the step, the zoom, the pseudocode panel, the speed and Predict', async () => {
    const page = await t.open('');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('[data-node]');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.click('#btn-zoom-in');
    await page.click('#btn-code');
    await page.selectOption('#speed', { index: 3 });
    await page.click('#btn-predict');
    const seen = async () => ({
      speed: await page.inputValue('#speed'),
      predict: await page.getAttribute('#btn-predict', 'aria-pressed'),
      tally: await page.$$eval('#predict-tally', (e) => e.map((x) => x.textContent)),
      step: (await page.textContent('#step-counter')).trim().split(' / ')[0],
      zoom: (await page.textContent('#zoom-level')).trim(),
      code: await page.$$eval('#code', (e) => e.length),
      narration: (await page.textContent('#narration')).trim(),
    });
    const before = await seen();
    assertEq([before.step, before.predict], ['7', 'true'], 'stepped to, predicting');
    await page.reload();
    await page.waitForSelector('[data-node]');
    await eq(async () => await seen(), before, 'after the reload');
    // A link opens its own step, whatever was seen before.
    await page.goto(t.base + '?step=3');
    await page.waitForSelector('[data-node]');
    await eq(async () => (await page.textContent('#step-counter')).trim().split(' / ')[0], '3', 'the link\'s step');
    await page.close();
  });
};
