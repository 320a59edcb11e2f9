//! Reversi in the window: the board, the panel, the new-game dialog and the computer
//! player around the `reversi` engine.
//!
//! The engine decides everything: a click becomes `Game::play`, whose events the
//! animation queue plays in order; the board as drawn comes from that queue and equals the
//! engine's board whenever nothing moves. The computer searches on its own thread
//! (the `computer` module); its answer is applied once the animations of the previous move end.

mod anim;
mod board_view;
mod card;
mod computer;
mod editor;
mod errors;
mod files;
pub mod howto;
mod hud;
pub mod layout;
mod library;
mod names;
mod review;
mod saved;
mod settings;
mod setup;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;
mod turns;
mod values;

pub use card::draw_disc;
pub use layout::{Control, ReversiLayout, SetupLayout, layout, setup_layout};
pub use settings::{ReversiMode, ReversiSettings, Side};

use anim::Animations;
use computer::{Computer, Purpose};
use grid_core::game_id::{self, IdError};
use launcher_kit::draw::{Color as Paint, Painter};
use launcher_kit::game::{
    DAILY_TABLE, GameAction, GameId, GameKind, GameOption, GameScene, IdGame, Options, Outcome,
    ScoreTable,
};
use launcher_kit::geom::{Rect, Size};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::persist::statistics::GameResult;
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::{Button, ButtonStyle, Cursor, theme};
use reversi::search::{DISC, Engine, Level};
use reversi::{Color, Game, Move, Square};
use settings::Side as SettingsSide;
use setup::Setup;

/// Moves into a game for which the name of its opening is shown.
const OPENING_MOVES: usize = 20;

/// Seconds a message ("Moves saved …") stays in the panel.
const MESSAGE_SECONDS: f32 = 4.0;

/// Seconds the board rests before the computer's move against a person, so its reply
/// does not land in the same instant as the person's last flip.
const REPLY_PAUSE: f32 = 0.3;

/// The same pause when the computer plays itself, slow enough to follow.
const WATCH_PAUSE: f32 = 0.7;

/// The key of the two-player games' table.
const TWO_PLAYERS_TABLE: &str = "two-players";

/// Reversi's key.
pub const ID: GameId = GameId::new("reversi");

/// Reversi as the registry lists it.
pub struct Kind;

impl GameKind for Kind {
    fn how_to_play(&self) -> Vec<launcher_kit::howto::Lesson> {
        howto::lessons()
    }

    fn id(&self) -> GameId {
        ID
    }

    fn title(&self) -> &'static str {
        "reversi-title"
    }

    fn tagline(&self) -> &'static str {
        "reversi-tagline"
    }

    fn draw_card(&self, p: &mut Painter, area: Rect, t: f32) {
        card::draw_card(p, area, t);
    }

    fn options(&self) -> Vec<GameOption> {
        settings::options()
    }

    /// Wins against the computer, one table per level (the score is the person's discs
    /// at the end).
    fn score_tables(&self) -> Vec<ScoreTable> {
        let mut tables: Vec<ScoreTable> = settings::level_labels()
            .into_iter()
            .enumerate()
            .map(|(i, label)| ScoreTable::new(format!("level-{}", i + 1), label))
            .collect();
        tables.push(ScoreTable::new(
            TWO_PLAYERS_TABLE,
            ReversiMode::TwoPlayers.label(),
        ));
        tables.push(ScoreTable::new(DAILY_TABLE, "reversi-todays-board"));
        tables
    }

    fn new_game(&self, options: &Options, seed: u64) -> Box<dyn GameScene> {
        Box::new(ReversiScene::new(
            ReversiSettings::from_options(options),
            seed,
        ))
    }

    fn resume(&self, state: toml::Value, _options: &Options) -> Result<Box<dyn GameScene>, String> {
        ReversiScene::resume(state).map(|s| Box::new(s) as Box<dyn GameScene>)
    }

    /// The ID's position and moves; who plays is chosen in the new-game dialog.
    fn open_id(&self, id: &str, options: &Options) -> Result<IdGame, String> {
        let id: reversi::id::GameId = id
            .parse()
            .map_err(|e: IdError| launcher_kit::tr!("reversi-bad-id", detail = e.to_string()))?;
        let players = ReversiSettings::from_options(options);
        Ok(IdGame {
            game: Box::new(ReversiScene::from_game(id.game, players, id.seed)),
            options: options.clone(),
            seed: id.seed,
        })
    }

    /// A balanced opening of a few plies, then the person against the hard level.
    fn daily(&self, day: i64, options: &Options) -> Option<(String, Options)> {
        let seed = game_id::daily_seed(ID.key(), day);
        let id = reversi::id::GameId {
            game: reversi::opening::balanced(seed),
            seed,
        };
        let players = ReversiSettings {
            mode: ReversiMode::VsComputer,
            level: ReversiSettings::level_named(&Level::hard().name),
            ..ReversiSettings::from_options(options)
        };
        Some((
            id.to_string(),
            Options::from_typed(&settings::options(), &players),
        ))
    }
}

