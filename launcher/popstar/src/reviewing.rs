//! The scene's side of "where the points went": the moves of the level's board are kept,
//! the finished board is reviewed on a worker, and the review opens over the board (from
//! the level-passed panel) to step through its positions, show the better move and
//! practise from a position, with nothing counted. Its marked drops go into the practice
//! deck, and the end screen says what it found.

use crate::anim::BoardView;
use crate::deck::{self, Position};
use crate::layout::Layout;
use crate::review::{Practice, Reviewed};
use crate::settings::PopStarSettings;
use crate::{PopStarScene, Selection, jobs};
use grid_core::Pos;
use launcher_kit::draw::{HAlign, Painter, VAlign};
use launcher_kit::game::GameAction;
use launcher_kit::geom::Rect;
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::practice::Practice as Deck;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};
use launcher_kit::worker::Job;
use popstar::{Board, Event, Rules};

/// The series of each reviewed board's score as a share of what was within reach at its
/// start, one for PopStar and one for SameGame ([`launcher_kit::series`]).
pub const SHARE_SERIES: [&str; 2] = ["popstar-share", "samegame-share"];

/// The share series of a board played under `rules`.
fn share_series(rules: &Rules) -> &'static str {
    SHARE_SERIES[usize::from(!rules.is_popstar())]
}

/// The review's state in the scene.
pub(crate) struct Reviewing {
    /// The moves played on the level's board so far.
    pub line: Vec<Pos>,
    /// The review of the finished board, once done.
    pub done: Option<Reviewed>,
    /// Whether the finished board's review has been counted (its drops put into the
    /// deck): a finished board resumed, or reached again by undo and redo, is reviewed to
    /// be shown but counted once.
    pub counted: bool,
    /// Practice from a reviewed position (or from a position of the deck).
    pub practice: Option<Practice>,
    /// Whether the practice is a position of the deck, with no review behind it.
    from_deck: bool,
    /// The practice deck the review's drops went into, once it had some.
    deck: Option<Deck>,
    /// The score shown before practice began, given back after it.
    shown_before: u32,
    /// The button that opens the review (in the hint's place once the board is over),
    /// then the review's own: better move, play from here, back.
    open: Button,
    better: Button,
    play: Button,
    back: Button,
}

impl Default for Reviewing {
    fn default() -> Self {
        Reviewing {
            line: Vec::new(),
            done: None,
            counted: false,
            practice: None,
            from_deck: false,
            deck: None,
            shown_before: 0,
            open: Button::new("", ButtonStyle::Primary),
            better: Button::new("", ButtonStyle::Normal),
            play: Button::new("", ButtonStyle::Primary),
            back: Button::new("", ButtonStyle::Normal),
        }
    }
}

impl PopStarScene {
    /// A scene that plays `position` of the practice deck out, nothing counted: practice
    /// with no review behind it.
    pub(crate) fn from_deck(settings: PopStarSettings, position: &Position) -> PopStarScene {
        let mut scene = PopStarScene::empty(settings, position.rules);
        scene.show.view = BoardView::of(&position.board);
        scene.review.from_deck = true;
        scene.review.practice = Some(Practice::new(
            position.board.clone(),
            position.rules,
            position.target,
        ));
        scene
    }

    /// Whether the review or practice from it covers the board.
    pub(crate) fn reviewing(&self) -> bool {
        self.review.practice.is_some() || self.review.done.as_ref().is_some_and(|r| r.open)
    }

    /// The finished board's review, once done.
    pub fn review(&self) -> Option<&Reviewed> {
        self.review.done.as_ref()
    }

    /// Whether the finished board is being reviewed.
    pub fn review_pending(&self) -> bool {
        self.jobs.review.is_some()
    }

    /// Practice from a reviewed position, while it goes on.
    pub fn practice(&self) -> Option<&Practice> {
        self.review.practice.as_ref()
    }

    /// Starts the review of the level's board, just finished.
    pub(crate) fn start_review(&mut self) {
        if self.review.line.is_empty() || self.jobs.review.is_some() || self.review.done.is_some() {
            return;
        }
        if let Some((board, _)) = &self.start.board {
            log::debug!("popstar review of {} moves", self.review.line.len());
            self.jobs.review = Some(jobs::review(
                board.clone(),
                self.rules,
                self.review.line.clone(),
            ));
        }
    }

    /// Forgets the board's review and practice (a new level, a retried one).
    pub(crate) fn forget_review(&mut self) {
        self.jobs.review = None;
        self.jobs.better = None;
        self.review.line.clear();
        self.review.done = None;
        self.review.counted = false;
        self.review.practice = None;
    }

