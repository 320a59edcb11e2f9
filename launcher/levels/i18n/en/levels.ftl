# Match-3 Levels: the level map, a level in play, the result screen and the level editor.

## The game on the menu and the high-score screen.

levels-title = Match-3 Levels
levels-tagline = Shaped boards, goals, stars
# Words a search of the application menu finds the game by.
levels-keywords = levels;goals;stars;
# The tab of the game's high-score table.
levels-table = Levels

## The level map.

levels-my-levels = My levels
levels-no-own-levels = None yet: make one
levels-editor = Level editor

## A level in play. Its title is "Level 7" (common-level-value) for a level of the pack.

# The title of a level the player made.
levels-my-level = My level
# The title of a level played from the editor to try it.
levels-trying = Trying
levels-moves-left = Moves left
levels-time-left = Time left
levels-goals = Goals
levels-goal-done = Done ✓
levels-map = Map
# The way back to the editor after trying a level from it.
levels-back-to-editor = Editor
levels-pause = Pause
# A banner over the board.
levels-shuffling = No moves left: shuffling
levels-out-of-moves = Out of moves
levels-time-up = Time's up
# The board has no move left and no shuffle gives it one.
levels-stuck = No moves left
levels-cannot-play = Cannot play { $name }: { $problem }

## The result screen.

levels-passed = Level passed!
levels-failed = Level failed
levels-out-of-time = Out of time
levels-score = Score { $score }
levels-score-and-best = Score { $score }  ·  best { $best }

## The level editor.

# The name a new level starts with.
levels-new-level-name = My level
levels-knob-width = Width
levels-knob-height = Height
# Piece kinds (colours) on the board.
levels-knob-kinds = Kinds
# Whether the level counts moves or runs against the clock.
levels-knob-limit-kind = Limit
levels-knob-limit = Moves / time
levels-knob-score = Goal: score
# Which kind of piece the collect goal asks for.
levels-knob-collect-kind = Collect kind
levels-knob-collect-count = Collect count
levels-knob-jelly = Goal: jelly
levels-knob-blockers = Goal: blockers
# The score that wins this many stars.
levels-knob-stars =
    { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }
