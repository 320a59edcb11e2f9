use super::file::RatingsFile;
use super::*;
use proptest::prelude::*;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::fs;

fn level(rating: f64) -> Opponent {
    Opponent {
        id: "medium".into(),
        rating,
        deviation: 60.0,
    }
}

#[test]
fn a_new_track_starts_at_the_stated_rating() {
    let track = Track::default();
    assert_eq!(
        (track.rating, track.deviation, track.games),
        (START_RATING, START_DEVIATION, 0)
    );
    assert!(track.is_provisional());
}

crate::rating_start!("stated", 1500.0, 200.0);

#[test]
fn a_track_whose_game_states_a_start_starts_and_starts_again_there() {
    assert_eq!(Track::start("unstated"), Track::default());
    let stated = Track::start("stated");
    assert_eq!(
        (stated.rating, stated.deviation, stated.games),
        (1500.0, 200.0, 0)
    );
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = RatingStore::open(dir.path().join("ratings.toml"));
    assert_eq!(store.track("stated"), stated);
    assert!(
        store
            .record("stated", &level(1500.0), Outcome::Win)
            .is_none()
    );
    let after = store.track("stated");
    assert!(
        after.rating > 1500.0 && after.deviation < 200.0,
        "{after:?}"
    );
    let mut from_start = stated.clone();
    from_start.apply(&level(1500.0), Outcome::Win, &after.history[0].date);
    assert_eq!(
        after, from_start,
        "the first result is rated from the stated start"
    );
    assert!(store.reset("stated").is_none());
    assert_eq!(store.track("stated"), stated);
}

#[test]
fn a_win_raises_a_loss_lowers_and_each_narrows_the_deviation() {
    let mut won = Track::default();
    won.apply(&level(START_RATING), Outcome::Win, "2026-12-07");
    let mut lost = Track::default();
    lost.apply(&level(START_RATING), Outcome::Loss, "2026-12-07");
    let mut drew = Track::default();
    drew.apply(&level(START_RATING), Outcome::Draw, "2026-12-07");
    assert!(won.rating > START_RATING + 100.0, "{}", won.rating);
    assert!(lost.rating < START_RATING - 100.0, "{}", lost.rating);
    assert!((drew.rating - START_RATING).abs() < 1.0, "{}", drew.rating);
    for track in [&won, &lost, &drew] {
        assert!(track.deviation < START_DEVIATION);
        assert_eq!(track.games, 1);
    }
    let played = &won.history[0];
    assert_eq!(
        (played.opponent.as_str(), played.result, played.rating),
        ("medium", Outcome::Win, won.rating)
    );
}

#[test]
fn beating_a_stronger_opponent_gains_more() {
    let mut weak = Track::default();
    weak.apply(&level(START_RATING - 300.0), Outcome::Win, "2026-12-07");
    let mut strong = Track::default();
    strong.apply(&level(START_RATING + 300.0), Outcome::Win, "2026-12-07");
    assert!(strong.rating > weak.rating);
}

#[test]
fn an_opponent_known_less_well_moves_a_settled_rating_less() {
    let settled = Track {
        deviation: 80.0,
        games: PROVISIONAL_GAMES,
        ..Track::default()
    };
    let mut sure = settled.clone();
    sure.apply(&level(START_RATING), Outcome::Win, "d");
    let mut unsure = settled;
    let vague = Opponent {
        deviation: 300.0,
        ..level(START_RATING)
    };
    unsure.apply(&vague, Outcome::Win, "d");
    assert!(unsure.rating < sure.rating);
}

#[test]
fn an_opponents_deviation_comes_from_its_interval() {
    let o = Opponent::from_interval("easy", 931.0, 623.0, 1239.0);
    assert!((o.deviation - 157.14).abs() < 0.01, "{}", o.deviation);
}

#[test]
fn the_rating_settles_and_stops_being_provisional() {
    let mut track = Track::default();
    for n in 0..PROVISIONAL_GAMES {
        assert!(track.is_provisional());
        let outcome = if n % 2 == 0 {
            Outcome::Win
        } else {
            Outcome::Loss
        };
        track.apply(&level(1500.0), outcome, "d");
    }
    assert!(!track.is_provisional());
    assert!((track.rating - 1500.0).abs() < 100.0, "{}", track.rating);
}

/// One Glicko-2 rating period of one result, straight from the crate.
fn glicko_period(track: &Track, opponent: &Opponent, outcome: Outcome) -> (f64, f64) {
    let rated = |rating, deviation, volatility| Glicko2Rating {
        rating,
        deviation,
        volatility,
    };
    let (after, _) = glicko2(
        &rated(track.rating, track.deviation, track.volatility),
        &rated(opponent.rating, opponent.deviation, START_VOLATILITY),
        &outcome.glicko(),
        &Glicko2Config::new(),
    );
    (after.rating, after.deviation)
}

