//! The locale files: every language has exactly English's messages, with
//! the same variables, and every message formats; and the app's code
//! shows no text of its own, only message ids.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use taflbord::i18n::locale::{ENGLISH, LANGUAGES, Locale, PSEUDO};

/// Message (and term) ids, each with the variables it uses.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn shape(tag: &str, source: &str) -> Shape {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| {
        let lines: Vec<String> = errors
            .iter()
            .map(|e| {
                let line = source[..e.pos.start].matches('\n').count() + 1;
                format!("locales/{tag}/taflbord.ftl:{line}: {:?}", e.kind)
            })
            .collect();
        panic!("{}", lines.join("\n"))
    });
    let mut shape = Shape::new();
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let mut vars = BTreeSet::new();
        if let Some(p) = &value {
            pattern_vars(p, &mut vars);
        }
        for a in &attributes {
            pattern_vars(&a.value, &mut vars);
            vars.insert(format!(".{}", a.id.name));
        }
        assert!(
            shape.insert(id.clone(), vars).is_none(),
            "locales/{tag}/taflbord.ftl: {id} twice"
        );
    }
    shape
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        _ => {}
    }
}

fn english() -> Shape {
    shape(ENGLISH, LANGUAGES[0].source)
}

#[test]
fn every_language_has_exactly_the_english_messages_and_variables() {
    let english = english();
    assert!(
        english.len() > 400,
        "only {} English messages",
        english.len()
    );
    for language in &LANGUAGES[1..] {
        let other = shape(language.tag, language.source);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "locales/{}/taflbord.ftl: missing {missing:?}, not in English {extra:?}",
            language.tag
        );
        for (id, vars) in &english {
            assert_eq!(
                &other[id], vars,
                "locales/{}/taflbord.ftl: {id} has other variables than in English",
                language.tag
            );
        }
    }
}

#[test]
fn every_message_formats_in_every_language_without_errors() {
    let english = english();
    for language in &LANGUAGES {
        let resource = FluentResource::try_new(language.source.to_string())
            .unwrap_or_else(|_| panic!("locales/{}/taflbord.ftl does not parse", language.tag));
        let mut bundle = FluentBundle::new(vec![language.tag.parse().unwrap()]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).unwrap();
        for (id, vars) in english.iter().filter(|(id, _)| !id.starts_with('-')) {
            // Every count the plural rules tell apart in our languages.
            for n in [0, 1, 2, 5, 11, 21] {
                let mut args = FluentArgs::new();
                for v in vars {
                    args.set(v.as_str(), FluentValue::from(n));
                }
                let message = bundle.get_message(id).unwrap();
                let pattern = message
                    .value()
                    .unwrap_or_else(|| panic!("{id} has no value"));
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{} {id} ({n}): {errors:?}", language.tag);
                assert!(!text.trim().is_empty(), "{} {id} is empty", language.tag);
            }
        }
    }
}

#[test]
fn the_languages_are_told_apart() {
    // Not English with another label: a handful of messages differ.
    let en = Locale::new(ENGLISH);
    for language in &LANGUAGES[1..] {
        let tr = Locale::new(language.tag);
        for id in [
            "button-new-game",
            "settings-title",
            "side-attackers",
            "help-copenhagen-aim-1",
        ] {
            assert_ne!(tr.text(id), en.text(id), "{} {id}", language.tag);
        }
    }
    assert!(Locale::new(PSEUDO).text("button-new-game").starts_with('['));
}

#[test]
fn plural_rules_follow_each_language() {
    let moves = |tag: &str, n: usize| {
        Locale::new(tag).format("recent-moves", &[("count", taflbord::i18n::locale::arg(n))])
    };
    assert_eq!(moves("en", 1), "1 move");
    assert_eq!(moves("en", 21), "21 moves");
    // Icelandic: 21 takes the singular, 11 the plural.
    assert_ne!(moves("is", 21), moves("is", 22).replace("22", "21"));
    assert_eq!(moves("is", 11), moves("is", 12).replace("12", "11"));
}

/// A string literal of Rust source, with its line.
struct Literal {
    line: usize,
    text: String,
    /// Whether it is the argument of `.expect(`, a message for developers.
    in_expect: bool,
}

