# Shared by every screen.

# A date in the high-score tables. $day2 and $month2 are zero-padded.
date = { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    } { $year }

## Words every screen uses: buttons, answers, switches.

common-back = Back
common-cancel = Cancel
common-close = Close
common-continue = Continue
common-on = On
common-off = Off
common-delete = Delete
common-save = Save
common-load = Load
common-undo = Undo
common-hint = Hint
common-new-game = New game
common-restart = Restart
common-menu = Menu
common-quit = Quit
common-resume = Resume
common-retry = Retry
common-next = Next
common-done = Done
common-score = Score
common-score-value = Score: { $score }
common-best-value = Best: { $score }
common-level-value = Level { $level }
common-copy-id = Copy ID
common-game-id = Game ID: { $id }
common-game-id-copied = Game ID copied
common-paused = Paused
common-game-over = Game over
common-play-again = Play again
common-new-best = A new best score!
common-how-to-play = How to play
common-practice = Practice
# A game's result in discs or points, black's (or the player's) first: 40–24.
common-result = { $black }–{ $white }
# A table cell or figure that has no value yet.
common-no-value = —
# Ends a line that goes on while something works ("thinking…").
common-ellipsis = …

## The pause dialog, the end screen and the offer to resume, shared by every game.

common-finish = Finish
common-unfinished-game = You have an unfinished game.
# On the end screen, when the score entered the high scores below the best.
common-high-score-rank = Number { $rank } in the high scores

## Game IDs that cannot be played. $id is what the player typed, $game a game's name
## (or, where no game has it, the word before the first colon), $reason why.

common-id-not-an-id = Not a game ID: "{ $id }"
common-id-no-such-game = There is no game called "{ $game }"
common-id-none = { $game } has no game IDs
common-error-daily = Today's board cannot be played: { $reason }
common-error-open-id = Cannot open { $id }: { $reason }
common-error-unavailable = The game is not available

## Notices shown at the bottom of the window. $error is the system's own message (in
## English), $game a game's name, $file a file's name.

common-error-save-settings = Cannot save the settings: { $error }
common-error-save-scores = Cannot save the high scores: { $error }
common-error-save-statistics = Cannot save the statistics: { $error }
common-error-save-progress = Cannot save the progress: { $error }
common-error-save-practice = Cannot save the practice positions: { $error }
common-error-save-ratings = Cannot save your rating: { $error }
common-rating-after = Your rating: { $rating } ({ $change })
common-rating-after-provisional = Your rating: { $rating } ({ $change }), provisional
common-error-save-game = Cannot save the { $game } game: { $error }
common-error-remove-file = Cannot remove { $file }: { $error }
common-error-resume-kept = The saved { $game } game could not be resumed ({ $reason }); kept as { $file }
common-error-resume = The saved { $game } game could not be resumed ({ $reason }): { $error }
common-error-fullscreen = Cannot switch fullscreen: { $error }
common-error-paste = Nothing to paste: { $error }
common-error-copy = Cannot copy to the clipboard: { $error }

## A damaged or unreadable file: moved aside as $kept, defaults used instead.

common-file-unreadable = Cannot read { $file }: { $error }; using defaults
common-file-damaged = { $file } is damaged ({ $reason }); kept as { $kept }, defaults used
common-file-stuck = { $file } is damaged ({ $reason }) and could not be moved aside: { $error }
common-file-not-text = not a text file
# A file that does not parse: the line and the parser's message (in English).
common-file-line = line { $line }: { $detail }

## Why a saved game does not fit (the reason in common-error-resume). $game and
## $expected are the games' keys (match3, popstar, reversi, levels).

common-save-format = save format { $format } is not { $expected }
common-save-format-unknown = unknown save format { $format }
common-save-no-format = a save without a format
common-save-other-game = a save of { $game }, not of { $expected }
common-save-options-not-a-table = the saved settings are not a table
