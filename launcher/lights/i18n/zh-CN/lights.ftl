# 点灯：菜单卡片、设置和排行榜。

lights-title = 点灯
lights-tagline = 点亮每一盏灯
# 在应用菜单中搜索时能找到这个游戏的关键词。
lights-keywords = 灯;点灯;
lights-option-side = 每边的灯数
lights-option-practice = 练习模式（可撤销）
lights-table-standard = 标准
