//! The frozen held-out positions every run is measured on, and the measure: positions with
//! 20–24 empties and their exact scores, one per line as the OBF board and side to move,
//! a space and the score (`#` lines are comments).

use crate::Failure;
use reversi::obf::{parse_obf, to_obf};
use reversi::pattern::Weights;
use reversi::search::{DISC, Engine, Evaluator, Level};
use reversi::{Board, Color, StopFlag};
use std::path::Path;

/// The committed set: round 1–4 validation positions of run 1, frozen on 2026-11-26.
pub const DEFAULT_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/training/held-out-20-24.txt");

/// A held-out position with its exact score for the side to move.
pub struct Held {
    pub player: u64,
    pub opponent: u64,
    pub score: i32,
}

/// Writes `positions` in the held-out format.
pub fn write(path: &Path, positions: &[Held], origin: &str) -> Result<(), Failure> {
    let mut text = format!(
        "# Held-out exact positions (OBF board and side, exact score for the side to move).\n# {origin}\n"
    );
    for held in positions {
        let board = Board::from_discs(held.player, held.opponent, Color::Black)?;
        text.push_str(&format!("{} {:+}\n", to_obf(&board), held.score));
    }
    crate::write_atomic(path, text.as_bytes())
}

/// Reads a held-out file; errors name the file and line.
pub fn read(path: &Path) -> Result<Vec<Held>, Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut positions = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let at = || format!("{}:{}", path.display(), number + 1);
        let (board, score) = line
            .rsplit_once(' ')
            .ok_or_else(|| format!("{}: expected a position and a score", at()))?;
        let board = parse_obf(board)
            .map_err(|e| format!("{}: {e}", at()))?
            .board;
        let score: i32 = score
            .parse()
            .map_err(|_| format!("{}: `{score}` is not a score", at()))?;
        positions.push(Held {
            player: board.player(),
            opponent: board.opponent(),
            score,
        });
    }
    Ok(positions)
}

/// Mean absolute errors (discs) on the held-out positions: the static evaluation and a
/// 4-ply search, of the hand-set evaluation, the shipped weights, these weights and the
/// earlier rounds' (on the same positions, so that rounds and runs compare fairly).
pub fn quality(
    held: &[Held],
    weights: &'static Weights,
    earlier: &[(String, &'static Weights)],
) -> String {
    let mut text = format!("held-out exact positions (20-24 empties): {}\n", held.len());
    if held.is_empty() {
        return text;
    }
    let mut evaluators = vec![
        ("hand-set".to_string(), Evaluator::HandSet),
        (
            "shipped".to_string(),
            Evaluator::Learned(Weights::embedded()),
        ),
        ("learned".to_string(), Evaluator::Learned(weights)),
    ];
    evaluators.extend(
        earlier
            .iter()
            .map(|(name, weights)| (name.clone(), Evaluator::Learned(weights))),
    );
    for (name, evaluator) in evaluators {
        let own = match evaluator {
            Evaluator::Learned(own) => own,
            _ => weights,
        };
        let (mut static_error, mut search_error) = (0f64, 0f64);
        let mut engine = Engine::new(0, StopFlag::new()).with_weights(own);
        let level = Level {
            name: "quality".into(),
            depth: 4,
            time: None,
            exact_empties: 0,
            noise: 0,
            evaluation: evaluator.evaluation(),
            selectivity: 0,
            book: false,
            book_loss: 0,
            temperature: 0,
            one_thread: false,
        };
        for position in held {
            let exact = f64::from(position.score);
            let value = evaluator.evaluate(position.player, position.opponent);
            static_error += (f64::from(value) / f64::from(DISC) - exact).abs();
            let board = Board::from_discs(position.player, position.opponent, Color::Black)
                .expect("disjoint discs");
            let searched = engine.best_move(&board, &level).score;
            search_error += (f64::from(searched) / f64::from(DISC) - exact).abs();
        }
        let n = held.len() as f64;
        text.push_str(&format!(
            "{name}: static MAE {:.2} discs, 4-ply MAE {:.2} discs\n",
            static_error / n,
            search_error / n
        ));
    }
    text
}
