//! `sixty-three-bot/1` (`docs/protocol/sixty-three-bot-protocol.md`): Sixty-three bots as
//! programs, in the notation of `tests/fixtures/sixty-three/README.md` (string tokens such
//! as `bid 45`, `trump S`, `play 5D`).
//!
//! Rebuilding a position from a `decide` message replays the public record through the
//! engine, one decision at a time, in a world that agrees with everything the seat knows:
//!
//! - before trump is named, the other hands are dealt at random (the auction needs no
//!   cards);
//! - for the trump decision the deal is rebuilt so that every other seat was dealt exactly
//!   the number of dirt cards it then discarded (§7.1), the stock holds this seat's own
//!   draws at their places in the draw order (§7.2) and, for the dealer, the cards it
//!   robbed (§7.4);
//! - after that, whenever the current world cannot produce the next recorded decision or
//!   its public consequences (a card played, the rob and discard counts, the excess
//!   capacity announced, the folds), the unseen cards are dealt again with the engine's own
//!   [`Game::sample_world`] from the seat's observation so far, until one fits;
//! - another seat's face-down choices (the dealer's kept dirt, a partner's dirt discard)
//!   are withheld in the message and replayed as a random legal choice of the same size.
//!
//! Every step is applied with the engine's checked `apply`, and the engine's seat, phase,
//! hand and legal list must equal the message's at the end.

use super::{inconsistent, malformed, serde_name, BotProtocol, ProtocolError, ProtocolGame};
use crate::bots::BotKind;
use crate::cards::{Card, CardSet};
use crate::game::{Game, Seat};
use crate::sixty_three::rank::{dirt, trump_set, trumps};
use crate::sixty_three::{DealStyle, FoldRecord, Phase, SixtyThree, SixtyThreeAction, SixtyThreeOptions, SixtyThreeSetup};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// The protocol name.
pub const PROTOCOL: &str = "sixty-three-bot/1";

/// Attempts per decision to find a world that fits the record.
const ATTEMPTS: usize = 4000;

/// The options of a `rules` object: keys of [`SixtyThreeOptions`] over the rule book's
/// defaults. The kitty deal (`deal_style = twelve_plus_kitty`) is not supported.
pub fn options_from(rules: &Value) -> Result<SixtyThreeOptions, ProtocolError> {
    let o: SixtyThreeOptions = if rules.is_null() {
        SixtyThreeOptions::default()
    } else {
        serde_json::from_value(rules.clone()).map_err(|e| ProtocolError::Rules(format!("{e} in {rules}")))?
    };
    o.validate().map_err(ProtocolError::Rules)?;
    if o.deal_style != DealStyle::NineEach {
        return Err(ProtocolError::Rules("deal_style twelve_plus_kitty is not supported by sixty-three-bot/1".into()));
    }
    Ok(o)
}

fn parse_action(v: &Value, what: &str) -> Result<SixtyThreeAction, ProtocolError> {
    let s = v.as_str().ok_or_else(|| malformed(format!("{what}: an action must be a string, got {v}")))?;
    s.parse().map_err(|e| malformed(format!("{what}: {e}")))
}

fn phase_of(v: &Value, what: &str) -> Result<Phase, ProtocolError> {
    serde_json::from_value(v.clone()).map_err(|e| malformed(format!("{what}: bad phase {v}: {e}")))
}

fn cards_of(v: &Value, what: &str) -> Result<Vec<Card>, ProtocolError> {
    if v.is_null() {
        return Ok(Vec::new());
    }
    serde_json::from_value(v.clone()).map_err(|e| malformed(format!("{what}: {e}")))
}

fn seats4(v: &Value, what: &str) -> Result<[u8; 4], ProtocolError> {
    serde_json::from_value(v.clone()).map_err(|e| malformed(format!("{what}: four counts expected: {e}")))
}

/// True for a face-down choice another seat cannot see.
fn hidden_kind(phase: Phase) -> bool {
    matches!(phase, Phase::Rob | Phase::KeepDirt | Phase::PartnerDiscard)
}

