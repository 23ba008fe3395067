# Taflbord in German: the same message ids and variables as locales/en/taflbord.ftl
# (tests/locales.rs checks it).

## Das Spiel und seine Steine

app-name = Taflbord
side-attackers = Angreifer
side-defenders = Verteidiger
piece-attacker = ein Angreifer
piece-defender = ein Verteidiger
piece-king = der König

## Eingebaute Varianten

variant-copenhagen = Kopenhagener Hnefatafl
variant-fetlar = Fetlar-Hnefatafl
variant-book13 = Buch der Strategie 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, Einzelschritte
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## Wie eine Partie endet

outcome-attackers-win = Sieg der Angreifer: { $reason }
outcome-defenders-win = Sieg der Verteidiger: { $reason }
outcome-draw = Remis: { $reason }
reason-corner-escape = König in eine Ecke entkommen
reason-edge-escape = König an den Rand entkommen
reason-periphery-escape = König am Rand entlang entkommen
reason-exit-fort = König in einer Randfestung
reason-king-captured = König gefangen
reason-encircled = Verteidiger umzingelt
reason-mate = König nicht mehr zu retten
reason-no-legal-move = kein regelgerechter Zug für die Seite am Zug
reason-repetition = Stellung zum dritten Mal erreicht
reason-perpetual-repetition = endlose Wiederholung
reason-resignation = Aufgabe
reason-time = Zeit abgelaufen
reason-agreement = vereinbart
reason-move-limit = die Zuggrenze wurde erreicht

## Unerlaubte Züge

illegal-game-over = die Partie ist vorbei
illegal-no-piece = auf dem Startfeld steht kein Stein
illegal-not-your-piece = dieser Stein gehört der anderen Seite
illegal-not-straight = Steine ziehen entlang einer Reihe oder Spalte
illegal-too-far = so weit darf der Stein nicht ziehen
illegal-blocked = der Weg ist nicht frei
illegal-restricted = der Zug berührt ein Sperrfeld
illegal-repetition = der Zug wiederholt eine Stellung, was die Regeln verbieten
illegal-king-exposed = nach diesem Zug könnte der König gefangen werden

## Eingetippte Züge

typed-off-board = { $square } liegt nicht auf dem Brett mit { $size }×{ $size } Feldern
typed-no-piece-behind = hinter dem Zielfeld (entgegen der Pfeilrichtung) steht kein Stein
typed-wrong-side = der Stein hinter dem Zielfeld ist { $piece } und gehört nicht der Seite am Zug
typed-not-the-king = „k“ steht für einen Königszug, aber der Stein hinter dem Zielfeld ist { $piece }
typed-missing-king-mark = hier zieht der König: Schreib „k“ vor den Pfeil
typed-how = gib einen Zug wie f4-c4 oder →9·7 ein (>9.7 oder k^4.4 auf einer einfachen Tastatur)
typed-placeholder = Zug eingeben: { $first } oder { $second }
typed-bots-turn = Der Bot ist am Zug.
typed-problem = „{ $typed }“: { $problem }

## Bots

level-thrall = Knecht
level-thrall-description = Einsteiger, Wertung { $rating }: sieht nur den eigenen Zug und übersieht Drohungen.
level-karl = Karl
level-karl-description = Gelegenheitsspieler, Wertung { $rating }: sieht deine Antwort, spielt aber oft ungenau.
level-huscarl = Huskarl
level-huscarl-description = Vereinsspieler, Wertung { $rating }: sieht deine Antwort, spielt ab und zu ungenau.
level-jarl = Jarl
level-jarl-description = Starker Spieler, Wertung { $rating }: spielt seinen besten Zug, kennt die Eröffnungen.
level-king = König
level-king-description = Experte, Wertung { $rating }: rechnet drei Züge voraus, kennt die Eröffnungen.
level-valkyrie = Walküre
level-valkyrie-description = Meisterin, Wertung { $rating }: rechnet fünf Züge voraus, kennt die Eröffnungen.
level-tyr = Tyr
level-tyr-description = Internationaler Meister, Wertung { $rating }: rechnet sechs Züge voraus, kennt die Eröffnungen.
level-thor = Thor
level-thor-description = Großmeister, Wertung { $rating }: rechnet sieben Züge voraus, kennt die Eröffnungen, schließt als Angreifer den König ein.
level-allfather = Allvater
level-allfather-description = Stärkste Stufe, Wertung über { $rating }: denkt zehn Sekunden pro Zug.

## Die Strategien aus der Fetlar-Forschungsarbeit

strategy-aggressive = Aggressiv
strategy-barricading-aggressive = Barrikaden-Angriff
strategy-barricading-cordon = Barrikaden-Kordon
strategy-king-centered = Königszentriert
strategy-defensive = Defensiv
strategy-foot-in-the-door = Fuß in der Tür
strategy-fortification = Befestigung
strategy-king-s-guard = Königsgarde
strategy-mobile-king = Beweglicher König
strategy-random = Zufällig

## Einstellungsdatei

settings-missing = Noch keine Einstellungen: Es gelten die Standardwerte (sie werden in { $file } gespeichert).
settings-not-utf8 = kein UTF-8-Text
settings-broken-kept = Einstellungsdatei { $file }: { $problem }. Es gelten die Standardwerte; die Datei bleibt als { $kept } erhalten.
settings-broken-not-moved = Einstellungsdatei { $file }: { $problem }. Es gelten die Standardwerte; die Datei ließ sich nicht verschieben ({ $error }), daher werden Änderungen nicht gespeichert.
settings-save-failed = Die Einstellungen konnten nicht in { $file } gespeichert werden: { $error }
file-error-at = Zeile { $line }, Spalte { $column }: { $reason }

## Das Hauptfenster

window-title = { $game } – Taflbord
log-software-renderer = der Grafikadapter { $adapter } zeichnet in Software, darum zeichnet tiny-skia das Fenster (ICED_BACKEND=wgpu wählt wgpu)
game-title = { $variant } · { $attackers } gegen { $defenders }
status-game-over = Partie beendet – { $outcome }
status-recorded = Notiertes Ergebnis: { $outcome }
status-attackers-to-move = Angreifer am Zug ({ $player })
status-defenders-to-move = Verteidiger am Zug ({ $player })
status-thinking = Denkt nach… { $seconds } s
status-hinting = Suche einen Tipp… { $seconds } s
status-search = Tiefe { $depth } · { $score } für die Angreifer · { $knodes }k Knoten
warning-raicki = Raicki! Der König hat einen Fluchtweg.
warning-tuicku = Tuicku! Der König hat zwei Fluchtwege.
warning-escape =
    { $count ->
        [one] Flucht! Der König hat einen Fluchtweg.
       *[other] Flucht! Der König hat { $count } Fluchtwege.
    }
warning-watch-your-king = Achte auf deinen König! Die Angreifer können ihn fangen.
button-new-game = Neue Partie
button-recent = Zuletzt gespielt
button-rules = Regeln
button-openings = Eröffnungen
button-settings = Einstellungen
button-to-start = Anfang
button-back = ◀
button-undo = Rückgängig
button-redo = Wiederholen
button-forward = ▶
button-to-end = Ende
replay-speed = { $seconds } s/Zug
button-pause-bots = Bots anhalten
button-resume-bots = Bots fortsetzen
button-move-now = Jetzt ziehen
button-hint = Tipp

## Dateien

file-kind-sheet = Partieformular
file-kind-games = Tafl-Partien
file-default-name = partie

## Hinweise: eine Zeile unter dem Status

notice-restored = Deine letzte Partie steht wieder auf dem Brett.
notice-restore-failed = Die letzte Partie konnte nicht wiederhergestellt werden: { $error }
notice-autosave-failed = Automatisches Speichern: { $error }
notice-autosave-to-failed = Automatisches Speichern in { $file } fehlgeschlagen: { $error }
notice-recent-failed = Die Liste der letzten Partien konnte nicht aktualisiert werden: { $error }
notice-practice-failed = Diese Eröffnung kann nicht geübt werden: { $error }
notice-book-move-unplayable = Der Buchzug { $move } ist hier nicht spielbar.
notice-book-moves-here = Hier zieht das Buch: Weiter mit ▶.
notice-matchup-variant-gone = Die Variante „{ $variant }“ der Begegnung gibt es nicht mehr.
notice-matchup-save-failed = Die Begegnung konnte nicht gespeichert werden: { $error }
notice-export-failed = Export fehlgeschlagen: { $error }
notice-hint = Tipp: { $move }
notice-saved = { $file } gespeichert
notice-save-failed = { $file } konnte nicht gespeichert werden: { $error }
notice-opened = { $file } geöffnet
notice-variant-assumed = Das Partieformular nennt keine Variante: gelesen als { $variant }.
notice-result-unsupported = Das Partieformular nennt { $result }, aber das Brett zeigt kein Ende: Vielleicht ist es unvollständig.
notice-result-played-past = Die Partie geht über ihr notiertes Ergebnis ({ $result }) hinaus, daher nennt das Partieformular keines mehr.
read-as = Lesen als
notice-open-failed = { $file } konnte nicht geöffnet werden: { $error }
notice-variant-skipped = Variantendatei übersprungen: { $error }

## Begegnungen

matchup-event = Begegnung, Runde { $round }, Partie { $game }
matchup-challenger-player = Herausforderer ({ $player })
matchup-opponent-player = Gegner ({ $player })
matchup-challenger-wins = Der Herausforderer gewinnt die Begegnung mit { $challenger }:{ $opponent }.
matchup-opponent-wins = Der Gegner gewinnt die Begegnung mit { $opponent }:{ $challenger }.
matchup-score-next = Stand der Begegnung { $challenger }:{ $opponent } – weiter mit der nächsten Partie.
matchup-decided = entschieden
matchup-round-game = Runde { $round }, Partie { $game }
matchup-game-over = Partie beendet
matchup-status = Begegnung · { $where } · Herausforderer { $challenger }:{ $opponent } Gegner
matchup-next-game = Nächste Partie

## Spieler und der Bildschirm für eine neue Partie

