use super::*;

#[test]
fn every_catalog_has_every_message_and_formats_it() {
    let problems = check_catalogs();
    assert!(
        problems.is_empty(),
        "{}",
        problems
            .iter()
            .map(|p| format!("{}: {}", p.language, p.what))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn dates_follow_the_language() {
    let shown: Vec<String> = Language::ALL
        .into_iter()
        .map(|l| {
            set_language(l);
            date("2026-11-05")
        })
        .collect();
    set_language(Language::English);
    assert_eq!(
        shown,
        ["5 Nov 2026", "05.11.2026", "05.11.2026", "2026年11月5日"]
    );
    assert_eq!(date("not a date"), "not a date");
    assert_eq!(date("2026-13-01"), "2026-13-01");
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_key() {
    set_language(Language::Russian);
    let missing = text("no-such-message", &[]);
    set_language(Language::English);
    assert_eq!(missing, "no-such-message");
}

#[test]
fn the_language_is_kept_per_thread() {
    set_language(Language::Polish);
    let other = std::thread::spawn(language).join().unwrap();
    assert_eq!(other, Language::English);
    assert_eq!(language(), Language::Polish);
    set_language(Language::English);
}

#[test]
fn a_broken_or_missing_message_is_taken_from_english() {
    let broken = Catalog::parse(
        Language::Russian,
        &[
            ("common", "date = { $day2 .{ $month2 }\n"),
            ("menu", "= no key\n"),
        ],
    );
    let args = [
        ("year", Arg::from("2026")),
        ("month", Arg::from(11)),
        ("day", Arg::from(5)),
    ];
    assert_eq!(broken.format("date", &args), "5 Nov 2026");
    assert_eq!(broken.format("no-such-message", &[]), "no-such-message");
}
