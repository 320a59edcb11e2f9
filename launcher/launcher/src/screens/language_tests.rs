//! The launcher's screens and the host's dialogs drawn in Russian and in Chinese: each
//! shows texts of its language, and none shows a message key instead of its text; in
//! every language and at every window size, every text stays inside its box.

use super::{Menu, PlayIdScreen, ScoresScreen, SettingsScreen, StatisticsScreen};
use crate::testing::{raw_keys, services};
use launcher_kit::draw::{Painter, Primitive};
use launcher_kit::geom::Size;
use launcher_kit::host::GameHost;
use launcher_kit::i18n::{self, Language};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::persist::statistics::GameResult;
use launcher_kit::scene::Scene;
use launcher_kit::services::Services;

/// The areas whose catalogs these screens draw from.
const AREAS: [&str; 4] = ["common", "menu", "settings", "scores"];

/// Services with a score, statistics and the language `tag` chosen in the settings.
fn services_in(dir: &std::path::Path, tag: &str) -> Services {
    services_at(dir, tag, 100)
}

/// [`services_in`] with the text drawn at `text_size` percent (saved in the settings, so
/// services loaded from `dir` later keep it).
fn services_at(dir: &std::path::Path, tag: &str, text_size: u16) -> Services {
    let mut cx = services(dir);
    cx.records
        .scores
        .record(crate::games::reversi::ID, "two-players", 44, "2026-01-02");
    // A score long enough to test that grouped numbers still fit their boxes.
    for score in [1200, 1_234_567, 800] {
        let result = GameResult {
            score,
            ..GameResult::default()
        };
        cx.records
            .record_result(crate::games::match3::ID, "classic-8x8-7", &result);
    }
    let mut settings = cx.settings.clone();
    settings.language = Some(tag.into());
    settings.accessibility.text_size = text_size;
    cx.set_settings(settings);
    cx
}

/// What `scene` draws now.
fn paint(scene: &dyn Scene, cx: &Services) -> Painter {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p
}

/// The texts of a drawing.
fn texts(p: &Painter) -> Vec<String> {
    p.texts().into_iter().map(String::from).collect()
}

/// Every screen and dialog, by name, drawn at the size of `cx.viewport`.
fn every_screen(cx: &mut Services) -> Vec<(&'static str, Painter)> {
    let mut shown = Vec::new();
    let mut menu = Menu::new(cx);
    shown.push(("menu", paint(&menu, cx)));
    menu.event(&InputEvent::key(Key::Escape), cx);
    menu.update(1.0, cx);
    shown.push(("quit dialog", paint(&menu, cx)));
    shown.push(("settings", paint(&SettingsScreen::new(cx), cx)));
    let mut scores = ScoresScreen::new(cx);
    for _ in 0..2 {
        scores.event(&InputEvent::key(Key::Right), cx);
    }
    shown.push(("scores", paint(&scores, cx)));
    shown.push(("statistics", paint(&StatisticsScreen::new(cx), cx)));
    shown.push(("play ID", paint(&PlayIdScreen::new(cx.viewport), cx)));

    let popstar = crate::games::popstar::ID;
    let mut host = GameHost::open(popstar, false, cx).expect("the test game opens");
    host.event(&InputEvent::left_down(500.0, 500.0), cx);
    host.event(&InputEvent::key(Key::Escape), cx);
    host.update(1.0, cx);
    shown.push(("pause", paint(&host, cx)));
    // To Menu, which keeps the game: the next opening offers to resume it.
    for _ in 0..3 {
        host.event(&InputEvent::key(Key::Right), cx);
    }
    host.event(&InputEvent::key(Key::Enter), cx);
    host.leave(cx);
    let mut again = GameHost::open(popstar, false, cx).expect("the test game opens");
    again.update(1.0, cx);
    shown.push(("resume offer", paint(&again, cx)));
    again.event(&InputEvent::key(Key::Enter), cx);
    for _ in 0..2 {
        again.event(&InputEvent::left_down(500.0, 500.0), cx);
    }
    again.update(0.016, cx);
    again.update(1.0, cx);
    shown.push(("end screen", paint(&again, cx)));
    shown
}

