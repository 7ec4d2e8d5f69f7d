// Renders the app's PNG icons from static/icons/icon.svg in Debian's Chromium (playwright-core,
// as the end-to-end test uses): icon-192.png and icon-512.png as drawn (rounded corners,
// transparent outside), and icon-maskable-512.png for launchers that cut icons to their own
// shape: the ground fills the square and the tree is scaled into the middle 80 % circle that
// every such shape keeps. The PNGs are committed; run this after changing the SVG:
//   node scripts/icons.cjs
'use strict';
const fs = require('fs');
const path = require('path');
const { launch } = require('../tests/e2e/serve.cjs');

const icons = path.join(__dirname, '..', 'static', 'icons');
const svg = fs.readFileSync(path.join(icons, 'icon.svg'), 'utf8');

async function render(browser, size, maskable, file) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.evaluate(({ size, maskable }) => {
    const icon = document.querySelector('svg');
    icon.setAttribute('width', size);
    icon.setAttribute('height', size);
    icon.style.display = 'block';
    if (maskable) {
      document.getElementById('ground').setAttribute('rx', '0');
      document.getElementById('tree').setAttribute('transform', 'translate(256 256) scale(0.85) translate(-256 -256)');
    }
  }, { size, maskable });
  await page.screenshot({ path: path.join(icons, file), omitBackground: true });
  await page.close();
  console.log(`icons: ${file} (${size} px${maskable ? ', maskable' : ''})`);
}

(async () => {
  const browser = await launch();
  try {
    await render(browser, 192, false, 'icon-192.png');
    await render(browser, 512, false, 'icon-512.png');
    await render(browser, 512, true, 'icon-maskable-512.png');
  } finally {
    await browser.close();
  }
})().catch((e) => { console.error(e); process.exit(1); });
