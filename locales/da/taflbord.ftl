# Taflbord in Danish: the same message ids and variables as locales/en/taflbord.ftl
# (tests/locales.rs checks it).

## The game and its pieces

app-name = Taflbord
side-attackers = Angribere
side-defenders = Forsvarere
piece-attacker = en angriber
piece-defender = en forsvarer
piece-king = kongen

## Built-in variants

variant-copenhagen = København-hnefatafl
variant-fetlar = Fetlar-hnefatafl
variant-book13 = Strategibogen 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, ét skridt
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## How a game ends

outcome-attackers-win = Angriberne vinder: { $reason }
outcome-defenders-win = Forsvarerne vinder: { $reason }
outcome-draw = Uafgjort: { $reason }
reason-corner-escape = kongen undslap til et hjørne
reason-edge-escape = kongen undslap til kanten
reason-periphery-escape = kongen undslap langs kanten
reason-exit-fort = kongen byggede et udgangsfort
reason-king-captured = kongen blev fanget
reason-encircled = forsvarerne blev omringet
reason-mate = kongen kan ikke reddes
reason-no-legal-move = siden i trækket havde intet lovligt træk
reason-repetition = en stilling opstod for tredje gang
reason-perpetual-repetition = endeløs gentagelse
reason-resignation = partiet blev opgivet
reason-time = tiden løb ud
reason-agreement = efter aftale
reason-move-limit = trækgrænsen blev nået

## Moves that are not allowed

illegal-game-over = partiet er slut
illegal-no-piece = der står ingen brik på startfeltet
illegal-not-your-piece = brikken tilhører den anden side
illegal-not-straight = brikker flytter langs en række eller kolonne
illegal-too-far = brikken må ikke flytte så langt
illegal-blocked = vejen er ikke fri
illegal-restricted = trækket bruger et forbudt felt
illegal-repetition = trækket gentager en stilling, og det forbyder reglerne
illegal-king-exposed = trækket lader kongen stå, så han kan fanges

## Typed moves

typed-off-board = { $square } ligger uden for brættet på { $size }×{ $size }
typed-no-piece-behind = der står ingen brik bag målfeltet, modsat pilens retning
typed-wrong-side = brikken bag målfeltet er { $piece }, ikke en brik fra siden i trækket
typed-not-the-king = »k« markerer et kongetræk, men brikken bag målfeltet er { $piece }
typed-missing-king-mark = det er kongen, der flytter her: skriv »k« foran pilen
typed-how = skriv et træk som f4-c4 eller →9·7 (>9.7 eller k^4.4 på et almindeligt tastatur)
typed-placeholder = Skriv et træk: { $first } eller { $second }
typed-bots-turn = Det er bottens tur.
typed-problem = »{ $typed }«: { $problem }

## Bots

level-thrall = Træl
level-thrall-description = Begynder, rating { $rating }: ser kun sit eget træk og overser trusler.
level-karl = Karl
level-karl-description = Fritidsspiller, rating { $rating }: ser dit svar, men spiller tit sjusket.
level-huscarl = Huskarl
level-huscarl-description = Klubspiller, rating { $rating }: ser dit svar, spiller af og til sjusket.
level-jarl = Jarl
level-jarl-description = Stærk spiller, rating { $rating }: spiller sit bedste træk, kender åbningerne.
level-king = Konge
level-king-description = Ekspert, rating { $rating }: ser tre træk frem, kender åbningerne.
level-valkyrie = Valkyrie
level-valkyrie-description = Mester, rating { $rating }: ser fem træk frem, kender åbningerne.
level-tyr = Tyr
level-tyr-description = International mester, rating { $rating }: ser seks træk frem, kender åbningerne.
level-thor = Thor
level-thor-description = Stormester, rating { $rating }: ser syv træk frem, kender åbningerne, lukker om kongen, når den angriber.
level-allfather = Alfader
level-allfather-description = Stærkest, rating over { $rating }: tænker ti sekunder pr. træk.

## The strategies of the Fetlar paper

strategy-aggressive = Aggressiv
strategy-barricading-aggressive = Barrikade-aggressiv
strategy-barricading-cordon = Barrikade-kordon
strategy-king-centered = Kongecentreret
strategy-defensive = Defensiv
strategy-foot-in-the-door = Foden i døren
strategy-fortification = Befæstning
strategy-king-s-guard = Kongens garde
strategy-mobile-king = Mobil konge
strategy-random = Tilfældig

## Settings file

settings-missing = Ingen indstillinger endnu: standardindstillingerne bruges (de gemmes i { $file }).
settings-not-utf8 = den er ikke UTF-8-tekst
settings-broken-kept = Indstillingsfilen { $file }: { $problem }. Standardindstillingerne bruges; filen er gemt som { $kept }.
settings-broken-not-moved = Indstillingsfilen { $file }: { $problem }. Standardindstillingerne bruges; filen kunne ikke flyttes til side ({ $error }), så ændringer bliver ikke gemt.
settings-save-failed = Kunne ikke gemme indstillingerne i { $file }: { $error }
file-error-at = linje { $line }, kolonne { $column }: { $reason }

## The main window

window-title = { $game } — Taflbord
log-software-renderer = grafikadapteren { $adapter } tegner i software, så vinduet tegnes med tiny-skia (ICED_BACKEND=wgpu vælger wgpu)
game-title = { $variant } · { $attackers } mod { $defenders }
status-game-over = Partiet er slut – { $outcome }
status-recorded = Noteret resultat: { $outcome }
status-attackers-to-move = Angriberne i trækket ({ $player })
status-defenders-to-move = Forsvarerne i trækket ({ $player })
status-thinking = Tænker… { $seconds } s
status-hinting = Leder efter et tip… { $seconds } s
status-search = dybde { $depth } · { $score } for angriberne · { $knodes }k knuder
warning-raicki = Raicki! Kongen har en vej ud.
warning-tuicku = Tuicku! Kongen har to veje ud.
warning-escape =
    { $count ->
        [one] Flugt! Kongen har en vej ud.
       *[other] Flugt! Kongen har { $count } veje ud.
    }
warning-watch-your-king = Pas på kongen! Angriberne kan fange ham.
button-new-game = Nyt parti
button-recent = Seneste
button-rules = Regler
button-openings = Åbninger
button-settings = Indstillinger
button-to-start = Start
button-back = ◀
button-undo = Fortryd
button-redo = Gentag
button-forward = ▶
button-to-end = Slut
replay-speed = { $seconds } s/træk
button-pause-bots = Sæt bots på pause
button-resume-bots = Genoptag bots
button-move-now = Træk nu
button-hint = Tip

## Files

file-kind-sheet = Partiformular
file-kind-games = Tafl-partier
file-default-name = parti

## Notices: one line under the status

notice-restored = Dit sidste parti er tilbage på brættet.
notice-restore-failed = Kunne ikke gendanne det sidste parti: { $error }
notice-autosave-failed = Autogem: { $error }
notice-autosave-to-failed = Autogem til { $file } mislykkedes: { $error }
notice-recent-failed = Kunne ikke opdatere de seneste partier: { $error }
notice-practice-failed = Kan ikke øve denne åbning: { $error }
notice-book-move-unplayable = Bogtrækket { $move } kan ikke spilles her.
notice-book-moves-here = Her er det bogens træk: tryk på ▶ for at fortsætte.
notice-matchup-variant-gone = Opgørets variant »{ $variant }« findes ikke længere.
notice-matchup-save-failed = Kunne ikke gemme opgøret: { $error }
notice-export-failed = Kunne ikke eksportere: { $error }
notice-hint = Tip: { $move }
notice-saved = Gemt: { $file }
notice-save-failed = Kunne ikke gemme { $file }: { $error }
notice-opened = Åbnet: { $file }
notice-variant-assumed = Partiformularen angiver ingen variant: læst som { $variant }.
notice-result-unsupported = Partiformularen angiver { $result }, men brættet viser ingen afslutning: den er måske ufuldstændig.
notice-result-played-past = Partiet fortsætter efter det noterede resultat ({ $result }), så partiformularen angiver ikke længere noget.
read-as = Læs som
notice-open-failed = Kunne ikke åbne { $file }: { $error }
notice-variant-skipped = Variantfil sprunget over: { $error }

## Matchups

matchup-event = Opgør, runde { $round }, parti { $game }
matchup-challenger-player = Udfordrer ({ $player })
matchup-opponent-player = Modstander ({ $player })
matchup-challenger-wins = Udfordreren vinder opgøret, { $challenger }–{ $opponent }.
matchup-opponent-wins = Modstanderen vinder opgøret, { $opponent }–{ $challenger }.
matchup-score-next = Stillingen i opgøret er { $challenger }–{ $opponent }: videre til næste parti.
matchup-decided = afgjort
matchup-round-game = runde { $round }, parti { $game }
matchup-game-over = partiet er slut
matchup-status = Opgør · { $where } · udfordrer { $challenger } – { $opponent } modstander
matchup-next-game = Næste parti

## Players and the new-game screen

