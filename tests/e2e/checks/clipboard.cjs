// Copy link in Share & export: the link on the clipboard, pasted with Ctrl+V as a person would;
// where the browser has no asynchronous clipboard (plain http from another machine) copied
// all the same, and where the copy command is refused too, left selected for Ctrl+C.
'use strict';
const { eq } = require('../adapter.cjs');

module.exports = async ({ open, check, assert }) => {
  const stepOf = async (page) => Number((await page.textContent('#step-counter')).trim().split(' / ')[0]);
  // What the clipboard holds, pasted with Ctrl+V into a field of the check's own at the page's
  // end (taken away again).
  const pasted = async (page) => {
    await page.evaluate(() => {
      const t = document.createElement('textarea');
      t.id = 'paste-here';
      document.body.appendChild(t);
      t.focus();
    });
    await page.keyboard.press('Control+v');
    const text = await eq(() => page.evaluate(() => document.querySelector('#paste-here').value.length > 0), true,
      'something pasted').then(() => page.inputValue('#paste-here'));
    await page.evaluate(() => document.querySelector('#paste-here').remove());
    return text;
  };
  const shareLink = async (page) => {
    await page.click('#btn-export');
    await page.waitForSelector('#export-panel');
    return page.inputValue('#share-link');
  };
  const copied = (page) => eq(async () => (await page.textContent('#btn-copy-link')).trim(), 'Copied', 'the button says Copied');

  await check('Copy link: the link on the clipboard, pasted with Ctrl+V', async () => {
    const page = await open('?step=30');
    const link = await shareLink(page);
    assert(link.includes('?tree=') && link.endsWith('step=30'), `the link: ${link}`);
    await page.click('#btn-copy-link');
    await copied(page);
    assert((await pasted(page)) === link, 'the link pasted from the clipboard');
    await page.close();
  });

  await check('Copy link where the browser has no asynchronous clipboard (plain http from another machine): copied all the same', async () => {
    const page = await open('?step=12');
    const link = await shareLink(page);
    assert(link.endsWith('step=12'), `the link: ${link}`);
    // As in a page that is not a secure context: no navigator.clipboard at all.
    await eq(() => page.evaluate(() => { delete Navigator.prototype.clipboard; return typeof navigator.clipboard; }), 'undefined', 'no clipboard');
    await page.click('#btn-copy-link');
    await copied(page);
    await page.keyboard.press('ArrowRight');
    await eq(() => stepOf(page), 13, 'the keys step after copying');
    assert((await pasted(page)) === link, 'the link pasted from the clipboard');
    await page.close();
    // Where the copy command is refused too, the link is left selected for Ctrl+C.
    const other = await open('?step=14');
    const second = await shareLink(other);
    await other.evaluate(() => { delete Navigator.prototype.clipboard; Document.prototype.execCommand = () => false; });
    await other.click('#btn-copy-link');
    await eq(async () => (await other.textContent('#btn-copy-link')).trim(), 'Selected: press Ctrl+C', 'the button says what to do');
    await eq(() => other.evaluate(() => { const a = document.activeElement; return [a.id, a.selectionStart, a.selectionEnd]; }),
      ['share-link', 0, second.length], 'the whole link selected');
    await other.keyboard.press('Control+c');
    assert((await pasted(other)) === second, 'the link copied by hand');
    await other.close();
  });
};