player-person = Mensch
player-bot = Bot: { $level }
player-strategy = Strategie: { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = Neue Partie
new-game-name = Name (darf leer bleiben)
new-game-variant = Variante
new-game-challenger = Herausforderer (greift in der ersten Partie jeder Runde an)
new-game-opponent = Gegner
new-game-matchup = Begegnung: Runden aus zwei Partien mit Seitenwechsel
new-game-matchup-explained = Jede Runde besteht aus zwei Partien: Der Herausforderer greift zuerst an und verteidigt dann. Wer beide Partien einer Runde gewinnt, gewinnt die Begegnung; andernfalls wird eine weitere Runde gespielt. Jede Partie wird gespeichert.
new-game-start = Starten
new-game-cancel = Abbrechen
new-game-clock = Uhr
new-game-clock-custom = Eigene…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 oder h3
new-game-clock-unread = Keine gültige Bedenkzeit: schreibe 10 (Minuten), 5+3 (Minuten + Sekunden pro Zug), 30s+1 (Sekunden), 5d3 oder 5b3 (eine Verzögerung), h3 (eine Sanduhr) oder none.
clock-none = Ohne Uhr
clock-minutes = { $minutes } Min.
clock-seconds = { $seconds } Sek.
clock-sudden-death = { $base } für die Partie
clock-fischer = { $base } + { $seconds } Sek. pro Zug
clock-simple-delay = { $base }, { $seconds } Sek. Verzögerung pro Zug
clock-bronstein = { $base }, bis zu { $seconds } Sek. zurück pro Zug
clock-hourglass = Sanduhr, { $base }
tool-pause-clock = Uhren anhalten
tool-resume-clock = Uhren starten
notice-clock-paused = Die Uhren stehen: Starte sie, um weiterzuspielen.
notice-clock-running = Die Uhren laufen: Das Brett bleibt bei der Partie, bis sie endet oder die Uhren angehalten werden.
notice-undo-timed = Keine Zugrücknahme in einer Partie mit Uhr zwischen Menschen.
notice-undo-after-time = Die Partie ging auf Zeit verloren: keine Zugrücknahme.
menu-review = Partie analysieren
status-reviewing = Analysiere die Partie: { $done } von { $of } Stellungen
button-stop-review = Anhalten
notice-reviewed = Analyse fertig — Ungenauigkeiten: { $inaccuracies }, Fehler: { $mistakes }, grobe Fehler: { $blunders }.
notes-comment-placeholder = Ein Kommentar zu diesem Zug

## Einstellungen

settings-title = Einstellungen
settings-look = Darstellung
settings-language = Sprache
settings-language-system = Systemsprache
settings-theme = Design
theme-light = Hell
theme-dark = Dunkel
settings-board = Brett
board-style-wood = Holz
board-style-stone = Stein
board-style-paper = Papier
settings-coordinates = Koordinaten am Brettrand
settings-legal-moves = Zeigen, wohin der gewählte Stein ziehen kann
settings-last-move = Letzten Zug und geschlagene Steine markieren
settings-animation = Steine gleiten auf ihre Felder
settings-sound-heading = Ton
settings-sound = Ton
settings-volume = { $percent } %
settings-engine = Engine
settings-engine-threads = Threads für die stärkste Stufe, Tipps, das Analysebrett und Partieanalysen
settings-engine-threads-note = Mehr Threads rechnen in derselben Zeit tiefer. Die anderen Stufen rechnen immer mit einem, damit sie so stark spielen, wie ihre Wertung sagt.
settings-new-games = Neue Partien
settings-window = Fenster: { $width } × { $height } (wird beim Ändern der Größe gespeichert)
settings-saved-in = Die Einstellungen werden in { $file } gespeichert
settings-not-saved = Nicht gespeichert: Es gibt keinen Konfigurationsordner.
settings-done = Fertig

## Letzte Partien

recent-title = Letzte Partien
recent-none = Noch keine Partien. Partien, die du spielst, öffnest oder speicherst, erscheinen hier.
recent-not-finished = nicht beendet
recent-moves =
    { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
recent-file-gone = die Datei ist nicht mehr vorhanden
back-to-game = Zurück zur Partie

## Das Partieformular neben dem Brett

sheet-opening = Eröffnung: { $name }
sheet-attacker = Angreifer
sheet-defender = Verteidiger
sheet-no = Nr.
sheet-move = Zug
sheet-capt = Geschl.
sheet-back-to-main-line = Zurück zur Hauptvariante
# $parent ist 0 für die Hauptvariante, sonst die Nummer der Variante, von der sie abzweigt.

## Export

file-kind-png = PNG-Bild
file-kind-gif = Animiertes GIF
file-kind-sheet-svg = Partieformular (SVG)
exported-picture = Stellung als { $file } gespeichert
exported-sheet =
    { $pages ->
        [one] Partieformular als { $file } gespeichert
       *[other] Partieformular als { $pages } Seiten gespeichert: { $file }…
    }

## Eine Eröffnung üben

practice-wrong-move = { $move } ist nicht der Buchzug. Das Buch spielt hier { $book }: { $why }. Versuch es noch einmal.
practice-it-captures =
    { $count ->
        [one] er schlägt { $squares }
       *[other] er schlägt { $squares }
    }
practice-how-it-goes-on = so wird „{ $opening }“ fortgesetzt
practice-found =
    { $mistakes ->
        [one] { $found } von { $total } gefunden, { $mistakes } Fehler
       *[other] { $found } von { $total } gefunden, { $mistakes } Fehler
    }
practice-done = Übung „{ $opening }“ beendet: { $found }. { $bot } spielt weiter.
practice-as-attackers = Übung „{ $opening }“ als Angreifer: { $found }.
practice-as-defenders = Übung „{ $opening }“ als Verteidiger: { $found }.

## Der Eröffnungsbrowser

explorer-title = Eröffnungsbuch
explorer-empty = Das Buch ist leer.
explorer-moves = Züge
explorer-real-games = In gespielten Partien
explorer-played = Gespielt in { $games } von { $all } Partien: Angreifer gewannen { $attackers }, Verteidiger { $defenders }, Sonstige { $other } (Verteidiger { $percent } %).
explorer-not-played = In keiner der { $all } Partien gespielt.
explorer-no-figures = Keine Zahlen zu dieser Eröffnung.
explorer-practice = Üben
explorer-practice-explained = Die Gegenseite spielt ihre Buchzüge sofort; du musst deine selbst finden. Wenn die Variante endet, übernimmt ein Bot die Gegenseite.
explorer-play-as = Spielen als
explorer-then-the-bot = danach spielt der Bot
explorer-plays-on = weiter.
explorer-practise = Diese Eröffnung üben
explorer-start-position =
    { $count ->
        [one] Anfangsstellung (Variante mit { $count } Zug)
       *[other] Anfangsstellung (Variante mit { $count } Zügen)
    }
explorer-move = Zug { $number } von { $count }: { $move }
explorer-move-takes = Zug { $number } von { $count }: { $move }, schlägt { $captures }
explorer-unplayable = { $move } ist nicht spielbar: { $why }
opening-canadian-opening-note = Seed 000 führt die Kanadische und die Ungarische Eröffnung mit demselben Zug, H1 → H4; es ist eine Variante unter zwei Namen.

## Der Regelbildschirm

rules-of = Regeln für
rules-history = Geschichte
rules-none = Für { $variant } gibt es keine Regelhilfe: Es ist eine eigene Variante, aus einer Datei gelesen. Es gelten die Regeln, die in dieser Datei stehen.
rules-unreadable = Die Regelhilfe konnte nicht gelesen werden: { $error }
rules-before = Vor { $move }
rules-after = Danach
rules-not-allowed = { $move } (nicht erlaubt)
rules-not-allowed-because = { $move } ist nicht erlaubt: { $why }.
rules-captured =
    { $count ->
        [0] nichts wird geschlagen
        [one] { $squares } wird geschlagen
       *[other] { $squares } werden geschlagen
    }
rules-verdict-ends = { $move }: { $taken }. { $end }.
rules-verdict-goes-on = { $move }: { $taken }; die Partie geht weiter.

## Regelhilfe: copenhagen

help-copenhagen-history-1 = Hnefatafl, oft „Wikingerschach“ genannt, wurde in der ganzen nordischen Welt gespielt und taucht in mehreren Sagas auf. Niemand schrieb seine Regeln auf, und als sich im Mittelalter das Schachspiel im Norden ausbreitete, geriet das alte Spiel nach und nach in Vergessenheit, und seine Regeln gingen verloren.
help-copenhagen-history-2 = Heutige Spieler haben es anhand von Tablut rekonstruiert, dem Spiel der Samen, das Linné 1732 in seinem Tagebuch beschrieb. Seine lateinischen Notizen wurden 1811 mit mehreren Fehlern ins Englische übersetzt, und Partien nach dieser Übersetzung fielen sehr einseitig zugunsten des Königs aus. Deshalb ergänzten die Spieler Regeln, um für Ausgleich zu sorgen: Der König muss eine Ecke erreichen statt nur den Rand, und die Ecken sowie der Thron in der Mitte wurden zu Sonderfeldern.
help-copenhagen-history-3 = Die Kopenhagener Regeln sind eines dieser modernen Regelwerke. Drei Spieler stellten sie 2012 auf: Aage Nielsen aus Dänemark, Adam Bartley aus Norwegen und Tim Millar aus dem Vereinigten Königreich. Zusätzlich zu den üblichen modernen Regeln bringen sie zwei eigene Ideen mit: den Schildwall, der eine ganze Reihe von Steinen am Rand mit einem Zug schlägt, und die Randfestung, mit der der König am Brettrand gewinnen kann. Das Spiel wird oft auf Turnieren gespielt und ist das Standardspiel in Taflbord.
help-copenhagen-aim = Spielziel
help-copenhagen-aim-1 = Die beiden Seiten verfolgen unterschiedliche Ziele. Die Angreifer (Schwarz) haben 24 Steine und wollen den König fangen. Die Verteidiger (Weiß) haben 12 Steine und den König, der auf dem Thron in der Mitte des Bretts mit 11 × 11 Feldern beginnt; sie wollen den König in Sicherheit bringen.
help-copenhagen-aim-2 = Die Verteidiger gewinnen, wenn der König eines der vier Eckfelder erreicht oder in einer Randfestung am Rand steht. Die Angreifer gewinnen, wenn sie den König fangen oder den König und alle seine Verteidiger in einem lückenlosen Ring einschließen.
help-copenhagen-aim-3 = Die Angreifer ziehen zuerst. Danach wird abwechselnd gezogen, jeweils mit einem Stein pro Zug.
help-copenhagen-moving = Ziehen
help-copenhagen-moving-1 = Alle Steine, auch der König, ziehen geradlinig entlang ihrer Reihe oder Spalte, beliebig viele leere Felder weit, wie ein Turm im Schach. Steine ziehen nie diagonal und springen nie über einen anderen Stein.
help-copenhagen-moving-2 = Der Thron (das Mittelfeld) und die vier Ecken sind Sperrfelder: Nur der König darf auf ihnen stehen bleiben. Jeder Stein darf geradewegs über den leeren Thron hinwegziehen, und der König darf auf ihn zurückkehren, nachdem er ihn verlassen hat.
help-copenhagen-moving-diagram-1 = Nur der König darf auf dem Thron stehen bleiben, daher kann der Angreifer auf f3 nicht nach f6 ziehen. Er könnte aber über den leeren Thron hinweg bis f7 oder weiter ziehen.
help-copenhagen-capturing = Schlagen
help-copenhagen-capturing-1 = Du schlägst einen gegnerischen Stein, indem du ihn in einer Reihe oder Spalte zwischen zwei deiner eigenen Steine einschließt. Die Falle muss von dem Stein geschlossen werden, den du gerade gezogen hast; der geschlagene Stein wird dann vom Brett genommen. Ein einziger Zug kann mehrere Steine in verschiedenen Richtungen schlagen.
help-copenhagen-capturing-2 = Zwischen zwei gegnerische Steine zu ziehen ist ungefährlich: Nur die ziehende Seite schlägt, also bleibt der Stein auf dem Brett.
help-copenhagen-capturing-3 = Manche Felder können einen der beiden einschließenden Steine ersetzen. Die Ecken sind für alle feindlich. Der Thron wirkt gegen die Angreifer immer, gegen die Verteidiger aber nur, solange er leer ist. Der Brettrand hilft nie beim Schlagen.
help-copenhagen-capturing-4 = Der König ist bewaffnet: Er kann einer der beiden Steine sein, die eine Falle schließen.
help-copenhagen-capturing-diagram-1 = Der Angreifer zieht von h4 nach f4. Der Verteidiger auf e4 steckt nun zwischen ihm und dem Angreifer auf d4 fest und wird geschlagen.
help-copenhagen-capturing-diagram-2 = Ecken sind für alle Steine feindlich. Zieht der Verteidiger hinunter nach c1, ist der Angreifer auf b1 gegen die Ecke a1 eingeschlossen und wird geschlagen.
help-copenhagen-capturing-diagram-3 = Solange der Thron leer ist, ist er auch für die Verteidiger feindlich. Der Angreifer, der auf f4 ankommt, schlägt den Verteidiger auf f5 gegen den leeren Thron.
help-copenhagen-capturing-diagram-4 = Zwischen zwei Gegner zu ziehen ist ungefährlich. Der Verteidiger stellt sich auf e7 zwischen zwei Angreifer und wird nicht geschlagen, weil die Angreifer die Falle nicht geschlossen haben.
help-copenhagen-king = Den König fangen
help-copenhagen-king-1 = Der König ist viel schwerer zu fangen als ein gewöhnlicher Stein: Die Angreifer müssen ihn von allen vier Seiten einschließen.
help-copenhagen-king-2 = Steht der König neben dem Thron, genügen drei Angreifer: Der leere Thron schließt die vierte Seite.
help-copenhagen-king-3 = Am Brettrand kann der König überhaupt nicht gefangen werden.
help-copenhagen-king-diagram-1 = Der letzte Angreifer rückt nach d7 vor. Mit Angreifern auf allen vier Seiten ist der König gefangen, und die Angreifer gewinnen.
help-copenhagen-king-diagram-2 = Neben dem leeren Thron genügen drei Angreifer: Der Thron auf f6 zählt als vierte Seite, daher fängt der Angreifer, der nach f8 zieht, den König.
help-copenhagen-king-diagram-3 = Am Rand ist der König sicher: Selbst mit Angreifern auf allen drei offenen Seiten ist er nicht gefangen, und das Spiel geht weiter.
help-copenhagen-escaping = Flucht und Randfestungen
help-copenhagen-escaping-1 = Die Verteidiger gewinnen sofort, wenn der König eine der vier Ecken erreicht.
help-copenhagen-escaping-2 = Sie gewinnen auch mit einer Randfestung: Der König steht am Brettrand, kann sich noch bewegen, und seine Verteidiger haben ihn so dicht umschlossen, dass die Angreifer ihn nie erreichen und keinen Stein der Mauer schlagen können. Taflbord prüft nach jedem Zug der Verteidiger, ob eine Randfestung entstanden ist.
help-copenhagen-escaping-diagram-1 = Nichts steht zwischen dem König und der Ecke a11, also läuft er dorthin, und die Verteidiger gewinnen.
help-copenhagen-escaping-diagram-2 = Der Verteidiger auf g5 zieht hinunter nach g1 und schließt eine Randfestung. Der König auf e1 kann noch nach f1 ziehen, kein Angreifer kann je eindringen, und keiner der Verteidiger um ihn herum kann geschlagen werden: Die Verteidiger gewinnen.
help-copenhagen-shield-walls = Schildwälle
help-copenhagen-shield-walls-1 = Steine, die am Brettrand zu zweit oder mehr in einer Reihe stehen, können alle mit einem einzigen Zug geschlagen werden. Dazu muss jedem von ihnen auf dem Feld direkt davor, zur Brettmitte hin, ein gegnerischer Stein gegenüberstehen. Die Reihe fällt, wenn der ziehende Stein ein Ende schließt, während ein Stein derselben Seite oder eine Ecke das andere Ende hält.
help-copenhagen-shield-walls-2 = Der König darf mitwirken. Er kann die Reihe wie jeder andere Stein schließen, oder er kann selbst Teil der Reihe sein: Dann werden die Verteidiger neben ihm geschlagen, der König selbst aber bleibt auf dem Brett.
help-copenhagen-shield-walls-3 = Beide Seiten können mit einem Schildwall schlagen.
help-copenhagen-shield-walls-diagram-1 = Der Angreifer, der nach k7 zieht, schließt einen Schildwall. Jeder der Verteidiger auf k4, k5 und k6 hat einen Angreifer vor sich, und der Angreifer auf k3 hält das andere Ende, also werden alle drei geschlagen.
help-copenhagen-shield-walls-diagram-2 = Der König gehört zu dieser Reihe. Wenn der Angreifer g1 erreicht, werden die Verteidiger auf d1 und f1 geschlagen, der König auf e1 aber bleibt stehen.
help-copenhagen-encirclement = Umzingelung
help-copenhagen-encirclement-1 = Bilden die Angreifer einen lückenlosen Ring um den König und alle seine verbliebenen Verteidiger, sodass keiner von ihnen jemals den Brettrand erreichen kann, gewinnen die Angreifer.
help-copenhagen-encirclement-diagram-1 = Der Angreifer auf f1 rückt nach f3 vor und schließt den Ring. Weder der König noch ein Verteidiger kann jetzt noch zum Rand gelangen, also gewinnen die Angreifer.
help-copenhagen-end = Spielende
help-copenhagen-end-1 = Das Spiel endet, sobald eine Seite gewonnen hat: die Verteidiger durch die Flucht des Königs oder eine Randfestung, die Angreifer durch das Fangen des Königs oder durch Umzingelung. Wer am Zug ist und keinen regelgerechten Zug hat, verliert.
help-copenhagen-end-2 = Die Verteidiger dürfen keinen Zug machen, der eine Stellung wiederherstellt, die in der Partie schon einmal vorkam (dieselben Steine auf denselben Feldern, mit derselben Seite am Zug). Die Angreifer dürfen Stellungen nach Belieben wiederholen.
help-copenhagen-end-3 = Ältere Kopenhagener Regeln besagten stattdessen, dass endlose Wiederholung für die Verteidiger zum Verlust der Partie führt. Taflbord bietet diese Regel als Option „historical“ an, um alte Partien nachzuspielen.

## Regelhilfe: fetlar

help-fetlar-history-1 = Fetlar-Hnefatafl ist eines der modernen Regelwerke für das Wikingerspiel auf einem Brett mit 11 × 11 Feldern. Wie die anderen geht es von der Rekonstruktion des Hnefatafl aus Linnés Notizen über das samische Spiel Tablut aus, mit Änderungen, die beiden Seiten eine faire Chance geben sollen: Der König muss eine Ecke erreichen, und die Ecken und der Thron in der Mitte sind Sonderfelder.
help-fetlar-history-2 = Seine Regeln wurden 2007 von einem Gremium veröffentlicht, und es war das erste Regelwerk, das für Wettkampfpartien übernommen wurde. Es verwendet dieselbe Anfangsstellung wie Kopenhagen, hat aber weder Schildwälle noch Randfestungen und eignet sich daher gut für den Einstieg.
help-fetlar-history-3 = Eine Forschungsarbeit aus dem Jahr 2025 hat die Fetlar-Regeln in formaler Logik niedergeschrieben und Computerspieler mit neun verschiedenen Strategien gegeneinander antreten lassen; die Strategie-Spieler von Taflbord stammen aus dieser Arbeit. Ihr formaler Text weicht in zwei Punkten von den veröffentlichten Regeln ab: beim Rand und beim Thron. Taflbord folgt den veröffentlichten Regeln und bietet die Lesart der Arbeit als Option „paper-edge“ an.
help-fetlar-aim = Spielziel
help-fetlar-aim-1 = Die Angreifer (Schwarz) haben 24 Steine. Die Verteidiger (Weiß) haben 12 Steine und ihren König, der auf dem Thron in der Brettmitte beginnt.
help-fetlar-aim-2 = Die Verteidiger gewinnen, wenn der König eines der vier Eckfelder erreicht. Die Angreifer gewinnen, wenn sie den König fangen oder einen Ring um den König und alle seine Verteidiger schließen.
help-fetlar-aim-3 = Die Angreifer ziehen zuerst; danach wird abwechselnd gezogen, jeweils ein Zug.
help-fetlar-moving = Ziehen
help-fetlar-moving-1 = Jeder Stein, ob König oder nicht, zieht geradlinig entlang einer Reihe oder Spalte über beliebig viele leere Felder, wie ein Turm im Schach. Kein Stein darf über einen anderen springen oder diagonal ziehen.
help-fetlar-moving-2 = Nur der König darf auf dem Thron oder einer Ecke stehen bleiben. Solange der Thron leer ist, darf jeder Stein geradewegs über ihn hinwegziehen, und der König darf später auf ihn zurückkehren.
help-fetlar-moving-diagram-1 = Der Thron ist leer, also darf der Verteidiger ihn überqueren: Er zieht von d6 über f6 nach h6.
help-fetlar-capturing = Schlagen
help-fetlar-capturing-1 = Ein Stein wird geschlagen, wenn der gerade gezogene Stein ihn in einer Reihe oder Spalte zwischen sich und einem zweiten Stein seiner eigenen Seite einschließt. Der geschlagene Stein verlässt das Brett. Zwischen zwei gegnerische Steine zu ziehen ist ungefährlich.
help-fetlar-capturing-2 = Die Ecken und der Thron können den zweiten Stein ersetzen. Für jeden Stein sind die Ecken feindlich. Der Thron wirkt gegen die Angreifer immer, gegen die Verteidiger nur, solange niemand auf ihm steht. Der Brettrand zählt nicht.
help-fetlar-capturing-3 = Der König ist bewaffnet, kann also beim Schlagen helfen.
help-fetlar-capturing-diagram-1 = Der König selbst schließt die Falle: Er zieht hinunter nach e5 und schlägt den Angreifer auf d5, der nun zwischen ihm und dem Verteidiger auf c5 steht.
help-fetlar-capturing-diagram-2 = Der leere Thron ist für die Angreifer feindlich. Der Verteidiger, der hinauf nach d6 zieht, schlägt den Angreifer auf e6 gegen den Thron.
help-fetlar-capturing-diagram-3 = Der Verteidiger, der nach k3 zieht, schlägt den Angreifer auf k2 gegen die Ecke k1.
help-fetlar-king = Den König fangen
help-fetlar-king-1 = Um den König zu fangen, müssen die Angreifer alle vier Felder um ihn herum besetzen. Neben dem Thron brauchen sie nur die anderen drei, da der leere Thron die vierte Seite ersetzt.
help-fetlar-king-2 = Am Brettrand kann der König nicht gefangen werden. (Im formalen Text der Forschungsarbeit hilft der Rand dagegen beim Fangen des Königs; wähle die Option „paper-edge“, um so zu spielen.)
help-fetlar-king-diagram-1 = Der König auf dem Thron ist von drei Seiten umstellt. Der Angreifer, der hinauf nach f5 zieht, schließt die vierte Seite und fängt ihn.
help-fetlar-king-diagram-2 = Ein König am Rand kann nicht gefangen werden: Die Angreifer stehen nun auf allen drei offenen Seiten, und doch geht das Spiel weiter.
help-fetlar-escaping = Flucht
help-fetlar-escaping-1 = Der König entkommt, und die Verteidiger gewinnen, sobald er eine der vier Ecken erreicht.
help-fetlar-escaping-diagram-1 = Der Weg am Rand hinauf ist frei, also zieht der König von k7 in die Ecke k11, und die Verteidiger gewinnen.
help-fetlar-encirclement = Umzingelung
help-fetlar-encirclement-1 = Die Angreifer gewinnen auch, wenn nach einem ihrer Züge der König und alle verbliebenen Verteidiger in einem lückenlosen Ring aus Angreifern eingeschlossen sind, sodass keiner von ihnen den Brettrand erreichen kann.
help-fetlar-end = Spielende
help-fetlar-end-1 = Das Spiel endet, sobald der König entkommt, gefangen wird oder mit allen seinen Verteidigern umzingelt ist. Wer am Zug ist und keinen regelgerechten Zug machen kann, verliert.
help-fetlar-end-2 = Kommt dieselbe Stellung (dieselben Steine auf denselben Feldern, mit derselben Seite am Zug) zum dritten Mal vor, endet die Partie remis.

## Regelhilfe: book13

help-book13-history-1 = Diese Variante stammt aus einem modernen „Book of Strategy“ für Hnefatafl, das die Regeln und Spielgepflogenheiten auf einem Brett mit 13 × 13 Feldern darlegt. Sie behält die einfachste aller Fluchtregeln bei – der König muss nur den Rand erreichen – und fügt eine starke Art des Schlagens hinzu: das Umschließen, mit dem eine ganze Gruppe von Steinen in einem Zug geschlagen werden kann.
help-book13-history-2 = Bretter dieser Größe haben einen Bezug zur Wikingerzeit: Unter den Funden aus dem Gokstad-Schiff in Norwegen aus dem neunten Jahrhundert ist ein zerbrochenes Spielbrett, 13 Felder breit, und manche Autoren haben diese Größe für die des ursprünglichen Hnefatafl gehalten, obwohl nicht sicher ist, dass das Brett überhaupt für Tafl benutzt wurde.
help-book13-history-3 = Das Buch nennt die Regeln, zeigt aber keine Anfangsstellung, deshalb stellt Taflbord die Steine wie in Parletts Rekonstruktion des Spiels auf 13 × 13 Feldern auf: 32 Angreifer gegen 16 Verteidiger und ihren König. Die Notation des Buchs, mit Spalten und Reihen von 1 bis 13 nummeriert (wie in 12·9), ist das Partieformular, das Taflbord für jede Variante verwendet.
help-book13-aim = Spielziel
help-book13-aim-1 = Die Angreifer spielen mit den schwarzen Steinen, die Verteidiger mit den weißen Steinen und dem gelben König, der in der Brettmitte beginnt.
help-book13-aim-2 = Die Verteidiger gewinnen, sobald der König irgendein Feld am Brettrand erreicht. Die Angreifer gewinnen, indem sie den König fangen.
help-book13-aim-3 = Die Angreifer ziehen zuerst, danach wird abwechselnd gezogen.
help-book13-moving = Ziehen
help-book13-moving-1 = Die Steine ziehen geradlinig entlang einer Reihe oder Spalte, über beliebig viele leere Felder. Sie können nicht diagonal ziehen und weder auf einem anderen Stein landen noch über ihn springen.
help-book13-moving-2 = In diesem Spiel gibt es keine Sonderfelder: Jeder Stein darf überall stehen bleiben, auch in der Mitte und in den Ecken.
help-book13-sandwich = Schlagen durch Einklemmen
help-book13-sandwich-1 = Klemme einen gegnerischen Stein in einer Reihe oder Spalte zwischen zwei deiner eigenen ein, indem du einen davon an seinen Platz ziehst, und er ist geschlagen. Der König zählt hier wie jeder andere Stein: Er kann so gefangen werden, und er kann beim Schlagen helfen.
help-book13-sandwich-2 = Der Brettrand zählt beim Einklemmen nie als eine Seite.
help-book13-sandwich-3 = Den eigenen Stein zwischen zwei gegnerische zu ziehen ist ungefährlich: Er wird nur geschlagen, wenn der andere Spieler die Falle schließt. Ein Zug kann mehrere Steine auf einmal schlagen.
help-book13-sandwich-diagram-1 = Ein Zug, zwei geschlagene Steine: Der Verteidiger, der auf d9 ankommt, klemmt den Angreifer auf c9 gegen b9 und den Angreifer auf e9 gegen f9 ein.
help-book13-sandwich-diagram-2 = Der Rand hilft beim Einklemmen nicht. Der Verteidiger auf a6 hat einen Angreifer neben sich und den Rand hinter sich, wird aber nicht geschlagen.
help-book13-enclosure = Schlagen durch Umschließen
help-book13-enclosure-1 = Nach einem Zug wird jede Gruppe gegnerischer Steine (Steine, die über Reihen und Spalten zusammenhängen), an die kein leeres Feld mehr grenzt, geschlagen, ganz gleich, wie groß sie ist und welche Form sie hat. Hier hilft der Brettrand sehr wohl: Er schließt eine Gruppe genauso gut ein wie deine eigenen Steine.
help-book13-enclosure-2 = Umschließungen werden vor dem Einklemmen ausgewertet. Gehört der König zur Gruppe, wird er mit ihr gefangen, und die Angreifer gewinnen.
help-book13-enclosure-diagram-1 = Die Verteidiger auf a4 und a5 bilden eine Gruppe mit nur einem leeren Nachbarfeld, a6. Der Angreifer, der dorthin zieht, lässt ihnen kein leeres Feld mehr, also werden beide geschlagen.
help-book13-enclosure-diagram-2 = Der König und der Verteidiger neben ihm sind von allen Seiten eingeschlossen, sobald der Angreifer f10 erreicht. Die ganze Gruppe wird geschlagen, samt König, und die Angreifer gewinnen.
help-book13-king = Den König fangen
help-book13-king-1 = Der König ist nicht schwerer zu fangen als jeder andere Stein: Zwei Angreifer auf gegenüberliegenden Seiten genügen, überall auf dem Brett. Er kann auch durch Umschließen verloren gehen, wie oben gezeigt.
help-book13-king-diagram-1 = Der Angreifer, der hinauf nach i5 zieht, schließt den König zwischen sich und dem Angreifer auf g5 ein. Der König ist gefangen, und die Angreifer gewinnen.
help-book13-escaping = Flucht
help-book13-escaping-1 = Der König entkommt, sobald er irgendein Feld am Brettrand erreicht, die Ecken eingeschlossen, und die Verteidiger gewinnen.
help-book13-escaping-diagram-1 = Der König läuft von d4 hinunter zum Rand auf d1 und entkommt.
help-book13-end = Spielende
help-book13-end-1 = Jede Partie wird zu Ende gespielt: Es gibt kein Remis, und niemand darf aufgeben. Taflbord bietet in dieser Variante kein Remis an. Wer am Zug ist und keinen regelgerechten Zug hat, verliert.
help-book13-end-2 = Bei Turnieren treten die Spieler in Begegnungen gegeneinander an. Eine Runde besteht aus zwei Partien; der Herausforderer greift in der ersten an und verteidigt in der zweiten. Wer beide Partien einer Runde gewinnt, gewinnt die Begegnung; andernfalls wird eine weitere Runde gespielt.

## Regelhilfe: tablut

help-tablut-history-1 = Tablut ist das am besten überlieferte Spiel der ganzen Tafl-Familie. 1732 reiste der schwedische Naturforscher Carl von Linné durch Lappland und schrieb über ein Brettspiel, das er die Samen spielen sah: ein König und seine acht Männer, die Schweden, gegen sechzehn Moskowiter. Er zeichnete das Brett und hielt seine Beobachtungen in vierzehn kurzen Einträgen fest, obwohl er die samische Sprache offenbar nicht verstand.
help-tablut-history-2 = Seine Notizen wurden 1811 ins Englische übertragen. 1913 vertrat der Schachhistoriker H. J. R. Murray die Ansicht, Tablut sei dasselbe Spiel wie das Hnefatafl der Wikinger, und seine Regeln, nach denen der König überall am Rand entkommt, wurden von fast allen späteren Büchern übernommen. So gespielt, ist das Spiel für den König sehr leicht.
help-tablut-history-3 = Taflbord spielt eine genauere Lesart von Linnés Notizen, die 1972 für eine schwedische Wanderausstellung (Riksutställningar) entstand. Die Felder, auf denen die Angreifer beginnen, sind Basislager, das Mittelfeld ist die Burg des Königs, und beide sind für den normalen Verkehr gesperrt; der König kann nur auf ein Randfeld außerhalb der Lager entkommen. Die Schweden ziehen zuerst.
help-tablut-aim = Spielziel
help-tablut-aim-1 = Der König beginnt auf der Burg, dem Mittelfeld e5, umgeben von seinen acht Schweden (Weiß). Die sechzehn Moskowiter (Schwarz) beginnen in vier T-förmigen Basislagern, je eines in der Mitte jedes Randes.
help-tablut-aim-2 = Die Schweden gewinnen, wenn ihr König ein Randfeld erreicht, das nicht zu einem Basislager gehört. Die Moskowiter gewinnen, wenn sie den König fangen.
help-tablut-aim-3 = Ungewöhnlicherweise zieht die Seite des Königs zuerst.
help-tablut-moving = Ziehen und Sperrfelder
help-tablut-moving-1 = Alle Steine ziehen wie Türme im Schach: geradlinig entlang einer Reihe oder Spalte, über beliebig viele leere Felder, ohne zu springen.
help-tablut-moving-2 = Sperrfelder sind für den normalen Verkehr geschlossen: Kein Stein darf auf der Burg oder in einem Basislager stehen bleiben oder darüber hinwegziehen. Die einzige Ausnahme ist ein Moskowiter, der sein eigenes Lager noch nicht verlassen hat: Er darf sich innerhalb dieses Lagers bewegen und beim Verlassen dessen Felder überqueren. Danach darf er nie mehr zurück, und er darf kein anderes Sperrfeld betreten.
help-tablut-moving-3 = Hat der König die Burg verlassen, bleibt sie für immer leer: Niemand, nicht einmal der König, darf sie überqueren oder auf ihr stehen bleiben.
help-tablut-moving-diagram-1 = Sobald der König sie verlassen hat, darf niemand die leere Burg überqueren, daher kann der Verteidiger nicht von e3 nach e7 ziehen.
help-tablut-moving-diagram-2 = Dieser Angreifer hat sein Lager bereits verlassen und darf in keines zurück: Der Zug c4-a4 ist nicht erlaubt.
help-tablut-capturing = Schlagen
help-tablut-capturing-1 = Ein Stein wird geschlagen, wenn der ziehende Spieler ihn zwischen zwei seiner eigenen Steine einschließt, je einen auf jeder Seite entlang einer Reihe oder Spalte. Selbst in die Lücke zwischen zwei Gegnern zu ziehen ist ungefährlich.
help-tablut-capturing-2 = Nur Steine schlagen: Die Burg und die Lagerfelder ersetzen beim Schlagen eines gewöhnlichen Steins nie einen Stein. Der König ist bewaffnet und kann beim Schlagen helfen.
help-tablut-capturing-diagram-1 = Der Angreifer, der nach d7 hereinzieht, schließt den Verteidiger auf c7 gegen den Angreifer auf b7 ein und schlägt ihn.
help-tablut-capturing-diagram-2 = Der Verteidiger auf g5 steht neben dem leeren Lagerfeld h5, aber Lagerfelder schlagen nicht: Wenn der Angreifer nach f5 kommt, wird nichts geschlagen.
help-tablut-king = Den König fangen
help-tablut-king-1 = Der König ist erst gefangen, wenn er von allen vier Seiten eingeschlossen ist. Jede Seite muss ein Angreifer oder ein Sperrfeld sein: die leere Burg oder ein Feld eines Basislagers. Dann kann er sich nirgendwohin mehr bewegen.
help-tablut-king-diagram-1 = Neben der Burg genügen drei Angreifer: Die Burg schließt die vierte Seite, und der Angreifer, der nach e7 zieht, fängt den König.
help-tablut-king-diagram-2 = Ein Lagerfeld blockiert den König genau wie ein Angreifer: Steht der König auf e3 und das Lagerfeld e2 unter ihm, fängt ihn der Angreifer, der auf e4 ankommt.
help-tablut-combined-trap = Die kombinierte Falle
help-tablut-combined-trap-1 = Ein Verteidiger, der direkt neben seinem König steht, kann gegen den König eingeschlossen werden. Angenommen, der König ist an seinen drei übrigen Seiten eingeschlossen, ob durch Angreifer oder durch Sperrfelder. Dann nimmt ein Angreifer, der auf das Feld auf der anderen Seite des Verteidigers zieht, diesen Verteidiger vom Brett, während der König bleibt, wo er ist.
help-tablut-combined-trap-diagram-1 = Der König auf c3 ist von drei Seiten eingeengt. Der Angreifer, der auf e3 ankommt, schlägt den Verteidiger auf d3, der zwischen ihm und seinem eigenen König festsitzt; der König bleibt stehen.
help-tablut-escaping = Flucht
help-tablut-escaping-1 = Der König entkommt, und die Schweden gewinnen, wenn er irgendein Randfeld erreicht, das nicht zu einem Basislager gehört.
help-tablut-escaping-2 = Linné notierte zwei Warnungen. Hat der König einen einzigen freien Weg zum Rand, müssen die Schweden ihren Gegner mit „raicki“ warnen; bei zwei freien Wegen lautet das Wort „tuicku“, und die Partie ist so gut wie gewonnen. Taflbord zeigt diese Warnungen für dich an.
help-tablut-escaping-diagram-1 = Die Spalte g ist bis zum Rand frei, und g9 ist kein Lagerfeld, also läuft der König dorthin und entkommt.
help-tablut-end = Spielende
help-tablut-end-1 = Die Partie ist vorbei, wenn der König entkommt oder gefangen wird. Wer am Zug ist und keinen regelgerechten Zug hat, verliert.
help-tablut-end-2 = Eine Drohung darf nicht endlos wiederholt werden: Kein Zug darf eine Stellung herbeiführen, die schon zweimal vorgekommen ist.

## Regelhilfe: onestep9

help-onestep9-history-1 = Das ist Hnefatafl, wie es ein Regelblatt für Anfänger lehrt: ein Brett mit 9 × 9 Feldern, ein König mit acht Verteidigern gegen sechzehn Angreifer und eine Besonderheit, die das Spiel ruhig und leicht überschaubar hält. Jeder Stein, auch der König, zieht immer nur ein Feld weit.
help-onestep9-history-2 = Die Sagas erwähnen Hnefatafl immer wieder, und Geschick darin war so hoch angesehen wie Geschick im Umgang mit Waffen. In der Saga Morkinskinna sagt Eysteinn zu seinem Bruder Sigurd, er sei der geschicktere von beiden und der bessere Hnefatafl-Spieler. Die Wikinger nahmen das Spiel unter anderem nach Island, Irland, Britannien und Wales mit.
help-onestep9-history-3 = Die Größe der Heere passt zu Funden aus der Wikingerzeit: Sätze gläserner Spielsteine aus Gräbern auf Björkö (Birka) und in Valsgärde in Schweden scheinen von Spielen für ein Brett mit 9 × 9 Feldern zu stammen. Die Zeichnung der Anfangsstellung auf dem Blatt selbst ist nicht erhalten, daher verwendet Taflbord die übliche Aufstellung für 9 × 9: den König in der Mitte, seine acht Verteidiger in einem Kreuz um ihn herum und die Angreifer in vier T-förmigen Gruppen entlang der Ränder.
help-onestep9-aim = Spielziel
help-onestep9-aim-1 = Die Verteidiger (Weiß) wollen ihren König aus der Mitte auf eines der vier Eckfelder bringen. Die Angreifer (Schwarz) wollen den König fangen, bevor er dort ankommt.
help-onestep9-aim-2 = Die Angreifer ziehen zuerst; danach wird abwechselnd gezogen.
help-onestep9-moving = Ziehen
help-onestep9-moving-1 = Bei jedem Zug bewegt sich ein Stein genau ein Feld nach oben, unten, links oder rechts. Nichts zieht diagonal, und nichts zieht weiter als ein Feld.
help-onestep9-moving-2 = Das Mittelfeld ist der Thron; er und die vier Ecken sind allein dem König vorbehalten: Kein anderer Stein darf sie betreten. Der König darf jederzeit auf den Thron zurückkehren.
help-onestep9-moving-diagram-1 = Jeder Zug ist ein einzelner Schritt: Der Angreifer auf c3 darf nach c4, aber nicht gleich weiter nach c5.
help-onestep9-capturing = Schlagen
help-onestep9-capturing-1 = Wenn ein Zug einen gegnerischen Stein in einer Reihe oder Spalte zwischen zwei Steinen des Ziehenden oder zwischen einem davon und einer Ecke einklemmt, ist dieser gegnerische Stein geschlagen. Die Ecken wirken gegen beide Seiten.
help-onestep9-capturing-2 = Der Thron ist nicht feindlich: Er hilft nie beim Schlagen eines gewöhnlichen Steins.
help-onestep9-capturing-3 = Ein Stein darf gefahrlos zwischen zwei Gegner ziehen; er wird nur geschlagen, wenn der Gegner die Falle schließt. Der König ist bewaffnet und kann beim Schlagen helfen.
help-onestep9-capturing-diagram-1 = Der Angreifer zieht von e8 hinunter nach e7 und schließt den Verteidiger auf d7 gegen den Angreifer auf c7 ein.
help-onestep9-capturing-diagram-2 = Die Ecke a9 ist feindlich: Der Angreifer, der hinauf nach c9 zieht, schlägt den Verteidiger auf b9 gegen sie.
help-onestep9-capturing-diagram-3 = Der Thron schlägt nicht. Der Angreifer auf e6 steht zwischen dem leeren Thron und dem Verteidiger, der auf e7 ankommt, und bleibt auf dem Brett.
help-onestep9-king = Den König fangen
help-onestep9-king-1 = Gegen den König zählen der Brettrand, die Ecken und der leere Thron alle als Gegner. Er ist gefangen, wenn jede seiner vier Seiten durch einen Angreifer oder eines davon geschlossen ist.
help-onestep9-king-2 = Man braucht also vier Angreifer, solange er auf dem Thron steht, drei neben dem Thron oder am Rand und nur zwei, wenn er neben einer Ecke steht.
help-onestep9-king-diagram-1 = Am Rand genügen drei Angreifer: Der Rand schließt die vierte Seite, und der Angreifer, der nach e2 zieht, fängt den König.
help-onestep9-king-diagram-2 = Neben einer Ecke schaffen es zwei Angreifer: Die Ecke a1 und der Rand schließen zwei Seiten, und der Angreifer, der nach b2 zieht, schließt die letzte.
help-onestep9-king-diagram-3 = Neben dem Thron ist der leere Thron die vierte Seite: Der Angreifer, der nach e3 zieht, fängt den König.
help-onestep9-escaping = Flucht
help-onestep9-escaping-1 = Der König entkommt, und die Verteidiger gewinnen, wenn er ein Eckfeld betritt.
help-onestep9-escaping-2 = Die Spieler warnen einander. Hat der König beim nächsten Zug freie Bahn in eine Ecke, sagen die Verteidiger „Flucht!“; könnten die Angreifer den König mit ihrem nächsten Zug fangen, sagen sie „Achte auf deinen König!“. Taflbord zeigt beide Warnungen an.
help-onestep9-escaping-diagram-1 = Der König zieht in die Ecke a1, und die Verteidiger gewinnen.
help-onestep9-end = Spielende
help-onestep9-end-1 = Die Partie endet, wenn der König entkommt oder gefangen wird. Wer am Zug ist und keinen regelgerechten Zug machen kann, verliert die Partie.

## Regelhilfe: brandubh

help-brandubh-history-1 = Brandubh ist das irische Mitglied der Tafl-Familie und das kleinste: Es wird auf einem Brett mit 7 × 7 Feldern gespielt. Sein Name bedeutet „rabenschwarz“. Alte irische Gedichte sprechen von einer goldenen Hauptfigur, dem branán, mit je einem Mann an jeder Seite, und von einem Satz aus fünf weißen gegen acht rote Steine.
help-brandubh-history-2 = Der irische Gelehrte Eoin MacWhite schlug ein Brett mit 7 × 7 Feldern vor, auf dem die Steine ein Kreuz bilden: der König in der Mitte, seine vier Männer neben ihm und die acht Angreifer an den Enden der vier Arme. Das ist die hier verwendete Anfangsstellung.
help-brandubh-history-3 = Bretter der passenden Größe wurden tatsächlich gefunden. Ein fein geschnitztes Holzbrett mit 7 × 7 Löchern für Steckfiguren wurde 1932 in Ballinderry in Irland ausgegraben und befindet sich heute im Irischen Nationalmuseum in Dublin; seine Ecklöcher sind markiert, was darauf hindeutet, dass der König dorthin entkam. Zwei Steinbretter mit einem eingeritzten Raster aus 7 × 7 Punkten stammen aus einer Wikingersiedlung des neunten Jahrhunderts in Buckquoy auf Orkney.
help-brandubh-aim = Spielziel
help-brandubh-aim-1 = Der König beginnt auf dem Thron in der Mitte, umgeben von vier Verteidigern. Die acht Angreifer stehen zu zweit an den Enden des Kreuzes.
help-brandubh-aim-2 = Die Verteidiger gewinnen, wenn der König eine der vier Ecken erreicht. Die Angreifer gewinnen, wenn sie den König fangen. Die Angreifer ziehen zuerst.
help-brandubh-moving = Ziehen
help-brandubh-moving-1 = Die Steine ziehen wie Türme im Schach: beliebig weit entlang einer Reihe oder Spalte, solange der Weg frei ist. Kein Springen und keine diagonalen Züge.
help-brandubh-moving-2 = Nur der König darf auf dem Thron oder einem Eckfeld stehen bleiben. Jeder Stein darf über den leeren Thron hinwegziehen, und der König darf auf ihn zurückkehren.
help-brandubh-capturing = Schlagen
help-brandubh-capturing-1 = Schließe einen gegnerischen Stein in einer Reihe oder Spalte zwischen zwei deiner eigenen Steine ein, indem du einen davon an seinen Platz ziehst, und er ist geschlagen. Ein Stein, der von sich aus zwischen zwei Gegner zieht, ist sicher.
help-brandubh-capturing-2 = Die vier Ecken sind für alle feindlich, daher kann eine Ecke als einer der beiden einschließenden Steine dienen. Der Thron ist nicht feindlich und hilft nie beim Schlagen.
help-brandubh-capturing-3 = Der König ist bewaffnet: Er kann einer der beiden Steine sein, die einen Stein schlagen.
help-brandubh-capturing-diagram-1 = Der Angreifer zieht hinunter nach c5 und schließt den Verteidiger auf b5 gegen den Angreifer auf a5 ein.
help-brandubh-capturing-diagram-2 = Die Ecke a1 zählt als Gegner des Angreifers auf a2: Der Verteidiger, der auf a3 ankommt, schlägt ihn.
help-brandubh-capturing-diagram-3 = Der Thron ist nicht feindlich: Der Verteidiger auf d5, zwischen dem leeren Thron und dem Angreifer, der nach d6 zieht, wird nicht geschlagen.
help-brandubh-king = Den König fangen
help-brandubh-king-1 = Im Brandubh ist der König schwach: Er wird wie jeder andere Stein gefangen, durch zwei Angreifer auf gegenüberliegenden Seiten, überall auf dem Brett, sogar auf dem Thron.
help-brandubh-king-2 = Da die Ecken auch für ihn feindlich sind, genügt neben einer Ecke ein einziger Angreifer auf der anderen Seite.
help-brandubh-king-diagram-1 = Zwei Angreifer genügen: Der Angreifer, der nach f5 zieht, schließt den König gegen den Angreifer auf d5 ein, und die Angreifer gewinnen.
help-brandubh-king-diagram-2 = Neben einer Ecke schafft es ein einziger Angreifer: Der Angreifer, der nach a3 zieht, schließt den König gegen die Ecke a1 ein.
help-brandubh-escaping = Flucht
help-brandubh-escaping-1 = Die Verteidiger gewinnen, sobald der König eine der vier Ecken erreicht.
help-brandubh-escaping-diagram-1 = Der Rand ist bis zur Ecke g7 frei, und der König entkommt dorthin.
help-brandubh-end = Spielende
help-brandubh-end-1 = Die Partie endet, wenn der König entkommt oder gefangen wird. Wer am Zug ist und keinen regelgerechten Zug hat, verliert.
help-brandubh-end-2 = Tritt dieselbe Stellung (dieselben Steine auf denselben Feldern, mit derselben Seite am Zug) zum dritten Mal auf, endet die Partie remis.

## Regelhilfe: tawlbwrdd

help-tawlbwrdd-history-1 = Tawl-bwrdd ist das Tafl-Spiel von Wales; sein Name kommt sehr wahrscheinlich vom nordischen Wort für ein Spielbrett. Walisische Rechtsbücher, die traditionell mit König Hywel Dda in Verbindung gebracht werden, erwähnen es häufig. Sie legen für jeden Stein des Bretts, das dem König selbst gehört, einen Wert fest, und die Angaben ergeben zusammen acht Männer und einen König gegen sechzehn.
help-tawlbwrdd-history-2 = Die ausführlichste walisische Beschreibung steht in einer Handschrift, die Robert ap Ifan 1587 verfasste und die in der Nationalbibliothek von Wales aufbewahrt wird. Sie beschreibt ein Brett mit 11 × 11 Feldern mit einem König und zwölf Verteidigern gegen vierundzwanzig Angreifer. Die Gewinnregel ist teilweise unleserlich: Der König gewinnt, wenn er sich entlang einer bestimmten Linie bewegen kann, doch das Wort, das diese Linie benennt, ist verloren.
help-tawlbwrdd-history-3 = Der Spieleautor R. C. Bell rekonstruierte das Spiel 1969, mit einem Würfel, der entscheidet, wer ziehen darf, und einem König, der überall am Rand entkommt. Taflbord folgt stattdessen dem späteren Vorschlag von Sten Helmfrid: keine Würfel, der König muss sich zur Flucht tatsächlich am Rand entlang bewegen, und seine Seite darf ihn nie so stehen lassen, dass er gefangen werden kann („Achte auf deinen König“).
help-tawlbwrdd-aim = Spielziel
help-tawlbwrdd-aim-1 = Der König beginnt in der Brettmitte, umgeben von zwölf Verteidigern. Die vierundzwanzig Angreifer warten in vier Sechserblöcken entlang der Ränder.
help-tawlbwrdd-aim-2 = Die Verteidiger gewinnen, wenn der König einen Zug am Brettrand entlang macht. Die Angreifer gewinnen, wenn sie den König so einschließen, dass er nicht mehr gerettet werden kann.
help-tawlbwrdd-aim-3 = Die Seite des Königs zieht zuerst.
help-tawlbwrdd-moving = Ziehen
help-tawlbwrdd-moving-1 = Alle Steine ziehen wie Türme im Schach: geradlinig entlang einer Reihe oder Spalte, beliebig viele leere Felder weit, ohne über etwas zu springen.
help-tawlbwrdd-moving-2 = Es gibt keine Sonderfelder: Jeder Stein darf überall stehen bleiben, auch in der Mitte und in den Ecken.
help-tawlbwrdd-capturing = Schlagen
help-tawlbwrdd-capturing-1 = Jeder Stein, auch der König, wird geschlagen, wenn der Gegner einen zweiten Stein so heranzieht, dass er in einer Reihe oder Spalte zwischen zwei gegnerischen Steinen steht. Weder der Brettrand noch irgendein Feld hilft beim Schlagen.
help-tawlbwrdd-capturing-2 = Selbst zwischen zwei gegnerische Steine zu ziehen ist ungefährlich. Nach Helmfrids Regeln sagt der Spieler dabei „gwrheill“, damit später niemand behaupten kann, der Stein sei geschlagen worden; Taflbord merkt sich das für dich.
help-tawlbwrdd-capturing-3 = Der König ist bewaffnet und kann beim Schlagen helfen.
help-tawlbwrdd-capturing-diagram-1 = Der Angreifer, der hinunter nach e9 zieht, schließt den Verteidiger auf d9 gegen den Angreifer auf c9 ein.
help-tawlbwrdd-capturing-diagram-2 = Der König beteiligt sich am Schlagen: Er zieht hinauf nach e8 und schließt den Angreifer auf d8 gegen den Verteidiger auf c8 ein.
help-tawlbwrdd-watch-king = Achte auf deinen König
help-tawlbwrdd-watch-king-1 = Der König wird wie jeder andere Stein zwischen zwei Angreifern gefangen. Die Verteidiger dürfen ihren König aber nie so stehen lassen, dass die Angreifer ihn gleich mit ihrem nächsten Zug fangen könnten: Ein Zug, der das tut, ist nicht erlaubt.
help-tawlbwrdd-watch-king-2 = Ist der König bedroht und kann kein Zug der Verteidiger die Drohung abwenden (indem er den Angreifer schlägt, ihm den Weg versperrt oder den König in Sicherheit bringt), ist der König matt, und die Angreifer gewinnen.
help-tawlbwrdd-watch-king-diagram-1 = Der König darf sich nicht in Gefahr begeben. Auf c3 könnte ihn der Angreifer von h3 einschließen, indem er nach d3 zieht, daher ist der Zug c6-c3 nicht erlaubt.
help-tawlbwrdd-watch-king-diagram-2 = Der Angreifer, der nach b6 zieht, droht, den König mit e6-d6 einzuschließen. Der einzige Zug des Königs, nach d6, ist genauso gefährlich, und der Verteidiger auf h3 kann nicht helfen: Der König ist matt, und die Angreifer gewinnen.
help-tawlbwrdd-escaping = Flucht
help-tawlbwrdd-escaping-1 = Den Rand zu erreichen genügt nicht. Der König entkommt, und die Verteidiger gewinnen, wenn er einen Zug am Rand entlang macht: von einem Feld einer Randreihe oder Randspalte auf ein anderes Feld desselben Randes.
help-tawlbwrdd-escaping-diagram-1 = Der König erreicht den Rand auf a5, doch das allein gewinnt noch nicht; die Partie geht weiter, und die Angreifer bekommen die Chance, ihn zu blockieren.
help-tawlbwrdd-escaping-diagram-2 = Von k4 zieht der König am Rand entlang nach k8: Er ist entkommen, und die Verteidiger gewinnen.
help-tawlbwrdd-end = Spielende
help-tawlbwrdd-end-1 = Die Partie endet, wenn der König am Rand entlang entkommt oder wenn er matt gesetzt oder gefangen wird. Wer am Zug ist und keinen regelgerechten Zug hat, verliert.
help-tawlbwrdd-end-2 = Kommt dieselbe Stellung (dieselben Steine auf denselben Feldern, mit derselben Seite am Zug) zum dritten Mal vor, endet die Partie remis.

## Regelhilfe: alea19

help-alea19-history-1 = Alea evangelii, lateinisch für „Spiel der Evangelien“, ist aus einer Handschrift des zehnten Jahrhunderts bekannt, die in Irland oder England geschrieben wurde und heute in Oxford aufbewahrt wird. Sie enthält die Zeichnung eines Bretts mit 18 × 18 Feldern, auf dem die Steine auf den Schnittpunkten der Linien stehen, was 19 × 19 Spielpunkte ergibt, und eine lange Erklärung des Spiels als Sinnbild der vier Evangelien.
help-alea19-history-2 = Der Text berichtet, dass Dubinsi, Bischof von Bangor, der 951 starb, das Spiel vom Hof König Æthelstans in England nach Irland brachte. Er zählt 72 Männer und eine Hauptfigur in der Mitte und sagt, das Spiel verstehe nur, wer sich mit Angreifern und Verteidigern, einer Stadt und ihrer Zitadelle und „zweimal neun Schritten“ auskenne. Von der Mitte aus braucht der König neun Schritte seitwärts und neun Schritte hinauf oder hinunter, um eine Ecke zu erreichen – vielleicht ist das mit dieser Wendung gemeint.
help-alea19-history-3 = Die Zeichnung zeigt nicht, welche Steine zu welcher Seite gehören. Taflbord verwendet die Aufstellung von H. J. R. Murray, 48 Angreifer gegen 24 Verteidiger, und spielt sie mit den modernen Eckregeln: Die verzierten Ecken der Zeichnung gelten als Fluchtfelder des Königs, und Thron und Ecken sind wie bei Kopenhagen gesperrt und feindlich.
help-alea19-aim = Spielziel
help-alea19-aim-1 = Der König beginnt auf dem Thron, dem Mittelfeld j10, inmitten seiner 24 Verteidiger. Die 48 Angreifer stehen in Gruppen rund um sie herum.
help-alea19-aim-2 = Die Verteidiger gewinnen, wenn der König eine Ecke des großen Bretts erreicht. Die Angreifer gewinnen, indem sie den König fangen oder einen Ring um den König und alle seine Verteidiger schließen.
help-alea19-aim-3 = Die Angreifer ziehen zuerst.
help-alea19-moving = Ziehen
help-alea19-moving-1 = Jeder Stein zieht wie ein Turm im Schach: entlang einer Reihe oder Spalte, so weit der Weg frei ist, nie springend und nie diagonal.
help-alea19-moving-2 = Nur der König darf auf dem Thron oder einer Ecke stehen bleiben. Jeder Stein darf über den leeren Thron hinwegziehen, und der König darf auf ihn zurückkehren.
help-alea19-capturing = Schlagen
help-alea19-capturing-1 = Ein Stein wird geschlagen, wenn der Gegner so zieht, dass der Stein in einer Reihe oder Spalte zwischen zwei gegnerischen Steinen eingeschlossen ist. Selbst in eine solche Lücke zu ziehen ist ungefährlich.
help-alea19-capturing-2 = Die Ecken sind für jeden Stein feindlich und können anstelle eines Gegners eine Falle schließen. Der Thron wirkt gegen die Angreifer immer, gegen die Verteidiger nur, solange er leer ist. Der Brettrand zählt nicht.
help-alea19-capturing-3 = Der König ist bewaffnet und kann beim Schlagen mitwirken.
help-alea19-capturing-diagram-1 = Der Angreifer, der hinunter nach h15 zieht, schließt den Verteidiger auf g15 gegen den Angreifer auf f15 ein.
help-alea19-capturing-diagram-2 = Der leere Thron ist für die Angreifer feindlich: Der Verteidiger, der auf l10 ankommt, schlägt den Angreifer auf k10 gegen ihn.
help-alea19-capturing-diagram-3 = Die Ecke s1 ist für alle feindlich: Der Verteidiger, der nach s3 zieht, schlägt den Angreifer auf s2.
help-alea19-king = Den König fangen
help-alea19-king-1 = Der König ist stark. Er wird nur gefangen, wenn Angreifer ihn von allen vier Seiten umstellen, oder von drei Seiten, wenn er neben dem leeren Thron steht, der dann die vierte schließt.
help-alea19-king-2 = Am Brettrand kann der König nicht gefangen werden.
help-alea19-king-diagram-1 = Drei Angreifer stehen schon um den König auf seinem Thron; der vierte, der auf j9 ankommt, fängt ihn.
help-alea19-king-diagram-2 = Am Rand ist der König sicher, selbst mit Angreifern auf allen drei offenen Seiten: Das Spiel geht weiter.
help-alea19-escaping = Flucht
help-alea19-escaping-1 = Der König entkommt, und die Verteidiger gewinnen, wenn er eine der vier Ecken erreicht.
help-alea19-escaping-diagram-1 = Der obere Rand ist frei, also läuft der König von m19 in die Ecke s19 und entkommt.
help-alea19-encirclement = Umzingelung
help-alea19-encirclement-1 = Sind nach einem Zug der Angreifer der König und alle übrigen Verteidiger von einem lückenlosen Ring aus Angreifern eingeschlossen, sodass keiner von ihnen den Rand erreichen kann, gewinnen die Angreifer.
help-alea19-end = Spielende
help-alea19-end-1 = Die Partie endet, wenn der König entkommt, gefangen wird oder mit seinen Verteidigern umzingelt ist. Wer am Zug ist und keinen regelgerechten Zug machen kann, verliert.
help-alea19-end-2 = Tritt dieselbe Stellung (dieselben Steine auf denselben Feldern, mit derselben Seite am Zug) zum dritten Mal auf, endet die Partie remis.

## Benannte Eröffnungen

opening-millar-gambit-accepted = Millar-Gambit (angenommen)
opening-millar-gambit-accepted-description = Die Verteidiger opfern einen Stein auf g2, neben dem Angreifer auf f2, und die Angreifer schlagen ihn, indem sie mit h3-h2 zurückziehen. Sie haben einen Stein mehr, doch der Angreifer der h-Linie steht wieder am Rand, und die Verteidiger gewinnen Zeit und Raum auf der Südostseite.
opening-millar-gambit-declined = Millar-Gambit (abgelehnt)
opening-millar-gambit-declined-description = Dasselbe Angebot auf g2, aber nicht angenommen: Die Angreifer spielen nicht h3-h2 und lassen h3 vorn stehen, während sich der Verteidiger auf g2 hinter ihrer südlichen Linie festsetzt.
opening-indirect-millar-gambit-1 = Indirektes Millar-Gambit 1
opening-indirect-millar-gambit-1-description = Das Opfer wird an anderer Stelle gebracht: Ein Leibwächter des Königs schwenkt von g7 nach j7, an die Angreifer am Ostrand heran, wo k8-j8 ihn sofort schlagen kann.
opening-indirect-millar-gambit-2 = Indirektes Millar-Gambit 2
opening-indirect-millar-gambit-2-description = Dieselbe Idee im Westen: Der Verteidiger auf e7 läuft nach b7, neben die Angreifer am Westrand, wo a8-b8 ihn schlagen kann, und die Raute öffnet sich an ihrer Nordwestseite.
opening-indirect-millar-gambit-3 = Indirektes Millar-Gambit 3
opening-indirect-millar-gambit-3-description = Das Angebot erfolgt im Norden: Der Verteidiger auf e7 zieht geradewegs hinauf nach e10, neben die Angreifer auf f10 und e11, wo d11-d10 ihn schlagen kann.
opening-polar-gambit = Polar-Gambit
opening-polar-gambit-description = Eine Antwort auf derselben Linie am anderen Ende: Der Verteidiger auf h6 läuft nach Norden bis h10, direkt unter den Angreifer auf h11, und der Angreifer auf h3 kann ihn nur sofort schlagen, wenn er ganz hinauf bis h9 läuft, weg vom Süden.
opening-face-to-face-attack = Frontalangriff
opening-face-to-face-attack-description = Die Verteidiger spiegeln die Angreifer: d6 zieht hinunter nach d3, in dieselbe Reihe wie h3, dem er über die Südseite hinweg gegenübersteht.
opening-side-attack = Flankenangriff
opening-side-attack-description = Der Verteidiger vor dem König tritt seitlich von f4 nach i4, diagonal neben den neuen Angreifer auf h3, und drückt auf den Südosten, wo h1-h3 den Rand ausgedünnt hat.
opening-american-opening = Amerikanische Eröffnung
opening-american-opening-description = Der Angreifer vor dem Südrand, f2, zieht nach Osten bis i2, um den Zugang zur Südostecke zu bewachen, statt einen Randstein vorzuschieben.
opening-bulgarian-opening = Bulgarische Eröffnung
opening-bulgarian-opening-description = Nach dem amerikanischen Zug antworten die Verteidiger mit g5-g4 und treten aus der Raute heraus nach Süden, wo sich die Angreifer gerade neu formiert haben.
opening-canadian-opening = Kanadische Eröffnung / Ungarische Eröffnung
opening-canadian-opening-description = Wie das übliche h1-h3, aber ein Feld weiter: Der Angreifer von h1 hält auf h4, auf Höhe der Raute der Verteidiger, und sperrt die Seite des Königs enger ab, lässt dafür aber den Rand weiter hinter sich.
opening-dutch-opening = Holländische Eröffnung
opening-dutch-opening-description = Ein ruhiger Zug: g1 rückt nach g2 neben den Angreifer auf f2 und bildet einen kompakten Block auf der Südseite, statt weit auszugreifen.
opening-english-opening = Englische Eröffnung
opening-english-opening-description = Die Verteidiger antworten auf den amerikanischen Zug mit dessen Spiegelbild: Der nördliche Verteidiger f8 zieht hinüber nach i8, in Richtung Nordostecke.
opening-french-opening = Französische Eröffnung
opening-french-opening-description = Der Angreifer auf g1 zieht zwei Felder hinauf nach g3, dem Verteidiger auf g5 gegenüber, mit einem leeren Feld dazwischen – ein früher Anspruch auf das südöstliche Viertel.
opening-german-opening = Deutsche Eröffnung
opening-german-opening-description = Die Verteidiger antworten auf der gegenüberliegenden Brettseite: d6 zieht nach Norden bis d9, in Richtung Nordwestecke und weg vom Angreifer auf h3.
opening-italian-opening = Italienische Eröffnung
opening-italian-opening-description = Der Verteidiger auf e7 zieht zwei Felder hinauf nach e9, lockert die Nordseite der Raute und strebt nach Nordwesten.
opening-russian-opening = Russische Eröffnung
opening-russian-opening-description = Der Verteidiger auf h6 zieht nach Norden bis h9, ein Feld weniger weit als beim Polar-Gambit, und bedroht den Nordosten, ohne sich neben die Angreifer am Rand zu stellen.
opening-scandinavian-opening = Skandinavische Eröffnung
opening-scandinavian-opening-description = Der Angreifer auf f2 zieht ganz bis j2, auf die Diagonale neben der Südostecke – ein Sperrposten, der diese Ecke früh verschließt.
opening-spanish-opening = Spanische Eröffnung
opening-spanish-opening-description = Der Verteidiger vor dem König läuft von f4 nach Westen bis c4, auf die Seite, die die Angreifer unberührt gelassen haben, und bedroht den Südwesten.

## Tool buttons (their tooltips) and the menu
tool-new-game = Neue Partie
tool-open = Partie öffnen
tool-save = Speichern
tool-save-as = Speichern unter …
tool-flip = Brett drehen
tool-menu = Mehr
tool-to-start = Zum Anfang
tool-back = Einen Zug zurück
tool-forward = Einen Zug vor
tool-to-end = Zum letzten Zug
tool-replay = Partie nachspielen
tool-stop-replay = Nachspielen anhalten
menu-export-picture = Bild exportieren …
menu-export-animation = Animation exportieren …
menu-export-sheet = Partieformular exportieren …
key-ctrl = Strg
key-shift = Umschalt
key-home = Pos1
key-end = Ende
settings-notation = Schreibweise der Züge
notation-sheet = Wie im Partieformular ({ $sample })
notation-letters = Mit Buchstaben ({ $sample })

## The file chooser
log-no-portal = kein Dateidialog des Desktops: { $why }; Taflbord öffnet und speichert Dateien mit seiner eigenen Dateiauswahl
log-portal-silent = das Desktop-Portal antwortete nicht binnen drei Sekunden
log-no-runtime = keine Laufzeitumgebung, um den Desktop zu erreichen
chooser-open = Partie öffnen
chooser-save = Partie speichern
chooser-export-picture = Bild der Stellung exportieren
chooser-export-animation = Partie als Animation exportieren
chooser-export-sheet = Druckbares Partieformular exportieren
chooser-cancel = Abbrechen
chooser-up = Hoch
chooser-places = Orte
chooser-recent-folders = Ordner letzter Partien
chooser-place-games = Partien von Taflbord
chooser-place-home = Persönlicher Ordner
chooser-place-documents = Dokumente
chooser-reading = Ordner wird gelesen …
chooser-unreadable = Der Ordner { $folder } lässt sich nicht lesen: { $reason }
chooser-empty = Hier sind keine Ordner oder Dateien dieser Art.
chooser-name = Name
chooser-save-button = Speichern
chooser-replace-question = { $file } gibt es schon. Ersetzen?
chooser-replace = Ersetzen
chooser-keep = Behalten
settings-file-dialogs = Dateidialoge
file-dialogs-desktop = Die des Desktops, sonst eigene
file-dialogs-own = Die von Taflbord

menu-analysis = Analysebrett
menu-analysis-close = Analysebrett schließen
analysis-starting = Die Engine beginnt zu rechnen …
analysis-depth = Tiefe { $depth } · { $knodes }k Knoten · { $knps }k/s
analysis-finished = fertig
analysis-game-over = Die Partie ist zu Ende.
analysis-lines = Linien: { $count }
analysis-wins-in = { $side } gewinnen in { $plies }

menu-set-up = Stellung aufbauen
setup-title = Stellung aufbauen
setup-hint = Wähle einen Stein und klicke auf Felder, um ihn dort hinzustellen; derselbe Stein noch einmal leert das Feld.
setup-attacker = Angreifer
setup-defender = Verteidiger
setup-king = König
setup-empty = Leer
setup-to-move = Am Zug:
setup-clear = Brett leeren
setup-start = Grundstellung
setup-play = Spielen
setup-analyse = Analysieren
setup-save = Speichern …
setup-ready = Die Stellung kann gespielt werden.
setup-over = Die Seite am Zug hat keinen Zug: die Partie ist schon zu Ende.
setup-error-kings = Es muss genau einen König geben; es sind { $count }.
setup-error-no-attackers = Es gibt keine Angreifer.
setup-error-forbidden-attacker = Kein Angreifer darf auf { $square } stehen.
setup-error-forbidden-defender = Kein Verteidiger darf auf { $square } stehen.
setup-error-forbidden-king = Der König darf nicht auf { $square } stehen.
setup-error-escaped = Der König auf { $square } ist schon entkommen.
setup-errors-more = … und { $count } weitere.

# Aufgeben, Remis anbieten und das Ende einer Partie; gegen den Computer spielen
end-resign = Aufgeben…
end-offer-draw = Remis anbieten
end-resign-title = Diese Partie aufgeben?
end-resign-then = { $winner ->
    [attackers] Die Angreifer gewinnen.
   *[defenders] Die Verteidiger gewinnen.
}
end-resign-yes = Aufgeben
end-resign-no = Weiterspielen
end-draw-offered = { $side ->
    [attackers] Die Angreifer bieten Remis an. Nehmen die Verteidiger an?
   *[defenders] Die Verteidiger bieten Remis an. Nehmen die Angreifer an?
}
end-draw-accept = Remis annehmen
end-draw-decline = Ablehnen
notice-draw-declined = { $side ->
    [attackers] Die Angreifer lehnen das Remis ab.
   *[defenders] Die Verteidiger lehnen das Remis ab.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } lehnt das Remis ab: Nach seiner Einschätzung sind die Angreifer im Vorteil ({ $percent } %).
   *[defenders] { $bot } lehnt das Remis ab: Nach seiner Einschätzung sind die Verteidiger im Vorteil ({ $percent } %).
}
status-weighing-draw = { $bot } prüft das Remisangebot… { $seconds } s
end-attackers-win = Die Angreifer gewinnen
end-defenders-win = Die Verteidiger gewinnen
end-draw = Remis
end-by-resignation = { $side ->
    [attackers] Die Angreifer haben aufgegeben.
   *[defenders] Die Verteidiger haben aufgegeben.
}
end-by-agreement = Remis nach Vereinbarung.
end-by-time = { $side ->
    [attackers] Die Zeit der Angreifer ist abgelaufen.
   *[defenders] Die Zeit der Verteidiger ist abgelaufen.
}
end-rematch = Revanche mit getauschten Seiten
end-escape = Esc: zurück zum Brett
new-game-computer = Gegen den Computer spielen
new-game-computer-level = Spielstärke
new-game-computer-side = Du spielst
new-game-or-choose = Oder wähle, wer welche Seite spielt:
welcome-title = Willkommen bei Taflbord
welcome-intro = Spiele zum Einstieg gegen den Computer oder zu zweit an diesem Brett. Die Regeln öffnest du mit F1.
welcome-two-people = Zu zweit an diesem Brett
welcome-more = Weitere Möglichkeiten…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent } % { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    })
score-even = { $score } (ausgeglichen)
review-comment = { $verdict ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Patzer
    } der { $side ->
        [attackers] Angreifer
       *[defenders] Verteidiger
    }: vorher { $before }, danach { $after }
