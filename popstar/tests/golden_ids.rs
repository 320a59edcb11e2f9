//! Game IDs pinned to the boards they deal. A PopStar ID's boards come from its seed
//! through the level dealer, which draws boards until the solver (with the work the
//! window gives it) reaches the level's target: the dealer's solver and its work are part
//! of every ID. A change here changes games players have shared; it must not happen by
//! accident. `GOLDEN_BLESS=1` rewrites `tests/golden/ids.txt` for a deliberate change.

use grid_core::game_id::daily_seed;
use popstar::id::GameId;
use popstar::{DEFAULT_LEVEL_WORK, Dealer, Game, Mode, Status};

/// IDs over levels, carried scores and seeds, as players share them.
const IDS: [&str; 7] = [
    "popstar:1:5eed",
    "popstar:1:0",
    "popstar:1:ffffffffffffffff",
    "popstar:2:1d",
    "popstar:3-4210:5eed",
    "popstar:5:2a",
    "popstar:12:c0ffee",
];

/// Days whose daily board is pinned (days since 1970-01-01).
const DAYS: [i64; 3] = [20_400, 20_416, 20_800];

/// What game `id` deals: the first board as the window deals it, the line of first
/// groups popped to the board's end, and the next level's board when that passes.
fn describe(id: GameId) -> String {
    let dealer = Dealer::Guaranteed {
        work: DEFAULT_LEVEL_WORK,
    };
    let mut game = Game::starting_at(id, Mode::Classic, dealer);
    let mut out = format!(
        "== {id}\nlevel {} score {} target {}\n{}",
        game.level(),
        game.score(),
        game.target(),
        game.board()
    );
    let mut pops = 0;
    while game.status() == Status::Playing {
        let first = game.board().groups()[0][0];
        game.pop(first).expect("a listed group pops");
        pops += 1;
    }
    out += &format!(
        "first groups: {pops} pops, score {}, {:?}\n",
        game.score(),
        game.status()
    );
    if game.status() == Status::Passed {
        game.next_level().expect("a passed level goes on");
        out += &format!("next level {}\n{}", game.level(), game.board());
    }
    out
}

fn golden() -> String {
    let mut out = String::new();
    for text in IDS {
        let id: GameId = text.parse().expect("a golden ID parses");
        assert_eq!(id.to_string(), text, "the ID is written as it was read");
        out += &describe(id);
    }
    for day in DAYS {
        let id = GameId::new(daily_seed(popstar::id::GAME, day));
        out += &format!("-- day {day}\n");
        out += &describe(id);
    }
    out
}

#[test]
fn game_ids_and_daily_boards_deal_the_pinned_games() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/ids.txt");
    let actual = golden();
    if std::env::var_os("GOLDEN_BLESS").is_some() {
        std::fs::write(path, &actual).expect("the golden file is writable");
        return;
    }
    let expected = std::fs::read_to_string(path).expect("the golden file is committed");
    for (want, got) in expected.split("== ").zip(actual.split("== ")) {
        assert_eq!(got, want, "a pinned game changed");
    }
    assert_eq!(actual, expected);
}
