//! The app shell with the launcher's screens on its stack: the menu and settings in high
//! contrast, screens stacking and closing, notices, and quitting from a game.

use crate::screens::Menu;
use crate::testing::services;
use launcher_kit::app::App;
use launcher_kit::draw::{Color, Painter, Primitive, Shape};
use launcher_kit::geom::{Point, Size};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Scene;
use launcher_kit::services::WindowRequest;
use launcher_kit::ui::theme;

fn app(dir: &std::path::Path) -> App {
    let cx = services(dir);
    let menu = Box::new(Menu::new(&cx));
    App::new(cx, menu)
}

/// The opaque colour under `at` where item `upto` is drawn: the background, then every
/// filled rectangle and ellipse drawn before it there, blended in order.
fn colour_under(items: &[Primitive], upto: usize, at: Point, background: Color) -> Color {
    items[..upto]
        .iter()
        .fold(background, |under, item| match item {
            Primitive::Shape {
                shape,
                color,
                stroke: None,
            } => {
                let inside = match shape {
                    Shape::Rect { rect, .. } => rect.contains(at),
                    Shape::Ellipse { center, rx, ry } => {
                        let (dx, dy) = ((at.x - center.x) / rx, (at.y - center.y) / ry);
                        dx * dx + dy * dy <= 1.0
                    }
                    _ => false,
                };
                if inside {
                    under.mix(color.alpha(1.0), color.a).alpha(1.0)
                } else {
                    under
                }
            }
            _ => under,
        })
}

/// Every text of `p` and its contrast ratio against what lies under it, lowest first.
fn contrasts(p: &Painter) -> Vec<(f32, String)> {
    let background = theme::high_contrast(theme::BACKGROUND);
    let items = p.items();
    let mut all: Vec<(f32, String)> = items
        .iter()
        .enumerate()
        .filter_map(|(i, item)| match item {
            Primitive::Text(t) => {
                let under = colour_under(items, i, t.extent().center(), background);
                let colour = under.mix(t.color.alpha(1.0), t.color.a);
                Some((theme::contrast_ratio(colour, under), t.text.clone()))
            }
            Primitive::Shape { .. } => None,
        })
        .collect();
    all.sort_by(|a, b| a.0.total_cmp(&b.0));
    all
}

#[test]
fn in_high_contrast_every_text_on_the_menu_and_settings_stands_out_seven_to_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app(dir.path());
    let mut settings = a.services.settings.clone();
    settings.accessibility.high_contrast = true;
    a.services.set_settings(settings);
    let normal = {
        let mut p = Painter::new(a.services.viewport);
        a.top().unwrap().draw(&mut p, &a.services);
        contrasts(&p)
    };
    // Menu, then Settings (the focus on the Settings button).
    let menu = a.draw();
    a.event(InputEvent::key(Key::Up));
    let menu_focused = a.draw();
    a.event(InputEvent::key(Key::Enter));
    assert_eq!(a.top_name(), "settings");
    let settings = a.draw();
    a.event(InputEvent::key(Key::Down));
    let settings_focused = a.draw();
    let background = theme::high_contrast(theme::BACKGROUND);
    assert!(theme::luminance(background) < 0.01);
    for (name, p) in [
        ("menu", &menu),
        ("menu, focused", &menu_focused),
        ("settings", &settings),
        ("settings, focused", &settings_focused),
    ] {
        let all = contrasts(p);
        assert!(all.len() > 5, "{name}: {all:?}");
        assert!(all[0].0 >= 7.0, "{name}: {:?}", &all[..3.min(all.len())]);
        // Text straight on the background too.
        for item in p.items() {
            if let Primitive::Text(t) = item {
                if t.color != Color::BLACK {
                    let ratio = theme::contrast_ratio(t.color, background);
                    assert!(ratio >= 7.0, "{name}: {:?} {ratio}", t.text);
                }
            }
        }
    }
    // Without it, the designed colours (dim text is below 7:1 there).
    assert!(normal[0].0 < 7.0, "{:?}", &normal[..3]);
}

