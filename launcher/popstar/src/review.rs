//! "Where the points went" in the window: the finished board's review (run on a worker by
//! `jobs::review`), charted as the final score still within reach before each move with
//! the big drops marked, stepped through position by position with the better move on
//! request, and practice from any position.

use grid_core::Pos;
use launcher_kit::draw::{Color, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::ui::theme;
use popstar::review::{Review, replay};
use popstar::{Board, Rules};

/// The colour of a marked drop.
const DROP_COLOUR: Color = Color::rgb(0xff, 0x5c, 0x6c);

/// A finished board's review, as the window shows it.
pub struct Reviewed {
    /// The review.
    pub review: Review,
    /// The board before each move, then the board after the last.
    pub boards: Vec<Board>,
    /// The position shown: before move `at` (from 0); the last is the end.
    pub at: usize,
    /// Whether the better move shows.
    pub better_shown: bool,
    /// Whether the review shows over the board.
    pub open: bool,
}

impl Reviewed {
    /// The review of the line played on `start`; `None` if the line does not fit it.
    pub fn new(review: Review, start: &Board, rules: &Rules) -> Option<Reviewed> {
        let line: Vec<Pos> = review.moves.iter().map(|m| m.at).collect();
        let (boards, _) = replay(start, rules, &line).ok()?;
        let at = review.marked().first().copied().unwrap_or(0);
        Some(Reviewed {
            review,
            boards,
            at,
            better_shown: false,
            open: false,
        })
    }

    /// The position shown.
    pub fn board(&self) -> &Board {
        &self.boards[self.at.min(self.boards.len() - 1)]
    }

    /// The score before the position shown.
    pub fn score_before(&self) -> u32 {
        self.review
            .moves
            .get(self.at)
            .map_or(self.review.score(), |m| m.before)
    }

    /// The points within reach from the position shown (pops and bonus to come).
    pub fn value(&self) -> u32 {
        self.review
            .moves
            .get(self.at)
            .map_or(self.review.end, |m| m.value)
    }

    /// The better move from the position shown, when the player's move there dropped
    /// points.
    pub fn better(&self) -> Option<Pos> {
        self.review.moves.get(self.at).and_then(|m| m.better)
    }

    /// One position back (`-1`) or forward.
    pub fn step(&mut self, delta: i32) {
        let at = self.at as i64 + i64::from(delta);
        self.at = at.clamp(0, self.review.moves.len() as i64) as usize;
        self.better_shown = false;
    }

    /// The next marked drop after the position shown (`forward`) or before it, round the
    /// line; `false` when no drop is marked.
    pub fn jump(&mut self, forward: bool) -> bool {
        let marked = self.review.marked();
        let next = if forward {
            marked.iter().find(|&&k| k > self.at).or(marked.first())
        } else {
            marked
                .iter()
                .rev()
                .find(|&&k| k < self.at)
                .or(marked.last())
        };
        match next {
            Some(&k) => {
                self.at = k;
                self.better_shown = false;
                true
            }
            None => false,
        }
    }

    /// Shows the position nearest `p` on the chart `chart`.
    pub fn pick(&mut self, chart: Rect, p: Point) {
        let n = self.review.moves.len();
        let share = ((p.x - chart.x) / chart.w.max(1.0)).clamp(0.0, 1.0);
        self.at = ((share * n as f32).round() as usize).min(n);
        self.better_shown = false;
    }

    /// The lines about the position shown, in the current language, with their colours.
    pub fn caption_lines(&self) -> Vec<(String, Color)> {
        let total = self.review.moves.len();
        let Some(m) = self.review.moves.get(self.at) else {
            return vec![
                (launcher_kit::tr!("popstar-review-end"), theme::TEXT_DIM),
                (
                    launcher_kit::tr!("popstar-review-final", score = self.review.reached()),
                    theme::TEXT,
                ),
                (
                    launcher_kit::tr!("popstar-review-start-best", best = self.review.best()),
                    theme::ACCENT_2,
                ),
            ];
        };
        let verdict = if m.drop > 0 {
            (
                launcher_kit::tr!("popstar-review-drop", drop = m.drop),
                DROP_COLOUR,
            )
        } else {
            (launcher_kit::tr!("popstar-review-kept"), theme::TOGGLE_ON)
        };
        vec![
            (
                launcher_kit::tr!("popstar-review-move", number = self.at + 1, total = total),
                theme::TEXT_DIM,
            ),
            (
                launcher_kit::tr!("popstar-review-reach", reach = m.reachable()),
                theme::ACCENT_2,
            ),
            (
                launcher_kit::tr!("popstar-review-points", points = m.points),
                theme::TEXT,
            ),
            verdict,
        ]
    }

    /// The summary line: what was within reach and what the board reached.
    pub fn summary(&self) -> String {
        launcher_kit::tr!(
            "popstar-review-summary",
            best = self.review.best(),
            score = self.review.reached(),
            drops = self.review.marked().len()
        )
    }

    /// Draws the chart in `c`: the final score within reach before each move, falling
    /// where points were given away, the marked drops in red, and the position shown.
    pub fn draw_chart(&self, p: &mut Painter, c: Rect, scale: f32) {
        p.round_rect(c, 8.0 * scale, Color::BLACK.alpha(0.3));
        let curve = self.review.curve();
        let n = curve.len().saturating_sub(1).max(1) as f32;
        let top = curve.first().copied().unwrap_or(0) as f32;
        let bottom = curve.last().copied().unwrap_or(0) as f32;
        // The fall fills most of the chart, however small, but a flat line stays flat.
        let span = (top - bottom).max(top * 0.02).max(1.0);
        let inner = c.inset(6.0 * scale);
        let x = |k: usize| inner.x + inner.w * k as f32 / n;
        let y = |v: u32| inner.y + inner.h * (top - v as f32) / span;
        let points: Vec<Point> = curve
            .iter()
            .enumerate()
            .flat_map(|(k, &v)| {
                // A step: level across the move, down at its end.
                let before = if k == 0 { v } else { curve[k - 1] };
                [Point::new(x(k), y(before)), Point::new(x(k), y(v))]
            })
            .collect();
        p.polyline(points, 2.0 * scale, theme::ACCENT_2);
        for k in self.review.marked() {
            let (a, b) = (curve[k], curve[k + 1]);
            let at = Point::new(x(k + 1), (y(a) + y(b)) / 2.0);
            p.line(
                Point::new(x(k + 1), y(a)),
                Point::new(x(k + 1), y(b)),
                4.0 * scale,
                DROP_COLOUR,
            );
            p.circle(at, 4.0 * scale, DROP_COLOUR);
        }
        let shown = x(self.at);
        p.line(
            Point::new(shown, c.y),
            Point::new(shown, c.bottom()),
            2.0 * scale,
            theme::ACCENT,
        );
    }
}

/// Playing on from a reviewed position: the player's own board, nothing counted.
pub struct Practice {
    /// The board.
    pub board: Board,
    /// The rules.
    pub rules: Rules,
    /// Points scored since the position (pops, and the bonus once no move is left).
    pub score: u32,
    /// What the review found within reach from the position.
    pub target: u32,
    /// The boards and scores before each move, for undo.
    pub history: Vec<(Board, u32)>,
    /// The group the better move pops, once shown.
    pub better: Option<Vec<Pos>>,
}

impl Practice {
    /// Practice from `board` with `target` points within reach.
    pub fn new(board: Board, rules: Rules, target: u32) -> Practice {
        Practice {
            board,
            rules,
            score: 0,
            target,
            history: Vec::new(),
            better: None,
        }
    }

    /// Whether no move is left.
    pub fn finished(&self) -> bool {
        !self.board.has_move_for(&self.rules)
    }

    /// The points reached, with the end bonus once no move is left.
    pub fn reached(&self) -> u32 {
        if self.finished() {
            self.score + self.rules.scoring().end_bonus(self.board.stars())
        } else {
            self.score
        }
    }

    /// The line under the board, in the current language.
    pub fn caption(&self) -> String {
        if self.finished() {
            let share = u64::from(self.reached()) * 100 / u64::from(self.target.max(1));
            launcher_kit::tr!(
                "popstar-practice-done",
                score = self.reached(),
                target = self.target,
                share = share.min(999)
            )
        } else {
            launcher_kit::tr!(
                "popstar-practice-goal",
                score = self.score,
                target = self.target
            )
        }
    }

    /// Pops the group at `at`: its events, or `None` when it does not pop.
    pub fn pop(&mut self, at: Pos) -> Option<Vec<popstar::Event>> {
        let before = (self.board.clone(), self.score);
        let pop = self.board.pop_for(at, &self.rules).ok()?;
        self.history.push(before);
        self.score += pop.points;
        self.better = None;
        Some(pop.events)
    }

    /// Takes the last move back; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some((board, score)) => {
                self.board = board;
                self.score = score;
                self.better = None;
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use popstar::WorkLimit;

    fn reviewed(seed: u64) -> Reviewed {
        let board = popstar::board_for_seed(seed);
        let mut line = Vec::new();
        let mut now = board.clone();
        while let Some(group) = now.groups().pop() {
            now.pop(group[0]).unwrap();
            line.push(group[0]);
        }
        let review =
            popstar::review::review(&board, Rules::POPSTAR, &line, 1, &WorkLimit::new(2_000))
                .unwrap();
        Reviewed::new(review, &board, &Rules::POPSTAR).unwrap()
    }

    #[test]
    fn stepping_and_jumping_stay_on_the_line() {
        let mut r = reviewed(5);
        let n = r.review.moves.len();
        r.step(-100);
        assert_eq!(r.at, 0);
        assert_eq!(r.score_before(), 0);
        r.step(1000);
        assert_eq!(r.at, n);
        assert_eq!(r.value(), r.review.end);
        let marked = r.review.marked();
        assert!(
            !marked.is_empty(),
            "a line of the last group each time drops points"
        );
        assert!(r.jump(true));
        assert_eq!(r.at, marked[0], "round the line to the first drop");
        assert!(r.better().is_some());
        r.pick(Rect::new(0.0, 0.0, 100.0, 10.0), Point::new(100.0, 5.0));
        assert_eq!(r.at, n);
        assert_eq!(r.board().stars(), r.boards[n].stars());
    }

    #[test]
    fn practice_counts_undoes_and_ends_with_the_bonus() {
        let board: Board = "RRG\nGBB\n".parse().unwrap();
        let mut practice = Practice::new(board, Rules::POPSTAR, 100);
        assert!(practice.pop(Pos::new(0, 2)).is_none(), "a single star");
        assert!(practice.pop(Pos::new(0, 0)).is_some());
        assert_eq!(practice.score, 20);
        assert!(practice.undo());
        assert_eq!(practice.score, 0);
        assert!(!practice.undo());
        practice.pop(Pos::new(0, 0));
        practice.pop(Pos::new(1, 1));
        assert!(!practice.finished(), "the two greens closed up");
        assert_eq!(practice.reached(), 40, "no bonus before the end");
        practice.pop(Pos::new(1, 0));
        assert!(practice.finished());
        assert_eq!(practice.reached(), 60 + popstar::scoring::bonus(0));
    }
}
