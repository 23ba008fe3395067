//! Online play on the community's server (the hnefatafl-copenhagen
//! project's protocol, version 6.4.1): its messages read into types
//! ([`message`]), the lobby ([`lobby`]), seeks ([`seek`]), one game with
//! its record ([`game`]), what a client knows ([`client`]), the line to
//! the server on threads of its own ([`connection`]), why it was lost
//! ([`loss`]) and why it stopped for good ([`closure`]).
//!
//! Depends on the engine, [`crate::clock`], [`crate::notation`],
//! [`crate::record`] and [`crate::contest`] (how much of another
//! program's text a message repeats).

/// The tafl community's server.
pub const DEFAULT_SERVER: &str = "hnefatafl.org:49152";

pub mod client;
pub mod closure;
pub mod connection;
pub mod game;
pub mod game_so_far;
pub mod lobby;
pub mod loss;
pub mod message;
pub mod seek;

pub use client::{Client, Happening};
pub use closure::Closure;
pub use connection::{Account, AccountProblem, Connection, Event};
pub use game::OnlineGame;
pub use loss::Loss;
pub use message::{GameId, Incoming, LoginRefusal, Outgoing, VERSION_ID};
pub use seek::Seek;
