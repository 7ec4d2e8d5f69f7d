# Alpha-Beta Lab's messages in English: the source every other language follows.
#
# The format is a small part of Project Fluent's (src/i18n/ftl.rs has it all):
#   key = text, with { $name } where a value goes;
#   { $name -> [value] text ... *[other] text } chooses by the value (or its plural category:
#   one, two, few, other), the starred variant when none fits;
#   { "text" } writes text as it is (a brace, or spaces at either end).
# A translation keeps every key and the same { $names }; a test checks both.
# Keep Greek α and β, "−∞" and "+∞", and the digits as they are.

## The narration of each step (crates/teach/src/narrate.rs)

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
# $count: how many children are skipped (a language may choose a pronoun by it).
cutoff = { $cut ->
    [alpha] Alpha-cut
   *[beta] Beta-cut
 } at { $node }: { $skipped } { $what ->
    [leaf] is never looked at
    [leaves] are never looked at
    [subtree] is never searched
   *[subtrees] are never searched
 }{ $count ->
   *[other] {""}
 }.
cutoff-cause = { $cutoff } { $cause }
cause-negamax = { $node } is worth at least { $alpha } to the side to move there, but the opponent can already hold it to { $beta } higher up, so play will never reach { $node }.
cause-max = { $node } is worth at least { $alpha }, but Min can already hold the game to { $beta } higher up, so Min will never let play reach { $node }.
cause-min = { $node } is worth at most { $beta }, but Max can already get { $alpha } higher up, so Max will never choose { $node }.

# The searches beyond alpha-beta (crates/teach/src/narrate/beyond.rs): chance nodes (expectiminimax,
# Star1), the passes of aspiration windows, MTD(f) and iterative deepening, PVS's probes and
# re-searches. Keys start with `beyond-`. $op is ≤, ≥, < or > (or <=, >=); "best" is the variable's name.
beyond-kind-chance = chance
beyond-rule-star = prune the rest once its value is sure to be { $le } α or { $ge } β (Star1)
beyond-rule-star-sum = sum so far { $sum }; prune the rest once its value is sure to be { $le } α or { $ge } β (Star1)
beyond-rule-chance = no cut: without bounds on the leaves, every child counts
beyond-rule-chance-sum = sum so far { $sum }; no cut: without bounds on the leaves, every child counts
# $child: a leaf or a subtree (skipped-subtree).
beyond-skip = { $cut ->
    [alpha] Alpha-cut
   *[beta] Beta-cut
 } at { $node } (children taken best first): { $child } is never searched.
beyond-pass-ends = { $node } returns { $value }: this pass ends.
beyond-probe-returns = The probe of { $node } returns { $value }: only a bound, { $node } { $op } { $seen } for { $parent }. { $parent }: best = { $f }({ $prev }, { $seen }) = { $best }.
beyond-iteration-first = Iteration { $pass }: search from the root down to depth { $depth } (a node there with an estimate stands by it).
beyond-iteration = Iteration { $pass }: search from the root down to depth { $depth } (a node there with an estimate stands by it), each node's children taken best first by the values of iteration { $previous }.
beyond-mtdf-whole = Pass { $pass }: one search with the whole window (alpha = { $alpha }, beta = { $beta }) settles the value.
beyond-mtdf-pass = Pass { $pass } of MTD(f): a null-window search, alpha = { $alpha } and beta = { $beta }, with no value strictly between them: it only asks whether the root is worth at least { $beta }.
beyond-aspiration-first = Pass 1, an aspiration window: search from the root with alpha = { $alpha } and beta = { $beta }, betting that the value lies between them.
beyond-aspiration-again = Pass { $pass }: the bet lost, so search again with the window opened { $side ->
    [below] below
   *[above] above
 }: alpha = { $alpha }, beta = { $beta }.
beyond-proved-inside = { $value } lies inside the window ({ $alpha }, { $beta }), so it is the value: no second pass is needed.
beyond-bounds-meet = The bounds meet: the value is { $value }.
beyond-pass-settles = Pass { $pass } returns { $value } inside its window ({ $alpha }, { $beta }), so it is the value.
beyond-chosen-line = The chosen line: { $line }.
beyond-fail-low = The root returned { $value } { $op } alpha = { $alpha }: a fail-low, so the value is at most { $value }.
beyond-fail-high = The root returned { $value } { $op } beta = { $beta }: a fail-high, so the value is at least { $value }.
beyond-so-far = So far: { $lower } { $op } value { $op } { $upper }.
# Two sentences in a row (beyond-fail-low or -high, then beyond-so-far).
beyond-sentences = { $first } { $second }
beyond-probe-max = { $parent } probes { $node } with a null window (alpha = { $alpha }, beta = { $beta }, as { $node } sees it): it only asks whether { $node } is worth more than { $bound } to { $parent }; if not, { $parent } is done with it at once.
beyond-probe-min = { $parent } probes { $node } with a null window (alpha = { $alpha }, beta = { $beta }, as { $node } sees it): it only asks whether { $node } is worth less than { $bound }; if not, { $parent } is done with it at once.
# $better: more at a node that maximizes, less at one that minimizes.
beyond-research = The probe failed high: { $node } is worth { $better ->
    [more] more
   *[less] less
 } than { $parent } had, so { $parent } searches it again with its full window, alpha = { $alpha }, beta = { $beta } (re-search { $count }).
beyond-research-negamax = The probe failed high: { $node } is worth more than { $parent } had, so { $parent } searches it again with its full window, alpha = { $alpha }, beta = { $beta }, as { $node } sees it (re-search { $count }).
beyond-enter-window = Enter { $node } ({ $kind }) with alpha = { $alpha } and beta = { $beta }.
beyond-enter-star = Enter { $node } ({ $kind }) with alpha = { $alpha } and beta = { $beta }: the window Star1 gives it, so that { $parent } can stop as soon as { $node }'s value settles on which side of its own window it falls.
beyond-enter-chance = Enter { $node } ({ $kind }) with alpha = { $alpha } and beta = { $beta }: below a chance node nothing can be pruned without bounds on the leaf values.
beyond-chance-takes-leaf = { $parent } takes { $node } with probability { $probability }.
beyond-chance-takes = { $node } returns { $value } to { $parent }, which takes it with probability { $probability }.
beyond-sum-step = { $node }: sum = { $old } + { $probability } × { $value } = { $sum }.
beyond-sum = { $node }: sum = { $sum }.
beyond-star = Whatever its other children are worth, { $node } is worth between { $lower } and { $upper }.
beyond-star-bounds = Whatever its other children are worth (every leaf lies within { $lo }..{ $hi }), { $node } is worth between { $lower } and { $upper }.
beyond-chance-no-cutoff = { $node }: no cutoff.
beyond-chance-low-stops = { $node }: at most { $upper } { $op } alpha = { $alpha }, so { $node } stops: Max above has better.
beyond-chance-low-done = { $node }: at most { $upper } { $op } alpha = { $alpha }, so { $node } is done (it had no children left): its value is a bound: Max above has better.
beyond-chance-high-stops = { $node }: at least { $lower } { $op } beta = { $beta }, so { $node } stops: Min above has better.
beyond-chance-high-done = { $node }: at least { $lower } { $op } beta = { $beta }, so { $node } is done (it had no children left): its value is a bound: Min above has better.
beyond-chance-unsettled = { $node }: between { $lower } and { $upper }, which alpha = { $alpha } and beta = { $beta } do not settle: no cutoff.
# A cut at the root in a pass with a window; $skipped: what is skipped (as in cutoff), $count:
# how many children; $bound: beyond-root-at-least, -at-most or -outside.
beyond-root-cut = { $cut ->
    [alpha] Alpha-cut
   *[beta] Beta-cut
 } at { $node }: { $skipped } { $count ->
    [one] is
   *[other] are
 } never searched: { $bound }, which is all this pass asks.
beyond-root-at-least = the root is worth at least { $value } { $op } beta = { $beta }
beyond-root-at-most = the root is worth at most { $value } { $op } alpha = { $alpha }
beyond-root-outside = the root is outside this pass's window
beyond-star-cut-max = Star1 cut at { $node }: { $skipped } { $count ->
    [one] is
   *[other] are
 } never searched: whatever they are worth, { $node } is worth at most { $upper }, and Max can already get { $alpha } higher up.
beyond-star-cut-min = Star1 cut at { $node }: { $skipped } { $count ->
    [one] is
   *[other] are
 } never searched: whatever they are worth, { $node } is worth at least { $lower }, and Min can already hold the game to { $beta } higher up.
beyond-star-cut = Star1 cut at { $node }: { $skipped } { $count ->
    [one] is
   *[other] are
 } never searched.

## The conventions in force, in words (the page's settings, `ablab`)

