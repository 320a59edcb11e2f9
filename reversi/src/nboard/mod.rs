//! `reversi nboard`: the engine under the NBoard protocol, the one NBoard and other Othello
//! GUIs and tournament tools speak with Edax, Egaroucid and NTest. One command per input
//! line, read on a thread of its own (`input`) so that `ping`, a new `set game` or `move`,
//! `quit` and the end of the input stop a running search at once; the session ends with its
//! input. Standard output carries protocol lines only; diagnostics go to standard error (one
//! line each, and the session goes on). Unknown commands are ignored, as the protocol asks.
//!
//! | command | answer |
//! |---|---|
//! | `nboard 2` | `set myname Reversi` (another version: a line on standard error) |
//! | `set depth N` | `set myname ReversiN` (as NTest and Edax): a selective midgame search of N plies, exact from [`exact_empties`] |
//! | `set level NAME` | `set myname Reversi-NAME`: that computer level plays |
//! | `set game GGF` | — (the position after the game) |
//! | `move F5[/eval/time]`, `move PA` | — (the position after the move) |
//! | `hint N` | `search PV EVAL 0 DEPTH` (`book …` for book moves, `100%` when exact) for the best N moves, then `nodestats`, between `status` lines: for one the search `go` makes, for more each move's own |
//! | `go` | `nodestats NODES SECONDS` and `=== MOVE/EVAL/TIME` between `status` lines (the board is not changed: a `move` follows) |
//! | `analyze` | `analysis N EVAL` for every position of the game, the last first (N moves played; EVAL for the side to move), between `status` lines |
//! | `ping N` | `pong N` (`pong 0` without a number, as NTest) |
//! | `learn` | `learned` |
//! | `quit` | the session ends |
//!
//! `go` plays at the set depth, or the named level; only when neither was set and the game
//! carries a clock (`TI`) does it play to the clock: the strongest level with the time
//! [`Clock::time_for_move`] gives. On a finished game `go` answers `=== PA` with the final
//! disc difference, and `hint` its two `status` lines.

mod input;
#[cfg(test)]
mod tests;

use crate::board::{Board, Color};
use crate::ggf::{GgfGame, parse_clock, parse_move, play};
use crate::search::{AnalysisLimit, Clock, DISC, Engine, Evaluator, Level, analyze_with};
use crate::square::Square;
use crate::stop::StopFlag;
use input::{Commands, Input};
use std::io::{self, Read, Write};
use std::time::{Duration, Instant};

/// The name the engine gives itself.
const NAME: &str = "Reversi";
/// The protocol version spoken.
const VERSION: &str = "2";
/// Midgame depth before a `set depth`.
const DEFAULT_DEPTH: u32 = 12;
/// Exact solving starts this many empties beyond the midgame depth…
const EXACT_BEYOND_DEPTH: u32 = 8;
/// …and never further from the end than this (a solve of more takes seconds).
const MOST_EXACT: u32 = 22;

/// From how many empties a search of midgame depth `depth` plays exactly.
pub fn exact_empties(depth: u32) -> u32 {
    (depth + EXACT_BEYOND_DEPTH).min(MOST_EXACT)
}

/// How the session's engine plays.
#[derive(Clone, Debug, PartialEq)]
enum Strength {
    /// A midgame depth; `set` says whether the GUI set it (else a clock may take over).
    Depth { depth: u32, set: bool },
    /// A named computer level.
    Level(Level),
}

/// One NBoard session's state: the game, the clocks and the engine.
pub struct Session {
    /// The position now.
    board: Board,
    /// The game's positions before each of its moves, the first first (`analyze` goes
    /// through them).
    before: Vec<Board>,
    strength: Strength,
    threads: usize,
    engine: Engine,
    stop: StopFlag,
    /// The game's time and increment per move, if the game has a clock.
    clock: Option<(Duration, Duration)>,
    /// Per colour (black first): seconds recorded for its moves, and its moves.
    spent: [(f64, u32); 2],
}

