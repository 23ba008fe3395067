//! Why the line to the server stopped for good: a reason the window can
//! put in the player's language, and the command line in English
//! (`Display`).

use std::fmt;

/// Why the connection stopped and will not try again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closure {
    /// Its owner closed it or dropped its handle.
    ByOwner,
    /// The server refused the login (the line before says why); logging in
    /// again after a loss, only for a reason that lasts.
    LoginRefused,
}

impl fmt::Display for Closure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Closure::ByOwner => f.write_str("closed by its owner"),
            Closure::LoginRefused => f.write_str("the login was refused"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closure_reads_in_english_on_the_command_line() {
        assert_eq!(Closure::ByOwner.to_string(), "closed by its owner");
        assert_eq!(Closure::LoginRefused.to_string(), "the login was refused");
    }
}
