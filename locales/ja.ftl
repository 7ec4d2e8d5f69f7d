# Alpha-Beta Lab のメッセージ（日本語）。英語の locales/en.ftl を訳したもの。
#
# 書式は en.ftl の冒頭の説明と同じ（src/i18n/ftl.rs）。キーと { $変数 } は英語と同じにする。
# 用語は日本語のチュートリアルに合わせる（/work/shared/GLOSSARY.md）：αβ法・アルファベータ枝刈り、
# ミニマックス法、NegaMax法、ゲーム木、ノード、葉ノード、ルート、評価値、評価関数、
# αカット（Minノードで α 以下になったとき）、βカット（Maxノードで β 以上になったとき）、手、パス。
# 文中の句読点は全角（、。：（））。α と β、"−∞" と "+∞"、数字、ノード名、max(...)/min(...) の
# 式はそのまま。日本語には複数形がないので、複数形による選択は基本的に使わない。

## 各ステップの説明文（crates/teach/src/narrate.rs）

kind-max = Max
kind-min = Min
cut-alpha = αカット
cut-beta = βカット
leaf-name = 葉 { $value }
leaf-name-labelled = 葉 { $label }（{ $value }）
node-estimate = { $node }（{ $estimate }）
rule-no-cut-yet = まだ枝刈りは起こりません（{ $bound ->
    [alpha] α
    [beta] β
   *[other] { $bound }
 } = { $value }）
rule-prune = 子の評価値が { $op } { $value } なら残りを枝刈り
rule-prune-negamax = 子の評価値の符号を反転した値が { $op } { $value } なら残りを枝刈り
skipped-leaves = 葉 { $values }
skipped-count = 葉 { $count } 個
skipped-subtree = 部分木 { $label }（{ $inner }）
skipped-more = ほか { $count } 個
list-separator = 、
list-last = { $init }、{ $last }
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
 }：{ $skipped }は{ $what ->
    [leaf] 一度も評価されません
    [leaves] 一度も評価されません
    [subtree] 一度も探索されません
   *[subtrees] 一度も探索されません
 }{ $count ->
   *[other] {""}
 }。
cutoff-cause = { $cutoff }{ $cause }
cause-negamax = { $node } はそこで手番の側にとって { $alpha } 以上の価値がありますが、相手はより上のノードですでにこちらの評価値を { $beta } 以下に抑えられるので、対局が { $node } に進むことはありません。
cause-max = { $node } の評価値は { $alpha } 以上ですが、Min はより上のノードですでに評価値を { $beta } 以下に抑えられるので、決して { $node } へは進ませません。
cause-min = { $node } の評価値は { $beta } 以下ですが、Max はより上のノードですでに { $alpha } を確保できるので、決して { $node } を選びません。

# αβ法の先の探索（crates/teach/src/narrate/beyond.rs）：チャンスノード（期待値ミニマックス、Star1）、
# Aspiration Window・MTD(f)・反復深化の各回の探索、PVS の Null Window 探索と再探索。
# キーは `beyond-` で始まる（ページ本体のビルドには含まれない）。best は変数名なのでそのまま。
beyond-kind-chance = チャンス
beyond-rule-star = 評価値が { $le } α か { $ge } β に確定したら残りを枝刈り（Star1）
beyond-rule-star-sum = ここまでの合計 { $sum }。評価値が { $le } α か { $ge } β に確定したら残りを枝刈り（Star1）
beyond-rule-chance = 枝刈りなし：葉の値の範囲がないので、すべての子を計算に含める
beyond-rule-chance-sum = ここまでの合計 { $sum }。枝刈りなし：葉の値の範囲がないので、すべての子を計算に含める
beyond-skip = { $node } で{ $cut ->
    [alpha] αカット
   *[beta] βカット
 }（子は良い順に探索）：{ $child } は一度も探索されません。
beyond-pass-ends = { $node } が { $value } を返します。この回の探索はここで終わりです。
beyond-probe-returns = { $node } の Null Window 探索は { $value } を返します。これは限界値にすぎず、{ $parent } にとって { $node } { $op } { $seen } です。{ $parent }：best = { $f }({ $prev }, { $seen }) = { $best }。
beyond-iteration-first = 反復 { $pass }：ルートから深さ { $depth } まで探索します（そこで推定値のあるノードはその値で評価）。
beyond-iteration = 反復 { $pass }：ルートから深さ { $depth } まで探索します（そこで推定値のあるノードはその値で評価）。各ノードの子は、反復 { $previous } の評価値で良い順に並べます。
beyond-mtdf-whole = { $pass } 回目の探索：ウィンドウ全体（α = { $alpha }、β = { $beta }）での 1 回の探索で評価値が決まります。
beyond-mtdf-pass = MTD(f) の { $pass } 回目の探索：α = { $alpha }、β = { $beta } の Null Window 探索です。その間に値はないので、ルートの評価値が { $beta } 以上かどうかだけを調べます。
beyond-aspiration-first = 1 回目の探索、Aspiration Window：評価値が α = { $alpha } と β = { $beta } の間にあると見込んで、ルートから探索します。
beyond-aspiration-again = { $pass } 回目の探索：見込みが外れたので、ウィンドウを{ $side ->
    [below] 下
   *[above] 上
 }に広げて探索し直します：α = { $alpha }、β = { $beta }。
beyond-proved-inside = { $value } はウィンドウ ({ $alpha }, { $beta }) の内側にあるので、これが評価値です。2 回目の探索は要りません。
beyond-bounds-meet = 上限と下限が一致しました。評価値は { $value } です。
beyond-pass-settles = { $pass } 回目の探索は { $value } を返し、これはウィンドウ ({ $alpha }, { $beta }) の内側にあるので、これが評価値です。
beyond-chosen-line = 選ばれた手順：{ $line }。
beyond-fail-low = ルートは { $value } { $op } α = { $alpha } を返しました。fail-low なので、評価値は { $value } 以下です。
beyond-fail-high = ルートは { $value } { $op } β = { $beta } を返しました。fail-high なので、評価値は { $value } 以上です。
beyond-so-far = ここまでで { $lower } { $op } 評価値 { $op } { $upper } です。
beyond-sentences = { $first }{ $second }
beyond-probe-max = { $parent } は { $node } を Null Window（α = { $alpha }、β = { $beta }、{ $node } から見た値）で調べます。{ $node } が { $parent } にとって { $bound } より大きい価値を持つかどうかだけを問い、持たなければ { $parent } はすぐに { $node } を打ち切ります。
beyond-probe-min = { $parent } は { $node } を Null Window（α = { $alpha }、β = { $beta }、{ $node } から見た値）で調べます。{ $node } の価値が { $bound } より小さいかどうかだけを問い、小さくなければ { $parent } はすぐに { $node } を打ち切ります。
beyond-research = Null Window 探索が fail-high しました。{ $node } は { $parent } のこれまでの値より{ $better ->
    [more] 大きい
   *[less] 小さい
 }価値を持つので、{ $parent } は本来のウィンドウ α = { $alpha }、β = { $beta } で探索し直します（再探索 { $count }）。
beyond-research-negamax = Null Window 探索が fail-high しました。{ $node } は { $parent } のこれまでの値より大きい価値を持つので、{ $parent } は本来のウィンドウ α = { $alpha }、β = { $beta }（{ $node } から見た値）で探索し直します（再探索 { $count }）。
beyond-enter-window = { $node }（{ $kind }ノード）に α = { $alpha }、β = { $beta } で入ります。
beyond-enter-star = { $node }（{ $kind }ノード）に α = { $alpha }、β = { $beta } で入ります。これは Star1 が与えるウィンドウで、{ $node } の評価値が自分のウィンドウのどちら側に落ちるかが決まった時点で、{ $parent } は探索を止められます。
beyond-enter-chance = { $node }（{ $kind }ノード）に α = { $alpha }、β = { $beta } で入ります。チャンスノードの下では、葉の値の範囲がなければ何も枝刈りできません。
beyond-chance-takes-leaf = { $parent } は { $node } を確率 { $probability } で取り込みます。
beyond-chance-takes = { $node } が { $parent } に { $value } を返し、{ $parent } はそれを確率 { $probability } で取り込みます。
beyond-sum-step = { $node }：合計 = { $old } + { $probability } × { $value } = { $sum }。
beyond-sum = { $node }：合計 = { $sum }。
beyond-star = 残りの子の評価値がどうであれ、{ $node } の評価値は { $lower } から { $upper } の間です。
beyond-star-bounds = 残りの子の評価値がどうであれ（どの葉も { $lo }..{ $hi } の範囲内）、{ $node } の評価値は { $lower } から { $upper } の間です。
beyond-chance-no-cutoff = { $node }：枝刈りは起こりません。
beyond-chance-low-stops = { $node }：高々 { $upper } { $op } α = { $alpha } なので、{ $node } の探索を打ち切ります。上の Max にはもっと良い手があります。
beyond-chance-low-done = { $node }：高々 { $upper } { $op } α = { $alpha } なので、{ $node } はここで終わり（残りの子はありませんでした）、その評価値は限界値です。上の Max にはもっと良い手があります。
beyond-chance-high-stops = { $node }：少なくとも { $lower } { $op } β = { $beta } なので、{ $node } の探索を打ち切ります。上の Min にはもっと良い手があります。
beyond-chance-high-done = { $node }：少なくとも { $lower } { $op } β = { $beta } なので、{ $node } はここで終わり（残りの子はありませんでした）、その評価値は限界値です。上の Min にはもっと良い手があります。
beyond-chance-unsettled = { $node }：{ $lower } から { $upper } の間で、α = { $alpha } と β = { $beta } では決まりません。枝刈りは起こりません。
beyond-root-cut = { $node } で{ $cut ->
    [alpha] αカット
   *[beta] βカット
 }：{ $skipped }は一度も探索されません{ $count ->
   *[other] { "" }
 }。{ $bound }。この回の探索が問うのはそれだけです。
beyond-root-at-least = ルートの評価値は少なくとも { $value } { $op } β = { $beta } です
beyond-root-at-most = ルートの評価値は高々 { $value } { $op } α = { $alpha } です
beyond-root-outside = ルートの評価値はこの回のウィンドウの外にあります
beyond-star-cut-max = { $node } で Star1 のカット：{ $skipped }は一度も探索されません{ $count ->
   *[other] { "" }
 }。それらの評価値がどうであれ、{ $node } の評価値は高々 { $upper } で、Max はより上のノードですでに { $alpha } を確保できます。
beyond-star-cut-min = { $node } で Star1 のカット：{ $skipped }は一度も探索されません{ $count ->
   *[other] { "" }
 }。それらの評価値がどうであれ、{ $node } の評価値は少なくとも { $lower } で、Min はより上のノードですでに評価値を { $beta } 以下に抑えられます。
beyond-star-cut = { $node } で Star1 のカット：{ $skipped }は一度も探索されません{ $count ->
   *[other] { "" }
 }。

## 使われている規約の説明（ページの設定、`ablab`）

conventions-minimax = ミニマックス法（枝刈りなし）、{ $form }、{ $root }{ $depth }
conventions-alphabeta = αβ法、{ $form }、{ $root }、{ $rule } のとき枝刈り、{ $fail }{ $depth }
# 規約の行の枝刈り条件：$rule は ge（α ≥ β）か gt（α > β）。ablab の出力では -plain が付く。
rule-words = { $rule ->
    [gt] α > β
    [gt-plain] α > β
   *[other] α ≥ β
 }
