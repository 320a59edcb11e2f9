//! FForum endgame problems 1–19 solved exactly: the score must be the file's best score and
//! the move one the file lists with that score.

use reversi::StopFlag;
use reversi::endgame::Solver;
use reversi::obf::parse_obf;
use reversi::search::solve_exact;

#[test]
fn fforum_1_to_19() {
    let text = include_str!("data/fforum-1-19.obf");
    let mut solver = Solver::default();
    for (i, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let position = parse_obf(line).expect("valid OBF line");
        let best = position.best_score().expect("scores listed");
        let solution = solver.solve(&position.board).expect("not stopped");
        assert_eq!(solution.score, best, "position {}", i + 1);
        let listed: Vec<_> = position
            .scores
            .iter()
            .filter(|&&(_, s)| s == best)
            .map(|&(m, _)| m)
            .collect();
        assert!(
            listed.contains(&solution.best),
            "position {}: {:?}",
            i + 1,
            solution.best
        );
    }
}

/// The aspiration probes give the plain solver's score and move, from guesses on either
/// side and far off, and so does the guess of a midgame search.
#[test]
fn probes_around_a_guess_agree_with_the_full_window() {
    let text = include_str!("data/fforum-1-19.obf");
    let mut solver = Solver::default();
    for (i, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let board = parse_obf(line).expect("valid OBF line").board;
        solver.clear();
        let plain = solver.solve(&board).expect("not stopped");
        for guess in [plain.score - 6, plain.score + 3, 64] {
            solver.clear();
            let near = solver.solve_near(&board, guess).expect("not stopped");
            assert_eq!(near.score, plain.score, "position {} guess {guess}", i + 1);
            let after = board.play(near.best.expect("a move")).expect("legal");
            solver.clear();
            let reply = solver
                .solve_near(&after, -plain.score)
                .expect("not stopped");
            assert_eq!(-reply.score, plain.score, "position {} move", i + 1);
        }
        // The midgame guess costs a fraction of a second: checked on a few positions.
        if i < 3 {
            solver.clear();
            let guided = solve_exact(&board, &mut solver, &StopFlag::new()).expect("not stopped");
            assert_eq!(guided.score, plain.score, "position {}", i + 1);
        }
    }
}

/// Two and three threads solve FForum 1–19 to the same scores (the threads share the
/// table and share positions' moves; the answer must not depend on the timing).
#[test]
fn parallel_solves_agree() {
    let text = include_str!("data/fforum-1-19.obf");
    for threads in [2, 3] {
        let mut solver = Solver::default();
        solver.set_threads(threads);
        for (i, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
            let position = parse_obf(line).expect("valid OBF line");
            solver.clear();
            let solution = solver.solve(&position.board).expect("not stopped");
            assert_eq!(
                Some(solution.score),
                position.best_score(),
                "position {} with {threads} threads",
                i + 1
            );
            solver.clear();
            let near = solver
                .solve_near(&position.board, solution.score + 4)
                .expect("not stopped");
            assert_eq!(near.score, solution.score, "position {}", i + 1);
        }
    }
}
