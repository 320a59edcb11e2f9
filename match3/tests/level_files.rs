//! Level files: the canonical form reads back to the same level, every mistake is reported
//! with its line, and no text makes the reader panic.

use match3::level::{LevelError, Problem};
use match3::{Goal, Level, Limit, Tile};
use proptest::prelude::*;

const GOOD: &str = r#"name = "Jelly heart"
kinds = 5
moves = 22
stars = [4000, 7000, 12000]
goals = [
    { type = "jelly" },
    { type = "collect", kind = 2, count = 15 },
]
board = """
-..--..-
.jj..jj.
.jjJJjj.
.jjjjjj.
-.jbbj.-
--.jj.--
"""
"#;

fn parse_err(text: &str) -> LevelError {
    Level::parse(text).expect_err("a bad level")
}

#[test]
fn a_level_reads_and_writes_back() {
    let level = Level::parse(GOOD).expect("a good level");
    assert_eq!(level.name, "Jelly heart");
    assert_eq!(level.limit, Limit::Moves(22));
    assert_eq!(
        level.goals,
        vec![Goal::Jelly, Goal::Collect { kind: 2, count: 15 }]
    );
    assert_eq!(level.stars, vec![4000, 7000, 12000]);
    assert_eq!(level.terrain[grid_core::Pos::new(0, 0)], Tile::Hole);
    assert_eq!(level.terrain[grid_core::Pos::new(2, 3)], Tile::Jelly(2));
    assert_eq!(level.to_toml(), GOOD);
    assert_eq!(Level::parse(&level.to_toml()), Ok(level));

    let timed = GOOD
        .replace("moves = 22", "seconds = 90")
        .replace(
            "{ type = \"jelly\" },",
            "{ type = \"score\", points = 9000 },\n    { type = \"blockers\" },",
        )
        .replace(
            "name = \"Jelly heart\"",
            "name = \"Quote \\\" and \\\\ back\"",
        );
    let level = Level::parse(&timed).expect("a timed level");
    assert_eq!(level.limit, Limit::Seconds(90));
    assert_eq!(level.name, "Quote \" and \\ back");
    assert_eq!(Level::parse(&level.to_toml()), Ok(level));
}

#[test]
fn mistakes_name_their_line() {
    let cases: Vec<(String, usize, &str)> = vec![
        (
            GOOD.replace(".jjJJjj.", ".jjQJjj."),
            12,
            "unknown cell letter 'Q'",
        ),
        (
            GOOD.replace(".jjjjjj.", ".jjjjjj"),
            13,
            "7 cells, but the first row has 8",
        ),
        (
            GOOD.replace("kind = 2", "kind = 6"),
            7,
            "collects kind 6, but the level has kinds 1-5",
        ),
        (
            GOOD.replace("kinds = 5", "kinds = 9"),
            2,
            "kinds 9 is outside 4-8",
        ),
        (
            GOOD.replace("moves = 22", "moves = 22\nseconds = 5"),
            3,
            "either moves or seconds",
        ),
        (
            GOOD.replace("[4000, 7000, 12000]", "[4000, 3000]"),
            4,
            "rising",
        ),
        (
            GOOD.replace("moves = 22", "mvoes = 22"),
            3,
            "unknown field `mvoes`",
        ),
        (
            GOOD.replace(
                "{ type = \"jelly\" },",
                "{ type = \"blockers\" }, { type = \"x\" },",
            ),
            6,
            "unknown variant `x`",
        ),
        (
            GOOD.replace("-..--..-\n", "-..--..-....-\n"),
            11,
            "the first row has 13",
        ),
        (
            GOOD.replace("count = 15", "count = 0"),
            7,
            "asks for nothing",
        ),
    ];
    for (text, line, words) in cases {
        let err = parse_err(&text);
        assert_eq!(err.line, Some(line), "{err} in\n{text}");
        assert!(err.to_string().contains(words), "{err}");
        assert!(
            err.to_string().starts_with(&format!("line {line}: ")),
            "{err}"
        );
    }
}

