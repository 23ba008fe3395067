//! The library's folders form the layers `src/lib.rs` lists, bottom up:
//! each folder may use only the folders listed before it, and each folder's
//! own doc names exactly the folders it uses ("Depends on …"). Both are
//! read from the source, so an import that breaks the order, or a doc that
//! drifts from the imports, fails here.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The folders in the order `src/lib.rs` states them: its doc's list of
/// ``* [`name`] — …`` (or `` * `name` — …``) lines.
fn stated_order() -> Vec<String> {
    let lib = fs::read_to_string(src().join("lib.rs")).unwrap();
    let order: Vec<String> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("//! * "))
        .filter_map(|l| {
            let name = l.split('—').next()?.trim();
            let name = name.trim_matches(|c| matches!(c, '[' | ']' | '`'));
            Some(name.to_string())
        })
        .collect();
    assert!(order.len() > 5, "src/lib.rs lists no layers: {order:?}");
    order
}

/// Which folder each name re-exported at the crate root comes from
/// (`pub use engine::{Move, …}` makes `crate::Move` the engine's).
fn root_exports() -> BTreeMap<String, String> {
    let lib = fs::read_to_string(src().join("lib.rs")).unwrap();
    let mut exports = BTreeMap::new();
    for statement in lib.split(';') {
        let Some(rest) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let Some((folder, names)) = rest.split_once("::") else {
            continue;
        };
        for name in names.trim_matches(|c| matches!(c, '{' | '}')).split(',') {
            let name = name.trim();
            if !name.is_empty() {
                exports.insert(name.to_string(), folder.trim().to_string());
            }
        }
    }
    exports
}

/// The text of a file without its comments (doc links are not imports).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(k) if !l[..k].contains('"') => &l[..k],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first path segment of each item of a `{…}` group, at the group's
/// own depth (`{Side, bot::Limits, engine::{a, b}}` gives Side, bot, engine).
fn group_heads(group: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut item = String::new();
    for c in group.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => heads.push(std::mem::take(&mut item)),
            _ if depth == 0 => item.push(c),
            _ => {}
        }
    }
    heads.push(item);
    heads
        .into_iter()
        .filter_map(|i| {
            let head = i.trim().split("::").next()?.trim().to_string();
            (!head.is_empty()).then_some(head)
        })
        .collect()
}

/// The crate-root names a file's code reaches: `crate::x` paths and the
/// heads of `crate::{…}` groups.
fn crate_names(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = code;
    while let Some(k) = rest.find("crate::") {
        let before = rest[..k].chars().next_back();
        rest = &rest[k + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `mycrate::`, not ours
        }
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(group.len(), |(k, _)| k);
            names.extend(group_heads(&group[..end]));
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.push(name);
        }
    }
    names
}

fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// Each folder the given folder's code uses, with a file that uses it.
fn uses_of(folder: &str, exports: &BTreeMap<String, String>) -> BTreeMap<String, PathBuf> {
    let mut files = Vec::new();
    rust_files(&src().join(folder), &mut files);
    let mut uses = BTreeMap::new();
    for file in files {
        let code = code_of(&fs::read_to_string(&file).unwrap());
        for name in crate_names(&code) {
            let used = exports.get(&name).cloned().unwrap_or(name);
            if used != folder {
                uses.entry(used).or_insert_with(|| file.clone());
            }
        }
    }
    uses
}

/// The folders a folder's doc says it depends on: the `crate::x` links of
/// its "Depends on …" sentence, and "the engine".
fn stated_uses(folder: &str) -> Option<BTreeSet<String>> {
    let text = fs::read_to_string(src().join(folder).join("mod.rs")).unwrap();
    let doc: Vec<&str> = text
        .lines()
        .map_while(|l| l.strip_prefix("//!"))
        .map(str::trim)
        .collect();
    let doc = doc.join(" ");
    let start = doc.find("Depends on ")?;
    let sentence = &doc[start..];
    let sentence = sentence.find(". ").map_or(sentence, |end| &sentence[..end]);
    let mut stated = BTreeSet::new();
    if sentence.contains("the engine") {
        stated.insert("engine".to_string());
    }
    let mut rest = sentence;
    while let Some(k) = rest.find("crate::") {
        rest = &rest[k + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        stated.insert(name);
    }
    Some(stated)
}

#[test]
fn no_folder_uses_a_layer_listed_after_it() {
    let order = stated_order();
    let exports = root_exports();
    let mut wrong = Vec::new();
    for (k, folder) in order.iter().enumerate() {
        for (used, file) in uses_of(folder, &exports) {
            match order.iter().position(|f| *f == used) {
                Some(at) if at < k => {}
                Some(_) => wrong.push(format!(
                    "{}: {folder} uses {used}, a layer src/lib.rs lists after it",
                    file.display()
                )),
                None => wrong.push(format!(
                    "{}: {folder} uses crate::{used}, which is not a folder src/lib.rs lists",
                    file.display()
                )),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_folder_doc_names_what_the_folder_uses() {
    let exports = root_exports();
    let mut wrong = Vec::new();
    for folder in stated_order() {
        let used: BTreeSet<String> = uses_of(&folder, &exports).into_keys().collect();
        match stated_uses(&folder) {
            None if folder == "engine" => assert!(used.is_empty(), "the engine uses {used:?}"),
            None => wrong.push(format!(
                "src/{folder}/mod.rs has no \"Depends on …\" sentence"
            )),
            Some(stated) if stated != used => wrong.push(format!(
                "src/{folder}/mod.rs says it depends on {stated:?}; its code uses {used:?}"
            )),
            Some(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_reader_sees_grouped_and_inline_paths() {
    let code = code_of(
        "use crate::{Side, bot::Limits, engine::{a, b}};\n\
         // use crate::store::x; a comment, not an import\n\
         fn f() { crate::clock::Clock::new(); mycrate::x(); }",
    );
    assert_eq!(crate_names(&code), ["Side", "bot", "engine", "clock"]);
}
