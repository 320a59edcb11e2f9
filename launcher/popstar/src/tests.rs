//! The PopStar scene driven without a window: taps, animations, hints, levels, saves.

use super::*;
use crate::kind::{HIGHEST_LEVEL, LEVELS_PASSED};
use crate::testing::services;
use launcher_kit::draw::Painter;
use launcher_kit::game::{GameAction, GameKind, GameScene, Options};
use launcher_kit::geom::Rect;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::sound::Sfx;
use popstar::{DEFAULT_LEVEL_WORK, Dealer, WorkLimit};
use std::time::{Duration, Instant};

pub(crate) const FRAME: f32 = 1.0 / 60.0;

pub(crate) fn classic() -> PopStarSettings {
    PopStarSettings::default()
}

/// A scene on a board from the plain random dealer (no solver search: quick).
pub(crate) fn scene_with(settings: PopStarSettings, seed: u64) -> PopStarScene {
    let game = Game::with_dealer(seed, mode_of(settings), Dealer::Random);
    let saved = save::Saved {
        level_start: (game.board().clone(), 0),
        origin: (1, 0),
        counts: true,
        game,
        line: Vec::new(),
        reviewed: false,
    };
    PopStarScene::resumed(settings, saved)
}

pub(crate) fn tap(scene: &mut PopStarScene, at: Pos, cx: &mut Services) {
    let c = scene.layout(cx.viewport).cell_center(at);
    scene.event(&InputEvent::left_down(c.x, c.y), cx);
    scene.event(&InputEvent::left_up(c.x, c.y), cx);
}

/// Runs frames until the animations end (at most a simulated minute).
pub(crate) fn settle(scene: &mut PopStarScene, cx: &mut Services) {
    for _ in 0..3600 {
        scene.update(FRAME, cx);
        if !scene.animating() {
            return;
        }
    }
    panic!("animations never ended");
}

/// Runs frames until `done` holds, for at most `secs` seconds of real time.
pub(crate) fn wait_for(
    scene: &mut PopStarScene,
    cx: &mut Services,
    secs: u64,
    done: impl Fn(&PopStarScene) -> bool,
) {
    let end = Instant::now() + Duration::from_secs(secs);
    while !done(scene) {
        assert!(Instant::now() < end, "timed out waiting");
        scene.update(FRAME, cx);
        std::thread::sleep(Duration::from_millis(5));
    }
}

pub(crate) fn texts(scene: &PopStarScene, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

fn first_group(scene: &PopStarScene) -> Vec<Pos> {
    scene.game().unwrap().board().groups().remove(0)
}

/// A star with no same-coloured neighbour, if the board has one.
fn single(scene: &PopStarScene) -> Option<Pos> {
    let board = scene.game().unwrap().board();
    board
        .grid()
        .iter()
        .map(|(p, _)| p)
        .find(|&p| matches!(board.clone().pop(p), Err(MoveError::Single(_))))
}

#[test]
fn a_tap_highlights_the_group_with_its_worth_and_a_second_tap_pops_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = scene_with(classic(), 11);
    settle(&mut scene, &mut cx);
    let group = first_group(&scene);
    let n = group.len() as u32;
    tap(&mut scene, group[0], &mut cx);
    let sel = scene.selection().unwrap();
    assert_eq!(sel.tiles.len(), group.len());
    assert_eq!(sel.points, 5 * n * n);
    let label = format!("{n} tiles = {} points", 5 * n * n);
    assert!(texts(&scene, &cx).contains(&label), "{label}");
    assert_eq!(
        scene.game().unwrap().score(),
        0,
        "the first tap only selects"
    );
    assert_eq!(cx.take_sounds(), vec![Sfx::Select]);

    tap(&mut scene, group[group.len() - 1], &mut cx);
    assert!(scene.selection().is_none());
    assert_eq!(scene.game().unwrap().score(), 5 * n * n);
    assert_eq!(cx.take_sounds(), vec![Sfx::pop(group.len())]);
    assert!(scene.animating());
    // The shown score counts up with the bursts, then matches the game's.
    scene.update(FRAME, &mut cx);
    assert!(scene.shown_score() < 5 * n * n);
    settle(&mut scene, &mut cx);
    assert_eq!(scene.shown_score(), 5 * n * n);
    assert_eq!(
        scene.show.view,
        BoardView::of(scene.game().unwrap().board()),
        "after the animations the view is the engine's board"
    );
}

