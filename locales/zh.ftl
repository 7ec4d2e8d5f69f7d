# Alpha-Beta Lab 的简体中文消息（译自 locales/en.ftl）。
#
# 格式见 en.ftl 的开头与 src/i18n/ftl.rs：每条消息为 key = 文本，{ $name } 处填入数值；
# 键名和 { $name } 变量与英文保持一致（可调整顺序），[alpha]、[leaf] 等选择键保持原样。
# 中文没有复数变化，只用 other。
# 术语依照中文教程（见 GLOSSARY.md）：Alpha-Beta剪枝、极小化极大算法、α剪枝/β剪枝、
# 极大节点/极小节点、叶子节点、根节点、博弈树、负极大值算法。
# 句中用中文标点（，。：（）），希腊字母 α、β，“−∞”“+∞”，数字、节点名和 max(...)/min(...)
# 公式保持原样；中文与拉丁字母、数字之间留一个空格。

## 每一步的讲解（src/engine/narrate.rs）

kind-max = 极大
kind-min = 极小
cut-alpha = α剪枝
cut-beta = β剪枝
leaf-name = 叶子节点 { $value }
leaf-name-labelled = 叶子节点 { $label }（{ $value }）
node-estimate = { $node }（{ $estimate }）
rule-no-cut-yet = 暂时还不会剪枝（{ $bound } = { $value }）
rule-prune = 若某个子节点的值 { $op } { $value }，就剪掉其余子节点
rule-prune-negamax = 若某个子节点的值取负后 { $op } { $value }，就剪掉其余子节点
skipped-leaves = 叶子节点 { $values }
skipped-count = { $count } 个叶子节点
skipped-subtree = 子树 { $label }（{ $inner }）
skipped-more = 另外 { $count } 个
list-separator = 、
list-last = { $init } 和 { $last }
enter-root-negamax-window = 从根节点 { $node }（轮到{ $side }方走）开始，α = { $alpha }，β = { $beta }。
enter-root-negamax = 从根节点 { $node }（轮到{ $side }方走）开始。
enter-negamax-window = 进入 { $node }（轮到{ $side }方走），α = { $alpha }，β = { $beta }：即 { $parent } 的窗口取负并交换。
enter-negamax = 进入 { $node }（轮到{ $side }方走），它是 { $parent } 的子节点。
enter-root-window = 从根节点 { $node }（{ $kind }节点）开始，α = { $alpha }，β = { $beta }。
enter-root = 从根节点 { $node }（{ $kind }节点）开始。
enter-window = 进入 { $node }（{ $kind }节点），从 { $parent } 继承 α = { $alpha } 和 β = { $beta }。
enter = 进入 { $node }（{ $kind }节点），它是 { $parent } 的子节点。
depth-limit = 深度限制使搜索停在 { $node }：用它的估值 { $value } 代替它的值。
depth-limit-negamax = 深度限制使搜索停在 { $node }：用它的估值 { $value } 代替它的值（轮到{ $side }方走）。
leaf-negamax = { $parent } 查看 { $node }：对在那里轮到走棋的{ $side }方而言，它的值为 { $value }。
leaf = { $parent } 查看 { $node }。
root-leaf = 根节点是叶子节点：它的值为 { $value }。
root-returns = { $node } 返回 { $value }。最优值为 { $value }。
root-returns-line = { $node } 返回 { $value }。最优值为 { $value }。选定的路线：{ $line }。
root-returns-negamax = { $node } 返回 { $value }。最优值为 { $value }，这是对{ $side }方（在根节点轮到走棋的一方）而言的值。
root-returns-negamax-line = { $node } 返回 { $value }。最优值为 { $value }，这是对{ $side }方（在根节点轮到走棋的一方）而言的值。选定的路线：{ $line }。
returns-to = { $node } 把 { $value } 返回给 { $parent }
returns-bound-to = { $node } 把 { $value }（一个界：{ $node } { $op } { $value }）返回给 { $parent }
gets-from = { $parent } 从 { $node } 得到 { $value }
which-is-for = { $clause }，对 { $parent } 而言是 { $seen }
return-sentence = { $clause }。
return-update = { $parent }：best = { $f }({ $prev }, { $seen }) = { $best }。
return-update-minimax = { $parent }：目前的值 = { $f }({ $prev }, { $seen }) = { $best }。
return-then = { $clause }。{ $update }
alpha-update = { $node }：α = max({ $old }, { $new }) = { $new }。
beta-update = { $node }：β = min({ $old }, { $new }) = { $new }。
test-stops = { $node }：β = { $beta } { $op } α = { $alpha }，所以 { $node } 停止搜索。
test-no-children = { $node }：β = { $beta } { $op } α = { $alpha }，所以 { $node } 本应停止搜索，但它已没有剩下的子节点。
test-no-cut = { $node }：β = { $beta } { $op } α = { $alpha }：{ $node } 处不剪枝。
test-strict-equal = { $node }：β = { $beta } = α = { $alpha }：按严格规则（仅当 α > β 时剪枝），{ $node } 继续搜索。
cutoff = 在 { $node } 处发生{ $cut ->
    [alpha] α剪枝
   *[beta] β剪枝
 }：{ $skipped } { $what ->
    [leaf] 永远不会被查看
    [leaves] 永远不会被查看
    [subtree] 永远不会被搜索
   *[subtrees] 永远不会被搜索
 }。
cutoff-cause = { $cutoff }{ $cause }
cause-negamax = 对在那里轮到走棋的一方而言，{ $node } 的值至少为 { $alpha }，但对手在更上层已经能把它压到 { $beta }，所以对局永远不会走到 { $node }。
cause-max = { $node } 的值至少为 { $alpha }，但极小方在更上层已经能把局面的值压到 { $beta }，所以极小方永远不会让对局走到 { $node }。
cause-min = { $node } 的值至多为 { $beta }，但极大方在更上层已经能得到 { $alpha }，所以极大方永远不会选择 { $node }。

## 正在使用的约定，用文字说明（页面的设置，`ablab`）

conventions-minimax = 极小化极大算法（不剪枝），{ $form }，{ $root }{ $depth }
conventions-alphabeta = Alpha-Beta剪枝，{ $form }，{ $root }，当 { $rule } 时剪枝，{ $fail }{ $depth }
root-is-max = 根节点为极大节点
root-is-min = 根节点为极小节点
fail-soft-words = fail-soft（节点返回它见到的最佳值）
fail-hard-words = fail-hard（极大节点返回 α，极小节点返回 β）
fail-hard-negamax-words = fail-hard（发生β剪枝时节点立即返回 β，否则返回 α）
form-maxmin-words = max/min 形式
form-negamax-words = 负极大值形式（每个节点都取最大值；值从轮到走棋的一方来看）
depth-limit-words = ，深度限制为 { $depth }（深度为 { $depth } 且有估值的节点按估值计分）

## 页面：标题栏、工具栏、控件、面板、抽屉、卡片、提示（src/app、src/model）
## 键以 `page-` 开头。


## 读取树与链接：记法、编辑、URL（src/engine/notation.rs、edit.rs、src/query.rs）
## 键以 `input-` 开头。


## 伪代码的注释与打印页（src/engine/pseudocode.rs、src/draw）
## 键以 `code-` 或 `sheet-` 开头。


## 命令行工具 ablab（src/cli.rs、src/cli/）
## 键以 `cli-` 开头。


## 游戏（井字棋、黑白棋）与练习（src/games、src/model、src/engine/practice 及其组件）
## 键以 `game-` 或 `practice-` 开头。