/// One decision of the public record.
struct Step {
    seat: Seat,
    phase: Phase,
    /// `None` for another seat's face-down choice.
    action: Option<SixtyThreeAction>,
    /// The number of cards of a face-down choice.
    count: usize,
    /// The capacity announced for an `excess` decision.
    capacity: Option<u8>,
}

/// What the message says the table has seen, checked after every replayed step.
struct Facts {
    me: Seat,
    phase: Phase,
    capacity: Option<u8>,
    dirt_discarded: Option<[u8; 4]>,
    drawn: Option<[u8; 4]>,
    rob: Option<(u8, u8)>,
    folds: Vec<FoldRecord>,
}

/// Does `g`, just after step `i`, agree with the record? `next` is the next decision's
/// `(seat, phase, capacity)`.
fn fits(g: &SixtyThree, f: &Facts, next: (Seat, Phase, Option<u8>), just_robbed: bool, legal: Option<&[SixtyThreeAction]>) -> bool {
    let p = &g.public;
    if g.to_move() != Some(next.0) || p.phase != next.1 {
        return false;
    }
    if let Some(want) = legal {
        // My own options are known to me: they depend on hidden facts (my partner's dirt
        // count behind an excess limit), so they constrain the world too.
        let mut l = Vec::new();
        g.legal_actions(&mut l);
        if l != want {
            return false;
        }
    }
    if next.1 == Phase::Excess && next.2.is_some() && p.excess_capacity != next.2 {
        return false;
    }
    if p.trump.is_some() {
        if f.dirt_discarded.is_some_and(|d| d != p.dirt_discarded) || f.drawn.is_some_and(|d| d != p.drawn) {
            return false;
        }
        if let Some((taken, discarded)) = f.rob {
            if p.rob_taken != taken {
                return false;
            }
            // Right after the rob: the dealer's face-down cards are its §7.1 dirt plus the
            // rob's discards.
            if just_robbed && p.phase != Phase::Rob && p.face_down[p.dealer] != p.dirt_discarded[p.dealer] + discarded {
                return false;
            }
        }
    }
    // The folds that have happened by now, in order.
    let done = p.tricks.len();
    let exchanged = matches!(p.phase, Phase::Play | Phase::HandOver);
    let want: Vec<&FoldRecord> = f
        .folds
        .iter()
        .filter(|x| match x.after_trick {
            None => exchanged,
            Some(t) => (t as usize) < done,
        })
        .collect();
    p.folds.len() == want.len() && p.folds.iter().zip(&want).all(|(a, b)| a == *b)
}