/// The running Reversi game.
pub struct ReversiScene {
    game: Game,
    players: ReversiSettings,
    setup: Option<Setup>,
    anim: Animations,
    computer: Computer,
    /// The computer's move, waiting for the animations to end.
    ready: Option<Square>,
    hint: Option<Square>,
    show_eval: bool,
    /// Whether every legal move shows its value (key V).
    show_values: bool,
    /// The position editor, while it is open.
    editor: Option<editor::Editor>,
    /// The game review, while it is open.
    review: Option<review::Review>,
    /// The game library, while it is open.
    library: Option<library::Library>,
    /// The game the editor asked the host for.
    requested: Option<String>,
    /// The values of the position shown, refined in the background.
    values: Option<values::MoveValues>,
    /// The side that passed last, shown in the panel until the next move.
    pass_notice: Option<Color>,
    /// A short message in the panel and its remaining seconds.
    message: Option<(Said, f32)>,
    hover: Option<Square>,
    /// The keyboard's place on the board.
    cursor: Cursor,
    /// Whether the host's history can go back, and forward (the buttons show it).
    can_undo: bool,
    can_redo: bool,
    /// Seconds since the animations last ended (for the computer's pause).
    idle_for: f32,
    /// The two people's names as typed, Black's and White's (two-player games; empty
    /// where nobody typed one: the side is called by its colour).
    names: [String; 2],
    /// Whether the new-game dialog shows the names used last time yet.
    names_filled: bool,
    buttons: Vec<Button>,
    layout: ReversiLayout,
    size: Size,
    time: f32,
}

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
        let mut scene = ReversiScene::with_game(game, players, seed);
        scene.setup = Some(Setup::new(players, scene.size));
        scene
    }

    /// A game resumed from [`GameScene::state`].
    pub fn resume(state: toml::Value) -> Result<ReversiScene, String> {
        let kept = saved::read(state)?;
        let mut scene = ReversiScene::with_game(kept.game, kept.players, 0x5eed);
        if let Some(names) = kept.names {
            scene.names = names;
        }
        Ok(scene)
    }

    fn with_game(game: Game, players: ReversiSettings, seed: u64) -> ReversiScene {
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
            setup: None,
            computer: Computer::new(seed),
            ready: None,
            hint: None,
            show_eval: false,
            show_values: false,
            values: None,
            editor: None,
            review: None,
            library: None,
            requested: None,
            pass_notice: None,
            message: None,
            hover: None,
            cursor: Cursor::at(grid_core::Pos::new(3, 3)),
            can_undo: false,
            can_redo: false,
            idle_for: 0.0,
            names: [String::new(), String::new()],
            names_filled: false,
            buttons,
            layout: layout(size),
            size,
            time: 0.0,
        };
        scene.computer.set_threads(usize::from(players.threads));
        scene.relayout(size);
        scene
    }

    /// The engine's game (tests and the window test read it).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the new-game dialog is showing.
    pub fn choosing(&self) -> bool {
        self.setup.is_some()
    }

    /// Whether animations are playing.
    pub fn animating(&self) -> bool {
        self.anim.busy()
    }

    /// The engine's suggestion, once it has come.
    pub fn hint(&self) -> Option<Square> {
        self.hint
    }

    fn relayout(&mut self, size: Size) {
        self.size = size;
        self.layout = layout(size);
        for (b, (_, r)) in self.buttons.iter_mut().zip(&self.layout.controls) {
            b.rect = *r;
        }
        let panel = self.library_panel();
        if let Some(l) = self.library.as_mut() {
            l.layout(panel, self.layout.scale);
        }
    }

    /// Where the game library's list goes: over the board.
    fn library_panel(&self) -> launcher_kit::geom::Rect {
        launcher_kit::geom::Rect::centered(
            self.layout.board.center(),
            self.layout.board.w * 0.96,
            self.layout.board.h * 0.8,
        )
    }

    fn human(&self) -> Color {
        match self.players.human_side {
            SettingsSide::Black => Color::Black,
            SettingsSide::White => Color::White,
        }
    }

    fn is_computer(&self, side: Color) -> bool {
        match self.players.mode {
            ReversiMode::TwoPlayers => false,
            ReversiMode::VsComputer => side != self.human(),
            ReversiMode::ComputerVsComputer => true,
        }
    }

    fn level(&self) -> Level {
        self.players.engine_level()
    }

    fn level_name(&self) -> String {
        self.players.level_name()
    }

    /// Whether a person may place a disc now.
    fn persons_turn(&self) -> bool {
        self.setup.is_none()
            && !self.anim.busy()
            && !self.game.is_over()
            && !self.is_computer(self.game.board().side())
    }

    fn enabled(&self, control: Control) -> bool {
        let watching = self.players.mode == ReversiMode::ComputerVsComputer;
        match control {
            Control::Undo => self.can_undo && !watching,
            Control::Redo => self.can_redo && !watching,
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
    fn start(&mut self, cx: &mut Services) -> GameAction {
        let Some(setup) = self.setup.take() else {
            return GameAction::None;
        };
        self.players = setup.choice;
        if self.players.mode == ReversiMode::TwoPlayers {
            self.names = setup.names();
            remember_names(cx, &self.names);
        }
        self.computer.set_threads(usize::from(self.players.threads));
        if !setup.fixed() {
            cx.set_options(
                ID,
                &Options::from_typed(&settings::options(), &setup.choice),
            );
        }
        cx.play(Sfx::Click);
        log::debug!(
            "reversi: new game, {} ({})",
            self.players.mode.log_name(),
            self.level_name()
        );
        GameAction::Began
    }

    fn act(&mut self, control: Control, cx: &mut Services) -> GameAction {
        cx.play(Sfx::Click);
        match control {
            Control::Undo => return GameAction::Undo,
            Control::Redo => return GameAction::Redo,
            Control::HintOrHurry => {
                if self.computer.busy() == Some(Purpose::Move) {
                    log::debug!("reversi: hurry");
                    self.computer.hurry();
                } else {
                    self.computer
                        .ask(self.game.board(), Level::hard(), Purpose::Hint);
                }
            }
            Control::Evaluation => self.show_eval = !self.show_eval,
            Control::SaveGame => {
                let record = self.record(Vec::new());
                if files::save_game(&record, cx) {
                    self.say(Said::GameSaved);
                }
            }
            Control::Games => {
                self.library = Some(library::Library::new(
                    files::saved_games(cx),
                    self.library_panel(),
                    self.layout.scale,
                ));
            }
            Control::CopyObf => {
                if files::save_position(&self.game.board(), cx) {
                    self.say(Said::ObfSaved);
                }
            }
            Control::SetUp => self.open_editor(),
            Control::Review => self.open_review(),
            Control::Menu => return GameAction::Pause,
        }
        GameAction::None
    }

    fn say(&mut self, message: Said) {
        self.message = Some((message, MESSAGE_SECONDS));
    }

    /// The editor's screen: its board, the values after Solve, its buttons in the panel.
    fn draw_editor(&self, p: &mut Painter, e: &editor::Editor, _cx: &Services) {
        theme::background(p);
        let board = e.board();
        let marks = board_view::Marks {
            time: self.time,
            cursor: self.cursor,
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
            notice: None,
            evaluation: None,
            moves: Vec::new(),
        };
        hud::draw_panel(p, &self.layout, &info, &[]);
        e.draw(p, self.layout.status, self.layout.scale, None);
    }

    /// The game as a record for the library, with `values` (one per move, when reviewed).
    /// It names the players in English (see [`names`]).
    fn record(&self, values: Vec<Option<i32>>) -> reversi::record::Record {
        let recorded = |side: Color| match self.players.mode {
            _ if self.is_computer(side) => names::recorded_computer(self.players.level),
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

    /// What the player chose in the game library.
    fn picked(&mut self, pick: library::Pick, cx: &mut Services) -> GameAction {
        match pick {
            library::Pick::Close => self.library = None,
            library::Pick::Delete(file) => files::delete_game(&file, cx),
            library::Pick::Load(record) => {
                log::debug!(
                    "reversi: loaded a game of {} moves",
                    record.game.moves().count()
                );
                self.library = None;
                self.game = record.game;
                self.after_jump();
                self.say(Said::GameLoaded);
                return GameAction::Began;
            }
        }
        GameAction::None
    }

    /// Opens the review of the game so far.
    fn open_review(&mut self) {
        log::debug!("reversi: review of {} moves", self.game.moves().count());
        self.computer.cancel();
        self.values = None;
        self.cursor.hide();
        let mut r = review::Review::new(self.game.clone(), usize::from(self.players.threads));
        let (buttons, chart) = self.review_areas();
        r.layout(buttons, chart, self.layout.scale);
        self.review = Some(r);
    }

    /// Where the review's buttons and chart go: the panel's button area, the buttons at
    /// the top.
    fn review_areas(&self) -> (launcher_kit::geom::Rect, launcher_kit::geom::Rect) {
        let area = self.editor_area();
        let (buttons, chart) = area.split_top(area.h * 0.55);
        (buttons, chart.split_top(14.0 * self.layout.scale).1)
    }

    /// Input while the review is open: arrows step, the buttons and the chart.
    fn in_review(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        let ((buttons, chart), scale) = (self.review_areas(), self.layout.scale);
        let Some(r) = self.review.as_mut() else {
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
                cx.play(Sfx::Click);
                self.review = None;
            }
            Some(review::Action::Continue) => {
                cx.play(Sfx::Click);
                let game = r.game_so_far();
                log::debug!("reversi: play on from move {}", game.moves().count());
                self.review = None;
                self.game = game;
                self.after_jump();
                return GameAction::Began;
            }
            None => {}
        }
        if let Some(r) = &self.review {
            log::debug!("reversi review at move {}", r.at);
        }
        GameAction::None
    }

    /// The review's screen: the position it shows, the chart and its buttons.
    fn draw_review(&self, p: &mut Painter, r: &review::Review) {
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
            notice: Some(r.caption()),
            evaluation: None,
            moves: Vec::new(),
        };
        hud::draw_panel(p, &self.layout, &info, &[]);
        r.draw(p, self.layout.scale);
    }

    /// Opens the position editor on the position shown.
    fn open_editor(&mut self) {
        log::debug!("reversi: position editor");
        self.computer.cancel();
        self.values = None;
        let threads = usize::from(self.players.threads);
        let mut e = editor::Editor::new(self.game.board(), threads);
        e.layout(self.editor_area(), self.layout.scale);
        self.editor = Some(e);
    }

    /// Where the editor's buttons go: the panel's button area.
    fn editor_area(&self) -> launcher_kit::geom::Rect {
        let mut rects = self.layout.controls.iter().map(|(_, r)| *r);
        let first = rects.next().unwrap_or_default();
        rects.fold(first, |a, r| a.union(r))
    }

    /// Input while the editor is open.
    fn edit(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
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
            if self.cursor.arrow(key, 8, 8) {
                return GameAction::None;
            }
        }
        let at_cursor = match cursor_key {
            Some(Key::Space) => self.cursor.pos().and_then(|at| Square::at(at.row, at.col)),
            _ => None,
        };
        let Some(e) = self.editor.as_mut() else {
            return GameAction::None;
        };
        match ev {
            InputEvent::Resize(_) => e.layout(area, scale),
            InputEvent::Pasted => {
                if let Some(text) = cx.take_pasted() {
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
            cx.play(Sfx::Click);
            request = e.press(tool);
        }
        match request {
            editor::Request::None => GameAction::None,
            editor::Request::Paste => {
                cx.request_paste();
                GameAction::None
            }
            editor::Request::Close => {
                self.editor = None;
                GameAction::None
            }
            editor::Request::Play(game) => {
                let id = reversi::id::GameId {
                    game,
                    seed: cx.fresh_seed(),
                };
                log::debug!("reversi: play the set-up position {id}");
                self.requested = Some(id.to_string());
                self.editor = None;
                GameAction::Open
            }
        }
    }

    /// Starts, keeps or drops the move values for the position shown: they show on a
    /// person's turn while the board rests.
    fn refresh_values(&mut self) {
        let wanted = self.show_values && self.persons_turn();
        let board = self.game.board();
        match &self.values {
            Some(v) if wanted && v.board() == board => {}
            _ if wanted => {
                let threads = usize::from(self.players.threads);
                self.values = Some(values::MoveValues::new(board, threads));
            }
            _ => self.values = None,
        }
    }

    /// The message key of a control's caption now (Hint becomes Move now while the
    /// computer thinks; the evaluation's button says what it will do).
    fn caption(&self, c: Control) -> &'static str {
        match c {
            Control::HintOrHurry if self.computer.busy() == Some(Purpose::Move) => {
                "reversi-move-now"
            }
            Control::Evaluation if self.show_eval => "reversi-hide-eval",
            _ => label(c),
        }
    }

    /// The name the person playing `side` typed (two-player games; may be empty).
    fn typed(&self, side: Color) -> &str {
        &self.names[usize::from(side == Color::White)]
    }

    /// The name of the person playing `side` in a two-player game, in the current
    /// language when it is the side's colour.
    fn person(&self, side: Color) -> String {
        names::shown_person(side, self.typed(side))
    }

    /// Black's and White's names in the panel, in the current language.
    fn player_names(&self) -> [String; 2] {
        [Color::Black, Color::White].map(|side| match self.players.mode {
            ReversiMode::TwoPlayers => self.person(side),
            ReversiMode::VsComputer if side == self.human() => launcher_kit::tr!("reversi-you"),
            _ => launcher_kit::tr!("reversi-computer"),
        })
    }

    /// The computer's level under its name, in the current language.
    fn player_roles(&self) -> [String; 2] {
        [Color::Black, Color::White].map(|side| {
            if self.is_computer(side) {
                launcher_kit::tr!(
                    "reversi-role-level",
                    level = settings::level_text(self.players.level)
                )
            } else {
                String::new()
            }
        })
    }

    /// The evaluation from black's point of view, in discs.
    fn evaluation(&self) -> f32 {
        let board = self.game.board();
        if board.is_game_over() {
            return board.count(Color::Black) as f32 - board.count(Color::White) as f32;
        }
        let e = Engine::evaluate(&board) as f32 / DISC as f32;
        if board.side() == Color::Black { e } else { -e }
    }

    /// The line under the players, in the current language.
    fn status_line(&self) -> Option<String> {
        if let Some((said, _)) = &self.message {
            return Some(launcher_kit::tr!(said.key()));
        }
        if self.computer.busy() == Some(Purpose::Hint) {
            return Some(launcher_kit::tr!("reversi-looking-for-hint"));
        }
        if let Some(o) = self.outcome() {
            return Some(o.headline);
        }
        if let Some(v) = &self.values {
            let exact = !v.moves().is_empty() && v.moves().iter().all(|m| m.exact);
            return Some(match (exact, v.refining()) {
                (true, _) => launcher_kit::tr!("reversi-values-exact"),
                (false, true) => launcher_kit::tr!("reversi-values-deepening", depth = v.depth()),
                (false, false) => launcher_kit::tr!("reversi-values-depth", depth = v.depth()),
            });
        }
        if self.pass_notice.is_none() && self.game.moves().next().is_none() && self.persons_turn() {
            return Some(launcher_kit::tr!("reversi-click-marked"));
        }
        let passed = self.pass_notice.map(|side| match side {
            Color::Black => launcher_kit::tr!("reversi-black-passed"),
            Color::White => launcher_kit::tr!("reversi-white-passed"),
        });
        passed.or_else(|| self.opening_name())
    }

    /// The name of the opening played, while the game is still in its opening (the first
    /// twenty moves, from the standard start).
    fn opening_name(&self) -> Option<String> {
        if self.game.start() != reversi::Board::start() {
            return None;
        }
        let played: Vec<Square> = self
            .game
            .moves()
            .filter_map(|m| match m {
                Move::Play(sq) => Some(sq),
                Move::Pass => None,
            })
            .collect();
        if played.len() > OPENING_MOVES {
            return None;
        }
        let name = reversi::opening_names::name(&played)?;
        Some(launcher_kit::tr!(
            "reversi-opening",
            name = opening_key(name).map_or_else(|| name.to_string(), |key| launcher_kit::tr!(key))
        ))
    }
}

/// The message key of an opening the rules crate names (in English); `None` for a name
/// the catalogs do not have, which is shown as it is.
fn opening_key(name: &str) -> Option<&'static str> {
    Some(match name {
        "Parallel opening" => "reversi-opening-parallel",
        "Diagonal opening" => "reversi-opening-diagonal",
        "Perpendicular opening" => "reversi-opening-perpendicular",
        "Tiger" => "reversi-opening-tiger",
        "Aubrey" => "reversi-opening-aubrey",
        "Cow" => "reversi-opening-cow",
        "Rose" => "reversi-opening-rose",
        "Buffalo" => "reversi-opening-buffalo",
        "Heath" => "reversi-opening-heath",
        _ => return None,
    })
}

