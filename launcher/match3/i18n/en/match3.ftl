# Match-3: the menu card, the score panel, the board's banners, the end screen, the
# high-score tables and the options.

## The game on the menu.

match3-title = Match-3
match3-tagline = Swap gems, line up three
# Words a search of the application menu finds the game by.
match3-keywords = match-3;match three;gems;

## Modes: the settings, the high-score tables and the panel.

match3-mode-classic = Classic
match3-mode-timed = Timed
match3-mode-endless = Endless
# The line under the game's name in the panel.
match3-panel-classic = Classic mode
match3-panel-timed = Timed mode
match3-panel-endless = Endless mode
# A high-score table of a board other than the standard one: "Classic 6×6, 5 kinds".
match3-table-board = { $mode } { $width }×{ $height }, { $kinds ->
        [one] { $kinds } kind
       *[other] { $kinds } kinds
    }
match3-table-daily = Today's board

## The score panel.

match3-stat-best = Best
match3-stat-moves = Moves
match3-stat-chain = Chain
match3-stat-time = Time left
# The best score's place when this game has beaten it.
match3-new-best = New best!
# The chain's place between turns: the longest chain so far.
match3-best-chain = best ×{ $chain }
match3-pause = Pause
# How to play, in the place of a timed game's clock (one line each).
match3-help =
    Click two neighbours
    or drag to swap.

## Over the board.

match3-banner-chain = Chain ×{ $chain }
match3-banner-shuffle = No moves left: shuffling

## The end of the game.

match3-end-no-moves = No more moves
match3-end-time-up = Time's up
match3-end-finished = Game finished
match3-end-moves = { $moves ->
        [one] { $moves } move made
       *[other] { $moves } moves made
    }
match3-end-moves-chain = { $moves ->
        [one] { $moves } move made
       *[other] { $moves } moves made
    }, best chain ×{ $chain }

## A game ID that cannot be read (the reason follows, in English).

match3-bad-id = Not a match-3 game ID: { $detail }

## The statistics.

match3-figure-best-chain = Best chain

## Why a kept game cannot be resumed (shown inside a notice; the detail in English).

match3-resume-not-a-game = not a match-3 game: { $detail }

## Options.

match3-option-width = Board width
match3-option-height = Board height
match3-option-kinds = Piece kinds
match3-option-mode = Mode
match3-option-specials = Special pieces
match3-option-generation = Start boards
match3-generation-constrained = Constrained
match3-generation-repair = Repair
match3-option-chain-bonus = Chain bonus
match3-option-hint = Hint after
# The delay as the setting shows it.
match3-hint-seconds = { $count } s
match3-hint-never = Never

## How to play.

howto-match3-swap-title = Swap two neighbours
howto-match3-swap-text = Swap two pieces side by side to line up three or more of a kind, across or down. The line clears and every piece in it scores 50 × (n − 1) for a line of n: 100 each in a three, 150 each in a four; a piece in two lines at once scores for both. Pieces above fall into the gap, new ones drop in, and lines they make clear too.
howto-match3-modes-title = Modes and special pieces
howto-match3-modes-text = Classic ends when no move is left. Timed gives you two minutes, Endless goes on until you finish; both shuffle the board when it runs out of moves. In those two modes a line of four leaves a line piece, five leave a colour bomb, and an L or T leaves an area bomb; every piece a special clears scores 50. With the chain bonus, each further cascade of a turn multiplies its points: ×2, ×3…
howto-match3-line-piece = Line piece: clears its row
howto-match3-colour-bomb = Colour bomb: clears one kind
howto-match3-area-bomb = Area bomb: clears 3 × 3
howto-match3-chain = Chain ×{ $factor }
