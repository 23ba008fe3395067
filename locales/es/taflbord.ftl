# Taflbord in Spanish: the same message ids and variables as locales/en/taflbord.ftl
# (tests/locales.rs checks it).

## El juego y sus piezas

app-name = Taflbord
side-attackers = Atacantes
side-defenders = Defensores
piece-attacker = un atacante
piece-defender = un defensor
piece-king = el rey

## Variantes incluidas

variant-copenhagen = Hnefatafl de Copenhague
variant-fetlar = Hnefatafl de Fetlar
variant-book13 = Libro de estrategia 13×13
variant-tablut = Tablut
variant-onestep9 = Hnefatafl 9×9, de un paso
variant-brandubh = Brandubh
variant-tawlbwrdd = Tawl-bwrdd
variant-alea19 = Alea Evangelii

## Cómo termina una partida

outcome-attackers-win = Ganan los atacantes: { $reason }
outcome-defenders-win = Ganan los defensores: { $reason }
outcome-draw = Tablas: { $reason }
reason-corner-escape = el rey ha huido a una esquina
reason-edge-escape = el rey ha huido al borde
reason-periphery-escape = el rey ha huido a lo largo del borde
reason-exit-fort = el rey ha formado un fuerte de salida
reason-king-captured = el rey ha sido capturado
reason-encircled = los defensores han quedado cercados
reason-mate = el rey ya no puede salvarse
reason-no-legal-move = el bando al que le tocaba jugar no tenía ninguna jugada legal
reason-repetition = una posición se ha dado por tercera vez
reason-perpetual-repetition = repetición perpetua
reason-resignation = abandono
reason-time = se ha agotado el tiempo
reason-agreement = de mutuo acuerdo
reason-move-limit = se alcanzó el límite de jugadas

## Jugadas no permitidas

illegal-game-over = la partida ha terminado
illegal-no-piece = no hay ninguna pieza en la casilla de origen
illegal-not-your-piece = esa pieza es del otro bando
illegal-not-straight = las piezas se mueven por una fila o una columna
illegal-too-far = la pieza no puede moverse tan lejos
illegal-blocked = el camino no está libre
illegal-restricted = la jugada usa una casilla restringida
illegal-repetition = la jugada repite una posición, y las reglas lo prohíben
illegal-king-exposed = la jugada deja al rey expuesto a ser capturado

## Jugadas escritas

typed-off-board = { $square } está fuera del tablero de { $size }×{ $size }
typed-no-piece-behind = no hay ninguna pieza detrás del destino, en sentido contrario a la flecha
typed-wrong-side = la pieza que hay detrás del destino es { $piece }, no del bando al que le toca jugar
typed-not-the-king = «k» indica una jugada del rey, pero la pieza que hay detrás del destino es { $piece }
typed-missing-king-mark = aquí mueve el rey: escribe «k» antes de la flecha
typed-how = escribe una jugada como f4-c4 o →9·7 (>9.7 o k^4.4 en un teclado normal)
typed-placeholder = Escribe una jugada: { $first } o { $second }
typed-bots-turn = Le toca al bot.
typed-problem = «{ $typed }»: { $problem }

## Bots

level-thrall = Siervo
level-thrall-description = Principiante, puntuación { $rating }: solo ve su propia jugada y no ve amenazas.
level-karl = Karl
level-karl-description = Jugador ocasional, puntuación { $rating }: ve tu respuesta, pero a menudo juega flojo.
level-huscarl = Huscarle
level-huscarl-description = Jugador de club, puntuación { $rating }: ve tu respuesta, a veces juega flojo.
level-jarl = Jarl
level-jarl-description = Jugador fuerte, puntuación { $rating }: hace su mejor jugada, conoce las aperturas.
level-king = Rey
level-king-description = Experto, puntuación { $rating }: calcula tres jugadas, conoce las aperturas.
level-valkyrie = Valquiria
level-valkyrie-description = Maestra, puntuación { $rating }: calcula cinco jugadas, conoce las aperturas.
level-tyr = Tyr
level-tyr-description = Maestro internacional, puntuación { $rating }: calcula seis jugadas, conoce las aperturas.
level-thor = Thor
level-thor-description = Gran maestro, puntuación { $rating }: calcula siete jugadas, conoce las aperturas, cerca al rey cuando ataca.
level-allfather = Padre de Todos
level-allfather-description = El más fuerte, puntuación de más de { $rating }: piensa diez segundos por jugada.

## Las estrategias del artículo sobre Fetlar

strategy-aggressive = Agresiva
strategy-barricading-aggressive = Barricada agresiva
strategy-barricading-cordon = Barricada y cordón
strategy-king-centered = Centrada en el rey
strategy-defensive = Defensiva
strategy-foot-in-the-door = Pie en la puerta
strategy-fortification = Fortificación
strategy-king-s-guard = Guardia del rey
strategy-mobile-king = Rey móvil
strategy-random = Aleatoria

## Archivo de ajustes

settings-missing = Aún no hay ajustes: se usan los predeterminados (se guardarán en { $file }).
settings-not-utf8 = no es texto UTF-8
settings-broken-kept = Archivo de ajustes { $file }: { $problem }. Se usan los predeterminados; el archivo se conserva como { $kept }.
settings-broken-not-moved = Archivo de ajustes { $file }: { $problem }. Se usan los predeterminados; no se ha podido apartar el archivo ({ $error }), así que los cambios no se guardarán.
settings-save-failed = No se han podido guardar los ajustes en { $file }: { $error }
file-error-at = línea { $line }, columna { $column }: { $reason }

## La ventana principal

window-title = { $game } — Taflbord
log-software-renderer = el adaptador gráfico { $adapter } dibuja por software, así que la ventana se dibuja con tiny-skia (ICED_BACKEND=wgpu elige wgpu)
game-title = { $variant } · { $attackers } contra { $defenders }
status-game-over = Fin de la partida — { $outcome }
status-recorded = Resultado anotado: { $outcome }
status-attackers-to-move = Juegan los atacantes ({ $player })
status-defenders-to-move = Juegan los defensores ({ $player })
status-thinking = Pensando… { $seconds } s
status-hinting = Buscando una pista… { $seconds } s
status-search = profundidad { $depth } · { $score } para los atacantes · { $knodes }k nodos
warning-raicki = ¡Raicki! El rey tiene un camino libre.
warning-tuicku = ¡Tuicku! El rey tiene dos caminos libres.
warning-escape =
    { $count ->
        [one] ¡Escape! El rey tiene un camino libre.
       *[other] ¡Escape! El rey tiene { $count } caminos libres.
    }
warning-watch-your-king = ¡Cuida tu rey! Los atacantes pueden capturarlo.
button-new-game = Nueva partida
button-recent = Recientes
button-rules = Reglas
button-openings = Aperturas
button-settings = Ajustes
button-to-start = Inicio
button-back = ◀
button-undo = Deshacer
button-redo = Rehacer
button-forward = ▶
button-to-end = Final
replay-speed = { $seconds } s/jugada
button-pause-bots = Pausar bots
button-resume-bots = Reanudar bots
button-move-now = Jugar ya
button-hint = Pista

## Archivos

file-kind-sheet = Planilla
file-kind-games = Partidas de tafl
file-default-name = partida

## Avisos: una línea bajo el estado

notice-restored = Tu última partida vuelve a estar en el tablero.
notice-restore-failed = No se ha podido recuperar la última partida: { $error }
notice-autosave-failed = Autoguardado: { $error }
notice-autosave-to-failed = Error al autoguardar en { $file }: { $error }
notice-recent-failed = No se ha podido actualizar la lista de partidas recientes: { $error }
notice-practice-failed = No se puede practicar esta apertura: { $error }
notice-book-move-unplayable = La jugada de libro { $move } no se puede jugar aquí.
notice-book-moves-here = Aquí juega el libro: pulsa ▶ para seguir.
notice-matchup-variant-gone = La variante del duelo, «{ $variant }», ya no existe.
notice-matchup-save-failed = No se ha podido guardar el duelo: { $error }
notice-export-failed = No se ha podido exportar: { $error }
notice-hint = Pista: { $move }
notice-saved = Guardado: { $file }
notice-save-failed = No se ha podido guardar { $file }: { $error }
notice-opened = Abierto: { $file }
notice-variant-assumed = La planilla no indica ninguna variante: leída como { $variant }.
notice-result-unsupported = La planilla dice { $result }, pero el tablero no muestra ningún final: puede estar incompleta.
notice-result-played-past = La partida sigue después de su resultado anotado ({ $result }), así que la planilla ya no da ninguno.
read-as = Leer como
notice-open-failed = No se ha podido abrir { $file }: { $error }
notice-variant-skipped = Se ha omitido un archivo de variante: { $error }

## Duelos

matchup-event = Duelo, ronda { $round }, partida { $game }
matchup-challenger-player = Aspirante ({ $player })
matchup-opponent-player = Rival ({ $player })
matchup-challenger-wins = El aspirante gana el duelo, { $challenger }–{ $opponent }.
matchup-opponent-wins = El rival gana el duelo, { $opponent }–{ $challenger }.
matchup-score-next = Marcador del duelo: { $challenger }–{ $opponent }. Se pasa a la siguiente partida.
matchup-decided = decidido
matchup-round-game = ronda { $round }, partida { $game }
matchup-game-over = partida terminada
matchup-status = Duelo · { $where } · aspirante { $challenger } – { $opponent } rival
matchup-next-game = Siguiente partida

## Jugadores y la pantalla de nueva partida

