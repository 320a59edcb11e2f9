//! `reversi nboard`: the engine under the NBoard protocol, the one NBoard and other Othello
//! GUIs and tournament tools speak with Edax, Egaroucid and NTest. One command per input
//! line; standard output carries protocol lines only, diagnostics go to standard error
//! (one line each, and the session goes on). Unknown commands are ignored, as the protocol
//! asks.
//!
//! | command | answer |
//! |---|---|
//! | `nboard 2` | `set myname Reversi` |
//! | `set depth N` | — (midgame depth N, exact solving from N + 8 empties, at most 22) |
//!
//! With a clock in the game (`TI`), `go` plays to it: the strongest level with the time
//! [`Clock::time_for_move`] gives, the clock being the game's time less the times recorded
//! with the moves (in the GGF and in `move` commands) plus the increments. Without one it
//! searches to the set depth.
//! | `set game GGF` | — (the position after the game) |
//! | `move F5[/eval/time]`, `move PA` | — (the position after the move) |
//! | `hint N` | `search PV EVAL 0 DEPTH` (`book …` for book moves) for the best N moves, between `status` lines |
//! | `go` | `=== MOVE/EVAL/TIME` (a book move while there is one; the board is not changed: a `move` follows) |
//! | `ping N` | `pong N` |
//! | `learn` | `learned` |
//! | `quit` | the session ends |

use crate::board::{Board, Color};
use crate::ggf::{GgfGame, parse_clock, parse_move, play};
use crate::search::{
    AnalysisLimit, Clock, DEFAULT_EVALUATION, DISC, Engine, Evaluator, Level, SELECTIVITY,
    analyze_with,
};
use crate::square::Square;
use crate::stop::StopFlag;
use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

/// The name the engine gives itself.
const NAME: &str = "Reversi";
/// Midgame depth before a `set depth`.
const DEFAULT_DEPTH: u32 = 12;
/// Exact solving starts this many empties beyond the midgame depth…
const EXACT_BEYOND_DEPTH: u32 = 8;
/// …and never further from the end than this (a solve of more takes seconds).
const MOST_EXACT: u32 = 22;

/// One NBoard session's state: the position, the clocks and the engine.
pub struct Session {
    board: Board,
    depth: u32,
    threads: usize,
    engine: Engine,
    /// The game's time and increment per move, if the game has a clock.
    clock: Option<(Duration, Duration)>,
    /// Per colour (black first): seconds recorded for its moves, and its moves.
    spent: [(f64, u32); 2],
}

fn index(color: Color) -> usize {
    usize::from(color == Color::White)
}

impl Session {
    /// A session at the start position searching with `threads` threads.
    pub fn new(threads: usize) -> Session {
        let mut engine = Engine::new(0, StopFlag::new());
        engine.set_threads(threads);
        Session {
            board: Board::start(),
            depth: DEFAULT_DEPTH,
            threads,
            engine,
            clock: None,
            spent: [(0.0, 0); 2],
        }
    }

    /// The side to move's clock, if the game has one.
    fn clock(&self) -> Option<Clock> {
        let (total, increment) = self.clock?;
        let (spent, moves) = self.spent[index(self.board.side())];
        Some(Clock {
            remaining: (total + increment * moves)
                .saturating_sub(Duration::from_secs_f64(spent.max(0.0))),
            increment,
        })
    }

    /// The strongest level with the clock's time for this move, or the set depth.
    fn playing_level(&self) -> Level {
        match self.clock() {
            Some(clock) => {
                let strongest = Level::strongest();
                let time = clock.time_for_move(self.board.empties(), strongest.exact_empties);
                Level {
                    time: Some(time),
                    ..strongest
                }
            }
            None => self.level(),
        }
    }

    fn level(&self) -> Level {
        Level {
            name: "nboard".into(),
            depth: self.depth,
            time: None,
            exact_empties: (self.depth + EXACT_BEYOND_DEPTH).min(MOST_EXACT),
            noise: 0,
            evaluation: DEFAULT_EVALUATION,
            selectivity: SELECTIVITY,
            book: true,
            book_loss: 0,
            temperature: 0,
            one_thread: false,
        }
    }

