//! A game's events on the animation timeline: each waits until the events before it have
//! been shown (its animation depends on the board as shown then), then becomes its
//! animation step. Shared by the match-3 scene (board events) and the level scene (level
//! events, which wrap board events).

use super::anim::Step;
use ::match3::Event;
use ::match3::level::LevelEvent;
use launcher_kit::ui::{Beat, Timed, Timeline};

/// An event that may be a board event (falls and drop-ins are played together).
pub trait BoardEvent: Clone {
    /// The board event it is, if any.
    fn board(&self) -> Option<&Event>;
}

impl BoardEvent for Event {
    fn board(&self) -> Option<&Event> {
        Some(self)
    }
}

impl BoardEvent for LevelEvent {
    fn board(&self) -> Option<&Event> {
        match self {
            LevelEvent::Board(e) => Some(e),
            _ => None,
        }
    }
}

/// An event on the timeline: waiting to be shown, then its animation.
#[derive(Debug, Clone)]
pub enum Play<E> {
    /// Not shown yet.
    Waiting(E),
    /// Being shown.
    Showing(Step),
}

impl<E> Timed for Play<E> {
    fn duration(&self) -> f32 {
        match self {
            Play::Waiting(_) => 0.0,
            Play::Showing(step) => step.duration,
        }
    }
}

/// Queues `events` to be shown in order; falling pieces and the new ones dropping in from
/// above move together.
pub fn queue<E: BoardEvent>(timeline: &mut Timeline<Play<E>>, events: Vec<E>) {
    let mut after_fall = false;
    for event in events {
        let spawn = matches!(event.board(), Some(Event::Spawned { .. }));
        let fall = matches!(event.board(), Some(Event::Fell { .. }));
        if spawn && after_fall {
            timeline.push_with_previous(Play::Waiting(event));
        } else {
            timeline.push(Play::Waiting(event));
        }
        after_fall = fall;
    }
}

/// The animation steps playing now.
pub fn steps<E>(timeline: &Timeline<Play<E>>) -> impl Iterator<Item = &Step> {
    timeline.playing().filter_map(|(play, _)| match play {
        Play::Showing(step) => Some(step),
        Play::Waiting(_) => None,
    })
}

/// Advances the timeline `scene` keeps (reached through `timeline`) by `dt`: each event
/// that starts becomes the step `start` makes of it. The timeline is taken out while it
/// plays, so starting a step may queue more (a reshuffle).
pub fn advance<S, E: BoardEvent>(
    scene: &mut S,
    timeline: fn(&mut S) -> &mut Timeline<Play<E>>,
    dt: f32,
    mut start: impl FnMut(&mut S, E) -> Step,
) {
    let mut running = std::mem::take(timeline(scene));
    running.advance(dt, |beat| match beat {
        Beat::Start(play) => {
            if let Play::Waiting(event) = play {
                let step = start(scene, event.clone());
                *play = Play::Showing(step);
            }
        }
        Beat::Tick(Play::Showing(step), _, t) => step.seek(t),
        Beat::Tick(..) | Beat::End(_) => {}
    });
    let queued = std::mem::replace(timeline(scene), running);
    timeline(scene).extend(queued);
}
