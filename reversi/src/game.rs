//! A game: the move list with undo/redo, automatic passes, the end, transcripts, saves,
//! and the events the UI animates.

use crate::bitboard;
use crate::board::{Board, Color};
use crate::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One entry of the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// A disc placed on a square.
    Play(Square),
    /// The side to move had no legal move.
    Pass,
}

impl fmt::Display for Move {
    /// `f5`, or `pa` for a pass.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(square) => write!(f, "{square}"),
            Move::Pass => f.write_str("pa"),
        }
    }
}

/// What happened, in the order the UI should show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// `player` put a disc on `square`.
    Placed {
        /// Where.
        square: Square,
        /// Who.
        player: Color,
    },
    /// Discs turned to `player`'s colour: one list per direction, each ordered by distance
    /// from the placed disc, so the UI can flip them one after another along each line.
    Flipped {
        /// The flipped runs, one per direction.
        lines: Vec<Vec<Square>>,
        /// The colour they turned to.
        player: Color,
    },
    /// `player` had no move and passed (automatically).
    Passed {
        /// Who passed.
        player: Color,
    },
    /// Neither side can move.
    GameOver {
        /// Black discs at the end.
        black: u32,
        /// White discs at the end.
        white: u32,
        /// The side with more discs, `None` for a draw.
        winner: Option<Color>,
    },
}

/// Why a move or transcript was refused. Move numbers count from 1 as written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The square is occupied or flanks nothing.
    #[error("move {number} ({square}) is illegal for {player}")]
    Illegal {
        /// Move number.
        number: usize,
        /// The square tried.
        square: Square,
        /// The side to move.
        player: Color,
    },
    /// A pass while the side to move has a legal move.
    #[error("move {number} (pa): {player} cannot pass with a legal move")]
    PassNotAllowed {
        /// Move number.
        number: usize,
        /// The side to move.
        player: Color,
    },
    /// A move after the end of the game.
    #[error("move {number} ({text}): the game is already over")]
    AfterEnd {
        /// Move number.
        number: usize,
        /// The move as written.
        text: String,
    },
    /// Text that is not a square name or `pa`.
    #[error("move {number}: `{text}` is not a square (a1..h8) or pa")]
    BadText {
        /// Move number.
        number: usize,
        /// The offending text.
        text: String,
    },
}

/// A game in progress from some start position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameSave", into = "GameSave")]
pub struct Game {
    start: Board,
    /// Moves made, each with the position after it.
    history: Vec<(Move, Board)>,
    /// Moves undone, most recent last.
    redo: Vec<Move>,
}

/// The saved form of a game: its start and moves, replayed and checked when loaded.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameSave {
    /// The start position.
    pub start: Board,
    /// The moves played, passes included.
    pub moves: Vec<Move>,
    /// Moves undone that can be redone, most recent last.
    #[serde(default)]
    pub redo: Vec<Move>,
}

impl From<Game> for GameSave {
    fn from(game: Game) -> GameSave {
        GameSave {
            start: game.start,
            moves: game.moves().collect(),
            redo: game.redo,
        }
    }
}

impl TryFrom<GameSave> for Game {
    type Error = MoveError;
    fn try_from(save: GameSave) -> Result<Game, MoveError> {
        let mut game = Game::from_board(save.start);
        game.history.clear();
        for (i, mv) in save.moves.into_iter().enumerate() {
            game.apply(mv, i + 1)?;
        }
        game.redo = save.redo;
        Ok(game)
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A new game from the standard start.
    pub fn new() -> Game {
        Game::from_board(Board::start())
    }

    /// A game from any position; if the side to move must pass, the pass is made.
    pub fn from_board(start: Board) -> Game {
        let mut game = Game {
            start,
            history: Vec::new(),
            redo: Vec::new(),
        };
        game.auto_pass(&mut Vec::new());
        game
    }

    /// A game from the start position after a transcript such as `f5d6c3` (passes written
    /// `pa` or left out; spaces allowed).
    pub fn from_transcript(transcript: &str) -> Result<Game, MoveError> {
        let mut game = Game::new();
        game.play_transcript(transcript)?;
        Ok(game)
    }

    /// Plays a transcript from the current position; stops at the first bad move.
    pub fn play_transcript(&mut self, transcript: &str) -> Result<(), MoveError> {
        let text: Vec<char> = transcript.chars().filter(|c| !c.is_whitespace()).collect();
        for (i, pair) in text.chunks(2).enumerate() {
            let number = i + 1;
            let token: String = pair.iter().collect();
            let mv = if token.eq_ignore_ascii_case("pa") {
                Move::Pass
            } else {
                let square = token.parse::<Square>().map_err(|_| MoveError::BadText {
                    number,
                    text: token.clone(),
                })?;
                Move::Play(square)
            };
            if self.is_over() {
                return Err(MoveError::AfterEnd {
                    number,
                    text: token,
                });
            }
            match mv {
                // A written pass that was already made automatically.
                Move::Pass if matches!(self.history.last(), Some((Move::Pass, _))) => {}
                _ => {
                    self.apply(mv, number)?;
                    self.redo.clear();
                }
            }
        }
        Ok(())
    }

    /// The current position.
    pub fn board(&self) -> Board {
        self.history.last().map_or(self.start, |&(_, board)| board)
    }

    /// The start position.
    pub fn start(&self) -> Board {
        self.start
    }

    /// The moves so far, passes included.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.history.iter().map(|&(mv, _)| mv)
    }

