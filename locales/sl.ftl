# Sporočila laboratorija Alpha-Beta Lab v slovenščini (Slovenščina), prevod locales/en.ftl.
#
# Oblika je ista kot v en.ftl (src/i18n/ftl.rs): key = besedilo, { $ime } za vrednost,
# { $n -> [one] ... [two] ... [few] ... *[other] ... } za množino (po n % 100: 1 one, 2 two,
# 3–4 few, sicer other), { " " } za besedilo, kot je zapisano.
#
# Izrazi so iz slovenskega učbenika o dvojiškem drevesu (GLOSSARY.md): obrezovanje alfa-beta,
# algoritem minimax, vozlišče, list, koren, maksimizator, minimizator, rez alfa, rez beta,
# iskanje z oknom, globina, poteza, pas. Grške črke α in β, "−∞", "+∞" in števke ostanejo.
# Oznaka vozlišča ali število stoji tam, kjer ne potrebuje sklonske končnice
# ("vozlišče { $node }", "vozlišču { $parent }"); ime lista ("list 9") stoji le v imenovalniku
# ali tožilniku, ki sta pri besedi "list" enaka.

## The narration of each step (src/engine/narrate.rs)

kind-max = maksimizator
kind-min = minimizator
cut-alpha = rez alfa
cut-beta = rez beta
leaf-name = list { $value }
leaf-name-labelled = list { $label } ({ $value })
node-estimate = { $node } ({ $estimate })
rule-no-cut-yet = rez še ni mogoč ({ $bound } = { $value })
rule-prune = odreži ostale, če je vrednost otroka { $op } { $value }
rule-prune-negamax = odreži ostale, če je negirana vrednost otroka { $op } { $value }
skipped-leaves = vrednosti listov { $values }
skipped-count = { $count ->
    [one] { $count } list
    [two] { $count } lista
    [few] { $count } listi
   *[other] { $count } listov
 }
skipped-subtree = poddrevo { $label } ({ $inner })
skipped-more = { $count ->
    [one] še { $count } vozlišče
    [two] še { $count } vozlišči
    [few] še { $count } vozlišča
   *[other] še { $count } vozlišč
 }
list-separator = { ", " }
list-last = { $init } in { $last }
enter-root-negamax-window = Začnemo v korenu { $node } (na potezi je { $side }) z alfa = { $alpha } in beta = { $beta }.
enter-root-negamax = Začnemo v korenu { $node } (na potezi je { $side }).
enter-negamax-window = Vstopimo v vozlišče { $node } (na potezi je { $side }) z alfa = { $alpha } in beta = { $beta }: to je okno vozlišča { $parent }, negirano in z zamenjanima mejama.
enter-negamax = Vstopimo v vozlišče { $node } (na potezi je { $side }), otroka vozlišča { $parent }.
enter-root-window = Začnemo v korenu { $node } ({ $kind }) z alfa = { $alpha } in beta = { $beta }.
enter-root = Začnemo v korenu { $node } ({ $kind }).
enter-window = Vstopimo v vozlišče { $node } ({ $kind }), ki od vozlišča { $parent } podeduje alfa = { $alpha } in beta = { $beta }.
enter = Vstopimo v vozlišče { $node } ({ $kind }), otroka vozlišča { $parent }.
depth-limit = Omejitev globine ustavi iskanje pri vozlišču { $node }: namesto njegove vrednosti velja njegova ocena { $value }.
depth-limit-negamax = Omejitev globine ustavi iskanje pri vozlišču { $node }: namesto njegove vrednosti velja njegova ocena { $value } (na potezi je { $side }).
leaf-negamax = Vozlišče { $parent } pogleda { $node }: za igralca, ki je tam na potezi ({ $side }), je vreden { $value }.
leaf = Vozlišče { $parent } pogleda { $node }.
root-leaf = Koren je list: njegova vrednost je { $value }.
root-returns = Koren { $node } vrne { $value }. Optimalna vrednost je { $value }.
root-returns-line = Koren { $node } vrne { $value }. Optimalna vrednost je { $value }. Izbrana pot: { $line }.
root-returns-negamax = Koren { $node } vrne { $value }. Optimalna vrednost je { $value }, in sicer za igralca, ki je na potezi v korenu ({ $side }).
root-returns-negamax-line = Koren { $node } vrne { $value }. Optimalna vrednost je { $value }, in sicer za igralca, ki je na potezi v korenu ({ $side }). Izbrana pot: { $line }.
returns-to = Vozlišče { $node } vrne { $value } vozlišču { $parent }
returns-bound-to = Vozlišče { $node } vrne { $value } (to je meja: { $node } { $op } { $value }) vozlišču { $parent }
gets-from = Vozlišču { $parent } vrne { $node } vrednost { $value }
which-is-for = { $clause }, kar je za vozlišče { $parent } vrednost { $seen }
return-sentence = { $clause }.
return-update = { $parent }: best = { $f }({ $prev }, { $seen }) = { $best }.
return-update-minimax = { $parent }: dosedanja vrednost = { $f }({ $prev }, { $seen }) = { $best }.
return-then = { $clause }. { $update }
alpha-update = { $node }: alfa = max({ $old }, { $new }) = { $new }.
beta-update = { $node }: beta = min({ $old }, { $new }) = { $new }.
test-stops = { $node }: beta = { $beta } { $op } alfa = { $alpha }, zato se vozlišče { $node } ustavi.
test-no-children = { $node }: beta = { $beta } { $op } alfa = { $alpha }, zato bi se vozlišče { $node } ustavilo, a nima več otrok.
test-no-cut = { $node }: beta = { $beta } { $op } alfa = { $alpha }: pri vozlišču { $node } ni reza.
test-strict-equal = { $node }: beta = { $beta } = alfa = { $alpha }: po strogem pravilu (obreži le, ko je alfa > beta) vozlišče { $node } nadaljuje.
cutoff = { $cut ->
    [alpha] Rez alfa
   *[beta] Rez beta
 } pri vozlišču { $node } odreže { $skipped }: { $what ->
    [leaf] tega lista iskanje nikoli ne pogleda
    [leaves] teh listov iskanje nikoli ne pogleda
    [subtree] tega poddrevesa iskanje nikoli ne preišče
   *[subtrees] teh poddreves iskanje nikoli ne preišče
 }.
