//! The interface every game implements and the registry that lists the games.
//!
//! A game plugs in by implementing [`GameKind`] (its descriptor: title, card, options,
//! score tables, how to start or resume it) and [`GameScene`] (the running game), and by
//! being listed in the launcher's registry.

use super::GameId;
use super::{GameOption, Options};
use crate::draw::Painter;
use crate::geom::Rect;
use crate::input::InputEvent;
use crate::persist::statistics::GameResult;
use crate::scene::Wake;
use crate::services::Services;

/// How a finished game ended, for the end screen and the high-score table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The big line of the end screen ("No more moves", "Black wins 40–24"), in the
    /// current language.
    pub headline: String,
    /// A smaller line under it ("Level 3 reached"), in the current language.
    pub detail: String,
    /// The score to enter in the high-score table for the game's current mode, or `None`
    /// when this game does not count (practice mode, two people at one computer).
    pub score: Option<u64>,
    /// What the statistics keep of the game, or `None` when it is not the player's
    /// (the computer against itself).
    pub result: Option<GameResult>,
    /// Whose score it is, where the game knows (two people at one board).
    pub name: Option<String>,
}

/// A finished game's result for the player's rating ([`crate::rating`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Rated {
    /// The rating's track (`"reversi-game"`).
    pub track: String,
    /// Whom the player met.
    pub opponent: crate::rating::Opponent,
    /// How it ended for the player.
    pub outcome: crate::rating::Outcome,
}

/// What a game tells its host after handling input or a time step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAction {
    /// Nothing for the host to do.
    None,
    /// Show the pause dialog (e.g. the game's own pause button was clicked).
    Pause,
    /// The game (re)started from a state no undo goes behind: the first board was dealt,
    /// a new level began. The host's history starts again from [`GameScene::state`].
    Began,
    /// A move was made: the host records [`GameScene::state`]. `checkpoint` says whether
    /// undo and redo may stop here (against the computer, only where it is the person's
    /// turn again).
    Moved {
        /// Whether undo and redo stop at this state.
        checkpoint: bool,
    },
    /// The game's Undo button was clicked.
    Undo,
    /// The game's Redo button was clicked.
    Redo,
    /// The game's New game button was clicked.
    NewGame,
    /// The game asks for another game: the one [`GameScene::take_requested_id`] names
    /// (a level chosen in the game's level select).
    Open,
}

/// A running game, hosted by [`crate::host::GameHost`] in the launcher or standalone.
///
/// The host owns the lifecycle: new game, restart, undo and redo (from the states the
/// game reports), Esc and the pause dialog, saving on leave, high scores and the end
/// screen. The game owns its board, its panels and its animations.
pub trait GameScene {
    /// Which game this is.
    fn id(&self) -> GameId;

    /// The key of the high-score table this game counts for (one of its kind's
    /// [`GameKind::score_tables`]).
    fn mode_key(&self) -> String;

    /// Reacts to input (Esc and the host's undo/redo keys never arrive here).
    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction;

    /// Advances animations, timers and computer players by `dt` seconds.
    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction;

    /// When the game next changes by itself (see [`crate::scene::Wake`]); not asked while
    /// a host dialog covers it.
    fn wake(&self, cx: &Services) -> Wake;

    /// Draws the game filling `cx.viewport`.
    fn draw(&self, p: &mut Painter, cx: &Services);

    /// The current score (shown by the host's dialogs).
    fn score(&self) -> u64;

    /// `Some` once the game is over and its end animations have finished.
    fn outcome(&self) -> Option<Outcome>;

    /// The whole game as it stands, in the game's own save format: what the host saves
    /// and what undo and redo return to ([`GameKind::resume`] reads it back). `None`
    /// while there is no game yet (a first board still being dealt).
    fn state(&self) -> Option<toml::Value>;

    /// Whether leaving now should keep the game for resuming: a move was made and the
    /// game is not over. Otherwise the host removes any saved game.
    fn worth_keeping(&self) -> bool;