fn index(color: Color) -> usize {
    usize::from(color == Color::White)
}

/// The level a protocol depth stands for: the strongest level's selective search to `depth`
/// plies, exact from [`exact_empties`], the opening book while it has moves.
pub fn depth_level(depth: u32) -> Level {
    Level {
        name: format!("depth {depth}"),
        depth,
        time: None,
        exact_empties: exact_empties(depth),
        ..Level::strongest()
    }
}

impl Session {
    /// A session at the start position searching with `threads` threads at `level` (the
    /// default depth when `None`), stopped by `stop`.
    pub fn new(threads: usize, level: Option<Level>, stop: StopFlag) -> Session {
        let mut engine = Engine::new(0, stop.clone());
        engine.set_threads(threads);
        Session {
            board: Board::start(),
            before: Vec::new(),
            strength: level.map_or(
                Strength::Depth {
                    depth: DEFAULT_DEPTH,
                    set: false,
                },
                Strength::Level,
            ),
            threads,
            engine,
            stop,
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

    /// What `go` plays: the named level, the set depth, or else the clock if there is one.
    fn playing_level(&self) -> Level {
        match (&self.strength, self.clock()) {
            (Strength::Level(level), _) => level.clone(),
            (Strength::Depth { set: false, .. }, Some(clock)) => {
                let strongest = Level::strongest();
                let time = clock.time_for_move(self.board.empties(), strongest.exact_empties);
                Level {
                    time: Some(time),
                    ..strongest
                }
            }
            (&Strength::Depth { depth, .. }, _) => depth_level(depth),
        }
    }

    /// Handles one command line; `false` when the session should end. Searches poll the
    /// session's stop flag, which `commands` raises when an interrupting command arrives.
    fn handle(
        &mut self,
        line: &str,
        commands: &mut Commands,
        out: &mut dyn Write,
        errors: &mut dyn Write,
    ) -> io::Result<bool> {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return Ok(true);
        };
        match command {
            "nboard" => match words.next() {
                Some(VERSION) => writeln!(out, "set myname {NAME}")?,
                other => writeln!(
                    errors,
                    "nboard: `{line}`: protocol version {} is not spoken, only {VERSION}",
                    other.unwrap_or("(none)")
                )?,
            },
            "set" => self.set(words.next(), line, out, errors)?,
            "move" => self.play(words.next().unwrap_or(""), errors)?,
            "hint" => {
                let count = words.next().and_then(|n| n.parse().ok()).unwrap_or(1);
                commands.before_search();
                self.hint(count, out)?;
            }
            "go" => {
                commands.before_search();
                self.go(out)?;
            }
            "analyze" => {
                commands.before_search();
                self.analyze(out)?;
            }
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

    /// `set depth`, `set level` and `set game`; other settings are ignored.
    fn set(
        &mut self,
        what: Option<&str>,
        line: &str,
        out: &mut dyn Write,
        errors: &mut dyn Write,
    ) -> io::Result<()> {
        let value = || {
            line.split_once(what.unwrap_or_default())
                .map_or("", |(_, rest)| rest)
                .trim()
        };
        match what {
            Some("depth") => match value().parse::<u32>() {
                Ok(depth) if (1..=60).contains(&depth) => {
                    self.strength = Strength::Depth { depth, set: true };
                    writeln!(out, "set myname {NAME}{depth}")?;
                }
                _ => writeln!(errors, "nboard: `{line}`: the depth is 1 to 60")?,
            },
            Some("level") => match Level::by_name(value()) {
                Some(level) => {
                    writeln!(out, "set myname {NAME}-{}", level.name)?;
                    self.strength = Strength::Level(level);
                }
                None => writeln!(
                    errors,
                    "nboard: `{line}`: no level is called `{}`; the session keeps its level",
                    value()
                )?,
            },
            Some("game") => self.set_game(value(), errors)?,
            _ => {}
        }
        Ok(())
    }

    /// Takes the position, clock and times of a GGF game.
    fn set_game(&mut self, record: &str, errors: &mut dyn Write) -> io::Result<()> {
        if record.matches("(;").count() > 1 {
            return writeln!(
                errors,
                "nboard: set game: the line holds more than one game; one is expected"
            );
        }
        match GgfGame::parse(record) {
            Ok(game) => {
                self.before.clear();
                let mut board = game.start;
                for m in &game.moves {
                    self.before.push(board);
                    board = play(&board, m.color, m.square).unwrap_or(board);
                }
                self.board = game.board;
                self.clock = game.clock.as_deref().and_then(parse_clock);
                self.spent = [(0.0, 0); 2];
                for m in &game.moves {
                    let spent = &mut self.spent[index(m.color)];
                    *spent = (spent.0 + m.seconds.unwrap_or(0.0), spent.1 + 1);
                }
                Ok(())
            }
            Err(error) => writeln!(errors, "nboard: set game: {error}"),
        }
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
                self.before.push(self.board);
                self.board = board;
                let spent = &mut self.spent[index(color)];
                *spent = (spent.0 + seconds.unwrap_or(0.0), spent.1 + 1);
            }
            None => writeln!(errors, "nboard: move `{text}` is illegal here")?,
        }
        Ok(())
    }

    /// The final disc difference of a finished game for the side to move, empties to the
    /// winner.
    fn final_score(board: &Board) -> i32 {
        let side = board.side();
        let diff = board.count(side) as i32 - board.count(side.opponent()) as i32;
        diff + diff.signum() * board.empties() as i32
    }

    /// `=== MOVE/EVAL/TIME` for the position; the board stays as it is. An interrupted
    /// search answers with its best move so far.
    fn go(&mut self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "status thinking")?;
        out.flush()?;
        let started = Instant::now();
        let (square, score) = if self.board.is_game_over() {
            ("PA".to_string(), Session::final_score(&self.board) * DISC)
        } else if self.board.must_pass() {
            ("PA".to_string(), 0)
        } else {
            let result = self.engine.best_move(&self.board, &self.playing_level());
            node_stats(out, result.nodes, started)?;
            (
                result.best.map_or_else(|| "PA".to_string(), name),
                result.score,
            )
        };
        let seconds = started.elapsed().as_secs_f64();
        let eval = f64::from(score) / f64::from(DISC);
        writeln!(out, "=== {square}/{eval:.2}/{seconds:.2}")?;
        writeln!(out, "status")
    }

