//! The level game's scene: the map, a level in play with its result screen, and the level
//! editor, one at a time. The host around it pauses, saves a level in play and resumes it.

use super::editor::{self, Editor};
use super::editor_view;
use super::map::{self, Map, Tile};
use super::pack::{self, Entry, Source};
use super::play::{self, LevelPlay, Request};
use super::progress;
use super::result::{self, Back, ResultScreen};
use super::{ID, TABLE, words, write_state};
use ::match3::level::{LevelGame, LevelStatus};
use launcher_kit::draw::Painter;
use launcher_kit::game::{GameAction, GameId, GameScene, Outcome};
use launcher_kit::geom::{Rect, Size};
use launcher_kit::input::InputEvent;
use launcher_kit::scene::Wake;
use launcher_kit::services::Services;
use launcher_kit::tr;
use launcher_kit::ui::theme;

/// What the scene shows.
enum View {
    /// The map, made once the player's progress can be read.
    Map(Option<Map>),
    /// A level, and its result screen once it ended.
    Play(Box<LevelPlay>, Option<ResultScreen>),
    /// The level editor.
    Editor,
}

/// The level game.
pub struct LevelsScene {
    pack: Vec<Entry>,
    own: Vec<Entry>,
    view: View,
    /// The editor, kept while a level is tried from it.
    editor: Option<Box<Editor>>,
    /// The pack level the map's focus starts on: the last one played, or else the first
    /// one not passed yet.
    focus: Option<usize>,
    size: Size,
}

impl LevelsScene {
    /// The scene showing the map.
    pub fn new(size: Size) -> LevelsScene {
        LevelsScene {
            pack: pack::pack(),
            own: Vec::new(),
            view: View::Map(None),
            editor: None,
            focus: None,
            size,
        }
    }

    /// The scene playing `play`.
    pub fn playing(play: LevelPlay, size: Size) -> LevelsScene {
        let mut scene = LevelsScene::new(size);
        if let Source::Pack(name) = play.source() {
            scene.focus = scene.index_of(name);
        }
        scene.view = View::Play(Box::new(play), None);
        scene
    }

    /// The level in play, if any.
    pub fn play(&self) -> Option<&LevelPlay> {
        match &self.view {
            View::Play(play, _) => Some(play),
            View::Map(_) | View::Editor => None,
        }
    }

    /// The editor, while it shows.
    pub fn editor(&self) -> Option<&Editor> {
        match self.view {
            View::Editor => self.editor.as_deref(),
            View::Map(_) | View::Play(..) => None,
        }
    }

    /// Whether the map shows.
    pub fn on_map(&self) -> bool {
        matches!(self.view, View::Map(_))
    }

    /// Whether the result screen shows.
    pub fn result_shown(&self) -> bool {
        matches!(self.view, View::Play(_, Some(_)))
    }

    /// The pack's levels.
    pub fn pack(&self) -> &[Entry] {
        &self.pack
    }

    fn index_of(&self, name: &str) -> Option<usize> {
        self.pack
            .iter()
            .position(|e| e.source == Source::Pack(name.to_string()))
    }

    /// The map with the player's progress: a pack level opens once the one before it is
    /// passed.
    fn open_map(&mut self, cx: &Services) {
        self.own = pack::own(&cx.records.storage.levels_dir());
        let mut open = true;
        let tiles: Vec<Tile> = self
            .pack
            .iter()
            .map(|e| {
                let stars = progress::won(&cx.records, &e.source.key()).stars;
                let tile = Tile { stars, open };
                open = stars > 0;
                tile
            })
            .collect();
        let names = self.own.iter().map(|e| e.level.name.clone()).collect();
        let next = tiles.iter().position(|t| t.stars == 0).unwrap_or(0);
        let focus = self.focus.unwrap_or(next);
        log::debug!("levels: map");
        self.view = View::Map(Some(Map::new(tiles, names, self.size, focus)));
    }

    /// Starts `entry`'s level; on a level that cannot start, says why and stays.
    fn start(&mut self, entry: Entry, cx: &mut Services) -> GameAction {
        let seed = cx.clock.fresh_seed();
        let game = match LevelGame::new(&entry.level, seed) {
            Ok(game) => game,
            Err(e) => {
                let name = pack::level_name(&entry.source, &entry.level);
                let problem = words::level_error(&e);
                cx.notices
                    .notify(tr!("levels-cannot-play", name = name, problem = problem));
                return GameAction::None;
            }
        };
        if let Source::Pack(name) = &entry.source {
            self.focus = Some(self.index_of(name).unwrap_or(0));
        }
        let title = play::title_of(&entry.source, &entry.level.name);
        let play = LevelPlay::new(
            entry.source,
            entry.level,
            title,
            game,
            None,
            false,
            self.size,
        )
        .seeded(Some(seed));
        self.view = View::Play(Box::new(play), None);
        GameAction::Began
    }

