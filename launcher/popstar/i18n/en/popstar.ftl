# PopStar: the menu card, the chips over the board, the group's worth, the banners, the
# level-passed panel, the level select, the end screen, the high-score tables and the
# options.

## The game on the menu and its high-score tables.

popstar-title = PopStar
popstar-tagline = Pop groups, clear the board
# Words a search of the application menu finds the game by.
popstar-keywords = PopStar;stars;SameGame;
popstar-table-levels = Levels
popstar-table-daily = Today's board

## The chips over the board (small capitals in English).

popstar-hud-level = LEVEL
popstar-hud-target = TARGET
# With "Par before playing" on: the solver's final score on this board.
popstar-hud-target-par = TARGET · PAR { $par }
popstar-hud-score = SCORE

## The board.

# Before the first board is ready.
popstar-dealing = Dealing level { $level }…
# The bubble over a highlighted group.
popstar-worth = { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# Counting down while the stars left over are taken away.
popstar-bonus-countdown = Bonus { $bonus }
# Under "Level N" at the start of a level.
popstar-banner-target = Target { $target }
popstar-target-reached = Target reached!

## The buttons beside the board.

popstar-thinking = Thinking…
popstar-pause = Pause
# Opens the level select.
popstar-levels = Levels
# Under the buttons while practice mode is on.
popstar-practice = Practice

## The level-passed panel.

popstar-passed = Level { $level } passed!
popstar-passed-bonus = Bonus +{ $bonus }  ({ $left ->
        [0] board cleared
        [one] { $left } star left
       *[other] { $left } stars left
    })
popstar-passed-score = This board { $board }  ·  total { $total }
popstar-par = Par for this board: { $par }
popstar-par-thinking = Par for this board: thinking…
popstar-next-target = Next target { $target }
popstar-next-level = Next level
popstar-dealing-next = Dealing…

## The level select.

popstar-picker-title = Choose a level
popstar-picker-note = Games started here count in the statistics, not in the high scores

## The end screen.

popstar-over-detail = Level { $level } reached · { $score } of { $target } needed
popstar-retry = Retry level { $level }

## A game ID that cannot be read (the reason follows, in English).

popstar-bad-id = Not a PopStar game ID: { $detail }

## The statistics.

popstar-figure-highest-level = Highest level
popstar-figure-levels-passed = Levels passed

## Why a kept game cannot be resumed (shown inside a notice; the detail in English).

popstar-resume-not-a-game = not a PopStar game: { $detail }
popstar-resume-bad-board = damaged level board

## Options.

popstar-option-single-tap = Pop on first tap
popstar-option-practice = Practice (undo)
popstar-option-par-first = Par before playing

## SameGame, PopStar's ancestor, played on the same card: one board of any size and
## number of colours.

# The option that picks the game; its two values.
popstar-option-variant = Game
popstar-variant-popstar = PopStar
popstar-variant-samegame = SameGame
popstar-option-width = Board width
popstar-option-height = Board height
popstar-option-colours = Colours
# The smallest group that can be popped (2 or 3).
popstar-option-min-group = Smallest group
# A SameGame high-score table and statistics tab: its rule set.
popstar-table-samegame = { $min ->
        [3] SameGame { $width }×{ $height }, { $colours } colours, groups of 3+
       *[other] SameGame { $width }×{ $height }, { $colours } colours
    }
# The chips over a SameGame board.
popstar-hud-board = BOARD
popstar-hud-left = STARS LEFT
popstar-hud-left-par = STARS LEFT · PAR { $par }
popstar-dealing-board = Dealing the board…
# The end screen of a SameGame board.
popstar-samegame-cleared = Board cleared!
popstar-samegame-over-detail = { $score } points · { $left ->
        [0] board cleared
        [one] { $left } star left
       *[other] { $left } stars left
    }
popstar-retry-board = Replay board
popstar-figure-boards-cleared = Boards cleared

## How to play.

howto-popstar-pop-title = Pop groups of stars
howto-popstar-pop-text = Tap a group of two or more touching stars of one colour to see what it is worth, and tap it again to pop it. A group of n stars scores 5 × n²: the bigger the group, the more each star is worth. Stars above fall down, and empty columns close up from the right.
howto-popstar-bonus-title = Bonus and levels
howto-popstar-bonus-text = When no group is left, the board ends with a bonus of 2000 − 20 × m² for the m stars left, nothing from ten stars on. Each level has a target score: reach it and the next level starts with your score kept. Level 1 asks for 1000, and each further level for 2000 more.
howto-popstar-bonus = Bonus { $points }
howto-popstar-samegame-title = SameGame
howto-popstar-samegame-text = SameGame, the game PopStar grew out of, is one board and no levels; pick it under Game in the settings, with the board's size, the number of colours and the smallest group. A group of n stars scores (n − 2)², so a pair scores nothing and only big groups pay. Empty the whole board for 1000 more.

## "Where the points went": the review of a finished board, move by move.

# Beside the board once the board is over: opens the review.
popstar-review-open = Review
# On the level-passed panel while the review runs, then its summary.
popstar-review-waiting = Looking at where the points went…
popstar-review-summary = Within reach: { $best } · { $drops ->
        [0] no big drops
        [one] { $drops } big drop
       *[other] { $drops } big drops
    }
# Over the chart of the score still within reach before each move.
popstar-review-title = Where the points went
# Beside the board: the position shown.
popstar-review-move = Move { $number } of { $total }
popstar-review-reach = Within reach: { $reach }
popstar-review-points = This move: +{ $points }
popstar-review-drop = Gave away { $drop }
popstar-review-kept = Nothing given away
popstar-review-end = End of the board
popstar-review-final = Final score: { $score }
popstar-review-start-best = Within reach at first: { $best }
popstar-review-better = Better move
popstar-review-play = Play from here
popstar-review-back = Back

## Practice from a reviewed position: nothing counts.

popstar-practice-title = Practice from here · nothing counts
popstar-practice-goal = { $score } of { $target } within reach
popstar-practice-done = { $score } of { $target } ({ $share }%)
popstar-practice-back = Back to review

## The end screen once the finished board is reviewed, and the practice deck.

popstar-review-note = Where the points went: { $best } was within reach, you made { $score } · { $drops ->
        [0] nothing to practise
        [one] { $drops } position to practise
       *[other] { $drops } positions to practise
    }
# Beside the board while a position of the deck is played out: ends the practice.
popstar-deck-stop = Stop
popstar-deck-reading = Opening your practice positions…
popstar-deck-none = Nothing to practise right now. Positions where a board lost points come back here when they are due.
popstar-deck-reached = { $score } of { $target }
popstar-deck-good = All of it: well played.
popstar-deck-hard = Close: it comes back later.
popstar-deck-again = Too far short: it comes back in this sitting.
popstar-deck-next = Enter: next position
popstar-deck-finish = Enter: done
# The statistics' progress page: each reviewed board's score as a share of what was within reach.
popstar-progress-popstar = PopStar: share of the points within reach
popstar-progress-samegame = SameGame: share of the points within reach
popstar-progress-share-value = { $value }%
popstar-progress-none = No board reviewed yet
