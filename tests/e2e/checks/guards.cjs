// The page guarded: a strict Content-Security-Policy, and the plain message shown when the app
// stops (a trap, a real panic).
'use strict';
const { eq, that } = require('../adapter.cjs');

module.exports = async (t) => {
  const { check, assert, assertEq, artifacts, errors, browser, base, path } = t;

  await check('a strict Content-Security-Policy is in force and the app works under it', async () => {
    // Its own page: the violation it provokes on purpose is not an app error.
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on('pageerror', (e) => errors.push(`csp: ${e.message}`));
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    assert(csp.includes("script-src 'self' 'wasm-unsafe-eval' 'sha256-"), `script-src: ${csp}`);
    assert(!csp.includes("'unsafe-eval'") && !/script-src[^;]*'unsafe-inline'/.test(csp), `no eval or inline scripts: ${csp}`);
    const blocked = await page.evaluate(() => new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
      const s = document.createElement('script');
      s.textContent = 'window.__injected = 1';
      // An inline script runs as it is added, if it may: whether it ran is known now.
      document.body.appendChild(s);
      resolve(window.__injected !== 1);
    }));
    assert(blocked, 'an injected inline script is blocked');
    await page.close();
  });

  await check('if the app stops (a WebAssembly trap), a plain message replaces the dead page', async () => {
    // Its own page: the errors thrown here on purpose are not app errors.
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    // Runs `make`, which throws (now or in a promise), and says whether the crash message is
    // shown once the page has handled the error: a listener added here runs after crash.js's.
    const crashAfter = async (make) => {
      await page.evaluate(() => {
        window.__handled = false;
        const seen = () => { window.__handled = true; };
        addEventListener('error', seen, { once: true });
        addEventListener('unhandledrejection', seen, { once: true });
      });
      await page.evaluate(make);
      await page.waitForFunction(() => window.__handled);
      return page.$('#crash');
    };
    // An error that is not a trap leaves the page alone.
    assert(!(await crashAfter(() => setTimeout(() => { throw new TypeError('not the app'); }, 0))),
      'no crash message for a plain script error');
    // A panic in the release build ends in a trap: uncaught, or in a promise.
    assert(await crashAfter(() => setTimeout(() => { throw new WebAssembly.RuntimeError('unreachable'); }, 0)),
      'crash message after a trap');
    const text = await page.textContent('#crash');
    assert(text.includes('Your tree and settings are saved in this browser'), `message: ${text}`);
    await eq(async () => await page.getAttribute('#crash', 'role'), 'alert', 'role');
    await crashAfter(() => { setTimeout(() => { throw new WebAssembly.RuntimeError('unreachable'); }, 0); });
    await eq(async () => await page.$$eval('#crash', (els) => els.length), 1, 'shown once');
    // A trap in a promise (an async handler) shows it too: taken away first, so that it must
    // come back.
    await page.evaluate(() => document.getElementById('crash').remove());
    assert(await crashAfter(() => { Promise.reject(new WebAssembly.RuntimeError('unreachable')); }),
      'crash message after a trap in a promise');
    await page.screenshot({ path: path.join(artifacts, 'crash-1280x720.png') });
    await page.close();
  }, { skip: { firefox: 'an error thrown by a function of a WebDriver script is not the page\'s own in Firefox (no error event)' } });

  await check('a real panic in the release build logs its message and location and shows them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const logged = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.goto(base);
    await page.waitForSelector('[data-node]');
    await eq(async () => await page.evaluate(() => typeof (window.wasmBindings || {}).crash_self_test), 'function',
      'the self-test is exported');
    // The page's own function as the timer's (an error in a function of a WebDriver script is
    // not the page's in Firefox).
    await page.evaluate(() => { setTimeout(window.wasmBindings.crash_self_test, 0); });
    await page.waitForSelector('#crash', { timeout: 3000 });
    const details = await page.textContent('#crash-details');
    assert(/crash self-test/.test(details) && /src[\\/]app[\\/]mod\.rs:\d+:\d+/.test(details),
      `the crash message gives the panic and where: ${details}`);
    assert(logged.some((t) => t.includes('crash self-test') && /mod\.rs:\d+/.test(t)),
      `the console has it too: ${JSON.stringify(logged)}`);
    await page.screenshot({ path: path.join(artifacts, 'crash-panic-1280x720.png') });
    await page.close();
  });
};
