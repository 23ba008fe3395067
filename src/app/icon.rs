//! The window icon: the 64-pixel rendering of `assets/icon/taflbord.svg`
//! (made by `cargo run --example make_icons`), built into the program.

/// Big enough for window managers that scale it down, small enough to embed.
const PNG: &[u8] = include_bytes!("../../assets/icon/hicolor/64/taflbord.png");

/// The icon for the window's title bar and task switcher; none if the
/// embedded picture cannot be read (the window opens all the same).
pub fn window_icon() -> Option<iced::window::Icon> {
    let rgba = image::load_from_memory_with_format(PNG, image::ImageFormat::Png)
        .ok()?
        .to_rgba8();
    let (width, height) = rgba.dimensions();
    iced::window::icon::from_rgba(rgba.into_raw(), width, height).ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_embedded_icon_reads() {
        assert!(super::window_icon().is_some());
    }
}