root-is-max = ルートは Max
root-is-min = ルートは Min
fail-soft-words = fail-soft（ノードは見た中で最善の値を返す）
fail-hard-words = fail-hard（Maxノードは α を、Minノードは β を返す）
fail-hard-negamax-words = fail-hard（βカットではすぐに β を、それ以外は α を返す）
form-maxmin-words = max/min 形式
form-negamax-words = NegaMax形式（すべてのノードが最大化。評価値は手番の側から見たもの）
depth-limit-words = 、深さ制限 { $depth }（深さ { $depth } のノードは推定値があればそれで評価）

# αβ法の先の探索と、そのウィンドウと範囲（`beyond-` キー、上と同じ）。
beyond-conventions-pvs = PVS（NegaScout：最初の子は与えられたウィンドウで、残りは Null Window で探索し、fail-high したら探索し直す）、{ $form }、{ $root }、{ $rule } のとき枝刈り、{ $fail }{ $depth }
beyond-conventions-mtdf = MTD(f)（Null Window の αβ探索を、示された上限と下限が一致するまで繰り返す）、{ $form }、{ $root }、{ $rule } のとき枝刈り、{ $fail }{ $depth }
beyond-conventions-iterative = 反復深化（αβ法で深さ 1、2、… と探索し、子は前の反復の評価値で良い順に並べる）、{ $form }、{ $root }、{ $rule } のとき枝刈り、{ $fail }{ $depth }
beyond-window-words = 、Aspiration Window ({ $lo }, { $hi })（外れたらその側に広げて探索し直す）
beyond-bounds-words = 、葉の値の範囲 { $lo }..{ $hi }（Star1 がチャンスノードでも枝刈りする）
beyond-chance-legend = 破線の円はチャンスノードです。その評価値は、子の評価値を各枝の確率で重み付けした平均です。
beyond-legend-chance = チャンスノード：子の評価値を各枝の確率で重み付けした平均をとる

## ページ：ヘッダー、ツールバー、操作、パネル、引き出し、カード、お知らせ（src/app、src/model）
## キーは `page-` で始まる。

page-preset-binary = 二分木（チュートリアル A）
page-preset-aima = AIMA 図 5.2
page-preset-uneven = 4 層、不均一な分岐
page-preset-estimates = 推定値つき（深さ制限を試せます）
page-preset-chance = チャンスノード：サイコロ（Russell & Norvig）
page-type-a-number = 7 や -2.5 のような数を入力してください
page-not-a-value = 「{ $text }」：{ $why }
page-link-tree-unreadable = リンクの木を読み込めませんでした（{ $why }）。代わりに既定の木を表示しています。リンクのテキストは「記法…」にあり、誤りの位置が示されています。
page-problem-separator = ／
page-link-also-ignored = { $notice }ほかにも：{ $problems }。
page-link-ignored = リンクの一部を無視しました：{ $problems }。
page-link-over-saved = リンクには、このブラウザに保存されていた作業とは別の木、または別の規約が含まれています。あなたの作業は保持されています：「元に戻す」で戻せます。この木を変更するまでは、ここに保存されたままです。
page-save-refused = このブラウザではページが作業を保存できません（プライベートウィンドウのように、ストレージがいっぱいか無効になっています）。ページを閉じたり再読み込みしたりすると失われます。残すには、「共有・書き出し」のリンクか「記法」のテキストをコピーしてください。
page-saved-no-tree = 木が含まれていません
page-saved-unreadable = このブラウザに保存されていた木を読み込めませんでした（{ $why }）。その木は別に保管し（{ $key }）、{ $shown ->
    [link] リンクの
   *[default] 既定の
 }木を表示しています。
page-notice-then = { $before }{ $text }
page-notation-file-head = Alpha-Beta Lab の木：このテキストをページの「記法…」に貼り付けるか、`ablab solve - < this-file` を実行してください。
page-notation-file-conventions = 保存時の規約：{ $conventions }。
page-title = Alpha-Beta Lab
page-tagline = ミニマックス法とアルファベータ枝刈りを 1 ステップずつ。
page-modes = 表示するもの
page-mode-trees = 木
page-mode-tictactoe = 三目並べ
page-mode-othello = オセロ
page-mode-practice = 練習
page-tree-menu = 木
page-your-tree = あなたの木
page-dismiss = 閉じる
page-theme = テーマ
page-theme-auto = ◐ 自動
page-theme-light = ☀ ライト
page-theme-dark = ☾ ダーク
page-toolbar = 木のツール
page-undo = ↶ 元に戻す
page-solution-replaced = 「木」タブの木を練習の木に置き換えました。「元に戻す」で元の木に戻せます。
page-undo-title = 直前の編集を元に戻す（Ctrl+Z）
page-redo = ↷ やり直す
page-redo-title = やり直す（Ctrl+Y または Ctrl+Shift+Z）
page-random = ランダムな木…
page-random-title = シードからランダムな木を作ります
page-notation = 記法…
page-notation-title = 木をテキストで表示・編集・貼り付け
page-export = 共有・書き出し…
page-export-title = この表示へのリンク、SVG・PNG ファイル、印刷用の演習シート
page-zoom = ズーム
page-zoom-out = 縮小
page-zoom-in = 拡大
page-zoom-level = { $percent }%
page-fit = 全体
page-fit-title = 木全体を表示
page-tree-size = ノード { $nodes } 個、葉 { $leaves } 個
page-replay = 再生
page-first-step = 最初のステップ（Home）
page-step-back = 1 ステップ戻る（左矢印キー）
page-play-title = 再生・一時停止（スペースキー）
page-step-forward = 1 ステップ進む（右矢印キー）
page-last-step = 最後のステップ（End）
page-play = 再生
page-pause = 一時停止
page-step = ステップ
page-step-counter = { $step } / { $steps }
page-code = コード
page-code-title = 擬似コードの表示・非表示
page-present = 投影
page-present-title = 授業で投影：木と説明を大きな文字で画面いっぱいに表示（P、Esc で終了）
page-predict = 予想
page-predict-title = 何かが決まる各ステップの前に、何が起こるかを予想します
page-speed = 速度
page-steps-per-second = { $rate }/秒
page-pseudocode = 擬似コード
page-hide-code = 擬似コードを隠す
page-code-not-started = 未開始：最初のステップでルートに対して関数を呼び出します。
page-compare = ミニマックス法と αβ法の比較
page-alphabeta = αβ法
page-minimax = ミニマックス法
page-nodes-visited = 訪れたノード
page-leaves-evaluated = 評価した葉
page-mark-skipped = αβ法が飛ばす部分を表示
page-mark-skipped-title = 各ステップで、ミニマックス法は訪れるが αβ法は訪れないノードを枠で囲みます
page-skipped = { $count } ノードを省略
page-order-children = 子の並べ替え
page-best-first = 良い順
page-best-first-title = 各ノードの子を、手番のプレイヤーにとって良い順に並べ替えます
page-worst-first = 悪い順
page-worst-first-title = 各ノードの子を悪い順に並べ替えます
page-order-note = またはノードをクリックして移動
page-knuth-moore = 一様な木、b = { $b }、d = { $d }：αβ法が評価する葉は、最良で b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = { $best } 個（理想的な順序、Knuth と Moore）、最悪で b^d = { $worst } 個。この順序では { $now } 個。
page-legend = 凡例
page-legend-max = Maxノード：子の評価値の最大をとる
page-legend-min = Minノード：最小をとる
page-legend-leaf = 葉（クリックで編集）
page-legend-pruned = 枝刈り：一度も探索されない
page-legend-line = 太線：選ばれた手順
page-legend-negamax = NegaMax形式：すべてのノードが最大化し、ノードの数値（評価値、α、β）はそこで手番のプレイヤーから見た値です。葉の値は Max から見て書かれており、Min の手番の葉はその値の符号を反転したものとして扱います。カットはすべて βカットです。
page-legend-depth-limit = 灰色のノードは深さ制限より下にあります：探索はその上で止まり、止まったノードの推定値 <v> を使います。
page-legend-bounds = ≥ 6 / ≤ 2：正確な値ではなく限界値。βカットは Maxノードで（評価値が β に達したとき）、αカットは Minノードで（評価値が α まで下がったとき）起こります。逆の名前で呼ぶ本もあります。
page-step-zero = ステップ 0：まだ何も探索していません。▶ を押すとルートに入ります。
page-path = ルートから現在のノードまでの経路
page-path-window = { " " }{ $kind } · α { $alpha } · β { $beta }
page-path-kind = { " " }{ $kind }
page-path-rule = { " " }— { $rule }
page-predict-cut = カット
page-predict-no-cut = カットなし
page-predict-value = 返す値
page-predict-value-placeholder = 値を入力して Enter
page-predict-tally = 予想：{ $answered } 問中 { $right } 問正解
# The live lecture (`ablab serve`): the lecturer's panel and the student's view.
page-live = ライブ
page-live-title = ライブ授業を始めます：受講者が自分の端末でこの木を追い、問いに答えます
page-live-panel = ライブ授業
page-live-no-server = ライブ授業にはこのラボ専用のサーバー ablab serve が必要です。bash scripts/serve.sh でページを起動してください（docs/live.md を参照）。
page-live-connecting = サーバーに接続しています…
page-live-reconnecting = 接続が切れました。再接続しています…
page-live-join-at = { $link } で次のコードを入力して参加
page-live-qr = 参加リンクの QR コード
page-live-students = { $count } 人が参加
page-live-ask = クラスに出題
page-live-ask-title = このステップで「予想」が問う問いをクラスに出します
page-live-no-question = このステップには問いがありません。カットの判定か値を返すステップまで進めてください。
page-live-answered = { $count } 人が回答
page-live-votes = 投票結果を表示
page-live-revote = もう一度投票
page-live-reveal = 正解を表示
page-live-results = 結果（CSV）
page-live-results-caption = 授業 { $code } の結果：学生と問いごとに 1 行（CSV と同じ内容）
page-live-results-question = 問い
page-live-results-student = 学生
page-live-end = 授業を終了
page-live-hide = 隠す
page-live-round = 第 { $round } 回
page-live-right = 正解
page-live-join-heading = ライブ授業に参加
page-live-code = コード
page-live-name = 名前（任意）
page-live-join = 参加
page-live-in = ライブ授業 { $code }
page-live-follow = 追従
page-live-follow-title = 講師のステップに戻り、再び追従します
page-live-following = 講師に追従中
page-live-send = 送信
page-live-received = 受け付けました：{ $choice }
page-live-waiting = 講師の問いを待ってください。
page-live-shown = 投票が集まりました。話し合ってから、講師を待ってください。
page-live-verdict-right = 正解！
page-live-verdict-wrong = 不正解。答えは { $answer } でした。
page-live-bad-code = 「{ $code }」は参加コードではありません。4KX9PT のような 6 文字の英数字です。
page-live-no-session = このコードの授業はありません（終了した可能性があります）。
page-live-too-many = 間違ったコードが多すぎます。{ $seconds } 秒待ってからやり直してください。
page-live-refused-malformed = サーバーがこのメッセージを読めませんでした（{ $detail }）。
page-live-refused-too-large = メッセージがサーバーには大きすぎます（{ $bytes } バイト）。
page-live-refused-invalid = サーバーが項目 { $field } を受け付けませんでした：{ $detail }。
page-live-refused-not-lecturer = この操作は、この授業を始めた教員だけができます。
page-live-refused-not-in-session = 先に授業に参加するか、授業を始めてください。
page-live-refused-closed = この回の投票は締め切られました。回答は数えられていません。
page-live-refused-too-fast = メッセージが多すぎます。サーバーは 1 秒に { $count } 件まで受け付け、残りは遅らせます。
page-live-refused-unstored = サーバーが保存できませんでした。何も数えられていません。もう一度試してください。
page-live-refused-too-many-sessions = このアドレスから始めた授業が多すぎます。{ $seconds } 秒待ってください。
page-live-refused-full = この授業はこれ以上の学生を受け入れられません。
page-result = 結果
page-root-value = ルートの評価値
page-best-move = 最善手
page-changes = 前回の変更から、{ $which ->
    [both] 新たに枝刈り：{ $pruned }／枝刈りされなくなった：{ $searched }
    [pruned] 新たに枝刈り：{ $pruned }
   *[searched] 枝刈りされなくなった：{ $searched }
 }。
