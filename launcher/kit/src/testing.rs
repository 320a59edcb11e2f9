//! Stand-ins for tests, here and in the crates built on the kit (their dev-dependency turns
//! on the `testing` feature): a tiny game that plugs into the registry like a real one, and
//! services in a temporary folder.

use crate::draw::Painter;
use crate::game::{
    About, GameAction, GameId, GameKind, GameOption, GameScene, Options, Outcome, Registry,
    ScoreTable,
};
use crate::geom::Size;
use crate::input::InputEvent;
use crate::persist::Storage;
use crate::scene::Wake;
use crate::services::Services;

/// Keys the tests file games under: the real games' keys, so that the files the tests
/// write look like the program's.
pub const MATCH3: GameId = GameId::new("match3");
/// PopStar's key, under which [`ClickKind`] stands in for PopStar.
pub const POPSTAR: GameId = GameId::new("popstar");
/// Reversi's key.
pub const REVERSI: GameId = GameId::new("reversi");

/// A game where every click scores 10 points; it ends at 30. In practice (PopStar's
/// practice setting) it does not count for the high scores and clicks can be undone.
/// [`RatedKind`]'s count for the rating track `"clicks"` instead, unless a click was
/// undone.
pub struct ClickGame {
    /// The points so far.
    pub score: u64,
    /// Whether the host paused it.
    pub paused: bool,
    /// Whether this is practice (undo allowed, no high score).
    pub practice: bool,
    /// Whether the game is reviewed when it ends ([`DeckKind`]'s are): its review finds one
    /// position for the practice deck.
    pub reviewed: bool,
    /// Whether it still counts for the rating (practice games, until an undo).
    pub rated: bool,
}

impl GameScene for ClickGame {
    fn id(&self) -> GameId {
        POPSTAR
    }
    fn mode_key(&self) -> String {
        "levels".into()
    }
    fn event(&mut self, ev: &InputEvent, _cx: &mut Services) -> GameAction {
        match ev {
            InputEvent::MouseDown { .. } if self.score < 30 => {
                self.score += 10;
                GameAction::Moved { checkpoint: true }
            }
            _ => GameAction::None,
        }
    }
    fn update(&mut self, _dt: f32, _cx: &mut Services) -> GameAction {
        GameAction::None
    }
    fn wake(&self, _cx: &Services) -> Wake {
        Wake::Idle
    }
    fn draw(&self, p: &mut Painter, _cx: &Services) {
        p.text_in(
            format!("score {}", self.score),
            p.size().rect(),
            20.0,
            crate::ui::theme::TEXT,
            false,
        );
    }
    fn score(&self) -> u64 {
        self.score
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.score >= 30).then(|| Outcome {
            headline: "Done".into(),
            detail: "three clicks".into(),
            score: (!self.practice).then_some(self.score),
            result: None,
            name: None,
        })
    }
    fn state(&self) -> Option<toml::Value> {
        let score = i64::try_from(self.score).ok()?;
        Some(toml::Value::Table(toml::toml! {
            score = score
            practice = (self.practice)
            rated = (self.rated)
        }))
    }
    fn worth_keeping(&self) -> bool {
        self.score > 0 && self.score < 30
    }
    fn undo_allowed(&self) -> bool {
        self.practice
    }
    fn undone(&mut self) {
        self.rated = false;
    }
    fn rated(&self) -> Option<crate::game::Rated> {
        (self.rated && self.score >= 30).then(|| crate::game::Rated {
            track: "clicks".into(),
            opponent: crate::rating::Opponent {
                id: "thirty".into(),
                rating: crate::rating::START_RATING,
                deviation: 100.0,
            },
            outcome: crate::rating::Outcome::Win,
        })
    }
    fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }
    fn review_note(&mut self, _cx: &mut Services) -> Option<String> {
        (self.reviewed && self.score >= 30).then(|| "1 position to practise".to_string())
    }
}

/// What the menu shows of the stand-in: PopStar's texts, a plain card.
const CLICK_ABOUT: About = About {
    id: POPSTAR,
    title: "popstar-title",
    tagline: "popstar-tagline",
    keywords: "popstar-keywords",
    card: |p, area, _t| p.rect(area, crate::ui::theme::ACCENT),
    lessons: Vec::new,
};

/// The factory of [`ClickGame`].
pub struct ClickKind;

impl GameKind for ClickKind {
    fn about(&self) -> About {
        CLICK_ABOUT
    }

