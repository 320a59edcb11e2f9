# Главный экран и «Играть по коду».

menu-title = Tile Puzzles
menu-subtitle = Собирайте, лопайте и переворачивайте на одном поле
menu-daily = Игра дня
menu-no-score = Рекордов пока нет
menu-settings = Настройки
menu-high-scores = Рекорды
menu-statistics = Статистика
menu-play-id = Играть по коду
menu-help = Стрелки и Enter — выбор · F1 — как играть · F11 — полный экран · Esc — выход

## Esc на главном экране.

menu-quit-title = Выйти?
menu-quit-question = Закрыть Tile Puzzles?
menu-stay = Остаться

## Играть по коду.

menu-play-id-prompt = Введите или вставьте код игры, например { $example }
menu-paste = Вставить
menu-play = Играть
menu-play-id-refused = В коде игры не бывает «{ $char }»
