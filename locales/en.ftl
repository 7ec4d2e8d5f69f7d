# Alpha-Beta Lab's messages in English: the source every other language follows.
#
# The format is a small part of Project Fluent's (src/i18n/ftl.rs has it all):
#   key = text, with { $name } where a value goes;
#   { $name -> [value] text ... *[other] text } chooses by the value (or its plural category:
#   one, two, few, other), the starred variant when none fits;
#   { "text" } writes text as it is (a brace, or spaces at either end).
# A translation keeps every key and the same { $names }; a test checks both.
# Keep Greek α and β, "−∞" and "+∞", and the digits as they are.

## The narration of each step (src/engine/narrate.rs)

kind-max = Max
kind-min = Min
cut-alpha = alpha-cut
cut-beta = beta-cut
leaf-name = leaf { $value }
leaf-name-labelled = leaf { $label } ({ $value })
node-estimate = { $node } ({ $estimate })
rule-no-cut-yet = no cut can happen yet ({ $bound } = { $value })
rule-prune = prune the rest if a child is { $op } { $value }
rule-prune-negamax = prune the rest if a child's value, negated, is { $op } { $value }
skipped-leaves = leaves { $values }
skipped-count = { $count } leaves
skipped-subtree = the subtree { $label } ({ $inner })
skipped-more = { $count } more
list-separator = { ", " }
list-last = { $init } and { $last }
enter-root-negamax-window = Start at the root { $node } ({ $side } to move) with alpha = { $alpha } and beta = { $beta }.
enter-root-negamax = Start at the root { $node } ({ $side } to move).
enter-negamax-window = Enter { $node } ({ $side } to move) with alpha = { $alpha } and beta = { $beta }: the window of { $parent } negated and swapped.
enter-negamax = Enter { $node } ({ $side } to move), a child of { $parent }.
enter-root-window = Start at the root { $node } ({ $kind }) with alpha = { $alpha } and beta = { $beta }.
enter-root = Start at the root { $node } ({ $kind }).
enter-window = Enter { $node } ({ $kind }), inheriting alpha = { $alpha } and beta = { $beta } from { $parent }.
enter = Enter { $node } ({ $kind }), a child of { $parent }.
depth-limit = The depth limit stops the search at { $node }: its estimate { $value } stands in for its value.
depth-limit-negamax = The depth limit stops the search at { $node }: its estimate { $value } stands in for its value ({ $side } to move).
leaf-negamax = { $parent } looks at { $node }: worth { $value } to { $side }, the side to move there.
leaf = { $parent } looks at { $node }.
root-leaf = The root is a leaf: its value is { $value }.
root-returns = { $node } returns { $value }. The optimal value is { $value }.
root-returns-line = { $node } returns { $value }. The optimal value is { $value }. The chosen line: { $line }.
root-returns-negamax = { $node } returns { $value }. The optimal value is { $value }, for { $side } (to move at the root).
root-returns-negamax-line = { $node } returns { $value }. The optimal value is { $value }, for { $side } (to move at the root). The chosen line: { $line }.
returns-to = { $node } returns { $value } to { $parent }
returns-bound-to = { $node } returns { $value } (a bound: { $node } { $op } { $value }) to { $parent }
gets-from = { $parent } gets { $value } from { $node }
which-is-for = { $clause }, which is { $seen } for { $parent }
return-sentence = { $clause }.
return-update = { $parent }: best = { $f }({ $prev }, { $seen }) = { $best }.
return-update-minimax = { $parent }: value so far = { $f }({ $prev }, { $seen }) = { $best }.
return-then = { $clause }. { $update }
alpha-update = { $node }: alpha = max({ $old }, { $new }) = { $new }.
beta-update = { $node }: beta = min({ $old }, { $new }) = { $new }.
test-stops = { $node }: beta = { $beta } { $op } alpha = { $alpha }, so { $node } stops.
test-no-children = { $node }: beta = { $beta } { $op } alpha = { $alpha }, so { $node } would stop, but it has no children left.
test-no-cut = { $node }: beta = { $beta } { $op } alpha = { $alpha }: no cutoff at { $node }.
test-strict-equal = { $node }: beta = { $beta } = alpha = { $alpha }: with the strict rule (prune only when alpha > beta) { $node } goes on.
cutoff = { $cut ->
    [alpha] Alpha-cut
   *[beta] Beta-cut
 } at { $node }: { $skipped } { $what ->
    [leaf] is never looked at
    [leaves] are never looked at
    [subtree] is never searched
   *[subtrees] are never searched
 }.
