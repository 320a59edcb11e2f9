//! The deck: grading and scheduling, the file's form, merging two programs' copies, the
//! limit, damaged files, and the handle's thread.

use super::file::{DeckFile, Entry};
use super::*;
use proptest::prelude::*;

/// 2026-12-07 00:00 UTC in milliseconds.
const DAY0: i64 = 1_796_601_600_000;
const DAY_MS: i64 = 86_400_000;

fn new_item(id: &str, cost: f64) -> NewItem {
    NewItem {
        id: id.into(),
        payload: toml::Value::Table(toml::toml! {
            board = "x-o"
            values = [4, -2, -10]
        }),
        best: "d3".into(),
        played: "c4".into(),
        cost,
        threshold: 6.0,
    }
}

#[test]
fn a_best_move_waits_longer_than_a_small_loss_and_a_big_loss_comes_back_at_once() {
    let mut deck = Deck::empty("reversi");
    for id in ["good", "hard", "again"] {
        deck.add(new_item(id, 8.0), DAY0);
    }
    assert_eq!(deck.due(DAY0 / 1000).len(), 3, "new items are due at once");
    let later = DAY0 + 60_000;
    assert_eq!(deck.grade("good", 0.0, later), Some(Grade::Good));
    assert_eq!(deck.grade("hard", 2.0, later), Some(Grade::Hard));
    assert_eq!(deck.grade("again", 6.0, later), Some(Grade::Again));
    assert_eq!(deck.grade("missing", 0.0, later), None);
    let due = |id: &str| deck.item(id).unwrap().schedule.due;
    assert!(due("good") >= later / 1000 + 86_400, "good: a day or more");
    assert!(due("hard") >= later / 1000 + 86_400, "hard: a day or more");
    assert!(due("good") >= due("hard"));
    assert!(
        due("again") <= later / 1000,
        "again: due in the same sitting"
    );
    let ids: Vec<&str> = deck
        .due(later / 1000)
        .iter()
        .map(|i| i.id.as_str())
        .collect();
    assert_eq!(ids, ["again"]);
    let good = &deck.item("good").unwrap().schedule;
    assert_eq!((good.reps, good.lapses), (1, 0));
    assert_eq!(deck.item("again").unwrap().schedule.lapses, 1);
}

#[test]
fn good_answers_space_an_item_further_each_time() {
    let mut deck = Deck::empty("reversi");
    deck.add(new_item("a", 8.0), DAY0);
    let mut now = DAY0;
    let mut gaps = Vec::new();
    for _ in 0..4 {
        deck.grade("a", 0.0, now);
        let due = deck.item("a").unwrap().schedule.due * 1000;
        gaps.push(due - now);
        now = due;
    }
    assert!(gaps.windows(2).all(|w| w[1] > w[0]), "{gaps:?}");
}

#[test]
fn the_same_position_again_keeps_its_schedule_and_is_due_again() {
    let mut deck = Deck::empty("reversi");
    deck.add(new_item("a", 8.0), DAY0);
    deck.grade("a", 0.0, DAY0);
    let stability = deck.item("a").unwrap().schedule.stability;
    deck.add(new_item("a", 12.0), DAY0 + DAY_MS);
    let item = deck.item("a").unwrap();
    assert_eq!((deck.len(), item.cost), (1, 12.0));
    assert_eq!(item.schedule.stability, stability);
    assert!(item.is_due((DAY0 + DAY_MS) / 1000));
}

#[test]
fn a_full_deck_lets_go_of_the_item_known_best() {
    let mut deck = Deck::empty("popstar");
    for n in 0..CAPACITY {
        deck.add(new_item(&format!("p{n}"), 8.0), DAY0 + n as i64);
    }
    deck.grade("p7", 0.0, DAY0 + DAY_MS);
    deck.grade("p9", 2.0, DAY0 + DAY_MS);
    deck.add(new_item("new", 8.0), DAY0 + 2 * DAY_MS);
    assert_eq!(deck.len(), CAPACITY);
    assert!(deck.item("p7").is_none(), "the highest stability went");
    assert!(deck.item("p9").is_some() && deck.item("new").is_some());
    assert!(deck.file().deleted.iter().any(|d| d.id == "p7"));
}

