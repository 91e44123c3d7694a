//! `sixty-six-bot/1` (`docs/protocol/sixty-six-bot-protocol.md`): Sixty-six and 20-card
//! Schnapsen (docs/rules/sixty-six.md §15.4) bots as programs, in the notation of
//! `tests/fixtures/sixty-six/README.md`.
//!
//! Rebuilding a position from a `decide` message: the seat's own cards are known (its hand
//! now, its plays, its own draws, its exchange), the opponent's cards are revealed only when
//! played, shown with a marriage, or taken face up. The rebuild walks the public record,
//! tying each revealed opponent card to one of the opponent's unseen *slots* (a dealt card
//! or a card it drew), places the seat's own draws at their stock positions, then deals
//! the cards nobody has seen into the remaining slots at random — never a card the
//! opponent showed it cannot hold (phase-2 failures to follow, beat or trump, judged with
//! the engine's own follow rule) — and replays the whole record through the engine.

use super::{inconsistent, malformed, object_token as token, zero_sum, BotProtocol, ProtocolError, ProtocolGame};
use crate::bots::BotKind;
use crate::cards::{rank as r, Card, CardSet};
use crate::game::{Game, Seat};
use crate::sample::deal_constrained;
use crate::sixty_six::rank::{in_card_order, legal_follows};
use crate::sixty_six::{SixtySix, SixtySixAction, SixtySixOptions, Stage};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// The protocol name.
pub const PROTOCOL: &str = "sixty-six-bot/1";

/// The options of a `rules` object: keys of [`SixtySixOptions`] laid over the rule book's
/// defaults (`sixty-six`, and the two-hand deal of `sixty-six-3`, whose `rules.form` names
/// it: [`super::strip_form`]) or over the §15.4 settings (`schnapsen`). Errors name the bad
/// key, value or form.
pub fn options_from(game: ProtocolGame, rules: &Value) -> Result<SixtySixOptions, ProtocolError> {
    let rules = &super::strip_form(game, rules)?;
    let o = if game == ProtocolGame::Schnapsen {
        SixtySixOptions::schnapsen_with(rules)
    } else if rules.is_null() {
        Ok(SixtySixOptions::default())
    } else {
        serde_json::from_value(rules.clone()).map_err(|e| e.to_string())
    };
    let o = o.map_err(|e| ProtocolError::Rules(format!("{e} in {rules}")))?;
    o.validate().map_err(ProtocolError::Rules)?;
    Ok(o)
}

fn card_at(v: &Value, what: &str) -> Result<Option<Card>, ProtocolError> {
    match v {
        Value::Null => Ok(None),
        Value::String(s) => s.parse().map(Some).map_err(|_| malformed(format!("{what}: bad card {s:?}"))),
        other => Err(malformed(format!("{what}: expected a card or null, got {other}"))),
    }
}

fn seat_of(v: &Value, what: &str) -> Result<Seat, ProtocolError> {
    match v.as_u64() {
        Some(s) if s < 2 => Ok(s as Seat),
        _ => Err(malformed(format!("{what} must be 0 or 1, got {v}"))),
    }
}

/// The role word of a stage: `lead` (also the final declare-or-pass and close-or-draw
/// decisions) or `follow`.
fn role_word(stage: Stage) -> &'static str {
    if stage == Stage::Follow {
        "follow"
    } else {
        "lead"
    }
}

/// One decision of the public record.
struct Step {
    seat: Seat,
    role: String,
    phase: u64,
    action: SixtySixAction,
}

/// A place an unseen opponent card can come from: a dealt card or a stock position.
#[derive(Clone, Copy)]
enum Slot {
    Dealt(usize),
    Stock(usize),
}

