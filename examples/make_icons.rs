//! Renders the app icon (`assets/icon/taflbord.svg`) to the PNG sizes
//! desktops look for: `assets/icon/hicolor/<size>/taflbord.png`.
//!
//! Run after changing the SVG: `cargo run --example make_icons`.

use std::path::Path;
use std::process::ExitCode;

const SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn main() -> ExitCode {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon");
    let source = dir.join("taflbord.svg");
    let svg = match std::fs::read_to_string(&source) {
        Ok(svg) => svg,
        Err(e) => {
            eprintln!("make_icons: {}: cannot read: {e}", source.display());
            return ExitCode::FAILURE;
        }
    };
    for size in SIZES {
        let out = dir.join(format!("hicolor/{size}/taflbord.png"));
        let written = taflbord::render::picture::render_svg(&svg, size, size)
            .map_err(|e| e.to_string())
            .and_then(|img| taflbord::render::picture::png(&img).map_err(|e| e.to_string()))
            .and_then(|png| {
                let parent = out.parent().expect("a folder");
                std::fs::create_dir_all(parent)
                    .and_then(|()| std::fs::write(&out, png))
                    .map_err(|e| format!("cannot write: {e}"))
            });
        match written {
            Ok(()) => println!("wrote {}", out.display()),
            Err(e) => {
                eprintln!("make_icons: {}: {e}", out.display());
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
