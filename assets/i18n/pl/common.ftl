# Wspólne dla wszystkich ekranów.

date = { $day2 }.{ $month2 }.{ $year }

## Słowa używane na każdym ekranie: przyciski, odpowiedzi, przełączniki.

common-back = Wstecz
common-cancel = Anuluj
common-close = Zamknij
common-continue = Kontynuuj
common-on = Wł.
common-off = Wył.
common-delete = Usuń
common-save = Zapisz
common-load = Wczytaj
common-undo = Cofnij
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
common-practice = Trening
common-result = { $black }:{ $white }
common-no-value = —
common-ellipsis = …

## Okno pauzy, ekran końca gry i propozycja wznowienia – wspólne dla wszystkich gier.

common-finish = Zakończ
common-unfinished-game = Masz niedokończoną grę.
common-high-score-rank = { $rank }. miejsce wśród najlepszych wyników

## Kody gier, w które nie da się zagrać.

common-id-not-an-id = To nie jest kod gry: „{ $id }”
common-id-no-such-game = Nie ma gry „{ $game }”
common-id-none = Gra „{ $game }” nie ma kodów
common-error-daily = Nie można otworzyć gry dnia: { $reason }
common-error-open-id = Nie udało się otworzyć { $id }: { $reason }
common-error-unavailable = Gra jest niedostępna

## Komunikaty na dole okna. $error to komunikat systemu (po angielsku).

common-error-save-settings = Nie udało się zapisać ustawień: { $error }
common-error-save-scores = Nie udało się zapisać najlepszych wyników: { $error }
common-error-save-statistics = Nie udało się zapisać statystyk: { $error }
common-error-save-progress = Nie udało się zapisać postępów: { $error }
common-error-save-practice = Nie udało się zapisać pozycji do ćwiczeń: { $error }
common-error-save-ratings = Nie udało się zapisać twojego rankingu: { $error }
common-rating-after = Twój ranking: { $rating } ({ $change })
common-rating-after-provisional = Twój ranking: { $rating } ({ $change }), wstępny
common-error-save-game = Nie udało się zapisać gry „{ $game }”: { $error }
common-error-remove-file = Nie udało się usunąć { $file }: { $error }
common-error-resume-kept = Nie udało się wznowić zapisanej gry „{ $game }” ({ $reason }); plik zachowano jako { $file }
common-error-resume = Nie udało się wznowić zapisanej gry „{ $game }” ({ $reason }): { $error }
common-error-fullscreen = Nie udało się przełączyć trybu pełnoekranowego: { $error }
common-error-paste = Nie ma czego wkleić: { $error }
common-error-copy = Nie udało się skopiować do schowka: { $error }

## Uszkodzony lub nieczytelny plik.

common-file-unreadable = Nie udało się odczytać { $file }: { $error }; użyto wartości domyślnych
common-file-damaged = Plik { $file } jest uszkodzony ({ $reason }); zachowano go jako { $kept } i użyto wartości domyślnych
common-file-stuck = Plik { $file } jest uszkodzony ({ $reason }) i nie udało się go przenieść: { $error }
common-file-not-text = to nie jest plik tekstowy
common-file-line = wiersz { $line }: { $detail }

## Dlaczego zapisana gra nie pasuje.

common-save-format = format zapisu { $format } zamiast { $expected }
common-save-format-unknown = nieznany format zapisu { $format }
common-save-no-format = zapis bez podanego formatu
common-save-other-game = to zapis gry { $game }, a nie { $expected }
common-save-options-not-a-table = zapisane ustawienia są uszkodzone