/// Rebuilds a full deal consistent with a `decide` message (see module docs) and returns
/// it with the message's legal list. Errors if the message is malformed, impossible, or
/// its legal list is not the engine's.
pub fn state_from_decide(game: ProtocolGame, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(SixtySix, Vec<SixtySixAction>), ProtocolError> {
    let game = match msg.get("game").and_then(Value::as_str) {
        Some(g) => ProtocolGame::parse(g)
            .filter(|g| matches!(g, ProtocolGame::SixtySix | ProtocolGame::Schnapsen | ProtocolGame::SixtySix3))
            .ok_or_else(|| ProtocolError::Rules(format!("game {g:?} is not sixty-six, schnapsen or sixty-six-3")))?,
        None => game,
    };
    let o = options_from(game, msg.get("rules").unwrap_or(&Value::Null))?;
    let me = seat_of(&msg["seat"], "seat")?;
    let opp = 1 - me;
    let dealer = seat_of(&msg["dealer"], "dealer")?;
    let hand: CardSet = serde_json::from_value(msg["hand"].clone()).map_err(|e| malformed(format!("hand: {e}")))?;
    let trump_card = card_at(&msg["trump_card"], "trump_card")?.ok_or_else(|| malformed("trump_card missing"))?;
    let trump = trump_card.suit().ok_or_else(|| malformed("the trump card has no suit"))?;
    let decisions = msg["decisions"].as_array().ok_or_else(|| malformed("decisions must be a list"))?;
    let tricks = msg["tricks"].as_array().ok_or_else(|| malformed("tricks must be a list"))?;
    let legal: Vec<SixtySixAction> =
        msg["legal"].as_array().ok_or_else(|| malformed("legal must be a list"))?.iter().map(token).collect::<Result<_, _>>()?;
    if legal.is_empty() {
        return Err(malformed("empty legal list"));
    }
    let pack = SixtySix::pack(&o);
    let k = o.hand_size();
    let n_stock = pack.len() - 2 * k - 1;
    if !pack.contains(trump_card) || !pack.is_superset(hand) {
        return Err(inconsistent("a card that is not in this pack"));
    }
    let mut steps = Vec::with_capacity(decisions.len());
    for (i, d) in decisions.iter().enumerate() {
        let seat = seat_of(&d["seat"], &format!("decision {i}: seat"))?;
        let role = d["role"].as_str().ok_or_else(|| malformed(format!("decision {i}: no role")))?.to_string();
        let phase = d["phase"].as_u64().ok_or_else(|| malformed(format!("decision {i}: no phase")))?;
        steps.push(Step { seat, role, phase, action: token(d)? });
    }

    // Walk the record: the opponent's revealed cards are tied to its unseen slots, my own
    // draws to their stock positions.
    let mut stock: Vec<Option<Card>> = vec![None; n_stock];
    let mut dealt: Vec<Option<Card>> = vec![None; k];
    let mut open: Vec<Slot> = (0..k).map(Slot::Dealt).collect(); // opponent's unrevealed slots
    let mut opp_known = CardSet::EMPTY; // revealed, still in the opponent's hand
    let mut placed = CardSet::single(trump_card); // cards whose place is fixed
    let mut face_up = Some(trump_card);
    let mut my_played = CardSet::EMPTY;
    let (mut my_gave, mut my_took, mut my_drawn) = (Vec::new(), Vec::new(), Vec::new());
    let mut excluded = CardSet::EMPTY;
    let mut lead: Option<Card> = None;
    let mut done_tricks = 0usize;
    let mut round = 0usize;
    let reveal = |c: Card,
                  opp_known: &mut CardSet,
                  placed: &mut CardSet,
                  open: &mut Vec<Slot>,
                  dealt: &mut Vec<Option<Card>>,
                  stock: &mut Vec<Option<Card>>,
                  rng: &mut ChaCha8Rng|
     -> Result<(), ProtocolError> {
        if opp_known.contains(c) {
            return Ok(());
        }
        if placed.contains(c) || !pack.contains(c) {
            return Err(inconsistent(format!("seat {opp} shows {c}, which cannot be in its hand")));
        }
        if open.is_empty() {
            return Err(inconsistent(format!("seat {opp} shows {c} but has no unseen card left")));
        }
        let i = rng.random_range(0..open.len());
        match open.swap_remove(i) {
            Slot::Dealt(j) => dealt[j] = Some(c),
            Slot::Stock(j) => stock[j] = Some(c),
        }
        opp_known.insert(c);
        placed.insert(c);
        Ok(())
    };
    for (i, st) in steps.iter().enumerate() {
        let a = st.action;
        if st.seat == opp {
            match a {
                SixtySixAction::Play { card } | SixtySixAction::Marriage { card, .. } => {
                    reveal(card, &mut opp_known, &mut placed, &mut open, &mut dealt, &mut stock, rng)?;
                    if let SixtySixAction::Marriage { suit, .. } = a {
                        let other = Card::new(suit, if card.rank() == r::KING { r::QUEEN } else { r::KING });
                        reveal(other, &mut opp_known, &mut placed, &mut open, &mut dealt, &mut stock, rng)?;
                    }
                    if st.role == "follow" && st.phase == 2 {
                        // A phase-2 follow tells which cards the opponent cannot hold:
                        // any card whose presence would have made this follow illegal.
                        let led = lead.ok_or_else(|| inconsistent(format!("decision {i}: a follow without a lead")))?;
                        for x in pack.iter() {
                            if x != card
                                && !legal_follows(CardSet::single(card) | CardSet::single(x), led, trump, true, o.phase2_follow_rule)
                                    .contains(card)
                            {
                                excluded.insert(x);
                            }
                        }
                    }
                    opp_known.remove(card);
                }
                SixtySixAction::MarriageDeclare { suit } => {
                    for c in [Card::new(suit, r::KING), Card::new(suit, r::QUEEN)] {
                        reveal(c, &mut opp_known, &mut placed, &mut open, &mut dealt, &mut stock, rng)?;
                    }
                }
                SixtySixAction::ExchangeTrump { card } => {
                    reveal(card, &mut opp_known, &mut placed, &mut open, &mut dealt, &mut stock, rng)?;
                    opp_known.remove(card);
                    let took = face_up.ok_or_else(|| inconsistent(format!("decision {i}: an exchange with no face-up card")))?;
                    opp_known.insert(took);
                    face_up = Some(card);
                }
                _ => {}
            }
        } else {
            match a {
                SixtySixAction::Play { card } | SixtySixAction::Marriage { card, .. } => {
                    my_played.insert(card);
                }
                SixtySixAction::ExchangeTrump { card } => {
                    my_gave.push(card);
                    my_took.push(face_up.ok_or_else(|| inconsistent(format!("decision {i}: an exchange with no face-up card")))?);
                    face_up = Some(card);
                }
                _ => {}
            }
        }
        if let SixtySixAction::Play { card } | SixtySixAction::Marriage { card, .. } = a {
            if st.role == "lead" {
                lead = Some(card);
                continue;
            }
        }
        if st.role != "follow" || !matches!(a, SixtySixAction::Play { .. }) {
            continue;
        }
        // A trick is complete: the draws after it, if any (§10).
        let t = tricks
            .get(done_tricks)
            .ok_or_else(|| malformed(format!("decision {i} completes trick {} but tricks has {}", done_tricks + 1, tricks.len())))?;
        done_tricks += 1;
        lead = None;
        let Some(draws) = t.get("draws").filter(|d| !d.is_null()) else { continue };
        let w = seat_of(&t["winner"], &format!("trick {done_tricks}: winner"))?;
        let (a_card, b_card) = (card_at(&draws[0], "draws[0]")?, card_at(&draws[1], "draws[1]")?);
        let pos = 2 * round;
        round += 1;
        if pos >= n_stock {
            return Err(inconsistent(format!("trick {done_tricks}: a draw from an empty stock")));
        }
        for (seat, card, p) in [(w, a_card, pos), (1 - w, b_card, pos + 1)] {
            if p == n_stock {
                // The last draw: the loser takes the face-up card, which both players see.
                let f = face_up.take().ok_or_else(|| inconsistent("the face-up card was drawn twice"))?;
                if card.is_some_and(|c| c != f) {
                    return Err(inconsistent(format!("trick {done_tricks}: the last draw must be the face-up card {f}")));
                }
                if seat == me {
                    my_drawn.push(f);
                } else {
                    opp_known.insert(f);
                }
            } else if seat == me {
                let c = card.ok_or_else(|| malformed(format!("trick {done_tricks}: my own draw is not named")))?;
                if placed.contains(c) || !pack.contains(c) {
                    return Err(inconsistent(format!("trick {done_tricks}: I cannot have drawn {c}")));
                }
                stock[p] = Some(c);
                placed.insert(c);
                my_drawn.push(c);
            } else {
                open.push(Slot::Stock(p));
            }
        }
    }
    // My hand as dealt: now + played + given − drawn − taken face up.
    // Counted per card: the 9 given in an exchange can come back with the last draw.
    let mut count = [0i32; 64];
    for (cards, d) in [(hand.to_vec(), 1), (my_played.to_vec(), 1), (my_gave, 1), (my_drawn, -1), (my_took, -1)] {
        for c in cards {
            count[c.index() as usize] += d;
        }
    }
    let mine: CardSet = pack.iter().filter(|c| count[c.index() as usize] == 1).collect();
    if mine.len() != k || count.iter().any(|&n| !(0..=1).contains(&n)) {
        return Err(inconsistent(format!("seat {me}'s cards do not add up to a dealt hand of {k}: {mine}")));
    }
    if !(mine & placed).is_empty() {
        return Err(inconsistent(format!("seat {me} holds cards placed elsewhere: {}", mine & placed)));
    }
    placed |= mine;
    // Deal the unseen cards: place 0 the opponent's unrevealed slots, place 1 the stock.
    let free_stock: Vec<usize> =
        (0..n_stock).filter(|&p| stock[p].is_none() && !open.iter().any(|s| matches!(s, Slot::Stock(q) if *q == p))).collect();
    let pool: Vec<Card> = (pack - placed).to_vec();
    let cap = [open.len(), free_stock.len()];
    let allowed: Vec<u32> = pool.iter().map(|&c| if excluded.contains(c) { 0b10 } else { 0b11 }).collect();
    let places = deal_constrained(&pool, &allowed, &cap, rng).ok_or_else(|| inconsistent("no deal of the unseen cards fits the record"))?;
    open.shuffle(rng);
    let (mut oi, mut si) = (0, 0);
    for (i, &c) in pool.iter().enumerate() {
        if places[i] == 0 {
            match open[oi] {
                Slot::Dealt(j) => dealt[j] = Some(c),
                Slot::Stock(j) => stock[j] = Some(c),
            }
            oi += 1;
        } else {
            stock[free_stock[si]] = Some(c);
            si += 1;
        }
    }
    let mut hands = [CardSet::EMPTY; 2];
    hands[me] = mine;
    hands[opp] = dealt.iter().map(|c| c.ok_or_else(|| inconsistent("an opponent card was left undealt"))).collect::<Result<_, _>>()?;
    let stock: Vec<Card> =
        stock.iter().map(|c| c.ok_or_else(|| inconsistent("a stock card was left undealt"))).collect::<Result<_, _>>()?;
    let mut g = SixtySix::from_cards(&o, dealer, hands, trump_card, &stock).map_err(inconsistent)?;
    for (i, st) in steps.iter().enumerate() {
        if g.to_move() != Some(st.seat) || role_word(g.stage()) != st.role || u64::from(g.public.phase()) != st.phase {
            return Err(inconsistent(format!(
                "decision {i}: seat {} ({}, phase {}) is recorded, but the engine has seat {:?} to {} in phase {}",
                st.seat,
                st.role,
                st.phase,
                g.to_move(),
                role_word(g.stage()),
                g.public.phase()
            )));
        }
        g.apply(st.action)
            .map_err(|e| inconsistent(format!("decision {i} ({}): {e}", serde_json::to_string(&st.action).unwrap_or_default())))?;
    }
    if g.to_move() != Some(me) {
        return Err(inconsistent(format!("after the record, seat {:?} is to move, not {me}", g.to_move())));
    }
    if g.hands[me] != hand {
        return Err(inconsistent(format!("after the record seat {me} holds {}, the message says {hand}", g.hands[me])));
    }
    if g.public.tricks.len() != tricks.len() {
        return Err(inconsistent(format!("{} tricks after the record, the message lists {}", g.public.tricks.len(), tricks.len())));
    }
    Ok((g, legal))
}

/// Answers one `decide` of `game` ([`BotProtocol::decide`]): the level's choice among the
/// legal actions. Errors if the message's legal list differs from the engine's for the
/// rebuilt position.
pub fn decide(game: ProtocolGame, msg: &Value, level: BotKind, seed: u64) -> Result<Value, ProtocolError> {
    SixtySixProtocol(game).decide(msg, level, seed)
}

/// The draws after one trick as the harness saw them: `[winner's, loser's]` and whether the
/// loser's card was the face-up card (seen by both players).
pub type Draws = Option<([Card; 2], bool)>;

fn cards_json(s: CardSet) -> Value {
    json!(in_card_order(s).collect::<Vec<Card>>())
}

/// The public part of the record as `seat` sees it: `(decisions, tricks)` where `record`
/// is every decision so far (`{"seat","role","phase", token…}`) and `draws` the draws after
/// each completed trick. The opponent's face-down draws are `null`.
fn public_record(g: &SixtySix, seat: Seat, record: &[Value], draws: &[Draws]) -> (Value, Value) {
    let tricks: Vec<Value> = g
        .public
        .tricks
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let d = draws.get(i).copied().flatten().map(|([a, b], face)| {
                let w = t.winner;
                json!([if w == seat { Some(a) } else { None }, if 1 - w == seat || face { Some(b) } else { None }])
            });
            json!({"no": t.no, "leader": t.leader, "phase": t.phase, "lead": t.lead, "marriage": t.marriage, "follow": t.follow,
                "winner": t.winner, "card_points": t.card_points, "bonus": t.bonus, "totals_after": t.totals_after,
                "pending_after": t.pending_after, "tricks_won_after": t.tricks_won_after, "draws": d.unwrap_or(Value::Null)})
        })
        .collect();
    (json!(record), json!(tricks))
}

