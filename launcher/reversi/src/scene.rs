//! The scene's own work: starting from the new-game dialog, the panel's buttons, and the
//! host's interface (input, time, drawing, saving).

use super::anim::Animations;
use super::computer::{Computer, Purpose};
use super::layout::{Control, layout};
use super::panel::{recall_choice, remember_choice, remember_names, remembered_names};

use super::settings::{self, ReversiMode, ReversiSettings, Side as SettingsSide};
use super::setup::Setup;
use super::{
    Analysis, ID, MESSAGE_SECONDS, Notes, Overlay, People, Pointer, REPLY_PAUSE, Reply,
    ReversiScene, Said, TWO_PLAYERS_TABLE, WATCH_PAUSE, board_view, clock, files, hud, library,
    names, saved, values,
};
use launcher_kit::draw::{Color as Paint, Painter};
use launcher_kit::game::{GameAction, GameId, GameScene, Options, Outcome};
use launcher_kit::geom::{Rect, Size};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::{Button, ButtonStyle, Cursor, theme};
use reversi::search::Level;
use reversi::{Color, Game, Move, Square};

impl ReversiScene {
    /// A new game showing the new-game dialog, preset from `players` (the settings).
    pub fn new(players: ReversiSettings, seed: u64) -> ReversiScene {
        let start = if players.white_first {
            reversi::id::white_first_start()
        } else {
            reversi::Board::start()
        };
        ReversiScene::from_game(Game::from_board(start), players, seed)
    }

    /// `game` (a start position and moves) showing the new-game dialog.
    pub fn from_game(game: Game, players: ReversiSettings, seed: u64) -> ReversiScene {
        let usual = [reversi::Board::start(), reversi::id::white_first_start()];
        let set_up = game.moves().next().is_some() || !usual.contains(&game.start());
        let mut scene = ReversiScene::with_game(game, players, seed);
        let mut setup = Setup::new(players, scene.size);
        if set_up {
            setup.set_up_position();
        }
        scene.overlay = Some(Overlay::Setup(Box::new(setup)));
        scene
    }

    /// A game resumed from [`GameScene::state`].
    pub fn resume(state: toml::Value) -> Result<ReversiScene, String> {
        let kept = saved::read(state)?;
        let mut scene = ReversiScene::with_game(kept.game, kept.players, 0x5eed);
        if let Some(names) = kept.names {
            scene.people.names = names;
        }
        if kept.clock.is_some() {
            scene.timekeeping.clock = kept.clock;
        }
        scene.rated = kept.rated;
        log::debug!(
            "reversi: resumed after {} moves",
            scene.game.moves().count()
        );
        Ok(scene)
    }

    pub(crate) fn with_game(game: Game, players: ReversiSettings, seed: u64) -> ReversiScene {
        let size = Size::REFERENCE;
        let buttons = Control::ALL
            .iter()
            .map(|c| {
                let style = match c {
                    Control::Menu => ButtonStyle::Danger,
                    Control::HintOrHurry => ButtonStyle::Primary,
                    _ => ButtonStyle::Normal,
                };
                // Captioned when drawn (the caption follows the state and the language).
                Button::new(String::new(), style)
            })
            .collect();
        let mut scene = ReversiScene {
            anim: Animations::showing(&game.board()),
            game,
            players,
            overlay: None,
            computer: Computer::new(seed),
            reply: Reply::default(),
            requested: None,
            analysis: Analysis::default(),
            notes: Notes::default(),
            pointer: Pointer {
                hover: None,
                cursor: Cursor::at(grid_core::Pos::new(3, 3)),
            },
            people: People::default(),
            mistakes: Default::default(),
            timekeeping: clock::Timekeeping::default(),
            buttons,
            layout: layout(size),
            size,
            time: 0.0,
            rated: false,
        };
        scene.computer.set_threads(usize::from(players.threads));
        scene.set_clock();
        scene.relayout(size);
        scene
    }

    /// A full clock when the computer plays to a time per game, none otherwise.
    fn set_clock(&mut self) {
        let computer = self.players.mode != ReversiMode::TwoPlayers;
        self.timekeeping.clock = self
            .players
            .game_time()
            .filter(|_| computer)
            .map(clock::GameClock::new);
    }

    /// The computer's level for a move of `board`: timed by the clock, if it has one.
    pub(crate) fn move_level(&self, board: &reversi::Board) -> Level {
        match &self.timekeeping.clock {
            Some(c) => c.timed(board.side(), self.level(), board.empties()),
            None => self.level(),
        }
    }

