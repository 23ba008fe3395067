//! The clock tags of an `.otg` file. OpenTafl's own: `[time-control:300
//! 0/0 3i]` (main time in seconds, overtime seconds/periods, the increment)
//! and `[time-remaining:285 0/0 290 0/0]` (each side's clock at the end,
//! attackers first). Its clock has no delays or hourglass, so Taflbord
//! also writes its own name of the control, `[clock:5d3]`, and reads that
//! first.

use super::{At, Tag, at, tag_value};
use crate::clock::TimeControl;
use crate::record::GameRecord;
use std::time::Duration;

/// The clock tags of `record`, as (name, value).
pub(super) fn write(record: &GameRecord) -> Vec<(&'static str, String)> {
    let Some(control) = record.meta.time_control.filter(|c| c.base().is_some()) else {
        return Vec::new();
    };
    let mut tags = Vec::new();
    let opentafl = match control {
        TimeControl::SuddenDeath { base } => Some((base, Duration::ZERO)),
        TimeControl::Fischer { base, increment } => Some((base, increment)),
        _ => None,
    };
    if let Some((base, inc)) = opentafl {
        tags.push((
            "time-control",
            format!("{} 0/0 {}i", base.as_secs(), inc.as_secs()),
        ));
    }
    tags.push(("clock", control.to_string()));
    let end = *record.main_line().last().expect("the start");
    if let Some([a, d]) = record.node(end).clocks() {
        tags.push((
            "time-remaining",
            format!("{} 0/0 {} 0/0", a.as_secs(), d.as_secs()),
        ));
    }
    tags
}

/// Reads the clock tags into `record`, whose main line is played: the
/// control, and the clocks at the main line's end.
pub(super) fn read(text: &str, tags: &[Tag], record: &mut GameRecord) -> Result<(), At> {
    let control = match (
        tag_value(text, tags, "clock"),
        tag_value(text, tags, "time-control"),
    ) {
        (Some((_, v, offset)), _) => {
            Some(TimeControl::parse(v).map_err(|e| at(offset, e.to_string()))?)
        }
        (None, Some((_, v, offset))) => opentafl_control(v).ok_or_else(|| {
            at(
                offset,
                format!("expected a time control like `300 0/0 3i`, found `{v}`"),
            )
        })?,
        (None, None) => None,
    };
    let Some(control) = control else {
        return Ok(());
    };
    record.meta.time_control = Some(control);
    let base = control.base().expect("timed");
    let main = record.main_line();
    record.set_clocks(main[0], Some([base; 2]));
    if let Some((_, v, offset)) = tag_value(text, tags, "time-remaining") {
        let words: Vec<&str> = v.split_whitespace().collect();
        let secs = |w: &str| w.parse::<u64>().ok().map(Duration::from_secs);
        let left = match words.as_slice() {
            [a, _, d, _] | [a, d] => secs(a).zip(secs(d)),
            _ => None,
        }
        .ok_or_else(|| {
            at(
                offset,
                format!("expected each side's seconds left like `285 0/0 290 0/0`, found `{v}`"),
            )
        })?;
        let end = *main.last().expect("the start");
        record.set_clocks(end, Some([left.0, left.1]));
    }
    Ok(())
}

/// OpenTafl's `MAIN OT/COUNT INCi`; `Some(None)` for a clock Taflbord has
/// no name for (overtime periods) or none at all, `None` when it does not read.
fn opentafl_control(v: &str) -> Option<Option<TimeControl>> {
    let words: Vec<&str> = v.split_whitespace().collect();
    let [main, overtime, inc] = words.as_slice() else {
        return None;
    };
    let main: u64 = main.parse().ok()?;
    let (ot, count) = overtime.split_once('/')?;
    let (ot, count): (u64, u64) = (ot.parse().ok()?, count.parse().ok()?);
    let inc: u64 = inc.strip_suffix('i').unwrap_or(inc).parse().ok()?;
    if main == 0 || (ot > 0 && count > 0) {
        return Some(None);
    }
    let base = Duration::from_secs(main);
    Some(Some(if inc == 0 {
        TimeControl::SuddenDeath { base }
    } else {
        TimeControl::Fischer {
            base,
            increment: Duration::from_secs(inc),
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opentafl_controls_read_as_ours() {
        assert_eq!(
            opentafl_control("300 0/0 3i"),
            Some(Some(TimeControl::parse("5+3").unwrap()))
        );
        assert_eq!(
            opentafl_control("600 0/0 0i"),
            Some(Some(TimeControl::parse("10").unwrap()))
        );
        assert_eq!(
            opentafl_control("300 30/3 0i"),
            Some(None),
            "overtime has no name here"
        );
        assert_eq!(opentafl_control("five minutes"), None);
    }
}