page-plain-minimax = （単純なミニマックス法では { $leaves } 個中 { $evaluated } 個）
page-minimax-every-leaf = （ミニマックス法はすべての葉を評価します）
page-evaluated-in-all = （ここまで）· 全体では { $leaves } 個中 { $evaluated } 個
page-leaves-pruned = 枝刈りされた葉
page-pruned-in-all = （ここまで）· 全体では { $pruned } 個
page-conventions = 規約
page-set-root = ルート
page-set-max = Max
page-set-min = Min
page-set-search = 探索
page-set-rule = 枝刈りの条件
page-set-returns = 返す値
page-set-fail-soft = Fail-soft
page-set-fail-hard = Fail-hard
page-set-form = 形式
page-set-maxmin = Max/Min
page-set-negamax = NegaMax
page-set-depth-limit = 深さ制限
page-set-no-limit = なし
page-depth-warning = 注意：{ $warning }。それまでは、そのノードより下も探索します。
page-showing = 表示中：{ $conventions }
page-text-error = { $line } 行 { $column } 列：{ $message }
page-text-last-valid = 表示している木は、最後に正しく読めたものです。
page-notation-panel = 記法
page-notation-help = 入れ子のリストで書いた木：数は葉、リストはノード。ラベルは B[...] や x:3、推定値は <4>[...]
page-copy-link = リンクをコピー
page-copied = コピーしました
page-copy-selected = 選択済み：Ctrl+C を押してください
page-sheet-writer-unloaded = シートを描画する機能を読み込めませんでした（ネットワークに接続されていますか？）
page-no-sheet = シートを作れませんでした：{ $why }。もう一度お試しください。
page-game-unloaded = ゲームを読み込めませんでした：ゲームのタブを最初に開いたときに取得しますが、ネットワークが応答しませんでした。もう一度タブを開くと再試行します。
page-practice-unloaded = 練習を読み込めませんでした：「練習」タブを最初に開いたときに取得しますが、ネットワークが応答しませんでした。もう一度タブを開くと再試行します。
page-live-unloaded = ライブ授業を読み込めませんでした：「ライブ」を最初に押したときに取得しますが、ネットワークが応答しませんでした。もう一度「ライブ」を押すと再試行します。
page-card-leaf = 葉 { $label }
page-card-node = ノード { $label }（{ $kind }）
page-card-value = 評価値
page-card-value-hint = Enter：確定 · Esc：閉じる
page-card-estimate = 推定値
page-card-estimate-hint = 深さ制限用。空欄：なし
page-close = 閉じる
page-card-label = ラベル
page-card-label-default = 既定
page-move-left = ◀ 左へ
page-move-right = 右へ ▶
page-add-child = + 子
page-add-sibling = + 兄弟
page-delete = 削除
page-expand-subtree = 部分木を展開
page-collapse-subtree = 部分木を折りたたむ
page-share = 共有と書き出し
page-share-link = この表示へのリンク
page-notation-file = 記法ファイル
page-notation-file-title = 木をテキストで保存します。「記法…」に貼り付けると再び開けます
page-worksheet = 演習シート
page-answer-key = 解答
page-this-step = このステップ
page-png = PNG（2 倍、スライド用）
# The LaTeX file: the worksheet, the answer key and this step, as TikZ pictures.
page-latex = 演習シート・解答・このステップ
page-print = 印刷
page-folded = { $count } ノード中 { $drawn } ノードを描画。三角形は折りたたんだ部分木です（クリックで 1 段開きます）。
page-expand-all = すべてのノードを描画
page-all-drawn = 全 { $count } ノードを描画しました。
page-collapse-big = 大きな部分木を折りたたむ
page-tree-area = ゲーム木
page-tree-canvas = 探索中のゲーム木
page-random-panel = ランダムな木
page-random-depth = 深さ
page-random-children-from = 子の数
page-random-to = 〜
page-random-values-from = 値の範囲
page-random-seed = シード
page-reseed = 新しいシード
page-reseed-title = 新しいシードを作ります
page-make-random = 木を作る
page-random-note = 同じ数とシードからは、いつも同じ木ができます。
page-random-not-whole = { $field ->
    [depth] 深さ
    [min-children] 子の最小数
    [max-children] 子の最大数
    [min-value] 最小値
    [max-value] 最大値
   *[seed] シード
 }：「{ $text }」は整数ではありません
page-random-out-of-range = { $field ->
    [depth] 深さ
    [min-children] 子の最小数
    [max-children] 子の最大数
    [min-value] 最小値
    [max-value] 最大値
   *[seed] シード
 }：{ $value } は範囲外です
page-random-too-wide = { $field ->
    [min-value] 最小値
   *[max-value] 最大値
 }：範囲外です
page-random-seed-range = シード：0 以上の整数


## 木とリンクの読み込み：記法、編集、URL（crates/teach/src/words.rs、crates/query）
## キーは `input-` で始まる。

input-error-at = { $line } 行 { $column } 列：{ $message }
input-label-empty = ラベルは空にできません
input-label-start = ラベルは文字で始まります。'{ $char }' では始められません
input-label-chars = ラベルに使えるのは文字、数字、_ と ' だけです。'{ $char }' は使えません
input-label-too-long = ラベルが長すぎます：最大 { $max } 文字
input-label-number = '{ $label }' はラベルにできません：数として読まれます
input-empty-tree = 木が空です：[[3,5],[6,9]] のようなリストを書いてください
input-after-end = 木の終わりの後に予期しない { $what } があります（括弧を早く閉じすぎていませんか？）
input-end-of-text = テキストの終わり
input-character = 文字 { $char }
input-too-many-nodes = ノードが多すぎます：木のノードは最大 { $max } 個です
input-too-deep = 深すぎます：木はルートの下に最大 { $max } 段までです
input-estimate-needs-list = 推定値 <v> は内部ノードに付けるものです：その後に '[' が必要ですが、{ $what } がありました
input-expected-node = 数か '[' が必要ですが、{ $what } がありました
input-estimate-unclosed = { $column } 列目で始まった推定値を閉じる '>' が必要ですが、{ $what } がありました
input-label-infinite = '{ $name }' は使えません：葉の値は有限の数でなければなりません
input-expected-after-label = ラベル '{ $name }' の後には '['、'(' または ':' が必要ですが、{ $what } がありました
input-not-a-number = '{ $text }' は{ $what ->
    [estimate] 推定値
   *[leaf] 葉の値
 }ではありません：{ $why }
input-empty-list = 空のリスト：ノードには子が 1 つ以上必要です（葉なら数を書きます）
input-wrong-closer = { $line } 行 { $column } 列の '{ $open }' を閉じる '{ $close }' が必要ですが、{ $what } がありました
input-never-closed = { $line } 行 { $column } 列の '{ $open }' が閉じられていません：'{ $close }' が必要です
input-comma-first = ',' の前に数か '[' が必要です
input-two-commas = コンマが 2 つ続いています：数か '[' が必要です
input-no-node = ノード { $node } はありません
input-no-such-node = そのノードはありません
input-edit-too-many = 木のノードが { $max } 個を超えてしまいます
input-edit-too-deep = 木は { $max } 段より深くできません
input-root-no-siblings = ルートには兄弟がありません：代わりに子を追加してください
input-root-undeletable = ルートは削除できません
input-only-child = { $node } は { $parent } の唯一の子です：代わりに { $parent } を削除するか、先に兄弟を追加してください
input-label-taken = { $label } はすでに別のノードのラベルです
input-not-number = 7、-3、4.99 のような数が必要です
input-too-precise = 桁が多すぎます：値は有効数字 18 桁、小数点以下 18 桁までです
input-too-large = 数が大きすぎます：値はおよそ ±10^18 の範囲内です
input-no-estimate = 深さ制限 { $limit } により { $node } で探索が止まりますが、{ $node } には推定値がありません{ $others ->
    [0] { "" }
   *[other] （深さ { $limit } のほかの { $others } 個のノードにもありません）
 }：リストの前に <値> の形で書いてください。例：<4>[...]
input-long-link = このリンクは { $length } 文字あり、多くのサーバーは { $limit } 文字を超えるリンクを受け付けないため、開けないかもしれません。代わりにファイルで木を共有してください：「記法ファイル」でダウンロードでき、そのテキストを「記法…」に貼り付けると再び開けます。
input-bad-parameter = { $key }={ $value } は { $allowed } のいずれでもありません
input-bad-pair = { $key }={ $value }：{ $why }
input-unknown-parameter = 不明なパラメータ '{ $key }'
input-random-depth = 深さ：最大 { $max } 段
input-random-branching = 分岐数：最小値は 1 以上、最大値以下にしてください
input-random-children = 分岐数：子は最大 { $max } 個
input-random-values = 値：最小値が最大値を超えてはいけません
input-random-value-range = 値：±999,999,999,999 の範囲内
input-random-too-big = 大きすぎます：最大 { $count } ノードになり、{ $max } を超えます。深さか分岐数を減らしてください

