//! SameGame in the PopStar scene, driven without a window: IDs, the smallest group, the
//! end of a board, its tables and its saves.

use crate::tests::{settle, tap, texts, wait_for};
use crate::{Kind, Phase, PopStarScene, PopStarSettings, Variant, save, settings};
use launcher_kit::game::{GameKind, GameScene, Options};
use launcher_kit::geom::Size;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use popstar::id::RuledId;
use popstar::{Dealer, Game, Mode, MoveError, Rules, WorkLimit};

/// A scene on the SameGame board `id` fixes, at rest.
fn samegame(id: &str, practice: bool) -> PopStarScene {
    let id: RuledId = id.parse().unwrap();
    let mode = if practice {
        Mode::Practice
    } else {
        Mode::Classic
    };
    let game = Game::with_rules(id, mode, Dealer::Random);
    let settings = PopStarSettings {
        practice,
        ..PopStarSettings::default().with_rules(&id.rules)
    };
    PopStarScene::resumed(
        settings,
        save::Saved {
            level_start: (game.board().clone(), 0),
            origin: (1, 0),
            counts: true,
            game,
            line: Vec::new(),
            reviewed: false,
        },
    )
}

/// Pops every move of the solver's line through the scene, two taps a move.
fn play_out(scene: &mut PopStarScene, cx: &mut Services) {
    let rules = *scene.rules();
    let board = scene.game().unwrap().board().clone();
    let line = popstar::Solver::for_rules(rules).solve(&board, &mut WorkLimit::new(20_000));
    for at in line.moves {
        tap(scene, at, cx);
        tap(scene, at, cx);
        settle(scene, cx);
    }
}

#[test]
fn a_samegame_id_opens_its_rules_and_gives_its_id_back() {
    let dir = tempfile::tempdir().unwrap();
    let cx = crate::testing::standard_services(dir.path());
    let opened = Kind
        .open_id("popstar:sg8x12c3m3:5eed", &cx.options(crate::ID))
        .unwrap();
    let settings = PopStarSettings::from_options(&opened.options);
    assert_eq!(settings.variant, Variant::Samegame);
    assert_eq!(settings.rules().to_string(), "sg8x12c3m3");
    assert_eq!(opened.seed, 0x5eed);
    assert_eq!(
        opened.game.game_id(opened.seed).as_deref(),
        Some("popstar:sg8x12c3m3:5eed")
    );
    assert_eq!(opened.game.mode_key(), "sg8x12c3m3");
    // A new game from those options deals a board of that size.
    let mut scene = Kind.new_game(&opened.options, 7);
    let mut cx = crate::testing::services(dir.path());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while scene.state().is_none() {
        assert!(std::time::Instant::now() < deadline, "the board was dealt");
        scene.update(1.0 / 60.0, &mut cx);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let state = scene.state().unwrap();
    let saved = save::read(state).unwrap();
    assert_eq!(
        (saved.game.board().width(), saved.game.board().height()),
        (8, 12)
    );
    let bad = Kind.open_id("popstar:sg21x8c3m2:1", &cx.options(crate::ID));
    assert!(bad.err().unwrap().contains("width 21"));
}

#[test]
fn with_groups_of_three_a_pair_shakes_like_a_single_star() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::services(dir.path());
    let (mut scene, pair) = (1..200)
        .find_map(|seed| {
            let scene = samegame(&format!("popstar:sg10x10c5m3:{seed:x}"), false);
            let board = scene.game().unwrap().board().clone();
            let pair = board.groups().into_iter().find(|g| g.len() == 2)?;
            Some((scene, pair[0]))
        })
        .unwrap();
    assert!(matches!(
        scene
            .game()
            .unwrap()
            .board()
            .clone()
            .pop_for(pair, scene.rules()),
        Err(MoveError::TooSmall {
            size: 2,
            min: 3,
            ..
        })
    ));
    tap(&mut scene, pair, &mut cx);
    assert!(scene.selection().is_none());
    assert!(scene.marks.shake.is_some());
    assert_eq!(cx.take_sounds(), vec![Sfx::Invalid]);
}

#[test]
fn a_samegame_board_plays_to_its_end_with_its_scores_and_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::services(dir.path());
    let mut scene = samegame("popstar:sg8x8c3m2:5eed", false);
    let (group, n) = {
        let board = scene.game().unwrap().board();
        let group = board.groups().into_iter().max_by_key(Vec::len).unwrap();
        let n = group.len() as u32;
        (group, n)
    };
    tap(&mut scene, group[0], &mut cx);
    let worth = (n - 2) * (n - 2);
    assert_eq!(scene.selection().unwrap().points, worth);
    assert!(
        texts(&scene, &cx).contains(&format!("{n} tiles = {worth} points")),
        "{:?}",
        texts(&scene, &cx)
    );
    // The chips: the board's size and the stars left, no level or target.
    let shown = texts(&scene, &cx);
    assert!(shown.contains(&"8×8".to_string()), "{shown:?}");
    assert!(shown.contains(&"64".to_string()), "{shown:?}");
    assert!(!shown.iter().any(|t| t == "LEVEL"), "{shown:?}");
    play_out(&mut scene, &mut cx);
    assert_eq!(scene.phase(), Phase::Over);
    let game = scene.game().unwrap();
    let left = game.board().stars();
    let outcome = scene.outcome().unwrap();
    assert_eq!(outcome.score, Some(u64::from(game.score())));
    assert!(
        outcome
            .detail
            .contains(&launcher_kit::i18n::number(game.score()))
    );
    let bonus = if left == 0 { 1000 } else { 0 };
    assert_eq!(
        scene.shown_score(),
        game.score(),
        "the bonus {bonus} was counted"
    );
    assert_eq!(scene.mode_key(), "sg8x8c3m2");
    assert_eq!(
        Kind.table_label("sg8x8c3m2").as_deref(),
        Some("SameGame 8×8, 3 colours")
    );
    assert_eq!(
        Kind.table_label("sg8x8c3m3-practice").as_deref(),
        Some("SameGame 8×8, 3 colours, groups of 3+ · Practice")
    );
    assert_eq!(Kind.table_label("levels"), None);
    assert_eq!(scene.end_choice().as_deref(), Some("Replay board"));
}

