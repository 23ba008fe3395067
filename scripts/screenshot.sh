#!/usr/bin/env bash
# Screenshots of the desktop app: runs the real `taflbord` window under Xvfb
# and takes every screen, with each renderer, at each window size.
#
# Usage: scripts/screenshot.sh [--build] [--docs] [--renderers LIST] [--sizes LIST] [OUTDIR]
#
#   OUTDIR           where the PNGs go (default: screenshots/), as
#                    OUTDIR/RENDERER/WIDTHxHEIGHT/NN-scene.png
#   --build          run `cargo build --release` first (otherwise nothing is built)
#   --renderers L    default: "auto wgpu tiny-skia". auto is what a player gets
#                    (the app picks tiny-skia on a software adapter, as Xvfb's);
#                    the others set ICED_BACKEND.
#   --sizes L        default: "1000x700 1280x800 1920x1080"
#   --docs           also refresh docs/screenshots/ (the README's pictures) from
#                    the auto renderer at 1280x800, at 60%
#
# Environment: TAFLBORD_BIN, the binary (default target/release/taflbord, else
# target/debug/taflbord); CORPUS, the Copenhagen games (default
# ../shared/data/copenhagen.csv), for the long game (skipped without it).
#
# The scenes, reached by the app's keys (no colours or positions of buttons
# are guessed, only the board, found by its light squares):
#   00-first-run       the window as it opens on a first run: the welcome
#   01-game            the welcome set aside (Escape): two people's game
#   02-selected        a piece picked up: its moves are marked
#   03-in-progress     five moves by clicking, one capture
#   04-menu            the menu open
#   05-new-game        the new-game form (Ctrl+N)
#   06-settings        the settings (Ctrl+,)
#   07-rules           the rules (F1), then 08-rules-scrolled, further down
#   09-openings        the openings of the book (Ctrl+B)
#   10-recent          the recent games (Ctrl+R)
#   11-file-chooser    opening a game (Ctrl+O): with no desktop portal (Xvfb),
#                      the app's own chooser
#   12-finished        a game that ended in a corner escape, opened from a file
#   13-long-game-end   a 171-move game of the corpus, at its end
#   14-long-game-mid   the same game at move 80, with a variation played there
#   15-timed-game      a 20-second game against Jarl, opened from a sheet with
#                      its clocks standing, started (Ctrl+P), a move each
#   16-low-time        the person's clock under a fifth of its start
#   17-lost-on-time    the flag fallen: the defenders win on time
#   18-reviewed        the corner-escape game reviewed by the engine (Ctrl+E),
#                      at the attackers' blunder: the graph, the marks, the
#                      better line as a variation on the sheet
#   19-analysis-board  the analysis board there (Ctrl+A): bar, lines, depth
#   20-set-up          the position editor (Ctrl+U) with that position
#   21-set-up-problem  an attacker put on the king's square: no king and a piece
#                      on the throne, both said
#   22-won             a game between people with a takeback (Ctrl+Z ×3,
#                      Ctrl+Y ×2, another move), played on to a corner escape:
#                      the card over the board
#   23-takeback-sheet  the card set aside: the game played is the main line,
#                      the moves taken back its variation
#   24-resign-asked    Resign… asked again
#   25-resigned        the attackers resigned: the card and the sheet's result
#
#   26-online-login    the Online screen (Ctrl+L): the login form filled in
#   27-online-lobby    logged in to a server started here: Ada's seek open,
#                      Bjorn (a script) asks to join: the challenge card
#   28-online-game     the game on the board, two moves each, the server's clocks
#   29-online-end      Bjorn resigned: the result
#
# --engine-only runs scenes 18-21 alone; --online runs scenes 26-29 alone
# (it needs hnefatafl-server: TAFLBORD_TEST_SERVER or on the PATH).

set -euo pipefail

die() {
    echo "screenshot.sh: $*" >&2
    exit 1
}

