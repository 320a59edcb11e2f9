//! The scene driven by input events and time, without a window.

use super::computer::Purpose;
use super::panel::remembered_names;
use super::settings::Side as SettingsSide;
use super::*;
use crate::testing::services;
use grid_core::SeededRng;
use launcher_kit::draw::Painter;
use launcher_kit::game::GameAction;
use launcher_kit::host::GameHost;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Scene;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use reversi::Event;
use std::time::{Duration, Instant};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Who plays, with the computer at the level of number `level` before the ladder (1
/// beginner … 5 strongest).
fn players(mode: ReversiMode, level: u8) -> ReversiSettings {
    ReversiSettings {
        mode,
        human_side: SettingsSide::Black,
        level: crate::levels::LevelChoice::from_kept(&i64::from(level).into())
            .expect("a level before the ladder"),
        threads: 1,
        ..ReversiSettings::default()
    }
}

#[test]
fn a_game_against_a_ladder_level_is_rated_until_the_player_takes_help() {
    let vs_medium = players(ReversiMode::VsComputer, 3);
    let (_dir, _cx, scene) = begin(vs_medium);
    assert!(scene.is_rated());
    // A hint, the evaluation bar and the move values each end it; so does undo.
    for key in ['h', 'e', 'v'] {
        let (_dir, mut cx, mut scene) = begin(vs_medium);
        scene.event(&InputEvent::key(Key::Char(key)), &mut cx);
        assert!(!scene.is_rated(), "{key}");
    }
    let (_dir, _cx, mut scene) = begin(vs_medium);
    scene.undone();
    assert!(!scene.is_rated());
    // A clock or two people: never rated.
    let clocked = ReversiSettings {
        game_minutes: 3,
        ..vs_medium
    };
    assert!(!begin(clocked).2.is_rated());
    assert!(!begin(players(ReversiMode::TwoPlayers, 3)).2.is_rated());
}

#[test]
fn a_finished_rated_game_gives_its_result_against_its_level() {
    let game = from_random_games(|game, mv| {
        let mut next = game.clone();
        next.play(mv).unwrap();
        (next.is_over() && next.winner() == Some(Color::Black)).then_some(next)
    });
    let mut scene = ReversiScene::with_game(game, players(ReversiMode::VsComputer, 3), 1);
    assert_eq!(scene.rated(), None, "not started as a rated game");
    scene.rated = true;
    let rated = scene.rated().expect("rated");
    assert_eq!(rated.track, "reversi-game");
    assert_eq!(rated.opponent.id, "medium");
    assert_eq!(rated.outcome, launcher_kit::rating::Outcome::Win);
    // Kept in the state, so a saved game is still rated when resumed.
    let resumed = ReversiScene::resume(scene.state().unwrap()).unwrap();
    assert!(resumed.is_rated());
}

/// A scene past its new-game dialog.
fn started(p: ReversiSettings, cx: &mut Services) -> ReversiScene {
    let mut scene = ReversiScene::new(p, 7);
    assert!(scene.choosing());
    scene.event(&InputEvent::key(Key::Enter), cx);
    assert!(!scene.choosing());
    scene
}

/// Services in a temporary folder and a scene past its dialog.
fn begin(p: ReversiSettings) -> (tempfile::TempDir, Services, ReversiScene) {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let scene = started(p, &mut cx);
    (dir, cx, scene)
}

/// Random games from seeds 1, 2, …, each played until `stop` picks something from it.
fn from_random_games<T>(mut stop: impl FnMut(&Game, Square) -> Option<T>) -> T {
    for seed in 1.. {
        let mut rng = SeededRng::new(seed);
        let mut game = Game::new();
        while !game.is_over() {
            let moves: Vec<Square> = game.board().moves().collect();
            let mv = moves[rng.index(moves.len())];
            if let Some(found) = stop(&game, mv) {
                return found;
            }
            game.play(mv).unwrap();
        }
    }
    unreachable!()
}

fn click(scene: &mut ReversiScene, square: Square, cx: &mut Services) {
    click_for(scene, square, cx);
}

/// Clicks `square`; what the scene told the host.
fn click_for(scene: &mut ReversiScene, square: Square, cx: &mut Services) -> GameAction {
    let c = layout(Size::REFERENCE).cell(square).center();
    let down = scene.event(&InputEvent::left_down(c.x, c.y), cx);
    let up = scene.event(&InputEvent::left_up(c.x, c.y), cx);
    if down == GameAction::None { up } else { down }
}

fn press(scene: &mut ReversiScene, control: Control, cx: &mut Services) -> GameAction {
    let c = layout(Size::REFERENCE).control(control).center();
    scene.event(&InputEvent::left_down(c.x, c.y), cx);
    scene.event(&InputEvent::left_up(c.x, c.y), cx)
}

/// Runs frames of 50 ms until `done` holds, for at most `limit` of real time.
fn run_until(
    scene: &mut ReversiScene,
    cx: &mut Services,
    limit: Duration,
    done: impl Fn(&ReversiScene) -> bool,
) -> Duration {
    let start = Instant::now();
    while !done(scene) {
        assert!(start.elapsed() < limit, "not done within {limit:?}");
        scene.update(0.05, cx);
        std::thread::sleep(Duration::from_millis(5));
    }
    start.elapsed()
}

fn texts(scene: &ReversiScene, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

/// A random game's transcript up to a move that makes the other side pass, and that move.
fn before_a_pass() -> (String, Square) {
    from_random_games(|game, mv| {
        let events = game.clone().play(mv).unwrap();
        events
            .iter()
            .any(|e| matches!(e, Event::Passed { .. }))
            .then(|| (game.transcript(), mv))
    })
}

#[test]
fn clicks_on_illegal_squares_do_nothing() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    for name in ["a1", "d4", "e5", "h8", "c3"] {
        click(&mut scene, sq(name), &mut cx);
    }
    assert_eq!(scene.game().moves().count(), 0);
    assert!(!scene.animating());
    assert!(cx.take_sounds().iter().all(|s| *s == Sfx::Click));
}

#[test]
fn a_legal_click_places_and_flips_with_animation() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    click(&mut scene, sq("f5"), &mut cx);
    assert_eq!(scene.game().transcript(), "f5");
    assert_eq!(scene.game().board().at(sq("e5")), Some(Color::Black));
    assert!(scene.animating());
    for _ in 0..40 {
        scene.update(0.05, &mut cx);
    }
    assert!(!scene.animating());
    let t = texts(&scene, &cx);
    assert!(
        t.contains(&"4".to_string()) && t.contains(&"1".to_string()),
        "{t:?}"
    );
    assert!(t.contains(&"1. f5".to_string()), "moves list: {t:?}");
    let sounds = cx.take_sounds();
    assert!(sounds.contains(&Sfx::Select) && sounds.contains(&Sfx::Flip));
}

