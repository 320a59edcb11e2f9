//! The level game's scene driven by input events and time, without a window.

use super::*;
use ::match3::level::LevelStatus;
use ::match3::level::bots::Bot;
use grid_core::{Pos, SeededRng};
use launcher_kit::game::GameAction;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::services::Services;

fn home() -> (tempfile::TempDir, Services) {
    let dir = tempfile::tempdir().unwrap();
    let cx = crate::testing::standard_services(dir.path());
    (dir, cx)
}

/// The scene on its map, laid out for the reference window.
fn on_map(cx: &mut Services) -> LevelsScene {
    let mut scene = LevelsScene::new(Size::REFERENCE);
    scene.event(&InputEvent::Resize(Size::REFERENCE), cx);
    scene.update(0.0, cx);
    assert!(scene.on_map());
    scene
}

fn click(scene: &mut LevelsScene, at: launcher_kit::geom::Point, cx: &mut Services) -> GameAction {
    scene.event(&InputEvent::left_down(at.x, at.y), cx);
    scene.event(&InputEvent::left_up(at.x, at.y), cx)
}

fn click_cell(scene: &mut LevelsScene, pos: Pos, cx: &mut Services) {
    let at = scene.play().unwrap().layout().cell_rect(pos).center();
    click(scene, at, cx);
}

/// Lets time pass until nothing moves (or `seconds` have passed).
fn settle(scene: &mut LevelsScene, cx: &mut Services, seconds: f32) {
    let mut t = 0.0;
    while t < seconds {
        scene.update(0.05, cx);
        t += 0.05;
        if scene.play().is_some_and(|p| !p.busy()) && scene.result_shown() {
            return;
        }
    }
}

/// Plays the level in play with the lookahead bot, move by move with the mouse, until
/// it ends.
fn play_out(scene: &mut LevelsScene, cx: &mut Services) -> LevelStatus {
    let mut rng = SeededRng::new(7);
    for _ in 0..200 {
        let game = scene.play().unwrap().game().clone();
        if game.status() != LevelStatus::Playing {
            break;
        }
        let swap = Bot::Lookahead.choose(&game, &mut rng).expect("a move");
        click_cell(scene, swap.a, cx);
        click_cell(scene, swap.b, cx);
        settle(scene, cx, 0.5);
    }
    settle(scene, cx, 30.0);
    scene.play().unwrap().game().status()
}

#[test]
fn a_level_is_passed_from_the_map_to_the_passed_screen_and_the_next_opens() {
    let (dir, mut cx) = home();
    // The bot passes the first level on about 19 boards in 20; this seed deals one it passes.
    cx.clock = launcher_kit::services::Clock::counting_seeds_from(2);
    let mut scene = on_map(&mut cx);
    let second = map_layout(Size::REFERENCE, scene.pack().len(), 0).tiles[1].center();
    assert_eq!(
        click(&mut scene, second, &mut cx),
        GameAction::None,
        "level 2 is locked"
    );
    assert!(scene.on_map());
    assert_eq!(
        scene.event(&InputEvent::key(Key::Enter), &mut cx),
        GameAction::Began
    );
    let play = scene.play().unwrap();
    assert_eq!(play.source().key(), "01-first-steps");
    assert!(scene.state().is_some());

    let status = play_out(&mut scene, &mut cx);
    assert!(matches!(status, LevelStatus::Passed { .. }), "{status:?}");
    assert!(scene.result_shown(), "the passed screen shows");
    assert!(scene.state().is_none() && !scene.worth_keeping());
    let won = progress::won(&cx.records, "01-first-steps");
    assert!(won.stars >= 1 && won.best > 0);
    let stats = cx.records.statistics.mode(ID, TABLE);
    assert_eq!(stats.map(|s| s.played), Some(1));

    // Next (the first button) plays level 2; from its panel, Map; then the map's level 2.
    assert_eq!(
        scene.event(&InputEvent::key(Key::Enter), &mut cx),
        GameAction::Began
    );
    assert_eq!(scene.play().unwrap().source().key(), "02-jelly-centre");
    let map_button = scene.play().unwrap().layout().new_game.center();
    click(&mut scene, map_button, &mut cx);
    assert!(scene.on_map());
    assert_eq!(
        click(&mut scene, second, &mut cx),
        GameAction::Began,
        "level 2 is open"
    );

    // The stars stay with the player.
    let again = crate::testing::standard_services(dir.path());
    assert_eq!(progress::won(&again.records, "01-first-steps"), won);
}

