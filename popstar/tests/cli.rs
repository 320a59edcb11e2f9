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

/// A solution's `"moves"` as `play --moves` takes them.
fn moves_arg(solved: &Value) -> String {
    let moves = solved["moves"].as_array().expect("a list of moves");
    let moves: Vec<String> = moves.iter().map(|m| format!("{},{}", m[0], m[1])).collect();
    moves.join(" ")
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
    let moves = moves_arg(solved);
    let played =
        json_lines(&call(&["play", "--board", path, "--moves", &moves, "--json"]).unwrap());
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

#[test]
fn searches_side_by_side_keep_a_line_that_replays() {
    let path = board_file("side-by-side.txt", &popstar::board_for_seed(21).to_string());
    let path = path.to_str().unwrap();
    let solve = |searches: &str, work: &str| {
        let args = [
            "solve",
            "--board",
            path,
            "--work",
            work,
            "--searches",
            searches,
            "--json",
        ];
        let mut solved = json_lines(&call(&args).unwrap()).remove(0);
        solved["ms"] = Value::Null;
        solved
    };
    let together = solve("2", "40000");
    assert_eq!(together, solve("2", "40000"), "a fixed work gives one line");
    let alone = solve("1", "20000");
    let premium = u64::from(popstar::Weights::for_rules(&popstar::Rules::POPSTAR).clear_premium);
    let rank =
        |s: &Value| s["final"].as_u64().unwrap() + if s["cleared"] == true { premium } else { 0 };
    assert!(
        rank(&together) >= rank(&alone),
        "{together} against {alone}"
    );
    let moves = moves_arg(&together);
    let args = ["play", "--board", path, "--moves", &moves, "--json"];
    let played = json_lines(&call(&args).unwrap());
    assert_eq!(played.last().unwrap()["final"], together["final"]);
    let bench = [
        "bench-solver",
        "--boards",
        "1",
        "--work",
        "2000",
        "--searches",
        "2",
        "--levels",
        "0",
    ];
    let out = call(&bench).unwrap();
    assert!(
        out.starts_with(
            "solver: 1 boards, 2000 positions of work each, 2 searches side by side, 1 at once"
        ),
        "{out}"
    );
    for searches in ["0", "3"] {
        let args = ["popstar", "solve", "--board", path, "--searches", searches];
        assert_eq!(TestCli::try_parse_from(args).unwrap_err().exit_code(), 2);
    }
}

/// The first three boards of the standard SameGame set.
fn samegame_file() -> PathBuf {
    let set = include_str!("data/samegame-standard.txt");
    let three: Vec<&str> = set.split("\n\n").take(4).collect();
    board_file("samegame.txt", &three.join("\n\n"))
}

#[test]
fn samegame_lines_replay_to_the_scores_solve_reports() {
    let path = samegame_file();
    let path = path.to_str().unwrap();
    let args = [
        "solve",
        "--rules",
        "samegame",
        "--board",
        path,
        "--work",
        "2000",
        "--threads",
        "2",
        "--json",
    ];
    let solved = json_lines(&call(&args).unwrap());
    assert_eq!(solved.len(), 3);
    for (index, board) in solved.iter().enumerate() {
        assert_eq!(board["board"], index + 1);
        let moves = moves_arg(board);
        // `play` plays a file's first board: each board in a file of its own.
        let set = include_str!("data/samegame-standard.txt");
        let text = set.split("\n\n").nth(index + 1).unwrap();
        let own = board_file(&format!("samegame-{index}.txt"), text);
        let played = json_lines(
            &call(&[
                "play",
                "--rules",
                "samegame",
                "--board",
                own.to_str().unwrap(),
                "--moves",
                &moves,
                "--json",
            ])
            .unwrap(),
        );
        let end = played.last().unwrap();
        assert_eq!(end["over"], true);
        assert_eq!(end["final"], board["final"]);
        assert_eq!(end["bonus"], board["bonus"]);
    }
    let text = call(&[
        "solve", "--rules", "samegame", "--board", path, "--work", "500",
    ])
    .unwrap();
    assert!(text.starts_with("board 1: final "), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("moves ")).count(), 3);
}

