//! Tests of the headless command line.

use super::*;
use clap::Parser;

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Runs the command line on `args` (without the program name) and returns its output.
pub(crate) fn run_args(args: &[&str]) -> Result<String, String> {
    let cli = Cli::try_parse_from(std::iter::once("reversi").chain(args.iter().copied()))
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(cli.command, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn perft_counts() {
    assert_eq!(run_args(&["perft", "6"]).unwrap(), "8200\n");
    assert_eq!(
        run_args(&["perft", "3", "--json"]).unwrap(),
        "{\"depth\":3,\"leaves\":56}\n"
    );
    let line = crate::obf::to_obf(&Board::start());
    assert_eq!(
        run_args(&["perft", "2", "--position", &line]).unwrap(),
        "12\n"
    );
    let err = run_args(&["perft", "2", "--position", "XXO"]).unwrap_err();
    assert_eq!(err, "--position: the board has 3 squares, expected 64");
}

#[test]
fn play_prints_board_or_first_illegal_move() {
    let text = run_args(&["play", "--moves", "f5d6c3d3c4"]).unwrap();
    assert!(
        text.ends_with("black 7 white 2, white to move\n") || text.contains("to move"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 9);
    let err = run_args(&["play", "--moves", "f5d6a1"]).unwrap_err();
    assert_eq!(err, "--moves: move 3 (a1) is illegal for black");
    let json = run_args(&["play", "--moves", "f5", "--json"]).unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["black"], 4);
    assert_eq!(value["to_move"], "white");
}

#[test]
fn solve_reports_json_per_position() {
    let dir = std::env::temp_dir().join(format!("reversi-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("two.obf");
    let lines: Vec<&str> = include_str!("../../tests/data/fforum-1-19.obf")
        .lines()
        .take(2)
        .collect();
    std::fs::write(&file, lines.join("\n")).unwrap();
    let out = run_args(&["solve", file.to_str().unwrap(), "--json"]).unwrap();
    let first: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(first["index"], 1);
    assert_eq!(first["move"], "g8");
    assert_eq!(first["score"], 18);
    assert!(
        out.starts_with("{\"index\":1,\"move\":\"g8\",\"score\":18,\"nodes\":"),
        "{out}"
    );
    std::fs::write(&file, "XXO\n").unwrap();
    let err = run_args(&["solve", file.to_str().unwrap()]).unwrap_err();
    assert!(
        err.ends_with("two.obf:1: the board has 3 squares, expected 64"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let err = run_args(&["solve", "/nonexistent/x.obf"]).unwrap_err();
    assert!(err.starts_with("/nonexistent/x.obf: "), "{err}");
}

#[test]
fn match_prints_the_result() {
    let args = [
        "match", "--first", "medium", "--second", "beginner", "--games", "2", "--json",
    ];
    let out = run_args(&args).unwrap();
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    let games = value["wins"].as_u64().unwrap()
        + value["draws"].as_u64().unwrap()
        + value["losses"].as_u64().unwrap();
    assert_eq!(games, 2);
}

#[test]
fn analyze_reports_every_move() {
    let dir = std::env::temp_dir().join(format!("reversi-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("one.obf");
    let first = include_str!("../../tests/data/fforum-1-19.obf")
        .lines()
        .next()
        .unwrap();
    std::fs::write(&file, first).unwrap();
    let path = file.to_str().unwrap();
    let out = run_args(&["analyze", path, "--depth", "60", "--json", "--threads", "2"]).unwrap();
    let value: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(value["index"], 1);
    let moves = value["moves"].as_array().unwrap();
    assert_eq!(moves[0]["move"], "g8");
    assert_eq!(moves[0]["score"], 18);
    assert_eq!(moves[0]["exact"], true);
    assert_eq!(moves[0]["line"][0], "g8");
    assert!(
        out.starts_with(
            "{\"index\":1,\"moves\":[{\"move\":\"g8\",\"score\":18,\"exact\":true,\"selective\":false,\"book\":false,\"depth\":"
        ),
        "{out}"
    );
    let text = run_args(&["analyze", path, "--depth", "2"]).unwrap();
    assert!(text.contains(" estimate depth 2"), "{text}");
    let args = ["analyze", path, "--depth", "6", "--selectivity", "150"];
    let text = run_args(&args).unwrap();
    assert!(text.contains("selective estimate depth 6"), "{text}");
    let start = crate::obf::to_obf(&Board::start());
    std::fs::write(&file, &start).unwrap();
    let text = run_args(&["analyze", path, "--depth", "2", "--book"]).unwrap();
    assert_eq!(text.matches(" book depth ").count(), 4, "{text}");
    std::fs::write(&file, first).unwrap();
    let line = run_args(&["analyze", path, "--depth", "60", "--obf"]).unwrap();
    let exact = parse_obf(line.trim()).unwrap();
    assert_eq!(exact.board, parse_obf(first).unwrap().board);
    assert_eq!(exact.best_score(), Some(18));
    assert!(exact.scores.len() > 1, "{line}");
    std::fs::write(&file, "XXO\n").unwrap();
    let err = run_args(&["analyze", path]).unwrap_err();
    assert!(
        err.ends_with("one.obf:1: the board has 3 squares, expected 64"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let err = run_args(&["analyze", path, "--depth", "2", "--time-ms", "5"]).unwrap_err();
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn thread_counts_that_cannot_be_started_are_refused_up_front() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fforum-1-19.obf");
    for command in ["solve", "analyze"] {
        let err = run_args(&[command, file, "--threads", "100000"]).unwrap_err();
        assert_eq!(
            err,
            "--threads 100000: 100000 threads is more than the 256 allowed"
        );
        let err = run_args(&[command, file, "--threads", "0"]).unwrap_err();
        assert_eq!(err, "--threads 0: at least one thread is needed");
    }
    let err = run_args(&["match", "--jobs", "300"]).unwrap_err();
    assert_eq!(err, "--jobs 300: 300 threads is more than the 256 allowed");
    let err = run_args(&["match", "--jobs", "20", "--threads", "20"]).unwrap_err();
    assert!(err.starts_with("--jobs × --threads 400: "), "{err}");
}

#[test]
fn match_plays_the_openings_of_a_file_both_ways() {
    let dir = std::env::temp_dir().join(format!("reversi-openings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("openings.txt");
    std::fs::write(&file, "# two\nf5d6c3d3 +0.5\nf5f6e6f4 -0.5\n").unwrap();
    let path = file.to_str().unwrap();
    let args = [
        "match",
        "--first",
        "beginner",
        "--second",
        "mobility",
        "--games",
        "2",
        "--openings",
        path,
        "--json",
    ];
    let value: serde_json::Value = serde_json::from_str(&run_args(&args).unwrap()).unwrap();
    let games = ["wins", "draws", "losses"].map(|k| value[k].as_u64().unwrap());
    assert_eq!(games.iter().sum::<u64>(), 2);
    std::fs::write(&file, "f5d6\nf5a1\n").unwrap();
    let err = run_args(&["match", "--openings", path]).unwrap_err();
    assert!(
        err.ends_with("openings.txt: line 2: move 2 (a1) is illegal for white"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn match_accepts_every_level_by_name() {
    // The names of levels taken out of the ladder too.
    let retired = ["keen", "tough"].map(String::from);
    for name in Level::names().into_iter().chain(retired) {
        let args = ["match", "--first", &name, "--second", &name, "--games", "0"];
        let text = run_args(&args).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!text.is_empty(), "{name}");
    }
}

#[test]
fn match_rejects_unknown_level() {
    let err = run_args(&["match", "--first", "grandmaster"]).unwrap_err();
    assert!(err.starts_with("unknown level `grandmaster`"), "{err}");
    // Refused at start, before any input is read.
    let err = run_args(&["nboard", "--level", "grandmaster"]).unwrap_err();
    assert!(err.starts_with("unknown level `grandmaster`"), "{err}");
}
