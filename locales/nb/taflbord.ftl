# Taflbord in Norwegian Bokmål: the same message ids and variables as locales/en/taflbord.ftl
# (tests/locales.rs checks it).

## Spillet og brikkene

app-name = Taflbord
side-attackers = Angriperne
side-defenders = Forsvarerne
piece-attacker = en angriper
piece-defender = en forsvarer
piece-king = kongen

## Innebygde varianter

variant-copenhagen = København-hnefatafl
variant-fetlar = Fetlar-hnefatafl
variant-book13 = Strategiboka 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, ett steg
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## Hvordan et parti slutter

outcome-attackers-win = Angriperne vinner: { $reason }
outcome-defenders-win = Forsvarerne vinner: { $reason }
outcome-draw = Uavgjort: { $reason }
reason-corner-escape = kongen flyktet til et hjørne
reason-edge-escape = kongen flyktet til kanten
reason-periphery-escape = kongen flyktet langs kanten
reason-exit-fort = kongen bygde et kantfort
reason-king-captured = kongen ble fanget
reason-encircled = forsvarerne ble omringet
reason-mate = kongen kan ikke reddes
reason-no-legal-move = siden i trekket hadde ikke noe lovlig trekk
reason-repetition = en stilling oppsto for tredje gang
reason-perpetual-repetition = endeløs gjentakelse
reason-resignation = motparten ga opp
reason-time = tiden gikk ut
reason-agreement = etter avtale
reason-move-limit = trekkgrensen ble nådd

## Trekk som ikke er tillatt

illegal-game-over = partiet er over
illegal-no-piece = det står ingen brikke på startruten
illegal-not-your-piece = den brikken tilhører den andre siden
illegal-not-straight = brikkene flytter langs en rad eller en kolonne
illegal-too-far = brikken kan ikke flytte så langt
illegal-blocked = veien er ikke fri
illegal-restricted = trekket bruker en forbudt rute
illegal-repetition = trekket gjentar en stilling, og det forbyr reglene
illegal-king-exposed = trekket lar kongen stå slik at han kan fanges

## Trekk skrevet inn på tastaturet

typed-off-board = { $square } ligger utenfor brettet på { $size }×{ $size }
typed-no-piece-behind = det står ingen brikke bak målruten, mot pilens retning
typed-wrong-side = brikken bak målruten er { $piece }, og den hører ikke til siden i trekket
typed-not-the-king = «k» markerer et kongetrekk, men brikken bak målruten er { $piece }
typed-missing-king-mark = det er kongen som flytter her: skriv «k» foran pilen
typed-how = skriv et trekk som f4-c4 eller →9·7 (>9.7 eller k^4.4 på et vanlig tastatur)
typed-placeholder = Skriv et trekk: { $first } eller { $second }
typed-bots-turn = Det er botens tur.
typed-problem = «{ $typed }»: { $problem }

## Boter

level-thrall = Trell
level-thrall-description = Nybegynner, rating { $rating }: ser bare sitt eget trekk og overser trusler.
level-karl = Karl
level-karl-description = Hobbyspiller, rating { $rating }: ser svaret ditt, men spiller ofte slurvete.
level-huscarl = Huskarl
level-huscarl-description = Klubbspiller, rating { $rating }: ser svaret ditt, spiller av og til slurvete.
level-jarl = Jarl
level-jarl-description = Sterk spiller, rating { $rating }: spiller sitt beste trekk, kjenner åpningene.
level-king = Konge
level-king-description = Ekspert, rating { $rating }: regner tre trekk fram, kjenner åpningene.
level-valkyrie = Valkyrje
level-valkyrie-description = Mester, rating { $rating }: regner fem trekk fram, kjenner åpningene.
level-tyr = Tyr
level-tyr-description = Internasjonal mester, rating { $rating }: regner seks trekk fram, kjenner åpningene.
level-thor = Tor
level-thor-description = Stormester, rating { $rating }: regner sju trekk fram, kjenner åpningene, stenger kongen inne når den angriper.
level-allfather = Allfader
level-allfather-description = Sterkest, rating over { $rating }: tenker i ti sekunder per trekk.

## Strategiene fra Fetlar-artikkelen

strategy-aggressive = Aggressiv
strategy-barricading-aggressive = Barrikader og angrep
strategy-barricading-cordon = Barrikader og sperrekjede
strategy-king-centered = Kongesentrert
strategy-defensive = Defensiv
strategy-foot-in-the-door = Foten i døra
strategy-fortification = Befestning
strategy-king-s-guard = Kongens garde
strategy-mobile-king = Mobil konge
strategy-random = Tilfeldig

## Innstillingsfilen

settings-missing = Ingen innstillinger ennå: bruker standardverdiene (de blir lagret i { $file }).
settings-not-utf8 = den er ikke UTF-8-tekst
settings-broken-kept = Innstillingsfilen { $file }: { $problem }. Bruker standardverdiene; filen er tatt vare på som { $kept }.
settings-broken-not-moved = Innstillingsfilen { $file }: { $problem }. Bruker standardverdiene; filen kunne ikke flyttes til side ({ $error }), så endringer blir ikke lagret.
settings-save-failed = Kunne ikke lagre innstillingene i { $file }: { $error }
file-error-at = linje { $line }, kolonne { $column }: { $reason }

## Hovedvinduet

window-title = { $game } — Taflbord
log-software-renderer = grafikkadapteret { $adapter } tegner i programvare, så vinduet tegnes med tiny-skia (ICED_BACKEND=wgpu velger wgpu)
game-title = { $variant } · { $attackers } mot { $defenders }
status-game-over = Partiet er over — { $outcome }
status-recorded = Notert resultat: { $outcome }
status-attackers-to-move = Angriperne i trekket ({ $player })
status-defenders-to-move = Forsvarerne i trekket ({ $player })
status-thinking = Tenker… { $seconds } s
status-hinting = Ser etter et tips… { $seconds } s
status-search = dybde { $depth } · { $score } for angriperne · { $knodes }k noder
warning-raicki = Raicki! Kongen har en vei ut.
warning-tuicku = Tuicku! Kongen har to veier ut.
warning-escape =
    { $count ->
        [one] Flukt! Kongen har en vei ut.
       *[other] Flukt! Kongen har { $count } veier ut.
    }
warning-watch-your-king = Pass på kongen! Angriperne kan fange ham.
button-new-game = Nytt parti
button-recent = Nylige
button-rules = Regler
button-openings = Åpninger
button-settings = Innstillinger
button-to-start = Start
button-back = ◀
button-undo = Angre
button-redo = Gjør om
button-forward = ▶
button-to-end = Slutt
replay-speed = { $seconds } s/trekk
button-pause-bots = Sett botene på pause
button-resume-bots = Start botene igjen
button-move-now = Trekk nå
button-hint = Tips

## Filer

file-kind-sheet = Noteringsskjema
file-kind-games = Tafl-partier
file-default-name = parti

## Meldinger: én linje under statuslinjen

notice-restored = Det forrige partiet ditt er tilbake på brettet.
notice-restore-failed = Kunne ikke hente fram det forrige partiet: { $error }
notice-autosave-failed = Autolagring: { $error }
notice-autosave-to-failed = Autolagring til { $file } mislyktes: { $error }
notice-recent-failed = Kunne ikke oppdatere listen over nylige partier: { $error }
notice-practice-failed = Kan ikke øve på denne åpningen: { $error }
notice-book-move-unplayable = Boktrekket { $move } kan ikke spilles her.
notice-book-moves-here = Her er det boken som trekker: trykk ▶ for å gå videre.
notice-matchup-variant-gone = Varianten «{ $variant }» som oppgjøret bruker, finnes ikke lenger.
notice-matchup-save-failed = Kunne ikke lagre oppgjøret: { $error }
notice-export-failed = Kunne ikke eksportere: { $error }
notice-hint = Tips: { $move }
notice-saved = Lagret { $file }
notice-save-failed = Kunne ikke lagre { $file }: { $error }
notice-opened = Åpnet { $file }
notice-variant-assumed = Noteringsskjemaet oppgir ingen variant: lest som { $variant }.
notice-result-unsupported = Noteringsskjemaet oppgir { $result }, men brettet viser ingen slutt: det kan være ufullstendig.
notice-result-played-past = Partiet fortsetter etter det noterte resultatet ({ $result }), så noteringsskjemaet oppgir ikke lenger noe resultat.
read-as = Les som
notice-open-failed = Kunne ikke åpne { $file }: { $error }
notice-variant-skipped = Hoppet over en variantfil: { $error }

## Oppgjør

matchup-event = Oppgjør, runde { $round }, parti { $game }
matchup-challenger-player = Utfordrer ({ $player })
matchup-opponent-player = Motstander ({ $player })
matchup-challenger-wins = Utfordreren vinner oppgjøret, { $challenger }–{ $opponent }.
matchup-opponent-wins = Motstanderen vinner oppgjøret, { $opponent }–{ $challenger }.
matchup-score-next = Stillingen i oppgjøret er { $challenger }–{ $opponent }: videre til neste parti.
matchup-decided = avgjort
matchup-round-game = runde { $round }, parti { $game }
matchup-game-over = partiet er over
matchup-status = Oppgjør · { $where } · utfordrer { $challenger } – { $opponent } motstander
matchup-next-game = Neste parti

## Spillere og skjermbildet for nytt parti

