# How to play: each game's rules in a few pages with animated pictures.

howto-previous = Back
howto-next = Next

howto-offer = New to { $game }? Press F1 to see how to play.
howto-open = How to play { $game }

howto-match3-swap-title = Swap two neighbours
howto-match3-swap-text = Swap two pieces side by side to line up three or more of a kind, across or down. The line clears and every piece in it scores 50 × (n − 1) for a line of n: 100 each in a three, 150 each in a four; a piece in two lines at once scores for both. Pieces above fall into the gap, new ones drop in, and lines they make clear too.
howto-match3-modes-title = Modes and special pieces
howto-match3-modes-text = Classic ends when no move is left. Timed gives you two minutes, Endless goes on until you finish; both shuffle the board when it runs out of moves. In those two modes a line of four leaves a line piece, five leave a colour bomb, and an L or T leaves an area bomb; every piece a special clears scores 50. With the chain bonus, each further cascade of a turn multiplies its points: ×2, ×3…
howto-match3-line-piece = Line piece: clears its row
howto-match3-colour-bomb = Colour bomb: clears one kind
howto-match3-area-bomb = Area bomb: clears 3 × 3
howto-match3-chain = Chain ×{ $factor }

howto-popstar-pop-title = Pop groups of stars
howto-popstar-pop-text = Tap a group of two or more touching stars of one colour to see what it is worth, and tap it again to pop it. A group of n stars scores 5 × n²: the bigger the group, the more each star is worth. Stars above fall down, and empty columns close up from the right.
howto-popstar-bonus-title = Bonus and levels
howto-popstar-bonus-text = When no group is left, the board ends with a bonus of 2000 − 20 × m² for the m stars left, nothing from ten stars on. Each level has a target score: reach it and the next level starts with your score kept. Level 1 asks for 1000, and each further level for 2000 more.
howto-popstar-bonus = Bonus { $points }
howto-popstar-samegame-title = SameGame
howto-popstar-samegame-text = SameGame, the game PopStar grew out of, is one board and no levels; pick it under Game in the settings, with the board's size, the number of colours and the smallest group. A group of n stars scores (n − 2)², so a pair scores nothing and only big groups pay. Empty the whole board for 1000 more.

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
