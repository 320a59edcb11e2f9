//! The training pipeline of the pattern evaluation: self-play → labels → fit, round after
//! round, each round's games played with the previous round's weights (the first with the
//! hand-set evaluation or the embedded weights).
//!
//! ```sh
//! cargo run --release -p reversi --features cli --example train -- --run-dir reversi/training/run-1
//! ```
//!
//! Everything is written under the run directory, one file per finished piece of work:
//! `config.json` (the settings, fixed when the run is created), `round-N/games/CCCC.bin`,
//! `round-N/labels/CCCC.bin` and (with `--search-depth`) `round-N/searched/CCCC.bin` per
//! chunk of games, `round-N/fit/phase-PP.bin` per fitted phase, then `round-N/weights.bin`
//! and `round-N/report.txt`. Started again with the same `--run-dir`, it skips every file
//! that exists and continues where it stopped. Games and labels depend only on the seed,
//! the chunk and the previous round's weights, so the run is reproducible whatever
//! `--jobs` (chunks played at once). Run it under `nice`; `--manifest DIR` keeps the
//! run's configuration, checkpoint manifest and reports in `DIR` (in the repository) while
//! the raw files stay in the run directory.

mod config;
mod held_out;
mod manifest;

use clap::Parser;
use config::{Config, ConfigArgs, FirstEvaluation};
use held_out::Held;
use reversi::StopFlag;
use reversi::endgame::Solver;
use reversi::pattern::{PHASES, Weights, packed_len, phase};
use reversi::search::{DISC, Engine, Evaluation, Evaluator, Level};
use reversi::training::fit::{FitParams, PhaseData, fit_phase};
use reversi::training::labels::{GameLabels, Sample, label_game, samples, search_labels};
use reversi::training::records::{
    Searched, decode_games, decode_labels, decode_searched, encode_games, encode_labels,
    encode_searched,
};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

/// Trains the pattern evaluation from self-play.
#[derive(Parser)]
struct Args {
    /// The run directory (created if missing; continued if it exists).
    #[arg(long)]
    run_dir: PathBuf,
    /// Rounds to run (may be raised when continuing a run).
    #[arg(long)]
    rounds: Option<u32>,
    /// Fit now on the finished chunks of the current round and write
    /// `partial/weights.bin` and `partial/report.txt`, then stop.
    #[arg(long)]
    fit_now: bool,
    /// Stop after this many new chunks (to share the machine; continue later).
    #[arg(long)]
    max_chunks: Option<u32>,
    /// Chunks worked on at once, one thread each.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Keep the run's configuration, checkpoint manifest and reports in this directory.
    #[arg(long)]
    manifest: Option<PathBuf>,
    /// Write the run's held-out exact positions (validation chunks, 20–24 empties) to this
    /// file, then stop.
    #[arg(long)]
    export_held_out: Option<PathBuf>,
    /// The held-out positions the reports measure (the committed, frozen set by default).
    #[arg(long, default_value = held_out::DEFAULT_PATH)]
    held_out: PathBuf,
    #[command(flatten)]
    config: ConfigArgs,
}

type Failure = Box<dyn std::error::Error + Send + Sync>;

/// A 64-bit mix (splitmix64) for deriving seeds.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

fn chunk_seed(config: &Config, round: u32, chunk: u32) -> u64 {
    mix(mix(mix(config.seed) ^ u64::from(round)) ^ u64::from(chunk))
}

/// Writes `bytes` to `path` through a temporary file, so a stopped run never leaves a
/// half-written checkpoint.
fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let temporary = path.with_extension("tmp");
    fs::write(&temporary, bytes)?;
    fs::rename(&temporary, path)?;
    Ok(())
}

fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    fs::read(path).map_err(|e| format!("{}: {e}", path.display()).into())
}

fn leak<T>(value: T) -> &'static T {
    Box::leak(Box::new(value))
}

fn load_weights(path: &Path) -> Result<&'static Weights, Failure> {
    let weights =
        Weights::from_bytes(&read(path)?).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(leak(weights))
}

struct Run {
    dir: PathBuf,
    config: Config,
}

