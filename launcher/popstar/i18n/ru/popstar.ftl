# PopStar: карточка в меню, плашки над полем, цена группы, надписи над полем, панель
# пройденного уровня, выбор уровня, экран конца игры, таблицы рекордов и настройки.

## Игра в меню и её таблицы рекордов.

popstar-title = PopStar
popstar-tagline = Убирайте группы, очищайте поле
# Слова, по которым игру находит поиск в меню приложений.
popstar-keywords = PopStar;звёзды;SameGame;
popstar-table-levels = Уровни
popstar-table-daily = Игра дня

## Плашки над полем (прописными буквами).

popstar-hud-level = УРОВЕНЬ
popstar-hud-target = ЦЕЛЬ
# С настройкой «Ориентир заранее»: итоговый счёт решателя на этом поле.
popstar-hud-target-par = ЦЕЛЬ · ОРИЕНТИР { $par }
popstar-hud-score = СЧЁТ

## Поле.

# Пока готовится первое поле.
popstar-dealing = Готовим уровень { $level }…
# Пузырь над выделенной группой.
popstar-worth = { $count ->
        [one] { $count } звезда
        [few] { $count } звезды
        [many] { $count } звёзд
       *[other] { $count } звезды
    } = { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
# Убывает, пока убираются оставшиеся звёзды.
popstar-bonus-countdown = Бонус { $bonus }
# Под «Уровень N» в начале уровня.
popstar-banner-target = Цель: { $target }
popstar-target-reached = Цель достигнута!

## Кнопки рядом с полем.

popstar-thinking = Считаю…
popstar-pause = Пауза
# Открывает выбор уровня.
popstar-levels = Уровни
# Под кнопками, когда включена тренировка.
popstar-practice = Тренировка

## Панель пройденного уровня.

popstar-passed = Уровень { $level } пройден!
popstar-passed-bonus = Бонус +{ $bonus }  ({ $left ->
        [0] поле очищено
        [one] осталась { $left } звезда
        [few] осталось { $left } звезды
        [many] осталось { $left } звёзд
       *[other] осталось { $left } звезды
    })
popstar-passed-score = За поле { $board }  ·  всего { $total }
popstar-par = Ориентир для поля: { $par }
popstar-par-thinking = Ориентир для поля: считаю…
popstar-next-target = Следующая цель: { $target }
popstar-next-level = Следующий уровень
popstar-dealing-next = Готовим…

## Выбор уровня.

popstar-picker-title = Выберите уровень
popstar-picker-note = Игры с выбранного уровня учитываются в статистике, но не в рекордах

## Экран конца игры.

popstar-over-detail = Достигнут уровень { $level } · набрано { $score } из { $target }
popstar-retry = Переиграть уровень { $level }

## Код игры, который не читается (причина — по-английски).

popstar-bad-id = Это не код игры PopStar: { $detail }

## Статистика.

popstar-figure-highest-level = Лучший уровень
popstar-figure-levels-passed = Пройдено уровней

## Почему сохранённую игру нельзя продолжить (внутри уведомления; подробность по-английски).

popstar-resume-not-a-game = данные игры повреждены: { $detail }
popstar-resume-bad-board = начальное поле уровня повреждено

## Настройки.

popstar-option-single-tap = Убирать одним щелчком
popstar-option-practice = Тренировка (с отменой)
popstar-option-par-first = Ориентир заранее

## SameGame — прародитель PopStar на той же карточке: одно поле любого размера и с
## любым числом цветов.

popstar-option-variant = Игра
popstar-variant-popstar = PopStar
popstar-variant-samegame = SameGame
popstar-option-width = Ширина поля
popstar-option-height = Высота поля
popstar-option-colours = Число цветов
popstar-option-min-group = Наименьшая группа
popstar-table-samegame = { $min ->
        [3] SameGame { $width }×{ $height }, цветов: { $colours }, группы от 3
       *[other] SameGame { $width }×{ $height }, цветов: { $colours }
    }
popstar-hud-board = ПОЛЕ
popstar-hud-left = ОСТАЛОСЬ
popstar-hud-left-par = ОСТАЛОСЬ · ОРИЕНТИР { $par }
popstar-dealing-board = Готовим поле…
popstar-samegame-cleared = Поле очищено!
popstar-samegame-over-detail = { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    } · { $left ->
        [0] поле очищено
        [one] осталась { $left } звезда
        [few] осталось { $left } звезды
        [many] осталось { $left } звёзд
       *[other] осталось { $left } звезды
    }
popstar-retry-board = Переиграть поле
popstar-figure-boards-cleared = Очищено полей

## Как играть.

howto-popstar-pop-title = Убирайте группы звёзд
howto-popstar-pop-text = Нажмите на группу из двух или более соседних звёзд одного цвета, чтобы увидеть, сколько она стоит, и нажмите ещё раз, чтобы убрать её. Группа из n звёзд приносит 5 × n² очков: чем больше группа, тем дороже каждая звезда. Звёзды сверху падают вниз, а столбцы справа от опустевшего сдвигаются влево.
howto-popstar-bonus-title = Бонус и уровни
howto-popstar-bonus-text = Когда групп больше нет, за m оставшихся звёзд начисляется бонус 2000 − 20 × m²; если осталось десять и больше, бонуса нет. У каждого уровня есть цель: наберите её, и следующий уровень начнётся с вашим счётом. Для первого уровня нужно 1000 очков, для каждого следующего — на 2000 больше.
howto-popstar-bonus = Бонус { $points }
howto-popstar-samegame-title = SameGame
howto-popstar-samegame-text = SameGame, из которой выросла PopStar, — это одно поле без уровней; выберите её в настройках в пункте «Игра», там же задаются размер поля, число цветов и наименьшая группа. Группа из n звёзд приносит (n − 2)² очков: пара не даёт ничего, окупаются только большие группы. За полностью очищенное поле — ещё 1000.

## «Куда ушли очки»: разбор законченной доски ход за ходом.

# Рядом с доской, когда доска закончена: открывает разбор.
popstar-review-open = Разбор
# На панели пройденного уровня, пока идёт разбор, затем его итог.
popstar-review-waiting = Смотрим, куда ушли очки…
popstar-review-summary = Можно было набрать: { $best } · { $drops ->
        [0] крупных потерь нет
        [one] { $drops } крупная потеря
        [few] { $drops } крупные потери
       *[other] { $drops } крупных потерь
    }
# Над графиком очков, которые ещё можно было набрать перед каждым ходом.
popstar-review-title = Куда ушли очки
# Рядом с доской: показанная позиция.
popstar-review-move = Ход { $number } из { $total }
popstar-review-reach = Ещё можно набрать: { $reach }
popstar-review-points = Этот ход: +{ $points }
popstar-review-drop = Упущено: { $drop }
popstar-review-kept = Ничего не упущено
popstar-review-end = Конец доски
popstar-review-final = Итог: { $score }
popstar-review-start-best = Можно было набрать: { $best }
popstar-review-better = Ход лучше
popstar-review-play = Играть отсюда
popstar-review-back = Назад

## Тренировка с разобранной позиции: ничего не идёт в зачёт.

popstar-practice-title = Тренировка с этой позиции · не в зачёт
popstar-practice-goal = { $score } из { $target } возможных
popstar-practice-done = { $score } из { $target } ({ $share } %)
popstar-practice-back = К разбору

## Итог после разбора доски и тренировочная колода.

popstar-review-note = Куда ушли очки: можно было набрать { $best }, набрано { $score } · { $drops ->
        [0] тренировать нечего
        [one] { $drops } позиция для тренировки
        [few] { $drops } позиции для тренировки
       *[other] { $drops } позиций для тренировки
    }
# Рядом с доской, пока разыгрывается позиция из колоды: заканчивает тренировку.
popstar-deck-stop = Хватит
popstar-deck-reading = Открываем ваши позиции для тренировки…
popstar-deck-none = Сейчас тренировать нечего. Позиции, где доска потеряла очки, вернутся сюда, когда придёт их срок.
popstar-deck-reached = { $score } из { $target }
popstar-deck-good = Всё взято: отлично сыграно.
popstar-deck-hard = Почти: позиция вернётся позже.
popstar-deck-again = Слишком мало: позиция вернётся ещё в этот раз.
popstar-deck-next = Enter — следующая позиция
popstar-deck-finish = Enter — закончить
popstar-progress-popstar = PopStar: набрано из возможного
popstar-progress-samegame = SameGame: набрано из возможного
popstar-progress-share-value = { $value } %
popstar-progress-none = Разобранных полей пока нет
