//! Pictures of positions (PNG) and games (GIF), the `picture` command and
//! the app icon files.

mod common;

use image::codecs::gif::GifDecoder;
use image::{AnimationDecoder, Rgba, RgbaImage};
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use taflbord::notation::sheet_move::Perspective;
use taflbord::record::GameRecord;
use taflbord::record::sheet;
use taflbord::render::board_style::BoardStyle;
use taflbord::render::picture::{self, PictureOptions};
use taflbord::{Move, Piece, Position, Side, Square};

fn decode_png(bytes: &[u8]) -> RgbaImage {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("the PNG decodes")
        .to_rgba8()
}

/// The pixel at fractions `(fx, fy)` across a square, from the same layout
/// the pictures use: whole-pixel squares of ⌊size / (n + 1)⌋ with half a
/// square of margin for the coordinates, the board centred.
fn pixel(img: &RgbaImage, sq: Square, n: u8, flipped: bool, (fx, fy): (f64, f64)) -> Rgba<u8> {
    let size = img.width();
    let s = size / (u32::from(n) + 1);
    let offset = (size - s * u32::from(n)) / 2;
    let (mut c, mut r) = (u32::from(sq.col()), u32::from(sq.row()));
    if flipped {
        c = u32::from(n) - 1 - c;
        r = u32::from(n) - 1 - r;
    }
    let top = u32::from(n) - 1 - r;
    let at = |f: f64| (f * f64::from(s)) as u32;
    *img.get_pixel(offset + c * s + at(fx), offset + top * s + at(fy))
}

/// The centre pixel of a square.
fn centre(img: &RgbaImage, sq: Square, n: u8, flipped: bool) -> Rgba<u8> {
    pixel(img, sq, n, flipped, (0.5, 0.5))
}

fn luma(p: Rgba<u8>) -> u32 {
    (299 * u32::from(p[0]) + 587 * u32::from(p[1]) + 114 * u32::from(p[2])) / 1000
}

fn distance(a: Rgba<u8>, b: Rgba<u8>) -> u32 {
    (0..3).map(|k| u32::from(a[k].abs_diff(b[k]))).sum()
}

/// The first legal move of a piece other than the king.
fn soldier_move(pos: &Position) -> Move {
    *pos.legal_moves()
        .iter()
        .find(|m| pos.piece_at(m.from) != Some(Piece::King))
        .expect("soldiers can move")
}

#[test]
fn position_pngs_have_the_size_asked_for_and_show_the_pieces() {
    let cases = [
        ("copenhagen", 640, BoardStyle::Wood, false),
        ("tablut", 333, BoardStyle::Stone, true),
        ("brandubh", 100, BoardStyle::Paper, false),
        ("alea19", 1000, BoardStyle::Wood, true),
    ];
    for (id, size, style, flipped) in cases {
        let mut pos = Position::new(common::variant(id));
        if pos.turn() == Side::Defenders {
            // Tablut: the defenders open; the attackers' dark pieces are
            // easier to tell from the squares.
            pos.play(soldier_move(&pos)).unwrap();
        }
        let n = pos.size();
        let opts = PictureOptions {
            size,
            style,
            coordinates: true,
            flipped,
        };
        let before = decode_png(&picture::position_png(&pos, None, &opts).unwrap());
        assert_eq!(before.dimensions(), (size, size), "{id}");
        let mv = soldier_move(&pos);
        let played = pos.play(mv).unwrap();
        let after = decode_png(&picture::position_png(&pos, Some(&played), &opts).unwrap());
        assert_eq!(after.dimensions(), (size, size), "{id}");

        // The attacker's square: empty board before, a dark piece after.
        let (empty, piece) = (
            centre(&before, mv.to, n, flipped),
            centre(&after, mv.to, n, flipped),
        );
        assert!(
            luma(empty) > 120,
            "{id}: {:?} empty is light, {empty:?}",
            mv.to
        );
        assert!(
            luma(piece) < 100,
            "{id}: {:?} attacker is dark, {piece:?}",
            mv.to
        );
        // The square it left: the piece gone, the last move's mark there.
        let (was, left) = (
            centre(&before, mv.from, n, flipped),
            centre(&after, mv.from, n, flipped),
        );
        assert!(
            luma(was) < 100 && luma(left) > 120,
            "{id}: {was:?} {left:?}"
        );
        // The king stands out in gold (more red than blue), below his crown.
        let king = pixel(&after, pos.king().unwrap(), n, flipped, (0.5, 0.8));
        assert!(
            u32::from(king[0]) > u32::from(king[2]) + 60,
            "{id}: king {king:?}"
        );
    }
}

#[test]
fn styles_and_flipping_change_the_picture() {
    let pos = Position::new(common::variant("copenhagen"));
    let opts = PictureOptions {
        size: 200,
        ..PictureOptions::default()
    };
    let wood = decode_png(&picture::position_png(&pos, None, &opts).unwrap());
    let stone = picture::position_png(
        &pos,
        None,
        &PictureOptions {
            style: BoardStyle::Stone,
            ..opts
        },
    )
    .unwrap();
    let stone = decode_png(&stone);
    let a1 = Square::new(0, 0);
    assert!(distance(centre(&wood, a1, 11, false), centre(&stone, a1, 11, false)) > 30);
    // Flipped, a1's corner is at the top right; the bottom left shows k11.
    let flipped = PictureOptions {
        flipped: true,
        ..opts
    };
    let turned = decode_png(&picture::position_png(&pos, None, &flipped).unwrap());
    assert_eq!(
        centre(&turned, a1, 11, true),
        centre(&wood, a1, 11, false),
        "the same square has the same colour wherever it is drawn"
    );
}

