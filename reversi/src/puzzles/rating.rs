//! The rating each puzzle band stands for, read from `reversi/puzzles/ratings.txt`
//! (the file says how the values were chosen): what a solved or failed puzzle is rated
//! against.

use super::file::Band;

/// The shipped band → rating table.
pub const SHIPPED: &str = include_str!("../../puzzles/ratings.txt");

/// What is wrong with a rating table, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct RatingError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub problem: &'static str,
}

/// Reads a table of `BAND RATING` lines (`#` comments); every band must be listed once.
pub fn parse_ratings(text: &str) -> Result<Vec<(Band, f64)>, RatingError> {
    let mut table: Vec<(Band, f64)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let fail = |problem| RatingError {
            line: index + 1,
            problem,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let band: Band = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| fail("not a band"))?;
        let rating: f64 = words
            .next()
            .and_then(|w| w.parse().ok())
            .filter(|r: &f64| r.is_finite() && *r > 0.0)
            .ok_or_else(|| fail("not a rating"))?;
        if words.next().is_some() {
            return Err(fail("more than a band and a rating"));
        }
        if table.iter().any(|&(b, _)| b == band) {
            return Err(fail("a band listed twice"));
        }
        table.push((band, rating));
    }
    if Band::all().any(|band| table.iter().all(|&(b, _)| b != band)) {
        return Err(RatingError {
            line: text.lines().count(),
            problem: "a band is missing",
        });
    }
    Ok(table)
}

/// The shipped rating of `band`.
pub fn rating(band: Band) -> f64 {
    parse_ratings(SHIPPED)
        .ok()
        .and_then(|table| table.into_iter().find(|&(b, _)| b == band))
        .map_or(1500.0, |(_, rating)| rating)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_shipped_table_rises_with_the_band() {
        let table = parse_ratings(SHIPPED).unwrap();
        assert_eq!(table.len(), Band::all().count());
        let ratings: Vec<f64> = Band::all().map(rating).collect();
        assert!(
            ratings.windows(2).all(|pair| pair[0] < pair[1]),
            "{ratings:?}"
        );
        assert_eq!(rating(Band::Depth(4)), 1500.0);
    }

    #[test]
    fn bad_tables_name_the_line() {
        assert_eq!(parse_ratings("3 1500\n").unwrap_err().line, 1);
        assert_eq!(
            parse_ratings("1 1500\n1 1600\n").unwrap_err().problem,
            "a band listed twice"
        );
        assert_eq!(parse_ratings("1 x\n").unwrap_err().problem, "not a rating");
        assert_eq!(
            parse_ratings("1 1500\n").unwrap_err().problem,
            "a band is missing"
        );
    }

    proptest! {
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = parse_ratings(&String::from_utf8_lossy(&bytes));
        }
    }
}
