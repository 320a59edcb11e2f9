//! The review after every game against the computer, for the practice deck: each of the
//! person's moves is analysed on a worker thread as the game review does it (8 plies,
//! exact from 20 empties); a move that loses the threshold or more there is searched
//! again deeper ([`CONFIRM_DEPTH`] plies, as selective as the engine's timed levels) before it joins the deck, since an
//! 8-ply value is within the evaluation's error. The engine has priority: while the
//! computer thinks, the review's search is stopped and done again later. The games still
//! to review live in Reversi's progress table ([`super::pending`]), so a review cut short
//! by quitting resumes in the next Reversi game opened.

use super::pending::{Pending, Queue};
use super::practice::Position;
use super::review::{DEPTH, EXACT_EMPTIES};
use super::settings::ReversiMode;
use super::{ID, Overlay, ReversiScene};
use launcher_kit::practice::Practice;
use launcher_kit::services::Services;
use launcher_kit::worker::Job;
use reversi::search::{Analysis, AnalysisLimit, Evaluator, SELECTIVITY, analyze_with};
use reversi::{Board, Square, StopFlag};

/// The series of the mean loss per move of each reviewed game ([`launcher_kit::series`]).
pub const LOSS_SERIES: &str = "reversi-loss";

/// Plies of the search that confirms a loss in the midgame.
pub const CONFIRM_DEPTH: u32 = 12;

/// Positions reviewed between two writes of the queue (an item found or a game done is
/// written at once).
const WRITE_EVERY: usize = 8;

/// Which search a position is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pass {
    /// The review's own search.
    Scan,
    /// The deeper search of a move the scan found costly.
    Confirm,
}

/// A search in flight: of which game (its key), which of the person's moves, which pass.
struct Running {
    game: String,
    index: usize,
    pass: Pass,
    /// Emptied when the search ends.
    job: Option<Job<Analysis>>,
    stop: StopFlag,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop.stop();
    }
}

/// The review of finished games for the practice deck, as one scene runs it.
#[derive(Default)]
pub struct Mistakes {
    /// The queue as read from the progress table (`None` before the first update).
    queue: Option<Queue>,
    running: Option<Running>,
    /// The deck the items go into (opened with the first item).
    deck: Option<Practice>,
    /// The key of this scene's finished game once queued, and the items it added once its
    /// review is done.
    mine: Option<(String, Option<usize>)>,
    /// Positions reviewed since the queue was last written.
    unwritten: usize,
    /// Whether this scene's finished game was offered to the queue.
    offered: bool,
}

impl ReversiScene {
    /// Queues the finished game against the computer for review (when the settings ask
    /// for it), and runs the review, which waits while the engine thinks for the game, the
    /// move values or the game review.
    pub(crate) fn review_for_practice(&mut self, cx: &mut Services) {
        let players = self.players;
        if self.game.is_over() && players.mode == ReversiMode::VsComputer && players.review {
            let game = Pending::new(&self.game, self.human(), players.threshold());
            self.mistakes.queue_game(game, cx);
        }
        let reviewing = matches!(&self.overlay, Some(Overlay::Review(r)) if !r.complete());
        let valuing = self.analysis.values.as_ref().is_some_and(|v| v.refining());
        let engine_busy = self.computer.busy().is_some() || reviewing || valuing;
        self.mistakes.update(engine_busy, cx);
    }
}

impl Mistakes {
    /// Queues the finished `game` for review, first (once per game).
    pub fn queue_game(&mut self, game: Pending, cx: &mut Services) {
        if std::mem::replace(&mut self.offered, true) {
            return;
        }
        let key = game.key();
        let queue = self.queue(cx);
        if queue.add(game) {
            log::info!("reversi: review of the game queued");
            // The new game goes first: what runs now is done again later.
            self.running = None;
            self.write(cx);
            self.mine = Some((key, None));
        }
    }

    /// How many items the review of this scene's game added, once it is done and they
    /// are written (so that Practice, opened next, finds them).
    pub fn added(&self) -> Option<usize> {
        if self.deck.as_ref().is_some_and(Practice::is_writing) {
            return None;
        }
        self.mine.as_ref().and_then(|(_, added)| *added)
    }

    /// Whether a search runs (or waits for the engine).
    #[cfg(test)]
    pub fn busy(&self) -> bool {
        self.running.is_some() || self.queue.as_ref().is_some_and(|q| !q.reviews.is_empty())
    }

