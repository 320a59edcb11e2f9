//! The title screen: a card per game with its board of the day, settings, high scores,
//! statistics, "Play a game ID" and quit.

use super::{PlayIdScreen, ScoresScreen, SettingsScreen, StatisticsScreen};
use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::game::{DAILY_TABLE, GameId, GameKind};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::host::GameHost;
use launcher_kit::howto::HowTo;
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::persist::date_of_day;
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle, Dialog};

#[path = "menu_layout.rs"]
mod menu_layout;
pub use menu_layout::{MenuLayout, Under, layout, layout_of, layout_under, layout_with};

/// What the menu's Esc dialog answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum QuitChoice {
    Quit,
    Stay,
}

/// Something on the menu that keyboard focus can rest on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    /// A game's card.
    Card(usize),
    /// A game's "Today's board".
    Daily(usize),
    /// A game's "Practice".
    Practice(usize),
    /// A game's further entry: the game, and which of its entries.
    Entry(usize, usize),
    /// The Settings button.
    Settings,
    /// The High scores button.
    Scores,
    /// The Statistics button.
    Statistics,
    /// The "Play a game ID" button.
    PlayId,
    /// The Quit button.
    Quit,
}

/// The buttons' items, left to right.
const BUTTONS: [Item; 5] = [
    Item::Settings,
    Item::Scores,
    Item::Statistics,
    Item::PlayId,
    Item::Quit,
];

/// The title screen.
pub struct Menu {
    layout: MenuLayout,
    /// The games on the cards, in registry order.
    games: Vec<GameId>,
    /// Which games have a board of the day, and a practice deck.
    has_daily: Vec<bool>,
    has_practice: Vec<bool>,
    buttons: Vec<Button>,
    daily: Vec<Button>,
    practice: Vec<Button>,
    /// Each game's further entries.
    entries: Vec<Vec<Button>>,
    /// Each card's "?" button, for the games that have how-to-play pages.
    help: Vec<Option<Button>>,
    focus: Item,
    pressed_card: Option<usize>,
    lift: Vec<f32>,
    time: f32,
    dialog: Option<Dialog<QuitChoice>>,
}

impl Menu {
    /// The menu for the current window size.
    pub fn new(cx: &Services) -> Menu {
        let games = cx.registry.ids();
        let under = menu_layout::under_cards(cx);
        let has_daily = under.iter().map(|u| u.daily).collect();
        let has_practice = under.iter().map(|u| u.practice).collect();
        let entries = cx
            .registry
            .kinds()
            .map(|k| {
                (k.card_entries().into_iter())
                    .map(|key| Button::keyed(key, ButtonStyle::Normal))
                    .collect()
            })
            .collect();
        let mut m = Menu {
            layout: layout(cx.viewport, 0),
            entries,
            daily: games
                .iter()
                .map(|_| Button::keyed("menu-daily", ButtonStyle::Normal))
                .collect(),
            practice: games
                .iter()
                .map(|_| Button::keyed("common-practice", ButtonStyle::Normal))
                .collect(),
            help: cx
                .registry
                .kinds()
                .map(|k| {
                    cx.registry
                        .has_how_to_play(k.id())
                        .then(|| Button::new("?", ButtonStyle::Normal))
                })
                .collect(),
            games,
            has_daily,
            has_practice,
            buttons: vec![
                Button::keyed("menu-settings", ButtonStyle::Normal),
                Button::keyed("menu-high-scores", ButtonStyle::Normal),
                Button::keyed("menu-statistics", ButtonStyle::Normal),
                Button::keyed("menu-play-id", ButtonStyle::Normal),
                Button::keyed("common-quit", ButtonStyle::Danger),
            ],
            focus: Item::Card(0),
            pressed_card: None,
            lift: Vec::new(),
            time: 0.0,
            dialog: None,
        };
        m.relayout(cx.viewport);
        m
    }

    /// Which item has keyboard focus.
    pub fn focus(&self) -> Item {
        self.focus
    }