# ページ本体のビルドが読まない記号と確率（input-not-in-page の $what）。
input-beyond-chance-needs-list = '~' はチャンスノードを表します：すぐ後に '[' が必要ですが、{ $what } がありました
input-beyond-not-a-probability = '{ $text }' は確率ではありません：{ $why }
input-beyond-fraction = 分数は 1/3 のように 2 つの整数で書き、2 つ目は 0 より大きくなければなりません
input-beyond-probability-range = 確率は 0 より大きく 1 以下です。{ $probability } は使えません
input-beyond-probability-outside = 確率 p@ を付けられるのはチャンスノードの子だけです（例：~[0.5@3, 0.5@7]）
input-beyond-probability-missing = チャンスノードのこの子には確率がありません：すべての子に確率を付けるか（p@子）、等確率ならどの子にも付けないでください
input-beyond-probability-sum = このチャンスノードの子の確率の合計が 1 ではなく { $total } です（1 との差は 1e-9 まで）
input-beyond-probability-sum-huge = このチャンスノードの子の確率の合計が大きすぎて 1 になりません（1 との差は 1e-9 まで）
input-beyond-means-too-precise = このチャンスノードの期待値を正確に保つには { $digits } 桁より多くの桁が必要です：小数の桁を減らすか、もっと簡単な確率にしてください
input-beyond-edit-means = チャンスノードの期待値に、このラボが保てるより多くの桁が必要になります
# input-beyond-negamax-alternate の $why。$kind は kind-max か kind-min。
input-beyond-same-kind = { $node } は { $kind }ノード { $parent } の下にある { $kind }ノードです
input-beyond-is-chance = { $node } はチャンスノードです
input-beyond-negamax-alternate = NegaMax形式では Max と Min が交互でなければなりませんが、{ $why }。max/min 形式を使ってください
# $algorithm は `--algorithm` に渡す名前（mtdf、iterative、minimax）。
input-beyond-window-algorithm = Aspiration Window を使えるのは alphabeta か pvs だけで、{ $algorithm } では使えません
input-beyond-window-empty = ウィンドウ { $lo }..{ $hi } は空です：下端は上端より小さくなければなりません
input-beyond-bounds-empty = 範囲 { $lo }..{ $hi } は空です：下限は上限以下でなければなりません
# input-beyond-bounds-outside の $why。
input-beyond-leaf-outside = 葉 { $node } の値 { $value } は範囲 { $lo }..{ $hi } の外にあります
input-beyond-estimate-outside = { $node } の推定値 { $value } は範囲 { $lo }..{ $hi } の外にあります
input-beyond-bounds-outside = 葉の値の範囲はすべての値を含まなければなりませんが、{ $why }
input-beyond-mtdf-hard = MTD(f) には fail-soft が必要です：fail-hard の探索は値がウィンドウのどちら側にあるかしか示さないので、1 回に 1 刻みずつしか進みません
input-beyond-iteration-no-estimate = 反復深化の反復 { $depth } は深さ { $depth } で止まれません。そこにある { $node } には推定値がないためです（ページの探索はその下まで続けます）：リストの前に <値> の形で書いてください。例：<4>[...]


## 擬似コードのコメントと印刷用シート（crates/teach/src/pseudocode.rs、src/draw）
## キーは `code-` または `sheet-` で始まる。

# 選択肢が *[other] だけの select は数を表す。日本語では名詞の形が変わらないので、文を一つ書けばよい。

# コードパネルの見出し：どのチュートリアルの書き方か。
code-title-minimax = ミニマックス法
code-title-alphabeta-soft = αβ法、fail-soft（二分木のチュートリアル）
code-title-alphabeta-hard = αβ法、fail-hard（図解のチュートリアル）
code-title-negamax-soft = NegaMax版 αβ法、fail-soft
code-title-negamax-hard = NegaMax版 αβ法、fail-hard（オセロのチュートリアル）
code-title-negamax = NegaMax法（枝刈りなし）
# 擬似コードの葉の行：36 文字以内（全角は 2 文字分）。コードはほかの行と同じく英語のまま（日本語は # の後の注釈だけ）。
code-leaf = if leaf: return value(node)
code-leaf-limit = if leaf or at limit: return value
code-leaf-negamax = if leaf: return value  # 手番側から
code-leaf-negamax-limit = if leaf or at limit: return ±value
# `break` の後のコメント（"# " の後）：短く。
code-comment-cut = { $cut ->
    [alpha] αカット
   *[beta] βカット
 }
# コードの横に出る現在の値：子が返した値と、ルートが返す値。
code-live-returned = { $node } が { $value } を返した
code-live-returns = { $value } を返す

# シートの題（木の下と文書の <title>）。
sheet-title-worksheet = αβ法 演習シート
sheet-title-answer-key = αβ法 解答
sheet-title-step = αβ法 ステップごとの説明
# 演習シートの説明と名前の記入欄。
sheet-worksheet-alphabeta = 演習：すべてのノードの評価値を求め、αβ法で枝刈りされる部分を線で消してください。
sheet-worksheet-minimax = 演習：すべてのノードの評価値を求めてください。
sheet-name = 名前：
# $rules：使われている規約（conventions-alphabeta を参照）。
sheet-rules = 規約：{ $rules }。
sheet-answer-key = 解答：ルートの評価値 { $value }、評価した葉 { $evaluated } 個（全 { $leaves } 個中）。{ $rules }。
# ステップのシートの説明：ステップと、その説明文（$now）。
sheet-step = ステップ { $step }/{ $count }。{ $now }
sheet-nothing-yet = まだ何も探索していません。
# A worksheet's legend: each shape the tree draws, and its name.
sheet-legend-max = Maxノード
sheet-legend-min = Minノード
sheet-legend-chance = チャンスノード
# The comments of a sheet written as LaTeX (ablab export --format tex; the page's LaTeX file).
tex-made = Alpha-Beta Lab で作成。このまま pdflatex でコンパイルでき、必要なのは tikz パッケージだけです。
tex-paste = 各図は 2 本の「% ---」行の間にあります。TikZ を読み込む文書ならどこにでも貼り付けられます。
tex-scale = scale={ $scale } は幅 { $width } cm の本文に合わせた値です。お使いの文書に合わせて変えてください。
tex-picture-start = --- { $title }：図はここから ---
tex-picture-end = --- 図はここまで ---
tex-set-page = { $title } — 問題 { $number }/{ $count }：{ $sheet }
tex-set-untitled = 練習問題
# $language: the page's language, which pdflatex cannot typeset without CJK packages.
tex-in-english = pdflatex は CJK パッケージなしでは{ $language }を組版できないため、シートの文言は英語です。{ $language }では次のとおりです：
# リンクからシートを描けない理由。
sheet-link-problem = リンクを描画できません：{ $problem }
sheet-link-bad-tree = リンクの木を読み込めません：{ $error }
sheet-link-no-tree = リンクに木がありません
# ノードのカットのタグ（幅 52 ピクセルの枠）。
sheet-cut-tag = { $cut ->
    [alpha] αカット
   *[beta] βカット
 }
# カットのタグのツールチップ。
sheet-cut-title = 残りの子は枝刈りされます
# 折りたたんだノードのツールチップ。
sheet-marker-title = 折りたたみ：{ $count } ノード。クリックで 1 段開きます
# スクリーンリーダー用のノードの名前。括弧内の語は描画されない。ほかは描画されたとおり。
sheet-aria-separator = 、
sheet-aria-node = { $kind ->
    [max] Maxノード
    [min] Minノード
    [chance] チャンスノード
   *[leaf] 葉
 } { $label }
sheet-aria-value = （評価値）{ $value }
sheet-aria-at-least = { $value }（以上）
sheet-aria-at-most = { $value }（以下）
sheet-aria-window = α { $alpha }、β { $beta }
sheet-aria-window-hidden = （α { $alpha }、β { $beta }）
sheet-aria-cut = { $cut }：{ $title }
sheet-aria-cut-badge = { $cut ->
    [alpha] α（カット）
   *[beta] β（カット）
 }
sheet-aria-folded = { $count }、{ $title }
# チャンスノードの子の確率（辺に書かれたとおり：`0.25`、`1/3`）。ノードではなく辺に描かれるので、全体を括弧に入れる。
beyond-aria-probability = （確率 { $probability }）
sheet-aria-state = { $state ->
    [unvisited] 未探索
    [current] 探索中
    [open] 探索中の経路上
    [done] 探索済み
   *[pruned] 探索されない（枝刈り）
 }。Enter キーで{ $kind ->
    [leaf] 値を変更できます
   *[other] 移動したり推定値を与えたりできます
 }。

# αβ法の先の探索（`code-beyond-` キー：ページ本体のビルドには含まれません）。
code-beyond-title-pvs = PVS（Principal Variation Search、NegaScout）
code-beyond-title-mtdf = MTD(f)
code-beyond-title-iterative = 反復深化
# 題と、擬似コードがそれに加えるもの：$search は探索の題（上の題、または code-title-*）。
code-beyond-title-aspiration = { $search }、Aspiration Window
code-beyond-title-chance = { $search }、チャンスノードつき（Expectiminimax）
code-beyond-title-star = { $search }、チャンスノードつき（Star1）
# 擬似コードの下の注（各行は "# " の後）：記号の意味。各行 36 文字以内（全角は 2 文字分）。
# 記号（f, D, order, ε, p, rest, L, U）はそのまま。
code-beyond-note-guess = f：ルートの推定値（なければ 0）
code-beyond-note-depth = D：深さ制限（なければ木の高さ）
code-beyond-note-order = order：前の反復の評価値で良い順
code-beyond-note-epsilon = ε：値と値の最小の刻み
code-beyond-note-star = p = p(child)、rest：後の子の確率の和
    L, U：葉の値の下限と上限


## コマンドラインツール ablab（src/cli.rs、src/cli/）
## キーは `cli-` で始まる。

# `ablab --lang` に知らないコード：$languages は使えるコードと名前。
cli-unknown-language = 不明な言語 '{ $code }'：--lang に指定できるのは { $languages } です
cli-language-unreadable = { $language } のメッセージを読み込めません：{ $error }
# ablab のコマンドライン引数の誤り（clap のエラーを --lang の言語で言い直したもの）。
cli-arg-invalid-value = '{ $arg }' に '{ $value }' は指定できません
cli-arg-invalid-value-why = '{ $arg }' に '{ $value }' は指定できません：{ $why }
cli-arg-no-value = '{ $arg }' には値が必要ですが、指定されていません
cli-arg-possible = [指定できる値：{ $values }]
cli-arg-unexpected = 想定外の引数 '{ $arg }' があります
cli-arg-unexpected-value = '{ $arg }' への想定外の値 '{ $value }' があります：これ以上の値は取りません
cli-arg-unknown-command = サブコマンド '{ $command }' はありません
cli-arg-missing = 必要な引数が指定されていません：{ $args }
cli-arg-missing-command = '{ $command }' にはサブコマンドが必要です：{ $commands }
cli-arg-twice = 引数 '{ $arg }' は 2 回以上指定できません
cli-arg-conflict = 引数 '{ $arg }' は '{ $other }' と一緒には指定できません
cli-arg-similar = ヒント：似た{ $what ->
    [value] 値
    [command] サブコマンド
   *[argument] 引数
 }があります：{ $similar }
cli-arg-unreadable = コマンドラインを読み取れません（UTF-8 でない引数か、ablab が受け付けない形の引数があります）
cli-arg-whole-number = 0 以上の整数（0、1、2、…）を指定してください
cli-arg-too-large = { $value } は大きすぎます
cli-arg-usage = 使い方：{ $usage }
cli-arg-more = 詳しくは '--help' を参照してください（英語）。
# $what は木か解答。
cli-cannot-read-stdin = 標準入力から{ $what ->
    [tree] 木
   *[answers] 解答
 }を読み込めません：{ $error }
