//! The `popstar` binary: the headless command line with a subcommand, the game's window
//! without one.

use std::process::ExitCode;

fn main() -> ExitCode {
    launcher_kit::run::game_main(
        launcher::games::standard_registry(),
        launcher::games::popstar::ID,
        launcher::commands::POPSTAR_ABOUT,
        popstar::cli::run,
    )
}
