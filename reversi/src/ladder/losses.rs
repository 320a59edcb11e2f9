//! How much each level gives away a move, by phase: on positions whose every move's deep
//! or exact value is known, a level that errs like a person loses the softmax-weighted
//! mean of its moves' losses (its own values decide the weights, the known values the
//! losses), any other level the loss of the move it plays. Also each level's move times.

use crate::board::Board;
use crate::obf::ObfPosition;
use crate::search::{DISC, Engine, Level, MoveValue};
use crate::stop::StopFlag;
use std::time::Instant;

/// The phases of a game by empty squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// 45 empties or more.
    Opening,
    /// 17 to 44 empties.
    Midgame,
    /// 16 empties or fewer.
    Endgame,
}

impl Phase {
    /// The phase of a position with `empties` empty squares.
    pub fn of(empties: u32) -> Phase {
        match empties {
            45.. => Phase::Opening,
            17..=44 => Phase::Midgame,
            _ => Phase::Endgame,
        }
    }

    /// The phases in game order.
    pub const ALL: [Phase; 3] = [Phase::Opening, Phase::Midgame, Phase::Endgame];

    /// The phase's name.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Opening => "opening",
            Phase::Midgame => "midgame",
            Phase::Endgame => "endgame",
        }
    }
}

/// One level's losses and move times.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelLosses {
    /// The level's name.
    pub name: String,
    /// Mean loss a move in discs, by [`Phase::ALL`] (`None` without positions).
    pub loss: [Option<f64>; 3],
    /// Positions measured, by phase.
    pub positions: [usize; 3],
    /// The 95th percentile of the time to choose a move, milliseconds.
    pub p95_ms: f64,
}

/// The known value of every move of a position: the best's minus each one's is its loss.
fn known_loss(position: &ObfPosition, square: crate::square::Square) -> Option<f64> {
    let best = position.best_score()?;
    let value = position.scores.iter().find(|(s, _)| *s == Some(square))?.1;
    Some(f64::from(best - value))
}

/// Whether `position` lists a value for every legal move.
pub fn complete(position: &ObfPosition) -> bool {
    let board: &Board = &position.board;
    board.legal_moves() != 0
        && board
            .moves()
            .all(|square| position.scores.iter().any(|(s, _)| *s == Some(square)))
}

/// Measures `level` on `positions` (those not [`complete`] are skipped).
pub fn measure(level: &Level, positions: &[ObfPosition]) -> LevelLosses {
    let mut engine = Engine::new(0, StopFlag::new());
    let mut sums = [0.0f64; 3];
    let mut counts = [0usize; 3];
    let mut times = Vec::new();
    for position in positions.iter().filter(|p| complete(p)) {
        let board = &position.board;
        let started = Instant::now();
        let loss = if level.temperature > 0 {
            let (values, _) = engine.move_values(board, level);
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            expected_known_loss(position, &values, level.temperature)
        } else {
            let chosen = engine.best_move(board, level).best;
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            chosen.and_then(|square| known_loss(position, square))
        };
        if let Some(loss) = loss {
            let phase = Phase::ALL
                .iter()
                .position(|&p| p == Phase::of(board.empties()))
                .unwrap_or(1);
            sums[phase] += loss;
            counts[phase] += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let p95_ms = times
        .get((times.len() * 95).div_ceil(100).saturating_sub(1))
        .copied()
        .unwrap_or(0.0);
    LevelLosses {
        name: level.name.clone(),
        loss: std::array::from_fn(|i| (counts[i] > 0).then(|| sums[i] / counts[i] as f64)),
        positions: counts,
        p95_ms,
    }
}

/// The mean known loss when a move is drawn by the softmax of `temperature` over the
/// level's own `values`.
fn expected_known_loss(
    position: &ObfPosition,
    values: &[MoveValue],
    temperature: u32,
) -> Option<f64> {
    let best = values.iter().map(|m| m.value).max()?;
    let mut total = 0.0;
    let mut loss = 0.0;
    for m in values {
        let weight = (f64::from(m.value - best) / f64::from(temperature)).exp();
        total += weight;
        loss += weight * known_loss(position, m.square)?;
    }
    Some(loss / total)
}

/// Loss in hundredths of a disc written as discs.
pub fn discs(value: i32) -> f64 {
    f64::from(value) / f64::from(DISC)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf::parse_obf;

    #[test]
    fn phases_split_at_45_and_16_empties() {
        assert_eq!(Phase::of(60), Phase::Opening);
        assert_eq!(Phase::of(45), Phase::Opening);
        assert_eq!(Phase::of(44), Phase::Midgame);
        assert_eq!(Phase::of(17), Phase::Midgame);
        assert_eq!(Phase::of(16), Phase::Endgame);
    }

    #[test]
    fn the_committed_set_values_every_move_of_100_positions_a_phase() {
        let mut counts = [0; 3];
        for line in include_str!("../../ladder/loss-positions.obf")
            .lines()
            .filter(|l| !l.starts_with('#'))
        {
            let position = parse_obf(line).unwrap();
            assert!(complete(&position), "{line}");
            assert!(position.board.legal_moves().count_ones() >= 2, "{line}");
            let phase = Phase::of(position.board.empties());
            counts[Phase::ALL.iter().position(|&p| p == phase).unwrap()] += 1;
        }
        assert_eq!(counts, [100, 100, 100]);
    }

    #[test]
    fn the_best_level_loses_nothing_where_it_sees_everything() {
        let positions: Vec<ObfPosition> = include_str!("../../tests/data/exact-24.obf")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .take(3)
            .map(|l| parse_obf(l).unwrap())
            .collect();
        assert!(positions.iter().all(complete));
        let perfect = Level {
            exact_empties: 24,
            ..Level::hard()
        };
        let measured = measure(&perfect, &positions);
        assert_eq!(measured.loss[1], Some(0.0));
        assert_eq!(measured.positions, [0, 3, 0]);
        let sloppy = measure(&Level::by_name("novice").unwrap(), &positions);
        assert!(sloppy.loss[1].unwrap() > 1.0, "{sloppy:?}");
        assert_eq!(discs(250), 2.5);
    }
}
