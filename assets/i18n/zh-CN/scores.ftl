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
scores-rating = 你的等级分
scores-rating-value = { $rating } ± { $deviation }
scores-rating-provisional = 暂定：已下 { $played }/{ $needed } 局
scores-rating-settled = 计入等级分的对局：{ $count }
scores-rating-history = 等级分走势
scores-rating-none = 还没有计入等级分的对局
scores-rating-reset = 重置等级分
scores-rating-reset-confirm = 再按一次以重置
scores-progress = 进步
scores-progress-positions = 练习局面
scores-progress-learnt = 已掌握
scores-progress-due = 待复习