levels-limit-moves = Moves
levels-limit-clock = Clock
levels-moves =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
levels-seconds =
    { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
# Pieces the collect goal asks for.
levels-pieces =
    { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
levels-brush = Brush: { $brush } (keys 1–6)
levels-brush-hole = hole
levels-brush-floor = plain cell
levels-brush-jelly = jelly
levels-brush-double-jelly = double jelly
levels-brush-blocker = blocker
levels-brush-double-blocker = two-hit blocker
levels-try = Try
levels-bot-cannot-play = Bot: cannot play this level
levels-bot-playing =
    { $games ->
        [one] Bot: playing { $games } game…
       *[other] Bot: playing { $games } games…
    }
levels-bot-passes =
    { $games ->
        [one] Bot passes the level in { $percent }% of { $games } game
       *[other] Bot passes the level in { $percent }% of { $games } games
    }
levels-ready = Ready to save
levels-not-ready = Not ready: { $problem }
levels-cannot-try = Cannot play: { $problem }
levels-cannot-save = Cannot save: { $problem }
levels-cannot-save-unnamed = Cannot save: give it a name
levels-saved = Saved as { $file }
# $error is the system's own text.
levels-save-failed = Cannot save the level: { $error }

## What can be wrong with a level (after "Cannot save: ", "Not ready: " and the like).

levels-problem-at-line = line { $line }: { $problem }
# $detail is the file reader's own text.
levels-problem-file = the level file cannot be read: { $detail }
levels-problem-empty-board = the board is empty
levels-problem-ragged = a board row has { $found } cells, but the first row has { $expected }
levels-problem-unknown-cell = column { $column }: unknown cell letter “{ $letter }” (use - . j J b B)
levels-problem-size = the board is { $width }×{ $height }; each side must be 5–12
levels-problem-kinds = { $kinds } piece kinds, but a level needs 4–8
levels-problem-limit = give either moves or seconds (more than 0), not both
levels-problem-no-goals = a level needs at least one goal
levels-problem-collect-kind = goal { $goal }: collects kind { $kind }, but the level has kinds 1–{ $kinds }
levels-problem-no-jelly = goal { $goal }: no jelly on the board to clear
levels-problem-no-blockers = goal { $goal }: no blockers on the board to break
levels-problem-no-pieces = goal { $goal }: collects 0 pieces
levels-problem-no-points = goal { $goal }: asks for 0 points
levels-problem-stars = give at most three star scores, each higher than the last
levels-problem-board-mismatch = the board's pieces do not fit the level's holes and blockers
levels-problem-no-start-board = no start board with a possible move fits this shape

## Why a kept level cannot be resumed (shown inside a notice).

levels-resume-not-a-level = not a level in play: { $detail }
levels-resume-bad-level = the saved level: { $problem }
levels-resume-mismatch = the saved game does not fit its level

## The game's own figures on the statistics screen.

levels-figure-passed = Levels passed, replays included
levels-figure-stars = Stars won

## The names of the levels that come with the game, by file.

levels-name-01-first-steps = First steps
levels-name-02-jelly-centre = Jelly centre
levels-name-03-five-colours = Five colours
levels-name-04-small-heart = Small heart
levels-name-05-first-stones = First stones
levels-name-06-double-jelly = Double jelly
levels-name-07-ring = Ring
levels-name-08-diamond = Diamond
levels-name-09-stone-row = Stone row
levels-name-10-plus = Plus
levels-name-11-jelly-heart = Jelly heart
levels-name-12-quick-hands = Quick hands
levels-name-13-pillars = Pillars
levels-name-14-circle-jelly = Jelly moon
levels-name-15-hourglass = Hourglass
levels-name-16-walled-garden = Walled garden
levels-name-17-butterfly = Butterfly
levels-name-18-t-junction = Junction
levels-name-19-frame = Picture frame
levels-name-20-arrow = Arrow
levels-name-21-time-ring = Against the clock
levels-name-22-checker-holes = Sieve
levels-name-23-u-turn = U-turn
levels-name-24-x-marks = X marks the spot
levels-name-25-stone-garden = Stone garden
levels-name-26-h-bridge = Bridge
levels-name-27-stairs = Staircase
levels-name-28-star = Star
levels-name-29-fast-jelly = Jelly rush
levels-name-30-seven-kinds = Seven kinds
levels-name-31-timed-stones = Stone rush
levels-name-32-islands = Islands
levels-name-33-donut = Donut
levels-name-34-diamond-jelly = Jelly diamond
levels-name-35-cross-stones = Stone cross
levels-name-36-big-board = Big board
levels-name-37-last-stand = Last stand
levels-name-38-big-heart = Big heart
levels-name-39-fortress = Fortress
levels-name-40-eight-kinds = Rainbow
levels-name-41-butterfly-stones = Stone butterfly
levels-name-42-sieve-jelly = Jelly sieve

## How to play.

howto-levels-goals-title = Goals, jelly and stones
howto-levels-goals-text = Each level sets goals to reach within a number of moves or a time limit: a score, pieces of a kind to collect, all the jelly or all the stones. A line made on jelly peels one layer; a line made next to a stone cracks it, and a stone with rivets takes two hits.
howto-levels-jelly-left = { $count ->
        [0] No jelly left ✓
        [one] Jelly left: { $count }
       *[other] Jelly left: { $count }
    }
howto-levels-stars-title = Stars
howto-levels-stars-text = Reach every goal to pass the level and earn a star; a higher score earns two or three. Passing a level opens the next one on the map. Play a level again any time to win more stars.
howto-levels-stars = { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }

## The bot playing a failed level from the same start, for the player to watch.

# On the failed level's screen: the bot plays the same level from the same start.
levels-watch-bot = Watch the bot
# In the panel's title while the bot plays.
levels-bot-title = The bot plays
levels-bot-skip = Click or Enter: skip to the end
levels-bot-passed = The bot passed it
levels-bot-failed = The bot failed too
