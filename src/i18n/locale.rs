//! The languages Taflbord speaks: Fluent message files, one per language,
//! built into the program from `locales/<tag>/taflbord.ftl`.
//!
//! A [`Locale`] turns a message id (and its variables) into text in one
//! language. A message missing from a translation falls back to English;
//! a message missing from English shows its id, so a mistake is visible
//! rather than blank (the tests keep every file complete).
//!
//! ```
//! use taflbord::i18n::locale::{Locale, arg};
//!
//! let de = Locale::new("de");
//! assert_eq!(de.text("button-new-game"), "Neue Partie");
//! let moves = de.format("recent-moves", &[("count", arg(1))]);
//! assert_eq!(moves, "1 Zug");
//! ```

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue as Arg;

/// One language: its tag, its own name and its messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// The BCP 47 tag (`nb`), also the folder under `locales/`.
    pub tag: &'static str,
    /// The language's name in itself (`Norsk bokmål`).
    pub name: &'static str,
    /// The Fluent source.
    pub source: &'static str,
}

/// English: the language the others are written from.
pub const ENGLISH: &str = "en";

/// A stand-in language for checking layouts: English made about 40%
/// longer, with accents and brackets, so clipped text shows.
pub const PSEUDO: &str = "pseudo";

/// Every language of the program, English first.
pub const LANGUAGES: [Language; 8] = [
    language(
        "en",
        "English",
        include_str!("../../locales/en/taflbord.ftl"),
    ),
    language(
        "de",
        "Deutsch",
        include_str!("../../locales/de/taflbord.ftl"),
    ),
    language(
        "fr",
        "Français",
        include_str!("../../locales/fr/taflbord.ftl"),
    ),
    language(
        "es",
        "Español",
        include_str!("../../locales/es/taflbord.ftl"),
    ),
    language(
        "sv",
        "Svenska",
        include_str!("../../locales/sv/taflbord.ftl"),
    ),
    language(
        "nb",
        "Norsk bokmål",
        include_str!("../../locales/nb/taflbord.ftl"),
    ),
    language("da", "Dansk", include_str!("../../locales/da/taflbord.ftl")),
    language(
        "is",
        "Íslenska",
        include_str!("../../locales/is/taflbord.ftl"),
    ),
];

const fn language(tag: &'static str, name: &'static str, source: &'static str) -> Language {
    Language { tag, name, source }
}

/// The language of one of our tags, if we speak it.
pub fn find(tag: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.tag == tag)
}

/// The message id of a named thing: `prefix`, then the name's words in
/// lower case joined by `-` (`King's Guard` → `strategy-king-s-guard`).
pub fn id_from_name(prefix: &str, name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    format!("{prefix}-{}", words.join("-"))
}

/// Makes a Fluent variable from a number or a string.
pub fn arg<'a>(value: impl Into<Arg<'a>>) -> Arg<'a> {
    value.into()
}

/// Which of our languages best fits locale names such as the system's
/// (`de_AT.UTF-8`, `nn-NO`, `en-US`), in order of preference; English when
/// none fits.
pub fn best_language<'a>(wanted: impl IntoIterator<Item = &'a str>) -> &'static str {
    for name in wanted {
        // `de_AT.UTF-8@euro` → `de`; the C and POSIX locales say nothing.
        let primary = name
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let primary = match primary.as_str() {
            // Norwegian in general and Nynorsk readers get Bokmål.
            "no" | "nn" => "nb",
            other => other,
        };
        if let Some(l) = find(primary) {
            return l.tag;
        }
    }
    ENGLISH
}

/// The language the system asks for (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
/// `LANG` on Unix), or English.
pub fn system_language() -> &'static str {
    // GNU's LANGUAGE is a colon-separated list of preferences.
    let mut wanted: Vec<String> = std::env::var("LANGUAGE")
        .ok()
        .map(|l| l.split(':').map(str::to_string).collect())
        .unwrap_or_default();
    wanted.extend(sys_locale::get_locales());
    best_language(wanted.iter().map(String::as_str))
}

/// Messages in one language, with English behind them.
pub struct Locale {
    tag: &'static str,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
    pseudo: bool,
}

impl std::fmt::Debug for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Locale").field("tag", &self.tag).finish()
    }
}

impl Locale {
    /// The messages of a language by tag: one of [`LANGUAGES`], or
    /// [`PSEUDO`]; anything else gives English.
    pub fn new(tag: &str) -> Locale {
        if tag == PSEUDO {
            let mut bundle = bundle(&LANGUAGES[0]);
            bundle.set_transform(Some(pseudo_text));
            return Locale {
                tag: PSEUDO,
                bundle,
                english: None,
                pseudo: true,
            };
        }
        let language = find(tag).unwrap_or(&LANGUAGES[0]);
        let english = (language.tag != ENGLISH).then(|| bundle(&LANGUAGES[0]));
        Locale {
            tag: language.tag,
            bundle: bundle(language),
            english,
            pseudo: false,
        }
    }

