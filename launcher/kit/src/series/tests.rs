use super::file::{Entry, SeriesFile};
use super::*;
use crate::persist::StoreProblem;
use proptest::prelude::*;
use std::fs;

#[test]
fn the_store_writes_each_value_and_reads_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("series.toml");
    let (mut store, problem) = SeriesStore::open(path.clone());
    assert!(problem.is_none());
    assert!(store.points("loss").is_empty());
    assert!(store.append("loss", 100, 2.5).is_none());
    assert!(store.append("loss", 200, 1.25).is_none());
    assert!(store.append("share", 150, 0.875).is_none());
    let (again, problem) = SeriesStore::open(path);
    assert!(problem.is_none());
    let loss = [
        Point {
            at: 100,
            value: 2.5,
        },
        Point {
            at: 200,
            value: 1.25,
        },
    ];
    assert_eq!(again.points("loss"), loss);
    assert_eq!(again.points("share").len(), 1);
    assert!(again.points("unknown").is_empty());
    // The later writes kept the earlier file as the backup.
    assert!(dir.path().join("series.toml.bak").exists());
}

#[test]
fn two_programs_adding_at_once_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("series.toml");
    let (mut launcher, _) = SeriesStore::open(path.clone());
    let (mut game, _) = SeriesStore::open(path.clone());
    launcher.append("loss", 1, 3.0);
    game.append("loss", 2, 4.0);
    game.append("share", 3, 0.5);
    let (read, _) = SeriesStore::open(path);
    let values: Vec<f64> = read.points("loss").iter().map(|p| p.value).collect();
    assert_eq!(values, [3.0, 4.0]);
    assert_eq!(read.points("share").len(), 1);
}

#[test]
fn a_series_keeps_its_last_values_and_a_reset_empties_only_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut series = Series::default();
    for i in 0..POINTS_KEPT + 3 {
        series.push(i as i64, i as f64);
    }
    assert_eq!(series.points.len(), POINTS_KEPT);
    assert_eq!(series.points[0].at, 3);
    let (mut store, _) = SeriesStore::open(dir.path().join("series.toml"));
    store.append("loss", 1, 1.0);
    store.append("share", 1, 1.0);
    assert!(store.reset("loss").is_none());
    let (read, _) = SeriesStore::open(store.path().to_path_buf());
    assert!(read.points("loss").is_empty());
    assert_eq!(read.points("share").len(), 1);
}

#[test]
fn a_value_that_is_no_number_is_not_added() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = SeriesStore::open(dir.path().join("series.toml"));
    for bad in [f64::NAN, f64::INFINITY] {
        assert!(store.append("loss", 1, bad).is_none());
    }
    assert!(store.points("loss").is_empty());
    assert!(!store.path().exists());
}

#[test]
fn a_corrupt_file_is_kept_aside_and_fresh_series_begin_with_one_notice() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("series.toml");
    fs::write(&path, "format = 1\n[series.loss]\nformat = 1\npoints = 3\n").unwrap();
    let (mut store, problem) = SeriesStore::open(path.clone());
    let problem = problem.expect("the damage is reported").to_string();
    assert!(problem.contains("series.toml.corrupt"), "{problem}");
    assert!(store.points("loss").is_empty());
    assert!(store.append("loss", 1, 2.0).is_none());
    assert!(dir.path().join("series.toml.corrupt").exists());
    assert_eq!(SeriesStore::open(path).0.points("loss").len(), 1);
}

#[test]
fn a_file_damaged_while_open_is_kept_aside_when_next_written() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("series.toml");
    let (mut store, _) = SeriesStore::open(path.clone());
    fs::write(&path, [0xff, 0xfe]).unwrap();
    let problem = store.append("loss", 1, 2.0);
    assert!(
        matches!(problem, Some(StoreProblem::File(_))),
        "{problem:?}"
    );
    assert!(dir.path().join("series.toml.corrupt").exists());
    assert_eq!(SeriesStore::open(path).0.points("loss").len(), 1);
}

#[test]
fn values_that_are_no_numbers_and_files_without_a_format_are_refused() {
    for bad in [
        "format = 1\n[series.g]\nformat = 1\npoints = [{ at = 1, value = nan }]\n",
        "format = 1\n[series.g]\nformat = 1\npoints = [{ at = 1, value = inf }]\n",
        "format = 1\n[series.g]\npoints = [{ at = 1, value = 1.0 }]\n",
        "format = 1\n[series.g]\nformat = 1\npoints = [{ at = 1, value = 1.0, colour = 2 }]\n",
        "format = 1\nseries = 3\n",
        "[series.g]\nformat = 1\n",
    ] {
        assert!(SeriesFile::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_newer_programs_series_and_keys_are_kept_when_rewritten_and_added_to() {
    let text = "format = 2\nseason = \"winter\"\n\
        [series.loss]\nformat = 2\nbuckets = [1, 2]\n\
        [series.share]\nformat = 1\npoints = [{ at = 5, value = 0.5 }]\n";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("series.toml");
    fs::write(&path, text).unwrap();
    let (mut store, problem) = SeriesStore::open(path.clone());
    assert!(problem.is_none());
    assert!(
        store.points("loss").is_empty(),
        "a newer series is not read"
    );
    store.append("loss", 9, 1.0);
    store.append("share", 9, 0.75);
    let file = SeriesFile::parse(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(file.format, 2);
    assert_eq!(
        file.other.get("season").and_then(|v| v.as_str()),
        Some("winter")
    );
    let Some(Entry::Newer(loss)) = file.series.get("loss") else {
        panic!("the newer series was not kept: {file:?}");
    };
    assert!(loss.contains_key("buckets"));
    assert_eq!(file.known("share").map(|s| s.points.len()), Some(2));
}

proptest! {
    #[test]
    fn any_bytes_either_parse_or_are_refused(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        // Whatever parses writes back to itself.
        if let Ok(file) = SeriesFile::parse(&text)
            && let Ok(written) = file.write()
        {
            prop_assert_eq!(SeriesFile::parse(&written), Ok(file));
        }
    }

    #[test]
    fn a_damaged_series_file_is_refused_or_read_never_a_panic(
        at in 0usize..400,
        byte in any::<u8>(),
        cut in 0usize..400,
    ) {
        let mut file = SeriesFile::empty();
        let mut series = Series::default();
        series.push(1_796_000_000, 2.5);
        series.push(1_796_100_000, 0.125);
        file.series.insert("reversi-loss".into(), Entry::Known(series));
        let mut bytes = file.write().unwrap().into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        bytes.truncate(bytes.len() - cut % bytes.len());
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(read) = SeriesFile::parse(&text)
            && let Ok(written) = read.write()
        {
            prop_assert_eq!(SeriesFile::parse(&written), Ok(read));
        }
    }

    #[test]
    fn files_of_any_values_round_trip(values in proptest::collection::vec((any::<i64>(), -1e9f64..1e9), 0..30)) {
        let mut series = Series::default();
        for (at, value) in values {
            series.push(at, value);
        }
        let mut file = SeriesFile::empty();
        file.series.insert("g".into(), Entry::Known(series));
        let again = SeriesFile::parse(&file.write().unwrap()).unwrap();
        prop_assert_eq!(again, file);
    }
}
