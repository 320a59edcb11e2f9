//! Game IDs through the games' descriptors: an ID opens a game whose own ID is the same
//! (over many settings and seeds), malformed text never panics and always says why,
//! today's boards differ from day to day, and the host carries IDs through restart,
//! saves and the statistics.

use super::{match3, popstar, reversi};
use crate::testing::standard_services;
use launcher_kit::game::{GameKind, Options};
use launcher_kit::host::GameHost;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Scene;
use proptest::prelude::*;

/// The ID `kind` gives the game that `id` opens.
fn round_trip(kind: &dyn GameKind, id: &str) -> Option<String> {
    let options = Options::new(&kind.options(), &toml::Table::new());
    let opened = kind.open_id(id, &options).ok()?;
    opened.game.game_id(opened.seed)
}

/// Match-3 IDs over every size, kinds, mode and extras.
fn match3_ids() -> impl Strategy<Value = String> {
    (
        5usize..=12,
        5usize..=12,
        4u8..=8,
        0usize..3,
        any::<(bool, bool, bool)>(),
        any::<u64>(),
    )
        .prop_map(|(w, h, k, mode, (specials, bonus, repair), seed)| {
            let mode = [
                ::match3::Mode::Classic,
                ::match3::Mode::Timed,
                ::match3::Mode::Endless,
            ][mode];
            let extras = mode != ::match3::Mode::Classic;
            let id = ::match3::id::GameId {
                settings: ::match3::Settings {
                    board: ::match3::BoardConfig::new(w, h, k).expect("sizes in range"),
                    method: if repair {
                        ::match3::Method::Repair
                    } else {
                        ::match3::Method::Constrained
                    },
                    mode,
                    specials: specials && extras,
                    chain_bonus: bonus && extras,
                },
                seed,
            };
            id.to_string()
        })
}

/// Reversi IDs of random games from the standard starts.
fn reversi_ids() -> impl Strategy<Value = String> {
    (
        any::<bool>(),
        proptest::collection::vec(any::<u8>(), 0..40),
        any::<u64>(),
    )
        .prop_map(|(white_first, picks, seed)| {
            let start = if white_first {
                ::reversi::id::white_first_start()
            } else {
                ::reversi::Board::start()
            };
            let mut game = ::reversi::Game::from_board(start);
            for pick in picks {
                let moves: Vec<::reversi::Square> = game.board().moves().collect();
                if moves.is_empty() {
                    break;
                }
                let _ = game.play(moves[usize::from(pick) % moves.len()]);
            }
            ::reversi::id::GameId { game, seed }.to_string()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn match3_ids_round_trip(id in match3_ids()) {
        prop_assert_eq!(round_trip(&match3::Kind, &id), Some(id));
    }

    #[test]
    fn reversi_ids_round_trip(id in reversi_ids()) {
        prop_assert_eq!(round_trip(&reversi::Kind, &id), Some(id));
    }

    #[test]
    fn malformed_ids_never_panic_and_say_why(text in "\\PC{0,60}", cut in 0usize..40) {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        for candidate in [
            text.clone(),
            format!("match3:{text}"),
            format!("reversi:s:{text}:1"),
            format!("popstar:{text}"),
            "match3:t9x7k6sbr:5eed".chars().take(cut).collect(),
            "reversi:w:c5e6:a".chars().take(cut).collect(),
        ] {
            if let Err(why) = GameHost::open_id(&candidate, false, &mut cx) {
                prop_assert!(!why.is_empty() && !why.contains('\n'), "{:?}: {:?}", candidate, why);
            }
        }
    }
}

proptest! {
    // Each PopStar game deals its first board on a worker thread: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn popstar_ids_round_trip(level in 1u32..6, extra in 0u32..500, seed in any::<u64>()) {
        let score = ::popstar::id::carried_into(level) + extra;
        let id = ::popstar::id::GameId { level, score, seed }.to_string();
        prop_assert_eq!(round_trip(&popstar::Kind, &id), Some(id));
    }
}

#[test]
fn todays_boards_change_every_day_and_stay_all_day() {
    let kinds: [&dyn GameKind; 3] = [&match3::Kind, &popstar::Kind, &reversi::Kind];
    for kind in kinds {
        let options = Options::new(&kind.options(), &toml::Table::new());
        let day = |d| kind.daily(d, &options).map(|(id, _)| id);
        let days: Vec<String> = (20_400..20_430).filter_map(day).collect();
        assert_eq!(days.len(), 30, "{} has a board every day", kind.title());
        let mut unique = days.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), days.len(), "{}: {days:?}", kind.title());
        assert_eq!(day(20_416), day(20_416));
        assert_eq!(round_trip(kind, &days[0]), Some(days[0].clone()));
    }
}

