//! Pictures of positions and games: an SVG drawn like the app's board
//! ([`position_svg`]), rendered with resvg to PNG ([`position_png`]) or to
//! an animated GIF of a game's main line ([`game_gif`]).
//!
//! The board shares its palette ([`BoardStyle`]), its proportions and the
//! piece art (`assets/pieces/*.svg`) with the app, so a picture looks like
//! the game on screen.

use crate::record::GameRecord;
use crate::render::board_style::{BoardStyle, Palette, Rgba};
use crate::{Piece, Played, Position, Square};
use image::codecs::gif::{GifEncoder, Repeat};
use image::codecs::png::PngEncoder;
use image::{Delay, Frame, ImageEncoder, RgbaImage};
use resvg::{tiny_skia, usvg};
use std::fmt::{self, Write as _};
use std::ops::ControlFlow;
use std::sync::{Arc, LazyLock};
use std::time::Duration;

/// The smallest and largest side of a position picture, in pixels. Below
/// the smallest a big board has no room for its squares; the largest keeps
/// a picture's memory (4 bytes a pixel) well under 100 MB.
pub const MIN_SIZE: u32 = 32;
pub const MAX_SIZE: u32 = 4096;

/// How to draw a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PictureOptions {
    /// Width and height of the (square) picture, in pixels.
    pub size: u32,
    pub style: BoardStyle,
    /// Letters, row and column numbers around the board.
    pub coordinates: bool,
    /// Seen from the defenders' side of the table.
    pub flipped: bool,
}

impl Default for PictureOptions {
    fn default() -> Self {
        PictureOptions {
            size: 640,
            style: BoardStyle::Wood,
            coordinates: true,
            flipped: false,
        }
    }
}

/// Why a picture could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureError {
    /// The requested size is zero, too small for a board, or too large.
    Size { width: u32, height: u32 },
    /// resvg could not read the SVG.
    Svg(String),
    /// Encoding the PNG or GIF failed.
    Encode {
        format: &'static str,
        message: String,
    },
}

impl fmt::Display for PictureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PictureError::Size { width, height } => write!(
                f,
                "cannot make a picture of {width} × {height} pixels \
                 (boards are drawn from {MIN_SIZE} to {MAX_SIZE} pixels)"
            ),
            PictureError::Svg(message) => write!(f, "cannot read the picture's SVG: {message}"),
            PictureError::Encode { format, message } => {
                write!(f, "cannot encode the {format}: {message}")
            }
        }
    }
}

impl std::error::Error for PictureError {}

fn check_size(size: u32) -> Result<(), PictureError> {
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(())
    } else {
        Err(PictureError::Size {
            width: size,
            height: size,
        })
    }
}

/// Where the board and its squares lie in the picture, in pixels. Whole
/// pixels, so that squares and grid lines come out sharp.
struct Layout {
    x: f64,
    y: f64,
    square: f64,
    n: u8,
    flipped: bool,
}

impl Layout {
    fn new(size: u32, n: u8, opts: &PictureOptions) -> Layout {
        // As in the app: half a square on each side for the coordinates.
        // Without them a thin rim is enough to frame the board.
        let rim = if opts.coordinates { 1.0 } else { 0.25 };
        let size = f64::from(size);
        let square = (size / (f64::from(n) + rim)).floor().max(1.0);
        let board = square * f64::from(n);
        let offset = ((size - board) / 2.0).floor();
        Layout {
            x: offset,
            y: offset,
            square,
            n,
            flipped: opts.flipped,
        }
    }

    /// Top-left corner of a square.
    fn corner(&self, sq: Square) -> (f64, f64) {
        let (mut c, mut r) = (sq.col(), sq.row());
        if self.flipped {
            c = self.n - 1 - c;
            r = self.n - 1 - r;
        }
        let top = self.n - 1 - r;
        (
            self.x + f64::from(c) * self.square,
            self.y + f64::from(top) * self.square,
        )
    }