#[test]
fn a_level_in_play_is_kept_and_resumed_with_its_moves() {
    let (_dir, mut cx) = home();
    // Each start deals a fresh board, and a rare one passes the level (10,000 points)
    // with its first move, leaving nothing to keep: then the level starts again.
    let (scene, game) = (0..20)
        .find_map(|_| {
            let mut scene = on_map(&mut cx);
            scene.event(&InputEvent::key(Key::Enter), &mut cx);
            assert!(!scene.worth_keeping(), "no move made yet");
            let hint = scene.play().unwrap().game().hint().unwrap();
            click_cell(&mut scene, hint.a, &mut cx);
            click_cell(&mut scene, hint.b, &mut cx);
            settle(&mut scene, &mut cx, 10.0);
            let game = scene.play().unwrap().game().clone();
            assert_eq!(game.moves_left(), Some(8));
            (game.status() == LevelStatus::Playing).then_some((scene, game))
        })
        .expect("a board that one move does not pass");
    assert!(scene.worth_keeping());

    let resumed = Kind
        .resume(scene.state().unwrap(), &Options::default())
        .unwrap();
    assert!(resumed.worth_keeping());
    assert_eq!(resumed.score(), game.score());
    let state = resumed.state().unwrap();
    let back = read_state(state).unwrap();
    assert_eq!(back.game(), &game);
    assert_eq!(back.title(), "Level 1");

    assert!(
        Kind.resume(toml::Value::Integer(3), &Options::default())
            .is_err()
    );
}

#[test]
fn a_level_dealt_from_a_seed_above_the_toml_integers_is_kept_with_its_seed() {
    let (_dir, mut cx) = home();
    let seed = u64::MAX - 7;
    cx.clock = launcher_kit::services::Clock::counting_seeds_from(seed);
    let mut scene = on_map(&mut cx);
    scene.event(&InputEvent::key(Key::Enter), &mut cx);
    let state = scene.state().expect("the level in play is kept");
    let written = toml::to_string(&state).unwrap();
    assert!(
        written.contains(&format!("seed = \"{seed:016x}\"")),
        "{written}"
    );
    assert_eq!(read_state(state.clone()).unwrap().seed(), Some(seed));

    // A state that kept a small seed as a plain integer still reads.
    let mut table = state.as_table().unwrap().clone();
    table.insert("seed".into(), toml::Value::Integer(42));
    let earlier = read_state(toml::Value::Table(table)).unwrap();
    assert_eq!(earlier.seed(), Some(42));
}

#[test]
fn the_editor_refuses_an_invalid_level_and_saves_a_valid_one_that_then_plays() {
    let (dir, mut cx) = home();
    let mut scene = on_map(&mut cx);
    let editor_button = map_layout(Size::REFERENCE, scene.pack().len(), 0)
        .editor
        .center();
    assert_eq!(click(&mut scene, editor_button, &mut cx), GameAction::Began);
    let layout = scene.editor().expect("the editor shows").layout.clone();
    let jelly = editor_layout::KNOBS
        .iter()
        .position(|k| *k == editor_layout::Knob::Jelly)
        .unwrap();

    // A jelly goal on a board without jelly cannot be saved, and the editor says why.
    click(&mut scene, layout.knobs[jelly].plus.center(), &mut cx);
    click(&mut scene, layout.save.center(), &mut cx);
    let editor = scene.editor().unwrap();
    let message = editor.message().unwrap_or_default();
    assert!(message.starts_with("Cannot save: goal 1"), "{message}");
    assert!(!dir.path().join("levels").exists(), "nothing saved");

    // Paint some jelly (the brush it starts with) with a drag, and save.
    let at = |col| layout.cell_rect(Pos::new(3, col)).center();
    scene.event(&InputEvent::left_down(at(2).x, at(2).y), &mut cx);
    for col in 3..=5 {
        scene.event(&InputEvent::MouseMove { pos: at(col) }, &mut cx);
    }
    scene.event(&InputEvent::left_up(at(5).x, at(5).y), &mut cx);
    assert_eq!(scene.editor().unwrap().problem(), None);
    click(&mut scene, layout.save.center(), &mut cx);
    assert_eq!(
        scene.editor().unwrap().message().as_deref(),
        Some("Saved as my-level")
    );
    let saved = std::fs::read_to_string(dir.path().join("levels/my-level.toml")).unwrap();
    assert!(saved.contains("type = \"jelly\""), "{saved}");

    // The bot measures it on its own thread.
    let started = std::time::Instant::now();
    while *scene.editor().unwrap().measure() == editor::Measure::Running {
        assert!(started.elapsed().as_secs() < 60, "the bot took too long");
        std::thread::sleep(std::time::Duration::from_millis(50));
        scene.update(0.1, &mut cx);
    }
    assert!(matches!(
        scene.editor().unwrap().measure(),
        editor::Measure::Done { .. }
    ));

    // Try plays it at once; its panel leads back to the editor.
    assert_eq!(
        click(&mut scene, layout.try_it.center(), &mut cx),
        GameAction::Began
    );
    let play = scene.play().unwrap();
    assert_eq!(*play.source(), pack::Source::Draft);
    let back = play.layout().new_game.center();
    click(&mut scene, back, &mut cx);
    assert!(scene.editor().is_some());

    // The map lists it under My levels, and it plays from there.
    click(&mut scene, layout.back.center(), &mut cx);
    assert!(scene.on_map());
    let own = map_layout(Size::REFERENCE, scene.pack().len(), 1).own[0].center();
    assert_eq!(click(&mut scene, own, &mut cx), GameAction::Began);
    let play = scene.play().unwrap();
    assert_eq!(*play.source(), pack::Source::Own("my-level".into()));
    assert_eq!(play.game().progress()[0].needed, 4, "four jelly cells");
}

