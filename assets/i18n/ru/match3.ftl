# «Три в ряд»: карточка в меню, панель счёта, надписи над полем, экран конца игры,
# таблицы рекордов и настройки.

## Игра в меню.

match3-title = Три в ряд
match3-tagline = Меняйте фишки, собирайте линии

## Режимы: настройки, таблицы рекордов и панель.

match3-mode-classic = Классика
match3-mode-timed = На время
match3-mode-endless = Бесконечный
# Строка под названием игры на панели.
match3-panel-classic = Классический режим
match3-panel-timed = Режим на время
match3-panel-endless = Бесконечный режим
# Таблица рекордов для нестандартного поля: «Классика 6×6, 5 видов».
match3-table-board = { $mode } { $width }×{ $height }, { $kinds ->
        [one] { $kinds } вид
        [few] { $kinds } вида
        [many] { $kinds } видов
       *[other] { $kinds } вида
    }
match3-table-daily = Игра дня

## Панель счёта.

match3-stat-best = Рекорд
match3-stat-moves = Ходы
match3-stat-chain = Каскад
match3-stat-time = Время
# Вместо рекорда, когда эта игра его уже побила.
match3-new-best = Новый!
# Между ходами: самый длинный каскад за игру.
match3-best-chain = лучший ×{ $chain }
match3-pause = Пауза
# Как играть — на месте часов игры на время (по строке).
match3-help =
    Щёлкните две соседние фишки
    или перетащите фишку.

## Над полем.

match3-banner-chain = Каскад ×{ $chain }
match3-banner-shuffle = Ходов нет — перемешиваем

## Конец игры.

match3-end-no-moves = Ходов больше нет
match3-end-time-up = Время вышло
match3-end-finished = Игра завершена
match3-end-moves = { $moves ->
        [one] Сделан { $moves } ход
        [few] Сделано { $moves } хода
        [many] Сделано { $moves } ходов
       *[other] Сделано { $moves } хода
    }
match3-end-moves-chain = { $moves ->
        [one] Сделан { $moves } ход
        [few] Сделано { $moves } хода
        [many] Сделано { $moves } ходов
       *[other] Сделано { $moves } хода
    }, лучший каскад ×{ $chain }

## Код игры, который не читается (причина — по-английски).

match3-bad-id = Это не код игры «Три в ряд»: { $detail }

## Статистика.

match3-figure-best-chain = Лучший каскад

## Почему сохранённую игру нельзя продолжить (внутри уведомления; подробность по-английски).

match3-resume-not-a-game = данные игры повреждены: { $detail }

## Настройки.

match3-option-width = Ширина поля
match3-option-height = Высота поля
match3-option-kinds = Видов фишек
match3-option-mode = Режим
match3-option-specials = Особые фишки
match3-option-generation = Стартовое поле
# Каждая новая фишка выбирается так, чтобы не сложилась линия.
match3-generation-constrained = С проверкой
# Поле заполняется наугад, потом линии разбиваются перестановкой фишек.
match3-generation-repair = С перестановкой
match3-option-chain-bonus = Бонус за каскад
match3-option-hint = Подсказка
match3-hint-seconds = Через { $count } с
match3-hint-never = Выкл.
