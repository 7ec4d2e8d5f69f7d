// Browser benchmarks (issue 7): the release build (dist/) served on 127.0.0.1 and driven in
// Debian's Chromium with playwright-core, as tests/e2e/e2e.cjs does. Results and targets:
// BENCHMARKS.md.
//
//   trunk build --release && node tests/e2e/bench.cjs      (about 15 minutes on 2 cores)
//
// Measures, on generated trees of exactly 100, 2,000 and 20,000 nodes (complete 3-ary trees,
// random leaf values, given as `?tree=` nested JSON arrays):
//   load  navigation start -> first [data-node] in the DOM (and -> the frame that paints it);
//   step  one replay step (ArrowRight) from the middle of the trace; and, in the same page, the
//         browser's floor: a frame that changes one word (the step counter's text, by script);
//   jump  first -> last step (End), and back (Home);
//   edit  a new value for leaf 0 (its card open, Enter) until the leaf's text shows it;
//   memory (BENCH_MEASURES=memory) the JS heap, the wasm's memory and the DOM's nodes at the
//         last step, and across step-back-and-forth cycles (a leak check);
// and a jump across about 100,000 events (36,400 nodes ordered worst-first, so alpha-beta
// prunes little). The page opens a tree of over 500 leaves collapsed (about 40 places on the
// bottom row), so the big trees are measured twice: as opened, and with every collapsed marker
// opened with the "Draw every node" button ("all drawn"; the page is then scrolled down to the
// tree's lowest rows). Each row says how many nodes are laid out and, in brackets, how many are
// in the DOM (the page renders the nodes near the visible part) and how many can be seen.
//
// How a step, jump or edit is timed, inside the page: the key is dispatched as a KeyboardEvent
// from a requestAnimationFrame callback, so the frame that follows renders the change. Yew
// renders in a microtask; a MutationObserver notes when the DOM stops changing, and a
// setTimeout(0) posted then runs once the frame (style, layout, paint) is done:
//   script = key -> last DOM mutation (event handler, reducer, Yew render, DOM patch),
//   frame  = last DOM mutation -> the task after the frame (style, layout, paint),
//   total  = key -> the task after the frame: the figure the targets are checked against.
// If Yew yields (it may after 16 ms of work), the rest renders in later tasks and frames;
// total then includes a wait for the next frame. Steps are also timed with real key presses
// (playwright's keyboard.press): `press` = keydown -> the task after the next frame, which
// includes waiting for the next vsync (up to 16.7 ms at 60 Hz).
//
// Medians (and p10/p90) over BENCH_RUNS runs each (default 30) after 5 warm-up runs (2 for
// trees of 20,000+ nodes). Prints a table and the targets, writes tests/artifacts/bench.json
// (with the download size: wasm + js + css of dist/, gzip -9). Subsets: BENCH_ONLY, BENCH_VIEWS,
// BENCH_MEASURES (below).
// BENCH_PROFILE=1 also records, on the last tree and view run, a Chrome trace
// (tests/artifacts/trace-*.json: time in script, style, layout, paint on the renderer's main
// thread) and a CPU profile (CDP Profiler, tests/artifacts/profile-*.cpuprofile: self time per
// JS/wasm function) of 10 steps, a jump (End; the Home before it is not traced) and an edit,
// and prints summaries. wasm function names need a build whose wasm keeps its name section:
// data-wasm-opt="0" on the rust link in index.html (wasm-opt drops the names).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');

/** The wasm, JS and CSS files dist/index.html names (as scripts/size.py finds them). */
function firstDownload(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/["'(]\/?([\w./-]+\.(?:wasm|js|css))(?:[?#][^"']*)?["')]/g)].map((m) => m[1]);
  return [...new Set(named)].filter((f) => fs.existsSync(path.join(dist, f)));
}
const { execFileSync } = require('child_process');

