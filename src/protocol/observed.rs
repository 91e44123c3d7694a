//! The observation notation: how `euchre-arena/1` and `sixty-six-bot/1` carry the forms
//! their own notations cannot say — two or three seats, the joker and calling for best
//! (`euchre-2`, `euchre-3`, `euchre-railroad`, `euchre-british`), four hands, the auction
//! and the widow (`sixty-six-4`, `sixty-six-throat-cut`, `sixty-six-team`). See the
//! "Forms in the observation notation" sections of both protocol documents.
//!
//! A `decide` carries the seat's observation exactly as the engine makes it
//! ([`Game::observation`], the schema's `*Observation` types) and the legal list in the
//! engine's tokens. The bot reads the observation back, deals the unseen cards at random
//! where they may be ([`Game::sample_world`]), checks that the world it dealt shows the
//! same observation and the same legal list, and asks its level. No record is replayed:
//! the observation is everything the seat may know.

use super::{malformed, serde_name, BotProtocol, ProtocolError, ProtocolGame};
use crate::bots::HasBots;
use crate::cards::CardSet;
use crate::euchre::{Euchre, EuchreOptions};
use crate::game::{MatchRules, Seat};
use crate::sixty_six_forms::{FormDeal, FormOptions};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Map, Value};
use std::marker::PhantomData;

/// What a game adds to the observation notation: its protocol, how its `rules` read and
/// are written, and the public facts of a fresh deal.
pub trait ObservedGame: HasBots {
    /// The protocol these forms extend (`hello.protocol`).
    const PROTOCOL: &'static str;
    /// The options the harness deals `game` with (the form's preset, one hand at a time).
    fn form_options(game: ProtocolGame) -> Self::Options;
    /// The options a `rules` object names for `game`; `Err` for another form, a missing
    /// form, an unknown key or a value the form cannot play.
    fn options_from(game: ProtocolGame, rules: &Value) -> Result<Self::Options, ProtocolError>;
    /// The `rules` object of `game`'s messages for `o`, with `"form"`.
    fn rules_of(game: ProtocolGame, o: &Self::Options) -> Value;
    /// Reads an observation of the notation.
    fn read_observation(v: &Value) -> Result<Self::Observation, String>;
    /// The observer of `obs` and the options it shows.
    fn observer(obs: &Self::Observation) -> (Seat, &Self::Options);
    /// The cards `seat` holds.
    fn hand(&self, seat: Seat) -> CardSet;
    /// The dealer.
    fn dealer(&self) -> Seat;
    /// The phase's name as the observation writes it.
    fn phase_name(&self) -> String;
    /// The partner of `seat`, `None` where each seat plays for itself.
    fn partner(&self, seat: Seat) -> Option<Seat>;
    /// The public facts of a fresh deal for `new_hand` (the upcard; the trump card).
    fn deal_facts(&self) -> Map<String, Value>;
    /// True if the cards of this (sampled) position are the pack, each in one place, and
    /// each seat holds as many as the public state says.
    fn well_formed(&self) -> bool;
}

/// True if `parts` are disjoint and make up `pack` exactly.
fn partition(pack: CardSet, parts: &[CardSet]) -> bool {
    let union = parts.iter().fold(CardSet::EMPTY, |u, &p| u | p);
    union == pack && parts.iter().map(|p| p.len()).sum::<usize>() == pack.len()
}

impl ObservedGame for Euchre {
    const PROTOCOL: &'static str = super::EUCHRE_PROTOCOL;
    /// The form's preset, its own two protocol rules kept, single hands (§13).
    fn form_options(game: ProtocolGame) -> EuchreOptions {
        let o = game.form().and_then(EuchreOptions::form).unwrap_or_default();
        super::euchre::options_for(game, o.stick_the_dealer, o.allow_lone_defender)
    }
    /// `allow_lone_defender` and `stick_the_dealer` laid over the form's preset, as for
    /// `euchre-32`.
    fn options_from(game: ProtocolGame, rules: &Value) -> Result<EuchreOptions, ProtocolError> {
        super::euchre::options_from_rules(game, rules)
    }
    fn rules_of(game: ProtocolGame, o: &EuchreOptions) -> Value {
        json!({"form": game.name(), "allow_lone_defender": o.allow_lone_defender, "stick_the_dealer": o.stick_the_dealer})
    }
    fn read_observation(v: &Value) -> Result<crate::euchre::EuchreObservation, String> {
        serde_json::from_value(v.clone()).map_err(|e| e.to_string())
    }
    fn observer(obs: &crate::euchre::EuchreObservation) -> (Seat, &EuchreOptions) {
        (obs.seat, &obs.public.options)
    }
    fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    fn dealer(&self) -> Seat {
        self.public.dealer
    }
    fn phase_name(&self) -> String {
        serde_name(self.public.phase)
    }
    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.public.options.partnerships().then(|| Euchre::partner(seat))
    }
    fn deal_facts(&self) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("upcard".into(), json!(self.public.upcard));
        m
    }
    fn well_formed(&self) -> bool {
        let p = &self.public;
        let mut parts: Vec<CardSet> = self.hands.iter().chain(&p.played).copied().collect();
        parts.push(self.kitty);
        parts.extend(self.discard.iter().chain(self.best_discard.iter().flatten()).map(|&c| CardSet::single(c)));
        let placed = parts.iter().fold(CardSet::EMPTY, |u, &x| u | x);
        if !placed.contains(p.upcard) {
            parts.push(CardSet::single(p.upcard));
        }
        partition(Euchre::pack(&p.options), &parts) && (0..4).all(|s| self.hands[s].len() == usize::from(p.held[s]))
    }
}

