//! Saved games of every game, in every format they were ever written in, pinned to the
//! games they resume: the board, and what the seeded stream the save carries does next
//! (the pieces that fall in, the next level's board). Game IDs are pinned beside each
//! rules crate; these are the saves. A change here breaks games players have kept; it
//! must not happen by accident. `GOLDEN_BLESS=1` rewrites `tests/golden/saves.txt` for
//! a deliberate change.

use crate::testing::standard_services;
use launcher_kit::game::{GameId, GameScene, Options};
use launcher_kit::persist::envelope::{self, Saved};

/// Each game's saves, oldest format first: (game key, file name, text).
const SAVES: [(&str, &str, &str); 11] = [
    save!("match3", "match3-version-2.toml"),
    save!("match3", "match3-format-3.toml"),
    save!("popstar", "popstar-format-2.toml"),
    save!("popstar", "popstar-format-3.toml"),
    save!("popstar", "popstar-format-4.toml"),
    save!("popstar", "popstar-format-5.toml"),
    save!("popstar", "popstar-format-6.toml"),
    save!("reversi", "reversi-first.toml"),
    save!("reversi", "reversi-format-3.toml"),
    save!("reversi", "reversi-level-named.toml"),
    save!("levels", "levels-format-3.toml"),
];

/// Turns played by the hint after resuming a match-3 game.
const TURNS: usize = 3;

macro_rules! save {
    ($game:literal, $file:literal) => {
        (
            $game,
            $file,
            include_str!(concat!("../../tests/fixtures/saves/", $file)),
        )
    };
}
use save;

/// The game a save resumes, as the host resumes it.
fn resume(key: &'static str, text: &str) -> Box<dyn GameScene> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cx = standard_services(dir.path());
    let kind = cx
        .registry
        .kind(GameId::new(key))
        .expect("the standard registry has the game");
    let (state, options) = match envelope::read(text, key).expect("the save reads") {
        Saved::Game(saved) => {
            let table = saved.options.as_table().cloned().unwrap_or_default();
            (saved.state, Options::new(&kind.options(), &table))
        }
        Saved::Earlier(state) => (state, Options::new(&kind.options(), &toml::Table::new())),
    };
    kind.resume(state, &options).expect("the save resumes")
}

/// A match-3 game's board, then the hint's swaps and what falls in after each.
fn match3_line(mut game: ::match3::Game) -> String {
    let mut out = format!("score {}\n{}", game.score(), game.board().to_text());
    for _ in 0..TURNS {
        let Some(swap) = game.hint() else { break };
        game.play(swap.a, swap.b).expect("the hint's swap is legal");
        out += &format!(
            "swap {swap}: score {}\n{}",
            game.score(),
            game.board().to_text()
        );
    }
    out
}

/// What the resumed game is, from the state it reports to the host.
fn describe(key: &str, state: &toml::Value) -> String {
    let game = state.get("game").cloned();
    match key {
        "match3" => match3_line(
            game.and_then(|g| g.try_into().ok())
                .expect("a match-3 game"),
        ),
        "levels" => {
            let mut level: ::match3::level::LevelGame =
                game.and_then(|g| g.try_into().ok()).expect("a level game");
            let mut out = format!("moves left {:?}\n", level.moves_left());
            out += &format!("score {}\n{}", level.score(), level.board().to_text());
            for _ in 0..TURNS {
                let Some(swap) = level.hint() else { break };
                level
                    .play(swap.a, swap.b)
                    .expect("the hint's swap is legal");
                out += &format!(
                    "swap {swap}: score {} moves left {:?}\n{}",
                    level.score(),
                    level.moves_left(),
                    level.board().to_text()
                );
            }
            out
        }
        "popstar" => {
            let mut game: ::popstar::Game = game
                .and_then(|g| g.try_into().ok())
                .expect("a PopStar game");
            // A finished board whose review was counted says so (from format 6).
            let reviewed = state.get("level_reviewed") == Some(&toml::Value::Boolean(true));
            let mut out = format!(
                "level {} score {}{}\n{}",
                game.level(),
                game.score(),
                if reviewed { " reviewed" } else { "" },
                game.board()
            );
            while game.status() == ::popstar::Status::Playing {
                let first = game.board().groups()[0][0];
                game.pop(first).expect("a listed group pops");
            }
            out += &format!("first groups: score {} {:?}\n", game.score(), game.status());
            if game.next_level().is_ok() {
                out += &format!("next level {}\n{}", game.level(), game.board());
            }
            out
        }
        "reversi" => {
            let start = match state.get("start").and_then(toml::Value::as_str) {
                Some(line) => ::reversi::obf::parse_obf(line).expect("an OBF start").board,
                None => ::reversi::Board::start(),
            };
            let mut game = ::reversi::Game::from_board(start);
            let moves = state.get("moves").and_then(toml::Value::as_str);
            game.play_transcript(moves.expect("the moves"))
                .expect("the moves are legal");
            let players = state.get("players").map(toml::Value::to_string);
            let rated = state.get("rated").and_then(toml::Value::as_bool);
            format!(
                "moves {} players {} rated {}\n{}\n",
                game.transcript(),
                players.unwrap_or_default(),
                rated.unwrap_or(false),
                game.board().to_text()
            )
        }
        _ => unreachable!("a game of the standard registry"),
    }
}

#[test]
fn every_save_format_of_every_game_resumes_the_pinned_game() {
    let mut actual = String::new();
    for (key, file, text) in SAVES {
        let game = resume(key, text);
        let state = game.state().expect("a resumed game has a state");
        actual += &format!("== {file}\n{}", describe(key, &state));
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/saves.txt");
    if std::env::var_os("GOLDEN_BLESS").is_some() {
        std::fs::write(path, &actual).expect("the golden file is writable");
        return;
    }
    let expected = std::fs::read_to_string(path).expect("the golden file is committed");
    for (want, got) in expected.split("== ").zip(actual.split("== ")) {
        assert_eq!(got, want, "a pinned save changed");
    }
    assert_eq!(actual, expected);
}
