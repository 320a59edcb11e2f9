//! One Elo scale from game results: the Bradley–Terry model fitted by maximum likelihood
//! (Newton's method), a draw counting as half a point, one level anchored at a stated
//! rating. The 95 % intervals come from the Fisher information at the optimum: its inverse
//! (the log-likelihood's negated Hessian, inverted) is the ratings' covariance, relative to
//! the anchor. A gap between two levels has the variance `var a + var b - 2 cov(a, b)`,
//! narrower than the two intervals suggest when the levels met often.
//!
//! The maximum exists only when every group of levels scores against the rest and the rest
//! against it; otherwise the ratings run off to infinity, so the fit refuses such records
//! (a level with only wins or only losses is the common case) instead of printing nonsense.

/// Elo points per natural unit of the logistic model: `p = 1 / (1 + 10^(-d / 400))`.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;

/// The normal quantile of a two-sided 95 % interval.
const Z95: f64 = 1.959_964;

/// One game's result: the levels by index and the first level's score (1 a win, 0.5 a
/// draw, 0 a loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The first level.
    pub first: usize,
    /// The second level.
    pub second: usize,
    /// The first level's score, from 0 to 1.
    pub score: f64,
}

/// The fitted ratings, one per level, in the order of the names given.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// Each level's rating.
    pub elo: Vec<f64>,
    /// The standard error of each rating (0 for the anchor).
    pub error: Vec<f64>,
    /// The ratings' covariance in Elo squared (the anchor's row and column 0).
    pub covariance: Vec<Vec<f64>>,
    /// Games fitted.
    pub games: usize,
}

impl Fit {
    /// The 95 % interval of level `i`.
    pub fn interval(&self, i: usize) -> (f64, f64) {
        let half = Z95 * self.error[i];
        (self.elo[i] - half, self.elo[i] + half)
    }

    /// The 95 % interval of the gap from level `low` up to level `high` (`elo[high] -
    /// elo[low]`), from `var low + var high - 2 cov(low, high)`.
    pub fn gap_interval(&self, low: usize, high: usize) -> (f64, f64) {
        let c = &self.covariance;
        let variance = c[low][low] + c[high][high] - 2.0 * c[low][high];
        let half = Z95 * variance.max(0.0).sqrt();
        let gap = self.elo[high] - self.elo[low];
        (gap - half, gap + half)
    }
}

/// Why there is no fit.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FitError {
    /// No games at all.
    #[error("no games to fit")]
    Empty,
    /// The anchor level has no games.
    #[error("the anchor level `{0}` has no games")]
    Anchor(String),
    /// Some levels never played the others, directly or through other levels.
    #[error("the schedule is disconnected: {0} never met the other levels")]
    Disconnected(String),
    /// A level won (or lost) every game: its rating has no finite estimate.
    #[error("`{level}` {result} every game: its rating has no finite estimate")]
    Separated {
        /// The level.
        level: String,
        /// `won` or `lost`.
        result: &'static str,
    },
    /// A group of levels never scored against the others.
    #[error("{0} never scored against the other levels: their ratings have no finite estimate")]
    GroupSeparated(String),
    /// Newton's method did not settle.
    #[error("the fit did not converge")]
    NoConvergence,
}

