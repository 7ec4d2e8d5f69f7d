# Alpha-Beta Lab 的简体中文消息（译自 locales/en.ftl）。
#
# 格式见 en.ftl 的开头与 src/i18n/ftl.rs：每条消息为 key = 文本，{ $name } 处填入数值；
# 键名和 { $name } 变量与英文保持一致（可调整顺序），[alpha]、[leaf] 等选择键保持原样。
# 中文没有复数变化，只用 other。
# 术语依照中文教程（见 GLOSSARY.md）：Alpha-Beta剪枝、极小化极大算法、α剪枝/β剪枝、
# 极大节点/极小节点、叶子节点、根节点、博弈树、负极大值算法。
# 句中用中文标点（，。：（）），希腊字母 α、β，“−∞”“+∞”，数字、节点名和 max(...)/min(...)
# 公式保持原样；中文与拉丁字母、数字之间留一个空格。

## 每一步的讲解（crates/teach/src/narrate.rs）

kind-max = 极大
kind-min = 极小
cut-alpha = α剪枝
cut-beta = β剪枝
leaf-name = 叶子节点 { $value }
leaf-name-labelled = 叶子节点 { $label }（{ $value }）
node-estimate = { $node }（{ $estimate }）
rule-no-cut-yet = 暂时还不会剪枝（{ $bound ->
    [alpha] α
    [beta] β
   *[other] { $bound }
 } = { $value }）
rule-prune = 若某个子节点的值 { $op } { $value }，就剪掉其余子节点
rule-prune-negamax = 若某个子节点的值取负后 { $op } { $value }，就剪掉其余子节点
skipped-leaves = 叶子节点 { $values }
skipped-count = { $count } 个叶子节点
skipped-subtree = 子树 { $label }（{ $inner }）
skipped-more = 另外 { $count } 个
list-separator = 、
list-last = { $init }、{ $last }
enter-root-negamax-window = 从根节点 { $node }（轮到{ $side }走）开始，α = { $alpha }，β = { $beta }。
enter-root-negamax = 从根节点 { $node }（轮到{ $side }走）开始。
enter-negamax-window = 进入 { $node }（轮到{ $side }走），α = { $alpha }，β = { $beta }：即 { $parent } 的窗口取负并交换。
enter-negamax = 进入 { $node }（轮到{ $side }走），它是 { $parent } 的子节点。
enter-root-window = 从根节点 { $node }（{ $kind }节点）开始，α = { $alpha }，β = { $beta }。
enter-root = 从根节点 { $node }（{ $kind }节点）开始。
enter-window = 进入 { $node }（{ $kind }节点），从 { $parent } 继承 α = { $alpha } 和 β = { $beta }。
enter = 进入 { $node }（{ $kind }节点），它是 { $parent } 的子节点。
depth-limit = 深度限制使搜索停在 { $node }：用它的估值 { $value } 代替它的值。
depth-limit-negamax = 深度限制使搜索停在 { $node }：用它的估值 { $value } 代替它的值（轮到{ $side }走）。
leaf-negamax = { $parent } 查看 { $node }：对在那里轮到走棋的{ $side }而言，它的值为 { $value }。
leaf = { $parent } 查看 { $node }。
root-leaf = 根节点是叶子节点：它的值为 { $value }。
root-returns = { $node } 返回 { $value }。最优值为 { $value }。
root-returns-line = { $node } 返回 { $value }。最优值为 { $value }。选定的路线：{ $line }。
root-returns-negamax = { $node } 返回 { $value }。最优值为 { $value }，这是对{ $side }（在根节点轮到走棋的一方）而言的值。
root-returns-negamax-line = { $node } 返回 { $value }。最优值为 { $value }，这是对{ $side }（在根节点轮到走棋的一方）而言的值。选定的路线：{ $line }。
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
    [leaf] 不会被查看
    [leaves] 不会被查看
    [subtree] 不会被搜索
   *[subtrees] 不会被搜索
 }{ $count ->
   *[other] {""}
 }。
cutoff-cause = { $cutoff }{ $cause }
cause-negamax = 对在那里轮到走棋的一方而言，{ $node } 的值至少为 { $alpha }，但对手在更上层已经能把它压到 { $beta }，所以对局永远不会走到 { $node }。
cause-max = { $node } 的值至少为 { $alpha }，但极小方在更上层已经能把局面的值压到 { $beta }，所以极小方永远不会让对局走到 { $node }。
cause-min = { $node } 的值至多为 { $beta }，但极大方在更上层已经能得到 { $alpha }，所以极大方永远不会选择 { $node }。

# Alpha-Beta剪枝之外的搜索（crates/teach/src/narrate/beyond.rs）：机会节点（期望极小化极大、Star1），
# 期望窗口、MTD(f) 与迭代加深的各轮搜索，PVS 的零窗口试探与重新搜索。
# 键以 `beyond-` 开头（页面本身的构建不含这些消息）。best 是变量名，保持原样。
beyond-kind-chance = 机会
beyond-rule-star = 一旦它的值确定 { $le } α 或 { $ge } β，就剪掉其余子节点（Star1）
beyond-rule-star-sum = 目前的和为 { $sum }；一旦它的值确定 { $le } α 或 { $ge } β，就剪掉其余子节点（Star1）
beyond-rule-chance = 不剪枝：没有叶子节点值的范围，每个子节点都起作用
beyond-rule-chance-sum = 目前的和为 { $sum }；不剪枝：没有叶子节点值的范围，每个子节点都起作用
beyond-skip = 在 { $node } 处发生{ $cut ->
    [alpha] α剪枝
   *[beta] β剪枝
 }（子节点按最佳优先的顺序搜索）：{ $child } 不会被搜索。
beyond-pass-ends = { $node } 返回 { $value }：这一轮搜索结束。
beyond-probe-returns = 对 { $node } 的试探返回 { $value }：这只是一个界，对 { $parent } 而言 { $node } { $op } { $seen }。{ $parent }：best = { $f }({ $prev }, { $seen }) = { $best }。
beyond-iteration-first = 第 { $pass } 次迭代：从根节点搜索到深度 { $depth }（那里有估值的节点按估值计分）。
beyond-iteration = 第 { $pass } 次迭代：从根节点搜索到深度 { $depth }（那里有估值的节点按估值计分），每个节点的子节点按第 { $previous } 次迭代的值以最佳优先排序。
beyond-mtdf-whole = 第 { $pass } 轮：用整个窗口（α = { $alpha }，β = { $beta }）搜索一次即可确定值。
beyond-mtdf-pass = MTD(f) 的第 { $pass } 轮：零窗口搜索，α = { $alpha }，β = { $beta }，两者之间没有任何值：它只问根节点的值是否至少为 { $beta }。
beyond-aspiration-first = 第 1 轮，期望窗口：以 α = { $alpha }、β = { $beta } 从根节点搜索，假定值落在两者之间。
beyond-aspiration-again = 第 { $pass } 轮：假设不成立，于是把窗口向{ $side ->
    [below] 下
   *[above] 上
 }放开，重新搜索：α = { $alpha }，β = { $beta }。
beyond-proved-inside = { $value } 落在窗口 ({ $alpha }, { $beta }) 之内，所以它就是根节点的值：不需要第 2 轮。
beyond-bounds-meet = 上下界重合：值为 { $value }。
beyond-pass-settles = 第 { $pass } 轮返回 { $value }，落在窗口 ({ $alpha }, { $beta }) 之内，所以它就是根节点的值。
beyond-chosen-line = 选定的路线：{ $line }。
beyond-fail-low = 根节点返回 { $value } { $op } α = { $alpha }：fail-low，所以值至多为 { $value }。
beyond-fail-high = 根节点返回 { $value } { $op } β = { $beta }：fail-high，所以值至少为 { $value }。
beyond-so-far = 目前：{ $lower } { $op } 值 { $op } { $upper }。
beyond-sentences = { $first }{ $second }
beyond-probe-max = { $parent } 用零窗口试探 { $node }（α = { $alpha }，β = { $beta }，从 { $node } 来看）：它只问对 { $parent } 而言 { $node } 的值是否大于 { $bound }；若不是，{ $parent } 立即结束对它的搜索。
beyond-probe-min = { $parent } 用零窗口试探 { $node }（α = { $alpha }，β = { $beta }，从 { $node } 来看）：它只问 { $node } 的值是否小于 { $bound }；若不是，{ $parent } 立即结束对它的搜索。
beyond-research = 试探 fail-high：{ $node } 的值比 { $parent } 已有的{ $better ->
    [more] 更大
   *[less] 更小
 }，所以 { $parent } 用它完整的窗口 α = { $alpha }，β = { $beta } 重新搜索它（第 { $count } 次重新搜索）。
beyond-research-negamax = 试探 fail-high：{ $node } 的值比 { $parent } 已有的更大，所以 { $parent } 用它完整的窗口 α = { $alpha }，β = { $beta }（从 { $node } 来看）重新搜索它（第 { $count } 次重新搜索）。
beyond-enter-window = 进入 { $node }（{ $kind }节点），α = { $alpha }，β = { $beta }。
beyond-enter-star = 进入 { $node }（{ $kind }节点），α = { $alpha }，β = { $beta }：这是 Star1 给它的窗口，一旦确定 { $node } 的值落在它自己窗口的哪一侧，{ $parent } 就可以停止。
beyond-enter-chance = 进入 { $node }（{ $kind }节点），α = { $alpha }，β = { $beta }：在机会节点之下，没有叶子节点值的范围就什么也剪不掉。
beyond-chance-takes-leaf = { $parent } 以概率 { $probability } 计入 { $node }。
beyond-chance-takes = { $node } 把 { $value } 返回给 { $parent }，{ $parent } 以概率 { $probability } 计入它。
beyond-sum-step = { $node }：和 = { $old } + { $probability } × { $value } = { $sum }。
beyond-sum = { $node }：和 = { $sum }。
beyond-star = 无论其余子节点的值是多少，{ $node } 的值都在 { $lower } 和 { $upper } 之间。
beyond-star-bounds = 无论其余子节点的值是多少（每个叶子节点都在 { $lo }..{ $hi } 之内），{ $node } 的值都在 { $lower } 和 { $upper } 之间。
beyond-chance-no-cutoff = { $node }：不剪枝。
beyond-chance-low-stops = { $node }：至多 { $upper } { $op } α = { $alpha }，所以 { $node } 停止搜索：上方的极大方有更好的选择。
beyond-chance-low-done = { $node }：至多 { $upper } { $op } α = { $alpha }，所以 { $node } 到此结束（它已没有剩下的子节点），它的值是一个界：上方的极大方有更好的选择。
beyond-chance-high-stops = { $node }：至少 { $lower } { $op } β = { $beta }，所以 { $node } 停止搜索：上方的极小方有更好的选择。
beyond-chance-high-done = { $node }：至少 { $lower } { $op } β = { $beta }，所以 { $node } 到此结束（它已没有剩下的子节点），它的值是一个界：上方的极小方有更好的选择。
beyond-chance-unsettled = { $node }：在 { $lower } 和 { $upper } 之间，α = { $alpha } 和 β = { $beta } 无法确定：不剪枝。
beyond-root-cut = 在 { $node } 处发生{ $cut ->
    [alpha] α剪枝
   *[beta] β剪枝
 }：{ $skipped } 不会被搜索{ $count ->
   *[other] { "" }
 }：{ $bound }，而这一轮要问的也只有这一点。
