//! The position editor: place and remove discs (a click, or Space at the cursor, turns a
//! square empty → black → white → empty), choose the side to move, clear the board or
//! put back the start, paste an OBF line or a transcript, then play the position (the
//! new-game dialog chooses who plays) or have the engine solve it. A position where
//! neither side can move, or a pasted text that is neither form, is refused with a
//! message and changes nothing.

use super::values::MoveValues;
use launcher_kit::draw::{Color as Paint, Painter};
use launcher_kit::geom::Rect;
use launcher_kit::ui::theme::{self, Fonts};
use launcher_kit::ui::{Button, ButtonStyle};
use reversi::{Board, Color, Game, Square};

/// What an editor button does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Switch the side to move.
    Side,
    /// Empty every square.
    Clear,
    /// The standard start position.
    Start,
    /// Ask for the clipboard's text.
    Paste,
    /// Show every move's value, to the end when it is near.
    Solve,
    /// Play the position.
    Play,
    /// Leave the editor, changing nothing.
    Cancel,
}

impl Tool {
    /// The buttons in panel order.
    pub const ALL: [Tool; 7] = [
        Tool::Side,
        Tool::Clear,
        Tool::Start,
        Tool::Paste,
        Tool::Solve,
        Tool::Play,
        Tool::Cancel,
    ];
}

/// What the editor asks of its scene.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Nothing.
    None,
    /// Read the clipboard (its text comes back through [`Editor::paste`]).
    Paste,
    /// Play this game (its start position, no moves).
    Play(Game),
    /// Close the editor.
    Close,
}

/// A note or a refusal under the editor's buttons, worded when it is drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Note {
    /// An OBF line was pasted.
    PastedPosition,
    /// A transcript was pasted (its moves as the engine writes them).
    PastedMoves(String),
    /// The pasted text is neither form (its first characters).
    NotPasted(String),
    /// Neither side can move in the position.
    NoMoves,
}

impl Note {
    /// The note in the current language.
    fn text(&self) -> String {
        match self {
            Note::PastedPosition => launcher_kit::tr!("reversi-editor-pasted-position"),
            Note::PastedMoves(moves) => {
                launcher_kit::tr!("reversi-editor-pasted-moves", moves = moves)
            }
            Note::NotPasted(text) => launcher_kit::tr!("reversi-editor-not-pasted", text = text),
            Note::NoMoves => launcher_kit::tr!("reversi-editor-no-moves"),
        }
    }

    /// Whether it refuses what was asked (shown in red).
    fn refusal(&self) -> bool {
        matches!(self, Note::NotPasted(_) | Note::NoMoves)
    }
}

/// The editor's state.
pub struct Editor {
    black: u64,
    white: u64,
    side: Color,
    /// A refusal or a note shown under the buttons.
    message: Option<Note>,
    /// The engine's values of the position, once Solve was pressed.
    values: Option<MoveValues>,
    threads: usize,
    buttons: Vec<(Tool, Button)>,
}

impl Editor {
    /// An editor starting from `board`; Solve searches with `threads` threads.
    pub fn new(board: Board, threads: usize) -> Editor {
        let (black, white) = discs(&board);
        let buttons = Tool::ALL
            .iter()
            .map(|&t| {
                let style = match t {
                    Tool::Play => ButtonStyle::Primary,
                    Tool::Cancel => ButtonStyle::Danger,
                    _ => ButtonStyle::Normal,
                };
                (t, Button::keyed(label(t, board.side()), style))
            })
            .collect();
        Editor {
            black,
            white,
            side: board.side(),
            message: None,
            values: None,
            threads,
            buttons,
        }
    }

    /// The position as set up so far.
    pub fn board(&self) -> Board {
        Board::from_discs(self.black, self.white, self.side).unwrap_or_default()
    }

    /// The message shown, if any, in the current language.
    pub fn message(&self) -> Option<String> {
        self.message.as_ref().map(Note::text)
    }

    /// The engine's values, after Solve (to poll).
    pub fn values(&mut self) -> Option<&mut MoveValues> {
        self.values.as_mut()
    }

    /// The values to draw, after Solve.
    pub fn shown_values(&self) -> Option<&MoveValues> {
        self.values.as_ref()
    }

    /// Places the buttons in `area` (the panel below the player cards).
    pub fn layout(&mut self, area: Rect, scale: f32) {
        let rows = area.rows(4, 10.0 * scale);
        let cells: Vec<Rect> = rows
            .iter()
            .flat_map(|r| r.columns(2, 10.0 * scale))
            .collect();
        for ((_, b), r) in self.buttons.iter_mut().zip(cells) {
            b.rect = r;
        }
    }

    /// The buttons, for input and drawing.
    pub fn buttons_mut(&mut self) -> impl Iterator<Item = (Tool, &mut Button)> {
        self.buttons.iter_mut().map(|(t, b)| (*t, b))
    }

    /// Turns `square` empty → black → white → empty.
    pub fn cycle(&mut self, square: Square) {
        let bit = 1u64 << square.index();
        if self.black & bit != 0 {
            self.black &= !bit;
            self.white |= bit;
        } else if self.white & bit != 0 {
            self.white &= !bit;
        } else {
            self.black |= bit;
        }
        self.changed();
    }

