# 排行榜和统计。

scores-title = 排行榜
scores-rank = 名次
scores-date = 日期
scores-name = 玩家

## 统计。

scores-stats-title = 统计
scores-stats-none = 还没有完成的游戏
scores-stats-played = 已玩局数
scores-stats-results = 胜 · 平 · 负
scores-stats-best = 最高分
scores-stats-average = 平均分
scores-stats-win-streak = 连胜（最高）
scores-stats-day-streak = 连续天数（最高）
scores-stats-last = 最近{ $count }局得分
scores-stats-chart-best = 最高：{ $score }
