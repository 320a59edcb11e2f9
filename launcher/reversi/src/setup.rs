//! The new-game dialog: who plays (two people, a person against the computer, or the
//! computer against itself), the person's colour and the computer's level, or the two
//! people's names; the computer's time per game and how much it varies its openings; or, in
//! one choice, the game as the original article has it (two people at one computer, White
//! moving first, the grey board). It starts from the `[reversi]` settings and the names and
//! choices last used and writes the choice back, so the next game starts the same.

use super::layout::{SetupLayout, setup_layout};
use super::levels::{self, LevelChoice};
use super::rated;
use super::settings::{BOOK_LOSSES, BoardTheme, GAME_MINUTES, ReversiMode, ReversiSettings, Side};
use launcher_kit::draw::fonts;
use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::rating::Track;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle, TextField};

/// The rows the arrows move between: players, colour (or names), level, "match my
/// rating", time per game, opening variety, the article's game.
const ROWS: usize = 7;

/// The row of the level's steps.
const LEVEL_ROW: usize = 2;

/// The row of "match my rating".
const MATCH_ROW: usize = 3;

/// The row of the computer's time per game.
const TIME_ROW: usize = 4;

/// The row of the opening variety.
const VARIETY_ROW: usize = 5;

/// The row of the article's game.
const ARTICLE_ROW: usize = 6;

/// The longest name.
const NAME_CHARS: usize = 16;

/// Whether a name may hold `c`: letters and digits the user-interface font draws in its
/// alphabetic face (Latin with the Polish letters, Cyrillic; Chinese cannot be typed
/// without an input method), spaces and a few marks.
pub fn name_char(c: char) -> bool {
    let drawn = fonts::has_glyph(c) && fonts::family_of(c) == fonts::Family::Latin;
    (c.is_alphanumeric() && drawn) || " -'._".contains(c)
}

/// The message keys of the three modes' short labels on the dialog's buttons.
const MODE_LABELS: [&str; 3] = [
    "reversi-setup-two-players",
    "reversi-setup-vs-computer",
    "reversi-setup-watch",
];

/// The dialog's state: the choice so far.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The choice (mode, colour, level).
    pub choice: ReversiSettings,
    /// The two people's names, Black's and White's (for two players).
    names: [TextField; 2],
    /// Which name field takes typing.
    name_focus: usize,
    /// Why the last typed character was refused.
    refused: Option<char>,
    /// The row the arrows change: players, colour (or names), level, time per game, opening
    /// variety, the article's game.
    row: usize,
    /// Today's board: only the person's colour may change.
    fixed: bool,
    /// The game starts from a set-up position (or has moves): it cannot be rated.
    set_up: bool,
    /// The player's rating, for the suggested level and "match my rating", and whether it
    /// is still provisional.
    rating: (f64, bool),
    layout: SetupLayout,
    start: Button,
}

impl Setup {
    /// The dialog showing `choice` in a window of `size`.
    pub fn new(choice: ReversiSettings, size: Size) -> Setup {
        let layout = setup_layout(size);
        let mut start = Button::keyed("reversi-setup-start", ButtonStyle::Primary);
        start.rect = layout.start;
        let names = [0, 1].map(|i| {
            let mut field = TextField::new(NAME_CHARS, name_char);
            field.rect = layout.sides[i];
            field
        });
        Setup {
            choice,
            names,
            name_focus: 0,
            refused: None,
            row: 0,
            fixed: false,
            set_up: false,
            rating: (
                launcher_kit::rating::START_RATING,
                Track::default().is_provisional(),
            ),
            layout,
            start,
        }
    }

    /// Today's board: who plays and the level are fixed; the person picks a colour.
    pub fn fix_rules(&mut self) {
        self.fixed = true;
        self.row = 1;
    }

    /// Whether the rules are fixed (today's board): the choice is not the player's to keep.
    pub fn fixed(&self) -> bool {
        self.fixed
    }

    /// The game starts from a set-up position or has moves already: it will not be rated.
    pub fn set_up_position(&mut self) {
        self.set_up = true;
    }

    /// The player's rating, which the dialog suggests a level by.
    pub fn set_rating(&mut self, rating: &Track) {
        self.rating = (rating.rating, rating.is_provisional());
    }

    /// The ladder level nearest the player's rating.
    pub fn suggested(&self) -> usize {
        levels::nearest(self.rating.0)
    }

