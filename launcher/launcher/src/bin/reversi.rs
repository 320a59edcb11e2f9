//! The `reversi` binary: the headless command line with a subcommand, the game's window
//! without one.

use std::process::ExitCode;

fn main() -> ExitCode {
    launcher_kit::run::game_main(
        launcher::games::standard_registry(),
        launcher::games::reversi::ID,
        launcher::commands::REVERSI_ABOUT,
        reversi::cli::run,
    )
}
