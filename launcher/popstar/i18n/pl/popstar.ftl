# PopStar: karta w menu, plakietki nad planszą, wartość grupy, napisy nad planszą, panel
# zaliczonego poziomu, wybór poziomu, ekran końca gry, tabele wyników i ustawienia.

## Gra w menu i jej tabele wyników.

popstar-title = PopStar
popstar-tagline = Zbijaj grupy, czyść planszę
# Słowa, po których wyszukiwanie w menu aplikacji znajduje grę.
popstar-keywords = PopStar;gwiazdki;SameGame;
popstar-table-levels = Poziomy
popstar-table-daily = Gra dnia

## Plakietki nad planszą (wielkimi literami).

popstar-hud-level = POZIOM
popstar-hud-target = CEL
# Z ustawieniem „Wynik komputera przed grą”: końcowy wynik solvera na tej planszy.
popstar-hud-target-par = CEL · KOMPUTER { $par }
popstar-hud-score = WYNIK

## Plansza.

# Zanim pierwsza plansza będzie gotowa.
popstar-dealing = Przygotowanie poziomu { $level }…
# Dymek nad zaznaczoną grupą.
popstar-worth = { $count ->
        [one] { $count } gwiazdka
        [few] { $count } gwiazdki
        [many] { $count } gwiazdek
       *[other] { $count } gwiazdki
    } = { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
# Odliczana, gdy znikają pozostałe gwiazdki.
popstar-bonus-countdown = Premia { $bonus }
# Pod „Poziom N” na początku poziomu.
popstar-banner-target = Cel: { $target }
popstar-target-reached = Cel osiągnięty!

## Przyciski obok planszy.

popstar-thinking = Myślę…
popstar-pause = Pauza
# Otwiera wybór poziomu.
popstar-levels = Poziomy
# Pod przyciskami, gdy trening jest włączony.
popstar-practice = Trening

## Panel zaliczonego poziomu.

popstar-passed = Poziom { $level } zaliczony!
popstar-passed-bonus = Premia +{ $bonus }  ({ $left ->
        [0] plansza wyczyszczona
        [one] została { $left } gwiazdka
        [few] zostały { $left } gwiazdki
        [many] zostało { $left } gwiazdek
       *[other] zostało { $left } gwiazdki
    })
popstar-passed-score = Za planszę { $board }  ·  razem { $total }
popstar-par = Wynik komputera: { $par }
popstar-par-thinking = Wynik komputera: liczę…
popstar-next-target = Następny cel: { $target }
popstar-next-level = Następny poziom
popstar-dealing-next = Przygotowanie…

## Wybór poziomu.

popstar-picker-title = Wybierz poziom
popstar-picker-note = Gry z wybranego poziomu liczą się do statystyk, ale nie do najlepszych wyników

## Ekran końca gry.

popstar-over-detail = Osiągnięty poziom { $level } · { $score } z { $target } wymaganych
popstar-retry = Powtórz poziom { $level }

## Kod gry, którego nie da się odczytać (powód po angielsku).

popstar-bad-id = To nie jest kod gry PopStar: { $detail }

## Statystyki.

popstar-figure-highest-level = Najwyższy poziom
popstar-figure-levels-passed = Zaliczone poziomy

## Dlaczego zapisanej gry nie da się wznowić (w powiadomieniu; szczegół po angielsku).

popstar-resume-not-a-game = dane gry są uszkodzone: { $detail }
popstar-resume-bad-board = plansza startowa poziomu jest uszkodzona

## Ustawienia.

popstar-option-single-tap = Zbijanie jednym kliknięciem
popstar-option-practice = Trening (z cofaniem)
popstar-option-par-first = Wynik komputera przed grą

## SameGame, przodek PopStar, na tej samej karcie: jedna plansza dowolnej wielkości
## i z dowolną liczbą kolorów.

popstar-option-variant = Gra
popstar-variant-popstar = PopStar
popstar-variant-samegame = SameGame
popstar-option-width = Szerokość planszy
popstar-option-height = Wysokość planszy
popstar-option-colours = Liczba kolorów
popstar-option-min-group = Najmniejsza grupa
popstar-table-samegame = { $min ->
        [3] SameGame { $width }×{ $height }, kolorów: { $colours }, grupy od 3
       *[other] SameGame { $width }×{ $height }, kolorów: { $colours }
    }
popstar-hud-board = PLANSZA
popstar-hud-left = ZOSTAŁO
popstar-hud-left-par = ZOSTAŁO · KOMPUTER { $par }
popstar-dealing-board = Przygotowanie planszy…
popstar-samegame-cleared = Plansza wyczyszczona!
popstar-samegame-over-detail = { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    } · { $left ->
        [0] plansza wyczyszczona
        [one] została { $left } gwiazdka
        [few] zostały { $left } gwiazdki
        [many] zostało { $left } gwiazdek
       *[other] zostało { $left } gwiazdki
    }
popstar-retry-board = Powtórz planszę
popstar-figure-boards-cleared = Wyczyszczone plansze

## Jak grać.

howto-popstar-pop-title = Zbijaj grupy gwiazdek
howto-popstar-pop-text = Kliknij grupę co najmniej dwóch stykających się gwiazdek jednego koloru, aby zobaczyć jej wartość, i kliknij ją ponownie, aby ją zbić. Grupa n gwiazdek daje 5 × n² punktów: im większa grupa, tym więcej warta jest każda gwiazdka. Gwiazdki z góry spadają, a kolumny na prawo od pustej przesuwają się w lewo.
howto-popstar-bonus-title = Premia i poziomy
howto-popstar-bonus-text = Gdy nie zostanie żadna grupa, plansza kończy się premią 2000 − 20 × m² za m pozostałych gwiazdek; przy dziesięciu i więcej premii nie ma. Każdy poziom ma cel punktowy: osiągnij go, a następny poziom zacznie się z zachowanym wynikiem. Poziom 1 wymaga 1000 punktów, każdy kolejny o 2000 więcej.
howto-popstar-bonus = Premia { $points }
howto-popstar-samegame-title = SameGame
howto-popstar-samegame-text = SameGame, z której wyrosła PopStar, to jedna plansza bez poziomów; wybierz ją w ustawieniach w pozycji „Gra”, gdzie ustawisz też wielkość planszy, liczbę kolorów i najmniejszą grupę. Grupa n gwiazdek daje (n − 2)² punktów: para nie daje nic, opłacają się tylko duże grupy. Za całkowicie wyczyszczoną planszę dostajesz jeszcze 1000.

## „Gdzie uciekły punkty”: analiza skończonej planszy ruch po ruchu.

# Obok planszy, gdy plansza się skończy: otwiera analizę.
popstar-review-open = Analiza
# Na panelu zaliczonego poziomu, gdy trwa analiza, potem jej podsumowanie.
popstar-review-waiting = Sprawdzamy, gdzie uciekły punkty…
popstar-review-summary = Do zdobycia było: { $best } · { $drops ->
        [0] bez dużych strat
        [one] { $drops } duża strata
        [few] { $drops } duże straty
        [many] { $drops } dużych strat
       *[other] { $drops } dużej straty
    }
# Nad wykresem punktów możliwych jeszcze do zdobycia przed każdym ruchem.
popstar-review-title = Gdzie uciekły punkty
# Obok planszy: pokazana pozycja.
popstar-review-move = Ruch { $number } z { $total }
popstar-review-reach = Do zdobycia: { $reach }
popstar-review-points = Ten ruch: +{ $points }
popstar-review-drop = Stracone: { $drop }
popstar-review-kept = Nic nie stracone
popstar-review-end = Koniec planszy
popstar-review-final = Wynik końcowy: { $score }
popstar-review-start-best = Na początku do zdobycia: { $best }
popstar-review-better = Lepszy ruch
popstar-review-play = Graj stąd
popstar-review-back = Wróć

## Trening od analizowanej pozycji: nic się nie liczy.

popstar-practice-title = Trening od tej pozycji · bez punktacji
popstar-practice-goal = { $score } z { $target } możliwych
popstar-practice-done = { $score } z { $target } ({ $share }%)
popstar-practice-back = Wróć do analizy

## Ekran końcowy po analizie planszy i talia treningowa.

popstar-review-note = Gdzie uciekły punkty: do zdobycia było { $best }, zdobyto { $score } · { $drops ->
        [0] nic do treningu
        [one] { $drops } pozycja do treningu
        [few] { $drops } pozycje do treningu
        [many] { $drops } pozycji do treningu
       *[other] { $drops } pozycji do treningu
    }
# Obok planszy, gdy rozgrywana jest pozycja z talii: kończy trening.
popstar-deck-stop = Koniec
popstar-deck-reading = Otwieram twoje pozycje treningowe…
popstar-deck-none = Na razie nie ma nic do treningu. Pozycje, w których plansza straciła punkty, wrócą tu, gdy nadejdzie ich termin.
popstar-deck-reached = { $score } z { $target }
popstar-deck-good = Wszystko: świetnie rozegrane.
popstar-deck-hard = Blisko: pozycja wróci później.
popstar-deck-again = Za mało: pozycja wróci jeszcze w tej sesji.
popstar-deck-next = Enter: następna pozycja
popstar-deck-finish = Enter: koniec
popstar-progress-popstar = PopStar: procent możliwych punktów
popstar-progress-samegame = SameGame: procent możliwych punktów
popstar-progress-share-value = { $value }%
popstar-progress-none = Nie ma jeszcze przeanalizowanych plansz
