//! Makes the data for the solver's learned outlook and fits it:
//!
//! ```text
//! cargo run --release -p popstar --features cli --example outlook -- data --seeds 30001-32000 --children 4 --out a.txt
//! cargo run --release -p popstar --features cli --example outlook -- fit a.txt b.txt --out popstar/weights/outlook.txt
//! ```
//!
//! `data` plays each seed's board along the solver's line (hand-set weights) and, at every
//! position, pops a few groups chosen at random; each child with more stars than the exact
//! endgame takes over at is labelled with what a short search from it still scores (points,
//! bonus and the clearing premium); each line keeps the child's stars, so `fit` (given the
//! same `--rules`) places it in its phase. `fit` fits, phase by phase, the outlook's weights to
//! those labels by least squares, each child's label and figures taken relative to the mean
//! of its siblings: what ranks moves, not which boards are easy. Neighbouring phases count
//! half, which smooths the thin ones.

use clap::{Parser, Subcommand};
use grid_core::SeededRng;
use popstar::cli::parse_seeds;
use popstar::outlook::{FEATURES, Outlook, PHASES, features, phase};
use popstar::{FastBoard, Rules, Scan, Solver, Weights, WorkLimit, board_for_rules};
use rayon::prelude::*;
use std::io::{BufRead, BufWriter, Write};
use std::path::PathBuf;

/// Command-line options of the outlook trainer.
#[derive(Parser)]
#[command(name = "outlook")]
struct Options {
    /// The rules the boards are dealt and played by (the hand-set weights of their scoring
    /// find the lines and labels).
    #[arg(long, default_value_t = Rules::POPSTAR)]
    rules: Rules,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Labelled positions, one line each: sibling group, stars, label, figures.
    Data {
        /// Seeds of the boards, `first-last` (apart from the benchmarks' seeds).
        #[arg(long)]
        seeds: String,
        /// Work of the search that finds each board's line.
        #[arg(long, default_value_t = 100_000)]
        line_work: u64,
        /// Work of the search that labels each child.
        #[arg(long, default_value_t = 60_000)]
        label_work: u64,
        /// Children labelled per position on the line.
        #[arg(long, default_value_t = 4)]
        children: usize,
        /// Where the lines go.
        #[arg(long)]
        out: PathBuf,
    },
    /// Fits the outlook to data files and writes it.
    Fit {
        /// Files written by `data`.
        files: Vec<PathBuf>,
        /// Ridge, as a share of each figure's own sum of squares.
        #[arg(long, default_value_t = 0.001)]
        ridge: f64,
        /// Where the outlook goes.
        #[arg(long)]
        out: PathBuf,
    },
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let options = Options::parse();
    let rules = options.rules;
    match options.command {
        Command::Data {
            seeds,
            line_work,
            label_work,
            children,
            out,
        } => {
            let lines: Vec<Vec<String>> = parse_seeds(&seeds)?
                .into_par_iter()
                .map(|seed| label_board(&rules, seed, line_work, label_work, children))
                .collect();
            let mut file = BufWriter::new(std::fs::File::create(out)?);
            for line in lines.iter().flatten() {
                writeln!(file, "{line}")?;
            }
        }
        Command::Fit { files, ridge, out } => {
            let mut samples = Vec::new();
            for path in &files {
                read_samples(path, &rules, &mut samples)?;
            }
            let outlook = fit(&samples, ridge);
            let mut text =
                String::from("# The solver's learned outlook (see popstar/src/outlook.rs).\n");
            text.push_str(&outlook.to_text());
            std::fs::write(out, text)?;
        }
    }
    Ok(())
}

/// The labelled children along the solver's line on `seed`'s board.
fn label_board(
    rules: &Rules,
    seed: u64,
    line_work: u64,
    label_work: u64,
    children: usize,
) -> Vec<String> {
    let weights = Weights::for_scoring(rules.scoring());
    let board = board_for_rules(&mut SeededRng::new(seed), rules);
    let solver = || Solver::with_rules(weights, *rules);
    let line = solver().solve(&board, &mut WorkLimit::new(line_work));
    let mut rng = SeededRng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 7);
    let mut fast = FastBoard::with_rules(&board, rules);
    let (mut scan, mut child_scan) = (Scan::default(), Scan::default());
    let mut lines = Vec::new();
    for (index, &pos) in line.moves.iter().enumerate() {
        let group = seed * 1000 + index as u64;
        fast.scan(&mut scan);
        let mut picks: Vec<usize> = (0..scan.groups.len()).collect();
        rng.shuffle(&mut picks);
        for &at in picks.iter().take(children) {
            let mut child = fast;
            child.pop(scan.groups[at].cell);
            child.scan(&mut child_scan);
            if child.stars() <= weights.exact_stars || child_scan.groups.is_empty() {
                continue;
            }
            let figures = features(&weights, rules, &child_scan);
            let rest = solver().solve(&child.to_board(), &mut WorkLimit::new(label_work));
            let premium = if rest.cleared() {
                weights.clear_premium
            } else {
                0
            };
            let mut text = format!("{group} {} {}", child.stars(), rest.final_score() + premium);
            for figure in figures {
                text.push_str(&format!(" {figure}"));
            }
            lines.push(text);
        }
        if let Some(cell) = fast.cell(pos) {
            fast.pop(cell);
        }
    }
    lines
}

