//! Practising the deck: the positions that are due come one by one, each played out on
//! the PopStar scene's practice board (nothing counted, the better move on request). When
//! no move is left the deck grades the share of the target reached, and a position graded
//! "again" comes back in the same sitting.

use crate::PopStarScene;
use crate::deck::Position;
use crate::settings::PopStarSettings;
use launcher_kit::draw::{HAlign, Painter};
use launcher_kit::game::GameScene;
use launcher_kit::geom::Rect;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::persist::Storage;
use launcher_kit::practice::{Grade, Practice};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::ui::theme::{self, Fonts};
use std::collections::VecDeque;

/// The position being practised.
struct Current {
    id: String,
    position: Position,
    scene: PopStarScene,
    /// The grade and the points reached, once no move is left.
    graded: Option<(Grade, u32)>,
}

/// The practice of PopStar's deck, over the scene it was opened from.
pub struct DeckPractice {
    deck: Practice,
    settings: PopStarSettings,
    /// The items still to play this sitting; `None` until the deck is read.
    queue: Option<VecDeque<String>>,
    current: Option<Current>,
}

impl DeckPractice {
    /// The practice of the deck kept under `storage`.
    pub fn open(settings: PopStarSettings, storage: &Storage) -> DeckPractice {
        DeckPractice {
            deck: Practice::open(storage, crate::ID),
            settings,
            queue: None,
            current: None,
        }
    }

    /// The next position of the queue that opens; `false` when none is left.
    fn next(&mut self) -> bool {
        self.current = None;
        let Some(queue) = self.queue.as_mut() else {
            return false;
        };
        while let Some(id) = queue.pop_front() {
            let position = self
                .deck
                .deck()
                .item(&id)
                .and_then(|item| Position::from_payload(&item.payload));
            match position {
                Some(position) => {
                    log::debug!(
                        "popstar deck practice: {} left, target {}: {}",
                        queue.len() + 1,
                        position.target,
                        position.board.row_strings().join("/")
                    );
                    let scene = PopStarScene::from_deck(self.settings, &position);
                    self.current = Some(Current {
                        id,
                        position,
                        scene,
                        graded: None,
                    });
                    return true;
                }
                None => log::warn!("popstar deck: item {id} is not a position"),
            }
        }
        log::debug!("popstar deck practice: nothing due");
        false
    }

    /// Grades the position once no move is left and the last pop has played.
    fn grade_when_done(&mut self) {
        let Some(current) = self.current.as_mut() else {
            return;
        };
        let Some(practice) = current.scene.practice() else {
            return;
        };
        if current.graded.is_some() || !practice.finished() || current.scene.animating() {
            return;
        }
        let reached = practice.reached();
        let loss = current.position.loss(reached);
        let Some(grade) = self.deck.grade(&current.id, loss) else {
            return;
        };
        log::debug!(
            "popstar deck graded {grade:?}: {reached} of {}",
            current.position.target
        );
        if grade == Grade::Again {
            if let Some(queue) = self.queue.as_mut() {
                queue.push_back(current.id.clone());
            }
        }
        current.graded = Some((grade, reached));
    }

    /// Draws the grade over the board.
    fn paint_grade(&self, p: &mut Painter, current: &Current, grade: Grade, reached: u32) {
        let size = p.size();
        let fonts = Fonts::for_size(size);
        let s = size.ui_scale();
        let board = crate::layout_for(
            size,
            current.position.rules.width(),
            current.position.rules.height(),
        )
        .board;
        let w = board.w.min(460.0 * s);
        let h = fonts.body * 6.0;
        let panel = Rect::new(board.center().x - w / 2.0, board.center().y - h / 2.0, w, h);
        theme::panel(p, panel, s);
        let verdict = match grade {
            Grade::Good => "popstar-deck-good",
            Grade::Hard => "popstar-deck-hard",
            Grade::Again => "popstar-deck-again",
        };
        let more = self.queue.as_ref().is_some_and(|q| !q.is_empty());
        let lines = [
            (
                launcher_kit::tr!(
                    "popstar-deck-reached",
                    score = reached,
                    target = current.position.target
                ),
                fonts.body,
                theme::ACCENT,
                true,
            ),
            (
                launcher_kit::i18n::text(verdict, &[]),
                fonts.small,
                theme::TEXT,
                false,
            ),
            (
                launcher_kit::i18n::text(
                    if more {
                        "popstar-deck-next"
                    } else {
                        "popstar-deck-finish"
                    },
                    &[],
                ),
                fonts.small,
                theme::TEXT_DIM,
                false,
            ),
        ];
        let inner = panel.inset(12.0 * s);
        let row = inner.h / lines.len() as f32;
        for (i, (text, font, colour, bold)) in lines.into_iter().enumerate() {
            let r = Rect::new(inner.x, inner.y + i as f32 * row, inner.w, row);
            theme::text_in_box(p, text, r, font, colour, HAlign::Center, bold);
        }
    }
}