cutoff-cause = { $cutoff } { $cause }
cause-negamax = { $node } is worth at least { $alpha } to the side to move there, but the opponent can already hold it to { $beta } higher up, so play will never reach { $node }.
cause-max = { $node } is worth at least { $alpha }, but Min can already hold the game to { $beta } higher up, so Min will never let play reach { $node }.
cause-min = { $node } is worth at most { $beta }, but Max can already get { $alpha } higher up, so Max will never choose { $node }.

## The conventions in force, in words (the page's settings, `ablab`)

conventions-minimax = minimax (no pruning), { $form }, { $root }{ $depth }
conventions-alphabeta = alpha-beta, { $form }, { $root }, prune when { $rule }, { $fail }{ $depth }
root-is-max = root Max
root-is-min = root Min
fail-soft-words = fail-soft (a node returns the best value it saw)
fail-hard-words = fail-hard (a Max node returns alpha, a Min node beta)
fail-hard-negamax-words = fail-hard (a node returns beta at once on a beta cut, else alpha)
form-maxmin-words = max/min form
form-negamax-words = negamax form (every node maximizes; values from the side to move)
depth-limit-words = , depth limit { $depth } (a node at depth { $depth } with an estimate is scored by it)

## The page: header, toolbar, controls, panels, drawers, cards, notices (src/app, src/model)
## Keys start with `page-`.


## Reading trees and links: notation, edits, the URL (src/engine/notation.rs, edit.rs, src/query.rs)
## Keys start with `input-`.


## The pseudocode's comments and the sheets (src/engine/pseudocode.rs, src/draw)
## Keys start with `code-` or `sheet-`.

# A select with only *[other] marks a count: add [one], [two] or [few] as the language needs
# (English keeps its one form, as it always has).

# The code panel's title: which tutorial the listing follows.
code-title-minimax = Minimax
code-title-alphabeta-soft = Alpha-beta, fail-soft (binary-tree tutorial)
code-title-alphabeta-hard = Alpha-beta, fail-hard (picture tutorial)
code-title-negamax-soft = Negamax alpha-beta, fail-soft
code-title-negamax-hard = Negamax alpha-beta, fail-hard (Othello tutorial)
code-title-negamax = Negamax (no pruning)
# The listing's leaf line, pseudocode: keep it within 36 characters, and its words in step with
# the listing's other lines, which stay as written (node, value, return).
code-leaf = if leaf: return value(node)
code-leaf-limit = if leaf or at limit: return value
code-leaf-negamax = if leaf: return value for mover
code-leaf-negamax-limit = if leaf or at limit: return ±value
# The comment after a cutoff's `break` (after "# "): keep it short, the line holds at most 38
# characters and has 7 to spare.
code-comment-cut = { $cut ->
    [alpha] α-cut
   *[beta] β-cut
 }
# The live values beside the listing: a child's return handed up, and the root's own.
code-live-returned = { $node } returned { $value }
code-live-returns = returns { $value }

# The sheets' titles, written under the tree and as the document's <title>.
sheet-title-worksheet = Alpha-beta worksheet
sheet-title-answer-key = Alpha-beta answer key
sheet-title-step = Alpha-beta, step by step
# The worksheet's caption, and its line to write a name on.
sheet-worksheet-alphabeta = Worksheet: find the value of every node and strike out what alpha-beta prunes.
sheet-worksheet-minimax = Worksheet: find the value of every node.
sheet-name = Name:
# $rules: the conventions in words (see conventions-alphabeta).
sheet-rules = Rules: { $rules }.
sheet-answer-key = Answer key: root value { $value }, { $evaluated } of { $leaves } { $leaves ->
   *[other] leaves
 } evaluated. { $rules }.