/// The string literals of Rust source, outside comments, char literals
/// and the test module at the end. Escapes are kept as written, which is
/// enough to see whether a literal is words.
fn literals(source: &str) -> Vec<Literal> {
    let source = source.split("#[cfg(test)]").next().unwrap_or(source);
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
            }
        } else if c == '\'' {
            // A char literal ('x', '\n', '\'') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if c == '"'
            || (c == 'r' && matches!(next, Some('"' | '#')) && !ident_before(&chars, i))
        {
            let start_line = line;
            let before: String = chars[..i].iter().collect();
            let in_expect = before.trim_end().ends_with(".expect(");
            let mut text = String::new();
            if c == 'r' {
                i += 1;
                let mut hashes = 0;
                while chars[i] == '#' {
                    hashes += 1;
                    i += 1;
                }
                i += 1;
                let close: String = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                loop {
                    let rest: String = chars[i..(i + close.len()).min(chars.len())]
                        .iter()
                        .collect();
                    if rest == close {
                        i += close.len();
                        break;
                    }
                    line += usize::from(chars[i] == '\n');
                    text.push(chars[i]);
                    i += 1;
                }
            } else {
                i += 1;
                while chars[i] != '"' {
                    if chars[i] == '\\' {
                        text.push(chars[i]);
                        i += 1;
                    }
                    line += usize::from(chars[i] == '\n');
                    text.push(chars[i]);
                    i += 1;
                }
                i += 1;
            }
            out.push(Literal {
                line: start_line,
                text,
                in_expect,
            });
        } else {
            i += 1;
        }
    }
    out
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Literals in GUI code that are not shown to the player: widget ids,
/// file extensions, folder and variable names, keys.
const NOT_SHOWN: &[&str] = &[
    "board",      // widget id
    "typed-move", // widget id
    "rules-page", // widget id
    "sheet",
    "sheet-current",
    "sheet-rows",
    "new-game-name-attackers",
    "new-game-name-defenders",
    "chooser-name",
    "tool-bots",
    "tool-clock",
    "evaluation-graph",
    "move-comment",
    "analysis-board",  // widget id
    "taflbord-review", // a thread's name
    "new-game-clock-field",
    "online-clock",                   // widget id
    "org.freedesktop.portal.Desktop", // the desktop portal's D-Bus names
    "/org/freedesktop/portal/desktop",
    "org.freedesktop.portal.FileChooser",
    "org.freedesktop.secrets", // the Secret Service's D-Bus names
    "/org/freedesktop/secrets",
    "/org/freedesktop/secrets/aliases/default",
    "org.freedesktop.Secret.Service",
    "org.freedesktop.Secret.Collection",
    "org.freedesktop.Secret.Item",
    "org.freedesktop.Secret.Item.Label",
    "org.freedesktop.Secret.Item.Attributes",
    "OpenSession",
    "CreateItem",
    "SearchItems",
    "GetSecret",
    "plain",
    "text/plain",
    "application",
    "version",
    " (Taflbord)",  // marks a bot's name in saved sheets
    "ICED_BACKEND", // environment variable, and a renderer it names
    "tiny-skia",
    "taflbord: {says}", // a log line: the program's name, then a message
    "copenhagen",       // variant ids
    "tablut",
    "io.github.taflbord.Taflbord", // the app id of packaging/
    "linux",                       // cfg(target_os)
    "taflbord",                    // folder name
    "taflbord-matchup",
    "config",
    "data",
    "variants",
    "TAFLBORD_CONFIG_DIR",
    "TAFLBORD_DATA_DIR",
    "tafl", // file extensions
    "otg",
    "png",
    "gif",
    "svg",
    "{}.tafl",
    "sound", // cargo feature
    "null",  // audio driver name
    "z",     // keys
    "y",
    "n",
    "o",
    "s",
    "f",
    "h",
    "r",
    "b",
    "p",
    "l",
    "N", // key names in tooltips (Ctrl+N)
    "O",
    "S",
    "F",
    "R",
    "B",
    "L",
    "Z",
    "H",
    "U",
    "E",
    "A",
    "e", // shortcut letters as the keyboard gives them
    "a",
    "u",
    "P",
    "F1",
];

