# Taflbord in Icelandic: the same message ids and variables as locales/en/taflbord.ftl
# (tests/locales.rs checks it).

## Leikurinn og mennirnir

app-name = Taflbord
side-attackers = Árásarmenn
side-defenders = Verjendur
piece-attacker = árásarmaður
piece-defender = verjandi
piece-king = kóngurinn

## Innbyggð afbrigði

variant-copenhagen = Kaupmannahafnar-hnefatafl
variant-fetlar = Fetlar-hnefatafl
variant-book13 = Herkænskubók 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, eitt skref
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## Hvernig tafli lýkur

outcome-attackers-win = Árásarmenn vinna: { $reason }
outcome-defenders-win = Verjendur vinna: { $reason }
outcome-draw = Jafntefli: { $reason }
reason-corner-escape = kóngurinn slapp í horn
reason-edge-escape = kóngurinn slapp út á jaðarinn
reason-periphery-escape = kóngurinn slapp eftir jaðrinum
reason-exit-fort = kóngurinn komst í útgönguvirki
reason-king-captured = kóngurinn var fangaður
reason-encircled = verjendurnir voru umkringdir
reason-mate = kónginum verður ekki bjargað
reason-no-legal-move = liðið sem átti leik átti engan löglegan leik
reason-repetition = sama staðan kom upp í þriðja sinn
reason-perpetual-repetition = endalaus endurtekning
reason-resignation = uppgjöf
reason-time = tíminn rann út
reason-agreement = samkomulag
reason-move-limit = hámarksfjölda leikja var náð

## Leikir sem eru ekki leyfðir

illegal-game-over = taflinu er lokið
illegal-no-piece = enginn maður er á upphafsreitnum
illegal-not-your-piece = þessi maður tilheyrir hinu liðinu
illegal-not-straight = menn fara eftir röð eða dálki
illegal-too-far = maðurinn má ekki fara svo langt
illegal-blocked = leiðin er ekki greið
illegal-restricted = leikurinn fer um bannreit
illegal-repetition = leikurinn endurtekur stöðu, sem reglurnar banna
illegal-king-exposed = eftir leikinn gæti andstæðingurinn fangað kónginn

## Innslegnir leikir

typed-off-board = { $square } er ekki á { $size }×{ $size } borðinu
typed-no-piece-behind = enginn maður stendur aftan við áfangareitinn, í öfuga átt við örina
typed-wrong-side = maðurinn aftan við áfangareitinn er { $piece }, ekki úr liðinu sem á leik
typed-not-the-king = „k“ táknar leik kóngsins, en maðurinn aftan við áfangareitinn er { $piece }
typed-missing-king-mark = hér leikur kóngurinn: skrifaðu „k“ á undan örinni
typed-how = sláðu inn leik eins og f4-c4 eða →9·7 (>9.7 eða k^4.4 á venjulegu lyklaborði)
typed-placeholder = Sláðu inn leik: { $first } eða { $second }
typed-bots-turn = Tölvan á leik.
typed-problem = „{ $typed }“: { $problem }

## Tölvuspilarar

level-thrall = Þræll
level-thrall-description = Byrjandi, { $rating } stig: sér aðeins eigin leik og missir af hótunum.
level-karl = Karl
level-karl-description = Áhugamaður, { $rating } stig: sér svar þitt en leikur oft ónákvæmt.
level-huscarl = Húskarl
level-huscarl-description = Vanur leikmaður, { $rating } stig: sér svar þitt, leikur stundum ónákvæmt.
level-jarl = Jarl
level-jarl-description = Sterkur leikmaður, { $rating } stig: velur besta leikinn, þekkir byrjanirnar.
level-king = Kóngur
level-king-description = Sérfræðingur, { $rating } stig: reiknar þrjá leiki fram, þekkir byrjanirnar.
level-valkyrie = Valkyrja
level-valkyrie-description = Meistari, { $rating } stig: reiknar fimm leiki fram, þekkir byrjanirnar.
level-tyr = Týr
level-tyr-description = Alþjóðlegur meistari, { $rating } stig: reiknar sex leiki fram, þekkir byrjanirnar.
level-thor = Þór
level-thor-description = Stórmeistari, { $rating } stig: reiknar sjö leiki fram, þekkir byrjanirnar, króar kónginn af í sókn.
level-allfather = Alfaðir
level-allfather-description = Sterkastur, yfir { $rating } stig: hugsar í tíu sekúndur um hvern leik.

## Leikáætlanir úr Fetlar-greininni

strategy-aggressive = Sókn
strategy-barricading-aggressive = Tálmar og sókn
strategy-barricading-cordon = Tálmar og herkví
strategy-king-centered = Kóngsmiðuð
strategy-defensive = Vörn
strategy-foot-in-the-door = Fótur milli stafs og hurðar
strategy-fortification = Víggirðing
strategy-king-s-guard = Lífvörður kóngsins
strategy-mobile-king = Hreyfanlegur kóngur
strategy-random = Handahóf

## Stillingaskrá

settings-missing = Engar stillingar enn: sjálfgefin gildi eru notuð (þau verða vistuð í { $file }).
settings-not-utf8 = þetta er ekki UTF-8-texti
settings-broken-kept = Stillingaskrá { $file }: { $problem }. Sjálfgefin gildi eru notuð; skráin er geymd sem { $kept }.
settings-broken-not-moved = Stillingaskrá { $file }: { $problem }. Sjálfgefin gildi eru notuð; ekki tókst að færa skrána frá ({ $error }), svo breytingar verða ekki vistaðar.
settings-save-failed = Ekki tókst að vista stillingarnar í { $file }: { $error }
file-error-at = lína { $line }, dálkur { $column }: { $reason }

## Aðalglugginn

window-title = { $game } — Taflbord
log-software-renderer = skjákortið { $adapter } teiknar í hugbúnaði, svo glugginn er teiknaður með tiny-skia (ICED_BACKEND=wgpu velur wgpu)
game-title = { $variant } · { $attackers } gegn { $defenders }
status-game-over = Taflinu lokið — { $outcome }
status-recorded = Skráð úrslit: { $outcome }
status-attackers-to-move = Árásarmenn eiga leik ({ $player })
status-defenders-to-move = Verjendur eiga leik ({ $player })
status-thinking = Hugsar… { $seconds } s
status-hinting = Leitar að vísbendingu… { $seconds } s
status-search = dýpt { $depth } · { $score } fyrir árásarmenn · { $knodes }þ. hnútar
warning-raicki = Raicki! Kóngurinn á opna leið út.
warning-tuicku = Tuicku! Kóngurinn á tvær opnar leiðir út.
warning-escape =
    { $count ->
        [1] Undankoma! Kóngurinn á opna leið út.
        [one] Undankoma! Kóngurinn á { $count } opna leið út.
       *[other] Undankoma! Kóngurinn á { $count } opnar leiðir út.
    }
warning-watch-your-king = Gættu kóngsins! Árásarmennirnir geta fangað hann.
button-new-game = Nýtt tafl
button-recent = Nýlegar
button-rules = Reglur
button-openings = Byrjanir
button-settings = Stillingar
button-to-start = Upphaf
button-back = ◀
button-undo = Afturkalla
button-redo = Endurtaka
button-forward = ▶
button-to-end = Endir
replay-speed = { $seconds } s/leik
button-pause-bots = Gera hlé á tölvunum
button-resume-bots = Ræsa tölvurnar aftur
button-move-now = Leika strax
button-hint = Vísbending

## Skrár

file-kind-sheet = Skráningarblað
file-kind-games = Töfl
file-default-name = tafl

## Tilkynningar: ein lína undir stöðulínunni

notice-restored = Síðasta taflið þitt er komið aftur á borðið.
notice-restore-failed = Ekki tókst að endurheimta síðasta tafl: { $error }
notice-autosave-failed = Sjálfvirk vistun: { $error }
notice-autosave-to-failed = Sjálfvirk vistun í { $file } mistókst: { $error }
notice-recent-failed = Ekki tókst að uppfæra nýleg töfl: { $error }
notice-practice-failed = Ekki er hægt að æfa þessa byrjun: { $error }
notice-book-move-unplayable = Bókarleikurinn { $move } er ekki leyfilegur hér.
notice-book-moves-here = Hér á bókin leik: ýttu á ▶ til að halda áfram.
notice-matchup-variant-gone = Afbrigði einvígisins, „{ $variant }“, er ekki lengur til.
notice-matchup-save-failed = Ekki tókst að vista einvígið: { $error }
notice-export-failed = Ekki tókst að flytja út: { $error }
notice-hint = Vísbending: { $move }
notice-saved = Vistað: { $file }
notice-save-failed = Ekki tókst að vista { $file }: { $error }
notice-opened = Opnað: { $file }
notice-variant-assumed = Skráningarblaðið nefnir ekkert afbrigði: lesið sem { $variant }.
notice-result-unsupported = Skráningarblaðið segir { $result }, en borðið sýnir engan endi: það gæti verið ófullgert.
notice-result-played-past = Taflið heldur áfram eftir skráð úrslit ({ $result }), svo skráningarblaðið tilgreinir engin úrslit lengur.
read-as = Lesa sem
notice-open-failed = Ekki tókst að opna { $file }: { $error }
notice-variant-skipped = Afbrigðisskrá sleppt: { $error }

## Einvígi

matchup-event = Einvígi, { $round }. umferð, { $game }. tafl
matchup-challenger-player = Áskorandi ({ $player })
matchup-opponent-player = Andstæðingur ({ $player })
matchup-challenger-wins = Áskorandinn vinnur einvígið, { $challenger }–{ $opponent }.
matchup-opponent-wins = Andstæðingurinn vinnur einvígið, { $opponent }–{ $challenger }.
matchup-score-next = Staðan í einvíginu er { $challenger }–{ $opponent }: áfram í næsta tafl.
matchup-decided = úrslit ráðin
matchup-round-game = { $round }. umferð, { $game }. tafl
matchup-game-over = taflinu lokið
matchup-status = Einvígi · { $where } · áskorandi { $challenger } – { $opponent } andstæðingur
matchup-next-game = Næsta tafl

## Leikmenn og skjárinn fyrir nýtt tafl

