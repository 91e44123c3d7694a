//! Sixty-six (rule book `docs/rules/sixty-six.md`): the two-player, 24-card marriage
//! game, with every option of §14, including the settings that make it 20-card
//! Schnapsen (§15.4, [`SixtySixOptions::schnapsen`]).
//!
//! One [`SixtySix`] value is one deal: the deal and the trump card under the stock (§2),
//! phase 1 with no duty to follow and drawing after each trick (§8.2, §10), phase 2 with
//! strict play once the stock is gone or closed (§8.3), the trump-nine exchange (§5),
//! marriages and pending marriage points (§6), closing (§7), declaring 66 (§12.1), the
//! last trick (§11), and the deal's game points (§12). The game to 7 with the deal
//! alternating is the [`crate::session::Session`].
//!
//! The public part of the state is [`SixtySixPublic`]; the hands and the face-down stock
//! live beside it, so an observation is "public + own hand" ([`SixtySixObservation`]).

pub mod options;
pub mod rank;
pub mod replay;
pub mod score;
mod view;
pub mod words;

pub use options::*;
pub use score::{Basis, Closing, Credit, Marriage, Outcome, PlayerState, Reason, SixtySixResult};

use crate::cards::{rank as r, Card, CardSet, Suit};
use crate::game::{ErrorCode, Events, Game, HandResult, Refusal, Seat};
use crate::sample::deal_constrained;
use crate::words::Msg;
use rand::seq::SliceRandom;
use rand::Rng;
use rank::{card_words, follower_wins, legal_follows, points, suit_singular};
use serde::{Deserialize, Serialize};

/// Whose decision the deal waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The leader's turn (§4): exchange, close, declare, or lead (maybe a marriage).
    Lead,
    /// The follower plays a card (§8).
    Follow,
    /// `close_before_drawing` only: the trick winner closes before drawing, or draws (§7.2).
    CloseOrDraw,
    /// Both hands are empty: the last-trick winner declares or passes (§12.1, §12.2).
    Final,
    /// The deal is scored.
    Over,
}

/// A decision. Serializes as the fixture tokens (README of `tests/fixtures/sixty-six`):
/// `{"action":"play","card":"AS"}`, `{"action":"marriage","card":"QH","suit":"H"}`,
/// `{"action":"marriage_declare","suit":"H"}`, `{"action":"exchange_trump","card":"9S"}`,
/// `{"action":"close"}`, `{"action":"declare"}`, `{"action":"pass"}`, and
/// `{"action":"draw"}` (only with `close_before_drawing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum SixtySixAction {
    /// Lead or follow with a card.
    Play {
        /// The card played.
        card: Card,
    },
    /// Announce the K+Q of `suit` and lead `card` (the K or the Q) (§6.2).
    Marriage {
        /// The card led: the king or the queen of `suit`.
        card: Card,
        /// The marriage's suit.
        suit: Suit,
    },
    /// Show the K+Q of `suit` and declare at once; no card is led (§6.5).
    MarriageDeclare {
        /// The marriage's suit.
        suit: Suit,
    },
    /// Give the 9 of trumps (the jack with 20 cards) for the face-up card (§5).
    ExchangeTrump {
        /// The 9 (or jack) of trumps.
        card: Card,
    },
    /// Close the stock (§7).
    Close,
    /// Declare out, "66" (§12.1).
    Declare,
    /// After the last trick: end the deal without declaring (§12.2).
    Pass,
    /// `close_before_drawing`: do not close now; both players draw (§7.2).
    Draw,
}

/// A happening for the page to animate, in order. Public information only: a card drawn
/// from the face-down stock is never named (only the face-up card is).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SixtySixEvent {
    /// A new deal (§2).
    Deal {
        /// The dealer.
        dealer: Seat,
        /// The non-dealer, who leads first.
        elder: Seat,
        /// The face-up trump card.
        trump_card: Card,
        /// Trump.
        trump: Suit,
        /// Cards in the stock, face-up card included.
        stock_count: u8,
        /// Cards dealt to each player.
        hand_size: u8,
    },
    /// The 9 (or jack) of trumps was exchanged for the face-up card (§5).
    Exchange {
        /// Who exchanged.
        seat: Seat,
        /// The card now face up.
        gave: Card,
        /// The card taken into hand.
        took: Card,
    },
    /// The stock was closed (§7).
    Close {
        /// The closer.
        seat: Seat,
        /// Closed before drawing (`close_before_drawing`).
        before_drawing: bool,
    },
    /// A marriage was shown (§6).
    Marriage {
        /// The announcer.
        seat: Seat,
        /// Its suit.
        suit: Suit,
        /// The king and the queen.
        cards: [Card; 2],
        /// 20, or 40 in trumps.
        points: u16,
        /// True if it counts at once; false if pending (§6.3).
        counted: bool,
    },
    /// Pending marriage points started to count: the announcer won a trick (§6.3).
    MarriageCounted {
        /// The announcer.
        seat: Seat,
        /// Points now counted.
        points: u16,
    },
    /// A card was played.
    Play {
        /// Who.
        seat: Seat,
        /// What.
        card: Card,
    },
    /// A trick is complete (§9).
    Trick {
        /// The trick's number, 1-based.
        no: u8,
        /// The leader.
        leader: Seat,
        /// The winner, who leads next.
        winner: Seat,
        /// The card led.
        lead: Card,
        /// The card that followed.
        follow: Card,
        /// Card points of the two cards.
        points: u16,
        /// The last-trick bonus given with this trick (§11), else 0.
        bonus: u16,
        /// Tricks won per seat after this one.
        tricks_won: [u8; 2],
    },
    /// A player drew from the stock (§10). `face_up` names the card only when it was the
    /// face-up card, which both players saw; other draws stay secret.
    Draw {
        /// Who drew.
        seat: Seat,
        /// The face-up card, if that was the card drawn.
        face_up: Option<Card>,
    },
    /// The stock is used up: strict play from now on (§10.2).
    StockExhausted,
    /// A player declared out (§12.1), or was deemed to (`auto_declare`).
    Declare {
        /// The declarer.
        seat: Seat,
        /// Their total.
        total: u16,
        /// True if the total is 66 or more.
        correct: bool,
        /// Deemed by `auto_declare`.
        auto: bool,
    },
    /// The last-trick winner ended the deal without declaring (§12.2).
    Pass {
        /// Who passed.
        seat: Seat,
    },
    /// The deal is scored (§12).
    HandOver {
        /// The score.
        result: SixtySixResult,
    },
}