beyond-root-at-least = 根节点的值至少为 { $value } { $op } β = { $beta }
beyond-root-at-most = 根节点的值至多为 { $value } { $op } α = { $alpha }
beyond-root-outside = 根节点的值在这一轮的窗口之外
beyond-star-cut-max = 在 { $node } 处发生 Star1 剪枝：{ $skipped } 不会被搜索{ $count ->
   *[other] { "" }
 }：无论它们的值是多少，{ $node } 的值至多为 { $upper }，而极大方在更上层已经能得到 { $alpha }。
beyond-star-cut-min = 在 { $node } 处发生 Star1 剪枝：{ $skipped } 不会被搜索{ $count ->
   *[other] { "" }
 }：无论它们的值是多少，{ $node } 的值至少为 { $lower }，而极小方在更上层已经能把局面的值压到 { $beta }。
beyond-star-cut = 在 { $node } 处发生 Star1 剪枝：{ $skipped } 不会被搜索{ $count ->
   *[other] { "" }
 }。

## 正在使用的约定，用文字说明（页面的设置，`ablab`）

conventions-minimax = 极小化极大算法（不剪枝），{ $form }，{ $root }{ $depth }
conventions-alphabeta = Alpha-Beta剪枝，{ $form }，{ $root }，当 { $rule } 时剪枝，{ $fail }{ $depth }
# 约定一行中的剪枝条件：$rule 为 ge（α ≥ β）或 gt（α > β）；ablab 的输出中带 -plain。
rule-words = { $rule ->
    [gt] α > β
    [gt-plain] α > β
   *[other] α ≥ β
 }
root-is-max = 根节点为极大节点
root-is-min = 根节点为极小节点
fail-soft-words = fail-soft（节点返回它见到的最佳值）
fail-hard-words = fail-hard（极大节点返回 α，极小节点返回 β）
fail-hard-negamax-words = fail-hard（发生β剪枝时节点立即返回 β，否则返回 α）
form-maxmin-words = 极大极小形式
form-negamax-words = 负极大值形式（每个节点都取最大值；值从轮到走棋的一方来看）
depth-limit-words = ，深度限制为 { $depth }（深度为 { $depth } 且有估值的节点按估值计分）

# Alpha-Beta剪枝之外的搜索，以及它们的窗口与界（`beyond-` 键，同上）。
beyond-conventions-pvs = PVS（NegaScout：第一个子节点用给定的窗口，其余用零窗口，fail-high 时重新搜索），{ $form }，{ $root }，当 { $rule } 时剪枝，{ $fail }{ $depth }
beyond-conventions-mtdf = MTD(f)（反复进行零窗口的 Alpha-Beta剪枝搜索，直到证明的上下界重合），{ $form }，{ $root }，当 { $rule } 时剪枝，{ $fail }{ $depth }
beyond-conventions-iterative = 迭代加深（用 Alpha-Beta剪枝依次搜索到深度 1、2……，子节点按上一次迭代的值以最佳优先排序），{ $form }，{ $root }，当 { $rule } 时剪枝，{ $fail }{ $depth }
beyond-window-words = ，期望窗口 ({ $lo }, { $hi })（落在窗口外时向那一侧放开，重新搜索）
beyond-bounds-words = ，叶子节点的值在 { $lo }..{ $hi } 之内（Star1 在机会节点处也能剪枝）
beyond-chance-legend = 虚线圆表示机会节点：它的值是各子节点的值按其边上的概率加权的平均值。
beyond-legend-chance = 机会节点：取各子节点的值按其边上的概率加权的平均值


## 页面：标题栏、工具栏、控件、面板、抽屉、卡片、提示（src/app、src/model）
## 键以 `page-` 开头。

page-preset-binary = 二叉树（教程 A）
page-preset-aima = AIMA 图 5.2
page-preset-uneven = 4 层，分支数不均
page-preset-estimates = 带估值（试试深度限制）
page-preset-chance = 机会节点：掷骰子（Russell & Norvig）
page-type-a-number = 输入一个数，例如 7 或 -2.5
page-not-a-value = “{ $text }”：{ $why }
page-link-tree-unreadable = 无法读取链接中的树（{ $why }）；改为显示默认的树。链接的文本在“记法…”中，错误处已标出。
page-problem-separator = ；
page-link-also-ignored = { $notice }另外：{ $problems }。
page-link-ignored = 链接中有部分内容被忽略了：{ $problems }。
page-link-over-saved = 链接显示的树或规则与你在这个浏览器中的作品不同。你的作品已保留：“撤销”可以找回它；在你修改当前这棵树之前，它会一直保存在这里。
page-save-refused = 这个浏览器不允许页面保存你的作品（存储空间已满或被关闭，例如在隐私窗口中），所以关闭或重新加载页面会丢失它。要保留它，请复制“分享与导出”中的链接，或“记法”中的文本。
page-saved-no-tree = 其中没有树
page-saved-unreadable = 无法读取保存在这个浏览器中的树（{ $why }）。它已被另存（在 { $key } 下），现在显示的是{ $shown ->
    [link] 链接中的
   *[default] 默认的
 }树。
page-notice-then = { $before }{ $text }
page-notation-file-head = 一棵 Alpha-Beta Lab 的树：把这段文本粘贴到页面上的“记法…”中，或者运行 `ablab solve - < this-file`。
page-notation-file-conventions = 保存时的约定：{ $conventions }。
page-title = Alpha-Beta Lab
page-tagline = 一步一步演示极小化极大算法与 Alpha-Beta剪枝。
page-modes = 显示内容
page-mode-trees = 树
page-mode-tictactoe = 井字棋
page-mode-othello = 黑白棋
page-mode-practice = 练习
page-tree-menu = 树
page-your-tree = 你的树
page-dismiss = 关闭
page-theme = 主题
page-theme-auto = ◐ 自动
page-theme-light = ☀ 浅色
page-theme-dark = ☾ 深色
page-toolbar = 树工具
page-undo = ↶ 撤销
page-solution-replaced = “树”标签页中的树已换成练习的树；“撤销”可以换回原来的树。
page-undo-title = 撤销上一次编辑（Ctrl+Z）
page-redo = ↷ 重做
page-redo-title = 重做（Ctrl+Y 或 Ctrl+Shift+Z）
page-random = 随机树…
page-random-title = 由种子生成一棵随机树
page-notation = 记法…
page-notation-title = 以文本形式查看、编辑或粘贴这棵树
page-export = 分享与导出…
page-export-title = 当前视图的链接；SVG 和 PNG 文件；可打印的练习页
page-zoom = 缩放
page-zoom-out = 缩小
page-zoom-in = 放大
page-zoom-level = { $percent }%
page-fit = 适合窗口
page-fit-title = 显示整棵树
page-tree-size = { $nodes } 个节点，{ $leaves } 个叶子节点
page-replay = 回放
page-first-step = 第一步（Home）
page-step-back = 后退一步（左方向键）
page-play-title = 播放或暂停（空格键）
page-step-forward = 前进一步（右方向键）
page-last-step = 最后一步（End）
page-play = 播放
page-pause = 暂停
page-step = 步骤
page-step-counter = { $step } / { $steps }
page-code = 代码
page-code-title = 显示或隐藏伪代码
page-present = 演示
page-present-title = 向全班演示：树和讲解以大字占满屏幕（P；Esc 退出）
page-predict = 预测
page-predict-title = 在每个起决定作用的步骤之前，先猜猜会发生什么
page-speed = 速度
page-steps-per-second = { $rate } 步/秒
page-pseudocode = 伪代码
page-hide-code = 隐藏伪代码
page-code-not-started = 尚未开始：第一步会对根节点调用函数。
page-compare = 极小化极大算法与 Alpha-Beta剪枝对比
page-alphabeta = Alpha-Beta剪枝
page-minimax = 极小化极大算法
page-nodes-visited = 访问的节点
page-leaves-evaluated = 评估的叶子节点
page-mark-skipped = 标出 Alpha-Beta剪枝跳过的部分
page-mark-skipped-title = 在每一步都圈出 Alpha-Beta剪枝从不访问、而极小化极大算法会访问的节点
page-skipped = 跳过了 { $count } 个节点
page-order-children = 子节点排序
page-best-first = 最好的在前
page-best-first-title = 把每个节点的子节点按对走棋一方最好的在前排序
page-worst-first = 最差的在前
page-worst-first-title = 把每个节点的子节点按最差的在前排序
page-order-note = 或者点击一个节点并移动它
page-knuth-moore = 均匀树，b = { $b }，d = { $d }：Alpha-Beta剪枝最少评估 b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = { $best } 个叶子节点（完美排序，Knuth 和 Moore），最多评估 b^d = { $worst } 个。当前排序：{ $now }。
page-legend = 图例
page-legend-max = 极大节点：取子节点中最大的值
page-legend-min = 极小节点：取最小的值
page-legend-leaf = 叶子节点（点击编辑）
page-legend-pruned = 已剪枝：不会被搜索
page-legend-line = 粗线：选定的路线
page-legend-negamax = 负极大值形式：每个节点都取最大值，节点上的数（它的值、α 和 β）都是从在该节点轮到走棋的一方来看的。叶子节点的值按极大方写出；轮到极小方走棋的叶子节点按其值的相反数计。每次剪枝都是β剪枝。
page-legend-depth-limit = 灰色的节点位于深度限制以下：搜索在它们上方停止，并使用停止处那个节点的估值 <v>。
page-legend-bounds = ≥ 6 / ≤ 2：这是一个界，而不是确切的值。β剪枝发生在极大节点（其值达到 β）；α剪枝发生在极小节点（其值降到 α）。有些教材的叫法正好相反。
page-step-zero = 第 0 步：尚未搜索任何节点。按 ▶ 进入根节点。
page-path = 从根节点到当前节点的路径
page-path-window = { " " }{ $kind } · α { $alpha } · β { $beta }
page-path-kind = { " " }{ $kind }
page-path-rule = { " " }— { $rule }
page-predict-cut = 剪枝
page-predict-no-cut = 不剪枝
page-predict-value = 它返回的值
page-predict-value-placeholder = 输入值后按 Enter
page-predict-tally = 预测：{ $answered } 次中猜对 { $right } 次
# The live lecture (`ablab serve`): the lecturer's panel and the student's view.
page-live = 直播
page-live-title = 开始直播课堂：学生在自己的设备上跟随这棵树并回答问题
page-live-panel = 直播课堂
page-live-no-server = 直播课堂需要本程序自带的服务器 ablab serve：用 bash scripts/serve.sh 启动页面（见 docs/live.md）。
page-live-connecting = 正在连接服务器…
page-live-reconnecting = 连接已断开，正在重新连接…
page-live-join-at = 在 { $link } 输入以下代码加入
page-live-qr = 加入链接的二维码
page-live-students = 已加入 { $count } 人
page-live-ask = 向全班提问
page-live-ask-title = 把“预测”在这一步提出的问题发给全班
page-live-no-question = 这一步没有问题：请前进到剪枝判断或返回值的步骤。
page-live-answered = 已回答 { $count } 人
page-live-votes = 显示投票
page-live-revote = 再投一次
page-live-reveal = 揭晓答案
page-live-results = 结果（CSV）
page-live-results-caption = 课堂 { $code } 的结果：每名学生每个问题一行（与 CSV 相同）
page-live-results-question = 问题
page-live-results-student = 学生
page-live-end = 结束课堂
page-live-hide = 隐藏
page-live-round = 第 { $round } 轮
page-live-right = 正确答案
page-live-join-heading = 加入直播课堂
page-live-code = 代码
page-live-name = 你的名字（可选）
page-live-join = 加入
page-live-in = 直播课堂 { $code }
page-live-follow = 跟随
page-live-follow-title = 回到讲师的步骤，并继续跟随
page-live-following = 正在跟随讲师
page-live-send = 发送
page-live-received = 已收到：{ $choice }
page-live-waiting = 请等待讲师的问题。
page-live-shown = 投票已完成：请讨论，然后等待讲师。
page-live-verdict-right = 答对了！
page-live-verdict-wrong = 答错了：答案是 { $answer }。
page-live-bad-code = “{ $code }”不是加入代码：应为 6 个字母和数字，例如 4KX9PT。
page-live-no-session = 没有使用此代码的课堂（可能已经结束）。
page-live-too-many = 错误的代码太多：请等待 { $seconds } 秒后再试。
page-live-refused-malformed = 服务器无法读取这条消息（{ $detail }）。
page-live-refused-too-large = 这条消息对服务器来说太大了（{ $bytes } 字节）。
page-live-refused-invalid = 服务器拒绝了字段 { $field }：{ $detail }。
page-live-refused-not-lecturer = 只有开始本课堂的教师才能这样做。
page-live-refused-not-in-session = 请先加入或开始一个课堂。
page-live-refused-closed = 这一轮已经结束：答案没有计入。
page-live-refused-too-fast = 消息太多：服务器每秒只接受 { $count } 条，其余的会被延后。
page-live-refused-unstored = 服务器无法保存：没有计入任何内容。请再试一次。
page-live-refused-too-many-sessions = 从此地址开始的课堂太多：请等待 { $seconds } 秒。
page-live-refused-full = 本课堂的学生人数已满。
page-result = 结果
page-root-value = 根节点的值
page-best-move = 最佳走法
page-changes = 自上次修改以来，{ $which ->
    [both] 新被剪掉的：{ $pruned }；不再被剪掉的：{ $searched }
    [pruned] 新被剪掉的：{ $pruned }
   *[searched] 不再被剪掉的：{ $searched }
 }。