player-person = Manneskja
player-bot = Tölva: { $level }
player-strategy = Leikáætlun: { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = Nýtt tafl
new-game-name = Nafn (má vera autt)
new-game-variant = Afbrigði
new-game-challenger = Áskorandi (sækir í fyrra tafli hverrar umferðar)
new-game-opponent = Andstæðingur
new-game-matchup = Einvígi: tvö töfl í umferð, skipt um lið
new-game-matchup-explained = Hver umferð er tvö töfl: áskorandinn sækir fyrst og verst síðan. Sá sem vinnur bæði töfl umferðar vinnur einvígið; annars er tefld önnur umferð. Öll töfl eru vistuð.
new-game-start = Hefja
new-game-cancel = Hætta við
new-game-clock = Klukka
new-game-clock-custom = Sérsniðin…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 eða h3
new-game-clock-unread = Þetta eru ekki tímamörk: skrifaðu 10 (mínútur), 5+3 (mínútur + sekúndur á leik), 30s+1 (sekúndur), 5d3 eða 5b3 (töf), h3 (stundaglas) eða none.
clock-none = Engin klukka
clock-minutes = { $minutes } mín.
clock-seconds = { $seconds } sek.
clock-sudden-death = { $base } fyrir taflið
clock-fischer = { $base } + { $seconds } sek. á leik
clock-simple-delay = { $base }, { $seconds } sek. töf á leik
clock-bronstein = { $base }, allt að { $seconds } sek. til baka á leik
clock-hourglass = Stundaglas, { $base }
tool-pause-clock = Stöðva klukkurnar
tool-resume-clock = Ræsa klukkurnar
notice-clock-paused = Klukkurnar standa: ræstu þær til að halda áfram.
notice-clock-running = Klukkurnar ganga: borðið sýnir taflið eins og það stendur þar til því lýkur eða klukkurnar eru stöðvaðar.
notice-undo-timed = Ekki má taka leiki til baka í tafli með klukku milli fólks.
notice-undo-after-time = Taflið tapaðist á tíma: ekki má taka leiki til baka.
menu-review = Rýna í taflið
status-reviewing = Rýnt í taflið: { $done } af { $of } stöðum
button-stop-review = Stöðva
notice-reviewed = Rýni lokið — ónákvæmni: { $inaccuracies }, mistök: { $mistakes }, afglöp: { $blunders }.
notes-comment-placeholder = Athugasemd við þennan leik

## Stillingar

settings-title = Stillingar
settings-look = Útlit
settings-language = Tungumál
settings-language-system = Tungumál kerfisins
settings-theme = Þema
theme-light = Ljóst
theme-dark = Dökkt
settings-board = Borð
board-style-wood = Viður
board-style-stone = Steinn
board-style-paper = Pappír
settings-coordinates = Hnit umhverfis borðið
settings-legal-moves = Sýna hvert valinn maður má fara
settings-last-move = Merkja síðasta leik og menn sem hann drap
settings-animation = Menn renna á reitina sína
settings-sound-heading = Hljóð
settings-sound = Hljóð
settings-volume = { $percent } %
settings-engine = Vélin
settings-engine-threads = Þræðir fyrir sterkasta stigið, vísbendingar, greiningarborðið og rýni
settings-engine-threads-note = Fleiri þræðir sjá dýpra á sama tíma. Hin stigin hugsa alltaf á einum, svo að styrkur þeirra haldist eins og metinn er.
settings-new-games = Ný töfl
settings-window = Gluggi: { $width } × { $height } (munað þegar þú breytir stærðinni)
settings-saved-in = Stillingar eru vistaðar í { $file }
settings-not-saved = Ekki vistað: engin stillingamappa er til.
settings-done = Lokið

## Nýleg töfl

recent-title = Nýleg töfl
recent-none = Engin töfl enn. Töfl sem þú teflir, opnar eða vistar birtast hér.
recent-not-finished = ólokið
recent-moves =
    { $count ->
        [one] { $count } leikur
       *[other] { $count } leikir
    }
recent-file-gone = skráin er horfin
back-to-game = Aftur í taflið

## Skráningarblaðið við hlið borðsins

sheet-opening = Byrjun: { $name }
sheet-attacker = Árásarmaður
sheet-defender = Verjandi
sheet-no = Nr.
sheet-move = Leikur
sheet-capt = Drep
sheet-back-to-main-line = Aftur í aðalleiðina
# $parent er 0 fyrir aðalleiðina, annars númer hliðarleiðarinnar sem greinist frá.

## Útflutningur

file-kind-png = PNG-mynd
file-kind-gif = GIF-hreyfimynd
file-kind-sheet-svg = Skráningarblað (SVG)
exported-picture = Staðan vistuð sem { $file }
exported-sheet =
    { $pages ->
        [1] Skráningarblaðið vistað sem { $file }
        [one] Skráningarblaðið vistað á { $pages } síðu, { $file }…
       *[other] Skráningarblaðið vistað á { $pages } síðum, { $file }…
    }

## Að æfa byrjun

practice-wrong-move = { $move } er ekki bókarleikurinn. Bókin leikur { $book } hér: { $why }. Reyndu aftur.
practice-it-captures =
    { $count ->
        [one] hann drepur á { $squares }
       *[other] hann drepur á { $squares }
    }
practice-how-it-goes-on = þannig heldur { $opening } áfram
practice-found =
    { $mistakes ->
        [one] { $found } af { $total } rétt, { $mistakes } villa
       *[other] { $found } af { $total } rétt, { $mistakes } villur
    }
practice-done = Æfingu lokið – { $opening }: { $found }. { $bot } teflir áfram.
practice-as-attackers = Æfing með árásarmönnunum – { $opening }: { $found }.
practice-as-defenders = Æfing með verjendunum – { $opening }: { $found }.

## Byrjanasafnið

explorer-title = Byrjanir í bókinni
explorer-empty = Bókin er tóm.
explorer-moves = Leikir
explorer-real-games = Í raunverulegum töflum
explorer-played = Teflt í { $games } af { $all } töflum: árásarmenn unnu { $attackers }, verjendur unnu { $defenders }, annað { $other } (verjendur { $percent } %).
explorer-not-played = Ekki teflt í neinu af { $all } töflunum.
explorer-no-figures = Engar tölur um þessa byrjun.
explorer-practice = Æfing
explorer-practice-explained = Hitt liðið leikur strax eftir bókinni; þú þarft að finna þína leiki. Þegar leiðin er á enda tekur tölva við hinu liðinu.
explorer-play-as = Tefla sem
explorer-then-the-bot = síðan teflir tölvan
explorer-plays-on = áfram.
explorer-practise = Æfa þessa byrjun
explorer-start-position =
    { $count ->
        [one] Upphafsstaða ({ $count } leikur í leiðinni)
       *[other] Upphafsstaða ({ $count } leikir í leiðinni)
    }
explorer-move = Leikur { $number } af { $count }: { $move }
explorer-move-takes = Leikur { $number } af { $count }: { $move }, drepur á { $captures }
explorer-unplayable = Ekki er hægt að leika { $move }: { $why }
opening-canadian-opening-note = Seed 000 skráir kanadísku og ungversku byrjunina með sama leik, H1 → H4; þetta er ein leið undir tveimur nöfnum.

## Reglusíðan

rules-of = Reglur fyrir
rules-history = Saga
rules-none = Engin reglulýsing er til fyrir { $variant }: þetta er þitt eigið afbrigði, lesið úr skrá. Reglur þess eru þær sem skrifaðar eru í þá skrá.
rules-unreadable = Ekki tókst að lesa reglulýsinguna: { $error }
rules-before = Fyrir { $move }
rules-after = Eftir
rules-not-allowed = { $move } (ekki leyfður)
rules-not-allowed-because = { $move } er ekki leyfður: { $why }.
rules-captured =
    { $count ->
        [0] ekkert er drepið
       *[other] drepið er á { $squares }
    }
rules-verdict-ends = { $move }: { $taken }. { $end }.
rules-verdict-goes-on = { $move }: { $taken }; taflið heldur áfram.

## Rules help: copenhagen

help-copenhagen-history-1 = Hnefatafl, oft kallað víkingaskák, var teflt um allan hinn norræna heim og kemur fyrir í nokkrum fornsögum. Enginn skráði reglurnar, og þegar skákin breiddist út um Norðurlönd á miðöldum hvarf gamla taflið smám saman úr notkun og reglur þess glötuðust.
help-copenhagen-history-2 = Leikmenn nútímans endurgerðu það út frá tablut, tafli Sama sem Linné lýsti í dagbók sinni árið 1732. Latneskar athugasemdir hans voru þýddar á ensku árið 1811 með nokkrum villum, og töfl sem tefld voru eftir þeirri þýðingu voru mjög kónginum í hag. Leikmenn bættu þá við reglum til að jafna hlut liðanna: kóngurinn þarf að komast í horn en ekki bara út á jaðarinn, og hornin og hásætið í miðjunni urðu sérstakir reitir.
help-copenhagen-history-3 = Kaupmannahafnarreglurnar eru eitt þessara nútímareglusafna. Þrír leikmenn sömdu þær árið 2012: Aage Nielsen frá Danmörku, Adam Bartley frá Noregi og Tim Millar frá Bretlandi. Auk hefðbundinna nútímareglna koma þær með tvær eigin hugmyndir: skjaldborgina, sem tekur heila röð manna á jaðrinum í einum leik, og útgönguvirkið, sem gerir kónginum kleift að vinna á jaðri borðsins. Þetta tafl er oft teflt á mótum og er sjálfgefið tafl í Taflbord.
help-copenhagen-aim = Markmið taflsins
help-copenhagen-aim-1 = Liðin tvö keppa að ólíku marki. Árásarmennirnir (svartir) hafa 24 menn og vilja fanga kónginn. Verjendurnir (hvítir) hafa 12 menn og kónginn, sem byrjar á hásætinu í miðju borðsins, sem er 11 sinnum 11 reitir; þeir vilja koma kónginum í öruggt skjól.
help-copenhagen-aim-2 = Verjendurnir vinna þegar kóngurinn kemst á einn af hornreitunum fjórum eða þegar hann situr í útgönguvirki á jaðrinum. Árásarmennirnir vinna ef þeir fanga kónginn eða ef þeir loka kónginn og alla verjendur hans inni í órofnum hring.
help-copenhagen-aim-3 = Árásarmennirnir eiga fyrsta leik. Eftir það leika leikmenn til skiptis og færa einn mann í hverjum leik.
help-copenhagen-moving = Gangur mannanna
help-copenhagen-moving-1 = Allir menn, kóngurinn meðtalinn, fara í beinni línu eftir röð sinni eða dálki, eins marga auða reiti og þeir vilja, eins og hrókur í skák. Menn fara aldrei á ská og stökkva aldrei yfir annan mann.
help-copenhagen-moving-2 = Hásætið (miðreiturinn) og hornin fjögur eru bannreitir: aðeins kóngurinn má staðnæmast á þeim. Hvaða maður sem er má fara beint yfir hásætið meðan það er autt, og kóngurinn má setjast aftur í það eftir að hafa yfirgefið það.
help-copenhagen-moving-diagram-1 = Aðeins kóngurinn má staðnæmast á hásætinu, svo árásarmaðurinn á f3 getur ekki farið á f6. Hann gæti þó farið yfir autt hásætið á f7 eða lengra.
help-copenhagen-capturing = Að drepa menn
help-copenhagen-capturing-1 = Þú drepur mann andstæðingsins með því að króa hann af milli tveggja þinna manna í röð eða dálki. Maðurinn sem þú varst að færa verður að loka gildrunni; drepni maðurinn er þá tekinn af borðinu. Einn leikur getur drepið marga menn í mismunandi áttum.
help-copenhagen-capturing-2 = Það er óhætt að fara inn á milli tveggja manna andstæðingsins: aðeins sá sem leikur drepur, svo maðurinn verður áfram á borðinu.
help-copenhagen-capturing-3 = Sumir reitir geta komið í stað annars mannanna tveggja sem króa af. Hornin eru fjandsamleg öllum. Hásætið vinnur alltaf gegn árásarmönnunum, en gegn verjendunum aðeins meðan það er autt. Jaðar borðsins hjálpar aldrei til við að drepa.
help-copenhagen-capturing-4 = Kóngurinn er vopnaður: hann getur verið annar mannanna tveggja sem loka gildru.
help-copenhagen-capturing-diagram-1 = Árásarmaðurinn rennir sér frá h4 á f4. Verjandinn á e4 er nú fastur milli hans og árásarmannsins á d4 og er drepinn.
help-copenhagen-capturing-diagram-2 = Hornin eru fjandsamleg öllum mönnum. Þegar verjandinn kemur niður á c1 er árásarmaðurinn á b1 klemmdur upp við hornið a1 og drepinn.
help-copenhagen-capturing-diagram-3 = Meðan hásætið er autt er það líka fjandsamlegt verjendunum. Árásarmaðurinn sem kemur á f4 drepur verjandann á f5 upp við autt hásætið.
help-copenhagen-capturing-diagram-4 = Það er óhætt að fara inn á milli tveggja andstæðinga. Verjandinn sest á e7 milli tveggja árásarmanna og er ekki drepinn, því árásarmennirnir lokuðu ekki gildrunni.
help-copenhagen-king = Að fanga kónginn
help-copenhagen-king-1 = Mun erfiðara er að fanga kónginn en að drepa venjulegan mann: árásarmennirnir verða að sækja að honum frá öllum fjórum hliðum.
help-copenhagen-king-2 = Þegar kóngurinn stendur við hlið hásætisins duga þrír árásarmenn: autt hásætið lokar fjórðu hliðinni.
help-copenhagen-king-3 = Á jaðri borðsins er alls ekki hægt að fanga kónginn.
help-copenhagen-king-diagram-1 = Síðasti árásarmaðurinn færir sig á d7. Með árásarmenn á öllum fjórum hliðum er kóngurinn fangaður og árásarmennirnir vinna.
help-copenhagen-king-diagram-2 = Við hlið auðs hásætis duga þrír árásarmenn: hásætið á f6 telst fjórða hliðin, svo árásarmaðurinn sem fer á f8 fangar kónginn.
help-copenhagen-king-diagram-3 = Á jaðrinum er kóngurinn óhultur: jafnvel með árásarmenn á öllum þremur opnu hliðunum er hann ekki fangaður, og taflið heldur áfram.
help-copenhagen-escaping = Undankoma og útgönguvirki
help-copenhagen-escaping-1 = Verjendurnir vinna samstundis þegar kóngurinn kemst í eitthvert hornanna fjögurra.
help-copenhagen-escaping-2 = Þeir vinna líka með útgönguvirki: kóngurinn stendur á jaðri borðsins, getur enn hreyft sig, og verjendur hans hafa lokað hann svo þétt inni að árásarmennirnir ná aldrei til hans og geta ekki drepið neinn mann í veggnum. Taflbord leitar að virki eftir hvern leik verjendanna.
help-copenhagen-escaping-diagram-1 = Ekkert stendur á milli kóngsins og hornsins a11, svo hann hleypur þangað og verjendurnir vinna.
help-copenhagen-escaping-diagram-2 = Verjandinn á g5 fer niður á g1 og lokar útgönguvirki. Kóngurinn á e1 getur enn farið á f1, enginn árásarmaður kemst nokkurn tíma inn og ekki er hægt að drepa neinn verjendanna í kringum hann: verjendurnir vinna.
help-copenhagen-shield-walls = Skjaldborgir
help-copenhagen-shield-walls-1 = Menn sem standa meðfram jaðri borðsins, tveir eða fleiri í röð, má alla drepa í einum leik. Til þess verður hver þeirra að hafa mann andstæðingsins á reitnum beint fyrir innan sig, í átt að miðju borðsins. Röðin fellur þegar maðurinn sem leikið er lokar öðrum endanum á meðan maður úr sama liði, eða horn, heldur hinum endanum.
help-copenhagen-shield-walls-2 = Kóngurinn getur tekið þátt. Hann getur lokað röðinni eins og hver annar maður, eða verið einn af mönnunum í röðinni: þá eru verjendurnir við hlið hans drepnir en kóngurinn sjálfur verður eftir á borðinu.
help-copenhagen-shield-walls-3 = Bæði liðin geta drepið með skjaldborg.
help-copenhagen-shield-walls-diagram-1 = Árásarmaðurinn sem fer á k7 fellir skjaldborg. Hver verjendanna á k4, k5 og k6 hefur árásarmann fyrir framan sig og árásarmaðurinn á k3 heldur hinum endanum, svo allir þrír eru drepnir.
help-copenhagen-shield-walls-diagram-2 = Kóngurinn er hluti af þessari röð. Þegar árásarmaðurinn kemur á g1 eru verjendurnir á d1 og f1 drepnir, en kóngurinn á e1 stendur eftir.
help-copenhagen-encirclement = Umkringing
help-copenhagen-encirclement-1 = Ef árásarmennirnir mynda órofinn hring utan um kónginn og alla verjendur hans sem eftir eru, svo að enginn þeirra kemst nokkurn tíma út á jaðar borðsins, vinna árásarmennirnir.
help-copenhagen-encirclement-diagram-1 = Árásarmaðurinn á f1 færir sig upp á f3 og lokar hringnum. Hvorki kóngurinn né nokkur verjandi kemst lengur út á jaðarinn, svo árásarmennirnir vinna.
help-copenhagen-end = Lok taflsins
help-copenhagen-end-1 = Taflinu lýkur um leið og annað liðið hefur unnið: verjendurnir með undankomu kóngsins eða útgönguvirki, árásarmennirnir með því að fanga kónginn eða með umkringingu. Leikmaður sem á engan löglegan leik þegar röðin kemur að honum tapar.
help-copenhagen-end-2 = Verjendurnir mega ekki leika leik sem kallar aftur fram stöðu sem þegar hefur komið upp í taflinu (sömu menn á sömu reitum og sama lið á leik). Árásarmennirnir mega endurtaka stöður að vild.
help-copenhagen-end-3 = Eldri Kaupmannahafnarreglur kváðu í staðinn á um að verjendurnir töpuðu ef staðan endurtæki sig endalaust. Taflbord geymir þá reglu sem valkostinn „historical“, til að endurtefla gömul töfl.

## Rules help: fetlar

help-fetlar-history-1 = Fetlar-hnefatafl er eitt af nútímareglusöfnunum fyrir víkingataflið á 11 sinnum 11 borði. Eins og hin byggir það á endurgerð hnefatafls út frá athugasemdum Linnés um tablut, tafl Sama, með breytingum sem eiga að gefa báðum liðum sanngjarna möguleika: kóngurinn þarf að komast í horn, og hornin og hásætið í miðjunni eru sérstakir reitir.
help-fetlar-history-2 = Nefnd gaf reglurnar út árið 2007 og þær voru fyrstu reglurnar sem teknar voru upp í keppni. Þær nota sömu upphafsstöðu og Kaupmannahafnarreglurnar en hafa hvorki skjaldborgir né útgönguvirki, svo þær eru góður staður til að byrja.
help-fetlar-history-3 = Í rannsóknargrein frá 2025 voru Fetlar-reglurnar skrifaðar upp á formlegu rökmáli og tölvuspilarar sem byggðu á níu ólíkum leikáætlunum látnir keppa hver við annan; tölvuspilarar Taflbord sem fylgja leikáætlunum koma úr þeirri grein. Formlegi textinn víkur frá útgefnu reglunum í tveimur atriðum, jaðrinum og hásætinu. Taflbord fylgir útgefnu reglunum og býður túlkun greinarinnar sem valkostinn „paper-edge“.
help-fetlar-aim = Markmið taflsins
help-fetlar-aim-1 = Árásarmennirnir (svartir) hafa 24 menn. Verjendurnir (hvítir) hafa 12 menn og kónginn sinn, sem byrjar á hásætinu í miðju borðsins.
help-fetlar-aim-2 = Verjendurnir vinna þegar kóngurinn kemst á einn af hornreitunum fjórum. Árásarmennirnir vinna ef þeir fanga kónginn eða loka hring utan um kónginn og alla verjendur hans.
help-fetlar-aim-3 = Árásarmennirnir leika fyrst; síðan leika leikmenn til skiptis, einn leik í senn.
help-fetlar-moving = Gangur mannanna
help-fetlar-moving-1 = Allir menn, kóngurinn jafnt sem aðrir, fara beint eftir röð eða dálki yfir hversu marga auða reiti sem er, eins og hrókur í skák. Enginn maður má stökkva yfir annan eða fara á ská.
help-fetlar-moving-2 = Aðeins kóngurinn má staðnæmast á hásætinu eða í horni. Meðan hásætið er autt má hvaða maður sem er fara beint yfir það, og kóngurinn má setjast aftur í það síðar.
help-fetlar-moving-diagram-1 = Hásætið er autt, svo verjandinn má fara yfir það: hann fer frá d6 yfir f6 á h6.
help-fetlar-capturing = Að drepa menn
help-fetlar-capturing-1 = Maður er drepinn þegar maðurinn sem var færður klemmir hann milli sín og annars manns úr sínu liði, í röð eða dálki. Drepni maðurinn fer af borðinu. Það er óhætt að fara inn í bilið milli tveggja manna andstæðingsins.
help-fetlar-capturing-2 = Hornin, og hásætið, geta komið í stað seinni mannsins. Allir menn líta á hornin sem óvini. Hásætið vinnur alltaf gegn árásarmönnunum, en gegn verjendunum aðeins meðan enginn situr í því. Jaðar borðsins skiptir engu.
help-fetlar-capturing-3 = Kóngurinn er vopnaður, svo hann getur hjálpað til við að drepa.
help-fetlar-capturing-diagram-1 = Kóngurinn lokar sjálfur gildrunni: þegar hann fer niður á e5 drepur hann árásarmanninn á d5, sem er nú milli hans og verjandans á c5.
help-fetlar-capturing-diagram-2 = Autt hásætið er fjandsamlegt árásarmönnunum. Verjandinn sem fer upp á d6 drepur árásarmanninn á e6 upp við það.
help-fetlar-capturing-diagram-3 = Verjandinn sem fer á k3 drepur árásarmanninn á k2 upp við hornið k1.
help-fetlar-king = Að fanga kónginn
help-fetlar-king-1 = Til að fanga kónginn verða árásarmennirnir að standa á öllum fjórum reitunum umhverfis hann. Við hlið hásætisins þurfa þeir aðeins hina þrjá, því autt hásætið kemur í stað þess fjórða.
help-fetlar-king-2 = Á jaðri borðsins er ekki hægt að fanga kónginn. (Í formlegum texta rannsóknargreinarinnar getur jaðarinn hins vegar hjálpað til við að fanga kónginn; veldu valkostinn „paper-edge“ til að tefla þannig.)
help-fetlar-king-diagram-1 = Kóngurinn á hásætinu er umkringdur á þrjá vegu. Árásarmaðurinn sem fer upp á f5 lokar fjórðu hliðinni og fangar hann.
help-fetlar-king-diagram-2 = Kóngur á jaðrinum verður ekki fangaður: árásarmennirnir standa nú á öllum þremur opnu hliðum hans, en taflið heldur samt áfram.
help-fetlar-escaping = Undankoma
help-fetlar-escaping-1 = Kóngurinn sleppur, og verjendurnir vinna, um leið og hann kemst í eitt hornanna fjögurra.
help-fetlar-escaping-diagram-1 = Leiðin upp eftir jaðrinum er greið, svo kóngurinn fer frá k7 í hornið k11 og verjendurnir vinna.
help-fetlar-encirclement = Umkringing
help-fetlar-encirclement-1 = Árásarmennirnir vinna líka ef þeir hafa, eftir einhvern leik sinn, lokað kónginn og alla verjendur sem eftir eru inni í órofnum hring árásarmanna, svo að enginn þeirra kemst út á jaðar borðsins.
help-fetlar-end = Lok taflsins
help-fetlar-end-1 = Taflinu lýkur um leið og kóngurinn sleppur, er fangaður eða er umkringdur ásamt öllum verjendum sínum. Leikmaður sem getur ekki leikið neinum löglegum leik þegar röðin kemur að honum tapar.
help-fetlar-end-2 = Ef sama staðan (sömu menn á sömu reitum og sama lið á leik) kemur upp í þriðja sinn endar taflið með jafntefli.

## Rules help: book13

help-book13-history-1 = Þetta afbrigði kemur úr nútímalegri „Herkænskubók“ um hnefatafl, sem setur fram reglur og venjur í tafli á 13 sinnum 13 borði. Það heldur einföldustu undankomureglunni af öllum, kóngurinn þarf aðeins að komast út á jaðarinn, og bætir við öflugri leið til að drepa: innilokun, sem getur tekið heilan hóp manna í einum leik.
help-book13-history-2 = Borð af þessari stærð tengjast víkingaöld: meðal þess sem fannst í Gokstad-skipinu frá níundu öld í Noregi er brotið taflborð, 13 reitir á breidd, og sumir höfundar hafa talið þá stærð upprunalegt hnefatafl, þótt alls ekki sé víst að borðið hafi verið notað fyrir tafl.
help-book13-history-3 = Bókin gefur reglurnar en enga mynd af upphafsstöðunni, svo Taflbord raðar mönnunum upp eins og í endurgerð Parletts á 13 sinnum 13 taflinu: 32 árásarmenn gegn 16 verjendum og kóngi þeirra. Aðferð bókarinnar við að skrá töfl, þar sem dálkar og raðir eru tölusett frá 1 til 13 (eins og í 12·9), er sú sem Taflbord notar á skráningarblaðinu fyrir öll afbrigði.
help-book13-aim = Markmið taflsins
help-book13-aim-1 = Árásarmennirnir stýra svörtu mönnunum, verjendurnir hvítu mönnunum og gula kónginum, sem byrjar í miðju borðsins.
help-book13-aim-2 = Verjendurnir vinna um leið og kóngurinn kemst á einhvern reit á jaðri borðsins. Árásarmennirnir vinna með því að fanga kónginn.
help-book13-aim-3 = Árásarmennirnir leika fyrst og síðan leika leikmenn til skiptis.
help-book13-moving = Gangur mannanna
help-book13-moving-1 = Menn fara í beinni línu eftir röð eða dálki, yfir eins marga auða reiti og leikmaður vill. Þeir geta ekki farið á ská og geta hvorki lent á öðrum manni né stokkið yfir hann.
help-book13-moving-2 = Í þessu tafli eru engir sérstakir reitir: allir menn mega staðnæmast hvar sem er, líka á miðreitnum og í hornunum.
help-book13-sandwich = Að drepa með klemmu
help-book13-sandwich-1 = Króaðu mann andstæðingsins af milli tveggja þinna manna í röð eða dálki, með því að færa annan þeirra á sinn stað, og hann er drepinn. Kóngurinn telst hér eins og hver annar maður: það má fanga hann á þennan hátt, og hann getur hjálpað til við að drepa.
help-book13-sandwich-2 = Jaðar borðsins getur aldrei verið önnur hlið klemmu.
help-book13-sandwich-3 = Það er óhætt að færa eigin mann inn í klemmu: hann er aðeins drepinn þegar hinn leikmaðurinn lokar gildrunni. Einn leikur getur drepið marga menn í einu.
help-book13-sandwich-diagram-1 = Einn leikur, tveir drepnir: verjandinn sem kemur á d9 klemmir árásarmanninn á c9 upp við b9 og árásarmanninn á e9 upp við f9.
help-book13-sandwich-diagram-2 = Jaðarinn hjálpar ekki til við klemmu. Verjandinn á a6 hefur árásarmann við hlið sér og jaðarinn fyrir aftan sig, en hann er ekki drepinn.
help-book13-enclosure = Að drepa með innilokun
help-book13-enclosure-1 = Eftir leik er sérhver hópur manna andstæðingsins (menn sem tengjast eftir röðum og dálkum) sem á engan auðan reit eftir við hlið sér drepinn, hversu stór sem hann er og hvernig sem hann er í laginu. Hér hjálpar jaðar borðsins: hann lokar hóp inni alveg eins vel og eigin menn.
help-book13-enclosure-2 = Innilokanir eru teknar á undan klemmum. Ef kóngurinn er í hópnum er hann fangaður með honum og árásarmennirnir vinna.
help-book13-enclosure-diagram-1 = Verjendurnir á a4 og a5 mynda hóp með aðeins einn auðan nágrannareit, a6. Árásarmaðurinn sem fer þangað skilur engan auðan reit eftir handa þeim, svo báðir eru drepnir.
help-book13-enclosure-diagram-2 = Kóngurinn og verjandinn við hlið hans eru lokaðir inni á alla vegu þegar árásarmaðurinn kemst á f10. Allur hópurinn er drepinn, kóngurinn líka, og árásarmennirnir vinna.
help-book13-king = Að fanga kónginn
help-book13-king-1 = Það er ekkert erfiðara að fanga kónginn en hvern annan mann: tveir árásarmenn sinn hvorum megin við hann duga, hvar sem er á borðinu. Hann getur líka fallið í innilokun, eins og sýnt er hér að ofan.
help-book13-king-diagram-1 = Árásarmaðurinn sem fer upp á i5 klemmir kónginn milli sín og árásarmannsins á g5. Kóngurinn er fangaður og árásarmennirnir vinna.
help-book13-escaping = Undankoma
help-book13-escaping-1 = Kóngurinn sleppur um leið og hann kemst á einhvern reit á jaðri borðsins, hornin meðtalin, og verjendurnir vinna.
help-book13-escaping-diagram-1 = Kóngurinn hleypur niður frá d4 út á jaðarinn á d1 og sleppur.
help-book13-end = Lok taflsins
help-book13-end-1 = Hvert tafl er teflt til enda: það eru engin jafntefli og enginn má gefast upp. Taflbord býður ekki upp á jafntefli í þessu afbrigði. Leikmaður sem á engan löglegan leik þegar röðin kemur að honum tapar.
help-book13-end-2 = Á mótum mætast leikmenn í einvígjum. Hver umferð er tvö töfl, þar sem áskorandinn sækir í fyrra taflinu og verst í því seinna. Sá sem vinnur bæði töfl umferðar vinnur einvígið; annars er tefld önnur umferð.

## Rules help: tablut

help-tablut-history-1 = Tablut er það tafl allrar tafl-fjölskyldunnar sem best er skjalfest. Árið 1732 ferðaðist sænski náttúrufræðingurinn Carl Linnaeus (Linné) um Lappland og skrifaði um borðtafl sem hann sá Sama tefla: kóng og átta menn hans, Svíana, gegn sextán Moskvumönnum. Hann teiknaði borðið og skráði það sem hann sá í fjórtán stuttum færslum, þótt hann virðist ekki hafa skilið samísku.
help-tablut-history-2 = Athugasemdir hans voru þýddar á ensku árið 1811. Árið 1913 hélt skáksagnfræðingurinn H. J. R. Murray því fram að tablut væri sama tafl og hnefatafl víkinganna, og reglur hans, þar sem kóngurinn sleppur hvar sem er á jaðrinum, voru teknar upp í nær öllum síðari bókum. Sé teflt þannig verður taflið kónginum mjög auðvelt.
help-tablut-history-3 = Taflbord teflir nákvæmari túlkun á lýsingu Linnés, sem gerð var fyrir sænska farandsýningu (Riksutställningar) árið 1972. Reitirnir þar sem árásarmennirnir byrja eru búðir, miðreiturinn er kastali kóngsins, og hvort tveggja er lokað almennri umferð; kóngurinn getur aðeins sloppið á jaðarreit utan búðanna. Svíarnir leika fyrst.
help-tablut-aim = Markmið taflsins
help-tablut-aim-1 = Kóngurinn byrjar í kastalanum, miðreitnum e5, með Svíana sína átta (hvíta) í kringum sig. Moskvumennirnir sextán (svartir) byrja í fernum T-laga búðum, á miðjum hverjum jaðri.
help-tablut-aim-2 = Svíarnir vinna þegar kóngurinn þeirra kemst á jaðarreit sem tilheyrir ekki búðum. Moskvumennirnir vinna ef þeir fanga kónginn.
help-tablut-aim-3 = Lið kóngsins á fyrsta leik, sem er óvenjulegt.
help-tablut-moving = Gangur mannanna og bannreitir
help-tablut-moving-1 = Allir menn fara eins og hrókar í skák: beint eftir röð eða dálki, yfir hversu marga auða reiti sem er, án þess að stökkva.
help-tablut-moving-2 = Bannreitir eru lokaðir allri umferð: enginn maður má staðnæmast í kastalanum eða í búðum, né fara yfir þessa reiti. Eina undantekningin er Moskvumaður sem hefur ekki enn yfirgefið sínar eigin búðir: hann má færa sig til innan þeirra og fara yfir reiti þeirra þegar hann fer út. Eftir það má hann aldrei snúa aftur, og hann má ekki fara inn á neinn annan bannreit.
help-tablut-moving-3 = Þegar kóngurinn er farinn úr kastalanum stendur kastalinn auður fyrir fullt og allt: enginn, ekki einu sinni kóngurinn, má fara yfir hann eða staðnæmast í honum.
help-tablut-moving-diagram-1 = Þegar kóngurinn er farinn má enginn fara yfir auðan kastalann, svo verjandinn getur ekki farið frá e3 á e7.
help-tablut-moving-diagram-2 = Þessi árásarmaður hefur þegar yfirgefið búðir sínar og má ekki fara aftur inn í búðir: leikurinn c4-a4 er ekki leyfður.
help-tablut-capturing = Að drepa menn
help-tablut-capturing-1 = Maður er drepinn þegar leikmaðurinn sem á leik klemmir hann milli tveggja eigin manna, sinn hvorum megin í röð eða dálki. Það er óhætt að fara sjálfur inn í bilið milli tveggja andstæðinga.
help-tablut-capturing-2 = Aðeins menn drepa: kastalinn og búðareitirnir koma aldrei í stað manns þegar venjulegur maður er drepinn. Kóngurinn er vopnaður og getur hjálpað til við að drepa.
help-tablut-capturing-diagram-1 = Árásarmaðurinn sem rennir sér inn á d7 klemmir verjandann á c7 upp við árásarmanninn á b7 og drepur hann.
help-tablut-capturing-diagram-2 = Verjandinn á g5 stendur við hliðina á auða búðareitnum h5, en búðareitir drepa ekki: þegar árásarmaðurinn kemur á f5 er ekkert drepið.
help-tablut-king = Að fanga kónginn
help-tablut-king-1 = Kóngurinn er aðeins fangaður þegar hann er lokaður inni á alla fjóra vegu. Á hverri hlið verður að vera árásarmaður eða bannreitur: auður kastalinn eða reitur í búðum. Þá kemst hann hvergi.
help-tablut-king-diagram-1 = Við hlið kastalans duga þrír árásarmenn: kastalinn lokar fjórðu hliðinni, og árásarmaðurinn sem fer á e7 fangar kónginn.
help-tablut-king-diagram-2 = Búðareitur lokar leið kóngsins alveg eins og árásarmaður: þegar kóngurinn er á e3 og búðareiturinn e2 fyrir neðan hann fangar árásarmaðurinn sem kemur á e4 hann.
help-tablut-combined-trap = Samsetta gildran
help-tablut-combined-trap-1 = Verjanda sem stendur rétt við hlið kóngs síns má klemma upp við kónginn. Segjum að kóngurinn sé lokaður inni á hinum þremur hliðunum, hvort sem er af árásarmönnum eða bannreitum. Þá tekur árásarmaður sem stígur á reitinn hinum megin við verjandann þann verjanda af borðinu, en kóngurinn stendur kyrr.
help-tablut-combined-trap-diagram-1 = Kóngurinn á c3 er innikróaður á þrjá vegu. Árásarmaðurinn sem kemur á e3 drepur verjandann á d3, sem er fastur milli hans og síns eigin kóngs; kóngurinn stendur kyrr.
help-tablut-escaping = Undankoma
help-tablut-escaping-1 = Kóngurinn sleppur, og Svíarnir vinna, þegar hann kemst á einhvern jaðarreit sem er ekki hluti af búðum.
help-tablut-escaping-2 = Linné skráði tvær viðvaranir. Ef kóngurinn hefur eina opna leið út á jaðarinn verða Svíarnir að vara andstæðinginn við með „raicki“; með tvær opnar leiðir er orðið „tuicku“, og taflið er svo gott sem unnið. Taflbord sýnir þessar viðvaranir fyrir þig.
help-tablut-escaping-diagram-1 = Dálkurinn g er opinn út á jaðarinn, og g9 er ekki búðareitur, svo kóngurinn hleypur þangað og sleppur.
help-tablut-end = Lok taflsins
help-tablut-end-1 = Taflinu er lokið þegar kóngurinn sleppur eða er fangaður. Leikmaður sem á engan löglegan leik þegar röðin kemur að honum tapar.
help-tablut-end-2 = Ekki má endurtaka hótun í sífellu: enginn leikur má skapa stöðu sem þegar hefur komið upp tvisvar.

## Rules help: onestep9

help-onestep9-history-1 = Þetta er hnefatafl eins og reglublað fyrir byrjendur kennir það: 9 sinnum 9 borð, kóngur með átta verjendur gegn sextán árásarmönnum, og ein breyting sem heldur taflinu rólegu og auðskildu. Allir menn, kóngurinn líka, fara aðeins einn reit í einu.
help-onestep9-history-2 = Sögurnar nefna hnefatafl aftur og aftur, og leikni í því var metin til jafns við vopnfimi. Í Morkinskinnu segir Eysteinn við Sigurð bróður sinn að hann sé sjálfur hagari þeirra tveggja og betri í hnefatafli. Víkingarnir tóku taflið meðal annars með sér til Íslands, Írlands, Bretlands og Wales.
help-onestep9-history-3 = Stærð herjanna passar við fundi frá víkingaöld: taflmenn úr gleri úr gröfum á Björkö (Birka) og í Valsgärde í Svíþjóð virðast hafa tilheyrt settum sem gerð voru fyrir 9 sinnum 9 borð. Teikning blaðsins sjálfs af upphafsstöðunni hefur ekki varðveist, svo Taflbord notar hefðbundnu 9 sinnum 9 uppstillinguna: kónginn í miðjunni, verjendurna hans átta í krossi í kringum hann og árásarmennina í fjórum T-laga hópum meðfram jöðrunum.
help-onestep9-aim = Markmið taflsins
help-onestep9-aim-1 = Verjendurnir (hvítir) vilja koma kónginum sínum úr miðjunni á einn af hornreitunum fjórum. Árásarmennirnir (svartir) vilja fanga kónginn áður en hann kemst þangað.
help-onestep9-aim-2 = Árásarmennirnir leika fyrst; síðan leika leikmenn til skiptis.
help-onestep9-moving = Gangur mannanna
help-onestep9-moving-1 = Í hverjum leik fer einn maður nákvæmlega einn reit upp, niður, til vinstri eða til hægri. Ekkert fer á ská og ekkert fer meira en einn reit.
help-onestep9-moving-2 = Miðreiturinn er hásætið, og það og hornin fjögur eru aðeins ætluð kónginum: enginn annar maður má stíga á þau. Kóngurinn má setjast aftur í hásætið hvenær sem hann vill.
help-onestep9-moving-diagram-1 = Hver leikur er eitt skref: árásarmaðurinn á c3 má fara á c4, en ekki beint áfram á c5.
help-onestep9-capturing = Að drepa menn
help-onestep9-capturing-1 = Þegar leikur skilur mann andstæðingsins eftir klemmdan milli tveggja manna þess sem leikur, eða milli annars þeirra og horns, í röð eða dálki, er sá maður drepinn. Hornin vinna gegn báðum liðum.
help-onestep9-capturing-2 = Hásætið er ekki fjandsamlegt: það hjálpar aldrei til við að drepa venjulegan mann.
help-onestep9-capturing-3 = Maður má óhræddur stíga inn á milli tveggja andstæðinga; hann er aðeins drepinn ef andstæðingurinn lokar gildrunni. Kóngurinn er vopnaður og getur hjálpað til við að drepa.
help-onestep9-capturing-diagram-1 = Árásarmaðurinn stígur niður frá e8 á e7 og klemmir verjandann á d7 upp við árásarmanninn á c7.
help-onestep9-capturing-diagram-2 = Hornið a9 er fjandsamlegt: árásarmaðurinn sem stígur upp á c9 drepur verjandann á b9 upp við það.
help-onestep9-capturing-diagram-3 = Hásætið drepur ekki. Árásarmaðurinn á e6 stendur milli auða hásætisins og verjandans sem kemur á e7, og hann verður áfram á borðinu.
help-onestep9-king = Að fanga kónginn
help-onestep9-king-1 = Gegn kónginum teljast jaðar borðsins, hornin og autt hásætið öll sem óvinir. Hann er fangaður þegar hver einasta af fjórum hliðum hans er lokuð af árásarmanni eða einhverju af þessu.
help-onestep9-king-2 = Því þarf fjóra árásarmenn meðan hann er á hásætinu, þrjá við hlið hásætisins eða á jaðrinum, og aðeins tvo þegar hann er við hlið horns.
help-onestep9-king-diagram-1 = Á jaðrinum duga þrír árásarmenn: jaðarinn lokar fjórðu hliðinni, og árásarmaðurinn sem stígur á e2 fangar kónginn.
help-onestep9-king-diagram-2 = Við hlið horns duga tveir árásarmenn: hornið a1 og jaðarinn loka tveimur hliðum, og árásarmaðurinn sem stígur á b2 lokar þeirri síðustu.
help-onestep9-king-diagram-3 = Við hlið hásætisins er autt hásætið fjórða hliðin: árásarmaðurinn sem stígur á e3 fangar kónginn.
help-onestep9-escaping = Undankoma
help-onestep9-escaping-1 = Kóngurinn sleppur, og verjendurnir vinna, þegar hann stígur á hornreit.
help-onestep9-escaping-2 = Leikmenn vara hvor annan við. Þegar kóngurinn á greiða leið í horn í næsta leik segja verjendurnir „Kóngur sleppur!“; þegar árásarmennirnir gætu fangað kónginn í næsta leik sínum segja þeir „Gættu kóngsins!“. Taflbord sýnir báðar viðvaranirnar.
help-onestep9-escaping-diagram-1 = Kóngurinn stígur í hornið a1 og verjendurnir vinna.
help-onestep9-end = Lok taflsins
help-onestep9-end-1 = Taflinu lýkur þegar kóngurinn sleppur eða er fangaður. Leikmaður sem getur ekki leikið neinum löglegum leik þegar röðin kemur að honum tapar taflinu.

## Rules help: brandubh

help-brandubh-history-1 = Brandubh er írska afbrigðið í tafl-fjölskyldunni og það minnsta: það er teflt á borði með 7 sinnum 7 reitum. Nafnið merkir „hrafnsvartur“. Fornírsk kvæði tala um gylltan höfuðmann, branán, með mann sér á hvora hönd, og um sett með fimm hvítum mönnum gegn átta rauðum.
help-brandubh-history-2 = Írski fræðimaðurinn Eoin MacWhite stakk upp á 7 sinnum 7 borði með mönnunum í krossformi: kónginn í miðjunni, fjóra menn hans við hlið hans og árásarmennina átta á endum hinna fjögurra arma krossins. Það er upphafsstaðan sem notuð er hér.
help-brandubh-history-3 = Borð af réttri stærð hafa fundist. Fínlega útskorið tréborð með 7 sinnum 7 holum fyrir menn á pinnum var grafið upp í Ballinderry á Írlandi árið 1932 og er nú í Þjóðminjasafni Írlands í Dublin; hornholurnar eru merktar, sem bendir til þess að kóngurinn hafi sloppið þangað. Tvö steinborð með ristu neti 7 sinnum 7 punkta koma úr víkingabyggð frá níundu öld í Buckquoy á Orkneyjum.
help-brandubh-aim = Markmið taflsins
help-brandubh-aim-1 = Kóngurinn byrjar á hásætinu í miðjunni með fjóra verjendur í kringum sig. Árásarmennirnir átta standa tveir og tveir á endum krossins.
help-brandubh-aim-2 = Verjendurnir vinna þegar kóngurinn kemst í eitt hornanna fjögurra. Árásarmennirnir vinna ef þeir fanga kónginn. Árásarmennirnir eiga fyrsta leik.
help-brandubh-moving = Gangur mannanna
help-brandubh-moving-1 = Menn fara eins og hrókar í skák: hversu langt sem er eftir röð eða dálki, svo framarlega sem leiðin er greið. Engin stökk og engir leikir á ská.
help-brandubh-moving-2 = Aðeins kóngurinn má staðnæmast á hásætinu eða á hornreit. Hvaða maður sem er má fara yfir hásætið meðan það er autt, og kóngurinn má setjast aftur í það.
help-brandubh-capturing = Að drepa menn
help-brandubh-capturing-1 = Króaðu mann andstæðingsins af milli tveggja þinna manna í röð eða dálki, með því að færa annan þeirra á sinn stað, og hann er drepinn. Maður sem fer sjálfur inn á milli tveggja andstæðinga er óhultur.
help-brandubh-capturing-2 = Hornin fjögur eru fjandsamleg öllum, svo horn getur verið annar mannanna tveggja sem króa af. Hásætið er ekki fjandsamlegt og hjálpar aldrei til við að drepa.
help-brandubh-capturing-3 = Kóngurinn er vopnaður: hann getur verið annar mannanna tveggja sem drepa.
help-brandubh-capturing-diagram-1 = Árásarmaðurinn kemur niður á c5 og klemmir verjandann á b5 upp við árásarmanninn á a5.
help-brandubh-capturing-diagram-2 = Hornið a1 telst óvinur árásarmannsins á a2: verjandinn sem kemur á a3 drepur hann.
help-brandubh-capturing-diagram-3 = Hásætið er ekki fjandsamlegt: verjandinn á d5, milli auða hásætisins og árásarmannsins sem fer á d6, er ekki drepinn.
help-brandubh-king = Að fanga kónginn
help-brandubh-king-1 = Í brandubh er kóngurinn veikur: hann er fangaður eins og hver annar maður, af tveimur árásarmönnum sinn hvorum megin við hann, hvar sem er á borðinu, jafnvel á hásætinu.
help-brandubh-king-2 = Þar sem hornin eru honum líka fjandsamleg dugar einn árásarmaður hinum megin við hann þegar hann stendur við hlið horns.
help-brandubh-king-diagram-1 = Tveir árásarmenn duga: árásarmaðurinn sem fer á f5 klemmir kónginn upp við árásarmanninn á d5, og árásarmennirnir vinna.
help-brandubh-king-diagram-2 = Við hlið horns dugar einn árásarmaður: árásarmaðurinn sem fer á a3 klemmir kónginn upp við hornið a1.
help-brandubh-escaping = Undankoma
help-brandubh-escaping-1 = Verjendurnir vinna um leið og kóngurinn kemst í eitt hornanna fjögurra.
help-brandubh-escaping-diagram-1 = Jaðarinn er auður alla leið upp í hornið g7, og kóngurinn sleppur þangað.
help-brandubh-end = Lok taflsins
help-brandubh-end-1 = Taflinu lýkur þegar kóngurinn sleppur eða er fangaður. Leikmaður sem á engan löglegan leik þegar röðin kemur að honum tapar.
help-brandubh-end-2 = Ef sama staðan (sömu menn á sömu reitum og sama lið á leik) kemur upp í þriðja sinn endar taflið með jafntefli.

## Rules help: tawlbwrdd

help-tawlbwrdd-history-1 = Tawl-bwrdd er velska taflið; nafnið er að öllum líkindum dregið af norrænu orði yfir taflborð. Velskar lögbækur, sem hefðin tengir við Hywel Dda konung, nefna það oft. Þær tilgreina verð hvers manns á eigin borði konungsins, og tölurnar ganga upp í átta menn og kóng gegn sextán.
help-tawlbwrdd-history-2 = Ítarlegasta velska lýsingin er í handriti sem Robert ap Ifan skrifaði árið 1587 og varðveitt er í Þjóðbókasafni Wales. Þar er lýst borði með 11 sinnum 11 reitum, með kóngi og tólf verjendum gegn tuttugu og fjórum árásarmönnum. Reglan um sigur er að hluta ólæsileg: kóngurinn vinnur ef hann getur farið eftir ákveðinni línu, en orðið sem nefnir línuna hefur glatast.
help-tawlbwrdd-history-3 = Spilahöfundurinn R. C. Bell endurgerði taflið árið 1969, með teningi sem réð hvor mætti leika og kóngi sem sleppur hvar sem er á jaðrinum. Taflbord fylgir í staðinn síðari tillögu frá Sten Helmfrid: engir teningar, kóngurinn verður í raun að ferðast eftir jaðrinum til að sleppa, og lið hans má aldrei skilja hann eftir þar sem hægt er að fanga hann („gættu kóngsins“).
help-tawlbwrdd-aim = Markmið taflsins
help-tawlbwrdd-aim-1 = Kóngurinn byrjar í miðju borðsins með tólf verjendur í kringum sig. Árásarmennirnir tuttugu og fjórir bíða í fjórum sex manna fylkingum meðfram jöðrunum.
help-tawlbwrdd-aim-2 = Verjendurnir vinna þegar kóngurinn leikur leik eftir jaðri borðsins. Árásarmennirnir vinna með því að króa kónginn svo af að honum verði ekki bjargað.
help-tawlbwrdd-aim-3 = Lið kóngsins á fyrsta leik.
help-tawlbwrdd-moving = Gangur mannanna
help-tawlbwrdd-moving-1 = Allir menn fara eins og hrókar í skák: beint eftir röð eða dálki, hversu marga auða reiti sem er, án þess að stökkva yfir nokkuð.
help-tawlbwrdd-moving-2 = Engir sérstakir reitir eru til: allir menn mega staðnæmast hvar sem er, líka á miðreitnum og í hornunum.
help-tawlbwrdd-capturing = Að drepa menn
help-tawlbwrdd-capturing-1 = Hver maður er drepinn, og kóngurinn fangaður, þegar andstæðingurinn færir annan mann á sinn stað þannig að hann standi milli tveggja manna andstæðingsins í röð eða dálki. Hvorki jaðar borðsins né nokkur reitur hjálpar til við að drepa.
help-tawlbwrdd-capturing-2 = Það er óhætt að fara sjálfur inn á milli tveggja manna andstæðingsins. Samkvæmt reglum Helmfrids segir leikmaðurinn þá „gwrheill“, svo enginn geti síðar haldið því fram að maðurinn hafi verið drepinn; Taflbord heldur utan um það fyrir þig.
help-tawlbwrdd-capturing-3 = Kóngurinn er vopnaður og getur hjálpað til við að drepa.
help-tawlbwrdd-capturing-diagram-1 = Árásarmaðurinn sem kemur niður á e9 klemmir verjandann á d9 upp við árásarmanninn á c9.
help-tawlbwrdd-capturing-diagram-2 = Kóngurinn tekur þátt í að drepa: þegar hann fer upp á e8 klemmir hann árásarmanninn á d8 upp við verjandann á c8.
help-tawlbwrdd-watch-king = Gættu kóngsins
help-tawlbwrdd-watch-king-1 = Kóngurinn er fangaður eins og hver annar maður, milli tveggja árásarmanna. En verjendurnir mega aldrei skilja kónginn sinn eftir þar sem árásarmennirnir gætu tekið hann í næsta leik sínum: leikur sem gerir það er ekki leyfður.
help-tawlbwrdd-watch-king-2 = Ef kónginum er ógnað og enginn leikur verjendanna getur afstýrt ógninni (með því að drepa árásarmanninn, loka leið hans eða koma kónginum í öruggt skjól) er kóngurinn mát og árásarmennirnir vinna.
help-tawlbwrdd-watch-king-diagram-1 = Kóngurinn má ekki ganga í hættu. Á c3 gæti árásarmaðurinn á h3 klemmt hann með því að renna sér á d3, svo leikurinn c6-c3 er ekki leyfður.
help-tawlbwrdd-watch-king-diagram-2 = Árásarmaðurinn sem fer á b6 hótar að klemma kónginn með e6-d6. Eini leikur kóngsins, á d6, er jafnhættulegur, og verjandinn á h3 getur ekki hjálpað: kóngurinn er mát og árásarmennirnir vinna.
help-tawlbwrdd-escaping = Undankoma
help-tawlbwrdd-escaping-1 = Það dugar ekki að komast út á jaðarinn. Kóngurinn sleppur, og verjendurnir vinna, þegar hann leikur eftir jaðrinum: frá einum reit í jaðarröð eða jaðardálki á annan reit á sama jaðri.
help-tawlbwrdd-escaping-diagram-1 = Kóngurinn kemst út á jaðarinn á a5, en það eitt vinnur ekki; taflið heldur áfram og árásarmennirnir fá tækifæri til að loka leið hans.
help-tawlbwrdd-escaping-diagram-2 = Frá k4 fer kóngurinn eftir jaðrinum á k8: hann hefur sloppið og verjendurnir vinna.
help-tawlbwrdd-end = Lok taflsins
help-tawlbwrdd-end-1 = Taflinu lýkur þegar kóngurinn sleppur eftir jaðrinum, eða þegar hann er mát eða fangaður. Leikmaður sem á engan löglegan leik þegar röðin kemur að honum tapar.
help-tawlbwrdd-end-2 = Ef sama staðan (sömu menn á sömu reitum og sama lið á leik) kemur upp í þriðja sinn endar taflið með jafntefli.

## Rules help: alea19

help-alea19-history-1 = Alea evangelii, sem merkir „tafl guðspjallanna“ á latínu, er þekkt úr handriti frá tíundu öld, skrifuðu á Írlandi eða Englandi og varðveittu nú í Oxford. Í því er teikning af borði með 18 sinnum 18 reitum þar sem mennirnir standa á krossgötum línanna, sem gefur 19 sinnum 19 staði til að tefla á, og löng útskýring á taflinu sem mynd af guðspjöllunum fjórum.
help-alea19-history-2 = Í textanum segir að Dubinsi, biskup í Bangor, sem lést árið 951, hafi flutt taflið til Írlands frá hirð Aðalsteins konungs (Æthelstan) á Englandi. Þar eru taldir 72 menn og einn höfuðmaður í miðjunni, og sagt að taflið skilji aðeins sá sem þekkir til árásarmanna og verjenda, borgar og borgarvirkis hennar, og „níu skrefa tvisvar“. Frá miðjunni þarf kóngurinn níu skref þvert og níu skref upp eða niður til að komast í horn, og ef til vill er það merking orðanna.
help-alea19-history-3 = Teikningin sýnir ekki hvaða menn tilheyra hvoru liði. Taflbord notar uppstillingu H. J. R. Murrays, 48 árásarmenn gegn 24 verjendum, og teflir hana eftir nútímareglunum um hornin: skreyttu hornin á teikningunni eru talin undankomureitir kóngsins, og hásætið og hornin eru bannreitir og fjandsamleg eins og í Kaupmannahafnarreglunum.
help-alea19-aim = Markmið taflsins
help-alea19-aim-1 = Kóngurinn byrjar á hásætinu, miðreitnum j10, innan um 24 verjendur sína. Árásarmennirnir 48 standa í hópum allt í kringum þá.
help-alea19-aim-2 = Verjendurnir vinna þegar kóngurinn kemst í horn stóra borðsins. Árásarmennirnir vinna með því að fanga kónginn eða loka hring utan um kónginn og alla verjendur hans.
help-alea19-aim-3 = Árásarmennirnir eiga fyrsta leik.
help-alea19-moving = Gangur mannanna
help-alea19-moving-1 = Allir menn fara eins og hrókur í skák: eftir röð eða dálki, eins langt og leiðin er greið, aldrei með stökki og aldrei á ská.
help-alea19-moving-2 = Aðeins kóngurinn má staðnæmast á hásætinu eða í horni. Hvaða maður sem er má fara yfir hásætið meðan það er autt, og kóngurinn má setjast aftur í það.
help-alea19-capturing = Að drepa menn
help-alea19-capturing-1 = Maður er drepinn þegar andstæðingurinn leikur þannig að hann lendir í klemmu milli tveggja manna andstæðingsins í röð eða dálki. Það er óhætt að fara sjálfur inn í slíkt bil.
help-alea19-capturing-2 = Hornin eru fjandsamleg öllum mönnum og geta lokað gildru í stað andstæðings. Hásætið vinnur alltaf gegn árásarmönnunum, en gegn verjendunum aðeins meðan það er autt. Jaðar borðsins skiptir engu.
help-alea19-capturing-3 = Kóngurinn er vopnaður og getur tekið þátt í að drepa.
help-alea19-capturing-diagram-1 = Árásarmaðurinn sem kemur niður á h15 klemmir verjandann á g15 upp við árásarmanninn á f15.
help-alea19-capturing-diagram-2 = Autt hásætið er fjandsamlegt árásarmönnunum: verjandinn sem kemur á l10 drepur árásarmanninn á k10 upp við það.
help-alea19-capturing-diagram-3 = Hornið s1 er fjandsamlegt öllum: verjandinn sem fer á s3 drepur árásarmanninn á s2.
help-alea19-king = Að fanga kónginn
help-alea19-king-1 = Kóngurinn er sterkur. Hann er aðeins fangaður þegar árásarmenn umkringja hann á alla fjóra vegu, eða á þrjá vegu þegar hann stendur við hlið auða hásætisins, sem lokar þá fjórðu hliðinni.
help-alea19-king-2 = Á jaðri borðsins er ekki hægt að fanga kónginn.
help-alea19-king-diagram-1 = Þrír árásarmenn standa þegar umhverfis kónginn á hásæti hans; sá fjórði, sem kemur á j9, fangar hann.
help-alea19-king-diagram-2 = Á jaðrinum er kóngurinn óhultur, jafnvel með árásarmenn á öllum þremur opnu hliðunum: taflið heldur áfram.
help-alea19-escaping = Undankoma
help-alea19-escaping-1 = Kóngurinn sleppur, og verjendurnir vinna, þegar hann kemst í eitt hornanna fjögurra.
help-alea19-escaping-diagram-1 = Efri jaðarinn er opinn, svo kóngurinn hleypur frá m19 í hornið s19 og sleppur.
help-alea19-encirclement = Umkringing
help-alea19-encirclement-1 = Ef árásarmennirnir hafa, eftir einhvern leik sinn, lokað kónginn og alla verjendur sem eftir eru inni í órofnum hring, svo að enginn þeirra kemst út á jaðarinn, vinna árásarmennirnir.
help-alea19-end = Lok taflsins
help-alea19-end-1 = Taflinu lýkur þegar kóngurinn sleppur, er fangaður eða er umkringdur ásamt verjendum sínum. Leikmaður sem getur ekki leikið löglegum leik þegar röðin kemur að honum tapar.
help-alea19-end-2 = Þegar sama staðan (sömu menn á sömu reitum og sama lið á leik) kemur upp í þriðja sinn endar taflið með jafntefli.

## Named openings

opening-millar-gambit-accepted = Millar-bragð (þegið)
opening-millar-gambit-accepted-description = Verjendurnir fórna manni á g2, við hlið árásarmannsins á f2, og árásarmennirnir drepa hann með því að snúa aftur með h3-h2. Þeir eru manni yfir, en árásarmaðurinn á h-línunni er aftur kominn út á jaðarinn og verjendurnir vinna tíma og rými suðaustan megin.
opening-millar-gambit-declined = Millar-bragð (hafnað)
opening-millar-gambit-declined-description = Sama boð á g2, látið afskiptalaust: árásarmennirnir leika ekki h3-h2 og halda manninum á h3 frammi, en verjandinn á g2 situr áfram fastur bak við syðri línu þeirra.
opening-indirect-millar-gambit-1 = Óbeint Millar-bragð 1
opening-indirect-millar-gambit-1-description = Fórnin færist annað: einn af lífvörðum kóngsins sveiflar sér frá g7 á j7, gegn árásarmönnunum á austurjaðrinum, þar sem k8-j8 getur drepið hann strax.
opening-indirect-millar-gambit-2 = Óbeint Millar-bragð 2
opening-indirect-millar-gambit-2-description = Sama hugmynd vestan megin: verjandinn á e7 hleypur á b7, við hlið árásarmannanna á vesturjaðrinum, þar sem a8-b8 getur drepið hann, og tígullinn opnast norðvestan megin.
opening-indirect-millar-gambit-3 = Óbeint Millar-bragð 3
opening-indirect-millar-gambit-3-description = Boðið er gert í norðri: verjandinn á e7 fer beint upp á e10, við hlið árásarmannanna á f10 og e11, þar sem d11-d10 getur drepið hann.
opening-polar-gambit = Pólbragð
opening-polar-gambit-description = Svar á sömu línu í hinum endanum: verjandinn á h6 hleypur norður á h10, undir árásarmanninum á h11, og árásarmaðurinn á h3 getur aðeins drepið hann strax með því að fara alla leið upp á h9, burt frá suðrinu.
opening-face-to-face-attack = Sókn augliti til auglitis
opening-face-to-face-attack-description = Verjendurnir spegla árásarmennina: d6 kemur niður á d3, í sömu röð og h3 og andspænis honum þvert yfir suðurhlutann.
opening-side-attack = Hliðarsókn
opening-side-attack-description = Verjandinn fyrir framan kónginn stígur til hliðar frá f4 á i4, á ská við hlið nýja árásarmannsins á h3, og þrýstir á suðaustrið þar sem h1-h3 þynnti jaðarinn.
opening-american-opening = Amerísk byrjun
opening-american-opening-description = Árásarmaðurinn fyrir framan suðurjaðarinn, f2, rennir sér austur á i2 til að verja leiðina að suðausturhorninu í stað þess að færa jaðarmann fram.
opening-bulgarian-opening = Búlgörsk byrjun
opening-bulgarian-opening-description = Eftir ameríska leikinn svara verjendurnir með g5-g4 og stíga út úr tíglinum í átt til suðurs, þar sem árásarmennirnir hafa nýlega endurskipulagt sig.
opening-canadian-opening = Kanadísk byrjun / Ungversk byrjun
opening-canadian-opening-description = Eins og hinn algengi leikur h1-h3 en einum reit lengra: árásarmaðurinn á h1 staðnæmist á h4, jafnfætis tígli verjendanna, og þrengir betur að hlið kóngsins en skilur jaðarinn eftir lengra að baki.
opening-dutch-opening = Hollensk byrjun
opening-dutch-opening-description = Rólegur leikur: g1 stígur upp á g2 við hlið árásarmannsins á f2 og myndar þétta fylkingu á suðurhliðinni í stað þess að teygja sig fram.
opening-english-opening = Ensk byrjun
opening-english-opening-description = Verjendurnir svara ameríska leiknum með spegilmynd hans: nyrsti verjandinn, f8, fer yfir á i8, í átt að norðausturhorninu.
opening-french-opening = Frönsk byrjun
opening-french-opening-description = Árásarmaðurinn á g1 fer tvo reiti upp á g3, andspænis verjandanum á g5 með einn auðan reit á milli, og gerir snemma tilkall til suðausturfjórðungsins.
opening-german-opening = Þýsk byrjun
opening-german-opening-description = Verjendurnir svara hinum megin á borðinu: d6 fer norður á d9, í átt að norðvesturhorninu og burt frá árásarmanninum á h3.
opening-italian-opening = Ítölsk byrjun
opening-italian-opening-description = Verjandinn á e7 fer tvo reiti upp á e9, losar um norðurhlið tígulsins og stefnir í norðvestur.
opening-russian-opening = Rússnesk byrjun
opening-russian-opening-description = Verjandinn á h6 fer norður á h9, einum reit skemur en í Pólbragðinu, og ógnar norðaustrinu án þess að setja sig við hlið árásarmannanna á jaðrinum.
opening-scandinavian-opening = Skandinavísk byrjun
opening-scandinavian-opening-description = Árásarmaðurinn á f2 rennir sér alla leið á j2, á skálínunni við suðausturhornið, í varnarstöðu sem lokar því horni snemma.
opening-spanish-opening = Spænsk byrjun
opening-spanish-opening-description = Verjandinn fyrir framan kónginn hleypur vestur frá f4 á c4, til þeirrar hliðar sem árásarmennirnir hafa ekki hreyft við, og ógnar suðvestrinu.

## Tool buttons (their tooltips) and the menu
tool-new-game = Nýtt tafl
tool-open = Opna tafl
tool-save = Vista
tool-save-as = Vista sem…
tool-flip = Snúa borðinu
tool-menu = Meira
tool-to-start = Í upphafsstöðuna
tool-back = Einn leik aftur á bak
tool-forward = Einn leik áfram
tool-to-end = Á síðasta leikinn
tool-replay = Spila taflið aftur
tool-stop-replay = Stöðva endurspilun
menu-export-picture = Flytja út mynd…
menu-export-animation = Flytja út hreyfimynd…
menu-export-sheet = Flytja út skráningarblaðið…
key-ctrl = Ctrl
key-shift = Shift
key-home = Home
key-end = End
settings-notation = Ritháttur leikja
notation-sheet = Eins og á skráningarblaðinu ({ $sample })
notation-letters = Með bókstöfum ({ $sample })

## The file chooser
log-no-portal = enginn skráagluggi frá skjáborðinu: { $why }; Taflbord opnar og vistar skrár með eigin skráavali
log-portal-silent = skjáborðsgáttin svaraði ekki innan þriggja sekúndna
log-no-runtime = ekkert keyrsluumhverfi til að ná í skjáborðið
chooser-open = Opna tafl
chooser-save = Vista taflið
chooser-export-picture = Flytja út mynd af stöðunni
chooser-export-animation = Flytja taflið út sem hreyfimynd
chooser-export-sheet = Flytja út skráningarblaðið til prentunar
chooser-cancel = Hætta við
chooser-up = Upp
chooser-places = Staðir
chooser-recent-folders = Möppur nýlegra tafla
chooser-place-games = Töfl Taflbords
chooser-place-home = Heimamappa
chooser-place-documents = Skjöl
chooser-reading = Les möppuna…
chooser-unreadable = Ekki er hægt að lesa möppuna { $folder }: { $reason }
chooser-empty = Engar möppur eða skrár af þessu tagi hér.
chooser-name = Heiti
chooser-save-button = Vista
chooser-replace-question = { $file } er þegar til. Skipta henni út?
chooser-replace = Skipta út
chooser-keep = Halda henni
settings-file-dialogs = Skráagluggar
file-dialogs-desktop = Skjáborðsins, annars Taflbords
file-dialogs-own = Taflbords eigin

menu-analysis = Greiningarborð
menu-analysis-close = Loka greiningarborðinu
analysis-starting = Vélin byrjar að hugsa…
analysis-depth = dýpt { $depth } · { $knodes }þ. hnútar · { $knps }þ./s
analysis-finished = lokið
analysis-game-over = Taflinu er lokið.
analysis-lines = leiðir: { $count }
analysis-wins-in = { $side } vinna eftir { $plies }

menu-set-up = Stilla upp stöðu
setup-title = Stilla upp stöðu
setup-hint = Veldu taflmann og smelltu á reiti til að setja hann þar; smelltu aftur með sama taflmanni á reit til að tæma hann.
setup-attacker = Árásarmaður
setup-defender = Verjandi
setup-king = Kóngur
setup-empty = Tómt
setup-to-move = Á leik:
setup-clear = Hreinsa borðið
setup-start = Upphafsstaða
setup-play = Tefla hana
setup-analyse = Greina hana
setup-save = Vista hana…
setup-ready = Það má tefla stöðuna.
setup-over = Liðið sem á leik á engan leik: taflinu er þegar lokið.
setup-error-kings = Það á að vera nákvæmlega einn kóngur; þeir eru { $count }.
setup-error-no-attackers = Það eru engir árásarmenn.
setup-error-forbidden-attacker = Enginn árásarmaður má standa á { $square }.
setup-error-forbidden-defender = Enginn verjandi má standa á { $square }.
setup-error-forbidden-king = Kóngurinn má ekki standa á { $square }.
setup-error-escaped = Kóngurinn á { $square } hefur þegar sloppið.
setup-errors-more = … og { $count } til viðbótar.

# Að gefast upp, bjóða jafntefli og lok tafls; að tefla við tölvuna
end-resign = Gefast upp…
end-offer-draw = Bjóða jafntefli
end-resign-title = Gefast upp í þessu tafli?
end-resign-then = { $winner ->
    [attackers] Árásarmennirnir vinna.
   *[defenders] Verjendurnir vinna.
}
end-resign-yes = Gefast upp
end-resign-no = Tefla áfram
end-draw-offered = { $side ->
    [attackers] Árásarmennirnir bjóða jafntefli. Þiggja verjendurnir það?
   *[defenders] Verjendurnir bjóða jafntefli. Þiggja árásarmennirnir það?
}
end-draw-accept = Þiggja jafntefli
end-draw-decline = Hafna
notice-draw-declined = { $side ->
    [attackers] Árásarmennirnir hafna jafntefli.
   *[defenders] Verjendurnir hafna jafntefli.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } hafnar jafntefli: tölvan telur árásarmennina standa betur ({ $percent } %).
   *[defenders] { $bot } hafnar jafntefli: tölvan telur verjendurna standa betur ({ $percent } %).
}
status-weighing-draw = { $bot } íhugar jafnteflisboðið… { $seconds } s
end-attackers-win = Árásarmennirnir vinna
end-defenders-win = Verjendurnir vinna
end-draw = Jafntefli
end-by-resignation = { $side ->
    [attackers] Árásarmennirnir gáfust upp.
   *[defenders] Verjendurnir gáfust upp.
}
end-by-agreement = Jafntefli með samkomulagi.
end-by-time = { $side ->
    [attackers] Tími árásarmannanna rann út.
   *[defenders] Tími verjendanna rann út.
}
end-rematch = Annað tafl, skipt um lið
end-escape = Esc: aftur á borðið
new-game-computer = Tefla við tölvuna
new-game-computer-level = Styrkleiki
new-game-computer-side = Þú teflir
new-game-or-choose = Eða veldu hver teflir fyrir hvort lið:
welcome-title = Velkomin í Taflbord
welcome-intro = Byrjaðu á að tefla við tölvuna, eða teflið tvö við þetta borð. Reglurnar opnast með F1.
welcome-two-people = Tvö við þetta borð
welcome-more = Fleiri valkostir…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent }% fyrir { $side ->
        [attackers] árásarmenn
       *[defenders] verjendur
    })
