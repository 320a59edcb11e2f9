use super::*;
use std::io::{BufRead, BufReader};
use std::sync::mpsc::{Receiver, channel};

const GAME: &str = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[0:03]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";
const START: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

fn lines(bytes: Vec<u8>) -> Vec<String> {
    String::from_utf8(bytes)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Runs a whole script; standard output's and standard error's lines.
fn session(script: impl Into<Vec<u8>>) -> (Vec<String>, Vec<String>) {
    let (mut out, mut errors) = (Vec::new(), Vec::new());
    let input = std::io::Cursor::new(script.into());
    serve(input, &mut out, &mut errors, 1, None).unwrap();
    (lines(out), lines(errors))
}

/// A written stream the test reads afterwards (standard error).
#[derive(Clone, Default)]
struct Shared(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A session fed through a pipe as a GUI feeds it, a command at a time: the input's writing
/// end, the output lines as they come, standard error, and the end of the session.
struct Live {
    input: Option<std::io::PipeWriter>,
    lines: Receiver<String>,
    errors: Shared,
    ended: Receiver<io::Result<()>>,
}

/// Long enough for any machine, however busy: only a session that hangs reaches it.
const PATIENCE: Duration = Duration::from_secs(120);

impl Live {
    fn start() -> Live {
        let (reader, writer) = std::io::pipe().unwrap();
        let (out_reader, mut out_writer) = std::io::pipe().unwrap();
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out_reader).lines() {
                if sender.send(line.unwrap()).is_err() {
                    return;
                }
            }
        });
        let errors = Shared::default();
        let mut session_errors = errors.clone();
        let (done, ended) = channel();
        std::thread::spawn(move || {
            let result = serve(reader, &mut out_writer, &mut session_errors, 1, None);
            done.send(result).unwrap();
        });
        Live {
            input: Some(writer),
            lines,
            errors,
            ended,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input.as_mut().unwrap(), "{line}").unwrap();
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|_| panic!("no line starting with `{prefix}` came; seen {seen:?}"));
            seen.push(line.clone());
            if line.starts_with(prefix) {
                return seen;
            }
        }
    }

    /// Sends `commands` and, once each `go`, `hint` or `analyze` among them has answered (a
    /// `ping` would stop it), a `ping`: the answers up to its `pong`, which is left out.
    fn answers(&mut self, commands: &str) -> Vec<String> {
        self.send(commands);
        let searches = commands
            .lines()
            .filter(|c| ["go", "hint", "analyze"].iter().any(|s| c.starts_with(s)));
        let mut seen = Vec::new();
        for _ in searches {
            loop {
                seen.extend(self.until("status"));
                if seen.last().is_some_and(|line| line == "status") {
                    break;
                }
            }
        }
        self.send("ping 99");
        seen.extend(self.until("pong 99"));
        seen.pop();
        seen
    }

    /// Standard error's lines so far.
    fn errors(&self) -> Vec<String> {
        lines(self.errors.0.lock().unwrap().clone())
    }
}

/// The position of a GGF game with `BO` set from an OBF line (black to move).
fn game_from_obf(line: &str, clock: &str) -> String {
    let board = crate::obf::parse_obf(line).unwrap().board;
    let squares: String = (0..64)
        .map(|i| match board.at(Square::new(i).unwrap()) {
            Some(Color::Black) => '*',
            Some(Color::White) => 'O',
            None => '-',
        })
        .collect();
    format!("(;GM[Othello]{clock}BO[8 {squares} *];)")
}

/// Checks a `nodestats NODES SECONDS` line.
fn node_stats(line: &str) {
    let fields: Vec<&str> = line.split(' ').collect();
    assert_eq!(fields.len(), 3, "{line}");
    assert_eq!(fields[0], "nodestats", "{line}");
    fields[1].parse::<u64>().unwrap();
    assert!(fields[2].parse::<f64>().unwrap() >= 0.0, "{line}");
}

/// Nine empties, black to move: G8 wins by 18 with perfect play.
const NEAR_THE_END: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

/// A midgame position no opening book holds (black to move, 48 empties).
const MIDGAME: &str = "---------------------X-----XXXO----XXXOO---XXOXO-----O---------- X";

