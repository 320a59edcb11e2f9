//! A game: settings, board, score and the seeded RNG, and the turn engine that turns a swap
//! into cascades of events.

use crate::board::{Board, BoardConfig};
use crate::cell::{Cell, Special};
use crate::events::{Event, Line, Spawn};
use crate::generate::{Method, StartBoard, generate, generate_shaped};
use crate::gravity::{fall_shaped, refill_cells};
use crate::lines::{Run, group_runs, has_line, line_through_fast, scan_runs_into};
use crate::moves::{Swap, first_move, pattern_moves};
use crate::specials::{BombTarget, effect_cells, special_for_group, special_pos};
use crate::terrain::{self, Mark, Terrain};
use grid_core::{Move, Pos, SeededRng};
use serde::{Deserialize, Serialize};

/// What happens when the board runs out of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The game ends.
    Classic,
    /// Against the clock (kept by the UI): the engine offers [`Game::reshuffle`].
    Timed,
    /// No clock and no end: the engine offers [`Game::reshuffle`] as in Timed.
    Endless,
}

impl Mode {
    /// Whether the game ends when no move is left (otherwise the board is reshuffled).
    pub fn ends_when_stuck(self) -> bool {
        self == Mode::Classic
    }
}

/// Everything that shapes a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Settings {
    /// Board size and number of kinds.
    pub board: BoardConfig,
    /// How the start board is made.
    pub method: Method,
    /// Classic or Timed.
    pub mode: Mode,
    /// Whether lines of four, five and crossing lines leave specials.
    pub specials: bool,
    /// Whether the k-th cascade of a turn scores k times.
    pub chain_bonus: bool,
}

impl Settings {
    /// The classic game: 8×8, 7 kinds, no specials, no chain bonus, game over when stuck.
    pub fn classic() -> Self {
        Settings {
            board: BoardConfig::default(),
            method: Method::Constrained,
            mode: Mode::Classic,
            specials: false,
            chain_bonus: false,
        }
    }

    /// The timed game: specials and chain bonus on, reshuffle when stuck.
    pub fn timed() -> Self {
        Settings {
            mode: Mode::Timed,
            specials: true,
            chain_bonus: true,
            ..Settings::classic()
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Waiting for a swap.
    Playing,
    /// Timed mode with no move left: waiting for [`Game::reshuffle`].
    NeedsReshuffle,
    /// Finished.
    Over,
}

/// Why a swap was not even tried (a swap that makes no line is not an error: it is
/// rejected with [`Event::SwapRejected`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// A position outside the board.
    #[error("{0} is outside the board")]
    Outside(Pos),
    /// The two cells do not share an edge.
    #[error("{0} and {1} are not neighbours")]
    NotAdjacent(Pos, Pos),
    /// The game has ended.
    #[error("the game is over")]
    Over,
    /// Timed mode is stuck until the board is reshuffled.
    #[error("no move is left: reshuffle first")]
    NeedsReshuffle,
    /// A hole or a blocker: no piece to move (shaped boards only).
    #[error("{0} holds no piece")]
    NoPiece(Pos),
}

/// Reshuffles tried before the game gives up and ends.
const MAX_RESHUFFLES: u32 = 1000;

/// Start boards drawn on a shaped board before its shape is judged to leave no room for a
/// move.
pub const MAX_SHAPED_TRIES: u32 = 1000;

/// Scratch buffers reused from turn to turn so the hot path does not allocate for them.
#[derive(Debug, Default)]
struct Workspace {
    runs: Vec<Run>,
    groups: Vec<usize>,
    owner: Vec<u16>,
    /// Per cell: the stamp of the cascade that cleared it.
    cleared: Vec<u32>,
    stamp: u32,
    /// Cells cleared in the current cascade, in order.
    cleared_list: Vec<Pos>,
    /// Specials waiting to go off: where, what a colour bomb aims at, and whether the
    /// special's own cell still has to be reported (a swapped bomb, not cleared by a line).
    pending: Vec<(Pos, BombTarget, bool)>,
    effect: Vec<Pos>,
    created: Vec<(Pos, Cell, Special)>,
    /// Empty cells per column after a cascade's clearing.
    holes: Vec<usize>,
    /// Shaped boards: the cleared cells with their kinds, then what the level rules need
    /// to know of the turn.
    cleared_kinds: Vec<(Pos, u8)>,
    marks: Vec<Mark>,
    refill: Vec<Pos>,
}

/// Cloning a game copies its state only; the clone starts with empty scratch space.
impl Clone for Workspace {
    fn clone(&self) -> Self {
        Workspace::default()
    }
}

impl Workspace {
    /// Starts a cascade on a board of `cells` cells: nothing is cleared yet.
    fn begin(&mut self, cells: usize) {
        if self.cleared.len() < cells {
            self.cleared.resize(cells, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.cleared.fill(0);
            self.stamp = 1;
        }
        self.cleared_list.clear();
        self.pending.clear();
        self.created.clear();
    }
}

/// One game of match-3: a pure state machine. Clone it to keep an undo step (the board is a
/// few hundred bytes); serialise it (serde) to save it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Game {
    settings: Settings,
    board: Board,
    rng: SeededRng,
    score: u64,
    turns: u32,
    status: Status,
    start_tries: u32,
    /// The first move the pattern method finds, kept from the end-of-turn check so a hint
    /// costs nothing.
    hint: Option<Swap>,
    /// Holes, jelly and blockers of a level board; `None` for a full plain rectangle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    terrain: Option<Terrain>,
    #[serde(skip)]
    work: Workspace,
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.settings == other.settings
            && self.board == other.board
            && self.rng == other.rng
            && self.score == other.score
            && self.turns == other.turns
            && self.status == other.status
            && self.start_tries == other.start_tries
            && self.hint == other.hint
            && self.terrain == other.terrain
    }
}

