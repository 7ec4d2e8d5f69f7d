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

## The narration of each step (crates/teach/src/narrate.rs)

kind-max = maksimizator
kind-min = minimizator
cut-alpha = rez alfa
cut-beta = rez beta
leaf-name = list { $value }
leaf-name-labelled = list { $label } ({ $value })
node-estimate = { $node } ({ $estimate })
# $bound je α ali β, v navadnem besedilu (ablab) pa alpha ali beta.
rule-no-cut-yet = rez še ni mogoč ({ $bound ->
    [alpha] alfa
   *[other] { $bound }
 } = { $value })
rule-prune = preostale otroke odrežemo, če je vrednost otroka { $op } { $value }
rule-prune-negamax = preostale otroke odrežemo, če je negirana vrednost otroka { $op } { $value }
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
test-strict-equal = { $node }: beta = { $beta } = alfa = { $alpha }: po strogem pravilu (rez le, ko je alfa > beta) vozlišče { $node } nadaljuje.
cutoff = { $cut ->
    [alpha] Rez alfa
   *[beta] Rez beta
 } pri vozlišču { $node } odreže { $skipped }: { $what ->
    [leaf] iskanje ga nikoli ne pogleda
    [leaves] iskanje { $count ->
        [one] ga
        [two] ju
        [few] jih
       *[other] jih
    } nikoli ne pogleda
    [subtree] iskanje ga nikoli ne preišče
   *[subtrees] iskanje { $count ->
        [one] ga
        [two] ju
        [few] jih
       *[other] jih
    } nikoli ne preišče
 }.
cutoff-cause = { $cutoff } { $cause }
cause-negamax = Vozlišče { $node } je za igralca, ki je tam na potezi, vredno vsaj { $alpha }, a nasprotnik ga lahko že višje v drevesu omeji na { $beta }, zato igra nikoli ne pride do vozlišča { $node }.
cause-max = Vozlišče { $node } je vredno vsaj { $alpha }, a minimizator lahko že višje v drevesu igro omeji na { $beta }, zato nikoli ne bo dopustil, da igra pride do vozlišča { $node }.
cause-min = Vozlišče { $node } je vredno največ { $beta }, a maksimizator lahko že višje v drevesu doseže { $alpha }, zato vozlišča { $node } nikoli ne bo izbral.

# The searches beyond alpha-beta (crates/teach/src/narrate/beyond.rs): vozlišča naključja
# (expectiminimax, Star1), prehodi aspiracijskega okna, MTD(f) in iterativnega poglabljanja,
# preverjanja PVS z ničelnim oknom in ponovna iskanja. Ključi se začnejo z `beyond-` (osnovna
# gradnja strani jih nima). "best" je ime spremenljivke in ostane.
beyond-kind-chance = naključje
beyond-rule-star = preostale otroke odrežemo, ko je njegova vrednost zagotovo { $le } α ali { $ge } β (Star1)
beyond-rule-star-sum = dosedanja vsota { $sum }; preostale otroke odrežemo, ko je njegova vrednost zagotovo { $le } α ali { $ge } β (Star1)
beyond-rule-chance = ni reza: brez meja za vrednosti listov šteje vsak otrok
beyond-rule-chance-sum = dosedanja vsota { $sum }; ni reza: brez meja za vrednosti listov šteje vsak otrok
beyond-skip = { $cut ->
    [alpha] Rez alfa
   *[beta] Rez beta
 } pri vozlišču { $node } (otroci so urejeni od najboljšega) odreže { $child }: iskanje ga nikoli ne preišče.
beyond-pass-ends = Koren { $node } vrne { $value }: ta prehod se konča.
beyond-probe-returns = Preverjanje vozlišča { $node } vrne { $value }: to je le meja, { $node } { $op } { $seen } za vozlišče { $parent }. { $parent }: best = { $f }({ $prev }, { $seen }) = { $best }.
beyond-iteration-first = Iteracija { $pass }: iščemo od korena do globine { $depth } (vozlišče tam, ki ima oceno, dobi vrednost te ocene).
beyond-iteration = Iteracija { $pass }: iščemo od korena do globine { $depth } (vozlišče tam, ki ima oceno, dobi vrednost te ocene), otroci vsakega vozlišča pa so urejeni od najboljšega po vrednostih iteracije { $previous }.
beyond-mtdf-whole = Prehod { $pass }: eno iskanje s celim oknom (alfa = { $alpha }, beta = { $beta }) določi vrednost.
beyond-mtdf-pass = Prehod { $pass } algoritma MTD(f): iskanje z ničelnim oknom, alfa = { $alpha } in beta = { $beta }, med katerima ni nobene vrednosti: sprašuje le, ali je koren vreden vsaj { $beta }.
beyond-aspiration-first = Prehod 1, aspiracijsko okno: iščemo od korena z alfa = { $alpha } in beta = { $beta } in stavimo, da vrednost leži med njima.
beyond-aspiration-again = Prehod { $pass }: stava se ni obnesla, zato iščemo znova z oknom, odprtim { $side ->
    [below] navzdol
   *[above] navzgor
 }: alfa = { $alpha }, beta = { $beta }.
beyond-proved-inside = { $value } leži znotraj okna ({ $alpha }, { $beta }), zato je to vrednost: drugi prehod ni potreben.
beyond-bounds-meet = Meji se srečata: vrednost je { $value }.
beyond-pass-settles = Prehod { $pass } vrne { $value }, ki leži znotraj njegovega okna ({ $alpha }, { $beta }), zato je to vrednost.
beyond-chosen-line = Izbrana pot: { $line }.
beyond-fail-low = Koren je vrnil { $value } { $op } alfa = { $alpha }: to je fail-low, zato je vrednost največ { $value }.
beyond-fail-high = Koren je vrnil { $value } { $op } beta = { $beta }: to je fail-high, zato je vrednost vsaj { $value }.
beyond-so-far = Doslej: { $lower } { $op } vrednost { $op } { $upper }.
beyond-sentences = { $first } { $second }
beyond-probe-max = Vozlišče { $parent } preveri { $node } z ničelnim oknom (alfa = { $alpha }, beta = { $beta }, kot ga vidi { $node }): sprašuje le, ali ima { $node } za vozlišče { $parent } vrednost večjo od { $bound }; če je nima, vozlišče { $parent } z njim takoj opravi.
beyond-probe-min = Vozlišče { $parent } preveri { $node } z ničelnim oknom (alfa = { $alpha }, beta = { $beta }, kot ga vidi { $node }): sprašuje le, ali ima { $node } vrednost manjšo od { $bound }; če je nima, vozlišče { $parent } z njim takoj opravi.
beyond-research = Preverjanje je dalo fail-high: { $node } ima { $better ->
    [more] večjo
   *[less] manjšo
 } vrednost, kot jo je imelo vozlišče { $parent } doslej, zato ga vozlišče { $parent } preišče znova s svojim polnim oknom, alfa = { $alpha }, beta = { $beta } (ponovno iskanje { $count }).
beyond-research-negamax = Preverjanje je dalo fail-high: { $node } ima večjo vrednost, kot jo je imelo vozlišče { $parent } doslej, zato ga vozlišče { $parent } preišče znova s svojim polnim oknom, alfa = { $alpha }, beta = { $beta }, kot ga vidi { $node } (ponovno iskanje { $count }).
beyond-enter-window = Vstopimo v vozlišče { $node } ({ $kind }) z alfa = { $alpha } in beta = { $beta }.
beyond-enter-star = Vstopimo v vozlišče { $node } ({ $kind }) z alfa = { $alpha } in beta = { $beta }: to je okno, ki mu ga da Star1, da se vozlišče { $parent } lahko ustavi, brž ko je jasno, na katero stran svojega okna pade vrednost vozlišča { $node }.
beyond-enter-chance = Vstopimo v vozlišče { $node } ({ $kind }) z alfa = { $alpha } in beta = { $beta }: pod vozliščem naključja brez meja za vrednosti listov ni mogoče ničesar odrezati.
beyond-chance-takes-leaf = Vozlišče { $parent } upošteva { $node } z verjetnostjo { $probability }.
beyond-chance-takes = Vozlišče { $node } vrne { $value } vozlišču { $parent }, ki to upošteva z verjetnostjo { $probability }.
beyond-sum-step = { $node }: vsota = { $old } + { $probability } × { $value } = { $sum }.
beyond-sum = { $node }: vsota = { $sum }.
beyond-star = Ne glede na vrednosti ostalih otrok je vozlišče { $node } vredno med { $lower } in { $upper }.
beyond-star-bounds = Ne glede na vrednosti ostalih otrok (vsak list leži znotraj { $lo }..{ $hi }) je vozlišče { $node } vredno med { $lower } in { $upper }.
beyond-chance-no-cutoff = { $node }: ni reza.
beyond-chance-low-stops = { $node }: največ { $upper } { $op } alfa = { $alpha }, zato se vozlišče { $node } ustavi: maksimizator ima višje v drevesu boljšo možnost.
beyond-chance-low-done = { $node }: največ { $upper } { $op } alfa = { $alpha }, zato je vozlišče { $node } končano (ni imelo več otrok) in njegova vrednost je meja: maksimizator ima višje v drevesu boljšo možnost.
beyond-chance-high-stops = { $node }: vsaj { $lower } { $op } beta = { $beta }, zato se vozlišče { $node } ustavi: minimizator ima višje v drevesu boljšo možnost.
beyond-chance-high-done = { $node }: vsaj { $lower } { $op } beta = { $beta }, zato je vozlišče { $node } končano (ni imelo več otrok) in njegova vrednost je meja: minimizator ima višje v drevesu boljšo možnost.
beyond-chance-unsettled = { $node }: med { $lower } in { $upper }, česar alfa = { $alpha } in beta = { $beta } ne odločita: ni reza.
beyond-root-cut = { $cut ->
    [alpha] Rez alfa
   *[beta] Rez beta
 } pri korenu { $node } odreže { $skipped }: iskanje { $count ->
    [one] ga
    [two] ju
    [few] jih
   *[other] jih
 } nikoli ne preišče: { $bound } in le to ta prehod sprašuje.
beyond-root-at-least = koren je vreden vsaj { $value } { $op } beta = { $beta }
beyond-root-at-most = koren je vreden največ { $value } { $op } alfa = { $alpha }
beyond-root-outside = koren je zunaj okna tega prehoda
beyond-star-cut-max = Rez Star1 pri vozlišču { $node } odreže { $skipped }: iskanje { $count ->
    [one] ga
    [two] ju
    [few] jih
   *[other] jih
 } nikoli ne preišče: ne glede na { $count ->
    [one] njegovo vrednost
    [two] njuni vrednosti
    [few] njihove vrednosti
   *[other] njihove vrednosti
 } je vozlišče { $node } vredno največ { $upper }, maksimizator pa lahko že višje v drevesu doseže { $alpha }.
beyond-star-cut-min = Rez Star1 pri vozlišču { $node } odreže { $skipped }: iskanje { $count ->
    [one] ga
    [two] ju
    [few] jih
   *[other] jih
 } nikoli ne preišče: ne glede na { $count ->
    [one] njegovo vrednost
    [two] njuni vrednosti
    [few] njihove vrednosti
   *[other] njihove vrednosti
 } je vozlišče { $node } vredno vsaj { $lower }, minimizator pa lahko že višje v drevesu igro omeji na { $beta }.
beyond-star-cut = Rez Star1 pri vozlišču { $node } odreže { $skipped }: iskanje { $count ->
    [one] ga
    [two] ju
    [few] jih
   *[other] jih
 } nikoli ne preišče.

## The conventions in force, in words (the page's settings, `ablab`)

