//! The launcher's screens and the host's dialogs drawn in Russian and in Chinese: each
//! shows texts of its language, and none shows a message key instead of its text.

use super::{Menu, PlayIdScreen, ScoresScreen, SettingsScreen, StatisticsScreen};
use crate::games::GameHost;
use crate::i18n::{self, Language};
use crate::input::{InputEvent, Key};
use crate::persist::statistics::GameResult;
use crate::scene::Scene;
use crate::services::Services;
use crate::testing::{drawn, raw_keys, services};

/// The areas whose catalogs these screens draw from.
const AREAS: [&str; 4] = ["common", "menu", "settings", "scores"];

/// Services with a score, statistics and the language `tag` chosen in the settings.
fn services_in(dir: &std::path::Path, tag: &str) -> Services {
    let mut cx = services(dir);
    cx.scores
        .record(crate::games::reversi::ID, "level-1", 44, "2026-01-02");
    for score in [1200, 3400, 800] {
        let result = GameResult {
            score,
            ..GameResult::default()
        };
        cx.record_result(crate::games::match3::ID, "classic-8x8-7", &result);
    }
    let mut settings = cx.settings.clone();
    settings.language = Some(tag.into());
    cx.set_settings(settings);
    cx
}

/// Every screen and dialog, by name, with the texts it draws.
fn every_screen(cx: &mut Services) -> Vec<(&'static str, Vec<String>)> {
    let mut shown = Vec::new();
    let mut menu = Menu::new(cx);
    shown.push(("menu", drawn(&menu, cx)));
    menu.event(&InputEvent::key(Key::Escape), cx);
    menu.update(1.0, cx);
    shown.push(("quit dialog", drawn(&menu, cx)));
    shown.push(("settings", drawn(&SettingsScreen::new(cx), cx)));
    let mut scores = ScoresScreen::new(cx);
    for _ in 0..2 {
        scores.event(&InputEvent::key(Key::Right), cx);
    }
    shown.push(("scores", drawn(&scores, cx)));
    shown.push(("statistics", drawn(&StatisticsScreen::new(cx), cx)));
    shown.push(("play ID", drawn(&PlayIdScreen::new(cx), cx)));

    let popstar = crate::games::popstar::ID;
    let mut host = GameHost::open(popstar, false, cx).expect("the test game opens");
    host.event(&InputEvent::left_down(500.0, 500.0), cx);
    host.event(&InputEvent::key(Key::Escape), cx);
    host.update(1.0, cx);
    shown.push(("pause", drawn(&host, cx)));
    // To Menu, which keeps the game: the next opening offers to resume it.
    for _ in 0..3 {
        host.event(&InputEvent::key(Key::Right), cx);
    }
    host.event(&InputEvent::key(Key::Enter), cx);
    host.leave(cx);
    let mut again = GameHost::open(popstar, false, cx).expect("the test game opens");
    again.update(1.0, cx);
    shown.push(("resume offer", drawn(&again, cx)));
    again.event(&InputEvent::key(Key::Enter), cx);
    for _ in 0..2 {
        again.event(&InputEvent::left_down(500.0, 500.0), cx);
    }
    again.update(0.016, cx);
    again.update(1.0, cx);
    shown.push(("end screen", drawn(&again, cx)));
    shown
}

/// Draws everything in `tag`'s language (English again afterwards) and checks each screen
/// shows `expected` and no message key.
fn check(tag: &str, expected: &[(&str, &[&str])]) {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services_in(dir.path(), tag);
    let language = i18n::language();
    let shown = every_screen(&mut cx);
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
                    "рекорд 3400",
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
                    "方块益智",
                    "设置",
                    "排行榜",
                    "统计",
                    "输入对局编号",
                    "退出",
                    "每日挑战",
                    "最高分：44",
                    "暂无最高分",
                ],
            ),
            ("quit dialog", &["退出？", "要退出方块益智吗？", "继续玩"]),
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
                &["统计", "已玩局数", "平均分", "最近3局得分", "最高3400分"],
            ),
            ("play ID", &["输入对局编号", "粘贴", "开始", "取消"]),
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
    let crate::scene::Transition::Push(mut settings) =
        menu.event(&InputEvent::key(Key::Enter), &mut cx)
    else {
        panic!("Settings did not open");
    };
    for _ in 0..3 {
        settings.event(&InputEvent::key(Key::Right), &mut cx);
    }
    let title = drawn(settings.as_ref(), &cx);
    settings.leave(&mut cx);
    menu.resume(&mut cx);
    let texts = drawn(&menu, &cx);
    i18n::set_language(Language::English);
    assert!(title.contains(&"Ustawienia".to_string()), "{title:?}");
    for t in ["Ustawienia", "Najlepsze wyniki", "Gra dnia", "Wyjdź"] {
        assert!(texts.contains(&t.to_string()), "{t} missing from {texts:?}");
    }
}