    /// How `hint` searches: as `go` at the set depth or named level (not to the clock: a
    /// hint spends the GUI's time, not the game's).
    fn hint_level(&self) -> Level {
        match &self.strength {
            Strength::Level(level) => level.clone(),
            &Strength::Depth { depth, .. } => depth_level(depth),
        }
    }

    /// `search PV EVAL 0 DEPTH` for the best `count` moves (none on a finished game): for one
    /// move the search `go` makes, for more every move's own search.
    fn hint(&mut self, count: usize, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "status analysing")?;
        out.flush()?;
        if !self.board.is_game_over() {
            let started = Instant::now();
            let (lines, nodes) = if count <= 1 {
                self.best_line()
            } else {
                self.analysed_lines(count)
            };
            for line in lines {
                writeln!(out, "{line}")?;
            }
            node_stats(out, nodes, started)?;
        }
        writeln!(out, "status")
    }

    /// `analysis N EVAL` for every position of the game from the last back to the first, N
    /// moves into the game, EVAL for its side to move as `hint 1` values it (a finished
    /// position its final result, a forced pass the opponent's value turned round); then
    /// `nodestats`, between `status` lines. An interruption ends the list where it is.
    fn analyze(&mut self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "status analysing")?;
        out.flush()?;
        let started = Instant::now();
        let level = self.hint_level();
        let mut nodes = 0;
        let positions: Vec<Board> = self.before.iter().copied().chain([self.board]).collect();
        for (number, board) in positions.iter().enumerate().rev() {
            let (searched, sign) = if board.must_pass() && !board.is_game_over() {
                (board.passed(), -1)
            } else {
                (*board, 1)
            };
            let score = if searched.is_game_over() {
                Session::final_score(&searched) * DISC
            } else {
                let result = self.engine.best_move(&searched, &level);
                nodes += result.nodes;
                if self.stop.is_raised() {
                    break;
                }
                result.score
            };
            let eval = f64::from(sign * score) / f64::from(DISC);
            writeln!(out, "analysis {number} {eval:.2}")?;
            out.flush()?;
        }
        node_stats(out, nodes, started)?;
        writeln!(out, "status")
    }

    /// The hint line of the move `go` would play, and the nodes searched.
    fn best_line(&mut self) -> (Vec<String>, u64) {
        let level = self.hint_level();
        let result = self.engine.best_move(&self.board, &level);
        let pv = result.best.map_or_else(|| "PA".to_string(), name);
        let eval = f64::from(result.score) / f64::from(DISC);
        let (kind, depth) = match (result.book, result.exact) {
            (true, _) => ("book", result.depth.to_string()),
            (false, true) => ("search", "100%".to_string()),
            (false, false) => ("search", result.depth.to_string()),
        };
        (
            vec![format!("{kind} {pv} {eval:.2} 0 {depth}")],
            result.nodes,
        )
    }

    /// The hint lines of the best `count` moves, each move searched on its own, and the
    /// nodes searched.
    fn analysed_lines(&mut self, count: usize) -> (Vec<String>, u64) {
        let level = self.hint_level();
        let limit = match level.time {
            Some(time) => AnalysisLimit::Time(time),
            None if self.board.empties() <= level.exact_empties => {
                AnalysisLimit::Depth(self.board.empties())
            }
            None => AnalysisLimit::Depth(level.depth),
        };
        let analysis = analyze_with(
            &self.board,
            limit,
            Evaluator::standard(),
            self.threads,
            (level.selectivity, level.book),
            &self.stop,
        );
        let lines = analysis.moves.iter().take(count).map(|analysed| {
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
            format!("{kind} {} {eval:.2} 0 {depth}", pv.join("-"))
        });
        (lines.collect(), analysis.nodes)
    }
}

