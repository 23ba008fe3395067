# Taflbord in French: the same message ids and variables as locales/en/taflbord.ftl
# (tests/locales.rs checks it).

## Le jeu et ses pièces

app-name = Taflbord
side-attackers = Attaquants
side-defenders = Défenseurs
piece-attacker = un attaquant
piece-defender = un défenseur
piece-king = le roi

## Variantes intégrées

variant-copenhagen = Hnefatafl de Copenhague
variant-fetlar = Hnefatafl de Fetlar
variant-book13 = Livre de stratégie 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, pas à pas
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## Fin de la partie

outcome-attackers-win = Les attaquants gagnent : { $reason }
outcome-defenders-win = Les défenseurs gagnent : { $reason }
outcome-draw = Partie nulle : { $reason }
reason-corner-escape = le roi s'est échappé dans un coin
reason-edge-escape = le roi s'est échappé par le bord
reason-periphery-escape = le roi s'est échappé le long du bord
reason-exit-fort = le roi s'est retranché dans un fort de sortie
reason-king-captured = le roi a été capturé
reason-encircled = les défenseurs ont été encerclés
reason-mate = le roi ne peut plus être sauvé
reason-no-legal-move = le camp au trait n'avait aucun coup légal
reason-repetition = la même position s'est présentée une troisième fois
reason-perpetual-repetition = répétition sans fin
reason-resignation = abandon
reason-time = temps écoulé
reason-agreement = d'un commun accord
reason-move-limit = la limite de coups a été atteinte

## Coups interdits

illegal-game-over = la partie est terminée
illegal-no-piece = il n'y a aucune pièce sur la case de départ
illegal-not-your-piece = cette pièce appartient à l'autre camp
illegal-not-straight = les pièces se déplacent le long d'une rangée ou d'une colonne
illegal-too-far = la pièce ne peut pas aller aussi loin
illegal-blocked = le chemin n'est pas libre
illegal-restricted = le coup emprunte une case réservée
illegal-repetition = le coup répète une position, ce que les règles interdisent
illegal-king-exposed = le coup expose le roi à une capture

## Coups saisis au clavier

typed-off-board = { $square } est hors du plateau de { $size }×{ $size }
typed-no-piece-behind = aucune pièce ne se trouve derrière la case d'arrivée, à rebours de la flèche
typed-wrong-side = la pièce derrière la case d'arrivée est { $piece }, pas une pièce du camp au trait
typed-not-the-king = « k » indique un coup du roi, mais la pièce derrière la case d'arrivée est { $piece }
typed-missing-king-mark = c'est le roi qui se déplace ici : écrivez « k » avant la flèche
typed-how = saisissez un coup comme f4-c4 ou →9·7 (>9.7 ou k^4.4 sur un clavier ordinaire)
typed-placeholder = Saisissez un coup : { $first } ou { $second }
typed-bots-turn = C'est au tour du bot.
typed-problem = « { $typed } » : { $problem }

## Bots

level-thrall = Serf
level-thrall-description = Débutant, classement { $rating } : ne voit que son propre coup et manque les menaces.
level-karl = Karl
level-karl-description = Joueur occasionnel, classement { $rating } : voit votre réponse, mais joue souvent des coups imprécis.
level-huscarl = Huscarl
level-huscarl-description = Joueur de club, classement { $rating } : voit votre réponse, joue parfois des coups imprécis.
level-jarl = Jarl
level-jarl-description = Joueur fort, classement { $rating } : joue son meilleur coup, connaît les ouvertures.
level-king = Roi
level-king-description = Expert, classement { $rating } : calcule trois coups, connaît les ouvertures.
level-valkyrie = Valkyrie
level-valkyrie-description = Maître, classement { $rating } : calcule cinq coups, connaît les ouvertures.
level-tyr = Tyr
level-tyr-description = Maître international, classement { $rating } : calcule six coups, connaît les ouvertures.
level-thor = Thor
level-thor-description = Grand maître, classement { $rating } : calcule sept coups, connaît les ouvertures, enferme le roi quand il attaque.
level-allfather = Père-de-Tout
level-allfather-description = Le plus fort, classement de plus de { $rating } : réfléchit dix secondes par coup.

## Les stratégies de l'article sur Fetlar

strategy-aggressive = Agressive
strategy-barricading-aggressive = Barricade agressive
strategy-barricading-cordon = Barricade en cordon
strategy-king-centered = Centrée sur le roi
strategy-defensive = Défensive
strategy-foot-in-the-door = Pied dans la porte
strategy-fortification = Fortification
strategy-king-s-guard = Garde du roi
strategy-mobile-king = Roi mobile
strategy-random = Aléatoire

## Fichier de paramètres

settings-missing = Pas encore de paramètres : valeurs par défaut utilisées (elles seront enregistrées dans { $file }).
settings-not-utf8 = ce n'est pas du texte UTF-8
settings-broken-kept = Fichier de paramètres { $file } : { $problem }. Valeurs par défaut utilisées ; le fichier est conservé sous le nom { $kept }.
settings-broken-not-moved = Fichier de paramètres { $file } : { $problem }. Valeurs par défaut utilisées ; le fichier n'a pas pu être mis de côté ({ $error }), les modifications ne seront donc pas enregistrées.
settings-save-failed = Impossible d'enregistrer les paramètres dans { $file } : { $error }
file-error-at = ligne { $line }, colonne { $column } : { $reason }

## La fenêtre principale

window-title = { $game } — Taflbord
log-software-renderer = l’adaptateur graphique { $adapter } dessine en logiciel, la fenêtre est donc dessinée par tiny-skia (ICED_BACKEND=wgpu choisit wgpu)
game-title = { $variant } · { $attackers } contre { $defenders }
status-game-over = Partie terminée — { $outcome }
status-recorded = Résultat noté : { $outcome }
status-attackers-to-move = Aux attaquants de jouer ({ $player })
status-defenders-to-move = Aux défenseurs de jouer ({ $player })
status-thinking = Réflexion… { $seconds } s
status-hinting = Recherche d'un indice… { $seconds } s
status-search = profondeur { $depth } · { $score } pour les attaquants · { $knodes }k nœuds
warning-raicki = Raicki ! Le roi a une issue.
warning-tuicku = Tuicku ! Le roi a deux issues.
warning-escape =
    { $count ->
        [one] Évasion ! Le roi a une issue.
       *[other] Évasion ! Le roi a { $count } issues.
    }
warning-watch-your-king = Gare au roi ! Les attaquants peuvent le capturer.
button-new-game = Nouvelle partie
button-recent = Récentes
button-rules = Règles
button-openings = Ouvertures
button-settings = Paramètres
button-to-start = Début
button-back = ◀
button-undo = Annuler
button-redo = Rétablir
button-forward = ▶
button-to-end = Fin
replay-speed = { $seconds } s/coup
button-pause-bots = Suspendre les bots
button-resume-bots = Relancer les bots
button-move-now = Jouer maintenant
button-hint = Indice

## Fichiers

file-kind-sheet = Feuille de partie
file-kind-games = Parties de tafl
file-default-name = partie

## Avis : une ligne sous l'état de la partie

notice-restored = Votre dernière partie est de retour sur le plateau.
notice-restore-failed = Impossible de restaurer la dernière partie : { $error }
notice-autosave-failed = Sauvegarde automatique : { $error }
notice-autosave-to-failed = Échec de la sauvegarde automatique dans { $file } : { $error }
notice-recent-failed = Impossible de mettre à jour les parties récentes : { $error }
notice-practice-failed = Impossible de s'entraîner sur cette ouverture : { $error }
notice-book-move-unplayable = Le coup du livre { $move } ne peut pas être joué ici.
notice-book-moves-here = C'est au livre de jouer ici : appuyez sur ▶ pour continuer.
notice-matchup-variant-gone = La variante « { $variant } » du duel n'existe plus.
notice-matchup-save-failed = Impossible d'enregistrer le duel : { $error }
notice-export-failed = Impossible d'exporter : { $error }
notice-hint = Indice : { $move }
notice-saved = { $file } enregistré
notice-save-failed = Impossible d'enregistrer { $file } : { $error }
notice-opened = { $file } ouvert
notice-variant-assumed = La feuille de partie ne nomme aucune variante : lue comme { $variant }.
notice-result-unsupported = La feuille de partie indique { $result }, mais le plateau ne montre aucune fin : elle est peut-être incomplète.
notice-result-played-past = La partie continue après son résultat noté ({ $result }), la feuille de partie n’en indique donc plus.
read-as = Lire comme
notice-open-failed = Impossible d'ouvrir { $file } : { $error }
notice-variant-skipped = Fichier de variante ignoré : { $error }

## Duels

matchup-event = Duel, manche { $round }, partie { $game }
matchup-challenger-player = Challenger ({ $player })
matchup-opponent-player = Adversaire ({ $player })
matchup-challenger-wins = Le challenger remporte le duel, { $challenger }–{ $opponent }.
matchup-opponent-wins = L'adversaire remporte le duel, { $opponent }–{ $challenger }.
matchup-score-next = Score du duel { $challenger }–{ $opponent } : place à la partie suivante.
matchup-decided = tranché
matchup-round-game = manche { $round }, partie { $game }
matchup-game-over = partie terminée
matchup-status = Duel · { $where } · challenger { $challenger } – { $opponent } adversaire
matchup-next-game = Partie suivante

## Joueurs et écran de nouvelle partie

