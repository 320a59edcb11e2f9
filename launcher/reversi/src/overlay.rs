//! What covers or replaces the board: the game library over it, the review and the
//! position editor instead of it (the new-game dialog is `setup`).

use super::anim::Animations;
use super::setup::Setup;
use super::{Overlay, ReversiScene, Said, board_view, editor, files, hud, library, names, review};
use launcher_kit::draw::Painter;
use launcher_kit::game::GameAction;
use launcher_kit::geom::Rect;
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme;
use reversi::{Color, Square};

impl ReversiScene {
    /// The new-game dialog, while it shows.
    pub(crate) fn setup(&self) -> Option<&Setup> {
        match &self.overlay {
            Some(Overlay::Setup(setup)) => Some(setup),
            _ => None,
        }
    }

    /// The new-game dialog, to change.
    pub(crate) fn setup_mut(&mut self) -> Option<&mut Setup> {
        match &mut self.overlay {
            Some(Overlay::Setup(setup)) => Some(setup),
            _ => None,
        }
    }

    /// The game library, while it shows.
    pub(crate) fn library_mut(&mut self) -> Option<&mut library::Library> {
        match &mut self.overlay {
            Some(Overlay::Library(library)) => Some(library),
            _ => None,
        }
    }

    /// Where the game library's list goes: over the board.
    pub(crate) fn library_panel(&self) -> Rect {
        Rect::centered(
            self.layout.board.center(),
            self.layout.board.w * 0.96,
            self.layout.board.h * 0.8,
        )
    }

    /// What the player chose in the game library.
    pub(crate) fn picked(&mut self, pick: library::Pick, cx: &mut Services) -> GameAction {
        match pick {
            library::Pick::Close => self.overlay = None,
            library::Pick::Delete(file) => files::delete_game(&file, &mut cx.notices),
            library::Pick::Load(record) => {
                log::debug!(
                    "reversi: loaded a game of {} moves",
                    record.game.moves().count()
                );
                self.overlay = None;
                self.game = record.game;
                self.unrate("a game loaded from the library");
                self.after_jump();
                self.say(Said::GameLoaded);
                return GameAction::Began;
            }
        }
        GameAction::None
    }

    /// Opens the review of the game so far.
    pub(crate) fn open_review(&mut self) {
        log::debug!("reversi: review of {} moves", self.game.moves().count());
        self.computer.cancel();
        self.analysis.values = None;
        self.pointer.cursor.hide();
        let mut r = review::Review::new(self.game.clone(), usize::from(self.players.threads));
        let (buttons, chart) = self.review_areas();
        r.layout(buttons, chart, self.layout.scale);
        self.overlay = Some(Overlay::Review(r));
    }

    /// Where the review's buttons and chart go: the panel's button area, the buttons at
    /// the top.
    pub(crate) fn review_areas(&self) -> (Rect, Rect) {
        let area = self.editor_area();
        let (buttons, chart) = area.split_top(area.h * 0.55);
        (buttons, chart.split_top(14.0 * self.layout.scale).1)
    }

    /// Input while the review is open: arrows step, the buttons and the chart.
    pub(crate) fn in_review(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        let ((buttons, chart), scale) = (self.review_areas(), self.layout.scale);
        let Some(Overlay::Review(r)) = self.overlay.as_mut() else {
            return GameAction::None;
        };
        let action = match *ev {
            InputEvent::Resize(_) => {
                r.layout(buttons, chart, scale);
                None
            }
            InputEvent::KeyDown { key: Key::Left, .. } => Some(review::Action::Back),
            InputEvent::KeyDown {
                key: Key::Right, ..
            } => Some(review::Action::Forward),
            InputEvent::KeyDown {
                key: Key::Enter, ..
            } => Some(review::Action::Continue),
            InputEvent::KeyDown {
                key: Key::Char('g'),
                ..
            } => Some(review::Action::Close),
            _ => r.event(ev),
        };
        match action {
            Some(review::Action::Back) => r.step(-1),
            Some(review::Action::Forward) => r.step(1),
            Some(review::Action::Save) => {
                let values = r.values();
                let record = self.record(values);
                if files::save_game(&record, cx) {
                    self.say(Said::GameSaved);
                }
            }
            Some(review::Action::Close) => {
                cx.sound.play(Sfx::Click);
                self.overlay = None;
            }
            Some(review::Action::Continue) => {
                cx.sound.play(Sfx::Click);
                let game = r.game_so_far();
                log::debug!("reversi: play on from move {}", game.moves().count());
                self.overlay = None;
                self.game = game;
                self.after_jump();
                return GameAction::Began;
            }
            None => {}
        }
        if let Some(Overlay::Review(r)) = &self.overlay {
            log::debug!("reversi review at move {}", r.at);
        }
        GameAction::None
    }

