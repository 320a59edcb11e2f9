//! Golden start boards: a change in how generation draws from the RNG shows up here first.

use grid_core::SeededRng;
use match3::generate::generate;
use match3::{BoardConfig, Method};

/// The boards of seeds 1, 2 and 42 on the default 8×8 board with 7 kinds, each followed by
/// the number of boards drawn.
fn boards(method: Method) -> String {
    [1, 2, 42]
        .iter()
        .map(|&seed| {
            let start = generate(BoardConfig::default(), method, &mut SeededRng::new(seed));
            format!("{}tries {}\n", start.cells.to_text(), start.tries)
        })
        .collect()
}

#[test]
fn constrained_boards_are_pinned() {
    assert_eq!(
        boards(Method::Constrained),
        concat!(
            "66162574\n",
            "11731312\n",
            "44752623\n",
            "25275655\n",
            "45731575\n",
            "43364552\n",
            "11643144\n",
            "22412463\n",
            "tries 1\n",
            "64534636\n",
            "47455773\n",
            "43225546\n",
            "13213757\n",
            "24573661\n",
            "62421647\n",
            "24736321\n",
            "71663526\n",
            "tries 1\n",
            "63756515\n",
            "27465134\n",
            "21542754\n",
            "61374715\n",
            "63766346\n",
            "72451355\n",
            "62644752\n",
            "63515776\n",
            "tries 1\n",
        )
    );
}

#[test]
fn repaired_boards_are_pinned() {
    assert_eq!(
        boards(Method::Repair),
        concat!(
            "66162574\n",
            "11731312\n",
            "44756223\n",
            "25275655\n",
            "45731675\n",
            "44364552\n",
            "11643244\n",
            "22312463\n",
            "tries 1\n",
            "64534636\n",
            "47455774\n",
            "43225546\n",
            "13213757\n",
            "24573661\n",
            "62421647\n",
            "24736321\n",
            "71663526\n",
            "tries 1\n",
            "63756515\n",
            "27465134\n",
            "21542754\n",
            "16374715\n",
            "67266346\n",
            "62451355\n",
            "26644652\n",
            "26515767\n",
            "tries 1\n",
        )
    );
}

#[test]
fn small_boards_with_few_kinds_are_pinned() {
    let config = BoardConfig::new(5, 6, 4).expect("valid size");
    let constrained = generate(config, Method::Constrained, &mut SeededRng::new(7));
    let repaired = generate(config, Method::Repair, &mut SeededRng::new(7));
    assert_eq!(
        (constrained.cells.to_text(), constrained.tries),
        ("11424\n23241\n11412\n11214\n43434\n11221\n".to_string(), 1)
    );
    assert_eq!(
        (repaired.cells.to_text(), repaired.tries),
        ("11324\n23241\n13112\n31141\n11434\n12122\n".to_string(), 1)
    );
}
