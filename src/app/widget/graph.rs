//! The evaluation graph of a reviewed game: the attackers' winning chance
//! after each ply (the top is a sure win for them, the bottom for the
//! defenders), the judged moves marked, the move on the board shown by a
//! line; a click goes to the move under it.

use crate::analysis::Verdict;
use iced::mouse;
use iced::widget::canvas::{self, Event, Frame, Geometry, Path, Stroke};
use iced::{Color, Point, Rectangle, Renderer, Size, Theme};

/// The graph's height on screen.
pub const HEIGHT: f32 = 64.0;

/// The points keep this far from the edges, so that the first and last
/// dots (and the current move's line) show whole.
const INSET: f32 = 5.0;

/// A dot marking a judged move.
const DOT: f32 = 3.5;

/// A click on ply `n` of the main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picked(pub usize);

pub struct Graph {
    /// The attackers' winning chance after each ply, the start first.
    pub chances: Vec<f64>,
    /// The verdict on each ply's move (index 0 is the start: none).
    pub verdicts: Vec<Option<Verdict>>,
    /// The ply on the board, when it is on the main line.
    pub current: Option<usize>,
}

impl Graph {
    fn x(&self, ply: usize, width: f32) -> f32 {
        let last = self.chances.len().saturating_sub(1).max(1);
        INSET + (width - 2.0 * INSET).max(0.0) * ply as f32 / last as f32
    }

    fn ply_at(&self, x: f32, width: f32) -> usize {
        let last = self.chances.len().saturating_sub(1).max(1);
        let inner = (width - 2.0 * INSET).max(1.0);
        (((x - INSET) / inner) * last as f32)
            .round()
            .clamp(0.0, last as f32) as usize
    }

    /// The height of a chance: the attackers' sure win at the top.
    fn y(chance: f64, height: f32) -> f32 {
        INSET + (height - 2.0 * INSET).max(0.0) * (1.0 - chance as f32)
    }
}

impl<Message: From<Picked>> canvas::Program<Message> for Graph {
    type State = ();

    fn update(
        &self,
        _state: &mut (),
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<Message>> {
        match event {
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = cursor.position_in(bounds)?;
                let ply = self.ply_at(p.x, bounds.width);
                Some(canvas::Action::publish(Message::from(Picked(ply))).and_capture())
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let (w, h) = (bounds.width, bounds.height);
        // The defenders' half is dark, the attackers' light, as their pieces.
        frame.fill_rectangle(
            Point::ORIGIN,
            Size::new(w, h),
            palette.background.weak.color,
        );
        let y = |chance: f64| Graph::y(chance, h);
        if self.chances.len() > 1 {
            let mut area = canvas::path::Builder::new();
            area.move_to(Point::new(self.x(0, w), h));
            for (k, &c) in self.chances.iter().enumerate() {
                area.line_to(Point::new(self.x(k, w), y(c)));
            }
            area.line_to(Point::new(self.x(self.chances.len() - 1, w), h));
            area.close();
            frame.fill(&area.build(), palette.background.strong.color);
        }
        let middle = Path::line(Point::new(0.0, h / 2.0), Point::new(w, h / 2.0));
        frame.stroke(
            &middle,
            Stroke::default()
                .with_width(1.0)
                .with_color(palette.background.base.text.scale_alpha(0.3)),
        );
        for (k, verdict) in self.verdicts.iter().enumerate() {
            let Some(v) = verdict else { continue };
            let color = match v {
                Verdict::Inaccuracy => Color::from_rgb8(0xd9, 0xa4, 0x1c),
                Verdict::Mistake => Color::from_rgb8(0xe0, 0x6c, 0x1a),
                Verdict::Blunder => Color::from_rgb8(0xc8, 0x2a, 0x2a),
            };
            let at = Point::new(self.x(k, w), y(self.chances[k.min(self.chances.len() - 1)]));
            frame.fill(&Path::circle(at, DOT), color);
        }
        if let Some(ply) = self.current.filter(|&p| p < self.chances.len()) {
            let x = self.x(ply, w);
            let line = Path::line(Point::new(x, 0.0), Point::new(x, h));
            frame.stroke(
                &line,
                Stroke::default()
                    .with_width(2.0)
                    .with_color(palette.primary.base.color),
            );
        }
        vec![frame.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        _state: &(),
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_dot_shows_whole_and_clicks_find_their_ply() {
        let graph = Graph {
            chances: vec![0.5, 0.73, 0.0, 1.0],
            verdicts: vec![None; 4],
            current: None,
        };
        let (w, h) = (300.0, HEIGHT);
        for ply in 0..4 {
            let x = graph.x(ply, w);
            assert!(x - DOT >= 0.0 && x + DOT <= w, "ply {ply} at {x}");
            let y = Graph::y(graph.chances[ply], h);
            assert!(y - DOT >= 0.0 && y + DOT <= h, "ply {ply} at height {y}");
            assert_eq!(graph.ply_at(x, w), ply);
        }
        assert_eq!(graph.ply_at(0.0, w), 0);
        assert_eq!(graph.ply_at(w, w), 3);
    }
}
