//! What the window tests share: a private Xvfb, the launcher (or a game binary) started
//! in it with a temporary home, and a session that clicks, types, waits for log lines and
//! takes screenshots.

use launcher_kit::game::GameId;
use launcher_kit::geom::{Rect, Size};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// The programs the window tests drive.
pub const TOOLS: [&str; 4] = ["Xvfb", "xdotool", "import", "identify"];

/// Whether `tool` is on the PATH.
pub fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Stops and reaps a child process when dropped (also when the test fails): first asked
/// to end (so an X server takes its lock file away), then killed if it lingers.
pub struct Guard(pub Child);

impl Drop for Guard {
    fn drop(&mut self) {
        let asked = Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status()
            .is_ok_and(|s| s.success());
        let deadline = Instant::now() + Duration::from_secs(3);
        while asked && Instant::now() < deadline && matches!(self.0.try_wait(), Ok(None)) {
            sleep(Duration::from_millis(20));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Display numbers this process already tried, so parallel tests in one binary do not
/// pick the same one.
static NEXT_DISPLAY: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// A display number no X server seems to use. Starts at a number derived from the process
/// id, so test binaries run at the same time (other checkouts on one machine) rarely meet.
pub fn free_display() -> u32 {
    let start = 90 + std::process::id() % 250;
    (0..310)
        .map(|i| {
            let step = NEXT_DISPLAY.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            90 + (start - 90 + i + step) % 310
        })
        .find(|n| !display_in_use(*n))
        .expect("no free X display number between :90 and :399")
}

/// Whether an X server holds display `n`: its lock file names a running process. A lock
/// left by a server that was killed names a dead one, and X servers take such a display
/// over.
fn display_in_use(n: u32) -> bool {
    match std::fs::read_to_string(format!("/tmp/.X{n}-lock")) {
        Ok(text) => text
            .trim()
            .parse::<u32>()
            .map_or(true, |pid| Path::new(&format!("/proc/{pid}")).exists()),
        Err(_) => Path::new(&format!("/tmp/.X11-unix/X{n}")).exists(),
    }
}

/// Starts Xvfb (1024×768) and waits until a client can connect. If our server exits at
/// once, another one took the number first: try the next free number.
pub fn start_xvfb() -> (Guard, String) {
    for _ in 0..5 {
        if let Some(started) = try_xvfb(free_display()) {
            return started;
        }
    }
    panic!("Xvfb did not start on five display numbers");
}

fn try_xvfb(n: u32) -> Option<(Guard, String)> {
    let child = Command::new("Xvfb")
        .args([
            format!(":{n}"),
            "-screen".into(),
            "0".into(),
            "1024x768x24".into(),
            "-nolisten".into(),
            "tcp".into(),
            // By default the server resets when its last client leaves, and a client
            // connecting during the reset is refused: the readiness probe below is such a
            // last client, and the program under test connects right after it.
            "-noreset".into(),
            // On a busy machine xdotool's press and release can be far enough apart for
            // the server to auto-repeat the key; a second Esc would open the quit dialog.
            "-ardelay".into(),
            "30000".into(),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start Xvfb");
    let mut guard = Guard(child);
    // Ready when a client can connect, not merely when the socket file appears.
    let display = format!(":{n}");
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        if !matches!(guard.0.try_wait(), Ok(None)) {
            return None;
        }
        let ok = Command::new("xdotool")
            .arg("getdisplaygeometry")
            .env("DISPLAY", &display)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            // Connected, and to our server if it is still running.
            sleep(Duration::from_millis(200));
            return matches!(guard.0.try_wait(), Ok(None)).then_some((guard, display));
        }
        assert!(Instant::now() < deadline, "Xvfb {display} did not start");
        sleep(Duration::from_millis(100));
    }
}

/// A program running in its own Xvfb, with its log and screenshot folder.
pub struct Session {
    /// The program; killed when the session ends (fields drop in this order).
    pub program: Guard,
    _xvfb: Guard,
    /// The X display, e.g. `:93`.
    pub display: String,
    /// Where screenshots go.
    pub shots: PathBuf,
    /// The window id xdotool found.
    pub window: String,
    /// The program's log (stderr).
    pub log: PathBuf,
    seen: std::cell::Cell<usize>,
    /// The temporary home (settings, saves, scores).
    pub home: tempfile::TempDir,
}

impl Session {
    /// Starts `program` (a binary of this crate, e.g. `env!("CARGO_BIN_EXE_launcher")`) in a
    /// fresh Xvfb with a temporary home and an English locale, and waits until its window
    /// titled `title` shows a picture. Screenshots and the log go to `e2e-shots/<shots>/` at the workspace root.
    pub fn start(program: &str, args: &[&str], title: &str, shots: &str) -> Session {
        let home = tempfile::tempdir().expect("temporary home");
        Session::start_in(program, args, title, shots, home)
    }

    /// [`Session::start`] with `home` as the program's home, to start a program again
    /// over the files an earlier session left.
    pub fn start_in(
        program: &str,
        args: &[&str],
        title: &str,
        shots: &str,
        home: tempfile::TempDir,
    ) -> Session {
        let missing: Vec<_> = TOOLS.iter().filter(|t| !have(t)).collect();
        assert!(
            missing.is_empty(),
            "the window tests need {missing:?} (Xvfb, xdotool, ImageMagick); run `scripts/setup test` to install them"
        );
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../e2e-shots")
            .join(shots);
        std::fs::create_dir_all(&dir).expect("create the screenshot folder");
        let dir = dir.canonicalize().expect("screenshot folder path");
        println!("screenshots in {}", dir.display());
        let (xvfb, display) = start_xvfb();
        mark_how_to_play_offered(home.path());
        let log_path = dir.join("program.log");
        let log = std::fs::File::create(&log_path).expect("create log file");
        let child = Command::new(program)
            .args(args)
            .env("DISPLAY", &display)
            .env("TILE_PUZZLE_HOME", home.path())
            .env("RUST_LOG", "launcher=debug,warn")
            .env_remove("WAYLAND_DISPLAY")
            // English whatever the machine's locale: the tests find windows by their
            // English titles. LANGUAGE, LC_ALL and LC_MESSAGES would outrank LANG.
            .env("LANG", "C.UTF-8")
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start the program");
        let mut s = Session {
            display,
            shots: dir,
            window: String::new(),
            log: log_path,
            seen: std::cell::Cell::new(0),
            home,
            program: Guard(child),
            _xvfb: xvfb,
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let found = s.xdotool(&["search", "--name", title]);
            if let Some(id) = found.split_whitespace().next() {
                s.window = id.to_string();
                if s.shot("00-first-frame") > 200 {
                    break;
                }
            }
            if let Ok(Some(status)) = s.program.0.try_wait() {
                panic!("{program} exited early with {status}:\n{}", s.log_text());
            }
            assert!(
                Instant::now() < deadline,
                "no window within 30 s:\n{}",
                s.log_text()
            );
            sleep(Duration::from_millis(250));
        }
        // Give the window the keyboard once, now: winit repeats a key that is down when
        // the focus arrives, so focusing and pressing at once would press it twice.
        s.xdotool(&["windowfocus", "--sync", &s.window]);
        // Let the first frames settle before the first click.
        sleep(Duration::from_millis(500));
        s
    }

    /// Everything the program logged so far.
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Whether the log shows `line` after what [`Session::expect_log`] already consumed.
    fn log_has(&self, line: &str) -> bool {
        self.log_text()
            .get(self.seen.get()..)
            .is_some_and(|rest| rest.contains(line))
    }

    /// Clicks `r` until the log shows `line` (at most three clicks, four seconds apart):
    /// on a loaded machine a click can arrive while the window is still busy with a
    /// screen change, and a lost click must not fail the test. Only for clicks whose
    /// effect is logged, so a repeated click cannot act twice.
    pub fn click_until(&self, r: Rect, line: &str) {
        for _ in 0..3 {
            self.click(r);
            let deadline = Instant::now() + Duration::from_secs(4);
            while Instant::now() < deadline {
                if self.log_has(line) {
                    self.expect_log(line);
                    return;
                }
                sleep(Duration::from_millis(100));
            }
        }
        self.expect_log(line);
    }

    /// Presses `key` until the log shows `line` once more than before (at most three
    /// presses, four seconds apart): right after the window gets the keyboard focus a
    /// key can go missing on a loaded machine. Only for keys whose effect is logged.
    pub fn key_until(&self, key: &str, line: &str) {
        let before = self.log_text().matches(line).count();
        for _ in 0..3 {
            self.key(key);
            let deadline = Instant::now() + Duration::from_secs(4);
            while Instant::now() < deadline {
                if self.log_text().matches(line).count() > before {
                    self.expect_log(line);
                    return;
                }
                sleep(Duration::from_millis(100));
            }
        }
        self.expect_log(line);
    }

    /// Leaves a game for the menu through the host's pause dialog: Esc until `paused` is
    /// logged, then to the last button (Menu) and Return, and waits for `closed`.
    pub fn leave_through_pause(&self, paused: &str, closed: &str) {
        self.key_until("Escape", paused);
        // Right stops at the last button, Menu (or Quit), whatever comes before it.
        for _ in 0..8 {
            self.key("Right");
        }
        self.key("Return");
        self.expect_log(closed);
    }

    /// Waits up to 15 s for the program to exit and returns its status.
    pub fn wait_exit(&mut self) -> std::process::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            if let Some(status) = self.program.0.try_wait().expect("poll the program") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "the program did not quit:\n{}",
                self.log_text()
            );
            sleep(Duration::from_millis(100));
        }
    }

