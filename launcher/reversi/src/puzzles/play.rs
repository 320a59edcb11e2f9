//! The puzzle screen: a position where one move only keeps the best result. The player's
//! first move is rated; a wrong one shows what it gives against the best, every move's
//! value and the answer, and the player retries or goes on.

use super::layout::{PuzzleLayout, puzzle_layout};
use super::set::PuzzleSet;
use super::standing;
use crate::anim::Animations;
use crate::board_view::{Marks, draw_board};
use crate::card::draw_disc;
use crate::settings::ReversiSettings;
use grid_core::Pos;
use launcher_kit::draw::{Color as Paint, HAlign, Painter};
use launcher_kit::geom::Size;
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle, Cursor};
use reversi::puzzles::{Puzzle, rating};
use reversi::{Color, Game, Square};

/// Where the player is with the puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Attempt {
    /// Looking for the move.
    Solving,
    /// Found it.
    Solved,
    /// Played `played`, which is not the answer.
    Missed {
        /// The move played.
        played: Square,
    },
}

/// What a panel button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    Retry,
    Next,
    Back,
}

/// The colour of a move that is not the answer.
const WRONG: Paint = Paint::rgb(0xff, 0x5a, 0x4f);

/// The puzzle screen.
pub struct PuzzleScreen {
    puzzle: Puzzle,
    /// The day, for the puzzle of the day.
    day: Option<i64>,
    attempt: Attempt,
    /// The rating before and after this puzzle's first move, once it was rated; `None`
    /// also when the puzzle was rated before (it is rated once).
    change: Option<(f64, f64)>,
    /// The player's rating when the screen opened.
    rating: f64,
    anim: Animations,
    cursor: Cursor,
    hover: Option<Square>,
    buttons: Vec<(Choice, Button)>,
    layout: PuzzleLayout,
    time: f32,
}

impl PuzzleScreen {
    /// The puzzle of day `day` (days since 1970-01-01), if there is one.
    pub fn of_day(day: i64, cx: &Services) -> Option<PuzzleScreen> {
        let puzzle = PuzzleSet::shipped().of_day(day)?.clone();
        Some(PuzzleScreen::new(puzzle, Some(day), cx))
    }

    /// The next puzzle for the player's rating, if the program has puzzles.
    pub fn next(cx: &Services) -> Option<PuzzleScreen> {
        let standing = standing::standing(cx);
        let puzzle = PuzzleSet::shipped()
            .next(standing.rating, &standing.seen())?
            .clone();
        Some(PuzzleScreen::new(puzzle, None, cx))
    }

    fn new(puzzle: Puzzle, day: Option<i64>, cx: &Services) -> PuzzleScreen {
        log::info!(
            "reversi puzzle {} (band {}, {} to move){}",
            puzzle.key(),
            puzzle.band,
            side_name(puzzle.board.side()),
            if day.is_some() { ", of the day" } else { "" }
        );
        let buttons = [
            (Choice::Retry, "common-retry", ButtonStyle::Normal),
            (Choice::Next, "reversi-puzzle-next", ButtonStyle::Primary),
            (Choice::Back, "common-back", ButtonStyle::Normal),
        ]
        .into_iter()
        .map(|(choice, key, style)| (choice, Button::keyed(key, style)))
        .collect();
        let mut screen = PuzzleScreen {
            anim: Animations::showing(&puzzle.board),
            puzzle,
            day,
            attempt: Attempt::Solving,
            change: None,
            rating: standing::standing(cx).rating,
            cursor: Cursor::at(Pos::new(3, 3)),
            hover: None,
            buttons,
            layout: puzzle_layout(cx.viewport),
            time: 0.0,
        };
        screen.relayout(cx.viewport);
        screen
    }

    fn relayout(&mut self, size: Size) {
        self.layout = puzzle_layout(size);
        for ((_, b), r) in self.buttons.iter_mut().zip(self.layout.buttons) {
            b.rect = r;
        }
    }

    /// The player plays `square`: right or wrong, rated if it is the puzzle's first move.
    fn play(&mut self, square: Square, cx: &mut Services) {
        let Some(value) = self.value(square) else {
            cx.sound.play(Sfx::Invalid);
            return;
        };
        let solved = self.puzzle.answer() == Some(square);
        let key = self.puzzle.key();
        if solved {
            log::info!("reversi puzzle {key}: {square} solved");
            let mut game = Game::from_board(self.puzzle.board);
            if let Ok(events) = game.play(square) {
                self.anim.push(events);
            }
            self.attempt = Attempt::Solved;
        } else {
            log::info!(
                "reversi puzzle {key}: {square} gives {value:+}, the answer {} gives {:+}",
                self.puzzle
                    .answer()
                    .map(|s| s.to_string())
                    .unwrap_or_default(),
                self.puzzle.best()
            );
            cx.sound.play(Sfx::Invalid);
            self.attempt = Attempt::Missed { played: square };
        }
        if self.change.is_none() && !standing::standing(cx).has_rated(&key) {
            let against = rating::rating(self.puzzle.band);
            let (before, after) = standing::rate(cx, &key, against, solved);
            log::info!("reversi puzzle rating {before:.0} -> {after:.0}");
            self.change = Some((before, after));
        }
    }

