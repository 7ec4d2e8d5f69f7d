// The LaTeX button of Share & export: one .tex file with the worksheet, the answer key and this
// step as TikZ pictures, each with every leaf value the page shows; in the page's language
// where pdflatex can typeset it (Slovenian), the legend's words too.
'use strict';
const { eq, that } = require('../adapter.cjs');

module.exports = async (t) => {
  const { assert, assertEq, artifacts, path, fs } = t;
  // `{3}` as the picture writes a leaf's value; the page's minus sign (U+2212) is math there.
  const written = (v) => `{${v.replace('\u2212', '\\ensuremath{-}')}}`;
  const download = async (page) => {
    await page.click('#btn-export');
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export-tex')]);
    return { name: file.suggestedFilename(), tex: fs.readFileSync(await file.path(), 'utf8') };
  };
  await t.check('"LaTeX" downloads the three sheets as TikZ pictures with the leaf values', async () => {
    const page = await t.open('?step=30');
    const leaves = await page.$$eval('[data-leaf-index] text.value', (els) => els.map((e) => e.textContent.trim()));
    assert(leaves.length > 0, 'the page shows leaf values');
    const { name, tex } = await download(page);
    fs.writeFileSync(path.join(artifacts, 'alphabeta-sheets.tex'), tex);
    assertEq(name, 'alphabeta-sheets.tex', 'the file name');
    assert(tex.includes('\\documentclass{article}') && tex.includes('\\usepackage{tikz}'), 'a document that loads tikz');
    assertEq(tex.split('\\begin{tikzpicture}').length - 1, 3, 'three pictures: worksheet, key, step');
    assertEq(tex.split('\\end{tikzpicture}').length - 1, 3, 'each picture closed');
    for (const v of leaves) assert(tex.includes(written(v)), `the leaf value ${v} in the file`);
    assert(tex.includes('{Max node}') && tex.includes('{Min node}'), "the worksheet's legend");
    assert(tex.includes('\\draw[draw=abcut'), "the answer key's struck edges");
    assert(tex.includes('Step 30 of'), "this step's caption");
    await eq(async () => await page.$$eval('#export-error', (e) => e.length), 0, 'no export error');
    await page.close();
  });
  await t.check('"LaTeX" in Slovenian: the sheets\' words in Slovenian', async () => {
    const page = await t.open('?step=3&lang=sl');
    const { tex } = await download(page);
    assert(tex.includes('{vozlišče maksimizatorja}'), "the legend's words in Slovenian");
    assert(tex.includes('Ime: \\rule'), 'the name line in Slovenian');
    await page.close();
  });
};
