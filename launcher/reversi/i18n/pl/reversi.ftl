# Reversi: karta w menu, ustawienia, okno nowej gry, panel boczny, napisy na planszy,
# koniec partii, edytor pozycji, analiza partii i zapisane partie.

## Gra w menu i jej tabele wyników.

reversi-title = Reversi
reversi-tagline = Otaczaj i odwracaj pionki
# Słowa, po których wyszukiwanie w menu aplikacji znajduje grę.
reversi-keywords = reversi;othello;
reversi-todays-board = Gra dnia
# Kod gry, którego nie da się odczytać (przyczyna dalej, po angielsku).
reversi-bad-id = To nie jest kod gry Reversi: { $detail }

## Dwie strony.

reversi-black = Czarne
reversi-white = Białe

## Ustawienia (ekran ustawień i okno nowej gry).

reversi-option-mode = Gracze
reversi-mode-two-players = Dwóch graczy
reversi-mode-vs-computer = Z komputerem
reversi-mode-computer-vs-computer = Komputer – komputer
reversi-option-colour = Twój kolor
reversi-option-level = Poziom komputera
reversi-level-beginner = Uczeń
reversi-level-easy = Łatwy
reversi-level-medium = Średni
reversi-level-hard = Trudny
reversi-level-strongest = Najsilniejszy
reversi-level-novice = Nowicjusz
reversi-level-learner = Adept
reversi-level-casual = Amator
reversi-level-steady = Pewny
reversi-level-improver = Ambitny
reversi-level-club = Klubowy
reversi-level-advanced = Zaawansowany
reversi-level-expert = Ekspert
reversi-level-skilled = Wprawny
reversi-level-elite = Elita
reversi-level-master = Mistrz
reversi-level-match-rating = Według mojego rankingu
reversi-option-threads = Wątki obliczeń
reversi-option-white-first = Białe zaczynają
reversi-option-board = Plansza
reversi-option-variety = Różnorodność otwarć
reversi-board-green = Zielona
reversi-board-grey = Szara

## Okno nowej gry.

# Krótkie nazwy trzech trybów na przyciskach okna.
reversi-setup-two-players = Dwóch graczy
reversi-setup-vs-computer = Jeden gracz
reversi-setup-watch = Oglądaj
# Wiersz z imionami dwóch graczy, najpierw czarne.
reversi-setup-names = Imiona: czarne, białe
# Wiersz z kolorem gracza przeciw komputerowi.
reversi-setup-you-play = Twój kolor
reversi-setup-article = Dwóch graczy, zaczynają białe, szara plansza
reversi-setup-start = Zacznij
reversi-setup-level-rated = { $level } · { $rating }
reversi-setup-suggested = Polecany dla ciebie: { $level }
reversi-setup-rated = Gra rankingowa · twój ranking { $rating }
reversi-setup-rated-provisional = Gra rankingowa · twój ranking { $rating } (wstępny)
reversi-unrated-mode = Bez rankingu: liczą się tylko gry z komputerem
reversi-unrated-level = Bez rankingu: ten poziom nie ma jeszcze rankingu
reversi-unrated-position = Bez rankingu: gra nie zaczyna się od zwykłej pozycji
reversi-unrated-clock = Bez rankingu: komputer gra na czas
reversi-unrated-threads = Bez rankingu: komputer liczy w kilku wątkach
# Wiersz czasu komputera na całą partię (zegar ma tylko komputer); „Bez zegara” – każdy
# poziom ma swój czas na ruch.
reversi-setup-time = Czas komputera na partię
reversi-setup-time-off = Bez zegara
reversi-setup-minutes = { $count } min
# Wiersz różnorodności otwarć: o ile ruch z książki otwarć może być słabszy od najlepszego.
reversi-setup-variety = Różnorodność otwarć: ruchy z książki słabsze od najlepszego
reversi-setup-variety-none = Brak
reversi-setup-variety-within = { $count ->
    [one] Do { $count } pionka
   *[other] Do { $count } pionków
}
# Znak, którego nie może być w imieniu.
reversi-setup-name-refused = Imię nie może zawierać „{ $char }”

## Panel boczny.

reversi-you = Ty
reversi-computer = Komputer
# Pod nazwą komputera: jego poziom.
reversi-role-level = Poziom: { $level }
reversi-role-rated = Gra rankingowa
# Gracz w zapisie partii: komputer na danym poziomie.
reversi-computer-at-level = Komputer (poziom: { $level })
# Pod nazwą strony, która ma ruch; $dots to wielokropek (common-ellipsis).
reversi-to-move = teraz ruch
reversi-thinking = myśli{ $dots }
# Podpis paska oceny: kto prowadzi i o ile pionków ($whole,$tenth).
reversi-evaluation = Ocena: { $side ->
        [black] czarne +{ $whole },{ $tenth }
        [white] białe +{ $whole },{ $tenth }
       *[even] równowaga
    }