player-person = Humain
player-bot = Bot : { $level }
player-strategy = Stratégie : { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = Nouvelle partie
new-game-name = Nom (facultatif)
new-game-variant = Variante
new-game-challenger = Challenger (attaque dans la première partie de chaque manche)
new-game-opponent = Adversaire
new-game-matchup = Duel : manches de deux parties, camps inversés
new-game-matchup-explained = Chaque manche compte deux parties : le challenger attaque d'abord, puis défend. Celui qui gagne les deux parties d'une manche remporte le duel ; sinon, on joue une nouvelle manche. Chaque partie est enregistrée.
new-game-start = Commencer
new-game-cancel = Annuler
new-game-clock = Pendule
new-game-clock-custom = Personnalisée…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 ou h3
new-game-clock-unread = Ce n'est pas une cadence : écrivez 10 (minutes), 5+3 (minutes + secondes par coup), 30s+1 (secondes), 5d3 ou 5b3 (un délai), h3 (un sablier) ou none.
clock-none = Sans pendule
clock-minutes = { $minutes } min
clock-seconds = { $seconds } s
clock-sudden-death = { $base } pour la partie
clock-fischer = { $base } + { $seconds } s par coup
clock-simple-delay = { $base }, { $seconds } s de délai par coup
clock-bronstein = { $base }, jusqu'à { $seconds } s rendues par coup
clock-hourglass = Sablier, { $base }
tool-pause-clock = Arrêter les pendules
tool-resume-clock = Lancer les pendules
notice-clock-paused = Les pendules sont arrêtées : relancez-les pour continuer.
notice-clock-running = Les pendules tournent : le plateau reste sur la partie jusqu'à sa fin ou l'arrêt des pendules.
notice-undo-timed = Pas de reprise de coup dans une partie à la pendule entre personnes.
notice-undo-after-time = La partie est perdue au temps : pas de reprise de coup.
menu-review = Analyser la partie
status-reviewing = Analyse de la partie : { $done } positions sur { $of }
button-stop-review = Arrêter
notice-reviewed = Analyse terminée — imprécisions : { $inaccuracies }, erreurs : { $mistakes }, gaffes : { $blunders }.
notes-comment-placeholder = Un commentaire sur ce coup

## Paramètres

settings-title = Paramètres
settings-look = Apparence
settings-language = Langue
settings-language-system = Langue du système
settings-theme = Thème
theme-light = Clair
theme-dark = Sombre
settings-board = Plateau
board-style-wood = Bois
board-style-stone = Pierre
board-style-paper = Papier
settings-coordinates = Coordonnées autour du plateau
settings-legal-moves = Montrer où peut aller la pièce sélectionnée
settings-last-move = Marquer le dernier coup et ses prises
settings-animation = Les pièces glissent jusqu'à leur case
settings-sound-heading = Son
settings-sound = Son
settings-volume = { $percent } %
settings-engine = Moteur
settings-engine-threads = Fils d’exécution pour le niveau le plus fort, les indices, le plateau d’analyse et l’analyse des parties
settings-engine-threads-note = Avec plus de fils, le moteur voit plus loin dans le même temps. Les autres niveaux réfléchissent toujours sur un seul, pour garder la force annoncée.
settings-new-games = Nouvelles parties
settings-window = Fenêtre : { $width } × { $height } (mémorisée quand vous la redimensionnez)
settings-saved-in = Les paramètres sont enregistrés dans { $file }
settings-not-saved = Non enregistrés : il n'y a pas de dossier de configuration.
settings-done = Terminé

## Parties récentes

recent-title = Parties récentes
recent-none = Aucune partie pour l'instant. Les parties que vous jouez, ouvrez ou enregistrez apparaissent ici.
recent-not-finished = non terminée
recent-moves =
    { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
recent-file-gone = le fichier n'existe plus
back-to-game = Retour à la partie

## La feuille de partie à côté du plateau

sheet-opening = Ouverture : { $name }
sheet-attacker = Attaquant
sheet-defender = Défenseur
sheet-no = N°
sheet-move = Coup
sheet-capt = Pris
sheet-back-to-main-line = Retour à la ligne principale
# $parent vaut 0 pour la ligne principale, sinon le numéro de la variante dont celle-ci part.

## Exportation

file-kind-png = Image PNG
file-kind-gif = GIF animé
file-kind-sheet-svg = Feuille de partie (SVG)
exported-picture = Position enregistrée sous { $file }
exported-sheet =
    { $pages ->
        [one] Feuille de partie enregistrée sous { $file }
       *[other] Feuille de partie enregistrée sur { $pages } pages, { $file }…
    }

## S'entraîner sur une ouverture

practice-wrong-move = { $move } n'est pas le coup du livre. Ici, le livre joue { $book } : { $why }. Réessayez.
practice-it-captures =
    { $count ->
        [one] il capture { $squares }
       *[other] il capture { $squares }
    }
practice-how-it-goes-on = c'est ainsi que se poursuit la ligne { $opening }
practice-found =
    { $mistakes ->
        [one] coups trouvés : { $found } sur { $total }, { $mistakes } erreur
       *[other] coups trouvés : { $found } sur { $total }, { $mistakes } erreurs
    }
practice-done = Entraînement terminé ({ $opening }) : { $found }. { $bot } prend le relais.
practice-as-attackers = Entraînement ({ $opening }), côté attaquants : { $found }.
practice-as-defenders = Entraînement ({ $opening }), côté défenseurs : { $found }.

## L'explorateur d'ouvertures

explorer-title = Ouvertures du livre
explorer-empty = Le livre est vide.
explorer-moves = Coups
explorer-real-games = Dans des parties réelles
explorer-played = Jouée dans { $games } des { $all } parties — gagnées par les attaquants : { $attackers }, par les défenseurs : { $defenders }, autres : { $other } (défenseurs { $percent } %).
explorer-not-played = Jamais jouée dans les { $all } parties.
explorer-no-figures = Pas de statistiques pour cette ouverture.
explorer-practice = Entraînement
explorer-practice-explained = L'autre camp joue aussitôt les coups du livre ; à vous de trouver les vôtres. À la fin de la ligne, un bot prend le relais de l'autre camp.
explorer-play-as = Jouer en tant que
explorer-then-the-bot = puis le bot
explorer-plays-on = prend le relais.
explorer-practise = S'entraîner sur cette ouverture
explorer-start-position =
    { $count ->
        [one] Position de départ ({ $count } coup dans la ligne)
       *[other] Position de départ ({ $count } coups dans la ligne)
    }
explorer-move = Coup { $number } sur { $count } : { $move }
explorer-move-takes = Coup { $number } sur { $count } : { $move }, prend { $captures }
explorer-unplayable = { $move } ne peut pas être joué : { $why }
opening-canadian-opening-note = Seed 000 donne l'Ouverture canadienne et l'Ouverture hongroise avec le même coup, H1 → H4 : c'est une seule ligne sous deux noms.

## L'écran des règles

rules-of = Règles de
rules-history = Histoire
rules-none = Il n'y a pas d'aide sur les règles pour { $variant } : c'est une variante personnelle, lue depuis un fichier. Ses règles sont celles écrites dans ce fichier.
rules-unreadable = Impossible de lire l'aide sur les règles : { $error }
rules-before = Avant { $move }
rules-after = Après
rules-not-allowed = { $move } (interdit)
rules-not-allowed-because = { $move } est interdit : { $why }.
rules-captured =
    { $count ->
        [0] rien n'est capturé
        [one] { $squares } est capturé
       *[other] { $squares } sont capturés
    }
rules-verdict-ends = { $move } : { $taken }. { $end }.
rules-verdict-goes-on = { $move } : { $taken } ; la partie continue.

## Rules help: copenhagen

help-copenhagen-history-1 = Le hnefatafl, souvent appelé « échecs vikings », se jouait dans tout le monde nordique et apparaît dans plusieurs sagas. Personne n'en a mis les règles par écrit et, quand les échecs se sont répandus dans le Nord au Moyen Âge, le vieux jeu est peu à peu tombé en désuétude et ses règles se sont perdues.
help-copenhagen-history-2 = Les joueurs modernes l'ont reconstitué à partir du tablut, le jeu sami que Linné a décrit dans son journal de 1732. Ses notes en latin ont été traduites en anglais en 1811 avec plusieurs erreurs, et les parties jouées d'après cette traduction penchaient nettement en faveur du roi. Les joueurs ont alors ajouté des règles pour rééquilibrer le jeu : le roi doit atteindre un coin et non plus simplement le bord, et les coins ainsi que le trône central sont devenus des cases spéciales.
help-copenhagen-history-3 = Les règles de Copenhague font partie de ces règles modernes. Trois joueurs les ont rédigées en 2012 : Aage Nielsen (Danemark), Adam Bartley (Norvège) et Tim Millar (Royaume-Uni). En plus des règles modernes habituelles, elles apportent deux idées nouvelles : le mur de boucliers, qui prend d'un seul coup toute une rangée de pièces sur le bord, et le fort de sortie, qui permet au roi de gagner sur le bord du plateau. Ce jeu est souvent utilisé en tournoi et c'est le jeu par défaut de Taflbord.
help-copenhagen-aim = But du jeu
help-copenhagen-aim-1 = Les deux camps ne jouent pas pour la même chose. Les attaquants, en noir, ont 24 pièces et veulent capturer le roi. Les défenseurs, en blanc, ont 12 pièces et le roi, qui commence sur le trône au centre du plateau de 11 × 11 cases ; ils veulent mettre le roi en sécurité.
help-copenhagen-aim-2 = Les défenseurs gagnent quand le roi atteint l'une des quatre cases d'angle, ou quand il se trouve dans un fort de sortie sur le bord. Les attaquants gagnent s'ils capturent le roi, ou s'ils enferment le roi et tous ses défenseurs dans un cercle sans faille.
help-copenhagen-aim-3 = Les attaquants jouent en premier. Ensuite, les joueurs jouent à tour de rôle, une pièce par tour.
help-copenhagen-moving = Déplacements
help-copenhagen-moving-1 = Toutes les pièces, roi compris, se déplacent en ligne droite le long de leur rangée ou de leur colonne, d'autant de cases libres qu'elles le souhaitent, comme la tour aux échecs. Les pièces ne se déplacent jamais en diagonale et ne sautent jamais par-dessus une autre pièce.
help-copenhagen-moving-2 = Le trône (la case centrale) et les quatre coins sont des cases réservées : seul le roi peut s'y arrêter. Toute pièce peut traverser le trône en ligne droite quand il est vide, et le roi peut y revenir après l'avoir quitté.
help-copenhagen-moving-diagram-1 = Seul le roi peut s'arrêter sur le trône : l'attaquant en f3 ne peut donc pas aller en f6. Il pourrait en revanche traverser le trône vide jusqu'en f7 ou plus loin.
help-copenhagen-capturing = Prises
help-copenhagen-capturing-1 = Vous capturez une pièce ennemie en la prenant en tenaille entre deux de vos pièces sur une rangée ou une colonne. Le piège doit être fermé par la pièce que vous venez de jouer ; la pièce capturée est alors retirée du plateau. Un seul coup peut capturer plusieurs pièces dans différentes directions.
help-copenhagen-capturing-2 = Se placer entre deux pièces ennemies ne présente aucun danger : seul le camp qui joue capture, la pièce reste donc sur le plateau.
help-copenhagen-capturing-3 = Certaines cases peuvent remplacer l'une des deux pièces du piège. Les coins sont hostiles à tout le monde. Le trône est toujours hostile aux attaquants, mais aux défenseurs seulement quand il est vide. Le bord du plateau n'aide jamais à capturer.
help-copenhagen-capturing-4 = Le roi est armé : il peut être l'une des deux pièces qui ferment le piège.
help-copenhagen-capturing-diagram-1 = L'attaquant glisse de h4 en f4. Le défenseur en e4 se trouve alors pris entre lui et l'attaquant en d4 : il est capturé.
help-copenhagen-capturing-diagram-2 = Les coins sont hostiles à toutes les pièces. Quand le défenseur descend en c1, l'attaquant en b1 est pris contre le coin a1 et capturé.
help-copenhagen-capturing-diagram-3 = Quand le trône est vide, il est aussi hostile aux défenseurs. L'attaquant qui arrive en f4 capture le défenseur en f5 contre le trône vide.
help-copenhagen-capturing-diagram-4 = Se placer entre deux ennemis ne présente aucun danger. Le défenseur s'installe en e7 entre deux attaquants et n'est pas capturé, car ce ne sont pas les attaquants qui ont fermé le piège.
help-copenhagen-king = Capture du roi
help-copenhagen-king-1 = Le roi est bien plus difficile à prendre qu'une pièce ordinaire : les attaquants doivent l'entourer sur ses quatre côtés.
help-copenhagen-king-2 = Quand le roi est à côté du trône, trois attaquants suffisent : le trône vide ferme le quatrième côté.
help-copenhagen-king-3 = Sur le bord du plateau, le roi ne peut pas être capturé du tout.
help-copenhagen-king-diagram-1 = Le dernier attaquant arrive en d7. Avec des attaquants sur ses quatre côtés, le roi est capturé et les attaquants gagnent.
help-copenhagen-king-diagram-2 = À côté du trône vide, trois attaquants suffisent : le trône en f6 compte comme quatrième côté, et l'attaquant qui vient en f8 capture donc le roi.
help-copenhagen-king-diagram-3 = Sur le bord, le roi est en sécurité : même avec des attaquants sur ses trois côtés libres, il n'est pas capturé et la partie continue.
help-copenhagen-escaping = Fuite et forts de sortie
help-copenhagen-escaping-1 = Les défenseurs gagnent immédiatement quand le roi atteint l'un des quatre coins.
help-copenhagen-escaping-2 = Ils gagnent aussi grâce à un fort de sortie : le roi se trouve sur le bord du plateau, il peut encore se déplacer, et ses défenseurs l'entourent si étroitement que les attaquants ne peuvent jamais l'atteindre ni capturer aucune pièce du mur. Taflbord cherche un fort après chaque coup des défenseurs.
help-copenhagen-escaping-diagram-1 = Rien ne sépare le roi du coin a11 : il s'y précipite et les défenseurs gagnent.
help-copenhagen-escaping-diagram-2 = Le défenseur en g5 descend en g1 et ferme un fort de sortie. Le roi en e1 peut encore aller en f1, aucun attaquant ne pourra jamais entrer, et aucun des défenseurs qui l'entourent ne peut être capturé : les défenseurs gagnent.
help-copenhagen-shield-walls = Murs de boucliers
help-copenhagen-shield-walls-1 = Des pièces alignées le long du bord du plateau, au moins deux à la suite, peuvent toutes être capturées en un seul coup. Pour cela, chacune doit avoir en face d'elle une pièce ennemie sur la case juste à l'intérieur, vers le centre du plateau. La rangée tombe quand la pièce qui joue ferme une extrémité alors qu'une pièce du même camp, ou un coin, tient l'autre extrémité.
help-copenhagen-shield-walls-2 = Le roi peut y participer. Il peut fermer la rangée comme n'importe quelle autre pièce, ou faire partie de la rangée : les défenseurs à côté de lui sont alors capturés, mais le roi lui-même reste sur le plateau.
help-copenhagen-shield-walls-3 = Les deux camps peuvent capturer avec un mur de boucliers.
help-copenhagen-shield-walls-diagram-1 = L'attaquant qui vient en k7 ferme un mur de boucliers. Les défenseurs en k4, k5 et k6 ont chacun un attaquant en face d'eux et l'attaquant en k3 tient l'autre extrémité : les trois sont capturés.
help-copenhagen-shield-walls-diagram-2 = Le roi fait partie de cette rangée. Quand l'attaquant atteint g1, les défenseurs en d1 et f1 sont capturés, mais le roi en e1 reste.
help-copenhagen-encirclement = Encerclement
help-copenhagen-encirclement-1 = Si les attaquants forment un cercle sans faille autour du roi et de tous ses défenseurs restants, de sorte qu'aucun d'eux ne puisse plus jamais atteindre le bord du plateau, les attaquants gagnent.
help-copenhagen-encirclement-diagram-1 = L'attaquant en f1 monte en f3 et ferme le cercle. Ni le roi ni aucun défenseur ne peut plus atteindre le bord : les attaquants gagnent.
help-copenhagen-end = Fin de la partie
help-copenhagen-end-1 = La partie s'arrête dès qu'un camp a gagné : par la fuite du roi ou un fort de sortie pour les défenseurs, par la capture du roi ou l'encerclement pour les attaquants. Un joueur qui n'a aucun coup légal quand vient son tour perd.
help-copenhagen-end-2 = Les défenseurs ne peuvent pas jouer un coup qui ramène une position déjà vue dans la partie (les mêmes pièces sur les mêmes cases, avec le même camp au trait). Les attaquants peuvent répéter les positions à leur guise.
help-copenhagen-end-3 = Les anciennes règles de Copenhague disaient plutôt qu'une répétition sans fin fait perdre les défenseurs. Taflbord conserve cette règle sous l'option « historical », pour rejouer d'anciennes parties.

## Rules help: fetlar

help-fetlar-history-1 = Le Fetlar Hnefatafl est l'une des règles modernes du jeu viking sur un plateau de 11 × 11 cases. Comme les autres, il part de la reconstitution du hnefatafl d'après les notes de Linné sur le tablut, le jeu sami, avec des modifications destinées à donner une chance équitable aux deux camps : le roi doit atteindre un coin, et les coins ainsi que le trône au centre sont des cases spéciales.
help-fetlar-history-2 = Ses règles ont été publiées par un comité en 2007, et ce fut la première version adoptée pour la compétition. Elle utilise la même position de départ que Copenhague, mais n'a ni murs de boucliers ni forts de sortie : c'est donc un bon point de départ.
help-fetlar-history-3 = Un article de recherche de 2025 a transcrit les règles de Fetlar en logique formelle et a fait s'affronter des joueurs informatiques fondés sur neuf stratégies différentes ; les joueurs à stratégie de Taflbord viennent de cet article. Son texte formel diffère des règles publiées sur deux points : le bord et le trône. Taflbord suit les règles publiées et propose la lecture de l'article sous l'option « paper-edge ».
help-fetlar-aim = But du jeu
help-fetlar-aim-1 = Les attaquants, en noir, ont 24 pièces. Les défenseurs, en blanc, ont 12 pièces et leur roi, qui commence sur le trône au centre du plateau.
help-fetlar-aim-2 = Les défenseurs gagnent quand le roi atteint l'une des quatre cases d'angle. Les attaquants gagnent s'ils capturent le roi, ou s'ils referment un cercle autour du roi et de tous ses défenseurs.
help-fetlar-aim-3 = Les attaquants jouent en premier ; ensuite, les joueurs jouent à tour de rôle, un coup chacun.
help-fetlar-moving = Déplacements
help-fetlar-moving-1 = Toutes les pièces, roi ou non, se déplacent en ligne droite le long d'une rangée ou d'une colonne, d'autant de cases libres que voulu, comme la tour aux échecs. Aucune pièce ne peut sauter par-dessus une autre ni se déplacer en diagonale.
help-fetlar-moving-2 = Seul le roi peut s'arrêter sur le trône ou sur un coin. Quand le trône est vide, toute pièce peut le traverser en ligne droite, et le roi peut y revenir plus tard.
help-fetlar-moving-diagram-1 = Le trône est vide, le défenseur peut donc le traverser : il va de d6 à h6 en passant par f6.
help-fetlar-capturing = Prises
help-fetlar-capturing-1 = Une pièce est capturée quand la pièce qui vient de jouer l'enferme entre elle-même et une seconde pièce de son camp, sur une rangée ou une colonne. La pièce capturée quitte le plateau. Se placer entre deux pièces ennemies ne présente aucun danger.
help-fetlar-capturing-2 = Les coins, ainsi que le trône, peuvent remplacer la seconde pièce. Toutes les pièces considèrent les coins comme ennemis. Le trône est toujours hostile aux attaquants, et aux défenseurs seulement quand personne ne l'occupe. Le bord du plateau ne compte pas.
help-fetlar-capturing-3 = Le roi est armé : il peut donc aider à capturer.
help-fetlar-capturing-diagram-1 = Le roi ferme lui-même le piège : en descendant en e5, il capture l'attaquant en d5, désormais pris entre lui et le défenseur en c5.
help-fetlar-capturing-diagram-2 = Le trône vide est hostile aux attaquants. Le défenseur qui monte en d6 capture contre lui l'attaquant en e6.
help-fetlar-capturing-diagram-3 = Le défenseur qui vient en k3 capture l'attaquant en k2 contre le coin k1.
help-fetlar-king = Capture du roi
help-fetlar-king-1 = Pour capturer le roi, les attaquants doivent occuper les quatre cases qui l'entourent. À côté du trône, les trois autres suffisent, car le trône vide remplace la quatrième.
help-fetlar-king-2 = Sur le bord du plateau, le roi ne peut pas être capturé. (Dans le texte formel de l'article de recherche, le bord aide au contraire à capturer le roi ; choisissez l'option « paper-edge » pour jouer ainsi.)
help-fetlar-king-diagram-1 = Le roi sur le trône est entouré sur trois côtés. L'attaquant qui monte en f5 ferme le quatrième côté et le capture.
help-fetlar-king-diagram-2 = Un roi sur le bord ne peut pas être capturé : les attaquants occupent maintenant ses trois côtés libres, et pourtant la partie continue.
help-fetlar-escaping = Fuite
help-fetlar-escaping-1 = Le roi s'échappe, et les défenseurs gagnent, dès qu'il atteint l'un des quatre coins.
help-fetlar-escaping-diagram-1 = Le chemin le long du bord est libre : le roi va de k7 au coin k11 et les défenseurs gagnent.
help-fetlar-encirclement = Encerclement
help-fetlar-encirclement-1 = Les attaquants gagnent aussi si, après l'un de leurs coups, le roi et tous les défenseurs restants sont enfermés dans un cercle d'attaquants sans faille, de sorte qu'aucun d'eux ne puisse atteindre le bord du plateau.
help-fetlar-end = Fin de la partie
help-fetlar-end-1 = La partie s'arrête dès que le roi s'échappe, est capturé ou est encerclé avec tous ses défenseurs. Un joueur qui ne peut jouer aucun coup légal quand vient son tour perd.
help-fetlar-end-2 = Si la même position (les mêmes pièces sur les mêmes cases, avec le même camp au trait) se présente pour la troisième fois, la partie est nulle.

## Rules help: book13

help-book13-history-1 = Cette variante vient d'un « Livre de stratégie » moderne pour le hnefatafl, qui expose les règles et les usages du jeu sur un plateau de 13 × 13 cases. Elle garde la règle de fuite la plus simple qui soit, le roi n'a qu'à atteindre le bord, et y ajoute une façon de capturer redoutable : l'enfermement, qui peut prendre tout un groupe de pièces en un seul coup.
help-book13-history-2 = Les plateaux de cette taille ont un lien avec l'ère viking : parmi les objets trouvés dans le navire de Gokstad, en Norvège, qui date du IXe siècle, figure un plateau de jeu brisé de 13 cases de large, et certains auteurs y ont vu la taille d'origine du hnefatafl, bien qu'il ne soit pas certain que ce plateau ait servi au tafl.
help-book13-history-3 = Le livre donne les règles mais aucun dessin de la position de départ ; Taflbord dispose donc les pièces comme dans la reconstitution du jeu en 13 × 13 de Parlett : 32 attaquants contre 16 défenseurs et leur roi. La notation des parties du livre, avec des colonnes et des rangées numérotées de 1 à 13 (comme dans 12·9), est la feuille de partie que Taflbord utilise pour toutes les variantes.
help-book13-aim = But du jeu
help-book13-aim-1 = Les attaquants jouent les pièces noires, les défenseurs les pièces blanches et le roi jaune, qui commence au centre du plateau.
help-book13-aim-2 = Les défenseurs gagnent dès que le roi atteint n'importe quelle case du bord du plateau. Les attaquants gagnent en capturant le roi.
help-book13-aim-3 = Les attaquants jouent en premier, puis les joueurs jouent à tour de rôle.
help-book13-moving = Déplacements
help-book13-moving-1 = Les pièces se déplacent en ligne droite le long d'une rangée ou d'une colonne, d'autant de cases libres que vous voulez. Elles ne peuvent pas se déplacer en diagonale, ni s'arrêter sur une autre pièce ou sauter par-dessus.
help-book13-moving-2 = Il n'y a pas de cases spéciales dans ce jeu : toute pièce peut s'arrêter n'importe où, y compris au centre et dans les coins.
help-book13-sandwich = Prise en sandwich
help-book13-sandwich-1 = Enfermez une pièce ennemie entre deux des vôtres sur une rangée ou une colonne, en amenant l'une d'elles en place, et elle est capturée. Ici, le roi compte comme n'importe quelle autre pièce : il peut être capturé de cette façon, et il peut aider à capturer.
help-book13-sandwich-2 = Le bord du plateau ne sert jamais de côté à un sandwich.
help-book13-sandwich-3 = Placer votre propre pièce dans un sandwich ne présente aucun danger : elle n'est capturée que si l'adversaire ferme le piège. Un seul coup peut capturer plusieurs pièces à la fois.
help-book13-sandwich-diagram-1 = Un coup, deux prises : le défenseur qui arrive en d9 enferme l'attaquant en c9 contre b9 et l'attaquant en e9 contre f9.
help-book13-sandwich-diagram-2 = Le bord n'aide pas à faire un sandwich. Le défenseur en a6 a un attaquant à côté de lui et le bord derrière lui, mais il n'est pas capturé.
help-book13-enclosure = Prise par enfermement
help-book13-enclosure-1 = Après un coup, tout groupe de pièces ennemies (des pièces reliées le long des rangées et des colonnes) qui n'a plus aucune case libre à côté de lui est capturé, quelles que soient sa taille et sa forme. Ici, le bord du plateau aide : il enferme un groupe aussi bien que vos propres pièces.
help-book13-enclosure-2 = Les enfermements sont résolus avant les sandwichs. Si le groupe contient le roi, le roi est capturé avec lui et les attaquants gagnent.
help-book13-enclosure-diagram-1 = Les défenseurs en a4 et a5 forment un groupe qui n'a qu'une seule case voisine libre, a6. L'attaquant qui s'y place ne leur laisse plus aucune case libre : les deux sont capturés.
help-book13-enclosure-diagram-2 = Le roi et le défenseur à côté de lui sont enfermés de tous côtés dès que l'attaquant atteint f10. Tout le groupe est capturé, roi compris, et les attaquants gagnent.
help-book13-king = Capture du roi
help-book13-king-1 = Le roi n'est pas plus difficile à capturer qu'une autre pièce : deux attaquants de part et d'autre de lui suffisent, n'importe où sur le plateau. Il peut aussi être perdu dans un enfermement, comme montré plus haut.
help-book13-king-diagram-1 = L'attaquant qui monte en i5 enferme le roi entre lui-même et l'attaquant en g5. Le roi est capturé et les attaquants gagnent.
help-book13-escaping = Fuite
help-book13-escaping-1 = Le roi s'échappe dès qu'il atteint n'importe quelle case du bord du plateau, coins compris, et les défenseurs gagnent.
help-book13-escaping-diagram-1 = Le roi descend de d4 jusqu'au bord en d1 et s'échappe.
help-book13-end = Fin de la partie
help-book13-end-1 = Chaque partie se joue jusqu'au bout : il n'y a pas de nulle, et personne ne peut abandonner. Taflbord ne propose pas de nulle dans cette variante. Un joueur qui n'a aucun coup légal quand vient son tour perd.
help-book13-end-2 = En tournoi, les joueurs s'affrontent en duels. Une manche compte deux parties : le challenger attaque dans la première et défend dans la seconde. Celui qui gagne les deux parties d'une manche remporte le duel ; sinon, on joue une nouvelle manche.

## Rules help: tablut

help-tablut-history-1 = Le tablut est le jeu le mieux documenté de toute la famille du tafl. En 1732, le naturaliste suédois Carl von Linné a traversé la Laponie et a décrit un jeu de plateau qu'il avait vu jouer chez les Samis : un roi et ses huit hommes, les Suédois, contre seize Moscovites. Il a dessiné le plateau et noté ce qu'il a vu en quatorze courtes entrées, bien qu'il ne semble pas avoir compris la langue samie.
help-tablut-history-2 = Ses notes ont été traduites en anglais en 1811. En 1913, l'historien des échecs H. J. R. Murray a soutenu que le tablut était le même jeu que le hnefatafl des Vikings, et ses règles, dans lesquelles le roi s'échappe n'importe où sur le bord, ont été reprises par presque tous les livres suivants. Joué ainsi, le jeu est très facile pour le roi.
help-tablut-history-3 = Taflbord joue une lecture plus fidèle de Linné, établie en 1972 pour une exposition itinérante suédoise (Riksutställningar). Les cases où commencent les attaquants sont des camps de base, la case centrale est le château du roi, et les uns comme l'autre sont fermés à la circulation ordinaire ; le roi ne peut s'échapper que vers une case du bord située hors des camps. Les Suédois jouent en premier.
help-tablut-aim = But du jeu
help-tablut-aim-1 = Le roi commence sur le château, la case centrale e5, entouré de ses huit Suédois (blancs). Les seize Moscovites (noirs) commencent dans quatre camps de base en forme de T, un au milieu de chaque bord.
help-tablut-aim-2 = Les Suédois gagnent quand leur roi atteint une case du bord qui n'appartient pas à un camp de base. Les Moscovites gagnent s'ils capturent le roi.
help-tablut-aim-3 = Fait inhabituel, c'est le camp du roi qui joue en premier.
help-tablut-moving = Déplacements et cases réservées
help-tablut-moving-1 = Toutes les pièces se déplacent comme la tour aux échecs : en ligne droite le long d'une rangée ou d'une colonne, d'autant de cases libres que voulu, sans sauter.
help-tablut-moving-2 = Les cases réservées sont fermées à la circulation : aucune pièce ne peut s'arrêter sur le château ou dans un camp de base, ni les traverser. Seule exception : un Moscovite qui n'a pas encore quitté son propre camp peut se déplacer à l'intérieur de ce camp et en traverser les cases pour en sortir. Ensuite, il ne peut plus jamais y revenir, ni entrer sur une autre case réservée.
help-tablut-moving-3 = Une fois que le roi a quitté le château, celui-ci reste vide pour de bon : personne, pas même le roi, ne peut le traverser ni s'y arrêter.
help-tablut-moving-diagram-1 = Une fois le roi parti, personne ne peut traverser le château vide : le défenseur ne peut donc pas aller de e3 en e7.
help-tablut-moving-diagram-2 = Cet attaquant a déjà quitté son camp et ne peut plus entrer dans un camp : le coup c4-a4 est interdit.
help-tablut-capturing = Prises
help-tablut-capturing-1 = Une pièce est capturée quand le joueur au trait l'enferme entre deux de ses propres pièces, une de chaque côté, sur une rangée ou une colonne. Vous pouvez sans danger vous placer vous-même entre deux ennemis.
help-tablut-capturing-2 = Seules les pièces capturent : le château et les cases des camps ne remplacent jamais une pièce lors de la capture d'une pièce ordinaire. Le roi est armé et peut aider à capturer.
help-tablut-capturing-diagram-1 = L'attaquant qui surgit en d7 enferme le défenseur en c7 contre l'attaquant en b7 et le capture.
help-tablut-capturing-diagram-2 = Le défenseur en g5 est à côté de la case de camp vide h5, mais les cases de camp ne capturent pas : quand l'attaquant arrive en f5, rien n'est pris.
help-tablut-king = Capture du roi
help-tablut-king-1 = Le roi n'est capturé que lorsqu'il est enfermé sur ses quatre côtés. Chaque côté doit être un attaquant ou une case réservée : le château vide ou une case d'un camp de base. Il ne peut alors plus aller nulle part.
help-tablut-king-diagram-1 = À côté du château, trois attaquants suffisent : le château ferme le quatrième côté, et l'attaquant qui vient en e7 capture le roi.
help-tablut-king-diagram-2 = Une case de camp bloque le roi exactement comme un attaquant : avec le roi en e3 et la case de camp e2 sous lui, l'attaquant qui arrive en e4 le capture.
help-tablut-combined-trap = Le piège combiné
help-tablut-combined-trap-1 = Un défenseur placé juste à côté de son roi peut être pris contre le roi. Supposons que le roi soit enfermé sur ses trois autres côtés, par des attaquants ou par des cases réservées. Un attaquant qui vient se placer sur la case de l'autre côté du défenseur retire alors ce défenseur du plateau, tandis que le roi reste où il est.
help-tablut-combined-trap-diagram-1 = Le roi en c3 est cerné sur trois côtés. L'attaquant qui arrive en e3 capture le défenseur en d3, coincé entre lui et son propre roi ; le roi reste en place.
help-tablut-escaping = Fuite
help-tablut-escaping-1 = Le roi s'échappe, et les Suédois gagnent, quand il atteint n'importe quelle case du bord qui ne fait pas partie d'un camp de base.
help-tablut-escaping-2 = Linné a noté deux avertissements. Si le roi a un seul chemin libre vers le bord, les Suédois doivent prévenir leur adversaire en disant « raicki » ; avec deux chemins libres, le mot est « tuicku », et la partie est pour ainsi dire gagnée. Taflbord affiche ces avertissements pour vous.
help-tablut-escaping-diagram-1 = La colonne g est libre jusqu'au bord et g9 n'est pas une case de camp : le roi y court et s'échappe.
help-tablut-end = Fin de la partie
help-tablut-end-1 = La partie est terminée quand le roi s'échappe ou est capturé. Un joueur qui n'a aucun coup légal quand vient son tour perd.
help-tablut-end-2 = Une menace ne peut pas être répétée indéfiniment : aucun coup ne peut créer une position qui s'est déjà produite deux fois.

## Rules help: onestep9

help-onestep9-history-1 = Voici le hnefatafl tel que l'enseigne une fiche de règles pour débutants : un plateau de 9 × 9 cases, un roi et huit défenseurs contre seize attaquants, et une particularité qui rend le jeu calme et facile à suivre. Toutes les pièces, roi compris, ne se déplacent que d'une case à la fois.
help-onestep9-history-2 = Les sagas mentionnent sans cesse le hnefatafl, et l'habileté à ce jeu était aussi estimée que l'habileté aux armes. Dans la saga Morkinskinna, Eysteinn dit à son frère Sigurd qu'il est le plus adroit des deux et le meilleur joueur de hnefatafl. Les Vikings ont emporté le jeu avec eux, entre autres en Islande, en Irlande, en Grande-Bretagne et au pays de Galles.
help-onestep9-history-3 = La taille des armées correspond à des découvertes de l'ère viking : des jeux de pions en verre provenant de tombes de Björkö (Birka) et de Valsgärde, en Suède, semblent venir de jeux faits pour un plateau de 9 × 9. Le dessin de la position de départ de la fiche n'a pas été conservé ; Taflbord utilise donc la disposition habituelle en 9 × 9 : le roi au centre, ses huit défenseurs en croix autour de lui, et les attaquants en quatre groupes en forme de T le long des bords.
help-onestep9-aim = But du jeu
help-onestep9-aim-1 = Les défenseurs (blancs) veulent amener leur roi du centre jusqu'à l'une des quatre cases d'angle. Les attaquants (noirs) veulent capturer le roi avant qu'il n'y parvienne.
help-onestep9-aim-2 = Les attaquants jouent en premier ; ensuite, les joueurs jouent à tour de rôle.
help-onestep9-moving = Déplacements
help-onestep9-moving-1 = Chaque coup déplace une pièce d'exactement une case vers le haut, le bas, la gauche ou la droite. Rien ne se déplace en diagonale, et rien ne se déplace de plus d'une case.
help-onestep9-moving-2 = La case centrale est le trône ; le trône et les quatre coins sont réservés au roi : aucune autre pièce ne peut y entrer. Le roi peut revenir sur le trône quand il le souhaite.
help-onestep9-moving-diagram-1 = Chaque coup n'est qu'un pas : l'attaquant en c3 peut aller en c4, mais pas directement en c5.
help-onestep9-capturing = Prises
help-onestep9-capturing-1 = Quand un coup laisse une pièce ennemie coincée entre deux pièces du joueur qui vient de jouer, ou entre l'une d'elles et un coin, sur une rangée ou une colonne, cette pièce ennemie est capturée. Les coins jouent contre les deux camps.
help-onestep9-capturing-2 = Le trône n'est pas hostile : il n'aide jamais à capturer une pièce ordinaire.
help-onestep9-capturing-3 = Une pièce peut sans danger se placer entre deux ennemis ; elle n'est capturée que si l'ennemi ferme le piège. Le roi est armé et peut aider à capturer.
help-onestep9-capturing-diagram-1 = L'attaquant descend de e8 en e7 et enferme le défenseur en d7 contre l'attaquant en c7.
help-onestep9-capturing-diagram-2 = Le coin a9 est hostile : l'attaquant qui monte en c9 capture contre lui le défenseur en b9.
help-onestep9-capturing-diagram-3 = Le trône ne capture pas. L'attaquant en e6 se trouve entre le trône vide et le défenseur qui arrive en e7, et il reste sur le plateau.
help-onestep9-king = Capture du roi
help-onestep9-king-1 = Contre le roi, le bord du plateau, les coins et le trône vide comptent tous comme des ennemis. Il est capturé quand chacun de ses quatre côtés est fermé par un attaquant ou par l'un d'eux.
help-onestep9-king-2 = Il faut donc quatre attaquants quand il est sur le trône, trois à côté du trône ou sur le bord, et seulement deux quand il est à côté d'un coin.
help-onestep9-king-diagram-1 = Sur le bord, trois attaquants suffisent : le bord ferme le quatrième côté, et l'attaquant qui vient en e2 capture le roi.
help-onestep9-king-diagram-2 = À côté d'un coin, deux attaquants suffisent : le coin a1 et le bord ferment deux côtés, et l'attaquant qui vient en b2 ferme le dernier.
help-onestep9-king-diagram-3 = À côté du trône, le trône vide forme le quatrième côté : l'attaquant qui vient en e3 capture le roi.
help-onestep9-escaping = Fuite
help-onestep9-escaping-1 = Le roi s'échappe, et les défenseurs gagnent, quand il entre sur une case d'angle.
help-onestep9-escaping-2 = Les joueurs se préviennent mutuellement. Quand le roi a un chemin libre vers un coin pour son prochain coup, les défenseurs disent « Évasion ! » ; quand les attaquants pourraient capturer le roi au coup suivant, ils disent « Gare au roi ! ». Taflbord affiche les deux avertissements.
help-onestep9-escaping-diagram-1 = Le roi entre dans le coin a1 et les défenseurs gagnent.
help-onestep9-end = Fin de la partie
help-onestep9-end-1 = La partie s'arrête quand le roi s'échappe ou est capturé. Un joueur qui ne peut jouer aucun coup légal quand vient son tour perd la partie.

## Rules help: brandubh

help-brandubh-history-1 = Le brandubh est le membre irlandais de la famille du tafl, et le plus petit : il se joue sur un plateau de 7 × 7 cases. Son nom signifie « noir corbeau ». D'anciens poèmes irlandais parlent d'une pièce maîtresse en or, le branán, avec un homme de chaque côté, et d'un jeu de cinq pièces blanches contre huit rouges.
help-brandubh-history-2 = Le savant irlandais Eoin MacWhite a proposé un plateau de 7 × 7 cases avec les pièces disposées en croix : le roi au milieu, ses quatre hommes à côté de lui, et les huit attaquants au bout des quatre branches. C'est la position de départ utilisée ici.
help-brandubh-history-3 = On a retrouvé des plateaux de la bonne taille. Un plateau en bois finement sculpté, percé de 7 × 7 trous pour des pièces à cheville, a été mis au jour à Ballinderry, en Irlande, en 1932 ; il se trouve aujourd'hui au Musée national d'Irlande, à Dublin. Ses trous d'angle sont marqués, ce qui laisse penser que le roi s'y échappait. Deux plateaux de pierre gravés d'une grille de 7 × 7 points proviennent d'un établissement viking du IXe siècle à Buckquoy, dans les Orcades.
help-brandubh-aim = But du jeu
help-brandubh-aim-1 = Le roi commence sur le trône au centre, entouré de quatre défenseurs. Les huit attaquants sont placés deux par deux au bout des branches de la croix.
help-brandubh-aim-2 = Les défenseurs gagnent quand le roi atteint l'un des quatre coins. Les attaquants gagnent s'ils capturent le roi. Les attaquants jouent en premier.
help-brandubh-moving = Déplacements
help-brandubh-moving-1 = Les pièces se déplacent comme la tour aux échecs : d'autant de cases que voulu le long d'une rangée ou d'une colonne, tant que le chemin est libre. Pas de saut, pas de déplacement en diagonale.
help-brandubh-moving-2 = Seul le roi peut s'arrêter sur le trône ou sur une case d'angle. Toute pièce peut traverser le trône quand il est vide, et le roi peut y revenir.
help-brandubh-capturing = Prises
help-brandubh-capturing-1 = Enfermez une pièce ennemie entre deux des vôtres sur une rangée ou une colonne, en amenant l'une d'elles en place, et elle est capturée. Une pièce qui se place d'elle-même entre deux ennemis ne risque rien.
help-brandubh-capturing-2 = Les quatre coins sont hostiles à tout le monde : un coin peut donc jouer le rôle de l'une des deux pièces du piège. Le trône n'est pas hostile et n'aide jamais à capturer.
help-brandubh-capturing-3 = Le roi est armé : il peut être l'une des deux pièces qui font une prise.
help-brandubh-capturing-diagram-1 = L'attaquant descend en c5 et enferme le défenseur en b5 contre l'attaquant en a5.
help-brandubh-capturing-diagram-2 = Le coin a1 compte comme un ennemi de l'attaquant en a2 : le défenseur qui arrive en a3 le capture.
help-brandubh-capturing-diagram-3 = Le trône n'est pas hostile : le défenseur en d5, entre le trône vide et l'attaquant qui vient en d6, n'est pas capturé.
help-brandubh-king = Capture du roi
help-brandubh-king-1 = Au brandubh, le roi est faible : il est capturé comme n'importe quelle autre pièce, par deux attaquants placés de part et d'autre de lui, n'importe où sur le plateau, même sur le trône.
help-brandubh-king-2 = Comme les coins lui sont hostiles à lui aussi, à côté d'un coin un seul attaquant de l'autre côté suffit.
help-brandubh-king-diagram-1 = Deux attaquants suffisent : l'attaquant qui vient en f5 enferme le roi contre l'attaquant en d5, et les attaquants gagnent.
help-brandubh-king-diagram-2 = À côté d'un coin, un seul attaquant suffit : l'attaquant qui vient en a3 enferme le roi contre le coin a1.
help-brandubh-escaping = Fuite
help-brandubh-escaping-1 = Les défenseurs gagnent dès que le roi atteint l'un des quatre coins.
help-brandubh-escaping-diagram-1 = Le bord est libre jusqu'au coin g7, et le roi s'y échappe.
help-brandubh-end = Fin de la partie
help-brandubh-end-1 = La partie s'arrête quand le roi s'échappe ou est capturé. Un joueur qui n'a aucun coup légal quand vient son tour perd.
help-brandubh-end-2 = Si la même position (les mêmes pièces sur les mêmes cases, avec le même camp au trait) se présente pour la troisième fois, la partie est nulle.

## Rules help: tawlbwrdd

help-tawlbwrdd-history-1 = Le tawl-bwrdd est le jeu de tafl du pays de Galles ; son nom vient très probablement du mot norrois désignant un plateau de jeu. Les livres de lois gallois, traditionnellement associés au roi Hywel Dda, le mentionnent souvent. Ils attribuent une valeur à chaque pièce du plateau du roi lui-même, et le compte donne huit hommes et un roi contre seize.
help-tawlbwrdd-history-2 = La description galloise la plus complète se trouve dans un manuscrit écrit par Robert ap Ifan en 1587 et conservé à la Bibliothèque nationale du pays de Galles. Il décrit un plateau de 11 × 11 cases avec un roi et douze défenseurs contre vingt-quatre attaquants. La règle de victoire est en partie illisible : le roi gagne s'il peut se déplacer le long d'une certaine ligne, mais le mot qui désigne cette ligne est perdu.
help-tawlbwrdd-history-3 = L'auteur de livres de jeux R. C. Bell a reconstitué le jeu en 1969, avec un dé qui décide qui peut jouer et un roi qui s'échappe n'importe où sur le bord. Taflbord suit plutôt la proposition plus récente de Sten Helmfrid : pas de dés, le roi doit réellement se déplacer le long du bord pour s'échapper, et son camp ne doit jamais le laisser exposé à une capture (« protégez votre roi »).
help-tawlbwrdd-aim = But du jeu
help-tawlbwrdd-aim-1 = Le roi commence au centre du plateau, entouré de douze défenseurs. Les vingt-quatre attaquants attendent en quatre blocs de six le long des bords.
help-tawlbwrdd-aim-2 = Les défenseurs gagnent quand le roi fait un déplacement le long du bord du plateau. Les attaquants gagnent en piégeant le roi de sorte qu'il ne puisse plus être sauvé.
help-tawlbwrdd-aim-3 = C'est le camp du roi qui joue en premier.
help-tawlbwrdd-moving = Déplacements
help-tawlbwrdd-moving-1 = Toutes les pièces se déplacent comme la tour aux échecs : en ligne droite le long d'une rangée ou d'une colonne, d'autant de cases libres que voulu, sans sauter par-dessus quoi que ce soit.
help-tawlbwrdd-moving-2 = Il n'y a pas de cases spéciales : toute pièce peut s'arrêter n'importe où, y compris au centre et dans les coins.
help-tawlbwrdd-capturing = Prises
help-tawlbwrdd-capturing-1 = Toute pièce, roi compris, est capturée quand l'ennemi amène une seconde pièce en place de sorte qu'elle se retrouve entre deux pièces ennemies sur une rangée ou une colonne. Ni le bord du plateau ni aucune case n'aide à capturer.
help-tawlbwrdd-capturing-2 = Se placer soi-même entre deux pièces ennemies ne présente aucun danger. Dans les règles de Helmfrid, le joueur dit alors « gwrheill », pour que personne ne puisse prétendre plus tard que la pièce a été prise ; Taflbord s'en charge pour vous.
help-tawlbwrdd-capturing-3 = Le roi est armé et peut aider à capturer.
help-tawlbwrdd-capturing-diagram-1 = L'attaquant qui descend en e9 enferme le défenseur en d9 contre l'attaquant en c9.
help-tawlbwrdd-capturing-diagram-2 = Le roi participe aux prises : en montant en e8, il enferme l'attaquant en d8 contre le défenseur en c8.
help-tawlbwrdd-watch-king = Protégez votre roi
help-tawlbwrdd-watch-king-1 = Le roi est capturé comme n'importe quelle autre pièce, entre deux attaquants. Mais les défenseurs ne doivent jamais laisser leur roi là où les attaquants pourraient le prendre dès leur coup suivant : un tel coup est interdit.
help-tawlbwrdd-watch-king-2 = Si le roi est menacé et qu'aucun coup des défenseurs ne peut écarter la menace (en capturant l'attaquant, en lui barrant le chemin ou en mettant le roi à l'abri), le roi est mat et les attaquants gagnent.
help-tawlbwrdd-watch-king-diagram-1 = Le roi ne peut pas se jeter dans le danger. En c3, il pourrait être pris par l'attaquant de h3 glissant en d3 : le coup c6-c3 est donc interdit.
help-tawlbwrdd-watch-king-diagram-2 = L'attaquant qui vient en b6 menace de prendre le roi par e6-d6. Le seul coup possible du roi, vers d6, est tout aussi dangereux, et le défenseur en h3 ne peut pas l'aider : le roi est mat et les attaquants gagnent.
help-tawlbwrdd-escaping = Fuite
help-tawlbwrdd-escaping-1 = Atteindre le bord ne suffit pas. Le roi s'échappe, et les défenseurs gagnent, quand il fait un déplacement le long du bord : d'une case d'une rangée ou d'une colonne du bord vers une autre case du même bord.
help-tawlbwrdd-escaping-diagram-1 = Le roi atteint le bord en a5, mais cela ne suffit pas pour gagner ; la partie continue, et les attaquants ont une chance de lui barrer la route.
help-tawlbwrdd-escaping-diagram-2 = De k4, le roi longe le bord jusqu'en k8 : il s'est échappé et les défenseurs gagnent.
help-tawlbwrdd-end = Fin de la partie
help-tawlbwrdd-end-1 = La partie s'arrête quand le roi s'échappe le long du bord, ou quand il est mat ou capturé. Un joueur qui n'a aucun coup légal quand vient son tour perd.
help-tawlbwrdd-end-2 = Si la même position (les mêmes pièces sur les mêmes cases, avec le même camp au trait) se présente une troisième fois, la partie est nulle.

## Rules help: alea19

help-alea19-history-1 = L'alea evangelii, en latin « le jeu des Évangiles », est connu par un manuscrit du Xe siècle, écrit en Irlande ou en Angleterre et aujourd'hui conservé à Oxford. Il contient le dessin d'un plateau de 18 × 18 cases dont les pièces se tiennent sur les intersections des lignes, ce qui donne 19 × 19 emplacements de jeu, ainsi qu'une longue explication du jeu comme image des quatre Évangiles.
help-alea19-history-2 = Le texte dit que Dubinsi, évêque de Bangor, mort en 951, rapporta le jeu en Irlande depuis la cour du roi Æthelstan, en Angleterre. Il compte 72 hommes et une pièce maîtresse au centre, et affirme que le jeu n'est compris que par celui qui connaît les attaquants et les défenseurs, la cité et sa citadelle, et « neuf pas deux fois ». Depuis le centre, le roi a besoin de neuf pas en largeur et de neuf pas vers le haut ou le bas pour atteindre un coin, ce qui pourrait être le sens de cette expression.
help-alea19-history-3 = Le dessin ne montre pas quels hommes appartiennent à quel camp. Taflbord utilise la disposition de H. J. R. Murray, 48 attaquants contre 24 défenseurs, et la joue avec les règles modernes des coins : les coins décorés du dessin sont considérés comme les cases de fuite du roi, et le trône et les coins sont réservés et hostiles comme dans les règles de Copenhague.
help-alea19-aim = But du jeu
help-alea19-aim-1 = Le roi commence sur le trône, la case centrale j10, parmi ses 24 défenseurs. Les 48 attaquants se tiennent en groupes tout autour d'eux.
help-alea19-aim-2 = Les défenseurs gagnent quand le roi atteint un coin du grand plateau. Les attaquants gagnent en capturant le roi, ou en refermant un cercle autour du roi et de tous ses défenseurs.
help-alea19-aim-3 = Les attaquants jouent en premier.
help-alea19-moving = Déplacements
help-alea19-moving-1 = Toutes les pièces se déplacent comme la tour aux échecs : le long d'une rangée ou d'une colonne, aussi loin que le chemin est libre, sans jamais sauter et jamais en diagonale.
help-alea19-moving-2 = Seul le roi peut s'arrêter sur le trône ou sur un coin. Toute pièce peut traverser le trône quand il est vide, et le roi peut y revenir.
help-alea19-capturing = Prises
help-alea19-capturing-1 = Une pièce est capturée quand l'ennemi joue de sorte qu'elle se retrouve enfermée entre deux pièces ennemies sur une rangée ou une colonne. Se placer soi-même dans un tel espace ne présente aucun danger.
help-alea19-capturing-2 = Les coins sont hostiles à toutes les pièces et peuvent fermer un piège à la place d'un ennemi. Le trône est toujours hostile aux attaquants, et aux défenseurs seulement quand il est vide. Le bord du plateau ne compte pas.
help-alea19-capturing-3 = Le roi est armé et peut participer aux prises.
help-alea19-capturing-diagram-1 = L'attaquant qui descend en h15 enferme le défenseur en g15 contre l'attaquant en f15.
help-alea19-capturing-diagram-2 = Le trône vide est hostile aux attaquants : le défenseur qui arrive en l10 capture contre lui l'attaquant en k10.
help-alea19-capturing-diagram-3 = Le coin s1 est hostile à tous : le défenseur qui vient en s3 capture l'attaquant en s2.
help-alea19-king = Capture du roi
help-alea19-king-1 = Le roi est fort. Il n'est capturé que lorsque des attaquants l'entourent sur ses quatre côtés, ou sur trois côtés quand il se trouve à côté du trône vide, qui ferme alors le quatrième.
help-alea19-king-2 = Sur le bord du plateau, le roi ne peut pas être capturé.
help-alea19-king-diagram-1 = Trois attaquants entourent déjà le roi sur son trône ; le quatrième, en arrivant en j9, le capture.
help-alea19-king-diagram-2 = Sur le bord, le roi est en sécurité, même avec des attaquants sur ses trois côtés libres : la partie continue.
help-alea19-escaping = Fuite
help-alea19-escaping-1 = Le roi s'échappe, et les défenseurs gagnent, quand il atteint l'un des quatre coins.
help-alea19-escaping-diagram-1 = Le bord supérieur est libre : le roi file de m19 au coin s19 et s'échappe.
help-alea19-encirclement = Encerclement
help-alea19-encirclement-1 = Si, après un coup des attaquants, le roi et tous les défenseurs restants sont enfermés dans un cercle d'attaquants sans faille, de sorte qu'aucun d'eux ne puisse atteindre le bord, les attaquants gagnent.
help-alea19-end = Fin de la partie
help-alea19-end-1 = La partie s'arrête quand le roi s'échappe, est capturé ou est encerclé avec ses défenseurs. Un joueur qui ne peut jouer aucun coup légal quand vient son tour perd.
help-alea19-end-2 = Quand la même position (les mêmes pièces sur les mêmes cases, avec le même camp au trait) se présente pour la troisième fois, la partie est nulle.

## Named openings

opening-millar-gambit-accepted = Gambit Millar (accepté)
opening-millar-gambit-accepted-description = Les défenseurs offrent une pièce en g2, à côté de l'attaquant en f2, et les attaquants la prennent en revenant par h3-h2. Ils ont une pièce d'avance, mais l'attaquant de la colonne h est de retour sur le bord, et les défenseurs gagnent du temps et de l'espace du côté sud-est.
opening-millar-gambit-declined = Gambit Millar (refusé)
opening-millar-gambit-declined-description = La même offre en g2, mais ignorée : les attaquants ne jouent pas h3-h2 et gardent leur pièce avancée en h3, tandis que le défenseur en g2 reste logé derrière leur ligne sud.
opening-indirect-millar-gambit-1 = Gambit Millar indirect 1
opening-indirect-millar-gambit-1-description = Le sacrifice se fait ailleurs : un garde du roi passe de g7 à j7, face aux attaquants du bord est, où k8-j8 peut le prendre aussitôt.
opening-indirect-millar-gambit-2 = Gambit Millar indirect 2
opening-indirect-millar-gambit-2-description = La même idée à l'ouest : le défenseur en e7 file en b7, à côté des attaquants du bord ouest, où a8-b8 peut le prendre, et le losange s'ouvre sur son côté nord-ouest.
opening-indirect-millar-gambit-3 = Gambit Millar indirect 3
opening-indirect-millar-gambit-3-description = L'offre se fait au nord : le défenseur en e7 monte tout droit en e10, à côté des attaquants en f10 et e11, où d11-d10 peut le prendre.
opening-polar-gambit = Gambit polaire
opening-polar-gambit-description = Une réponse sur la même colonne, à l'autre bout : le défenseur en h6 file au nord jusqu'en h10, sous l'attaquant en h11, et l'attaquant en h3 ne peut le prendre aussitôt qu'en remontant jusqu'en h9, loin du sud.
opening-face-to-face-attack = Attaque face à face
opening-face-to-face-attack-description = Les défenseurs imitent les attaquants : d6 descend en d3, sur la même rangée que h3, face à lui de l'autre côté du flanc sud.
opening-side-attack = Attaque latérale
opening-side-attack-description = Le défenseur devant le roi fait un pas de côté de f4 à i4, en diagonale à côté du nouvel attaquant en h3, et fait pression sur le sud-est, où h1-h3 a dégarni le bord.
opening-american-opening = Ouverture américaine
opening-american-opening-description = L'attaquant placé devant le bord sud, f2, glisse vers l'est jusqu'en i2 pour garder l'accès au coin sud-est, au lieu d'avancer une pièce du bord.
opening-bulgarian-opening = Ouverture bulgare
opening-bulgarian-opening-description = Après le coup américain, les défenseurs répondent par g5-g4 et sortent du losange vers le sud, là où les attaquants viennent de se regrouper.
opening-canadian-opening = Ouverture canadienne / Ouverture hongroise
opening-canadian-opening-description = Comme le classique h1-h3, mais une case plus loin : l'attaquant en h1 s'arrête en h4, à hauteur du losange des défenseurs, et bloque de plus près le côté du roi, au prix d'un bord laissé plus loin derrière.
opening-dutch-opening = Ouverture hollandaise
opening-dutch-opening-description = Un coup tranquille : g1 monte en g2 à côté de l'attaquant en f2 et forme un bloc compact du côté sud au lieu de s'avancer.
opening-english-opening = Ouverture anglaise
opening-english-opening-description = Les défenseurs répondent au coup américain par son image miroir : le défenseur nord f8 traverse jusqu'en i8, en direction du coin nord-est.
opening-french-opening = Ouverture française
opening-french-opening-description = L'attaquant en g1 monte de deux cases en g3, face au défenseur en g5 avec une case vide entre eux : une prise de position précoce sur le quart sud-est.
opening-german-opening = Ouverture allemande
opening-german-opening-description = Les défenseurs répondent de l'autre côté du plateau : d6 monte au nord en d9, vers le coin nord-ouest et loin de l'attaquant en h3.
opening-italian-opening = Ouverture italienne
opening-italian-opening-description = Le défenseur en e7 monte de deux cases en e9, desserrant le côté nord du losange et se dirigeant vers le nord-ouest.
opening-russian-opening = Ouverture russe
opening-russian-opening-description = Le défenseur en h6 monte au nord en h9, une case avant le Gambit polaire, et menace le nord-est sans se placer à côté des attaquants du bord.
opening-scandinavian-opening = Ouverture scandinave
opening-scandinavian-opening-description = L'attaquant en f2 glisse jusqu'en j2, sur la diagonale voisine du coin sud-est : un poste de blocage qui ferme ce coin très tôt.
opening-spanish-opening = Ouverture espagnole
opening-spanish-opening-description = Le défenseur devant le roi file vers l'ouest de f4 à c4, du côté que les attaquants n'ont pas touché, et menace le sud-ouest.

## Tool buttons (their tooltips) and the menu
tool-new-game = Nouvelle partie
tool-open = Ouvrir une partie
tool-save = Enregistrer
tool-save-as = Enregistrer sous…
tool-flip = Retourner le plateau
tool-menu = Plus
tool-to-start = Au début
tool-back = Un coup en arrière
tool-forward = Un coup en avant
tool-to-end = Au dernier coup
tool-replay = Rejouer la partie
tool-stop-replay = Arrêter la relecture
menu-export-picture = Exporter une image…
menu-export-animation = Exporter une animation…
menu-export-sheet = Exporter la feuille de partie…
key-ctrl = Ctrl
key-shift = Maj
key-home = Début
key-end = Fin
settings-notation = Notation des coups
notation-sheet = Comme sur la feuille de partie ({ $sample })
notation-letters = En lettres ({ $sample })

## The file chooser
log-no-portal = pas de boîte de dialogue de fichiers du bureau : { $why } ; Taflbord ouvre et enregistre avec son propre sélecteur
log-portal-silent = le portail du bureau n’a pas répondu en trois secondes
log-no-runtime = aucun environnement d’exécution pour joindre le bureau
chooser-open = Ouvrir une partie
chooser-save = Enregistrer la partie
chooser-export-picture = Exporter une image de la position
chooser-export-animation = Exporter la partie en animation
chooser-export-sheet = Exporter la feuille de partie à imprimer
chooser-cancel = Annuler
chooser-up = Dossier parent
chooser-places = Emplacements
chooser-recent-folders = Dossiers des parties récentes
chooser-place-games = Parties de Taflbord
chooser-place-home = Dossier personnel
chooser-place-documents = Documents
chooser-reading = Lecture du dossier…
chooser-unreadable = Le dossier { $folder } ne peut pas être lu : { $reason }
chooser-empty = Aucun dossier ni fichier de ce type ici.
chooser-name = Nom
chooser-save-button = Enregistrer
chooser-replace-question = { $file } existe déjà. Le remplacer ?
chooser-replace = Remplacer
chooser-keep = Le garder
settings-file-dialogs = Boîtes de dialogue de fichiers
file-dialogs-desktop = Celles du bureau, sinon celles de Taflbord
file-dialogs-own = Celles de Taflbord

menu-analysis = Plateau d’analyse
menu-analysis-close = Fermer le plateau d’analyse
analysis-starting = Le moteur se met à réfléchir…
analysis-depth = profondeur { $depth } · { $knodes }k nœuds · { $knps }k/s
analysis-finished = terminé
analysis-game-over = La partie est finie.
analysis-lines = lignes : { $count }
analysis-wins-in = { $side } gagnent en { $plies }

menu-set-up = Composer une position
setup-title = Composer une position
setup-hint = Choisissez une pièce, puis cliquez sur des cases pour l’y poser ; cliquer de nouveau avec la même pièce vide la case.
setup-attacker = Attaquant
setup-defender = Défenseur
setup-king = Roi
setup-empty = Vide
setup-to-move = Trait aux :
setup-clear = Vider le plateau
setup-start = Position de départ
setup-play = La jouer
setup-analyse = L’analyser
setup-save = L’enregistrer…
setup-ready = La position peut être jouée.
setup-over = Le camp au trait n’a aucun coup : la partie est déjà finie.
setup-error-kings = Il faut exactement un roi ; il y en a { $count }.
setup-error-no-attackers = Il n’y a aucun attaquant.
setup-error-forbidden-attacker = Aucun attaquant ne peut occuper la case { $square }.
setup-error-forbidden-defender = Aucun défenseur ne peut occuper la case { $square }.
setup-error-forbidden-king = Le roi ne peut pas occuper la case { $square }.
setup-error-escaped = Le roi en { $square } s’est déjà échappé.
setup-errors-more =
    { $count ->
        [one] … et { $count } autre.
       *[other] … et { $count } autres.
    }

# Abandonner, proposer la partie nulle et la fin d'une partie ; jouer contre l'ordinateur
end-resign = Abandonner…
end-offer-draw = Proposer la nulle
end-resign-title = Abandonner cette partie ?
end-resign-then = { $winner ->
    [attackers] Les attaquants gagnent.
   *[defenders] Les défenseurs gagnent.
}
end-resign-yes = Abandonner
end-resign-no = Continuer à jouer
end-draw-offered = { $side ->
    [attackers] Les attaquants proposent la nulle. Les défenseurs acceptent-ils ?
   *[defenders] Les défenseurs proposent la nulle. Les attaquants acceptent-ils ?
}
end-draw-accept = Accepter la nulle
end-draw-decline = Refuser
notice-draw-declined = { $side ->
    [attackers] Les attaquants refusent la nulle.
   *[defenders] Les défenseurs refusent la nulle.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } refuse la nulle : il estime que les attaquants ont l'avantage ({ $percent } %).
   *[defenders] { $bot } refuse la nulle : il estime que les défenseurs ont l'avantage ({ $percent } %).
}
status-weighing-draw = { $bot } examine la proposition de nulle… { $seconds } s
end-attackers-win = Les attaquants gagnent
end-defenders-win = Les défenseurs gagnent
end-draw = Partie nulle
end-by-resignation = { $side ->
    [attackers] Les attaquants ont abandonné.
   *[defenders] Les défenseurs ont abandonné.
}
end-by-agreement = Nulle d'un commun accord.
end-by-time = { $side ->
    [attackers] Les attaquants ont dépassé leur temps.
   *[defenders] Les défenseurs ont dépassé leur temps.
}
end-rematch = Revanche, camps inversés
end-escape = Échap : retour au plateau
new-game-computer = Jouer contre l'ordinateur
new-game-computer-level = Niveau
new-game-computer-side = Vous jouez
new-game-or-choose = Ou choisissez qui joue chaque camp :
welcome-title = Bienvenue dans Taflbord
welcome-intro = Pour commencer, jouez contre l'ordinateur, ou à deux sur ce plateau. Les règles s'ouvrent avec F1.
welcome-two-people = À deux sur ce plateau
welcome-more = Plus de choix…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent } % { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    })
score-even = { $score } (équilibré)
review-comment = { $verdict ->
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    } des { $side ->
        [attackers] attaquants
       *[defenders] défenseurs
    } : { $before } avant, { $after } après
