//! The rules help of every built-in variant: it parses, every diagram is a
//! position of its own variant, and every diagram's move does on the engine
//! exactly what the help says it does.

use std::sync::Arc;
use taflbord::i18n::locale::{LANGUAGES, Locale};
use taflbord::learn::rules_help::{self, Expect, HelpError, RulesHelp};
use taflbord::{Side, Variant, built_ins};

fn help_of(variant: &Variant) -> RulesHelp {
    help_in(variant, &Locale::new("en"))
}

fn help_in(variant: &Variant, locale: &Locale) -> RulesHelp {
    match rules_help::rules_help(variant.id(), locale) {
        Some(Ok(h)) => h,
        Some(Err(e)) => panic!("{e}"),
        None => panic!("built-in variant {} has no rules help", variant.id()),
    }
}

#[test]
fn every_built_in_variant_has_help_that_parses() {
    for v in built_ins() {
        let h = help_of(v);
        assert!(!h.title.trim().is_empty(), "{}: empty title", v.id());
        assert!(
            (2..=4).contains(&h.history.len()),
            "{}: history has {} paragraphs, expected 2 to 4",
            v.id(),
            h.history.len()
        );
    }
    // And no help file is left over for a variant that does not exist.
    let mut ids: Vec<&str> = rules_help::help_ids().collect();
    let mut variants: Vec<&str> = built_ins().iter().map(|v| v.id()).collect();
    ids.sort_unstable();
    variants.sort_unstable();
    assert_eq!(ids, variants);
}

#[test]
fn user_variants_have_no_help() {
    assert!(rules_help::rules_help("my-own-tafl", &Locale::new("en")).is_none());
}

#[test]
fn every_language_has_the_whole_help_and_the_same_diagrams() {
    for v in built_ins() {
        let english = help_of(v);
        for language in &LANGUAGES {
            let h = help_in(v, &Locale::new(language.tag));
            let shape = |h: &RulesHelp| -> Vec<(usize, usize)> {
                h.sections
                    .iter()
                    .map(|s| (s.paragraphs.len(), s.diagrams.len()))
                    .collect()
            };
            assert_eq!(shape(&h), shape(&english), "{} in {}", v.id(), language.tag);
            assert_eq!(
                h.history.len(),
                english.history.len(),
                "{} in {}",
                v.id(),
                language.tag
            );
            // A message id showing instead of words means a message is missing.
            let texts = h.sections.iter().flat_map(|s| {
                std::iter::once(&s.heading)
                    .chain(&s.paragraphs)
                    .chain(s.diagrams.iter().map(|d| &d.caption))
            });
            for t in texts.chain(&h.history).chain([&h.title]) {
                assert!(
                    !t.starts_with("help-"),
                    "{} in {}: {t}",
                    v.id(),
                    language.tag
                );
            }
        }
    }
}

#[test]
fn no_section_or_paragraph_is_empty() {
    for v in built_ins() {
        let h = help_of(v);
        assert!(!h.sections.is_empty(), "{}: no sections", v.id());
        for p in &h.history {
            assert!(!p.trim().is_empty(), "{}: empty history paragraph", v.id());
        }
        for s in &h.sections {
            assert!(
                !s.heading.trim().is_empty(),
                "{}: a section has no heading",
                v.id()
            );
            assert!(
                !s.paragraphs.is_empty() && s.paragraphs.iter().all(|p| !p.trim().is_empty()),
                "{}: section “{}” has no text or an empty paragraph",
                v.id(),
                s.heading
            );
            for d in &s.diagrams {
                assert!(
                    !d.caption.trim().is_empty(),
                    "{}: a diagram of “{}” has no caption",
                    v.id(),
                    s.heading
                );
            }
        }
    }
}

