# Реверси: карточка в меню, настройки, окно новой игры, боковая панель, надписи на поле,
# конец партии, редактор позиции, разбор партии и архив партий.

## Игра в меню и её таблицы рекордов.

reversi-title = Реверси
reversi-tagline = Зажимайте и переворачивайте фишки
# Слова, по которым игру находит поиск в меню приложений.
reversi-keywords = реверси;отелло;
reversi-todays-board = Игра дня
# Код игры, который не удалось прочитать (причина дальше, по-английски).
reversi-bad-id = Это не код игры «Реверси»: { $detail }

## Две стороны.

reversi-black = Чёрные
reversi-white = Белые

## Настройки (экран настроек и окно новой игры).

reversi-option-mode = Игроки
reversi-mode-two-players = Два игрока
reversi-mode-vs-computer = Против компьютера
reversi-mode-computer-vs-computer = Компьютер — компьютер
reversi-option-colour = Ваш цвет
reversi-option-level = Уровень компьютера
reversi-level-beginner = Новичок
reversi-level-easy = Лёгкий
reversi-level-medium = Средний
reversi-level-hard = Сложный
reversi-level-strongest = Сильнейший
reversi-level-novice = Первые шаги
reversi-level-learner = Ученик
reversi-level-casual = Любитель
reversi-level-steady = Уверенный
reversi-level-improver = Растущий
reversi-level-club = Клубный
reversi-level-advanced = Продвинутый
reversi-level-expert = Эксперт
reversi-level-skilled = Умелый
reversi-level-elite = Элита
reversi-level-master = Мастер
reversi-level-match-rating = По моему рейтингу
reversi-option-threads = Потоки поиска
reversi-option-white-first = Белые ходят первыми
reversi-option-board = Поле
reversi-option-variety = Разнообразие дебютов
reversi-board-green = Зелёное
reversi-board-grey = Серое

## Окно новой игры.

# Короткие названия трёх режимов на кнопках окна.
reversi-setup-two-players = Два игрока
reversi-setup-vs-computer = Один игрок
reversi-setup-watch = Наблюдать
# Строка с именами двух игроков, сначала чёрные.
reversi-setup-names = Имена: чёрные, белые
# Строка с цветом игрока против компьютера.
reversi-setup-you-play = Ваш цвет
reversi-setup-article = Два игрока, белые первыми, серое поле
reversi-setup-start = Начать
reversi-setup-level-rated = { $level } · { $rating }
reversi-setup-suggested = Вам подходит: { $level }
reversi-setup-rated = Игра на рейтинг · ваш рейтинг { $rating }
reversi-setup-rated-provisional = Игра на рейтинг · ваш рейтинг { $rating } (предварительный)
reversi-unrated-mode = Без рейтинга: в рейтинг идут только игры против компьютера
reversi-unrated-level = Без рейтинга: у этого уровня ещё нет рейтинга
reversi-unrated-position = Без рейтинга: игра начинается не с обычной позиции
reversi-unrated-clock = Без рейтинга: компьютер играет с часами
reversi-unrated-threads = Без рейтинга: компьютер считает в несколько потоков
# Строка времени компьютера на всю партию (часы только у компьютера); «Без часов» —
# у каждого уровня своё время на ход.
reversi-setup-time = Время компьютера на партию
reversi-setup-time-off = Без часов
reversi-setup-minutes = { $count } мин
# Строка разнообразия дебютов: насколько ход из дебютной книги может уступать лучшему.
reversi-setup-variety = Разнообразие дебютов: ходы из книги, уступающие лучшему
reversi-setup-variety-none = Нет
reversi-setup-variety-within = { $count ->
    [one] До { $count } фишки
   *[other] До { $count } фишек
}
# Символ, которого не может быть в имени.
reversi-setup-name-refused = В имени не может быть «{ $char }»

## Боковая панель.

reversi-you = Вы
reversi-computer = Компьютер
# Под именем компьютера: его уровень (только название, чтобы поместилось).
reversi-role-level = { $level }
reversi-role-rated = Игра на рейтинг
# Игрок в записи партии: компьютер на уровне.
reversi-computer-at-level = Компьютер (уровень «{ $level }»)
# Под именем той стороны, чей ход; $dots — многоточие (common-ellipsis).
reversi-to-move = очередь хода
reversi-thinking = думает{ $dots }
# Подпись шкалы оценки: кто впереди и на сколько фишек ($whole,$tenth).
reversi-evaluation = Оценка: { $side ->
        [black] чёрные +{ $whole },{ $tenth }
        [white] белые +{ $whole },{ $tenth }
       *[even] равенство
    }
