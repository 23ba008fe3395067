//! A validated rule set with the lookup tables the engine plays from.

use crate::engine::rules::{Escape, KingCapture, KingNeighbour, Passage, Rules};
use crate::engine::setup::{Setup, SetupError};
use crate::engine::side::Piece;
use crate::engine::square::{CELLS, MAX_SIZE, MIN_SIZE, Square, step};
use crate::engine::square_set::SquareSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Ids and texts of the built-in variants, in the order they are listed.
const BUILT_IN: [(&str, &str); 8] = [
    (
        "copenhagen",
        include_str!("../../assets/variants/copenhagen.ron"),
    ),
    ("fetlar", include_str!("../../assets/variants/fetlar.ron")),
    ("book13", include_str!("../../assets/variants/book13.ron")),
    ("tablut", include_str!("../../assets/variants/tablut.ron")),
    (
        "onestep9",
        include_str!("../../assets/variants/onestep9.ron"),
    ),
    (
        "brandubh",
        include_str!("../../assets/variants/brandubh.ron"),
    ),
    (
        "tawlbwrdd",
        include_str!("../../assets/variants/tawlbwrdd.ron"),
    ),
    ("alea19", include_str!("../../assets/variants/alea19.ron")),
];

// Per-cell flags of the lookup table.
pub(crate) const ON_BOARD: u8 = 1;
pub(crate) const EDGE: u8 = 1 << 1;
pub(crate) const CORNER: u8 = 1 << 2;
pub(crate) const THRONE: u8 = 1 << 3;
pub(crate) const CAMP: u8 = 1 << 4;
pub(crate) const ESCAPE: u8 = 1 << 5;

/// A rule set checked for consistency, with its board tables.
#[derive(Debug)]
pub struct Variant {
    rules: Rules,
    size: u8,
    start: Setup,
    pub(crate) flags: [u8; CELLS],
    /// Base camp number (1-based) of each cell, 0 outside camps.
    pub(crate) camp: [u8; CELLS],
    pub(crate) throne: Option<usize>,
    pub(crate) edge: SquareSet,
    /// Every square of the board.
    pub(crate) board: SquareSet,
    /// Which neighbours of a strong king stand in for attackers.
    pub(crate) king_blockers: u8,
    /// Attackers and defenders at the start; the evaluation counts material
    /// against them at every leaf, so they are counted once here.
    start_armies: (usize, usize),
}

/// Why a rule set was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// The text is not a valid rules file.
    Syntax {
        line: usize,
        column: usize,
        reason: String,
    },
    /// The rules parse but cannot be played.
    Invalid(String),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::Syntax {
                line,
                column,
                reason,
            } => {
                write!(f, "line {line}, column {column}: {reason}")
            }
            VariantError::Invalid(reason) => f.write_str(reason),
        }
    }
}

impl std::error::Error for VariantError {}

impl From<SetupError> for VariantError {
    fn from(e: SetupError) -> Self {
        VariantError::Invalid(format!("setup: {e}"))
    }
}

/// A user variant file that could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantFileError {
    pub path: PathBuf,
    pub error: VariantError,
}

impl fmt::Display for VariantFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.error {
            VariantError::Syntax {
                line,
                column,
                reason,
            } => {
                write!(f, "{}:{line}:{column}: {reason}", self.path.display())
            }
            VariantError::Invalid(reason) => write!(f, "{}: {reason}", self.path.display()),
        }
    }
}

