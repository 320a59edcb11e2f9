//! How to play: a game's rules in a few pages, each with a short animated picture drawn
//! with the game's own pieces, opened from the menu card, the pause dialog or F1.
//!
//! A game gives its pages as [`Lesson`]s ([`crate::game::GameKind::how_to_play`]); this
//! scene turns them into pages with the arrows, Enter and Esc, plays each picture a few
//! times and then holds it still so the window rests, and replays it on a click.

use crate::draw::{HAlign, Painter, VAlign, fonts};
use crate::game::GameId;
use crate::geom::{Point, Rect, Size};
use crate::input::{InputEvent, Key, MouseButton};
use crate::scene::{Scene, Transition, Wake};
use crate::services::Clock;
use crate::services::Services;
use crate::sound::Sfx;
use crate::tr;
use crate::ui::theme::{self, Fonts};
use crate::ui::{Button, ButtonStyle};

mod offer;
pub mod stage;

pub use offer::{OFFER_SECONDS, OFFERED, Offer};

/// Draws a lesson's picture inside the given area at the given time (seconds into its
/// loop).
pub type Picture = fn(&mut Painter, Rect, f32);

/// One page of a game's rules.
#[derive(Clone, Copy)]
pub struct Lesson {
    /// Message key of the page's heading.
    pub title: &'static str,
    /// Message key of the page's text: a few short sentences.
    pub text: &'static str,
    /// The animated picture.
    pub picture: Picture,
    /// How long one run of the picture lasts, in seconds (it ends on the frame that sums
    /// the page up, which is what stays on screen).
    pub length: f32,
}

/// How many times a picture plays before it holds still.
const RUNS: f32 = 3.0;

/// Where the parts of the page go for a window size.
#[derive(Debug, Clone, PartialEq)]
pub struct HowToLayout {
    /// The title's centre.
    pub title: Point,
    /// The page's panel.
    pub panel: Rect,
    /// The picture.
    pub picture: Rect,
    /// The text (heading first).
    pub text: Rect,
    /// Previous page, page dots, next page.
    pub previous: Rect,
    /// The page dots' centre.
    pub dots: Point,
    /// Next page (Done on the last).
    pub next: Rect,
    /// Close.
    pub close: Rect,
}

/// The layout for a window of `size`: the picture beside the text on wide windows, above
/// it on narrow ones.
pub fn layout(size: Size) -> HowToLayout {
    let s = size.ui_scale();
    let area = size.rect();
    let margin = 16.0 * s;
    let title = Point::new(area.center().x, margin + 30.0 * s);
    let buttons_h = 52.0 * s;
    let panel = Rect::new(
        margin,
        title.y + 36.0 * s,
        area.w - 2.0 * margin,
        area.h - title.y - 36.0 * s - buttons_h - 3.0 * margin,
    );
    let inner = panel.inset(18.0 * s);
    let (picture, text) = if inner.w > inner.h * 1.3 {
        let (pic, rest) = inner.split_left(inner.w * 0.48);
        (
            pic,
            Rect::new(rest.x + 20.0 * s, rest.y, rest.w - 20.0 * s, rest.h),
        )
    } else {
        let (pic, rest) = inner.split_top(inner.h * 0.5);
        (
            pic,
            Rect::new(rest.x, rest.y + 12.0 * s, rest.w, rest.h - 12.0 * s),
        )
    };
    let row_y = panel.bottom() + margin + buttons_h / 2.0;
    let button_w = (170.0 * s).min((area.w - 4.0 * margin) / 3.0);
    HowToLayout {
        title,
        panel,
        picture,
        text,
        previous: Rect::centered(
            Point::new(margin + button_w / 2.0, row_y),
            button_w,
            buttons_h,
        ),
        dots: Point::new(area.center().x, row_y),
        next: Rect::centered(
            Point::new(area.w - margin - button_w / 2.0, row_y),
            button_w,
            buttons_h,
        ),
        close: Rect::centered(
            Point::new(area.w - margin - 22.0 * s, title.y),
            40.0 * s,
            40.0 * s,
        ),
    }
}

/// The how-to-play scene of one game.
pub struct HowTo {
    game: GameId,
    lessons: Vec<Lesson>,
    page: usize,
    /// Seconds since the page's picture started.
    t: f32,
    layout: HowToLayout,
    previous: Button,
    next: Button,
    close: Button,
    /// Keyboard focus: 0 previous, 1 next, 2 close.
    focus: usize,
}

impl HowTo {
    /// The rules of `game`, from its first page.
    pub fn new(game: GameId, cx: &Services) -> HowTo {
        let lessons = cx
            .registry
            .kind(game)
            .map(|k| k.how_to_play())
            .unwrap_or_default();
        HowTo::with_lessons(game, lessons, cx.viewport)
    }

    /// The pages `lessons` under `game`'s name, from the first (tests show a game's pages
    /// this way).
    pub fn with_lessons(game: GameId, lessons: Vec<Lesson>, viewport: Size) -> HowTo {
        let mut scene = HowTo {
            game,
            lessons,
            page: 0,
            t: 0.0,
            layout: layout(viewport),
            previous: Button::new("", ButtonStyle::Normal),
            next: Button::new("", ButtonStyle::Primary),
            close: Button::new("×", ButtonStyle::Normal),
            focus: 1,
        };
        scene.place();
        scene
    }

    /// The page shown (from 0).
    pub fn page(&self) -> usize {
        self.page
    }

    /// Shows the page's picture as it is `t` seconds in, as a test or a screenshot wants it.
    pub fn show_at(&mut self, t: f32) {
        self.t = t;
    }

