//! PopStar as the registry lists it: the card, the options, the high-score tables (the
//! levels, today's board, and one per SameGame rule set), and games from IDs and saves.

use crate::practising::DeckPractice;
use crate::reviewing::SHARE_SERIES;
use crate::settings::{self, PopStarSettings, Variant};
use crate::{PopStarScene, card, howto, save};
use grid_core::game_id::{self, IdError};
use launcher_kit::game::{
    About, DAILY_TABLE, GameId, GameKind, GameOption, GameScene, IdGame, Options, ScoreTable,
};
use launcher_kit::scene::Scene;
use launcher_kit::series::{Chart, Source};
use launcher_kit::services::Services;
use popstar::Rules;
use popstar::id::RuledId;

/// PopStar's key.
pub const ID: GameId = GameId::new("popstar");

/// The name the statistics keep the highest level reached under (the English name
/// earlier versions wrote; shown through [`GameKind::figure_name`]).
pub(crate) const HIGHEST_LEVEL: &str = "Highest level";
/// The name the statistics keep the levels passed under (likewise).
pub(crate) const LEVELS_PASSED: &str = "Levels passed";

/// What a practice game's table key ends with (SameGame: statistics per rule set, no
/// high scores).
const PRACTICE: &str = "-practice";

/// The high-score and statistics key of a game under `rules`: PopStar's levels or
/// practice as always, SameGame's rule set (`sg15x15c5m2`, with `-practice`).
pub fn table_key(rules: &Rules, practice: bool) -> String {
    match (rules.is_popstar(), practice) {
        (true, false) => "levels".into(),
        (true, true) => "practice".into(),
        (false, false) => rules.to_string(),
        (false, true) => format!("{rules}{PRACTICE}"),
    }
}

/// The name of a SameGame table in the current language: its size, colours and smallest
/// group.
fn rules_label(rules: &Rules) -> String {
    launcher_kit::tr!(
        "popstar-table-samegame",
        width = rules.width(),
        height = rules.height(),
        colours = rules.colours(),
        min = rules.min_group(),
    )
}

// PopStar's and SameGame's messages in every language.
launcher_kit::catalogs!("popstar");

/// What the menu shows of PopStar.
const ABOUT: About = About {
    id: ID,
    title: "popstar-title",
    tagline: "popstar-tagline",
    keywords: "popstar-keywords",
    card: card::draw_card,
    lessons: howto::lessons,
};

/// PopStar as the registry lists it.
pub struct Kind;

impl GameKind for Kind {
    fn about(&self) -> About {
        ABOUT
    }

    fn options(&self) -> Vec<GameOption> {
        settings::options()
    }

    fn figure_name(&self, name: &str) -> String {
        match name {
            HIGHEST_LEVEL => launcher_kit::tr!("popstar-figure-highest-level"),
            LEVELS_PASSED => launcher_kit::tr!("popstar-figure-levels-passed"),
            _ => launcher_kit::game::message_or_text(name),
        }
    }

    /// The levels, the standard SameGame board and today's board; other SameGame rule
    /// sets appear once they hold a score (see [`GameKind::table_label`]).
    fn score_tables(&self) -> Vec<ScoreTable> {
        vec![
            ScoreTable::new("levels", "popstar-table-levels"),
            ScoreTable::new(
                table_key(&Rules::SAMEGAME, false),
                rules_label(&Rules::SAMEGAME),
            ),
            ScoreTable::new(DAILY_TABLE, "popstar-table-daily"),
        ]
    }

    fn table_label(&self, key: &str) -> Option<String> {
        let (rules, practice) = match key.strip_suffix(PRACTICE) {
            Some(rules) => (rules, true),
            None => (key, false),
        };
        let rules: Rules = rules.parse().ok()?;
        let label = rules_label(&rules);
        Some(if practice {
            format!("{label} · {}", launcher_kit::tr!("popstar-practice"))
        } else {
            label
        })
    }

    fn new_game(&self, options: &Options, seed: u64) -> Box<dyn GameScene> {
        let settings = PopStarSettings::from_options(options);
        Box::new(PopStarScene::new(
            settings,
            RuledId::new(settings.rules(), seed),
        ))
    }

    fn resume(&self, state: toml::Value, options: &Options) -> Result<Box<dyn GameScene>, String> {
        let saved = save::read(state)?;
        Ok(Box::new(PopStarScene::resumed(
            PopStarSettings::from_options(options),
            saved,
        )))
    }

    /// A PopStar ID, or one with rules (`popstar:sg15x15c5m2:5eed`): the game is played
    /// by the ID's rules, which the options take on (so Restart keeps them).
    fn open_id(&self, id: &str, options: &Options) -> Result<IdGame, String> {
        let id: RuledId = id
            .parse()
            .map_err(|e: IdError| launcher_kit::tr!("popstar-bad-id", detail = e.to_string()))?;
        let settings = PopStarSettings::from_options(options).with_rules(&id.rules);
        Ok(IdGame {
            game: Box::new(PopStarScene::new(settings, id)),
            options: Options::from_typed(&settings::options(), &settings),
            seed: id.game.seed,
        })
    }

    /// Each reviewed board's score as a share of what was within reach, in PopStar and in
    /// SameGame.
    fn progress_charts(&self) -> Vec<Chart> {
        let share = |series, title| Chart {
            source: Source::Series(series),
            title,
            value: "popstar-progress-share-value",
            scale: 100.0,
            decimals: 0,
            empty: "popstar-progress-none",
        };
        let [popstar, samegame] = SHARE_SERIES;
        vec![
            share(popstar, "popstar-progress-popstar"),
            share(samegame, "popstar-progress-samegame"),
        ]
    }

    fn has_practice(&self) -> bool {
        true
    }

    /// The deck's positions that are due, one by one.
    fn practice(&self, cx: &Services) -> Option<Box<dyn Scene>> {
        let settings = PopStarSettings::from_options(&cx.options(ID));
        Some(Box::new(DeckPractice::open(settings, &cx.records.storage)))
    }

    /// Level 1 of PopStar, counted (never in practice).
    fn daily(&self, day: i64, options: &Options) -> Option<(String, Options)> {
        let id = popstar::id::GameId::new(game_id::daily_seed(ID.key(), day));
        let settings = PopStarSettings {
            practice: false,
            variant: Variant::Popstar,
            ..PopStarSettings::from_options(options)
        };
        Some((
            id.to_string(),
            Options::from_typed(&settings::options(), &settings),
        ))
    }
}
