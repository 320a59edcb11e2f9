//! Match-3's options: the board, the mode and its extras, the start-board method and the
//! hint delay; ranges and defaults from the engine's own constants.

use ::match3::{BoardConfig, KINDS_RANGE, Method, Mode, SIDE_RANGE};
use launcher_kit::game::{GameOption, Options};
use serde::{Deserialize, Serialize};

/// Match-3 game mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Match3Mode {
    /// Play until no move is left, with neither specials nor chain bonus.
    #[default]
    Classic,
    /// Two minutes; the board reshuffles when stuck.
    Timed,
    /// No clock and no end; the board reshuffles when stuck.
    Endless,
}

/// The modes that may have specials and the chain bonus.
const EXTRAS_MODES: &[&str] = &["timed", "endless"];

impl Match3Mode {
    /// Key for high-score tables and the settings file.
    pub fn key(self) -> &'static str {
        match self {
            Match3Mode::Classic => "classic",
            Match3Mode::Timed => "timed",
            Match3Mode::Endless => "endless",
        }
    }

    /// The mode of the engine's `mode`.
    pub fn of(mode: Mode) -> Match3Mode {
        match mode {
            Mode::Classic => Match3Mode::Classic,
            Mode::Timed => Match3Mode::Timed,
            Mode::Endless => Match3Mode::Endless,
        }
    }

    /// The message key of the name players see.
    pub fn label(self) -> &'static str {
        match self {
            Match3Mode::Classic => "match3-mode-classic",
            Match3Mode::Timed => "match3-mode-timed",
            Match3Mode::Endless => "match3-mode-endless",
        }
    }

    /// The message key of the line under the game's name in the panel ("Timed mode").
    pub fn panel_label(self) -> &'static str {
        match self {
            Match3Mode::Classic => "match3-panel-classic",
            Match3Mode::Timed => "match3-panel-timed",
            Match3Mode::Endless => "match3-panel-endless",
        }
    }
}

/// How match-3 start boards are generated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Generation {
    /// Fill cell by cell excluding kinds that would make a line.
    #[default]
    Constrained,
    /// Fill at random, then break lines by swaps.
    Repair,
}

/// The longest hint delay offered, in seconds.
const HINT_MAX: u8 = 30;

/// Options of the match-3 game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Match3Settings {
    /// Board width.
    pub width: u8,
    /// Board height.
    pub height: u8,
    /// Number of piece kinds.
    pub kinds: u8,
    /// Classic or timed.
    pub mode: Match3Mode,
    /// Whether special pieces are made (never in Classic).
    pub specials: bool,
    /// Start-board generation method.
    pub generation: Generation,
    /// Multiply the k-th cascade's points by k (never in Classic).
    pub chain_bonus: bool,
    /// Seconds without input before a hint blinks; 0 turns hints off.
    pub hint_seconds: u8,
}

impl Default for Match3Settings {
    fn default() -> Self {
        let board = BoardConfig::default();
        Match3Settings {
            width: u8::try_from(board.width()).unwrap_or(8),
            height: u8::try_from(board.height()).unwrap_or(8),
            kinds: board.kinds(),
            mode: Match3Mode::Classic,
            specials: true,
            generation: Generation::Constrained,
            chain_bonus: false,
            hint_seconds: 5,
        }
    }
}

/// Match-3's options for the settings screen.
pub fn options() -> Vec<GameOption> {
    let d = Match3Settings::default();
    let side = i64::try_from(*SIDE_RANGE.start()).unwrap_or(5)
        ..=i64::try_from(*SIDE_RANGE.end()).unwrap_or(12);
    let kinds = i64::from(*KINDS_RANGE.start())..=i64::from(*KINDS_RANGE.end());
    vec![
        GameOption::number(
            "width",
            "match3-option-width",
            side.clone(),
            i64::from(d.width),
        ),
        GameOption::number("height", "match3-option-height", side, i64::from(d.height)),
        GameOption::number("kinds", "match3-option-kinds", kinds, i64::from(d.kinds)),
        GameOption::choice(
            "mode",
            "match3-option-mode",
            [Match3Mode::Classic, Match3Mode::Timed, Match3Mode::Endless]
                .into_iter()
                .map(|m| (m.key(), m.label()))
                .collect(),
        ),
        GameOption::toggle("specials", "match3-option-specials", d.specials)
            .only_when("mode", EXTRAS_MODES),
        GameOption::choice(
            "generation",
            "match3-option-generation",
            vec![
                ("constrained", "match3-generation-constrained"),
                ("repair", "match3-generation-repair"),
            ],
        ),
        GameOption::toggle("chain_bonus", "match3-option-chain-bonus", d.chain_bonus)
            .only_when("mode", EXTRAS_MODES),
        GameOption::number(
            "hint_seconds",
            "match3-option-hint",
            0..=i64::from(HINT_MAX),
            i64::from(d.hint_seconds),
        )
        .written("match3-hint-seconds", Some("match3-hint-never")),
    ]
}

impl Match3Settings {
    /// The settings in `options`.
    pub fn from_options(options: &Options) -> Match3Settings {
        let mut s: Match3Settings = options.read();
        // Classic is the plain game: the extras count in Timed only.
        if s.mode == Match3Mode::Classic {
            s.specials = false;
            s.chain_bonus = false;
        }
        s
    }

    /// These settings with the engine's `settings` in place (what a game ID fixes); the
    /// hint delay stays.
    pub fn with_engine(self, settings: &::match3::Settings) -> Match3Settings {
        Match3Settings {
            width: u8::try_from(settings.board.width()).unwrap_or(self.width),
            height: u8::try_from(settings.board.height()).unwrap_or(self.height),
            kinds: settings.board.kinds(),
            mode: Match3Mode::of(settings.mode),
            specials: settings.specials,
            generation: match settings.method {
                Method::Constrained => Generation::Constrained,
                Method::Repair => Generation::Repair,
            },
            chain_bonus: settings.chain_bonus,
            ..self
        }
    }

    /// The engine's settings for these options.
    pub fn engine(&self) -> ::match3::Settings {
        let board = BoardConfig::new(
            usize::from(self.width),
            usize::from(self.height),
            self.kinds,
        )
        .unwrap_or_default();
        ::match3::Settings {
            board,
            method: match self.generation {
                Generation::Constrained => Method::Constrained,
                Generation::Repair => Method::Repair,
            },
            mode: match self.mode {
                Match3Mode::Classic => Mode::Classic,
                Match3Mode::Timed => Mode::Timed,
                Match3Mode::Endless => Mode::Endless,
            },
            specials: self.specials,
            chain_bonus: self.chain_bonus,
        }
    }
}
