//! Speed of the hot paths on the default 8×8 board with 7 kinds: a full turn, the
//! possible-move search and start-board generation.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use grid_core::{Grid, SeededRng};
use match3::generate::generate;
use match3::moves::{has_move, pattern_moves_into};
use match3::{BoardConfig, Cell, Event, Game, Method, Settings, Status};
use std::hint::black_box;
use std::time::Duration;

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
    targets = full_turn, move_search, start_boards
}
criterion_main!(benches);
