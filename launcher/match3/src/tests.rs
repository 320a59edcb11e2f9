//! The scene driven by input events and time, without a window.

use super::*;
use ::match3::{Status, Swap};
use grid_core::Pos;
use launcher_kit::draw::Painter;
use launcher_kit::game::GameAction;
use launcher_kit::host::GameHost;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Scene;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;

/// Services with the standard registry in a temporary home (kept alive by the first value).
fn home() -> (tempfile::TempDir, Services) {
    let dir = tempfile::tempdir().unwrap();
    let cx = crate::testing::standard_services(dir.path());
    (dir, cx)
}

fn classic(seed: u64) -> Match3Scene {
    Match3Scene::new(
        Game::new(::match3::Settings::classic(), seed),
        None,
        &Match3Settings::default(),
        Size::REFERENCE,
    )
}

fn timed(seed: u64) -> Match3Scene {
    Match3Scene::new(
        Game::new(::match3::Settings::timed(), seed),
        None,
        &Match3Settings::default(),
        Size::REFERENCE,
    )
}

fn click(scene: &mut Match3Scene, pos: Pos, cx: &mut Services) {
    let c = scene.layout().cell_rect(pos).center();
    scene.event(&InputEvent::left_down(c.x, c.y), cx);
    scene.event(&InputEvent::left_up(c.x, c.y), cx);
}

/// Plays the engine's hint with two clicks and shows the whole turn; `false` if none.
fn play_hint(scene: &mut Match3Scene, cx: &mut Services) -> bool {
    let Some(m) = scene.game().hint() else {
        return false;
    };
    click(scene, m.a, cx);
    click(scene, m.b, cx);
    settle(scene, cx);
    true
}

/// Plays every queued animation to its end.
fn settle(scene: &mut Match3Scene, cx: &mut Services) {
    for _ in 0..2000 {
        if !scene.busy() {
            return;
        }
        scene.update(0.05, cx);
    }
    panic!("the turn never finished animating");
}

/// Two neighbours whose swap makes no line.
fn useless_swap(scene: &Match3Scene) -> (Pos, Pos) {
    let moves = scene.game().moves();
    let board = scene.game().board();
    board
        .cells()
        .positions()
        .flat_map(|a| {
            [
                (a, Pos::new(a.row, a.col + 1)),
                (a, Pos::new(a.row + 1, a.col)),
            ]
        })
        .find(|&(a, b)| {
            b.row < board.height() && b.col < board.width() && !moves.contains(&Swap::new(a, b))
        })
        .expect("some swap makes no line")
}

#[test]
fn clicks_select_deselect_move_the_selection_and_swap() {
    let (_home, mut cx) = home();
    let mut scene = classic(7);
    let m = scene.game().hint().unwrap();
    click(&mut scene, m.a, &mut cx);
    assert_eq!(scene.selected(), Some(m.a));
    click(&mut scene, m.a, &mut cx);
    assert_eq!(scene.selected(), None);
    let far = Pos::new((m.a.row + 4) % 8, (m.a.col + 4) % 8);
    click(&mut scene, far, &mut cx);
    assert_eq!(
        scene.selected(),
        Some(far),
        "a click elsewhere selects there"
    );
    click(&mut scene, m.a, &mut cx);
    assert_eq!(scene.selected(), Some(m.a), "the selection moves");
    click(&mut scene, m.b, &mut cx);
    assert_eq!(scene.selected(), None);
    assert_eq!(scene.game().turns(), 1, "a neighbour's click swaps");
    assert!(scene.busy());
    let sounds = cx.take_sounds();
    assert!(sounds.contains(&Sfx::Select), "{sounds:?}");
    settle(&mut scene, &mut cx);
    let sounds = cx.take_sounds();
    assert!(
        sounds.contains(&Sfx::Swap) && sounds.contains(&Sfx::Clear),
        "{sounds:?}"
    );
    assert_eq!(scene.shown(), scene.game().board());
}

