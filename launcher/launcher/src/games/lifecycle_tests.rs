//! The host's lifecycle, the same cases for every game of the standard registry: a new
//! game, a move, pause, leave and resume, restart with the same seed, and the undo keys
//! where the game's mode has undo (and nowhere else).

use launcher_kit::game::GameId;
use launcher_kit::geom::{Point, Size};
use launcher_kit::host::GameHost;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Scene;
use launcher_kit::services::Services;
use std::time::{Duration, Instant};

/// How a test makes each game ready and plays one move in it.
struct Driver {
    id: GameId,
    /// Gets a freshly opened game to where it takes a move.
    ready: fn(&mut GameHost, &mut Services),
    /// Where to click for a legal move, found from the game's state.
    move_at: fn(&toml::Value) -> Vec<Point>,
    /// Waits after a move until the game rests where the player moves again.
    settle: fn(&mut GameHost, &mut Services),
    /// What of a fresh game's state a restart deals again (with the same seed).
    restarted: fn(&toml::Value) -> toml::Value,
}

fn drivers() -> Vec<Driver> {
    vec![
        Driver {
            id: super::match3::ID,
            ready: |_, _| {},
            move_at: |state| {
                let game: ::match3::Game = state["game"].clone().try_into().unwrap();
                let swap = game.hint().expect("a start board has a move");
                let b = game.board();
                swap_clicks(swap, b.width(), b.height())
            },
            settle: let_cascades_fall,
            restarted: toml::Value::clone,
        },
        Driver {
            id: super::popstar::ID,
            ready: |host, cx| {
                wait(host, cx, |h| h.game().and_then(|g| g.state()).is_some());
                // The first board drops in before it takes taps.
                for _ in 0..300 {
                    host.update(1.0 / 60.0, cx);
                }
            },
            move_at: |state| {
                let game: ::popstar::Game = state["game"].clone().try_into().unwrap();
                let at = game.board().groups().remove(0)[0];
                let c = super::popstar::layout(Size::REFERENCE).cell_center(at);
                vec![c, c]
            },
            settle: |_, _| {},
            restarted: toml::Value::clone,
        },
        Driver {
            id: super::reversi::ID,
            // The new-game dialog: Enter starts against the computer, the person first.
            ready: |host, cx| {
                host.event(&InputEvent::key(Key::Enter), cx);
            },
            move_at: |_| {
                let square = "f5".parse().unwrap();
                vec![
                    super::reversi::layout(Size::REFERENCE)
                        .cell(square)
                        .center(),
                ]
            },
            // The computer answers on its own thread.
            settle: |host, cx| {
                wait(host, cx, |h| {
                    state(h)["moves"].as_str().is_some_and(|m| m.len() == 4)
                })
            },
            restarted: toml::Value::clone,
        },
        Driver {
            id: super::levels::ID,
            // The map: Enter opens the first level, whose pieces drop in first.
            ready: |host, cx| {
                host.event(&InputEvent::key(Key::Enter), cx);
                wait(host, cx, |h| h.game().and_then(|g| g.state()).is_some());
                let_cascades_fall(host, cx);
            },
            move_at: |state| {
                let game: ::match3::level::LevelGame = state["game"].clone().try_into().unwrap();
                let swap = game.hint().expect("a level's start has a move");
                let t = game.terrain();
                swap_clicks(swap, t.width(), t.height())
            },
            settle: let_cascades_fall,
            // A restart goes back to the map; each level deals its board from a fresh seed
            // when it starts, so the restarted game opens the same level, not the same board.
            restarted: |state| state["source"].clone(),
        },
    ]
}

/// Where to click for `swap` on a match-3 board of `width` × `height`.
fn swap_clicks(swap: ::match3::Swap, width: usize, height: usize) -> Vec<Point> {
    let l = super::match3::layout(Size::REFERENCE, width, height);
    vec![l.cell_rect(swap.a).center(), l.cell_rect(swap.b).center()]
}

/// Ten seconds of frames: a match-3 board's pieces drop in, or a turn's cascades play out.
fn let_cascades_fall(host: &mut GameHost, cx: &mut Services) {
    for _ in 0..200 {
        host.update(0.05, cx);
    }
}

#[test]
fn every_game_of_the_standard_registry_is_driven() {
    let driven: Vec<GameId> = drivers().iter().map(|d| d.id).collect();
    for kind in super::standard_registry().kinds() {
        assert!(
            driven.contains(&kind.id()),
            "{}: the lifecycle tests have no driver for it",
            kind.id()
        );
    }
}

