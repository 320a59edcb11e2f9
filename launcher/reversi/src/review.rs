//! The game review: every position of the game analysed in turn on a worker thread
//! (each legal move's value, exact from [`EXACT_EMPTIES`] empty squares on), so each
//! move's loss against the best move is known; inaccuracies and mistakes are marked, the
//! evaluation after every move is charted, and the review steps through the game. A move
//! into the opening book is named as such, with the book's value.

use launcher_kit::draw::{Color as Paint, HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::input::{InputEvent, MouseButton};
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};
use launcher_kit::worker::Job;
use reversi::book::Book;
use reversi::search::{Analysis, AnalysisLimit, Evaluator, analyze};
use reversi::{Board, Color, Game, Move, Square, StopFlag};

/// Plies of each move's search in the midgame.
pub(crate) const DEPTH: u32 = 8;

/// From this many empty squares the values are exact.
pub(crate) const EXACT_EMPTIES: u32 = 20;

/// A loss of this many discs or more is an inaccuracy.
pub const INACCURACY: i32 = 2;

/// A loss of this many discs or more is a mistake.
pub const MISTAKE: i32 = 6;

/// What the review found about one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// Who played it.
    pub player: Color,
    /// The move played.
    pub played: Square,
    /// The best move and its value for the player, in discs.
    pub best: (Square, i32),
    /// The value of the move played, in discs.
    pub value: i32,
    /// Whether both values are exact.
    pub exact: bool,
}

impl Verdict {
    /// Discs lost against the best move (0 for the best move).
    pub fn loss(&self) -> i32 {
        (self.best.1 - self.value).max(0)
    }

    /// The evaluation after the move from Black's side, in discs.
    pub fn for_black(&self) -> i32 {
        if self.player == Color::Black {
            self.value
        } else {
            -self.value
        }
    }
}

/// What a review button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// Play on from the position shown.
    Continue,
    /// Keep the game with its values in the game library.
    Save,
    /// Close the review.
    Close,
}

/// The inaccuracy colour.
const INACCURACY_COLOUR: Paint = Paint::rgb(0xff, 0xb0, 0x3b);
/// The mistake colour.
const MISTAKE_COLOUR: Paint = Paint::rgb(0xff, 0x5a, 0x4f);

/// The review of a game.
pub struct Review {
    /// The buttons (placed by [`Review::layout`]).
    buttons: Vec<(Action, Button)>,
    /// Where the chart is.
    chart: Rect,
    game: Game,
    /// The position before each move played (passes left out) and the move.
    steps: Vec<(Board, Square)>,
    verdicts: Vec<Option<Verdict>>,
    /// For each move into the opening book, the book's value of it for its player.
    book: Vec<Option<i8>>,
    /// The next step to analyse.
    next: usize,
    job: Option<Job<Analysis>>,
    stop: StopFlag,
    threads: usize,
    /// Moves shown on the board: 0 is the start.
    pub at: usize,
}

impl Review {
    /// Starts reviewing `game` on `threads` search threads, showing its last position.
    pub fn new(game: Game, threads: usize) -> Review {
        let mut board = game.start();
        let mut steps = Vec::new();
        for mv in game.moves() {
            if let Move::Play(square) = mv {
                steps.push((board, square));
            }
            board = match mv {
                Move::Play(square) => board.play(square).unwrap_or(board),
                Move::Pass => board.passed(),
            };
        }
        let buttons = [
            (Action::Back, "reversi-review-back"),
            (Action::Forward, "reversi-review-forward"),
            (Action::Continue, "reversi-review-play-from-here"),
            (Action::Save, "common-save"),
            (Action::Close, "common-close"),
        ]
        .into_iter()
        .map(|(a, label)| {
            let style = if a == Action::Continue {
                ButtonStyle::Primary
            } else {
                ButtonStyle::Normal
            };
            (a, Button::keyed(label, style))
        })
        .collect();
        let book = steps
            .iter()
            .map(|(board, played)| {
                let moves = Book::embedded().moves(board);
                moves
                    .iter()
                    .find(|(square, _)| square == played)
                    .map(|(_, value)| value.score)
            })
            .collect();
        let mut review = Review {
            buttons,
            chart: Rect::default(),
            verdicts: vec![None; steps.len()],
            book,
            at: steps.len(),
            steps,
            game,
            next: 0,
            job: None,
            stop: StopFlag::new(),
            threads: threads.max(1),
        };
        review.analyse_next();
        review
    }

