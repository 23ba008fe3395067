//! Rules strings (`dim:11 name:Copenhagen atkf:y ...`): writing a
//! variant's, what they cannot say, and reading one back to a variant.

use super::*;
use crate::engine::rules::{
    Escape, Hostile, KingCapture, KingNeighbour, Passage, Repetition, Rules,
};
use crate::engine::side::{Piece, Side};
use crate::engine::square::{MAX_SIZE, MIN_SIZE, Square};
use crate::engine::variant::{Variant, built_ins};
use std::sync::Arc;

/// Pieces in a piece-type list, as bits (only the kinds Taflbord has).
pub(super) const T: u8 = 1;
pub(super) const D: u8 = 2;
pub(super) const K: u8 = 4;

pub(super) fn pieces_text(bits: u8) -> String {
    let mut s = String::new();
    if bits & T != 0 {
        s.push('t');
    }
    if bits & D != 0 {
        s.push('T');
    }
    if bits & K != 0 {
        s.push('K');
    }
    s
}

/// Piece-type list keys and OpenTafl's defaults for them, as bits.
pub(super) const PIECE_LISTS: [(&str, u8); 17] = [
    ("corh", T | D | K),
    ("cenh", T),
    ("cenhe", T | D | K),
    ("aforh", D | K),
    ("dforh", T),
    ("corp", K),
    ("cenp", T | D | K),
    ("aforp", T | D | K),
    ("dforp", T | D | K),
    ("cors", K),
    ("cens", K),
    ("afors", T | D | K),
    ("dfors", D | K),
    ("corre", T | D | K),
    ("cenre", T | D | K),
    ("aforre", T | D | K),
    ("dforre", T | D | K),
];

pub(super) fn default_list(key: &str) -> u8 {
    PIECE_LISTS
        .iter()
        .find(|(k, _)| *k == key)
        .map_or(0, |&(_, d)| d)
}

/// Something a variant's rules say that an OpenTafl rules string cannot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gap {
    /// Written as the nearest OpenTafl rule, which plays slightly differently.
    Approximated(&'static str),
    /// Not written at all: OpenTafl would play a different game.
    Missing(&'static str),
}

/// What an OpenTafl rules string cannot say about `variant`'s rules.
pub fn unexpressed(variant: &Variant) -> Vec<Gap> {
    let r = variant.rules();
    let mut gaps = Vec::new();
    if r.enclosure {
        gaps.push(Gap::Missing(
            "enclosure: a group left with no empty neighbour is captured",
        ));
    }
    if r.escape == Escape::Periphery {
        gaps.push(Gap::Missing(
            "escape by a king move along the edge (written as edge escape, `esc:e`)",
        ));
    }
    if r.watch_your_king {
        gaps.push(Gap::Missing(
            "watch your king: a defender move leaving the king open to capture is illegal, and mate wins",
        ));
    }
    if let KingCapture::Strong(list) | KingCapture::StrongNearThrone(list) = &r.king.capture
        && list.contains(&KingNeighbour::Edge)
    {
        gaps.push(Gap::Missing(
            "the board edge standing in for an attacker against the king",
        ));
    }
    if r.combined_trap {
        gaps.push(Gap::Approximated(
            "the combined trap, written as OpenTafl's Linnaean capture (`linc:y`)",
        ));
    }
    if r.camps.len() > 1 {
        gaps.push(Gap::Approximated(
            "separate base camps: OpenTafl has one attacker fortress (`afor`)",
        ));
    }
    match r.repetition {
        Repetition::ForbiddenForDefenders => gaps.push(Gap::Approximated(
            "repetition: a defender move repeating a position is illegal (written `tfr:w`, as OpenTafl writes Copenhagen)",
        )),
        Repetition::DefendersLose => gaps.push(Gap::Approximated(
            "repetition: perpetual repetition loses for the defenders (written `tfr:w`)",
        )),
        Repetition::ThreefoldForbidden => gaps.push(Gap::Approximated(
            "repetition: a move making a position for the third time is illegal (written `tfr:l`: that move loses)",
        )),
        Repetition::Allowed | Repetition::ThreefoldDraw => {}
    }
    if !r.no_move_loses {
        gaps.push(Gap::Approximated(
            "a side without a legal move does not lose",
        ));
    }
    gaps
}

/// The variant as an OpenTafl rules string, when OpenTafl can state its
/// rules (see [`unexpressed`]; approximations are allowed, missing rules
/// are not).
pub fn rules_string(variant: &Variant) -> Option<String> {
    if unexpressed(variant)
        .iter()
        .any(|g| matches!(g, Gap::Missing(_)))
    {
        None
    } else {
        Some(nearest_rules_string(variant))
    }
}

/// A name usable as one word of a rules string.
pub(super) fn rules_name(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ':' | '[' | ']') && !c.is_control())
        .map(|c| match c {
            '×' => 'x',
            c if c.is_whitespace() => '_',
            c => c,
        })
        .collect()
}