conventions-minimax = algoritem minimax (brez obrezovanja), { $form }, { $root }{ $depth }
# $rule je α ≥ β ali α > β, v navadnem besedilu (ablab) pa alpha >= beta ali alpha > beta.
conventions-alphabeta = obrezovanje alfa-beta, { $form }, { $root }, rez, ko velja { $rule }, { $fail }{ $depth }
# Pravilo reza v vrstici dogovorov: $rule je ge (α ≥ β) ali gt (α > β), v izpisu ablab s -plain (ASCII).
rule-words = { $rule ->
    [gt] α > β
    [ge-plain] alfa >= beta
    [gt-plain] alfa > beta
   *[ge] α ≥ β
 }
root-is-max = v korenu je na potezi maksimizator
root-is-min = v korenu je na potezi minimizator
fail-soft-words = fail-soft (vozlišče vrne najboljšo vrednost, ki jo je videlo)
fail-hard-words = fail-hard (vozlišče maksimizatorja vrne alfa, vozlišče minimizatorja vrne beta)
fail-hard-negamax-words = fail-hard (vozlišče ob rezu beta takoj vrne beta, sicer vrne alfa)
form-maxmin-words = oblika maks/min
form-negamax-words = oblika negamax (vsako vozlišče maksimizira; vrednosti z vidika igralca na potezi)
depth-limit-words = , omejitev globine { $depth } (vozlišče na globini { $depth }, ki ima oceno, dobi vrednost te ocene)

# The searches beyond alpha-beta, and their window and bounds (ključi `beyond-`, kot zgoraj).
beyond-conventions-pvs = PVS (NegaScout: prvi otrok z danim oknom, ostali z ničelnim oknom in znova, ko dajo fail-high), { $form }, { $root }, rez, ko velja { $rule }, { $fail }{ $depth }
beyond-conventions-mtdf = MTD(f) (prehodi obrezovanja alfa-beta z ničelnim oknom, dokler se meji, ki ju dokažejo, ne srečata), { $form }, { $root }, rez, ko velja { $rule }, { $fail }{ $depth }
beyond-conventions-iterative = iterativno poglabljanje (obrezovanje alfa-beta do globine 1, 2, ..., otroci urejeni od najboljšega po vrednostih prejšnje iteracije), { $form }, { $root }, rez, ko velja { $rule }, { $fail }{ $depth }
beyond-window-words = , aspiracijsko okno ({ $lo }, { $hi }) (če vrednost pade zunaj, znova z oknom, odprtim na tisto stran)
beyond-bounds-words = , vrednosti listov znotraj { $lo }..{ $hi } (Star1 odreže veje tudi pri vozliščih naključja)
beyond-chance-legend = Črtkan krog je vozlišče naključja: njegova vrednost je povprečje vrednosti otrok, vsaka utežena z verjetnostjo na svoji povezavi.
beyond-legend-chance = Vozlišče naključja: vzame povprečje vrednosti otrok, vsaka utežena z verjetnostjo na svoji povezavi

## The page: header, toolbar, controls, panels, drawers, cards, notices (src/app, src/model)
## Keys start with `page-`.

page-preset-binary = Dvojiško drevo (učbenik A)
page-preset-aima = AIMA, slika 5.2
page-preset-uneven = 4 ravni, neenakomerna razvejanost
page-preset-estimates = Z ocenami (poskusite omejitev globine)
page-preset-chance = Vozlišča naključja: kocke (Russell in Norvig)
page-type-a-number = Vpišite število, npr. 7 ali -2.5
page-not-a-value = „{ $text }“: { $why }
page-link-tree-unreadable = Drevesa v povezavi ni bilo mogoče prebrati ({ $why }); namesto njega je prikazano privzeto drevo. Besedilo povezave je v Zapisu…, kjer je napaka označena.
page-problem-separator = { "; " }
page-link-also-ignored = { $notice } Poleg tega: { $problems }.
page-link-ignored = Del povezave je bil prezrt: { $problems }.
page-link-over-saved = Povezava prikazuje drugo drevo ali druga pravila kot delo, ki ste ga imeli v tem brskalniku. Vaše delo je ohranjeno: gumb Razveljavi ga vrne, tu pa ostane shranjeno, dokler tega ne spremenite.
page-save-refused = Ta brskalnik strani ne dovoli shraniti vašega dela (prostor za shranjevanje je poln ali izklopljen, kot v zasebnem oknu), zato se bo delo ob zaprtju ali ponovnem nalaganju strani izgubilo. Če ga želite obdržati, kopirajte povezavo v razdelku Deli in izvozi ali besedilo v razdelku Zapis.
page-saved-no-tree = ne vsebuje drevesa
page-saved-unreadable = Drevesa, shranjenega v tem brskalniku, ni bilo mogoče prebrati ({ $why }). Umaknjeno je na stran (pod ključem { $key }), prikazano pa je { $shown ->
    [link] drevo iz povezave
   *[default] privzeto drevo
 }.
page-notice-then = { $before } { $text }
page-notation-file-head = Drevo iz Alpha-Beta Lab: prilepite to besedilo v Zapis… na strani ali zaženite `ablab solve - < ta-datoteka`.
page-notation-file-conventions = Dogovori ob shranjevanju: { $conventions }.
page-title = Alpha-Beta Lab
page-tagline = Algoritem minimax in obrezovanje alfa-beta, korak za korakom.
page-modes = Kaj prikazati
page-mode-trees = Drevesa
page-mode-tictactoe = Križci in krožci
page-mode-othello = Othello
page-mode-practice = Vaje
page-tree-menu = Drevo
page-your-tree = Vaše drevo
page-dismiss = Zapri
page-theme = Tema
page-theme-auto = ◐ Samodejno
page-theme-light = ☀ Svetla
page-theme-dark = ☾ Temna
page-toolbar = Orodja za drevo
page-undo = ↶ Razveljavi
page-solution-replaced = Drevo iz vaje je zdaj v zavihku Drevesa namesto tistega, ki je bil tam; z ukazom Razveljavi se to vrne.
page-undo-title = Razveljavi zadnjo spremembo (Ctrl+Z)
page-redo = ↷ Uveljavi
page-redo-title = Znova uveljavi (Ctrl+Y ali Ctrl+Shift+Z)
page-random = Naključno drevo…
page-random-title = Naredi naključno drevo iz semena
page-notation = Zapis…
page-notation-title = Oglejte si, uredite ali prilepite drevo kot besedilo
page-export = Deli in izvozi…
page-export-title = Povezava do tega pogleda; datoteki SVG in PNG; delovni listi za tiskanje
page-zoom = Povečava
page-zoom-out = Pomanjšaj
page-zoom-in = Povečaj
page-zoom-level = { $percent } %
page-fit = Prilagodi
page-fit-title = Celo drevo v pogledu
page-tree-size = { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }, { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] listi
   *[other] listov
 }
page-replay = Predvajanje
page-first-step = Prvi korak (Home)
page-step-back = Korak nazaj (puščica levo)
page-play-title = Predvajaj ali ustavi (preslednica)
page-step-forward = Korak naprej (puščica desno)
page-last-step = Zadnji korak (End)
page-play = Predvajaj
page-pause = Premor
page-step = Korak
page-step-counter = { $step } / { $steps }
page-code = Koda
page-code-title = Prikaži ali skrij psevdokodo
page-present = Predstavi
page-present-title = Predstavitev razredu: drevo in pripoved z veliko pisavo zapolnita zaslon (P; Esc konča)
page-predict = Napovej
page-predict-title = Pred vsakim korakom, ki kaj odloči, uganite, kaj se bo zgodilo
page-speed = Hitrost
page-steps-per-second = { $rate }/s
page-pseudocode = Psevdokoda
page-hide-code = Skrij psevdokodo
page-code-not-started = Še ni začeto: prvi korak pokliče funkcijo na korenu.
page-compare = Minimax proti alfa-beta
page-alphabeta = Alfa-beta
page-minimax = Minimax
page-nodes-visited = Obiskana vozlišča
page-leaves-evaluated = Ovrednoteni listi
page-mark-skipped = Označi, kar alfa-beta preskoči
page-mark-skipped-title = Na vsakem koraku obrobi vozlišča, ki jih alfa-beta nikoli ne obišče, minimax pa jih obišče
page-skipped = { $count } { $count ->
    [one] preskočeno vozlišče
    [two] preskočeni vozlišči
    [few] preskočena vozlišča
   *[other] preskočenih vozlišč
 }
page-order-children = Vrstni red otrok
page-best-first = Najboljši najprej
page-best-first-title = Otroke vsakega vozlišča razvrsti od najboljšega za igralca na potezi
page-worst-first = Najslabši najprej
page-worst-first-title = Otroke vsakega vozlišča razvrsti od najslabšega
page-order-note = ali kliknite vozlišče in ga premaknite
page-knuth-moore = Enakomerno drevo, b = { $b }, d = { $d }: alfa-beta ovrednoti v najboljšem primeru b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = { $best } { $best ->
    [one] list
    [two] lista
    [few] liste
   *[other] listov
 } (popoln vrstni red, Knuth in Moore), v najslabšem b^d = { $worst }. Ta vrstni red: { $now }.
page-legend = Legenda
page-legend-max = Vozlišče maksimizatorja: vzame največjo vrednost otrok
page-legend-min = Vozlišče minimizatorja: vzame najmanjšo
page-legend-leaf = list (kliknite za urejanje)
page-legend-pruned = odrezano: nikoli preiskano
page-legend-line = krepko: izbrana pot
page-legend-negamax = Oblika negamax: vsako vozlišče maksimizira, števila pri vozlišču (njegova vrednost, alfa in beta) pa so z vidika igralca, ki je tam na potezi. Listi so zapisani za maksimizatorja; list, kjer je na potezi minimizator, šteje z nasprotnim predznakom. Vsak rez je rez β.
page-legend-depth-limit = Posivela vozlišča so pod omejitvijo globine: iskanje se ustavi nad njimi in uporabi oceno <v> vozlišča, kjer se ustavi.
page-legend-bounds = ≥ 6 / ≤ 2: meja, ne točna vrednost. Rez β se zgodi pri vozlišču maksimizatorja (njegova vrednost je dosegla β), rez α pri vozlišču minimizatorja (njegova vrednost je padla na α). Nekatera besedila ju poimenujejo obratno.
page-step-zero = Korak 0: iskanje se še ni začelo. Pritisnite ▶, da vstopite v koren.
page-path = Pot od korena do trenutnega vozlišča
page-path-window = { " " }{ $kind } · α { $alpha } · β { $beta }
page-path-kind = { " " }{ $kind }
page-path-rule = { " " }— { $rule }
page-predict-cut = Rez
page-predict-no-cut = Brez reza
page-predict-value = Vrednost, ki jo vrne
page-predict-value-placeholder = vrednost, nato Enter
page-predict-tally = Pravilne napovedi: { $right } od { $answered }
# The live lecture (`ablab serve`): the lecturer's panel and the student's view.
page-live = V živo
page-live-title = Začnite predavanje v živo: razred sledi temu drevesu na svojih napravah in odgovarja na vprašanja
page-live-panel = Predavanje v živo
page-live-no-server = Predavanja v živo potrebujejo laboratorijev strežnik ablab serve: stran zaženite z bash scripts/serve.sh (glejte docs/live.md).
page-live-connecting = Povezovanje s strežnikom …
page-live-reconnecting = Povezava je prekinjena: ponovno povezovanje …
page-live-join-at = Pridružite se na { $link } s kodo
page-live-qr = Koda QR povezave za pridružitev
page-live-students = Pridruženih: { $count }
page-live-ask = Vprašaj razred
page-live-ask-title = Razredu zastavite vprašanje, ki ga na tem koraku zastavi Napovej
page-live-no-question = Na tem koraku ni vprašanja: pojdite do preizkusa reza ali vračanja vrednosti.
page-live-answered = Odgovorov: { $count }
page-live-votes = Pokaži glasove
page-live-revote = Glasuj znova
page-live-reveal = Razkrij
page-live-results = Rezultati (CSV)
page-live-results-caption = Rezultati predavanja { $code }: vrstica za vsakega študenta in vprašanje (enako kot v CSV)
page-live-results-question = Vprašanje
page-live-results-student = Študent
page-live-end = Končaj predavanje
page-live-hide = Skrij
page-live-round = Krog { $round }
page-live-right = pravilni odgovor
page-live-join-heading = Pridružite se predavanju v živo
page-live-code = Koda
page-live-name = Vaše ime (neobvezno)
page-live-join = Pridruži se
page-live-in = Predavanje v živo { $code }
page-live-follow = Sledi
page-live-follow-title = Nazaj na predavateljev korak in mu znova sledite
page-live-following = Sledite predavatelju
page-live-send = Pošlji
page-live-received = Prejeto: { $choice }
page-live-waiting = Počakajte na predavateljevo vprašanje.
page-live-shown = Glasovi so zbrani: pogovorite se, nato počakajte na predavatelja.
page-live-verdict-right = Pravilno!
page-live-verdict-wrong = Ni pravilno: odgovor je bil { $answer }.
page-live-bad-code = „{ $code }“ ni koda za pridružitev: šest črk in števk, na primer 4KX9PT.
page-live-no-session = Nobeno predavanje nima te kode (morda se je končalo).
page-live-too-many = Preveč napačnih kod: počakajte { $seconds } s in poskusite znova.
page-live-refused-malformed = Strežnik tega sporočila ni mogel prebrati ({ $detail }).
page-live-refused-too-large = Sporočilo je za strežnik preveliko ({ $bytes } B).
page-live-refused-invalid = Strežnik ni sprejel polja { $field }: { $detail }.
page-live-refused-not-lecturer = To lahko stori le predavatelj, ki je začel to predavanje.
page-live-refused-not-in-session = Najprej se pridružite predavanju ali ga začnite.
page-live-refused-closed = Ta krog je zaprt: odgovor ni bil štet.
page-live-refused-too-fast = Preveč sporočil: strežnik jih sprejme { $count } na sekundo, preostala upočasni.
page-live-refused-unstored = Strežnik tega ni mogel shraniti: nič ni bilo šteto. Poskusite znova.
page-live-refused-too-many-sessions = S tega naslova je bilo začetih preveč predavanj: počakajte { $seconds } s.
page-live-refused-full = To predavanje je sprejelo že največ študentov, kar jih lahko.
page-result = Rezultat
page-root-value = Vrednost korena
page-best-move = Najboljša poteza
page-changes = Po zadnji spremembi { $which ->
    [both] na novo odrezano: { $pruned }; ni več odrezano: { $searched }
    [pruned] na novo odrezano: { $pruned }
   *[searched] ni več odrezano: { $searched }
 }.
