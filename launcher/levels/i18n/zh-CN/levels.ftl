# 三消闯关：关卡地图、进行中的关卡、结算界面和关卡编辑器。

## 菜单和排行榜上的游戏。

levels-title = 三消闯关
levels-tagline = 异形盘面、过关目标、星级评价
# 在应用菜单中搜索时能找到这个游戏的关键词。
levels-keywords = 闯关;关卡;星级;
levels-table = 关卡

## 关卡地图。

levels-my-levels = 我的关卡
levels-no-own-levels = 还没有，来做一个吧
levels-editor = 关卡编辑器

## 进行中的关卡。

levels-my-level = 我的关卡
levels-trying = 试玩
levels-moves-left = 剩余步数
levels-time-left = 剩余时间
levels-goals = 目标
levels-goal-done = 完成 ✓
levels-map = 地图
levels-back-to-editor = 编辑器
levels-pause = 暂停
levels-shuffling = 无法消除，重新洗牌
levels-out-of-moves = 步数用完了
levels-time-up = 时间到！
levels-stuck = 无步可走
levels-cannot-play = 无法开始“{ $name }”：{ $problem }

## 结算界面。

levels-passed = 过关！
levels-failed = 闯关失败
levels-out-of-time = 时间用完了
levels-score = 得分：{ $score }
levels-score-and-best = 得分：{ $score }  ·  最高：{ $best }

## 关卡编辑器。

levels-new-level-name = 我的关卡
levels-knob-width = 宽度
levels-knob-height = 高度
levels-knob-kinds = 方块种类
levels-knob-limit-kind = 限制方式
levels-knob-limit = 步数/时间
levels-knob-score = 目标：得分
levels-knob-collect-kind = 收集：种类
levels-knob-collect-count = 收集：数量
levels-knob-jelly = 目标：果冻
levels-knob-blockers = 目标：障碍
levels-knob-stars = { $stars }星
levels-limit-moves = 限步
levels-limit-clock = 限时
levels-moves = { $moves }步
levels-seconds = { $seconds }秒
levels-pieces = { $count }个
levels-brush = 画笔：{ $brush }（数字键1～6）
levels-brush-hole = 空洞
levels-brush-floor = 普通格子
levels-brush-jelly = 果冻
levels-brush-double-jelly = 双层果冻
levels-brush-blocker = 障碍
levels-brush-double-blocker = 双层障碍
levels-try = 试玩
levels-bot-cannot-play = 机器人：这一关无法进行
levels-bot-playing = 机器人试玩中：共{ $games }局……
levels-bot-passes = 机器人通过率：{ $percent }%（共{ $games }局）
levels-ready = 可以保存
levels-not-ready = 待修改：{ $problem }
levels-cannot-try = 无法试玩：{ $problem }
levels-cannot-save = 无法保存：{ $problem }
levels-cannot-save-unnamed = 无法保存：请先给关卡起个名字
levels-saved = 已保存：{ $file }
levels-save-failed = 关卡保存失败：{ $error }

## 关卡的问题（跟在“无法保存：”“待修改：”等之后）。

levels-problem-at-line = 第{ $line }行：{ $problem }
levels-problem-file = 无法读取关卡文件：{ $detail }
levels-problem-empty-board = 盘面是空的
levels-problem-ragged = 盘面有一行是{ $found }格，但第一行是{ $expected }格
levels-problem-unknown-cell = 第{ $column }列：未知的格子字母“{ $letter }”（可用 - . j J b B）
levels-problem-size = 盘面为{ $width }×{ $height }，每边须为5～12格
levels-problem-kinds = 方块种类为{ $kinds }，须为4～8种
levels-problem-limit = 请设定步数或秒数（大于0），二者只能选一
levels-problem-no-goals = 关卡至少需要一个目标
levels-problem-collect-kind = 目标{ $goal }：要收集第{ $kind }种方块，但本关只有第1～{ $kinds }种
levels-problem-no-jelly = 目标{ $goal }：盘面上没有果冻
levels-problem-no-blockers = 目标{ $goal }：盘面上没有障碍
levels-problem-no-pieces = 目标{ $goal }：收集数量为0
levels-problem-no-points = 目标{ $goal }：所需分数为0
levels-problem-stars = 星级分数最多三个，且须逐级升高
levels-problem-board-mismatch = 盘面上的方块与本关的空洞和障碍不符
levels-problem-no-start-board = 这种形状的盘面无法生成有可走步的开局

