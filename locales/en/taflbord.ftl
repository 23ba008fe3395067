# Taflbord in English: every text the app shows, by message id.
# The other languages have exactly these ids and variables
# (tests/locales.rs checks it).

## The game and its pieces

app-name = Taflbord
side-attackers = Attackers
side-defenders = Defenders
piece-attacker = an attacker
piece-defender = a defender
piece-king = the king

## Built-in variants

variant-copenhagen = Copenhagen Hnefatafl
variant-fetlar = Fetlar Hnefatafl
variant-book13 = Book of Strategy 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, one step
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## How a game ends

outcome-attackers-win = Attackers win: { $reason }
outcome-defenders-win = Defenders win: { $reason }
outcome-draw = Draw: { $reason }
reason-corner-escape = the king escaped to a corner
reason-edge-escape = the king escaped to the edge
reason-periphery-escape = the king escaped along the edge
reason-exit-fort = the king built an exit fort
reason-king-captured = the king was captured
reason-encircled = the defenders were encircled
reason-mate = the king cannot be saved
reason-no-legal-move = the side to move had no legal move
reason-repetition = a position occurred for the third time
reason-perpetual-repetition = perpetual repetition
reason-resignation = resignation
reason-time = time ran out
reason-agreement = agreed
reason-move-limit = the move limit was reached

## Moves that are not allowed

illegal-game-over = the game is over
illegal-no-piece = there is no piece on the start square
illegal-not-your-piece = that piece belongs to the other side
illegal-not-straight = pieces move along a row or a column
illegal-too-far = the piece may not move that far
illegal-blocked = the way is not clear
illegal-restricted = the move uses a restricted square
illegal-repetition = the move repeats a position, which the rules forbid
illegal-king-exposed = the move leaves the king open to capture

## Typed moves

typed-off-board = { $square } is off the { $size }×{ $size } board
typed-no-piece-behind = no piece stands behind the destination, against the arrow
typed-wrong-side = the piece behind the destination is { $piece }, not of the side to move
typed-not-the-king = “k” marks a king move, but the piece behind the destination is { $piece }
typed-missing-king-mark = the king moves here: write “k” before the arrow
typed-how = type a move like f4-c4 or →9·7 (>9.7 or k^4.4 on a plain keyboard)
typed-placeholder = Type a move: { $first } or { $second }
typed-bots-turn = It is the bot's turn.
typed-problem = “{ $typed }”: { $problem }

## Bots

level-thrall = Thrall
level-thrall-description = Beginner, rated { $rating }: sees only its own move, so it misses threats.
level-karl = Karl
level-karl-description = Casual player, rated { $rating }: sees your reply, but often plays a loose move.
level-huscarl = Huscarl
level-huscarl-description = Club player, rated { $rating }: sees your reply, now and then plays a loose move.
level-jarl = Jarl
level-jarl-description = Strong player, rated { $rating }: plays its best move, knows the openings.
level-king = King
level-king-description = Expert, rated { $rating }: looks three moves ahead, knows the openings.
level-valkyrie = Valkyrie
level-valkyrie-description = Master, rated { $rating }: looks five moves ahead, knows the openings.
level-tyr = Tyr
level-tyr-description = International master, rated { $rating }: looks six moves ahead, knows the openings.
level-thor = Thor
level-thor-description = Grandmaster, rated { $rating }: looks seven moves ahead, knows the openings, closes in on the king when attacking.
level-allfather = Allfather
level-allfather-description = Strongest, rated over { $rating }: thinks ten seconds a move.

## The strategies of the Fetlar paper

strategy-aggressive = Aggressive
strategy-barricading-aggressive = Barricading-Aggressive
strategy-barricading-cordon = Barricading-Cordon
strategy-king-centered = King Centered
strategy-defensive = Defensive
strategy-foot-in-the-door = Foot-in-the-Door
strategy-fortification = Fortification
strategy-king-s-guard = King's Guard
strategy-mobile-king = Mobile King
strategy-random = Random

## Settings file

settings-missing = No settings yet: using the defaults (they will be saved in { $file }).
settings-not-utf8 = it is not UTF-8 text
settings-broken-kept = Settings file { $file }: { $problem }. Using the defaults; the file is kept as { $kept }.
settings-broken-not-moved = Settings file { $file }: { $problem }. Using the defaults; the file could not be moved aside ({ $error }), so changes will not be saved.
settings-save-failed = Could not save the settings to { $file }: { $error }
file-error-at = line { $line }, column { $column }: { $reason }

## The main window

window-title = { $game } — Taflbord
log-software-renderer = the graphics adapter { $adapter } draws in software, so the window is drawn with tiny-skia (ICED_BACKEND=wgpu chooses wgpu)
game-title = { $variant } · { $attackers } v { $defenders }
status-game-over = Game over — { $outcome }
status-recorded = Recorded result: { $outcome }
status-attackers-to-move = Attackers to move ({ $player })
status-defenders-to-move = Defenders to move ({ $player })
status-thinking = Thinking… { $seconds } s
status-hinting = Looking for a hint… { $seconds } s
status-search = depth { $depth } · { $score } for the attackers · { $knodes }k nodes
warning-raicki = Raicki! The king has a way out.
warning-tuicku = Tuicku! The king has two ways out.
warning-escape =
    { $count ->
        [one] Escape! The king has a way out.
       *[other] Escape! The king has { $count } ways out.
    }
warning-watch-your-king = Watch your king! The attackers can capture him.
button-new-game = New game
button-recent = Recent
button-rules = Rules
button-openings = Openings
button-settings = Settings
button-to-start = Start
button-back = ◀
button-undo = Undo
button-redo = Redo
button-forward = ▶
button-to-end = End
replay-speed = { $seconds } s/move
button-pause-bots = Pause bots
button-resume-bots = Resume bots
button-move-now = Move now
button-hint = Hint

## Files

file-kind-sheet = Record sheet
file-kind-games = Tafl games
file-default-name = game

## Notices: one line under the status

notice-restored = Your last game is back on the board.
notice-restore-failed = Could not restore the last game: { $error }
notice-autosave-failed = Autosave: { $error }
notice-autosave-to-failed = Autosave to { $file } failed: { $error }
notice-recent-failed = Could not update the recent games: { $error }
notice-practice-failed = Cannot practise this opening: { $error }
notice-book-move-unplayable = The book move { $move } cannot be played here.
notice-book-moves-here = It is the book's move here: press ▶ to go on.
notice-matchup-variant-gone = The matchup's variant “{ $variant }” is gone.
notice-matchup-save-failed = Could not save the matchup: { $error }
notice-export-failed = Could not export: { $error }
notice-hint = Hint: { $move }
notice-saved = Saved { $file }
notice-save-failed = Could not save { $file }: { $error }
notice-opened = Opened { $file }
notice-variant-assumed = The record sheet names no variant: read as { $variant }.
notice-result-unsupported = The record says { $result }, but the board shows no end: it may be cut short.
notice-result-played-past = The game goes on past its recorded result ({ $result }), so the record no longer gives one.
read-as = Read as
notice-open-failed = Could not open { $file }: { $error }
notice-variant-skipped = Skipped variant file { $error }

## Matchups

matchup-event = Matchup, round { $round }, game { $game }
matchup-challenger-player = Challenger ({ $player })
matchup-opponent-player = Opponent ({ $player })
matchup-challenger-wins = The challenger wins the matchup, { $challenger }–{ $opponent }.
matchup-opponent-wins = The opponent wins the matchup, { $opponent }–{ $challenger }.
matchup-score-next = Matchup score { $challenger }–{ $opponent }: on to the next game.
matchup-decided = decided
matchup-round-game = round { $round }, game { $game }
matchup-game-over = game over
matchup-status = Matchup · { $where } · challenger { $challenger } – { $opponent } opponent
matchup-next-game = Next game

## Players and the new-game screen