#[test]
fn the_host_keeps_a_level_in_play_and_resumes_it() {
    use launcher_kit::host::GameHost;
    use launcher_kit::scene::Scene;
    let (_dir, mut cx) = home();
    let mut host = GameHost::open(ID, false, &mut cx).unwrap();
    host.update(0.0, &mut cx);
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    let game = host.game().unwrap();
    assert!(game.state().is_some(), "level 1 in play");
    let state = game.state().unwrap();
    let play = read_state(state).unwrap();
    let swap = play.game().hint().unwrap();
    for pos in [swap.a, swap.b] {
        let at = play.layout().cell_rect(pos).center();
        host.event(&InputEvent::left_down(at.x, at.y), &mut cx);
        host.event(&InputEvent::left_up(at.x, at.y), &mut cx);
    }
    for _ in 0..200 {
        host.update(0.05, &mut cx);
    }
    let score = host.game().unwrap().score();
    assert!(host.game().unwrap().worth_keeping());
    host.leave(&mut cx);
    assert!(cx.records.has_saved_game(ID));

    let mut again = GameHost::open(ID, false, &mut cx).unwrap();
    assert!(again.dialog_title().is_some(), "Resume or New game");
    again.event(&InputEvent::key(Key::Enter), &mut cx);
    let resumed = again.game().unwrap();
    assert_eq!(resumed.score(), score);
    let back = read_state(resumed.state().unwrap()).unwrap();
    assert_eq!(back.game().moves_left(), Some(8));
}

/// The level in play in `host`, read back from its state.
fn in_play(host: &launcher_kit::host::GameHost) -> LevelPlay {
    let state = host
        .game()
        .and_then(|g| g.state())
        .expect("a level in play");
    read_state(state).unwrap()
}

/// Makes the hinted move in `host` and lets it play out.
fn hinted_move(host: &mut launcher_kit::host::GameHost, cx: &mut Services) {
    use launcher_kit::scene::Scene;
    let play = in_play(host);
    let swap = play.game().hint().unwrap();
    for pos in [swap.a, swap.b] {
        let at = play.layout().cell_rect(pos).center();
        host.event(&InputEvent::left_down(at.x, at.y), cx);
        host.event(&InputEvent::left_up(at.x, at.y), cx);
    }
    for _ in 0..200 {
        host.update(0.05, cx);
    }
}

/// Pause, then Restart (the pause dialog's second button).
fn restart(host: &mut launcher_kit::host::GameHost, cx: &mut Services) {
    use launcher_kit::scene::Scene;
    host.event(&InputEvent::key(Key::Escape), cx);
    host.update(1.0, cx);
    host.event(&InputEvent::key(Key::Right), cx);
    host.event(&InputEvent::key(Key::Enter), cx);
}

