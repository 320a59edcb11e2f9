//! What the host asks of the scene: its table, the frame's update and drawing, the
//! outcome for the end screen and the statistics, the state it keeps, the game ID, retry,
//! undo and pause.

use crate::kind::{HIGHEST_LEVEL, LEVELS_PASSED, table_key};
use crate::{Phase, PopStarScene, save};
use launcher_kit::draw::Painter;
use launcher_kit::game::{GameAction, GameId, GameScene, Outcome};
use launcher_kit::geom::Rect;
use launcher_kit::input::InputEvent;
use launcher_kit::persist::statistics::{Figure, Fold, GameResult};
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use popstar::id::RuledId;
use popstar::{Game, Mode, Status};

/// The name the statistics keep SameGame's cleared boards under (a message key).
const BOARDS_CLEARED: &str = "popstar-figure-boards-cleared";

impl GameScene for PopStarScene {
    fn id(&self) -> GameId {
        crate::ID
    }

    fn mode_key(&self) -> String {
        table_key(&self.rules, self.settings.practice)
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        self.input(ev, cx)
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction {
        self.time += cx.clock.loop_dt(dt);
        self.select.offered = self.offers_levels(cx);
        self.place_review_buttons(&self.layout(cx.viewport));
        let action = self.poll_jobs(cx);
        if self.paused {
            return action;
        }
        let dt = cx.settings.anim_dt(dt);
        let was_busy = self.show.anim.busy();
        for cue in self.show.anim.update(dt, &mut self.show.view) {
            self.on_cue(cue, cx);
        }
        if was_busy && !self.show.anim.busy() {
            log::debug!("popstar settled");
        }
        self.show.effects.update(dt);
        if let Some((_, left)) = &mut self.marks.shake {
            *left -= dt;
            if *left <= 0.0 {
                self.marks.shake = None;
            }
        }
        let b = &mut self.banners;
        b.target_flash = (b.target_flash - dt).max(0.0);
        b.level_banner = (b.level_banner - dt).max(0.0);
        action
    }

    fn wake(&self, cx: &Services) -> Wake {
        let moving = self.show.anim.busy()
            || self.show.effects.is_active()
            || self.marks.shake.is_some()
            || self.banners.target_flash > 0.0
            || self.banners.level_banner > 0.0;
        // The selection and the hint pulse; the level-passed panel sparkles.
        let looping = self.marks.selected.is_some()
            || self.marks.hint.is_some()
            || (self.phase == Phase::Passed && !self.reviewing());
        let looping = if looping && !self.paused {
            cx.clock.looping_wake()
        } else {
            Wake::Idle
        };
        Wake::animating_if(moving && !self.paused).sooner(looping)
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        self.paint(p, &self.layout(cx.viewport));
    }

    fn notice_area(&self, cx: &Services) -> Option<Rect> {
        self.layout(cx.viewport).notice_area(cx.viewport)
    }

    fn score(&self) -> u64 {
        u64::from(self.game.as_ref().map_or(0, Game::score))
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over || self.show.anim.busy() {
            return None;
        }
        let game = self.game.as_ref()?;
        if !self.has_levels() {
            return Some(self.samegame_outcome(game));
        }
        Some(Outcome {
            headline: launcher_kit::tr!("common-game-over"),
            detail: launcher_kit::tr!(
                "popstar-over-detail",
                level = game.level(),
                score = game.score(),
                target = game.target(),
            ),
            // A game started past level 1 (level select, an ID) counts only in the
            // statistics.
            score: (game.mode() == Mode::Classic
                && self.start.origin == (1, 0)
                && self.start.counts)
                .then_some(u64::from(game.score())),
            result: Some(GameResult {
                score: u64::from(game.score()),
                figures: vec![
                    Figure {
                        name: HIGHEST_LEVEL,
                        value: u64::from(game.level()),
                        fold: Fold::Max,
                    },
                    Figure {
                        name: LEVELS_PASSED,
                        value: u64::from(game.level().saturating_sub(self.start.origin.0)),
                        fold: Fold::Sum,
                    },
                ],
                ..GameResult::default()
            }),
            name: None,
        })
    }

    fn state(&self) -> Option<toml::Value> {
        // Pausing belongs to the host's dialog, not to the game kept: a game saved from
        // the pause dialog resumes playable.
        let mut game = self.game.clone()?;
        game.resume();
        let game = &game;
        let (board, score) = self
            .start
            .board
            .as_ref()
            .map_or((game.board(), game.score()), |(b, s)| (b, *s));
        let saved = save::Saved {
            game: game.clone(),
            level_start: (board.clone(), score),
            origin: self.start.origin,
            counts: self.start.counts,
            line: self.review.line.clone(),
            reviewed: self.review.counted,
        };
        save::write(&saved)
            .map_err(|e| log::warn!("cannot keep the PopStar game: {e}"))
            .ok()
    }

    fn end_choice(&self) -> Option<String> {
        let game = self.game.as_ref()?;
        (game.status() == Status::Over).then(|| {
            if self.has_levels() {
                launcher_kit::tr!("popstar-retry", level = game.level())
            } else {
                launcher_kit::tr!("popstar-retry-board")
            }
        })
    }

    /// Retry: the level's first board again with the score it began with; the game now
    /// counts in the statistics only.
    fn take_end_choice(&mut self, cx: &mut Services) -> GameAction {
        let Some(mut game) = self.game.clone() else {
            return GameAction::None;
        };
        match game.retry_level() {
            Ok(events) => {
                log::debug!("popstar: retry level {}", game.level());
                cx.sound.play(Sfx::Click);
                self.start.counts = false;
                self.start_level(game, &events);
                GameAction::Began
            }
            Err(_) => GameAction::None,
        }
    }

    /// Once the finished board is reviewed: what was within reach, what the board
    /// reached and how many positions went into the practice deck.
    fn review_note(&mut self, cx: &mut Services) -> Option<String> {
        self.poll_review(cx);
        let review = &self.review()?.review;
        Some(launcher_kit::tr!(
            "popstar-review-note",
            best = review.best(),
            score = review.reached(),
            drops = review.marked().len()
        ))
    }

    fn take_requested_id(&mut self) -> Option<String> {
        self.select.requested.take()
    }

    fn game_id(&self, seed: u64) -> Option<String> {
        let (level, score) = self.start.origin;
        let game = popstar::id::GameId { level, score, seed };
        Some(
            RuledId {
                rules: self.rules,
                game,
            }
            .to_string(),
        )
    }

    fn worth_keeping(&self) -> bool {
        // A PopStar pop always scores; a SameGame pair scores nothing, but leaves stars
        // gone from the board it began with.
        self.game.as_ref().is_some_and(|g| {
            g.status() != Status::Over
                && (g.score() > 0
                    || self
                        .start
                        .board
                        .as_ref()
                        .is_some_and(|(b, _)| b.stars() != g.board().stars()))
        })
    }

    fn undo_allowed(&self) -> bool {
        self.settings.practice
    }

    /// A finished board reached again by undo and redo was counted when it was played.
    fn undone(&mut self) {
        if self.phase != Phase::Playing {
            self.review.counted = true;
        }
    }

    fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        if let Some(game) = self.game.as_mut() {
            if paused {
                game.pause();
            } else {
                game.resume();
            }
        }
    }
}

impl PopStarScene {
    /// The end of a SameGame board: the score, the stars left and the par when the solver
    /// has answered; a high score for a classic game not retried; the boards cleared in
    /// the statistics.
    fn samegame_outcome(&self, game: &Game) -> Outcome {
        let left = game.board().stars();
        let mut detail = launcher_kit::tr!(
            "popstar-samegame-over-detail",
            score = game.score(),
            left = left
        );
        if let Some(par) = self.marks.par {
            detail = format!("{detail} · {}", launcher_kit::tr!("popstar-par", par = par));
        }
        Outcome {
            headline: if left == 0 {
                launcher_kit::tr!("popstar-samegame-cleared")
            } else {
                launcher_kit::tr!("common-game-over")
            },
            detail,
            score: (game.mode() == Mode::Classic && self.start.counts)
                .then_some(u64::from(game.score())),
            result: Some(GameResult {
                score: u64::from(game.score()),
                figures: vec![Figure {
                    name: BOARDS_CLEARED,
                    value: u64::from(left == 0),
                    fold: Fold::Sum,
                }],
                ..GameResult::default()
            }),
            name: None,
        }
    }
}
