//! The puzzle screens: a right and a wrong move by mouse and keyboard, the rating, and the
//! texts in every language and window size.

use super::*;
use crate::testing::standard_services;
use launcher_kit::draw::Painter;
use launcher_kit::geom::Size;
use launcher_kit::i18n::Language;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Transition;
use reversi::Square;
use reversi::puzzles::Puzzle;
use reversi::puzzles::schedule::parse_date;

/// The first scheduled day.
fn first_day() -> i64 {
    parse_date("2026-12-08").expect("a date")
}

fn todays(cx: &Services) -> (PuzzleScreen, Puzzle) {
    let puzzle = PuzzleSet::shipped()
        .of_day(first_day())
        .expect("a puzzle")
        .clone();
    (
        PuzzleScreen::of_day(first_day(), cx).expect("the screen"),
        puzzle,
    )
}

fn click(screen: &mut PuzzleScreen, square: Square, cx: &mut Services) -> Transition {
    let c = puzzle_layout(cx.viewport).board.cell(square).center();
    screen.event(&InputEvent::left_down(c.x, c.y), cx);
    screen.event(&InputEvent::left_up(c.x, c.y), cx)
}

/// Shows the keyboard's cursor (the first arrow shows it where it is, d4), moves it to
/// `square` and presses Enter.
fn keys_to(screen: &mut PuzzleScreen, square: Square, cx: &mut Services) {
    screen.event(&InputEvent::key(Key::Up), cx);
    let (row, col) = (square.row() as isize - 3, square.col() as isize - 3);
    let vertical = if row < 0 { Key::Up } else { Key::Down };
    let horizontal = if col < 0 { Key::Left } else { Key::Right };
    for _ in 0..row.abs() {
        screen.event(&InputEvent::key(vertical), cx);
    }
    for _ in 0..col.abs() {
        screen.event(&InputEvent::key(horizontal), cx);
    }
    screen.event(&InputEvent::key(Key::Enter), cx);
}

fn texts(scene: &dyn Scene, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.texts().into_iter().map(str::to_string).collect()
}

#[test]
fn the_answer_solves_the_puzzle_and_raises_the_rating_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let (mut screen, puzzle) = todays(&cx);
    let answer = puzzle.answer().unwrap();
    assert!(texts(&screen, &cx).iter().any(|t| t.contains("to move")));
    click(&mut screen, answer, &mut cx);
    let shown = texts(&screen, &cx);
    assert!(shown.contains(&"Solved!".to_string()), "{shown:?}");
    let standing = standing::standing(&cx);
    assert_eq!(standing.seen(), vec![puzzle.key()]);
    assert!(
        standing.rating > launcher_kit::rating::START_RATING,
        "{}",
        standing.rating
    );
    // The same puzzle again (opened a second time today) is not rated again.
    let (mut again, _) = todays(&cx);
    click(&mut again, answer, &mut cx);
    assert_eq!(standing::standing(&cx).history.len(), 1);
    assert!(matches!(
        again.event(&InputEvent::key(Key::Enter), &mut cx),
        Transition::Replace(_)
    ));
}

#[test]
fn a_wrong_move_shows_its_value_and_the_answer_and_a_retry_is_not_rated() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let (mut screen, puzzle) = todays(&cx);
    let (wrong, value) = puzzle.values[1];
    let answer = puzzle.answer().unwrap();
    // An empty square that is not a move does nothing.
    let empty = Square::all()
        .find(|&s| puzzle.board.at(s).is_none() && !puzzle.board.is_legal(s))
        .unwrap();
    click(&mut screen, empty, &mut cx);
    assert!(standing::standing(&cx).history.is_empty());
    keys_to(&mut screen, wrong, &mut cx);
    let shown = texts(&screen, &cx);
    let sign = |v: i32| format!("{v:+}").replace('-', "−").replace("+0", "0");
    assert!(shown.contains(&"Not this move".to_string()), "{shown:?}");
    assert!(
        shown.contains(&format!("{wrong} gives {}", sign(value))),
        "{shown:?}"
    );
    assert!(
        shown.contains(&format!("The answer: {answer}, {}", sign(puzzle.best()))),
        "{shown:?}"
    );
    for (square, value) in &puzzle.values {
        assert!(shown.contains(&sign(*value)), "{square} {value}");
    }
    let after_miss = standing::standing(&cx);
    assert_eq!(after_miss.history.len(), 1);
    assert!(!after_miss.history[0].solved);
    assert!(after_miss.rating < launcher_kit::rating::START_RATING);
    screen.event(&InputEvent::key(Key::Char('r')), &mut cx);
    assert!(texts(&screen, &cx).iter().all(|t| t != "Not this move"));
    click(&mut screen, answer, &mut cx);
    assert!(texts(&screen, &cx).contains(&"Solved!".to_string()));
    assert_eq!(standing::standing(&cx), after_miss, "a retry is not rated");
    assert!(matches!(
        screen.event(&InputEvent::key(Key::Escape), &mut cx),
        Transition::Pop
    ));
}

