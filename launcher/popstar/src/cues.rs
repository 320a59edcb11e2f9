//! What the animations set off as they play: the points over each bursting star, the
//! deduction over each leftover star while the bonus counts down, the bonus, the sounds,
//! and the outcome of the board.

use crate::anim::Cue;
use crate::{Phase, PopStarScene, TARGET_FLASH};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme;
use popstar::{Event, Game};

impl PopStarScene {
    pub(crate) fn on_cue(&mut self, cue: Cue, cx: &mut Services) {
        let l = self.layout(cx.viewport);
        // Labels scale with the cells, up to their size on PopStar's board.
        let text = l.scale * (l.cell / crate::layout(cx.viewport).cell).min(1.0);
        match cue {
            Cue::Burst(tile) => {
                let at = l.cell_center(tile.pos);
                let colour = theme::PIECES[tile.colour.index()];
                // SameGame's first two stars of a group earn nothing: no "+0".
                if tile.points > 0 {
                    // White with the bursts' dark shadow reads on every star colour.
                    self.show.effects.burst(
                        at,
                        u64::from(tile.points),
                        theme::TEXT,
                        28.0 * text.max(0.6 * l.scale),
                    );
                }
                self.show.effects.spray(at, colour, 7, 320.0 * l.scale);
                self.add_shown(tile.points, cx);
            }
            Cue::Leftover { tile, labelled, .. } => {
                let at = l.cell_center(tile.pos);
                let colour = theme::PIECES[tile.colour.index()];
                if labelled {
                    self.show.effects.label(
                        at,
                        format!("\u{2212}{}", tile.deduction),
                        theme::ACCENT,
                        26.0 * text.max(0.6 * l.scale),
                    );
                }
                self.show.effects.spray(at, colour, 5, 220.0 * l.scale);
                cx.sound.play(Sfx::Click);
            }
            Cue::BonusDone { bonus, left } => {
                self.show.last_bonus = Some((bonus, left));
                if bonus > 0 {
                    self.show.effects.burst(
                        l.board.center(),
                        u64::from(bonus),
                        theme::ACCENT,
                        48.0 * l.scale,
                    );
                }
                self.add_shown(bonus, cx);
            }
            Cue::Outcome(Event::LevelPassed { level, score, .. }) => {
                log::debug!("popstar level {level} passed with {score}");
                self.phase = Phase::Passed;
                cx.sound.play(Sfx::LevelUp);
            }
            Cue::Outcome(Event::GameOver { level, score, .. }) => {
                log::debug!("popstar game over at level {level} with {score}");
                self.phase = Phase::Over;
                cx.sound.play(Sfx::GameOver);
            }
            Cue::Outcome(_) => {}
        }
    }

    /// Plays every queued animation to its end at once.
    pub(crate) fn finish_animations(&mut self, cx: &mut Services) {
        for cue in self.show.anim.finish(&mut self.show.view) {
            self.on_cue(cue, cx);
        }
    }

    /// Counts `points` into the shown score; crossing the target sets off its effect.
    fn add_shown(&mut self, points: u32, cx: &mut Services) {
        self.show.score += points;
        if self.review.practice.is_some() {
            return;
        }
        let Some(target) = self.game.as_ref().map(Game::target) else {
            return;
        };
        if !self.banners.target_reached && self.show.score >= target {
            self.banners.target_reached = true;
            self.banners.target_flash = TARGET_FLASH;
            cx.sound.play(Sfx::Special);
            let l = self.layout(cx.viewport);
            for chip in [l.chips[1], l.chips[2]] {
                self.show
                    .effects
                    .spray(chip.center(), theme::ACCENT, 14, 300.0 * l.scale);
            }
        }
    }
}