#[test]
fn practice_samegame_undoes_and_keeps_no_high_score() {
    let mut scene = samegame("popstar:sg6x6c2m2:3", true);
    assert!(scene.undo_allowed());
    assert_eq!(scene.mode_key(), "sg6x6c2m2-practice");
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::services(dir.path());
    play_out(&mut scene, &mut cx);
    assert_eq!(scene.outcome().unwrap().score, None);
}

#[test]
fn hint_and_par_come_from_the_solver_for_the_board_s_rules() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::services(dir.path());
    let mut scene = samegame("popstar:sg12x12c4m2:9", false);
    scene.event(&InputEvent::key(Key::Char('h')), &mut cx);
    wait_for(&mut scene, &mut cx, 60, |s| !s.hint_pending());
    let hint = scene.hint().unwrap().clone();
    let board = scene.game().unwrap().board().clone();
    assert!(board.groups_for(scene.rules()).iter().any(|g| {
        let mut g = g.clone();
        let mut h = hint.tiles.clone();
        g.sort();
        h.sort();
        g == h
    }));
    scene.start_par();
    wait_for(&mut scene, &mut cx, 60, |s| s.par().is_some());
    assert!(scene.par().unwrap() > 0);
}

#[test]
fn every_samegame_text_fits_at_both_window_sizes_in_every_language() {
    use launcher_kit::draw::Painter;
    use launcher_kit::i18n::{Language, set_language};
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::services(dir.path());
    let mut problems = Vec::new();
    for (id, text_scale) in [
        ("popstar:sg15x15c5m2:1", 1.0),
        ("popstar:sg20x5c8m3:2", 1.0),
        ("popstar:sg5x20c6m2:3", 1.0),
        ("popstar:sg15x15c5m2:1", 1.5),
        ("popstar:sg5x20c6m2:3", 1.5),
    ] {
        launcher_kit::ui::theme::set_text_scale(text_scale);
        for language in Language::ALL {
            set_language(language);
            let mut scene = samegame(id, language == Language::Polish);
            // The par in the chip, as "Par before playing" shows it.
            scene.settings.par_first = true;
            scene.marks.par = Some(12_345);
            let board = scene.game().unwrap().board().clone();
            let group = board.groups_for(scene.rules()).remove(0);
            for step in 0..2 {
                for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
                    cx.viewport = size;
                    let l = scene.layout(size);
                    assert!(l.board.right() <= size.w && l.board.bottom() <= size.h);
                    let mut p = Painter::new(size);
                    scene.draw(&mut p, &cx);
                    for t in p.items().iter().filter_map(|i| match i {
                        launcher_kit::draw::Primitive::Text(t) => Some(t),
                        _ => None,
                    }) {
                        if let Some(why) = launcher_kit::draw::fit::misfit(t, size) {
                            problems
                                .push(format!("{id} {language:?} {size:?} ×{text_scale}: {why}"));
                        }
                    }
                }
                if step == 0 {
                    cx.viewport = Size::REFERENCE;
                    tap(&mut scene, group[0], &mut cx);
                }
            }
            let texts = [
                Kind.table_label(&scene.mode_key()),
                scene.end_choice(),
                Some(launcher_kit::tr!("popstar-samegame-cleared")),
            ];
            assert!(texts.iter().flatten().all(|t| !t.starts_with("popstar-")));
        }
    }
    set_language(Language::English);
    launcher_kit::ui::theme::set_text_scale(1.0);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let options = Options::new(&settings::options(), &toml::Table::new());
    assert_eq!(
        PopStarSettings::from_options(&options).rules(),
        Rules::POPSTAR
    );
}

#[test]
fn a_finished_samegame_board_enters_its_rule_set_s_table_and_statistics() {
    use launcher_kit::scene::Scene;
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    let settings = PopStarSettings {
        variant: Variant::Samegame,
        width: 6,
        height: 6,
        colours: 2,
        single_tap: true,
        ..PopStarSettings::default()
    };
    cx.set_options(
        crate::ID,
        &Options::from_typed(&settings::options(), &settings),
    );
    let mut host = launcher_kit::host::GameHost::open(crate::ID, false, &mut cx).unwrap();
    let frame = 1.0 / 60.0;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        assert!(
            std::time::Instant::now() < deadline,
            "the board never ended"
        );
        host.update(frame, &mut cx);
        let Some(state) = host.game().and_then(|g| g.state()) else {
            continue;
        };
        let game = save::read(state).unwrap().game;
        if game.status() != popstar::Status::Playing {
            if host.game().is_some_and(|g| g.outcome().is_some()) {
                break;
            }
            continue;
        }
        assert_eq!(game.rules().to_string(), "sg6x6c2m2");
        let at = game.board().groups_for(game.rules())[0][0];
        let c = crate::layout_for(cx.viewport, 6, 6).cell_center(at);
        host.event(&InputEvent::left_down(c.x, c.y), &mut cx);
        host.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    }
    for _ in 0..10 {
        host.update(frame, &mut cx);
    }
    assert_eq!(cx.records.statistics.modes_of(crate::ID), ["sg6x6c2m2"]);
    assert_eq!(cx.records.scores.table(crate::ID, "sg6x6c2m2").len(), 1);
}
