# Sourced by the install and packaging scripts: the names the installed application goes
# by, the release build they install, and its menu entry.

# The application's reverse-DNS ID (launcher/launcher/src/metainfo.rs holds the same, and
# scripts/check-package compares them); the menu entry and the icons are named after it.
app_id=invalid.example.TilePuzzles
# The name the launcher is installed under; the game binaries keep their own.
launcher_name=tile-puzzles
# The PNG icons' sizes (assets/icons/png/tile-puzzles-<size>.png).
icon_sizes=(16 32 48 64 128 256)

# The game binaries the launcher package builds, one file each under its src/bin/, so a new
# game's binary is installed without touching the scripts. Run from the repository.
game_bins() {
    local source b
    for source in launcher/launcher/src/bin/*.rs; do
        b=${source##*/}
        echo "${b%.rs}"
    done
}

# Makes the release build the package and scripts/check-install use: for x86-64-v2 (which
# keeps POPCNT), not the build machine's CPU as .cargo/config.toml has it for playing on
# the machine that builds, so the binaries run on other computers; in a target folder of
# its own, so neither build overwrites the other.
portable_build() {
    export RUSTFLAGS="-C target-cpu=x86-64-v2"
    export CARGO_TARGET_DIR="$PWD/target/x86-64-v2"
}

# Prints desktop entry argument $1 as an Exec value: quoted when it holds a reserved
# character, its backslashes doubled once more as for any string value, `%` as `%%`.
exec_arg() {
    local s=${1//%/%%} q
    case "$s" in
        *[[:space:]\"\'\\\>\<~\|\&\;\$\*\?#\(\)\`]*)
            q=${s//\\/\\\\}
            q=${q//\"/\\\"}
            q=${q//\`/\\\`}
            q=${q//\$/\\\$}
            s="\"$q\""
            ;;
    esac
    printf '%s' "${s//\\/\\\\}"
}

# Prints the menu entry of the launcher installed at $1 (Exec and TryExec name it), around
# the localised lines $2 that `launcher desktop-entry` makes from the games.
desktop_entry() {
    local launcher_path=$1 entry_text=$2
    cat <<END
[Desktop Entry]
Type=Application
Version=1.4
$entry_text
Exec=$(exec_arg "$launcher_path")
TryExec=${launcher_path//\\/\\\\}
Icon=$app_id
Terminal=false
Categories=Game;BoardGame;LogicGame;
StartupWMClass=tile-puzzle
END
}
