//! An entry of a pick list: a value and its words in the player's
//! language (pick lists show an entry's `Display`).

use std::fmt;

#[derive(Clone, Debug)]
pub struct Choice<T> {
    pub value: T,
    label: String,
}

impl<T> Choice<T> {
    pub fn new(value: T, label: String) -> Choice<T> {
        Choice { value, label }
    }
}

/// The entries for `values`, each worded by `label`.
pub fn choices<T>(
    values: impl IntoIterator<Item = T>,
    label: impl Fn(&T) -> String,
) -> Vec<Choice<T>> {
    values
        .into_iter()
        .map(|value| {
            let label = label(&value);
            Choice { value, label }
        })
        .collect()
}

/// Entries are the same when their values are: the words follow.
impl<T: PartialEq> PartialEq for Choice<T> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<T> fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}
