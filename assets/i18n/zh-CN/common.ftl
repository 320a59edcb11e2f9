# 所有界面共用。

date = { $year }年{ $month }月{ $day }日

## 各界面共用的词：按钮、回答、开关。

common-back = 返回
common-cancel = 取消
common-close = 关闭
common-continue = 继续
common-on = 开
common-off = 关
common-delete = 删除
common-save = 保存
common-load = 读取
common-undo = 撤销
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
common-level-value = 第{ $level }关
common-copy-id = 复制编号
common-game-id = 游戏编号：{ $id }
common-game-id-copied = 已复制游戏编号
common-paused = 暂停
common-game-over = 游戏结束
common-play-again = 再玩一局
common-new-best = 新纪录！
common-how-to-play = 玩法
common-practice = 练习
common-result = { $black }:{ $white }
common-no-value = —
common-ellipsis = ……

## 暂停窗口、结束画面和继续游戏的提示，各游戏共用。

common-finish = 结束本局
common-unfinished-game = 你有一局未完成的游戏。
common-high-score-rank = 排行榜第{ $rank }名

## 无法开始的游戏编号。

common-id-not-an-id = 这不是游戏编号：“{ $id }”
common-id-no-such-game = 没有名为“{ $game }”的游戏
common-id-none = { $game }没有游戏编号
common-error-daily = 无法开始每日挑战：{ $reason }
common-error-open-id = 无法打开{ $id }：{ $reason }
common-error-unavailable = 该游戏不可用

## 窗口底部的提示。$error 是系统的原始信息（英文）。

common-error-save-settings = 无法保存设置：{ $error }
common-error-save-scores = 无法保存排行榜：{ $error }
common-error-save-statistics = 无法保存统计：{ $error }
common-error-save-progress = 无法保存进度：{ $error }
common-error-save-practice = 无法保存练习局面：{ $error }
common-error-save-ratings = 无法保存你的等级分：{ $error }
common-rating-after = 你的等级分：{ $rating }（{ $change }）
common-rating-after-provisional = 你的等级分：{ $rating }（{ $change }），暂定
common-error-save-game = 无法保存{ $game }的游戏进度：{ $error }
common-error-remove-file = 无法删除{ $file }：{ $error }
common-error-resume-kept = 无法恢复已保存的{ $game }游戏进度（{ $reason }），文件已改名为{ $file }
common-error-resume = 无法恢复已保存的{ $game }游戏进度（{ $reason }）：{ $error }
common-error-fullscreen = 无法切换全屏：{ $error }
common-error-paste = 没有可粘贴的内容：{ $error }
common-error-copy = 无法复制到剪贴板：{ $error }

## 损坏或无法读取的文件。

common-file-unreadable = 无法读取{ $file }：{ $error }；已改用默认值
common-file-damaged = { $file }已损坏（{ $reason }），已改名为{ $kept }并改用默认值
common-file-stuck = { $file }已损坏（{ $reason }），且无法移走：{ $error }
common-file-not-text = 不是文本文件
common-file-line = 第{ $line }行：{ $detail }

## 存档不匹配的原因。

common-save-format = 存档格式为{ $format }，应为{ $expected }
common-save-format-unknown = 未知的存档格式{ $format }
common-save-no-format = 存档未注明格式
common-save-other-game = 这是{ $game }的存档，不是{ $expected }的
common-save-options-not-a-table = 保存的设置已损坏
