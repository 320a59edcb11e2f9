# Ekran ustawień. Opcje każdej gry są w katalogu tej gry.

settings-title = Ustawienia
settings-general = Ogólne
settings-language = Język
settings-language-system = Systemowy ({ $language })
settings-sound = Dźwięk
settings-volume = Głośność
settings-percent = { $count }%
settings-animation = Szybkość animacji
settings-animation-slow = Wolna
settings-animation-normal = Normalna
settings-animation-fast = Szybka
settings-fullscreen = Pełny ekran
settings-accessibility = Dostępność
settings-high-contrast = Wysoki kontrast
settings-reduced-motion = Mniej animacji
settings-text-size = Rozmiar tekstu
settings-only-when = Tylko: { $values }
settings-note-line = { $option }. { $note }
settings-help = Tab – strona · ↑↓ – wybór · ←→ – zmiana · Esc – powrót
