# 主界面和“输入游戏编号”。

menu-title = Tile Puzzles
menu-subtitle = 消除、点消与翻转，尽在一方网格
menu-daily = 每日挑战
menu-no-score = 暂无最高分
menu-settings = 设置
menu-high-scores = 排行榜
menu-statistics = 统计
menu-play-id = 输入游戏编号
menu-help = 方向键和回车选择 · F1 玩法 · F11 全屏 · Esc 退出

## 在主界面按 Esc。

menu-quit-title = 退出？
menu-quit-question = 要退出 Tile Puzzles 吗？
menu-stay = 继续玩

## 输入游戏编号。

menu-play-id-prompt = 输入或粘贴游戏编号，例如{ $example }
menu-paste = 粘贴
menu-play = 开始
menu-play-id-refused = 游戏编号中不会有“{ $char }”

# 应用菜单中的条目（由 scripts/install 写入）：名称、类别、提示和搜索关键词。
menu-desktop-name = Tile Puzzles
menu-desktop-generic-name = 益智游戏
menu-desktop-comment = { $games }，尽在一个窗口
menu-desktop-keywords = 益智;方块;棋类;Tile Puzzles;
menu-desktop-game = { $name }
menu-metainfo-game = { $name }：{ $tagline }
menu-list-comma = { $first }、{ $next }
menu-list-and = { $first }和{ $last }