/// A short message in the panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Said {
    /// A game from the library is on the board.
    GameLoaded,
    /// The game went to the library.
    GameSaved,
    /// The position went to the clipboard and the position file.
    ObfSaved,
}

impl Said {
    /// The message's key.
    fn key(self) -> &'static str {
        match self {
            Said::GameLoaded => "reversi-game-loaded",
            Said::GameSaved => "reversi-game-saved",
            Said::ObfSaved => "reversi-obf-saved",
        }
    }
}

/// The key of the names in Reversi's progress table.
const NAMES: &str = "names";

/// The names the last two-player game was played by (as typed; empty where nobody typed
/// one).
fn remembered_names(cx: &Services) -> Option<[String; 2]> {
    let table = cx.progress(ID);
    let list = table.get(NAMES)?.as_array()?;
    let name = |i: usize| list.get(i).and_then(toml::Value::as_str).map(String::from);
    Some(names::typed_names([name(0)?, name(1)?]))
}

/// Remembers the names of a two-player game for the next one.
fn remember_names(cx: &mut Services, names: &[String; 2]) {
    let mut table = cx.progress(ID);
    let list = names
        .iter()
        .map(|n| toml::Value::String(n.clone()))
        .collect();
    table.insert(NAMES.into(), toml::Value::Array(list));
    cx.set_progress(ID, table);
}

