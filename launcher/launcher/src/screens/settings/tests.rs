use super::*;
use crate::testing::services;
use launcher_kit::geom::Size;
use launcher_kit::i18n::Language;

fn all_fields(cx: &Services) -> Vec<Field> {
    pages(cx).iter().flat_map(Page::fields).collect()
}

/// Every row of every page as laid out at `size`, scrolling each page down until its
/// last line shows: the layout of every scroll.
fn every_layout(size: Size, cx: &Services) -> Vec<(usize, SettingsLayout)> {
    let mut all = Vec::new();
    for page in 0..pages(cx).len() {
        for scroll in 0.. {
            let l = layout(size, cx, page, scroll);
            let more = l.down.is_some();
            all.push((page, l));
            if !more {
                break;
            }
        }
    }
    all
}

#[test]
fn a_page_per_game_with_options_after_the_general_page() {
    let dir = tempfile::tempdir().unwrap();
    let cx = crate::testing::standard_services(dir.path());
    let all = pages(&cx);
    assert_eq!(all[0].tab, "settings-general");
    assert_eq!(
        all[0].fields(),
        [GENERAL.to_vec(), ACCESSIBILITY.to_vec()].concat()
    );
    let games: Vec<&str> = cx
        .registry
        .kinds()
        .filter(|k| !k.options().is_empty())
        .map(|k| k.title())
        .collect();
    let tabs: Vec<&str> = all[1..].iter().map(|p| p.tab).collect();
    assert_eq!(tabs, games);
    for kind in cx.registry.kinds() {
        for i in 0..kind.options().len() {
            let field = Field::Game(kind.id(), i);
            let page = page_of(&cx, field);
            assert_eq!(all[page].tab, kind.title(), "{field:?}");
        }
    }
}

#[test]
fn every_field_is_on_screen_once_inside_the_panel_at_every_size_and_text_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    let all = all_fields(&cx);
    let options: usize = cx.registry.kinds().map(|k| k.options().len()).sum();
    assert_eq!(all.len(), GENERAL.len() + ACCESSIBILITY.len() + options);
    for scale in [1.0, 1.5] {
        launcher_kit::ui::theme::set_text_scale(scale);
        for size in [
            Size::REFERENCE,
            Size::new(480.0, 360.0),
            Size::new(1280.0, 720.0),
            Size::new(600.0, 900.0),
        ] {
            cx.viewport = size;
            let s = size.ui_scale();
            let layouts = every_layout(size, &cx);
            for f in &all {
                assert!(
                    layouts
                        .iter()
                        .any(|(_, l)| l.rows.iter().any(|r| r.field == *f)),
                    "{f:?} never shows at {size:?} ×{scale}"
                );
            }
            for (_, l) in &layouts {
                for r in &l.rows {
                    let framed = r.rect.inset(-2.0 * s);
                    assert!(
                        l.panel.x <= framed.x
                            && framed.right() <= l.panel.right()
                            && l.panel.y <= framed.y
                            && framed.bottom() <= l.panel.bottom(),
                        "{:?} at {size:?} ×{scale} reaches out of the panel",
                        r.field
                    );
                }
                assert!(l.panel.bottom() < l.back.y, "{size:?} ×{scale}");
                assert!(l.back.bottom() <= l.foot.y, "Back clear of the foot line");
                assert!(l.tabs.iter().all(|t| t.bottom() < l.panel.y));
                assert!(l.title.bottom() <= l.tabs[0].y);
            }
        }
    }
    launcher_kit::ui::theme::set_text_scale(1.0);
}

#[test]
fn the_general_page_and_the_games_pages_need_no_scrolling_at_the_reference_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    for scale in [1.0, 1.5] {
        launcher_kit::ui::theme::set_text_scale(scale);
        for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
            cx.viewport = size;
            for page in 0..pages(&cx).len() {
                let l = layout(size, &cx, page, 0);
                assert_eq!(
                    (l.up, l.down),
                    (None, None),
                    "page {page} at {size:?} ×{scale}"
                );
            }
        }
    }
    launcher_kit::ui::theme::set_text_scale(1.0);
}

