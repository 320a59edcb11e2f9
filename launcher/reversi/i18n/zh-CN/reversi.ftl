# 黑白棋：菜单卡片、设置、新对局窗口、侧边栏、棋盘上的提示、终局、摆棋、复盘和棋谱。

## 菜单中的游戏和排行榜。

reversi-title = 黑白棋
reversi-tagline = 夹住对方棋子，翻转为己方
# 在应用菜单中搜索时能找到这个游戏的关键词。
reversi-keywords = 黑白棋;奥赛罗;
reversi-todays-board = 每日挑战
# 无法读取的游戏编号（原因在后，为英文）。
reversi-bad-id = 不是黑白棋的游戏编号：{ $detail }

## 双方。

reversi-black = 黑方
reversi-white = 白方

## 选项（设置界面和新对局窗口）。

reversi-option-mode = 对局模式
reversi-mode-two-players = 双人对战
reversi-mode-vs-computer = 人机对战
reversi-mode-computer-vs-computer = 电脑对电脑
reversi-option-colour = 你的颜色
reversi-option-level = 电脑难度
reversi-level-beginner = 入门
reversi-level-easy = 简单
reversi-level-medium = 中等
reversi-level-hard = 困难
reversi-level-strongest = 最强
reversi-level-novice = 新手
reversi-level-learner = 学徒
reversi-level-casual = 业余
reversi-level-steady = 稳健
reversi-level-improver = 进步
reversi-level-club = 俱乐部
reversi-level-advanced = 高阶
reversi-level-expert = 专家
reversi-level-skilled = 熟练
reversi-level-elite = 精英
reversi-level-master = 大师
reversi-level-match-rating = 按我的等级分
reversi-option-threads = 搜索线程
reversi-option-white-first = 白方先行
reversi-option-board = 棋盘
reversi-option-variety = 开局变化
reversi-board-green = 绿色
reversi-board-grey = 灰色

## 新对局窗口。

# 窗口按钮上三种模式的简称。
reversi-setup-two-players = 双人对战
reversi-setup-vs-computer = 人机对战
reversi-setup-watch = 观战
# 两位玩家的名字，黑方在前。
reversi-setup-names = 名字：黑方、白方
# 与电脑对局时玩家的颜色。
reversi-setup-you-play = 你的颜色
reversi-setup-article = 双人对战，白方先走，灰色棋盘
reversi-setup-start = 开始
reversi-setup-level-rated = { $level } · { $rating }
reversi-setup-suggested = 为你推荐：{ $level }
reversi-setup-rated = 计入等级分 · 你的等级分 { $rating }
reversi-setup-rated-provisional = 计入等级分 · 你的等级分 { $rating }（暂定）
reversi-unrated-mode = 不计等级分：只有与电脑的对局才计入
reversi-unrated-level = 不计等级分：这个难度还没有等级分
reversi-unrated-position = 不计等级分：对局不是从初始局面开始
reversi-unrated-clock = 不计等级分：电脑按时限下棋
reversi-unrated-threads = 不计等级分：电脑使用多个线程搜索
# 电脑整局用时（只有电脑计时）；“不计时”即各难度按自己的每步用时。
reversi-setup-time = 电脑每局用时
reversi-setup-time-off = 不计时
reversi-setup-minutes = { $count }分钟
# 开局变化：电脑可选比开局库最佳着法差多少的着法。
reversi-setup-variety = 开局变化：可选稍逊于最佳的开局库着法
reversi-setup-variety-none = 无
reversi-setup-variety-within = 相差{ $count }子以内
# 名字中不能有的字符。
reversi-setup-name-refused = 名字中不能有“{ $char }”

## 侧边栏。

