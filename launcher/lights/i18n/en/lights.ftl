# Lights: the menu card, the options and the high-score table.

lights-title = Lights
lights-tagline = Light every lamp
lights-option-side = Lamps per side
lights-option-practice = Practice (undo)
lights-table-standard = Standard