cutoff-cause = { $cutoff } { $cause }
cause-negamax = Vozlišče { $node } je za igralca, ki je tam na potezi, vredno vsaj { $alpha }, a nasprotnik ga lahko že višje v drevesu omeji na { $beta }, zato igra nikoli ne pride do vozlišča { $node }.
cause-max = Vozlišče { $node } je vredno vsaj { $alpha }, a minimizator lahko že višje v drevesu igro omeji na { $beta }, zato nikoli ne bo dopustil, da igra pride do vozlišča { $node }.
cause-min = Vozlišče { $node } je vredno največ { $beta }, a maksimizator lahko že višje v drevesu doseže { $alpha }, zato vozlišča { $node } nikoli ne bo izbral.

## The conventions in force, in words (the page's settings, `ablab`)

conventions-minimax = algoritem minimax (brez obrezovanja), { $form }, { $root }{ $depth }
conventions-alphabeta = obrezovanje alfa-beta, { $form }, { $root }, rez, ko velja { $rule }, { $fail }{ $depth }
root-is-max = koren je maksimizator
root-is-min = koren je minimizator
fail-soft-words = fail-soft (vozlišče vrne najboljšo vrednost, ki jo je videlo)
fail-hard-words = fail-hard (vozlišče maksimizatorja vrne alfa, vozlišče minimizatorja vrne beta)
fail-hard-negamax-words = fail-hard (vozlišče ob rezu beta takoj vrne beta, sicer vrne alfa)
form-maxmin-words = oblika max/min
form-negamax-words = oblika negamax (vsako vozlišče maksimizira; vrednosti z vidika igralca na potezi)
depth-limit-words = , omejitev globine { $depth } (vozlišče na globini { $depth }, ki ima oceno, dobi vrednost te ocene)

## The page: header, toolbar, controls, panels, drawers, cards, notices (src/app, src/model)
## Keys start with `page-`.


## Reading trees and links: notation, edits, the URL (src/engine/notation.rs, edit.rs, src/query.rs)
## Keys start with `input-`.


## The pseudocode's comments and the sheets (src/engine/pseudocode.rs, src/draw)
## Keys start with `code-` or `sheet-`.

# Naslov okna s psevdokodo: po katerem učbeniku je zapisana.
code-title-minimax = Minimax
code-title-alphabeta-soft = Alfa-beta, fail-soft (učbenik o dvojiškem drevesu)
code-title-alphabeta-hard = Alfa-beta, fail-hard (učbenik s slikami)
code-title-negamax-soft = Negamax alfa-beta, fail-soft
code-title-negamax-hard = Negamax alfa-beta, fail-hard (učbenik o othellu)
code-title-negamax = Negamax (brez obrezovanja)
# Vrstica za list v psevdokodi: ostale vrstice ostanejo zapisane, kot so (node, value, return),
# zato tudi ta ostane v istih besedah.
code-leaf = if leaf: return value(node)
code-leaf-limit = if leaf or at limit: return value
code-leaf-negamax = if leaf: return value for mover
code-leaf-negamax-limit = if leaf or at limit: return ±value
# Komentar za `break` ob rezu (za "# "): vrstica ima največ 38 znakov.
code-comment-cut = { $cut ->
    [alpha] rez α
   *[beta] rez β
 }
