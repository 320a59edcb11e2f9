//! Game IDs and daily openings pinned to their games. A Reversi ID spells out its start
//! and moves, so it can only change if its text is read differently; the daily board's
//! opening is drawn from the day's seed and chosen by the evaluation (the most even of
//! several random openings), so the evaluation that chooses it is part of every daily
//! board: new weights for the computer's play must not change which opening a day gets.
//! `GOLDEN_BLESS=1` rewrites `tests/golden/ids.txt` for a deliberate change.

use grid_core::game_id::daily_seed;
use reversi::id::GameId;

/// IDs from the standard start, White first, before any move, and with a pass.
const IDS: [&str; 4] = [
    "reversi:s:f5d6c3:5eed",
    "reversi:w:c5e6:a",
    "reversi:s:-:0",
    "reversi:s:f5f6e6f4e3c5c4e7c6e2f3d3f2g4:ffffffffffffffff",
];

/// Days whose daily opening is pinned (days since 1970-01-01).
const DAYS: [i64; 4] = [20_400, 20_416, 20_800, 21_000];

fn describe(id: &GameId) -> String {
    let board = id.game.board();
    format!(
        "== {id}\nmoves {} over {}\n{}\n",
        id.game.transcript(),
        id.game.is_over(),
        board.to_text()
    )
}

fn golden() -> String {
    let mut out = String::new();
    for text in IDS {
        let id: GameId = text.parse().expect("a golden ID parses");
        assert_eq!(id.to_string(), text, "the ID is written as it was read");
        out += &describe(&id);
    }
    // A whole game, each move the lowest legal square: its ID is pinned as text too.
    let mut game = reversi::Game::new();
    while !game.is_over() {
        let square = game
            .board()
            .moves()
            .next()
            .expect("a game not over has a move");
        game.play(square).expect("a listed move is legal");
    }
    let id = GameId { game, seed: 7 };
    assert_eq!(id.to_string().parse::<GameId>().as_ref(), Ok(&id));
    out += &describe(&id);
    for day in DAYS {
        let seed = daily_seed(reversi::id::GAME, day);
        let id = GameId {
            game: reversi::opening::balanced(seed),
            seed,
        };
        out += &format!("-- day {day}\n");
        out += &describe(&id);
    }
    out
}

#[test]
fn game_ids_and_daily_openings_give_the_pinned_games() {
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
