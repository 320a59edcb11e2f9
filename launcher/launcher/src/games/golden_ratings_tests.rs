//! Rating files in every format they were ever written in, pinned to what they hold and
//! to the ratings the next results give: a change here moves players' ratings and must
//! not happen by accident. `GOLDEN_BLESS=1` rewrites `tests/golden/ratings.txt` for a
//! deliberate change.

use launcher_kit::rating::file::RatingsFile;
use launcher_kit::rating::{FORMAT, Opponent, Outcome, Track};

/// Each ratings file, oldest format first: (file name, text).
const FILES: [(&str, &str); 2] = [
    (
        "ratings-format-1.toml",
        include_str!("../../tests/fixtures/ratings/ratings-format-1.toml"),
    ),
    (
        "ratings-format-2.toml",
        include_str!("../../tests/fixtures/ratings/ratings-format-2.toml"),
    ),
];

fn line(name: &str, t: &Track) -> String {
    format!(
        "{name}: rating {:.4} deviation {:.4} volatility {:.6} games {} provisional {}\n",
        t.rating,
        t.deviation,
        t.volatility,
        t.games,
        t.is_provisional()
    )
}

#[test]
fn every_ratings_format_reads_the_pinned_tracks_and_rates_them_the_same() {
    let mut actual = String::new();
    for (file, text) in FILES {
        let mut read = RatingsFile::parse(text).expect("the ratings read");
        actual += &format!("== {file}\nformat {}\n", read.format);
        for (name, track) in &read.tracks {
            actual += &line(name, track);
            if let Some(start) = track.start {
                actual += &format!("  start {} ± {}\n", start.rating, start.deviation);
            }
            for p in &track.history {
                let known = p
                    .opponent_deviation
                    .map_or(String::new(), |d| format!(" ± {d}"));
                actual += &format!(
                    "  {} {:?} against {} ({}{known}) -> {} ± {}\n",
                    p.date, p.result, p.opponent, p.opponent_rating, p.rating, p.deviation
                );
            }
        }
        // The same results on every track: a win, a draw and a loss against a level.
        let opponent = Opponent::from_interval("medium", 1772.0, 1310.0, 2235.0);
        for (name, track) in read.tracks.iter_mut() {
            for outcome in [Outcome::Win, Outcome::Draw, Outcome::Loss] {
                track.apply(&opponent, outcome, "2027-01-01");
                actual += &format!("after {outcome:?}: {}", line(name, track));
            }
        }
        let rewritten = read.write().expect("the ratings write");
        let again = RatingsFile::parse(&rewritten).expect("the rewritten ratings read");
        assert_eq!(again.tracks, read.tracks, "{file} rewrites to itself");
        assert_eq!(
            again.format,
            read.format.max(FORMAT),
            "{file} is rewritten as today's"
        );
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/ratings.txt");
    if std::env::var_os("GOLDEN_BLESS").is_some() {
        std::fs::write(path, &actual).expect("the golden file is writable");
        return;
    }
    let expected = std::fs::read_to_string(path).expect("the golden file is committed");
    assert_eq!(actual, expected, "a pinned rating changed");
}