#[test]
fn the_file_round_trips_and_keeps_newer_items_and_keys_verbatim() {
    let mut deck = Deck::empty("reversi");
    deck.add(new_item("a", 8.0), DAY0);
    deck.add(new_item("b", 3.0), DAY0 + 1);
    deck.grade("a", 2.0, DAY0 + 5);
    deck.delete("b", DAY0 + 6);
    let text = deck.file().write().unwrap();
    assert!(text.contains("format = 1"), "{text}");
    assert_eq!(DeckFile::parse(&text, "reversi").unwrap(), *deck.file());
    let newer = format!(
        "{text}\n[[item]]\nid = \"z\"\nformat = 9\nchanged = {}\nshape = {{ rings = 3 }}\n\n[future]\nx = 1\n",
        DAY0 + 7
    )
    .replacen("format = 1\n", "format = 2\n", 1);
    let read = DeckFile::parse(&newer, "reversi").unwrap();
    assert_eq!(read.format, 2);
    assert!(
        matches!(read.entries.last(), Some(Entry::Newer(t)) if t["shape"]["rings"].as_integer() == Some(3))
    );
    let mut again = Deck::from_file(read);
    again.add(new_item("c", 8.0), DAY0 + 8);
    let rewritten = DeckFile::parse(&again.file().write().unwrap(), "reversi").unwrap();
    assert_eq!(rewritten.format, 2, "a newer program's number stays");
    assert_eq!(rewritten.entries.len(), 3);
    assert!(
        rewritten
            .entries
            .iter()
            .any(|e| matches!(e, Entry::Newer(t) if t["shape"]["rings"].as_integer() == Some(3)))
    );
    assert_eq!(rewritten.other["future"]["x"].as_integer(), Some(1));
}

#[test]
fn another_games_deck_or_a_damaged_item_is_refused() {
    let mut deck = Deck::empty("reversi");
    deck.add(new_item("a", 8.0), DAY0);
    let text = deck.file().write().unwrap();
    assert!(DeckFile::parse(&text, "popstar").is_err());
    assert!(DeckFile::parse(&text.replace("cost = 8.0", "cost = nan"), "reversi").is_err());
    assert!(DeckFile::parse(&text.replace("cost = 8.0", "cost = \"8\""), "reversi").is_err());
    assert!(DeckFile::parse("game = \"reversi\"\n", "reversi").is_err());
}

#[test]
fn two_programs_copies_merge_by_item() {
    let s = 1000;
    let mut base = Deck::empty("reversi");
    base.add(new_item("shared", 8.0), DAY0);
    base.add(new_item("gone", 8.0), DAY0 + s);
    let (mut launcher, mut game) = (base.clone(), base.clone());
    launcher.grade("shared", 0.0, DAY0 + 10 * s);
    launcher.add(new_item("from-launcher", 8.0), DAY0 + 11 * s);
    game.add(new_item("from-game", 8.0), DAY0 + 12 * s);
    game.delete("gone", DAY0 + 13 * s);
    game.merge(launcher.file(), DAY0 + 14 * s);
    launcher.merge(game.file(), DAY0 + 15 * s);
    for deck in [&game, &launcher] {
        let ids: Vec<&str> = deck.items().iter().map(|i| i.id.as_str()).collect();
        assert_eq!(ids, ["shared", "from-launcher", "from-game"]);
        assert_eq!(
            deck.item("shared").unwrap().schedule.reps,
            1,
            "the later grade won"
        );
    }
    let mut reset = base.clone();
    reset.reset(DAY0 + 20 * s);
    reset.add(new_item("after", 8.0), DAY0 + 21 * s);
    reset.merge(game.file(), DAY0 + 22 * s);
    let ids: Vec<&str> = reset.items().iter().map(|i| i.id.as_str()).collect();
    assert_eq!(ids, ["after"], "a reset removes what was there before it");
}