#[test]
fn every_field_changes_and_changes_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    // The Timed-only extras change in Timed.
    let mode = Field::Game(crate::games::match3::ID, 3);
    assert_eq!(mode.label(&cx), "Mode");
    assert!(mode.change(1, &mut cx));
    for f in all_fields(&cx) {
        if f == mode {
            continue;
        }
        let before = f.value(&cx);
        assert!(f.change(1, &mut cx), "{f:?} did not change");
        assert_ne!(f.value(&cx), before, "{f:?}");
        let back = if f.is_toggle(&cx) { 1 } else { -1 };
        assert!(f.change(back, &mut cx), "{f:?} did not change back");
        assert_eq!(f.value(&cx), before, "{f:?} did not change back");
    }
}

#[test]
fn classic_shows_specials_and_chain_bonus_off_and_keeps_them_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let specials = Field::Game(crate::games::match3::ID, 4);
    let chain = Field::Game(crate::games::match3::ID, 6);
    for f in [specials, chain] {
        assert!(!f.is_on(&cx), "{f:?}");
        assert!(!f.change(1, &mut cx), "{f:?}");
        assert_eq!(f.note(&cx).as_deref(), Some("Timed / Endless only"));
    }
    Field::Game(crate::games::match3::ID, 3).change(1, &mut cx);
    assert!(specials.is_on(&cx));
    assert_eq!(specials.note(&cx), None);
}

#[test]
fn numbers_stop_at_their_limits_and_levels_show_their_names() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let width = Field::Game(crate::games::match3::ID, 0);
    let level = Field::Game(crate::games::reversi::ID, 2);
    for _ in 0..20 {
        width.change(1, &mut cx);
    }
    assert_eq!(width.value(&cx), "12");
    // The computer's level is a choice: "Match my rating", then the ladder.
    assert_eq!(level.value(&cx), "Match my rating");
    level.change(1, &mut cx);
    level.change(1, &mut cx);
    assert_eq!(level.value(&cx), "Beginner");
}

#[test]
fn reversis_opening_variety_steps_through_the_books_choices() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let variety = Field::Game(crate::games::reversi::ID, 3);
    assert_eq!(variety.label(&cx), "Opening variety");
    let mut shown = vec![variety.value(&cx)];
    for _ in 0..3 {
        variety.change(1, &mut cx);
        shown.push(variety.value(&cx));
    }
    assert_eq!(
        shown,
        ["None", "Within 1 disc", "Within 3 discs", "Within 3 discs"]
    );
    let text = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
    assert!(text.contains("book_loss = 3"), "{text}");
}

fn click(screen: &mut SettingsScreen, at: Point, cx: &mut Services) {
    screen.event(&InputEvent::MouseMove { pos: at }, cx);
    screen.event(&InputEvent::left_down(at.x, at.y), cx);
    screen.event(&InputEvent::left_up(at.x, at.y), cx);
}

#[test]
fn clicking_the_sound_switch_saves_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    let rows = layout(cx.viewport, &cx, 0, 0).rows;
    assert_eq!(rows[1].field, Field::Sound);
    click(&mut screen, rows[1].plus.center(), &mut cx);
    assert!(!cx.settings.sound.enabled);
    let text = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
    assert!(text.contains("enabled = false"), "{text}");
}

