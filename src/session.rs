//! A match: hands to the target score, the deal passing left, one seeded RNG per hand, deal
//! codes that reproduce a deal, and a save format that replays the current hand's actions.
//!
//! Every random choice flows from the match seed: hand `k` is shuffled by
//! `ChaCha8Rng::seed_from_u64(seed << 32 | k)`, so a deal code (`seed`, `k`, dealer) gives
//! the same cards in the browser and in the CLI.

use crate::game::{ErrorCode, Game, HandResult, MatchRules, Refusal, Seat};
use crate::words::{Msg, Param};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Errors of the session layer (bad deal code, bad save, acting out of turn …).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SessionError {
    /// The action is not legal (the hand is unchanged).
    #[error("{0}")]
    Illegal(#[from] Refusal),
    /// A deal code that does not parse.
    #[error("bad deal code {0:?}: expected GAME-SEED-HAND-DEALER, e.g. euchre-1A2B3C4D-0-3")]
    BadDealCode(String),
    /// A saved match that does not load.
    #[error("bad save: {0}")]
    BadSave(String),
    /// The hand is not over yet (next hand asked too early), or the match is over; the
    /// message key (`session.hand_not_over`, `session.game_over`).
    #[error("{}", Msg::new(.0).english())]
    WrongTime(&'static str),
}

impl SessionError {
    /// The error as a message key and parameters (the save's or code's problem is quoted).
    pub fn msg(&self) -> Msg {
        match self {
            SessionError::Illegal(r) => r.msg.clone(),
            SessionError::BadDealCode(c) => Msg::new("session.bad_deal_code").with("code", Param::Text(c.clone())),
            SessionError::BadSave(d) => Msg::new("session.bad_save").with("detail", Param::Text(d.clone())),
            SessionError::WrongTime(key) => Msg::new(key),
        }
    }

    /// A stable code for the JS side.
    pub fn code(&self) -> &'static str {
        self.error_code().as_str()
    }

    /// The same code, typed.
    pub fn error_code(&self) -> ErrorCode {
        match self {
            SessionError::Illegal(e) => e.code,
            SessionError::BadDealCode(_) => ErrorCode::BadDealCode,
            SessionError::BadSave(_) => ErrorCode::BadSave,
            SessionError::WrongTime(_) => ErrorCode::WrongTime,
        }
    }
}

/// The largest score, games-won count or carried bonus a session keeps (play clamps to it,
/// `load` refuses more), far from `i32` overflow.
pub const SCORE_LIMIT: i32 = 1_000_000;

/// The largest hand number a session reaches or loads (dealing on stays there rather than
/// wrapping to hand 0).
pub const HAND_LIMIT: u32 = 1 << 30;

/// One match of game `G`.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// Rule options.
    pub options: G::Options,
    /// The match seed.
    pub seed: u32,
    /// Hands dealt so far in this match, minus one (the current hand's number).
    pub hand_number: u32,
    /// Current dealer.
    pub dealer: Seat,
    /// The hand in progress (or just finished).
    pub game: G,
    /// Score per side in the current game.
    pub scores: Vec<i32>,
    /// Games won per side across the match (slam counts two).
    pub games_won: Vec<u32>,
    /// The winner of the current game, once decided.
    pub winner: Option<usize>,
    /// Actions of the current hand, in order (for save/load and replays).
    pub actions: Vec<G::Action>,
    /// Results of the finished hands of this game.
    pub results: Vec<HandResult>,
    /// Game points waiting for the winner of the next scored hand ([`Game::carry_over`]).
    pub carried: i32,
    scored: bool,
}

/// What a save holds: enough to rebuild the match exactly.
#[derive(Serialize, Deserialize)]
struct SaveData<O, A> {
    version: u32,
    game: String,
    options: O,
    seed: u32,
    hand_number: u32,
    dealer: Seat,
    scores: Vec<i32>,
    games_won: Vec<u32>,
    winner: Option<usize>,
    actions: Vec<A>,
    #[serde(default)]
    carried: i32,
}

fn hand_rng(seed: u32, hand: u32) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64((seed as u64) << 32 | hand as u64)
}

impl<G: Game> Session<G> {
    /// A new match; the first dealer is drawn from the seed (docs/rules/euchre.md §1.1).
    pub fn new(options: G::Options, seed: u32) -> Self {
        let probe = G::deal(&options, 0, &mut hand_rng(seed, 0));
        let seats = probe.seats();
        let dealer = ChaCha8Rng::seed_from_u64(seed as u64 ^ 0x5eed_dea1).random_range(0..seats);
        Self::at_deal(options, seed, 0, dealer)
    }

