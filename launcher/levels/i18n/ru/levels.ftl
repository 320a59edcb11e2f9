# «Три в ряд: уровни»: карта уровней, уровень в игре, итоги уровня и редактор уровней.

## Игра в меню и в таблице рекордов.

levels-title = Три в ряд: уровни
levels-tagline = Фигурные поля, цели, звёзды
# Слова, по которым игру находит поиск в меню приложений.
levels-keywords = уровни;цели;звёзды;
levels-table = Уровни

## Карта уровней.

levels-my-levels = Мои уровни
levels-no-own-levels = Пока нет — создайте свой
levels-editor = Редактор уровней

## Уровень в игре.

levels-my-level = Мой уровень
levels-trying = Проба
levels-moves-left = Осталось ходов
levels-time-left = Осталось времени
levels-goals = Цели
levels-goal-done = Готово ✓
levels-map = Карта
levels-back-to-editor = Редактор
levels-pause = Пауза
levels-shuffling = Ходов нет — перемешиваем
levels-out-of-moves = Ходы закончились
levels-time-up = Время вышло!
levels-stuck = Ходов больше нет
levels-cannot-play = Не удаётся начать «{ $name }»: { $problem }

## Итоги уровня.

levels-passed = Уровень пройден!
levels-failed = Уровень не пройден
levels-out-of-time = Время вышло
levels-score = Счёт: { $score }
levels-score-and-best = Счёт: { $score }  ·  рекорд: { $best }

## Редактор уровней.

levels-new-level-name = Мой уровень
levels-knob-width = Ширина
levels-knob-height = Высота
levels-knob-kinds = Видов фишек
levels-knob-limit-kind = Ограничение
levels-knob-limit = Ходы / время
levels-knob-score = Цель: счёт
levels-knob-collect-kind = Сбор: вид фишки
levels-knob-collect-count = Сбор: количество
levels-knob-jelly = Цель: желе
levels-knob-blockers = Цель: камни
levels-knob-stars =
    { $stars ->
        [one] { $stars } звезда
        [few] { $stars } звезды
        [many] { $stars } звёзд
       *[other] { $stars } звезды
    }
levels-limit-moves = Ходы
levels-limit-clock = Время
levels-moves =
    { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }
levels-seconds =
    { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }
levels-pieces =
    { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
        [many] { $count } фишек
       *[other] { $count } фишки
    }
levels-brush = Кисть: { $brush } (клавиши 1–6)
levels-brush-hole = дыра
levels-brush-floor = обычная клетка
levels-brush-jelly = желе
levels-brush-double-jelly = двойное желе
levels-brush-blocker = камень
levels-brush-double-blocker = камень на два удара
levels-try = Играть
levels-bot-cannot-play = Бот: на этом уровне не сыграть
levels-bot-playing =
    { $games ->
        [one] Бот проверяет уровень: { $games } игра…
        [few] Бот проверяет уровень: { $games } игры…
        [many] Бот проверяет уровень: { $games } игр…
       *[other] Бот проверяет уровень: { $games } игры…
    }
levels-bot-passes =
    { $games ->
        [one] Бот проходит уровень в { $percent }% из { $games } игры
        [few] Бот проходит уровень в { $percent }% из { $games } игр
        [many] Бот проходит уровень в { $percent }% из { $games } игр
       *[other] Бот проходит уровень в { $percent }% из { $games } игры
    }
levels-ready = Можно сохранять
levels-not-ready = Не готово: { $problem }
levels-cannot-try = Нельзя сыграть: { $problem }
levels-cannot-save = Нельзя сохранить: { $problem }
levels-cannot-save-unnamed = Нельзя сохранить: дайте уровню имя
levels-saved = Сохранено: { $file }
levels-save-failed = Не удалось сохранить уровень: { $error }

## Что не так с уровнем (после «Нельзя сохранить: », «Не готово: » и т. п.).

levels-problem-at-line = строка { $line }: { $problem }
levels-problem-file = не удаётся прочитать файл уровня: { $detail }
levels-problem-empty-board = поле пустое
levels-problem-ragged =
    { $found ->
        [one] в строке поля { $found } клетка, а в первой — { $expected }
        [few] в строке поля { $found } клетки, а в первой — { $expected }
        [many] в строке поля { $found } клеток, а в первой — { $expected }
       *[other] в строке поля { $found } клетки, а в первой — { $expected }
    }