#[test]
fn clicking_a_tab_shows_its_page_and_its_rows_change_that_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    let reversi = page_of(&cx, Field::Game(crate::games::reversi::ID, 0));
    assert!(reversi > 0);
    let tab = screen.current_layout().tabs[reversi].center();
    click(&mut screen, tab, &mut cx);
    assert_eq!(screen.page(), reversi);
    let shown = drawn(&screen, &cx);
    assert!(shown.contains(&"Opening variety".to_string()), "{shown:?}");
    assert!(!shown.contains(&"Volume".to_string()), "{shown:?}");
    let level = screen
        .current_layout()
        .rows
        .iter()
        .find(|r| r.field == Field::Game(crate::games::reversi::ID, 2))
        .copied()
        .expect("the level's row");
    let before = level.field.value(&cx);
    click(&mut screen, level.plus.center(), &mut cx);
    assert_ne!(level.field.value(&cx), before);
    assert_eq!(screen.focused(), Some(level.field));
    let tab = screen.current_layout().tabs[0].center();
    click(&mut screen, tab, &mut cx);
    assert_eq!(screen.page(), 0);
    assert!(drawn(&screen, &cx).contains(&"Volume".to_string()));
}

#[test]
fn a_games_option_is_saved_in_its_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    Field::Game(crate::games::match3::ID, 2).change(-1, &mut cx);
    let text = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
    assert!(
        text.contains("[match3]") && text.contains("kinds = 6"),
        "{text}"
    );
}

#[test]
fn keyboard_changes_the_focused_field_and_esc_leaves() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    assert_eq!(screen.focused(), Some(Field::Language), "the first field");
    screen.event(&InputEvent::key(Key::Down), &mut cx);
    screen.event(&InputEvent::key(Key::Down), &mut cx);
    assert_eq!(screen.focused(), Some(Field::Volume));
    screen.event(&InputEvent::key(Key::Left), &mut cx);
    assert_eq!(cx.settings.sound.volume, 60);
    assert!(matches!(
        screen.event(&InputEvent::key(Key::Escape), &mut cx),
        Transition::Pop
    ));
}

#[test]
fn tab_and_the_tab_row_change_pages_from_the_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    let n = pages(&cx).len();
    assert!(n >= 4, "the general page and three games");
    screen.event(&InputEvent::key(Key::Tab), &mut cx);
    assert_eq!(screen.page(), 1);
    assert_eq!(screen.focused(), Some(pages(&cx)[1].fields()[0]));
    let shift_tab = InputEvent::KeyDown {
        key: Key::Tab,
        mods: launcher_kit::input::Modifiers {
            shift: true,
            ..Default::default()
        },
        repeat: false,
    };
    screen.event(&shift_tab, &mut cx);
    screen.event(&shift_tab, &mut cx);
    assert_eq!(screen.page(), n - 1, "round to the last page");
    // Up from the first row reaches the tabs, where Left and Right turn the pages.
    screen.event(&InputEvent::key(Key::Up), &mut cx);
    assert_eq!(screen.focus(), Focus::Tabs);
    screen.event(&InputEvent::key(Key::Right), &mut cx);
    assert_eq!(screen.page(), 0);
    screen.event(&InputEvent::key(Key::Right), &mut cx);
    assert_eq!(screen.page(), 1);
    assert_eq!(screen.focus(), Focus::Tabs);
    screen.event(&InputEvent::key(Key::Down), &mut cx);
    assert_eq!(screen.focused(), Some(pages(&cx)[1].fields()[0]));
    // Up from the tabs goes round to Back, which Enter takes.
    screen.event(&InputEvent::key(Key::Up), &mut cx);
    screen.event(&InputEvent::key(Key::Up), &mut cx);
    assert_eq!(screen.focus(), Focus::Back);
    assert!(matches!(
        screen.event(&InputEvent::key(Key::Enter), &mut cx),
        Transition::Pop
    ));
}

/// A game with more options than a page shows at once.
struct ManyOptions;

/// The keys of [`ManyOptions`]'s options.
const MANY: [&str; 16] = [
    "o1", "o2", "o3", "o4", "o5", "o6", "o7", "o8", "o9", "o10", "o11", "o12", "o13", "o14", "o15",
    "o16",
];

