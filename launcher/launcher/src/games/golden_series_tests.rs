//! Progress series files in every format they were ever written in, pinned to what they
//! hold and to what a value added to them gives. `GOLDEN_BLESS=1` rewrites
//! `tests/golden/series.txt` for a deliberate change.

use launcher_kit::series::file::{Entry, SeriesFile};

/// Each series file, oldest format first: (file name, text).
const FILES: [(&str, &str); 1] = [(
    "series-format-1.toml",
    include_str!("../../tests/fixtures/series/series-format-1.toml"),
)];

fn lines(file: &SeriesFile) -> String {
    let mut text = format!("format {}\n", file.format);
    for (name, entry) in &file.series {
        match entry {
            Entry::Known(series) => {
                text += &format!("{name}: format {}\n", series.format);
                for p in &series.points {
                    text += &format!("  at {} value {}\n", p.at, p.value);
                }
            }
            Entry::Newer(table) => text += &format!("{name}: newer, kept: {table}\n"),
        }
    }
    text
}

#[test]
fn every_series_format_reads_the_pinned_values() {
    let mut actual = String::new();
    for (file, text) in FILES {
        let mut read = SeriesFile::parse(text).expect("the series read");
        actual += &format!("== {file}\n{}", lines(&read));
        let rewritten = read.write().expect("the series write");
        let again = SeriesFile::parse(&rewritten).expect("the rewritten series read");
        assert_eq!(again, read, "{file} rewrites to itself");
        // A value added to every series.
        for entry in read.series.values_mut() {
            if let Entry::Known(series) = entry {
                series.push(1_796_688_000, 0.5);
            }
        }
        actual += &format!("after one more value:\n{}", lines(&read));
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/series.txt");
    if std::env::var_os("GOLDEN_BLESS").is_some() {
        std::fs::write(path, &actual).expect("the golden file is writable");
        return;
    }
    let expected = std::fs::read_to_string(path).expect("the golden file is committed");
    assert_eq!(actual, expected, "a pinned series changed");
}