    fn map_event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        let View::Map(Some(map)) = &mut self.view else {
            return GameAction::None;
        };
        let entry = match map.event(ev) {
            Some(map::Choice::Pack(i)) => self.pack.get(i).cloned(),
            Some(map::Choice::Own(i)) => self.own.get(i).cloned(),
            Some(map::Choice::Editor) => {
                log::debug!("levels: editor");
                if self.editor.is_none() {
                    self.editor = Some(Box::new(Editor::new(self.size)));
                }
                self.view = View::Editor;
                return GameAction::Began;
            }
            None => None,
        };
        match entry {
            Some(entry) => self.start(entry, cx),
            None => GameAction::None,
        }
    }

    fn result_choice(&mut self, choice: result::Choice, cx: &mut Services) -> GameAction {
        let View::Play(play, _) = &self.view else {
            return GameAction::None;
        };
        let source = play.source().clone();
        let retry = Entry {
            source: source.clone(),
            level: play.level.clone(),
        };
        match choice {
            result::Choice::Retry => self.start(retry, cx),
            result::Choice::Next => {
                let next = match &source {
                    Source::Pack(name) => self.index_of(name).and_then(|i| self.pack.get(i + 1)),
                    Source::Own(_) | Source::Draft => None,
                };
                match next.cloned() {
                    Some(entry) => self.start(entry, cx),
                    None => self.back_to_map(cx),
                }
            }
            result::Choice::Map => self.back_to_map(cx),
            result::Choice::Watch => self.watch_bot(),
        }
    }

    /// The bot plays the level just failed, from the seed the player had.
    fn watch_bot(&mut self) -> GameAction {
        let View::Play(play, _) = &self.view else {
            return GameAction::None;
        };
        let Some(seed) = play.seed() else {
            return GameAction::None;
        };
        let source = play.source().clone();
        let title = play::title_of(&source, &play.level.name);
        match LevelPlay::by_bot(source, play.level.clone(), title, seed, self.size) {
            Ok(watched) => {
                log::debug!(
                    "levels: the bot plays {} seed {seed:016x}",
                    watched.source().key()
                );
                self.view = View::Play(Box::new(watched), None);
            }
            Err(e) => log::warn!("levels: the bot cannot play: {}", words::level_error(&e)),
        }
        GameAction::None
    }

    /// Back to the map, or to the editor after trying a level from it.
    fn back_to_map(&mut self, cx: &Services) -> GameAction {
        let trying = self.play().is_some_and(|p| *p.source() == Source::Draft);
        if trying && self.editor.is_some() {
            self.view = View::Editor;
        } else {
            self.open_map(cx);
        }
        GameAction::Began
    }

    fn editor_event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        let Some(editor) = self.editor.as_mut() else {
            return self.back_to_map(cx);
        };
        match editor.event(ev) {
            editor::Request::None => GameAction::None,
            editor::Request::Map => {
                self.open_map(cx);
                GameAction::Began
            }
            editor::Request::Try(level) => self.start(
                Entry {
                    source: Source::Draft,
                    level,
                },
                cx,
            ),
            editor::Request::Save(level) => {
                match pack::save_own(&cx.records.storage.levels_dir(), &level) {
                    Ok(file) => {
                        log::debug!("levels: saved {file}");
                        editor.saved(&file);
                    }
                    Err(e) => cx
                        .notices
                        .notify(tr!("levels-save-failed", error = e.to_string())),
                }
                GameAction::None
            }
        }
    }

    /// The result screen for a level whose end has been shown.
    fn result_screen(&self, play: &LevelPlay, cx: &Services) -> Option<ResultScreen> {
        let end = play.finished()?;
        let best = progress::won(&cx.records, &play.source().key()).best;
        let next = match play.source() {
            Source::Pack(name) => self.index_of(name).is_some_and(|i| i + 1 < self.pack.len()),
            Source::Own(_) | Source::Draft => false,
        };
        let back = if *play.source() == Source::Draft && self.editor.is_some() {
            Back::Editor
        } else {
            Back::Map
        };
        let score = play.game().score();
        let screen = ResultScreen::new(end, score, best, next, back, self.size);
        Some(if play.watching() {
            screen.by_bot()
        } else if matches!(end, play::End::Failed(_)) && play.seed().is_some() {
            screen.watchable(self.size)
        } else {
            screen
        })
    }
}

impl GameScene for LevelsScene {
    fn id(&self) -> GameId {
        ID
    }