    /// The queue, read from the progress table the first time.
    fn queue(&mut self, cx: &Services) -> &mut Queue {
        self.queue
            .get_or_insert_with(|| Queue::read(&cx.records.progress(ID)))
    }

    /// Writes the queue into the progress table.
    fn write(&mut self, cx: &mut Services) {
        let Some(queue) = &self.queue else {
            return;
        };
        let mut table = cx.records.progress(ID);
        queue.write(&mut table);
        cx.records.set_progress(ID, table);
        self.unwritten = 0;
    }

    /// Collects a finished search and starts the next; `engine_busy` pauses the review
    /// (the running search is stopped and done again later). Whether anything changed.
    pub fn update(&mut self, engine_busy: bool, cx: &mut Services) -> bool {
        self.queue(cx);
        if let Some(deck) = self.deck.as_mut() {
            deck.poll(&mut cx.notices);
        }
        if engine_busy {
            if self.running.take().is_some() {
                log::debug!("reversi: review paused while the computer thinks");
            }
            return false;
        }
        let mut changed = false;
        if let Some(running) = self.running.as_mut() {
            let analysis = Job::take(&mut running.job);
            if running.job.is_some() {
                return false;
            }
            changed = true;
            if let Some(running) = self.running.take() {
                // A search that failed leaves its move out.
                let analysis = analysis.unwrap_or(Analysis {
                    moves: Vec::new(),
                    nodes: 0,
                });
                self.take(&running, &analysis, cx);
            }
        }
        if self.running.is_none() {
            changed |= self.start_next(cx);
        }
        changed
    }

    /// What a finished search found about the person's move.
    fn take(&mut self, running: &Running, analysis: &Analysis, cx: &mut Services) {
        let Some(game) = self.first_game(&running.game) else {
            return;
        };
        let Some((board, played)) = game.positions().and_then(|p| p.get(running.index).copied())
        else {
            return;
        };
        let threshold = game.threshold;
        let position = position(board, analysis);
        let loss = position.as_ref().and_then(|p| p.loss(played));
        let exact = analysis.moves.iter().all(|m| m.exact);
        match (loss, running.pass) {
            (Some(loss), Pass::Scan) if loss >= threshold && !exact => {
                log::debug!("reversi: review: {played} lost {loss} at 8 plies; confirming");
                self.spawn(running.game.clone(), running.index, Pass::Confirm, board);
                return;
            }
            (Some(loss), _) if loss >= threshold => {
                if let Some(item) = position.and_then(|p| p.item(played, threshold)) {
                    log::info!(
                        "reversi: review: practice item added: {played} lost {loss} (best {})",
                        item.best
                    );
                    self.deck
                        .get_or_insert_with(|| Practice::open(&cx.records.storage, ID))
                        .add(item);
                    if let Some(game) = self.first_game_mut(&running.game) {
                        game.added += 1;
                    }
                    self.unwritten = WRITE_EVERY;
                }
            }
            (Some(loss), Pass::Confirm) => {
                log::debug!("reversi: review: {played} lost only {loss} when searched deeper");
            }
            _ => {}
        }
        if let Some(game) = self.first_game_mut(&running.game) {
            game.next = running.index + 1;
            if let Some(loss) = loss {
                game.lost += i64::from(loss.max(0));
                game.counted += 1;
            }
        }
        self.unwritten += 1;
        if self.unwritten >= WRITE_EVERY {
            self.write(cx);
        }
    }

    /// The first game of the queue when its key is `key`.
    fn first_game(&self, key: &str) -> Option<&Pending> {
        let first = self.queue.as_ref()?.reviews.first()?;
        (first.key() == key).then_some(first)
    }

    fn first_game_mut(&mut self, key: &str) -> Option<&mut Pending> {
        let first = self.queue.as_mut()?.reviews.first_mut()?;
        (first.key() == key).then_some(first)
    }

