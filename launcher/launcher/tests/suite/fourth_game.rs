//! A fourth game, written only here (`lights/`) and added with one registry line,
//! gets everything the host gives the three real ones: a menu card, its options on the
//! settings screen, a high-score table, save and resume, undo and redo, the end screen, and
//! its own text in every language.

use launcher::screens::{Menu, ScoresScreen, SettingsScreen, menu, settings};
use launcher_kit::draw::Painter;
use launcher_kit::geom::Size;
use launcher_kit::host::GameHost;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::persist::Storage;
use launcher_kit::scene::{Scene, Transition};
use launcher_kit::services::Services;

fn services(dir: &std::path::Path) -> Services {
    let registry = launcher::games::standard_registry().with_game(Box::new(launcher_lights::Kind));
    Services::load(Storage::at(dir), registry, Size::REFERENCE)
}

/// Sets the fourth game's options from the TOML `text` as the settings screen would.
fn set_options(cx: &mut Services, text: &str) {
    let kind = cx
        .registry
        .kind(launcher_lights::ID)
        .expect("the fourth game is registered");
    let table: toml::Table = toml::from_str(text).expect("options as TOML");
    let options = launcher_kit::game::Options::new(&kind.options(), &table);
    cx.set_options(launcher_lights::ID, &options);
}

fn texts(scene: &dyn Scene, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

fn click(scene: &mut dyn Scene, x: f32, y: f32, cx: &mut Services) -> Transition {
    scene.event(&InputEvent::left_down(x, y), cx);
    scene.event(&InputEvent::left_up(x, y), cx)
}

/// The lamps of the hosted game (its state, as the host keeps it).
fn lamps(host: &GameHost) -> Vec<bool> {
    let state = host.game().expect("a game").state().expect("a state");
    state["lit"]
        .as_array()
        .expect("lamps")
        .iter()
        .map(|v| v.as_bool().expect("a lamp"))
        .collect()
}

/// Lights every lamp of a 2×2 game (the presses found by trying every set of the four
/// lamps) and lets the host notice the end.
fn light_all(host: &mut GameHost, cx: &mut Services) {
    let start = lamps(host);
    let presses = (0u32..16)
        .find(|set| {
            let mut lit = start.clone();
            for at in (0..4).filter(|i| set >> i & 1 == 1) {
                // A lamp and its neighbours in the same row and column.
                for j in [at, at ^ 1, at ^ 2] {
                    lit[j] = !lit[j];
                }
            }
            lit.iter().all(|&l| l)
        })
        .expect("every 2×2 square can be lit");
    for at in (0..4).filter(|i| presses >> i & 1 == 1) {
        let (x, y) = (
            (at % 2) as f32 * 100.0 + 50.0,
            (at / 2) as f32 * 100.0 + 50.0,
        );
        click(host, x, y, cx);
    }
    host.update(0.016, cx);
}

#[test]
fn the_menu_shows_its_card_and_opens_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut m = Menu::new(&cx);
    let shown = texts(&m, &cx);
    assert!(shown.contains(&"Lights".to_string()), "{shown:?}");
    assert!(shown.contains(&"Light every lamp".to_string()));
    launcher_kit::i18n::set_language(launcher_kit::i18n::Language::Russian);
    let russian = texts(&m, &cx);
    launcher_kit::i18n::set_language(launcher_kit::i18n::Language::English);
    assert!(russian.contains(&"Огоньки".to_string()), "{russian:?}");
    let card = menu::layout(cx.viewport, 4).cards[3].center();
    let t = click(&mut m, card.x, card.y, &mut cx);
    assert!(
        matches!(&t, Transition::Push(s) if s.name() == "lights"),
        "{t:?}"
    );
}

#[test]
fn its_options_are_on_the_settings_screen_and_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    let shown = texts(&screen, &cx);
    assert!(shown.contains(&"Lights".to_string()), "its tab: {shown:?}");
    let field = settings::Field::Game(launcher_lights::ID, 0);
    let page = settings::page_of(&cx, field);
    screen.show_page(page, &mut cx);
    assert!(texts(&screen, &cx).contains(&"Lamps per side".to_string()));
    let row = settings::layout(cx.viewport, &cx, page, 0)
        .rows
        .into_iter()
        .find(|r| r.field == settings::Field::Game(launcher_lights::ID, 0))
        .expect("the side's row");
    let plus = row.plus.center();
    click(&mut screen, plus.x, plus.y, &mut cx);
    let file = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
    assert!(
        file.contains("[lights]") && file.contains("side = 4"),
        "{file}"
    );
}

#[test]
fn save_resume_undo_redo_and_the_end_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    // Practice on a 2×2 square: undo allowed, no high score.
    set_options(&mut cx, "side = 2\npractice = true");

    let mut host = GameHost::open(launcher_lights::ID, false, &mut cx).unwrap();
    let start = lamps(&host);
    // A press that does not light every lamp at once, so the game goes on.
    let at = (0..4)
        .find(|&at| {
            let mut lit = start.clone();
            for j in [at, at ^ 1, at ^ 2] {
                lit[j] = !lit[j];
            }
            !lit.iter().all(|&l| l)
        })
        .expect("at most one press lights a 2×2 square");
    let (x, y) = (
        (at % 2) as f32 * 100.0 + 50.0,
        (at / 2) as f32 * 100.0 + 50.0,
    );
    click(&mut host, x, y, &mut cx);
    let after = lamps(&host);
    assert_ne!(after, start);
    host.event(&InputEvent::key(Key::Char('u')), &mut cx);
    assert_eq!(lamps(&host), start, "undo");
    host.event(&InputEvent::key(Key::Char('r')), &mut cx);
    assert_eq!(lamps(&host), after, "redo");

    // Leave and come back: the game resumes where it was.
    host.leave(&mut cx);
    assert!(cx.records.has_saved_game(launcher_lights::ID));
    let mut again = GameHost::open(launcher_lights::ID, false, &mut cx).unwrap();
    again.event(&InputEvent::key(Key::Enter), &mut cx);
    assert_eq!(lamps(&again), after, "resumed");

    light_all(&mut again, &mut cx);
    assert_eq!(again.dialog_title(), Some("All lit"));
    let shown = texts(&again, &cx);
    assert!(
        shown.contains(&"Undo".to_string()),
        "practice offers undo: {shown:?}"
    );
    assert!(
        !cx.records.has_saved_game(launcher_lights::ID),
        "a finished game is not kept"
    );
}

#[test]
fn a_finished_game_enters_its_score_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    set_options(&mut cx, "side = 2");
    let mut host = GameHost::open(launcher_lights::ID, false, &mut cx).unwrap();
    light_all(&mut host, &mut cx);
    assert_eq!(host.dialog_title(), Some("All lit"));
    assert!(cx.records.scores.best(launcher_lights::ID).is_some());

    let mut scores = ScoresScreen::new(&cx);
    // The added game is the menu's last.
    for _ in 1..cx.registry.ids().len() {
        scores.event(&InputEvent::key(Key::Right), &mut cx);
    }
    assert_eq!(scores.showing(), (launcher_lights::ID, "standard"));
    let shown = texts(&scores, &cx);
    assert!(shown.contains(&"Standard".to_string()), "{shown:?}");
}