    /// Whether this game's mode lets the player take moves back (PopStar practice,
    /// Reversi with a person playing).
    fn undo_allowed(&self) -> bool {
        false
    }

    /// The host resumed this game from its history (undo or redo went to an earlier or
    /// later state): a game that counted only when played straight through (a rated game)
    /// counts no more.
    fn undone(&mut self) {}

    /// What the finished game gives the player's rating, asked once when it ends (after
    /// [`GameScene::outcome`]): the host rates it and shows the new rating on the end
    /// screen; `None` for a game that is not rated.
    fn rated(&self) -> Option<Rated> {
        None
    }

    /// The host's history changed: whether undo and redo can go anywhere now (for the
    /// game's own buttons).
    fn history_changed(&mut self, _can_undo: bool, _can_redo: bool) {}

    /// The pause dialog opened (`true`) or closed: stop and restart clocks.
    fn set_paused(&mut self, _paused: bool) {}

    /// Whether the player ends this game (it has no end of its own, like an endless
    /// mode): the pause dialog then offers "Finish".
    fn ends_by_choice(&self) -> bool {
        false
    }

    /// The player chose to finish: the game ends and reports its [`GameScene::outcome`].
    fn end_by_choice(&mut self, _cx: &mut Services) {}

    /// The game is today's board: its rules are fixed, so it must not offer to change
    /// them (who plays, the computer's level).
    fn fix_rules(&mut self) {}

    /// Where the host may show a passing notice (the how-to-play offer) without hiding
    /// what the player reads; `None`: a band across the top of the window.
    fn notice_area(&self, _cx: &Services) -> Option<Rect> {
        None
    }

    /// An extra choice for the end screen ("Retry level 3") in the current language, if
    /// the game has one.
    fn end_choice(&self) -> Option<String> {
        None
    }

    /// The end screen's extra choice was taken: the game goes on, and says how (usually
    /// [`GameAction::Began`]).
    fn take_end_choice(&mut self, _cx: &mut Services) -> GameAction {
        GameAction::None
    }

    /// While the end screen is up, the host asks this until it answers: once the game's
    /// review of the finished game is done (collected here, off the frame), what it found
    /// for the practice deck ("3 positions to practise"), in the current language. The end
    /// screen then shows the line and a "Practice" button ([`GameKind::practice`]).
    fn review_note(&mut self, _cx: &mut Services) -> Option<String> {
        None
    }

    /// The game ID the game asked for with [`GameAction::Open`].
    fn take_requested_id(&mut self) -> Option<String> {
        None
    }

    /// The game ID that plays this game again (started from `seed`), for sharing; `None`
    /// for a game that has none.
    fn game_id(&self, _seed: u64) -> Option<String> {
        None
    }

    /// The same game again from its start, for Restart, when the game knows its start
    /// better than the seed and options it was made from (a level chosen after the
    /// host started the game, and that level's own seed); `None` lets the host deal the
    /// game again from its seed and options.
    fn restarted(&self, _cx: &mut Services) -> Option<Box<dyn GameScene>> {
        None
    }
}

/// The game a game ID fixes, ready for the host: the options it is played with and its
/// seed (what Restart uses).
pub struct IdGame {
    /// The player's options with the ID's settings in place.
    pub options: Options,
    /// The seed.
    pub seed: u64,
    /// The game.
    pub game: Box<dyn GameScene>,
}

/// A high-score table of a game: its key (the part after `game/` in the scores file) and
/// the name its tab shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreTable {
    /// The key, e.g. `classic`.
    pub key: String,
    /// The tab's name: a message key (`match3-mode-classic`), or text already in the
    /// current language (`Classic 6×6, 5 kinds`); see [`ScoreTable::name`].
    pub label: String,
}

impl ScoreTable {
    /// A table keyed `key`, shown as `label` (a message key or text).
    pub fn new(key: impl Into<String>, label: impl Into<String>) -> ScoreTable {
        ScoreTable {
            key: key.into(),
            label: label.into(),
        }
    }

