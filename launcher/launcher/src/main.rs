//! The launcher binary: opens the menu of the games, or prints the desktop entry's text or the
//! software centres' MetaInfo, or writes the manual pages and completions.

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
        Some(LauncherCommand::Manuals { dir }) => match launcher::manuals::write_all(&dir) {
            Ok(pages) => {
                println!("tile-puzzles: {pages} manual pages and the completions written");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!(
                    "tile-puzzles: writing the manual pages into {}: {e}",
                    dir.display()
                );
                ExitCode::from(1)
            }
        },
        None => run_launcher(&cli.window),
    }
}
