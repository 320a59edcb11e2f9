# Tabele najlepszych wyników i statystyki.

scores-title = Najlepsze wyniki
scores-rank = Nr
scores-date = Data
scores-name = Gracz

## Statystyki.

scores-stats-title = Statystyki
scores-stats-none = Brak ukończonych gier
scores-stats-played = Rozegrane gry
scores-stats-results = Wygrane · remisy · porażki
scores-stats-best = Najlepszy wynik
scores-stats-average = Średni wynik
scores-stats-win-streak = Seria zwycięstw (rekord)
scores-stats-day-streak = Dni z rzędu (rekord)
scores-stats-last = { $count ->
        [one] Ostatni wynik
        [few] Ostatnie { $count } wyniki
        [many] Ostatnie { $count } wyników
       *[other] Ostatnie { $count } wyniku
    }
scores-stats-chart-best = rekord { $score }
scores-rating = Twój ranking
scores-rating-value = { $rating } ± { $deviation }
scores-rating-provisional = Wstępny: rozegrano { $played } z { $needed }
scores-rating-settled = { $count ->
        [one] { $count } gra rankingowa
        [few] { $count } gry rankingowe
        [many] { $count } gier rankingowych
       *[other] { $count } gry rankingowej
    }
scores-rating-history = Historia rankingu
scores-rating-none = Brak gier rankingowych
scores-rating-reset = Wyzeruj ranking
scores-rating-reset-confirm = Naciśnij jeszcze raz, aby wyzerować
scores-progress = Postępy
scores-progress-positions = Do treningu
scores-progress-learnt = Opanowane
scores-progress-due = Do powtórki
