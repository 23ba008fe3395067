//! The rules-help screen (being written).