#[test]
fn single_stars_shake_and_taps_elsewhere_deselect() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = (1..50)
        .map(|seed| scene_with(classic(), seed))
        .find(|s| single(s).is_some())
        .unwrap();
    let lone = single(&scene).unwrap();
    tap(&mut scene, lone, &mut cx);
    assert!(scene.selection().is_none());
    assert!(scene.marks.shake.is_some());
    assert_eq!(cx.take_sounds(), vec![Sfx::Invalid]);
    scene.update(SHAKE_TIME + 0.1, &mut cx);
    assert!(scene.marks.shake.is_none());

    let groups = scene.game().unwrap().board().groups();
    tap(&mut scene, groups[0][0], &mut cx);
    tap(&mut scene, groups[1][0], &mut cx);
    assert_eq!(
        scene.selection().unwrap().tiles.len(),
        groups[1].len(),
        "tapping another group moves the highlight"
    );
    // A tap beside the board (not on a button) clears it.
    scene.event(&InputEvent::left_down(2.0, 700.0), &mut cx);
    assert!(scene.selection().is_none());
    assert_eq!(scene.game().unwrap().score(), 0);
}

#[test]
fn single_tap_pops_at_once_and_a_tap_during_the_pop_finishes_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let settings = PopStarSettings {
        single_tap: true,
        ..classic()
    };
    let mut scene = scene_with(settings, 5);
    let groups = scene.game().unwrap().board().groups();
    tap(&mut scene, groups[0][0], &mut cx);
    let after_one = scene.game().unwrap().score();
    assert!(after_one > 0);
    assert!(scene.animating());
    // The player is ahead of the animation: it ends at once and the tap pops.
    let next = first_group(&scene);
    tap(&mut scene, next[0], &mut cx);
    assert!(scene.game().unwrap().score() > after_one);
    assert_eq!(
        scene.shown_score(),
        after_one,
        "the first pop is counted in full"
    );
}

#[test]
fn a_hint_is_computed_without_blocking_and_shows_a_legal_group() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = scene_with(classic(), 3);
    let started = Instant::now();
    scene.event(&InputEvent::key(Key::Char('h')), &mut cx);
    scene.update(FRAME, &mut cx);
    assert!(
        started.elapsed() < Duration::from_millis(200),
        "asking for a hint must not wait for the solver"
    );
    assert!(scene.hint_pending() || scene.hint().is_some());
    assert!(texts(&scene, &cx).iter().any(|t| t == "Thinking…") || scene.hint().is_some());
    wait_for(&mut scene, &mut cx, 60, |s| !s.hint_pending());
    let hint = scene.hint().unwrap();
    assert!(hint.tiles.len() >= 2);
    let mut board = scene.game().unwrap().board().clone();
    assert_eq!(board.pop(hint.tiles[0]).unwrap().points, hint.points);
}

#[test]
fn leaving_while_a_hint_is_computed_stops_it() {
    let mut scene = scene_with(classic(), 8);
    scene.request_hint();
    let job = scene.jobs.hint.take().unwrap();
    let flag = std::sync::Arc::clone(job.stop_flag());
    drop(job);
    assert!(flag.load(std::sync::atomic::Ordering::Relaxed));
}

/// Plays the solver's line through the scene, tapping twice per move.
pub(crate) fn play_line(scene: &mut PopStarScene, cx: &mut Services, work: u64) {
    let board = scene.game().unwrap().board().clone();
    let line = popstar::solve(&board, &mut WorkLimit::new(work));
    for at in line.moves {
        tap(scene, at, cx);
        tap(scene, at, cx);
        settle(scene, cx);
    }
}

