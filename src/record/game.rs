//! A game record: who played what, and every move as a tree with a cursor
//! (the main line, its variations, and where the players are looking).

use crate::clock::TimeControl;
use crate::engine::outcome::{Outcome, Reason};
use crate::engine::position::{IllegalMove, Move, Played, Position};
use crate::engine::side::Side;
use crate::engine::variant::Variant;
use crate::record::annotation::Annotation;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// Identifies a node of a record's move tree. The start position is [`NodeId::ROOT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

impl NodeId {
    pub const ROOT: NodeId = NodeId(0);

    /// The node's place among the record's nodes (they are never removed).
    pub fn index(self) -> usize {
        self.0
    }
}

/// What the players wrote about the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Metadata {
    /// Name of the attackers' player.
    pub attackers: String,
    /// Name of the defenders' player.
    pub defenders: String,
    pub event: String,
    pub date: String,
    /// The result, when the game ended (on the board or off it).
    pub result: Option<GameResult>,
    /// The named opening, when known.
    pub opening: String,
    /// Free text.
    pub comment: String,
    /// The clocks' time control, when the game was timed.
    pub time_control: Option<TimeControl>,
}

/// How a game ended: the winner (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub winner: Option<Side>,
    pub reason: ResultReason,
}

/// Why a game ended: by a rule on the board, or by the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultReason {
    Board(Reason),
    Resignation,
    Time,
    Agreement,
    /// A match's cap on the game's length was reached: a draw no player
    /// agreed to.
    MoveLimit,
}

impl From<Outcome> for GameResult {
    fn from(o: Outcome) -> Self {
        GameResult {
            winner: o.winner,
            reason: ResultReason::Board(o.reason),
        }
    }
}

impl ResultReason {
    const ALL: [ResultReason; 14] = [
        ResultReason::Board(Reason::CornerEscape),
        ResultReason::Board(Reason::EdgeEscape),
        ResultReason::Board(Reason::PeripheryEscape),
        ResultReason::Board(Reason::ExitFort),
        ResultReason::Board(Reason::KingCaptured),
        ResultReason::Board(Reason::Encircled),
        ResultReason::Board(Reason::Mate),
        ResultReason::Board(Reason::NoLegalMove),
        ResultReason::Board(Reason::RepetitionDraw),
        ResultReason::Board(Reason::PerpetualRepetition),
        ResultReason::Resignation,
        ResultReason::Time,
        ResultReason::Agreement,
        ResultReason::MoveLimit,
    ];

    /// Short name used in files: `corner escape`, `resignation`, ...
    pub fn name(self) -> &'static str {
        match self {
            ResultReason::Board(r) => match r {
                Reason::CornerEscape => "corner escape",
                Reason::EdgeEscape => "edge escape",
                Reason::PeripheryEscape => "periphery escape",
                Reason::ExitFort => "exit fort",
                Reason::KingCaptured => "king captured",
                Reason::Encircled => "encircled",
                Reason::Mate => "mate",
                Reason::NoLegalMove => "no legal move",
                Reason::RepetitionDraw => "repetition",
                Reason::PerpetualRepetition => "perpetual repetition",
            },
            ResultReason::Resignation => "resignation",
            ResultReason::Time => "time",
            ResultReason::Agreement => "agreement",
            ResultReason::MoveLimit => "move limit",
        }
    }

    /// Whether a rule on the board ended the game, so that the board
    /// itself shows the end; resignation, time, agreement and a move limit
    /// leave no mark there.
    pub fn on_board(self) -> bool {
        matches!(self, ResultReason::Board(_))
    }

    /// Whether the players ended the game: a resignation or a draw agreed.
    pub fn by_players(self) -> bool {
        matches!(self, ResultReason::Resignation | ResultReason::Agreement)
    }

    /// Reads a short name, ignoring case and `-`/`_` for spaces.
    pub fn from_name(text: &str) -> Option<ResultReason> {
        let wanted: String = text
            .trim()
            .chars()
            .map(|c| {
                if c == '-' || c == '_' {
                    ' '
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect();
        ResultReason::ALL.into_iter().find(|r| r.name() == wanted)
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(Side::Attackers) => write!(f, "attackers ({})", self.reason.name()),
            Some(Side::Defenders) => write!(f, "defenders ({})", self.reason.name()),
            None => write!(f, "draw ({})", self.reason.name()),
        }
    }
}

/// Why a recorded result does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultError {
    /// Not `who (reason)`.
    Form,
    /// Not attackers, defenders or draw.
    Who(String),
    Unclosed,
    Reason(String),
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultError::Form => write!(
                f,
                "expected a result like `defenders (corner escape)` or `draw (agreement)`"
            ),
            ResultError::Who(who) => write!(f, "`{who}` is not attackers, defenders or draw"),
            ResultError::Unclosed => write!(f, "the reason must end with `)`"),
            ResultError::Reason(r) => write!(f, "`{r}` is not a known reason"),
        }
    }
}