player-person = Menneske
player-bot = Bot: { $level }
player-strategy = Strategi: { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = Nytt parti
new-game-name = Navn (kan stå tomt)
new-game-variant = Variant
new-game-challenger = Utfordrer (angriper i det første partiet i hver runde)
new-game-opponent = Motstander
new-game-matchup = Oppgjør: runder på to partier, med byttede sider
new-game-matchup-explained = Hver runde består av to partier: utfordreren angriper først og forsvarer deretter. Den som vinner begge partiene i en runde, vinner oppgjøret; ellers spilles en ny runde. Alle partiene blir lagret.
new-game-start = Start
new-game-cancel = Avbryt
new-game-clock = Klokke
new-game-clock-custom = Egendefinert…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 eller h3
new-game-clock-unread = Ugyldig tidskontroll: skriv 10 (minutter), 5+3 (minutter + sekunder per trekk), 30s+1 (sekunder), 5d3 eller 5b3 (en forsinkelse), h3 (et timeglass) eller none.
clock-none = Ingen klokke
clock-minutes = { $minutes } min
clock-seconds = { $seconds } s
clock-sudden-death = { $base } for hele partiet
clock-fischer = { $base } + { $seconds } s per trekk
clock-simple-delay = { $base }, { $seconds } s forsinkelse per trekk
clock-bronstein = { $base }, opptil { $seconds } s tilbake per trekk
clock-hourglass = Timeglass, { $base }
tool-pause-clock = Stopp klokkene
tool-resume-clock = Start klokkene
notice-clock-paused = Klokkene står: start dem for å spille videre.
notice-clock-running = Klokkene går: brettet viser partiet slik det står til det er slutt eller klokkene stoppes.
notice-undo-timed = Ingen angring i et parti med klokke mellom mennesker.
notice-undo-after-time = Partiet er tapt på tid: ingen angring.
menu-review = Gå gjennom partiet
status-reviewing = Går gjennom partiet: { $done } av { $of } stillinger
button-stop-review = Stopp
notice-reviewed = Gjennomgang ferdig — unøyaktigheter: { $inaccuracies }, feil: { $mistakes }, bukker: { $blunders }.
notes-comment-placeholder = En kommentar til dette trekket

## Innstillinger

settings-title = Innstillinger
settings-look = Utseende
settings-language = Språk
settings-language-system = Systemspråket
settings-theme = Tema
theme-light = Lyst
theme-dark = Mørkt
settings-board = Brett
board-style-wood = Tre
board-style-stone = Stein
board-style-paper = Papir
settings-coordinates = Koordinater rundt brettet
settings-legal-moves = Vis hvor den valgte brikken kan gå
settings-last-move = Marker siste trekk og brikkene det fanget
settings-animation = Brikkene glir til rutene sine
settings-sound-heading = Lyd
settings-sound = Lyd
settings-volume = { $percent } %
settings-engine = Motor
settings-engine-threads = Tråder for det sterkeste nivået, tips, analysebrettet og gjennomganger
settings-engine-threads-note = Med flere tråder regner motoren dypere på samme tid. De andre nivåene tenker alltid med én, så de spiller like sterkt som ratingen deres sier.
settings-new-games = Nye partier
settings-window = Vindu: { $width } × { $height } (huskes når du endrer størrelsen)
settings-saved-in = Innstillingene lagres i { $file }
settings-not-saved = Ikke lagret: det finnes ingen konfigurasjonsmappe.
settings-done = Ferdig

## Nylige partier

recent-title = Nylige partier
recent-none = Ingen partier ennå. Partier du spiller, åpner eller lagrer, vises her.
recent-not-finished = ikke ferdigspilt
recent-moves =
    { $count ->
        [one] { $count } trekk
       *[other] { $count } trekk
    }
recent-file-gone = filen finnes ikke lenger
back-to-game = Tilbake til partiet

## Noteringsskjemaet ved siden av brettet

sheet-opening = Åpning: { $name }
sheet-attacker = Angriper
sheet-defender = Forsvarer
sheet-no = Nr.
sheet-move = Trekk
sheet-capt = Slag
sheet-back-to-main-line = Tilbake til hovedvarianten
# $parent er 0 for hovedvarianten, ellers nummeret på sidevarianten den forgrener seg fra.

## Eksport

file-kind-png = PNG-bilde
file-kind-gif = Animert GIF
file-kind-sheet-svg = Noteringsskjema (SVG)
exported-picture = Lagret stillingen som { $file }
exported-sheet =
    { $pages ->
        [one] Lagret noteringsskjemaet som { $file }
       *[other] Lagret noteringsskjemaet som { $pages } sider, { $file }…
    }

## Øve på en åpning

practice-wrong-move = { $move } er ikke boktrekket. Boken spiller { $book } her: { $why }. Prøv igjen.
practice-it-captures =
    { $count ->
        [one] det fanger { $squares }
       *[other] det fanger { $squares }
    }
practice-how-it-goes-on = slik fortsetter { $opening }
practice-found =
    { $mistakes ->
        [one] { $found } av { $total } funnet, { $mistakes } feil
       *[other] { $found } av { $total } funnet, { $mistakes } feil
    }
practice-done = Øvingen på { $opening } er ferdig: { $found }. { $bot } spiller videre.
practice-as-attackers = Øver på { $opening } med angriperne: { $found }.
practice-as-defenders = Øver på { $opening } med forsvarerne: { $found }.

## Åpningsutforskeren

explorer-title = Åpningene i boken
explorer-empty = Boken er tom.
explorer-moves = Trekk
explorer-real-games = I virkelige partier
explorer-played = Spilt i { $games } av de { $all } partiene: angriperne vant { $attackers }, forsvarerne vant { $defenders }, annet { $other } (forsvarerne { $percent } %).
explorer-not-played = Ikke spilt i noen av de { $all } partiene.
explorer-no-figures = Ingen tall for denne åpningen.
explorer-practice = Øving
explorer-practice-explained = Den andre siden spiller boktrekkene sine med en gang; du må finne dine egne. Når varianten tar slutt, tar en bot over den andre siden.
explorer-play-as = Spill som
explorer-then-the-bot = deretter spiller boten
explorer-plays-on = videre.
explorer-practise = Øv på denne åpningen
explorer-start-position =
    { $count ->
        [one] Startstilling ({ $count } trekk i varianten)
       *[other] Startstilling ({ $count } trekk i varianten)
    }
explorer-move = Trekk { $number } av { $count }: { $move }
explorer-move-takes = Trekk { $number } av { $count }: { $move }, tar { $captures }
explorer-unplayable = { $move } kan ikke spilles: { $why }
opening-canadian-opening-note = Seed 000 fører opp den kanadiske og den ungarske åpningen med samme trekk, H1 → H4; det er én variant med to navn.

## Regelskjermen

rules-of = Regler for
rules-history = Historie
rules-none = Det finnes ingen regelhjelp for { $variant }: det er din egen variant, lest inn fra en fil. Reglene er de som står i den filen.
rules-unreadable = Regelhjelpen kunne ikke leses: { $error }
rules-before = Før { $move }
rules-after = Etter
rules-not-allowed = { $move } (ikke tillatt)
rules-not-allowed-because = { $move } er ikke tillatt: { $why }.
rules-captured =
    { $count ->
        [0] ingenting blir fanget
        [one] { $squares } blir fanget
       *[other] { $squares } blir fanget
    }
rules-verdict-ends = { $move }: { $taken }. { $end }.
rules-verdict-goes-on = { $move }: { $taken }; spillet fortsetter.

## Rules help: copenhagen

help-copenhagen-history-1 = Hnefatafl, ofte kalt vikingsjakk, ble spilt over hele den norrøne verden og dukker opp i flere av sagaene. Ingen skrev ned reglene, og da sjakken spredte seg nordover i middelalderen, gikk det gamle spillet gradvis ut av bruk, og reglene gikk tapt.
help-copenhagen-history-2 = Moderne spillere gjenskapte det ut fra tablut, det samiske spillet som Linné beskrev i dagboken sin fra 1732. De latinske notatene hans ble oversatt til engelsk i 1811 med flere feil, og partier spilt etter den oversettelsen ble skjeve i kongens favør. Spillerne la derfor til regler for å jevne ut styrkeforholdet: kongen må nå et hjørne, ikke bare kanten, og hjørnene og tronen i midten ble spesialruter.
help-copenhagen-history-3 = København-reglene er et av disse moderne regelsettene. Tre spillere utarbeidet dem i 2012: Aage Nielsen fra Danmark, Adam Bartley fra Norge og Tim Millar fra Storbritannia. I tillegg til de vanlige moderne reglene har de to egne ideer: skjoldmuren, som tar en hel rekke brikker langs kanten i ett trekk, og kantfortet, som lar kongen vinne på kanten av brettet. Spillet brukes ofte i turneringer og er standardspillet i Taflbord.
help-copenhagen-aim = Målet med spillet
help-copenhagen-aim-1 = De to sidene spiller om forskjellige ting. Angriperne, med svart, har 24 brikker og vil fange kongen. Forsvarerne, med hvitt, har 12 brikker og kongen, som starter på tronen midt på brettet med 11 × 11 ruter; de vil få kongen i sikkerhet.
help-copenhagen-aim-2 = Forsvarerne vinner når kongen når en av de fire hjørnerutene, eller når han står i et kantfort på kanten. Angriperne vinner når de fanger kongen, eller når de stenger kongen og alle forsvarerne hans inne i en ubrutt ring.
help-copenhagen-aim-3 = Angriperne gjør det første trekket. Deretter trekker spillerne annenhver gang, én brikke per trekk.
help-copenhagen-moving = Trekk
help-copenhagen-moving-1 = Alle brikkene, også kongen, flytter i rett linje langs raden eller kolonnen sin, så mange tomme ruter de vil, som et tårn i sjakk. Brikkene flytter aldri diagonalt og hopper aldri over andre brikker.
help-copenhagen-moving-2 = Tronen (midtruten) og de fire hjørnene er forbudte ruter: bare kongen kan stoppe på dem. Alle brikker kan passere rett over tronen når den er tom, og kongen kan gå tilbake til den etter at han har forlatt den.
help-copenhagen-moving-diagram-1 = Bare kongen kan stoppe på tronen, så angriperen på f3 kan ikke flytte til f6. Den kan derimot løpe over den tomme tronen til f7 eller lenger.
help-copenhagen-capturing = Fange brikker
help-copenhagen-capturing-1 = Du fanger en motstanderbrikke ved å klemme den inne mellom to av dine egne brikker på en rad eller en kolonne. Fellen må lukkes av brikken du nettopp har flyttet; den fangede brikken tas så av brettet. Ett trekk kan fange flere brikker i forskjellige retninger.
help-copenhagen-capturing-2 = Det er trygt å gå inn mellom to motstanderbrikker: bare den som trekker, fanger, så brikken blir stående på brettet.
help-copenhagen-capturing-3 = Enkelte ruter kan erstatte en av de to brikkene i fellen. Hjørnene er fiendtlige for alle. Tronen teller mot angriperne hele tiden, men mot forsvarerne bare når den er tom. Kanten av brettet hjelper aldri til med å fange.
help-copenhagen-capturing-4 = Kongen er væpnet: han kan være en av de to brikkene som lukker en felle.
help-copenhagen-capturing-diagram-1 = Angriperen glir fra h4 til f4. Forsvareren på e4 er nå klemt mellom den og angriperen på d4, og blir fanget.
help-copenhagen-capturing-diagram-2 = Hjørnene er fiendtlige for alle brikker. Når forsvareren kommer ned til c1, blir angriperen på b1 klemt mot hjørnet a1 og fanget.
help-copenhagen-capturing-diagram-3 = Mens tronen er tom, er den fiendtlig også for forsvarerne. Angriperen som kommer til f4, fanger forsvareren på f5 mot den tomme tronen.
help-copenhagen-capturing-diagram-4 = Det er trygt å flytte inn mellom to motstandere. Forsvareren stiller seg på e7 mellom to angripere og blir ikke fanget, fordi angriperne ikke lukket fellen.
help-copenhagen-king = Fange kongen
help-copenhagen-king-1 = Kongen er mye vanskeligere å ta enn en vanlig brikke: angriperne må omringe ham fra alle fire sider.
help-copenhagen-king-2 = Når kongen står ved siden av tronen, holder det med tre angripere: den tomme tronen stenger den fjerde siden.
help-copenhagen-king-3 = På kanten av brettet kan kongen ikke fanges i det hele tatt.
help-copenhagen-king-diagram-1 = Den siste angriperen rykker inn på d7. Med angripere på alle fire sider er kongen fanget, og angriperne vinner.
help-copenhagen-king-diagram-2 = Ved siden av den tomme tronen holder det med tre angripere: tronen på f6 teller som den fjerde siden, så angriperen som flytter til f8, fanger kongen.
help-copenhagen-king-diagram-3 = På kanten er kongen trygg: selv med angripere på alle tre åpne sider blir han ikke fanget, og spillet fortsetter.
help-copenhagen-escaping = Flukt og kantfort
help-copenhagen-escaping-1 = Forsvarerne vinner straks kongen når et av de fire hjørnene.
help-copenhagen-escaping-2 = De vinner også med et kantfort: kongen står på kanten av brettet, han kan fortsatt flytte, og forsvarerne hans har stengt ham så tett inne at angriperne aldri kan nå ham eller fange noen brikke i muren. Taflbord ser etter et fort etter hvert trekk forsvarerne gjør.
help-copenhagen-escaping-diagram-1 = Ingenting står mellom kongen og hjørnet a11, så han løper dit, og forsvarerne vinner.
help-copenhagen-escaping-diagram-2 = Forsvareren på g5 flytter ned til g1 og lukker et kantfort. Kongen på e1 kan fortsatt flytte til f1, ingen angriper kan noen gang komme inn, og ingen av forsvarerne rundt ham kan fanges: forsvarerne vinner.
help-copenhagen-shield-walls = Skjoldmurer
help-copenhagen-shield-walls-1 = Brikker på rad langs kanten av brettet, to eller flere etter hverandre, kan alle fanges i ett og samme trekk. Da må hver av dem ha en motstanderbrikke på ruten rett innenfor seg, mot midten av brettet. Rekken faller når brikken som flytter, lukker den ene enden mens en brikke fra samme side, eller et hjørne, holder den andre enden.
help-copenhagen-shield-walls-2 = Kongen kan være med. Han kan lukke rekken som enhver annen brikke, eller han kan være en av brikkene i rekken: da blir forsvarerne ved siden av ham fanget, men kongen selv blir stående på brettet.
help-copenhagen-shield-walls-3 = Begge sider kan fange med skjoldmur.
help-copenhagen-shield-walls-diagram-1 = Angriperen som flytter til k7, lukker en skjoldmur. Hver av forsvarerne på k4, k5 og k6 har en angriper foran seg, og angriperen på k3 holder den andre enden, så alle tre blir fanget.
help-copenhagen-shield-walls-diagram-2 = Kongen er en del av denne rekken. Når angriperen når g1, blir forsvarerne på d1 og f1 fanget, men kongen på e1 blir stående.
help-copenhagen-encirclement = Omringing
help-copenhagen-encirclement-1 = Hvis angriperne bygger en ubrutt ring rundt kongen og alle forsvarerne han har igjen, slik at ingen av dem noen gang kan nå kanten av brettet, vinner angriperne.
help-copenhagen-encirclement-diagram-1 = Angriperen på f1 rykker opp til f3 og lukker ringen. Verken kongen eller noen forsvarer kan lenger komme seg ut til kanten, så angriperne vinner.
help-copenhagen-end = Slutt på spillet
help-copenhagen-end-1 = Spillet er over så snart én side har vunnet: forsvarerne ved at kongen flykter eller ved et kantfort, angriperne ved å fange kongen eller ved omringing. En spiller som er i trekket uten å ha noe lovlig trekk, taper.
help-copenhagen-end-2 = Forsvarerne kan ikke gjøre et trekk som gjenskaper en stilling som allerede har forekommet i partiet (de samme brikkene på de samme rutene, med samme side i trekket). Angriperne kan gjenta stillinger så mye de vil.
help-copenhagen-end-3 = Eldre København-regler sa i stedet at endeløs gjentakelse gir tap for forsvarerne. Taflbord har beholdt den regelen som valget «historical», for gjennomspilling av gamle partier.

## Rules help: fetlar

help-fetlar-history-1 = Fetlar-hnefatafl er et av de moderne regelsettene for vikingspillet på et brett med 11 × 11 ruter. Som de andre bygger det på rekonstruksjonen av hnefatafl ut fra Linnés notater om det samiske spillet tablut, med endringer som skal gi begge sider en rettferdig sjanse: kongen må nå et hjørne, og hjørnene og tronen i midten er spesialruter.
help-fetlar-history-2 = Reglene ble publisert av et panel i 2007, og det var det første regelsettet som ble tatt i bruk i konkurransespill. Det bruker samme startstilling som København, men har verken skjoldmurer eller kantfort, så det er et godt sted å begynne.
help-fetlar-history-3 = En forskningsartikkel fra 2025 skrev Fetlar-reglene ut i formell logikk og lot datastyrte spillere bygd på ni ulike strategier spille mot hverandre; strategispillerne i Taflbord kommer fra den artikkelen. Den formelle teksten avviker fra de publiserte reglene på to punkter, kanten og tronen. Taflbord følger de publiserte reglene og tilbyr artikkelens tolkning som valget «paper-edge».
help-fetlar-aim = Målet med spillet
help-fetlar-aim-1 = Angriperne, med svart, har 24 brikker. Forsvarerne, med hvitt, har 12 brikker og kongen sin, som starter på tronen midt på brettet.
help-fetlar-aim-2 = Forsvarerne vinner når kongen når en av de fire hjørnerutene. Angriperne vinner når de fanger kongen, eller når de lukker en ring rundt kongen og alle forsvarerne hans.
help-fetlar-aim-3 = Angriperne begynner; deretter trekker spillerne annenhver gang, ett trekk hver.
help-fetlar-moving = Trekk
help-fetlar-moving-1 = Alle brikker, konge eller ikke, flytter rett langs en rad eller en kolonne over et hvilket som helst antall tomme ruter, som et tårn i sjakk. Ingen brikke kan hoppe over en annen eller flytte diagonalt.
help-fetlar-moving-2 = Bare kongen kan stoppe på tronen eller på et hjørne. Mens tronen er tom, kan alle brikker passere rett over den, og kongen kan vende tilbake til den senere.
help-fetlar-moving-diagram-1 = Tronen er tom, så forsvareren kan krysse den: den går fra d6 over f6 til h6.
help-fetlar-capturing = Fange brikker
help-fetlar-capturing-1 = En brikke blir fanget når brikken som nettopp ble flyttet, klemmer den inne mellom seg selv og en annen brikke fra samme side, på en rad eller en kolonne. Den fangede brikken forlater brettet. Det er trygt å flytte inn i luken mellom to motstanderbrikker.
help-fetlar-capturing-2 = Hjørnene, og tronen, kan ta plassen til den andre brikken. Alle brikker regner hjørnene som fiender. Tronen teller mot angriperne hele tiden, og mot forsvarerne bare når ingen står på den. Kanten av brettet teller ikke.
help-fetlar-capturing-3 = Kongen er væpnet, så han kan hjelpe til med å fange.
help-fetlar-capturing-diagram-1 = Kongen lukker selv fellen: når han flytter ned til e5, fanger han angriperen på d5, som nå står mellom ham og forsvareren på c5.
help-fetlar-capturing-diagram-2 = Den tomme tronen er fiendtlig for angriperne. Forsvareren som flytter opp til d6, fanger angriperen på e6 mot den.
help-fetlar-capturing-diagram-3 = Forsvareren som flytter til k3, fanger angriperen på k2 mot hjørnet k1.
help-fetlar-king = Fange kongen
help-fetlar-king-1 = For å fange kongen må angriperne besette alle fire rutene rundt ham. Ved siden av tronen trenger de bare de tre andre, siden den tomme tronen står for den fjerde.
help-fetlar-king-2 = På kanten av brettet kan kongen ikke fanges. (Den formelle teksten i forskningsartikkelen lar i stedet kanten hjelpe til med å fange kongen; velg «paper-edge» for å spille slik.)
help-fetlar-king-diagram-1 = Kongen på tronen er omringet på tre sider. Angriperen som flytter opp til f5, stenger den fjerde siden og fanger ham.
help-fetlar-king-diagram-2 = En konge på kanten kan ikke fanges: angriperne står nå på alle tre åpne sider av ham, men spillet fortsetter.
help-fetlar-escaping = Flukt
help-fetlar-escaping-1 = Kongen flykter, og forsvarerne vinner, så snart han når et av de fire hjørnene.
help-fetlar-escaping-diagram-1 = Veien opp langs kanten er fri, så kongen flytter fra k7 til hjørnet k11, og forsvarerne vinner.
help-fetlar-encirclement = Omringing
help-fetlar-encirclement-1 = Angriperne vinner også hvis kongen og alle gjenværende forsvarere etter et av angripernes trekk er stengt inne i en ubrutt ring av angripere, slik at ingen av dem kan nå kanten av brettet.
help-fetlar-end = Slutt på spillet
help-fetlar-end-1 = Spillet er over så snart kongen flykter, blir fanget eller blir omringet sammen med alle forsvarerne sine. En spiller som er i trekket uten å kunne gjøre noe lovlig trekk, taper.
help-fetlar-end-2 = Hvis samme stilling (de samme brikkene på de samme rutene, med samme side i trekket) oppstår for tredje gang, blir partiet uavgjort.

## Rules help: book13

help-book13-history-1 = Denne varianten kommer fra en moderne «Book of Strategy» for hnefatafl, som legger fram reglene og skikkene for spill på et brett med 13 × 13 ruter. Den beholder den enkleste fluktregelen av alle, kongen trenger bare å nå kanten, og legger til en kraftig måte å fange på: innestengning, som kan ta en hel gruppe brikker i ett trekk.
help-book13-history-2 = Brett av denne størrelsen har en forbindelse til vikingtiden: blant funnene fra Gokstadskipet i Norge, fra 800-tallet, er et ødelagt spillebrett som er 13 ruter bredt, og noen forfattere har ment at dette var den opprinnelige størrelsen på hnefatafl, selv om det ikke er sikkert at brettet i det hele tatt ble brukt til tafl.
help-book13-history-3 = Boken gir reglene, men ingen tegning av startstillingen, så Taflbord stiller opp brikkene som i Parletts rekonstruksjon av 13 × 13-spillet: 32 angripere mot 16 forsvarere og kongen deres. Bokens måte å notere partier på, med kolonner og rader nummerert fra 1 til 13 (som i 12·9), er den Taflbord bruker på noteringsskjemaet for alle varianter.
help-book13-aim = Målet med spillet
help-book13-aim-1 = Angriperne spiller med de svarte brikkene, forsvarerne med de hvite brikkene og den gule kongen, som starter midt på brettet.
help-book13-aim-2 = Forsvarerne vinner så snart kongen når en hvilken som helst rute på kanten av brettet. Angriperne vinner ved å fange kongen.
help-book13-aim-3 = Angriperne begynner, og deretter trekker spillerne annenhver gang.
help-book13-moving = Trekk
help-book13-moving-1 = Brikkene flytter i rett linje langs en rad eller en kolonne, over så mange tomme ruter du vil. De kan ikke flytte diagonalt, og de kan ikke lande på eller hoppe over en annen brikke.
help-book13-moving-2 = Det finnes ingen spesialruter i dette spillet: alle brikker kan stoppe hvor som helst, også midt på brettet og i hjørnene.
help-book13-sandwich = Fange ved innklemming
help-book13-sandwich-1 = Klem en motstanderbrikke inne mellom to av dine egne på en rad eller en kolonne ved å flytte en av dem på plass, så er den fanget. Kongen teller her som alle andre brikker: han kan fanges på denne måten, og han kan hjelpe til med å fange.
help-book13-sandwich-2 = Kanten av brettet virker aldri som den ene siden i en innklemming.
help-book13-sandwich-3 = Det er trygt å flytte din egen brikke inn i en innklemming: den blir bare fanget når den andre spilleren lukker fellen. Ett trekk kan fange flere brikker samtidig.
help-book13-sandwich-diagram-1 = Ett trekk, to fangster: forsvareren som kommer til d9, klemmer angriperen på c9 mot b9 og angriperen på e9 mot f9.
help-book13-sandwich-diagram-2 = Kanten hjelper ikke ved innklemming. Forsvareren på a6 har en angriper ved siden av seg og kanten bak seg, men blir ikke fanget.
help-book13-enclosure = Fange ved innestengning
help-book13-enclosure-1 = Etter et trekk blir alle grupper av motstanderbrikker (brikker som henger sammen langs rader og kolonner) som ikke lenger har noen tom rute ved siden av seg, fanget, uansett hvor store de er og hvilken form de har. Her hjelper kanten av brettet: den stenger inne en gruppe like godt som dine egne brikker gjør.
help-book13-enclosure-2 = Innestengninger tas før innklemminger. Hvis gruppen inneholder kongen, blir kongen fanget sammen med den, og angriperne vinner.
help-book13-enclosure-diagram-1 = Forsvarerne på a4 og a5 danner en gruppe med bare én tom naborute, a6. Angriperen som flytter dit, tar fra dem den siste tomme ruten, så begge blir fanget.
help-book13-enclosure-diagram-2 = Kongen og forsvareren ved siden av ham er stengt inne på alle kanter når angriperen når f10. Hele gruppen blir fanget, kongen også, og angriperne vinner.
help-book13-king = Fange kongen
help-book13-king-1 = Kongen er ikke vanskeligere å fange enn noen annen brikke: to angripere på hver sin side av ham er nok, hvor som helst på brettet. Han kan også gå tapt i en innestengning, som vist ovenfor.
help-book13-king-diagram-1 = Angriperen som flytter opp til i5, klemmer kongen mellom seg og angriperen på g5. Kongen er fanget, og angriperne vinner.
help-book13-escaping = Flukt
help-book13-escaping-1 = Kongen flykter så snart han når en hvilken som helst rute på kanten av brettet, hjørnene medregnet, og forsvarerne vinner.
help-book13-escaping-diagram-1 = Kongen løper ned fra d4 til kanten på d1 og flykter.
help-book13-end = Slutt på spillet
help-book13-end-1 = Alle partier spilles til endes: det finnes ikke uavgjort, og ingen kan gi opp. Taflbord tilbyr ikke uavgjort i denne varianten. En spiller som er i trekket uten å ha noe lovlig trekk, taper.
help-book13-end-2 = I turneringer møtes spillerne i oppgjør. En runde er to partier, der utfordreren angriper i det første partiet og forsvarer i det andre. Den som vinner begge partiene i en runde, vinner oppgjøret; ellers spilles en ny runde.

## Rules help: tablut

help-tablut-history-1 = Tablut er det best dokumenterte spillet i hele tafl-familien. I 1732 reiste den svenske naturforskeren Carl von Linné gjennom Lappland og skrev om et brettspill han så samene spille: en konge og hans åtte menn, svenskene, mot seksten moskovitter. Han tegnet brettet og noterte det han så i fjorten korte punkter, selv om han ikke ser ut til å ha forstått samisk.
help-tablut-history-2 = Notatene hans ble oversatt til engelsk i 1811. I 1913 hevdet sjakkhistorikeren H. J. R. Murray at tablut var det samme spillet som vikingenes hnefatafl, og reglene hans, der kongen flykter hvor som helst på kanten, ble kopiert av nesten alle senere bøker. Spilt slik er spillet svært lett for kongen.
help-tablut-history-3 = Taflbord spiller en tolkning som ligger nærmere Linné, laget for en svensk vandreutstilling (Riksutställningar) i 1972. Rutene der angriperne starter, er leirer, midtruten er kongens borg, og begge er stengt for vanlig ferdsel; kongen kan bare flykte til en kantrute utenfor leirene. Svenskene begynner.
help-tablut-aim = Målet med spillet
help-tablut-aim-1 = Kongen starter på borgen, midtruten e5, med sine åtte svensker (hvite) rundt seg. De seksten moskovittene (svarte) starter i fire T-formede leirer, én midt på hver kant.
help-tablut-aim-2 = Svenskene vinner når kongen deres når en kantrute som ikke hører til en leir. Moskovittene vinner når de fanger kongen.
help-tablut-aim-3 = Uvanlig nok er det kongens side som gjør det første trekket.
help-tablut-moving = Trekk og forbudte ruter
help-tablut-moving-1 = Alle brikker flytter som tårn i sjakk: rett langs en rad eller en kolonne, over et hvilket som helst antall tomme ruter, uten å hoppe.
help-tablut-moving-2 = Forbudte ruter er stengt for ferdsel: ingen brikke kan stoppe på borgen eller i en leir, eller passere over dem. Det eneste unntaket er en moskovitt som ennå ikke har forlatt sin egen leir: den kan flytte rundt inne i leiren og krysse leirens ruter når den går ut. Etter det kan den aldri gå tilbake, og den kan ikke gå inn på noen annen forbudt rute.
help-tablut-moving-3 = Når kongen har flyttet fra borgen, blir den stående tom for godt: ingen, ikke engang kongen, kan krysse den eller stoppe på den.
help-tablut-moving-diagram-1 = Når kongen har dratt, kan ingen krysse den tomme borgen, så forsvareren kan ikke flytte fra e3 til e7.
help-tablut-moving-diagram-2 = Denne angriperen har allerede forlatt leiren sin og kan ikke gå inn i en leir igjen: trekket c4-a4 er ikke tillatt.
help-tablut-capturing = Fange brikker
help-tablut-capturing-1 = En brikke blir fanget når spilleren som trekker, klemmer den inne mellom to av sine egne brikker, én på hver side langs en rad eller en kolonne. Det er trygt å flytte inn i luken mellom to motstandere selv.
help-tablut-capturing-2 = Bare brikker fanger: borgen og leirrutene tar aldri plassen til en brikke når en vanlig brikke fanges. Kongen er væpnet og kan hjelpe til med å fange.
help-tablut-capturing-diagram-1 = Angriperen som feier inn til d7, klemmer forsvareren på c7 mot angriperen på b7 og fanger den.
help-tablut-capturing-diagram-2 = Forsvareren på g5 står ved siden av den tomme leirruten h5, men leirruter fanger ikke: når angriperen kommer til f5, blir ingenting tatt.
help-tablut-king = Fange kongen
help-tablut-king-1 = Kongen blir bare fanget når han er stengt inne på alle fire sider. Hver side må være en angriper eller en forbudt rute: den tomme borgen eller en rute i en leir. Da kan han ikke flytte noe sted.
help-tablut-king-diagram-1 = Ved siden av borgen holder det med tre angripere: borgen stenger den fjerde siden, og angriperen som flytter til e7, fanger kongen.
help-tablut-king-diagram-2 = En leirrute sperrer for kongen akkurat som en angriper: når kongen står på e3 med leirruten e2 under seg, blir han fanget av angriperen som kommer til e4.
help-tablut-combined-trap = Den kombinerte fellen
help-tablut-combined-trap-1 = En forsvarer som står rett ved siden av kongen sin, kan klemmes mot kongen. Anta at kongen er stengt inne på de tre andre sidene, enten av angripere eller av forbudte ruter. Da tar en angriper som går inn på ruten på motsatt side av forsvareren, denne forsvareren av brettet, mens kongen blir stående der han er.
help-tablut-combined-trap-diagram-1 = Kongen på c3 er stengt inne på tre sider. Angriperen som kommer til e3, fanger forsvareren på d3, som er klemt mellom den og sin egen konge; kongen blir stående.
help-tablut-escaping = Flukt
help-tablut-escaping-1 = Kongen flykter, og svenskene vinner, når han når en hvilken som helst kantrute som ikke er en del av en leir.
help-tablut-escaping-2 = Linné noterte to advarsler. Hvis kongen har én åpen vei til kanten, må svenskene advare motstanderen med «raicki»; med to åpne veier er ordet «tuicku», og partiet er så godt som vunnet. Taflbord viser disse advarslene for deg.
help-tablut-escaping-diagram-1 = Kolonne g er åpen helt til kanten, og g9 er ikke en leirrute, så kongen løper dit og flykter.
help-tablut-end = Slutt på spillet
help-tablut-end-1 = Partiet er over når kongen flykter eller blir fanget. En spiller som er i trekket uten å ha noe lovlig trekk, taper.
help-tablut-end-2 = En trussel kan ikke gjentas om og om igjen: ingen trekk kan skape en stilling som allerede har oppstått to ganger.

## Rules help: onestep9

help-onestep9-history-1 = Dette er hnefatafl slik et regelark for nybegynnere lærer det bort: et brett med 9 × 9 ruter, en konge med åtte forsvarere mot seksten angripere, og én vri som holder spillet rolig og lett å følge. Alle brikker, også kongen, flytter bare én rute om gangen.
help-onestep9-history-2 = Sagaene nevner hnefatafl igjen og igjen, og ferdighet i spillet ble verdsatt like høyt som ferdighet med våpen. I sagaen Morkinskinna sier Øystein til broren Sigurd at han selv er den flinkeste av dem to og den beste hnefataflspilleren. Vikingene tok med seg spillet til blant annet Island, Irland, Britannia og Wales.
help-onestep9-history-3 = Størrelsen på hærene passer med funn fra vikingtiden: sett med spillebrikker av glass fra graver på Björkö (Birka) og i Valsgärde i Sverige ser ut til å komme fra sett laget for et brett med 9 × 9 ruter. Arkets egen tegning av startstillingen er ikke bevart, så Taflbord bruker den vanlige oppstillingen for 9 × 9: kongen i midten, de åtte forsvarerne hans i et kors rundt ham, og angriperne i fire T-formede grupper langs kantene.
help-onestep9-aim = Målet med spillet
help-onestep9-aim-1 = Forsvarerne (hvite) vil føre kongen sin fra midten til en av de fire hjørnerutene. Angriperne (svarte) vil fange kongen før han kommer dit.
help-onestep9-aim-2 = Angriperne begynner; deretter trekker spillerne annenhver gang.
help-onestep9-moving = Trekk
help-onestep9-moving-1 = I hvert trekk flyttes én brikke nøyaktig én rute opp, ned, til venstre eller til høyre. Ingenting flytter diagonalt, og ingenting flytter mer enn én rute.
help-onestep9-moving-2 = Midtruten er tronen, og den og de fire hjørnene er bare for kongen: ingen annen brikke kan gå inn på dem. Kongen kan gå tilbake til tronen når han vil.
help-onestep9-moving-diagram-1 = Hvert trekk er ett enkelt steg: angriperen på c3 kan gå til c4, men ikke rett videre til c5.
help-onestep9-capturing = Fange brikker
help-onestep9-capturing-1 = Når et trekk etterlater en motstanderbrikke klemt mellom to av brikkene til den som trekker, eller mellom en av dem og et hjørne, langs en rad eller en kolonne, blir motstanderbrikken fanget. Hjørnene virker mot begge sider.
help-onestep9-capturing-2 = Tronen er ikke fiendtlig: den hjelper aldri til med å fange en vanlig brikke.
help-onestep9-capturing-3 = En brikke kan trygt gå inn mellom to motstandere; den blir bare fanget hvis motstanderen lukker fellen. Kongen er væpnet og kan hjelpe til med å fange.
help-onestep9-capturing-diagram-1 = Angriperen går ned fra e8 til e7 og klemmer forsvareren på d7 mot angriperen på c7.
help-onestep9-capturing-diagram-2 = Hjørnet a9 er fiendtlig: angriperen som går opp til c9, fanger forsvareren på b9 mot det.
help-onestep9-capturing-diagram-3 = Tronen fanger ikke. Angriperen på e6 står mellom den tomme tronen og forsvareren som kommer til e7, og blir stående på brettet.
help-onestep9-king = Fange kongen
help-onestep9-king-1 = Mot kongen teller kanten av brettet, hjørnene og den tomme tronen alle som fiender. Han blir fanget når alle fire sidene hans er stengt av en angriper eller av en av disse.
help-onestep9-king-2 = Det trengs altså fire angripere når han står på tronen, tre ved siden av tronen eller på kanten, og bare to når han står ved siden av et hjørne.
help-onestep9-king-diagram-1 = På kanten holder det med tre angripere: kanten stenger den fjerde siden, og angriperen som går til e2, fanger kongen.
help-onestep9-king-diagram-2 = Ved siden av et hjørne klarer to angripere det: hjørnet a1 og kanten stenger to sider, og angriperen som går til b2, stenger den siste.
help-onestep9-king-diagram-3 = Ved siden av tronen er den tomme tronen den fjerde siden: angriperen som går til e3, fanger kongen.
help-onestep9-escaping = Flukt
help-onestep9-escaping-1 = Kongen flykter, og forsvarerne vinner, når han går inn på en hjørnerute.
help-onestep9-escaping-2 = Spillerne advarer hverandre. Når kongen har fri vei til et hjørne i neste trekk, sier forsvarerne «Flukt!»; når angriperne kan fange kongen i sitt neste trekk, sier de «Pass på kongen!». Taflbord viser begge advarslene.
help-onestep9-escaping-diagram-1 = Kongen går inn i hjørnet a1, og forsvarerne vinner.
help-onestep9-end = Slutt på spillet
help-onestep9-end-1 = Partiet er over når kongen flykter eller blir fanget. En spiller som er i trekket uten å kunne gjøre noe lovlig trekk, taper partiet.

## Rules help: brandubh

help-brandubh-history-1 = Brandubh er det irske medlemmet av tafl-familien, og det minste: det spilles på et brett med 7 × 7 ruter. Navnet betyr «ravnsvart». Gamle irske dikt forteller om en gyllen høvdingbrikke, branán, med en mann på hver side av seg, og om et sett med fem hvite brikker mot åtte røde.
help-brandubh-history-2 = Den irske forskeren Eoin MacWhite foreslo et brett med 7 × 7 ruter og brikkene stilt opp som et kors: kongen i midten, de fire mennene hans ved siden av ham, og de åtte angriperne ytterst på de fire armene. Det er startstillingen som brukes her.
help-brandubh-history-3 = Brett av riktig størrelse er funnet. Et fint utskåret trebrett med 7 × 7 hull for brikker med pinner ble gravd fram ved Ballinderry i Irland i 1932 og står nå i Irlands nasjonalmuseum i Dublin; hjørnehullene er markert, noe som tyder på at kongen flyktet dit. To steinbrett med et inngravert rutenett på 7 × 7 punkter kommer fra en vikingbosetning fra 800-tallet ved Buckquoy på Orknøy.
help-brandubh-aim = Målet med spillet
help-brandubh-aim-1 = Kongen starter på tronen i midten med fire forsvarere rundt seg. De åtte angriperne står to og to ytterst på korset.
help-brandubh-aim-2 = Forsvarerne vinner når kongen når et av de fire hjørnene. Angriperne vinner når de fanger kongen. Angriperne gjør det første trekket.
help-brandubh-moving = Trekk
help-brandubh-moving-1 = Brikkene flytter som tårn i sjakk: hvor langt som helst langs en rad eller en kolonne, så lenge veien er fri. Ingen hopp og ingen diagonale trekk.
help-brandubh-moving-2 = Bare kongen kan stoppe på tronen eller på en hjørnerute. Alle brikker kan passere over tronen mens den er tom, og kongen kan komme tilbake til den.
help-brandubh-capturing = Fange brikker
help-brandubh-capturing-1 = Klem en motstanderbrikke inne mellom to av dine egne brikker langs en rad eller en kolonne ved å flytte en av dem på plass, så er den fanget. En brikke som selv flytter inn mellom to motstandere, er trygg.
help-brandubh-capturing-2 = De fire hjørnene er fiendtlige for alle, så et hjørne kan fungere som en av de to brikkene i fellen. Tronen er ikke fiendtlig og hjelper aldri til med å fange.
help-brandubh-capturing-3 = Kongen er væpnet: han kan være en av de to brikkene som fanger.
help-brandubh-capturing-diagram-1 = Angriperen kommer ned til c5 og klemmer forsvareren på b5 mot angriperen på a5.
help-brandubh-capturing-diagram-2 = Hjørnet a1 teller som fiende for angriperen på a2: forsvareren som kommer til a3, fanger den.
help-brandubh-capturing-diagram-3 = Tronen er ikke fiendtlig: forsvareren på d5, mellom den tomme tronen og angriperen som flytter til d6, blir ikke fanget.
help-brandubh-king = Fange kongen
help-brandubh-king-1 = I brandubh er kongen svak: han blir fanget som enhver annen brikke, av to angripere på hver sin side av ham, hvor som helst på brettet, til og med på tronen.
help-brandubh-king-2 = Siden hjørnene også er fiendtlige for ham, holder det med én angriper på motsatt side når han står ved siden av et hjørne.
help-brandubh-king-diagram-1 = To angripere er nok: angriperen som flytter til f5, klemmer kongen mot angriperen på d5, og angriperne vinner.
help-brandubh-king-diagram-2 = Ved siden av et hjørne klarer én angriper det: angriperen som flytter til a3, klemmer kongen mot hjørnet a1.
help-brandubh-escaping = Flukt
help-brandubh-escaping-1 = Forsvarerne vinner så snart kongen når et av de fire hjørnene.
help-brandubh-escaping-diagram-1 = Kanten er fri helt opp til hjørnet g7, og kongen flykter dit.
help-brandubh-end = Slutt på spillet
help-brandubh-end-1 = Partiet er over når kongen flykter eller blir fanget. En spiller som er i trekket uten å ha noe lovlig trekk, taper.
help-brandubh-end-2 = Hvis samme stilling (de samme brikkene på de samme rutene, med samme side i trekket) oppstår for tredje gang, blir partiet uavgjort.

## Rules help: tawlbwrdd

help-tawlbwrdd-history-1 = Tawl-bwrdd er tafl-spillet fra Wales; navnet kommer mest sannsynlig fra det norrøne ordet for spillebrett. Walisiske lovbøker, som tradisjonelt knyttes til kong Hywel Dda, nevner det ofte. De fastsetter en verdi for hver brikke i kongens eget brett, og tallene blir til sammen åtte menn og en konge mot seksten.
help-tawlbwrdd-history-2 = Den fyldigste walisiske beskrivelsen finnes i et manuskript som Robert ap Ifan skrev i 1587, og som oppbevares i Wales' nasjonalbibliotek. Det beskriver et brett med 11 × 11 ruter med en konge og tolv forsvarere mot tjuefire angripere. Regelen for å vinne er delvis uleselig: kongen vinner hvis han kan bevege seg langs en bestemt linje, men ordet som betegner linjen, har gått tapt.
help-tawlbwrdd-history-3 = Spilleforfatteren R. C. Bell gjenskapte spillet i 1969, med en terning som avgjør hvem som får flytte, og en konge som flykter hvor som helst på kanten. Taflbord følger i stedet det senere forslaget til Sten Helmfrid: ingen terninger, kongen må faktisk bevege seg langs kanten for å flykte, og hans side får aldri la ham stå slik at han kan fanges («pass på kongen»).
help-tawlbwrdd-aim = Målet med spillet
help-tawlbwrdd-aim-1 = Kongen starter midt på brettet med tolv forsvarere rundt seg. De tjuefire angriperne venter i fire blokker på seks langs kantene.
help-tawlbwrdd-aim-2 = Forsvarerne vinner når kongen gjør et trekk langs kanten av brettet. Angriperne vinner ved å fange kongen slik at han ikke kan reddes.
help-tawlbwrdd-aim-3 = Kongens side gjør det første trekket.
help-tawlbwrdd-moving = Trekk
help-tawlbwrdd-moving-1 = Alle brikker flytter som tårn i sjakk: rett langs en rad eller en kolonne, et hvilket som helst antall tomme ruter, uten å hoppe over noe.
help-tawlbwrdd-moving-2 = Det finnes ingen spesialruter: alle brikker kan stoppe hvor som helst, også midt på brettet og i hjørnene.
help-tawlbwrdd-capturing = Fange brikker
help-tawlbwrdd-capturing-1 = Alle brikker, også kongen, blir fanget når motstanderen flytter en andre brikke på plass, slik at brikken står mellom to av motstanderens brikker på en rad eller en kolonne. Verken kanten av brettet eller noen rute hjelper til med å fange.
help-tawlbwrdd-capturing-2 = Det er trygt å flytte inn mellom to motstanderbrikker selv. I Helmfrids regler sier spilleren «gwrheill» samtidig, slik at ingen senere kan påstå at brikken ble tatt; Taflbord holder rede på det for deg.
help-tawlbwrdd-capturing-3 = Kongen er væpnet og kan hjelpe til med å fange.
help-tawlbwrdd-capturing-diagram-1 = Angriperen som kommer ned til e9, klemmer forsvareren på d9 mot angriperen på c9.
help-tawlbwrdd-capturing-diagram-2 = Kongen er med og fanger: når han flytter opp til e8, klemmer han angriperen på d8 mot forsvareren på c8.
help-tawlbwrdd-watch-king = Pass på kongen
help-tawlbwrdd-watch-king-1 = Kongen blir fanget som enhver annen brikke, mellom to angripere. Men forsvarerne må aldri la kongen stå slik at angriperne kan ta ham i sitt aller neste trekk: et trekk som gjør det, er ikke tillatt.
help-tawlbwrdd-watch-king-2 = Hvis kongen er truet og ingen trekk fra forsvarerne kan fjerne trusselen (ved å fange angriperen, sperre veien for den eller flytte kongen i sikkerhet), er kongen matt, og angriperne vinner.
help-tawlbwrdd-watch-king-diagram-1 = Kongen kan ikke gå inn i fare. På c3 kunne han bli fanget av at angriperen fra h3 glir til d3, så trekket c6-c3 er ikke tillatt.
help-tawlbwrdd-watch-king-diagram-2 = Angriperen som flytter til b6, truer med å fange kongen med e6-d6. Kongens eneste trekk, til d6, er like farlig, og forsvareren på h3 kan ikke hjelpe: kongen er matt, og angriperne vinner.
help-tawlbwrdd-escaping = Flukt
help-tawlbwrdd-escaping-1 = Det er ikke nok å nå kanten. Kongen flykter, og forsvarerne vinner, når han gjør et trekk langs kanten: fra én rute i en kantrad eller kantkolonne til en annen rute på samme kant.
help-tawlbwrdd-escaping-diagram-1 = Kongen når kanten på a5, men det alene gir ikke seier; spillet fortsetter, og angriperne får en sjanse til å sperre veien for ham.
help-tawlbwrdd-escaping-diagram-2 = Fra k4 flytter kongen langs kanten til k8: han har flyktet, og forsvarerne vinner.
help-tawlbwrdd-end = Slutt på spillet
help-tawlbwrdd-end-1 = Partiet er over når kongen flykter langs kanten, eller når han blir matt eller fanget. En spiller som er i trekket uten å ha noe lovlig trekk, taper.
help-tawlbwrdd-end-2 = Hvis samme stilling (de samme brikkene på de samme rutene, med samme side i trekket) oppstår for tredje gang, blir partiet uavgjort.

## Rules help: alea19

help-alea19-history-1 = Alea evangelii, latin for «evangelienes spill», er kjent fra et manuskript fra 900-tallet, skrevet i Irland eller England og i dag oppbevart i Oxford. Det inneholder en tegning av et brett med 18 × 18 ruter der brikkene står på krysningspunktene mellom linjene, noe som gir 19 × 19 plasser å spille på, og en lang forklaring av spillet som et bilde på de fire evangeliene.
help-alea19-history-2 = Teksten forteller at Dubinsi, biskop av Bangor, som døde i 951, brakte spillet over til Irland fra hoffet til kong Æthelstan i England. Den regner opp 72 menn og én høvdingbrikke i midten, og sier at spillet bare forstås av den som kjenner til angripere og forsvarere, en by og dens citadell, og «ni steg to ganger». Fra midten trenger kongen ni steg til siden og ni steg opp eller ned for å nå et hjørne, og det kan være det uttrykket betyr.
help-alea19-history-3 = Tegningen viser ikke hvilke menn som hører til hvilken side. Taflbord bruker H. J. R. Murrays oppstilling, 48 angripere mot 24 forsvarere, og spiller den med de moderne hjørnereglene: de dekorerte hjørnene på tegningen regnes som kongens fluktruter, og tronen og hjørnene er forbudte og fiendtlige som i København.
help-alea19-aim = Målet med spillet
help-alea19-aim-1 = Kongen starter på tronen, midtruten j10, blant sine 24 forsvarere. De 48 angriperne står i grupper rundt dem på alle kanter.
help-alea19-aim-2 = Forsvarerne vinner når kongen når et hjørne av det store brettet. Angriperne vinner ved å fange kongen, eller ved å lukke en ring rundt kongen og alle forsvarerne hans.
help-alea19-aim-3 = Angriperne gjør det første trekket.
help-alea19-moving = Trekk
help-alea19-moving-1 = Alle brikker flytter som et tårn i sjakk: langs en rad eller en kolonne, så langt veien er fri, aldri med hopp og aldri diagonalt.
help-alea19-moving-2 = Bare kongen kan stoppe på tronen eller på et hjørne. Alle brikker kan passere over tronen mens den er tom, og kongen kan vende tilbake til den.
help-alea19-capturing = Fange brikker
help-alea19-capturing-1 = En brikke blir fanget når motstanderen flytter slik at den blir klemt mellom to motstanderbrikker på en rad eller en kolonne. Det er trygt å flytte inn i en slik luke selv.
help-alea19-capturing-2 = Hjørnene er fiendtlige for alle brikker og kan lukke en felle i stedet for en motstanderbrikke. Tronen teller mot angriperne hele tiden, og mot forsvarerne bare når den er tom. Kanten av brettet teller ikke.
help-alea19-capturing-3 = Kongen er væpnet og kan være med og fange.
help-alea19-capturing-diagram-1 = Angriperen som kommer ned til h15, klemmer forsvareren på g15 mot angriperen på f15.
help-alea19-capturing-diagram-2 = Den tomme tronen er fiendtlig for angriperne: forsvareren som kommer til l10, fanger angriperen på k10 mot den.
help-alea19-capturing-diagram-3 = Hjørnet s1 er fiendtlig for alle: forsvareren som flytter til s3, fanger angriperen på s2.
help-alea19-king = Fange kongen
help-alea19-king-1 = Kongen er sterk. Han blir bare fanget når angripere omringer ham på alle fire sider, eller på tre sider når han står ved siden av den tomme tronen, som da stenger den fjerde.
help-alea19-king-2 = På kanten av brettet kan kongen ikke fanges.
help-alea19-king-diagram-1 = Tre angripere står allerede rundt kongen på tronen hans; den fjerde, som kommer til j9, fanger ham.
help-alea19-king-diagram-2 = På kanten er kongen trygg, selv med angripere på alle tre åpne sider: spillet fortsetter.
help-alea19-escaping = Flukt
help-alea19-escaping-1 = Kongen flykter, og forsvarerne vinner, når han når et av de fire hjørnene.
help-alea19-escaping-diagram-1 = Den øvre kanten er åpen, så kongen løper fra m19 til hjørnet s19 og flykter.
help-alea19-encirclement = Omringing
help-alea19-encirclement-1 = Hvis kongen og alle forsvarerne som er igjen, etter et trekk fra angriperne er stengt inne av en ubrutt ring av angripere, slik at ingen av dem kan nå kanten, vinner angriperne.
help-alea19-end = Slutt på spillet
help-alea19-end-1 = Partiet er over når kongen flykter, blir fanget eller blir omringet sammen med forsvarerne sine. En spiller som er i trekket uten å kunne gjøre noe lovlig trekk, taper.
help-alea19-end-2 = Når samme stilling (de samme brikkene på de samme rutene, med samme side i trekket) oppstår for tredje gang, blir partiet uavgjort.

## Named openings

opening-millar-gambit-accepted = Millar-gambitt (antatt)
opening-millar-gambit-accepted-description = Forsvarerne gir bort en brikke på g2, ved siden av angriperen på f2, og angriperne tar den ved å gå tilbake med h3-h2. De er en brikke foran, men angriperen på h-linjen står igjen på kanten, og forsvarerne vinner tid og rom på sørøstsiden.
opening-millar-gambit-declined = Millar-gambitt (avslått)
opening-millar-gambit-declined-description = Det samme tilbudet på g2, men ikke tatt imot: angriperne spiller ikke h3-h2 og holder h3 framme, mens forsvareren på g2 blir stående innkilt bak den sørlige linjen deres.
opening-indirect-millar-gambit-1 = Indirekte Millar-gambitt 1
opening-indirect-millar-gambit-1-description = Offeret gjøres et annet sted: en av kongens vakter svinger fra g7 til j7, mot angriperne på østkanten, der k8-j8 kan ta den med en gang.
opening-indirect-millar-gambit-2 = Indirekte Millar-gambitt 2
opening-indirect-millar-gambit-2-description = Samme idé i vest: forsvareren på e7 løper til b7, ved siden av angriperne på vestkanten, der a8-b8 kan ta den, og diamanten åpner seg på nordvestsiden.
opening-indirect-millar-gambit-3 = Indirekte Millar-gambitt 3
opening-indirect-millar-gambit-3-description = Tilbudet gjøres i nord: forsvareren på e7 går rett opp til e10, ved siden av angriperne på f10 og e11, der d11-d10 kan ta den.
opening-polar-gambit = Polargambitt
opening-polar-gambit-description = Et svar på samme linje i motsatt ende: forsvareren på h6 løper nordover til h10, under angriperen på h11, og angriperen på h3 kan bare ta den med en gang ved å løpe helt opp til h9, bort fra sør.
opening-face-to-face-attack = Ansikt-til-ansikt-angrep
opening-face-to-face-attack-description = Forsvarerne speiler angriperne: d6 kommer ned til d3, på samme rad som h3 og vendt mot den over sørsiden.
opening-side-attack = Sideangrep
opening-side-attack-description = Forsvareren foran kongen går sidelengs fra f4 til i4, diagonalt ved siden av den nye angriperen på h3, og presser på i sørøst, der h1-h3 har tynnet ut kanten.
opening-american-opening = Amerikansk åpning
opening-american-opening-description = Angriperen foran sørkanten, f2, glir østover til i2 for å vokte innfarten til det sørøstre hjørnet i stedet for å skyve en kantbrikke fram.
opening-bulgarian-opening = Bulgarsk åpning
opening-bulgarian-opening-description = Etter det amerikanske trekket svarer forsvarerne med g5-g4 og går ut av diamanten mot sør, der angriperne nettopp har omgruppert seg.
opening-canadian-opening = Kanadisk åpning / Ungarsk åpning
opening-canadian-opening-description = Som den vanlige h1-h3, men én rute lenger: angriperen på h1 stopper på h4, på høyde med forsvarernes diamant, og sperrer kongens side tettere, men etterlater kanten lenger bak seg.
opening-dutch-opening = Hollandsk åpning
opening-dutch-opening-description = Et rolig trekk: g1 går opp til g2 ved siden av angriperen på f2 og danner en kompakt blokk på sørsiden i stedet for å strekke seg ut.
opening-english-opening = Engelsk åpning
opening-english-opening-description = Forsvarerne svarer på det amerikanske trekket med speilbildet: den nordlige forsvareren f8 krysser til i8, på vei mot nordøsthjørnet.
opening-french-opening = Fransk åpning
opening-french-opening-description = Angriperen på g1 går to ruter opp til g3, vendt mot forsvareren på g5 med én tom rute imellom, et tidlig krav på den sørøstre fjerdedelen av brettet.
opening-german-opening = Tysk åpning
opening-german-opening-description = Forsvarerne svarer på motsatt side av brettet: d6 går nordover til d9, mot nordvesthjørnet og bort fra angriperen på h3.
opening-italian-opening = Italiensk åpning
opening-italian-opening-description = Forsvareren på e7 går to ruter opp til e9, løsner nordsiden av diamanten og søker mot nordvest.
opening-russian-opening = Russisk åpning
opening-russian-opening-description = Forsvareren på h6 går nordover til h9, én rute kortere enn i Polargambitten, og truer nordøst uten å stille seg ved siden av angriperne på kanten.
opening-scandinavian-opening = Skandinavisk åpning
opening-scandinavian-opening-description = Angriperen på f2 glir helt til j2, på diagonalen ved siden av sørøsthjørnet, en sperrepost som stenger det hjørnet tidlig.
opening-spanish-opening = Spansk åpning
opening-spanish-opening-description = Forsvareren foran kongen løper vestover fra f4 til c4, til siden angriperne lot være i fred, og truer sørvest.

## Tool buttons (their tooltips) and the menu
tool-new-game = Nytt parti
tool-open = Åpne et parti
tool-save = Lagre
tool-save-as = Lagre som …
tool-flip = Snu brettet
tool-menu = Mer
tool-to-start = Til starten
tool-back = Ett trekk tilbake
tool-forward = Ett trekk fram
tool-to-end = Til siste trekk
tool-replay = Spill av partiet
tool-stop-replay = Stopp avspillingen
menu-export-picture = Eksporter et bilde …
menu-export-animation = Eksporter en animasjon …
menu-export-sheet = Eksporter noteringsskjemaet …
key-ctrl = Ctrl
key-shift = Shift
key-home = Home
key-end = End
settings-notation = Skrivemåte for trekk
notation-sheet = Som i noteringsskjemaet ({ $sample })
notation-letters = Med bokstaver ({ $sample })

## The file chooser
log-no-portal = ingen fildialog fra skrivebordet: { $why }; Taflbord åpner og lagrer filer med sin egen filvelger
log-portal-silent = skrivebordsportalen svarte ikke innen tre sekunder
log-no-runtime = ingen kjøremiljø å nå skrivebordet med
chooser-open = Åpne et parti
chooser-save = Lagre partiet
chooser-export-picture = Eksporter et bilde av stillingen
chooser-export-animation = Eksporter partiet som animasjon
chooser-export-sheet = Eksporter noteringsskjemaet for utskrift
chooser-cancel = Avbryt
chooser-up = Opp
chooser-places = Steder
chooser-recent-folders = Mapper med nylige partier
chooser-place-games = Taflbords partier
chooser-place-home = Hjem
chooser-place-documents = Dokumenter
chooser-reading = Leser mappen …
chooser-unreadable = Mappen { $folder } kan ikke leses: { $reason }
chooser-empty = Ingen mapper eller filer av denne typen her.
chooser-name = Navn
chooser-save-button = Lagre
chooser-replace-question = { $file } finnes allerede. Erstatte den?
chooser-replace = Erstatt
chooser-keep = Behold den
settings-file-dialogs = Fildialoger
file-dialogs-desktop = Skrivebordets, ellers egne
file-dialogs-own = Taflbords egne

menu-analysis = Analysebrett
menu-analysis-close = Lukk analysebrettet
analysis-starting = Motoren begynner å tenke …
analysis-depth = dybde { $depth } · { $knodes }k noder · { $knps }k/s
analysis-finished = ferdig
analysis-game-over = Partiet er slutt.
analysis-lines = linjer: { $count }
analysis-wins-in = { $side } vinner om { $plies }

menu-set-up = Still opp en stilling
setup-title = Still opp en stilling
setup-hint = Velg en brikke og klikk på ruter for å sette den der; samme brikke igjen tømmer ruten.
setup-attacker = Angriper
setup-defender = Forsvarer
setup-king = Konge
setup-empty = Tom
setup-to-move = I trekket:
setup-clear = Tøm brettet
setup-start = Utgangsstilling
setup-play = Spill den
setup-analyse = Analyser den
setup-save = Lagre den …
setup-ready = Stillingen kan spilles.
setup-over = Siden i trekket har ikke noe trekk: partiet er allerede slutt.
setup-error-kings = Det må være nøyaktig én konge; det er { $count }.
setup-error-no-attackers = Det er ingen angripere.
setup-error-forbidden-attacker = Ingen angriper kan stå på { $square }.
setup-error-forbidden-defender = Ingen forsvarer kan stå på { $square }.
setup-error-forbidden-king = Kongen kan ikke stå på { $square }.
setup-error-escaped = Kongen på { $square } har allerede sluppet unna.
setup-errors-more = … og { $count } til.

# Å gi opp, tilby uavgjort og slutten på et parti; spille mot datamaskinen
end-resign = Gi opp…
end-offer-draw = Tilby uavgjort
end-resign-title = Gi opp partiet?
end-resign-then = { $winner ->
    [attackers] Angriperne vinner.
   *[defenders] Forsvarerne vinner.
}
end-resign-yes = Gi opp
end-resign-no = Spill videre
end-draw-offered = { $side ->
    [attackers] Angriperne tilbyr uavgjort. Godtar forsvarerne?
   *[defenders] Forsvarerne tilbyr uavgjort. Godtar angriperne?
}
end-draw-accept = Godta uavgjort
end-draw-decline = Avslå
notice-draw-declined = { $side ->
    [attackers] Angriperne avslår uavgjort.
   *[defenders] Forsvarerne avslår uavgjort.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } avslår uavgjort: boten mener angriperne ligger foran ({ $percent } %).
   *[defenders] { $bot } avslår uavgjort: boten mener forsvarerne ligger foran ({ $percent } %).
}
status-weighing-draw = { $bot } vurderer tilbudet om uavgjort… { $seconds } s
end-attackers-win = Angriperne vinner
end-defenders-win = Forsvarerne vinner
end-draw = Uavgjort
end-by-resignation = { $side ->
    [attackers] Angriperne ga opp.
   *[defenders] Forsvarerne ga opp.
}
end-by-agreement = Uavgjort etter avtale.
end-by-time = { $side ->
    [attackers] Angriperne gikk tom for tid.
   *[defenders] Forsvarerne gikk tom for tid.
}
end-rematch = Returparti med byttede sider
end-escape = Esc: tilbake til brettet
new-game-computer = Spill mot datamaskinen
new-game-computer-level = Nivå
new-game-computer-side = Du spiller
new-game-or-choose = Eller velg hvem som spiller hver side:
welcome-title = Velkommen til Taflbord
welcome-intro = Begynn med å spille mot datamaskinen, eller spill to ved dette brettet. Reglene åpnes med F1.
welcome-two-people = To spillere ved dette brettet
welcome-more = Flere valg…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent } % { $side ->
        [attackers] angripere
       *[defenders] forsvarere
    })