#[test]
fn a_passed_level_shows_bonus_and_par_then_deals_the_next_level() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = PopStarScene::new(classic(), RuledId::from(popstar::id::GameId::new(21)));
    assert_eq!(scene.phase(), Phase::Dealing);
    assert!(texts(&scene, &cx).contains(&"Dealing level 1…".to_string()));
    wait_for(&mut scene, &mut cx, 60, |s| s.phase() == Phase::Playing);
    settle(&mut scene, &mut cx);
    // The dealer's own line (same solver, same work) passes the level.
    play_line(&mut scene, &mut cx, DEFAULT_LEVEL_WORK);
    assert_eq!(scene.phase(), Phase::Passed);
    assert!(cx.take_sounds().contains(&Sfx::LevelUp));
    let score = scene.game().unwrap().score();
    assert_eq!(scene.shown_score(), score);
    let shown = texts(&scene, &cx);
    assert!(shown.contains(&"Level 1 passed!".to_string()), "{shown:?}");
    assert!(shown.iter().any(|t| t.starts_with("Bonus +")), "{shown:?}");
    wait_for(&mut scene, &mut cx, 60, |s| s.par().is_some());
    let shown = texts(&scene, &cx);
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("Par for this board: ") && !t.ends_with('…')),
        "{shown:?}"
    );
    assert!(scene.outcome().is_none());

    scene.event(&InputEvent::key(Key::Enter), &mut cx);
    wait_for(&mut scene, &mut cx, 60, |s| s.phase() == Phase::Playing);
    let game = scene.game().unwrap();
    assert_eq!(
        (game.level(), game.score(), game.target()),
        (2, score, 3000)
    );
    assert!(scene.animating(), "the new board drops in");
    assert!(texts(&scene, &cx).contains(&"Level 2".to_string()));
    settle(&mut scene, &mut cx);
    assert_eq!(
        scene.show.view,
        BoardView::of(scene.game().unwrap().board())
    );
}

/// Plays smallest groups first until the board is over: few points and many stars left,
/// so the level is lost. Tries seeds until one loses (almost every one does).
/// Pops the smallest group until the board is finished.
fn play_out(scene: &mut PopStarScene, cx: &mut Services) {
    while let Some(small) = scene
        .game()
        .unwrap()
        .board()
        .groups()
        .into_iter()
        .min_by_key(Vec::len)
    {
        tap(scene, small[0], cx);
        tap(scene, small[0], cx);
        settle(scene, cx);
    }
}

fn lost_game(settings: PopStarSettings, cx: &mut Services) -> PopStarScene {
    (1..40)
        .map(|seed| {
            let mut scene = scene_with(settings, seed);
            play_out(&mut scene, cx);
            scene
        })
        .find(|s| s.phase() == Phase::Over)
        .unwrap()
}

#[test]
fn a_board_below_the_target_ends_the_game_with_its_score() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let scene = lost_game(classic(), &mut cx);
    let outcome = scene.outcome().unwrap();
    assert_eq!(outcome.headline, "Game over");
    assert!(
        outcome.detail.starts_with("Level 1 reached"),
        "{}",
        outcome.detail
    );
    assert_eq!(
        outcome.score,
        Some(u64::from(scene.game().unwrap().score()))
    );
    assert!(cx.take_sounds().contains(&Sfx::GameOver));
    assert!(!scene.worth_keeping(), "a finished game is not kept");
    assert!(!scene.undo_allowed(), "classic games have no undo");
}

/// The host around a PopStar game with `settings`, its first board dealt.
fn hosted(
    settings: PopStarSettings,
    dir: &std::path::Path,
) -> (Services, launcher_kit::host::GameHost) {
    let mut cx = crate::testing::standard_services(dir);
    cx.set_options(ID, &Options::from_typed(&settings::options(), &settings));
    let mut host = launcher_kit::host::GameHost::open(crate::ID, false, &mut cx).unwrap();
    let end = Instant::now() + Duration::from_secs(20);
    while host.game().and_then(|g| g.state()).is_none() {
        assert!(Instant::now() < end, "the first board was never dealt");
        launcher_kit::scene::Scene::update(&mut host, FRAME, &mut cx);
        std::thread::sleep(Duration::from_millis(5));
    }
    (cx, host)
}

