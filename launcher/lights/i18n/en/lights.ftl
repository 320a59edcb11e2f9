# Lights: the menu card, the options and the high-score table.

lights-title = Lights
lights-tagline = Light every lamp
# Words a search of the application menu finds the game by.
lights-keywords = lamps;lights out;
lights-option-side = Lamps per side
lights-option-practice = Practice (undo)
lights-table-standard = Standard
