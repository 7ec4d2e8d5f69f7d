// The page's start, task by task (issue 28: Total Blocking Time): loads a release build in
// Debian's Chromium (412x823, a phone's window, as Lighthouse's mobile preset) with a
// performance trace, and prints every main-thread task after the first contentful paint that
// runs MIN_MS or more, with what it spent its time on (the wasm's lazy compilation, style,
// layout), then the blocking time those tasks would make at Lighthouse's 4x CPU slowdown
// (each task's time beyond 50 ms, times four less 50). Unthrottled: the figures are the
// machine's own; compare two builds in one run, interleaved, never across runs.
//
//   node tests/e2e/start-tasks.cjs DIST [DIST...]     (RUNS=5, MIN_MS=8 by default)
'use strict';
const path = require('path');
const { serve } = require('./serve.cjs');
const { chromium } = require(path.join(__dirname, '..', '..', 'tools', 'node_modules', 'playwright-core'));

const RUNS = Number(process.env.RUNS || 5);
const MIN_MS = Number(process.env.MIN_MS || 8);
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SETTLE_MS = 3000;
const PARTS = ['wasm.CompileLazy', 'wasm.FinishStreaming', 'wasm.AsyncInstantiate', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'Paint'];

/** One load of `url`: the tasks after the first contentful paint, as [ms, {part: ms}]. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.wasm', transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.waitForSelector('#app [data-node]');
  // Time itself is what is measured: the tasks of the first seconds after the tree is drawn.
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The renderer's main thread: the one that painted the page's first content.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur !== undefined);
  return main.filter((e) => e.name === 'RunTask' && e.ts > fcp.ts).map((task) => {
    const parts = {};
    for (const e of main) {
      if (PARTS.includes(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur) parts[e.name] = (parts[e.name] || 0) + e.dur / 1000;
    }
    return [task.dur / 1000, parts];
  });
}

const blocking = (tasks) => tasks.reduce((sum, [ms]) => sum + Math.max(0, SLOWDOWN * ms - LONG_TASK_MS), 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function main() {
  const dists = process.argv.slice(2);
  if (dists.length === 0) throw new Error('usage: node tests/e2e/start-tasks.cjs DIST [DIST...]');
  const servers = await Promise.all(dists.map((d) => serve(path.resolve(d))));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const results = dists.map(() => []);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [i, dist] of dists.entries()) {
        const tasks = await load(browser, `http://127.0.0.1:${servers[i].address().port}/`);
        results[i].push(tasks);
        const shown = tasks.filter(([ms]) => ms >= MIN_MS).map(([ms, parts]) =>
          `${ms.toFixed(0)} (${Object.entries(parts).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')})`);
        console.log(`${dist} run ${run + 1}: blocking at ${SLOWDOWN}x ${blocking(tasks).toFixed(0)} ms; tasks of ${MIN_MS} ms or more:\n  ${shown.join('\n  ')}`);
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) s.close();
  }
  for (const [i, dist] of dists.entries()) {
    const longest = results[i].map((tasks) => Math.max(0, ...tasks.map(([ms]) => ms)));
    console.log(`== ${dist}: blocking at ${SLOWDOWN}x, median ${median(results[i].map(blocking)).toFixed(0)} ms; longest task, median ${median(longest).toFixed(1)} ms (${RUNS} loads)`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
