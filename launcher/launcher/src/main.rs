//! The launcher binary: opens the menu of the three games.

use clap::Parser;
use launcher::run::{LauncherCli, run_launcher};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = LauncherCli::parse();
    run_launcher(&cli.window)
}
