//! The board: a canvas that draws the squares, the variant's special
//! squares, coordinates and pieces, and reports clicks on squares.

use crate::render::board_style::{Palette, Rgba};
use crate::{Move, Piece, Position, Square};
use iced::mouse;
use iced::widget::canvas::{self, Cache, Event, Frame, Geometry, Path, Stroke, Text};
use iced::widget::svg;
use iced::{Color, Point, Rectangle, Renderer, Size, Theme, alignment};
use std::sync::LazyLock;

static ATTACKER: LazyLock<svg::Handle> = LazyLock::new(|| {
    svg::Handle::from_memory(include_bytes!("../../../assets/pieces/attacker.svg"))
});
static DEFENDER: LazyLock<svg::Handle> = LazyLock::new(|| {
    svg::Handle::from_memory(include_bytes!("../../../assets/pieces/defender.svg"))
});
static KING: LazyLock<svg::Handle> =
    LazyLock::new(|| svg::Handle::from_memory(include_bytes!("../../../assets/pieces/king.svg")));

/// An iced colour from a palette entry.
pub fn color(c: Rgba) -> Color {
    let [r, g, b, a] = c.unit();
    Color::from_rgba(r, g, b, a)
}

/// What the board shows besides the position.
pub struct Board<'a> {
    pub position: &'a Position,
    pub selected: Option<Square>,
    /// Where the selected piece may go.
    pub targets: Vec<Square>,
    pub last_move: Option<Move>,
    /// A move shown, not played (a hint, the book's move): in its own
    /// colour, with the last move's mark still seen under it.
    pub hint: Option<Move>,
    /// Squares emptied by the last move's captures.
    pub captured: Vec<Square>,
    /// Seen from the defenders' side of the table.
    pub flipped: bool,
    /// Where the drawing is kept between frames; none draws afresh.
    pub cache: Option<&'a Cache>,
    pub palette: Palette,
    pub coordinates: bool,
    /// Whether clicks are reported (not on rules diagrams).
    pub interactive: bool,
    /// A piece on its way: the move, and how far along (0.0 to 1.0).
    pub sliding: Option<(Move, f32)>,
    /// "Watch your king": attacker moves that would take the king.
    pub threats: Vec<Move>,
    /// The king's open ways out: moves that would win at once.
    pub escapes: Vec<Move>,
}

impl<'a> Board<'a> {
    /// A board to look at, not play on (rules diagrams, the opening
    /// explorer): no selection, coordinates shown, drawn afresh each frame
    /// unless given a cache ([`Diagram::cached`]).
    pub fn diagram(
        position: &'a Position,
        last_move: Option<Move>,
        captured: Vec<Square>,
        palette: Palette,
    ) -> Diagram<'a> {
        Diagram(Board {
            position,
            selected: None,
            targets: Vec::new(),
            last_move,
            hint: None,
            captured,
            flipped: false,
            cache: None,
            palette,
            coordinates: true,
            interactive: false,
            sliding: None,
            threats: Vec::new(),
            escapes: Vec::new(),
        })
    }
}

/// A board that takes no clicks, so any screen can show one whatever its
/// messages are.
pub struct Diagram<'a>(Board<'a>);

impl<'a> Diagram<'a> {
    /// Keeps the drawing in `cache` between frames, for a page of boards
    /// that scrolls. (Stale copies once seen in scrolled pages came from
    /// wgpu on a software adapter, which `app::renderer` no longer picks.)
    pub fn cached(mut self, cache: &'a Cache) -> Diagram<'a> {
        self.0.cache = Some(cache);
        self
    }
}

impl<Message> canvas::Program<Message> for Diagram<'_> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        canvas::Program::<Clicked>::draw(&self.0, &Drag::default(), renderer, theme, bounds, cursor)
    }
}

/// Where the board and its squares lie within the canvas.
struct Layout {
    origin: Point,
    square: f32,
    size: u8,
    flipped: bool,
}

impl Layout {
    fn new(bounds: Size, size: u8, flipped: bool) -> Layout {
        // Half a square of margin on each side for the coordinates.
        let n = f32::from(size) + 1.0;
        let square = (bounds.width.min(bounds.height) / n).floor().max(4.0);
        let board = square * f32::from(size);
        let origin = Point::new((bounds.width - board) / 2.0, (bounds.height - board) / 2.0);
        Layout {
            origin,
            square,
            size,
            flipped,
        }
    }