/// The deal for the trump step: the other seats get exactly their recorded dirt counts and
/// hold the cards they will show later (`future`; a seat that folds later gets no other
/// trump), the stock holds my draws at my place in the draw order and, if I deal, my
/// robbed cards.
#[allow(clippy::too_many_arguments)]
fn trump_deal(
    o: &SixtyThreeOptions,
    dealer: Seat,
    me: Seat,
    dealt: CardSet,
    my_drawn: &[Card],
    rob_taken: &[Card],
    dd: [u8; 4],
    trump: crate::cards::Suit,
    future: &[CardSet; 4],
    folds_later: [bool; 4],
    rng: &mut ChaCha8Rng,
) -> Option<SixtyThree> {
    let pinned: CardSet = my_drawn.iter().chain(rob_taken).copied().collect();
    let pool = SixtyThree::pack() - dealt - pinned;
    let mut shown = [CardSet::EMPTY; 4];
    let mut all_shown = CardSet::EMPTY;
    for s in (0..4).filter(|&s| s != me) {
        shown[s] = future[s] & pool;
        if !(shown[s] & all_shown).is_empty() {
            return None;
        }
        all_shown |= shown[s];
    }
    let free = pool - all_shown;
    let mut tr: Vec<Card> = trumps(free, trump).to_vec();
    let mut di: Vec<Card> = dirt(free, trump).to_vec();
    tr.shuffle(rng);
    di.shuffle(rng);
    let mut hands = [CardSet::EMPTY; 4];
    hands[me] = dealt;
    // Shown cards that were not dealt: they came with the draw (or the dealer's rob).
    let mut later = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
    for s in (0..4).filter(|&s| s != me) {
        let d = dd[s] as usize;
        let k = 9usize.checked_sub(d)?;
        let st: Vec<Card> = trumps(shown[s], trump).to_vec();
        let from_shown = st.len().min(k);
        let extra = k - from_shown;
        if (folds_later[s] && extra > 0) || tr.len() < extra || di.len() < d {
            return None;
        }
        hands[s] = st[..from_shown].iter().copied().chain(tr.drain(..extra)).chain(di.drain(..d)).collect();
        later[s] = st[from_shown..].iter().copied().chain(dirt(shown[s], trump).iter()).collect();
    }
    let mut stock: Vec<Card> = Vec::with_capacity(17);
    let reserve = if me == dealer { rob_taken.len() } else { later[dealer].len() };
    for j in 1..4 {
        let s = (dealer + j) % 4;
        if s == me {
            stock.extend_from_slice(my_drawn);
            continue;
        }
        let left = 17usize.checked_sub(stock.len() + reserve)?;
        let need = 6usize.saturating_sub(9 - dd[s] as usize).min(left);
        let mut draw = std::mem::take(&mut later[s]);
        if draw.len() > need {
            return None;
        }
        while draw.len() < need {
            let trump_ok = !folds_later[s] && !tr.is_empty();
            let c = if trump_ok && (di.is_empty() || rand::Rng::random_range(rng, 0..tr.len() + di.len()) < tr.len()) {
                tr.pop()
            } else {
                di.pop()
            };
            draw.push(c?);
        }
        draw.shuffle(rng);
        stock.extend(draw);
    }
    if me == dealer {
        if !tr.is_empty() || !di.is_empty() {
            return None;
        }
        stock.extend_from_slice(rob_taken);
    } else {
        let mut rest: Vec<Card> = std::mem::take(&mut later[dealer]).into_iter().chain(tr).chain(di).collect();
        rest.shuffle(rng);
        stock.extend(rest);
    }
    if stock.len() != 17 {
        return None;
    }
    SixtyThree::from_setup(SixtyThreeSetup::deal(o, dealer, hands, stock)).ok()
}

fn binom(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k.min(n - k)).fold(1.0, |r, i| r * (n - i) as f64 / (i + 1) as f64)
}

