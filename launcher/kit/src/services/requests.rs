//! What scenes ask of the world outside the window's drawing: sounds, one-line notices and
//! the clipboard. Scenes only record the requests; the shell carries them out, so scenes
//! stay testable without a sound card or a desktop.

use crate::sound::Sfx;

/// Sound effects asked for since the shell last took them.
#[derive(Debug, Default)]
pub struct Sounds {
    /// Whether sound is on (the settings say; requests made while off are dropped).
    muted: bool,
    queued: Vec<Sfx>,
}

impl Sounds {
    /// Requests a sound effect (dropped when sound is off).
    pub fn play(&mut self, sfx: Sfx) {
        if !self.muted {
            self.queued.push(sfx);
        }
    }

    /// Takes the sound requests made since the last call.
    pub fn take(&mut self) -> Vec<Sfx> {
        std::mem::take(&mut self.queued)
    }

    pub(super) fn set_enabled(&mut self, enabled: bool) {
        self.muted = !enabled;
    }
}

/// One-line messages for the player, shown for a few seconds.
#[derive(Debug, Default)]
pub struct Notices {
    queued: Vec<String>,
}

impl Notices {
    /// Shows a one-line message to the player for a few seconds (and logs it).
    pub fn notify(&mut self, message: impl Into<String>) {
        let message = message.into();
        log::warn!("{message}");
        self.queued.push(message);
    }

    /// Takes the notices made since the last call.
    pub fn take(&mut self) -> Vec<String> {
        std::mem::take(&mut self.queued)
    }
}

/// The system clipboard, through the shell.
#[derive(Debug, Default)]
pub struct Clipboard {
    /// Text to put on the clipboard, in order.
    copies: Vec<String>,
    /// Whether a scene asked for the clipboard's text.
    paste_asked: bool,
    /// The clipboard text last pasted, until a scene takes it.
    pasted: Option<String>,
}

impl Clipboard {
    /// Puts `text` on the system clipboard (where there is no clipboard the player sees a
    /// notice).
    pub fn copy(&mut self, text: impl Into<String>) {
        self.copies.push(text.into());
    }

    /// Asks for the clipboard's text: [`crate::input::InputEvent::Pasted`] follows when the
    /// shell has it.
    pub fn request_paste(&mut self) {
        self.paste_asked = true;
    }

    /// The shell read the clipboard (tests paste this way too).
    pub fn deliver(&mut self, text: String) {
        self.pasted = Some(text);
    }

    /// The pasted text, once.
    pub fn take_pasted(&mut self) -> Option<String> {
        self.pasted.take()
    }

    /// The copies and whether a paste was asked for, since the last call.
    pub(super) fn take_requests(&mut self) -> (Vec<String>, bool) {
        (
            std::mem::take(&mut self.copies),
            std::mem::take(&mut self.paste_asked),
        )
    }
}