impl Variant {
    /// Checks a rule set and builds its tables.
    pub fn new(rules: Rules) -> Result<Variant, VariantError> {
        let invalid = |s: String| Err(VariantError::Invalid(s));
        if rules.id.is_empty()
            || !rules
                .id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return invalid(format!(
                "id `{}` must be letters, digits, `-` or `_`",
                rules.id
            ));
        }
        let start = Setup::from_diagram(&rules.setup, rules.first)?;
        let size = start.size;
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) || size % 2 == 0 {
            return invalid(format!(
                "board size {size} must be odd, from {MIN_SIZE} to {MAX_SIZE}"
            ));
        }
        if rules.step_limit == Some(0) {
            return invalid("step limit must be at least 1".into());
        }
        let mut flags = [0u8; CELLS];
        let mut camp = [0u8; CELLS];
        let mut edge = SquareSet::EMPTY;
        let mut board = SquareSet::EMPTY;

        for row in 0..size {
            for col in 0..size {
                let sq = Square::new(col, row);
                let i = sq.index();
                flags[i] |= ON_BOARD;
                board.insert(sq);
                if sq.is_edge(size) {
                    flags[i] |= EDGE;
                    edge.insert(sq);
                }
                if sq.is_corner(size) {
                    flags[i] |= CORNER;
                }
            }
        }
        let centre = Square::new(size / 2, size / 2).index();
        let throne = rules.throne.as_ref().map(|_| centre);
        if throne.is_some() {
            flags[centre] |= THRONE;
        }
        for (k, squares) in rules.camps.iter().enumerate() {
            if squares.is_empty() {
                return invalid(format!("base camp {} has no squares", k + 1));
            }
            // Each square keeps its camp's number in a byte.
            let Ok(number) = u8::try_from(k + 1) else {
                return invalid(format!(
                    "{} base camps; a variant may have at most {}",
                    rules.camps.len(),
                    u8::MAX
                ));
            };
            for &sq in squares {
                if sq.col() >= size || sq.row() >= size {
                    return invalid(format!(
                        "base camp square {sq} is off the {size}×{size} board"
                    ));
                }
                let restricted_corner = rules.corners.is_some() && sq.is_corner(size);
                if camp[sq.index()] != 0 || throne == Some(sq.index()) || restricted_corner {
                    return invalid(format!(
                        "base camp square {sq} overlaps another special square"
                    ));
                }
                camp[sq.index()] = number;
                flags[sq.index()] |= CAMP;
            }
        }
        for row in 0..size {
            for col in 0..size {
                let i = Square::new(col, row).index();
                let f = flags[i];
                let escape = match rules.escape {
                    Escape::Corner => f & CORNER != 0,
                    Escape::Edge => f & EDGE != 0,
                    Escape::EdgeOutsideCamps => f & EDGE != 0 && f & CAMP == 0,
                    Escape::Periphery => false,
                };
                if escape {
                    flags[i] |= ESCAPE;
                }
            }
        }
        if rules.escape == Escape::Corner && rules.corners.is_none() {
            // Without restricted corners any piece could block an escape square for good.
            return invalid("corner escape needs restricted corners (`corners: Some(...)`)".into());
        }
        let king_blockers = match &rules.king.capture {
            KingCapture::Weak => 0,
            KingCapture::Strong(list) | KingCapture::StrongNearThrone(list) => {
                list.iter().fold(0, |acc, n| {
                    acc | match n {
                        KingNeighbour::Edge => KING_BY_EDGE,
                        KingNeighbour::EmptyThrone => KING_BY_THRONE,
                        KingNeighbour::Corner => KING_BY_CORNER,
                        KingNeighbour::Camp => KING_BY_CAMP,
                    }
                })
            }
        };
        if let Some(t) = &rules.throne
            && t.pass == Passage::Nobody
            && t.king_may_return
        {
            return invalid("a throne nobody may pass cannot let the king return".into());
        }
        let mut ids = std::collections::HashSet::new();
        for o in &rules.options {
            if !ids.insert(o.id.as_str()) {
                return invalid(format!("option `{}` is named twice", o.id));
            }
        }
        let count = |p| start.pieces().filter(|&(_, q)| q == p).count();
        let start_armies = (count(Piece::Attacker), count(Piece::Defender));
        let variant = Variant {
            rules,
            size,
            start,
            flags,
            camp,
            throne,
            edge,
            board,
            king_blockers,
            start_armies,
        };
        variant.start.validate(&variant)?;
        Ok(variant)
    }

    /// Parses and checks a rules file's text.
    pub fn from_ron(text: &str) -> Result<Variant, VariantError> {
        // Files from other editors: a byte-order mark, lines ended by `\r`
        // (a `//` comment would otherwise run to the end of the file).
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let rules: Rules = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(&text)
            .map_err(|e| VariantError::Syntax {
                line: e.span.start.line,
                column: e.span.start.col,
                reason: e.code.to_string(),
            })?;
        Variant::new(rules)
    }

    /// The built-in variant with this id.
    pub fn built_in(id: &str) -> Option<Arc<Variant>> {
        built_ins().iter().find(|v| v.id() == id).cloned()
    }

    /// This variant with one of its named options applied.
    pub fn with_option(&self, option: &str) -> Option<Result<Variant, VariantError>> {
        self.rules.with_option(option).map(Variant::new)
    }

    /// This variant under another repetition rule.
    pub fn with_repetition(&self, repetition: crate::engine::rules::Repetition) -> Variant {
        let mut rules = self.rules.clone();
        rules.repetition = repetition;
        Variant::new(rules).expect("changing the repetition rule keeps a valid variant")
    }

    /// The name of the built-in variant's option these rules are, if they
    /// are one (such as Copenhagen's `historical` repetition rule).
    pub fn applied_option(&self) -> Option<String> {
        let base = Variant::built_in(self.id())?;
        if base.rules() == self.rules() {
            return None;
        }
        let base_rules = base.rules();
        base_rules
            .options
            .iter()
            .find(|o| base_rules.with_option(&o.id).as_ref() == Some(self.rules()))
            .map(|o| o.id.clone())
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn id(&self) -> &str {
        &self.rules.id
    }

    pub fn name(&self) -> &str {
        &self.rules.name
    }

    /// Board side length.
    pub fn size(&self) -> u8 {
        self.size
    }

    /// The start position's setup.
    pub fn start(&self) -> &Setup {
        &self.start
    }

    /// Numbers of attackers and defenders (the king not counted) at the start.
    pub fn start_armies(&self) -> (usize, usize) {
        self.start_armies
    }

    /// The throne square, if the variant has one.
    pub fn throne(&self) -> Option<Square> {
        self.throne.map(Square::from_index)
    }

    pub fn is_throne(&self, sq: Square) -> bool {
        self.flags[sq.index()] & THRONE != 0
    }

    /// Whether the square is a restricted corner.
    pub fn is_restricted_corner(&self, sq: Square) -> bool {
        self.rules.corners.is_some() && self.flags[sq.index()] & CORNER != 0
    }

    /// The base camp (1-based) a square belongs to, if any.
    pub fn camp(&self, sq: Square) -> Option<u8> {
        Some(self.camp[sq.index()]).filter(|&c| c != 0)
    }

    /// Whether reaching this square wins for the king (corner and edge escapes).
    pub fn is_escape(&self, sq: Square) -> bool {
        self.flags[sq.index()] & ESCAPE != 0
    }

    /// Whether a piece may stand on the square at all, outside of moving there.
    pub(crate) fn may_stand(&self, piece: Piece, sq: Square) -> bool {
        let f = self.flags[sq.index()];
        match piece {
            Piece::King => f & CAMP == 0,
            Piece::Defender => f & (THRONE | CAMP) == 0 && !self.is_restricted_corner(sq),
            Piece::Attacker => f & THRONE == 0 && !self.is_restricted_corner(sq),
        }
    }

    #[inline]
    pub(crate) fn flag(&self, index: usize, flag: u8) -> bool {
        self.flags[index] & flag != 0
    }

    /// The on-board neighbours of a square.
    pub fn neighbours(&self, sq: Square) -> impl Iterator<Item = Square> + '_ {
        crate::engine::square::Direction::ALL
            .into_iter()
            .map(move |d| step(sq.index(), d))
            .filter(|&i| self.flags[i] & ON_BOARD != 0)
            .map(Square::from_index)
    }
}