/// The card led to the trick in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Lead {
    /// The leader.
    pub seat: Seat,
    /// The card led.
    pub card: Card,
    /// The marriage announced with it, if any.
    pub marriage: Option<Suit>,
}

/// A completed trick (`tricks[]` of the fixtures, without the secret draws).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Trick {
    /// 1-based number.
    pub no: u8,
    /// The leader.
    pub leader: Seat,
    /// The phase it was played in (1 or 2).
    pub phase: u8,
    /// The card led.
    pub lead: Card,
    /// The marriage announced with the lead.
    pub marriage: Option<Suit>,
    /// The card that followed.
    pub follow: Card,
    /// The winner.
    pub winner: Seat,
    /// Card points of the two cards.
    pub card_points: u16,
    /// The last-trick bonus given with it (§11).
    pub bonus: u16,
    /// Totals after the trick.
    pub totals_after: [u16; 2],
    /// Pending marriage points after the trick.
    pub pending_after: [u16; 2],
    /// Tricks won after the trick.
    pub tricks_won_after: [u8; 2],
    /// True if both players drew after it.
    pub drew: bool,
}

/// Who exchanged: the leader, or (with `exchange_timing = any_time`) the follower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// On lead.
    Lead,
    /// Following.
    Follow,
}

/// A trump exchange (§5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Exchange {
    /// The number of the trick that followed.
    pub before_trick: u8,
    /// Who exchanged.
    pub seat: Seat,
    /// Leading or following.
    pub role: Role,
    /// The 9 (jack) given.
    pub gave: Card,
    /// The old face-up card taken.
    pub took: Card,
}

/// A declaration (§12.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Declaration {
    /// The declarer.
    pub seat: Seat,
    /// Tricks completed when declaring.
    pub after_tricks: u8,
    /// The declarer's total.
    pub total: u16,
    /// The opponent's total.
    pub opponent_total: u16,
    /// Total of 66 or more.
    pub correct: bool,
    /// The suit shown with `marriage_declare`.
    pub marriage: Option<Suit>,
    /// Deemed by `auto_declare`.
    pub auto: bool,
}

/// Everything both players may know about the deal.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SixtySixPublic {
    /// The options in force.
    pub options: SixtySixOptions,
    /// The dealer.
    pub dealer: Seat,
    /// Whose decision it is, and of which kind.
    pub stage: Stage,
    /// The seat to act (meaningless once the deal is over).
    pub turn: Seat,
    /// Trump (§2.3).
    pub trump: Suit,
    /// The card turned up at the deal.
    pub trump_card: Card,
    /// The card lying face up under the stock now (the 9 after an exchange); `None` once
    /// drawn. Still named after a close (it was seen; it is only turned down).
    pub face_up: Option<Card>,
    /// Cards in the stock, face-up card included (0 once exhausted).
    pub stock_size: u8,
    /// The close, if the stock was closed (§7).
    pub closing: Option<Closing>,
    /// Cards in each hand.
    pub held: [u8; 2],
    /// Cards known to everyone to be in each hand: a shown marriage's partner card, the
    /// face-up card taken by an exchange or by the last draw.
    pub known: [CardSet; 2],
    /// Cards each seat has shown it cannot hold: phase-2 failures to follow, beat or trump.
    pub excluded: [CardSet; 2],
    /// Cards each seat has played.
    pub played: [CardSet; 2],
    /// The card led to the trick in progress.
    pub lead: Option<Lead>,
    /// The completed tricks, in order.
    pub tricks: Vec<Trick>,
    /// Card points won in tricks per seat.
    pub card_points: [u16; 2],
    /// Counted marriage points per seat (§6.3).
    pub marriage_points: [u16; 2],
    /// Pending marriage points per seat (§6.3).
    pub pending: [u16; 2],
    /// Last-trick bonus per seat (§11).
    pub bonus: [u16; 2],
    /// Tricks won per seat.
    pub tricks_won: [u8; 2],
    /// Marriages shown, in order.
    pub marriages: Vec<Marriage>,
    /// Trump exchanges, in order.
    pub exchanges: Vec<Exchange>,
    /// The declaration, if any.
    pub declaration: Option<Declaration>,
    /// The score, once the deal is over.
    pub result: Option<SixtySixResult>,
}

impl SixtySixPublic {
    /// A seat's total: card points + counted marriages + last-trick bonus (§12).
    pub fn total(&self, s: Seat) -> u16 {
        self.card_points[s] + self.marriage_points[s] + self.bonus[s]
    }

