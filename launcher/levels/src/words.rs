//! Words the level game's screens share: what is wrong with a level, in the player's
//! language, and buttons whose captions fit them in every language.

use ::match3::level::{LevelError, Problem};
use launcher_kit::tr;
use launcher_kit::ui::Button;

/// What is wrong with a level, in the player's language (lower case, to follow a lead
/// such as "Cannot save: ").
pub fn problem(p: &Problem) -> String {
    match p {
        Problem::Toml(detail) => tr!("levels-problem-file", detail = detail),
        Problem::EmptyBoard => tr!("levels-problem-empty-board"),
        Problem::Ragged { expected, found } => tr!(
            "levels-problem-ragged",
            expected = *expected,
            found = *found
        ),
        Problem::UnknownCell { column, letter } => tr!(
            "levels-problem-unknown-cell",
            column = *column,
            letter = letter.to_string()
        ),
        Problem::Size { width, height } => {
            tr!("levels-problem-size", width = *width, height = *height)
        }
        Problem::Kinds(kinds) => tr!("levels-problem-kinds", kinds = *kinds),
        Problem::Limit => tr!("levels-problem-limit"),
        Problem::NoGoals => tr!("levels-problem-no-goals"),
        Problem::CollectKind { goal, kind, kinds } => tr!(
            "levels-problem-collect-kind",
            goal = *goal,
            kind = *kind,
            kinds = *kinds
        ),
        Problem::EmptyGoal { goal, what } => {
            let key = match *what {
                "jelly" => "levels-problem-no-jelly",
                "blockers" => "levels-problem-no-blockers",
                "pieces" => "levels-problem-no-pieces",
                _ => "levels-problem-no-points",
            };
            tr!(key, goal = *goal)
        }
        Problem::Stars => tr!("levels-problem-stars"),
        Problem::BoardMismatch => tr!("levels-problem-board-mismatch"),
        Problem::NoStartBoard(_) => tr!("levels-problem-no-start-board"),
    }
}

/// A level file's problem with its line, when known.
pub fn level_error(e: &LevelError) -> String {
    let what = problem(&e.problem);
    match e.line {
        Some(line) => tr!("levels-problem-at-line", line = line, problem = what),
        None => what,
    }
}

/// The font size at which button `b`'s caption fits inside it: `size`, or smaller for a
/// long caption (never below two thirds of it).
pub fn button_font(b: &Button, size: f32) -> f32 {
    let room = b.rect.w - b.rect.h * 0.4;
    let width = launcher_kit::draw::fonts::text_width(&b.caption(), size, true);
    if width > room && width > 0.0 {
        (size * room / width).max(size * 0.67)
    } else {
        size
    }
}
