//! What every scene may use besides its own state, as a few small capabilities a scene
//! reaches for by what it uses: the settings (and the language they ask for), the player's
//! [`Records`] on disk, [`Sounds`], [`Notices`], the [`Clipboard`], the [`Clock`], the games
//! [`Registry`] and the window's size.
//!
//! Scenes only record requests (play this sound, copy this, go fullscreen); the program's
//! shell carries them out, so scenes stay testable without a window or a sound card.

mod clock;
mod records;
mod requests;

pub use clock::{Clock, LIVELY_SECONDS};
pub use records::Records;
pub use requests::{Clipboard, Notices, Sounds};

use crate::game::{GameId, Options, Registry};
use crate::geom::Size;
use crate::i18n::{self, Language};
use crate::persist::{self, Settings, Storage};
use crate::sound::Sfx;

/// A change to the window, or to the desktop around it, the shell should make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WindowRequest {
    /// Switch fullscreen on (`true`) or off.
    Fullscreen(bool),
    /// Put this text on the system clipboard.
    Clipboard(String),
    /// Read the system clipboard's text and send [`crate::input::InputEvent::Pasted`].
    Paste,
}

/// The capabilities handed to every scene.
pub struct Services {
    /// The current settings (change them through [`Services::set_settings`] so they are
    /// saved and take effect).
    pub settings: Settings,
    /// The system's language, what the text follows when the settings name none.
    system_language: Language,
    /// High scores, statistics, progress and unfinished games, kept on disk.
    pub records: Records,
    /// Sound effects to play.
    pub sound: Sounds,
    /// Messages for the player.
    pub notices: Notices,
    /// The system clipboard.
    pub clipboard: Clipboard,
    /// Time since start and the liveliness of looping effects.
    pub clock: Clock,
    /// The games this program offers.
    pub registry: Registry,
    /// The window's drawable size in logical pixels.
    pub viewport: Size,
    /// Fullscreen as the settings last changed it, until the shell takes the request.
    fullscreen: Option<bool>,
}

/// The system's language. Unit tests run in English whatever the machine's locale.
fn system_language() -> Language {
    if cfg!(test) {
        Language::English
    } else {
        Language::system()
    }
}

/// The language the settings' `tag` asks for: that language, or `system` when there is no
/// tag or it names no language of ours (which is logged).
pub fn resolve_language(tag: Option<&str>, system: Language) -> Language {
    let Some(tag) = tag else {
        return system;
    };
    Language::from_locale(tag).unwrap_or_else(|| {
        log::warn!(
            "unknown language {tag:?} in the settings; following the system ({})",
            system.tag()
        );
        system
    })
}

impl Services {
    /// Loads settings and records from `storage`, and switches this thread's text to the
    /// language the settings ask for; a damaged file becomes a notice (in that language).
    pub fn load(storage: Storage, registry: Registry, viewport: Size) -> Services {
        let settings = persist::load_toml::<Settings>(&storage.settings_file());
        let settings_value = settings.value.sanitized();
        let system = system_language();
        // First the language, so that what goes wrong with the other files is reported in it.
        i18n::set_language(resolve_language(settings_value.language.as_deref(), system));
        crate::ui::theme::set_text_scale(settings_value.accessibility.text_scale());
        crate::ui::motion::set_reduced(settings_value.accessibility.reduced_motion);
        let mut notices = Notices::default();
        if let Some(problem) = settings.problem {
            notices.notify(problem.text());
        }
        let mut sound = Sounds::default();
        sound.set_enabled(settings_value.sound.enabled);
        let mut records = Records::load(storage);
        records.move_renamed_tables(&registry);
        Services {
            settings: settings_value,
            system_language: system,
            records,
            sound,
            notices,
            clipboard: Clipboard::default(),
            clock: Clock::default(),
            registry,
            viewport,
            fullscreen: None,
        }
    }

    /// The language the system asks for (what "System" in the settings follows).
    pub fn system_language(&self) -> Language {
        self.system_language
    }

    /// Switches this thread's text to the language the settings ask for.
    fn apply_language(&self) {
        let language = resolve_language(self.settings.language.as_deref(), self.system_language);
        log::debug!("language {}", language.tag());
        i18n::set_language(language);
    }

    /// Replaces the settings and writes them to disk; a change of language shows from the
    /// next frame on.
    pub fn set_settings(&mut self, settings: Settings) {
        let before = self.settings.clone();
        self.settings = settings.sanitized();
        if before.fullscreen != self.settings.fullscreen {
            self.fullscreen = Some(self.settings.fullscreen);
        }
        if before.language != self.settings.language {
            self.apply_language();
        }
        self.sound.set_enabled(self.settings.sound.enabled);
        let (was, now) = (before.accessibility, self.settings.accessibility);
        if was.high_contrast != now.high_contrast {
            log::info!(
                "high contrast {}",
                if now.high_contrast { "on" } else { "off" }
            );
        }
        if was.reduced_motion != now.reduced_motion {
            log::info!(
                "reduced motion {}",
                if now.reduced_motion { "on" } else { "off" }
            );
            crate::ui::motion::set_reduced(now.reduced_motion);
        }
        if was.text_size != now.text_size {
            log::info!("text size {}%", now.text_size);
            crate::ui::theme::set_text_scale(now.text_scale());
        }
        if let Err(e) = persist::store_toml(&self.records.storage.settings_file(), &self.settings) {
            self.notices.notify(crate::tr!(
                "common-error-save-settings",
                error = e.to_string()
            ));
        }
    }

