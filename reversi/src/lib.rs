//! Reversi/Othello: bitboard engine, computer opponent, exact endgame solver and the headless command line.
