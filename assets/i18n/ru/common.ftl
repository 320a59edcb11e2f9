# Общие для всех экранов.

date = { $day2 }.{ $month2 }.{ $year }

## Слова, которые встречаются на всех экранах: кнопки, ответы, переключатели.

common-back = Назад
common-cancel = Отмена
common-close = Закрыть
common-continue = Продолжить
common-on = Вкл.
common-off = Выкл.
common-delete = Удалить
common-save = Сохранить
common-load = Загрузить
common-undo = Отменить ход
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
common-practice = Тренировка
common-result = { $black }:{ $white }
common-no-value = —
common-ellipsis = …

## Окно паузы, экран конца игры и предложение продолжить — общие для всех игр.

common-finish = Завершить
common-unfinished-game = У вас есть незаконченная игра.
common-high-score-rank = { $rank }-е место в рекордах

## Коды игр, по которым нельзя сыграть.

common-id-not-an-id = Это не код игры: «{ $id }»
common-id-no-such-game = Игры «{ $game }» нет
common-id-none = У игры «{ $game }» нет кодов
common-error-daily = Игру дня не удалось открыть: { $reason }
common-error-open-id = Не удалось открыть { $id }: { $reason }
common-error-unavailable = Игра недоступна

## Сообщения внизу окна. $error — сообщение системы (на английском).

common-error-save-settings = Не удалось сохранить настройки: { $error }
common-error-save-scores = Не удалось сохранить рекорды: { $error }
common-error-save-statistics = Не удалось сохранить статистику: { $error }
common-error-save-progress = Не удалось сохранить прогресс: { $error }
common-error-save-practice = Не удалось сохранить позиции для тренировки: { $error }
common-error-save-ratings = Не удалось сохранить ваш рейтинг: { $error }
common-rating-after = Ваш рейтинг: { $rating } ({ $change })
common-rating-after-provisional = Ваш рейтинг: { $rating } ({ $change }), предварительный
common-error-save-game = Не удалось сохранить игру «{ $game }»: { $error }
common-error-remove-file = Не удалось удалить { $file }: { $error }
common-error-resume-kept = Сохранённую игру «{ $game }» не удалось продолжить ({ $reason }); файл переименован в { $file }
common-error-resume = Сохранённую игру «{ $game }» не удалось продолжить ({ $reason }): { $error }
common-error-fullscreen = Не удалось переключить полноэкранный режим: { $error }
common-error-paste = Нечего вставить: { $error }
common-error-copy = Не удалось скопировать в буфер обмена: { $error }

## Повреждённый или нечитаемый файл.

common-file-unreadable = Не удалось прочитать { $file }: { $error }; взяты значения по умолчанию
common-file-damaged = Файл { $file } повреждён ({ $reason }) и переименован в { $kept }; взяты значения по умолчанию
common-file-stuck = Файл { $file } повреждён ({ $reason }), и его не удалось переименовать: { $error }
common-file-not-text = это не текстовый файл
common-file-line = строка { $line }: { $detail }

## Почему сохранённая игра не подходит.

common-save-format = формат сохранения { $format } вместо { $expected }
common-save-format-unknown = неизвестный формат сохранения { $format }
common-save-no-format = у сохранения не указан формат
common-save-other-game = это сохранение игры { $game }, а не { $expected }
common-save-options-not-a-table = сохранённые настройки повреждены
