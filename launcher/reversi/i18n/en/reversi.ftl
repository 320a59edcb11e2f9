# Reversi: the menu card, the options, the new-game dialog, the side panel, the board's
# notices, the end screen, the position editor, the review and the game library.

## The game on the menu and its high-score tables.

reversi-title = Reversi
reversi-tagline = Flank and flip the discs
# Words a search of the application menu finds the game by.
reversi-keywords = Reversi;Othello;
reversi-todays-board = Today's board
# A game ID that cannot be read (the reason follows, in English).
reversi-bad-id = Not a Reversi game ID: { $detail }

## The two sides.

reversi-black = Black
reversi-white = White

## Options (Settings and the new-game dialog).

reversi-option-mode = Players
reversi-mode-two-players = Two players
reversi-mode-vs-computer = Vs computer
reversi-mode-computer-vs-computer = Computer vs computer
reversi-option-colour = Your colour
reversi-option-level = Computer level
reversi-level-beginner = Beginner
reversi-level-easy = Easy
reversi-level-medium = Medium
reversi-level-hard = Hard
reversi-level-strongest = Strongest
reversi-level-novice = Novice
reversi-level-learner = Learner
reversi-level-casual = Casual
reversi-level-steady = Steady
reversi-level-improver = Improver
reversi-level-club = Club
reversi-level-advanced = Advanced
reversi-level-expert = Expert
reversi-level-skilled = Skilled
reversi-level-elite = Elite
reversi-level-master = Master
reversi-level-match-rating = Match my rating
reversi-option-threads = Search threads
reversi-option-white-first = White moves first
reversi-option-board = Board
reversi-option-variety = Opening variety
reversi-board-green = Green
reversi-board-grey = Grey

## The new-game dialog.

# The short names of the three modes on the dialog's buttons.
reversi-setup-two-players = Two players
reversi-setup-vs-computer = Vs computer
reversi-setup-watch = Watch
# The row of the two people's names, Black's first.
reversi-setup-names = Names: Black, White
# The row of the person's colour against the computer.
reversi-setup-you-play = You play
# The new-game dialog's one choice that sets the game of the Polish article the game started
# from: two people at one computer, White moving first, the grey board. It names what it sets.
reversi-setup-article = Two players, White first, grey board
reversi-setup-start = Start
reversi-setup-level-rated = { $level } · { $rating }
reversi-setup-suggested = Suggested for you: { $level }
reversi-setup-rated = Rated game · your rating { $rating }
reversi-setup-rated-provisional = Rated game · your rating { $rating } (provisional)
reversi-unrated-mode = Not rated: only games against the computer count
reversi-unrated-level = Not rated: this level has no rating yet
reversi-unrated-position = Not rated: the game does not start from the usual position
reversi-unrated-clock = Not rated: the computer plays to a clock
reversi-unrated-threads = Not rated: the computer searches on several threads
# The row of the computer's time for the whole game (only the computer is timed); Off
# leaves each level its own time per move.
reversi-setup-time = Computer's time per game
reversi-setup-time-off = Off
reversi-setup-minutes = { $count } min
# The row of how far the computer may stray from the opening book's best move (levels that
# play from the book), so its openings vary.
reversi-setup-variety = Opening variety: book moves allowed behind the best
reversi-setup-variety-none = None
reversi-setup-variety-within = { $count ->
    [one] Within { $count } disc
   *[other] Within { $count } discs
}
# A typed character a name cannot hold.
reversi-setup-name-refused = A name cannot hold “{ $char }”

## The side panel.

reversi-you = You
reversi-computer = Computer
# Under the computer's name: its level.
reversi-role-level = { $level } level
reversi-role-rated = Rated game
# A game record's player: the computer at a level.
reversi-computer-at-level = Computer ({ $level } level)
# Under the name of the side to move; $dots is the ellipsis (common-ellipsis).
reversi-to-move = to move
reversi-thinking = thinking{ $dots }
# The evaluation bar's label: who leads and by how many discs ($whole.$tenth); no figure
# when the position is even.
reversi-evaluation = Evaluation: { $side ->
        [black] Black +{ $whole }.{ $tenth }
        [white] White +{ $whole }.{ $tenth }
       *[even] Even
    }
# The list of moves played; a pass in it.
reversi-moves = Moves
reversi-move-pass = pass
reversi-undo = Undo
reversi-redo = Redo
reversi-move-now = Move now
reversi-show-eval = Show eval
reversi-hide-eval = Hide eval
reversi-save-game = Save game
reversi-games = Games
reversi-copy-obf = Copy OBF
reversi-set-up = Set up
reversi-review = Review

## The line under the players.

reversi-click-marked = Click a marked square
reversi-looking-for-hint = Looking for a hint…
reversi-black-passed = Black passed
reversi-white-passed = White passed
reversi-values-exact = Move values: exact
reversi-values-depth = Move values: depth { $depth }
# The values are still being refined.
reversi-values-deepening = Move values: depth { $depth }…
# The move values when some moves lead into the opening book: those are drawn in blue with
# the book's value ($values is the line about the searched values).
reversi-values-book = { $values }; blue: opening book
# The computer's last move came from the opening book.
reversi-book-move = From the opening book
reversi-opening = Opening: { $name }
reversi-game-loaded = Game loaded
reversi-game-saved = Game saved to your games
reversi-obf-saved = OBF copied and saved
# A notice when a file cannot be written (the reason follows, from the system).
reversi-cannot-write = Cannot write { $file }: { $error }