const root = path.resolve(__dirname, '..', '..');
// BENCH_DIST=DIR measures another build (dist/ by default).
const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist');
const artifacts = path.join(root, 'tests', 'artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 30);
const WARMUP = 5;
// Fewer warm-up runs where one run takes seconds.
const warmupFor = (tree) => (tree.nodes >= 20000 ? 2 : WARMUP);
const PROFILE = process.env.BENCH_PROFILE === '1';
// BENCH_ONLY=100,2000,20000,jump,games,search runs only those trees (all by default; `games`:
// the games' searches; `search`: choosing PVS and back on the seeds' tree, below). Issue 31's
// trees, 3x4, 3x7, 4x7 and 100000, run when named; a missed target fails the bench.
const ONLY = (process.env.BENCH_ONLY || '100,2000,20000,jump,games,search').split(',').map((x) => x.trim());
// BENCH_VIEWS=opened,all: the trees as the page opens them and/or with every node drawn.
const VIEWS = (process.env.BENCH_VIEWS || 'opened,all').split(',').map((x) => x.trim());
// BENCH_MEASURES=load,step,jump,edit runs only those measures (all by default); `frames`
// (issue 31) counts, for a step and a jump, the frames after the key that still change the
// document, and the scroll events (BENCH_FRAME_KEYS keys each, 15 by default).
// `memory` (issue 31) reports, at the last step, the JS heap, the wasm's memory and the DOM's
// nodes after a garbage collection, and again after BENCH_CYCLES step-back-and-forth cycles
// (200 by default) in the middle of the trace: a leak shows as growth.
const MEASURES = (process.env.BENCH_MEASURES || 'load,step,jump,edit').split(',').map((x) => x.trim());
const FRAME_KEYS = Number(process.env.BENCH_FRAME_KEYS) || 15;
const CYCLES = Number(process.env.BENCH_CYCLES) || 200;

const { serve, launch } = require('./serve.cjs');

// ---- trees ---------------------------------------------------------------------------------

/// A complete b-ary tree with exactly n nodes (filled level by level), leaf values from a
/// seeded xorshift32 in -range..range. With worstFirst, every node's children are sorted
/// worst-first for the player to move (Max at even depths), so alpha-beta prunes little.
function completeTree(n, b, seed, range, worstFirst) {
  let s = seed >>> 0 || 1;
  const rnd = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
  const walk = (i, depth) => {
    const first = b * i + 1;
    if (first >= n) {
      const v = (rnd() % (2 * range + 1)) - range;
      return { v, text: String(v) };
    }
    const kids = [];
    for (let c = first; c < Math.min(first + b, n); c++) kids.push(walk(c, depth + 1));
    const max = depth % 2 === 0;
    if (worstFirst) kids.sort((x, y) => (max ? x.v - y.v : y.v - x.v));
    const vs = kids.map((k) => k.v);
    return { v: max ? Math.max(...vs) : Math.min(...vs), text: `[${kids.map((k) => k.text).join(',')}]` };
  };
  return walk(0, 0).text;
}

const TREES = [
  { name: '100 nodes', nodes: 100, notation: completeTree(100, 3, 1, 99, false) },
  { name: '2,000 nodes', nodes: 2000, notation: completeTree(2000, 3, 2, 99, false) },
  { name: '20,000 nodes', nodes: 20000, notation: completeTree(20000, 3, 3, 99, false) },
];
// Complete trees of B children per node and D plies (issue 31), named BxD in BENCH_ONLY; not
// run by default.
const plies = (b, d) => (b ** (d + 1) - 1) / (b - 1);
TREES.push(
  { name: '3x4 (121 nodes)', key: '3x4', nodes: plies(3, 4), notation: completeTree(plies(3, 4), 3, 7, 99, false) },
  { name: '3x7 (3,280 nodes)', key: '3x7', nodes: plies(3, 7), notation: completeTree(plies(3, 7), 3, 4, 99, false) },
  { name: '4x7 (21,845 nodes)', key: '4x7', nodes: plies(4, 7), notation: completeTree(plies(4, 7), 4, 5, 99, false) },
  // The notation's limit.
  { name: '100,000 nodes', key: '100000', nodes: 100000, notation: completeTree(100000, 3, 6, 99, false) },
);
// About 100,000 events under alpha-beta (the default settings).
const JUMP_TREE = { name: '36,400 nodes, worst-first', nodes: 36400, notation: completeTree(36400, 3, 777, 9999, true) };

// ---- statistics ----------------------------------------------------------------------------

function quantile(sorted, q) {
  if (!sorted.length) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos), hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
function stats(values) {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const r = (x) => Math.round(x * 1000) / 1000;
  return { n: s.length, median: r(quantile(s, 0.5)), p10: r(quantile(s, 0.1)), p90: r(quantile(s, 0.9)), min: r(s[0]), max: r(s[s.length - 1]) };
}
function summarize(samples) {
  const out = {};
  for (const key of Object.keys(samples[0] || {})) {
    if (typeof samples[0][key] === 'number') out[key] = stats(samples.map((x) => x[key]));
  }
  out.yielded = samples.filter((x) => x.settles > 1).length;
  return out;
}

// ---- in-page instrumentation ---------------------------------------------------------------

// Installed before the app's script runs (addInitScript).
function instrument() {
  const B = (window.__bench = { load: {} });
  // The wasm's memory, which Trunk's loader hands out with its start event.
  addEventListener('TrunkApplicationStarted', (e) => { B.wasmMemory = e.detail.wasm.memory; });
  // Load: navigation start (performance.now() = 0) -> first [data-node] in the DOM, -> the task
  // after the frame that paints it.
  const loadObserver = new MutationObserver(() => {
    if (B.load.firstNode === undefined && document.querySelector('[data-node]')) {
      B.load.firstNode = performance.now();
      loadObserver.disconnect();
      requestAnimationFrame(() => setTimeout(() => { B.load.painted = performance.now(); }, 0));
    }
  });
  loadObserver.observe(document, { childList: true, subtree: true });

  const counter = () => (document.getElementById('step-counter') || {}).textContent || '';
  const leafText = (i) => {
    const t = document.querySelector(`[data-leaf-index="${i}"] text.value`);
    return t ? t.textContent.trim() : null;
  };
  const conditions = {
    counterChanged: (before) => () => counter() !== before,
    counterIs: (text) => () => counter().trim() === text,
    pressed: (id) => () => (document.getElementById(id) || {}).ariaPressed === 'true',
    leafTextIs: ([i, text]) => () => leafText(i) === text,
  };
  B.counter = counter;
  B.leafText = leafText;

  // Opens every collapsed marker (a click opens one level), round after round, until every
  // node is drawn. Untimed set-up for the "all drawn" view.
  // Draws every node: the "Draw every node" button above a folded tree; resolves with the
  // number of nodes laid out (the canvas's data-drawn), or -1 if that never settles.
  B.expandAll = async () => {
    const button = document.querySelector('#btn-expand-all');
    if (button) button.click();
    for (let round = 0; round < 200; round++) {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      if (!document.querySelector('#btn-expand-all')) return Number(document.querySelector('#tree').dataset.drawn);
    }
    return -1;
  };

  // Scrolls the page so that the tree's box ends at the bottom of the window: its lowest,
  // most crowded rows in view (for the "all drawn" views). Resolves after the next frame.
  B.showTree = async () => {
    document.querySelector('#tree-area').scrollIntoView({ block: 'end' });
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  };
  // How many nodes are in the page, and how many of them can be seen: inside the tree's box
  // and the window.
  B.nodesSeen = () => {
    const a = document.querySelector('#tree-area').getBoundingClientRect();
    const [l, t, r, b] = [Math.max(a.left, 0), Math.max(a.top, 0), Math.min(a.right, innerWidth), Math.min(a.bottom, innerHeight)];
    const nodes = [...document.querySelectorAll('g.node')];
    const visible = nodes.filter((g) => {
      const x = g.getBoundingClientRect();
      return x.right > l && x.left < r && x.bottom > t && x.top < b;
    }).length;
    return { inDom: nodes.length, visible };
  };

  // Times one interaction: `target` gets a keydown `key` from a rAF callback; resolves once
  // `cond` holds, the DOM has stopped changing and the frame after it has been rendered.
  B.timeKey = (target, key, condName, condArg) => new Promise((resolve, reject) => {
    const cond = conditions[condName](condArg);
    const el = target === 'body' ? document.body : document.querySelector(target);
    if (!el) return reject(new Error(`no ${target}`));
    let t0 = 0, tMet = null, tLast = 0, mutations = 0, settles = 0, inFrame = false, metInFrame = false;
    const mo = new MutationObserver((records) => {
      tLast = performance.now();
      mutations += records.length;
      if (tMet === null && cond()) { tMet = tLast; metInFrame = inFrame; settle(); }
    });
    const settle = () => {
      let seen = mutations;
      const check = () => {
        settles++;
        if (mutations !== seen) { seen = mutations; setTimeout(check, 0); return; }
        const tEnd = performance.now();
        mo.disconnect();
        const finish = (tFrameDone) => resolve({
          script: tLast - t0, frame: tFrameDone - tLast, total: tFrameDone - t0, met: tMet - t0, mutations, settles,
        });
        // Done within the rAF task that sent the key: its frame has been rendered by now.
        if (settles === 1 && metInFrame) finish(tEnd);
        else requestAnimationFrame(() => setTimeout(() => finish(performance.now()), 0));
      };
      setTimeout(check, 0);
    };
    mo.observe(document.body, {
      subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-state', 'class', 'aria-pressed'],
    });
    requestAnimationFrame(() => {
      inFrame = true;
      // Runs after this frame's rendering (and after the microtasks Yew renders in).
      setTimeout(() => { inFrame = false; }, 0);
      t0 = performance.now();
      // 'click' clicks the target (a button) instead of pressing a key.
      if (key === 'click') el.click();
      else el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      // Nothing changed (already at the end, say): resolve after this frame.
      setTimeout(() => { if (tMet === null) { mo.disconnect(); reject(new Error(`${key}: condition ${condName} never held`)); } }, 120000);
    });
  });

  // Counts frames (issue 31): `key` is sent to the body from a requestAnimationFrame callback
  // (frame 0, as timeKey does); every change to the document is noted with the frame that
  // paints it, and every scroll event (the box's or the page's) is counted, until
  // FRAMES_QUIET frames in a row change nothing. A change made in a frame's own callbacks
  // (scroll events, rAF) or in a task before it is painted by that frame; a task after a
  // frame's callbacks runs after its paint (a timeout set in the callbacks marks it), so its
  // change is painted by the next. Resolves with the frames after the key's own that changed
  // the document (`late`), the last of them (`last`, 0 when everything was in the key's
  // frame), the scroll events, the changes made once a scroll event had come (`afterScroll`:
  // drawn because of the scroll, not with the step), the time from the key to the last change
  // (`lastChangeMs`), and whether `cond` held.
  const FRAMES_QUIET = 8;
  const FRAMES_MOST = 120;
  B.frameKey = (key, condName, condArg) => new Promise((resolve) => {
    const cond = conditions[condName](condArg);
    let frame = 0, inFrame = false, quiet = 0, met = false, scrolls = 0, afterScroll = 0, t0 = 0, tLast = 0;
    const changed = new Set();
    const mo = new MutationObserver((records) => {
      changed.add(inFrame ? frame : frame + 1);
      tLast = performance.now();
      if (scrolls) afterScroll += records.length;
      met = met || cond();
    });
    const onScroll = () => { scrolls++; };
    const opening = () => { inFrame = true; setTimeout(() => { inFrame = false; }, 0); };
    const finish = () => {
      mo.disconnect();
      window.removeEventListener('scroll', onScroll, true);
      const late = [...changed].filter((f) => f > 0).sort((a, b) => a - b);
      resolve({ late: late.length, last: late.length ? late[late.length - 1] : 0, scrolls, afterScroll, lastChangeMs: tLast - t0, met, frames: late });
    };
    const tick = () => {
      frame++;
      opening();
      quiet = changed.has(frame) || changed.has(frame - 1) ? 0 : quiet + 1;
      if (quiet >= FRAMES_QUIET || frame >= FRAMES_MOST) setTimeout(finish, 0);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(() => {
      opening();
      requestAnimationFrame(tick);
      mo.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      // Element scroll events do not bubble: caught on their way down.
      window.addEventListener('scroll', onScroll, { capture: true, passive: true });
      t0 = performance.now();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  });

  // The browser's own floor: a frame that changes one word of the page and nothing else (the
  // step counter's text, set by script: no wasm, no Yew), timed as a key is (from a rAF
  // callback to the first task after the frame). A step costs this plus its own work.
  B.timeWord = (i) => new Promise((resolve) => {
    const text = document.getElementById('step-counter').firstChild;
    requestAnimationFrame(() => {
      const t0 = performance.now();
      const was = text.nodeValue;
      text.nodeValue = i % 2 ? `${was} ` : ` ${was}`;
      setTimeout(() => {
        const total = performance.now() - t0;
        text.nodeValue = was; // as Yew left it (it compares with its own copy, not the page)
        requestAnimationFrame(() => setTimeout(() => resolve({ total }), 0));
      }, 0);
    });
  });

  // Real key presses (playwright): keydown (capture) -> condition -> task after next frame.
  B.armPress = (condName, condArg) => {
    const cond = conditions[condName](condArg);
    let t0 = null;
    const onKey = () => { if (t0 === null) t0 = performance.now(); };
    window.addEventListener('keydown', onKey, { capture: true });
    B.pressResult = new Promise((resolve) => {
      let tLast = 0, met = false;
      const mo = new MutationObserver(() => {
        tLast = performance.now();
        if (!met && cond()) {
          met = true;
          setTimeout(() => {
            mo.disconnect();
            window.removeEventListener('keydown', onKey, { capture: true });
            requestAnimationFrame(() => setTimeout(() => {
              resolve({ script: tLast - t0, toPaint: performance.now() - t0 });
            }, 0));
          }, 0);
        }
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  };
}

// ---- the runs ------------------------------------------------------------------------------

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('no dist/index.html: run trunk build --release first');
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch(['--disable-renderer-backgrounding',
    '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows']);
  const errors = [];
  const started = Date.now();
  const log = (msg) => console.error(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

  // Opens a tree; with expand, opens every collapsed marker first (the page collapses trees of
  // over 500 leaves) so that every node is drawn.
  async function open(tree, { extra = '', expand = false } = {}) {
    // No service worker: its copy of the build for offline use, fetched and hashed after the
    // page has loaded, would run beside the measurements.
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${tree.name}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${tree.name}: ${e.message}`));
    await page.addInitScript(`(${instrument.toString()})();`);
    // The notation is digits, '-', ',', '[' and ']' only: plain in the URL (the app reads it so).
    await page.goto(`${base}?tree=${tree.notation}${extra}`, { timeout: 120000 });
    await page.waitForFunction(() => window.__bench.load.painted !== undefined, null, { timeout: 120000 });
    if (expand) {
      const drawn = await page.evaluate(() => window.__bench.expandAll());
      if (drawn !== tree.nodes) throw new Error(`${tree.name}: ${drawn} of ${tree.nodes} nodes drawn after expanding`);
    }
    return page;
  }
  // Nodes laid out (not folded away); the page renders those near the visible part.
  const drawn = (page) => page.$eval('#tree', (e) => Number(e.dataset.drawn));
  const rendered = (page) => page.$$eval('[data-node]', (e) => e.length);
  const steps = async (page) => {
    const [at, of] = (await page.evaluate(() => window.__bench.counter())).trim().split(' / ').map(Number);
    return { at, of };
  };
  const timeKey = (page, target, key, cond, arg) =>
    page.evaluate(([t, k, c, a]) => window.__bench.timeKey(t, k, c, a), [target, key, cond, arg]);
  // Goes to the first or last step unless there already.
  async function goTo(page, where) {
    const { at, of } = await steps(page);
    if (where === 'first' && at !== 0) await timeKey(page, 'body', 'Home', 'counterIs', `0 / ${of}`);
    if (where === 'last' && at !== of) await timeKey(page, 'body', 'End', 'counterIs', `${of} / ${of}`);
  }
  let warm = WARMUP;
  async function repeat(runs, fn) {
    const out = [];
    for (let i = 0; i < warm + runs; i++) {
      const r = await fn(i);
      if (i >= warm) out.push(r);
    }
    return out;
  }
  // The JS heap (after a garbage collection), the wasm's memory and the DOM's nodes, in bytes
  // and nodes.
  async function memoryNow(page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    await cdp.detach();
    const wasm = await page.evaluate(() => (window.__bench.wasmMemory ? window.__bench.wasmMemory.buffer.byteLength : NaN));
    return { js_heap: usedSize, wasm, dom_nodes: nodes };
  }
  // At the last step; then CYCLES steps forward and back from the middle of the trace, each
  // awaited, and the memory again.
  async function memoryRuns(page, total) {
    await goTo(page, 'last');
    const atEnd = await memoryNow(page);
    const middle = Math.floor(total / 2);
    await page.$eval('#scrubber', (el, v) => { el.value = String(v); el.dispatchEvent(new Event('input', { bubbles: true })); }, middle);
    await page.waitForFunction((at) => window.__bench.counter().trim().startsWith(`${at} /`), middle);
    const before = await memoryNow(page);
    // Driven inside the page, one key a frame: a call from here per key would leave the
    // debugger's own records in the heap measured.
    await page.evaluate(async (cycles) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      for (let i = 0; i < cycles; i++) {
        for (const key of ['ArrowRight', 'ArrowLeft']) {
          const was = window.__bench.counter();
          window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
          for (let f = 0; f < 100 && window.__bench.counter() === was; f++) await frame();
        }
      }
    }, CYCLES);
    // As opened, a step may pass a folded subtree's events at once, and back not the same way.
    const ended = (await steps(page)).at;
    const after = await memoryNow(page);
    return { at_end: atEnd, before_cycles: before, after_cycles: after, cycles: CYCLES, from_step: middle, ended_at: ended };
  }
  // End (timed) from step 0, then Home (timed) back to step 0.
  async function jumpRuns(page, total) {
    const jumps = [], backs = [];
    await goTo(page, 'first');
    await repeat(RUNS, async (i) => {
      const jump = await timeKey(page, 'body', 'End', 'counterIs', `${total} / ${total}`);
      const back = await timeKey(page, 'body', 'Home', 'counterIs', `0 / ${total}`);
      if (i >= warm) { backs.push(back); jumps.push(jump); }
    });
    return { jumps, backs };
  }

  // Frames after the key (issue 31): steps (ArrowRight) from the middle of the trace; then
  // jumps from the middle to the end (End) and to the start (Home), where the view follows the
  // search up to the root. Each after warm-up keys.
  async function frameRuns(page, total) {
    const frameKey = (key, cond, arg) =>
      page.evaluate(([k, c, a]) => window.__bench.frameKey(k, c, a), [key, cond, arg]);
    const toMiddle = async () => {
      await page.$eval('#scrubber', (el, v) => { el.value = String(v); el.dispatchEvent(new Event('input', { bubbles: true })); }, Math.floor(total / 2));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    };
    const runs = async (fn) => {
      const out = [];
      for (let i = 0; i < warm + FRAME_KEYS; i++) {
        const r = await fn();
        if (!r.met) throw new Error('a key changed nothing');
        if (i >= warm) out.push(r);
      }
      const count = (f) => out.filter(f).length;
      return { ...summarize(out), with_late: count((r) => r.late > 0), with_after_scroll: count((r) => r.afterScroll > 0) };
    };
    await toMiddle();
    log(`frames: step x${FRAME_KEYS} from step ${(await steps(page)).at}`);
    const step = await runs(async () => frameKey('ArrowRight', 'counterChanged', await page.evaluate(() => window.__bench.counter())));
    log(`frames: End and Home from the middle x${FRAME_KEYS}`);
    const jump = (key, at) => runs(async () => { await toMiddle(); return frameKey(key, 'counterIs', at); });
    const end = await jump('End', `${total} / ${total}`);
    const home = await jump('Home', `0 / ${total}`);
    return { step, end, home };
  }

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length, cpu: (os.cpus()[0] || {}).model, memory_gib: Math.round(os.totalmem() / 2 ** 30),
      chromium: browser.version(), node: process.version,
    },
    runs: RUNS, warmup: WARMUP,
    // What a browser downloads first, each file gzip -9 (budget: at most 230 KiB in all; the
    // test suite checks it with scripts/size.py, which counts the same files the same way: the
    // wasm, JS and CSS dist/index.html names, not the extras module loaded on demand).
    // GNU gzip as scripts/bench.sh runs it (zlib's level 9 comes out about 2% larger on the wasm).
    download: firstDownload(dist).map((f) => {
      const data = fs.readFileSync(path.join(dist, f));
      let gzip9;
      try {
        gzip9 = execFileSync('gzip', ['-9', '-n', '-c', path.join(dist, f)], { maxBuffer: 1 << 28 }).length;
      } catch {
        gzip9 = zlib.gzipSync(data, { level: 9 }).length;
      }
      return { file: f, bytes: data.length, gzip9 };
    }),
    trees: [],
  };

  // Each tree as the page opens it (trees of over 500 leaves start collapsed to about 40
  // places on the bottom row), and, for those, again with every node drawn.
  let views = [];
  for (const tree of TREES.filter((t) => ONLY.includes(t.key || String(t.nodes)))) {
    views.push({ tree, expand: false });
    if (tree.nodes > 500) views.push({ tree, expand: true });
  }
  if (ONLY.includes('jump')) {
    views.push({ tree: JUMP_TREE, expand: false, jumpOnly: true });
    views.push({ tree: JUMP_TREE, expand: true, jumpOnly: true });
  }
  views = views.filter((v) => VIEWS.includes(v.expand ? 'all' : 'opened'));
  for (const view of views) {
    const { tree, expand } = view;
    const label = `${tree.name}${expand ? ', all drawn' : ''}`;
    const entry = { name: label, key: tree.key || String(tree.nodes), nodes: tree.nodes, view: expand ? 'all drawn' : 'as opened', url_chars: tree.notation.length };
    if (view.jumpOnly) entry.role = 'jump_100k';
    results.trees.push(entry);
    warm = entry.warmup = warmupFor(tree);

    // Page load (as opened), each in a fresh page.
    const loads = [];
    const doLoad = MEASURES.includes('load') && !expand && !view.jumpOnly;
    if (doLoad) log(`${label}: load x${RUNS}`);
    for (let i = 0; i < (doLoad ? warm + RUNS : 0); i++) {
      const page = await open(tree);
      const r = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
        return {
          firstNode: window.__bench.load.firstNode, painted: window.__bench.load.painted,
          domContentLoaded: nav.domContentLoadedEventEnd, wasmFetched: wasm ? wasm.responseEnd : NaN,
        };
      });
      await page.close();
      if (i >= warm) loads.push(r);
    }
    if (loads.length) entry.load = summarize(loads);

    log(`${label}: opening`);
    const page = await open(tree, { expand });
    // With every node drawn, the page is scrolled down to the tree's lowest rows, the most
    // crowded, as a person studying it would: at the top of the page, the part of the tree in
    // view holds none of its nodes.
    if (expand) await page.evaluate(() => window.__bench.showTree());
    entry.drawn = await drawn(page);
    entry.rendered = await rendered(page);
    entry.seen = (await page.evaluate(() => window.__bench.nodesSeen())).visible;
    entry.steps = (await steps(page)).of;

    // One step forward, from the middle of the trace (the step counter moves by more than one
    // where the page passes over events inside collapsed subtrees).
    if (MEASURES.includes('step') && !view.jumpOnly) {
      const mid = Math.floor(entry.steps / 2);
      await page.evaluate(() => 0);
      const scrub = await page.$('#scrubber');
      if (scrub) await scrub.evaluate((el, v) => { el.value = String(v); el.dispatchEvent(new Event('input', { bubbles: true })); }, mid);
      log(`${label}: ${entry.drawn} of ${tree.nodes} nodes drawn, ${entry.steps} steps; step x${RUNS} from step ${(await steps(page)).at}`);
      entry.step = summarize(await repeat(RUNS, async () => {
        const before = await page.evaluate(() => window.__bench.counter());
        return timeKey(page, 'body', 'ArrowRight', 'counterChanged', before);
      }));
      // The floor, in the same page at the same moment: one word changed.
      entry.floor = summarize(await repeat(RUNS, (i) => page.evaluate((k) => window.__bench.timeWord(k), i)));
      // The same with real key presses (includes the wait for the next vsync).
      entry.step_press = summarize(await repeat(RUNS, async () => {
        const before = await page.evaluate(() => window.__bench.counter());
        await page.evaluate((b) => window.__bench.armPress('counterChanged', b), before);
        await page.keyboard.press('ArrowRight');
        return page.evaluate(() => window.__bench.pressResult);
      }));
    }

    if (MEASURES.includes('frames') && !view.jumpOnly) entry.frames = await frameRuns(page, entry.steps);
    if (MEASURES.includes('memory') && !view.jumpOnly) {
      log(`${label}: memory at the last step, and after ${CYCLES} steps back and forth`);
      entry.memory = await memoryRuns(page, entry.steps);
    }

    // First -> last step (End) and back (Home).
    if (MEASURES.includes('jump')) {
      log(`${label}: jump x${RUNS} across ${entry.steps} events`);
      const { jumps, backs } = await jumpRuns(page, entry.steps);
      entry.jump = summarize(jumps);
      entry.jump_back = summarize(backs);
    }

    // Edit leaf 0 at the last step: open its card, type a value, Enter, until it is drawn. The
    // last step's node is the root, which the view follows to the middle of the drawing: scroll
    // back to leaf 0 (at the left edge), as a person would to click it.
    if (MEASURES.includes('edit') && !view.jumpOnly) {
      await goTo(page, 'last');
      await page.$eval('#tree-area', (e) => { e.scrollLeft = 0; });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    }
    const leafDrawn = await page.$('[data-leaf-index="0"]');
    if (MEASURES.includes('edit') && !view.jumpOnly && !leafDrawn) entry.edit_skipped = 'leaf 0 is not drawn (collapsed)';
    if (MEASURES.includes('edit') && !view.jumpOnly && leafDrawn) {
      log(`${label}: edit x${RUNS}`);
      entry.edit = summarize(await repeat(RUNS, async (i) => {
        const value = String(500 + i);
        await page.click('[data-leaf-index="0"]');
        await page.fill('#leaf-editor', value);
        return timeKey(page, '#leaf-editor', 'Enter', 'leafTextIs', [0, value]);
      }));
      entry.steps_after_edits = (await steps(page)).of;
    }

    if (PROFILE && view === views[views.length - 1]) await profile(page, entry);
    await page.close();
  }

  // The games' searches (issue 19): the longest main-thread task (Chromium's Long Tasks API,
  // which reports every task over 50 ms; 0 when there is none) while the tic-tac-toe tab opens
  // (its counts from the empty board), Othello's endgame-12 is solved, and endgame-8 (51,732
  // positions) is opened as a tree. Each once, in a page of its own.
  if (ONLY.includes('games')) {
    const longest = async (prepare, act) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(base);
      await page.waitForSelector('[data-node]');
      await prepare(page);
      await page.evaluate(() => {
        window.longTasks = [];
        window.longTaskObserver = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.longTasks.push(e.duration);
        });
        window.longTaskObserver.observe({ type: 'longtask' });
      });
      await act(page);
      // A long task is reported to the observer a moment after it ends; takeRecords has it at once.
      const tasks = await page.evaluate(() => [...window.longTasks, ...window.longTaskObserver.takeRecords().map((e) => e.duration)]);
      await page.close();
      return Math.max(0, ...tasks);
    };
    const othello = (name) => async (page) => {
      await page.click('#mode-othello');
      await page.waitForSelector('#othello');
      await page.selectOption('#othello-preset', { label: name });
    };
    log('games: the longest main-thread task of three searches');
    results.games = {
      open_tictactoe: await longest(async () => {}, async (page) => {
        await page.click('#mode-tictactoe');
        await page.waitForFunction(() => (document.querySelector('#ttt-alphabeta') || {}).textContent === '18,297', null, { timeout: 60000 });
      }),
      solve_endgame_12: await longest(othello('endgame-12'), async (page) => {
        await page.click('#btn-othello-solve');
        await page.waitForSelector('#othello-best', { timeout: 60000 });
      }),
      open_endgame_8_tree: await longest(othello('endgame-8'), async (page) => {
        await page.click('#btn-othello-tree');
        await page.waitForSelector('#mode-trees[aria-pressed=true]', { timeout: 60000 });
        await page.waitForSelector('[data-node]');
      }),
    };
  }

  // Choosing another search redraws in place (issue 28): the seeds' tree at step 10, PVS
  // chosen (timed), then alpha-beta again (timed), by a click on the Search setting.
  if (ONLY.includes('search')) {
    log(`search: PVS and back x${RUNS}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(`(${instrument.toString()})();`);
    await page.goto(`${base}?step=10`);
    await page.waitForSelector('#set-algorithm-pvs');
    const pvs = [], back = [];
    warm = WARMUP;
    await repeat(RUNS, async (i) => {
      const a = await timeKey(page, '#set-algorithm-pvs', 'click', 'pressed', 'set-algorithm-pvs');
      const b = await timeKey(page, '#set-algorithm-alphabeta', 'click', 'pressed', 'set-algorithm-alphabeta');
      if (i >= warm) { pvs.push(a); back.push(b); }
    });
    await page.close();
    results.search = { pvs: summarize(pvs), alphabeta: summarize(back) };
  }

  await browser.close();
  server.close();
  results.console_errors = errors;

  // Targets (issue 7), for each view: as the page opens the tree, and with every node drawn.
  const find = (nodes, view) => results.trees.find((t) => t.nodes === nodes && t.view === view);
  const get = (f) => { try { const v = f(); return Number.isFinite(v) ? v : undefined; } catch { return undefined; } };
  // Times must be under their limit ("under 4 ms"); the download may reach its own ("at most").
  const verdict = (v, limit, atMost = false) => (v === undefined ? undefined : { value: v, limit, met: atMost ? v <= limit : v < limit });
  results.targets = {};
  for (const view of ['as opened', 'all drawn']) {
    const tag = view === 'as opened' ? '' : '_all_drawn';
    results.targets[`step_2000_under_4ms${tag}`] = verdict(get(() => find(2000, view).step.total.median), 4);
    results.targets[`step_20000_under_16ms${tag}`] = verdict(get(() => find(20000, view).step.total.median), 16);
    results.targets[`edit_2000_under_16ms${tag}`] = verdict(get(() => find(2000, view).edit.total.median), 16);
    results.targets[`jump_100k_events_under_16ms${tag}`] = verdict(get(() => find(JUMP_TREE.nodes, view).jump.total.median), 16);
  }
  results.targets.choose_pvs_in_place_under_16ms = verdict(get(() => results.search.pvs.total.median), 16);
  for (const [name, ms] of Object.entries(results.games || {})) {
    results.targets[`games_${name}_longest_task_at_most_50ms`] = verdict(ms, 50, true);
  }
  results.targets.download_gzip9_at_most_230kib = verdict(results.download.reduce((a, f) => a + f.gzip9, 0) / 1024, 230, true);
  // Issue 31: every step within a frame at every size, as opened and all drawn; a jump within
  // a frame up to 3,280 nodes and two at 21,845; an edit at 21,845 all drawn within two; no
  // change to the document more than one frame after a key. "At most": the frame is the limit.
  const byKey = (key, view) => results.trees.find((t) => t.key === key && t.view === view);
  for (const view of ['as opened', 'all drawn']) {
    const tag = view === 'as opened' ? '' : '_all_drawn';
    for (const key of ['3x4', '3x7', '4x7', '100000']) {
      results.targets[`step_${key}_at_most_16ms${tag}`] = verdict(get(() => byKey(key, view).step.total.median), 16, true);
    }
    for (const [key, limit] of [['3x4', 16], ['3x7', 16], ['4x7', 33]]) {
      results.targets[`jump_${key}_at_most_${limit}ms${tag}`] = verdict(get(() => byKey(key, view).jump.total.median), limit, true);
    }
    for (const key of ['3x7', '4x7']) {
      const late = get(() => Math.max(...['step', 'end', 'home'].map((k) => byKey(key, view).frames[k].late.max)));
      results.targets[`frames_${key}_late_at_most_1${tag}`] = late === undefined ? undefined : { value: late, limit: 1, met: late <= 1 };
    }
  }
  results.targets.edit_4x7_at_most_33ms_all_drawn = verdict(get(() => byKey('4x7', 'all drawn').edit.total.median), 33, true);

  // The table.
  const ms = (s) => (s && Number.isFinite(s.median) ? s.median.toFixed(2) : 'n/a');
  const range = (s) => `${ms({ median: s.p10 })}–${ms({ median: s.p90 })}`;
  const rows = [];
  const row = (what, t, s, extra = '') => rows.push([what, t.name, `${t.drawn} (${t.rendered}, ${t.seen})`, ms(s.total), ms(s.script), ms(s.frame), range(s.total), extra]);
  for (const t of results.trees.filter((x) => x.load)) {
    rows.push(['load: first [data-node]', t.name, `${t.drawn}`, ms(t.load.firstNode), '', '', range(t.load.firstNode),
      `painted ${ms(t.load.painted)}; wasm fetched ${ms(t.load.wasmFetched)}`]);
  }
  for (const t of results.trees.filter((x) => x.step)) {
    row('step (ArrowRight)', t, t.step, `floor (one word changed) ${ms(t.floor.total)}; real key press→next paint ${ms(t.step_press.toPaint)} (script ${ms(t.step_press.script)}); ${t.steps} steps`);
  }
  for (const t of results.trees.filter((x) => x.jump)) {
    row('jump first→last (End)', t, t.jump, `${t.steps} events; back (Home) ${ms(t.jump_back.total)}`);
  }
  for (const t of results.trees.filter((x) => x.edit || x.edit_skipped)) {
    if (t.edit) row('edit leaf 0 (Enter)', t, t.edit, 'at the last step');
    else rows.push(['edit leaf 0 (Enter)', t.name, `${t.drawn}`, 'n/a', '', '', '', t.edit_skipped]);
  }
  if (results.search) {
    const seeds = { name: "seeds' tree, step 10", drawn: 15, rendered: 15, seen: 15 };
    row('choose PVS (click)', seeds, results.search.pvs, 'in place: no reload');
    row('choose alpha-beta again', seeds, results.search.alphabeta, '');
  }
  const header = ['measure', 'tree', 'drawn (in DOM, in view)', 'median ms', 'script', 'frame', 'p10–p90', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  console.log();
  console.log(`Browser benchmarks: medians of ${RUNS} runs (after ${WARMUP} warm-up runs; 2 for trees of 20,000+ nodes), Chromium ${results.machine.chromium}, ${results.machine.cpus} x ${results.machine.cpu}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  const measured = results.trees.filter((x) => x.memory);
  if (measured.length) {
    const mb = (b) => (b / 1048576).toFixed(1);
    const kb = (b) => `${b >= 0 ? '+' : ''}${(b / 1024).toFixed(0)}`;
    console.log(`\nMemory (JS heap after a garbage collection, wasm memory, DOM nodes) at the last step, and across ${CYCLES} steps back and forth in the middle:`);
    for (const t of measured) {
      const { at_end: e, before_cycles: b, after_cycles: a } = t.memory;
      console.log(`  ${t.name.padEnd(40)} at the end: JS ${mb(e.js_heap)} MB, wasm ${mb(e.wasm)} MB, ${e.dom_nodes} nodes; cycles: JS ${mb(b.js_heap)} -> ${mb(a.js_heap)} MB (${kb(a.js_heap - b.js_heap)} KB), wasm ${mb(b.wasm)} -> ${mb(a.wasm)} MB (${kb(a.wasm - b.wasm)} KB), nodes ${b.dom_nodes} -> ${a.dom_nodes}`);
    }
  }
  const framed = results.trees.filter((x) => x.frames);
  if (framed.length) {
    console.log(`\nFrames after the key that change the document (median, max of ${FRAME_KEYS} keys; 0: all in the key's own frame), the last such frame, scroll events (median, max), the last change's time (median):`);
    const mm = (s) => `${s.median}, ${s.max}`;
    for (const t of framed) {
      for (const [what, f] of [['step (ArrowRight)', t.frames.step], ['middle to end (End)', t.frames.end], ['middle to start (Home)', t.frames.home]]) {
        console.log(`  ${t.name.padEnd(30)} ${what.padEnd(22)} frames ${mm(f.late).padEnd(6)} last ${mm(f.last).padEnd(6)} scrolls ${mm(f.scrolls).padEnd(6)} last change ${f.lastChangeMs.median.toFixed(1)} ms; keys with a late change ${f.with_late} of ${f.late.n}, with changes after a scroll event ${f.with_after_scroll}`);
      }
    }
  }
  console.log();
  for (const [name, t] of Object.entries(results.targets)) {
    if (!t) continue;
    const unit = name.startsWith('download') ? 'KiB' : 'ms';
    console.log(`target ${name}: ${t.value.toFixed(2)} ${unit} (limit ${t.limit} ${unit}): ${t.met ? 'MET' : 'MISSED'}`);
  }
  if (errors.length) console.log(`console errors: ${errors.join('; ')}`);
  const out = path.join(artifacts, 'bench.json');
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(`results in ${path.relative(root, out)}`);
  // A missed target fails the bench (never the test suite: these machines are noisy).
  const missed = Object.entries(results.targets).filter(([, t]) => t && !t.met).map(([name]) => name);
  if (missed.length) console.log(`targets missed: ${missed.join(', ')}`);
  process.exit(errors.length || missed.length ? 1 : 0);

  // A trace and a CPU profile of 10 steps, a jump and an edit (the last view run).
  async function profile(page, tree) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    // Self time per function from a CPU profile (JS and wasm; not style, layout or paint).
    const cpuProfile = async (name, fn) => {
      await cdp.send('Profiler.start');
      await fn();
      const { profile: p } = await cdp.send('Profiler.stop');
      fs.writeFileSync(path.join(artifacts, `profile-${name}.cpuprofile`), JSON.stringify(p));
      const dt = new Map();
      const byId = new Map(p.nodes.map((n) => [n.id, n]));
      for (let i = 0; i < p.samples.length; i++) {
        const n = byId.get(p.samples[i]);
        const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url ? path.basename(n.callFrame.url) : ''}`;
        dt.set(key, (dt.get(key) || 0) + (p.timeDeltas[i] || 0));
      }
      const busy = [...dt.entries()].filter(([k]) => !k.startsWith('(idle)')).reduce((a, [, v]) => a + v, 0);
      const top = [...dt.entries()].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 25);
      console.log(`\nCPU profile ${name} (${tree.name}): ${(busy / 1000).toFixed(1)} ms busy; top self time:`);
      for (const [k, v] of top) console.log(`  ${(v / 1000).toFixed(2).padStart(8)} ms  ${(100 * v / busy).toFixed(1).padStart(5)}%  ${k}`);
    };
    // Time per trace event on the renderer's main thread (inclusive: nested events overlap).
    const timeline = async (name, fn) => {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'v8', 'disabled-by-default-devtools.timeline'] });
      await fn();
      const buf = await browser.stopTracing();
      fs.writeFileSync(path.join(artifacts, `trace-${name}.json`), buf);
      const events = JSON.parse(buf.toString()).traceEvents || [];
      const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`));
      const sum = new Map();
      let restyled = 0;
      for (const e of events) {
        if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`) || !e.dur) continue;
        sum.set(e.name, (sum.get(e.name) || 0) + e.dur);
        // The elements whose style was worked out again: unlike the times, the same from run
        // to run.
        if (e.name === 'UpdateLayoutTree') restyled += (e.args && e.args.elementCount) || 0;
      }
      const wanted = ['EventDispatch', 'FunctionCall', 'RunMicrotasks', 'v8.callFunction', 'FireAnimationFrame', 'TimerFire',
        'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'HitTest',
        'MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'ProxyMain::BeginMainFrame', 'ThreadProxy::BeginMainFrame',
        'LocalFrameView::RunPostLifecycleSteps', 'PaintArtifactCompositor::Update', 'LayoutView::Paint'];
      console.log(`\ntimeline ${name} (${tree.name}), renderer main thread, inclusive ms (elements restyled: ${restyled}):`);
      const rows = [...sum.entries()].filter(([k]) => wanted.includes(k) || /Style|Layout|Paint|GC|Raster|Composit/i.test(k))
        .sort((a, b) => b[1] - a[1]).slice(0, 25);
      for (const [k, v] of rows) console.log(`  ${(v / 1000).toFixed(2).padStart(9)} ms  ${k}`);
    };
    // `before` runs outside the trace and the profile (the jump's way back to the first step).
    const both = async (name, fn, before = async () => {}) => {
      await before();
      await timeline(name, fn);
      await before();
      await cpuProfile(name, fn);
    };
    const now = (await steps(page)).of;
    await goTo(page, 'first');
    await both('step', async () => {
      for (let i = 0; i < 10; i++) {
        const before = await page.evaluate(() => window.__bench.counter());
        await timeKey(page, 'body', 'ArrowRight', 'counterChanged', before);
      }
    });
    const jumpThere = () => timeKey(page, 'body', 'End', 'counterIs', `${now} / ${now}`);
    await both('jump', jumpThere, () => goTo(page, 'first'));
    // Edits at the last step (the page is there after the jump).

    let v = 700;
    if (!(await page.$('[data-leaf-index="0"]'))) return;
    await both('edit', async () => {
      v++;
      await page.click('[data-leaf-index="0"]');
      await page.fill('#leaf-editor', String(v));
      await timeKey(page, '#leaf-editor', 'Enter', 'leafTextIs', [0, String(v)]);
    });
  }

}

// Run: the benchmark. Required (tests/e2e/ab.cjs): its trees and its in-page timing.
if (require.main === module) {
  main().catch((e) => { console.error(String(e && e.stack || e).slice(0, 2000)); process.exit(1); });
}
module.exports = { completeTree, instrument, TREES };
