// A/B of two (or more) release builds in one Chromium, their runs interleaved, so that the
// machine's drift (this VM's medians move 10-40 % between minutes) falls on every build alike.
// The trees, the instrumentation and the timing are bench.cjs's own.
//
//   cp -r dist /tmp/a   # ...change something, trunk build --release...
//   node tests/e2e/ab.cjs /tmp/a dist
//
// Knobs: AB_NODES=2000 (100, 2000, 20000 or 36400, or issue 31's 3x4, 3x7, 4x7 and 100000:
// bench.cjs's trees), AB_MEASURE=step|jump,
// AB_ALL=1 (with every node drawn), AB_SCROLL=1 (the page scrolled to the tree's bottom rows), AB_BLOCKS=12 blocks of AB_PER=5 runs per build (the order
// of the builds alternates from block to block). Prints each build's medians of total, script
// and frame (see bench.cjs for what they time), and each later build's ratio to the first.
// AB_SLOWER_PCT=N (issue 31's A/B) exits 1 when the last build's median total is more than N %
// above the first's: the older build first, the new one last.
'use strict';
const path = require('path');
const { serve, launch } = require('./serve.cjs');

const { completeTree, instrument, TREES: BENCH_TREES } = require('./bench.cjs');

const NODES = process.env.AB_NODES || '2000';
const MEASURE = process.env.AB_MEASURE || 'step';
const BLOCKS = Number(process.env.AB_BLOCKS || 12);
const PER = Number(process.env.AB_PER || 5);
const TREES = { 100: [1, 99, false], 2000: [2, 99, false], 20000: [3, 99, false], 36400: [777, 9999, true] };

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

async function main() {
  const dists = process.argv.slice(2).map((d) => path.resolve(d));
  if (dists.length < 2 || !(TREES[NODES] || BENCH_TREES.some((t) => t.key === NODES))) {
    throw new Error('usage: node tests/e2e/ab.cjs DIST_A DIST_B [...], AB_NODES one of 100, 2000, 20000, 36400, 3x4, 3x7, 4x7, 100000');
  }
  const named = BENCH_TREES.find((t) => t.key === NODES);
  const notation = named ? named.notation : completeTree(Number(NODES), 3, ...TREES[NODES]);
  const browser = await launch(['--disable-renderer-backgrounding',
    '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows']);
  const builds = [];
  for (const dist of dists) {
    const server = await serve(dist);
    // No service worker: its copy of the build for offline use, fetched and hashed after the
    // page has loaded, would run beside the measurements.
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    page.on('console', (m) => { if (m.type() === 'error') console.error(`${dist}: ${m.text()}`); });
    await page.addInitScript(`(${instrument.toString()})();`);
    await page.goto(`http://127.0.0.1:${server.address().port}/?tree=${notation}`, { timeout: 120000 });
    await page.waitForFunction(() => window.__bench.load.painted !== undefined, null, { timeout: 120000 });
    if (process.env.AB_ALL === '1') await page.evaluate(() => window.__bench.expandAll());
    if (process.env.AB_SCROLL === '1') await page.evaluate(() => window.__bench.showTree());
    builds.push({ dist, server, page, runs: [] });
  }
  const time = (page, key, cond, arg) =>
    page.evaluate(([k, c, a]) => window.__bench.timeKey('body', k, c, a), [key, cond, arg]);
  const count = async (page) => (await page.evaluate(() => window.__bench.counter())).trim().split(' / ').map(Number);
  for (let b = 0; b < BLOCKS; b++) {
    for (const build of b % 2 ? [...builds].reverse() : builds) {
      const { page } = build;
      const [, of] = await count(page);
      if (MEASURE === 'step') {
        // The same steps for every build in a block, 2 untimed first; each block starts
        // elsewhere in the middle half of the trace, since one step's cost depends on its event.
        const from = Math.floor(of * (0.25 + (0.5 * b) / BLOCKS));
        await page.$eval('#scrubber', (el, v) => { el.value = String(v); el.dispatchEvent(new Event('input', { bubbles: true })); }, from);
        await page.waitForFunction((v) => document.querySelector('#step-counter').textContent.trim().startsWith(`${v} /`), from);
        for (let i = 0; i < PER + 2; i++) {
          const before = await page.evaluate(() => window.__bench.counter());
          const r = await time(page, 'ArrowRight', 'counterChanged', before);
          if (i >= 2) build.runs.push(r);
        }
      } else {
        for (let i = 0; i < PER; i++) {
          build.runs.push(await time(page, 'End', 'counterIs', `${of} / ${of}`));
          await time(page, 'Home', 'counterIs', `0 / ${of}`);
        }
      }
    }
  }
  console.log(`${MEASURE}, ${NODES} nodes${process.env.AB_ALL === '1' ? ', all drawn' : ''}${process.env.AB_SCROLL === '1' ? ', tree in view' : ''}: medians in ms`);
  const first = median(builds[0].runs.map((r) => r.total));
  let ratio = 1;
  for (const b of builds) {
    const m = (k) => median(b.runs.map((r) => r[k])).toFixed(2);
    const seen = await b.page.evaluate(() => window.__bench.nodesSeen());
    ratio = median(b.runs.map((r) => r.total)) / first;
    const vs = b === builds[0] ? '' : `  ${ratio.toFixed(2)}x the first`;
    console.log(`${b.dist}: total ${m('total')}  script ${m('script')}  frame ${m('frame')}${vs}  (${b.runs.length} runs; nodes in view ${seen.visible}, in the page ${seen.inDom})`);
    b.server.close();
  }
  await browser.close();
  const slower = Number(process.env.AB_SLOWER_PCT);
  if (Number.isFinite(slower) && ratio > 1 + slower / 100) {
    console.log(`the last build is slower than the first by more than ${slower} %`);
    process.exitCode = 1;
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
