//! Practice decks in every format they were ever written in, pinned to what they hold and
//! to when their items come back after an answer: a change here loses or reschedules
//! positions players have kept, and must not happen by accident. `GOLDEN_BLESS=1`
//! rewrites `tests/golden/decks.txt` for a deliberate change.

use launcher_kit::practice::file::{DeckFile, Entry};
use launcher_kit::practice::{Deck, Item};

/// Each deck file, oldest format first: (game key, file name, text).
const DECKS: [(&str, &str, &str); 3] = [
    deck!("reversi", "reversi-format-1.toml"),
    deck!("reversi", "reversi-review-format-1.toml"),
    deck!("popstar", "popstar-format-1.toml"),
];

macro_rules! deck {
    ($game:literal, $file:literal) => {
        (
            $game,
            $file,
            include_str!(concat!("../../tests/fixtures/decks/", $file)),
        )
    };
}
use deck;

/// 2027-01-01 00:00 UTC in milliseconds: when every item is answered.
const ANSWERED: i64 = 1_798_761_600_000;

fn line(item: &Item) -> String {
    let s = &item.schedule;
    format!(
        "{} best {} played {} cost {} threshold {} added {} due {} last {} stability {:.4} difficulty {:.4} reps {} lapses {}\n",
        item.id,
        item.best,
        item.played,
        item.cost,
        item.threshold,
        item.added,
        s.due,
        s.last,
        s.stability,
        s.difficulty,
        s.reps,
        s.lapses
    )
}

fn describe(file: &DeckFile) -> String {
    let mut out = format!(
        "format {} reset {} deleted {:?}\n",
        file.format, file.reset, file.deleted
    );
    for entry in &file.entries {
        match entry {
            Entry::Known(item) => {
                out += &line(item);
                out += &format!("  payload {}\n", item.payload);
            }
            Entry::Newer(table) => out += &format!("newer {table}\n"),
        }
    }
    out
}

#[test]
fn every_deck_format_reads_the_pinned_items_and_schedules_them_the_same() {
    let mut actual = String::new();
    for (key, file, text) in DECKS {
        let read = DeckFile::parse(text, key).expect("the deck reads");
        actual += &format!("== {file}\n{}", describe(&read));
        let mut deck = Deck::from_file(read);
        let ids: Vec<(String, f64)> = deck
            .items()
            .iter()
            .map(|i| (i.id.clone(), i.cost))
            .collect();
        for (n, (id, cost)) in ids.iter().enumerate() {
            // Every grade in turn: best, a small loss, the item's own loss.
            let loss = [0.0, 1.0, *cost][n % 3];
            let grade = deck.grade(id, loss, ANSWERED).expect("the item is there");
            let item = deck.item(id).expect("still there");
            actual += &format!("answered {grade:?}: {}", line(item));
        }
        let rewritten = deck.file().write().expect("the deck writes");
        let again = DeckFile::parse(&rewritten, key).expect("the rewritten deck reads");
        assert_eq!(&again, deck.file(), "{file} rewrites to itself");
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/decks.txt");
    if std::env::var_os("GOLDEN_BLESS").is_some() {
        std::fs::write(path, &actual).expect("the golden file is writable");
        return;
    }
    let expected = std::fs::read_to_string(path).expect("the golden file is committed");
    assert_eq!(actual, expected, "a pinned deck changed");
}

/// Reversi's items as its review writes them (the position, every move's value, the best
/// line) open again as the practice screen reads them.
#[test]
fn reversi_items_from_the_review_open_with_their_values_and_line() {
    let (key, _, text) = DECKS[1];
    let deck = Deck::from_file(DeckFile::parse(text, key).expect("the deck reads"));
    let item = deck.items()[0];
    let position = launcher_reversi::practice::Position::from_payload(&item.payload)
        .expect("the payload reads");
    let square = |s: &str| s.parse().expect("a square");
    assert_eq!(position.best(), Some((square("g8"), 18)));
    assert_eq!(position.loss(square(&item.played)), Some(12));
    assert_eq!(position.values.len(), 8);
    let line: Vec<String> = position.line.iter().map(ToString::to_string).collect();
    assert_eq!(line, ["g8", "h7", "a8", "a6"]);
}