/// Draws everything in `tag`'s language (English again afterwards) and checks each screen
/// shows `expected` and no message key.
fn check(tag: &str, expected: &[(&str, &[&str])]) {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services_in(dir.path(), tag);
    let language = i18n::language();
    let shown: Vec<(&str, Vec<String>)> = every_screen(&mut cx)
        .iter()
        .map(|(name, p)| (*name, texts(p)))
        .collect();
    i18n::set_language(Language::English);
    assert_eq!(Language::from_locale(tag), Some(language));
    for (screen, texts) in &shown {
        let keys = raw_keys(texts, &AREAS);
        assert!(keys.is_empty(), "{tag} {screen} shows keys {keys:?}");
    }
    for (screen, wanted) in expected {
        let (_, texts) = shown
            .iter()
            .find(|(name, _)| name == screen)
            .expect("a screen of the list");
        for w in *wanted {
            assert!(
                texts.iter().any(|t| t == w),
                "{tag} {screen}: {w:?} missing from {texts:?}"
            );
        }
    }
}

#[test]
fn every_screen_speaks_russian() {
    check(
        "ru",
        &[
            (
                "menu",
                &[
                    "Настройки",
                    "Рекорды",
                    "Статистика",
                    "Играть по коду",
                    "Выйти",
                    "Игра дня",
                    "Рекорд: 44",
                    "Рекордов пока нет",
                ],
            ),
            (
                "quit dialog",
                &["Выйти?", "Закрыть Tile Puzzles?", "Остаться"],
            ),
            (
                "settings",
                &[
                    "Настройки",
                    "Общие",
                    "Язык",
                    "Русский",
                    "Громкость",
                    "Назад",
                ],
            ),
            (
                "scores",
                &["Рекорды", "№", "Счёт", "Дата", "02.01.2026", "44"],
            ),
            (
                "statistics",
                &[
                    "Статистика",
                    "Сыграно игр",
                    "Лучший счёт",
                    "Последние 3 результата",
                    "рекорд 1\u{a0}234\u{a0}567",
                ],
            ),
            (
                "play ID",
                &["Играть по коду", "Вставить", "Играть", "Отмена"],
            ),
            (
                "pause",
                &[
                    "Пауза",
                    "Счёт: 10",
                    "Продолжить",
                    "Заново",
                    "Новая игра",
                    "Меню",
                ],
            ),
            (
                "resume offer",
                &["У вас есть незаконченная игра.", "Продолжить", "Новая игра"],
            ),
            (
                "end screen",
                &["Счёт: 30", "Новый рекорд!", "Сыграть ещё", "Меню"],
            ),
        ],
    );
}

#[test]
fn every_screen_speaks_chinese() {
    check(
        "zh-CN",
        &[
            (
                "menu",
                &[
                    "Tile Puzzles",
                    "设置",
                    "排行榜",
                    "统计",
                    "输入游戏编号",
                    "退出",
                    "每日挑战",
                    "最高分：44",
                    "暂无最高分",
                ],
            ),
            (
                "quit dialog",
                &["退出？", "要退出 Tile Puzzles 吗？", "继续玩"],
            ),
            (
                "settings",
                &["设置", "通用", "语言", "简体中文", "音量", "返回"],
            ),
            (
                "scores",
                &["排行榜", "名次", "得分", "日期", "2026年1月2日"],
            ),
            (
                "statistics",
                &[
                    "统计",
                    "已玩局数",
                    "平均分",
                    "最近3局得分",
                    "最高：1,234,567",
                ],
            ),
            ("play ID", &["输入游戏编号", "粘贴", "开始", "取消"]),
            (
                "pause",
                &["暂停", "得分：10", "继续", "重新开始", "新游戏", "菜单"],
            ),
            (
                "resume offer",
                &["你有一局未完成的游戏。", "继续游戏", "新游戏"],
            ),
            ("end screen", &["得分：30", "新纪录！", "再玩一局", "菜单"]),
        ],
    );
}