player-person = Persona
player-bot = Bot: { $level }
player-strategy = Estrategia: { $strategy }
variant-with-size = { $name } ({ $size }×{ $size })
new-game-title = Nueva partida
new-game-name = Nombre (opcional)
new-game-variant = Variante
new-game-challenger = Aspirante (ataca en la primera partida de cada ronda)
new-game-opponent = Rival
new-game-matchup = Duelo: rondas de dos partidas, cambiando de bando
new-game-matchup-explained = Cada ronda consta de dos partidas: el aspirante ataca primero y luego defiende. Quien gana las dos partidas de una ronda gana el duelo; si no, se juega otra ronda. Todas las partidas se guardan.
new-game-start = Empezar
new-game-cancel = Cancelar
new-game-clock = Reloj
new-game-clock-custom = Personalizado…
new-game-clock-placeholder = 5+3, 10, 30s+1, 5d3, 5b3 o h3
new-game-clock-unread = No es un control de tiempo: escribe 10 (minutos), 5+3 (minutos + segundos por jugada), 30s+1 (segundos), 5d3 o 5b3 (un retardo), h3 (un reloj de arena) o none.
clock-none = Sin reloj
clock-minutes = { $minutes } min
clock-seconds = { $seconds } s
clock-sudden-death = { $base } para la partida
clock-fischer = { $base } + { $seconds } s por jugada
clock-simple-delay = { $base }, { $seconds } s de retardo por jugada
clock-bronstein = { $base }, hasta { $seconds } s devueltos por jugada
clock-hourglass = Reloj de arena, { $base }
tool-pause-clock = Detener los relojes
tool-resume-clock = Poner en marcha los relojes
notice-clock-paused = Los relojes están parados: ponlos en marcha para seguir jugando.
notice-clock-running = Los relojes están en marcha: el tablero sigue en la partida hasta que termine o se detengan los relojes.
notice-undo-timed = No se deshacen jugadas en una partida con reloj entre personas.
notice-undo-after-time = La partida se perdió por tiempo: no se deshacen jugadas.
menu-review = Analizar la partida
status-reviewing = Analizando la partida: { $done } de { $of } posiciones
button-stop-review = Detener
notice-reviewed = Análisis terminado — imprecisiones: { $inaccuracies }, errores: { $mistakes }, errores graves: { $blunders }.
notes-comment-placeholder = Un comentario sobre esta jugada

## Ajustes

settings-title = Ajustes
settings-look = Aspecto
settings-language = Idioma
settings-language-system = El idioma del sistema
settings-theme = Tema
theme-light = Claro
theme-dark = Oscuro
settings-board = Tablero
board-style-wood = Madera
board-style-stone = Piedra
board-style-paper = Papel
settings-coordinates = Coordenadas alrededor del tablero
settings-legal-moves = Mostrar adónde puede ir la pieza seleccionada
settings-last-move = Marcar la última jugada y sus capturas
settings-animation = Las piezas se deslizan hasta sus casillas
settings-sound-heading = Sonido
settings-sound = Sonido
settings-volume = { $percent } %
settings-engine = Motor
settings-engine-threads = Hilos para el nivel más fuerte, las pistas, el tablero de análisis y los análisis de partidas
settings-engine-threads-note = Con más hilos, el motor calcula más hondo en el mismo tiempo. Los demás niveles piensan siempre con uno, para que su fuerza siga siendo la indicada.
settings-new-games = Partidas nuevas
settings-window = Ventana: { $width } × { $height } (se recuerda al cambiar su tamaño)
settings-saved-in = Los ajustes se guardan en { $file }
settings-not-saved = No se guardan: no hay carpeta de configuración.
settings-done = Hecho

## Partidas recientes