levels-problem-unknown-cell = столбец { $column }: неизвестная буква клетки «{ $letter }» (допустимы - . j J b B)
levels-problem-size = поле { $width }×{ $height }, а каждая сторона должна быть от 5 до 12
levels-problem-kinds = видов фишек { $kinds }, а нужно от 4 до 8
levels-problem-limit = укажите либо ходы, либо секунды (больше 0), но не то и другое
levels-problem-no-goals = у уровня должна быть хотя бы одна цель
levels-problem-collect-kind = цель { $goal }: собрать фишки вида { $kind }, а на уровне только виды 1–{ $kinds }
levels-problem-no-jelly = цель { $goal }: на поле нет желе
levels-problem-no-blockers = цель { $goal }: на поле нет камней
levels-problem-no-pieces = цель { $goal }: собрать 0 фишек
levels-problem-no-points = цель { $goal }: набрать 0 очков
levels-problem-stars = очки за звёзды должны расти, звёзд не больше трёх
levels-problem-board-mismatch = фишки на поле не совпадают с дырами и камнями уровня
levels-problem-no-start-board = на поле такой формы не получается начать игру с возможным ходом

## Почему отложенный уровень не продолжить (внутри уведомления).

levels-resume-not-a-level = это не уровень в игре: { $detail }
levels-resume-bad-level = сохранённый уровень: { $problem }
levels-resume-mismatch = сохранённая игра не подходит к своему уровню

## Показатели игры на экране статистики.

levels-figure-passed = Прохождений уровней
levels-figure-stars = Собрано звёзд

## Названия уровней, которые идут с игрой.

levels-name-01-first-steps = Первые шаги
levels-name-02-jelly-centre = Желе в центре
levels-name-03-five-colours = Пять цветов
levels-name-04-small-heart = Сердечко
levels-name-05-first-stones = Первые камни
levels-name-06-double-jelly = Двойное желе
levels-name-07-ring = Кольцо
levels-name-08-diamond = Ромб
levels-name-09-stone-row = Каменный ряд
levels-name-10-plus = Плюс
levels-name-11-jelly-heart = Желейное сердце
levels-name-12-quick-hands = Быстрые руки
levels-name-13-pillars = Колонны
levels-name-14-circle-jelly = Желейная луна
levels-name-15-hourglass = Песочные часы
levels-name-16-walled-garden = Сад за стеной
levels-name-17-butterfly = Бабочка
levels-name-18-t-junction = Развилка
levels-name-19-frame = Рамка
levels-name-20-arrow = Стрела
levels-name-21-time-ring = Гонка со временем
levels-name-22-checker-holes = Решето
levels-name-23-u-turn = Разворот
levels-name-24-x-marks = Крестик на карте
levels-name-25-stone-garden = Каменный сад
levels-name-26-h-bridge = Мост
levels-name-27-stairs = Лестница
levels-name-28-star = Звезда
levels-name-29-fast-jelly = Желе на время
levels-name-30-seven-kinds = Семь цветов
levels-name-31-timed-stones = Камни на время
levels-name-32-islands = Острова
levels-name-33-donut = Бублик
levels-name-34-diamond-jelly = Желейный ромб
levels-name-35-cross-stones = Каменный крест
levels-name-36-big-board = Большое поле
levels-name-37-last-stand = Последний рубеж
levels-name-38-big-heart = Большое сердце
levels-name-39-fortress = Крепость
levels-name-40-eight-kinds = Радуга
levels-name-41-butterfly-stones = Каменная бабочка
levels-name-42-sieve-jelly = Желейное решето

## Как играть.

howto-levels-goals-title = Цели, желе и камни
howto-levels-goals-text = На каждом уровне нужно выполнить цели за отведённые ходы или время: набрать очки, собрать фишки нужного цвета, убрать всё желе или все камни. Линия на желе снимает один его слой; линия рядом с камнем раскалывает его, а камню с заклёпками нужно два удара.
howto-levels-jelly-left = { $count ->
        [0] Желе не осталось ✓
       *[other] Осталось желе: { $count }
    }
howto-levels-stars-title = Звёзды
howto-levels-stars-text = Выполните все цели, чтобы пройти уровень и получить звезду; за больший счёт дают две или три. Пройденный уровень открывает следующий на карте. Переиграть уровень ради новых звёзд можно в любой момент.
howto-levels-stars = { $stars ->
        [one] { $stars } звезда
        [few] { $stars } звезды
       *[other] { $stars } звёзд
    }

## Бот проходит проваленный уровень с того же начала, а игрок смотрит.

# На экране проваленного уровня: бот играет тот же уровень с того же начала.
levels-watch-bot = Как сыграет бот
# Заголовок панели, пока играет бот.
levels-bot-title = Играет бот
levels-bot-skip = Щелчок или Enter — сразу к концу
levels-bot-passed = Бот прошёл уровень
levels-bot-failed = Бот тоже не прошёл
