//! Game IDs and daily boards pinned to the games they give: the first board and, turn by
//! turn, the pieces that fall in after the hint's swap, which come from the same seeded
//! stream. A change here changes games players have shared; it must not happen by
//! accident. `GOLDEN_BLESS=1` rewrites `tests/golden/ids.txt` for a deliberate change.

use grid_core::game_id::daily_seed;
use match3::id::GameId;
use match3::{Game, Settings, Status};

/// IDs over modes, sizes, kinds, specials, chain bonus and both start methods.
const IDS: [&str; 7] = [
    "match3:c8x8k7:5eed",
    "match3:c8x8k7r:0",
    "match3:t6x7k5sb:5eed",
    "match3:e8x8k7sb:1",
    "match3:t12x12k8sbr:ffffffffffffffff",
    "match3:c5x5k4:2a",
    "match3:e9x6k6s:c0ffee",
];

/// Days whose daily board is pinned (days since 1970-01-01).
const DAYS: [i64; 3] = [20_400, 20_416, 20_800];

/// Turns played by the hint after the first board.
const TURNS: usize = 4;

fn describe(id: &GameId) -> String {
    let mut game = Game::new(id.settings, id.seed);
    let mut out = format!(
        "== {id}\nstart tries {}\n{}",
        game.start_tries(),
        game.board().to_text()
    );
    for _ in 0..TURNS {
        let Some(swap) = game.hint() else { break };
        game.play(swap.a, swap.b).expect("the hint's swap is legal");
        out += &format!(
            "swap {swap}: score {} {:?}\n{}",
            game.score(),
            game.status(),
            game.board().to_text()
        );
        if game.status() != Status::Playing {
            break;
        }
    }
    out
}

fn golden() -> String {
    let mut out = String::new();
    for text in IDS {
        let id: GameId = text.parse().expect("a golden ID parses");
        assert_eq!(id.to_string(), text, "the ID is written as it was read");
        out += &describe(&id);
    }
    for day in DAYS {
        let id = GameId {
            settings: Settings::classic(),
            seed: daily_seed(match3::id::GAME, day),
        };
        out += &format!("-- day {day}\n");
        out += &describe(&id);
    }
    out
}

#[test]
fn game_ids_and_daily_boards_give_the_pinned_games() {
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
