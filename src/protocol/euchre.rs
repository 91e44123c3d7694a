//! The bot-program protocol `euchre-arena/1` (`docs/protocol/euchre-bot-protocol.md`): one JSON object per line on stdin,
//! one reply line per `hello` and `decide`.
//!
//! A `decide` message is the seat's whole observation. The bot rebuilds a state with the
//! same observation — its own cards, the public decisions and tricks, the unseen cards
//! dealt at random where they may be (voids respected) — by replaying the public record
//! through the engine, then asks the chosen level for an action. Nothing is carried from
//! one hand to the next; the hand's `seed` seeds every random choice.

use super::{malformed, object_token as token, serde_name, zero_sum, BotProtocol, ProtocolError, ProtocolGame};
use crate::bots::BotKind;
use crate::cards::{Card, CardSet, Suit};
use crate::euchre::rank::eff_suit;
use crate::euchre::{Euchre, EuchreAction, EuchreOptions, Phase};
use crate::game::{Game, Seat};
use crate::sample::deal_constrained;
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::{json, Value};

/// The protocol name this bot speaks.
pub const EUCHRE_PROTOCOL: &str = "euchre-arena/1";

/// The `rules` object of `euchre-arena/1`: exactly these two keys (an unknown key is refused,
/// as the other protocols refuse theirs).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Rules {
    allow_lone_defender: bool,
    stick_the_dealer: bool,
}

#[derive(Deserialize)]
struct Decide {
    seat: Seat,
    dealer: Seat,
    rules: Rules,
    hand: CardSet,
    upcard: Card,
    decisions: Vec<Value>,
    legal: Vec<Value>,
}

/// The options of a hand of `game` under the protocol's two rules: the `openspiel` profile
/// for `euchre`; for a form, its preset (docs/rules/euchre.md §14) played as single hands.
pub fn options_for(game: ProtocolGame, stick_the_dealer: bool, allow_lone_defender: bool) -> EuchreOptions {
    match game.form().and_then(EuchreOptions::form) {
        Some(o) => EuchreOptions { stick_the_dealer, allow_lone_defender, single_hand: true, ..o },
        None => EuchreOptions::openspiel(stick_the_dealer, allow_lone_defender),
    }
}

/// The options a form's `rules` name: `form` must be `game`'s, the two keys of
/// [`Rules`] (and no other) are laid over the form's preset ([`options_for`]).
pub fn options_from_rules(game: ProtocolGame, rules: &Value) -> Result<EuchreOptions, ProtocolError> {
    let r = super::strip_form(game, rules)?;
    let r: Rules = serde_json::from_value(r).map_err(|e| ProtocolError::Rules(format!("{e} in {}", super::excerpt(&rules.to_string()))))?;
    Ok(options_for(game, r.stick_the_dealer, r.allow_lone_defender))
}

/// Rebuilds a full Euchre state consistent with a `decide` message (see module docs).
pub fn state_from_decide(msg: &Value, rng: &mut ChaCha8Rng) -> Result<(Euchre, Vec<EuchreAction>), ProtocolError> {
    state_from_decide_of(ProtocolGame::Euchre, msg, rng)
}