#[test]
fn a_scripted_session_gets_the_protocol_answers() {
    let mut live = Live::start();
    assert_eq!(
        live.answers("nboard 2\nset depth 4"),
        ["set myname Reversi", "set myname Reversi4"]
    );
    assert_eq!(
        live.answers(&format!("set game {GAME}\nping 1")),
        ["pong 1"]
    );
    let out = live.answers("go");
    assert_eq!(out[0], "status thinking");
    node_stats(&out[1]);
    let answer = out[2].strip_prefix("=== ").unwrap();
    let fields: Vec<&str> = answer.split('/').collect();
    assert_eq!(fields.len(), 3, "{answer}");
    let board = GgfGame::parse(GAME).unwrap().board;
    assert!(board.is_legal(fields[0].parse().unwrap()), "{answer}");
    fields[1].parse::<f64>().unwrap();
    assert_eq!(out[3..], ["status"]);
    let out = live.answers("hint 2");
    assert_eq!(out[0], "status analysing");
    assert_eq!(out.len(), 5, "{out:?}");
    for line in &out[1..3] {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 5, "{line}");
        assert!(board.is_legal(fields[1][..2].parse().unwrap()), "{line}");
        assert!(["search", "book"].contains(&fields[0]), "{line}");
    }
    node_stats(&out[3]);
    assert_eq!(out[4], "status");
    let script =
        "move D6\nflip the board\nmove A1/0.5/1\nset game (;GM[Othello]B[F5;)\nset depth x\nlearn";
    assert_eq!(live.answers(script), ["learned"]);
    assert_eq!(
        live.errors(),
        [
            "nboard: move `A1/0.5/1` is illegal here",
            "nboard: set game: not a GGF game: a [value] is not closed",
            "nboard: `set depth x`: the depth is 1 to 60",
        ]
    );
    // Out of the book, the hint of one move is the search `go` makes, to the depth.
    let game = game_from_obf(MIDGAME, "");
    let out = live.answers(&format!("set game {game}\nhint 1"));
    let fields: Vec<&str> = out[1].split(' ').collect();
    assert_eq!(
        (fields[0], fields[3], fields[4]),
        ("search", "0", "4"),
        "{out:?}"
    );
    live.send("quit\nping 3");
    assert!(matches!(live.ended.recv_timeout(PATIENCE), Ok(Ok(()))));
}

#[test]
fn bad_versions_levels_games_and_text_are_reported_and_the_session_goes_on() {
    let mut script =
        format!("nboard 1\nset level nobody\nset game {GAME}{GAME}\nping\nset level medium\n")
            .into_bytes();
    // A level taken out of the ladder plays the one nearest it.
    script.extend(b"set level tough\n");
    script.extend(b"move \xff\xfe\nping 4\n");
    let (out, errors) = session(script);
    assert_eq!(
        out,
        [
            "pong 0",
            "set myname Reversi-medium",
            "set myname Reversi-expert",
            "pong 4"
        ]
    );
    assert_eq!(
        errors,
        [
            "nboard: `nboard 1`: protocol version 1 is not spoken, only 2",
            "nboard: `set level nobody`: no level is called `nobody`; the session keeps its level",
            "nboard: set game: the line holds more than one game; one is expected",
            "nboard: line 7 is not UTF-8 text, ignored",
        ]
    );
}

#[test]
fn with_a_clock_and_no_depth_the_engine_plays_to_the_clock() {
    let mut live = Live::start();
    let game = format!("(;GM[Othello]TI[0:02]{START}B[F5//0.5];)");
    let out = live.answers(&format!("set game {game}\nmove D6/0/0.4\ngo"));
    assert!(out[2].starts_with("=== "), "{out:?}");
    assert!(live.errors().is_empty(), "{:?}", live.errors());
    let mut session = Session::new(1, None, StopFlag::new());
    session.set_game(&game, &mut io::sink()).unwrap();
    assert!(session.playing_level().time.is_some());
}

