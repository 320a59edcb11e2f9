//! The `match3` binary: the headless command line with a subcommand, the game's window
//! without one.

use std::process::ExitCode;

fn main() -> ExitCode {
    launcher_kit::run::game_main(
        launcher::games::standard_registry(),
        launcher::games::match3::ID,
        launcher::commands::MATCH3_ABOUT,
        match3::cli::run,
    )
}