impl Run {
    fn round_dir(&self, round: u32) -> PathBuf {
        self.dir.join(format!("round-{round}"))
    }

    fn games_path(&self, round: u32, chunk: u32) -> PathBuf {
        self.round_dir(round).join(format!("games/{chunk:04}.bin"))
    }

    fn labels_path(&self, round: u32, chunk: u32) -> PathBuf {
        self.round_dir(round).join(format!("labels/{chunk:04}.bin"))
    }

    fn searched_path(&self, round: u32, chunk: u32) -> PathBuf {
        self.round_dir(round)
            .join(format!("searched/{chunk:04}.bin"))
    }

    fn weights_path(&self, round: u32) -> PathBuf {
        self.round_dir(round).join("weights.bin")
    }

    /// Whether every file of the chunk is written.
    fn chunk_done(&self, round: u32, chunk: u32) -> bool {
        self.labels_path(round, chunk).exists()
            && (self.config.search_depth == 0 || self.searched_path(round, chunk).exists())
    }

    fn chunk_games(&self, chunk: u32) -> u32 {
        self.config
            .chunk
            .min(self.config.games - chunk * self.config.chunk)
    }

    /// The evaluation round `round` plays with: the previous round's weights.
    fn evaluator(&self, round: u32) -> Result<Evaluator, Failure> {
        if round > 1 {
            return Ok(Evaluator::Learned(load_weights(
                &self.weights_path(round - 1),
            )?));
        }
        Ok(match self.config.first_evaluation {
            FirstEvaluation::Handset => Evaluator::HandSet,
            FirstEvaluation::Embedded => Evaluator::Learned(load_weights(&self.start_path())?),
        })
    }

    /// The embedded weights as the run found them when it was created, so that later
    /// sessions play the first round with the same ones whatever is embedded by then.
    fn start_path(&self) -> PathBuf {
        self.dir.join("start-weights.bin")
    }

    fn engine(&self, seed: u64, evaluator: Evaluator) -> Engine {
        let engine = Engine::new(seed, StopFlag::new());
        match evaluator {
            Evaluator::Learned(weights) => engine.with_weights(weights),
            _ => engine,
        }
    }

