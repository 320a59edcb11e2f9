//! The menu: focus, cards, buttons, the quit dialog and the layout.

use super::*;
use crate::testing::services;

fn click(menu: &mut Menu, r: Rect, cx: &mut Services) -> Transition {
    let c = r.center();
    menu.event(&InputEvent::MouseMove { pos: c }, cx);
    menu.event(&InputEvent::left_down(c.x, c.y), cx);
    menu.event(&InputEvent::left_up(c.x, c.y), cx)
}

#[test]
fn arrows_move_focus_between_cards_and_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut m = Menu::new(&cx);
    m.event(&InputEvent::key(Key::Right), &mut cx);
    assert_eq!(m.focus(), Item::Card(1));
    m.event(&InputEvent::key(Key::Down), &mut cx);
    // The test services' second game has no board of the day: the nearest one.
    assert_eq!(m.focus(), Item::Daily(2));
    // Under the cards: match-3's board of the day, Reversi's and Reversi's practice; the
    // middle one of them leads to Reversi's puzzles, the only further entries, and on to
    // the buttons.
    m.event(&InputEvent::key(Key::Down), &mut cx);
    assert_eq!(m.focus(), Item::Entry(2, 1));
    m.event(&InputEvent::key(Key::Down), &mut cx);
    assert_eq!(m.focus(), Item::PlayId);
    m.event(&InputEvent::key(Key::Left), &mut cx);
    for _ in 0..3 {
        m.event(&InputEvent::key(Key::Right), &mut cx);
    }
    assert_eq!(m.focus(), Item::Settings, "wraps");
    m.event(&InputEvent::key(Key::Down), &mut cx);
    assert_eq!(
        m.focus(),
        Item::Card(0),
        "down from the last row goes round"
    );
    m.event(&InputEvent::key(Key::Up), &mut cx);
    assert_eq!(m.focus(), Item::Settings);
    let t = m.event(&InputEvent::key(Key::Enter), &mut cx);
    assert!(
        matches!(&t, Transition::Push(s) if s.name() == "settings"),
        "{t:?}"
    );
}

#[test]
fn cards_open_games_and_buttons_their_screens() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut m = Menu::new(&cx);
    let l = layout(cx.viewport, 3);
    let t = click(&mut m, l.cards[1], &mut cx);
    assert!(
        matches!(&t, Transition::Push(s) if s.name() == "popstar"),
        "{t:?}"
    );
    assert!(matches!(
        click(&mut m, l.scores, &mut cx),
        Transition::Push(_)
    ));
    for (button, name) in [(l.statistics, "statistics"), (l.play_id, "play-id")] {
        let t = click(&mut m, button, &mut cx);
        assert!(
            matches!(&t, Transition::Push(s) if s.name() == name),
            "{t:?}"
        );
    }
    let t = click(&mut m, l.daily[0], &mut cx);
    assert!(
        matches!(&t, Transition::Push(s) if s.name() == "match3"),
        "{t:?}"
    );
    assert!(matches!(click(&mut m, l.quit, &mut cx), Transition::Quit));
}

#[test]
fn esc_asks_before_quitting() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut m = Menu::new(&cx);
    assert!(m.event(&InputEvent::key(Key::Escape), &mut cx).is_none());
    assert!(matches!(
        m.event(&InputEvent::key(Key::Enter), &mut cx),
        Transition::Quit
    ));
}

#[test]
fn draws_title_cards_and_best_scores() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    cx.records
        .record_score(crate::games::reversi::ID, "level-3", 44, None);
    let m = Menu::new(&cx);
    let mut p = Painter::new(cx.viewport);
    m.draw(&mut p, &cx);
    let texts = p.texts();
    for t in [
        "Tile Puzzles",
        "Match-3",
        "PopStar",
        "Reversi",
        "Best: 44",
        "No score yet",
        "Settings",
        "Today's board",
        "Play a game ID",
        "Quit",
    ] {
        assert!(texts.contains(&t), "{t} missing from {texts:?}");
    }
}