/// Hostility of a special square as piece bits: (always, when empty).
pub(super) fn hostility_bits(
    h: crate::engine::rules::Hostility,
    weak_king: bool,
    king_by_square: bool,
) -> (u8, u8) {
    let mut always = 0;
    let mut empty = 0;
    if h.attackers == Hostile::Always {
        always |= T;
    }
    if h.attackers != Hostile::Never {
        empty |= T;
    }
    if h.defenders == Hostile::Always {
        always |= D;
        if weak_king {
            always |= K;
        }
    }
    if h.defenders != Hostile::Never {
        empty |= D;
        if weak_king {
            empty |= K;
        }
    }
    if !weak_king && king_by_square {
        empty |= K;
    }
    (always, empty)
}

/// The closest OpenTafl rules string for the variant, whatever it cannot
/// express; `.otg` files carry this one.
pub fn nearest_rules_string(variant: &Variant) -> String {
    let r: &Rules = variant.rules();
    let n = variant.size();
    let mut words = vec![
        format!("dim:{n}"),
        format!("name:{}", rules_name(variant.name())),
    ];
    if r.escape != Escape::Corner {
        words.push("esc:e".into());
    }
    if !r.encirclement {
        words.push("surf:n".into());
    }
    words.push(format!(
        "atkf:{}",
        if r.first == Side::Attackers { 'y' } else { 'n' }
    ));
    match r.repetition {
        Repetition::Allowed => words.push("tfr:i".into()),
        Repetition::ThreefoldDraw => {}
        Repetition::ThreefoldForbidden => words.push("tfr:l".into()),
        Repetition::ForbiddenForDefenders | Repetition::DefendersLose => words.push("tfr:w".into()),
    }
    if !r.king.armed {
        words.push("ka:n".into());
    }
    let (weak, by): (bool, &[KingNeighbour]) = match &r.king.capture {
        KingCapture::Weak => (true, &[]),
        KingCapture::Strong(list) | KingCapture::StrongNearThrone(list) => (false, list),
    };
    if weak {
        words.push("ks:w".into());
    }
    if matches!(r.king.capture, KingCapture::StrongNearThrone(_)) {
        words.push("ks:c".into());
    }
    if r.corners.is_none() {
        words.push("cor:".into());
    }
    if r.throne.is_none() {
        words.push("cen:".into());
    }
    if !r.camps.is_empty() {
        let squares: Vec<String> = r.camps.iter().flatten().map(|s| s.to_string()).collect();
        words.push(format!("afor:{}", squares.join(",")));
    }
    if let Some(limit) = r.step_limit {
        words.push(format!("spd:{limit}"));
    }
    let mut lists: Vec<(&str, u8)> = Vec::new();
    if let Some(c) = &r.corners {
        let (always, empty) =
            hostility_bits(c.hostility, weak, by.contains(&KingNeighbour::Corner));
        // Corners are empty whenever it matters (a king on one has escaped).
        lists.push(("corh", always | empty));
        lists.push(("cors", K));
    }
    if let Some(t) = &r.throne {
        let pass = match t.pass {
            Passage::Anyone => T | D | K,
            Passage::KingOnly => K,
            Passage::Nobody => 0,
        };
        lists.push(("cenp", pass));
        // A piece off the throne passes or stops there only if it may
        // also re-enter it: re-entry is whoever passes, and the king when
        // he may come back; he may stop there only then.
        let back = if t.king_may_return { K } else { 0 };
        lists.push(("cens", back));
        let (always, empty) =
            hostility_bits(t.hostility, weak, by.contains(&KingNeighbour::EmptyThrone));
        lists.push(("cenh", always));
        lists.push(("cenhe", empty));
        lists.push(("cenre", pass | back));
    }
    if !r.camps.is_empty() {
        lists.push(("aforp", T));
        lists.push(("afors", T));
        let (always, empty) =
            hostility_bits(r.camp_hostility, weak, by.contains(&KingNeighbour::Camp));
        lists.push(("aforh", always | empty));
        lists.push(("aforre", 0));
    }
    for (key, bits) in lists {
        let default = default_list(key);
        // Re-entry only matters for pieces that may stop there at all.
        let differs = if key.ends_with("re") {
            let stop = if key == "cenre" { K } else { T };
            bits & stop != default & stop
        } else {
            bits != default
        };
        if differs {
            words.push(format!("{key}:{}", pieces_text(bits)));
        }
    }
    if r.shield_walls {
        words.push("sw:s".into());
    }
    if r.exit_forts {
        words.push("efe:y".into());
    }
    if r.combined_trap {
        words.push("linc:y".into());
    }
    words.push(format!("start:{}", board_string(variant.start())));
    words.join(" ")
}