#[test]
fn a_click_during_a_turn_finishes_it_and_counts() {
    let (_home, mut cx) = home();
    let mut scene = classic(11);
    let m = scene.game().hint().unwrap();
    click(&mut scene, m.a, &mut cx);
    click(&mut scene, m.b, &mut cx);
    scene.update(0.05, &mut cx);
    assert!(scene.busy());
    let next = scene.game().hint().unwrap_or(m);
    click(&mut scene, next.a, &mut cx);
    assert!(
        !scene.busy(),
        "the player is ahead: the turn is shown at once"
    );
    assert_eq!(scene.shown(), scene.game().board());
    assert_eq!(scene.stage().shown_score, scene.game().score());
    assert_eq!(scene.selected(), Some(next.a), "and the click selects");
}

#[test]
fn a_swap_without_a_line_bounces_back_and_changes_nothing() {
    let (_home, mut cx) = home();
    let mut scene = classic(3);
    let board = scene.game().board().clone();
    let (a, b) = useless_swap(&scene);
    click(&mut scene, a, &mut cx);
    click(&mut scene, b, &mut cx);
    assert!(scene.busy(), "the refused swap is animated");
    settle(&mut scene, &mut cx);
    assert_eq!(scene.shown(), &board);
    assert_eq!(scene.game().turns(), 0);
    assert!(cx.take_sounds().contains(&Sfx::Invalid));
}

#[test]
fn dragging_a_piece_onto_its_neighbour_swaps() {
    let (_home, mut cx) = home();
    let mut scene = classic(5);
    let m = scene.game().hint().unwrap();
    let a = scene.layout().cell_rect(m.a).center();
    let b = scene.layout().cell_rect(m.b).center();
    scene.event(&InputEvent::left_down(a.x, a.y), &mut cx);
    scene.event(
        &InputEvent::MouseMove {
            pos: a.lerp(b, 0.7),
        },
        &mut cx,
    );
    assert_eq!(scene.game().turns(), 1);
    scene.event(&InputEvent::left_up(b.x, b.y), &mut cx);
    assert_eq!(scene.game().turns(), 1, "the release does not swap again");
}

#[test]
fn the_shown_board_is_the_engines_after_every_turn() {
    let (_home, mut cx) = home();
    for mut scene in [classic(21), timed(22)] {
        for _ in 0..40 {
            if !play_hint(&mut scene, &mut cx) {
                break;
            }
            assert_eq!(scene.shown(), scene.game().board());
            assert_eq!(scene.stage().shown_score, scene.game().score());
        }
        assert!(scene.game().turns() > 5);
    }
}

#[test]
fn the_hint_blinks_after_the_idle_time_or_on_request() {
    let (_home, mut cx) = home();
    let mut scene = classic(9);
    let due = f32::from(Match3Settings::default().hint_seconds);
    scene.update(due - 0.5, &mut cx);
    assert_eq!(scene.hint_shown(), None);
    scene.update(0.6, &mut cx);
    assert_eq!(scene.hint_shown(), scene.game().hint());
    let mut fresh = classic(9);
    let at = fresh.layout().hint.center();
    fresh.event(&InputEvent::left_down(at.x, at.y), &mut cx);
    fresh.event(&InputEvent::left_up(at.x, at.y), &mut cx);
    assert!(fresh.hint_shown().is_some());
}

#[test]
fn the_pause_button_asks_the_host_and_the_clock_stops() {
    let (_home, mut cx) = home();
    let mut scene = timed(4);
    let at = scene.layout().pause.center();
    scene.event(&InputEvent::left_down(at.x, at.y), &mut cx);
    let action = scene.event(&InputEvent::left_up(at.x, at.y), &mut cx);
    assert_eq!(action, GameAction::Pause);
    scene.set_paused(true);
    scene.update(30.0, &mut cx);
    assert_eq!(scene.time_left(), Some(TIME_LIMIT));
    scene.set_paused(false);
    scene.update(30.0, &mut cx);
    assert_eq!(scene.time_left(), Some(TIME_LIMIT - 30.0));
}

