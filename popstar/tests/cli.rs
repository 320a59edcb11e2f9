//! The command line through `run()` and clap, as the `popstar` binary parses it.

use clap::Parser;
use popstar::cli::{CliError, Command, run};
use serde_json::Value;
use std::path::PathBuf;

/// The binary's parser, for tests.
#[derive(Debug, Parser)]
struct TestCli {
    #[command(subcommand)]
    command: Command,
}

fn call(args: &[&str]) -> Result<String, CliError> {
    let cli = TestCli::try_parse_from(std::iter::once("popstar").chain(args.iter().copied()))
        .expect("arguments parse");
    let mut out = Vec::new();
    run(cli.command, &mut out)?;
    Ok(String::from_utf8(out).expect("output is UTF-8"))
}

/// A board file in a fresh temporary folder.
fn board_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("popstar-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write board");
    path
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect()
}

#[test]
fn new_prints_the_first_board_of_the_seeds_game() {
    let text = call(&["new", "--seed", "8"]).unwrap();
    let game = popstar::Game::new(8, popstar::Mode::Classic);
    assert_eq!(text, format!("# popstar:1:8\n{}", game.board()));
    assert_eq!(
        popstar::Board::parse(&text).as_ref(),
        Ok(game.board()),
        "the output reads back as a board file"
    );
    let level_3 = call(&["new", "--seed", "8", "--level", "3"]).unwrap();
    assert_eq!(level_3.lines().next(), Some("# popstar:3:8"));
    assert_eq!(level_3.lines().count(), 11);
}

#[test]
fn new_prints_the_board_of_a_game_id_and_json() {
    let by_id = call(&["new", "--id", "popstar:3:8"]).unwrap();
    assert_eq!(
        by_id,
        call(&["new", "--seed", "8", "--level", "3"]).unwrap()
    );
    let carried = popstar::id::GameId {
        level: 2,
        score: 2500,
        seed: 8,
    };
    let game = popstar::Game::starting_at(
        carried,
        popstar::Mode::Classic,
        popstar::Dealer::Guaranteed {
            work: popstar::DEFAULT_LEVEL_WORK,
        },
    );
    let json = call(&["new", "--id", "popstar:2-2500:8", "--json"]).unwrap();
    let v: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["id"], "popstar:2-2500:8");
    assert_eq!(v["level"], 2);
    assert_eq!(v["board"], serde_json::json!(game.board().row_strings()));

    let bad = call(&["new", "--id", "popstar:0:8"])
        .unwrap_err()
        .to_string();
    assert!(bad.contains("level 0"), "{bad}");
    for conflicting in [["--level", "2"], ["--seed", "2"]] {
        let args = ["popstar", "new", "--id", "popstar:1:8"]
            .into_iter()
            .chain(conflicting);
        let why = TestCli::try_parse_from(args).unwrap_err().to_string();
        assert!(why.contains("cannot be used with"), "{why}");
    }
}

#[test]
fn play_reports_each_pop_and_the_end() {
    let path = board_file("play.txt", "RRG\nYBB\n");
    let path = path.to_str().unwrap();
    let out = call(&["play", "--board", path, "--moves", "0,0 1,1", "--json"]).unwrap();
    let lines = json_lines(&out);
    assert_eq!(lines[0]["event"], "pop");
    assert_eq!(lines[0]["at"], serde_json::json!([0, 0]));
    assert_eq!(lines[0]["removed"], 2);
    assert_eq!(lines[0]["points"], 20);
    assert_eq!(lines[0]["board"], serde_json::json!(["..G", "YBB"]));
    assert_eq!(lines[1]["total"], 40);
    assert_eq!(
        lines[2],
        serde_json::json!({"event": "end", "remaining": 2, "over": true, "bonus": 1920, "final": 1960})
    );
    let text = call(&["play", "--board", path, "--moves", "0,0"]).unwrap();
    assert!(text.starts_with("pop 0,0: removed 2, points 20, total 20\n..G\nYBB\n"));
    assert!(text.ends_with("end: remaining 4, over false, bonus 0, final 20\n"));
}

#[test]
fn bad_moves_and_files_are_one_line_errors() {
    let path = board_file("bad-moves.txt", "RRG\nGBB\n");
    let path = path.to_str().unwrap();
    let err = |moves: &str| {
        call(&["play", "--board", path, "--moves", moves])
            .unwrap_err()
            .to_string()
    };
    assert_eq!(err("0,2"), "move 1 (0,2): 0,2 is a single star");
    assert_eq!(err("0,0 0,0"), "move 2 (0,0): 0,0 is an empty cell");
    assert_eq!(err("5,1"), "move 1 (5,1): 5,1 is outside the board");
    assert_eq!(err("1;1"), "move 1 \"1;1\": expected row,col");
    let broken = board_file("broken.txt", "RRG\nGXB\n");
    let message = call(&["solve", "--board", broken.to_str().unwrap()])
        .unwrap_err()
        .to_string();
    assert!(
        message.ends_with("broken.txt: line 2, column 2: unknown cell 'X'"),
        "{message}"
    );
    let missing = call(&["solve", "--board", "/nonexistent/board.txt"]).unwrap_err();
    assert!(matches!(missing, CliError::Read { .. }));
    assert_eq!(missing.to_string().lines().count(), 1);
}

#[test]
fn replaying_the_solvers_line_gives_the_score_it_reports() {
    let board = popstar::board_for_seed(12).to_string();
    let path = board_file("solve.txt", &board);
    let path = path.to_str().unwrap();
    let solved =
        json_lines(&call(&["solve", "--board", path, "--time-ms", "150", "--json"]).unwrap());
    let solved = &solved[0];
    let moves: Vec<String> = solved["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| format!("{},{}", m[0], m[1]))
        .collect();
    let played = json_lines(
        &call(&[
            "play",
            "--board",
            path,
            "--moves",
            &moves.join(" "),
            "--json",
        ])
        .unwrap(),
    );
    let end = played.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["over"], true);
    assert_eq!(end["final"], solved["final"]);
    assert_eq!(end["bonus"], solved["bonus"]);
    assert_eq!(end["remaining"] == 0, solved["cleared"] == true);
    let text = call(&["solve", "--board", path, "--time-ms", "50"]).unwrap();
    assert!(text.starts_with("moves "));
    assert!(text.contains("\nfinal "));
}

#[test]
fn bench_solver_prints_its_figures() {
    let out = call(&[
        "bench-solver",
        "--boards",
        "2",
        "--time-ms",
        "20",
        "--levels",
        "1",
    ])
    .unwrap();
    assert!(
        out.starts_with("solver: 2 boards, 20 ms each, 1 at once: average final "),
        "{out}"
    );
    assert!(out.contains("\nlevels: 1 dealt, "), "{out}");
}
