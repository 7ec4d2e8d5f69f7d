// Predict on the replay: before each step that decides something, the page asks (cut or not?
// which value?), shows the step once answered, and keeps a tally; a value that is not a number
// is said and the question stays.
'use strict';
const { eq, that } = require('../adapter.cjs');

const FIGURE = '[[3,12,8],[2,4,6],[14,5,2]]';

module.exports = async ({ open, check, assert, assertEq, artifacts, path }) => {
  const counter = async (page) => Number((await page.textContent('#step-counter')).split(' / ')[0]);
  // Steps forward until a question is asked; its text.
  const toQuestion = async (page) => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('ArrowRight');
      if (await page.$('#predict-question')) return page.textContent('#predict-question');
    }
    throw new Error('no question asked');
  };

  await check('predict: each deciding step is asked first, then shown, and tallied', async () => {
    const page = await open('?tree=' + encodeURIComponent(FIGURE));
    await page.click('#btn-predict');
    await eq(async () => await page.getAttribute('#btn-predict', 'aria-pressed'), 'true', 'on');
    // The first: B's test once E has returned 3 (alpha −∞, beta 3: no cut).
    const q1 = await toQuestion(page);
    assert(/cut off at B/.test(q1), q1);
    const held = await counter(page);
    await page.keyboard.press('Escape'); // nothing: the question stays until answered or skipped
    await eq(async () => await counter(page), held, 'the step waits for the answer');
    await page.click('#predict-no-cut');
    await eq(async () => await page.textContent('#predict-said'), 'Right.', 'no cut at B');
    await eq(async () => await counter(page), held + 1, 'then the step is shown');
    await eq(async () => await page.textContent('#predict-tally'), 'Predictions: 1 of 1 right', 'tally');
    // The first value asked is B's: 3. A word first, then the number.
    let q = await toQuestion(page);
    while (!/what value/.test(q)) {
      await page.click('#predict-no-cut');
      q = await toQuestion(page);
    }
    assert(/B \(Min\)|B/.test(q), q);
    await page.fill('#predict-value', 'three');
    await page.press('#predict-value', 'Enter');
    await that(async () => (await page.textContent('#predict-said')).includes('"three"'), await page.textContent('#predict-said'));
    await that(async () => await page.$('#predict-question'), 'the question stays');
    await page.fill('#predict-value', '3');
    await page.press('#predict-value', 'Enter');
    await eq(async () => await page.textContent('#predict-said'), 'Right.', 'B returns 3');
    const [right, of] = (await page.textContent('#predict-tally')).match(/\d+/g).map(Number);
    assert(of >= 2 && right >= 2, await page.textContent('#predict-tally'));
    await page.screenshot({ path: path.join(artifacts, 'predict-1280x720.png') });
    // Off: stepping is plain again.
    await page.click('#btn-predict');
    const at = await counter(page);
    await page.keyboard.press('ArrowRight');
    await eq(async () => await counter(page), at + 1, 'no question when off');
    await eq(async () => await page.$('#predict'), null, 'the panel is gone');
    await page.close();
  });

  await check('predict: nothing on the page answers the question, and a wrong answer is told why', async () => {
    // Issue 42 (9): the seeds' tree. At D the path's rule line said "no cut can happen yet
    // (β = +∞)" right under the question whether the search cuts off at D.
    const page = await open('');
    await page.click('#btn-predict');
    const q = await toQuestion(page);
    assert(/cut off at D/.test(q), q);
    await eq(async () => await page.$('#rule-now'), null, 'no rule line while the question is asked');
    await that(async () => !(await page.textContent('#path')).includes('no cut can happen'), await page.textContent('#path'));
    await page.click('#predict-cut');
    await page.waitForSelector('#predict-said[data-look="wrong"]');
    const said = await page.textContent('#predict-said');
    assert(/α = 3 < β = \+∞, so no cut at D/.test(said), `the right answer and why: ${said}`);
    await page.close();
  });
};