#[test]
fn bad_samegame_files_and_options_are_one_line_errors() {
    let why = |name: &str, text: &str| {
        let path = board_file(name, text);
        let args = [
            "solve",
            "--rules",
            "samegame",
            "--board",
            path.to_str().unwrap(),
        ];
        call(&args).unwrap_err().to_string()
    };
    let short = why(
        "short.txt",
        "0 1 2 3 4\n0 1 2 3\n0 1 2 3 4\n0 1 2 3 4\n0 1 2 3 4\n",
    );
    assert!(
        short.ends_with("short.txt: line 2: 4 cells, the board's first row has 5"),
        "{short}"
    );
    assert!(why("colour.txt", "0 9\n").ends_with("line 1: colour 9 is outside 0–7"));
    assert!(why("letters.txt", "# top\nR G\n").ends_with("line 2: \"R\" is not a colour number"));
    assert!(
        why("empty.txt", "")
            .ends_with("no board in the text (rows of colour numbers separated by spaces)")
    );
    let big = "0 1 ".repeat(11);
    assert!(why("wide.txt", &big).contains("line 1: more than 20 cells"));
    let small = why("small.txt", "0 1 0\n1 0 1\n0 1 0\n");
    assert!(
        small.ends_with("small.txt: board 1: the width 3 is outside 5–20"),
        "{small}"
    );
    let five = "0 1 0 1 0\n".repeat(5);
    let path = board_file("five.txt", &five);
    let path = path.to_str().unwrap();
    let colours = [
        "solve",
        "--rules",
        "samegame",
        "--colours",
        "2",
        "--board",
        path,
    ];
    assert!(call(&colours).is_ok());
    let three = "0 1 2 1 0\n".repeat(5);
    let three = board_file("three.txt", &three);
    let limited = [
        "solve",
        "--rules",
        "samegame",
        "--colours",
        "2",
        "--board",
        three.to_str().unwrap(),
    ];
    assert!(
        call(&limited)
            .unwrap_err()
            .to_string()
            .ends_with("line 1: colour 2 is outside 0–1")
    );
    for bad in [
        ["--min-group", "4"],
        ["--colours", "9"],
        ["--rules", "tetris"],
    ] {
        let args = ["popstar", "solve", "--board", path, bad[0], bad[1]];
        let refused = TestCli::try_parse_from(args).unwrap_err();
        assert_eq!(refused.exit_code(), 2, "{bad:?}");
    }
    let pair = "0 0 1 2 3\n1 2 3 4 0\n2 3 4 0 1\n3 4 0 1 2\n4 0 1 2 3\n";
    let pair = board_file("pair.txt", pair);
    let pair = pair.to_str().unwrap();
    let illegal = |moves: &str| {
        let args = [
            "play",
            "--rules",
            "samegame",
            "--min-group",
            "3",
            "--board",
            pair,
            "--moves",
            moves,
        ];
        call(&args).unwrap_err().to_string()
    };
    assert_eq!(
        illegal("0,0"),
        "move 1 (0,0): 0,0 is a group of 2; the rules pop groups of 3 or more"
    );
    assert_eq!(illegal("0,2"), "move 1 (0,2): 0,2 is a single star");
    let pairs = [
        "play", "--rules", "samegame", "--board", pair, "--moves", "0,0", "--json",
    ];
    let played = json_lines(&call(&pairs).unwrap());
    assert_eq!(played[0]["points"], 0, "a pair scores (2 - 2)² = 0");
    assert_eq!(played[0]["board"][0], ". . 1 2 3");
}

#[test]
fn bench_samegame_prints_each_board_and_the_total() {
    let out = call(&["bench-samegame", "--work", "300", "--threads", "2"]).unwrap();
    assert_eq!(
        out.lines().filter(|l| l.starts_with("board ")).count(),
        20,
        "{out}"
    );
    assert!(
        out.contains("samegame: 20 boards, 300 positions of work each, 2 at once: total "),
        "{out}"
    );
}

#[test]
fn new_prints_a_samegame_board_that_solve_reads_back() {
    let text = call(&["new", "--id", "popstar:sg8x6c3m2:5"]).unwrap();
    assert!(text.starts_with("# popstar:sg8x6c3m2:5\n"), "{text}");
    let rows: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(rows.len(), 6);
    assert!(
        rows.iter()
            .all(|r| r.split(' ').count() == 8 && r.split(' ').all(|c| c < "3"))
    );
    let path = board_file("new-samegame.txt", &text);
    let solved = call(&[
        "solve",
        "--rules",
        "samegame",
        "--board",
        path.to_str().unwrap(),
        "--work",
        "200",
    ]);
    assert!(solved.unwrap().starts_with("board 1: final "));
    let json = json_lines(&call(&["new", "--id", "popstar:sg8x6c3m2:5", "--json"]).unwrap());
    assert_eq!(json[0]["id"], "popstar:sg8x6c3m2:5");
    assert_eq!(json[0]["board"][0], rows[0]);
    let bad = call(&["new", "--id", "popstar:sg30x6c3m2:5"])
        .unwrap_err()
        .to_string();
    assert_eq!(bad, "--id: the width 30 is outside 5–20");
}