    /// The non-dealer, who leads first (§4).
    pub fn elder(&self) -> Seat {
        1 - self.dealer
    }

    /// 1 while the stock is open, 2 once it is empty or closed (§3.2).
    pub fn phase(&self) -> u8 {
        if self.phase2() {
            2
        } else {
            1
        }
    }

    /// True in phase 2 (§3.2): the stock is empty or closed.
    pub fn phase2(&self) -> bool {
        self.closing.is_some() || self.stock_size == 0
    }

    /// The card that is exchanged for the face-up card: the 9 of trumps, or the jack with
    /// the 20-card pack (§5.1, §15.4).
    pub fn exchange_card(&self) -> Card {
        Card::new(self.trump, if self.options.deck == 20 { r::JACK } else { 9 })
    }

    /// The stock is open and large enough to exchange or close (§5.2, §7.2,
    /// `exchange_min_stock`).
    pub fn stock_allows_exchange_or_close(&self) -> bool {
        self.closing.is_none() && self.face_up.is_some() && self.stock_size >= self.options.exchange_min_stock
    }

    /// The last completed trick.
    pub fn last_trick(&self) -> Option<&Trick> {
        self.tricks.last()
    }
}

/// One deal of Sixty-six: the public state plus the hands and the face-down stock.
#[derive(Clone, Debug)]
pub struct SixtySix {
    /// What both players may know.
    pub public: SixtySixPublic,
    /// Each seat's hand.
    pub hands: [CardSet; 2],
    /// The face-down stock; the **last** element is the next card drawn. The face-up card
    /// is `public.face_up`, drawn after all of these.
    pub stock: Vec<Card>,
    /// The cards drawn after the last trick `[winner's, loser's]` (for fixture replay).
    pub last_draws: Option<[Card; 2]>,
}

/// What one seat knows: the public state and its own hand.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SixtySixObservation {
    /// The observer.
    pub seat: Seat,
    /// Public state.
    pub public: SixtySixPublic,
    /// The observer's hand.
    pub hand: CardSet,
}

impl SixtySixObservation {
    /// The cards the observer cannot see (the opponent's hand and the face-down stock),
    /// apart from those known to be in the opponent's hand.
    pub fn unseen(&self) -> CardSet {
        let p = &self.public;
        let mut seen = self.hand | p.played[0] | p.played[1] | p.known[1 - self.seat];
        if let Some(f) = p.face_up {
            seen.insert(f);
        }
        SixtySix::pack(&p.options) - seen
    }
}

/// Transitional: a refusal from a code name and an English sentence.
fn err(code: &'static str, msg: impl Into<String>) -> Refusal {
    Refusal::new(ErrorCode::parse(code).unwrap_or(ErrorCode::Internal), Msg::sentence(msg))
}

impl SixtySix {
    /// The pack: 24 cards (A, 10, K, Q, J, 9 of each suit, §1.1), or the 20-card
    /// Schnapsen pack without nines (§15.4).
    pub fn pack(o: &SixtySixOptions) -> CardSet {
        if o.deck == 20 {
            CardSet::pack(10..=14, false)
        } else {
            CardSet::pack(9..=14, false)
        }
    }

    /// Deals from a pack in dealing order, top first (§2.2, §2.3; §15.4 for 20 cards):
    /// 24 cards: 3 to the elder, 3 to the dealer, 3 + 3 again, the 13th card face up, the
    /// rest the stock with the 14th card drawn first. 20 cards: 3 + 3, the trump card,
    /// 2 + 2, then the stock. Errors if `pack` is not the pack for `o`.
    pub fn from_pack(o: &SixtySixOptions, dealer: Seat, pack: &[Card]) -> Result<SixtySix, String> {
        if dealer > 1 {
            return Err("the dealer must be seat 0 or 1".into());
        }
        let expected = SixtySix::pack(o);
        if pack.len() != expected.len() || pack.iter().copied().collect::<CardSet>() != expected {
            return Err(format!("the pack must hold the {} cards exactly once", expected.len()));
        }
        let elder = 1 - dealer;
        let mut hands = [CardSet::EMPTY; 2];
        let take = |hands: &mut [CardSet; 2], seat: Seat, cards: &[Card]| {
            for &c in cards {
                hands[seat].insert(c);
            }
        };
        let (trump_card, stock_from) = if o.deck == 20 {
            take(&mut hands, elder, &pack[0..3]);
            take(&mut hands, dealer, &pack[3..6]);
            take(&mut hands, elder, &pack[7..9]);
            take(&mut hands, dealer, &pack[9..11]);
            (pack[6], 11)
        } else {
            take(&mut hands, elder, &pack[0..3]);
            take(&mut hands, dealer, &pack[3..6]);
            take(&mut hands, elder, &pack[6..9]);
            take(&mut hands, dealer, &pack[9..12]);
            (pack[12], 13)
        };
        SixtySix::from_cards(o, dealer, hands, trump_card, &pack[stock_from..])
    }

