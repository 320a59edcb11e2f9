//! The launcher's integration tests, in one binary so that ggez and wgpu are linked once.
//!
//! The window tests start the real binaries in a private Xvfb each and drive them with
//! xdotool (`common` holds what they share); `game_binaries` runs the game binaries'
//! command lines; `fourth_game` plugs a game written only for the tests into the host.
//! Run one group with `cargo test -p launcher --test suite -- match3_window`.

mod common;
mod fourth_game;
mod game_binaries;
mod game_id_window;
mod keys_window;
mod levels_bot_window;
mod levels_window;
mod match3_window;
mod popstar_deck_window;
mod popstar_window;
mod practice_window;
mod progress_window;
mod puzzles_window;
mod rating_window;
mod rest_window;
mod reversi_window;
mod review_window;
mod settings_window;
mod window;
mod window_geometry_window;