    /// Top-left corner of a square on screen.
    fn corner(&self, sq: Square) -> Point {
        let (mut c, mut r) = (sq.col(), sq.row());
        if self.flipped {
            c = self.size - 1 - c;
            r = self.size - 1 - r;
        }
        let top = self.size - 1 - r;
        Point::new(
            self.origin.x + f32::from(c) * self.square,
            self.origin.y + f32::from(top) * self.square,
        )
    }

    fn rect(&self, sq: Square) -> Rectangle {
        Rectangle::new(self.corner(sq), Size::new(self.square, self.square))
    }

    fn square_at(&self, p: Point) -> Option<Square> {
        let x = ((p.x - self.origin.x) / self.square).floor();
        let y = ((p.y - self.origin.y) / self.square).floor();
        let n = f32::from(self.size);
        if !(0.0..n).contains(&x) || !(0.0..n).contains(&y) {
            return None;
        }
        let (mut c, mut r) = (x as i32, self.size as i32 - 1 - y as i32);
        if self.flipped {
            c = self.size as i32 - 1 - c;
            r = self.size as i32 - 1 - r;
        }
        Square::try_new(c, r, self.size)
    }
}

/// A piece's picture in the square-sized `r`; the king a little larger.
fn draw_piece(frame: &mut Frame, piece: Piece, r: Rectangle, s: f32) {
    let inset = if piece == Piece::King {
        s * 0.04
    } else {
        s * 0.1
    };
    let bounds = Rectangle::new(
        Point::new(r.x + inset, r.y + inset),
        Size::new(s - 2.0 * inset, s - 2.0 * inset),
    );
    let handle = match piece {
        Piece::Attacker => &*ATTACKER,
        Piece::Defender => &*DEFENDER,
        Piece::King => &*KING,
    };
    frame.draw_svg(bounds, handle);
}

/// Where a gliding piece is drawn, `t` of the way (0.0 to 1.0) from
/// `from` to `to`: eased out, quick to start and gentle to land.
fn glide(from: Point, to: Point, t: f32) -> Point {
    let t = 1.0 - (1.0 - t.clamp(0.0, 1.0)).powi(2);
    Point::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
}

/// The left button's way across the board: the square it went down on,
/// and where the pointer is while it stays down.
#[derive(Clone, Copy, Debug, Default)]
pub struct Drag {
    from: Option<Square>,
    at: Option<Point>,
}

/// How far (in pixels) the pointer moves before a press becomes a drag.
const DRAG_START: f32 = 4.0;

/// Colours of the warnings: red for the king's danger, green for his
/// ways out (the same in every board style, as road signs are).
const THREAT: Color = Color::from_rgba(0.80, 0.10, 0.08, 0.85);
const ESCAPE: Color = Color::from_rgba(0.05, 0.55, 0.20, 0.80);

/// A click on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clicked(pub Square);

