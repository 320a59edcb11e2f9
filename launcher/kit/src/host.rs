//! The scene that runs one game, in the launcher or standalone, and gives it its
//! lifecycle: it asks whether to resume a saved game, starts new games and restarts them
//! (same seed, same settings), keeps the one history of states for undo and redo, owns
//! the pause dialog (Esc) and the undo/redo keys, saves an unfinished game when leaving
//! (and removes the save of a game with nothing worth keeping), enters finished games in
//! the high-score table and shows the end screen.

mod history;

use crate::draw::Painter;
use crate::game::{DAILY_TABLE, GameAction, GameId, GameKind, GameScene, Options, Rated};
use crate::howto::{HowTo, Offer};
use crate::input::{InputEvent, Key};
use crate::persist::envelope::{self, Saved, SavedGame};
use crate::scene::{Scene, Transition, Wake};
use crate::services::Services;
use crate::ui::{ButtonStyle, Dialog, theme};
use history::History;

/// What a host dialog's buttons mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    Resume,
    Continue,
    Restart,
    NewGame,
    TakeBack,
    CopyId,
    HowTo,
    Practice,
    Finish,
    Extra,
    Leave,
}

/// How the running game was started: what Restart repeats and where its score goes.
#[derive(Debug, Clone, PartialEq, Default)]
struct Start {
    /// The seed.
    seed: u64,
    /// The game ID it was opened with (Restart opens it again).
    origin: Option<String>,
    /// For today's board: its day (days since 1970-01-01, UTC).
    daily: Option<i64>,
}

/// Runs a [`GameScene`] with the shared lifecycle around it.
pub struct GameHost {
    id: GameId,
    standalone: bool,
    game: Option<Box<dyn GameScene>>,
    dialog: Option<Dialog<Choice>>,
    finished: bool,
    history: History,
    /// How the running game was started.
    start: Start,
    /// The options the running game was started with (restart and undo use them).
    options: Options,
    /// The banner offering how to play, the first time the game is opened.
    offer: Option<Offer>,
    /// Whether the end screen still waits for the game's review ([`GameScene::review_note`]).
    awaiting_review: bool,
}