/// The `rules` object of the protocol's messages: the options, without the display-only
/// ones ([`SixtySixOptions::DISPLAY_ONLY`]), which are no rules of the game.
pub fn rules_json(o: &SixtySixOptions) -> Value {
    let mut v = json!(o);
    if let Value::Object(m) = &mut v {
        for k in SixtySixOptions::DISPLAY_ONLY {
            m.remove(k);
        }
    }
    v
}

/// [`rules_json`] of the game's messages: a form's carry `"form"` first.
fn rules_of(game: ProtocolGame, o: &SixtySixOptions) -> Value {
    let v = rules_json(o);
    match (game.form(), v) {
        (Some(f), Value::Object(m)) => {
            let mut r = serde_json::Map::new();
            r.insert("form".into(), json!(f));
            r.extend(m);
            Value::Object(r)
        }
        (_, v) => v,
    }
}

/// The `decide` message for the seat to move in `g` (harness side): its observation in the
/// protocol's notation, with `legal` in the fixtures' order.
pub fn decide_message(game: ProtocolGame, hand_id: &str, g: &SixtySix, record: &[Value], draws: &[Draws]) -> Value {
    let seat = g.to_move().unwrap_or(0);
    let p = &g.public;
    let (decisions, tricks) = public_record(g, seat, record, draws);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    json!({"type": "decide", "hand_id": hand_id, "game": game.name(), "seat": seat, "dealer": p.dealer,
        "rules": rules_of(game, &p.options), "role": role_word(p.stage), "phase": p.phase(),
        "hand": cards_json(g.hands[seat]), "trump_card": p.trump_card, "trump": p.trump, "face_up": p.face_up,
        "stock_size": p.stock_size, "closing": p.closing.map(|c| json!({"seat": c.seat, "before_trick": c.before_trick})),
        "decisions": decisions, "tricks": tricks, "lead": p.lead, "marriages": p.marriages,
        "exchanges": p.exchanges.iter().map(|e| json!({"before_trick": e.before_trick, "seat": e.seat, "gave": e.gave, "took": e.took})).collect::<Vec<_>>(),
        "totals": [p.total(0), p.total(1)], "card_points": p.card_points, "marriage_points": p.marriage_points,
        "pending": p.pending, "tricks_won": p.tricks_won, "legal": legal})
}

