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
    /// A PopStar group popped; the step (0 to [`Sfx::POP_STEPS`] − 1) raises the pitch, so
    /// bigger groups sound higher. Make it with [`Sfx::pop`].
    Pop(u8),
}

impl Sfx {
    /// How many pitches [`Sfx::Pop`] has.
    pub const POP_STEPS: u8 = 8;

    /// The pop of a group of `tiles` stars: one pitch step higher every two stars beyond
    /// two, up to the highest step.
    pub fn pop(tiles: usize) -> Sfx {
        let step = tiles.saturating_sub(2) / 2;
        Sfx::Pop(step.min(usize::from(Self::POP_STEPS - 1)) as u8)
    }

    /// Every effect, for building the sound bank.
    pub const ALL: [Sfx; 18] = [
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
        Sfx::Pop(0),
        Sfx::Pop(1),
        Sfx::Pop(2),
        Sfx::Pop(3),
        Sfx::Pop(4),
        Sfx::Pop(5),
        Sfx::Pop(6),
        Sfx::Pop(7),
    ];
}