page-plain-minimax = (navadni minimax: { $evaluated } od { $leaves })
page-minimax-every-leaf = (minimax ovrednoti vsak list)
page-evaluated-in-all = { " " }doslej · skupaj { $evaluated } od { $leaves }
page-leaves-pruned = Odrezani listi
page-pruned-in-all = { " " }doslej · skupaj { $pruned }
page-conventions = Dogovori
page-set-root = Koren
page-set-max = Maksimizator
page-set-min = Minimizator
page-set-search = Iskanje
page-set-rule = Rez, ko
page-set-returns = Vrača
page-set-fail-soft = Fail-soft
page-set-fail-hard = Fail-hard
page-set-form = Oblika
page-set-maxmin = Maks/min
page-set-negamax = Negamax
page-set-depth-limit = Omejitev globine
page-set-no-limit = brez
page-depth-warning = Opomba: { $warning }. Do takrat iskanje pod tem vozliščem teče naprej.
page-showing = Prikazano: { $conventions }
page-text-error = Vrstica { $line }, stolpec { $column }: { $message }
page-text-last-valid = Prikazano drevo je zadnje veljavno.
page-notation-panel = Zapis
page-notation-help = Drevo kot gnezdeni seznami: število je list, seznam je vozlišče; oznake kot B[...] ali x:3; ocene <4>[...]
page-copy-link = Kopiraj povezavo
page-copied = Kopirano
page-copy-selected = Izbrano: pritisnite Ctrl+C
page-sheet-writer-unloaded = dela, ki riše strani za tisk, ni bilo mogoče naložiti (ali je omrežje nedosegljivo?)
page-no-sheet = Strani za tisk ni bilo mogoče pripraviti: { $why }. Poskusite znova.
page-game-unloaded = Igre ni bilo mogoče naložiti: stran jo prenese, ko prvič odprete zavihek igre, omrežje pa se ni odzvalo. Za nov poskus znova odprite zavihek.
page-practice-unloaded = Vaj ni bilo mogoče naložiti: stran jih prenese, ko prvič odprete zavihek Vaje, omrežje pa se ni odzvalo. Za nov poskus znova odprite zavihek.
page-live-unloaded = Predavanja v živo ni bilo mogoče naložiti: stran ga prenese, ko prvič pritisnete V živo, omrežje pa se ni odzvalo. Za nov poskus znova pritisnite V živo.
page-card-leaf = List { $label }
page-card-node = Vozlišče { $label } ({ $kind })
page-card-value = Vrednost
page-card-value-hint = Enter: potrdi · Esc: zapri
page-card-estimate = Ocena
page-card-estimate-hint = za omejitev globine; prazno: brez
page-close = Zapri
page-card-label = Oznaka
page-card-label-default = privzeta
page-move-left = ◀ Levo
page-move-right = Desno ▶
page-add-child = + Otrok
page-add-sibling = + Brat
page-delete = Izbriši
page-expand-subtree = Razpri poddrevo
page-collapse-subtree = Strni poddrevo
page-share = Deli in izvozi
page-share-link = Povezava do tega pogleda
page-notation-file = Datoteka z zapisom
page-notation-file-title = Drevo kot besedilo; znova ga odprete tako, da ga prilepite v Zapis…
page-worksheet = Delovni list
page-answer-key = Rešitve
page-this-step = Ta korak
page-png = PNG (2×, za prosojnice)
# The LaTeX file: the worksheet, the answer key and this step, as TikZ pictures.
page-latex = Delovni list, rešitve in ta korak
page-print = Natisni
page-folded = Narisana vozlišča: { $drawn } od { $count }; trikotnik označuje strnjeno poddrevo (kliknite nanj, da odprete eno raven).
page-expand-all = Nariši vsa vozlišča
page-all-drawn = Narisana so vsa vozlišča ({ $count }).
page-collapse-big = Strni velika poddrevesa
page-tree-area = Drevo igre
page-tree-canvas = Drevo igre, ki ga preiskujemo
page-random-panel = Naključno drevo
page-random-depth = Globina
page-random-children-from = Otrok od
page-random-to = do
page-random-values-from = Vrednosti od
page-random-seed = Seme
page-reseed = Novo seme
page-reseed-title = Novo seme
page-make-random = Naredi drevo
page-random-note = Enaka števila in seme vedno dajo enako drevo.
page-random-not-whole = { $field ->
    [depth] globina
    [min-children] najmanj otrok
    [max-children] največ otrok
    [min-value] najmanjša vrednost
    [max-value] največja vrednost
   *[seed] seme
 }: '{ $text }' ni celo število
page-random-out-of-range = { $field ->
    [depth] globina
    [min-children] najmanj otrok
    [max-children] največ otrok
    [min-value] najmanjša vrednost
    [max-value] največja vrednost
   *[seed] seme
 }: { $value } je zunaj dovoljenega obsega
page-random-too-wide = { $field ->
    [min-value] najmanjša vrednost
   *[max-value] največja vrednost
 }: zunaj dovoljenega obsega
page-random-seed-range = seme: celo število od 0 naprej


## Reading trees and links: notation, edits, the URL (crates/teach/src/words.rs, crates/query)
## Keys start with `input-`.

# $what je input-end-of-text ali input-character (oba moškega spola, v imenovalniku).
input-error-at = vrstica { $line }, stolpec { $column }: { $message }
input-label-empty = oznaka ne sme biti prazna
input-label-start = oznaka se začne s črko, ne z '{ $char }'
input-label-chars = oznaka sme vsebovati le črke, števke, _ in ', ne pa '{ $char }'
input-label-too-long = predolga oznaka: največ { $max } { $max ->
    [one] znak
    [two] znaka
    [few] znaki
   *[other] znakov
 }
input-label-number = '{ $label }' ne more biti oznaka: prebere se kot število
input-empty-tree = drevo je prazno: napišite seznam, kot je [[3,5],[6,9]]
input-after-end = nepričakovan { $what } za koncem drevesa (ali je oklepaj zaprt prezgodaj?)
input-end-of-text = konec besedila
input-character = znak { $char }
input-too-many-nodes = preveč vozlišč: drevo ima lahko največ { $max } { $max ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }
input-too-deep = pregloboko: drevo ima lahko pod korenom največ { $max } { $max ->
    [one] raven
    [two] ravni
    [few] ravni
   *[other] ravni
 }
input-estimate-needs-list = ocena <v> pripada notranjemu vozlišču: za njo je pričakovan '[', tu pa je { $what }
input-expected-node = pričakovano je število ali '[', tu pa je { $what }
input-estimate-unclosed = pričakovan je '>', ki zapre oceno, odprto v stolpcu { $column }, tu pa je { $what }
input-label-infinite = '{ $name }' ni dovoljeno: vrednosti listov morajo biti končna števila
input-expected-after-label = za oznako '{ $name }' je pričakovan '[', '(' ali ':', tu pa je { $what }
input-not-a-number = '{ $text }' ni { $what ->
    [estimate] veljavna ocena
   *[leaf] veljavna vrednost lista
 }: { $why }
input-empty-list = prazen seznam: vozlišče potrebuje vsaj enega otroka (za list pa napišite število)
input-wrong-closer = pričakovan je '{ $close }', ki zapre '{ $open }' v vrstici { $line }, stolpcu { $column }, tu pa je { $what }
input-never-closed = '{ $open }' v vrstici { $line }, stolpcu { $column } ni nikoli zaprt: pričakovan je '{ $close }'
input-comma-first = pred ',' je pričakovano število ali '['
input-two-commas = dve vejici zapored: pričakovano je število ali '['
input-no-node = vozlišča { $node } ni
input-no-such-node = takega vozlišča ni
input-edit-too-many = drevo bi imelo več kot { $max } { $max ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }
input-edit-too-deep = drevo ima lahko največ { $max } { $max ->
    [one] raven
    [two] ravni
    [few] ravni
   *[other] ravni
 }
input-root-no-siblings = koren nima bratov: namesto tega dodajte otroka
input-root-undeletable = korena ni mogoče izbrisati
input-only-child = vozlišče { $node } je edini otrok vozlišča { $parent }: namesto tega izbrišite vozlišče { $parent } ali pa najprej dodajte brata
input-label-taken = oznako { $label } že ima drugo vozlišče
input-not-number = pričakovano je število, kot je 7, -3 ali 4.99
input-too-precise = preveč števk: vrednost ima lahko največ 18 veljavnih števk in 18 decimalk
input-too-large = preveliko število: vrednosti morajo biti znotraj približno ±10^18
input-no-estimate = omejitev globine { $limit } ustavi iskanje pri vozlišču { $node }, ki nima ocene{ $others ->
    [0] { "" }
    [one] { " " }(prav tako je nima še { $others } drugo vozlišče na globini { $limit })
    [two] { " " }(prav tako je nimata še { $others } drugi vozlišči na globini { $limit })
    [few] { " " }(prav tako je nimajo še { $others } druga vozlišča na globini { $limit })
   *[other] { " " }(prav tako je nima še { $others } drugih vozlišč na globini { $limit })
 }: napišite jo kot <vrednost> pred njegovim seznamom, npr. <4>[...]
input-long-link = Ta povezava ima { $length } { $length ->
    [one] znak
    [two] znaka
    [few] znake
   *[other] znakov
 }, mnogi strežniki pa zavrnejo povezave, daljše od { $limit } { $limit ->
    [one] znaka
    [two] znakov
    [few] znakov
   *[other] znakov
 }: morda se ne bo odprla. Drevo raje delite kot datoteko: gumb Datoteka z zapisom jo prenese, če njeno besedilo prilepite v Zapis…, pa se drevo znova odpre.
