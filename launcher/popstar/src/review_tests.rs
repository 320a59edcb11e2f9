//! "Where the points went" in the scene: the finished board reviewed on a worker, the
//! review opened from the level-passed panel, stepped through by keys and clicks, the
//! better move shown, practice from a position, and the moves kept in the game's state.

use super::*;
use crate::reviewing::chart_area;
use crate::testing::services;
use crate::tests::{FRAME, classic, settle, tap, texts, wait_for};
use launcher_kit::game::{GameAction, GameKind, GameScene, Options};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::Wake;
use popstar::{DEFAULT_LEVEL_WORK, WorkLimit};

fn key(scene: &mut PopStarScene, key: Key, cx: &mut Services) -> GameAction {
    scene.event(&InputEvent::key(key), cx)
}

fn click(scene: &mut PopStarScene, at: launcher_kit::geom::Point, cx: &mut Services) {
    scene.event(&InputEvent::left_down(at.x, at.y), cx);
    scene.event(&InputEvent::left_up(at.x, at.y), cx);
}

/// Pops a group through the scene: two taps.
fn pop(scene: &mut PopStarScene, at: Pos, cx: &mut Services) {
    tap(scene, at, cx);
    tap(scene, at, cx);
    settle(scene, cx);
}

/// Plays the level's board to its end: first the smallest groups a few times (points
/// given away), then the solver's line; the level passes.
fn play_board(scene: &mut PopStarScene, cx: &mut Services) -> Vec<Pos> {
    let mut played = Vec::new();
    for _ in 0..4 {
        let board = scene.game().unwrap().board().clone();
        let smallest = board.groups().into_iter().min_by_key(Vec::len).unwrap();
        pop(scene, smallest[0], cx);
        played.push(smallest[0]);
    }
    let board = scene.game().unwrap().board().clone();
    for at in popstar::solve(&board, &mut WorkLimit::new(DEFAULT_LEVEL_WORK)).moves {
        pop(scene, at, cx);
        played.push(at);
    }
    played
}

fn passed_scene(cx: &mut Services) -> (PopStarScene, Vec<Pos>) {
    let mut scene = PopStarScene::new(classic(), RuledId::from(popstar::id::GameId::new(21)));
    wait_for(&mut scene, cx, 60, |s| s.phase() == Phase::Playing);
    settle(&mut scene, cx);
    let played = play_board(&mut scene, cx);
    assert_eq!(scene.phase(), Phase::Passed);
    (scene, played)
}