    /// Handles one input line; `false` when the session should end.
    pub fn handle(
        &mut self,
        line: &str,
        out: &mut dyn Write,
        errors: &mut dyn Write,
    ) -> io::Result<bool> {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return Ok(true);
        };
        match command {
            "nboard" => writeln!(out, "set myname {NAME}")?,
            "set" => match words.next() {
                Some("depth") => match words.next().and_then(|d| d.parse::<u32>().ok()) {
                    Some(depth) if (1..=60).contains(&depth) => self.depth = depth,
                    _ => writeln!(errors, "nboard: `{line}`: the depth is 1 to 60")?,
                },
                Some("game") => {
                    let record = line.split_once("game").map_or("", |(_, rest)| rest);
                    match GgfGame::parse(record) {
                        Ok(game) => {
                            self.board = game.board;
                            self.clock = game.clock.as_deref().and_then(parse_clock);
                            self.spent = [(0.0, 0); 2];
                            for m in &game.moves {
                                let spent = &mut self.spent[index(m.color)];
                                *spent = (spent.0 + m.seconds.unwrap_or(0.0), spent.1 + 1);
                            }
                        }
                        Err(error) => writeln!(errors, "nboard: set game: {error}")?,
                    }
                }
                _ => {}
            },
            "move" => self.play(words.next().unwrap_or(""), errors)?,
            "hint" => {
                let count = words.next().and_then(|n| n.parse().ok()).unwrap_or(1);
                self.hint(count, out)?;
            }
            "go" => self.go(out, errors)?,
            "ping" => writeln!(out, "pong {}", words.next().unwrap_or("0"))?,
            "learn" => writeln!(out, "learned")?,
            "quit" => return Ok(false),
            // NBoard 1.1 sends a move without the word `move`.
            text if text.len() == 2 && parse_move(text).is_some() => self.play(text, errors)?,
            _ => {}
        }
        out.flush()?;
        Ok(true)
    }

    /// Plays a move of the side to move (or of the other side after a forced pass).
    fn play(&mut self, text: &str, errors: &mut dyn Write) -> io::Result<()> {
        let Some((square, seconds)) = parse_move(text) else {
            return writeln!(errors, "nboard: move `{text}` is not a square or PA");
        };
        let color = if square.is_some() && self.board.must_pass() {
            self.board.side().opponent()
        } else {
            self.board.side()
        };
        match play(&self.board, color, square) {
            Some(board) => {
                self.board = board;
                let spent = &mut self.spent[index(color)];
                *spent = (spent.0 + seconds.unwrap_or(0.0), spent.1 + 1);
            }
            None => writeln!(errors, "nboard: move `{text}` is illegal here")?,
        }
        Ok(())
    }

    /// `=== MOVE/EVAL/TIME` for the position; the board stays as it is.
    fn go(&mut self, out: &mut dyn Write, errors: &mut dyn Write) -> io::Result<()> {
        if self.board.is_game_over() {
            return writeln!(errors, "nboard: go: the game is over");
        }
        if self.board.must_pass() {
            return writeln!(out, "=== PA");
        }
        writeln!(out, "status thinking")?;
        let started = Instant::now();
        let result = self.engine.best_move(&self.board, &self.playing_level());
        let seconds = started.elapsed().as_secs_f64();
        let square = result.best.map_or_else(|| "PA".to_string(), name);
        let eval = f64::from(result.score) / f64::from(DISC);
        writeln!(out, "=== {square}/{eval:.2}/{seconds:.2}")?;
        writeln!(out, "status")
    }

    /// `search PV EVAL 0 DEPTH` for the best `count` moves.
    fn hint(&mut self, count: usize, out: &mut dyn Write) -> io::Result<()> {
        if self.board.is_game_over() {
            return Ok(());
        }
        writeln!(out, "status analysing")?;
        let level = self.level();
        let limit = if self.board.empties() <= level.exact_empties {
            AnalysisLimit::Depth(self.board.empties())
        } else {
            AnalysisLimit::Depth(self.depth)
        };
        let analysis = analyze_with(
            &self.board,
            limit,
            Evaluator::standard(),
            self.threads,
            (level.selectivity, true),
            &StopFlag::new(),
        );
        for analysed in analysis.moves.iter().take(count.max(1)) {
            let mut pv: Vec<String> = analysed.line.iter().map(|&s| name(s)).collect();
            if analysed.square.is_none() {
                pv.insert(0, "PA".into());
            }
            let eval = f64::from(analysed.score) / f64::from(DISC);
            let depth = if analysed.exact {
                "100%".to_string()
            } else {
                analysed.depth.to_string()
            };
            let kind = if analysed.book { "book" } else { "search" };
            writeln!(out, "{kind} {} {eval:.2} 0 {depth}", pv.join("-"))?;
        }
        writeln!(out, "status")
    }
}

