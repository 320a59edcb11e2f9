//! The launcher: the menu, settings, high-score and statistics [`screens`], the [`games`]
//! and the registry that lists them, and the [`run`] entry point of the `launcher` binary.
//! The window side every game shares is the `launcher_kit` crate.

#[cfg(test)]
mod app_tests;
#[cfg(test)]
mod catalog_tests;
pub mod commands;
pub mod desktop;
pub mod games;
#[cfg(test)]
mod howto_tests;
pub mod manuals;
pub mod metainfo;
pub mod run;
pub mod screens;
#[cfg(test)]
mod testing;
