# Ekran tytułowy i „Wpisz kod gry”.

menu-title = Tile Puzzles
menu-subtitle = Układaj, zbijaj i odwracaj na jednej planszy
menu-daily = Gra dnia
menu-no-score = Jeszcze bez wyniku
menu-settings = Ustawienia
menu-high-scores = Najlepsze wyniki
menu-statistics = Statystyki
menu-play-id = Wpisz kod gry
menu-help = Strzałki i Enter – wybór · F1 – jak grać · F11 – pełny ekran · Esc – wyjście

## Esc na ekranie tytułowym.

menu-quit-title = Wyjść?
menu-quit-question = Zamknąć Tile Puzzles?
menu-stay = Zostań

## Wpisz kod gry.

menu-play-id-prompt = Wpisz lub wklej kod gry, np. { $example }
menu-paste = Wklej
menu-play = Graj
menu-play-id-refused = Kod gry nie zawiera znaku „{ $char }”

# Pozycja w menu aplikacji (zapisuje ją scripts/install): nazwa, rodzaj programu, podpowiedź
# i słowa, po których znajduje ją wyszukiwanie.
menu-desktop-name = Tile Puzzles
menu-desktop-generic-name = Gry logiczne
menu-desktop-comment = { $games } w jednym oknie
menu-desktop-keywords = łamigłówka;kafelki;gra planszowa;
menu-desktop-game = „{ $name }”
menu-metainfo-game = „{ $name }”: { $tagline }
menu-list-comma = { $first }, { $next }
menu-list-and = { $first } i { $last }