    /// Collects the finished review.
    pub(crate) fn poll_review(&mut self, cx: &mut Services) {
        if let Some(review) = Job::take(&mut self.jobs.review).flatten() {
            log::debug!(
                "popstar review: within reach {}, reached {}, drops marked {:?}",
                review.best(),
                review.reached(),
                review.marked()
            );
            let start = self.start.board.as_ref().map(|(b, _)| b.clone());
            self.review.done = start.and_then(|b| Reviewed::new(review, &b, &self.rules));
            if !self.review.counted {
                self.count_review(cx);
            }
            cx.clock.stir();
        }
        if let Some(deck) = self.review.deck.as_mut() {
            deck.poll(&mut cx.notices);
        }
        if let Some(at) = Job::take(&mut self.jobs.better) {
            if let (Some(at), Some(practice)) = (at, self.review.practice.as_mut()) {
                practice.better = group(&practice.board, &practice.rules, at).map(|s| s.tiles);
                log::debug!("popstar practice better {},{}", at.row, at.col);
            }
            self.mark_better();
            cx.clock.stir();
        }
    }

    /// Counts the finished board's review once: its marked drops go into the deck, and its
    /// score as a share of what was within reach into the progress.
    fn count_review(&mut self, cx: &mut Services) {
        let Some(reviewed) = &self.review.done else {
            return;
        };
        self.review.counted = true;
        let (best, reached) = (reviewed.review.best(), reviewed.review.reached());
        if best > 0 {
            let share = f64::from(reached) / f64::from(best);
            cx.records.add_to_series(share_series(&self.rules), share);
        }
        let items = deck::items(reviewed, self.rules);
        log::debug!("popstar deck: {} positions added", items.len());
        if !items.is_empty() {
            let deck = self
                .review
                .deck
                .get_or_insert_with(|| Deck::open(&cx.records.storage, crate::ID));
            for item in items {
                deck.add(item);
            }
        }
    }

    /// Opens the review over the board (or closes it).
    pub(crate) fn toggle_review(&mut self, cx: &mut Services) {
        if self.show.anim.busy() || self.review.practice.is_some() {
            return;
        }
        let Some(reviewed) = self.review.done.as_mut() else {
            return;
        };
        reviewed.open = !reviewed.open;
        cx.sound.play(Sfx::Click);
        log::debug!("popstar review open {}", reviewed.open);
        self.marks.selected = None;
        self.show_reviewed();
    }

    /// Shows on the board the reviewed position (the game's board once the review closes).
    fn show_reviewed(&mut self) {
        let board = match &self.review.done {
            Some(r) if r.open => r.board().clone(),
            _ => match &self.game {
                Some(game) => game.board().clone(),
                None => return,
            },
        };
        self.show.view = BoardView::of(&board);
        self.mark_better();
    }

    /// Marks the better move where it is asked for (the hint's pulse).
    fn mark_better(&mut self) {
        self.marks.hint = if let Some(practice) = &self.review.practice {
            practice
                .better
                .clone()
                .map(|tiles| Selection { tiles, points: 0 })
        } else {
            match &self.review.done {
                Some(r) if r.open && r.better_shown => {
                    r.better().and_then(|at| group(r.board(), &self.rules, at))
                }
                _ => None,
            }
        };
    }

    /// Starts practice from the reviewed position.
    fn start_practice(&mut self, cx: &mut Services) {
        let Some(r) = self.review.done.as_ref().filter(|r| r.open) else {
            return;
        };
        let practice = Practice::new(r.board().clone(), self.rules, r.value());
        log::debug!(
            "popstar practice from move {} for {}",
            r.at + 1,
            practice.target
        );
        cx.sound.play(Sfx::Click);
        self.review.shown_before = self.show.score;
        self.show.score = 0;
        self.show.view = BoardView::of(&practice.board);
        self.review.practice = Some(practice);
        self.mark_better();
    }

    /// Ends practice, back to the review.
    fn end_practice(&mut self) {
        if self.review.practice.take().is_some() {
            log::debug!("popstar practice over");
            self.jobs.better = None;
            self.show.score = self.review.shown_before;
            self.show.anim = crate::anim::Animator::default();
            self.show_reviewed();
        }
    }