#[test]
fn a_click_while_discs_turn_finishes_them_and_counts() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    click(&mut scene, sq("f5"), &mut cx);
    scene.update(0.05, &mut cx);
    assert!(scene.animating());
    // White is ahead of the animation: the turning ends at once and the reply counts.
    click(&mut scene, sq("f6"), &mut cx);
    assert_eq!(scene.game().transcript(), "f5f6");
}

#[test]
fn a_pass_is_announced() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let (transcript, mv) = before_a_pass();
    let game = Game::from_transcript(&transcript).unwrap();
    let state = saved::write(&saved::Kept {
        game,
        players: players(ReversiMode::TwoPlayers, 3),
        names: None,
        clock: None,
        rated: false,
    })
    .unwrap();
    let mut scene = ReversiScene::resume(state).unwrap();
    let mover = scene.game().board().side();
    let passer = name(mover.opponent());
    click(&mut scene, mv, &mut cx);
    assert_eq!(scene.game().board().side(), mover, "the other side passed");
    let mut banner = false;
    for _ in 0..60 {
        scene.update(0.05, &mut cx);
        banner |= texts(&scene, &cx).contains(&format!("{passer} passes"));
    }
    assert!(
        banner,
        "no pass banner for {passer} after {transcript} {mv}"
    );
    assert!(texts(&scene, &cx).contains(&format!("{passer} passed")));
    assert!(cx.take_sounds().contains(&Sfx::Invalid));
}

/// The transcript of the hosted game.
fn hosted_transcript(host: &GameHost) -> String {
    saved::read(host.game().unwrap().state().unwrap())
        .unwrap()
        .game
        .transcript()
}

/// Runs the host's frames of 50 ms until `done` holds, for at most `limit` of real time.
fn run_host_until(
    host: &mut GameHost,
    cx: &mut Services,
    limit: Duration,
    done: impl Fn(&GameHost) -> bool,
) -> Duration {
    let start = Instant::now();
    while !done(host) {
        assert!(start.elapsed() < limit, "not done within {limit:?}");
        host.update(0.05, cx);
        std::thread::sleep(Duration::from_millis(5));
    }
    start.elapsed()
}

#[test]
fn the_computer_replies_within_its_time_and_undo_goes_back_to_the_person() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    let players = players(ReversiMode::VsComputer, 4);
    cx.set_options(ID, &Options::from_typed(&settings::options(), &players));
    let mut host = GameHost::open(crate::ID, false, &mut cx).unwrap();
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    let c = layout(Size::REFERENCE).cell(sq("f5")).center();
    host.event(&InputEvent::left_down(c.x, c.y), &mut cx);
    host.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    // Hard thinks at most 0.5 s; the flip animation takes about as long.
    let took = run_host_until(&mut host, &mut cx, Duration::from_secs(10), |h| {
        hosted_transcript(h).len() == 4
    });
    assert!(took < Duration::from_secs(3), "the reply took {took:?}");
    let after_reply = hosted_transcript(&host);
    assert_eq!(host.can_undo_redo(), (true, false));
    host.event(&InputEvent::key(Key::Char('u')), &mut cx);
    assert_eq!(
        hosted_transcript(&host),
        "",
        "back to the person's first move"
    );
    host.event(&InputEvent::key(Key::Char('y')), &mut cx);
    assert_eq!(
        hosted_transcript(&host),
        after_reply,
        "redo brings the reply back too"
    );
    // Nothing new is asked of the computer while it is the person's turn.
    for _ in 0..20 {
        host.update(0.05, &mut cx);
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(hosted_transcript(&host), after_reply);
}

#[test]
fn the_computer_can_be_hurried() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut p = players(ReversiMode::VsComputer, 5);
    p.human_side = SettingsSide::White;
    let mut scene = started(p, &mut cx);
    scene.update(0.05, &mut cx);
    assert_eq!(scene.computer.busy(), Some(Purpose::Move));
    assert!(texts(&scene, &cx).iter().any(|t| t.starts_with("thinking")));
    press(&mut scene, Control::HintOrHurry, &mut cx);
    let took = run_until(&mut scene, &mut cx, Duration::from_secs(5), |s| {
        s.game().moves().count() == 1
    });
    assert!(
        took < Duration::from_millis(900),
        "hurried move took {took:?}"
    );
}

#[test]
fn a_hint_is_a_legal_move_and_goes_with_the_move() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    press(&mut scene, Control::HintOrHurry, &mut cx);
    run_until(&mut scene, &mut cx, Duration::from_secs(5), |s| {
        s.hint().is_some()
    });
    let hint = scene.hint().unwrap();
    assert!(scene.game().board().is_legal(hint));
    click(&mut scene, hint, &mut cx);
    assert!(scene.hint().is_none());
}

#[test]
fn the_state_keeps_players_and_moves() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 2));
    assert!(!scene.worth_keeping(), "nothing worth keeping yet");
    for m in ["f5", "f6", "e6"] {
        let action = click_for(&mut scene, sq(m), &mut cx);
        assert_eq!(action, GameAction::Moved { checkpoint: true });
        run_until(&mut scene, &mut cx, Duration::from_secs(5), |s| {
            !s.animating()
        });
    }
    assert!(scene.worth_keeping());
    assert_eq!(press(&mut scene, Control::Undo, &mut cx), GameAction::None);
    scene.history_changed(true, false);
    assert_eq!(press(&mut scene, Control::Undo, &mut cx), GameAction::Undo);
    let resumed = ReversiScene::resume(scene.state().unwrap()).unwrap();
    assert_eq!(resumed.game().transcript(), "f5f6e6");
    assert_eq!(resumed.players, scene.players);
    let bad = toml::Value::Table(toml::toml! { moves = "f5zz" });
    assert!(ReversiScene::resume(bad).is_err());
    assert!(ReversiScene::resume(toml::Value::Integer(3)).is_err());
}

