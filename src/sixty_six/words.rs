//! Sixty-six's English sentences, by message key (`sixty_six.*`).

use crate::words::Msg;

/// The English sentence for a `sixty_six.*` key, or `None` for another game's key.
pub(crate) fn english(m: &Msg) -> Option<String> {
    let _ = m;
    None
}