/// Fits ratings to `games` between the levels `names` (indices into it), with level
/// `anchor` at `anchor_elo`. Levels without games are an error (disconnected).
pub fn fit(
    names: &[String],
    games: &[Outcome],
    anchor: usize,
    anchor_elo: f64,
) -> Result<Fit, FitError> {
    let n = names.len();
    if games.is_empty() || n == 0 {
        return Err(FitError::Empty);
    }
    // Per pair (i < j): games and i's score.
    let mut played = vec![vec![0.0f64; n]; n];
    let mut scored = vec![vec![0.0f64; n]; n];
    for game in games {
        let (i, j, s) = (game.first, game.second, game.score.clamp(0.0, 1.0));
        if i == j || i >= n || j >= n {
            continue;
        }
        played[i][j] += 1.0;
        played[j][i] += 1.0;
        scored[i][j] += s;
        scored[j][i] += 1.0 - s;
    }
    check(names, &played, &scored, anchor)?;
    let free: Vec<usize> = (0..n).filter(|&i| i != anchor).collect();
    let mut theta = vec![0.0f64; n];
    let mut converged = false;
    for _ in 0..200 {
        let (gradient, information) = derivatives(&theta, &played, &scored);
        let g: Vec<f64> = free.iter().map(|&i| gradient[i]).collect();
        let h: Vec<Vec<f64>> = free
            .iter()
            .map(|&i| free.iter().map(|&j| information[i][j]).collect())
            .collect();
        let Some(step) = solve(h, g) else {
            return Err(FitError::NoConvergence);
        };
        let before = log_likelihood(&theta, &played, &scored);
        let mut scale = 1.0;
        loop {
            let mut next = theta.clone();
            for (k, &i) in free.iter().enumerate() {
                next[i] += scale * step[k];
            }
            if log_likelihood(&next, &played, &scored) >= before - 1e-12 || scale < 1e-6 {
                theta = next;
                break;
            }
            scale /= 2.0;
        }
        if step.iter().all(|s| s.abs() * scale < 1e-10) {
            converged = true;
            break;
        }
    }
    if !converged || theta.iter().any(|t| !t.is_finite()) {
        return Err(FitError::NoConvergence);
    }
    let (_, information) = derivatives(&theta, &played, &scored);
    let h: Vec<Vec<f64>> = free
        .iter()
        .map(|&i| free.iter().map(|&j| information[i][j]).collect())
        .collect();
    let mut covariance = vec![vec![0.0; n]; n];
    for (k, &i) in free.iter().enumerate() {
        let mut unit = vec![0.0; free.len()];
        unit[k] = 1.0;
        let column = solve(h.clone(), unit).ok_or(FitError::NoConvergence)?;
        for (&j, value) in free.iter().zip(column) {
            covariance[j][i] = value * ELO * ELO;
        }
    }
    let error: Vec<f64> = (0..n).map(|i| covariance[i][i].max(0.0).sqrt()).collect();
    let shift = theta[anchor];
    let elo: Vec<f64> = theta
        .iter()
        .map(|t| (t - shift) * ELO + anchor_elo)
        .collect();
    if elo
        .iter()
        .chain(&error)
        .chain(covariance.iter().flatten())
        .any(|v| !v.is_finite())
    {
        return Err(FitError::NoConvergence);
    }
    Ok(Fit {
        elo,
        error,
        covariance,
        games: games.len(),
    })
}

/// Refuses records without a finite maximum: a level without games or cut off from the
/// anchor, and a group of levels that never scores against the rest (or the reverse).
fn check(
    names: &[String],
    played: &[Vec<f64>],
    scored: &[Vec<f64>],
    anchor: usize,
) -> Result<(), FitError> {
    let n = names.len();
    if anchor >= n || played[anchor].iter().all(|&g| g == 0.0) {
        return Err(FitError::Anchor(
            names.get(anchor).cloned().unwrap_or_default(),
        ));
    }
    let met = reachable(n, anchor, |i, j| played[i][j] > 0.0);
    let apart: Vec<&str> = (0..n)
        .filter(|&i| !met[i])
        .map(|i| names[i].as_str())
        .collect();
    if !apart.is_empty() {
        return Err(FitError::Disconnected(list(&apart)));
    }
    for i in 0..n {
        let games: f64 = played[i].iter().sum();
        let score: f64 = scored[i].iter().sum();
        if score == 0.0 || score == games {
            return Err(FitError::Separated {
                level: names[i].clone(),
                result: if score == games { "won" } else { "lost" },
            });
        }
    }
    // Every level must reach every other through "scored at least a draw against".
    let beats = |i: usize, j: usize| played[i][j] > 0.0 && scored[i][j] > 0.0;
    let down = reachable(n, anchor, beats);
    let up = reachable(n, anchor, |i, j| beats(j, i));
    for reach in [down, up] {
        let group: Vec<&str> = (0..n)
            .filter(|&i| !reach[i])
            .map(|i| names[i].as_str())
            .collect();
        if !group.is_empty() {
            return Err(FitError::GroupSeparated(list(&group)));
        }
    }
    Ok(())
}