build=false
docs=false
engine_only=false
online_only=false
renderers="auto wgpu tiny-skia"
sizes="1000x700 1280x800 1920x1080"
out=""
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=true ;;
    --docs) docs=true ;;
    --engine-only) engine_only=true ;;
    --online) online_only=true ;;
    --renderers)
        [ $# -ge 2 ] || die "--renderers needs a list"
        renderers="$2"
        shift
        ;;
    --sizes)
        [ $# -ge 2 ] || die "--sizes needs a list"
        sizes="$2"
        shift
        ;;
    -h | --help)
        sed -n '2,/^$/p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*) die "unknown option $1 (try --help)" ;;
    *)
        [ -z "$out" ] || die "one output folder only"
        out="$1"
        ;;
    esac
    shift
done
out="${out:-screenshots}"
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${CORPUS:-$root/../shared/data/copenhagen.csv}"

for tool in Xvfb xdotool import convert; do
    command -v "$tool" >/dev/null 2>&1 ||
        die "$tool is missing (on Debian/Ubuntu: apt-get install xvfb xdotool imagemagick)"
done
for size in $sizes; do
    [[ "$size" =~ ^[0-9]+x[0-9]+$ ]] || die "a size must look like 1280x800, not $size"
done

if $build; then
    (cd "$root" && cargo build --release) || die "cargo build --release failed"
fi
bin="${TAFLBORD_BIN:-}"
if [ -z "$bin" ]; then
    for candidate in "$root/target/release/taflbord" "$root/target/debug/taflbord"; do
        [ -x "$candidate" ] && bin="$candidate" && break
    done
fi
[ -n "$bin" ] && [ -x "$bin" ] || die "no binary: run 'cargo build --release' (or pass --build), or set TAFLBORD_BIN"
"$bin" --help 2>/dev/null | grep -q '^Usage:.*\[FILE\]' || die "$bin has no window (built without the app feature?)"
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/taflbord-shots.XXXXXX")"
xvfb_pid=""
app_pid=""

cleanup() {
    local status=$?
    [ -n "$app_pid" ] && { kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; }
    [ -n "$xvfb_pid" ] && { kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; }
    for pid in "${server_pid:-}" "${bjorn_pid:-}"; do
        [ -n "$pid" ] && { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; }
    done
    rm -rf "$tmp"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- games to open ------------------------------------------------------------

# Game 61 of the Copenhagen corpus: the king escapes to a corner on move 5.
cat >"$tmp/corner-escape.tafl" <<'EOF'
Variant: copenhagen
Result: defenders (corner escape)
Perspective: attackers
First: attackers

 No | Attacker | Capt || No | Defender | Capt
  1 | ←7·8     |      ||   1 | ↑8·8     | 1
  2 | ↑10·11   |      ||   2 | →10·6    |
  3 | ↑11·10   |      ||   3 | k→9·6    |
  4 | ←9·5     |      ||   4 | k↑9·11   | 1
  5 | ←9·10    |      ||   5 | k→11·11  | E
EOF
long=""
variation=""
if [ -f "$corpus" ]; then
    # Game 1411: 341 plies, 171 numbered moves, move numbers past 100.
    "$bin" convert "$corpus" "$tmp/long-game.tafl" --variant copenhagen --game 1411 >/dev/null
    long="$tmp/long-game.tafl"
    # A legal move other than the game's at ply 159 (move 80, attackers),
    # asked of the engine: the variation played there.
    moves="$(sed -n 1411p "$corpus" | cut -d, -f1)"
    read -r -a plies <<<"$moves"
    {
        for ((k = 0; k < 158; k++)); do
            role=attacker
            [ $((k % 2)) = 1 ] && role=defender
            mv="${plies[k]%%x*}"
            echo "play $role ${mv/-/ }"
        done
        echo "generate_move attacker"
        echo "quit"
    } >"$tmp/gtp.in"
    variation="$("$bin" engine --protocol gtp --variant copenhagen --level thrall <"$tmp/gtp.in" 2>/dev/null |
        awk '$1 == "=" && $2 == "play" { v = $4 "-" $5 } END { print v }')"
    [ "$variation" = "${plies[158]}" ] && variation=""
