// Words as a person reads them (issue 21, 19): counts take their noun's form.
'use strict';
module.exports = async (t) => {
  await t.check('words: one node, one leaf; one node skipped', async () => {
    const page = await t.open('?tree=5');
    const note = await page.$$eval('.tool-note', (els) => els.map((e) => e.textContent.trim()));
    t.assert(note.includes('1 node, 1 leaf'), `toolbar: ${JSON.stringify(note)}`);
    await page.close();
    const cut = await t.open('?tree=' + encodeURIComponent('[[5],[4,9]]'));
    const notes = await cut.$$eval('.tool-note', (els) => els.map((e) => e.textContent.trim()));
    t.assert(notes.includes('1 node skipped'), `compare: ${JSON.stringify(notes)}`);
    await cut.close();
  });
};
