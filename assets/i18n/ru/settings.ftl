# Экран настроек. Настройки каждой игры — в каталоге самой игры.

settings-title = Настройки
settings-general = Общие
settings-language = Язык
settings-language-system = Системный ({ $language })
settings-sound = Звук
settings-volume = Громкость
settings-percent = { $count }%
settings-animation = Скорость анимации
settings-animation-slow = Медленная
settings-animation-normal = Обычная
settings-animation-fast = Быстрая
settings-fullscreen = Полный экран
settings-accessibility = Доступность
settings-high-contrast = Высокий контраст
settings-reduced-motion = Меньше движения
settings-text-size = Размер текста
settings-only-when = Только: { $values }
settings-note-line = { $option }. { $note }
settings-help = Tab — страница · ↑↓ — выбор · ←→ — изменение · Esc — назад
