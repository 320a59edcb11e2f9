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
    /// Frame times of the frames that redrew something (the rest showed the last picture
    /// again, which costs only the present).
    changed: Vec<f32>,
    /// Whether the frame drawn last redrew anything: its time is known only at the next
    /// frame's start.
    last_changed: bool,
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
    /// Share of the frames that redrew part of the window, 0 to 1.
    pub changed_share: f32,
    /// Mean frame time of those frames (0 when there were none).
    pub changed_mean_ms: f32,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:.1} fps; frame ms mean {:.2} p50 {:.2} p95 {:.2} max {:.2}; drawing {:.2} ms; \
             {:.0} % of frames redrew, mean {:.2} ms",
            self.fps,
            self.mean_ms,
            self.p50_ms,
            self.p95_ms,
            self.max_ms,
            self.draw_ms,
            self.changed_share * 100.0,
            self.changed_mean_ms
        )
    }
}

impl FrameStats {
    /// How often a summary is produced.
    pub const PERIOD: Duration = Duration::from_secs(5);

    /// Adds the time one frame's drawing took, in seconds, and whether it redrew anything.
    pub fn record_draw(&mut self, secs: f32, changed: bool) {
        self.draw_total += secs;
        self.draws += 1;
        self.last_changed = changed;
    }

    /// Adds one frame of `dt` seconds; returns a summary when a period is complete.
    pub fn record(&mut self, dt: f32) -> Option<Summary> {
        self.frames.push(dt);
        if self.last_changed {
            self.changed.push(dt);
        }
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
            changed_share: self.changed.len() as f32 / ms.len() as f32,
            changed_mean_ms: self.changed.iter().sum::<f32>() * 1000.0
                / self.changed.len().max(1) as f32,
        };
        self.frames.clear();
        self.changed.clear();
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
            // Every fourth frame redraws; the frame after it carries its time.
            s.record_draw(0.001, i % 4 == 0);
        }
        let sum = out.expect("a summary after five seconds");
        assert!((sum.p50_ms - 12.5).abs() < 0.01);
        assert!((sum.max_ms - 50.0).abs() < 0.01);
        assert!(sum.fps > 75.0 && sum.fps < 81.0, "{sum}");
        assert!((sum.changed_share - 0.25).abs() < 0.01, "{sum}");
        assert!((sum.changed_mean_ms - 12.5).abs() < 0.01, "{sum}");
    }

    #[test]
    fn without_draws_no_frame_counts_as_redrawn() {
        let mut s = FrameStats::default();
        let mut out = None;
        for _ in 0..400 {
            if let Some(sum) = s.record(0.02) {
                out = Some(sum);
                break;
            }
        }
        let sum = out.expect("a summary after five seconds");
        assert_eq!(sum.changed_share, 0.0);
        assert_eq!(sum.changed_mean_ms, 0.0);
    }
}
