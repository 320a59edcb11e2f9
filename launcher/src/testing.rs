//! Stand-ins for unit tests: a tiny game that plugs into the registry like a real one.

use crate::draw::Painter;
use crate::games::{GameAction, GameEntry, GameId, GameKind, GameScene, Outcome, Registry};
use crate::geom::Size;
use crate::input::InputEvent;
use crate::persist::{Settings, Storage};
use crate::scene::Wake;
use crate::services::Services;

/// A game where every click scores 10 points; it ends at 30. In practice (PopStar's
/// practice setting) it does not count for the high scores and clicks can be undone.
pub struct ClickGame {
    pub score: u64,
    pub paused: bool,
    pub practice: bool,
}

impl GameScene for ClickGame {
    fn id(&self) -> GameId {
        GameId::PopStar
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
        })
    }
    fn state(&self) -> Option<toml::Value> {
        let score = i64::try_from(self.score).ok()?;
        Some(toml::Value::Table(toml::toml! {
            score = score
            practice = (self.practice)
        }))
    }
    fn worth_keeping(&self) -> bool {
        self.score > 0 && self.score < 30
    }
    fn undo_allowed(&self) -> bool {
        self.practice
    }
    fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }
}

/// The factory of [`ClickGame`].
pub struct ClickKind;

impl GameKind for ClickKind {
    fn new_game(&self, settings: &Settings, _seed: u64) -> Box<dyn GameScene> {
        Box::new(ClickGame {
            score: 0,
            paused: false,
            practice: settings.popstar.practice,
        })
    }
    fn resume(
        &self,
        state: toml::Value,
        _settings: &Settings,
    ) -> Result<Box<dyn GameScene>, String> {
        let field = |name: &str| state.get(name).ok_or("not a click game");
        let score = field("score")?.as_integer().ok_or("not a click game")?;
        let practice = field("practice")?.as_bool().ok_or("not a click game")?;
        Ok(Box::new(ClickGame {
            score: u64::try_from(score).map_err(|e| e.to_string())?,
            paused: false,
            practice,
        }))
    }
    fn options(&self, settings: &Settings) -> toml::Value {
        toml::Value::Boolean(settings.popstar.practice)
    }
    fn with_options(&self, settings: &Settings, options: toml::Value) -> Result<Settings, String> {
        let mut s = *settings;
        s.popstar.practice = options.as_bool().ok_or("not a click game's options")?;
        Ok(s)
    }
}

/// Services in `dir` with PopStar played by [`ClickGame`].
pub fn services(dir: &std::path::Path) -> Services {
    let registry = Registry::with_entries(vec![
        GameEntry {
            id: GameId::Match3,
            kind: None,
        },
        GameEntry {
            id: GameId::PopStar,
            kind: Some(Box::new(ClickKind)),
        },
        GameEntry {
            id: GameId::Reversi,
            kind: None,
        },
    ]);
    Services::load(Storage::at(dir), registry, Size::REFERENCE)
}