cli-bad-tree = 木が正しくありません：{ $error }
cli-cannot-write = { $file } に書き込めません：{ $error }
cli-blanks-worksheet = --blanks は演習シートにだけ空欄を書きます（--sheet worksheet）
cli-fragment-tex = --fragment は LaTeX にだけ使えます（--format tex）
# 空のリスト。
cli-none = なし
# `ablab solve`：結果を 1 行ずつ。
cli-report-tree = 木：ノード { $nodes } 個、葉 { $leaves } 個、深さ { $depth }
cli-conventions = 規約：{ $conventions }
cli-report-steps = ステップ：
cli-report-value = 評価値：{ $value }
cli-report-best-move = 最善手：{ $child }
cli-report-best-move-none = 最善手：なし（ルートが葉ノード）
cli-report-visited = 訪れたノード：{ $visited } 個（全 { $nodes } 個中）
cli-report-evaluated = 評価した葉：{ $evaluated } 個（全 { $leaves } 個中）
cli-report-pruned-none = 枝刈りされた葉：なし
# $leaves：枝刈りされた葉の左からの位置（0 から）。$values：その評価値。
cli-report-pruned = 枝刈りされた葉：{ $leaves }（評価値 { $values }）
# `ablab tictactoe`：X と O は盤面に書くとおりの記号。
cli-bad-board = 盤面が正しくありません：{ $error }
cli-ttt-board = 盤面：
cli-ttt-won = { $player } の勝ち
cli-ttt-full = 引き分け：盤面が埋まっています
cli-ttt-wins = 双方が最善を尽くせば { $player } の勝ち
cli-ttt-draw = 双方が最善を尽くせば引き分け
cli-ttt-to-move = 手番：{ $player }
cli-ttt-value = 評価値：{ $value }（{ $outcome }。+1 は X（Max）に有利、-1 は O（Min）に有利）
# $name：マスの名前（a1 から c3）。
cli-ttt-best-move = { $player } の最善手：{ $name }
cli-best-move-over = 最善手：なし（ゲームは終了しています）
cli-ttt-nodes = 訪れたノード：ミニマックス法 { $minimax }、αβ法 { $alphabeta }
cli-ttt-moves = { $player } の各手（その後も互いに最善を尽くしたときの結果。括弧内はそれを証明するためにαβ法が訪れる局面の数）：
cli-ttt-move = { $name }：{ $outlook }（{ $nodes }）
# `ablab othello`。
cli-perft-too-deep = perft { $depth } は深すぎます：最大 { $max }（perft 12 ですでに葉は 1,939,886,636 個）
cli-perft = 初期局面からの Perft { $depth }：葉 { $leaves } 個（{ $ms } ms）
cli-color = { $color ->
    [black] X（黒）
   *[white] O（白）
 }
cli-sides-disagree = 局面の手番と --to-move が一致しません
cli-bad-side = 手番は X（黒）か O（白）です。'{ $side }' ではありません
# $name：組み込みの終盤局面の名前。$side と $given：X か O。
cli-endgame-to-move = { $name } の手番は { $side } ですが、--to-move は { $given } です
cli-bad-position = 局面が正しくありません：{ $error }（組み込みの局面を名前で指定することもできます：`ablab othello positions` を参照）
cli-too-many-empties = この局面の空きマスは { $empties } 個です：最大 { $max }（単純な NegaMax法では時間がかかりすぎます）
cli-othello-empties = 空きマス：{ $empties }
# $side：cli-color。
cli-othello-pass = 最善手：パス（{ $side } には打てる手がありません）
cli-othello-best-move = 最善手：{ $move }
cli-othello-score = 石差：{ $score }（双方が最善を尽くしたときの、手番の { $side } の最終的な石数から相手の石数を引いた値）
# 二つの探索の行：数字が同じ列から始まるよう、空白で揃える（全角は 2 列分）。
cli-othello-negamax = 単純な NegaMax法：    { $nodes } ノード、{ $ms } ms（最善手 { $move }、石差 { $score }）
cli-othello-alphabeta = αβ法：                { $nodes } ノード、{ $ms } ms
# `ablab othello positions`、1 行ずつ：$name と $empties は列に揃えて渡される。
cli-positions-row = { $name } 空きマス { $empties }  { $text }
# `ablab exercise`。
cli-exercise-head = 演習：シード { $seed }、{ $difficulty ->
    [easy] やさしい
    [medium] ふつう
    [hard] むずかしい
   *[other] { $difficulty }
 }
cli-exercise-tree = 木：{ $notation }
cli-exercise-task = 課題：各内部ノードが返す評価値を答え、一度も探索されないノードに印を付け、各内部ノードの最終的な α と β を答えてください。
# FILE はコマンドラインでの解答ファイルの場所：そのまま。
cli-exercise-grade-with = 採点するには：ablab grade '{ $notation }' --answers FILE
cli-exercise-key = 解答
cli-exercise-values = 評価値：{ $values }
cli-exercise-pruned = 一度も探索されないノード：{ $nodes }
cli-exercise-windows = α と β：{ $windows }
# `ablab grade`。
cli-both-stdin = 木と解答の両方を標準入力から読むことはできません
cli-bad-answers = 解答が正しくありません：{ $error }
cli-grade-nothing = 解答を指定してください：ablab grade FILE（ページで保存したファイル）または ablab grade TREE --answers FILE
cli-grade-no-exercise = { $file } にはどの木への解答かが書かれていません：木も指定してください（ablab grade TREE --answers { $file }）
cli-grade-other-tree = { $file } は指定された木とは別の木（{ $own }）への解答です：木の指定を外してください
cli-grade-contradicts = --{ $flag } { $given } は { $file } の規約（{ $conventions }）と矛盾します：このオプションを外してください
cli-grade-student = 学生：{ $name }
practice-student = 名前（解答ファイルに記録されます）
cli-cannot-read-answers = 解答 { $file } を読み込めません：{ $error }
cli-grade-score = 得点：{ $points } 点（{ $total } 点中、{ $percent }%）。{ $correct ->
    [true] すべて正解です。
   *[false] まだ正解ではありません。
 }
cli-grade-wrong-values = 評価値の誤り：{ $nodes }
cli-grade-missed = 見落とした枝刈り：{ $nodes }
cli-grade-extra = 余分な枝刈り：{ $nodes }
cli-grade-wrong-windows = α または β の誤り：{ $nodes }
cli-grade-unanswered = 評価値の答えがないもの：{ $nodes }
cli-grade-first-mistake = 最初の誤り（ステップ { $step }）：{ $explanation }

# `ablab solve --window LO,HI` と `--bounds LO,HI`：2 つの数の誤り。
input-window-format = LO,HI のようにコンマで区切った 2 つの数が必要です。例：4,6
input-window-number = '{ $text }'：{ $error }
input-window-order = 下端 { $lo } が上端 { $hi } より大きくなっています
# `ablab solve` の、αβ法の先の探索の報告：各回の探索、Null Window 探索、再探索。
cli-report-best-move-chance = 最善手：なし（ルートがチャンスノード）
# 何回も探索したり再探索したりすると、同じノードを何度も訪れることがある。
cli-report-visited-all = 訪れたノード：延べ { $visited } 個（訪れるたびに数える。木のノードは { $nodes } 個）
cli-report-evaluated-all = 評価した葉：延べ { $evaluated } 個（評価するたびに数える。木の葉は { $leaves } 個）
cli-report-passes = 探索の回数：{ $count }
# 1 回の探索を 1 行で（字下げはコードが付ける）。$result は cli-window-result。
cli-report-pass = { $pass }. ウィンドウ ({ $alpha }, { $beta })：{ $value } を返した（{ $result }）、ノード { $nodes } 個、葉 { $leaves } 個
cli-report-pass-depth = { $pass }. ウィンドウ ({ $alpha }, { $beta })、深さ { $depth }：{ $value } を返した（{ $result }）、ノード { $nodes } 個、葉 { $leaves } 個
# 探索の結果（JSON の window_result）。
cli-window-result = { $result ->
    [inside] ウィンドウ内
    [fail_low] fail-low
   *[fail_high] fail-high
 }
cli-report-window-result = ウィンドウの結果：{ $result }
cli-report-probes = Null Window 探索：{ $probes } 回、再探索：{ $researches } 回
cli-report-single-search = 代わりに最後の深さまで αβ法で 1 回探索すると：ノード { $nodes } 個、葉 { $leaves } 個


## ゲーム（三目並べ、オセロ）と練習（src/games、src/model、crates/teach/src/practice、その部品）
## キーは `game-` または `practice-` で始まる。

game-list-none-over = なし、ゲームは終了しています
game-move-not-legal = { $number } 手目の '{ $played }' はここでは打てません（合法手：{ $legal }）
game-too-large = ゲーム木のノードが { $cap } 個を超えます：もっと後の局面から始めるか、探索を浅くしてください
game-ttt-bad-char-cell = { $position } 文字目（マス { $name }）が { $char } です：マスは X、O、または空きを表す .（または - か _）です
game-ttt-bad-char = { $position } 文字目が { $char } です：マスは X、O、または空きを表す .（または - か _）です
game-ttt-length = 盤面は 9 マスを行ごとに書きます（例：X.O.X....）が、{ $found } マスありました
game-ttt-o-ahead = O の印が { $o } 個、X が { $x } 個です：X が先手なので、O の印が X より多くなることはありません
game-ttt-x-ahead = X の印が { $x } 個、O が { $o } 個です：X が多いのは 1 個までです
game-ttt-both-win = 両者とも 3 つ並んでいます（X：{ $xline }、O：{ $oline }）：どちらかが 1 列そろった時点でゲームは終わるので、両方がそろうことはありません
game-ttt-moved-after-win = { $winner } が 3 つ並べた（{ $line }）後に { $other } が打っています（X の印 { $x } 個、O { $o } 個）：ゲームはすでに終わっていました
game-ttt-no-cell = マス { $cell } はありません：マスは 0..8（a1..c3）です
game-ttt-over = ゲームは終了しています：{ $winner } が 3 つ並べました
game-ttt-cell-taken = マス { $name } にはすでに { $mark } があります
game-othello-side = { $color ->
    [black] 黒（X）
   *[white] 白（O）
 }
game-othello-bad-char-square = { $position } 文字目（マス { $square }）が { $char } です：マスは X（黒）、O（白）、または空きを表す . か - です
game-othello-bad-char = { $position } 文字目が { $char } です：マスは X（黒）、O（白）、または空きを表す . か - です
game-othello-length = 局面は a1 から h8 までの 64 マスを行ごとに書き、続けて手番を X か O で書きます。{ $found } 文字ありました
game-othello-no-side = 手番はどちらですか？局面の最後に X か O（65 文字目）を書くか、手番を別に指定してください
game-othello-bad-side = 手番（65 文字目）が { $char } です：X（黒）か O（白）を書いてください
game-othello-side-conflict = 局面では { $text } の手番ですが、手番として { $given } が指定されました
game-othello-over = ゲームは終了しています
game-othello-no-pass = パスできるのは合法手がないときだけです
game-othello-not-legal = { $square } は { $side } の合法手ではありません（合法手：{ $legal }）
game-othello-none-pass = なし、パスするしかありません
# 手としてのパス（最善手などの手の名前を示すところ）。
game-othello-pass-move = パス
game-othello-to-move = { $side } の手番（{ $color ->
    [black] 黒
   *[white] 白
 }）
