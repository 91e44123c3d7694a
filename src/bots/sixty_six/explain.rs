//! The page's hint reasons for Sixty-six: why the expert's choice is a good one, as a
//! `sixty_six.hint.*` message (English in `src/sixty_six/words.rs`). Bare `§` numbers
//! refer to `docs/rules/sixty-six.md`.

use crate::cards::{rank as r, Card};
use crate::sixty_six::rank::{follower_wins, points, strength};
use crate::sixty_six::{SixtySixAction as A, SixtySixObservation};
use crate::words::Msg;

/// A one-line reason a player understands for `action` (the page's hints).
pub fn explain(obs: &SixtySixObservation, action: A, legal: &[A]) -> Msg {
    let p = &obs.public;
    let me = obs.seat;
    let total = p.total(me);
    if legal.len() == 1 {
        return Msg::new("only_choice");
    }
    let marriage_points = |suit| if suit == p.trump { 40 } else { 20 };
    match action {
        A::Declare if total >= 66 => Msg::new("sixty_six.hint.declare").with("total", total as i64),
        A::Declare => Msg::new("sixty_six.hint.declare_short").with("total", total as i64),
        A::Pass => Msg::new("sixty_six.hint.pass"),
        A::MarriageDeclare { suit } => Msg::new("sixty_six.hint.marriage_declare")
            .with("suit", suit)
            .with("points", marriage_points(suit) as i64)
            .with("total", total as i64),
        A::Marriage { suit, .. } => {
            // §6.3: it counts at once if a trick is already won.
            let key = if p.tricks_won[me] > 0 { "sixty_six.hint.marriage_counts" } else { "sixty_six.hint.marriage_pending" };
            Msg::new(key).with("suit", suit).with("points", marriage_points(suit) as i64)
        }
        A::ExchangeTrump { card } => {
            let m = Msg::new("sixty_six.hint.exchange").with("card", card);
            match p.face_up {
                Some(up) => m.with("face_up", up),
                None => m,
            }
        }
        A::Close if total > 0 => Msg::new("sixty_six.hint.close").with("total", total as i64),
        A::Close => Msg::new("sixty_six.hint.close_fresh"),
        A::Draw => Msg::new("sixty_six.hint.draw"),
        A::Play { card } => explain_play(obs, card),
    }
}

/// The reason for playing `card` (§8–§9: phase 1 free play, phase 2 strict play).
fn explain_play(obs: &SixtySixObservation, card: Card) -> Msg {
    let p = &obs.public;
    let trump = p.trump;
    let pts = points(card);
    let say = |key: &'static str| Msg::new(key).with("card", card);
    // Unseen cards of `card`'s suit that beat it.
    let unseen = obs.unseen() | p.known[1 - obs.seat];
    let beaten_in_suit = unseen.iter().any(|u| u.suit() == card.suit() && strength(u) > strength(card));
    let is_trump = card.suit() == Some(trump);
    if let Some(l) = p.lead {
        let both = points(l.card) + pts;
        if follower_wins(l.card, card, trump) {
            let key = if is_trump && l.card.suit() != Some(trump) { "sixty_six.hint.trump_trick" } else { "sixty_six.hint.take_trick" };
            return Msg::new(key).with("lead", l.card).with("card", card).with("points", both as i64);
        }
        if p.phase2() {
            return say("sixty_six.hint.lose_strict");
        }
        return if pts >= 10 || is_trump { say("sixty_six.hint.lose_searched") } else { say("sixty_six.hint.lose_cheap") };
    }
    let partner = |c: Card| {
        let s = c.suit().unwrap_or(trump);
        Card::new(s, if c.rank() == r::KING { r::QUEEN } else { r::KING })
    };
    if !beaten_in_suit && is_trump {
        return say("sixty_six.hint.lead_safe_trump").with("points", pts as i64);
    }
    if !beaten_in_suit && p.phase2() {
        return say("sixty_six.hint.lead_highest");
    }
    if p.phase2() {
        return if is_trump {
            say("sixty_six.hint.lead_trump_strict")
        } else if pts <= 4 {
            say("sixty_six.hint.lead_cheap_strict")
        } else {
            say("sixty_six.hint.lead_strict")
        };
    }
    if (card.rank() == r::KING || card.rank() == r::QUEEN) && obs.hand.contains(partner(card)) {
        return say("sixty_six.hint.lead_quiet_marriage");
    }
    if is_trump {
        return say("sixty_six.hint.lead_low_trump");
    }
    if pts >= 10 {
        return say("sixty_six.hint.lead_high").with("points", pts as i64);
    }
    say("sixty_six.hint.lead_low")
}