impl Game {
    /// A new game: the start board is drawn from `seed`, and refills continue the same RNG
    /// stream.
    pub fn new(settings: Settings, seed: u64) -> Self {
        let mut rng = SeededRng::new(seed);
        let start = generate(settings.board, settings.method, &mut rng);
        Game::started(settings, start, rng, None)
    }

    /// A new game on a shaped board: pieces only where `terrain` holds them, the start
    /// board drawn from `seed` (no line, at least one move). The board size is the
    /// terrain's. `None` when [`MAX_SHAPED_TRIES`] boards had no move.
    pub fn shaped(settings: Settings, terrain: Terrain, seed: u64) -> Option<Self> {
        let mut rng = SeededRng::new(seed);
        let start = generate_shaped(settings.board, &terrain, &mut rng, MAX_SHAPED_TRIES)?;
        Some(Game::started(settings, start, rng, Some(terrain)))
    }

    /// A game on a fresh start board, refills continuing `rng`.
    fn started(
        settings: Settings,
        start: StartBoard,
        rng: SeededRng,
        terrain: Option<Terrain>,
    ) -> Self {
        let hint = first_move(&start.cells);
        Game {
            settings,
            board: Board::new(start.cells),
            rng,
            score: 0,
            turns: 0,
            status: Status::Playing,
            start_tries: start.tries,
            hint,
            terrain,
            work: Workspace::default(),
        }
    }

    /// A game on a given full board (for puzzles and tests); refills draw from `seed`. The
    /// board's size is taken as it is; refills use the settings' kinds.
    pub fn from_board(settings: Settings, board: Board, seed: u64) -> Self {
        let hint = first_move(board.cells());
        let mut game = Game {
            settings,
            board,
            rng: SeededRng::new(seed),
            score: 0,
            turns: 0,
            status: Status::Playing,
            start_tries: 0,
            hint,
            terrain: None,
            work: Workspace::default(),
        };
        if !game.moves_available() {
            game.status = if settings.mode.ends_when_stuck() {
                Status::Over
            } else {
                Status::NeedsReshuffle
            };
        }
        game
    }

