//! Starting a program: logging, the window options every binary shares, the window around
//! the first scene, and the whole `main` of a game binary (one game standalone).

use crate::app::App;
use crate::backend::{WindowOptions, run_window};
use crate::game::{GameId, Registry};
use crate::geom::Size;
use crate::host::GameHost;
use crate::persist::Storage;
use crate::services::Services;
use clap::{CommandFactory, FromArgMatches};
use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

/// Window options every binary accepts (flatten into the binary's clap parser).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct WindowArgs {
    /// Log frames per second, frame-time percentiles and resident memory every 5 seconds.
    #[arg(long)]
    pub stats: bool,
    /// Redraw the whole window every frame instead of only what changed (to compare frame
    /// rates, or should a changed part ever be missed).
    #[arg(long)]
    pub full_redraw: bool,
}

/// The command line of a game binary: one of the game's headless subcommands, or none to
/// open the game's window.
#[derive(Debug, clap::Parser)]
#[command(version)]
struct GameCli<C: clap::Subcommand> {
    #[command(subcommand)]
    command: Option<C>,
    #[command(flatten)]
    window: WindowArgs,
    /// Open the game this game ID fixes (e.g. one copied from the pause dialog).
    #[arg(long, value_name = "ID")]
    id: Option<String>,
}

/// The command line of `game`'s binary, as it parses its arguments and as its manual page
/// and shell completions describe it.
pub fn game_command<C: clap::Subcommand>(game: GameId, about: &'static str) -> clap::Command {
    GameCli::<C>::command()
        .name(game.key())
        .bin_name(game.key())
        .about(about)
}

/// The whole `main` of a game binary. With a subcommand it runs `run_command` on the
/// terminal (an error prints as `<game>: <error>` and exits with status 2, like clap's
/// usage errors); with none it opens the game standalone in a window ([`run_game`]).
pub fn game_main<C, E>(
    registry: Registry,
    game: GameId,
    about: &'static str,
    run_command: impl FnOnce(C, &mut dyn Write) -> Result<(), E>,
) -> ExitCode
where
    C: clap::Subcommand,
    E: Display,
{
    let matches = game_command::<C>(game, about).get_matches();
    let cli = GameCli::<C>::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let Some(command) = cli.command else {
        return run_game(registry, game, &cli.window, cli.id.as_deref());
    };
    let result = run_command(command, &mut std::io::stdout().lock());
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}: {e}", game.key());
            ExitCode::from(2)
        }
    }
}

/// Starts `env_logger`: info lines of this crate and warnings of the libraries by default,
/// `RUST_LOG` overrides.
pub fn init_logging() {
    let _ = env_logger::Builder::from_env(
        env_logger::Env::default().default_filter_or("launcher=info,warn"),
    )
    .format_timestamp_millis()
    .try_init();
}

/// Shows a panic as one line instead of a backtrace dump; the caller turns it into an
/// exit status.
fn one_line_panics(program: &'static str) {
    std::panic::set_hook(Box::new(move |info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".into());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!(
            "{program}: internal error: {}{at}",
            what.lines().next().unwrap_or("")
        );
    }));
}

/// The services of a program with the games of `registry`, from the files
/// `TILE_PUZZLE_HOME` or the user's folders hold; an unusable folder is a one-line error
/// and exit status 1.
pub fn open_services(
    program: &str,
    registry: Registry,
    started: Instant,
) -> Result<Services, ExitCode> {
    let storage = Storage::from_env().map_err(|e| {
        eprintln!("{program}: {e}");
        ExitCode::from(1)
    })?;
    log::debug!("files: {}", storage.settings_file().display());
    let s = Services::load(storage, registry, Size::REFERENCE);
    log::debug!("settings loaded after {} ms", started.elapsed().as_millis());
    Ok(s)
}

/// Runs `app` in a window titled `title` until it quits; a panic or a window that cannot
/// open ends it with exit status 1 and one line on stderr.
pub fn run_app(
    program: &'static str,
    app: App,
    title: &str,
    args: &WindowArgs,
    started: Instant,
) -> ExitCode {
    one_line_panics(program);
    let options = WindowOptions {
        program,
        title: title.to_string(),
        stats: args.stats,
        full_redraw: args.full_redraw,
        started,
    };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_window(app, options))) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            eprintln!("{program}: {e}");
            ExitCode::from(1)
        }
        Err(_) => ExitCode::from(1),
    }
}

/// Runs one game standalone in its own window (the game binaries call this when given no
/// subcommand), the game `id` fixes when given. Esc opens the pause dialog, whose Quit
/// ends the program. An ID that cannot be played is a one-line error and exit status 2.
pub fn run_game(registry: Registry, game: GameId, args: &WindowArgs, id: Option<&str>) -> ExitCode {
    let started = Instant::now();
    init_logging();
    let mut services = match open_services(game.key(), registry, started) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let title = services.registry.title(game);
    let host = match id {
        Some(id) => match open_id(game, id, &mut services) {
            Ok(host) => host,
            Err(why) => {
                eprintln!("{}: --id: {why}", game.key());
                return ExitCode::from(2);
            }
        },
        None => match GameHost::open(game, true, &mut services) {
            Some(host) => host,
            None => {
                eprintln!("{}: this build has no window for {title}", game.key());
                return ExitCode::from(1);
            }
        },
    };
    run_app(
        game.key(),
        App::new(services, Box::new(host)),
        &title,
        args,
        started,
    )
}

/// The standalone host of game ID `id`, which must be one of `game`'s.
fn open_id(game: GameId, id: &str, cx: &mut Services) -> Result<GameHost, String> {
    match grid_core::game_id::game_of(id) {
        Some(named) if named != game.key() => Err(format!(
            "this is a {named} ID; the {} binary opens {} IDs",
            game.key(),
            game.key()
        )),
        _ => GameHost::open_id(id, true, cx),
    }
}
