//! A variant made from an OpenTafl rules string itself, for the rules
//! no known variant has (OpenTafl's Tablut, Sea Battle, Foteviken Tablut,
//! ...): each key is mapped onto Taflbord's rules, and a key whose value
//! they cannot express is refused, named with its value.
//!
//! OpenTafl says who may pass (`p`), stop on (`s`), re-enter (`re`) and
//! is hostile to (`h`) each group of special squares. A piece outside a
//! group may pass or stop there only if it may also re-enter it, so
//! passing and stopping are read together with re-entry.

use super::*;
use crate::engine::rules::{
    Corners, Escape, Hostile, Hostility, King, KingCapture, KingNeighbour, Passage, Repetition,
    Rules, Throne,
};
use crate::engine::setup::Setup;
use crate::engine::side::Side;
use crate::engine::square::Square;
use crate::engine::variant::Variant;

/// The words of one rules string, with what refusing one of them says.
struct Words<'t> {
    text: &'t str,
    entries: Vec<Entry>,
    start: usize,
}

impl Words<'_> {
    fn value(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|e| e.key == key)
            .map(|e| &self.text[e.value_at..e.value_end])
    }

    /// A piece-type list as bits, OpenTafl's default when left out.
    fn list(&self, key: &str) -> Result<u8, At> {
        match self.entries.iter().find(|e| e.key == key) {
            Some(e) => piece_list(self.text, e),
            None => Ok(default_list(key)),
        }
    }

    /// Refuses the rule `key` (as written, or left at its default) for `why`.
    fn refuse(&self, key: &str, why: &str) -> At {
        let word = match self.value(key) {
            Some(v) => format!("`{key}:{v}`"),
            None => format!("`{key}` (left at OpenTafl's default)"),
        };
        at(
            difference_at(&self.entries, key, self.start),
            format!("{word}: {why}; Taflbord cannot play these rules"),
        )
    }
}

