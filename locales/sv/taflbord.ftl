# Taflbord in Swedish: the same message ids and variables as locales/en/taflbord.ftl
# (tests/locales.rs checks it).

## Spelet och dess pjäser

app-name = Taflbord
side-attackers = Anfallare
side-defenders = Försvarare
piece-attacker = en anfallare
piece-defender = en försvarare
piece-king = kungen

## Inbyggda varianter

variant-copenhagen = Köpenhamnshnefatafl
variant-fetlar = Fetlarhnefatafl
variant-book13 = Strategiboken 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, ett steg
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## Hur ett parti slutar

outcome-attackers-win = Anfallarna vinner: { $reason }
outcome-defenders-win = Försvararna vinner: { $reason }
outcome-draw = Remi: { $reason }
reason-corner-escape = kungen flydde till ett hörn
reason-edge-escape = kungen flydde till kanten
reason-periphery-escape = kungen flydde längs kanten
reason-exit-fort = kungen byggde ett kantfort
reason-king-captured = kungen fångades
reason-encircled = försvararna ringades in
reason-mate = kungen kan inte räddas
reason-no-legal-move = sidan vid draget hade inget tillåtet drag
reason-repetition = en ställning uppstod för tredje gången
reason-perpetual-repetition = oändlig upprepning
reason-resignation = motspelaren gav upp
reason-time = tiden tog slut
reason-agreement = enligt överenskommelse
reason-move-limit = draggränsen nåddes

## Otillåtna drag

illegal-game-over = partiet är slut
illegal-no-piece = det står ingen pjäs på startrutan
illegal-not-your-piece = den pjäsen tillhör motspelaren
illegal-not-straight = pjäserna flyttas längs en rad eller kolumn
illegal-too-far = pjäsen får inte flytta så långt
illegal-blocked = vägen är inte fri
illegal-restricted = draget berör en spärrad ruta
illegal-repetition = draget upprepar en ställning, vilket reglerna förbjuder
illegal-king-exposed = efter det här draget kan kungen fångas

## Inskrivna drag

typed-off-board = { $square } ligger utanför brädet med { $size }×{ $size } rutor
typed-no-piece-behind = ingen pjäs står bakom målrutan, mot pilens riktning
typed-wrong-side = pjäsen bakom målrutan är { $piece } och hör inte till sidan vid draget
typed-not-the-king = ”k” markerar ett kungsdrag, men pjäsen bakom målrutan är { $piece }
typed-missing-king-mark = det är kungen som flyttar här: skriv ”k” före pilen
typed-how = skriv ett drag som f4-c4 eller →9·7 (>9.7 eller k^4.4 på ett vanligt tangentbord)
typed-placeholder = Skriv ett drag: { $first } eller { $second }
typed-bots-turn = Det är datorns tur.
typed-problem = ”{ $typed }”: { $problem }

## Datorspelare

level-thrall = Träl
level-thrall-description = Nybörjare, rating { $rating }: ser bara sitt eget drag och missar hot.
level-karl = Karl
level-karl-description = Hobbyspelare, rating { $rating }: ser ditt svar, men spelar ofta slarvigt.
level-huscarl = Huskarl
level-huscarl-description = Klubbspelare, rating { $rating }: ser ditt svar, spelar ibland slarvigt.
level-jarl = Jarl
level-jarl-description = Stark spelare, rating { $rating }: spelar sitt bästa drag, känner öppningarna.
level-king = Kung
level-king-description = Expert, rating { $rating }: räknar tre drag framåt, känner öppningarna.
level-valkyrie = Valkyria
level-valkyrie-description = Mästare, rating { $rating }: räknar fem drag framåt, känner öppningarna.
level-tyr = Tyr
level-tyr-description = Internationell mästare, rating { $rating }: räknar sex drag framåt, känner öppningarna.
level-thor = Tor
level-thor-description = Stormästare, rating { $rating }: räknar sju drag framåt, känner öppningarna, stänger in kungen när den anfaller.
level-allfather = Allfader
level-allfather-description = Starkast, rating över { $rating }: tänker tio sekunder per drag.

## Strategierna i Fetlarartikeln

strategy-aggressive = Aggressiv
strategy-barricading-aggressive = Barrikad och anfall
strategy-barricading-cordon = Barrikad och kordong
strategy-king-centered = Kungscentrerad
strategy-defensive = Defensiv
strategy-foot-in-the-door = Foten i dörren
strategy-fortification = Befästning
strategy-king-s-guard = Kungens garde
strategy-mobile-king = Rörlig kung
strategy-random = Slumpmässig

## Inställningsfilen

settings-missing = Inga inställningar än: standardvärdena används (de sparas i { $file }).
settings-not-utf8 = den är inte UTF-8-text
settings-broken-kept = Inställningsfilen { $file }: { $problem }. Standardvärdena används; filen finns kvar som { $kept }.
settings-broken-not-moved = Inställningsfilen { $file }: { $problem }. Standardvärdena används; filen kunde inte flyttas undan ({ $error }), så ändringar sparas inte.
settings-save-failed = Kunde inte spara inställningarna i { $file }: { $error }
file-error-at = rad { $line }, kolumn { $column }: { $reason }

## Huvudfönstret

window-title = { $game } — Taflbord
log-software-renderer = grafikadaptern { $adapter } ritar i mjukvara, så fönstret ritas med tiny-skia (ICED_BACKEND=wgpu väljer wgpu)
game-title = { $variant } · { $attackers } mot { $defenders }
status-game-over = Partiet är slut — { $outcome }
status-recorded = Noterat resultat: { $outcome }
status-attackers-to-move = Anfallarnas drag ({ $player })
status-defenders-to-move = Försvararnas drag ({ $player })
status-thinking = Tänker… { $seconds } s
status-hinting = Letar efter ett tips… { $seconds } s
status-search = djup { $depth } · { $score } för anfallarna · { $knodes }k noder
warning-raicki = Raicki! Kungen har en väg ut.
warning-tuicku = Tuicku! Kungen har två vägar ut.
warning-escape =
    { $count ->
        [one] Flykt! Kungen har en väg ut.
       *[other] Flykt! Kungen har { $count } vägar ut.
    }
warning-watch-your-king = Akta kungen! Anfallarna kan fånga honom.
button-new-game = Nytt parti
button-recent = Senaste
button-rules = Regler
button-openings = Öppningar
button-settings = Inställningar
button-to-start = Början
button-back = ◀
button-undo = Ångra
button-redo = Gör om
button-forward = ▶
button-to-end = Slutet
replay-speed = { $seconds } s/drag
button-pause-bots = Pausa datorn
button-resume-bots = Låt datorn spela
button-move-now = Dra nu
button-hint = Tips

## Filer

file-kind-sheet = Protokoll
file-kind-games = Taflpartier
file-default-name = parti

## Meddelanden: en rad under statusraden

notice-restored = Ditt senaste parti är tillbaka på brädet.
notice-restore-failed = Kunde inte återställa det senaste partiet: { $error }
notice-autosave-failed = Automatisk sparning: { $error }
notice-autosave-to-failed = Automatisk sparning till { $file } misslyckades: { $error }
notice-recent-failed = Kunde inte uppdatera de senaste partierna: { $error }
notice-practice-failed = Kan inte öva på den här öppningen: { $error }
notice-book-move-unplayable = Bokdraget { $move } kan inte spelas här.
notice-book-moves-here = Här är det bokens drag: tryck på ▶ för att gå vidare.
notice-matchup-variant-gone = Matchens variant ”{ $variant }” finns inte längre.
notice-matchup-save-failed = Kunde inte spara matchen: { $error }
notice-export-failed = Kunde inte exportera: { $error }
notice-hint = Tips: { $move }
notice-saved = Sparade { $file }
notice-save-failed = Kunde inte spara { $file }: { $error }
notice-opened = Öppnade { $file }
notice-variant-assumed = Protokollet anger ingen variant: läst som { $variant }.
notice-result-unsupported = Protokollet anger { $result }, men brädet visar inget slut: det kan vara ofullständigt.
notice-result-played-past = Partiet fortsätter efter det noterade resultatet ({ $result }), så protokollet anger inte längre något resultat.
read-as = Läs som
notice-open-failed = Kunde inte öppna { $file }: { $error }
notice-variant-skipped = Hoppade över en variantfil: { $error }

## Matcher

matchup-event = Match, omgång { $round }, parti { $game }
matchup-challenger-player = Utmanare ({ $player })
matchup-opponent-player = Motståndare ({ $player })
matchup-challenger-wins = Utmanaren vinner matchen med { $challenger }–{ $opponent }.
matchup-opponent-wins = Motståndaren vinner matchen med { $opponent }–{ $challenger }.
matchup-score-next = Matchställning { $challenger }–{ $opponent }: vidare till nästa parti.
matchup-decided = avgjord
matchup-round-game = omgång { $round }, parti { $game }
matchup-game-over = partiet slut
matchup-status = Match · { $where } · utmanaren { $challenger } – { $opponent } motståndaren
matchup-next-game = Nästa parti

## Spelare och skärmen för nytt parti