    /// [`Game::from_board`] on a shaped board whose pieces sit exactly where `terrain`
    /// holds them; `None` when they do not.
    pub fn from_shaped_board(
        settings: Settings,
        terrain: Terrain,
        board: Board,
        seed: u64,
    ) -> Option<Self> {
        let fits = (terrain.width(), terrain.height()) == (board.width(), board.height())
            && terrain
                .iter()
                .all(|(pos, tile)| tile.holds_piece() != board.cell(pos).is_empty());
        if !fits {
            return None;
        }
        let mut game = Game::from_board(settings, board, seed);
        game.terrain = Some(terrain);
        Some(game)
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Points so far.
    pub fn score(&self) -> u64 {
        self.score
    }

    /// Accepted swaps so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Playing, stuck or over.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The holes, jelly and blockers of a shaped board (`None` on a plain rectangle).
    pub fn terrain(&self) -> Option<&Terrain> {
        self.terrain.as_ref()
    }

    /// What the last turn did to the terrain and which pieces it cleared (shaped boards).
    pub(crate) fn marks(&self) -> &[Mark] {
        &self.work.marks
    }

    /// Replaces the RNG that draws refills: bots try moves on a copy reseeded so that
    /// they cannot see the refills the real game will draw.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = SeededRng::new(seed);
    }

    /// How many start boards were drawn before a playable one (0 for [`Game::from_board`]).
    pub fn start_tries(&self) -> u32 {
        self.start_tries
    }

    /// Whether a swap can score: a line-making swap, or (with specials) a colour bomb to swap.
    pub fn moves_available(&self) -> bool {
        self.hint().is_some()
    }

    /// One swap that scores, for a hint: a line-making swap, or else (with specials) a
    /// colour bomb swapped with a neighbour, which clears that neighbour's kind.
    pub fn hint(&self) -> Option<Swap> {
        self.hint.or_else(|| self.colour_bomb_swap())
    }

    fn colour_bomb_swap(&self) -> Option<Swap> {
        if !self.settings.specials {
            return None;
        }
        let specials = self.board.specials();
        let bomb = specials
            .iter()
            .find(|(_, s)| **s == Some(Special::ColourBomb))
            .map(|(pos, _)| pos)?;
        let partner = specials
            .neighbors4(bomb)
            .find(|&p| !self.board.cell(p).is_empty())?;
        Some(Swap::new(bomb, partner))
    }

    /// Every line-making swap.
    pub fn moves(&self) -> Vec<Swap> {
        pattern_moves(self.board.cells())
    }

    /// Plays the piece at `from` onto its neighbour `to` and returns the turn's events.
    pub fn play(&mut self, from: Pos, to: Pos) -> Result<Vec<Event>, PlayError> {
        let mut events = Vec::new();
        self.play_into(from, to, &mut events)?;
        Ok(events)
    }

    /// [`Game::play`] appending to a caller's buffer; returns the points the turn scored.
    ///
    /// The turn: swap (rejected, board unchanged, when it makes no line and no colour bomb
    /// is swapped); then cascades — clear lines and specials, score, fall, refill — until
    /// no line is left; then the check for a possible move.
    pub fn play_into(
        &mut self,
        from: Pos,
        to: Pos,
        events: &mut Vec<Event>,
    ) -> Result<u64, PlayError> {
        match self.status {
            Status::Playing => {}
            Status::Over => return Err(PlayError::Over),
            Status::NeedsReshuffle => return Err(PlayError::NeedsReshuffle),
        }
        for pos in [from, to] {
            if !self.board.cells().contains(pos) {
                return Err(PlayError::Outside(pos));
            }
        }
        if !from.is_orthogonal_neighbor(to) {
            return Err(PlayError::NotAdjacent(from, to));
        }
        for pos in [from, to] {
            if self.board.cell(pos).is_empty() {
                return Err(PlayError::NoPiece(pos));
            }
        }
        self.work.marks.clear();
        let bomb = |p: Pos| self.board.special(p) == Some(Special::ColourBomb);
        let bomb_swap = self.settings.specials && (bomb(from) || bomb(to));
        self.board.swap(from, to);
        let cells = self.board.cells();
        if !(bomb_swap || line_through_fast(cells, from) || line_through_fast(cells, to)) {
            self.board.swap(from, to);
            events.push(Event::SwapRejected { from, to });
            return Ok(0);
        }
        events.push(Event::Swapped { from, to });
        self.turns += 1;
        let mut points = 0;
        let mut chain = 1;
        loop {
            let size = self.board.width() * self.board.height();
            self.work.begin(size);
            let multiplier = if self.settings.chain_bonus {
                u64::from(chain)
            } else {
                1
            };
            if chain == 1 && bomb_swap {
                self.aim_swapped_bombs(from, to);
            } else {
                self.work.runs.clear();
                scan_runs_into(self.board.cells(), &mut self.work.runs);
                if self.work.runs.is_empty() {
                    break;
                }
                let swapped = (chain == 1).then_some((from, to));
                points += self.clear_lines(chain, multiplier, swapped, events);
            }
            points += self.trigger_specials(chain, multiplier, events);
            self.hit_terrain(chain, events.len());
            self.settle(events);
            chain += 1;
        }
        self.score += points;
        self.hint = first_move(self.board.cells());
        if !self.moves_available() {
            if self.settings.mode.ends_when_stuck() {
                self.status = Status::Over;
                events.push(Event::GameOver { score: self.score });
            } else {
                self.status = Status::NeedsReshuffle;
                events.push(Event::NoMoves);
            }
        }
        Ok(points)
    }