#[test]
fn board_problems() {
    let big = GOOD.replace("-..--..-\n", "........-....\n");
    assert!(matches!(parse_err(&big).problem, Problem::Ragged { .. }));
    let wide_row = ".............\n";
    let too_big = GOOD.replace(
        &GOOD[GOOD.find("-..--..-").expect("board")..GOOD.rfind("\"\"\"").expect("end")],
        &wide_row.repeat(6),
    );
    assert_eq!(
        parse_err(&too_big).problem,
        Problem::Size {
            width: 13,
            height: 6
        }
    );
    let tall = GOOD.replace("--.jj.--\n", &"........\n".repeat(8));
    assert_eq!(
        parse_err(&tall).problem,
        Problem::Size {
            width: 8,
            height: 13
        }
    );
    // Pieces only on isolated cells: no line, so no move, can ever be made.
    let sparse = "-.-.-\n.-.-.\n-.-.-\n.-.-.\n-.-.-\n";
    let text = GOOD
        .replace(
            &GOOD[GOOD.find("-..--..-").expect("board")..GOOD.rfind("\"\"\"").expect("end")],
            sparse,
        )
        .replace("{ type = \"jelly\" },\n", "");
    assert!(matches!(parse_err(&text).problem, Problem::NoStartBoard(_)));
    let board = &GOOD[GOOD.find("-..--..-").expect("board")..GOOD.rfind("\"\"\"").expect("end")];
    let no_jelly = GOOD.replace(board, &board.replace(['j', 'J'], "."));
    assert!(matches!(
        parse_err(&no_jelly).problem,
        Problem::EmptyGoal {
            goal: 1,
            what: "jelly"
        }
    ));
    let no_goals = GOOD.replace(
        "{ type = \"jelly\" },\n    { type = \"collect\", kind = 2, count = 15 },\n",
        "",
    );
    assert_eq!(parse_err(&no_goals).problem, Problem::NoGoals);
    assert!(matches!(parse_err("name = 3").problem, Problem::Toml(_)));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn damaged_files_never_panic(cut in 0usize..GOOD.len(), insert in ".{0,6}", at in 0usize..GOOD.len()) {
        let mut text = GOOD.to_string();
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        text.insert_str(at, &insert);
        let cut = (0..=cut.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        text.truncate(cut.max(at));
        if let Ok(level) = Level::parse(&text) {
            prop_assert_eq!(Level::parse(&level.to_toml()), Ok(level));
        }
    }

    #[test]
    fn any_text_is_read_or_refused(text in "[-.jJbB\n=\"\\[\\]{}a-z0-9 ]{0,200}") {
        let _ = Level::parse(&text);
    }
}

/// A random level that [`Level::check`] accepts or refuses, built in memory.
fn any_level() -> impl Strategy<Value = Level> {
    let goal = prop_oneof![
        (1u64..100_000).prop_map(|points| Goal::Score { points }),
        (1u8..=8, 1u32..100).prop_map(|(kind, count)| Goal::Collect { kind, count }),
        Just(Goal::Jelly),
        Just(Goal::Blockers),
    ];
    (
        "[ -~]{0,20}",
        4u8..=8,
        any::<bool>(),
        1u32..100,
        proptest::collection::vec(goal, 1..4),
        proptest::collection::vec(1u64..100_000, 0..=3),
        (5usize..=9, 5usize..=9)
            .prop_flat_map(|(w, h)| (Just(w), proptest::collection::vec(0u8..10, w * h))),
    )
        .prop_map(
            |(name, kinds, timed, limit, goals, mut stars, (w, tiles))| {
                stars.sort_unstable();
                stars.dedup();
                let tiles: Vec<Tile> = tiles
                    .into_iter()
                    .map(|t| match t {
                        0 => Tile::Hole,
                        1 => Tile::Jelly(1),
                        2 => Tile::Jelly(2),
                        3 => Tile::Blocker(1),
                        4 => Tile::Blocker(2),
                        _ => Tile::Floor,
                    })
                    .collect();
                let h = tiles.len() / w;
                Level {
                    name,
                    kinds,
                    limit: if timed {
                        Limit::Seconds(limit)
                    } else {
                        Limit::Moves(limit)
                    },
                    goals,
                    stars,
                    terrain: match3::Terrain::from_vec(w, h, tiles).expect("w × h tiles"),
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn checked_levels_read_back_as_written(level in any_level()) {
        let read = Level::parse(&level.to_toml());
        match level.check() {
            Ok(()) => prop_assert_eq!(read, Ok(level)),
            Err(problem) => prop_assert_eq!(read.map_err(|e| e.problem), Err(problem)),
        }
    }
}