    /// Carries out a button.
    pub fn press(&mut self, tool: Tool) -> Request {
        self.message = None;
        match tool {
            Tool::Side => {
                self.side = self.side.opponent();
                self.changed();
            }
            Tool::Clear => self.set(0, 0),
            Tool::Start => {
                let (black, white) = discs(&Board::start());
                self.side = Color::Black;
                self.set(black, white);
            }
            Tool::Paste => return Request::Paste,
            Tool::Solve => match self.playable() {
                Ok(board) => self.values = Some(MoveValues::new(board, self.threads)),
                Err(why) => self.message = Some(why),
            },
            Tool::Play => match self.playable() {
                Ok(board) => return Request::Play(Game::from_board(board)),
                Err(why) => self.message = Some(why),
            },
            Tool::Cancel => return Request::Close,
        }
        Request::None
    }

    /// Takes pasted text: an OBF line (position and side to move) or a transcript played
    /// from the start. Anything else is refused and changes nothing.
    pub fn paste(&mut self, text: &str) {
        let text = text.trim();
        let first = text.lines().next().unwrap_or_default();
        if let Ok(position) = reversi::obf::parse_obf(first) {
            let (black, white) = discs(&position.board);
            self.side = position.board.side();
            self.set(black, white);
            self.message = Some(Note::PastedPosition);
            return;
        }
        match Game::from_transcript(text) {
            Ok(game) if !text.is_empty() => {
                let board = game.board();
                let (black, white) = discs(&board);
                self.side = board.side();
                self.set(black, white);
                self.message = Some(Note::PastedMoves(game.transcript()));
            }
            _ => {
                let shown: String = first.chars().take(24).collect();
                self.message = Some(Note::NotPasted(shown));
            }
        }
    }

    /// The position, if a game can be played from it.
    fn playable(&self) -> Result<Board, Note> {
        let board = self.board();
        if board.is_game_over() {
            return Err(Note::NoMoves);
        }
        Ok(board)
    }

    fn set(&mut self, black: u64, white: u64) {
        self.black = black;
        self.white = white & !black;
        self.changed();
    }

    /// The position changed: old values no longer apply; the side button says who moves.
    fn changed(&mut self) {
        self.values = None;
        let side = self.side;
        for (t, b) in &mut self.buttons {
            let rect = b.rect;
            *b = Button::keyed(label(*t, side), b.style);
            b.rect = rect;
        }
    }

    /// Draws the buttons and the message in the panel.
    pub fn draw(&self, p: &mut Painter, status: Rect, scale: f32, focus: Option<usize>) {
        let fonts = Fonts::for_size(p.size());
        p.round_rect(status, 12.0 * scale, theme::PANEL_EDGE.alpha(0.5));
        let text = self
            .message()
            .unwrap_or_else(|| launcher_kit::tr!("reversi-editor-help"));
        let colour = if self.message.as_ref().is_some_and(Note::refusal) {
            Paint::rgb(0xff, 0x8a, 0x80)
        } else {
            theme::TEXT
        };
        super::hud::lines_in(
            p,
            &text,
            status.inset(8.0 * scale),
            fonts.small,
            colour,
            false,
        );
        for (i, (_, b)) in self.buttons.iter().enumerate() {
            b.draw(p, focus == Some(i), fonts.small);
        }
    }
}

/// The black and white discs of `board`.
fn discs(board: &Board) -> (u64, u64) {
    let mut black = 0;
    let mut white = 0;
    for square in Square::all() {
        match board.at(square) {
            Some(Color::Black) => black |= 1 << square.index(),
            Some(Color::White) => white |= 1 << square.index(),
            None => {}
        }
    }
    (black, white)
}

/// The message key of a button's caption.
fn label(tool: Tool, side: Color) -> &'static str {
    match tool {
        Tool::Side => match side {
            Color::Black => "reversi-editor-black-to-move",
            Color::White => "reversi-editor-white-to-move",
        },
        Tool::Clear => "reversi-editor-clear",
        Tool::Start => "reversi-editor-start",
        Tool::Paste => "reversi-editor-paste",
        Tool::Solve => "reversi-editor-solve",
        Tool::Play => "reversi-editor-play",
        Tool::Cancel => "common-cancel",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_cycle_and_the_side_switches() {
        let mut e = Editor::new(Board::start(), 1);
        let a1: Square = "a1".parse().unwrap();
        e.cycle(a1);
        assert_eq!(e.board().at(a1), Some(Color::Black));
        e.cycle(a1);
        assert_eq!(e.board().at(a1), Some(Color::White));
        e.cycle(a1);
        assert_eq!(e.board().at(a1), None);
        assert_eq!(e.press(Tool::Side), Request::None);
        assert_eq!(e.board().side(), Color::White);
    }

    #[test]
    fn an_impossible_position_is_refused_and_kept() {
        let mut e = Editor::new(Board::start(), 1);
        e.press(Tool::Clear);
        let before = e.board();
        assert_eq!(e.press(Tool::Play), Request::None);
        assert_eq!(
            e.message().as_deref(),
            Some("Neither side can move in this position")
        );
        assert_eq!(e.board(), before);
        e.press(Tool::Start);
        let Request::Play(game) = e.press(Tool::Play) else {
            panic!("the start can be played");
        };
        assert_eq!(game.board(), Board::start());
    }

    #[test]
    fn pasted_obf_and_transcripts_set_the_board_and_garbage_changes_nothing() {
        let mut e = Editor::new(Board::start(), 1);
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18;";
        e.paste(line);
        assert_eq!(reversi::obf::to_obf(&e.board()), line[..66].to_string());
        let before = e.board();
        for garbage in ["hello", "f5zz", "", "--XX O"] {
            e.paste(garbage);
            assert_eq!(e.board(), before, "{garbage:?}");
            assert!(
                e.message().is_some_and(|m| m.starts_with("Not an")),
                "{garbage:?}"
            );
        }
        e.paste("f5d6c3");
        assert_eq!(e.board(), Game::from_transcript("f5d6c3").unwrap().board());
    }
}
