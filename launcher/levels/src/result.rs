//! The screen over the board when a level ends: passed with its stars (Next, Retry,
//! Map), or failed and why (Watch the bot, Retry, Map); after the bot's play, how the bot
//! did. The arrows move the focus, Enter or Space picks.

use super::play::End;
use super::stars::draw_stars;
use super::words::button_font;
use ::match3::level::FailReason;
use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::tr;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// What the player chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// The next level of the pack.
    Next,
    /// The same level again.
    Retry,
    /// Back to the map (or the editor, after trying a level).
    Map,
    /// The bot plays the failed level from the same seed.
    Watch,
}

/// Where the way back from the result screen leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Back {
    /// The map.
    Map,
    /// The editor, after trying a level from it.
    Editor,
}

impl Choice {
    /// The message captioning this choice's button.
    fn label(self, back: Back) -> &'static str {
        match (self, back) {
            (Choice::Next, _) => "common-next",
            (Choice::Retry, _) => "common-retry",
            (Choice::Map, Back::Map) => "levels-map",
            (Choice::Map, Back::Editor) => "levels-back-to-editor",
            (Choice::Watch, _) => "levels-watch-bot",
        }
    }
}

/// The result screen.
pub struct ResultScreen {
    end: End,
    score: u64,
    best: u64,
    buttons: Vec<(Button, Choice)>,
    focus: usize,
    panel: Rect,
    /// Whether the bot played the level.
    bot: bool,
}

impl ResultScreen {
    /// The screen for a level that ended with `end` and `score` (`best` the level's best
    /// so far, 0 for none); `next` says whether a next level is there to offer, `back`
    /// where the way back leads.
    pub fn new(
        end: End,
        score: u64,
        best: u64,
        next: bool,
        back: Back,
        size: Size,
    ) -> ResultScreen {
        let mut choices = Vec::new();
        if next && matches!(end, End::Passed { .. }) {
            choices.push((ButtonStyle::Primary, Choice::Next));
        }
        choices.push((ButtonStyle::Normal, Choice::Retry));
        choices.push((ButtonStyle::Normal, Choice::Map));
        let buttons = choices
            .into_iter()
            .map(|(style, c)| (Button::keyed(c.label(back), style), c))
            .collect();
        let mut screen = ResultScreen {
            end,
            score,
            best,
            buttons,
            focus: 0,
            panel: Rect::default(),
            bot: false,
        };
        screen.layout(size);
        screen
    }

    /// The screen of a failed level that the bot can play from the same seed: "Watch the
    /// bot" comes first.
    pub fn watchable(mut self, size: Size) -> ResultScreen {
        let button = Button::keyed(Choice::Watch.label(Back::Map), ButtonStyle::Primary);
        self.buttons.insert(0, (button, Choice::Watch));
        self.layout(size);
        self
    }

    /// The screen after the bot's play: it says how the bot did.
    pub fn by_bot(mut self) -> ResultScreen {
        self.bot = true;
        self
    }

    /// Places the screen for a window of `size`.
    pub fn layout(&mut self, size: Size) {
        let s = size.ui_scale();
        // "Watch the bot" has a row of its own, wide enough for its words.
        let watch = matches!(self.buttons.first(), Some((_, Choice::Watch)));
        let height = if watch { 384.0 } else { 320.0 };
        self.panel = Rect::centered(size.rect().center(), 440.0 * s, height * s);
        let row = if watch { 1 } else { 0 };
        if let Some((b, Choice::Watch)) = self.buttons.first_mut() {
            let w = 300.0 * s;
            b.rect = Rect::new(
                self.panel.center().x - w / 2.0,
                self.panel.y + 218.0 * s,
                w,
                52.0 * s,
            );
        }
        let n = (self.buttons.len() - row) as f32;
        let gap = 14.0 * s;
        let w = 130.0 * s;
        let total = n * w + (n - 1.0) * gap;
        let mut x = self.panel.center().x - total / 2.0;
        let y = self.panel.bottom() - 80.0 * s;
        for (b, _) in self.buttons.iter_mut().skip(row) {
            b.rect = Rect::new(x, y, w, 52.0 * s);
            x += w + gap;
        }
    }

