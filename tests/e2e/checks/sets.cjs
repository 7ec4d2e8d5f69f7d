// Sets of exercises and a class, as a teacher and students meet them on the page alone: New set
// makes a set of five exercises with constraints and shows its link and file; five students
// open the link, work through it in order (answers kept in the browser over a reload) and
// download their results; Class reads their files (and two that are not) into one table and
// downloads it as CSV. A set of challenges is worked the same way, its attempts in the results.
// Then the same views in the other three languages.
'use strict';
const { eq, that } = require('../adapter.cjs');

const fs = require('fs');
const { execFileSync } = require('child_process');
const { ablab } = require('../ablab.cjs');
const gift = require('../../../tools/node_modules/gift-pegjs');

module.exports = async ({ browser, base, check, assert, assertEq, artifacts, errors, path }) => {
  function watch(page, what) {
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`${what}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`${what}: ${e.message}`));
    return page;
  }
  async function practice(query, viewport = { width: 1280, height: 800 }) {
    const page = watch(await browser.newPage({ viewport }), query.slice(0, 60));
    await page.goto(base + query);
    await page.waitForSelector('#practice');
    return page;
  }
  const axe = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'tools', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  // No axe-core violation in the view (as checks/a11y.cjs audits the others).
  const clean = async (page, view) => {
    if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(axe);
    const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
    const found = result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join('; ')}`);
    assertEq(found, [], `axe violations in ${view}`);
  };
  const saved = async (download) => fs.readFileSync(await download.path(), 'utf8');
  const progress = (page) => page.textContent('#practice-set-progress');
  let link = '';
  const results = [];

  await check('sets: New set makes five exercises with constraints, as a link and a file', async () => {
    const page = await practice('?mode=practice');
    await page.click('#btn-practice-new-set');
    await page.fill('#practice-set-title', 'Week 3, "pruning"');
    await page.fill('#practice-set-count', '5');
    await page.fill('#practice-set-seed', '77');
    await page.fill('#practice-set-plies', '3');
    await page.fill('#practice-set-pruned', '2');
    await page.check('#practice-set-deep');
    await page.selectOption('#practice-set-root', '1');
    await page.click('#practice-set-make');
    link = await page.inputValue('#practice-set-link');
    assert(link.includes('?mode=practice&set='), link);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#practice-set-json')]);
    const set = JSON.parse(await saved(download));
    assertEq(set.format, 'ablab-set', 'the set file');
    assertEq(set.exercises.length, 5, 'five exercises');
    assertEq(set.title, 'Week 3, "pruning"', 'its title');
    assert(set.exercises.every((e) => e.root === 'min' && e.kind === 'search'), JSON.stringify(set.exercises[0]));
    // For paper: every worksheet, then every key, in one LaTeX document, each tree's values.
    const [paper] = await Promise.all([page.waitForEvent('download'), page.click('#practice-set-tex')]);
    assertEq(paper.suggestedFilename(), 'alphabeta-set.tex', 'the LaTeX file');
    const tex = await saved(paper);
    assertEq((tex.match(/\\begin\{tikzpicture\}/g) || []).length, 10, 'five worksheets and five keys');
    assert(tex.indexOf('exercise 5 of 5: Alpha-beta worksheet') < tex.indexOf('exercise 1 of 5: Alpha-beta answer key'), 'worksheets first');
    assert(tex.includes('\\end{document}'), 'a whole document');
    // For the course's quiz: the same files `ablab set --format --variants 2` writes.
    await page.fill('#practice-set-variants', '2');
    const same = [
      'set', '--seed', '77', '--title', 'Week 3, "pruning"', '--count', '5', '--plies', '3',
      '--least-pruned', '2', '--deep-cutoff', '--root', 'min', '--variants', '2', '--format',
    ];
    for (const [button, format, name] of [['#btn-set-moodle', 'moodle', 'alphabeta-quiz.xml'], ['#btn-set-gift', 'gift', 'alphabeta-quiz.gift']]) {
      const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
      assertEq(file.suggestedFilename(), name, `the ${format} file`);
      const text = await saved(file);
      const cli = execFileSync(ablab(), [...same, format], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      assert(text === cli, `the page's ${format} file is ablab's (${text.length} and ${cli.length} characters)`);
    }
    const quiz = gift.parse(await saved((await Promise.all([page.waitForEvent('download'), page.click('#btn-set-gift')]))[0]));
    assertEq(quiz.filter((q) => q.type === 'Category' && q.title.endsWith('/Exercise 1/Root value')).length, 1, 'a category per question');
    assertEq(quiz.filter((q) => q.title && q.title.startsWith('Exercise 1, tree ') && q.title.endsWith(': Root value')).length, 2, 'two trees each');
    await page.screenshot({ path: path.join(artifacts, 'sets-new-set-1280x800.png'), fullPage: true });
    await clean(page, 'New set with its link');
    await page.fill('#practice-set-variants', '0');
    await page.click('#btn-set-moodle');
    await that(async () => (await page.textContent('#practice-set-quiz-error')).includes('from 1 to 100'), 'the trees per exercise bounded');
    // A constraint no tree meets is named.
    await page.fill('#practice-set-plies', '2');
    await page.click('#practice-set-make');
    await that(async () => (await page.textContent('#practice-set-error')).includes('two or more levels'), 'the deep cutoff named');
    await page.fill('#practice-set-count', 'five');
    await page.click('#practice-set-make');
    await that(async () => (await page.textContent('#practice-set-error')).includes('Exercises'), 'the field named');
    await page.close();
  });

  await check('sets: a student works through the link in order, kept over a reload, and downloads results', async () => {
    const students = ['Ann', 'Ben', 'Cho, C.', 'Dan', 'Eve'];
    for (const [k, student] of students.entries()) {
      const page = await practice(link.slice(link.indexOf('?')));
      await page.waitForSelector('#practice-set');
      await eq(async () => await progress(page), 'Exercise 1 of 5', 'starts at the first');
      await eq(async () => await page.textContent('#practice-set-name'), 'Week 3, "pruning"', 'the title');
      await eq(async () => await page.$$eval('#practice-new-easy, #practice-link', (e) => e.length), 0, 'nothing else to draw or share');
      await page.fill('#practice-student', student);
      // The root's value: right or not, it is an answer (student k gives k).
      const root = 'input.practice-field[data-node="0"][data-field="value"]';
      await page.fill(root, String(k));
      if (k === 0) {
        await page.reload();
        await page.waitForSelector('#practice-set');
        await eq(async () => await page.inputValue(root), '0', 'the answer kept over a reload');
        await eq(async () => await page.inputValue('#practice-student'), 'Ann', 'the name kept');
      }
      await page.click('#practice-check');
      await page.click('#practice-set-next');
      await eq(async () => await progress(page), 'Exercise 2 of 5', 'the next');
      await eq(async () => await page.inputValue(root), '', 'a fresh exercise');
      await page.click('#practice-set-prev');
      await eq(async () => await page.inputValue(root), String(k), 'the first kept');
      await page.locator('#practice-set .practice-step').nth(4).click();
      await eq(async () => await progress(page), 'Exercise 5 of 5', 'the last, by its button');
      await page.click('#practice-check');
      await that(async () => await page.isVisible('#practice-set-end'), 'the end says to hand in');
      await eq(async () => await page.$$eval('.practice-step[data-state=checked]', (e) => e.length), 2, 'two checked');
      if (k === 0) {
        await page.screenshot({ path: path.join(artifacts, 'sets-student-1280x800.png'), fullPage: true });
        await clean(page, 'a set at its last exercise');
      }
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#practice-set-results')]);
      const text = await saved(download);
      const file = JSON.parse(text);
      assertEq(file.format, 'ablab-set-results', 'a results file');
      assertEq(file.student, student, 'the name');
      assertEq(file.exercises.map((e) => e.number), [1, 2, 5], 'the exercises opened');
      // Named after the student and the set, so that a class's files saved together differ.
      const named = download.suggestedFilename();
      assert(named.startsWith(`results-${student.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-$/, '')}-week-3`), named);
      results.push([`${student}.json`, text]);
      if (k === students.length - 1) {
        // Leaving the set takes it out of the address: a reload opens practice, not the set.
        await page.click('#practice-set-leave');
        await page.waitForSelector('#practice-set', { state: 'detached' });
        assert(!(await page.url()).includes('set='), `the address forgets the set: ${await page.url()}`);
        await page.reload();
        await page.waitForSelector('#btn-practice-new-set');
        await eq(async () => await page.$$eval('#practice-set', (e) => e.length), 0, 'a reload opens practice, not the set');
      }
      await page.close();
    }
  });

  await check('sets: Class reads five results files into one table, skips what is not, downloads CSV', async () => {
    const dir = fs.mkdtempSync(path.join(require('os').tmpdir(), 'ablab-class-'));
    const files = results.map(([name, text]) => { fs.writeFileSync(path.join(dir, name), text); return path.join(dir, name); });
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'bring pencils');
    const other = JSON.parse(results[0][1]);
    other.set.title = 'Another week';
    fs.writeFileSync(path.join(dir, 'changed.json'), JSON.stringify(other));
    const page = await practice('?mode=practice');
    await page.click('#btn-class-open');
    await page.setInputFiles('#class-files', [...files, path.join(dir, 'notes.txt'), path.join(dir, 'changed.json')]);
    await page.waitForSelector('#class-table');
    await eq(async () => await page.$$eval('#class-table tr[data-student]', (e) => e.length), 25, 'a row per student per exercise');
    const ann = await page.$$eval('#class-table tr[data-student="Ann"]', (e) => e.map((r) => r.dataset.exercise));
    assertEq(ann, ['1', '2', '3', '4', '5'], 'every exercise');
    await eq(async () => await page.$$eval('#class-table tr[data-summary]', (e) => e.length), 5, 'a summary per exercise');
    await eq(async () => await page.$$eval('#class-skipped li', (e) => e.map((l) => l.dataset.reason)), ['changed', 'not_json'], 'skipped, with reasons');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#class-csv')]);
    const csv = await saved(download);
    assert(csv.startsWith('row,student,file,exercise,score,'), csv.slice(0, 80));
    assert(csv.includes('student,"Cho, C.",Cho, C..json'.replace('Cho, C..json', '"Cho, C..json"')), 'quoted');
    assertEq(csv.trim().split('\r\n').length, 1 + 25 + 5 + 2, 'rows, summaries, skipped');
    await page.screenshot({ path: path.join(artifacts, 'sets-class-1280x800.png'), fullPage: true });
    await clean(page, 'the class table');
    await page.close();
  });

  await check('sets: Class keeps two students\' files of one name, added in two goes, and a copy once', async () => {
    const page = await practice('?mode=practice');
    await page.click('#btn-class-open');
    const file_of = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    const [[, first], [, second]] = results;
    // Two mails' attachments of one name, picked in two goes; then the first student's again
    // under another name.
    await page.setInputFiles('#class-files', file_of('alphabeta-results.json', first));
    await page.waitForSelector('#class-table');
    await page.setInputFiles('#class-files', file_of('alphabeta-results.json', second));
    await page.setInputFiles('#class-files', file_of('copy.json', first));
    await page.waitForFunction(() => document.querySelectorAll('#class-skipped li').length === 1);
    const names = [JSON.parse(first).student, JSON.parse(second).student];
    const shown = await page.$$eval('#class-table tr[data-student]', (e) => [...new Set(e.map((r) => r.dataset.student))]);
    assertEq(shown, names, 'both students, once each');
    const skipped = await page.$$eval('#class-skipped li', (e) => e.map((l) => [l.dataset.file, l.dataset.reason, l.textContent]));
    assertEq(skipped.map((s) => s.slice(0, 2)), [['copy.json', 'same_work']], 'the copy said, not graded twice');
    assert(skipped[0][2].includes('alphabeta-results.json'), `it names the file it is the same as: ${skipped[0][2]}`);
    const counts = await page.$$eval('#class-table tr[data-summary]', (e) => e.map((r) => r.querySelector('th').textContent));
    assert(counts.every((c) => c.includes('of 2')), `a class of two: ${counts}`);
    await page.close();
  });

  await check('sets: a link whose set cannot be read says so, and practice goes on', async () => {
    const page = await practice('?mode=practice&set=e30');
    await page.waitForSelector('#practice-set-error');
    await that(async () => (await page.textContent('#practice-set-error')).includes('format'), 'where and what');
    await eq(async () => await page.$$eval('#practice-set', (e) => e.length), 0, 'no set');
    await page.waitForSelector('#practice .practice-node');
    await page.close();
  });

  await check('sets: a set of challenges is worked in order, kept, graded, and its results hold the attempts', async () => {
    // Two challenges pinned as `ablab set --kind` writes them: Make it cut (change one leaf so
    // that G, the 9, is searched: F = 4 does it) and Build to order (prune exactly 1 leaf).
    const set = {
      format: 'ablab-set', version: 1, title: 'Build week',
      exercises: [
        { kind: 'cut', tree: '[[3,5],[2,9]]', k: 1, node: 'G', want: 'searched' },
        { kind: 'build', shape: '[[0,0],[0,0]]', pruned_leaves: 1 },
      ],
    };
    const query = '?mode=practice&set=' + Buffer.from(JSON.stringify(set)).toString('base64url');
    const page = await practice(query);
    const shown = (kind) => page.waitForSelector(`#practice[data-exercise-kind="${kind}"] #practice-challenge[data-exercise-kind="${kind}"]`);
    const leaf = (label) => `input.challenge-leaf[data-label="${label}"]`;
    const verdict = async () => {
      await page.click('#challenge-check');
      await page.waitForSelector('#challenge-verdict');
      return [await page.getAttribute('#challenge-verdict', 'data-correct'), await page.getAttribute('#challenge-verdict', 'data-reason')];
    };
    await page.waitForSelector('#practice-set');
    await shown('cut');
    await eq(async () => await progress(page), 'Exercise 1 of 2', 'starts at the first');
    await eq(async () => await page.$$eval('#practice-challenge-number, #challenge-answer-file, #practice-check', (e) => e.length), 0,
      'no other challenge to pick, no file of its own, no search to check');
    await page.fill('#practice-student', 'Ann');
    await eq(async () => await verdict(), ['false', 'target'], 'nothing changed: G still pruned');
    await that(async () => (await page.textContent('#challenge-explanation')).length > 0, 'the reason in words');
    await page.fill(leaf('F'), '4');
    await eq(async () => await verdict(), ['true', 'target'], 'G searched');
    // Kept in this browser with the set: a reload opens the challenge as it stood, checked.
    await page.reload();
    await shown('cut');
    await eq(async () => await page.inputValue(leaf('F')), '4', 'the leaf kept over a reload');
    await eq(async () => await page.getAttribute('#challenge-verdict', 'data-correct'), 'true', 'the check kept');
    await eq(async () => await page.inputValue('#practice-student'), 'Ann', 'the name kept');
    await page.click('#practice-set-next');
    await shown('build');
    await eq(async () => await progress(page), 'Exercise 2 of 2', 'the next');
    await eq(async () => await page.inputValue('#practice-student'), 'Ann', 'the name goes along');
    await page.fill('#challenge-notation', '[[1,2],[3,4]]');
    await eq(async () => (await verdict())[0], 'false', 'nothing pruned');
    await page.fill('#challenge-notation', '[[3,5],[2,9]]');
    await eq(async () => await verdict(), ['true', 'pruned'], 'one leaf pruned');
    await that(async () => await page.isVisible('#practice-set-end'), 'the end says to hand in');
    await page.click('#practice-set-prev');
    await shown('cut');
    await eq(async () => await page.inputValue(leaf('F')), '4', 'the first kept');
    await eq(async () => await page.$$eval('.practice-step[data-state=checked]', (e) => e.length), 2, 'both checked');
    await page.screenshot({ path: path.join(artifacts, 'sets-challenges-1280x800.png'), fullPage: true });
    await clean(page, 'a set of challenges');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#practice-set-results')]);
    const text = await saved(download);
    const file = JSON.parse(text);
    assertEq(file.student, 'Ann', 'the name');
    assertEq(file.exercises.map((e) => [e.number, e.answers, e.score]),
      [[1, { leaves: { F: 4 } }, 1], [2, { tree: '[[3,5],[2,9]]' }, 1]], 'each attempt and its score');
    // The page's Class grades the file as `ablab grade --class` does.
    await page.click('#btn-class-open');
    // Bo left F as it was: G is still pruned, the reason his first mistake, at G.
    const bo = JSON.parse(text);
    bo.student = 'Bo';
    bo.exercises[0].answers = { leaves: { F: 2 } };
    const file_of = (name, json) => ({ name, mimeType: 'application/json', buffer: Buffer.from(json) });
    await page.setInputFiles('#class-files', [file_of('ann.json', text), file_of('bo.json', JSON.stringify(bo))]);
    await page.waitForSelector('#class-table');
    const rows = await page.$$eval('#class-table tr[data-student="Ann"]', (e) => e.map((r) => [r.dataset.exercise, r.dataset.score, r.dataset.state]));
    assertEq(rows, [['1', '1', 'right'], ['2', '1', 'right']], 'both right in the class table');
    const bos = await page.$$eval('#class-table tr[data-student="Bo"]', (e) => e.map((r) => [r.dataset.exercise, r.dataset.state, r.textContent]));
    assertEq(bos.map((r) => r.slice(0, 2)), [['1', 'wrong'], ['2', 'right']], "Bo's rows");
    assert(bos[0][2].includes('G not as asked'), `the first mistake in words: ${bos[0][2]}`);
    await page.close();
  });

  await check('sets: New set makes a set of challenges of a kind', async () => {
    const page = await practice('?mode=practice');
    await page.click('#btn-practice-new-set');
    await page.selectOption('#practice-set-by', 'cut');
    await eq(async () => await page.$$eval('#practice-set-plies, #practice-set-difficulty, #practice-set-ask-ab, #practice-set-root', (e) => e.length), 0,
      'no constraints, difficulty or conventions for a challenge');
    await page.fill('#practice-set-count', '2');
    await page.fill('#practice-set-seed', '3');
    await page.click('#practice-set-make');
    await that(async () => (await page.inputValue('#practice-set-link')).includes('?mode=practice&set='), 'a link');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#practice-set-json')]);
    const made = JSON.parse(await saved(download));
    assertEq(made.exercises.map((e) => e.kind), ['cut', 'cut'], 'two Make it cut challenges');
    // A quiz cannot ask a challenge: said, and no file.
    await page.click('#btn-set-gift');
    await that(async () => (await page.textContent('#practice-set-quiz-error')).includes('challenge (cut)'), 'the challenge refused');
    await page.close();
  });

  await check('sets: the set and the class in Japanese, Chinese and Slovenian', async () => {
    const words = { ja: '問題', zh: '第', sl: 'Vaja' };
    for (const [lang, word] of Object.entries(words)) {
      const page = await practice(`${link.slice(link.indexOf('?'))}&lang=${lang}`);
      await page.waitForSelector('#practice-set');
      const said = await progress(page);
      assert(said.includes(word) && !said.includes('Exercise'), `${lang}: ${said}`);
      await page.click('#btn-class-open');
      await page.setInputFiles('#class-files', { name: 'a.json', mimeType: 'application/json', buffer: Buffer.from(results[0][1]) });
      await page.waitForSelector('#class-table');
      const head = await page.textContent('#class-table thead');
      assert(!head.includes('Student'), `${lang}: ${head}`);
      await page.click('#btn-practice-new-set');
      const made = await page.textContent('#practice-new-set');
      assert(!made.includes('Plies'), `${lang}: the form in English`);
      if (lang === 'sl') await page.screenshot({ path: path.join(artifacts, 'sets-sl-1280x800.png'), fullPage: true });
      await page.close();
    }
  });
};
