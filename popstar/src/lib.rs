//! PopStar: the pure rules engine, solver, guaranteed-passable levels and the headless command line.
