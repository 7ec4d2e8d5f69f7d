// The games' heavy searches, off the page's thread: a module worker that src/app/search.rs
// starts when a search is asked for (Othello's Solve). It runs the extras module' own module
// (extras.js and extras_bg.wasm, src/bin/extras.rs), the very code the page would run, so the
// answers are the page's to the node. The page terminates it to cancel a search.
// Asked { kind: "othello", text, budget } (the position, and the most positions plain negamax
// may visit), it answers { kind: "progress", phase: "ab" | "nm", nodes } every so often, then
// { kind: "done", ab: [nodes, score, best, ms], nm: [nodes, score, best, ms] or null (past
// the budget) }. Asked { kind: "tictactoe", text } (the board), it answers { kind: "done",
// counts: [value for X, best move, minimax's positions, alpha-beta's] }. Either may answer
// { kind: "error", message }. Asked { kind: "tree", text } (a game position, as the page
// hands positions over), it answers { kind: "done", tree } (the position's search handed over
// as the page takes it, or null when it is too large to draw).
import init, { game_tree, othello_solve, tictactoe_counts } from "./extras.js";

const ready = init();

function timed(text, alphaBeta, budget, phase) {
  const progress = (nodes) => postMessage({ kind: "progress", phase, nodes });
  const t0 = performance.now();
  const answer = othello_solve(text, alphaBeta, budget, progress);
  return answer && [...answer, performance.now() - t0];
}

onmessage = async (e) => {
  try {
    await ready;
    const { kind, text, budget } = e.data;
    if (kind === "tree") {
      postMessage({ kind: "done", tree: game_tree(text) });
      return;
    }
    if (kind === "tictactoe") {
      postMessage({ kind: "done", counts: tictactoe_counts(text) });
      return;
    }
    // Alpha-beta first: it always finishes; plain negamax may stop at its budget.
    const ab = timed(text, true, Infinity, "ab");
    const nm = timed(text, false, budget, "nm");
    postMessage({ kind: "done", ab, nm });
  } catch (err) {
    postMessage({ kind: "error", message: String(err) });
  }
};