    /// A deal from known cards (fixture replay, tests): both hands by seat, the face-up
    /// trump card, and the face-down stock in drawing order (first drawn first). Errors if
    /// the cards do not make up the pack or the sizes are wrong.
    pub fn from_cards(
        o: &SixtySixOptions,
        dealer: Seat,
        hands: [CardSet; 2],
        trump_card: Card,
        stock: &[Card],
    ) -> Result<SixtySix, String> {
        o.validate()?;
        if dealer > 1 {
            return Err("the dealer must be seat 0 or 1".into());
        }
        let k = o.hand_size();
        if hands.iter().any(|h| h.len() != k) {
            return Err(format!("each hand must have {k} cards"));
        }
        let mut all = hands[0] | hands[1] | CardSet::single(trump_card);
        let mut count = 2 * k + 1;
        for &c in stock {
            all.insert(c);
            count += 1;
        }
        if all != SixtySix::pack(o) || count != all.len() {
            return Err("the hands, the trump card and the stock must make up the pack exactly once".into());
        }
        let trump = trump_card.suit().ok_or("the trump card must have a suit")?;
        let public = SixtySixPublic {
            options: o.clone(),
            dealer,
            stage: Stage::Lead,
            turn: 1 - dealer, // §4: the elder leads first
            trump,
            trump_card,
            face_up: Some(trump_card),
            stock_size: stock.len() as u8 + 1,
            closing: None,
            held: [k as u8; 2],
            known: [CardSet::EMPTY; 2],
            excluded: [CardSet::EMPTY; 2],
            played: [CardSet::EMPTY; 2],
            lead: None,
            tricks: Vec::with_capacity(12),
            card_points: [0; 2],
            marriage_points: [0; 2],
            pending: [0; 2],
            bonus: [0; 2],
            tricks_won: [0; 2],
            marriages: Vec::new(),
            exchanges: Vec::new(),
            declaration: None,
            result: None,
        };
        let mut st: Vec<Card> = stock.to_vec();
        st.reverse(); // last element = next card drawn
        Ok(SixtySix { public, hands, stock: st, last_draws: None })
    }

    /// The stage of the deal.
    pub fn stage(&self) -> Stage {
        self.public.stage
    }

    /// The face-down stock in drawing order (first drawn first).
    pub fn stock_in_draw_order(&self) -> Vec<Card> {
        self.stock.iter().rev().copied().collect()
    }

    /// The deal's score once it is over (§12).
    pub fn result(&self) -> Option<&SixtySixResult> {
        self.public.result.as_ref()
    }

    /// Suits in which `seat` may announce a marriage now (§6.2, §6.4): on lead, holding
    /// K and Q, and in phase 2 only with `marriage_in_phase2`. Bit = suit index.
    pub fn marriage_suits(&self, seat: Seat) -> u8 {
        let p = &self.public;
        if p.stage != Stage::Lead || p.turn != seat || (p.phase2() && !p.options.marriage_in_phase2) {
            return 0;
        }
        let h = self.hands[seat];
        let mut m = 0;
        for s in Suit::ALL {
            if h.contains(Card::new(s, r::KING)) && h.contains(Card::new(s, r::QUEEN)) {
                m |= 1 << s.index();
            }
        }
        m
    }

    fn may_exchange(&self) -> bool {
        let p = &self.public;
        let t = p.turn;
        let stage_ok = match p.stage {
            Stage::Lead => true,
            Stage::Follow => p.options.exchange_timing == ExchangeTiming::AnyTime,
            _ => false,
        };
        // §5.2: the leader before leading (any_time: also the follower), after a trick won
        // (`exchange_requires_trick`), while the stock is open and large enough.
        stage_ok
            && p.stock_allows_exchange_or_close()
            && self.hands[t].contains(p.exchange_card())
            && (!p.options.exchange_requires_trick || p.tricks_won[t] > 0)
    }

    fn may_close(&self) -> bool {
        let p = &self.public;
        // §7.1–7.2: the leader, before leading (or the trick winner before drawing with
        // `close_before_drawing`), while the stock holds enough cards.
        p.options.closing && matches!(p.stage, Stage::Lead | Stage::CloseOrDraw) && p.stock_allows_exchange_or_close()
    }

    fn follow_reason(&self, card: Card) -> Refusal {
        let p = &self.public;
        let Some(lead) = p.lead else { return err("not_legal_now", "There is no card to follow.") };
        let led = lead.card.suit().unwrap_or(Suit::Clubs);
        let hand = self.hands[p.turn];
        let f = hand.of_suit(led);
        if !f.is_empty() && card.suit() == Some(led) {
            // §8.3: follow and beat if you can.
            return err("must_beat", format!("You must beat {} with a higher {}.", card_words(lead.card), suit_singular(led)));
        }
        if !f.is_empty() {
            return err("must_follow_suit", format!("You must follow {} while you hold one.", led.name()));
        }
        err("must_trump", format!("You have no {} but hold a trump: you must trump ({}).", led.name(), p.trump.name()))
    }

