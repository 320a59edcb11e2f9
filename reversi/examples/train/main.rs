//! The training pipeline of the pattern evaluation: self-play → labels → fit, round after
//! round, each round's games played with the previous round's weights (the first with the
//! hand-set evaluation).
//!
//! ```sh
//! cargo run --release -p reversi --features cli --example train -- --run-dir reversi/training/run-1
//! ```
//!
//! Everything is written under the run directory, one file per finished piece of work:
//! `config.json` (the settings, fixed when the run is created), `round-N/games/CCCC.bin`
//! and `round-N/labels/CCCC.bin` per chunk of games, `round-N/fit/phase-PP.bin` per fitted
//! phase, then `round-N/weights.bin` and `round-N/report.txt`. Started again with the same
//! `--run-dir`, it skips every file that exists and continues where it stopped. Games and
//! labels depend only on the seed, the chunk and the previous round's weights, so the run is
//! reproducible. One thread; run it under `nice`.

use clap::Parser;
use reversi::StopFlag;
use reversi::endgame::Solver;
use reversi::pattern::{PHASES, Weights, packed_len, phase};
use reversi::search::{DISC, Engine, Evaluation, Evaluator, Level};
use reversi::training::fit::{FitParams, PhaseData, fit_phase};
use reversi::training::labels::{GameLabels, Sample, label_game, samples};
use reversi::training::records::{decode_games, decode_labels, encode_games, encode_labels};
use reversi::training::selfplay::SelfPlay;
use serde::{Deserialize, Serialize};
use std::fs;
use std::path::{Path, PathBuf};
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
    #[command(flatten)]
    config: ConfigArgs,
}

/// The settings of a new run; given again when continuing, they must match.
#[derive(clap::Args)]
struct ConfigArgs {
    /// Master seed.
    #[arg(long)]
    seed: Option<u64>,
    /// Games per round.
    #[arg(long)]
    games: Option<u32>,
    /// Games per chunk (the unit of work that is saved).
    #[arg(long)]
    chunk: Option<u32>,
    /// Depth of the self-play search.
    #[arg(long)]
    depth: Option<u32>,
    /// Root noise of the self-play search, hundredths of a disc.
    #[arg(long)]
    noise: Option<i32>,
    /// Fewest random opening moves.
    #[arg(long)]
    random_min: Option<u32>,
    /// Most random opening moves.
    #[arg(long)]
    random_max: Option<u32>,
    /// Both sides play perfectly from this many empties.
    #[arg(long)]
    exact_empties: Option<u32>,
    /// Positions with up to this many empties are solved exactly when labelling.
    #[arg(long)]
    solve_empties: Option<u32>,
    /// The same for validation chunks (the held-out exact positions).
    #[arg(long)]
    validation_solve_empties: Option<u32>,
    /// Chunks 0, N, 2N… are validation data, never trained on.
    #[arg(long)]
    validation_every: Option<u32>,
    /// Depth of the searches that label positions without an exact score (0: the game's
    /// result alone; otherwise at least 5, so that the leaves lie in phases already fitted).
    #[arg(long)]
    label_depth: Option<u32>,
    /// Share of that search in the label (the rest is the game's result).
    #[arg(long)]
    label_mix: Option<f64>,
    /// Conjugate-gradient iterations per phase.
    #[arg(long)]
    iterations: Option<u32>,
    /// Pull of each weight towards the neighbouring phase's, in positions' worth.
    #[arg(long)]
    ridge: Option<f64>,
}

/// A run's settings, as stored in `config.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct Config {
    seed: u64,
    rounds: u32,
    games: u32,
    chunk: u32,
    depth: u32,
    noise: i32,
    random_min: u32,
    random_max: u32,
    exact_empties: u32,
    solve_empties: u32,
    validation_solve_empties: u32,
    validation_every: u32,
    label_depth: u32,
    label_mix: f64,
    iterations: u32,
    ridge: f64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            seed: 1,
            rounds: 3,
            games: 4000,
            chunk: 100,
            depth: 3,
            noise: 200,
            random_min: 4,
            random_max: 20,
            exact_empties: 18,
            solve_empties: 20,
            validation_solve_empties: 24,
            validation_every: 40,
            label_depth: 6,
            label_mix: 0.7,
            iterations: 60,
            ridge: 30.0,
        }
    }
}

type Failure = Box<dyn std::error::Error>;

