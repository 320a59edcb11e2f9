//! The panel's words: the players' names and roles, the status line, the opening's name,
//! the buttons' captions and the short messages.

use super::computer::Purpose;
use super::layout::Control;
use super::levels::LevelChoice;
use super::settings::{self, ReversiMode, ReversiSettings};
use super::setup::Setup;
use super::{ID, OPENING_MOVES, ReversiScene, names};
use launcher_kit::game::GameScene;
use launcher_kit::services::Services;
use reversi::search::{DISC, Engine};
use reversi::{Color, Move, Square};

impl ReversiScene {
    /// The message key of a control's caption now (Hint becomes Move now while the
    /// computer thinks; the evaluation's button says what it will do).
    pub(crate) fn caption(&self, c: Control) -> &'static str {
        match c {
            Control::HintOrHurry if self.computer.busy() == Some(Purpose::Move) => {
                "reversi-move-now"
            }
            Control::Evaluation if self.analysis.show_eval => "reversi-hide-eval",
            _ => label(c),
        }
    }

    /// The name the person playing `side` typed (two-player games; may be empty).
    pub(crate) fn typed(&self, side: Color) -> &str {
        &self.people.names[usize::from(side == Color::White)]
    }

    /// The name of the person playing `side` in a two-player game, in the current
    /// language when it is the side's colour.
    pub(crate) fn person(&self, side: Color) -> String {
        names::shown_person(side, self.typed(side))
    }

    /// Black's and White's names in the panel, in the current language.
    pub(crate) fn player_names(&self) -> [String; 2] {
        [Color::Black, Color::White].map(|side| match self.players.mode {
            ReversiMode::TwoPlayers => self.person(side),
            ReversiMode::VsComputer if side == self.human() => launcher_kit::tr!("reversi-you"),
            _ => launcher_kit::tr!("reversi-computer"),
        })
    }

    /// The computer's level under its name, in the current language; under the person's,
    /// whether the game is rated.
    pub(crate) fn player_roles(&self) -> [String; 2] {
        [Color::Black, Color::White].map(|side| {
            if self.is_computer(side) && self.players.level == LevelChoice::MatchRating {
                // The dialog is still choosing the level.
                settings::level_text(self.players.level)
            } else if self.is_computer(side) {
                launcher_kit::tr!(
                    "reversi-role-level",
                    level = settings::level_text(self.players.level)
                )
            } else if self.rated {
                launcher_kit::tr!("reversi-role-rated")
            } else {
                String::new()
            }
        })
    }

    /// The evaluation from black's point of view, in discs.
    pub(crate) fn evaluation(&self) -> f32 {
        let board = self.game.board();
        if board.is_game_over() {
            return board.count(Color::Black) as f32 - board.count(Color::White) as f32;
        }
        let e = Engine::evaluate(&board) as f32 / DISC as f32;
        if board.side() == Color::Black { e } else { -e }
    }

    /// The line under the players, in the current language.
    pub(crate) fn status_line(&self) -> Option<String> {
        if let Some((said, _)) = &self.notes.message {
            return Some(launcher_kit::tr!(said.key()));
        }
        if self.computer.busy() == Some(Purpose::Hint) {
            return Some(launcher_kit::tr!("reversi-looking-for-hint"));
        }
        if let Some(o) = self.outcome() {
            return Some(o.headline);
        }
        if let Some(v) = &self.analysis.values {
            let exact = !v.moves().is_empty() && v.moves().iter().all(|m| m.exact);
            let values = match (exact, v.refining()) {
                (true, _) => launcher_kit::tr!("reversi-values-exact"),
                (false, true) => launcher_kit::tr!("reversi-values-deepening", depth = v.depth()),
                (false, false) => launcher_kit::tr!("reversi-values-depth", depth = v.depth()),
            };
            return Some(if v.has_book() {
                launcher_kit::tr!("reversi-values-book", values = values)
            } else {
                values
            });
        }
        if self.notes.passed.is_none() && self.game.moves().next().is_none() && self.persons_turn()
        {
            return Some(launcher_kit::tr!("reversi-click-marked"));
        }
        let passed = self.notes.passed.map(|side| match side {
            Color::Black => launcher_kit::tr!("reversi-black-passed"),
            Color::White => launcher_kit::tr!("reversi-white-passed"),
        });
        let book = self
            .notes
            .book_move
            .then(|| launcher_kit::tr!("reversi-book-move"));
        let opening = self.opening_name();
        passed.or(match (book, opening) {
            (Some(book), Some(opening)) => Some(format!("{book} · {opening}")),
            (book, opening) => book.or(opening),
        })
    }

    /// The name of the opening played, while the game is still in its opening (the first
    /// twenty moves, from the standard start).
    pub(crate) fn opening_name(&self) -> Option<String> {
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
pub(crate) fn opening_key(name: &str) -> Option<&'static str> {
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
pub(crate) enum Said {
    /// A game from the library is on the board.
    GameLoaded,
    /// The game went to the library.
    GameSaved,
    /// The position went to the clipboard and the position file.
    ObfSaved,
}

impl Said {
    /// The message's key.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Said::GameLoaded => "reversi-game-loaded",
            Said::GameSaved => "reversi-game-saved",
            Said::ObfSaved => "reversi-obf-saved",
        }
    }
}