/// The engine's game inside the hosted game's state.
fn hosted_game(host: &launcher_kit::host::GameHost) -> Game {
    save::read(host.game().unwrap().state().unwrap())
        .unwrap()
        .game
}

#[test]
fn practice_mode_undoes_and_redoes_moves_through_the_host() {
    use launcher_kit::scene::Scene;
    let dir = tempfile::tempdir().unwrap();
    let settings = PopStarSettings {
        practice: true,
        ..classic()
    };
    let (mut cx, mut host) = hosted(settings, dir.path());
    // The first board drops in before it takes taps.
    for _ in 0..300 {
        host.update(FRAME, &mut cx);
    }
    let before = hosted_game(&host);
    let at = before.board().groups().remove(0)[0];
    let c = layout(cx.viewport).cell_center(at);
    for _ in 0..2 {
        host.event(&InputEvent::left_down(c.x, c.y), &mut cx);
        host.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    }
    let after = hosted_game(&host);
    assert!(after.score() > 0);
    assert_eq!(host.can_undo_redo(), (true, false));
    host.event(&InputEvent::key(Key::Char('u')), &mut cx);
    assert_eq!(hosted_game(&host).board(), before.board());
    assert_eq!(host.game().unwrap().score(), 0);
    assert_eq!(host.can_undo_redo(), (false, true));
    host.event(&InputEvent::key(Key::Char('r')), &mut cx);
    assert_eq!(hosted_game(&host).board(), after.board());

    let over = lost_game(settings, &mut cx);
    assert_eq!(over.outcome().unwrap().score, None, "practice never counts");
}

#[test]
fn classic_mode_has_no_undo() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = scene_with(classic(), 9);
    assert!(!texts(&scene, &cx).contains(&"Undo".to_string()));
    let group = first_group(&scene);
    tap(&mut scene, group[0], &mut cx);
    tap(&mut scene, group[0], &mut cx);
    settle(&mut scene, &mut cx);
    assert!(!scene.undo_allowed());
    assert_eq!(
        scene.event(&InputEvent::key(Key::Backspace), &mut cx),
        GameAction::None
    );
}

#[test]
fn the_pause_button_asks_the_host_and_pausing_stops_moves() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = scene_with(classic(), 2);
    let l = layout(cx.viewport);
    let c = l.undo.center();
    scene.event(&InputEvent::left_down(c.x, c.y), &mut cx);
    let action = scene.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    assert_eq!(
        action,
        GameAction::Pause,
        "in classic mode Pause sits second"
    );
    scene.set_paused(true);
    let group = first_group(&scene);
    tap(&mut scene, group[0], &mut cx);
    tap(&mut scene, group[0], &mut cx);
    assert_eq!(scene.game().unwrap().score(), 0);
    scene.set_paused(false);
    tap(&mut scene, group[0], &mut cx);
    tap(&mut scene, group[0], &mut cx);
    assert!(scene.game().unwrap().score() > 0);
}

#[test]
fn a_saved_game_resumes_on_the_same_board_and_score() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = scene_with(classic(), 13);
    let group = first_group(&scene);
    tap(&mut scene, group[0], &mut cx);
    tap(&mut scene, group[0], &mut cx);
    let state = scene.state().unwrap();
    let resumed = Kind.resume(state, &cx.options(ID)).unwrap();
    assert_eq!(resumed.score(), scene.score());
    let mut p = Painter::new(cx.viewport);
    resumed.draw(&mut p, &cx);
    assert!(p.texts().contains(&scene.score().to_string().as_str()));
    assert!(
        Kind.resume(toml::Value::Table(toml::Table::new()), &cx.options(ID))
            .is_err()
    );
}