score-even = { $score } (jevnt)
review-comment = { $verdict ->
        [inaccuracy] Unøyaktighet
        [mistake] Feil
       *[blunder] Grov feil
    } av { $side ->
        [attackers] angriperne
       *[defenders] forsvarerne
    }: { $before } før, { $after } etter
review-better = { $comment }; bedre: { $move }

# A running timed game is not left without asking
ask-leave-timed-game = Klokkene går. Forlate dette partiet for et annet?
button-leave-game = Forlat partiet
button-keep-playing = Spill videre

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Eksporterer { $file }: { $done } av { $of }
button-cancel-export = Avbryt
notice-export-cancelled = Eksporten ble avbrutt; ingenting ble skrevet til { $file }.
notice-export-busy = En eksport pågår allerede: la den bli ferdig eller avbryt den.
exported-animation-frames =
    { $frames ->
        [one] Lagret partiet som { $file }: { $frames } bilde, { $kilobytes } kB
       *[other] Lagret partiet som { $file }: { $frames } bilder, { $kilobytes } kB
    }

## Spill på nett på fellesskapets server
button-online = Spill på nett…
online-title = Spill på nett
online-intro = Spill mot andre mennesker på tafl-fellesskapets server. Partiene dine lagres som noteringsskjemaer og vises under Nylige partier.
online-server = Server
online-user = Navn
online-password = Passord
online-password-kept = Taflbord skriver aldri passordet til en fil. «Husk meg» lagrer det i skrivebordets nøkkelring, der det finnes en.
online-create = Opprett denne kontoen
online-log-in = Logg inn
online-connecting = Kobler til…
online-log-out = Logg ut
online-not-an-account = Serveren godtar ikke den kontoen: { $why }.
online-wrong-version = Serveren krever en nyere Taflbord: den bruker en annen versjon av protokollen.
online-wrong-password = Passordet er feil.
online-no-account = Det finnes ingen konto med det navnet. Kryss av for «Opprett denne kontoen» for å opprette den.
online-name-taken = Det finnes allerede en konto med det navnet.
online-refused = Serveren avviste: { $why }
online-logged-in-as = { $user } på { $server }
online-lost = Forbindelsen ble brutt ({ $why }). Prøver igjen om { $seconds } s…
online-challenge = { $player } vil ta imot partiforespørselen din.
online-accept = Godta
online-decline = Avslå
online-back-to-game = Tilbake til partiet ditt: { $attackers } mot { $defenders }
online-new-seek = Søk etter et parti
online-seek = Søk
online-withdraw = Trekk tilbake
online-seeks = Åpne partiforespørsler
online-no-seeks = Ingen søker etter et parti nå.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · din side: { $side }
online-rated = med rating
online-unrated = uten rating
online-join = Bli med
online-running = Partier som spilles nå
online-watch = Se på
online-players = Spillere
online-player-record = { $wins } vunnet · { $losses } tapt · { $draws } uavgjort
online-server-refused = Serveren avviste «{ $command }»: { $reason }
online-move-refused = Ikke sendt: { $why }
online-game-over = Partiet er over — { $result }
online-your-move = Ditt trekk
online-to-move = { $side } i trekket
online-draw-offered = Motstanderen din tilbyr uavgjort.
online-offer-draw = Tilby uavgjort
online-resign = Gi opp
online-chat = Skriv noe til motstanderen din
online-to-lobby = Til lobbyen
online-versus = { $attackers } mot { $defenders }
online-recent-title = { $server } · { $attackers } mot { $defenders }
online-logged-in-already = Kontoen er allerede logget inn, fra et annet sted.
online-too-soon = For mange forsøk: serveren venter litt før den tar imot det neste. Prøv igjen om et minutt.
online-clock-not-kept = Serveren holder Fischer-klokker (som 15+10), klokker uten tillegg (som 10) eller ingen: skriv en av dem.
online-remember = Husk meg (i skrivebordets nøkkelring)
online-kept = Passordet er lagret i skrivebordets nøkkelring.
online-not-kept = Passordet ble ikke lagret ({ $why }): Taflbord lagrer det ingen andre steder.
online-keyring-label = Taflbord: { $user } på { $server }
online-store-none = ingen nøkkelring svarer på dette skrivebordet
online-store-locked = nøkkelringen er låst
online-store-silent = nøkkelringen svarte ikke
online-store-not-text = det nøkkelringen har lagret, er ikke tekst

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = finner ikke serveren { $server }: { $error }
online-loss-no-address = serveren { $server } har ingen adresse
online-loss-unreachable = kan ikke koble til { $server }: { $error }
online-loss-server-closed = serveren lukket forbindelsen
online-loss-broke = det oppsto en feil på forbindelsen: { $error }
online-loss-not-sent = kunne ikke sende til serveren: { $error }
online-loss-silent = serveren sa ingenting på { $seconds } s
online-loss-line-too-long = serveren sendte en linje lengre enn { $megabytes } MB
online-loss-broken-off = forbindelsen ble koblet fra
online-loss-not-yet = serveren lar deg ikke logge inn igjen ennå

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = et navn har 1 til 16 tegn
online-account-name-character = «{ $character }» kan ikke stå i et navn: bruk bokstaver, sifre, - og _
online-account-password-length = et passord har 1 til 32 byte
online-account-password-characters = et passord kan ikke inneholde mellomrom eller kontrolltegn