    /// The ladder level the game will be played at.
    fn shown_level(&self) -> usize {
        self.choice.level.resolve(self.rating.0)
    }

    /// Why the game will not be rated (a message key), or `None` when it will be.
    pub fn unrated(&self) -> Option<&'static str> {
        rated::unrated(&self.choice, self.set_up || self.fixed)
    }

    /// Fills the name fields (the names used last time).
    pub fn set_names(&mut self, names: &[String; 2]) {
        for (field, name) in self.names.iter_mut().zip(names) {
            field.set_text(name);
        }
    }

    /// The names typed, Black's and White's; an empty one stands for its colour (the
    /// scene names it in the language of the moment).
    pub fn names(&self) -> [String; 2] {
        [0, 1].map(|i| self.names[i].text().trim().to_string())
    }

    fn two_players(&self) -> bool {
        self.choice.mode == ReversiMode::TwoPlayers
    }

    /// Whether the choice is the game of the original article.
    pub fn as_in_article(&self) -> bool {
        let c = &self.choice;
        c.mode == ReversiMode::TwoPlayers && c.white_first && c.board == BoardTheme::Grey
    }

    /// Chooses the article's game, or goes back from it to the usual start and board.
    fn toggle_article(&mut self) {
        if self.fixed {
            return;
        }
        if self.as_in_article() {
            self.choice.white_first = false;
            self.choice.board = BoardTheme::Green;
        } else {
            self.choice.mode = ReversiMode::TwoPlayers;
            self.choice.white_first = true;
            self.choice.board = BoardTheme::Grey;
        }
    }

    /// Left (`-1`) or Right (`1`) on the focused row: the players, the colour (or which
    /// name takes typing), the level.
    fn step(&mut self, delta: i32) {
        let next = |at: usize, n: usize| {
            usize::try_from((at as i32 + delta).rem_euclid(n as i32)).unwrap_or(0)
        };
        match self.row {
            0 | LEVEL_ROW..=ARTICLE_ROW if self.fixed => {}
            0 => {
                let at = ReversiMode::ALL.iter().position(|m| *m == self.choice.mode);
                self.choice.mode = ReversiMode::ALL[next(at.unwrap_or(0), 3)];
            }
            TIME_ROW => {
                self.choice.game_minutes = cycle(&GAME_MINUTES, self.choice.game_minutes, delta);
            }
            VARIETY_ROW => {
                self.choice.book_loss = cycle(&BOOK_LOSSES, self.choice.book_loss, delta);
            }
            ARTICLE_ROW => self.toggle_article(),
            MATCH_ROW => self.toggle_match(),
            1 if self.two_players() => self.name_focus = next(self.name_focus, 2),
            1 => {
                let at = usize::from(self.choice.human_side == Side::White);
                self.choice.human_side = [Side::Black, Side::White][next(at, 2)];
            }
            _ => self.step_level(delta),
        }
    }

    /// One level up or down the ladder from the one shown, stopping at its ends.
    fn step_level(&mut self, delta: i32) {
        let at = self.shown_level() as i32 + delta;
        let top = levels::LADDER.len() as i32 - 1;
        self.choice.level = LevelChoice::Ladder(usize::try_from(at.clamp(0, top)).unwrap_or(0));
    }

    /// "Match my rating" on, or off (keeping the level it matched).
    fn toggle_match(&mut self) {
        self.choice.level = match self.choice.level {
            LevelChoice::MatchRating => LevelChoice::Ladder(self.shown_level()),
            LevelChoice::Ladder(_) => LevelChoice::MatchRating,
        };
    }

    /// Typing into the focused name field.
    fn type_name(&mut self, ev: &InputEvent) {
        if let launcher_kit::ui::Edit::Refused(c) = self.names[self.name_focus].event(ev) {
            self.refused = Some(c);
        } else {
            self.refused = None;
        }
    }

    /// Handles input; `true` when the player starts the game.
    pub fn event(&mut self, ev: &InputEvent) -> bool {
        if self.start.event(ev) {
            return true;
        }
        match *ev {
            InputEvent::Resize(size) => {
                self.layout = setup_layout(size);
                self.start.rect = self.layout.start;
                for (field, r) in self.names.iter_mut().zip(self.layout.sides) {
                    field.rect = r;
                }
            }
            InputEvent::Typed(_)
            | InputEvent::KeyDown {
                key: Key::Backspace,
                ..
            } if self.two_players() => self.type_name(ev),
            InputEvent::KeyDown { key: Key::Tab, .. } if self.two_players() => {
                self.name_focus = 1 - self.name_focus;
            }
            // Space types into a name; Enter starts.
            InputEvent::KeyDown {
                key: Key::Space, ..
            } if self.two_players() => {}
            InputEvent::MouseDown {
                pos,
                button: MouseButton::Left,
            } => {
                let l = &self.layout;
                if self.fixed && !l.sides.iter().any(|r| r.contains(pos)) {
                    return false;
                }
                if let Some(i) = l.modes.iter().position(|r| r.contains(pos)) {
                    self.choice.mode = ReversiMode::ALL[i];
                } else if let Some(i) = l.sides.iter().position(|r| r.contains(pos)) {
                    if self.two_players() {
                        self.name_focus = i;
                    } else {
                        self.choice.human_side = [Side::Black, Side::White][i];
                    }
                } else if let Some(i) = l.level.iter().position(|r| r.contains(pos)) {
                    self.step_level(i as i32 - 1);
                } else if l.matching.contains(pos) {
                    self.toggle_match();
                } else if let Some(i) = l.times.iter().position(|r| r.contains(pos)) {
                    self.choice.game_minutes = GAME_MINUTES[i];
                } else if let Some(i) = l.varieties.iter().position(|r| r.contains(pos)) {
                    self.choice.book_loss = BOOK_LOSSES[i];
                } else if l.article.contains(pos) {
                    self.toggle_article();
                }
            }
            InputEvent::KeyDown { key, .. } => match key {
                Key::Enter | Key::Space => return true,
                Key::Up => self.row = (self.row + ROWS - 1) % ROWS,
                Key::Down => self.row = (self.row + 1) % ROWS,
                Key::Left => self.step(-1),
                Key::Right => self.step(1),
                _ => {}
            },
            _ => {}
        }
        false
    }

    /// Draws the dialog over the board.
    pub fn draw(&self, p: &mut Painter) {
        let size = p.size();
        let fonts = Fonts::for_size(size);
        let l = &self.layout;
        let s = size.ui_scale();
        theme::panel(p, l.panel, s);
        let title = if self.fixed {
            launcher_kit::tr!("reversi-todays-board")
        } else {
            launcher_kit::tr!("common-new-game")
        };
        theme::title(p, &title, l.title, fonts.heading * 1.2);
        let c = self.choice;
        let vs = c.mode == ReversiMode::VsComputer;
        let computer = c.mode != ReversiMode::TwoPlayers;
        let two = c.mode == ReversiMode::TwoPlayers;
        // The variety applies to the levels that play from the opening book.
        let book = computer && c.uses_book();
        let rows = [
            ("reversi-option-mode", !self.fixed),
            (
                if two {
                    "reversi-setup-names"
                } else {
                    "reversi-setup-you-play"
                },
                vs || two,
            ),
            ("reversi-option-level", computer && !self.fixed),
            ("reversi-setup-time", computer && !self.fixed),
            ("reversi-setup-variety", book && !self.fixed),
        ];
        let whole = |row: &[Rect]| row[0].union(row[row.len() - 1]);
        let focused_row = [
            whole(&l.modes),
            whole(&l.sides),
            whole(&l.level),
            l.matching,
            whole(&l.times),
            whole(&l.varieties),
            l.article,
        ][self.row];
        p.round_rect_outline(
            focused_row.inset(-5.0 * s),
            12.0 * s,
            2.0 * s,
            theme::ACCENT,
        );
        // A row's label, and the refusal of a typed character beside the names', reach to
        // the panel's inner edge.
        let label_box = |at: launcher_kit::geom::Point| {
            let right = l.panel.right() - 24.0 * s;
            Rect::new(
                at.x,
                at.y - fonts.small * 0.6,
                right - at.x,
                fonts.small * 1.2,
            )
        };
        // The level's label leaves the right half to the suggested level.
        let suggestion = computer && !self.fixed;
        for (n, ((label, on), at)) in rows.iter().zip(l.labels).enumerate() {
            let mut label_box = label_box(at);
            if n == 2 && suggestion {
                label_box.w = l.panel.w * 0.4;
            }
            let color = if *on {
                theme::TEXT_DIM
            } else {
                theme::TEXT_DIM.fade(0.4)
            };
            p.text_box(
                launcher_kit::tr!(label),
                label_box,
                fonts.small,
                color,
                HAlign::Left,
                VAlign::Middle,
                false,
            );
        }
        for (i, r) in l.modes.iter().enumerate() {
            option(
                p,
                *r,
                &launcher_kit::tr!(MODE_LABELS[i]),
                c.mode == ReversiMode::ALL[i],
                !self.fixed,
                fonts.body,
            );
        }
        for (i, r) in l.sides.iter().enumerate() {
            let side = [Side::Black, Side::White][i];
            if two {
                self.names[i].draw(p, fonts.body, i == self.name_focus, s);
                if self.names[i].text().is_empty() {
                    p.text_in(
                        launcher_kit::tr!(side.label()),
                        *r,
                        fonts.body,
                        theme::TEXT_DIM.fade(0.5),
                        false,
                    );
                }
            } else {
                let label = launcher_kit::tr!(side.label());
                option(p, *r, &label, c.human_side == side, vs, fonts.body);
            }
        }
        if let Some(c) = self.refused.filter(|_| two) {
            p.text_box(
                launcher_kit::tr!("reversi-setup-name-refused", char = c.to_string()),
                label_box(l.labels[1].offset(l.panel.w * 0.45, 0.0)),
                fonts.small,
                Color::rgb(0xff, 0x8a, 0x80),
                HAlign::Left,
                VAlign::Middle,
                false,
            );
        }
        self.draw_level(p, suggestion, &fonts, s);
        let font = fonts.small;
        let times = (&l.times[..], &GAME_MINUTES[..], c.game_minutes);
        choice_row(
            p,
            times,
            computer && !self.fixed,
            font,
            |minutes| match minutes {
                0 => launcher_kit::tr!("reversi-setup-time-off"),
                m => launcher_kit::tr!("reversi-setup-minutes", count = m),
            },
        );
        let varieties = (&l.varieties[..], &BOOK_LOSSES[..], c.book_loss);
        choice_row(p, varieties, book && !self.fixed, font, |loss| match loss {
            0 => launcher_kit::tr!("reversi-setup-variety-none"),
            discs => launcher_kit::tr!("reversi-setup-variety-within", count = discs),
        });
        option(
            p,
            l.article,
            &launcher_kit::tr!("reversi-setup-article"),
            self.as_in_article(),
            !self.fixed,
            fonts.small,
        );
        self.start.draw(p, false, fonts.body);
    }

    /// The level row (the steps, the level with its rating, "match my rating"), the
    /// suggested level above it and whether the game will be rated under the rows.
    fn draw_level(&self, p: &mut Painter, suggestion: bool, fonts: &Fonts, s: f32) {
        let l = &self.layout;
        let c = &self.choice;
        let active = c.mode != ReversiMode::TwoPlayers && !self.fixed;
        let shown = self.shown_level();
        let matching = c.level == LevelChoice::MatchRating;
        let top = levels::LADDER.len() - 1;
        let steps = [
            (
                l.level[0],
                shown > 0,
                [(0.65, 0.25), (0.65, 0.75), (0.3, 0.5)],
            ),
            (
                l.level[2],
                shown < top,
                [(0.35, 0.25), (0.35, 0.75), (0.7, 0.5)],
            ),
        ];
        for (r, on, points) in steps {
            let fade = if active && on { 1.0 } else { 0.4 };
            p.round_rect(r, r.h * 0.3, theme::BUTTON.fade(fade));
            let at = |(x, y): (f32, f32)| Point::new(r.x + r.w * x, r.y + r.h * y);
            p.polygon(points.map(at).to_vec(), theme::TEXT.fade(fade));
        }
        let name = match levels::rating(shown) {
            Some(_) => launcher_kit::tr!(
                "reversi-setup-level-rated",
                level = levels::text(shown),
                rating = levels::elo(shown).to_string()
            ),
            None => levels::text(shown),
        };
        option(p, l.level[1], &name, !matching, active, fonts.small);
        if matching {
            p.round_rect_outline(l.level[1], l.level[1].h * 0.3, 2.0 * s, theme::ACCENT_2);
        }
        let match_label = launcher_kit::tr!("reversi-level-match-rating");
        option(p, l.matching, &match_label, matching, active, fonts.small);
        if suggestion {
            let at = l.labels[2];
            let right = l.panel.right() - 24.0 * s;
            let left = l.panel.x + l.panel.w * 0.45;
            let line = Rect::new(
                left,
                at.y - fonts.small * 0.6,
                right - left,
                fonts.small * 1.2,
            );
            let text = launcher_kit::tr!(
                "reversi-setup-suggested",
                level = levels::text(self.suggested())
            );
            p.text_box(
                text,
                line,
                fonts.small,
                theme::ACCENT,
                HAlign::Right,
                VAlign::Middle,
                false,
            );
        }
        let (text, colour) = match self.unrated() {
            None => {
                let rating = format!("{:.0}", self.rating.0);
                let key = if self.rating.1 {
                    "reversi-setup-rated-provisional"
                } else {
                    "reversi-setup-rated"
                };
                (launcher_kit::tr!(key, rating = rating), theme::ACCENT)
            }
            Some(why) => (launcher_kit::tr!(why), theme::TEXT_DIM),
        };
        p.text_box(
            text,
            l.rated,
            fonts.small,
            colour,
            HAlign::Center,
            VAlign::Middle,
            false,
        );
    }
}

