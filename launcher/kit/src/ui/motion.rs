//! Reduced motion (an accessibility setting): no screen shakes, particles or sliding
//! pieces, short fades instead. Kept per thread like the language and the text size: the
//! window's thread follows the settings ([`crate::services::Services`] sets it on load and
//! when it changes), each test thread starts with full motion. Scenes may also ask
//! `cx.settings.reduced_motion()`; shared animation code that has no services asks [`reduced`].

use std::cell::Cell;

thread_local! {
    static REDUCED: Cell<bool> = const { Cell::new(false) };
}

/// Whether motion is reduced on this thread.
pub fn reduced() -> bool {
    REDUCED.with(Cell::get)
}

/// Reduces motion on this thread (`true`) or restores it.
pub fn set_reduced(on: bool) {
    REDUCED.with(|c| c.set(on));
}

/// A shake's offset as it may be shown: `offset` with full motion, nothing when reduced.
pub fn shake(offset: f32) -> f32 {
    if reduced() { 0.0 } else { offset }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shakes_are_still_when_motion_is_reduced() {
        assert_eq!(shake(3.0), 3.0);
        set_reduced(true);
        let still = shake(3.0);
        set_reduced(false);
        assert_eq!(still, 0.0);
    }
}