## Openings, as the panel names them. Aubrey, Rose and Heath are the surnames of the players
## the lines are named after: write them as names, not as the words.

reversi-opening-parallel = Parallel opening
reversi-opening-diagonal = Diagonal opening
reversi-opening-perpendicular = Perpendicular opening
reversi-opening-tiger = Tiger
reversi-opening-aubrey = Aubrey
reversi-opening-cow = Cow
reversi-opening-rose = Rose
reversi-opening-buffalo = Buffalo
reversi-opening-heath = Heath

## Over the board.

reversi-black-passes = Black passes
reversi-white-passes = White passes
reversi-no-legal-move = no legal move

## The end of the game.

reversi-end-draw = A draw, { $black }–{ $white }
reversi-end-you-win = You win { $mine }–{ $theirs }
reversi-end-computer-wins = The computer wins { $theirs }–{ $mine }
reversi-end-black-wins = Black wins { $high }–{ $low }
reversi-end-white-wins = White wins { $high }–{ $low }
reversi-end-player-wins = { $name } wins { $high }–{ $low }
# The discs of each side at the end, with the names two people typed.
reversi-end-black-count = Black { $count }
reversi-end-white-count = White { $count }
reversi-end-named-black-count = { $name } (Black) { $count }
reversi-end-named-white-count = { $name } (White) { $count }
reversi-end-counts = { $black }, { $white }
reversi-end-counts-level = { $black }, { $white } · { $level } level

## A saved game that cannot be resumed.

reversi-save-damaged = not a Reversi game: { $detail }
reversi-save-bad-start = damaged start position: { $detail }
# What is wrong with a position line (OBF); columns count from 1.
reversi-obf-too-short = the board has { $count } squares, expected 64
reversi-obf-bad-square = column { $column }: “{ $found }” is not a square (X, O or -)
reversi-obf-bad-side = column { $column }: expected a space and the side to move (X or O)
reversi-obf-trailing = column { $column }: expected “;” after the side to move
reversi-obf-bad-score = bad move score “{ $text }” (expected e.g. G8:+18)
# What is wrong with a list of moves; moves count from 1.
reversi-move-illegal = move { $number } ({ $square }) is illegal for { $side ->
        [black] Black
       *[white] White
    }
reversi-move-pass-not-allowed = move { $number } (pa): { $side ->
        [black] Black
       *[white] White
    } cannot pass with a legal move
reversi-move-after-end = move { $number } ({ $text }): the game is already over
reversi-move-bad-text = move { $number }: “{ $text }” is not a square (a1..h8) or pa

## The position editor (B).

reversi-setting-up = Setting up
reversi-editor-help = Click squares: empty, black, white
reversi-editor-black-to-move = Black to move
reversi-editor-white-to-move = White to move
reversi-editor-clear = Clear
reversi-editor-start = Start position
reversi-editor-paste = Paste
reversi-editor-solve = Solve
reversi-editor-play = Play it
reversi-editor-pasted-position = Position pasted
reversi-editor-pasted-moves = Moves pasted: { $moves }
reversi-editor-not-pasted = Not an OBF line or a list of moves: “{ $text }”
reversi-editor-no-moves = Neither side can move in this position

## The review (G).

reversi-review-back = ◀ Back
reversi-review-forward = Forward ▶
reversi-review-play-from-here = Play from here
# The chart's label: bars above the line are Black's lead.
reversi-review-black-ahead = Black ahead
# The caption at the start position, when every move has been analysed.
reversi-review-start-done = { $total ->
        [one] Start · the one move reviewed
       *[other] Start · all { $total } moves reviewed
    }
reversi-review-start-progress = Start · { $done } of { $total ->
        [one] { $total } move
       *[other] { $total } moves
    } reviewed
# The caption of a move: its number and square, then what it was worth.
reversi-review-analysing = { $number }. { $square }: analysing…
reversi-review-mistake = { $number }. { $square }: mistake, −{ $loss } (best { $best })
reversi-review-inaccuracy = { $number }. { $square }: inaccuracy, −{ $loss } (best { $best })
reversi-review-loss = { $number }. { $square }: −{ $loss } (best { $best })
# A move into the opening book, with the book's value of it for its player ($value: +2, −1).
reversi-review-book = { $number }. { $square }: book move ({ $value } in the book)
reversi-review-best = { $number }. { $square }: the best move

## The game library (L).