pub(crate) const KING_BY_EDGE: u8 = 1;
pub(crate) const KING_BY_THRONE: u8 = 1 << 1;
pub(crate) const KING_BY_CORNER: u8 = 1 << 2;
pub(crate) const KING_BY_CAMP: u8 = 1 << 3;

/// The eight variants that ship with Taflbord.
pub fn built_ins() -> &'static [Arc<Variant>] {
    static ALL: std::sync::OnceLock<Vec<Arc<Variant>>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        BUILT_IN
            .iter()
            .map(|(id, text)| match Variant::from_ron(text) {
                Ok(v) if v.id() == *id => Arc::new(v),
                Ok(v) => panic!("built-in variant file {id} names itself {}", v.id()),
                Err(e) => panic!("built-in variant {id} is broken: {e}"),
            })
            .collect()
    })
}

/// The largest variant file read: a variant is a few kilobytes.
const VARIANT_FILE_BYTES: u64 = 1 << 20;

/// A variant file's text, refused past [`VARIANT_FILE_BYTES`] without
/// reading further, and where it stops being UTF-8.
fn read_variant_file(path: &Path) -> Result<String, VariantError> {
    use std::io::Read;
    let cannot = |e: std::io::Error| VariantError::Invalid(format!("cannot read: {e}"));
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(VARIANT_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    if bytes.len() as u64 > VARIANT_FILE_BYTES {
        return Err(VariantError::Invalid(format!(
            "larger than {} MB: not a variant file",
            VARIANT_FILE_BYTES >> 20
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = good.iter().rposition(|&b| b == b'\n').map_or(0, |k| k + 1);
        let column = String::from_utf8_lossy(&good[start..]).chars().count() + 1;
        VariantError::Invalid(format!("line {line}, column {column}: not UTF-8 text"))
    })
}

/// Reads every `*.ron` file of a folder as a variant. Files that fail are
/// reported and skipped; a missing folder gives nothing and no error.
pub fn load_folder(folder: &Path) -> (Vec<Variant>, Vec<VariantFileError>) {
    load_folders(&[folder])
}

/// [`load_folder`] for several folders in turn: an id a built-in variant
/// or an earlier file took is reported, and that file skipped.
pub fn load_folders(folders: &[&Path]) -> (Vec<Variant>, Vec<VariantFileError>) {
    let mut variants = Vec::new();
    let mut errors = Vec::new();
    for path in folders.iter().flat_map(|f| ron_files(f)) {
        let result = read_variant_file(&path)
            .and_then(|text| Variant::from_ron(&text))
            .and_then(|v| {
                if built_ins().iter().any(|b| b.id() == v.id())
                    || variants.iter().any(|u: &Variant| u.id() == v.id())
                {
                    Err(VariantError::Invalid(format!(
                        "id `{}` is already taken",
                        v.id()
                    )))
                } else {
                    Ok(v)
                }
            });
        match result {
            Ok(v) => variants.push(v),
            Err(error) => errors.push(VariantFileError { path, error }),
        }
    }
    (variants, errors)
}

/// The `*.ron` files of a folder, sorted; none when it cannot be read.
fn ron_files(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    paths.sort();
    paths
}