# Lista wykonanych ruchów; pas na niej.
reversi-moves = Ruchy
reversi-move-pass = pas
reversi-undo = Cofnij ruch
reversi-redo = Ponów ruch
reversi-move-now = Wymuś ruch
reversi-show-eval = Pokaż ocenę
reversi-hide-eval = Ukryj ocenę
reversi-save-game = Zapisz grę
reversi-games = Partie
reversi-copy-obf = Kopiuj OBF
reversi-set-up = Rozstaw
reversi-review = Analiza

## Wiersz pod graczami.

reversi-click-marked = Kliknij zaznaczone pole
reversi-looking-for-hint = Szukam podpowiedzi…
reversi-black-passed = Czarne spasowały
reversi-white-passed = Białe spasowały
reversi-values-exact = Ocena ruchów: dokładna
reversi-values-depth = Ocena ruchów: głębokość { $depth }
# Ocena jest jeszcze dokładniej liczona.
reversi-values-deepening = Ocena ruchów: głębokość { $depth }…
# Ocena ruchów, gdy część ruchów prowadzi do książki otwarć: te są niebieskie, z oceną książki.
reversi-values-book = { $values }; niebieskie – z książki otwarć
# Ostatni ruch komputera pochodzi z książki otwarć.
reversi-book-move = Ruch z książki otwarć
reversi-opening = Otwarcie: { $name }
reversi-game-loaded = Wczytano partię
reversi-game-saved = Zapisano partię
reversi-obf-saved = Skopiowano i zapisano OBF
# Komunikat, gdy nie da się zapisać pliku (przyczyna podana przez system).
reversi-cannot-write = Nie udało się zapisać { $file }: { $error }

## Otwarcia, tak jak nazywa je panel.

reversi-opening-parallel = Równoległe
reversi-opening-diagonal = Ukośne
reversi-opening-perpendicular = Prostopadłe
reversi-opening-tiger = Tygrys
reversi-opening-aubrey = Aubrey
reversi-opening-cow = Krowa
reversi-opening-rose = Rose
reversi-opening-buffalo = Bawół
reversi-opening-heath = Heath

## Na planszy.

reversi-black-passes = Pas czarnych
reversi-white-passes = Pas białych
reversi-no-legal-move = brak możliwego ruchu

## Koniec partii.

reversi-end-draw = Remis { $black }:{ $white }
reversi-end-you-win = Wygrywasz { $mine }:{ $theirs }
reversi-end-computer-wins = Komputer wygrywa { $theirs }:{ $mine }
reversi-end-black-wins = Czarne wygrywają { $high }:{ $low }
reversi-end-white-wins = Białe wygrywają { $high }:{ $low }
reversi-end-player-wins = Wygrywa { $name }, { $high }:{ $low }
# Pionki każdej strony na końcu, z imionami wpisanymi przez graczy.
reversi-end-black-count = Czarne: { $count }
reversi-end-white-count = Białe: { $count }
reversi-end-named-black-count = { $name } (czarne): { $count }
reversi-end-named-white-count = { $name } (białe): { $count }
reversi-end-counts = { $black }, { $white }
reversi-end-counts-level = { $black }, { $white } · poziom: { $level }

## Zapisana partia, której nie da się wznowić.

reversi-save-damaged = to nie jest partia Reversi: { $detail }
reversi-save-bad-start = uszkodzona pozycja początkowa: { $detail }
# Co jest nie tak z wierszem pozycji (OBF); kolumny liczone od 1.
reversi-obf-too-short = plansza ma { $count ->
        [one] { $count } pole
        [few] { $count } pola
       *[many] { $count } pól
    }, a powinna mieć 64
reversi-obf-bad-square = kolumna { $column }: „{ $found }” to nie pole (X, O lub -)
reversi-obf-bad-side = kolumna { $column }: oczekiwano spacji i strony, która ma ruch (X lub O)
reversi-obf-trailing = kolumna { $column }: po stronie, która ma ruch, oczekiwano „;”
reversi-obf-bad-score = błędna ocena ruchu „{ $text }” (oczekiwano np. G8:+18)
# Co jest nie tak z listą ruchów; ruchy liczone od 1.
reversi-move-illegal = ruch { $number } ({ $square }) jest niedozwolony dla { $side ->
        [black] czarnych
       *[white] białych
    }
reversi-move-pass-not-allowed = ruch { $number } (pa): { $side ->
        [black] czarne
       *[white] białe
    } nie mogą spasować, gdy mają możliwy ruch