    /// Marks `pos` cleared in this cascade (`false` if it already was); a special there joins
    /// the queue to go off, a colour bomb aimed at `target` or else at its own kind.
    fn mark(&mut self, pos: Pos, target: Option<BombTarget>) -> bool {
        let index = pos.row * self.board.width() + pos.col;
        // Holes and blockers (shaped boards) hold nothing to clear.
        if self.work.cleared[index] == self.work.stamp || self.board.cell(pos).is_empty() {
            return false;
        }
        self.work.cleared[index] = self.work.stamp;
        self.work.cleared_list.push(pos);
        if self.board.special(pos).is_some() {
            let own = BombTarget::Kind(self.board.cell(pos).raw());
            self.work.pending.push((pos, target.unwrap_or(own), false));
        }
        true
    }

    /// A colour bomb swapped with a piece aims at that piece's kind (two bombs: at all).
    fn aim_swapped_bombs(&mut self, from: Pos, to: Pos) {
        let both = self.board.special(from) == self.board.special(to);
        for (bomb, other) in [(to, from), (from, to)] {
            if self.board.special(bomb) == Some(Special::ColourBomb) {
                let target = if both {
                    BombTarget::All
                } else {
                    BombTarget::Kind(self.board.cell(other).raw())
                };
                self.mark(bomb, Some(target));
                if let Some(entry) = self.work.pending.last_mut() {
                    entry.2 = true;
                }
                if both {
                    break;
                }
            }
        }
    }

    /// Clears the lines found in `self.work.runs`, plans the specials their groups leave, and
    /// reports them; returns their points.
    fn clear_lines(
        &mut self,
        chain: u32,
        multiplier: u64,
        swapped: Option<(Pos, Pos)>,
        events: &mut Vec<Event>,
    ) -> u64 {
        let work = &mut self.work;
        group_runs(
            self.board.width(),
            &work.runs,
            &mut work.owner,
            &mut work.groups,
        );
        let runs = std::mem::take(&mut work.runs);
        let groups = std::mem::take(&mut work.groups);
        if self.settings.specials {
            let group_count = groups.iter().max().map_or(0, |g| g + 1);
            for g in 0..group_count {
                let members = runs.iter().zip(&groups).filter(|&(_, &x)| x == g);
                let group = members.map(|(r, _)| r);
                if let (Some(special), Some(pos)) = (
                    special_for_group(group.clone()),
                    special_pos(group.clone(), swapped),
                ) {
                    let cell = self.board.cell(pos);
                    self.work.created.push((pos, cell, special));
                }
            }
        }
        let mut lines = Vec::with_capacity(runs.len());
        let mut total = 0;
        for (run, &group) in runs.iter().zip(&groups) {
            let n = run.len as u64;
            let line_points = n * (n - 1) * 50 * multiplier;
            total += line_points;
            lines.push(Line {
                cells: run.cells().collect(),
                kind: self.board.cell(run.start).raw(),
                axis: run.axis,
                group,
                points: line_points,
            });
            for pos in run.cells() {
                self.mark(pos, None);
            }
        }
        self.work.runs = runs;
        self.work.groups = groups;
        events.push(Event::Cleared {
            chain,
            lines,
            points: total,
        });
        total
    }

