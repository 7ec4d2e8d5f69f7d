// Playing the replay as a person does: Space at a chosen speed, a pause, the scrubber dragged
// to a step; "Mark what alpha-beta skips" outlining, from the first step, exactly the nodes the
// finished search prunes; and the chosen line, bold once the root's value is known.
'use strict';
const { eq, that } = require('../adapter.cjs');

module.exports = async (t) => {
  const { assert, assertEq } = t;
  const stepOf = async (page) => Number((await page.textContent('#step-counter')).trim().split(' / ')[0]);

  await t.check('replay: Space plays at the speed chosen and pauses; the scrubber goes to a step', async () => {
    const page = await t.open('');
    await page.selectOption('#speed', { label: '8/s' });
    await page.click('#narration');
    await page.keyboard.press(' ');
    // Time itself is checked: how many steps a second of play at 8/s makes.
    await page.waitForTimeout(1000);
    await page.keyboard.press(' ');
    const played = await stepOf(page);
    assert(played >= 3 && played <= 12, `about 8 steps in a second at 8/s: ${played}`);
    // Time itself is checked: at 8/s a step is due every 125 ms, and none comes in 500 ms.
    await page.waitForTimeout(500);
    await eq(async () => await stepOf(page), played, 'paused');
    await page.$eval('#scrubber', (el) => { el.value = '20'; el.dispatchEvent(new Event('input', { bubbles: true })); });
    await eq(async () => await stepOf(page), 20, 'the scrubber\'s step');
    const there = (await page.textContent('#narration')).trim();
    const linked = await t.open('?step=20');
    await eq(async () => (await linked.textContent('#narration')).trim(), there, 'the narration of step 20');
    await linked.close();
    await page.close();
  });

  await t.check('replay: "Mark what alpha-beta skips" outlines what the finished search prunes', async () => {
    const page = await t.open('');
    const marked = () => page.$$eval('[data-node][data-look~="marked"]', (e) => e.map((x) => x.getAttribute('data-label')).sort());
    await eq(async () => await marked(), [], 'nothing marked before');
    await page.click('#btn-skipped');
    const early = await marked();
    const note = (await page.textContent('#btn-skipped + .tool-note')).trim();
    assertEq(note, `${early.length} nodes skipped`, 'the count beside the button');
    await page.keyboard.press('End');
    const pruned = await page.$$eval('[data-node][data-state="pruned"]', (e) => e.map((x) => x.getAttribute('data-label')).sort());
    assert(pruned.length > 0, 'the seeds tree prunes');
    assertEq(early, pruned, 'marked from step 0: the nodes pruned at the end');
    await page.click('#btn-skipped');
    await eq(async () => await marked(), [], 'unmarked again');
    await page.close();
  });

  await t.check('replay: once the root\'s value is known, the chosen line is bold and named', async () => {
    const page = await t.open('');
    const line = () => page.$$eval('[data-pv="true"]', (e) => e.map((x) => x.getAttribute('data-label')));
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await eq(async () => await line(), [], 'no line before the root is done');
    await page.keyboard.press('ArrowRight');
    await eq(async () => await line(), ['A', 'B', 'D', 'I'], 'the line A, B, D, leaf 5');
    const edges = await page.$$eval('.edge[data-look~="line"]', (e) => e.length);
    assertEq(edges, 3, 'its edges drawn bold');
    const said = (await page.textContent('#narration')).trim();
    assert(said.endsWith('The chosen line: A → B → D → 5.'), `the narration: ${said}`);
    await page.close();
  });
};
