//! End to end: a PopStar level lost on purpose (the smallest group each time), its review
//! on the end screen ("where the points went") with the positions it put into the practice
//! deck, and the deck's Practice opened from the end screen: the first due position played
//! out the same way and graded.

use crate::common::Session;
use grid_core::Pos;
use launcher::games::popstar::layout_for;
use launcher_kit::geom::Size;
use popstar::id::RuledId;
use popstar::{Board, DEFAULT_LEVEL_WORK, Dealer, Game, Mode, Rules};

/// The line that pops the smallest group each time, with the final score it reaches
/// (the end bonus included).
fn smallest_first(board: &Board, rules: &Rules) -> (Vec<Pos>, u32) {
    let mut board = board.clone();
    let (mut line, mut score) = (Vec::new(), 0);
    while let Some(group) = board.groups_for(rules).into_iter().min_by_key(Vec::len) {
        let pop = board.pop_for(group[0], rules).expect("a group pops");
        score += pop.points;
        line.push(group[0]);
    }
    (line, score + rules.scoring().end_bonus(board.stars()))
}

/// The rows a log line ending in `prefix` and `rows/rows/…` shows.
fn logged_board(s: &Session, prefix: &str) -> Board {
    s.expect_log(prefix);
    let log = s.log_text();
    let line = log
        .lines()
        .rfind(|l| l.contains(prefix))
        .expect("the board line");
    let rows = line.rsplit(": ").next().expect("rows").replace('/', "\n");
    rows.parse().expect("the logged board parses")
}

/// Pops each group of `line` with two clicks (select, pop), `pop` naming the log line of
/// a pop ("popstar pop" or "popstar practice pop").
fn play(s: &Session, rules: &Rules, line: &[Pos], select: &str, pop: &str) {
    let l = layout_for(Size::REFERENCE, rules.width(), rules.height());
    for at in line {
        let cell = l.cell_rect(*at);
        s.click_until(cell, &format!("{select} {},{}:", at.row, at.col));
        s.click_until(cell, &format!("{pop} {},{}:", at.row, at.col));
    }
}

#[test]
fn a_lost_level_is_reviewed_on_the_end_screen_and_its_drops_are_practised() {
    let rules: Rules = "ps6x6c5m2".parse().expect("rules");
    // The first game whose level-1 board the smallest groups lose, dealt as the window
    // deals it.
    let dealer = Dealer::Guaranteed {
        work: DEFAULT_LEVEL_WORK,
    };
    let id = (1..)
        .map(|seed| RuledId::new(rules, seed))
        .find(|&id| {
            let game = Game::with_rules(id, Mode::Classic, dealer);
            smallest_first(game.board(), &rules).1 < game.target()
        })
        .expect("a board to lose");
    let id = id.to_string();
    let s = Session::start(
        env!("CARGO_BIN_EXE_popstar"),
        &["--id", &id],
        "PopStar",
        "popstar-deck",
    );
    let board = logged_board(&s, "popstar board level 1 target 1000: ");
    let (line, score) = smallest_first(&board, &rules);
    assert!(score < 1000, "the smallest groups reach {score}");
    s.expect_log("popstar settled");
    play(&s, &rules, &line, "popstar select", "popstar pop");
    s.expect_log("popstar game over at level 1");
    s.expect_log("review note: Where the points went:");
    let log = s.log_text();
    let added: usize = log
        .rsplit_once("popstar deck: ")
        .and_then(|(_, rest)| rest.split_whitespace().next()?.parse().ok())
        .expect("the deck's line");
    assert!(added > 0, "a losing line gives points away");
    std::thread::sleep(std::time::Duration::from_millis(800));
    s.picture("01-end-screen-review");

    // The end screen: Play again, Retry level 1, Copy ID, Practice, Quit.
    for _ in 0..6 {
        s.key("Right");
    }
    s.key("Left");
    s.key_until("Return", "practice popstar");
    let position = logged_board(&s, "popstar deck practice: ");
    std::thread::sleep(std::time::Duration::from_millis(800));
    s.picture("02-practice-position");
    let (line, _) = smallest_first(&position, &rules);
    play(
        &s,
        &rules,
        &line,
        "popstar practice select",
        "popstar practice pop",
    );
    s.expect_log("popstar deck graded ");
    std::thread::sleep(std::time::Duration::from_millis(800));
    s.picture("03-practice-graded");
    let log = s.log_text();
    assert!(!log.contains("panicked"), "the game panicked:\n{log}");
}
