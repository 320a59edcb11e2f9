//! Reading the GUI's commands on a thread of their own, so that a command can stop a running
//! search: `ping` (the GUI is about to change the position and waits for `pong`), a new
//! `set game` or `move`, `quit`, and the end of the input stop it at once.

use crate::stop::StopFlag;
use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};

/// What the reading thread passes on.
pub(super) enum Input {
    /// One line as read, without its end of line (not yet decoded: a line that is not UTF-8
    /// is reported by the session, which goes on).
    Line(Vec<u8>),
    /// The input ended, or could not be read any more.
    End(Option<io::Error>),
}

impl Input {
    /// Whether this input stops a running search.
    fn interrupts(&self) -> bool {
        match self {
            Input::End(_) => true,
            Input::Line(bytes) => interrupts(bytes),
        }
    }
}

/// Whether a command line stops a running search: `ping`, `set game`, `move` (or a bare
/// square, as NBoard 1.1 sends moves) and `quit`.
pub(super) fn interrupts(line: &[u8]) -> bool {
    let text = String::from_utf8_lossy(line);
    let mut words = text.split_whitespace();
    match words.next() {
        Some("ping" | "move" | "quit") => true,
        Some("set") => words.next() == Some("game"),
        Some(word) => word.len() == 2 && crate::ggf::parse_move(word).is_some(),
        None => false,
    }
}

/// The session's side of the reading thread: the lines read, in order, and the stop flag the
/// thread raises when an interrupting command arrives.
pub(super) struct Commands {
    lines: Receiver<Input>,
    /// Lines taken from the channel while checking for interruptions, not yet handled.
    pending: VecDeque<Input>,
    stop: StopFlag,
}

impl Commands {
    /// Starts the thread reading `input`; it raises `stop` after passing on a command that
    /// interrupts a search.
    pub fn start(input: impl Read + Send + 'static, stop: StopFlag) -> io::Result<Commands> {
        let (sender, lines) = channel();
        let raiser = stop.clone();
        std::thread::Builder::new()
            .name("nboard input".into())
            .spawn(move || read_lines(BufReader::new(input), &sender, &raiser))?;
        Ok(Commands {
            lines,
            pending: VecDeque::new(),
            stop,
        })
    }

    /// The next input, waiting for it.
    pub fn next(&mut self) -> Input {
        self.pending
            .pop_front()
            .unwrap_or_else(|| self.lines.recv().unwrap_or(Input::End(None)))
    }

    /// Lowers the stop flag before a search, unless a command that interrupts it is already
    /// waiting (then the search stops at once and the command is handled after it).
    pub fn before_search(&mut self) {
        self.stop.reset();
        // The thread raises the flag after sending: a command it sends after this check
        // raises the flag again, one sent before is seen here.
        loop {
            match self.lines.try_recv() {
                Ok(input) => self.pending.push_back(input),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.pending.push_back(Input::End(None));
                    break;
                }
            }
        }
        if self.pending.iter().any(Input::interrupts) {
            self.stop.stop();
        }
    }

    /// Whether the input has ended (the GUI has gone: output that fails then is no error).
    pub fn ended(&mut self) -> bool {
        while let Ok(input) = self.lines.try_recv() {
            self.pending.push_back(input);
        }
        self.pending
            .iter()
            .any(|input| matches!(input, Input::End(_)))
    }
}

/// The reading thread: every line, then the end.
fn read_lines(mut input: impl BufRead, lines: &Sender<Input>, stop: &StopFlag) {
    loop {
        let mut line = Vec::new();
        let read = match input.read_until(b'\n', &mut line) {
            Ok(0) => Input::End(None),
            Ok(_) => {
                while line.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
                    line.pop();
                }
                Input::Line(line)
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => Input::End(Some(error)),
        };
        let (interrupts, ended) = (read.interrupts(), matches!(read, Input::End(_)));
        if lines.send(read).is_err() {
            return;
        }
        if interrupts {
            stop.stop();
        }
        if ended {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commands_that_change_the_position_or_end_the_session_interrupt() {
        for line in [
            "ping 3",
            "ping",
            "move F5",
            "move PA",
            "set game (;;)",
            "quit",
            "f5",
        ] {
            assert!(interrupts(line.as_bytes()), "{line}");
        }
        for line in [
            "set depth 20",
            "hint 3",
            "go",
            "learn",
            "",
            "nboard 2",
            "flip",
        ] {
            assert!(!interrupts(line.as_bytes()), "{line}");
        }
        assert!(!interrupts(b"\xff\xfe"));
    }

    #[test]
    fn lines_come_in_order_with_the_end_and_an_interruption_raises_the_flag() {
        let stop = StopFlag::new();
        let mut commands =
            Commands::start(&b"go\r\nping 1\n\xffx\nlast"[..], stop.clone()).unwrap();
        let mut lines = Vec::new();
        loop {
            match commands.next() {
                Input::Line(line) => lines.push(line),
                Input::End(error) => {
                    assert!(error.is_none());
                    break;
                }
            }
        }
        assert_eq!(lines, [&b"go"[..], b"ping 1", b"\xffx", b"last"]);
        // The thread raises the flag just after passing the end on.
        let waited = std::time::Instant::now();
        while !stop.is_raised() {
            assert!(waited.elapsed() < std::time::Duration::from_secs(60));
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        // A search after the end is stopped before it starts.
        commands.pending.push_back(Input::End(None));
        commands.before_search();
        assert!(stop.is_raised() && commands.ended());
    }
}
