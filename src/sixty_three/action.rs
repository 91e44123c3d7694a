//! Sixty-three decisions and their two spellings: the fixtures' action strings
//! (`pass`, `bid 45`, `trump S`, `keep 7D 2H`, `give 3S 8S`, `give`, `discard QC`,
//! `play KS`, `dump 8S 6S 4S`) and the page's JSON tokens
//! (`{"action":"bid","value":45}`, `{"action":"keep","cards":["7D","2H"]}` …).
//!
//! Serde (the page, saves) uses the JSON object form; `Display`/`FromStr` use the string
//! form (fixture replay, the CLI). Both name the same actions.

use crate::cards::{Card, CardSet, Suit};
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// A decision (docs/rules/sixty-three.md §6–§9). Card lists are sets: their order never matters and
/// they print in card order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum SixtyThreeAction {
    /// Pass in the auction (§6.2): final under the open auction.
    Pass,
    /// Bid `value` points (§6.1: `min_bid`..=63, or 126 with `shoot_the_moon`).
    Bid {
        /// The number of points bid.
        value: u8,
    },
    /// The declarer names trump (§6.5).
    Trump {
        /// The trump suit.
        suit: Suit,
    },
    /// Keep these dirt cards: the dealer robbing the pack (§7.4), or, under
    /// `deal_style = twelve_plus_kitty`, any player filling up to six.
    Keep {
        /// The dirt cards kept.
        cards: CardSet,
    },
    /// Pass these non-counting trumps to the partner, face up (§7.6). Empty: pass nothing.
    Give {
        /// The trumps passed.
        cards: CardSet,
    },
    /// Discard these cards: the partner's dirt after receiving trumps (§7.6), or extra
    /// non-counting trumps shown and discarded under
    /// `excess_trump_handling = pass_then_discard_noncounting`.
    Discard {
        /// The cards discarded.
        cards: CardSet,
    },
    /// Play a card to the trick (§9).
    Play {
        /// The card played.
        card: Card,
    },
    /// Play several cards together to the first trick: a hand of more than six cards
    /// under `excess_trump_handling = dump_on_first_trick` plays its extras with its card.
    Dump {
        /// The cards played together.
        cards: CardSet,
    },
}

/// The JSON object form (see [`crate::tagged`]: the same objects the derive read).
impl<'de> serde::Deserialize<'de> for SixtyThreeAction {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const VARIANTS: &[&str] = &["pass", "bid", "trump", "keep", "give", "discard", "play", "dump"];
        let mut t = crate::tagged::Tagged::read(d)?;
        Ok(match t.tag.as_str() {
            "pass" => Self::Pass,
            "bid" => Self::Bid { value: t.field("value")? },
            "trump" => Self::Trump { suit: t.field("suit")? },
            "keep" => Self::Keep { cards: t.field("cards")? },
            "give" => Self::Give { cards: t.field("cards")? },
            "discard" => Self::Discard { cards: t.field("cards")? },
            "play" => Self::Play { card: t.field("card")? },
            "dump" => Self::Dump { cards: t.field("cards")? },
            _ => return Err(t.unknown(VARIANTS)),
        })
    }
}

impl fmt::Display for SixtyThreeAction {
    /// The fixtures' action string, cards in card order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let set = |f: &mut fmt::Formatter<'_>, word: &str, cards: &CardSet| {
            if cards.is_empty() {
                f.write_str(word)
            } else {
                write!(f, "{word} {cards}")
            }
        };
        match self {
            SixtyThreeAction::Pass => f.write_str("pass"),
            SixtyThreeAction::Bid { value } => write!(f, "bid {value}"),
            SixtyThreeAction::Trump { suit } => write!(f, "trump {suit}"),
            SixtyThreeAction::Keep { cards } => set(f, "keep", cards),
            SixtyThreeAction::Give { cards } => set(f, "give", cards),
            SixtyThreeAction::Discard { cards } => set(f, "discard", cards),
            SixtyThreeAction::Play { card } => write!(f, "play {card}"),
            SixtyThreeAction::Dump { cards } => set(f, "dump", cards),
        }
    }
}

/// Why an action string did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a Sixty-three action: {0:?} (expected pass, bid N, trump S, keep/give/discard/dump CARDS or play CARD)")]
pub struct ParseActionError(pub String);

impl FromStr for SixtyThreeAction {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let bad = || ParseActionError(s.to_string());
        let t = s.trim();
        let (word, rest) = match t.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (t, ""),
        };
        let cards = || CardSet::parse_list(rest).map_err(|_| bad());
        Ok(match word.to_ascii_lowercase().as_str() {
            "pass" if rest.is_empty() => SixtyThreeAction::Pass,
            "bid" => SixtyThreeAction::Bid { value: rest.parse().map_err(|_| bad())? },
            "trump" => {
                let mut ch = rest.chars();
                match (ch.next().and_then(Suit::from_letter), ch.next()) {
                    (Some(suit), None) => SixtyThreeAction::Trump { suit },
                    _ => return Err(bad()),
                }
            }
            "keep" => SixtyThreeAction::Keep { cards: cards()? },
            "give" => SixtyThreeAction::Give { cards: cards()? },
            "discard" => SixtyThreeAction::Discard { cards: cards()? },
            "dump" => SixtyThreeAction::Dump { cards: cards()? },
            "play" => SixtyThreeAction::Play { card: rest.parse().map_err(|_| bad())? },
            _ => return Err(bad()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_round_trip() {
        for s in ["pass", "bid 45", "trump S", "keep 6C KC TD", "give", "give 3S 8S", "discard QC", "play XJ", "dump 3S 4S"] {
            let a: SixtyThreeAction = s.parse().unwrap();
            assert_eq!(a.to_string(), s);
        }
        assert!("bid".parse::<SixtyThreeAction>().is_err());
        assert!("trump X".parse::<SixtyThreeAction>().is_err());
        assert!("play 5C 6C".parse::<SixtyThreeAction>().is_err());
        assert!("pass 3".parse::<SixtyThreeAction>().is_err());
    }

    #[test]
    fn json_tokens() {
        let a = SixtyThreeAction::Bid { value: 45 };
        assert_eq!(serde_json::to_value(a).unwrap(), serde_json::json!({"action": "bid", "value": 45}));
        let k: SixtyThreeAction = serde_json::from_value(serde_json::json!({"action": "keep", "cards": ["TD", "6C"]})).unwrap();
        assert_eq!(k.to_string(), "keep 6C TD");
    }
}
