//! The puzzles the program ships, read from the file compiled into it, and which one to
//! show: today's from the frozen schedule, or the next one near the player's rating.

use reversi::puzzles::schedule::Schedule;
use reversi::puzzles::{Band, Puzzle, parse_puzzles, rating};
use std::sync::OnceLock;

/// The puzzles, in file order, and the schedule of the puzzle of the day.
#[derive(Debug, Clone)]
pub struct PuzzleSet {
    puzzles: Vec<Puzzle>,
    schedule: Schedule,
}

/// The start of a puzzle's tag line in the file.
const TAG_LINE: &str = "% puzzle ";

impl PuzzleSet {
    /// The shipped puzzles, read once.
    pub fn shipped() -> &'static PuzzleSet {
        static SET: OnceLock<PuzzleSet> = OnceLock::new();
        SET.get_or_init(|| {
            PuzzleSet::read(
                reversi::puzzles::SHIPPED,
                reversi::puzzles::schedule::SHIPPED,
            )
        })
    }

    /// The puzzles of a puzzle file and a schedule. A puzzle whose lines do not read, or
    /// that breaks the rules every puzzle keeps, is left out with a log line: one bad
    /// line costs one puzzle, not the set. A schedule that does not read gives no puzzle
    /// of the day.
    pub fn read(puzzles: &str, schedule: &str) -> PuzzleSet {
        let mut kept = Vec::new();
        let mut lines = puzzles.lines().enumerate().peekable();
        while let Some((index, line)) = lines.next() {
            if !line.starts_with(TAG_LINE) {
                continue;
            }
            let Some((_, obf)) = lines.next_if(|(_, next)| !next.starts_with(TAG_LINE)) else {
                log::warn!(
                    "puzzle file line {}: a tag line without its puzzle",
                    index + 1
                );
                continue;
            };
            let read = parse_puzzles(&format!("{line}\n{obf}"))
                .map_err(|e| e.problem.to_string())
                .and_then(|read| {
                    (read.into_iter().next())
                        .map(|(_, p)| p)
                        .ok_or_else(|| "no puzzle".to_string())
                })
                .and_then(|p| {
                    reversi::puzzles::check::shape(&p)
                        .map(|()| p)
                        .map_err(|e| e.to_string())
                });
            match read {
                Ok(puzzle) => kept.push(puzzle),
                Err(problem) => log::warn!("puzzle file line {}: {problem}", index + 2),
            }
        }
        let schedule = Schedule::parse(schedule).unwrap_or_else(|e| {
            log::warn!("puzzle schedule: {e}");
            Schedule::new(0)
        });
        PuzzleSet {
            puzzles: kept,
            schedule,
        }
    }

    /// How many puzzles there are.
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    /// The puzzle whose key is `key`.
    pub fn get(&self, key: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.key() == key)
    }

    /// The puzzle of day `day` (days since 1970-01-01): the schedule's key of that day.
    /// Days before the schedule's first show its first puzzle, days past its end none.
    pub fn of_day(&self, day: i64) -> Option<&Puzzle> {
        let day = day.max(self.schedule.first_day);
        self.get(self.schedule.key_for(day)?)
    }

    /// The next puzzle for a player rated `rating` who has had the puzzles `seen` (their
    /// keys, in order): the first not yet seen of the band rated nearest; once the band's
    /// puzzles have all been seen, they come round again in turn.
    pub fn next(&self, rating: f64, seen: &[String]) -> Option<&Puzzle> {
        let band = Band::all()
            .filter(|b| self.puzzles.iter().any(|p| p.band == *b))
            .min_by(|a, b| {
                let gap = |band: &Band| (rating::rating(*band) - rating).abs();
                gap(a).total_cmp(&gap(b))
            })?;
        let mut in_band: Vec<&Puzzle> = self.puzzles.iter().filter(|p| p.band == band).collect();
        // Keys are hashes: their order mixes the games the puzzles come from.
        in_band.sort_by_key(|p| p.key());
        let fresh = in_band.iter().find(|p| !seen.contains(&p.key()));
        fresh
            .or_else(|| in_band.get(seen.len() % in_band.len()))
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi::puzzles::schedule::parse_date;

    #[test]
    fn the_shipped_set_reads_whole_and_every_day_has_its_puzzle() {
        let set = PuzzleSet::shipped();
        let whole = parse_puzzles(reversi::puzzles::SHIPPED).expect("the file reads");
        assert_eq!(set.len(), whole.len());
        let first = parse_date("2026-12-08").expect("a date");
        let day = set.of_day(first).expect("the first day's puzzle");
        assert_eq!(set.of_day(first - 30), Some(day), "before the first day");
        assert_ne!(set.of_day(first + 1), Some(day));
        let days = i64::try_from(set.len()).expect("a count");
        assert!(set.of_day(first + days - 1).is_some());
        assert_eq!(set.of_day(first + days), None, "past the schedule");
    }

    #[test]
    fn a_bad_embedded_line_costs_its_puzzle_only() {
        let text = reversi::puzzles::SHIPPED;
        let good = PuzzleSet::read(text, reversi::puzzles::schedule::SHIPPED);
        // Spoil the second puzzle's OBF line, drop the third's, and add noise.
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        let obf_lines: Vec<usize> = (0..lines.len())
            .filter(|&i| i > 0 && lines[i - 1].starts_with(TAG_LINE))
            .collect();
        lines[obf_lines[1]].replace_range(0..4, "?!?!");
        lines.remove(obf_lines[2]);
        lines.push("% puzzle key=zz band=9".into());
        lines.push("garbage".into());
        let spoilt = PuzzleSet::read(&lines.join("\n"), "not a schedule");
        assert_eq!(spoilt.len(), good.len() - 2);
        assert_eq!(spoilt.of_day(0), None);
        assert!(spoilt.next(1500.0, &[]).is_some());
        assert!(PuzzleSet::read("", "").next(1500.0, &[]).is_none());
    }

    #[test]
    fn the_next_puzzle_follows_the_rating_and_comes_round_once_all_are_seen() {
        let set = PuzzleSet::shipped();
        for band in Band::all().filter(|b| set.puzzles.iter().any(|p| p.band == *b)) {
            let at = rating::rating(band);
            let first = set.next(at, &[]).expect("a puzzle");
            assert_eq!(first.band, band);
            let count = set.puzzles.iter().filter(|p| p.band == band).count();
            let mut seen: Vec<String> = Vec::new();
            for _ in 0..count {
                let next = set.next(at + 10.0, &seen).expect("a puzzle");
                assert!(!seen.contains(&next.key()), "band {band}: a puzzle twice");
                seen.push(next.key());
            }
            let again = set.next(at, &seen).expect("a puzzle");
            assert_eq!(again.band, band, "then round again");
        }
    }
}