code-live-returned = { $node } vrne { $value }
code-live-returns = vrne { $value }

sheet-title-worksheet = Obrezovanje alfa-beta: vaja
sheet-title-answer-key = Obrezovanje alfa-beta: rešitve
sheet-title-step = Obrezovanje alfa-beta, korak za korakom
sheet-worksheet-alphabeta = Vaja: poiščite vrednost vsakega vozlišča in prečrtajte, kar obrezovanje alfa-beta odreže.
sheet-worksheet-minimax = Vaja: poiščite vrednost vsakega vozlišča.
sheet-name = Ime:
sheet-rules = Pravila: { $rules }.
# Število ovrednotenih listov stoji za dvopičjem, zato ne potrebuje sklona; $leaves je v
# rodilniku le ob "od".
sheet-answer-key = Rešitve: vrednost korena { $value }, ovrednoteni listi: { $evaluated } od { $leaves }. { $rules }.
sheet-step = Korak { $step } od { $count }. { $now }
sheet-nothing-yet = Iskanje se še ni začelo.
sheet-link-problem = povezave ni mogoče narisati: { $problem }
sheet-link-bad-tree = drevesa v povezavi ni mogoče prebrati: { $error }
sheet-link-no-tree = povezava ne vsebuje drevesa
# Oznaka reza v okvirčku, širokem 52 pik.
sheet-cut-tag = { $cut ->
    [alpha] rez α
   *[beta] rez β
 }
sheet-cut-title = preostale otroke preskočimo
sheet-marker-title = strnjeno: { $count } { $count ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }; kliknite, da odprete eno raven
# Dostopno ime vozlišča: vse tri vrste (maksimizator, minimizator, list) so moškega spola,
# zato so pridevniki v sheet-aria-state v moškem spolu.
sheet-aria-separator = { ", " }
sheet-aria-node = { $kind ->
    [max] Maksimizator
    [min] Minimizator
   *[leaf] List
 } { $label }
sheet-aria-value = (vrednost) { $value }
sheet-aria-at-least = (vsaj) { $value }
sheet-aria-at-most = (največ) { $value }
sheet-aria-window = α { $alpha }, β { $beta }
sheet-aria-window-hidden = (α { $alpha }, β { $beta })
sheet-aria-cut = { $cut }: { $title }
sheet-aria-cut-badge = { $cut ->
    [alpha] α (rez)
   *[beta] β (rez)
 }
sheet-aria-folded = { $count }, { $title }
sheet-aria-state = { $state ->
    [unvisited] še ni preiskan
    [current] v iskanju
    [open] v iskanju, na poti
    [done] preiskan
   *[pruned] nikoli preiskan (odrezan)
 }. Pritisnite Enter, da { $kind ->
    [leaf] ga spremenite
   *[other] ga premaknete ali mu date oceno
 }.


## The command-line tool, ablab (src/cli.rs, src/cli/)
## Keys start with `cli-`.

cli-unknown-language = neznan jezik '{ $code }': --lang sprejme { $languages }
cli-language-unreadable = sporočil za jezik { $language } ni mogoče prebrati: { $error }
cli-cannot-read-stdin = { $what ->
    [tree] drevesa
   *[answers] odgovorov
 } ni mogoče prebrati s standardnega vhoda: { $error }
cli-bad-tree = neveljavno drevo: { $error }
cli-cannot-write = datoteke { $file } ni mogoče zapisati: { $error }
cli-none = nič
cli-report-tree = Drevo: { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }, { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] listi
   *[other] listov
 }, globina { $depth }
