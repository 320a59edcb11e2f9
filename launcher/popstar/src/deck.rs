//! PopStar's and SameGame's items of the practice deck: a position of the player's own
//! board where a move gave points away, with what the review found still within reach
//! from there: "from here, reach N points". Practising it plays the position out; the
//! grade is how far short of N the player finished, against the review's threshold (N or
//! more: good; short by less than the threshold: hard; by more: again).

use crate::review::Reviewed;
use grid_core::Pos;
use launcher_kit::practice::NewItem;
use popstar::{Board, Rules};

/// A position of the deck.
#[derive(Debug, Clone, PartialEq)]
pub struct Position {
    /// The board.
    pub board: Board,
    /// The rules it is played by.
    pub rules: Rules,
    /// The points the review found within reach from here (pops and the end bonus).
    pub target: u32,
}

/// A move as the deck shows it and `popstar review` reads it: `row,column`, row 0 at the
/// top.
fn written(at: Pos) -> String {
    format!("{},{}", at.row, at.col)
}

impl Position {
    /// The item for this position, where the player's move `played` gave away `drop`
    /// points and `better` kept them; the review's `threshold` grades "again".
    pub fn item(&self, played: Pos, better: Option<Pos>, drop: u32, threshold: u32) -> NewItem {
        let rows = self.board.to_string();
        let mut payload = toml::Table::new();
        payload.insert("rules".into(), toml::Value::String(self.rules.to_string()));
        payload.insert("board".into(), toml::Value::String(rows.clone()));
        payload.insert("target".into(), toml::Value::Integer(self.target.into()));
        NewItem {
            id: format!("{}/{}", self.rules, rows.trim_end().replace('\n', "/")),
            payload: toml::Value::Table(payload),
            best: better.map(written).unwrap_or_default(),
            played: written(played),
            cost: f64::from(drop),
            threshold: f64::from(threshold),
        }
    }

    /// The position an item's payload holds; `None` when it is not one (a board that does
    /// not fit its rules, one with no move left, no target).
    pub fn from_payload(payload: &toml::Value) -> Option<Position> {
        let rules: Rules = payload.get("rules")?.as_str()?.parse().ok()?;
        let board: Board = payload.get("board")?.as_str()?.parse().ok()?;
        let target = u32::try_from(payload.get("target")?.as_integer()?).ok()?;
        let fits = board.width() == rules.width() && board.height() == rules.height();
        (fits && target > 0 && board.has_move_for(&rules)).then_some(Position {
            board,
            rules,
            target,
        })
    }

    /// What a practice that reached `reached` points lost against the target: the loss
    /// the deck grades.
    pub fn loss(&self, reached: u32) -> f64 {
        f64::from(self.target.saturating_sub(reached))
    }
}

/// The deck's items of a reviewed board: one per marked drop.
pub fn items(reviewed: &Reviewed, rules: Rules) -> Vec<NewItem> {
    let review = &reviewed.review;
    review
        .marked()
        .into_iter()
        .filter_map(|k| {
            let m = review.moves.get(k)?;
            let position = Position {
                board: reviewed.boards.get(k)?.clone(),
                rules,
                target: m.value,
            };
            Some(position.item(m.at, m.better, m.drop, review.threshold()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use launcher_kit::practice::Grade;
    use popstar::WorkLimit;
    use proptest::prelude::*;

    /// A line of the smallest group each time: it gives points away.
    fn reviewed(seed: u64) -> Reviewed {
        let board = popstar::board_for_seed(seed);
        let mut line = Vec::new();
        let mut now = board.clone();
        while let Some(group) = now.groups().into_iter().min_by_key(Vec::len) {
            now.pop(group[0]).expect("a group pops");
            line.push(group[0]);
        }
        let review =
            popstar::review::review(&board, Rules::POPSTAR, &line, 1, &WorkLimit::new(2_000))
                .expect("the line fits");
        Reviewed::new(review, &board, &Rules::POPSTAR).expect("the line replays")
    }

    #[test]
    fn every_marked_drop_becomes_an_item_that_opens_again_at_its_position() {
        let r = reviewed(3);
        let items = items(&r, Rules::POPSTAR);
        let marked = r.review.marked();
        assert!(!marked.is_empty(), "the smallest groups give points away");
        assert_eq!(items.len(), marked.len());
        for (item, &k) in items.iter().zip(&marked) {
            let position = Position::from_payload(&item.payload).expect("the payload reads");
            assert_eq!(position.board, r.boards[k]);
            assert_eq!(position.rules, Rules::POPSTAR);
            assert_eq!(position.target, r.review.moves[k].value);
            assert_eq!(item.cost, f64::from(r.review.moves[k].drop));
            assert!(item.cost >= item.threshold, "a marked drop");
            let at = r.review.moves[k].at;
            assert_eq!(item.played, format!("{},{}", at.row, at.col));
            // Reaching the target is good, falling short by less than the threshold
            // hard, by more again.
            let t = position.target;
            assert_eq!(Grade::of(position.loss(t), item.threshold), Grade::Good);
            assert_eq!(
                Grade::of(position.loss(t + 40), item.threshold),
                Grade::Good
            );
            let short = t.saturating_sub(item.threshold as u32 - 1);
            assert_eq!(Grade::of(position.loss(short), item.threshold), Grade::Hard);
            assert_eq!(Grade::of(position.loss(0), item.threshold), Grade::Again);
        }
        let ids: std::collections::HashSet<_> = items.iter().map(|i| &i.id).collect();
        assert_eq!(ids.len(), items.len(), "one item per position");
    }

    #[test]
    fn a_samegame_position_keeps_its_rules() {
        let rules: Rules = "sg5x5c3m2".parse().expect("rules");
        let board: Board = "RRGBR\nGBBRG\nRGGBB\nBBRGR\nRGBRG\n"
            .parse()
            .expect("a board");
        let position = Position {
            board,
            rules,
            target: 12,
        };
        let item = position.item(Pos::new(0, 0), None, 4, 10);
        assert_eq!(Position::from_payload(&item.payload), Some(position));
        assert_eq!(item.best, "");
        let wrong = item
            .payload
            .as_table()
            .map(|t| {
                let mut t = t.clone();
                t.insert("rules".into(), toml::Value::String("sg6x5c3m2".into()));
                toml::Value::Table(t)
            })
            .expect("a table");
        assert_eq!(
            Position::from_payload(&wrong),
            None,
            "the board does not fit"
        );
    }

    /// The positions of the deck file the golden-files test pins open as positions.
    #[test]
    fn the_pinned_deck_file_opens_as_positions() {
        let text = include_str!("../../launcher/tests/fixtures/decks/popstar-format-1.toml");
        let file: toml::Table = toml::from_str(text).expect("the pinned deck reads");
        let items = file["item"].as_array().expect("items");
        for item in items {
            let position = Position::from_payload(&item["payload"]).expect("a position");
            let id = item["id"].as_str().expect("an id");
            let again = position.item(Pos::new(0, 0), None, 1, 1);
            assert_eq!(again.id, id, "the id is the rules and the rows");
        }
        assert_eq!(items.len(), 2);
    }

    proptest! {
        #[test]
        fn a_payload_of_random_text_is_read_or_refused_never_a_panic(text in "\\PC{0,200}") {
            if let Ok(value) = toml::from_str::<toml::Value>(&text) {
                let _ = Position::from_payload(&value);
            }
        }
    }
}
