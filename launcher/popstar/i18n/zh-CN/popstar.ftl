# 消灭星星：菜单卡片、盘面上方的信息条、星星组的分值、横幅、过关面板、选关、结束画面、
# 排行榜和设置。

## 菜单中的游戏及其排行榜。

popstar-title = 消灭星星
popstar-tagline = 消除同色星星，清空盘面
# 在应用菜单中搜索时能找到这个游戏的关键词。
popstar-keywords = 消灭星星;星星;SameGame;
popstar-table-levels = 闯关
popstar-table-daily = 每日挑战

## 盘面上方的信息条。

popstar-hud-level = 关卡
popstar-hud-target = 目标分
# 开启“开局前显示参考分”时：电脑在本盘面上的最终得分。
popstar-hud-target-par = 目标分 · 参考分{ $par }
popstar-hud-score = 得分

## 盘面。

# 第一个盘面生成之前。
popstar-dealing = 正在生成第{ $level }关……
# 选中一组星星时上方的气泡。
popstar-worth = { $count }颗星星 = { $points }分
# 消除剩余星星时递减的奖励分。
popstar-bonus-countdown = 奖励{ $bonus }分
# 关卡开始时显示在“第N关”下面。
popstar-banner-target = 目标分：{ $target }
popstar-target-reached = 达成目标分！

## 盘面旁的按钮。

popstar-thinking = 思考中……
popstar-pause = 暂停
# 打开选关。
popstar-levels = 选关
# 练习模式开启时显示在按钮下面。
popstar-practice = 练习模式

## 过关面板。

popstar-passed = 第{ $level }关过关！
popstar-passed-bonus = 奖励分+{ $bonus }（{ $left ->
        [0] 全部消除
       *[other] 剩余{ $left }颗星星
    }）
popstar-passed-score = 本关得分{ $board } · 总分{ $total }
popstar-par = 本关参考分：{ $par }
popstar-par-thinking = 本关参考分：计算中……
popstar-next-target = 下一关目标分：{ $target }
popstar-next-level = 下一关
popstar-dealing-next = 生成中……

## 选关。

popstar-picker-title = 选择关卡
popstar-picker-note = 从这里开始的游戏只计入统计，不计入排行榜

## 结束画面。

popstar-over-detail = 止步第{ $level }关 · 得分{ $score }，目标分{ $target }
popstar-retry = 重玩第{ $level }关

## 无法读取的游戏编号（原因为英文）。

popstar-bad-id = 不是消灭星星的游戏编号：{ $detail }

## 统计。

popstar-figure-highest-level = 最高关卡
popstar-figure-levels-passed = 过关次数

## 已保存的对局无法继续的原因（显示在通知中；细节为英文）。

popstar-resume-not-a-game = 存档数据已损坏：{ $detail }
popstar-resume-bad-board = 关卡初始盘面已损坏

## 设置。

popstar-option-single-tap = 单击即消除
popstar-option-practice = 练习模式（可撤销）
popstar-option-par-first = 开局前显示参考分

## SameGame：消灭星星的前身，在同一张卡片上玩：一局一个盘面，大小和颜色数可选。

popstar-option-variant = 规则
popstar-variant-popstar = 消灭星星
popstar-variant-samegame = SameGame
popstar-option-width = 盘面宽度
popstar-option-height = 盘面高度
popstar-option-colours = 颜色数
popstar-option-min-group = 最少消除数
popstar-table-samegame = { $min ->
        [3] SameGame { $width }×{ $height }，{ $colours }种颜色，3颗起消
       *[other] SameGame { $width }×{ $height }，{ $colours }种颜色
    }
popstar-hud-board = 盘面
popstar-hud-left = 剩余星星
popstar-hud-left-par = 剩余星星 · 参考分{ $par }
popstar-dealing-board = 正在生成盘面……
popstar-samegame-cleared = 全部消除！
popstar-samegame-over-detail = 得分{ $score } · { $left ->
        [0] 全部消除
       *[other] 剩余{ $left }颗星星
    }
popstar-retry-board = 重玩这个盘面
popstar-figure-boards-cleared = 全部消除次数

## 玩法说明。

howto-popstar-pop-title = 消除相连的星星
howto-popstar-pop-text = 点击两颗或更多相连的同色星星，先查看这一组的分值，再点一次即可消除。消除 n 颗星星得 5 × n² 分：一次消除得越多，每颗星星越值钱。上方的星星会落下，空出的列由右边的列补齐。
howto-popstar-bonus-title = 奖励分与关卡
howto-popstar-bonus-text = 当没有可以消除的星星时，本关结束，剩下 m 颗星星可得奖励分 2000 − 20 × m²，剩下十颗及以上则没有奖励。每一关都有目标分：达到目标即可进入下一关，分数累计。第1关需要1000分，之后每关再多2000分。
howto-popstar-bonus = 奖励{ $points }分
howto-popstar-samegame-title = SameGame
howto-popstar-samegame-text = SameGame是消灭星星的前身：只有一个盘面，没有关卡。在设置的“规则”里选择它，还可以设定盘面大小、颜色数和最少消除数。消除 n 颗星星得 (n − 2)² 分，消除两颗不得分，只有大片消除才划算。全部消除再加1000分。

## “分数去哪儿了”：逐步复盘已结束的一盘。

# 一盘结束后显示在棋盘旁：打开复盘。
popstar-review-open = 复盘
# 过关面板上：复盘进行中，之后显示其总结。
popstar-review-waiting = 正在查看分数去哪儿了…
popstar-review-summary = 本可得到：{ $best } · { $drops ->
        [0] 没有大的失分
       *[other] { $drops } 处大的失分
    }
# 图表上方：每一步之前仍可得到的分数。
popstar-review-title = 分数去哪儿了
# 棋盘旁：当前显示的局面。
popstar-review-move = 第 { $number } 步，共 { $total } 步
popstar-review-reach = 仍可得到：{ $reach }
popstar-review-points = 这一步：+{ $points }
popstar-review-drop = 失去了 { $drop } 分
popstar-review-kept = 没有失分
popstar-review-end = 本盘结束
popstar-review-final = 最终得分：{ $score }
popstar-review-start-best = 开局时可得：{ $best }
popstar-review-better = 更好的一步
popstar-review-play = 从这里练习
popstar-review-back = 返回

## 从复盘的局面开始练习：不计分。

popstar-practice-title = 从这里练习 · 不计分
popstar-practice-goal = { $score } / 可得 { $target }
popstar-practice-done = { $score } / { $target }（{ $share }%）
popstar-practice-back = 返回复盘

## 复盘完成后的结算画面，以及练习卡组。

popstar-review-note = 分数去哪儿了：本可得到 { $best }，你得了 { $score } · { $drops ->
        [0] 没有需要练习的局面
       *[other] { $drops } 个局面待练习
    }
# 练习卡组中的局面进行时，棋盘旁的按钮：结束练习。
popstar-deck-stop = 结束
popstar-deck-reading = 正在打开你的练习局面…
popstar-deck-none = 现在没有需要练习的局面。失分的局面到期后会回到这里。
popstar-deck-reached = { $score } / { $target }
popstar-deck-good = 全部拿到：打得好。
popstar-deck-hard = 差一点：之后会再来。
popstar-deck-again = 差得太多：这次练习中还会再来。
popstar-deck-next = Enter：下一个局面
popstar-deck-finish = Enter：完成
popstar-progress-popstar = 消灭星星：得分占可得分数的比例
popstar-progress-samegame = SameGame：得分占可得分数的比例
popstar-progress-share-value = { $value }%
popstar-progress-none = 还没有复盘过的盘面