/// [`state_from_decide`] for `game`, the base game or a four-handed form
/// ([`super::EUCHRE_PROTOCOL_FORMS`]: a 32-card pack, five or seven cards each).
pub fn state_from_decide_of(game: ProtocolGame, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(Euchre, Vec<EuchreAction>), ProtocolError> {
    let mut msg = msg.clone();
    if let Some(r) = msg.get("rules") {
        msg["rules"] = super::strip_form(game, r)?;
    }
    let d: Decide = serde_json::from_value(msg).map_err(malformed)?;
    if d.seat > 3 || d.dealer > 3 {
        return Err(malformed("seat and dealer must be 0..=3"));
    }
    let opts = options_for(game, d.rules.stick_the_dealer, d.rules.allow_lone_defender);
    // The pack is 9 (7 with 32 cards) to A of each suit (§2, §14.5); `2C` parses as a card
    // but is not one here.
    let pack = Euchre::pack(&opts);
    let k = usize::from(opts.hand_size);
    let mut named: Vec<Card> = d.hand.iter().chain([d.upcard]).collect();
    for x in d.decisions.iter().chain(&d.legal) {
        if let Some(c) = x.get("card").and_then(Value::as_str).and_then(|c| c.parse::<Card>().ok()) {
            named.push(c);
        }
    }
    let low = if opts.deck == 32 { 7 } else { 9 };
    if let Some(c) = named.into_iter().find(|&c| !pack.contains(c)) {
        return Err(malformed(format!("not a card: {c} is not in the Euchre pack ({low} to A of each suit)")));
    }
    let me = d.seat;
    // Public facts from the record: who played what, the dealer's discard if it is ours,
    // whether the upcard was taken, trump (for voids).
    let mut played = [CardSet::EMPTY; 4];
    let mut my_discard = None;
    let mut taken = false;
    let mut trump: Option<Suit> = None;
    let mut actions = Vec::new();
    for x in &d.decisions {
        let seat = x.get("seat").and_then(Value::as_u64).ok_or_else(|| malformed("decision without seat"))? as usize;
        if seat > 3 {
            return Err(malformed("decision seat out of range"));
        }
        let act = x.get("action").and_then(Value::as_str).ok_or_else(|| malformed("decision without action"))?;
        let a = if act == "discard" && x.get("card").is_none() {
            None // another seat's discard: hidden
        } else {
            Some(token(x)?)
        };
        match a {
            Some(EuchreAction::Play { card }) => {
                played[seat].insert(card);
            }
            Some(EuchreAction::Discard { card }) if seat == me => my_discard = Some(card),
            Some(EuchreAction::OrderUp) => {
                taken = true;
                trump = d.upcard.suit();
            }
            Some(EuchreAction::Call { suit }) => trump = Some(suit),
            _ => {}
        }
        actions.push((seat, a));
    }
    // Voids shown in play (§8), to deal the unseen cards only where they may be.
    let mut voids = [0u8; 4];
    if let Some(t) = trump {
        let plays: Vec<(Seat, Card)> =
            actions.iter().filter_map(|(s, a)| if let Some(EuchreAction::Play { card }) = a { Some((*s, *card)) } else { None }).collect();
        let active = 4 - actions.iter().filter(|(_, a)| *a == Some(EuchreAction::Alone)).count();
        for trick in plays.chunks(active.max(2)) {
            let led = eff_suit(trick[0].1, Some(t));
            for &(s, c) in &trick[1..] {
                if eff_suit(c, Some(t)) != led {
                    voids[s] |= 1 << led.index();
                }
            }
        }
    }
    // My original five: what I hold and played, plus my discard, minus the taken upcard.
    let mut mine = d.hand | played[me];
    if let Some(c) = my_discard {
        mine.insert(c);
    }
    if taken && me == d.dealer {
        mine.remove(d.upcard);
    }
    if mine.len() != k {
        return Err(ProtocolError::Inconsistent(format!("seat {me}'s cards do not add up to {k}: {mine}")));
    }
    let mut hands = [CardSet::EMPTY; 4];
    hands[me] = mine;
    for s in 0..4 {
        if s != me {
            hands[s] = played[s];
            if taken && s == d.dealer {
                hands[s].remove(d.upcard);
            }
        }
    }
    let mut unknown = pack - CardSet::single(d.upcard);
    for h in &hands {
        unknown -= *h;
    }
    // Places: seats 0..4 (capacity the hand size minus known cards), 4 the kitty (the rest
    // of the pack: 3 cards of 24, 11 or 3 of 32), 5 the dealer's hidden discard (1) when
    // another seat dealt and took the upcard.
    let hidden_discard = taken && d.dealer != me;
    let pool: Vec<Card> = unknown.to_vec();
    let mut cap = vec![0usize; 6];
    for s in 0..4 {
        if s != me {
            cap[s] =
                k.checked_sub(hands[s].len()).ok_or_else(|| ProtocolError::Inconsistent(format!("seat {s} played more than {k} cards")))?;
        }
    }
    cap[4] = pack.len() - 4 * k - 1;
    if hidden_discard {
        cap[d.dealer] -= 1;
        cap[5] = 1;
    }
    let allowed: Vec<u32> = pool
        .iter()
        .map(|&c| {
            let mut m = 1u32 << 4 | 1 << 5;
            for (s, v) in voids.iter().enumerate() {
                let void = trump.is_some_and(|t| v & (1 << eff_suit(c, Some(t)).index()) != 0);
                if !void {
                    m |= 1 << s;
                }
            }
            m
        })
        .collect();
    let places = deal_constrained(&pool, &allowed, &cap, rng)
        .ok_or_else(|| ProtocolError::Inconsistent("no deal of the unseen cards fits the plays".into()))?;
    let mut kitty = CardSet::EMPTY;
    let mut discard = None;
    for (i, &c) in pool.iter().enumerate() {
        match places[i] {
            4 => {
                kitty.insert(c);
            }
            5 => {
                discard = Some(c);
                hands[d.dealer].insert(c);
            }
            s => {
                hands[s].insert(c);
            }
        }
    }
    let mut g = Euchre::from_cards(&opts, d.dealer, &hands, d.upcard, kitty).map_err(ProtocolError::Inconsistent)?;
    // Replay the public record; the hidden discard is the card dealt to that place.
    for (i, (seat, a)) in actions.iter().enumerate() {
        if g.to_move() != Some(*seat) {
            return Err(ProtocolError::Inconsistent(format!("decision {i}: seat {seat} is not to move")));
        }
        let a = match (a, discard) {
            (Some(a), _) => *a,
            (None, Some(card)) => EuchreAction::Discard { card },
            (None, None) => return Err(ProtocolError::Inconsistent(format!("decision {i}: a hidden discard nobody could make"))),
        };
        g.apply(a).map_err(|e| ProtocolError::Inconsistent(format!("decision {i} ({a:?}): {e}")))?;
    }
    if g.to_move() != Some(me) {
        return Err(ProtocolError::Inconsistent(format!("after the record, seat {:?} is to move, not {me}", g.to_move())));
    }
    let legal: Vec<EuchreAction> = d.legal.iter().map(token).collect::<Result<_, _>>()?;
    if legal.is_empty() {
        return Err(malformed("empty legal list"));
    }
    Ok((g, legal))
}

/// Answers one `decide` ([`BotProtocol::decide`]): the level's choice among the legal
/// actions. Errors if the message's legal list differs from the engine's for the rebuilt
/// position.
pub fn decide(msg: &Value, level: BotKind, seed: u64) -> Result<Value, ProtocolError> {
    EuchreProtocol.decide(msg, level, seed)
}

/// The hand's record as the harness keeps it: every decision `(seat, phase, action)` in
/// order, and the tricks so far (`(leader, plays, winner)`, the one in progress last with
/// no winner).
#[derive(Clone, Debug, Default)]
pub struct EuchreRecord {
    /// Every decision in order.
    pub decisions: Vec<(Seat, Phase, EuchreAction)>,
    /// Tricks so far: leader, plays in order, winner once complete.
    pub tricks: Vec<TrickRecord>,
}

/// A trick as the record keeps it: leader, plays in order, winner once complete.
pub type TrickRecord = (Seat, Vec<(Seat, Card)>, Option<Seat>);

impl EuchreRecord {
    /// Applies `a` (already checked legal) to `g` and records it.
    pub fn apply(&mut self, g: &mut Euchre, a: EuchreAction) -> Result<(), String> {
        let seat = g.to_move().ok_or("the hand is over")?;
        let phase = g.public.phase;
        let before = g.public.tricks_played;
        g.apply(a).map_err(|e| e.to_string())?;
        self.decisions.push((seat, phase, a));
        if let EuchreAction::Play { card } = a {
            if self.tricks.last().is_none_or(|t| t.2.is_some()) {
                self.tricks.push((seat, Vec::new(), None));
            }
            if let Some(t) = self.tricks.last_mut() {
                t.1.push((seat, card));
                if g.public.tricks_played > before {
                    t.2 = g.public.last_trick.as_ref().map(|l| l.1);
                }
            }
        }
        Ok(())
    }

    /// `decisions` and `tricks` as `seat` sees them: another seat's discard without its card.
    fn public(&self, seat: Seat) -> (Value, Value) {
        let decisions: Vec<Value> = self
            .decisions
            .iter()
            .map(|(s, ph, a)| {
                let mut v = serde_json::to_value(a).unwrap_or(Value::Null);
                if matches!(a, EuchreAction::Discard { .. }) && *s != seat {
                    if let Value::Object(o) = &mut v {
                        o.remove("card");
                    }
                }
                let mut e = json!({"seat": s, "phase": ph});
                if let (Value::Object(e), Value::Object(o)) = (&mut e, v) {
                    e.extend(o);
                }
                e
            })
            .collect();
        let tricks: Vec<Value> = self
            .tricks
            .iter()
            .map(|(l, plays, w)| {
                let plays: Vec<Value> = plays.iter().map(|(s, c)| json!({"seat": s, "card": c})).collect();
                json!({"leader": l, "plays": plays, "winner": w})
            })
            .collect();
        (Value::Array(decisions), Value::Array(tricks))
    }
}

/// `euchre-arena/1` for the shared drivers: [`state_from_decide`] on the bot side, the
/// OpenSpiel profile's messages (`rules` = `allow_lone_defender`, `stick_the_dealer`) with
/// an [`EuchreRecord`] on the harness side; a hand scores team points ±.
#[derive(Clone, Copy, Debug, Default)]
pub struct EuchreProtocol;

impl BotProtocol for EuchreProtocol {
    type Game = Euchre;
    type Record = EuchreRecord;
    const PROTOCOL: &'static str = EUCHRE_PROTOCOL;
    fn game(&self) -> ProtocolGame {
        ProtocolGame::Euchre
    }
    /// Both keys of the `openspiel` profile must be booleans, and no other key may appear
    /// but `"form": "euchre"` ([`super::strip_form`]).
    fn check_rules(&self, rules: &Value) -> Result<(), ProtocolError> {
        let r = super::strip_form(ProtocolGame::Euchre, rules)?;
        serde_json::from_value::<Rules>(r).map(|_| ()).map_err(|e| ProtocolError::Rules(format!("{e} in {rules}")))
    }
    fn state_from_decide(&self, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(Euchre, Vec<EuchreAction>), ProtocolError> {
        state_from_decide(msg, rng)
    }
    /// One hand scored ±points: the bot is told a target of 1.
    fn target(&self, _: &Euchre) -> i32 {
        1
    }
    fn options(&self) -> EuchreOptions {
        EuchreOptions::openspiel(true, false)
    }
    fn rules_json(o: &EuchreOptions) -> Value {
        json!({"allow_lone_defender": o.allow_lone_defender, "stick_the_dealer": o.stick_the_dealer})
    }
    fn phase(&self, g: &Euchre) -> String {
        serde_name(g.public.phase)
    }
    fn new_hand_message(&self, hand_id: &str, g: &Euchre, seat: Seat, seed: u64) -> Value {
        let p = &g.public;
        json!({"type": "new_hand", "hand_id": hand_id, "seat": seat, "partner": (seat + 2) % 4, "dealer": p.dealer,
            "rules": Self::rules_json(&p.options), "hand": g.hands[seat], "upcard": p.upcard, "seed": seed})
    }
    fn decide_message(&self, hand_id: &str, g: &Euchre, rec: &EuchreRecord) -> Value {
        let seat = g.to_move().unwrap_or(0);
        let p = &g.public;
        let (decisions, tricks) = rec.public(seat);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let decided = matches!(p.phase, Phase::DefenderAlone | Phase::Play | Phase::HandOver) && p.maker.is_some();
        json!({"type": "decide", "hand_id": hand_id, "seat": seat, "dealer": p.dealer, "rules": Self::rules_json(&p.options),
            "phase": p.phase, "hand": g.hands[seat], "upcard": p.upcard, "trump": p.trump, "maker": p.maker,
            "maker_alone": if decided { Some(p.maker_alone) } else { None }, "lone_defender": p.lone_defender,
            "active_seats": (0..4).filter(|&s| p.active[s]).collect::<Vec<_>>(),
            "decisions": decisions, "tricks": tricks, "tricks_won": tricks_by_team(g), "legal": legal})
    }
    /// The final public record and the fixture-style result.
    fn end_hand_message(&self, hand_id: &str, g: &Euchre, rec: &EuchreRecord, seat: Seat) -> Value {
        let (decisions, tricks) = rec.public(seat);
        let p = &g.public;
        let t = self.points(g);
        let result = g.result().map(|r| {
            json!({"outcome": r.outcome, "trump": r.trump, "maker": r.maker, "makers_team": r.makers_side,
                "maker_alone": r.maker_alone, "lone_defender": r.lone_defender,
                "active_seats": (0..4).filter(|&s| p.active[s]).collect::<Vec<_>>(), "tricks_won_by_team": tricks_by_team(g),
                "makers_tricks": r.makers_tricks, "returns": [t[0], t[1], t[0], t[1]], "team_points": t})
        });
        json!({"type": "end_hand", "hand_id": hand_id, "seat": seat, "decisions": decisions, "tricks": tricks, "result": result})
    }
    fn record(&self, rec: &mut EuchreRecord, g: &mut Euchre, a: EuchreAction) -> Result<(), String> {
        rec.apply(g, a)
    }
    /// Team points `[team0, team1]` (zero-sum, the fixtures' `team_points`).
    fn points(&self, g: &Euchre) -> Vec<i32> {
        g.result().map_or(vec![0, 0], |r| zero_sum(r.makers_side, r.makers_return))
    }
}

/// Tricks won per team `[team0, team1]`.
fn tricks_by_team(g: &Euchre) -> [u8; 2] {
    let mut won = [0u8; 2];
    for (s, w) in g.public.tricks_won.iter().enumerate() {
        won[s % 2] += w;
    }
    won
}

/// `euchre-arena/1` for a four-handed Euchre form ([`super::EUCHRE_PROTOCOL_FORMS`]): the
/// base game's messages and notation, with `"form"` first in `rules` and the form's preset
/// played as single hands (its two protocol rules laid over it). `hello.game` and
/// `rules.form` name the form; a bot refuses any other form.
#[derive(Clone, Copy, Debug)]
pub struct EuchreFormProtocol(pub &'static str);

impl EuchreFormProtocol {
    fn game_of(self) -> ProtocolGame {
        ProtocolGame::EuchreForm(self.0)
    }
    fn rules_of(self, o: &EuchreOptions) -> Value {
        json!({"form": self.0, "allow_lone_defender": o.allow_lone_defender, "stick_the_dealer": o.stick_the_dealer})
    }
    /// The base protocol's message with this form's `rules`.
    fn with_rules(self, mut v: Value, o: &EuchreOptions) -> Value {
        v["rules"] = self.rules_of(o);
        v
    }
}

impl BotProtocol for EuchreFormProtocol {
    type Game = Euchre;
    type Record = EuchreRecord;
    const PROTOCOL: &'static str = EUCHRE_PROTOCOL;
    fn game(&self) -> ProtocolGame {
        self.game_of()
    }
    /// `form` names this form; the other two keys as in the base game.
    fn check_rules(&self, rules: &Value) -> Result<(), ProtocolError> {
        let r = super::strip_form(self.game_of(), rules)?;
        EuchreProtocol.check_rules(&r)
    }
    fn state_from_decide(&self, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(Euchre, Vec<EuchreAction>), ProtocolError> {
        state_from_decide_of(self.game_of(), msg, rng)
    }
    /// One hand scored ±points: the bot is told a target of 1.
    fn target(&self, _: &Euchre) -> i32 {
        1
    }
    fn options(&self) -> EuchreOptions {
        options_for(self.game_of(), true, false)
    }
    fn rules_json(o: &EuchreOptions) -> Value {
        EuchreProtocol::rules_json(o)
    }
    fn hello_rules(&self, o: &EuchreOptions) -> Value {
        self.rules_of(o)
    }
    fn phase(&self, g: &Euchre) -> String {
        EuchreProtocol.phase(g)
    }
    fn new_hand_message(&self, hand_id: &str, g: &Euchre, seat: Seat, seed: u64) -> Value {
        self.with_rules(EuchreProtocol.new_hand_message(hand_id, g, seat, seed), &g.public.options)
    }
    fn decide_message(&self, hand_id: &str, g: &Euchre, rec: &EuchreRecord) -> Value {
        self.with_rules(EuchreProtocol.decide_message(hand_id, g, rec), &g.public.options)
    }
    fn end_hand_message(&self, hand_id: &str, g: &Euchre, rec: &EuchreRecord, seat: Seat) -> Value {
        EuchreProtocol.end_hand_message(hand_id, g, rec, seat)
    }
    fn record(&self, rec: &mut EuchreRecord, g: &mut Euchre, a: EuchreAction) -> Result<(), String> {
        rec.apply(g, a)
    }
    fn points(&self, g: &Euchre) -> Vec<i32> {
        EuchreProtocol.points(g)
    }
}