impl Scene for DeckPractice {
    fn name(&self) -> &str {
        "popstar-practice"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::KeyDown {
            key: Key::Escape, ..
        } = ev
        {
            return Transition::Pop;
        }
        let choose = matches!(
            ev,
            InputEvent::KeyDown {
                key: Key::Enter | Key::Space,
                ..
            } | InputEvent::MouseDown { .. }
        );
        match self.current.as_mut() {
            Some(current) if current.graded.is_none() => {
                current.scene.event(ev, cx);
                if current.scene.practice().is_none() {
                    log::debug!("popstar deck practice stopped");
                    return Transition::Pop;
                }
                Transition::None
            }
            // A graded position, or nothing due: on to the next, or back.
            _ if choose && self.queue.is_some() => {
                if self.next() {
                    Transition::None
                } else {
                    Transition::Pop
                }
            }
            _ => Transition::None,
        }
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        self.deck.poll(&mut cx.notices);
        if self.queue.is_none() && self.deck.is_loaded() {
            let due = self.deck.due_now().iter().map(|i| i.id.clone()).collect();
            self.queue = Some(due);
            self.next();
        }
        if let Some(current) = self.current.as_mut() {
            current.scene.update(dt, cx);
        }
        self.grade_when_done();
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        self.current
            .as_ref()
            .map_or(Wake::Idle, |c| c.scene.wake(cx))
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        match &self.current {
            Some(current) => {
                current.scene.draw(p, cx);
                if let Some((grade, reached)) = current.graded {
                    self.paint_grade(p, current, grade, reached);
                }
            }
            None => {
                theme::background(p);
                let size = p.size();
                let fonts = Fonts::for_size(size);
                let key = if self.queue.is_some() {
                    "popstar-deck-none"
                } else {
                    "popstar-deck-reading"
                };
                let area = size.rect().inset(24.0 * size.ui_scale());
                let text = launcher_kit::i18n::text(key, &[]);
                p.text_in(text, area, fonts.heading, theme::TEXT_DIM, true);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Phase;
    use crate::tests::{FRAME, classic, scene_with, settle, tap};
    use launcher_kit::practice::Practice as Deck;
    use std::time::{Duration, Instant};

    /// Runs `step` until it answers, for at most a minute of real time.
    fn until<T>(mut step: impl FnMut() -> Option<T>) -> T {
        let end = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(answer) = step() {
                return answer;
            }
            assert!(Instant::now() < end, "timed out waiting");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// The smallest group of `board`, if any.
    fn smallest(board: &popstar::Board) -> Option<grid_core::Pos> {
        board
            .groups()
            .into_iter()
            .min_by_key(Vec::len)
            .map(|g| g[0])
    }

    #[test]
    fn a_lost_board_puts_its_drops_into_the_deck_and_they_are_practised_and_graded() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = crate::testing::standard_services(dir.path());
        // The first board on which popping the smallest group each time loses level 1.
        let loses = |seed: u64| {
            let game =
                popstar::Game::with_dealer(seed, popstar::Mode::Classic, popstar::Dealer::Random);
            let mut board = game.board().clone();
            let mut score = 0;
            while let Some(at) = smallest(&board) {
                score += board.pop(at).map_or(0, |p| p.points);
            }
            score + popstar::scoring::bonus(board.stars()) < game.target()
        };
        let seed = (1..).find(|&s| loses(s)).unwrap();
        let mut scene = scene_with(classic(), seed);
        settle(&mut scene, &mut cx);
        while let Some(at) = scene.game().and_then(|g| smallest(g.board())) {
            tap(&mut scene, at, &mut cx);
            tap(&mut scene, at, &mut cx);
            settle(&mut scene, &mut cx);
        }
        assert_eq!(scene.phase(), Phase::Over, "the smallest groups lose");
        let note = until(|| scene.review_note(&mut cx));
        assert!(note.starts_with("Where the points went: "), "{note}");
        let marked = scene.review().unwrap().review.marked().len();
        assert!(marked > 0, "{note}");
        assert!(
            note.ends_with(&format!("{marked} positions to practise")),
            "{note}"
        );
        // Leaving the scene lets the deck's thread write what it was given.
        drop(scene);
        let mut deck = Deck::open(&cx.records.storage, crate::ID);
        until(|| (deck.poll(&mut cx.notices) && deck.is_loaded()).then_some(()));
        assert_eq!(deck.deck().len(), marked);
        drop(deck);

        let mut practice = DeckPractice::open(classic(), &cx.records.storage);
        until(|| {
            practice.update(FRAME, &mut cx);
            practice.current.is_some().then_some(())
        });
        assert_eq!(practice.queue.as_ref().map(VecDeque::len), Some(marked - 1));
        let first = practice.current.as_ref().unwrap().id.clone();
        while practice.current.as_ref().unwrap().graded.is_none() {
            let current = practice.current.as_mut().unwrap();
            let board = current.scene.practice().unwrap().board.clone();
            if let Some(at) = smallest(&board) {
                let c = current.scene.layout(cx.viewport).cell_center(at);
                for _ in 0..2 {
                    practice.event(&InputEvent::left_down(c.x, c.y), &mut cx);
                    practice.event(&InputEvent::left_up(c.x, c.y), &mut cx);
                }
            }
            for _ in 0..600 {
                practice.update(FRAME, &mut cx);
            }
        }
        let current = practice.current.as_ref().unwrap();
        let (grade, reached) = current.graded.unwrap();
        let item = practice.deck.deck().item(&first).unwrap();
        assert_eq!(
            grade,
            Grade::of(current.position.loss(reached), item.threshold)
        );
        assert!(item.schedule.due > item.added || grade == Grade::Again);
        // Enter: the next due position; one graded "again" comes back at the end.
        let more = practice.event(&InputEvent::key(Key::Enter), &mut cx);
        assert!(matches!(more, Transition::None) || marked == 1);
        if grade == Grade::Again {
            assert_eq!(practice.queue.as_ref().unwrap().back(), Some(&first));
        }
        assert!(matches!(
            practice.event(&InputEvent::key(Key::Escape), &mut cx),
            Transition::Pop
        ));
    }
}