    /// The match positioned at hand `hand_number` with `dealer` dealing, scores zero.
    pub fn at_deal(options: G::Options, seed: u32, hand_number: u32, dealer: Seat) -> Self {
        let game = G::deal(&options, dealer, &mut hand_rng(seed, hand_number));
        let sides = options.sides();
        Session {
            options,
            seed,
            hand_number,
            dealer,
            game,
            scores: vec![0; sides],
            games_won: vec![0; sides],
            winner: None,
            actions: Vec::new(),
            results: Vec::new(),
            carried: 0,
            scored: false,
        }
    }

    /// The game's name in deal codes and saves: the form's name where the options name
    /// one ([`MatchRules::form_name`]), else [`Game::NAME`].
    pub fn name(&self) -> &'static str {
        self.options.form_name().unwrap_or(G::NAME)
    }

    /// A code that reproduces the current deal: `GAME-SEED-HAND-DEALER` (seed in hex).
    pub fn deal_code(&self) -> String {
        format!("{}-{:08X}-{}-{}", self.name(), self.seed, self.hand_number, self.dealer)
    }

    /// A match starting from the deal a code names (scores zero).
    pub fn from_deal_code(options: G::Options, code: &str) -> Result<Self, SessionError> {
        let bad = || SessionError::BadDealCode(code.to_string());
        // A named form's code starts with the form (`euchre-2-…`); the game's own name is
        // accepted too (a code shared before the form had a name).
        let code_in = code.trim();
        let rest = options
            .form_name()
            .and_then(|f| code_in.strip_prefix(f))
            .and_then(|r| r.strip_prefix('-'))
            .filter(|r| r.split('-').count() == 3)
            .or_else(|| code_in.strip_prefix(G::NAME).and_then(|r| r.strip_prefix('-')))
            .ok_or_else(bad)?;
        let parts: Vec<&str> = rest.split('-').collect();
        if parts.len() != 3 {
            return Err(bad());
        }
        let seed = u32::from_str_radix(parts[0], 16).map_err(|_| bad())?;
        let hand: u32 = parts[1].parse().ok().filter(|&h| h <= HAND_LIMIT).ok_or_else(bad)?;
        let dealer: Seat = parts[2].parse().map_err(|_| bad())?;
        let probe = G::deal(&options, 0, &mut hand_rng(seed, hand));
        if dealer >= probe.seats() {
            return Err(bad());
        }
        Ok(Self::at_deal(options, seed, hand, dealer))
    }

    /// True when the current hand is over.
    pub fn hand_over(&self) -> bool {
        self.game.to_move().is_none()
    }

    /// Applies the action of the seat to move. On error nothing changes. When the hand
    /// ends, its points are added and the game winner decided.
    pub fn play(&mut self, a: G::Action) -> Result<Vec<G::Event>, SessionError> {
        let ev = self.game.apply(a)?;
        self.actions.push(a);
        self.score_if_over();
        Ok(ev)
    }

    fn score_if_over(&mut self) {
        if self.scored || !self.hand_over() {
            return;
        }
        if let Some(mut r) = self.game.hand_result() {
            // A carried bonus goes to the side that scores this hand (docs/rules/sixty-six.md §14 split_65).
            if self.carried > 0 {
                if let Some(w) = r.points.iter().position(|&p| p > 0) {
                    r.points[w] = r.points[w].saturating_add(self.carried);
                    r.summary = Msg::new("summary_with_carry").with("summary", r.summary).with("carried", self.carried);
                    self.carried = 0;
                }
            }
            self.carried = self.carried.saturating_add(self.options.carry_over(&r));
            self.carried = self.carried.min(SCORE_LIMIT);
            // Clamped to what `load` accepts, so every save this writes loads again.
            for (s, p) in self.scores.iter_mut().zip(&r.points) {
                *s = s.saturating_add(*p).clamp(-SCORE_LIMIT, SCORE_LIMIT);
            }
            if let Some(w) = self.options.match_winner(&self.scores, &r) {
                self.winner = Some(w);
                self.games_won[w] = self.games_won[w].saturating_add(self.options.games_for_win(&self.scores, w)).min(SCORE_LIMIT as u32);
            }
            self.results.push(r);
            self.scored = true;
        }
    }

    /// Deals the next hand; the deal passes to the left (docs/rules/euchre.md §1.1).
    pub fn next_hand(&mut self) -> Result<Vec<G::Event>, SessionError> {
        if !self.hand_over() {
            return Err(SessionError::WrongTime("session.hand_not_over"));
        }
        if self.winner.is_some() {
            return Err(SessionError::WrongTime("session.game_over"));
        }
        self.deal_next();
        Ok(self.game.deal_events())
    }

    fn deal_next(&mut self) {
        // Never wraps to hand 0 (a save names at most hand HAND_LIMIT).
        self.hand_number = self.hand_number.saturating_add(1).min(HAND_LIMIT);
        self.dealer = (self.dealer + 1) % self.game.seats();
        self.game = G::deal(&self.options, self.dealer, &mut hand_rng(self.seed, self.hand_number));
        self.actions.clear();
        self.scored = false;
    }

    /// Starts the next game of the match (scores per `G::next_game_scores`), dealing on.
    pub fn new_game(&mut self) -> Vec<G::Event> {
        self.scores = self.options.next_game_scores(&self.scores);
        self.winner = None;
        self.results.clear();
        self.deal_next();
        self.game.deal_events()
    }

    /// Serializes the match (versioned JSON).
    pub fn save(&self) -> String {
        let d = SaveData {
            version: 1,
            game: self.name().to_string(),
            options: self.options.clone(),
            seed: self.seed,
            hand_number: self.hand_number,
            dealer: self.dealer,
            scores: self.scores.clone(),
            games_won: self.games_won.clone(),
            winner: self.winner,
            actions: self.actions.clone(),
            carried: self.carried,
        };
        // Through a `Value`: the page's wasm then has one JSON serializer (the views' one).
        serde_json::to_value(&d).map(|v| v.to_string()).unwrap_or_default()
    }

    /// Rebuilds a match saved by [`Session::save`], replaying the current hand's actions
    /// through the checked path.
    pub fn load(json: &str) -> Result<Self, SessionError> {
        // Text → `Value` → data, the way actions and options are read: one deserializer per
        // type in the page's wasm instead of two.
        let v: serde_json::Value = serde_json::from_str(json).map_err(|e| SessionError::BadSave(e.to_string()))?;
        let d: SaveData<G::Options, G::Action> = serde_json::from_value(v).map_err(|e| SessionError::BadSave(e.to_string()))?;
        let name = d.options.form_name().unwrap_or(G::NAME);
        // The game's own name too: a save written before its form had a name (Schnapsen's
        // were `sixty_six` saves), as deal codes are.
        if d.version != 1 || (d.game != name && d.game != G::NAME) {
            return Err(SessionError::BadSave(format!("not a version-1 {name} save")));
        }
        // Check everything before dealing: bad options could not be dealt.
        d.options.validate_rules().map_err(|m| SessionError::BadSave(format!("options: {}", m.message())))?;
        let seats = G::deal(&d.options, 0, &mut hand_rng(d.seed, d.hand_number)).seats();
        let sides = d.options.sides();
        if d.dealer >= seats || d.scores.len() != sides || d.games_won.len() != sides {
            return Err(SessionError::BadSave("seat or score counts do not fit the game".into()));
        }
        // Scores stay far from overflow (play clamps to the same limits); a winner is a side.
        const LIMIT: i32 = SCORE_LIMIT;
        if d.scores.iter().any(|x| x.abs() > LIMIT) || d.games_won.iter().any(|&g| g > LIMIT as u32) || !(0..=LIMIT).contains(&d.carried) {
            return Err(SessionError::BadSave("scores out of range".into()));
        }
        if d.hand_number > HAND_LIMIT {
            return Err(SessionError::BadSave("hand number out of range".into()));
        }
        if d.winner.is_some_and(|w| w >= sides) {
            return Err(SessionError::BadSave("the winner is not a side of this game".into()));
        }
        let mut s = Self::at_deal(d.options, d.seed, d.hand_number, d.dealer);
        let (scores, games_won, winner, carried) = (d.scores, d.games_won, d.winner, d.carried);
        for a in d.actions {
            s.game.apply(a).map_err(|e| SessionError::BadSave(format!("replay failed: {e}")))?;
            s.actions.push(a);
        }
        // The saved scores already include a finished hand.
        s.scores = scores;
        s.games_won = games_won;
        s.winner = winner;
        s.carried = carried;
        s.scored = s.hand_over();
        if s.winner.is_some() && !s.scored {
            return Err(SessionError::BadSave("a game cannot be won in the middle of a hand".into()));
        }
        if let Some(r) = s.game.hand_result() {
            s.results.push(r);
        }
        Ok(s)
    }
}