/// A dialog of the host: `title` and `lines` (in the current language), buttons named by
/// message keys, Esc choosing `cancel`.
fn dialog(
    title: String,
    lines: Vec<String>,
    buttons: Vec<(&'static str, ButtonStyle, Choice)>,
    cancel: Choice,
) -> Dialog<Choice> {
    let labels: Vec<String> = buttons
        .iter()
        .map(|(key, _, _)| crate::i18n::text(key, &[]))
        .collect();
    let choices = labels
        .iter()
        .zip(&buttons)
        .map(|(label, (_, style, choice))| (label.as_str(), *style, *choice))
        .collect();
    Dialog::new(title, lines, choices, Some(cancel))
}

/// A key that asks the host to undo (Ctrl+Z or U) or redo (Ctrl+Y or R).
/// Rates a finished game and says the new rating, with its change, for the end screen.
fn rate(rated: &Rated, cx: &mut Services) -> String {
    let before = cx.records.rating(&rated.track).rating;
    cx.records
        .rate(&rated.track, &rated.opponent, rated.outcome);
    let after = cx.records.rating(&rated.track);
    log::info!(
        "{}: rated {:?} against {} ({:.0}): {:.0} -> {:.0} ± {:.0}",
        rated.track,
        rated.outcome,
        rated.opponent.id,
        rated.opponent.rating,
        before,
        after.rating,
        after.deviation
    );
    let change = (after.rating - before).round();
    let change = if change >= 0.0 {
        format!("+{change:.0}")
    } else {
        format!("\u{2212}{:.0}", -change)
    };
    let key = if after.is_provisional() {
        "common-rating-after-provisional"
    } else {
        "common-rating-after"
    };
    crate::i18n::text(
        key,
        &[
            ("rating", format!("{:.0}", after.rating).into()),
            ("change", change.into()),
        ],
    )
}

fn history_key(ev: &InputEvent) -> Option<GameAction> {
    let InputEvent::KeyDown { key, .. } = ev else {
        return None;
    };
    match key {
        Key::Char('z' | 'u') => Some(GameAction::Undo),
        Key::Char('y' | 'r') => Some(GameAction::Redo),
        _ => None,
    }
}

impl GameHost {
    /// Opens `id`: asks first when a saved game is waiting. `None` when this build has no
    /// scene for the game. `standalone` hosts (a game's own binary) say "Quit", not "Menu".
    pub fn open(id: GameId, standalone: bool, cx: &mut Services) -> Option<GameHost> {
        cx.registry.kind(id)?;
        let mut host = GameHost::closed(id, standalone, cx);
        if cx.records.has_saved_game(id) {
            let mut d = dialog(
                cx.registry.title(id),
                vec![crate::tr!("common-unfinished-game")],
                vec![
                    ("common-resume", ButtonStyle::Primary, Choice::Resume),
                    ("common-new-game", ButtonStyle::Normal, Choice::NewGame),
                ],
                Choice::Resume,
            );
            d.layout(cx.viewport);
            host.dialog = Some(d);
        } else {
            host.new_game(cx);
        }
        Some(host)
    }

    /// The running game, once one is started.
    pub fn game(&self) -> Option<&dyn GameScene> {
        self.game.as_deref()
    }

    /// The title of the dialog showing, if any.
    pub fn dialog_title(&self) -> Option<&str> {
        self.dialog.as_ref().map(Dialog::title)
    }

    /// Whether undo, and redo, can go anywhere now.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        (self.history.can_undo(), self.history.can_redo())
    }

    fn kind<'a>(&self, cx: &'a Services) -> Option<&'a dyn GameKind> {
        cx.registry.kind(self.id)
    }

    /// Opens the game a game ID fixes (`match3:c8x8k7:5eed`), or says in one line (in the
    /// current language) why it cannot be played.
    pub fn open_id(id_text: &str, standalone: bool, cx: &mut Services) -> Result<GameHost, String> {
        let named = grid_core::game_id::game_of(id_text)
            .ok_or_else(|| crate::tr!("common-id-not-an-id", id = id_text.trim()))?;
        let id = cx
            .registry
            .ids()
            .into_iter()
            .find(|id| id.key() == named)
            .ok_or_else(|| crate::tr!("common-id-no-such-game", game = named))?;
        let mut host = GameHost::closed(id, standalone, cx);
        let options = cx.options(id);
        host.play_id(id_text.trim(), options, None, cx)?;
        Ok(host)
    }

    /// Opens today's board of game `id`; `None` when the game has none.
    pub fn open_daily(id: GameId, cx: &mut Services) -> Option<GameHost> {
        let day = cx.clock.today();
        let (id_text, options) = cx.registry.kind(id)?.daily(day, &cx.options(id))?;
        let mut host = GameHost::closed(id, false, cx);
        match host.play_id(&id_text, options, Some(day), cx) {
            Ok(()) => {
                if let Some(game) = host.game.as_mut() {
                    game.fix_rules();
                }
                Some(host)
            }
            Err(why) => {
                cx.notices
                    .notify(crate::tr!("common-error-daily", reason = why));
                None
            }
        }
    }

    /// A host of game `id` with no game yet.
    fn closed(id: GameId, standalone: bool, cx: &Services) -> GameHost {
        GameHost {
            id,
            standalone,
            game: None,
            dialog: None,
            finished: false,
            history: History::default(),
            start: Start::default(),
            options: cx.options(id),
            offer: Offer::for_game(id, cx),
            awaiting_review: false,
        }
    }

    /// Starts the game `id_text` fixes, played with `options` where it leaves them free.
    fn play_id(
        &mut self,
        id_text: &str,
        options: Options,
        daily: Option<i64>,
        cx: &mut Services,
    ) -> Result<(), String> {
        let kind = self
            .kind(cx)
            .ok_or_else(|| crate::tr!("common-error-unavailable"))?;
        let opened = kind.open_id(id_text, &options)?;
        log::debug!("{}: opened game ID {id_text}", self.id.key());
        self.options = opened.options;
        self.start = Start {
            seed: opened.seed,
            origin: Some(id_text.to_string()),
            daily,
        };
        self.show(Some(opened.game), cx);
        Ok(())
    }

    /// A new game with the current settings and a fresh seed.
    fn new_game(&mut self, cx: &mut Services) {
        self.options = cx.options(self.id);
        self.start = Start {
            seed: cx.clock.fresh_seed(),
            ..Start::default()
        };
        self.deal(cx);
    }

    /// The same game again: the game ID it was opened with, or the seed and settings it
    /// was started with.
    fn restart(&mut self, cx: &mut Services) {
        log::debug!("restart {}", self.id.key());
        cx.records.clear_game(self.id);
        if let Some(origin) = self.start.origin.clone() {
            let options = self.options.clone();
            match self.play_id(&origin, options, self.start.daily, cx) {
                Ok(()) => {
                    if self.start.daily.is_some() {
                        if let Some(game) = self.game.as_mut() {
                            game.fix_rules();
                        }
                    }
                    return;
                }
                Err(why) => log::warn!("{}: cannot open {origin} again: {why}", self.id.key()),
            }
        }
        if let Some(again) = self.game.as_ref().and_then(|g| g.restarted(cx)) {
            self.show(Some(again), cx);
            return;
        }
        self.deal(cx);
    }

    /// Starts a game from the seed and options of [`GameHost::start`].
    fn deal(&mut self, cx: &mut Services) {
        cx.records.clear_game(self.id);
        let seed = self.start.seed;
        let game = self.kind(cx).map(|k| k.new_game(&self.options, seed));
        self.show(game, cx);
    }

    /// The running game's ID.
    pub fn game_id(&self) -> Option<String> {
        self.game.as_ref()?.game_id(self.start.seed)
    }

    /// Puts `game` on screen with a history starting from its state.
    fn show(&mut self, game: Option<Box<dyn GameScene>>, cx: &mut Services) {
        self.finished = false;
        self.history.clear();
        self.game = game;
        if let Some(state) = self.game.as_ref().and_then(|g| g.state()) {
            self.history.begin(state);
        }
        self.fit_to_window(cx);
        self.history_changed();
    }

    /// A game made outside the window's resize events learns the window's size.
    fn fit_to_window(&mut self, cx: &mut Services) {
        if let Some(g) = self.game.as_mut() {
            g.event(&InputEvent::Resize(cx.viewport), cx);
        }
    }

    fn history_changed(&mut self) {
        let (undo, redo) = self.can_undo_redo();
        if let Some(g) = self.game.as_mut() {
            g.history_changed(undo, redo);
        }
    }

    fn resume_saved(&mut self, cx: &mut Services) {
        let Some(text) = cx.records.load_game(self.id) else {
            self.new_game(cx);
            return;
        };
        match self.read_save(&text, cx) {
            Ok(game) => self.show(Some(game), cx),
            Err(why) => {
                cx.reject_saved_game(self.id, &why);
                self.new_game(cx);
            }
        }
    }

    /// The game a save holds, with the seed and options it was started with.
    fn read_save(&mut self, text: &str, cx: &Services) -> Result<Box<dyn GameScene>, String> {
        let kind = self
            .kind(cx)
            .ok_or_else(|| crate::tr!("common-error-unavailable"))?;
        let (start, options, state) = match envelope::read(text, self.id.key())? {
            Saved::Game(saved) => {
                let toml::Value::Table(table) = saved.options else {
                    return Err(crate::tr!("common-save-options-not-a-table"));
                };
                let start = Start {
                    seed: saved.seed.unwrap_or_else(|| cx.clock.fresh_seed()),
                    origin: saved.origin,
                    daily: saved.daily,
                };
                (start, Options::new(&kind.options(), &table), saved.state)
            }
            Saved::Earlier(state) => (
                Start {
                    seed: cx.clock.fresh_seed(),
                    ..Start::default()
                },
                cx.options(self.id),
                state,
            ),
        };
        let game = kind.resume(state, &options)?;
        self.start = start;
        self.options = options;
        Ok(game)
    }

    /// Shows a state from the history at rest.
    fn go_to(&mut self, state: Option<toml::Value>, cx: &mut Services) {
        let Some(state) = state else {
            return;
        };
        let resumed = self
            .kind(cx)
            .map(|k| k.resume(state, &self.options))
            .transpose();
        match resumed {
            Ok(mut game) => {
                if let Some(g) = game.as_mut() {
                    g.undone();
                }
                self.finished = false;
                self.game = game;
                self.fit_to_window(cx);
                self.history_changed();
            }
            Err(why) => log::warn!(
                "{}: cannot go back to an earlier state: {why}",
                self.id.key()
            ),
        }
    }

    /// Carries out what the game asked for.
    fn act(&mut self, action: GameAction, cx: &mut Services) {
        let undoable = self.game.as_ref().is_some_and(|g| g.undo_allowed());
        match action {
            GameAction::None => {}
            GameAction::Pause => self.pause(cx),
            GameAction::Began => {
                if let Some(state) = self.game.as_ref().and_then(|g| g.state()) {
                    self.history.begin(state);
                    self.history_changed();
                }
                // A finished game continued from an earlier point can end again.
                if self.game.as_ref().is_some_and(|g| g.outcome().is_none()) {
                    self.finished = false;
                }
            }
            GameAction::Moved { checkpoint } => {
                if let Some(state) = self.game.as_ref().and_then(|g| g.state()) {
                    self.history.record(state, checkpoint);
                    self.history_changed();
                }
            }
            GameAction::Undo if undoable => {
                let state = self.history.undo();
                self.go_to(state, cx);
            }
            GameAction::Redo if undoable => {
                let state = self.history.redo();
                self.go_to(state, cx);
            }
            GameAction::Undo | GameAction::Redo => {}
            GameAction::NewGame => self.new_game(cx),
            GameAction::Open => {
                let requested = self.game.as_mut().and_then(|g| g.take_requested_id());
                if let Some(id) = requested {
                    let options = self.options.clone();
                    if let Err(why) = self.play_id(&id, options, None, cx) {
                        cx.notices.notify(crate::tr!(
                            "common-error-open-id",
                            id = &id,
                            reason = why
                        ));
                    }
                }
            }
        }
    }

    /// Opens the game's practice over it (the dialog it was chosen in waits under it).
    fn practice(&mut self, cx: &Services) -> Transition {
        match cx.registry.kind(self.id).and_then(|k| k.practice(cx)) {
            Some(scene) => {
                log::info!("practice {}", self.id.key());
                Transition::Push(scene)
            }
            None => Transition::None,
        }
    }

    /// Opens the game's how-to-play pages over it (the banner offering them goes).
    fn how_to_play(&mut self, cx: &Services) -> Transition {
        self.offer = None;
        if !cx.registry.has_how_to_play(self.id) {
            return Transition::None;
        }
        log::info!("how to play {}", self.id.key());
        Transition::Push(Box::new(HowTo::new(self.id, cx)))
    }

    fn pause(&mut self, cx: &Services) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        game.set_paused(true);
        log::debug!("pause {}", game.id().key());
        let mut lines = vec![crate::tr!("common-score-value", score = game.score())];
        let mut buttons = vec![
            ("common-continue", ButtonStyle::Primary, Choice::Continue),
            ("common-restart", ButtonStyle::Normal, Choice::Restart),
            ("common-new-game", ButtonStyle::Normal, Choice::NewGame),
        ];
        if game.ends_by_choice() {
            buttons.push(("common-finish", ButtonStyle::Normal, Choice::Finish));
        }
        if let Some(id) = game.game_id(self.start.seed) {
            log::debug!("game ID {id}");
            lines.push(crate::tr!("common-game-id", id = id));
            buttons.push(("common-copy-id", ButtonStyle::Normal, Choice::CopyId));
        }
        if cx.registry.kind(self.id).is_some_and(|k| k.has_practice()) {
            buttons.push(("common-practice", ButtonStyle::Normal, Choice::Practice));
        }
        if cx.registry.has_how_to_play(self.id) {
            buttons.push(("common-how-to-play", ButtonStyle::Normal, Choice::HowTo));
        }
        buttons.push((self.leave_key(), ButtonStyle::Danger, Choice::Leave));
        let mut d = dialog(
            crate::tr!("common-paused"),
            lines,
            buttons,
            Choice::Continue,
        );
        d.layout(cx.viewport);
        self.dialog = Some(d);
    }

    fn choose(&mut self, choice: Choice, cx: &mut Services) -> Transition {
        if choice == Choice::CopyId {
            // The dialog the button is on stays open.
            if let Some(id) = self.game_id() {
                cx.clipboard.copy(id);
                cx.notices.notify(crate::tr!("common-game-id-copied"));
            }
            return Transition::None;
        }
        if choice == Choice::HowTo {
            // The pause dialog waits under the pages.
            return self.how_to_play(cx);
        }
        if choice == Choice::Practice {
            // So does the dialog Practice was chosen in.
            return self.practice(cx);
        }
        self.dialog = None;
        match choice {
            Choice::Resume => self.resume_saved(cx),
            Choice::Continue => {
                if let Some(g) = self.game.as_mut() {
                    g.set_paused(false);
                }
            }
            Choice::Restart => self.restart(cx),
            Choice::NewGame => self.new_game(cx),
            Choice::TakeBack => self.act(GameAction::Undo, cx),
            Choice::Extra => {
                let action = self
                    .game
                    .as_mut()
                    .map_or(GameAction::None, |g| g.take_end_choice(cx));
                // A game that goes on (a retried level) may end again; one still over (its
                // review) stays entered once.
                self.finished = self.game.as_ref().is_some_and(|g| g.outcome().is_some());
                self.act(action, cx);
            }
            Choice::Finish => {
                if let Some(g) = self.game.as_mut() {
                    g.set_paused(false);
                    g.end_by_choice(cx);
                }
            }
            Choice::CopyId | Choice::HowTo | Choice::Practice => {}
            Choice::Leave => return Transition::Pop,
        }
        Transition::None
    }

    /// Enters the outcome in the table and opens the end screen.
    fn finish(&mut self, cx: &mut Services) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let Some(outcome) = game.outcome() else {
            return;
        };
        self.finished = true;
        self.awaiting_review = true;
        cx.records.clear_game(self.id);
        let mut lines = vec![outcome.detail.clone()];
        let table = match self.start.daily {
            Some(_) => DAILY_TABLE.to_string(),
            None => game.mode_key(),
        };
        if let Some(result) = &outcome.result {
            cx.records.record_result(self.id, &table, result);
        }
        if let Some(score) = outcome.score {
            lines.push(crate::tr!("common-score-value", score = score));
            let name = outcome.name.as_deref();
            if let Some(rank) = cx.records.record_score(self.id, &table, score, name) {
                lines.push(if rank == 0 {
                    crate::tr!("common-new-best")
                } else {
                    crate::tr!("common-high-score-rank", rank = rank + 1)
                });
            }
        }
        let rated = game.rated();
        if let Some(rated) = &rated {
            lines.push(rate(rated, cx));
        }
        let extra = game.end_choice();
        let mut buttons: Vec<(String, ButtonStyle, Choice)> = vec![(
            crate::tr!("common-play-again"),
            ButtonStyle::Primary,
            Choice::NewGame,
        )];
        if let Some(label) = extra {
            buttons.push((label, ButtonStyle::Normal, Choice::Extra));
        }
        // A game that entered the high scores or the rating stays finished: taking back
        // its last move would let it count twice.
        let counted = outcome.score.is_some() || rated.is_some();
        if !counted && game.undo_allowed() && self.history.can_undo() {
            buttons.push((
                crate::tr!("common-undo"),
                ButtonStyle::Normal,
                Choice::TakeBack,
            ));
        }
        if let Some(id) = game.game_id(self.start.seed) {
            lines.push(crate::tr!("common-game-id", id = id));
            buttons.push((
                crate::tr!("common-copy-id"),
                ButtonStyle::Normal,
                Choice::CopyId,
            ));
        }
        buttons.push((
            crate::i18n::text(self.leave_key(), &[]),
            ButtonStyle::Normal,
            Choice::Leave,
        ));
        let buttons = buttons
            .iter()
            .map(|(l, s, c)| (l.as_str(), *s, *c))
            .collect();
        let mut d = Dialog::new(outcome.headline, lines, buttons, Some(Choice::Leave));
        d.layout(cx.viewport);
        self.dialog = Some(d);
    }

    /// Adds the game's review note and a "Practice" button to the end screen once the
    /// game has one.
    fn show_review_note(&mut self, cx: &mut Services) {
        let (Some(game), Some(dialog)) = (self.game.as_mut(), self.dialog.as_mut()) else {
            return;
        };
        let Some(note) = game.review_note(cx) else {
            return;
        };
        self.awaiting_review = false;
        log::info!("review note: {note}");
        let practice = crate::tr!("common-practice");
        let button = (practice.as_str(), ButtonStyle::Normal, Choice::Practice);
        let has_practice = cx.registry.kind(self.id).is_some_and(|k| k.has_practice());
        if has_practice {
            dialog.add(note, button);
        } else {
            dialog.add_line(note);
        }
        dialog.layout(cx.viewport);
    }

    /// The message key of the way out: "Quit" standalone, "Menu" in the launcher.
    fn leave_key(&self) -> &'static str {
        if self.standalone {
            "common-quit"
        } else {
            "common-menu"
        }
    }
}