    /// Waits until the launcher's log shows `line` after what was already seen, so each
    /// step starts on the screen it expects and a failure names the step.
    pub fn expect_log(&self, line: &str) {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let text = std::fs::read_to_string(&self.log).unwrap_or_default();
            if let Some(at) = text.get(self.seen.get()..).and_then(|rest| rest.find(line)) {
                self.seen.set(self.seen.get() + at + line.len());
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the launcher never logged {line:?}:\n{text}"
            );
            sleep(Duration::from_millis(100));
        }
    }

    pub fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .expect("run xdotool");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn click(&self, r: Rect) {
        let c = r.center();
        let (x, y) = (format!("{}", c.x.round()), format!("{}", c.y.round()));
        self.xdotool(&["mousemove", "--window", &self.window, &x, &y]);
        sleep(Duration::from_millis(150));
        self.xdotool(&["click", "1"]);
        sleep(Duration::from_millis(400));
    }

    pub fn key(&self, key: &str) {
        // Without a window manager nothing gives the window keyboard focus but us.
        self.xdotool(&["windowfocus", "--sync", &self.window]);
        self.xdotool(&["key", key]);
        sleep(Duration::from_millis(400));
    }

    /// Types `text` into the focused window, character by character.
    pub fn type_text(&self, text: &str) {
        self.xdotool(&["windowfocus", "--sync", &self.window]);
        self.xdotool(&["type", "--delay", "80", text]);
        sleep(Duration::from_millis(400));
    }

    /// Takes a screenshot and returns how many distinct colours it has.
    pub fn shot(&self, name: &str) -> usize {
        let path = self.shots.join(format!("{name}.png"));
        let status = Command::new("import")
            .args(["-window", "root"])
            .arg(&path)
            .env("DISPLAY", &self.display)
            .status()
            .expect("run import");
        assert!(status.success(), "import failed for {name}");
        let out = Command::new("identify")
            .args(["-format", "%k"])
            .arg(&path)
            .output()
            .expect("run identify");
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .unwrap_or(0)
    }

    /// A screenshot that must show a real picture, not a blank or single-colour screen.
    pub fn picture(&self, name: &str) {
        let colours = self.shot(name);
        assert!(
            colours > 200,
            "screenshot {name} looks blank ({colours} colours)"
        );
    }
}

