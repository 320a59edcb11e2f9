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