reversi-library-title = Your games
reversi-library-empty = No saved games yet: Save game keeps one here
# One saved game: the players, the result in discs and the date.
reversi-library-game = { $black } – { $white }   { $result }   { $date }
# A file that cannot be read, and why.
reversi-library-unreadable = { $file }: cannot be read: { $error }
reversi-library-damaged = { $file }: line { $line }: { $problem }
reversi-record-unknown-header = unknown header “{ $header }”
reversi-record-missing-header = no { $header } line
reversi-record-move-before-start = a move before the Start line
reversi-record-not-a-move = not a numbered move such as “1. f5”
reversi-record-not-a-value = not a value in discs
reversi-record-bad-start = start position: { $problem }
reversi-record-bad-move = move { $square } cannot be played

## Puzzles: positions from the engine's games where one move only keeps the best result.

# The buttons under Reversi's card.
reversi-puzzles = Puzzles
reversi-puzzle-of-the-day = Puzzle of the day
# The same, on the narrow button under the card.
reversi-daily-puzzle = Daily puzzle
reversi-puzzle-next = Next puzzle
reversi-puzzles-title = Reversi puzzles
reversi-puzzles-none = There is no puzzle for today
reversi-puzzles-no-history = Your rating starts with your first puzzle
reversi-puzzles-solved = Solved at the first try: { $solved } of { $count }
# The puzzle screen's heading; $date is a date as the language writes it.
reversi-puzzle-of-day = Puzzle of { $date }
reversi-puzzle-rated = Puzzle rated { $rating }
reversi-puzzle-black-to-move = Black to move
reversi-puzzle-white-to-move = White to move
reversi-puzzle-task = Find the only move that keeps the best result.
reversi-puzzle-solved = Solved!
reversi-puzzle-missed = Not this move
# $value: the disc difference at the end with the best play from then on, such as +6 or −4.
reversi-puzzle-best = { $square }: { $value } with the best play
reversi-puzzle-played = { $square } gives { $value }
reversi-puzzle-answer = The answer: { $square }, { $value }
reversi-puzzle-rating = Your puzzle rating: { $rating }
reversi-puzzle-rating-change = Your puzzle rating: { $before } → { $after }

## How to play.

howto-reversi-flank-title = Flank and flip
howto-reversi-flank-text = Black moves first. Put a disc where it traps one or more of your opponent's discs in a straight line between it and another of your discs, across, down or diagonally. Every trapped disc, in all directions at once, flips to your colour. A move that traps nothing is not allowed.
howto-reversi-flipped = { $count ->
        [one] { $count } disc flipped
       *[other] { $count } discs flipped
    }
howto-reversi-pass-title = Passing and the end
howto-reversi-pass-text = If you have no legal move you must pass, and your opponent moves again. The game ends when neither player can move, usually when the board is full. Whoever has more discs wins.
howto-reversi-black-passes = Black passes
howto-reversi-white-again = White moves again

## Practice: the review after every game against the computer, and the practice screen.

reversi-option-review = Review games for practice
reversi-option-review-threshold = Practise moves that lose
reversi-option-review-discs = { $count ->
    [one] { $count } disc or more
   *[other] { $count } discs or more
}
# The end screen's line once the review of the game is done.
reversi-review-added = { $count ->
    [one] Review: { $count } position added to practice
   *[other] Review: { $count } positions added to practice
}
reversi-review-no-mistakes = Review: no mistakes to practise
reversi-practice-title = Practice
reversi-practice-due = { $count ->
    [one] { $count } position due
   *[other] { $count } positions due
}
reversi-practice-find-black = Black to move: find the best move
reversi-practice-find-white = White to move: find the best move
reversi-practice-good = Best move!
reversi-practice-hard = { $loss ->
    [one] Close: { $loss } disc lost
   *[other] Close: { $loss } discs lost
}
reversi-practice-again = { $loss ->
    [one] Mistake: { $loss } disc lost. It comes back soon.
   *[other] Mistake: { $loss } discs lost. It comes back soon.
}
# $squares: the best moves ("d3" or "d3, c4"); $value: their value in discs ("+4").
reversi-practice-best = Best: { $squares } ({ $value })
reversi-practice-yours = Yours: { $square } ({ $value })
# $moves: the best line's first moves ("d3 c4 e6").
reversi-practice-line = Best line: { $moves }
reversi-practice-empty = No positions yet. Your mistakes against the computer come here after each game.
reversi-practice-next-hours = { $hours ->
    [one] Nothing due now. The next position comes back within an hour.
   *[other] Nothing due now. The next position comes back within { $hours } hours.
}
reversi-practice-next-days = { $days ->
    [one] Nothing due now. The next position comes back in { $days } day.
   *[other] Nothing due now. The next position comes back in { $days } days.
}
reversi-practice-next = Next
reversi-practice-delete = Delete
reversi-practice-reset = Reset deck
reversi-practice-reset-sure = Empty it?
# The practice screen's keys, under its text.
reversi-practice-keys = ←↑→↓ Enter play · N next · D delete · Esc back
# The statistics' progress page: the mean loss per move of each reviewed game.
reversi-progress-loss = Mean loss per move
reversi-progress-loss-value = { $value ->
        [one] { $value } disc
       *[other] { $value } discs
    }
reversi-progress-loss-none = No game reviewed yet
reversi-progress-puzzles = Puzzle rating
reversi-progress-puzzles-value = { $value }