reversi-you = 你
reversi-computer = 电脑
# 电脑名字下方：它的难度。
reversi-role-level = 难度：{ $level }
reversi-role-rated = 计入等级分
# 棋谱中的玩家：某一难度的电脑。
reversi-computer-at-level = 电脑（难度：{ $level }）
# 轮到落子一方的名字下方；$dots 为 common-ellipsis（……）。
reversi-to-move = 轮到落子
reversi-thinking = 思考中{ $dots }
# 形势条的说明：谁领先，领先几子（$whole.$tenth）。
reversi-evaluation = 形势：{ $side ->
        [black] 黑方 +{ $whole }.{ $tenth }
        [white] 白方 +{ $whole }.{ $tenth }
       *[even] 均势
    }
# 已下的着法；其中的弃权。
reversi-moves = 着法
reversi-move-pass = 弃权
reversi-undo = 悔棋
reversi-redo = 重做
reversi-move-now = 立即落子
reversi-show-eval = 显示形势
reversi-hide-eval = 隐藏形势
reversi-save-game = 保存棋谱
reversi-games = 棋谱
reversi-copy-obf = 复制OBF
reversi-set-up = 摆棋
reversi-review = 复盘

## 玩家下方的提示行。

reversi-click-marked = 点击标记的格子落子
reversi-looking-for-hint = 正在寻找提示……
reversi-black-passed = 黑方弃权（停一手）
reversi-white-passed = 白方弃权（停一手）
reversi-values-exact = 着法评估：精确
reversi-values-depth = 着法评估：深度{ $depth }
# 评估仍在细化。
reversi-values-deepening = 着法评估：深度{ $depth }……
# 部分着法进入开局库时的着法评估：这些着法以蓝色显示开局库的评估。
reversi-values-book = { $values }；蓝色为开局库评估
# 电脑上一步取自开局库。
reversi-book-move = 开局库着法
reversi-opening = 开局：{ $name }
reversi-game-loaded = 已读取棋谱
reversi-game-saved = 棋谱已保存
reversi-obf-saved = OBF已复制并保存
# 无法写入文件时的提示（原因由系统给出）。
reversi-cannot-write = 无法写入{ $file }：{ $error }

## 开局名称，如侧边栏所示。

reversi-opening-parallel = 平行
reversi-opening-diagonal = 斜角
reversi-opening-perpendicular = 垂直
reversi-opening-tiger = 虎
reversi-opening-aubrey = 奥布里
reversi-opening-cow = 牛
reversi-opening-rose = 罗斯
reversi-opening-buffalo = 水牛
reversi-opening-heath = 希思

## 棋盘上。

reversi-black-passes = 黑方弃权
reversi-white-passes = 白方弃权
reversi-no-legal-move = 无子可下

## 终局。

reversi-end-draw = 平局，{ $black }:{ $white }
reversi-end-you-win = 你赢了，{ $mine }:{ $theirs }
reversi-end-computer-wins = 电脑赢了，{ $theirs }:{ $mine }
reversi-end-black-wins = 黑方获胜，{ $high }:{ $low }
reversi-end-white-wins = 白方获胜，{ $high }:{ $low }
reversi-end-player-wins = { $name }获胜，{ $high }:{ $low }
# 终局时双方的棋子数，以及玩家输入的名字。
reversi-end-black-count = 黑方{ $count }子
reversi-end-white-count = 白方{ $count }子
reversi-end-named-black-count = { $name }（黑方）{ $count }子
reversi-end-named-white-count = { $name }（白方）{ $count }子
reversi-end-counts = { $black }，{ $white }
reversi-end-counts-level = { $black }，{ $white } · 难度：{ $level }

## 无法继续的存档。