/// The rules that decide which variant a rules string describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Profile {
    pub(super) dim: u8,
    pub(super) start: Vec<Option<Piece>>,
    pub(super) attackers_first: bool,
    pub(super) edge_escape: bool,
    pub(super) king_armed: char,
    pub(super) king_strength: char,
    pub(super) king_jumps: bool,
    pub(super) shield_walls: char,
    /// Whether a shield wall is captured only by the move closing its flank.
    pub(super) flanking: bool,
    /// Whether the attackers win by surrounding every defender.
    pub(super) surrounding: bool,
    pub(super) exit_forts: bool,
    pub(super) linnaean: bool,
    /// Speed limits of attackers, defenders and the king (`None`: any distance).
    pub(super) speed: [Option<u32>; 3],
    pub(super) corners: Vec<Square>,
    pub(super) centre: Vec<Square>,
    pub(super) attacker_forts: Vec<Square>,
    pub(super) defender_forts: Vec<Square>,
}

impl Profile {
    /// Names of the fields where two profiles differ, with the rules key
    /// that sets each.
    pub(super) fn differences(&self, other: &Profile) -> Vec<(&'static str, &'static str)> {
        let mut d = Vec::new();
        let mut check = |same: bool, what, key| {
            if !same {
                d.push((what, key));
            }
        };
        check(self.dim == other.dim, "board size", "dim");
        check(self.start == other.start, "start position", "start");
        check(
            self.attackers_first == other.attackers_first,
            "first mover",
            "atkf",
        );
        check(self.edge_escape == other.edge_escape, "escape", "esc");
        check(self.king_armed == other.king_armed, "king armed", "ka");
        check(
            self.king_strength == other.king_strength,
            "king strength",
            "ks",
        );
        check(self.king_jumps == other.king_jumps, "king jumps", "kj");
        check(
            self.shield_walls == other.shield_walls,
            "shield walls",
            "sw",
        );
        check(
            self.flanking == other.flanking,
            "shield walls by flanking moves only",
            "swf",
        );
        check(
            self.surrounding == other.surrounding,
            "win by surrounding",
            "surf",
        );
        check(self.exit_forts == other.exit_forts, "exit forts", "efe");
        check(self.linnaean == other.linnaean, "Linnaean capture", "linc");
        check(self.speed == other.speed, "speed limit", "spd");
        check(self.corners == other.corners, "corner squares", "cor");
        check(self.centre == other.centre, "throne", "cen");
        check(
            self.attacker_forts == other.attacker_forts,
            "attacker forts",
            "afor",
        );
        check(
            self.defender_forts == other.defender_forts,
            "defender forts",
            "dfor",
        );
        d
    }
}

pub(super) fn default_corners(n: u8) -> Vec<Square> {
    let m = n - 1;
    let mut v = vec![
        Square::new(0, 0),
        Square::new(m, 0),
        Square::new(0, m),
        Square::new(m, m),
    ];
    v.sort();
    v
}

