// Prerenders the page's first view into the built index.html, so that it paints before the
// wasm arrives: the seeds' tree at step 0, in English, drawn by the app itself. The staged build
// is served on 127.0.0.1, opened in headless Chromium (Debian's, by playwright-core from
// tools/node_modules) at two widths, a laptop's and a phone's, and what the app drew there
// (`#app`'s children) is written into the page's body as `.first-view`. The page is the same
// at both widths but for the drawing, so it is written once, with both drawings (`#tree-area`,
// marked `data-first-view` wide or narrow); the style sheet shows the one for the window's
// width (static/style.css, "The first view"). Nothing is drawn here by hand, so the first view
// cannot drift from what the app draws; and if the two widths ever differ elsewhere, the build
// stops and says so.
//
// A visit whose first view is another (a link with a query, saved work other than the
// default's, another language) must not be shown the default tree as if it were its own: the
// small script put first in the body (static/first-view.js, filled in here with what the
// default visit saves) marks <html> with `first-view-other`, and the style sheet then shows
// the page's frame with a quiet placeholder where the tree would be. When the wasm starts, it
// takes the first view away and draws the page in its place, in the same task, so that nothing
// is painted in between (src/app/first_view.rs). The wasm is fetched once the first view has
// been shown: its preload is dropped and Trunk's loader waits for `firstViewShown`.
//
// Called by scripts/post_build.py on release builds; by hand: node scripts/prerender.cjs dist
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');

const ROOT = path.join(__dirname, '..');
const { chromium } = require(path.join(ROOT, 'tools', 'node_modules', 'playwright-core'));
const esbuild = require(path.join(ROOT, 'tools', 'node_modules', 'esbuild'));

// The widths the first view is drawn at: a laptop's window, and a phone's (Lighthouse's mobile
// preset). The style sheet shows the narrow one up to 700 px (static/style.css).
const VIEWS = [
  { name: 'wide', viewport: { width: 1280, height: 800 } },
  { name: 'narrow', viewport: { width: 412, height: 823 } },
];
// How long the app may take to draw the first view, in milliseconds.
const DRAWN_WITHIN_MS = 60000;
const SAVE_KEY = 'alphabeta-lab/v1';
const VIEW_KEY = 'alphabeta-lab/v1/view';
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ftl': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function serve(dir) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) { res.writeHead(403); return res.end(); }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end(); }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// What the app drew at `viewport`, and what a default visit keeps in the browser.
async function drawn(browser, base, viewport) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base);
  await page.waitForSelector('#app [data-node]', { timeout: DRAWN_WITHIN_MS });
  // Two frames: every effect of the first drawing has run.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const [markup, tree] = await page.evaluate(() => {
    // What Yew sets as properties (a field's value, a box ticked), written as the attributes
    // the markup carries, so that the first view shows them as the app does.
    for (const input of document.querySelectorAll('#app input')) {
      if (input.type === 'checkbox' || input.type === 'radio') input.toggleAttribute('checked', input.checked);
      else input.setAttribute('value', input.value);
    }
    return [document.getElementById('app').innerHTML, document.getElementById('tree-area').outerHTML];
  });
  // Leaving saves the view (`use_view_saved_on_leaving`): what a default visit leaves behind.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  const kept = await page.evaluate(([save, view]) =>
    [localStorage.getItem(save), localStorage.getItem(view)], [SAVE_KEY, VIEW_KEY]);
  await context.close();
  if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
  return { markup, tree, save: kept[0], view: kept[1] };
}

async function main() {
  const dir = path.resolve(process.argv[2] || process.env.TRUNK_STAGING_DIR || 'dist');
  const index = path.join(dir, 'index.html');
  let html = fs.readFileSync(index, 'utf8');
  if (html.includes('class="first-view')) throw new Error(`${index} has a first view already`);
  const server = await serve(dir);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const views = [];
    for (const v of VIEWS) views.push({ ...v, ...(await drawn(browser, base, v.viewport)) });
    const saves = [...new Set(views.map((v) => v.save).filter((s) => s !== null))];
    const seen = [...new Set(views.map((v) => v.view).filter((s) => s !== null))];
    let source = fs.readFileSync(path.join(ROOT, 'static', 'first-view.js'), 'utf8');
    for (const [marker, list] of [['/* DEFAULT_SAVES */[]', saves], ['/* DEFAULT_VIEWS */[]', seen]]) {
      if (!source.includes(marker)) throw new Error(`static/first-view.js has no ${marker} to fill in`);
      source = source.replace(marker, () => JSON.stringify(list));
    }
    // Inline, it is part of the first download: without its comments.
    const script = esbuild.transformSync(source, { minify: true }).code;
    // The page once, with each width's drawing where the drawing stands.
    const [wide, ...others] = views;
    const mark = (v) => v.tree.replace('<section ', `<section data-first-view="${v.name}" `);
    for (const v of others) {
      if (v.markup.replace(v.tree, '').trim() !== wide.markup.replace(wide.tree, '').trim()) {
        throw new Error(`the page drawn ${v.viewport.width} px wide differs from ${wide.viewport.width} px beyond the drawing`);
      }
    }
    // Not the live page yet: nothing in it can be used (inert), and it carries no `data-node`,
    // the hook that tells tests and tools the app has drawn the tree (docs/hooks.md).
    const page = wide.markup.replace(wide.tree, () => views.map(mark).join('')).replace(/ data-node="\d+"/g, '');
    const copies = `<div class="first-view" inert>${page}</div>`;
    const body = html.match(/<body[^>]*>/);
    if (!body) throw new Error(`${index} has no <body>`);
    const at = body.index + body[0].length;
    html = `${html.slice(0, at)}\n<script>${script.trim()}</script>\n${copies}\n${html.slice(at)}`;
    // The loader fetches the wasm once the first view has been shown (static/first-view.js):
    // no preload of the wasm, and Trunk's loader waits for it.
    const preload = /<link rel="preload" href="[^"]*_bg\.wasm"[^>]*>/;
    const loader = /(<script type="module">\s*import init[^\n]*\n)(const wasm = await init\()/;
    if (!preload.test(html) || !loader.test(html)) throw new Error(`${index}: Trunk's wasm preload or loader is not as expected`);
    html = html.replace(preload, '').replace(loader, '$1await window.firstViewShown;\n$2');
    // The page's comments (index.html explains itself to its readers) are not sent.
    html = html.replace(/\s*<!--[\s\S]*?-->/g, '');
    fs.writeFileSync(index, html);
    console.log(`prerender: the first view at ${VIEWS.map((v) => v.viewport.width).join(' and ')} px written into ${index}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(`prerender: ${e.message}`);
  process.exit(1);
});