player-person = Person
player-bot = Bot: { $level }
player-strategy = Strategy: { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = New game
new-game-name = Name (may stay empty)
new-game-variant = Variant
new-game-challenger = Challenger (attacks in the first game of each round)
new-game-opponent = Opponent
new-game-matchup = Matchup: rounds of two games, sides swapped
new-game-matchup-explained = Each round is two games: the challenger attacks first, then defends. Whoever wins both games of a round wins the matchup; otherwise another round is played. Every game is saved.
new-game-start = Start
new-game-cancel = Cancel
new-game-clock = Clock
new-game-clock-custom = Custom…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 or h3
new-game-clock-unread = Not a time control: write 10 (minutes), 5+3 (minutes + seconds a move), 30s+1 (seconds), 5d3 or 5b3 (a delay), h3 (an hourglass) or none.
clock-none = No clock
clock-minutes = { $minutes } min
clock-seconds = { $seconds } s
clock-sudden-death = { $base } for the game
clock-fischer = { $base } + { $seconds } s a move
clock-simple-delay = { $base }, { $seconds } s delay a move
clock-bronstein = { $base }, up to { $seconds } s back a move
clock-hourglass = Hourglass, { $base }
tool-pause-clock = Pause the clocks
tool-resume-clock = Start the clocks
notice-clock-paused = The clocks are stopped: start them to play on.
notice-clock-running = The clocks are running: the board stays on the game until it ends or the clocks are paused.
notice-undo-timed = No take-backs in a timed game between people.
notice-undo-after-time = The game was lost on time: no take-backs.
menu-review = Review the game
status-reviewing = Reviewing the game: { $done } of { $of } positions
button-stop-review = Stop
notice-reviewed = Review done — inaccuracies: { $inaccuracies }, mistakes: { $mistakes }, blunders: { $blunders }.
notes-comment-placeholder = A comment on this move

## Settings

settings-title = Settings
settings-look = Look
settings-language = Language
settings-language-system = The system's language
settings-theme = Theme
theme-light = Light
theme-dark = Dark
settings-board = Board
board-style-wood = Wood
board-style-stone = Stone
board-style-paper = Paper
settings-coordinates = Coordinates around the board
settings-legal-moves = Show where the selected piece may go
settings-last-move = Mark the last move and its captures
settings-animation = Pieces glide to their squares
settings-sound-heading = Sound
settings-sound = Sound
settings-volume = { $percent } %
settings-engine = Engine
settings-engine-threads = Threads for the strongest level, hints, the analysis board and reviews
settings-engine-threads-note = More threads look deeper in the same time. The other levels always think on one, so they stay as strong as rated.
settings-new-games = New games
settings-window = Window: { $width } × { $height } (remembered when you resize it)
settings-saved-in = Settings are saved in { $file }
settings-not-saved = Not saved: there is no config folder.
settings-done = Done

## Recent games

recent-title = Recent games
recent-none = No games yet. Games you play, open or save appear here.
recent-not-finished = not finished
recent-moves =
    { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
recent-file-gone = the file is gone
back-to-game = Back to the game

## The record sheet beside the board

sheet-opening = Opening: { $name }
sheet-attacker = Attacker
sheet-defender = Defender
sheet-no = No
sheet-move = Move
sheet-capt = Capt
sheet-back-to-main-line = Back to the main line

## Export

file-kind-png = PNG picture
file-kind-gif = Animated GIF
file-kind-sheet-svg = Record sheet (SVG)
exported-picture = Saved the position as { $file }
exported-sheet =
    { $pages ->
        [one] Saved the record sheet as { $file }
       *[other] Saved the record sheet as { $pages } pages, { $file }…
    }

## Practising an opening

practice-wrong-move = { $move } is not the book move. The book plays { $book } here: { $why }. Try again.
practice-it-captures =
    { $count ->
        [one] it captures { $squares }
       *[other] it captures { $squares }
    }
practice-how-it-goes-on = that is how the { $opening } goes on
practice-found =
    { $mistakes ->
        [one] found { $found } of { $total }, { $mistakes } mistake
       *[other] found { $found } of { $total }, { $mistakes } mistakes
    }
practice-done = Practice of { $opening } done: { $found }. { $bot } plays on.
practice-as-attackers = Practising { $opening } as the attackers: { $found }.
practice-as-defenders = Practising { $opening } as the defenders: { $found }.

## The opening explorer

explorer-title = Openings of the book
explorer-empty = The book is empty.
explorer-moves = Moves
explorer-real-games = In real games
explorer-played = Played in { $games } of the { $all } games: attackers won { $attackers }, defenders won { $defenders }, other { $other } (defenders { $percent }%).
explorer-not-played = Not played in any of the { $all } games.
explorer-no-figures = No figures for this opening.
explorer-practice = Practice
explorer-practice-explained = The other side plays its book moves at once; you must find yours. When the line ends, a bot takes over the other side.
explorer-play-as = Play as
explorer-then-the-bot = then the bot
explorer-plays-on = plays on.
explorer-practise = Practise this opening
explorer-start-position =
    { $count ->
        [one] Start position ({ $count } move in the line)
       *[other] Start position ({ $count } moves in the line)
    }
explorer-move = Move { $number } of { $count }: { $move }
explorer-move-takes = Move { $number } of { $count }: { $move }, takes { $captures }
explorer-unplayable = { $move } cannot be played: { $why }
opening-canadian-opening-note = Seed 000 lists the Canadian and the Hungarian Opening with the same move, H1 → H4; they are one line under two names.

## The rules screen

rules-of = Rules of
rules-history = History
rules-none = There is no rules help for { $variant }: it is a variant of your own, read from a file. Its rules are the ones written in that file.
rules-unreadable = The rules help could not be read: { $error }
rules-before = Before { $move }
rules-after = After
rules-not-allowed = { $move } (not allowed)
rules-not-allowed-because = { $move } is not allowed: { $why }.
rules-captured =
    { $count ->
        [0] nothing is captured
        [one] { $squares } is captured
       *[other] { $squares } are captured
    }
rules-verdict-ends = { $move }: { $taken }. { $end }.
rules-verdict-goes-on = { $move }: { $taken }; the game goes on.

## Rules help: copenhagen

help-copenhagen-history-1 = Hnefatafl, often called Viking chess, was played across the Norse world and turns up in several of the sagas. Nobody wrote its rules down, and once chess spread through the north in the Middle Ages the old game slowly dropped out of use and its rules were lost.
help-copenhagen-history-2 = Modern players rebuilt it from tablut, the Sámi game that Linnaeus described in his diary of 1732. His Latin notes were translated into English in 1811 with several mistakes, and games played from that translation were lopsided in the king's favour. Players then added rules to even things up: the king must get to a corner rather than just to the edge, and the corners and the central throne became special squares.
help-copenhagen-history-3 = The Copenhagen rules are one of these modern rule sets. Three players drew them up in 2012: Aage Nielsen of Denmark, Adam Bartley of Norway and Tim Millar of the United Kingdom. On top of the usual modern rules they bring two ideas of their own: the shield wall, which takes a whole row of pieces on the edge in one move, and the exit fort, which lets the king win on the edge of the board. The game is often used in tournaments and is the default game in Taflbord.
help-copenhagen-aim = Aim of the game
help-copenhagen-aim-1 = The two sides play for different things. The attackers, in black, have 24 pieces and want to capture the king. The defenders, in white, have 12 pieces and the king, who starts on the throne in the middle of the 11 by 11 board; they want to get the king to safety.
help-copenhagen-aim-2 = The defenders win when the king reaches one of the four corner squares, or when he sits in an exit fort on the edge. The attackers win when they capture the king, or when they shut the king and all of his defenders inside an unbroken ring.
help-copenhagen-aim-3 = The attackers make the first move. After that the players take turns, moving one piece each turn.
help-copenhagen-moving = Moving
help-copenhagen-moving-1 = Every piece, the king included, moves in a straight line along its row or its column, as many empty squares as it likes, like a rook in chess. Pieces never move diagonally and never jump over another piece.
help-copenhagen-moving-2 = The throne (the centre square) and the four corners are restricted squares: only the king may stop on them. Any piece may travel straight across the throne while it is empty, and the king may go back to it after leaving.
help-copenhagen-moving-diagram-1 = Only the king may stop on the throne, so the attacker on f3 cannot move to f6. It could run across the empty throne to f7 or further, though.
help-copenhagen-capturing = Capturing
help-copenhagen-capturing-1 = You capture an enemy piece by trapping it between two of your own pieces on a row or a column. The trap has to be closed by the piece you have just moved; the captured piece is then taken off the board. A single move can capture several pieces in different directions.
help-copenhagen-capturing-2 = Stepping in between two enemy pieces is safe: only the side that moves captures, so the piece stays on the board.
help-copenhagen-capturing-3 = Some squares can stand in for one of the two trapping pieces. The corners are hostile to everybody. The throne counts against the attackers at all times, but against the defenders only while it is empty. The edge of the board never helps a capture.
help-copenhagen-capturing-4 = The king is armed: he can be one of the two pieces that close a trap.
help-copenhagen-capturing-diagram-1 = The attacker slides from h4 to f4. The defender on e4 is now caught between it and the attacker on d4, and is captured.
help-copenhagen-capturing-diagram-2 = Corners are hostile to all pieces. When the defender comes down to c1, the attacker on b1 is trapped against the corner a1 and captured.
help-copenhagen-capturing-diagram-3 = While the throne is empty it is hostile to the defenders too. The attacker arriving on f4 captures the defender on f5 against the empty throne.
help-copenhagen-capturing-diagram-4 = Moving in between two enemies is safe. The defender settles on e7 between two attackers and is not captured, because the attackers did not close the trap.
help-copenhagen-king = Capturing the king
help-copenhagen-king-1 = The king is much harder to take than an ordinary piece: the attackers have to close in on him from all four sides.
help-copenhagen-king-2 = When the king stands beside the throne, three attackers are enough: the empty throne closes the fourth side.
help-copenhagen-king-3 = On the edge of the board the king cannot be captured at all.
help-copenhagen-king-diagram-1 = The last attacker moves in to d7. With attackers on all four sides, the king is captured and the attackers win.
help-copenhagen-king-diagram-2 = Next to the empty throne three attackers are enough: the throne on f6 counts as the fourth side, so the attacker moving to f8 captures the king.
help-copenhagen-king-diagram-3 = On the edge the king is safe: even with attackers on all three open sides he is not captured, and the game goes on.
help-copenhagen-escaping = Escaping and exit forts
help-copenhagen-escaping-1 = The defenders win at once when the king reaches any of the four corners.
help-copenhagen-escaping-2 = They also win with an exit fort: the king stands on the edge of the board, he is still free to move, and his defenders have closed him in so tightly that the attackers can never reach him nor capture any piece of the wall. Taflbord looks for a fort after every move of the defenders.
help-copenhagen-escaping-diagram-1 = Nothing stands between the king and the corner a11, so he runs there and the defenders win.
help-copenhagen-escaping-diagram-2 = The defender on g5 moves down to g1 and closes an exit fort. The king on e1 can still move to f1, no attacker can ever get in, and none of the defenders around him can be captured: the defenders win.
help-copenhagen-shield-walls = Shield walls
help-copenhagen-shield-walls-1 = Pieces lined up along the edge of the board, two or more in a row, can all be captured in a single move. For that, each of them must face an enemy piece on the square just inside it, towards the middle of the board. The row falls when the moving piece closes one end while a piece of the same side, or a corner, holds the other end.
help-copenhagen-shield-walls-2 = The king may take part. He can close the row like any other piece, or he can be one of the pieces in the row: then the defenders next to him are captured but the king himself stays on the board.
help-copenhagen-shield-walls-3 = Either side can capture with a shield wall.
help-copenhagen-shield-walls-diagram-1 = The attacker moving to k7 closes a shield wall. Each of the defenders on k4, k5 and k6 has an attacker in front of him and the attacker on k3 holds the other end, so all three are captured.
help-copenhagen-shield-walls-diagram-2 = The king is part of this row. When the attacker reaches g1 the defenders on d1 and f1 are captured, but the king on e1 stays.
help-copenhagen-encirclement = Encirclement
help-copenhagen-encirclement-1 = If the attackers build an unbroken ring around the king and all of his remaining defenders, so that none of them can ever reach the edge of the board, the attackers win.
help-copenhagen-encirclement-diagram-1 = The attacker on f1 steps up to f3 and closes the ring. Neither the king nor any defender can get out to the edge any more, so the attackers win.
help-copenhagen-end = End of the game
help-copenhagen-end-1 = The game ends as soon as one side has won: by the king's escape or an exit fort for the defenders, by capturing the king or by encirclement for the attackers. A player who has no legal move on their turn loses.
help-copenhagen-end-2 = The defenders may not make a move that brings back a position that has already been seen in the game (the same pieces on the same squares, with the same side to move). The attackers may repeat positions as they like.
help-copenhagen-end-3 = Older Copenhagen rules said instead that endless repetition loses the game for the defenders. Taflbord keeps that rule as the option “historical”, for replaying old games.

## Rules help: fetlar

help-fetlar-history-1 = Fetlar Hnefatafl is one of the modern rule sets for the Viking game on an 11 by 11 board. Like the others, it starts from the reconstruction of hnefatafl out of Linnaeus' notes on the Sámi game tablut, with changes meant to give both sides a fair chance: the king has to reach a corner, and the corners and the throne in the middle are special squares.
help-fetlar-history-2 = Its rules were published by a panel in 2007, and it was the first rule set to be taken up for competitive play. It uses the same starting position as Copenhagen, but has neither shield walls nor exit forts, so it is a good place to start.
help-fetlar-history-3 = A research paper from 2025 wrote the Fetlar rules out in formal logic and let computer players built on nine different strategies play each other; Taflbord's strategy players come from that paper. Its formal text differs from the published rules in two details, the edge and the throne. Taflbord follows the published rules and offers the paper's reading as the option “paper-edge”.
help-fetlar-aim = Aim of the game
help-fetlar-aim-1 = The attackers, in black, have 24 pieces. The defenders, in white, have 12 pieces and their king, who starts on the throne in the centre of the board.
help-fetlar-aim-2 = The defenders win when the king reaches one of the four corner squares. The attackers win when they capture the king, or when they close a ring around the king and all of his defenders.
help-fetlar-aim-3 = The attackers move first; then the players take turns, one move each.
help-fetlar-moving = Moving
help-fetlar-moving-1 = Every piece, king or not, moves straight along a row or a column over any number of empty squares, like a rook in chess. No piece may jump over another or move diagonally.
help-fetlar-moving-2 = Only the king may stop on the throne or on a corner. While the throne is empty, any piece may pass straight over it, and the king may return to it later.
help-fetlar-moving-diagram-1 = The throne is empty, so the defender may cross it: it travels from d6 over f6 to h6.
help-fetlar-capturing = Capturing
help-fetlar-capturing-1 = A piece is captured when the piece that has just moved traps it between itself and a second piece of its own side, on a row or a column. The captured piece leaves the board. Moving into the gap between two enemy pieces is safe.
help-fetlar-capturing-2 = The corners, and the throne, can take the place of the second piece. Every piece treats the corners as enemies. The throne counts against the attackers at all times, and against the defenders only while nobody sits on it. The edge of the board counts for nothing.
help-fetlar-capturing-3 = The king is armed, so he can help to capture.
help-fetlar-capturing-diagram-1 = The king himself closes the trap: moving down to e5 he captures the attacker on d5, which is now between him and the defender on c5.
help-fetlar-capturing-diagram-2 = The empty throne is hostile to the attackers. The defender moving up to d6 captures the attacker on e6 against it.
help-fetlar-capturing-diagram-3 = The defender moving to k3 captures the attacker on k2 against the corner k1.
help-fetlar-king = Capturing the king
help-fetlar-king-1 = To capture the king the attackers must occupy all four squares around him. Beside the throne they need only the other three, since the empty throne stands in for the fourth.
help-fetlar-king-2 = On the edge of the board the king cannot be captured. (The research paper's formal text lets the edge help to capture the king instead; choose the option “paper-edge” to play that way.)
help-fetlar-king-diagram-1 = The king on the throne is surrounded on three sides. The attacker moving up to f5 closes the fourth side and captures him.
help-fetlar-king-diagram-2 = A king on the edge cannot be captured: the attackers now stand on all three of his open sides, yet the game goes on.
help-fetlar-escaping = Escaping
help-fetlar-escaping-1 = The king escapes, and the defenders win, as soon as he reaches one of the four corners.
help-fetlar-escaping-diagram-1 = The way up the edge is clear, so the king moves from k7 to the corner k11 and the defenders win.
help-fetlar-encirclement = Encirclement
help-fetlar-encirclement-1 = The attackers also win if, after one of their moves, the king and every remaining defender are shut inside an unbroken ring of attackers, so that none of them can reach the edge of the board.
help-fetlar-end = End of the game
help-fetlar-end-1 = The game ends as soon as the king escapes, is captured, or is encircled with all his defenders. A player who cannot make any legal move on their turn loses.
help-fetlar-end-2 = If the same position (the same pieces on the same squares, with the same side to move) comes up for the third time, the game is a draw.

## Rules help: book13

help-book13-history-1 = This variant comes from a modern “Book of Strategy” for hnefatafl, which sets out the rules and customs of play on a 13 by 13 board. It keeps the simplest escape rule of all, the king only needs to reach the edge, and adds a strong way of capturing: enclosure, which can take a whole group of pieces in one move.
help-book13-history-2 = Boards of this size have a link with the Viking Age: among the finds from the ninth-century Gokstad ship in Norway is a broken gaming board 13 squares wide, and some writers have taken that size for the original hnefatafl, though it is not certain the board was used for tafl at all.
help-book13-history-3 = The book gives the rules but no drawing of the starting position, so Taflbord sets out the pieces as in Parlett's reconstruction of the 13 by 13 game: 32 attackers against 16 defenders and their king. The book's way of writing down games, with columns and rows numbered from 1 to 13 (as in 12·9), is the record sheet Taflbord uses for every variant.
help-book13-aim = Aim of the game
help-book13-aim-1 = The attackers play the black pieces, the defenders the white pieces and the yellow king, who starts in the middle of the board.
help-book13-aim-2 = The defenders win as soon as the king reaches any square on the edge of the board. The attackers win by capturing the king.
help-book13-aim-3 = The attackers move first, and then the players take turns.
help-book13-moving = Moving
help-book13-moving-1 = Pieces move in a straight line along a row or a column, over as many empty squares as you like. They cannot move diagonally, and they cannot land on or jump over another piece.
help-book13-moving-2 = There are no special squares in this game: every piece may stop anywhere, the centre and the corners included.
help-book13-sandwich = Capturing by sandwich
help-book13-sandwich-1 = Trap an enemy piece between two of your own on a row or a column, by moving one of them into place, and it is captured. The king counts like any other piece here: he can be captured this way, and he can help to capture.
help-book13-sandwich-2 = The edge of the board never acts as one side of a sandwich.
help-book13-sandwich-3 = Moving your own piece into a sandwich is safe: it is only captured when the other player closes the trap. One move can capture several pieces at once.
help-book13-sandwich-diagram-1 = One move, two captures: the defender arriving on d9 traps the attacker on c9 against b9 and the attacker on e9 against f9.
help-book13-sandwich-diagram-2 = The edge does not help a sandwich. The defender on a6 has an attacker beside it and the edge behind it, but it is not captured.
help-book13-enclosure = Capturing by enclosure
help-book13-enclosure-1 = After a move, every group of enemy pieces (pieces joined along rows and columns) that has no empty square left next to it is captured, however large it is and whatever its shape. Here the edge of the board does help: it closes a group in just as well as your own pieces do.
help-book13-enclosure-2 = Enclosures are taken before sandwiches. If the group holds the king, the king is captured with it and the attackers win.
help-book13-enclosure-diagram-1 = The defenders on a4 and a5 form a group with just one empty neighbour, a6. The attacker moving there leaves them no empty square at all, so both are captured.
help-book13-enclosure-diagram-2 = The king and the defender beside him are closed in on every side once the attacker reaches f10. The whole group is captured, king included, and the attackers win.
help-book13-king = Capturing the king
help-book13-king-1 = The king is no harder to capture than any other piece: two attackers on opposite sides of him are enough, anywhere on the board. He can also be lost in an enclosure, as shown above.
help-book13-king-diagram-1 = The attacker moving up to i5 traps the king between itself and the attacker on g5. The king is captured and the attackers win.
help-book13-escaping = Escaping
help-book13-escaping-1 = The king escapes as soon as he reaches any square on the edge of the board, corners included, and the defenders win.
help-book13-escaping-diagram-1 = The king runs down from d4 to the edge at d1 and escapes.
help-book13-end = End of the game
help-book13-end-1 = Every game is played to the end: there are no draws, and nobody may resign. Taflbord offers no draw in this variant. A player who has no legal move on their turn loses.
help-book13-end-2 = In tournaments, players meet in matchups. A round is two games, with the challenger attacking in the first game and defending in the second. Whoever wins both games of a round wins the matchup; otherwise another round is played.

## Rules help: tablut

help-tablut-history-1 = Tablut is the best recorded game of the whole tafl family. In 1732 the Swedish naturalist Carl Linnaeus travelled through Lapland and wrote about a board game he saw the Sámi play: a king and his eight men, the Swedes, against sixteen Muscovites. He drew the board and noted what he saw in fourteen short entries, though he seems not to have understood the Sámi language.
help-tablut-history-2 = His notes were put into English in 1811. In 1913 the chess historian H. J. R. Murray argued that tablut was the same game as the Vikings' hnefatafl, and his rules, in which the king escapes anywhere on the edge, were copied by almost every later book. Played that way, the game is very easy for the king.
help-tablut-history-3 = Taflbord plays a closer reading of Linnaeus, made for a Swedish travelling exhibition (Riksutställningar) in 1972. The squares where the attackers start are base camps, the centre square is the king's castle, and both are closed to ordinary traffic; the king can only escape to an edge square outside the camps. The Swedes move first.
help-tablut-aim = Aim of the game
help-tablut-aim-1 = The king starts on the castle, the centre square e5, with his eight Swedes (white) around him. The sixteen Muscovites (black) start in four T-shaped base camps, one in the middle of each edge.
help-tablut-aim-2 = The Swedes win when their king reaches an edge square that does not belong to a base camp. The Muscovites win when they capture the king.
help-tablut-aim-3 = Unusually, the king's side makes the first move.
help-tablut-moving = Moving and restricted squares
help-tablut-moving-1 = All pieces move like rooks in chess: straight along a row or a column, over any number of empty squares, without jumping.
help-tablut-moving-2 = Restricted squares are closed to traffic: no piece may stop on the castle or in a base camp, or pass over them. The one exception is a Muscovite that has not yet left its own camp: it may move around inside that camp and cross its squares as it leaves. After that it may never go back, and it may not enter any other restricted square.
help-tablut-moving-3 = After the king has moved off the castle, it stays empty for good: nobody, not even the king, may cross it or stop on it.
help-tablut-moving-diagram-1 = Once the king has left, nobody may cross the empty castle, so the defender cannot move from e3 to e7.
help-tablut-moving-diagram-2 = This attacker has already left its camp and may not go back into one: the move c4-a4 is not allowed.
help-tablut-capturing = Capturing
help-tablut-capturing-1 = A piece is captured when the player who moves traps it between two of their own pieces, one on each side along a row or a column. It is safe to move into the gap between two enemies yourself.
help-tablut-capturing-2 = Only pieces capture: the castle and the camp squares never take the place of a piece when an ordinary piece is captured. The king is armed and can help to capture.
help-tablut-capturing-diagram-1 = The attacker sweeping in to d7 traps the defender on c7 against the attacker on b7 and captures it.
help-tablut-capturing-diagram-2 = The defender on g5 stands next to the empty camp square h5, but camp squares do not capture: when the attacker comes to f5, nothing is taken.
help-tablut-king = Capturing the king
help-tablut-king-1 = The king is captured only when he is shut in on all four sides. Each side must be an attacker or a restricted square: the empty castle or a square of a base camp. Then he cannot move anywhere.
help-tablut-king-diagram-1 = Next to the castle, three attackers are enough: the castle closes the fourth side, and the attacker moving to e7 captures the king.
help-tablut-king-diagram-2 = A camp square blocks the king just like an attacker: with the king on e3 and the camp square e2 below him, the attacker arriving on e4 captures him.
help-tablut-combined-trap = The combined trap
help-tablut-combined-trap-1 = A defender standing right next to his king can be trapped against the king. Suppose the king is shut in on the three remaining sides, whether by attackers or by restricted squares. Then an attacker that steps onto the square on the far side of the defender takes that defender off the board, while the king stays where he is.
help-tablut-combined-trap-diagram-1 = The king on c3 is hemmed in on three sides. The attacker arriving on e3 captures the defender on d3, pinned between it and his own king; the king stays.
help-tablut-escaping = Escaping
help-tablut-escaping-1 = The king escapes, and the Swedes win, when he reaches any edge square that is not part of a base camp.
help-tablut-escaping-2 = Linnaeus noted two warnings. If the king has a single open path to the edge, the Swedes must warn their opponent with “raicki”; with two open paths the word is “tuicku”, and the game is as good as won. Taflbord shows these warnings for you.
help-tablut-escaping-diagram-1 = Column g is open to the edge, and g9 is not a camp square, so the king runs there and escapes.
help-tablut-end = End of the game
help-tablut-end-1 = The game is over when the king escapes or is captured. A player with no legal move on their turn loses.
help-tablut-end-2 = A threat may not be repeated over and over: no move may create a position that has already occurred twice.

## Rules help: onestep9

help-onestep9-history-1 = This is hnefatafl as a rules sheet for beginners teaches it: a 9 by 9 board, a king with eight defenders against sixteen attackers, and one twist that keeps the game calm and easy to follow. Every piece, the king too, moves just one square at a time.
help-onestep9-history-2 = The sagas mention hnefatafl again and again, and skill at it was prized as highly as skill with weapons. In the saga Morkinskinna, Eysteinn tells his brother Sigurd that he is the handier man of the two and the better hnefatafl player. The Vikings took the game with them to Iceland, Ireland, Britain and Wales among other places.
help-onestep9-history-3 = The size of the armies fits finds from the Viking Age: sets of glass playing pieces from graves at Björkö (Birka) and at Valsgärde in Sweden appear to come from sets made for a 9 by 9 board. The sheet's own drawing of the starting position has not survived, so Taflbord uses the usual 9 by 9 layout: the king in the centre, his eight defenders in a cross around him, and the attackers in four T-shaped groups along the edges.
help-onestep9-aim = Aim of the game
help-onestep9-aim-1 = The defenders (white) want to bring their king from the centre to one of the four corner squares. The attackers (black) want to capture the king before he gets there.
help-onestep9-aim-2 = The attackers move first; then the players take turns.
help-onestep9-moving = Moving
help-onestep9-moving-1 = Each move takes one piece exactly one square up, down, left or right. Nothing moves diagonally, and nothing moves more than one square.
help-onestep9-moving-2 = The centre square is the throne, and it and the four corners are for the king alone: no other piece may step onto them. The king may go back to the throne whenever he likes.
help-onestep9-moving-diagram-1 = Every move is a single step: the attacker on c3 may go to c4, but not straight on to c5.
help-onestep9-capturing = Capturing
help-onestep9-capturing-1 = When a move leaves an enemy piece squeezed between two of the mover's pieces, or between one of them and a corner, along a row or a column, that enemy piece is captured. The corners work against both sides.
help-onestep9-capturing-2 = The throne is not hostile: it never helps to capture an ordinary piece.
help-onestep9-capturing-3 = A piece may safely step in between two enemies; it is captured only if the enemy closes the trap. The king is armed and can help to capture.
help-onestep9-capturing-diagram-1 = The attacker steps down from e8 to e7 and traps the defender on d7 against the attacker on c7.
help-onestep9-capturing-diagram-2 = The corner a9 is hostile: the attacker stepping up to c9 captures the defender on b9 against it.
help-onestep9-capturing-diagram-3 = The throne does not capture. The attacker on e6 sits between the empty throne and the defender arriving on e7, and it stays on the board.
help-onestep9-king = Capturing the king
help-onestep9-king-1 = Against the king, the edge of the board, the corners and the empty throne all count as enemies. He is captured when every one of his four sides is closed by an attacker or by one of those.
help-onestep9-king-2 = So it takes four attackers while he is on the throne, three beside the throne or on the edge, and only two when he is next to a corner.
help-onestep9-king-diagram-1 = On the edge, three attackers are enough: the edge closes the fourth side, and the attacker stepping to e2 captures the king.
help-onestep9-king-diagram-2 = Next to a corner, two attackers do it: the corner a1 and the edge close two sides, and the attacker stepping to b2 closes the last.
help-onestep9-king-diagram-3 = Beside the throne the empty throne is the fourth side: the attacker stepping to e3 captures the king.
help-onestep9-escaping = Escaping
help-onestep9-escaping-1 = The king escapes, and the defenders win, when he steps onto a corner square.
help-onestep9-escaping-2 = Players warn each other. When the king has a clear way to a corner on his next move, the defenders say “Escape!”; when the attackers could capture the king with their next move, they say “Watch your king!”. Taflbord shows both warnings.
help-onestep9-escaping-diagram-1 = The king steps into the corner a1 and the defenders win.
help-onestep9-end = End of the game
help-onestep9-end-1 = The game ends when the king escapes or is captured. A player who cannot make any legal move on their turn loses the game.

## Rules help: brandubh

help-brandubh-history-1 = Brandubh is the Irish member of the tafl family, and the smallest: it is played on a board of 7 by 7 squares. Its name means “raven black”. Old Irish poems speak of a golden chief piece, the branán, with a man on each side of him, and of a set of five white pieces against eight red ones.
help-brandubh-history-2 = The Irish scholar Eoin MacWhite suggested a 7 by 7 board with the pieces in the shape of a cross: the king in the middle, his four men beside him, and the eight attackers at the ends of the four arms. That is the starting position used here.
help-brandubh-history-3 = Boards of the right size have been found. A finely carved wooden board with 7 by 7 holes for pegged pieces was dug up at Ballinderry in Ireland in 1932 and is now in the National Museum of Ireland in Dublin; its corner holes are marked, which suggests that the king escaped there. Two stone boards carved with a grid of 7 by 7 points come from a ninth-century Viking settlement at Buckquoy in Orkney.
help-brandubh-aim = Aim of the game
help-brandubh-aim-1 = The king starts on the throne in the centre with four defenders around him. The eight attackers stand two by two at the ends of the cross.
help-brandubh-aim-2 = The defenders win when the king reaches one of the four corners. The attackers win when they capture the king. The attackers make the first move.
help-brandubh-moving = Moving
help-brandubh-moving-1 = Pieces move like rooks in chess: any distance along a row or a column, as long as the way is clear. No jumping and no diagonal moves.
help-brandubh-moving-2 = Only the king may stop on the throne or on a corner square. Any piece may pass over the throne while it is empty, and the king may come back to it.
help-brandubh-capturing = Capturing
help-brandubh-capturing-1 = Trap an enemy piece between two of your own pieces along a row or a column, by moving one of them into place, and it is captured. A piece that moves in between two enemies on its own is safe.
help-brandubh-capturing-2 = The four corners are hostile to everybody, so a corner can act as one of the two trapping pieces. The throne is not hostile and never helps a capture.
help-brandubh-capturing-3 = The king is armed: he can be one of the two pieces that make a capture.
help-brandubh-capturing-diagram-1 = The attacker comes down to c5 and traps the defender on b5 against the attacker on a5.
help-brandubh-capturing-diagram-2 = The corner a1 counts as an enemy of the attacker on a2: the defender arriving on a3 captures it.
help-brandubh-capturing-diagram-3 = The throne is not hostile: the defender on d5, between the empty throne and the attacker moving to d6, is not captured.
help-brandubh-king = Capturing the king
help-brandubh-king-1 = In brandubh the king is weak: he is captured like any other piece, by two attackers on opposite sides of him, anywhere on the board, even on the throne.
help-brandubh-king-2 = Since the corners are hostile to him as well, next to a corner a single attacker on the far side is enough.
help-brandubh-king-diagram-1 = Two attackers are enough: the attacker moving to f5 traps the king against the attacker on d5, and the attackers win.
help-brandubh-king-diagram-2 = Next to a corner one attacker does it: the attacker moving to a3 traps the king against the corner a1.
help-brandubh-escaping = Escaping
help-brandubh-escaping-1 = The defenders win as soon as the king reaches one of the four corners.
help-brandubh-escaping-diagram-1 = The edge is clear up to the corner g7, and the king escapes there.
help-brandubh-end = End of the game
help-brandubh-end-1 = The game ends when the king escapes or is captured. A player who has no legal move on their turn loses.
help-brandubh-end-2 = If the same position (the same pieces on the same squares, with the same side to move) occurs for the third time, the game is drawn.

## Rules help: tawlbwrdd

help-tawlbwrdd-history-1 = Tawl-bwrdd is the tafl game of Wales; its name most likely comes from the Norse word for a gaming board. Welsh law books, traditionally linked with King Hywel Dda, mention it often. They put a value on each piece of the king's own board, and the figures add up to eight men and a king against sixteen.
help-tawlbwrdd-history-2 = The fullest Welsh description is in a manuscript written by Robert ap Ifan in 1587 and kept at the National Library of Wales. It describes a board of 11 by 11 squares with a king and twelve defenders against twenty-four attackers. The rule for winning is partly unreadable: the king wins if he can travel along a certain line, but the word that names the line is lost.
help-tawlbwrdd-history-3 = The games writer R. C. Bell rebuilt the game in 1969, with a die deciding who may move and a king who escapes anywhere on the edge. Taflbord follows the later proposal of Sten Helmfrid instead: no dice, the king must actually travel along the edge to escape, and his side may never leave him open to capture (“watch your king”).
help-tawlbwrdd-aim = Aim of the game
help-tawlbwrdd-aim-1 = The king starts in the middle of the board with twelve defenders around him. The twenty-four attackers wait in four blocks of six along the edges.
help-tawlbwrdd-aim-2 = The defenders win when the king makes a move along the edge of the board. The attackers win by trapping the king so that he cannot be saved.
help-tawlbwrdd-aim-3 = The king's side makes the first move.
help-tawlbwrdd-moving = Moving
help-tawlbwrdd-moving-1 = All pieces move like rooks in chess: straight along a row or a column, any number of empty squares, without jumping over anything.
help-tawlbwrdd-moving-2 = There are no special squares: any piece may stop anywhere, the centre and the corners included.
help-tawlbwrdd-capturing = Capturing
help-tawlbwrdd-capturing-1 = Any piece, the king as well, is captured when the enemy moves a second piece into place so that it sits between two of them on a row or a column. Neither the edge of the board nor any square helps with a capture.
help-tawlbwrdd-capturing-2 = Moving in between two enemy pieces yourself is safe. In Helmfrid's rules the player says “gwrheill” when doing so, so that nobody can later claim the piece was taken; Taflbord keeps track of it for you.
help-tawlbwrdd-capturing-3 = The king is armed and can help to capture.
help-tawlbwrdd-capturing-diagram-1 = The attacker coming down to e9 traps the defender on d9 against the attacker on c9.
help-tawlbwrdd-capturing-diagram-2 = The king takes part in captures: moving up to e8, he traps the attacker on d8 against the defender on c8.
help-tawlbwrdd-watch-king = Watch your king
help-tawlbwrdd-watch-king-1 = The king is captured like any other piece, between two attackers. But the defenders must never leave their king where the attackers could take him on their very next move: a move that does so is not allowed.
help-tawlbwrdd-watch-king-2 = If the king is threatened and no move of the defenders can remove the threat (by capturing the attacker, blocking its way, or moving the king to safety), the king is mated and the attackers win.
help-tawlbwrdd-watch-king-diagram-1 = The king may not walk into danger. On c3 he could be trapped by the attacker from h3 sliding to d3, so the move c6-c3 is not allowed.
help-tawlbwrdd-watch-king-diagram-2 = The attacker moving to b6 threatens to trap the king with e6-d6. The king's only move, to d6, is just as dangerous, and the defender on h3 cannot help: the king is mated and the attackers win.
help-tawlbwrdd-escaping = Escaping
help-tawlbwrdd-escaping-1 = Reaching the edge is not enough. The king escapes, and the defenders win, when he makes a move along the edge: from one square of an edge row or column to another square of the same edge.
help-tawlbwrdd-escaping-diagram-1 = The king reaches the edge on a5, but that alone does not win; the game goes on, and the attackers get a chance to block him.
help-tawlbwrdd-escaping-diagram-2 = From k4 the king moves along the edge to k8: he has escaped and the defenders win.
help-tawlbwrdd-end = End of the game
help-tawlbwrdd-end-1 = The game ends when the king escapes along the edge, or when he is mated or captured. A player with no legal move on their turn loses.
help-tawlbwrdd-end-2 = If the same position (the same pieces on the same squares, with the same side to move) comes up a third time, the game is a draw.

## Rules help: alea19

help-alea19-history-1 = Alea evangelii, Latin for “the game of the Gospels”, is known from a tenth-century manuscript, written in Ireland or England and kept today in Oxford. It contains a drawing of a board of 18 by 18 squares with the pieces standing on the crossing points of the lines, which gives 19 by 19 places to play on, and a long explanation of the game as a picture of the four Gospels.
help-alea19-history-2 = The text says that Dubinsi, bishop of Bangor, who died in 951, carried the game over to Ireland from King Æthelstan's court in England. It counts 72 men and one chief piece in the middle, and says the game is understood only by someone who knows about attackers and defenders, a city and its citadel, and “nine steps twice over”. From the centre the king needs nine steps across and nine steps up or down to reach a corner, which may be what that phrase means.
help-alea19-history-3 = The drawing does not show which men belong to which side. Taflbord uses H. J. R. Murray's arrangement, 48 attackers against 24 defenders, and plays it with the modern corner rules: the decorated corners of the drawing are taken as the king's escape squares, and the throne and corners are restricted and hostile as in Copenhagen.
help-alea19-aim = Aim of the game
help-alea19-aim-1 = The king starts on the throne, the centre square j10, among his 24 defenders. The 48 attackers stand in groups all around them.
help-alea19-aim-2 = The defenders win when the king reaches a corner of the big board. The attackers win by capturing the king, or by closing a ring around the king and all of his defenders.
help-alea19-aim-3 = The attackers make the first move.
help-alea19-moving = Moving
help-alea19-moving-1 = Every piece moves like a rook in chess: along a row or a column, as far as the way is clear, never jumping and never diagonally.
help-alea19-moving-2 = Only the king may stop on the throne or on a corner. Any piece may pass over the throne while it is empty, and the king may return to it.
help-alea19-capturing = Capturing
help-alea19-capturing-1 = A piece is captured when the enemy moves so that it is trapped between two enemy pieces on a row or a column. Moving into such a gap yourself is safe.
help-alea19-capturing-2 = The corners are hostile to every piece and can close a trap instead of an enemy. The throne counts against the attackers at all times, and against the defenders only while it is empty. The edge of the board counts for nothing.
help-alea19-capturing-3 = The king is armed and can take part in captures.
help-alea19-capturing-diagram-1 = The attacker coming down to h15 traps the defender on g15 against the attacker on f15.
help-alea19-capturing-diagram-2 = The empty throne is hostile to the attackers: the defender arriving on l10 captures the attacker on k10 against it.
help-alea19-capturing-diagram-3 = The corner s1 is hostile to everyone: the defender moving to s3 captures the attacker on s2.
help-alea19-king = Capturing the king
help-alea19-king-1 = The king is strong. He is captured only when attackers surround him on all four sides, or on three sides when he stands next to the empty throne, which then closes the fourth.
help-alea19-king-2 = On the edge of the board the king cannot be captured.
help-alea19-king-diagram-1 = Three attackers already stand around the king on his throne; the fourth, arriving on j9, captures him.
help-alea19-king-diagram-2 = On the edge the king is safe, even with attackers on all three open sides: the game goes on.
help-alea19-escaping = Escaping
help-alea19-escaping-1 = The king escapes, and the defenders win, when he reaches one of the four corners.
help-alea19-escaping-diagram-1 = The top edge is open, so the king runs from m19 to the corner s19 and escapes.
help-alea19-encirclement = Encirclement
help-alea19-encirclement-1 = If, after a move of the attackers, the king and every defender left are shut in by an unbroken ring of attackers, so that none of them can reach the edge, the attackers win.
help-alea19-end = End of the game
help-alea19-end-1 = The game ends when the king escapes, is captured or is encircled with his defenders. A player who cannot make a legal move on their turn loses.
help-alea19-end-2 = When the same position (the same pieces on the same squares, with the same side to move) occurs for the third time, the game is drawn.

## Named openings

opening-millar-gambit-accepted = Millar Gambit (Accepted)
opening-millar-gambit-accepted-description = The defenders drop a piece on g2, next to the f2 attacker, and the attackers take it by coming back with h3-h2. They are a piece up, but the h-file attacker is back on the edge and the defenders gain time and room on the south-east side.
opening-millar-gambit-declined = Millar Gambit (Declined)
opening-millar-gambit-declined-description = The same offer on g2, left alone: the attackers do not play h3-h2 and keep h3 forward, while the defender on g2 stays lodged behind their southern line.
opening-indirect-millar-gambit-1 = Indirect Millar Gambit 1
opening-indirect-millar-gambit-1-description = The sacrifice moves elsewhere: a guard of the king swings from g7 to j7, against the east-edge attackers, where k8-j8 can take it at once.
opening-indirect-millar-gambit-2 = Indirect Millar Gambit 2
opening-indirect-millar-gambit-2-description = The same idea on the west: the defender on e7 runs to b7, beside the west-edge attackers, where a8-b8 can take it, and the diamond opens on its north-west side.
opening-indirect-millar-gambit-3 = Indirect Millar Gambit 3
opening-indirect-millar-gambit-3-description = The offer is made in the north: the defender on e7 goes straight up to e10, beside the attackers on f10 and e11, where d11-d10 can take it.
opening-polar-gambit = Polar Gambit
opening-polar-gambit-description = An answer on the same file at the far end: the h6 defender runs north to h10, under the h11 attacker, and the attacker on h3 can take it at once only by running all the way up to h9, away from the south.
opening-face-to-face-attack = Face-to-Face Attack
opening-face-to-face-attack-description = The defenders mirror the attackers: d6 comes down to d3, on the same row as h3 and facing it across the south side.
opening-side-attack = Side Attack
opening-side-attack-description = The defender in front of the king steps sideways from f4 to i4, diagonally beside the new attacker on h3, pressing on the south-east where h1-h3 thinned the edge.
opening-american-opening = American Opening
opening-american-opening-description = The attacker in front of the south edge, f2, slides east to i2 to guard the approach to the south-east corner instead of pushing an edge piece forward.
opening-bulgarian-opening = Bulgarian Opening
opening-bulgarian-opening-description = After the American move the defenders answer with g5-g4, stepping out of the diamond towards the south where the attackers have just regrouped.
opening-canadian-opening = Canadian Opening / Hungarian Opening
opening-canadian-opening-description = Like the common h1-h3 but one square further: the h1 attacker stops on h4, level with the defenders' diamond, blocking the king's side more closely at the cost of leaving the edge farther behind.
opening-dutch-opening = Dutch Opening
opening-dutch-opening-description = A quiet move: g1 steps up to g2 beside the f2 attacker, making a compact block on the south side rather than reaching out.
opening-english-opening = English Opening
opening-english-opening-description = The defenders answer the American move with its mirror image: the northern defender f8 crosses to i8, heading for the north-east corner.
opening-french-opening = French Opening
opening-french-opening-description = The g1 attacker goes two squares up to g3, facing the defender on g5 with one empty square between them, an early claim on the south-east quarter.
opening-german-opening = German Opening
opening-german-opening-description = The defenders answer on the opposite side of the board: d6 goes north to d9, towards the north-west corner and away from the attacker on h3.
opening-italian-opening = Italian Opening
opening-italian-opening-description = The defender on e7 moves up two squares to e9, loosening the north side of the diamond and heading for the north-west.
opening-russian-opening = Russian Opening
opening-russian-opening-description = The h6 defender goes north to h9, one square short of the Polar Gambit, threatening the north-east without putting itself next to the edge attackers.
opening-scandinavian-opening = Scandinavian Opening
opening-scandinavian-opening-description = The f2 attacker slides all the way to j2, on the diagonal next to the south-east corner, a blocking post that closes that corner early.
opening-spanish-opening = Spanish Opening
opening-spanish-opening-description = The defender in front of the king runs west from f4 to c4, to the side the attackers left untouched, threatening the south-west.

## Tool buttons (their tooltips) and the menu
tool-new-game = New game
tool-open = Open a game
tool-save = Save
tool-save-as = Save as…
tool-flip = Turn the board around
tool-menu = More
tool-to-start = To the start
tool-back = One move back
tool-forward = One move forward
tool-to-end = To the last move
tool-replay = Replay the game
tool-stop-replay = Stop the replay
menu-export-picture = Export a picture…
menu-export-animation = Export an animation…
menu-export-sheet = Export the record sheet…
key-ctrl = Ctrl
key-shift = Shift
key-home = Home
key-end = End
settings-notation = Moves shown
notation-sheet = As on the record sheet ({ $sample })
notation-letters = In letters ({ $sample })

## The file chooser
log-no-portal = no desktop file dialog: { $why }; Taflbord opens and saves files with its own chooser
log-portal-silent = the desktop portal did not answer within three seconds
log-no-runtime = no task runtime to reach the desktop with
chooser-open = Open a game
chooser-save = Save the game
chooser-export-picture = Export a picture of the position
chooser-export-animation = Export the game as an animation
chooser-export-sheet = Export the printable record sheet
chooser-cancel = Cancel
chooser-up = Up
chooser-places = Places
chooser-recent-folders = Folders of recent games
chooser-place-games = Taflbord’s games
chooser-place-home = Home
chooser-place-documents = Documents
chooser-reading = Reading the folder…
chooser-unreadable = The folder { $folder } cannot be read: { $reason }
chooser-empty = No folders or files of this kind here.
chooser-name = Name
chooser-save-button = Save
chooser-replace-question = { $file } is already there. Replace it?
chooser-replace = Replace
chooser-keep = Keep it
settings-file-dialogs = File dialogs
file-dialogs-desktop = The desktop’s, else Taflbord’s
file-dialogs-own = Taflbord’s own

menu-analysis = Analysis board
menu-analysis-close = Close the analysis board
analysis-starting = The engine starts thinking…
analysis-depth = depth { $depth } · { $knodes }k nodes · { $knps }k/s
analysis-finished = done
analysis-game-over = The game is over.
analysis-lines = lines: { $count }
analysis-wins-in = { $side } win in { $plies }

menu-set-up = Set up a position
setup-title = Set up a position
setup-hint = Choose a piece, then click squares to put it there; clicking the same piece again empties its square.
setup-attacker = Attacker
setup-defender = Defender
setup-king = King
setup-empty = Empty
setup-to-move = To move:
setup-clear = Clear the board
setup-start = Starting position
setup-play = Play it
setup-analyse = Analyse it
setup-save = Save it…
setup-ready = The position can be played.
setup-over = The side to move has no move: the game is over already.
setup-error-kings = There must be exactly one king; there are { $count }.
setup-error-no-attackers = There are no attackers.
setup-error-forbidden-attacker = No attacker may stand on { $square }.
setup-error-forbidden-defender = No defender may stand on { $square }.
setup-error-forbidden-king = The king may not stand on { $square }.
setup-error-escaped = The king on { $square } has already escaped.
setup-errors-more = … and { $count } more.

# Resigning, offering a draw and the end of a game; playing the computer from the start
end-resign = Resign…
end-offer-draw = Offer a draw
end-resign-title = Resign this game?
end-resign-then = { $winner ->
    [attackers] The attackers win.
   *[defenders] The defenders win.
}
end-resign-yes = Resign
end-resign-no = Keep playing
end-draw-offered = { $side ->
    [attackers] The attackers offer a draw. Do the defenders accept?
   *[defenders] The defenders offer a draw. Do the attackers accept?
}
end-draw-accept = Accept the draw
end-draw-decline = Decline
notice-draw-declined = { $side ->
    [attackers] The attackers decline the draw.
   *[defenders] The defenders decline the draw.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } declines the draw: it thinks the attackers are ahead ({ $percent }%).
   *[defenders] { $bot } declines the draw: it thinks the defenders are ahead ({ $percent }%).
}
status-weighing-draw = { $bot } weighs the draw offer… { $seconds } s
end-attackers-win = The attackers win
end-defenders-win = The defenders win
end-draw = Draw
end-by-resignation = { $side ->
    [attackers] The attackers resigned.
   *[defenders] The defenders resigned.
}
end-by-agreement = A draw by agreement.
end-by-time = { $side ->
    [attackers] The attackers ran out of time.
   *[defenders] The defenders ran out of time.
}
end-rematch = Rematch, sides swapped
end-escape = Esc: back to the board
new-game-computer = Play the computer
new-game-computer-level = Level
new-game-computer-side = You play
new-game-or-choose = Or choose who plays each side:
welcome-title = Welcome to Taflbord
welcome-intro = Play the computer to begin, or two people at this board. The rules are one key away: F1.
welcome-two-people = Two people at this board
welcome-more = More choices…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent }% { $side ->
        [attackers] attackers
       *[defenders] defenders
    })
