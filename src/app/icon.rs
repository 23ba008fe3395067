//! The window icon (being written).

pub fn window_icon() -> Option<iced::window::Icon> {
    None
}