    /// The tab's name in the current language.
    pub fn name(&self) -> String {
        message_or_text(&self.label)
    }
}

/// `text` looked up as a message key when the catalogs have one of that name, otherwise
/// `text` itself: for names a game gives either as a key or as text it made with
/// [`crate::tr!`] (a table's name, a figure of the statistics).
pub fn message_or_text(text: &str) -> String {
    if crate::i18n::Catalog::get(crate::i18n::Language::English).has(text) {
        crate::i18n::text(text, &[])
    } else {
        text.to_string()
    }
}

/// What the menu shows of a game: its key, its name and tagline, its card's picture and
/// its how-to pages. A game gives it once, as a constant, through [`GameKind::about`].
#[derive(Clone, Copy)]
pub struct About {
    /// Which game.
    pub id: GameId,
    /// The message key of the name shown to players (`"match3-title"`).
    pub title: &'static str,
    /// The message key of the line under the title on the menu card.
    pub tagline: &'static str,
    /// The message key of the words the desktop's application menu finds the game by,
    /// each followed by `;` (`"match3-keywords"`).
    pub keywords: &'static str,
    /// Draws the menu card's picture inside an area; the time (seconds) animates it gently.
    pub card: fn(&mut Painter, Rect, f32),
    /// The pages of the game's how-to-play screen ([`crate::howto`]), empty for a game
    /// without one.
    pub lessons: fn() -> Vec<crate::howto::Lesson>,
}

/// One game as the program sees it: what the menu, the settings and high-score screens
/// show of it, and how the host starts and resumes it. Each game implements this once,
/// in its folder, and is listed in the launcher's registry.
pub trait GameKind {
    /// The game's key, name, card and how-to pages.
    fn about(&self) -> About;

    /// Which game.
    fn id(&self) -> GameId {
        self.about().id
    }