    /// The verdicts so far, one per move.
    #[cfg(test)]
    pub fn verdicts(&self) -> &[Option<Verdict>] {
        &self.verdicts
    }

    /// Whether every move has its verdict.
    pub fn complete(&self) -> bool {
        self.job.is_none() && self.next >= self.steps.len()
    }

    /// The position after `at` moves.
    pub fn board(&self) -> Board {
        match self.steps.get(self.at) {
            Some((board, _)) => *board,
            None => self.game.board(),
        }
    }

    /// The move that led to the position shown, with its verdict when known.
    pub fn last_move(&self) -> Option<(Square, Option<Verdict>)> {
        let i = self.at.checked_sub(1)?;
        let (_, square) = self.steps.get(i)?;
        Some((*square, self.verdicts[i]))
    }

    /// The game played up to the position shown (to continue from there).
    pub fn game_so_far(&self) -> Game {
        let mut game = Game::from_board(self.game.start());
        for (_, square) in self.steps.iter().take(self.at) {
            if game.play(*square).is_err() {
                break;
            }
        }
        game
    }

    /// Places the buttons in `buttons` and the chart in `chart`.
    pub fn layout(&mut self, buttons: Rect, chart: Rect, scale: f32) {
        let cells: Vec<Rect> = buttons
            .rows(3, 8.0 * scale)
            .iter()
            .flat_map(|r| r.columns(2, 10.0 * scale))
            .collect();
        for ((_, b), r) in self.buttons.iter_mut().zip(cells) {
            b.rect = r;
        }
        self.chart = chart;
    }

    /// Handles a click on a button or on the chart (which steps to that move).
    pub fn event(&mut self, ev: &InputEvent) -> Option<Action> {
        for (action, b) in &mut self.buttons {
            if b.event(ev) {
                return Some(*action);
            }
        }
        if let InputEvent::MouseDown {
            pos,
            button: MouseButton::Left,
        } = *ev
        {
            if self.chart.contains(pos) && !self.steps.is_empty() {
                let share = (pos.x - self.chart.x) / self.chart.w;
                self.at =
                    ((share * self.steps.len() as f32).round() as usize).min(self.steps.len());
            }
        }
        None
    }

    /// The line saying what the move shown was worth, in the current language.
    pub fn caption(&self) -> String {
        let total = self.steps.len();
        let Some((square, verdict)) = self.last_move() else {
            return if self.complete() {
                launcher_kit::tr!("reversi-review-start-done", total = total)
            } else {
                launcher_kit::tr!(
                    "reversi-review-start-progress",
                    done = self.done(),
                    total = total
                )
            };
        };
        let (number, square) = (self.at, square.to_string());
        if let Some(Some(value)) = self.book.get(self.at - 1) {
            let value = format!("{value:+}").replace('-', "−");
            return launcher_kit::tr!(
                "reversi-review-book",
                number = number,
                square = &square,
                value = value
            );
        }
        let Some(v) = verdict else {
            return launcher_kit::tr!(
                "reversi-review-analysing",
                number = number,
                square = &square
            );
        };
        let key = match v.loss() {
            0 => {
                return launcher_kit::tr!("reversi-review-best", number = number, square = &square);
            }
            loss if loss >= MISTAKE => "reversi-review-mistake",
            loss if loss >= INACCURACY => "reversi-review-inaccuracy",
            _ => "reversi-review-loss",
        };
        launcher_kit::tr!(
            key,
            number = number,
            square = &square,
            loss = v.loss(),
            best = v.best.0.to_string()
        )
    }

