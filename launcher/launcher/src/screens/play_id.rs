//! "Play a game ID": type or paste an ID someone shared (`match3:c8x8k7:5eed`) and play
//! that game; an ID that cannot be played says why in one line and nothing else changes.

use grid_core::game_id::MAX_LEN;
use launcher_kit::draw::{Color, HAlign, Painter};
use launcher_kit::geom::{Rect, Size};
use launcher_kit::host::GameHost;
use launcher_kit::input::{InputEvent, Key};
use launcher_kit::scene::{Scene, Transition, Wake};
use launcher_kit::services::Clipboard;
use launcher_kit::services::Services;
use launcher_kit::sound::Sfx;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle, Edit, TextField};

/// Where the parts of the screen are.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayIdLayout {
    /// The panel.
    pub panel: Rect,
    /// The text field.
    pub field: Rect,
    /// Paste, Play and Cancel.
    pub buttons: [Rect; 3],
}

/// The layout for a window of `size`.
pub fn layout(size: Size) -> PlayIdLayout {
    let s = size.ui_scale();
    let w = (720.0 * s).min(size.w * 0.94);
    let panel = Rect::centered(size.rect().center(), w, 380.0 * s);
    let field = Rect::new(
        panel.x + 30.0 * s,
        panel.y + 130.0 * s,
        w - 60.0 * s,
        56.0 * s,
    );
    let row = Rect::new(
        panel.x + 30.0 * s,
        panel.bottom() - 90.0 * s,
        w - 60.0 * s,
        56.0 * s,
    );
    let b = row.columns(3, 20.0 * s);
    PlayIdLayout {
        panel,
        field,
        buttons: [b[0], b[1], b[2]],
    }
}

/// What a button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Paste,
    Play,
    Cancel,
}

const ACTIONS: [Action; 3] = [Action::Paste, Action::Play, Action::Cancel];

/// The screen.
pub struct PlayIdScreen {
    field: TextField,
    buttons: [Button; 3],
    /// Why the last ID could not be played, or why a character was refused.
    problem: Option<String>,
    /// 0: the field; 1–3: the buttons.
    focus: usize,
    layout: PlayIdLayout,
}

impl PlayIdScreen {
    /// An empty field.
    pub fn new(viewport: Size) -> PlayIdScreen {
        let mut screen = PlayIdScreen {
            field: TextField::new(MAX_LEN, |c| c.is_ascii_graphic()),
            buttons: [
                Button::keyed("menu-paste", ButtonStyle::Normal),
                Button::keyed("menu-play", ButtonStyle::Primary),
                Button::keyed("common-cancel", ButtonStyle::Normal),
            ],
            problem: None,
            focus: 0,
            layout: layout(viewport),
        };
        screen.relayout(viewport);
        screen
    }

    /// The text typed so far.
    pub fn text(&self) -> &str {
        self.field.text()
    }

    /// The one-line reason shown, if any.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    fn relayout(&mut self, size: Size) {
        self.layout = layout(size);
        self.field.rect = self.layout.field;
        for (b, r) in self.buttons.iter_mut().zip(self.layout.buttons) {
            b.rect = r;
        }
    }

    fn act(&mut self, action: Action, cx: &mut Services) -> Transition {
        cx.sound.play(Sfx::Click);
        match action {
            Action::Paste => {
                cx.clipboard.request_paste();
                Transition::None
            }
            Action::Cancel => Transition::Pop,
            Action::Play => match GameHost::open_id(self.field.text(), false, cx) {
                Ok(host) => Transition::Replace(Box::new(host)),
                Err(why) => {
                    log::debug!("game ID refused: {why}");
                    self.problem = Some(why);
                    Transition::None
                }
            },
        }
    }

    fn edited(&mut self, edit: Edit, clipboard: &mut Clipboard) {
        match edit {
            Edit::Changed => self.problem = None,
            Edit::WantsPaste => clipboard.request_paste(),
            Edit::Refused(c) => {
                self.problem = Some(launcher_kit::tr!(
                    "menu-play-id-refused",
                    char = c.to_string()
                ));
            }
            Edit::Ignored => {}
        }
    }
}