    /// The review's screen: the position it shows, the chart and its buttons.
    pub(crate) fn draw_review(&self, p: &mut Painter, r: &review::Review) {
        theme::background(p);
        let board = r.board();
        let marks = board_view::Marks {
            last: r.last_move().map(|(sq, _)| sq),
            time: self.time,
            theme: self.players.board,
            ..board_view::Marks::default()
        };
        board_view::draw_board(p, &self.layout, &Animations::showing(&board), &marks);
        let info = hud::PanelInfo {
            names: self.player_names(),
            roles: self.player_roles(),
            counts: (board.count(Color::Black), board.count(Color::White)),
            to_move: Some(board.side()),
            thinking: false,
            thinking_step: 0,
            clocks: [None, None],
            notice: Some(r.caption()),
            evaluation: None,
            moves: Vec::new(),
        };
        hud::draw_panel(p, &self.layout, &info, &[]);
        r.draw(p, self.layout.scale);
    }

    /// Opens the position editor on the position shown.
    pub(crate) fn open_editor(&mut self) {
        log::debug!("reversi: position editor");
        self.computer.cancel();
        self.analysis.values = None;
        let threads = usize::from(self.players.threads);
        let mut e = editor::Editor::new(self.game.board(), threads);
        e.layout(self.editor_area(), self.layout.scale);
        self.overlay = Some(Overlay::Editor(e));
    }

    /// Where the editor's buttons go: the panel's button area.
    pub(crate) fn editor_area(&self) -> Rect {
        let mut rects = self.layout.controls.iter().map(|(_, r)| *r);
        let first = rects.next().unwrap_or_default();
        rects.fold(first, |a, r| a.union(r))
    }

    /// Input while the editor is open.
    pub(crate) fn edit(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        let area = self.editor_area();
        let scale = self.layout.scale;
        let square_at = |pos| self.layout.square_at(pos);
        let clicked = match *ev {
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => square_at(pos),
            _ => None,
        };
        let cursor_key = match *ev {
            InputEvent::KeyDown { key, .. } => Some(key),
            _ => None,
        };
        if let Some(key) = cursor_key {
            if self.pointer.cursor.arrow(key, 8, 8) {
                return GameAction::None;
            }
        }
        let at_cursor = match cursor_key {
            Some(Key::Space) => self
                .pointer
                .cursor
                .pos()
                .and_then(|at| Square::at(at.row, at.col)),
            _ => None,
        };
        let Some(Overlay::Editor(e)) = self.overlay.as_mut() else {
            return GameAction::None;
        };
        match ev {
            InputEvent::Resize(_) => e.layout(area, scale),
            InputEvent::Pasted => {
                if let Some(text) = cx.clipboard.take_pasted() {
                    e.paste(&text);
                }
            }
            _ => {}
        }
        if let Some(square) = clicked.or(at_cursor) {
            e.cycle(square);
        }
        let pressed: Vec<editor::Tool> = e
            .buttons_mut()
            .filter_map(|(t, b)| b.event(ev).then_some(t))
            .collect();
        let mut request = editor::Request::None;
        for tool in pressed {
            cx.sound.play(Sfx::Click);
            request = e.press(tool);
        }
        match request {
            editor::Request::None => GameAction::None,
            editor::Request::Paste => {
                cx.clipboard.request_paste();
                GameAction::None
            }
            editor::Request::Close => {
                self.overlay = None;
                GameAction::None
            }
            editor::Request::Play(game) => {
                let id = reversi::id::GameId {
                    game,
                    seed: cx.clock.fresh_seed(),
                };
                log::debug!("reversi: play the set-up position {id}");
                self.requested = Some(id.to_string());
                self.overlay = None;
                GameAction::Open
            }
        }
    }

    /// The editor's screen: its board, the values after Solve, its buttons in the panel.
    pub(crate) fn draw_editor(&self, p: &mut Painter, e: &editor::Editor, _cx: &Services) {
        theme::background(p);
        let board = e.board();
        let marks = board_view::Marks {
            time: self.time,
            cursor: self.pointer.cursor,
            theme: self.players.board,
            ..board_view::Marks::default()
        };
        board_view::draw_board(p, &self.layout, &Animations::showing(&board), &marks);
        if let Some(v) = e.shown_values() {
            board_view::draw_values(p, &self.layout, v);
        }
        let setting_up = launcher_kit::tr!("reversi-setting-up");
        let info = hud::PanelInfo {
            names: [Color::Black, Color::White]
                .map(|side| launcher_kit::tr!(names::colour_key(side))),
            roles: [setting_up.clone(), setting_up],
            counts: (board.count(Color::Black), board.count(Color::White)),
            to_move: Some(board.side()),
            thinking: false,
            thinking_step: 0,
            clocks: [None, None],
            notice: None,
            evaluation: None,
            moves: Vec::new(),
        };
        hud::draw_panel(p, &self.layout, &info, &[]);
        e.draw(p, self.layout.status, self.layout.scale, None);
    }
}