/// Deals the cards `me` has not seen again, after trump is named, like
/// [`Game::sample_world`] (the same counts, no trump face down, each hand's trumps within
/// the table's bounds) and also consistent with the rest of the record: each other seat
/// holds the cards it will still show (plays, passes, a fold) and, if it folds later, no
/// other trump. `None` if no such deal exists or the draw of trump counts fails.
fn sample_pinned(g: &SixtyThree, me: Seat, future: &[CardSet; 4], folds_later: [bool; 4], rng: &mut ChaCha8Rng) -> Option<SixtyThree> {
    let p = &g.public;
    let t = p.trump?;
    if p.stock != 0 {
        return None;
    }
    let ts = trump_set(t);
    let mut known = g.hands[me] | g.discards[me];
    for s in 0..4 {
        known |= p.played[s] | p.set_aside[s] | p.shown_discards[s];
        if s != me {
            known |= p.face_up[s];
        }
    }
    let hidden = SixtyThree::pack() - known;
    let others: Vec<Seat> = (0..4).filter(|&s| s != me).collect();
    let mut pinned = [CardSet::EMPTY; 4];
    let mut all_pinned = CardSet::EMPTY;
    let mut seat_range = Vec::new(); // (seat, free hand slots, lo, hi) for free trumps
    for &s in &others {
        pinned[s] = future[s] & hidden;
        if !(pinned[s] & all_pinned).is_empty() {
            return None;
        }
        all_pinned |= pinned[s];
        let cap = (p.held[s] as usize).checked_sub(p.face_up[s].len())?;
        let (pt, pd) = ((pinned[s] & ts).len(), (pinned[s] - ts).len());
        let free = cap.checked_sub(pt + pd)?;
        let fu_t = (p.face_up[s] & ts).len();
        let lo = (p.min_trumps[s] as usize).saturating_sub(fu_t).saturating_sub(pt);
        let mut hi = (p.max_trumps[s] as usize).saturating_sub(fu_t).saturating_sub(pt).min(free);
        if folds_later[s] {
            hi = 0;
        }
        if lo > hi {
            return None;
        }
        seat_range.push((s, free, lo, hi));
    }
    let mut free_tr: Vec<Card> = ((hidden & ts) - all_pinned).to_vec();
    let mut free_di: Vec<Card> = ((hidden - ts) - all_pinned).to_vec();
    // Trump counts per seat, weighted by the ways to fill the free slots.
    let mut leaves: Vec<(f64, Vec<usize>)> = Vec::new();
    fn go(r: &[(Seat, usize, usize, usize)], i: usize, left: usize, acc: &mut Vec<usize>, w: f64, out: &mut Vec<(f64, Vec<usize>)>) {
        if i == r.len() {
            if left == 0 {
                out.push((w, acc.clone()));
            }
            return;
        }
        let (_, free, lo, hi) = r[i];
        for x in lo..=hi.min(left) {
            acc.push(x);
            go(r, i + 1, left - x, acc, w * binom(free, x), out);
            acc.pop();
        }
    }
    go(&seat_range, 0, free_tr.len(), &mut Vec::new(), 1.0, &mut leaves);
    let total: f64 = leaves.iter().map(|l| l.0).sum();
    if leaves.is_empty() || total <= 0.0 {
        return None;
    }
    let mut r = rand::Rng::random::<f64>(rng) * total;
    let mut counts = &leaves[leaves.len() - 1].1;
    for (w, v) in &leaves {
        if r < *w {
            counts = v;
            break;
        }
        r -= w;
    }
    free_tr.shuffle(rng);
    free_di.shuffle(rng);
    let mut w = g.clone();
    for (k, &(s, free, _, _)) in seat_range.iter().enumerate() {
        let x = counts[k];
        let dirt_slots = free - x;
        if free_di.len() < dirt_slots {
            return None;
        }
        w.hands[s] = p.face_up[s] | pinned[s] | free_tr.drain(..x).collect::<CardSet>() | free_di.drain(..dirt_slots).collect::<CardSet>();
    }
    for &s in &others {
        let n = p.face_down[s] as usize;
        if free_di.len() < n {
            return None;
        }
        w.discards[s] = free_di.drain(..n).collect();
    }
    if !free_di.is_empty() || !free_tr.is_empty() {
        return None;
    }
    Some(w)
}