impl Config {
    /// Applies the given settings, failing on one that contradicts `existing` values.
    fn merge(mut self, args: &ConfigArgs, fixed: bool) -> Result<Config, Failure> {
        macro_rules! take {
            ($($field:ident),*) => {$(
                if let Some(value) = args.$field {
                    if fixed && value != self.$field {
                        return Err(format!(
                            "--{} {} differs from the run's {}",
                            stringify!($field).replace('_', "-"), value, self.$field
                        ).into());
                    }
                    self.$field = value;
                }
            )*};
        }
        take!(
            seed,
            games,
            chunk,
            depth,
            noise,
            random_min,
            random_max,
            exact_empties,
            solve_empties,
            validation_solve_empties,
            validation_every
        );
        // The fit settings (labelling searches included) may change between sessions: they
        // only affect fits not yet made.
        if let Some(value) = args.iterations {
            self.iterations = value;
        }
        if let Some(value) = args.ridge {
            self.ridge = value;
        }
        if let Some(value) = args.label_depth {
            self.label_depth = value;
        }
        if let Some(value) = args.label_mix {
            self.label_mix = value;
        }
        Ok(self)
    }

    fn chunks(&self) -> u32 {
        self.games.div_ceil(self.chunk)
    }

    fn is_validation(&self, chunk: u32) -> bool {
        chunk % self.validation_every == 0
    }

    fn self_play(&self, evaluation: Evaluation) -> SelfPlay {
        SelfPlay {
            random_min: self.random_min,
            random_max: self.random_max,
            depth: self.depth,
            noise: self.noise,
            exact_empties: self.exact_empties,
            evaluation,
        }
    }
}

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

    fn weights_path(&self, round: u32) -> PathBuf {
        self.round_dir(round).join("weights.bin")
    }

    /// The evaluation round `round` plays with: the previous round's weights.
    fn evaluator(&self, round: u32) -> Result<Evaluator, Failure> {
        if round == 1 {
            return Ok(Evaluator::HandSet);
        }
        let path = self.weights_path(round - 1);
        let weights =
            Weights::from_bytes(&read(&path)?).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Evaluator::Learned(Box::leak(Box::new(weights))))
    }

    /// Plays and labels the chunks of `round` not done yet; `false` if `budget` ran out.
    fn generate(
        &self,
        round: u32,
        evaluator: Evaluator,
        budget: &mut u32,
    ) -> Result<bool, Failure> {
        let config = &self.config;
        let self_play = config.self_play(evaluator.evaluation());
        for chunk in 0..config.chunks() {
            let (games_path, labels_path) = (
                self.games_path(round, chunk),
                self.labels_path(round, chunk),
            );
            if labels_path.exists() {
                continue;
            }
            if *budget == 0 {
                return Ok(false);
            }
            *budget -= 1;
            let started = Instant::now();
            let games = if games_path.exists() {
                decode_games(&read(&games_path)?)?
            } else {
                let seed = chunk_seed(config, round, chunk);
                let mut engine = Engine::new(seed, StopFlag::new());
                if let Evaluator::Learned(weights) = evaluator {
                    engine = engine.with_weights(weights);
                }
                let count = config.chunk.min(config.games - chunk * config.chunk);
                let games: Vec<_> = (0..count)
                    .map(|game| self_play.play(mix(seed ^ u64::from(game)), &mut engine))
                    .collect();
                write_atomic(&games_path, &encode_games(&games))?;
                games
            };
            let played = started.elapsed().as_secs_f64();
            let solve_empties = if config.is_validation(chunk) {
                config.validation_solve_empties
            } else {
                config.solve_empties
            };
            let mut solver = Solver::with_table(StopFlag::new(), 21);
            solver.set_evaluator(evaluator);
            let labels = games
                .iter()
                .map(|game| label_game(game, config.exact_empties, solve_empties, &mut solver))
                .collect::<Option<Vec<GameLabels>>>()
                .ok_or("a stored game is not a legal complete game")?;
            write_atomic(&labels_path, &encode_labels(&labels))?;
            println!(
                "round {round} chunk {chunk}/{}: {} games played in {played:.1} s, labelled in {:.1} s",
                config.chunks(),
                games.len(),
                started.elapsed().as_secs_f64() - played
            );
        }
        Ok(true)
    }

    /// Every labelled position of rounds `1..=round` (finished chunks only), split into
    /// training and validation by chunk, and by phase.
    fn load(&self, round: u32) -> Result<Dataset, Failure> {
        let mut train = vec![Vec::new(); PHASES];
        let mut validation = vec![Vec::new(); PHASES];
        let mut held = Vec::new();
        for r in 1..=round {
            for chunk in 0..self.config.chunks() {
                let labels_path = self.labels_path(r, chunk);
                if !labels_path.exists() {
                    continue;
                }
                let games = decode_games(&read(&self.games_path(r, chunk))?)?;
                let labels = decode_labels(&read(&labels_path)?)?;
                let is_validation = self.config.is_validation(chunk);
                for (game, label) in games.iter().zip(&labels) {
                    let game_samples = samples(game, label, self.config.exact_empties)
                        .ok_or("a stored game is not a legal complete game")?;
                    for sample in game_samples {
                        let empties = 64 - (sample.player | sample.opponent).count_ones();
                        let set = if is_validation {
                            &mut validation
                        } else {
                            &mut train
                        };
                        set[phase(empties)].push(sample);
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
    /// in `out/fit`, then `out/weights.bin` and `out/report.txt`.
    fn fit(&self, round: u32, out: &Path) -> Result<(), Failure> {
        let started = Instant::now();
        let Dataset {
            train,
            validation,
            held,
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
                let so_far: &'static Weights = Box::leak(Box::new(
                    Weights::from_packed(&so_far).ok_or("packed weights of the wrong size")?,
                ));
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
                let weights = Weights::from_bytes(&read(&path)?)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                earlier.push((format!("round {r}"), &*Box::leak(Box::new(weights))));
            }
        }
        let quality = quality(&held, Box::leak(Box::new(weights.clone())), &earlier);
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

/// The positions a fit uses, by phase, and the held-out exact ones.
struct Dataset {
    train: Vec<Vec<Sample>>,
    validation: Vec<Vec<Sample>>,
    held: Vec<Held>,
}

/// Turns samples into fitting targets: exact scores as they are; other positions a mix of
/// the game's result and a fixed-depth search whose leaves lie in phases already fitted.
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
            },
            mix: config.label_mix,
        }
    }

    fn phase_data(&mut self, samples: &[Sample]) -> PhaseData {
        let mut data = PhaseData::default();
        for sample in samples {
            let result = f64::from(sample.score) * f64::from(DISC);
            let target = if sample.exact || self.level.depth == 0 || self.mix == 0.0 {
                result
            } else {
                let board = reversi::Board::from_discs(
                    sample.player,
                    sample.opponent,
                    reversi::Color::Black,
                )
                .expect("disjoint discs");
                let searched = f64::from(self.engine.best_move(&board, &self.level).score);
                self.mix * searched + (1.0 - self.mix) * result
            };
            data.push(sample.player, sample.opponent, target);
        }
        data
    }
}