review-better = { $comment } ; meilleur coup : { $move }

# A running timed game is not left without asking
ask-leave-timed-game = Les pendules tournent. Quitter cette partie pour une autre ?
button-leave-game = Quitter la partie
button-keep-playing = Continuer à jouer

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Export de { $file } : { $done } sur { $of }
button-cancel-export = Annuler
notice-export-cancelled = Export annulé ; rien n'a été écrit dans { $file }.
notice-export-busy = Un export est déjà en cours : attendez qu'il se termine ou annulez-le.
exported-animation-frames =
    { $frames ->
        [one] Partie enregistrée sous { $file } : { $frames } image, { $kilobytes } ko
       *[other] Partie enregistrée sous { $file } : { $frames } images, { $kilobytes } ko
    }

## Jouer en ligne sur le serveur de la communauté
button-online = Jouer en ligne…
online-title = Jouer en ligne
online-intro = Jouez contre d'autres personnes sur le serveur de la communauté du tafl. Vos parties sont enregistrées comme feuilles de partie et figurent dans les parties récentes.
online-server = Serveur
online-user = Nom
online-password = Mot de passe
online-password-kept = Taflbord n’écrit jamais le mot de passe dans un fichier. « Se souvenir de moi » le garde dans le trousseau du bureau, s’il y en a un.
online-create = Créer ce compte
online-log-in = Se connecter
online-connecting = Connexion…
online-log-out = Se déconnecter
online-not-an-account = Le serveur n'accepte pas ce compte : { $why }.
online-wrong-version = Le serveur demande une version plus récente de Taflbord : il parle une autre version du protocole.
online-wrong-password = Le mot de passe est incorrect.
online-no-account = Aucun compte ne porte ce nom. Cochez « Créer ce compte » pour le créer.
online-name-taken = Un compte de ce nom existe déjà.
online-refused = Le serveur a refusé : { $why }
online-logged-in-as = { $user } sur { $server }
online-lost = La connexion a été perdue ({ $why }). Nouvel essai dans { $seconds } s…
online-challenge = { $player } veut accepter votre proposition de partie.
online-accept = Accepter
online-decline = Refuser
online-back-to-game = Retour à votre partie : { $attackers } contre { $defenders }
online-new-seek = Chercher une partie
online-seek = Proposer
online-withdraw = Retirer
online-seeks = Propositions de partie ouvertes
online-no-seeks = Personne ne cherche de partie pour l'instant.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · votre camp : { $side }
online-rated = classée
online-unrated = non classée
online-join = Rejoindre
online-running = Parties en cours
online-watch = Regarder
online-players = Joueurs
online-player-record = { $wins } gagnées · { $losses } perdues · { $draws } nulles
online-server-refused = Le serveur a refusé « { $command } » : { $reason }
online-move-refused = Non envoyé : { $why }
online-game-over = Partie terminée — { $result }
online-your-move = À vous de jouer
online-to-move = Au trait : { $side }
online-draw-offered = Votre adversaire propose la nulle.
online-offer-draw = Proposer la nulle
online-resign = Abandonner
online-chat = Écrivez quelque chose à votre adversaire
online-to-lobby = Retour au salon
online-versus = { $attackers } contre { $defenders }
online-recent-title = { $server } · { $attackers } contre { $defenders }
online-logged-in-already = Ce compte est déjà connecté, depuis un autre endroit.
online-too-soon = Trop d’essais : le serveur attend un peu avant d’accepter le suivant. Réessayez dans une minute.
online-clock-not-kept = Le serveur tient des pendules Fischer (comme 15+10), des pendules sans ajout (comme 10) ou aucune : écrivez l’une d’elles.
online-remember = Se souvenir de moi (dans le trousseau du bureau)
online-kept = Le mot de passe est gardé dans le trousseau du bureau.
online-not-kept = Le mot de passe n’a pas été gardé ({ $why }) : Taflbord ne le garde nulle part ailleurs.
online-keyring-label = Taflbord : { $user } sur { $server }
online-store-none = aucun trousseau ne répond sur ce bureau
online-store-locked = le trousseau est verrouillé
online-store-silent = le trousseau n’a pas répondu
online-store-not-text = ce que garde le trousseau n’est pas du texte

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = impossible de trouver le serveur { $server } : { $error }
online-loss-no-address = le serveur { $server } n’a pas d’adresse
online-loss-unreachable = impossible de se connecter à { $server } : { $error }
online-loss-server-closed = le serveur a fermé la connexion
online-loss-broke = erreur de connexion : { $error }
online-loss-not-sent = impossible d’envoyer au serveur : { $error }
online-loss-silent = le serveur n’a rien dit pendant { $seconds } s
online-loss-line-too-long = le serveur a envoyé une ligne de plus de { $megabytes } Mo
online-loss-broken-off = la connexion a été interrompue
online-loss-not-yet = le serveur ne vous laisse pas encore vous reconnecter

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = un nom a de 1 à 16 caractères
online-account-name-character = « { $character } » ne peut pas figurer dans un nom : lettres, chiffres, - et _ seulement
online-account-password-length = un mot de passe a de 1 à 32 octets
online-account-password-characters = un mot de passe ne peut contenir ni espaces ni caractères de contrôle