/// A square as NBoard writes it (`F5`).
fn name(square: Square) -> String {
    square.to_string().to_uppercase()
}

/// Runs a session over `input` until `quit` or the end of the input.
pub fn serve(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    errors: &mut dyn Write,
    threads: usize,
) -> io::Result<()> {
    let mut session = Session::new(threads);
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 || !session.handle(&line, out, errors)? {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[0:03]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

    fn session(script: &str) -> (Vec<String>, Vec<String>) {
        let (mut out, mut errors) = (Vec::new(), Vec::new());
        serve(&mut script.as_bytes(), &mut out, &mut errors, 1).unwrap();
        let lines = |bytes: Vec<u8>| {
            String::from_utf8(bytes)
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        (lines(out), lines(errors))
    }

    #[test]
    fn a_scripted_session_gets_the_protocol_answers() {
        let script = format!(
            "nboard 2\nset depth 4\nset game {GAME}\nping 1\ngo\nhint 2\nmove D6\nflip the board\nmove A1/0.5/1\nset game (;GM[Othello]B[F5;)\nset depth x\nlearn\nping 2\nquit\nping 3\n"
        );
        let (out, errors) = session(&script);
        assert_eq!(out[0], "set myname Reversi");
        assert_eq!(out[1], "pong 1");
        assert_eq!(out[2], "status thinking");
        let answer = out[3].strip_prefix("=== ").unwrap();
        let fields: Vec<&str> = answer.split('/').collect();
        assert_eq!(fields.len(), 3, "{answer}");
        let board = GgfGame::parse(GAME).unwrap().board;
        assert!(board.is_legal(fields[0].parse().unwrap()), "{answer}");
        fields[1].parse::<f64>().unwrap();
        assert_eq!(out[4], "status");
        assert_eq!(out[5], "status analysing");
        assert!(out[6].starts_with("search ") && out[7].starts_with("search "));
        let first: Vec<&str> = out[6].split(' ').collect();
        assert_eq!(first.len(), 5);
        assert!(board.is_legal(first[1][..2].parse().unwrap()));
        assert_eq!(first[4], "4");
        assert_eq!(out[8], "status");
        assert_eq!(out[9..], ["learned", "pong 2"]);
        assert_eq!(
            errors,
            [
                "nboard: move `A1/0.5/1` is illegal here",
                "nboard: set game: not a GGF game: a [value] is not closed",
                "nboard: `set depth x`: the depth is 1 to 60",
            ]
        );
    }

    #[test]
    fn with_a_clock_the_engine_plays_to_it() {
        let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
        let script = format!(
            "set depth 30\nset game (;GM[Othello]TI[0:02]{start}B[F5//0.5];)\nmove D6/0/0.4\ngo\n"
        );
        let started = Instant::now();
        let (out, errors) = session(&script);
        // Depth 30 without a clock would take far longer than the 1.5 s left.
        assert!(started.elapsed() < Duration::from_millis(1500), "{out:?}");
        assert!(errors.is_empty(), "{errors:?}");
        assert!(out[1].starts_with("=== "), "{out:?}");
    }

    #[test]
    fn a_forced_pass_and_the_end_are_answered() {
        let line = format!("{}{}", "*".repeat(61), "-O*");
        let passing = format!("set game (;GM[Othello]BO[8 {line} O];)\ngo\nmove F8\ngo\n");
        let (out, errors) = session(&passing);
        assert_eq!(out, ["=== PA"]);
        assert_eq!(errors, ["nboard: go: the game is over"]);
    }
}