/// `nodestats NODES SECONDS`: what a search since `started` cost, for the GUI's speed
/// display.
fn node_stats(out: &mut dyn Write, nodes: u64, started: Instant) -> io::Result<()> {
    let seconds = started.elapsed().as_secs_f64();
    writeln!(out, "nodestats {nodes} {seconds:.2}")
}

/// A square as NBoard writes it (`F5`).
fn name(square: Square) -> String {
    square.to_string().to_uppercase()
}

/// Runs a session over `input` until `quit` or the end of the input, searching with `threads`
/// threads at `level` (the set depth when `None`). A line that is not UTF-8 is reported on
/// `errors` and skipped. Once the input has ended, output that can no longer be written
/// ends the session quietly (the GUI has gone).
pub fn serve(
    input: impl Read + Send + 'static,
    out: &mut dyn Write,
    errors: &mut dyn Write,
    threads: usize,
    level: Option<Level>,
) -> io::Result<()> {
    let stop = StopFlag::new();
    let mut commands = Commands::start(input, stop.clone())?;
    let mut session = Session::new(threads, level, stop);
    let mut number = 0usize;
    loop {
        let line = match commands.next() {
            Input::Line(line) => line,
            Input::End(None) => return Ok(()),
            Input::End(Some(error)) => return Err(error),
        };
        number += 1;
        let Ok(line) = String::from_utf8(line) else {
            writeln!(errors, "nboard: line {number} is not UTF-8 text, ignored")?;
            continue;
        };
        match session.handle(&line, &mut commands, out, errors) {
            Ok(true) => {}
            Ok(false) => return Ok(()),
            Err(_) if commands.ended() => return Ok(()),
            Err(error) => return Err(error),
        }
    }
}