#[test]
fn a_timed_game_ends_when_the_clock_runs_out() {
    let (_home, mut cx) = home();
    let mut scene = timed(6);
    assert!(play_hint(&mut scene, &mut cx));
    for _ in 0..130 {
        scene.update(1.0, &mut cx);
    }
    assert!(cx.take_sounds().contains(&Sfx::GameOver));
    let outcome = scene.outcome().expect("the game is over");
    assert_eq!(outcome.headline, "Time's up");
    assert_eq!(outcome.score, Some(scene.game().score()));
    assert!(!scene.worth_keeping(), "a finished game is not kept");
}

#[test]
fn a_classic_game_plays_to_no_more_moves() {
    let (_home, mut cx) = home();
    let mut scene = classic(1);
    for _ in 0..5000 {
        if scene.outcome().is_some() {
            break;
        }
        if !play_hint(&mut scene, &mut cx) {
            scene.update(0.5, &mut cx);
        }
    }
    assert_eq!(scene.game().status(), Status::Over);
    let outcome = scene.outcome().expect("the end screen is due");
    assert_eq!(outcome.headline, "No more moves");
    assert!(outcome.detail.contains("moves made"), "{}", outcome.detail);
    assert_eq!(scene.shown(), scene.game().board());
}

#[test]
fn the_state_keeps_the_game_and_the_clock() {
    let (_home, mut cx) = home();
    let mut scene = timed(12);
    assert!(
        !scene.worth_keeping(),
        "nothing to keep before the first move"
    );
    assert!(play_hint(&mut scene, &mut cx));
    scene.update(10.0, &mut cx);
    assert!(scene.worth_keeping());
    let state = scene.state().expect("a game has a state");
    let (game, time, best_chain) = read_state(state.clone()).unwrap();
    assert_eq!(best_chain, scene.stage().best_chain);
    assert_eq!(&game, scene.game());
    assert_eq!(time, scene.time_left());
    assert!(Kind.resume(state.clone(), &cx.options(ID)).is_ok());
    assert!(
        state.get("game").is_some_and(toml::Value::is_table),
        "the game is plain TOML:\n{state}"
    );
    assert!(
        Kind.resume(toml::Value::String("garbage".into()), &cx.options(ID))
            .is_err()
    );
}

#[test]
fn a_save_from_before_the_envelope_still_resumes() {
    let (_home, cx) = home();
    let text = include_str!("../../launcher/tests/fixtures/saves/match3-version-2.toml");
    let launcher_kit::persist::envelope::Saved::Earlier(state) =
        launcher_kit::persist::envelope::read(text, "match3").unwrap()
    else {
        panic!("read as an envelope");
    };
    let game = Kind.resume(state, &cx.options(ID)).unwrap();
    assert_eq!(game.score(), 300);
}

#[test]
fn classic_is_played_without_specials_whatever_the_switch() {
    let all = settings::options();
    let table: toml::Table = toml::from_str("specials = true\nchain_bonus = true").unwrap();
    let classic = Options::new(&all, &table);
    let s = Match3Settings::from_options(&classic);
    assert!(!s.engine().specials && !s.engine().chain_bonus);
    let timed = Options::new(&all, &toml::from_str("mode = \"timed\"").unwrap());
    let s = Match3Settings::from_options(&timed);
    assert!(s.engine().specials);
    assert_eq!(s.engine().mode, ::match3::Mode::Timed);
}

#[test]
fn the_panel_shows_score_best_moves_and_time() {
    let (_home, mut cx) = home();
    cx.records
        .record_score(crate::ID, "timed-8x8-7", 4321, None);
    let scene = timed(2);
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, &cx);
    let texts = p.texts();
    for t in [
        "Match-3",
        "Timed mode",
        "Score",
        "4,321",
        "Moves",
        "2:00",
        "Hint",
        "New game",
        "Pause",
    ] {
        assert!(texts.contains(&t), "{t} missing: {texts:?}");
    }
}

