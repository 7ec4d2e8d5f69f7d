// The "This step" export at a real step: the SVG shows every node in the state the page shows
// it (the current node, the path, unvisited G), with the page's narration; the PNG is the
// sheet at twice its size.
'use strict';

module.exports = async (t) => {
  const { assert, assertEq, artifacts, path, fs } = t;
  await t.check('"This step" SVG and PNG at step 30 show the page at step 30', async () => {
    const page = await t.open('?step=30');
    const states = (els) => els.map((e) => [e.getAttribute('data-label'), e.getAttribute('data-state'),
      (e.getAttribute('data-look') || '').split(' ').includes('open')]);
    const shown = await page.$$eval('[data-node]', states);
    const narration = (await page.textContent('#narration')).trim();
    await page.click('#btn-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-svg-step')]);
    const svg = fs.readFileSync(await download.path(), 'utf8');
    fs.writeFileSync(path.join(artifacts, 'step-30.svg'), svg);
    const sheet = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const root = doc.documentElement;
      return {
        error: !!doc.querySelector('parsererror'),
        nodes: [...doc.querySelectorAll('g[data-node]')].map((e) => [e.getAttribute('data-label'),
          e.getAttribute('data-state'), (e.getAttribute('data-look') || '').split(' ').includes('open')]),
        text: [...doc.querySelectorAll('text')].map((e) => e.textContent).join(' '),
        size: [Number(root.getAttribute('width')), Number(root.getAttribute('height'))],
      };
    }, svg);
    assert(!sheet.error, 'the sheet parses as XML');
    const byLabel = (rows) => rows.slice().sort((a, b) => (a[0] < b[0] ? -1 : 1));
    assertEq(byLabel(sheet.nodes), byLabel(shown), 'every node in the state the page shows');
    assert(shown.some(([l, s]) => l === 'G' && s === 'unvisited'), 'G is unvisited on the page');
    assert(shown.some(([, s]) => s === 'current'), 'the page has a current node');
    assert(sheet.text.replace(/\s+/g, ' ').includes(narration), `the narration "${narration}" in: ${sheet.text}`);
    const [png] = await Promise.all([page.waitForEvent('download'), page.click('#btn-png-step')]);
    const bytes = fs.readFileSync(await png.path());
    assertEq(bytes.slice(1, 4).toString(), 'PNG', 'a PNG file');
    assertEq([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], sheet.size.map((v) => 2 * v), 'the PNG at twice the size');
    fs.writeFileSync(path.join(artifacts, 'step-30@2x.png'), bytes);
    await page.close();
  });
};
