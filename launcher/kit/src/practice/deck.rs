//! The deck in memory: adding, grading, deleting and resetting, at a given time, with no
//! file and no thread (the [`super::Practice`] handle does those).

use super::CAPACITY;
use super::file::{DeckFile, Deleted, Entry};
use super::item::{Grade, Item, NewItem};

/// One game's practice items.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Deck {
    file: DeckFile,
}

impl Deck {
    /// An empty deck of game `game` (its key).
    pub fn empty(game: &str) -> Deck {
        Deck {
            file: DeckFile::empty(game),
        }
    }

    /// The deck a file holds.
    pub fn from_file(file: DeckFile) -> Deck {
        Deck { file }
    }

    /// The file form.
    pub fn file(&self) -> &DeckFile {
        &self.file
    }

    /// The items this program reads, in the order they were added.
    pub fn items(&self) -> Vec<&Item> {
        self.file.items().collect()
    }

    /// The item `id`.
    pub fn item(&self, id: &str) -> Option<&Item> {
        self.file.items().find(|i| i.id == id)
    }

    /// How many items the deck holds (those of a newer format too).
    pub fn len(&self) -> usize {
        self.file.entries.len()
    }

    /// Whether the deck holds nothing.
    pub fn is_empty(&self) -> bool {
        self.file.entries.is_empty()
    }

    /// The items due at `now` (seconds since 1970), the longest waiting first.
    pub fn due(&self, now: i64) -> Vec<&Item> {
        let mut due: Vec<&Item> = self.file.items().filter(|i| i.is_due(now)).collect();
        due.sort_by_key(|i| (i.schedule.due, i.added));
        due
    }

    fn known_mut(&mut self, id: &str) -> Option<&mut Item> {
        self.file.entries.iter_mut().find_map(|e| match e {
            Entry::Known(item) if item.id == id => Some(item),
            _ => None,
        })
    }

    /// Adds an item at `now_ms` (milliseconds since 1970). The same position again keeps
    /// its schedule, takes the new details and is due at once; a full deck first lets go
    /// of the item known best (the highest stability).
    pub fn add(&mut self, new: NewItem, now_ms: i64) {
        if let Some(item) = self.known_mut(&new.id) {
            item.best = new.best;
            item.played = new.played;
            item.cost = new.cost;
            item.threshold = new.threshold;
            item.payload = new.payload;
            item.changed = now_ms;
            item.schedule.due = item.schedule.due.min(now_ms.div_euclid(1000));
            return;
        }
        if self.file.entries.iter().any(|e| e.id() == new.id) {
            // A newer program's item of that position: it is kept as it is.
            return;
        }
        self.file.entries.push(Entry::Known(Item::new(new, now_ms)));
        self.trim(now_ms);
    }

    /// Grades the answer to item `id` that lost `loss` (in the game's unit) at `now_ms`,
    /// and schedules the item's return; `None` when the deck has no such item.
    pub fn grade(&mut self, id: &str, loss: f64, now_ms: i64) -> Option<Grade> {
        let item = self.known_mut(id)?;
        let grade = Grade::of(loss, item.threshold);
        item.schedule = item.schedule.review(grade, now_ms.div_euclid(1000));
        item.changed = now_ms;
        Some(grade)
    }

    /// Deletes item `id` at `now_ms`; whether it was there.
    pub fn delete(&mut self, id: &str, now_ms: i64) -> bool {
        let before = self.file.entries.len();
        self.file.entries.retain(|e| e.id() != id);
        if self.file.entries.len() == before {
            return false;
        }
        self.file.deleted.push(Deleted {
            id: id.to_string(),
            at: now_ms,
        });
        true
    }

    /// Empties the deck at `now_ms`.
    pub fn reset(&mut self, now_ms: i64) {
        self.file.entries.clear();
        self.file.deleted.clear();
        self.file.reset = self.file.reset.max(now_ms);
    }

    /// This deck merged with another program's copy of its file (see [`DeckFile::merge`]),
    /// trimmed to [`CAPACITY`].
    pub fn merge(&mut self, other: &DeckFile, now_ms: i64) {
        self.file = self.file.merge(other);
        self.trim(now_ms);
    }

    /// Lets go of the best-known items while the deck is over [`CAPACITY`].
    fn trim(&mut self, now_ms: i64) {
        while self.file.entries.len() > CAPACITY {
            let best_known = self
                .file
                .items()
                .max_by(|a, b| a.schedule.stability.total_cmp(&b.schedule.stability))
                .map(|i| i.id.clone());
            let Some(id) = best_known else { break };
            // Deleted as of its own last change: a later change elsewhere may keep it.
            let at = self.item(&id).map_or(now_ms, |i| i.changed);
            self.file.entries.retain(|e| e.id() != id);
            self.file.deleted.push(Deleted { id, at });
        }
    }
}