    fn mode_key(&self) -> String {
        TABLE.to_string()
    }

    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction {
        if let InputEvent::Resize(size) = *ev {
            self.size = size;
            match &mut self.view {
                View::Map(map) => {
                    if let Some(map) = map {
                        map.relayout(size);
                    }
                }
                View::Play(play, result) => {
                    play.relayout(size);
                    if let Some(r) = result {
                        r.layout(size);
                    }
                }
                View::Editor => {}
            }
            if let Some(e) = self.editor.as_mut() {
                e.relayout(size);
            }
            return GameAction::None;
        }
        if let View::Map(None) = self.view {
            self.open_map(cx);
        }
        match &mut self.view {
            View::Map(_) => self.map_event(ev, cx),
            View::Play(_, Some(result)) => match result.event(ev) {
                Some(choice) => self.result_choice(choice, cx),
                None => GameAction::None,
            },
            View::Play(play, None) => match play.event(ev, cx) {
                Request::None => GameAction::None,
                Request::Pause => GameAction::Pause,
                Request::Map => self.back_to_map(cx),
            },
            View::Editor => self.editor_event(ev, cx),
        }
    }

    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction {
        if cx.viewport != self.size {
            self.event(&InputEvent::Resize(cx.viewport), cx);
        }
        if let View::Map(None) = self.view {
            self.open_map(cx);
        }
        if let View::Play(play, None) = &mut self.view {
            play.update(dt, cx);
        }
        if let (View::Editor, Some(e)) = (&self.view, self.editor.as_mut()) {
            e.update(dt);
        }
        if let View::Play(play, None) = &self.view {
            if let Some(screen) = self.result_screen(play, cx) {
                let bots = if play.watching() { " (the bot's)" } else { "" };
                log::debug!("levels: result shown{bots}");
                if let View::Play(_, result) = &mut self.view {
                    *result = Some(screen);
                }
            }
        }
        GameAction::None
    }

    fn wake(&self, cx: &Services) -> Wake {
        match &self.view {
            View::Play(play, None) => play.wake(cx),
            View::Map(None) => Wake::Animating,
            View::Map(Some(_)) | View::Play(_, Some(_)) => Wake::Idle,
            View::Editor => self.editor.as_ref().map_or(Wake::Idle, |e| e.wake()),
        }
    }

    fn draw(&self, p: &mut Painter, _cx: &Services) {
        match &self.view {
            View::Map(Some(map)) => map.draw(p, self.size),
            View::Map(None) => theme::background(p),
            View::Play(play, result) => {
                play.draw(p, self.size);
                if let Some(r) = result {
                    r.draw(p, self.size);
                }
            }
            View::Editor => match &self.editor {
                Some(e) => editor_view::draw(e, p, self.size),
                None => theme::background(p),
            },
        }
    }

    fn notice_area(&self, _cx: &Services) -> Option<Rect> {
        match &self.view {
            View::Map(Some(map)) => Some(map.notice_area()),
            _ => None,
        }
    }

    fn score(&self) -> u64 {
        self.play().map_or(0, |p| p.game().score())
    }

    /// A level's end shows the scene's own result screen (stars, Next, Retry, Map), and
    /// the scene enters it in the statistics itself: the host's end screen is not used.
    fn outcome(&self) -> Option<Outcome> {
        None
    }

    fn state(&self) -> Option<toml::Value> {
        let play = self.play()?;
        if play.game().status() != LevelStatus::Playing || play.watching() {
            return None;
        }
        write_state(play)
    }

    fn worth_keeping(&self) -> bool {
        self.play().is_some_and(LevelPlay::worth_keeping)
    }

    fn set_paused(&mut self, paused: bool) {
        if let View::Play(play, _) = &mut self.view {
            play.set_paused(paused);
        }
    }

    /// The level in play from its start, with the same seed (a fresh one for a level
    /// resumed from a save that did not keep it); the map, for anything else.
    fn restarted(&self, cx: &mut Services) -> Option<Box<dyn GameScene>> {
        let play = self.play()?;
        let seed = play.seed().unwrap_or_else(|| cx.clock.fresh_seed());
        let game = LevelGame::new(&play.level, seed)
            .map_err(|e| log::warn!("levels: cannot restart: {}", words::level_error(&e)))
            .ok()?;
        let source = play.source().clone();
        log::debug!("levels: restart {} seed {seed:016x}", source.key());
        let title = play::title_of(&source, &play.level.name);
        let again = LevelPlay::new(
            source,
            play.level.clone(),
            title,
            game,
            None,
            false,
            self.size,
        )
        .seeded(Some(seed));
        Some(Box::new(LevelsScene::playing(again, self.size)))
    }
}
