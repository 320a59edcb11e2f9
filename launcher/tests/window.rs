//! End to end: the real launcher binary in a real (virtual) X window, driven by xdotool.
//!
//! Starts its own Xvfb on a free display, runs the launcher with `TILE_PUZZLE_HOME` in a
//! temporary folder (and, on this machine, no sound device), clicks through the menu,
//! settings and high scores (and into each game the build has), changes a setting and
//! quits. Checks the exit status, the settings file and that every screenshot shows a
//! picture. Screenshots stay in `e2e-shots/launcher/` at the workspace root.

use launcher::games::{GameId, Registry};
use launcher::geom::{Rect, Size};
use launcher::screens::{menu, scores, settings};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

const TOOLS: [&str; 4] = ["Xvfb", "xdotool", "import", "identify"];

fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Kills and reaps a child process when dropped (also when the test fails).
struct Guard(Child);

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_display() -> u32 {
    (90..400)
        .find(|n| {
            !Path::new(&format!("/tmp/.X{n}-lock")).exists()
                && !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
        })
        .expect("no free X display number between :90 and :399")
}

fn start_xvfb() -> (Guard, String) {
    let n = free_display();
    let child = Command::new("Xvfb")
        .args([
            format!(":{n}"),
            "-screen".into(),
            "0".into(),
            "1024x768x24".into(),
            "-nolisten".into(),
            "tcp".into(),
            // On a busy machine xdotool's press and release can be far enough apart for
            // the server to auto-repeat the key; a second Esc would open the quit dialog.
            "-ardelay".into(),
            "30000".into(),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start Xvfb");
    let guard = Guard(child);
    // Ready when a client can connect, not merely when the socket file appears.
    let display = format!(":{n}");
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let ok = Command::new("xdotool")
            .arg("getdisplaygeometry")
            .env("DISPLAY", &display)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            break;
        }
        assert!(Instant::now() < deadline, "Xvfb {display} did not start");
        sleep(Duration::from_millis(100));
    }
    (guard, display)
}

struct Session {
    display: String,
    shots: PathBuf,
    window: String,
    log: PathBuf,
    seen: std::cell::Cell<usize>,
}

impl Session {
    /// Waits until the launcher's log shows `line` after what was already seen, so each
    /// step starts on the screen it expects and a failure names the step.
    fn expect_log(&self, line: &str) {
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

    fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .expect("run xdotool");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn click(&self, r: Rect) {
        let c = r.center();
        let (x, y) = (format!("{}", c.x.round()), format!("{}", c.y.round()));
        self.xdotool(&["mousemove", "--window", &self.window, &x, &y]);
        sleep(Duration::from_millis(150));
        self.xdotool(&["click", "1"]);
        sleep(Duration::from_millis(400));
    }

    fn key(&self, key: &str) {
        // Without a window manager nothing gives the window keyboard focus but us.
        self.xdotool(&["windowfocus", "--sync", &self.window]);
        self.xdotool(&["key", key]);
        sleep(Duration::from_millis(400));
    }

    /// Takes a screenshot and returns how many distinct colours it has.
    fn shot(&self, name: &str) -> usize {
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
    fn picture(&self, name: &str) {
        let colours = self.shot(name);
        assert!(
            colours > 200,
            "screenshot {name} looks blank ({colours} colours)"
        );
    }
}

#[test]
fn launcher_runs_end_to_end_under_xvfb() {
    let missing: Vec<_> = TOOLS.iter().filter(|t| !have(t)).collect();
    assert!(
        missing.is_empty(),
        "the window test needs {missing:?} (Xvfb, xdotool, ImageMagick); run `scripts/setup test` to install them"
    );
    let shots = Path::new(env!("CARGO_MANIFEST_DIR")).join("../e2e-shots/launcher");
    std::fs::create_dir_all(&shots).expect("create the screenshot folder");
    let shots = shots.canonicalize().expect("screenshot folder path");
    println!("screenshots in {}", shots.display());

    let (_xvfb, display) = start_xvfb();
    let home = tempfile::tempdir().expect("temporary home");
    let log_path = shots.join("launcher.log");
    let log = std::fs::File::create(&log_path).expect("create log file");
    let child = Command::new(env!("CARGO_BIN_EXE_launcher"))
        .env("DISPLAY", &display)
        .env("TILE_PUZZLE_HOME", home.path())
        .env("RUST_LOG", "launcher=debug,warn")
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .expect("start the launcher");
    let mut launcher = Guard(child);
    let mut s = Session {
        display,
        shots,
        window: String::new(),
        log: log_path.clone(),
        seen: std::cell::Cell::new(0),
    };

    // The window appears and draws its first frame.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let found = s.xdotool(&["search", "--name", "Tile Puzzles"]);
        if let Some(id) = found.split_whitespace().next() {
            s.window = id.to_string();
            if s.shot("01-menu") > 200 {
                break;
            }
        }
        if let Ok(Some(status)) = launcher.0.try_wait() {
            panic!(
                "the launcher exited early with {status}; log in {}",
                log_path.display()
            );
        }
        assert!(
            Instant::now() < deadline,
            "no menu within 30 s; log in {}",
            log_path.display()
        );
        sleep(Duration::from_millis(250));
    }
    sleep(Duration::from_millis(500));
    s.picture("01-menu");
    let size = Size::REFERENCE;
    let m = menu::layout(size);

    // Settings: switch sound off, then back.
    s.click(m.settings);
    s.expect_log("open settings");
    let set = settings::layout(size);
    let sound = set
        .rows
        .iter()
        .find(|r| r.field == settings::Field::Sound)
        .expect("sound row");
    s.click(sound.plus);
    s.picture("02-settings");
    s.click(set.back);
    s.expect_log("close settings");

    // High scores: look at the second game's table, leave with Esc.
    s.click(m.scores);
    s.expect_log("open scores");
    s.click(scores::layout(size).game_tabs[1]);
    s.picture("03-scores");
    s.key("Escape");
    s.expect_log("close scores");

    // Each game: the playable ones open and return to the menu through the pause dialog
    // (Esc, then the third button "Menu"); the others show a notice.
    let registry = Registry::standard();
    for (i, game) in GameId::ALL.iter().enumerate() {
        s.click(m.cards[i]);
        sleep(Duration::from_millis(600));
        s.picture(&format!("04-{}", game.key()));
        if registry.kind(*game).is_some() {
            s.expect_log(&format!("open {}", game.key()));
            s.key("Escape");
            s.key("Right");
            s.key("Right");
            s.key("Return");
            s.expect_log(&format!("close {}", game.key()));
        } else {
            s.expect_log(&format!("{} is not part of this build yet", game.title()));
        }
    }
    s.picture("05-menu-again");

    // Quit with the button; the program must end cleanly.
    s.click(m.quit);
    let deadline = Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(status) = launcher.0.try_wait().expect("poll the launcher") {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the launcher did not quit; log in {}",
            log_path.display()
        );
        sleep(Duration::from_millis(100));
    };
    assert!(
        status.success(),
        "launcher exit status {status}; log in {}",
        log_path.display()
    );