#[test]
fn the_menu_follows_a_language_chosen_in_the_settings() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut menu = Menu::new(&cx);
    // Up from the first card goes round to the buttons' row: Settings.
    menu.event(&InputEvent::key(Key::Up), &mut cx);
    let launcher_kit::scene::Transition::Push(mut settings) =
        menu.event(&InputEvent::key(Key::Enter), &mut cx)
    else {
        panic!("Settings did not open");
    };
    for _ in 0..3 {
        settings.event(&InputEvent::key(Key::Right), &mut cx);
    }
    let title = texts(&paint(settings.as_ref(), &cx));
    settings.leave(&mut cx);
    menu.resume(&mut cx);
    let texts = texts(&paint(&menu, &cx));
    i18n::set_language(Language::English);
    assert!(title.contains(&"Ustawienia".to_string()), "{title:?}");
    for t in ["Ustawienia", "Najlepsze wyniki", "Gra dnia", "Wyjdź"] {
        assert!(texts.contains(&t.to_string()), "{t} missing from {texts:?}");
    }
}

/// The window sizes the screens are drawn at: the reference, a smaller and a wide one,
/// and the smallest window.
const SIZES: [Size; 4] = [
    Size::REFERENCE,
    Size::new(800.0, 600.0),
    Size::new(1280.0, 720.0),
    Size::new(480.0, 360.0),
];

#[test]
fn every_text_fits_its_box_in_every_language_and_window() {
    every_text_fits_at(100);
}

#[test]
fn every_text_fits_its_box_at_the_largest_text_size() {
    every_text_fits_at(150);
}

/// Draws every screen, dialog and notice in the four languages at the four window sizes
/// with text at `text_size` percent, and finds every text boxed and inside its box.
fn every_text_fits_at(text_size: u16) {
    let mut problems = Vec::new();
    for language in Language::ALL {
        for size in SIZES {
            // A notice about a damaged file, over the menu.
            let dir = tempfile::tempdir().unwrap();
            std::fs::write(dir.path().join("statistics.toml"), "modes = 5\n").unwrap();
            let app_cx = services_at(dir.path(), language.tag(), text_size);
            let menu = Box::new(Menu::new(&app_cx));
            let mut app = launcher_kit::app::App::new(app_cx, menu);
            app.event(InputEvent::Resize(size));
            app.update(1.0);
            assert_eq!(app.notices().len(), 1, "{}", language.tag());
            let notice = app.draw();
            let mut cx = services_at(dir.path(), language.tag(), text_size);
            cx.viewport = size;
            let mut shown = every_screen(&mut cx);
            shown.push(("notice", notice));
            // The program's own four games: their cards, options and tabs.
            let mut standard = crate::testing::standard_services(dir.path());
            let mut settings = standard.settings.clone();
            settings.language = Some(language.tag().into());
            settings.accessibility.text_size = text_size;
            standard.set_settings(settings);
            standard.viewport = size;
            shown.push(("menu of four", paint(&Menu::new(&standard), &standard)));
            // Every page of the settings.
            let mut four = SettingsScreen::new(&standard);
            for _ in 0..super::settings::pages(&standard).len() {
                shown.push(("settings of four", paint(&four, &standard)));
                four.event(&InputEvent::key(Key::Tab), &mut standard);
            }
            for mut tabs in [
                Box::new(ScoresScreen::new(&standard)) as Box<dyn Scene>,
                Box::new(StatisticsScreen::new(&standard)),
            ] {
                for _ in 0..4 {
                    shown.push(("tabs of four", paint(tabs.as_ref(), &standard)));
                    tabs.event(&InputEvent::key(Key::Right), &mut standard);
                }
            }
            // Each game's progress page (its last tab), with values in its charts.
            for (series, value) in [("reversi-loss", 12.25), ("popstar-share", 0.875)] {
                standard.records.add_to_series(series, value);
            }
            let mut statistics = StatisticsScreen::new(&standard);
            for _ in 0..4 {
                statistics.event(&InputEvent::key(Key::Up), &mut standard);
                shown.push(("progress", paint(&statistics, &standard)));
                statistics.event(&InputEvent::key(Key::Right), &mut standard);
            }
            i18n::set_language(Language::English);
            launcher_kit::ui::theme::set_text_scale(1.0);
            for (screen, p) in &shown {
                for item in p.items() {
                    if let Primitive::Text(t) = item {
                        if t.bounds.is_none() {
                            problems.push(format!(
                                "{} {screen}: {:?} has no box",
                                language.tag(),
                                t.text
                            ));
                        }
                    }
                }
                for m in launcher_kit::draw::fit::misfits(p.items(), size) {
                    problems.push(format!("{} {screen} at {size:?}: {m}", language.tag()));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
