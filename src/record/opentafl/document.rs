//! The first phase of reading an `.otg` file: the text into its tags and
//! turn lines, with the moves as written (values that know no position;
//! the board's size is all they need).

use super::*;

/// A `[name:value]` tag.
pub(super) struct Tag {
    pub(super) name: String,
    pub(super) value_at: usize,
    pub(super) value_end: usize,
}

pub(super) const KNOWN_TAGS: [&str; 12] = [
    "event",
    "date",
    "attackers",
    "defenders",
    "result",
    "termination",
    "variant",
    "option",
    "opening",
    "start-comment",
    "position",
    "rules",
];

/// Reads the tags; returns them and where the turns begin.
pub(super) fn parse_header(text: &str) -> Result<(Vec<Tag>, usize), At> {
    let mut tags: Vec<Tag> = Vec::new();
    let mut i = 0;
    loop {
        i = skip_space(text, i);
        let Some(c) = text[i..].chars().next() else {
            return Ok((tags, i));
        };
        if c.is_ascii_digit() {
            return Ok((tags, i));
        }
        if c != '[' {
            return Err(at(
                i,
                "expected a tag like `[attackers:Ada]` or the first turn, like `1. d1-d3 f8-f9`",
            ));
        }
        let rest = &text[i + 1..];
        let stop = rest.find([':', ']', '\n', '[']);
        let Some(k) = stop.filter(|&k| rest.as_bytes()[k] == b':') else {
            return Err(at(
                i,
                "expected a tag `[name:value]`; this one has no `:` after its name",
            ));
        };
        let name = &rest[..k];
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(at(
                i + 1,
                format!("expected a tag name of letters, digits and `-`, found `{name}`"),
            ));
        }
        let value_at = i + 1 + k + 1;
        let Some(len) = text[value_at..].find(']') else {
            return Err(at(
                text.len(),
                format!(
                    "expected `]` to close the `{name}` tag opened on line {}",
                    line_of(text, i)
                ),
            ));
        };
        let name = name.to_ascii_lowercase();
        if KNOWN_TAGS.contains(&name.as_str()) && tags.iter().any(|t| t.name == name) {
            return Err(at(i, format!("the `{name}` tag is given twice")));
        }
        tags.push(Tag {
            name,
            value_at,
            value_end: value_at + len,
        });
        i = value_at + len + 1;
    }
}

/// One component of a turn's address: a number with an optional `a`/`b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Elem {
    pub(super) num: u32,
    pub(super) half: Option<u8>,
}

/// What stands in one half of a turn.
#[derive(Debug)]
pub(super) enum Item {
    /// `.....`: the first move of the turn is not part of this line.
    Ellipsis,
    /// `---`: the side to move resigned.
    Resign(usize),
    Move(OtMove),
}

#[derive(Debug)]
pub(super) struct TurnLine {
    pub(super) at: usize,
    /// The line's key (empty for the main line) and the turn number in it.
    pub(super) key: Vec<Elem>,
    pub(super) turn: u32,
    pub(super) items: Vec<Item>,
    /// The comment in brackets right after the turn, `[first|second]`:
    /// one part for each move, as written (escaped).
    pub(super) comments: Vec<String>,
}

pub(super) fn parse_address(token: &str, base: usize) -> Result<(Vec<Elem>, u32), At> {
    let expected = "expected a turn number like `12.` or a variation address like `8a.1.1a.`";
    let body = token
        .strip_suffix('.')
        .ok_or_else(|| at(base, format!("{expected} (ending with `.`)")))?;
    let mut elems = Vec::new();
    let mut offset = base;
    for part in body.split('.') {
        let digits = part.bytes().take_while(u8::is_ascii_digit).count();
        let num: u32 = part[..digits]
            .parse()
            .ok()
            .filter(|&n| (1..=100_000).contains(&n))
            .ok_or_else(|| at(offset, expected))?;
        let half = match &part[digits..] {
            "" => None,
            "a" => Some(0),
            "b" => Some(1),
            _ => {
                return Err(at(
                    offset + digits,
                    format!("{expected}: `a` or `b` may follow a number"),
                ));
            }
        };
        elems.push(Elem { num, half });
        offset += part.len() + 1;
    }
    let n = elems.len();
    let well_formed = if n == 1 {
        elems[0].half.is_none()
    } else {
        n % 2 == 1 && (0..n - 1).all(|k| (k % 2 == 0) == elems[k].half.is_some())
    };
    if !well_formed {
        return Err(at(base, expected));
    }
    let turn = elems[n - 1].num;
    elems.pop();
    Ok((elems, turn))
}

