//! The date written on a sheet: `YYYY-MM-DD`, the day (in UTC) the game
//! began.

use std::time::{SystemTime, UNIX_EPOCH};

/// The civil date of `unix_seconds` (seconds since 1970-01-01, UTC).
pub fn civil(unix_seconds: u64) -> String {
    // Days to a proleptic Gregorian date, by eras of 400 years.
    let days = (unix_seconds / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Today's date.
pub fn today() -> String {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    civil(seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_become_dates() {
        assert_eq!(civil(0), "1970-01-01");
        assert_eq!(civil(951_782_400), "2000-02-29");
        assert_eq!(civil(1_795_996_800), "2026-11-30");
        assert_eq!(civil(1_795_996_799), "2026-11-29");
    }
}
