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


## The command-line tool, ablab (src/cli.rs, src/cli/)
## Keys start with `cli-`.


## The games (tic-tac-toe, Othello) and practice (src/games, src/model, src/engine/practice, their components)
## Keys start with `game-` or `practice-`.


## The languages (src/app/language.rs, the menu)

lang-menu = Language
lang-failed = { $language } could not be loaded: the page fetches a language when it is first chosen, and the network did not answer. Choose it again to retry.
