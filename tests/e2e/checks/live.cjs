// The live lecture (issue 44), against the real server: each check starts `ablab serve` (the
// binary `cargo test` or `cargo build` made, or $ABLAB) on a free port with a data folder of its
// own, serving the build under test. A lecturer's page and students' pages (two on phones,
// touch) join, follow, answer, see the votes, vote again and see the answer; the lecturer
// downloads the results; the server is killed and started again in the middle, and nothing is
// lost. The follow check runs in every engine; axe looks at both views.
'use strict';
const { spawn } = require('child_process');
const net = require('net');
const os = require('os');
const { eq, that, notOverWebDriver } = require('../adapter.cjs');
const { ablab } = require('../ablab.cjs');

const root = require('path').resolve(__dirname, '..', '..', '..');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
// How long a page may take to reconnect after the server is back.
const RECONNECTED_WITHIN_MS = 30000;

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

/// `ablab serve` on a free port, serving `dist` with a fresh data folder; `restart()` kills it
/// outright and starts it again on the same port and data.
async function liveServer(fs, path) {
  const dist = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(root, 'dist');
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'ablab-live-e2e-'));
  const port = await freePort();
  const bin = ablab();
  let child;
  const up = async () => {
    child = spawn(bin, ['serve', '--port', String(port), '--data', data, '--dist', dist], { stdio: ['ignore', 'ignore', 'inherit'] });
    await that(async () => (await fetch(`http://127.0.0.1:${port}/live/health`)).ok, 'ablab serve answers');
  };
  const down = async () => {
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  };
  await up();
  return {
    base: `http://127.0.0.1:${port}/`,
    restart: async () => { await down(); await up(); },
    stop: async () => { await down(); fs.rmSync(data, { recursive: true, force: true }); },
  };
}

