//! What every scene may use besides its own state: settings (and the language they ask
//! for), high scores, saved games, the games registry, sound requests, on-screen notices and
//! window requests.
//!
//! Scenes only record requests here (play this sound, go fullscreen); the program's shell
//! carries them out, so scenes stay testable without a window or a sound card.

use crate::game::{GameId, Options, Registry};
use crate::geom::Size;
use crate::i18n::{self, Language};
use crate::persist::progress::Progress;
use crate::persist::statistics::{GameResult, Statistics};
use crate::persist::{self, HighScores, Settings, Storage};
use crate::sound::Sfx;
use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds that looping effects (blinks, pulses, sparkles) keep moving after the last input
/// or the last new thing to look at; then they hold still and the window rests.
pub const LIVELY_SECONDS: f32 = 8.0;

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

/// Shared state and services handed to every scene.
pub struct Services {
    /// The current settings (change them through the setters so they are saved and the
    /// language they ask for takes effect).
    pub settings: Settings,
    /// The system's language, what the text follows when the settings name none.
    system_language: Language,
    /// The high-score tables.
    pub scores: HighScores,
    /// The statistics of finished games.
    pub statistics: Statistics,
    /// The player's progress in each game.
    progress: Progress,
    /// Where files go.
    pub storage: Storage,
    /// The games the menu offers.
    pub registry: Registry,
    /// The window's drawable size in logical pixels.
    pub viewport: Size,
    /// Seconds since start, for idle animations.
    pub clock: f64,
    /// [`Services::clock`] at the last input or the last new thing to look at.
    stirred: f64,
    sounds: Vec<Sfx>,
    notices: Vec<String>,
    window: Vec<WindowRequest>,
    /// The clipboard text last pasted, until a scene takes it.
    pasted: Option<String>,
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
    /// Loads settings and scores from `storage`, and switches this thread's text to the
    /// language the settings ask for; a damaged file becomes a notice (in that language).
    pub fn load(storage: Storage, registry: Registry, viewport: Size) -> Services {
        let settings = persist::load_toml::<Settings>(&storage.settings_file());
        let settings_value = settings.value.sanitized();
        let system = system_language();
        // First the language, so that what goes wrong with the other files is reported in it.
        i18n::set_language(resolve_language(settings_value.language.as_deref(), system));
        crate::ui::theme::set_text_scale(settings_value.accessibility.text_scale());
        crate::ui::motion::set_reduced(settings_value.accessibility.reduced_motion);
        let scores = persist::load_toml::<HighScores>(&storage.scores_file());
        let statistics = persist::load_toml::<Statistics>(&storage.statistics_file());
        let progress = persist::load_toml::<Progress>(&storage.progress_file());
        let mut s = Services {
            settings: settings_value,
            system_language: system,
            scores: scores.value.sanitized(),
            statistics: statistics.value,
            progress: progress.value,
            storage,
            registry,
            viewport,
            clock: 0.0,
            stirred: 0.0,
            sounds: Vec::new(),
            notices: Vec::new(),
            window: Vec::new(),
            pasted: None,
        };
        let problems = [
            settings.problem,
            scores.problem,
            statistics.problem,
            progress.problem,
        ];
        for problem in problems.into_iter().flatten() {
            s.notify(problem.text());
        }
        s.move_renamed_tables();
        s
    }

    /// Moves scores that older versions kept under other table keys, and saves them.
    fn move_renamed_tables(&mut self) {
        let mut moved = false;
        for kind in self.registry.kinds() {
            for (old, new) in kind.renamed_tables() {
                moved |= self.scores.rename(kind.id(), old, &new);
            }
        }
        if moved {
            if let Err(e) = persist::store_toml(&self.storage.scores_file(), &self.scores) {
                self.notify(crate::tr!(
                    "common-error-save-scores",
                    error = e.to_string()
                ));
            }
        }
    }

    /// Requests a sound effect (dropped when sound is off).
    pub fn play(&mut self, sfx: Sfx) {
        if self.settings.sound.enabled {
            self.sounds.push(sfx);
        }
    }

    /// Shows a one-line message to the player for a few seconds (and logs it).
    pub fn notify(&mut self, message: impl Into<String>) {
        let message = message.into();
        log::warn!("{message}");
        self.notices.push(message);
    }

    /// Whether the player asked for reduced motion: no shakes, particles or sliding, short
    /// fades instead.
    pub fn reduced_motion(&self) -> bool {
        self.settings.accessibility.reduced_motion
    }