# Список сделанных ходов; пас в нём.
reversi-moves = Ходы
reversi-move-pass = пас
reversi-undo = Ход назад
reversi-redo = Ход вперёд
reversi-move-now = Поторопить
reversi-show-eval = Оценить
reversi-hide-eval = Скрыть оценку
reversi-save-game = Сохранить
reversi-games = Партии
reversi-copy-obf = Копировать OBF
reversi-set-up = Расставить
reversi-review = Разбор

## Строка под игроками.

reversi-click-marked = Выберите отмеченную клетку
reversi-looking-for-hint = Ищу подсказку…
reversi-black-passed = Чёрные спасовали
reversi-white-passed = Белые спасовали
reversi-values-exact = Оценки ходов: точные
reversi-values-depth = Оценки ходов: глубина { $depth }
# Оценки ещё уточняются.
reversi-values-deepening = Оценки ходов: глубина { $depth }…
# Оценки ходов, когда часть ходов ведёт в дебютную книгу: они синие, с оценкой книги.
reversi-values-book = { $values }; синие — из дебютной книги
# Последний ход компьютера взят из дебютной книги.
reversi-book-move = Ход из дебютной книги
reversi-opening = Дебют: { $name }
reversi-game-loaded = Партия загружена
reversi-game-saved = Партия сохранена
reversi-obf-saved = OBF скопирован и сохранён
# Сообщение, когда файл не удалось записать (причина от системы).
reversi-cannot-write = Не удалось записать { $file }: { $error }

## Дебюты, как их называет панель.

reversi-opening-parallel = Параллельный
reversi-opening-diagonal = Диагональный
reversi-opening-perpendicular = Перпендикулярный
reversi-opening-tiger = Тигр
reversi-opening-aubrey = Обри
reversi-opening-cow = Корова
reversi-opening-rose = Роуз
reversi-opening-buffalo = Буйвол
reversi-opening-heath = Хит

## На поле.

reversi-black-passes = Чёрные пасуют
reversi-white-passes = Белые пасуют
reversi-no-legal-move = ходов нет

## Конец партии.

reversi-end-draw = Ничья, { $black }:{ $white }
reversi-end-you-win = Вы выиграли { $mine }:{ $theirs }
reversi-end-computer-wins = Компьютер выиграл { $theirs }:{ $mine }
reversi-end-black-wins = Чёрные выиграли { $high }:{ $low }
reversi-end-white-wins = Белые выиграли { $high }:{ $low }
reversi-end-player-wins = Победа: { $name }, { $high }:{ $low }
# Фишки каждой стороны в конце, с именами, которые ввели игроки.
reversi-end-black-count = Чёрные: { $count }
reversi-end-white-count = Белые: { $count }
reversi-end-named-black-count = { $name } (чёрные): { $count }
reversi-end-named-white-count = { $name } (белые): { $count }
reversi-end-counts = { $black }, { $white }
reversi-end-counts-level = { $black }, { $white } · уровень «{ $level }»

## Сохранённая партия, которую нельзя продолжить.

reversi-save-damaged = это не партия «Реверси»: { $detail }
reversi-save-bad-start = повреждена начальная позиция: { $detail }
# Что не так со строкой позиции (OBF); столбцы считаются с 1.
reversi-obf-too-short = на поле { $count ->
        [one] { $count } клетка
        [few] { $count } клетки
       *[many] { $count } клеток
    }, а нужно 64
reversi-obf-bad-square = столбец { $column }: «{ $found }» — не клетка (X, O или -)
reversi-obf-bad-side = столбец { $column }: нужны пробел и цвет того, чей ход (X или O)
reversi-obf-trailing = столбец { $column }: после цвета того, чей ход, нужна «;»
reversi-obf-bad-score = неверная оценка хода «{ $text }» (нужно, например, G8:+18)
# Что не так со списком ходов; ходы считаются с 1.
reversi-move-illegal = ход { $number } ({ $square }) невозможен для { $side ->
        [black] чёрных
       *[white] белых
    }
reversi-move-pass-not-allowed = ход { $number } (pa): { $side ->
        [black] чёрным
       *[white] белым
    } нельзя пасовать, когда есть ход
reversi-move-after-end = ход { $number } ({ $text }): партия уже окончена
reversi-move-bad-text = ход { $number }: «{ $text }» — не клетка (a1–h8) и не pa

## Редактор позиции (B).