cli-conventions = Dogovori: { $conventions }
cli-report-steps = Koraki:
cli-report-value = Vrednost: { $value }
cli-report-best-move = Najboljša poteza: { $move } (vodi v { $child })
cli-report-best-move-none = Najboljša poteza: nobena (koren je list)
cli-report-visited = Obiskana vozlišča: { $visited } od { $nodes }
cli-report-evaluated = Ovrednoteni listi: { $evaluated } od { $leaves }
cli-report-pruned-none = Odrezani listi: nobeden
cli-report-pruned = Odrezani listi: { $leaves } (vrednosti { $values })
cli-bad-board = neveljavna plošča: { $error }
cli-ttt-board = Plošča:
cli-ttt-won = Zmagal je { $player }
cli-ttt-full = neodločeno: plošča je polna
cli-ttt-wins = ob najboljši igri zmaga { $player }
cli-ttt-draw = ob najboljši igri neodločeno
cli-ttt-to-move = Na potezi: { $player }
cli-ttt-value = Vrednost: { $value } ({ $outcome }; +1 je dobro za X (maksimizator), -1 za O (minimizator))
cli-ttt-best-move = Najboljša poteza za { $player }: { $cell } ({ $name })
cli-best-move-over = Najboljša poteza: nobena (igre je konec)
cli-ttt-nodes = Obiskana vozlišča: minimax { $minimax }, alfa-beta { $alphabeta }
cli-perft-too-deep = perft { $depth } je pregloboko: največ { $max } (perft 12 prešteje že 1.939.886.636 listov)
cli-perft = Perft { $depth } od začetne postavitve: { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] listi
   *[other] listov
 } ({ $ms } ms)
cli-color = { $color ->
    [black] X (črni)
   *[white] O (beli)
 }
cli-sides-disagree = stran na potezi in --to-move se ne ujemata
cli-bad-side = na potezi je lahko X (črni) ali O (beli), ne '{ $side }'
cli-endgame-to-move = v končnici { $name } je na potezi { $side }; --to-move navaja { $given }
cli-bad-position = neveljavna postavitev: { $error } (ali navedite vgrajeno: glejte `ablab othello positions`)
cli-too-many-empties = postavitev ima { $empties } { $empties ->
    [one] prazno polje
    [two] prazni polji
    [few] prazna polja
   *[other] praznih polj
 }: največ { $max } (navadni negamax bi potreboval predolgo)
cli-othello-empties = Prazna polja: { $empties }
cli-othello-pass = Najboljša poteza: pas ({ $side } nima dovoljene poteze)
cli-othello-best-move = Najboljša poteza: { $move }
cli-othello-score = Rezultat: { $score } (končno število ploščkov igralca na potezi, { $side }, manj nasprotnikovih, ob najboljši igri)
# Števila v obeh vrsticah se začnejo v istem stolpcu (17. znak).
cli-othello-negamax = Navadni negamax: { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }, { $ms } ms (najboljša poteza { $move }, rezultat { $score })
cli-othello-alphabeta = Alfa-beta:       { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }, { $ms } ms
# $empties pride poravnan s presledki (" 8"), zato ne more izbrati množinske oblike: stoji
# za dvopičjem.
cli-positions-row = { $name } praznih polj: { $empties }  { $text }
cli-exercise-head = Vaja: seme { $seed }, težavnost { $difficulty }
cli-exercise-tree = Drevo: { $notation }
cli-exercise-task = Naloga: navedite vrednost, ki jo vrne vsako notranje vozlišče, označite vozlišča, ki jih iskanje nikoli ne preišče, in navedite končni alfa in beta vsakega notranjega vozlišča.
cli-exercise-grade-with = Za oceno: ablab grade '{ $notation }' --answers FILE
cli-exercise-key = Rešitve
cli-exercise-values = Vrednosti: { $values }
cli-exercise-pruned = Nikoli preiskana vozlišča: { $nodes }
cli-exercise-windows = Alfa in beta: { $windows }
cli-both-stdin = drevesa in odgovorov ni mogoče hkrati brati s standardnega vhoda
cli-bad-answers = neveljavni odgovori: { $error }
cli-cannot-read-answers = odgovorov { $file } ni mogoče prebrati: { $error }
cli-grade-score = Rezultat: { $points } od { $total } ({ $percent } %). { $correct ->
    [true] Vse je pravilno.
   *[false] Še ni vse pravilno.
 }
cli-grade-wrong-values = Napačne vrednosti: { $nodes }
cli-grade-missed = Neoznačena odrezana vozlišča: { $nodes }
cli-grade-extra = Napačno označena kot odrezana: { $nodes }
cli-grade-wrong-windows = Napačna alfa in beta: { $nodes }
cli-grade-unanswered = Brez vrednosti: { $nodes }
cli-grade-first-mistake = Prva napaka (korak { $step }): { $explanation }


## The games (tic-tac-toe, Othello) and practice (src/games, src/model, src/engine/practice, their components)
## Keys start with `game-` or `practice-`.


## The languages (src/app/language.rs, the menu)

lang-menu = Jezik
lang-failed = Jezik { $language } se ni naložil: stran prenese jezik, ko ga prvič izberete, omrežje pa se ni odzvalo. Izberite ga znova za nov poskus.
