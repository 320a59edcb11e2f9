//! The how-to pages of every game: turning pages, pictures that rest, every page fitting in
//! every language, and the pages offered from the first game, the pause dialog and the menu.

use crate::testing::standard_services;
use launcher_kit::draw::Painter;
use launcher_kit::geom::{Point, Size};
use launcher_kit::howto::{HowTo, Lesson, Offer};
use launcher_kit::i18n::{Language, set_language};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;

/// A how-to scene of `lessons` for a window of `size`.
fn scene(lessons: Vec<Lesson>, size: Size) -> (HowTo, Services) {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    cx.viewport = size;
    let h = HowTo::with_lessons(crate::games::reversi::ID, lessons, cx.viewport);
    (h, cx)
}

fn every_lesson() -> Vec<(&'static str, Vec<Lesson>)> {
    vec![
        ("match3", crate::games::match3::howto::lessons()),
        ("popstar", crate::games::popstar::howto::lessons()),
        ("reversi", crate::games::reversi::howto::lessons()),
        ("levels", crate::games::levels::howto::lessons()),
    ]
}

#[test]
fn pages_turn_with_the_arrows_and_the_last_one_closes() {
    let (mut h, mut cx) = scene(crate::games::reversi::howto::lessons(), Size::REFERENCE);
    assert_eq!(h.pages(), 2);
    assert!(h.event(&InputEvent::key(Key::Left), &mut cx).is_none());
    assert_eq!(h.page(), 0);
    assert!(h.event(&InputEvent::key(Key::Right), &mut cx).is_none());
    assert_eq!(h.page(), 1);
    assert!(matches!(
        h.event(&InputEvent::key(Key::Right), &mut cx),
        Transition::Pop
    ));
    assert!(matches!(
        h.event(&InputEvent::key(Key::Escape), &mut cx),
        Transition::Pop
    ));
}

#[test]
fn a_picture_plays_a_few_times_then_holds_still() {
    let (mut h, mut cx) = scene(crate::games::popstar::howto::lessons(), Size::REFERENCE);
    assert_eq!(h.wake(&cx), Wake::Animating);
    for _ in 0..2000 {
        h.update(1.0 / 60.0, &mut cx);
    }
    assert_eq!(h.wake(&cx), Wake::Idle);
    let picture = h.layout().picture.center();
    h.event(&InputEvent::left_down(picture.x, picture.y), &mut cx);
    assert_eq!(h.wake(&cx), Wake::Animating, "a click replays it");
}

#[test]
fn every_page_fits_in_every_language_at_both_window_sizes_and_text_sizes() {
    for (language, scale) in Language::ALL.into_iter().flat_map(|l| [(l, 1.0), (l, 1.5)]) {
        set_language(language);
        launcher_kit::draw::fonts::set_text_scale(scale);
        for (game, lessons) in every_lesson() {
            for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
                let (mut h, mut cx) = scene(lessons.clone(), size);
                for page in 0..h.pages() {
                    for t in [0.0, 1.0, 2.0, 3.0, 4.0, 10.0, 100.0] {
                        h.show_at(t);
                        let mut p = Painter::new(size);
                        h.draw(&mut p, &cx);
                        let texts = p.texts();
                        assert!(
                            texts.iter().all(|t| !t.starts_with("howto-")),
                            "{game} page {page} in {language:?}: {texts:?}"
                        );
                        let misfits = launcher_kit::draw::fit::misfits(p.items(), size);
                        assert!(
                            misfits.is_empty(),
                            "{game} page {page} in {language:?} at {size:?}: {misfits:?}"
                        );
                    }
                    h.event(&InputEvent::key(Key::Right), &mut cx);
                }
            }
        }
    }
    launcher_kit::draw::fonts::set_text_scale(1.0);
    set_language(Language::English);
}

#[test]
fn the_reversi_pictures_say_what_the_rules_did() {
    let (h, cx) = scene(crate::games::reversi::howto::lessons(), Size::REFERENCE);
    let mut p = Painter::new(Size::REFERENCE);
    let mut h = h;
    h.show_at(100.0);
    h.draw(&mut p, &cx);
    assert!(p.texts().contains(&"5 discs flipped"), "{:?}", p.texts());
    set_language(Language::Russian);
    let mut p = Painter::new(Size::REFERENCE);
    h.draw(&mut p, &cx);
    set_language(Language::English);
    assert!(
        p.texts().contains(&"Перевёрнуто 5 фишек"),
        "{:?}",
        p.texts()
    );
}

/// A host of Reversi against the computer, with the standard games.
fn host(cx: &mut Services) -> launcher_kit::host::GameHost {
    launcher_kit::host::GameHost::open(crate::games::reversi::ID, false, cx).unwrap()
}

