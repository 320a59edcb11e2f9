//! Runs `match3` command lines in the test process, through `run()` and a test-only clap
//! parser, as the binary does.

use clap::Parser;
use match3::cli::{Command, run};

#[derive(Debug, Parser)]
#[command(name = "match3")]
struct TestCli {
    #[command(subcommand)]
    command: Command,
}

/// Runs a command line; the output, or the one-line error (clap's errors included).
pub fn run_line(args: &[&str]) -> Result<String, String> {
    let cli = TestCli::try_parse_from(std::iter::once("match3").chain(args.iter().copied()))
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(cli.command, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf-8 output"))
}
