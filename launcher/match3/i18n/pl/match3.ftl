# Match-3: karta w menu, panel wyniku, napisy nad planszą, ekran końca gry, tabele
# wyników i ustawienia.

## Gra w menu.

match3-title = Match-3
match3-tagline = Zamieniaj klejnoty, układaj trójki
# Słowa, po których wyszukiwanie w menu aplikacji znajduje grę.
match3-keywords = match-3;trzy w rzędzie;klejnoty;

## Tryby: ustawienia, tabele wyników i panel.

match3-mode-classic = Klasyczny
match3-mode-timed = Na czas
match3-mode-endless = Bez końca
# Wiersz pod nazwą gry na panelu.
match3-panel-classic = Tryb klasyczny
match3-panel-timed = Tryb na czas
match3-panel-endless = Tryb bez końca
# Tabela wyników planszy innej niż standardowa: „Klasyczny 6×6, 5 rodzajów”.
match3-table-board = { $mode } { $width }×{ $height }, { $kinds ->
        [one] { $kinds } rodzaj
        [few] { $kinds } rodzaje
        [many] { $kinds } rodzajów
       *[other] { $kinds } rodzaju
    }
match3-table-daily = Gra dnia

## Panel wyniku.

match3-stat-best = Rekord
match3-stat-moves = Ruchy
match3-stat-chain = Kaskada
match3-stat-time = Czas
# Zamiast rekordu, gdy ta gra już go pobiła.
match3-new-best = Nowy!
# Między ruchami: najdłuższa kaskada w tej grze.
match3-best-chain = najlepsza ×{ $chain }
match3-pause = Pauza
# Jak grać – w miejscu zegara gry na czas (po jednym wierszu).
match3-help =
    Kliknij dwa sąsiednie klejnoty
    lub przeciągnij jeden z nich.

## Nad planszą.

match3-banner-chain = Kaskada ×{ $chain }
match3-banner-shuffle = Brak ruchów – tasowanie

## Koniec gry.

match3-end-no-moves = Brak ruchów
match3-end-time-up = Koniec czasu
match3-end-finished = Gra zakończona
match3-end-moves = { $moves ->
        [one] Wykonano { $moves } ruch
        [few] Wykonano { $moves } ruchy
        [many] Wykonano { $moves } ruchów
       *[other] Wykonano { $moves } ruchu
    }
match3-end-moves-chain = { $moves ->
        [one] Wykonano { $moves } ruch
        [few] Wykonano { $moves } ruchy
        [many] Wykonano { $moves } ruchów
       *[other] Wykonano { $moves } ruchu
    }, najlepsza kaskada ×{ $chain }

## Kod gry, którego nie da się odczytać (powód po angielsku).

match3-bad-id = To nie jest kod gry Match-3: { $detail }

## Statystyki.

match3-figure-best-chain = Najlepsza kaskada

## Dlaczego zapisanej gry nie da się wznowić (w powiadomieniu; szczegół po angielsku).

match3-resume-not-a-game = dane gry są uszkodzone: { $detail }

## Ustawienia.

match3-option-width = Szerokość planszy
match3-option-height = Wysokość planszy
match3-option-kinds = Rodzaje klejnotów
match3-option-mode = Tryb
match3-option-specials = Specjalne klejnoty
match3-option-generation = Plansza startowa
# Każdy nowy klejnot jest dobierany tak, by nie powstała linia.
match3-generation-constrained = Z kontrolą
# Plansza jest losowana, a linie rozbijane zamianami.
match3-generation-repair = Z zamianami
match3-option-chain-bonus = Premia za kaskady
match3-option-hint = Podpowiedź
match3-hint-seconds = Po { $count } s
match3-hint-never = Wył.

## Jak grać.

howto-match3-swap-title = Zamieniaj sąsiednie klejnoty
howto-match3-swap-text = Zamień miejscami dwa sąsiednie klejnoty, aby ułożyć w linii trzy lub więcej takich samych, poziomo lub pionowo. Linia znika, a każdy jej klejnot daje 50 × (n − 1) punktów przy linii z n klejnotów: po 100 w trójce, po 150 w czwórce; klejnot należący naraz do dwóch linii daje punkty za obie. Klejnoty z góry spadają na wolne miejsca, od góry wpadają nowe, a ułożone przez nie linie też znikają.
howto-match3-modes-title = Tryby i specjalne klejnoty
howto-match3-modes-text = Tryb klasyczny kończy się, gdy zabraknie ruchów. W trybie na czas masz dwie minuty, a tryb bez końca trwa, dopóki sam go nie zakończysz; w obu plansza jest tasowana, gdy kończą się ruchy. W tych trybach linia z czterech zostawia klejnot liniowy, z pięciu – kolorową bombę, a układ w kształcie L lub T – bombę obszarową; każdy klejnot usunięty przez specjalny klejnot daje 50 punktów. Z premią za kaskady punkty każdej kolejnej kaskady w ruchu są mnożone: ×2, ×3…
howto-match3-line-piece = Klejnot liniowy: cały rząd
howto-match3-colour-bomb = Kolorowa bomba: jeden kolor
howto-match3-area-bomb = Bomba obszarowa: 3 × 3
howto-match3-chain = Kaskada ×{ $factor }