impl Scene for GameHost {
    fn name(&self) -> &str {
        self.id.key()
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> Transition {
        if let InputEvent::Resize(_) = ev {
            if let Some(d) = self.dialog.as_mut() {
                d.event(ev);
            }
            if let Some(g) = self.game.as_mut() {
                g.event(ev, cx);
            }
            return Transition::None;
        }
        if let Some(d) = self.dialog.as_mut() {
            return match d.event(ev) {
                Some(choice) => self.choose(choice, cx),
                None => Transition::None,
            };
        }
        if matches!(
            ev,
            InputEvent::KeyDown {
                key: Key::Escape,
                ..
            }
        ) {
            if self.finished {
                return Transition::Pop;
            }
            self.pause(cx);
            return Transition::None;
        }
        if matches!(ev, InputEvent::KeyDown { key: Key::F1, .. }) {
            return self.how_to_play(cx);
        }
        let undoable = self.game.as_ref().is_some_and(|g| g.undo_allowed());
        let action = match (history_key(ev), self.game.as_mut()) {
            (Some(action), _) if undoable => action,
            (_, Some(g)) => g.event(ev, cx),
            (_, None) => GameAction::None,
        };
        self.act(action, cx);
        Transition::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        if let Some(d) = self.dialog.as_mut() {
            d.update(dt);
            if self.finished && self.awaiting_review {
                self.show_review_note(cx);
            }
            return Transition::None;
        }
        if let Some(g) = self.game.as_mut() {
            let action = g.update(dt, cx);
            self.act(action, cx);
        }
        if let Some(offer) = self.offer.as_mut() {
            if !offer.update(dt, cx) {
                self.offer = None;
            }
        }
        if !self.finished {
            self.finish(cx);
        }
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        match (&self.dialog, &self.game) {
            (Some(d), _) => d.wake(),
            (None, Some(g)) => {
                let game = g.wake(cx);
                self.offer.as_ref().map_or(game, |o| game.sooner(o.wake()))
            }
            (None, None) => Wake::Idle,
        }
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        match &self.game {
            Some(g) => g.draw(p, cx),
            None => theme::background(p),
        }
        if let Some(offer) = self.offer.as_ref().filter(|_| self.dialog.is_none()) {
            let area = self.game.as_ref().and_then(|g| g.notice_area(cx));
            offer.draw(p, cx, area);
        }
        if let Some(d) = &self.dialog {
            d.draw(p);
        }
    }

    fn leave(&mut self, cx: &mut Services) {
        if self.finished {
            return;
        }
        let Some(game) = self.game.as_ref() else {
            return;
        };
        if !game.worth_keeping() {
            cx.records.clear_game(self.id);
            return;
        }
        let Some(state) = game.state() else {
            return;
        };
        let saved = SavedGame {
            game: self.id.key().to_string(),
            format: envelope::FORMAT,
            seed: Some(self.start.seed),
            origin: self.start.origin.clone(),
            daily: self.start.daily,
            options: toml::Value::Table(self.options.table().clone()),
            state,
        };
        match envelope::write(&saved) {
            Ok(text) => cx.store_game(self.id, &text),
            Err(e) => {
                let title = cx.registry.title(self.id);
                cx.notices.notify(crate::tr!(
                    "common-error-save-game",
                    game = title,
                    error = e.to_string()
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::InputEvent;
    use crate::persist::envelope::{self, Saved};
    use crate::testing::{click_services as services, set_practice};

    fn click(host: &mut GameHost, cx: &mut Services) {
        host.event(&InputEvent::left_down(500.0, 500.0), cx);
        host.event(&InputEvent::left_up(500.0, 500.0), cx);
    }

    #[test]
    fn games_this_program_lacks_do_not_open() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        assert!(GameHost::open(GameId::new("chess"), false, &mut cx).is_none());
    }

    #[test]
    fn esc_pauses_and_leaving_keeps_the_game_for_resuming() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        click(&mut host, &mut cx);
        assert_eq!(host.game().unwrap().score(), 10);
        host.event(&InputEvent::key(Key::Escape), &mut cx);
        assert_eq!(host.dialog_title(), Some("Paused"));
        // Continue, Restart, New game, Menu: move to Menu and choose it.
        for _ in 0..3 {
            host.event(&InputEvent::key(Key::Right), &mut cx);
        }
        let t = host.event(&InputEvent::key(Key::Enter), &mut cx);
        assert!(matches!(t, Transition::Pop));
        host.leave(&mut cx);
        assert!(cx.records.has_saved_game(crate::testing::POPSTAR));

        let mut again = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        assert!(again.game().is_none());
        again.event(&InputEvent::key(Key::Enter), &mut cx);
        assert_eq!(again.game().unwrap().score(), 10);
    }

    #[test]
    fn a_bad_save_is_kept_aside_and_a_new_game_starts() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        cx.store_game(crate::testing::POPSTAR, "garbage");
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        host.event(&InputEvent::key(Key::Enter), &mut cx);
        assert_eq!(host.game().unwrap().score(), 0);
        assert!(dir.path().join("saves/popstar.toml.corrupt").exists());
        let notices = cx.take_notices();
        assert!(
            notices.iter().any(|n| n.contains("could not be resumed")),
            "{notices:?}"
        );
    }

    /// Clicks the test game to its end (three clicks) and lets the host notice.
    fn play_to_the_end(host: &mut GameHost, cx: &mut Services) {
        for _ in 0..3 {
            click(host, cx);
        }
        host.update(0.016, cx);
        assert_eq!(host.dialog_title(), Some("Done"));
    }

    #[test]
    fn a_finished_game_enters_the_high_scores_and_offers_another() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut host = GameHost::open(crate::testing::POPSTAR, true, &mut cx).unwrap();
        play_to_the_end(&mut host, &mut cx);
        assert_eq!(cx.records.scores.best(crate::testing::POPSTAR), Some(30));
        let mut p = Painter::new(cx.viewport);
        host.draw(&mut p, &cx);
        let texts = p.texts();
        assert!(texts.contains(&"A new best score!"), "{texts:?}");
        assert!(
            texts.contains(&"Quit"),
            "standalone hosts offer Quit: {texts:?}"
        );
        host.event(&InputEvent::key(Key::Enter), &mut cx);
        assert_eq!(host.game().unwrap().score(), 0);
        host.leave(&mut cx);
        assert!(!cx.records.has_saved_game(crate::testing::POPSTAR));
    }

    #[test]
    fn practice_is_offered_in_the_pause_dialog_and_once_reviewed_on_the_end_screen() {
        let dir = tempfile::tempdir().unwrap();
        let registry = crate::game::Registry::with(vec![Box::new(crate::testing::DeckKind)]);
        let mut cx = crate::testing::services_with(dir.path(), registry);
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        host.event(&InputEvent::key(Key::Escape), &mut cx);
        let buttons = host.dialog.as_ref().unwrap().buttons();
        let labels: Vec<&str> = buttons.iter().map(|(l, _)| *l).collect();
        assert_eq!(
            labels,
            ["Continue", "Restart", "New game", "Practice", "Menu"]
        );
        for _ in 0..3 {
            host.event(&InputEvent::key(Key::Right), &mut cx);
        }
        let t = host.event(&InputEvent::key(Key::Enter), &mut cx);
        assert!(matches!(&t, Transition::Push(s) if s.name() == "drill"));
        assert_eq!(
            host.dialog_title(),
            Some("Paused"),
            "the dialog waits under it"
        );
        host.event(&InputEvent::key(Key::Escape), &mut cx);
        play_to_the_end(&mut host, &mut cx);
        assert_eq!(
            host.dialog.as_ref().unwrap().buttons().len(),
            2,
            "no review yet"
        );
        host.update(0.016, &mut cx);
        let texts = end_screen_texts(&host, &cx);
        assert!(
            texts.iter().any(|t| t == "1 position to practise"),
            "{texts:?}"
        );
        let buttons = host.dialog.as_ref().unwrap().buttons();
        let labels: Vec<&str> = buttons.iter().map(|(l, _)| *l).collect();
        assert_eq!(labels, ["Play again", "Practice", "Menu"]);
        host.event(&InputEvent::key(Key::Right), &mut cx);
        let t = host.event(&InputEvent::key(Key::Enter), &mut cx);
        assert!(matches!(&t, Transition::Push(s) if s.name() == "drill"));
    }

    #[test]
    fn a_game_without_a_deck_offers_no_practice() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        play_to_the_end(&mut host, &mut cx);
        host.update(0.016, &mut cx);
        assert!(!end_screen_texts(&host, &cx).iter().any(|t| t == "Practice"));
    }

    fn end_screen_texts(host: &GameHost, cx: &Services) -> Vec<String> {
        let mut p = Painter::new(cx.viewport);
        host.draw(&mut p, cx);
        p.texts().into_iter().map(String::from).collect()
    }

    #[test]
    fn a_finished_practice_game_can_take_its_last_move_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        set_practice(&mut cx, true);
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        play_to_the_end(&mut host, &mut cx);
        assert_eq!(
            cx.records.scores.best(crate::testing::POPSTAR),
            None,
            "practice never counts"
        );
        let texts = end_screen_texts(&host, &cx);
        assert!(texts.contains(&"Undo".to_string()), "{texts:?}");

        // The buttons are Play again, Undo, Menu: Right moves to Undo.
        host.event(&InputEvent::key(Key::Right), &mut cx);
        host.event(&InputEvent::key(Key::Enter), &mut cx);
        assert_eq!(host.dialog_title(), None);
        assert_eq!(host.game().unwrap().score(), 20);
        host.update(0.016, &mut cx);
        assert_eq!(host.dialog_title(), None, "the game goes on");
        click(&mut host, &mut cx);
        host.update(0.016, &mut cx);
        assert_eq!(host.dialog_title(), Some("Done"), "and can end again");
    }

