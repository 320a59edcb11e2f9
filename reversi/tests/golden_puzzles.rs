//! The puzzle file and the puzzle-of-the-day schedule, pinned as text: a puzzle written by
//! this version must read the same in every later one, and a schedule's days must never
//! move. `GOLDEN_BLESS=1` rewrites `tests/golden/puzzles.txt` for a deliberate change.

use reversi::obf::parse_obf;
use reversi::puzzles::file::HEADER;
use reversi::puzzles::schedule::{Schedule, parse_date};
use reversi::puzzles::{Band, Puzzle, parse_puzzles};

/// FForum 1 and 2 with move values in the file's form (the format only; not solved here).
const LINES: [&str; 2] = [
    "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6;",
    "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X; A4:+10; B2:+0; A3:-6;",
];

fn puzzles() -> Vec<Puzzle> {
    let bands = [Band::Depth(4), Band::Deep];
    LINES
        .iter()
        .zip(bands)
        .enumerate()
        .map(|(i, (line, band))| {
            let position = parse_obf(line).expect("a pinned line reads");
            Puzzle {
                board: position.board,
                values: position
                    .scores
                    .iter()
                    .map(|&(square, value)| (square.expect("no pass"), value))
                    .collect(),
                band,
                game: (i == 0).then_some(17),
            }
        })
        .collect()
}

fn golden() -> String {
    let mut file = format!("{HEADER}\n");
    for puzzle in puzzles() {
        file += &puzzle.to_string();
    }
    let read: Vec<Puzzle> = parse_puzzles(&file)
        .expect("the written file reads")
        .into_iter()
        .map(|(_, puzzle)| puzzle)
        .collect();
    assert_eq!(read, puzzles(), "a puzzle reads as it was written");
    let mut schedule = Schedule::new(parse_date("2026-12-08").expect("a date"));
    let keys: Vec<String> = read.iter().map(Puzzle::key).collect();
    schedule.extend(keys.iter().map(String::as_str));
    let text = schedule.to_string();
    assert_eq!(Schedule::parse(&text).as_ref(), Ok(&schedule));
    format!("== puzzles\n{file}== schedule\n{text}")
}

#[test]
fn puzzle_files_and_schedules_keep_their_format() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/puzzles.txt");
    let actual = golden();
    if std::env::var_os("GOLDEN_BLESS").is_some() {
        std::fs::write(path, &actual).expect("the golden file is writable");
        return;
    }
    let expected = std::fs::read_to_string(path).expect("the golden file is committed");
    assert_eq!(actual, expected);
}
