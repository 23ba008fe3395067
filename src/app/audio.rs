//! Playing the sound effects a move earns (see [`crate::session::Sound`]).
//!
//! The WAV files in `assets/sounds/` (made by `cargo run --example make_sounds`)
//! are built into the binary. Without an audio device, or without the `sound`
//! feature, [`Sounds`] is silent and playing does nothing.

use crate::session::Sound;

/// The audio output, or nothing when there is no device.
///
/// `Sounds::default()` is always silent and never touches the audio system;
/// [`Sounds::new`] opens the default output.
#[derive(Default)]
pub struct Sounds {
    #[cfg(feature = "sound")]
    output: Option<output::Output>,
}

impl Sounds {
    /// Opens the default audio output, or returns a silent `Sounds` if there
    /// is none. Call once: the audio system may log to stderr on each attempt.
    pub fn new() -> Sounds {
        Sounds {
            #[cfg(feature = "sound")]
            output: output::Output::open(),
        }
    }

    /// Whether playing does nothing (no audio output, or built without sound).
    pub fn is_silent(&self) -> bool {
        #[cfg(feature = "sound")]
        {
            self.output.is_none()
        }
        #[cfg(not(feature = "sound"))]
        {
            true
        }
    }

    /// Plays `sound` at `volume` (0.0 to 1.0) without waiting for it to end.
    pub fn play(&self, sound: Sound, volume: f32) {
        #[cfg(feature = "sound")]
        if let Some(output) = &self.output {
            output.play(sound, volume);
        }
        #[cfg(not(feature = "sound"))]
        let _ = (sound, volume);
    }
}

#[cfg(feature = "sound")]
mod output {
    use super::Sound;
    use rodio::buffer::SamplesBuffer;
    use rodio::cpal::traits::{DeviceTrait, HostTrait};
    use rodio::{CpalError, Decoder, DeviceSinkBuilder, MixerDeviceSink, Source};
    use std::io::Cursor;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Embedded so the app needs no files beside the executable; in the order
    /// of [`Sound`]'s variants.
    const FILES: [&[u8]; 6] = [
        include_bytes!("../../assets/sounds/move.wav"),
        include_bytes!("../../assets/sounds/capture.wav"),
        include_bytes!("../../assets/sounds/warning.wav"),
        include_bytes!("../../assets/sounds/win.wav"),
        include_bytes!("../../assets/sounds/loss.wav"),
        include_bytes!("../../assets/sounds/lowtime.wav"),
    ];

    pub(super) struct Output {
        /// Keeps the device open; playback stops when it is dropped.
        sink: MixerDeviceSink,
        /// Decoded once here (about 200 KB of samples) so that playing is just an
        /// `Arc` clone handed to the mixer, with no decoding on the UI thread.
        /// `None` for a file that failed to decode, which then stays silent.
        buffers: [Option<SamplesBuffer>; 6],
    }

    impl Output {
        pub(super) fn open() -> Option<Output> {
            // ALSA prints several lines to stderr on each failed attempt, so
            // after one failure the process stays silent rather than retrying.
            static NO_DEVICE: AtomicBool = AtomicBool::new(false);
            if NO_DEVICE.load(Ordering::Relaxed) {
                return None;
            }
            let Some(mut sink) = open_sink() else {
                NO_DEVICE.store(true, Ordering::Relaxed);
                return None;
            };
            // The app drops it on exit; rodio would otherwise print a notice.
            sink.log_on_drop(false);
            let buffers = FILES.map(|bytes| Some(Decoder::new(Cursor::new(bytes)).ok()?.record()));
            Some(Output { sink, buffers })
        }

        pub(super) fn play(&self, sound: Sound, volume: f32) {
            if volume.is_nan() || volume <= 0.0 {
                return;
            }
            if let Some(buffer) = &self.buffers[sound as usize] {
                self.sink
                    .mixer()
                    .add(buffer.clone().amplify(volume.min(1.0)));
            }
        }
    }

    /// Like `DeviceSinkBuilder::open_default_sink` (the default device, then
    /// any other real one), but with stream errors ignored: rodio's default
    /// handler prints each one, and underruns, which the backend recovers from,
    /// would fill the terminal.
    fn open_sink() -> Option<MixerDeviceSink> {
        let host = rodio::cpal::default_host();
        let others = || {
            host.output_devices()
                .into_iter()
                .flatten()
                .filter(|device| {
                    device
                        .description()
                        .is_ok_and(|d| d.driver().is_some_and(|driver| driver != "null"))
                })
        };
        host.default_output_device()
            .into_iter()
            .chain(std::iter::once_with(others).flatten())
            .find_map(|device| {
                DeviceSinkBuilder::from_device(device)
                    .ok()?
                    .with_error_callback(|_: CpalError| {})
                    .open_sink_or_fallback()
                    .ok()
            })
    }
}
