//! Test helpers of the launcher: the kit's stand-in game, and services with the standard
//! games or with PopStar played by the stand-in.

use launcher_kit::game::Registry;
use launcher_kit::services::Services;
pub use launcher_kit::testing::*;

/// Services in `dir` with the standard registry, as the program has them.
pub fn standard_services(dir: &std::path::Path) -> Services {
    services_with(dir, crate::games::standard_registry())
}

/// Services in `dir` with the standard games, PopStar played by [`ClickGame`].
pub fn services(dir: &std::path::Path) -> Services {
    let registry = Registry::with(vec![
        Box::new(crate::games::match3::Kind),
        Box::new(ClickKind),
        Box::new(crate::games::reversi::Kind),
    ]);
    services_with(dir, registry)
}
