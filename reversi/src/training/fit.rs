//! Least-squares fit of one phase's weights: preconditioned conjugate gradients on the
//! normal equations, with a ridge term pulling every weight towards its starting value (the
//! neighbouring phase's weight, so entries seen rarely stay close to it), keeping the
//! iterate that did best on the validation positions.

use crate::pattern::{FEATURES, packed_features};

/// Positions of one phase, turned into the packed entries they read.
#[derive(Clone, Debug, Default)]
pub struct PhaseData {
    features: Vec<[u32; FEATURES]>,
    targets: Vec<f64>,
}

impl PhaseData {
    /// Adds a position with `player` to move and its target (hundredths of a disc).
    pub fn push(&mut self, player: u64, opponent: u64, target: f64) {
        self.features.push(packed_features(player, opponent));
        self.targets.push(target);
    }

    /// Number of positions.
    pub fn len(&self) -> usize {
        self.targets.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.targets.is_empty()
    }

    /// Mean absolute error of `weights`, in discs.
    pub fn mean_absolute_error(&self, weights: &[f64]) -> f64 {
        if self.is_empty() {
            return 0.0;
        }
        let total: f64 = self
            .features
            .iter()
            .zip(&self.targets)
            .map(|(features, &target)| (target - predict(weights, features)).abs())
            .sum();
        total / self.len() as f64 / 100.0
    }

    /// `Aᵀ(A v)`: the normal matrix times `v`, into `out`.
    fn normal_times(&self, v: &[f64], out: &mut [f64]) {
        out.fill(0.0);
        for features in &self.features {
            let value = predict(v, features);
            for &f in features {
                out[f as usize] += value;
            }
        }
    }
}

fn predict(weights: &[f64], features: &[u32; FEATURES]) -> f64 {
    features.iter().map(|&f| weights[f as usize]).sum()
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// How the fit runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FitParams {
    /// Conjugate-gradient iterations.
    pub iterations: u32,
    /// Weight of the pull towards the starting weights, in positions' worth: an entry seen
    /// `n` times moves about `n / (n + ridge)` of the way to its least-squares value.
    pub ridge: f64,
}

/// The outcome of one phase's fit.
#[derive(Clone, Debug)]
pub struct PhaseFit {
    /// The weights, in hundredths of a disc.
    pub weights: Vec<f64>,
    /// Mean absolute error on the training positions, discs.
    pub train_error: f64,
    /// Mean absolute error on the validation positions, discs.
    pub validation_error: f64,
    /// The iteration whose weights were kept.
    pub best_iteration: u32,
}

/// Fits weights (starting from and pulled towards `start`) to `train`, keeping the iterate
/// with the lowest validation error (the last one if there are no validation positions).
pub fn fit_phase(
    train: &PhaseData,
    validation: &PhaseData,
    start: &[f64],
    params: FitParams,
) -> PhaseFit {
    let n = start.len();
    let mut x = start.to_vec();
    // Preconditioner: the diagonal of AᵀA + ridge·I is each entry's count plus the ridge.
    let mut diagonal = vec![params.ridge.max(1e-9); n];
    // r = Aᵀ(y − A·start): the ridge term vanishes at the start.
    let mut r = vec![0f64; n];
    for (features, &target) in train.features.iter().zip(&train.targets) {
        let error = target - predict(&x, features);
        for &f in features {
            r[f as usize] += error;
            diagonal[f as usize] += 1.0;
        }
    }
    let mut z: Vec<f64> = r.iter().zip(&diagonal).map(|(r, d)| r / d).collect();
    let mut p = z.clone();
    let mut rz = dot(&r, &z);
    let mut q = vec![0f64; n];
    let mut best = (validation.mean_absolute_error(&x), 0, x.clone());
    for iteration in 1..=params.iterations {
        if rz <= 0.0 {
            break;
        }
        train.normal_times(&p, &mut q);
        for (q, p) in q.iter_mut().zip(&p) {
            *q += params.ridge * p;
        }
        let alpha = rz / dot(&p, &q);
        for i in 0..n {
            x[i] += alpha * p[i];
            r[i] -= alpha * q[i];
            z[i] = r[i] / diagonal[i];
        }
        let next = dot(&r, &z);
        let beta = next / rz;
        rz = next;
        for (p, z) in p.iter_mut().zip(&z) {
            *p = z + beta * *p;
        }
        let error = validation.mean_absolute_error(&x);
        if validation.is_empty() || error < best.0 {
            best = (error, iteration, x.clone());
        }
    }
    let (validation_error, best_iteration, weights) = best;
    PhaseFit {
        train_error: train.mean_absolute_error(&weights),
        validation_error,
        best_iteration,
        weights,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    #[test]
    fn fitting_lowers_the_error() {
        let mut train = PhaseData::default();
        let mut board = Board::start();
        for square in ["f5", "d6", "c3", "d3", "c4", "f4", "f6"] {
            board = board.play(square.parse().unwrap()).unwrap();
            let score = f64::from(board.player().count_ones()) - 4.0;
            train.push(board.player(), board.opponent(), score * 100.0);
        }
        let start = vec![0.0; crate::pattern::packed_len()];
        let params = FitParams {
            iterations: 20,
            ridge: 1.0,
        };
        let fit = fit_phase(&train, &PhaseData::default(), &start, params);
        assert!(fit.train_error < 0.5 * train.mean_absolute_error(&start));
    }
}
