// The four languages. A link's `&lang=` opens the page in it (`<html lang>` follows); the menu
// `#lang` changes it, the choice is kept and the next visit opens in it at once; a link the
// page hands on keeps it. In each language, at 1280x720 and 390x844, nothing overflows its box
// or the page's width, in the trees tab, the games' and the practice's (screenshots in the
// artifacts, for a person to look at).
'use strict';
const { eq, that, settle } = require('../adapter.cjs');

const LANGS = ['en', 'ja', 'zh', 'sl'];
// How long a view may take to lay out its words before what overflows counts.
const LAYOUT_MS = 3000;
// A script each language's narration is written in (English and Slovenian: Latin letters).
const SCRIPT = { ja: /[\u3040-\u30ff\u4e00-\u9fff]/, zh: /[\u4e00-\u9fff]/, sl: /[a-zčšž]/i, en: /[a-z]/i };

module.exports = async ({ browser, server, base, check, assert, assertEq, artifacts, path, viewportsShown }) => {
  const narration = (page) => page.textContent('#narration');
  async function opened(query, viewport = { width: 1280, height: 720 }) {
    const page = await browser.newPage({ viewport });
    await page.goto(base + query);
    await page.waitForSelector('[data-node]');
    return page;
  }
  const langIs = (page, code) => page.waitForFunction((c) => document.documentElement.lang === c, code, { timeout: 15000 });

  await check('languages: a link opens in its language, the menu changes it, English comes back the same', async () => {
    const english = await opened('?step=1');
    const words = await narration(english);
    await english.close();
    const page = await opened('?step=1&lang=ja');
    await langIs(page, 'ja');
    await page.waitForFunction((w) => document.querySelector('#narration').textContent !== w, words);
    await that(async () => SCRIPT.ja.test(await narration(page)), `Japanese narration: ${await narration(page)}`);
    await eq(async () => await page.inputValue('#lang'), 'ja', 'the menu says Japanese');
    // The words of the page's small scripts (the update notice, the crash message) follow.
    for (const name of ['update-ready', 'update-reload', 'crash-title', 'crash-text']) {
      const words = await page.getAttribute('html', `data-msg-${name}`);
      assert(SCRIPT.ja.test(words || ''), `data-msg-${name} in Japanese: ${words}`);
    }
    for (const code of ['zh', 'sl']) {
      await page.selectOption('#lang', code);
      await langIs(page, code);
      await that(async () => { const text = await narration(page); return text !== words && SCRIPT[code].test(text); },
        `${code} narration: ${await narration(page)}`);
      assert(new URL(await page.url()).searchParams.get('lang') === code, `the link follows the menu: ${await page.url()}`);
    }
    await page.selectOption('#lang', 'en');
    await langIs(page, 'en');
    await eq(async () => await narration(page), words, 'English as before');
    assertEq(new URL(await page.url()).searchParams.get('lang'), null, 'English is not named in the link');
    await page.close();
  });

  await check('languages: the choice is kept, and the next visit opens in it from the first drawing', async () => {
    const page = await opened('?step=3');
    await page.selectOption('#lang', 'sl');
    await langIs(page, 'sl');
    // The next visit: the page's first drawing is already in Slovenian (the messages were kept).
    await page.goto(base + '?step=3');
    await page.waitForSelector('[data-node]');
    await eq(async () => await page.evaluate(() => document.documentElement.lang), 'sl', 'html lang at once');
    await eq(async () => await page.inputValue('#lang'), 'sl', 'the menu');
    // A link the page hands on names the language.
    await page.click('#btn-export');
    const link = await page.inputValue('#share-link');
    assert(/[?&]lang=sl(&|$)/.test(link), `the shared link keeps the language: ${link}`);
    await page.selectOption('#lang', 'en');
    await langIs(page, 'en');
    await page.close();
  });

  await check('languages: a language that cannot be read is said, not kept, and the menu goes back', async () => {
    // No network for the language files (and no service worker to answer for them).
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    server.refuse(/\/locales\//);
    await page.goto(base + '?step=2');
    await page.waitForSelector('[data-node]');
    const words = await narration(page);
    await page.selectOption('#lang', 'zh');
    await page.waitForSelector('#notice');
    await that(async () => (await page.textContent('#notice')).includes('简体中文'), `the notice names it: ${await page.textContent('#notice')}`);
    await eq(async () => await page.inputValue('#lang'), 'en', 'the menu names the language in force');
    await eq(async () => await page.evaluate(() => document.documentElement.lang), 'en', 'html lang');
    await eq(async () => await narration(page), words, 'the narration as it was');
    await eq(async () => await page.evaluate(() => localStorage.getItem('alphabeta-lab/v1/lang')), null, 'the choice is not kept');
    await page.close();
  });

  await check('languages: the page reads a language from its file, and never loads the extras module for it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    await page.goto(base + '?step=2');
    await page.waitForSelector('[data-node]');
    await page.selectOption('#lang', 'ja');
    await langIs(page, 'ja');
    await page.waitForFunction(() => /[\u3040-\u30ff\u4e00-\u9fff]/.test(document.querySelector('#narration').textContent));
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assertEq(fetched.filter((p) => /extras/.test(p)), [], 'nothing of the extras module');
    assertEq(fetched.filter((p) => /^\/locales\/ja-[0-9a-f]{8}\.ftl$/.test(p)).length, 1, `ja's versioned file: ${fetched.join(' ')}`);
    assertEq(fetched.filter((p) => /^\/locales\/en-[0-9a-f]{8}\.ftl$/.test(p)).length, 1, `and English's, for the order: ${fetched.join(' ')}`);
    await page.selectOption('#lang', 'en');
    await langIs(page, 'en');
    await page.close();
  });

  await check('languages: the games and the practice change language with the menu', async () => {
    const page = await opened('');
    for (const [tab, part] of [['othello', '#othello-status'], ['practice', '#practice button']]) {
      await page.click(`#mode-${tab}`);
      await page.waitForSelector(part);
      if (tab === 'othello') {
        // A result on the board stays: the game is drawn again in the new language, not anew.
        await page.selectOption('#othello-preset', { label: 'endgame-10' });
        await page.click('#btn-othello-solve');
        await page.waitForSelector('#othello-best');
      }
      const before = await page.textContent(part);
      await page.selectOption('#lang', 'ja');
      await langIs(page, 'ja');
      await page.waitForFunction(([sel, text]) => document.querySelector(sel).textContent !== text, [part, before]);
      if (tab === 'othello') await that(async () => await page.$('#othello-best'), 'the solve\'s result is still shown');
      await that(async () => SCRIPT.ja.test(await page.textContent(part)), `${tab} in Japanese: ${await page.textContent(part)}`);
      await page.selectOption('#lang', 'en');
      await langIs(page, 'en');
      await page.waitForFunction(([sel, text]) => document.querySelector(sel).textContent === text, [part, before]);
    }
    await page.close();
  });

  await check('languages: nothing overflows in any language at 1280x720 and 390x844, beyond alpha-beta too', async () => {
    const problems = [];
    for (const code of LANGS) {
      for (const viewport of viewportsShown([{ width: 1280, height: 720 }, { width: 390, height: 844 }])) {
        const page = await opened(`?step=12&lang=${code}`, viewport);
        await langIs(page, code);
        await that(async () => SCRIPT[code].test(await narration(page)), `the narration in ${code}`);
        const overflowing = () => page.evaluate(() => {
          const out = [];
          if (document.documentElement.scrollWidth > innerWidth + 1) {
            out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
          }
          for (const el of document.querySelectorAll('button, label, select, h1, h2, h3, p, summary, .tool, th, td')) {
            if (!el.getClientRects().length || el.closest('svg, [hidden], .tree-area')) continue;
            const style = getComputedStyle(el);
            if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
            if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
              out.push(`${el.tagName.toLowerCase()}#${el.id || ''}.${el.className || ''} "${el.textContent.trim().slice(0, 30)}": ${el.scrollWidth} > ${el.clientWidth}`);
            }
          }
          return out;
        });
        const size = `${viewport.width}x${viewport.height}`;
        // What overflows once the page has had time to lay out its words ([] as soon as nothing does).
        const overflows = () => settle(overflowing, (o) => o.length === 0, LAYOUT_MS);
        for (const f of await overflows()) problems.push(`${code} ${size}: ${f}`);
        await page.screenshot({ path: path.join(artifacts, `lang-${code}-${size}.png`), fullPage: true });
        // The games' and the practice's tabs, loaded on demand, in the same language.
        for (const [tab, ready] of [['tictactoe', '#ttt-status'], ['othello', '#othello-status'], ['practice', '#practice']]) {
          await page.click(`#mode-${tab}`);
          await page.waitForSelector(ready);
          await that(async () => SCRIPT[code].test(await page.textContent(ready)), `${ready} in ${code}`);
          for (const f of await overflows()) problems.push(`${code} ${size} ${tab}: ${f}`);
          await page.screenshot({ path: path.join(artifacts, `lang-${code}-${tab}-${size}.png`), fullPage: true });
        }
        // The page beyond alpha-beta: its Search, window and bounds, passes and chance nodes.
        await page.goto(`${base}?tree=${encodeURIComponent('[~[0.25@3,0.75@[4,6]],~[1,9]]')}&window=2,5&bounds=0,10&step=9&lang=${code}`);
        await page.waitForSelector('#passes');
        await langIs(page, code);
        await that(async () => SCRIPT[code].test(await narration(page)), `the narration beyond alpha-beta in ${code}`);
        for (const f of await overflows()) problems.push(`${code} ${size} beyond: ${f}`);
        await page.screenshot({ path: path.join(artifacts, `lang-${code}-beyond-${size}.png`), fullPage: true });
        await page.close();
      }
    }
    assertEq(problems, [], 'overflowing boxes');
  });
};