    /// The computer's clock (tests read it).
    #[cfg(test)]
    pub(crate) fn computer_clock(&self) -> Option<clock::GameClock> {
        self.timekeeping.clock
    }

    /// The engine's game (tests and the window test read it).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the new-game dialog is showing.
    pub fn choosing(&self) -> bool {
        self.setup().is_some()
    }

    /// Whether animations are playing.
    pub fn animating(&self) -> bool {
        self.anim.busy()
    }

    /// The engine's suggestion, once it has come.
    pub fn hint(&self) -> Option<Square> {
        self.analysis.hint
    }

    pub(crate) fn relayout(&mut self, size: Size) {
        self.size = size;
        self.layout = layout(size);
        for (b, (_, r)) in self.buttons.iter_mut().zip(&self.layout.controls) {
            b.rect = *r;
        }
        let (panel, scale) = (self.library_panel(), self.layout.scale);
        if let Some(l) = self.library_mut() {
            l.layout(panel, scale);
        }
    }

    pub(crate) fn human(&self) -> Color {
        match self.players.human_side {
            SettingsSide::Black => Color::Black,
            SettingsSide::White => Color::White,
        }
    }

    pub(crate) fn is_computer(&self, side: Color) -> bool {
        match self.players.mode {
            ReversiMode::TwoPlayers => false,
            ReversiMode::VsComputer => side != self.human(),
            ReversiMode::ComputerVsComputer => true,
        }
    }

    pub(crate) fn level(&self) -> Level {
        self.players.engine_level()
    }

    pub(crate) fn level_name(&self) -> String {
        self.players.level_name()
    }

    /// Whether a person may place a disc now.
    pub(crate) fn persons_turn(&self) -> bool {
        self.setup().is_none()
            && !self.anim.busy()
            && !self.game.is_over()
            && !self.is_computer(self.game.board().side())
    }

    pub(crate) fn enabled(&self, control: Control) -> bool {
        let watching = self.players.mode == ReversiMode::ComputerVsComputer;
        match control {
            Control::Undo => self.notes.can_undo && !watching,
            Control::Redo => self.notes.can_redo && !watching,
            Control::HintOrHurry => {
                self.computer.busy() == Some(Purpose::Move) || self.persons_turn()
            }
            Control::SaveGame => self.game.moves().next().is_some(),
            Control::Evaluation
            | Control::Games
            | Control::CopyObf
            | Control::SetUp
            | Control::Menu => true,
            Control::Review => self.game.moves().next().is_some(),
        }
    }

    /// Starts the game the new-game dialog set up.
    pub(crate) fn start(&mut self, cx: &mut Services) -> GameAction {
        let Some(Overlay::Setup(setup)) = self.overlay.take() else {
            return GameAction::None;
        };
        let white_first_changed = self.players.white_first != setup.choice.white_first;
        let rating = cx.records.rating(super::levels::TRACK).rating;
        self.players = setup.choice.resolved(rating);
        if white_first_changed {
            self.follow_white_first();
        }
        if self.players.mode == ReversiMode::TwoPlayers {
            self.people.names = setup.names();
            remember_names(cx, &self.people.names);
        }
        self.computer.set_threads(usize::from(self.players.threads));
        self.set_clock();
        self.rate_if_eligible(setup.fixed());
        if !setup.fixed() {
            cx.set_options(
                ID,
                &Options::from_typed(&settings::options(), &setup.choice),
            );
            remember_choice(cx, &setup.choice);
        }
        cx.sound.play(Sfx::Click);
        log::debug!(
            "reversi: new game, {} ({})",
            self.players.mode.log_name(),
            self.level_name()
        );
        GameAction::Began
    }

    /// After the dialog changed who moves first: a game not begun, from the usual start,
    /// takes the start the dialog chose; a set-up position keeps its own.
    pub(crate) fn follow_white_first(&mut self) {
        let usual = [reversi::Board::start(), reversi::id::white_first_start()];
        if self.game.moves().next().is_some() || !usual.contains(&self.game.start()) {
            return;
        }
        let start = usual[usize::from(self.players.white_first)];
        if self.game.start() != start {
            self.game = Game::from_board(start);
            self.anim = Animations::showing(&start);
        }
    }

