//! The finished games whose review for the practice deck is not done yet, kept in
//! Reversi's progress table (`reviews`), so that a review cut short by quitting resumes
//! the next time a Reversi game is open. The table also keeps the last games reviewed
//! (`reviewed`), so that the same game is not reviewed twice.

use reversi::obf::{parse_obf, to_obf};
use reversi::{Board, Color, Game, Move, Square};
use serde::{Deserialize, Serialize};

/// How many reviewed games are remembered as done.
const REMEMBERED: usize = 20;

/// A finished game to review: the person's side, where the review has got to, and what it
/// has added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The start position (OBF).
    pub start: String,
    /// The moves (`f5d6c3…`).
    pub moves: String,
    /// The person's colour: `black` or `white`.
    pub person: String,
    /// Discs a move must lose to join the deck.
    pub threshold: i32,
    /// The person's moves reviewed so far.
    #[serde(default)]
    pub next: usize,
    /// Items added to the deck so far.
    #[serde(default)]
    pub added: usize,
    /// Discs the person's moves reviewed so far lost, in all.
    #[serde(default)]
    pub lost: i64,
    /// The person's moves whose loss is counted in `lost` (a search that failed leaves
    /// its move out).
    #[serde(default)]
    pub counted: usize,
}

impl Pending {
    /// `game`, played by a person with `person`, to review at `threshold` discs.
    pub fn new(game: &Game, person: Color, threshold: i32) -> Pending {
        Pending {
            start: to_obf(&game.start()),
            moves: game.transcript(),
            person: match person {
                Color::Black => "black",
                Color::White => "white",
            }
            .into(),
            threshold,
            next: 0,
            added: 0,
            lost: 0,
            counted: 0,
        }
    }

    /// The mean loss in discs of the person's moves reviewed, if any was.
    pub fn mean_loss(&self) -> Option<f64> {
        (self.counted > 0).then(|| self.lost as f64 / self.counted as f64)
    }

    /// What tells this game from another.
    pub fn key(&self) -> String {
        format!("{} {}", self.start, self.moves)
    }

    /// The position before each of the person's moves, and the move; `None` when the game
    /// does not replay (a damaged table).
    pub fn positions(&self) -> Option<Vec<(Board, Square)>> {
        let person = match self.person.as_str() {
            "black" => Color::Black,
            "white" => Color::White,
            _ => return None,
        };
        let start = parse_obf(&self.start).ok()?.board;
        let mut game = Game::from_board(start);
        game.play_transcript(&self.moves).ok()?;
        let mut board = start;
        let mut positions = Vec::new();
        for mv in game.moves() {
            match mv {
                Move::Play(square) => {
                    if board.side() == person {
                        positions.push((board, square));
                    }
                    board = board.play(square)?;
                }
                Move::Pass => board = board.passed(),
            }
        }
        Some(positions)
    }
}

/// The queue as the progress table keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Queue {
    /// The games to review, the one to review first first.
    #[serde(default)]
    pub reviews: Vec<Pending>,
    /// The keys of the games reviewed last, the latest last.
    #[serde(default)]
    pub reviewed: Vec<String>,
}

impl Queue {
    /// The queue in Reversi's progress table (empty when there is none, or it is damaged).
    pub fn read(table: &toml::Table) -> Queue {
        let part = |key: &str| table.get(key).cloned();
        let reviews = part("reviews").and_then(|v| v.try_into().ok());
        let reviewed = part("reviewed").and_then(|v| v.try_into().ok());
        Queue {
            reviews: reviews.unwrap_or_default(),
            reviewed: reviewed.unwrap_or_default(),
        }
    }

    /// Writes the queue into Reversi's progress table.
    pub fn write(&self, table: &mut toml::Table) {
        for (key, value) in [
            ("reviews", toml::Value::try_from(&self.reviews)),
            ("reviewed", toml::Value::try_from(&self.reviewed)),
        ] {
            match value {
                Ok(value) => {
                    table.insert(key.into(), value);
                }
                Err(e) => log::warn!("reversi: the review queue does not write: {e}"),
            }
        }
    }

    /// Puts `game` first unless it is queued or was reviewed already; whether it was.
    pub fn add(&mut self, game: Pending) -> bool {
        let key = game.key();
        let known = self.reviews.iter().any(|p| p.key() == key) || self.reviewed.contains(&key);
        if !known {
            self.reviews.insert(0, game);
        }
        !known
    }

    /// Takes the first game off the queue as reviewed.
    pub fn finish_first(&mut self) -> Option<Pending> {
        if self.reviews.is_empty() {
            return None;
        }
        let done = self.reviews.remove(0);
        self.reviewed.push(done.key());
        let over = self.reviewed.len().saturating_sub(REMEMBERED);
        self.reviewed.drain(..over);
        Some(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_queue_keeps_its_games_through_the_progress_table_and_reviews_each_once() {
        let game = Game::from_transcript("f5d6c3d3c4").unwrap();
        let mut queue = Queue::default();
        assert!(queue.add(Pending::new(&game, Color::Black, 6)));
        assert!(!queue.add(Pending::new(&game, Color::Black, 6)));
        queue.reviews[0].next = 2;
        let mut table = toml::Table::new();
        queue.write(&mut table);
        let mut read = Queue::read(&table);
        assert_eq!(read, queue);
        let positions = read.reviews[0].positions().unwrap();
        // Black's moves: f5, c3, c4.
        let played: Vec<String> = positions.iter().map(|(_, s)| s.to_string()).collect();
        assert_eq!(played, ["f5", "c3", "c4"]);
        assert_eq!(positions[0].0, Board::start());
        let done = read.finish_first().unwrap();
        assert_eq!(done.next, 2);
        assert!(
            !read.add(Pending::new(&game, Color::Black, 6)),
            "reviewed already"
        );
        assert!(Queue::read(&toml::Table::new()).reviews.is_empty());
    }

    #[test]
    fn a_damaged_entry_replays_as_nothing() {
        let game = Game::from_transcript("f5d6").unwrap();
        let mut bad = Pending::new(&game, Color::White, 6);
        bad.moves = "f5f5".into();
        assert_eq!(bad.positions(), None);
        bad.moves = "f5d6".into();
        bad.person = "green".into();
        assert_eq!(bad.positions(), None);
    }
}