/// Rebuilds a full hand consistent with a `decide` message (see module docs) and returns it
/// with the message's legal list.
pub fn state_from_decide(msg: &Value, rng: &mut ChaCha8Rng) -> Result<(SixtyThree, Vec<SixtyThreeAction>), ProtocolError> {
    let o = options_from(msg.get("rules").unwrap_or(&Value::Null))?;
    let seat = |v: &Value, what: &str| -> Result<Seat, ProtocolError> {
        v.as_u64().filter(|&s| s < 4).map(|s| s as Seat).ok_or_else(|| malformed(format!("{what} must be 0..=3, got {v}")))
    };
    let me = seat(&msg["seat"], "seat")?;
    let dealer = seat(&msg["dealer"], "dealer")?;
    let phase = phase_of(&msg["phase"], "phase")?;
    let hand: CardSet = serde_json::from_value(msg["hand"].clone()).map_err(|e| malformed(format!("hand: {e}")))?;
    let own = &msg["own"];
    let dealt: CardSet = serde_json::from_value(own["dealt"].clone()).map_err(|e| malformed(format!("own.dealt: {e}")))?;
    let my_drawn = cards_of(&own["drawn"], "own.drawn")?;
    let rob_taken = cards_of(&own["rob_taken"], "own.rob_taken")?;
    if dealt.len() != o.hand_size() {
        return Err(inconsistent(format!("own.dealt has {} cards, not {}", dealt.len(), o.hand_size())));
    }
    let legal: Vec<SixtyThreeAction> = msg["legal"]
        .as_array()
        .ok_or_else(|| malformed("legal must be a list"))?
        .iter()
        .map(|v| parse_action(v, "legal"))
        .collect::<Result<_, _>>()?;
    if legal.is_empty() {
        return Err(malformed("empty legal list"));
    }
    let mut steps = Vec::new();
    for (i, d) in msg["decisions"].as_array().ok_or_else(|| malformed("decisions must be a list"))?.iter().enumerate() {
        let what = format!("decision {i}");
        let s = seat(&d["seat"], &what)?;
        let ph = phase_of(&d["phase"], &what)?;
        let hidden = d.get("hidden").and_then(Value::as_bool).unwrap_or(false);
        if hidden && (s == me || !hidden_kind(ph)) {
            return Err(inconsistent(format!("{what}: only another seat's rob keep or partner discard is hidden")));
        }
        let action = if hidden { None } else { Some(parse_action(&d["action"], &what)?) };
        let count = d.get("count").and_then(Value::as_u64).unwrap_or(0) as usize;
        steps.push(Step { seat: s, phase: ph, action, count, capacity: d.get("capacity").and_then(Value::as_u64).map(|c| c as u8) });
    }
    let rob = match msg.get("rob") {
        Some(r) if !r.is_null() => Some((
            r["taken"].as_u64().ok_or_else(|| malformed("rob.taken"))? as u8,
            r["discarded"].as_u64().ok_or_else(|| malformed("rob.discarded"))? as u8,
        )),
        _ => None,
    };
    let folds: Vec<FoldRecord> = match msg.get("folds") {
        Some(f) if !f.is_null() => serde_json::from_value(f.clone()).map_err(|e| malformed(format!("folds: {e}")))?,
        _ => Vec::new(),
    };
    let trumped = steps.iter().any(|s| s.phase == Phase::Trump);
    let facts = Facts {
        me,
        phase,
        capacity: msg.get("excess_capacity").and_then(Value::as_u64).map(|c| c as u8),
        dirt_discarded: if trumped { Some(seats4(&msg["dirt_discarded"], "dirt_discarded")?) } else { None },
        drawn: if trumped { Some(seats4(&msg["drawn"], "drawn")?) } else { None },
        rob,
        folds,
    };
    // The world before trump: my dealt hand, the others at random.
    let mut rest: Vec<Card> = (SixtyThree::pack() - dealt).to_vec();
    rest.shuffle(rng);
    let mut hands = [CardSet::EMPTY; 4];
    hands[me] = dealt;
    for s in (0..4).filter(|&s| s != me) {
        hands[s] = rest.drain(..9).collect();
    }
    let mut g = SixtyThree::from_setup(SixtyThreeSetup::deal(&o, dealer, hands, rest)).map_err(|e| inconsistent(e.to_string()))?;
    let next_of = |i: usize| -> (Seat, Phase, Option<u8>) {
        match steps.get(i + 1) {
            Some(n) => (n.seat, n.phase, n.capacity),
            None => (facts.me, facts.phase, facts.capacity),
        }
    };
    // The cards each seat shows from step `i` on (plays, passes, folds still to come).
    let future = |i: usize, g: &SixtyThree| -> [CardSet; 4] {
        let mut f = [CardSet::EMPTY; 4];
        // Trumps passed face up later come from the giver, not from the receiver's hand.
        let mut incoming = [CardSet::EMPTY; 4];
        for st in &steps[i..] {
            match st.action {
                Some(SixtyThreeAction::Play { card }) if !incoming[st.seat].contains(card) => {
                    f[st.seat].insert(card);
                }
                Some(SixtyThreeAction::Give { cards }) => {
                    f[st.seat] |= cards - incoming[st.seat];
                    incoming[(st.seat + 2) % 4] |= cards;
                }
                Some(SixtyThreeAction::Dump { cards }) => f[st.seat] |= cards - incoming[st.seat],
                Some(SixtyThreeAction::Discard { cards }) if st.phase == Phase::ExcessDiscard => f[st.seat] |= cards,
                _ => {}
            }
        }
        for x in facts.folds.iter().skip(g.public.folds.len()) {
            f[x.seat] |= x.cards;
        }
        f
    };
    // The seats that fold after the current point.
    let folds_later = |g: &SixtyThree| -> [bool; 4] {
        let mut later = [false; 4];
        for x in facts.folds.iter().skip(g.public.folds.len()) {
            later[x.seat] = true;
        }
        later
    };
    for (i, st) in steps.iter().enumerate() {
        let next = next_of(i);
        let mut found = None;
        for attempt in 0..ATTEMPTS {
            let mut w = if st.phase == Phase::Trump {
                // Rebuild the deal, replay the auction on it, then name trump.
                let Some(SixtyThreeAction::Trump { suit }) = st.action else {
                    return Err(inconsistent(format!("decision {i}: the trump decision names no suit")));
                };
                let dd = facts.dirt_discarded.unwrap_or_default();
                let Some(mut w) = trump_deal(&o, dealer, me, dealt, &my_drawn, &rob_taken, dd, suit, &future(i, &g), folds_later(&g), rng)
                else {
                    continue;
                };
                let mut ok = true;
                for p in &steps[..i] {
                    ok &= p.action.is_some_and(|a| w.apply(a).is_ok());
                }
                if !ok {
                    return Err(inconsistent(format!("decision {i}: the auction does not replay")));
                }
                w
            } else if attempt == 0 || g.public.trump.is_none() {
                g.clone()
            } else {
                match sample_pinned(&g, me, &future(i, &g), folds_later(&g), rng) {
                    Some(w) => w,
                    None => continue,
                }
            };
            if w.to_move() != Some(st.seat) || w.public.phase != st.phase {
                if attempt == 0 && st.phase != Phase::Trump {
                    // The previous step already fitted, so the seat and phase are public:
                    // a difference here is the record's.
                    return Err(inconsistent(format!(
                        "decision {i}: seat {} in phase {:?} is recorded, the engine has {} in {:?}",
                        st.seat,
                        st.phase,
                        seat_name(w.to_move()),
                        w.public.phase
                    )));
                }
                continue;
            }
            let a = match st.action {
                Some(a) => a,
                None => {
                    let mut l = Vec::new();
                    w.legal_actions(&mut l);
                    l.retain(
                        |a| matches!(a, SixtyThreeAction::Keep { cards } | SixtyThreeAction::Discard { cards } if cards.len() == st.count),
                    );
                    match l.len() {
                        0 => continue,
                        n => l[rand::Rng::random_range(rng, 0..n)],
                    }
                }
            };
            if w.apply(a).is_err() {
                if g.public.trump.is_none() && st.phase != Phase::Trump {
                    return Err(inconsistent(format!("decision {i}: {a} is not legal")));
                }
                continue;
            }
            let robbed = matches!(st.phase, Phase::Trump | Phase::Rob);
            let last = if i + 1 == steps.len() { Some(legal.as_slice()) } else { None };
            if fits(&w, &facts, next, robbed, last) {
                found = Some(w);
                break;
            }
            if g.public.trump.is_none() && st.phase != Phase::Trump {
                if last.is_some() && fits(&w, &facts, next, robbed, None) {
                    // Everything fits but the legal list: say so, not "the auction".
                    let mut ours = Vec::new();
                    w.legal_actions(&mut ours);
                    let show = |l: &[SixtyThreeAction]| l.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(", ");
                    return Err(inconsistent(format!("the message's legal list [{}] is not the engine's [{}]", show(&legal), show(&ours))));
                }
                return Err(inconsistent(format!("decision {i}: the auction does not lead to the next recorded decision")));
            }
        }
        g = found.ok_or_else(|| inconsistent(format!("decision {i}: no deal of the unseen cards fits the record")))?;
    }
    if steps.is_empty() && g.to_move() != Some(me) {
        return Err(inconsistent(format!("{} speaks first, not seat {me}", seat_name(g.to_move()))));
    }
    if g.to_move() != Some(me) || g.public.phase != phase {
        return Err(inconsistent(format!(
            "after the record {} is to move in {:?}, not seat {me} in {phase:?}",
            seat_name(g.to_move()),
            g.public.phase
        )));
    }
    if g.hands[me] != hand {
        return Err(inconsistent(format!("after the record seat {me} holds {}, the message says {hand}", g.hands[me])));
    }
    Ok((g, legal))
}

