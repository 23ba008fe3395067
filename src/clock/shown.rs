//! A clock's time as its face shows it: `4:58`, `1:02:03`, and tenths
//! under ten seconds (`0:07.4`). Time is cut down, never rounded up, so a
//! clock reads `0:00.0` only when the time is out.

use std::time::Duration;

pub fn shown(left: Duration) -> String {
    let secs = left.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if left < Duration::from_secs(10) {
        format!("0:{s:02}.{}", left.subsec_millis() / 100)
    } else if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_show_under_ten_seconds_only() {
        let ms = Duration::from_millis;
        assert_eq!(shown(ms(298_700)), "4:58");
        assert_eq!(shown(ms(3_723_000)), "1:02:03");
        assert_eq!(shown(ms(10_000)), "0:10");
        assert_eq!(shown(ms(9_999)), "0:09.9");
        assert_eq!(shown(ms(99)), "0:00.0");
        assert_eq!(shown(Duration::ZERO), "0:00.0");
    }
}