    /// Turns fullscreen on or off (and remembers it).
    pub fn toggle_fullscreen(&mut self) {
        let mut s = self.settings.clone();
        s.fullscreen = !s.fullscreen;
        self.set_settings(s);
    }

    /// The options of game `id` as the settings hold them, each checked against the game's
    /// description in the registry (defaults where missing or wrong).
    pub fn options(&self, id: GameId) -> Options {
        let empty = toml::Table::new();
        let table = self.settings.games.get(id.key()).unwrap_or(&empty);
        let described = self
            .registry
            .kind(id)
            .map(|k| k.options())
            .unwrap_or_default();
        Options::new(&described, table)
    }

    /// Replaces the options of game `id` and writes the settings to disk.
    pub fn set_options(&mut self, id: GameId, options: &Options) {
        let mut s = self.settings.clone();
        s.games
            .insert(id.key().to_string(), options.table().clone());
        self.set_settings(s);
    }

    /// Keeps an unfinished game of `game` for later ([`Records::store_game`], naming the
    /// game as the registry does if that fails).
    pub fn store_game(&mut self, game: GameId, text: &str) {
        let title = self.registry.title(game);
        self.records.store_game(game, &title, text);
    }

    /// A saved game of `game` that could not be resumed ([`Records::reject_saved_game`]).
    pub fn reject_saved_game(&mut self, game: GameId, why: &str) {
        let title = self.registry.title(game);
        self.records.reject_saved_game(game, &title, why);
    }

    /// Takes the sound requests made since the last call.
    pub fn take_sounds(&mut self) -> Vec<Sfx> {
        self.sound.take()
    }

    /// Takes every notice made since the last call: the scenes' and the records'.
    pub fn take_notices(&mut self) -> Vec<String> {
        let mut all = self.notices.take();
        all.extend(self.records.take_notices());
        all
    }

    /// Takes the window requests made since the last call.
    pub fn take_window_requests(&mut self) -> Vec<WindowRequest> {
        let mut out: Vec<WindowRequest> = self
            .fullscreen
            .take()
            .map(WindowRequest::Fullscreen)
            .into_iter()
            .collect();
        let (copies, paste) = self.clipboard.take_requests();
        out.extend(copies.into_iter().map(WindowRequest::Clipboard));
        if paste {
            out.push(WindowRequest::Paste);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::click_services as services;

    #[test]
    fn accessibility_settings_take_effect_on_this_thread_when_changed_and_when_loaded() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        assert!(!cx.settings.reduced_motion() && !cx.settings.high_contrast());
        let mut s = cx.settings.clone();
        s.accessibility.reduced_motion = true;
        s.accessibility.high_contrast = true;
        s.accessibility.text_size = 150;
        cx.set_settings(s);
        let changed = (crate::ui::motion::reduced(), crate::ui::theme::text_scale());
        crate::ui::motion::set_reduced(false);
        crate::ui::theme::set_text_scale(1.0);
        let loaded = services(dir.path());
        let reloaded = (crate::ui::motion::reduced(), crate::ui::theme::text_scale());
        let fonts = crate::ui::theme::Fonts::for_size(Size::REFERENCE);
        crate::ui::motion::set_reduced(false);
        crate::ui::theme::set_text_scale(1.0);
        assert_eq!(changed, (true, 1.5));
        assert_eq!(reloaded, (true, 1.5));
        assert!(loaded.settings.reduced_motion() && loaded.settings.high_contrast());
        let normal = crate::ui::theme::Fonts::for_size(Size::REFERENCE);
        assert!((fonts.body - normal.body * 1.5).abs() < 1e-3, "{fonts:?}");
    }

    #[test]
    fn damaged_settings_are_reported_once_and_defaults_used() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.toml"), "[sound]\nenabled = 3\n").unwrap();
        let mut s = services(dir.path());
        assert_eq!(s.settings, Settings::default());
        let notices = s.take_notices();
        assert_eq!(notices.len(), 1);
        assert!(
            notices[0].contains("settings.toml.corrupt"),
            "{}",
            notices[0]
        );
        assert!(s.take_notices().is_empty());
        assert!(services(dir.path()).take_notices().is_empty());
    }