else
    echo "screenshot.sh: $corpus is absent: the long-game scenes are skipped" >&2
fi

# A timed game against a bot, waiting for the player to start the clocks.
cat >"$tmp/timed.tafl" <<'EOF'
Variant: copenhagen
Attackers: Ada
Defenders: Jarl (Taflbord)
TimeControl: 20s

 No | Attacker | Capt || No | Defender | Capt
EOF

# --- the X server and the app -----------------------------------------------

start_x() {
    local size="$1"
    Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
    xvfb_pid=$!
    for _ in $(seq 100); do
        [ -s "$tmp/display" ] && break
        kill -0 "$xvfb_pid" 2>/dev/null || die "Xvfb did not start: $(cat "$tmp/xvfb.log")"
        sleep 0.1
    done
    export DISPLAY=":$(head -1 "$tmp/display")"
    : >"$tmp/display"
}

stop_x() {
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
    xvfb_pid=""
}

# start_app RENDERER WIDTH HEIGHT [FILE]: a fresh config (the window's size)
# and data folder (no autosaved game), and no desktop portal.
start_app() {
    local renderer="$1" w="$2" h="$3"
    shift 3
    rm -rf "$tmp/config" "$tmp/data" "$tmp/xdg" "$tmp/home"
    mkdir -p "$tmp/config/taflbord" "$tmp/xdg" "$tmp/home/Tafl games/Club night"
    # A home with a few games, for the file chooser's picture.
    cp "$tmp/corner-escape.tafl" "$tmp/home/Tafl games/"
    [ -n "$long" ] && cp "$long" "$tmp/home/Tafl games/Club night/"
    chmod 700 "$tmp/xdg"
    printf 'Settings(window: WindowSize(width: %s.0, height: %s.0), animation: false)\n' "$w" "$h" \
        >"$tmp/config/taflbord/settings.ron"
    (
        export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_RUNTIME_DIR="$tmp/xdg"
        export HOME="$tmp/home"
        [ "$renderer" = auto ] || export ICED_BACKEND="$renderer"
        exec "$bin" "$@" >"$tmp/app.log" 2>&1
    ) &
    app_pid=$!
    win=""
    for _ in $(seq 300); do
        win="$(xdotool search --onlyvisible --name 'Taflbord' 2>/dev/null | head -1 || true)"
        [ -n "$win" ] && break
        kill -0 "$app_pid" 2>/dev/null || die "the app exited: $(tail -5 "$tmp/app.log")"
        sleep 0.1
    done
    [ -n "$win" ] || die "no window named Taflbord appeared"
    xdotool windowfocus --sync "$win"
    eval "$(xdotool getwindowgeometry --shell "$win")"
    wx=$X wy=$Y ww=$WIDTH wh=$HEIGHT
    for _ in $(seq 100); do
        grab "$tmp/first.png"
        [ "$(convert "$tmp/first.png" -format '%[fx:standard_deviation>0.05]' info:)" = 1 ] && break
        sleep 0.2
    done
    sleep 0.8
}

stop_app() {
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
}

grab() {
    import -window root -crop "${ww}x${wh}+${wx}+${wy}" +repage "$1"
}

shot() {
    sleep "${2:-0.6}"
    grab "$dir/$1.png"
    echo "  $dir/$1.png"
}

pointer() {
    xdotool mousemove "$1" "$2"
    sleep 0.05
}

click() {
    pointer "$1" "$2"
    xdotool click 1
}

key() {
    xdotool key --window "$win" "$@"
    sleep 0.4
}

# Where nothing is hovered: hovered tools show their tips.
park() {
    pointer "$((wx + ww / 2))" "$((wy + 2))"
}