impl Scene for PlayIdScreen {
    fn name(&self) -> &str {
        "play-id"
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::Resize(size) = *ev {
            self.relayout(size);
            return Transition::None;
        }
        if matches!(ev, InputEvent::Pasted) {
            if let Some(text) = cx.clipboard.take_pasted() {
                let edit = self.field.paste(&text);
                self.edited(edit, &mut cx.clipboard);
            }
            return Transition::None;
        }
        for (i, b) in self.buttons.iter_mut().enumerate() {
            if b.event(ev) {
                self.focus = i + 1;
                return self.act(ACTIONS[i], cx);
            }
        }
        match *ev {
            InputEvent::KeyDown {
                key: Key::Escape, ..
            } => return Transition::Pop,
            InputEvent::KeyDown {
                key: Key::Enter, ..
            } => {
                let action = match self.focus {
                    0 => Action::Play,
                    i => ACTIONS[i - 1],
                };
                return self.act(action, cx);
            }
            InputEvent::KeyDown {
                key: Key::Tab | Key::Down,
                ..
            } => self.focus = (self.focus + 1) % 4,
            InputEvent::KeyDown { key: Key::Up, .. } => self.focus = (self.focus + 3) % 4,
            InputEvent::KeyDown {
                key: Key::Right, ..
            } if self.focus > 0 => self.focus = self.focus % 3 + 1,
            InputEvent::KeyDown { key: Key::Left, .. } if self.focus > 0 => {
                self.focus = (self.focus + 1) % 3 + 1;
            }
            InputEvent::KeyDown {
                key: Key::Space, ..
            } if self.focus > 0 => return self.act(ACTIONS[self.focus - 1], cx),
            _ => {
                let edit = self.field.event(ev);
                if edit != Edit::Ignored {
                    self.focus = 0;
                }
                self.edited(edit, &mut cx.clipboard);
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
        let s = cx.viewport.ui_scale();
        let fonts = Fonts::for_size(cx.viewport);
        theme::background(p);
        let panel = self.layout.panel;
        theme::panel(p, panel, s);
        let line =
            |y: f32, h: f32| Rect::new(panel.x + 20.0 * s, y - h / 2.0, panel.w - 40.0 * s, h);
        theme::text_in_box(
            p,
            launcher_kit::tr!("menu-play-id"),
            line(panel.y + 44.0 * s, 40.0 * s),
            fonts.heading,
            theme::TEXT,
            HAlign::Center,
            true,
        );
        theme::text_in_box(
            p,
            launcher_kit::tr!("menu-play-id-prompt", example = "match3:c8x8k7:5eed"),
            line(panel.y + 94.0 * s, 26.0 * s),
            fonts.small,
            theme::TEXT_DIM,
            HAlign::Center,
            false,
        );
        self.field.draw(p, fonts.body, self.focus == 0, s);
        if let Some(problem) = &self.problem {
            theme::text_in_box(
                p,
                problem.clone(),
                line(self.layout.field.bottom() + 30.0 * s, 26.0 * s),
                fonts.small,
                Color::rgb(0xff, 0x8a, 0x80),
                HAlign::Center,
                false,
            );
        }
        for (i, b) in self.buttons.iter().enumerate() {
            b.draw(p, self.focus == i + 1, fonts.body);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::standard_services;

    fn typed(screen: &mut PlayIdScreen, text: &str, cx: &mut Services) {
        for c in text.chars() {
            screen.event(&InputEvent::Typed(c), cx);
        }
    }

    #[test]
    fn a_typed_id_opens_its_game() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut screen = PlayIdScreen::new(cx.viewport);
        typed(&mut screen, "match3:c6x7k5:5eed", &mut cx);
        let t = screen.event(&InputEvent::key(Key::Enter), &mut cx);
        let Transition::Replace(host) = t else {
            panic!("not opened: {:?}", screen.problem());
        };
        assert_eq!(host.name(), "match3");
    }

    #[test]
    fn a_bad_id_says_why_and_keeps_the_text() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut screen = PlayIdScreen::new(cx.viewport);
        typed(&mut screen, "match3:c8x8k9:1", &mut cx);
        assert!(
            screen
                .event(&InputEvent::key(Key::Enter), &mut cx)
                .is_none()
        );
        assert!(screen.problem().is_some_and(|p| p.contains("kinds 9")));
        assert_eq!(screen.text(), "match3:c8x8k9:1");
        typed(&mut screen, "é", &mut cx);
        assert!(screen.problem().is_some_and(|p| p.contains('é')));
        screen.event(&InputEvent::Typed('x'), &mut cx);
        assert_eq!(screen.problem(), None, "editing clears the reason");
    }

    #[test]
    fn paste_takes_the_clipboard_text() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = standard_services(dir.path());
        let mut screen = PlayIdScreen::new(cx.viewport);
        let ctrl_v = InputEvent::KeyDown {
            key: Key::Char('v'),
            mods: launcher_kit::input::Modifiers {
                ctrl: true,
                ..Default::default()
            },
            repeat: false,
        };
        screen.event(&ctrl_v, &mut cx);
        assert_eq!(
            cx.take_window_requests(),
            vec![launcher_kit::services::WindowRequest::Paste]
        );
        cx.clipboard.deliver(" popstar:1:5eed \n".into());
        screen.event(&InputEvent::Pasted, &mut cx);
        assert_eq!(screen.text(), "popstar:1:5eed");
    }
}