/// Runs frames until `done`, for at most 20 s.
fn wait(host: &mut GameHost, cx: &mut Services, done: impl Fn(&GameHost) -> bool) {
    let end = Instant::now() + Duration::from_secs(20);
    while !done(host) {
        assert!(Instant::now() < end, "timed out");
        host.update(1.0 / 60.0, cx);
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn state(host: &GameHost) -> toml::Value {
    host.game()
        .and_then(|g| g.state())
        .expect("the game has a state")
}

fn open(d: &Driver, cx: &mut Services) -> GameHost {
    let mut host = GameHost::open(d.id, false, cx).unwrap();
    (d.ready)(&mut host, cx);
    host
}

fn play(d: &Driver, host: &mut GameHost, cx: &mut Services) {
    for at in (d.move_at)(&state(host)) {
        host.event(&InputEvent::left_down(at.x, at.y), cx);
        host.event(&InputEvent::left_up(at.x, at.y), cx);
    }
}

/// Presses the pause dialog's button `i` (Continue, Restart, New game, Menu).
fn pause_and_choose(host: &mut GameHost, i: usize, cx: &mut Services) {
    host.event(&InputEvent::key(Key::Escape), cx);
    assert_eq!(host.dialog_title(), Some("Paused"));
    for _ in 0..i {
        host.event(&InputEvent::key(Key::Right), cx);
    }
    host.event(&InputEvent::key(Key::Enter), cx);
}

fn each_game(case: impl Fn(&Driver, &mut Services)) {
    for d in drivers() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = crate::testing::standard_services(dir.path());
        case(&d, &mut cx);
    }
}

#[test]
fn a_move_is_kept_when_leaving_and_resumes() {
    each_game(|d, cx| {
        let mut host = open(d, cx);
        assert!(
            !host.game().unwrap().worth_keeping(),
            "{}: no move yet",
            d.id
        );
        play(d, &mut host, cx);
        assert!(
            host.game().unwrap().worth_keeping(),
            "{}: a move made",
            d.id
        );
        let left = state(&host);
        pause_and_choose(&mut host, 3, cx);
        host.leave(cx);
        assert!(cx.records.has_saved_game(d.id), "{}", d.id);
        let mut again = GameHost::open(d.id, false, cx).unwrap();
        again.event(&InputEvent::key(Key::Enter), cx);
        assert_eq!(state(&again), left, "{}: resumed", d.id);
    });
}

#[test]
fn a_paused_game_stands_still() {
    each_game(|d, cx| {
        let mut host = open(d, cx);
        let before = state(&host);
        host.event(&InputEvent::key(Key::Escape), cx);
        assert_eq!(host.dialog_title(), Some("Paused"), "{}", d.id);
        let at = (d.move_at)(&before)[0];
        host.event(&InputEvent::left_down(at.x, at.y), cx);
        for _ in 0..60 {
            host.update(0.1, cx);
        }
        assert_eq!(state(&host), before, "{}: nothing moved while paused", d.id);
        host.event(&InputEvent::key(Key::Enter), cx);
        assert_eq!(host.dialog_title(), None, "{}: Continue", d.id);
    });
}

#[test]
fn restart_deals_the_same_game_and_leaves_nothing_to_resume() {
    each_game(|d, cx| {
        let mut host = open(d, cx);
        let fresh = state(&host);
        play(d, &mut host, cx);
        pause_and_choose(&mut host, 1, cx);
        (d.ready)(&mut host, cx);
        assert_eq!(
            (d.restarted)(&state(&host)),
            (d.restarted)(&fresh),
            "{}: the same seed and settings",
            d.id
        );
        host.leave(cx);
        assert!(
            !cx.records.has_saved_game(d.id),
            "{}: no move since the restart",
            d.id
        );
    });
}

/// A state without whether it counts for the player's rating.
fn unrated(mut state: toml::Value) -> toml::Value {
    if let Some(table) = state.as_table_mut() {
        table.remove("rated");
    }
    state
}

#[test]
fn undo_keys_work_only_where_the_mode_has_undo() {
    each_game(|d, cx| {
        let mut host = open(d, cx);
        let before = state(&host);
        play(d, &mut host, cx);
        (d.settle)(&mut host, cx);
        let after = state(&host);
        host.event(&InputEvent::key(Key::Char('u')), cx);
        if host.game().unwrap().undo_allowed() {
            // A game that counted for the rating counts no more once a move is taken back.
            assert_eq!(unrated(state(&host)), unrated(before), "{}: undone", d.id);
            host.event(&InputEvent::key(Key::Char('r')), cx);
            assert_eq!(unrated(state(&host)), unrated(after), "{}: redone", d.id);
        } else {
            assert_eq!(state(&host), after, "{}: no undo in this mode", d.id);
        }
    });
}
