//! Stand-ins for unit tests: a tiny game that plugs into the registry like a real one.

use crate::draw::Painter;
use crate::games::{GameAction, GameEntry, GameId, GameKind, GameScene, Outcome, Registry};
use crate::geom::Size;
use crate::input::InputEvent;
use crate::persist::{Settings, Storage};
use crate::scene::Wake;
use crate::services::Services;

/// A game where every click scores 10 points; it ends at 30. In practice it does not
/// count for the high scores and a click can be taken back.
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
        if let InputEvent::MouseDown { .. } = ev {
            self.score += 10;
        }
        GameAction::None
    }
    fn update(&mut self, _dt: f32, _cx: &mut Services) {}
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
    fn save(&self) -> Option<String> {
        (self.score > 0).then(|| format!("score = {}\n", self.score))
    }
    fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }
    fn can_take_back(&self) -> bool {
        self.practice && self.score > 0
    }
    fn take_back(&mut self, _cx: &mut Services) {
        self.score -= 10;
    }
}

/// The factory of [`ClickGame`].
pub struct ClickKind;

impl GameKind for ClickKind {
    fn new_game(&self, _settings: &Settings, _seed: u64) -> Box<dyn GameScene> {
        Box::new(ClickGame {
            score: 0,
            paused: false,
            practice: false,
        })
    }
    fn resume(&self, saved: &str, _settings: &Settings) -> Result<Box<dyn GameScene>, String> {
        let score = saved
            .trim()
            .strip_prefix("score = ")
            .and_then(|n| n.parse().ok())
            .ok_or("not a click game")?;
        Ok(Box::new(ClickGame {
            score,
            paused: false,
            practice: false,
        }))
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
