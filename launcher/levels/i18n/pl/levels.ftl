# „Match-3: poziomy”: mapa poziomów, poziom w grze, ekran wyniku i edytor poziomów.

## Gra w menu i w tabeli najlepszych wyników.

levels-title = Match-3: poziomy
levels-tagline = Plansze o różnych kształtach, cele, gwiazdki
# Słowa, po których wyszukiwanie w menu aplikacji znajduje grę.
levels-keywords = poziomy;cele;gwiazdki;
levels-table = Poziomy

## Mapa poziomów.

levels-my-levels = Moje poziomy
levels-no-own-levels = Jeszcze brak – stwórz własny
levels-editor = Edytor poziomów

## Poziom w grze.

levels-my-level = Mój poziom
levels-trying = Próba
levels-moves-left = Pozostałe ruchy
levels-time-left = Pozostały czas
levels-goals = Cele
levels-goal-done = Gotowe ✓
levels-map = Mapa
levels-back-to-editor = Edytor
levels-pause = Pauza
levels-shuffling = Brak ruchów – tasowanie
levels-out-of-moves = Koniec ruchów
levels-time-up = Koniec czasu!
levels-stuck = Brak ruchów
levels-cannot-play = Nie można zagrać w „{ $name }”: { $problem }

## Ekran wyniku.

levels-passed = Poziom ukończony!
levels-failed = Poziom nieukończony
levels-out-of-time = Zabrakło czasu
levels-score = Wynik: { $score }
levels-score-and-best = Wynik: { $score }  ·  rekord: { $best }

## Edytor poziomów.

levels-new-level-name = Mój poziom
levels-knob-width = Szerokość
levels-knob-height = Wysokość
levels-knob-kinds = Rodzaje klejnotów
levels-knob-limit-kind = Ograniczenie
levels-knob-limit = Ruchy / czas
levels-knob-score = Cel: wynik
levels-knob-collect-kind = Zbieranie: rodzaj
levels-knob-collect-count = Zbieranie: liczba
levels-knob-jelly = Cel: galaretka
levels-knob-blockers = Cel: blokady
levels-knob-stars =
    { $stars ->
        [one] { $stars } gwiazdka
        [few] { $stars } gwiazdki
        [many] { $stars } gwiazdek
       *[other] { $stars } gwiazdki
    }
levels-limit-moves = Ruchy
levels-limit-clock = Czas
levels-moves =
    { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }
levels-seconds =
    { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    }
levels-pieces =
    { $count ->
        [one] { $count } klejnot
        [few] { $count } klejnoty
        [many] { $count } klejnotów
       *[other] { $count } klejnotu
    }
levels-brush = Pędzel: { $brush } (klawisze 1–6)
levels-brush-hole = dziura
levels-brush-floor = zwykłe pole
levels-brush-jelly = galaretka
levels-brush-double-jelly = podwójna galaretka
levels-brush-blocker = blokada
levels-brush-double-blocker = blokada na dwa uderzenia
levels-try = Zagraj
levels-bot-cannot-play = Bot: tego poziomu nie da się rozegrać
levels-bot-playing =
    { $games ->
        [one] Bot sprawdza: { $games } gra…
        [few] Bot sprawdza: { $games } gry…
        [many] Bot sprawdza: { $games } gier…
       *[other] Bot sprawdza: { $games } gry…
    }
levels-bot-passes =
    { $games ->
        [one] Bot przechodzi poziom w { $percent }% z { $games } gry
        [few] Bot przechodzi poziom w { $percent }% z { $games } gier
        [many] Bot przechodzi poziom w { $percent }% z { $games } gier
       *[other] Bot przechodzi poziom w { $percent }% z { $games } gry
    }
levels-ready = Gotowy do zapisu
levels-not-ready = Do poprawy: { $problem }
levels-cannot-try = Nie można zagrać: { $problem }
levels-cannot-save = Nie można zapisać: { $problem }
levels-cannot-save-unnamed = Nie można zapisać: nadaj poziomowi nazwę
levels-saved = Zapisano jako { $file }
levels-save-failed = Nie udało się zapisać poziomu: { $error }

## Co jest nie tak z poziomem (po „Nie można zapisać: ”, „Do poprawy: ” itp.).

levels-problem-at-line = wiersz { $line }: { $problem }
levels-problem-file = nie można odczytać pliku poziomu: { $detail }
levels-problem-empty-board = plansza jest pusta
levels-problem-ragged =
    { $found ->
        [one] wiersz planszy ma { $found } pole, a pierwszy – { $expected }
        [few] wiersz planszy ma { $found } pola, a pierwszy – { $expected }
        [many] wiersz planszy ma { $found } pól, a pierwszy – { $expected }
       *[other] wiersz planszy ma { $found } pola, a pierwszy – { $expected }
    }