    /// Sets off the queued specials, each clearing its cells and queueing the specials it
    /// reaches; returns the points (50 per newly cleared cell).
    fn trigger_specials(&mut self, chain: u32, multiplier: u64, events: &mut Vec<Event>) -> u64 {
        let mut total = 0;
        let mut next = 0;
        while next < self.work.pending.len() {
            let (pos, target, report_own) = self.work.pending[next];
            next += 1;
            let special = self
                .board
                .special(pos)
                .expect("only cells holding specials are queued");
            let mut effect = std::mem::take(&mut self.work.effect);
            effect.clear();
            effect_cells(&self.board, pos, special, target, &mut effect);
            let mut cells = Vec::new();
            if report_own {
                cells.push(pos);
            }
            for &p in &effect {
                if self.mark(p, None) {
                    cells.push(p);
                }
            }
            self.work.effect = effect;
            let points = cells.len() as u64 * 50 * multiplier;
            total += points;
            events.push(Event::SpecialTriggered {
                chain,
                pos,
                special,
                cells,
                points,
            });
        }
        total
    }

    /// Shaped boards: peels the jelly under the cascade's cleared cells, hits the blockers
    /// next to them and records both, with the cleared pieces, for the level rules.
    fn hit_terrain(&mut self, chain: u32, after: usize) {
        let Some(terrain) = self.terrain.as_mut() else {
            return;
        };
        let work = &mut self.work;
        work.cleared_kinds.clear();
        let board = &self.board;
        work.cleared_kinds.extend(
            work.cleared_list
                .iter()
                .map(|&pos| (pos, board.cell(pos).raw())),
        );
        terrain::hit(terrain, &work.cleared_kinds, chain, after, &mut work.marks);
    }

    /// Empties the cleared cells, places new specials, lets pieces fall and refills.
    fn settle(&mut self, events: &mut Vec<Event>) {
        if self.terrain.is_some() {
            return self.settle_shaped(events);
        }
        let work = &mut self.work;
        work.holes.clear();
        work.holes.resize(self.board.width(), 0);
        for &pos in &work.cleared_list {
            self.board.clear(pos);
            work.holes[pos.col] += 1;
        }
        for &(pos, cell, special) in &work.created {
            self.board.set(pos, cell, Some(special));
            work.holes[pos.col] -= 1;
            events.push(Event::SpecialCreated { pos, cell, special });
        }
        // Room for every cell to move, so the buffer is allocated once.
        let mut moves: Vec<Move> = Vec::with_capacity(self.board.width() * self.board.height());
        self.board.fall_into(&mut moves);
        if !moves.is_empty() {
            events.push(Event::Fell { moves });
        }
        // After the fall each column's holes are its top cells.
        let kinds = usize::from(self.settings.board.kinds());
        let mut spawned = Vec::with_capacity(work.holes.iter().sum());
        for (col, &holes) in work.holes.iter().enumerate() {
            for row in 0..holes {
                let kind = 1 + self.rng.index(kinds) as u8;
                let cell = Cell::piece(kind).expect("kinds are 1..=8");
                let pos = Pos::new(row, col);
                self.board.set(pos, cell, None);
                spawned.push(Spawn { pos, cell });
            }
        }
        if !spawned.is_empty() {
            events.push(Event::Spawned { cells: spawned });
        }
    }

