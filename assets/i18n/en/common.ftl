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
common-ok = OK
common-on = On
common-off = Off
common-yes = Yes
common-no = No
common-delete = Delete
common-save = Save
common-load = Load
common-undo = Undo
common-redo = Redo
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