review-better = { $comment }; besser { $move }

# A running timed game is not left without asking
ask-leave-timed-game = Die Uhren laufen. Diese Partie für eine andere verlassen?
button-leave-game = Partie verlassen
button-keep-playing = Weiterspielen

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Exportiere { $file }: { $done } von { $of }
button-cancel-export = Abbrechen
notice-export-cancelled = Export abgebrochen; in { $file } wurde nichts geschrieben.
notice-export-busy = Es läuft bereits ein Export: Lass ihn fertig werden oder brich ihn ab.
exported-animation-frames =
    { $frames ->
        [one] Partie als { $file } gespeichert: { $frames } Bild, { $kilobytes } kB
       *[other] Partie als { $file } gespeichert: { $frames } Bilder, { $kilobytes } kB
    }

## Online spielen auf dem Server der Community
button-online = Online spielen…
online-title = Online spielen
online-intro = Spiele gegen Menschen auf dem Server der Tafl-Community. Deine Partien werden als Partieformulare gespeichert und unter „Letzte Partien“ aufgeführt.
online-server = Server
online-user = Name
online-password = Passwort
online-password-kept = Taflbord schreibt das Passwort nie in eine Datei. „Angemeldet bleiben“ bewahrt es im Schlüsselbund des Desktops auf, wo es einen gibt.
online-create = Dieses Konto anlegen
online-log-in = Anmelden
online-connecting = Verbindung wird hergestellt…
online-log-out = Abmelden
online-not-an-account = Kein Konto, das der Server annimmt: { $why }.
online-wrong-version = Der Server braucht ein neueres Taflbord: Er spricht eine andere Version des Protokolls.
online-wrong-password = Das Passwort ist falsch.
online-no-account = Es gibt kein Konto mit diesem Namen. Wähle „Dieses Konto anlegen“, um es anzulegen.
online-name-taken = Ein Konto mit diesem Namen gibt es bereits.
online-refused = Der Server hat abgelehnt: { $why }
online-logged-in-as = { $user } auf { $server }
online-lost = Die Verbindung ist abgebrochen ({ $why }). Neuer Versuch in { $seconds } s…
online-challenge = { $player } möchte dein Partiegesuch annehmen.
online-accept = Annehmen
online-decline = Ablehnen
online-back-to-game = Zurück zu deiner Partie: { $attackers } gegen { $defenders }
online-new-seek = Eine Partie suchen
online-seek = Gesuch aufgeben
online-withdraw = Zurückziehen
online-seeks = Offene Partiegesuche
online-no-seeks = Gerade sucht niemand eine Partie.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · deine Seite: { $side }
online-rated = gewertet
online-unrated = ungewertet
online-join = Mitspielen
online-running = Laufende Partien
online-watch = Zuschauen
online-players = Spieler
online-player-record = { $wins } gewonnen · { $losses } verloren · { $draws } remis
online-server-refused = Der Server hat „{ $command }“ abgelehnt: { $reason }
online-move-refused = Nicht gesendet: { $why }
online-game-over = Partie beendet – { $result }
online-your-move = Du bist am Zug
online-to-move = { $side } am Zug
online-draw-offered = Dein Gegner bietet Remis an.
online-offer-draw = Remis anbieten
online-resign = Aufgeben
online-chat = Schreib deinem Gegner etwas
online-to-lobby = Zur Lobby
online-versus = { $attackers } gegen { $defenders }
online-recent-title = { $server } · { $attackers } gegen { $defenders }
online-logged-in-already = Dieses Konto ist schon angemeldet, von anderswo.
online-too-soon = Zu viele Versuche: Der Server wartet ein wenig, bevor er den nächsten annimmt. Versuche es in einer Minute wieder.
online-clock-not-kept = Der Server führt Fischer-Uhren (wie 15+10), Uhren ohne Zeitzugabe (wie 10) oder keine: Schreib eine davon.
online-remember = Angemeldet bleiben (im Schlüsselbund des Desktops)
online-kept = Das Passwort ist im Schlüsselbund des Desktops aufbewahrt.
online-not-kept = Das Passwort wurde nicht aufbewahrt ({ $why }): Taflbord bewahrt es nirgends sonst auf.
online-keyring-label = Taflbord: { $user } auf { $server }
online-store-none = auf diesem Desktop antwortet kein Schlüsselbund
online-store-locked = der Schlüsselbund ist gesperrt
online-store-silent = der Schlüsselbund hat nicht geantwortet
online-store-not-text = was der Schlüsselbund aufbewahrt, ist kein Text

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = der Server { $server } ist nicht zu finden: { $error }
online-loss-no-address = der Server { $server } hat keine Adresse
online-loss-unreachable = keine Verbindung zu { $server } möglich: { $error }
online-loss-server-closed = der Server hat die Verbindung geschlossen
online-loss-broke = Verbindungsfehler: { $error }
online-loss-not-sent = das Senden an den Server ist fehlgeschlagen: { $error }
online-loss-silent = vom Server kam { $seconds } s lang nichts
online-loss-line-too-long = der Server hat eine Zeile von mehr als { $megabytes } MB gesendet
online-loss-broken-off = die Verbindung wurde getrennt
online-loss-not-yet = der Server nimmt noch keine neue Anmeldung an

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = ein Name hat 1 bis 16 Zeichen
online-account-name-character = „{ $character }“ darf nicht in einem Namen stehen: erlaubt sind Buchstaben, Ziffern, - und _
online-account-password-length = ein Passwort hat 1 bis 32 Bytes
online-account-password-characters = ein Passwort darf keine Leerzeichen oder Steuerzeichen enthalten
