//! `sixty-three-bot/1` (`docs/protocol/sixty-three-bot-protocol.md`).

use super::{ProtocolError};
use crate::bots::BotKind;
use crate::sixty_three::SixtyThreeOptions;
use serde_json::Value;

/// The protocol name.
pub const PROTOCOL: &str = "sixty-three-bot/1";

/// The options of a `rules` object (keys of [`SixtyThreeOptions`] over the defaults).
pub fn options_from(rules: &Value) -> Result<SixtyThreeOptions, ProtocolError> {
    let o: SixtyThreeOptions = if rules.is_null() { SixtyThreeOptions::default() } else { serde_json::from_value(rules.clone()).map_err(|e| ProtocolError::Rules(format!("{e} in {rules}")))? };
    o.validate().map_err(ProtocolError::Rules)?;
    Ok(o)
}

/// Answers one `decide`.
pub fn decide(_msg: &Value, _level: BotKind, _seed: u64) -> Result<Value, ProtocolError> {
    Err(ProtocolError::Rules("sixty-three-bot/1 is not implemented yet".into()))
}