fn list(names: &[&str]) -> String {
    names
        .iter()
        .map(|name| format!("`{name}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The levels reachable from `start` along `edge`.
fn reachable(n: usize, start: usize, edge: impl Fn(usize, usize) -> bool) -> Vec<bool> {
    let mut seen = vec![false; n];
    seen[start] = true;
    let mut stack = vec![start];
    while let Some(i) = stack.pop() {
        for (j, seen) in seen.iter_mut().enumerate() {
            if !*seen && edge(i, j) {
                *seen = true;
                stack.push(j);
            }
        }
    }
    seen
}

fn win_probability(theta_i: f64, theta_j: f64) -> f64 {
    1.0 / (1.0 + (theta_j - theta_i).exp())
}

fn log_likelihood(theta: &[f64], played: &[Vec<f64>], scored: &[Vec<f64>]) -> f64 {
    let mut total = 0.0;
    for i in 0..theta.len() {
        for j in (i + 1)..theta.len() {
            if played[i][j] > 0.0 {
                let p = win_probability(theta[i], theta[j]).clamp(1e-300, 1.0 - 1e-16);
                total += scored[i][j] * p.ln() + scored[j][i] * (1.0 - p).ln();
            }
        }
    }
    total
}

/// The log-likelihood's gradient and the Fisher information (its negated Hessian).
fn derivatives(
    theta: &[f64],
    played: &[Vec<f64>],
    scored: &[Vec<f64>],
) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = theta.len();
    let mut gradient = vec![0.0; n];
    let mut information = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in 0..n {
            if i == j || played[i][j] == 0.0 {
                continue;
            }
            let p = win_probability(theta[i], theta[j]);
            gradient[i] += scored[i][j] - played[i][j] * p;
            let w = played[i][j] * p * (1.0 - p);
            information[i][i] += w;
            information[i][j] -= w;
        }
    }
    (gradient, information)
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-300 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in (col + 1)..n {
            let factor = a[row][col] / a[col][col];
            let (above, below) = a.split_at_mut(row);
            for (x, p) in below[0][col..n].iter_mut().zip(&above[col][col..n]) {
                *x -= factor * p;
            }
            b[row] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = ((row + 1)..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x.iter().all(|v| v.is_finite()).then_some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("l{i}")).collect()
    }

    /// `games` games between each pair (i, i + 1) and (i, i + 2) of levels rated `elo`,
    /// each scoring exactly its expected share (scores need not be 0, ½ or 1).
    fn expected_games(elo: &[f64], games: usize) -> Vec<Outcome> {
        let mut list = Vec::new();
        for i in 0..elo.len() {
            for j in [i + 1, i + 2] {
                if j < elo.len() {
                    let p = win_probability(elo[i] / ELO, elo[j] / ELO);
                    for _ in 0..games {
                        list.push(Outcome {
                            first: i,
                            second: j,
                            score: p,
                        });
                    }
                }
            }
        }
        list
    }

    #[test]
    fn a_known_pair_gives_the_textbook_gap() {
        // 76 % against one level: 200 Elo; 400 games of it.
        let mut games = Vec::new();
        for k in 0..400 {
            let score = if k < 304 { 1.0 } else { 0.0 };
            games.push(Outcome {
                first: 1,
                second: 0,
                score,
            });
        }
        let fit = fit(&names(2), &games, 0, 1000.0).unwrap();
        let gap = fit.elo[1] - fit.elo[0];
        assert!((gap - 200.2).abs() < 1.0, "{gap}");
        let (low, high) = fit.interval(1);
        // The standard error of a 76 % share over 400 games, on the Elo scale.
        assert!(high - low > 60.0 && high - low < 90.0, "{low} {high}");
        assert_eq!(fit.interval(0), (1000.0, 1000.0));
        // Against the anchor, the gap's interval is the level's own.
        let (gap_low, gap_high) = fit.gap_interval(0, 1);
        assert!((gap_low - (low - 1000.0)).abs() < 1e-9);
        assert!((gap_high - (high - 1000.0)).abs() < 1e-9);
    }

    #[test]
    fn a_gap_between_levels_that_met_often_is_surer_than_their_ratings() {
        // Three levels 200 apart, 400 games a neighbour pair and 400 two steps apart.
        let games = expected_games(&[0.0, 200.0, 400.0], 400);
        let fit = fit(&names(3), &games, 0, 0.0).unwrap();
        let (low, high) = fit.gap_interval(1, 2);
        assert!(((low + high) / 2.0 - 200.0).abs() < 1e-6);
        let half = (high - low) / 2.0;
        // Far from the anchor, each rating is less sure than the gap between them.
        assert!(half < Z95 * fit.error[2], "{half} {}", fit.error[2]);
        // The variance of a difference: var a + var b - 2 cov(a, b).
        let c = &fit.covariance;
        let by_hand = Z95 * (c[1][1] + c[2][2] - 2.0 * c[1][2]).sqrt();
        assert!((half - by_hand).abs() < 1e-9);
        assert!((c[1][2] - c[2][1]).abs() < 1e-6 && c[1][2] > 0.0);
        // About 400 games at 76 % give the target's ±60 or better.
        assert!(half < 60.0, "{half}");
    }

    #[test]
    fn bad_records_are_refused_with_the_reason() {
        let all = names(3);
        assert_eq!(fit(&all, &[], 0, 0.0), Err(FitError::Empty));
        let win = |first, second, score| Outcome {
            first,
            second,
            score,
        };
        let games = [win(0, 1, 1.0), win(0, 1, 0.0)];
        let err = fit(&all, &games, 0, 0.0).unwrap_err();
        assert_eq!(err, FitError::Disconnected("`l2`".into()));
        let err = fit(&all, &games, 2, 0.0).unwrap_err();
        assert_eq!(err, FitError::Anchor("l2".into()));
        let games = [win(0, 1, 1.0), win(0, 1, 0.0), win(2, 1, 1.0)];
        let err = fit(&all, &games, 0, 0.0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "`l2` won every game: its rating has no finite estimate"
        );
        let games = [
            win(0, 1, 1.0),
            win(0, 1, 0.0),
            win(2, 3, 1.0),
            win(2, 3, 0.0),
            win(0, 2, 1.0),
            win(1, 3, 1.0),
        ];
        let err = fit(&names(4), &games, 0, 0.0).unwrap_err();
        assert!(matches!(err, FitError::GroupSeparated(_)), "{err}");
    }

    proptest! {
        #[test]
        fn expected_scores_give_back_the_ratings(
            gaps in proptest::collection::vec(-300.0f64..300.0, 1..7),
            anchor_elo in -2000.0f64..3000.0,
        ) {
            let mut elo = vec![0.0];
            for gap in &gaps {
                elo.push(elo.last().unwrap() + gap);
            }
            let games = expected_games(&elo, 10);
            let anchor = gaps.len() / 2;
            let fit = fit(&names(elo.len()), &games, anchor, anchor_elo).unwrap();
            for (fitted, truth) in fit.elo.iter().zip(&elo) {
                prop_assert!((fitted - (truth - elo[anchor] + anchor_elo)).abs() < 1e-6);
            }
            prop_assert_eq!(fit.error[anchor], 0.0);
            for i in 1..elo.len() {
                let (low, high) = fit.gap_interval(i - 1, i);
                let gap = fit.elo[i] - fit.elo[i - 1];
                prop_assert!(low <= gap && gap <= high);
            }
            prop_assert!(fit.error.iter().all(|e| e.is_finite() && *e >= 0.0));
        }

        #[test]
        fn any_records_give_finite_ratings_or_a_refusal(
            games in proptest::collection::vec((0usize..4, 0usize..4, 0u8..3), 0..40),
            anchor in 0usize..4,
        ) {
            let games: Vec<Outcome> = games
                .into_iter()
                .map(|(first, second, s)| Outcome { first, second, score: f64::from(s) / 2.0 })
                .collect();
            if let Ok(fit) = fit(&names(4), &games, anchor, 1500.0) {
                prop_assert!(fit.elo.iter().chain(&fit.error).all(|v| v.is_finite()));
                prop_assert_eq!(fit.elo[anchor], 1500.0);
            }
        }

        #[test]
        fn the_order_of_the_players_in_a_record_does_not_matter(
            games in proptest::collection::vec((0usize..3, 0usize..3, 0u8..3), 0..30),
        ) {
            let games: Vec<Outcome> = games
                .into_iter()
                .map(|(first, second, s)| Outcome { first, second, score: f64::from(s) / 2.0 })
                .collect();
            let swapped: Vec<Outcome> = games
                .iter()
                .map(|g| Outcome { first: g.second, second: g.first, score: 1.0 - g.score })
                .collect();
            match (fit(&names(3), &games, 0, 0.0), fit(&names(3), &swapped, 0, 0.0)) {
                (Ok(a), Ok(b)) => {
                    for (x, y) in a.elo.iter().zip(&b.elo) {
                        prop_assert!((x - y).abs() < 1e-6);
                    }
                }
                (a, b) => prop_assert_eq!(a.is_ok(), b.is_ok()),
            }
        }
    }
}