    fn centre(&self, sq: Square) -> (f64, f64) {
        let (x, y) = self.corner(sq);
        (x + self.square / 2.0, y + self.square / 2.0)
    }
}

/// `fill="#rrggbb"`, with `fill-opacity` when the colour is see-through
/// (spelled out rather than `#rrggbbaa`, which not every reader knows).
fn paint(attr: &str, c: Rgba) -> String {
    let opaque = Rgba(c.0, c.1, c.2, 255).hex();
    if c.3 == 255 {
        format!(r#"{attr}="{opaque}""#)
    } else {
        let alpha = f64::from(c.3) / 255.0;
        format!(r#"{attr}="{opaque}" {attr}-opacity="{alpha:.3}""#)
    }
}

/// The piece art as `<symbol>`s, drawn with `<use>`: each piece file is
/// included once however many pieces stand. Ids inside a file (all three
/// name their gradient `body`) get the piece's name in front so they stay
/// apart in one document.
static PIECE_SYMBOLS: LazyLock<String> = LazyLock::new(|| {
    [
        ("attacker", include_str!("../../assets/pieces/attacker.svg")),
        ("defender", include_str!("../../assets/pieces/defender.svg")),
        ("king", include_str!("../../assets/pieces/king.svg")),
    ]
    .into_iter()
    .map(|(name, svg)| symbol(name, svg))
    .collect()
});

fn symbol(name: &str, svg: &str) -> String {
    let start = svg.find("<svg").unwrap_or(0);
    let open_end = svg[start..].find('>').map_or(svg.len(), |k| start + k + 1);
    let open = &svg[start..open_end];
    let view_box = attribute(open, "viewBox").unwrap_or("0 0 100 100");
    let body_end = svg.rfind("</svg>").unwrap_or(svg.len()).max(open_end);
    let mut body = svg[open_end..body_end].to_string();
    let mut ids = Vec::new();
    let mut rest = body.as_str();
    while let Some(k) = rest.find(" id=\"") {
        rest = &rest[k + 5..];
        if let Some(end) = rest.find('"') {
            ids.push(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    for id in ids {
        body = body
            .replace(&format!("id=\"{id}\""), &format!("id=\"{name}-{id}\""))
            .replace(&format!("url(#{id})"), &format!("url(#{name}-{id})"))
            .replace(
                &format!("href=\"#{id}\""),
                &format!("href=\"#{name}-{id}\""),
            );
    }
    format!(r#"<symbol id="{name}" viewBox="{view_box}">{body}</symbol>"#)
}

fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let k = tag.find(&key)? + key.len();
    let len = tag[k..].find('"')?;
    Some(&tag[k..k + len])
}

/// The font family for coordinates; [`FONTS`] makes sure `sans-serif`
/// names a font that is really there.
const FONT: &str = "DejaVu Sans, sans-serif";

/// The system's fonts, loaded once: resvg draws text only with the fonts
/// it is given. With none at all, pictures come out without lettering.
static FONTS: LazyLock<Arc<usvg::fontdb::Database>> = LazyLock::new(|| {
    let mut db = usvg::fontdb::Database::new();
    db.load_system_fonts();
    // fontdb takes `sans-serif` to mean Arial, which Linux systems often
    // lack; point it at a common free font, or else at any font found.
    let wanted = [
        "DejaVu Sans",
        "Noto Sans",
        "Liberation Sans",
        "Arial",
        "Helvetica",
        "Segoe UI",
    ];
    let has = |family: &str| {
        db.faces()
            .any(|f| f.families.iter().any(|(name, _)| name == family))
    };
    let found = wanted
        .iter()
        .find(|f| has(f))
        .map(|f| f.to_string())
        .or_else(|| {
            db.faces()
                .next()
                .and_then(|f| f.families.first().map(|(name, _)| name.clone()))
        });
    if let Some(family) = found {
        db.set_sans_serif_family(family);
    }
    Arc::new(db)
});

/// An SVG picture of `pos`, drawn like the app's board: squares, special
/// squares with their cross, camps, the last move and its captures, grid,
/// pieces and (when asked) coordinates. The view box is `opts.size` pixels
/// square.
pub fn position_svg(pos: &Position, last: Option<&Played>, opts: &PictureOptions) -> String {
    let size = opts.size.max(1);
    let palette: Palette = opts.style.palette(false);
    let variant = pos.variant();
    let n = pos.size();
    let layout = Layout::new(size, n, opts);
    let s = layout.square;
    let mut svg = String::with_capacity(16 * 1024);
    // Writing to a String cannot fail.
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">"#
    );
    let _ = write!(svg, "<defs>{}</defs>", *PIECE_SYMBOLS);
    let _ = write!(
        svg,
        r#"<rect width="{size}" height="{size}" {}/>"#,
        paint("fill", palette.background)
    );

    // Squares, crisp so that neighbours meet without a seam.
    svg.push_str(r#"<g shape-rendering="crispEdges">"#);
    let mut crosses = String::new();
    for row in 0..n {
        for col in 0..n {
            let sq = Square::new(col, row);
            let (x, y) = layout.corner(sq);
            let special = variant.is_throne(sq) || variant.is_restricted_corner(sq);
            let fill = if special {
                palette.special
            } else if variant.camp(sq).is_some() {
                palette.camp
            } else if (col + row) % 2 == 0 {
                palette.dark
            } else {
                palette.light
            };
            let _ = write!(
                svg,
                r#"<rect x="{x}" y="{y}" width="{s}" height="{s}" {}/>"#,
                paint("fill", fill)
            );
            if special {
                // A cross marks the squares only the king may use.
                let inset = s * 0.3;
                let (a, b, c, d) = (x + inset, x + s - inset, y + inset, y + s - inset);
                let _ = write!(
                    crosses,
                    "M{a:.2} {c:.2}L{b:.2} {d:.2}M{b:.2} {c:.2}L{a:.2} {d:.2}"
                );
            }
        }
    }
    if let Some(played) = last {
        for sq in [played.mv.from, played.mv.to] {
            let (x, y) = layout.corner(sq);
            let _ = write!(
                svg,
                r#"<rect x="{x}" y="{y}" width="{s}" height="{s}" {}/>"#,
                paint("fill", palette.last_move)
            );
        }
    }
    svg.push_str("</g>");
    if !crosses.is_empty() {
        let _ = write!(
            svg,
            r#"<path d="{crosses}" fill="none" {} stroke-width="{:.2}"/>"#,
            paint("stroke", palette.special_mark),
            (s * 0.06).max(1.0)
        );
    }
    if let Some(played) = last {
        for c in &played.captures {
            let (cx, cy) = layout.centre(c.square);
            let _ = write!(
                svg,
                r#"<circle cx="{cx}" cy="{cy}" r="{:.2}" {}/>"#,
                s * 0.18,
                paint("fill", palette.captured)
            );
        }
    }

    // Grid lines on whole pixels, without smoothing, so they stay sharp.
    let line = (s / 48.0).round().max(1.0);
    let board = s * f64::from(n);
    let mut grid = String::new();
    for k in 0..=n {
        let o = f64::from(k) * s;
        let _ = write!(
            grid,
            "M{} {}v{board}M{} {}h{board}",
            layout.x + o,
            layout.y,
            layout.x,
            layout.y + o
        );
    }
    let _ = write!(
        svg,
        r#"<path d="{grid}" fill="none" {} stroke-width="{line}" shape-rendering="crispEdges"/>"#,
        paint("stroke", palette.grid)
    );

    for row in 0..n {
        for col in 0..n {
            let sq = Square::new(col, row);
            let Some(piece) = pos.piece_at(sq) else {
                continue;
            };
            let (x, y) = layout.corner(sq);
            let (inset, name) = match piece {
                Piece::King => (s * 0.04, "king"),
                Piece::Attacker => (s * 0.1, "attacker"),
                Piece::Defender => (s * 0.1, "defender"),
            };
            let w = s - 2.0 * inset;
            let _ = write!(
                svg,
                "<use href=\"#{name}\" x=\"{:.2}\" y=\"{:.2}\" width=\"{w:.2}\" height=\"{w:.2}\"/>",
                x + inset,
                y + inset
            );
        }
    }

    if opts.coordinates {
        coordinates(&mut svg, &layout, palette.ink);
    }
    svg.push_str("</svg>\n");
    svg
}

/// Letters along the bottom and row numbers along the left (letter form),
/// column numbers along the top (the record sheet counts columns and rows
/// from 1), as the app writes them.
fn coordinates(svg: &mut String, layout: &Layout, ink: Rgba) {
    let n = layout.n;
    let s = layout.square;
    let font = (s * 0.32).max(6.0);
    let _ = write!(
        svg,
        r#"<g font-family="{FONT}" font-size="{font:.1}" text-anchor="middle" dominant-baseline="central" {}>"#,
        paint("fill", ink)
    );
    let mut text = |x: f64, y: f64, content: String| {
        let _ = write!(svg, r#"<text x="{x:.1}" y="{y:.1}">{content}</text>"#);
    };
    for k in 0..n {
        let idx = if layout.flipped { n - 1 - k } else { k };
        let x = layout.x + (f64::from(k) + 0.5) * s;
        let letter = char::from(b'a' + idx);
        text(
            x,
            layout.y + f64::from(n) * s + s * 0.25,
            letter.to_string(),
        );
        text(x, layout.y - s * 0.25, (idx + 1).to_string());
        let row = if layout.flipped { k + 1 } else { n - k };
        let y = layout.y + (f64::from(k) + 0.5) * s;
        text(layout.x - s * 0.25, y, row.to_string());
    }
    svg.push_str("</g>");
}

/// Renders an SVG document to a `width` × `height` picture, scaled to fit
/// and centred; what the drawing leaves uncovered is transparent.
pub fn render_svg(svg: &str, width: u32, height: u32) -> Result<RgbaImage, PictureError> {
    let options = usvg::Options {
        fontdb: Arc::clone(&FONTS),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| PictureError::Svg(e.to_string()))?;
    let mut pixmap =
        tiny_skia::Pixmap::new(width, height).ok_or(PictureError::Size { width, height })?;
    let size = tree.size();
    let scale = (width as f32 / size.width()).min(height as f32 / size.height());
    let dx = (width as f32 - size.width() * scale) / 2.0;
    let dy = (height as f32 - size.height() * scale) / 2.0;
    let transform = tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, dx, dy);
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    // tiny-skia keeps colours premultiplied by alpha; images want them straight.
    let data: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    RgbaImage::from_raw(width, height, data).ok_or(PictureError::Size { width, height })
}

/// The picture of a position, `opts.size` pixels square.
pub fn position_image(
    pos: &Position,
    last: Option<&Played>,
    opts: &PictureOptions,
) -> Result<RgbaImage, PictureError> {
    check_size(opts.size)?;
    render_svg(&position_svg(pos, last, opts), opts.size, opts.size)
}

/// PNG bytes of a picture.
pub fn png(image: &RgbaImage) -> Result<Vec<u8>, PictureError> {
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes)
        .write_image(
            image.as_raw(),
            image.width(),
            image.height(),
            image::ExtendedColorType::Rgba8,
        )
        .map_err(|e| PictureError::Encode {
            format: "PNG",
            message: e.to_string(),
        })?;
    Ok(bytes)
}

/// The picture of a position as PNG bytes, `opts.size` pixels square.
pub fn position_png(
    pos: &Position,
    last: Option<&Played>,
    opts: &PictureOptions,
) -> Result<Vec<u8>, PictureError> {
    png(&position_image(pos, last, opts)?)
}

/// How hard the GIF encoder works at choosing each frame's 256 colours
/// (1 best and slowest, 30 fastest). The board's flat colours and the
/// pieces' shading look the same at 10 and 30, and 30 takes about 27 ms a
/// frame at 640 pixels (release) against 46 ms at 10.
const GIF_SPEED: i32 = 30;

/// An animated GIF of the game's main line: the start position, then one
/// frame after each move with the move marked, `delay_ms` apart; the last
/// position stays three times as long before the loop starts again.
/// Frames are drawn and encoded one at a time, so memory does not grow
/// with the length of the game.
pub fn game_gif(
    record: &GameRecord,
    opts: &PictureOptions,
    delay_ms: u32,
) -> Result<Vec<u8>, PictureError> {
    let all = game_gif_with(record, opts, delay_ms, |_, _| ControlFlow::Continue(()))?;
    // Told to go on at every frame, the animation is always made.
    Ok(all.unwrap_or_default())
}

/// [`game_gif`], telling `frame_done(done, of)` after each frame; when it
/// answers `Break` the work stops there and nothing is returned.
pub fn game_gif_with(
    record: &GameRecord,
    opts: &PictureOptions,
    delay_ms: u32,
    mut frame_done: impl FnMut(usize, usize) -> ControlFlow<()>,
) -> Result<Option<Vec<u8>>, PictureError> {
    check_size(opts.size)?;
    let encode_error = |e: image::ImageError| PictureError::Encode {
        format: "GIF",
        message: e.to_string(),
    };
    let line = record.main_line();
    let mut bytes = Vec::new();
    {
        let mut encoder = GifEncoder::new_with_speed(&mut bytes, GIF_SPEED);
        encoder.set_repeat(Repeat::Infinite).map_err(encode_error)?;
        for (k, &id) in line.iter().enumerate() {
            let node = record.node(id);
            let image = position_image(node.position(), node.played(), opts)?;
            let ms = if k + 1 == line.len() {
                delay_ms.saturating_mul(3)
            } else {
                delay_ms
            };
            let delay = Delay::from_saturating_duration(Duration::from_millis(u64::from(ms)));
            encoder
                .encode_frame(Frame::from_parts(image, 0, 0, delay))
                .map_err(encode_error)?;
            if frame_done(k + 1, line.len()).is_break() {
                return Ok(None);
            }
        }
        // Dropping the encoder writes the GIF's trailer.
    }
    Ok(Some(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn piece_symbols_keep_their_gradients_apart() {
        let defs = &*PIECE_SYMBOLS;
        for name in ["attacker", "defender", "king"] {
            assert!(defs.contains(&format!(r#"<symbol id="{name}" viewBox="0 0 100 100">"#)));
            assert!(defs.contains(&format!(r#"id="{name}-body""#)));
            assert!(defs.contains(&format!("url(#{name}-body)")));
        }
        assert!(!defs.contains("\"body\"") && !defs.contains("<svg"));
    }

    #[test]
    fn the_svg_draws_every_piece_and_the_coordinates() {
        let pos = Position::new(Variant::built_in("brandubh").unwrap());
        let svg = position_svg(&pos, None, &PictureOptions::default());
        assert_eq!(svg.matches("<use ").count(), 13);
        assert_eq!(svg.matches("<text ").count(), 3 * 7);
        let bare = position_svg(
            &pos,
            None,
            &PictureOptions {
                coordinates: false,
                ..PictureOptions::default()
            },
        );
        assert!(!bare.contains("<text "));
    }

    #[test]
    fn sizes_out_of_range_are_refused() {
        let pos = Position::new(Variant::built_in("brandubh").unwrap());
        for size in [0, 8, MAX_SIZE + 1] {
            let opts = PictureOptions {
                size,
                ..PictureOptions::default()
            };
            let err = position_png(&pos, None, &opts).unwrap_err();
            assert_eq!(
                err,
                PictureError::Size {
                    width: size,
                    height: size
                }
            );
            assert!(err.to_string().contains(&size.to_string()));
        }
    }

    #[test]
    fn bad_svg_is_an_error() {
        assert!(matches!(
            render_svg("<svg", 10, 10),
            Err(PictureError::Svg(_))
        ));
    }
}
