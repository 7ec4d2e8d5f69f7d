// Serves the release build (dist/) on 127.0.0.1 on a free port, and launches Debian's
// Chromium headless, for the end-to-end test and the browser benchmark. Long request lines are allowed (big trees make long ?tree= links), and
// nothing is cached, so every load fetches and compiles the wasm afresh.
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

// For the end-to-end checks, in every engine (the server is the same for all): requests that
// match a rule (a RegExp of the whole URL, or a function of the URL) are refused (the connection
// dropped: a network error, as Playwright's route.abort) or held until released.
function addRules(server) {
  server.rules = [];
  const matches = (rule, url) => (rule.pattern instanceof RegExp ? rule.pattern.test(url.href) : rule.pattern(url));
  server.ruleFor = (url) => server.rules.find((rule) => matches(rule, url));
  /// Refuses what `pattern` matches, until `unroute`.
  server.refuse = (pattern) => { server.rules.push({ pattern, refuse: true }); };
  /// Holds what `pattern` matches until `release()`; `asked` resolves when the first is asked for.
  server.hold = (pattern) => {
    const rule = { pattern };
    rule.released = new Promise((resolve) => { rule.release = resolve; });
    rule.asked = new Promise((resolve) => { rule.ask = resolve; });
    server.rules.push(rule);
    return { release: rule.release, asked: rule.asked };
  };
  /// Drops the rules of `pattern` (all of them without one), releasing what they hold.
  server.unroute = (pattern) => {
    for (const rule of server.rules.filter((r) => pattern === undefined || r.pattern === pattern)) {
      if (rule.release) rule.release();
      server.rules.splice(server.rules.indexOf(rule), 1);
    }
  };
}

function serve(dist) {
  const server = http.createServer({ maxHeaderSize: 8 << 20 }, async (req, res) => {
    const url = new URL(req.url, `http://${req.headers.host || '127.0.0.1'}`);
    const rule = server.ruleFor(url);
    if (rule && rule.refuse) return req.socket.destroy();
    if (rule) { rule.ask(); await rule.released; }
    let file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist)) { res.writeHead(403); return res.end(); }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end('not found'); }
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      res.end(data);
    });
  });
  addRules(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/// How Debian's Chromium (or $CHROMIUM) is started: headless, without the background work that
/// would disturb a measurement; `extraArgs` are added to the command line.
function chromiumOptions(extraArgs = []) {
  return {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', ...extraArgs],
  };
}

function chromium() {
  return require(path.join(__dirname, '..', '..', 'tools', 'node_modules', 'playwright-core')).chromium;
}

/// Chromium as above; each `browser.newPage()` is a fresh profile of its own (no storage, no
/// service worker).
function launch(extraArgs = []) {
  return chromium().launch(chromiumOptions(extraArgs));
}

/// Chromium with a profile kept in `dir`, as a person's browser is (not an incognito window,
/// which Chromium never offers to install an app from).
function launchPersistent(dir, options = {}) {
  return chromium().launchPersistentContext(dir, { ...chromiumOptions(), ...options });
}

module.exports = { serve, launch, launchPersistent };