/// `seat N`, or `nobody` once the hand is over (for messages).
fn seat_name(s: Option<Seat>) -> String {
    s.map_or("nobody".to_string(), |s| format!("seat {s}"))
}

/// Answers one `decide` ([`BotProtocol::decide`]): `{"action": TOKEN}` with TOKEN one of
/// the legal strings. Errors if the message's legal list differs from the engine's for the
/// rebuilt position.
pub fn decide(msg: &Value, level: BotKind, seed: u64) -> Result<Value, ProtocolError> {
    SixtyThreeProtocol.decide(msg, level, seed)
}

/// The hand's record as the harness keeps it: every decision `(seat, phase, action,
/// capacity announced for an excess decision)`.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// Every decision in order.
    pub decisions: Vec<(Seat, Phase, SixtyThreeAction, Option<u8>)>,
}

impl Record {
    /// Applies `a` (checked) to `g` and records it.
    pub fn apply(&mut self, g: &mut SixtyThree, a: SixtyThreeAction) -> Result<(), String> {
        let seat = g.to_move().ok_or("the hand is over")?;
        let (phase, cap) = (g.public.phase, g.public.excess_capacity);
        g.apply(a).map_err(|e| e.to_string())?;
        self.decisions.push((seat, phase, a, if phase == Phase::Excess { cap } else { None }));
        Ok(())
    }