/// A row of choice buttons (their rectangles, the values, the value chosen), each named by
/// `name`.
fn choice_row(
    p: &mut Painter,
    (rects, values, chosen): (&[Rect], &[u8], u8),
    active: bool,
    font: f32,
    name: impl Fn(u8) -> String,
) {
    for (r, value) in rects.iter().zip(values) {
        option(p, *r, &name(*value), *value == chosen, active, font);
    }
}

/// The value `delta` steps from `at` among `values`, wrapping (from the first when `at`
/// is none of them).
fn cycle(values: &[u8], at: u8, delta: i32) -> u8 {
    let i = values.iter().position(|v| *v == at).unwrap_or(0) as i32;
    let n = values.len().max(1) as i32;
    values
        .get(usize::try_from((i + delta).rem_euclid(n)).unwrap_or(0))
        .copied()
        .unwrap_or(at)
}

/// One choice button: filled when chosen, dimmed when it does not apply.
fn option(p: &mut Painter, r: Rect, label: &str, chosen: bool, active: bool, font: f32) {
    let fade = if active { 1.0 } else { 0.4 };
    let fill = if chosen {
        theme::ACCENT_2
    } else {
        theme::BUTTON
    };
    let text = if chosen {
        theme::TEXT_DARK
    } else {
        theme::TEXT
    };
    p.round_rect(r, r.h * 0.3, fill.fade(fade));
    if chosen {
        p.round_rect_outline(r, r.h * 0.3, 2.0, Color::WHITE.fade(0.7 * fade));
    }
    p.text_in(label, r, font, text.fade(fade), chosen);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn click(s: &mut Setup, r: Rect) -> bool {
        let c = r.center();
        s.event(&InputEvent::left_down(c.x, c.y));
        s.event(&InputEvent::left_up(c.x, c.y))
    }

    #[test]
    fn clicks_choose_and_start() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        let l = setup_layout(Size::REFERENCE);
        assert!(!click(&mut s, l.modes[2]));
        // A step down from the level matching a new player's rating.
        let below = levels::nearest(launcher_kit::rating::START_RATING) - 1;
        assert!(!click(&mut s, l.level[0]));
        assert!(!click(&mut s, l.sides[1]));
        assert_eq!(s.choice.mode, ReversiMode::ComputerVsComputer);
        assert_eq!(s.choice.level, LevelChoice::Ladder(below));
        assert_eq!(s.choice.human_side, Side::White);
        assert!(click(&mut s, l.start));
        let mut p = Painter::new(Size::REFERENCE);
        s.draw(&mut p);
        let shown = format!("{} · {}", levels::text(below), levels::elo(below));
        for t in ["New game", "Watch", shown.as_str(), "Start"] {
            assert!(p.texts().contains(&t), "{t}");
        }
    }

    #[test]
    fn arrows_choose_every_row() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        s.event(&InputEvent::key(Key::Left));
        assert_eq!(s.choice.mode, ReversiMode::TwoPlayers);
        s.event(&InputEvent::key(Key::Right));
        s.event(&InputEvent::key(Key::Down));
        s.event(&InputEvent::key(Key::Right));
        assert_eq!(s.choice.human_side, Side::White);
        // Up from the colour is the players' row, and up again wraps to the last row, the
        // article's game; then come the opening variety, the time, "match my rating" and
        // the level, whose steps stop at the strongest.
        for _ in 0..6 {
            s.event(&InputEvent::key(Key::Up));
        }
        for _ in 0..20 {
            s.event(&InputEvent::key(Key::Right));
        }
        let top = levels::LADDER.len() - 1;
        assert_eq!(s.choice.level, LevelChoice::Ladder(top));
        s.event(&InputEvent::key(Key::Down));
        s.event(&InputEvent::key(Key::Right));
        assert_eq!(s.choice.level, LevelChoice::MatchRating);
        assert!(s.event(&InputEvent::key(Key::Enter)));
    }

    #[test]
    fn todays_board_lets_only_the_colour_change() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        s.fix_rules();
        let before = s.choice;
        let l = setup_layout(Size::REFERENCE);
        click(&mut s, l.modes[0]);
        click(&mut s, l.level[0]);
        s.event(&InputEvent::key(Key::Up));
        s.event(&InputEvent::key(Key::Left));
        assert_eq!((s.choice.mode, s.choice.level), (before.mode, before.level));
        click(&mut s, l.sides[1]);
        assert_eq!(s.choice.human_side, Side::White);
    }

    #[test]
    fn the_articles_game_is_one_choice() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        let l = setup_layout(Size::REFERENCE);
        assert!(!s.as_in_article());
        assert!(!click(&mut s, l.article));
        assert_eq!(s.choice.mode, ReversiMode::TwoPlayers);
        assert!(s.choice.white_first);
        assert_eq!(s.choice.board, BoardTheme::Grey);
        assert!(s.as_in_article());
        let mut p = Painter::new(Size::REFERENCE);
        s.draw(&mut p);
        assert!(p.texts().contains(&"Two players, White first, grey board"));
        // Chosen again, it goes back to the usual start and board; the players stay.
        click(&mut s, l.article);
        assert!(!s.choice.white_first);
        assert_eq!(s.choice.board, BoardTheme::Green);
        assert_eq!(s.choice.mode, ReversiMode::TwoPlayers);
        // The keys reach it as the last row.
        for _ in 0..ARTICLE_ROW {
            s.event(&InputEvent::key(Key::Down));
        }
        s.event(&InputEvent::key(Key::Right));
        assert!(s.as_in_article());
        // Another mode leaves the article's game.
        click(&mut s, l.modes[1]);
        assert!(!s.as_in_article());
        // Today's board keeps its rules.
        let mut fixed = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        fixed.fix_rules();
        click(&mut fixed, l.article);
        assert!(!fixed.as_in_article());
    }

    #[test]
    fn the_computers_time_and_opening_variety_are_chosen_by_click_and_key() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        let l = setup_layout(Size::REFERENCE);
        assert_eq!((s.choice.game_minutes, s.choice.book_loss), (0, 0));
        click(&mut s, l.times[2]);
        click(&mut s, l.varieties[1]);
        assert_eq!((s.choice.game_minutes, s.choice.book_loss), (3, 1));
        assert_eq!(
            s.choice.game_time(),
            Some(std::time::Duration::from_secs(180))
        );
        // Down to the time, then the variety: Right steps on, wrapping.
        for _ in 0..TIME_ROW {
            s.event(&InputEvent::key(Key::Down));
        }
        s.event(&InputEvent::key(Key::Right));
        assert_eq!(s.choice.game_minutes, 5);
        s.event(&InputEvent::key(Key::Down));
        s.event(&InputEvent::key(Key::Left));
        s.event(&InputEvent::key(Key::Left));
        assert_eq!(s.choice.book_loss, BOOK_LOSSES[2]);
        let mut p = Painter::new(Size::REFERENCE);
        s.draw(&mut p);
        for t in [
            "Computer's time per game",
            "Off",
            "10 min",
            "Within 3 discs",
        ] {
            assert!(p.texts().contains(&t), "{t}: {:?}", p.texts());
        }
        assert!(launcher_kit::draw::fit::misfits(p.items(), Size::REFERENCE).is_empty());
        // Today's board keeps them.
        let mut fixed = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        fixed.fix_rules();
        click(&mut fixed, l.times[4]);
        click(&mut fixed, l.varieties[2]);
        assert_eq!((fixed.choice.game_minutes, fixed.choice.book_loss), (0, 0));
    }

    #[test]
    fn the_variety_applies_to_the_levels_that_play_from_the_book() {
        let strongest = ReversiSettings {
            level: LevelChoice::named("strongest").unwrap(),
            book_loss: 3,
            ..ReversiSettings::default()
        };
        assert!(strongest.uses_book());
        assert_eq!(strongest.engine_level().book_loss, 3);
        let medium = ReversiSettings {
            level: LevelChoice::named("medium").unwrap(),
            ..strongest
        };
        assert!(!medium.uses_book());
        assert_eq!(medium.engine_level().book_loss, 0);
    }

    fn texts(s: &Setup, size: Size) -> Vec<String> {
        let mut p = Painter::new(size);
        s.draw(&mut p);
        assert!(
            launcher_kit::draw::fit::misfits(p.items(), size).is_empty(),
            "{size:?}: {:?}",
            launcher_kit::draw::fit::misfits(p.items(), size)
        );
        p.texts().iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn the_level_shows_its_rating_the_suggestion_and_whether_the_game_is_rated() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        let club = LevelChoice::named("club").unwrap().resolve(0.0);
        let track = Track {
            rating: levels::elo(club) as f64 + 20.0,
            ..Track::default()
        };
        s.set_rating(&track);
        assert_eq!(s.suggested(), club);
        let club_text = format!("Club · {}", levels::elo(club));
        let rated = format!(
            "Rated game · your rating {} (provisional)",
            levels::elo(club) + 20
        );
        let shown = texts(&s, Size::REFERENCE);
        for t in [
            club_text.as_str(),
            "Match my rating",
            "Suggested for you: Club",
            rated.as_str(),
        ] {
            assert!(shown.iter().any(|x| x == t), "{t} missing from {shown:?}");
        }
        // A clock makes it unrated, and the dialog says so.
        s.choice.game_minutes = 3;
        let shown = texts(&s, Size::REFERENCE);
        assert!(
            shown
                .iter()
                .any(|t| t == "Not rated: the computer plays to a clock")
        );
        // Match my rating off keeps the level it matched.
        let l = setup_layout(Size::REFERENCE);
        click(&mut s, l.matching);
        assert_eq!(s.choice.level, LevelChoice::Ladder(club));
        click(&mut s, l.level[2]);
        assert_eq!(s.choice.level, LevelChoice::Ladder(club + 1));
        click(&mut s, l.matching);
        assert_eq!(s.choice.level, LevelChoice::MatchRating);
        // A set-up position is not rated.
        s.choice.game_minutes = 0;
        s.set_up_position();
        assert_eq!(s.unrated(), Some("reversi-unrated-position"));
    }

    #[test]
    fn the_dialog_fits_every_language_in_a_small_and_a_large_window() {
        use launcher_kit::i18n::{Language, set_language};
        for language in Language::ALL {
            set_language(language);
            for size in [Size::new(480.0, 360.0), Size::REFERENCE] {
                for level in 0..levels::LADDER.len() {
                    let mut s = Setup::new(ReversiSettings::default(), size);
                    s.choice.level = LevelChoice::Ladder(level);
                    texts(&s, size);
                }
                let mut s = Setup::new(ReversiSettings::default(), size);
                s.choice.threads = 4;
                s.choice.level = LevelChoice::named("strongest").unwrap();
                texts(&s, size);
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn two_players_type_their_names() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        let l = setup_layout(Size::REFERENCE);
        click(&mut s, l.modes[0]);
        for c in "Ann 1".chars() {
            s.event(&InputEvent::Typed(c));
        }
        assert!(
            !s.event(&InputEvent::key(Key::Space)),
            "space types, not starts"
        );
        click(&mut s, l.sides[1]);
        s.event(&InputEvent::Typed('名'));
        assert_eq!(s.refused, Some('名'));
        for c in "Боб".chars() {
            s.event(&InputEvent::Typed(c));
        }
        assert_eq!(s.names(), ["Ann 1".to_string(), "Боб".to_string()]);
        s.set_names(&[String::new(), "Zoë".into()]);
        assert_eq!(s.names(), [String::new(), "Zoë".to_string()]);
        assert!(s.event(&InputEvent::key(Key::Enter)));
    }
}