page-plain-minimax = （普通极小化极大算法：{ $evaluated } / { $leaves }）
page-minimax-every-leaf = （极小化极大算法评估每一个叶子节点）
page-evaluated-in-all = { " " }（目前）· 最终 { $evaluated } / { $leaves }
page-leaves-pruned = 被剪掉的叶子节点
page-pruned-in-all = { " " }（目前）· 最终 { $pruned }
page-conventions = 约定
page-set-root = 根节点
page-set-max = 极大
page-set-min = 极小
page-set-search = 搜索
page-set-rule = 剪枝条件
page-set-returns = 返回
page-set-fail-soft = Fail-soft
page-set-fail-hard = Fail-hard
page-set-form = 形式
page-set-maxmin = 极大极小
page-set-negamax = 负极大值
page-set-depth-limit = 深度限制
page-set-no-limit = 无
page-depth-warning = 注意：{ $warning }。在此之前，搜索会继续在它下方进行。
page-showing = 当前显示：{ $conventions }
page-text-error = 第 { $line } 行，第 { $column } 列：{ $message }
page-text-last-valid = 显示的是最后一棵有效的树。
page-notation-panel = 记法
page-notation-help = 用嵌套列表表示树：数是叶子节点，列表是节点；标签写作 B[...] 或 x:3；估值写作 <4>[...]
page-copy-link = 复制链接
page-copied = 已复制
page-copy-selected = 已选中：请按 Ctrl+C
page-sheet-writer-unloaded = 无法加载页面中绘制打印页的部分（网络是否断开了？）
page-no-sheet = 没有生成打印页：{ $why }。请再试一次。
page-game-unloaded = 无法加载游戏：页面在第一次打开游戏标签页时才下载它，而网络没有响应。请再次打开该标签页以重试。
page-practice-unloaded = 无法加载练习：页面在第一次打开“练习”标签页时才下载它，而网络没有响应。请再次打开该标签页以重试。
page-live-unloaded = 无法加载直播课堂：页面在第一次按下“直播”时才下载它，而网络没有响应。请再次按下“直播”以重试。
page-card-leaf = 叶子节点 { $label }
page-card-node = 节点 { $label }（{ $kind }）
page-card-value = 值
page-card-value-hint = Enter：确定 · Esc：关闭
page-card-estimate = 估值
page-card-estimate-hint = 用于深度限制；留空：无
page-close = 关闭
page-card-label = 标签
page-card-label-default = 默认
page-move-left = ◀ 左移
page-move-right = 右移 ▶
page-add-child = + 子节点
page-add-sibling = + 兄弟节点
page-delete = 删除
page-expand-subtree = 展开子树
page-collapse-subtree = 折叠子树
page-share = 分享与导出
page-share-link = 当前视图的链接
page-notation-file = 记法文件
page-notation-file-title = 以文本形式保存这棵树，粘贴到“记法…”中即可再次打开
page-worksheet = 练习页
page-answer-key = 答案
page-this-step = 当前步骤
page-png = PNG（2×，用于幻灯片）
# The LaTeX file: the worksheet, the answer key and this step, as TikZ pictures.
page-latex = 练习页、答案和当前步骤
page-print = 打印
page-folded = 已绘制 { $count } 个节点中的 { $drawn } 个；三角形表示折叠的子树（点击可展开一层）。
page-expand-all = 绘制所有节点
page-all-drawn = 已绘制全部 { $count } 个节点。
page-collapse-big = 折叠大的子树
page-tree-area = 博弈树
page-tree-canvas = 正在搜索的博弈树
page-random-panel = 随机树
page-random-depth = 深度
page-random-children-from = 子节点数从
page-random-to = 到
page-random-values-from = 值从
page-random-seed = 种子
page-reseed = 新种子
page-reseed-title = 换一个新种子
page-make-random = 生成树
page-random-note = 相同的数值和种子总是生成相同的树。
page-random-not-whole = { $field ->
    [depth] 深度
    [min-children] 最少子节点数
    [max-children] 最多子节点数
    [min-value] 最小值
    [max-value] 最大值
   *[seed] 种子
 }：“{ $text }”不是整数
page-random-out-of-range = { $field ->
    [depth] 深度
    [min-children] 最少子节点数
    [max-children] 最多子节点数
    [min-value] 最小值
    [max-value] 最大值
   *[seed] 种子
 }：{ $value } 超出范围
page-random-too-wide = { $field ->
    [min-value] 最小值
   *[max-value] 最大值
 }：超出范围
page-random-seed-range = 种子：从 0 开始的整数


## 读取树与链接：记法、编辑、URL（crates/teach/src/words.rs、crates/query）
## 键以 `input-` 开头。

