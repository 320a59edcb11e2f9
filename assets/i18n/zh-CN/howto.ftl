# 玩法：每个游戏的规则，分几页讲解，配有动画示意。

howto-previous = 上一页
howto-next = 下一页

howto-offer = 第一次玩“{ $game }”？按F1查看玩法。
howto-open = { $game }玩法

howto-match3-swap-title = 交换相邻方块
howto-match3-swap-text = 交换两个相邻的方块，让三个或更多相同的方块横向或纵向连成一线。连线会被消除，长度为 n 的连线中每个方块得 50 × (n − 1) 分：三连每个100分，四连每个150分；两条连线共用的方块可同时获得两条连线的得分。上方的方块落下填补空位，新方块从顶部补入，它们组成的连线同样会被消除。
howto-match3-modes-title = 模式与特效方块
howto-match3-modes-text = 经典模式在无步可走时结束。限时模式有两分钟，无尽模式一直进行到你选择结束；这两种模式在无步可走时都会重新洗牌。在这两种模式中，四连会留下直线方块，五连留下彩色炸弹，L 形或 T 形留下范围炸弹；特效方块消除的每个方块得50分。开启连消奖励后，一步中第 k 次连消的得分乘以 k：×2、×3……
howto-match3-line-piece = 直线方块：消除整行
howto-match3-colour-bomb = 彩色炸弹：消除一种颜色
howto-match3-area-bomb = 范围炸弹：消除3×3范围
howto-match3-chain = 连消×{ $factor }

howto-popstar-pop-title = 消除相连的星星
howto-popstar-pop-text = 点击两颗或更多相连的同色星星，先查看这一组的分值，再点一次即可消除。消除 n 颗星星得 5 × n² 分：一次消除得越多，每颗星星越值钱。上方的星星会落下，空出的列由右边的列补齐。
howto-popstar-bonus-title = 奖励分与关卡
howto-popstar-bonus-text = 当没有可以消除的星星时，本关结束，剩下 m 颗星星可得奖励分 2000 − 20 × m²，剩下十颗及以上则没有奖励。每一关都有目标分：达到目标即可进入下一关，分数累计。第1关需要1000分，之后每关再多2000分。
howto-popstar-bonus = 奖励{ $points }分
howto-popstar-samegame-title = SameGame
howto-popstar-samegame-text = SameGame是消灭星星的前身：只有一个盘面，没有关卡。在设置的“玩法”里选择它，还可以设定盘面大小、颜色数和最少消除数。消除n颗星星得(n − 2)²分，两颗相连不得分，只有大片消除才划算。全部消除再加1000分。

howto-reversi-flank-title = 夹住并翻转
howto-reversi-flank-text = 黑方先走。落子时要让对方的一颗或多颗棋子在一条直线上被夹在这颗新子和你的另一颗棋子之间，横、竖、斜都可以。所有被夹住的棋子，无论哪个方向，都会同时翻成你的颜色。不能夹住任何棋子的位置不能落子。
howto-reversi-flipped = 翻转了{ $count }颗棋子
howto-reversi-pass-title = 弃权与终局
howto-reversi-pass-text = 如果你没有可以落子的位置，就必须弃权，由对方继续落子。双方都无法落子时对局结束，通常是棋盘已经下满。棋子多的一方获胜。
howto-reversi-black-passes = 黑方弃权
howto-reversi-white-again = 白方继续落子

howto-levels-goals-title = 目标、果冻与障碍
howto-levels-goals-text = 每一关都要在限定的步数或时间内完成目标：达到分数、收集指定颜色的方块、清除全部果冻或全部障碍。在果冻上消除一次会去掉一层果冻；在石块旁边消除会将它击碎，带铆钉的石块需要击打两次。
howto-levels-jelly-left = { $count ->
        [0] 果冻已清除 ✓
       *[other] 剩余果冻：{ $count }
    }
howto-levels-stars-title = 星级
howto-levels-stars-text = 完成所有目标即可过关并获得一颗星；分数更高可以获得两颗或三颗星。过关后地图上的下一关随之开启。随时可以重玩任意关卡来争取更多星星。
howto-levels-stars = { $stars }颗星
