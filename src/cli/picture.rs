//! `taflbord picture`: a PNG of one position of a game, or an animated GIF
//! of the whole game, drawn like the app's board.

use super::Failure;
use super::convert::{self, Format};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use taflbord::Variant;
use taflbord::render::board_style::BoardStyle;
use taflbord::render::picture::{self, PictureOptions};
use taflbord::store::atomic_file;

/// Draw a game (.tafl or .otg) as a PNG of one position or an animated GIF.
#[derive(Args, Debug)]
pub struct PictureArgs {
    /// The game: a record sheet (.tafl) or an OpenTafl file (.otg).
    pub game: PathBuf,
    /// The picture to write: .png for one position, .gif for the whole
    /// game's main line.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Width and height in pixels.
    #[arg(long, default_value_t = 640,
          value_parser = clap::value_parser!(u32).range(i64::from(picture::MIN_SIZE)..=i64::from(picture::MAX_SIZE)))]
    pub size: u32,
    /// The board's colours.
    #[arg(long, value_enum, default_value_t = StyleArg::Wood)]
    pub style: StyleArg,
    /// The position after this many moves of the main line (PNG only;
    /// default: the last position).
    #[arg(long, value_name = "N")]
    pub ply: Option<usize>,
    /// Seen from the defenders' side of the table.
    #[arg(long)]
    pub flip: bool,
    /// Leave out the letters and numbers around the board.
    #[arg(long)]
    pub no_coordinates: bool,
    /// Time between the GIF's frames, in milliseconds (the last position
    /// stays three times as long).
    #[arg(long, default_value_t = 800, value_name = "MS")]
    pub delay: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StyleArg {
    Wood,
    Stone,
    Paper,
}

impl From<StyleArg> for BoardStyle {
    fn from(s: StyleArg) -> BoardStyle {
        match s {
            StyleArg::Wood => BoardStyle::Wood,
            StyleArg::Stone => BoardStyle::Stone,
            StyleArg::Paper => BoardStyle::Paper,
        }
    }
}

fn failure(path: &Path, e: impl std::fmt::Display) -> Failure {
    Failure::Message(format!("{}: {e}", path.display()))
}

pub fn run(
    out: &mut impl Write,
    args: PictureArgs,
    extra: &[Arc<Variant>],
) -> Result<ExitCode, Failure> {
    let ext = args
        .out
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    let gif = match ext.as_str() {
        "png" => false,
        "gif" => true,
        _ => {
            return Err(failure(
                &args.out,
                "unknown picture type; use .png (one position) or .gif (the whole game)",
            ));
        }
    };
    if gif && args.ply.is_some() {
        return Err(failure(
            &args.out,
            "--ply picks one position for a .png; a .gif shows the whole game",
        ));
    }
    match Format::of(&args.game)? {
        Format::Sheet | Format::OpenTafl => {}
        _ => {
            return Err(failure(
                &args.game,
                "pictures are made from a record sheet (.tafl) or an OpenTafl file (.otg)",
            ));
        }
    }
    let record = convert::read_record(&args.game, None, extra, 1)?;
    let opts = PictureOptions {
        size: args.size,
        style: args.style.into(),
        coordinates: !args.no_coordinates,
        flipped: args.flip,
    };
    let line = record.main_line();
    let plies = line.len() - 1;
    let (bytes, what) = if gif {
        let bytes =
            picture::game_gif(&record, &opts, args.delay).map_err(|e| failure(&args.out, e))?;
        (bytes, format!("{} frames", line.len()))
    } else {
        let ply = args.ply.unwrap_or(plies);
        let &id = line.get(ply).ok_or_else(|| {
            failure(
                &args.game,
                format!("the game has {plies} plies, there is no ply {ply}"),
            )
        })?;
        let node = record.node(id);
        let bytes = picture::position_png(node.position(), node.played(), &opts)
            .map_err(|e| failure(&args.out, e))?;
        (bytes, format!("ply {ply} of {plies}"))
    };
    atomic_file::write(&args.out, &bytes)
        .map_err(|e| failure(&args.out, format!("cannot write: {}", e.error)))?;
    let n = args.size;
    writeln!(out, "wrote {} ({n}×{n}, {what})", args.out.display())?;
    Ok(ExitCode::SUCCESS)
}
