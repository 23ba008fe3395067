//! A network's file: little-endian integers after a header that names the
//! variant and the layers' sizes, then the recipe that made it, and a
//! checksum of all before it. A file that is not one, is damaged, or is
//! for another network shape is refused with what is wrong and where.

use super::{HIDDEN, INPUTS, Network, QA};
use crate::bot::features::{TERM_COUNT, TERMS};
use std::fmt;

const MAGIC: &[u8; 8] = b"TAFLNNUE";
const VERSION: u32 = 1;
/// Recipes are a few lines; a longer one is a broken length.
const MAX_RECIPE: usize = 64 * 1024;
/// A network file is about 94 kB; anything much larger is not one.
pub const MAX_FILE: u64 = 1 << 20;

/// Why a network file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetworkError {
    /// Where in the file (a byte offset), when it is about one place.
    pub at: Option<usize>,
    pub reason: String,
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(at) => write!(f, "at byte {at}: {}", self.reason),
            None => f.write_str(&self.reason),
        }
    }
}

fn refuse(at: usize, reason: impl Into<String>) -> NetworkError {
    NetworkError {
        at: Some(at),
        reason: reason.into(),
    }
}

/// FNV-1a over the bytes: enough to tell a damaged file from a good one.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], NetworkError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let Some(end) = end else {
            return Err(refuse(self.at, format!("the file ends inside {what}")));
        };
        let part = &self.bytes[self.at..end];
        self.at = end;
        Ok(part)
    }

    fn u32(&mut self, what: &str) -> Result<u32, NetworkError> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn i32(&mut self, what: &str) -> Result<i32, NetworkError> {
        Ok(self.u32(what)? as i32)
    }

    fn i16s(&mut self, into: &mut [i16], what: &str) -> Result<(), NetworkError> {
        let b = self.take(into.len() * 2, what)?;
        for (v, pair) in into.iter_mut().zip(b.chunks_exact(2)) {
            *v = i16::from_le_bytes([pair[0], pair[1]]);
        }
        Ok(())
    }

    /// A size the file states, which must be this network's.
    fn expect(&mut self, what: &str, wanted: usize) -> Result<(), NetworkError> {
        let at = self.at;
        let found = self.u32(what)?;
        if found as usize != wanted {
            return Err(refuse(
                at,
                format!("{found} {what}; this Taflbord's network has {wanted}"),
            ));
        }
        Ok(())
    }
}

impl Network {
    /// Reads a network from its file's bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(refuse(0, "not a Taflbord network file"));
        }
        let body = bytes.len().checked_sub(8).filter(|&b| b >= MAGIC.len());
        let Some(body) = body else {
            return Err(refuse(bytes.len(), "the file ends before its checksum"));
        };
        let mut r = Reader {
            bytes: &bytes[..body],
            at: MAGIC.len(),
        };
        let version = r.u32("the version")?;
        if version != VERSION {
            return Err(refuse(
                MAGIC.len(),
                format!("version {version}; this Taflbord reads version {VERSION}"),
            ));
        }
        let stated = u64::from_le_bytes(bytes[body..].try_into().unwrap_or([0; 8]));
        if stated != checksum(&bytes[..body]) {
            return Err(refuse(
                body,
                "the checksum does not match: the file is damaged",
            ));
        }
        r.expect("inputs", INPUTS)?;
        r.expect("hidden units", HIDDEN)?;
        r.expect("king's measures", TERM_COUNT)?;
        let len = r.u32("the variant's name")? as usize;
        if len > 64 {
            return Err(refuse(r.at - 4, format!("a variant's name of {len} bytes")));
        }
        let at = r.at;
        let variant = std::str::from_utf8(r.take(len, "the variant's name")?)
            .map_err(|_| refuse(at, "the variant's name is not UTF-8"))?
            .to_string();
        let len = r.u32("the recipe")? as usize;
        if len > MAX_RECIPE {
            return Err(refuse(r.at - 4, format!("a recipe of {len} bytes")));
        }
        let at = r.at;
        let recipe = std::str::from_utf8(r.take(len, "the recipe")?)
            .map_err(|_| refuse(at, "the recipe is not UTF-8"))?
            .to_string();
        let mut columns = vec![[0i16; HIDDEN]; INPUTS].into_boxed_slice();
        for column in columns.iter_mut() {
            r.i16s(column, "the hidden weights")?;
        }
        let mut bias = [0; HIDDEN];
        r.i16s(&mut bias, "the hidden biases")?;
        let mut out = [0; HIDDEN];
        r.i16s(&mut out, "the output weights")?;
        let out_bias = r.i32("the output bias")?;
        let mut terms = [0; TERM_COUNT];
        for (t, name) in terms.iter_mut().zip(TERMS) {
            *t = r.i32(&format!("the weight of `{name}`"))?;
        }
        if r.at != body {
            return Err(refuse(r.at, "bytes after the weights"));
        }
        let net = Network {
            variant,
            columns,
            bias,
            out,
            out_bias,
            terms,
            recipe,
        };
        net.check_range()?;
        Ok(net)
    }

    /// The sums the search keeps must stay in i16, and the output far
    /// from the score of a won game.
    fn check_range(&self) -> Result<(), NetworkError> {
        // The widest board sum: 38 pieces' largest weights and the bias.
        let limit = 32767 / 39;
        let wide = self
            .columns
            .iter()
            .flatten()
            .chain(&self.bias)
            .any(|w| i32::from(*w).abs() > limit);
        if wide {
            return Err(NetworkError {
                at: None,
                reason: format!(
                    "a hidden weight beyond ±{limit} (±{:.2}): sums could overflow",
                    limit as f32 / QA as f32
                ),
            });
        }
        let big = |v: i32| !(-100_000..=100_000).contains(&v);
        if big(self.out_bias) || self.terms.iter().any(|&t| big(t)) {
            return Err(NetworkError {
                at: None,
                reason: "an output weight beyond ±100000".into(),
            });
        }
        Ok(())
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(INPUTS * HIDDEN * 2 + 1024);
        b.extend_from_slice(MAGIC);
        for n in [VERSION, INPUTS as u32, HIDDEN as u32, TERM_COUNT as u32] {
            b.extend_from_slice(&n.to_le_bytes());
        }
        for text in [&self.variant, &self.recipe] {
            b.extend_from_slice(&(text.len() as u32).to_le_bytes());
            b.extend_from_slice(text.as_bytes());
        }
        for w in self
            .columns
            .iter()
            .flatten()
            .chain(&self.bias)
            .chain(&self.out)
        {
            b.extend_from_slice(&w.to_le_bytes());
        }
        for v in std::iter::once(&self.out_bias).chain(&self.terms) {
            b.extend_from_slice(&v.to_le_bytes());
        }
        let sum = checksum(&b);
        b.extend_from_slice(&sum.to_le_bytes());
        b
    }
}