    /// The decisions as `seat` sees them: another seat's face-down choice withheld.
    fn public(&self, seat: Seat) -> Value {
        let v: Vec<Value> = self
            .decisions
            .iter()
            .map(|(s, ph, a, cap)| {
                let mut e = if *s != seat && hidden_kind(*ph) {
                    let (word, n) = match a {
                        SixtyThreeAction::Keep { cards } => ("keep", cards.len()),
                        SixtyThreeAction::Discard { cards } => ("discard", cards.len()),
                        _ => ("", 0),
                    };
                    json!({"seat": s, "phase": ph, "action": word, "hidden": true, "count": n})
                } else {
                    json!({"seat": s, "phase": ph, "action": a.to_string()})
                };
                if let Some(c) = cap {
                    e["capacity"] = json!(c);
                }
                e
            })
            .collect();
        Value::Array(v)
    }
}

fn public_fields(g: &SixtyThree, seat: Seat, rec: &Record) -> Value {
    let p = &g.public;
    let rob = g
        .log
        .rob
        .as_ref()
        .filter(|_| !matches!(p.phase, Phase::Auction | Phase::Trump | Phase::Rob))
        .map(|r| json!({"taken": r.taken.len(), "kept": r.taken.len() - r.discarded.len(), "discarded": r.discarded.len()}));
    let tricks: Vec<Value> = p.tricks.iter().map(|t| json!({"leader": t.leader, "plays": t.plays.iter().map(|x| json!([x.seat, x.card])).collect::<Vec<_>>(), "winner": t.winner, "points": t.points, "credited": {"NS": t.credited[0], "EW": t.credited[1]}})).collect();
    let rob_taken = if seat == p.dealer { g.log.rob.as_ref().map(|r| r.taken.clone()).unwrap_or_default() } else { Vec::new() };
    json!({"seat": seat, "dealer": p.dealer, "rules": p.options.rules_json(),
        "own": {"dealt": g.log.dealt[seat], "drawn": g.log.drawn[seat], "discarded": g.discards[seat], "rob_taken": rob_taken},
        "declarer": p.declarer, "contract": p.contract, "dealer_default": p.dealer_default, "trump": p.trump,
        "held": p.held, "dirt_discarded": p.dirt_discarded, "drawn": p.drawn, "face_down": p.face_down, "rob": rob,
        "passes": p.passes.iter().map(|x| json!({"from": x.from, "to": x.to, "cards": x.cards})).collect::<Vec<_>>(),
        "excess_capacity": p.excess_capacity, "active": p.active, "folds": p.folds,
        "decisions": rec.public(seat), "tricks": tricks,
        "trick": p.trick.iter().map(|x| json!([x.seat, x.card])).collect::<Vec<_>>(),
        "taken": {"NS": p.taken[0], "EW": p.taken[1]}})
}

