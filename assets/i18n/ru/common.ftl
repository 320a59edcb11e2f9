# Общие для всех экранов.

date = { $day2 }.{ $month2 }.{ $year }

## Слова, которые встречаются на всех экранах: кнопки, ответы, переключатели.

common-back = Назад
common-cancel = Отмена
common-close = Закрыть
common-continue = Продолжить
common-ok = ОК
common-on = Вкл.
common-off = Выкл.
common-yes = Да
common-no = Нет
common-delete = Удалить
common-save = Сохранить
common-load = Загрузить
common-undo = Отменить ход
common-redo = Вернуть ход
common-hint = Подсказка
common-new-game = Новая игра
common-restart = Заново
common-menu = Меню
common-quit = Выйти
common-resume = Продолжить
common-retry = Ещё раз
common-next = Дальше
common-done = Готово
common-score = Счёт
common-score-value = Счёт: { $score }
common-best-value = Рекорд: { $score }
common-level-value = Уровень { $level }
common-copy-id = Копировать код
common-game-id = Код игры: { $id }
common-game-id-copied = Код игры скопирован
common-paused = Пауза
common-game-over = Игра окончена
common-play-again = Сыграть ещё
common-new-best = Новый рекорд!
common-how-to-play = Как играть
