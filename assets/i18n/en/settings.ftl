# The settings screen. Each game's options are in the game's own catalog.

settings-title = Settings
# The heading of the settings every game shares.
settings-general = General
settings-language = Language
# The language setting while it follows the system: "System (English)". The language's
# name is written in that language.
settings-language-system = System ({ $language })
settings-sound = Sound
settings-volume = Volume
# A loudness in percent.
settings-percent = { $count }%
settings-animation = Animation speed
settings-animation-slow = Slow
settings-animation-normal = Normal
settings-animation-fast = Fast
settings-fullscreen = Fullscreen
# The heading of the settings that make the games easier to see and follow.
settings-accessibility = Accessibility
# Near-black backgrounds, bright text and edges, stronger piece colours.
settings-high-contrast = High contrast
# No shaking, particles or sliding pieces: short fades instead.
settings-reduced-motion = Reduced motion
# How large every text is drawn, in percent: "125%".
settings-text-size = Text size
# Beside an option that counts only while another option has one of these values:
# "Timed / Endless only".
settings-only-when = { $values } only
# At the foot of the screen while such an option is chosen: "Special pieces: Timed /
# Endless only".
settings-note-line = { $option }: { $note }
settings-help = Tab page · ↑↓ choose · ←→ change · Esc back
