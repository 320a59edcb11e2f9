# The high-score tables and the statistics.

scores-title = High scores
# The heading of the column of places.
scores-rank = #
scores-date = Date
# Who set the score, in games that ask (two people at one board).
scores-name = Name

## The statistics.

scores-stats-title = Statistics
scores-stats-none = No game finished yet
scores-stats-played = Games played
scores-stats-results = Won · drawn · lost
scores-stats-best = Best score
scores-stats-average = Average score
# The streak now, and the longest in brackets.
scores-stats-win-streak = Win streak (best)
scores-stats-day-streak = Days in a row (best)
# Over the chart of the last scores.
scores-stats-last = { $count ->
        [one] Last score
       *[other] Last { $count } scores
    }
# The chart's highest bar.
scores-stats-chart-best = best { $score }
scores-rating = Your rating
scores-rating-value = { $rating } ± { $deviation }
scores-rating-provisional = Provisional: { $played } of { $needed } games
scores-rating-settled = { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    }
scores-rating-history = Rating history
scores-rating-none = No rated game yet
scores-rating-reset = Reset rating
scores-rating-reset-confirm = Press again to reset
# The statistics tab of a game's progress over time.
scores-progress = Progress
# Under the progress charts: the positions of the practice deck.
scores-progress-positions = Practice positions
scores-progress-learnt = Learnt
scores-progress-due = Due now