player-person = Människa
player-bot = Dator: { $level }
player-strategy = Strategi: { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = Nytt parti
new-game-name = Namn (kan lämnas tomt)
new-game-variant = Variant
new-game-challenger = Utmanare (anfaller i första partiet i varje omgång)
new-game-opponent = Motståndare
new-game-matchup = Match: omgångar om två partier, med ombytta sidor
new-game-matchup-explained = Varje omgång består av två partier: utmanaren anfaller först och försvarar sedan. Den som vinner båda partierna i en omgång vinner matchen; annars spelas en ny omgång. Alla partier sparas.
new-game-start = Starta
new-game-cancel = Avbryt
new-game-clock = Klocka
new-game-clock-custom = Egen…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 eller h3
new-game-clock-unread = Ogiltig tidskontroll: skriv 10 (minuter), 5+3 (minuter + sekunder per drag), 30s+1 (sekunder), 5d3 eller 5b3 (en fördröjning), h3 (ett timglas) eller none.
clock-none = Ingen klocka
clock-minutes = { $minutes } min
clock-seconds = { $seconds } s
clock-sudden-death = { $base } för partiet
clock-fischer = { $base } + { $seconds } s per drag
clock-simple-delay = { $base }, { $seconds } s fördröjning per drag
clock-bronstein = { $base }, upp till { $seconds } s tillbaka per drag
clock-hourglass = Timglas, { $base }
tool-pause-clock = Stoppa klockorna
tool-resume-clock = Starta klockorna
notice-clock-paused = Klockorna står still: starta dem för att spela vidare.
notice-clock-running = Klockorna går: brädet visar partiet som det står tills det är slut eller klockorna stoppas.
notice-undo-timed = Drag kan inte tas tillbaka i ett parti med klocka mellan två människor.
notice-undo-after-time = Partiet förlorades på tid: inga drag kan tas tillbaka.
menu-review = Analysera partiet
status-reviewing = Analyserar partiet: { $done } av { $of } ställningar
button-stop-review = Stoppa
notice-reviewed = Analysen är klar — felaktigheter: { $inaccuracies }, misstag: { $mistakes }, grova misstag: { $blunders }.
notes-comment-placeholder = En kommentar till draget

## Inställningar

settings-title = Inställningar
settings-look = Utseende
settings-language = Språk
settings-language-system = Systemets språk
settings-theme = Tema
theme-light = Ljust
theme-dark = Mörkt
settings-board = Bräde
board-style-wood = Trä
board-style-stone = Sten
board-style-paper = Papper
settings-coordinates = Koordinater runt brädet
settings-legal-moves = Visa vart den valda pjäsen får flytta
settings-last-move = Markera senaste draget och dess fångster
settings-animation = Pjäserna glider till sina rutor
settings-sound-heading = Ljud
settings-sound = Ljud
settings-volume = { $percent } %
settings-engine = Motor
settings-engine-threads = Trådar för den starkaste nivån, tips, analysbrädet och analyser av partier
settings-engine-threads-note = Med fler trådar hinner motorn räkna djupare på samma tid. De andra nivåerna tänker alltid med en tråd, så att de spelar lika starkt som deras rating anger.
settings-new-games = Nya partier
settings-window = Fönster: { $width } × { $height } (sparas när du ändrar storleken)
settings-saved-in = Inställningarna sparas i { $file }
settings-not-saved = Sparas inte: det finns ingen konfigurationsmapp.
settings-done = Klar

## Senaste partier

recent-title = Senaste partier
recent-none = Inga partier än. Partier som du spelar, öppnar eller sparar visas här.
recent-not-finished = inte avslutat
recent-moves =
    { $count ->
        [one] { $count } drag
       *[other] { $count } drag
    }
recent-file-gone = filen finns inte längre
back-to-game = Tillbaka till partiet

## Protokollet bredvid brädet

sheet-opening = Öppning: { $name }
sheet-attacker = Anfallare
sheet-defender = Försvarare
sheet-no = Nr
sheet-move = Drag
sheet-capt = Slag
sheet-back-to-main-line = Tillbaka till huvudvarianten
# $parent är 0 för huvudvarianten, annars numret på den sidovariant den grenar av från.

## Export

file-kind-png = PNG-bild
file-kind-gif = Animerad GIF
file-kind-sheet-svg = Protokoll (SVG)
exported-picture = Sparade ställningen som { $file }
exported-sheet =
    { $pages ->
        [one] Sparade protokollet som { $file }
       *[other] Sparade protokollet som { $pages } sidor, { $file }…
    }

## Öva på en öppning

practice-wrong-move = { $move } är inte bokdraget. Boken spelar { $book } här: { $why }. Försök igen.
practice-it-captures =
    { $count ->
        [one] det fångar { $squares }
       *[other] det fångar { $squares }
    }
practice-how-it-goes-on = det är så { $opening } fortsätter
practice-found =
    { $mistakes ->
        [one] hittade { $found } av { $total }, { $mistakes } fel
       *[other] hittade { $found } av { $total }, { $mistakes } fel
    }
practice-done = Övningen i { $opening } är klar: { $found }. { $bot } spelar vidare.
practice-as-attackers = Övar på { $opening } som anfallare: { $found }.
practice-as-defenders = Övar på { $opening } som försvarare: { $found }.

## Öppningsutforskaren

explorer-title = Bokens öppningar
explorer-empty = Boken är tom.
explorer-moves = Drag
explorer-real-games = I riktiga partier
explorer-played = Spelad i { $games } av de { $all } partierna: anfallarna vann { $attackers }, försvararna vann { $defenders }, övriga { $other } (försvararna { $percent } %).
explorer-not-played = Inte spelad i något av de { $all } partierna.
explorer-no-figures = Ingen statistik för den här öppningen.
explorer-practice = Öva
explorer-practice-explained = Motsidan spelar sina bokdrag direkt; du måste hitta dina egna. När varianten tar slut tar datorn över motsidan.
explorer-play-as = Spela som
explorer-then-the-bot = sedan spelar datorn
explorer-plays-on = vidare.
explorer-practise = Öva på den här öppningen
explorer-start-position =
    { $count ->
        [one] Utgångsställning ({ $count } drag i varianten)
       *[other] Utgångsställning ({ $count } drag i varianten)
    }
explorer-move = Drag { $number } av { $count }: { $move }
explorer-move-takes = Drag { $number } av { $count }: { $move }, tar { $captures }
explorer-unplayable = { $move } kan inte spelas: { $why }
opening-canadian-opening-note = Seed 000 listar Kanadensiskt parti och Ungerskt parti med samma drag, H1 → H4; det är en och samma variant under två namn.

## Regelskärmen

rules-of = Regler för
rules-history = Historia
rules-none = Det finns ingen regelhjälp för { $variant }: det är en egen variant, inläst från en fil. Dess regler är de som står i den filen.
rules-unreadable = Regelhjälpen kunde inte läsas: { $error }
rules-before = Före { $move }
rules-after = Efter
rules-not-allowed = { $move } (inte tillåtet)
rules-not-allowed-because = { $move } är inte tillåtet: { $why }.
rules-captured =
    { $count ->
        [0] ingenting fångas
        [one] { $squares } fångas
       *[other] { $squares } fångas
    }
rules-verdict-ends = { $move }: { $taken }. { $end }.
rules-verdict-goes-on = { $move }: { $taken }; spelet fortsätter.

## Regelhjälp: copenhagen

help-copenhagen-history-1 = Hnefatafl, ofta kallat vikingaschack, spelades i hela den nordiska världen och förekommer i flera av sagorna. Ingen skrev ner reglerna, och när schacket spred sig i Norden under medeltiden föll det gamla spelet sakta ur bruk och reglerna gick förlorade.
help-copenhagen-history-2 = Nutida spelare har återskapat det utifrån tablut, det samiska spel som Linné beskrev i sin dagbok 1732. Hans latinska anteckningar översattes till engelska 1811 med flera fel, och partier som spelades efter den översättningen blev kraftigt snedvridna till kungens fördel. Därför lade spelarna till regler för att jämna ut spelet: kungen måste ta sig till ett hörn och inte bara till kanten, och hörnen och tronen i mitten blev särskilda rutor.
help-copenhagen-history-3 = Köpenhamnsreglerna är en av dessa moderna regeluppsättningar. De togs fram 2012 av tre spelare: Aage Nielsen från Danmark, Adam Bartley från Norge och Tim Millar från Storbritannien. Utöver de vanliga moderna reglerna tillför de två egna idéer: sköldborgen, som tar en hel rad pjäser längs kanten i ett enda drag, och kantfortet, som låter kungen vinna vid brädets kant. Spelet används ofta i turneringar och är standardspelet i Taflbord.
help-copenhagen-aim = Spelets mål
help-copenhagen-aim-1 = De två sidorna spelar om olika saker. Anfallarna, som är svarta, har 24 pjäser och vill fånga kungen. Försvararna, som är vita, har 12 pjäser och kungen, som börjar på tronen mitt på brädet med 11 × 11 rutor; de vill föra kungen i säkerhet.
help-copenhagen-aim-2 = Försvararna vinner när kungen når en av de fyra hörnrutorna, eller när han står i ett kantfort vid kanten. Anfallarna vinner när de fångar kungen, eller när de stänger in kungen och alla hans försvarare i en obruten ring.
help-copenhagen-aim-3 = Anfallarna gör det första draget. Därefter turas spelarna om och flyttar en pjäs per drag.
help-copenhagen-moving = Förflyttning
help-copenhagen-moving-1 = Alla pjäser, även kungen, flyttas i rak linje längs sin rad eller kolumn, hur många tomma rutor som helst, precis som tornet i schack. Pjäserna flyttas aldrig diagonalt och hoppar aldrig över en annan pjäs.
help-copenhagen-moving-2 = Tronen (mittrutan) och de fyra hörnen är spärrade rutor: bara kungen får stanna på dem. Alla pjäser får passera rakt över tronen när den är tom, och kungen får återvända dit när han har lämnat den.
help-copenhagen-moving-diagram-1 = Bara kungen får stanna på tronen, så anfallaren på f3 kan inte flytta till f6. Däremot kan den passera den tomma tronen till f7 eller längre.
help-copenhagen-capturing = Fånga pjäser
help-copenhagen-capturing-1 = Du fångar en fiendepjäs genom att stänga in den mellan två av dina egna pjäser på en rad eller kolumn. Fällan måste slutas av den pjäs du just har flyttat; den fångade pjäsen tas sedan bort från brädet. Ett enda drag kan fånga flera pjäser i olika riktningar.
help-copenhagen-capturing-2 = Att ställa sig mellan två fiendepjäser är ofarligt: bara den sida som drar kan fånga, så pjäsen blir kvar på brädet.
help-copenhagen-capturing-3 = Vissa rutor kan ersätta en av de två pjäserna i fällan. Hörnen är fientliga mot alla. Tronen räknas alltid mot anfallarna, men mot försvararna bara när den är tom. Brädets kant hjälper aldrig till att fånga.
help-copenhagen-capturing-4 = Kungen är beväpnad: han kan vara en av de två pjäser som sluter en fälla.
help-copenhagen-capturing-diagram-1 = Anfallaren glider från h4 till f4. Försvararen på e4 är nu instängd mellan den och anfallaren på d4 och fångas.
help-copenhagen-capturing-diagram-2 = Hörnen är fientliga mot alla pjäser. När försvararen kommer ner till c1 blir anfallaren på b1 instängd mot hörnet a1 och fångas.
help-copenhagen-capturing-diagram-3 = När tronen är tom är den fientlig även mot försvararna. Anfallaren som kommer till f4 fångar försvararen på f5 mot den tomma tronen.
help-copenhagen-capturing-diagram-4 = Det är ofarligt att flytta in mellan två fiender. Försvararen ställer sig på e7 mellan två anfallare och fångas inte, eftersom det inte var anfallarna som slöt fällan.
help-copenhagen-king = Fånga kungen
help-copenhagen-king-1 = Kungen är mycket svårare att fånga än en vanlig pjäs: anfallarna måste stänga in honom från alla fyra sidor.
help-copenhagen-king-2 = När kungen står bredvid tronen räcker det med tre anfallare: den tomma tronen stänger den fjärde sidan.
help-copenhagen-king-3 = Vid brädets kant kan kungen inte fångas alls.
help-copenhagen-king-diagram-1 = Den sista anfallaren flyttar in till d7. Med anfallare på alla fyra sidor är kungen fångad och anfallarna vinner.
help-copenhagen-king-diagram-2 = Bredvid den tomma tronen räcker tre anfallare: tronen på f6 räknas som den fjärde sidan, så anfallaren som flyttar till f8 fångar kungen.
help-copenhagen-king-diagram-3 = Vid kanten är kungen säker: även med anfallare på alla tre öppna sidor fångas han inte, och spelet fortsätter.
help-copenhagen-escaping = Flykt och kantfort
help-copenhagen-escaping-1 = Försvararna vinner direkt när kungen når något av de fyra hörnen.
help-copenhagen-escaping-2 = De vinner också med ett kantfort: kungen står vid brädets kant, kan fortfarande flytta, och försvararna har stängt in honom så tätt att anfallarna aldrig kan nå honom eller fånga någon pjäs i muren. Taflbord letar efter ett fort efter varje drag av försvararna.
help-copenhagen-escaping-diagram-1 = Ingenting står mellan kungen och hörnet a11, så han springer dit och försvararna vinner.
help-copenhagen-escaping-diagram-2 = Försvararen på g5 flyttar ner till g1 och sluter ett kantfort. Kungen på e1 kan fortfarande flytta till f1, ingen anfallare kan någonsin ta sig in, och ingen av försvararna runt honom kan fångas: försvararna vinner.
help-copenhagen-shield-walls = Sköldborgar
help-copenhagen-shield-walls-1 = Pjäser som står på rad längs brädets kant, två eller fler i följd, kan alla fångas i ett enda drag. Då måste var och en av dem ha en fiendepjäs på rutan precis innanför, mot brädets mitt. Raden faller när den pjäs som flyttas stänger ena änden medan en pjäs från samma sida, eller ett hörn, håller den andra änden.
help-copenhagen-shield-walls-2 = Kungen kan vara med. Han kan stänga raden som vilken annan pjäs som helst, eller vara en av pjäserna i raden: då fångas försvararna bredvid honom, men kungen själv blir kvar på brädet.
help-copenhagen-shield-walls-3 = Båda sidor kan fånga med en sköldborg.
help-copenhagen-shield-walls-diagram-1 = Anfallaren som flyttar till k7 sluter en sköldborg. Försvararna på k4, k5 och k6 har var sin anfallare framför sig och anfallaren på k3 håller den andra änden, så alla tre fångas.
help-copenhagen-shield-walls-diagram-2 = Kungen ingår i den här raden. När anfallaren når g1 fångas försvararna på d1 och f1, men kungen på e1 blir kvar.
help-copenhagen-encirclement = Inringning
help-copenhagen-encirclement-1 = Om anfallarna bygger en obruten ring runt kungen och alla hans återstående försvarare, så att ingen av dem någonsin kan nå brädets kant, vinner anfallarna.
help-copenhagen-encirclement-diagram-1 = Anfallaren på f1 flyttar upp till f3 och sluter ringen. Varken kungen eller någon försvarare kan längre ta sig ut till kanten, så anfallarna vinner.
help-copenhagen-end = Spelets slut
help-copenhagen-end-1 = Spelet slutar så snart en sida har vunnit: försvararna genom kungens flykt eller ett kantfort, anfallarna genom att fånga kungen eller genom inringning. Den som inte har något tillåtet drag på sin tur förlorar.
help-copenhagen-end-2 = Försvararna får inte göra ett drag som återskapar en ställning som redan har förekommit i partiet (samma pjäser på samma rutor, med samma sida vid draget). Anfallarna får upprepa ställningar hur de vill.
help-copenhagen-end-3 = Äldre Köpenhamnsregler sa i stället att oändlig upprepning gör att försvararna förlorar. Taflbord har kvar den regeln som alternativet ”historical”, för att spela om gamla partier.

## Regelhjälp: fetlar

help-fetlar-history-1 = Fetlarhnefatafl är en av de moderna regeluppsättningarna för vikingaspelet på ett bräde med 11 × 11 rutor. Liksom de andra utgår den från rekonstruktionen av hnefatafl ur Linnés anteckningar om det samiska spelet tablut, med ändringar som ska ge båda sidor en rättvis chans: kungen måste nå ett hörn, och hörnen och tronen i mitten är särskilda rutor.
help-fetlar-history-2 = Reglerna publicerades av en panel 2007, och det var den första regeluppsättningen som togs upp för tävlingsspel. Den har samma utgångsställning som Köpenhamnsreglerna men varken sköldborgar eller kantfort, så den är en bra början.
help-fetlar-history-3 = En forskningsartikel från 2025 skrev ut Fetlarreglerna i formell logik och lät datorspelare byggda på nio olika strategier spela mot varandra; Taflbords strategispelare kommer från den artikeln. Artikelns formella text skiljer sig från de publicerade reglerna på två punkter, kanten och tronen. Taflbord följer de publicerade reglerna och erbjuder artikelns tolkning som alternativet ”paper-edge”.
help-fetlar-aim = Spelets mål
help-fetlar-aim-1 = Anfallarna, som är svarta, har 24 pjäser. Försvararna, som är vita, har 12 pjäser och sin kung, som börjar på tronen mitt på brädet.
help-fetlar-aim-2 = Försvararna vinner när kungen når en av de fyra hörnrutorna. Anfallarna vinner när de fångar kungen, eller när de sluter en ring runt kungen och alla hans försvarare.
help-fetlar-aim-3 = Anfallarna börjar; sedan turas spelarna om med ett drag var.
help-fetlar-moving = Förflyttning
help-fetlar-moving-1 = Alla pjäser, kung eller inte, flyttas rakt längs en rad eller kolumn över hur många tomma rutor som helst, som tornet i schack. Ingen pjäs får hoppa över en annan eller flytta diagonalt.
help-fetlar-moving-2 = Bara kungen får stanna på tronen eller i ett hörn. När tronen är tom får alla pjäser passera rakt över den, och kungen får återvända dit senare.
help-fetlar-moving-diagram-1 = Tronen är tom, så försvararen får passera den: den går från d6 över f6 till h6.
help-fetlar-capturing = Fånga pjäser
help-fetlar-capturing-1 = En pjäs fångas när den pjäs som just har flyttats stänger in den mellan sig själv och en andra pjäs från samma sida, på en rad eller kolumn. Den fångade pjäsen lämnar brädet. Det är ofarligt att flytta in i luckan mellan två fiendepjäser.
help-fetlar-capturing-2 = Hörnen, och tronen, kan ersätta den andra pjäsen. Alla pjäser behandlar hörnen som fiender. Tronen räknas alltid mot anfallarna, och mot försvararna bara när ingen står på den. Brädets kant räknas inte alls.
help-fetlar-capturing-3 = Kungen är beväpnad, så han kan hjälpa till att fånga.
help-fetlar-capturing-diagram-1 = Kungen sluter själv fällan: när han flyttar ner till e5 fångar han anfallaren på d5, som nu står mellan honom och försvararen på c5.
help-fetlar-capturing-diagram-2 = Den tomma tronen är fientlig mot anfallarna. Försvararen som flyttar upp till d6 fångar anfallaren på e6 mot den.
help-fetlar-capturing-diagram-3 = Försvararen som flyttar till k3 fångar anfallaren på k2 mot hörnet k1.
help-fetlar-king = Fånga kungen
help-fetlar-king-1 = För att fånga kungen måste anfallarna besätta alla fyra rutor runt honom. Bredvid tronen behöver de bara de tre andra, eftersom den tomma tronen ersätter den fjärde.
help-fetlar-king-2 = Vid brädets kant kan kungen inte fångas. (Forskningsartikelns formella text låter i stället kanten hjälpa till att fånga kungen; välj alternativet ”paper-edge” för att spela så.)
help-fetlar-king-diagram-1 = Kungen på tronen är omringad på tre sidor. Anfallaren som flyttar upp till f5 stänger den fjärde sidan och fångar honom.
help-fetlar-king-diagram-2 = En kung vid kanten kan inte fångas: anfallarna står nu på alla tre av hans öppna sidor, men spelet fortsätter.
help-fetlar-escaping = Flykt
help-fetlar-escaping-1 = Kungen flyr, och försvararna vinner, så snart han når ett av de fyra hörnen.
help-fetlar-escaping-diagram-1 = Vägen uppåt längs kanten är fri, så kungen flyttar från k7 till hörnet k11 och försvararna vinner.
help-fetlar-encirclement = Inringning
help-fetlar-encirclement-1 = Anfallarna vinner också om kungen och alla återstående försvarare, efter ett av anfallarnas drag, är instängda i en obruten ring av anfallare, så att ingen av dem kan nå brädets kant.
help-fetlar-end = Spelets slut
help-fetlar-end-1 = Spelet slutar så snart kungen flyr, fångas eller ringas in tillsammans med alla sina försvarare. Den som inte kan göra något tillåtet drag på sin tur förlorar.
help-fetlar-end-2 = Om samma ställning (samma pjäser på samma rutor, med samma sida vid draget) uppstår för tredje gången blir partiet remi.

## Regelhjälp: book13

help-book13-history-1 = Den här varianten kommer från en modern strategibok för hnefatafl (”Book of Strategy”), som beskriver reglerna och sederna för spel på ett bräde med 13 × 13 rutor. Den behåller den enklaste flyktregeln av alla, kungen behöver bara nå kanten, och lägger till ett kraftfullt sätt att fånga: inneslutning, som kan ta en hel grupp pjäser i ett enda drag.
help-book13-history-2 = Bräden av den här storleken har en koppling till vikingatiden: bland fynden från Gokstadskeppet i Norge, från 800-talet, finns ett trasigt spelbräde som är 13 rutor brett, och vissa författare har menat att det ursprungliga hnefatafl spelades på ett bräde av den storleken, fast det inte är säkert att brädet alls användes för tafl.
help-book13-history-3 = Boken ger reglerna men ingen bild av utgångsställningen, så Taflbord ställer upp pjäserna som i Parletts rekonstruktion av spelet på 13 × 13 rutor: 32 anfallare mot 16 försvarare och deras kung. Bokens sätt att skriva ner partier, med kolumner och rader numrerade från 1 till 13 (som i 12·9), är det protokoll som Taflbord använder för alla varianter.
help-book13-aim = Spelets mål
help-book13-aim-1 = Anfallarna spelar med de svarta pjäserna, försvararna med de vita pjäserna och den gula kungen, som börjar mitt på brädet.
help-book13-aim-2 = Försvararna vinner så snart kungen når någon ruta vid brädets kant. Anfallarna vinner genom att fånga kungen.
help-book13-aim-3 = Anfallarna börjar, och sedan turas spelarna om.
help-book13-moving = Förflyttning
help-book13-moving-1 = Pjäserna flyttas i rak linje längs en rad eller kolumn, över hur många tomma rutor som helst. De kan inte flytta diagonalt, och de kan inte landa på eller hoppa över en annan pjäs.
help-book13-moving-2 = Det finns inga särskilda rutor i det här spelet: alla pjäser får stanna var som helst, även i mitten och i hörnen.
help-book13-sandwich = Fånga genom inklämning
help-book13-sandwich-1 = Stäng in en fiendepjäs mellan två av dina egna på en rad eller kolumn, genom att flytta en av dem på plats, så är den fångad. Kungen räknas här som vilken pjäs som helst: han kan fångas på det här sättet, och han kan hjälpa till att fånga.
help-book13-sandwich-2 = Brädets kant fungerar aldrig som ena sidan i en inklämning.
help-book13-sandwich-3 = Det är ofarligt att flytta in en egen pjäs i en inklämning: den fångas bara när motspelaren sluter fällan. Ett drag kan fånga flera pjäser på en gång.
help-book13-sandwich-diagram-1 = Ett drag, två fångster: försvararen som kommer till d9 klämmer in anfallaren på c9 mot b9 och anfallaren på e9 mot f9.
help-book13-sandwich-diagram-2 = Kanten hjälper inte till vid en inklämning. Försvararen på a6 har en anfallare bredvid sig och kanten bakom sig, men fångas inte.
help-book13-enclosure = Fånga genom inneslutning
help-book13-enclosure-1 = Efter ett drag fångas varje grupp av fiendepjäser (pjäser som hänger ihop längs rader och kolumner) som inte har någon tom ruta kvar intill sig, hur stor den än är och vilken form den än har. Här hjälper brädets kant till: den stänger in en grupp lika bra som dina egna pjäser.
help-book13-enclosure-2 = Inneslutningar tas före inklämningar. Om gruppen innehåller kungen fångas kungen tillsammans med den och anfallarna vinner.
help-book13-enclosure-diagram-1 = Försvararna på a4 och a5 bildar en grupp med bara en tom granne, a6. Anfallaren som flyttar dit lämnar dem helt utan tomma rutor, så båda fångas.
help-book13-enclosure-diagram-2 = Kungen och försvararen bredvid honom är inneslutna på alla sidor när anfallaren når f10. Hela gruppen fångas, kungen också, och anfallarna vinner.
help-book13-king = Fånga kungen
help-book13-king-1 = Kungen är inte svårare att fånga än någon annan pjäs: två anfallare på motsatta sidor om honom räcker, var som helst på brädet. Han kan också gå förlorad i en inneslutning, som visas ovan.
help-book13-king-diagram-1 = Anfallaren som flyttar upp till i5 klämmer in kungen mellan sig själv och anfallaren på g5. Kungen är fångad och anfallarna vinner.
help-book13-escaping = Flykt
help-book13-escaping-1 = Kungen flyr så snart han når någon ruta vid brädets kant, hörnen inräknade, och försvararna vinner.
help-book13-escaping-diagram-1 = Kungen springer ner från d4 till kanten på d1 och flyr.
help-book13-end = Spelets slut
help-book13-end-1 = Alla partier spelas till slut: det finns inga remier, och ingen får ge upp. Taflbord erbjuder ingen remi i den här varianten. Den som inte har något tillåtet drag på sin tur förlorar.
help-book13-end-2 = I turneringar möts spelarna i matcher. En omgång består av två partier, där utmanaren anfaller i det första och försvarar i det andra. Den som vinner båda partierna i en omgång vinner matchen; annars spelas en ny omgång.

## Regelhjälp: tablut

help-tablut-history-1 = Tablut är det bäst dokumenterade spelet i hela taflfamiljen. År 1732 reste den svenske naturforskaren Carl Linnaeus, senare von Linné, genom Lappland och skrev om ett brädspel som han såg samerna spela: en kung och hans åtta män, svenskarna, mot sexton moskoviter. Han ritade brädet och antecknade vad han såg i fjorton korta punkter, fast han verkar inte ha förstått samiska.
help-tablut-history-2 = Hans anteckningar översattes till engelska 1811. År 1913 hävdade schackhistorikern H. J. R. Murray att tablut var samma spel som vikingarnas hnefatafl, och hans regler, där kungen flyr var som helst på kanten, kopierades av nästan alla senare böcker. Spelat på det sättet är spelet mycket lätt för kungen.
help-tablut-history-3 = Taflbord spelar en tolkning som ligger närmare Linnés text, gjord för en vandringsutställning av Riksutställningar 1972. Rutorna där anfallarna börjar är basläger, mittrutan är kungens borg, och båda är stängda för vanlig trafik; kungen kan bara fly till en kantruta utanför lägren. Svenskarna gör det första draget.
help-tablut-aim = Spelets mål
help-tablut-aim-1 = Kungen börjar på borgen, mittrutan e5, med sina åtta svenskar (vita) runt sig. De sexton moskoviterna (svarta) börjar i fyra T-formade basläger, ett mitt på varje kant.
help-tablut-aim-2 = Svenskarna vinner när kungen når en kantruta som inte hör till ett basläger. Moskoviterna vinner när de fångar kungen.
help-tablut-aim-3 = Ovanligt nog gör kungens sida det första draget.
help-tablut-moving = Förflyttning och spärrade rutor
help-tablut-moving-1 = Alla pjäser flyttas som tornet i schack: rakt längs en rad eller kolumn, över hur många tomma rutor som helst, utan att hoppa.
help-tablut-moving-2 = Spärrade rutor är stängda för trafik: ingen pjäs får stanna på borgen eller i ett basläger, eller passera över dem. Det enda undantaget är en moskovit som ännu inte har lämnat sitt eget läger: den får flytta runt inne i lägret och passera dess rutor när den lämnar det. Därefter får den aldrig gå tillbaka, och den får inte gå in på någon annan spärrad ruta.
help-tablut-moving-3 = När kungen har flyttat från borgen förblir den tom för gott: ingen, inte ens kungen, får passera eller stanna på den.
help-tablut-moving-diagram-1 = När kungen väl har lämnat den får ingen passera den tomma borgen, så försvararen kan inte flytta från e3 till e7.
help-tablut-moving-diagram-2 = Den här anfallaren har redan lämnat sitt läger och får inte gå in i något läger igen: draget c4-a4 är inte tillåtet.
help-tablut-capturing = Fånga pjäser
help-tablut-capturing-1 = En pjäs fångas när den spelare som drar stänger in den mellan två av sina egna pjäser, en på varje sida längs en rad eller kolumn. Det är ofarligt att själv flytta in i luckan mellan två fiender.
help-tablut-capturing-2 = Bara pjäser fångar: borgen och lägrets rutor ersätter aldrig en pjäs när en vanlig pjäs fångas. Kungen är beväpnad och kan hjälpa till att fånga.
help-tablut-capturing-diagram-1 = Anfallaren som sveper in till d7 stänger in försvararen på c7 mot anfallaren på b7 och fångar den.
help-tablut-capturing-diagram-2 = Försvararen på g5 står bredvid den tomma lägerrutan h5, men lägerrutor fångar inte: när anfallaren kommer till f5 tas ingenting.
help-tablut-king = Fånga kungen
help-tablut-king-1 = Kungen fångas bara när han är instängd på alla fyra sidor. Varje sida måste vara en anfallare eller en spärrad ruta: den tomma borgen eller en ruta i ett basläger. Då kan han inte flytta någonstans.
help-tablut-king-diagram-1 = Bredvid borgen räcker tre anfallare: borgen stänger den fjärde sidan, och anfallaren som flyttar till e7 fångar kungen.
help-tablut-king-diagram-2 = En lägerruta blockerar kungen precis som en anfallare: med kungen på e3 och lägerrutan e2 under honom fångas han av anfallaren som kommer till e4.
help-tablut-combined-trap = Den kombinerade fällan
help-tablut-combined-trap-1 = En försvarare som står precis bredvid sin kung kan stängas in mot kungen. Anta att kungen är instängd på de tre återstående sidorna, av anfallare eller av spärrade rutor. Då tar en anfallare som ställer sig på rutan på andra sidan om försvararen bort den försvararen från brädet, medan kungen står kvar.
help-tablut-combined-trap-diagram-1 = Kungen på c3 är instängd på tre sidor. Anfallaren som kommer till e3 fångar försvararen på d3, fastklämd mellan den och sin egen kung; kungen står kvar.
help-tablut-escaping = Flykt
help-tablut-escaping-1 = Kungen flyr, och svenskarna vinner, när han når någon kantruta som inte hör till ett basläger.
help-tablut-escaping-2 = Linné antecknade två varningar. Om kungen har en enda öppen väg till kanten måste svenskarna varna motspelaren med ”raicki”; med två öppna vägar är ordet ”tuicku”, och partiet är så gott som vunnet. Taflbord visar de här varningarna åt dig.
help-tablut-escaping-diagram-1 = Kolumn g är öppen ända till kanten, och g9 är ingen lägerruta, så kungen springer dit och flyr.
help-tablut-end = Spelets slut
help-tablut-end-1 = Partiet är slut när kungen flyr eller fångas. Den som inte har något tillåtet drag på sin tur förlorar.
help-tablut-end-2 = Ett hot får inte upprepas om och om igen: inget drag får skapa en ställning som redan har förekommit två gånger.

## Regelhjälp: onestep9

help-onestep9-history-1 = Det här är hnefatafl så som ett regelblad för nybörjare lär ut det: ett bräde med 9 × 9 rutor, en kung med åtta försvarare mot sexton anfallare, och en särskild regel som håller spelet lugnt och lätt att följa. Alla pjäser, även kungen, flyttar bara en ruta i taget.
help-onestep9-history-2 = Sagorna nämner hnefatafl gång på gång, och skicklighet i spelet värderades lika högt som skicklighet med vapen. I sagan Morkinskinna säger Eysteinn till sin bror Sigurd att han är den händigare av dem två och den bättre hnefataflspelaren. Vikingarna tog med sig spelet till bland annat Island, Irland, Britannien och Wales.
help-onestep9-history-3 = Styrkornas storlek stämmer med fynd från vikingatiden: uppsättningar av spelpjäser i glas från gravar på Björkö (Birka) och i Valsgärde i Sverige verkar komma från spel gjorda för ett bräde med 9 × 9 rutor. Regelbladets egen bild av utgångsställningen har inte bevarats, så Taflbord använder den vanliga uppställningen på 9 × 9: kungen i mitten, hans åtta försvarare i ett kors runt honom och anfallarna i fyra T-formade grupper längs kanterna.
help-onestep9-aim = Spelets mål
help-onestep9-aim-1 = Försvararna (vita) vill föra sin kung från mitten till en av de fyra hörnrutorna. Anfallarna (svarta) vill fånga kungen innan han kommer dit.
help-onestep9-aim-2 = Anfallarna börjar; sedan turas spelarna om.
help-onestep9-moving = Förflyttning
help-onestep9-moving-1 = Varje drag flyttar en pjäs exakt en ruta uppåt, nedåt, åt vänster eller åt höger. Ingenting flyttas diagonalt, och ingenting flyttas mer än en ruta.
help-onestep9-moving-2 = Mittrutan är tronen, och den och de fyra hörnen är bara till för kungen: ingen annan pjäs får kliva in på dem. Kungen får gå tillbaka till tronen när han vill.
help-onestep9-moving-diagram-1 = Varje drag är ett enda steg: anfallaren på c3 får gå till c4, men inte direkt vidare till c5.
help-onestep9-capturing = Fånga pjäser
help-onestep9-capturing-1 = När ett drag lämnar en fiendepjäs inklämd mellan två av den dragandes pjäser, eller mellan en av dem och ett hörn, längs en rad eller kolumn, fångas fiendepjäsen. Hörnen verkar mot båda sidor.
help-onestep9-capturing-2 = Tronen är inte fientlig: den hjälper aldrig till att fånga en vanlig pjäs.
help-onestep9-capturing-3 = En pjäs kan tryggt kliva in mellan två fiender; den fångas bara om fienden sluter fällan. Kungen är beväpnad och kan hjälpa till att fånga.
help-onestep9-capturing-diagram-1 = Anfallaren kliver ner från e8 till e7 och stänger in försvararen på d7 mot anfallaren på c7.
help-onestep9-capturing-diagram-2 = Hörnet a9 är fientligt: anfallaren som kliver upp till c9 fångar försvararen på b9 mot det.
help-onestep9-capturing-diagram-3 = Tronen fångar inte. Anfallaren på e6 står mellan den tomma tronen och försvararen som kommer till e7, och den blir kvar på brädet.
help-onestep9-king = Fånga kungen
help-onestep9-king-1 = Mot kungen räknas brädets kant, hörnen och den tomma tronen alla som fiender. Han fångas när var och en av hans fyra sidor är stängd av en anfallare eller av något av dessa.
help-onestep9-king-2 = Det krävs alltså fyra anfallare när han står på tronen, tre bredvid tronen eller vid kanten, och bara två när han står bredvid ett hörn.
help-onestep9-king-diagram-1 = Vid kanten räcker tre anfallare: kanten stänger den fjärde sidan, och anfallaren som kliver till e2 fångar kungen.
help-onestep9-king-diagram-2 = Bredvid ett hörn räcker två anfallare: hörnet a1 och kanten stänger två sidor, och anfallaren som kliver till b2 stänger den sista.
help-onestep9-king-diagram-3 = Bredvid tronen är den tomma tronen den fjärde sidan: anfallaren som kliver till e3 fångar kungen.
help-onestep9-escaping = Flykt
help-onestep9-escaping-1 = Kungen flyr, och försvararna vinner, när han kliver in på en hörnruta.
help-onestep9-escaping-2 = Spelarna varnar varandra. När kungen har fri väg till ett hörn i sitt nästa drag säger försvararna ”Flykt!”; när anfallarna kan fånga kungen i sitt nästa drag säger de ”Akta kungen!”. Taflbord visar båda varningarna.
help-onestep9-escaping-diagram-1 = Kungen kliver in i hörnet a1 och försvararna vinner.
help-onestep9-end = Spelets slut
help-onestep9-end-1 = Partiet slutar när kungen flyr eller fångas. Den som inte kan göra något tillåtet drag på sin tur förlorar partiet.

## Regelhjälp: brandubh

help-brandubh-history-1 = Brandubh är taflfamiljens irländska medlem, och den minsta: det spelas på ett bräde med 7 × 7 rutor. Namnet betyder ”korpsvart”. Gamla irländska dikter talar om en gyllene huvudpjäs, branán, med en man på var sida om sig, och om en uppsättning med fem vita pjäser mot åtta röda.
help-brandubh-history-2 = Den irländske forskaren Eoin MacWhite föreslog ett bräde med 7 × 7 rutor där pjäserna står i form av ett kors: kungen i mitten, hans fyra män bredvid honom och de åtta anfallarna i ändarna av korsets fyra armar. Det är den utgångsställningen som används här.
help-brandubh-history-3 = Bräden av rätt storlek har hittats. Ett fint snidat träbräde med 7 × 7 hål för pjäser med pinnar grävdes fram i Ballinderry på Irland 1932 och finns nu på Irlands nationalmuseum i Dublin; hörnhålen är markerade, vilket tyder på att kungen flydde dit. Två stenbräden med ett inristat rutnät med 7 × 7 punkter kommer från en vikingabosättning från 800-talet i Buckquoy på Orkneyöarna.
help-brandubh-aim = Spelets mål
help-brandubh-aim-1 = Kungen börjar på tronen i mitten med fyra försvarare runt sig. De åtta anfallarna står två och två i korsets ändar.
help-brandubh-aim-2 = Försvararna vinner när kungen når ett av de fyra hörnen. Anfallarna vinner när de fångar kungen. Anfallarna gör det första draget.
help-brandubh-moving = Förflyttning
help-brandubh-moving-1 = Pjäserna flyttas som tornet i schack: hur långt som helst längs en rad eller kolumn, så länge vägen är fri. Inga hopp och inga diagonala drag.
help-brandubh-moving-2 = Bara kungen får stanna på tronen eller på en hörnruta. Alla pjäser får passera över tronen när den är tom, och kungen får komma tillbaka till den.
help-brandubh-capturing = Fånga pjäser
help-brandubh-capturing-1 = Stäng in en fiendepjäs mellan två av dina egna pjäser längs en rad eller kolumn, genom att flytta en av dem på plats, så är den fångad. En pjäs som själv flyttar in mellan två fiender är säker.
help-brandubh-capturing-2 = De fyra hörnen är fientliga mot alla, så ett hörn kan fungera som en av de två pjäserna i fällan. Tronen är inte fientlig och hjälper aldrig till att fånga.
help-brandubh-capturing-3 = Kungen är beväpnad: han kan vara en av de två pjäser som fångar.
help-brandubh-capturing-diagram-1 = Anfallaren kommer ner till c5 och stänger in försvararen på b5 mot anfallaren på a5.
help-brandubh-capturing-diagram-2 = Hörnet a1 räknas som fiende till anfallaren på a2: försvararen som kommer till a3 fångar den.
help-brandubh-capturing-diagram-3 = Tronen är inte fientlig: försvararen på d5, mellan den tomma tronen och anfallaren som flyttar till d6, fångas inte.
help-brandubh-king = Fånga kungen
help-brandubh-king-1 = I brandubh är kungen svag: han fångas som vilken annan pjäs som helst, av två anfallare på motsatta sidor om honom, var som helst på brädet, även på tronen.
help-brandubh-king-2 = Eftersom hörnen är fientliga även mot honom räcker det bredvid ett hörn med en enda anfallare på andra sidan.
help-brandubh-king-diagram-1 = Två anfallare räcker: anfallaren som flyttar till f5 stänger in kungen mot anfallaren på d5, och anfallarna vinner.
help-brandubh-king-diagram-2 = Bredvid ett hörn räcker en anfallare: anfallaren som flyttar till a3 stänger in kungen mot hörnet a1.
help-brandubh-escaping = Flykt
help-brandubh-escaping-1 = Försvararna vinner så snart kungen når ett av de fyra hörnen.
help-brandubh-escaping-diagram-1 = Kanten är fri ända upp till hörnet g7, och kungen flyr dit.
help-brandubh-end = Spelets slut
help-brandubh-end-1 = Partiet slutar när kungen flyr eller fångas. Den som inte har något tillåtet drag på sin tur förlorar.
help-brandubh-end-2 = Om samma ställning (samma pjäser på samma rutor, med samma sida vid draget) uppstår för tredje gången blir partiet remi.

## Regelhjälp: tawlbwrdd

help-tawlbwrdd-history-1 = Tawl-bwrdd är Wales eget taflspel; namnet kommer troligen från det fornnordiska ordet för spelbräde. Walesiska lagböcker, som traditionellt förknippas med kung Hywel Dda, nämner det ofta. De anger ett värde för varje pjäs på kungens eget bräde, och siffrorna ger sammanlagt åtta män och en kung mot sexton.
help-tawlbwrdd-history-2 = Den utförligaste walesiska beskrivningen finns i ett manuskript som Robert ap Ifan skrev 1587 och som förvaras på National Library of Wales. Det beskriver ett bräde med 11 × 11 rutor med en kung och tolv försvarare mot tjugofyra anfallare. Regeln för att vinna går delvis inte att läsa: kungen vinner om han kan färdas längs en viss linje, men ordet som anger linjen har gått förlorat.
help-tawlbwrdd-history-3 = Spelförfattaren R. C. Bell rekonstruerade spelet 1969, med en tärning som avgör vem som får dra och en kung som flyr var som helst på kanten. Taflbord följer i stället Sten Helmfrids senare förslag: inga tärningar, kungen måste faktiskt färdas längs kanten för att fly, och hans sida får aldrig lämna honom så att han kan fångas (”akta kungen”).
help-tawlbwrdd-aim = Spelets mål
help-tawlbwrdd-aim-1 = Kungen börjar mitt på brädet med tolv försvarare runt sig. De tjugofyra anfallarna väntar i fyra block om sex längs kanterna.
help-tawlbwrdd-aim-2 = Försvararna vinner när kungen gör ett drag längs brädets kant. Anfallarna vinner genom att fånga kungen i en fälla som han inte kan räddas ur.
help-tawlbwrdd-aim-3 = Kungens sida gör det första draget.
help-tawlbwrdd-moving = Förflyttning
help-tawlbwrdd-moving-1 = Alla pjäser flyttas som tornet i schack: rakt längs en rad eller kolumn, hur många tomma rutor som helst, utan att hoppa över något.
help-tawlbwrdd-moving-2 = Det finns inga särskilda rutor: alla pjäser får stanna var som helst, även i mitten och i hörnen.
help-tawlbwrdd-capturing = Fånga pjäser
help-tawlbwrdd-capturing-1 = Alla pjäser, även kungen, fångas när fienden flyttar en andra pjäs på plats så att pjäsen står mellan två fiendepjäser på en rad eller kolumn. Varken brädets kant eller någon ruta hjälper till att fånga.
help-tawlbwrdd-capturing-2 = Det är ofarligt att själv flytta in mellan två fiendepjäser. Enligt Helmfrids regler säger spelaren då ”gwrheill”, så att ingen senare kan påstå att pjäsen blev tagen; Taflbord håller reda på det åt dig.
help-tawlbwrdd-capturing-3 = Kungen är beväpnad och kan hjälpa till att fånga.
help-tawlbwrdd-capturing-diagram-1 = Anfallaren som kommer ner till e9 stänger in försvararen på d9 mot anfallaren på c9.
help-tawlbwrdd-capturing-diagram-2 = Kungen deltar i fångandet: när han flyttar upp till e8 stänger han in anfallaren på d8 mot försvararen på c8.
help-tawlbwrdd-watch-king = Akta kungen
help-tawlbwrdd-watch-king-1 = Kungen fångas som vilken annan pjäs som helst, mellan två anfallare. Men försvararna får aldrig lämna sin kung där anfallarna kan ta honom redan i sitt nästa drag: ett drag som gör det är inte tillåtet.
help-tawlbwrdd-watch-king-2 = Om kungen är hotad och inget drag av försvararna kan avvärja hotet (genom att fånga anfallaren, blockera dess väg eller flytta kungen i säkerhet), är kungen matt och anfallarna vinner.
help-tawlbwrdd-watch-king-diagram-1 = Kungen får inte gå in i fara. På c3 skulle han kunna fångas genom att anfallaren från h3 glider till d3, så draget c6-c3 är inte tillåtet.
help-tawlbwrdd-watch-king-diagram-2 = Anfallaren som flyttar till b6 hotar att fånga kungen med e6-d6. Kungens enda drag, till d6, är lika farligt, och försvararen på h3 kan inte hjälpa till: kungen är matt och anfallarna vinner.
help-tawlbwrdd-escaping = Flykt
help-tawlbwrdd-escaping-1 = Det räcker inte att nå kanten. Kungen flyr, och försvararna vinner, när han gör ett drag längs kanten: från en ruta i en kantrad eller kantkolumn till en annan ruta på samma kant.
help-tawlbwrdd-escaping-diagram-1 = Kungen når kanten på a5, men det räcker inte för att vinna; spelet fortsätter, och anfallarna får en chans att blockera honom.
help-tawlbwrdd-escaping-diagram-2 = Från k4 flyttar kungen längs kanten till k8: han har flytt och försvararna vinner.
help-tawlbwrdd-end = Spelets slut
help-tawlbwrdd-end-1 = Partiet slutar när kungen flyr längs kanten, eller när han blir matt eller fångas. Den som inte har något tillåtet drag på sin tur förlorar.
help-tawlbwrdd-end-2 = Om samma ställning (samma pjäser på samma rutor, med samma sida vid draget) uppstår för tredje gången blir partiet remi.

## Regelhjälp: alea19

help-alea19-history-1 = Alea evangelii, latin för ”evangeliernas spel”, är känt från ett manuskript från 900-talet, skrivet på Irland eller i England och i dag förvarat i Oxford. Det innehåller en bild av ett bräde med 18 × 18 rutor där pjäserna står på linjernas skärningspunkter, vilket ger 19 × 19 platser att spela på, och en lång förklaring av spelet som en bild av de fyra evangelierna.
help-alea19-history-2 = Texten säger att Dubinsi, biskop av Bangor, som dog 951, förde spelet över till Irland från kung Æthelstans hov i England. Den räknar 72 män och en huvudpjäs i mitten, och säger att spelet bara förstås av den som känner till anfallare och försvarare, en stad och dess citadell, och ”nio steg två gånger om”. Från mitten behöver kungen nio steg i sidled och nio steg uppåt eller nedåt för att nå ett hörn, vilket kanske är vad uttrycket betyder.
help-alea19-history-3 = Bilden visar inte vilka män som hör till vilken sida. Taflbord använder H. J. R. Murrays uppställning, 48 anfallare mot 24 försvarare, och spelar den med de moderna hörnreglerna: bildens dekorerade hörn tolkas som kungens flyktrutor, och tronen och hörnen är spärrade och fientliga som i Köpenhamnsreglerna.
help-alea19-aim = Spelets mål
help-alea19-aim-1 = Kungen börjar på tronen, mittrutan j10, bland sina 24 försvarare. De 48 anfallarna står i grupper runt omkring dem.
help-alea19-aim-2 = Försvararna vinner när kungen når ett hörn av det stora brädet. Anfallarna vinner genom att fånga kungen, eller genom att sluta en ring runt kungen och alla hans försvarare.
help-alea19-aim-3 = Anfallarna gör det första draget.
help-alea19-moving = Förflyttning
help-alea19-moving-1 = Alla pjäser flyttas som tornet i schack: längs en rad eller kolumn, så långt vägen är fri, aldrig med hopp och aldrig diagonalt.
help-alea19-moving-2 = Bara kungen får stanna på tronen eller i ett hörn. Alla pjäser får passera över tronen när den är tom, och kungen får återvända till den.
help-alea19-capturing = Fånga pjäser
help-alea19-capturing-1 = En pjäs fångas när fienden drar så att den blir instängd mellan två fiendepjäser på en rad eller kolumn. Det är ofarligt att själv flytta in i en sådan lucka.
help-alea19-capturing-2 = Hörnen är fientliga mot alla pjäser och kan sluta en fälla i stället för en fiende. Tronen räknas alltid mot anfallarna, och mot försvararna bara när den är tom. Brädets kant räknas inte alls.
help-alea19-capturing-3 = Kungen är beväpnad och kan delta i fångandet.
help-alea19-capturing-diagram-1 = Anfallaren som kommer ner till h15 stänger in försvararen på g15 mot anfallaren på f15.
help-alea19-capturing-diagram-2 = Den tomma tronen är fientlig mot anfallarna: försvararen som kommer till l10 fångar anfallaren på k10 mot den.
help-alea19-capturing-diagram-3 = Hörnet s1 är fientligt mot alla: försvararen som flyttar till s3 fångar anfallaren på s2.
help-alea19-king = Fånga kungen
help-alea19-king-1 = Kungen är stark. Han fångas bara när anfallare omringar honom på alla fyra sidor, eller på tre sidor när han står bredvid den tomma tronen, som då stänger den fjärde.
help-alea19-king-2 = Vid brädets kant kan kungen inte fångas.
help-alea19-king-diagram-1 = Tre anfallare står redan runt kungen på hans tron; den fjärde, som kommer till j9, fångar honom.
help-alea19-king-diagram-2 = Vid kanten är kungen säker, även med anfallare på alla tre öppna sidor: spelet fortsätter.
help-alea19-escaping = Flykt
help-alea19-escaping-1 = Kungen flyr, och försvararna vinner, när han når ett av de fyra hörnen.
help-alea19-escaping-diagram-1 = Den övre kanten är fri, så kungen springer från m19 till hörnet s19 och flyr.
help-alea19-encirclement = Inringning
help-alea19-encirclement-1 = Om kungen och alla återstående försvarare, efter ett drag av anfallarna, är instängda av en obruten ring av anfallare, så att ingen av dem kan nå kanten, vinner anfallarna.
help-alea19-end = Spelets slut
help-alea19-end-1 = Partiet slutar när kungen flyr, fångas eller ringas in tillsammans med sina försvarare. Den som inte kan göra något tillåtet drag på sin tur förlorar.
help-alea19-end-2 = När samma ställning (samma pjäser på samma rutor, med samma sida vid draget) uppstår för tredje gången blir partiet remi.

## Namngivna öppningar

opening-millar-gambit-accepted = Millargambit (antagen)
opening-millar-gambit-accepted-description = Försvararna offrar en pjäs på g2, bredvid anfallaren på f2, och anfallarna tar den genom att gå tillbaka med h3-h2. De har en pjäs mer, men anfallaren på h-kolumnen står åter vid kanten, och försvararna vinner tid och utrymme på den sydöstra sidan.
opening-millar-gambit-declined = Millargambit (avböjd)
opening-millar-gambit-declined-description = Samma erbjudande på g2, men avböjt: anfallarna spelar inte h3-h2 utan behåller h3 framskjuten, medan försvararen på g2 blir kvar inkilad bakom deras södra linje.
opening-indirect-millar-gambit-1 = Indirekt Millargambit 1
opening-indirect-millar-gambit-1-description = Offret görs på ett annat ställe: en av kungens vakter svänger från g7 till j7, mot anfallarna på östra kanten, där k8-j8 kan ta den direkt.
opening-indirect-millar-gambit-2 = Indirekt Millargambit 2
opening-indirect-millar-gambit-2-description = Samma idé i väster: försvararen på e7 springer till b7, bredvid anfallarna på västra kanten, där a8-b8 kan ta den, och diamanten öppnas på sin nordvästra sida.
opening-indirect-millar-gambit-3 = Indirekt Millargambit 3
opening-indirect-millar-gambit-3-description = Erbjudandet görs i norr: försvararen på e7 går rakt upp till e10, bredvid anfallarna på f10 och e11, där d11-d10 kan ta den.
opening-polar-gambit = Polargambit
opening-polar-gambit-description = Ett svar på samma kolumn i andra änden: försvararen på h6 springer norrut till h10, under anfallaren på h11, och anfallaren på h3 kan bara ta den direkt genom att springa hela vägen upp till h9, bort från söder.
opening-face-to-face-attack = Öga mot öga-attack
opening-face-to-face-attack-description = Försvararna speglar anfallarna: d6 går ner till d3, på samma rad som h3 och mitt emot den över den södra sidan.
opening-side-attack = Sidoattack
opening-side-attack-description = Försvararen framför kungen kliver i sidled från f4 till i4, diagonalt bredvid den nya anfallaren på h3, och trycker på i sydost där h1-h3 tunnade ut kanten.
opening-american-opening = Amerikanskt parti
opening-american-opening-description = Anfallaren framför södra kanten, f2, glider österut till i2 för att bevaka vägen till det sydöstra hörnet i stället för att föra fram en kantpjäs.
opening-bulgarian-opening = Bulgariskt parti
opening-bulgarian-opening-description = Efter det amerikanska draget svarar försvararna med g5-g4 och kliver ut ur diamanten mot söder, där anfallarna just har grupperat om sig.
opening-canadian-opening = Kanadensiskt parti / Ungerskt parti
opening-canadian-opening-description = Som det vanliga h1-h3 men en ruta längre: anfallaren på h1 stannar på h4, i höjd med försvararnas diamant, och spärrar kungens sida tätare, till priset av att kanten lämnas längre bakom.
opening-dutch-opening = Holländskt parti
opening-dutch-opening-description = Ett lugnt drag: g1 kliver upp till g2 bredvid anfallaren på f2 och bildar ett kompakt block på södra sidan i stället för att sträcka sig ut.
opening-english-opening = Engelskt parti
opening-english-opening-description = Försvararna svarar på det amerikanska draget med dess spegelbild: den nordliga försvararen f8 går över till i8, på väg mot det nordöstra hörnet.
opening-french-opening = Franskt parti
opening-french-opening-description = Anfallaren på g1 går två rutor upp till g3, mitt emot försvararen på g5 med en tom ruta emellan, ett tidigt anspråk på den sydöstra fjärdedelen.
opening-german-opening = Tyskt parti
opening-german-opening-description = Försvararna svarar på motsatt sida av brädet: d6 går norrut till d9, mot det nordvästra hörnet och bort från anfallaren på h3.
opening-italian-opening = Italienskt parti
opening-italian-opening-description = Försvararen på e7 flyttar två rutor upp till e9, luckrar upp diamantens norra sida och tar sikte på nordväst.
opening-russian-opening = Ryskt parti
opening-russian-opening-description = Försvararen på h6 går norrut till h9, en ruta kortare än i Polargambiten, och hotar nordost utan att ställa sig bredvid anfallarna vid kanten.
opening-scandinavian-opening = Skandinaviskt parti
opening-scandinavian-opening-description = Anfallaren på f2 glider hela vägen till j2, på diagonalen intill det sydöstra hörnet, en spärrpost som stänger det hörnet tidigt.
opening-spanish-opening = Spanskt parti
opening-spanish-opening-description = Försvararen framför kungen springer västerut från f4 till c4, mot den sida som anfallarna har lämnat orörd, och hotar sydväst.

## Tool buttons (their tooltips) and the menu
tool-new-game = Nytt parti
tool-open = Öppna ett parti
tool-save = Spara
tool-save-as = Spara som…
tool-flip = Vänd brädet
tool-menu = Mer
tool-to-start = Till början
tool-back = Ett drag bakåt
tool-forward = Ett drag framåt
tool-to-end = Till sista draget
tool-replay = Spela upp partiet
tool-stop-replay = Stoppa uppspelningen
menu-export-picture = Exportera en bild…
menu-export-animation = Exportera en animering…
menu-export-sheet = Exportera protokollet…
key-ctrl = Ctrl
key-shift = Skift
key-home = Home
key-end = End
settings-notation = Skrivsätt för drag
notation-sheet = Som i protokollet ({ $sample })
notation-letters = Med bokstäver ({ $sample })

## The file chooser
log-no-portal = ingen fildialog från skrivbordet: { $why }; Taflbord öppnar och sparar filer med sin egen filväljare
log-portal-silent = skrivbordsportalen svarade inte inom tre sekunder
log-no-runtime = ingen körmiljö att nå skrivbordet med
chooser-open = Öppna ett parti
chooser-save = Spara partiet
chooser-export-picture = Exportera en bild av ställningen
chooser-export-animation = Exportera partiet som animering
chooser-export-sheet = Exportera protokollet för utskrift
chooser-cancel = Avbryt
chooser-up = Upp
chooser-places = Platser
chooser-recent-folders = Mappar med senaste partier
chooser-place-games = Taflbords partier
chooser-place-home = Hem
chooser-place-documents = Dokument
chooser-reading = Läser mappen…
chooser-unreadable = Mappen { $folder } kan inte läsas: { $reason }
chooser-empty = Inga mappar eller filer av det här slaget här.
chooser-name = Namn
chooser-save-button = Spara
chooser-replace-question = { $file } finns redan. Ersätta den?
chooser-replace = Ersätt
chooser-keep = Behåll den
settings-file-dialogs = Fildialoger
file-dialogs-desktop = Skrivbordets, annars egna
file-dialogs-own = Taflbords egna

menu-analysis = Analysbräde
menu-analysis-close = Stäng analysbrädet
analysis-starting = Motorn börjar tänka…
analysis-depth = djup { $depth } · { $knodes }k noder · { $knps }k/s
analysis-finished = klar
analysis-game-over = Partiet är slut.
analysis-lines = linjer: { $count }
analysis-wins-in = { $side } vinner om { $plies }

menu-set-up = Ställ upp en ställning
setup-title = Ställ upp en ställning
setup-hint = Välj en pjäs och klicka på rutor för att ställa den där; samma pjäs igen tömmer rutan.
setup-attacker = Anfallare
setup-defender = Försvarare
setup-king = Kung
setup-empty = Tom
setup-to-move = Vid draget:
setup-clear = Töm brädet
setup-start = Utgångsställning
setup-play = Spela den
setup-analyse = Analysera den
setup-save = Spara den…
setup-ready = Ställningen kan spelas.
setup-over = Sidan vid draget har inget drag: partiet är redan slut.
setup-error-kings = Det måste finnas exakt en kung; det finns { $count }.
setup-error-no-attackers = Det finns inga anfallare.
setup-error-forbidden-attacker = Ingen anfallare får stå på { $square }.
setup-error-forbidden-defender = Ingen försvarare får stå på { $square }.
setup-error-forbidden-king = Kungen får inte stå på { $square }.
setup-error-escaped = Kungen på { $square } har redan rymt.
setup-errors-more = … och { $count } till.

# Att ge upp, erbjuda remi och slutet på ett parti; spela mot datorn
end-resign = Ge upp…
end-offer-draw = Erbjud remi
end-resign-title = Ge upp partiet?
end-resign-then = { $winner ->
    [attackers] Anfallarna vinner.
   *[defenders] Försvararna vinner.
}
end-resign-yes = Ge upp
end-resign-no = Spela vidare
end-draw-offered = { $side ->
    [attackers] Anfallarna erbjuder remi. Tar försvararna emot?
   *[defenders] Försvararna erbjuder remi. Tar anfallarna emot?
}
end-draw-accept = Ta emot remi
end-draw-decline = Avböj
notice-draw-declined = { $side ->
    [attackers] Anfallarna avböjer remi.
   *[defenders] Försvararna avböjer remi.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } avböjer remi: datorn tycker att anfallarna ligger före ({ $percent } %).
   *[defenders] { $bot } avböjer remi: datorn tycker att försvararna ligger före ({ $percent } %).
}
status-weighing-draw = { $bot } överväger remierbjudandet… { $seconds } s
end-attackers-win = Anfallarna vinner
end-defenders-win = Försvararna vinner
end-draw = Remi
end-by-resignation = { $side ->
    [attackers] Anfallarna gav upp.
   *[defenders] Försvararna gav upp.
}
end-by-agreement = Remi enligt överenskommelse.
end-by-time = { $side ->
    [attackers] Anfallarnas tid tog slut.
   *[defenders] Försvararnas tid tog slut.
}
end-rematch = Returparti med ombytta sidor
end-escape = Esc: tillbaka till brädet
new-game-computer = Spela mot datorn
new-game-computer-level = Nivå
new-game-computer-side = Du spelar
new-game-or-choose = Eller välj vem som spelar varje sida:
welcome-title = Välkommen till Taflbord
welcome-intro = Börja med att spela mot datorn, eller spela två vid det här brädet. Reglerna öppnas med F1.
welcome-two-people = Två spelare vid det här brädet
welcome-more = Fler val…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent } % { $side ->
        [attackers] anfallare
       *[defenders] försvarare
    })