reversi-save-damaged = 不是黑白棋对局：{ $detail }
reversi-save-bad-start = 初始局面已损坏：{ $detail }
# OBF 局面行的错误；列从1开始计数。
reversi-obf-too-short = 棋盘只有{ $count }格，应为64格
reversi-obf-bad-square = 第{ $column }列：“{ $found }”不是格子（X、O或-）
reversi-obf-bad-side = 第{ $column }列：应为一个空格和轮到的一方（X或O）
reversi-obf-trailing = 第{ $column }列：轮到的一方之后应为“;”
reversi-obf-bad-score = 着法评分“{ $text }”有误（应如G8:+18）
# 着法列表的错误；着法从1开始计数。
reversi-move-illegal = 第{ $number }手（{ $square }）{ $side ->
        [black] 黑方
       *[white] 白方
    }不能下
reversi-move-pass-not-allowed = 第{ $number }手（pa）：{ $side ->
        [black] 黑方
       *[white] 白方
    }有棋可下，不能弃权
reversi-move-after-end = 第{ $number }手（{ $text }）：对局已经结束
reversi-move-bad-text = 第{ $number }手：“{ $text }”不是格子（a1～h8），也不是pa

## 摆棋（B）。

reversi-setting-up = 摆棋中
reversi-editor-help = 点击格子：空→黑→白
reversi-editor-black-to-move = 轮到黑方
reversi-editor-white-to-move = 轮到白方
reversi-editor-clear = 清空
reversi-editor-start = 初始局面
reversi-editor-paste = 粘贴
reversi-editor-solve = 求解
reversi-editor-play = 开始对局
reversi-editor-pasted-position = 已粘贴局面
reversi-editor-pasted-moves = 已粘贴着法：{ $moves }
reversi-editor-not-pasted = 既不是OBF局面，也不是着法列表：“{ $text }”
reversi-editor-no-moves = 此局面双方都无子可下

## 复盘（G）。

reversi-review-back = ◀ 后退
reversi-review-forward = 前进 ▶
reversi-review-play-from-here = 从此处续下
# 图表说明：线以上的柱表示黑方领先。
reversi-review-black-ahead = 黑方领先
# 在初始局面、所有着法都已分析完时的说明。
reversi-review-start-done = 初始局面 · 已复盘全部{ $total }手
reversi-review-start-progress = 初始局面 · 已分析{ $done }/{ $total }手
# 着法说明：手数和格子，然后是它的价值。
reversi-review-analysing = 第{ $number }手{ $square }：分析中……
reversi-review-mistake = 第{ $number }手{ $square }：失误−{ $loss }（最佳{ $best }）
reversi-review-inaccuracy = 第{ $number }手{ $square }：欠佳−{ $loss }（最佳{ $best }）
reversi-review-loss = 第{ $number }手{ $square }：−{ $loss }（最佳{ $best }）
# 进入开局库的着法，附开局库对落子方的评估（$value：+2、−1）。
reversi-review-book = 第{ $number }手{ $square }：开局库着法（库评估{ $value }）
reversi-review-best = 第{ $number }手{ $square }：最佳着法

## 棋谱（L）。

reversi-library-title = 我的棋谱
reversi-library-empty = 还没有保存的棋谱：点“保存棋谱”即可保存到这里
# 一局棋谱：对局双方、子数和日期。
reversi-library-game = { $black }对{ $white }   { $result }   { $date }
# 无法读取的文件及原因。
reversi-library-unreadable = { $file }：无法读取：{ $error }
reversi-library-damaged = { $file }：第{ $line }行：{ $problem }
reversi-record-unknown-header = 未知的标题“{ $header }”
reversi-record-missing-header = 缺少{ $header }行
reversi-record-move-before-start = 着法出现在Start行之前
reversi-record-not-a-move = 不是“1. f5”这样带编号的着法
reversi-record-not-a-value = 不是以子数表示的评估值
reversi-record-bad-start = 初始局面：{ $problem }
reversi-record-bad-move = 无法在{ $square }落子

## 谜题。