    pub(crate) fn act(&mut self, control: Control, cx: &mut Services) -> GameAction {
        cx.sound.play(Sfx::Click);
        match control {
            Control::Undo => return GameAction::Undo,
            Control::Redo => return GameAction::Redo,
            Control::HintOrHurry => {
                if self.computer.busy() == Some(Purpose::Move) {
                    log::debug!("reversi: hurry");
                    self.computer.hurry();
                } else {
                    self.unrate("a hint");
                    self.computer
                        .ask(self.game.board(), Level::hard(), Purpose::Hint);
                }
            }
            Control::Evaluation => {
                self.analysis.show_eval = !self.analysis.show_eval;
                self.unrate("the evaluation bar");
            }
            Control::SaveGame => {
                let record = self.record(Vec::new());
                if files::save_game(&record, cx) {
                    self.say(Said::GameSaved);
                }
            }
            Control::Games => {
                self.overlay = Some(Overlay::Library(library::Library::new(
                    files::saved_games(cx),
                    self.library_panel(),
                    self.layout.scale,
                )));
            }
            Control::CopyObf => {
                if files::save_position(&self.game.board(), cx) {
                    self.say(Said::ObfSaved);
                }
            }
            Control::SetUp => {
                self.unrate("the position editor");
                self.open_editor();
            }
            Control::Review => {
                self.unrate("a review");
                self.open_review();
            }
            Control::Menu => return GameAction::Pause,
        }
        GameAction::None
    }

    pub(crate) fn say(&mut self, message: Said) {
        self.notes.message = Some((message, MESSAGE_SECONDS));
    }

    /// The game as a record for the library, with `values` (one per move, when reviewed).
    /// It names the players in English (see [`names`]).
    pub(crate) fn record(&self, values: Vec<Option<i32>>) -> reversi::record::Record {
        let recorded = |side: Color| match self.players.mode {
            _ if self.is_computer(side) => names::recorded_computer(self.players.ladder_index()),
            ReversiMode::TwoPlayers => names::recorded_person(side, self.typed(side)),
            _ => "You".to_string(),
        };
        reversi::record::Record {
            black: recorded(Color::Black),
            white: recorded(Color::White),
            date: launcher_kit::persist::today(),
            game: self.game.clone(),
            values,
        }
    }

    /// Starts, keeps or drops the move values for the position shown: they show on a
    /// person's turn while the board rests.
    pub(crate) fn refresh_values(&mut self) {
        let wanted = self.analysis.show_values && self.persons_turn();
        let board = self.game.board();
        match &self.analysis.values {
            Some(v) if wanted && v.board() == board => {}
            _ if wanted => {
                let threads = usize::from(self.players.threads);
                self.analysis.values = Some(values::MoveValues::new(board, threads));
            }
            _ => self.analysis.values = None,
        }
    }
}

impl GameScene for ReversiScene {
    fn id(&self) -> GameId {
        crate::ID
    }