#[test]
fn a_passed_board_is_reviewed_and_opens_over_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let (mut scene, played) = passed_scene(&mut cx);
    assert!(
        scene.review_pending(),
        "the review starts with the board's end"
    );
    assert!(texts(&scene, &cx).contains(&"Looking at where the points went…".to_string()));
    wait_for(&mut scene, &mut cx, 120, |s| s.review().is_some());
    assert!(!scene.review_pending());
    let reviewed = scene.review().unwrap();
    let line: Vec<Pos> = reviewed.review.moves.iter().map(|m| m.at).collect();
    assert_eq!(line, played, "the review is of the moves played");
    assert_eq!(reviewed.review.reached(), scene.game().unwrap().score());
    let best = reviewed.review.best();
    assert!(best >= scene.game().unwrap().score());
    // The board's score as a share of what was within reach joins the progress.
    let share = f64::from(reviewed.review.reached()) / f64::from(best);
    let points = cx.records.series("popstar-share");
    assert_eq!(points.iter().map(|p| p.value).collect::<Vec<_>>(), [share]);
    assert!(cx.records.series("samegame-share").is_empty());
    let shown = texts(&scene, &cx);
    assert!(
        shown.iter().any(|t| t.starts_with("Within reach: ")),
        "{shown:?}"
    );
    assert!(shown.contains(&"Review".to_string()), "{shown:?}");

    // R opens the review: the chart, the position's lines and the review's buttons.
    key(&mut scene, Key::Char('r'), &mut cx);
    assert!(scene.reviewing());
    let shown = texts(&scene, &cx);
    for text in [
        "Where the points went",
        "Better move",
        "Play from here",
        "Back",
    ] {
        assert!(shown.contains(&text.to_string()), "{text}: {shown:?}");
    }
    assert!(!shown.contains(&"Next level".to_string()), "{shown:?}");
    let first = scene.review().unwrap().at;
    assert_eq!(
        scene.show.view,
        BoardView::of(&scene.review().unwrap().boards[first]),
        "the board shows the reviewed position"
    );
    // The arrows step through the positions; the board follows.
    for _ in 0..=played.len() {
        key(&mut scene, Key::Left, &mut cx);
    }
    assert_eq!(scene.review().unwrap().at, 0);
    assert!(texts(&scene, &cx).contains(&format!("Move 1 of {}", played.len())));
    key(&mut scene, Key::Right, &mut cx);
    assert_eq!(scene.review().unwrap().at, 1);
    assert_eq!(
        scene.show.view,
        BoardView::of(&scene.review().unwrap().boards[1])
    );
    for _ in 0..=played.len() {
        key(&mut scene, Key::Right, &mut cx);
    }
    assert_eq!(scene.review().unwrap().at, played.len());
    let shown = texts(&scene, &cx);
    assert!(shown.contains(&"End of the board".to_string()), "{shown:?}");
    // A click on the chart's left edge shows the first position.
    let l = scene.layout(cx.viewport);
    let chart = chart_area(&l);
    click(
        &mut scene,
        launcher_kit::geom::Point::new(chart.x + 1.0, chart.center().y),
        &mut cx,
    );
    assert_eq!(scene.review().unwrap().at, 0);
    // Down goes to a marked drop, where B shows the better move.
    let marked = scene.review().unwrap().review.marked();
    key(&mut scene, Key::Down, &mut cx);
    if !marked.is_empty() {
        let r = scene.review().unwrap();
        assert_eq!(r.at, marked[0]);
        let better = r.better().unwrap();
        key(&mut scene, Key::Char('b'), &mut cx);
        let hint = scene.hint().expect("the better move's group shows");
        assert!(hint.tiles.contains(&better));
        assert!(scene.wake(&cx) != Wake::Idle, "the better move pulses");
        key(&mut scene, Key::Char('b'), &mut cx);
        assert!(scene.hint().is_none());
    }
    assert_eq!(scene.wake(&cx), Wake::Idle, "the open review rests");

    // Enter plays from the position shown: nothing counts.
    let at = scene.review().unwrap().at;
    let target = scene.review().unwrap().value();
    let score = scene.game().unwrap().score();
    key(&mut scene, Key::Enter, &mut cx);
    let practice = scene.practice().expect("practice from the position");
    assert_eq!(practice.target, target);
    assert_eq!(practice.board, scene.review().unwrap().boards[at]);
    let shown = texts(&scene, &cx);
    assert!(
        shown.contains(&"Practice from here · nothing counts".to_string()),
        "{shown:?}"
    );
    let group = practice.board.groups().remove(0);
    pop(&mut scene, group[0], &mut cx);
    let practice = scene.practice().unwrap();
    assert_eq!(practice.score, 5 * (group.len() as u32).pow(2));
    assert_eq!(
        scene.game().unwrap().score(),
        score,
        "the game is untouched"
    );
    key(&mut scene, Key::Backspace, &mut cx);
    assert_eq!(scene.practice().unwrap().score, 0, "undo");
    key(&mut scene, Key::Char('h'), &mut cx);
    wait_for(&mut scene, &mut cx, 60, |s| s.hint().is_some());
    // R goes back to the review, R again closes it, and the level goes on.
    key(&mut scene, Key::Char('r'), &mut cx);
    assert!(scene.practice().is_none());
    assert!(scene.reviewing());
    assert_eq!(scene.shown_score(), score);
    key(&mut scene, Key::Char('r'), &mut cx);
    assert!(!scene.reviewing());
    assert_eq!(
        scene.show.view,
        BoardView::of(scene.game().unwrap().board())
    );
    assert!(texts(&scene, &cx).contains(&"Next level".to_string()));
    key(&mut scene, Key::Enter, &mut cx);
    wait_for(&mut scene, &mut cx, 60, |s| s.phase() == Phase::Playing);
    assert!(scene.review().is_none(), "a new board forgets the review");
    scene.update(FRAME, &mut cx);
}