pub(super) fn profile_of_variant(variant: &Variant) -> Profile {
    let r = variant.rules();
    let n = variant.size();
    let mut forts: Vec<Square> = r.camps.iter().flatten().copied().collect();
    forts.sort();
    Profile {
        dim: n,
        start: variant.start().squares.clone(),
        attackers_first: r.first == Side::Attackers,
        edge_escape: r.escape != Escape::Corner,
        king_armed: if r.king.armed { 'y' } else { 'n' },
        king_strength: match r.king.capture {
            KingCapture::Weak => 'w',
            KingCapture::Strong(_) => 's',
            KingCapture::StrongNearThrone(_) => 'c',
        },
        king_jumps: false,
        shield_walls: if r.shield_walls { 's' } else { 'n' },
        flanking: true,
        surrounding: r.encirclement,
        exit_forts: r.exit_forts,
        linnaean: r.combined_trap,
        speed: [r.step_limit.map(u32::from); 3],
        corners: if r.corners.is_some() {
            default_corners(n)
        } else {
            Vec::new()
        },
        centre: variant.throne().into_iter().collect(),
        attacker_forts: forts,
        defender_forts: Vec::new(),
    }
}

/// One `key:value` word of a rules string, as offsets into the text.
pub(super) struct Entry {
    pub(super) key: String,
    pub(super) at: usize,
    pub(super) value_at: usize,
    pub(super) value_end: usize,
}

pub(super) const RULE_KEYS: [&str; 40] = [
    "dim", "name", "esc", "surf", "atkf", "tfr", "ka", "ks", "kj", "nj", "cj", "mj", "gj", "cor",
    "cen", "afor", "dfor", "spd", "corh", "cenh", "cenhe", "aforh", "dforh", "corp", "cenp",
    "aforp", "dforp", "cors", "cens", "afors", "dfors", "corre", "cenre", "aforre", "dforre", "sw",
    "swf", "efe", "linc", "ber",
];

pub(super) fn rules_entries(text: &str, start: usize, end: usize) -> Result<Vec<Entry>, At> {
    let mut entries: Vec<Entry> = Vec::new();
    for (word_at, word) in words(text, start, end) {
        let Some(colon) = word.find(':') else {
            return Err(at(
                word_at,
                format!("expected a rule like `dim:11`, found `{word}`"),
            ));
        };
        let key = &word[..colon];
        let known = RULE_KEYS.contains(&key) || key == "start" || key == "starti";
        if !known {
            return Err(at(
                word_at,
                format!(
                    "unknown rule `{key}`; expected one of {}, start",
                    RULE_KEYS.join(", ")
                ),
            ));
        }
        let same =
            |e: &Entry| e.key == key || (e.key.starts_with("start") && key.starts_with("start"));
        if entries.iter().any(same) {
            return Err(at(word_at, format!("the rule `{key}` is given twice")));
        }
        entries.push(Entry {
            key: key.to_string(),
            at: word_at,
            value_at: word_at + colon + 1,
            value_end: word_at + word.len(),
        });
    }
    Ok(entries)
}

pub(super) fn yes_no(text: &str, e: &Entry) -> Result<bool, At> {
    match &text[e.value_at..e.value_end] {
        "y" => Ok(true),
        "n" => Ok(false),
        v => Err(at(
            e.value_at,
            format!("expected `y` or `n` for `{}`, found `{v}`", e.key),
        )),
    }
}

pub(super) fn one_of(text: &str, e: &Entry, allowed: &str) -> Result<char, At> {
    let v = &text[e.value_at..e.value_end];
    let mut chars = v.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if allowed.contains(c) => Ok(c),
        _ => {
            let options: Vec<String> = allowed.chars().map(|c| format!("`{c}`")).collect();
            Err(at(
                e.value_at,
                format!(
                    "expected one of {} for `{}`, found `{v}`",
                    options.join(", "),
                    e.key
                ),
            ))
        }
    }
}

pub(super) fn square_list(text: &str, e: &Entry, n: u8) -> Result<Option<Vec<Square>>, At> {
    let v = &text[e.value_at..e.value_end];
    if v == "default" {
        return Ok(None);
    }
    let mut squares = Vec::new();
    let mut offset = e.value_at;
    for part in v.split(',') {
        if !part.is_empty() {
            let b = part.as_bytes();
            let mut p = 0;
            let sq = parse_square(b, &mut p, n, offset)?;
            if p != b.len() {
                return Err(at(offset + p, "expected `,` between squares"));
            }
            squares.push(sq);
        }
        offset += part.len() + 1;
    }
    squares.sort();
    squares.dedup();
    Ok(Some(squares))
}

