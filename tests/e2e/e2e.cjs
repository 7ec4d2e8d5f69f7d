// End to end in Chromium: serve the release build (dist/) on 127.0.0.1, drive it in Debian's
// Chromium with playwright-core through the checks of checks/ (runner.cjs), check what a person
// sees, and save screenshots to tests/artifacts/. Firefox and WebKit run the same checks
// (engines.cjs).
// Run after `trunk build --release`: node tests/e2e/e2e.cjs
// (E2E_DIST=DIR serves another build; E2E_ONLY=a,b runs the checks whose names begin so).
'use strict';
const fs = require('fs');
const path = require('path');
const { serve, launch } = require('./serve.cjs');
const { runChecks } = require('./runner.cjs');

const root = path.resolve(__dirname, '..', '..');
const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(root, 'dist');
const artifacts = path.join(root, 'tests', 'artifacts');

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('no dist/index.html: run trunk build --release first');
  fs.mkdirSync(artifacts, { recursive: true });
  const started = Date.now();
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  const { counts, errors, check, assertEq } = await runChecks({ engine: 'chromium', browser, server, base, artifacts });
  await check('no console errors', async () => {
    assertEq(errors, [], 'console errors');
  });
  await browser.close();
  server.close();
  console.log(`screenshots in ${path.relative(root, artifacts)}/`);
  for (const s of counts.skipped) console.log(`skipped: ${s}`);
  for (const s of counts.known) console.log(`known fault: ${s}`);
  console.log(`e2e chromium: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped.length} skipped, ${counts.known.length} known faults`
    + ` (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exit(counts.failed === 0 ? 0 : 1);
}

main().catch((e) => { console.error(e); process.exit(1); });
