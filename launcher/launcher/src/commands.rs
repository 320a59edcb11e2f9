//! The command line of every installed program as clap describes it: the binaries parse
//! their arguments with it, and packaging makes the manual pages and shell completions from
//! it, so a new subcommand appears in both without further edits.

use crate::games;
use crate::run::LauncherCli;
use clap::CommandFactory;
use launcher_kit::run::game_command;

/// What `match3 --help` says the program is.
pub const MATCH3_ABOUT: &str =
    "Swap-to-match-three: play in a window, or use a subcommand on the terminal.";
/// What `popstar --help` says the program is.
pub const POPSTAR_ABOUT: &str = "PopStar: play in a window, or use a subcommand on the terminal.";
/// What `reversi --help` says the program is.
pub const REVERSI_ABOUT: &str =
    "Reversi (Othello): play in a window, or use a subcommand on the terminal.";

/// The launcher's command line, `tile-puzzles`.
pub fn launcher() -> clap::Command {
    LauncherCli::command()
}

/// The `match3` binary's command line.
pub fn match3() -> clap::Command {
    game_command::<::match3::cli::Command>(games::match3::ID, MATCH3_ABOUT)
}

/// The `popstar` binary's command line.
pub fn popstar() -> clap::Command {
    game_command::<::popstar::cli::Command>(games::popstar::ID, POPSTAR_ABOUT)
}

/// The `reversi` binary's command line.
pub fn reversi() -> clap::Command {
    game_command::<::reversi::cli::Command>(games::reversi::ID, REVERSI_ABOUT)
}

/// Every installed program's command line, the launcher first.
pub fn all() -> Vec<clap::Command> {
    vec![launcher(), match3(), popstar(), reversi()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_program_is_named_as_installed_and_its_definition_holds() {
        let names: Vec<String> = all()
            .into_iter()
            .map(|command| {
                command.clone().debug_assert();
                command.get_name().to_string()
            })
            .collect();
        assert_eq!(names, ["tile-puzzles", "match3", "popstar", "reversi"]);
        let reversi = reversi();
        assert!(reversi.get_subcommands().any(|s| s.get_name() == "match"));
        assert!(launcher().get_version().is_some());
    }
}