impl launcher_kit::game::GameKind for ManyOptions {
    fn about(&self) -> launcher_kit::game::About {
        crate::testing::ClickKind.about()
    }
    fn options(&self) -> Vec<launcher_kit::game::GameOption> {
        MANY.iter()
            .map(|k| launcher_kit::game::GameOption::toggle(k, "popstar-option-practice", false))
            .collect()
    }
    fn score_tables(&self) -> Vec<launcher_kit::game::ScoreTable> {
        crate::testing::ClickKind.score_tables()
    }
    fn new_game(
        &self,
        options: &launcher_kit::game::Options,
        seed: u64,
    ) -> Box<dyn launcher_kit::game::GameScene> {
        crate::testing::ClickKind.new_game(options, seed)
    }
    fn resume(
        &self,
        state: toml::Value,
        options: &launcher_kit::game::Options,
    ) -> Result<Box<dyn launcher_kit::game::GameScene>, String> {
        crate::testing::ClickKind.resume(state, options)
    }
}

#[test]
fn a_page_too_long_for_the_window_scrolls_to_the_focused_row_and_by_the_wheel() {
    let dir = tempfile::tempdir().unwrap();
    let registry = launcher_kit::game::Registry::with(vec![Box::new(ManyOptions)]);
    let mut cx = crate::testing::services_with(dir.path(), registry);
    let mut screen = SettingsScreen::new(&cx);
    screen.event(&InputEvent::key(Key::Tab), &mut cx);
    let fields = pages(&cx)[1].fields();
    assert_eq!(fields.len(), MANY.len());
    assert!(screen.current_layout().down.is_some(), "the page scrolls");
    assert!(screen.current_layout().up.is_none());
    for field in &fields {
        assert_eq!(screen.focused(), Some(*field));
        assert!(
            screen
                .current_layout()
                .rows
                .iter()
                .any(|r| r.field == *field),
            "{field:?} not on show while focused"
        );
        screen.event(&InputEvent::key(Key::Down), &mut cx);
    }
    assert_eq!(screen.focus(), Focus::Back);
    assert!(screen.current_layout().up.is_some());
    assert!(screen.current_layout().down.is_none(), "at the bottom");
    for _ in 0..fields.len() {
        screen.event(&InputEvent::Wheel { dy: 1.0 }, &mut cx);
    }
    assert!(screen.current_layout().up.is_none(), "back at the top");
    let down = screen.current_layout().down.expect("more below");
    click(&mut screen, down.center(), &mut cx);
    assert!(screen.current_layout().up.is_some());
    // Up from the first row shown scrolls back to it.
    screen.event(&InputEvent::key(Key::Tab), &mut cx);
    screen.event(&InputEvent::key(Key::Tab), &mut cx);
    assert_eq!(screen.focused(), Some(fields[0]));
    assert!(screen.current_layout().up.is_none());
}

fn drawn(screen: &SettingsScreen, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    screen.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

#[test]
fn the_language_cycles_from_the_system_through_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let shown: Vec<String> = (0..6)
        .map(|_| {
            Field::Language.change(1, &mut cx);
            Field::Language.value(&cx)
        })
        .collect();
    assert_eq!(
        shown,
        [
            "English",
            "Русский",
            "Polski",
            "简体中文",
            "System (English)",
            "English"
        ]
    );
    assert_eq!(launcher_kit::i18n::language(), Language::English);
    Field::Language.change(-1, &mut cx);
    assert_eq!(cx.settings.language, None);
    launcher_kit::i18n::set_language(Language::English);
}

#[test]
fn choosing_a_language_changes_the_screen_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    assert!(drawn(&screen, &cx).contains(&"Settings".to_string()));
    // Language has focus: System → English → Русский.
    screen.event(&InputEvent::key(Key::Right), &mut cx);
    screen.event(&InputEvent::key(Key::Right), &mut cx);
    let russian = drawn(&screen, &cx);
    // And a value showing the system's language is written in the new one.
    screen.event(&InputEvent::key(Key::Right), &mut cx);
    screen.event(&InputEvent::key(Key::Right), &mut cx);
    screen.event(&InputEvent::key(Key::Right), &mut cx);
    let system = Field::Language.value(&cx);
    launcher_kit::i18n::set_language(Language::English);
    for t in ["Настройки", "Общие", "Язык", "Русский", "Звук", "Назад"]
    {
        assert!(
            russian.contains(&t.to_string()),
            "{t} missing from {russian:?}"
        );
    }
    assert!(!russian.contains(&"Settings".to_string()), "{russian:?}");
    assert_eq!(system, "System (English)");
    let saved = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
    assert!(!saved.contains("language"), "back to the system's: {saved}");
}