score-even = { $score } (jafnt)
review-comment = { $verdict ->
        [inaccuracy] Ónákvæmni
        [mistake] Mistök
       *[blunder] Afleikur
    } { $side ->
        [attackers] árásarmanna
       *[defenders] verjenda
    }: fyrir leikinn { $before }, eftir hann { $after }
review-better = { $comment }; betra: { $move }

# A running timed game is not left without asking
ask-leave-timed-game = Klukkurnar ganga. Hætta í þessu tafli og byrja á öðru?
button-leave-game = Hætta í taflinu
button-keep-playing = Halda áfram að tefla

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Útflutningur á { $file }: { $done } af { $of }
button-cancel-export = Hætta við
notice-export-cancelled = Hætt var við útflutninginn; ekkert var skrifað í { $file }.
notice-export-busy = Útflutningur er þegar í gangi: leyfðu honum að klárast eða hættu við hann.
exported-animation-frames =
    { $frames ->
        [one] Taflið vistað sem { $file }: { $frames } mynd, { $kilobytes } kB
       *[other] Taflið vistað sem { $file }: { $frames } myndir, { $kilobytes } kB
    }

## Að tefla á netinu á netþjóni tafl-samfélagsins
button-online = Tefla á netinu…
online-title = Tefla á netinu
online-intro = Tefldu við annað fólk á netþjóni tafl-samfélagsins. Töflin þín eru vistuð sem skráningarblöð og birtast undir „Nýleg töfl“.
online-server = Netþjónn
online-user = Nafn
online-password = Lykilorð
online-password-kept = Taflbord skrifar lykilorðið aldrei í skrá. „Muna eftir mér“ geymir það í lyklakippu skjáborðsins, þar sem hún er til.
online-create = Stofna þennan aðgang
online-log-in = Skrá inn
online-connecting = Tengist…
online-log-out = Skrá út
online-not-an-account = Netþjónninn tekur ekki við þessum aðgangi: { $why }.
online-wrong-version = Netþjónninn þarf nýrri útgáfu af Taflbord: hann talar aðra útgáfu samskiptareglnanna.
online-wrong-password = Lykilorðið er rangt.
online-no-account = Enginn aðgangur er til með þessu nafni. Hakaðu við „Stofna þennan aðgang“ til að stofna hann.
online-name-taken = Aðgangur með þessu nafni er þegar til.
online-refused = Netþjónninn hafnaði: { $why }
online-logged-in-as = { $user } á { $server }
online-lost = Tengingin rofnaði ({ $why }). Reynt aftur eftir { $seconds } s…
online-challenge = { $player } vill þiggja boð þitt um tafl.
online-accept = Þiggja
online-decline = Hafna
online-back-to-game = Aftur í taflið þitt: { $attackers } gegn { $defenders }
online-new-seek = Óska eftir tafli
online-seek = Bjóða
online-withdraw = Draga til baka
online-seeks = Opin boð um tafl
online-no-seeks = Enginn óskar eftir tafli núna.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · þín hlið: { $side }
online-rated = til stiga
online-unrated = ekki til stiga
online-join = Tefla
online-running = Töfl í gangi
online-watch = Horfa á
online-players = Leikmenn
online-player-record = { $wins } unnin · { $losses } töpuð · { $draws } jafntefli
online-server-refused = Netþjónninn hafnaði „{ $command }“: { $reason }
online-move-refused = Ekki sent: { $why }
online-game-over = Taflinu lokið — { $result }
online-your-move = Þú átt leik
online-to-move = { $side } eiga leik
online-draw-offered = Andstæðingurinn býður jafntefli.
online-offer-draw = Bjóða jafntefli
online-resign = Gefast upp
online-chat = Segðu eitthvað við andstæðinginn
online-to-lobby = Í anddyrið
online-versus = { $attackers } gegn { $defenders }
online-recent-title = { $server } · { $attackers } gegn { $defenders }
online-logged-in-already = Þessi aðgangur er þegar skráður inn, annars staðar frá.
online-too-soon = Of margar tilraunir: netþjónninn bíður aðeins áður en hann tekur við þeirri næstu. Reyndu aftur eftir mínútu.
online-clock-not-kept = Netþjónninn heldur Fischer-klukkum (eins og 15+10), klukkum án viðbótar (eins og 10) eða engri: skrifaðu eina þeirra.
online-remember = Muna eftir mér (í lyklakippu skjáborðsins)
online-kept = Lykilorðið er geymt í lyklakippu skjáborðsins.
online-not-kept = Lykilorðið var ekki geymt ({ $why }): Taflbord geymir það hvergi annars staðar.
online-keyring-label = Taflbord: { $user } á { $server }
online-store-none = engin lyklakippa svarar á þessu skjáborði
online-store-locked = lyklakippan er læst
online-store-silent = lyklakippan svaraði ekki
online-store-not-text = það sem lyklakippan geymir er ekki texti

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = netþjónninn { $server } finnst ekki: { $error }
online-loss-no-address = netþjónninn { $server } hefur ekkert vistfang
online-loss-unreachable = ekki tókst að tengjast { $server }: { $error }
online-loss-server-closed = netþjónninn lokaði tengingunni
online-loss-broke = villa í tengingunni: { $error }
online-loss-not-sent = ekki tókst að senda til netþjónsins: { $error }
online-loss-silent = ekkert barst frá netþjóninum í { $seconds } s
online-loss-line-too-long = netþjónninn sendi línu lengri en { $megabytes } MB
online-loss-broken-off = tengingin var rofin
online-loss-not-yet = netþjónninn leyfir þér ekki enn að skrá þig inn aftur

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = nafn er 1 til 16 stafir
online-account-name-character = „{ $character }“ má ekki vera í nafni: notaðu bókstafi, tölustafi, - og _
online-account-password-length = lykilorð er 1 til 32 bæti
online-account-password-characters = lykilorð má ekki innihalda bil eða stýritákn