    /// Handles input; the choice made, if any.
    pub fn event(&mut self, ev: &InputEvent) -> Option<Choice> {
        for (b, c) in &mut self.buttons {
            if b.event(ev) {
                return Some(*c);
            }
        }
        let InputEvent::KeyDown { key, .. } = *ev else {
            return None;
        };
        match key {
            Key::Left | Key::Up => self.focus = self.focus.saturating_sub(1),
            Key::Right | Key::Down | Key::Tab => {
                self.focus = (self.focus + 1).min(self.buttons.len() - 1);
            }
            Key::Enter | Key::Space => return self.buttons.get(self.focus).map(|(_, c)| *c),
            _ => {}
        }
        None
    }

    /// Draws the screen.
    pub fn draw(&self, p: &mut Painter, size: Size) {
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        p.rect(size.rect(), Color::BLACK.alpha(0.45));
        theme::panel(p, self.panel, s);
        let c = self.panel.center().x;
        let (headline, line) = match self.end {
            End::Passed { .. } if self.bot => (
                tr!("levels-bot-passed"),
                tr!("levels-score", score = self.score),
            ),
            End::Passed { .. } if self.best > 0 => (
                tr!("levels-passed"),
                tr!(
                    "levels-score-and-best",
                    score = self.score,
                    best = self.best
                ),
            ),
            End::Passed { .. } => (
                tr!("levels-passed"),
                tr!("levels-score", score = self.score),
            ),
            End::Failed(reason) => (
                if self.bot {
                    tr!("levels-bot-failed")
                } else {
                    tr!("levels-failed")
                },
                match reason {
                    FailReason::OutOfMoves => tr!("levels-out-of-moves"),
                    FailReason::OutOfTime => tr!("levels-out-of-time"),
                    FailReason::Stuck => tr!("levels-stuck"),
                },
            ),
        };
        p.text_at(
            headline,
            Point::new(c, self.panel.y + 46.0 * s),
            self.panel.w - 32.0 * s,
            fonts.heading * 1.2,
            theme::ACCENT,
            HAlign::Center,
            VAlign::Middle,
            true,
        );
        let stars = match self.end {
            End::Passed { stars } => stars,
            End::Failed(_) => 0,
        };
        draw_stars(p, Point::new(c, self.panel.y + 118.0 * s), 30.0 * s, stars);
        p.text_at(
            line,
            Point::new(c, self.panel.y + 182.0 * s),
            self.panel.w - 32.0 * s,
            fonts.body,
            theme::TEXT,
            HAlign::Center,
            VAlign::Middle,
            false,
        );
        for (i, (b, _)) in self.buttons.iter().enumerate() {
            b.draw(p, i == self.focus, button_font(b, fonts.body));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(screen: &ResultScreen) -> Vec<String> {
        screen.buttons.iter().map(|(b, _)| b.caption()).collect()
    }

    #[test]
    fn a_pass_offers_next_and_a_failure_only_retry_and_the_way_back() {
        let passed = End::Passed { stars: 2 };
        let mut screen = ResultScreen::new(passed, 900, 900, true, Back::Map, Size::REFERENCE);
        assert_eq!(labels(&screen), ["Next", "Retry", "Map"]);
        assert_eq!(
            screen.event(&InputEvent::key(Key::Enter)),
            Some(Choice::Next)
        );
        let last = ResultScreen::new(passed, 900, 900, false, Back::Editor, Size::REFERENCE);
        assert_eq!(labels(&last), ["Retry", "Editor"]);
        let failed = End::Failed(FailReason::OutOfMoves);
        let mut screen = ResultScreen::new(failed, 100, 0, true, Back::Map, Size::REFERENCE);
        assert_eq!(labels(&screen), ["Retry", "Map"]);
        screen.event(&InputEvent::key(Key::Right));
        assert_eq!(
            screen.event(&InputEvent::key(Key::Space)),
            Some(Choice::Map)
        );
        let mut watchable = ResultScreen::new(failed, 100, 0, true, Back::Map, Size::REFERENCE)
            .watchable(Size::REFERENCE);
        assert_eq!(labels(&watchable), ["Watch the bot", "Retry", "Map"]);
        assert_eq!(
            watchable.event(&InputEvent::key(Key::Enter)),
            Some(Choice::Watch),
            "watching is the first choice"
        );
    }
}
