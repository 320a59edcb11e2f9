//! The checkpoint manifest: what a run has finished and the checksums of its files, kept
//! in the repository (with the run's `config.json` and each round's report)
//! while the raw games and labels stay outside it. A later session can see how far the
//! run got and check that the files it continues from are the ones recorded.

use crate::{Failure, Run, write_atomic};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

/// FNV-1a 64 of a file's bytes.
fn checksum(path: &Path) -> Result<u64, Failure> {
    let bytes = crate::read(path)?;
    Ok(bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    }))
}

/// Writes `dir/manifest.txt` and copies the run's configuration and reports into `dir`.
pub fn write(run: &Run, dir: &Path) -> Result<(), Failure> {
    fs::create_dir_all(dir)?;
    let config = run.dir.join("config.json");
    fs::copy(&config, dir.join("config.json"))?;
    let mut text = String::from(
        "# Training run manifest: finished chunks and the FNV-1a 64 checksums of their files\n\
         # (games, labels, searched scores), written by the train example.\n",
    );
    writeln!(text, "run directory {}", run.dir.display())?;
    let start = run.start_path();
    if start.exists() {
        writeln!(text, "start weights {:016x}", checksum(&start)?)?;
    }
    let mut finished_games = 0u64;
    for round in 1..=run.config.rounds {
        let mut lines = String::new();
        let mut finished = 0;
        for chunk in 0..run.config.chunks() {
            if !run.chunk_done(round, chunk) {
                continue;
            }
            finished += 1;
            finished_games += u64::from(run.chunk_games(chunk));
            write!(
                lines,
                "{round} {chunk:04} {:016x} {:016x}",
                checksum(&run.games_path(round, chunk))?,
                checksum(&run.labels_path(round, chunk))?
            )?;
            if run.config.search_depth > 0 {
                write!(
                    lines,
                    " {:016x}",
                    checksum(&run.searched_path(round, chunk))?
                )?;
            }
            lines.push('\n');
        }
        writeln!(
            text,
            "round {round}: {finished} of {} chunks finished",
            run.config.chunks()
        )?;
        text.push_str(&lines);
        let weights = run.weights_path(round);
        if weights.exists() {
            writeln!(text, "round {round} weights {:016x}", checksum(&weights)?)?;
            let out = dir.join(format!("round-{round}"));
            fs::create_dir_all(&out)?;
            fs::copy(
                run.round_dir(round).join("report.txt"),
                out.join("report.txt"),
            )?;
        }
    }
    writeln!(text, "games finished {finished_games}")?;
    write_atomic(&dir.join("manifest.txt"), text.as_bytes())
}
