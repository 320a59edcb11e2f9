//! The player's input: taps on the board (select, then pop), keys, the buttons beside the
//! board and the level select.

use crate::layout::Layout;
use crate::{Phase, PopStarScene, SHAKE_TIME, picker, progress};
use grid_core::Pos;
use launcher_kit::game::GameAction;
use launcher_kit::geom::{Point, Rect};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::services::Clock;
use launcher_kit::services::Services;
use launcher_kit::services::Sounds;
use launcher_kit::sound::Sfx;
use popstar::{Event, MoveError};

impl PopStarScene {
    /// Handles one input event (the scene's [`launcher_kit::game::GameScene::event`]).
    pub(crate) fn input(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        let l = self.layout(cx.viewport);
        self.place_buttons(&l);
        if let Some(picker) = self.select.picker.as_mut() {
            if let InputEvent::Resize(_) = ev {
                picker.layout(picker_area(&l), l.scale);
            }
            return match picker.event(ev) {
                Some(pick) => self.picked(pick, &mut cx.clock),
                None => GameAction::None,
            };
        }
        if let Some(action) = self.review_input(ev, &l, cx) {
            return action;
        }
        let offer_levels = self.offers_levels(cx);
        let b = &mut self.buttons;
        let practice = self.settings.practice;
        let (hint, undo, pause, levels, next) = (
            b.hint.event(ev),
            practice && b.undo.event(ev),
            b.pause.event(ev),
            offer_levels && b.levels.event(ev),
            self.phase == Phase::Passed && b.next.event(ev),
        );
        if pause {
            return GameAction::Pause;
        }
        if levels {
            self.open_picker(cx);
            return GameAction::None;
        }
        if hint {
            self.request_hint();
        }
        if undo {
            return GameAction::Undo;
        }
        if next {
            self.next_level(&mut cx.sound);
        }
        match *ev {
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                self.cursor.hide();
                if let Some(at) = l.cell_at(pos) {
                    // A tap while the last pop still plays: the player is ahead of it.
                    if self.show.anim.busy() {
                        self.finish_animations(cx);
                    }
                    if self.phase == Phase::Playing {
                        return self.tap(at, cx);
                    }
                } else if !self.on_button(pos) {
                    self.marks.selected = None;
                }
            }
            InputEvent::KeyDown { key, .. } => return self.key(key, cx),
            _ => {}
        }
        GameAction::None
    }

    /// Opens the level select over the board (when more than one level was reached).
    fn open_picker(&mut self, cx: &mut Services) {
        if !self.has_levels() {
            return;
        }
        let reached = progress::reached(&cx.records);
        if reached.len() > 1 {
            let l = self.layout(cx.viewport);
            cx.sound.play(Sfx::Click);
            self.select.picker = Some(picker::Picker::new(&reached, picker_area(&l), l.scale));
        }
    }

    /// The level select's answer.
    fn picked(&mut self, pick: picker::Pick, clock: &mut Clock) -> GameAction {
        self.select.picker = None;
        match pick {
            picker::Pick::Close => GameAction::None,
            picker::Pick::Level(level, score) => {
                let id = popstar::id::GameId {
                    level,
                    score,
                    seed: clock.fresh_seed(),
                };
                log::debug!("popstar: level select {id}");
                self.select.requested = Some(id.to_string());
                GameAction::Open
            }
        }
    }

    pub(crate) fn tap(&mut self, at: Pos, cx: &mut Services) -> GameAction {
        if !self.accepts_moves() {
            return GameAction::None;
        }
        let again = self
            .marks
            .selected
            .as_ref()
            .is_some_and(|s| s.tiles.contains(&at));
        if again || self.settings.single_tap {
            return self.pop(at, cx);
        }
        match self.group_at(at) {
            Ok(group) => {
                log::debug!(
                    "popstar select {},{}: {} tiles = {} points",
                    at.row,
                    at.col,
                    group.tiles.len(),
                    group.points
                );
                self.marks.selected = Some(group);
                cx.sound.play(Sfx::Select);
            }
            Err(MoveError::Single(_) | MoveError::TooSmall { .. }) => {
                self.no_group(at, &mut cx.sound)
            }
            Err(_) => self.marks.selected = None,
        }
        GameAction::None
    }

    /// A star that pops nothing (alone, or in a group below the rules' minimum) shakes.
    fn no_group(&mut self, at: Pos, sound: &mut Sounds) {
        self.marks.selected = None;
        self.marks.shake = Some((at, SHAKE_TIME));
        sound.play(Sfx::Invalid);
    }

    /// Pops the group at `at`; [`GameAction::Moved`] when it was popped.
    fn pop(&mut self, at: Pos, cx: &mut Services) -> GameAction {
        let Some(game) = self.game.as_mut() else {
            return GameAction::None;
        };
        match game.pop(at) {
            Ok(events) => {
                log::debug!("popstar pop {},{}: score {}", at.row, at.col, game.score());
                if let Some(Event::Popped { tiles, .. }) = events.first() {
                    cx.sound.play(Sfx::pop(tiles.len()));
                }
                let finished = events
                    .iter()
                    .any(|e| matches!(e, Event::BoardFinished { .. }));
                self.clear_marks();
                self.show.anim.push_events(&events);
                self.review.line.push(at);
                if finished && self.marks.par.is_none() && self.jobs.par.is_none() {
                    self.start_par();
                }
                if finished {
                    self.start_review();
                }
                return GameAction::Moved { checkpoint: true };
            }
            Err(MoveError::Single(_) | MoveError::TooSmall { .. }) => {
                self.no_group(at, &mut cx.sound)
            }
            Err(_) => self.marks.selected = None,
        }
        GameAction::None
    }

    fn next_level(&mut self, sound: &mut Sounds) {
        if self.phase != Phase::Passed || self.show.anim.busy() || self.jobs.next_deal.is_some() {
            return;
        }
        if let Some(game) = &self.game {
            sound.play(Sfx::Click);
            self.jobs.next_deal = Some(crate::jobs::next_level(game.clone()));
        }
    }

    fn key(&mut self, key: Key, cx: &mut Services) -> GameAction {
        if self
            .cursor
            .arrow(key, self.rules.width(), self.rules.height())
        {
            return GameAction::None;
        }
        match key {
            Key::Char('h') => self.request_hint(),
            Key::Backspace if self.settings.practice => return GameAction::Undo,
            Key::Char('p') => return GameAction::Pause,
            Key::Char('l') => self.open_picker(cx),
            Key::Enter | Key::Space if self.phase == Phase::Playing => {
                if let Some(at) = self.cursor.pos() {
                    // Keys ahead of the animation finish it, as taps do.
                    if self.show.anim.busy() {
                        self.finish_animations(cx);
                    }
                    return self.tap(at, cx);
                }
            }
            Key::Enter | Key::Space | Key::Char('n') => self.next_level(&mut cx.sound),
            _ => {}
        }
        GameAction::None
    }

    /// Puts the buttons where the layout says; in classic mode Pause takes Undo's place.
    fn place_buttons(&mut self, l: &Layout) {
        self.buttons.hint.rect = l.hint;
        self.buttons.undo.rect = l.undo;
        let (pause, levels) = if self.settings.practice {
            (l.pause, l.fourth)
        } else {
            (l.undo, l.pause)
        };
        self.buttons.pause.rect = pause;
        self.buttons.levels.rect = levels;
        self.buttons.next.rect = l.next;
    }

    /// Whether the Levels button shows: a classic PopStar game, more than one level
    /// reached.
    pub(crate) fn offers_levels(&self, cx: &Services) -> bool {
        !self.settings.practice && self.has_levels() && progress::reached(&cx.records).len() > 1
    }

    fn on_button(&self, p: Point) -> bool {
        let b = &self.buttons;
        [
            b.hint.rect,
            b.undo.rect,
            b.pause.rect,
            b.levels.rect,
            b.next.rect,
        ]
        .iter()
        .any(|r| r.contains(p))
    }
}

/// Where the level select shows: over the board.
fn picker_area(l: &Layout) -> Rect {
    Rect::centered(l.board.center(), l.board.w * 0.92, l.board.h * 0.8)
}
