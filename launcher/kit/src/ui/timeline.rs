//! One animation timeline for every game: the steps a scene made of the engine's events,
//! played one group after another; the steps of a group play at the same time. The
//! timeline only keeps time: what a step shows, sounds and changes is the game's, told
//! through [`Beat`]s as time passes. Durations are in animation seconds (the scene scales
//! real time by the animation-speed setting first), and [`Timeline::finish`] plays out
//! everything at once when the player is ahead of the animation.

use std::collections::VecDeque;

/// Something that lasts a while.
pub trait Timed {
    /// Its length in seconds (asked after its [`Beat::Start`], which may decide it).
    fn duration(&self) -> f32;
}

/// What happens to a step as time passes.
#[derive(Debug)]
pub enum Beat<'a, S> {
    /// The step begins: the game may fill it in (what it shows, how long it lasts).
    Start(&'a mut S),
    /// The step runs from `t0` to `t1` seconds into it.
    Tick(&'a mut S, f32, f32),
    /// The step is over.
    End(S),
}

/// A step of the running group and the seconds it has run.
#[derive(Debug, Clone)]
struct Running<S> {
    step: S,
    started: bool,
    elapsed: f32,
}

/// Groups of steps waiting or playing; the first group plays now.
#[derive(Debug, Clone)]
pub struct Timeline<S> {
    groups: VecDeque<Vec<Running<S>>>,
}

impl<S> Default for Timeline<S> {
    fn default() -> Self {
        Timeline {
            groups: VecDeque::new(),
        }
    }
}

impl<S: Timed> Timeline<S> {
    /// Queues `step` after everything queued.
    pub fn push(&mut self, step: S) {
        self.groups.push_back(vec![Running {
            step,
            started: false,
            elapsed: 0.0,
        }]);
    }

    /// Queues `step` to play together with the last step queued (from the same moment,
    /// if that one has not begun; from now, if it has).
    pub fn push_with_previous(&mut self, step: S) {
        let running = Running {
            step,
            started: false,
            elapsed: 0.0,
        };
        match self.groups.back_mut() {
            Some(group) => group.push(running),
            None => self.groups.push_back(vec![running]),
        }
    }

    /// Queues everything `later` holds after what is queued here.
    pub fn extend(&mut self, later: Timeline<S>) {
        self.groups.extend(later.groups);
    }

    /// Whether anything is still to play.
    pub fn busy(&self) -> bool {
        !self.groups.is_empty()
    }

    /// Drops everything still to play (the scene shows its state at rest instead).
    pub fn clear(&mut self) {
        self.groups.clear();
    }

    /// The steps playing now, each with the seconds it has run.
    pub fn playing(&self) -> impl Iterator<Item = (&S, f32)> {
        self.groups
            .front()
            .into_iter()
            .flatten()
            .filter(|r| r.started)
            .map(|r| (&r.step, r.elapsed))
    }

    /// The steps still waiting, in order (not the ones playing).
    pub fn waiting(&self) -> impl Iterator<Item = &S> {
        let playing = self
            .groups
            .front()
            .into_iter()
            .flatten()
            .filter(|r| !r.started);
        playing
            .chain(self.groups.iter().skip(1).flatten())
            .map(|r| &r.step)
    }

    /// Advances by `dt` seconds and tells `on` what happens, in order. Time left over when
    /// a group ends carries into the next one, so a long frame does not slow the
    /// animation down.
    pub fn advance(&mut self, dt: f32, mut on: impl FnMut(Beat<'_, S>)) {
        let mut dt = dt.max(0.0);
        while let Some(group) = self.groups.front_mut() {
            for r in group.iter_mut().filter(|r| !r.started) {
                r.started = true;
                on(Beat::Start(&mut r.step));
            }
            // The group ends with its longest step; what is left of `dt` after that goes on.
            let mut spare = f32::INFINITY;
            let mut i = 0;
            while i < group.len() {
                let r = &mut group[i];
                let t0 = r.elapsed;
                let t1 = (t0 + dt).min(r.step.duration().max(0.0));
                on(Beat::Tick(&mut r.step, t0, t1));
                r.elapsed = t1;
                let left = t0 + dt - r.step.duration().max(0.0);
                if left >= 0.0 {
                    spare = spare.min(left);
                    on(Beat::End(group.remove(i).step));
                } else {
                    spare = 0.0;
                    i += 1;
                }
            }
            if !group.is_empty() {
                return;
            }
            self.groups.pop_front();
            dt = spare;
        }
    }

    /// Plays everything to its end at once: every step still gets its beats, in order.
    pub fn finish(&mut self, on: impl FnMut(Beat<'_, S>)) {
        self.advance(f32::INFINITY, on);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq)]
    struct Step(&'static str, f32);

    impl Timed for Step {
        fn duration(&self) -> f32 {
            self.1
        }
    }

    fn log(t: &mut Timeline<Step>, dt: f32) -> Vec<String> {
        let mut out = Vec::new();
        t.advance(dt, |beat| match beat {
            Beat::Start(s) => out.push(format!("start {}", s.0)),
            Beat::Tick(s, a, b) => out.push(format!("tick {} {a:.1}-{b:.1}", s.0)),
            Beat::End(s) => out.push(format!("end {}", s.0)),
        });
        out
    }

    #[test]
    fn steps_play_in_order_and_spare_time_carries_on() {
        let mut t = Timeline::default();
        t.push(Step("a", 0.5));
        t.push(Step("b", 1.0));
        assert_eq!(log(&mut t, 0.3), ["start a", "tick a 0.0-0.3"]);
        assert_eq!(
            log(&mut t, 0.4),
            ["tick a 0.3-0.5", "end a", "start b", "tick b 0.0-0.2"]
        );
        assert!(t.busy());
        assert_eq!(log(&mut t, 5.0), ["tick b 0.2-1.0", "end b"]);
        assert!(!t.busy());
    }

    #[test]
    fn a_group_plays_together_and_ends_with_its_longest_step() {
        let mut t = Timeline::default();
        t.push(Step("fall", 0.4));
        t.push_with_previous(Step("drop", 0.2));
        t.push(Step("next", 1.0));
        assert_eq!(
            log(&mut t, 0.3),
            [
                "start fall",
                "start drop",
                "tick fall 0.0-0.3",
                "tick drop 0.0-0.2",
                "end drop"
            ]
        );
        assert_eq!(t.playing().map(|(s, _)| s.0).collect::<Vec<_>>(), ["fall"]);
        assert_eq!(
            log(&mut t, 0.2),
            [
                "tick fall 0.3-0.4",
                "end fall",
                "start next",
                "tick next 0.0-0.1"
            ]
        );
    }

    #[test]
    fn finishing_gives_every_step_its_beats() {
        let mut t = Timeline::default();
        t.push(Step("a", 0.5));
        t.push(Step("b", 0.5));
        log(&mut t, 0.1);
        let mut ended = Vec::new();
        t.finish(|beat| {
            if let Beat::End(s) = beat {
                ended.push(s.0);
            }
        });
        assert_eq!(ended, ["a", "b"]);
        assert!(!t.busy());
    }

    #[test]
    fn steps_queued_while_playing_follow() {
        let mut t = Timeline::default();
        t.push(Step("a", 0.1));
        let mut seen = Vec::new();
        let mut extra = Some(Step("b", 0.1));
        // A handler cannot push into the timeline it is told about: the scene queues
        // after the beat, as match-3 does when a reshuffle follows "no moves".
        t.advance(0.05, |beat| {
            if let Beat::Start(s) = beat {
                seen.push(s.0);
            }
        });
        if let Some(b) = extra.take() {
            t.push(b);
        }
        t.advance(1.0, |beat| {
            if let Beat::Start(s) = beat {
                seen.push(s.0);
            }
        });
        assert_eq!(seen, ["a", "b"]);
    }
}
