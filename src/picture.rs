//! Pictures of positions and games (being written).