    /// Handles input while the review or practice covers the board; `None` when the
    /// event is not the review's (the review is closed).
    pub(crate) fn review_input(
        &mut self,
        ev: &InputEvent,
        l: &Layout,
        cx: &mut Services,
    ) -> Option<GameAction> {
        self.place_review_buttons(l);
        if !self.reviewing() {
            if self.offers_review() && self.review.open.event(ev) {
                self.toggle_review(cx);
                return Some(GameAction::None);
            }
            return match *ev {
                InputEvent::KeyDown {
                    key: Key::Char('r'),
                    ..
                } if self.offers_review() => {
                    self.toggle_review(cx);
                    Some(GameAction::None)
                }
                _ => None,
            };
        }
        let (better, play, back) = (
            self.review.better.event(ev),
            self.review.play.event(ev),
            self.review.back.event(ev),
        );
        if self.review.practice.is_some() {
            if better {
                self.practice_better();
            } else if play {
                self.practice_undo();
            } else if back {
                self.end_practice();
            } else {
                return Some(self.practice_input(ev, l, cx));
            }
            return Some(GameAction::None);
        }
        if better {
            self.toggle_better();
        } else if play {
            self.start_practice(cx);
        } else if back {
            self.toggle_review(cx);
        } else {
            match *ev {
                InputEvent::MouseDown {
                    pos,
                    button: MouseButton::Left,
                } if chart_area(l).contains(pos) => {
                    if let Some(r) = self.review.done.as_mut() {
                        r.pick(chart_area(l), pos);
                    }
                    self.show_reviewed();
                }
                InputEvent::KeyDown { key, .. } => return Some(self.review_key(key, cx)),
                _ => {}
            }
        }
        Some(GameAction::None)
    }

    fn review_key(&mut self, key: Key, cx: &mut Services) -> GameAction {
        let Some(r) = self.review.done.as_mut() else {
            return GameAction::None;
        };
        match key {
            Key::Left => r.step(-1),
            Key::Right => r.step(1),
            Key::Up => {
                r.jump(false);
            }
            Key::Down | Key::Tab => {
                r.jump(true);
            }
            Key::Char('b') | Key::Char('h') => {
                self.toggle_better();
                return GameAction::None;
            }
            Key::Enter | Key::Space => {
                self.start_practice(cx);
                return GameAction::None;
            }
            Key::Char('r') | Key::Backspace => {
                self.toggle_review(cx);
                return GameAction::None;
            }
            Key::Char('p') => return GameAction::Pause,
            _ => return GameAction::None,
        }
        log::debug!("popstar review at {}", r.at);
        self.show_reviewed();
        GameAction::None
    }

    fn toggle_better(&mut self) {
        if let Some(r) = self.review.done.as_mut() {
            r.better_shown = !r.better_shown && r.better().is_some();
        }
        self.mark_better();
    }

    /// Asks the solver for the best group of the practice board.
    fn practice_better(&mut self) {
        if let Some(practice) = &self.review.practice {
            if self.jobs.better.is_none() && !practice.finished() {
                self.jobs.better = Some(jobs::hint(practice.board.clone(), practice.rules));
            }
        }
    }

    fn practice_undo(&mut self) {
        if self.show.anim.busy() {
            return;
        }
        if let Some(practice) = self.review.practice.as_mut() {
            if practice.undo() {
                self.show.view = BoardView::of(&practice.board);
                self.show.score = practice.score;
                self.jobs.better = None;
                self.marks.selected = None;
                self.mark_better();
            }
        }
    }