reversi-move-after-end = ruch { $number } ({ $text }): partia już się skończyła
reversi-move-bad-text = ruch { $number }: „{ $text }” to nie pole (a1–h8) ani pa

## Edytor pozycji (B).

reversi-setting-up = rozstawianie
reversi-editor-help = Kliknij pole: puste → czarne → białe
reversi-editor-black-to-move = Ruch czarnych
reversi-editor-white-to-move = Ruch białych
reversi-editor-clear = Wyczyść
reversi-editor-start = Początkowa
reversi-editor-paste = Wklej
reversi-editor-solve = Rozwiąż
reversi-editor-play = Zagraj
reversi-editor-pasted-position = Wklejono pozycję
reversi-editor-pasted-moves = Wklejono ruchy: { $moves }
reversi-editor-not-pasted = To nie jest wiersz OBF ani lista ruchów: „{ $text }”
reversi-editor-no-moves = W tej pozycji nikt nie ma ruchu

## Analiza partii (G).

reversi-review-back = ◀ Wstecz
reversi-review-forward = Dalej ▶
reversi-review-play-from-here = Graj stąd
# Podpis wykresu: słupki nad linią to przewaga czarnych.
reversi-review-black-ahead = Przewaga czarnych
# Podpis w pozycji początkowej, gdy wszystkie ruchy są przeanalizowane.
reversi-review-start-done = Początek · przeanalizowano { $total ->
        [one] { $total } ruch
        [few] { $total } ruchy
       *[many] { $total } ruchów
    }
reversi-review-start-progress = Początek · przeanalizowano { $done } z { $total }
# Podpis ruchu: numer i pole, potem ile był wart.
reversi-review-analysing = { $number }. { $square }: analiza…
reversi-review-mistake = { $number }. { $square }: błąd, −{ $loss } (lepiej { $best })
reversi-review-inaccuracy = { $number }. { $square }: słaby ruch, −{ $loss } (lepiej { $best })
reversi-review-loss = { $number }. { $square }: −{ $loss } (lepiej { $best })
# Ruch z książki otwarć z oceną książki dla grającego ($value: +2, −1).
reversi-review-book = { $number }. { $square }: ruch z książki ({ $value } wg książki)
reversi-review-best = { $number }. { $square }: najlepszy ruch

## Zapisane partie (L).

reversi-library-title = Twoje partie
reversi-library-empty = Brak zapisanych partii: przycisk „Zapisz grę” doda tu partię
# Jedna zapisana partia: gracze, wynik w pionkach i data.
reversi-library-game = { $black } – { $white }   { $result }   { $date }
# Plik, którego nie da się odczytać, i dlaczego.
reversi-library-unreadable = { $file }: nie można odczytać: { $error }
reversi-library-damaged = { $file }: wiersz { $line }: { $problem }
reversi-record-unknown-header = nieznany nagłówek „{ $header }”
reversi-record-missing-header = brak wiersza { $header }
reversi-record-move-before-start = ruch przed wierszem Start
reversi-record-not-a-move = to nie numerowany ruch, np. „1. f5”
reversi-record-not-a-value = to nie wartość w pionkach
reversi-record-bad-start = pozycja początkowa: { $problem }
reversi-record-bad-move = ruchu { $square } nie da się wykonać

## Zadania.

reversi-puzzles = Zadania
reversi-puzzle-of-the-day = Zadanie dnia
reversi-daily-puzzle = Zadanie dnia
reversi-puzzle-next = Następne zadanie
reversi-puzzles-title = Zadania reversi
reversi-puzzles-none = Na dziś nie ma zadania
reversi-puzzles-no-history = Ranking pojawi się po pierwszym zadaniu
reversi-puzzles-solved = Rozwiązane za pierwszym razem: { $solved } z { $count }
reversi-puzzle-of-day = Zadanie dnia: { $date }
reversi-puzzle-rated = Zadanie z rankingiem { $rating }
reversi-puzzle-black-to-move = Ruch czarnych
reversi-puzzle-white-to-move = Ruch białych
reversi-puzzle-task = Znajdź jedyny ruch, który zachowuje najlepszy wynik.
reversi-puzzle-solved = Rozwiązane!
reversi-puzzle-missed = To nie ten ruch
reversi-puzzle-best = { $square }: { $value } przy najlepszej grze
reversi-puzzle-played = { $square } daje { $value }
reversi-puzzle-answer = Odpowiedź: { $square }, { $value }
reversi-puzzle-rating = Twój ranking w zadaniach: { $rating }
reversi-puzzle-rating-change = Twój ranking w zadaniach: { $before } → { $after }

## Jak grać.

