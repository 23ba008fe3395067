//! The sound effects: the committed WAV files are well-formed, sensible and
//! exactly what `examples/make_sounds.rs` renders, and playing them never
//! panics, with or without an audio device.

#[path = "../examples/make_sounds.rs"]
mod make_sounds;

use std::path::Path;
use std::time::Duration;

/// Each file's name and the bounds on its length.
const FILES: [(&str, Duration, Duration); 6] = [
    (
        "move",
        Duration::from_millis(60),
        Duration::from_millis(120),
    ),
    (
        "capture",
        Duration::from_millis(140),
        Duration::from_millis(220),
    ),
    (
        "warning",
        Duration::from_millis(300),
        Duration::from_millis(400),
    ),
    (
        "win",
        Duration::from_millis(750),
        Duration::from_millis(1050),
    ),
    (
        "loss",
        Duration::from_millis(750),
        Duration::from_millis(1050),
    ),
    (
        "lowtime",
        Duration::from_millis(150),
        Duration::from_millis(260),
    ),
];

fn committed(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("assets/sounds/{name}.wav"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// What the `fmt ` chunk says, and the `data` chunk as samples.
struct Wav {
    format: u16,
    channels: u16,
    sample_rate: u32,
    bits: u16,
    samples: Vec<i16>,
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// A minimal RIFF/WAVE reader: walks the chunks, skipping unknown ones.
fn parse(bytes: &[u8]) -> Result<Wav, String> {
    if bytes.len() < 12 || &bytes[0..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
        return Err("not a RIFF/WAVE file".into());
    }
    if u32_at(bytes, 4) as usize != bytes.len() - 8 {
        return Err("RIFF size does not match the file".into());
    }
    let mut fmt = None;
    let mut data = None;
    let mut at = 12;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32_at(bytes, at + 4) as usize;
        let body = bytes
            .get(at + 8..at + 8 + size)
            .ok_or_else(|| format!("chunk {:?} runs past the end", String::from_utf8_lossy(id)))?;
        match id {
            b"fmt " if size >= 16 => fmt = Some(body),
            b"data" => data = Some(body),
            _ => {}
        }
        // Chunks are padded to an even length.
        at += 8 + size + size % 2;
    }
    let fmt = fmt.ok_or("no fmt chunk")?;
    let data = data.ok_or("no data chunk")?;
    let wav = Wav {
        format: u16_at(fmt, 0),
        channels: u16_at(fmt, 2),
        sample_rate: u32_at(fmt, 4),
        bits: u16_at(fmt, 14),
        samples: data
            .chunks_exact(2)
            .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
            .collect(),
    };
    if u32_at(fmt, 8) != wav.sample_rate * u32::from(wav.channels) * u32::from(wav.bits / 8)
        || u16_at(fmt, 12) != wav.channels * (wav.bits / 8)
    {
        return Err("inconsistent byte rate or block align".into());
    }
    Ok(wav)
}

fn dbfs(level: f64) -> f64 {
    20.0 * (level / 32768.0).log10()
}

#[test]
fn committed_files_are_short_mono_16_bit_pcm() {
    for (name, shortest, longest) in FILES {
        let bytes = committed(name);
        assert!(bytes.len() < 50_000, "{name}: {} bytes", bytes.len());
        let wav = parse(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(wav.format, 1, "{name}: PCM");
        assert_eq!(wav.channels, 1, "{name}: mono");
        assert_eq!(wav.sample_rate, 22_050, "{name}: sample rate");
        assert_eq!(wav.bits, 16, "{name}: bits per sample");
        let length = Duration::from_secs_f64(wav.samples.len() as f64 / 22_050.0);
        assert!(
            (shortest..=longest).contains(&length),
            "{name}: {length:?} is not within {shortest:?}..={longest:?}"
        );
    }
}

#[test]
fn committed_files_are_audible_unclipped_and_start_and_end_quietly() {
    for (name, ..) in FILES {
        let wav = parse(&committed(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let samples = &wav.samples;
        let peak = samples
            .iter()
            .map(|&s| i32::from(s).abs())
            .max()
            .unwrap_or(0);
        let rms = (samples.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>()
            / samples.len() as f64)
            .sqrt();
        let peak_db = dbfs(f64::from(peak));
        assert!(
            (-4.0..=-2.0).contains(&peak_db),
            "{name}: peak {peak_db:.2} dBFS"
        );
        assert!(peak < i32::from(i16::MAX), "{name}: clipped");
        assert!(
            dbfs(rms) > -30.0,
            "{name}: RMS {:.1} dBFS, nearly silent",
            dbfs(rms)
        );
        // An abrupt start or end would click: the envelopes begin and end at
        // zero, so the first and last 0.1 ms are nearly silent.
        let edge = 3;
        for s in samples[..edge]
            .iter()
            .chain(&samples[samples.len() - edge..])
        {
            assert!(
                i32::from(*s).abs() < 328,
                "{name}: edge sample {s} is over 1% of full scale"
            );
        }
    }
}

#[test]
fn committed_files_are_what_the_synthesizer_renders() {
    assert_eq!(make_sounds::NAMES, FILES.map(|(name, ..)| name));
    for name in make_sounds::NAMES {
        let rendered = make_sounds::render(name).expect("a known name");
        // Not `assert_eq!`: printing two 40 KB vectors helps nobody.
        assert!(
            rendered == committed(name),
            "assets/sounds/{name}.wav is stale: run `cargo run --example make_sounds`"
        );
    }
    assert!(make_sounds::render("nonsense").is_none());
}

#[cfg(feature = "sound")]
mod playing {
    use taflbord::app::Sounds;
    use taflbord::session::Sound;

    #[test]
    fn sounds_are_listed_in_file_order() {
        let names = Sound::ALL.map(|sound| format!("{sound:?}").to_lowercase());
        assert_eq!(names, super::make_sounds::NAMES);
    }

    #[test]
    fn default_is_silent_and_plays_nothing() {
        let sounds = Sounds::default();
        assert!(sounds.is_silent());
        for sound in Sound::ALL {
            sounds.play(sound, 1.0);
        }
    }

    /// Without an audio device (as on CI) `new` gives a silent `Sounds`; with
    /// one this makes a brief noise. Either way nothing panics.
    #[test]
    fn new_and_play_do_not_panic() {
        let sounds = Sounds::new();
        for volume in [0.0, 0.5, 1.0, -1.0, 2.0, f32::NAN] {
            for sound in Sound::ALL {
                sounds.play(sound, volume);
            }
        }
        eprintln!("Sounds::new() is silent: {}", sounds.is_silent());
    }
}