player-person = Menneske
player-bot = Bot: { $level }
player-strategy = Strategi: { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = Nyt parti
new-game-name = Navn (kan stå tomt)
new-game-variant = Variant
new-game-challenger = Udfordrer (angriber i første parti i hver runde)
new-game-opponent = Modstander
new-game-matchup = Opgør: runder på to partier med byttede sider
new-game-matchup-explained = Hver runde består af to partier: udfordreren angriber først og forsvarer derefter. Den, der vinder begge partier i en runde, vinder opgøret; ellers spilles endnu en runde. Alle partier gemmes.
new-game-start = Start
new-game-cancel = Annuller
new-game-clock = Ur
new-game-clock-custom = Selvvalgt…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 eller h3
new-game-clock-unread = Ugyldig tidskontrol: skriv 10 (minutter), 5+3 (minutter + sekunder pr. træk), 30s+1 (sekunder), 5d3 eller 5b3 (en forsinkelse), h3 (et timeglas) eller none.
clock-none = Intet ur
clock-minutes = { $minutes } min.
clock-seconds = { $seconds } sek.
clock-sudden-death = { $base } til hele partiet
clock-fischer = { $base } + { $seconds } sek. pr. træk
clock-simple-delay = { $base }, { $seconds } sek. forsinkelse pr. træk
clock-bronstein = { $base }, op til { $seconds } sek. tilbage pr. træk
clock-hourglass = Timeglas, { $base }
tool-pause-clock = Stop urene
tool-resume-clock = Start urene
notice-clock-paused = Urene står stille: start dem for at spille videre.
notice-clock-running = Urene går: brættet viser partiet, som det står, til det er slut, eller urene stoppes.
notice-undo-timed = Ingen tilbagetagning i et parti med ur mellem mennesker.
notice-undo-after-time = Partiet er tabt på tid: ingen tilbagetagning.
menu-review = Gennemgå partiet
status-reviewing = Gennemgår partiet: { $done } af { $of } stillinger
button-stop-review = Stop
notice-reviewed = Gennemgang færdig — unøjagtigheder: { $inaccuracies }, fejl: { $mistakes }, brølere: { $blunders }.
notes-comment-placeholder = En kommentar til dette træk

## Settings

settings-title = Indstillinger
settings-look = Udseende
settings-language = Sprog
settings-language-system = Systemets sprog
settings-theme = Tema
theme-light = Lyst
theme-dark = Mørkt
settings-board = Bræt
board-style-wood = Træ
board-style-stone = Sten
board-style-paper = Papir
settings-coordinates = Koordinater rundt om brættet
settings-legal-moves = Vis, hvor den valgte brik kan flytte hen
settings-last-move = Markér det sidste træk og dets slag
settings-animation = Brikkerne glider hen på deres felter
settings-sound-heading = Lyd
settings-sound = Lyd
settings-volume = { $percent } %
settings-engine = Motor
settings-engine-threads = Tråde til det stærkeste niveau, tip, analysebrættet og gennemgange
settings-engine-threads-note = Med flere tråde regner motoren dybere på samme tid. De andre niveauer tænker altid med én, så de spiller lige så stærkt som deres rating siger.
settings-new-games = Nye partier
settings-window = Vindue: { $width } × { $height } (huskes, når du ændrer størrelsen)
settings-saved-in = Indstillingerne gemmes i { $file }
settings-not-saved = Gemmes ikke: der er ingen konfigurationsmappe.
settings-done = Færdig

## Recent games

recent-title = Seneste partier
recent-none = Ingen partier endnu. Partier, du spiller, åbner eller gemmer, vises her.
recent-not-finished = ikke afsluttet
recent-moves =
    { $count ->
        [one] { $count } træk
       *[other] { $count } træk
    }
recent-file-gone = filen findes ikke længere
back-to-game = Tilbage til partiet

## The record sheet beside the board

sheet-opening = Åbning: { $name }
sheet-attacker = Angriber
sheet-defender = Forsvarer
sheet-no = Nr.
sheet-move = Træk
sheet-capt = Slag
sheet-back-to-main-line = Tilbage til hovedvarianten

## Export

file-kind-png = PNG-billede
file-kind-gif = Animeret GIF
file-kind-sheet-svg = Partiformular (SVG)
exported-picture = Stillingen er gemt som { $file }
exported-sheet =
    { $pages ->
        [one] Partiformularen er gemt som { $file }
       *[other] Partiformularen er gemt som { $pages } sider, { $file }…
    }

## Practising an opening

practice-wrong-move = { $move } er ikke bogtrækket. Bogen spiller { $book } her: { $why }. Prøv igen.
practice-it-captures =
    { $count ->
        [one] trækket slår { $squares }
       *[other] trækket slår { $squares }
    }
practice-how-it-goes-on = sådan fortsætter { $opening }
practice-found =
    { $mistakes ->
        [one] fundet { $found } af { $total }, { $mistakes } fejl
       *[other] fundet { $found } af { $total }, { $mistakes } fejl
    }
practice-done = Øvelsen i { $opening } er slut: { $found }. { $bot } spiller videre.
practice-as-attackers = Øver { $opening } med angriberne: { $found }.
practice-as-defenders = Øver { $opening } med forsvarerne: { $found }.

## The opening explorer

explorer-title = Bogens åbninger
explorer-empty = Bogen er tom.
explorer-moves = Træk
explorer-real-games = I rigtige partier
explorer-played = Spillet i { $games } af de { $all } partier: angriberne vandt { $attackers }, forsvarerne vandt { $defenders }, andet { $other } (forsvarerne { $percent } %).
explorer-not-played = Ikke spillet i nogen af de { $all } partier.
explorer-no-figures = Ingen tal for denne åbning.
explorer-practice = Øvelse
explorer-practice-explained = Den anden side spiller straks sine bogtræk; du skal selv finde dine. Når varianten slutter, overtager en bot den anden side.
explorer-play-as = Spil som
explorer-then-the-bot = hvorefter botten
explorer-plays-on = spiller videre.
explorer-practise = Øv denne åbning
explorer-start-position =
    { $count ->
        [one] Startstilling ({ $count } træk i varianten)
       *[other] Startstilling ({ $count } træk i varianten)
    }
explorer-move = Træk { $number } af { $count }: { $move }
explorer-move-takes = Træk { $number } af { $count }: { $move }, slår { $captures }
explorer-unplayable = { $move } kan ikke spilles: { $why }
opening-canadian-opening-note = Seed 000 angiver den canadiske og den ungarske åbning med samme træk, H1 → H4; det er én variant under to navne.

## The rules screen

rules-of = Regler for
rules-history = Historie
rules-none = Der findes ingen regelhjælp til { $variant }: det er din egen variant, læst fra en fil. Dens regler er dem, der står i filen.
rules-unreadable = Regelhjælpen kunne ikke læses: { $error }
rules-before = Før { $move }
rules-after = Efter
rules-not-allowed = { $move } (ikke tilladt)
rules-not-allowed-because = { $move } er ikke tilladt: { $why }.
rules-captured =
    { $count ->
        [0] intet bliver slået
        [one] { $squares } bliver slået
       *[other] { $squares } bliver slået
    }
rules-verdict-ends = { $move }: { $taken }. { $end }.
rules-verdict-goes-on = { $move }: { $taken }; spillet fortsætter.

## Rules help: copenhagen

help-copenhagen-history-1 = Hnefatafl, ofte kaldet vikingeskak, blev spillet i hele den nordiske verden og dukker op i flere af sagaerne. Ingen skrev reglerne ned, og da skakspillet i middelalderen bredte sig i Norden, gik det gamle spil langsomt af brug, og reglerne gik tabt.
help-copenhagen-history-2 = Moderne spillere genskabte det ud fra tablut, det samiske spil, som Linné beskrev i sin dagbog fra 1732. Hans latinske notater blev oversat til engelsk i 1811 med flere fejl, og partier spillet efter den oversættelse blev skæve til kongens fordel. Spillerne tilføjede derfor regler for at udligne: kongen skal nå et hjørne og ikke bare kanten, og hjørnerne og tronen i midten blev særlige felter.
help-copenhagen-history-3 = København-reglerne er et af disse moderne regelsæt. Tre spillere udformede dem i 2012: Aage Nielsen fra Danmark, Adam Bartley fra Norge og Tim Millar fra Storbritannien. Ud over de sædvanlige moderne regler bringer de to idéer af egen avl: skjoldborgen, der slår en hel række brikker på kanten i ét træk, og udgangsfortet, der lader kongen vinde på brættets kant. Spillet bruges ofte i turneringer og er standardspillet i Taflbord.
help-copenhagen-aim = Spillets mål
help-copenhagen-aim-1 = De to sider spiller om forskellige ting. Angriberne, med sort, har 24 brikker og vil fange kongen. Forsvarerne, med hvid, har 12 brikker og kongen, der starter på tronen midt på brættet på 11 × 11 felter; de vil bringe kongen i sikkerhed.
help-copenhagen-aim-2 = Forsvarerne vinder, når kongen når et af de fire hjørnefelter, eller når han står i et udgangsfort på kanten. Angriberne vinder, når de fanger kongen, eller når de lukker kongen og alle hans forsvarere inde i en ubrudt ring.
help-copenhagen-aim-3 = Angriberne trækker først. Derefter skiftes spillerne til at trække med én brik ad gangen.
help-copenhagen-moving = Træk
help-copenhagen-moving-1 = Alle brikker, også kongen, flytter i lige linje langs deres række eller kolonne, så mange tomme felter de vil, ligesom et tårn i skak. Brikkerne flytter aldrig diagonalt og springer aldrig over en anden brik.
help-copenhagen-moving-2 = Tronen (midterfeltet) og de fire hjørner er forbudte felter: kun kongen må stille sig på dem. Alle brikker må passere lige hen over tronen, når den er tom, og kongen må vende tilbage til den, efter at han har forladt den.
help-copenhagen-moving-diagram-1 = Kun kongen må stille sig på tronen, så angriberen på f3 kan ikke flytte til f6. Den kunne dog godt løbe hen over den tomme trone til f7 eller længere.
help-copenhagen-capturing = Slag
help-copenhagen-capturing-1 = Du slår en fjendtlig brik ved at klemme den inde mellem to af dine egne brikker på en række eller kolonne. Fælden skal lukkes af den brik, du lige har flyttet; den slagne brik fjernes derefter fra brættet. Ét træk kan slå flere brikker i forskellige retninger.
help-copenhagen-capturing-2 = Det er ufarligt at flytte ind mellem to fjendtlige brikker: kun den side, der trækker, kan slå, så brikken bliver stående.
help-copenhagen-capturing-3 = Nogle felter kan træde i stedet for en af de to brikker i fælden. Hjørnerne er fjendtlige for alle. Tronen tæller altid imod angriberne, men kun imod forsvarerne, når den er tom. Brættets kant hjælper aldrig med at slå.
help-copenhagen-capturing-4 = Kongen er bevæbnet: han kan være en af de to brikker, der lukker en fælde.
help-copenhagen-capturing-diagram-1 = Angriberen glider fra h4 til f4. Forsvareren på e4 er nu klemt inde mellem den og angriberen på d4 og bliver slået.
help-copenhagen-capturing-diagram-2 = Hjørnerne er fjendtlige for alle brikker. Når forsvareren kommer ned til c1, er angriberen på b1 klemt inde mod hjørnet a1 og bliver slået.
help-copenhagen-capturing-diagram-3 = Når tronen er tom, er den også fjendtlig for forsvarerne. Angriberen, der kommer til f4, slår forsvareren på f5 mod den tomme trone.
help-copenhagen-capturing-diagram-4 = Det er ufarligt at flytte ind mellem to fjender. Forsvareren stiller sig på e7 mellem to angribere og bliver ikke slået, fordi det ikke var angriberne, der lukkede fælden.
help-copenhagen-king = Kongen fanges
help-copenhagen-king-1 = Kongen er meget sværere at fange end en almindelig brik: angriberne skal omringe ham fra alle fire sider.
help-copenhagen-king-2 = Når kongen står ved siden af tronen, er tre angribere nok: den tomme trone lukker den fjerde side.
help-copenhagen-king-3 = På brættets kant kan kongen slet ikke fanges.
help-copenhagen-king-diagram-1 = Den sidste angriber rykker ind på d7. Med angribere på alle fire sider er kongen fanget, og angriberne vinder.
help-copenhagen-king-diagram-2 = Ved siden af den tomme trone er tre angribere nok: tronen på f6 tæller som den fjerde side, så angriberen, der flytter til f8, fanger kongen.
help-copenhagen-king-diagram-3 = På kanten er kongen i sikkerhed: selv med angribere på alle tre åbne sider er han ikke fanget, og spillet fortsætter.
help-copenhagen-escaping = Flugt og udgangsforter
help-copenhagen-escaping-1 = Forsvarerne vinder straks, når kongen når et af de fire hjørner.
help-copenhagen-escaping-2 = De vinder også med et udgangsfort: kongen står på brættets kant, kan stadig flytte, og hans forsvarere har lukket ham så tæt inde, at angriberne aldrig kan nå ham eller slå nogen af murens brikker. Taflbord leder efter et fort efter hvert af forsvarernes træk.
help-copenhagen-escaping-diagram-1 = Der står intet mellem kongen og hjørnet a11, så han løber derhen, og forsvarerne vinder.
help-copenhagen-escaping-diagram-2 = Forsvareren på g5 flytter ned til g1 og lukker et udgangsfort. Kongen på e1 kan stadig flytte til f1, ingen angriber kan nogensinde komme ind, og ingen af forsvarerne omkring ham kan slås: forsvarerne vinder.
help-copenhagen-shield-walls = Skjoldborge
help-copenhagen-shield-walls-1 = Brikker, der står side om side langs brættets kant, to eller flere i træk, kan alle slås i ét træk. Det kræver, at hver af dem har en fjendtlig brik på feltet lige inden for sig, ind mod midten af brættet. Rækken falder, når den brik, der flytter, lukker den ene ende, mens en brik fra samme side, eller et hjørne, holder den anden ende.
help-copenhagen-shield-walls-2 = Kongen kan være med. Han kan lukke rækken som enhver anden brik, eller han kan selv være en af brikkerne i rækken: så bliver forsvarerne ved siden af ham slået, men kongen selv bliver stående på brættet.
help-copenhagen-shield-walls-3 = Begge sider kan slå med en skjoldborg.
help-copenhagen-shield-walls-diagram-1 = Angriberen, der flytter til k7, lukker en skjoldborg. Hver af forsvarerne på k4, k5 og k6 har en angriber foran sig, og angriberen på k3 holder den anden ende, så alle tre bliver slået.
help-copenhagen-shield-walls-diagram-2 = Kongen er en del af denne række. Når angriberen når g1, bliver forsvarerne på d1 og f1 slået, men kongen på e1 bliver stående.
help-copenhagen-encirclement = Omringning
help-copenhagen-encirclement-1 = Hvis angriberne bygger en ubrudt ring om kongen og alle hans tilbageværende forsvarere, så ingen af dem nogensinde kan nå brættets kant, vinder angriberne.
help-copenhagen-encirclement-diagram-1 = Angriberen på f1 rykker op til f3 og lukker ringen. Hverken kongen eller nogen forsvarer kan længere komme ud til kanten, så angriberne vinder.
help-copenhagen-end = Spillets afslutning
help-copenhagen-end-1 = Spillet slutter, så snart den ene side har vundet: forsvarerne ved kongens flugt eller et udgangsfort, angriberne ved at fange kongen eller ved omringning. En spiller, der ikke har noget lovligt træk i sin tur, taber.
help-copenhagen-end-2 = Forsvarerne må ikke foretage et træk, der genskaber en stilling, som allerede har været i partiet (de samme brikker på de samme felter og samme side i trækket). Angriberne må gentage stillinger, så meget de vil.
help-copenhagen-end-3 = Ældre København-regler sagde i stedet, at endeløs gentagelse koster forsvarerne partiet. Taflbord beholder den regel som indstillingen »historical«, så man kan genspille gamle partier.

## Rules help: fetlar

help-fetlar-history-1 = Fetlar-hnefatafl er et af de moderne regelsæt for vikingespillet på et bræt på 11 × 11 felter. Ligesom de andre bygger det på genskabelsen af hnefatafl ud fra Linnés notater om det samiske spil tablut, med ændringer, der skal give begge sider en fair chance: kongen skal nå et hjørne, og hjørnerne og tronen i midten er særlige felter.
help-fetlar-history-2 = Reglerne blev offentliggjort af et panel i 2007, og det var det første regelsæt, der blev taget i brug til turneringsspil. Det bruger samme startopstilling som København, men har hverken skjoldborge eller udgangsforter, så det er et godt sted at begynde.
help-fetlar-history-3 = En forskningsartikel fra 2025 skrev Fetlar-reglerne op i formel logik og lod computerspillere bygget på ni forskellige strategier spille mod hinanden; Taflbords strategispillere stammer fra den artikel. Artiklens formelle tekst afviger fra de offentliggjorte regler på to punkter, kanten og tronen. Taflbord følger de offentliggjorte regler og tilbyder artiklens fortolkning som indstillingen »paper-edge«.
help-fetlar-aim = Spillets mål
help-fetlar-aim-1 = Angriberne, med sort, har 24 brikker. Forsvarerne, med hvid, har 12 brikker og deres konge, der starter på tronen midt på brættet.
help-fetlar-aim-2 = Forsvarerne vinder, når kongen når et af de fire hjørnefelter. Angriberne vinder, når de fanger kongen, eller når de lukker en ring om kongen og alle hans forsvarere.
help-fetlar-aim-3 = Angriberne trækker først; derefter skiftes spillerne til at trække, ét træk ad gangen.
help-fetlar-moving = Træk
help-fetlar-moving-1 = Alle brikker, konge eller ej, flytter lige ud langs en række eller kolonne over et vilkårligt antal tomme felter, ligesom et tårn i skak. Ingen brik må springe over en anden eller flytte diagonalt.
help-fetlar-moving-2 = Kun kongen må stille sig på tronen eller på et hjørne. Når tronen er tom, må alle brikker passere lige hen over den, og kongen må senere vende tilbage til den.
help-fetlar-moving-diagram-1 = Tronen er tom, så forsvareren må krydse den: den flytter fra d6 hen over f6 til h6.
help-fetlar-capturing = Slag
help-fetlar-capturing-1 = En brik bliver slået, når den brik, der lige har flyttet, klemmer den inde mellem sig selv og en anden brik fra sin egen side, på en række eller kolonne. Den slagne brik fjernes fra brættet. Det er ufarligt at flytte ind i hullet mellem to fjendtlige brikker.
help-fetlar-capturing-2 = Hjørnerne og tronen kan træde i stedet for den anden brik. Alle brikker regner hjørnerne for fjender. Tronen tæller altid imod angriberne, men kun imod forsvarerne, når ingen står på den. Brættets kant tæller slet ikke.
help-fetlar-capturing-3 = Kongen er bevæbnet, så han kan hjælpe med at slå.
help-fetlar-capturing-diagram-1 = Kongen lukker selv fælden: ved at flytte ned til e5 slår han angriberen på d5, der nu står mellem ham og forsvareren på c5.
help-fetlar-capturing-diagram-2 = Den tomme trone er fjendtlig for angriberne. Forsvareren, der flytter op til d6, slår angriberen på e6 mod den.
help-fetlar-capturing-diagram-3 = Forsvareren, der flytter til k3, slår angriberen på k2 mod hjørnet k1.
help-fetlar-king = Kongen fanges
help-fetlar-king-1 = For at fange kongen skal angriberne besætte alle fire felter omkring ham. Ved siden af tronen behøver de kun de tre andre, da den tomme trone træder i stedet for den fjerde.
help-fetlar-king-2 = På brættets kant kan kongen ikke fanges. (Forskningsartiklens formelle tekst lader i stedet kanten hjælpe med at fange kongen; vælg indstillingen »paper-edge« for at spille sådan.)
help-fetlar-king-diagram-1 = Kongen på tronen er omringet på tre sider. Angriberen, der flytter op til f5, lukker den fjerde side og fanger ham.
help-fetlar-king-diagram-2 = En konge på kanten kan ikke fanges: angriberne står nu på alle tre af hans åbne sider, og alligevel fortsætter spillet.
help-fetlar-escaping = Flugt
help-fetlar-escaping-1 = Kongen undslipper, og forsvarerne vinder, så snart han når et af de fire hjørner.
help-fetlar-escaping-diagram-1 = Vejen op langs kanten er fri, så kongen flytter fra k7 til hjørnet k11, og forsvarerne vinder.
help-fetlar-encirclement = Omringning
help-fetlar-encirclement-1 = Angriberne vinder også, hvis kongen og alle tilbageværende forsvarere efter et af angribernes træk er lukket inde i en ubrudt ring af angribere, så ingen af dem kan nå brættets kant.
help-fetlar-end = Spillets afslutning
help-fetlar-end-1 = Spillet slutter, så snart kongen undslipper, bliver fanget eller bliver omringet sammen med alle sine forsvarere. En spiller, der ikke kan foretage noget lovligt træk i sin tur, taber.
help-fetlar-end-2 = Hvis den samme stilling (de samme brikker på de samme felter og samme side i trækket) opstår for tredje gang, ender partiet uafgjort.

## Rules help: book13

help-book13-history-1 = Denne variant stammer fra en moderne »Book of Strategy« for hnefatafl, der beskriver reglerne og skikkene for spil på et bræt på 13 × 13 felter. Den beholder den enkleste flugtregel af alle, nemlig at kongen blot skal nå kanten, og tilføjer en stærk måde at slå på: indeslutning, der kan slå en hel gruppe brikker i ét træk.
help-book13-history-2 = Brætter af denne størrelse har en forbindelse til vikingetiden: blandt fundene fra Gokstadskibet fra 800-tallet i Norge er et ødelagt spillebræt, der er 13 felter bredt, og nogle forfattere har taget den størrelse for den oprindelige hnefatafl, selv om det slet ikke er sikkert, at brættet blev brugt til tafl.
help-book13-history-3 = Bogen giver reglerne, men ingen tegning af startopstillingen, så Taflbord stiller brikkerne op som i Parletts rekonstruktion af spillet på 13 × 13 felter: 32 angribere mod 16 forsvarere og deres konge. Bogens måde at notere partier på, med kolonner og rækker nummereret fra 1 til 13 (som i 12·9), er den, Taflbord bruger på partiformularen til alle varianter.
help-book13-aim = Spillets mål
help-book13-aim-1 = Angriberne spiller med de sorte brikker, forsvarerne med de hvide brikker og den gule konge, der starter midt på brættet.
help-book13-aim-2 = Forsvarerne vinder, så snart kongen når et hvilket som helst felt på brættets kant. Angriberne vinder ved at fange kongen.
help-book13-aim-3 = Angriberne trækker først, og derefter skiftes spillerne til at trække.
help-book13-moving = Træk
help-book13-moving-1 = Brikkerne flytter i lige linje langs en række eller kolonne over så mange tomme felter, man vil. De kan ikke flytte diagonalt, og de kan ikke lande på eller springe over en anden brik.
help-book13-moving-2 = Der er ingen særlige felter i dette spil: alle brikker må stille sig hvor som helst, også på midterfeltet og i hjørnerne.
help-book13-sandwich = Slag ved indeklemning
help-book13-sandwich-1 = Klem en fjendtlig brik inde mellem to af dine egne på en række eller kolonne ved at flytte en af dem på plads, så er den slået. Kongen tæller her som enhver anden brik: han kan fanges på denne måde, og han kan hjælpe med at slå.
help-book13-sandwich-2 = Brættets kant fungerer aldrig som den ene side af en klemme.
help-book13-sandwich-3 = Det er ufarligt at flytte sin egen brik ind i en klemme: den bliver kun slået, når modspilleren lukker fælden. Ét træk kan slå flere brikker på én gang.
help-book13-sandwich-diagram-1 = Ét træk, to slag: forsvareren, der kommer til d9, klemmer angriberen på c9 inde mod b9 og angriberen på e9 inde mod f9.
help-book13-sandwich-diagram-2 = Kanten hjælper ikke med en klemme. Forsvareren på a6 har en angriber ved siden af sig og kanten bag sig, men bliver ikke slået.
help-book13-enclosure = Slag ved indeslutning
help-book13-enclosure-1 = Efter et træk bliver enhver gruppe af fjendtlige brikker (brikker, der hænger sammen langs rækker og kolonner), som ikke længere har et tomt felt ved siden af sig, slået, uanset hvor stor den er, og hvilken form den har. Her hjælper brættets kant faktisk: den lukker en gruppe inde lige så godt som dine egne brikker.
help-book13-enclosure-2 = Slag ved indeslutning kommer før slag ved indeklemning. Hvis gruppen omfatter kongen, bliver kongen fanget sammen med den, og angriberne vinder.
help-book13-enclosure-diagram-1 = Forsvarerne på a4 og a5 danner en gruppe med kun ét tomt nabofelt, a6. Angriberen, der flytter derhen, efterlader dem intet tomt felt overhovedet, så begge bliver slået.
help-book13-enclosure-diagram-2 = Kongen og forsvareren ved siden af ham er lukket inde på alle sider, så snart angriberen når f10. Hele gruppen bliver slået, kongen med, og angriberne vinder.
help-book13-king = Kongen fanges
help-book13-king-1 = Kongen er ikke sværere at fange end nogen anden brik: to angribere på hver sin side af ham er nok, hvor som helst på brættet. Han kan også gå tabt ved en indeslutning, som vist ovenfor.
help-book13-king-diagram-1 = Angriberen, der flytter op til i5, klemmer kongen inde mellem sig selv og angriberen på g5. Kongen er fanget, og angriberne vinder.
help-book13-escaping = Flugt
help-book13-escaping-1 = Kongen undslipper, så snart han når et hvilket som helst felt på brættets kant, hjørnerne medregnet, og forsvarerne vinder.
help-book13-escaping-diagram-1 = Kongen løber ned fra d4 til kanten på d1 og undslipper.
help-book13-end = Spillets afslutning
help-book13-end-1 = Alle partier spilles til ende: intet parti ender uafgjort, og ingen må give op. Taflbord tilbyder ikke uafgjort i denne variant. En spiller, der ikke har noget lovligt træk i sin tur, taber.
help-book13-end-2 = I turneringer mødes spillerne i opgør. En runde består af to partier, hvor udfordreren angriber i det første parti og forsvarer i det andet. Den, der vinder begge partier i en runde, vinder opgøret; ellers spilles endnu en runde.

## Rules help: tablut

help-tablut-history-1 = Tablut er det bedst overleverede spil i hele tafl-familien. I 1732 rejste den svenske naturforsker Carl Linné gennem Lapland og skrev om et brætspil, han så samerne spille: en konge og hans otte mænd, svenskerne, mod seksten moskovitter. Han tegnede brættet og noterede, hvad han så, i fjorten korte optegnelser, selv om han ikke ser ud til at have forstået samisk.
help-tablut-history-2 = Hans notater blev oversat til engelsk i 1811. I 1913 hævdede skakhistorikeren H. J. R. Murray, at tablut var det samme spil som vikingernes hnefatafl, og hans regler, hvor kongen undslipper hvor som helst på kanten, blev kopieret af næsten alle senere bøger. Med de regler er spillet meget let for kongen.
help-tablut-history-3 = Taflbord spiller en tættere læsning af Linné, lavet til en svensk vandreudstilling (Riksutställningar) i 1972. Felterne, hvor angriberne starter, er lejre, midterfeltet er kongens borg, og begge er lukket for almindelig færdsel; kongen kan kun undslippe til et kantfelt uden for lejrene. Svenskerne trækker først.
help-tablut-aim = Spillets mål
help-tablut-aim-1 = Kongen starter i borgen, midterfeltet e5, med sine otte svenskere (hvid) omkring sig. De seksten moskovitter (sort) starter i fire T-formede lejre, én midt på hver kant.
help-tablut-aim-2 = Svenskerne vinder, når deres konge når et kantfelt, der ikke hører til en lejr. Moskovitterne vinder, når de fanger kongen.
help-tablut-aim-3 = Usædvanligt nok er det kongens side, der trækker først.
help-tablut-moving = Træk og forbudte felter
help-tablut-moving-1 = Alle brikker flytter som tårne i skak: lige ud langs en række eller kolonne, over et vilkårligt antal tomme felter, uden at springe.
help-tablut-moving-2 = Forbudte felter er lukket for færdsel: ingen brik må stille sig i borgen eller i en lejr eller passere hen over dem. Den eneste undtagelse er en moskovit, der endnu ikke har forladt sin egen lejr: den må flytte rundt inde i lejren og krydse dens felter, når den forlader den. Derefter må den aldrig vende tilbage, og den må ikke gå ind på noget andet forbudt felt.
help-tablut-moving-3 = Når kongen har forladt borgen, forbliver den tom for altid: ingen, ikke engang kongen, må krydse den eller stille sig i den.
help-tablut-moving-diagram-1 = Når kongen er gået ud, må ingen krydse den tomme borg, så forsvareren kan ikke flytte fra e3 til e7.
help-tablut-moving-diagram-2 = Denne angriber har allerede forladt sin lejr og må ikke gå ind i en lejr igen: trækket c4-a4 er ikke tilladt.
help-tablut-capturing = Slag
help-tablut-capturing-1 = En brik bliver slået, når spilleren, der trækker, klemmer den inde mellem to af sine egne brikker, én på hver side langs en række eller kolonne. Det er ufarligt selv at flytte ind i hullet mellem to fjender.
help-tablut-capturing-2 = Kun brikker slår: borgen og lejrfelterne træder aldrig i stedet for en brik, når en almindelig brik slås. Kongen er bevæbnet og kan hjælpe med at slå.
help-tablut-capturing-diagram-1 = Angriberen, der fejer ind på d7, klemmer forsvareren på c7 inde mod angriberen på b7 og slår den.
help-tablut-capturing-diagram-2 = Forsvareren på g5 står ved siden af det tomme lejrfelt h5, men lejrfelter slår ikke: når angriberen kommer til f5, bliver intet slået.
help-tablut-king = Kongen fanges
help-tablut-king-1 = Kongen er kun fanget, når han er lukket inde på alle fire sider. Hver side skal være en angriber eller et forbudt felt: den tomme borg eller et felt i en lejr. Så kan han ikke flytte nogen steder hen.
help-tablut-king-diagram-1 = Ved siden af borgen er tre angribere nok: borgen lukker den fjerde side, og angriberen, der flytter til e7, fanger kongen.
help-tablut-king-diagram-2 = Et lejrfelt spærrer for kongen ligesom en angriber: når kongen står på e3 med lejrfeltet e2 under sig, fanger angriberen, der kommer til e4, ham.
help-tablut-combined-trap = Den kombinerede fælde
help-tablut-combined-trap-1 = En forsvarer, der står lige ved siden af sin konge, kan klemmes inde mod kongen. Antag, at kongen er lukket inde på de tre resterende sider, hvad enten det er af angribere eller af forbudte felter. Så fjerner en angriber, der stiller sig på feltet på den anden side af forsvareren, denne forsvarer fra brættet, mens kongen bliver stående, hvor han er.
help-tablut-combined-trap-diagram-1 = Kongen på c3 er spærret inde på tre sider. Angriberen, der kommer til e3, slår forsvareren på d3, der sidder fast mellem den og sin egen konge; kongen bliver stående.
help-tablut-escaping = Flugt
help-tablut-escaping-1 = Kongen undslipper, og svenskerne vinder, når han når et hvilket som helst kantfelt, der ikke er en del af en lejr.
help-tablut-escaping-2 = Linné noterede to advarsler. Hvis kongen har én åben vej til kanten, skal svenskerne advare modstanderen med »raicki«; med to åbne veje er ordet »tuicku«, og spillet er så godt som vundet. Taflbord viser disse advarsler for dig.
help-tablut-escaping-diagram-1 = Kolonne g er åben ud til kanten, og g9 er ikke et lejrfelt, så kongen løber derhen og undslipper.
help-tablut-end = Spillets afslutning
help-tablut-end-1 = Spillet er slut, når kongen undslipper eller bliver fanget. En spiller uden lovlige træk i sin tur taber.
help-tablut-end-2 = En trussel må ikke gentages igen og igen: intet træk må skabe en stilling, der allerede er opstået to gange.

## Rules help: onestep9

help-onestep9-history-1 = Dette er hnefatafl, sådan som et regelark for begyndere lærer det fra sig: et bræt på 9 × 9 felter, en konge med otte forsvarere mod seksten angribere og ét særligt greb, der holder spillet roligt og let at følge. Alle brikker, også kongen, flytter kun ét felt ad gangen.
help-onestep9-history-2 = Sagaerne nævner hnefatafl igen og igen, og dygtighed i spillet blev værdsat lige så højt som dygtighed med våben. I sagaen Morkinskinna siger Eysteinn til sin bror Sigurd, at han er den dygtigste af de to og den bedste hnefatafl-spiller. Vikingerne tog spillet med sig til blandt andet Island, Irland, Storbritannien og Wales.
help-onestep9-history-3 = Hærenes størrelse passer med fund fra vikingetiden: sæt af spillebrikker af glas fra grave på Björkö (Birka) og i Valsgärde i Sverige ser ud til at stamme fra sæt lavet til et bræt på 9 × 9 felter. Arkets egen tegning af startopstillingen er ikke bevaret, så Taflbord bruger den sædvanlige opstilling på 9 × 9: kongen i midten, hans otte forsvarere i et kors omkring ham og angriberne i fire T-formede grupper langs kanterne.
help-onestep9-aim = Spillets mål
help-onestep9-aim-1 = Forsvarerne (hvid) vil føre deres konge fra midten til et af de fire hjørnefelter. Angriberne (sort) vil fange kongen, før han når dertil.
help-onestep9-aim-2 = Angriberne trækker først; derefter skiftes spillerne til at trække.
help-onestep9-moving = Træk
help-onestep9-moving-1 = Hvert træk flytter én brik præcis ét felt op, ned, til venstre eller til højre. Intet flytter diagonalt, og intet flytter mere end ét felt.
help-onestep9-moving-2 = Midterfeltet er tronen, og den og de fire hjørner er forbeholdt kongen: ingen anden brik må træde ind på dem. Kongen må vende tilbage til tronen, når han vil.
help-onestep9-moving-diagram-1 = Hvert træk er et enkelt skridt: angriberen på c3 må gå til c4, men ikke direkte videre til c5.
help-onestep9-capturing = Slag
help-onestep9-capturing-1 = Når et træk efterlader en fjendtlig brik klemt inde mellem to af den trækkende spillers brikker, eller mellem en af dem og et hjørne, langs en række eller kolonne, bliver den fjendtlige brik slået. Hjørnerne virker mod begge sider.
help-onestep9-capturing-2 = Tronen er ikke fjendtlig: den hjælper aldrig med at slå en almindelig brik.
help-onestep9-capturing-3 = En brik må trygt træde ind mellem to fjender; den bliver kun slået, hvis fjenden lukker fælden. Kongen er bevæbnet og kan hjælpe med at slå.
help-onestep9-capturing-diagram-1 = Angriberen træder ned fra e8 til e7 og klemmer forsvareren på d7 inde mod angriberen på c7.
help-onestep9-capturing-diagram-2 = Hjørnet a9 er fjendtligt: angriberen, der træder op til c9, slår forsvareren på b9 mod det.
help-onestep9-capturing-diagram-3 = Tronen slår ikke. Angriberen på e6 står mellem den tomme trone og forsvareren, der kommer til e7, og den bliver stående på brættet.
help-onestep9-king = Kongen fanges
help-onestep9-king-1 = Over for kongen tæller brættets kant, hjørnerne og den tomme trone alle som fjender. Han er fanget, når hver af hans fire sider er lukket af en angriber eller af en af disse.
help-onestep9-king-2 = Der skal altså fire angribere til, mens han står på tronen, tre ved siden af tronen eller på kanten og kun to, når han står ved siden af et hjørne.
help-onestep9-king-diagram-1 = På kanten er tre angribere nok: kanten lukker den fjerde side, og angriberen, der træder til e2, fanger kongen.
help-onestep9-king-diagram-2 = Ved siden af et hjørne klarer to angribere det: hjørnet a1 og kanten lukker to sider, og angriberen, der træder til b2, lukker den sidste.
help-onestep9-king-diagram-3 = Ved siden af tronen er den tomme trone den fjerde side: angriberen, der træder til e3, fanger kongen.
help-onestep9-escaping = Flugt
help-onestep9-escaping-1 = Kongen undslipper, og forsvarerne vinder, når han træder ind på et hjørnefelt.
help-onestep9-escaping-2 = Spillerne advarer hinanden. Når kongen har fri vej til et hjørne i sit næste træk, siger forsvarerne »Flugt!«; når angriberne kan fange kongen i deres næste træk, siger de »Pas på kongen!«. Taflbord viser begge advarsler.
help-onestep9-escaping-diagram-1 = Kongen træder ind i hjørnet a1, og forsvarerne vinder.
help-onestep9-end = Spillets afslutning
help-onestep9-end-1 = Spillet slutter, når kongen undslipper eller bliver fanget. En spiller, der ikke kan foretage noget lovligt træk i sin tur, taber partiet.

## Rules help: brandubh

help-brandubh-history-1 = Brandubh er det irske medlem af tafl-familien og det mindste: det spilles på et bræt på 7 × 7 felter. Navnet betyder »ravnsort«. Gamle irske digte taler om en gylden høvdingebrik, branán, med en mand på hver side, og om et sæt med fem hvide brikker mod otte røde.
help-brandubh-history-2 = Den irske forsker Eoin MacWhite foreslog et bræt på 7 × 7 felter med brikkerne opstillet som et kors: kongen i midten, hans fire mænd ved siden af ham og de otte angribere for enden af korsets fire arme. Det er den startopstilling, der bruges her.
help-brandubh-history-3 = Man har fundet brætter af den rette størrelse. Et fint udskåret træbræt med 7 × 7 huller til brikker med tap blev gravet frem ved Ballinderry i Irland i 1932 og findes nu på Irlands Nationalmuseum i Dublin; dets hjørnehuller er markeret, hvilket tyder på, at kongen undslap dertil. To stenbrætter med et indridset net af 7 × 7 punkter stammer fra en vikingebosættelse fra 800-tallet ved Buckquoy på Orkneyøerne.
help-brandubh-aim = Spillets mål
help-brandubh-aim-1 = Kongen starter på tronen i midten med fire forsvarere omkring sig. De otte angribere står to og to for enden af korset.
help-brandubh-aim-2 = Forsvarerne vinder, når kongen når et af de fire hjørner. Angriberne vinder, når de fanger kongen. Angriberne trækker først.
help-brandubh-moving = Træk
help-brandubh-moving-1 = Brikkerne flytter som tårne i skak: et vilkårligt stykke langs en række eller kolonne, så længe vejen er fri. Ingen spring og ingen diagonale træk.
help-brandubh-moving-2 = Kun kongen må stille sig på tronen eller på et hjørnefelt. Alle brikker må passere hen over tronen, når den er tom, og kongen må vende tilbage til den.
help-brandubh-capturing = Slag
help-brandubh-capturing-1 = Klem en fjendtlig brik inde mellem to af dine egne brikker langs en række eller kolonne ved at flytte en af dem på plads, så er den slået. En brik, der selv flytter ind mellem to fjender, er i sikkerhed.
help-brandubh-capturing-2 = De fire hjørner er fjendtlige for alle, så et hjørne kan fungere som den ene af de to brikker i fælden. Tronen er ikke fjendtlig og hjælper aldrig med at slå.
help-brandubh-capturing-3 = Kongen er bevæbnet: han kan være en af de to brikker, der slår.
help-brandubh-capturing-diagram-1 = Angriberen kommer ned til c5 og klemmer forsvareren på b5 inde mod angriberen på a5.
help-brandubh-capturing-diagram-2 = Hjørnet a1 tæller som fjende for angriberen på a2: forsvareren, der kommer til a3, slår den.
help-brandubh-capturing-diagram-3 = Tronen er ikke fjendtlig: forsvareren på d5, mellem den tomme trone og angriberen, der flytter til d6, bliver ikke slået.
help-brandubh-king = Kongen fanges
help-brandubh-king-1 = I brandubh er kongen svag: han fanges som enhver anden brik, af to angribere på modsatte sider af ham, hvor som helst på brættet, selv på tronen.
help-brandubh-king-2 = Da hjørnerne også er fjendtlige for ham, er én angriber på den modsatte side nok, når han står ved siden af et hjørne.
help-brandubh-king-diagram-1 = To angribere er nok: angriberen, der flytter til f5, klemmer kongen inde mod angriberen på d5, og angriberne vinder.
help-brandubh-king-diagram-2 = Ved siden af et hjørne klarer én angriber det: angriberen, der flytter til a3, klemmer kongen inde mod hjørnet a1.
help-brandubh-escaping = Flugt
help-brandubh-escaping-1 = Forsvarerne vinder, så snart kongen når et af de fire hjørner.
help-brandubh-escaping-diagram-1 = Kanten er fri helt op til hjørnet g7, og kongen undslipper dertil.
help-brandubh-end = Spillets afslutning
help-brandubh-end-1 = Spillet slutter, når kongen undslipper eller bliver fanget. En spiller, der ikke har noget lovligt træk i sin tur, taber.
help-brandubh-end-2 = Hvis den samme stilling (de samme brikker på de samme felter og samme side i trækket) opstår for tredje gang, ender partiet uafgjort.

## Rules help: tawlbwrdd

help-tawlbwrdd-history-1 = Tawl-bwrdd er Wales' tafl-spil; navnet kommer højst sandsynligt af det nordiske ord for et spillebræt. Walisiske lovbøger, der traditionelt knyttes til kong Hywel Dda, nævner det ofte. De sætter en værdi på hver brik på kongens eget bræt, og tallene giver tilsammen otte mænd og en konge mod seksten.
help-tawlbwrdd-history-2 = Den fyldigste walisiske beskrivelse findes i et håndskrift, som Robert ap Ifan skrev i 1587, og som i dag opbevares på Wales' nationalbibliotek. Det beskriver et bræt på 11 × 11 felter med en konge og tolv forsvarere mod fireogtyve angribere. Reglen for at vinde er delvis ulæselig: kongen vinder, hvis han kan bevæge sig langs en bestemt linje, men ordet, der angiver linjen, er gået tabt.
help-tawlbwrdd-history-3 = Spilforfatteren R. C. Bell genskabte spillet i 1969 med en terning, der afgør, hvem der må trække, og en konge, der undslipper hvor som helst på kanten. Taflbord følger i stedet Sten Helmfrids senere forslag: ingen terninger, kongen skal faktisk bevæge sig langs kanten for at undslippe, og hans side må aldrig lade ham stå, så han kan fanges (»pas på kongen«).
help-tawlbwrdd-aim = Spillets mål
help-tawlbwrdd-aim-1 = Kongen starter midt på brættet med tolv forsvarere omkring sig. De fireogtyve angribere venter i fire blokke á seks langs kanterne.
help-tawlbwrdd-aim-2 = Forsvarerne vinder, når kongen foretager et træk langs brættets kant. Angriberne vinder ved at fange kongen i en fælde, han ikke kan reddes ud af.
help-tawlbwrdd-aim-3 = Kongens side trækker først.
help-tawlbwrdd-moving = Træk
help-tawlbwrdd-moving-1 = Alle brikker flytter som tårne i skak: lige ud langs en række eller kolonne, et vilkårligt antal tomme felter, uden at springe over noget.
help-tawlbwrdd-moving-2 = Der er ingen særlige felter: alle brikker må stille sig hvor som helst, også på midterfeltet og i hjørnerne.
help-tawlbwrdd-capturing = Slag
help-tawlbwrdd-capturing-1 = Enhver brik, også kongen, bliver slået, når modstanderen flytter en anden brik på plads, så den står mellem to af modstanderens brikker på en række eller kolonne. Hverken brættets kant eller noget felt hjælper med at slå.
help-tawlbwrdd-capturing-2 = Det er ufarligt selv at flytte ind mellem to fjendtlige brikker. I Helmfrids regler siger spilleren »gwrheill«, når han gør det, så ingen senere kan påstå, at brikken blev slået; Taflbord holder styr på det for dig.
help-tawlbwrdd-capturing-3 = Kongen er bevæbnet og kan hjælpe med at slå.
help-tawlbwrdd-capturing-diagram-1 = Angriberen, der kommer ned til e9, klemmer forsvareren på d9 inde mod angriberen på c9.
help-tawlbwrdd-capturing-diagram-2 = Kongen deltager i slag: ved at flytte op til e8 klemmer han angriberen på d8 inde mod forsvareren på c8.
help-tawlbwrdd-watch-king = Pas på kongen
help-tawlbwrdd-watch-king-1 = Kongen fanges som enhver anden brik, mellem to angribere. Men forsvarerne må aldrig lade deres konge stå, så angriberne kan tage ham i deres allernæste træk: et træk, der gør det, er ikke tilladt.
help-tawlbwrdd-watch-king-2 = Hvis kongen er truet, og intet træk fra forsvarerne kan fjerne truslen (ved at slå angriberen, spærre dens vej eller flytte kongen i sikkerhed), er kongen mat, og angriberne vinder.
help-tawlbwrdd-watch-king-diagram-1 = Kongen må ikke gå ind i fare. På c3 kunne han blive klemt inde af angriberen fra h3, der glider til d3, så trækket c6-c3 er ikke tilladt.
help-tawlbwrdd-watch-king-diagram-2 = Angriberen, der flytter til b6, truer med at klemme kongen inde med e6-d6. Kongens eneste træk, til d6, er lige så farligt, og forsvareren på h3 kan ikke hjælpe: kongen er mat, og angriberne vinder.
help-tawlbwrdd-escaping = Flugt
help-tawlbwrdd-escaping-1 = Det er ikke nok at nå kanten. Kongen undslipper, og forsvarerne vinder, når han foretager et træk langs kanten: fra et felt i en kantrække eller kantkolonne til et andet felt på samme kant.
help-tawlbwrdd-escaping-diagram-1 = Kongen når kanten på a5, men det alene vinder ikke; spillet fortsætter, og angriberne får en chance for at spærre for ham.
help-tawlbwrdd-escaping-diagram-2 = Fra k4 flytter kongen langs kanten til k8: han er undsluppet, og forsvarerne vinder.
help-tawlbwrdd-end = Spillets afslutning
help-tawlbwrdd-end-1 = Spillet slutter, når kongen undslipper langs kanten, eller når han bliver sat mat eller fanget. En spiller uden lovlige træk i sin tur taber.
help-tawlbwrdd-end-2 = Hvis den samme stilling (de samme brikker på de samme felter og samme side i trækket) opstår for tredje gang, ender partiet uafgjort.

## Rules help: alea19

help-alea19-history-1 = Alea evangelii, latin for »evangeliernes spil«, kendes fra et håndskrift fra 900-tallet, skrevet i Irland eller England og i dag opbevaret i Oxford. Det indeholder en tegning af et bræt på 18 × 18 felter, hvor brikkerne står på linjernes skæringspunkter, hvilket giver 19 × 19 pladser at spille på, og en lang forklaring af spillet som et billede på de fire evangelier.
help-alea19-history-2 = Teksten fortæller, at Dubinsi, biskop af Bangor, der døde i 951, bragte spillet til Irland fra kong Æthelstans hof i England. Den nævner 72 mænd og én høvdingebrik i midten og siger, at spillet kun forstås af den, der kender til angribere og forsvarere, en by og dens citadel og »ni skridt to gange«. Fra midten skal kongen bruge ni skridt til siden og ni skridt op eller ned for at nå et hjørne, og det kan være det, udtrykket betyder.
help-alea19-history-3 = Tegningen viser ikke, hvilke brikker der hører til hvilken side. Taflbord bruger H. J. R. Murrays opstilling, 48 angribere mod 24 forsvarere, og spiller den med de moderne hjørneregler: tegningens udsmykkede hjørner opfattes som kongens flugtfelter, og tronen og hjørnerne er forbudte og fjendtlige som i København.
help-alea19-aim = Spillets mål
help-alea19-aim-1 = Kongen starter på tronen, midterfeltet j10, blandt sine 24 forsvarere. De 48 angribere står i grupper hele vejen rundt om dem.
help-alea19-aim-2 = Forsvarerne vinder, når kongen når et hjørne af det store bræt. Angriberne vinder ved at fange kongen eller ved at lukke en ring om kongen og alle hans forsvarere.
help-alea19-aim-3 = Angriberne trækker først.
help-alea19-moving = Træk
help-alea19-moving-1 = Alle brikker flytter som tårne i skak: langs en række eller kolonne, så langt vejen er fri, aldrig med spring og aldrig diagonalt.
help-alea19-moving-2 = Kun kongen må stille sig på tronen eller på et hjørne. Alle brikker må passere hen over tronen, når den er tom, og kongen må vende tilbage til den.
help-alea19-capturing = Slag
help-alea19-capturing-1 = En brik bliver slået, når modstanderen trækker, så den er klemt inde mellem to fjendtlige brikker på en række eller kolonne. Det er ufarligt selv at flytte ind i sådan et hul.
help-alea19-capturing-2 = Hjørnerne er fjendtlige for alle brikker og kan lukke en fælde i stedet for en fjende. Tronen tæller altid imod angriberne, men kun imod forsvarerne, når den er tom. Brættets kant tæller slet ikke.
help-alea19-capturing-3 = Kongen er bevæbnet og kan deltage i slag.
help-alea19-capturing-diagram-1 = Angriberen, der kommer ned til h15, klemmer forsvareren på g15 inde mod angriberen på f15.
help-alea19-capturing-diagram-2 = Den tomme trone er fjendtlig for angriberne: forsvareren, der kommer til l10, slår angriberen på k10 mod den.
help-alea19-capturing-diagram-3 = Hjørnet s1 er fjendtligt for alle: forsvareren, der flytter til s3, slår angriberen på s2.
help-alea19-king = Kongen fanges
help-alea19-king-1 = Kongen er stærk. Han fanges kun, når angribere omringer ham på alle fire sider, eller på tre sider, når han står ved siden af den tomme trone, som så lukker den fjerde.
help-alea19-king-2 = På brættets kant kan kongen ikke fanges.
help-alea19-king-diagram-1 = Tre angribere står allerede omkring kongen på hans trone; den fjerde, der kommer til j9, fanger ham.
help-alea19-king-diagram-2 = På kanten er kongen i sikkerhed, selv med angribere på alle tre åbne sider: spillet fortsætter.
help-alea19-escaping = Flugt
help-alea19-escaping-1 = Kongen undslipper, og forsvarerne vinder, når han når et af de fire hjørner.
help-alea19-escaping-diagram-1 = Den øverste kant er åben, så kongen løber fra m19 til hjørnet s19 og undslipper.
help-alea19-encirclement = Omringning
help-alea19-encirclement-1 = Hvis kongen og alle tilbageværende forsvarere efter et træk fra angriberne er lukket inde af en ubrudt ring af angribere, så ingen af dem kan nå kanten, vinder angriberne.
help-alea19-end = Spillets afslutning
help-alea19-end-1 = Spillet slutter, når kongen undslipper, bliver fanget eller bliver omringet sammen med sine forsvarere. En spiller, der ikke kan foretage et lovligt træk i sin tur, taber.
help-alea19-end-2 = Når den samme stilling (de samme brikker på de samme felter og samme side i trækket) opstår for tredje gang, ender partiet uafgjort.

## Named openings

opening-millar-gambit-accepted = Millar-gambit (modtaget)
opening-millar-gambit-accepted-description = Forsvarerne ofrer en brik på g2, ved siden af angriberen på f2, og angriberne slår den ved at trække tilbage med h3-h2. De er en brik foran, men angriberen på h-linjen står igen på kanten, og forsvarerne vinder tid og plads på den sydøstlige side.
opening-millar-gambit-declined = Millar-gambit (afslået)
opening-millar-gambit-declined-description = Det samme tilbud på g2, men ladt i fred: angriberne spiller ikke h3-h2 og beholder h3 fremme, mens forsvareren på g2 bliver siddende bag deres sydlige linje.
opening-indirect-millar-gambit-1 = Indirekte Millar-gambit 1
opening-indirect-millar-gambit-1-description = Offeret flyttes et andet sted hen: en af kongens livvagter svinger fra g7 til j7, over mod angriberne på østkanten, hvor k8-j8 straks kan slå den.
opening-indirect-millar-gambit-2 = Indirekte Millar-gambit 2
opening-indirect-millar-gambit-2-description = Samme idé mod vest: forsvareren på e7 løber til b7, ved siden af angriberne på vestkanten, hvor a8-b8 kan slå den, og diamanten åbner sig mod nordvest.
opening-indirect-millar-gambit-3 = Indirekte Millar-gambit 3
opening-indirect-millar-gambit-3-description = Tilbuddet gives i nord: forsvareren på e7 går lige op til e10, ved siden af angriberne på f10 og e11, hvor d11-d10 kan slå den.
opening-polar-gambit = Polargambit
opening-polar-gambit-description = Et svar på samme linje i den modsatte ende: forsvareren på h6 løber nordpå til h10, lige under angriberen på h11, og angriberen på h3 kan kun slå den med det samme ved at løbe hele vejen op til h9, væk fra syd.
opening-face-to-face-attack = Ansigt-til-ansigt-angreb
opening-face-to-face-attack-description = Forsvarerne spejler angriberne: d6 kommer ned til d3, på samme række som h3 og over for den på tværs af sydsiden.
opening-side-attack = Sideangreb
opening-side-attack-description = Forsvareren foran kongen træder til siden fra f4 til i4, diagonalt ved siden af den nye angriber på h3, og lægger pres på sydøst, hvor h1-h3 har tyndet ud i kanten.
opening-american-opening = Amerikansk åbning
opening-american-opening-description = Angriberen foran sydkanten, f2, glider østpå til i2 for at dække vejen til det sydøstlige hjørne i stedet for at skubbe en kantbrik frem.
opening-bulgarian-opening = Bulgarsk åbning
opening-bulgarian-opening-description = Efter det amerikanske træk svarer forsvarerne med g5-g4 og træder ud af diamanten mod syd, hvor angriberne lige har omgrupperet.
opening-canadian-opening = Canadisk åbning / Ungarsk åbning
opening-canadian-opening-description = Som det almindelige h1-h3, men ét felt længere: angriberen på h1 stopper på h4, på højde med forsvarernes diamant, og spærrer tættere for kongens side, men efterlader til gengæld kanten længere bagude.
opening-dutch-opening = Hollandsk åbning
opening-dutch-opening-description = Et roligt træk: g1 rykker op til g2 ved siden af angriberen på f2 og danner en kompakt blok på sydsiden i stedet for at række ud.
opening-english-opening = Engelsk åbning
opening-english-opening-description = Forsvarerne besvarer det amerikanske træk med dets spejlbillede: den nordlige forsvarer f8 krydser over til i8 med kurs mod det nordøstlige hjørne.
opening-french-opening = Fransk åbning
opening-french-opening-description = Angriberen på g1 går to felter op til g3, over for forsvareren på g5 med ét tomt felt imellem, et tidligt krav på den sydøstlige fjerdedel.
opening-german-opening = Tysk åbning
opening-german-opening-description = Forsvarerne svarer på den modsatte side af brættet: d6 går nordpå til d9, mod det nordvestlige hjørne og væk fra angriberen på h3.
opening-italian-opening = Italiensk åbning
opening-italian-opening-description = Forsvareren på e7 rykker to felter op til e9, løsner diamantens nordside og sætter kurs mod nordvest.
opening-russian-opening = Russisk åbning
opening-russian-opening-description = Forsvareren på h6 går nordpå til h9, ét felt kortere end i Polargambitten, og truer nordøst uden at stille sig ved siden af angriberne på kanten.
opening-scandinavian-opening = Skandinavisk åbning
opening-scandinavian-opening-description = Angriberen på f2 glider hele vejen til j2, på diagonalen ved siden af det sydøstlige hjørne, en spærrepost, der lukker det hjørne tidligt.
opening-spanish-opening = Spansk åbning
opening-spanish-opening-description = Forsvareren foran kongen løber vestpå fra f4 til c4, til den side, angriberne ikke har rørt, og truer sydvest.

## Tool buttons (their tooltips) and the menu
tool-new-game = Nyt parti
tool-open = Åbn et parti
tool-save = Gem
tool-save-as = Gem som …
tool-flip = Vend brættet
tool-menu = Mere
tool-to-start = Til starten
tool-back = Et træk tilbage
tool-forward = Et træk frem
tool-to-end = Til sidste træk
tool-replay = Afspil partiet
tool-stop-replay = Stop afspilningen
menu-export-picture = Eksportér et billede …
menu-export-animation = Eksportér en animation …
menu-export-sheet = Eksportér partiformularen …
key-ctrl = Ctrl
key-shift = Skift
key-home = Home
key-end = End
settings-notation = Skrivemåde for træk
notation-sheet = Som i partiformularen ({ $sample })
notation-letters = Med bogstaver ({ $sample })

## The file chooser
log-no-portal = ingen fildialog fra skrivebordet: { $why }; Taflbord åbner og gemmer filer med sin egen filvælger
log-portal-silent = skrivebordsportalen svarede ikke inden for tre sekunder
log-no-runtime = intet køremiljø at nå skrivebordet med
chooser-open = Åbn et parti
chooser-save = Gem partiet
chooser-export-picture = Eksportér et billede af stillingen
chooser-export-animation = Eksportér partiet som animation
chooser-export-sheet = Eksportér partiformularen til udskrift
chooser-cancel = Annullér
chooser-up = Op
chooser-places = Steder
chooser-recent-folders = Mapper med seneste partier
chooser-place-games = Taflbords partier
chooser-place-home = Hjem
chooser-place-documents = Dokumenter
chooser-reading = Læser mappen …
chooser-unreadable = Mappen { $folder } kan ikke læses: { $reason }
chooser-empty = Ingen mapper eller filer af denne slags her.
chooser-name = Navn
chooser-save-button = Gem
chooser-replace-question = { $file } findes allerede. Erstat den?
chooser-replace = Erstat
chooser-keep = Behold den
settings-file-dialogs = Fildialoger
file-dialogs-desktop = Skrivebordets, ellers egne
file-dialogs-own = Taflbords egne

menu-analysis = Analysebræt
menu-analysis-close = Luk analysebrættet
analysis-starting = Motoren begynder at tænke …
analysis-depth = dybde { $depth } · { $knodes }k knuder · { $knps }k/s
analysis-finished = færdig
analysis-game-over = Partiet er slut.
analysis-lines = linjer: { $count }
analysis-wins-in = { $side } vinder om { $plies }

menu-set-up = Opstil en stilling
setup-title = Opstil en stilling
setup-hint = Vælg en brik og klik på felter for at sætte den der; klik med samme brik igen for at tømme feltet.
setup-attacker = Angriber
setup-defender = Forsvarer
setup-king = Konge
setup-empty = Tomt
setup-to-move = I trækket:
setup-clear = Ryd brættet
setup-start = Udgangsstilling
setup-play = Spil den
setup-analyse = Analysér den
setup-save = Gem den …
setup-ready = Stillingen kan spilles.
setup-over = Siden i trækket har intet træk: partiet er allerede slut.
setup-error-kings = Der skal være præcis én konge; der er { $count }.
setup-error-no-attackers = Der er ingen angribere.
setup-error-forbidden-attacker = Ingen angriber må stå på { $square }.
setup-error-forbidden-defender = Ingen forsvarer må stå på { $square }.
setup-error-forbidden-king = Kongen må ikke stå på { $square }.
setup-error-escaped = Kongen på { $square } er allerede undsluppet.
setup-errors-more = … og { $count } til.

# At give op, tilbyde uafgjort og slutningen på et parti; spille mod computeren
end-resign = Giv op…
end-offer-draw = Tilbyd uafgjort
end-resign-title = Vil du give partiet op?
end-resign-then = { $winner ->
    [attackers] Angriberne vinder.
   *[defenders] Forsvarerne vinder.
}
end-resign-yes = Giv op
end-resign-no = Spil videre
end-draw-offered = { $side ->
    [attackers] Angriberne tilbyder uafgjort. Tager forsvarerne imod?
   *[defenders] Forsvarerne tilbyder uafgjort. Tager angriberne imod?
}
end-draw-accept = Tag imod uafgjort
end-draw-decline = Afslå
notice-draw-declined = { $side ->
    [attackers] Angriberne afslår uafgjort.
   *[defenders] Forsvarerne afslår uafgjort.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } afslår uafgjort: botten mener, at angriberne står bedst ({ $percent } %).
   *[defenders] { $bot } afslår uafgjort: botten mener, at forsvarerne står bedst ({ $percent } %).
}
status-weighing-draw = { $bot } overvejer tilbuddet om uafgjort… { $seconds } s
end-attackers-win = Angriberne vinder
end-defenders-win = Forsvarerne vinder
end-draw = Uafgjort
end-by-resignation = { $side ->
    [attackers] Angriberne gav op.
   *[defenders] Forsvarerne gav op.
}
end-by-agreement = Uafgjort efter aftale.
end-by-time = { $side ->
    [attackers] Angribernes tid løb ud.
   *[defenders] Forsvarernes tid løb ud.
}
end-rematch = Revanche med byttede sider
end-escape = Esc: tilbage til brættet
new-game-computer = Spil mod computeren
new-game-computer-level = Niveau
new-game-computer-side = Du spiller
new-game-or-choose = Eller vælg, hvem der spiller hver side:
welcome-title = Velkommen til Taflbord
welcome-intro = Begynd med at spille mod computeren, eller spil to ved dette bræt. Reglerne åbnes med F1.
welcome-two-people = To spillere ved dette bræt
welcome-more = Flere valg…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent } % { $side ->
        [attackers] angribere
       *[defenders] forsvarere
    })