reversi-setting-up = расстановка
reversi-editor-help = Щелчок: пусто → чёрная → белая
reversi-editor-black-to-move = Ход чёрных
reversi-editor-white-to-move = Ход белых
reversi-editor-clear = Очистить
reversi-editor-start = Исходная
reversi-editor-paste = Вставить
reversi-editor-solve = Решить
reversi-editor-play = Играть
reversi-editor-pasted-position = Позиция вставлена
reversi-editor-pasted-moves = Ходы вставлены: { $moves }
reversi-editor-not-pasted = Это не строка OBF и не список ходов: «{ $text }»
reversi-editor-no-moves = Здесь ходов нет ни у кого

## Разбор партии (G).

reversi-review-back = ◀ Назад
reversi-review-forward = Вперёд ▶
reversi-review-play-from-here = Играть отсюда
# Подпись графика: столбики над линией — перевес чёрных.
reversi-review-black-ahead = Перевес чёрных
# Подпись в начальной позиции, когда разобраны все ходы.
reversi-review-start-done = Начало · { $total ->
        [one] разобран { $total } ход
        [few] разобраны { $total } хода
       *[many] разобрано { $total } ходов
    }
reversi-review-start-progress = Начало · разобрано { $done } из { $total }
# Подпись хода: номер и клетка, затем чего он стоил.
reversi-review-analysing = { $number }. { $square }: анализ…
reversi-review-mistake = { $number }. { $square }: ошибка, −{ $loss } (лучше { $best })
reversi-review-inaccuracy = { $number }. { $square }: неточно, −{ $loss } (лучше { $best })
reversi-review-loss = { $number }. { $square }: −{ $loss } (лучше { $best })
# Ход из дебютной книги с оценкой книги для сходившего ($value: +2, −1).
reversi-review-book = { $number }. { $square }: ход из книги ({ $value } по книге)
reversi-review-best = { $number }. { $square }: лучший ход

## Архив партий (L).

reversi-library-title = Ваши партии
reversi-library-empty = Сохранённых партий нет: их добавляет кнопка «Сохранить»
# Одна сохранённая партия: игроки, счёт в фишках и дата.
reversi-library-game = { $black } — { $white }   { $result }   { $date }
# Файл, который не удалось прочитать, и почему.
reversi-library-unreadable = { $file }: не удалось прочитать: { $error }
reversi-library-damaged = { $file }: строка { $line }: { $problem }
reversi-record-unknown-header = неизвестный заголовок «{ $header }»
reversi-record-missing-header = нет строки { $header }
reversi-record-move-before-start = ход раньше строки Start
reversi-record-not-a-move = не ход с номером вроде «1. f5»
reversi-record-not-a-value = не оценка в фишках
reversi-record-bad-start = начальная позиция: { $problem }
reversi-record-bad-move = ход { $square } невозможен

## Задачи.

reversi-puzzles = Задачи
reversi-puzzle-of-the-day = Задача дня
reversi-daily-puzzle = Задача дня
reversi-puzzle-next = Следующая задача
reversi-puzzles-title = Задачи по реверси
reversi-puzzles-none = На сегодня задачи нет
reversi-puzzles-no-history = Рейтинг появится после первой задачи
reversi-puzzles-solved = Решено с первой попытки: { $solved } из { $count }
reversi-puzzle-of-day = Задача дня: { $date }
reversi-puzzle-rated = Задача с рейтингом { $rating }
reversi-puzzle-black-to-move = Ход чёрных
reversi-puzzle-white-to-move = Ход белых
reversi-puzzle-task = Найдите единственный ход, который сохраняет лучший результат.
reversi-puzzle-solved = Решено!
reversi-puzzle-missed = Не этот ход
reversi-puzzle-best = { $square }: { $value } при лучшей игре
reversi-puzzle-played = { $square } даёт { $value }
reversi-puzzle-answer = Ответ: { $square }, { $value }
reversi-puzzle-rating = Ваш рейтинг в задачах: { $rating }
reversi-puzzle-rating-change = Ваш рейтинг в задачах: { $before } → { $after }

## Как играть.

howto-reversi-flank-title = Зажмите и переверните
howto-reversi-flank-text = Первыми ходят чёрные. Ставьте фишку так, чтобы одна или несколько фишек соперника оказались зажаты по прямой между ней и другой вашей фишкой — по горизонтали, вертикали или диагонали. Все зажатые фишки сразу во всех направлениях переворачиваются и становятся вашего цвета. Ход, который ничего не зажимает, делать нельзя.
howto-reversi-flipped = { $count ->
        [one] Перевёрнута { $count } фишка
        [few] Перевёрнуты { $count } фишки
       *[other] Перевёрнуто { $count } фишек
    }