module.exports = async ({ browser, check, assert, assertEq, artifacts, path, fs, errors, canShow }) => {
  const attr = (page, css, name) => page.getAttribute(css, name).catch(() => null);
  const present = async (page, css) => !!(await page.$(css));

  /// The lecturer's page with a session started; its join code.
  async function lecture(page, base) {
    await page.goto(base);
    await page.click('#btn-live-start');
    return that(async () => attr(page, '[data-live-code]', 'data-live-code'), 'the join code shown');
  }
  /// A student's page joined to `code` as `name`.
  async function join(page, base, code, name) {
    await page.goto(`${base}?live=${code}`);
    await page.waitForSelector('#btn-live-join');
    if (name) await page.fill('#live-join-name', name);
    await page.click('#btn-live-join');
    await page.waitForSelector('#btn-live-follow');
  }
  /// Steps the lecturer forward to the next step where a question can be put.
  async function toAQuestion(lecturer) {
    for (let i = 0; i < 60 && await lecturer.isDisabled('#btn-live-ask'); i++) await lecturer.click('#btn-forward');
    assert(!(await lecturer.isDisabled('#btn-live-ask')), 'a step where Predict asks');
  }
  const stepShown = (page) => page.textContent('#step-counter');
  /// Answers the question the round asks, once it takes an answer: `cut` true/false for a cut
  /// question, else `value`; then waits until the answer is received.
  const answerable = async (page) => (await present(page, '#predict-cut')) || present(page, '#predict-value');
  async function answer(page, cut, value) {
    await that(async () => answerable(page), 'the question takes an answer');
    if (await present(page, '#predict-cut')) await page.click(cut ? '#predict-cut' : '#predict-no-cut');
    else {
      await page.fill('#predict-value', String(value));
      await page.click('#live-answer-send');
    }
    await that(async () => !(await answerable(page)) && present(page, '#live-received'), 'the answer received');
  }
  /// The histogram of `round`: each bar's choice and count.
  const bars = (page, round) => page.$$eval(`#live-histogram [data-round="${round}"] [data-choice][data-count]`,
    (els) => els.map((e) => [e.getAttribute('data-choice'), Number(e.getAttribute('data-count'))]));
  const total = (counts) => counts.reduce((n, [, c]) => n + c, 0);

  await check('live: a class of three (two on phones) answers, sees the votes, votes again and the answer; a server killed mid-session loses nothing', async () => {
    const server = await liveServer(fs, path);
    const contexts = [];
    try {
      const context = async (viewport, phone) => {
        const c = await browser.newContext({ viewport, acceptDownloads: true, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
        contexts.push(c);
        const page = await c.newPage();
        page.on('pageerror', (e) => errors.push(`live: ${e.message}`));
        return page;
      };
      const lecturer = await context(LAPTOP, false);
      const code = await lecture(lecturer, server.base);
      await lecturer.waitForSelector('#live-qr');
      const students = [await context(PHONE, true), await context(PHONE, true), await context(LAPTOP, false)];
      const names = ['Ana', '', 'Bo'];
      for (const [i, s] of students.entries()) {
        await join(s, server.base, code, names[i]);
        await eq(async () => attr(lecturer, '[data-live-students]', 'data-live-students'), String(i + 1), 'students joined');
      }
      await toAQuestion(lecturer);
      const at = await stepShown(lecturer);
      for (const s of students) await eq(async () => stepShown(s), at, "a student's page at the lecturer's step");
      const beside = await lecturer.textContent('#live-panel .live-row .tool-note');
      await lecturer.click('#btn-live-ask');
      // Asked, the question is said once: with its votes, no longer beside Ask.
      await eq(async () => (await lecturer.textContent('#live-panel .live-question')).trim(), beside.trim(), 'the question asked');
      await eq(async () => lecturer.locator('#live-panel .live-row .tool-note').count(), 0, 'the question said once');
      for (const [i, s] of students.entries()) {
        await answer(s, i !== 1, i === 1 ? 1 : 2);
        await eq(async () => attr(lecturer, '[data-live-answered]', 'data-live-answered'), String(i + 1), 'answers counted as they come');
      }
      await lecturer.screenshot({ path: path.join(artifacts, 'live-lecturer-asked.png') });
      await students[0].screenshot({ path: path.join(artifacts, 'live-phone-received.png') });
      await lecturer.click('#btn-live-votes');
      const first = await that(async () => { const b = await bars(lecturer, 1); return total(b) === 3 && b; }, 'round 1: three votes');
      assert(!(await present(lecturer, '#live-histogram [data-look~="right"]')), 'the votes are shown without the right answer');

      // The server dies mid-session and comes back: every page reconnects by itself.
      await server.restart();
      for (const page of [lecturer, ...students]) {
        await that(async () => !(await present(page, '#live-conn')), 'the page reconnected', RECONNECTED_WITHIN_MS);
      }
      await eq(async () => bars(lecturer, 1), first, "round 1's votes, after the restart");
      await eq(async () => attr(lecturer, '[data-live-students]', 'data-live-students'), '3', 'the same three students');

      await lecturer.click('#btn-live-revote');
      for (const s of students) await answer(s, true, 2);
      await eq(async () => attr(lecturer, '[data-live-answered]', 'data-live-answered'), '3', 'round 2: each student once');
      await lecturer.click('#btn-live-reveal');
      for (const s of students) await s.waitForSelector('#live-verdict');
      await eq(async () => total(await bars(lecturer, 2)), 3, 'round 2 beside round 1');
      assert(await present(lecturer, '#live-histogram [data-look~="right"]'), 'the right answer marked');
      await lecturer.screenshot({ path: path.join(artifacts, 'live-lecturer-revealed.png') });
      await students[1].screenshot({ path: path.join(artifacts, 'live-phone-verdict.png') });

      const [download] = await Promise.all([lecturer.waitForEvent('download'), lecturer.click('#btn-live-results')]);
      const csv = fs.readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
      assertEq(csv.length, 4, 'the CSV: a header and one row per student');
      assertEq(csv.slice(1).map((row) => row.split(',')[0]), ['Ana', '#2', 'Bo'], 'the rows, by name or number');
      for (const row of csv.slice(1)) assertEq(row.split(',').length, 5, `two rounds' answers and verdicts in ${row}`);
      // The same table in the page, in the class table's form: each student's score on the
      // question is their last round's verdict.
      const shown = await lecturer.$$eval('#live-results tbody tr', (els) => els.map((e) =>
        [e.getAttribute('data-student'), e.getAttribute('data-exercise'), e.getAttribute('data-score')]));
      assertEq(shown, csv.slice(1).map((row) => { const f = row.split(','); return [f[0], '1', f[4]]; }), 'the results table in the page');
      await lecturer.screenshot({ path: path.join(artifacts, 'live-lecturer-results.png') });
    } finally {
      for (const c of contexts) await c.close();
      await server.stop();
    }
  }, notOverWebDriver('one page per context, phones and downloads: the follow check runs in every engine'));

  await check('live: a student follows the lecturer, looks back on their own, and Follow brings them back', async () => {
    const server = await liveServer(fs, path);
    const pages = [];
    try {
      const lecturer = await browser.newPage({ viewport: LAPTOP });
      pages.push(lecturer);
      const code = await lecture(lecturer, server.base);
      const student = await browser.newPage({ viewport: LAPTOP });
      pages.push(student);
      await join(student, server.base, code, 'Ana');
      for (let i = 0; i < 5; i++) await lecturer.click('#btn-forward');
      const at = await stepShown(lecturer);
      await eq(async () => stepShown(student), at, 'the student at the lecturer\'s step');
      await student.click('#btn-back');
      await eq(async () => attr(student, '#btn-live-follow', 'aria-pressed'), 'false', 'looking back: not following');
      await lecturer.click('#btn-forward');
      const next = await stepShown(lecturer);
      assert(next !== at, 'the lecturer moved on');
      await student.click('#btn-live-follow');
      await eq(async () => stepShown(student), next, 'Follow: the lecturer\'s step');
      await eq(async () => attr(student, '#btn-live-follow', 'aria-pressed'), 'true', 'following again');
    } finally {
      for (const p of pages) await p.close();
      await server.stop();
    }
  });

  await check('live: axe finds no violation in the lecturer\'s panel or the student\'s view', async () => {
    const server = await liveServer(fs, path);
    const source = fs.readFileSync(path.join(root, 'tools', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
    const audit = async (page) => {
      if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(source);
      const r = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }));
      return r.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join('; ')}`);
    };
    const pages = [];
    try {
      const lecturer = await browser.newPage({ viewport: LAPTOP });
      pages.push(lecturer);
      const code = await lecture(lecturer, server.base);
      // A phone's width where the engine's windows can have it.
      const student = await browser.newPage({ viewport: canShow(PHONE) ? PHONE : LAPTOP });
      pages.push(student);
      await student.goto(`${server.base}?live=${code}`);
      await student.waitForSelector('#btn-live-join');
      await eq(async () => audit(student), [], 'axe violations in the join form');
      await join(student, server.base, code, 'Ana');
      await toAQuestion(lecturer);
      await lecturer.click('#btn-live-ask');
      await student.waitForSelector('#predict-question');
      await eq(async () => audit(lecturer), [], 'axe violations in the lecturer\'s panel');
      await eq(async () => audit(student), [], 'axe violations in the student\'s question');
    } finally {
      for (const p of pages) await p.close();
      await server.stop();
    }
  });
};
