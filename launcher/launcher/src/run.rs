//! Starting the launcher: its command line and the menu of the games in one window.

use crate::games::standard_registry;
use crate::screens::Menu;
use launcher_kit::app::App;
use launcher_kit::run::{WindowArgs, init_logging, open_services, run_app};
use launcher_kit::scene::Scene;
use std::process::ExitCode;
use std::time::Instant;

/// The launcher's command line.
#[derive(Debug, clap::Parser)]
#[command(
    name = "tile-puzzles",
    version,
    about = "Tile puzzles: match-3, PopStar and Reversi in one window.",
    after_help = "Files go under $TILE_PUZZLE_HOME when set. RUST_LOG=debug shows more log lines; TILE_PUZZLE_AUDIO=off mutes sound."
)]
pub struct LauncherCli {
    /// Window options.
    #[command(flatten)]
    pub window: WindowArgs,
    /// Instead of opening the window, do this and exit.
    #[command(subcommand)]
    pub command: Option<LauncherCommand>,
}

/// What the launcher does on the terminal.
#[derive(Debug, clap::Subcommand)]
pub enum LauncherCommand {
    /// Print the application menu entry's text in every language (Name, GenericName,
    /// Comment and Keywords lines, made from the games this launcher has); the install
    /// script writes the rest of the entry.
    DesktopEntry,
    /// Print the AppStream MetaInfo file that describes the games to software centres, its
    /// name, summary, description and keywords in every language made from the games this
    /// launcher has.
    Metainfo,
    /// Write the manual pages and the bash, zsh and fish completions of every program into
    /// DIR (packaging's own step, so not shown in the help).
    #[command(hide = true)]
    Manuals {
        /// The folder to write man/ and completions/ into.
        dir: std::path::PathBuf,
    },
}

/// Runs the launcher: the menu of the games in one window.
pub fn run_launcher(args: &WindowArgs) -> ExitCode {
    let started = Instant::now();
    init_logging();
    let services = match open_services("launcher", standard_registry(), started) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let menu: Box<dyn Scene> = Box::new(Menu::new(&services));
    // The window's title stays in the language the program started in.
    let title = launcher_kit::tr!("menu-title");
    run_app("launcher", App::new(services, menu), &title, args, started)
}
