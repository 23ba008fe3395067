//! Why the line to the server was lost: a reason the window can put in
//! the player's language, and the command line in English (`Display`).
//! The system's own words for an error stay as its text.

use std::fmt;

use super::message::LoginRefusal;

/// Why the connection was lost (it tries again by itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loss {
    /// The server's name did not resolve.
    NotFound { server: String, error: String },
    /// The server's name resolved to no address.
    NoAddress { server: String },
    /// No address of the server took the connection.
    Unreachable { server: String, error: String },
    /// The server hung up.
    ServerClosed,
    /// Reading from the server failed.
    Broke { error: String },
    /// Writing to the server failed.
    NotSent { error: String },
    /// Nothing came from the server, not even a ping's answer, for so long.
    Silent { seconds: u64 },
    /// A line ran past the longest read.
    LineTooLong { megabytes: u64 },
    /// Dropped on purpose ([`super::Connection::break_off`]).
    BrokenOff,
    /// Logging in again, the server refused for a while.
    NotYet(LoginRefusal),
}

impl fmt::Display for Loss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Loss::NotFound { server, error } => {
                write!(f, "cannot find the server {server}: {error}")
            }
            Loss::NoAddress { server } => write!(f, "the server {server} has no address"),
            Loss::Unreachable { server, error } => write!(f, "cannot connect to {server}: {error}"),
            Loss::ServerClosed => write!(f, "the server closed the connection"),
            Loss::Broke { error } => write!(f, "the connection broke: {error}"),
            Loss::NotSent { error } => write!(f, "could not send to the server: {error}"),
            Loss::Silent { seconds } => write!(f, "the server said nothing for {seconds} s"),
            Loss::LineTooLong { megabytes } => {
                write!(f, "the server sent a line longer than {megabytes} MB")
            }
            Loss::BrokenOff => write!(f, "the connection was broken off"),
            Loss::NotYet(why) => write!(f, "the server would not log in again yet: {why}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loss_reads_in_english_on_the_command_line() {
        let unreachable = Loss::Unreachable {
            server: "hnefatafl.org:49152".into(),
            error: "Connection refused (os error 111)".into(),
        };
        assert_eq!(
            unreachable.to_string(),
            "cannot connect to hnefatafl.org:49152: Connection refused (os error 111)"
        );
        assert_eq!(
            Loss::LineTooLong { megabytes: 8 }.to_string(),
            "the server sent a line longer than 8 MB"
        );
        assert_eq!(
            Loss::NotYet(LoginRefusal::TooSoon).to_string(),
            "the server would not log in again yet: too many tries: the server waits a little before the next"
        );
    }
}