#[cfg(all(test, feature = "euchre"))]
mod tests {
    use super::*;
    use crate::euchre::{Euchre, EuchreOptions};

    fn play_out(s: &mut Session<Euchre>) {
        let mut legal = Vec::new();
        while !s.hand_over() {
            s.game.legal_actions(&mut legal);
            s.play(legal[legal.len() / 2]).unwrap();
        }
    }

    #[test]
    fn deal_code_reproduces_the_deal() {
        let mut s = Session::<Euchre>::new(EuchreOptions::default(), 0xC0FFEE);
        play_out(&mut s);
        s.next_hand().unwrap();
        let code = s.deal_code();
        let t = Session::<Euchre>::from_deal_code(EuchreOptions::default(), &code).unwrap();
        assert_eq!(t.game.hands, s.game.hands);
        assert_eq!(t.dealer, s.dealer);
        assert!(Session::<Euchre>::from_deal_code(EuchreOptions::default(), "euchre-XYZ-1-1").is_err());
        assert!(Session::<Euchre>::from_deal_code(EuchreOptions::default(), "euchre-00000001-1-9").is_err());
    }

    /// A named form's deal code starts with the form and deals that form again.
    #[test]
    fn a_forms_deal_code_names_the_form() {
        let o = EuchreOptions::form("euchre-3").unwrap();
        let s = Session::<Euchre>::new(o.clone(), 0xBEEF);
        let code = s.deal_code();
        assert!(code.starts_with("euchre-3-0000BEEF-"), "{code}");
        let t = Session::<Euchre>::from_deal_code(o.clone(), &code).unwrap();
        assert_eq!(t.game.hands, s.game.hands);
        assert!(Session::<Euchre>::from_deal_code(o, "euchre-3-0000BEEF-0-3").is_err(), "dealer 3 at a three-seat table");
    }