conventions-minimax = minimax (no pruning), { $form }, { $root }{ $depth }
conventions-alphabeta = alpha-beta, { $form }, { $root }, prune when { $rule }, { $fail }{ $depth }
# The cutoff rule in the conventions line: $rule is ge (prune when alpha >= beta) or gt (only
# when alpha > beta), with -plain in ablab's text, which writes <=, >= and -inf in ASCII.
rule-words = { $rule ->
    [gt] α > β
    [ge-plain] alpha >= beta
    [gt-plain] alpha > beta
   *[ge] α ≥ β
 }
root-is-max = root Max
root-is-min = root Min
fail-soft-words = fail-soft (a node returns the best value it saw)
fail-hard-words = fail-hard (a Max node returns alpha, a Min node beta)
fail-hard-negamax-words = fail-hard (a node returns beta at once on a beta cut, else alpha)
form-maxmin-words = max/min form
form-negamax-words = negamax form (every node maximizes; values from the side to move)
depth-limit-words = , depth limit { $depth } (a node at depth { $depth } with an estimate is scored by it)

# The searches beyond alpha-beta, and their window and bounds (`beyond-` keys, as above).
beyond-conventions-pvs = PVS (NegaScout: the first child with the window, the others with a null window, searched again when they fail high), { $form }, { $root }, prune when { $rule }, { $fail }{ $depth }
beyond-conventions-mtdf = MTD(f) (null-window alpha-beta passes until the bounds they prove meet), { $form }, { $root }, prune when { $rule }, { $fail }{ $depth }
beyond-conventions-iterative = iterative deepening (alpha-beta to depth 1, 2, ..., children best first by the previous iteration's values), { $form }, { $root }, prune when { $rule }, { $fail }{ $depth }
beyond-window-words = , aspiration window ({ $lo }, { $hi }) (searched again, opened on the side it fails)
beyond-bounds-words = , leaf values within { $lo }..{ $hi } (Star1 prunes at chance nodes)
beyond-chance-legend = A dashed circle is a chance node: its value is the mean of its children's, each weighted by the probability on its edge.
beyond-legend-chance = Chance node: takes the mean of its children's values, each weighted by the probability on its edge

## The page: header, toolbar, controls, panels, drawers, cards, notices (src/app, src/model)
## Keys start with `page-`.

page-preset-binary = Binary tree (tutorial A)
page-preset-aima = AIMA Figure 5.2
page-preset-uneven = 4-ply, uneven branching
page-preset-estimates = With estimates (try a depth limit)
page-preset-chance = Chance nodes: dice (Russell & Norvig)
page-type-a-number = Type a number, such as 7 or -2.5
page-not-a-value = '{ $text }': { $why }
page-link-tree-unreadable = The tree in the link could not be read ({ $why }); showing the default tree instead. The link's text is in Notation…, where the error is marked.
# Between the problems found in a link.
page-problem-separator = { "; " }
page-link-also-ignored = { $notice } Also: { $problems }.
page-link-ignored = Some of the link was ignored: { $problems }.
page-link-over-saved = The link shows another tree, or other rules, than the work you had in this browser. Yours is kept: Undo brings it back, and it stays saved here until you change this one.
page-save-refused = This browser does not let the page save your work (its storage is full or turned off, as in a private window), so closing or reloading the page will lose it. To keep it, copy the link in Share & export, or the text in Notation.
page-saved-no-tree = it holds no tree
page-saved-unreadable = The tree saved in this browser could not be read ({ $why }). It was set aside (under { $key }), and { $shown ->
    [link] the link's
   *[default] the default
 } tree is shown.
# Two notices shown together, one after the other.
page-notice-then = { $before } { $text }
# The two comment lines at the top of a notation file (each written after "# ").
page-notation-file-head = An Alpha-Beta Lab tree: paste this text into Notation... on the page, or run `ablab solve - < this-file`.
page-notation-file-conventions = Conventions when saved: { $conventions }.
page-title = Alpha-Beta Lab
page-tagline = Minimax and alpha-beta pruning, step by step.
page-modes = What to show
page-mode-trees = Trees
page-mode-tictactoe = Tic-tac-toe
page-mode-othello = Othello
page-mode-practice = Practice
page-tree-menu = Tree
page-your-tree = Your tree
page-dismiss = Dismiss
page-theme = Theme
page-theme-auto = ◐ Auto
page-theme-light = ☀ Light
page-theme-dark = ☾ Dark
page-toolbar = Tree tools
page-undo = ↶ Undo
page-solution-replaced = The practised tree now shows in the Trees tab in place of the one there; Undo brings that one back.
page-undo-title = Undo the last edit (Ctrl+Z)
page-redo = ↷ Redo
page-redo-title = Redo (Ctrl+Y or Ctrl+Shift+Z)
page-random = Random tree…
page-random-title = Make a random tree from a seed
page-notation = Notation…
page-notation-title = See, edit or paste the tree as text
page-export = Share & export…
page-export-title = A link to this view; SVG and PNG files; worksheets to print
page-zoom = Zoom
page-zoom-out = Zoom out
page-zoom-in = Zoom in
page-zoom-level = { $percent }%
page-fit = Fit
page-fit-title = The whole tree in view
page-tree-size = { $nodes } { $nodes ->
    [one] node
   *[other] nodes
 }, { $leaves } { $leaves ->
    [one] leaf
   *[other] leaves
 }
page-replay = Replay
page-first-step = First step (Home)
page-step-back = Step back (Left arrow)
page-play-title = Play or pause (Space)
page-step-forward = Step forward (Right arrow)
page-last-step = Last step (End)
page-play = Play
page-pause = Pause
page-step = Step
page-step-counter = { $step } / { $steps }
page-code = Code
page-code-title = Show or hide the pseudocode
page-present = Present
page-present-title = Present to a class: the tree and the story fill the screen in large type (P; Esc stops)
page-predict = Predict
page-predict-title = Before each step that decides something, guess what happens
page-speed = Speed
page-steps-per-second = { $rate }/s
page-pseudocode = Pseudocode
page-hide-code = Hide the pseudocode
page-code-not-started = Not started: the first step calls the function on the root.
page-compare = Minimax against alpha-beta
page-alphabeta = Alpha-beta
page-minimax = Minimax
page-nodes-visited = Nodes visited
page-leaves-evaluated = Leaves evaluated
page-mark-skipped = Mark what alpha-beta skips
page-mark-skipped-title = Outline, at every step, the nodes alpha-beta never visits and minimax does
page-skipped = { $count } { $count ->
    [one] node
   *[other] nodes
 } skipped
page-order-children = Order children
page-best-first = Best first
page-best-first-title = Sort every node's children best-first for the player to move
page-worst-first = Worst first
page-worst-first-title = Sort every node's children worst-first
page-order-note = or click a node and move it
# b is the branching, d the depth: keep the formulas as they are.
page-knuth-moore = Uniform tree, b = { $b }, d = { $d }: alpha-beta evaluates at best b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = { $best } { $best ->
    [one] leaf
   *[other] leaves
 } (perfect order, Knuth and Moore), at worst b^d = { $worst }. This order: { $now }.
page-legend = Legend
page-legend-max = Max node: takes the largest child value
page-legend-min = Min node: takes the smallest
page-legend-leaf = leaf (click to edit)
page-legend-pruned = pruned: never searched
page-legend-line = bold: the chosen line
page-legend-negamax = Negamax form: every node maximizes, and the numbers at a node (its value, alpha and beta) are from the point of view of the player to move there. Leaves are written for Max; a leaf where Min is to move counts as minus its value. Every cutoff is a β-cut.
page-legend-depth-limit = Greyed nodes lie below the depth limit: the search stops above them and uses the estimate <v> of the node where it stops.
page-legend-bounds = ≥ 6 / ≤ 2: a bound, not an exact value. A β-cut happens at a Max node (its value reached β); an α-cut at a Min node (its value fell to α). Some texts name them the other way round.
page-step-zero = Step 0: nothing searched yet. Press ▶ to enter the root.
page-path = Path from the root to the current node
# The path from the root: each node's name (bold), then these; the rule in force at the
# node searched follows.
page-path-window = { " " }{ $kind } · α { $alpha } · β { $beta }
page-path-kind = { " " }{ $kind }
page-path-rule = { " " }— { $rule }
page-predict-cut = Cut
page-predict-no-cut = No cut
page-predict-value = The value it returns
page-predict-value-placeholder = value, then Enter
page-predict-tally = Predictions: { $right } of { $answered } right
# The live lecture (`ablab serve`): the lecturer's panel and the student's view.
page-live = Live
page-live-title = Run a live session: the class follows this tree on their own devices and answers its questions
page-live-panel = Live session
page-live-no-server = Live sessions need the lab's own server, ablab serve: start the page with bash scripts/serve.sh (see docs/live.md).
page-live-connecting = Connecting to the server…
page-live-reconnecting = Connection lost: reconnecting…
page-live-join-at = Join at { $link } with the code
page-live-qr = QR code of the join link
page-live-students = { $count } joined
page-live-ask = Ask the class
page-live-ask-title = Put the question Predict asks at this step to the class
page-live-no-question = No question at this step: step to a cutoff test or a return.
page-live-answered = { $count } answered
page-live-votes = Show the votes
page-live-revote = Vote again
page-live-reveal = Reveal
page-live-results = Results (CSV)
page-live-results-caption = Results of session { $code }: a row per student and question (also in the CSV)
page-live-results-question = Question
page-live-results-student = Student
page-live-end = End session
page-live-hide = Hide
page-live-round = Round { $round }
page-live-right = the right answer
page-live-join-heading = Join the live session
page-live-code = Code
page-live-name = Your name (optional)
page-live-join = Join
page-live-in = Live session { $code }
page-live-follow = Follow
page-live-follow-title = Back to the lecturer's step, and follow it again
page-live-following = Following the lecturer
page-live-send = Send
page-live-received = Received: { $choice }
page-live-waiting = Wait for the lecturer's question.
page-live-shown = The votes are in: discuss them, then wait for the lecturer.
page-live-verdict-right = Right!
page-live-verdict-wrong = Not right: the answer was { $answer }.
page-live-bad-code = “{ $code }” is not a join code: six letters and digits, such as 4KX9PT.
page-live-no-session = No session has this code (it may have ended).
page-live-too-many = Too many wrong codes: wait { $seconds } s and try again.
page-live-refused-malformed = The server could not read that message ({ $detail }).
page-live-refused-too-large = That message is too large for the server ({ $bytes } bytes).
page-live-refused-invalid = The server refused the field { $field }: { $detail }.
page-live-refused-not-lecturer = Only the lecturer who started this session can do that.
page-live-refused-not-in-session = Join or start a session first.
page-live-refused-closed = That round is closed: the answer was not counted.
page-live-refused-too-fast = Too many messages: the server takes { $count } a second and slows the rest.
page-live-refused-unstored = The server could not store that: nothing was counted. Try again.
page-live-refused-too-many-sessions = Too many sessions started from this address: wait { $seconds } s.
page-live-refused-full = This session has as many students as it can take.
page-result = Result
page-root-value = Root value
page-best-move = Best move
page-changes = Since the last change, { $which ->
    [both] now pruned: { $pruned }; no longer pruned: { $searched }
    [pruned] now pruned: { $pruned }
   *[searched] no longer pruned: { $searched }
 }.
page-plain-minimax = (plain minimax: { $evaluated } of { $leaves })
page-minimax-every-leaf = (minimax evaluates every leaf)
# After the number of leaves evaluated (or pruned) so far, which stands before it.
page-evaluated-in-all = { " " }so far · { $evaluated } of { $leaves } in all
page-leaves-pruned = Leaves pruned
page-pruned-in-all = { " " }so far · { $pruned } in all
page-conventions = Conventions
page-set-root = Root
page-set-max = Max
page-set-min = Min
page-set-search = Search
page-set-rule = Prune when
page-set-returns = Returns
page-set-fail-soft = Fail-soft
page-set-fail-hard = Fail-hard
page-set-form = Form
page-set-maxmin = Max/min
page-set-negamax = Negamax
page-set-depth-limit = Depth limit
page-set-no-limit = none
page-depth-warning = Note: { $warning }. Until then the search goes on below it.
page-showing = Showing: { $conventions }
page-text-error = Line { $line }, column { $column }: { $message }
page-text-last-valid = The tree shown is the last one that was valid.
page-notation-panel = Notation
page-notation-help = The tree as nested lists: a number is a leaf, a list a node; labels like B[...] or x:3; estimates <4>[...]
page-copy-link = Copy link
page-copied = Copied
page-copy-selected = Selected: press Ctrl+C
page-sheet-writer-unloaded = the part of the page that draws sheets could not be loaded (is the network down?)
page-no-sheet = No sheet was made: { $why }. Try again.
page-game-unloaded = The game could not be loaded: the page fetches it when a game tab first opens, and the network did not answer. Open the tab again to retry.
page-practice-unloaded = Practice could not be loaded: the page fetches it when the Practice tab first opens, and the network did not answer. Open the tab again to retry.
page-live-unloaded = The live lecture could not be loaded: the page fetches it when Live is first pressed, and the network did not answer. Press Live again to retry.
page-card-leaf = Leaf { $label }
page-card-node = Node { $label } ({ $kind })
page-card-value = Value
page-card-value-hint = Enter: keep · Esc: close
page-card-estimate = Estimate
page-card-estimate-hint = for a depth limit; empty: none
page-close = Close
page-card-label = Label
page-card-label-default = default
page-move-left = ◀ Left
page-move-right = Right ▶
page-add-child = + Child
page-add-sibling = + Sibling
page-delete = Delete
page-expand-subtree = Expand subtree
page-collapse-subtree = Collapse subtree
page-share = Share and export
page-share-link = Link to this view
page-notation-file = Notation file
page-notation-file-title = The tree as text, to open again by pasting it into Notation…
page-worksheet = Worksheet
page-answer-key = Answer key
page-this-step = This step
page-png = PNG (2×, for slides)
# The LaTeX file: the worksheet, the answer key and this step, as TikZ pictures.
page-latex = Worksheet, key and step
page-print = Print
page-folded = { $drawn } of { $count } { $count ->
    [one] node
   *[other] nodes
 } drawn; a triangle stands for a folded subtree (click it to open a level).
page-expand-all = Draw every node
page-all-drawn = All { $count } { $count ->
    [one] node
   *[other] nodes
 } drawn.
page-collapse-big = Fold big subtrees
page-tree-area = Game tree
page-tree-canvas = The game tree being searched
page-random-panel = Random tree
page-random-depth = Depth
page-random-children-from = Children from
page-random-to = to
page-random-values-from = Values from
page-random-seed = Seed
page-reseed = New seed
page-reseed-title = A new seed
page-make-random = Make tree
page-random-note = The same numbers and seed always make the same tree.
# The random tree's fields, named in its errors.
page-random-not-whole = { $field ->
    [depth] depth
    [min-children] fewest children
    [max-children] most children
    [min-value] smallest value
    [max-value] largest value
   *[seed] seed
 }: '{ $text }' is not a whole number
page-random-out-of-range = { $field ->
    [depth] depth
    [min-children] fewest children
    [max-children] most children
    [min-value] smallest value
    [max-value] largest value
   *[seed] seed
 }: { $value } is out of range
page-random-too-wide = { $field ->
    [min-value] smallest value
   *[max-value] largest value
 }: out of range
page-random-seed-range = seed: a whole number from 0 up

## Reading trees and links: notation, edits, the URL (crates/teach/src/words.rs, crates/query)
## Keys start with `input-`.

# Where an error in the notation is: its line and column, then what is wrong.
input-error-at = line { $line }, column { $column }: { $message }
input-label-empty = a label cannot be empty
input-label-start = a label starts with a letter, not '{ $char }'
input-label-chars = a label holds letters, digits, _ and ' only, not '{ $char }'
input-label-too-long = label too long: at most { $max } { $max ->
    [one] character
   *[other] characters
 }
input-label-number = '{ $label }' cannot be a label: it reads as a number
input-empty-tree = the tree is empty: write a list such as [[3,5],[6,9]]
input-after-end = unexpected { $what } after the end of the tree (is a bracket closed too early?)
input-end-of-text = end of text
input-character = character { $char }
input-too-many-nodes = too many nodes: a tree may have at most { $max } { $max ->
    [one] node
   *[other] nodes
 }
input-too-deep = too deep: a tree may have at most { $max } { $max ->
    [one] level
   *[other] levels
 } below the root
input-estimate-needs-list = an estimate <v> belongs to an inner node: expected '[' after it, found { $what }
input-expected-node = expected a number or '[', found { $what }
input-estimate-unclosed = expected '>' to close the estimate opened at column { $column }, found { $what }
input-label-infinite = '{ $name }' is not allowed: leaf values must be finite numbers
input-expected-after-label = expected '[', '(' or ':' after the label '{ $name }', found { $what }
# `what` is the kind of number expected there; `why` says what is wrong with it.
input-not-a-number = '{ $text }' is not { $what ->
    [estimate] an estimate
   *[leaf] a leaf value
 }: { $why }
input-empty-list = empty list: a node needs at least one child (or write a number for a leaf)
input-wrong-closer = expected '{ $close }' to close the '{ $open }' at line { $line }, column { $column }, found { $what }
input-never-closed = the '{ $open }' at line { $line }, column { $column } is never closed: expected '{ $close }'
input-comma-first = expected a number or '[' before ','
input-two-commas = two commas in a row: expected a number or '['
input-no-node = there is no node { $node }
input-no-such-node = no such node
input-edit-too-many = the tree would have more than { $max } { $max ->
    [one] node
   *[other] nodes
 }
input-edit-too-deep = the tree may not be deeper than { $max } { $max ->
    [one] level
   *[other] levels
 }
input-root-no-siblings = the root has no siblings: add a child instead
input-root-undeletable = the root cannot be deleted
input-only-child = { $node } is the only child of { $parent }: delete { $parent } instead, or add a sibling first
input-label-taken = { $label } is already the label of another node
input-not-number = expected a number such as 7, -3 or 4.99
input-too-precise = too many digits: a value keeps at most 18 significant digits and 18 decimals
input-too-large = number too large: values must lie within about ±10^18
input-no-estimate = the depth limit { $limit } stops the search at { $node }, which has no estimate{ $others ->
    [0] { "" }
    [one] { " " }(nor has { $others } other node at depth { $limit })
   *[other] { " " }(nor have { $others } other nodes at depth { $limit })
 }: write one as <value> before its list, e.g. <4>[...]
input-long-link = This link is { $length } { $length ->
    [one] character
   *[other] characters
 } long, and many servers refuse links over { $limit } characters: it may not open. Share the tree as a file instead: Notation file downloads it, and pasting its text into Notation… opens it again.
input-bad-parameter = { $key }={ $value } is not one of { $allowed }
input-bad-pair = { $key }={ $value }: { $why }
input-unknown-parameter = unknown parameter '{ $key }'
input-random-depth = depth: at most { $max } { $max ->
    [one] level
   *[other] levels
 }
input-random-branching = branching: the smallest count must be at least 1 and at most the largest
input-random-children = branching: at most { $max } { $max ->
    [one] child
   *[other] children
 }
input-random-values = values: the smallest must not exceed the largest
input-random-value-range = values: within ±999,999,999,999
input-random-too-big = too big: up to { $count } { $count ->
    [one] node
   *[other] nodes
 }, more than { $max }; lower the depth or the branching

input-beyond-chance-needs-list = '~' marks a chance node: expected '[' right after it, found { $what }
input-beyond-not-a-probability = '{ $text }' is not a probability: { $why }
input-beyond-fraction = a fraction is two whole numbers, the second above 0, as 1/3
input-beyond-probability-range = a probability lies above 0 and at most 1, not { $probability }
input-beyond-probability-outside = a probability p@ belongs to a child of a chance node, as in ~[0.5@3, 0.5@7]
input-beyond-probability-missing = this child of a chance node has no probability: give every child one (p@child), or none for equally likely children
input-beyond-probability-sum = the probabilities of this chance node's children add up to { $total }, not 1 (they may differ from 1 by at most 1e-9)
input-beyond-probability-sum-huge = the probabilities of this chance node's children add up to too much, not 1 (they may differ from 1 by at most 1e-9)
input-beyond-means-too-precise = the means of this chance node need more than { $digits } digits to be kept exactly: use fewer decimals or simpler probabilities
input-beyond-edit-means = the chance nodes' means would need more digits than the lab keeps
# $why in input-beyond-negamax-alternate: $kind is kind-max or kind-min.
input-beyond-same-kind = { $node } is a { $kind } node below the { $kind } node { $parent }
input-beyond-is-chance = { $node } is a chance node
input-beyond-negamax-alternate = the negamax form needs Max and Min to alternate, but { $why }: use the max/min form
# $algorithm is the name `--algorithm` takes (mtdf, iterative, minimax).
input-beyond-window-algorithm = an aspiration window is for alphabeta or pvs, not { $algorithm }
input-beyond-window-empty = the window { $lo }..{ $hi } is empty: its low end must be below its high end
input-beyond-bounds-empty = the bounds { $lo }..{ $hi } are empty: the low one must be at most the high one
# $why in input-beyond-bounds-outside.
input-beyond-leaf-outside = leaf { $node } is { $value }, outside the bounds { $lo }..{ $hi }
input-beyond-estimate-outside = the estimate of { $node } is { $value }, outside the bounds { $lo }..{ $hi }
input-beyond-bounds-outside = the leaf bounds must hold every value, but { $why }
input-beyond-mtdf-hard = MTD(f) needs fail-soft: a fail-hard pass only says on which side of its window the value lies, so it would creep one step a pass
input-beyond-iteration-no-estimate = iterative deepening cannot stop its iteration { $depth } at depth { $depth }, where { $node } has no estimate (the page's search goes on below it): write one as <value> before its list, e.g. <4>[...]

## The pseudocode's comments and the sheets (crates/teach/src/pseudocode.rs, src/draw)
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
# A worksheet's legend: each shape the tree draws, and its name.
sheet-legend-max = Max node
sheet-legend-min = Min node
sheet-legend-chance = chance node
# The comments of a sheet written as LaTeX (ablab export --format tex; the page's LaTeX file).
tex-made = Made by Alpha-Beta Lab. It compiles with pdflatex as it is and needs only the tikz package.
tex-paste = Each picture lies between two "% ---" lines: paste it into any document that loads TikZ.
tex-scale = scale={ $scale } fits a text { $width } cm wide; change it to fit yours.
tex-picture-start = --- { $title }: the picture starts here ---
tex-picture-end = --- the picture ends here ---
tex-set-page = { $title } — exercise { $number } of { $count }: { $sheet }
tex-set-untitled = Exercises
# $language: the page's language, which pdflatex cannot typeset without CJK packages.
tex-in-english = pdflatex cannot typeset { $language } without CJK packages, so the sheet's words are in English. In { $language } they read:
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
    [chance] Chance node
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
# Below a chance node, a child's probability as its edge writes it (`0.25`, `1/3`): the edge,
# not the node, draws it, so all of it stands in parentheses.
beyond-aria-probability = (probability { $probability })
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

# The searches beyond alpha-beta (`code-beyond-` keys).
code-beyond-title-pvs = Principal-variation search (NegaScout)
code-beyond-title-mtdf = MTD(f)
code-beyond-title-iterative = Iterative deepening
# A title and what the listing adds to it: $search is the search's title (one above, or
# code-title-*).
code-beyond-title-aspiration = { $search }, in an aspiration window
code-beyond-title-chance = { $search }, with chance nodes (expectiminimax)
code-beyond-title-star = { $search }, with chance nodes (Star1)
# The notes under a listing, each line written after "# ": what its letters stand for. Keep
# each line within 36 characters (a full-width one counts two) and the letters as they are
# (f, D, order, ε, p, rest, L, U: the listing's names).
code-beyond-note-guess = f: the root's estimate, else 0
code-beyond-note-depth = D: the depth limit, else the height
code-beyond-note-order = order: best first by last iteration
code-beyond-note-epsilon = ε: the least step between values
code-beyond-note-star = p = p(child); rest: p of those after
    L, U: bounds on every leaf value

## The command-line tool, ablab (src/cli.rs, src/cli/)
## Keys start with `cli-`.

# `ablab --lang` with a code it does not know: $languages lists the codes it does, with names.
cli-unknown-language = unknown language '{ $code }': --lang takes { $languages }
cli-language-unreadable = the messages of { $language } cannot be read: { $error }
# ablab's command line, refused before anything runs (clap's errors in our words, in the language
# of --lang). $arg: the option or argument as --help writes it (--algorithm <ALGORITHM>);
# $value: what was typed; $why: what the value lacks (cli-arg-whole-number, input-window-*).
cli-arg-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-arg-invalid-value-why = invalid value '{ $value }' for '{ $arg }': { $why }
cli-arg-no-value = a value is required for '{ $arg }' but none was supplied
cli-arg-possible = [possible values: { $values }]
cli-arg-unexpected = unexpected argument '{ $arg }' found
cli-arg-unexpected-value = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-arg-unknown-command = unrecognized subcommand '{ $command }'
cli-arg-missing = the following required arguments were not provided: { $args }
cli-arg-missing-command = '{ $command }' requires a subcommand: { $commands }
cli-arg-twice = the argument '{ $arg }' cannot be used more than once
cli-arg-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
# $what: argument, value or command; $similar: the names, quoted.
cli-arg-similar = tip: { $what ->
    [value] a similar value exists
    [command] a similar subcommand exists
   *[argument] a similar argument exists
 }: { $similar }
cli-arg-unreadable = the command line cannot be read (an argument that is not UTF-8, or given in a form ablab does not take)
cli-arg-whole-number = expected a whole number (0, 1, 2, ...)
cli-arg-too-large = { $value } is too large
cli-arg-usage = Usage: { $usage }
cli-arg-more = For more information, try '--help'.
# $what is the tree or the answers.
cli-cannot-read-stdin = cannot read { $what ->
    [tree] the tree
   *[answers] the answers
 } from standard input: { $error }
cli-bad-tree = bad tree: { $error }
cli-cannot-write = cannot write { $file }: { $error }
cli-blanks-worksheet = --blanks writes blanks on the worksheet only (--sheet worksheet)
cli-fragment-tex = --fragment writes LaTeX only (--format tex)
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
# $child: the root's child the best move leads to, by name.
cli-report-best-move = Best move: { $child }
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
# $name: the cell's name (a1 to c3).
cli-ttt-best-move = Best move: { $name } for { $player }
cli-best-move-over = Best move: none (the game is over)
cli-ttt-nodes = Nodes visited: minimax { $minimax }, alpha-beta { $alphabeta }
cli-ttt-moves = Each move for { $player }, with best play after (positions alpha-beta visits to prove it):
cli-ttt-move = { $name }: { $outlook } ({ $nodes })
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
cli-grade-nothing = give the answers: ablab grade FILE (a file from the page), or ablab grade TREE --answers FILE
cli-grade-no-exercise = { $file } does not say which tree it answers: give the tree too (ablab grade TREE --answers { $file })
cli-grade-other-tree = { $file } answers another tree ({ $own }) than the one given: leave the tree out
cli-grade-contradicts = --{ $flag } { $given } contradicts { $file }, answered under { $conventions }: leave the flag out
cli-grade-student = Student: { $name }
practice-student = Your name (for the answers file)
cli-cannot-read-answers = cannot read the answers { $file }: { $error }
cli-grade-score = Score: { $points } of { $total } ({ $percent }%). { $correct ->
    [true] All right.
   *[false] Not yet right.
 }
cli-grade-wrong-values = Wrong values: { $nodes }
cli-grade-missed = Missed prunes: { $nodes }
cli-grade-extra = Extra prunes: { $nodes }
cli-grade-wrong-windows = Wrong alpha or beta: { $nodes }
cli-grade-unanswered = No value given: { $nodes }
cli-grade-first-mistake = First mistake (step { $step }): { $explanation }

# `ablab solve --window LO,HI` and `--bounds LO,HI`: what is wrong with the two numbers (inside
# the command line's own error, which stays in English, as --help does).
input-window-format = expected two numbers LO,HI separated by a comma, e.g. 4,6
input-window-number = '{ $text }': { $error }
input-window-order = the low end { $lo } is above the high end { $hi }
# `ablab solve`'s report of the searches beyond alpha-beta: passes, probes and re-searches.
cli-report-best-move-chance = Best move: none (the root is a chance node)
# A search of several passes, or with re-searches, may visit a node more than once.
cli-report-visited-all = Nodes visited: { $visited } in all, counting every visit; the tree has { $nodes }
cli-report-evaluated-all = Leaves evaluated: { $evaluated } in all, counting every visit; the tree has { $leaves }
cli-report-passes = Passes: { $count }
# A pass, a line each (indented by the code); $result is cli-window-result.
cli-report-pass = { $pass }. window ({ $alpha }, { $beta }): returned { $value } ({ $result }), { $nodes } { $nodes ->
   *[other] nodes
 }, { $leaves } { $leaves ->
   *[other] leaves
 }
cli-report-pass-depth = { $pass }. window ({ $alpha }, { $beta }), depth { $depth }: returned { $value } ({ $result }), { $nodes } { $nodes ->
   *[other] nodes
 }, { $leaves } { $leaves ->
   *[other] leaves
 }
# How a pass ended: English shows the words of the JSON's window_result.
cli-window-result = { $result ->
    [inside] inside
    [fail_low] fail_low
   *[fail_high] fail_high
 }
cli-report-window-result = Window result: { $result }
cli-report-probes = Null-window probes: { $probes }, re-searches: { $researches }
cli-report-single-search = One alpha-beta search to the last depth instead: { $nodes } { $nodes ->
   *[other] nodes
 }, { $leaves } { $leaves ->
   *[other] leaves
 }

## The games (tic-tac-toe, Othello) and practice (src/games, src/model, crates/teach/src/practice, their components)
## Keys start with `game-` or `practice-`.

game-list-none-over = none, the game is over
game-move-not-legal = move { $number } '{ $played }' is not legal here (legal: { $legal })
game-too-large = the game tree has more than { $cap } nodes: start from a later position or search less deep
game-ttt-bad-char-cell = character { $position } (cell { $name }) is { $char }: a cell is X, O or . (or - or _) for empty
game-ttt-bad-char = character { $position } is { $char }: a cell is X, O or . (or - or _) for empty
game-ttt-length = a board has 9 cells written row by row (e.g. X.O.X....), found { $found }
game-ttt-o-ahead = O has { $o } marks but X has { $x }: X moves first, so O never has more marks than X
game-ttt-x-ahead = X has { $x } marks but O has { $o }: X can be at most one mark ahead
game-ttt-both-win = both players have three in a row (X: { $xline }, O: { $oline }): the game is over as soon as one player has a line, so both cannot
game-ttt-moved-after-win = { $winner } has three in a row ({ $line }) but { $other } moved after that (X { $x } marks, O { $o }): the game was over
game-ttt-no-cell = there is no cell { $cell }: cells are 0..8 (a1..c3)
game-ttt-over = the game is over: { $winner } has three in a row
game-ttt-cell-taken = cell { $name } already holds { $mark }
game-othello-side = { $color ->
    [black] Black (X)
   *[white] White (O)
 }
game-othello-bad-char-square = character { $position } (square { $square }) is { $char }: a square is X (black), O (white) or . or - (empty)
game-othello-bad-char = character { $position } is { $char }: a square is X (black), O (white) or . or - (empty)
game-othello-length = a position is 64 squares row by row from a1 to h8, then X or O for the side to move; found { $found } characters
game-othello-no-side = who moves? end the position with X or O (a 65th character) or give the side to move separately
game-othello-bad-side = the side to move (character 65) is { $char }: write X (black) or O (white)
game-othello-side-conflict = the position says { $text } moves but { $given } was given as the side to move
game-othello-over = the game is over
game-othello-no-pass = a side may pass only when it has no legal move
game-othello-not-legal = { $square } is not a legal move for { $side } (legal: { $legal })
game-othello-none-pass = none, it must pass
# A pass as a move, where a move's name is shown (the best move, negamax's move).
game-othello-pass-move = pass
game-othello-to-move = { $side } to move ({ $color ->
    [black] black
   *[white] white
 })
page-game-who-is-max-tictactoe = Max = X (squares), Min = O (circles): +1 X wins, −1 O wins, 0 a draw.
page-game-who-is-max-othello = { $color ->
    [black] Max = Black (X), to move at the root: a value is Max's discs minus Min's at the end.
   *[white] Max = White (O), to move at the root: a value is Max's discs minus Min's at the end.
 }
game-othello-passes = { $color ->
    [black] Black (X) has no move and passes.
   *[white] White (O) has no move and passes.
 }
game-ttt-cannot-occur = This board cannot occur in a game: { $why }
game-ttt-computers-turn = It is the computer's turn: press "Computer moves".
game-tree-too-big = That search covers more than { $cap } positions: too many to draw ({ $game ->
    [tictactoe] its counts are shown here
   *[othello] Solve counts them
 }). Play a move or two on the board first.
game-ttt-aria = Tic-tac-toe
game-ttt-board-aria = The board
game-ttt-cell-aria = cell { $cell }, { $mark ->
    [X] X
    [O] O
   *[empty] empty
 }
game-ttt-not-a-position = Not a position that can occur: { $why }
game-ttt-wins = { $winner } wins.
game-ttt-draw = A draw.
game-ttt-setting-up = Setting up: click a cell to cycle empty, X, O. { $side } to move.
game-ttt-your-move = Your move ({ $side }): click a cell.
game-ttt-computer-to-move = The computer ({ $side }) is to move.
game-ttt-value-head = Value (+1 X wins, −1 O wins, 0 draw)
game-ttt-best-head = Best move (alpha-beta)
game-ttt-minimax-head = Positions minimax visits
game-ttt-alphabeta-head = Positions alpha-beta visits
game-ttt-no-best = none (the game is over)
game-ttt-open-last = Open the computer's last search as a tree
game-ttt-open-here = Open this position's search as a tree
game-ttt-new-x = New game, I play X
game-ttt-new-o = New game, I play O
game-ttt-computer-moves = Computer moves
game-ttt-set-up = Set up
game-ttt-show-values = Show values
game-ttt-values-note = In each empty cell: what { $side } gets by playing there, with best play after, and under it the positions alpha-beta visits to prove it.
game-ttt-value-win = win
game-ttt-value-draw = draw
game-ttt-value-loss = loss
game-ttt-cell-value-aria = cell { $cell }, empty: a { $value } for { $side }, proved in { $nodes } positions
game-ttt-count-error = The counts could not be searched: the page fetches its search worker when first needed, and the network did not answer. Play a move to retry.
game-ttt-counting = Counting the positions minimax and alpha-beta visit…
game-ttt-note = Minimax looks at every position below this one; alpha-beta (negamax form, prune when α ≥ β, cells tried a1 to c3) finds the same value while skipping most of them.
game-othello-aria = Othello endgame
game-othello-board-aria = The Othello board
game-othello-solving = Solving with { $search ->
    [negamax] plain negamax
   *[alphabeta] alpha-beta
 }: { $nodes } positions searched so far.
game-othello-cancel = Cancel
game-othello-solve-error = The solver could not be started: the page fetches it when Solve is first pressed, and the network did not answer. Press Solve again to retry.
game-othello-not-a-position = This text is not a position: { $why }. The board shows the last position it gave.
game-othello-status = { $empties } empty squares; { $side } to move{ $state ->
    [over] : the game is over
    [pass] , who must pass
   *[play] : click a dotted square to play there
 }.
game-othello-too-many = { " " }The page solves up to { $max } empty squares (ablab does 14).
# $million: how many millions (i18n::Millions). Japanese and Chinese are given the whole count
# already written in 万 and 億/亿 (5000万), to write with no unit after it.
game-othello-slow = { " " }Past 12 empty squares alpha-beta may take a while (Cancel stops it); plain negamax stops past { $million } million positions.
game-ms = { $ms } ms
game-othello-nm-stopped = over { $million } million: stopped
game-othello-negamax-head = Negamax
game-othello-alphabeta-head = Alpha-beta
game-othello-positions-head = Positions searched
game-othello-time-head = Time
game-othello-best-head = Best move · exact score
game-othello-best = { $best } · { $score } discs for the side to move
game-othello-no-best = none (game over)
game-othello-open-tree = Open the search as a tree
game-othello-preset = Built-in endgame
game-othello-choose = choose…
# The menu shows the name as `ablab othello` knows it; other languages say the empty squares (and whether the side to move passes) in words.
game-othello-preset-name = { $name }{ $empty ->
   *[other] {""}
 }{ $pass ->
   *[other] {""}
 }
game-othello-position-label = Position: 64 squares a1..h8 (X black, O white, . empty), then X or O to move
game-othello-solve = Solve
game-othello-note = As in the Othello tutorial: depth = empty squares; at the end the score is own discs minus the opponent's; a side with no move passes (searched at the same depth, colours swapped); two passes end the game. Pass nodes are labelled "pass" in the tree.
game-no-sheet = there is no sheet '{ $sheet }'

page-practice-not-a-value = "{ $text }" is not a value: { $why }, or "-inf" / "+inf"
practice-nothing = nothing
# Two sentences one after the other: a space between them where the language writes one.
practice-sentences = { $first } { $second }
practice-leaf = { $label } (leaf { $value })
practice-side-to-move = { $kind ->
    [max] Max to move
   *[min] Min to move
 }
practice-missed = { $node } { $what ->
    [leaf] is never looked at
   *[subtree] is never searched
 }; you left { $label } unmarked.
practice-missed-at = At { $at }, beta = { $beta } { $op } alpha = { $alpha }, so { $node } { $what ->
    [leaf] is never looked at
   *[subtree] is never searched
 }; you left { $label } unmarked.
practice-extra-root = The search starts at { $label }; you marked { $label } as never searched.
practice-extra-minimax = Minimax searches every node, so { $parent } searches { $label }; you marked { $label } as never searched.
practice-extra-equal = At { $parent }, beta = { $beta } = alpha = { $alpha }, and the strict rule prunes only when alpha > beta, so { $node } is searched; you marked { $label } as never searched.
practice-extra-no-cut = At { $parent }, beta = { $beta } > alpha = { $alpha }: no cutoff, so { $node } is searched; you marked { $label } as never searched.
practice-extra-first = { $parent } searches its first child, { $node }, before any cutoff test; you marked { $label } as never searched.
practice-value-depth = The depth limit stops the search at { $label }: it returns its estimate, { $value } to { $parent }; you wrote { $given }.
practice-value-depth-root = The depth limit stops the search at { $label }: it returns its estimate, { $value } (the optimal value); you wrote { $given }.
practice-value = { $label } ({ $side }) returns { $value } to { $parent }: { $how } ({ $children }); you wrote { $given }.
practice-value-root = { $label } ({ $side }) returns { $value } (the optimal value): { $how } ({ $children }); you wrote { $given }.
practice-how-hard-negamax-cut = fail-hard, it stops at a beta cut and returns its beta
practice-how-hard-negamax = fail-hard, it returns its alpha
practice-how-hard-max = fail-hard, a Max node returns its alpha, whatever its children returned
practice-how-hard-min = fail-hard, a Min node returns its beta, whatever its children returned
practice-how-soft = { $best ->
    [negamax] the largest of its children's values, each negated
    [max] the largest value its children returned
   *[min] the least value its children returned
 }
practice-how-soft-bound = { $best ->
    [negamax] the largest of its children's values, each negated
    [max] the largest value its children returned
   *[min] the least value its children returned
 }, a bound since it stopped at a cutoff: { $label } { $op } { $value }
practice-child-returned = { $child } returned { $value }
practice-child-is = { $child } is { $value }
practice-window-root = { $label } ends with alpha = { $alpha } and beta = { $beta }: it starts with alpha = { $startalpha } and beta = { $startbeta }, and { $moves ->
    [negamax] every node maximizes, so only its alpha moves
    [max] as a Max node only its alpha moves
   *[min] as a Min node only its beta moves
 }; you wrote { $given }.
practice-window = { $label } ends with alpha = { $alpha } and beta = { $beta }: it starts with alpha = { $startalpha } and beta = { $startbeta } from { $parent }, and { $moves ->
    [max] as a Max node only its alpha moves
   *[min] as a Min node only its beta moves
 }; you wrote { $given }.
practice-window-negamax = { $label } ends with alpha = { $alpha } and beta = { $beta }: it starts with alpha = { $startalpha } and beta = { $startbeta }, the window of { $parent } negated and swapped, and every node maximizes, so only its alpha moves; you wrote { $given }.
practice-wrote-window = alpha = { $alpha } and beta = { $beta }
practice-wrong-part = { $part ->
    [alpha] Your alpha is the wrong one.
   *[beta] Your beta is the wrong one.
 }
page-practice-predict-cut = Predict: does the search cut off at { $node }?
page-practice-predict-value = Predict: what value does { $node } return?
page-practice-predict-right = Right.
page-practice-predict-wrong = Not this time.
page-predict-wrong-cut = { $cut ->
    [true] Not this time: α = { $alpha } { $op } β = { $beta }, so the search cuts off at { $node }.
   *[false] Not this time: α = { $alpha } { $op } β = { $beta }, so no cut at { $node } yet.
 }
page-predict-wrong-value = Not this time: { $node } returns { $value }.
practice-aria = Practice
practice-difficulty = { $difficulty ->
    [easy] Easy
    [medium] Medium
   *[hard] Hard
 }
practice-title-drawn = { $difficulty ->
    [easy] Easy exercise
    [medium] Medium exercise
   *[hard] Hard exercise
 } #{ $seed }
practice-title-given = Your tree
practice-new-exercise = New exercise
practice-open-number-aria = Exercise number
practice-open-difficulty-aria = Its difficulty
practice-open = Open number
practice-open-title = Opens the exercise of this number and difficulty, the one `ablab exercise --seed N` gives
practice-lab-tree = The lab's tree
practice-lab-tree-title = Practise the tree the Trees tab shows
practice-task = Type the value each inner node returns. Click an edge to strike the branch below it through if it is never searched (click again to take the mark back). Then Check.
practice-ask-alpha-beta = Also give each node's final α and β (beside it: α above, β below)
practice-conventions-aria = Conventions
practice-conventions-fixed = Conventions, fixed by the set:
practice-ask-alpha-beta-fixed = This set also asks each node's final α and β (beside it: α above, β below)
practice-root = Root
practice-cut-when = Cut when
practice-returns = Returns
practice-form = Form
practice-root-max = Max
practice-root-min = Min
practice-fail-soft = fail-soft
practice-fail-hard = fail-hard
practice-form-maxmin = max/min
practice-form-negamax = negamax
practice-share = Share
practice-link-aria = The exercise's link: the tree and conventions, not the answers
practice-worksheet = Worksheet (SVG)
practice-answer-key = Answer key (SVG)
practice-answers-file = My answers (JSON)
practice-answers-file-title = Your answers as a file that ablab grade reads
practice-hint-title = Shows the next step of the search; each costs { $cost } of a point
practice-check = Check
practice-hint = Show the next step (hint)
practice-try-again = Try again
practice-replay = Replay the solution
practice-replay-title = Opens the solution's replay in the Trees tab
practice-clear = Clear answers
practice-clear-title = Clears every answer, mark and hint
practice-hints-aria = Hints
practice-hints-shown = Hints: { $count ->
    [one] { $count } step shown
   *[other] { $count } steps shown
 }
practice-percent = { $percent }%
practice-score = { " " }— { $points } of { $parts } right. { $correct ->
    [yes] All right!
   *[no] Not yet right.
 }
practice-score-hints = { " " }— { $points } of { $parts } right, less { $cost } for { $hints ->
    [one] { $hints } hint
   *[other] { $hints } hints
 }. { $correct ->
    [yes] All right!
   *[no] Not yet right.
 }
practice-wrong-values = Wrong values: { $nodes }
practice-unanswered = No value given: { $nodes }
practice-missed-list = Never searched, not marked: { $nodes }
practice-extra-list = Marked, but searched: { $nodes }
practice-wrong-alpha-beta = Wrong alpha or beta: { $nodes }
practice-first-mistake = First mistake, at step { $step }:{ " " }
practice-see-step = See step { $step } in the replay
practice-give-value = Give a value for { $nodes } too.
practice-scores = Your scores ({ $count })
practice-score-item = { $name }: { $percent }%
practice-score-item-hints = { $name }: { $percent }% ({ $hints } hints)
practice-tree-aria = The tree to solve: type each inner node's value, click an edge to strike its branch through
practice-branch-marked = Branch to { $label }: marked never searched. Press to take the mark back.
practice-branch = Branch to { $label }: press to mark it never searched.
practice-branch-marked-title = Marked never searched: click to take the mark back
practice-branch-title = Click to mark this branch never searched
practice-value-aria = Value of { $label }
practice-alpha-aria = Final alpha of { $label }
practice-beta-aria = Final beta of { $label }

## The languages (src/app/language.rs, the menu)

lang-menu = Language
lang-failed = { $language } could not be loaded: the page fetches a language when it is first chosen, and the network did not answer. Choose it again to retry.
# The page's two small scripts (static/offline.js, static/crash.js) take these from <html data-msg-...>.
lang-update-ready = A new version is ready.
lang-update-reload = Reload
lang-update-later = Not now
lang-crash-title = Something went wrong, and the page stopped.
lang-crash-text = Your tree and settings are saved in this browser. Reload the page to carry on; if the same thing happens again, use Share & export to keep a link to your tree, and tell us what you did.
lang-crash-report = If you report it, please include these lines:

## The searches beyond alpha-beta in the page
page-field-refused = { $field } is unchanged: { $why }.
page-set-pvs = PVS
page-set-mtdf = MTD(f)
page-set-iterative = Iterative deepening
page-expectiminimax = Expectiminimax
page-set-window = Window
page-set-window-title = An aspiration window, two numbers lo,hi: the first pass searches with alpha = lo and beta = hi, and a second pass follows if the value falls outside. Empty: the full window.
beyond-page-bounds = Leaf bounds
beyond-page-bounds-title = Bounds on every leaf value, two numbers lo,hi: with them alpha-beta can prune below chance nodes too (Star1). Empty: no bounds, so nothing below a chance node is pruned.
beyond-page-in-window = Aspiration window
beyond-page-passes = Searches from the root
beyond-page-probes = Null-window probes
beyond-page-researches = Re-searches
beyond-page-each-pass = Each search from the root
beyond-page-pass = Pass
beyond-page-depth = Depth
beyond-page-depth-reached = { $limit }, searched to { $reached }
beyond-page-window = Window
beyond-page-value = Returned
beyond-page-result = So the value is
beyond-page-inside = exactly this
beyond-page-fail-low = at most this (fail-low)
beyond-page-fail-high = at least this (fail-high)
beyond-page-iterative-note = Iterative deepening evaluated { $all } leaves over { $passes } iterations; one alpha-beta search at full depth evaluates { $single }.
beyond-page-warning = Note: { $warning }. The line below says what the search runs.
beyond-page-evaluated-passes = { " " }so far · { $evaluated } in all, over { $passes } searches from the root (the tree has { $leaves })
beyond-page-expectiminimax-leaves = (expectiminimax: { $evaluated } of { $leaves })

# Max and Min as the player to move ("Max to move", negamax form's "{ $side }"); a node's kind
# is kind-max / kind-min. The same words in English; other languages may need two.
side-max = Max
side-min = Min

# Challenges (crates/teach/src/practice/challenge/words.rs): the tasks and the verdicts' reasons.
practice-challenge-order-task = Reorder each node's children so that alpha-beta evaluates as few leaves as possible. In this order it evaluates { $leaves } { $leaves ->
    [one] leaf
   *[other] leaves
 }.
practice-challenge-knuth-moore = With perfect ordering and no two values alike, a uniform tree of { $b } children per node and { $d } plies needs { $leaves } leaves (Knuth and Moore: b^⌈d/2⌉ + b^⌊d/2⌋ − 1).
practice-challenge-cut-task = Change at most { $k } leaf { $k ->
    [one] value
   *[other] values
 } so that { $node } { $want ->
    [pruned] is never searched
   *[searched] is searched
 }.
practice-challenge-build-pruned = Fill in the leaves of this tree so that alpha-beta prunes exactly { $count } { $count ->
    [one] leaf
   *[other] leaves
 }.
practice-challenge-build-depth = Fill in the leaves of this tree so that a node at depth { $depth } cuts off (the root is at depth 0).
practice-challenge-order-best = Alpha-beta evaluates { $leaves } { $leaves ->
    [one] leaf
   *[other] leaves
 }: the fewest any order allows.
practice-challenge-order-more = Alpha-beta evaluates { $leaves } { $leaves ->
    [one] leaf
   *[other] leaves
 }; the best order needs only { $minimum }.
practice-challenge-not-reordering = The children given for { $node } are not its own children in another order.
practice-challenge-not-leaf = { $node } is not a leaf of the tree: only leaf values may change.
practice-challenge-too-many = You changed { $changed } { $changed ->
    [one] leaf
   *[other] leaves
 }; at most { $k } may change.
practice-challenge-target = { $node } { $still ->
    [yes] is still
   *[no] is
 } { $state ->
    [pruned] never searched
   *[searched] searched
 }: { $why }
practice-challenge-first-child = { $parent } searches its first child, { $node }, before any cutoff test.
practice-challenge-root = The search starts at { $node }.
practice-challenge-shape = { $node } has { $has } { $has ->
    [one] child
   *[other] children
 } where the shape has { $wants }.
practice-challenge-pruned = { $right ->
    [yes] Alpha-beta prunes exactly { $pruned } { $pruned ->
        [one] leaf
       *[other] leaves
    }, as asked.
   *[no] Alpha-beta prunes { $pruned } { $pruned ->
        [one] leaf
       *[other] leaves
    }, not { $wanted }.
 }
practice-challenge-depth = { $right ->
    [yes] A node at depth { $depth } cuts off.
   *[no] No node at depth { $depth } cuts off.
 }
practice-challenge-no-cutoff = The search makes no cutoff.
practice-challenge-at-depth = At depth { $depth }: { $narration }
practice-challenge-more-cutoffs = And { $count } more { $count ->
    [one] cutoff
   *[other] cutoffs
 }.
practice-challenge-kind = { $kind ->
    [order] Best order
    [cut] Make it cut
   *[build] Build to order
 }
cli-challenge-head = Challenge: seed { $seed }, { $kind }
cli-challenge-task = Task: { $task }
cli-challenge-answer-with = Answer in a file such as { $example }, then: ablab grade FILE
cli-challenge-key-order = Best order: { $notation } ({ $leaves } leaves evaluated)
cli-challenge-key-cut = Change: { $changes }
cli-challenge-key-build = A tree that does: { $notation }
cli-challenge-key-file = As a file: { $file }
cli-challenge-verdict = Score: { $percent }%. { $correct ->
    [true] Done.
   *[false] Not yet.
 }
cli-challenge-why = Why: { $explanation }
cli-grade-challenge-tree = { $file } answers a challenge, which says its own tree: leave the tree out

# Sets of exercises (`ablab set`, the Practice tab's New set) and a class graded
# (`ablab grade --class`, the Practice tab's Class view).
practice-set-unmet = { $constraint ->
    [count] A set has 1 to { $most } exercises.
    [plies] Exercise { $number }: the plies must be 1 to { $most }.
    [branching] Exercise { $number }: the children per node must be at least 1, the fewest no more than the most.
    [leaf-values] Exercise { $number }: the leaf values must run from low to high, within -999 to 999.
    [size] Exercise { $number }: a tree could have more than { $most } nodes: ask fewer plies or children.
    [least-pruned] Exercise { $number }: none of { $attempts } trees tried had that many leaves pruned: ask fewer, or more plies or children.
    [deep-cutoff] Exercise { $number }: none of { $attempts } trees tried had a cutoff two or more levels above the leaves (it needs 3 plies or more).
   *[chance] Exercise { $number }: exercises with chance nodes cannot be made: grading has no answers for a chance node.
 }
practice-class-skip = { $reason ->
    [not_json] not JSON
    [not_answers] not an answers or results file
    [unreadable] cannot be read: { $detail }
    [other_set] of another set ({ $detail })
    [changed] its set was changed after it was given out
    [not_in_set] not an exercise of this set
    [same_work] the same work as { $detail }
    [replaced] an earlier attempt: the later { $detail } is graded
   *[second_set] a second set file, of another set
 }
cli-set-head = Set: { $title } ({ $count } exercises, identity { $id })
cli-set-link = Link: { $query }
cli-quiz-variants = --variants { $given }: give from 1 to { $most } trees per exercise.
cli-quiz-one-tree = --variants: a tree given with --tree is one variant; leave --variants out, or draw exercises by --seed.
cli-quiz-gift-image = --image: GIFT carries no image (each tree is drawn in text); leave --image out, or write --format moodle.
cli-quiz-no-font = --image png: this machine has no font to draw the figures' words with; install one (Debian: fonts-dejavu-core), or leave --image out for SVG figures.
cli-quiz-png-failed = --image png: a figure could not be drawn: { $why }
cli-set-exercise = { $number }. { $notation } ({ $conventions }){ $alphabeta ->
    [true] , alpha and beta asked
   *[false] {""}
 }
cli-cannot-read-class = cannot read the folder { $dir }: { $error }
cli-class-skipped = skipped { $file }: { $reason }
practice-challenge-pick = Challenges
practice-challenge-new-title = A new challenge of this kind
practice-challenge-number-aria = Challenge number
practice-challenge-kind-aria = Its kind
practice-challenge-open-title = Opens the challenge of this number and kind, the one `ablab exercise --kind K --seed N` gives
practice-challenge-back = Back to exercises
practice-challenge-title = { $kind } #{ $seed }
practice-challenge-order-help = Click a node (or Tab to it and press Enter), then move it among its siblings: drag it, press ← or → ([ or ]), or use the buttons.
practice-challenge-cut-help = Type new values into the leaves; the node named is ringed.
practice-challenge-build-help = Type a value into each leaf, or write the whole tree in the notation below.
practice-challenge-count = In this order alpha-beta evaluates { $leaves } { $leaves ->
    [one] leaf
   *[other] leaves
 }.
practice-challenge-changes = Leaves changed: { $changed } of at most { $k }.
practice-challenge-start-over = Start over
practice-challenge-start-over-title = Back to the challenge's own tree
practice-challenge-replay = See the search
practice-challenge-replay-title = Opens this tree's search in the Trees tab
practice-challenge-file-title = Your attempt as a file that ablab grade reads
practice-challenge-done = { $done ->
    [yes] Done.
   *[no] Not yet.
 }
practice-challenge-move-left = ← Move left
practice-challenge-move-right = Move right →
practice-challenge-selected = Selected: { $node }
practice-challenge-tree-aria = The challenge's tree
practice-challenge-node-aria = { $label }: select it to move it among its siblings
practice-challenge-leaf-aria = The value of leaf { $label }
practice-challenge-notation = The tree in the notation
practice-teacher = For lecturers
practice-back = ← Back to the exercise
practice-new-set = New set
practice-new-set-title = Make a set of exercises to give a class as one link
practice-class-open = Class
practice-class-open-title = See a class's results files in one table
practice-set-heading = A new set of exercises
practice-set-name = Title
practice-set-count = Exercises
practice-set-seed = Seed
practice-set-by = Each exercise
practice-set-by-constraints = by constraints
practice-set-by-difficulty = by difficulty
practice-set-by-challenge = a challenge: { $kind }
practice-set-plies = Plies
practice-set-children = Children from
practice-set-to = to
practice-set-values = Leaf values from
practice-set-least-pruned = Leaves pruned, at least
practice-set-deep-cutoff = A cutoff two or more levels above the leaves
practice-set-chance = Chance nodes
practice-set-make = Make the set
practice-set-not-a-number = { $field }: type a whole number.
practice-set-made = The same seed and choices always make the same set (ablab set --seed { $seed }). Give the class the link; keep the file.
practice-set-link-aria = The set's link: the exercises, not their answers
practice-set-json = The set (JSON)
practice-set-tex = For paper (LaTeX)
practice-set-tex-title = Every worksheet, then every answer key, as one LaTeX document: compile it with pdflatex and print it.
practice-set-quiz = A quiz for Moodle:
practice-set-variants = Trees per exercise
practice-set-moodle = Moodle XML
practice-set-moodle-title = Download the set as a quiz in Moodle XML: each question shows its tree, and each question's trees share a category, for a random one per student.
practice-set-gift = GIFT
practice-set-gift-title = Download the set as a quiz in GIFT: each question gives its tree drawn in text, and each question's trees share a category.
practice-set-variants-error = Trees per exercise: a whole number from 1 to { $most }.
practice-set-open = Open the set
practice-set-untitled = Exercises
practice-set-progress = Exercise { $number } of { $count }
practice-set-previous = Previous
practice-set-next = Next
practice-set-go-aria = Exercise { $number }
practice-set-checked-aria = Exercise { $number }, checked
practice-set-results = My results (JSON)
practice-set-results-title = Your answers to the whole set as one file, to hand in
practice-set-leave = Leave the set
practice-set-last = That was the last exercise: download your results and hand them in.
practice-set-bad-link = This set's link cannot be read: { $error }
practice-class-heading = A class's results
practice-class-drop = Drop the students' results files here, or pick them. They are read in this browser; nothing is uploaded.
practice-class-csv = The table (CSV)
practice-class-clear = Clear
practice-class-none = No results files yet.
practice-class-set = { $title } (set { $id })
practice-class-alone = No set: each exercise is graded on its own ({ $count ->
    [one] 1 exercise
   *[other] { $count } exercises
 })
practice-class-student = Student
practice-class-exercise = Exercise
practice-class-score = Score
practice-class-points = Points
practice-class-mistake = First mistake
practice-class-time = Time
practice-class-right = { $right } of { $students } right
practice-class-kind = { $kind ->
    [value] value of { $node }
    [alpha] alpha of { $node }
    [beta] beta of { $node }
    [missed_prune] { $node } never searched, not marked
    [evaluated] more leaves evaluated than the best order's
    [not_a_reordering] children of { $node } not reordered
    [not_a_leaf] { $node } changed, not a leaf
    [too_many_changes] too many leaves changed
    [target] { $node } not as asked
    [shape] { $node } with another number of children
    [pruned] another number of leaves pruned
    [cutoff_depth] no cutoff at the depth asked
   *[extra_prune] { $node } marked, but searched
 }
practice-class-skipped = Not graded:

## Quizzes for a learning platform: Moodle XML and GIFT (crates/quiz, and the reasons it gives from crates/teach/src/practice)
## Keys start with `quiz-`.
quiz-exercise = Exercise { $number }
quiz-ask-name = { $ask ->
    [root_value] Root value
    [alpha] Alpha
    [beta] Beta
    [never_evaluated] Leaves never evaluated
    [first_cutoff] First cutoff
   *[best_move] Best move
 }
quiz-question-name = { $exercise }, tree { $variant }: { $ask }
quiz-intro = Alpha-beta searches this tree, children from left to right. Conventions: { $conventions }.
quiz-figure-alt = The game tree, drawn; its notation follows as text.
quiz-notation = The tree in the notation: { $notation }
quiz-text-drawing = The tree, each node's children indented below it:
quiz-ask-root-value = What value does the root { $root } return?
quiz-ask-root-value-decimals = What value does the root { $root } return? Give it to two decimal places.
quiz-ask-alpha = When { $node } returns, what is its alpha? Write −∞ and +∞ as -inf and +inf.
quiz-ask-beta = When { $node } returns, what is its beta? Write −∞ and +∞ as -inf and +inf.
quiz-ask-never-evaluated = Which of these leaves does the search never evaluate? Tick every one: a wrong tick takes points away.
quiz-ask-first-cutoff = Where does the first cutoff happen, and is it an alpha-cut or a beta-cut?
quiz-ask-best-move = Which move is best for { $root }?
quiz-ask-best-moves = Which moves are best for { $root }? More than one is: tick every one, as a wrong tick takes points away.
quiz-cutoff-choice = { $cut ->
    [alpha] an alpha-cut
   *[beta] a beta-cut
 } at { $node }
quiz-move-choice = the move to { $child }
quiz-right = Right. { $why }
quiz-partly = Partly right. { $why }
quiz-wrong = Not right. { $why }
quiz-answer-is = The answer: { $answer }. { $why }
quiz-why-value = { $label } ({ $side }) returns { $value } to { $parent }: { $how } ({ $children }).
quiz-why-value-root = { $label } ({ $side }) returns { $value } (the optimal value): { $how } ({ $children }).
quiz-why-window = { $label } ends with alpha = { $alpha } and beta = { $beta }: it starts with alpha = { $startalpha } and beta = { $startbeta } from { $parent }, and { $moves ->
    [max] as a Max node only its alpha moves
   *[min] as a Min node only its beta moves
 }.
quiz-why-window-negamax = { $label } ends with alpha = { $alpha } and beta = { $beta }: it starts with alpha = { $startalpha } and beta = { $startbeta }, the window of { $parent } negated and swapped, and every node maximizes, so only its alpha moves.
quiz-why-chance = { $root } returns { $value }: a chance node's value is its children's values weighted by their probabilities, and Max and Min take the best of theirs.
quiz-why-best = The best move leads to { $moves }: { $why }
quiz-why-no-cutoff = { $label } is never skipped: the search evaluates it.
quiz-not-a-search = Exercise { $number } is a challenge ({ $kind }): the student builds its tree, which a quiz file cannot ask. Give it on the page, or make the set without --kind.
quiz-no-tree = Exercise { $number }'s tree cannot be read: { $error }