#[test]
fn absurd_thread_counts_are_refused_before_any_work() {
    let path = samegame_file();
    let path = path.to_str().unwrap();
    for rules in ["popstar", "samegame"] {
        let args = [
            "solve",
            "--rules",
            rules,
            "--board",
            path,
            "--threads",
            "100000",
        ];
        let error = call(&args).unwrap_err().to_string();
        assert_eq!(
            error,
            "--threads 100000: 100000 threads is more than the 256 allowed"
        );
    }
    let args = [
        "solve",
        "--board",
        path,
        "--threads",
        "200",
        "--searches",
        "2",
    ];
    let error = call(&args).unwrap_err().to_string();
    assert!(error.starts_with("--threads × --searches 400: "), "{error}");
    let error = call(&["bench-solver", "--threads", "0"])
        .unwrap_err()
        .to_string();
    assert_eq!(error, "--threads 0: at least one thread is needed");
}

#[test]
fn review_prints_each_moves_drop_and_the_end() {
    let board = popstar::board_for_seed(31);
    let path = board_file("review.txt", &board.to_string());
    let path = path.to_str().unwrap();
    let solved =
        json_lines(&call(&["solve", "--board", path, "--work", "3000", "--json"]).unwrap());
    let moves = moves_arg(&solved[0]);
    let args = [
        "review", "--board", path, "--moves", &moves, "--work", "3000",
    ];
    let json = json_lines(&call(&[&args[..], &["--json"]].concat()).unwrap());
    let end = json.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["final"], solved[0]["final"]);
    let drops: u64 = json[..json.len() - 1]
        .iter()
        .map(|m| m["drop"].as_u64().unwrap())
        .sum();
    assert_eq!(end["dropped"].as_u64(), Some(drops));
    assert_eq!(
        end["best"].as_u64().unwrap() - end["final"].as_u64().unwrap(),
        drops
    );
    let first = &json[0];
    assert_eq!(first["move"], 1);
    assert_eq!(first["score"], 0);
    assert_eq!(first["reachable"], end["best"]);
    let text = call(&args).unwrap();
    assert_eq!(text.lines().count(), json.len());
    assert!(text.starts_with("move 1 ("), "{text}");
    assert!(text.contains("end: score "), "{text}");
    assert_eq!(
        text,
        call(&args).unwrap(),
        "a fixed work gives the same review"
    );
}

#[test]
fn review_names_a_move_that_does_not_fit() {
    let path = board_file("review-bad.txt", "RRG\nGBB\n");
    let path = path.to_str().unwrap();
    let err = |moves: &str| {
        call(&["review", "--board", path, "--moves", moves])
            .unwrap_err()
            .to_string()
    };
    assert_eq!(err("0,0 0,0"), "move 2 (0,0): 0,0 is an empty cell");
    assert_eq!(err("1,0"), "move 1 (1,0): 1,0 is a single star");
    assert_eq!(err("3,3"), "move 1 (3,3): 3,3 is outside the board");
    assert_eq!(err("0,0 x"), "move 2 \"x\": expected row,col");
}

#[test]
fn review_reads_samegame_boards() {
    let path = board_file(
        "review-samegame.txt",
        "0 0 1 2 3\n1 2 3 0 1\n2 3 0 1 2\n3 0 1 2 3\n0 1 2 3 0\n",
    );
    let path = path.to_str().unwrap();
    let out = call(&[
        "review", "--rules", "samegame", "--board", path, "--moves", "0,0", "--json",
    ])
    .unwrap();
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["points"], 0, "(2 − 2)² for a pair");
    assert_eq!(lines[1]["event"], "end");
}

#[test]
fn bench_review_times_random_lines() {
    let out = call(&["bench-review", "--boards", "1", "--work", "500"]).unwrap();
    assert!(out.starts_with("seed 1: "), "{out}");
    assert!(out.contains("\nreview: 1 lines of "), "{out}");
}