#[test]
fn games_go_to_the_library_and_come_back_and_positions_to_obf() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 2));
    click(&mut scene, sq("f5"), &mut cx);
    press(&mut scene, Control::SaveGame, &mut cx);
    press(&mut scene, Control::CopyObf, &mut cx);
    let saved = files::saved_games(&cx);
    assert_eq!(saved.len(), 1);
    let record = saved[0].1.as_ref().unwrap();
    assert_eq!(record.game.transcript(), "f5");
    assert_eq!(
        (record.black.as_str(), record.white.as_str()),
        ("Black", "White")
    );
    let obf = std::fs::read_to_string(files::position_file(&cx)).unwrap();
    assert!(reversi::obf::parse_obf(obf.trim()).is_ok(), "{obf}");
    // The same line goes to the clipboard.
    assert_eq!(
        cx.take_window_requests(),
        vec![launcher_kit::services::WindowRequest::Clipboard(
            obf.trim().to_string()
        )]
    );
    run_until(&mut scene, &mut cx, Duration::from_secs(5), |s| {
        !s.animating()
    });
    click(&mut scene, sq("f6"), &mut cx);
    assert_eq!(scene.game().transcript(), "f5f6");
    press(&mut scene, Control::Games, &mut cx);
    assert!(
        texts(&scene, &cx)
            .iter()
            .any(|t| t.starts_with("Black – White"))
    );
    assert_eq!(
        scene.event(&InputEvent::key(Key::Enter), &mut cx),
        GameAction::Began
    );
    assert_eq!(scene.game().transcript(), "f5");
    // A damaged file is listed with why; Delete removes the chosen game.
    std::fs::write(files::library(&cx).join("broken.txt"), "Colour: red").unwrap();
    press(&mut scene, Control::Games, &mut cx);
    assert!(
        texts(&scene, &cx)
            .iter()
            .any(|t| t.contains("unknown header"))
    );
    scene.event(&InputEvent::key(Key::Char('d')), &mut cx);
    scene.event(&InputEvent::key(Key::Char('d')), &mut cx);
    assert!(files::saved_games(&cx).is_empty());
    assert!(cx.take_notices().is_empty());
}

#[test]
fn a_win_against_the_computer_counts_for_its_level() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    // A random game that black wins.
    let game = from_random_games(|game, mv| {
        let mut next = game.clone();
        next.play(mv).unwrap();
        (next.is_over() && next.winner() == Some(Color::Black)).then_some(next)
    });
    let scene = ReversiScene::with_game(game.clone(), players(ReversiMode::VsComputer, 4), 1);
    let outcome = scene.outcome().unwrap();
    assert!(outcome.headline.starts_with("You win"), "{outcome:?}");
    assert_eq!(
        outcome.score,
        Some(u64::from(game.board().count(Color::Black)))
    );
    assert_eq!(scene.mode_key(), "level-hard");
    assert_eq!(
        Kind.table_label("level-hard").as_deref(),
        Some("reversi-level-hard")
    );
    assert!(!scene.worth_keeping());
    let two = ReversiScene::with_game(game.clone(), players(ReversiMode::TwoPlayers, 4), 1);
    assert_eq!(
        two.outcome().unwrap().score,
        Some(u64::from(game.board().count(Color::Black))),
        "two people enter the winner's discs"
    );
    assert_eq!(two.mode_key(), "two-players");
    assert!(Kind.score_tables().iter().any(|t| t.key == "two-players"));
    assert!(texts(&two, &cx).iter().any(|t| t.starts_with("Black wins")));
    // Two people at one board may take moves back, from the end screen too.
    assert!(two.undo_allowed());
    cx.take_sounds();
}

#[test]
fn the_host_pauses_over_the_new_game_dialog_and_keeps_the_choice() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    cx.registry = launcher_kit::game::Registry::with(vec![Box::new(Kind)]);
    let mut host = GameHost::open(crate::ID, false, &mut cx).unwrap();
    let l = setup_layout(Size::REFERENCE);
    for r in [l.modes[0], l.start] {
        let c = r.center();
        host.event(&InputEvent::left_down(c.x, c.y), &mut cx);
        host.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    }
    assert_eq!(
        ReversiSettings::from_options(&cx.options(ID)).mode,
        ReversiMode::TwoPlayers
    );
    host.event(&InputEvent::key(Key::Escape), &mut cx);
    assert_eq!(host.dialog_title(), Some("Paused"));
    // Continue, Restart, New game, Copy ID, Practice, How to play, Menu.
    for _ in 0..6 {
        host.event(&InputEvent::key(Key::Right), &mut cx);
    }
    assert!(matches!(
        host.event(&InputEvent::key(Key::Enter), &mut cx),
        launcher_kit::scene::Transition::Pop
    ));
}

#[test]
fn the_articles_game_starts_with_white_on_the_grey_board_for_two_people() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = ReversiScene::new(players(ReversiMode::VsComputer, 3), 7);
    let l = setup_layout(Size::REFERENCE);
    for r in [l.article, l.start] {
        let c = r.center();
        scene.event(&InputEvent::left_down(c.x, c.y), &mut cx);
        scene.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    }
    assert!(!scene.choosing());
    assert_eq!(scene.game().board(), reversi::id::white_first_start());
    let kept = ReversiSettings::from_options(&cx.options(ID));
    assert_eq!(kept.mode, ReversiMode::TwoPlayers);
    assert!(kept.white_first);
    assert_eq!(kept.board, settings::BoardTheme::Grey);
    // Both moves of the start are a person's: nobody waits for the computer.
    click(&mut scene, sq("e3"), &mut cx);
    assert_eq!(scene.game().board().side(), Color::Black);
}

