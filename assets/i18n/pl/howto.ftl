# Jak grać: zasady każdej gry na kilku stronach z animowanymi obrazkami.

howto-previous = Wstecz
howto-next = Dalej

howto-offer = Pierwszy raz grasz w „{ $game }”? Naciśnij F1, by poznać zasady.
howto-open = Jak grać: { $game }

howto-match3-swap-title = Zamieniaj sąsiednie klejnoty
howto-match3-swap-text = Zamień miejscami dwa sąsiednie klejnoty, aby ułożyć w linii trzy lub więcej takich samych, poziomo lub pionowo. Linia znika, a każdy jej klejnot daje 50 × (n − 1) punktów przy linii z n klejnotów: po 100 w trójce, po 150 w czwórce; klejnot należący naraz do dwóch linii zdobywa punkty za obie. Klejnoty z góry spadają na wolne miejsca, od góry wpadają nowe, a ułożone przez nie linie też znikają.
howto-match3-modes-title = Tryby i specjalne klejnoty
howto-match3-modes-text = Tryb klasyczny kończy się, gdy zabraknie ruchów. W trybie na czas masz dwie minuty, a tryb bez końca trwa, dopóki sam go nie zakończysz; w obu plansza jest tasowana, gdy kończą się ruchy. W tych trybach linia z czterech zostawia klejnot liniowy, z pięciu – kolorową bombę, a układ w kształcie L lub T – bombę obszarową; każdy klejnot usunięty przez specjalny klejnot daje 50 punktów. Z premią za kaskady punkty każdej kolejnej kaskady w ruchu są mnożone: ×2, ×3…
howto-match3-line-piece = Klejnot liniowy: cały rząd
howto-match3-colour-bomb = Kolorowa bomba: jeden kolor
howto-match3-area-bomb = Bomba obszarowa: 3 × 3
howto-match3-chain = Kaskada ×{ $factor }

howto-popstar-pop-title = Zbijaj grupy gwiazdek
howto-popstar-pop-text = Kliknij grupę co najmniej dwóch stykających się gwiazdek jednego koloru, aby zobaczyć jej wartość, i kliknij ją ponownie, aby ją zbić. Grupa n gwiazdek daje 5 × n² punktów: im większa grupa, tym więcej warta jest każda gwiazdka. Gwiazdki z góry spadają, a kolumny na prawo od pustej przesuwają się w lewo.
howto-popstar-bonus-title = Premia i poziomy
howto-popstar-bonus-text = Gdy nie zostanie żadna grupa, plansza kończy się premią 2000 − 20 × m² za m pozostałych gwiazdek; przy dziesięciu i więcej premii nie ma. Każdy poziom ma cel punktowy: osiągnij go, a następny poziom zacznie się z zachowanym wynikiem. Poziom 1 wymaga 1000 punktów, każdy kolejny o 2000 więcej.
howto-popstar-bonus = Premia { $points }
howto-popstar-samegame-title = SameGame
howto-popstar-samegame-text = SameGame, z której wyrosła PopStar, to jedna plansza bez poziomów; wybierz ją w ustawieniach w pozycji „Gra”, gdzie ustawisz też wielkość planszy, liczbę kolorów i najmniejszą grupę. Grupa n gwiazdek daje (n − 2)² punktów: para nie daje nic, opłacają się tylko duże grupy. Za całkowicie wyczyszczoną planszę dostajesz jeszcze 1000.

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

howto-levels-goals-title = Cele, galaretka i blokady
howto-levels-goals-text = Każdy poziom ma cele do osiągnięcia w określonej liczbie ruchów lub czasie: wynik, klejnoty danego koloru do zebrania, cała galaretka albo wszystkie blokady. Linia ułożona na galaretce zdejmuje jedną jej warstwę; linia obok kamiennej blokady kruszy ją, a blokada z nitami wymaga dwóch uderzeń.
howto-levels-jelly-left = { $count ->
        [0] Bez galaretki ✓
       *[other] Zostało galaretki: { $count }
    }
howto-levels-stars-title = Gwiazdki
howto-levels-stars-text = Osiągnij wszystkie cele, aby przejść poziom i zdobyć gwiazdkę; za wyższy wynik dostaniesz dwie lub trzy. Przejście poziomu otwiera następny na mapie. Każdy poziom możesz powtórzyć, by zdobyć więcej gwiazdek.
howto-levels-stars = { $stars ->
        [one] { $stars } gwiazdka
        [few] { $stars } gwiazdki
       *[other] { $stars } gwiazdek
    }
