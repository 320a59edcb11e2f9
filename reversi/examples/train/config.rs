//! A run's settings: given on the command line when the run is created, stored in its
//! `config.json`, and checked against what is given when it continues.

use crate::Failure;
use reversi::search::{Evaluation, Level};
use reversi::training::selfplay::SelfPlay;
use serde::{Deserialize, Serialize};

/// The settings of a new run; given again when continuing, they must match.
#[derive(clap::Args)]
pub struct ConfigArgs {
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
    /// The same for validation chunks.
    #[arg(long)]
    validation_solve_empties: Option<u32>,
    /// Chunks 0, N, 2N… are validation data, never trained on.
    #[arg(long)]
    validation_every: Option<u32>,
    /// What the first round plays and searches with: the hand-set evaluation or the
    /// weights embedded in the crate.
    #[arg(long, value_enum)]
    first_evaluation: Option<FirstEvaluation>,
    /// Depth of the searches that score every position too far from the end to solve,
    /// stored beside the labels (0: none).
    #[arg(long)]
    search_depth: Option<u32>,
    /// Depth of the searches that label positions without an exact or stored searched
    /// score when fitting (0: the game's result alone; otherwise at least 5, so that the
    /// leaves lie in phases already fitted).
    #[arg(long)]
    label_depth: Option<u32>,
    /// Share of the search in the label (the rest is the game's result).
    #[arg(long)]
    label_mix: Option<f64>,
    /// Conjugate-gradient iterations per phase.
    #[arg(long)]
    iterations: Option<u32>,
    /// Pull of each weight towards the neighbouring phase's, in positions' worth.
    #[arg(long)]
    ridge: Option<f64>,
    /// A phase's weights are also fitted on the positions up to this many empties outside
    /// its own (its validation positions stay its own).
    #[arg(long)]
    fit_margin: Option<u32>,
}

/// What the first round's games are played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum FirstEvaluation {
    /// The hand-set evaluation (a run from nothing).
    Handset,
    /// The weights embedded in the crate when the round is played.
    Embedded,
}

impl std::fmt::Display for FirstEvaluation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FirstEvaluation::Handset => "handset",
            FirstEvaluation::Embedded => "embedded",
        })
    }
}

/// A run's settings, as stored in `config.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    pub seed: u64,
    pub rounds: u32,
    pub games: u32,
    pub chunk: u32,
    pub depth: u32,
    pub noise: i32,
    pub random_min: u32,
    pub random_max: u32,
    pub exact_empties: u32,
    pub solve_empties: u32,
    pub validation_solve_empties: u32,
    pub validation_every: u32,
    pub first_evaluation: FirstEvaluation,
    pub search_depth: u32,
    pub label_depth: u32,
    pub label_mix: f64,
    pub iterations: u32,
    pub ridge: f64,
    pub fit_margin: u32,
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
            first_evaluation: FirstEvaluation::Handset,
            search_depth: 0,
            label_depth: 6,
            label_mix: 0.7,
            iterations: 60,
            ridge: 30.0,
            fit_margin: 0,
        }
    }
}

impl Config {
    /// Applies the given settings, failing on one that contradicts `existing` values.
    pub fn merge(mut self, args: &ConfigArgs, fixed: bool) -> Result<Config, Failure> {
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
            validation_every,
            first_evaluation,
            search_depth
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
        if let Some(value) = args.fit_margin {
            self.fit_margin = value;
        }
        Ok(self)
    }

    /// Refuses settings the run cannot work with.
    pub fn check(&self) -> Result<(), Failure> {
        if self.chunk == 0 || self.validation_every == 0 {
            return Err("--chunk and --validation-every must be at least 1".into());
        }
        if (1..5).contains(&self.label_depth) {
            return Err("--label-depth must be 0 or at least 5".into());
        }
        if self.chunk > 10_000 || self.games > 10_000_000 {
            return Err("--chunk is at most 10000 and --games at most 10000000".into());
        }
        Ok(())
    }

    pub fn chunks(&self) -> u32 {
        self.games.div_ceil(self.chunk)
    }

    pub fn is_validation(&self, chunk: u32) -> bool {
        chunk % self.validation_every == 0
    }

    /// Empties up to which the chunk's positions are solved when labelling.
    pub fn solve_empties(&self, chunk: u32) -> u32 {
        if self.is_validation(chunk) {
            self.validation_solve_empties
        } else {
            self.solve_empties
        }
    }

    pub fn self_play(&self, evaluation: Evaluation) -> SelfPlay {
        SelfPlay {
            random_min: self.random_min,
            random_max: self.random_max,
            depth: self.depth,
            noise: self.noise,
            exact_empties: self.exact_empties,
            evaluation,
        }
    }

    /// The level of the searches stored beside the labels.
    pub fn search_level(&self, evaluation: Evaluation) -> Level {
        Level {
            name: "label".into(),
            depth: self.search_depth,
            time: None,
            exact_empties: 0,
            noise: 0,
            evaluation,
            selectivity: 0,
            book: false,
            book_loss: 0,
            temperature: 0,
            one_thread: false,
        }
    }
}