    /// The exact value of `square` here, if it is a legal move.
    fn value(&self, square: Square) -> Option<i32> {
        (self.puzzle.values.iter())
            .find(|(s, _)| *s == square)
            .map(|&(_, v)| v)
    }

    /// Back to the puzzle's position, to try again (not rated again).
    fn retry(&mut self) {
        log::info!("reversi puzzle {}: retry", self.puzzle.key());
        self.attempt = Attempt::Solving;
        self.anim.snap_to(&self.puzzle.board);
    }

    fn choose(&mut self, choice: Choice, cx: &mut Services) -> Transition {
        cx.sound.play(Sfx::Click);
        match choice {
            Choice::Retry => {
                self.retry();
                Transition::None
            }
            Choice::Next => match PuzzleScreen::next(cx) {
                Some(next) => Transition::Replace(Box::new(next)),
                None => Transition::None,
            },
            Choice::Back => Transition::Pop,
        }
    }

    fn key(&mut self, key: Key, cx: &mut Services) -> Transition {
        match key {
            Key::Escape => return self.choose(Choice::Back, cx),
            Key::Char('r') if self.attempt != Attempt::Solving => {
                return self.choose(Choice::Retry, cx);
            }
            Key::Char('n') => return self.choose(Choice::Next, cx),
            Key::Enter | Key::Space => {
                if self.attempt != Attempt::Solving {
                    return self.choose(Choice::Next, cx);
                }
                let at = self.cursor.pos().and_then(|at| Square::at(at.row, at.col));
                match at {
                    Some(square) => self.play(square, cx),
                    // The first Enter shows the cursor, as the first arrow does.
                    None => {
                        self.cursor.arrow(Key::Up, 8, 8);
                    }
                }
            }
            key => {
                self.cursor.arrow(key, 8, 8);
            }
        }
        Transition::None
    }

    /// The heading: the puzzle of which day, or the puzzle's rating.
    fn heading(&self) -> String {
        match self.day {
            Some(day) => launcher_kit::tr!(
                "reversi-puzzle-of-day",
                date = launcher_kit::i18n::date(&launcher_kit::persist::date_of_day(day))
            ),
            None => launcher_kit::tr!(
                "reversi-puzzle-rated",
                rating = rating::rating(self.puzzle.band).round()
            ),
        }
    }

    /// The verdict's lines once a move was played.
    fn verdict(&self) -> Vec<(String, Paint)> {
        let answer = self
            .puzzle
            .answer()
            .map(|s| s.to_string())
            .unwrap_or_default();
        match self.attempt {
            Attempt::Solving => Vec::new(),
            Attempt::Solved => vec![
                (launcher_kit::tr!("reversi-puzzle-solved"), theme::TOGGLE_ON),
                (
                    launcher_kit::tr!(
                        "reversi-puzzle-best",
                        square = answer,
                        value = signed(self.puzzle.best())
                    ),
                    theme::TEXT,
                ),
            ],
            Attempt::Missed { played } => vec![
                (launcher_kit::tr!("reversi-puzzle-missed"), WRONG),
                (
                    launcher_kit::tr!(
                        "reversi-puzzle-played",
                        square = played.to_string(),
                        value = signed(self.value(played).unwrap_or_default())
                    ),
                    theme::TEXT,
                ),
                (
                    launcher_kit::tr!(
                        "reversi-puzzle-answer",
                        square = answer,
                        value = signed(self.puzzle.best())
                    ),
                    theme::ACCENT,
                ),
            ],
        }
    }

    /// Each move's value on its square once a move was played: the answer ringed, a wrong
    /// move played crossed out in red.
    fn draw_values(&self, p: &mut Painter) {
        let l = &self.layout.board;
        let fonts = Fonts::for_size(p.size());
        let cell = l.cell_size();
        for &(square, value) in &self.puzzle.values {
            let r = l.cell(square);
            let right = self.puzzle.answer() == Some(square);
            if self.attempt == Attempt::Solved && right {
                continue;
            }
            if right {
                p.circle_outline(r.center(), cell * 0.4, 3.0 * l.scale, theme::ACCENT);
            }
            let wrong = self.attempt == (Attempt::Missed { played: square });
            if wrong {
                p.circle_outline(r.center(), cell * 0.4, 3.0 * l.scale, WRONG);
            }
            let colour = if right {
                theme::ACCENT
            } else if wrong {
                WRONG
            } else {
                theme::TEXT
            };
            p.text_in(signed(value), r, fonts.small * 1.05, colour, true);
        }
    }