/// A name as the words of an id: lowercase letters and digits joined by `-`.
fn id_words(name: &str) -> String {
    name.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// How the king is captured, before the squares standing in for attackers
/// are known.
#[derive(Clone, Copy, PartialEq)]
enum Strength {
    Weak,
    Strong,
    NearThrone,
}

/// Hostility of a group of squares to `piece`, from the list of pieces it
/// is hostile to (when empty: an occupied special square is a piece
/// itself).
fn hostile_if(bits: u8, piece: u8) -> Hostile {
    if bits & piece != 0 {
        Hostile::WhenEmpty
    } else {
        Hostile::Never
    }
}

/// Whether a group of squares hostile to `bits` holds for the king too:
/// a weak king is captured as a defender, so the lists must agree; a
/// strong king counts the group among his blockers instead.
fn king_hostility(
    w: &Words,
    key: &str,
    bits: u8,
    strength: Strength,
    blocker: KingNeighbour,
    by: &mut Vec<KingNeighbour>,
) -> Result<(), At> {
    let to_king = bits & K != 0;
    if strength != Strength::Strong && to_king != (bits & D != 0) {
        return Err(w.refuse(
            key,
            "a king captured by two must find these squares as hostile as a defender does",
        ));
    }
    if strength != Strength::Weak && to_king {
        by.push(blocker);
    }
    Ok(())
}

/// The variant an OpenTafl rules string in `text[start..end]` describes,
/// made from its keys; refused, naming the key, where Taflbord's rules
/// cannot say the same.
pub(super) fn variant_from_rules(text: &str, start: usize, end: usize) -> Result<Variant, At> {
    let (p, entries) = parse_rules(text, start, end)?;
    let w = Words {
        text,
        entries,
        start,
    };
    let armed = match p.king_armed {
        'y' => true,
        'n' => false,
        'a' => {
            return Err(w.refuse(
                "ka",
                "a king who may only be the standing side of a capture",
            ));
        }
        _ => return Err(w.refuse("ka", "a king who may only be the moving side of a capture")),
    };
    let strength = match p.king_strength {
        's' => Strength::Strong,
        'w' => Strength::Weak,
        'c' => Strength::NearThrone,
        _ => return Err(w.refuse("ks", "a middleweight king, hemmed in by hostile squares")),
    };
    if p.king_jumps {
        return Err(w.refuse("kj", "a king who jumps"));
    }
    if !p.defender_forts.is_empty() {
        return Err(w.refuse("dfor", "defender forts"));
    }
    let step_limit = match p.speed {
        [a, d, k] if a == d && d == k => a.filter(|&n| n < u32::from(p.dim) - 1),
        _ => return Err(w.refuse("spd", "speed limits that differ by piece")),
    };
    let shield_walls = match p.shield_walls {
        'n' => false,
        's' => true,
        _ => return Err(w.refuse("sw", "shield walls that a corner may not close")),
    };
    if shield_walls && w.value("swf") == Some("n") {
        return Err(w.refuse("swf", "shield walls captured without a flanking move"));
    }
    let repetition = match w.value("tfr").unwrap_or("d") {
        "d" => Repetition::ThreefoldDraw,
        "i" => Repetition::Allowed,
        "w" => return Err(w.refuse("tfr", "a threefold repetition won by the side making it")),
        _ => return Err(w.refuse("tfr", "a threefold repetition lost by the side making it")),
    };
    let mut by = Vec::new();
    let corners = corners(&w, &p, strength, &mut by)?;
    let throne = throne(&w, &p, armed, strength, &mut by)?;
    let (camps, camp_hostility) = camps(&w, &p, strength, &mut by)?;
    let escape = match (p.edge_escape, camps.is_empty()) {
        (false, _) if corners.is_none() => {
            return Err(w.refuse("cor", "corner escape without corner squares"));
        }
        (false, _) => Escape::Corner,
        (true, true) => Escape::Edge,
        (true, false) => Escape::EdgeOutsideCamps,
    };
    let capture = match strength {
        Strength::Weak => KingCapture::Weak,
        Strength::Strong => KingCapture::Strong(by),
        Strength::NearThrone => KingCapture::StrongNearThrone(by),
    };
    let first = if p.attackers_first {
        Side::Attackers
    } else {
        Side::Defenders
    };
    let n = usize::from(p.dim);
    let setup = Setup {
        size: p.dim,
        squares: p.start.clone(),
        turn: first,
    };
    let name = name_entry(text, &w.entries).map(|s| s.replace('_', " "));
    let slug = name.as_deref().map_or(String::new(), id_words);
    let rules = Rules {
        // `opentafl-` keeps these apart from the built-in variants' ids.
        id: if slug.is_empty() {
            "opentafl".into()
        } else {
            format!("opentafl-{slug}")
        },
        name: name.unwrap_or_else(|| format!("OpenTafl rules {n}×{n}")),
        setup: setup.diagram(),
        first,
        step_limit: step_limit.and_then(|s| u8::try_from(s).ok()),
        throne,
        corners,
        camps,
        camp_hostility,
        king: King { armed, capture },
        escape,
        exit_forts: w.value("efe") == Some("y"),
        shield_walls,
        enclosure: false,
        combined_trap: p.linnaean,
        watch_your_king: false,
        encirclement: w.value("surf") != Some("n"),
        repetition,
        no_move_loses: true,
        draw_by_agreement: true,
        options: Vec::new(),
    };
    Variant::new(rules).map_err(|e| {
        let why = e.to_string();
        if why.starts_with("setup") {
            at(
                difference_at(&w.entries, "start", start),
                format!("the start position cannot be played under these rules: {why}"),
            )
        } else if why.contains("base camp") {
            w.refuse("afor", &why)
        } else {
            at(start, format!("these rules cannot be played: {why}"))
        }
    })
}

/// The four corners as restricted squares, or none.
fn corners(
    w: &Words,
    p: &Profile,
    strength: Strength,
    by: &mut Vec<KingNeighbour>,
) -> Result<Option<Corners>, At> {
    if p.corners.is_empty() {
        return Ok(None);
    }
    if p.corners != default_corners(p.dim) {
        return Err(w.refuse("cor", "corner squares other than the four corners"));
    }
    let (stop, enter) = (w.list("cors")?, w.list("corre")?);
    if stop & enter & K == 0 {
        return Err(w.refuse("cors", "corners the king may not stop on"));
    }
    if stop & enter & (T | D) != 0 {
        return Err(w.refuse("cors", "corners other pieces than the king may stop on"));
    }
    // A corner is at the end of every line through it: nobody passes it.
    let hostile = w.list("corh")?;
    king_hostility(w, "corh", hostile, strength, KingNeighbour::Corner, by)?;
    let always = |piece| {
        if hostile & piece != 0 {
            Hostile::Always
        } else {
            Hostile::Never
        }
    };
    Ok(Some(Corners {
        hostility: Hostility {
            attackers: always(T),
            defenders: always(D),
        },
    }))
}

/// The centre square as a throne, or none.
fn throne(
    w: &Words,
    p: &Profile,
    armed: bool,
    strength: Strength,
    by: &mut Vec<KingNeighbour>,
) -> Result<Option<Throne>, At> {
    if p.centre.is_empty() {
        return Ok(None);
    }
    if p.centre != [Square::new(p.dim / 2, p.dim / 2)] {
        return Err(w.refuse("cen", "centre squares other than the middle square"));
    }
    let enter = w.list("cenre")?;
    let pass = match w.list("cenp")? & enter {
        b if b == T | D | K => Passage::Anyone,
        K => Passage::KingOnly,
        0 => Passage::Nobody,
        _ => {
            return Err(w.refuse(
                "cenp",
                "a throne that some but not all of the pieces may pass",
            ));
        }
    };
    let stop = w.list("cens")?;
    if stop & enter & (T | D) != 0 {
        return Err(w.refuse("cens", "a throne other pieces than the king may stop on"));
    }
    let king_may_return = stop & enter & K != 0;
    if pass == Passage::Nobody && king_may_return {
        return Err(w.refuse(
            "cenp",
            "a throne the king may come back to but nobody may pass",
        ));
    }
    let (occupied, empty) = (w.list("cenh")?, w.list("cenhe")?);
    let attackers = match (occupied & T != 0, empty & T != 0) {
        (false, false) => Hostile::Never,
        (false, true) => Hostile::WhenEmpty,
        (true, true) if armed => Hostile::Always,
        (true, true) => {
            return Err(w.refuse(
                "cenh",
                "a throne hostile to attackers while an unarmed king sits on it",
            ));
        }
        (true, false) => {
            return Err(w.refuse("cenh", "a throne hostile to attackers only while occupied"));
        }
    };
    if occupied & D != 0 {
        return Err(w.refuse("cenh", "an occupied throne hostile to defenders"));
    }
    // Beside the throne a king strong there is strong: it is never a jaw
    // against him as against a weak king.
    let beside = match strength {
        Strength::NearThrone => Strength::Strong,
        s => s,
    };
    king_hostility(w, "cenhe", empty, beside, KingNeighbour::EmptyThrone, by)?;
    Ok(Some(Throne {
        pass,
        king_may_return,
        hostility: Hostility {
            attackers,
            defenders: hostile_if(empty, D),
        },
    }))
}

/// The attacker forts as one base camp: an attacker may move within them
/// and out, and nobody may come in from outside.
fn camps(
    w: &Words,
    p: &Profile,
    strength: Strength,
    by: &mut Vec<KingNeighbour>,
) -> Result<(Vec<Vec<Square>>, Hostility), At> {
    if p.attacker_forts.is_empty() {
        return Ok((Vec::new(), Hostility::default()));
    }
    let (pass, stop, enter) = (w.list("aforp")?, w.list("afors")?, w.list("aforre")?);
    if pass & stop & T == 0 {
        return Err(w.refuse(
            if pass & T == 0 { "aforp" } else { "afors" },
            "attacker forts their own attackers may not move within",
        ));
    }
    if enter & T != 0 {
        return Err(w.refuse("aforre", "attacker forts attackers may come back into"));
    }
    if enter & (pass | stop) & (D | K) != 0 {
        return Err(w.refuse("aforre", "attacker forts the defenders may enter"));
    }
    let hostile = w.list("aforh")?;
    king_hostility(w, "aforh", hostile, strength, KingNeighbour::Camp, by)?;
    Ok((
        vec![p.attacker_forts.clone()],
        Hostility {
            attackers: hostile_if(hostile, T),
            defenders: hostile_if(hostile, D),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Move;
    use crate::engine::position::Position;
    use crate::engine::square::Square;
    use crate::record::opentafl::variant_for_rules;
    use std::sync::Arc;

    const NINE: &str = "start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

    fn made(text: &str) -> Variant {
        variant_from_rules(text, 0, text.len()).unwrap_or_else(|e| panic!("{}\n{text}", e.message))
    }

    fn refusal(text: &str) -> String {
        match variant_from_rules(text, 0, text.len()) {
            Ok(v) => panic!("{text} made {}", v.id()),
            Err(e) => e.message,
        }
    }

    fn sq(name: &str) -> Square {
        Square::parse_letters(name, 9).unwrap()
    }

    /// Plays `from-to` for the attackers on a 9×9 diagram and says whether
    /// the king was taken.
    fn takes_king(variant: &Arc<Variant>, rows: [&str; 9], from: &str, to: &str) -> bool {
        let mut pos = Position::from_diagram(Arc::clone(variant), &rows, Side::Attackers).unwrap();
        pos.play(Move::new(sq(from), sq(to)))
            .unwrap()
            .captured_king()
    }

    #[test]
    fn opentafls_tablut_has_a_king_strong_only_at_the_throne() {
        let text = format!(
            "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cenp:tcnkTCNK cens: cenh: cenhe:tcnkTCNK linc:y {NINE}"
        );
        let v = made(&text);
        assert_eq!((v.id(), v.name()), ("opentafl-tablut", "Tablut"));
        let r = v.rules();
        assert_eq!(
            r.king.capture,
            KingCapture::StrongNearThrone(vec![KingNeighbour::EmptyThrone])
        );
        let throne = r.throne.as_ref().unwrap();
        assert_eq!(
            (throne.pass, throne.king_may_return),
            (Passage::Anyone, false)
        );
        assert_eq!(
            (r.escape, r.corners.is_none(), r.combined_trap),
            (Escape::Edge, true, true)
        );
        let v = Arc::new(v);
        // Away from the throne two attackers take him.
        let away = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..A......",
            "..K......",
            "A........",
        ];
        assert!(takes_king(&v, away, "a1", "c1"));
        // Beside the throne two are not enough...
        let beside = [
            "...A.....",
            ".........",
            ".........",
            ".........",
            "...K.....",
            "...A.....",
            ".........",
            ".........",
            ".........",
        ];
        assert!(!takes_king(&v, beside, "d9", "d6"));
        // ...but three and the empty throne are.
        let three = [
            ".........",
            ".........",
            ".........",
            "...A.....",
            "..AK.....",
            ".........",
            "...A.....",
            ".........",
            ".........",
        ];
        assert!(takes_king(&v, three, "d3", "d4"));
    }

    #[test]
    fn forts_become_one_camp_and_the_defenders_stay_out() {
        let text = format!(
            "dim:9 name:Foteviken_Tablut esc:e atkf:y nj:n cor: afor:a4,a5,a6,b5,d1,e1,f1,e2,i4,i5,i6,h5,d9,e9,f9,e8, cenp:tcnkTCNK aforp:tcnkTCNK cens: cenh: cenhe:K aforh:K cenre: aforre: {NINE}"
        );
        let v = made(&text);
        let r = v.rules();
        assert_eq!(r.camps.len(), 1);
        assert_eq!(r.camps[0].len(), 16);
        assert_eq!(r.escape, Escape::EdgeOutsideCamps);
        assert_eq!(r.throne.as_ref().unwrap().pass, Passage::Nobody);
        assert_eq!(
            r.king.capture,
            KingCapture::Strong(vec![KingNeighbour::EmptyThrone, KingNeighbour::Camp])
        );
        assert_eq!(r.camp_hostility, Hostility::default());
        // With re-entry left at its default, anyone may walk into a fort.
        let open = text.replace(" aforre:", "");
        assert!(
            refusal(&open).contains("`aforre` (left at"),
            "{}",
            refusal(&open)
        );
    }

    #[test]
    fn a_made_variant_is_written_back_to_the_same_rules() {
        for text in [
            format!(
                "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cenp:tcnkTCNK cens: cenh: cenhe:tcnkTCNK linc:y {NINE}"
            ),
            format!(
                "dim:9 name:Foteviken_Tablut esc:e atkf:y nj:n cor: afor:a4,a5,a6,b5,d1,e1,f1,e2,i4,i5,i6,h5,d9,e9,f9,e8, cenp:tcnkTCNK aforp:tcnkTCNK cens: cenh: cenhe:K aforh:K cenre: aforre: {NINE}"
            ),
            format!("dim:9 name:Sea_Battle esc:e atkf:y ka:n nj:n cj:n cor: cen: {NINE}"),
            format!("dim:9 name:Kings_Pass ks:w cenp:K cenh: cenhe: spd:2 tfr:i {NINE}"),
        ] {
            let made = made(&text);
            let written = nearest_rules_string(&made);
            let back = variant_for_rules(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
            assert_eq!(back.rules(), made.rules(), "{text}\n{written}");
        }
    }

    #[test]
    fn what_taflbord_cannot_play_is_refused_by_key_and_value() {
        let base = format!("dim:9 esc:e cor: cen: {NINE}");
        for (change, word) in [
            ("ks:m", "`ks:m`"),
            ("ka:a", "`ka:a`"),
            ("kj:r", "`kj:r`"),
            ("sw:w", "`sw:w`"),
            ("sw:s swf:n", "`swf:n`"),
            ("tfr:w", "`tfr:w`"),
            ("tfr:l", "`tfr:l`"),
            ("spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,", "`spd:"),
            ("dfor:a1,", "`dfor:a1,`"),
            ("esc:c", "`cor:`"),
        ] {
            let text = base.replacen(" cor:", &format!(" {change} cor:"), 1);
            let text = if change == "esc:c" {
                text.replacen("esc:e ", "", 1)
            } else {
                text
            };
            let why = refusal(&text);
            assert!(
                why.contains(word) && why.contains("cannot play"),
                "{change}: {why}"
            );
        }
        // One speed for every piece is Taflbord's step limit.
        let slow = made(&base.replacen(" cor:", " spd:1 cor:", 1));
        assert_eq!(slow.rules().step_limit, Some(1));
        assert!(made(&base).rules().step_limit.is_none());
    }

    #[test]
    fn a_weak_king_finds_special_squares_as_hostile_as_a_defender() {
        let ok = "dim:7 ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        assert_eq!(made(ok).rules().king.capture, KingCapture::Weak);
        let odd = ok.replace("cenhe:", "cenhe:K");
        assert!(refusal(&odd).contains("`cenhe:K`"), "{}", refusal(&odd));
        assert!(refusal(&ok.replace("ks:w", "ks:w corh:tT")).contains("`corh:tT`"));
    }

    #[test]
    fn a_known_variant_keeps_its_name_and_the_rest_are_named_from_the_string() {
        let brandub = "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        assert_eq!(variant_for_rules(brandub).unwrap().id(), "brandubh");
        let sea = format!("dim:9 name:Sea_Battle esc:e atkf:y ka:n nj:n cj:n cor: cen: {NINE}");
        let v = variant_for_rules(&sea).unwrap();
        assert_eq!((v.id(), v.name()), ("opentafl-sea-battle", "Sea Battle"));
        assert!(!v.rules().king.armed);
        let unnamed = variant_for_rules(&format!("dim:9 esc:e cor: cen: {NINE}")).unwrap();
        assert_eq!(
            (unnamed.id(), unnamed.name()),
            ("opentafl", "OpenTafl rules 9×9")
        );
    }
}
