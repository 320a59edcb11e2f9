//! How fast an NBoard session answers a `ping` sent during a deep search, and how fast it
//! ends when its input closes during one: the session runs in this process, fed a line at
//! a time as a GUI feeds it; each round sets a position no book holds, starts `go` at depth 60 (a
//! search that would take hours), waits `--think-ms`, then sends `ping` (or closes the
//! input) and times the `pong` (or the end of the session). Prints the median and the
//! slowest of each.
//!
//! ```sh
//! cargo run --release -p reversi --features cli --example nboard_latency -- --rounds 10
//! ```

use clap::Parser;
use reversi::nboard::serve;
use std::io::{Read, Write};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

/// Times interruptions of NBoard searches.
#[derive(Parser)]
struct Args {
    /// Rounds of each kind.
    #[arg(long, default_value_t = 10)]
    rounds: usize,
    /// How long the search runs before it is interrupted, milliseconds.
    #[arg(long, default_value_t = 1000)]
    think_ms: u64,
}

/// A midgame position, black to move (48 empties), as a GGF game.
const GAME: &str =
    "(;GM[Othello]BO[8 ---------------------*-----***O----***OO---**O*O-----O---------- *];)";

type Failure = Box<dyn std::error::Error>;

/// The session's input: what the channel brings, ended when its sender is dropped.
struct ChannelInput {
    chunks: Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    read: usize,
}

impl Read for ChannelInput {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.read == self.chunk.len() {
            match self.chunks.recv() {
                Ok(chunk) => (self.chunk, self.read) = (chunk, 0),
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.chunk.len() - self.read);
        buf[..n].copy_from_slice(&self.chunk[self.read..self.read + n]);
        self.read += n;
        Ok(n)
    }
}

/// The session's output, passed on a line at a time.
struct ChannelOutput {
    lines: Sender<String>,
    line: Vec<u8>,
}

impl Write for ChannelOutput {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        for &byte in bytes {
            if byte == b'\n' {
                let line = String::from_utf8_lossy(&self.line).into_owned();
                self.line.clear();
                // A reader that has gone no longer needs the lines.
                let _ = self.lines.send(line);
            } else {
                self.line.push(byte);
            }
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A session in this process, fed as a GUI feeds it: its input, its output lines, and the
/// moment it ended.
struct Session {
    input: Option<Sender<Vec<u8>>>,
    lines: Receiver<String>,
    ended: Receiver<Instant>,
}

impl Session {
    fn start() -> Session {
        let (input, chunks) = channel();
        let (sender, lines) = channel();
        let (done, ended) = channel();
        std::thread::spawn(move || {
            let reader = ChannelInput {
                chunks,
                chunk: Vec::new(),
                read: 0,
            };
            let mut out = ChannelOutput {
                lines: sender,
                line: Vec::new(),
            };
            let _ = serve(reader, &mut out, &mut std::io::sink(), 1, None);
            let _ = done.send(Instant::now());
        });
        Session {
            input: Some(input),
            lines,
            ended,
        }
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        let input = self.input.as_ref().ok_or("the input is closed")?;
        input.send(format!("{line}\n").into_bytes())?;
        Ok(())
    }

    /// Waits for a line starting with `prefix`.
    fn until(&self, prefix: &str) -> Result<(), Failure> {
        loop {
            let line = self.lines.recv_timeout(Duration::from_secs(600))?;
            if line.starts_with(prefix) {
                return Ok(());
            }
        }
    }

    /// Starts a search at depth 60 and lets it run `think`.
    fn search(&mut self, think: Duration) -> Result<(), Failure> {
        self.send(&format!("nboard 2\nset depth 60\nset game {GAME}\ngo"))?;
        self.until("status thinking")?;
        std::thread::sleep(think);
        Ok(())
    }
}

/// The median and the largest of `seconds`.
fn summary(mut seconds: Vec<f64>) -> (f64, f64) {
    seconds.sort_by(f64::total_cmp);
    let median = seconds.get(seconds.len() / 2).copied().unwrap_or(0.0);
    (median, seconds.last().copied().unwrap_or(0.0))
}

fn main() -> Result<(), Failure> {
    let args = Args::parse();
    let think = Duration::from_millis(args.think_ms);
    let mut pongs = Vec::new();
    let mut ends = Vec::new();
    for _ in 0..args.rounds {
        let mut session = Session::start();
        session.search(think)?;
        let sent = Instant::now();
        session.send("ping 1")?;
        session.until("pong 1")?;
        pongs.push(sent.elapsed().as_secs_f64());
        session.send("quit")?;

        let mut session = Session::start();
        session.search(think)?;
        let closed = Instant::now();
        session.input = None;
        let ended = session.ended.recv_timeout(Duration::from_secs(600))?;
        ends.push((ended - closed).as_secs_f64());
    }
    let (median, slowest) = summary(pongs);
    println!("ping during a search: pong after {median:.3} s median, {slowest:.3} s slowest");
    let (median, slowest) = summary(ends);
    println!(
        "input closed during a search: ended after {median:.3} s median, {slowest:.3} s slowest"
    );
    Ok(())
}