/// How many pixels of `area` differ between two screenshots (ImageMagick `compare`).
pub fn changed_pixels(a: &Path, b: &Path, area: Rect) -> u64 {
    let crop = format!(
        "{}x{}+{}+{}",
        area.w.round(),
        area.h.round(),
        area.x.round(),
        area.y.round()
    );
    let mut cropped = Vec::new();
    for shot in [a, b] {
        let out = shot.with_extension("board.png");
        let status = Command::new("convert")
            .arg(shot)
            .args(["-crop", &crop, "+repage"])
            .arg(&out)
            .status()
            .expect("run convert");
        assert!(status.success(), "convert failed on {}", shot.display());
        cropped.push(out);
    }
    // `compare` prints the count on stderr and exits with 1 when the images differ.
    let out = Command::new("compare")
        .args(["-metric", "AE", "-fuzz", "5%"])
        .args(&cropped)
        .arg("null:")
        .output()
        .expect("run compare");
    let text = String::from_utf8_lossy(&out.stderr);
    text.split_whitespace()
        .next()
        .and_then(|n| n.parse::<f64>().ok())
        .unwrap_or_else(|| panic!("compare said {text:?}")) as u64
}

/// The menu card of `game` in the launcher's window at the reference size.
pub fn card(game: GameId) -> Rect {
    let games = launcher::games::standard_registry().ids();
    let i = games
        .iter()
        .position(|&g| g == game)
        .expect("the game is in the menu");
    launcher::screens::menu::layout(Size::REFERENCE, games.len()).cards[i]
}