#[test]
fn a_damaged_deck_file_is_kept_aside_with_one_notice_and_a_fresh_deck_begins() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("practice/reversi.toml");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "game = \"reversi\"\nformat = 1\n[[item]]\nid = 3\n").unwrap();
    let mut practice = Practice::at(path.clone(), "reversi");
    let mut notices = Notices::default();
    wait(&mut practice, &mut notices);
    let shown = notices.take();
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(shown[0].contains("reversi.toml.corrupt"), "{shown:?}");
    assert!(practice.deck().is_empty());
    practice.add(new_item("a", 8.0));
    wait(&mut practice, &mut notices);
    assert!(notices.take().is_empty());
    let kept = std::fs::read_to_string(dir.path().join("practice/reversi.toml.corrupt")).unwrap();
    assert!(kept.contains("id = 3"));
    let written = DeckFile::parse(&std::fs::read_to_string(&path).unwrap(), "reversi").unwrap();
    assert_eq!(written.items().count(), 1);
}

#[test]
fn two_handles_on_one_file_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("practice/popstar.toml");
    let mut notices = Notices::default();
    let mut launcher = Practice::at(path.clone(), "popstar");
    let mut game = Practice::at(path.clone(), "popstar");
    wait(&mut launcher, &mut notices);
    wait(&mut game, &mut notices);
    for n in 0..20 {
        launcher.add(new_item(&format!("l{n}"), 8.0));
        game.add(new_item(&format!("g{n}"), 8.0));
    }
    assert_eq!(
        launcher.deck().len(),
        20,
        "changes show in the handle at once"
    );
    wait(&mut launcher, &mut notices);
    wait(&mut game, &mut notices);
    drop((launcher, game));
    let reopened = {
        let mut p = Practice::at(path.clone(), "popstar");
        wait(&mut p, &mut notices);
        p
    };
    assert_eq!(reopened.deck().len(), 40);
    assert!(notices.take().is_empty());
    assert!(dir.path().join("practice/popstar.toml.bak").exists());
}

/// Polls until every change is written.
fn wait(practice: &mut Practice, notices: &mut Notices) {
    let start = std::time::Instant::now();
    practice.poll(notices);
    while practice.is_writing() || !practice.is_loaded() {
        assert!(
            start.elapsed().as_secs() < 20,
            "the deck's thread did not answer"
        );
        std::thread::sleep(std::time::Duration::from_millis(2));
        practice.poll(notices);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic_the_parser(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        if let Ok(text) = std::str::from_utf8(&bytes) {
            let _ = DeckFile::parse(text, "reversi");
        }
    }

    #[test]
    fn a_mangled_deck_file_is_read_or_refused_never_a_panic(
        cut in 0usize..2000,
        flip in 0usize..2000,
        byte in any::<u8>(),
    ) {
        let mut deck = Deck::empty("reversi");
        deck.add(new_item("a", 8.0), DAY0);
        deck.add(new_item("b", 1.0), DAY0 + 1);
        deck.grade("a", 3.0, DAY0 + 2);
        let mut bytes = deck.file().write().unwrap().into_bytes();
        if !bytes.is_empty() {
            let at = flip % bytes.len();
            bytes[at] = byte;
        }
        bytes.truncate(cut);
        if let Ok(text) = String::from_utf8(bytes) {
            if let Ok(file) = DeckFile::parse(&text, "reversi") {
                // Whatever is read writes back and reads the same.
                let again = DeckFile::parse(&file.write().unwrap(), "reversi").unwrap();
                prop_assert_eq!(again.entries.len(), file.entries.len());
            }
        }
    }
}
