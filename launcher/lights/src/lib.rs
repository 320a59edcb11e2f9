//! Lights: a tiny fourth game that exists only for the launcher's tests, to show that a game
//! is one folder plus one registry line. A square of lamps; a click turns a lamp and its four
//! neighbours over; the game ends when every lamp is lit. Its options: the side of the
//! square and practice mode (undo allowed, no high score).

use launcher_kit::draw::Painter;
use launcher_kit::game::{
    About, GameAction, GameId, GameKind, GameOption, GameScene, Options, Outcome, ScoreTable,
};
use launcher_kit::geom::Rect;
use launcher_kit::input::{InputEvent, MouseButton};
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use serde::{Deserialize, Serialize};

/// The game's key.
pub const ID: GameId = GameId::new("lights");

/// The options, as the game reads them.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct LightsSettings {
    side: u8,
    practice: bool,
}

impl Default for LightsSettings {
    fn default() -> Self {
        LightsSettings {
            side: 3,
            practice: false,
        }
    }
}

/// The whole game: what the host saves and what undo returns to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct State {
    side: u8,
    lit: Vec<bool>,
    clicks: u32,
}

// Lights' messages in every language, from the crate's own `i18n/` folder.
launcher_kit::catalogs!("lights");

/// What the menu shows of Lights.
const ABOUT: About = About {
    id: ID,
    title: "lights-title",
    tagline: "lights-tagline",
    keywords: "lights-keywords",
    card: |p, area, _t| p.circle(area.center(), area.h * 0.3, launcher_kit::ui::theme::ACCENT),
    lessons: Vec::new,
};

/// The descriptor.
pub struct Kind;

impl GameKind for Kind {
    fn about(&self) -> About {
        ABOUT
    }

    fn options(&self) -> Vec<GameOption> {
        vec![
            GameOption::number("side", "lights-option-side", 2..=5, 3),
            GameOption::toggle("practice", "lights-option-practice", false),
        ]
    }
    fn score_tables(&self) -> Vec<ScoreTable> {
        vec![ScoreTable::new("standard", "lights-table-standard")]
    }
    fn new_game(&self, options: &Options, seed: u64) -> Box<dyn GameScene> {
        let settings: LightsSettings = options.read();
        let n = usize::from(settings.side).pow(2);
        // The seed decides which lamps start lit (never all of them).
        let lit = (0..n)
            .map(|i| (seed >> (i % 64)) & 1 == 1 && i > 0)
            .collect();
        Box::new(Lights {
            state: State {
                side: settings.side,
                lit,
                clicks: 0,
            },
            practice: settings.practice,
        })
    }
    fn resume(&self, state: toml::Value, options: &Options) -> Result<Box<dyn GameScene>, String> {
        let state: State = state
            .try_into()
            .map_err(|e: toml::de::Error| e.to_string())?;
        if state.lit.len() != usize::from(state.side).pow(2) {
            return Err("the lamps do not fill the square".into());
        }
        let settings: LightsSettings = options.read();
        Ok(Box::new(Lights {
            state,
            practice: settings.practice,
        }))
    }
}

/// The running game.
struct Lights {
    state: State,
    practice: bool,
}

impl Lights {
    fn side(&self) -> usize {
        usize::from(self.state.side)
    }

    /// The lamp under the window point `(x, y)`: the square fills the window's left part,
    /// 100 pixels a lamp.
    fn lamp_at(&self, x: f32, y: f32) -> Option<usize> {
        let (col, row) = ((x / 100.0) as usize, (y / 100.0) as usize);
        (col < self.side() && row < self.side()).then(|| row * self.side() + col)
    }

    fn toggle(&mut self, at: usize) {
        let n = self.side();
        let (row, col) = (at / n, at % n);
        self.state.lit[at] = !self.state.lit[at];
        if row > 0 {
            self.state.lit[at - n] = !self.state.lit[at - n];
        }
        if row + 1 < n {
            self.state.lit[at + n] = !self.state.lit[at + n];
        }
        if col > 0 {
            self.state.lit[at - 1] = !self.state.lit[at - 1];
        }
        if col + 1 < n {
            self.state.lit[at + 1] = !self.state.lit[at + 1];
        }
        self.state.clicks += 1;
    }

    fn done(&self) -> bool {
        self.state.lit.iter().all(|&l| l)
    }
}

impl GameScene for Lights {
    fn id(&self) -> GameId {
        ID
    }
    fn mode_key(&self) -> String {
        "standard".into()
    }
    fn event(&mut self, ev: &InputEvent, _cx: &mut Services) -> GameAction {
        if let InputEvent::MouseDown {
            pos,
            button: MouseButton::Left,
        } = *ev
        {
            if let Some(at) = self.lamp_at(pos.x, pos.y).filter(|_| !self.done()) {
                self.toggle(at);
                return GameAction::Moved { checkpoint: true };
            }
        }
        GameAction::None
    }
    fn update(&mut self, _dt: f32, _cx: &mut Services) -> GameAction {
        GameAction::None
    }
    fn wake(&self, _cx: &Services) -> Wake {
        Wake::Idle
    }
    fn draw(&self, p: &mut Painter, _cx: &Services) {
        let n = self.side();
        for (i, &lit) in self.state.lit.iter().enumerate() {
            let r = Rect::new((i % n) as f32 * 100.0, (i / n) as f32 * 100.0, 96.0, 96.0);
            let c = if lit {
                launcher_kit::ui::theme::ACCENT
            } else {
                launcher_kit::ui::theme::PANEL
            };
            p.rect(r, c);
        }
        p.text_in(
            format!("clicks {}", self.state.clicks),
            Rect::new(600.0, 20.0, 300.0, 40.0),
            20.0,
            launcher_kit::ui::theme::TEXT,
            false,
        );
    }
    fn score(&self) -> u64 {
        u64::from(1000u32.saturating_sub(10 * self.state.clicks))
    }
    fn outcome(&self) -> Option<Outcome> {
        self.done().then(|| Outcome {
            headline: "All lit".into(),
            detail: format!("{} clicks", self.state.clicks),
            score: (!self.practice).then(|| self.score()),
            result: None,
            name: None,
        })
    }
    fn state(&self) -> Option<toml::Value> {
        toml::Value::try_from(&self.state).ok()
    }
    fn worth_keeping(&self) -> bool {
        self.state.clicks > 0 && !self.done()
    }
    fn undo_allowed(&self) -> bool {
        self.practice
    }
}