#[test]
fn provisional_results_are_rated_together_and_their_order_does_not_matter() {
    let results = [
        (level(1500.0), Outcome::Win),
        (level(1700.0), Outcome::Win),
        (level(1900.0), Outcome::Loss),
        (level(1800.0), Outcome::Draw),
    ];
    let mut forward = Track::default();
    for (opponent, outcome) in &results {
        forward.apply(opponent, *outcome, "d");
    }
    let mut backward = Track::default();
    for (opponent, outcome) in results.iter().rev() {
        backward.apply(opponent, *outcome, "d");
    }
    assert!((forward.rating - backward.rating).abs() < 1e-6);
    assert!((forward.deviation - backward.deviation).abs() < 1e-6);
    // The rating is where the log posterior peaks: no rating nearby is more likely.
    let log_posterior = |r: f64| {
        let q = std::f64::consts::LN_10 / 400.0;
        let prior = -((r - START_RATING) / START_DEVIATION).powi(2) / 2.0;
        results.iter().fold(prior, |sum, (o, outcome)| {
            let g =
                1.0 / (1.0 + 3.0 * (q * o.deviation).powi(2) / std::f64::consts::PI.powi(2)).sqrt();
            let e = 1.0 / (1.0 + (-g * q * (r - o.rating)).exp());
            let s = outcome.score();
            sum + s * e.ln() + (1.0 - s) * (1.0 - e).ln()
        })
    };
    let peak = log_posterior(forward.rating);
    for off in [-5.0, -0.5, 0.5, 5.0] {
        assert!(log_posterior(forward.rating + off) < peak, "{off}");
    }
}

#[test]
fn a_streak_far_from_the_start_is_followed_where_one_result_at_a_time_lags() {
    let mut together = Track::default();
    let mut one_at_a_time = Track {
        start: None,
        ..Track::default()
    };
    for track in [&mut together, &mut one_at_a_time] {
        for _ in 0..PROVISIONAL_GAMES {
            let near = level(track.rating + 100.0);
            track.apply(&near, Outcome::Win, "d");
        }
    }
    assert!(
        together.rating > one_at_a_time.rating + 200.0,
        "{} against {}",
        together.rating,
        one_at_a_time.rating
    );
}

#[test]
fn a_settled_rating_and_one_begun_by_format_1_rate_each_result_as_glicko_2() {
    let mut settled = Track::default();
    for n in 0..PROVISIONAL_GAMES {
        let outcome = [Outcome::Win, Outcome::Loss][n as usize % 2];
        settled.apply(&level(1300.0), outcome, "d");
    }
    let format_1 = Track {
        start: None,
        ..Track::default()
    };
    for mut track in [settled, format_1] {
        let expected = glicko_period(&track, &level(1400.0), Outcome::Win);
        track.apply(&level(1400.0), Outcome::Win, "d");
        assert_eq!((track.rating, track.deviation), expected);
    }
}

#[test]
fn the_history_keeps_the_latest_results() {
    let mut track = Track::default();
    for n in 0..HISTORY_KEPT + 3 {
        track.apply(&level(1000.0), Outcome::Draw, &format!("{n}"));
    }
    assert_eq!(track.history.len(), HISTORY_KEPT);
    assert_eq!(track.history[0].date, "3");
    assert_eq!(track.games as usize, HISTORY_KEPT + 3);
}

#[test]
fn the_store_writes_each_result_and_reads_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.toml");
    let (mut store, problem) = RatingStore::open(path.clone());
    assert!(problem.is_none());
    assert!(store.record("game", &level(1000.0), Outcome::Win).is_none());
    assert!(
        store
            .record("puzzles", &level(900.0), Outcome::Loss)
            .is_none()
    );
    let (again, problem) = RatingStore::open(path.clone());
    assert!(problem.is_none());
    assert_eq!(again.track("game"), store.track("game"));
    assert_eq!(again.track("puzzles").games, 1);
    assert_eq!(again.track("unknown"), Track::default());
    // The second write kept the first as the backup.
    assert!(dir.path().join("ratings.toml.bak").exists());
}

#[test]
fn two_programs_rating_at_once_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.toml");
    let (mut launcher, _) = RatingStore::open(path.clone());
    let (mut game, _) = RatingStore::open(path.clone());
    launcher.record("game", &level(1000.0), Outcome::Win);
    game.record("game", &level(1000.0), Outcome::Win);
    game.record("puzzles", &level(1000.0), Outcome::Win);
    let (read, _) = RatingStore::open(path);
    assert_eq!(read.track("game").games, 2);
    assert_eq!(read.track("puzzles").games, 1);
}