/// A held-out position with its exact score.
struct Held {
    player: u64,
    opponent: u64,
    score: i32,
}

/// Mean absolute errors (discs) on the held-out exact positions: the static evaluation
/// and a 4-ply search, of the hand-set evaluation, these weights and the earlier rounds'
/// (on the same positions, so that rounds compare fairly).
fn quality(
    held: &[Held],
    weights: &'static Weights,
    earlier: &[(String, &'static Weights)],
) -> String {
    let mut text = format!("held-out exact positions (20-24 empties): {}\n", held.len());
    if held.is_empty() {
        return text;
    }
    let mut evaluators = vec![
        ("hand-set".to_string(), Evaluator::HandSet),
        ("learned".to_string(), Evaluator::Learned(weights)),
    ];
    evaluators.extend(
        earlier
            .iter()
            .map(|(name, weights)| (name.clone(), Evaluator::Learned(weights))),
    );
    for (name, evaluator) in evaluators {
        let weights = match evaluator {
            Evaluator::Learned(own) => own,
            _ => weights,
        };
        let (mut static_error, mut search_error) = (0f64, 0f64);
        let mut engine = Engine::new(0, StopFlag::new()).with_weights(weights);
        let level = Level {
            name: "quality".into(),
            depth: 4,
            time: None,
            exact_empties: 0,
            noise: 0,
            evaluation: evaluator.evaluation(),
        };
        for position in held {
            let exact = f64::from(position.score);
            let value = evaluator.evaluate(position.player, position.opponent);
            static_error += (f64::from(value) / f64::from(DISC) - exact).abs();
            let board = reversi::Board::from_discs(
                position.player,
                position.opponent,
                reversi::Color::Black,
            )
            .expect("disjoint discs");
            let searched = engine.best_move(&board, &level).score;
            search_error += (f64::from(searched) / f64::from(DISC) - exact).abs();
        }
        let n = held.len() as f64;
        text.push_str(&format!(
            "{name}: static MAE {:.2} discs, 4-ply MAE {:.2} discs\n",
            static_error / n,
            search_error / n
        ));
    }
    text
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
    if config.chunk == 0 || config.validation_every == 0 {
        return Err("--chunk and --validation-every must be at least 1".into());
    }
    if (1..5).contains(&config.label_depth) {
        return Err("--label-depth must be 0 or at least 5".into());
    }
    write_atomic(
        &config_path,
        serde_json::to_string_pretty(&config)?.as_bytes(),
    )?;
    let run = Run {
        dir: args.run_dir.clone(),
        config,
    };
    let mut budget = args.max_chunks.unwrap_or(u32::MAX);
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
            run.fit(round, &partial)?;
            return Ok(());
        }
        if !run.generate(round, evaluator, &mut budget)? {
            println!("stopped after the chunk budget; run again to continue");
            return Ok(());
        }
        run.fit(round, &run.round_dir(round))?;
        println!("round {round} done: {}", run.weights_path(round).display());
    }
    Ok(())
}
