//! The manual pages and shell completions of every installed program, made from their clap
//! definitions for the Debian package: `scripts/package` runs `tile-puzzles manuals DIR`
//! on the release build it packages, so no second build is needed for them.
//!
//! `DIR/man/` gets a page per program and per subcommand (`reversi.1`, `reversi-match.1`,
//! …); `DIR/completions/` gets `bash/<program>`, `zsh/_<program>` and `fish/<program>.fish`.
//! A subcommand added to a program appears with no change here.

use clap_complete::Shell;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, italic, roman};
use std::io::Write;
use std::path::Path;

/// Writes every page and completion under `out`; the number of pages.
pub fn write_all(out: &Path) -> std::io::Result<usize> {
    let man_dir = out.join("man");
    std::fs::create_dir_all(&man_dir)?;
    let mut pages = 0;
    for command in crate::commands::all() {
        let mut command = command.disable_help_subcommand(true);
        command.build();
        pages += write_pages(&command, &command, &man_dir)?;
        for (shell, file) in [
            (Shell::Bash, format!("bash/{}", command.get_name())),
            (Shell::Zsh, format!("zsh/_{}", command.get_name())),
            (Shell::Fish, format!("fish/{}.fish", command.get_name())),
        ] {
            let path = out.join("completions").join(file);
            let mut text = Vec::new();
            let name = command.get_name().to_string();
            clap_complete::generate(shell, &mut command, name, &mut text);
            write_file(&path, &text)?;
        }
    }
    Ok(pages)
}

/// Writes the page of `command` (a program or one of its subcommands, at any depth, of
/// `program`) and those of its subcommands; how many.
fn write_pages(
    program: &clap::Command,
    command: &clap::Command,
    dir: &Path,
) -> std::io::Result<usize> {
    let mut count = 0;
    let subcommands: Vec<&clap::Command> = command
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .collect();
    for sub in &subcommands {
        count += write_pages(program, sub, dir)?;
    }
    let man = Man::new(command.clone())
        .source(format!(
            "Tile Puzzles {}",
            program.get_version().unwrap_or_default()
        ))
        .manual("Tile Puzzles");
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    if command.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(&mut page)?;
    }
    if !subcommands.is_empty() {
        man.render_subcommands_section(&mut page)?;
    }
    if command.get_after_long_help().is_some() || command.get_after_help().is_some() {
        man.render_extra_section(&mut page)?;
    }
    page.extend_from_slice(environment_and_files().render().as_bytes());
    page.extend_from_slice(see_also(program, command, &subcommands).render().as_bytes());
    if command.get_version().is_some() {
        man.render_version_section(&mut page)?;
    }
    write_file(&dir.join(man.get_filename()), &page)?;
    Ok(count + 1)
}

/// The ENVIRONMENT and FILES sections every page shares.
fn environment_and_files() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["ENVIRONMENT"]);
    for (name, what) in [
        (
            "TILE_PUZZLE_HOME",
            "When set and not empty, the folder that holds every file the games keep \
             (settings, window places, high scores, statistics, progress, saved games and \
             levels) instead of the folders under FILES.",
        ),
        (
            "TILE_PUZZLE_AUDIO",
            "off plays no sound. Without a sound device the games stay silent all the same.",
        ),
        (
            "RUST_LOG",
            "Which log lines go to standard error, in env_logger's form; the default is \
             launcher=info,warn, and debug shows more.",
        ),
    ] {
        roff.control("TP", []);
        roff.text([bold(name)]);
        roff.text([roman(what)]);
    }
    roff.control("SH", ["FILES"]);
    for (path, what) in [
        (
            "$XDG_CONFIG_HOME/tile-puzzle/",
            "(by default ~/.config/tile-puzzle/) the settings, settings.toml, shared by every \
             program, and each program's window size and place, window-<program>.toml.",
        ),
        (
            "$XDG_DATA_HOME/tile-puzzle/",
            "(by default ~/.local/share/tile-puzzle/) the data folder: high scores \
             (scores.toml), statistics (statistics.toml), progress (progress.toml), saved \
             games and game records, and the levels made in the level editor (levels/). A \
             file that cannot be read is kept aside with one notice and started afresh.",
        ),
    ] {
        roff.control("TP", []);
        roff.text([italic(path)]);
        roff.text([roman(what)]);
    }
    roff
}

/// The SEE ALSO section: the program's other pages (its own, the subcommands').
fn see_also(
    program: &clap::Command,
    command: &clap::Command,
    subcommands: &[&clap::Command],
) -> Roff {
    let mut pages: Vec<String> = Vec::new();
    if command.get_name() != program.get_name() {
        pages.push(program.get_name().to_string());
    }
    pages.extend(subcommands.iter().map(|s| page_name(s)));
    for other in ["tile-puzzles", "match3", "popstar", "reversi"] {
        if other != program.get_name() && command.get_name() == program.get_name() {
            pages.push(other.to_string());
        }
    }
    let mut roff = Roff::new();
    if pages.is_empty() {
        return roff;
    }
    roff.control("SH", ["SEE ALSO"]);
    let mut line = Vec::new();
    for (i, page) in pages.iter().enumerate() {
        if i > 0 {
            line.push(roman(", "));
        }
        line.push(bold(page.clone()));
        line.push(roman("(1)"));
    }
    roff.text(line);
    roff
}

/// The page name of a (built) command: `reversi-match` for `reversi match`.
fn page_name(command: &clap::Command) -> String {
    command
        .get_display_name()
        .unwrap_or_else(|| command.get_name())
        .to_string()
}

/// Writes `bytes` to `path`, making its folder.
fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut file = std::fs::File::create(path)?;
    file.write_all(bytes)?;
    file.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_program_and_subcommand_gets_a_page_and_every_shell_a_completion() {
        let out = tempfile::tempdir().unwrap();
        let pages = write_all(out.path()).unwrap();
        let man = out.path().join("man");
        let reversi_match = std::fs::read_to_string(man.join("reversi-match.1")).unwrap();
        assert!(reversi_match.contains(".SH ENVIRONMENT"));
        assert!(reversi_match.contains("TILE_PUZZLE_HOME"));
        assert!(reversi_match.contains(".SH FILES"));
        let launcher = std::fs::read_to_string(man.join("tile-puzzles.1")).unwrap();
        assert!(
            launcher.contains("reversi"),
            "SEE ALSO names the other programs"
        );
        // This command is packaging's own: no page, no completion.
        assert!(!man.join("tile-puzzles-manuals.1").exists());
        assert!(!launcher.contains("manuals"));
        assert_eq!(std::fs::read_dir(&man).unwrap().count(), pages);
        for program in ["tile-puzzles", "match3", "popstar", "reversi"] {
            for file in [
                format!("bash/{program}"),
                format!("zsh/_{program}"),
                format!("fish/{program}.fish"),
            ] {
                let path = out.path().join("completions").join(&file);
                assert!(std::fs::metadata(&path).unwrap().len() > 0, "{file}");
            }
        }
    }
}