recent-title = Partidas recientes
recent-none = Aún no hay partidas. Aquí aparecerán las partidas que juegues, abras o guardes.
recent-not-finished = sin terminar
recent-moves =
    { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
recent-file-gone = el archivo ya no existe
back-to-game = Volver a la partida

## La planilla junto al tablero

sheet-opening = Apertura: { $name }
sheet-attacker = Atacante
sheet-defender = Defensor
sheet-no = N.º
sheet-move = Jugada
sheet-capt = Capt.
sheet-back-to-main-line = Volver a la línea principal
# $parent es 0 para la línea principal; si no, el número de la variante de la que sale.

## Exportar

file-kind-png = Imagen PNG
file-kind-gif = GIF animado
file-kind-sheet-svg = Planilla (SVG)
exported-picture = Posición guardada como { $file }
exported-sheet =
    { $pages ->
        [one] Planilla guardada como { $file }
       *[other] Planilla guardada en { $pages } páginas, { $file }…
    }

## Practicar una apertura

practice-wrong-move = { $move } no es la jugada de libro. Aquí el libro juega { $book }: { $why }. Inténtalo de nuevo.
practice-it-captures =
    { $count ->
        [one] captura { $squares }
       *[other] captura { $squares }
    }
practice-how-it-goes-on = así continúa «{ $opening }»
practice-found =
    { $mistakes ->
        [one] { $found } de { $total } encontradas, { $mistakes } error
       *[other] { $found } de { $total } encontradas, { $mistakes } errores
    }
practice-done = Práctica de «{ $opening }» terminada: { $found }. { $bot } sigue jugando.
practice-as-attackers = Practicando «{ $opening }» con los atacantes: { $found }.
practice-as-defenders = Practicando «{ $opening }» con los defensores: { $found }.

## El explorador de aperturas

explorer-title = Aperturas del libro
explorer-empty = El libro está vacío.
explorer-moves = Jugadas
explorer-real-games = En partidas reales
explorer-played = Se jugó en { $games } de las { $all } partidas: los atacantes ganaron { $attackers }, los defensores { $defenders }, otros resultados { $other } (defensores { $percent } %).
explorer-not-played = No se jugó en ninguna de las { $all } partidas.
explorer-no-figures = No hay datos de esta apertura.
explorer-practice = Práctica
explorer-practice-explained = El otro bando hace sus jugadas de libro al instante; tú tienes que encontrar las tuyas. Cuando termina la línea, un bot se encarga del otro bando.
explorer-play-as = Jugar con
explorer-then-the-bot = y después el bot
explorer-plays-on = sigue jugando.
explorer-practise = Practicar esta apertura
explorer-start-position =
    { $count ->
        [one] Posición inicial ({ $count } jugada en la línea)
       *[other] Posición inicial ({ $count } jugadas en la línea)
    }
explorer-move = Jugada { $number } de { $count }: { $move }
explorer-move-takes = Jugada { $number } de { $count }: { $move }, captura { $captures }
explorer-unplayable = { $move } no se puede jugar: { $why }
opening-canadian-opening-note = Seed 000 recoge la Apertura canadiense y la Apertura húngara con la misma jugada, H1 → H4; son una sola línea con dos nombres.

## La pantalla de reglas

rules-of = Reglas de
rules-history = Historia
rules-none = No hay ayuda de reglas para { $variant }: es una variante propia, leída de un archivo. Sus reglas son las que están escritas en ese archivo.
rules-unreadable = No se ha podido leer la ayuda de reglas: { $error }
rules-before = Antes de { $move }
rules-after = Después
rules-not-allowed = { $move } (no permitida)
rules-not-allowed-because = { $move } no está permitida: { $why }.
rules-captured =
    { $count ->
        [0] no se captura nada
        [one] se captura { $squares }
       *[other] se capturan { $squares }
    }
rules-verdict-ends = { $move }: { $taken }. { $end }.
rules-verdict-goes-on = { $move }: { $taken }; la partida continúa.

## Rules help: copenhagen

help-copenhagen-history-1 = El hnefatafl, a menudo llamado «ajedrez vikingo», se jugaba en todo el mundo nórdico y aparece en varias sagas. Nadie dejó por escrito sus reglas, y cuando el ajedrez se extendió por el norte en la Edad Media, el viejo juego fue cayendo en desuso y sus reglas se perdieron.
help-copenhagen-history-2 = Los jugadores modernos lo reconstruyeron a partir del tablut, el juego sami que Linneo describió en su diario de 1732. Sus notas en latín se tradujeron al inglés en 1811 con varios errores, y las partidas jugadas con esa traducción quedaban muy desequilibradas a favor del rey. Por eso los jugadores añadieron reglas para igualarlas: el rey debe llegar a una esquina y no simplemente al borde, y las esquinas y el trono central pasaron a ser casillas especiales.
help-copenhagen-history-3 = Las reglas de Copenhague son uno de estos reglamentos modernos. Las redactaron tres jugadores en 2012: Aage Nielsen, de Dinamarca; Adam Bartley, de Noruega, y Tim Millar, del Reino Unido. Además de las reglas modernas habituales, aportan dos ideas propias: el muro de escudos, que captura de una sola jugada toda una fila de piezas en el borde, y el fuerte de salida, que permite al rey ganar en el borde del tablero. Es un juego muy usado en torneos y es el juego predeterminado de Taflbord.
help-copenhagen-aim = Objetivo del juego
help-copenhagen-aim-1 = Cada bando persigue algo distinto. Los atacantes, con las negras, tienen 24 piezas y quieren capturar al rey. Los defensores, con las blancas, tienen 12 piezas y el rey, que empieza en el trono, en el centro del tablero de 11 por 11; quieren poner al rey a salvo.
help-copenhagen-aim-2 = Los defensores ganan cuando el rey llega a una de las cuatro casillas de esquina o cuando queda dentro de un fuerte de salida en el borde. Los atacantes ganan cuando capturan al rey o cuando encierran al rey y a todos sus defensores dentro de un cerco sin huecos.
help-copenhagen-aim-3 = Los atacantes hacen la primera jugada. Después, los jugadores se turnan y mueven una pieza en cada turno.
help-copenhagen-moving = Movimiento
help-copenhagen-moving-1 = Todas las piezas, incluido el rey, se mueven en línea recta por su fila o su columna, tantas casillas vacías como quieran, como la torre del ajedrez. Las piezas nunca se mueven en diagonal ni saltan por encima de otra pieza.
help-copenhagen-moving-2 = El trono (la casilla central) y las cuatro esquinas son casillas restringidas: solo el rey puede detenerse en ellas. Cualquier pieza puede atravesar el trono en línea recta mientras esté vacío, y el rey puede volver a él después de haberlo dejado.
help-copenhagen-moving-diagram-1 = Solo el rey puede detenerse en el trono, así que el atacante de f3 no puede ir a f6. Sí podría, en cambio, cruzar el trono vacío hasta f7 o más allá.
help-copenhagen-capturing = Capturas
help-copenhagen-capturing-1 = Una pieza enemiga se captura atrapándola entre dos piezas propias en una fila o una columna. La trampa tiene que cerrarla la pieza que se acaba de mover; la pieza capturada se retira del tablero. Una sola jugada puede capturar varias piezas en distintas direcciones.
help-copenhagen-capturing-2 = Meterse entre dos piezas enemigas no es peligroso: solo captura el bando que mueve, así que la pieza se queda en el tablero.
help-copenhagen-capturing-3 = Algunas casillas pueden hacer las veces de una de las dos piezas de la trampa. Las esquinas son hostiles para todos. El trono es hostil para los atacantes siempre, pero para los defensores solo mientras está vacío. El borde del tablero nunca ayuda a capturar.
help-copenhagen-capturing-4 = El rey está armado: puede ser una de las dos piezas que cierran una trampa.
help-copenhagen-capturing-diagram-1 = El atacante se desliza de h4 a f4. El defensor de e4 queda atrapado entre él y el atacante de d4, y es capturado.
help-copenhagen-capturing-diagram-2 = Las esquinas son hostiles para todas las piezas. Cuando el defensor baja a c1, el atacante de b1 queda atrapado contra la esquina a1 y es capturado.
help-copenhagen-capturing-diagram-3 = Mientras el trono está vacío, también es hostil para los defensores. El atacante que llega a f4 captura al defensor de f5 contra el trono vacío.
help-copenhagen-capturing-diagram-4 = Meterse entre dos enemigos no es peligroso. El defensor se coloca en e7 entre dos atacantes y no es capturado, porque no fueron los atacantes quienes cerraron la trampa.
help-copenhagen-king = Captura del rey
help-copenhagen-king-1 = El rey es mucho más difícil de capturar que una pieza normal: los atacantes tienen que rodearlo por los cuatro lados.
help-copenhagen-king-2 = Cuando el rey está junto al trono, bastan tres atacantes: el trono vacío cierra el cuarto lado.
help-copenhagen-king-3 = En el borde del tablero el rey no puede ser capturado de ninguna manera.
help-copenhagen-king-diagram-1 = El último atacante entra en d7. Con atacantes por los cuatro lados, el rey es capturado y ganan los atacantes.
help-copenhagen-king-diagram-2 = Junto al trono vacío bastan tres atacantes: el trono de f6 cuenta como cuarto lado, así que el atacante que va a f8 captura al rey.
help-copenhagen-king-diagram-3 = En el borde el rey está a salvo: aunque haya atacantes en sus tres lados libres, no es capturado y la partida continúa.
help-copenhagen-escaping = Huida y fuertes de salida
help-copenhagen-escaping-1 = Los defensores ganan en cuanto el rey llega a cualquiera de las cuatro esquinas.
help-copenhagen-escaping-2 = También ganan con un fuerte de salida: el rey está en el borde del tablero, todavía puede moverse, y sus defensores lo han rodeado tan bien que los atacantes nunca podrán llegar hasta él ni capturar ninguna pieza de la muralla. Taflbord busca un fuerte después de cada jugada de los defensores.
help-copenhagen-escaping-diagram-1 = Nada se interpone entre el rey y la esquina a11, así que corre hasta allí y ganan los defensores.
help-copenhagen-escaping-diagram-2 = El defensor de g5 baja a g1 y cierra un fuerte de salida. El rey de e1 aún puede ir a f1, ningún atacante podrá entrar jamás y ninguno de los defensores que lo rodean puede ser capturado: ganan los defensores.
help-copenhagen-shield-walls = Muros de escudos
help-copenhagen-shield-walls-1 = Las piezas alineadas a lo largo del borde del tablero, dos o más seguidas, pueden capturarse todas con una sola jugada. Para ello, cada una debe tener una pieza enemiga delante, en la casilla contigua hacia el centro del tablero. La fila cae cuando la pieza que se mueve cierra un extremo mientras una pieza del mismo bando, o una esquina, cierra el otro.
help-copenhagen-shield-walls-2 = El rey puede participar. Puede cerrar la fila como cualquier otra pieza, o puede ser una de las piezas de la fila: en ese caso, los defensores que están a su lado son capturados, pero el rey se queda en el tablero.
help-copenhagen-shield-walls-3 = Los dos bandos pueden capturar con un muro de escudos.
help-copenhagen-shield-walls-diagram-1 = El atacante que va a k7 cierra un muro de escudos. Cada uno de los defensores de k4, k5 y k6 tiene un atacante delante y el atacante de k3 cierra el otro extremo, así que los tres son capturados.
help-copenhagen-shield-walls-diagram-2 = El rey forma parte de esta fila. Cuando el atacante llega a g1, los defensores de d1 y f1 son capturados, pero el rey de e1 se queda.
help-copenhagen-encirclement = Cerco
help-copenhagen-encirclement-1 = Si los atacantes forman un cerco sin huecos alrededor del rey y de todos los defensores que le quedan, de modo que ninguno de ellos pueda llegar nunca al borde del tablero, ganan los atacantes.
help-copenhagen-encirclement-diagram-1 = El atacante de f1 sube a f3 y cierra el cerco. Ni el rey ni ningún defensor pueden ya salir al borde, así que ganan los atacantes.
help-copenhagen-end = Fin de la partida
help-copenhagen-end-1 = La partida termina en cuanto un bando gana: los defensores, con la huida del rey o un fuerte de salida; los atacantes, capturando al rey o con un cerco. Quien no tenga ninguna jugada legal en su turno pierde.
help-copenhagen-end-2 = Los defensores no pueden hacer una jugada que repita una posición que ya se haya dado en la partida (las mismas piezas en las mismas casillas y el turno del mismo bando). Los atacantes pueden repetir posiciones libremente.
help-copenhagen-end-3 = Las reglas de Copenhague antiguas decían, en cambio, que la repetición sin fin hace perder a los defensores. Taflbord conserva esa regla como la opción «historical», para reproducir partidas antiguas.

## Rules help: fetlar

help-fetlar-history-1 = El hnefatafl de Fetlar es uno de los reglamentos modernos del juego vikingo en un tablero de 11 por 11. Como los demás, parte de la reconstrucción del hnefatafl a partir de las notas de Linneo sobre el tablut, el juego sami, con cambios pensados para dar a ambos bandos las mismas oportunidades: el rey tiene que llegar a una esquina, y las esquinas y el trono del centro son casillas especiales.
help-fetlar-history-2 = Sus reglas las publicó un comité en 2007, y fue el primer reglamento adoptado para el juego de competición. Usa la misma posición inicial que Copenhague, pero no tiene muros de escudos ni fuertes de salida, así que es un buen punto de partida.
help-fetlar-history-3 = Un artículo de investigación de 2025 formuló las reglas de Fetlar en lógica formal y enfrentó entre sí a jugadores artificiales basados en nueve estrategias distintas; los jugadores de estrategia de Taflbord proceden de ese artículo. Su texto formal se aparta de las reglas publicadas en dos detalles: el borde y el trono. Taflbord sigue las reglas publicadas y ofrece la interpretación del artículo como la opción «paper-edge».
help-fetlar-aim = Objetivo del juego
help-fetlar-aim-1 = Los atacantes, con las negras, tienen 24 piezas. Los defensores, con las blancas, tienen 12 piezas y su rey, que empieza en el trono, en el centro del tablero.
help-fetlar-aim-2 = Los defensores ganan cuando el rey llega a una de las cuatro casillas de esquina. Los atacantes ganan cuando capturan al rey o cuando cierran un cerco alrededor del rey y de todos sus defensores.
help-fetlar-aim-3 = Los atacantes mueven primero; después, los jugadores se turnan, una jugada cada uno.
help-fetlar-moving = Movimiento
help-fetlar-moving-1 = Todas las piezas, sean o no el rey, se mueven en línea recta por una fila o una columna, tantas casillas vacías como quieran, como la torre del ajedrez. Ninguna pieza puede saltar por encima de otra ni moverse en diagonal.
help-fetlar-moving-2 = Solo el rey puede detenerse en el trono o en una esquina. Mientras el trono esté vacío, cualquier pieza puede atravesarlo en línea recta, y el rey puede volver a él más tarde.
help-fetlar-moving-diagram-1 = El trono está vacío, así que el defensor puede cruzarlo: va de d6 a h6 pasando por f6.
help-fetlar-capturing = Capturas
help-fetlar-capturing-1 = Una pieza es capturada cuando la pieza que se acaba de mover la atrapa entre ella misma y otra pieza de su bando, en una fila o una columna. La pieza capturada sale del tablero. Meterse en el hueco entre dos piezas enemigas no es peligroso.
help-fetlar-capturing-2 = Las esquinas y el trono pueden ocupar el lugar de la segunda pieza. Todas las piezas consideran enemigas a las esquinas. El trono es hostil para los atacantes siempre, y para los defensores solo mientras nadie lo ocupa. El borde del tablero no cuenta para nada.
help-fetlar-capturing-3 = El rey está armado, así que puede ayudar a capturar.
help-fetlar-capturing-diagram-1 = El propio rey cierra la trampa: al bajar a e5 captura al atacante de d5, que queda entre él y el defensor de c5.
help-fetlar-capturing-diagram-2 = El trono vacío es hostil para los atacantes. El defensor que sube a d6 captura contra él al atacante de e6.
help-fetlar-capturing-diagram-3 = El defensor que va a k3 captura al atacante de k2 contra la esquina k1.
help-fetlar-king = Captura del rey
help-fetlar-king-1 = Para capturar al rey, los atacantes deben ocupar las cuatro casillas que lo rodean. Junto al trono solo necesitan las otras tres, porque el trono vacío hace las veces de la cuarta.
help-fetlar-king-2 = En el borde del tablero el rey no puede ser capturado. (El texto formal del artículo de investigación, en cambio, deja que el borde ayude a capturar al rey; elige la opción «paper-edge» para jugar así).
help-fetlar-king-diagram-1 = El rey, en el trono, está rodeado por tres lados. El atacante que sube a f5 cierra el cuarto lado y lo captura.
help-fetlar-king-diagram-2 = Un rey en el borde no puede ser capturado: los atacantes ocupan ya sus tres lados libres, y aun así la partida continúa.
help-fetlar-escaping = Huida
help-fetlar-escaping-1 = El rey huye, y ganan los defensores, en cuanto llega a una de las cuatro esquinas.
help-fetlar-escaping-diagram-1 = El camino por el borde está libre, así que el rey va de k7 a la esquina k11 y ganan los defensores.
help-fetlar-encirclement = Cerco
help-fetlar-encirclement-1 = Los atacantes también ganan si, tras una de sus jugadas, el rey y todos los defensores que quedan están encerrados en un cerco de atacantes sin huecos, de modo que ninguno de ellos puede llegar al borde del tablero.
help-fetlar-end = Fin de la partida
help-fetlar-end-1 = La partida termina en cuanto el rey huye, es capturado o queda cercado con todos sus defensores. Quien no pueda hacer ninguna jugada legal en su turno pierde.
help-fetlar-end-2 = Si la misma posición (las mismas piezas en las mismas casillas y el turno del mismo bando) se da por tercera vez, la partida termina en tablas.

## Rules help: book13

help-book13-history-1 = Esta variante procede de un «Libro de estrategia» moderno del hnefatafl, que expone las reglas y costumbres del juego en un tablero de 13 por 13. Conserva la regla de huida más sencilla de todas, la de que al rey le basta con llegar al borde, y añade una forma de captura muy potente: el encierro, que puede capturar todo un grupo de piezas de una sola jugada.
help-book13-history-2 = Los tableros de este tamaño tienen relación con la época vikinga: entre los hallazgos del barco de Gokstad, en Noruega, del siglo IX, hay un tablero de juego roto de 13 casillas de ancho, y algunos autores han tomado esa medida por la del hnefatafl original, aunque no es seguro que aquel tablero se usara siquiera para el tafl.
help-book13-history-3 = El libro da las reglas, pero no incluye ningún dibujo de la posición inicial, así que Taflbord coloca las piezas como en la reconstrucción de Parlett del juego de 13 por 13: 32 atacantes contra 16 defensores y su rey. La forma de anotar partidas del libro, con columnas y filas numeradas del 1 al 13 (como en 12·9), es la planilla que Taflbord usa en todas las variantes.
help-book13-aim = Objetivo del juego
help-book13-aim-1 = Los atacantes juegan con las piezas negras; los defensores, con las blancas y el rey amarillo, que empieza en el centro del tablero.
help-book13-aim-2 = Los defensores ganan en cuanto el rey llega a cualquier casilla del borde del tablero. Los atacantes ganan capturando al rey.
help-book13-aim-3 = Los atacantes mueven primero, y después los jugadores se turnan.
help-book13-moving = Movimiento
help-book13-moving-1 = Las piezas se mueven en línea recta por una fila o una columna, tantas casillas vacías como quieras. No pueden moverse en diagonal, ni detenerse sobre otra pieza ni saltarla.
help-book13-moving-2 = En este juego no hay casillas especiales: cualquier pieza puede detenerse en cualquier sitio, incluidos el centro y las esquinas.
help-book13-sandwich = Captura en sándwich
help-book13-sandwich-1 = Si atrapas una pieza enemiga entre dos tuyas en una fila o una columna, moviendo una de ellas a su sitio, la capturas. Aquí el rey cuenta como cualquier otra pieza: puede ser capturado así y puede ayudar a capturar.
help-book13-sandwich-2 = El borde del tablero nunca hace de lado de un sándwich.
help-book13-sandwich-3 = Meter una pieza propia en un sándwich no es peligroso: solo es capturada cuando el otro jugador cierra la trampa. Una jugada puede capturar varias piezas a la vez.
help-book13-sandwich-diagram-1 = Una jugada, dos capturas: el defensor que llega a d9 atrapa al atacante de c9 contra b9 y al atacante de e9 contra f9.
help-book13-sandwich-diagram-2 = El borde no ayuda a hacer un sándwich. El defensor de a6 tiene un atacante al lado y el borde detrás, pero no es capturado.
help-book13-enclosure = Captura por encierro
help-book13-enclosure-1 = Después de una jugada, todo grupo de piezas enemigas (piezas unidas a lo largo de filas y columnas) que no tenga ya ninguna casilla vacía a su lado es capturado, sea cual sea su tamaño y su forma. Aquí el borde del tablero sí ayuda: encierra un grupo igual de bien que tus propias piezas.
help-book13-enclosure-2 = Los encierros se resuelven antes que los sándwiches. Si el grupo incluye al rey, el rey es capturado con él y ganan los atacantes.
help-book13-enclosure-diagram-1 = Los defensores de a4 y a5 forman un grupo con una sola casilla vecina vacía, a6. El atacante que va allí no les deja ninguna casilla vacía, así que ambos son capturados.
help-book13-enclosure-diagram-2 = El rey y el defensor que está a su lado quedan encerrados por todos los lados en cuanto el atacante llega a f10. Todo el grupo es capturado, rey incluido, y ganan los atacantes.
help-book13-king = Captura del rey
help-book13-king-1 = El rey no es más difícil de capturar que cualquier otra pieza: bastan dos atacantes a lados opuestos de él, en cualquier lugar del tablero. También puede caer en un encierro, como se ha visto arriba.
help-book13-king-diagram-1 = El atacante que sube a i5 atrapa al rey entre él y el atacante de g5. El rey es capturado y ganan los atacantes.
help-book13-escaping = Huida
help-book13-escaping-1 = El rey huye en cuanto llega a cualquier casilla del borde del tablero, esquinas incluidas, y ganan los defensores.
help-book13-escaping-diagram-1 = El rey baja de d4 hasta el borde en d1 y huye.
help-book13-end = Fin de la partida
help-book13-end-1 = Todas las partidas se juegan hasta el final: no hay tablas y nadie puede rendirse. Taflbord no ofrece tablas en esta variante. Quien no tenga ninguna jugada legal en su turno pierde.
help-book13-end-2 = En los torneos, los jugadores se enfrentan en duelos. Cada ronda consta de dos partidas: el aspirante ataca en la primera y defiende en la segunda. Quien gana las dos partidas de una ronda gana el duelo; si no, se juega otra ronda.

## Rules help: tablut

help-tablut-history-1 = El tablut es el juego mejor documentado de toda la familia del tafl. En 1732, el naturalista sueco Carlos Linneo viajó por Laponia y escribió sobre un juego de tablero que vio jugar a los sami: un rey y sus ocho hombres, los suecos, contra dieciséis moscovitas. Dibujó el tablero y anotó lo que vio en catorce breves entradas, aunque al parecer no entendía la lengua sami.
help-tablut-history-2 = Sus notas se tradujeron al inglés en 1811. En 1913, el historiador del ajedrez H. J. R. Murray sostuvo que el tablut era el mismo juego que el hnefatafl de los vikingos, y sus reglas, en las que el rey huye por cualquier punto del borde, las copiaron casi todos los libros posteriores. Jugado así, el juego resulta muy fácil para el rey.
help-tablut-history-3 = Taflbord juega una lectura más fiel de Linneo, hecha para una exposición itinerante sueca (Riksutställningar) en 1972. Las casillas donde empiezan los atacantes son campamentos, la casilla central es el castillo del rey, y ambos están cerrados al paso normal; el rey solo puede huir a una casilla del borde que esté fuera de los campamentos. Los suecos mueven primero.
help-tablut-aim = Objetivo del juego
help-tablut-aim-1 = El rey empieza en el castillo, la casilla central e5, rodeado de sus ocho suecos (blancas). Los dieciséis moscovitas (negras) empiezan en cuatro campamentos en forma de T, uno en el centro de cada borde.
help-tablut-aim-2 = Los suecos ganan cuando su rey llega a una casilla del borde que no pertenezca a un campamento. Los moscovitas ganan cuando capturan al rey.
help-tablut-aim-3 = Algo poco habitual: el bando del rey hace la primera jugada.
help-tablut-moving = Movimiento y casillas restringidas
help-tablut-moving-1 = Todas las piezas se mueven como la torre del ajedrez: en línea recta por una fila o una columna, tantas casillas vacías como quieran, sin saltar.
help-tablut-moving-2 = Las casillas restringidas están cerradas al paso: ninguna pieza puede detenerse en el castillo ni en un campamento, ni pasar por ellos. La única excepción es un moscovita que aún no ha salido de su propio campamento: puede moverse dentro de él y cruzar sus casillas al salir. Después ya no puede volver nunca, ni entrar en ninguna otra casilla restringida.
help-tablut-moving-3 = Una vez que el rey ha salido del castillo, este queda vacío para siempre: nadie, ni siquiera el rey, puede cruzarlo ni detenerse en él.
help-tablut-moving-diagram-1 = Una vez que el rey se ha ido, nadie puede cruzar el castillo vacío, así que el defensor no puede ir de e3 a e7.
help-tablut-moving-diagram-2 = Este atacante ya ha salido de su campamento y no puede volver a entrar en ninguno: la jugada c4-a4 no está permitida.
help-tablut-capturing = Capturas
help-tablut-capturing-1 = Una pieza es capturada cuando el jugador que mueve la atrapa entre dos piezas propias, una a cada lado, en una fila o una columna. Meterse uno mismo en el hueco entre dos enemigos no es peligroso.
help-tablut-capturing-2 = Solo capturan las piezas: el castillo y las casillas de los campamentos nunca ocupan el lugar de una pieza cuando se captura una pieza normal. El rey está armado y puede ayudar a capturar.
help-tablut-capturing-diagram-1 = El atacante que entra en d7 atrapa al defensor de c7 contra el atacante de b7 y lo captura.
help-tablut-capturing-diagram-2 = El defensor de g5 está junto a la casilla de campamento vacía h5, pero las casillas de campamento no capturan: cuando el atacante llega a f5, no se captura nada.
help-tablut-king = Captura del rey
help-tablut-king-1 = El rey solo es capturado cuando queda encerrado por los cuatro lados. Cada lado debe estar ocupado por un atacante o ser una casilla restringida: el castillo vacío o una casilla de campamento. Entonces no puede moverse a ninguna parte.
help-tablut-king-diagram-1 = Junto al castillo bastan tres atacantes: el castillo cierra el cuarto lado, y el atacante que va a e7 captura al rey.
help-tablut-king-diagram-2 = Una casilla de campamento bloquea al rey igual que un atacante: con el rey en e3 y la casilla de campamento e2 debajo de él, el atacante que llega a e4 lo captura.
help-tablut-combined-trap = La trampa combinada
help-tablut-combined-trap-1 = Un defensor que está justo al lado de su rey puede quedar atrapado contra el rey. Supón que el rey está encerrado por los otros tres lados, ya sea por atacantes o por casillas restringidas. Entonces, un atacante que entra en la casilla del otro lado del defensor retira a ese defensor del tablero, mientras que el rey se queda donde está.
help-tablut-combined-trap-diagram-1 = El rey de c3 está encerrado por tres lados. El atacante que llega a e3 captura al defensor de d3, atrapado entre él y su propio rey; el rey se queda.
help-tablut-escaping = Huida
help-tablut-escaping-1 = El rey huye, y ganan los suecos, cuando llega a cualquier casilla del borde que no forme parte de un campamento.
help-tablut-escaping-2 = Linneo anotó dos avisos. Si el rey tiene un único camino libre hasta el borde, los suecos deben avisar a su rival diciendo «raicki»; con dos caminos libres la palabra es «tuicku», y la partida está prácticamente ganada. Taflbord muestra estos avisos por ti.
help-tablut-escaping-diagram-1 = La columna g está libre hasta el borde y g9 no es una casilla de campamento, así que el rey corre hasta allí y huye.
help-tablut-end = Fin de la partida
help-tablut-end-1 = La partida termina cuando el rey huye o es capturado. Quien no tenga ninguna jugada legal en su turno pierde.
help-tablut-end-2 = No se puede repetir una amenaza una y otra vez: ninguna jugada puede crear una posición que ya se haya dado dos veces.

## Rules help: onestep9

help-onestep9-history-1 = Este es el hnefatafl tal como lo enseña una hoja de reglas para principiantes: un tablero de 9 por 9, un rey con ocho defensores contra dieciséis atacantes y un giro que mantiene el juego tranquilo y fácil de seguir. Todas las piezas, también el rey, se mueven solo una casilla cada vez.
help-onestep9-history-2 = Las sagas mencionan el hnefatafl una y otra vez, y la destreza en él se apreciaba tanto como el manejo de las armas. En la saga Morkinskinna, Eysteinn le dice a su hermano Sigurd que él es el más hábil de los dos y el mejor jugador de hnefatafl. Los vikingos llevaron el juego consigo a Islandia, Irlanda, Gran Bretaña y Gales, entre otros lugares.
help-onestep9-history-3 = El tamaño de los ejércitos encaja con hallazgos de la época vikinga: los juegos de fichas de vidrio de tumbas de Björkö (Birka) y de Valsgärde, en Suecia, parecen proceder de juegos hechos para un tablero de 9 por 9. El dibujo de la posición inicial de la propia hoja no se ha conservado, así que Taflbord usa la disposición habitual de 9 por 9: el rey en el centro, sus ocho defensores en cruz a su alrededor y los atacantes en cuatro grupos en forma de T a lo largo de los bordes.
help-onestep9-aim = Objetivo del juego
help-onestep9-aim-1 = Los defensores (blancas) quieren llevar a su rey desde el centro hasta una de las cuatro casillas de esquina. Los atacantes (negras) quieren capturar al rey antes de que llegue.
help-onestep9-aim-2 = Los atacantes mueven primero; después, los jugadores se turnan.
help-onestep9-moving = Movimiento
help-onestep9-moving-1 = Cada jugada mueve una pieza exactamente una casilla hacia arriba, hacia abajo, a la izquierda o a la derecha. Nada se mueve en diagonal, y nada se mueve más de una casilla.
help-onestep9-moving-2 = La casilla central es el trono, y tanto él como las cuatro esquinas están reservados al rey: ninguna otra pieza puede entrar en ellos. El rey puede volver al trono cuando quiera.
help-onestep9-moving-diagram-1 = Cada jugada es un solo paso: el atacante de c3 puede ir a c4, pero no seguir directamente hasta c5.
help-onestep9-capturing = Capturas
help-onestep9-capturing-1 = Cuando una jugada deja una pieza enemiga encajonada entre dos piezas del jugador que mueve, o entre una de ellas y una esquina, en una fila o una columna, esa pieza enemiga es capturada. Las esquinas actúan contra los dos bandos.
help-onestep9-capturing-2 = El trono no es hostil: nunca ayuda a capturar una pieza normal.
help-onestep9-capturing-3 = Una pieza puede meterse sin peligro entre dos enemigos; solo es capturada si el enemigo cierra la trampa. El rey está armado y puede ayudar a capturar.
help-onestep9-capturing-diagram-1 = El atacante baja de e8 a e7 y atrapa al defensor de d7 contra el atacante de c7.
help-onestep9-capturing-diagram-2 = La esquina a9 es hostil: el atacante que sube a c9 captura contra ella al defensor de b9.
help-onestep9-capturing-diagram-3 = El trono no captura. El atacante de e6 está entre el trono vacío y el defensor que llega a e7, y sigue en el tablero.
help-onestep9-king = Captura del rey
help-onestep9-king-1 = Contra el rey, el borde del tablero, las esquinas y el trono vacío cuentan como enemigos. Es capturado cuando sus cuatro lados están cerrados por un atacante o por alguno de ellos.
help-onestep9-king-2 = Así, hacen falta cuatro atacantes mientras está en el trono, tres junto al trono o en el borde, y solo dos cuando está junto a una esquina.
help-onestep9-king-diagram-1 = En el borde bastan tres atacantes: el borde cierra el cuarto lado, y el atacante que pasa a e2 captura al rey.
help-onestep9-king-diagram-2 = Junto a una esquina bastan dos atacantes: la esquina a1 y el borde cierran dos lados, y el atacante que pasa a b2 cierra el último.
help-onestep9-king-diagram-3 = Junto al trono, el trono vacío es el cuarto lado: el atacante que pasa a e3 captura al rey.
help-onestep9-escaping = Huida
help-onestep9-escaping-1 = El rey huye, y ganan los defensores, cuando entra en una casilla de esquina.
help-onestep9-escaping-2 = Los jugadores se avisan entre sí. Cuando el rey tiene el camino libre a una esquina en su próxima jugada, los defensores dicen «¡Escape!»; cuando los atacantes podrían capturar al rey en su próxima jugada, dicen «¡Cuida tu rey!». Taflbord muestra ambos avisos.
help-onestep9-escaping-diagram-1 = El rey entra en la esquina a1 y ganan los defensores.
help-onestep9-end = Fin de la partida
help-onestep9-end-1 = La partida termina cuando el rey huye o es capturado. Quien no pueda hacer ninguna jugada legal en su turno pierde la partida.

## Rules help: brandubh

help-brandubh-history-1 = El brandubh es el miembro irlandés de la familia del tafl, y el más pequeño: se juega en un tablero de 7 por 7 casillas. Su nombre significa «negro como el cuervo». Antiguos poemas irlandeses hablan de una pieza jefa dorada, el branán, con un hombre a cada lado, y de un juego de cinco piezas blancas contra ocho rojas.
help-brandubh-history-2 = El estudioso irlandés Eoin MacWhite propuso un tablero de 7 por 7 con las piezas dispuestas en forma de cruz: el rey en el centro, sus cuatro hombres a su lado y los ocho atacantes en los extremos de los cuatro brazos. Esa es la posición inicial que se usa aquí.
help-brandubh-history-3 = Se han encontrado tableros del tamaño adecuado. Un tablero de madera finamente tallado, con 7 por 7 agujeros para piezas de clavija, se desenterró en Ballinderry (Irlanda) en 1932 y hoy se conserva en el Museo Nacional de Irlanda, en Dublín; sus agujeros de las esquinas están marcados, lo que hace pensar que el rey huía hacia allí. Dos tableros de piedra con una cuadrícula tallada de 7 por 7 puntos proceden de un asentamiento vikingo del siglo IX en Buckquoy, en las Orcadas.
help-brandubh-aim = Objetivo del juego
help-brandubh-aim-1 = El rey empieza en el trono, en el centro, con cuatro defensores a su alrededor. Los ocho atacantes se colocan de dos en dos en los extremos de la cruz.
help-brandubh-aim-2 = Los defensores ganan cuando el rey llega a una de las cuatro esquinas. Los atacantes ganan cuando capturan al rey. Los atacantes hacen la primera jugada.
help-brandubh-moving = Movimiento
help-brandubh-moving-1 = Las piezas se mueven como la torre del ajedrez: cualquier distancia por una fila o una columna, siempre que el camino esté libre. No se salta y no hay jugadas en diagonal.
help-brandubh-moving-2 = Solo el rey puede detenerse en el trono o en una casilla de esquina. Cualquier pieza puede pasar por el trono mientras esté vacío, y el rey puede volver a él.
help-brandubh-capturing = Capturas
help-brandubh-capturing-1 = Si atrapas una pieza enemiga entre dos tuyas en una fila o una columna, moviendo una de ellas a su sitio, la capturas. Una pieza que se mete por sí misma entre dos enemigos está a salvo.
help-brandubh-capturing-2 = Las cuatro esquinas son hostiles para todos, así que una esquina puede hacer de una de las dos piezas de la trampa. El trono no es hostil y nunca ayuda a capturar.
help-brandubh-capturing-3 = El rey está armado: puede ser una de las dos piezas que realizan una captura.
help-brandubh-capturing-diagram-1 = El atacante baja a c5 y atrapa al defensor de b5 contra el atacante de a5.
help-brandubh-capturing-diagram-2 = La esquina a1 cuenta como enemiga del atacante de a2: el defensor que llega a a3 lo captura.
help-brandubh-capturing-diagram-3 = El trono no es hostil: el defensor de d5, entre el trono vacío y el atacante que va a d6, no es capturado.
help-brandubh-king = Captura del rey
help-brandubh-king-1 = En el brandubh el rey es débil: se captura como cualquier otra pieza, con dos atacantes a lados opuestos de él, en cualquier lugar del tablero, incluso en el trono.
help-brandubh-king-2 = Como las esquinas también son hostiles para él, junto a una esquina basta un solo atacante al otro lado.
help-brandubh-king-diagram-1 = Bastan dos atacantes: el atacante que va a f5 atrapa al rey contra el atacante de d5, y ganan los atacantes.
help-brandubh-king-diagram-2 = Junto a una esquina basta un atacante: el atacante que va a a3 atrapa al rey contra la esquina a1.
help-brandubh-escaping = Huida
help-brandubh-escaping-1 = Los defensores ganan en cuanto el rey llega a una de las cuatro esquinas.
help-brandubh-escaping-diagram-1 = El borde está libre hasta la esquina g7, y el rey huye hasta allí.
help-brandubh-end = Fin de la partida
help-brandubh-end-1 = La partida termina cuando el rey huye o es capturado. Quien no tenga ninguna jugada legal en su turno pierde.
help-brandubh-end-2 = Si la misma posición (las mismas piezas en las mismas casillas y el turno del mismo bando) se da por tercera vez, la partida termina en tablas.

## Rules help: tawlbwrdd

help-tawlbwrdd-history-1 = El tawl-bwrdd es el juego de tafl de Gales; su nombre procede muy probablemente de la palabra nórdica para un tablero de juego. Las leyes galesas, tradicionalmente vinculadas al rey Hywel Dda, lo mencionan a menudo. Asignan un valor a cada pieza del tablero del propio rey, y las cifras suman ocho hombres y un rey contra dieciséis.
help-tawlbwrdd-history-2 = La descripción galesa más completa está en un manuscrito escrito por Robert ap Ifan en 1587 y conservado en la Biblioteca Nacional de Gales. Describe un tablero de 11 por 11 casillas con un rey y doce defensores contra veinticuatro atacantes. La regla para ganar es en parte ilegible: el rey gana si puede recorrer cierta línea, pero la palabra que nombra esa línea se ha perdido.
help-tawlbwrdd-history-3 = El autor de libros de juegos R. C. Bell reconstruyó el juego en 1969, con un dado que decide quién puede mover y un rey que huye por cualquier punto del borde. Taflbord sigue, en cambio, la propuesta posterior de Sten Helmfrid: sin dados, el rey tiene que desplazarse de verdad a lo largo del borde para huir, y su bando nunca puede dejarlo expuesto a ser capturado («cuida tu rey»).
help-tawlbwrdd-aim = Objetivo del juego
help-tawlbwrdd-aim-1 = El rey empieza en el centro del tablero con doce defensores a su alrededor. Los veinticuatro atacantes esperan en cuatro bloques de seis a lo largo de los bordes.
help-tawlbwrdd-aim-2 = Los defensores ganan cuando el rey hace una jugada a lo largo del borde del tablero. Los atacantes ganan atrapando al rey de forma que ya no pueda salvarse.
help-tawlbwrdd-aim-3 = El bando del rey hace la primera jugada.
help-tawlbwrdd-moving = Movimiento
help-tawlbwrdd-moving-1 = Todas las piezas se mueven como la torre del ajedrez: en línea recta por una fila o una columna, tantas casillas vacías como quieran, sin saltar por encima de nada.
help-tawlbwrdd-moving-2 = No hay casillas especiales: cualquier pieza puede detenerse en cualquier sitio, incluidos el centro y las esquinas.
help-tawlbwrdd-capturing = Capturas
help-tawlbwrdd-capturing-1 = Cualquier pieza, también el rey, es capturada cuando el enemigo coloca una segunda pieza de modo que la deja entre dos de las suyas en una fila o una columna. Ni el borde del tablero ni ninguna casilla ayudan a capturar.
help-tawlbwrdd-capturing-2 = Meterse uno mismo entre dos piezas enemigas no es peligroso. En las reglas de Helmfrid, el jugador dice «gwrheill» al hacerlo, para que nadie pueda alegar después que la pieza fue capturada; Taflbord lo tiene en cuenta por ti.
help-tawlbwrdd-capturing-3 = El rey está armado y puede ayudar a capturar.
help-tawlbwrdd-capturing-diagram-1 = El atacante que baja a e9 atrapa al defensor de d9 contra el atacante de c9.
help-tawlbwrdd-capturing-diagram-2 = El rey participa en las capturas: al subir a e8, atrapa al atacante de d8 contra el defensor de c8.
help-tawlbwrdd-watch-king = Cuida tu rey
help-tawlbwrdd-watch-king-1 = El rey se captura como cualquier otra pieza, entre dos atacantes. Pero los defensores nunca pueden dejar a su rey donde los atacantes podrían capturarlo en su siguiente jugada: una jugada así no está permitida.
help-tawlbwrdd-watch-king-2 = Si el rey está amenazado y ninguna jugada de los defensores puede eliminar la amenaza (capturando al atacante, cortándole el paso o poniendo al rey a salvo), el rey recibe mate y ganan los atacantes.
help-tawlbwrdd-watch-king-diagram-1 = El rey no puede meterse en peligro. En c3 podría quedar atrapado por el atacante de h3 deslizándose hasta d3, así que la jugada c6-c3 no está permitida.
help-tawlbwrdd-watch-king-diagram-2 = El atacante que va a b6 amenaza con atrapar al rey con e6-d6. La única jugada del rey, a d6, es igual de peligrosa, y el defensor de h3 no puede ayudar: el rey recibe mate y ganan los atacantes.
help-tawlbwrdd-escaping = Huida
help-tawlbwrdd-escaping-1 = No basta con llegar al borde. El rey huye, y ganan los defensores, cuando hace una jugada a lo largo del borde: de una casilla de una fila o columna del borde a otra casilla del mismo borde.
help-tawlbwrdd-escaping-diagram-1 = El rey llega al borde en a5, pero eso solo no basta para ganar; la partida continúa y los atacantes tienen la oportunidad de cerrarle el paso.
help-tawlbwrdd-escaping-diagram-2 = Desde k4, el rey se mueve a lo largo del borde hasta k8: ha huido y ganan los defensores.
help-tawlbwrdd-end = Fin de la partida
help-tawlbwrdd-end-1 = La partida termina cuando el rey huye a lo largo del borde, o cuando recibe mate o es capturado. Quien no tenga ninguna jugada legal en su turno pierde.
help-tawlbwrdd-end-2 = Si la misma posición (las mismas piezas en las mismas casillas y el turno del mismo bando) se da por tercera vez, la partida termina en tablas.

## Rules help: alea19

help-alea19-history-1 = El alea evangelii, en latín «el juego de los Evangelios», se conoce por un manuscrito del siglo X, escrito en Irlanda o en Inglaterra y conservado hoy en Oxford. Contiene el dibujo de un tablero de 18 por 18 casillas con las piezas colocadas en los cruces de las líneas, lo que da 19 por 19 puntos de juego, y una larga explicación del juego como imagen de los cuatro Evangelios.
help-alea19-history-2 = El texto cuenta que Dubinsi, obispo de Bangor, fallecido en 951, llevó el juego a Irlanda desde la corte del rey Æthelstan en Inglaterra. Habla de 72 hombres y una pieza jefa en el centro, y dice que solo entiende el juego quien sabe de atacantes y defensores, de una ciudad y su ciudadela y de «nueve pasos dos veces». Desde el centro, el rey necesita nueve pasos en horizontal y nueve hacia arriba o hacia abajo para llegar a una esquina, y quizá sea eso lo que significa la frase.
help-alea19-history-3 = El dibujo no muestra qué hombres pertenecen a cada bando. Taflbord usa la disposición de H. J. R. Murray, 48 atacantes contra 24 defensores, y la juega con las reglas modernas de las esquinas: las esquinas decoradas del dibujo se toman como las casillas de huida del rey, y el trono y las esquinas son restringidos y hostiles como en Copenhague.
help-alea19-aim = Objetivo del juego
help-alea19-aim-1 = El rey empieza en el trono, la casilla central j10, entre sus 24 defensores. Los 48 atacantes se colocan en grupos a su alrededor.
help-alea19-aim-2 = Los defensores ganan cuando el rey llega a una esquina del gran tablero. Los atacantes ganan capturando al rey o cerrando un cerco alrededor del rey y de todos sus defensores.
help-alea19-aim-3 = Los atacantes hacen la primera jugada.
help-alea19-moving = Movimiento
help-alea19-moving-1 = Todas las piezas se mueven como la torre del ajedrez: por una fila o una columna, hasta donde el camino esté libre, sin saltar nunca y nunca en diagonal.
help-alea19-moving-2 = Solo el rey puede detenerse en el trono o en una esquina. Cualquier pieza puede pasar por el trono mientras esté vacío, y el rey puede volver a él.
help-alea19-capturing = Capturas
help-alea19-capturing-1 = Una pieza es capturada cuando el enemigo mueve de modo que queda atrapada entre dos piezas enemigas en una fila o una columna. Meterse uno mismo en un hueco así no es peligroso.
help-alea19-capturing-2 = Las esquinas son hostiles para todas las piezas y pueden cerrar una trampa en lugar de un enemigo. El trono es hostil para los atacantes siempre, y para los defensores solo mientras está vacío. El borde del tablero no cuenta para nada.
help-alea19-capturing-3 = El rey está armado y puede participar en las capturas.
help-alea19-capturing-diagram-1 = El atacante que baja a h15 atrapa al defensor de g15 contra el atacante de f15.
help-alea19-capturing-diagram-2 = El trono vacío es hostil para los atacantes: el defensor que llega a l10 captura contra él al atacante de k10.
help-alea19-capturing-diagram-3 = La esquina s1 es hostil para todos: el defensor que va a s3 captura al atacante de s2.
help-alea19-king = Captura del rey
help-alea19-king-1 = El rey es fuerte. Solo es capturado cuando los atacantes lo rodean por los cuatro lados, o por tres cuando está junto al trono vacío, que entonces cierra el cuarto.
help-alea19-king-2 = En el borde del tablero el rey no puede ser capturado.
help-alea19-king-diagram-1 = Ya hay tres atacantes alrededor del rey en su trono; el cuarto, al llegar a j9, lo captura.
help-alea19-king-diagram-2 = En el borde el rey está a salvo, aunque haya atacantes en sus tres lados libres: la partida continúa.
help-alea19-escaping = Huida
help-alea19-escaping-1 = El rey huye, y ganan los defensores, cuando llega a una de las cuatro esquinas.
help-alea19-escaping-diagram-1 = El borde superior está libre, así que el rey corre de m19 a la esquina s19 y huye.
help-alea19-encirclement = Cerco
help-alea19-encirclement-1 = Si, tras una jugada de los atacantes, el rey y todos los defensores que quedan están encerrados en un cerco de atacantes sin huecos, de modo que ninguno de ellos puede llegar al borde, ganan los atacantes.
help-alea19-end = Fin de la partida
help-alea19-end-1 = La partida termina cuando el rey huye, es capturado o queda cercado con sus defensores. Quien no pueda hacer ninguna jugada legal en su turno pierde.
help-alea19-end-2 = Cuando la misma posición (las mismas piezas en las mismas casillas y el turno del mismo bando) se da por tercera vez, la partida termina en tablas.

## Named openings

opening-millar-gambit-accepted = Gambito Millar (aceptado)
opening-millar-gambit-accepted-description = Los defensores dejan una pieza en g2, junto al atacante de f2, y los atacantes la capturan volviendo con h3-h2. Tienen una pieza de ventaja, pero el atacante de la columna h ha vuelto al borde y los defensores ganan tiempo y espacio en el lado sureste.
opening-millar-gambit-declined = Gambito Millar (rehusado)
opening-millar-gambit-declined-description = La misma oferta en g2, pero rechazada: los atacantes no juegan h3-h2 y mantienen h3 adelantado, mientras el defensor de g2 sigue incrustado detrás de su línea sur.
opening-indirect-millar-gambit-1 = Gambito Millar indirecto 1
opening-indirect-millar-gambit-1-description = El sacrificio se hace en otro lugar: uno de los guardias del rey se desplaza de g7 a j7, frente a los atacantes del borde este, donde k8-j8 puede capturarlo de inmediato.
opening-indirect-millar-gambit-2 = Gambito Millar indirecto 2
opening-indirect-millar-gambit-2-description = La misma idea en el oeste: el defensor de e7 corre a b7, junto a los atacantes del borde oeste, donde a8-b8 puede capturarlo, y el rombo se abre por su lado noroeste.
opening-indirect-millar-gambit-3 = Gambito Millar indirecto 3
opening-indirect-millar-gambit-3-description = La oferta se hace en el norte: el defensor de e7 sube directamente a e10, junto a los atacantes de f10 y e11, donde d11-d10 puede capturarlo.
opening-polar-gambit = Gambito polar
opening-polar-gambit-description = Una respuesta en la misma columna, pero en el otro extremo: el defensor de h6 sube hacia el norte hasta h10, bajo el atacante de h11, y el atacante de h3 solo puede capturarlo de inmediato subiendo hasta h9, lejos del sur.
opening-face-to-face-attack = Ataque cara a cara
opening-face-to-face-attack-description = Los defensores imitan a los atacantes: d6 baja a d3, en la misma fila que h3 y frente a él a lo largo del lado sur.
opening-side-attack = Ataque lateral
opening-side-attack-description = El defensor que está delante del rey se aparta de f4 a i4, en diagonal junto al nuevo atacante de h3, y presiona en el sureste, donde h1-h3 ha dejado el borde menos poblado.
opening-american-opening = Apertura americana
opening-american-opening-description = El atacante situado delante del borde sur, f2, se desliza hacia el este hasta i2 para vigilar el acceso a la esquina sureste, en lugar de adelantar una pieza del borde.
opening-bulgarian-opening = Apertura búlgara
opening-bulgarian-opening-description = Tras la jugada americana, los defensores responden con g5-g4 y salen del rombo hacia el sur, donde los atacantes acaban de reagruparse.
opening-canadian-opening = Apertura canadiense / Apertura húngara
opening-canadian-opening-description = Como la habitual h1-h3, pero una casilla más allá: el atacante de h1 se detiene en h4, a la altura del rombo de los defensores, y bloquea más de cerca el lado del rey a costa de alejarse más del borde.
opening-dutch-opening = Apertura holandesa
opening-dutch-opening-description = Una jugada tranquila: g1 sube a g2, junto al atacante de f2, y forma un bloque compacto en el lado sur en vez de avanzar.
opening-english-opening = Apertura inglesa
opening-english-opening-description = Los defensores responden a la jugada americana con su imagen especular: el defensor del norte, f8, cruza hasta i8, camino de la esquina noreste.
opening-french-opening = Apertura francesa
opening-french-opening-description = El atacante de g1 sube dos casillas hasta g3, frente al defensor de g5 y con una casilla vacía entre ambos: una pronta reivindicación del cuadrante sureste.
opening-german-opening = Apertura alemana
opening-german-opening-description = Los defensores responden en el lado opuesto del tablero: d6 sube hacia el norte hasta d9, hacia la esquina noroeste y lejos del atacante de h3.
opening-italian-opening = Apertura italiana
opening-italian-opening-description = El defensor de e7 sube dos casillas hasta e9, lo que abre el lado norte del rombo, y se dirige hacia el noroeste.
opening-russian-opening = Apertura rusa
opening-russian-opening-description = El defensor de h6 sube hacia el norte hasta h9, una casilla menos que en el Gambito polar, y amenaza el noreste sin colocarse junto a los atacantes del borde.
opening-scandinavian-opening = Apertura escandinava
opening-scandinavian-opening-description = El atacante de f2 se desliza hasta j2, en la diagonal junto a la esquina sureste: un puesto de bloqueo que cierra pronto esa esquina.
opening-spanish-opening = Apertura española
opening-spanish-opening-description = El defensor que está delante del rey corre hacia el oeste de f4 a c4, hacia el lado que los atacantes no han tocado, y amenaza el suroeste.

## Tool buttons (their tooltips) and the menu
tool-new-game = Nueva partida
tool-open = Abrir una partida
tool-save = Guardar
tool-save-as = Guardar como…
tool-flip = Girar el tablero
tool-menu = Más
tool-to-start = Al principio
tool-back = Una jugada atrás
tool-forward = Una jugada adelante
tool-to-end = A la última jugada
tool-replay = Reproducir la partida
tool-stop-replay = Detener la reproducción
menu-export-picture = Exportar una imagen…
menu-export-animation = Exportar una animación…
menu-export-sheet = Exportar la planilla…
key-ctrl = Ctrl
key-shift = Mayús
key-home = Inicio
key-end = Fin
settings-notation = Notación de las jugadas
notation-sheet = Como en la planilla ({ $sample })
notation-letters = Con letras ({ $sample })

## The file chooser
log-no-portal = no hay diálogo de archivos del escritorio: { $why }; Taflbord abre y guarda con su propio selector
log-portal-silent = el portal del escritorio no respondió en tres segundos
log-no-runtime = no hay entorno de ejecución para llegar al escritorio
chooser-open = Abrir una partida
chooser-save = Guardar la partida
chooser-export-picture = Exportar una imagen de la posición
chooser-export-animation = Exportar la partida como animación
chooser-export-sheet = Exportar la planilla para imprimir
chooser-cancel = Cancelar
chooser-up = Subir
chooser-places = Lugares
chooser-recent-folders = Carpetas de partidas recientes
chooser-place-games = Partidas de Taflbord
chooser-place-home = Carpeta personal
chooser-place-documents = Documentos
chooser-reading = Leyendo la carpeta…
chooser-unreadable = No se puede leer la carpeta { $folder }: { $reason }
chooser-empty = Aquí no hay carpetas ni archivos de este tipo.
chooser-name = Nombre
chooser-save-button = Guardar
chooser-replace-question = { $file } ya existe. ¿Reemplazarlo?
chooser-replace = Reemplazar
chooser-keep = Conservarlo
settings-file-dialogs = Diálogos de archivos
file-dialogs-desktop = Los del escritorio; si no, los de Taflbord
file-dialogs-own = Los de Taflbord

menu-analysis = Tablero de análisis
menu-analysis-close = Cerrar el tablero de análisis
analysis-starting = El motor empieza a pensar…
analysis-depth = profundidad { $depth } · { $knodes }k nodos · { $knps }k/s
analysis-finished = terminado
analysis-game-over = La partida ha terminado.
analysis-lines = líneas: { $count }
analysis-wins-in = { $side } ganan en { $plies }

menu-set-up = Preparar una posición
setup-title = Preparar una posición
setup-hint = Elige una pieza y pulsa casillas para ponerla; la misma pieza otra vez vacía la casilla.
setup-attacker = Atacante
setup-defender = Defensor
setup-king = Rey
setup-empty = Vacía
setup-to-move = Juegan:
setup-clear = Vaciar el tablero
setup-start = Posición inicial
setup-play = Jugarla
setup-analyse = Analizarla
setup-save = Guardarla…
setup-ready = La posición se puede jugar.
setup-over = El bando al que le toca jugar no tiene ninguna jugada: la partida ya ha terminado.
setup-error-kings = Tiene que haber un solo rey; hay { $count }.
setup-error-no-attackers = No hay atacantes.
setup-error-forbidden-attacker = Ningún atacante puede estar en { $square }.
setup-error-forbidden-defender = Ningún defensor puede estar en { $square }.
setup-error-forbidden-king = El rey no puede estar en { $square }.
setup-error-escaped = El rey en { $square } ya ha escapado.
setup-errors-more = … y { $count } más.

# Abandonar, ofrecer tablas y el final de una partida; jugar contra el ordenador
end-resign = Abandonar…
end-offer-draw = Ofrecer tablas
end-resign-title = ¿Abandonar esta partida?
end-resign-then = { $winner ->
    [attackers] Ganan los atacantes.
   *[defenders] Ganan los defensores.
}
end-resign-yes = Abandonar
end-resign-no = Seguir jugando
end-draw-offered = { $side ->
    [attackers] Los atacantes ofrecen tablas. ¿Las aceptan los defensores?
   *[defenders] Los defensores ofrecen tablas. ¿Las aceptan los atacantes?
}
end-draw-accept = Aceptar tablas
end-draw-decline = Rechazar
notice-draw-declined = { $side ->
    [attackers] Los atacantes rechazan las tablas.
   *[defenders] Los defensores rechazan las tablas.
}
notice-bot-declines-draw = { $side ->
    [attackers] { $bot } rechaza las tablas: cree que los atacantes van por delante ({ $percent } %).
   *[defenders] { $bot } rechaza las tablas: cree que los defensores van por delante ({ $percent } %).
}
status-weighing-draw = { $bot } estudia la oferta de tablas… { $seconds } s
end-attackers-win = Ganan los atacantes
end-defenders-win = Ganan los defensores
end-draw = Tablas
end-by-resignation = { $side ->
    [attackers] Los atacantes abandonaron.
   *[defenders] Los defensores abandonaron.
}
end-by-agreement = Tablas de mutuo acuerdo.
end-by-time = { $side ->
    [attackers] Los atacantes se quedaron sin tiempo.
   *[defenders] Los defensores se quedaron sin tiempo.
}
end-rematch = Revancha con los bandos cambiados
end-escape = Esc: volver al tablero
new-game-computer = Jugar contra el ordenador
new-game-computer-level = Nivel
new-game-computer-side = Juegas con
new-game-or-choose = O elige quién juega cada bando:
welcome-title = Te damos la bienvenida a Taflbord
welcome-intro = Para empezar, juega contra el ordenador, o jugad dos personas en este tablero. Las reglas se abren con F1.
welcome-two-people = Dos personas en este tablero
welcome-more = Más opciones…

# One sign for scores everywhere (the attackers'), and the review's comments
score-chance = { $score } ({ $percent } % { $side ->
        [attackers] atacantes
       *[defenders] defensores
    })
score-even = { $score } (igualado)
review-comment = { $verdict ->
        [inaccuracy] Imprecisión
        [mistake] Error
       *[blunder] Error grave
    } de los { $side ->
        [attackers] atacantes
       *[defenders] defensores
    }: { $before } antes, { $after } después
review-better = { $comment }; mejor: { $move }

# A running timed game is not left without asking
ask-leave-timed-game = Los relojes están en marcha. ¿Dejar esta partida por otra?
button-leave-game = Dejar la partida
button-keep-playing = Seguir jugando

## Exports on their own thread (progress, Cancel, what was written)

status-exporting = Exportando { $file }: { $done } de { $of }
button-cancel-export = Cancelar
notice-export-cancelled = Exportación cancelada; no se ha escrito nada en { $file }.
notice-export-busy = Ya hay una exportación en curso: espera a que termine o cancélala.
exported-animation-frames =
    { $frames ->
        [one] Partida guardada como { $file }: { $frames } imagen, { $kilobytes } kB
       *[other] Partida guardada como { $file }: { $frames } imágenes, { $kilobytes } kB
    }

## Jugar en línea en el servidor de la comunidad
button-online = Jugar en línea…
online-title = Jugar en línea
online-intro = Juega contra otras personas en el servidor de la comunidad del tafl. Tus partidas se guardan como planillas y aparecen en «Partidas recientes».
online-server = Servidor
online-user = Nombre
online-password = Contraseña
online-password-kept = Taflbord nunca escribe la contraseña en un archivo. «Recordarme» la guarda en el almacén de secretos del escritorio, si lo hay.
online-create = Crear esta cuenta
online-log-in = Iniciar sesión
online-connecting = Conectando…
online-log-out = Cerrar sesión
online-not-an-account = El servidor no acepta esta cuenta: { $why }.
online-wrong-version = El servidor necesita un Taflbord más reciente: habla otra versión del protocolo.
online-wrong-password = La contraseña es incorrecta.
online-no-account = No hay ninguna cuenta con ese nombre. Marca «Crear esta cuenta» para crearla.
online-name-taken = Ya existe una cuenta con ese nombre.
online-refused = El servidor lo rechazó: { $why }
online-logged-in-as = { $user } en { $server }
online-lost = Se perdió la conexión ({ $why }). Nuevo intento en { $seconds } s…
online-challenge = { $player } quiere aceptar tu oferta de partida.
online-accept = Aceptar
online-decline = Rechazar
online-back-to-game = Volver a tu partida: { $attackers } contra { $defenders }
online-new-seek = Buscar una partida
online-seek = Ofrecer
online-withdraw = Retirar
online-seeks = Ofertas de partida abiertas
online-no-seeks = Ahora mismo nadie busca partida.
online-seek-row = { $size }×{ $size } · { $clock } · { $rated } · tu bando: { $side }
online-rated = puntuable
online-unrated = no puntuable
online-join = Unirse
online-running = Partidas en juego
online-watch = Ver
online-players = Jugadores
online-player-record = { $wins } ganadas · { $losses } perdidas · { $draws } tablas
online-server-refused = El servidor rechazó «{ $command }»: { $reason }
online-move-refused = No se envió: { $why }
online-game-over = Fin de la partida — { $result }
online-your-move = Te toca jugar
online-to-move = Turno: { $side }
online-draw-offered = Tu rival ofrece tablas.
online-offer-draw = Ofrecer tablas
online-resign = Abandonar
online-chat = Escribe algo a tu rival
online-to-lobby = Volver a la sala
online-versus = { $attackers } contra { $defenders }
online-recent-title = { $server } · { $attackers } contra { $defenders }
online-logged-in-already = Esta cuenta ya está conectada desde otro lugar.
online-too-soon = Demasiados intentos: el servidor espera un poco antes de aceptar el siguiente. Vuelve a intentarlo en un minuto.
online-clock-not-kept = El servidor lleva relojes Fischer (como 15+10), sin incremento (como 10) o ninguno: escribe uno de esos.
online-remember = Recordarme (en el almacén de secretos del escritorio)
online-kept = La contraseña está guardada en el almacén de secretos del escritorio.
online-not-kept = La contraseña no se guardó ({ $why }): Taflbord no la guarda en ningún otro sitio.
online-keyring-label = Taflbord: { $user } en { $server }
online-store-none = ningún almacén de secretos responde en este escritorio
online-store-locked = el almacén de secretos está bloqueado
online-store-silent = el almacén de secretos no respondió
online-store-not-text = lo que guarda el almacén de secretos no es texto

# Why the connection to the server was lost (inside online-lost)
online-loss-not-found = no se encuentra el servidor { $server }: { $error }
online-loss-no-address = el servidor { $server } no tiene dirección
online-loss-unreachable = no se puede conectar con { $server }: { $error }
online-loss-server-closed = el servidor cerró la conexión
online-loss-broke = error en la conexión: { $error }
online-loss-not-sent = no se pudo enviar al servidor: { $error }
online-loss-silent = el servidor no dijo nada durante { $seconds } s
online-loss-line-too-long = el servidor envió una línea de más de { $megabytes } MB
online-loss-broken-off = la conexión se interrumpió
online-loss-not-yet = el servidor aún no te deja volver a iniciar sesión

# Why the server would not take a name and password (inside online-not-an-account)
online-account-name-length = un nombre tiene de 1 a 16 caracteres
online-account-name-character = «{ $character }» no puede estar en un nombre: usa letras, cifras, - y _
online-account-password-length = una contraseña tiene de 1 a 32 bytes
online-account-password-characters = una contraseña no puede contener espacios ni caracteres de control