score-even = { $score } (lige)
review-comment = { $verdict ->
        [inaccuracy] Unøjagtighed
        [mistake] Fejl
       *[blunder] Brøler
    } af { $side ->
        [attackers] angriberne
       *[defenders] forsvarerne
    }: { $before } før, { $after } efter
review-better = { $comment }; bedre: { $move }

# A running timed game is not left without asking
ask-leave-timed-game = Urene går. Forlade dette parti for et andet?
button-leave-game = Forlad partiet
button-keep-playing = Spil videre

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Eksporterer { $file }: { $done } af { $of }
button-cancel-export = Annullér
notice-export-cancelled = Eksporten blev annulleret; intet blev skrevet til { $file }.
notice-export-busy = En eksport er allerede i gang: lad den blive færdig, eller annullér den.
exported-animation-frames =
    { $frames ->
        [one] Partiet er gemt som { $file }: { $frames } billede, { $kilobytes } kB
       *[other] Partiet er gemt som { $file }: { $frames } billeder, { $kilobytes } kB
    }

## Spil online på fællesskabets server
button-online = Spil online…
online-title = Spil online
online-intro = Spil mod andre mennesker på tafl-fællesskabets server. Dine partier gemmes som partiformularer og vises under Seneste partier.
online-server = Server
online-user = Navn
online-password = Adgangskode
online-password-kept = Taflbord skriver aldrig adgangskoden til en fil. »Husk mig« gemmer den i skrivebordets nøglering, hvor der er en.
online-create = Opret denne konto
online-log-in = Log ind
online-connecting = Forbinder…
online-log-out = Log ud
online-not-an-account = Serveren godtager ikke den konto: { $why }.
online-wrong-version = Serveren kræver en nyere Taflbord: den bruger en anden version af protokollen.
online-wrong-password = Adgangskoden er forkert.
online-no-account = Der findes ingen konto med det navn. Sæt flueben ved »Opret denne konto« for at oprette den.
online-name-taken = Der findes allerede en konto med det navn.
online-refused = Serveren afviste: { $why }
online-logged-in-as = { $user } på { $server }
online-lost = Forbindelsen blev afbrudt ({ $why }). Prøver igen om { $seconds } s…
online-challenge = { $player } vil tage imod din partiforespørgsel.
online-accept = Tag imod
online-decline = Afslå
online-back-to-game = Tilbage til dit parti: { $attackers } mod { $defenders }
online-new-seek = Søg et parti
online-seek = Søg
online-withdraw = Træk tilbage
online-seeks = Åbne partiforespørgsler
online-no-seeks = Ingen søger et parti lige nu.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · din side: { $side }
online-rated = med rating
online-unrated = uden rating
online-join = Deltag
online-running = Igangværende partier
online-watch = Se med
online-players = Spillere
online-player-record = { $wins } vundet · { $losses } tabt · { $draws } uafgjort
online-server-refused = Serveren afviste »{ $command }«: { $reason }
online-move-refused = Ikke sendt: { $why }
online-game-over = Partiet er slut – { $result }
online-your-move = Dit træk
online-to-move = I trækket: { $side }
online-draw-offered = Din modstander tilbyder uafgjort.
online-offer-draw = Tilbyd uafgjort
online-resign = Giv op
online-chat = Skriv noget til din modstander
online-to-lobby = Til lobbyen
online-versus = { $attackers } mod { $defenders }
online-recent-title = { $server } · { $attackers } mod { $defenders }
online-logged-in-already = Kontoen er allerede logget ind, fra et andet sted.
online-too-soon = For mange forsøg: serveren venter lidt, før den tager imod det næste. Prøv igen om et minut.
online-clock-not-kept = Serveren holder Fischer-ure (som 15+10), ure uden tillæg (som 10) eller intet: skriv et af dem.
online-remember = Husk mig (i skrivebordets nøglering)
online-kept = Adgangskoden er gemt i skrivebordets nøglering.
online-not-kept = Adgangskoden blev ikke gemt ({ $why }): Taflbord gemmer den ingen andre steder.
online-keyring-label = Taflbord: { $user } på { $server }
online-store-none = ingen nøglering svarer på dette skrivebord
online-store-locked = nøgleringen er låst
online-store-silent = nøgleringen svarede ikke
online-store-not-text = det, nøgleringen har gemt, er ikke tekst

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = kan ikke finde serveren { $server }: { $error }
online-loss-no-address = serveren { $server } har ingen adresse
online-loss-unreachable = kan ikke oprette forbindelse til { $server }: { $error }
online-loss-server-closed = serveren lukkede forbindelsen
online-loss-broke = der opstod en fejl på forbindelsen: { $error }
online-loss-not-sent = kunne ikke sende til serveren: { $error }
online-loss-silent = serveren sagde ingenting i { $seconds } s
online-loss-line-too-long = serveren sendte en linje på over { $megabytes } MB
online-loss-broken-off = forbindelsen blev koblet fra
online-loss-not-yet = serveren lader dig ikke logge ind igen endnu

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = et navn har 1 til 16 tegn
online-account-name-character = »{ $character }« må ikke stå i et navn: brug bogstaver, cifre, - og _
online-account-password-length = en adgangskode har 1 til 32 byte
online-account-password-characters = en adgangskode må ikke indeholde mellemrum eller kontroltegn