page-game-who-is-max-tictactoe = Max = X（四角）、Min = O（丸）：+1 は X の勝ち、−1 は O の勝ち、0 は引き分け。
page-game-who-is-max-othello = { $color ->
    [black] Max = 黒（X）、ルートでの手番：評価値は終局時の Max の石数から Min の石数を引いた値です。
   *[white] Max = 白（O）、ルートでの手番：評価値は終局時の Max の石数から Min の石数を引いた値です。
 }
game-othello-passes = { $color ->
    [black] 黒（X）は打てる手がないのでパスします。
   *[white] 白（O）は打てる手がないのでパスします。
 }
game-ttt-cannot-occur = この盤面は実際のゲームでは起こりえません：{ $why }
game-ttt-computers-turn = コンピュータの手番です：「コンピュータが打つ」を押してください。
game-tree-too-big = この探索は { $cap } 局面を超えるので、木に描くには多すぎます（{ $game ->
    [tictactoe] 局面数はここに表示しています
   *[othello] 局面数は「解く」で数えられます
 }）。先に盤面で 1、2 手打ってください。
game-ttt-aria = 三目並べ
game-ttt-board-aria = 盤面
game-ttt-cell-aria = マス { $cell }、{ $mark ->
    [X] X
    [O] O
   *[empty] 空き
 }
game-ttt-not-a-position = 起こりうる局面ではありません：{ $why }
game-ttt-wins = { $winner } の勝ち。
game-ttt-draw = 引き分け。
game-ttt-setting-up = 配置中：マスをクリックすると 空き → X → O の順に変わります。{ $side } の手番。
game-ttt-your-move = あなたの手番（{ $side }）：マスをクリックしてください。
game-ttt-computer-to-move = コンピュータ（{ $side }）の手番です。
game-ttt-value-head = 評価値（+1 X の勝ち、−1 O の勝ち、0 引き分け）
game-ttt-best-head = 最善手（αβ法）
game-ttt-minimax-head = ミニマックス法が訪れる局面
game-ttt-alphabeta-head = αβ法が訪れる局面
game-ttt-no-best = なし（ゲームは終了）
game-ttt-open-last = コンピュータの直前の探索を木で開く
game-ttt-open-here = この局面の探索を木で開く
game-ttt-new-x = 新しいゲーム（自分が X）
game-ttt-new-o = 新しいゲーム（自分が O）
game-ttt-computer-moves = コンピュータが打つ
game-ttt-set-up = 配置
game-ttt-show-values = 値を表示
game-ttt-values-note = 空いた各マスに、{ $side } がそこに打ち、その後も互いに最善を尽くしたときの結果と、その下にそれを証明するためにαβ法が訪れる局面の数を示します。
game-ttt-value-win = 勝ち
game-ttt-value-draw = 引き分け
game-ttt-value-loss = 負け
game-ttt-cell-value-aria = マス { $cell }、空き：{ $side } の{ $value }、{ $nodes } 局面で証明
game-ttt-count-error = 局面数を数えられませんでした：探索用のワーカーは最初に必要になったときに取得しますが、ネットワークが応答しませんでした。1 手打つと再試行します。
game-ttt-counting = ミニマックス法と αβ法が訪れる局面を数えています…
game-ttt-note = ミニマックス法はこの局面より下のすべての局面を調べます。αβ法（NegaMax形式、α ≥ β で枝刈り、マスは a1 から c3 の順に試す）は、その大部分を飛ばして同じ評価値を求めます。
game-othello-aria = オセロの終盤
game-othello-board-aria = オセロの盤面
game-othello-solving = { $search ->
    [negamax] 単純な NegaMax法
   *[alphabeta] αβ法
 } で解いています：これまでに { $nodes } 局面を探索しました。
game-othello-cancel = 中止
game-othello-solve-error = ソルバーを起動できませんでした：最初に「解く」を押したときに取得しますが、ネットワークが応答しませんでした。もう一度「解く」を押すと再試行します。
game-othello-not-a-position = このテキストは局面ではありません：{ $why }。盤面には最後に読めた局面を表示しています。
game-othello-status = 空きマス { $empties }、{ $side } の手番{ $state ->
    [over] ：ゲームは終了しました
    [pass] 、パスするしかありません
   *[play] ：点の付いたマスをクリックすると打てます
 }。
game-othello-too-many = このページで解けるのは空きマス { $max } 個までです（ablab は 14 個まで）。
# $million は局面数全体を万・億で書いたもの（5000万。crates/i18n/src/large.rs）。単位を付け足さない。
game-othello-slow = 空きマスが 12 個を超えると、αβ法は時間がかかることがあります（「中止」で止まります）。単純な NegaMax法は { $million }局面を超えると止まります。
game-ms = { $ms } ms
game-othello-nm-stopped = { $million }局面を超えたので中止
game-othello-negamax-head = NegaMax法
game-othello-alphabeta-head = αβ法
game-othello-positions-head = 探索した局面
game-othello-time-head = 時間
game-othello-best-head = 最善手 · 正確な石差
game-othello-best = { $best } · 手番側の石差 { $score }
game-othello-no-best = なし（終局）
game-othello-open-tree = 探索を木で開く
game-othello-preset = 組み込みの終盤局面
game-othello-choose = 選択…
game-othello-preset-name = 空き { $empty } マス（{ $name }{ $pass ->
    [yes] 、手番側はパス
   *[no] {""}
 }）
game-othello-position-label = 局面：a1..h8 の 64 マス（X 黒、O 白、. 空き）、続けて手番の X か O
game-othello-solve = 解く
game-othello-note = オセロのチュートリアルと同じく、深さ = 空きマスの数、終局時の評価値は自分の石数から相手の石数を引いた値です。打てる手がない側はパスします（同じ深さで、手番を入れ替えて探索）。2 回続けてパスするとゲームは終わります。パスのノードは木に「pass」と表示されます。
game-no-sheet = シート '{ $sheet }' はありません

page-practice-not-a-value = 「{ $text }」は値ではありません：{ $why }（「-inf」「+inf」も書けます）
practice-nothing = なし
# Two sentences one after the other: a space between them where the language writes one.
practice-sentences = { $first }{ $second }
practice-leaf = { $label }（葉 { $value }）
practice-side-to-move = { $kind ->
    [max] Max の手番
   *[min] Min の手番
 }
practice-missed = { $node } は一度も{ $what ->
    [leaf] 評価されません
   *[subtree] 探索されません
 }が、{ $label } に印が付いていません。
practice-missed-at = { $at } で β = { $beta } { $op } α = { $alpha } なので、{ $node } は一度も{ $what ->
    [leaf] 評価されません
   *[subtree] 探索されません
 }が、{ $label } に印が付いていません。
practice-extra-root = 探索は { $label } から始まりますが、{ $label } に「探索されない」の印を付けています。
practice-extra-minimax = ミニマックス法はすべてのノードを探索するので { $parent } は { $label } を探索しますが、{ $label } に「探索されない」の印を付けています。
practice-extra-equal = { $parent } では β = { $beta } = α = { $alpha } ですが、厳密な規則では α > β のときだけ枝刈りするので { $node } は探索されます。しかし { $label } に「探索されない」の印を付けています。
practice-extra-no-cut = { $parent } では β = { $beta } > α = { $alpha } で枝刈りは起こらないので、{ $node } は探索されます。しかし { $label } に「探索されない」の印を付けています。
practice-extra-first = { $parent } は枝刈りの判定より前に最初の子 { $node } を探索しますが、{ $label } に「探索されない」の印を付けています。
practice-value-depth = 深さ制限により { $label } で探索を打ち切り、推定値 { $value } を { $parent } に返します。あなたの答えは { $given } です。
practice-value-depth-root = 深さ制限により { $label } で探索を打ち切り、推定値 { $value }（最適値）を返します。あなたの答えは { $given } です。
practice-value = { $label }（{ $side }）は { $parent } に { $value } を返します：{ $how }（{ $children }）。あなたの答えは { $given } です。
practice-value-root = { $label }（{ $side }）は { $value }（最適値）を返します：{ $how }（{ $children }）。あなたの答えは { $given } です。
practice-how-hard-negamax-cut = fail-hard なので、βカットで止まって β を返します
practice-how-hard-negamax = fail-hard なので α を返します
practice-how-hard-max = fail-hard では、Maxノードは子が何を返しても α を返します
practice-how-hard-min = fail-hard では、Minノードは子が何を返しても β を返します
practice-how-soft = { $best ->
    [negamax] 子の評価値それぞれの符号を反転した中で最大の値
    [max] 子が返した中で最大の値
   *[min] 子が返した中で最小の値
 }
practice-how-soft-bound = { $best ->
    [negamax] 子の評価値それぞれの符号を反転した中で最大の値
    [max] 子が返した中で最大の値
   *[min] 子が返した中で最小の値
 }、カットで止まったので限界値 { $label } { $op } { $value }
practice-child-returned = { $child } が返した値は { $value }
practice-child-is = { $child } は { $value }
practice-window-root = { $label } は最終的に α = { $alpha }、β = { $beta } です：最初は α = { $startalpha }、β = { $startbeta } で、{ $moves ->
    [negamax] すべてのノードが最大化するので α だけが動きます
    [max] Maxノードなので α だけが動きます
   *[min] Minノードなので β だけが動きます
 }。あなたの答えは { $given } です。
practice-window = { $label } は最終的に α = { $alpha }、β = { $beta } です：最初は { $parent } から受け取った α = { $startalpha }、β = { $startbeta } で、{ $moves ->
    [max] Maxノードなので α だけが動きます
   *[min] Minノードなので β だけが動きます
 }。あなたの答えは { $given } です。
practice-window-negamax = { $label } は最終的に α = { $alpha }、β = { $beta } です：最初は α = { $startalpha }、β = { $startbeta }（{ $parent } のウィンドウの符号を反転し、α と β を入れ替えたもの）で、すべてのノードが最大化するので α だけが動きます。あなたの答えは { $given } です。
practice-wrote-window = α = { $alpha }、β = { $beta }
practice-wrong-part = { $part ->
    [alpha] 間違っているのは α です。
   *[beta] 間違っているのは β です。
 }
page-practice-predict-cut = 予想：{ $node } で枝刈りは起こるでしょうか？
page-practice-predict-value = 予想：{ $node } はどんな値を返すでしょうか？
page-practice-predict-right = 正解です。
page-practice-predict-wrong = 今回は外れです。
page-predict-wrong-cut = { $cut ->
    [true] 今回は外れです。α = { $alpha } { $op } β = { $beta } なので、{ $node } で枝刈りが起こります。
   *[false] 今回は外れです。α = { $alpha } { $op } β = { $beta } なので、{ $node } ではまだ枝刈りは起こりません。
 }
page-predict-wrong-value = 今回は外れです。{ $node } は { $value } を返します。
practice-aria = 練習
practice-difficulty = { $difficulty ->
    [easy] やさしい
    [medium] ふつう
   *[hard] むずかしい
 }
practice-title-drawn = { $difficulty ->
    [easy] やさしい問題
    [medium] ふつうの問題
   *[hard] むずかしい問題
 } #{ $seed }
