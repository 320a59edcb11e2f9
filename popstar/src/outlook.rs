//! The learned outlook: what a position is still worth, a linear function of its colour
//! figures with one set of weights per phase (a tenth of the board's cells' worth of stars
//! left each: ten stars on PopStar's 10×10).
//!
//! The weights were fitted to the results of short searches from the children of positions
//! along good lines, each child's result taken relative to its siblings' (so the fit learns
//! what tells a better move from a worse one, not which boards are easy). The data and the
//! fit come from the `outlook` example; the shipped weights are `weights/outlook.txt`,
//! embedded in the crate.

use crate::fast::Scan;
use crate::rules::{Rules, Scoring};
use crate::solver::{ColourTerms, Weights, gathered_points, group_points, hand_outlook};
use std::sync::OnceLock;

/// Figures per position the outlook weighs.
pub const FEATURES: usize = 31;

/// Phases, each a tenth of the board's cells' worth of stars.
pub const PHASES: usize = 10;

/// Colours ranked by their stars, most numerous first, that have figures of their own.
const RANKED: usize = 5;

/// The first line of an outlook file: the format and its version.
const HEADER: &str = "popstar-outlook 1";

/// The weights of the outlook, one row of [`FEATURES`] per phase.
#[derive(Clone, Debug, PartialEq)]
pub struct Outlook {
    rows: [[f64; FEATURES]; PHASES],
}

/// Why an outlook file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OutlookError {
    /// The first line is not the expected header.
    #[error("line 1: expected '{HEADER}'")]
    Header,
    /// A row does not hold [`FEATURES`] numbers.
    #[error("line {line}: expected {FEATURES} numbers")]
    Row {
        /// The line, counted from 1.
        line: usize,
    },
    /// The file does not hold [`PHASES`] rows.
    #[error("expected {PHASES} rows of weights, found {found}")]
    Rows {
        /// Rows found.
        found: usize,
    },
}

impl Outlook {
    /// An outlook with these weights.
    pub fn from_rows(rows: [[f64; FEATURES]; PHASES]) -> Self {
        Outlook { rows }
    }

    /// The weights shipped with the crate.
    pub fn standard() -> &'static Outlook {
        static STANDARD: OnceLock<Outlook> = OnceLock::new();
        STANDARD.get_or_init(|| {
            Outlook::parse(include_str!("../weights/outlook.txt"))
                .expect("the shipped outlook is checked by the test suite")
        })
    }

    /// Reads the text form: the header line, then one line of [`FEATURES`] numbers per
    /// phase; lines starting with `#` are comments.
    pub fn parse(text: &str) -> Result<Self, OutlookError> {
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty());
        if lines.next().map(|(_, line)| line.trim()) != Some(HEADER) {
            return Err(OutlookError::Header);
        }
        let mut rows = [[0.0; FEATURES]; PHASES];
        let mut found = 0;
        for (index, line) in lines {
            let numbers: Vec<f64> = line
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<_, _>>()
                .map_err(|_| OutlookError::Row { line: index + 1 })?;
            if numbers.len() != FEATURES || numbers.iter().any(|v| !v.is_finite()) {
                return Err(OutlookError::Row { line: index + 1 });
            }
            if let Some(row) = rows.get_mut(found) {
                row.copy_from_slice(&numbers);
            }
            found += 1;
        }
        if found != PHASES {
            return Err(OutlookError::Rows { found });
        }
        Ok(Outlook { rows })
    }

    /// The text form [`Outlook::parse`] reads.
    pub fn to_text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        for row in &self.rows {
            let numbers: Vec<String> = row.iter().map(f64::to_string).collect();
            text.push_str(&numbers.join(" "));
            text.push('\n');
        }
        text
    }

    /// What a position in `phase` with these `features` is still worth.
    pub fn value(&self, phase: usize, features: &[f64; FEATURES]) -> f64 {
        self.rows[phase.min(PHASES - 1)]
            .iter()
            .zip(features)
            .map(|(w, f)| w * f)
            .sum()
    }
}

/// The phase of a position with `stars` stars on a board of `cells` cells.
pub fn phase(stars: usize, cells: usize) -> usize {
    (stars * PHASES / cells.max(1)).min(PHASES - 1)
}

/// The figures of a scanned position the outlook weighs: a constant, what its groups would
/// score as they stand, how many groups there are, the expected end bonus, whether every
/// colour can still be cleared, for each of the five most numerous colours (most numerous
/// first) its stars' 5·c², the gathered 5·c²/p of its p pieces, p, its lone stars and c,
/// and last the hand-set evaluation's outlook, so the fit starts from what it knows.
pub fn features(weights: &Weights, rules: &Rules, scan: &Scan) -> [f64; FEATURES] {
    let scoring = rules.scoring();
    // Each colour's figures packed in one key, so ranking them is sorting a few integers.
    let colours = scan.colours.min(scan.counts.len() - 1);
    let mut keys = [0u64; SORTED];
    for (key, colour) in keys.iter_mut().zip(1..=colours) {
        *key = u64::from(scan.counts[colour]) << 32
            | u64::from(scan.pieces[colour]) << 16
            | u64::from(scan.singles[colour]);
    }
    sort_descending(&mut keys);
    let ranked = colours.min(SORTED);
    let figures = |key: u64| ((key >> 32) as u16, (key >> 16) as u16, key as u16);
    let terms = ColourTerms::of(weights, rules, scan);
    let mut f = [0.0; FEATURES];
    f[0] = 1.0;
    f[1] = f64::from(scan.ready);
    f[2] = f64::from(scan.movable());
    f[3] = expected_bonus(scoring, terms.stuck, terms.dead);
    f[4] = if terms.dead { 0.0 } else { 1.0 };
    for (r, &key) in keys[..ranked].iter().take(RANKED).enumerate() {
        let (count, pieces, singles) = figures(key);
        let c = f64::from(count);
        let p = f64::from(pieces);
        let at = 5 + 5 * r;
        f[at] = group_points(scoring, c);
        f[at + 1] = gathered_points(scoring, c, p);
        f[at + 2] = p;
        f[at + 3] = f64::from(singles);
        f[at + 4] = c;
    }
    f[FEATURES - 1] = hand_outlook(weights, rules, scan, &terms);
    f
}