/// Steps the Reversi new-game dialog (at the reference size) from the level matching a
/// new player's rating to the ladder level called `name`, one arrow click a step: the
/// tests play the level they name whichever level a refit of the ladder suggests.
pub fn choose_reversi_level(s: &Session, name: &str) {
    use launcher::games::reversi::{levels, setup_layout};
    let level = levels::LADDER
        .iter()
        .position(|(n, _)| *n == name)
        .expect("a ladder level");
    let setup = setup_layout(Size::REFERENCE);
    let suggested = levels::nearest(launcher_kit::rating::START_RATING);
    let arrow = if level < suggested {
        setup.level[0]
    } else {
        setup.level[2]
    };
    for _ in 0..level.abs_diff(suggested) {
        s.click(arrow);
    }
}

/// The layout of the settings screen's page `page` at the reference size, with the
/// standard games, and the page `field` is on.
pub fn settings_layout(
    field: launcher::screens::settings::Field,
) -> (usize, launcher::screens::settings::SettingsLayout) {
    let home = tempfile::tempdir().expect("temporary home");
    let cx = launcher_kit::services::Services::load(
        launcher_kit::persist::Storage::at(home.path()),
        launcher::games::standard_registry(),
        Size::REFERENCE,
    );
    let page = launcher::screens::settings::page_of(&cx, field);
    (
        page,
        launcher::screens::settings::layout(Size::REFERENCE, &cx, page, 0),
    )
}

/// Notes in `home` that every game's how-to-play banner was already shown: the banner
/// shows for a few seconds the first time a game opens and would differ between the
/// screenshots the tests compare.
pub fn mark_how_to_play_offered(home: &Path) {
    let offered: toml::Table = launcher::games::standard_registry()
        .ids()
        .into_iter()
        .map(|id| (id.key().to_string(), toml::Value::Boolean(true)))
        .collect();
    let mut progress = launcher_kit::persist::progress::Progress::default();
    progress
        .games
        .insert(launcher_kit::howto::OFFERED.key().to_string(), offered);
    let text = toml::to_string(&progress).expect("progress as TOML");
    std::fs::write(home.join("progress.toml"), text).expect("write progress.toml");
}