practice-title-given = あなたの木
practice-new-exercise = 新しい問題
practice-open-number-aria = 問題番号
practice-open-difficulty-aria = 難易度
practice-open = 番号で開く
practice-open-title = この番号と難易度の問題を開きます（`ablab exercise --seed N` と同じ問題）
practice-lab-tree = ラボの木
practice-lab-tree-title = 「木」タブに表示している木で練習します
practice-task = 各内部ノードが返す評価値を入力してください。一度も探索されない枝は、その辺をクリックして取り消し線を引きます（もう一度クリックすると取り消し）。最後に「答え合わせ」を押します。
practice-ask-alpha-beta = 各ノードの最終的な α と β も答える（横に、上が α、下が β）
practice-conventions-aria = 規約
practice-conventions-fixed = 規約（セットで固定）：
practice-ask-alpha-beta-fixed = このセットでは各ノードの最終的な α と β も答える（横に、上が α、下が β）
practice-root = ルート
practice-cut-when = 枝刈りの条件
practice-returns = 返す値
practice-form = 形式
practice-root-max = Max
practice-root-min = Min
practice-fail-soft = fail-soft
practice-fail-hard = fail-hard
practice-form-maxmin = max/min
practice-form-negamax = NegaMax
practice-share = 共有
practice-link-aria = 問題のリンク：木と規約だけで、答えは含みません
practice-worksheet = 演習シート（SVG）
practice-answer-key = 解答（SVG）
practice-answers-file = 自分の答え（JSON）
practice-answers-file-title = あなたの答えを、ablab grade で読めるファイルにします
practice-hint-title = 探索の次のステップを表示します。1 回につき { $cost } 点減点
practice-check = 答え合わせ
practice-hint = 次のステップを表示（ヒント）
practice-try-again = もう一度
practice-replay = 解答を再生
practice-replay-title = 「木」タブで解答の再生を開きます
practice-clear = 答えを消去
practice-clear-title = すべての答え、印、ヒントを消去します
practice-hints-aria = ヒント
practice-hints-shown = ヒント：{ $count } ステップを表示
practice-percent = { $percent }%
practice-score = { " " }— { $parts } 個中 { $points } 個正解。{ $correct ->
    [yes] 全問正解！
   *[no] まだ正解ではありません。
 }
practice-score-hints = { " " }— { $parts } 個中 { $points } 個正解、ヒント { $hints } 回で { $cost } 点減点。{ $correct ->
    [yes] 全問正解！
   *[no] まだ正解ではありません。
 }
practice-wrong-values = 評価値の誤り：{ $nodes }
practice-unanswered = 評価値の答えがないもの：{ $nodes }
practice-missed-list = 探索されないのに印がないもの：{ $nodes }
practice-extra-list = 印を付けたが探索されるもの：{ $nodes }
practice-wrong-alpha-beta = α または β の誤り：{ $nodes }
practice-first-mistake = 最初の誤り（ステップ { $step }）：
practice-see-step = 再生でステップ { $step } を見る
practice-give-value = { $nodes } の評価値も答えてください。
practice-scores = これまでの得点（{ $count }）
practice-score-item = { $name }：{ $percent }%
practice-score-item-hints = { $name }：{ $percent }%（ヒント { $hints } 回）
practice-tree-aria = 解く木：各内部ノードの評価値を入力し、辺をクリックするとその枝に取り消し線を引きます
practice-branch-marked = { $label } への枝：「探索されない」の印が付いています。押すと印を取り消します。
practice-branch = { $label } への枝：押すと「探索されない」の印を付けます。
practice-branch-marked-title = 「探索されない」の印付き：クリックで取り消し
practice-branch-title = クリックすると、この枝に「探索されない」の印を付けます
practice-value-aria = { $label } の評価値
practice-alpha-aria = { $label } の最終的な α
practice-beta-aria = { $label } の最終的な β


## 言語（src/app/language.rs、メニュー）

lang-menu = 言語
lang-failed = { $language } を読み込めませんでした。言語は最初に選んだときにネットワークから取得しますが、応答がありませんでした。もう一度選ぶと再試行します。
lang-update-ready = 新しいバージョンが使えます。
lang-update-reload = 再読み込み
lang-update-later = 後で
lang-crash-title = 問題が起きて、ページが止まりました。
lang-crash-text = 木と設定はこのブラウザに保存されています。ページを再読み込みすると続けられます。同じことがまた起きたら、「共有・書き出し」で木へのリンクを残し、何をしたかを知らせてください。
lang-crash-report = 報告するときは、次の行を添えてください：

## The searches beyond alpha-beta in the page
page-field-refused = { $field } は変更されていません：{ $why }。
page-set-pvs = PVS
page-set-mtdf = MTD(f)
page-set-iterative = 反復深化
page-expectiminimax = Expectiminimax
page-set-window = ウィンドウ
page-set-window-title = Aspiration Window。2 つの数 lo,hi：1 回目の探索は α = lo、β = hi で行い、値がウィンドウの外なら 2 回目の探索が続きます。空欄：ウィンドウ全体で探索します。
beyond-page-bounds = 葉の範囲
beyond-page-bounds-title = すべての葉の値の範囲。2 つの数 lo,hi：これがあると αβ法はチャンスノードの下でも枝刈りできます（Star1）。空欄：範囲なし。チャンスノードの下は枝刈りしません。
beyond-page-in-window = Aspiration Window
beyond-page-passes = ルートからの探索
beyond-page-probes = Null Window 探索
beyond-page-researches = 再探索
beyond-page-each-pass = ルートからの各探索
beyond-page-pass = 回
beyond-page-depth = 深さ
beyond-page-depth-reached = { $limit }（実際は深さ { $reached } まで探索）
beyond-page-window = ウィンドウ
beyond-page-value = 返した値
beyond-page-result = よって評価値は
beyond-page-inside = ちょうどこの値
beyond-page-fail-low = この値以下（fail-low）
beyond-page-fail-high = この値以上（fail-high）
beyond-page-iterative-note = 反復深化は { $passes } 回の反復で { $all } 個の葉を評価しました。最大深さまでの 1 回の αβ探索では { $single } 個です。
beyond-page-warning = 注意：{ $warning }。探索が実際に何を行うかは下の行に示されています。
beyond-page-evaluated-passes = （ここまで）· ルートからの { $passes } 回の探索で全体 { $evaluated } 個（木の葉は { $leaves } 個）
beyond-page-expectiminimax-leaves = （Expectiminimax では { $leaves } 個中 { $evaluated } 個）

# 手番のプレイヤーとしての Max と Min（「Max の手番」）。ノードの種類は kind-max / kind-min。
side-max = Max
side-min = Min

# Challenges (crates/teach/src/practice/challenge/words.rs): the tasks and the verdicts' reasons.
practice-challenge-order-task = αβ法が評価する葉ができるだけ少なくなるように、各ノードの子を並べ替えてください。今の順序では葉 { $leaves } 個を評価します。
practice-challenge-knuth-moore = 並べ方が完全で値がすべて異なるとき、各ノードの子が { $b } 個、深さ { $d } の一様な木で評価する葉は { $leaves } 個です（Knuth と Moore：b^⌈d/2⌉ + b^⌊d/2⌋ − 1）。
practice-challenge-cut-task = 葉の値を { $k } 個まで変えて、{ $node } が{ $want ->
    [pruned] 探索されないように
   *[searched] 探索されるように
 }してください。
practice-challenge-build-pruned = この木の葉に値を入れて、αβ法がちょうど { $count } 個の葉を枝刈りするようにしてください。
practice-challenge-build-depth = この木の葉に値を入れて、深さ { $depth } のノードで枝刈りが起きるようにしてください（ルートの深さは 0）。
practice-challenge-order-best = αβ法が評価する葉は { $leaves } 個：どの順序でもこれより少なくはなりません。
practice-challenge-order-more = αβ法が評価する葉は { $leaves } 個。最良の順序なら { $minimum } 個で済みます。
practice-challenge-not-reordering = { $node } に与えた子は、その子を並べ替えたものではありません。
practice-challenge-not-leaf = { $node } は木の葉ではありません。変えられるのは葉の値だけです。
practice-challenge-too-many = 葉を { $changed } 個変えました。変えてよいのは { $k } 個までです。
practice-challenge-target = { $node } は{ $still ->
    [yes] まだ
   *[no] {""}
 }{ $state ->
    [pruned] 探索されません
   *[searched] 探索されます
 }：{ $why }
practice-challenge-first-child = { $parent } は枝刈りの判定より前に最初の子 { $node } を探索します。
practice-challenge-root = 探索はルート { $node } から始まります。
practice-challenge-shape = { $node } の子は { $has } 個ですが、指定の形では { $wants } 個です。
practice-challenge-pruned = { $right ->
    [yes] αβ法は指定どおり、ちょうど { $pruned } 個の葉を枝刈りします。
   *[no] αβ法が枝刈りする葉は { $pruned } 個で、{ $wanted } 個ではありません。
 }
practice-challenge-depth = { $right ->
    [yes] 深さ { $depth } のノードで枝刈りが起きます。
   *[no] 深さ { $depth } のノードでは枝刈りが起きません。
 }
practice-challenge-no-cutoff = 探索では枝刈りが一度も起きません。
practice-challenge-at-depth = 深さ { $depth }：{ $narration }
practice-challenge-more-cutoffs = ほかに枝刈りが { $count } 回あります。
practice-challenge-kind = { $kind ->
    [order] 最良の順序
    [cut] 枝刈りを起こす
   *[build] 条件に合う木を作る
 }
cli-challenge-head = チャレンジ：シード { $seed }、{ $kind }
cli-challenge-task = 課題：{ $task }
cli-challenge-answer-with = 答えは { $example } のようなファイルに書き、ablab grade FILE で採点します
cli-challenge-key-order = 最良の順序：{ $notation }（評価する葉 { $leaves } 個）
cli-challenge-key-cut = 変更：{ $changes }
cli-challenge-key-build = 条件を満たす木：{ $notation }
cli-challenge-key-file = ファイルにすると：{ $file }
cli-challenge-verdict = 得点：{ $percent }%。{ $correct ->
    [true] できました。
   *[false] まだです。
 }
cli-challenge-why = 理由：{ $explanation }
cli-grade-challenge-tree = { $file } はチャレンジへの答えで、木はチャレンジが決めます。木を指定しないでください

# 問題セット（`ablab set`、練習タブの「新しいセット」）とクラスの採点（`ablab grade --class`、練習タブの「クラス」）。
practice-set-unmet = { $constraint ->
    [count] セットの問題数は 1〜{ $most } です。
    [plies] 問題 { $number }：深さは 1〜{ $most } にしてください。
    [branching] 問題 { $number }：子の数は 1 以上で、最小が最大以下である必要があります。
    [leaf-values] 問題 { $number }：葉の値は小さい方から大きい方へ、-999〜999 の範囲で指定してください。
    [size] 問題 { $number }：木のノードが { $most } を超えることがあります。深さか子の数を減らしてください。
    [least-pruned] 問題 { $number }：試した { $attempts } 本の木のどれも、その数の葉が枝刈りされませんでした。数を減らすか、深さか子の数を増やしてください。
    [deep-cutoff] 問題 { $number }：試した { $attempts } 本の木のどれにも、葉から 2 段以上上での枝刈りがありませんでした（深さ 3 以上が必要です）。
   *[chance] 問題 { $number }：チャンスノードのある問題は作れません。採点はチャンスノードの答えに対応していません。
 }