    /// Starts the search of the next move to review; finished games leave the queue.
    /// Whether anything changed.
    fn start_next(&mut self, cx: &mut Services) -> bool {
        let mut changed = false;
        loop {
            let Some(game) = self.queue(cx).reviews.first().cloned() else {
                return changed;
            };
            let positions = game.positions().unwrap_or_default();
            if let Some(&(board, _)) = positions.get(game.next) {
                self.spawn(game.key(), game.next, Pass::Scan, board);
                return changed;
            }
            changed = true;
            self.queue(cx).finish_first();
            log::info!(
                "reversi: review done: {} of {} moves, {} practice items added",
                positions.len().min(game.next),
                positions.len(),
                game.added
            );
            if let Some(mean) = game.mean_loss() {
                cx.records.add_to_series(LOSS_SERIES, mean);
            }
            if let Some((key, added)) = self.mine.as_mut()
                && *key == game.key()
            {
                *added = Some(game.added);
            }
            self.write(cx);
        }
    }

    fn spawn(&mut self, game: String, index: usize, pass: Pass, board: Board) {
        let stop = StopFlag::new();
        let flag = stop.clone();
        let job = Job::spawn_in_background("reversi-practice-review", move |_| {
            search(&board, pass, &flag)
        });
        self.running = Some(Running {
            game,
            index,
            pass,
            job: Some(job),
            stop,
        });
    }
}

/// The analysis of every move of `board` in `pass`, on one thread.
fn search(board: &Board, pass: Pass, stop: &StopFlag) -> Analysis {
    let empties = board.empties();
    let (limit, selectivity) = match pass {
        _ if empties <= EXACT_EMPTIES => (AnalysisLimit::Depth(empties), 0),
        Pass::Scan => (AnalysisLimit::Depth(DEPTH), 0),
        Pass::Confirm => (AnalysisLimit::Depth(CONFIRM_DEPTH), SELECTIVITY),
    };
    analyze_with(
        board,
        limit,
        Evaluator::standard(),
        1,
        (selectivity, false),
        stop,
    )
}