reversi-puzzles = 谜题
reversi-puzzle-of-the-day = 每日谜题
reversi-daily-puzzle = 每日谜题
reversi-puzzle-next = 下一题
reversi-puzzles-title = 黑白棋谜题
reversi-puzzles-none = 今天没有谜题
reversi-puzzles-no-history = 做完第一道谜题后开始计算等级分
reversi-puzzles-solved = 一次解出：{ $solved }/{ $count }
reversi-puzzle-of-day = 每日谜题：{ $date }
reversi-puzzle-rated = 本题等级分 { $rating }
reversi-puzzle-black-to-move = 轮到黑方落子
reversi-puzzle-white-to-move = 轮到白方落子
reversi-puzzle-task = 找出唯一能保住最佳结果的一手。
reversi-puzzle-solved = 解出来了！
reversi-puzzle-missed = 不是这一手
reversi-puzzle-best = { $square }：双方最佳应对下{ $value }
reversi-puzzle-played = { $square }得{ $value }
reversi-puzzle-answer = 答案：{ $square }，{ $value }
reversi-puzzle-rating = 你的谜题等级分：{ $rating }
reversi-puzzle-rating-change = 你的谜题等级分：{ $before } → { $after }

## 玩法说明。

howto-reversi-flank-title = 夹住并翻转
howto-reversi-flank-text = 黑方先走。落子时要让对方的一颗或多颗棋子在一条直线上被夹在这颗新子和你的另一颗棋子之间，横、竖、斜都可以。所有被夹住的棋子，无论哪个方向，都会同时翻成你的颜色。不能夹住任何棋子的位置不能落子。
howto-reversi-flipped = 翻转了{ $count }颗棋子
howto-reversi-pass-title = 弃权与终局
howto-reversi-pass-text = 如果你没有可以落子的位置，就必须弃权，由对方继续落子。双方都无法落子时对局结束，通常是棋盘已经下满。棋子多的一方获胜。
howto-reversi-black-passes = 黑方弃权
howto-reversi-white-again = 白方继续落子

## 练习：与电脑对局后的复盘和练习界面。

reversi-option-review = 复盘对局用于练习
reversi-option-review-threshold = 练习的失子门槛
reversi-option-review-discs = 至少{ $count }子
# 对局复盘完成后结束画面上的一行。
reversi-review-added = 复盘：{ $count }个局面已加入练习
reversi-review-no-mistakes = 复盘：没有需要练习的失误
reversi-practice-title = 练习
reversi-practice-due = { $count }个局面待复习
reversi-practice-find-black = 黑方走棋：找出最佳着法
reversi-practice-find-white = 白方走棋：找出最佳着法
reversi-practice-good = 最佳着法！
reversi-practice-hard = 接近了：少了{ $loss }子
reversi-practice-again = 失误：少了{ $loss }子。这个局面很快会再出现。
# $squares：最佳着法（“d3”或“d3, c4”）；$value：其子数评估（“+4”）。
reversi-practice-best = 最佳：{ $squares }（{ $value }）
reversi-practice-yours = 你的：{ $square }（{ $value }）
# $moves：最佳变化的前几手（“d3 c4 e6”）。
reversi-practice-line = 最佳变化：{ $moves }
reversi-practice-empty = 还没有局面。与电脑对局中的失误会在每局结束后加入这里。
reversi-practice-next-hours = 现在没有待复习的局面。下一个局面将在{ $hours }小时内出现。
reversi-practice-next-days = 现在没有待复习的局面。下一个局面将在{ $days }天后出现。
reversi-practice-next = 下一个
reversi-practice-delete = 删除
reversi-practice-reset = 清空练习
reversi-practice-reset-sure = 确定清空？
# 练习界面的按键说明，在文字下方。
reversi-practice-keys = ←↑→↓ Enter 落子 · N 下一个 · D 删除 · Esc 返回
reversi-progress-loss = 每手平均损失
reversi-progress-loss-value = { $value }子
reversi-progress-loss-none = 还没有复盘过的对局
reversi-progress-puzzles = 谜题等级分
reversi-progress-puzzles-value = { $value }
