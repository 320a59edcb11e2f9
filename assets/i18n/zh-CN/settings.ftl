# 设置界面。各游戏自己的选项在该游戏的目录中。

settings-title = 设置
settings-general = 通用
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）
settings-sound = 音效
settings-volume = 音量
settings-percent = { $count }%
settings-animation = 动画速度
settings-animation-slow = 慢
settings-animation-normal = 正常
settings-animation-fast = 快
settings-fullscreen = 全屏
settings-accessibility = 无障碍
settings-high-contrast = 高对比度
settings-reduced-motion = 减少动态效果
settings-text-size = 文字大小
settings-only-when = 仅用于{ $values }
settings-note-line = { $option }：{ $note }
settings-help = Tab 切换页面 · ↑↓ 选择 · ←→ 更改 · Esc 返回