/// A short game: the first legal move, each turn, `plies` times.
fn short_game(id: &str, plies: usize) -> GameRecord {
    let mut record = GameRecord::new(common::variant(id));
    for _ in 0..plies {
        let mv = record.position().legal_moves()[0];
        record.play(mv).unwrap();
    }
    record
}

#[test]
fn the_game_gif_has_a_frame_per_position() {
    let record = short_game("brandubh", 6);
    let opts = PictureOptions {
        size: 160,
        ..PictureOptions::default()
    };
    let bytes = picture::game_gif(&record, &opts, 300).unwrap();
    assert_eq!(&bytes[..6], b"GIF89a");
    let frames = GifDecoder::new(Cursor::new(bytes))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 7);
    for f in &frames {
        assert_eq!(f.buffer().dimensions(), (160, 160));
    }
    let ms = |k: usize| {
        let (num, den) = frames[k].delay().numer_denom_ms();
        num / den
    };
    assert_eq!((ms(0), ms(5), ms(6)), (300, 300, 900));
    assert_ne!(frames[0].buffer(), frames[6].buffer());
    // The first move's piece has left its square.
    let first = record.node(record.main_line()[1]).mv().unwrap();
    let from = |k: usize| centre(frames[k].buffer(), first.from, 7, false);
    assert!(
        distance(from(0), from(1)) > 60,
        "{:?} {:?}",
        from(0),
        from(1)
    );
}

#[test]
fn a_game_without_moves_is_one_frame() {
    let record = short_game("tablut", 0);
    let opts = PictureOptions {
        size: 64,
        ..PictureOptions::default()
    };
    let bytes = picture::game_gif(&record, &opts, 500).unwrap();
    let frames = GifDecoder::new(Cursor::new(bytes))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 1);
}

#[test]
fn render_svg_scales_to_the_size_asked_for() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
        <rect width="10" height="10" fill="#ff0000"/></svg>"##;
    for (w, h) in [(16, 16), (40, 20)] {
        let img = picture::render_svg(svg, w, h).unwrap();
        assert_eq!(img.dimensions(), (w, h));
        assert_eq!(*img.get_pixel(w / 2, h / 2), Rgba([255, 0, 0, 255]));
    }
    // Wider than the drawing: transparent at the sides.
    let img = picture::render_svg(svg, 40, 20).unwrap();
    assert_eq!(img.get_pixel(1, 10)[3], 0);
    assert!(picture::render_svg(svg, 0, 10).is_err());
}

fn icon_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon")
}

#[test]
fn icon_pngs_exist_at_every_size() {
    assert!(icon_dir().join("taflbord.svg").is_file());
    for size in [16, 24, 32, 48, 64, 128, 256, 512] {
        let path = icon_dir().join(format!("hicolor/{size}/taflbord.png"));
        let img = image::open(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .to_rgba8();
        assert_eq!(img.dimensions(), (size, size), "{}", path.display());
        // Transparent corners around an opaque middle.
        assert!(img.get_pixel(0, 0)[3] < 64, "{size}: corner");
        assert_eq!(img.get_pixel(size / 2, size / 2)[3], 255, "{size}: middle");
    }
}

// The command line.

fn taflbord(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taflbord"))
        .args(args)
        .output()
        .expect("taflbord runs")
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("taflbord-pictures-{}-{name}", std::process::id()))
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn picture_command_writes_png_and_gif() {
    let record = short_game("copenhagen", 5);
    let game = temp("game.tafl");
    std::fs::write(&game, sheet::write(&record, Perspective::Attackers)).unwrap();
    let game = game.to_str().unwrap();

    let png = temp("pos.png");
    let out = taflbord(&[
        "picture",
        game,
        "--out",
        png.to_str().unwrap(),
        "--size",
        "300",
        "--style",
        "stone",
        "--ply",
        "2",
        "--flip",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let img = decode_png(&std::fs::read(&png).unwrap());
    assert_eq!(img.dimensions(), (300, 300));
    // At ply 2 the third move's piece has not moved yet.
    let third = record.node(record.main_line()[3]).mv().unwrap();
    assert!(luma(centre(&img, third.to, 11, true)) > 120);

    let gif = temp("game.gif");
    let out = taflbord(&[
        "picture",
        game,
        "--out",
        gif.to_str().unwrap(),
        "--size",
        "120",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let frames = GifDecoder::new(Cursor::new(std::fs::read(&gif).unwrap()))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 6);
    assert_eq!(frames[0].buffer().dimensions(), (120, 120));

    // A ply past the end of the game.
    let out = taflbord(&[
        "picture",
        game,
        "--out",
        png.to_str().unwrap(),
        "--ply",
        "9",
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains(game) && err.contains("has 5 plies, there is no ply 9"),
        "{err}"
    );
    for f in [&png, &gif] {
        let _ = std::fs::remove_file(f);
    }
    let _ = std::fs::remove_file(game);
}

#[test]
fn picture_command_names_the_bad_file() {
    let bad = temp("bad.tafl");
    std::fs::write(&bad, "this is not a record sheet\n").unwrap();
    let png = temp("bad.png");
    let out = taflbord(&[
        "picture",
        bad.to_str().unwrap(),
        "--out",
        png.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("taflbord: ") && err.contains(bad.to_str().unwrap()),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    assert!(!png.exists());

    let missing = temp("missing.otg");
    let out = taflbord(&[
        "picture",
        missing.to_str().unwrap(),
        "--out",
        png.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("missing.otg") && err.contains("cannot read"),
        "{err}"
    );

    let out = taflbord(&["picture", bad.to_str().unwrap(), "--out", "picture.jpg"]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("picture.jpg") && err.contains(".png"), "{err}");
    let _ = std::fs::remove_file(bad);
}