    fn relayout(&mut self, size: Size) {
        let games: Vec<Under> = (0..self.games.len())
            .map(|i| Under {
                daily: self.has_daily[i],
                practice: self.has_practice[i],
                entries: self.entries[i].len(),
            })
            .collect();
        self.layout = layout_under(size, &games);
        self.lift.resize(self.games.len(), 0.0);
        let l = &self.layout;
        for (b, r) in
            self.buttons
                .iter_mut()
                .zip([l.settings, l.scores, l.statistics, l.play_id, l.quit])
        {
            b.rect = r;
        }
        for (b, r) in self.daily.iter_mut().zip(&l.daily) {
            b.rect = *r;
        }
        for (b, r) in self.practice.iter_mut().zip(&l.practice) {
            b.rect = *r;
        }
        for (buttons, rects) in self.entries.iter_mut().zip(&l.entries) {
            for (b, r) in buttons.iter_mut().zip(rects) {
                b.rect = *r;
            }
        }
        for (b, r) in self.help.iter_mut().zip(&l.help) {
            if let Some(b) = b {
                b.rect = *r;
            }
        }
        if let Some(d) = self.dialog.as_mut() {
            d.layout(size);
        }
    }

    /// Opens the how-to-play pages of the game on card `i`.
    fn how_to_play(&mut self, i: usize, cx: &mut Services) -> Transition {
        match (self.games.get(i), self.help.get(i)) {
            (Some(&id), Some(Some(_))) => {
                cx.sound.play(Sfx::Click);
                log::info!("how to play {}", id.key());
                Transition::Push(Box::new(HowTo::new(id, cx)))
            }
            _ => Transition::None,
        }
    }

    fn activate(&mut self, item: Item, cx: &mut Services) -> Transition {
        cx.sound.play(Sfx::Click);
        let open = |host: Option<GameHost>| match host {
            Some(host) => Transition::Push(Box::new(host)),
            None => Transition::None,
        };
        match item {
            Item::Card(i) => match self.games.get(i) {
                Some(&id) => open(GameHost::open(id, false, cx)),
                None => Transition::None,
            },
            Item::Daily(i) => match self.games.get(i) {
                Some(&id) => open(GameHost::open_daily(id, cx)),
                None => Transition::None,
            },
            Item::Practice(i) => {
                let practice = (self.games.get(i))
                    .and_then(|&id| cx.registry.kind(id))
                    .and_then(|k| k.practice(cx));
                match practice {
                    Some(scene) => Transition::Push(scene),
                    None => Transition::None,
                }
            }
            Item::Entry(i, k) => {
                let scene = (self.games.get(i))
                    .and_then(|&id| cx.registry.kind(id))
                    .map(|kind| kind.open_card_entry(k, cx));
                match scene {
                    Some(Ok(scene)) => Transition::Push(scene),
                    Some(Err(why)) => {
                        cx.notices.notify(why);
                        Transition::None
                    }
                    None => Transition::None,
                }
            }
            Item::Settings => Transition::Push(Box::new(SettingsScreen::new(cx))),
            Item::Scores => Transition::Push(Box::new(ScoresScreen::new(cx))),
            Item::Statistics => Transition::Push(Box::new(StatisticsScreen::new(cx))),
            Item::PlayId => Transition::Push(Box::new(PlayIdScreen::new(cx.viewport))),
            Item::Quit => Transition::Quit,
        }
    }

    /// The rows of items keyboard focus moves through: the cards, the games' boards of
    /// the day and practice, their further entries, the buttons.
    fn rows(&self) -> [Vec<Item>; 4] {
        let n = self.games.len();
        [
            (0..n).map(Item::Card).collect(),
            (0..n)
                .flat_map(|i| {
                    let daily = self.has_daily[i].then_some(Item::Daily(i));
                    daily
                        .into_iter()
                        .chain(self.has_practice[i].then_some(Item::Practice(i)))
                })
                .collect(),
            (self.entries.iter().enumerate())
                .flat_map(|(i, e)| (0..e.len()).map(move |k| Item::Entry(i, k)))
                .collect(),
            BUTTONS.to_vec(),
        ]
    }

