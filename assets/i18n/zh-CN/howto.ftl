# 玩法：每个游戏的规则，分几页讲解，配有动画示意。

howto-previous = 上一页
howto-next = 下一页

howto-offer = 第一次玩“{ $game }”？按F1查看玩法。
howto-open = { $game }玩法