/// `sixty-three-bot/1` for the shared drivers: [`state_from_decide`] on the bot side, string
/// tokens (`{"action": "bid 45"}`) and a [`Record`] on the harness side; a hand scores its
/// `score_delta` per team (§10, not zero-sum).
#[derive(Clone, Copy, Debug, Default)]
pub struct SixtyThreeProtocol;

impl BotProtocol for SixtyThreeProtocol {
    type Game = SixtyThree;
    type Record = Record;
    const PROTOCOL: &'static str = PROTOCOL;
    fn game(&self) -> ProtocolGame {
        ProtocolGame::SixtyThree
    }
    fn check_rules(&self, rules: &Value) -> Result<(), ProtocolError> {
        options_from(rules).map(|_| ())
    }
    fn state_from_decide(&self, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(SixtyThree, Vec<SixtyThreeAction>), ProtocolError> {
        state_from_decide(msg, rng)
    }
    /// The string tokens, bracketed: `[pass, bid 30]`.
    fn show(legal: &[SixtyThreeAction]) -> String {
        format!("[{}]", legal.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(", "))
    }
    /// `{"action": TOKEN}`.
    fn reply(a: SixtyThreeAction) -> Result<Value, ProtocolError> {
        Ok(json!({"action": a.to_string()}))
    }
    fn options(&self) -> SixtyThreeOptions {
        SixtyThreeOptions::default()
    }
    /// The options without the display-only ones ([`SixtyThreeOptions::rules_json`]).
    fn rules_json(o: &SixtyThreeOptions) -> Value {
        o.rules_json()
    }
    fn phase(&self, g: &SixtyThree) -> String {
        serde_name(g.public.phase)
    }
    fn new_hand_message(&self, hand_id: &str, g: &SixtyThree, seat: Seat, seed: u64) -> Value {
        let p = &g.public;
        json!({"type": "new_hand", "hand_id": hand_id, "seat": seat, "partner": (seat + 2) % 4, "dealer": p.dealer, "rules": p.options.rules_json(), "hand": g.hands[seat], "seed": seed})
    }
    fn decide_message(&self, hand_id: &str, g: &SixtyThree, rec: &Record) -> Value {
        let seat = g.to_move().unwrap_or(0);
        let mut m = public_fields(g, seat, rec);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        m["type"] = json!("decide");
        m["hand_id"] = json!(hand_id);
        m["phase"] = json!(g.public.phase);
        m["hand"] = json!(g.hands[seat]);
        m["legal"] = json!(legal.iter().map(|a| a.to_string()).collect::<Vec<_>>());
        m
    }
    /// The final public record and the result (§10), with `points` the hand's score per
    /// team.
    fn end_hand_message(&self, hand_id: &str, g: &SixtyThree, rec: &Record, seat: Seat) -> Value {
        let mut m = public_fields(g, seat, rec);
        m["type"] = json!("end_hand");
        m["hand_id"] = json!(hand_id);
        m["end"] = json!(g.public.end);
        let mut result = serde_json::to_value(g.result()).unwrap_or(Value::Null);
        if let Some(r) = result.as_object_mut() {
            // The protocol's result carries the English summary only, as before.
            r.remove("summary_msg");
        }
        result["points"] = json!(self.points(g));
        m["result"] = result;
        m
    }
    /// The reply's `action` string must be one of the legal tokens.
    fn parse_reply(&self, legal: &[SixtyThreeAction], reply: &Value) -> Result<SixtyThreeAction, Value> {
        let list: Vec<Value> = legal.iter().map(|a| json!(a.to_string())).collect();
        list.iter().position(|t| Some(t) == reply.get("action")).map(|i| legal[i]).ok_or(Value::Array(list))
    }
    fn record(&self, rec: &mut Record, g: &mut SixtyThree, a: SixtyThreeAction) -> Result<(), String> {
        rec.apply(g, a)
    }
    /// The hand's score per team `[NS, EW]` (§10: `score_delta`).
    fn points(&self, g: &SixtyThree) -> Vec<i32> {
        g.result().map_or(vec![0, 0], |r| r.score_delta.to_vec())
    }
}