    /// Arrows move along a row (wrapping), and between the rows to the item in about the
    /// same place.
    fn move_focus(&mut self, key: Key) {
        let rows = self.rows();
        let Some((row, col)) = rows
            .iter()
            .enumerate()
            .find_map(|(r, items)| items.iter().position(|&i| i == self.focus).map(|c| (r, c)))
        else {
            return;
        };
        let len = rows[row].len();
        let to_row = |target: usize| {
            let items = &rows[target];
            let at = (col * items.len() + len / 2) / len.max(1);
            items[at.min(items.len() - 1)]
        };
        let n = rows.len();
        let next_row = |step: usize| {
            (1..n)
                .map(|k| (row + step * k) % n)
                .find(|&r| !rows[r].is_empty())
        };
        self.focus = match key {
            Key::Left => rows[row][(col + len - 1) % len],
            Key::Right | Key::Tab => rows[row][(col + 1) % len],
            Key::Down => next_row(1).map_or(self.focus, to_row),
            Key::Up => next_row(n - 1).map_or(self.focus, to_row),
            _ => self.focus,
        };
    }

    fn draw_card(
        &self,
        p: &mut Painter,
        i: usize,
        kind: &dyn GameKind,
        rows: [f32; 3],
        today_text: &str,
        cx: &Services,
    ) {
        let id = kind.id();
        let s = cx.viewport.ui_scale();
        let fonts = Fonts::for_size(cx.viewport);
        let focused = self.focus == Item::Card(i);
        let rect = self.layout.cards[i].offset(0.0, -self.lift[i] * 10.0 * s);
        theme::panel(p, rect, s);
        if focused {
            p.round_rect_outline(rect.inset(-5.0 * s), 22.0 * s, 3.5 * s, theme::ACCENT);
        }
        let inner = rect.inset(18.0 * s);
        // The picture gives way to the lines under it (see card_rows).
        let (pic, text) = inner.split_top(inner.h + 2.0 * s - rows.iter().sum::<f32>());
        p.round_rect(pic, 14.0 * s, Color::BLACK.alpha(0.18));
        let t = if focused { self.time } else { 0.0 };
        kind.draw_card(p, pic.inset(8.0 * s), t);
        let mut y = text.y + 14.0 * s;
        let texts = card_texts(kind, cx);
        for ((text, (size, color, bold)), h) in texts.into_iter().zip(card_styles(cx)).zip(rows) {
            let line = Rect::new(rect.x + 22.0 * s, y, card_text_width(rect, s), h);
            theme::lines_in_box(p, &text, line, size, color, bold, 2);
            y += h;
        }
        if cx.records.has_saved_game(id) {
            let label = launcher_kit::tr!("common-resume");
            let w = (launcher_kit::draw::estimate_text_width(&label, fonts.small) + 24.0 * s)
                .clamp(108.0 * s, rect.w - 20.0 * s);
            let badge = Rect::new(rect.right() - 10.0 * s - w, rect.y + 10.0 * s, w, 28.0 * s);
            p.round_rect(badge, 14.0 * s, theme::ACCENT_2);
            p.text_in(label, badge, fonts.small, theme::TEXT_DARK, true);
        }
        if let Some(Some(help)) = self.help.get(i) {
            let mut help = help.clone();
            help.rect = help.rect.offset(0.0, -self.lift[i] * 10.0 * s);
            help.draw(p, false, fonts.body);
        }
        if self.has_practice[i] {
            self.practice[i].draw(p, self.focus == Item::Practice(i), fonts.small);
        }
        for (k, b) in self.entries[i].iter().enumerate() {
            b.draw(p, self.focus == Item::Entry(i, k), fonts.small);
        }
        if self.has_daily[i] {
            self.daily[i].draw(p, self.focus == Item::Daily(i), fonts.small);
            if let Some(best) = cx
                .records
                .scores
                .table(id, DAILY_TABLE)
                .iter()
                .find(|e| e.date == today_text)
            {
                let b = self.daily[i].rect;
                let tick = Rect::new(b.center().x, b.y, b.w / 2.0 - 18.0 * s, b.h);
                theme::text_in_box(
                    p,
                    launcher_kit::i18n::number(best.score),
                    tick,
                    fonts.small,
                    theme::ACCENT,
                    HAlign::Right,
                    false,
                );
            }
        }
    }
}

