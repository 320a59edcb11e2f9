//! The `reversi` command line without the window, for benchmarks and scripts:
//! `cargo run --release -p reversi --example headless -- solve reversi/tests/data/fforum-40-59.obf`.

use clap::Parser;

/// Headless Reversi tools.
#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    command: reversi::cli::Command,
}

fn main() {
    let cli = Cli::parse();
    if let Err(error) = reversi::cli::run(cli.command, &mut std::io::stdout()) {
        eprintln!("reversi: {error}");
        std::process::exit(2);
    }
}
