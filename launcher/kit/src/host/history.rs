//! The one history of a hosted game: the states it went through, for undo and redo.

/// The states a game reported, oldest first, and which one is showing.
#[derive(Debug, Default)]
pub struct History {
    states: Vec<(toml::Value, bool)>,
    at: usize,
}

impl History {
    /// Starts again from `state`, which undo never goes behind.
    pub fn begin(&mut self, state: toml::Value) {
        self.states = vec![(state, true)];
        self.at = 0;
    }

    /// Forgets everything (a new game is being set up).
    pub fn clear(&mut self) {
        self.states.clear();
        self.at = 0;
    }

    /// Records the state after a move; states that could be redone are dropped.
    /// `checkpoint` says whether undo and redo stop here.
    pub fn record(&mut self, state: toml::Value, checkpoint: bool) {
        if self.states.is_empty() {
            self.begin(state);
            return;
        }
        self.states.truncate(self.at + 1);
        self.states.push((state, checkpoint));
        self.at = self.states.len() - 1;
    }

    /// Where undo goes: the latest checkpoint before the state showing.
    fn undo_target(&self) -> Option<usize> {
        (0..self.at).rev().find(|&i| self.states[i].1)
    }

    /// Where redo goes: the next checkpoint after the state showing.
    fn redo_target(&self) -> Option<usize> {
        (self.at + 1..self.states.len()).find(|&i| self.states[i].1)
    }

    /// Whether there is a checkpoint to go back to.
    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    /// Whether there is a checkpoint to go forward to.
    pub fn can_redo(&self) -> bool {
        self.redo_target().is_some()
    }

    /// Steps back to the previous checkpoint; its state.
    pub fn undo(&mut self) -> Option<toml::Value> {
        self.at = self.undo_target()?;
        Some(self.states[self.at].0.clone())
    }

    /// Steps forward to the next checkpoint; its state.
    pub fn redo(&mut self) -> Option<toml::Value> {
        self.at = self.redo_target()?;
        Some(self.states[self.at].0.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::History;

    fn v(n: i64) -> toml::Value {
        toml::Value::Integer(n)
    }

    #[test]
    fn undo_and_redo_stop_only_at_checkpoints() {
        let mut h = History::default();
        assert!(!h.can_undo());
        h.begin(v(0));
        h.record(v(1), false);
        h.record(v(2), true);
        h.record(v(3), false);
        assert_eq!(
            h.undo(),
            Some(v(2)),
            "back from a state between checkpoints"
        );
        assert_eq!(h.undo(), Some(v(0)));
        assert_eq!(h.undo(), None);
        assert_eq!(h.redo(), Some(v(2)));
        assert!(!h.can_redo(), "the state after it was no checkpoint");
    }

    #[test]
    fn a_new_move_drops_what_could_be_redone() {
        let mut h = History::default();
        h.begin(v(0));
        h.record(v(1), true);
        h.record(v(2), true);
        h.undo();
        h.undo();
        h.record(v(5), true);
        assert!(!h.can_redo());
        assert_eq!(h.undo(), Some(v(0)));
        assert_eq!(h.redo(), Some(v(5)));
    }
}