#[test]
fn the_puzzles_screen_opens_the_next_puzzle_and_todays() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let mut hub = PuzzlesScreen::new(&cx);
    assert!(texts(&hub, &cx).contains(&"Your rating starts with your first puzzle".to_string()));
    let t = hub.event(&InputEvent::key(Key::Enter), &mut cx);
    assert!(matches!(&t, Transition::Push(s) if s.name() == "reversi-puzzle"));
    let t = hub.event(&InputEvent::key(Key::Char('d')), &mut cx);
    assert!(matches!(&t, Transition::Push(s) if s.name() == "reversi-puzzle"));
    let b = hub_layout(cx.viewport).buttons[2].center();
    hub.event(&InputEvent::MouseMove { pos: b }, &mut cx);
    hub.event(&InputEvent::left_down(b.x, b.y), &mut cx);
    let t = hub.event(&InputEvent::left_up(b.x, b.y), &mut cx);
    assert!(matches!(t, Transition::Pop));
}

/// Every screen and state in every language at the smallest, the reference and a wide
/// window, at text sizes 100 and 150 %: no text leaves its box, none is a raw key, none is
/// English in another language.
#[test]
fn the_puzzle_texts_fit_in_every_language_and_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let (solving, puzzle) = todays(&cx);
    let mut missed = PuzzleScreen::next(&cx).unwrap();
    let (mut solved, _) = todays(&cx);
    click(&mut solved, puzzle.answer().unwrap(), &mut cx);
    let next = standing::standing(&cx);
    let wrong = PuzzleSet::shipped()
        .next(next.rating, &next.seen())
        .unwrap()
        .values[1]
        .0;
    click(&mut missed, wrong, &mut cx);
    let hub = PuzzlesScreen::new(&cx);
    let empty_hub = {
        let other = tempfile::tempdir().unwrap();
        PuzzlesScreen::new(&standard_services(other.path()))
    };
    let english = launcher_kit::i18n::Catalog::get(Language::English);
    let puzzle_keys: Vec<String> = english
        .keys()
        .into_iter()
        .filter(|k| k.starts_with("reversi-puzzle"))
        .map(|k| english.format(&k, &[]))
        .collect();
    let mut screens: Vec<Box<dyn Scene>> = vec![
        Box::new(solving),
        Box::new(missed),
        Box::new(solved),
        Box::new(hub),
        Box::new(empty_hub),
    ];
    for language in [
        Language::English,
        Language::Russian,
        Language::Polish,
        Language::Chinese,
    ] {
        launcher_kit::i18n::set_language(language);
        for size in [
            Size::new(480.0, 360.0),
            Size::REFERENCE,
            Size::new(1280.0, 720.0),
        ] {
            for scale in [1.0, 1.5] {
                launcher_kit::ui::theme::set_text_scale(scale);
                cx.viewport = size;
                for screen in &mut screens {
                    screen.event(&InputEvent::Resize(size), &mut cx);
                    let mut p = Painter::new(size);
                    screen.draw(&mut p, &cx);
                    let misfits: Vec<String> = launcher_kit::draw::fit::misfits(p.items(), size)
                        .into_iter()
                        .filter(|m| !m.ends_with("has no box"))
                        .collect();
                    assert!(
                        misfits.is_empty(),
                        "{language:?} {size:?} {scale}: {}\n{misfits:#?}",
                        screen.name()
                    );
                    for t in p.texts() {
                        assert!(!t.starts_with("reversi-"), "a raw key: {t}");
                        if language != Language::English {
                            assert!(!puzzle_keys.iter().any(|k| k == t), "{language:?}: {t}");
                        }
                    }
                }
            }
        }
    }
    launcher_kit::ui::theme::set_text_scale(1.0);
    launcher_kit::i18n::set_language(Language::English);
}