    /// Plays, labels and searches the chunks of `round` not done yet, `jobs` at once;
    /// `false` if `budget` ran out first.
    fn generate(
        &self,
        round: u32,
        evaluator: Evaluator,
        budget: &AtomicU32,
        jobs: usize,
        manifest: Option<&Path>,
    ) -> Result<bool, Failure> {
        let pending: Vec<u32> = (0..self.config.chunks())
            .filter(|&chunk| !self.chunk_done(round, chunk))
            .collect();
        let next = AtomicU32::new(0);
        let failure: Mutex<Option<Failure>> = Mutex::new(None);
        let manifest_lock = Mutex::new(());
        std::thread::scope(|scope| {
            for _ in 0..jobs.max(1) {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst) as usize;
                        let Some(&chunk) = pending.get(i) else { break };
                        if failure.lock().is_ok_and(|f| f.is_some()) {
                            break;
                        }
                        let took =
                            budget.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |left| {
                                left.checked_sub(1)
                            });
                        if took.is_err() {
                            break;
                        }
                        let mut outcome = self.chunk(round, chunk, evaluator);
                        if outcome.is_ok()
                            && let Some(dir) = manifest
                        {
                            let _guard = manifest_lock.lock();
                            outcome = manifest::write(self, dir);
                        }
                        if let Err(error) = outcome
                            && let Ok(mut slot) = failure.lock()
                        {
                            slot.get_or_insert(error);
                        }
                    }
                });
            }
        });
        if let Some(error) = failure.into_inner().ok().flatten() {
            return Err(error);
        }
        Ok((0..self.config.chunks()).all(|chunk| self.chunk_done(round, chunk)))
    }

    /// Plays, labels and searches one chunk, skipping the files that exist.
    fn chunk(&self, round: u32, chunk: u32, evaluator: Evaluator) -> Result<(), Failure> {
        let config = &self.config;
        let started = Instant::now();
        let games_path = self.games_path(round, chunk);
        let seed = chunk_seed(config, round, chunk);
        let games = if games_path.exists() {
            decode_games(&read(&games_path)?)?
        } else {
            let self_play = config.self_play(evaluator.evaluation());
            let mut engine = self.engine(seed, evaluator);
            let games: Vec<_> = (0..self.chunk_games(chunk))
                .map(|game| self_play.play(mix(seed ^ u64::from(game)), &mut engine))
                .collect();
            write_atomic(&games_path, &encode_games(&games))?;
            games
        };
        let played = started.elapsed().as_secs_f64();
        let solve_empties = config.solve_empties(chunk);
        let labels_path = self.labels_path(round, chunk);
        if !labels_path.exists() {
            let mut solver = Solver::with_table(StopFlag::new(), 21);
            solver.set_evaluator(evaluator);
            let labels = games
                .iter()
                .map(|game| label_game(game, config.exact_empties, solve_empties, &mut solver))
                .collect::<Option<Vec<GameLabels>>>()
                .ok_or("a stored game is not a legal complete game")?;
            write_atomic(&labels_path, &encode_labels(&labels))?;
        }
        let labelled = started.elapsed().as_secs_f64();
        let searched_path = self.searched_path(round, chunk);
        if config.search_depth > 0 && !searched_path.exists() {
            let level = config.search_level(evaluator.evaluation());
            let mut engine = self.engine(seed, evaluator);
            let searched = games
                .iter()
                .map(|game| search_labels(game, solve_empties, &mut engine, &level))
                .collect::<Option<Vec<Searched>>>()
                .ok_or("a stored game is not a legal complete game")?;
            write_atomic(&searched_path, &encode_searched(&searched))?;
        }
        println!(
            "round {round} chunk {chunk}/{}: {} games played in {played:.1} s, labelled in {:.1} s, searched in {:.1} s",
            config.chunks(),
            games.len(),
            labelled - played,
            started.elapsed().as_secs_f64() - labelled
        );
        Ok(())
    }

    /// The phases whose weights are fitted on a training position with `empties` empty
    /// squares: its own, and those within [`Config::fit_margin`] empties of it (the
    /// neighbouring tables see more positions and change more smoothly from phase to phase).
    fn fitted_phases(&self, empties: u32) -> std::ops::RangeInclusive<usize> {
        let margin = self.config.fit_margin;
        phase(empties.saturating_sub(margin))..=phase(empties + margin)
    }

    /// Every labelled position of rounds `1..=round` (finished chunks only), split into
    /// training and validation by chunk, and by phase; the exact validation positions
    /// with 20–24 empties are the run's own held-out positions.
    fn load(&self, round: u32) -> Result<Dataset, Failure> {
        let mut train = vec![Vec::new(); PHASES];
        let mut validation = vec![Vec::new(); PHASES];
        let mut held = Vec::new();
        for r in 1..=round {
            for chunk in 0..self.config.chunks() {
                if !self.chunk_done(r, chunk) {
                    continue;
                }
                let games = decode_games(&read(&self.games_path(r, chunk))?)?;
                let labels = decode_labels(&read(&self.labels_path(r, chunk))?)?;
                let searched = if self.config.search_depth > 0 {
                    decode_searched(&read(&self.searched_path(r, chunk))?)?
                } else {
                    vec![Searched::default(); games.len()]
                };
                if labels.len() != games.len() || searched.len() != games.len() {
                    return Err(format!("round {r} chunk {chunk}: files of different games").into());
                }
                let is_validation = self.config.is_validation(chunk);
                for ((game, label), searched) in games.iter().zip(&labels).zip(&searched) {
                    let game_samples = samples(game, label, self.config.exact_empties)
                        .ok_or("a stored game is not a legal complete game")?;
                    for (ply, sample) in game_samples.into_iter().enumerate() {
                        let empties = 64 - (sample.player | sample.opponent).count_ones();
                        let labelled = (sample, searched.at(ply));
                        if is_validation {
                            validation[phase(empties)].push(labelled);
                        } else {
                            for p in self.fitted_phases(empties) {
                                train[p].push(labelled);
                            }
                        }
                        if is_validation && sample.exact && (20..=24).contains(&empties) {
                            held.push(Held {
                                player: sample.player,
                                opponent: sample.opponent,
                                score: i32::from(sample.score),
                            });
                        }
                    }
                }
            }
        }
        Ok(Dataset {
            train,
            validation,
            held,
        })
    }

    /// Fits every phase on the data of rounds `1..=round`, writing per-phase checkpoints
    /// in `out/fit`, then `out/weights.bin` and `out/report.txt` (measured on `held`).
    fn fit(&self, round: u32, out: &Path, held: &[Held]) -> Result<(), Failure> {
        let started = Instant::now();
        let Dataset {
            train, validation, ..
        } = self.load(round)?;
        let params = FitParams {
            iterations: self.config.iterations,
            ridge: self.config.ridge,
        };
        let mut report = String::new();
        report.push_str("phase  empties  train  validation  train MAE  validation MAE  step\n");
        let mut previous = vec![0f64; packed_len()];
        let mut packed = Vec::with_capacity(PHASES * packed_len());
        for p in 0..PHASES {
            let path = out.join(format!("fit/phase-{p:02}.bin"));
            // Each phase's report line is kept beside its weights, so that a fit continued
            // after a stop reports every phase.
            let line_path = out.join(format!("fit/phase-{p:02}.txt"));
            let weights = if path.exists() {
                if line_path.exists() {
                    report.push_str(&String::from_utf8_lossy(&read(&line_path)?));
                }
                read(&path)?
                    .chunks_exact(8)
                    .map(|b| f64::from_le_bytes(b.try_into().expect("eight bytes")))
                    .collect::<Vec<f64>>()
            } else {
                // The phases fitted so far score the searches that label this one.
                let mut so_far = packed.clone();
                so_far.resize(PHASES * packed_len(), 0);
                let so_far =
                    leak(Weights::from_packed(&so_far).ok_or("packed weights of the wrong size")?);
                let mut labeller = Labeller::new(&self.config, so_far);
                let train = labeller.phase_data(&train[p]);
                let validation = labeller.phase_data(&validation[p]);
                let fit = fit_phase(&train, &validation, &previous, params);
                let line = format!(
                    "{p:>5}  {:>2}-{:<2}  {:>7}  {:>10}  {:>9.2}  {:>14.2}  {:>4}\n",
                    p * 5,
                    p * 5 + 4,
                    train.len(),
                    validation.len(),
                    fit.train_error,
                    fit.validation_error,
                    fit.best_iteration
                );
                print!("{line}");
                report.push_str(&line);
                write_atomic(&line_path, line.as_bytes())?;
                let bytes: Vec<u8> = fit.weights.iter().flat_map(|w| w.to_le_bytes()).collect();
                write_atomic(&path, &bytes)?;
                fit.weights
            };
            if weights.len() != packed_len() {
                return Err(format!("{}: wrong size", path.display()).into());
            }
            packed.extend(
                weights
                    .iter()
                    .map(|w| w.round().clamp(-32767.0, 32767.0) as i16),
            );
            previous = weights;
        }
        let weights = Weights::from_packed(&packed).ok_or("packed weights of the wrong size")?;
        let mut earlier = Vec::new();
        for r in 1..round {
            let path = self.weights_path(r);
            if path.exists() {
                earlier.push((format!("round {r}"), load_weights(&path)?));
            }
        }
        let quality = held_out::quality(held, leak(weights.clone()), &earlier);
        report.push_str(&quality);
        print!("{quality}");
        report.push_str(&format!(
            "fit time {:.0} s\n",
            started.elapsed().as_secs_f64()
        ));
        write_atomic(&out.join("weights.bin"), &weights.to_bytes())?;
        write_atomic(&out.join("report.txt"), report.as_bytes())?;
        Ok(())
    }
}

