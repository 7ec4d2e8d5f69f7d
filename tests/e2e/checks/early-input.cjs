// Input before the app has started (issue 42): what a person presses on the prerendered first
// view is kept (static/early-input.js) and applied once, in order, when the app runs
// (src/app/first_view.rs); controls it cannot keep are inert and shown as not ready.
'use strict';
const { eq, that } = require('../adapter.cjs');

// The app's wasm, held back by the server.
const WASM = /\.wasm$/;

module.exports = async ({ browser, server, base, check, assert, assertEq, errors }) => {
  const VIEWPORT = { width: 1280, height: 800 };
  // How long the app may take to apply what was kept, once it is let in.
  const APPLIED_WITHIN_MS = 15000;

  // A page whose wasm is held until `release()`, opened at `query`; `asked` resolves once the
  // loader has asked for the wasm (the app is then only waiting for the network).
  async function held(query) {
    const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
    // Held by the server (the run lets it go after the check).
    server.unroute(WASM);
    const { release, asked } = server.hold(WASM);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`early input: ${e.message}`));
    await page.goto(base + query, { waitUntil: 'domcontentloaded' });
    await asked;
    return { context, page, release };
  }
  // A click in the middle of the button shown (the first view's, or the app's once it is
  // shown: the same place), as a person's mouse does it, whatever the page's state.
  async function clickShown(page, id) {
    const button = page.locator(`:is(.first-view, #app:not([data-drawing])) #${id}`).first();
    // Found on the first view just as the app takes its place: again, on the app's page.
    const box = await button.boundingBox().catch(() => null) || await button.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  // Waits until the app has shown its page at `step`; the step shown if it does not.
  async function shownAt(page, step) {
    const at = (want) => {
      const counter = document.querySelector('#app:not([data-drawing]) #step-counter');
      const shown = counter && !document.querySelector('.first-view') ? counter.textContent.trim() : null;
      return want === undefined ? shown : !!shown && shown.startsWith(`${want} /`);
    };
    await page.waitForFunction(at, step, { timeout: APPLIED_WITHIN_MS }).catch((e) => {
      if (!/time(out|d out)/i.test(e.message)) throw e;
    });
    return page.evaluate(at);
  }
  const playing = (page) => page.evaluate(() => document.querySelector('#app #btn-play').textContent.includes('Pause'));

  await check('early input: with the wasm late, three Rights and a click on ▶ before the start are applied, once', async () => {
    const { context, page, release } = await held('');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await clickShown(page, 'btn-forward');
    const kept = await page.locator('.first-view [data-kept]').evaluateAll((els) => els.map((e) => e.id));
    await eq(async () => await page.locator('#app').count(), 0, 'the app had not started');
    release();
    const step = await shownAt(page, 4);
    assert(step && step.startsWith('4 /'), `the page shows step 4, not ${step}`);
    assertEq(kept, ['btn-forward'], 'before the start, the first view showed the inputs kept, on ▶');
    await eq(async () => await playing(page), false, 'not playing');
    // The app's own keys from here: nothing kept is applied again.
    await page.keyboard.press('ArrowLeft');
    await that(async () => (await shownAt(page, 3)).startsWith('3 /'), 'Left in the app: step 3');
    await context.close();
  });

  await check('early input: with no delay, three Rights and a click on ▶ at load all count', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`early input: ${e.message}`));
    await page.goto(base, { waitUntil: 'domcontentloaded' });
    // WebDriver's navigation may return once the document is parsed, before its deferred
    // scripts run: the recorder marks the first view once it listens (`data-early`), and no
    // person presses a key in the moment before it does.
    await page.waitForFunction(() => document.querySelector('.first-view[data-early]') || !document.querySelector('.first-view'));
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await clickShown(page, 'btn-forward');
    const step = await shownAt(page, 4);
    assert(step && step.startsWith('4 /'), `the page shows step 4, not ${step}`);
    await context.close();
  });

  await check('early input: a link\'s step goes on from there; a toolbar click is kept; fields not ready; Space plays', async () => {
    const { context, page, release } = await held('?step=5');
    // A link shows the placeholder (the replay's controls hidden, the toolbar shown): the keys
    // still count, from the link's step.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await clickShown(page, 'btn-text');
    await eq(async () => await page.evaluate(() => ['#preset', '#scrubber', '#speed', '.node'].filter((s) =>
      !document.querySelector(`.first-view ${s}`).closest('[inert]'))), [], 'fields, menus and nodes are inert');
    // Typing on the page, where no field can take it, steps nothing.
    await page.keyboard.type('12');
    release();
    const step = await shownAt(page, 7);
    assert(step && step.startsWith('7 /'), `the link's step 5 and two Rights: step 7, not ${step}`);
    await page.waitForSelector('#app #text-panel', { timeout: APPLIED_WITHIN_MS });
    await context.close();

    // Space, before the start, plays once the app runs.
    const again = await held('');
    await again.page.keyboard.press(' ');
    again.release();
    await again.page.waitForFunction(() => {
      const play = document.querySelector('#app:not([data-drawing]) #btn-play');
      return play && play.textContent.includes('Pause');
    }, null, { timeout: APPLIED_WITHIN_MS });
    await again.context.close();
  });
};