/// Colour keys sorted at once: every colour code, absent ones as 0.
const SORTED: usize = 8;

/// Sorts `keys`, largest first, by a sorting network: a fixed sequence of 19
/// compare-and-swap steps, which compile without branches (a sort that branches on the
/// data mispredicts on nearly every position).
fn sort_descending(keys: &mut [u64; SORTED]) {
    macro_rules! exchange {
        ($($a:literal $b:literal),*) => {$(
            let (high, low) = (keys[$a].max(keys[$b]), keys[$a].min(keys[$b]));
            keys[$a] = high;
            keys[$b] = low;
        )*};
    }
    exchange!(0 1, 2 3, 4 5, 6 7, 0 2, 1 3, 4 6, 5 7, 1 2, 5 6);
    exchange!(0 4, 3 7, 1 5, 2 6, 1 4, 3 6, 2 4, 3 5, 3 4);
}

/// The bonus a position can expect with `stuck` stars expected to be left (`dead`: some
/// colour can no longer be cleared).
pub(crate) fn expected_bonus(scoring: Scoring, stuck: f64, dead: bool) -> f64 {
    match scoring {
        Scoring::PopStar => (2000.0 - 20.0 * stuck * stuck).max(0.0),
        Scoring::SameGame if dead => 0.0,
        Scoring::SameGame => (1000.0 * (1.0 - 0.5 * stuck)).max(0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::FastBoard;
    use crate::{Board, board_for_seed};

    #[test]
    fn the_shipped_outlook_reads_and_writes_back() {
        let standard = Outlook::standard();
        assert_eq!(Outlook::parse(&standard.to_text()).as_ref(), Ok(standard));
    }

    #[test]
    fn bad_outlook_files_are_refused_with_the_line() {
        assert_eq!(Outlook::parse("outlook 2\n"), Err(OutlookError::Header));
        let short = format!("{HEADER}\n1 2 3\n");
        assert_eq!(Outlook::parse(&short), Err(OutlookError::Row { line: 2 }));
        let row = vec!["0"; FEATURES].join(" ");
        let few = format!("{HEADER}\n# a comment\n{row}\n");
        assert_eq!(Outlook::parse(&few), Err(OutlookError::Rows { found: 1 }));
        let nan = format!("{HEADER}\n{}\n", vec!["NaN"; FEATURES].join(" "));
        assert_eq!(Outlook::parse(&nan), Err(OutlookError::Row { line: 2 }));
    }

    #[test]
    fn phases_are_tenths_of_the_board() {
        assert_eq!(phase(98, 100), 9);
        assert_eq!(phase(21, 100), 2);
        assert_eq!(phase(224, 225), 9);
        assert_eq!(phase(45, 225), 2);
        assert_eq!(
            phase(300, 225),
            9,
            "more stars than cells stay in the last phase"
        );
    }

    #[test]
    fn the_network_sorts_every_input() {
        // By the zero-one principle a network that sorts every input of 0s and 1s sorts all.
        for bits in 0u32..1 << SORTED {
            let mut keys = [0u64; SORTED];
            for (i, key) in keys.iter_mut().enumerate() {
                *key = u64::from(bits >> i & 1);
            }
            sort_descending(&mut keys);
            assert!(
                keys.windows(2).all(|w| w[0] >= w[1]),
                "{bits:08b}: {keys:?}"
            );
        }
    }

    #[test]
    fn features_rank_colours_by_their_stars() {
        let board: Board = "RRRG\nRGGB\nRBBY\nPPYY".parse().expect("board");
        let mut scan = Scan::default();
        FastBoard::from_board(&board).scan(&mut scan);
        let f = features(&Weights::default(), &Rules::POPSTAR, &scan);
        // Red (5 stars in one group) first, then green, blue and yellow (3 each), purple.
        assert_eq!(f[5], 125.0);
        assert_eq!(f[9], 5.0);
        assert_eq!(f[25], 20.0, "purple's two stars, 5·2²");
        assert_eq!(f[29], 2.0);
        assert_eq!(f[4], 1.0, "every colour can still be cleared");
        assert_eq!(f[2], 5.0, "five groups can be popped");
    }

    #[test]
    fn the_outlook_prefers_a_board_with_a_future() {
        let board = board_for_seed(7);
        let mut scan = Scan::default();
        FastBoard::from_board(&board).scan(&mut scan);
        let f = features(&Weights::default(), &Rules::POPSTAR, &scan);
        let value = Outlook::standard().value(phase(board.stars(), 100), &f);
        assert!(value > 1_000.0, "a fresh board is worth more than {value}");
    }
}
