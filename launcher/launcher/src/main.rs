//! The launcher binary: opens the menu of the games, or prints the desktop entry's text or the
//! software centres' MetaInfo.

use clap::Parser;
use launcher::run::{LauncherCli, LauncherCommand, run_launcher};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = LauncherCli::parse();
    match cli.command {
        Some(LauncherCommand::DesktopEntry) => {
            let registry = launcher::games::standard_registry();
            print!("{}", launcher::desktop::entry_text(&registry));
            ExitCode::SUCCESS
        }
        Some(LauncherCommand::Metainfo) => {
            let registry = launcher::games::standard_registry();
            print!("{}", launcher::metainfo::metainfo(&registry));
            ExitCode::SUCCESS
        }
        None => run_launcher(&cli.window),
    }
}