# The step sheet's caption: the step, then its narration ($now).
sheet-step = Step { $step } of { $count }. { $now }
sheet-nothing-yet = Nothing searched yet.
# Why a sheet cannot be drawn from a view's link.
sheet-link-problem = the link cannot be drawn: { $problem }
sheet-link-bad-tree = the link's tree cannot be read: { $error }
sheet-link-no-tree = the link holds no tree
# A node's cut tag, drawn in a box 52 pixels wide: keep it as short.
sheet-cut-tag = { $cut ->
    [alpha] α-cut
   *[beta] β-cut
 }
# The cut tag's tooltip.
sheet-cut-title = the remaining children are skipped
# A folded node's tooltip.
sheet-marker-title = collapsed: { $count } { $count ->
   *[other] nodes
 }; click to open a level
# A node's accessible name, read by screen readers: its parts joined by sheet-aria-separator.
# The words in parentheses are not drawn; the others are, and a person may say them to click
# the node by voice, so they stay as the drawing writes them.
sheet-aria-separator = { ", " }
sheet-aria-node = { $kind ->
    [max] Max node
    [min] Min node
   *[leaf] Leaf
 } { $label }
sheet-aria-value = (value) { $value }
sheet-aria-at-least = (at least) { $value }
sheet-aria-at-most = (at most) { $value }
sheet-aria-window = α { $alpha }, β { $beta }
sheet-aria-window-hidden = (α { $alpha }, β { $beta })
# $cut: the tag's name (sheet-cut-tag) or the badge's (sheet-aria-cut-badge); $title: sheet-cut-title.
sheet-aria-cut = { $cut }: { $title }
sheet-aria-cut-badge = { $cut ->
    [alpha] α (cut)
   *[beta] β (cut)
 }
# $count: how many nodes the fold hides, as drawn; $title: sheet-marker-title.
sheet-aria-folded = { $count }, { $title }
sheet-aria-state = { $state ->
    [unvisited] not searched yet
    [current] being searched
    [open] searched, on the path
    [done] searched
   *[pruned] never searched (pruned)
 }. Press Enter to { $kind ->
    [leaf] change it
   *[other] move it or give it an estimate
 }.


## The command-line tool, ablab (src/cli.rs, src/cli/)
## Keys start with `cli-`.

# `ablab --lang` with a code it does not know: $languages lists the codes it does, with names.
cli-unknown-language = unknown language '{ $code }': --lang takes { $languages }
cli-language-unreadable = the messages of { $language } cannot be read: { $error }
# $what is the tree or the answers.
cli-cannot-read-stdin = cannot read { $what ->
    [tree] the tree
   *[answers] the answers
 } from standard input: { $error }
cli-bad-tree = bad tree: { $error }
cli-cannot-write = cannot write { $file }: { $error }
# A list that is empty.
cli-none = none
# `ablab solve`: the report, a line each.
cli-report-tree = Tree: { $nodes } { $nodes ->
   *[other] nodes
 }, { $leaves } { $leaves ->
   *[other] leaves
 }, depth { $depth }