    #[test]
    fn damaged_scores_are_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("scores.toml"),
            "[tables]\n\"match3/classic\" = 5\n",
        )
        .unwrap();
        let mut s = services(dir.path());
        assert!(s.records.scores.tables.is_empty());
        assert_eq!(s.take_notices().len(), 1);
        assert!(dir.path().join("scores.toml.corrupt").exists());
    }

    #[test]
    fn the_language_is_applied_saved_and_reloaded() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        assert_eq!(i18n::language(), Language::English);
        let mut polish = s.settings.clone();
        polish.language = Some("pl".into());
        s.set_settings(polish);
        assert_eq!(i18n::language(), Language::Polish, "at once");
        i18n::set_language(Language::English);
        let again = services(dir.path());
        let reloaded = (i18n::language(), again.settings.language.clone());
        i18n::set_language(Language::English);
        assert_eq!(reloaded, (Language::Polish, Some("pl".to_string())));
        let text = std::fs::read_to_string(dir.path().join("settings.toml")).unwrap();
        assert!(text.contains("language = \"pl\""), "{text}");
    }

    #[test]
    fn an_unknown_language_follows_the_system_and_is_kept() {
        assert_eq!(
            resolve_language(Some("tlh"), Language::Polish),
            Language::Polish
        );
        assert_eq!(resolve_language(None, Language::Chinese), Language::Chinese);
        assert_eq!(
            resolve_language(Some("zh-CN"), Language::English),
            Language::Chinese
        );
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.toml"), "language = \"tlh\"\n").unwrap();
        let mut s = services(dir.path());
        assert_eq!(i18n::language(), s.system_language());
        assert!(s.take_notices().is_empty(), "not a damaged file");
        assert_eq!(s.settings.language.as_deref(), Some("tlh"));
    }

    #[test]
    fn a_damaged_file_is_reported_in_the_chosen_language() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("settings.toml"), "language = \"ru\"\n").unwrap();
        std::fs::write(dir.path().join("scores.toml"), "tables = 5\n").unwrap();
        let mut s = services(dir.path());
        let notices = s.take_notices();
        i18n::set_language(Language::English);
        assert_eq!(notices.len(), 1);
        assert!(
            notices[0].starts_with("Файл scores.toml повреждён (строка 1"),
            "{}",
            notices[0]
        );
    }

    #[test]
    fn settings_changes_are_written_and_fullscreen_requested() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        s.toggle_fullscreen();
        assert_eq!(
            s.take_window_requests(),
            vec![WindowRequest::Fullscreen(true)]
        );
        assert!(services(dir.path()).settings.fullscreen);
    }

    #[test]
    fn sounds_are_dropped_when_sound_is_off() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        s.sound.play(Sfx::Click);
        let mut off = s.settings.clone();
        off.sound.enabled = false;
        s.set_settings(off);
        s.sound.play(Sfx::Swap);
        assert_eq!(s.take_sounds(), vec![Sfx::Click]);
    }

    #[test]
    fn saved_games_round_trip_and_bad_ones_are_quarantined() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        assert!(!s.records.has_saved_game(crate::testing::POPSTAR));
        s.store_game(crate::testing::POPSTAR, "score = 5\n");
        assert_eq!(
            s.records.load_game(crate::testing::POPSTAR).as_deref(),
            Some("score = 5\n")
        );
        s.reject_saved_game(crate::testing::POPSTAR, "wrong board size");
        assert!(!s.records.has_saved_game(crate::testing::POPSTAR));
        assert!(dir.path().join("saves/popstar.toml.corrupt").exists());
        assert_eq!(s.take_notices().len(), 1);
    }

    #[test]
    fn scores_are_persisted() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        assert_eq!(
            s.records
                .record_score(crate::testing::MATCH3, "classic", 1500, None),
            Some(0)
        );
        assert_eq!(
            services(dir.path())
                .records
                .scores
                .best(crate::testing::MATCH3),
            Some(1500)
        );
    }

    #[test]
    fn statistics_are_persisted_and_a_damaged_file_is_kept_aside() {
        use crate::persist::statistics::GameResult;
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        let game = crate::testing::REVERSI;
        for won in [true, false, true] {
            let result = GameResult {
                score: 40,
                won: Some(won),
                ..GameResult::default()
            };
            s.records.record_result(game, "level-3", &result);
        }
        let again = services(dir.path());
        let level = again.records.statistics.mode(game, "level-3").unwrap();
        assert_eq!((level.played, level.won, level.lost), (3, 2, 1));

        std::fs::write(dir.path().join("statistics.toml"), "modes = [broken").unwrap();
        let mut damaged = services(dir.path());
        assert_eq!(
            damaged.records.statistics,
            crate::persist::statistics::Statistics::default()
        );
        assert!(dir.path().join("statistics.toml.corrupt").exists());
        assert!(!damaged.take_notices().is_empty());
        damaged
            .records
            .record_result(game, "level-3", &GameResult::default());
        assert_eq!(
            services(dir.path())
                .records
                .statistics
                .mode(game, "level-3")
                .unwrap()
                .played,
            1
        );
    }
}
