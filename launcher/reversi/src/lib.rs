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
mod clock;
mod computer;
mod drill;
mod editor;
mod errors;
mod files;
pub mod howto;
mod hud;
pub mod layout;
pub mod levels;
mod library;
mod mistakes;
mod names;
mod outcome;
mod overlay;
mod panel;
mod pending;
pub mod practice;
pub mod puzzles;
mod rated;
#[cfg(test)]
mod rating_tests;
mod review;
mod saved;
mod scene;
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
use computer::Computer;
use grid_core::game_id::{self, IdError};
use launcher_kit::game::{
    About, DAILY_TABLE, GameId, GameKind, GameOption, GameScene, IdGame, Options, ScoreTable,
};
use launcher_kit::geom::Size;
use launcher_kit::scene::Scene;
use launcher_kit::series::{Chart, Source};
use launcher_kit::services::Services;
use launcher_kit::ui::{Button, Cursor};
use panel::{Said, name};
use reversi::search::Level;
use reversi::{Color, Game, Square};
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

// Reversi's messages in every language.
launcher_kit::catalogs!("reversi");

/// What the menu shows of Reversi.
const ABOUT: About = About {
    id: ID,
    title: "reversi-title",
    tagline: "reversi-tagline",
    keywords: "reversi-keywords",
    card: card::draw_card,
    lessons: howto::lessons,
};

/// Reversi as the registry lists it.
pub struct Kind;

impl GameKind for Kind {
    fn about(&self) -> About {
        ABOUT
    }

    fn options(&self) -> Vec<GameOption> {
        settings::options()
    }

    /// The two-player games and today's board; the wins against each ladder level (the
    /// score is the person's discs at the end) are tables too, shown once they hold a
    /// score ([`GameKind::table_label`]), as fourteen tabs would not fit.
    fn score_tables(&self) -> Vec<ScoreTable> {
        vec![
            ScoreTable::new(TWO_PLAYERS_TABLE, ReversiMode::TwoPlayers.label()),
            ScoreTable::new(DAILY_TABLE, "reversi-todays-board"),
        ]
    }

    /// The tables of wins against a ladder level, named as the level.
    fn table_label(&self, key: &str) -> Option<String> {
        let name = key.strip_prefix("level-")?;
        let (_, label) = levels::LADDER.iter().find(|(n, _)| *n == name)?;
        Some((*label).to_string())
    }

    fn rating_track(&self) -> Option<&'static str> {
        Some(levels::TRACK)
    }

    /// The mean loss per move of each reviewed game, and the puzzle rating.
    fn progress_charts(&self) -> Vec<Chart> {
        vec![
            Chart {
                source: Source::Series(mistakes::LOSS_SERIES),
                title: "reversi-progress-loss",
                value: "reversi-progress-loss-value",
                scale: 1.0,
                decimals: 1,
                empty: "reversi-progress-loss-none",
            },
            Chart {
                source: Source::Rating(puzzles::standing::TRACK),
                title: "reversi-progress-puzzles",
                value: "reversi-progress-puzzles-value",
                scale: 1.0,
                decimals: 0,
                empty: "reversi-puzzles-no-history",
            },
        ]
    }

    /// The tables of the five levels before the ladder were kept by number.
    fn renamed_tables(&self) -> Vec<(&'static str, String)> {
        const FORMER_TABLES: [&str; 5] = ["level-1", "level-2", "level-3", "level-4", "level-5"];
        FORMER_TABLES
            .into_iter()
            .zip(levels::FORMER)
            .map(|(old, (_, name))| (old, level_table(name)))
            .collect()
    }

    fn has_practice(&self) -> bool {
        true
    }

    fn practice(&self, cx: &Services) -> Option<Box<dyn Scene>> {
        Some(Box::new(drill::PracticeScene::new(cx)))
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

    /// The puzzles and the puzzle of the day.
    fn card_entries(&self) -> Vec<&'static str> {
        puzzles::CARD_ENTRIES.to_vec()
    }

    fn open_card_entry(
        &self,
        index: usize,
        cx: &launcher_kit::services::Services,
    ) -> Result<Box<dyn launcher_kit::scene::Scene>, String> {
        puzzles::open(index, cx)
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
            level: levels::LevelChoice::named(&Level::hard().name).unwrap_or_default(),
            ..ReversiSettings::from_options(options)
        };
        Some((
            id.to_string(),
            Options::from_typed(&settings::options(), &players),
        ))
    }
}

/// The key of the table of wins against ladder level `name`.
fn level_table(name: &str) -> String {
    format!("level-{name}")
}

/// The running Reversi game.
pub struct ReversiScene {
    game: Game,
    players: ReversiSettings,
    /// The dialog, editor, review or library over or instead of the board.
    overlay: Option<Overlay>,
    anim: Animations,
    computer: Computer,
    /// The computer's move waiting to be shown.
    reply: Reply,
    /// The game the editor asked the host for.
    requested: Option<String>,
    /// The hint, the evaluation and the move values.
    analysis: Analysis,
    /// The panel's passing notice, short message and history buttons' state.
    notes: Notes,
    /// The mouse's square and the keyboard's cursor.
    pointer: Pointer,
    /// The two people's names.
    people: People,
    /// The review of finished games for the practice deck.
    mistakes: mistakes::Mistakes,
    /// The computer's clock, when it plays to a time per game.
    timekeeping: clock::Timekeeping,
    buttons: Vec<Button>,
    layout: ReversiLayout,
    size: Size,
    time: f32,
    /// Whether the game counts for the player's rating ([`rated`]).
    rated: bool,
}

/// The computer's move, waiting for the animations to end and a short pause.
#[derive(Default)]
struct Reply {
    ready: Option<Square>,
    /// Whether that move comes from the opening book.
    from_book: bool,
    /// Seconds since the animations last ended.
    idle_for: f32,
}

/// What the player asked the engine to show.
#[derive(Default)]
struct Analysis {
    hint: Option<Square>,
    show_eval: bool,
    /// Whether every legal move shows its value (key V).
    show_values: bool,
    /// The values of the position shown, refined in the background.
    values: Option<values::MoveValues>,
}

/// The panel's changing lines and the history buttons' state.
#[derive(Default)]
struct Notes {
    /// The side that passed last, shown until the next move.
    passed: Option<Color>,
    /// Whether the last move was the computer's from the opening book.
    book_move: bool,
    /// A short message and its remaining seconds.
    message: Option<(Said, f32)>,
    /// Whether the host's history can go back, and forward (the buttons show it).
    can_undo: bool,
    can_redo: bool,
}

/// Where the mouse and the keyboard point on the board.
struct Pointer {
    hover: Option<Square>,
    /// The keyboard's place on the board.
    cursor: Cursor,
}

/// The two people's names as typed, Black's and White's (two-player games; empty where
/// nobody typed one: the side is called by its colour).
#[derive(Default)]
struct People {
    names: [String; 2],
    /// Whether the new-game dialog shows the names used last time yet.
    filled: bool,
}

/// What covers or replaces the game's board: at most one at a time.
enum Overlay {
    /// The new-game dialog, over the board.
    Setup(Box<Setup>),
    /// The position editor, instead of the board.
    Editor(editor::Editor),
    /// The game review, instead of the board.
    Review(review::Review),
    /// The game library, over the board.
    Library(library::Library),
}