/// The key of the names in Reversi's progress table.
pub(crate) const NAMES: &str = "names";

/// The names the last two-player game was played by (as typed; empty where nobody typed
/// one).
pub(crate) fn remembered_names(cx: &Services) -> Option<[String; 2]> {
    let table = cx.records.progress(ID);
    let list = table.get(NAMES)?.as_array()?;
    let name = |i: usize| list.get(i).and_then(toml::Value::as_str).map(String::from);
    Some(names::typed_names([name(0)?, name(1)?]))
}

/// Remembers the names of a two-player game for the next one.
pub(crate) fn remember_names(cx: &mut Services, names: &[String; 2]) {
    let mut table = cx.records.progress(ID);
    let list = names
        .iter()
        .map(|n| toml::Value::String(n.clone()))
        .collect();
    table.insert(NAMES.into(), toml::Value::Array(list));
    cx.records.set_progress(ID, table);
}

/// The key of the new-game dialog's last time per game in Reversi's progress table (the
/// settings screen does not offer it; the opening variety is one of the settings).
pub(crate) const CHOICE: &str = "dialog";

/// Remembers the time per game chosen for the next game.
pub(crate) fn remember_choice(cx: &mut Services, choice: &ReversiSettings) {
    let mut table = cx.records.progress(ID);
    let mut kept = toml::Table::new();
    kept.insert("game_minutes".into(), i64::from(choice.game_minutes).into());
    table.insert(CHOICE.into(), toml::Value::Table(kept));
    cx.records.set_progress(ID, table);
}

/// Presets the dialog with the time per game chosen last (a value that is not offered
/// any more is left as it is).
pub(crate) fn recall_choice(cx: &Services, setup: &mut Setup) {
    if setup.fixed() {
        return;
    }
    let table = cx.records.progress(ID);
    let Some(kept) = table.get(CHOICE).and_then(toml::Value::as_table) else {
        return;
    };
    let number = |key: &str| {
        kept.get(key)
            .and_then(toml::Value::as_integer)
            .and_then(|n| u8::try_from(n).ok())
    };
    if let Some(m) = number("game_minutes").filter(|m| settings::GAME_MINUTES.contains(m)) {
        setup.choice.game_minutes = m;
    }
}

/// A side's name in English, for the log.
pub(crate) fn name(side: Color) -> &'static str {
    names::english(side)
}

/// The message key of a control's usual caption.
pub(crate) fn label(c: Control) -> &'static str {
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