impl std::error::Error for ResultError {}

impl std::str::FromStr for GameResult {
    type Err = ResultError;

    /// Reads `attackers (resignation)`, `defenders (corner escape)`, `draw (agreement)`.
    fn from_str(text: &str) -> Result<GameResult, ResultError> {
        let text = text.trim();
        let (who, rest) = text.split_once('(').ok_or(ResultError::Form)?;
        let winner = match who.trim().to_ascii_lowercase().as_str() {
            "attackers" => Some(Side::Attackers),
            "defenders" => Some(Side::Defenders),
            "draw" => None,
            other => return Err(ResultError::Who(other.to_string())),
        };
        let reason_text = rest.strip_suffix(')').ok_or(ResultError::Unclosed)?;
        let reason = ResultReason::from_name(reason_text)
            .ok_or_else(|| ResultError::Reason(reason_text.trim().to_string()))?;
        Ok(GameResult { winner, reason })
    }
}

/// One position in the move tree and the move that led to it.
#[derive(Clone, Debug)]
pub struct Node {
    parent: Option<NodeId>,
    played: Option<Played>,
    position: Position,
    /// Continuations; the first is the main one.
    children: Vec<NodeId>,
    /// The continuation that redo follows (the one last visited).
    selected: usize,
    ply: usize,
    /// Both clocks after the move (at the start: the time each side
    /// began with), attackers first, in a timed game.
    clocks: Option<[Duration; 2]>,
    /// An annotator's judgement of the move.
    annotation: Option<Annotation>,
    /// An annotator's words on the move.
    comment: String,
}

impl Node {
    /// Both clocks after the move, attackers first, when they were kept.
    pub fn clocks(&self) -> Option<[Duration; 2]> {
        self.clocks
    }

    /// The annotator's judgement of the move (`?`, `!`, ...).
    pub fn annotation(&self) -> Option<Annotation> {
        self.annotation
    }

    /// The annotator's words on the move; empty when none.
    pub fn comment(&self) -> &str {
        &self.comment
    }

    /// The move that led here (none at the start).
    pub fn played(&self) -> Option<&Played> {
        self.played.as_ref()
    }

    pub fn mv(&self) -> Option<Move> {
        self.played.as_ref().map(|p| p.mv)
    }

    /// The position after the move.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// Continuations, the main one first.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// Number of moves from the start.
    pub fn ply(&self) -> usize {
        self.ply
    }
}

/// A line of play, as [`GameRecord::lines`] lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The main line from the start; a variation from its first move on.
    pub nodes: Vec<NodeId>,
    /// Index of the line it branches from (0 for the main line itself).
    pub parent: usize,
    /// Ply of a variation's first move; 0 for the main line.
    pub branch_ply: usize,
}

/// A whole game: metadata and a tree of moves with a cursor.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub meta: Metadata,
    nodes: Vec<Node>,
    cursor: NodeId,
}

impl GameRecord {
    /// An empty record from the variant's start position.
    pub fn new(variant: Arc<Variant>) -> GameRecord {
        GameRecord::from_position(Position::new(variant))
    }

    /// An empty record from any start position.
    pub fn from_position(start: Position) -> GameRecord {
        let root = Node {
            parent: None,
            played: None,
            position: start,
            children: Vec::new(),
            selected: 0,
            ply: 0,
            clocks: None,
            annotation: None,
            comment: String::new(),
        };
        GameRecord {
            meta: Metadata::default(),
            nodes: vec![root],
            cursor: NodeId::ROOT,
        }
    }