#[test]
fn restart_replays_the_same_level_from_the_same_board_also_after_resuming() {
    use launcher_kit::host::GameHost;
    use launcher_kit::scene::Scene;
    let (_dir, mut cx) = home();
    let mut host = GameHost::open(ID, false, &mut cx).unwrap();
    host.update(0.0, &mut cx);
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    let start = in_play(&host);
    let seed = start.seed().expect("a level started here knows its seed");
    hinted_move(&mut host, &mut cx);
    assert_ne!(
        in_play(&host).game().moves_left(),
        start.game().moves_left()
    );
    restart(&mut host, &mut cx);
    let again = in_play(&host);
    assert_eq!(
        again.source(),
        start.source(),
        "the same level, not the map"
    );
    assert_eq!(again.seed(), Some(seed));
    assert_eq!(again.game().board(), start.game().board());
    assert_eq!(again.game().moves_left(), start.game().moves_left());
    assert_eq!(host.game().unwrap().score(), 0);
    // The same play after a move, kept and resumed: the seed went with the save.
    hinted_move(&mut host, &mut cx);
    host.leave(&mut cx);
    let mut resumed = GameHost::open(ID, false, &mut cx).unwrap();
    resumed.event(&InputEvent::key(Key::Enter), &mut cx);
    assert_eq!(in_play(&resumed).seed(), Some(seed));
    restart(&mut resumed, &mut cx);
    let third = in_play(&resumed);
    assert_eq!(third.game().board(), start.game().board());
    assert_eq!(third.game().moves_left(), start.game().moves_left());
}