    fn draw_panel(&self, p: &mut Painter, cx: &Services) {
        let l = &self.layout;
        let s = l.board.scale;
        let fonts = Fonts::for_size(cx.viewport);
        theme::panel(p, l.board.panel, s);
        let line = |p: &mut Painter, text: String, r, size, colour, bold| {
            theme::text_in_box(p, text, r, size, colour, HAlign::Center, bold);
        };
        // The day's date may take a second line.
        theme::lines_in_box(
            p,
            &self.heading(),
            l.heading,
            fonts.heading,
            theme::ACCENT,
            true,
            2,
        );
        // The side's disc and its line, centred together.
        let side = self.puzzle.board.side();
        let turn = match side {
            Color::Black => launcher_kit::tr!("reversi-puzzle-black-to-move"),
            Color::White => launcher_kit::tr!("reversi-puzzle-white-to-move"),
        };
        let disc = l.turn.h * 0.32;
        let width = disc * 3.0 + launcher_kit::draw::fonts::text_width(&turn, fonts.body, true);
        let group = l.turn.split_left(((l.turn.w - width) / 2.0).max(0.0)).1;
        let (dot, text) = group.split_left(disc * 3.0);
        draw_disc(p, dot.center(), disc, side == Color::Black, 1.0);
        theme::text_in_box(p, turn, text, fonts.body, theme::TEXT, HAlign::Left, true);
        theme::lines_in_box(
            p,
            &launcher_kit::tr!("reversi-puzzle-task"),
            l.task,
            fonts.small,
            theme::TEXT_DIM,
            false,
            2,
        );
        for (i, (text, colour)) in self.verdict().into_iter().enumerate() {
            let size = if i == 0 { fonts.body } else { fonts.small };
            line(p, text, l.verdict[i], size, colour, i == 0);
        }
        let rating = match self.change {
            Some((before, after)) => launcher_kit::tr!(
                "reversi-puzzle-rating-change",
                before = before.round(),
                after = after.round()
            ),
            None => launcher_kit::tr!("reversi-puzzle-rating", rating = self.rating.round()),
        };
        line(p, rating, l.rating, fonts.small, theme::TEXT, false);
        for (choice, b) in &self.buttons {
            if *choice == Choice::Retry && self.attempt == Attempt::Solving {
                continue;
            }
            b.draw(p, false, fonts.small);
        }
    }
}

/// A value in discs with its sign, as the board shows it: `+6`, `−4`, `0`.
fn signed(value: i32) -> String {
    format!("{value:+}").replace('-', "−").replace("+0", "0")
}

/// The side's name for the log.
fn side_name(side: Color) -> &'static str {
    match side {
        Color::Black => "Black",
        Color::White => "White",
    }
}

impl Scene for PuzzleScreen {
    fn name(&self) -> &str {
        "reversi-puzzle"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::Resize(size) = *ev {
            self.relayout(size);
            return Transition::None;
        }
        let solving = self.attempt == Attempt::Solving;
        let mut chosen = None;
        for (choice, b) in &mut self.buttons {
            let shown = !(solving && *choice == Choice::Retry);
            if b.event(ev) && shown {
                chosen = Some(*choice);
            }
        }
        if let Some(choice) = chosen {
            return self.choose(choice, cx);
        }
        match *ev {
            InputEvent::MouseMove { pos } => {
                self.cursor.hide();
                self.hover = self
                    .layout
                    .board
                    .square_at(pos)
                    .filter(|sq| solving && self.value(*sq).is_some());
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } if solving => {
                self.cursor.hide();
                if let Some(square) = self.layout.board.square_at(pos) {
                    self.play(square, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => return self.key(key, cx),
            _ => {}
        }
        Transition::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        self.time += cx.clock.loop_dt(dt);
        self.anim.update(cx.settings.anim_dt(dt), cx);
        Transition::None
    }

    fn wake(&self, _cx: &Services) -> Wake {
        Wake::animating_if(self.anim.busy())
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        theme::background(p);
        let solving = self.attempt == Attempt::Solving;
        let marks = Marks {
            legal: if solving {
                self.puzzle.board.legal_moves()
            } else {
                0
            },
            mover: solving.then(|| self.puzzle.board.side()),
            hover: self.hover.filter(|_| solving),
            last: match self.attempt {
                Attempt::Solved => self.puzzle.answer(),
                _ => None,
            },
            hint: None,
            time: self.time,
            cursor: self.cursor,
            theme: ReversiSettings::from_options(&cx.options(crate::ID)).board,
        };
        draw_board(p, &self.layout.board, &self.anim, &marks);
        if !solving {
            self.draw_values(p);
        }
        self.draw_panel(p, cx);
    }
}