/// A decision as the public record lists it: seat, role, phase and the token.
pub fn record_entry(g: &SixtySix, a: SixtySixAction) -> Value {
    let mut v = serde_json::to_value(a).unwrap_or(Value::Null);
    if let Value::Object(o) = &mut v {
        let mut e = serde_json::Map::new();
        e.insert("seat".into(), json!(g.public.turn));
        e.insert("role".into(), json!(role_word(g.public.stage)));
        e.insert("phase".into(), json!(g.public.phase()));
        e.append(o);
        return Value::Object(e);
    }
    v
}

/// The hand's record as the harness keeps it: every decision as [`record_entry`] lists it,
/// and the draws after each completed trick.
#[derive(Clone, Debug, Default)]
pub struct SixtySixRecord {
    /// Every decision so far, in the public record's notation.
    pub entries: Vec<Value>,
    /// The draws after each completed trick.
    pub draws: Vec<Draws>,
}

/// `sixty-six-bot/1` for the shared drivers, for Sixty-six or Schnapsen (the
/// [`ProtocolGame`] held): [`state_from_decide`] on the bot side, the fixtures' notation
/// with a [`SixtySixRecord`] on the harness side; a deal scores its game points ±.
#[derive(Clone, Copy, Debug)]
pub struct SixtySixProtocol(pub ProtocolGame);

