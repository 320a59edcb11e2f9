# 三消：菜单卡片、计分面板、盘面上的提示、结束画面、排行榜和设置。

## 菜单中的游戏。

match3-title = 三消
match3-tagline = 交换方块，三连消除
# 在应用菜单中搜索时能找到这个游戏的关键词。
match3-keywords = 三消;宝石;

## 模式：设置、排行榜和面板。

match3-mode-classic = 经典
match3-mode-timed = 限时
match3-mode-endless = 无尽
# 面板上游戏名称下面的一行。
match3-panel-classic = 经典模式
match3-panel-timed = 限时模式
match3-panel-endless = 无尽模式
# 非标准盘面的排行榜：“经典 6×6，5种方块”。
match3-table-board = { $mode }{ $width }×{ $height }，{ $kinds }种方块
match3-table-daily = 每日挑战

## 计分面板。

match3-stat-best = 最高分
match3-stat-moves = 步数
match3-stat-chain = 连消
match3-stat-time = 剩余时间
# 本局已超过最高分时显示。
match3-new-best = 新纪录！
# 两步之间：本局最长的连消。
match3-best-chain = 最高×{ $chain }
match3-pause = 暂停
# 玩法说明，显示在限时模式计时器的位置（每行一句）。
match3-help =
    点击两个相邻的方块
    或拖动方块来交换。

## 盘面上方。

match3-banner-chain = 连消×{ $chain }
match3-banner-shuffle = 无法消除，重新洗牌

## 游戏结束。

match3-end-no-moves = 无步可走
match3-end-time-up = 时间到
match3-end-finished = 本局结束
match3-end-moves = 共走了{ $moves }步
match3-end-moves-chain = 共走了{ $moves }步，最高连消×{ $chain }

## 无法读取的游戏编号（原因为英文）。

match3-bad-id = 不是三消的游戏编号：{ $detail }

## 统计。

match3-figure-best-chain = 最高连消

## 已保存的对局无法继续的原因（显示在通知中；细节为英文）。

match3-resume-not-a-game = 存档数据已损坏：{ $detail }

## 设置。

match3-option-width = 盘面宽度
match3-option-height = 盘面高度
match3-option-kinds = 方块种类
match3-option-mode = 模式
match3-option-specials = 特效方块
match3-option-generation = 初始盘面
# 逐格生成，排除会连成三个的颜色。
match3-generation-constrained = 逐格排除
# 先随机生成，再通过交换拆散三连。
match3-generation-repair = 交换修复
match3-option-chain-bonus = 连消奖励
match3-option-hint = 提示
match3-hint-seconds = { $count }秒后
match3-hint-never = 关闭

## 玩法说明。

howto-match3-swap-title = 交换相邻方块
howto-match3-swap-text = 交换两个相邻的方块，让三个或更多相同的方块横向或纵向连成一线。连线会被消除，长度为 n 的连线中每个方块得 50 × (n − 1) 分：三连每个100分，四连每个150分；两条连线共用的方块可同时获得两条连线的得分。上方的方块落下填补空位，新方块从顶部补入，它们组成的连线同样会被消除。
howto-match3-modes-title = 模式与特效方块
howto-match3-modes-text = 经典模式在无步可走时结束。限时模式有两分钟，无尽模式一直进行到你选择结束；这两种模式在无步可走时都会重新洗牌。在这两种模式中，四连会留下直线方块，五连留下彩色炸弹，L形或T形留下范围炸弹；特效方块消除的每个方块得50分。开启连消奖励后，一步中第 k 次连消的得分乘以 k：×2、×3……
howto-match3-line-piece = 直线方块：消除整行
howto-match3-colour-bomb = 彩色炸弹：消除一种颜色
howto-match3-area-bomb = 范围炸弹：消除3×3范围
howto-match3-chain = 连消×{ $factor }
