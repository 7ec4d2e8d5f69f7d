// A small W3C WebDriver client over HTTP (Node's own fetch), enough for the cross-engine
// end-to-end run (engines.cjs): start a browser's driver, open a session, run scripts, press
// keys, size the window, take screenshots. The page API the checks use over it, with reads
// that wait, is adapter.cjs's. No browser is downloaded: the
// drivers and browsers are Debian's (firefox-esr, webkit2gtk-driver) and geckodriver (cargo).
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

// The W3C key codes of the keys the checks press (WebDriver spec, "Keyboard actions").
const KEYS = {
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Home: '\uE011', End: '\uE010', Enter: '\uE007',
  Escape: '\uE00C', PageUp: '\uE00E', PageDown: '\uE00F', Tab: '\uE004', Backspace: '\uE003', Control: '\uE009', Shift: '\uE008', Space: ' ',
};
// The W3C name of an element reference in a response.
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

// The screen the browsers have (Firefox's headless one, WebKit's virtual X server): the largest
// viewport a check asks for, which presenting's full screen also is.
const SCREEN = { width: 1920, height: 1080 };

// Times the window is sized again until its page's area is as asked (a window's frame may
// change as it is sized, in WebKit's MiniBrowser).
const VIEWPORT_TRIES = 6;

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// How each engine's driver is started and what its session asks for. Firefox runs headless;
// WebKitGTK's MiniBrowser has no headless mode, so its driver runs under a virtual X server.
const ENGINES = {
  firefox: {
    command: (port) => ['geckodriver', ['--port', String(port), '--binary', process.env.FIREFOX || '/usr/bin/firefox-esr']],
    capabilities: (profile) => ({
      browserName: 'firefox',
      'moz:firefoxOptions': {
        args: ['-headless'],
        // No update checks, telemetry or first-run pages: the machine has no network.
        prefs: {
          'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false,
          'datareporting.policy.dataSubmissionEnabled': false, 'toolkit.telemetry.enabled': false,
          'browser.download.folderList': 2, 'browser.download.dir': path.join(profile, 'downloads'),
          'browser.download.useDownloadDir': true, 'browser.download.always_ask_before_handling_new_types': false,
        },
      },
    }),
  },
  webkit: {
    command: (port) => ['xvfb-run', ['-a', '-s', `-screen 0 ${SCREEN.width}x${SCREEN.height}x24`, 'WebKitWebDriver', `--port=${port}`]],
    capabilities: () => ({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: process.env.MINIBROWSER || MINIBROWSER, args: ['--automation'] },
    }),
  },
  // Not run by scripts/test.sh (the Playwright run covers Chromium); kept to try a check here.
  chromium: {
    command: (port) => ['chromedriver', [`--port=${port}`]],
    capabilities: (profile) => ({
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: process.env.CHROMIUM || '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
          '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`],
      },
    }),
  },
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

/// Starts the engine's driver on a free port and waits until it answers.
async function startDriver(engine) {
  const spec = ENGINES[engine];
  if (!spec) throw new Error(`unknown engine ${engine}: one of ${Object.keys(ENGINES).join(', ')}`);
  const port = await freePort();
  const [cmd, args] = spec.command(port);
  // A process group of its own, so that stopping it stops what it started (Xvfb, the browser).
  // Headless Firefox's screen is 1366x768 unless told, and a larger window shrinks to it.
  const env = { ...process.env, MOZ_HEADLESS_WIDTH: String(SCREEN.width), MOZ_HEADLESS_HEIGHT: String(SCREEN.height) };
  const proc = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  const log = [];
  const keep = (d) => { log.push(String(d)); if (log.length > 200) log.shift(); };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  let exited = null;
  proc.on('exit', (code) => { exited = code; });
  proc.on('error', (e) => { exited = e.message; });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (exited !== null) throw new Error(`${cmd} exited (${exited}): ${log.join('')}`);
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) break;
    } catch (_) { /* not listening yet */ }
    await sleep(50);
  }
  const stop = () => { try { process.kill(-proc.pid, 'SIGTERM'); } catch (_) { /* gone */ } };
  return { url, stop, log, capabilities: spec.capabilities };
}

class Session {
  constructor(driver, id, profile) { this.driver = driver; this.id = id; this.profile = profile; }

  async cmd(method, route, body) {
    const res = await fetch(`${this.driver.url}/session/${this.id}${route}`, {
      method, headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) {
      const v = json.value || {};
      throw new Error(`${method} ${route}: ${v.error}: ${String(v.message).split('\n')[0]}`);
    }
    return json.value;
  }

  go(url) { return this.cmd('POST', '/url', { url }); }

  /// The function `fn` run in the page with `args` (JSON values); its result.
  run(fn, ...args) {
    return this.cmd('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments);`, args });
  }

  /// Presses keys one after another, each down and up, to whatever has the focus;
  /// `Control+a` holds Control while pressing a.
  async press(...names) {
    const actions = [];
    for (const name of names) {
      const parts = name.split('+').map((k) => KEYS[k] || k);
      for (const k of parts) actions.push({ type: 'keyDown', value: k });
      for (const k of parts.reverse()) actions.push({ type: 'keyUp', value: k });
    }
    await this.cmd('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.cmd('DELETE', '/actions');
  }

  /// Makes the page's own area (the viewport) `width` x `height`, whatever the window's
  /// frame and toolbars take.
  async viewport(width, height) {
    await this.cmd('POST', '/window/rect', { width, height });
    for (let i = 0; i < VIEWPORT_TRIES; i++) {
      const [w, h] = await this.run(() => [innerWidth, innerHeight]);
      if (w === width && h === height) return;
      const rect = await this.cmd('GET', '/window/rect');
      await this.cmd('POST', '/window/rect', { width: rect.width + width - w, height: rect.height + height - h });
    }
    const [w, h] = await this.run(() => [innerWidth, innerHeight]);
    if (w !== width || h !== height) throw new Error(`viewport ${w}x${h}, not ${width}x${height}`);
  }

  async screenshot(file) {
    fs.writeFileSync(file, Buffer.from(await this.cmd('GET', '/screenshot'), 'base64'));
  }

  async quit() {
    try { await this.cmd('DELETE', ''); } catch (_) { /* the browser is gone already */ }
    fs.rmSync(this.profile, { recursive: true, force: true });
  }
}

/// A new browser session on a started driver, with an empty profile of its own.
async function newSession(driver) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ablab-webdriver-'));
  const res = await fetch(`${driver.url}/session`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ capabilities: { alwaysMatch: driver.capabilities(profile) } }),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`new session: ${JSON.stringify(json.value)}\n${driver.log.join('')}`);
  return new Session(driver, json.value.sessionId, profile);
}

module.exports = { startDriver, newSession, ENGINES, ELEMENT };
