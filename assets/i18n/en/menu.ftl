# The title screen and "Play a game ID".

# The program's name: the menu's title and the window's.
menu-title = Tile Puzzles
menu-subtitle = Match, pop and flip on one grid
# The button under each game's card.
menu-daily = Today's board
# On a card, in place of "Best: 1200", before the game was ever scored.
menu-no-score = No score yet
menu-settings = Settings
menu-high-scores = High scores
menu-statistics = Statistics
# The button, and the title of its screen.
menu-play-id = Play a game ID
menu-help = Arrows and Enter to choose · F1 how to play · F11 fullscreen · Esc to quit

## Esc on the title screen.

menu-quit-title = Quit?
menu-quit-question = Leave Tile Puzzles?
menu-stay = Stay

## Play a game ID.

menu-play-id-prompt = Type or paste an ID, such as { $example }
menu-paste = Paste
menu-play = Play
# A character typed or pasted that no game ID has.
menu-play-id-refused = A game ID has no "{ $char }" in it

# The application menu's entry (written by scripts/install): its name, its kind, the
# tooltip and the words a search finds it by.
menu-desktop-name = Tile Puzzles
menu-desktop-generic-name = Puzzle Games
# $games: the games' names as a list ("Match-3, PopStar and Reversi").
menu-desktop-comment = { $games } in one window
menu-desktop-keywords = puzzle;tiles;board game;
# One game's name in that list.
menu-desktop-game = { $name }
# A game in the software centres' description: its name and the line under it on the menu card.
menu-metainfo-game = { $name }: { $tagline }
# Joining the list: every name but the last with commas, then the last.
menu-list-comma = { $first }, { $next }
menu-list-and = { $first } and { $last }