    #[test]
    fn a_game_that_counted_offers_no_take_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        play_to_the_end(&mut host, &mut cx);
        let texts = end_screen_texts(&host, &cx);
        assert!(texts.contains(&"Play again".to_string()), "{texts:?}");
        assert!(!texts.contains(&"Undo".to_string()), "{texts:?}");
    }

    #[test]
    fn a_rated_game_is_rated_once_at_its_end_and_offers_no_take_back() {
        let dir = tempfile::tempdir().unwrap();
        let registry = crate::game::Registry::with(vec![Box::new(crate::testing::RatedKind)]);
        let mut cx = crate::testing::services_with(dir.path(), registry);
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        play_to_the_end(&mut host, &mut cx);
        let rating = cx.records.rating("clicks");
        assert_eq!(rating.games, 1);
        let change = (rating.rating - crate::rating::START_RATING).round();
        let line = format!(
            "Your rating: {:.0} (+{change:.0}), provisional",
            rating.rating
        );
        let texts = end_screen_texts(&host, &cx);
        assert!(texts.contains(&line), "{line} missing from {texts:?}");
        assert!(!texts.contains(&"Undo".to_string()), "{texts:?}");
        for _ in 0..3 {
            host.update(0.016, &mut cx);
        }
        assert_eq!(cx.records.rating("clicks").games, 1, "rated once");
    }

    #[test]
    fn an_undo_ends_the_rating_of_a_game() {
        let dir = tempfile::tempdir().unwrap();
        let registry = crate::game::Registry::with(vec![Box::new(crate::testing::RatedKind)]);
        let mut cx = crate::testing::services_with(dir.path(), registry);
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        click(&mut host, &mut cx);
        host.event(&InputEvent::key(Key::Char('u')), &mut cx);
        assert_eq!(host.game().map(|g| g.score()), Some(0), "undone");
        play_to_the_end(&mut host, &mut cx);
        assert_eq!(cx.records.rating("clicks").games, 0);
        let texts = end_screen_texts(&host, &cx);
        assert!(texts.contains(&"Undo".to_string()), "{texts:?}");
    }

    #[test]
    fn restarting_a_resumed_game_and_leaving_at_once_keeps_no_save() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        click(&mut host, &mut cx);
        host.leave(&mut cx);
        assert!(cx.records.has_saved_game(crate::testing::POPSTAR));

        let mut again = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        again.event(&InputEvent::key(Key::Enter), &mut cx);
        assert_eq!(again.game().unwrap().score(), 10, "resumed");
        // Pause, then Restart (the second button).
        again.event(&InputEvent::key(Key::Escape), &mut cx);
        again.event(&InputEvent::key(Key::Right), &mut cx);
        again.event(&InputEvent::key(Key::Enter), &mut cx);
        assert_eq!(again.game().unwrap().score(), 0, "restarted");
        again.leave(&mut cx);
        assert!(
            !cx.records.has_saved_game(crate::testing::POPSTAR),
            "the old game is not offered again"
        );
    }

    #[test]
    fn saves_carry_the_seed_and_settings_the_game_was_started_with() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        click(&mut host, &mut cx);
        host.leave(&mut cx);
        let text = cx.records.load_game(crate::testing::POPSTAR).unwrap();
        let Saved::Game(saved) = envelope::read(&text, "popstar").unwrap() else {
            panic!("not an envelope: {text}");
        };
        assert_eq!(saved.seed, Some(host.start.seed));
        assert_eq!(
            saved.options.get("practice"),
            Some(&toml::Value::Boolean(false))
        );
        assert_eq!(saved.state.get("score"), Some(&toml::Value::Integer(10)));
    }

    #[test]
    fn undo_and_redo_keys_walk_the_history_where_the_mode_allows() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        set_practice(&mut cx, true);
        let mut host = GameHost::open(crate::testing::POPSTAR, false, &mut cx).unwrap();
        click(&mut host, &mut cx);
        click(&mut host, &mut cx);
        let ctrl_z = InputEvent::KeyDown {
            key: Key::Char('z'),
            mods: crate::input::Modifiers {
                ctrl: true,
                ..Default::default()
            },
            repeat: false,
        };
        host.event(&ctrl_z, &mut cx);
        assert_eq!(host.game().unwrap().score(), 10);
        host.event(&InputEvent::key(Key::Char('u')), &mut cx);
        assert_eq!(host.game().unwrap().score(), 0);
        host.event(&InputEvent::key(Key::Char('u')), &mut cx);
        assert_eq!(host.game().unwrap().score(), 0, "nothing before the start");
        host.event(&InputEvent::key(Key::Char('r')), &mut cx);
        assert_eq!(host.game().unwrap().score(), 10);
        assert_eq!(host.can_undo_redo(), (true, true));

        set_practice(&mut cx, false);
        host.event(&InputEvent::key(Key::Escape), &mut cx);
        host.event(&InputEvent::key(Key::Right), &mut cx);
        host.event(&InputEvent::key(Key::Right), &mut cx);
        host.event(&InputEvent::key(Key::Enter), &mut cx);
        click(&mut host, &mut cx);
        host.event(&InputEvent::key(Key::Char('u')), &mut cx);
        assert_eq!(host.game().unwrap().score(), 10, "no undo in this mode");
    }
}