#[test]
fn the_scene_draws_at_other_window_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let scene = scene_with(classic(), 1);
    for size in [
        launcher_kit::geom::Size::new(1280.0, 720.0),
        launcher_kit::geom::Size::new(500.0, 800.0),
    ] {
        cx.viewport = size;
        let shown = texts(&scene, &cx);
        for word in ["LEVEL", "TARGET", "SCORE", "Hint", "Pause"] {
            assert!(shown.contains(&word.to_string()), "{size:?}: {shown:?}");
        }
    }
}

#[test]
fn a_group_is_popped_with_keys_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = scene_with(classic(), 9);
    settle(&mut scene, &mut cx);
    let at = first_group(&scene)[0];
    // The cursor starts at the bottom-left corner; the first arrow only shows it.
    let key = |scene: &mut PopStarScene, k: Key, cx: &mut Services| {
        scene.event(&InputEvent::key(k), cx);
    };
    key(&mut scene, Key::Up, &mut cx);
    for _ in at.row..SIDE - 1 {
        key(&mut scene, Key::Up, &mut cx);
    }
    for _ in 0..at.col {
        key(&mut scene, Key::Right, &mut cx);
    }
    key(&mut scene, Key::Enter, &mut cx);
    assert!(scene.selection().is_some_and(|s| s.tiles.contains(&at)));
    key(&mut scene, Key::Space, &mut cx);
    assert!(scene.game().unwrap().score() > 0, "popped");
}

#[test]
fn retry_restores_the_level_and_the_score_it_began_with_and_counts_no_more() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = lost_game(classic(), &mut cx);
    let (board, score) = scene.start.board.clone().unwrap();
    assert_eq!(scene.end_choice().as_deref(), Some("Retry level 1"));
    assert!(
        scene.outcome().unwrap().score.is_some(),
        "a first game counts"
    );
    assert_eq!(scene.take_end_choice(&mut cx), GameAction::Began);
    settle(&mut scene, &mut cx);
    let game = scene.game().unwrap();
    assert_eq!((game.board(), game.score()), (&board, score));
    assert_eq!(scene.phase(), Phase::Playing);
    assert_eq!(scene.end_choice(), None);
    let saved = save::read(scene.state().unwrap()).unwrap();
    assert!(!saved.counts, "kept through saves");
    // Played to its end again, it counts in the statistics only.
    play_out(&mut scene, &mut cx);
    let outcome = scene.outcome().unwrap();
    assert_eq!(outcome.score, None);
    assert!(outcome.result.is_some());
}

#[test]
fn the_level_select_starts_a_reached_level_with_its_first_score() {
    use launcher_kit::scene::Scene;
    let dir = tempfile::tempdir().unwrap();
    let (mut cx, mut host) = hosted(classic(), dir.path());
    assert!(
        !texts_of(&host, &cx).contains(&"Levels".to_string()),
        "one level reached"
    );
    progress::note(&mut cx, 2, 1234);
    host.update(FRAME, &mut cx);
    assert!(texts_of(&host, &cx).contains(&"Levels".to_string()));
    host.event(&InputEvent::key(Key::Char('l')), &mut cx);
    assert!(texts_of(&host, &cx).contains(&"Choose a level".to_string()));
    // The picker opens on the highest level.
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    let id = host.game_id().unwrap();
    assert!(id.starts_with("popstar:2-1234:"), "{id}");
    let end = Instant::now() + Duration::from_secs(20);
    while host.game().and_then(|g| g.state()).is_none() {
        assert!(Instant::now() < end, "the level was never dealt");
        host.update(FRAME, &mut cx);
        std::thread::sleep(Duration::from_millis(5));
    }
    let game = hosted_game(&host);
    assert_eq!((game.level(), game.score()), (2, 1234));
}

#[test]
fn par_before_playing_shows_in_the_target_chip() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let settings = PopStarSettings {
        par_first: true,
        ..classic()
    };
    let mut scene = PopStarScene::new(settings, RuledId::from(popstar::id::GameId::new(4)));
    wait_for(&mut scene, &mut cx, 60, |s| s.par().is_some());
    let par = scene.par().unwrap();
    assert!(
        texts(&scene, &cx).contains(&format!("TARGET · PAR {}", launcher_kit::i18n::number(par)))
    );
}