input-bad-parameter = { $key }={ $value } ni ena od možnosti { $allowed }
input-bad-pair = { $key }={ $value }: { $why }
input-unknown-parameter = neznan parameter '{ $key }'
input-random-depth = globina: največ { $max } { $max ->
    [one] raven
    [two] ravni
    [few] ravni
   *[other] ravni
 }
input-random-branching = razvejanost: najmanjše število mora biti vsaj 1 in ne večje od največjega
input-random-children = razvejanost: največ { $max } { $max ->
    [one] otrok
    [two] otroka
    [few] otroci
   *[other] otrok
 }
input-random-values = vrednosti: najmanjša ne sme biti večja od največje
input-random-value-range = vrednosti: znotraj ±999.999.999.999
input-random-too-big = preveliko: do { $count } { $count ->
    [one] vozlišča
    [two] vozlišč
    [few] vozlišč
   *[other] vozlišč
 }, več kot { $max }; zmanjšajte globino ali razvejanost

input-beyond-chance-needs-list = '~' označuje vozlišče naključja: takoj za njim je pričakovan '[', tu pa je { $what }
input-beyond-not-a-probability = '{ $text }' ni verjetnost: { $why }
input-beyond-fraction = ulomek sta dve celi števili, drugo večje od 0, na primer 1/3
input-beyond-probability-range = verjetnost je večja od 0 in največ 1, ne { $probability }
input-beyond-probability-outside = verjetnost p@ sodi le pred otroka vozlišča naključja, kot v ~[0.5@3, 0.5@7]
input-beyond-probability-missing = ta otrok vozlišča naključja nima verjetnosti: podajte jo vsakemu otroku (p@otrok) ali nobenemu, če so otroci enako verjetni
input-beyond-probability-sum = verjetnosti otrok tega vozlišča naključja dajo skupaj { $total }, ne 1 (od 1 se smejo razlikovati največ za 1e-9)
input-beyond-probability-sum-huge = verjetnosti otrok tega vozlišča naključja dajo skupaj preveč, ne 1 (od 1 se smejo razlikovati največ za 1e-9)
input-beyond-means-too-precise = povprečja tega vozlišča naključja za natančen zapis potrebujejo več kot { $digits } { $digits ->
    [one] števko
    [two] števki
    [few] števke
   *[other] števk
 }: uporabite manj decimalk ali preprostejše verjetnosti
input-beyond-edit-means = povprečja vozlišč naključja bi potrebovala več števk, kot jih laboratorij hrani
# $why in input-beyond-negamax-alternate: $kind is kind-max or kind-min.
input-beyond-same-kind = vozlišče { $node } ({ $kind }) je pod vozliščem { $parent }, ki je prav tako { $kind }
input-beyond-is-chance = { $node } je vozlišče naključja
input-beyond-negamax-alternate = oblika negamax zahteva, da se maksimizator in minimizator izmenjujeta, a { $why }: uporabite obliko maks/min
# $algorithm is the name `--algorithm` takes (mtdf, iterative, minimax).
input-beyond-window-algorithm = aspiracijsko okno je za alphabeta ali pvs, ne za { $algorithm }
input-beyond-window-empty = okno { $lo }..{ $hi } je prazno: njegov spodnji konec mora biti pod zgornjim
input-beyond-bounds-empty = meje { $lo }..{ $hi } so prazne: spodnja mora biti največ toliko kot zgornja
# $why in input-beyond-bounds-outside.
input-beyond-leaf-outside = list { $node } ima vrednost { $value }, ki je zunaj meja { $lo }..{ $hi }
input-beyond-estimate-outside = ocena vozlišča { $node } je { $value }, kar je zunaj meja { $lo }..{ $hi }
input-beyond-bounds-outside = meje listov morajo zajeti vse vrednosti, a { $why }
input-beyond-mtdf-hard = MTD(f) potrebuje fail-soft: prehod fail-hard pove le, na kateri strani okna leži vrednost, zato bi se premikal le za en korak na prehod
input-beyond-iteration-no-estimate = iterativno poglabljanje ne more ustaviti iteracije { $depth } na globini { $depth }, kjer vozlišče { $node } nima ocene (iskanje na strani gre pod njim naprej): napišite oceno kot <vrednost> pred njegovim seznamom, npr. <4>[...]


## The pseudocode's comments and the sheets (crates/teach/src/pseudocode.rs, src/draw)
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

sheet-title-worksheet = Obrezovanje alfa-beta: delovni list
sheet-title-answer-key = Obrezovanje alfa-beta: rešitve
sheet-title-step = Obrezovanje alfa-beta, korak za korakom
sheet-worksheet-alphabeta = Delovni list: poiščite vrednost vsakega vozlišča in prečrtajte, kar obrezovanje alfa-beta odreže.
sheet-worksheet-minimax = Delovni list: poiščite vrednost vsakega vozlišča.
sheet-name = Ime:
sheet-rules = Pravila: { $rules }.
# Število ovrednotenih listov stoji za dvopičjem, zato ne potrebuje sklona; $leaves je v
# rodilniku le ob "od".
sheet-answer-key = Rešitve: vrednost korena { $value }, ovrednoteni listi: { $evaluated } od { $leaves }. { $rules }.
sheet-step = Korak { $step } od { $count }. { $now }
sheet-nothing-yet = Iskanje se še ni začelo.
# A worksheet's legend: each shape the tree draws, and its name.
sheet-legend-max = vozlišče maksimizatorja
sheet-legend-min = vozlišče minimizatorja
sheet-legend-chance = vozlišče naključja
# The comments of a sheet written as LaTeX (ablab export --format tex; the page's LaTeX file).
tex-made = Izdelal Alpha-Beta Lab. Datoteka se prevede s pdflatex takšna, kot je, in potrebuje le paket tikz.
tex-paste = Vsaka slika je med dvema vrsticama „% ---“: prilepite jo v kateri koli dokument, ki naloži TikZ.
tex-scale = scale={ $scale } ustreza besedilu širine { $width } cm; prilagodite ga svojemu.
tex-picture-start = --- { $title }: tu se slika začne ---
tex-picture-end = --- tu se slika konča ---
tex-set-page = { $title } — naloga { $number } od { $count }: { $sheet }
tex-set-untitled = Naloge
# $language: the page's language, which pdflatex cannot typeset without CJK packages.
tex-in-english = pdflatex brez paketov CJK ne zna staviti jezika { $language }, zato so besede na listu v angleščini. V jeziku { $language } se glasijo:
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
# Dostopno ime vozlišča: list je moškega spola, vozlišče (maksimizatorja, minimizatorja,
# naključja) pa srednjega, zato sheet-aria-state izbere obliko pridevnika po $kind.
sheet-aria-separator = { ", " }
sheet-aria-node = { $kind ->
    [max] Vozlišče maksimizatorja
    [min] Vozlišče minimizatorja
    [chance] Vozlišče naključja
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
# Verjetnost otroka vozlišča naključja, kot jo piše njegova povezava (`0.25`, `1/3`): nariše jo
# povezava, ne vozlišče, zato je vsa v oklepaju.
beyond-aria-probability = (verjetnost { $probability })
sheet-aria-state = { $kind ->
    [leaf] { $state ->
        [unvisited] še ni preiskan
        [current] v iskanju
        [open] v iskanju, na poti
        [done] preiskan
       *[pruned] nikoli preiskan (odrezan)
    }
   *[other] { $state ->
        [unvisited] še ni preiskano
        [current] v iskanju
        [open] v iskanju, na poti
        [done] preiskano
       *[pruned] nikoli preiskano (odrezano)
    }
 }. Pritisnite Enter, da { $kind ->
    [leaf] ga spremenite
   *[other] ga premaknete ali mu date oceno
 }.

# The searches beyond alpha-beta (ključi `code-beyond-`).
code-beyond-title-pvs = Iskanje glavne variante (PVS, NegaScout)
code-beyond-title-mtdf = MTD(f)
code-beyond-title-iterative = Iterativno poglabljanje
# Naslov in kar mu izpis doda: $search je naslov iskanja (zgoraj ali code-title-*).
code-beyond-title-aspiration = { $search }, z aspiracijskim oknom
code-beyond-title-chance = { $search }, z vozlišči naključja (expectiminimax)
code-beyond-title-star = { $search }, z vozlišči naključja (Star1)
# Opombe pod izpisom (vsaka vrstica za "# "): kaj pomenijo črke. Največ 36 znakov v vrstici,
# črke (f, D, order, ε, p, rest, L, U) ostanejo, kot so.
code-beyond-note-guess = f: ocena korena, sicer 0
code-beyond-note-depth = D: omejitev globine, sicer višina
code-beyond-note-order = order: najboljši najprej, po
    vrednostih prejšnje iteracije
code-beyond-note-epsilon = ε: najmanjši korak med vrednostmi
code-beyond-note-star = p = p(child); rest: p preostalih
    L, U: meji vseh vrednosti listov


## The command-line tool, ablab (src/cli.rs, src/cli/)
## Keys start with `cli-`.

cli-unknown-language = neznan jezik '{ $code }': --lang sprejme { $languages }
cli-language-unreadable = sporočil za jezik { $language } ni mogoče prebrati: { $error }
# Napake v ukazni vrstici ablab (napake knjižnice clap, povedane v jeziku izbire --lang).
cli-arg-invalid-value = neveljavna vrednost '{ $value }' za '{ $arg }'
cli-arg-invalid-value-why = neveljavna vrednost '{ $value }' za '{ $arg }': { $why }
cli-arg-no-value = '{ $arg }' potrebuje vrednost, a ta ni podana
cli-arg-possible = [možne vrednosti: { $values }]
cli-arg-unexpected = nepričakovan argument '{ $arg }'
cli-arg-unexpected-value = nepričakovana vrednost '{ $value }' za '{ $arg }': več vrednosti ni pričakovanih
cli-arg-unknown-command = neznan podukaz '{ $command }'
cli-arg-missing = manjkajo obvezni argumenti: { $args }
cli-arg-missing-command = '{ $command }' potrebuje podukaz: { $commands }
cli-arg-twice = argumenta '{ $arg }' ni mogoče podati več kot enkrat
cli-arg-conflict = argumenta '{ $arg }' ni mogoče uporabiti skupaj z '{ $other }'
cli-arg-similar = namig: { $what ->
    [value] obstaja podobna vrednost
    [command] obstaja podoben podukaz
   *[argument] obstaja podoben argument
 }: { $similar }
cli-arg-unreadable = ukazne vrstice ni mogoče prebrati (argument ni v UTF-8 ali pa je podan v obliki, ki je ablab ne sprejme)
cli-arg-whole-number = pričakovano je nenegativno celo število (0, 1, 2, ...)
cli-arg-too-large = { $value } je preveliko
cli-arg-usage = Uporaba: { $usage }
cli-arg-more = Več o tem pove '--help' (v angleščini).
cli-cannot-read-stdin = { $what ->
    [tree] drevesa
   *[answers] odgovorov
 } ni mogoče prebrati s standardnega vhoda: { $error }
cli-bad-tree = neveljavno drevo: { $error }
cli-cannot-write = datoteke { $file } ni mogoče zapisati: { $error }
cli-blanks-worksheet = --blanks zapiše prazna polja le na delovni list (--sheet worksheet)
cli-fragment-tex = --fragment zapiše le LaTeX (--format tex)
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
cli-report-best-move = Najboljša poteza: { $child }
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
cli-ttt-best-move = Najboljša poteza za { $player }: { $name }
cli-best-move-over = Najboljša poteza: nobena (igre je konec)
cli-ttt-nodes = Obiskana vozlišča: minimax { $minimax }, alfa-beta { $alphabeta }
cli-ttt-moves = Vsaka poteza za { $player }, ko nato oba igrata najbolje (v oklepaju postavitve, ki jih alfa-beta obišče, da to dokaže):
cli-ttt-move = { $name }: { $outlook } ({ $nodes })
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
# $difficulty je easy, medium ali hard.
cli-exercise-head = Vaja: seme { $seed }, težavnost: { $difficulty ->
    [easy] lahka
    [medium] srednja
    [hard] težka
   *[other] { $difficulty }
 }
cli-exercise-tree = Drevo: { $notation }
cli-exercise-task = Naloga: navedite vrednost, ki jo vrne vsako notranje vozlišče, označite vozlišča, ki jih iskanje nikoli ne preišče, in navedite končni alfa in beta vsakega notranjega vozlišča.
cli-exercise-grade-with = Za oceno: ablab grade '{ $notation }' --answers FILE
cli-exercise-key = Rešitve
cli-exercise-values = Vrednosti: { $values }
cli-exercise-pruned = Nikoli preiskana vozlišča: { $nodes }
cli-exercise-windows = Alfa in beta: { $windows }
cli-both-stdin = drevesa in odgovorov ni mogoče hkrati brati s standardnega vhoda
cli-bad-answers = neveljavni odgovori: { $error }
cli-grade-nothing = podajte odgovore: ablab grade FILE (datoteka s strani) ali ablab grade TREE --answers FILE
cli-grade-no-exercise = { $file } ne pove, na katero drevo odgovarja: podajte še drevo (ablab grade TREE --answers { $file })
cli-grade-other-tree = { $file } odgovarja na drugo drevo ({ $own }), ne na podano: drevesa ne podajte
cli-grade-contradicts = --{ $flag } { $given } se ne ujema z dogovori datoteke { $file } ({ $conventions }): izpustite to izbiro
cli-grade-student = Študent: { $name }
practice-student = Vaše ime (zapiše se v datoteko z odgovori)
cli-cannot-read-answers = odgovorov { $file } ni mogoče prebrati: { $error }
cli-grade-score = Rezultat: { $points } od { $total } ({ $percent } %). { $correct ->
    [true] Vse je pravilno.
   *[false] Še ni vse pravilno.
 }
cli-grade-wrong-values = Napačne vrednosti: { $nodes }
cli-grade-missed = Neoznačena odrezana vozlišča: { $nodes }
cli-grade-extra = Napačno označena kot odrezana: { $nodes }
cli-grade-wrong-windows = Napačna alfa ali beta: { $nodes }
cli-grade-unanswered = Brez vrednosti: { $nodes }
cli-grade-first-mistake = Prva napaka (korak { $step }): { $explanation }

# `ablab solve --window LO,HI` and `--bounds LO,HI`: what is wrong with the two numbers.
input-window-format = pričakovani sta dve števili LO,HI, ločeni z vejico, npr. 4,6
input-window-number = '{ $text }': { $error }
input-window-order = spodnji konec { $lo } je nad zgornjim koncem { $hi }
# `ablab solve`'s report of the searches beyond alpha-beta: passes, probes and re-searches.
cli-report-best-move-chance = Najboljša poteza: nobena (koren je vozlišče naključja)
# A search of several passes, or with re-searches, may visit a node more than once.
cli-report-visited-all = Obiskana vozlišča: skupaj { $visited }, šteti so vsi obiski; drevo ima { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }
cli-report-evaluated-all = Ovrednoteni listi: skupaj { $evaluated }, šteta so vsa vrednotenja; drevo ima { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] liste
   *[other] listov
 }