/// A labelled position and its stored searched score, if any.
type Labelled = (Sample, Option<i16>);

/// The positions a fit uses, by phase, and the run's own held-out exact ones.
struct Dataset {
    train: Vec<Vec<Labelled>>,
    validation: Vec<Vec<Labelled>>,
    held: Vec<Held>,
}

/// Turns samples into fitting targets: exact scores as they are; other positions a mix of
/// the game's result and a search, the stored one or else a fixed-depth search whose
/// leaves lie in phases already fitted.
struct Labeller {
    engine: Engine,
    level: Level,
    mix: f64,
}

impl Labeller {
    fn new(config: &Config, weights: &'static Weights) -> Labeller {
        Labeller {
            engine: Engine::new(0, StopFlag::new()).with_weights(weights),
            level: Level {
                name: "label".into(),
                depth: config.label_depth,
                time: None,
                exact_empties: 0,
                noise: 0,
                evaluation: Evaluation::Learned,
                selectivity: 0,
                book: false,
                book_loss: 0,
                temperature: 0,
                one_thread: false,
            },
            mix: config.label_mix,
        }
    }

    fn phase_data(&mut self, samples: &[Labelled]) -> PhaseData {
        let mut data = PhaseData::default();
        for &(sample, searched) in samples {
            let result = f64::from(sample.score) * f64::from(DISC);
            let target = match searched {
                _ if sample.exact || self.mix == 0.0 => result,
                Some(searched) => self.mix * f64::from(searched) + (1.0 - self.mix) * result,
                None if self.level.depth == 0 => result,
                None => {
                    let board = reversi::Board::from_discs(
                        sample.player,
                        sample.opponent,
                        reversi::Color::Black,
                    )
                    .expect("disjoint discs");
                    let searched = f64::from(self.engine.best_move(&board, &self.level).score);
                    self.mix * searched + (1.0 - self.mix) * result
                }
            };
            data.push(sample.player, sample.opponent, target);
        }
        data
    }
}