fn texts_of(host: &launcher_kit::host::GameHost, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    launcher_kit::scene::Scene::draw(host, &mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

/// Plays the game's moments in `language` and hands each to `look`: the first board being
/// dealt, a level's banner, a highlighted group, a level played to its pass frame by frame
/// (target reached, bonus counted, the par, the next level dealt), practice with a hint being
/// thought of, and a lost game, which it returns.
fn play_through(
    language: launcher_kit::i18n::Language,
    cx: &mut Services,
    look: &mut dyn FnMut(&PopStarScene, &mut Services),
) -> PopStarScene {
    // After loading the services, which apply the language of the settings.
    launcher_kit::i18n::set_language(language);
    let settings = PopStarSettings {
        par_first: true,
        ..classic()
    };
    let mut scene = PopStarScene::new(settings, RuledId::from(popstar::id::GameId::new(21)));
    look(&scene, cx);
    wait_for(&mut scene, cx, 60, |s| s.phase() == Phase::Playing);
    look(&scene, cx);
    wait_for(&mut scene, cx, 60, |s| s.par().is_some());
    settle(&mut scene, cx);
    let group = first_group(&scene);
    tap(&mut scene, group[0], cx);
    look(&scene, cx);
    // The dealer's own line passes the level.
    let board = scene.game().unwrap().board().clone();
    let line = popstar::solve(&board, &mut WorkLimit::new(DEFAULT_LEVEL_WORK));
    for at in line.moves {
        tap(&mut scene, at, cx);
        tap(&mut scene, at, cx);
        while scene.animating() {
            scene.update(FRAME, cx);
            look(&scene, cx);
        }
    }
    assert_eq!(scene.phase(), Phase::Passed);
    look(&scene, cx);
    wait_for(&mut scene, cx, 60, |s| s.par().is_some());
    look(&scene, cx);
    scene.event(&InputEvent::key(Key::Enter), cx);
    look(&scene, cx);

    let mut practice = scene_with(
        PopStarSettings {
            practice: true,
            ..classic()
        },
        11,
    );
    settle(&mut practice, cx);
    practice.request_hint();
    look(&practice, cx);

    let lost = lost_game(classic(), cx);
    look(&lost, cx);
    lost
}

/// The level select as the scene opens it for a window of `size`, drawn.
fn picker_drawn(size: launcher_kit::geom::Size) -> Painter {
    let l = layout(size);
    let area = Rect::centered(l.board.center(), l.board.w * 0.92, l.board.h * 0.8);
    let picker = picker::Picker::new(&[0, 1200, 3100], area, l.scale);
    let mut p = Painter::new(size);
    picker.draw(
        &mut p,
        l.scale,
        &launcher_kit::ui::theme::Fonts::for_size(size),
    );
    p
}

/// What the game shows in `language`: every moment of [`play_through`], the lost game's
/// end screen, the level select, the options, the score tables, the statistics' figures
/// and the menu card's lines.
fn everything_shown(language: launcher_kit::i18n::Language) -> std::collections::BTreeSet<String> {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut shown = std::collections::BTreeSet::new();
    let lost = play_through(language, &mut cx, &mut |scene, cx| {
        shown.extend(texts(scene, cx));
    });
    let outcome = lost.outcome().unwrap();
    shown.extend([outcome.headline, outcome.detail]);
    shown.extend(lost.end_choice());
    shown.extend(
        picker_drawn(cx.viewport)
            .texts()
            .into_iter()
            .map(String::from),
    );

    let all = settings::options();
    let options = Options::new(&all, &toml::Table::new());
    for o in &all {
        shown.insert(launcher_kit::tr!(o.label));
        shown.insert(options.text(o));
    }
    shown.extend(Kind.score_tables().iter().map(|t| t.name()));
    shown.insert(Kind.figure_name(HIGHEST_LEVEL));
    shown.insert(Kind.figure_name(LEVELS_PASSED));
    shown.insert(launcher_kit::tr!(Kind.title()));
    shown.insert(launcher_kit::tr!(Kind.tagline()));
    shown
}

#[test]
fn the_game_reads_in_russian_and_chinese() {
    use launcher_kit::i18n::{Language, set_language};
    for (language, known) in [
        (
            Language::Russian,
            [
                "Готовим уровень 1…",
                "Уровень 1",
                "Цель: 1\u{a0}000",
                "Цель достигнута!",
                "УРОВЕНЬ",
                "СЧЁТ",
                "Уровень 1 пройден!",
                "Тренировка",
                "Выберите уровень",
                "Переиграть уровень 1",
                "Уровни",
                "Пройдено уровней",
            ],
        ),
        (
            Language::Chinese,
            [
                "正在生成第1关……",
                "第1关",
                "目标分：1,000",
                "达成目标分！",
                "关卡",
                "得分",
                "第1关过关！",
                "练习模式",
                "选择关卡",
                "重玩第1关",
                "消灭星星",
                "过关次数",
            ],
        ),
    ] {
        let shown = everything_shown(language);
        set_language(Language::English);
        for text in known {
            assert!(
                shown.contains(text),
                "{language:?}: {text} missing from {shown:?}"
            );
        }
        let raw: Vec<&String> = shown
            .iter()
            .filter(|t| t.starts_with("popstar-") || t.starts_with("common-"))
            .collect();
        assert!(raw.is_empty(), "{language:?}: keys shown as text: {raw:?}");
        for lead in ["Бонус ", "ЦЕЛЬ · ОРИЕНТИР ", "Ориентир для поля: "]
            .into_iter()
            .filter(|_| language == Language::Russian)
            .chain(
                ["奖励", "目标分 · 参考分", "本关参考分："]
                    .into_iter()
                    .filter(|_| language == Language::Chinese),
            )
        {
            assert!(
                shown.iter().any(|t| t.starts_with(lead)),
                "{language:?}: nothing starts with {lead} in {shown:?}"
            );
        }
    }
}

/// Every text of the scene fits its box in every language from the smallest window up, in
/// portrait too, at every moment of [`play_through`] and in the level select.
#[test]
fn every_text_fits_in_every_language_and_window() {
    every_text_fits_at(1.0);
}

/// The same with the largest text size.
#[test]
fn every_text_fits_at_the_largest_text_size() {
    every_text_fits_at(1.5);
}

fn every_text_fits_at(text_scale: f32) {
    use launcher_kit::geom::Size;
    use launcher_kit::i18n::{Language, set_language};
    let sizes = [
        Size::new(480.0, 360.0),
        Size::REFERENCE,
        Size::new(480.0, 640.0),
        Size::new(600.0, 900.0),
    ];
    let mut problems = std::collections::BTreeSet::new();
    let mut check = |p: &Painter, size: Size, language: Language| {
        for t in p.items().iter().filter_map(|i| match i {
            launcher_kit::draw::Primitive::Text(t) => Some(t),
            _ => None,
        }) {
            // The point bursts belong to the effects, which place them freely.
            let burst = t.text.starts_with('+') || t.text.starts_with('\u{2212}');
            if let Some(why) = launcher_kit::draw::fit::misfit(t, size).filter(|_| !burst) {
                problems.insert(format!("{language:?} {size:?}: {why}"));
            }
        }
    };
    for language in Language::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        launcher_kit::ui::theme::set_text_scale(text_scale);
        play_through(language, &mut cx, &mut |scene, cx| {
            let was = cx.viewport;
            for size in sizes {
                cx.viewport = size;
                let mut p = Painter::new(size);
                scene.draw(&mut p, cx);
                check(&p, size, language);
            }
            cx.viewport = was;
        });
        for size in sizes {
            let picker = picker_drawn(size);
            assert_eq!(launcher_kit::ui::theme::text_scale(), text_scale);
            check(&picker, size, language);
        }
        set_language(Language::English);
    }
    let problems: Vec<String> = problems.into_iter().collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