    /// The moves as a transcript (`f5d6c3…`), passes left out.
    pub fn transcript(&self) -> String {
        self.moves()
            .filter(|&mv| mv != Move::Pass)
            .map(|mv| mv.to_string())
            .collect()
    }

    /// Whether neither side can move.
    pub fn is_over(&self) -> bool {
        self.board().is_game_over()
    }

    /// The winner once the game is over (`None` before the end or for a draw).
    pub fn winner(&self) -> Option<Color> {
        if self.is_over() {
            self.board().leader()
        } else {
            None
        }
    }

    /// Plays `square` for the side to move, then any automatic pass; returns the events.
    /// Clears the redo list.
    pub fn play(&mut self, square: Square) -> Result<Vec<Event>, MoveError> {
        let number = self.history.len() + 1;
        if self.is_over() {
            return Err(MoveError::AfterEnd {
                number,
                text: square.to_string(),
            });
        }
        let events = self.apply(Move::Play(square), number)?;
        self.redo.clear();
        Ok(events)
    }

    /// Takes back the last disc placed (and the automatic passes after it). Returns whether
    /// there was one.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.history.iter().rposition(|(mv, _)| *mv != Move::Pass) else {
            return false;
        };
        let (mv, _) = self.history[last];
        self.history.truncate(last);
        self.redo.push(mv);
        true
    }

    /// Plays again the last move undone; returns its events, or `None` if nothing to redo.
    pub fn redo(&mut self) -> Option<Vec<Event>> {
        let mv = self.redo.pop()?;
        let number = self.history.len() + 1;
        self.apply(mv, number).ok()
    }

    /// Whether [`Game::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.history.iter().any(|(mv, _)| *mv != Move::Pass)
    }

    /// Whether [`Game::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn apply(&mut self, mv: Move, number: usize) -> Result<Vec<Event>, MoveError> {
        let board = self.board();
        let player = board.side();
        let mut events = Vec::new();
        match mv {
            Move::Pass => {
                if !board.must_pass() {
                    return Err(MoveError::PassNotAllowed { number, player });
                }
                if board.is_game_over() {
                    return Err(MoveError::AfterEnd {
                        number,
                        text: "pa".into(),
                    });
                }
                self.history.push((Move::Pass, board.passed()));
                events.push(Event::Passed { player });
            }
            Move::Play(square) => {
                let Some(after) = board.play(square) else {
                    return Err(MoveError::Illegal {
                        number,
                        square,
                        player,
                    });
                };
                let lines = bitboard::flip_lines(board.player(), board.opponent(), square.index())
                    .into_iter()
                    .map(|line| {
                        line.into_iter()
                            .map(|i| Square::new(i as u8).expect("bit index below 64"))
                            .collect()
                    })
                    .collect();
                self.history.push((mv, after));
                events.push(Event::Placed { square, player });
                events.push(Event::Flipped { lines, player });
            }
        }
        self.auto_pass(&mut events);
        Ok(events)
    }

    /// Makes the automatic pass when the side to move has no move but the other has, and
    /// reports the end of the game.
    fn auto_pass(&mut self, events: &mut Vec<Event>) {
        let board = self.board();
        if board.is_game_over() {
            events.push(Event::GameOver {
                black: board.count(Color::Black),
                white: board.count(Color::White),
                winner: board.leader(),
            });
        } else if board.must_pass() {
            self.history.push((Move::Pass, board.passed()));
            events.push(Event::Passed {
                player: board.side(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn events_of_a_move() {
        let mut game = Game::new();
        let events = game.play(sq("f5")).unwrap();
        assert_eq!(
            events,
            vec![
                Event::Placed {
                    square: sq("f5"),
                    player: Color::Black
                },
                Event::Flipped {
                    lines: vec![vec![sq("e5")]],
                    player: Color::Black
                },
            ]
        );
    }

    #[test]
    fn flips_are_grouped_by_line_in_distance_order() {
        let line = format!("-OOOOOOX{} X", "-".repeat(56));
        let board = crate::obf::parse_obf(&line).unwrap().board;
        let mut game = Game::from_board(board);
        let events = game.play(sq("a1")).unwrap();
        let expected: Vec<Square> = ["b1", "c1", "d1", "e1", "f1", "g1"].map(sq).to_vec();
        assert!(events.contains(&Event::Flipped {
            lines: vec![expected],
            player: Color::Black
        }));
    }

    #[test]
    fn automatic_pass_and_game_over() {
        let line = format!("-OX{}OX X", "-".repeat(59));
        let board = crate::obf::parse_obf(&line).unwrap().board;
        let mut game = Game::from_board(board);
        let events = game.play(sq("a1")).unwrap();
        assert_eq!(
            events.last(),
            Some(&Event::Passed {
                player: Color::White
            })
        );
        assert_eq!(game.board().side(), Color::Black);
        let events = game.play(sq("f8")).unwrap();
        assert_eq!(
            events.last(),
            Some(&Event::GameOver {
                black: 6,
                white: 0,
                winner: Some(Color::Black)
            })
        );
        assert!(game.is_over());
        assert_eq!(game.winner(), Some(Color::Black));
        assert_eq!(
            game.moves().collect::<Vec<_>>(),
            [Move::Play(sq("a1")), Move::Pass, Move::Play(sq("f8"))]
        );
        assert!(matches!(
            game.play(sq("h1")),
            Err(MoveError::AfterEnd { number: 4, .. })
        ));
        assert!(game.undo());
        assert_eq!(game.moves().count(), 2);
        assert!(game.undo());
        assert_eq!(game.board(), board);
    }

    #[test]
    fn undo_redo_round_trip() {
        let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
        let before = game.board();
        assert!(game.undo());
        assert!(game.undo());
        assert_eq!(game.transcript(), "f5d6c3");
        assert!(game.redo().is_some());
        assert!(game.redo().is_some());
        assert_eq!(game.board(), before);
        assert!(game.redo().is_none());
        while game.undo() {}
        assert_eq!(game.board(), Board::start());
        assert!(!game.can_undo());
    }

    #[test]
    fn transcript_errors_name_the_move() {
        assert_eq!(
            Game::from_transcript("f5d6a1"),
            Err(MoveError::Illegal {
                number: 3,
                square: sq("a1"),
                player: Color::Black
            })
        );
        assert_eq!(
            Game::from_transcript("f5z9"),
            Err(MoveError::BadText {
                number: 2,
                text: "z9".into()
            })
        );
        assert_eq!(
            Game::from_transcript("f5pa"),
            Err(MoveError::PassNotAllowed {
                number: 2,
                player: Color::White
            })
        );
        assert_eq!(
            Game::from_transcript("f5d").map(|g| g.transcript()),
            Err(MoveError::BadText {
                number: 2,
                text: "d".into()
            })
        );
        let text = Game::from_transcript("f5d6a1").unwrap_err().to_string();
        assert_eq!(text, "move 3 (a1) is illegal for black");
    }

    #[test]
    fn save_round_trip_and_corrupt_save() {
        let game = Game::from_transcript("f5d6c3d3c4").unwrap();
        let json = serde_json::to_string(&game).unwrap();
        assert_eq!(serde_json::from_str::<Game>(&json).unwrap(), game);
        let bad = json.replace("\"c4\"", "\"a1\"");
        assert!(serde_json::from_str::<Game>(&bad).is_err());
    }
}