#[test]
fn the_launcher_opens_match3_and_keeps_it_when_leaving() {
    let (_home, mut cx) = home();
    let mut host = GameHost::open(crate::ID, false, &mut cx).unwrap();
    host.update(0.016, &mut cx);
    let game = host.game().unwrap();
    assert_eq!(game.id(), crate::ID);
    assert_eq!(game.mode_key(), "classic-8x8-7");
    host.leave(&mut cx);
    assert!(
        !cx.records.has_saved_game(crate::ID),
        "no move made, nothing kept"
    );
}

#[test]
fn a_stuck_timed_board_is_reshuffled_and_play_goes_on() {
    let (_home, mut cx) = home();
    let board = ::match3::Board::parse("12121\n34343\n12121\n34343\n12121").unwrap();
    let game = Game::from_board(::match3::Settings::timed(), board, 5);
    assert_eq!(
        game.status(),
        Status::NeedsReshuffle,
        "the board has no move"
    );
    let mut scene = Match3Scene::new(game, None, &Match3Settings::default(), Size::REFERENCE);
    assert!(scene.busy(), "the reshuffle is shown");
    settle(&mut scene, &mut cx);
    assert_eq!(scene.game().status(), Status::Playing);
    assert_eq!(scene.shown(), scene.game().board());
    assert!(scene.game().hint().is_some());
}

/// Presses `key` once.
fn press_key(scene: &mut Match3Scene, key: Key, cx: &mut Services) {
    scene.event(&InputEvent::key(key), cx);
}

/// Moves the keyboard cursor from the top-left corner to `to`.
fn cursor_to(scene: &mut Match3Scene, to: Pos, cx: &mut Services) {
    // The first arrow shows the cursor at the top-left corner without moving it.
    press_key(scene, Key::Up, cx);
    for _ in 0..to.row {
        press_key(scene, Key::Down, cx);
    }
    for _ in 0..to.col {
        press_key(scene, Key::Right, cx);
    }
}

#[test]
fn a_move_is_played_with_keys_only() {
    let (_home, mut cx) = home();
    let mut scene = classic(11);
    let m = scene.game().hint().unwrap();
    cursor_to(&mut scene, m.a, &mut cx);
    press_key(&mut scene, Key::Enter, &mut cx);
    assert_eq!(scene.selected(), Some(m.a));
    // An arrow from the selected piece swaps it that way.
    let toward = if m.b.row > m.a.row {
        Key::Down
    } else {
        Key::Right
    };
    press_key(&mut scene, toward, &mut cx);
    assert_eq!(scene.game().turns(), 1, "the swap was played");
    settle(&mut scene, &mut cx);
    assert_eq!(scene.shown(), scene.game().board());
    // H shows a hint.
    press_key(&mut scene, Key::Char('h'), &mut cx);
    assert_eq!(scene.hint_shown(), scene.game().hint());
}

#[test]
fn n_asks_for_a_new_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = crate::testing::standard_services(dir.path());
    let mut scene = classic(3);
    assert_eq!(
        scene.event(&InputEvent::key(Key::Char('n')), &mut cx),
        GameAction::NewGame
    );
}