    fn stage_words(&self) -> &'static str {
        match self.public.stage {
            Stage::Lead => "lead a card (or exchange, close, declare)",
            Stage::Follow => "play a card to the trick",
            Stage::CloseOrDraw => "close the stock or draw",
            Stage::Final => "declare 66 or pass",
            Stage::Over => "start the next deal",
        }
    }

    fn marriage_check(&self, suit: Suit) -> Result<(), Refusal> {
        let p = &self.public;
        let t = p.turn;
        if p.stage != Stage::Lead {
            return Err(err("not_leader", "Only the player on lead can announce a marriage, before leading."));
        }
        let h = self.hands[t];
        if !(h.contains(Card::new(suit, r::KING)) && h.contains(Card::new(suit, r::QUEEN))) {
            return Err(err("no_marriage", format!("You need both the king and the queen of {}.", suit.name())));
        }
        if p.phase2() && !p.options.marriage_in_phase2 {
            // §6.4 marriage_in_phase2 = false
            return Err(err("marriage_phase2", "Marriages can no longer be announced once the stock is closed or used up."));
        }
        Ok(())
    }

    fn lead_card(&mut self, seat: Seat, card: Card, marriage: Option<Suit>, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        self.hands[seat].remove(card);
        p.held[seat] -= 1;
        p.played[seat].insert(card);
        p.known[seat].remove(card);
        p.lead = Some(Lead { seat, card, marriage });
        p.stage = Stage::Follow;
        p.turn = 1 - seat;
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Play { seat, card });
        }
    }

    fn announce(&mut self, seat: Seat, suit: Suit, card: Option<Card>, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let pts = if suit == p.trump { 40 } else { 20 }; // §6.1
                                                         // §6.3: counts at once if the player already has a trick (first_trick rule);
                                                         // otherwise pending until they win one (next_trick: always pending).
        let counted = p.options.marriage_pending_rule == PendingRule::FirstTrick && p.tricks_won[seat] > 0;
        let king = Card::new(suit, r::KING);
        let queen = Card::new(suit, r::QUEEN);
        if let Some(c) = card {
            // The partner card was shown: everyone knows it is in this hand (§6.2).
            p.known[seat].insert(if c == king { queen } else { king });
        }
        if counted {
            p.marriage_points[seat] += pts;
        } else {
            p.pending[seat] += pts;
        }
        p.marriages.push(Marriage {
            seat,
            suit,
            points: pts,
            trick: p.tricks.len() as u8 + 1,
            card,
            phase: p.phase(),
            credit: if counted { Credit::Announcement } else { Credit::Pending },
            credit_trick: None,
        });
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Marriage { seat, suit, cards: [king, queen], points: pts, counted });
        }
    }

    fn follow_card(&mut self, seat: Seat, card: Card, ev: &mut Events<'_, SixtySixEvent>) {
        let phase = self.public.phase();
        let p = &mut self.public;
        let Some(lead) = p.lead.take() else { return };
        let trump = p.trump;
        if phase == 2 {
            // Public inferences from §8.3: a player who did not beat, follow or trump
            // cannot hold the cards that would have done so (no more draws in phase 2).
            let led = lead.card.suit().unwrap_or(trump);
            let all_led = SixtySix::pack(&p.options).of_suit(led);
            if card.suit() == Some(led) {
                if p.options.phase2_follow_rule == FollowRule::Strict && !follower_wins(lead.card, card, trump) {
                    p.excluded[seat] |= rank::all_higher(lead.card);
                }
            } else {
                p.excluded[seat] |= all_led;
                if p.options.phase2_follow_rule == FollowRule::Strict && led != trump && card.suit() != Some(trump) {
                    p.excluded[seat] |= SixtySix::pack(&p.options).of_suit(trump);
                }
            }
        }
        self.hands[seat].remove(card);
        p.held[seat] -= 1;
        p.played[seat].insert(card);
        p.known[seat].remove(card);
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Play { seat, card });
        }
        // §9: the trick's winner takes both cards.
        let winner = if follower_wins(lead.card, card, trump) { seat } else { lead.seat };
        let pts = points(lead.card) + points(card);
        p.card_points[winner] += pts;
        p.tricks_won[winner] += 1;
        let no = p.tricks.len() as u8 + 1;
        if p.pending[winner] > 0 {
            // §6.3: pending marriages count once the announcer wins a trick.
            let add = p.pending[winner];
            p.marriage_points[winner] += add;
            p.pending[winner] = 0;
            for m in p.marriages.iter_mut().filter(|m| m.seat == winner && m.credit == Credit::Pending) {
                m.credit = Credit::Trick;
                m.credit_trick = Some(no);
            }
            if let Some(e) = ev.get() {
                e.push(SixtySixEvent::MarriageCounted { seat: winner, points: add });
            }
        }
        let last = self.hands[0].is_empty() && self.hands[1].is_empty();
        let mut bonus = 0;
        if last && p.closing.is_none() {
            // §11: the last trick's 10 only after normal exhaustion.
            bonus = p.options.last_trick_bonus as u16;
            p.bonus[winner] += bonus;
        }
        let totals_after = [p.total(0), p.total(1)];
        p.tricks.push(Trick {
            no,
            leader: lead.seat,
            phase,
            lead: lead.card,
            marriage: lead.marriage,
            follow: card,
            winner,
            card_points: pts,
            bonus,
            totals_after,
            pending_after: p.pending,
            tricks_won_after: p.tricks_won,
            drew: false,
        });
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Trick {
                no,
                leader: lead.seat,
                winner,
                lead: lead.card,
                follow: card,
                points: pts,
                bonus,
                tricks_won: p.tricks_won,
            });
        }
        self.last_draws = None;
        p.turn = winner;
        let stock_open = p.closing.is_none() && p.stock_size > 0;
        if stock_open {
            let auto_out = p.options.auto_declare && (p.total(0) >= score::OUT || p.total(1) >= score::OUT);
            if p.options.close_before_drawing && self.may_close_before_drawing() && !auto_out {
                // §7.2 close_before_drawing: the winner may close now, before drawing.
                self.public.stage = Stage::CloseOrDraw;
                return;
            }
            self.draw(ev);
        }
        self.after_draw(ev);
    }

    fn may_close_before_drawing(&self) -> bool {
        let p = &self.public;
        p.options.closing && p.stock_allows_exchange_or_close()
    }

    /// §10.1: the trick winner (`turn`) draws the top card, the loser the next; the last
    /// draw gives the loser the face-up card.
    fn draw(&mut self, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let w = p.turn;
        let l = 1 - w;
        let Some(a) = self.stock.pop() else { return };
        let (b, face) = match self.stock.pop() {
            Some(b) => (b, None),
            None => match p.face_up.take() {
                Some(f) => (f, Some(f)),
                None => return,
            },
        };
        self.hands[w].insert(a);
        self.hands[l].insert(b);
        p.held[w] += 1;
        p.held[l] += 1;
        if let Some(f) = face {
            p.known[l].insert(f); // everyone saw the face-up card go to the loser
        }
        p.stock_size = p.stock_size.saturating_sub(2);
        self.last_draws = Some([a, b]);
        if let Some(t) = p.tricks.last_mut() {
            t.drew = true;
        }
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Draw { seat: w, face_up: None });
            e.push(SixtySixEvent::Draw { seat: l, face_up: face });
            if p.stock_size == 0 {
                e.push(SixtySixEvent::StockExhausted);
            }
        }
    }

    fn after_draw(&mut self, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let w = p.turn;
        if p.options.auto_declare {
            // §14 auto_declare: at a trick boundary, after the draw, the trick winner is
            // checked first.
            for s in [w, 1 - w] {
                if p.total(s) >= score::OUT {
                    self.declare(s, None, true, ev);
                    return;
                }
            }
        }
        if self.hands[0].is_empty() && self.hands[1].is_empty() {
            if self.public.options.auto_declare {
                self.finish(ev);
            } else {
                // §12.1: the last-trick winner may still declare; or pass (§12.2).
                self.public.stage = Stage::Final;
            }
            return;
        }
        self.public.stage = Stage::Lead;
    }

    fn declare(&mut self, seat: Seat, marriage: Option<Suit>, auto: bool, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let total = p.total(seat);
        let d = Declaration {
            seat,
            after_tricks: p.tricks.len() as u8,
            total,
            opponent_total: p.total(1 - seat),
            correct: total >= score::OUT,
            marriage,
            auto,
        };
        p.declaration = Some(d);
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Declare { seat, total, correct: d.correct, auto });
        }
        self.finish(ev);
    }

    fn close(&mut self, seat: Seat, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let before_drawing = p.stage == Stage::CloseOrDraw;
        let o = 1 - seat;
        // §7.5: record the non-closer's state at the moment of closing.
        p.closing = Some(Closing {
            seat,
            before_trick: p.tricks.len() as u8 + 1,
            before_drawing,
            stock_size: p.stock_size,
            face_up: p.face_up.unwrap_or(p.trump_card),
            closer_tricks: p.tricks_won[seat],
            closer_total: p.total(seat),
            opponent_tricks: p.tricks_won[o],
            opponent_card_points: p.card_points[o],
            opponent_total: p.total(o),
        });
        p.stage = Stage::Lead;
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Close { seat, before_drawing });
        }
    }

    fn exchange(&mut self, seat: Seat, card: Card, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        let Some(took) = p.face_up else { return };
        // §5.1: the 9 takes the face-up card's place; the face-up card goes to the hand.
        self.hands[seat].remove(card);
        self.hands[seat].insert(took);
        p.known[seat].remove(card);
        p.known[seat].insert(took);
        p.face_up = Some(card);
        p.exchanges.push(Exchange {
            before_trick: p.tricks.len() as u8 + 1,
            seat,
            role: if p.stage == Stage::Follow { Role::Follow } else { Role::Lead },
            gave: card,
            took,
        });
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::Exchange { seat, gave: card, took });
        }
    }

    fn finish(&mut self, ev: &mut Events<'_, SixtySixEvent>) {
        let p = &mut self.public;
        p.stage = Stage::Over;
        for m in p.marriages.iter_mut().filter(|m| m.credit == Credit::Pending) {
            m.credit = Credit::Never; // §6.3: never counted
        }
        let totals = [p.total(0), p.total(1)];
        let facts = score::EndFacts {
            declaration: p.declaration.map(|d| (d.seat, d.total)),
            closing: p.closing,
            totals,
            tricks: p.tricks_won,
            last_winner: p.tricks.last().map_or(p.turn, |t| t.winner),
        };
        let out = score::decide(&p.options, &facts);
        let mut res = SixtySixResult {
            winner: out.winner,
            game_points: out.game_points,
            reason: out.reason,
            basis: out.basis,
            basis_state: out.basis_state,
            totals,
            card_points: p.card_points,
            marriage_points: p.marriage_points,
            uncounted_marriage_points: p.pending,
            last_trick_bonus: p.bonus,
            tricks_won: p.tricks_won,
            tricks_played: p.tricks.len() as u8,
            closed: p.closing.is_some(),
            declarer: p.declaration.map(|d| d.seat),
            summary: String::new(),
        };
        res.summary = score::summary_with(&res, |s| format!("Seat {s}"));
        p.result = Some(res.clone());
        if let Some(e) = ev.get() {
            e.push(SixtySixEvent::HandOver { result: res });
        }
    }
}

