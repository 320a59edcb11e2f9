//! When the window should draw next: a scene's answer, and what shared services such as
//! looping effects answer too. It sits below the scenes and the services so both can use it.

/// When a scene needs its next frame: the window draws nothing and sleeps until then, or
/// until input arrives or a worker thread reports.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Wake {
    /// Something moves: the next frame as soon as the frame rate allows.
    Animating,
    /// Nothing moves for this many seconds (a timer is due then).
    In(f32),
    /// Nothing moves until input comes or a worker thread wakes the window.
    Idle,
}

impl Wake {
    /// [`Wake::Animating`] when `moving`, otherwise [`Wake::Idle`].
    pub fn animating_if(moving: bool) -> Wake {
        if moving { Wake::Animating } else { Wake::Idle }
    }

    /// The earlier of two wake-ups.
    pub fn sooner(self, other: Wake) -> Wake {
        match (self, other) {
            (Wake::Animating, _) | (_, Wake::Animating) => Wake::Animating,
            (Wake::In(a), Wake::In(b)) => Wake::In(a.min(b)),
            (Wake::In(a), Wake::Idle) | (Wake::Idle, Wake::In(a)) => Wake::In(a),
            (Wake::Idle, Wake::Idle) => Wake::Idle,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Wake;

    #[test]
    fn the_sooner_wake_up_wins() {
        assert_eq!(Wake::Idle.sooner(Wake::In(2.0)), Wake::In(2.0));
        assert_eq!(Wake::In(1.0).sooner(Wake::In(2.0)), Wake::In(1.0));
        assert_eq!(Wake::In(1.0).sooner(Wake::Animating), Wake::Animating);
        assert_eq!(Wake::Idle.sooner(Wake::Idle), Wake::Idle);
        assert_eq!(Wake::animating_if(false), Wake::Idle);
    }
}
