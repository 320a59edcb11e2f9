# Wspólne dla wszystkich ekranów.

date = { $day2 }.{ $month2 }.{ $year }

## Słowa używane na każdym ekranie: przyciski, odpowiedzi, przełączniki.

common-back = Wstecz
common-cancel = Anuluj
common-close = Zamknij
common-continue = Kontynuuj
common-ok = OK
common-on = Wł.
common-off = Wył.
common-yes = Tak
common-no = Nie
common-delete = Usuń
common-save = Zapisz
common-load = Wczytaj
common-undo = Cofnij
common-redo = Ponów
common-hint = Podpowiedź
common-new-game = Nowa gra
common-restart = Od nowa
common-menu = Menu
common-quit = Wyjdź
common-resume = Wznów
common-retry = Jeszcze raz
common-next = Dalej
common-done = Gotowe
common-score = Wynik
common-score-value = Wynik: { $score }
common-best-value = Rekord: { $score }
common-level-value = Poziom { $level }
common-copy-id = Kopiuj kod
common-game-id = Kod gry: { $id }
common-game-id-copied = Skopiowano kod gry
common-paused = Pauza
common-game-over = Koniec gry
common-play-again = Zagraj ponownie
common-new-best = Nowy rekord!
common-how-to-play = Jak grać