impl Game for SixtySix {
    type Action = SixtySixAction;
    type Options = SixtySixOptions;
    type Observation = SixtySixObservation;
    type Event = SixtySixEvent;
    const NAME: &'static str = "sixty_six";

    fn deal(options: &SixtySixOptions, dealer: Seat, rng: &mut impl Rng) -> SixtySix {
        // Options are validated by the table and the session's callers; invalid ones fall
        // back to the book's defaults rather than fail here.
        let o = if options.validate().is_ok() { options.clone() } else { SixtySixOptions::default() };
        let mut pack = SixtySix::pack(&o).to_vec();
        pack.shuffle(rng);
        SixtySix::from_pack(&o, dealer % 2, &pack).expect("a shuffled pack is always a valid deal")
    }

    fn options(&self) -> &Self::Options {
        &self.public.options
    }

    fn to_move(&self) -> Option<Seat> {
        if self.public.stage == Stage::Over {
            None
        } else {
            Some(self.public.turn)
        }
    }

    fn legal_actions(&self, out: &mut Vec<SixtySixAction>) {
        use SixtySixAction as A;
        out.clear();
        let p = &self.public;
        let t = p.turn;
        let o = &p.options;
        // Order: play, marriage, marriage_declare, exchange_trump, close, declare, pass
        // (fixtures' README), each by card order then suit; draw last.
        match p.stage {
            Stage::Lead => {
                out.extend(rank::in_card_order(self.hands[t]).map(|card| A::Play { card }));
                let m = self.marriage_suits(t);
                if m != 0 {
                    for s in Suit::ALL.into_iter().filter(|s| m & (1 << s.index()) != 0) {
                        if o.marriage_lead == MarriageLead::KingOrQueen {
                            out.push(A::Marriage { card: Card::new(s, r::QUEEN), suit: s });
                        }
                        out.push(A::Marriage { card: Card::new(s, r::KING), suit: s });
                    }
                    if !o.auto_declare {
                        for s in Suit::ALL.into_iter().filter(|s| m & (1 << s.index()) != 0) {
                            out.push(A::MarriageDeclare { suit: s });
                        }
                    }
                }
                if self.may_exchange() {
                    out.push(A::ExchangeTrump { card: p.exchange_card() });
                }
                if self.may_close() {
                    out.push(A::Close);
                }
                if !o.auto_declare {
                    out.push(A::Declare);
                }
            }
            Stage::Follow => {
                let lead = p.lead.map_or(p.trump_card, |l| l.card);
                let ok = legal_follows(self.hands[t], lead, p.trump, p.phase2(), o.phase2_follow_rule);
                out.extend(rank::in_card_order(ok).map(|card| A::Play { card }));
                if self.may_exchange() {
                    out.push(A::ExchangeTrump { card: p.exchange_card() });
                }
            }
            Stage::CloseOrDraw => {
                out.push(A::Close);
                out.push(A::Draw);
            }
            Stage::Final => {
                out.push(A::Declare);
                out.push(A::Pass);
            }
            Stage::Over => {}
        }
    }