#[test]
fn a_disc_is_placed_with_keys_only_and_m_hurries_the_computer() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::VsComputer, 5));
    // The cursor starts on d4; the first arrow only shows it. f5 is two right, one down.
    for k in [Key::Right, Key::Right, Key::Right, Key::Down] {
        scene.event(&InputEvent::key(k), &mut cx);
    }
    scene.event(&InputEvent::key(Key::Enter), &mut cx);
    assert_eq!(scene.game().transcript(), "f5");
    run_until(&mut scene, &mut cx, Duration::from_secs(5), |s| {
        s.computer.busy() == Some(Purpose::Move)
    });
    scene.event(&InputEvent::key(Key::Char('m')), &mut cx);
    let took = run_until(&mut scene, &mut cx, Duration::from_secs(5), |s| {
        s.game().moves().count() == 2
    });
    assert!(
        took < Duration::from_millis(900),
        "hurried reply took {took:?}"
    );
}

#[test]
fn two_named_players_enter_the_two_player_table_with_the_winners_name() {
    use launcher_kit::scene::Scene;
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    // A finished game one move from its end, won by black.
    let (before, last) = from_random_games(|game, mv| {
        let mut next = game.clone();
        next.play(mv).unwrap();
        (next.is_over() && next.winner() == Some(Color::Black)).then(|| (game.clone(), mv))
    });
    let id = reversi::id::GameId {
        game: before,
        seed: 1,
    };
    let mut host = GameHost::open_id(&id.to_string(), false, &mut cx).unwrap();
    let l = setup_layout(Size::REFERENCE);
    for r in [l.modes[0], l.sides[0]] {
        let c = r.center();
        host.event(&InputEvent::left_down(c.x, c.y), &mut cx);
        host.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    }
    host.update(0.016, &mut cx);
    for c in "Ann".chars() {
        host.event(&InputEvent::Typed(c), &mut cx);
    }
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    let at = layout(Size::REFERENCE).cell(last).center();
    host.event(&InputEvent::left_down(at.x, at.y), &mut cx);
    host.event(&InputEvent::left_up(at.x, at.y), &mut cx);
    for _ in 0..200 {
        host.update(0.05, &mut cx);
    }
    assert!(
        host.dialog_title()
            .is_some_and(|t| t.starts_with("Ann wins"))
    );
    // The high-score screen shows the name (the launcher's scores screen tests it).
    let table = cx.records.scores.table(ID, "two-players");
    assert_eq!(table[0].name.as_deref(), Some("Ann"));
    // White typed no name: the next game's dialog shows the colour in its language.
    assert_eq!(
        remembered_names(&cx),
        Some(["Ann".to_string(), String::new()])
    );
}

#[test]
fn the_panels_file_buttons_have_keys() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    scene.event(&InputEvent::key(Key::Char('c')), &mut cx);
    let requests = cx.take_window_requests();
    assert!(
        requests.iter().any(
            |r| matches!(r, launcher_kit::services::WindowRequest::Clipboard(t) if t.ends_with(" X"))
        ),
        "{requests:?}"
    );
    click(&mut scene, sq("f5"), &mut cx);
    scene.event(&InputEvent::key(Key::Char('s')), &mut cx);
    assert!(
        texts(&scene, &cx)
            .iter()
            .any(|t| t.starts_with("Game saved")),
        "{:?}",
        texts(&scene, &cx)
    );
}

/// A scene against the computer resumed from moves and a clock, the person to move.
fn on_the_clock(moves: &str, level: u8, left_ms: [u64; 2]) -> ReversiScene {
    let state = saved::write(&saved::Kept {
        game: Game::from_transcript(moves).unwrap(),
        players: ReversiSettings {
            game_minutes: 1,
            ..players(ReversiMode::VsComputer, level)
        },
        names: None,
        clock: Some(clock::GameClock::from_millis(left_ms)),
        rated: false,
    })
    .unwrap();
    ReversiScene::resume(state).unwrap()
}

#[test]
fn the_dialogs_time_and_variety_apply_to_the_computer_and_preset_the_next_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = ReversiScene::new(players(ReversiMode::VsComputer, 5), 7);
    scene.update(0.05, &mut cx);
    let l = setup_layout(Size::REFERENCE);
    for r in [l.times[3], l.varieties[2], l.start] {
        let c = r.center();
        scene.event(&InputEvent::left_down(c.x, c.y), &mut cx);
        scene.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    }
    assert!(!scene.choosing());
    let five = Duration::from_secs(300);
    let clock = scene
        .computer_clock()
        .expect("the computer is on the clock");
    assert_eq!(clock.left(Color::White), five);
    // The computer's search: the level's own, the clock's time, the chosen variety.
    let board = scene.game().board();
    let level = scene.move_level(&board);
    assert_eq!(level.book_loss, 3);
    assert_eq!(level.depth, Level::strongest().depth);
    let planned = reversi::search::Clock {
        remaining: five,
        increment: Duration::ZERO,
    }
    .time_for_move(board.empties(), level.exact_empties);
    assert_eq!(level.time, Some(planned));
    // The game keeps them, and the next game's dialog starts from them: the variety is
    // one of the settings now.
    let state = scene.state().unwrap();
    assert_eq!(
        state["players"]
            .get("game_minutes")
            .and_then(|v| v.as_integer()),
        Some(5)
    );
    let settings = ReversiSettings::from_options(&cx.options(crate::ID));
    assert_eq!(settings.book_loss, 3);
    let mut next = ReversiScene::new(settings, 8);
    next.update(0.05, &mut cx);
    let choice = next.setup().unwrap().choice;
    assert_eq!((choice.game_minutes, choice.book_loss), (5, 3));
    // Two people have no clock, whatever the dialog says.
    let two = started(
        ReversiSettings {
            game_minutes: 5,
            ..players(ReversiMode::TwoPlayers, 3)
        },
        &mut cx,
    );
    assert!(two.computer_clock().is_none());
}

