// The run of the end-to-end checks, the same in every engine: each module in checks/ exports
// `async (t) => {...}` and calls `t.check(name, fn, options)`, where `skip: { engine: 'why' }`
// says why a check cannot run in an engine, and `known: { engine: 'why' }` names a fault of the
// page in that engine the check finds, not yet mended (it runs, and its failure is listed as
// known instead of failing the run; once it passes, the run says to drop it). Its pages
// are Playwright's (Chromium, e2e.cjs) or the adapter's over WebDriver (Firefox and WebKit,
// engines.cjs), with one API (adapter.cjs). A check skipped in an engine says why in its code.
'use strict';
const fs = require('fs');
const path = require('path');
const { Unsupported, canon } = require('./adapter.cjs');

// The app's page drawn and shown: the app draws behind the first view (`#app[data-drawing]`)
// and shows its page in one task, the drawing (`[data-node]`: the trees' or the practice's)
// last (docs/hooks.md).
const DRAWN = () => !document.querySelector('#app[data-drawing]') && !!document.querySelector('[data-node]');

function assertEq(actual, expected, what) {
  const a = canon(actual), b = canon(expected);
  if (a !== b) throw new Error(`${what}: expected ${b}, got ${a}`);
}
function assert(cond, what) { if (!cond) throw new Error(what); }

/// Runs every check of checks/ (E2E_ONLY=a,b: those whose names begin so) in `engine`, with
/// `browser` (Playwright's, or the adapter's WdBrowser) and the build served at `base`.
/// Returns the counts and the checks skipped, with why.
async function runChecks({ engine, browser, server, base, artifacts, onFail = async () => {} }) {
  const only = (process.env.E2E_ONLY || '').split(',').map((s) => s.trim()).filter(Boolean);
  const counts = { passed: 0, failed: 0, skipped: [], known: [] };
  const errors = [];
  async function check(name, fn, { skip = {}, known = {} } = {}) {
    if (only.length && !only.some((o) => name.startsWith(o))) return;
    if (skip[engine]) {
      counts.skipped.push(`${name}: ${skip[engine]}`);
      console.log(`skip - ${name} (${engine}: ${skip[engine]})`);
      return;
    }
    const t0 = Date.now();
    try {
      await fn();
      counts.passed++;
      console.log(`ok - ${name} (${Date.now() - t0} ms)`);
      if (known[engine]) console.log(`  it passes in ${engine}: drop its known fault (${known[engine]})`);
    } catch (e) {
      if (known[engine] && !(e instanceof Unsupported)) {
        counts.known.push(`${name}: ${known[engine]}`);
        console.log(`known - ${name} (${engine}: ${known[engine]})\n  ${String(e && e.message).split('\n')[0]}`);
        return;
      }
      counts.failed++;
      const why = e instanceof Unsupported ? `${e.message}: give the check a skip for ${engine}, saying why` : (e && e.stack) || e;
      console.log(`FAILED - ${name}\n  ${String(why).split('\n').join('\n  ')}`);
      await onFail(counts.failed).catch(() => {});
    } finally {
      server.unroute();
    }
  }
  // A page at `query` as a first visit, its errors kept for the last check.
  async function open(query, viewport = { width: 1280, height: 720 }) {
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${query}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${query}: ${e.message}`));
    await page.goto(base + query);
    await page.waitForFunction(DRAWN);
    return page;
  }
  // Whether this engine's window can be `viewport`'s size (Firefox's cannot be a phone's).
  const canShow = (viewport) => viewport.width >= (browser.narrowest || 0);
  // Those of `viewports` this engine can show, saying which it leaves out.
  const viewportsShown = (viewports) => viewports.filter((v) => canShow(v)
    || console.log(`  ${engine}: ${v.width}x${v.height} left out: its windows are at least ${browser.narrowest} px wide`));
  const prunedLeaves = (page) => page.$$eval('[data-leaf-index][data-state="pruned"]',
    (els) => els.map((e) => Number(e.getAttribute('data-leaf-index'))).sort((a, b) => a - b));

  const checksDir = path.join(__dirname, 'checks');
  for (const file of fs.readdirSync(checksDir).filter((f) => f.endsWith('.cjs')).sort()) {
    await require(path.join(checksDir, file))({
      engine, browser, server, base, open, check, assert, assertEq, artifacts, errors, prunedLeaves, path, fs, canShow, viewportsShown,
    });
  }
  return { counts, errors, check, open, assertEq };
}

module.exports = { runChecks, assert, assertEq, DRAWN };