cli-report-passes = Prehodi: { $count }
# A pass, a line each (indented by the code); $result is cli-window-result.
cli-report-pass = { $pass }. okno ({ $alpha }, { $beta }): vrne { $value } ({ $result }), { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }, { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] listi
   *[other] listov
 }
cli-report-pass-depth = { $pass }. okno ({ $alpha }, { $beta }), globina { $depth }: vrne { $value } ({ $result }), { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }, { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] listi
   *[other] listov
 }
# How a pass ended (the JSON's window_result).
cli-window-result = { $result ->
    [inside] znotraj
    [fail_low] fail-low
   *[fail_high] fail-high
 }
cli-report-window-result = Izid okna: { $result }
cli-report-probes = Preverjanja z ničelnim oknom: { $probes }, ponovna iskanja: { $researches }
cli-report-single-search = Eno iskanje alfa-beta do zadnje globine namesto tega: { $nodes } { $nodes ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }, { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] listi
   *[other] listov
 }


## The games (tic-tac-toe, Othello) and practice (src/games, src/model, crates/teach/src/practice, their components)
## Keys start with `game-` or `practice-`.

# Igre: križci in krožci (X, O) ter othello (X črni, O beli). Barva igralca ($side) stoji le v
# imenovalniku ("na potezi je Črni (X)"); črka X ali O se ne sklanja.
game-list-none-over = nobena, igre je konec
game-move-not-legal = poteza { $number } '{ $played }' tu ni dovoljena (dovoljene: { $legal })
game-too-large = drevo igre ima več kot { $cap } { $cap ->
    [one] vozlišče
    [two] vozlišči
    [few] vozlišča
   *[other] vozlišč
 }: začnite iz poznejše postavitve ali iščite manj globoko
game-ttt-bad-char-cell = znak { $position } (polje { $name }) je { $char }: polje je X, O ali . (ali - ali _), če je prazno
game-ttt-bad-char = znak { $position } je { $char }: polje je X, O ali . (ali - ali _), če je prazno
game-ttt-length = plošča ima 9 polj, zapisanih vrstico za vrstico (npr. X.O.X....), tu pa jih je { $found }
game-ttt-o-ahead = O ima { $o } { $o ->
    [one] oznako
    [two] oznaki
    [few] oznake
   *[other] oznak
 }, X pa { $x }: X igra prvi, zato O nikoli nima več oznak kot X
game-ttt-x-ahead = X ima { $x } { $x ->
    [one] oznako
    [two] oznaki
    [few] oznake
   *[other] oznak
 }, O pa { $o }: X ima lahko največ eno oznako več
game-ttt-both-win = oba igralca imata tri v vrsto (X: { $xline }, O: { $oline }): igre je konec, brž ko ima vrsto en igralec, zato je ne moreta imeti oba
game-ttt-moved-after-win = { $winner } ima tri v vrsto ({ $line }), a { $other } je potem še igral (oznake: X { $x }, O { $o }): igre je bilo že konec
game-ttt-no-cell = polja { $cell } ni: polja so 0..8 (a1..c3)
game-ttt-over = igre je konec: { $winner } ima tri v vrsto
game-ttt-cell-taken = na polju { $name } je že { $mark }
game-othello-side = { $color ->
    [black] Črni (X)
   *[white] Beli (O)
 }
game-othello-bad-char-square = znak { $position } (polje { $square }) je { $char }: polje je X (črni), O (beli) ali . ali - (prazno)
game-othello-bad-char = znak { $position } je { $char }: polje je X (črni), O (beli) ali . ali - (prazno)
game-othello-length = postavitev je 64 polj po vrsticah od a1 do h8, nato X ali O za igralca na potezi; znakov pa je { $found }
game-othello-no-side = kdo je na potezi? postavitev končajte z X ali O (65. znak) ali igralca na potezi navedite posebej
game-othello-bad-side = igralec na potezi (65. znak) je { $char }: napišite X (črni) ali O (beli)
game-othello-side-conflict = po postavitvi je na potezi { $text }, kot igralec na potezi pa je naveden { $given }
game-othello-over = igre je konec
game-othello-no-pass = igralec sme igrati pas le, ko nima dovoljene poteze
game-othello-not-legal = { $square } ni dovoljena poteza, ko je na potezi { $side } (dovoljene: { $legal })
game-othello-none-pass = nobena, igrati mora pas
# Pas kot poteza, kjer je prikazano ime poteze (najboljša poteza).
game-othello-pass-move = pas
game-othello-to-move = Na potezi: { $side } ({ $color ->
    [black] črni
   *[white] beli
 })
page-game-who-is-max-tictactoe = Maksimizator = X (kvadrati), minimizator = O (krogi): +1 zmaga X, −1 zmaga O, 0 neodločeno.
page-game-who-is-max-othello = { $color ->
    [black] Maksimizator = Črni (X), na potezi v korenu: vrednost je število maksimizatorjevih ploščkov na koncu igre manj minimizatorjevih.
   *[white] Maksimizator = Beli (O), na potezi v korenu: vrednost je število maksimizatorjevih ploščkov na koncu igre manj minimizatorjevih.
 }
game-othello-passes = { $color ->
    [black] Črni (X) nima poteze in igra pas.
   *[white] Beli (O) nima poteze in igra pas.
 }
game-ttt-cannot-occur = Ta plošča se v igri ne more pojaviti: { $why }
game-ttt-computers-turn = Na potezi je računalnik: pritisnite „Poteza računalnika“.
game-tree-too-big = To iskanje zajame več kot { $cap } { $cap ->
    [one] postavitev
    [two] postavitvi
    [few] postavitve
   *[other] postavitev
 }: preveč za risanje ({ $game ->
    [tictactoe] njihovo število je prikazano tukaj
   *[othello] prešteje jih gumb Reši
 }). Najprej odigrajte potezo ali dve na plošči.
game-ttt-aria = Križci in krožci
game-ttt-board-aria = Plošča
game-ttt-cell-aria = polje { $cell }, { $mark ->
    [X] X
    [O] O
   *[empty] prazno
 }
game-ttt-not-a-position = Ta postavitev se v igri ne more pojaviti: { $why }
game-ttt-wins = Zmaga { $winner }.
game-ttt-draw = Neodločeno.
game-ttt-setting-up = Postavljanje: klik na polje izmenično nastavi prazno, X, O. Na potezi je { $side }.
game-ttt-your-move = Vaša poteza ({ $side }): kliknite polje.
game-ttt-computer-to-move = Na potezi je računalnik ({ $side }).
game-ttt-value-head = Vrednost (+1 zmaga X, −1 zmaga O, 0 neodločeno)
game-ttt-best-head = Najboljša poteza (alfa-beta)
game-ttt-minimax-head = Postavitve, ki jih obišče minimax
game-ttt-alphabeta-head = Postavitve, ki jih obišče alfa-beta
game-ttt-no-best = nobena (igre je konec)
game-ttt-open-last = Odpri zadnje iskanje računalnika kot drevo
game-ttt-open-here = Odpri iskanje iz te postavitve kot drevo
game-ttt-new-x = Nova igra, igram X
game-ttt-new-o = Nova igra, igram O
game-ttt-computer-moves = Poteza računalnika
game-ttt-set-up = Postavi
game-ttt-show-values = Pokaži vrednosti
game-ttt-values-note = V vsakem praznem polju: kaj dobi { $side }, če igra tja in nato oba igrata najbolje, pod tem pa število postavitev, ki jih alfa-beta obišče, da to dokaže.
game-ttt-value-win = zmaga
game-ttt-value-draw = neodločeno
game-ttt-value-loss = poraz
game-ttt-cell-value-aria = polje { $cell }, prazno: za { $side } { $value }, dokazano v { $nodes } { $nodes ->
    [one] postavitvi
    [two] postavitvah
    [few] postavitvah
   *[other] postavitvah
 }
game-ttt-count-error = Postavitev ni bilo mogoče prešteti: stran prenese iskalnik, ko ga prvič potrebuje, omrežje pa se ni odzvalo. Za nov poskus odigrajte potezo.
game-ttt-counting = Štejem postavitve, ki jih obiščeta minimax in alfa-beta …
game-ttt-note = Minimax pogleda vsako postavitev pod to; alfa-beta (oblika negamax, rez, ko α ≥ β, polja po vrsti od a1 do c3) najde isto vrednost, večino postavitev pa preskoči.
game-othello-aria = Končnica othella
game-othello-board-aria = Plošča za othello
game-othello-solving = Reševanje z { $search ->
    [negamax] navadnim negamaxom
   *[alphabeta] obrezovanjem alfa-beta
 }, doslej preiskanih postavitev: { $nodes }.