/// A side's name in English, for the log.
fn name(side: Color) -> &'static str {
    names::english(side)
}

/// The message key of a control's usual caption.
fn label(c: Control) -> &'static str {
    match c {
        Control::Undo => "reversi-undo",
        Control::Redo => "reversi-redo",
        Control::HintOrHurry => "common-hint",
        Control::Evaluation => "reversi-show-eval",
        Control::SaveGame => "reversi-save-game",
        Control::Games => "reversi-games",
        Control::CopyObf => "reversi-copy-obf",
        Control::SetUp => "reversi-set-up",
        Control::Review => "reversi-review",
        Control::Menu => "common-menu",
    }
}

impl GameScene for ReversiScene {
    fn id(&self) -> GameId {
        crate::ID
    }

    fn mode_key(&self) -> String {
        match self.players.mode {
            ReversiMode::VsComputer => format!(
                "level-{}",
                self.players.level.clamp(1, settings::level_count())
            ),
            ReversiMode::TwoPlayers => TWO_PLAYERS_TABLE.into(),
            ReversiMode::ComputerVsComputer => "watched".into(),
        }
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        if let InputEvent::Resize(size) = *ev {
            self.relayout(size);
        }
        if let Some(setup) = self.setup.as_mut() {
            if setup.event(ev) {
                return self.start(cx);
            }
            return GameAction::None;
        }
        if self.editor.is_some() {
            return self.edit(ev, cx);
        }
        if self.review.is_some() {
            return self.in_review(ev, cx);
        }
        if let Some(pick) = self.library.as_mut().and_then(|l| l.event(ev)) {
            return self.picked(pick, cx);
        }
        if self.library.is_some() {
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
                self.hover = self
                    .layout
                    .square_at(pos)
                    .filter(|sq| self.persons_turn() && self.game.board().is_legal(*sq));
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                self.cursor.hide();
                if let Some(square) = self.layout.square_at(pos) {
                    // A click while discs still turn: the player is ahead of them.
                    self.anim.finish(cx);
                    return self.click(square, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => {
                if self.cursor.arrow(key, 8, 8) {
                    return GameAction::None;
                }
                let thinking = self.computer.busy() == Some(Purpose::Move);
                if let (Key::Enter | Key::Space, Some(at)) = (key, self.cursor.pos()) {
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
                        self.show_values = !self.show_values;
                        log::debug!(
                            "reversi: move values {}",
                            if self.show_values { "on" } else { "off" }
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
        if let Some(setup) = self.setup.as_mut().filter(|_| !self.names_filled) {
            if let Some(names) = remembered_names(cx) {
                setup.set_names(&names);
            }
            self.names_filled = true;
        }
        if cx.viewport != self.size {
            self.relayout(cx.viewport);
            if let Some(setup) = self.setup.as_mut() {
                setup.event(&InputEvent::Resize(cx.viewport));
            }
        }
        self.time += cx.loop_dt(dt);
        self.anim.update(cx.anim_dt(dt), cx);
        self.idle_for = if self.anim.busy() {
            0.0
        } else {
            self.idle_for + cx.anim_dt(dt)
        };
        if let Some((_, left)) = self.message.as_mut() {
            *left -= dt;
            if *left <= 0.0 {
                self.message = None;
            }
        }
        let action = self.drive_computer(cx);
        if self.review.as_mut().is_some_and(|r| r.poll()) {
            cx.stir();
        }
        if let Some(v) = self.editor.as_mut().and_then(|e| e.values()) {
            if v.poll() {
                cx.stir();
            }
        }
        if self.show_values {
            self.refresh_values();
            if self.values.as_mut().is_some_and(|v| v.poll()) {
                cx.stir();
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
        let reply = match self.ready {
            Some(_) => Wake::In((pause - self.idle_for).max(0.0)),
            None => Wake::Idle,
        };
        let message = match &self.message {
            Some((_, left)) => Wake::In(*left),
            None => Wake::Idle,
        };
        // The hint pulses.
        let looping = if self.hint.is_some() && self.persons_turn() {
            cx.looping_wake()
        } else {
            Wake::Idle
        };
        reply.sooner(message).sooner(looping)
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        if let Some(e) = &self.editor {
            self.draw_editor(p, e, cx);
            return;
        }
        if let Some(r) = &self.review {
            self.draw_review(p, r);
            return;
        }
        theme::background(p);
        let board = self.game.board();
        let person = self.persons_turn();
        let marks = board_view::Marks {
            legal: if person { board.legal_moves() } else { 0 },
            mover: person.then_some(board.side()),
            hover: self.hover.filter(|_| person),
            last: self
                .game
                .moves()
                .filter_map(|m| match m {
                    Move::Play(sq) => Some(sq),
                    Move::Pass => None,
                })
                .last(),
            hint: self.hint.filter(|_| person),
            time: self.time,
            cursor: self.cursor,
            theme: self.players.board,
        };
        board_view::draw_board(p, &self.layout, &self.anim, &marks);
        if let Some(v) = self.values.as_ref().filter(|_| !self.anim.busy()) {
            board_view::draw_values(p, &self.layout, v.moves());
        }
        let over = self.game.is_over() && !self.anim.busy();
        let info = hud::PanelInfo {
            names: self.player_names(),
            roles: self.player_roles(),
            counts: self.anim.counts(),
            to_move: (!over && self.setup.is_none()).then(|| board.side()),
            thinking: self.computer.busy() == Some(Purpose::Move),
            notice: self.status_line(),
            evaluation: self.show_eval.then(|| self.evaluation()),
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
                (b, self.setup.is_none() && self.enabled(c))
            })
            .collect();
        hud::draw_panel(p, &self.layout, &info, &buttons);
        if let Some(setup) = &self.setup {
            p.rect(p.size().rect(), Paint::BLACK.alpha(0.45));
            setup.draw(p);
        }
        if let Some(l) = &self.library {
            l.draw(p, self.layout.scale);
        }
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

    fn outcome(&self) -> Option<Outcome> {
        if !self.game.is_over() || self.anim.busy() {
            return None;
        }
        let board = self.game.board();
        let (b, w) = (board.count(Color::Black), board.count(Color::White));
        let winner = board.leader();
        let vs = self.players.mode == ReversiMode::VsComputer;
        let human = self.human();
        let two = self.players.mode == ReversiMode::TwoPlayers;
        let headline = match winner {
            None => launcher_kit::tr!("reversi-end-draw", black = b, white = w),
            Some(side) if vs => {
                let (mine, theirs) = if human == Color::Black {
                    (b, w)
                } else {
                    (w, b)
                };
                if side == human {
                    launcher_kit::tr!("reversi-end-you-win", mine = mine, theirs = theirs)
                } else {
                    launcher_kit::tr!("reversi-end-computer-wins", mine = mine, theirs = theirs)
                }
            }
            Some(side) => {
                let (high, low) = (b.max(w), b.min(w));
                match (side, two && !self.typed(side).is_empty()) {
                    (_, true) => launcher_kit::tr!(
                        "reversi-end-player-wins",
                        name = self.typed(side),
                        high = high,
                        low = low
                    ),
                    (Color::Black, false) => {
                        launcher_kit::tr!("reversi-end-black-wins", high = high, low = low)
                    }
                    (Color::White, false) => {
                        launcher_kit::tr!("reversi-end-white-wins", high = high, low = low)
                    }
                }
            }
        };
        // Each side's discs, with the name a person typed.
        let count = |side: Color, count: u32| match (side, self.typed(side)) {
            (Color::Black, name) if two && !name.is_empty() => {
                launcher_kit::tr!("reversi-end-named-black-count", name = name, count = count)
            }
            (Color::White, name) if two && !name.is_empty() => {
                launcher_kit::tr!("reversi-end-named-white-count", name = name, count = count)
            }
            (Color::Black, _) => launcher_kit::tr!("reversi-end-black-count", count = count),
            (Color::White, _) => launcher_kit::tr!("reversi-end-white-count", count = count),
        };
        let (black, white) = (count(Color::Black, b), count(Color::White, w));
        let detail = if two {
            launcher_kit::tr!("reversi-end-counts", black = black, white = white)
        } else {
            launcher_kit::tr!(
                "reversi-end-counts-level",
                black = black,
                white = white,
                level = settings::level_text(self.players.level)
            )
        };
        // Against the computer a win counts the person's discs; two people enter the
        // winner's discs.
        let score = match self.players.mode {
            ReversiMode::VsComputer => {
                (winner == Some(human)).then(|| u64::from(board.count(human)))
            }
            ReversiMode::TwoPlayers => winner.map(|side| u64::from(board.count(side))),
            ReversiMode::ComputerVsComputer => None,
        };
        let result = match self.players.mode {
            ReversiMode::VsComputer => Some(GameResult {
                score: u64::from(board.count(human)),
                won: winner.map(|side| side == human),
                draw: winner.is_none(),
                figures: Vec::new(),
            }),
            ReversiMode::TwoPlayers => Some(GameResult {
                score: u64::from(b.max(w)),
                draw: winner.is_none(),
                ..GameResult::default()
            }),
            ReversiMode::ComputerVsComputer => None,
        };
        Some(Outcome {
            headline,
            detail,
            score,
            result,
            name: match self.players.mode {
                ReversiMode::TwoPlayers => winner.map(|side| self.person(side)),
                _ => None,
            },
        })
    }

    fn set_paused(&mut self, paused: bool) {
        log::debug!("reversi: {}", if paused { "paused" } else { "resumed" });
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

    fn take_requested_id(&mut self) -> Option<String> {
        self.requested.take()
    }

    fn fix_rules(&mut self) {
        if let Some(setup) = self.setup.as_mut() {
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
            names: (self.players.mode == ReversiMode::TwoPlayers).then(|| self.names.clone()),
        })
    }

    fn worth_keeping(&self) -> bool {
        self.setup.is_none() && !self.game.is_over() && self.game.moves().next().is_some()
    }

    fn undo_allowed(&self) -> bool {
        self.players.mode != ReversiMode::ComputerVsComputer
    }

    fn history_changed(&mut self, can_undo: bool, can_redo: bool) {
        self.can_undo = can_undo;
        self.can_redo = can_redo;
    }
}