    /// Each move's value for its player, where known (for the game's record).
    pub fn values(&self) -> Vec<Option<i32>> {
        self.verdicts.iter().map(|v| v.map(|v| v.value)).collect()
    }

    /// How many moves have their verdict.
    fn done(&self) -> usize {
        self.verdicts.iter().flatten().count()
    }

    /// Draws the chart (the evaluation after every move, from Black's side; inaccuracies
    /// and mistakes marked) and the buttons.
    pub fn draw(&self, p: &mut Painter, scale: f32) {
        let fonts = Fonts::for_size(p.size());
        let c = self.chart;
        p.round_rect(c, 8.0 * scale, Paint::BLACK.alpha(0.25));
        let mid = c.center().y;
        p.line(
            Point::new(c.x, mid),
            Point::new(c.right(), mid),
            1.0 * scale,
            theme::TEXT_DIM.alpha(0.5),
        );
        let n = self.steps.len().max(1) as f32;
        let slot = c.w / n;
        let top = self
            .verdicts
            .iter()
            .flatten()
            .map(|v| v.for_black().abs())
            .max()
            .unwrap_or(1)
            .max(8) as f32;
        for (i, v) in self.verdicts.iter().enumerate() {
            let Some(v) = v else {
                continue;
            };
            let h = (c.h / 2.0 - 3.0 * scale) * v.for_black() as f32 / top;
            let x = c.x + slot * i as f32;
            let colour = if v.loss() >= MISTAKE {
                MISTAKE_COLOUR
            } else if v.loss() >= INACCURACY {
                INACCURACY_COLOUR
            } else if h >= 0.0 {
                Paint::rgb(0x20, 0x20, 0x26)
            } else {
                Paint::rgb(0xf0, 0xf0, 0xf0)
            };
            let bar = if h >= 0.0 {
                Rect::new(x, mid - h, slot.max(1.0), h.max(1.0))
            } else {
                Rect::new(x, mid, slot.max(1.0), -h)
            };
            p.rect(bar, colour);
        }
        let x = c.x + slot * self.at as f32;
        p.line(
            Point::new(x, c.y),
            Point::new(x, c.bottom()),
            2.0 * scale,
            theme::ACCENT,
        );
        p.text_box(
            launcher_kit::tr!("reversi-review-black-ahead"),
            Rect::new(
                c.x + 6.0 * scale,
                c.y + 10.0 * scale - fonts.small * 0.5,
                c.w - 12.0 * scale,
                fonts.small,
            ),
            fonts.small * 0.8,
            theme::TEXT_DIM,
            HAlign::Left,
            VAlign::Middle,
            false,
        );
        for (_, b) in &self.buttons {
            b.draw(p, false, fonts.small);
        }
    }

    /// One move back (`-1`) or forward.
    pub fn step(&mut self, delta: i32) {
        let at = self.at as i64 + i64::from(delta);
        self.at = usize::try_from(at.clamp(0, self.steps.len() as i64)).unwrap_or(0);
    }

    /// Collects a finished analysis and starts the next; `true` when a verdict came.
    pub fn poll(&mut self) -> bool {
        let Some(analysis) = Job::take(&mut self.job) else {
            return false;
        };
        let i = self.next;
        if let Some(&(board, played)) = self.steps.get(i) {
            self.verdicts[i] = verdict(&board, played, &analysis);
        }
        self.next += 1;
        self.analyse_next();
        true
    }

    fn analyse_next(&mut self) {
        let Some(&(board, _)) = self.steps.get(self.next) else {
            return;
        };
        let empties = board.empties();
        let limit = if empties <= EXACT_EMPTIES {
            AnalysisLimit::Depth(empties)
        } else {
            AnalysisLimit::Depth(DEPTH)
        };
        let (threads, stop) = (self.threads, self.stop.clone());
        self.job = Some(Job::spawn("reversi-review", move |_| {
            analyze(&board, limit, Evaluator::standard(), threads, &stop)
        }));
    }
}

