//! Rules help for each variant (being written).