pub(super) fn parse_turn_line(text: &str, start: usize, end: usize, n: u8) -> Result<TurnLine, At> {
    let tokens = words(text, start, end);
    let (addr_at, addr) = tokens[0];
    let (key, turn) = parse_address(addr, addr_at)?;
    let mut items = Vec::new();
    for (k, &(word_at, word)) in tokens.iter().enumerate().skip(1) {
        if k > 2 {
            return Err(at(word_at, "expected at most two moves in one turn"));
        }
        if matches!(items.last(), Some(Item::Resign(_))) {
            return Err(at(word_at, "expected nothing after a resignation (`---`)"));
        }
        if word.len() >= 3 && word.bytes().all(|c| c == b'.') {
            if k != 1 || turn != 1 {
                return Err(at(
                    word_at,
                    "`.....` may only stand for the first move of a line's first turn",
                ));
            }
            items.push(Item::Ellipsis);
        } else if word == "---" {
            items.push(Item::Resign(word_at));
        } else {
            items.push(Item::Move(parse_move(word, word_at, n)?));
        }
    }
    match items.as_slice() {
        [] => Err(at(end, "expected a move after the turn number")),
        [Item::Ellipsis] if !key.is_empty() => Err(at(end, "expected a move after `.....`")),
        _ => Ok(TurnLine {
            at: addr_at,
            key,
            turn,
            items,
            comments: Vec::new(),
        }),
    }
}

/// Reads the turns from `start` on, skipping comments in brackets.
pub(super) fn parse_turns(text: &str, start: usize, n: u8) -> Result<Vec<TurnLine>, At> {
    let mut turns = Vec::new();
    let mut i = start;
    loop {
        i = skip_space(text, i);
        let Some(c) = text[i..].chars().next() else {
            return Ok(turns);
        };
        if c == '[' {
            let Some(k) = text[i..].find(']') else {
                return Err(at(
                    text.len(),
                    format!(
                        "expected `]` to close the comment opened on line {}",
                        line_of(text, i)
                    ),
                ));
            };
            // A comment right after a turn is about its moves.
            if let Some(last) = turns
                .last_mut()
                .filter(|t: &&mut TurnLine| t.comments.is_empty())
            {
                last.comments = text[i + 1..i + k].split('|').map(str::to_owned).collect();
            }
            i += k + 1;
        } else if c.is_ascii_digit() {
            let end = text[i..].find(['\n', '[']).map_or(text.len(), |k| i + k);
            turns.push(parse_turn_line(text, i, end, n)?);
            i = end;
        } else {
            return Err(at(
                i,
                "expected a numbered turn like `2. d1-d3 f8-f9`, or a comment in brackets",
            ));
        }
    }
}

pub(super) fn tag_value<'t>(
    text: &'t str,
    tags: &[Tag],
    name: &str,
) -> Option<(&'t str, &'t str, usize)> {
    tags.iter().find(|t| t.name == name).map(|t| {
        let raw = &text[t.value_at..t.value_end];
        let trimmed = raw.trim();
        let lead = raw.len() - raw.trim_start().len();
        (raw, trimmed, t.value_at + lead)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses() {
        assert_eq!(parse_address("12.", 0).unwrap(), (vec![], 12));
        let (key, turn) = parse_address("3a.2.1a.1.4a.", 0).unwrap();
        assert_eq!(turn, 4);
        assert_eq!(key.len(), 4);
        assert_eq!(
            key[0],
            Elem {
                num: 3,
                half: Some(0)
            }
        );
        for bad in ["12", "1a.", "3.2.1.", "3a.2a.1.", "0.", "x."] {
            assert!(parse_address(bad, 0).is_err(), "{bad}");
        }
    }
}