/// The `.rs` files under `dir`, in its subfolders too.
fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn gui_code_shows_only_message_ids() {
    let english = english();
    let variables: BTreeSet<&String> = english.values().flatten().collect();
    // The window, and the session whose notices it shows.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut files = 0;
    for path in rust_files(&root.join("src/app"))
        .into_iter()
        .chain(rust_files(&root.join("src/session")))
    {
        files += 1;
        let source = std::fs::read_to_string(&path).unwrap();
        for lit in literals(&source) {
            // Format strings: what is left outside the `{…}` holes.
            let mut outside = String::new();
            let mut depth = 0;
            for c in lit.text.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => outside.push(c),
                    _ => {}
                }
            }
            let words = outside.chars().any(char::is_alphabetic);
            let ok = !words
                || lit.in_expect
                || english.contains_key(&lit.text)
                || variables.contains(&lit.text)
                || NOT_SHOWN.contains(&lit.text.as_str())
                // Paths of built-in assets, and the icons' file names.
                || lit.text.trim_start_matches("../").starts_with("assets/")
                || (lit.text.ends_with(".svg") && !lit.text.contains(' '));
            if !ok {
                let name = path.strip_prefix(root).unwrap_or(&path).display();
                found.push(format!("{name}:{}: \"{}\"", lit.line, lit.text));
            }
        }
    }
    assert!(files >= 20, "only {files} files in src/app and src/session");
    assert!(
        found.is_empty(),
        "text written in GUI code instead of a message id of locales/en/taflbord.ftl:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_literal_scanner_finds_text_and_skips_the_rest() {
    let source = r##"
        // "in a comment"
        let a = text("Settings");
        let b = '"'; let c = "button-new-game"; let d = r#"raw "words""#;
        /* "block" */ let e = x.expect("a panic note");
        fn f<'a>(s: &'a str) {}
        #[cfg(test)]
        mod tests { const T: &str = "test words"; }
    "##;
    let found: Vec<(usize, String, bool)> = literals(source)
        .into_iter()
        .map(|l| (l.line, l.text, l.in_expect))
        .collect();
    assert_eq!(
        found,
        [
            (3, "Settings".to_string(), false),
            (4, "button-new-game".to_string(), false),
            (4, "raw \"words\"".to_string(), false),
            (5, "a panic note".to_string(), true),
        ]
    );
}

// --- The glossary of locales/README.md ------------------------------------------

/// Each message's text as written (its value and indented lines), by id.
fn texts(tag: &str) -> BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{tag}/taflbord.ftl"));
    let source = std::fs::read_to_string(path).unwrap();
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            current = None;
        } else if line.starts_with(' ') {
            if let Some(id) = &current {
                let text: &mut String = out.get_mut(id).unwrap();
                text.push('\n');
                text.push_str(line.trim());
            }
        } else if let Some((id, value)) = line.split_once(" = ").or_else(|| line.split_once(" =")) {
            out.insert(id.trim().to_owned(), value.trim().to_owned());
            current = Some(id.trim().to_owned());
        }
    }
    out
}

/// A table of the README after `heading`: its rows, cells trimmed.
fn table(readme: &str, heading: &str) -> Vec<Vec<String>> {
    let after = readme
        .split(heading)
        .nth(1)
        .unwrap_or_else(|| panic!("no {heading}"));
    after
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .filter(|l| !l.starts_with("|---"))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect()
        })
        .collect()
}

fn words(cell: &str) -> Vec<String> {
    if cell == "—" || cell.is_empty() {
        return Vec::new();
    }
    cell.split(',').map(|w| w.trim().to_lowercase()).collect()
}

/// `text` without its placeables (`{ $attackers }` names no attacker).
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.to_lowercase()
}

