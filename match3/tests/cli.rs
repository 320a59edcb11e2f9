//! The command line through `run()` and a test-only clap parser, as the binary uses it.

mod harness;

use harness::run_line;
use std::io::Write;

fn temp_board(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("match3-cli-{}-{name}", std::process::id()));
    let mut file = std::fs::File::create(&path).expect("temp file");
    file.write_all(text.as_bytes()).expect("write temp file");
    path
}

#[test]
fn new_prints_the_seed_board() {
    let out = run_line(&["new", "--seed", "1"]).unwrap();
    assert_eq!(
        out,
        "# match3:c8x8k7:1\n\
         66162574\n11731312\n44752623\n25275655\n45731575\n43364552\n11643144\n22412463\n"
    );
    let small = run_line(&[
        "new", "--seed", "3", "--width", "5", "--height", "6", "--kinds", "4", "--method", "repair",
    ])
    .unwrap();
    assert_eq!(small.lines().next(), Some("# match3:c5x6k4r:3"));
    assert_eq!(small.lines().count(), 7);
    assert!(small.lines().skip(1).all(|l| l.len() == 5));
    let json = run_line(&["new", "--seed", "1", "--json"]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["tries"], 1);
    assert_eq!(v["board"][0], "66162574");
    assert_eq!(v["id"], "match3:c8x8k7:1");
}

#[test]
fn new_prints_the_board_of_a_game_id() {
    let by_id = run_line(&["new", "--id", "match3:c5x6k4r:3"]).unwrap();
    let by_options = run_line(&[
        "new", "--seed", "3", "--width", "5", "--height", "6", "--kinds", "4", "--method", "repair",
    ])
    .unwrap();
    assert_eq!(by_id, by_options);
    let timed = run_line(&["new", "--id", "match3:t8x8k7sb:1", "--json"]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&timed).unwrap();
    assert_eq!(v["id"], "match3:t8x8k7sb:1");
    assert_eq!(v["board"][0], "66162574");

    let bad = run_line(&["new", "--id", "match3:c8x8k9:1"]).unwrap_err();
    assert_eq!(bad.lines().count(), 1, "{bad}");
    assert!(bad.contains("kinds 9"), "{bad}");
    for conflicting in [&["--seed", "1"][..], &["--kinds", "5"], &["--width", "6"]] {
        let mut args = vec!["new", "--id", "match3:c8x8k7:1"];
        args.extend_from_slice(conflicting);
        let why = run_line(&args).unwrap_err();
        assert!(why.contains("cannot be used with"), "{why}");
    }
    assert!(run_line(&["new"]).is_err(), "a seed or an ID is needed");
}

#[test]
fn play_reports_swaps_cascades_and_the_end() {
    let board = run_line(&["new", "--seed", "1"]).unwrap();
    let path = temp_board("seed1", &board);
    let hint = run_line(&["hint", "--board", path.to_str().unwrap()]).unwrap();
    let hint = hint.trim();
    assert_ne!(hint, "none");
    let swaps = format!("0,0:0,1 {hint}");
    let out = run_line(&[
        "play",
        "--seed",
        "1",
        "--classic",
        "--swaps",
        &swaps,
        "--json",
    ])
    .unwrap();
    let events: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(events[0]["event"], "swap");
    assert_eq!(events[0]["valid"], false);
    assert_eq!(events[0]["from"], serde_json::json!([0, 0]));
    assert_eq!(events[1]["event"], "swap");
    assert_eq!(events[1]["valid"], true);
    assert_eq!(events[2]["event"], "chain");
    assert_eq!(events[2]["index"], 1);
    assert!(events[2]["points"].as_u64().unwrap() >= 300);
    assert!(events[2]["lines"][0].as_array().unwrap().len() >= 3);
    assert_eq!(events[2]["board"].as_array().unwrap().len(), 8);
    let end = events.last().unwrap();
    assert_eq!(end["event"], "end");
    let chain_points: u64 = events
        .iter()
        .filter(|e| e["event"] == "chain")
        .map(|e| e["points"].as_u64().unwrap())
        .sum();
    assert_eq!(end["score"].as_u64().unwrap(), chain_points);
    let text = run_line(&["play", "--seed", "1", "--classic", "--swaps", &swaps]).unwrap();
    assert!(text.starts_with("swap 0,0:0,1 invalid\nswap "));
    assert!(text.contains("chain 1: points "));
    assert!(text.contains(&format!("total {chain_points}\n")));
    std::fs::remove_file(path).ok();
}