impl Scene for Menu {
    fn name(&self) -> &str {
        "menu"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::Resize(size) = *ev {
            self.relayout(size);
            return Transition::None;
        }
        if let Some(d) = self.dialog.as_mut() {
            return match d.event(ev) {
                Some(QuitChoice::Quit) => Transition::Quit,
                Some(QuitChoice::Stay) => {
                    self.dialog = None;
                    Transition::None
                }
                None => Transition::None,
            };
        }
        let help = self
            .help
            .iter_mut()
            .enumerate()
            .find_map(|(i, b)| b.as_mut().is_some_and(|b| b.event(ev)).then_some(i));
        if let Some(i) = help {
            return self.how_to_play(i, cx);
        }
        let buttons = self.buttons.iter_mut().zip(BUTTONS);
        let daily = (self.daily.iter_mut().enumerate())
            .filter(|(i, _)| self.has_daily[*i])
            .map(|(i, b)| (b, Item::Daily(i)));
        let practice = (self.practice.iter_mut().enumerate())
            .filter(|(i, _)| self.has_practice[*i])
            .map(|(i, b)| (b, Item::Practice(i)));
        let entries = (self.entries.iter_mut().enumerate()).flat_map(|(i, e)| {
            (e.iter_mut().enumerate()).map(move |(k, b)| (b, Item::Entry(i, k)))
        });
        let mut chosen = None;
        for (b, item) in buttons.chain(daily).chain(practice).chain(entries) {
            if b.event(ev) {
                chosen = Some(item);
            }
            if b.hovered() && matches!(ev, InputEvent::MouseMove { .. }) {
                self.focus = item;
            }
        }
        if let Some(item) = chosen {
            self.focus = item;
            return self.activate(item, cx);
        }
        let card_at = |pos: Point, l: &MenuLayout| l.cards.iter().position(|r| r.contains(pos));
        match *ev {
            InputEvent::MouseMove { pos } => {
                if let Some(i) = card_at(pos, &self.layout) {
                    self.focus = Item::Card(i);
                }
            }
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => self.pressed_card = card_at(pos, &self.layout),
            InputEvent::MouseUp {
                pos,
                button: MouseButton::Left,
            } => {
                let pressed = self.pressed_card.take();
                if let Some(i) = card_at(pos, &self.layout).filter(|i| Some(*i) == pressed) {
                    self.focus = Item::Card(i);
                    return self.activate(self.focus, cx);
                }
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Enter | Key::Space => return self.activate(self.focus, cx),
                Key::F1 => match self.focus {
                    Item::Card(i) | Item::Daily(i) | Item::Practice(i) | Item::Entry(i, _) => {
                        return self.how_to_play(i, cx);
                    }
                    _ => {}
                },
                Key::Escape => {
                    log::debug!("menu: quit dialog");
                    let (quit, stay) = (
                        launcher_kit::tr!("common-quit"),
                        launcher_kit::tr!("menu-stay"),
                    );
                    let mut d = Dialog::confirm(
                        launcher_kit::tr!("menu-quit-title"),
                        launcher_kit::tr!("menu-quit-question"),
                        (quit.as_str(), QuitChoice::Quit),
                        (stay.as_str(), QuitChoice::Stay),
                    );
                    d.layout(cx.viewport);
                    self.dialog = Some(d);
                }
                _ => self.move_focus(key),
            },
            _ => {}
        }
        Transition::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        self.time += cx.clock.loop_dt(dt);
        for (i, lift) in self.lift.iter_mut().enumerate() {
            let target = if self.focus == Item::Card(i) {
                1.0
            } else {
                0.0
            };
            *lift += (target - *lift) * (1.0 - (-12.0 * dt).exp());
            // Close enough to see no difference: settle, so the menu can rest. With
            // reduced motion the focused card is simply raised.
            if (target - *lift).abs() < 1e-3 || cx.settings.reduced_motion() {
                *lift = target;
            }
        }
        if let Some(d) = self.dialog.as_mut() {
            d.update(dt);
        }
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        let lifting = self.lift.iter().enumerate().any(|(i, lift)| {
            *lift
                != if self.focus == Item::Card(i) {
                    1.0
                } else {
                    0.0
                }
        });
        let dialog = self.dialog.as_ref().map_or(Wake::Idle, Dialog::wake);
        cx.clock
            .looping_wake()
            .sooner(Wake::animating_if(lifting))
            .sooner(dialog)
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        let size = cx.viewport;
        let s = size.ui_scale();
        let fonts = Fonts::for_size(size);
        theme::background(p);
        let sparkles = [
            (0.08, 0.12),
            (0.9, 0.1),
            (0.2, 0.86),
            (0.82, 0.9),
            (0.5, 0.05),
            (0.96, 0.5),
            (0.03, 0.5),
        ];
        for (i, (fx, fy)) in sparkles.iter().enumerate() {
            let c = Point::new(size.w * fx, size.h * fy);
            theme::sparkle(
                p,
                c,
                (10.0 + 4.0 * i as f32) * s,
                self.time + i as f32,
                theme::PIECES[i % 8].alpha(0.7),
            );
        }
        theme::title(
            p,
            &launcher_kit::tr!("menu-title"),
            self.layout.title,
            fonts.title,
        );
        let wide = |y: f32, h: f32| Rect::new(8.0 * s, y - h / 2.0, size.w - 16.0 * s, h);
        theme::text_in_box(
            p,
            launcher_kit::tr!("menu-subtitle"),
            wide(self.layout.title.y + 50.0 * s, 30.0 * s),
            fonts.body,
            theme::TEXT_DIM,
            HAlign::Center,
            false,
        );
        let today = date_of_day(cx.clock.today());
        let rows = card_rows(self.layout.cards.first().copied(), cx);
        for (i, kind) in cx.registry.kinds().enumerate() {
            self.draw_card(p, i, kind, rows, &today, cx);
        }
        for (b, item) in self.buttons.iter().zip(BUTTONS) {
            b.draw(p, self.focus == item, fonts.body * 0.9);
        }
        theme::text_in_box(
            p,
            launcher_kit::tr!("menu-help"),
            wide(size.h - 18.0 * s, 22.0 * s),
            fonts.small * 0.9,
            theme::TEXT_DIM,
            HAlign::Center,
            false,
        );
        if let Some(d) = &self.dialog {
            d.draw(p);
        }
    }