    fn why_not(&self, a: SixtySixAction) -> Refusal {
        match self.refusal(a) {
            Err(e) => e,
            Ok(()) => err("not_legal_now", format!("Not now: it is time to {}.", self.stage_words())),
        }
    }

    fn step(&mut self, a: SixtySixAction, ev: &mut Events<'_, SixtySixEvent>) {
        use SixtySixAction as A;
        let t = self.public.turn;
        match (self.public.stage, a) {
            (Stage::Lead, A::Play { card }) => self.lead_card(t, card, None, ev),
            (Stage::Lead, A::Marriage { card, suit }) => {
                self.announce(t, suit, Some(card), ev);
                self.lead_card(t, card, Some(suit), ev);
            }
            (Stage::Lead, A::MarriageDeclare { suit }) => {
                // §6.5: show the marriage and declare in one action.
                self.announce(t, suit, None, ev);
                self.declare(t, Some(suit), false, ev);
            }
            (Stage::Lead | Stage::Follow, A::ExchangeTrump { card }) => self.exchange(t, card, ev),
            (Stage::Lead | Stage::CloseOrDraw, A::Close) => self.close(t, ev),
            (Stage::Lead | Stage::Final, A::Declare) => self.declare(t, None, false, ev),
            (Stage::Final, A::Pass) => {
                if let Some(e) = ev.get() {
                    e.push(SixtySixEvent::Pass { seat: t });
                }
                self.finish(ev);
            }
            (Stage::CloseOrDraw, A::Draw) => {
                self.draw(ev);
                self.after_draw(ev);
            }
            (Stage::Follow, A::Play { card }) => self.follow_card(t, card, ev),
            _ => {} // unchecked path with an illegal action: ignore rather than corrupt
        }
    }

    fn observation(&self, seat: Seat) -> SixtySixObservation {
        SixtySixObservation { seat, public: self.public.clone(), hand: self.hands[seat] }
    }

    fn sample_world(obs: &SixtySixObservation, rng: &mut impl Rng) -> SixtySix {
        let p = &obs.public;
        let me = obs.seat;
        let opp = 1 - me;
        let pool: Vec<Card> = obs.unseen().to_vec();
        let face_down = p.stock_size as usize - usize::from(p.face_up.is_some());
        let cap = [(p.held[opp] as usize).saturating_sub(p.known[opp].len()), face_down];
        // Place 0: the opponent's hand (not the cards it showed it cannot hold);
        // place 1: the face-down stock.
        let allowed: Vec<u32> = pool.iter().map(|&c| if p.excluded[opp].contains(c) { 0b10 } else { 0b11 }).collect();
        let places = deal_constrained(&pool, &allowed, &cap, rng)
            .or_else(|| deal_constrained(&pool, &vec![0b11; pool.len()], &cap, rng))
            .unwrap_or_else(|| vec![0; pool.len()]);
        let mut hands = [CardSet::EMPTY; 2];
        hands[me] = obs.hand;
        hands[opp] = p.known[opp];
        let mut stock = Vec::with_capacity(face_down);
        for (i, &c) in pool.iter().enumerate() {
            if places[i] == 0 {
                hands[opp].insert(c);
            } else {
                stock.push(c);
            }
        }
        stock.shuffle(rng);
        SixtySix { public: p.clone(), hands, stock, last_draws: None }
    }

