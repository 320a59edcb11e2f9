//! The level bots: reproducible from a seed, never seeing the real refills, and the
//! lookahead bot stronger than the goal-aware greedy one.

use match3::level::bots::{Bot, candidate_moves};
use match3::level::simulate::{play_level, simulate};
use match3::{Level, LevelGame};

const LEVEL: &str = r#"name = "moon"
kinds = 6
moves = 28
goals = [
    { type = "jelly" },
]
board = """
--.....--
-.......-
.........
.........
.........
.jjjjjjj.
.jjjjjjj.
-jjjjjjj-
--jjjjj--
"""
"#;

#[test]
fn runs_are_reproducible() {
    let level = Level::parse(LEVEL).expect("a level");
    for bot in [Bot::Greedy, Bot::Lookahead] {
        let a = play_level(&level, bot, 5).expect("a start board");
        assert_eq!(Ok(a), play_level(&level, bot, 5));
        assert!(a.moves_left <= 28);
    }
}

#[test]
fn bots_choose_possible_moves_without_touching_the_game() {
    let level = Level::parse(LEVEL).expect("a level");
    let game = LevelGame::new(&level, 3).expect("a start board");
    let before = game.clone();
    for bot in [Bot::Greedy, Bot::Lookahead] {
        let m = bot
            .choose(&game, &mut grid_core::SeededRng::new(1))
            .expect("a move");
        assert!(candidate_moves(&game).contains(&m));
        assert_eq!(game, before);
    }
}

#[test]
fn lookahead_passes_more_often_than_greedy() {
    let level = Level::parse(LEVEL).expect("a level");
    let greedy = simulate(&level, Bot::Greedy, 16).expect("simulated");
    let lookahead = simulate(&level, Bot::Lookahead, 16).expect("simulated");
    assert!(
        lookahead.passed > greedy.passed,
        "lookahead {} greedy {}",
        lookahead.passed,
        greedy.passed
    );
}
