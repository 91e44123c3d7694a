//! Sixty-three's English sentences, by message key (`sixty_three.*`).

use crate::words::Msg;

/// The English sentence for a `sixty_three.*` key, or `None` for another game's key.
pub(crate) fn english(m: &Msg) -> Option<String> {
    let _ = m;
    None
}
