//! What each removed piece earned in one step of a turn, shown over it as the tutorial
//! does: a piece of a line of n earns (n − 1) × 50, a piece two lines share (L, T, +)
//! earns both lines' shares, and a piece a special clears earns 50; the chain bonus
//! multiplies them all as it multiplies the step. The pieces' points add up to the step's.

use ::match3::{Event, Line};
use grid_core::Pos;

/// The points each piece removed by `event` earned, each piece once, in the order the
/// event lists them; empty for an event that removes nothing.
pub fn piece_points(event: &Event) -> Vec<(Pos, u64)> {
    match event {
        Event::Cleared { lines, .. } => line_points(lines),
        Event::SpecialTriggered { cells, points, .. } => shares(cells, *points),
        _ => Vec::new(),
    }
}

/// Every line's points shared among its pieces; a piece in two lines sums both shares.
fn line_points(lines: &[Line]) -> Vec<(Pos, u64)> {
    let mut earned: Vec<(Pos, u64)> = Vec::new();
    for line in lines {
        for (pos, share) in shares(&line.cells, line.points) {
            match earned.iter_mut().find(|(p, _)| *p == pos) {
                Some((_, total)) => *total += share,
                None => earned.push((pos, share)),
            }
        }
    }
    earned
}

/// `points` shared evenly among `cells`. The engine's points always divide evenly; were
/// they ever not to, the first piece takes the rest, so no point goes unshown.
fn shares(cells: &[Pos], points: u64) -> Vec<(Pos, u64)> {
    let n = cells.len() as u64;
    let each = points.checked_div(n).unwrap_or(0);
    let rest = points - each * n;
    cells
        .iter()
        .enumerate()
        .map(|(i, &pos)| (pos, if i == 0 { each + rest } else { each }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::match3::{Board, BoardConfig, Game, Settings};

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col)
    }

    /// Plays `from` → `to` on the 5 × 5 `text`, checks that every scoring step's pop-ups,
    /// one per removed piece, add up to the step's points and the steps to the turn's
    /// score; returns each step's pop-ups.
    fn popups(text: &str, settings: Settings, from: Pos, to: Pos) -> Vec<Vec<(Pos, u64)>> {
        let settings = Settings {
            board: BoardConfig::new(5, 5, 6).expect("a valid size"),
            ..settings
        };
        let board = Board::parse(text).expect("a valid board");
        let mut game = Game::from_board(settings, board, 1);
        let events = game.play(from, to).expect("a legal swap");
        let mut steps = Vec::new();
        let mut total = 0;
        for event in &events {
            let points = match event {
                Event::Cleared { points, .. } | Event::SpecialTriggered { points, .. } => *points,
                _ => {
                    assert!(piece_points(event).is_empty(), "{event:?} removes nothing");
                    continue;
                }
            };
            let pieces = piece_points(event);
            let shown: u64 = pieces.iter().map(|(_, points)| points).sum();
            assert_eq!(shown, points, "the pop-ups of {event:?}");
            let mut cells: Vec<Pos> = pieces.iter().map(|(pos, _)| *pos).collect();
            cells.sort_unstable();
            cells.dedup();
            assert_eq!(cells.len(), pieces.len(), "one pop-up per piece");
            total += points;
            steps.push(pieces);
        }
        assert_eq!(total, game.score(), "the steps make the turn's score");
        steps
    }

    /// An L of three and three: the corner piece earns both lines' 100.
    #[test]
    fn a_piece_two_lines_share_shows_both_shares() {
        let l = "23456\n45145\n11233\n56162\n34124\n";
        let steps = popups(l, Settings::classic(), p(1, 2), p(2, 2));
        let first = &steps[0];
        assert_eq!(first.len(), 5);
        for &(pos, points) in first {
            let expected = if pos == p(2, 2) { 200 } else { 100 };
            assert_eq!(points, expected, "{pos}");
        }
    }

    /// A T of a four and a three: 150 a piece in the four, 100 in the three, 250 where
    /// they cross.
    #[test]
    fn a_t_of_four_and_three_shows_each_line_its_share() {
        let t = "23456\n45145\n11213\n56162\n34124\n";
        let steps = popups(t, Settings::classic(), p(1, 2), p(2, 2));
        let mut earned: Vec<u64> = steps[0].iter().map(|(_, points)| *points).collect();
        earned.sort_unstable();
        assert_eq!(earned, [100, 100, 150, 150, 150, 250]);
    }

    /// With the chain bonus, each piece of the second cascade shows twice its share.
    #[test]
    fn a_cascade_shows_the_chain_bonus_on_every_piece() {
        let text = "34562\n25645\n61453\n13564\n12236\n";
        let settings = Settings {
            chain_bonus: true,
            ..Settings::classic()
        };
        let steps = popups(text, settings, p(2, 1), p(2, 0));
        assert!(steps.len() >= 2, "a cascade: {steps:?}");
        assert!(steps[0].iter().all(|&(_, points)| points == 100));
        assert!(steps[1].iter().all(|&(_, points)| points >= 200));
        for col in 0..3 {
            assert!(steps[1].contains(&(p(4, col), 200)), "{:?}", steps[1]);
        }
    }

    /// A special's blast: every piece it clears shows 50 (× the cascade number).
    #[test]
    fn a_blast_shows_fifty_a_piece() {
        let event = Event::SpecialTriggered {
            chain: 2,
            pos: p(0, 0),
            special: ::match3::Special::RowClearer,
            cells: vec![p(0, 0), p(0, 1), p(0, 2)],
            points: 300,
        };
        assert_eq!(
            piece_points(&event),
            [(p(0, 0), 100), (p(0, 1), 100), (p(0, 2), 100)]
        );
    }
}
