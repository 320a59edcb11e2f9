//! End to end: a game ID typed into "Play a game ID" (real key presses, so the typed
//! characters travel the window's text path) opens that game, whose pause dialog shows
//! the same ID; a bad ID is refused with its reason.

use crate::common::Session;
use launcher::screens::{menu, play_id};
use launcher_kit::geom::Size;

#[test]
fn a_typed_game_id_opens_its_game() {
    let s = Session::start(
        env!("CARGO_BIN_EXE_launcher"),
        &[],
        "Tile Puzzles",
        "game-id",
    );
    let games = launcher::games::standard_registry().ids().len();
    let m = menu::layout(Size::REFERENCE, games);
    s.click_until(m.play_id, "open play-id");
    s.type_text("match3:c6x7k9:5eed");
    s.key_until("Return", "the number of kinds 9 is outside");
    s.picture("01-refused");
    let field = play_id::layout(Size::REFERENCE).field;
    s.click(field);
    for _ in 0..6 {
        s.key("BackSpace");
    }
    s.type_text("5:5eed");
    s.key_until("Return", "match3: opened game ID match3:c6x7k5:5eed");
    s.key_until("Escape", "game ID match3:c6x7k5:5eed");
    s.picture("02-paused");
    s.leave_through_pause("pause match3", "close match3");
}