game-othello-cancel = Prekliči
game-othello-solve-error = Reševalnika ni bilo mogoče zagnati: stran ga prenese, ko prvič pritisnete Reši, omrežje pa se ni odzvalo. Za nov poskus znova pritisnite Reši.
game-othello-not-a-position = To besedilo ni postavitev: { $why }. Plošča kaže zadnjo postavitev, ki jo je besedilo dalo.
game-othello-status = { $empties } { $empties ->
    [one] prazno polje
    [two] prazni polji
    [few] prazna polja
   *[other] praznih polj
 }; na potezi je { $side }{ $state ->
    [over] : igre je konec
    [pass] , ki mora igrati pas
   *[play] : kliknite polje s piko, da igrate tja
 }.
game-othello-too-many = { " " }Stran reši največ { $max } { $max ->
    [one] prazno polje
    [two] prazni polji
    [few] prazna polja
   *[other] praznih polj
 } (ablab 14).
game-othello-slow = { " " }Pri več kot 12 praznih poljih lahko alfa-beta traja nekaj časa (gumb Prekliči jo ustavi); navadni negamax se ustavi, ko preseže { $million } { $million ->
    [one] milijon
    [two] milijona
    [few] milijone
   *[other] milijonov
 } postavitev.
game-ms = { $ms } ms
game-othello-nm-stopped = več kot { $million } { $million ->
    [one] milijon
    [two] milijona
    [few] milijoni
   *[other] milijonov
 }: ustavljeno
game-othello-negamax-head = Negamax
game-othello-alphabeta-head = Alfa-beta
game-othello-positions-head = Preiskane postavitve
game-othello-time-head = Čas
game-othello-best-head = Najboljša poteza · točen rezultat
game-othello-best = { $best } · razlika v ploščkih za igralca na potezi: { $score }
game-othello-no-best = nobena (konec igre)
game-othello-open-tree = Odpri iskanje kot drevo
game-othello-preset = Vgrajena končnica
game-othello-choose = izberite …
game-othello-preset-name = { $empty } praznih polj{ $pass ->
    [yes] , s pasom
   *[no] {""}
 } ({ $name })
game-othello-position-label = Postavitev: 64 polj a1..h8 (X črni, O beli, . prazno), nato X ali O za igralca na potezi
game-othello-solve = Reši
game-othello-note = Kot v učbeniku o othellu: globina = število praznih polj; na koncu je rezultat število lastnih ploščkov manj nasprotnikovih; igralec brez poteze igra pas (iskanje na isti globini, z zamenjanima barvama); dva zaporedna pasa končata igro. Vozlišča s pasom so v drevesu označena s „pass“.
game-no-sheet = strani za tisk „{ $sheet }“ ni

# Vaje. $node je oznaka, pri listu z vrednostjo ("K (list 9)"); $given je vpisani odgovor ali
# practice-nothing; $side je maksimizator, minimizator ali practice-side-to-move.
page-practice-not-a-value = „{ $text }“ ni vrednost: { $why }, lahko pa je tudi „-inf“ ali „+inf“
practice-nothing = nič
# Two sentences one after the other: a space between them where the language writes one.
practice-sentences = { $first } { $second }
practice-leaf = { $label } (list { $value })
practice-side-to-move = { $kind ->
    [max] na potezi je maksimizator
   *[min] na potezi je minimizator
 }
practice-missed = Iskanje { $what ->
    [leaf] nikoli ne pogleda
   *[subtree] nikoli ne preišče
 } vozlišča { $node }; vozlišča { $label } pa niste označili.
practice-missed-at = Pri vozlišču { $at } je beta = { $beta } { $op } alfa = { $alpha }, zato iskanje { $what ->
    [leaf] nikoli ne pogleda
   *[subtree] nikoli ne preišče
 } vozlišča { $node }; vozlišča { $label } pa niste označili.
practice-extra-root = Iskanje se začne v vozlišču { $label }; vi pa ste vozlišče { $label } označili kot nikoli preiskano.
practice-extra-minimax = Algoritem minimax preišče vsa vozlišča, zato vozlišče { $parent } preišče vozlišče { $label }; vi pa ste vozlišče { $label } označili kot nikoli preiskano.
practice-extra-equal = Pri vozlišču { $parent } je beta = { $beta } = alfa = { $alpha }, strogo pravilo pa odreže le, ko je alfa > beta, zato iskanje preišče vozlišče { $node }; vi pa ste vozlišče { $label } označili kot nikoli preiskano.
practice-extra-no-cut = Pri vozlišču { $parent } je beta = { $beta } > alfa = { $alpha }: reza ni, zato iskanje preišče vozlišče { $node }; vi pa ste vozlišče { $label } označili kot nikoli preiskano.
practice-extra-first = Vozlišče { $parent } preišče svojega prvega otroka, vozlišče { $node }, še pred vsakim preizkusom reza; vi pa ste vozlišče { $label } označili kot nikoli preiskano.
practice-value-depth = Omejitev globine ustavi iskanje pri vozlišču { $label }: vozlišču { $parent } vrne svojo oceno { $value }; vpisali ste { $given }.
practice-value-depth-root = Omejitev globine ustavi iskanje pri vozlišču { $label }: vrne svojo oceno { $value } (optimalna vrednost); vpisali ste { $given }.
practice-value = Vozlišče { $label } ({ $side }) vrne { $value } vozlišču { $parent }: { $how } ({ $children }); vpisali ste { $given }.
practice-value-root = Vozlišče { $label } ({ $side }) vrne { $value } (optimalna vrednost): { $how } ({ $children }); vpisali ste { $given }.
practice-how-hard-negamax-cut = fail-hard: ob rezu beta se ustavi in vrne svojo vrednost beta
practice-how-hard-negamax = fail-hard: vrne svojo vrednost alfa
practice-how-hard-max = fail-hard: vozlišče maksimizatorja vrne svojo vrednost alfa, ne glede na to, kaj so vrnili otroci
practice-how-hard-min = fail-hard: vozlišče minimizatorja vrne svojo vrednost beta, ne glede na to, kaj so vrnili otroci
practice-how-soft = { $best ->
    [negamax] največja od negiranih vrednosti njegovih otrok
    [max] največja vrednost, ki so jo vrnili njegovi otroci
   *[min] najmanjša vrednost, ki so jo vrnili njegovi otroci
 }
practice-how-soft-bound = { $best ->
    [negamax] največja od negiranih vrednosti njegovih otrok
    [max] največja vrednost, ki so jo vrnili njegovi otroci
   *[min] najmanjša vrednost, ki so jo vrnili njegovi otroci
 }, kar pa je le meja, saj se je vozlišče ustavilo ob rezu: { $label } { $op } { $value }
practice-child-returned = vozlišče { $child } je vrnilo { $value }
practice-child-is = list { $child } je { $value }
practice-window-root = Vozlišče { $label } konča z alfa = { $alpha } in beta = { $beta }: začne z alfa = { $startalpha } in beta = { $startbeta }, { $moves ->
    [negamax] vsako vozlišče pa maksimizira, zato se spreminja le njegova alfa
    [max] kot vozlišču maksimizatorja pa se mu spreminja le alfa
   *[min] kot vozlišču minimizatorja pa se mu spreminja le beta
 }; vpisali ste { $given }.
practice-window = Vozlišče { $label } konča z alfa = { $alpha } in beta = { $beta }: začne z alfa = { $startalpha } in beta = { $startbeta }, ki ju podeduje od vozlišča { $parent }, { $moves ->
    [max] kot vozlišču maksimizatorja pa se mu spreminja le alfa
   *[min] kot vozlišču minimizatorja pa se mu spreminja le beta
 }; vpisali ste { $given }.
practice-window-negamax = Vozlišče { $label } konča z alfa = { $alpha } in beta = { $beta }: začne z alfa = { $startalpha } in beta = { $startbeta }, kar je okno vozlišča { $parent }, negirano in z zamenjanima mejama; vsako vozlišče maksimizira, zato se spreminja le njegova alfa; vpisali ste { $given }.
practice-wrote-window = alfa = { $alpha } in beta = { $beta }
practice-wrong-part = { $part ->
    [alpha] Napačna je vaša alfa.
   *[beta] Napačna je vaša beta.
 }
page-practice-predict-cut = Napoved: ali iskanje pri vozlišču { $node } naredi rez?
page-practice-predict-value = Napoved: katero vrednost vrne { $node }?
page-practice-predict-right = Pravilno.
page-practice-predict-wrong = Tokrat ne.
page-predict-wrong-cut = { $cut ->
    [true] Tokrat ne. α = { $alpha } { $op } β = { $beta }, zato iskanje pri vozlišču { $node } naredi rez.
   *[false] Tokrat ne. α = { $alpha } { $op } β = { $beta }, zato pri vozlišču { $node } rez še ni mogoč.
 }
page-predict-wrong-value = Tokrat ne. Vozlišče { $node } vrne { $value }.
practice-aria = Vaje
practice-difficulty = { $difficulty ->
    [easy] Lahka
    [medium] Srednja
   *[hard] Težka
 }
practice-title-drawn = { $difficulty ->
    [easy] Lahka vaja
    [medium] Srednja vaja
   *[hard] Težka vaja
 } #{ $seed }
practice-title-given = Vaše drevo
practice-new-exercise = Nova vaja
practice-open-number-aria = Številka vaje
practice-open-difficulty-aria = Težavnost
practice-open = Odpri po številki
practice-open-title = Odpre vajo s to številko in težavnostjo, isto, kot jo da `ablab exercise --seed N`
practice-lab-tree = Drevo iz laboratorija
practice-lab-tree-title = Vadite na drevesu, ki ga prikazuje zavihek Drevesa
practice-task = Vpišite vrednost, ki jo vrne vsako notranje vozlišče. Kliknite povezavo, da prečrtate vejo pod njo, če je iskanje nikoli ne preišče (ponovni klik oznako odstrani). Nato kliknite Preveri.
practice-ask-alpha-beta = Navedite tudi končni α in β vsakega vozlišča (ob njem: α zgoraj, β spodaj)
practice-conventions-aria = Dogovori
practice-conventions-fixed = Dogovori, ki jih določa niz:
practice-ask-alpha-beta-fixed = Ta niz zahteva tudi končni α in β vsakega vozlišča (ob njem: α zgoraj, β spodaj)
practice-root = Koren
practice-cut-when = Rez, ko
practice-returns = Vrača
practice-form = Oblika
practice-root-max = Maksimizator
practice-root-min = Minimizator
practice-fail-soft = fail-soft
practice-fail-hard = fail-hard
practice-form-maxmin = maks/min
practice-form-negamax = negamax
practice-share = Deli
practice-link-aria = Povezava do vaje: drevo in dogovori, brez odgovorov
practice-worksheet = Delovni list (SVG)
practice-answer-key = Rešitve (SVG)
practice-answers-file = Moji odgovori (JSON)
practice-answers-file-title = Vaši odgovori kot datoteka, ki jo prebere ablab grade
practice-hint-title = Pokaže naslednji korak iskanja; vsak stane { $cost } točke
practice-check = Preveri
practice-hint = Pokaži naslednji korak (namig)
practice-try-again = Poskusi znova
practice-replay = Predvajaj rešitev
practice-replay-title = Odpre predvajanje rešitve na zavihku Drevesa
practice-clear = Počisti odgovore
practice-clear-title = Počisti vse odgovore, oznake in namige
practice-hints-aria = Namigi
practice-hints-shown = Namigi: { $count ->
    [one] prikazan { $count } korak
    [two] prikazana { $count } koraka
    [few] prikazani { $count } koraki
   *[other] prikazanih { $count } korakov
 }
practice-percent = { $percent } %
practice-score = { " " }— pravilno: { $points } od { $parts }. { $correct ->
    [yes] Vse je pravilno!
   *[no] Še ni vse pravilno.
 }
practice-score-hints = { " " }— pravilno: { $points } od { $parts }, odbitek { $cost } za { $hints } { $hints ->
    [one] namig
    [two] namiga
    [few] namige
   *[other] namigov
 }. { $correct ->
    [yes] Vse je pravilno!
   *[no] Še ni vse pravilno.
 }
