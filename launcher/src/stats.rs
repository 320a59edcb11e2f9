//! Frame-time statistics for `--stats`: frames per second, frame-time percentiles and
//! resident memory, logged every few seconds.

use std::time::Duration;

/// Collects frame times and summarises them periodically.
#[derive(Debug, Clone, Default)]
pub struct FrameStats {
    frames: Vec<f32>,
    elapsed: f32,
    draw_total: f32,
    draws: u32,
}

/// One summary of a period.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    /// Frames per second over the period.
    pub fps: f32,
    /// Mean frame time in milliseconds.
    pub mean_ms: f32,
    /// Median frame time.
    pub p50_ms: f32,
    /// 95th-percentile frame time.
    pub p95_ms: f32,
    /// Longest frame.
    pub max_ms: f32,
    /// Mean time spent building and submitting a frame's drawing (the rest of a frame is
    /// the driver, presenting, and waiting).
    pub draw_ms: f32,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:.1} fps; frame ms mean {:.2} p50 {:.2} p95 {:.2} max {:.2}; drawing {:.2} ms",
            self.fps, self.mean_ms, self.p50_ms, self.p95_ms, self.max_ms, self.draw_ms
        )
    }
}

impl FrameStats {
    /// How often a summary is produced.
    pub const PERIOD: Duration = Duration::from_secs(5);

    /// Adds the time one frame's drawing took, in seconds.
    pub fn record_draw(&mut self, secs: f32) {
        self.draw_total += secs;
        self.draws += 1;
    }

    /// Adds one frame of `dt` seconds; returns a summary when a period is complete.
    pub fn record(&mut self, dt: f32) -> Option<Summary> {
        self.frames.push(dt);
        self.elapsed += dt;
        if self.elapsed < Self::PERIOD.as_secs_f32() {
            return None;
        }
        let mut ms: Vec<f32> = self.frames.iter().map(|d| d * 1000.0).collect();
        ms.sort_by(f32::total_cmp);
        let pick = |q: f32| ms[((ms.len() - 1) as f32 * q).round() as usize];
        let summary = Summary {
            fps: ms.len() as f32 / self.elapsed,
            mean_ms: ms.iter().sum::<f32>() / ms.len() as f32,
            p50_ms: pick(0.5),
            p95_ms: pick(0.95),
            max_ms: pick(1.0),
            draw_ms: self.draw_total * 1000.0 / self.draws.max(1) as f32,
        };
        self.frames.clear();
        self.elapsed = 0.0;
        self.draw_total = 0.0;
        self.draws = 0;
        Some(summary)
    }
}

/// The process's resident memory in megabytes (Linux; `None` elsewhere).
pub fn resident_mb() -> Option<f32> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: f32 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summarises_after_a_period() {
        let mut s = FrameStats::default();
        let mut out = None;
        for i in 0..400 {
            let dt = if i == 10 { 0.05 } else { 0.0125 };
            if let Some(sum) = s.record(dt) {
                out = Some(sum);
                break;
            }
        }
        let sum = out.expect("a summary after five seconds");
        assert!((sum.p50_ms - 12.5).abs() < 0.01);
        assert!((sum.max_ms - 50.0).abs() < 0.01);
        assert!(sum.fps > 75.0 && sum.fps < 81.0, "{sum}");
    }
}