#[test]
fn the_computers_clock_counts_down_while_it_thinks_and_is_kept_with_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = on_the_clock("", 4, [60_000, 60_000]);
    assert!(texts(&scene, &cx).contains(&"1:00".to_string()));
    click(&mut scene, sq("f5"), &mut cx);
    run_until(&mut scene, &mut cx, Duration::from_secs(20), |s| {
        s.game().moves().count() == 2
    });
    let left = scene.computer_clock().unwrap().left(Color::White);
    assert!(left < Duration::from_secs(60), "{left:?}");
    assert_eq!(
        scene.computer_clock().unwrap().left(Color::Black),
        Duration::from_secs(60),
        "the person has no clock"
    );
    let shown = clock::shown(left);
    assert!(texts(&scene, &cx).contains(&shown), "{shown}");
    // Resumed, the clock has what was left.
    let resumed = ReversiScene::resume(scene.state().unwrap()).unwrap();
    assert_eq!(resumed.computer_clock(), scene.computer_clock());
    // While the computer thinks, its time goes down frame by frame and the panel says so:
    // the strongest level, out of the book, thinks for seconds.
    let midgame = from_random_games(|game, _| {
        let board = game.board();
        let out_of_book = reversi::book::Book::embedded().moves(&board).is_empty();
        (game.moves().count() >= 20 && board.side() == Color::White && out_of_book)
            .then(|| game.transcript())
    });
    let mut thinking = on_the_clock(&midgame, 5, [60_000, 60_000]);
    thinking.update(0.05, &mut cx);
    assert_eq!(thinking.computer.busy(), Some(Purpose::Move));
    thinking.update(2.0, &mut cx);
    let left = thinking.computer_clock().unwrap().left(Color::White);
    assert!(left <= Duration::from_millis(58_000), "{left:?}");
    assert!(texts(&thinking, &cx).contains(&"0:58".to_string()));
    assert!(matches!(
        thinking.wake(&cx),
        launcher_kit::scene::Wake::In(_)
    ));
    // The pause dialog stops it.
    thinking.set_paused(true);
    thinking.update(5.0, &mut cx);
    assert_eq!(thinking.computer_clock().unwrap().left(Color::White), left);
}

#[test]
fn with_its_time_gone_the_computer_still_moves() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let mut scene = on_the_clock("f5d6c3", 4, [60_000, 0]);
    assert!(texts(&scene, &cx).contains(&"0:00".to_string()));
    let took = run_until(&mut scene, &mut cx, Duration::from_secs(10), |s| {
        s.game().moves().count() == 4
    });
    assert!(took < Duration::from_secs(3), "{took:?}");
    assert!(scene.outcome().is_none());
}

#[test]
fn book_moves_are_marked_in_the_values_and_the_computers_book_move_is_named() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    scene.event(&InputEvent::key(Key::Char('v')), &mut cx);
    run_until(&mut scene, &mut cx, Duration::from_secs(30), |s| {
        s.analysis
            .values
            .as_ref()
            .is_some_and(|v| !v.moves().is_empty())
    });
    let mut p = Painter::new(Size::REFERENCE);
    scene.draw(&mut p, &cx);
    let book: Vec<String> = p
        .items()
        .iter()
        .filter_map(|item| match item {
            launcher_kit::draw::Primitive::Text(t) if t.color == board_view::BOOK => {
                Some(t.text.clone())
            }
            _ => None,
        })
        .collect();
    // Each first move leads into the book: four values in its colour, each the book's.
    let values = reversi::book::Book::embedded().moves(&reversi::Board::start());
    let expected: Vec<String> = values
        .iter()
        .map(|(_, v)| format!("{:+}", v.score).replace('-', "−"))
        .collect();
    assert_eq!(book.len(), 4, "{book:?}");
    for e in &expected {
        assert!(book.contains(e), "{e} in {book:?}");
    }
    let status = scene.status_line().unwrap_or_default();
    assert!(status.ends_with("; blue: opening book"), "{status}");
    // The strongest level opens from the book, and the panel says so.
    let mut p = players(ReversiMode::VsComputer, 5);
    p.human_side = SettingsSide::White;
    let mut scene = started(p, &mut cx);
    run_until(&mut scene, &mut cx, Duration::from_secs(10), |s| {
        s.game().moves().count() == 1
    });
    let status = scene.status_line().unwrap_or_default();
    assert!(status.starts_with("From the opening book"), "{status}");
}

#[test]
fn v_shows_every_moves_value_refined_until_the_cap_then_the_board_rests() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    click(&mut scene, sq("f5"), &mut cx);
    for _ in 0..40 {
        scene.update(0.05, &mut cx);
    }
    scene.event(&InputEvent::key(Key::Char('v')), &mut cx);
    let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        scene.update(0.016, &mut cx);
        let status = texts(&scene, &cx);
        // After F5 White's moves lead into the opening book, and the line says so.
        if scene.status_line().as_deref() == Some("Move values: depth 10; blue: opening book") {
            break;
        }
        assert!(std::time::Instant::now() < end, "never settled: {status:?}");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let shown = texts(&scene, &cx);
    let values: Vec<&String> = shown
        .iter()
        .filter(|t| t.starts_with('+') || t.starts_with('−'))
        .collect();
    assert_eq!(values.len(), 3, "one per legal move of white: {shown:?}");
    assert_eq!(
        scene.wake(&cx),
        launcher_kit::scene::Wake::Idle,
        "a waiting board rests"
    );
    scene.event(&InputEvent::key(Key::Char('v')), &mut cx);
    assert!(
        !texts(&scene, &cx)
            .iter()
            .any(|t| t.starts_with("Move values"))
    );
}