#[test]
fn a_set_depth_is_played_to_even_with_a_clock() {
    // One second on the clock; the set depth solves exactly from 6 + 8 empties.
    let game = game_from_obf(NEAR_THE_END, "TI[0:01]");
    let mut session = Session::new(1, None, StopFlag::new());
    session.set_game(&game, &mut io::sink()).unwrap();
    assert!(session.playing_level().time.is_some());
    session.strength = Strength::Depth {
        depth: 6,
        set: true,
    };
    let level = session.playing_level();
    assert_eq!((level.depth, level.time), (6, None));
    let mut live = Live::start();
    let out = live.answers(&format!("set game {game}\nset depth 6\ngo"));
    assert!(out[3].starts_with("=== G8/18.00/"), "{out:?}");
    assert!(live.errors().is_empty(), "{:?}", live.errors());
}

#[test]
fn go_and_hint_on_a_finished_game_answer() {
    let line = format!("{}{}", "*".repeat(61), "-O*");
    let script = format!("set game (;GM[Othello]BO[8 {line} O];)\ngo\nmove F8\ngo\nhint 3\n");
    let (out, errors) = session(script);
    assert!(errors.is_empty(), "{errors:?}");
    let finished: Vec<&str> = out
        .iter()
        .map(|l| l.rsplit_once('/').map_or(l.as_str(), |(a, _)| a))
        .collect();
    assert_eq!(
        finished,
        [
            "status thinking",
            "=== PA/0.00",
            "status",
            "status thinking",
            // White has none: 64 black discs after F8.
            "=== PA/-64.00",
            "status",
            "status analysing",
            "status"
        ]
    );
}

#[test]
fn a_ping_during_a_deep_search_answers_and_the_search_answers_first() {
    let game = game_from_obf(MIDGAME, "");
    let board = GgfGame::parse(&game).unwrap().board;
    assert!(crate::book::Book::embedded().moves(&board).is_empty());
    let mut live = Live::start();
    live.send(&format!("nboard 2\nset depth 60\nset game {game}\ngo"));
    live.until("status thinking");
    live.send("ping 7");
    let seen = live.until("pong 7");
    node_stats(&seen[0]);
    assert!(seen[1].starts_with("=== "), "{seen:?}");
    assert_eq!(seen[2..], ["status", "pong 7"]);
    // A hint is interrupted likewise, by a move.
    live.send("hint 1");
    live.until("status analysing");
    live.send(&format!("move {}\nping 8", &seen[1][4..6]));
    let seen = live.until("pong 8");
    assert_eq!(seen.last().map(String::as_str), Some("pong 8"));
    assert!(seen.contains(&"status".to_string()), "{seen:?}");
}

#[test]
fn closing_the_input_ends_a_searching_session() {
    let mut live = Live::start();
    let game = game_from_obf(MIDGAME, "");
    live.send(&format!("set depth 60\nset game {game}\ngo"));
    live.until("status thinking");
    live.input = None;
    let ended = live.ended.recv_timeout(PATIENCE);
    assert!(matches!(ended, Ok(Ok(()))), "{ended:?}");
}

#[test]
fn analyze_values_every_position_of_the_game_the_last_first() {
    // White to move must pass; black's F8 then takes every disc. Both positions are
    // valued for their side to move, the last first: white has lost by 64 in each.
    let line = format!("{}{}", "*".repeat(61), "-O*");
    let mut live = Live::start();
    let script = format!("set depth 4\nset game (;GM[Othello]BO[8 {line} O];)\nmove F8\nanalyze");
    let out = live.answers(&script);
    assert!(live.errors().is_empty(), "{:?}", live.errors());
    assert_eq!(
        out[..4],
        [
            "set myname Reversi4",
            "status analysing",
            "analysis 1 -64.00",
            "analysis 0 -64.00"
        ]
    );
    node_stats(&out[4]);
    assert_eq!(out[5..], ["status"]);
    // A real game: one line a position, moves 8 down to 0, then the engine's node count.
    let out = live.answers(&format!("set depth 2\nset game {GAME}\nanalyze"));
    assert_eq!(out[1], "status analysing");
    let numbers: Vec<&str> = out[2..11]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap())
        .collect();
    assert_eq!(numbers, ["8", "7", "6", "5", "4", "3", "2", "1", "0"]);
    for l in &out[2..11] {
        let eval: f64 = l.split(' ').nth(2).unwrap().parse().unwrap();
        assert!(eval.abs() < 64.0, "{l}");
    }
    node_stats(&out[11]);
    assert_eq!(out[12..], ["status"]);
}
