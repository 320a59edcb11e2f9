# Таблицы рекордов и статистика.

scores-title = Рекорды
scores-rank = №
scores-date = Дата
scores-name = Имя

## Статистика.

scores-stats-title = Статистика
scores-stats-none = Ещё нет завершённых игр
scores-stats-played = Сыграно игр
scores-stats-results = Победы · ничьи · поражения
scores-stats-best = Лучший счёт
scores-stats-average = Средний счёт
scores-stats-win-streak = Серия побед (рекорд)
scores-stats-day-streak = Дней подряд (рекорд)
scores-stats-last = { $count ->
        [1] Последний результат
        [one] Последние { $count } результат
        [few] Последние { $count } результата
        [many] Последние { $count } результатов
       *[other] Последние { $count } результата
    }
scores-stats-chart-best = рекорд { $score }
scores-rating = Ваш рейтинг
scores-rating-value = { $rating } ± { $deviation }
scores-rating-provisional = Предварительный: сыграно { $played } из { $needed }
scores-rating-settled = { $count ->
        [one] { $count } игра на рейтинг
        [few] { $count } игры на рейтинг
        [many] { $count } игр на рейтинг
       *[other] { $count } игры на рейтинг
    }
scores-rating-history = История рейтинга
scores-rating-none = Ещё нет игр на рейтинг
scores-rating-reset = Сбросить рейтинг
scores-rating-reset-confirm = Нажмите ещё раз, чтобы сбросить
scores-progress = Прогресс
scores-progress-positions = Для тренировки
scores-progress-learnt = Выучено
scores-progress-due = Пора повторить
