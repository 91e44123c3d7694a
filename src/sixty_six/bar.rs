//! What bars an action: one [`Bar`] per rule an action can break, returned by the rule
//! functions of the phase files (which the legal lists are built from, so every rule is
//! written once), and the refusal each one becomes (an [`ErrorCode`] and a `sixty_six.*`
//! message, English in `words.rs`). Bare `§` numbers refer to `docs/rules/sixty-six.md`.

use super::types::Stage;
use crate::cards::{Card, Suit};
use crate::game::{ErrorCode, Refusal};
use crate::words::Msg;

/// The rule that bars an action now. Cheap to make (no allocation), so the legal lists
/// can be built from the same functions that explain a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bar {
    /// The deal is over.
    DealOver,
    /// The action has no place at this stage.
    NotNow(Stage),
    /// The card is not in the player's hand.
    NotInHand(Card),
    /// There is no card to follow.
    NoLead,
    /// §8.3: the follower must beat `lead` with a higher card of its suit.
    MustBeat(Card),
    /// §8.3: the follower must follow the suit led.
    MustFollow(Suit),
    /// §8.3: the follower has none of the suit `led` but a trump, and must trump.
    MustTrump {
        /// The suit led.
        led: Suit,
        /// Trump.
        trump: Suit,
    },
    /// §6.2: a marriage is announced by leading its king or queen.
    BadMarriage,
    /// §6.2: only the leader announces a marriage, before leading.
    MarriageNotLeader,
    /// §6.1: the player lacks the king or the queen of the suit.
    NoMarriage(Suit),
    /// §6.4 `marriage_in_phase2 = false`.
    MarriagePhase2,
    /// §14 `marriage_lead = king_only`.
    MarriageKingOnly,
    /// §14 `auto_declare`: nobody declares by choice.
    DeclareAutomatic,
    /// §5.1: only this card (the trump nine, or jack) may be exchanged.
    NotTrumpNine(Card),
    /// §5.2: only the leader exchanges `card`, before leading.
    ExchangeNotLeader(Card),
    /// §5.2: no exchange once the stock is closed.
    ExchangeStockClosed,
    /// §5.2 `exchange_min_stock`: too few cards left to exchange.
    ExchangeStockTooSmall,
    /// §5.2 `exchange_requires_trick`: a trick must be won before exchanging `card`.
    NeedTrick(Card),
    /// §14 `closing = false`.
    ClosingNotAllowed,
    /// §7.1: only the leader closes, before leading.
    CloseNotLeader,
    /// §7: the stock is already closed.
    AlreadyClosed,
    /// §7.2 `exchange_min_stock`: too few cards left to close.
    CloseStockTooSmall,
    /// §12.1: only the leader declares.
    DeclareNotLeader,
    /// §12.2: passing ends the deal after the last trick only.
    PassNotNow,
}

/// The word naming a stage in messages (`sixty_six.not_now`).
fn stage_word(s: Stage) -> &'static str {
    match s {
        Stage::Lead => "lead",
        Stage::Follow => "follow",
        Stage::CloseOrDraw => "close_or_draw",
        Stage::Final => "final",
        Stage::Over => "over",
    }
}

