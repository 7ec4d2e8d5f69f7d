# Alpha-Beta Lab のメッセージ（日本語）。英語の locales/en.ftl を訳したもの。
#
# 書式は en.ftl の冒頭の説明と同じ（src/i18n/ftl.rs）。キーと { $変数 } は英語と同じにする。
# 用語は日本語のチュートリアルに合わせる（/work/shared/GLOSSARY.md）：αβ法・アルファベータ枝刈り、
# ミニマックス法、NegaMax法、ゲーム木、ノード、葉ノード、ルート、評価値、評価関数、
# αカット（Minノードで α 以下になったとき）、βカット（Maxノードで β 以上になったとき）、手、パス。
# 文中の句読点は全角（、。：（））。α と β、"−∞" と "+∞"、数字、ノード名、max(...)/min(...) の
# 式はそのまま。日本語には複数形がないので、複数形による選択は基本的に使わない。

## 各ステップの説明文（src/engine/narrate.rs）

kind-max = Max
kind-min = Min
cut-alpha = αカット
cut-beta = βカット
leaf-name = 葉 { $value }
leaf-name-labelled = 葉 { $label } ({ $value })
node-estimate = { $node } ({ $estimate })
rule-no-cut-yet = まだ枝刈りは起こりません（{ $bound } = { $value }）
rule-prune = 子の評価値が { $op } { $value } なら残りを枝刈り
rule-prune-negamax = 子の評価値の符号を反転した値が { $op } { $value } なら残りを枝刈り
skipped-leaves = 葉 { $values }
skipped-count = 葉 { $count } 個
skipped-subtree = 部分木 { $label }（{ $inner }）
skipped-more = ほか { $count } 個
list-separator = 、
list-last = { $init } と { $last }
enter-root-negamax-window = ルート { $node }（{ $side } の手番）から、α = { $alpha }、β = { $beta } で探索を始めます。
enter-root-negamax = ルート { $node }（{ $side } の手番）から探索を始めます。
enter-negamax-window = { $node }（{ $side } の手番）に α = { $alpha }、β = { $beta } で入ります。{ $parent } のウィンドウの符号を反転し、α と β を入れ替えたものです。
enter-negamax = { $parent } の子 { $node }（{ $side } の手番）に入ります。
enter-root-window = ルート { $node }（{ $kind }ノード）から、α = { $alpha }、β = { $beta } で探索を始めます。
enter-root = ルート { $node }（{ $kind }ノード）から探索を始めます。
enter-window = { $node }（{ $kind }ノード）に入ります。{ $parent } から α = { $alpha } と β = { $beta } を引き継ぎます。
enter = { $parent } の子 { $node }（{ $kind }ノード）に入ります。
depth-limit = 深さ制限により { $node } で探索を打ち切ります。評価関数による推定値 { $value } をその評価値とします。
depth-limit-negamax = 深さ制限により { $node } で探索を打ち切ります。評価関数による推定値 { $value }（{ $side } の手番から見た値）をその評価値とします。
leaf-negamax = { $parent } が { $node } を調べます。そこで手番の { $side } にとっての評価値は { $value } です。
leaf = { $parent } が { $node } を調べます。
root-leaf = ルートが葉ノードなので、評価値は { $value } です。
root-returns = { $node } が { $value } を返します。最適値は { $value } です。
root-returns-line = { $node } が { $value } を返します。最適値は { $value } です。選ばれた手順：{ $line }。
root-returns-negamax = { $node } が { $value } を返します。最適値は、ルートで手番の { $side } にとって { $value } です。
root-returns-negamax-line = { $node } が { $value } を返します。最適値は、ルートで手番の { $side } にとって { $value } です。選ばれた手順：{ $line }。
returns-to = { $node } が { $parent } に { $value } を返します
returns-bound-to = { $node } が { $parent } に { $value } を返します（限界値：{ $node } { $op } { $value }）
gets-from = { $parent } が { $node } から { $value } を受け取ります
which-is-for = { $clause }。これは { $parent } にとって { $seen } です
return-sentence = { $clause }。
return-update = { $parent }：best = { $f }({ $prev }, { $seen }) = { $best }。
return-update-minimax = { $parent }：これまでの評価値 = { $f }({ $prev }, { $seen }) = { $best }。
return-then = { $clause }。{ $update }
alpha-update = { $node }：α = max({ $old }, { $new }) = { $new }。
beta-update = { $node }：β = min({ $old }, { $new }) = { $new }。
test-stops = { $node }：β = { $beta } { $op } α = { $alpha } なので、{ $node } の探索を打ち切ります。
test-no-children = { $node }：β = { $beta } { $op } α = { $alpha } なので { $node } の探索を打ち切るところですが、残りの子はありません。
test-no-cut = { $node }：β = { $beta } { $op } α = { $alpha }。{ $node } では枝刈りは起こりません。
test-strict-equal = { $node }：β = { $beta } = α = { $alpha }。厳密な規則（α > β のときだけ枝刈り）では、{ $node } は探索を続けます。
cutoff = { $node } で{ $cut ->
    [alpha] αカット
   *[beta] βカット
 }：{ $skipped } は{ $what ->
    [leaf] 一度も調べられません
    [leaves] 一度も調べられません
    [subtree] 一度も探索されません
   *[subtrees] 一度も探索されません
 }。
cutoff-cause = { $cutoff }{ $cause }
cause-negamax = { $node } はそこで手番の側にとって { $alpha } 以上の価値がありますが、相手はより上のノードですでに { $beta } に抑えられるので、対局が { $node } に進むことはありません。
cause-max = { $node } の評価値は { $alpha } 以上ですが、Min はより上のノードですでに { $beta } に抑えられるので、決して { $node } へは進ませません。
cause-min = { $node } の評価値は { $beta } 以下ですが、Max はより上のノードですでに { $alpha } を確保できるので、決して { $node } を選びません。

## 使われている規約の説明（ページの設定、`ablab`）

conventions-minimax = ミニマックス法（枝刈りなし）、{ $form }、{ $root }{ $depth }
conventions-alphabeta = αβ法、{ $form }、{ $root }、{ $rule } のとき枝刈り、{ $fail }{ $depth }
root-is-max = ルートは Max
root-is-min = ルートは Min
fail-soft-words = fail-soft（ノードは見た中で最善の値を返す）
fail-hard-words = fail-hard（Maxノードは α を、Minノードは β を返す）
fail-hard-negamax-words = fail-hard（βカットではすぐに β を、それ以外は α を返す）
form-maxmin-words = max/min 形式
form-negamax-words = NegaMax形式（すべてのノードが最大化。評価値は手番の側から見たもの）
depth-limit-words = 、深さ制限 { $depth }（深さ { $depth } のノードは推定値があればそれで評価）

## ページ：ヘッダー、ツールバー、操作、パネル、引き出し、カード、お知らせ（src/app、src/model）
## キーは `page-` で始まる。


## 木とリンクの読み込み：記法、編集、URL（src/engine/notation.rs、edit.rs、src/query.rs）
## キーは `input-` で始まる。


## 擬似コードのコメントと印刷用シート（src/engine/pseudocode.rs、src/draw）
## キーは `code-` または `sheet-` で始まる。


## コマンドラインツール ablab（src/cli.rs、src/cli/）
## キーは `cli-` で始まる。


## ゲーム（三目並べ、オセロ）と練習（src/games、src/model、src/engine/practice、その部品）
## キーは `game-` または `practice-` で始まる。
