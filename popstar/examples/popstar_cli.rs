//! The `popstar` command line without the window: `cargo run --release -p popstar --features
//! cli --example popstar_cli -- solve --board FILE`. The real `popstar` binary (in `launcher`) runs the same
//! subcommands and opens the game when given none.

use clap::Parser;
use std::process::ExitCode;

/// The headless subcommands.
#[derive(Parser)]
#[command(name = "popstar")]
struct Cli {
    #[command(subcommand)]
    command: popstar::cli::Command,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match popstar::cli::run(cli.command, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("popstar: {e}");
            ExitCode::from(2)
        }
    }
}