    /// The language's tag (`de`), or [`PSEUDO`].
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// Whether the language has this message (or English has it).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.english.as_ref().is_some_and(|e| e.has_message(id))
    }

    /// `value` with `places` decimals as the language writes it: a
    /// decimal point in English ("1.5"), a comma in our other languages
    /// ("1,5"). Fluent's NUMBER() keeps the point whatever the language,
    /// so fractions are written here before they go into a message.
    pub fn decimal(&self, value: f64, places: usize) -> String {
        self.with_mark(format!("{value:.places$}"))
    }

    /// [`decimal`](Self::decimal) with a sign before positive numbers
    /// too, as a score is written ("+0,43").
    pub fn signed_decimal(&self, value: f64, places: usize) -> String {
        self.with_mark(format!("{value:+.places$}"))
    }

    /// At most `places` decimals, trailing zeros dropped ("1,5", "2").
    pub fn short_decimal(&self, value: f64, places: usize) -> String {
        let text = format!("{value:.places$}");
        let text = if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.')
        } else {
            &text
        };
        self.with_mark(text.to_owned())
    }

    fn with_mark(&self, text: String) -> String {
        // English and the pseudo-language (English made longer) write a point.
        if self.tag == ENGLISH || self.pseudo {
            text
        } else {
            text.replace('.', ",")
        }
    }

    /// A message without variables.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// A message with its variables.
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut a = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                a.set(*name, value.clone());
            }
            a
        });
        let bundle = match &self.english {
            Some(english) if !self.bundle.has_message(id) => english,
            _ => &self.bundle,
        };
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        // Errors (a variable not given) still give text, with the
        // variable's name in braces; the tests make sure none happen.
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
        if self.pseudo {
            format!("[{text}]")
        } else {
            text.into_owned()
        }
    }
}

fn bundle(language: &Language) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language.tag.parse().expect("our tags are valid");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks around variables would show as boxes in
    // fonts without them; all our languages run left to right.
    bundle.set_use_isolating(false);
    // A broken line in a translation loses that message only (English
    // stands in); the tests keep the files free of such lines.
    let resource = FluentResource::try_new(language.source.to_string()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The pseudo-language's text: accented letters and doubled vowels.
fn pseudo_text(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let accented = match c {
            'a' => "àá",
            'e' => "éè",
            'i' => "îï",
            'o' => "öô",
            'u' => "ûü",
            'y' => "ÿ",
            'A' => "Å",
            'E' => "É",
            'I' => "Î",
            'O' => "Ø",
            'U' => "Ü",
            'c' => "ç",
            'n' => "ñ",
            's' => "š",
            'z' => "ž",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(accented);
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_locale_names_map_to_our_languages() {
        assert_eq!(best_language(["de_AT.UTF-8"]), "de");
        assert_eq!(best_language(["nn_NO.UTF-8"]), "nb");
        assert_eq!(best_language(["no"]), "nb");
        assert_eq!(best_language(["is-IS"]), "is");
        assert_eq!(best_language(["C", "fr_CA"]), "fr");
        assert_eq!(best_language(["ja_JP", "sv_SE@euro"]), "sv");
        assert_eq!(best_language(["ja_JP"]), "en");
        assert_eq!(best_language(["POSIX"]), "en");
        assert_eq!(best_language([]), "en");
    }

    #[test]
    fn unknown_tags_give_english() {
        assert_eq!(Locale::new("xx").tag(), "en");
        assert_eq!(Locale::new("de").tag(), "de");
    }

    #[test]
    fn missing_messages_show_their_id() {
        assert_eq!(Locale::new("de").text("no-such-message"), "no-such-message");
        assert!(!Locale::new("de").has("no-such-message"));
    }

    #[test]
    fn numbers_take_the_language_s_decimal_mark() {
        let en = Locale::new(ENGLISH);
        assert_eq!(en.decimal(1.5, 1), "1.5");
        assert_eq!(en.signed_decimal(0.43, 2), "+0.43");
        assert_eq!(en.short_decimal(2.0, 2), "2");
        for tag in ["de", "fr", "es", "sv", "nb", "da", "is"] {
            let tr = Locale::new(tag);
            assert_eq!(tr.decimal(1.5, 1), "1,5", "{tag}");
            assert_eq!(tr.signed_decimal(-1.94, 2), "-1,94", "{tag}");
            assert_eq!(tr.short_decimal(1.25, 2), "1,25", "{tag}");
            assert_eq!(tr.short_decimal(1.5, 2), "1,5", "{tag}");
            assert_eq!(tr.short_decimal(20.0, 2), "20", "{tag}");
        }
    }

    #[test]
    fn pseudo_text_is_longer_and_bracketed() {
        let pseudo = Locale::new(PSEUDO);
        let english = Locale::new(ENGLISH);
        let p = pseudo.text("button-new-game");
        let e = english.text("button-new-game");
        assert!(p.starts_with('[') && p.ends_with(']'), "{p}");
        assert!(
            p.chars().count() as f32 >= e.chars().count() as f32 * 1.3,
            "{p} / {e}"
        );
    }
}