practice-wrong-values = Napačne vrednosti: { $nodes }
practice-unanswered = Brez vrednosti: { $nodes }
practice-missed-list = Nikoli preiskana, a neoznačena: { $nodes }
practice-extra-list = Označena, a preiskana: { $nodes }
practice-wrong-alpha-beta = Napačna alfa ali beta: { $nodes }
practice-first-mistake = Prva napaka, v koraku { $step }:{ " " }
practice-see-step = Oglejte si korak { $step } v predvajanju
practice-give-value = Navedite vrednost tudi za { $nodes }.
practice-scores = Vaši rezultati ({ $count })
practice-score-item = { $name }: { $percent } %
practice-score-item-hints = { $name }: { $percent } % ({ $hints } { $hints ->
    [one] namig
    [two] namiga
    [few] namigi
   *[other] namigov
 })
practice-tree-aria = Drevo za reševanje: vpišite vrednost vsakega notranjega vozlišča; klik na povezavo prečrta njeno vejo
practice-branch-marked = Veja do vozlišča { $label }: označena kot nikoli preiskana. Pritisnite, da oznako odstranite.
practice-branch = Veja do vozlišča { $label }: pritisnite, da jo označite kot nikoli preiskano.
practice-branch-marked-title = Označeno kot nikoli preiskano: kliknite, da oznako odstranite
practice-branch-title = Kliknite, da to vejo označite kot nikoli preiskano
practice-value-aria = Vrednost vozlišča { $label }
practice-alpha-aria = Končna alfa vozlišča { $label }
practice-beta-aria = Končna beta vozlišča { $label }


## The languages (src/app/language.rs, the menu)

lang-menu = Jezik
lang-failed = Jezik { $language } se ni naložil: stran prenese jezik, ko ga prvič izberete, omrežje pa se ni odzvalo. Izberite ga znova za nov poskus.
lang-update-ready = Na voljo je nova različica.
lang-update-reload = Znova naloži
lang-update-later = Ne zdaj
lang-crash-title = Prišlo je do napake in stran se je ustavila.
lang-crash-text = Vaše drevo in nastavitve so shranjeni v tem brskalniku. Znova naložite stran in nadaljujte; če se isto zgodi spet, z gumbom Deli in izvozi shranite povezavo do drevesa in nam sporočite, kaj ste storili.
lang-crash-report = Če napako sporočite, priložite te vrstice:

## The searches beyond alpha-beta in the page
page-field-refused = { $field } ostaja nespremenjeno: { $why }.
page-set-pvs = PVS
page-set-mtdf = MTD(f)
page-set-iterative = Iterativno poglabljanje
page-expectiminimax = Expectiminimax
page-set-window = Okno
page-set-window-title = Aspiracijsko okno, dve števili lo,hi: prvi prehod išče z alfa = lo in beta = hi, in če vrednost pade zunaj, sledi drugi prehod. Prazno: celotno okno.
beyond-page-bounds = Meje listov
beyond-page-bounds-title = Meje vseh vrednosti listov, dve števili lo,hi: z njimi alfa-beta odreže veje tudi pod vozlišči naključja (Star1). Prazno: brez meja, pod vozlišči naključja se nič ne odreže.
beyond-page-in-window = Aspiracijsko okno
beyond-page-passes = Iskanja od korena
beyond-page-probes = Preverjanja z ničelnim oknom
beyond-page-researches = Ponovna iskanja
beyond-page-each-pass = Vsako iskanje od korena
beyond-page-pass = Prehod
beyond-page-depth = Globina
beyond-page-depth-reached = { $limit }, preiskano do { $reached }
beyond-page-window = Okno
beyond-page-value = Vrnjeno
beyond-page-result = Torej je vrednost
beyond-page-inside = natanko ta
beyond-page-fail-low = največ ta (fail-low)
beyond-page-fail-high = vsaj ta (fail-high)
beyond-page-iterative-note = Iterativno poglabljanje je v { $passes } { $passes ->
    [one] iteraciji
    [two] iteracijah
    [few] iteracijah
   *[other] iteracijah
 } ovrednotilo { $all } { $all ->
    [one] list
    [two] lista
    [few] liste
   *[other] listov
 }; eno iskanje alfa-beta do polne globine jih ovrednoti { $single }.
beyond-page-warning = Opomba: { $warning }. Vrstica spodaj pove, kaj iskanje izvaja.
beyond-page-evaluated-passes = { " " }doslej · skupaj { $evaluated } v { $passes } { $passes ->
    [one] iskanju
    [two] iskanjih
    [few] iskanjih
   *[other] iskanjih
 } od korena (drevo ima { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] liste
   *[other] listov
 })
beyond-page-expectiminimax-leaves = (expectiminimax: { $evaluated } od { $leaves })

# Maksimizator in minimizator kot igralca na potezi („na potezi je maksimizator“); vrsta vozlišča je kind-max / kind-min.
side-max = maksimizator
side-min = minimizator

# Challenges (crates/teach/src/practice/challenge/words.rs): the tasks and the verdicts' reasons.
practice-challenge-order-task = Preuredite otroke vsakega vozlišča tako, da obrezovanje alfa-beta ovrednoti čim manj listov. V tem vrstnem redu ovrednoti { $leaves ->
    [one] { $leaves } list
    [two] { $leaves } lista
    [few] { $leaves } liste
   *[other] { $leaves } listov
 }.
practice-challenge-knuth-moore = Pri popolni razvrstitvi in različnih vrednostih obrezovanje alfa-beta v enakomernem drevesu globine { $d }, v katerem ima vsako notranje vozlišče { $b } { $b ->
    [one] otroka
    [two] otroka
    [few] otroke
   *[other] otrok
 }, ovrednoti { $leaves } { $leaves ->
    [one] list
    [two] lista
    [few] liste
   *[other] listov
 } (Knuth in Moore: b^⌈d/2⌉ + b^⌊d/2⌋ − 1).
practice-challenge-cut-task = Spremenite največ { $k ->
    [one] { $k } vrednost lista
    [two] { $k } vrednosti listov
    [few] { $k } vrednosti listov
   *[other] { $k } vrednosti listov
 }, tako da { $want ->
    [pruned] vozlišče { $node } ni preiskano
   *[searched] je vozlišče { $node } preiskano
 }.
practice-challenge-build-pruned = Izpolnite liste tega drevesa tako, da obrezovanje alfa-beta odreže natanko { $count ->
    [one] { $count } list
    [two] { $count } lista
    [few] { $count } liste
   *[other] { $count } listov
 }.
practice-challenge-build-depth = Izpolnite liste tega drevesa tako, da pride do reza v vozlišču na globini { $depth } (koren je na globini 0).
practice-challenge-order-best = Obrezovanje alfa-beta ovrednoti { $leaves ->
    [one] { $leaves } list
    [two] { $leaves } lista
    [few] { $leaves } liste
   *[other] { $leaves } listov
 }: manj ne dopušča noben vrstni red.
practice-challenge-order-more = Obrezovanje alfa-beta ovrednoti { $leaves ->
    [one] { $leaves } list
    [two] { $leaves } lista
    [few] { $leaves } liste
   *[other] { $leaves } listov
 }; najboljši vrstni red jih potrebuje le { $minimum }.
practice-challenge-not-reordering = Otroci, podani za { $node }, niso njegovi otroci v drugem vrstnem redu.
practice-challenge-not-leaf = { $node } ni list drevesa: spremenijo se lahko le vrednosti listov.
practice-challenge-too-many = Spremenili ste { $changed ->
    [one] { $changed } list
    [two] { $changed } lista
    [few] { $changed } liste
   *[other] { $changed } listov
 }; spremeni se jih lahko največ { $k }.
practice-challenge-target = Vozlišče { $node } { $state ->
    [pruned] { $still ->
        [yes] še vedno ni preiskano
       *[no] ni preiskano
    }
   *[searched] { $still ->
        [yes] je še vedno preiskano
       *[no] je preiskano
    }
 }: { $why }
practice-challenge-first-child = { $parent } preišče svojega prvega otroka, { $node }, pred vsakim preizkusom reza.
practice-challenge-root = Iskanje se začne v korenu { $node }.
practice-challenge-shape = { $node } ima { $has ->
    [one] { $has } otroka
    [two] { $has } otroka
    [few] { $has } otroke
   *[other] { $has } otrok
 }, oblika pa { $wants }.
practice-challenge-pruned = { $right ->
    [yes] Obrezovanje alfa-beta odreže natanko { $pruned ->
        [one] { $pruned } list
        [two] { $pruned } lista
        [few] { $pruned } liste
       *[other] { $pruned } listov
    }, kot je zahtevano.
   *[no] Obrezovanje alfa-beta odreže { $pruned ->
        [one] { $pruned } list
        [two] { $pruned } lista
        [few] { $pruned } liste
       *[other] { $pruned } listov
    }, ne { $wanted }.
 }
practice-challenge-depth = { $right ->
    [yes] Vozlišče na globini { $depth } naredi rez.
   *[no] Nobeno vozlišče na globini { $depth } ne naredi reza.
 }
practice-challenge-no-cutoff = Iskanje ne naredi nobenega reza.
practice-challenge-at-depth = Na globini { $depth }: { $narration }
practice-challenge-more-cutoffs = In še { $count ->
    [one] { $count } rez
    [two] { $count } reza
    [few] { $count } reze
   *[other] { $count } rezov
 }.
practice-challenge-kind = { $kind ->
    [order] Najboljši vrstni red
    [cut] Povzroči rez
   *[build] Drevo po naročilu
 }
cli-challenge-head = Izziv: seme { $seed }, { $kind }
cli-challenge-task = Naloga: { $task }
cli-challenge-answer-with = Odgovor zapišite v datoteko, kot je { $example }, nato: ablab grade FILE
cli-challenge-key-order = Najboljši vrstni red: { $notation } (ovrednoteni listi: { $leaves })
cli-challenge-key-cut = Sprememba: { $changes }
cli-challenge-key-build = Drevo, ki to naredi: { $notation }
cli-challenge-key-file = Kot datoteka: { $file }
cli-challenge-verdict = Ocena: { $percent } %. { $correct ->
    [true] Opravljeno.
   *[false] Še ne.
 }
cli-challenge-why = Zakaj: { $explanation }
cli-grade-challenge-tree = { $file } je odgovor na izziv, ki sam določa svoje drevo: drevesa ne navajajte

# Nizi vaj (`ablab set`, Nov niz na zavihku Vaje) in ocenjevanje razreda (`ablab grade --class`, pogled Razred na zavihku Vaje).
practice-set-unmet = { $constraint ->
    [count] Niz ima od 1 do { $most } vaj.
    [plies] Vaja { $number }: globina mora biti od 1 do { $most }.
    [branching] Vaja { $number }: vozlišče mora imeti vsaj 1 otroka, najmanjše število pa ne sme biti večje od največjega.
    [leaf-values] Vaja { $number }: vrednosti listov morajo iti od manjše do večje, med -999 in 999.
    [size] Vaja { $number }: drevo bi lahko imelo več kot { $most } vozlišč: izberite manjšo globino ali manj otrok.
    [least-pruned] Vaja { $number }: nobeno od { $attempts } preizkušenih dreves ni imelo toliko odrezanih listov: zahtevajte manj ali izberite večjo globino ali več otrok.
    [deep-cutoff] Vaja { $number }: nobeno od { $attempts } preizkušenih dreves ni imelo reza dve ali več ravni nad listi (potrebna je globina vsaj 3).
   *[chance] Vaja { $number }: vaj z vozlišči naključja ni mogoče narediti: ocenjevanje nima odgovorov za vozlišče naključja.
 }
