//! `match3 level`: the start board of a level file, the simulator's figures, its star
//! writing and its errors.

mod harness;

use harness::run_line;
use match3::Level;
use std::path::PathBuf;

/// The pack file of the level named `slug` (the pack's order may change its number).
fn pack_level(slug: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../assets/levels");
    let suffix = format!("-{slug}.toml");
    let path = std::fs::read_dir(dir)
        .expect("the pack folder")
        .map(|e| e.expect("a folder entry").path())
        .find(|p| p.to_str().is_some_and(|p| p.ends_with(&suffix)))
        .expect("the level is in the pack");
    path.to_str().expect("a utf-8 path").to_string()
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("match3-level-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("write a temp file");
    path
}

#[test]
fn level_shows_the_start_board() {
    let heart = pack_level("jelly-heart");
    let out = run_line(&["level", &heart]).unwrap();
    let mut lines = out.lines();
    let head = lines.next().unwrap();
    assert!(
        head.contains("Jelly heart | kinds 5 | ") && head.ends_with(" moves | goals: jelly"),
        "{head}"
    );
    assert_eq!(lines.next(), Some("-54---14-"));
    assert_eq!(lines.count(), 7);
    let json = run_line(&["level", &heart, "--json", "--seed", "2"]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["name"], "Jelly heart");
    assert_eq!(v["board"].as_array().map(Vec::len), Some(8));
}

#[test]
fn simulate_reports_pass_rate_scores_and_moves_left() {
    let heart = pack_level("jelly-heart");
    let json = run_line(&["level", &heart, "--simulate", "4", "--json"]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["bot"], "lookahead");
    assert_eq!(v["games"], 4);
    let passed = v["passed"].as_u64().unwrap();
    assert!(passed <= 4);
    assert!((v["pass_rate"].as_f64().unwrap() - passed as f64 / 4.0).abs() < 1e-9);
    let score = &v["score"];
    assert!(score["min"].as_u64() <= score["p50"].as_u64());
    assert!(score["p50"].as_u64() <= score["max"].as_u64());
    assert_eq!(v["stars"].as_array().map(Vec::len), Some(3));
    let moves = Level::parse(&std::fs::read_to_string(&heart).unwrap())
        .unwrap()
        .limit;
    let max = v["moves_left"]["max"].as_u64().unwrap();
    assert!(matches!(moves, match3::Limit::Moves(n) if u64::from(n) >= max));

    let again = run_line(&["level", &heart, "--simulate", "4", "--json"]).unwrap();
    let w: serde_json::Value = serde_json::from_str(&again).unwrap();
    assert_eq!((&v["score"], &v["stars"]), (&w["score"], &w["stars"]));

    let text = run_line(&["level", &heart, "--simulate", "3", "--bot", "greedy"]).unwrap();
    assert!(text.contains("| bot greedy | passed "), "{text}");
    assert!(text.contains("/3 ("), "{text}");
    assert!(text.contains("\nscore: mean "), "{text}");
    assert!(text.contains("\nmoves left when passed: "), "{text}");
}

#[test]
fn write_stars_stores_the_measured_thresholds() {
    let text = std::fs::read_to_string(pack_level("five-colours")).unwrap();
    let path = temp_file(
        "stars.toml",
        &text.replace("stars = [", "stars = [1, 2, 3]\n#"),
    );
    let file = path.to_str().unwrap();
    assert!(Level::parse(&std::fs::read_to_string(&path).unwrap()).is_ok());
    let json = run_line(&["level", file, "--simulate", "3", "--json", "--write-stars"]).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let written = Level::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let measured: Vec<u64> = v["stars"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_u64().unwrap())
        .collect();
    assert_eq!(written.stars, measured);
    assert!(run_line(&["level", file, "--write-stars"]).is_err());
    std::fs::remove_file(path).ok();
}

#[test]
fn level_errors_name_the_file_and_line() {
    let missing = run_line(&["level", "/no/such/level.toml"]).unwrap_err();
    assert!(missing.starts_with("/no/such/level.toml: "), "{missing}");
    let text = std::fs::read_to_string(pack_level("jelly-heart")).unwrap();
    let path = temp_file("bad.toml", &text.replace("..jj-jj..", "..jj-jx.."));
    let err = run_line(&["level", path.to_str().unwrap(), "--simulate", "2"]).unwrap_err();
    assert_eq!(
        err,
        format!(
            "{}: line 10: column 7: unknown cell letter 'x' (use - . j J b B)",
            path.display()
        )
    );
    std::fs::remove_file(path).ok();
}