    pub fn variant(&self) -> &Arc<Variant> {
        self.nodes[0].position.variant()
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.nodes[0].position
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0]
    }

    pub fn cursor(&self) -> NodeId {
        self.cursor
    }

    /// The position at the cursor.
    pub fn position(&self) -> &Position {
        &self.nodes[self.cursor.0].position
    }

    /// Judges the move at `id` (none: no judgement).
    pub fn set_annotation(&mut self, id: NodeId, annotation: Option<Annotation>) {
        self.nodes[id.0].annotation = annotation;
    }

    /// Writes `comment` on the move at `id` (empty: none).
    pub fn set_comment(&mut self, id: NodeId, comment: impl Into<String>) {
        self.nodes[id.0].comment = comment.into();
    }

    /// Adds `line` to the comment on the move at `id`, on a line of its
    /// own (in place: a comment read line by line stays linear).
    pub fn add_comment_line(&mut self, id: NodeId, line: &str) {
        let comment = &mut self.nodes[id.0].comment;
        if !comment.is_empty() {
            comment.push('\n');
        }
        comment.push_str(line);
    }

    /// Keeps both clocks' readings after the move at `id`.
    pub fn set_clocks(&mut self, id: NodeId, clocks: Option<[Duration; 2]>) {
        self.nodes[id.0].clocks = clocks;
    }

    /// Number of moves from the start to the cursor.
    pub fn ply(&self) -> usize {
        self.nodes[self.cursor.0].ply
    }

    /// Plays a move at the cursor. If the same move already follows, the
    /// cursor just moves on; otherwise the move starts a new variation (or
    /// continues the line, when nothing followed yet).
    pub fn play(&mut self, mv: Move) -> Result<&Played, IllegalMove> {
        let here = self.cursor;
        if let Some(k) = self.nodes[here.0]
            .children
            .iter()
            .position(|&c| self.nodes[c.0].mv() == Some(mv))
        {
            self.nodes[here.0].selected = k;
            self.cursor = self.nodes[here.0].children[k];
        } else {
            let mut position = self.nodes[here.0].position.clone();
            let played = position.play(mv)?;
            let id = NodeId(self.nodes.len());
            let ply = self.nodes[here.0].ply + 1;
            self.nodes.push(Node {
                parent: Some(here),
                played: Some(played),
                position,
                children: Vec::new(),
                selected: 0,
                ply,
                clocks: None,
                annotation: None,
                comment: String::new(),
            });
            let parent = &mut self.nodes[here.0];
            parent.children.push(id);
            parent.selected = parent.children.len() - 1;
            self.cursor = id;
        }
        Ok(self.nodes[self.cursor.0]
            .played
            .as_ref()
            .expect("a played node"))
    }

    /// Steps back one move. Returns whether the cursor moved.
    pub fn undo(&mut self) -> bool {
        match self.nodes[self.cursor.0].parent {
            Some(p) => {
                self.cursor = p;
                true
            }
            None => false,
        }
    }

    /// Steps forward along the current line. Returns whether the cursor moved.
    pub fn redo(&mut self) -> bool {
        let node = &self.nodes[self.cursor.0];
        match node.children.get(node.selected) {
            Some(&next) => {
                self.cursor = next;
                true
            }
            None => false,
        }
    }

    /// Puts the cursor on a node, making its line the current one.
    pub fn go_to(&mut self, id: NodeId) {
        assert!(id.0 < self.nodes.len(), "node of another record");
        let mut child = id;
        while let Some(parent) = self.nodes[child.0].parent {
            let k = self.nodes[parent.0]
                .children
                .iter()
                .position(|&c| c == child)
                .expect("linked");
            self.nodes[parent.0].selected = k;
            child = parent;
        }
        self.cursor = id;
    }

    pub fn go_to_start(&mut self) {
        self.cursor = NodeId::ROOT;
    }

    pub fn go_to_end(&mut self) {
        while self.redo() {}
    }

    /// Moves the cursor to a ply of the current line; false if the line is shorter.
    pub fn go_to_ply(&mut self, ply: usize) -> bool {
        match self.current_line().get(ply) {
            Some(&id) => {
                self.cursor = id;
                true
            }
            None => false,
        }
    }

    /// The current line: from the start through the cursor to the end of
    /// the continuation last visited. Index = ply.
    pub fn current_line(&self) -> Vec<NodeId> {
        let mut line = self.path_to(self.cursor);
        let mut id = self.cursor;
        loop {
            let node = &self.nodes[id.0];
            match node.children.get(node.selected) {
                Some(&next) => {
                    line.push(next);
                    id = next;
                }
                None => return line,
            }
        }
    }

    /// The main line: from the start, always the first continuation.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = vec![NodeId::ROOT];
        while let Some(&next) = self.nodes[line.last().expect("root").0].children.first() {
            line.push(next);
        }
        line
    }

    /// The nodes from the start to `id`.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = vec![id];
        while let Some(p) = self.nodes[path.last().expect("non-empty").0].parent {
            path.push(p);
        }
        path.reverse();
        path
    }

    /// Whether a node lies on the main line.
    pub fn on_main_line(&self, id: NodeId) -> bool {
        self.path_to(id)
            .windows(2)
            .all(|w| self.nodes[w[0].0].children.first() == Some(&w[1]))
    }

    /// Makes the line through `id` the main line.
    pub fn promote(&mut self, id: NodeId) {
        let mut child = id;
        while let Some(parent) = self.nodes[child.0].parent {
            let node = &mut self.nodes[parent.0];
            let selected = node.children[node.selected];
            node.children.retain(|&c| c != child);
            node.children.insert(0, child);
            node.selected = node
                .children
                .iter()
                .position(|&c| c == selected)
                .expect("kept");
            child = parent;
        }
    }

    /// Removes the variation that starts with `id` (the node and all that
    /// follows it). The start cannot be removed; a main-line node can, which
    /// shortens the game. A cursor inside the removed part moves to its parent.
    pub fn delete(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.nodes[id.0].parent else {
            return false;
        };
        if self.path_to(self.cursor).contains(&id) {
            self.cursor = parent;
        }
        let p = &mut self.nodes[parent.0];
        p.children.retain(|&c| c != id);
        p.selected = 0;
        self.compact();
        true
    }

    /// Drops unreachable nodes and renumbers the rest.
    fn compact(&mut self) {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![NodeId::ROOT];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(self.nodes[id.0].children.iter().rev());
        }
        let mut new_id = vec![usize::MAX; self.nodes.len()];
        for (k, id) in order.iter().enumerate() {
            new_id[id.0] = k;
        }
        let mut old: Vec<Option<Node>> = std::mem::take(&mut self.nodes)
            .into_iter()
            .map(Some)
            .collect();
        self.nodes = order
            .iter()
            .map(|id| {
                let mut n = old[id.0].take().expect("each node once");
                n.parent = n.parent.map(|p| NodeId(new_id[p.0]));
                for c in &mut n.children {
                    *c = NodeId(new_id[c.0]);
                }
                n
            })
            .collect();
        self.cursor = NodeId(new_id[self.cursor.0]);
    }

    /// The lines of play as sheets list them: the main line first, then
    /// every variation, each after the line it branches from.
    pub fn lines(&self) -> Vec<Line> {
        let mut lines = vec![Line {
            nodes: self.main_line(),
            parent: 0,
            branch_ply: 0,
        }];
        let mut k = 0;
        while k < lines.len() {
            // Every other continuation of a node on this line starts a variation.
            let mut found = Vec::new();
            for &id in &lines[k].nodes {
                for &alt in self.node(id).children().iter().skip(1) {
                    let mut nodes = vec![alt];
                    while let Some(&next) =
                        self.node(*nodes.last().expect("alt")).children().first()
                    {
                        nodes.push(next);
                    }
                    found.push(Line {
                        nodes,
                        parent: k,
                        branch_ply: self.node(alt).ply(),
                    });
                }
            }
            lines.extend(found);
            k += 1;
        }
        lines
    }

    /// Every node, parents before children.
    pub fn nodes(&self) -> impl Iterator<Item = (NodeId, &Node)> {
        self.nodes.iter().enumerate().map(|(k, n)| (NodeId(k), n))
    }

    /// How the main line ends on the board, if it does.
    pub fn outcome(&self) -> Option<Outcome> {
        let last = *self.main_line().last().expect("root");
        self.nodes[last.0].position.outcome()
    }

    /// The result to show: the board's, else the one the players recorded.
    pub fn result(&self) -> Option<GameResult> {
        self.outcome().map(GameResult::from).or(self.meta.result)
    }

    /// The recorded result when it names a way of ending that the board
    /// should show (an escape, a captured king, ...) but the main line
    /// ends with no end on the board: the record was cut short, or lies.
    /// Results the board cannot show (resignation, time, agreement) are
    /// never doubted.
    pub fn unsupported_result(&self) -> Option<UnsupportedResult> {
        let declared = self.meta.result?;
        let ended = self
            .main_line()
            .last()
            .and_then(|&id| self.node(id).position().outcome());
        (declared.reason.on_board() && ended.is_none()).then_some(UnsupportedResult(declared))
    }
}