/// The texts a scene draws.
fn texts(scene: &Match3Scene, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    scene.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

/// The texts the host draws: the game, or the dialog over it.
fn host_texts(host: &GameHost, cx: &Services) -> Vec<String> {
    let mut p = Painter::new(cx.viewport);
    host.draw(&mut p, cx);
    p.texts().into_iter().map(String::from).collect()
}

/// What the game shows in `language`: a classic start, a timed game in play
/// (with a chain, a new best and the longest chain), its end over the board and on the
/// host's end screen, the options, the score tables and the menu card's lines.
fn everything_shown(language: launcher_kit::i18n::Language) -> Vec<String> {
    let (_home, mut cx) = home();
    // After loading the services, which apply the language of the settings.
    launcher_kit::i18n::set_language(language);
    let mut shown = texts(&classic(3), &cx);
    cx.records.record_score(crate::ID, "timed-8x8-7", 1, None);
    let mut scene = timed(6);
    shown.extend(texts(&scene, &cx));
    // Moves, watched frame by frame, until one makes a chain and its banner shows.
    for _ in 0..60 {
        let Some(m) = scene.game().hint() else { break };
        click(&mut scene, m.a, &mut cx);
        click(&mut scene, m.b, &mut cx);
        while scene.busy() {
            scene.update(0.05, &mut cx);
            if scene.stage().chain >= 2 {
                shown.extend(texts(&scene, &cx));
            }
        }
        if scene.stage().best_chain >= 2 {
            break;
        }
    }
    assert!(scene.stage().best_chain >= 2, "no chain in sixty moves");
    shown.extend(texts(&scene, &cx));
    while scene.time_left() > Some(0.0) {
        scene.update(1.0, &mut cx);
    }
    shown.extend(texts(&scene, &cx));
    let outcome = scene.outcome();
    assert!(outcome.is_none(), "the end waits for the board to settle");
    scene.update(crate::board::END_PAUSE, &mut cx);
    let outcome = scene.outcome().expect("the game is over");
    shown.extend([outcome.headline, outcome.detail]);

    let all = settings::options();
    let timed_options = Options::new(&all, &toml::from_str("mode = \"timed\"").unwrap());
    cx.set_options(ID, &timed_options);
    let mut host = GameHost::open(ID, false, &mut cx).unwrap();
    for _ in 0..200 {
        if host.dialog_title().is_some() {
            break;
        }
        host.update(1.0, &mut cx);
    }
    assert!(host.dialog_title().is_some(), "the end screen opens");
    shown.extend(host_texts(&host, &cx));

    let classic_options = Options::new(&all, &toml::Table::new());
    for o in &all {
        shown.push(launcher_kit::tr!(o.label));
        shown.push(timed_options.text(o));
        shown.push(classic_options.text(o));
        shown.extend(classic_options.note(o, &all));
        for step in [-1, 1] {
            shown.push(timed_options.stepped(o, step).text(o));
        }
    }
    shown.extend(Kind.score_tables().iter().map(|t| t.name()));
    shown.extend(Kind.table_label("classic-6x6-5"));
    shown.push(Kind.figure_name(BEST_CHAIN));
    shown.push(launcher_kit::tr!(Kind.title()));
    shown.push(launcher_kit::tr!(Kind.tagline()));
    shown
}

#[test]
fn the_game_reads_in_russian_and_chinese() {
    use launcher_kit::i18n::{Language, set_language};
    for (language, known) in [
        (
            Language::Russian,
            [
                "Три в ряд",
                "Режим на время",
                "Каскад",
                "Время вышло",
                "Подсказка",
                "Новый!",
                "Классика 6×6, 5 видов",
                "Через 5 с",
                "Лучший каскад",
            ],
        ),
        (
            Language::Chinese,
            [
                "三消",
                "限时模式",
                "连消",
                "时间到",
                "提示",
                "新纪录！",
                "经典6×6，5种方块",
                "5秒后",
                "最高连消",
            ],
        ),
    ] {
        let shown = everything_shown(language);
        set_language(Language::English);
        for text in known {
            assert!(
                shown.iter().any(|t| t == text),
                "{language:?}: {text} missing from {shown:?}"
            );
        }
        let raw: Vec<&String> = shown.iter().filter(|t| t.starts_with("match3-")).collect();
        assert!(raw.is_empty(), "{language:?}: keys shown as text: {raw:?}");
        assert!(
            shown
                .iter()
                .any(|t| t.starts_with("Каскад ×") || t.starts_with("连消×")),
            "{language:?}: no chain banner in {shown:?}"
        );
    }
}

/// Every text of the scene, boxed, fits its box in every language from the smallest window
/// up, in portrait too: the panel at the start and in a timed game with a chain, the
/// banners over the board.
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
    use launcher_kit::i18n::{Language, set_language};
    let mut problems = Vec::new();
    for language in Language::ALL {
        for size in [
            Size::new(480.0, 360.0),
            Size::REFERENCE,
            Size::new(480.0, 640.0),
            Size::new(600.0, 900.0),
        ] {
            let (_home, mut cx) = home();
            set_language(language);
            launcher_kit::ui::theme::set_text_scale(text_scale);
            cx.viewport = size;
            cx.records.record_score(crate::ID, "timed-8x8-7", 1, None);
            let mut pictures = Vec::new();
            let mut draw = |scene: &Match3Scene, cx: &Services| {
                let mut p = Painter::new(size);
                scene.draw(&mut p, cx);
                pictures.push(p);
            };
            let mut scene = classic(3);
            scene.event(&InputEvent::Resize(size), &mut cx);
            draw(&scene, &cx);
            let mut scene = timed(6);
            scene.event(&InputEvent::Resize(size), &mut cx);
            for _ in 0..60 {
                let Some(m) = scene.game().hint() else { break };
                click(&mut scene, m.a, &mut cx);
                click(&mut scene, m.b, &mut cx);
                while scene.busy() {
                    scene.update(0.05, &mut cx);
                    if scene.stage().chain >= 2 {
                        draw(&scene, &cx);
                    }
                }
                if scene.stage().best_chain >= 2 {
                    break;
                }
            }
            for banner in [
                launcher_kit::tr!("match3-banner-shuffle"),
                launcher_kit::tr!(Ending::NoMoves.headline()),
                launcher_kit::tr!(Ending::TimeUp.headline()),
                launcher_kit::tr!(Ending::Finished.headline()),
            ] {
                scene.board.state.stage.show_banner(banner, 1.0);
                scene.board.state.stage.update(0.5);
                draw(&scene, &cx);
            }
            draw(&scene, &cx);
            set_language(Language::English);
            for p in pictures {
                for t in p.items().iter().filter_map(|i| match i {
                    launcher_kit::draw::Primitive::Text(t) => Some(t),
                    _ => None,
                }) {
                    // The point bursts belong to the effects, which place them freely.
                    let burst = t.text.starts_with('+');
                    if let Some(why) = launcher_kit::draw::fit::misfit(t, size).filter(|_| !burst) {
                        problems.push(format!("{language:?} {size:?}: {why}"));
                    }
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each removed piece's pop-up shows what it earned: the pop-ups of every step of a turn
/// (an L or T, then its cascades with the chain bonus) add up to the step's points.
#[test]
fn the_pieces_pop_ups_of_a_step_add_up_to_its_points() {
    let (_home, mut cx) = home();
    let settings = ::match3::Settings {
        board: ::match3::BoardConfig::new(5, 5, 6).unwrap(),
        ..::match3::Settings::timed()
    };
    // A T of a four and a three when (1,2) and (2,2) change places.
    let board = ::match3::Board::parse("23456\n45145\n11213\n56162\n34124\n").unwrap();
    let mut game = Game::from_board(settings, board.clone(), 1);
    let events = game.play(Pos::new(1, 2), Pos::new(2, 2)).unwrap();
    let mut stage = crate::stage::Stage::new(board, 0, crate::layout(Size::REFERENCE, 5, 5));
    let mut scoring = 0;
    for event in &events {
        let before = stage.fx.bursts().len();
        stage.board_step(event, &mut cx);
        let shown: u64 = stage.fx.bursts()[before..]
            .iter()
            .map(|b| b.text.trim_start_matches('+').parse::<u64>().unwrap())
            .sum();
        let (points, pieces) = match event {
            ::match3::Event::Cleared { points, lines, .. } => {
                let mut cells: Vec<Pos> = lines.iter().flat_map(|l| l.cells.clone()).collect();
                cells.sort_unstable();
                cells.dedup();
                (*points, cells.len())
            }
            ::match3::Event::SpecialTriggered { points, cells, .. } => (*points, cells.len()),
            _ => (0, 0),
        };
        assert_eq!(shown, points, "the pop-ups of {event:?}");
        assert_eq!(stage.fx.bursts().len() - before, pieces, "one per piece");
        scoring += usize::from(points > 0);
    }
    assert!(scoring >= 1, "the turn scored: {events:?}");
    assert_eq!(stage.shown_score, game.score());
}
