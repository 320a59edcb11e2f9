//! The pieces of the training pipeline that fits the pattern evaluation ([`crate::pattern`])
//! to self-play: games, labels and the least-squares fit, as pure functions of their seeds
//! and inputs. The `train` example runs them stage by stage, with checkpoint files.
//!
//! - [`selfplay`]: games from randomised openings, played by a fixed-depth search with
//!   noise and perfectly over the last empties.
//! - [`labels`]: each position's target — the exact score near the end, the game's result
//!   further back.
//! - [`fit`]: phase by phase, weights that minimise the squared error on the training
//!   positions, with a validation split that is never trained on.
//! - [`records`]: the compact binary forms of games and labels.

pub mod fit;
pub mod labels;
pub mod records;
pub mod selfplay;