    let settings_text =
        std::fs::read_to_string(home.path().join("settings.toml")).expect("settings.toml written");
    let parsed: launcher::persist::Settings =
        toml::from_str(&settings_text).expect("settings.toml parses");
    assert!(
        !parsed.sound.enabled,
        "the sound switch was not saved:\n{settings_text}"
    );
    // The log tells which screens opened and closed: the clicks landed where meant.
    let log_text = std::fs::read_to_string(&log_path).unwrap_or_default();
    assert!(
        !log_text.contains("panicked"),
        "the launcher panicked:\n{log_text}"
    );
    let mut expected: Vec<String> = [
        "open settings",
        "close settings",
        "open scores",
        "close scores",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for game in GameId::ALL {
        expected.push(match registry.kind(game) {
            Some(_) => format!("close {}", game.key()),
            None => format!("{} is not part of this build yet", game.title()),
        });
    }
    let mut rest = log_text.as_str();
    for step in &expected {
        match rest.find(step.as_str()) {
            Some(at) => rest = &rest[at + step.len()..],
            None => panic!("the log lacks {step:?} (in order {expected:?}):\n{log_text}"),
        }
    }
    assert!(
        !rest.contains("open "),
        "a screen opened after the games:\n{log_text}"
    );
}

#[test]
fn without_a_display_the_launcher_says_so_in_one_line() {
    let home = tempfile::tempdir().expect("temporary home");
    let out = Command::new(env!("CARGO_BIN_EXE_launcher"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("TILE_PUZZLE_HOME", home.path())
        .env("RUST_LOG", "off")
        .output()
        .expect("run the launcher");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "stderr: {stderr}");
    assert!(
        lines[0].starts_with("launcher: cannot open a window: "),
        "stderr: {stderr}"
    );
    assert!(!stderr.contains("panicked"));
}

#[test]
fn version_and_help() {
    let version = Command::new(env!("CARGO_BIN_EXE_launcher"))
        .arg("--version")
        .output()
        .expect("run");
    assert!(version.status.success());
    assert!(String::from_utf8_lossy(&version.stdout).starts_with("launcher "));
    let help = Command::new(env!("CARGO_BIN_EXE_launcher"))
        .arg("--help")
        .output()
        .expect("run");
    assert!(String::from_utf8_lossy(&help.stdout).contains("--stats"));
}
