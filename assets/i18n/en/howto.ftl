# How to play: each game's rules in a few pages with animated pictures.

howto-previous = Back
howto-next = Next

howto-offer = New to { $game }? Press F1 to see how to play.
howto-open = How to play { $game }