/// Whether `text` has `word` as a whole word (any case).
fn has_word(text: &str, word: &str) -> bool {
    let text = prose(text);
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Whether `text` has a word starting with `stem` (any case); a stem
/// written `*zug` may also stand inside a word (Buchzug).
fn has_stem(text: &str, stem: &str) -> bool {
    let text = prose(text);
    if let Some(inside) = stem.strip_prefix('*') {
        return text.contains(inside);
    }
    text.match_indices(stem).any(|(i, _)| {
        !text[..i]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
    })
}

/// A word a language must not use for a term.
struct Avoid {
    language: String,
    /// A stem: any ending counts.
    word: String,
    /// Empty: the word is wrong in every message. Otherwise it is wrong
    /// only where English says the term and none of these words (the
    /// word also means something else, which these English words say).
    unless: Vec<String>,
}

/// A glossary row: the term, the English words checked, the agreed stems
/// by language, and the words to avoid.
type Term = (String, Vec<String>, Vec<Vec<String>>, Vec<Avoid>);

struct Glossary {
    /// The language columns, in order.
    languages: Vec<String>,
    rows: Vec<Term>,
    /// (message, language, term) left out of the checks.
    exceptions: BTreeSet<(String, String, String)>,
}

fn glossary() -> Glossary {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/README.md"))
            .unwrap();
    let rows = table(&readme, "## Glossary");
    let languages: Vec<String> = rows[0][2..rows[0].len() - 1].to_vec();
    let terms = rows[1..]
        .iter()
        .map(|r| {
            let stems = r[2..r.len() - 1].iter().map(|c| words(c)).collect();
            // `is: skák; is: leik (unless en: move, moves)`
            let avoid = r[r.len() - 1]
                .split(';')
                .filter_map(|a| a.split_once(':'))
                .map(|(l, w)| {
                    let (word, unless) = match w.split_once("(unless en:") {
                        Some((word, rest)) => (word, words(rest.trim_end_matches(')'))),
                        None => (w, Vec::new()),
                    };
                    Avoid {
                        language: l.trim().to_owned(),
                        word: word.trim().to_lowercase(),
                        unless,
                    }
                })
                .collect();
            (r[0].clone(), words(&r[1]), stems, avoid)
        })
        .collect();
    let exceptions = table(&readme, "## Exceptions")[1..]
        .iter()
        .map(|r| (r[0].clone(), r[1].clone(), r[2].clone()))
        .collect();
    Glossary {
        languages,
        rows: terms,
        exceptions,
    }
}

/// Where the translations break the glossary: each (message, language, what).
fn glossary_breaches(read: impl Fn(&str) -> BTreeMap<String, String>) -> Vec<String> {
    let g = glossary();
    let english = read("en");
    let mut found = Vec::new();
    for (k, lang) in g.languages.iter().enumerate() {
        let texts = read(lang);
        for (term, checked, stems, avoid) in &g.rows {
            let excepted = |id: &str| {
                g.exceptions
                    .contains(&(id.to_owned(), lang.clone(), term.clone()))
            };
            for (id, text) in &texts {
                if excepted(id) {
                    continue;
                }
                let says = |words: &[String]| {
                    words
                        .iter()
                        .any(|w| english.get(id).is_some_and(|e| has_word(e, w)))
                };
                let uses = says(checked);
                if uses && !stems[k].is_empty() && !stems[k].iter().any(|s| has_stem(text, s)) {
                    found.push(format!(
                        "{lang} {id}: says \"{term}\" without {:?}",
                        stems[k]
                    ));
                }
                for a in avoid {
                    let applies = a.unless.is_empty() || (uses && !says(&a.unless));
                    if a.language == *lang && applies && has_stem(text, &a.word) {
                        found.push(format!("{lang} {id}: uses \"{}\" for \"{term}\"", a.word));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn translations_keep_to_the_glossary() {
    let found = glossary_breaches(texts);
    assert!(
        found.is_empty(),
        "against locales/README.md:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_glossary_check_catches_a_word_said_another_way() {
    // The Danish sheet with "remis" for a draw, and an Icelandic "skák".
    let found = glossary_breaches(|tag| {
        let mut t = texts(tag);
        match tag {
            "da" => {
                t.insert("outcome-draw".into(), "Remis: { $reason }".into());
            }
            "is" => {
                t.insert("button-new-game".into(), "Ný skák".into());
            }
            _ => {}
        }
        t
    });
    assert!(
        found.iter().any(|f| f.starts_with("da outcome-draw")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|f| f.starts_with("is button-new-game")),
        "{found:?}"
    );
}

#[test]
fn the_glossary_check_catches_a_game_called_a_move() {
    // Icelandic as it was: "leikur" (a move) for a game, "Konungur" for
    // the piece, a move said without "leik…".
    let old = [
        ("tool-new-game", "Nýr leikur"),
        ("tool-open", "Opna leik"),
        ("chooser-save", "Vista leikinn"),
        ("chooser-place-games", "Leikir Taflbords"),
        ("help-copenhagen-aim", "Markmið leiksins"),
        ("help-copenhagen-end", "Leikslok"),
        (
            "notice-result-played-past",
            "Leikurinn heldur áfram eftir skráð úrslit ({ $result }).",
        ),
        ("setup-king", "Konungur"),
        ("tool-back", "Einn reit aftur á bak"),
    ];
    let found = glossary_breaches(|tag| {
        let mut t = texts(tag);
        if tag == "is" {
            for (id, text) in old {
                t.insert(id.into(), text.into());
            }
        }
        t
    });
    for (id, _) in old {
        assert!(
            found.iter().any(|f| f.starts_with(&format!("is {id}:"))),
            "{id} not caught: {found:?}"
        );
    }
    // Only the planted texts: the real Icelandic file keeps the glossary.
    assert!(
        found.iter().all(|f| old
            .iter()
            .any(|(id, _)| f.starts_with(&format!("is {id}:")))),
        "{found:?}"
    );
}

#[test]
fn french_puts_a_no_break_space_before_high_punctuation() {
    let mut found = Vec::new();
    for (id, text) in texts("fr") {
        let chars: Vec<char> = text.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let before = i.checked_sub(1).map(|j| chars[j]);
            let next = chars.get(i + 1).copied();
            let high = matches!(c, ':' | ';' | '!' | '?') && next.is_none_or(char::is_whitespace);
            if high && before.is_some_and(|b| b != '\u{a0}' && b != '\u{202f}') {
                found.push(format!("{id}: \"{text}\""));
                break;
            }
            if c == '«' && next == Some(' ') || c == '»' && before == Some(' ') {
                found.push(format!("{id}: guillemets with a plain space"));
                break;
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