impl Bar {
    /// The refusal: its stable code and its message.
    pub(crate) fn refusal(self) -> Refusal {
        use ErrorCode as C;
        let (code, msg) = match self {
            Bar::DealOver => (C::HandOver, Msg::new("sixty_six.deal_over")),
            Bar::NotNow(s) => (C::NotLegalNow, Msg::new("sixty_six.not_now").with("stage", stage_word(s))),
            Bar::NotInHand(c) => (C::NotInHand, Msg::new("sixty_six.not_in_hand").with("card", c)),
            Bar::NoLead => (C::NotLegalNow, Msg::new("sixty_six.no_lead")),
            Bar::MustBeat(c) => (C::MustBeat, Msg::new("sixty_six.must_beat").with("card", c)),
            Bar::MustFollow(s) => (C::MustFollowSuit, Msg::new("sixty_six.must_follow").with("suit", s)),
            Bar::MustTrump { led, trump } => (C::MustTrump, Msg::new("sixty_six.must_trump").with("suit", led).with("trump", trump)),
            Bar::BadMarriage => (C::BadMarriage, Msg::new("sixty_six.bad_marriage")),
            Bar::MarriageNotLeader => (C::NotLeader, Msg::new("sixty_six.marriage_not_leader")),
            Bar::NoMarriage(s) => (C::NoMarriage, Msg::new("sixty_six.no_marriage").with("suit", s)),
            Bar::MarriagePhase2 => (C::MarriagePhase2, Msg::new("sixty_six.marriage_phase2")),
            Bar::MarriageKingOnly => (C::MarriageKingOnly, Msg::new("sixty_six.marriage_king_only")),
            Bar::DeclareAutomatic => (C::DeclareAutomatic, Msg::new("sixty_six.declare_automatic")),
            Bar::NotTrumpNine(c) => (C::NotTrumpNine, Msg::new("sixty_six.not_trump_nine").with("card", c)),
            Bar::ExchangeNotLeader(c) => (C::NotLeader, Msg::new("sixty_six.exchange_not_leader").with("card", c)),
            Bar::ExchangeStockClosed => (C::StockClosed, Msg::new("sixty_six.exchange_stock_closed")),
            Bar::ExchangeStockTooSmall => (C::StockTooSmall, Msg::new("sixty_six.exchange_stock_too_small")),
            Bar::NeedTrick(c) => (C::NeedTrick, Msg::new("sixty_six.need_trick").with("card", c)),
            Bar::ClosingNotAllowed => (C::ClosingNotAllowed, Msg::new("sixty_six.closing_not_allowed")),
            Bar::CloseNotLeader => (C::NotLeader, Msg::new("sixty_six.close_not_leader")),
            Bar::AlreadyClosed => (C::StockClosed, Msg::new("sixty_six.already_closed")),
            Bar::CloseStockTooSmall => (C::StockTooSmall, Msg::new("sixty_six.close_stock_too_small")),
            Bar::DeclareNotLeader => (C::NotLeader, Msg::new("sixty_six.declare_not_leader")),
            Bar::PassNotNow => (C::NotLegalNow, Msg::new("sixty_six.pass_not_now")),
        };
        Refusal::new(code, msg)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal has an English sentence in `words.rs` (an unknown key renders as
    /// itself).
    #[test]
    fn every_bar_has_a_sentence() {
        let c: Card = "KS".parse().unwrap();
        let bars = [
            Bar::DealOver,
            Bar::NotNow(Stage::Lead),
            Bar::NotNow(Stage::Follow),
            Bar::NotNow(Stage::CloseOrDraw),
            Bar::NotNow(Stage::Final),
            Bar::NotInHand(c),
            Bar::NoLead,
            Bar::MustBeat(c),
            Bar::MustFollow(Suit::Spades),
            Bar::MustTrump { led: Suit::Spades, trump: Suit::Hearts },
            Bar::BadMarriage,
            Bar::MarriageNotLeader,
            Bar::NoMarriage(Suit::Spades),
            Bar::MarriagePhase2,
            Bar::MarriageKingOnly,
            Bar::DeclareAutomatic,
            Bar::NotTrumpNine(c),
            Bar::ExchangeNotLeader(c),
            Bar::ExchangeStockClosed,
            Bar::ExchangeStockTooSmall,
            Bar::NeedTrick(c),
            Bar::ClosingNotAllowed,
            Bar::CloseNotLeader,
            Bar::AlreadyClosed,
            Bar::CloseStockTooSmall,
            Bar::DeclareNotLeader,
            Bar::PassNotNow,
        ];
        for b in bars {
            let r = b.refusal();
            assert!(!r.message().starts_with("sixty_six."), "{b:?} has no sentence");
        }
        assert_eq!(Bar::MustBeat(c).refusal().message(), "You must beat the king of spades with a higher spade.");
        assert_eq!(Bar::NotNow(Stage::Final).refusal().message(), "Not now: it is time to declare 66 or pass.");
    }
}
