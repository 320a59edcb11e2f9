//! Speed of the hot paths on the default 8×8 board with 7 kinds: a full turn, the
//! possible-move search and start-board generation; and a level turn and the level bots'
//! moves on a shaped board.

use criterion::{Criterion, Throughput, criterion_group};
use grid_core::{Grid, SeededRng};
use match3::generate::generate;
use match3::level::bots::Bot;
use match3::moves::{has_move, pattern_moves_into};
use match3::{
    BoardConfig, Cell, Event, Game, Level, LevelGame, LevelStatus, Method, Settings, Status,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Settled boards met in play (before each turn of games played with the first hint).
fn settled_boards(count: usize) -> Vec<Grid<Cell>> {
    let mut boards = Vec::with_capacity(count);
    let mut seed = 0;
    while boards.len() < count {
        let mut game = Game::new(Settings::classic(), seed);
        seed += 1;
        while let Some(m) = game.hint().filter(|_| boards.len() < count) {
            boards.push(game.board().cells().clone());
            game.play(m.a, m.b).expect("hinted moves are legal");
        }
    }
    boards
}

/// A live game played on with the first hinted move each iteration, as a game loop would:
/// the engine keeps its scratch buffers and the event buffer is reused. A finished game is
/// replaced by the next of a few prepared start positions (a cheap clone).
fn full_turn(c: &mut Criterion) {
    let mut group = c.benchmark_group("turn");
    group.throughput(Throughput::Elements(1));
    for (name, settings) in [
        ("classic", Settings::classic()),
        ("timed", Settings::timed()),
    ] {
        let starts: Vec<Game> = (0..64).map(|seed| Game::new(settings, seed)).collect();
        let mut next = 0;
        let mut game = starts[0].clone();
        let mut events: Vec<Event> = Vec::with_capacity(32);
        group.bench_function(name, |b| {
            b.iter(|| {
                if game.status() == Status::NeedsReshuffle {
                    game.reshuffle().expect("the game is stuck");
                }
                let m = match game.hint() {
                    Some(m) if game.status() == Status::Playing => m,
                    _ => {
                        next = (next + 1) % starts.len();
                        game.clone_from(&starts[next]);
                        game.hint().expect("start boards have a move")
                    }
                };
                events.clear();
                game.play_into(m.a, m.b, &mut events)
            });
        });
    }
    group.finish();
}

fn move_search(c: &mut Criterion) {
    let boards = settled_boards(1024);
    let mut group = c.benchmark_group("move_search");
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.bench_function("has_move", |b| {
        b.iter(|| boards.iter().filter(|g| has_move(black_box(g))).count());
    });
    let mut moves = Vec::new();
    group.bench_function("all_moves", |b| {
        b.iter(|| {
            boards
                .iter()
                .map(|g| {
                    pattern_moves_into(black_box(g), &mut moves);
                    moves.len()
                })
                .sum::<usize>()
        });
    });
    group.finish();
}

/// A level board: a 9×9 heart with holes, jelly, double jelly and blockers, and goals far
/// enough away that games run long.
const LEVEL: &str = r#"name = "bench"
kinds = 6
moves = 1000
goals = [{ type = "score", points = 100000000 }, { type = "collect", kind = 2, count = 100000 }]
board = """
-..---..-
..jj-jj..
..jJJJj..
..jjjjj..
-.b...b.-
--.....--
---...---
----.----
"""
"#;

/// Level turns (the turn engine on a shaped board plus the level rules), played with the
/// first hinted move, and one move of each level bot.
fn level_turn(c: &mut Criterion) {
    let level = Level::parse(LEVEL).expect("the bench level");
    let starts: Vec<LevelGame> = (0..64)
        .map(|seed| LevelGame::new(&level, seed).expect("a start board"))
        .collect();
    let mut group = c.benchmark_group("level");
    group.throughput(Throughput::Elements(1));
    let mut next = 0;
    let mut game = starts[0].clone();
    let mut events = Vec::with_capacity(64);
    group.bench_function("turn", |b| {
        b.iter(|| {
            if game.needs_reshuffle() {
                game.reshuffle().expect("the level is stuck");
            }
            let m = match game.hint() {
                Some(m) if game.status() == LevelStatus::Playing => m,
                _ => {
                    next = (next + 1) % starts.len();
                    game.clone_from(&starts[next]);
                    game.hint().expect("start boards have a move")
                }
            };
            events.clear();
            game.play_into(m.a, m.b, &mut events)
        });
    });
    let mut rng = SeededRng::new(1);
    for bot in [Bot::Greedy, Bot::Lookahead] {
        let name = format!("{bot:?}_move").to_lowercase();
        group.bench_function(name, |b| {
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % starts.len();
                bot.choose(&starts[i], &mut rng)
            });
        });
    }
    group.finish();
}

