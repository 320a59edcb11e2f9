//! The GUI kit every game's window code and the launcher build on. It knows no game: a game
//! plugs in through the [`game`] interface, and the launcher lists the games.
//!
//! Layers, bottom up: [`geom`] and [`draw`] (display lists, no window), [`input`] events,
//! [`wake`] and the [`scene`] abstraction, the [`services`] scenes share (with
//! [`persist`]ence, [`sound`] and [`i18n`]), the [`ui`] widgets and the [`worker`] helper,
//! the [`game`] interface with its [`host`], the [`howto`] pages, the [`practice`] deck and the player's [`rating`]s,
//! the windowless [`app`] shell, and finally the thin ggez [`backend`] (with the window's
//! [`icon`], its remembered placement and frame [`stats`]) and the [`run`] entry points.

pub mod app;
pub mod backend;
pub mod draw;
pub mod game;
pub mod geom;
pub mod host;
pub mod howto;
pub mod i18n;
pub mod icon;
pub mod input;
pub mod persist;
mod placement;
pub mod practice;
pub mod rating;
pub mod run;
pub mod scene;
pub mod series;
pub mod services;
pub mod sound;
pub mod stats;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod ui;
pub mod wake;
pub mod worker;

/// Used by [`catalogs!`]: the game crates need not depend on it themselves.
#[doc(hidden)]
pub use inventory;
