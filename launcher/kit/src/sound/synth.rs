//! The synthesiser that makes every sound effect from oscillators, noise and envelopes.
//! Made for this project; the sounds are as freely licensed as the code.

use super::Sfx;
use std::f32::consts::TAU;

/// Oscillator wave shapes.
#[derive(Debug, Clone, Copy)]
enum Wave {
    Sine,
    Triangle,
    Square,
    Noise,
}

/// One note: a frequency glide with a quick attack and an exponential decay.
#[derive(Debug, Clone, Copy)]
struct Note {
    start: f32,
    f0: f32,
    f1: f32,
    len: f32,
    wave: Wave,
    gain: f32,
}

const fn note(start: f32, f0: f32, f1: f32, len: f32, wave: Wave, gain: f32) -> Note {
    Note {
        start,
        f0,
        f1,
        len,
        wave,
        gain,
    }
}

fn notes(sfx: Sfx) -> Vec<Note> {
    use Wave::*;
    match sfx {
        Sfx::Click => vec![note(0.0, 1400.0, 1100.0, 0.035, Triangle, 0.5)],
        Sfx::Select => vec![note(0.0, 660.0, 880.0, 0.07, Sine, 0.6)],
        Sfx::Swap => vec![note(0.0, 320.0, 640.0, 0.12, Triangle, 0.6)],
        Sfx::Invalid => vec![
            note(0.0, 190.0, 170.0, 0.09, Square, 0.25),
            note(0.11, 170.0, 150.0, 0.12, Square, 0.25),
        ],
        Sfx::Clear => vec![
            note(0.0, 0.0, 0.0, 0.12, Noise, 0.25),
            note(0.0, 880.0, 880.0, 0.22, Sine, 0.5),
            note(0.03, 1320.0, 1320.0, 0.2, Sine, 0.3),
        ],
        Sfx::Cascade => vec![
            note(0.0, 1047.0, 1047.0, 0.08, Triangle, 0.45),
            note(0.06, 1319.0, 1319.0, 0.08, Triangle, 0.45),
            note(0.12, 1568.0, 1568.0, 0.14, Triangle, 0.45),
        ],
        Sfx::Special => vec![
            note(0.0, 400.0, 1600.0, 0.3, Triangle, 0.45),
            note(0.05, 0.0, 0.0, 0.25, Noise, 0.15),
            note(0.2, 2093.0, 2093.0, 0.25, Sine, 0.3),
        ],
        Sfx::Flip => vec![
            note(0.0, 900.0, 450.0, 0.05, Triangle, 0.55),
            note(0.0, 0.0, 0.0, 0.02, Noise, 0.15),
        ],
        Sfx::LevelUp => vec![
            note(0.0, 523.0, 523.0, 0.12, Square, 0.18),
            note(0.1, 659.0, 659.0, 0.12, Square, 0.18),
            note(0.2, 784.0, 784.0, 0.12, Square, 0.18),
            note(0.3, 1047.0, 1047.0, 0.35, Square, 0.2),
        ],
        Sfx::GameOver => vec![
            note(0.0, 392.0, 392.0, 0.22, Triangle, 0.5),
            note(0.2, 330.0, 330.0, 0.22, Triangle, 0.5),
            note(0.4, 262.0, 240.0, 0.6, Triangle, 0.55),
        ],
        Sfx::Pop(step) => {
            // Two semitones a step from A5: a group of 16 or more sounds an octave and
            // more above a pair.
            let f = 880.0 * 2f32.powf(f32::from(step) * 2.0 / 12.0);
            vec![
                note(0.0, f * 0.7, f, 0.05, Sine, 0.55),
                note(0.03, f * 1.5, f * 1.5, 0.09, Triangle, 0.3),
            ]
        }
    }
}

/// Renders `sfx` as mono samples in −1..1 at `rate` samples per second.
pub fn render(sfx: Sfx, rate: u32) -> Vec<f32> {
    let rate_f = rate.max(1) as f32;
    let notes = notes(sfx);
    let total = notes.iter().map(|n| n.start + n.len).fold(0.0, f32::max);
    let mut out = vec![0.0f32; (total * rate_f).ceil() as usize + 1];
    // A fixed linear congruential generator: the noise is the same on every run.
    let mut seed: u32 = 0x2545_f491;
    for n in notes {
        let first = (n.start * rate_f) as usize;
        let count = (n.len * rate_f) as usize;
        let mut phase = 0.0f32;
        for i in 0..count {
            let t = i as f32 / rate_f;
            let progress = t / n.len;
            let freq = n.f0 + (n.f1 - n.f0) * progress;
            phase = (phase + freq / rate_f).fract();
            let raw = match n.wave {
                Wave::Sine => (phase * TAU).sin(),
                Wave::Triangle => 1.0 - 4.0 * (phase - 0.5).abs(),
                Wave::Square => {
                    if phase < 0.5 {
                        1.0
                    } else {
                        -1.0
                    }
                }
                Wave::Noise => {
                    seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    (seed >> 8) as f32 / (1u32 << 23) as f32 - 1.0
                }
            };
            let attack = (t / 0.004).min(1.0);
            let decay = (-4.0 * progress).exp() * (1.0 - progress);
            if let Some(s) = out.get_mut(first + i) {
                *s += raw * n.gain * attack * decay;
            }
        }
    }
    for s in &mut out {
        *s = s.clamp(-1.0, 1.0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_effect_is_short_audible_and_in_range() {
        for sfx in Sfx::ALL {
            let s = render(sfx, 44_100);
            assert!(
                s.len() > 1000 && s.len() < 66_150,
                "{sfx:?} has {} samples",
                s.len()
            );
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!(peak > 0.1 && peak <= 1.0, "{sfx:?} peak {peak}");
            assert!(
                s.last().is_some_and(|x| x.abs() < 0.05),
                "{sfx:?} ends with a click"
            );
        }
    }

    #[test]
    fn bigger_groups_pop_higher() {
        // Zero crossings count the pitch: each pop step must be higher than the last.
        let crossings = |sfx| {
            let s = render(sfx, 44_100);
            s.windows(2).filter(|w| w[0] < 0.0 && w[1] >= 0.0).count()
        };
        let steps: Vec<usize> = (0..Sfx::POP_STEPS)
            .map(|i| crossings(Sfx::Pop(i)))
            .collect();
        assert!(steps.windows(2).all(|w| w[0] < w[1]), "{steps:?}");
        assert_eq!(Sfx::pop(2), Sfx::Pop(0));
        assert_eq!(Sfx::pop(5), Sfx::Pop(1));
        assert_eq!(Sfx::pop(60), Sfx::Pop(Sfx::POP_STEPS - 1));
    }

    #[test]
    fn rendering_is_deterministic() {
        assert_eq!(render(Sfx::Clear, 22_050), render(Sfx::Clear, 22_050));
    }
}