LIGHT_SQUARE='#DEC79E'
# The danger buttons' red (iced's light theme).
DANGER="${DANGER:-195,66,63}"
# The primary buttons' blue (iced's light theme).
PRIMARY="${PRIMARY:-88,101,242}"

# The board: the bounding box of its light squares, left of the panel.
# Sets bx, by (top-left) and bs (square size) for an n×n board.
find_board() {
    local n="$1" img="$tmp/board.png" box
    park
    grab "$img"
    box="$(convert "$img" -crop "$((ww * 2 / 3))x${wh}+0+0" +repage \
        -fill black +opaque "$LIGHT_SQUARE" -fill white -opaque "$LIGHT_SQUARE" \
        -format '%@' info:)"
    [[ "$box" =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || die "no board on screen"
    local w=${BASH_REMATCH[1]}
    bs=$(((w + n / 2) / n))
    bx=$((wx + BASH_REMATCH[3]))
    by=$((wy + BASH_REMATCH[4]))
    board_n=$n
}

click_square() {
    local name="$1"
    local col=$(($(printf '%d' "'${name:0:1}") - 97))
    local row=${name:1}
    click "$((bx + col * bs + bs / 2))" "$((by + (board_n - row) * bs + bs / 2))"
    sleep 0.3
}

move() {
    click_square "$1"
    click_square "$2"
}

# --- the scenes -----------------------------------------------------------------

scenes() {
    local renderer="$1" w="$2" h="$3"
    start_app "$renderer" "$w" "$h"
    shot 00-first-run
    key Escape
    shot 01-game
    find_board 11
    click_square h1
    park
    shot 02-selected
    # h1-h3, then g5-i5, j6-j5, e7-e9, h3-h5 takes i5.
    click_square h3
    move g5 i5
    move j6 j5
    move e7 e9
    move h3 h5
    park
    shot 03-in-progress
    # The menu button: the last tool of the panel's top row, at the
    # window's top right (10 px in, a 32 px button).
    click "$((wx + ww - 26))" "$((wy + 26))"
    park
    shot 04-menu
    key Escape
    key ctrl+n
    shot 05-new-game
    key Escape
    key ctrl+comma
    shot 06-settings
    key Escape
    key F1
    shot 07-rules
    pointer "$((wx + ww / 2))" "$((wy + wh / 2))"
    xdotool click --repeat 12 --delay 30 5
    park
    shot 08-rules-scrolled
    key Escape
    key ctrl+b
    shot 09-openings
    key Escape
    key ctrl+r
    shot 10-recent 1
    key Escape
    key ctrl+o
    sleep 1
    # Into the games folder: the chooser's first folder entry, found by
    # clicking where the list begins (under the path bar).
    click "$((wx + 300))" "$((wy + 118))"
    park
    shot 11-file-chooser 1
    stop_app

    # Opened by a relative name, so the status shows no temporary folder.
    cd "$tmp"
    start_app "$renderer" "$w" "$h" corner-escape.tafl
    shot 12-finished 1
    stop_app
    cd "$root"

    if [ -n "$long" ]; then
        start_app "$renderer" "$w" "$h" "$long"
        key End
        shot 13-long-game-end 1
        if [ -n "$variation" ]; then
            # Back to ply 158, then the engine's move played on the board.
            key Home
            for _ in $(seq 158); do xdotool key --window "$win" Right; done
            sleep 0.5
            find_board 11
            local from="${variation%-*}" to="${variation#*-}"
            move "$from" "$to"
            key Left
            park
            shot 14-long-game-mid 1
        fi
        stop_app
    fi

    cd "$tmp"
    start_app "$renderer" "$w" "$h" timed.tafl
    key ctrl+p
    find_board 11
    move h1 h3
    park
    shot 15-timed-game 2
    # Ada thinks: her 20 s run below 4 s, then out.
    shot 16-low-time 14
    shot 17-lost-on-time 5
    stop_app
    cd "$root"
}

# Clicks the topmost button of colour RGB (r,g,b) in the window's part from
# FROM percent of its width rightwards (just inside its top left corner).
click_colour() {
    local rgb="$1" from="${2:-0}" img="$tmp/colour.png" box x0
    park
    grab "$img"
    x0=$((ww * from / 100))
    box="$(convert "$img" -crop "$((ww - x0))x${wh}+${x0}+0" +repage \
        -fill black +opaque "rgb($rgb)" -fill white -opaque "rgb($rgb)" \
        -morphology Erode Square:4 -format '%@' info: 2>/dev/null)"
    # Eroded: text drawn in the colour is gone, a button's face stays.
    [[ "$box" =~ ^([1-9][0-9]*)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || die "no button of colour $rgb"
    click "$((wx + x0 + BASH_REMATCH[3] + 8))" "$((wy + BASH_REMATCH[4] + 6))"
    sleep 0.5
}

# The end of a game: won after a takeback, and resigned.
ending_scenes() {
    local renderer="$1" w="$2" h="$3"
    start_app "$renderer" "$w" "$h"
    key Escape
    find_board 11
    move k8 g8
    move h6 h8
    move j6 j11
    move g6 j6
    move k7 k10
    key ctrl+z
    key ctrl+z
    key ctrl+z
    key ctrl+y
    key ctrl+y
    # Another move than k7-k10, then the king's way to the corner.
    move k5 i5
    move f6 i6
    move k7 k10
    move i6 i11
    move k10 i10
    move i11 k11
    park
    shot 22-won 1
    key Escape
    park
    shot 23-takeback-sheet 1
    stop_app

    start_app "$renderer" "$w" "$h"
    key Escape
    find_board 11
    move h1 h3
    move g5 i5
    # Resign…: the panel's first grey button.
    click_colour 150,150,150 55
    shot 24-resign-asked 1
    # The card's Resign: iced's danger red.
    click_colour "$DANGER" 0
    shot 25-resigned 1
    stop_app
}

# The engine's work on a finished game: review, analysis board, set-up.
engine_scenes() {
    local renderer="$1" w="$2" h="$3"
    cd "$tmp"
    start_app "$renderer" "$w" "$h" corner-escape.tafl
    key ctrl+e
    # Ten positions at half a second at most.
    sleep 7
    key Home
    for _ in $(seq 5); do key Right; done
    park
    shot 18-reviewed 1
    key ctrl+a
    park
    shot 19-analysis-board 4
    key ctrl+u
    shot 20-set-up 1
    find_board 11
    click_square f6
    park
    shot 21-set-up-problem 1
    stop_app
    cd "$root"
}


# Online play against a server started here, Bjorn played by a script.
online_scenes() {
    local renderer="$1" w="$2" h="$3" server_bin
    server_bin="${TAFLBORD_TEST_SERVER:-$(command -v hnefatafl-server || true)}"
    [ -x "$server_bin" ] || die "--online needs hnefatafl-server (TAFLBORD_TEST_SERVER)"
    rm -rf "$tmp/server"
    mkdir -p "$tmp/server"
    if python3 -c 'import socket; socket.create_connection(("127.0.0.1", 49152), 0.5)' 2>/dev/null; then
        die "something already listens on port 49152: stop it first"
    fi
    XDG_DATA_HOME="$tmp/server" "$server_bin" >"$tmp/server.log" 2>&1 &
    server_pid=$!
    sleep 1
    kill -0 "$server_pid" 2>/dev/null || die "the server did not start: $(tail -3 "$tmp/server.log")"
    cat >"$tmp/bjorn.py" <<'PY'
import json, socket, sys, time
def connect(line):
    s = socket.create_connection(("127.0.0.1", 49152))
    s.sendall((line + "\n").encode())
    return s, s.makefile("r", encoding="utf-8")
a, _ = connect("32d9a140 create_account ada secret1")
time.sleep(0.5)
# An empty line leaves; the app logs in as Ada after.
a.sendall(b"\n")
time.sleep(1)
a.close()
s, lines = connect("32d9a140 create_account bjorn secret2")
replies = [("h6", "h8"), ("g6", "j6")]
game = None
for line in lines:
    line = line.strip()
    if game is None and line.startswith("= games_updated"):
        for _, _, g in json.loads(line.split(" ", 2)[2])["created"]:
            if g["attacker"] == "ada":
                game = g["id"]
                time.sleep(2)
                s.sendall(f"join_game_pending {game}\n".encode())
    elif line == f"game {game} generate_move defender":
        time.sleep(1)
        if replies:
            f, t = replies.pop(0)
            s.sendall(f"game {game} play defender {f} {t}\n".encode())
        else:
            s.sendall(f"game {game} play defender resigns _\n".encode())
    elif line.startswith("= game_over"):
        time.sleep(3)
        break
PY
    python3 "$tmp/bjorn.py" >"$tmp/bjorn.log" 2>&1 &
    bjorn_pid=$!
    sleep 2
    start_app "$renderer" "$w" "$h"
    key Escape
    key ctrl+l
    key Tab
    key ctrl+a
    xdotool type --window "$win" --delay 20 "127.0.0.1:49152"
    key Tab
    xdotool type --window "$win" --delay 20 "ada"
    key Tab
    xdotool type --window "$win" --delay 20 "secret1"
    park
    shot 26-online-login
    key Return
    sleep 1
    # The seek form's Seek, in iced's primary blue, right of the "rated"
    # switch (blue too): the form's controls keep their widths, so it
    # starts 580 px in.
    click_colour "$PRIMARY" "$((580 * 100 / ww))"
    # Bjorn asks to join two seconds after the seek shows.
    sleep 4
    park
    shot 27-online-lobby 1
    # The challenge card's Accept, at the page's right.
    click_colour "$PRIMARY" "$(((ww - 200) * 100 / ww))"
    sleep 1
    find_board 11
    move k8 g8
    sleep 2
    move j6 j11
    sleep 2
    park
    shot 28-online-game 1
    move k7 k10
    sleep 2.5
    park
    shot 29-online-end 1
    stop_app
    kill "$bjorn_pid" "$server_pid" 2>/dev/null || true
    wait "$bjorn_pid" "$server_pid" 2>/dev/null || true
    bjorn_pid="" server_pid=""
}

for renderer in $renderers; do
    for size in $sizes; do
        w="${size%x*}" h="${size#*x}"
        dir="$out/$renderer/$size"
        mkdir -p "$dir"
        echo "$renderer at $size:"
        start_x "$size"
        if $online_only; then
            online_scenes "$renderer" "$w" "$h"
        else
            $engine_only || scenes "$renderer" "$w" "$h"
            $engine_only || ending_scenes "$renderer" "$w" "$h"
            engine_scenes "$renderer" "$w" "$h"
        fi
        stop_x
        grep -h 'taflbord:' "$tmp/app.log" | sed 's/^/  log: /' || true
    done
done

if $docs; then
    mkdir -p "$root/docs/screenshots"
    from="$out/auto/1280x800"
    [ -d "$from" ] || die "--docs needs the auto renderer at 1280x800"
    for pair in 01-game:fresh-copenhagen 03-in-progress:game-in-progress \
        12-finished:finished-game 13-long-game-end:long-game 09-openings:openings 07-rules:rules \
        16-low-time:low-time 18-reviewed:reviewed 19-analysis-board:analysis-board \
        21-set-up-problem:set-up; do
        [ -f "$from/${pair%%:*}.png" ] || continue
        convert "$from/${pair%%:*}.png" -resize 60% -strip +dither -colors 255 \
            "PNG8:$root/docs/screenshots/${pair#*:}.png"
        echo "  $root/docs/screenshots/${pair#*:}.png"
    done
fi