#[test]
fn a_position_set_up_in_the_editor_is_played_through_its_game_id() {
    use launcher_kit::scene::Scene;
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    let mut host = GameHost::open(ID, false, &mut cx).unwrap();
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    host.event(&InputEvent::key(Key::Char('b')), &mut cx);
    let panel_text = |host: &GameHost, cx: &Services| {
        let mut p = Painter::new(cx.viewport);
        host.draw(&mut p, cx);
        p.texts().into_iter().map(String::from).collect::<Vec<_>>()
    };
    assert!(panel_text(&host, &cx).contains(&"Start position".to_string()));
    let tool = |host: &mut GameHost, cx: &mut Services, name: &str| {
        let l = layout(Size::REFERENCE);
        let area = l
            .controls
            .iter()
            .map(|(_, r)| *r)
            .reduce(|a, r| a.union(r))
            .unwrap();
        let rows = area.rows(4, 10.0 * l.scale);
        let cells: Vec<_> = rows
            .iter()
            .flat_map(|r| r.columns(2, 10.0 * l.scale))
            .collect();
        let i = ["side", "clear", "start", "paste", "solve", "play", "cancel"]
            .iter()
            .position(|t| *t == name)
            .unwrap();
        let c = cells[i].center();
        host.event(&InputEvent::left_down(c.x, c.y), cx);
        host.event(&InputEvent::left_up(c.x, c.y), cx);
    };
    // An empty board cannot be played: said on screen, nothing else happens.
    tool(&mut host, &mut cx, "clear");
    tool(&mut host, &mut cx, "play");
    assert!(panel_text(&host, &cx).contains(&"Neither side can move in this position".to_string()));
    // Malformed paste changes nothing; a transcript sets the position.
    tool(&mut host, &mut cx, "paste");
    assert!(
        cx.take_window_requests()
            .contains(&launcher_kit::services::WindowRequest::Paste)
    );
    cx.clipboard.deliver("not a position".into());
    host.event(&InputEvent::Pasted, &mut cx);
    assert!(
        panel_text(&host, &cx)
            .iter()
            .any(|t| t.starts_with("Not an OBF line"))
    );
    cx.clipboard.deliver("f5d6c3".into());
    host.event(&InputEvent::Pasted, &mut cx);
    tool(&mut host, &mut cx, "play");
    let id = host.game_id().unwrap();
    let played: reversi::id::GameId = id.parse().unwrap();
    assert_eq!(
        played.game.board(),
        Game::from_transcript("f5d6c3").unwrap().board()
    );
    assert_eq!(
        played.game.moves().count(),
        0,
        "the position is the new start"
    );
}

#[test]
fn the_review_steps_back_and_play_continues_from_there() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    for mv in ["f5", "d6", "c3", "d3", "c4"] {
        click(&mut scene, sq(mv), &mut cx);
        for _ in 0..40 {
            scene.update(0.05, &mut cx);
        }
    }
    scene.event(&InputEvent::key(Key::Char('g')), &mut cx);
    for _ in 0..3 {
        scene.event(&InputEvent::key(Key::Left), &mut cx);
    }
    assert!(
        texts(&scene, &cx).iter().any(|t| t.starts_with("2. d6")),
        "{:?}",
        texts(&scene, &cx)
    );
    assert_eq!(
        scene.event(&InputEvent::key(Key::Enter), &mut cx),
        GameAction::Began
    );
    assert_eq!(scene.game().transcript(), "f5d6");
    click(&mut scene, sq("c5"), &mut cx);
    assert_eq!(
        scene.game().transcript(),
        "f5d6c5",
        "play goes on from there"
    );
}

#[test]
fn the_panel_names_the_opening_played() {
    let (_dir, mut cx, mut scene) = begin(players(ReversiMode::TwoPlayers, 3));
    for mv in ["c4", "e3", "f6", "e6", "f5"] {
        click(&mut scene, sq(mv), &mut cx);
        for _ in 0..40 {
            scene.update(0.05, &mut cx);
        }
    }
    // c4 e3 f6 e6 f5 is the Tiger turned (f5 d6 c3 d3 c4 from the other side).
    assert!(
        texts(&scene, &cx).contains(&"Opening: Tiger".to_string()),
        "{:?}",
        texts(&scene, &cx)
    );
}

#[test]
fn openings_named_after_players_keep_the_players_names_in_every_language() {
    use launcher_kit::i18n::{Catalog, Language};
    for (language, rose, heath) in [
        (Language::English, "Rose", "Heath"),
        (Language::Russian, "Роуз", "Хит"),
        (Language::Polish, "Rose", "Heath"),
        (Language::Chinese, "罗斯", "希思"),
    ] {
        let catalog = Catalog::get(language);
        let name = |opening| {
            catalog.format(
                super::panel::opening_key(opening).expect("a named opening"),
                &[],
            )
        };
        assert_eq!((name("Rose"), name("Heath")), (rose.into(), heath.into()));
    }
}

/// Every text `draw` paints while `language` is current, with the English the reversi
/// catalog has in its place (to find text that was not translated).
struct Drawn {
    language: launcher_kit::i18n::Language,
    texts: Vec<String>,
    /// Texts that leave their box or the window, with the window's size.
    misfits: Vec<String>,
    /// Texts drawn without a box (by the shared title and text field).
    unboxed: std::collections::BTreeSet<String>,
}

/// The window sizes the screens are drawn at: the reference, a smaller and a wide one,
/// and the smallest window.
const SIZES: [Size; 4] = [
    Size::REFERENCE,
    Size::new(800.0, 600.0),
    Size::new(1280.0, 720.0),
    Size::new(480.0, 360.0),
];

impl Drawn {
    fn new(language: launcher_kit::i18n::Language) -> Drawn {
        Drawn {
            language,
            texts: Vec::new(),
            misfits: Vec::new(),
            unboxed: std::collections::BTreeSet::new(),
        }
    }

    /// Adds what `scene` draws now at each of [`SIZES`], with text at 100 and 150 % (and
    /// leaves it at the reference size, where the tests click).
    fn scene(&mut self, scene: &mut ReversiScene, cx: &mut Services) {
        launcher_kit::i18n::set_language(self.language);
        for size in SIZES {
            launcher_kit::ui::theme::set_text_scale(1.5);
            scene.event(&InputEvent::Resize(size), cx);
            let mut large = Painter::new(size);
            scene.draw(&mut large, cx);
            launcher_kit::ui::theme::set_text_scale(1.0);
            scene.event(&InputEvent::Resize(size), cx);
            for m in launcher_kit::draw::fit::misfits(large.items(), size) {
                if !m.ends_with("has no box") {
                    self.misfits.push(format!("{size:?} at 150 %: {m}"));
                }
            }
            let mut p = Painter::new(size);
            scene.draw(&mut p, cx);
            for m in launcher_kit::draw::fit::misfits(p.items(), size) {
                if m.ends_with("has no box") {
                    continue;
                }
                self.misfits.push(format!("{size:?}: {m}"));
            }
            for item in p.items() {
                if let launcher_kit::draw::Primitive::Text(t) = item {
                    if t.bounds.is_none() {
                        self.unboxed.insert(t.text.clone());
                    }
                    if size == Size::REFERENCE {
                        self.texts.push(t.text.clone());
                    }
                }
            }
        }
        scene.event(&InputEvent::Resize(Size::REFERENCE), cx);
        launcher_kit::i18n::set_language(launcher_kit::i18n::Language::English);
    }