    fn resume(&mut self, cx: &mut Services) {
        self.relayout(cx.viewport);
    }
}

/// A card's texts: the game's name, its tagline, and its best score (or none yet).
fn card_texts(kind: &dyn GameKind, cx: &Services) -> [String; 3] {
    let best = match cx.records.scores.best(kind.id()) {
        Some(b) => launcher_kit::tr!("common-best-value", score = b),
        None => launcher_kit::tr!("menu-no-score"),
    };
    [
        launcher_kit::i18n::text(kind.title(), &[]),
        launcher_kit::i18n::text(kind.tagline(), &[]),
        best,
    ]
}

/// The size, colour and weight of a card's texts.
fn card_styles(cx: &Services) -> [(f32, Color, bool); 3] {
    let fonts = Fonts::for_size(cx.viewport);
    [
        (fonts.heading, theme::TEXT, true),
        (fonts.small, theme::TEXT_DIM, false),
        (fonts.body * 0.9, theme::ACCENT, true),
    ]
}

/// How wide a card's texts may be.
fn card_text_width(card: Rect, s: f32) -> f32 {
    card.w - 44.0 * s
}

/// The heights of the cards' texts under the picture: as designed (the tagline for two
/// lines), grown with the text size, and taller where some card's text needs a second
/// line at the largest sizes, the same on every card.
fn card_rows(card: Option<Rect>, cx: &Services) -> [f32; 3] {
    let s = cx.viewport.ui_scale();
    let grown = theme::text_scale();
    let mut rows = [40.0 * s * grown, 36.0 * s * grown, 26.0 * s * grown];
    let Some(card) = card else {
        return rows;
    };
    let styles = card_styles(cx);
    for kind in cx.registry.kinds() {
        for ((text, (size, _, bold)), row) in
            card_texts(kind, cx).iter().zip(styles).zip(rows.iter_mut())
        {
            let (lines, at) = theme::wrap_to_lines(text, card_text_width(card, s), size, bold, 2);
            *row = row.max(lines.len() as f32 * at * 1.2);
        }
    }
    rows
}

#[cfg(test)]
#[path = "menu_tests.rs"]
mod tests;
