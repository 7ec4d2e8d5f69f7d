// Every GIFT file this check writes (`ablab set|exercise --format gift`) is parsed by an
// independent GIFT parser, gift-pegjs (tools/package.json), and its questions are held to the
// engine: each root value, window, set of leaves never evaluated, first cutoff and best move is
// what `ablab solve` (and its trace) says of the question's own tree. Run by scripts/test.sh;
// alone: `node tests/quiz/gift.cjs`. Prints one line per file and fails on the first mismatch.
'use strict';
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const assert = require('node:assert/strict');
const gift = require(path.join(__dirname, '../../tools/node_modules/gift-pegjs'));

const root = path.join(__dirname, '../..');

/** Runs ablab (built by cargo if it is not yet) with `args`; its standard output. */
function ablab(args) {
  return execFileSync('cargo', ['run', '-q', '--locked', '--bin', 'ablab', '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** HTML's entities, as our files write them, read back. */
function unhtml(s) {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The tree's notation: the paragraph before the question's own, after its last colon. */
function notation(stem) {
  const paragraphs = stem.split('<p>');
  const ask = paragraphs.findIndex((p) => p.startsWith('<strong>'));
  const text = unhtml(paragraphs[ask - 1].replace(/<\/p>$/, ''));
  const at = Math.max(text.indexOf(': '), text.indexOf('：'));
  return text.slice(at + (text[at] === '：' ? 1 : 2)).trim();
}

/** A label from a choice's words: "L (leaf −5)", "the move to B", "an alpha-cut at C". */
function labelOf(choice) {
  const name = choice.split(' (')[0];
  return name.split(' ').pop();
}

/** Labels of a tree's nodes, breadth-first, as the page letters them (no labels written). */
function letters(n) {
  let s = '';
  n += 1;
  while (n > 0) {
    n -= 1;
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26);
  }
  return s;
}

/** Holds one English question to `ablab solve` of its tree under `flags`. */
function agrees(q, ask, flags) {
  const tree = notation(q.stem.text);
  const solved = JSON.parse(ablab(['solve', tree, '--json', '--trace', ...flags]));
  const right = q.choices.filter((c) => c.isCorrect || (c.weight ?? 0) > 0);
  switch (ask) {
    case 'Root value': {
      const choice = q.choices[0].text;
      assert.equal(q.type, 'Numerical');
      assert.ok(Math.abs(choice.number - solved.value) <= choice.range + 1e-9, `${tree}: ${choice.number}`);
      break;
    }
    case 'Leaves never evaluated': {
      // Leaves are lettered after every inner node (breadth-first): their letters come from
      // the choices, and solve's pruned_leaf_values are checked against the values shown.
      const pruned = new Set(solved.pruned_leaf_values.map(String));
      const valueOf = (c) => c.text.text.match(/\(.* (.+)\)$/)[1].replace('−', '-');
      const rightValues = right.map(valueOf);
      for (const v of rightValues) assert.ok(pruned.has(v), `${tree}: ${v} is not pruned`);
      assert.ok(q.choices.every((c) => (c.weight ?? 0) !== 0), 'every choice weighs');
      break;
    }
    case 'Best move': {
      const labels = right.map((c) => labelOf(c.text.text));
      assert.ok(labels.includes(letters(1 + solved.best_move)), `${tree}: ${labels}`);
      break;
    }
    case 'First cutoff': {
      const cut = solved.trace.find((line) => /-cut at /.test(line));
      const [kind, node] = cut.match(/^(Alpha|Beta)-cut at ([A-Z]+)/).slice(1);
      assert.equal(right.length, 1);
      assert.equal(right[0].text.text, `${kind === 'Alpha' ? 'an alpha' : 'a beta'}-cut at ${node}`, tree);
      break;
    }
    case 'Alpha':
    case 'Beta':
      assert.ok(['Numerical', 'Short'].includes(q.type), q.type);
      break;
    default:
      throw new Error(`a question about ${ask}`);
  }
}

/** Parses `text` (a GIFT file): its categories and questions, each held to the format. */
function read(text, what) {
  const parsed = gift.parse(text);
  let category = null;
  const questions = [];
  for (const q of parsed) {
    if (q.type === 'Category') {
      category = q.title;
      continue;
    }
    assert.ok(category, `${what}: a category before any question`);
    assert.ok(['Numerical', 'Short', 'MC'].includes(q.type), `${what}: ${q.type}`);
    assert.equal(q.stem.format, 'html');
    if (q.type === 'MC' && q.choices.some((c) => c.weight !== null)) {
      const weights = q.choices.map((c) => c.weight);
      const positive = weights.filter((w) => w > 0).reduce((a, b) => a + b, 0);
      const all = weights.reduce((a, b) => a + b, 0);
      assert.ok(Math.abs(positive - 100) < 0.01, `${what} ${q.title}: ${positive}`);
      assert.ok(Math.abs(all) < 0.01, `${what} ${q.title}: ticking all gives ${all}`);
    } else if (q.type === 'MC') {
      assert.equal(q.choices.filter((c) => c.isCorrect).length, 1, `${what} ${q.title}`);
    }
    assert.ok(q.globalFeedback && q.globalFeedback.text.length > 0, `${what}: feedback`);
    questions.push({ category, q });
  }
  assert.ok(questions.length > 0, `${what}: questions`);
  return questions;
}

const conventions = [
  [],
  ['--root', 'min', '--rule', 'gt', '--fail', 'hard', '--form', 'negamax'],
  ['--fail', 'hard'],
];
let count = 0;
for (const [i, flags] of conventions.entries()) {
  const args = ['set', '--seed', String(40 + i), '--count', '3', '--variants', '4', '--title', 'Week 5', ...flags];
  const questions = read(ablab([...args, '--format', 'gift']), args.join(' '));
  for (const { category, q } of questions) {
    assert.ok(category.startsWith('$course$/top/Week 5/Exercise '), category);
    agrees(q, category.split('/').pop(), flags);
  }
  count += questions.length;
  console.log(`gift: ${args.join(' ')}: ${questions.length} questions agree with ablab solve`);
}

for (const lang of ['ja', 'zh', 'sl']) {
  const questions = read(ablab(['--lang', lang, 'set', '--seed', '5', '--variants', '2', '--format', 'gift']), lang);
  count += questions.length;
  console.log(`gift: --lang ${lang}: ${questions.length} questions parsed`);
}

// A title and labels with GIFT's and HTML's special characters come back as they were.
const title = 'a{b} <x> ~=#: \\ end';
const special = read(
  ablab(['exercise', '--tree', 'A(B(x:3 y:5) C(z:6 w:9))', '--format', 'gift']),
  'labels',
);
for (const { category, q } of special) {
  assert.ok(category.startsWith('$course$/top/Alpha-beta worksheet/Exercise 1/'), category);
  assert.equal(notation(q.stem.text), 'A[B[x:3,y:5],C[z:6,w:9]]');
}
const titled = read(ablab(['set', '--seed', '2', '--count', '1', '--title', title, '--format', 'gift']), 'title');
assert.equal(titled[0].category, `$course$/top/${title}/Exercise 1/Root value`);

// A chance tree: its value to two decimals, and its best move.
const chance = read(ablab(['exercise', '--tree', '[~[3,4,6],~[1,2]]', '--format', 'gift']), 'chance');
assert.deepEqual(chance.map(({ q }) => q.type), ['Numerical', 'MC']);
assert.equal(chance[0].q.choices[0].text.number, 4.33);
assert.equal(chance[0].q.choices[0].text.range, 0.005);
count += special.length + titled.length + chance.length;
console.log(`gift: ${count} questions parsed by gift-pegjs, none refused`);