#[test]
fn every_text_on_the_menu_and_every_settings_page_stands_out_four_and_a_half_to_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    // A kept game puts the Resume badge on its card.
    let mut host = launcher_kit::host::GameHost::open(crate::games::popstar::ID, false, &mut cx)
        .expect("PopStar opens");
    host.event(&InputEvent::left_down(500.0, 400.0), &mut cx);
    host.update(1.0, &mut cx);
    host.leave(&mut cx);
    let menu = Menu::new(&cx);
    let mut shown = vec![("menu".to_string(), {
        let mut p = Painter::new(cx.viewport);
        menu.draw(&mut p, &cx);
        p
    })];
    let mut settings = crate::screens::SettingsScreen::new(&cx);
    for page in 0..crate::screens::settings::pages(&cx).len() {
        let mut p = Painter::new(cx.viewport);
        settings.draw(&mut p, &cx);
        shown.push((format!("settings page {page}"), p));
        settings.event(&InputEvent::key(Key::Tab), &mut cx);
    }
    for (name, p) in &shown {
        let items = p.items();
        let mut read = 0;
        for (i, item) in items.iter().enumerate() {
            // The titles' soft shadows are not text to read.
            let Primitive::Text(t) = item else { continue };
            if t.color.alpha(1.0) == theme::SHADOW.alpha(1.0) {
                continue;
            }
            let under = colour_under(items, i, t.extent().center(), theme::BACKGROUND);
            let colour = under.mix(t.color.alpha(1.0), t.color.a);
            let ratio = theme::contrast_ratio(colour, under);
            assert!(ratio >= 4.5, "{name}: {:?} at {ratio:.2}", t.text);
            read += 1;
        }
        assert!(read > 5, "{name}: {read} texts");
    }
}

#[test]
fn scenes_stack_and_the_last_pop_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app(dir.path());
    // Up from the first card goes round to the buttons' row: Settings.
    a.event(InputEvent::key(Key::Up));
    a.event(InputEvent::key(Key::Enter));
    assert_eq!(a.top_name(), "settings");
    a.event(InputEvent::key(Key::Escape));
    assert_eq!(a.top_name(), "menu");
    a.event(InputEvent::key(Key::Escape));
    a.event(InputEvent::key(Key::Enter));
    assert!(a.finished());
}

#[test]
fn a_held_escape_leaves_only_one_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app(dir.path());
    // Up from the first card goes round to the buttons' row: Settings.
    a.event(InputEvent::key(Key::Up));
    a.event(InputEvent::key(Key::Enter));
    a.event(InputEvent::key(Key::Escape));
    a.event(InputEvent::KeyDown {
        key: Key::Escape,
        mods: launcher_kit::input::Modifiers::default(),
        repeat: true,
    });
    assert_eq!(a.top_name(), "menu");
    a.event(InputEvent::key(Key::Enter));
    assert_eq!(
        a.top_name(),
        "settings",
        "no quit dialog was opened by the repeat"
    );
}

#[test]
fn f11_toggles_fullscreen_anywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app(dir.path());
    a.event(InputEvent::key(Key::F11));
    assert_eq!(
        a.services.take_window_requests(),
        vec![WindowRequest::Fullscreen(true)]
    );
    assert!(a.services.settings.fullscreen);
}

#[test]
fn resize_reaches_the_viewport_and_the_layout() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app(dir.path());
    a.event(InputEvent::Resize(Size::new(1600.0, 900.0)));
    assert_eq!(a.draw().size(), Size::new(1600.0, 900.0));
}

#[test]
fn a_damaged_file_is_reported_on_screen_then_fades() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), [0u8, 159, 146, 150]).unwrap();
    let mut a = app(dir.path());
    assert_eq!(a.notices().len(), 1);
    a.update(1.0);
    assert!(
        a.draw()
            .texts()
            .iter()
            .any(|t| t.contains("settings.toml is damaged"))
    );
    for _ in 0..8 {
        a.update(1.0);
    }
    assert!(a.notices().is_empty());
}

#[test]
fn only_the_newest_notices_show() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app(dir.path());
    for game in ["one", "two", "three"] {
        a.services.notices.notify(game);
    }
    a.update(0.1);
    assert_eq!(a.notices(), vec!["two", "three"]);
}

#[test]
fn quitting_from_a_game_saves_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app(dir.path());
    a.event(InputEvent::key(Key::Right));
    a.event(InputEvent::key(Key::Enter));
    assert_eq!(a.top_name(), "popstar");
    a.event(InputEvent::left_down(10.0, 10.0));
    a.close_all();
    assert!(a.finished());
    assert!(dir.path().join("saves/popstar.toml").exists());
}
