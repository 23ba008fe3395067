//! A training run saved between epochs, so that a stopped run resumes
//! exactly where it was: the float network, Adam's moments, the step and
//! epoch counts and the seed.

use super::train::Training;

const MAGIC: &[u8; 8] = b"TAFLTRNG";
const VERSION: u32 = 1;

impl Training {
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::new();
        b.extend_from_slice(MAGIC);
        b.extend_from_slice(&VERSION.to_le_bytes());
        b.extend_from_slice(&self.seed.to_le_bytes());
        b.extend_from_slice(&self.epoch.to_le_bytes());
        b.extend_from_slice(&self.steps().to_le_bytes());
        for group in self.groups() {
            for v in group {
                b.extend_from_slice(&v.to_le_bytes());
            }
        }
        b
    }

    /// A run from [`Training::to_bytes`]; a file of another shape is
    /// refused with where it went wrong.
    pub fn from_bytes(bytes: &[u8]) -> Result<Training, String> {
        let head = MAGIC.len() + 4 + 8 + 4 + 4;
        if bytes.len() < head || &bytes[..MAGIC.len()] != MAGIC {
            return Err("not a Taflbord training checkpoint".into());
        }
        let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or_default());
        if word(8) != VERSION {
            return Err(format!(
                "version {}; this Taflbord reads version {VERSION}",
                word(8)
            ));
        }
        let seed = u64::from_le_bytes(bytes[12..20].try_into().unwrap_or_default());
        let mut run = Training::new(seed);
        run.epoch = word(20);
        let steps = word(24) as i32;
        let wanted: usize = run.groups().iter().map(|g| g.len()).sum::<usize>() * 4 + head;
        if bytes.len() != wanted {
            return Err(format!(
                "{} bytes; a checkpoint of this network has {wanted}",
                bytes.len()
            ));
        }
        let mut at = head;
        for group in run.groups_mut() {
            for v in group.iter_mut() {
                *v = f32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or_default());
                at += 4;
            }
        }
        run.set_steps(steps);
        Ok(run)
    }
}
