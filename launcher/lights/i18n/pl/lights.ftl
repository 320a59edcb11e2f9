# Światełka: karta w menu, opcje i tabela rekordów.

lights-title = Światełka
lights-tagline = Zapal wszystkie lampki
lights-option-side = Lampek w rzędzie
lights-option-practice = Trening (z cofaniem ruchów)
lights-table-standard = Zwykła gra