#[test]
fn the_moves_are_kept_with_the_game_and_a_resumed_finished_board_is_reviewed() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let (scene, played) = passed_scene(&mut cx);
    let state = scene.state().unwrap();
    let kind = crate::Kind;
    let options = Options::new(&kind.options(), &toml::Table::new());
    let resumed = kind.resume(state, &options).unwrap();
    drop(resumed);
    let saved = save::read(scene.state().unwrap()).unwrap();
    assert_eq!(saved.line, played);
    let mut again = PopStarScene::resumed(classic(), saved);
    assert_eq!(again.phase(), Phase::Passed);
    assert!(
        again.review_pending(),
        "a resumed finished board is reviewed"
    );
    wait_for(&mut again, &mut cx, 120, |s| s.review().is_some());
    assert_eq!(again.review().unwrap().review.moves.len(), played.len());
}

/// The PopStar deck in `cx`'s storage, once read.
fn open_deck(cx: &mut Services) -> launcher_kit::practice::Practice {
    let mut deck = launcher_kit::practice::Practice::open(&cx.records.storage, crate::ID);
    let end = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !(deck.poll(&mut cx.notices) && deck.is_loaded()) {
        assert!(std::time::Instant::now() < end, "the deck never read");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    deck
}

/// How many positions of the deck are due now.
fn due(cx: &mut Services) -> usize {
    open_deck(cx).due_now().len()
}

/// Resumes `saved`, waits for its review and leaves it (its deck written); `redone` as the
/// host's undo and redo reach it.
fn review_resumed(saved: save::Saved, redone: bool, cx: &mut Services) {
    let mut scene = PopStarScene::resumed(classic(), saved);
    if redone {
        scene.undone();
    }
    assert_eq!(scene.phase(), Phase::Passed);
    wait_for(&mut scene, cx, 120, |s| s.review().is_some());
}

#[test]
fn a_finished_board_resumed_after_its_review_is_shown_again_but_counted_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut cx = services(dir.path());
    let (mut scene, _) = passed_scene(&mut cx);
    wait_for(&mut scene, &mut cx, 120, |s| s.review().is_some());
    let marked = scene.review().unwrap().review.marked().len();
    assert!(marked > 0, "the small groups lost points");
    let counted = save::read(scene.state().unwrap()).unwrap();
    assert!(counted.reviewed, "the state says the review was counted");
    drop(scene);
    // Every position practised well: none is due for days.
    let mut deck = open_deck(&mut cx);
    let ids: Vec<String> = deck.deck().items().iter().map(|i| i.id.clone()).collect();
    assert_eq!(ids.len(), marked);
    for id in &ids {
        deck.grade(id, 0.0);
    }
    drop(deck);
    assert_eq!(due(&mut cx), 0);

    review_resumed(counted.clone(), false, &mut cx);
    assert_eq!(
        due(&mut cx),
        0,
        "resumed, its positions are not added again"
    );
    let progress = cx.records.series("popstar-share").len();
    assert_eq!(progress, 1, "nor is its share added to the progress again");
    let uncounted = save::Saved {
        reviewed: false,
        ..counted
    };
    review_resumed(uncounted.clone(), true, &mut cx);
    assert_eq!(due(&mut cx), 0, "reached again by undo and redo, neither");
    review_resumed(uncounted, false, &mut cx);
    assert_eq!(
        due(&mut cx),
        marked,
        "a state kept before the review was counted counts it when resumed"
    );
}