#[test]
fn a_reset_starts_the_track_afresh_and_leaves_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.toml");
    let (mut store, _) = RatingStore::open(path.clone());
    store.record("game", &level(1000.0), Outcome::Win);
    store.record("puzzles", &level(1000.0), Outcome::Win);
    assert!(store.reset("game").is_none());
    assert_eq!(store.track("game"), Track::default());
    let (read, _) = RatingStore::open(path);
    assert_eq!(read.track("game"), Track::default());
    assert_eq!(read.track("puzzles").games, 1);
}

#[test]
fn a_corrupt_file_is_kept_aside_and_fresh_ratings_begin_with_one_notice() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.toml");
    fs::write(&path, "format = 1\n[track.game]\nrating = \"high\"\n").unwrap();
    let (mut store, problem) = RatingStore::open(path.clone());
    let problem = problem.expect("the damage is reported").to_string();
    assert!(problem.contains("ratings.toml.corrupt"), "{problem}");
    assert_eq!(store.track("game"), Track::default());
    assert!(store.record("game", &level(1000.0), Outcome::Win).is_none());
    assert!(dir.path().join("ratings.toml.corrupt").exists());
    assert_eq!(RatingStore::open(path).0.track("game").games, 1);
}

#[test]
fn a_file_damaged_while_open_is_kept_aside_when_next_written() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.toml");
    let (mut store, _) = RatingStore::open(path.clone());
    fs::write(&path, [0xff, 0xfe]).unwrap();
    let problem = store.record("game", &level(1000.0), Outcome::Win);
    assert!(
        matches!(problem, Some(StoreProblem::File(_))),
        "{problem:?}"
    );
    assert!(dir.path().join("ratings.toml.corrupt").exists());
    assert_eq!(RatingStore::open(path).0.track("game").games, 1);
}

#[test]
fn numbers_no_rating_can_have_are_refused() {
    for bad in [
        "format = 1\n[track.g]\nrating = nan\ndeviation = 1.0\nvolatility = 0.06\ngames = 0\n",
        "format = 1\n[track.g]\nrating = 1.0\ndeviation = 0.0\nvolatility = 0.06\ngames = 0\n",
        "format = 1\n[track.g]\nrating = 1.0\ndeviation = 5.0\nvolatility = -1.0\ngames = 0\n",
        "[track.g]\nrating = 1.0\ndeviation = 5.0\nvolatility = 0.06\ngames = 0\n",
    ] {
        assert!(RatingsFile::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_newer_programs_keys_are_kept_when_rewritten() {
    let text = "format = 2\nseason = \"winter\"\n[track.g]\nrating = 1100.0\ndeviation = 80.0\nvolatility = 0.06\ngames = 12\n";
    let file = RatingsFile::parse(text).unwrap();
    let again = RatingsFile::parse(&file.write().unwrap()).unwrap();
    assert_eq!(again, file);
    assert_eq!(again.format, 2);
    assert_eq!(
        again.other.get("season").and_then(|v| v.as_str()),
        Some("winter")
    );
}

proptest! {
    #[test]
    fn any_bytes_either_parse_or_are_refused(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        // Whatever parses writes back to itself.
        if let Ok(file) = RatingsFile::parse(&text)
            && let Ok(written) = file.write()
        {
            prop_assert_eq!(RatingsFile::parse(&written), Ok(file));
        }
    }

    #[test]
    fn a_damaged_ratings_file_is_refused_or_read_never_a_panic(
        at in 0usize..400,
        byte in any::<u8>(),
        cut in 0usize..400,
    ) {
        let mut file = RatingsFile::empty();
        let track = file.tracks.entry("reversi-game".into()).or_default();
        track.apply(&level(1100.0), Outcome::Win, "2026-12-07");
        track.apply(&level(1300.0), Outcome::Loss, "2026-12-07");
        let mut bytes = file.write().unwrap().into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        bytes.truncate(bytes.len() - cut % bytes.len());
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(read) = RatingsFile::parse(&text)
            && let Ok(written) = read.write()
        {
            prop_assert_eq!(RatingsFile::parse(&written), Ok(read));
        }
    }

    #[test]
    fn files_of_any_results_round_trip(results in proptest::collection::vec((0u8..3, 400.0f64..2500.0), 0..30)) {
        let mut file = RatingsFile::empty();
        let track = file.tracks.entry("g".into()).or_default();
        for (r, opponent) in results {
            let outcome = [Outcome::Win, Outcome::Draw, Outcome::Loss][usize::from(r)];
            track.apply(&level(opponent), outcome, "2026-12-07");
        }
        let again = RatingsFile::parse(&file.write().unwrap()).unwrap();
        prop_assert_eq!(again, file);
    }
}
