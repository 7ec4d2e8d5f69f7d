// The `ablab` the checks speak to: the newest built (debug or release, by `cargo test` or
// `cargo build`), or $ABLAB.
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..', '..');

function ablab() {
  if (process.env.ABLAB) return process.env.ABLAB;
  const target = process.env.CARGO_TARGET_DIR || path.join(root, 'target');
  const built = ['debug', 'release'].map((p) => path.join(target, p, 'ablab')).filter((f) => fs.existsSync(f));
  if (!built.length) throw new Error(`no ablab in ${target}: run cargo build --bin ablab first`);
  return built.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
}

module.exports = { ablab };