    /// Whether the player asked for high contrast colours.
    pub fn high_contrast(&self) -> bool {
        self.settings.accessibility.high_contrast
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
            self.window
                .push(WindowRequest::Fullscreen(self.settings.fullscreen));
        }
        if before.language != self.settings.language {
            self.apply_language();
        }
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
        self.save_settings();
    }

    /// Turns fullscreen on or off (and remembers it).
    pub fn toggle_fullscreen(&mut self) {
        let mut s = self.settings.clone();
        s.fullscreen = !s.fullscreen;
        self.set_settings(s);
    }

    /// The options of game `id` as the settings hold them, each checked against the game's
    /// description (defaults where missing or wrong).
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

    fn save_settings(&mut self) {
        if let Err(e) = persist::store_toml(&self.storage.settings_file(), &self.settings) {
            self.notify(crate::tr!(
                "common-error-save-settings",
                error = e.to_string()
            ));
        }
    }

    /// Today (UTC) as days since 1970-01-01: what today's boards are drawn for.
    pub fn today(&self) -> i64 {
        persist::today_number()
    }

    /// Game `game`'s progress table (empty before anything was kept).
    pub fn progress(&self, game: GameId) -> toml::Table {
        self.progress
            .games
            .get(game.key())
            .cloned()
            .unwrap_or_default()
    }

    /// Replaces game `game`'s progress table, and saves the progress.
    pub fn set_progress(&mut self, game: GameId, table: toml::Table) {
        self.progress.games.insert(game.key().to_string(), table);
        if let Err(e) = persist::store_toml(&self.storage.progress_file(), &self.progress) {
            self.notify(crate::tr!(
                "common-error-save-progress",
                error = e.to_string()
            ));
        }
    }

    /// Adds a finished game of `game` in `mode` to the statistics, and saves them.
    pub fn record_result(&mut self, game: GameId, mode: &str, result: &GameResult) {
        let day = self.today();
        self.statistics.add(game, mode, result, day);
        if let Err(e) = persist::store_toml(&self.storage.statistics_file(), &self.statistics) {
            self.notify(crate::tr!(
                "common-error-save-statistics",
                error = e.to_string()
            ));
        }
    }

    /// Enters a finished game's score; returns its rank (0 = best) if it made the table.
    /// `name` says who set it, where the game asks.
    pub fn record_score(
        &mut self,
        game: GameId,
        mode: &str,
        score: u64,
        name: Option<&str>,
    ) -> Option<usize> {
        let rank = self
            .scores
            .record_named(game, mode, score, &persist::today(), name);
        if rank.is_some() {
            if let Err(e) = persist::store_toml(&self.storage.scores_file(), &self.scores) {
                self.notify(crate::tr!(
                    "common-error-save-scores",
                    error = e.to_string()
                ));
            }
        }
        rank
    }

    /// The saved unfinished game of `game`, if any. An unreadable file becomes a notice.
    pub fn load_game(&mut self, game: GameId) -> Option<String> {
        match persist::read_text(&self.storage.save_file(game)) {
            Ok(text) => text,
            Err(problem) => {
                self.notify(problem.text());
                None
            }
        }
    }

    /// Whether an unfinished game of `game` is waiting to be resumed.
    pub fn has_saved_game(&self, game: GameId) -> bool {
        self.storage.save_file(game).exists()
    }

    /// Keeps an unfinished game for later.
    pub fn store_game(&mut self, game: GameId, text: &str) {
        if let Err(e) = persist::write_atomic(&self.storage.save_file(game), text) {
            let title = self.registry.title(game);
            self.notify(crate::tr!(
                "common-error-save-game",
                game = title,
                error = e.to_string()
            ));
        }
    }

    /// Forgets the saved game of `game` (it was finished or replaced by a new one).
    pub fn clear_game(&mut self, game: GameId) {
        let path = self.storage.save_file(game);
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                self.notify(crate::tr!(
                    "common-error-remove-file",
                    file = path.display().to_string(),
                    error = e.to_string()
                ));
            }
            _ => {}
        }
    }

    /// A saved game that could not be resumed: keep it aside as `*.corrupt` and say so.
    pub fn reject_saved_game(&mut self, game: GameId, why: &str) {
        let path = self.storage.save_file(game);
        let title = self.registry.title(game);
        let message = match persist::quarantine(&path) {
            Ok(kept) => crate::tr!(
                "common-error-resume-kept",
                game = title,
                reason = why,
                file = kept.display().to_string()
            ),
            Err(e) => crate::tr!(
                "common-error-resume",
                game = title,
                reason = why,
                error = e.to_string()
            ),
        };
        self.notify(message);
    }

    /// A seed for a new game, different each time.
    pub fn fresh_seed(&self) -> u64 {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        (nanos as u64) ^ (self.clock.to_bits().rotate_left(17))
    }

    /// Something new to look at appeared (input arrived, a hint showed): looping effects
    /// move again for [`LIVELY_SECONDS`].
    pub fn stir(&mut self) {
        self.stirred = self.clock;
    }

    /// Whether looping effects still move.
    pub fn lively(&self) -> bool {
        self.clock - self.stirred < f64::from(LIVELY_SECONDS)
    }

    /// The time step for looping effects: `dt` while [`Services::lively`], then 0, so
    /// they stand still.
    pub fn loop_dt(&self, dt: f32) -> f32 {
        if self.lively() { dt } else { 0.0 }
    }

    /// How a scene with looping effects wakes: every frame while they move, otherwise
    /// only for input.
    pub fn looping_wake(&self) -> crate::wake::Wake {
        crate::wake::Wake::animating_if(self.lively())
    }

    /// Scales a real time step by the animation-speed setting.
    pub fn anim_dt(&self, dt: f32) -> f32 {
        dt * self.settings.animation.factor()
    }

    /// Takes the sound requests made since the last call.
    pub fn take_sounds(&mut self) -> Vec<Sfx> {
        std::mem::take(&mut self.sounds)
    }

    /// Takes the notices made since the last call.
    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    /// Puts `text` on the system clipboard (carried out by the shell; where there is no
    /// clipboard the player sees a notice).
    pub fn copy_to_clipboard(&mut self, text: impl Into<String>) {
        self.window.push(WindowRequest::Clipboard(text.into()));
    }

    /// Asks for the clipboard's text: [`crate::input::InputEvent::Pasted`] follows when the
    /// shell has it.
    pub fn request_paste(&mut self) {
        self.window.push(WindowRequest::Paste);
    }

    /// The shell read the clipboard (tests paste this way too).
    pub fn deliver_paste(&mut self, text: String) {
        self.pasted = Some(text);
    }

    /// The pasted text, once.
    pub fn take_pasted(&mut self) -> Option<String> {
        self.pasted.take()
    }

    /// Takes the window requests made since the last call.
    pub fn take_window_requests(&mut self) -> Vec<WindowRequest> {
        std::mem::take(&mut self.window)
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
        assert!(!cx.reduced_motion() && !cx.high_contrast());
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
        assert!(loaded.reduced_motion() && loaded.high_contrast());
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
        assert!(s.scores.tables.is_empty());
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
        s.play(Sfx::Click);
        let mut off = s.settings.clone();
        off.sound.enabled = false;
        s.set_settings(off);
        s.play(Sfx::Swap);
        assert_eq!(s.take_sounds(), vec![Sfx::Click]);
    }

    #[test]
    fn saved_games_round_trip_and_bad_ones_are_quarantined() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        assert!(!s.has_saved_game(crate::testing::POPSTAR));
        s.store_game(crate::testing::POPSTAR, "score = 5\n");
        assert_eq!(
            s.load_game(crate::testing::POPSTAR).as_deref(),
            Some("score = 5\n")
        );
        s.reject_saved_game(crate::testing::POPSTAR, "wrong board size");
        assert!(!s.has_saved_game(crate::testing::POPSTAR));
        assert!(dir.path().join("saves/popstar.toml.corrupt").exists());
        assert_eq!(s.take_notices().len(), 1);
    }

    #[test]
    fn scores_are_persisted() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = services(dir.path());
        assert_eq!(
            s.record_score(crate::testing::MATCH3, "classic", 1500, None),
            Some(0)
        );
        assert_eq!(
            services(dir.path()).scores.best(crate::testing::MATCH3),
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
            s.record_result(game, "level-3", &result);
        }
        let again = services(dir.path());
        let level = again.statistics.mode(game, "level-3").unwrap();
        assert_eq!((level.played, level.won, level.lost), (3, 2, 1));

        std::fs::write(dir.path().join("statistics.toml"), "modes = [broken").unwrap();
        let mut damaged = services(dir.path());
        assert_eq!(damaged.statistics, Statistics::default());
        assert!(dir.path().join("statistics.toml.corrupt").exists());
        assert!(!damaged.take_notices().is_empty());
        damaged.record_result(game, "level-3", &GameResult::default());
        assert_eq!(
            services(dir.path())
                .statistics
                .mode(game, "level-3")
                .unwrap()
                .played,
            1
        );
    }
}