    fn practice_input(&mut self, ev: &InputEvent, l: &Layout, cx: &mut Services) -> GameAction {
        match *ev {
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                self.cursor.hide();
                if let Some(at) = l.cell_at(pos) {
                    self.practice_tap(at, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => {
                if self
                    .cursor
                    .arrow(key, self.rules.width(), self.rules.height())
                {
                    return GameAction::None;
                }
                match key {
                    Key::Enter | Key::Space => {
                        if let Some(at) = self.cursor.pos() {
                            self.practice_tap(at, cx);
                        }
                    }
                    Key::Char('b') | Key::Char('h') => self.practice_better(),
                    Key::Backspace => self.practice_undo(),
                    Key::Char('r') => self.end_practice(),
                    Key::Char('p') => return GameAction::Pause,
                    _ => {}
                }
            }
            _ => {}
        }
        GameAction::None
    }

    /// A tap on the practice board: selects a group, pops it when tapped again (at once
    /// with single taps).
    fn practice_tap(&mut self, at: Pos, cx: &mut Services) {
        if self.show.anim.busy() {
            self.finish_animations(cx);
        }
        let Some(practice) = self.review.practice.as_mut() else {
            return;
        };
        let again = self
            .marks
            .selected
            .as_ref()
            .is_some_and(|s| s.tiles.contains(&at));
        if !again && !self.settings.single_tap {
            self.marks.selected = group(&practice.board, &practice.rules, at);
            if let Some(selected) = &self.marks.selected {
                log::debug!(
                    "popstar practice select {},{}: {} tiles",
                    at.row,
                    at.col,
                    selected.tiles.len()
                );
                cx.sound.play(Sfx::Select);
            } else {
                cx.sound.play(Sfx::Invalid);
            }
            return;
        }
        match practice.pop(at) {
            Some(events) => {
                log::debug!(
                    "popstar practice pop {},{}: {}",
                    at.row,
                    at.col,
                    practice.score
                );
                if let Some(Event::Popped { tiles, .. }) = events.first() {
                    cx.sound.play(Sfx::pop(tiles.len()));
                }
                self.marks.selected = None;
                self.jobs.better = None;
                self.show.anim.push_events(&events);
                self.mark_better();
            }
            None => cx.sound.play(Sfx::Invalid),
        }
    }

    /// Whether the button that opens the review shows: the board is over and reviewed.
    pub(crate) fn offers_review(&self) -> bool {
        self.review.done.is_some() && !self.show.anim.busy()
    }

    /// Places the review's buttons beside the board (each frame: practice from the deck
    /// shows them before any input).
    pub(crate) fn place_review_buttons(&mut self, l: &Layout) {
        self.review.open.rect = l.hint;
        self.review.better.rect = l.hint;
        self.review.play.rect = l.undo;
        self.review.back.rect = l.pause;
    }

    /// Draws the review or practice over the scene (the board itself is the scene's).
    pub(crate) fn paint_review(&self, p: &mut Painter, l: &Layout, fonts: &Fonts) {
        let mut buttons = [
            (self.review.better.clone(), "popstar-review-better"),
            (self.review.play.clone(), "popstar-review-play"),
            (self.review.back.clone(), "popstar-review-back"),
        ];
        if let Some(practice) = &self.review.practice {
            buttons[1].1 = "common-undo";
            buttons[2].1 = if self.review.from_deck {
                "popstar-deck-stop"
            } else {
                "popstar-practice-back"
            };
            if self.jobs.better.is_some() {
                buttons[0].1 = "popstar-thinking";
            }
            let hud = chart_area(l);
            p.round_rect(hud, hud.h * 0.3, theme::PANEL);
            p.text_in(
                launcher_kit::tr!("popstar-practice-title"),
                hud.split_top(hud.h * 0.45).0.inset(2.0 * l.scale),
                fonts.small,
                theme::TEXT_DIM,
                true,
            );
            p.text_in(
                practice.caption(),
                hud.split_top(hud.h * 0.45).1.inset(2.0 * l.scale),
                fonts.body,
                theme::ACCENT,
                true,
            );
        } else if let Some(r) = &self.review.done {
            let chart = chart_area(l);
            r.draw_chart(p, chart, l.scale);
            p.text_box(
                launcher_kit::tr!("popstar-review-title"),
                Rect::new(
                    chart.x + 8.0 * l.scale,
                    chart.y + 4.0 * l.scale,
                    chart.w * 0.6,
                    fonts.small,
                ),
                fonts.small * 0.8,
                theme::TEXT_DIM,
                HAlign::Left,
                VAlign::Top,
                false,
            );
            let lines = r.caption_lines();
            let top = l.fourth.y;
            for (i, (text, colour)) in lines.into_iter().enumerate() {
                p.text_box(
                    text,
                    Rect::new(
                        l.fourth.x,
                        top + i as f32 * fonts.small * 1.5,
                        l.fourth.w,
                        fonts.small * 1.3,
                    ),
                    fonts.small,
                    colour,
                    HAlign::Left,
                    VAlign::Top,
                    false,
                );
            }
        }
        for (button, key) in buttons {
            let mut b = button;
            b.label = launcher_kit::i18n::text(key, &[]);
            b.draw(p, false, fonts.body);
        }
    }

    /// Draws the button that opens the review, in the hint's place.
    pub(crate) fn paint_review_button(&self, p: &mut Painter, fonts: &Fonts) {
        let mut b = self.review.open.clone();
        b.label = launcher_kit::tr!("popstar-review-open");
        b.draw(p, false, fonts.body);
    }
}

/// Where the chart goes: the HUD's chips row.
pub(crate) fn chart_area(l: &Layout) -> Rect {
    let (a, c) = (l.chips[0], l.chips[2]);
    Rect::new(a.x, a.y, c.right() - a.x, a.h)
}

/// The group at `at` on `board` with what it scores; `None` when nothing pops there.
fn group(board: &Board, rules: &Rules, at: Pos) -> Option<Selection> {
    let pop = board.clone().pop_for(at, rules).ok()?;
    let tiles = pop.events.iter().find_map(|e| match e {
        Event::Popped { tiles, .. } => Some(tiles.iter().map(|t| t.pos).collect()),
        _ => None,
    })?;
    Some(Selection {
        tiles,
        points: pop.points,
    })
}
