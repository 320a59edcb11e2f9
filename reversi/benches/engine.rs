//! perft and endgame benchmarks. perft(11) is the move-generation speed target; FForum
//! 20–24 keep the solver honest. The long FForum runs are done with the `headless`
//! example (`solve FILE`), see the README.

use criterion::{Criterion, criterion_group, criterion_main};
use reversi::endgame::Solver;
use reversi::obf::parse_obf;
use reversi::{Board, perft};
use std::hint::black_box;
use std::time::Duration;

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(15));
    group.bench_function("perft 11", |b| {
        b.iter(|| assert_eq!(perft(black_box(&Board::start()), 11), 212_258_800))
    });
    group.finish();
}

fn bench_endgame(c: &mut Criterion) {
    let text = include_str!("../tests/data/fforum-20-39.obf");
    let boards: Vec<Board> = text
        .lines()
        .take(5)
        .map(|line| parse_obf(line).expect("valid OBF").board)
        .collect();
    let mut group = c.benchmark_group("endgame");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.bench_function("fforum 20-24", |b| {
        let mut solver = Solver::default();
        b.iter(|| {
            for board in &boards {
                solver.clear();
                black_box(solver.solve(board));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench_perft, bench_endgame);
criterion_main!(benches);