## 暂存的关卡为何无法继续（显示在通知中）。

levels-resume-not-a-level = 不是进行中的关卡：{ $detail }
levels-resume-bad-level = 保存的关卡：{ $problem }
levels-resume-mismatch = 保存的游戏进度与关卡不符

## 统计界面上本游戏自己的数据。

levels-figure-passed = 过关次数
levels-figure-stars = 获得星数

## 游戏自带关卡的名称。

levels-name-01-first-steps = 新手上路
levels-name-02-jelly-centre = 中心果冻
levels-name-03-five-colours = 五种颜色
levels-name-04-small-heart = 小爱心
levels-name-05-first-stones = 初遇石块
levels-name-06-double-jelly = 双层果冻
levels-name-07-ring = 圆环
levels-name-08-diamond = 菱形
levels-name-09-stone-row = 一排石块
levels-name-10-plus = 加号
levels-name-11-jelly-heart = 果冻爱心
levels-name-12-quick-hands = 眼疾手快
levels-name-13-pillars = 立柱
levels-name-14-circle-jelly = 果冻月亮
levels-name-15-hourglass = 沙漏
levels-name-16-walled-garden = 围墙花园
levels-name-17-butterfly = 蝴蝶
levels-name-18-t-junction = 岔路口
levels-name-19-frame = 画框
levels-name-20-arrow = 箭头
levels-name-21-time-ring = 与时间赛跑
levels-name-22-checker-holes = 筛子
levels-name-23-u-turn = 掉头
levels-name-24-x-marks = 宝藏在此
levels-name-25-stone-garden = 石头花园
levels-name-26-h-bridge = 桥
levels-name-27-stairs = 阶梯
levels-name-28-star = 五角星
levels-name-29-fast-jelly = 果冻冲刺
levels-name-30-seven-kinds = 七种颜色
levels-name-31-timed-stones = 石块冲刺
levels-name-32-islands = 群岛
levels-name-33-donut = 甜甜圈
levels-name-34-diamond-jelly = 果冻菱形
levels-name-35-cross-stones = 石十字
levels-name-36-big-board = 大盘面
levels-name-37-last-stand = 背水一战
levels-name-38-big-heart = 大爱心
levels-name-39-fortress = 堡垒
levels-name-40-eight-kinds = 彩虹
levels-name-41-butterfly-stones = 石蝴蝶
levels-name-42-sieve-jelly = 果冻筛子

## 玩法说明。

howto-levels-goals-title = 目标、果冻与障碍
howto-levels-goals-text = 每一关都要在限定的步数或时间内完成目标：达到分数、收集指定颜色的方块、清除全部果冻或全部障碍。在果冻上消除一次会去掉一层果冻；在石块旁边消除会将它击碎，带铆钉的石块需要击打两次。
howto-levels-jelly-left = { $count ->
        [0] 果冻已清除 ✓
       *[other] 剩余果冻：{ $count }
    }
howto-levels-stars-title = 星级
howto-levels-stars-text = 完成所有目标即可过关并获得一颗星；分数更高可以获得两颗或三颗星。过关后地图上的下一关随之开启。随时可以重玩任意关卡来争取更多星星。
howto-levels-stars = { $stars }颗星

## 机器人从同样的开局重玩失败的关卡，供玩家观看。

# 失败关卡的画面上：机器人从同样的开局玩同一关。
levels-watch-bot = 看机器人玩
# 机器人在玩时面板的标题。
levels-bot-title = 机器人在玩
levels-bot-skip = 点击或按 Enter：直接看结果
levels-bot-passed = 机器人过关了
levels-bot-failed = 机器人也没过关