howto-reversi-flank-title = Otocz i odwróć
howto-reversi-flank-text = Grę zaczynają czarne. Postaw pionek tak, aby jeden lub więcej pionków przeciwnika znalazło się w linii prostej między nim a innym twoim pionkiem – poziomo, pionowo lub po skosie. Wszystkie otoczone pionki, we wszystkich kierunkach naraz, zmieniają kolor na twój. Ruch, który niczego nie otacza, jest niedozwolony.
howto-reversi-flipped = { $count ->
        [one] Odwrócono { $count } pionek
        [few] Odwrócono { $count } pionki
       *[other] Odwrócono { $count } pionków
    }
howto-reversi-pass-title = Pas i koniec gry
howto-reversi-pass-text = Jeśli nie masz dozwolonego ruchu, musisz spasować, a ruch znów ma przeciwnik. Gra kończy się, gdy żaden gracz nie może wykonać ruchu – zwykle gdy plansza jest pełna. Wygrywa ten, kto ma więcej pionków.
howto-reversi-black-passes = Pas czarnych
howto-reversi-white-again = Białe znów mają ruch

## Trening: analiza każdej partii z komputerem i ekran treningu.

reversi-option-review = Analizuj partie do treningu
reversi-option-review-threshold = Trenuj ruchy, które tracą
reversi-option-review-discs = { $count ->
    [one] { $count } pion lub więcej
    [few] { $count } piony lub więcej
    [many] { $count } pionów lub więcej
   *[other] { $count } piona lub więcej
}
# Wiersz ekranu końca partii, gdy analiza partii jest gotowa.
reversi-review-added = { $count ->
    [one] Analiza: { $count } pozycja dodana do treningu
    [few] Analiza: { $count } pozycje dodane do treningu
    [many] Analiza: { $count } pozycji dodanych do treningu
   *[other] Analiza: { $count } pozycji dodanych do treningu
}
reversi-review-no-mistakes = Analiza: brak błędów do treningu
reversi-practice-title = Trening
reversi-practice-due = { $count ->
    [one] { $count } pozycja do powtórki
    [few] { $count } pozycje do powtórki
    [many] { $count } pozycji do powtórki
   *[other] { $count } pozycji do powtórki
}
reversi-practice-find-black = Ruch czarnych: znajdź najlepszy ruch
reversi-practice-find-white = Ruch białych: znajdź najlepszy ruch
reversi-practice-good = Najlepszy ruch!
reversi-practice-hard = { $loss ->
    [one] Blisko: stracony { $loss } pion
    [few] Blisko: stracone { $loss } piony
    [many] Blisko: straconych { $loss } pionów
   *[other] Blisko: stracone { $loss } piona
}
reversi-practice-again = { $loss ->
    [one] Błąd: stracony { $loss } pion. Pozycja wkrótce wróci.
    [few] Błąd: stracone { $loss } piony. Pozycja wkrótce wróci.
    [many] Błąd: straconych { $loss } pionów. Pozycja wkrótce wróci.
   *[other] Błąd: stracone { $loss } piona. Pozycja wkrótce wróci.
}
# $squares: najlepsze ruchy („d3” albo „d3, c4”); $value: ich wartość w pionach („+4”).
reversi-practice-best = Najlepszy: { $squares } ({ $value })
reversi-practice-yours = Twój: { $square } ({ $value })
# $moves: pierwsze ruchy najlepszego wariantu („d3 c4 e6”).
reversi-practice-line = Najlepszy wariant: { $moves }
reversi-practice-empty = Nie ma jeszcze pozycji. Twoje błędy z partii z komputerem trafiają tu po każdej partii.
reversi-practice-next-hours = { $hours ->
    [one] Na razie nic do powtórki. Następna pozycja wróci w ciągu godziny.
   *[other] Na razie nic do powtórki. Następna pozycja wróci w ciągu { $hours } godz.
}
reversi-practice-next-days = { $days ->
    [one] Na razie nic do powtórki. Następna pozycja wróci za { $days } dzień.
   *[other] Na razie nic do powtórki. Następna pozycja wróci za { $days } dni.
}
reversi-practice-next = Dalej
reversi-practice-delete = Usuń
reversi-practice-reset = Wyczyść talię
reversi-practice-reset-sure = Na pewno?
# Klawisze ekranu treningu, pod jego tekstem.
reversi-practice-keys = ←↑→↓ Enter – ruch · N – dalej · D – usuń · Esc – powrót
reversi-progress-loss = Średnia strata na ruch
reversi-progress-loss-value = { $value ->
        [one] { $value } pionek
        [few] { $value } pionki
        [many] { $value } pionków
       *[other] { $value } pionka
    }
reversi-progress-loss-none = Nie ma jeszcze przeanalizowanych partii
reversi-progress-puzzles = Ranking w zadaniach
reversi-progress-puzzles-value = { $value }