#[test]
fn the_daily_rules_override_the_players_options() {
    let practice: toml::Table = toml::from_str("practice = true").unwrap();
    let options = Options::new(&popstar::Kind.options(), &practice);
    let (_, daily) = popstar::Kind.daily(1, &options).unwrap();
    assert_eq!(
        daily.table().get("practice"),
        Some(&toml::Value::Boolean(false))
    );

    let small: toml::Table = toml::from_str("width = 6\nkinds = 4\nmode = \"timed\"").unwrap();
    let options = Options::new(&match3::Kind.options(), &small);
    let (id, daily) = match3::Kind.daily(1, &options).unwrap();
    assert!(id.starts_with("match3:c8x8k7:"), "{id}");
    assert_eq!(daily.table().get("width"), Some(&toml::Value::Integer(8)));

    let (id, daily) = reversi::Kind.daily(1, &Options::default()).unwrap();
    assert!(id.starts_with("reversi:s:"), "{id}");
    let players = reversi::ReversiSettings::from_options(&daily);
    assert_eq!(players.mode, reversi::ReversiMode::VsComputer);
    assert_eq!(players.level_name(), "Hard");
}

#[test]
fn a_game_opened_by_id_restarts_as_that_id_and_copies_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let id = "match3:t6x7k5sb:5eed";
    let mut host = GameHost::open_id(id, false, &mut cx).unwrap();
    assert_eq!(host.game_id().as_deref(), Some(id));
    host.event(&InputEvent::key(Key::Escape), &mut cx);
    // Continue, Restart: the same ID again.
    host.event(&InputEvent::key(Key::Right), &mut cx);
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    assert_eq!(host.game_id().as_deref(), Some(id));

    // The pause dialog shows the ID and copies it.
    host.event(&InputEvent::key(Key::Escape), &mut cx);
    let mut p = launcher_kit::draw::Painter::new(cx.viewport);
    host.draw(&mut p, &cx);
    assert!(p.texts().contains(&"Game ID: match3:t6x7k5sb:5eed"));
    // Continue, Restart, New game, Finish (Timed has none: Copy ID is fourth).
    for _ in 0..3 {
        host.event(&InputEvent::key(Key::Right), &mut cx);
    }
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    assert_eq!(host.dialog_title(), Some("Paused"), "the dialog stays");
    assert!(
        cx.take_window_requests()
            .contains(&launcher_kit::services::WindowRequest::Clipboard(id.into()))
    );
}

#[test]
fn an_endless_game_ends_when_the_player_finishes_it_and_counts() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = standard_services(dir.path());
    let mut host = GameHost::open_id("match3:e8x8k7sb:1", false, &mut cx).unwrap();
    // Pause: Continue, Restart, New game, Finish.
    host.event(&InputEvent::key(Key::Escape), &mut cx);
    for _ in 0..3 {
        host.event(&InputEvent::key(Key::Right), &mut cx);
    }
    host.event(&InputEvent::key(Key::Enter), &mut cx);
    for _ in 0..200 {
        host.update(0.05, &mut cx);
    }
    assert_eq!(host.dialog_title(), Some("Game finished"));
    let stats = cx.records.statistics.mode(match3::ID, "endless-8x8-7");
    assert_eq!(stats.map(|s| s.played), Some(1));
}
