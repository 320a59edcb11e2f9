# Главный экран и «Играть по коду».

menu-title = Tile Puzzles
menu-subtitle = Собирайте, лопайте звёзды и переворачивайте на одном поле
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

# Пункт в меню приложений (его пишет scripts/install): название, вид программы, подсказка и
# слова, по которым его находит поиск.
menu-desktop-name = Tile Puzzles
menu-desktop-generic-name = Игры-головоломки
menu-desktop-comment = { $games } в одном окне
menu-desktop-keywords = головоломка;плитки;настольная игра;
menu-desktop-game = «{ $name }»
menu-metainfo-game = «{ $name }»: { $tagline }
menu-list-comma = { $first }, { $next }
menu-list-and = { $first } и { $last }