cli-conventions = Conventions: { $conventions }
cli-report-steps = Steps:
cli-report-value = Value: { $value }
cli-report-best-move = Best move: { $move } (to { $child })
cli-report-best-move-none = Best move: none (the root is a leaf)
cli-report-visited = Nodes visited: { $visited } of { $nodes }
cli-report-evaluated = Leaves evaluated: { $evaluated } of { $leaves }
cli-report-pruned-none = Pruned leaves: none
# $leaves: the pruned leaves' places from the left (from 0); $values: their values.
cli-report-pruned = Pruned leaves: { $leaves } (values { $values })
# `ablab tictactoe`: X and O are the players' marks, as the board shows them.
cli-bad-board = bad board: { $error }
cli-ttt-board = Board:
cli-ttt-won = { $player } has won
cli-ttt-full = a draw: the board is full
cli-ttt-wins = { $player } wins with best play
cli-ttt-draw = a draw with best play
cli-ttt-to-move = To move: { $player }
cli-ttt-value = Value: { $value } ({ $outcome }; +1 is good for X (Max), -1 for O (Min))
# $cell: the cell's number (0 to 8); $name: its name (a1 to c3).
cli-ttt-best-move = Best move: { $cell } ({ $name }) for { $player }
cli-best-move-over = Best move: none (the game is over)
cli-ttt-nodes = Nodes visited: minimax { $minimax }, alpha-beta { $alphabeta }
# `ablab othello`.
cli-perft-too-deep = perft { $depth } is too deep: at most { $max } (perft 12 already counts 1,939,886,636 leaves)
cli-perft = Perft { $depth } from the start: { $leaves } { $leaves ->
   *[other] leaves
 } ({ $ms } ms)
cli-color = { $color ->
    [black] X (black)
   *[white] O (white)
 }
cli-sides-disagree = the side to move and --to-move disagree
cli-bad-side = the side to move is X (black) or O (white), not '{ $side }'
# $name: a built-in endgame's; $side and $given: X or O.
cli-endgame-to-move = { $name } has { $side } to move; --to-move says { $given }
cli-bad-position = bad position: { $error } (or name a built-in one: see `ablab othello positions`)
cli-too-many-empties = the position has { $empties } empty squares: at most { $max } (plain negamax would take too long)
cli-othello-empties = Empty squares: { $empties }
# $side: cli-color.
cli-othello-pass = Best move: pass ({ $side } has no legal move)
cli-othello-best-move = Best move: { $move }
cli-othello-score = Score: { $score } (final discs of { $side }, the side to move, minus the opponent's, with best play)
# The two searches' lines: their numbers start in the same column.
cli-othello-negamax = Plain negamax: { $nodes } nodes, { $ms } ms (best move { $move }, score { $score })
cli-othello-alphabeta = Alpha-beta:    { $nodes } nodes, { $ms } ms
# `ablab othello positions`, a line each: $name and $empties come padded to their columns.
cli-positions-row = { $name } { $empties } empties  { $text }
# `ablab exercise`.
cli-exercise-head = Exercise: seed { $seed }, { $difficulty }
cli-exercise-tree = Tree: { $notation }
cli-exercise-task = Task: give the value each inner node returns, mark the nodes never searched, and give each inner node's final alpha and beta.
# FILE is the place of the answers' file on the command line: keep it as it is.
cli-exercise-grade-with = Grade with: ablab grade '{ $notation }' --answers FILE
cli-exercise-key = Answer key
cli-exercise-values = Values: { $values }
cli-exercise-pruned = Never searched: { $nodes }
cli-exercise-windows = Alpha and beta: { $windows }
# `ablab grade`.
cli-both-stdin = the tree and the answers cannot both come from standard input
cli-bad-answers = bad answers: { $error }
cli-cannot-read-answers = cannot read the answers { $file }: { $error }
cli-grade-score = Score: { $points } of { $total } ({ $percent }%). { $correct ->
    [true] All right.
   *[false] Not yet right.
 }
cli-grade-wrong-values = Wrong values: { $nodes }
cli-grade-missed = Missed prunes: { $nodes }
cli-grade-extra = Extra prunes: { $nodes }
cli-grade-wrong-windows = Wrong alpha and beta: { $nodes }
cli-grade-unanswered = No value given: { $nodes }
cli-grade-first-mistake = First mistake (step { $step }): { $explanation }


## The games (tic-tac-toe, Othello) and practice (src/games, src/model, src/engine/practice, their components)
## Keys start with `game-` or `practice-`.


## The languages (src/app/language.rs, the menu)

lang-menu = Language
lang-failed = { $language } could not be loaded: the page fetches a language when it is first chosen, and the network did not answer. Choose it again to retry.
