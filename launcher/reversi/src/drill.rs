//! The practice screen: the deck's due positions one by one. The player plays a move on
//! the board (mouse, or arrows and Enter) and is graded at once against every move's value
//! kept with the item; then the board shows every move's value, the player's move ringed
//! when it was not best, and the panel the loss and the best line's first moves. Items
//! graded "again" are due at once, so they come back in the same sitting.

use super::ID;
use super::anim::Animations;
use super::board_view::{self, Marks, ValueLook};
use super::layout::{ReversiLayout, layout};
use super::practice::Position;
use super::review::EXACT_EMPTIES;
use super::settings::ReversiSettings;
use launcher_kit::draw::{HAlign, Painter};
use launcher_kit::geom::{Rect, Size};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::practice::{Grade, Practice};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle, Cursor};
use reversi::{Color, Square};

/// What a button of the screen does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Act {
    /// The next due position.
    Next,
    /// Delete the position shown from the deck.
    Delete,
    /// Empty the deck (asked twice).
    Reset,
    /// Back to the game or the menu.
    Back,
}

/// The position being practised.
struct Current {
    id: String,
    position: Position,
    answer: Option<Answer>,
}

/// The player's answer and its grade.
#[derive(Debug, Clone, Copy)]
struct Answer {
    played: Square,
    loss: i32,
    grade: Grade,
}

/// The practice screen.
pub struct PracticeScene {
    deck: Practice,
    current: Option<Current>,
    anim: Animations,
    cursor: Cursor,
    hover: Option<Square>,
    buttons: Vec<(Act, Button)>,
    /// Reset was chosen once: the next choice empties the deck.
    reset_asked: bool,
    layout: ReversiLayout,
    size: Size,
    players: ReversiSettings,
}

impl PracticeScene {
    /// The practice of Reversi's deck kept in the player's data folder.
    pub fn new(cx: &Services) -> PracticeScene {
        let buttons = [
            (Act::Next, "reversi-practice-next", ButtonStyle::Primary),
            (Act::Delete, "reversi-practice-delete", ButtonStyle::Normal),
            (Act::Reset, "reversi-practice-reset", ButtonStyle::Normal),
            (Act::Back, "common-back", ButtonStyle::Danger),
        ]
        .into_iter()
        .map(|(act, key, style)| (act, Button::keyed(key, style)))
        .collect();
        let mut scene = PracticeScene {
            deck: Practice::open(&cx.records.storage, ID),
            current: None,
            anim: Animations::showing(&empty_board()),
            cursor: Cursor::at(grid_core::Pos::new(3, 3)),
            hover: None,
            buttons,
            reset_asked: false,
            layout: layout(cx.viewport),
            size: cx.viewport,
            players: ReversiSettings::from_options(&cx.options(ID)),
        };
        scene.relayout(cx.viewport);
        scene
    }

    fn relayout(&mut self, size: Size) {
        self.size = size;
        self.layout = layout(size);
        let s = self.layout.scale;
        let rows = self.button_area().rows(2, 8.0 * s);
        let cells = rows.iter().flat_map(|r| r.columns(2, 10.0 * s));
        for ((_, b), r) in self.buttons.iter_mut().zip(cells) {
            b.rect = r;
        }
    }

    /// The buttons' place at the foot of the panel.
    fn button_area(&self) -> Rect {
        let s = self.layout.scale;
        let inner = self.layout.panel.inset(16.0 * s);
        let h = 2.0 * 44.0 * s + 8.0 * s;
        Rect::new(inner.x, inner.bottom() - h, inner.w, h)
    }

    /// Shows the first due position whose payload reads (none: the deck's message).
    fn pick(&mut self) {
        self.current = None;
        for item in self.deck.due_now() {
            match Position::from_payload(&item.payload) {
                Some(position) => {
                    log::info!(
                        "reversi: practice position {} ({} due)",
                        item.id,
                        self.deck.due_now().len()
                    );
                    self.anim = Animations::showing(&position.board);
                    self.current = Some(Current {
                        id: item.id.clone(),
                        position,
                        answer: None,
                    });
                    return;
                }
                None => log::warn!("reversi: practice item {} does not read", item.id),
            }
        }
        log::info!("reversi: practice: nothing due");
        self.anim = Animations::showing(&empty_board());
    }

    /// The player plays `square`: graded at once if it is a legal move.
    fn play(&mut self, square: Square, cx: &mut Services) {
        let Some(current) = self.current.as_mut().filter(|c| c.answer.is_none()) else {
            return;
        };
        let Some(loss) = current.position.loss(square) else {
            return;
        };
        let Some(grade) = self.deck.grade(&current.id, f64::from(loss)) else {
            return;
        };
        log::info!("reversi: practice answer {square}: {loss} discs lost, graded {grade:?}");
        cx.sound.play(match grade {
            Grade::Good => Sfx::LevelUp,
            Grade::Hard => Sfx::Flip,
            Grade::Again => Sfx::Invalid,
        });
        current.answer = Some(Answer {
            played: square,
            loss,
            grade,
        });
        self.hover = None;
    }

