//! How a board looks: the colours of its squares, marks and lettering.
//! The app's board and exported pictures share them, so a picture looks
//! like the game on screen.

use serde::{Deserialize, Serialize};

/// A colour as 8-bit red, green, blue and alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba(r, g, b, 255)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque (for SVG).
    pub fn hex(self) -> String {
        let Rgba(r, g, b, a) = self;
        if a == 255 {
            format!("#{r:02x}{g:02x}{b:02x}")
        } else {
            format!("#{r:02x}{g:02x}{b:02x}{a:02x}")
        }
    }

    /// Each channel from 0.0 to 1.0.
    pub fn unit(self) -> [f32; 4] {
        let Rgba(r, g, b, a) = self;
        [r, g, b, a].map(|c| f32::from(c) / 255.0)
    }
}

/// The board styles a player can choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardStyle {
    /// Warm wood, the look of a carved board.
    #[default]
    Wood,
    /// Grey-green stone, calm and high in contrast.
    Stone,
    /// Plain paper and ink, like the printed record sheet.
    Paper,
}

/// Every colour the board needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    pub light: Rgba,
    pub dark: Rgba,
    /// Throne and restricted corners.
    pub special: Rgba,
    /// The cross on special squares.
    pub special_mark: Rgba,
    /// The attackers' camps (Tablut and friends).
    pub camp: Rgba,
    /// Grid lines.
    pub grid: Rgba,
    /// Coordinates, drawn outside the board on the window's background.
    pub ink: Rgba,
    /// Behind the board (pictures only; the app uses its theme's background).
    pub background: Rgba,
    pub last_move: Rgba,
    /// A move shown, not played (a hint): violet, apart from the last
    /// move's yellow, the selection's blue and the warnings' red and green.
    pub hint: Rgba,
    pub captured: Rgba,
    pub selected: Rgba,
    pub target: Rgba,
}

impl BoardStyle {
    pub const ALL: [BoardStyle; 3] = [BoardStyle::Wood, BoardStyle::Stone, BoardStyle::Paper];

    pub fn name(self) -> &'static str {
        match self {
            BoardStyle::Wood => "Wood",
            BoardStyle::Stone => "Stone",
            BoardStyle::Paper => "Paper",
        }
    }

    /// The colours of this style; `dark` is the window's dark theme, which
    /// needs light lettering around the board.
    pub fn palette(self, dark: bool) -> Palette {
        let marks = Palette {
            light: Rgba::rgb(222, 199, 158),
            dark: Rgba::rgb(204, 176, 133),
            special: Rgba::rgb(140, 97, 61),
            special_mark: Rgba::rgb(222, 199, 158),
            camp: Rgba::rgb(179, 143, 102),
            grid: Rgba::rgb(64, 46, 31),
            ink: Rgba::rgb(64, 46, 31),
            background: Rgba::rgb(245, 238, 226),
            last_move: Rgba(242, 217, 64, 115),
            hint: Rgba(150, 60, 200, 230),
            captured: Rgba(217, 38, 26, 140),
            selected: Rgba(51, 140, 242, 128),
            target: Rgba(38, 115, 217, 140),
        };
        let style = match self {
            BoardStyle::Wood => marks,
            BoardStyle::Stone => Palette {
                light: Rgba::rgb(190, 198, 188),
                dark: Rgba::rgb(170, 180, 170),
                special: Rgba::rgb(86, 98, 92),
                special_mark: Rgba::rgb(205, 212, 204),
                camp: Rgba::rgb(137, 150, 140),
                grid: Rgba::rgb(52, 60, 56),
                ink: Rgba::rgb(52, 60, 56),
                background: Rgba::rgb(232, 236, 231),
                ..marks
            },
            BoardStyle::Paper => Palette {
                light: Rgba::rgb(252, 250, 244),
                dark: Rgba::rgb(252, 250, 244),
                special: Rgba::rgb(200, 196, 186),
                special_mark: Rgba::rgb(90, 86, 80),
                camp: Rgba::rgb(228, 224, 214),
                grid: Rgba::rgb(40, 40, 40),
                ink: Rgba::rgb(40, 40, 40),
                background: Rgba::rgb(255, 255, 255),
                ..marks
            },
        };
        if dark {
            Palette {
                ink: Rgba::rgb(214, 206, 192),
                background: Rgba::rgb(40, 38, 36),
                ..style
            }
        } else {
            style
        }
    }
}

impl std::fmt::Display for BoardStyle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_leaves_out_opaque_alpha() {
        assert_eq!(Rgba(255, 0, 16, 255).hex(), "#ff0010");
        assert_eq!(Rgba(255, 0, 16, 128).hex(), "#ff001080");
    }

    #[test]
    fn styles_differ_and_dark_theme_lightens_the_ink() {
        let wood = BoardStyle::Wood.palette(false);
        assert_ne!(wood.light, BoardStyle::Stone.palette(false).light);
        assert_ne!(wood.light, BoardStyle::Paper.palette(false).light);
        let dark = BoardStyle::Wood.palette(true);
        assert!(dark.ink.0 > wood.ink.0 && dark.light == wood.light);
    }
}