fn drawn(scene: &dyn Scene, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

#[test]
fn the_first_game_offers_its_pages_once_and_f1_opens_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let mut h = host(&mut cx);
    h.update(0.5, &mut cx);
    // The banner's lines, wrapped at spaces, read as the one sentence.
    let offer = "New to Reversi? Press F1 to see how to play.";
    let shows =
        |h: &launcher_kit::host::GameHost, cx: &Services| drawn(h, cx).join(" ").contains(offer);
    assert!(shows(&h, &cx), "{:?}", drawn(&h, &cx));
    for _ in 0..20 {
        h.update(0.5, &mut cx);
    }
    assert!(!shows(&h, &cx), "the banner goes");
    let mut again = host(&mut cx);
    again.update(0.5, &mut cx);
    assert!(!shows(&again, &cx), "offered once");
    match again.event(&InputEvent::key(Key::F1), &mut cx) {
        Transition::Push(s) => assert_eq!(s.name(), "howto"),
        other => panic!("{other:?}"),
    }
}

/// Where the text `label` is drawn by `scene`.
fn text_at(scene: &dyn Scene, cx: &Services, label: &str) -> Point {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.items()
        .iter()
        .find_map(|i| match i {
            launcher_kit::draw::Primitive::Text(t) if t.text == label => Some(t.pos),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{label:?} is not drawn"))
}

fn click(scene: &mut dyn Scene, at: Point, cx: &mut Services) -> Transition {
    scene.event(&InputEvent::MouseMove { pos: at }, cx);
    scene.event(&InputEvent::left_down(at.x, at.y), cx);
    scene.event(&InputEvent::left_up(at.x, at.y), cx)
}

#[test]
fn the_pause_dialog_and_the_menu_open_the_pages() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let mut h = host(&mut cx);
    h.event(&InputEvent::key(Key::Escape), &mut cx);
    for _ in 0..40 {
        h.update(0.05, &mut cx);
    }
    let at = text_at(&h, &cx, "How to play");
    match click(&mut h, at, &mut cx) {
        Transition::Push(s) => assert_eq!(s.name(), "howto"),
        other => panic!("{other:?}"),
    }
    assert!(
        drawn(&h, &cx).contains(&"Paused".to_string()),
        "the pause dialog waits under the pages"
    );
    let mut menu = crate::screens::Menu::new(&cx);
    match menu.event(&InputEvent::key(Key::F1), &mut cx) {
        Transition::Push(s) => assert_eq!(s.name(), "howto"),
        other => panic!("F1 on the first card: {other:?}"),
    }
    let at = text_at(&menu, &cx, "?");
    match click(&mut menu, at, &mut cx) {
        Transition::Push(s) => assert_eq!(s.name(), "howto"),
        other => panic!("the card's ? button: {other:?}"),
    }
}

#[test]
fn with_reduced_motion_a_page_shows_its_still_last_frame_and_rests() {
    let (mut h, mut cx) = scene(crate::games::reversi::howto::lessons(), Size::REFERENCE);
    let mut settings = cx.settings.clone();
    settings.accessibility.reduced_motion = true;
    cx.set_settings(settings);
    assert_eq!(h.wake(&cx), Wake::Idle);
    h.update(0.1, &mut cx);
    let mut p = Painter::new(Size::REFERENCE);
    h.draw(&mut p, &cx);
    assert!(p.texts().contains(&"5 discs flipped"), "{:?}", p.texts());
}

#[test]
fn the_offer_fits_and_hides_no_text_of_the_game_in_any_language_or_window() {
    let sizes = [
        Size::REFERENCE,
        Size::new(480.0, 360.0),
        Size::new(1280.0, 720.0),
        Size::new(600.0, 900.0),
    ];
    let games = [
        crate::games::match3::ID,
        crate::games::popstar::ID,
        crate::games::reversi::ID,
        crate::games::levels::ID,
    ];
    for language in Language::ALL {
        set_language(language);
        for scale in [1.0, 1.5] {
            launcher_kit::draw::fonts::set_text_scale(scale);
            for size in sizes {
                for game in games {
                    let at = format!("{game:?} {language:?} {size:?} text {scale}");
                    let dir = tempfile::tempdir().unwrap();
                    let mut cx = standard_services(dir.path());
                    cx.viewport = size;
                    let offer = Offer::for_game(game, &cx).expect("pages to offer");
                    let mut h = launcher_kit::host::GameHost::open(game, false, &mut cx).unwrap();
                    h.update(1.0, &mut cx);
                    let scene = h.game().expect("a game");
                    let (band, _) = offer.place(&cx, scene.notice_area(&cx));
                    let mut p = Painter::new(size);
                    scene.draw(&mut p, &cx);
                    for item in p.items() {
                        if let launcher_kit::draw::Primitive::Text(t) = item {
                            assert!(
                                !band.intersects(&t.extent()),
                                "{at}: the offer at {band:?} hides {:?}",
                                t.text
                            );
                        }
                    }
                    let mut p = Painter::new(size);
                    h.draw(&mut p, &cx);
                    let misfits = launcher_kit::draw::fit::misfits(p.items(), size);
                    assert!(misfits.is_empty(), "{at}: {misfits:?}");
                }
            }
        }
    }
    launcher_kit::draw::fonts::set_text_scale(1.0);
    set_language(Language::English);
}