    /// A save whose scores sit at the limit still loads after another hand is scored, and
    /// the last hand number deals on without wrapping to hand 0.
    #[test]
    fn saves_near_the_limits_load_again_after_play() {
        let s = Session::<Euchre>::new(EuchreOptions::default(), 7);
        let fresh: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        let mut v = fresh.clone();
        v["scores"] = serde_json::json!([SCORE_LIMIT - 1, SCORE_LIMIT - 1]);
        let mut s = Session::<Euchre>::load(&v.to_string()).unwrap();
        play_out(&mut s);
        assert!(s.scores.iter().all(|x| x.abs() <= SCORE_LIMIT), "{:?}", s.scores);
        assert!(s.scores.contains(&SCORE_LIMIT), "the hand was scored and clamped: {:?}", s.scores);
        let again = Session::<Euchre>::load(&s.save()).expect("what save writes, load reads");
        assert_eq!(again.scores, s.scores);

        let mut v = fresh;
        v["hand_number"] = serde_json::json!(HAND_LIMIT);
        let mut s = Session::<Euchre>::load(&v.to_string()).unwrap();
        play_out(&mut s);
        s.next_hand().unwrap();
        assert_eq!(s.hand_number, HAND_LIMIT, "no wrap to hand 0");
        assert!(Session::<Euchre>::load(&s.save()).is_ok());
        v["hand_number"] = serde_json::json!(u32::MAX);
        assert!(Session::<Euchre>::load(&v.to_string()).is_err());
        assert!(Session::<Euchre>::from_deal_code(EuchreOptions::default(), "euchre-00000001-4294967295-1").is_err());
    }

    #[test]
    fn save_and_load_round_trip_mid_hand() {
        let mut s = Session::<Euchre>::new(EuchreOptions::default(), 42);
        let mut legal = Vec::new();
        for _ in 0..5 {
            s.game.legal_actions(&mut legal);
            s.play(legal[0]).unwrap();
        }
        let t = Session::<Euchre>::load(&s.save()).unwrap();
        assert_eq!(t.game.public, s.game.public);
        assert_eq!(t.game.hands, s.game.hands);
        assert!(matches!(Session::<Euchre>::load("{}"), Err(SessionError::BadSave(_))));
    }

    #[test]
    fn a_match_ends_at_the_target_and_the_deal_rotates() {
        let mut s = Session::<Euchre>::new(EuchreOptions::default(), 7);
        let first = s.dealer;
        let mut hands = 0;
        while s.winner.is_none() {
            play_out(&mut s);
            hands += 1;
            if s.winner.is_none() {
                s.next_hand().unwrap();
                assert_eq!(s.dealer, (first + hands) % 4);
            }
        }
        let w = s.winner.unwrap();
        assert!(s.scores[w] >= 10);
        assert!(s.scores[1 - w] < 10);
        assert!(s.next_hand().is_err());
    }
}
