use super::*;

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

/// `f` in each language, in the order of [`Language::ALL`].
fn in_every_language(f: impl Fn() -> String) -> Vec<String> {
    let shown = Language::ALL
        .into_iter()
        .map(|l| {
            set_language(l);
            f()
        })
        .collect();
    set_language(Language::English);
    shown
}

#[test]
fn numbers_are_grouped_as_each_language_writes_them() {
    assert_eq!(
        in_every_language(|| number(23_500)),
        ["23,500", "23\u{a0}500", "23\u{a0}500", "23,500"]
    );
    assert_eq!(
        in_every_language(|| number(1_234_567u64)),
        [
            "1,234,567",
            "1\u{a0}234\u{a0}567",
            "1\u{a0}234\u{a0}567",
            "1,234,567"
        ]
    );
    // Polish leaves four-digit numbers ungrouped.
    assert_eq!(
        in_every_language(|| number(1234)),
        ["1,234", "1\u{a0}234", "1234", "1,234"]
    );
    assert_eq!(
        in_every_language(|| number(-1.5)),
        ["-1.5", "-1,5", "-1,5", "-1.5"]
    );
    assert_eq!(number(f64::NAN), "NaN");
}

#[test]
fn a_large_score_and_a_date_read_as_each_language_writes_them() {
    assert_eq!(
        in_every_language(|| format!(
            "{} / {}",
            crate::tr!("common-score-value", score = 23_500),
            date("2026-11-26")
        )),
        [
            "Score: 23,500 / 26 Nov 2026",
            "Счёт: 23\u{a0}500 / 26.11.2026",
            "Wynik: 23\u{a0}500 / 26.11.2026",
            "得分：23,500 / 2026年11月26日",
        ]
    );
}

#[test]
fn plural_forms_still_select_on_the_number() {
    set_language(Language::Russian);
    let shown: Vec<String> = [1, 3, 21, 25, 1001]
        .into_iter()
        .map(|count| crate::tr!("scores-stats-last", count = count))
        .collect();
    set_language(Language::English);
    assert_eq!(
        shown,
        [
            "Последний результат",
            "Последние 3 результата",
            "Последние 21 результат",
            "Последние 25 результатов",
            "Последние 1\u{a0}001 результат",
        ]
    );
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
