//! Synthesizes the app's sound effects into `assets/sounds/*.wav`.
//!
//! Run with `cargo run --example make_sounds`. Everything is computed from
//! code (no recordings), so the files can be regenerated and reviewed.
//! `tests/sounds.rs` includes this file as a module to check that the committed
//! files match what it renders.

// Included as a module by the test, where `main` and some helpers go unused.
#![allow(dead_code)]

use std::f64::consts::PI;
use std::path::Path;

/// Low, but plenty for short effects, and keeps the files small.
pub const SAMPLE_RATE: u32 = 22_050;

/// The files, in the order the app lists its sounds.
pub const NAMES: [&str; 6] = ["move", "capture", "warning", "win", "loss", "lowtime"];

/// Renders the named sound (`"move"`, …) as a complete WAV file.
pub fn render(name: &str) -> Option<Vec<u8>> {
    let samples = match name {
        "move" => tock(),
        "capture" => clack(),
        "warning" => horn_call(),
        "win" => fanfare(),
        "loss" => lament(),
        "lowtime" => clock_ticks(),
        _ => return None,
    };
    Some(wav(&finish(samples)))
}

fn main() -> std::io::Result<()> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
    std::fs::create_dir_all(&dir)?;
    for name in NAMES {
        let bytes = render(name).ok_or_else(|| std::io::Error::other(name))?;
        let path = dir.join(format!("{name}.wav"));
        std::fs::write(&path, &bytes)?;
        println!("{} ({} bytes)", path.display(), bytes.len());
    }
    Ok(())
}

// ---- The sounds ----

/// A piece set down: one soft, low wooden knock.
fn tock() -> Vec<f64> {
    let mut out = silence(0.090);
    knock(&mut out, 0.0, 330.0, 0.5, 0.024);
    out
}

/// A capture: two quick, brighter knocks, the second a little lower.
fn clack() -> Vec<f64> {
    let mut out = silence(0.180);
    knock(&mut out, 0.0, 560.0, 1.0, 0.018);
    knock(&mut out, 0.070, 500.0, 1.2, 0.022);
    out
}

/// A warning: two short brassy tones, each sliding up, the second higher.
fn horn_call() -> Vec<f64> {
    let mut out = silence(0.350);
    horn(&mut out, 0.0, 0.150, note(64), note(67));
    horn(&mut out, 0.190, 0.160, note(69), note(72));
    out
}

/// A win: C major arpeggio up to the octave, like small bells.
fn fanfare() -> Vec<f64> {
    let mut out = silence(0.900);
    for (i, key) in [72, 76, 79].into_iter().enumerate() {
        bell(&mut out, 0.11 * i as f64, note(key), 0.8, 0.22);
    }
    bell(&mut out, 0.33, note(84), 1.0, 0.30);
    out
}

/// A loss: G, E flat, C falling in C minor, darker and slower than the win.
fn lament() -> Vec<f64> {
    let mut out = silence(0.900);
    soft_note(&mut out, 0.0, note(67), 0.8, 0.20);
    soft_note(&mut out, 0.21, note(63), 0.8, 0.20);
    soft_note(&mut out, 0.42, note(60), 1.0, 0.30);
    out
}

/// Time running short: two quick, high, dry ticks, like a clock close by.
fn clock_ticks() -> Vec<f64> {
    let mut out = silence(0.200);
    knock(&mut out, 0.0, 1320.0, 0.9, 0.016);
    knock(&mut out, 0.095, 1180.0, 0.9, 0.016);
    out
}

// ---- Instruments ----

/// A wooden knock: a few quickly damped, inharmonic modes (as in a struck
/// block) plus a short burst of filtered noise for the contact.
/// `bright` scales the upper modes and the noise; `ring` is the fundamental's
/// decay time constant in seconds.
fn knock(out: &mut [f64], at: f64, pitch: f64, bright: f64, ring: f64) {
    // Upper modes as (frequency ratio, amplitude, decay ratio).
    const MODES: [(f64, f64, f64); 2] = [(2.76, 0.45, 0.45), (5.40, 0.20, 0.22)];
    add_partial(out, at, pitch, 1.0, ring, 0.0015);
    for (ratio, amp, decay) in MODES {
        add_partial(out, at, pitch * ratio, amp * bright, ring * decay, 0.0015);
    }
    // The contact noise, low-passed so it thuds rather than hisses.
    let mut noise = Noise(0x9E37_79B9);
    let mut low = 0.0;
    let start = index(at);
    for (i, sample) in out[start..].iter_mut().enumerate().take(index(0.012)) {
        let t = i as f64 / SAMPLE_RATE as f64;
        low += 0.35 * (noise.next() - low);
        *sample += 0.35 * bright * low * rise(t, 0.0005) * (-t / 0.0025).exp();
    }
}