#[test]
fn every_diagram_is_a_position_of_its_variant() {
    let mut failures = Vec::new();
    for v in built_ins() {
        for d in help_of(v).diagrams() {
            match d.position(v) {
                Ok((pos, mv)) => {
                    assert_eq!(pos.size(), v.size());
                    assert_eq!(mv.is_some(), d.mv.is_some());
                }
                Err(e) => failures.push(e.to_string()),
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn every_expectation_holds_on_the_engine() {
    let mut failures = Vec::new();
    let mut count = 0;
    for v in built_ins() {
        for d in help_of(v).diagrams() {
            count += 1;
            if let Err(e) = d.check(v) {
                failures.push(e.to_string());
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    assert!(count >= 8 * 4, "only {count} diagrams in all");
}

#[test]
fn each_variant_shows_a_capture_a_king_capture_and_a_win() {
    for v in built_ins() {
        let h = help_of(v);
        let has = |f: &dyn Fn(&Expect) -> bool| h.diagrams().any(|d| f(&d.expect));
        assert!(
            has(&|e| matches!(e, Expect::Captures(c) if !c.is_empty())),
            "{}: no capture diagram",
            v.id()
        );
        // Under "watch your king" the king is never left open to capture:
        // the attackers take him by mate instead.
        let watch = v.rules().watch_your_king;
        assert!(
            has(&|e| *e == Expect::KingCaptured || (watch && *e == Expect::Win(Side::Attackers))),
            "{}: no diagram of the king's capture",
            v.id()
        );
        assert!(
            has(&|e| matches!(e, Expect::KingEscapes | Expect::Win(Side::Defenders))),
            "{}: no diagram of the defenders' win",
            v.id()
        );
        let n = h.diagrams().count();
        assert!((4..=14).contains(&n), "{}: {n} diagrams", v.id());
    }
}

#[test]
fn a_diagram_that_claims_too_much_fails() {
    let v: Arc<Variant> = Variant::built_in("copenhagen").unwrap();
    let h = help_of(&v);
    let capture = h
        .diagrams()
        .find(|d| matches!(&d.expect, Expect::Captures(c) if !c.is_empty()))
        .expect("Copenhagen shows a capture");
    capture.check(&v).unwrap();

    // The same move claimed to take nothing, or to take something else.
    let mut wrong = capture.clone();
    wrong.expect = Expect::NoCapture;
    let err = wrong.check(&v).unwrap_err();
    let HelpError::Diagram {
        variant,
        section,
        caption,
        reason,
    } = &err
    else {
        panic!("{err}")
    };
    assert_eq!(variant, "copenhagen");
    assert_eq!(section, capture.section());
    assert_eq!(caption, &capture.caption);
    assert!(reason.contains("captures"), "{reason}");
    let text = err.to_string();
    assert!(text.contains("assets/help/copenhagen.ron") && text.contains(&capture.caption));

    wrong.expect = Expect::Captures(vec!["a2".into()]);
    assert!(wrong.check(&v).is_err());
    wrong.expect = Expect::KingCaptured;
    assert!(wrong.check(&v).is_err());
    wrong.expect = Expect::Illegal;
    assert!(wrong.check(&v).is_err());

    // A picture with a move, a move without a picture's promise, a typo.
    wrong.expect = Expect::Nothing;
    assert!(wrong.check(&v).is_err());
    let mut no_move = capture.clone();
    no_move.mv = None;
    assert!(no_move.check(&v).is_err());
    let mut typo = capture.clone();
    typo.mv = Some("z9-z1".into());
    assert!(typo.position(&v).is_err());

    // The right rows on the wrong board.
    let small = Variant::built_in("brandubh").unwrap();
    let err = capture.position(&small).unwrap_err();
    assert!(err.to_string().contains("not a position"), "{err}");
}

#[test]
fn an_illegal_move_must_break_a_rule_not_the_diagram() {
    let v = Variant::built_in("copenhagen").unwrap();
    let h = help_of(&v);
    let capture = h
        .diagrams()
        .find(|d| matches!(&d.expect, Expect::Captures(_)))
        .unwrap();
    let (pos, mv) = capture.position(&v).unwrap();
    let mv = mv.unwrap();
    // Moving the other side's piece is no rule worth a diagram.
    let mut wrong = capture.clone();
    wrong.turn = pos.turn().other();
    wrong.expect = Expect::Illegal;
    let err = wrong.check(&v).unwrap_err();
    assert!(err.to_string().contains("only because"), "{err}");
    // A move from an empty square neither.
    wrong.turn = pos.turn();
    wrong.mv = Some(format!("{}-{}", mv.to, mv.from));
    assert!(wrong.check(&v).is_err());
}

/// The screen in the app, without a window: every built-in variant's help
/// shows its title, and the way back works.
#[cfg(feature = "app")]
#[test]
fn the_app_shows_the_rules_of_every_variant() {
    use iced_test::core::Settings;
    use iced_test::simulator::Simulator;
    use taflbord::app::screen;
    use taflbord::app::{App, Folders, Message};

    let (mut app, _) = App::starting(Folders::none(), None, "en");
    for v in built_ins() {
        let _ = app.update(Message::Game(screen::game::Message::ShowRules(
            v.id().to_string(),
        )));
        let title = help_of(v).title;
        let mut ui = Simulator::with_size(
            Settings::default(),
            iced::Size::new(1180.0, 780.0),
            app.view(),
        );
        assert!(ui.find(title.as_str()).is_ok(), "{}: no title", v.id());
        ui.click("Back to the game").expect("a way back");
        let sent: Vec<Message> = ui.into_messages().collect();
        assert!(
            sent.iter()
                .any(|m| matches!(m, Message::Rules(screen::rules::Message::Back))),
            "{}: {sent:?}",
            v.id()
        );
    }
}