impl Drop for Review {
    /// A review closed stops its search at once.
    fn drop(&mut self) {
        self.stop.stop();
    }
}

/// The verdict on `played` in `board` from the analysis of all its moves.
fn verdict(board: &Board, played: Square, analysis: &Analysis) -> Option<Verdict> {
    let best = analysis.moves.first()?;
    let mine = analysis.moves.iter().find(|m| m.square == Some(played))?;
    let discs = super::values::discs;
    Some(Verdict {
        player: board.side(),
        played,
        best: (best.square?, discs(best.score)),
        value: discs(mine.score),
        exact: best.exact && mine.exact,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn finished(mut review: Review) -> Review {
        let end = Instant::now() + Duration::from_secs(120);
        while !review.complete() {
            assert!(Instant::now() < end, "the review never finished");
            review.poll();
            std::thread::sleep(Duration::from_millis(5));
        }
        review
    }

    #[test]
    fn losses_add_up_against_each_positions_best_move() {
        // A short game from a late position, so every value is exact.
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let start = reversi::obf::parse_obf(line).unwrap().board;
        let mut game = Game::from_board(start);
        // A2 (not the best), then the first legal move twice.
        game.play_transcript("a2").unwrap();
        for _ in 0..2 {
            let first = game.board().moves().next().unwrap();
            game.play(first).unwrap();
        }
        let review = finished(Review::new(game, 1));
        let verdicts: Vec<Verdict> = review.verdicts().iter().map(|v| v.unwrap()).collect();
        assert_eq!(verdicts.len(), 3);
        assert!(verdicts.iter().all(|v| v.exact));
        // The forum's file gives G8 +18 and A2 +6 for the first move: 12 lost.
        assert_eq!(verdicts[0].best, ("g8".parse().unwrap(), 18));
        assert_eq!(verdicts[0].value, 6);
        assert_eq!(verdicts[0].loss(), 12);
        let total: i32 = verdicts.iter().map(Verdict::loss).sum();
        let by_hand: i32 = verdicts.iter().map(|v| v.best.1 - v.value).sum();
        assert_eq!(total, by_hand);
    }

    #[test]
    fn a_move_into_the_opening_book_is_named_with_the_books_value() {
        let mut review = Review::new(Game::from_transcript("f5d6").unwrap(), 1);
        let value = Book::embedded()
            .moves(&Game::from_transcript("f5").unwrap().board())
            .into_iter()
            .find(|(square, _)| square.to_string() == "d6")
            .map(|(_, v)| format!("{:+}", v.score).replace('-', "−"))
            .unwrap();
        assert_eq!(
            review.caption(),
            format!("2. d6: book move ({value} in the book)")
        );
        review.step(-1);
        assert!(review.caption().starts_with("1. f5: book move ("));
        // Out of the book, the searched verdict as before.
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let mut late = Game::from_board(reversi::obf::parse_obf(line).unwrap().board);
        late.play_transcript("a2").unwrap();
        let late = Review::new(late, 1);
        assert!(!late.caption().contains("book"), "{}", late.caption());
    }

    #[test]
    fn stepping_and_continuing_from_a_point() {
        let game = Game::from_transcript("f5d6c3d3c4").unwrap();
        let mut review = Review::new(game, 1);
        assert_eq!(review.at, 5);
        review.step(-3);
        assert_eq!(review.game_so_far().transcript(), "f5d6");
        assert_eq!(
            review.last_move().map(|(sq, _)| sq.to_string()),
            Some("d6".into())
        );
        review.step(-9);
        assert_eq!(review.at, 0);
        assert_eq!(review.board(), Board::start());
    }
}
