//! Pop + fall + column compaction on the solver's fast board.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use popstar::{Cell, FastBoard, Scan, board_for_seed};
use std::hint::black_box;

/// Positions met while playing 200 seeded boards out with random moves, each with the move
/// played from it: a realistic mix of full and thinned-out boards.
fn positions() -> Vec<(FastBoard, Cell)> {
    let mut rng = grid_core::SeededRng::new(99);
    let mut scan = Scan::default();
    let mut out = Vec::new();
    for seed in 0..200 {
        let mut board = FastBoard::from_board(&board_for_seed(seed));
        loop {
            board.scan(&mut scan);
            let Some(group) = rng.pick(&scan.groups) else {
                break;
            };
            out.push((board, group.cell));
            board.pop(group.cell);
        }
    }
    out
}

fn bench_moves(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("fast_board");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("pop_fall_compact", |b| {
        b.iter(|| {
            let mut total = 0u32;
            for (board, cell) in &positions {
                let mut board = *board;
                total += board.pop(*cell);
                black_box(&board);
            }
            total
        })
    });
    group.bench_function("scan_groups", |b| {
        let mut scan = Scan::default();
        b.iter(|| {
            let mut total = 0usize;
            for (board, _) in &positions {
                board.scan(&mut scan);
                total += scan.groups.len();
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, bench_moves);
criterion_main!(benches);