pub(super) fn piece_list(text: &str, e: &Entry) -> Result<u8, At> {
    let mut bits = 0;
    for (k, c) in text[e.value_at..e.value_end].char_indices() {
        bits |= match c {
            't' => T,
            'T' => D,
            'K' => K,
            'c' | 'n' | 'k' | 'm' | 'g' | 'C' | 'N' | 'M' | 'G' => 0,
            _ => {
                return Err(at(
                    e.value_at + k,
                    format!("expected piece letters (`tcnkmTCNKM`), found `{c}`"),
                ));
            }
        };
    }
    Ok(bits)
}

pub(super) fn speed_list(text: &str, e: &Entry) -> Result<[Option<u32>; 3], At> {
    let v = &text[e.value_at..e.value_end];
    let mut numbers = Vec::new();
    let mut offset = e.value_at;
    for part in v.split(',') {
        if !part.is_empty() {
            let n: i64 = part
                .parse()
                .ok()
                .filter(|n: &i64| (-1..=1000).contains(n) && *n != 0)
                .ok_or_else(|| {
                    at(offset, format!("expected a speed limit (a number from 1, or -1 for none), found `{part}`"))
                })?;
            numbers.push(u32::try_from(n).ok());
        }
        offset += part.len() + 1;
    }
    // One number for all; two for attackers and defenders; eight (`tcnkTCNK`),
    // ten (`tcnkmTCNKM`) or twelve (`tcnkmgTCNKMG`) per kind.
    match numbers[..] {
        [all] => Ok([all; 3]),
        [a, d] => Ok([a, d, d]),
        [t, _, _, _, tt, _, _, kk] => Ok([t, tt, kk]),
        [t, _, _, _, _, tt, _, _, kk, _] => Ok([t, tt, kk]),
        [t, _, _, _, _, _, tt, _, _, kk, _, _] => Ok([t, tt, kk]),
        _ => Err(at(
            e.value_at,
            "expected one speed, two (attackers, defenders), or one per piece kind",
        )),
    }
}

/// Reads a rules string in `text[start..end]` into the profile that
/// identifies its variant, checking every word.
pub(super) fn parse_rules(
    text: &str,
    start: usize,
    end: usize,
) -> Result<(Profile, Vec<Entry>), At> {
    let entries = rules_entries(text, start, end)?;
    let get = |key: &str| entries.iter().find(|e| e.key == key);
    let dim_entry = get("dim").ok_or_else(|| at(start, "expected `dim:` giving the board size"))?;
    let dim_text = &text[dim_entry.value_at..dim_entry.value_end];
    let dim: u8 = dim_text
        .parse()
        .ok()
        .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n) && n % 2 == 1)
        .ok_or_else(|| {
            at(
                dim_entry.value_at,
                format!(
                    "expected an odd board size from {MIN_SIZE} to {MAX_SIZE}, found `{dim_text}`"
                ),
            )
        })?;
    let mut p = Profile {
        dim,
        start: Vec::new(),
        attackers_first: true,
        edge_escape: false,
        king_armed: 'y',
        king_strength: 's',
        king_jumps: false,
        shield_walls: 'n',
        flanking: true,
        surrounding: true,
        exit_forts: false,
        linnaean: false,
        speed: [None; 3],
        corners: default_corners(dim),
        centre: vec![Square::new(dim / 2, dim / 2)],
        attacker_forts: Vec::new(),
        defender_forts: Vec::new(),
    };
    for e in &entries {
        match e.key.as_str() {
            "esc" => p.edge_escape = one_of(text, e, "ce")? == 'e',
            "atkf" => p.attackers_first = yes_no(text, e)?,
            "surf" => p.surrounding = yes_no(text, e)?,
            "swf" => p.flanking = yes_no(text, e)?,
            "efe" => p.exit_forts = yes_no(text, e)?,
            "linc" => p.linnaean = yes_no(text, e)?,
            "tfr" => {
                one_of(text, e, "idwl")?;
            }
            "ka" => p.king_armed = one_of(text, e, "ynah")?,
            "ks" => {
                p.king_strength = match one_of(text, e, "swcmyn")? {
                    'y' => 's',
                    'n' => 'w',
                    c => c,
                }
            }
            "kj" => p.king_jumps = one_of(text, e, "nrjc")? != 'n',
            "nj" | "cj" | "mj" | "gj" => {
                one_of(text, e, "nrjc")?;
            }
            "sw" => p.shield_walls = one_of(text, e, "nws")?,
            "ber" => {
                let mode = one_of(text, e, "ncm")?;
                if mode != 'n' {
                    return Err(at(
                        e.value_at,
                        format!(
                            "`ber:{mode}`: berserk moves (and their commanders and knights) are not supported"
                        ),
                    ));
                }
            }
            "cor" => {
                if let Some(list) = square_list(text, e, dim)? {
                    p.corners = list;
                }
            }
            "cen" => {
                if let Some(list) = square_list(text, e, dim)? {
                    p.centre = list;
                }
            }
            "afor" => p.attacker_forts = square_list(text, e, dim)?.unwrap_or_default(),
            "dfor" => p.defender_forts = square_list(text, e, dim)?.unwrap_or_default(),
            "spd" => p.speed = speed_list(text, e)?,
            "start" | "starti" => {
                p.start = parse_board(text, e.value_at, e.value_end, e.key == "starti", Some(dim))?;
            }
            "dim" | "name" => {}
            _ => {
                piece_list(text, e)?;
            }
        }
    }
    if p.start.is_empty() {
        return Err(at(end, "expected `start:` giving the start position, last"));
    }
    Ok((p, entries))
}

