// Offline and installable. After one visit the app opens and works with no network at all: the
// service worker (static/sw.js, written into dist/sw.js by scripts/offline.py) has cached every
// file of the build, the extras module included, under a version made of their hashes. A new
// build's worker makes the page say a new version is ready, and its Reload brings it in. The
// manifest and its icons make the app installable. Each check serves the build on a server of
// its own, to stop it (no network) or to change the build.
'use strict';
const { eq, that, notOverWebDriver } = require('../adapter.cjs');
const crypto = require('crypto');
const os = require('os');
const { execFileSync } = require('child_process');
const { serve, launchPersistent } = require('../serve.cjs');

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const VIEWPORT = { width: 1280, height: 720 };

module.exports = async (t) => {
  const { browser, check, assert, assertEq, artifacts, errors, path, fs } = t;
  const root = path.resolve(__dirname, '..', '..', '..');
  const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(root, 'dist');

  // Every file under `dir` but the worker, by its path there ("/"-separated), with its SHA-256.
  function listing(dir, under = '') {
    const out = {};
    for (const entry of fs.readdirSync(path.join(dir, under), { withFileTypes: true })) {
      const name = under ? `${under}/${entry.name}` : entry.name;
      if (entry.isDirectory()) Object.assign(out, listing(dir, name));
      else if (name !== 'sw.js') out[name] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex');
    }
    return out;
  }
  // The cache a build's worker fills, named by the version that its files' hashes and the
  // worker's own code (static/sw.js) make, computed here on its own as scripts/offline.py
  // describes it.
  const ownCode = crypto.createHash('sha256').update(fs.readFileSync(path.join(root, 'static', 'sw.js'))).digest('hex');
  const cacheOf = (build) => {
    const files = { ...build, 'sw.js': ownCode };
    return 'alphabeta-lab-' + crypto.createHash('sha256')
      .update(Object.keys(files).sort().map((name) => `${name}\0${files[name]}\n`).join(''))
      .digest('hex').slice(0, 16);
  };
  // The URL paths a build's worker must cache: every file, the page as "/".
  const urlsOf = (files) => Object.keys(files).map((n) => (n === 'index.html' ? '/' : `/${n}`)).sort();

  // A server of its own; stop() closes it and every connection it holds.
  async function site(dir) {
    const server = await serve(dir);
    return {
      base: `http://127.0.0.1:${server.address().port}/`,
      stop: () => new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); }),
    };
  }
  function watch(page, name, seen = errors) {
    page.on('console', (m) => { if (m.type() === 'error') seen.push(`${name}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  }
  // Once the worker is active: each cache of this site, with the URL paths it holds.
  const cachesOf = (page) => page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const out = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname).sort();
    }
    return out;
  });
  const counter = (page) => page.textContent('#step-counter').then((s) => s.trim());

  await check('offline: after one visit the page, a step, a ?tree= link, PVS, the games, practice and a sheet work with no network', async () => {
    const files = listing(dist);
    const server = await site(dist);
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const seen = [];
    watch(page, 'offline', seen);
    await page.goto(server.base);
    await page.waitForSelector('[data-node]');
    const cached = await cachesOf(page);
    assertEq(Object.keys(cached), [cacheOf(files)], "one cache, named by the build's hashes");
    assertEq(cached[cacheOf(files)], urlsOf(files), 'every file of the build cached');
    for (const part of ['/extras.js', '/extras_bg.wasm', '/extras.css']) {
      assert(cached[cacheOf(files)].includes(part), `${part} cached before it was ever opened`);
    }
    await eq(async () => await page.$$eval('#update-ready', (e) => e.length), 0, 'a first visit says nothing of versions');

    // No network at all: the browser offline, and the server gone.
    await context.setOffline(true);
    await server.stop();
    await page.reload();
    await page.waitForSelector('[data-node]');
    await that(async () => await page.evaluate(() => !!navigator.serviceWorker.controller), 'the page comes from the worker');
    await eq(async () => await counter(page), '0 / 40', 'the seeds tree, offline');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await that(async () => (await page.textContent('#narration')).startsWith('Beta-cut at E: leaf 9 is never looked at.'), 'step 20, offline');
    await page.screenshot({ path: path.join(artifacts, 'offline-step20-1280x720.png') });

    // A link with a query opens the cached page, which reads it.
    await page.goto(server.base + '?tree=' + encodeURIComponent(AIMA) + '&rule=gt');
    await page.waitForSelector('[data-node]');
    await eq(async () => await page.$$eval('[data-node]', (e) => e.length), 13, "the link's tree, offline");
    await page.keyboard.press('End');
    await eq(async () => await t.prunedLeaves(page), [4, 5], 'pruned leaves, offline');
    await eq(async () => (await page.textContent('#root-value')).trim(), '3', 'root value, offline');

    // A link naming PVS, never opened while online.
    await page.goto(server.base + '?tree=' + encodeURIComponent(AIMA) + '&algorithm=pvs');
    await page.waitForSelector('#set-algorithm-pvs[aria-pressed=true]');
    await eq(async () => await page.textContent('#this-probes'), '2', "PVS's probes, offline");

    // The extras module, never opened while online: a game, practice, a sheet.
    await page.click('#mode-tictactoe');
    await page.waitForSelector('#tictactoe');
    await page.click('[data-cell="4"]');
    await eq(async () => await page.$$eval('[data-cell="4"] .mark-x', (e) => e.length), 1, 'a move in tic-tac-toe, offline');
    await page.click('#mode-practice');
    await page.waitForSelector('#practice .practice-node');
    await page.click('#mode-trees');
    await page.click('#btn-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-svg-worksheet')]);
    assertEq(download.suggestedFilename(), 'alphabeta-worksheet.svg', 'a worksheet, offline');
    assertEq(seen, [], 'console errors offline');
    // And the network is really gone: what the worker has not cached cannot be had.
    const probe = await page.evaluate(() => fetch('/not-in-the-build').then((r) => `HTTP ${r.status}`, () => 'failed'));
    assertEq(probe, 'failed', 'a fetch of a file the worker never cached');
    await context.close();
  }, notOverWebDriver('WebDriver cannot take the network away (engines.cjs stops the server instead)'));

  await check('a new build: the page says a new version is ready; Reload brings it in and the old cache goes', async () => {
    // A copy of the build, to build anew: one file changed and the worker written again by the
    // post-build hook's own code, as `trunk build --release` would.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'ablab-build-'));
    fs.cpSync(dist, copy, { recursive: true });
    const server = await site(copy);
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      watch(page, 'update');
      await page.goto(server.base);
      await page.waitForSelector('[data-node]');
      const old = cacheOf(listing(copy));
      await eq(async () => Object.keys(await cachesOf(page)), [old], 'the first version cached');
      await page.reload();
      await page.waitForSelector('[data-node]');
      await that(async () => await page.evaluate(() => !!navigator.serviceWorker.controller), 'the page comes from the worker');
      // Another tab of the same browser, open on the old version.
      const other = await context.newPage();
      watch(other, 'update, other tab');
      await other.goto(server.base);
      await other.waitForSelector('[data-node]');

      fs.appendFileSync(path.join(copy, 'extras.css'), '\n/* the next build */\n');
      execFileSync('python3', [path.join(root, 'scripts', 'offline.py'), copy]);
      const next = cacheOf(listing(copy));
      assert(next !== old, 'a changed file is a new version');
      // The next visit finds the new worker; it installs beside the old one, which stays in
      // charge until the page lets the new one in.
      await page.reload();
      await page.waitForSelector('[data-node]');
      await page.waitForSelector('#update-ready');
      await eq(async () => await page.$eval('#update-ready', (e) => [e.firstChild.textContent, e.getAttribute('role'),
        ...[...e.querySelectorAll('button')].map((b) => b.id + ':' + (b.getAttribute('aria-label') || b.textContent))]),
      ['A new version is ready.', 'status', 'btn-update-reload:Reload', 'btn-update-later:Not now'], 'the notice');
      // The other tab says so too; there, not now.
      await other.waitForSelector('#update-ready');
      await other.click('#btn-update-later');
      await eq(async () => await other.$$eval('#update-ready', (e) => e.length), 0, 'the notice taken away');
      await eq(async () => Object.keys(await cachesOf(page)).sort(), [old, next].sort(), 'both versions cached while the old runs');
      await page.keyboard.press('ArrowRight');
      await eq(async () => await counter(page), '1 / 40', 'the old version still works under the notice');
      await page.screenshot({ path: path.join(artifacts, 'update-ready-1280x720.png') });
      // Every reader: axe-core finds nothing in the page with the notice (as a11y.cjs runs it).
      await page.evaluate(fs.readFileSync(path.join(root, 'tools', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
      const found = await page.evaluate(() => window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      }).then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)));
      assertEq(found, [], 'axe violations with the notice');

      await Promise.all([page.waitForEvent('load'), page.click('#btn-update-reload')]);
      await page.waitForSelector('[data-node]');
      await page.waitForFunction((name) => caches.keys().then((k) => k.length === 1 && k[0] === name), next);
      await eq(async () => await page.$$eval('#update-ready', (e) => e.length), 0, 'no notice after the reload');
      const css = await page.evaluate(() => fetch('/extras.css').then((r) => r.text()));
      assert(css.includes('/* the next build */'), "the new version's files are served");
      // The other tab, still running the old version, now under the new worker, says so again;
      // its Reload brings it to the version in charge.
      await other.waitForSelector('#update-ready');
      await Promise.all([other.waitForEvent('load'), other.click('#btn-update-reload')]);
      await other.waitForSelector('[data-node]');
      await eq(async () => await other.$$eval('#update-ready', (e) => e.length), 0, 'no notice in the other tab after its reload');
    } finally {
      await context.close();
      await server.stop();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  await check('installable: a manifest, its icons at their sizes, under the policy', async () => {
    const server = await site(dist);
    // A profile of its own, as a person's browser (Chromium offers no install in an incognito
    // window, which every newContext is).
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ablab-profile-'));
    const context = await launchPersistent(profile, { viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      watch(page, 'install');
      await page.goto(server.base);
      await page.waitForSelector('[data-node]');
      await cachesOf(page);
      const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      for (const directive of ["worker-src 'self'", "manifest-src 'self'"]) {
        assert(policy.includes(directive), `the policy has ${directive}: ${policy}`);
      }
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      assertEq(manifest.errors, [], 'manifest errors');
      assertEq(new URL(manifest.url).pathname, '/manifest.webmanifest', 'the manifest');
      await eq(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, [], 'why it could not be installed');
      const icons = await page.evaluate(async () => {
        const { icons } = await (await fetch('manifest.webmanifest')).json();
        return Promise.all(icons.map((icon) => new Promise((resolve) => {
          const image = new Image();
          image.onload = () => resolve([icon.src, icon.sizes, `${image.naturalWidth}x${image.naturalHeight}`]);
          image.onerror = () => resolve([icon.src, icon.sizes, 'not loaded']);
          image.src = icon.src;
        })));
      });
      assert(icons.some(([, sizes]) => sizes === '512x512') && icons.some(([, sizes]) => sizes === '192x192'), `icons: ${icons}`);
      for (const [src, sizes, drawn] of icons) {
        assert(sizes === 'any' ? drawn !== 'not loaded' : drawn === sizes, `${src}: ${sizes}, drawn ${drawn}`);
      }
    } finally {
      await context.close();
      await server.stop();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }, notOverWebDriver('installability is Chromium\'s, read over the DevTools protocol'));
};
