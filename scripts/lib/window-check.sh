# Sourced by scripts/check-install and scripts/check-package: a private Xvfb, and waiting
# for an installed launcher's window and its icon. The caller defines fail (message, exit 1)
# and show_log (prints the launcher's log), and stops app_pid and xvfb_pid on exit.

app_pid=""
xvfb_pid=""

# Whether process $1 is running (and not a zombie waiting to be reaped).
alive() {
    local state
    state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) || return 1
    [ -n "$state" ] && [ "$state" != Z ]
}

# Stops process $1: TERM, then KILL if it has not gone after 10 s.
stop() {
    local pid=$1 i
    kill "$pid" 2>/dev/null || true
    for ((i = 0; i < 100; i++)); do
        alive "$pid" || break
        sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}

# Starts a private X server on a display number nobody uses (the window tests' way) and
# sets display and xvfb_pid: if it exits at once, another one took the number first, and
# the next free number is tried.
start_xvfb() {
    local attempts=0 base n i deadline
    display=""
    base=$((90 + $$ % 250))
    for ((i = 0; i < 310 && attempts < 5; i++)); do
        n=$((90 + (base - 90 + i) % 310))
        if [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; then
            continue
        fi
        attempts=$((attempts + 1))
        Xvfb ":$n" -screen 0 1024x768x24 -nolisten tcp -noreset >/dev/null 2>&1 &
        xvfb_pid=$!
        deadline=$((SECONDS + 60))
        while alive "$xvfb_pid"; do
            if DISPLAY=":$n" xdotool getdisplaygeometry >/dev/null 2>&1; then
                # Connected, and to our server if it is still running.
                sleep 0.2
                if alive "$xvfb_pid"; then display=":$n"; fi
                break
            fi
            [ "$SECONDS" -lt "$deadline" ] || fail "Xvfb :$n did not accept a client within 60 s"
            sleep 0.1
        done
        if [ -n "$display" ]; then return; fi
        stop "$xvfb_pid"
        xvfb_pid=""
    done
    fail "Xvfb did not start (tried $attempts display numbers)"
}

# Waits for the window titled 'Tile Puzzles' of the launcher app_pid runs on display, then
# for the icon on it (set just after the window is made, so it may come a moment later),
# with generous deadlines as the machine may be busy; sets window and icon_line. $1 is the
# launcher's log, $2 a scratch file.
await_window_with_icon() {
    local log=$1 scratch=$2 deadline
    window=""
    deadline=$((SECONDS + 60))
    while [ -z "$window" ]; do
        if ! alive "$app_pid"; then
            show_log
            fail "the installed launcher exited before its window appeared"
        fi
        window=$(DISPLAY="$display" xdotool search --name '^Tile Puzzles$' 2>/dev/null | head -n 1) || true
        if [ -z "$window" ]; then
            if [ "$SECONDS" -ge "$deadline" ]; then
                show_log
                fail "no window titled 'Tile Puzzles' within 60 s"
            fi
            sleep 0.25
        fi
    done
    icon_line=""
    deadline=$((SECONDS + 60))
    while :; do
        DISPLAY="$display" xprop -id "$window" _NET_WM_ICON >"$scratch" 2>&1 || true
        icon_line=$(head -n 1 -- "$scratch")
        if [[ "$icon_line" == *"Icon ("* ]]; then break; fi
        if ! alive "$app_pid"; then
            show_log
            fail "the installed launcher exited while its icon was awaited (xprop: $icon_line)"
        fi
        if [ "$SECONDS" -ge "$deadline" ]; then
            show_log
            fail "the window has no icon after 60 s (xprop: $icon_line)"
        fi
        sleep 0.25
    done
    if grep -q "no window icon" "$log"; then
        show_log
        fail "the launcher could not set its icon"
    fi
}
