//! Sound effects (being written).

/// The sounds the game makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Move,
    Capture,
    Warning,
    Win,
    Loss,
}

/// The audio output, or nothing when there is no device.
#[derive(Default)]
pub struct Sounds;

impl Sounds {
    pub fn new() -> Sounds {
        Sounds
    }

    /// Plays `sound` at `volume` (0.0 to 1.0).
    pub fn play(&self, _sound: Sound, _volume: f32) {}
}