fn start_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("start_board");
    group.throughput(Throughput::Elements(1));
    for (name, method) in [
        ("constrained", Method::Constrained),
        ("repair", Method::Repair),
    ] {
        let mut rng = SeededRng::new(1);
        group.bench_function(name, |b| {
            b.iter(|| generate(BoardConfig::default(), method, &mut rng));
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = full_turn, level_turn, move_search, start_boards
}

/// Nanoseconds this thread has run on a CPU (Linux scheduler statistics), if available.
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Runs `step` for about two seconds of wall time and prints how many it does per second
/// of this thread's CPU time: on a shared machine the wall-clock figures above count the
/// time other processes held the core, this one does not.
fn cpu_rate(name: &str, mut step: impl FnMut() -> u64) {
    let Some(cpu_start) = thread_cpu_ns() else {
        return;
    };
    let wall_start = Instant::now();
    let mut done = 0;
    while wall_start.elapsed() < Duration::from_secs(2) {
        for _ in 0..1000 {
            done += black_box(step());
        }
    }
    let Some(cpu_end) = thread_cpu_ns() else {
        return;
    };
    let cpu = (cpu_end - cpu_start) as f64 / 1e9;
    let wall = wall_start.elapsed().as_secs_f64();
    println!(
        "{name:<24} {:>12.0} /s of CPU time ({:>10.0} /s wall, {:.0}% of a core)",
        done as f64 / cpu,
        done as f64 / wall,
        100.0 * cpu / wall
    );
}

/// The same workloads as the criterion groups, timed by CPU time.
fn cpu_time_report() {
    println!("\nper second of CPU time (8x8, 7 kinds):");
    for (name, settings) in [
        ("turn/classic", Settings::classic()),
        ("turn/timed", Settings::timed()),
    ] {
        let starts: Vec<Game> = (0..64).map(|seed| Game::new(settings, seed)).collect();
        let mut next = 0;
        let mut game = starts[0].clone();
        let mut events: Vec<Event> = Vec::with_capacity(32);
        cpu_rate(name, || {
            if game.status() == Status::NeedsReshuffle {
                game.reshuffle().expect("the game is stuck");
            }
            let m = match game.hint() {
                Some(m) if game.status() == Status::Playing => m,
                _ => {
                    next = (next + 1) % starts.len();
                    game.clone_from(&starts[next]);
                    game.hint().expect("start boards have a move")
                }
            };
            events.clear();
            game.play_into(m.a, m.b, &mut events)
                .expect("hinted moves are legal");
            1
        });
    }
    let boards = settled_boards(1024);
    let mut i = 0;
    cpu_rate("move_search/has_move", || {
        i = (i + 1) % boards.len();
        black_box(has_move(&boards[i]));
        1
    });
    for (name, method) in [
        ("start_board/constrained", Method::Constrained),
        ("start_board/repair", Method::Repair),
    ] {
        let mut rng = SeededRng::new(1);
        cpu_rate(name, || {
            black_box(generate(BoardConfig::default(), method, &mut rng));
            1
        });
    }
}

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    cpu_time_report();
}