howto-reversi-pass-title = Пас и конец партии
howto-reversi-pass-text = Если у вас нет допустимого хода, вы пасуете, и соперник ходит снова. Партия заканчивается, когда ходить не может никто — обычно когда поле заполнено. Побеждает тот, у кого больше фишек.
howto-reversi-black-passes = Чёрные пасуют
howto-reversi-white-again = Белые ходят снова

## Тренировка: разбор каждой партии с компьютером и экран тренировки.

reversi-option-review = Разбирать партии для тренировки
reversi-option-review-threshold = Тренировать ходы с потерей
reversi-option-review-discs = { $count ->
    [one] от { $count } фишки
    [few] от { $count } фишек
    [many] от { $count } фишек
   *[other] от { $count } фишки
}
# Строка экрана конца партии, когда разбор партии готов.
reversi-review-added = { $count ->
    [one] Разбор: { $count } позиция добавлена в тренировку
    [few] Разбор: { $count } позиции добавлены в тренировку
    [many] Разбор: { $count } позиций добавлено в тренировку
   *[other] Разбор: { $count } позиции добавлено в тренировку
}
reversi-review-no-mistakes = Разбор: ошибок для тренировки нет
reversi-practice-title = Тренировка
reversi-practice-due = { $count ->
    [one] { $count } позиция на повтор
    [few] { $count } позиции на повтор
    [many] { $count } позиций на повтор
   *[other] { $count } позиции на повтор
}
reversi-practice-find-black = Ход чёрных: найдите лучший ход
reversi-practice-find-white = Ход белых: найдите лучший ход
reversi-practice-good = Лучший ход!
reversi-practice-hard = { $loss ->
    [one] Почти: потеряна { $loss } фишка
    [few] Почти: потеряно { $loss } фишки
    [many] Почти: потеряно { $loss } фишек
   *[other] Почти: потеряно { $loss } фишки
}
reversi-practice-again = { $loss ->
    [one] Ошибка: потеряна { $loss } фишка. Позиция скоро вернётся.
    [few] Ошибка: потеряно { $loss } фишки. Позиция скоро вернётся.
    [many] Ошибка: потеряно { $loss } фишек. Позиция скоро вернётся.
   *[other] Ошибка: потеряно { $loss } фишки. Позиция скоро вернётся.
}
# $squares: лучшие ходы («d3» или «d3, c4»); $value: их оценка в фишках («+4»).
reversi-practice-best = Лучший: { $squares } ({ $value })
reversi-practice-yours = Ваш: { $square } ({ $value })
# $moves: первые ходы лучшего варианта («d3 c4 e6»).
reversi-practice-line = Лучший вариант: { $moves }
reversi-practice-empty = Позиций пока нет. Ваши ошибки в партиях с компьютером попадают сюда после каждой партии.
reversi-practice-next-hours = { $hours ->
    [one] Сейчас повторять нечего. Следующая позиция вернётся в течение { $hours } часа.
    [few] Сейчас повторять нечего. Следующая позиция вернётся в течение { $hours } часов.
    [many] Сейчас повторять нечего. Следующая позиция вернётся в течение { $hours } часов.
   *[other] Сейчас повторять нечего. Следующая позиция вернётся в течение { $hours } часа.
}
reversi-practice-next-days = { $days ->
    [one] Сейчас повторять нечего. Следующая позиция вернётся через { $days } день.
    [few] Сейчас повторять нечего. Следующая позиция вернётся через { $days } дня.
    [many] Сейчас повторять нечего. Следующая позиция вернётся через { $days } дней.
   *[other] Сейчас повторять нечего. Следующая позиция вернётся через { $days } дня.
}
reversi-practice-next = Дальше
reversi-practice-delete = Удалить
reversi-practice-reset = Сбросить всё
reversi-practice-reset-sure = Точно?
# Клавиши экрана тренировки, под его текстом.
reversi-practice-keys = ←↑→↓ Enter — ход · N — дальше · D — удалить · Esc — назад
reversi-progress-loss = Средняя потеря за ход
reversi-progress-loss-value = { $value ->
        [one] { $value } фишка
        [few] { $value } фишки
        [many] { $value } фишек
       *[other] { $value } фишки
    }
reversi-progress-loss-none = Разобранных партий пока нет
reversi-progress-puzzles = Рейтинг в задачах
reversi-progress-puzzles-value = { $value }