/// A horn-like tone: odd and even harmonics falling off gently, with the pitch
/// gliding from `from` to `to` Hz; `length` includes attack and release.
fn horn(out: &mut [f64], at: f64, length: f64, from: f64, to: f64) {
    let start = index(at);
    let count = index(length).min(out.len() - start);
    let mut phase = 0.0;
    for (i, sample) in out[start..start + count].iter_mut().enumerate() {
        let t = i as f64 / SAMPLE_RATE as f64;
        // Most of the glide happens early, as when a player lips up to a note.
        let glide = 1.0 - (-t / 0.04).exp();
        let freq = from * (to / from).powf(glide);
        phase += 2.0 * PI * freq / SAMPLE_RATE as f64;
        let tone: f64 = (1..=6)
            .map(|n| (n as f64 * phase).sin() / (n as f64).powf(1.3))
            .sum();
        let envelope = rise(t, 0.020) * rise(length - t, 0.040);
        *sample += 0.5 * tone * envelope;
    }
}

/// A bell-ish note: a sine with quieter, faster-fading upper harmonics.
fn bell(out: &mut [f64], at: f64, freq: f64, amp: f64, decay: f64) {
    add_partial(out, at, freq, amp, decay, 0.004);
    add_partial(out, at, 2.0 * freq, 0.30 * amp, decay / 2.0, 0.004);
    add_partial(out, at, 3.0 * freq, 0.12 * amp, decay / 3.0, 0.004);
}

/// A rounder note: a sine with a slow attack and only a touch of the third
/// harmonic, for a hollow, sadder tone.
fn soft_note(out: &mut [f64], at: f64, freq: f64, amp: f64, decay: f64) {
    add_partial(out, at, freq, amp, decay, 0.015);
    add_partial(out, at, 3.0 * freq, 0.15 * amp, decay / 2.0, 0.015);
}

// ---- Building blocks ----

/// Adds a sine starting at `at` seconds, rising over `attack` seconds and then
/// decaying exponentially with time constant `decay`.
fn add_partial(out: &mut [f64], at: f64, freq: f64, amp: f64, decay: f64, attack: f64) {
    let start = index(at).min(out.len());
    for (i, sample) in out[start..].iter_mut().enumerate() {
        let t = i as f64 / SAMPLE_RATE as f64;
        *sample += amp * (2.0 * PI * freq * t).sin() * rise(t, attack) * (-t / decay).exp();
    }
}

/// A raised-cosine ramp from 0 to 1 as `t` goes from 0 to `length`: smooth
/// at both ends, so notes start and stop without clicks.
fn rise(t: f64, length: f64) -> f64 {
    if t <= 0.0 {
        0.0
    } else if t >= length {
        1.0
    } else {
        0.5 - 0.5 * (PI * t / length).cos()
    }
}

/// Equal-tempered frequency of a MIDI key (69 = A4 = 440 Hz).
fn note(key: i32) -> f64 {
    440.0 * 2f64.powf(f64::from(key - 69) / 12.0)
}

fn silence(seconds: f64) -> Vec<f64> {
    vec![0.0; index(seconds)]
}

fn index(seconds: f64) -> usize {
    (seconds * SAMPLE_RATE as f64).round() as usize
}

/// A fixed-seed xorshift generator, so every run writes identical files.
struct Noise(u32);

impl Noise {
    /// The next value, uniform in -1.0..1.0.
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        f64::from(self.0) / f64::from(u32::MAX) * 2.0 - 1.0
    }
}

/// Fades the last tenth to silence (the tails are already quiet; this makes
/// the end exactly zero), scales the peak to -3 dBFS and converts to 16 bits.
fn finish(mut samples: Vec<f64>) -> Vec<i16> {
    let len = samples.len();
    let fade = len / 10;
    for (i, sample) in samples[len - fade..].iter_mut().enumerate() {
        *sample *= rise((fade - 1 - i) as f64, fade as f64);
    }
    let peak = samples.iter().fold(0.0f64, |max, s| max.max(s.abs()));
    let gain = if peak > 0.0 {
        10f64.powf(-3.0 / 20.0) / peak
    } else {
        0.0
    };
    samples
        .iter()
        .map(|s| (s * gain * f64::from(i16::MAX)).round() as i16)
        .collect()
}

/// A canonical 44-byte-header WAV file: mono, 16-bit PCM.
fn wav(samples: &[i16]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for sample in samples {
        out.extend_from_slice(&sample.to_le_bytes());
    }
    out
}