practice-class-skip = { $reason ->
    [not_json] JSON ではありません
    [not_answers] 解答ファイルでも結果ファイルでもありません
    [unreadable] 読み込めません：{ $detail }
    [other_set] 別のセットのファイルです（{ $detail }）
    [changed] 配布後にセットが変更されています
    [not_in_set] このセットの問題ではありません
    [same_work] { $detail } と同じ解答です
    [replaced] 以前の解答です（後の { $detail } を採点します）
   *[second_set] 別のセットの 2 つ目のセットファイルです
 }
cli-set-head = セット：{ $title }（問題 { $count } 問、識別子 { $id }）
cli-set-link = リンク：{ $query }
cli-quiz-variants = --variants { $given }：演習ごとの木の数は 1 から { $most } までで指定してください。
cli-quiz-one-tree = --variants：--tree で与えた木は 1 つの変種です。--variants を外すか、--seed で演習を生成してください。
cli-quiz-gift-image = --image：GIFT には画像を入れられません（木はテキストで描かれます）。--image を外すか、--format moodle を指定してください。
cli-quiz-no-font = --image png：この計算機には図の文字を描くフォントがありません。フォントを入れる（Debian：fonts-dejavu-core）か、--image を外して SVG の図にしてください。
cli-quiz-png-failed = --image png：図を描けませんでした：{ $why }
cli-set-exercise = { $number }. { $notation }（{ $conventions }）{ $alphabeta ->
    [true] 、α と β も答える
   *[false] {""}
 }
cli-cannot-read-class = フォルダー { $dir } を読み込めません：{ $error }
cli-class-skipped = { $file } をスキップしました：{ $reason }
practice-challenge-pick = チャレンジ
practice-challenge-new-title = この種類の新しいチャレンジ
practice-challenge-number-aria = チャレンジの番号
practice-challenge-kind-aria = チャレンジの種類
practice-challenge-open-title = この番号と種類のチャレンジを開きます（`ablab exercise --kind K --seed N` と同じもの）
practice-challenge-back = 練習問題に戻る
practice-challenge-title = { $kind } #{ $seed }
practice-challenge-order-help = ノードをクリックして（または Tab で移動して Enter を押して）選び、兄弟の中で動かします：ドラッグするか、← / →（[ / ]）キーか、ボタンを使います。
practice-challenge-cut-help = 葉に新しい値を入力してください。指定のノードは丸で囲んであります。
practice-challenge-build-help = 各葉に値を入力するか、下の記法で木全体を書いてください。
practice-challenge-count = この順序では、αβ法は葉 { $leaves } 個を評価します。
practice-challenge-changes = 変えた葉：{ $changed } 個（{ $k } 個まで）。
practice-challenge-start-over = やり直す
practice-challenge-start-over-title = チャレンジのもとの木に戻します
practice-challenge-replay = 探索を見る
practice-challenge-replay-title = この木の探索を「木」タブで開きます
practice-challenge-file-title = あなたの答えを ablab grade が読めるファイルにします
practice-challenge-done = { $done ->
    [yes] できました。
   *[no] まだです。
 }
practice-challenge-move-left = ← 左へ
practice-challenge-move-right = 右へ →
practice-challenge-selected = 選択中：{ $node }
practice-challenge-tree-aria = チャレンジの木
practice-challenge-node-aria = { $label }：選ぶと兄弟の中で動かせます
practice-challenge-leaf-aria = 葉 { $label } の値
practice-challenge-notation = 記法で書いた木
practice-teacher = 教員向け
practice-back = ← 問題に戻る
practice-new-set = 新しいセット
practice-new-set-title = クラスに 1 つのリンクで配る問題セットを作ります
practice-class-open = クラス
practice-class-open-title = クラスの結果ファイルを 1 つの表で見ます
practice-set-heading = 新しい問題セット
practice-set-name = タイトル
practice-set-count = 問題数
practice-set-seed = シード
practice-set-by = 各問題
practice-set-by-constraints = 条件で指定
practice-set-by-difficulty = 難易度で指定
practice-set-by-challenge = チャレンジ：{ $kind }
practice-set-plies = 深さ
practice-set-children = 子の数
practice-set-to = 〜
practice-set-values = 葉の値の範囲
practice-set-least-pruned = 枝刈りされる葉の最小数
practice-set-deep-cutoff = 葉から 2 段以上上での枝刈りがある
practice-set-chance = チャンスノード
practice-set-make = セットを作る
practice-set-not-a-number = { $field }：整数を入力してください。
practice-set-made = 同じシードと選択からは、いつも同じセットができます（ablab set --seed { $seed }）。クラスにはリンクを配り、ファイルは保管してください。
practice-set-link-aria = セットのリンク：問題だけで、答えは含みません
practice-set-json = セット（JSON）
practice-set-tex = 印刷用（LaTeX）
practice-set-tex-title = すべての演習シートと、続けてすべての解答を 1 つの LaTeX 文書にします。pdflatex でコンパイルして印刷してください。
practice-set-quiz = Moodle 用の小テスト：
practice-set-variants = 演習ごとの木の数
practice-set-moodle = Moodle XML
practice-set-moodle-title = セットを Moodle XML の小テストとしてダウンロードします。各問題に木の図が入り、同じ問題の木は 1 つのカテゴリにまとまるので、学生ごとにランダムに出題できます。
practice-set-gift = GIFT
practice-set-gift-title = セットを GIFT の小テストとしてダウンロードします。各問題の木はテキストの図で示され、同じ問題の木は 1 つのカテゴリにまとまります。
practice-set-variants-error = 演習ごとの木の数：1 から { $most } までの整数を入力してください。
practice-set-open = セットを開く
practice-set-untitled = 問題セット
practice-set-progress = 問題 { $number } / { $count }
practice-set-previous = 前へ
practice-set-next = 次へ
practice-set-go-aria = 問題 { $number }
practice-set-checked-aria = 問題 { $number }（答え合わせ済み）
practice-set-results = 自分の結果（JSON）
practice-set-results-title = セット全体の答えを 1 つのファイルにして提出します
practice-set-leave = セットを終える
practice-set-last = これが最後の問題です。結果をダウンロードして提出してください。
practice-set-bad-link = このセットのリンクは読み込めません：{ $error }
practice-class-heading = クラスの結果
practice-class-drop = 学生の結果ファイルをここにドロップするか、選んでください。ファイルはこのブラウザの中で読まれ、どこにもアップロードされません。
practice-class-csv = 表（CSV）
practice-class-clear = クリア
practice-class-none = 結果ファイルはまだありません。
practice-class-set = { $title }（セット { $id }）
practice-class-alone = セットなし：問題ごとに採点します（{ $count } 問）
practice-class-student = 学生
practice-class-exercise = 問題
practice-class-score = 得点
practice-class-points = 点数
practice-class-mistake = 最初の間違い
practice-class-time = 時間
practice-class-right = { $students } 人中 { $right } 人が正解
practice-class-kind = { $kind ->
    [value] { $node } の評価値
    [alpha] { $node } の α
    [beta] { $node } の β
    [missed_prune] { $node } に印がない（一度も探索されない）
    [evaluated] 最良の順序より多くの葉を評価
    [not_a_reordering] { $node } の子が並べ替えになっていない
    [not_a_leaf] 葉でない { $node } を変えた
    [too_many_changes] 変えた葉が多すぎる
    [target] { $node } が指示どおりでない
    [shape] { $node } の子の数が違う
    [pruned] 枝刈りされる葉の数が違う
    [cutoff_depth] 指定の深さで枝刈りが起きない
   *[extra_prune] { $node } に印があるが探索される
 }
practice-class-skipped = 採点しなかったファイル：

## 学習管理システム用の小テスト：Moodle XML と GIFT（crates/quiz）
## キーは `quiz-` で始まります。
quiz-exercise = 演習 { $number }
quiz-ask-name = { $ask ->
    [root_value] 根の値
    [alpha] α
    [beta] β
    [never_evaluated] 一度も評価されない葉
    [first_cutoff] 最初のカット
   *[best_move] 最善手
 }
quiz-question-name = { $exercise }、木 { $variant }：{ $ask }
quiz-intro = この木を αβ法で、子を左から右へ探索します。規約：{ $conventions }。
quiz-figure-alt = ゲーム木の図。記法による表記が続きます。
quiz-notation = 記法で書いた木：{ $notation }
quiz-text-drawing = 木（各ノードの子はその下に字下げして並べています）：
quiz-ask-root-value = 根 { $root } はどの値を返しますか。
quiz-ask-root-value-decimals = 根 { $root } はどの値を返しますか。小数第 2 位まで答えてください。
quiz-ask-alpha = { $node } が値を返すとき、その α はいくつですか。−∞ と +∞ は -inf と +inf と書いてください。
quiz-ask-beta = { $node } が値を返すとき、その β はいくつですか。−∞ と +∞ は -inf と +inf と書いてください。
quiz-ask-never-evaluated = 次の葉のうち、探索で一度も評価されないものはどれですか。すべて選んでください（誤った選択は減点されます）。
quiz-ask-first-cutoff = 最初のカットはどこで起こりますか。また、それは αカットですか、βカットですか。
quiz-ask-best-move = { $root } にとっての最善手はどれですか。
quiz-ask-best-moves = { $root } にとっての最善手はどれですか。最善手は複数あります。すべて選んでください（誤った選択は減点されます）。
quiz-cutoff-choice = { $node } での{ $cut ->
    [alpha] αカット
   *[beta] βカット
 }
quiz-move-choice = { $child } への手
quiz-right = 正解です。{ $why }
quiz-partly = 一部正解です。{ $why }
quiz-wrong = 不正解です。{ $why }
quiz-answer-is = 答え：{ $answer }。{ $why }
quiz-why-value = { $label }（{ $side }）は { $parent } に { $value } を返します：{ $how }（{ $children }）。
quiz-why-value-root = { $label }（{ $side }）は { $value }（最適値）を返します：{ $how }（{ $children }）。
quiz-why-window = { $label } は最終的に α = { $alpha }、β = { $beta } です：最初は { $parent } から受け取った α = { $startalpha }、β = { $startbeta } で、{ $moves ->
    [max] Maxノードなので α だけが動きます
   *[min] Minノードなので β だけが動きます
 }。
quiz-why-window-negamax = { $label } は最終的に α = { $alpha }、β = { $beta } です：最初は α = { $startalpha }、β = { $startbeta }（{ $parent } のウィンドウの符号を反転し、α と β を入れ替えたもの）で、すべてのノードが最大化するので α だけが動きます。
quiz-why-chance = { $root } は { $value } を返します：チャンスノードの値は子の値を確率で重み付けした平均で、Max と Min は子の値のうち自分に最もよいものを取ります。
quiz-why-best = 最善手は { $moves } です：{ $why }
quiz-why-no-cutoff = { $label } は飛ばされません：探索はこれを評価します。
quiz-not-a-search = 演習 { $number } はチャレンジ（{ $kind }）で、学生が木を作るため、小テストのファイルでは出題できません。ページで出題するか、--kind を付けずにセットを作ってください。
quiz-no-tree = 演習 { $number } の木を読めません：{ $error }