/// A recorded result naming a way of ending that the board does not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnsupportedResult(pub GameResult);

impl fmt::Display for UnsupportedResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the result says {}, but the board shows no end after the last move \
             (is the record cut short?)",
            self.0
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::letters::LetterMove;

    fn mv(text: &str) -> Move {
        LetterMove::parse(text, 11).unwrap().mv
    }

    fn record() -> GameRecord {
        GameRecord::new(Variant::built_in("copenhagen").unwrap())
    }

    fn line_moves(r: &GameRecord, line: &[NodeId]) -> Vec<String> {
        line.iter()
            .filter_map(|&id| r.node(id).mv())
            .map(|m| m.to_string())
            .collect()
    }

    #[test]
    fn playing_the_next_move_again_just_advances() {
        let mut r = record();
        r.play(mv("h1-h3")).unwrap();
        r.play(mv("f8-i8")).unwrap();
        r.go_to_start();
        r.play(mv("h1-h3")).unwrap();
        assert_eq!(r.nodes().count(), 3);
        assert!(r.redo());
        assert_eq!(r.ply(), 2);
    }

    #[test]
    fn a_different_move_starts_a_variation_and_keeps_the_line() {
        let mut r = record();
        for m in ["h1-h3", "f8-i8", "f10-i10"] {
            r.play(mv(m)).unwrap();
        }
        r.go_to_ply(1);
        r.play(mv("f8-f9")).unwrap();
        assert_eq!(
            line_moves(&r, &r.main_line()),
            ["h1-h3", "f8-i8", "f10-i10"]
        );
        assert_eq!(line_moves(&r, &r.current_line()), ["h1-h3", "f8-f9"]);
        assert!(!r.on_main_line(r.cursor()));
        // Undo then redo follows the variation just visited.
        r.undo();
        r.redo();
        assert_eq!(r.node(r.cursor()).mv(), Some(mv("f8-f9")));
    }

    #[test]
    fn undo_redo_start_end_and_plies() {
        let mut r = record();
        assert!(!r.undo());
        for m in ["h1-h3", "f8-i8", "f10-i10"] {
            r.play(mv(m)).unwrap();
        }
        assert!(r.undo() && r.undo());
        assert_eq!(r.ply(), 1);
        r.go_to_end();
        assert_eq!(r.ply(), 3);
        assert!(!r.redo());
        r.go_to_start();
        assert_eq!(r.position().hash(), r.start().hash());
        assert!(r.go_to_ply(2));
        assert!(!r.go_to_ply(4));
        assert_eq!(r.position().ply(), 2);
    }

    #[test]
    fn promote_and_delete_variations() {
        let mut r = record();
        r.play(mv("h1-h3")).unwrap();
        r.play(mv("f8-i8")).unwrap();
        r.undo();
        r.play(mv("f8-f9")).unwrap();
        let variation = r.cursor();
        r.promote(variation);
        assert_eq!(line_moves(&r, &r.main_line()), ["h1-h3", "f8-f9"]);
        assert!(r.on_main_line(variation));
        let old_main = r.node(r.node(variation).parent().unwrap()).children()[1];
        assert!(r.delete(old_main));
        assert_eq!(r.nodes().count(), 3);
        assert_eq!(line_moves(&r, &r.main_line()), ["h1-h3", "f8-f9"]);
        // Deleting the line under the cursor moves the cursor back.
        let here = r.cursor();
        assert!(r.delete(here));
        assert_eq!(r.ply(), 1);
        assert!(!r.delete(NodeId::ROOT));
    }

    #[test]
    fn illegal_moves_leave_the_record_alone() {
        let mut r = record();
        assert_eq!(r.play(mv("h1-h2")).err(), None);
        assert!(r.play(mv("h2-h1")).is_err(), "defenders to move");
        assert_eq!(r.nodes().count(), 2);
    }

    #[test]
    fn results_read_and_write() {
        for text in [
            "defenders (corner escape)",
            "attackers (resignation)",
            "draw (agreement)",
            "draw (move limit)",
        ] {
            let r: GameResult = text.parse().unwrap();
            assert_eq!(r.to_string(), text);
        }
        assert_eq!(
            "Draw (Perpetual-Repetition)"
                .parse::<GameResult>()
                .unwrap()
                .winner,
            None
        );
        assert!("white (corner escape)".parse::<GameResult>().is_err());
        assert!("defenders".parse::<GameResult>().is_err());
    }
}