/// Where to point at for a difference: the word that sets the key, or the
/// start of the string when the key was left at its default.
pub(super) fn difference_at(entries: &[Entry], key: &str, fallback: usize) -> usize {
    entries
        .iter()
        .find(|e| e.key == key || (key == "start" && e.key == "starti"))
        .map_or(fallback, |e| e.at)
}

pub(super) fn describe(diffs: &[(&str, &str)]) -> String {
    diffs
        .iter()
        .map(|(what, key)| format!("{what} (`{key}`)"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn name_entry<'t>(text: &'t str, entries: &[Entry]) -> Option<&'t str> {
    entries
        .iter()
        .find(|e| e.key == "name")
        .map(|e| &text[e.value_at..e.value_end])
}

pub(super) fn match_rules(
    text: &str,
    start: usize,
    end: usize,
    candidates: &[Arc<Variant>],
) -> Result<Arc<Variant>, At> {
    let (profile, entries) = parse_rules(text, start, end)?;
    let matching: Vec<&Arc<Variant>> = candidates
        .iter()
        .filter(|v| profile_of_variant(v) == profile)
        .collect();
    if matching.len() > 1
        && let Some(name) = name_entry(text, &entries)
        && let Some(v) = matching.iter().find(|v| {
            rules_name(v.name()).eq_ignore_ascii_case(name) || v.id().eq_ignore_ascii_case(name)
        })
    {
        return Ok(Arc::clone(v));
    }
    if let Some(v) = matching.first() {
        return Ok(Arc::clone(v));
    }
    let closest = candidates
        .iter()
        .map(|v| (v, profile.differences(&profile_of_variant(v))))
        .min_by_key(|(_, d)| d.len());
    match closest {
        Some((v, diffs)) => Err(at(
            difference_at(&entries, diffs.first().map_or("dim", |d| d.1), start),
            format!(
                "these rules match no known variant; the closest is `{}` ({}), which differs in {}",
                v.id(),
                v.name(),
                describe(&diffs)
            ),
        )),
        None => Err(at(start, "these rules match no known variant")),
    }
}

/// The variant an OpenTafl rules string describes: the built-in one with
/// the same board size, start position, first mover and play-changing
/// rules, keeping its name; otherwise one made from the string's own
/// rules and named by its `name:`. An error names the rule (key and
/// value) that Taflbord cannot play.
pub fn variant_for_rules(text: &str) -> Result<Arc<Variant>, OtError> {
    variant_for_rules_among(text, &[])
}

/// As [`variant_for_rules`], also trying the given user variants (after
/// the built-in ones) before making one.
pub fn variant_for_rules_among(
    text: &str,
    extra_variants: &[Arc<Variant>],
) -> Result<Arc<Variant>, OtError> {
    let locate = |e| Locator::new(text).error(e);
    // A string that does not read is reported as such, not as rules.
    parse_rules(text, 0, text.len()).map_err(locate)?;
    let candidates: Vec<Arc<Variant>> = built_ins().iter().chain(extra_variants).cloned().collect();
    match match_rules(text, 0, text.len(), &candidates) {
        Ok(known) => Ok(known),
        Err(_) => variant_from_rules(text, 0, text.len())
            .map(Arc::new)
            .map_err(locate),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(id: &str) -> Arc<Variant> {
        Variant::built_in(id).unwrap()
    }

    #[test]
    fn rules_strings_of_expressible_variants() {
        assert_eq!(
            rules_string(&v("brandubh")).unwrap(),
            "dim:7 name:Brandubh surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        );
        let c = rules_string(&v("copenhagen")).unwrap();
        assert!(
            c.starts_with(
                "dim:11 name:Copenhagen_Hnefatafl atkf:y tfr:w corh:tT sw:s efe:y start:"
            ),
            "{c}"
        );
        for id in ["book13", "onestep9", "tawlbwrdd"] {
            assert!(rules_string(&v(id)).is_none(), "{id}");
        }
        for id in ["copenhagen", "fetlar", "tablut", "brandubh", "alea19"] {
            assert!(rules_string(&v(id)).is_some(), "{id}");
        }
        assert!(unexpressed(&v("fetlar")).is_empty());
    }

    #[test]
    fn every_nearest_rules_string_reads_back_to_its_variant() {
        for variant in built_ins() {
            let text = nearest_rules_string(variant);
            let back = variant_for_rules(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.id(), variant.id(), "{text}");
        }
    }

    #[test]
    fn opentafls_own_strings_are_recognised() {
        let start = "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
        let copenhagen = format!("dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y {start}");
        assert_eq!(variant_for_rules(&copenhagen).unwrap().id(), "copenhagen");
        let fetlar = format!("dim:11 name:Fetlar atkf:y {start}");
        assert_eq!(variant_for_rules(&fetlar).unwrap().id(), "fetlar");
        let brandub = "dim:7 name:Brandub surf:n atkf:y ks:w nj:n cj:n cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        assert_eq!(variant_for_rules(brandub).unwrap().id(), "brandubh");
        // Other rules make a variant of their own...
        let other = format!("dim:11 name:Fetlar_Defenders_First atkf:n ks:w nj:n cj:n {start}");
        let made = variant_for_rules(&other).unwrap();
        assert_eq!(made.id(), "opentafl-fetlar-defenders-first");
        assert_eq!(made.rules().first, Side::Defenders);
        // ...unless Taflbord cannot play them.
        let middleweight = other.replace("ks:w", "ks:m");
        let e = variant_for_rules(&middleweight).unwrap_err();
        let column = middleweight.find("ks:m").unwrap() + 1;
        assert_eq!((e.line, e.column), (1, column), "{e}");
        assert!(e.message.contains("`ks:m`"), "{e}");
    }

    #[test]
    fn inverted_start_positions_read_top_rank_first() {
        let a = "dim:7 surf:n ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/t2t3/";
        let b = "dim:7 surf:n ks:w cenh: cenhe: starti:/t2t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        let (pa, _) = parse_rules(a, 0, a.len()).unwrap();
        let (pb, _) = parse_rules(b, 0, b.len()).unwrap();
        assert_eq!(pa.start, pb.start);
    }

    #[test]
    fn broken_rules_strings_point_at_the_word() {
        let e = variant_for_rules("dim:11 atkf:q start:/11/").unwrap_err();
        assert_eq!(e.column, 13, "{e}");
        let e = variant_for_rules("dim:12 start:/").unwrap_err();
        assert_eq!(e.column, 5, "{e}");
        let e = variant_for_rules("dim:7 start:/7/").unwrap_err();
        assert!(e.message.contains("1 rows"), "{e}");
        let e = variant_for_rules("dim:7 foo:1 start:/7/").unwrap_err();
        assert_eq!(e.column, 7, "{e}");
        let e = variant_for_rules("dim:7").unwrap_err();
        assert!(e.message.contains("start"), "{e}");
    }
}