impl ObservedGame for FormDeal {
    const PROTOCOL: &'static str = super::sixty_six::PROTOCOL;
    fn form_options(game: ProtocolGame) -> FormOptions {
        match game {
            ProtocolGame::SixtySixObserved(f) => f.options(),
            _ => FormOptions::default(),
        }
    }
    /// The complete options object of the form (the keys of [`FormOptions`]); a key left
    /// out keeps the form's preset.
    fn options_from(game: ProtocolGame, rules: &Value) -> Result<FormOptions, ProtocolError> {
        let ProtocolGame::SixtySixObserved(form) = game else {
            return Err(ProtocolError::Rules(format!("{} is no Sixty-six form", game.name())));
        };
        let rest = super::strip_form(game, rules)?;
        if !rest.is_object() {
            return Err(ProtocolError::Rules(format!("rules must be an object, got {}", super::excerpt(&rules.to_string()))));
        }
        FormOptions::with_overrides(form, &rest).map_err(|e| ProtocolError::Rules(format!("{e} in {}", super::excerpt(&rules.to_string()))))
    }
    /// The options as the engine writes them; their `form` key names the form.
    fn rules_of(_: ProtocolGame, o: &FormOptions) -> Value {
        json!(o)
    }
    fn read_observation(v: &Value) -> Result<crate::sixty_six_forms::FormObservation, String> {
        serde_json::from_value(v.clone()).map_err(|e| e.to_string())
    }
    fn observer(obs: &crate::sixty_six_forms::FormObservation) -> (Seat, &FormOptions) {
        (obs.seat, &obs.public.options)
    }
    fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    fn dealer(&self) -> Seat {
        self.public.dealer
    }
    fn phase_name(&self) -> String {
        serde_name(self.public.phase)
    }
    fn partner(&self, seat: Seat) -> Option<Seat> {
        self.public.options.partnership().then_some((seat + 2) % 4)
    }
    fn deal_facts(&self) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("trump_card".into(), json!(self.public.trump_card));
        m.insert("trump".into(), json!(self.public.trump));
        m
    }
    fn well_formed(&self) -> bool {
        let p = &self.public;
        let n = usize::from(p.options.players);
        let mut parts: Vec<CardSet> = self.hands[..n].to_vec();
        parts.push(p.played());
        parts.push(self.widow);
        partition(crate::sixty_six_forms::rank::pack(p.options.deck), &parts)
            && p.held.len() == n
            && (0..n).all(|s| self.hands[s].len() == usize::from(p.held[s]))
    }
}

/// A protocol's observation notation for the forms of `G` (the [`ProtocolGame`] held).
#[derive(Clone, Copy, Debug)]
pub struct ObservedProtocol<G> {
    game: ProtocolGame,
    of: PhantomData<G>,
}

impl<G> ObservedProtocol<G> {
    /// The notation for `game` (a [`ProtocolGame::EuchreObserved`] or
    /// [`ProtocolGame::SixtySixObserved`] form).
    pub fn new(game: ProtocolGame) -> Self {
        ObservedProtocol { game, of: PhantomData }
    }
}

/// Runs `f`, turning a panic into `None` without printing it: a crafted observation may
/// describe a position the engine's dealer cannot lay out (a hand larger than the pack),
/// and a bot answers that with a typed error, never a crash.
fn quietly<T>(f: impl FnOnce() -> T) -> Option<T> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).ok();
    std::panic::set_hook(hook);
    r
}