impl<Message> canvas::Program<Message> for Board<'_>
where
    Message: From<Clicked>,
{
    type State = Drag;

    fn update(
        &self,
        drag: &mut Drag,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<Message>> {
        if !self.interactive {
            return None;
        }
        let layout = Layout::new(bounds.size(), self.position.size(), self.flipped);
        let here = cursor.position_in(bounds).and_then(|p| layout.square_at(p));
        match event {
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let sq = here?;
                *drag = Drag {
                    from: Some(sq),
                    at: None,
                };
                Some(canvas::Action::publish(Message::from(Clicked(sq))).and_capture())
            }
            // A piece of the side to move follows the pointer while the
            // button stays down.
            Event::Mouse(mouse::Event::CursorMoved { .. }) => {
                let from = drag.from?;
                let p = cursor.position_in(bounds)?;
                let ours = self.selected == Some(from);
                let start = layout.rect(from).center();
                let far = p.distance(start) >= DRAG_START || drag.at.is_some();
                if !(ours && far) {
                    return None;
                }
                drag.at = Some(p);
                Some(canvas::Action::request_redraw())
            }
            // Letting go on another square is a drop: the same as clicking it.
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)) => {
                let from = drag.from.take();
                let dragged = drag.at.take().is_some();
                let sq = here.filter(|&sq| Some(sq) != from);
                match sq {
                    Some(sq) => {
                        Some(canvas::Action::publish(Message::from(Clicked(sq))).and_capture())
                    }
                    // Dropped off its square's targets: redraw it home.
                    None if dragged => Some(canvas::Action::request_redraw()),
                    None => None,
                }
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        drag: &Drag,
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        // A carried piece is drawn afresh each frame (under the pointer,
        // its square empty); otherwise the cached picture serves.
        let carried = drag
            .from
            .zip(drag.at)
            .filter(|(from, _)| self.position.piece_at(*from).is_some());
        match (self.cache, carried) {
            (Some(cache), None) => vec![cache.draw(renderer, bounds.size(), |frame| {
                self.paint(frame, bounds.size(), None)
            })],
            _ => {
                let mut frame = Frame::new(renderer, bounds.size());
                self.paint(&mut frame, bounds.size(), carried);
                vec![frame.into_geometry()]
            }
        }
    }

    fn mouse_interaction(
        &self,
        drag: &Drag,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if self.interactive && drag.at.is_some() {
            mouse::Interaction::Grabbing
        } else if self.interactive && cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

impl Board<'_> {
    /// The whole picture; `carried` is a piece lifted from its square and
    /// held at a point.
    fn paint(&self, frame: &mut Frame, size: Size, carried: Option<(Square, Point)>) {
        let pos = self.position;
        let variant = pos.variant();
        let n = pos.size();
        let layout = Layout::new(size, n, self.flipped);
        let s = layout.square;
        let p = &self.palette;
        for row in 0..n {
            for col in 0..n {
                let sq = Square::new(col, row);
                let rect = layout.rect(sq);
                let special = variant.is_throne(sq) || variant.is_restricted_corner(sq);
                let fill = if special {
                    color(p.special)
                } else if variant.camp(sq).is_some() {
                    color(p.camp)
                } else if (col + row) % 2 == 0 {
                    color(p.dark)
                } else {
                    color(p.light)
                };
                frame.fill_rectangle(rect.position(), rect.size(), fill);
                if special {
                    // A cross marks the squares only the king may use.
                    let inset = s * 0.3;
                    let (a, b) = (rect.x + inset, rect.x + s - inset);
                    let (c, d) = (rect.y + inset, rect.y + s - inset);
                    let cross = Path::new(|p| {
                        p.move_to(Point::new(a, c));
                        p.line_to(Point::new(b, d));
                        p.move_to(Point::new(b, c));
                        p.line_to(Point::new(a, d));
                    });
                    frame.stroke(
                        &cross,
                        Stroke::default()
                            .with_color(color(p.special_mark))
                            .with_width((s * 0.06).max(1.0)),
                    );
                }
            }
        }
        let highlight = |frame: &mut Frame, sq: Square, fill: Color| {
            let r = layout.rect(sq);
            frame.fill_rectangle(r.position(), r.size(), fill);
        };
        if let Some(m) = self.last_move {
            highlight(frame, m.from, color(p.last_move));
            highlight(frame, m.to, color(p.last_move));
        }
        if let Some(m) = self.hint {
            // Framed squares joined by a line: the last move's fill shows
            // through where the two meet.
            let width = (s * 0.08).max(2.0);
            for sq in [m.from, m.to] {
                let r = layout.rect(sq);
                let inset = width / 2.0;
                let frame_path = Path::rectangle(
                    Point::new(r.x + inset, r.y + inset),
                    Size::new(s - width, s - width),
                );
                frame.stroke(
                    &frame_path,
                    Stroke::default()
                        .with_color(color(p.hint))
                        .with_width(width),
                );
            }
            let centre = |sq: Square| {
                let r = layout.rect(sq);
                Point::new(r.x + s / 2.0, r.y + s / 2.0)
            };
            frame.stroke(
                &Path::line(centre(m.from), centre(m.to)),
                Stroke::default()
                    .with_color(color(p.hint))
                    .with_width(width),
            );
        }
        for &sq in &self.captured {
            let r = layout.rect(sq);
            let mark = Path::circle(Point::new(r.x + s / 2.0, r.y + s / 2.0), s * 0.18);
            frame.fill(&mark, color(p.captured));
        }
        if let Some(sq) = self.selected {
            highlight(frame, sq, color(p.selected));
        }
        // Grid lines.
        let grid = Path::new(|p| {
            for k in 0..=n {
                let o = f32::from(k) * s;
                p.move_to(Point::new(layout.origin.x + o, layout.origin.y));
                p.line_to(Point::new(
                    layout.origin.x + o,
                    layout.origin.y + s * f32::from(n),
                ));
                p.move_to(Point::new(layout.origin.x, layout.origin.y + o));
                p.line_to(Point::new(
                    layout.origin.x + s * f32::from(n),
                    layout.origin.y + o,
                ));
            }
        });
        frame.stroke(
            &grid,
            Stroke::default().with_color(color(p.grid)).with_width(1.0),
        );
        for row in 0..n {
            for col in 0..n {
                let sq = Square::new(col, row);
                let Some(piece) = pos.piece_at(sq) else {
                    continue;
                };
                if carried.is_some_and(|(from, _)| from == sq) {
                    continue;
                }
                let mut r = layout.rect(sq);
                if let Some((mv, t)) = self.sliding.filter(|(mv, _)| mv.to == sq) {
                    let at = glide(layout.corner(mv.from), r.position(), t);
                    (r.x, r.y) = (at.x, at.y);
                }
                draw_piece(frame, piece, r, s);
            }
        }
        for &sq in &self.targets {
            let r = layout.rect(sq);
            let dot = Path::circle(Point::new(r.x + s / 2.0, r.y + s / 2.0), s * 0.14);
            frame.fill(&dot, color(p.target));
        }
        self.warnings(frame, &layout);
        if self.coordinates {
            self.coordinates(frame, &layout);
        }
        if let Some((from, at)) = carried
            && let Some(piece) = pos.piece_at(from)
        {
            let r = Rectangle::new(Point::new(at.x - s / 2.0, at.y - s / 2.0), Size::new(s, s));
            draw_piece(frame, piece, r, s);
        }
    }

    /// The warnings drawn where they are: a red ring on each attacker
    /// that can take the king and a red line to the square it takes him
    /// from; a green line along each open way out, to a green ring.
    fn warnings(&self, frame: &mut Frame, layout: &Layout) {
        let s = layout.square;
        let line = |frame: &mut Frame, mv: Move, ink: Color| {
            let (a, b) = (layout.rect(mv.from).center(), layout.rect(mv.to).center());
            let path = Path::line(a, b);
            frame.stroke(
                &path,
                Stroke::default()
                    .with_color(ink)
                    .with_width((s * 0.08).max(2.0)),
            );
        };
        let ring = |frame: &mut Frame, sq: Square, ink: Color| {
            let ring = Path::circle(layout.rect(sq).center(), s * 0.46);
            frame.stroke(
                &ring,
                Stroke::default()
                    .with_color(ink)
                    .with_width((s * 0.07).max(2.0)),
            );
        };
        for &mv in &self.escapes {
            line(frame, mv, ESCAPE);
            ring(frame, mv.to, ESCAPE);
        }
        for &mv in &self.threats {
            line(frame, mv, THREAT);
            ring(frame, mv.from, THREAT);
        }
    }

    /// Letters along the bottom and row numbers along the left (letter
    /// form), column numbers along the top (the record sheet counts columns
    /// and rows from 1).
    fn coordinates(&self, frame: &mut Frame, layout: &Layout) {
        let n = layout.size;
        let s = layout.square;
        let font = (s * 0.3).clamp(8.0, 16.0);
        let ink = color(self.palette.ink);
        for k in 0..n {
            let idx = if self.flipped { n - 1 - k } else { k };
            let letter = (b'a' + idx) as char;
            let x = layout.origin.x + (f32::from(k) + 0.5) * s;
            let bottom = layout.origin.y + f32::from(n) * s + s * 0.25;
            frame.fill_text(Text {
                content: format!("{letter}"),
                position: Point::new(x, bottom),
                color: ink,
                size: font.into(),
                align_x: alignment::Horizontal::Center.into(),
                align_y: alignment::Vertical::Center,
                ..Text::default()
            });
            let top = layout.origin.y - s * 0.25;
            frame.fill_text(Text {
                content: format!("{}", idx + 1),
                position: Point::new(x, top),
                color: ink,
                size: font.into(),
                align_x: alignment::Horizontal::Center.into(),
                align_y: alignment::Vertical::Center,
                ..Text::default()
            });
            let row = if self.flipped { k + 1 } else { n - k };
            let y = layout.origin.y + (f32::from(k) + 0.5) * s;
            frame.fill_text(Text {
                content: format!("{row}"),
                position: Point::new(layout.origin.x - s * 0.25, y),
                color: ink,
                size: font.into(),
                align_x: alignment::Horizontal::Center.into(),
                align_y: alignment::Vertical::Center,
                ..Text::default()
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gliding_piece_starts_at_its_square_eases_and_lands() {
        let (a, b) = (Point::new(0.0, 100.0), Point::new(100.0, 100.0));
        assert_eq!(glide(a, b, 0.0), a);
        assert_eq!(glide(a, b, 1.0), b);
        assert_eq!(glide(a, b, 7.0), b);
        // Past halfway in distance at half the time: it slows to land.
        let half = glide(a, b, 0.5);
        assert!(half.x > 60.0 && half.x < 100.0 && half.y == 100.0);
    }
}