/// What `scene` draws, as text.
fn drawn(scene: &LevelsScene, cx: &Services) -> Vec<String> {
    let mut p = launcher_kit::draw::Painter::new(Size::REFERENCE);
    scene.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

/// What a result screen draws, as text.
fn drawn_result(screen: &result::ResultScreen) -> Vec<String> {
    let mut p = launcher_kit::draw::Painter::new(Size::REFERENCE);
    screen.draw(&mut p, Size::REFERENCE);
    p.texts().into_iter().map(String::from).collect()
}

#[test]
fn the_map_a_level_its_results_and_the_editor_are_drawn_in_the_players_language() {
    use launcher_kit::i18n::{Language, set_language};
    use result::{Back, ResultScreen};
    let (_dir, mut cx) = home();
    // Made in English: what is drawn follows the language of the moment.
    let map = on_map(&mut cx);
    let mut level = on_map(&mut cx);
    level.event(&InputEvent::key(Key::Enter), &mut cx);
    let mut editor = on_map(&mut cx);
    let at = map_layout(Size::REFERENCE, editor.pack().len(), 0)
        .editor
        .center();
    click(&mut editor, at, &mut cx);
    let layout = editor.editor().unwrap().layout.clone();
    let jelly = editor_layout::KNOBS
        .iter()
        .position(|k| *k == editor_layout::Knob::Jelly)
        .unwrap();
    click(&mut editor, layout.knobs[jelly].plus.center(), &mut cx);
    click(&mut editor, layout.save.center(), &mut cx);
    let passed = ResultScreen::new(
        play::End::Passed { stars: 2 },
        1200,
        1500,
        true,
        Back::Map,
        Size::REFERENCE,
    );
    let failed = ResultScreen::new(
        play::End::Failed(::match3::level::FailReason::OutOfMoves),
        300,
        0,
        true,
        Back::Editor,
        Size::REFERENCE,
    );
    assert!(drawn(&map, &cx).contains(&"My levels".to_string()));

    let expected: [(Language, [&str; 13], &str); 3] = [
        (
            Language::Russian,
            [
                "Три в ряд: уровни",
                "Мои уровни",
                "Первые шаги",
                "Осталось ходов",
                "Уровень пройден!",
                "Счёт: 1\u{a0}200  ·  рекорд: 1\u{a0}500",
                "Ходы закончились",
                "Редактор уровней",
                "Цель: желе",
                "2 звезды",
                "Фигурные поля, цели, звёзды",
                "Прохождений уровней",
                "Собрано звёзд",
            ],
            "Нельзя сохранить: цель 1:",
        ),
        (
            Language::Polish,
            [
                "Match-3: poziomy",
                "Moje poziomy",
                "Pierwsze kroki",
                "Pozostałe ruchy",
                "Poziom ukończony!",
                "Wynik: 1200  ·  rekord: 1500",
                "Koniec ruchów",
                "Edytor poziomów",
                "Cel: galaretka",
                "2 gwiazdki",
                "Plansze o różnych kształtach, cele, gwiazdki",
                "Przejścia poziomów",
                "Zdobyte gwiazdki",
            ],
            "Nie można zapisać: cel 1:",
        ),
        (
            Language::Chinese,
            [
                "三消闯关",
                "我的关卡",
                "新手上路",
                "剩余步数",
                "过关！",
                "得分：1,200  ·  最高：1,500",
                "步数用完了",
                "关卡编辑器",
                "目标：果冻",
                "2星",
                "异形盘面、过关目标、星级评价",
                "过关次数",
                "获得星数",
            ],
            "无法保存：目标1：",
        ),
    ];
    for (language, wanted, refusal) in expected {
        set_language(language);
        let title = launcher_kit::tr!("common-level-value", level = 1);
        let described = vec![
            launcher_kit::tr!(Kind.title()),
            launcher_kit::tr!(Kind.tagline()),
            Kind.score_tables()[0].name(),
            Kind.figure_name(LEVELS_PASSED),
            Kind.figure_name(STARS_WON),
        ];
        let screens = [
            drawn(&map, &cx),
            drawn(&level, &cx),
            drawn_result(&passed),
            drawn_result(&failed),
            drawn(&editor, &cx),
            described,
        ];
        let all: Vec<&String> = screens.iter().flatten().collect();
        for text in wanted.iter().copied().chain([title.as_str()]) {
            assert!(
                all.iter().any(|t| *t == text),
                "{language:?}: {text:?} not drawn in {all:?}"
            );
        }
        for t in &all {
            assert!(!t.starts_with("levels-"), "{language:?}: a raw key {t:?}");
            for english in ["Moves left", "Level editor", "My levels", "Goals", "Map"] {
                assert_ne!(t.as_str(), english, "{language:?}: English left");
            }
        }
        // The editor's refusal is in the language too.
        assert!(
            screens[4].iter().any(|t| t.starts_with(refusal)),
            "{language:?}: {refusal:?} not drawn in {:?}",
            screens[4]
        );
    }
    set_language(Language::English);
    assert!(drawn(&map, &cx).contains(&"Match-3 Levels".to_string()));
}

#[test]
fn every_text_fits_its_box_in_every_language_window_and_text_size() {
    use launcher_kit::i18n::{Language, set_language};
    let mut problems = Vec::new();
    for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
        let (_dir, mut cx) = home();
        cx.viewport = size;
        let mut map = on_map(&mut cx);
        let mut level = on_map(&mut cx);
        level.event(&InputEvent::key(Key::Enter), &mut cx);
        let mut editor = on_map(&mut cx);
        let at = map_layout(Size::REFERENCE, editor.pack().len(), 0)
            .editor
            .center();
        click(&mut editor, at, &mut cx);
        for scene in [&mut map, &mut level, &mut editor] {
            scene.event(&InputEvent::Resize(size), &mut cx);
        }
        for (language, scale) in Language::ALL.into_iter().flat_map(|l| [(l, 1.0), (l, 1.5)]) {
            set_language(language);
            launcher_kit::draw::fonts::set_text_scale(scale);
            for (name, scene) in [("map", &map), ("level", &level), ("editor", &editor)] {
                let mut p = launcher_kit::draw::Painter::new(size);
                scene.draw(&mut p, &cx);
                for m in launcher_kit::draw::fit::misfits(p.items(), size) {
                    problems.push(format!("{language:?} {name} at {size:?}: {m}"));
                }
            }
        }
        launcher_kit::draw::fonts::set_text_scale(1.0);
        set_language(Language::English);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The bot's play of a level, watched: its first swap shows before it is played, then the
/// rest is skipped; the run is the one the rating counts from that seed, and nothing of it
/// goes into the progress.
#[test]
fn the_watched_bot_plays_the_level_as_it_rates_it_and_counts_nothing() {
    use ::match3::level::simulate;
    let (_dir, mut cx) = home();
    let entry = pack::pack()[0].clone();
    let seed = 0x5eed;
    let rated = simulate::play_level(&entry.level, Bot::Lookahead, seed).unwrap();
    let mut play = play::LevelPlay::by_bot(
        entry.source.clone(),
        entry.level.clone(),
        "Level 1".into(),
        seed,
        Size::REFERENCE,
    )
    .unwrap();
    assert!(play.watching());
    assert_eq!(play.title(), "The bot plays");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while play.board_hint().is_none() {
        play.update(0.01, &mut cx);
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert!(std::time::Instant::now() < deadline, "no swap shown");
    }
    let moves = play.game().moves_left();
    play.update(0.05, &mut cx);
    assert_eq!(
        play.game().moves_left(),
        moves,
        "a swap shows before it is played"
    );
    assert_eq!(
        play.event(&InputEvent::key(Key::Enter), &mut cx),
        play::Request::None
    );
    while play.finished().is_none() {
        play.update(0.05, &mut cx);
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert!(
            std::time::Instant::now() < deadline,
            "the bot never finished"
        );
    }
    assert_eq!(play.game().score(), rated.score);
    assert_eq!(
        matches!(play.game().status(), LevelStatus::Passed { .. }),
        rated.passed
    );
    assert!(!play.worth_keeping());
    assert_eq!(progress::won(&cx.records, &entry.source.key()).stars, 0);
}