score-even = { $score } (jämnt)
review-comment = { $verdict ->
        [inaccuracy] Onoggrannhet
        [mistake] Misstag
       *[blunder] Grovt misstag
    } av { $side ->
        [attackers] anfallarna
       *[defenders] försvararna
    }: { $before } före, { $after } efter
review-better = { $comment }; bättre: { $move }

# A running timed game is not left without asking
ask-leave-timed-game = Klockorna går. Lämna det här partiet för ett annat?
button-leave-game = Lämna partiet
button-keep-playing = Fortsätt spela

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Exporterar { $file }: { $done } av { $of }
button-cancel-export = Avbryt
notice-export-cancelled = Exporten avbröts; ingenting skrevs till { $file }.
notice-export-busy = En export pågår redan: låt den bli klar eller avbryt den.
exported-animation-frames =
    { $frames ->
        [one] Sparade partiet som { $file }: { $frames } bild, { $kilobytes } kB
       *[other] Sparade partiet som { $file }: { $frames } bilder, { $kilobytes } kB
    }

## Spela online på gemenskapens server
button-online = Spela online…
online-title = Spela online
online-intro = Spela mot andra människor på tafl-gemenskapens server. Dina partier sparas som protokoll och visas under Senaste partier.
online-server = Server
online-user = Namn
online-password = Lösenord
online-password-kept = Taflbord skriver aldrig lösenordet till en fil. ”Kom ihåg mig” sparar det i skrivbordets nyckelring, där det finns en.
online-create = Skapa det här kontot
online-log-in = Logga in
online-connecting = Ansluter…
online-log-out = Logga ut
online-not-an-account = Servern tar inte emot det kontot: { $why }.
online-wrong-version = Servern kräver ett nyare Taflbord: den använder en annan version av protokollet.
online-wrong-password = Lösenordet är fel.
online-no-account = Det finns inget konto med det namnet. Kryssa i ”Skapa det här kontot” för att skapa det.
online-name-taken = Det finns redan ett konto med det namnet.
online-refused = Servern vägrade: { $why }
online-logged-in-as = { $user } på { $server }
online-lost = Anslutningen bröts ({ $why }). Försöker igen om { $seconds } s…
online-challenge = { $player } vill anta din partiförfrågan.
online-accept = Ta emot
online-decline = Avböj
online-back-to-game = Tillbaka till ditt parti: { $attackers } mot { $defenders }
online-new-seek = Sök ett parti
online-seek = Sök
online-withdraw = Dra tillbaka
online-seeks = Öppna partiförfrågningar
online-no-seeks = Ingen söker något parti just nu.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · din sida: { $side }
online-rated = med rating
online-unrated = utan rating
online-join = Gå med
online-running = Pågående partier
online-watch = Titta på
online-players = Spelare
online-player-record = { $wins } vunna · { $losses } förlorade · { $draws } remi
online-server-refused = Servern avvisade ”{ $command }”: { $reason }
online-move-refused = Skickades inte: { $why }
online-game-over = Partiet är slut — { $result }
online-your-move = Ditt drag
online-to-move = { $side } vid draget
online-draw-offered = Din motståndare erbjuder remi.
online-offer-draw = Erbjud remi
online-resign = Ge upp
online-chat = Skriv något till din motståndare
online-to-lobby = Till lobbyn
online-versus = { $attackers } mot { $defenders }
online-recent-title = { $server } · { $attackers } mot { $defenders }
online-logged-in-already = Kontot är redan inloggat, från ett annat ställe.
online-too-soon = För många försök: servern väntar en stund innan den tar emot nästa. Försök igen om en minut.
online-clock-not-kept = Servern håller Fischer-klockor (som 15+10), klockor utan tillägg (som 10) eller ingen: skriv en av dem.
online-remember = Kom ihåg mig (i skrivbordets nyckelring)
online-kept = Lösenordet är sparat i skrivbordets nyckelring.
online-not-kept = Lösenordet sparades inte ({ $why }): Taflbord sparar det ingen annanstans.
online-keyring-label = Taflbord: { $user } på { $server }
online-store-none = ingen nyckelring svarar på det här skrivbordet
online-store-locked = nyckelringen är låst
online-store-silent = nyckelringen svarade inte
online-store-not-text = det nyckelringen sparat är inte text

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = hittar inte servern { $server }: { $error }
online-loss-no-address = servern { $server } har ingen adress
online-loss-unreachable = kan inte ansluta till { $server }: { $error }
online-loss-server-closed = servern stängde anslutningen
online-loss-broke = ett fel uppstod i anslutningen: { $error }
online-loss-not-sent = kunde inte skicka till servern: { $error }
online-loss-silent = servern sa ingenting på { $seconds } s
online-loss-line-too-long = servern skickade en rad längre än { $megabytes } MB
online-loss-broken-off = anslutningen kopplades bort
online-loss-not-yet = servern låter dig inte logga in igen än

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = ett namn har 1 till 16 tecken
online-account-name-character = ”{ $character }” får inte finnas i ett namn: använd bokstäver, siffror, - och _
online-account-password-length = ett lösenord har 1 till 32 byte
online-account-password-characters = ett lösenord får inte innehålla mellanslag eller styrtecken