    /// Adds text the scene made for the host (the end screen's lines).
    fn text(&mut self, make: impl FnOnce() -> String) {
        launcher_kit::i18n::set_language(self.language);
        let text = make();
        launcher_kit::i18n::set_language(launcher_kit::i18n::Language::English);
        self.texts.push(text);
    }

    /// Checks that `wanted` was drawn, that no text is a raw message key and that no
    /// English message of Reversi's that this language words differently was drawn.
    fn check(&self, wanted: &[&str]) {
        use launcher_kit::i18n::{Catalog, Language};
        let (english, other) = (Catalog::get(Language::English), Catalog::get(self.language));
        let untranslated: Vec<String> = english
            .keys()
            .into_iter()
            .filter(|k| k.starts_with("reversi-") || k.starts_with("common-"))
            .map(|k| (english.format(&k, &[]), other.format(&k, &[]), k))
            .filter(|(en, theirs, key)| en != key && en != theirs)
            .map(|(en, _, _)| en)
            .collect();
        for t in &self.texts {
            assert!(
                !t.starts_with("reversi-") && !t.starts_with("common-"),
                "{:?}: a raw key is drawn: {t}",
                self.language
            );
            assert!(
                !untranslated.contains(t),
                "{:?}: drawn in English: {t:?}",
                self.language
            );
        }
        assert!(
            self.misfits.is_empty(),
            "{:?}: texts outside their boxes:\n{}",
            self.language,
            self.misfits.join("\n")
        );
        launcher_kit::i18n::set_language(self.language);
        let titles = [
            launcher_kit::tr!("common-new-game"),
            launcher_kit::tr!("reversi-todays-board"),
        ];
        launcher_kit::i18n::set_language(Language::English);
        for t in &self.unboxed {
            assert!(
                t.is_empty() || titles.contains(t),
                "{:?}: {t:?} is drawn without a box",
                self.language
            );
        }
        for w in wanted {
            assert!(
                self.texts.iter().any(|t| t.contains(w)),
                "{:?}: {w:?} is not drawn in {:?}",
                self.language,
                self.texts
            );
        }
    }
}

/// Draws every screen of the game in `language`: the new-game dialog, a game on with the
/// panel and the evaluation, the values of the moves, a pass, the opening's name, the
/// end, the review, the editor (with a refusal) and the game library.
fn draw_every_screen(language: launcher_kit::i18n::Language) -> Drawn {
    let mut drawn = Drawn::new(language);
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    // The new-game dialog, against the computer and for two people.
    let mut scene = ReversiScene::new(players(ReversiMode::VsComputer, 3), 7);
    drawn.scene(&mut scene, &mut cx);
    let l = setup_layout(Size::REFERENCE);
    let c = l.modes[0].center();
    scene.event(&InputEvent::left_down(c.x, c.y), &mut cx);
    scene.event(&InputEvent::left_up(c.x, c.y), &mut cx);
    scene.event(&InputEvent::Typed('名'), &mut cx);
    drawn.scene(&mut scene, &mut cx);
    // A game on: the opening named, then the evaluation and the values of the moves.
    scene.event(&InputEvent::key(Key::Enter), &mut cx);
    drawn.scene(&mut scene, &mut cx);
    for mv in ["c4", "e3", "f6", "e6", "f5"] {
        click(&mut scene, sq(mv), &mut cx);
        for _ in 0..40 {
            scene.update(0.05, &mut cx);
        }
    }
    drawn.scene(&mut scene, &mut cx);
    scene.event(&InputEvent::key(Key::Char('e')), &mut cx);
    drawn.scene(&mut scene, &mut cx);
    scene.event(&InputEvent::key(Key::Char('e')), &mut cx);
    scene.event(&InputEvent::key(Key::Char('v')), &mut cx);
    drawn.scene(&mut scene, &mut cx);
    scene.event(&InputEvent::key(Key::Char('v')), &mut cx);
    // The library: a saved game and a damaged file.
    press(&mut scene, Control::SaveGame, &mut cx);
    drawn.scene(&mut scene, &mut cx);
    std::fs::write(files::library(&cx).join("broken.txt"), "Colour: red").unwrap();
    press(&mut scene, Control::Games, &mut cx);
    drawn.scene(&mut scene, &mut cx);
    scene.event(&InputEvent::key(Key::Char('g')), &mut cx);
    // The review, at a move and at the start.
    scene.event(&InputEvent::key(Key::Char('g')), &mut cx);
    drawn.scene(&mut scene, &mut cx);
    for _ in 0..5 {
        scene.event(&InputEvent::key(Key::Left), &mut cx);
    }
    drawn.scene(&mut scene, &mut cx);
    scene.event(&InputEvent::key(Key::Char('g')), &mut cx);
    // The editor, refusing a position where nobody can move.
    scene.event(&InputEvent::key(Key::Char('b')), &mut cx);
    drawn.scene(&mut scene, &mut cx);
    if let Some(Overlay::Editor(e)) = scene.overlay.as_mut() {
        e.press(editor::Tool::Clear);
        e.press(editor::Tool::Play);
    }
    drawn.scene(&mut scene, &mut cx);
    if let Some(Overlay::Editor(e)) = scene.overlay.as_mut() {
        e.paste("not a position");
    }
    drawn.scene(&mut scene, &mut cx);
    // The computer thinking, on its clock.
    let mut p = players(ReversiMode::VsComputer, 5);
    p.human_side = SettingsSide::White;
    p.game_minutes = 10;
    let mut thinking = started(p, &mut cx);
    thinking.update(0.05, &mut cx);
    drawn.scene(&mut thinking, &mut cx);
    // Its move played, its level and clock under its name.
    run_until(&mut thinking, &mut cx, Duration::from_secs(10), |s| {
        s.persons_turn()
    });
    drawn.scene(&mut thinking, &mut cx);
    // A pass.
    let (transcript, mv) = before_a_pass();
    let state = saved::write(&saved::Kept {
        game: Game::from_transcript(&transcript).unwrap(),
        players: players(ReversiMode::TwoPlayers, 3),
        names: None,
        clock: None,
        rated: false,
    })
    .unwrap();
    let mut passing = ReversiScene::resume(state).unwrap();
    click(&mut passing, mv, &mut cx);
    for frame in 0..60 {
        passing.update(0.05, &mut cx);
        if frame % 4 == 0 {
            drawn.scene(&mut passing, &mut cx);
        }
    }
    // The end against the computer and between two people.
    let game = from_random_games(|game, mv| {
        let mut next = game.clone();
        next.play(mv).unwrap();
        next.is_over().then_some(next)
    });
    for mode in [ReversiMode::VsComputer, ReversiMode::TwoPlayers] {
        let mut end = ReversiScene::with_game(game.clone(), players(mode, 4), 1);
        drawn.scene(&mut end, &mut cx);
        drawn.text(|| end.outcome().unwrap().detail);
        drawn.text(|| end.end_choice().unwrap());
    }
    drawn
}

