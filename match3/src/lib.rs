//! Swap-to-match-three: the pure rules engine, start-board generators, move finder and the headless command line.