levels-problem-unknown-cell = kolumna { $column }: nieznana litera pola „{ $letter }” (dozwolone: - . j J b B)
levels-problem-size = plansza ma { $width }×{ $height }, a każdy bok musi mieć od 5 do 12 pól
levels-problem-kinds = rodzajów klejnotów jest { $kinds }, a musi być od 4 do 8
levels-problem-limit = podaj ruchy albo sekundy (więcej niż 0), ale nie jedno i drugie
levels-problem-no-goals = poziom potrzebuje co najmniej jednego celu
levels-problem-collect-kind = cel { $goal }: zbieranie rodzaju { $kind }, a poziom ma tylko rodzaje 1–{ $kinds }
levels-problem-no-jelly = cel { $goal }: na planszy nie ma galaretki
levels-problem-no-blockers = cel { $goal }: na planszy nie ma blokad
levels-problem-no-pieces = cel { $goal }: 0 klejnotów do zebrania
levels-problem-no-points = cel { $goal }: wymaga 0 punktów
levels-problem-stars = progi gwiazdek muszą rosnąć, a gwiazdki mogą być najwyżej trzy
levels-problem-board-mismatch = klejnoty na planszy nie pasują do dziur i blokad poziomu
levels-problem-no-start-board = na planszy tego kształtu nie da się zacząć gry z możliwym ruchem

## Dlaczego nie da się wznowić odłożonego poziomu (wewnątrz powiadomienia).

levels-resume-not-a-level = to nie jest poziom w grze: { $detail }
levels-resume-bad-level = zapisany poziom: { $problem }
levels-resume-mismatch = zapisana gra nie pasuje do swojego poziomu

## Własne liczby gry na ekranie statystyk.

levels-figure-passed = Przejścia poziomów
levels-figure-stars = Zdobyte gwiazdki

## Nazwy poziomów dołączonych do gry.

levels-name-01-first-steps = Pierwsze kroki
levels-name-02-jelly-centre = Galaretka w środku
levels-name-03-five-colours = Pięć kolorów
levels-name-04-small-heart = Serduszko
levels-name-05-first-stones = Pierwsze kamienie
levels-name-06-double-jelly = Podwójna galaretka
levels-name-07-ring = Pierścień
levels-name-08-diamond = Romb
levels-name-09-stone-row = Rząd kamieni
levels-name-10-plus = Plus
levels-name-11-jelly-heart = Galaretkowe serce
levels-name-12-quick-hands = Szybkie ręce
levels-name-13-pillars = Filary
levels-name-14-circle-jelly = Galaretkowy księżyc
levels-name-15-hourglass = Klepsydra
levels-name-16-walled-garden = Ogród za murem
levels-name-17-butterfly = Motyl
levels-name-18-t-junction = Rozwidlenie
levels-name-19-frame = Ramka
levels-name-20-arrow = Strzała
levels-name-21-time-ring = Wyścig z czasem
levels-name-22-checker-holes = Sito
levels-name-23-u-turn = Nawrotka
levels-name-24-x-marks = Krzyżyk na mapie
levels-name-25-stone-garden = Kamienny ogród
levels-name-26-h-bridge = Most
levels-name-27-stairs = Schody
levels-name-28-star = Gwiazda
levels-name-29-fast-jelly = Galaretka na czas
levels-name-30-seven-kinds = Siedem kolorów
levels-name-31-timed-stones = Kamienie na czas
levels-name-32-islands = Wyspy
levels-name-33-donut = Obwarzanek
levels-name-34-diamond-jelly = Galaretkowy romb
levels-name-35-cross-stones = Kamienny krzyż
levels-name-36-big-board = Duża plansza
levels-name-37-last-stand = Ostatni bastion
levels-name-38-big-heart = Duże serce
levels-name-39-fortress = Twierdza
levels-name-40-eight-kinds = Tęcza
levels-name-41-butterfly-stones = Kamienny motyl
levels-name-42-sieve-jelly = Galaretkowe sito

## Jak grać.

howto-levels-goals-title = Cele, galaretka i blokady
howto-levels-goals-text = Na każdym poziomie trzeba w określonej liczbie ruchów lub czasie osiągnąć cele: zdobyć wynik, zebrać klejnoty danego koloru, usunąć całą galaretkę albo wszystkie blokady. Linia ułożona na galaretce zdejmuje jedną jej warstwę; linia obok kamiennej blokady kruszy ją, a blokada z nitami wymaga dwóch uderzeń.
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

## Bot rozgrywa nieukończony poziom od tego samego początku, a gracz patrzy.

# Na ekranie nieukończonego poziomu: bot gra ten sam poziom od tego samego początku.
levels-watch-bot = Zobacz bota
# Tytuł panelu, gdy gra bot.
levels-bot-title = Gra bot
levels-bot-skip = Kliknij lub Enter: od razu do końca
levels-bot-passed = Bot przeszedł poziom
levels-bot-failed = Bot też nie dał rady