score-even = { $score } (even)
review-comment = { $verdict ->
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    } by the { $side ->
        [attackers] attackers
       *[defenders] defenders
    }: { $before } before, { $after } after
review-better = { $comment }; better { $move }

# A running timed game is not left without asking
ask-leave-timed-game = The clocks are running. Leave this game for another?
button-leave-game = Leave the game
button-keep-playing = Keep playing

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Exporting { $file }: { $done } of { $of }
button-cancel-export = Cancel
notice-export-cancelled = Export cancelled; nothing was written to { $file }.
notice-export-busy = An export is already under way: let it finish or cancel it.
exported-animation-frames =
    { $frames ->
        [one] Saved the game as { $file }: { $frames } picture, { $kilobytes } kB
       *[other] Saved the game as { $file }: { $frames } pictures, { $kilobytes } kB
    }

## Online play on the community's server
button-online = Play online…
online-title = Play online
online-intro = Play people on the tafl community's server. Your games are saved as record sheets and listed in Recent games.
online-server = Server
online-user = Name
online-password = Password
online-password-kept = Taflbord never writes the password to a file. “Remember me” keeps it in the desktop’s secret store, where there is one.
online-create = Create this account
online-log-in = Log in
online-connecting = Connecting…
online-log-out = Log out
online-not-an-account = Not an account the server takes: { $why }.
online-wrong-version = The server needs a newer Taflbord: it speaks another version of the protocol.
online-wrong-password = The password is wrong.
online-no-account = There is no account of that name. Tick “Create this account” to make it.
online-name-taken = An account of that name exists already.
online-refused = The server refused: { $why }
online-logged-in-as = { $user } on { $server }
online-lost = The connection was lost ({ $why }). Trying again in { $seconds } s…
online-challenge = { $player } wants to play your seek.
online-accept = Accept
online-decline = Decline
online-back-to-game = Back to your game: { $attackers } v { $defenders }
online-new-seek = Seek a game
online-seek = Seek
online-withdraw = Withdraw
online-seeks = Open seeks
online-no-seeks = Nobody is seeking a game now.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · your side: { $side }
online-rated = rated
online-unrated = unrated
online-join = Join
online-running = Games being played
online-watch = Watch
online-players = Players
online-player-record = { $wins } won · { $losses } lost · { $draws } drawn
online-server-refused = The server refused “{ $command }”: { $reason }
online-move-refused = Not sent: { $why }
online-game-over = Game over — { $result }
online-your-move = Your move
online-to-move = The { $side } to move
online-draw-offered = Your opponent offers a draw.
online-offer-draw = Offer a draw
online-resign = Resign
online-chat = Say something to your opponent
online-to-lobby = To the lobby
online-versus = { $attackers } v { $defenders }
online-recent-title = { $server } · { $attackers } v { $defenders }
online-logged-in-already = This account is logged in already, from somewhere else.
online-too-soon = Too many tries: the server waits a little before it takes the next. Try again in a minute.
online-clock-not-kept = The server keeps Fischer clocks (like 15+10), sudden death (like 10) or none: write one of those.
online-remember = Remember me (in the desktop’s secret store)
online-kept = The password is kept in the desktop’s secret store.
online-not-kept = The password was not kept ({ $why }): Taflbord keeps it nowhere else.
online-keyring-label = Taflbord: { $user } on { $server }
online-store-none = no secret store answers on this desktop
online-store-locked = the secret store is locked
online-store-silent = the secret store did not answer
online-store-not-text = what the secret store holds is not text

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = cannot find the server { $server }: { $error }
online-loss-no-address = the server { $server } has no address
online-loss-unreachable = cannot connect to { $server }: { $error }
online-loss-server-closed = the server closed the connection
online-loss-broke = the connection broke: { $error }
online-loss-not-sent = could not send to the server: { $error }
online-loss-silent = the server said nothing for { $seconds } s
online-loss-line-too-long = the server sent a line longer than { $megabytes } MB
online-loss-broken-off = the connection was broken off
online-loss-not-yet = the server would not let you log in again yet

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = a user name has 1 to 16 characters
online-account-name-character = “{ $character }” cannot be in a user name: use letters, digits, - and _
online-account-password-length = a password has 1 to 32 bytes
online-account-password-characters = a password cannot hold spaces or control characters