#[test]
fn layout_scales_with_the_window() {
    let small = layout(Size::new(800.0, 600.0), 3);
    let big = layout(Size::new(1920.0, 1080.0), 3);
    assert!(big.cards[0].w > small.cards[0].w * 1.5);
    for l in [small, big] {
        assert!(l.cards[0].x >= 0.0 && l.quit.bottom() <= 1080.0);
        assert!(l.cards[0].right() < l.cards[1].x);
    }
    let four = layout(Size::new(480.0, 360.0), 4);
    assert!(four.cards[0].x >= 0.0 && four.cards[3].right() <= 480.0);
}

#[test]
fn a_game_with_a_practice_deck_offers_practice_under_its_card() {
    let dir = tempfile::tempdir().unwrap();
    let registry = launcher_kit::game::Registry::with(vec![
        Box::new(crate::games::match3::Kind),
        Box::new(crate::testing::DeckKind),
    ]);
    let mut cx = crate::testing::services_with(dir.path(), registry);
    let mut m = Menu::new(&cx);
    let mut p = Painter::new(cx.viewport);
    m.draw(&mut p, &cx);
    assert_eq!(p.texts().iter().filter(|t| **t == "Practice").count(), 1);
    // From the second card down: its Practice (it has no board of the day).
    m.event(&InputEvent::key(Key::Right), &mut cx);
    m.event(&InputEvent::key(Key::Down), &mut cx);
    assert_eq!(m.focus(), Item::Practice(1));
    let t = m.event(&InputEvent::key(Key::Enter), &mut cx);
    assert!(matches!(&t, Transition::Push(s) if s.name() == "drill"));
    let l = layout_with(cx.viewport, &[(true, false), (true, true)]);
    assert_eq!(l.daily[0], layout(cx.viewport, 2).daily[0]);
    assert!(
        l.daily[1].right() < l.practice[1].x,
        "a shared row is split in two"
    );
    let button = m.layout.practice[1];
    let t = click(&mut m, button, &mut cx);
    assert!(matches!(&t, Transition::Push(s) if s.name() == "drill"));
}

#[test]
fn a_game_with_further_entries_offers_them_in_a_row_under_its_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut m = Menu::new(&cx);
    let l = layout_of(&cx);
    assert_eq!(m.layout, l);
    assert!(l.entries[0].is_empty() && l.entries[1].is_empty());
    let [puzzles, today] = l.entries[2][..] else {
        panic!("Reversi has two entries: {:?}", l.entries[2]);
    };
    assert!(puzzles.right() < today.x && l.daily[2].bottom() < puzzles.y);
    assert!(puzzles.bottom() < l.settings.y, "above the buttons");
    assert_eq!(
        l.cards,
        layout(cx.viewport, 3).cards,
        "the cards stay where they were"
    );
    let mut p = Painter::new(cx.viewport);
    m.draw(&mut p, &cx);
    assert!(p.texts().contains(&"Puzzles"));
    assert!(p.texts().contains(&"Daily puzzle"));
    let t = click(&mut m, puzzles, &mut cx);
    assert!(
        matches!(&t, Transition::Push(s) if s.name() == "reversi-puzzles"),
        "{t:?}"
    );
    // From the keyboard: the second entry is today's puzzle, while the schedule has one.
    m.event(&InputEvent::key(Key::Right), &mut cx);
    assert_eq!(m.focus(), Item::Entry(2, 1));
    let t = m.event(&InputEvent::key(Key::Enter), &mut cx);
    let scheduled = crate::games::reversi::puzzles::PuzzleSet::shipped()
        .of_day(cx.clock.today())
        .is_some();
    assert_eq!(
        matches!(&t, Transition::Push(s) if s.name() == "reversi-puzzle"),
        scheduled,
        "{t:?}"
    );
}
