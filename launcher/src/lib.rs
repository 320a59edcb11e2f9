//! The shared GUI layer: scenes, widgets, theme, persistence and sound, plus the launcher's
//! menu, settings and high-score screens.
//!
//! Layers, bottom up: [`geom`] and [`draw`] (display lists, no window), [`input`] events,
//! the [`scene`] abstraction and the [`services`] scenes share, the [`ui`] kit, the
//! [`games`] registry and host, the launcher [`screens`], the windowless [`app`] shell, and
//! finally the thin ggez [`backend`] (with the window's [`icon`]) and the [`run`] entry
//! points.

pub mod app;
pub mod backend;
pub mod draw;
pub mod game;
pub mod games;
pub mod geom;
pub mod host;
pub mod howto;
pub mod i18n;
pub mod icon;
pub mod input;
pub mod persist;
pub mod run;
pub mod scene;
pub mod screens;
pub mod services;
pub mod sound;
pub mod stats;
#[cfg(test)]
mod testing;
pub mod ui;
pub mod wake;
pub mod worker;