#[test]
fn hint_finds_a_move_or_none() {
    let path = temp_board("hint", "2341\n2113\n3452\n");
    assert_eq!(
        run_line(&["hint", "--board", path.to_str().unwrap()]).unwrap(),
        "0,3:1,3\n"
    );
    let dead = temp_board("dead", "1234\n3412\n1234\n3412\n");
    assert_eq!(
        run_line(&["hint", "--board", dead.to_str().unwrap()]).unwrap(),
        "none\n"
    );
    let json = run_line(&["hint", "--board", dead.to_str().unwrap(), "--json"]).unwrap();
    assert_eq!(json.trim(), r#"{"hint":null}"#);
    std::fs::remove_file(path).ok();
    std::fs::remove_file(dead).ok();
}

#[test]
fn simulate_prints_statistics() {
    let out = run_line(&["simulate", "--games", "3", "--seed", "1"]).unwrap();
    assert!(out.starts_with("games 3\nscore: mean "));
    assert!(out.contains("\nturns: mean "));
    assert!(out.contains("\ndead boards per turn "));
    let json = run_line(&["simulate", "--games", "2", "--seed", "1", "--json"]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["games"], 2);
    assert!(v["score"]["mean"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_input_is_one_line_errors() {
    let one_line = |args: &[&str]| {
        let err = run_line(args).unwrap_err();
        assert!(!err.trim().is_empty());
        err
    };
    assert!(one_line(&["new", "--seed", "1", "--colour", "red"]).contains("--colour"));
    assert!(one_line(&["new", "--seed", "x"]).contains("invalid value"));
    assert_eq!(
        one_line(&["new", "--seed", "1", "--width", "13"]),
        "width 13 is outside 5-12"
    );
    assert_eq!(
        one_line(&["play", "--seed", "1", "--swaps", "1,2-1,3"]),
        "--swaps: `1,2-1,3` is not r,c:r,c"
    );
    assert_eq!(
        one_line(&["play", "--seed", "1", "--swaps", "1,2:1,x"]),
        "--swaps: `1,2:1,x` is not r,c:r,c"
    );
    assert_eq!(
        one_line(&["play", "--seed", "1", "--swaps", "7,7:7,8"]),
        "--swaps: swap 1 (7,7:7,8): 7,8 is outside the board"
    );
    assert_eq!(
        one_line(&["play", "--seed", "1", "--swaps", "1,1:2,2"]),
        "--swaps: swap 1 (1,1:2,2): 1,1 and 2,2 are not neighbours"
    );
    let ragged = temp_board("ragged", "123\n1234\n");
    let err = one_line(&["hint", "--board", ragged.to_str().unwrap()]);
    assert!(
        err.ends_with("line 2: 4 cells, but the first row has 3"),
        "{err}"
    );
    assert!(!err.contains('\n'));
    let unknown = temp_board("unknown", "123\n1x3\n");
    let err = one_line(&["hint", "--board", unknown.to_str().unwrap()]);
    assert!(err.ends_with("line 2, column 2: unknown cell 'x'"), "{err}");
    let missing = one_line(&["hint", "--board", "/nonexistent/board.txt"]);
    assert!(missing.starts_with("/nonexistent/board.txt: "));
    std::fs::remove_file(ragged).ok();
    std::fs::remove_file(unknown).ok();
}
