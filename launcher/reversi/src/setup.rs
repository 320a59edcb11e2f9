//! The new-game dialog: who plays (two people, a person against the computer, or the
//! computer against itself), the person's colour and the computer's level, or the two
//! people's names; the computer's time per game and how much it varies its openings; or, in
//! one choice, the game as the original article has it (two people at one computer, White
//! moving first, the grey board). It starts from the `[reversi]` settings and the names and
//! choices last used and writes the choice back, so the next game starts the same.

use super::layout::{SetupLayout, setup_layout};
use super::settings::{
    BOOK_LOSSES, BoardTheme, GAME_MINUTES, ReversiMode, ReversiSettings, Side, level_count,
    level_text,
};
use launcher_kit::draw::fonts;
use launcher_kit::draw::{Color, HAlign, Painter, VAlign};
use launcher_kit::geom::{Rect, Size};
use launcher_kit::input::{InputEvent, Key, MouseButton};
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle, TextField};

/// The rows the arrows move between: players, colour (or names), level, time per game,
/// opening variety, the article's game.
const ROWS: usize = 6;

/// The row of the article's game.
const ARTICLE_ROW: usize = 5;

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
            0 | 2..=ARTICLE_ROW if self.fixed => {}
            0 => {
                let at = ReversiMode::ALL.iter().position(|m| *m == self.choice.mode);
                self.choice.mode = ReversiMode::ALL[next(at.unwrap_or(0), 3)];
            }
            3 => self.choice.game_minutes = cycle(&GAME_MINUTES, self.choice.game_minutes, delta),
            4 => self.choice.book_loss = cycle(&BOOK_LOSSES, self.choice.book_loss, delta),
            ARTICLE_ROW => self.toggle_article(),
            1 if self.two_players() => self.name_focus = next(self.name_focus, 2),
            1 => {
                let at = usize::from(self.choice.human_side == Side::White);
                self.choice.human_side = [Side::Black, Side::White][next(at, 2)];
            }
            _ => {
                let level = i32::from(self.choice.level) + delta;
                self.choice.level =
                    u8::try_from(level.clamp(1, i32::from(level_count()))).unwrap_or(1);
            }
        }
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
                } else if let Some(i) = l.levels.iter().position(|r| r.contains(pos)) {
                    self.choice.level = i as u8 + 1;
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
            whole(&l.levels),
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
        for ((label, on), at) in rows.iter().zip(l.labels) {
            let color = if *on {
                theme::TEXT_DIM
            } else {
                theme::TEXT_DIM.fade(0.4)
            };
            p.text_box(
                launcher_kit::tr!(label),
                label_box(at),
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
        for (i, r) in l.levels.iter().enumerate() {
            let chosen = usize::from(c.level) == i + 1;
            let name = u8::try_from(i + 1).map_or_else(|_| String::new(), level_text);
            option(p, *r, &name, chosen, computer && !self.fixed, fonts.small);
        }
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
        assert!(!click(&mut s, l.levels[0]));
        assert!(!click(&mut s, l.sides[1]));
        assert_eq!(s.choice.mode, ReversiMode::ComputerVsComputer);
        assert_eq!(s.choice.level, 1);
        assert_eq!(s.choice.human_side, Side::White);
        assert!(click(&mut s, l.start));
        let mut p = Painter::new(Size::REFERENCE);
        s.draw(&mut p);
        for t in ["New game", "Watch", "Strongest", "Start"] {
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
        // article's game; then come the opening variety, the time and the level.
        for _ in 0..5 {
            s.event(&InputEvent::key(Key::Up));
        }
        for _ in 0..9 {
            s.event(&InputEvent::key(Key::Right));
        }
        assert_eq!(s.choice.level, level_count());
        assert!(s.event(&InputEvent::key(Key::Enter)));
    }

    #[test]
    fn todays_board_lets_only_the_colour_change() {
        let mut s = Setup::new(ReversiSettings::default(), Size::REFERENCE);
        s.fix_rules();
        let before = s.choice;
        let l = setup_layout(Size::REFERENCE);
        click(&mut s, l.modes[0]);
        click(&mut s, l.levels[0]);
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
        // Down three rows to the time, then the variety: Right steps on, wrapping.
        for _ in 0..3 {
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
            level: level_count(),
            book_loss: 3,
            ..ReversiSettings::default()
        };
        assert!(strongest.uses_book());
        assert_eq!(strongest.engine_level().book_loss, 3);
        let medium = ReversiSettings {
            level: 3,
            ..strongest
        };
        assert!(!medium.uses_book());
        assert_eq!(medium.engine_level().book_loss, 0);
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