    fn options(&self) -> Vec<GameOption> {
        vec![GameOption::toggle(
            "practice",
            "popstar-option-practice",
            false,
        )]
    }
    fn score_tables(&self) -> Vec<ScoreTable> {
        vec![ScoreTable::new("levels", "popstar-table-levels")]
    }
    fn new_game(&self, options: &Options, _seed: u64) -> Box<dyn GameScene> {
        let practice = options.table().get("practice") == Some(&toml::Value::Boolean(true));
        Box::new(ClickGame {
            score: 0,
            paused: false,
            practice,
            reviewed: false,
            rated: false,
        })
    }
    fn resume(&self, state: toml::Value, _options: &Options) -> Result<Box<dyn GameScene>, String> {
        let field = |name: &str| state.get(name).ok_or("not a click game");
        let score = field("score")?.as_integer().ok_or("not a click game")?;
        let practice = field("practice")?.as_bool().ok_or("not a click game")?;
        let rated = state.get("rated").and_then(toml::Value::as_bool);
        Ok(Box::new(ClickGame {
            score: u64::try_from(score).map_err(|e| e.to_string())?,
            paused: false,
            practice,
            reviewed: false,
            rated: rated.unwrap_or(false),
        }))
    }
}

/// [`ClickKind`] with a practice deck: its games are reviewed when they end, and its
/// practice is a [`Drill`].
pub struct DeckKind;

impl GameKind for DeckKind {
    fn about(&self) -> About {
        CLICK_ABOUT
    }
    fn options(&self) -> Vec<GameOption> {
        ClickKind.options()
    }
    fn score_tables(&self) -> Vec<ScoreTable> {
        ClickKind.score_tables()
    }
    fn new_game(&self, options: &Options, _seed: u64) -> Box<dyn GameScene> {
        let practice = options.table().get("practice") == Some(&toml::Value::Boolean(true));
        Box::new(ClickGame {
            score: 0,
            paused: false,
            practice,
            reviewed: true,
            rated: false,
        })
    }
    fn resume(&self, state: toml::Value, options: &Options) -> Result<Box<dyn GameScene>, String> {
        ClickKind.resume(state, options)
    }
    fn has_practice(&self) -> bool {
        true
    }
    fn practice(&self, _cx: &Services) -> Option<Box<dyn crate::scene::Scene>> {
        Some(Box::new(Drill))
    }
}

/// The factory of practice [`ClickGame`]s that count for the rating until a click is
/// undone.
pub struct RatedKind;

impl GameKind for RatedKind {
    fn about(&self) -> About {
        CLICK_ABOUT
    }
    fn options(&self) -> Vec<GameOption> {
        ClickKind.options()
    }
    fn score_tables(&self) -> Vec<ScoreTable> {
        ClickKind.score_tables()
    }
    fn new_game(&self, _options: &Options, _seed: u64) -> Box<dyn GameScene> {
        Box::new(ClickGame {
            score: 0,
            paused: false,
            practice: true,
            reviewed: false,
            rated: true,
        })
    }
    fn resume(&self, state: toml::Value, options: &Options) -> Result<Box<dyn GameScene>, String> {
        ClickKind.resume(state, options)
    }
}

/// [`DeckKind`]'s practice: an empty screen that any key closes.
pub struct Drill;

impl crate::scene::Scene for Drill {
    fn name(&self) -> &str {
        "drill"
    }
    fn event(&mut self, ev: &InputEvent, _cx: &mut Services) -> crate::scene::Transition {
        match ev {
            InputEvent::KeyDown { .. } => crate::scene::Transition::Pop,
            _ => crate::scene::Transition::None,
        }
    }
    fn update(&mut self, _dt: f32, _cx: &mut Services) -> crate::scene::Transition {
        crate::scene::Transition::None
    }
    fn wake(&self, _cx: &Services) -> Wake {
        Wake::Idle
    }
    fn draw(&self, _p: &mut Painter, _cx: &Services) {}
}

/// Services in `dir` with the games of `registry`.
pub fn services_with(dir: &std::path::Path, registry: Registry) -> Services {
    let mut cx = Services::load(Storage::at(dir), registry, Size::REFERENCE);
    cx.clock = crate::services::Clock::counting_seeds_from(TEST_SEEDS_FROM);
    cx
}

/// The first seed of the games a test deals (the test services count seeds from it, so a
/// test plays the same boards on every run).
pub const TEST_SEEDS_FROM: u64 = 1;

/// Services in `dir` whose one game is [`ClickGame`], under PopStar's key.
pub fn click_services(dir: &std::path::Path) -> Services {
    services_with(dir, Registry::with(vec![Box::new(ClickKind)]))
}

/// Turns [`ClickGame`]'s practice mode on or off in the settings.
pub fn set_practice(cx: &mut Services, on: bool) {
    let table: toml::Table = [("practice".to_string(), toml::Value::Boolean(on))]
        .into_iter()
        .collect();
    cx.set_options(POPSTAR, &Options::new(&ClickKind.options(), &table));
}

/// The texts among `texts` that look like message keys of `areas` (`menu-play-id`): a
/// message drawn without being looked up.
pub fn raw_keys<'a>(texts: &'a [String], areas: &[&str]) -> Vec<&'a str> {
    texts
        .iter()
        .map(String::as_str)
        .filter(|t| {
            areas.iter().any(|a| {
                t.strip_prefix(a)
                    .and_then(|r| r.strip_prefix('-'))
                    .is_some_and(|r| {
                        !r.is_empty()
                            && r.chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    })
            })
        })
        .collect()
}