impl<G: ObservedGame> BotProtocol for ObservedProtocol<G> {
    type Game = G;
    type Record = ();
    const PROTOCOL: &'static str = G::PROTOCOL;
    fn game(&self) -> ProtocolGame {
        self.game
    }
    fn check_rules(&self, rules: &Value) -> Result<(), ProtocolError> {
        G::options_from(self.game, rules).map(|_| ())
    }
    /// The hand's seed mixed with an FNV-1a hash of the observation's text: the messages
    /// keep no count of decisions, and no two decisions of a hand show one observation.
    fn decision_seed(&self, seed: u64, msg: &Value) -> u64 {
        let text = msg.get("observation").map(Value::to_string).unwrap_or_default();
        seed ^ text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
    }
    /// Reads `rules`, `seat`, `observation` and `legal`; deals a world showing that
    /// observation; checks the observation is the rules' and the seat's, and that the
    /// dealt world shows it back with the seat to move.
    fn state_from_decide(&self, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(G, Vec<G::Action>), ProtocolError> {
        let rules = msg.get("rules").ok_or_else(|| malformed("decide without rules"))?;
        let o = G::options_from(self.game, rules)?;
        let seat = msg.get("seat").and_then(Value::as_u64).ok_or_else(|| malformed("decide without a seat number"))? as usize;
        let obs =
            G::read_observation(msg.get("observation").unwrap_or(&Value::Null)).map_err(|e| malformed(format!("observation: {e}")))?;
        let (me, shown) = G::observer(&obs);
        if me != seat || me >= o.seats() {
            return Err(super::inconsistent(format!("the observation is seat {me}'s, the message is seat {seat}'s of {}", o.seats())));
        }
        if json!(shown) != json!(o) {
            return Err(super::inconsistent("the observation's options are not the rules' options"));
        }
        let legal: Vec<G::Action> =
            serde_json::from_value(msg.get("legal").cloned().unwrap_or(Value::Null)).map_err(|e| malformed(format!("legal: {e}")))?;
        if legal.is_empty() {
            return Err(malformed("empty legal list"));
        }
        let g = quietly(|| {
            let g = G::sample_world(&obs, rng);
            (g.well_formed() && g.observation(me) == obs && g.to_move() == Some(me)).then_some(g)
        })
        .flatten()
        .ok_or_else(|| super::inconsistent(format!("no position of the engine shows this observation with seat {me} to move")))?;
        Ok((g, legal))
    }
    fn options(&self) -> G::Options {
        G::form_options(self.game)
    }
    fn hello_rules(&self, o: &G::Options) -> Value {
        G::rules_of(self.game, o)
    }
    fn phase(&self, g: &G) -> String {
        g.phase_name()
    }
    fn new_hand_message(&self, hand_id: &str, g: &G, seat: Seat, seed: u64) -> Value {
        let mut m = Map::new();
        for (k, v) in [
            ("type", json!("new_hand")),
            ("hand_id", json!(hand_id)),
            ("seat", json!(seat)),
            ("seats", json!(g.seats())),
            ("partner", json!(g.partner(seat))),
            ("dealer", json!(g.dealer())),
            ("rules", G::rules_of(self.game, g.options())),
            ("hand", json!(g.hand(seat))),
        ] {
            m.insert(k.into(), v);
        }
        m.extend(g.deal_facts());
        m.insert("seed".into(), json!(seed));
        Value::Object(m)
    }
    fn decide_message(&self, hand_id: &str, g: &G, _: &()) -> Value {
        let seat = g.to_move().unwrap_or(0);
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        json!({"type": "decide", "hand_id": hand_id, "seat": seat, "rules": G::rules_of(self.game, g.options()),
            "phase": g.phase_name(), "observation": g.observation(seat), "legal": legal})
    }
    /// The seat's final observation and the hand's score per side.
    fn end_hand_message(&self, hand_id: &str, g: &G, _: &(), seat: Seat) -> Value {
        let result = g
            .hand_result()
            .map(|r| json!({"points": r.points, "void": r.void, "bidding_side": r.bidding_side, "summary": r.summary.english()}));
        json!({"type": "end_hand", "hand_id": hand_id, "seat": seat, "observation": g.observation(seat), "result": result})
    }
    /// The reply read as the engine's token (every field counts, a bid's `points` too).
    fn parse_reply(&self, legal: &[G::Action], reply: &Value) -> Result<G::Action, Value> {
        match serde_json::from_value::<G::Action>(reply.clone()) {
            Ok(a) if legal.contains(&a) => Ok(a),
            _ => Err(json!(legal)),
        }
    }
    fn record(&self, _: &mut (), g: &mut G, a: G::Action) -> Result<(), String> {
        g.apply(a).map(|_| ()).map_err(|e| e.to_string())
    }
    /// The hand's points per scoring side ([`Game::hand_result`]).
    fn points(&self, g: &G) -> Vec<i32> {
        g.hand_result().map_or_else(|| vec![0; g.options().sides()], |r| r.points)
    }
}