impl BotProtocol for SixtySixProtocol {
    type Game = SixtySix;
    type Record = SixtySixRecord;
    const PROTOCOL: &'static str = PROTOCOL;
    fn game(&self) -> ProtocolGame {
        self.0
    }
    fn check_rules(&self, rules: &Value) -> Result<(), ProtocolError> {
        options_from(self.0, rules).map(|_| ())
    }
    fn state_from_decide(&self, msg: &Value, rng: &mut ChaCha8Rng) -> Result<(SixtySix, Vec<SixtySixAction>), ProtocolError> {
        state_from_decide(self.0, msg, rng)
    }
    /// The options without the display-only ones ([`rules_json`]).
    fn rules_json(o: &SixtySixOptions) -> Value {
        rules_json(o)
    }
    /// `hello.rules`: [`rules_json`], with `"form"` for a form.
    fn hello_rules(&self, o: &SixtySixOptions) -> Value {
        rules_of(self.0, o)
    }

    fn options(&self) -> SixtySixOptions {
        match self.0 {
            ProtocolGame::Schnapsen => SixtySixOptions::schnapsen(),
            // §15.3: the two players of each deal play the two-hand deal of §2–§12.
            ProtocolGame::SixtySix3 => crate::sixty_six_forms::ThreeHandOptions::default().two_hand,
            _ => SixtySixOptions::default(),
        }
    }
    fn phase(&self, g: &SixtySix) -> String {
        format!("{} {:?}", g.public.phase(), g.stage()).to_lowercase()
    }
    fn new_hand_message(&self, hand_id: &str, g: &SixtySix, seat: Seat, seed: u64) -> Value {
        let p = &g.public;
        json!({"type": "new_hand", "hand_id": hand_id, "seat": seat, "dealer": p.dealer, "rules": rules_of(self.0, &p.options),
            "hand": cards_json(g.hands[seat]), "trump_card": p.trump_card, "trump": p.trump, "seed": seed})
    }
    fn decide_message(&self, hand_id: &str, g: &SixtySix, rec: &SixtySixRecord) -> Value {
        decide_message(self.0, hand_id, g, &rec.entries, &rec.draws)
    }
    /// The final public record and the result, with `points` the deal's game points per
    /// seat.
    fn end_hand_message(&self, hand_id: &str, g: &SixtySix, rec: &SixtySixRecord, seat: Seat) -> Value {
        let (decisions, tricks) = public_record(g, seat, &rec.entries, &rec.draws);
        let mut result = serde_json::to_value(g.result()).unwrap_or(Value::Null);
        if let Some(r) = result.as_object_mut() {
            // The protocol's result carries the English summary only, as documented.
            r.remove("summary_msg");
        }
        result["points"] = json!(self.points(g));
        json!({"type": "end_hand", "hand_id": hand_id, "seat": seat, "decisions": decisions, "tricks": tricks, "result": result})
    }
    fn record(&self, rec: &mut SixtySixRecord, g: &mut SixtySix, a: SixtySixAction) -> Result<(), String> {
        let entry = record_entry(g, a);
        let (tricks, face) = (g.public.tricks.len(), g.public.face_up);
        g.apply(a).map_err(|e| e.to_string())?;
        rec.entries.push(entry);
        let drawn = g.last_draws.map(|d| (d, face.is_some() && g.public.face_up.is_none()));
        if g.public.tricks.len() > tricks {
            rec.draws.push(drawn);
        } else if a == SixtySixAction::Draw {
            // close_before_drawing: the draws of the last trick happen on this decision.
            if let Some(last) = rec.draws.last_mut() {
                *last = drawn;
            }
        }
        Ok(())
    }
    /// The winner's game points, and their negative for the loser (both 0 for a
    /// `split_65` draw).
    fn points(&self, g: &SixtySix) -> Vec<i32> {
        g.result().map_or(vec![0, 0], |r| zero_sum(r.winner, r.game_points as i32))
    }
}