/// Each screen in each language, at each window size: every text in its box, none raw or
/// left in English.
#[test]
fn every_screen_is_drawn_in_russian_and_chinese() {
    use launcher_kit::i18n::Language;
    draw_every_screen(Language::English).check(&[
        "New game",
        "10:00",
        "Computer's time per game",
        "Opening: Tiger",
        "Your games",
        "Black ahead",
        "Neither side can move in this position",
    ]);
    draw_every_screen(Language::Polish).check(&[
        "Nowa gra",
        "Imiona: czarne, białe",
        "teraz ruch",
        "Otwarcie: Tygrys",
        "Twoje partie",
        "Przewaga czarnych",
        "W tej pozycji nikt nie ma ruchu",
        "Pas białych",
        "spasowały",
    ]);
    draw_every_screen(Language::Russian).check(&[
        "Новая игра",
        "Время компьютера на партию",
        "До 3 фишек",
        "Начать",
        "По моему рейтингу",
        "Имена: чёрные, белые",
        "В имени не может быть «名»",
        "Чёрные",
        "очередь хода",
        "Ход назад",
        "Дебют: Тигр",
        "Оценка: ",
        "Оценки ходов",
        "Партия сохранена",
        "Ваши партии",
        "строка 1: неизвестный заголовок «Colour»",
        "Перевес чёрных",
        "Начало · разобрано",
        "Исходная",
        "Здесь ходов нет ни у кого",
        "Это не строка OBF",
        "думает",
        "пасуют",
        "спасовали",
        "Компьютер выиграл",
        "уровень «Сложный»",
        "Разбор",
    ]);
    draw_every_screen(Language::Chinese).check(&[
        "新游戏",
        "10分钟",
        "相差3子以内",
        "开始",
        "按我的等级分",
        "名字：黑方、白方",
        "黑方",
        "轮到落子",
        "悔棋",
        "开局：虎",
        "形势：",
        "着法评估",
        "棋谱已保存",
        "我的棋谱",
        "第1行：未知的标题“Colour”",
        "黑方领先",
        "初始局面 · 已",
        "初始局面",
        "此局面双方都无子可下",
        "既不是OBF局面",
        "思考中",
        "弃权",
        "难度：困难",
        "复盘",
    ]);
}

/// The shapes `scene` draws (not its texts).
fn shapes(scene: &ReversiScene, cx: &Services) -> Vec<launcher_kit::draw::Primitive> {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.take_items()
        .into_iter()
        .filter(|i| matches!(i, launcher_kit::draw::Primitive::Shape { .. }))
        .collect()
}

#[test]
fn the_thinking_indicator_turns_a_few_times_a_second_only_while_the_computer_thinks() {
    use launcher_kit::scene::Wake;
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    // The strongest level, out of the book, with no clock: it thinks for a while.
    let midgame = from_random_games(|game, _| {
        let board = game.board();
        let out_of_book = reversi::book::Book::embedded().moves(&board).is_empty();
        (game.moves().count() >= 20 && board.side() == Color::White && out_of_book)
            .then(|| game.transcript())
    });
    let state = saved::write(&saved::Kept {
        game: Game::from_transcript(&midgame).unwrap(),
        players: players(ReversiMode::VsComputer, 5),
        names: None,
        clock: None,
        rated: false,
    })
    .unwrap();
    let mut scene = ReversiScene::resume(state).unwrap();
    scene.update(0.05, &mut cx);
    assert_eq!(scene.computer.busy(), Some(Purpose::Move));
    let first = shapes(&scene, &cx);
    let step = 1.0 / crate::hud::THINKING_STEPS_PER_SECOND;
    match scene.wake(&cx) {
        Wake::In(t) => assert!(t > 0.0 && t <= step, "{t}"),
        other => panic!("the indicator must wake the window: {other:?}"),
    }
    scene.update(step, &mut cx);
    if scene.computer.busy() == Some(Purpose::Move) {
        assert_ne!(shapes(&scene, &cx), first, "the indicator moved");
        // The words stay as they are.
        assert!(texts(&scene, &cx).iter().any(|t| t == "thinking…"));
    }
    // Once the computer has moved, nothing wakes the window for the indicator.
    run_until(&mut scene, &mut cx, Duration::from_secs(30), |s| {
        s.computer.busy().is_none() && !s.anim.busy()
    });
    assert_eq!(scene.thinking_step(), None);
    let rest = scene.wake(&cx);
    assert!(
        matches!(rest, Wake::Idle) || matches!(rest, Wake::In(t) if t > step),
        "{rest:?}"
    );
}
