//! The scene that runs one game, in the launcher or standalone: it asks whether to resume
//! a saved game, owns the pause dialog (Esc), keeps an unfinished game when leaving,
//! enters finished games in the high-score table and shows the end screen.

use super::{GameAction, GameId, GameScene};
use crate::draw::Painter;
use crate::input::{InputEvent, Key};
use crate::scene::{Scene, Transition, Wake};
use crate::services::Services;
use crate::ui::{ButtonStyle, Dialog, theme};

/// What a host dialog's buttons mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Choice {
    Resume,
    Continue,
    NewGame,
    TakeBack,
    Leave,
}

/// Runs a [`GameScene`] with the shared dialogs around it.
pub struct GameHost {
    id: GameId,
    standalone: bool,
    game: Option<Box<dyn GameScene>>,
    dialog: Option<Dialog<Choice>>,
    finished: bool,
}

impl GameHost {
    /// Opens `id`: asks first when a saved game is waiting. `None` when this build has no
    /// scene for the game. `standalone` hosts (a game's own binary) say "Quit", not "Menu".
    pub fn open(id: GameId, standalone: bool, cx: &mut Services) -> Option<GameHost> {
        cx.registry.kind(id)?;
        let mut host = GameHost {
            id,
            standalone,
            game: None,
            dialog: None,
            finished: false,
        };
        if cx.has_saved_game(id) {
            let mut d = Dialog::new(
                id.title(),
                vec!["You have an unfinished game.".into()],
                vec![
                    ("Resume", ButtonStyle::Primary, Choice::Resume),
                    ("New game", ButtonStyle::Normal, Choice::NewGame),
                ],
                Some(Choice::Resume),
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

    fn new_game(&mut self, cx: &mut Services) {
        cx.clear_game(self.id);
        self.finished = false;
        self.game = cx
            .registry
            .kind(self.id)
            .map(|k| k.new_game(&cx.settings, cx.fresh_seed()));
    }

    fn resume_saved(&mut self, cx: &mut Services) {
        let Some(text) = cx.load_game(self.id) else {
            self.new_game(cx);
            return;
        };
        let resumed = match cx.registry.kind(self.id) {
            Some(kind) => kind.resume(&text, &cx.settings),
            None => return,
        };
        match resumed {
            Ok(game) => {
                self.finished = false;
                self.game = Some(game);
            }
            Err(why) => {
                cx.reject_saved_game(self.id, &why);
                self.new_game(cx);
            }
        }
    }

    fn pause(&mut self, cx: &Services) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        game.set_paused(true);
        log::debug!("pause {}", game.id().key());
        let leave = if self.standalone { "Quit" } else { "Menu" };
        let mut d = Dialog::new(
            "Paused",
            vec![format!("Score: {}", game.score())],
            vec![
                ("Continue", ButtonStyle::Primary, Choice::Continue),
                ("New game", ButtonStyle::Normal, Choice::NewGame),
                (leave, ButtonStyle::Danger, Choice::Leave),
            ],
            Some(Choice::Continue),
        );
        d.layout(cx.viewport);
        self.dialog = Some(d);
    }

    fn choose(&mut self, choice: Choice, cx: &mut Services) -> Transition {
        self.dialog = None;
        match choice {
            Choice::Resume => self.resume_saved(cx),
            Choice::Continue => {
                if let Some(g) = self.game.as_mut() {
                    g.set_paused(false);
                }
            }
            Choice::NewGame => self.new_game(cx),
            Choice::TakeBack => {
                if let Some(g) = self.game.as_mut() {
                    g.take_back(cx);
                }
                self.finished = false;
            }
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
        cx.clear_game(self.id);
        let mut lines = vec![outcome.detail.clone()];
        if let Some(score) = outcome.score {
            lines.push(format!("Score: {score}"));
            if let Some(rank) = cx.record_score(self.id, &game.mode_key(), score) {
                lines.push(if rank == 0 {
                    "A new best score!".to_string()
                } else {
                    format!("Number {} in the high scores", rank + 1)
                });
            }
        }
        let leave = if self.standalone { "Quit" } else { "Menu" };
        let mut buttons = vec![("Play again", ButtonStyle::Primary, Choice::NewGame)];
        // A game that entered the high scores stays finished: taking back its last move
        // would let it count twice.
        if outcome.score.is_none() && game.can_take_back() {
            buttons.push(("Undo", ButtonStyle::Normal, Choice::TakeBack));
        }
        buttons.push((leave, ButtonStyle::Normal, Choice::Leave));
        let mut d = Dialog::new(outcome.headline, lines, buttons, Some(Choice::Leave));
        d.layout(cx.viewport);
        self.dialog = Some(d);
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
        let action = match self.game.as_mut() {
            Some(g) => g.event(ev, cx),
            None => GameAction::None,
        };
        if action == GameAction::Pause {
            self.pause(cx);
        }
        Transition::None
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> Transition {
        if let Some(d) = self.dialog.as_mut() {
            d.update(dt);
            return Transition::None;
        }
        if let Some(g) = self.game.as_mut() {
            g.update(dt, cx);
        }
        if !self.finished {
            self.finish(cx);
        }
        Transition::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        match (&self.dialog, &self.game) {
            (Some(d), _) => d.wake(),
            (None, Some(g)) => g.wake(cx),
            (None, None) => Wake::Idle,
        }
    }

    fn draw(&self, p: &mut Painter, cx: &Services) {
        match &self.game {
            Some(g) => g.draw(p, cx),
            None => theme::background(p),
        }
        if let Some(d) = &self.dialog {
            d.draw(p);
        }
    }

    fn leave(&mut self, cx: &mut Services) {
        if self.finished {
            return;
        }
        if let Some(text) = self.game.as_ref().and_then(|g| g.save()) {
            cx.store_game(self.id, &text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::InputEvent;
    use crate::testing::{ClickGame, services};

    fn click(host: &mut GameHost, cx: &mut Services) {
        host.event(&InputEvent::left_down(500.0, 500.0), cx);
        host.event(&InputEvent::left_up(500.0, 500.0), cx);
    }

    #[test]
    fn unplayable_games_do_not_open() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        assert!(GameHost::open(GameId::Match3, false, &mut cx).is_none());
    }

    #[test]
    fn esc_pauses_and_leaving_keeps_the_game_for_resuming() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        let mut host = GameHost::open(GameId::PopStar, false, &mut cx).unwrap();
        click(&mut host, &mut cx);
        assert_eq!(host.game().unwrap().score(), 10);
        host.event(&InputEvent::key(Key::Escape), &mut cx);
        assert_eq!(host.dialog_title(), Some("Paused"));
        // Continue, New game, Menu: move to Menu and choose it.
        host.event(&InputEvent::key(Key::Right), &mut cx);
        host.event(&InputEvent::key(Key::Right), &mut cx);
        let t = host.event(&InputEvent::key(Key::Enter), &mut cx);
        assert!(matches!(t, Transition::Pop));
        host.leave(&mut cx);
        assert!(cx.has_saved_game(GameId::PopStar));

        let mut again = GameHost::open(GameId::PopStar, false, &mut cx).unwrap();
        assert!(again.game().is_none());
        again.event(&InputEvent::key(Key::Enter), &mut cx);
        assert_eq!(again.game().unwrap().score(), 10);
    }

    #[test]
    fn a_bad_save_is_kept_aside_and_a_new_game_starts() {
        let dir = tempfile::tempdir().unwrap();
        let mut cx = services(dir.path());
        cx.store_game(GameId::PopStar, "garbage");
        let mut host = GameHost::open(GameId::PopStar, false, &mut cx).unwrap();
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
        let mut host = GameHost::open(GameId::PopStar, true, &mut cx).unwrap();
        play_to_the_end(&mut host, &mut cx);
        assert_eq!(cx.scores.best(GameId::PopStar), Some(30));
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
        assert!(!cx.has_saved_game(GameId::PopStar));
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
        let mut host = GameHost::open(GameId::PopStar, false, &mut cx).unwrap();
        host.game = Some(Box::new(ClickGame {
            score: 0,
            paused: false,
            practice: true,
        }));
        play_to_the_end(&mut host, &mut cx);
        assert_eq!(
            cx.scores.best(GameId::PopStar),
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
        let mut host = GameHost::open(GameId::PopStar, false, &mut cx).unwrap();
        play_to_the_end(&mut host, &mut cx);
        let texts = end_screen_texts(&host, &cx);
        assert!(texts.contains(&"Play again".to_string()), "{texts:?}");
        assert!(!texts.contains(&"Undo".to_string()), "{texts:?}");
    }
}
