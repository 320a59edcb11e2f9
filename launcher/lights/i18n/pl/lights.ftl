# Światełka: karta w menu, opcje i tabela rekordów.

lights-title = Światełka
lights-tagline = Zapal wszystkie lampki
# Słowa, po których wyszukiwanie w menu aplikacji znajduje grę.
lights-keywords = lampki;światełka;
lights-option-side = Lampek w rzędzie
lights-option-practice = Trening (z cofaniem ruchów)
lights-table-standard = Zwykła gra