/// One labelled child: its sibling group, phase, label and figures.
struct Sample {
    group: u64,
    phase: usize,
    label: f64,
    figures: [f64; FEATURES],
}

/// Appends the samples of the data file at `path`.
fn read_samples(
    path: &PathBuf,
    rules: &Rules,
    samples: &mut Vec<Sample>,
) -> Result<(), Box<dyn std::error::Error>> {
    let file = std::io::BufReader::new(std::fs::File::open(path)?);
    for (index, line) in file.lines().enumerate() {
        let line = line?;
        let numbers: Vec<f64> = line
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|e| format!("{}:{}: {e}", path.display(), index + 1))?;
        if numbers.len() != 3 + FEATURES {
            return Err(format!(
                "{}:{}: expected {} numbers",
                path.display(),
                index + 1,
                3 + FEATURES
            )
            .into());
        }
        let mut figures = [0.0; FEATURES];
        figures.copy_from_slice(&numbers[3..]);
        samples.push(Sample {
            group: numbers[0] as u64,
            phase: phase(numbers[1] as usize, rules.width() * rules.height()),
            label: numbers[2],
            figures,
        });
    }
    Ok(())
}

/// The outlook fitted to `samples`, each sibling group centred on its mean.
fn fit(samples: &[Sample], ridge: f64) -> Outlook {
    let mut centred: Vec<(usize, f64, [f64; FEATURES])> = Vec::with_capacity(samples.len());
    for siblings in samples.chunk_by(|a, b| a.group == b.group) {
        let k = siblings.len() as f64;
        let label = siblings.iter().map(|s| s.label).sum::<f64>() / k;
        let mut mean = [0.0; FEATURES];
        for s in siblings {
            for (m, f) in mean.iter_mut().zip(&s.figures) {
                *m += f / k;
            }
        }
        for s in siblings {
            let mut figures = s.figures;
            for (f, m) in figures.iter_mut().zip(&mean) {
                *f -= m;
            }
            centred.push((s.phase, s.label - label, figures));
        }
    }
    let mut xtx = vec![[[0.0f64; FEATURES]; FEATURES]; PHASES];
    let mut xty = vec![[0.0f64; FEATURES]; PHASES];
    for &(p, y, f) in &centred {
        for (q, share) in [(Some(p), 1.0), (p.checked_sub(1), 0.5), (Some(p + 1), 0.5)] {
            let Some(q) = q.filter(|&q| q < PHASES) else {
                continue;
            };
            for i in 0..FEATURES {
                for j in 0..FEATURES {
                    xtx[q][i][j] += share * f[i] * f[j];
                }
                xty[q][i] += share * f[i] * y;
            }
        }
    }
    let mut rows = [[0.0; FEATURES]; PHASES];
    for (q, row) in rows.iter_mut().enumerate() {
        let mut a = xtx[q];
        for (i, line) in a.iter_mut().enumerate() {
            line[i] += ridge * line[i].max(1e-9) + 1e-6;
        }
        *row = solve(a, xty[q]);
    }
    // Centring loses the constant: it is the mean of what the other figures leave over.
    let mut rest = [(0.0f64, 0.0f64); PHASES];
    for s in samples {
        let other: f64 = rows[s.phase]
            .iter()
            .zip(&s.figures)
            .skip(1)
            .map(|(w, f)| w * f)
            .sum();
        rest[s.phase].0 += s.label - other;
        rest[s.phase].1 += 1.0;
    }
    for (row, (sum, n)) in rows.iter_mut().zip(rest) {
        row[0] = if n > 0.0 { sum / n } else { 0.0 };
    }
    let outlook = Outlook::from_rows(rows);
    report(samples, &outlook);
    outlook
}

/// Prints each phase's samples and the fit's error against their spread.
fn report(samples: &[Sample], outlook: &Outlook) {
    let mut sums = [(0usize, 0.0f64, 0.0f64, 0.0f64); PHASES];
    for s in samples {
        let value = outlook.value(s.phase, &s.figures);
        let e = &mut sums[s.phase];
        e.0 += 1;
        e.1 += (value - s.label).powi(2);
        e.2 += s.label;
        e.3 += s.label * s.label;
    }
    for (p, (n, se, sum, squares)) in sums.into_iter().enumerate().filter(|(_, e)| e.0 > 0) {
        let n = n as f64;
        let mean = sum / n;
        eprintln!(
            "phase {p}: {n} samples, error {:.0}, spread {:.0}",
            (se / n).sqrt(),
            (squares / n - mean * mean).max(0.0).sqrt()
        );
    }
}

/// Solves a·x = b by Gaussian elimination with partial pivoting (a figure that never varies
/// gets weight 0).
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        let top = a[col];
        for row in col + 1..FEATURES {
            let k = a[row][col] / d;
            for (cell, above) in a[row].iter_mut().zip(&top).skip(col) {
                *cell -= k * above;
            }
            b[row] -= k * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let s = b[row] - (row + 1..FEATURES).map(|c| a[row][c] * x[c]).sum::<f64>();
        x[row] = if a[row][row].abs() < 1e-12 {
            0.0
        } else {
            s / a[row][row]
        };
    }
    x
}
