# 所有界面共用。

date = { $year }年{ $month }月{ $day }日

## 各界面共用的词：按钮、回答、开关。

common-back = 返回
common-cancel = 取消
common-close = 关闭
common-continue = 继续
common-ok = 确定
common-on = 开
common-off = 关
common-yes = 是
common-no = 否
common-delete = 删除
common-save = 保存
common-load = 读取
common-undo = 撤销
common-redo = 重做
common-hint = 提示
common-new-game = 新游戏
common-restart = 重新开始
common-menu = 菜单
common-quit = 退出
common-resume = 继续游戏
common-retry = 再试一次
common-next = 下一关
common-done = 完成
common-score = 得分
common-score-value = 得分：{ $score }
common-best-value = 最高分：{ $score }
common-level-value = 第 { $level } 关
common-copy-id = 复制编号
common-game-id = 对局编号：{ $id }
common-game-id-copied = 已复制对局编号
common-paused = 暂停
common-game-over = 游戏结束
common-play-again = 再玩一局
common-new-best = 新纪录！
common-how-to-play = 玩法
