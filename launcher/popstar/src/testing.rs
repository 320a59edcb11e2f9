//! Services for this crate's tests, with the games this crate can see: its own (and, for
//! the levels game, match-3's) in menu order.

use launcher_kit::game::Registry;
use launcher_kit::services::Services;
pub use launcher_kit::testing::*;

/// Services in `dir` with the game of this crate, as its binary has it.
pub fn standard_services(dir: &std::path::Path) -> Services {
    services_with(dir, Registry::with(vec![Box::new(crate::Kind)]))
}

/// Services in `dir` with the games of this crate, PopStar played by [`ClickGame`].
pub fn services(dir: &std::path::Path) -> Services {
    services_with(dir, Registry::with(vec![Box::new(ClickKind)]))
}
