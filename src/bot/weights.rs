//! The learned evaluation's weights: a value for each kind of piece on
//! each square class, and one for each of the king's measures, all from
//! the defenders' view in hundredths (a position's score is their sum).
//!
//! Each variant with weights has an asset, `assets/eval/<variant>.ron`,
//! written by `taflbord train` with the command that made it; a broken
//! file is an error naming what is wrong, never a panic.

use super::features::{PIECES, TERM_COUNT, TERMS, class, classes, piece_index};
use crate::engine::side::Piece;
use crate::engine::square::{CELLS, Square};
use crate::engine::variant::Variant;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

/// No single weight may be larger: sums must stay well under the score
/// of a win next move.
pub const MAX_WEIGHT: i32 = 5_000;

/// The weights as they are written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WeightsFile {
    pub variant: String,
    pub size: u8,
    /// How they were made: the command, its data, its time.
    pub recipe: String,
    /// Per square class (see [`super::features::class`]), for a piece of
    /// each kind standing there.
    pub attacker: Vec<i32>,
    pub defender: Vec<i32>,
    pub king: Vec<i32>,
    /// The king's measures, by name.
    pub terms: Vec<(String, i32)>,
}

/// Weights ready for the search: tables by square index.
#[derive(Clone, Debug)]
pub struct Weights {
    tables: Box<[[i32; CELLS]; 3]>,
    terms: [i32; TERM_COUNT],
    file: WeightsFile,
}

/// The built-in variants that have learned weights.
const BUILT_IN: [(&str, &str); 2] = [
    (
        "copenhagen",
        include_str!("../../assets/eval/copenhagen.ron"),
    ),
    ("fetlar", include_str!("../../assets/eval/fetlar.ron")),
];

impl Weights {
    /// Reads a weights file.
    pub fn read(text: &str) -> Result<Weights, String> {
        let file: WeightsFile =
            ron::from_str(text).map_err(|e| format!("the weights file, at {e}"))?;
        Weights::new(file)
    }

    /// Checks `file` and lays its tables out by square.
    pub fn new(file: WeightsFile) -> Result<Weights, String> {
        let size = file.size;
        if !(crate::engine::square::MIN_SIZE..=crate::engine::square::MAX_SIZE).contains(&size) {
            return Err(format!("size {size}: boards are 7 to 19 squares wide"));
        }
        let n = classes(size);
        let mut tables = Box::new([[0; CELLS]; 3]);
        for (piece, (name, values)) in PIECES.iter().zip([
            ("attacker", &file.attacker),
            ("defender", &file.defender),
            ("king", &file.king),
        ]) {
            if values.len() != n {
                return Err(format!(
                    "`{name}` has {} values; a {size}×{size} board has {n} square classes",
                    values.len()
                ));
            }
            // Not `abs()`: that of i32::MIN overflows.
            if let Some(v) = values
                .iter()
                .find(|v| !(-MAX_WEIGHT..=MAX_WEIGHT).contains(*v))
            {
                return Err(format!("`{name}`: {v} is beyond ±{MAX_WEIGHT}"));
            }
            let table = &mut tables[piece_index(*piece)];
            for c in 0..size {
                for r in 0..size {
                    let sq = Square::new(c, r);
                    table[sq.index()] = values[class(sq, size)];
                }
            }
        }
        let mut terms = [None; TERM_COUNT];
        for (name, value) in &file.terms {
            let k = TERMS
                .iter()
                .position(|t| t == name)
                .ok_or_else(|| format!("no term `{name}`; the terms are {}", TERMS.join(", ")))?;
            if terms[k].replace(*value).is_some() {
                return Err(format!("term `{name}` is given twice"));
            }
            if !(-MAX_WEIGHT..=MAX_WEIGHT).contains(value) {
                return Err(format!("term `{name}`: {value} is beyond ±{MAX_WEIGHT}"));
            }
        }
        if let Some(k) = terms.iter().position(Option::is_none) {
            return Err(format!("term `{}` is missing", TERMS[k]));
        }
        Ok(Weights {
            tables,
            terms: terms.map(|t| t.unwrap_or(0)),
            file,
        })
    }

    /// Taflbord's weights for `variant`, when it has some (Copenhagen and
    /// Fetlar); other variants are evaluated by hand-set terms.
    pub fn for_variant(variant: &Variant) -> Option<Arc<Weights>> {
        static LOADED: OnceLock<Vec<Option<Arc<Weights>>>> = OnceLock::new();
        let loaded = LOADED.get_or_init(|| {
            // The assets are checked by the tests; a broken one is no weights.
            BUILT_IN
                .iter()
                .map(|(_, text)| Weights::read(text).ok().map(Arc::new))
                .collect()
        });
        let k = BUILT_IN.iter().position(|(id, _)| *id == variant.id())?;
        loaded[k].clone().filter(|w| w.fits(variant))
    }

    /// Whether these weights are for `variant`.
    pub fn fits(&self, variant: &Variant) -> bool {
        self.file.variant == variant.id() && self.file.size == variant.size()
    }

    pub fn file(&self) -> &WeightsFile {
        &self.file
    }

    /// The value of `piece` standing on the square of `index`.
    #[inline]
    pub(crate) fn piece_square(&self, piece: Piece, index: usize) -> i32 {
        self.tables[piece_index(piece)][index]
    }

    pub(crate) fn terms(&self) -> &[i32; TERM_COUNT] {
        &self.terms
    }

    /// The file's text, as `taflbord train` writes it.
    pub fn to_text(&self) -> String {
        let mut text = format!(
            "// Learned evaluation weights for {}. Written by `taflbord train`;\n\
             // do not edit by hand (the recipe below makes them again).\n",
            self.file.variant
        );
        let pretty = ron::ser::PrettyConfig::new().depth_limit(1);
        text.push_str(
            &ron::ser::to_string_pretty(&self.file, pretty).expect("weights always serialise"),
        );
        text.push('\n');
        text
    }
}