input-error-at = 第 { $line } 行，第 { $column } 列：{ $message }
input-label-empty = 标签不能为空
input-label-start = 标签必须以字母开头，而不是“{ $char }”
input-label-chars = 标签只能包含字母、数字、_ 和 '，不能包含“{ $char }”
input-label-too-long = 标签太长：最多 { $max } 个字符
input-label-number = “{ $label }”不能作为标签：它会被读成一个数
input-empty-tree = 树是空的：请写一个列表，例如 [[3,5],[6,9]]
input-after-end = 树结束之后出现了意外的{ $what }（是不是有括号过早闭合了？）
input-end-of-text = 文本结尾
input-character = 字符 { $char }
input-too-many-nodes = 节点太多：一棵树最多只能有 { $max } 个节点
input-too-deep = 太深：根节点以下最多只能有 { $max } 层
input-estimate-needs-list = 估值 <v> 属于内部节点：它后面应该是“[”，却遇到了{ $what }
input-expected-node = 应为一个数或“[”，却遇到了{ $what }
input-estimate-unclosed = 应为“>”来闭合第 { $column } 列开始的估值，却遇到了{ $what }
input-label-infinite = 不允许使用“{ $name }”：叶子节点的值必须是有限的数
input-expected-after-label = 标签“{ $name }”之后应为“[”、“(”或“:”，却遇到了{ $what }
input-not-a-number = “{ $text }”不是有效的{ $what ->
    [estimate] 估值
   *[leaf] 叶子节点值
 }：{ $why }
input-empty-list = 空列表：节点至少需要一个子节点（叶子节点请写一个数）
input-wrong-closer = 应为“{ $close }”来闭合第 { $line } 行第 { $column } 列的“{ $open }”，却遇到了{ $what }
input-never-closed = 第 { $line } 行第 { $column } 列的“{ $open }”始终没有闭合：缺少“{ $close }”
input-comma-first = “,”之前应为一个数或“[”
input-two-commas = 连续出现两个逗号：应为一个数或“[”
input-no-node = 没有节点 { $node }
input-no-such-node = 没有这个节点
input-edit-too-many = 树的节点会超过 { $max } 个
input-edit-too-deep = 树的深度不能超过 { $max } 层
input-root-no-siblings = 根节点没有兄弟节点：请改为添加子节点
input-root-undeletable = 根节点不能删除
input-only-child = { $node } 是 { $parent } 唯一的子节点：请改为删除 { $parent }，或者先添加一个兄弟节点
input-label-taken = { $label } 已经是另一个节点的标签
input-not-number = 应为一个数，例如 7、-3 或 4.99
input-too-precise = 位数太多：值最多保留 18 位有效数字和 18 位小数
input-too-large = 数太大：值必须在大约 ±10^18 以内
input-no-estimate = 深度限制 { $limit } 使搜索停在 { $node }，但它没有估值{ $others ->
    [0] { "" }
   *[other] （深度 { $limit } 上另有 { $others } 个节点也没有）
 }：请在它的列表前写上 <值>，例如 <4>[...]
input-long-link = 这个链接长 { $length } 个字符，而很多服务器会拒绝超过 { $limit } 个字符的链接：它可能打不开。请改为以文件形式分享这棵树：“记法文件”会下载它，把它的文本粘贴到“记法…”中即可再次打开。
input-bad-parameter = { $key }={ $value } 不是 { $allowed } 之一
input-bad-pair = { $key }={ $value }：{ $why }
input-unknown-parameter = 未知参数“{ $key }”
input-random-depth = 深度：最多 { $max } 层
input-random-branching = 分支数：最小值必须至少为 1，且不超过最大值
input-random-children = 分支数：最多 { $max } 个子节点
input-random-values = 值：最小值不能超过最大值
input-random-value-range = 值：必须在 ±999,999,999,999 以内
input-random-too-big = 太大：最多可能有 { $count } 个节点，超过了 { $max } 个；请减小深度或分支数

# 页面本身的构建不读取的符号与概率（input-not-in-page 的 $what）。
input-beyond-chance-needs-list = “~”表示机会节点：其后应紧跟“[”，却遇到了{ $what }
input-beyond-not-a-probability = “{ $text }”不是概率：{ $why }
input-beyond-fraction = 分数由两个整数组成，第二个大于 0，例如 1/3
input-beyond-probability-range = 概率必须大于 0 且至多为 1，不能是 { $probability }
input-beyond-probability-outside = 概率 p@ 只能写在机会节点的子节点前，例如 ~[0.5@3, 0.5@7]
input-beyond-probability-missing = 机会节点的这个子节点没有概率：要么给每个子节点都写上（p@子节点），要么都不写，表示它们等可能
input-beyond-probability-sum = 这个机会节点的子节点的概率之和为 { $total }，而不是 1（与 1 的差至多为 1e-9）
input-beyond-probability-sum-huge = 这个机会节点的子节点的概率之和过大，不是 1（与 1 的差至多为 1e-9）
input-beyond-means-too-precise = 要精确保存这个机会节点的期望值，需要超过 { $digits } 位数字：请减少小数位数，或使用更简单的概率
input-beyond-edit-means = 机会节点的期望值将需要比本程序能保存的更多的位数
# input-beyond-negamax-alternate 的 $why；$kind 为 kind-max 或 kind-min。
input-beyond-same-kind = { $node } 是{ $kind }节点，却位于{ $kind }节点 { $parent } 之下
input-beyond-is-chance = { $node } 是机会节点
input-beyond-negamax-alternate = 负极大值形式要求极大与极小交替，但 { $why }：请使用极大极小形式
# $algorithm 是 `--algorithm` 所用的名称（mtdf、iterative、minimax）。
input-beyond-window-algorithm = 期望窗口只用于 alphabeta 或 pvs，不能用于 { $algorithm }
input-beyond-window-empty = 窗口 { $lo }..{ $hi } 是空的：下端必须小于上端
input-beyond-bounds-empty = 范围 { $lo }..{ $hi } 是空的：下限必须不大于上限
# input-beyond-bounds-outside 的 $why。
input-beyond-leaf-outside = 叶子节点 { $node } 的值为 { $value }，超出了范围 { $lo }..{ $hi }
input-beyond-estimate-outside = { $node } 的估值为 { $value }，超出了范围 { $lo }..{ $hi }
input-beyond-bounds-outside = 叶子节点值的范围必须包含所有的值，但 { $why }
input-beyond-mtdf-hard = MTD(f) 需要 fail-soft：fail-hard 的一轮搜索只能说明值在窗口的哪一侧，所以每轮只能前进一步
input-beyond-iteration-no-estimate = 迭代加深的第 { $depth } 次迭代无法停在深度 { $depth }，因为那里的 { $node } 没有估值（页面上的搜索会继续向下）：请在它的列表前写上 <值>，例如 <4>[...]


## 伪代码的注释与打印页（crates/teach/src/pseudocode.rs、src/draw）
## 键以 `code-` 或 `sheet-` 开头。

# 只有 *[other] 的选择表示一个数量：中文没有复数变化，直接写一句即可。

# 代码面板的标题：代码依照哪个教程。
code-title-minimax = 极小化极大算法
code-title-alphabeta-soft = Alpha-Beta剪枝，fail-soft（二叉树教程）
code-title-alphabeta-hard = Alpha-Beta剪枝，fail-hard（图解教程）
code-title-negamax-soft = 负极大值 Alpha-Beta剪枝，fail-soft
code-title-negamax-hard = 负极大值 Alpha-Beta剪枝，fail-hard（黑白棋教程）
code-title-negamax = 负极大值算法（不剪枝）
# 代码中叶子节点那一行是伪代码，与其余各行（保持原样）一致，不超过 36 个字符。
code-leaf = if leaf: return value(node)
code-leaf-limit = if leaf or at limit: return value
code-leaf-negamax = if leaf: return value  # 对走棋方
code-leaf-negamax-limit = if leaf or at limit: return ±value
# 剪枝处 `break` 之后的注释（“# ”之后）：要短。
code-comment-cut = { $cut ->
    [alpha] α剪枝
   *[beta] β剪枝
 }
# 代码旁的实时值：子节点向上返回的值，以及根节点自己的返回值。
code-live-returned = { $node } 返回了 { $value }
code-live-returns = 返回 { $value }

# 打印页的标题，写在树的下方，也是文档的 <title>。
sheet-title-worksheet = Alpha-Beta剪枝练习
sheet-title-answer-key = Alpha-Beta剪枝练习答案
sheet-title-step = Alpha-Beta剪枝，逐步演示
# 练习页的说明，以及写姓名的一行。
sheet-worksheet-alphabeta = 练习：求出每个节点的值，并划掉 Alpha-Beta剪枝时被剪掉的部分。
sheet-worksheet-minimax = 练习：求出每个节点的值。
sheet-name = 姓名：
# $rules：用文字说明的约定（见 conventions-alphabeta）。
sheet-rules = 规则：{ $rules }。
sheet-answer-key = 答案：根节点的值为 { $value }，{ $leaves } 个叶子节点中评估了 { $evaluated } 个。{ $rules }。
# 逐步演示页的说明：第几步，然后是这一步的讲解（$now）。
sheet-step = 第 { $step } 步，共 { $count } 步。{ $now }
sheet-nothing-yet = 还没有搜索任何节点。
# A worksheet's legend: each shape the tree draws, and its name.
sheet-legend-max = 极大节点
sheet-legend-min = 极小节点
sheet-legend-chance = 机会节点
# The comments of a sheet written as LaTeX (ablab export --format tex; the page's LaTeX file).
tex-made = 由 Alpha-Beta Lab 生成。可直接用 pdflatex 编译，只需要 tikz 宏包。
tex-paste = 每幅图位于两行“% ---”之间：可粘贴到任何加载了 TikZ 的文档中。
tex-scale = scale={ $scale } 适合 { $width } cm 宽的正文；请按你的文档调整。
tex-picture-start = --- { $title }：图从这里开始 ---
tex-picture-end = --- 图到此结束 ---
tex-set-page = { $title } — 第 { $number } 题（共 { $count } 题）：{ $sheet }
tex-set-untitled = 练习题
# $language: the page's language, which pdflatex cannot typeset without CJK packages.
tex-in-english = 没有 CJK 宏包，pdflatex 无法排版{ $language }，因此页面上的文字为英文。其{ $language }原文如下：
# 无法根据某个视图的链接绘制打印页的原因。
sheet-link-problem = 无法根据链接绘制：{ $problem }
sheet-link-bad-tree = 无法读取链接中的树：{ $error }
sheet-link-no-tree = 链接中没有树
# 节点的剪枝标签，画在 52 像素宽的框里：要同样短。
sheet-cut-tag = { $cut ->
    [alpha] α剪枝
   *[beta] β剪枝
 }
# 剪枝标签的提示文字。
sheet-cut-title = 其余子节点被跳过
# 折叠节点的提示文字。
sheet-marker-title = 已折叠：{ $count } 个节点；点击展开一层
# 节点的无障碍名称，供读屏软件朗读：各部分用 sheet-aria-separator 连接。
# 括号中的文字不画出来；其余文字与图中写的一致，用户可以用语音说出它们来点击节点。
sheet-aria-separator = ，
sheet-aria-node = { $kind ->
    [max] 极大节点
    [min] 极小节点
    [chance] 机会节点
   *[leaf] 叶子节点
 } { $label }
sheet-aria-value = （值）{ $value }
sheet-aria-at-least = （至少）{ $value }
sheet-aria-at-most = （至多）{ $value }
sheet-aria-window = α { $alpha }，β { $beta }
sheet-aria-window-hidden = （α { $alpha }，β { $beta }）
# $cut：标签的名称（sheet-cut-tag）或徽标的名称（sheet-aria-cut-badge）；$title：sheet-cut-title。
sheet-aria-cut = { $cut }：{ $title }
sheet-aria-cut-badge = { $cut ->
    [alpha] α（剪枝）
   *[beta] β（剪枝）
 }
# $count：折叠隐藏的节点数，与图中一致；$title：sheet-marker-title。
sheet-aria-folded = { $count }，{ $title }
# 机会节点的子节点的概率，与边上写的一致（`0.25`、`1/3`）：它画在边上而不是节点里，所以整个放在括号中。
beyond-aria-probability = （概率 { $probability }）
sheet-aria-state = { $state ->
    [unvisited] 尚未搜索
    [current] 正在搜索
    [open] 已进入，在当前路径上
    [done] 已搜索
   *[pruned] 未搜索（已剪枝）
 }。按 Enter 键{ $kind ->
    [leaf] 修改它
   *[other] 移动它或给它一个估值
 }。

# Alpha-Beta剪枝之外的搜索（`code-beyond-` 键：页面本身的构建不含这些消息）。
code-beyond-title-pvs = 主变例搜索（PVS，NegaScout）
code-beyond-title-mtdf = MTD(f)
code-beyond-title-iterative = 迭代加深
# 标题及代码在其上添加的内容：$search 是搜索的标题（上面的标题或 code-title-*）。
code-beyond-title-aspiration = { $search }，期望窗口
code-beyond-title-chance = { $search }，含机会节点（期望极小化极大）
code-beyond-title-star = { $search }，含机会节点（Star1）
# 代码下方的注释（每行写在 "# " 之后）：各符号的含义。每行不超过 36 个字符（全角算 2 个），
# 符号（f, D, order, ε, p, rest, L, U）保持原样。
code-beyond-note-guess = f：根节点的估值，没有则为 0
code-beyond-note-depth = D：深度限制，没有则为树高
code-beyond-note-order = order：按上一次迭代的值从好到差
code-beyond-note-epsilon = ε：两个值之间的最小间隔
code-beyond-note-star = p = p(child)；rest：其后的概率和
    L, U：叶子节点值范围的下限和上限


## 命令行工具 ablab（src/cli.rs、src/cli/）
## 键以 `cli-` 开头。

# `ablab --lang` 的语言代码无法识别时：$languages 列出可用的代码及其名称。
cli-unknown-language = 未知的语言“{ $code }”：--lang 可取 { $languages }
cli-language-unreadable = 无法读取 { $language } 的消息：{ $error }
# ablab 命令行参数的错误（用 --lang 的语言重述 clap 的错误）。
cli-arg-invalid-value = “{ $arg }”的值“{ $value }”无效
cli-arg-invalid-value-why = “{ $arg }”的值“{ $value }”无效：{ $why }
cli-arg-no-value = “{ $arg }”需要一个值，但没有给出
cli-arg-possible = [可取的值：{ $values }]
cli-arg-unexpected = 出现了意外的参数“{ $arg }”
cli-arg-unexpected-value = “{ $arg }”出现了意外的值“{ $value }”：不能再有更多的值
cli-arg-unknown-command = 无法识别的子命令“{ $command }”
cli-arg-missing = 缺少以下必需的参数：{ $args }
cli-arg-missing-command = “{ $command }”需要一个子命令：{ $commands }
cli-arg-twice = 参数“{ $arg }”不能使用多次
cli-arg-conflict = 参数“{ $arg }”不能与“{ $other }”同时使用
cli-arg-similar = 提示：存在相似的{ $what ->
    [value] 值
    [command] 子命令
   *[argument] 参数
 }：{ $similar }
cli-arg-unreadable = 无法读取命令行（有参数不是 UTF-8，或其形式 ablab 不接受）
cli-arg-whole-number = 应为非负整数（0、1、2……）
cli-arg-too-large = { $value } 太大了
cli-arg-usage = 用法：{ $usage }
cli-arg-more = 更多信息请见 '--help'（英文）。
# $what 是树或答案。
cli-cannot-read-stdin = 无法从标准输入读取{ $what ->
    [tree] 树
   *[answers] 答案
 }：{ $error }
cli-bad-tree = 无效的树：{ $error }
cli-cannot-write = 无法写入 { $file }：{ $error }
cli-blanks-worksheet = --blanks 只在练习页上留空（--sheet worksheet）
cli-fragment-tex = --fragment 只用于 LaTeX（--format tex）
# 空列表。
cli-none = 无
# `ablab solve`：报告，每项一行。
cli-report-tree = 树：{ $nodes } 个节点，{ $leaves } 个叶子节点，深度 { $depth }
cli-conventions = 约定：{ $conventions }
cli-report-steps = 步骤：
cli-report-value = 值：{ $value }
cli-report-best-move = 最佳走法：{ $child }
cli-report-best-move-none = 最佳走法：无（根节点是叶子节点）
cli-report-visited = 访问的节点：{ $visited } 个（共 { $nodes } 个）
cli-report-evaluated = 评估的叶子节点：{ $evaluated } 个（共 { $leaves } 个）
cli-report-pruned-none = 被剪掉的叶子节点：无
# $leaves：被剪掉的叶子节点从左数的位置（从 0 开始）；$values：它们的值。
cli-report-pruned = 被剪掉的叶子节点：{ $leaves }（值为 { $values }）
# `ablab tictactoe`：X 和 O 是双方的棋子，与棋盘上显示的一致。
cli-bad-board = 无效的棋盘：{ $error }
cli-ttt-board = 棋盘：
cli-ttt-won = { $player } 已获胜
cli-ttt-full = 平局：棋盘已满
cli-ttt-wins = 双方都走最佳走法时 { $player } 获胜
cli-ttt-draw = 双方都走最佳走法时为平局
cli-ttt-to-move = 轮到走棋：{ $player }
cli-ttt-value = 值：{ $value }（{ $outcome }；+1 对 X（极大方）有利，-1 对 O（极小方）有利）
# $name：格子的名称（a1 到 c3）。
cli-ttt-best-move = 最佳走法：{ $player } 下在 { $name }
cli-best-move-over = 最佳走法：无（对局已结束）
cli-ttt-nodes = 访问的节点：极小化极大算法 { $minimax } 个，Alpha-Beta剪枝 { $alphabeta } 个
cli-ttt-moves = { $player } 的每一步（此后双方都走最佳走法时的结果；括号内为 Alpha-Beta剪枝为证明它而访问的局面数）：
cli-ttt-move = { $name }：{ $outlook }（{ $nodes }）
# `ablab othello`。
cli-perft-too-deep = perft { $depth } 太深：最多为 { $max }（perft 12 就已经要数 1,939,886,636 个叶子节点）
cli-perft = 从开局起的 Perft { $depth }：{ $leaves } 个叶子节点（{ $ms } ms）
cli-color = { $color ->
    [black] X（黑方）
   *[white] O（白方）
 }
cli-sides-disagree = 轮到走棋的一方与 --to-move 不一致
cli-bad-side = 轮到走棋的一方应为 X（黑方）或 O（白方），而不是“{ $side }”
# $name：内置残局的名称；$side 和 $given：X 或 O。
cli-endgame-to-move = { $name } 轮到 { $side } 走棋；--to-move 却指定了 { $given }
cli-bad-position = 无效的局面：{ $error }（也可以指定一个内置局面的名称：见 `ablab othello positions`）
cli-too-many-empties = 该局面有 { $empties } 个空格：最多只能有 { $max } 个（普通的负极大值算法会耗时过长）
cli-othello-empties = 空格数：{ $empties }
# $side：cli-color。
cli-othello-pass = 最佳走法：弃权（{ $side }没有合法的走法）
cli-othello-best-move = 最佳走法：{ $move }
cli-othello-score = 得分：{ $score }（双方都走最佳走法时，轮到走棋的 { $side }最终的棋子数减去对手的棋子数）
# 两种搜索各占一行：数字从同一列开始（汉字和全角冒号在终端中各占两列）。
cli-othello-negamax = 普通负极大值算法：{ $nodes } 个节点，{ $ms } ms（最佳走法 { $move }，得分 { $score }）
cli-othello-alphabeta = Alpha-Beta剪枝：  { $nodes } 个节点，{ $ms } ms
# `ablab othello positions`，每个局面一行：$name 和 $empties 已补齐到各自的列宽。
cli-positions-row = { $name } { $empties } 个空格  { $text }
# `ablab exercise`。
cli-exercise-head = 练习：种子 { $seed }，{ $difficulty ->
    [easy] 简单
    [medium] 中等
    [hard] 困难
   *[other] { $difficulty }
 }
cli-exercise-tree = 树：{ $notation }
cli-exercise-task = 任务：写出每个内部节点返回的值，标出不会被搜索的节点，并写出每个内部节点最终的 α 和 β。
# FILE 是命令行中答案文件的位置：保持原样。
cli-exercise-grade-with = 评分命令：ablab grade '{ $notation }' --answers FILE
cli-exercise-key = 答案
cli-exercise-values = 值：{ $values }
cli-exercise-pruned = 未搜索（已剪枝）：{ $nodes }
cli-exercise-windows = α 和 β：{ $windows }
# `ablab grade`。
cli-both-stdin = 树和答案不能都来自标准输入
cli-bad-answers = 无效的答案：{ $error }
cli-grade-nothing = 请给出答案：ablab grade FILE（从页面保存的文件），或 ablab grade TREE --answers FILE
cli-grade-no-exercise = { $file } 没有写明它回答的是哪棵树：请同时给出树（ablab grade TREE --answers { $file }）
cli-grade-other-tree = { $file } 回答的是另一棵树（{ $own }），而不是给出的这棵：请不要给出树
cli-grade-contradicts = --{ $flag } { $given } 与 { $file } 的约定（{ $conventions }）矛盾：请去掉该选项
cli-grade-student = 学生：{ $name }
practice-student = 姓名（写入答案文件）
cli-cannot-read-answers = 无法读取答案文件 { $file }：{ $error }
cli-grade-score = 得分：{ $points } / { $total }（{ $percent }%）。{ $correct ->
    [true] 全部正确。
   *[false] 还没有全部正确。
 }
cli-grade-wrong-values = 错误的值：{ $nodes }
cli-grade-missed = 漏掉的剪枝：{ $nodes }
cli-grade-extra = 多余的剪枝：{ $nodes }
cli-grade-wrong-windows = 错误的 α 或 β：{ $nodes }
cli-grade-unanswered = 未给出值：{ $nodes }
cli-grade-first-mistake = 第一个错误（第 { $step } 步）：{ $explanation }

# `ablab solve --window LO,HI` 与 `--bounds LO,HI`：两个数有什么问题。
input-window-format = 需要用逗号分隔的两个数 LO,HI，例如 4,6
input-window-number = “{ $text }”：{ $error }
input-window-order = 下端 { $lo } 大于上端 { $hi }
# `ablab solve` 对 Alpha-Beta剪枝之外的搜索的报告：各轮搜索、试探与重新搜索。
cli-report-best-move-chance = 最佳走法：无（根节点是机会节点）
# 多轮搜索或重新搜索可能多次访问同一个节点。
cli-report-visited-all = 访问的节点：共 { $visited } 次（每次访问都计数；树有 { $nodes } 个节点）
cli-report-evaluated-all = 评估的叶子节点：共 { $evaluated } 次（每次评估都计数；树有 { $leaves } 个叶子节点）
cli-report-passes = 搜索轮数：{ $count }
# 一轮搜索占一行（缩进由代码加上）；$result 为 cli-window-result。
cli-report-pass = { $pass }. 窗口 ({ $alpha }, { $beta })：返回 { $value }（{ $result }），{ $nodes } 个节点，{ $leaves } 个叶子节点
cli-report-pass-depth = { $pass }. 窗口 ({ $alpha }, { $beta })，深度 { $depth }：返回 { $value }（{ $result }），{ $nodes } 个节点，{ $leaves } 个叶子节点
# 一轮搜索的结果（JSON 的 window_result）。
cli-window-result = { $result ->
    [inside] 窗口内
    [fail_low] fail-low
   *[fail_high] fail-high
 }
cli-report-window-result = 窗口结果：{ $result }
cli-report-probes = 零窗口试探：{ $probes } 次，重新搜索：{ $researches } 次
cli-report-single-search = 若改为用 Alpha-Beta剪枝一次搜索到最后的深度：{ $nodes } 个节点，{ $leaves } 个叶子节点


## 游戏（井字棋、黑白棋）与练习（src/games、src/model、crates/teach/src/practice 及其组件）
## 键以 `game-` 或 `practice-` 开头。

game-list-none-over = 无，对局已结束
game-move-not-legal = 第 { $number } 步“{ $played }”在这里不合法（合法走法：{ $legal }）
game-too-large = 博弈树的节点超过 { $cap } 个：请从更靠后的局面开始，或者减小搜索深度
game-ttt-bad-char-cell = 第 { $position } 个字符（格子 { $name }）是 { $char }：格子只能是 X、O，或用 .（或 - 或 _）表示空格
game-ttt-bad-char = 第 { $position } 个字符是 { $char }：格子只能是 X、O，或用 .（或 - 或 _）表示空格
game-ttt-length = 棋盘有 9 个格子，逐行书写（例如 X.O.X....），这里却有 { $found } 个
game-ttt-o-ahead = O 有 { $o } 个棋子，而 X 只有 { $x } 个：X 先走，所以 O 的棋子永远不会比 X 多
game-ttt-x-ahead = X 有 { $x } 个棋子，而 O 只有 { $o } 个：X 最多只能比 O 多一个棋子
game-ttt-both-win = 双方都连成了三子（X：{ $xline }，O：{ $oline }）：只要一方连成一线，对局就结束了，所以双方不可能都连成
game-ttt-moved-after-win = { $winner } 已经连成三子（{ $line }），但 { $other } 在那之后还走了棋（X { $x } 个棋子，O { $o } 个）：对局早已结束
game-ttt-no-cell = 没有格子 { $cell }：格子编号为 0..8（a1..c3）
game-ttt-over = 对局已结束：{ $winner } 已经连成三子
game-ttt-cell-taken = 格子 { $name } 上已经有 { $mark }
game-othello-side = { $color ->
    [black] 黑方（X）
   *[white] 白方（O）
 }
game-othello-bad-char-square = 第 { $position } 个字符（格子 { $square }）是 { $char }：格子只能是 X（黑）、O（白），或 . 或 -（空）
game-othello-bad-char = 第 { $position } 个字符是 { $char }：格子只能是 X（黑）、O（白），或 . 或 -（空）
game-othello-length = 局面由 a1 到 h8 逐行书写的 64 个格子组成，后面再加 X 或 O 表示轮到哪一方走；这里却有 { $found } 个字符
game-othello-no-side = 轮到谁走？请在局面末尾写上 X 或 O（第 65 个字符），或者另外指定轮到走棋的一方
game-othello-bad-side = 轮到走棋的一方（第 65 个字符）是 { $char }：请写 X（黑）或 O（白）
game-othello-side-conflict = 局面中写的是 { $text } 走，但指定的走棋方却是 { $given }
game-othello-over = 对局已结束
game-othello-no-pass = 只有在没有合法走法时才能弃权
game-othello-not-legal = { $square } 不是 { $side } 的合法走法（合法走法：{ $legal }）
game-othello-none-pass = 无，必须弃权
# 作为一步棋的弃权（显示走法名称的地方，如最佳走法）。
game-othello-pass-move = 弃权
game-othello-to-move = 轮到 { $side } 走（{ $color ->
    [black] 黑方
   *[white] 白方
 }）
page-game-who-is-max-tictactoe = 极大方 = X（方块），极小方 = O（圆圈）：+1 表示 X 胜，−1 表示 O 胜，0 表示平局。
page-game-who-is-max-othello = { $color ->
    [black] 极大方 = 黑方（X），在根节点轮到它走：值是终局时极大方的棋子数减去极小方的棋子数。
   *[white] 极大方 = 白方（O），在根节点轮到它走：值是终局时极大方的棋子数减去极小方的棋子数。
 }
game-othello-passes = { $color ->
    [black] 黑方（X）无棋可走，弃权。
   *[white] 白方（O）无棋可走，弃权。
 }
game-ttt-cannot-occur = 这个棋盘不可能在对局中出现：{ $why }
game-ttt-computers-turn = 轮到电脑走了：请按“电脑走棋”。
game-tree-too-big = 这次搜索涉及超过 { $cap } 个局面：太多了，画不出来（{ $game ->
    [tictactoe] 这里显示了各项计数
   *[othello] “求解”会统计它们
 }）。请先在棋盘上走一两步。
game-ttt-aria = 井字棋
game-ttt-board-aria = 棋盘
game-ttt-cell-aria = 格子 { $cell }，{ $mark ->
    [X] X
    [O] O
   *[empty] 空
 }
game-ttt-not-a-position = 这不是可能出现的局面：{ $why }
game-ttt-wins = { $winner } 获胜。
game-ttt-draw = 平局。
game-ttt-setting-up = 摆棋中：点击格子可在空、X、O 之间切换。轮到 { $side } 走。
game-ttt-your-move = 该你走了（{ $side }）：请点击一个格子。
game-ttt-computer-to-move = 轮到电脑（{ $side }）走。
game-ttt-value-head = 值（+1 X 胜，−1 O 胜，0 平局）
game-ttt-best-head = 最佳走法（Alpha-Beta剪枝）
game-ttt-minimax-head = 极小化极大算法访问的局面
game-ttt-alphabeta-head = Alpha-Beta剪枝访问的局面
game-ttt-no-best = 无（对局已结束）
game-ttt-open-last = 把电脑上一次的搜索作为树打开
game-ttt-open-here = 把这个局面的搜索作为树打开
game-ttt-new-x = 新对局，我执 X
game-ttt-new-o = 新对局，我执 O
game-ttt-computer-moves = 电脑走棋
game-ttt-set-up = 摆棋
game-ttt-show-values = 显示值
game-ttt-values-note = 每个空格中显示：{ $side } 下在这里、此后双方都走最佳走法时的结果，下面是 Alpha-Beta剪枝为证明它而访问的局面数。
game-ttt-value-win = 胜
game-ttt-value-draw = 平
game-ttt-value-loss = 负
game-ttt-cell-value-aria = 格子 { $cell }，空：{ $side } 下在这里的结果为{ $value }，用 { $nodes } 个局面证明
game-ttt-count-error = 无法统计局面数：页面在第一次需要时才下载搜索程序，而网络没有响应。走一步棋即可重试。
game-ttt-counting = 正在统计极小化极大算法和 Alpha-Beta剪枝访问的局面…
game-ttt-note = 极小化极大算法会查看这个局面以下的每一个局面；Alpha-Beta剪枝（负极大值形式，α ≥ β 时剪枝，按 a1 到 c3 的顺序尝试格子）能得到相同的值，同时跳过其中的大部分。
game-othello-aria = 黑白棋残局
game-othello-board-aria = 黑白棋棋盘
game-othello-solving = 正在用{ $search ->
    [negamax] 普通的负极大值算法
   *[alphabeta] Alpha-Beta剪枝
 }求解：目前已搜索 { $nodes } 个局面。
game-othello-cancel = 取消
game-othello-solve-error = 无法启动求解程序：页面在第一次按“求解”时才下载它，而网络没有响应。请再按一次“求解”以重试。
game-othello-not-a-position = 这段文本不是一个局面：{ $why }。棋盘显示的是它上一次给出的局面。
game-othello-status = { $empties } 个空格；轮到{ $side }走{ $state ->
    [over] ：对局已结束
    [pass] ，但它必须弃权
   *[play] ：点击带点的格子即可在那里落子
 }。
game-othello-too-many = 页面最多求解 { $max } 个空格的局面（ablab 可以求解 14 个）。
# $million 是整个局面数，已用万、亿写好（5000万，见 crates/i18n/src/large.rs），后面不再加单位。
game-othello-slow = { " " }空格超过 12 个时，Alpha-Beta剪枝可能需要一段时间（“取消”可以停止它）；普通的负极大值算法超过 { $million }个局面就会停止。
game-ms = { $ms } ms
game-othello-nm-stopped = 超过 { $million }个局面：已停止
game-othello-negamax-head = 负极大值算法
game-othello-alphabeta-head = Alpha-Beta剪枝
game-othello-positions-head = 搜索的局面
game-othello-time-head = 时间
game-othello-best-head = 最佳走法 · 精确得分
game-othello-best = { $best } · 走棋方子数差 { $score }
game-othello-no-best = 无（对局已结束）
game-othello-open-tree = 把这次搜索作为树打开
game-othello-preset = 内置残局
game-othello-choose = 请选择…
game-othello-preset-name = 剩 { $empty } 个空格（{ $name }{ $pass ->
    [yes] ，走棋方须弃权
   *[no] {""}
 }）
game-othello-position-label = 局面：a1..h8 共 64 个格子（X 黑，O 白，. 空），再加 X 或 O 表示轮到谁走
game-othello-solve = 求解
game-othello-note = 与黑白棋教程相同：深度 = 空格数；终局时的得分是己方棋子数减去对手的棋子数；无棋可走的一方弃权（以相同深度、交换颜色继续搜索）；连续两次弃权则对局结束。树中的弃权节点标为“pass”。
game-no-sheet = 没有名为“{ $sheet }”的打印页

page-practice-not-a-value = “{ $text }”不是有效的值：{ $why }，也可以是“-inf”或“+inf”
practice-nothing = 无
# Two sentences one after the other: a space between them where the language writes one.
practice-sentences = { $first }{ $second }
practice-leaf = { $label }（叶子节点 { $value }）
practice-side-to-move = { $kind ->
    [max] 轮到极大方走
   *[min] 轮到极小方走
 }
practice-missed = { $node } { $what ->
    [leaf] 不会被查看
   *[subtree] 不会被搜索
 }；你没有标记 { $label }。
practice-missed-at = 在 { $at } 处，β = { $beta } { $op } α = { $alpha }，所以 { $node } { $what ->
    [leaf] 不会被查看
   *[subtree] 不会被搜索
 }；你没有标记 { $label }。
practice-extra-root = 搜索从 { $label } 开始；你却把 { $label } 标记为不会被搜索。
practice-extra-minimax = 极小化极大算法会搜索每一个节点，所以 { $parent } 会搜索 { $label }；你却把 { $label } 标记为不会被搜索。
practice-extra-equal = 在 { $parent } 处，β = { $beta } = α = { $alpha }，而严格规则仅当 α > β 时才剪枝，所以 { $node } 会被搜索；你却把 { $label } 标记为不会被搜索。
practice-extra-no-cut = 在 { $parent } 处，β = { $beta } > α = { $alpha }：不剪枝，所以 { $node } 会被搜索；你却把 { $label } 标记为不会被搜索。
practice-extra-first = { $parent } 在任何剪枝判断之前先搜索它的第一个子节点 { $node }；你却把 { $label } 标记为不会被搜索。
practice-value-depth = 深度限制使搜索停在 { $label }：它把自己的估值 { $value } 返回给 { $parent }；你写的是 { $given }。
practice-value-depth-root = 深度限制使搜索停在 { $label }：它返回自己的估值 { $value }（即最优值）；你写的是 { $given }。
practice-value = { $label }（{ $side }）把 { $value } 返回给 { $parent }：{ $how }（{ $children }）；你写的是 { $given }。
practice-value-root = { $label }（{ $side }）返回 { $value }（即最优值）：{ $how }（{ $children }）；你写的是 { $given }。
practice-how-hard-negamax-cut = fail-hard，它在β剪枝处停止并返回自己的 β
practice-how-hard-negamax = fail-hard，它返回自己的 α
practice-how-hard-max = fail-hard，极大节点返回自己的 α，不管它的子节点返回了什么
practice-how-hard-min = fail-hard，极小节点返回自己的 β，不管它的子节点返回了什么
practice-how-soft = { $best ->
    [negamax] 各子节点的值取负后，取其中的最大值
    [max] 取子节点返回的最大值
   *[min] 取子节点返回的最小值
 }
practice-how-soft-bound = { $best ->
    [negamax] 各子节点的值取负后，取其中的最大值
    [max] 取子节点返回的最大值
   *[min] 取子节点返回的最小值
 }，由于它在剪枝处停止，这只是一个界：{ $label } { $op } { $value }
practice-child-returned = { $child } 返回了 { $value }
practice-child-is = { $child } 是 { $value }
practice-window-root = { $label } 最终 α = { $alpha }，β = { $beta }：它开始时 α = { $startalpha }，β = { $startbeta }，而{ $moves ->
    [negamax] 每个节点都取最大值，所以只有它的 α 会变
    [max] 作为极大节点，只有它的 α 会变
   *[min] 作为极小节点，只有它的 β 会变
 }；你写的是 { $given }。
practice-window = { $label } 最终 α = { $alpha }，β = { $beta }：它开始时从 { $parent } 得到 α = { $startalpha }，β = { $startbeta }，而{ $moves ->
    [max] 作为极大节点，只有它的 α 会变
   *[min] 作为极小节点，只有它的 β 会变
 }；你写的是 { $given }。
practice-window-negamax = { $label } 最终 α = { $alpha }，β = { $beta }：它开始时 α = { $startalpha }，β = { $startbeta }，即 { $parent } 的窗口取负并交换，而每个节点都取最大值，所以只有它的 α 会变；你写的是 { $given }。
practice-wrote-window = α = { $alpha }，β = { $beta }
practice-wrong-part = { $part ->
    [alpha] 错的是 α。
   *[beta] 错的是 β。
 }
page-practice-predict-cut = 预测：搜索会在 { $node } 处剪枝吗？
page-practice-predict-value = 预测：{ $node } 会返回什么值？
page-practice-predict-right = 对了。
page-practice-predict-wrong = 这次没猜对。
page-predict-wrong-cut = { $cut ->
    [true] 这次没猜对。α = { $alpha } { $op } β = { $beta }，所以搜索在 { $node } 处剪枝。
   *[false] 这次没猜对。α = { $alpha } { $op } β = { $beta }，所以 { $node } 处暂时还不会剪枝。
 }
page-predict-wrong-value = 这次没猜对。{ $node } 返回 { $value }。
practice-aria = 练习
practice-difficulty = { $difficulty ->
    [easy] 简单
    [medium] 中等
   *[hard] 困难
 }
practice-title-drawn = { $difficulty ->
    [easy] 简单练习
    [medium] 中等练习
   *[hard] 困难练习
 } #{ $seed }
practice-title-given = 你的树
practice-new-exercise = 新练习
practice-open-number-aria = 练习编号
practice-open-difficulty-aria = 难度
practice-open = 按编号打开
practice-open-title = 打开这个编号和难度的练习（与 `ablab exercise --seed N` 给出的相同）
practice-lab-tree = “树”标签页中的树
practice-lab-tree-title = 练习“树”标签页中显示的那棵树
practice-task = 输入每个内部节点返回的值。如果某个分支不会被搜索，点击它上方的边把它划掉（再点一次可取消标记）。然后点“检查”。
practice-ask-alpha-beta = 同时写出每个节点最终的 α 和 β（写在节点旁：α 在上，β 在下）
practice-conventions-aria = 约定
practice-conventions-fixed = 约定（由练习集固定）：
practice-ask-alpha-beta-fixed = 本练习集还要求写出每个节点最终的 α 和 β（写在节点旁：α 在上，β 在下）
practice-root = 根节点
practice-cut-when = 剪枝条件
practice-returns = 返回
practice-form = 形式
practice-root-max = 极大
practice-root-min = 极小
practice-fail-soft = fail-soft
practice-fail-hard = fail-hard
practice-form-maxmin = 极大极小
practice-form-negamax = 负极大值
practice-share = 分享
practice-link-aria = 练习的链接：包含树和约定，不包含答案
practice-worksheet = 练习页（SVG）
practice-answer-key = 答案（SVG）
practice-answers-file = 我的答案（JSON）
practice-answers-file-title = 把你的答案保存为 ablab grade 能读取的文件
practice-hint-title = 显示搜索的下一步；每次扣 { $cost } 分
practice-check = 检查
practice-hint = 显示下一步（提示）
practice-try-again = 再试一次
practice-replay = 回放解答
practice-replay-title = 在“树”标签页中打开解答的回放
practice-clear = 清除答案
practice-clear-title = 清除所有答案、标记和提示
practice-hints-aria = 提示
practice-hints-shown = 提示：已显示 { $count } 步
practice-percent = { $percent }%
practice-score = { " " }— { $parts } 项中答对 { $points } 项。{ $correct ->
    [yes] 全部正确！
   *[no] 还没有全部正确。
 }
practice-score-hints = { " " }— { $parts } 项中答对 { $points } 项，因使用 { $hints } 次提示扣 { $cost } 分。{ $correct ->
    [yes] 全部正确！
   *[no] 还没有全部正确。
 }
practice-wrong-values = 错误的值：{ $nodes }
practice-unanswered = 未给出值：{ $nodes }
practice-missed-list = 未搜索（已剪枝），但没有标记：{ $nodes }
practice-extra-list = 标记了，但会被搜索：{ $nodes }
practice-wrong-alpha-beta = 错误的 α 或 β：{ $nodes }
practice-first-mistake = 第一个错误，在第 { $step } 步：
practice-see-step = 在回放中查看第 { $step } 步
practice-give-value = 也请给出 { $nodes } 的值。
practice-scores = 你的成绩（{ $count }）
practice-score-item = { $name }：{ $percent }%
practice-score-item-hints = { $name }：{ $percent }%（{ $hints } 次提示）
practice-tree-aria = 要求解的树：输入每个内部节点的值，点击一条边把它的分支划掉
practice-branch-marked = 通往 { $label } 的分支：已标记为不会被搜索。按下可取消标记。
practice-branch = 通往 { $label } 的分支：按下可将它标记为不会被搜索。
practice-branch-marked-title = 已标记为不会被搜索：点击可取消标记
practice-branch-title = 点击将这个分支标记为不会被搜索
practice-value-aria = { $label } 的值
practice-alpha-aria = { $label } 最终的 α
practice-beta-aria = { $label } 最终的 β


## 语言（src/app/language.rs，语言菜单）

lang-menu = 语言
lang-failed = 无法加载 { $language }：页面在第一次选择某种语言时才下载它，而网络没有响应。请再选择一次以重试。
lang-update-ready = 新版本已就绪。
lang-update-reload = 重新加载
lang-update-later = 以后再说
lang-crash-title = 出了问题，页面已停止。
lang-crash-text = 你的树和设置已保存在此浏览器中。重新加载页面即可继续；如果同样的情况再次发生，请用“分享与导出”保存树的链接，并告诉我们你做了什么。
lang-crash-report = 报告时请附上以下几行：

## The searches beyond alpha-beta in the page
page-field-refused = { $field } 未更改：{ $why }。
page-set-pvs = PVS
page-set-mtdf = MTD(f)
page-set-iterative = 迭代加深
page-expectiminimax = 期望极小化极大
page-set-window = 窗口
page-set-window-title = 期望窗口，两个数 lo,hi：第 1 轮以 α = lo、β = hi 搜索，若值落在窗口外，则进行第 2 轮。留空：完整窗口。
beyond-page-bounds = 叶子节点值的范围
beyond-page-bounds-title = 所有叶子节点值的范围，两个数 lo,hi：有了它，Alpha-Beta剪枝在机会节点之下也能剪枝（Star1）。留空：没有范围，机会节点之下不剪枝。
beyond-page-in-window = 期望窗口
beyond-page-passes = 从根节点开始的搜索
beyond-page-probes = 零窗口试探
beyond-page-researches = 重新搜索
beyond-page-each-pass = 从根节点开始的每一轮搜索
beyond-page-pass = 轮
beyond-page-depth = 深度
beyond-page-depth-reached = { $limit }（实际搜索到深度 { $reached }）
beyond-page-window = 窗口
beyond-page-value = 返回值
beyond-page-result = 因此值为
beyond-page-inside = 恰好是它
beyond-page-fail-low = 至多为它（fail-low）
beyond-page-fail-high = 至少为它（fail-high）
beyond-page-iterative-note = 迭代加深在 { $passes } 次迭代中共评估了 { $all } 个叶子节点；用 Alpha-Beta剪枝一次搜索到最大深度只评估 { $single } 个。
beyond-page-warning = 注意：{ $warning }。下面一行说明搜索实际运行的内容。
beyond-page-evaluated-passes = { " " }（目前）· 从根节点开始的 { $passes } 轮搜索共评估 { $evaluated } 次（树有 { $leaves } 个叶子节点）
beyond-page-expectiminimax-leaves = （期望极小化极大：{ $evaluated } / { $leaves }）

# 作为走棋一方的极大方、极小方（“轮到极大方走”）。节点的种类见 kind-max / kind-min。
side-max = 极大方
side-min = 极小方

# Challenges (crates/teach/src/practice/challenge/words.rs): the tasks and the verdicts' reasons.
practice-challenge-order-task = 重新排列每个节点的子节点，使 Alpha-Beta剪枝评估的叶子节点尽可能少。按现在的顺序，它评估 { $leaves } 个叶子节点。
practice-challenge-knuth-moore = 在排序完美且各值互不相同时，每个节点有 { $b } 个子节点、深度为 { $d } 的均匀树需要评估 { $leaves } 个叶子节点（Knuth 与 Moore：b^⌈d/2⌉ + b^⌊d/2⌋ − 1）。
practice-challenge-cut-task = 最多改动 { $k } 个叶子节点的值，使 { $node } { $want ->
    [pruned] 不被搜索
   *[searched] 被搜索
 }。
practice-challenge-build-pruned = 填写这棵树的叶子节点，使 Alpha-Beta剪枝恰好剪掉 { $count } 个叶子节点。
practice-challenge-build-depth = 填写这棵树的叶子节点，使深度为 { $depth } 的某个节点发生剪枝（根节点的深度为 0）。
practice-challenge-order-best = Alpha-Beta剪枝评估 { $leaves } 个叶子节点：任何顺序都不能更少。
practice-challenge-order-more = Alpha-Beta剪枝评估 { $leaves } 个叶子节点；最佳顺序只需 { $minimum } 个。
practice-challenge-not-reordering = 给 { $node } 的子节点不是其原有子节点的重新排列。
practice-challenge-not-leaf = { $node } 不是这棵树的叶子节点：只能改动叶子节点的值。
practice-challenge-too-many = 你改动了 { $changed } 个叶子节点；最多只能改动 { $k } 个。
practice-challenge-target = { $node } { $still ->
    [yes] 仍然
   *[no] {""}
 }{ $state ->
    [pruned] 不被搜索
   *[searched] 被搜索
 }：{ $why }
practice-challenge-first-child = { $parent } 在任何剪枝判断之前先搜索它的第一个子节点 { $node }。
practice-challenge-root = 搜索从根节点 { $node } 开始。
practice-challenge-shape = { $node } 有 { $has } 个子节点，而形状要求 { $wants } 个。
practice-challenge-pruned = { $right ->
    [yes] Alpha-Beta剪枝恰好剪掉 { $pruned } 个叶子节点，符合要求。
   *[no] Alpha-Beta剪枝剪掉 { $pruned } 个叶子节点，而不是 { $wanted } 个。
 }
practice-challenge-depth = { $right ->
    [yes] 深度为 { $depth } 的节点发生了剪枝。
   *[no] 深度为 { $depth } 的节点没有发生剪枝。
 }
practice-challenge-no-cutoff = 搜索中没有发生剪枝。
practice-challenge-at-depth = 深度 { $depth }：{ $narration }
practice-challenge-more-cutoffs = 另外还有 { $count } 次剪枝。
practice-challenge-kind = { $kind ->
    [order] 最佳顺序
    [cut] 制造剪枝
   *[build] 按要求建树
 }
cli-challenge-head = 挑战：种子 { $seed }，{ $kind }
cli-challenge-task = 任务：{ $task }
cli-challenge-answer-with = 把答案写进类似 { $example } 的文件，然后运行：ablab grade FILE
cli-challenge-key-order = 最佳顺序：{ $notation }（评估 { $leaves } 个叶子节点）
cli-challenge-key-cut = 改动：{ $changes }
cli-challenge-key-build = 满足要求的树：{ $notation }
cli-challenge-key-file = 写成文件：{ $file }
cli-challenge-verdict = 得分：{ $percent }%。{ $correct ->
    [true] 完成。
   *[false] 还没有完成。
 }
cli-challenge-why = 原因：{ $explanation }
cli-grade-challenge-tree = { $file } 是挑战的答案，挑战自带它的树：请不要给出树

# 练习集（`ablab set`、练习页的“新练习集”）和全班评分（`ablab grade --class`、练习页的“班级”）。
practice-set-unmet = { $constraint ->
    [count] 一个练习集有 1 到 { $most } 道练习。
    [plies] 练习 { $number }：层数必须是 1 到 { $most }。
    [branching] 练习 { $number }：每个节点的子节点数至少为 1，且最少子节点数不能多于最多子节点数。
    [leaf-values] 练习 { $number }：叶子节点的值必须从小到大，在 -999 到 999 之内。
    [size] 练习 { $number }：树可能超过 { $most } 个节点：请减少层数或子节点数。
    [least-pruned] 练习 { $number }：尝试的 { $attempts } 棵树中没有一棵剪掉这么多叶子节点：请减少这个数，或增加层数或子节点数。
    [deep-cutoff] 练习 { $number }：尝试的 { $attempts } 棵树中没有一棵在叶子节点以上两层或更高处剪枝（需要 3 层或更多）。
   *[chance] 练习 { $number }：无法生成带机会节点的练习：评分不支持机会节点的答案。
 }
practice-class-skip = { $reason ->
    [not_json] 不是 JSON
    [not_answers] 既不是答案文件也不是结果文件
    [unreadable] 无法读取：{ $detail }
    [other_set] 属于另一个练习集（{ $detail }）
    [changed] 练习集在发出后被修改过
    [not_in_set] 不是这个练习集中的练习
    [same_work] 与 { $detail } 是同一份作答
    [replaced] 较早的一次作答（批改的是较晚的 { $detail }）
   *[second_set] 另一个练习集的第二个练习集文件
 }
cli-set-head = 练习集：{ $title }（{ $count } 道练习，标识 { $id }）
cli-set-link = 链接：{ $query }
cli-quiz-variants = --variants { $given }：每个练习的树的数量应为 1 到 { $most }。
cli-quiz-one-tree = --variants：用 --tree 给出的树只有一个变体；请去掉 --variants，或用 --seed 生成练习。
cli-quiz-gift-image = --image：GIFT 不能包含图片（每棵树以文本画出）；请去掉 --image，或改用 --format moodle。
cli-quiz-no-font = --image png：这台机器上没有可用来绘制图中文字的字体；请安装一种（Debian：fonts-dejavu-core），或去掉 --image 以使用 SVG 图。
cli-quiz-png-failed = --image png：无法绘制一幅图：{ $why }
cli-set-exercise = { $number }. { $notation }（{ $conventions }）{ $alphabeta ->
    [true] ，同时要写 α 和 β
   *[false] {""}
 }
cli-cannot-read-class = 无法读取文件夹 { $dir }：{ $error }
cli-class-skipped = 已跳过 { $file }：{ $reason }
practice-challenge-pick = 挑战
practice-challenge-new-title = 这一类的新挑战
practice-challenge-number-aria = 挑战编号
practice-challenge-kind-aria = 挑战类型
practice-challenge-open-title = 打开这个编号和类型的挑战（与 `ablab exercise --kind K --seed N` 给出的相同）
practice-challenge-back = 回到练习
practice-challenge-title = { $kind } #{ $seed }
practice-challenge-order-help = 点击一个节点（或用 Tab 移到它上面再按 Enter）选中它，然后在兄弟节点之间移动它：拖动它，按 ← 或 →（[ 或 ]），或者用按钮。
practice-challenge-cut-help = 在叶子节点中输入新值；题目指定的节点画了圆圈。
practice-challenge-build-help = 在每个叶子节点中输入一个值，或者在下面用记法写出整棵树。
practice-challenge-count = 按这个顺序，Alpha-Beta剪枝评估 { $leaves } 个叶子节点。
practice-challenge-changes = 已改动的叶子节点：{ $changed } 个（最多 { $k } 个）。
practice-challenge-start-over = 重新开始
practice-challenge-start-over-title = 回到挑战原来的树
practice-challenge-replay = 查看搜索
practice-challenge-replay-title = 在“树”标签页中打开这棵树的搜索
practice-challenge-file-title = 把你的答案存成 ablab grade 能读的文件
practice-challenge-done = { $done ->
    [yes] 完成。
   *[no] 还没有完成。
 }
practice-challenge-move-left = ← 左移
practice-challenge-move-right = 右移 →
practice-challenge-selected = 已选中：{ $node }
practice-challenge-tree-aria = 挑战的树
practice-challenge-node-aria = { $label }：选中后可在兄弟节点之间移动
practice-challenge-leaf-aria = 叶子节点 { $label } 的值
practice-challenge-notation = 用记法写出的树
practice-teacher = 教师用
practice-back = ← 返回题目
practice-new-set = 新练习集
practice-new-set-title = 生成一组练习，用一个链接发给全班
practice-class-open = 班级
practice-class-open-title = 在一张表中查看全班的结果文件
practice-set-heading = 新的练习集
practice-set-name = 标题
practice-set-count = 练习数
practice-set-seed = 种子
practice-set-by = 每道练习
practice-set-by-constraints = 按条件
practice-set-by-difficulty = 按难度
practice-set-by-challenge = 挑战：{ $kind }
practice-set-plies = 层数
practice-set-children = 子节点数从
practice-set-to = 到
practice-set-values = 叶子节点的值从
practice-set-least-pruned = 至少剪掉的叶子节点数
practice-set-deep-cutoff = 在叶子节点以上两层或更高处有剪枝
practice-set-chance = 机会节点
practice-set-make = 生成练习集
practice-set-not-a-number = { $field }：请输入整数。
practice-set-made = 相同的种子和选择总是生成相同的练习集（ablab set --seed { $seed }）。把链接发给全班，文件自己保存。
practice-set-link-aria = 练习集的链接：只有练习，不含答案
practice-set-json = 练习集（JSON）
practice-set-tex = 打印用（LaTeX）
practice-set-tex-title = 所有练习页，然后所有答案，合为一个 LaTeX 文档：用 pdflatex 编译后打印。
practice-set-quiz = Moodle 测验：
practice-set-variants = 每个练习的树数
practice-set-moodle = Moodle XML
practice-set-moodle-title = 把练习集下载为 Moodle XML 测验：每道题都附有树的图，同一道题的各棵树放在同一个类别中，便于给每个学生随机出题。
practice-set-gift = GIFT
practice-set-gift-title = 把练习集下载为 GIFT 测验：每道题用文本画出它的树，同一道题的各棵树放在同一个类别中。
practice-set-variants-error = 每个练习的树数：请输入 1 到 { $most } 的整数。
practice-set-open = 打开练习集
practice-set-untitled = 练习集
practice-set-progress = 第 { $number } 题，共 { $count } 题
practice-set-previous = 上一题
practice-set-next = 下一题
practice-set-go-aria = 第 { $number } 题
practice-set-checked-aria = 第 { $number } 题（已检查）
practice-set-results = 我的结果（JSON）
practice-set-results-title = 把整个练习集的答案保存为一个文件，用来提交
practice-set-leave = 退出练习集
practice-set-last = 这是最后一题：请下载你的结果并提交。
practice-set-bad-link = 无法读取这个练习集的链接：{ $error }
practice-class-heading = 全班的结果
practice-class-drop = 把学生的结果文件拖到这里，或选择文件。文件只在这个浏览器中读取，不会上传。
practice-class-csv = 表格（CSV）
practice-class-clear = 清除
practice-class-none = 还没有结果文件。
practice-class-set = { $title }（练习集 { $id }）
practice-class-alone = 没有练习集：每道练习单独批改（{ $count } 道）
practice-class-student = 学生
practice-class-exercise = 练习
practice-class-score = 得分
practice-class-points = 分数
practice-class-mistake = 第一个错误
practice-class-time = 用时
practice-class-right = { $students } 人中 { $right } 人正确
practice-class-kind = { $kind ->
    [value] { $node } 的值
    [alpha] { $node } 的 α
    [beta] { $node } 的 β
    [missed_prune] { $node } 不会被搜索，但没有标记
    [evaluated] 评估的叶子节点比最佳顺序多
    [not_a_reordering] { $node } 的子节点不是其原有子节点的重新排列
    [not_a_leaf] 改动了非叶子节点 { $node }
    [too_many_changes] 改动的叶子节点太多
    [target] { $node } 不符合要求
    [shape] { $node } 的子节点个数不对
    [pruned] 剪枝的叶子节点个数不对
    [cutoff_depth] 指定深度没有发生剪枝
   *[extra_prune] { $node } 有标记，但会被搜索
 }
practice-class-skipped = 未评分：

## 学习平台用的测验：Moodle XML 与 GIFT（crates/quiz）
## 键以 `quiz-` 开头。
quiz-exercise = 练习 { $number }
quiz-ask-name = { $ask ->
    [root_value] 根节点的值
    [alpha] α
    [beta] β
    [never_evaluated] 从未被评估的叶子节点
    [first_cutoff] 第一次剪枝
   *[best_move] 最佳走法
 }
quiz-question-name = { $exercise }，第 { $variant } 棵树：{ $ask }
quiz-intro = 用 Alpha-Beta剪枝搜索这棵树，子节点从左到右。约定：{ $conventions }。
quiz-figure-alt = 博弈树的图；下面用记法给出同一棵树。
quiz-notation = 用记法写出的树：{ $notation }
quiz-text-drawing = 这棵树（每个节点的子节点缩进列在它下面）：
quiz-ask-root-value = 根节点 { $root } 返回什么值？
quiz-ask-root-value-decimals = 根节点 { $root } 返回什么值？请保留两位小数。
quiz-ask-alpha = { $node } 返回时，它的 α 是多少？−∞ 和 +∞ 请写作 -inf 和 +inf。
quiz-ask-beta = { $node } 返回时，它的 β 是多少？−∞ 和 +∞ 请写作 -inf 和 +inf。
quiz-ask-never-evaluated = 下列叶子节点中，哪些在搜索中从未被评估？请全部选出：选错会扣分。
quiz-ask-first-cutoff = 第一次剪枝发生在哪里？是 α剪枝还是 β剪枝？
quiz-ask-best-move = 对 { $root } 来说，哪个走法最好？
quiz-ask-best-moves = 对 { $root } 来说，哪些走法最好？最佳走法不止一个：请全部选出，选错会扣分。
quiz-cutoff-choice = 在 { $node } 处发生{ $cut ->
    [alpha] α剪枝
   *[beta] β剪枝
 }
quiz-move-choice = 走向 { $child }
quiz-right = 正确。{ $why }
quiz-partly = 部分正确。{ $why }
quiz-wrong = 不正确。{ $why }
quiz-answer-is = 答案：{ $answer }。{ $why }
quiz-why-value = { $label }（{ $side }）把 { $value } 返回给 { $parent }：{ $how }（{ $children }）。
quiz-why-value-root = { $label }（{ $side }）返回 { $value }（即最优值）：{ $how }（{ $children }）。
quiz-why-window = { $label } 最终 α = { $alpha }，β = { $beta }：它开始时从 { $parent } 得到 α = { $startalpha }，β = { $startbeta }，而{ $moves ->
    [max] 作为极大节点，只有它的 α 会变
   *[min] 作为极小节点，只有它的 β 会变
 }。
quiz-why-window-negamax = { $label } 最终 α = { $alpha }，β = { $beta }：它开始时 α = { $startalpha }，β = { $startbeta }，即 { $parent } 的窗口取负并交换，而每个节点都取最大值，所以只有它的 α 会变。
quiz-why-chance = { $root } 返回 { $value }：机会节点的值是其子节点的值按概率加权的平均，极大方和极小方各取对自己最好的子节点的值。
quiz-why-best = 最佳走法是 { $moves }：{ $why }
quiz-why-no-cutoff = { $label } 没有被跳过：搜索评估了它。
quiz-not-a-search = 练习 { $number } 是挑战（{ $kind }）：由学生构造这棵树，测验文件无法出这种题。请在页面上布置它，或者不加 --kind 生成练习集。
quiz-no-tree = 无法读取练习 { $number } 的树：{ $error }
