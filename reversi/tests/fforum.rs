//! FForum endgame problems 1–19 solved exactly: the score must be the file's best score and
//! the move one the file lists with that score.

use reversi::endgame::Solver;
use reversi::obf::parse_obf;

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