    /// The message key of the name shown to players (`"match3-title"`).
    fn title(&self) -> &'static str {
        self.about().title
    }

    /// The message key of the line under the title on the menu card.
    fn tagline(&self) -> &'static str {
        self.about().tagline
    }

    /// Draws the menu card's picture inside `area`; `t` (seconds) animates it gently.
    fn draw_card(&self, p: &mut Painter, area: Rect, t: f32) {
        (self.about().card)(p, area, t);
    }

    /// The game's options, as the settings screen shows them (their texts are message
    /// keys, see [`GameOption`]).
    fn options(&self) -> Vec<GameOption>;

    /// The game's high-score tables, in tab order.
    fn score_tables(&self) -> Vec<ScoreTable>;

    /// The tab name of a table key not in [`GameKind::score_tables`] that holds scores
    /// (a board size played only sometimes), a message key or text in the current
    /// language; `None` hides it.
    fn table_label(&self, _key: &str) -> Option<String> {
        None
    }

    /// The name of one of the game's own figures in the statistics, kept under `name`
    /// (its [`crate::persist::statistics::Figure::name`]), in the current language. By
    /// default `name` is taken for a message key; a game whose files keep other names (an
    /// older version's English ones) says here how they read.
    fn figure_name(&self, name: &str) -> String {
        message_or_text(name)
    }

    /// The track of the player's rating in this game ([`crate::rating`]), which the
    /// statistics show with its history; `None` for a game without a rating.
    fn rating_track(&self) -> Option<&'static str> {
        None
    }

    /// The charts of the player's progress in this game that the statistics show on the
    /// game's progress page ([`crate::series`]), beside its practice deck; none by default.
    fn progress_charts(&self) -> Vec<crate::series::Chart> {
        Vec::new()
    }

    /// Tables that older versions kept under another key: `(old key, new key)`; their
    /// entries and statistics move to the new key when the records are loaded.
    fn renamed_tables(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// A new game with `options`; `seed` makes it reproducible.
    fn new_game(&self, options: &Options, seed: u64) -> Box<dyn GameScene>;

    /// A game showing a state [`GameScene::state`] gave (a save, or a step of the undo
    /// history), at rest; a one-line reason when the state is damaged (shown to the
    /// player inside a notice, so in the current language where it can be).
    fn resume(&self, state: toml::Value, options: &Options) -> Result<Box<dyn GameScene>, String>;

    /// The game a game ID of this game fixes, played with `options` where the ID leaves
    /// them free; a one-line reason in the current language when the ID cannot be played.
    fn open_id(&self, _id: &str, _options: &Options) -> Result<IdGame, String> {
        Err(crate::tr!(
            "common-id-none",
            game = crate::i18n::text(self.title(), &[])
        ))
    }

    /// Today's board: the game ID of day `day` (days since 1970-01-01, UTC) and the
    /// options it is played with (the player's `options` where the daily game leaves them
    /// free). `None` for a game without one.
    fn daily(&self, _day: i64, _options: &Options) -> Option<(String, Options)> {
        None
    }

    /// Whether the game keeps a practice deck ([`crate::practice`]): its menu card, its
    /// pause dialog and, once the game's review has found something, its end screen offer
    /// "Practice", which opens [`GameKind::practice`].
    fn has_practice(&self) -> bool {
        false
    }

    /// The game's practice: a scene that takes the player through the positions of its
    /// deck that are due; `None` for a game without a deck.
    fn practice(&self, _cx: &Services) -> Option<Box<dyn crate::scene::Scene>> {
        None
    }

    /// Further screens of the game its menu card offers, each a button under the card
    /// (Reversi's puzzles): the buttons' message keys, in order.
    fn card_entries(&self) -> Vec<&'static str> {
        Vec::new()
    }

    /// The screen of entry `index` of [`GameKind::card_entries`], or why it cannot open
    /// now, in the current language (the menu shows it as a notice).
    fn open_card_entry(
        &self,
        _index: usize,
        _cx: &Services,
    ) -> Result<Box<dyn crate::scene::Scene>, String> {
        Err(crate::tr!("common-error-unavailable"))
    }

    /// The pages of the game's how-to-play screen ([`crate::howto`]).
    fn how_to_play(&self) -> Vec<crate::howto::Lesson> {
        (self.about().lessons)()
    }
}

/// The games the menu offers, in order.
pub struct Registry {
    kinds: Vec<Box<dyn GameKind>>,
}

impl Registry {
    /// A registry of `kinds`, in menu order (tests add games this way).
    pub fn with(kinds: Vec<Box<dyn GameKind>>) -> Registry {
        kinds
            .into_iter()
            .fold(Registry { kinds: Vec::new() }, Registry::with_game)
    }

    /// The same registry with `kind` added at the end of the menu.
    pub fn with_game(mut self, kind: Box<dyn GameKind>) -> Registry {
        self.kinds.push(kind);
        self
    }

    /// The games in menu order.
    pub fn kinds(&self) -> impl Iterator<Item = &dyn GameKind> {
        self.kinds.iter().map(|k| k.as_ref())
    }

    /// The ids of the games in menu order.
    pub fn ids(&self) -> Vec<GameId> {
        self.kinds().map(|k| k.id()).collect()
    }

    /// The game `id`, if this program has it.
    pub fn kind(&self, id: GameId) -> Option<&dyn GameKind> {
        self.kinds().find(|k| k.id() == id)
    }

    /// Whether game `id` has how-to-play pages.
    pub fn has_how_to_play(&self, id: GameId) -> bool {
        self.kind(id).is_some_and(|k| !k.how_to_play().is_empty())
    }

    /// The name of game `id` as players see it, in the current language (its key if this
    /// program lacks it).
    pub fn title(&self, id: GameId) -> String {
        self.kind(id)
            .map_or(id.key().to_string(), |k| crate::i18n::text(k.title(), &[]))
    }
}