#[test]
fn the_foot_says_when_the_chosen_option_counts() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    let foot = |screen: &SettingsScreen, cx: &Services| {
        let mut p = Painter::new(cx.viewport);
        screen.draw(&mut p, cx);
        p.texts().last().map(|t| t.to_string()).unwrap_or_default()
    };
    assert_eq!(
        foot(&screen, &cx),
        "Tab page · ↑↓ choose · ←→ change · Esc back"
    );
    let noted = all_fields(&cx)
        .into_iter()
        .find(|f| f.is_toggle(&cx) && f.note(&cx).is_some())
        .expect("an option that counts only in some modes");
    screen.show_page(page_of(&cx, noted), &mut cx);
    while screen.focused() != Some(noted) {
        screen.event(&InputEvent::key(Key::Down), &mut cx);
    }
    let note = noted.note(&cx).unwrap_or_default();
    assert_eq!(foot(&screen, &cx), format!("{}: {note}", noted.label(&cx)));
    assert!(note.ends_with(" only"), "{note}");
}

#[test]
fn every_page_draws_every_label_and_value() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut screen = SettingsScreen::new(&cx);
    for page in pages(&cx) {
        let texts = drawn(&screen, &cx);
        for f in page.fields() {
            let label = f.label(&cx);
            assert!(texts.contains(&label), "{f:?} label missing");
            if !f.is_toggle(&cx) {
                let v = f.value(&cx);
                assert!(texts.contains(&v), "{f:?} value {v} missing");
            }
        }
        screen.event(&InputEvent::key(Key::Tab), &mut cx);
    }
}

#[test]
fn at_the_largest_text_size_every_label_and_value_keeps_four_fifths_of_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    let mut problems = Vec::new();
    for language in Language::ALL {
        launcher_kit::i18n::set_language(language);
        for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
            let mut settings = cx.settings.clone();
            settings.language = Some(language.tag().into());
            settings.accessibility.text_size = 150;
            cx.set_settings(settings);
            cx.viewport = size;
            let body = launcher_kit::ui::theme::Fonts::for_size(size).body;
            for page in 0..pages(&cx).len() {
                for field in pages(&cx)[page].fields() {
                    // Every value the field takes ("Против компьютера" among them); the
                    // language and the text size stay as they are.
                    let fixed = matches!(field, Field::Language | Field::TextSize);
                    for _ in 0..if fixed { 1 } else { 8 } {
                        let mut screen = SettingsScreen::new(&cx);
                        screen.page = page;
                        screen.relayout(&cx);
                        screen.focus = Focus::Field(screen.field_index(field));
                        screen.reveal(&cx);
                        let mut p = launcher_kit::draw::Painter::new(size);
                        screen.draw(&mut p, &cx);
                        let mut texts = vec![field.label(&cx)];
                        if !field.is_toggle(&cx) {
                            texts.push(field.value(&cx));
                        }
                        for text in texts {
                            let drawn = p.items().iter().find_map(|i| match i {
                                launcher_kit::draw::Primitive::Text(t) if t.text == text => {
                                    Some(t.size)
                                }
                                _ => None,
                            });
                            if drawn.is_none_or(|at| at < body * 0.8 - 0.01) {
                                problems.push(format!(
                                    "{} {size:?}: {text:?} at {drawn:?} of {body}",
                                    language.tag()
                                ));
                            }
                        }
                        if !fixed {
                            field.change(1, &mut cx);
                        }
                    }
                }
            }
        }
    }
    launcher_kit::i18n::set_language(Language::English);
    launcher_kit::ui::theme::set_text_scale(1.0);
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
