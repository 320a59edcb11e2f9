//! The puzzles screen: the player's puzzle rating with its history, and the way to the
//! next puzzle and to the puzzle of the day.

use super::layout::{HubLayout, hub_layout};
use super::play::PuzzleScreen;
use super::standing::{self, Standing};
use launcher_kit::draw::{Color as Paint, HAlign, Painter};
use launcher_kit::geom::{Point, Rect};
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};

/// What a button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    Next,
    OfTheDay,
    Back,
}

/// The three choices, left to right.
const CHOICES: [Choice; 3] = [Choice::Next, Choice::OfTheDay, Choice::Back];

/// The puzzles screen.
pub struct PuzzlesScreen {
    standing: Standing,
    buttons: Vec<Button>,
    focus: usize,
    layout: HubLayout,
}

impl PuzzlesScreen {
    /// The screen with the player's rating as it stands.
    pub fn new(cx: &Services) -> PuzzlesScreen {
        let buttons = vec![
            Button::keyed("reversi-puzzle-next", ButtonStyle::Primary),
            Button::keyed("reversi-puzzle-of-the-day", ButtonStyle::Normal),
            Button::keyed("common-back", ButtonStyle::Normal),
        ];
        let standing = standing::standing(cx);
        log::info!(
            "reversi puzzles: rating {:.0} after {} puzzles",
            standing.rating,
            standing.history.len()
        );
        let mut screen = PuzzlesScreen {
            standing,
            buttons,
            focus: 0,
            layout: hub_layout(cx.viewport),
        };
        screen.relayout(cx);
        screen
    }

    fn relayout(&mut self, cx: &Services) {
        self.layout = hub_layout(cx.viewport);
        for (b, r) in self.buttons.iter_mut().zip(self.layout.buttons) {
            b.rect = r;
        }
    }

    fn choose(&mut self, choice: Choice, cx: &mut Services) -> Transition {
        cx.sound.play(Sfx::Click);
        let puzzle = match choice {
            Choice::Next => PuzzleScreen::next(cx),
            Choice::OfTheDay => PuzzleScreen::of_day(cx.clock.today(), cx),
            Choice::Back => return Transition::Pop,
        };
        match puzzle {
            Some(screen) => Transition::Push(Box::new(screen)),
            None => {
                cx.notices.notify(launcher_kit::tr!("reversi-puzzles-none"));
                Transition::None
            }
        }
    }

    /// The rating after each rated puzzle, as a line over `area`, with the first and
    /// last ratings named at its ends.
    fn draw_chart(&self, p: &mut Painter, area: Rect, s: f32) {
        let fonts = Fonts::for_size(p.size());
        p.round_rect(area, 12.0 * s, Paint::BLACK.alpha(0.2));
        let ratings: Vec<f64> = (self.standing.start.into_iter())
            .chain(self.standing.history.iter().map(|r| r.rating))
            .collect();
        if ratings.len() < 2 {
            theme::lines_in_box(
                p,
                &launcher_kit::tr!("reversi-puzzles-no-history"),
                area.inset(12.0 * s),
                fonts.body,
                theme::TEXT_DIM,
                false,
                2,
            );
            return;
        }
        let inner = area.inset(16.0 * s);
        let (low, high) = ratings
            .iter()
            .fold((f64::MAX, f64::MIN), |(lo, hi), r| (lo.min(*r), hi.max(*r)));
        let span = (high - low).max(100.0);
        let mid = (high + low) / 2.0;
        let at = |i: usize, r: f64| {
            let x = inner.x + inner.w * i as f32 / (ratings.len() - 1) as f32;
            let y = inner.center().y - inner.h * ((r - mid) / span) as f32 * 0.9;
            Point::new(x, y)
        };
        let points: Vec<Point> = ratings.iter().enumerate().map(|(i, r)| at(i, *r)).collect();
        p.polyline(points.clone(), 3.0 * s, theme::ACCENT);
        let before_first = usize::from(self.standing.start.is_some());
        for (point, rated) in points.iter().skip(before_first).zip(&self.standing.history) {
            let colour = if rated.solved {
                theme::TOGGLE_ON
            } else {
                theme::BUTTON_DANGER
            };
            p.circle(*point, 4.0 * s, colour);
        }
        // The first and the last rating written by their points, above them (below a
        // point at the top).
        let h = fonts.small * 1.4;
        let by = |point: Point| {
            let above = point.y - h * 1.6;
            let y = if above < area.y {
                point.y + h * 0.1
            } else {
                above
            };
            Rect::new(inner.x, y, inner.w, h)
        };
        let ends = [
            (points[0], ratings[0], HAlign::Left, theme::TEXT_DIM),
            (
                points[points.len() - 1],
                self.standing.rating,
                HAlign::Right,
                theme::TEXT,
            ),
        ];
        for (point, rating, align, colour) in ends {
            let text = launcher_kit::i18n::number(rating.round());
            theme::text_in_box(p, text, by(point), fonts.small, colour, align, false);
        }
    }
}

impl Scene for PuzzlesScreen {
    fn name(&self) -> &str {
        "reversi-puzzles"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::Resize(_) = ev {
            self.relayout(cx);
            return Transition::None;
        }
        let mut chosen = None;
        for (i, b) in self.buttons.iter_mut().enumerate() {
            if b.event(ev) {
                chosen = Some(i);
            }
            if b.hovered() && matches!(ev, InputEvent::MouseMove { .. }) {
                self.focus = i;
            }
        }
        if let Some(i) = chosen {
            self.focus = i;
            return self.choose(CHOICES[i], cx);
        }
        if let InputEvent::KeyDown { key, .. } = *ev {
            let n = CHOICES.len();
            match key {
                Key::Left => self.focus = (self.focus + n - 1) % n,
                Key::Right | Key::Tab => self.focus = (self.focus + 1) % n,
                Key::Enter | Key::Space => return self.choose(CHOICES[self.focus], cx),
                Key::Char('n') => return self.choose(Choice::Next, cx),
                Key::Char('d') => return self.choose(Choice::OfTheDay, cx),
                Key::Escape => return self.choose(Choice::Back, cx),
                _ => {}
            }
        }
        Transition::None
    }

    fn update(&mut self, _dt: f32, _cx: &mut Services) -> Transition {
        Transition::None
    }

    fn wake(&self, _cx: &Services) -> Wake {
        Wake::Idle
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let l = &self.layout;
        let s = cx.viewport.ui_scale();
        let fonts = Fonts::for_size(cx.viewport);
        theme::background(p);
        theme::title_in(
            p,
            &launcher_kit::tr!("reversi-puzzles-title"),
            l.title,
            fonts.heading * 1.5,
        );
        theme::text_in_box(
            p,
            launcher_kit::tr!(
                "reversi-puzzle-rating",
                rating = self.standing.rating.round()
            ),
            l.rating,
            fonts.heading,
            theme::TEXT,
            HAlign::Center,
            true,
        );
        theme::text_in_box(
            p,
            launcher_kit::tr!(
                "reversi-puzzles-solved",
                solved = self.standing.solved(),
                count = self.standing.history.len()
            ),
            l.count,
            fonts.body,
            theme::TEXT_DIM,
            HAlign::Center,
            false,
        );
        self.draw_chart(p, l.chart, s);
        for (i, b) in self.buttons.iter().enumerate() {
            b.draw(p, self.focus == i, fonts.body * 0.9);
        }
    }

    fn resume(&mut self, cx: &mut Services) {
        self.standing = standing::standing(cx);
        self.relayout(cx);
    }
}