/// The position with every move's value in discs and the best line, from `analysis`.
fn position(board: Board, analysis: &Analysis) -> Option<Position> {
    let values: Vec<(Square, i32)> = analysis
        .moves
        .iter()
        .map(|m| Some((m.square?, super::values::discs(m.score))))
        .collect::<Option<_>>()?;
    let line = analysis.moves.first().map(|m| m.line.clone())?;
    Some(Position::new(board, values).with_line(&line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::standard_services;
    use reversi::{Color, Game};
    use std::time::{Duration, Instant};

    /// Black to move with 14 empties: g8 keeps +18, a2 only +6.
    const LATE: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

    /// The late game played out: a2 (12 discs thrown away), then Black's best moves and
    /// White's first legal ones.
    fn late_game() -> Game {
        let mut game = Game::from_board(reversi::obf::parse_obf(LATE).unwrap().board);
        game.play_transcript("a2").unwrap();
        while let Some(first) = game.board().moves().next() {
            let board = game.board();
            let square = if board.side() == Color::Black {
                let limit = AnalysisLimit::Depth(board.empties());
                let exact = analyze_with(
                    &board,
                    limit,
                    Evaluator::standard(),
                    1,
                    (0, false),
                    &StopFlag::new(),
                );
                exact.moves[0].square.unwrap()
            } else {
                first
            };
            game.play(square).unwrap();
        }
        assert!(game.is_over());
        game
    }

    /// Updates until the deck has been written with what the review added.
    fn run(mistakes: &mut Mistakes, cx: &mut Services, until: impl Fn(&Mistakes) -> bool) {
        let end = Instant::now() + Duration::from_secs(120);
        while !until(mistakes) || mistakes.deck.as_ref().is_some_and(Practice::is_writing) {
            assert!(Instant::now() < end, "the review never finished");
            mistakes.update(false, cx);
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn the_persons_mistake_joins_the_deck_and_the_note_counts_it() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut mistakes = Mistakes::default();
        mistakes.queue_game(Pending::new(&late_game(), Color::Black, 6), &mut cx);
        assert_eq!(mistakes.added(), None);
        // Paused while the engine thinks: nothing runs.
        mistakes.update(false, &mut cx);
        assert!(mistakes.running.is_some());
        mistakes.update(true, &mut cx);
        assert!(mistakes.running.is_none());
        run(&mut mistakes, &mut cx, |m| m.added().is_some());
        assert_eq!(mistakes.added(), Some(1));
        // The game's mean loss per move joins the progress: a2's 12 discs over the
        // person's moves, every other one best.
        let moves = Pending::new(&late_game(), Color::Black, 6)
            .positions()
            .unwrap()
            .len();
        let points = cx.records.series(LOSS_SERIES);
        let means: Vec<f64> = points.iter().map(|p| p.value).collect();
        assert_eq!(means, [12.0 / moves as f64]);
        let mut deck = Practice::at(cx.records.storage.deck_file(ID), ID.key());
        let end = Instant::now() + Duration::from_secs(10);
        while !deck.is_loaded() {
            assert!(Instant::now() < end);
            deck.poll(&mut cx.notices);
        }
        let items = deck.deck().items();
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].id, LATE);
        assert_eq!((items[0].played.as_str(), items[0].cost), ("a2", 12.0));
        assert_eq!(items[0].best, "g8");
        let position = Position::from_payload(&items[0].payload).unwrap();
        assert_eq!(position.loss("a2".parse().unwrap()), Some(12));
        assert_eq!(position.line.first(), Some(&"g8".parse().unwrap()));
        // Reviewed once: the same game again is not queued.
        let mut again = Mistakes::default();
        again.queue_game(Pending::new(&late_game(), Color::Black, 6), &mut cx);
        assert!(!again.busy());
    }

    #[test]
    fn only_games_against_the_computer_with_the_review_on_are_queued() {
        use crate::settings::ReversiSettings;
        let cases = [
            (ReversiMode::VsComputer, true, 1),
            (ReversiMode::VsComputer, false, 0),
            (ReversiMode::TwoPlayers, true, 0),
            (ReversiMode::ComputerVsComputer, true, 0),
        ];
        for (mode, review, queued) in cases {
            let dir = tempfile::tempdir().unwrap();
            let mut cx = standard_services(dir.path());
            let players = ReversiSettings {
                mode,
                review,
                ..ReversiSettings::default()
            };
            let mut scene = ReversiScene::with_game(late_game(), players, 1);
            scene.review_for_practice(&mut cx);
            let queue = Queue::read(&cx.records.progress(ID));
            assert_eq!(queue.reviews.len(), queued, "{mode:?}, review {review}");
        }
    }

    #[test]
    fn a_review_cut_short_resumes_in_the_next_scene() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut first = Mistakes::default();
        first.queue_game(Pending::new(&late_game(), Color::Black, 6), &mut cx);
        first.update(false, &mut cx);
        drop(first);
        let queue = Queue::read(&cx.records.progress(ID));
        assert_eq!(queue.reviews.len(), 1, "kept for the next time");
        let mut next = Mistakes::default();
        next.update(false, &mut cx);
        run(&mut next, &mut cx, |m| !m.busy());
        let queue = Queue::read(&cx.records.progress(ID));
        assert!(queue.reviews.is_empty());
        assert_eq!(queue.reviewed.len(), 1);
        assert!(cx.records.storage.deck_file(ID).exists());
    }

    /// CPU seconds this process has used (user and system, from `/proc/self/stat`).
    fn cpu_seconds() -> f64 {
        let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
        let after = &stat[stat.rfind(')').unwrap() + 2..];
        let fields: Vec<&str> = after.split_whitespace().collect();
        let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
        ticks as f64 / 100.0
    }

    /// The benchmark of the README's figure: the review after the game of Black's 30 moves
    /// of a 60-move game (the engine at depth 4 against itself), at each threshold, with the
    /// CPU time it took. `cargo test -p launcher-reversi -- --ignored --nocapture
    /// review_of_a_60_move_game`.
    #[test]
    #[ignore = "a benchmark"]
    fn review_of_a_60_move_game() {
        let game = Game::from_transcript(concat!(
            "d3c3c4e3c2c5e2d2e1f1f3d1f2g4b6g3d6c6c7d7e8b5a4c1f5f6b4b3e6g6",
            "f4g5h5d8c8a3h6a5a6a7b2e7f8f7h4a1h3a2b1b7g8g2h2g7h8h7g1h1b8a8"
        ))
        .unwrap();
        for threshold in [6, 2] {
            let dir = tempfile::tempdir().unwrap();
            let mut cx = standard_services(dir.path());
            let mut mistakes = Mistakes::default();
            let before = cpu_seconds();
            let started = Instant::now();
            mistakes.queue_game(Pending::new(&game, Color::Black, threshold), &mut cx);
            run(&mut mistakes, &mut cx, |m| m.added().is_some());
            println!(
                "threshold {threshold}: {} items, {:.2} s CPU, {:.2} s",
                mistakes.added().unwrap(),
                cpu_seconds() - before,
                started.elapsed().as_secs_f64()
            );
        }
    }
}
