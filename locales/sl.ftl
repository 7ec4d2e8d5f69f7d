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
