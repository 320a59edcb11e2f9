//! The game binaries' headless side: subcommands reach the game crates' command lines,
//! errors are one line with exit status 2, and `--version`/`--help` work on every binary.

use std::process::{Command, Output};

fn run(binary: &str, args: &[&str]) -> Output {
    Command::new(binary)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stderr_lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stderr)
        .lines()
        .map(str::to_owned)
        .collect()
}

const MATCH3: &str = env!("CARGO_BIN_EXE_match3");
const POPSTAR: &str = env!("CARGO_BIN_EXE_popstar");
const REVERSI: &str = env!("CARGO_BIN_EXE_reversi");
const LAUNCHER: &str = env!("CARGO_BIN_EXE_launcher");

#[test]
fn every_binary_has_version_and_help() {
    for (binary, name) in [
        (MATCH3, "match3"),
        (POPSTAR, "popstar"),
        (REVERSI, "reversi"),
        (LAUNCHER, "tile-puzzles"),
    ] {
        let version = run(binary, &["--version"]);
        assert!(version.status.success());
        assert!(String::from_utf8_lossy(&version.stdout).starts_with(name));
        let help = run(binary, &["--help"]);
        assert!(help.status.success());
        assert!(String::from_utf8_lossy(&help.stdout).contains("Usage:"));
    }
}

#[test]
fn subcommands_run_headless() {
    let perft = run(REVERSI, &["perft", "5"]);
    assert!(perft.status.success());
    assert_eq!(String::from_utf8_lossy(&perft.stdout).trim(), "1396");

    let board = run(
        MATCH3,
        &["new", "--seed", "3", "--width", "6", "--height", "5"],
    );
    assert!(board.status.success());
    let rows: Vec<String> = String::from_utf8_lossy(&board.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(rows[0], "# match3:c6x5k7:3", "the game's ID first");
    assert_eq!(rows.len(), 6);
    assert!(rows[1..].iter().all(|r| r.len() == 6));

    let popstar = run(POPSTAR, &["new", "--seed", "3"]);
    assert!(popstar.status.success());
    assert_eq!(String::from_utf8_lossy(&popstar.stdout).lines().count(), 11);
}

#[test]
fn bad_input_is_one_line_and_status_2() {
    let cases: [(&str, &[&str], &str); 7] = [
        (
            MATCH3,
            &["play", "--seed", "1", "--swaps", "0,0:9,9"],
            "match3: ",
        ),
        (REVERSI, &["play", "--moves", "f5d6zz"], "reversi: "),
        (
            POPSTAR,
            &[
                "play",
                "--board",
                "/nonexistent/board.txt",
                "--moves",
                "0,0",
            ],
            "popstar: ",
        ),
        (MATCH3, &["--no-such-flag"], "error: "),
        // A game ID that cannot be played stops before any window opens.
        (MATCH3, &["--id", "match3:c8x8k99:1"], "match3: --id: "),
        (POPSTAR, &["--id", "match3:c8x8k7:1"], "popstar: --id: "),
        (REVERSI, &["--id", "reversi:s:a1:1"], "reversi: --id: "),
    ];
    for (binary, args, prefix) in cases {
        let output = run(binary, args);
        assert_eq!(output.status.code(), Some(2), "{binary} {args:?}");
        let lines = stderr_lines(&output);
        assert!(lines[0].starts_with(prefix), "{binary} {args:?}: {lines:?}");
        if prefix != "error: " {
            assert_eq!(lines.len(), 1, "{binary} {args:?}: {lines:?}");
        }
    }
}