    fn act(&mut self, act: Act) -> Transition {
        if act != Act::Reset {
            self.reset_asked = false;
        }
        match act {
            Act::Next => {
                if self.current.as_ref().is_none_or(|c| c.answer.is_some()) {
                    self.pick();
                }
            }
            Act::Delete => {
                if let Some(current) = self.current.take() {
                    log::info!("reversi: practice item deleted");
                    self.deck.delete(&current.id);
                    self.pick();
                }
            }
            Act::Reset => {
                if self.reset_asked {
                    log::info!("reversi: practice deck reset");
                    self.deck.reset();
                    self.reset_asked = false;
                    self.current = None;
                } else {
                    self.reset_asked = true;
                }
            }
            Act::Back => return Transition::Pop,
        }
        Transition::None
    }

    /// The panel's lines: what to do, or how the answer went.
    fn lines(&self) -> Vec<(String, bool)> {
        let Some(current) = &self.current else {
            return vec![(self.empty_message(), false)];
        };
        let position = &current.position;
        let Some(answer) = current.answer else {
            let key = match position.board.side() {
                Color::Black => "reversi-practice-find-black",
                Color::White => "reversi-practice-find-white",
            };
            return vec![(launcher_kit::tr!(key), true)];
        };
        let verdict = match answer.grade {
            Grade::Good => launcher_kit::tr!("reversi-practice-good"),
            Grade::Hard => launcher_kit::tr!("reversi-practice-hard", loss = answer.loss),
            Grade::Again => launcher_kit::tr!("reversi-practice-again", loss = answer.loss),
        };
        let best = position.best().map_or(0, |(_, v)| v);
        let best_moves = position
            .best_moves()
            .iter()
            .map(Square::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let mut lines = vec![
            (verdict, true),
            (
                launcher_kit::tr!(
                    "reversi-practice-best",
                    squares = best_moves,
                    value = board_view::signed(best)
                ),
                false,
            ),
        ];
        if answer.loss > 0 {
            lines.push((
                launcher_kit::tr!(
                    "reversi-practice-yours",
                    square = answer.played.to_string(),
                    value = board_view::signed(best - answer.loss)
                ),
                false,
            ));
        }
        if !position.line.is_empty() {
            let line = position
                .line
                .iter()
                .map(Square::to_string)
                .collect::<Vec<_>>()
                .join(" ");
            lines.push((
                launcher_kit::tr!("reversi-practice-line", moves = line),
                false,
            ));
        }
        lines
    }

    /// What the screen says when there is no position to practise.
    fn empty_message(&self) -> String {
        if !self.deck.is_loaded() {
            return String::new();
        }
        let deck = self.deck.deck();
        let next = deck.items().iter().map(|i| i.schedule.due).min();
        let Some(next) = next else {
            return launcher_kit::tr!("reversi-practice-empty");
        };
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
        let hours = (next - now).max(1).div_euclid(3600) + 1;
        if hours < 24 {
            launcher_kit::tr!("reversi-practice-next-hours", hours = hours)
        } else {
            launcher_kit::tr!("reversi-practice-next-days", days = hours.div_euclid(24))
        }
    }

    fn draw_panel(&self, p: &mut Painter) {
        let s = self.layout.scale;
        let fonts = Fonts::for_size(p.size());
        theme::panel(p, self.layout.panel, s);
        let inner = self.layout.panel.inset(16.0 * s);
        let (title, rest) = inner.split_top(fonts.heading * 1.6);
        theme::title_in(
            p,
            &launcher_kit::tr!("reversi-practice-title"),
            title,
            fonts.heading,
        );
        let due = self.deck.due_now().len();
        let (count, rest) = rest.split_top(fonts.small * 1.6);
        if self.deck.is_loaded() && due > 0 {
            theme::text_in_box(
                p,
                launcher_kit::tr!("reversi-practice-due", count = due),
                count,
                fonts.small,
                theme::TEXT_DIM,
                HAlign::Center,
                false,
            );
        }
        let text = Rect::new(
            rest.x,
            rest.y + 6.0 * s,
            rest.w,
            (self.button_area().y - rest.y - 12.0 * s - fonts.small * 3.0).max(0.0),
        );
        // The lines from the top, the first (what to do, or the grade) larger, with room
        // for three lines; a message alone gets room to wrap.
        let lines = self.lines();
        let mut y = text.y;
        for (i, (line, strong)) in lines.iter().enumerate() {
            let h = match (lines.len(), i) {
                (1, _) => text.h * 0.5,
                (_, 0) => fonts.body * 4.4,
                _ => fonts.small * 2.2,
            };
            let r = Rect::new(text.x, y, text.w, h.min(text.bottom() - y).max(0.0));
            y += h;
            let (size, colour) = if *strong {
                (fonts.body, theme::ACCENT)
            } else {
                (fonts.small, theme::TEXT)
            };
            theme::lines_in_box(p, line, r, size, colour, *strong, 3);
        }
        // The keys on two lines where one is too narrow for them.
        let keys = Rect::new(
            text.x,
            self.button_area().y - fonts.small * 3.0,
            text.w,
            fonts.small * 2.6,
        );
        theme::lines_in_box(
            p,
            &launcher_kit::tr!("reversi-practice-keys"),
            keys,
            fonts.small,
            theme::TEXT_DIM,
            false,
            2,
        );
        for (act, b) in &self.buttons {
            if *act == Act::Reset && self.reset_asked {
                let mut sure = Button::new(
                    launcher_kit::tr!("reversi-practice-reset-sure"),
                    ButtonStyle::Danger,
                );
                sure.rect = b.rect;
                sure.draw(p, false, fonts.small);
            } else {
                b.draw(p, false, fonts.small);
            }
        }
    }
}

impl Scene for PracticeScene {
    fn name(&self) -> &str {
        "reversi-practice"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::Resize(size) = *ev {
            self.relayout(size);
            return Transition::None;
        }
        let clicked = self
            .buttons
            .iter_mut()
            .find_map(|(act, b)| b.event(ev).then_some(*act));
        if let Some(act) = clicked {
            return self.act(act);
        }
        let answering = self.current.as_ref().is_some_and(|c| c.answer.is_none());
        match *ev {
            InputEvent::MouseMove { pos } => {
                self.hover = self
                    .layout
                    .square_at(pos)
                    .filter(|_| answering)
                    .filter(|sq| self.anim_board().is_legal(*sq));
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                self.cursor.hide();
                if let Some(square) = self.layout.square_at(pos) {
                    self.play(square, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => {
                if answering && self.cursor.arrow(key, 8, 8) {
                    return Transition::None;
                }
                match key {
                    Key::Escape => return self.act(Act::Back),
                    Key::Enter | Key::Space if answering => {
                        let at = self.cursor.pos();
                        if let Some(square) = at.and_then(|at| Square::at(at.row, at.col)) {
                            self.play(square, cx);
                        }
                    }
                    Key::Enter | Key::Space | Key::Char('n') => return self.act(Act::Next),
                    Key::Char('d') => return self.act(Act::Delete),
                    Key::Char('r') => return self.act(Act::Reset),
                    _ => {}
                }
            }
            _ => {}
        }
        Transition::None
    }

    fn update(&mut self, _dt: f32, cx: &mut Services) -> Transition {
        if cx.viewport != self.size {
            self.relayout(cx.viewport);
        }
        let was_loaded = self.deck.is_loaded();
        self.deck.poll(&mut cx.notices);
        if !was_loaded && self.deck.is_loaded() && self.current.is_none() {
            self.pick();
        }
        Transition::None
    }

    fn wake(&self, _cx: &Services) -> Wake {
        Wake::Idle
    }

    fn draw(&self, p: &mut Painter, _cx: &Services) {
        theme::background(p);
        let answering = self.current.as_ref().is_some_and(|c| c.answer.is_none());
        let board = self.anim_board();
        let marks = Marks {
            legal: if answering { board.legal_moves() } else { 0 },
            mover: answering.then_some(board.side()),
            hover: self.hover,
            last: None,
            hint: None,
            time: 0.0,
            cursor: if answering {
                self.cursor
            } else {
                Cursor::default()
            },
            theme: self.players.board,
        };
        board_view::draw_board(p, &self.layout, &self.anim, &marks);
        if let Some(Current {
            position,
            answer: Some(answer),
            ..
        }) = &self.current
        {
            // Values from the review's exact search are underlined as exact.
            let look = if position.board.empties() <= EXACT_EMPTIES {
                ValueLook::Exact
            } else {
                ValueLook::Estimate
            };
            let values: Vec<(Square, i32, ValueLook)> = position
                .values
                .iter()
                .map(|&(sq, v)| (sq, v, look))
                .collect();
            board_view::draw_square_values(p, &self.layout, &values);
            if answer.loss > 0 {
                board_view::ring(p, &self.layout, answer.played);
            }
        }
        self.draw_panel(p);
    }

    fn leave(&mut self, _cx: &mut Services) {
        log::info!("reversi: practice closed");
    }
}

impl PracticeScene {
    /// The position on the board (an empty board while there is none to practise).
    fn anim_board(&self) -> reversi::Board {
        self.current
            .as_ref()
            .map_or_else(empty_board, |c| c.position.board)
    }
}

/// A board without discs.
fn empty_board() -> reversi::Board {
    reversi::Board::from_discs(0, 0, Color::Black).unwrap_or_else(|_| reversi::Board::start())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::standard_services;
    use launcher_kit::draw::Primitive;
    use launcher_kit::i18n::Language;
    use reversi::obf::parse_obf;

    /// Black to move with 14 empties: g8 keeps +18, a2 only +6, the rest between.
    const LATE: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

    fn position() -> Position {
        let board = parse_obf(LATE).unwrap().board;
        let values = board
            .moves()
            .map(|sq| match sq.to_string().as_str() {
                "g8" => (sq, 18),
                "a2" => (sq, 6),
                _ => (sq, 14),
            })
            .collect();
        let line = ["g8", "h8", "b8"].map(|s| s.parse().unwrap());
        Position::new(board, values).with_line(&line)
    }

    fn scene(cx: &Services) -> PracticeScene {
        let mut scene = PracticeScene::new(cx);
        let end = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !scene.deck.is_loaded() {
            assert!(std::time::Instant::now() < end, "the deck never loaded");
            scene
                .deck
                .poll(&mut launcher_kit::services::Notices::default());
        }
        let item = position().item("a2".parse().unwrap(), 6).unwrap();
        scene.deck.add(item);
        scene.pick();
        scene
    }

    #[test]
    fn a_move_is_graded_at_once_and_again_comes_back_in_the_same_sitting() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut scene = scene(&cx);
        assert!(scene.current.is_some());
        // Not a legal move: nothing happens.
        scene.play("a1".parse().unwrap(), &mut cx);
        assert!(scene.current.as_ref().unwrap().answer.is_none());
        scene.play("a2".parse().unwrap(), &mut cx);
        let answer = scene.current.as_ref().unwrap().answer.unwrap();
        assert_eq!((answer.loss, answer.grade), (12, Grade::Again));
        assert!(scene.lines()[0].0.starts_with("Mistake: 12 discs lost"));
        assert_eq!(scene.lines()[3].0, "Best line: g8 h8 b8");
        // A second move on the answered position counts for nothing.
        scene.play("g8".parse().unwrap(), &mut cx);
        assert_eq!(
            scene.current.as_ref().unwrap().answer.unwrap().grade,
            Grade::Again
        );
        scene.act(Act::Next);
        assert!(scene.current.is_some(), "graded again: due at once");
        scene.play("g8".parse().unwrap(), &mut cx);
        assert_eq!(
            scene.current.as_ref().unwrap().answer.unwrap().grade,
            Grade::Good
        );
        scene.act(Act::Next);
        assert!(scene.current.is_none(), "good: due another day");
        assert!(scene.empty_message().is_empty() || scene.empty_message().contains("day"));
        // Delete and reset.
        scene.act(Act::Reset);
        assert_eq!(scene.deck.deck().len(), 1, "asked once only");
        scene.act(Act::Reset);
        assert!(scene.deck.deck().is_empty());
    }

    #[test]
    fn deleting_leaves_the_deck_without_the_position() {
        let dir = tempfile::tempdir().unwrap();
        let cx = standard_services(dir.path());
        let mut scene = scene(&cx);
        scene.act(Act::Delete);
        assert!(scene.current.is_none());
        assert!(scene.deck.deck().is_empty());
    }

    #[test]
    fn every_language_fits_the_practice_screen_at_both_sizes() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut misfits = Vec::new();
        for language in Language::ALL {
            launcher_kit::i18n::set_language(language);
            for size in [Size::REFERENCE, Size::new(480.0, 360.0)] {
                let mut scene = scene(&cx);
                scene.relayout(size);
                let asking = scene.draw_at(size, &cx);
                scene.play("a2".parse().unwrap(), &mut cx);
                scene.reset_asked = true;
                let answered = scene.draw_at(size, &cx);
                scene.act(Act::Delete);
                scene.deck.reset();
                let empty = scene.draw_at(size, &cx);
                for p in [asking, answered, empty] {
                    for m in launcher_kit::draw::fit::misfits(p.items(), size) {
                        if !m.ends_with("has no box") {
                            misfits.push(format!("{language:?} {size:?}: {m}"));
                        }
                    }
                    for item in p.items() {
                        if let Primitive::Text(t) = item {
                            assert!(!t.text.contains("reversi-"), "a raw key: {}", t.text);
                        }
                    }
                }
            }
        }
        launcher_kit::i18n::set_language(Language::English);
        assert!(misfits.is_empty(), "{misfits:#?}");
    }

    impl PracticeScene {
        fn draw_at(&self, size: Size, cx: &Services) -> Painter {
            let mut p = Painter::new(size);
            self.draw(&mut p, cx);
            p
        }
    }
}