    /// Where the page's parts are.
    pub fn layout(&self) -> &HowToLayout {
        &self.layout
    }

    /// How many pages there are.
    pub fn pages(&self) -> usize {
        self.lessons.len()
    }

    fn place(&mut self) {
        self.previous.rect = self.layout.previous;
        self.next.rect = self.layout.next;
        self.close.rect = self.layout.close;
    }

    fn last_page(&self) -> bool {
        self.page + 1 >= self.lessons.len()
    }

    /// How long the current picture plays before it holds still.
    fn play_time(&self) -> f32 {
        self.lessons.get(self.page).map_or(0.0, |l| l.length * RUNS)
    }

    fn turn(&mut self, delta: isize, cx: &mut Services) -> Transition {
        let to = self.page as isize + delta;
        if to >= self.lessons.len() as isize {
            return Transition::Pop;
        }
        if to < 0 || to as usize == self.page {
            return Transition::None;
        }
        self.page = to as usize;
        self.t = 0.0;
        cx.sound.play(Sfx::Click);
        cx.clock.stir();
        log::info!("how to play {}: page {}", self.game.key(), self.page + 1);
        Transition::None
    }

    fn replay(&mut self, clock: &mut Clock) {
        self.t = 0.0;
        clock.stir();
    }
}

impl Scene for HowTo {
    fn name(&self) -> &str {
        "howto"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        match *ev {
            InputEvent::Resize(size) => {
                self.layout = layout(size);
                self.place();
                Transition::None
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Escape => Transition::Pop,
                Key::Left => self.turn(-1, cx),
                Key::Right => self.turn(1, cx),
                Key::Tab => {
                    self.focus = (self.focus + 1) % 3;
                    Transition::None
                }
                Key::Enter | Key::Space => match self.focus {
                    0 => self.turn(-1, cx),
                    2 => Transition::Pop,
                    _ => self.turn(1, cx),
                },
                _ => Transition::None,
            },
            _ => {
                if self.close.event(ev) {
                    return Transition::Pop;
                }
                if self.page > 0 && self.previous.event(ev) {
                    return self.turn(-1, cx);
                }
                if self.next.event(ev) {
                    return self.turn(1, cx);
                }
                if let InputEvent::MouseDown {
                    pos,
                    button: MouseButton::Left,
                } = *ev
                {
                    if self.layout.picture.contains(pos) {
                        self.replay(&mut cx.clock);
                    }
                }
                Transition::None
            }
        }
    }

    fn update(&mut self, dt: f32, _cx: &mut Services) -> Transition {
        self.t = (self.t + dt).min(self.play_time());
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        Wake::animating_if(self.t < self.play_time() && !cx.settings.reduced_motion())
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        let l = &self.layout;
        theme::background(p);
        let heading = tr!("howto-open", game = cx.registry.title(self.game));
        theme::title(p, &heading, l.title, fonts.heading);
        theme::panel(p, l.panel, s);
        let Some(lesson) = self.lessons.get(self.page) else {
            return;
        };
        // The picture's time: its loop while it plays, then its last frame, which sums the
        // page up; with reduced motion only that still frame is shown.
        let t = if self.t >= self.play_time() || cx.settings.reduced_motion() {
            lesson.length
        } else {
            self.t % lesson.length
        };
        (lesson.picture)(p, l.picture, t);
        // The heading and the text, smaller where a language runs longer than the room:
        // each block is its lines, font size, line height, colour and weight.
        let (title, text) = (tr!(lesson.title), tr!(lesson.text));
        let blocks = |body: f32| {
            let head = body * 1.15;
            [
                (
                    fonts::wrap(&title, l.text.w, head, true),
                    head,
                    head * 1.3,
                    theme::ACCENT,
                    true,
                ),
                (
                    fonts::wrap(&text, l.text.w, body, false),
                    body,
                    body * 1.35,
                    theme::TEXT,
                    false,
                ),
            ]
        };
        let gap = |body: f32| body * 0.4;
        let mut body = fonts.body;
        let blocks = loop {
            let blocks = blocks(body);
            let height: f32 = gap(body)
                + blocks
                    .iter()
                    .map(|(lines, _, line_h, _, _)| lines.len() as f32 * line_h)
                    .sum::<f32>();
            if height <= l.text.h || body < fonts.body * 0.5 {
                break blocks;
            }
            body *= 0.93;
        };
        let mut y = l.text.y;
        for (i, (lines, size, line_h, color, bold)) in blocks.into_iter().enumerate() {
            if i > 0 {
                y += gap(body);
            }
            for line in lines {
                let row = Rect::new(l.text.x, y, l.text.w, line_h);
                p.text_box(line, row, size, color, HAlign::Left, VAlign::Top, bold);
                y += line_h;
            }
        }
        if self.page > 0 {
            let mut previous = self.previous.clone();
            previous.label = format!("◀ {}", tr!("howto-previous"));
            previous.draw(p, self.focus == 0, fonts.body);
        }
        let mut next = self.next.clone();
        next.label = if self.last_page() {
            tr!("common-done")
        } else {
            format!("{} ▶", tr!("howto-next"))
        };
        next.draw(p, self.focus == 1, fonts.body);
        self.close.draw(p, self.focus == 2, fonts.body);
        let n = self.lessons.len();
        for i in 0..n {
            let at = l
                .dots
                .offset((i as f32 - (n as f32 - 1.0) / 2.0) * 22.0 * s, 0.0);
            let color = if i == self.page {
                theme::ACCENT
            } else {
                theme::TEXT_DIM.alpha(0.6)
            };
            p.circle(at, 6.0 * s, color);
        }
    }
}