    fn hand_result(&self) -> Option<HandResult> {
        self.public.result.as_ref().map(|r| {
            let mut points = vec![0; 2];
            if let Some(w) = r.winner {
                points[w] = r.game_points as i32;
            }
            HandResult { points, void: r.winner.is_none(), bidding_side: None, summary: Msg::sentence(r.summary.clone()) }
        })
    }

    fn deal_events(&self) -> Vec<SixtySixEvent> {
        let p = &self.public;
        vec![SixtySixEvent::Deal {
            dealer: p.dealer,
            elder: p.elder(),
            trump_card: p.trump_card,
            trump: p.trump,
            stock_count: p.stock_size,
            hand_size: p.options.hand_size() as u8,
        }]
    }
}

pub use view::sixty_six_view;

impl SixtySix {
    /// The refusal of an action: `Ok` for a legal one (transitional; the per-phase files
    /// explain from the legal list).
    fn refusal(&self, a: SixtySixAction) -> Result<(), Refusal> {
        use SixtySixAction as A;
        let p = &self.public;
        let o = &p.options;
        if p.stage == Stage::Over {
            return Err(err("hand_over", "The deal is over."));
        }
        let t = p.turn;
        let hand = self.hands[t];
        let wrong = || err("not_legal_now", format!("Not now: it is time to {}.", self.stage_words()));
        let not_in_hand = |c: Card| err("not_in_hand", format!("You don't hold {}.", card_words(c)));
        match a {
            A::Play { card } => match p.stage {
                Stage::Lead => {
                    if hand.contains(card) {
                        Ok(())
                    } else {
                        Err(not_in_hand(card))
                    }
                }
                Stage::Follow => {
                    if !hand.contains(card) {
                        return Err(not_in_hand(card));
                    }
                    let lead = p.lead.map_or(p.trump_card, |l| l.card);
                    if legal_follows(hand, lead, p.trump, p.phase2(), o.phase2_follow_rule).contains(card) {
                        Ok(())
                    } else {
                        Err(self.follow_reason(card))
                    }
                }
                _ => Err(wrong()),
            },
            A::Marriage { card, suit } => {
                if card.suit() != Some(suit) || !(card.rank() == r::KING || card.rank() == r::QUEEN) {
                    return Err(err("bad_marriage", "A marriage is announced by leading its king or queen."));
                }
                self.marriage_check(suit)?;
                if o.marriage_lead == MarriageLead::KingOnly && card.rank() == r::QUEEN {
                    return Err(err("marriage_king_only", "In this game a marriage is announced by leading the king."));
                }
                Ok(())
            }
            A::MarriageDeclare { suit } => {
                if o.auto_declare {
                    return Err(err("declare_automatic", "In this game 66 is declared automatically."));
                }
                self.marriage_check(suit)
            }
            A::ExchangeTrump { card } => {
                let nine = p.exchange_card();
                let what = if o.deck == 20 { "jack" } else { "9" };
                if card != nine {
                    return Err(err(
                        "not_trump_nine",
                        format!("Only the {what} of trumps ({}) can be exchanged for the face-up card.", p.trump.name()),
                    ));
                }
                let stage_ok = p.stage == Stage::Lead || (p.stage == Stage::Follow && o.exchange_timing == ExchangeTiming::AnyTime);
                if !stage_ok {
                    return Err(err("not_leader", format!("Only the player on lead may exchange the {what} of trumps, before leading.")));
                }
                if p.closing.is_some() {
                    return Err(err("stock_closed", "The stock is closed: no more exchanges."));
                }
                if p.face_up.is_none() || p.stock_size < o.exchange_min_stock {
                    return Err(err("stock_too_small", "Too few cards are left in the stock to exchange."));
                }
                if !hand.contains(card) {
                    return Err(not_in_hand(card));
                }
                if o.exchange_requires_trick && p.tricks_won[t] == 0 {
                    return Err(err("need_trick", format!("You must win a trick before exchanging the {what} of trumps.")));
                }
                Ok(())
            }
            A::Close => {
                if !o.closing {
                    return Err(err("closing_not_allowed", "Closing the stock is not part of this game."));
                }
                if !matches!(p.stage, Stage::Lead | Stage::CloseOrDraw) {
                    return Err(err("not_leader", "Only the player on lead may close the stock, before leading."));
                }
                if p.closing.is_some() {
                    return Err(err("stock_closed", "The stock is already closed."));
                }
                if !p.stock_allows_exchange_or_close() {
                    return Err(err("stock_too_small", "Too few cards are left in the stock to close it."));
                }
                Ok(())
            }
            A::Declare => {
                if o.auto_declare {
                    return Err(err("declare_automatic", "In this game 66 is declared automatically."));
                }
                if !matches!(p.stage, Stage::Lead | Stage::Final) {
                    return Err(err("not_leader", "Only the player on lead may declare 66."));
                }
                Ok(())
            }
            A::Pass => {
                if p.stage == Stage::Final {
                    Ok(())
                } else {
                    Err(err("not_legal_now", "You may pass only after the last trick, instead of declaring."))
                }
            }
            A::Draw => {
                if p.stage == Stage::CloseOrDraw {
                    Ok(())
                } else {
                    Err(wrong())
                }
            }
        }
    }
}