    fn mode_key(&self) -> String {
        match self.players.mode {
            ReversiMode::VsComputer => {
                super::level_table(super::levels::LADDER[self.players.ladder_index()].0)
            }
            ReversiMode::TwoPlayers => TWO_PLAYERS_TABLE.into(),
            ReversiMode::ComputerVsComputer => "watched".into(),
        }
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        if let InputEvent::Resize(size) = *ev {
            self.relayout(size);
        }
        if let Some(setup) = self.setup_mut() {
            if setup.event(ev) {
                return self.start(cx);
            }
            return GameAction::None;
        }
        if matches!(self.overlay, Some(Overlay::Editor(_))) {
            return self.edit(ev, cx);
        }
        if matches!(self.overlay, Some(Overlay::Review(_))) {
            return self.in_review(ev, cx);
        }
        if let Some(pick) = self.library_mut().and_then(|l| l.event(ev)) {
            return self.picked(pick, cx);
        }
        if matches!(self.overlay, Some(Overlay::Library(_))) {
            return GameAction::None;
        }
        for i in 0..self.buttons.len() {
            let control = Control::ALL[i];
            if self.buttons[i].event(ev) && self.enabled(control) {
                return self.act(control, cx);
            }
        }
        match *ev {
            InputEvent::MouseMove { pos } => {
                self.pointer.hover = self
                    .layout
                    .square_at(pos)
                    .filter(|sq| self.persons_turn() && self.game.board().is_legal(*sq));
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                self.pointer.cursor.hide();
                if let Some(square) = self.layout.square_at(pos) {
                    // A click while discs still turn: the player is ahead of them.
                    self.anim.finish(cx);
                    return self.click(square, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => {
                if self.pointer.cursor.arrow(key, 8, 8) {
                    return GameAction::None;
                }
                let thinking = self.computer.busy() == Some(Purpose::Move);
                if let (Key::Enter | Key::Space, Some(at)) = (key, self.pointer.cursor.pos()) {
                    self.anim.finish(cx);
                    if let Some(square) = Square::at(at.row, at.col) {
                        return self.click(square, cx);
                    }
                }
                let control = match key {
                    Key::Backspace => Some(Control::Undo),
                    // H asks for a hint, M makes the computer move now.
                    Key::Char('h') if !thinking => Some(Control::HintOrHurry),
                    Key::Char('m') if thinking => Some(Control::HintOrHurry),
                    Key::Char('e') => Some(Control::Evaluation),
                    // The panel's file buttons: save and load the moves, copy the position.
                    Key::Char('s') => Some(Control::SaveGame),
                    Key::Char('l') => Some(Control::Games),
                    Key::Char('c') => Some(Control::CopyObf),
                    Key::Char('b') => Some(Control::SetUp),
                    Key::Char('g') => Some(Control::Review),
                    Key::Char('v') => {
                        self.analysis.show_values = !self.analysis.show_values;
                        self.unrate("the move values");
                        log::debug!(
                            "reversi: move values {}",
                            if self.analysis.show_values {
                                "on"
                            } else {
                                "off"
                            }
                        );
                        self.refresh_values();
                        None
                    }
                    _ => None,
                };
                if let Some(c) = control.filter(|c| self.enabled(*c)) {
                    return self.act(c, cx);
                }
            }
            _ => {}
        }
        GameAction::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction {
        let filled = self.people.filled;
        if let Some(setup) = self.setup_mut().filter(|_| !filled) {
            if let Some(names) = remembered_names(cx) {
                setup.set_names(&names);
            }
            recall_choice(cx, setup);
            setup.set_rating(&cx.records.rating(super::levels::TRACK));
            self.people.filled = true;
        }
        if cx.viewport != self.size {
            self.relayout(cx.viewport);
            if let Some(setup) = self.setup_mut() {
                setup.event(&InputEvent::Resize(cx.viewport));
            }
        }
        self.time += cx.clock.loop_dt(dt);
        self.anim.update(cx.settings.anim_dt(dt), cx);
        self.reply.idle_for = if self.anim.busy() {
            0.0
        } else {
            self.reply.idle_for + cx.settings.anim_dt(dt)
        };
        if let Some((_, left)) = self.notes.message.as_mut() {
            *left -= dt;
            if *left <= 0.0 {
                self.notes.message = None;
            }
        }
        self.run_clock(dt);
        let action = self.drive_computer(cx);
        self.review_for_practice(cx);
        if let Some(Overlay::Review(r)) = self.overlay.as_mut()
            && r.poll()
        {
            cx.clock.stir();
        }
        if let Some(Overlay::Editor(e)) = self.overlay.as_mut()
            && let Some(v) = e.values()
            && v.poll()
        {
            cx.clock.stir();
        }
        if self.analysis.show_values {
            self.refresh_values();
            if self.analysis.values.as_mut().is_some_and(|v| v.poll()) {
                cx.clock.stir();
            }
        }
        action
    }

    fn wake(&self, cx: &Services) -> Wake {
        if self.anim.busy() {
            return Wake::Animating;
        }
        // The computer's answer waits for the board to rest a moment.
        let pause = match self.players.mode {
            ReversiMode::ComputerVsComputer => WATCH_PAUSE,
            _ => REPLY_PAUSE,
        };
        let reply = match self.reply.ready {
            Some(_) => Wake::In((pause - self.reply.idle_for).max(0.0)),
            None => Wake::Idle,
        };
        let message = match &self.notes.message {
            Some((_, left)) => Wake::In(*left),
            None => Wake::Idle,
        };
        // The hint pulses.
        let looping = if self.analysis.hint.is_some() && self.persons_turn() {
            cx.clock.looping_wake()
        } else {
            Wake::Idle
        };
        reply
            .sooner(message)
            .sooner(looping)
            .sooner(self.clock_wake())
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        if let Some(Overlay::Editor(e)) = &self.overlay {
            self.draw_editor(p, e, cx);
            return;
        }
        if let Some(Overlay::Review(r)) = &self.overlay {
            self.draw_review(p, r);
            return;
        }
        theme::background(p);
        let board = self.game.board();
        let person = self.persons_turn();
        let marks = board_view::Marks {
            legal: if person { board.legal_moves() } else { 0 },
            mover: person.then_some(board.side()),
            hover: self.pointer.hover.filter(|_| person),
            last: self
                .game
                .moves()
                .filter_map(|m| match m {
                    Move::Play(sq) => Some(sq),
                    Move::Pass => None,
                })
                .last(),
            hint: self.analysis.hint.filter(|_| person),
            time: self.time,
            cursor: self.pointer.cursor,
            theme: self.players.board,
        };
        board_view::draw_board(p, &self.layout, &self.anim, &marks);
        if let Some(v) = self.analysis.values.as_ref().filter(|_| !self.anim.busy()) {
            board_view::draw_values(p, &self.layout, v);
        }
        let over = self.game.is_over() && !self.anim.busy();
        let info = hud::PanelInfo {
            names: self.player_names(),
            roles: self.player_roles(),
            counts: self.anim.counts(),
            to_move: (!over && self.setup().is_none()).then(|| board.side()),
            thinking: self.computer.busy() == Some(Purpose::Move),
            thinking_step: self.thinking_step().unwrap_or(0),
            clocks: [Color::Black, Color::White].map(|side| {
                self.timekeeping
                    .clock
                    .filter(|_| self.is_computer(side))
                    .map(|c| clock::shown(c.left(side)))
            }),
            notice: self.status_line(),
            evaluation: self.analysis.show_eval.then(|| self.evaluation()),
            // A player reads "pass" where the transcript writes "pa".
            moves: self
                .game
                .moves()
                .map(|m| match m {
                    Move::Play(sq) => sq.to_string(),
                    Move::Pass => launcher_kit::tr!("reversi-move-pass"),
                })
                .collect(),
        };
        let buttons: Vec<(Button, bool)> = self
            .buttons
            .iter()
            .zip(Control::ALL)
            .map(|(b, c)| {
                let mut b = b.clone();
                b.label = launcher_kit::tr!(self.caption(c));
                (b, self.setup().is_none() && self.enabled(c))
            })
            .collect();
        hud::draw_panel(p, &self.layout, &info, &buttons);
        if let Some(setup) = self.setup() {
            p.rect(p.size().rect(), Paint::BLACK.alpha(0.45));
            setup.draw(p);
        }
        if let Some(Overlay::Library(l)) = &self.overlay {
            l.draw(p, self.layout.scale);
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end_of_game()
    }

    fn notice_area(&self, cx: &Services) -> Option<Rect> {
        let small = launcher_kit::ui::theme::Fonts::for_size(cx.viewport).small;
        Some(self.layout.notice_area(small))
    }

    fn score(&self) -> u64 {
        let side = match self.players.mode {
            ReversiMode::VsComputer => self.human(),
            _ => Color::Black,
        };
        u64::from(self.game.board().count(side))
    }

    fn set_paused(&mut self, paused: bool) {
        log::debug!("reversi: {}", if paused { "paused" } else { "resumed" });
        self.timekeeping.paused = paused;
    }

    fn end_choice(&self) -> Option<String> {
        self.game
            .moves()
            .next()
            .map(|_| launcher_kit::tr!("reversi-review"))
    }

    fn take_end_choice(&mut self, _cx: &mut Services) -> GameAction {
        self.open_review();
        GameAction::None
    }

    fn review_note(&mut self, cx: &mut Services) -> Option<String> {
        self.review_for_practice(cx);
        let added = self.mistakes.added()?;
        Some(match added {
            0 => launcher_kit::tr!("reversi-review-no-mistakes"),
            count => launcher_kit::tr!("reversi-review-added", count = count),
        })
    }

    fn take_requested_id(&mut self) -> Option<String> {
        self.requested.take()
    }

    fn fix_rules(&mut self) {
        if let Some(setup) = self.setup_mut() {
            setup.fix_rules();
        }
    }

    fn game_id(&self, seed: u64) -> Option<String> {
        let id = reversi::id::GameId {
            game: self.game.clone(),
            seed,
        };
        Some(id.to_string())
    }

    fn state(&self) -> Option<toml::Value> {
        saved::write(&saved::Kept {
            game: self.game.clone(),
            players: self.players,
            names: (self.players.mode == ReversiMode::TwoPlayers)
                .then(|| self.people.names.clone()),
            clock: self.timekeeping.clock,
            rated: self.rated,
        })
    }

    fn worth_keeping(&self) -> bool {
        self.setup().is_none() && !self.game.is_over() && self.game.moves().next().is_some()
    }

    fn undo_allowed(&self) -> bool {
        self.players.mode != ReversiMode::ComputerVsComputer
    }

    fn undone(&mut self) {
        self.unrate("undo");
    }

    fn rated(&self) -> Option<launcher_kit::game::Rated> {
        self.rated_result()
    }

    fn history_changed(&mut self, can_undo: bool, can_redo: bool) {
        self.notes.can_undo = can_undo;
        self.notes.can_redo = can_redo;
    }
}
