//! Sound effects: synthesised in code at start-up (no recorded files) and played through
//! the default output device when there is one. Without a device the program runs silently.

mod output;
mod synth;

pub use output::AudioOut;
pub use synth::render;

/// The sound effects the games and menus play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sfx {
    /// A menu button or setting was activated.
    Click,
    /// A piece was selected.
    Select,
    /// Two pieces swapped.
    Swap,
    /// A move was refused.
    Invalid,
    /// Pieces were cleared.
    Clear,
    /// A further cascade cleared pieces.
    Cascade,
    /// A special piece was made or fired.
    Special,
    /// Discs flipped.
    Flip,
    /// A level was passed.
    LevelUp,
    /// The game ended.
    GameOver,
}

impl Sfx {
    /// Every effect, for building the sound bank.
    pub const ALL: [Sfx; 10] = [
        Sfx::Click,
        Sfx::Select,
        Sfx::Swap,
        Sfx::Invalid,
        Sfx::Clear,
        Sfx::Cascade,
        Sfx::Special,
        Sfx::Flip,
        Sfx::LevelUp,
        Sfx::GameOver,
    ];
}