practice-class-skip = { $reason ->
    [not_json] ni JSON
    [not_answers] ni datoteka z odgovori ali rezultati
    [unreadable] ni je mogoče prebrati: { $detail }
    [other_set] je iz drugega niza ({ $detail })
    [changed] njen niz je bil spremenjen, potem ko je bil razdeljen
    [not_in_set] ni vaja tega niza
    [same_work] isto delo kot { $detail }
    [replaced] starejši poskus: ocenjen je novejši { $detail }
   *[second_set] druga datoteka niza, iz drugega niza
 }
cli-set-head = Niz: { $title } (vaj: { $count }, oznaka { $id })
cli-set-link = Povezava: { $query }
cli-quiz-variants = --variants { $given }: navedite od 1 do { $most } dreves za vajo.
cli-quiz-one-tree = --variants: drevo, podano z --tree, je ena sama različica; izpustite --variants ali vaje ustvarite z --seed.
cli-quiz-gift-image = --image: GIFT ne more vsebovati slike (vsako drevo je narisano z besedilom); izpustite --image ali napišite --format moodle.
cli-quiz-no-font = --image png: ta računalnik nima pisave, s katero bi narisal besedilo na slikah; namestite jo (Debian: fonts-dejavu-core) ali izpustite --image za slike SVG.
cli-quiz-png-failed = --image png: slike ni bilo mogoče narisati: { $why }
cli-set-exercise = { $number }. { $notation } ({ $conventions }){ $alphabeta ->
    [true] , sprašuje tudi po alfa in beta
   *[false] {""}
 }
cli-cannot-read-class = mape { $dir } ni mogoče prebrati: { $error }
cli-class-skipped = preskočeno { $file }: { $reason }
practice-challenge-pick = Izzivi
practice-challenge-new-title = Nov izziv te vrste
practice-challenge-number-aria = Številka izziva
practice-challenge-kind-aria = Vrsta izziva
practice-challenge-open-title = Odpre izziv s to številko in vrsto, istega, kot ga da `ablab exercise --kind K --seed N`
practice-challenge-back = Nazaj na vaje
practice-challenge-title = { $kind } #{ $seed }
practice-challenge-order-help = Kliknite vozlišče (ali se nanj premaknite s tipko Tab in pritisnite Enter), nato ga premaknite med brati: povlecite ga, pritisnite ← ali → ([ ali ]) ali uporabite gumba.
practice-challenge-cut-help = V liste vpišite nove vrednosti; imenovano vozlišče je obkroženo.
practice-challenge-build-help = V vsak list vpišite vrednost ali spodaj zapišite celo drevo v zapisu.
practice-challenge-count = V tem vrstnem redu obrezovanje alfa-beta ovrednoti { $leaves ->
    [one] { $leaves } list
    [two] { $leaves } lista
    [few] { $leaves } liste
   *[other] { $leaves } listov
 }.
practice-challenge-changes = Spremenjeni listi: { $changed } od največ { $k }.
practice-challenge-start-over = Začni znova
practice-challenge-start-over-title = Nazaj na izvirno drevo izziva
practice-challenge-replay = Poglej iskanje
practice-challenge-replay-title = Odpre iskanje tega drevesa v zavihku Drevesa
practice-challenge-file-title = Vaš poskus kot datoteka, ki jo prebere ablab grade
practice-challenge-done = { $done ->
    [yes] Opravljeno.
   *[no] Še ne.
 }
practice-challenge-move-left = ← Premakni levo
practice-challenge-move-right = Premakni desno →
practice-challenge-selected = Izbrano: { $node }
practice-challenge-tree-aria = Drevo izziva
practice-challenge-node-aria = { $label }: izberite ga, da ga premaknete med brati
practice-challenge-leaf-aria = Vrednost lista { $label }
practice-challenge-notation = Drevo v zapisu
practice-teacher = Za predavatelje
practice-back = ← Nazaj na vajo
practice-new-set = Nov niz
practice-new-set-title = Naredi niz vaj, ki ga razred dobi kot eno povezavo
practice-class-open = Razred
practice-class-open-title = Rezultati razreda v eni tabeli
practice-set-heading = Nov niz vaj
practice-set-name = Naslov
practice-set-count = Število vaj
practice-set-seed = Seme
practice-set-by = Vsaka vaja
practice-set-by-constraints = po pogojih
practice-set-by-difficulty = po težavnosti
practice-set-by-challenge = izziv: { $kind }
practice-set-plies = Globina
practice-set-children = Otrok od
practice-set-to = do
practice-set-values = Vrednosti listov od
practice-set-least-pruned = Odrezanih listov vsaj
practice-set-deep-cutoff = Rez dve ali več ravni nad listi
practice-set-chance = Vozlišča naključja
practice-set-make = Naredi niz
practice-set-not-a-number = { $field }: vpišite celo število.
practice-set-made = Enako seme in enake izbire vedno dajo enak niz (ablab set --seed { $seed }). Razredu dajte povezavo, datoteko shranite.
practice-set-link-aria = Povezava do niza: vaje, brez odgovorov
practice-set-json = Niz (JSON)
practice-set-tex = Za papir (LaTeX)
practice-set-tex-title = Vsi delovni listi in nato vse rešitve v enem dokumentu LaTeX: prevedite ga s pdflatex in natisnite.
practice-set-quiz = Kviz za Moodle:
practice-set-variants = Dreves na vajo
practice-set-moodle = Moodle XML
practice-set-moodle-title = Prenesite zbirko kot kviz v obliki Moodle XML: vsako vprašanje pokaže svoje drevo, drevesa istega vprašanja pa so v eni kategoriji, da vsak študent dobi naključno.
practice-set-gift = GIFT
practice-set-gift-title = Prenesite zbirko kot kviz v obliki GIFT: vsako vprašanje poda svoje drevo, narisano z besedilom, drevesa istega vprašanja pa so v eni kategoriji.
practice-set-variants-error = Dreves na vajo: celo število od 1 do { $most }.
practice-set-open = Odpri niz
practice-set-untitled = Vaje
practice-set-progress = Vaja { $number } od { $count }
practice-set-previous = Prejšnja
practice-set-next = Naslednja
practice-set-go-aria = Vaja { $number }
practice-set-checked-aria = Vaja { $number }, preverjena
practice-set-results = Moji rezultati (JSON)
practice-set-results-title = Vaši odgovori na ves niz v eni datoteki za oddajo
practice-set-leave = Zapusti niz
practice-set-last = To je bila zadnja vaja: prenesite svoje rezultate in jih oddajte.
practice-set-bad-link = Povezave do tega niza ni mogoče prebrati: { $error }
practice-class-heading = Rezultati razreda
practice-class-drop = Sem spustite datoteke z rezultati študentov ali jih izberite. Prebere jih ta brskalnik; nič se ne naloži na splet.
practice-class-csv = Tabela (CSV)
practice-class-clear = Počisti
practice-class-none = Datotek z rezultati še ni.
practice-class-set = { $title } (niz { $id })
practice-class-alone = Brez niza: vsaka vaja je ocenjena posebej (vaj: { $count })
practice-class-student = Študent
practice-class-exercise = Vaja
practice-class-score = Rezultat
practice-class-points = Točke
practice-class-mistake = Prva napaka
practice-class-time = Čas
practice-class-right = pravilno: { $right } od { $students }
practice-class-kind = { $kind ->
    [value] vrednost vozlišča { $node }
    [alpha] alfa vozlišča { $node }
    [beta] beta vozlišča { $node }
    [missed_prune] { $node } ni označeno, čeprav ga iskanje nikoli ne preišče
    [evaluated] več ovrednotenih listov kot pri najboljšem vrstnem redu
    [not_a_reordering] otroci vozlišča { $node } niso prerazporejeni
    [not_a_leaf] spremenjeno vozlišče { $node }, ki ni list
    [too_many_changes] preveč spremenjenih listov
    [target] vozlišče { $node } ni, kot je zahtevano
    [shape] vozlišče { $node } ima drugo število otrok
    [pruned] drugo število odrezanih listov
    [cutoff_depth] na zahtevani globini ni reza
   *[extra_prune] { $node } je označeno, a ga iskanje preišče
 }
practice-class-skipped = Neocenjeno:

## Kvizi za učno okolje: Moodle XML in GIFT (crates/quiz)
## Ključi se začnejo s `quiz-`.
quiz-exercise = Vaja { $number }
quiz-ask-name = { $ask ->
    [root_value] Vrednost korena
    [alpha] Alfa
    [beta] Beta
    [never_evaluated] Listi, ki niso nikoli ovrednoteni
    [first_cutoff] Prvi rez
   *[best_move] Najboljša poteza
 }
quiz-question-name = { $exercise }, drevo { $variant }: { $ask }
quiz-intro = Obrezovanje alfa-beta preišče to drevo, otroke od leve proti desni. Dogovori: { $conventions }.
quiz-figure-alt = Narisano drevo igre; sledi mu zapis drevesa kot besedilo.
quiz-notation = Drevo v zapisu: { $notation }
quiz-text-drawing = Drevo; otroci vsakega vozlišča so zamaknjeni pod njim:
quiz-ask-root-value = Katero vrednost vrne koren { $root }?
quiz-ask-root-value-decimals = Katero vrednost vrne koren { $root }? Navedite jo na dve decimalni mesti.
quiz-ask-alpha = Koliko je alfa vozlišča { $node }, ko to vrne vrednost? −∞ in +∞ zapišite kot -inf in +inf.
quiz-ask-beta = Koliko je beta vozlišča { $node }, ko to vrne vrednost? −∞ in +∞ zapišite kot -inf in +inf.
quiz-ask-never-evaluated = Katerih od teh listov iskanje nikoli ne ovrednoti? Označite vse: napačna oznaka odšteje točke.
quiz-ask-first-cutoff = Kje pride do prvega reza in ali je to rez alfa ali rez beta?
quiz-ask-best-move = Katera poteza je najboljša za { $root }?
quiz-ask-best-moves = Katere poteze so najboljše za { $root }? Najboljših je več: označite vse, saj napačna oznaka odšteje točke.
quiz-cutoff-choice = { $cut ->
    [alpha] rez alfa
   *[beta] rez beta
 } pri vozlišču { $node }
quiz-move-choice = poteza v { $child }
quiz-right = Pravilno. { $why }
quiz-partly = Delno pravilno. { $why }
quiz-wrong = Ni pravilno. { $why }
quiz-answer-is = Odgovor: { $answer }. { $why }
quiz-why-value = Vozlišče { $label } ({ $side }) vrne { $value } vozlišču { $parent }: { $how } ({ $children }).
quiz-why-value-root = Vozlišče { $label } ({ $side }) vrne { $value } (optimalna vrednost): { $how } ({ $children }).
quiz-why-window = Vozlišče { $label } konča z alfa = { $alpha } in beta = { $beta }: začne z alfa = { $startalpha } in beta = { $startbeta }, ki ju podeduje od vozlišča { $parent }, { $moves ->
    [max] kot vozlišču maksimizatorja pa se mu spreminja le alfa
   *[min] kot vozlišču minimizatorja pa se mu spreminja le beta
 }.
quiz-why-window-negamax = Vozlišče { $label } konča z alfa = { $alpha } in beta = { $beta }: začne z alfa = { $startalpha } in beta = { $startbeta }, kar je okno vozlišča { $parent }, negirano in z zamenjanima mejama; vsako vozlišče maksimizira, zato se spreminja le njegova alfa.
quiz-why-chance = Koren { $root } vrne { $value }: vrednost vozlišča naključja je z verjetnostmi utežena vrednost njegovih otrok, maksimizator in minimizator pa vzameta zase najboljšo vrednost svojih otrok.
quiz-why-best = Najboljša poteza vodi v { $moves }: { $why }
quiz-why-no-cutoff = Lista { $label } iskanje ne preskoči: ovrednoti ga.
quiz-not-a-search = Vaja { $number } je izziv ({ $kind }): drevo sestavi študent, tega pa datoteka kviza ne more vprašati. Dajte ga na strani ali naredite zbirko brez --kind.
quiz-no-tree = Drevesa vaje { $number } ni mogoče prebrati: { $error }