fn main() {
    if let Err(error) = run(Args::parse()) {
        eprintln!("train: {error}");
        std::process::exit(2);
    }
}

fn run(args: Args) -> Result<(), Failure> {
    let config_path = args.run_dir.join("config.json");
    let mut config = if config_path.exists() {
        let stored: Config = serde_json::from_slice(&read(&config_path)?)?;
        stored.merge(&args.config, true)?
    } else {
        Config::default().merge(&args.config, false)?
    };
    if let Some(rounds) = args.rounds {
        config.rounds = rounds;
    }
    config.check()?;
    let run = Run {
        dir: args.run_dir.clone(),
        config,
    };
    if let Some(path) = &args.export_held_out {
        let held = run.load(run.config.rounds)?.held;
        let origin = format!("from the validation chunks of {}", run.dir.display());
        held_out::write(path, &held, &origin)?;
        println!("{} positions written to {}", held.len(), path.display());
        return Ok(());
    }
    write_atomic(
        &config_path,
        serde_json::to_string_pretty(&run.config)?.as_bytes(),
    )?;
    if run.config.first_evaluation == FirstEvaluation::Embedded && !run.start_path().exists() {
        write_atomic(&run.start_path(), &Weights::embedded().to_bytes())?;
    }
    let held = held_out::read(&args.held_out)?;
    let manifest = args.manifest.as_deref();
    if let Some(dir) = manifest {
        manifest::write(&run, dir)?;
    }
    let budget = AtomicU32::new(args.max_chunks.unwrap_or(u32::MAX));
    for round in 1..=run.config.rounds {
        if run.weights_path(round).exists() {
            continue;
        }
        let evaluator = run.evaluator(round)?;
        if args.fit_now {
            let partial = run.dir.join("partial");
            if partial.join("fit").exists() {
                fs::remove_dir_all(partial.join("fit"))?;
            }
            run.fit(round, &partial, &held)?;
            return Ok(());
        }
        if !run.generate(round, evaluator, &budget, args.jobs, manifest)? {
            println!("stopped after the chunk budget; run again to continue");
            return Ok(());
        }
        run.fit(round, &run.round_dir(round), &held)?;
        if let Some(dir) = manifest {
            manifest::write(&run, dir)?;
        }
        println!("round {round} done: {}", run.weights_path(round).display());
    }
    Ok(())
}