    /// [`Game::settle`] on a shaped board: pieces fall past holes within the segments
    /// between blockers, and each segment refills from its top.
    fn settle_shaped(&mut self, events: &mut Vec<Event>) {
        let Some(terrain) = self.terrain.as_ref() else {
            return;
        };
        let work = &mut self.work;
        for &pos in &work.cleared_list {
            self.board.clear(pos);
        }
        for &(pos, cell, special) in &work.created {
            self.board.set(pos, cell, Some(special));
            events.push(Event::SpecialCreated { pos, cell, special });
        }
        let mut moves = Vec::new();
        fall_shaped(&mut self.board, terrain, &mut moves);
        if !moves.is_empty() {
            events.push(Event::Fell { moves });
        }
        work.refill.clear();
        refill_cells(&self.board, terrain, &mut work.refill);
        let kinds = usize::from(self.settings.board.kinds());
        let spawned: Vec<Spawn> = work
            .refill
            .iter()
            .map(|&pos| {
                let kind = 1 + self.rng.index(kinds) as u8;
                let cell = Cell::piece(kind).expect("kinds are 1..=8");
                self.board.set(pos, cell, None);
                Spawn { pos, cell }
            })
            .collect();
        if !spawned.is_empty() {
            events.push(Event::Spawned { cells: spawned });
        }
    }

    /// Timed mode, stuck: rearranges the pieces (from the game's RNG) into a board with no
    /// line and at least one move. If none is found the game ends ([`Event::GameOver`]).
    pub fn reshuffle(&mut self) -> Result<Vec<Event>, PlayError> {
        match self.status {
            Status::NeedsReshuffle => {}
            Status::Over => return Err(PlayError::Over),
            Status::Playing => return Ok(Vec::new()),
        }
        let before = self.board.clone();
        // Holes and blockers keep their places.
        let positions: Vec<Pos> = before
            .cells()
            .positions()
            .filter(|&p| !before.cell(p).is_empty())
            .collect();
        let mut order: Vec<usize> = (0..positions.len()).collect();
        for _ in 0..MAX_RESHUFFLES {
            self.rng.shuffle(&mut order);
            for (&to, &from) in positions.iter().zip(&order) {
                let from = positions[from];
                self.board.set(to, before.cell(from), before.special(from));
            }
            self.hint = first_move(self.board.cells());
            if !has_line(self.board.cells()) && self.moves_available() {
                self.status = Status::Playing;
                let moves = positions
                    .iter()
                    .zip(&order)
                    .filter(|&(&to, &from)| positions[from] != to)
                    .map(|(&to, &from)| Move {
                        from: positions[from],
                        to,
                    })
                    .collect();
                return Ok(vec![Event::Reshuffled { moves }]);
            }
        }
        self.board = before;
        self.hint = None;
        self.status = Status::Over;
        Ok(vec![Event::GameOver { score: self.score }])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays the first hinted move; `None` when there is none.
    fn play_hint(game: &mut Game) -> Option<Vec<Event>> {
        let m = game.hint()?;
        Some(game.play(m.a, m.b).expect("a hinted move is legal"))
    }

    #[test]
    fn a_saved_game_resumes_identically() {
        let mut game = Game::new(Settings::timed(), 5);
        play_hint(&mut game);
        let json = serde_json::to_string(&game).unwrap();
        let mut resumed: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(resumed, game);
        assert_eq!(play_hint(&mut resumed), play_hint(&mut game));
        assert_eq!(resumed, game);
        let corrupt = json.replace("\"kinds\":7", "\"kinds\":2");
        assert!(serde_json::from_str::<Game>(&corrupt).is_err());
    }

    #[test]
    fn a_clone_is_an_undo_step() {
        let mut game = Game::new(Settings::classic(), 8);
        let undo = game.clone();
        play_hint(&mut game).unwrap();
        assert_ne!(game, undo);
        let redo = game.clone();
        game = undo.clone();
        assert_eq!(game, undo);
        assert_eq!(play_hint(&mut game), play_hint(&mut undo.clone()));
        assert_eq!(game, redo);
    }

    #[test]
    fn settings_presets() {
        let classic = Settings::classic();
        assert_eq!(classic.mode, Mode::Classic);
        assert!(!classic.specials && !classic.chain_bonus);
        let timed = Settings::timed();
        assert!(timed.specials && timed.chain_bonus && timed.mode == Mode::Timed);
        let game = Game::new(classic, 1);
        assert_eq!(
            (game.score(), game.turns(), game.status()),
            (0, 0, Status::Playing)
        );
        assert!(game.start_tries() >= 1);
    }
}
