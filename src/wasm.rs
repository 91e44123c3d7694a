//! The only `#[wasm_bindgen]` code: a thin façade over [`crate::table`]. JSON in, JSON out;
//! errors cross as JS `Error`s with a stable `code` property; panics never do (every entry
//! point returns `Result`, and the panic hook logs anything unexpected).

use crate::game::{ErrorCode, Refusal};
use crate::table::{self, DynTable, TableError};
use crate::words::{Msg, Param};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A JS `Error` with the stable `code`, the message `key` and its `params` as properties
/// (the page renders the latter two); its `message` is the key too, the wasm having no
/// English (`words`, feature `cli`).
fn js_error(e: TableError) -> JsValue {
    let err = js_sys::Error::new(&e.message());
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(e.code.as_str()));
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("key"), &JsValue::from_str(e.msg.key));
    if let Ok(v) = serde_json::to_value(&e.msg) {
        // A message's parameters as a JS object, through JSON text like every result (`to_js`).
        if let Ok(p) = js_sys::JSON::parse(&v["params"].to_string()) {
            let _ = js_sys::Reflect::set(&err, &JsValue::from_str("params"), &p);
        }
    }
    err.into()
}

fn input_error(code: ErrorCode, what: &str, e: impl std::fmt::Display) -> JsValue {
    js_error(Refusal::new(
        code,
        Msg::new("table.bad_input").with("what", Param::Text(what.into())).with("detail", Param::Text(e.to_string())),
    ))
}

/// A result as a plain JS value: JSON text parsed by the browser's `JSON.parse` (one call
/// across the boundary, and no second serializer compiled into the wasm).
fn to_js<T: Serialize + ?Sized>(v: &T) -> Result<JsValue, JsValue> {
    let text = serde_json::to_string(v).map_err(|e| input_error(ErrorCode::Internal, "result", e))?;
    js_sys::JSON::parse(&text).map_err(|e| input_error(ErrorCode::Internal, "result", js_detail(&e)))
}

/// The longest JSON text (UTF-16 units) an action, options object or seat list may have.
const MAX_INPUT: u32 = 64 * 1024;
/// The longest save `Table.load` reads (a whole hand's history is a few kilobytes).
const MAX_SAVE: u32 = 4 * 1024 * 1024;

/// Reads a JS value as JSON without running into wasm on the way: `JSON.stringify` (whose
/// throws — a cycle, a throwing getter, a BigInt, a stack overflow — come back as an
/// `Err`, so no borrow of the table is left held), a length check before anything is
/// copied into wasm memory, then `serde_json` (which refuses nesting deeper than 128).
/// `undefined` and `null` read as `null`.
fn from_js(v: &JsValue, what: &str) -> Result<serde_json::Value, JsValue> {
    if v.is_undefined() || v.is_null() {
        return Ok(serde_json::Value::Null);
    }
    let text = js_sys::JSON::stringify(v).map_err(|e| input_error(ErrorCode::BadInput, what, js_detail(&e)))?;
    let text = string_arg(text.as_ref(), ErrorCode::BadInput, what, MAX_INPUT)?;
    serde_json::from_str(&text).map_err(|e| input_error(ErrorCode::BadInput, what, e))
}

/// The `length` of a JS string (0 for anything else), read without copying it.
fn js_length(v: &JsValue) -> u32 {
    v.dyn_ref::<js_sys::JsString>().map_or(0, |s| s.length())
}

/// A thrown JS value as text (its `message` when it is an `Error`).
fn js_detail(e: &JsValue) -> String {
    match e.dyn_ref::<js_sys::Error>() {
        Some(err) => String::from(err.message()),
        None => "exception".into(),
    }
}

/// A string argument (a game name or a save), refused with `code` unless it is a JS string
/// of at most `max` units. Taking `JsValue` rather than `&str` keeps the glue from coercing
/// (or allocating `length` bytes for) whatever else was passed.
fn string_arg(v: &JsValue, code: ErrorCode, what: &str, max: u32) -> Result<String, JsValue> {
    if !v.is_string() {
        return Err(input_error(code, what, "not a string"));
    }
    // Measured before it is copied into wasm memory.
    if js_length(v) > max {
        return Err(input_error(code, what, "too large"));
    }
    v.as_string().ok_or_else(|| input_error(code, what, "not a string"))
}

/// A whole number in `0..=max` (a seat or a seed); anything else — negative, fractional,
/// NaN, a BigInt, a string — is refused rather than coerced.
fn index_arg(v: &JsValue, what: &str, max: f64) -> Result<f64, JsValue> {
    match v.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..=max).contains(&x) => Ok(x),
        _ => Err(input_error(ErrorCode::BadInput, what, "not a whole number in range")),
    }
}

/// A seat number: a whole number from 0 to 255 (a seat past the table's last sees no hand).
fn seat_arg(v: &JsValue) -> Result<usize, JsValue> {
    index_arg(v, "seat", 255.0).map(|x| x as usize)
}

/// The seat list of `new Table` and `setSeats`: an array of level names.
fn seats_arg(v: &JsValue) -> Result<Vec<String>, JsValue> {
    let seats = from_js(v, "seats").map_err(|_| input_error(ErrorCode::BadSeats, "seats", "not a list of seat names"))?;
    serde_json::from_value(seats).map_err(|e| input_error(ErrorCode::BadSeats, "seats", e))
}

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The games offered: `[[name, title], …]`.
#[wasm_bindgen(js_name = gameList)]
pub fn game_list() -> Result<JsValue, JsValue> {
    to_js(table::GAMES)
}

/// The forms the picker offers, grouped under their game: `[[form, game], …]`
/// ([`table::forms`]); a form's name opens an engine table of that name.
#[wasm_bindgen(js_name = formList)]
pub fn form_list() -> Result<JsValue, JsValue> {
    to_js(&table::forms())
}

/// A fresh random seed from the browser's crypto (getrandom).
#[wasm_bindgen(js_name = randomSeed)]
pub fn random_seed() -> u32 {
    let mut b = [0u8; 4];
    if getrandom::fill(&mut b).is_err() {
        return (js_sys::Math::random() * u32::MAX as f64) as u32;
    }
    u32::from_le_bytes(b)
}

/// A game table for the page. See `www/js` for its use and `table.rs` for the shapes.
#[wasm_bindgen]
pub struct Table {
    inner: Box<dyn DynTable>,
}

#[wasm_bindgen]
impl Table {
    /// `new Table(game, options|null, seed, seats)`: `seed` a whole number in
    /// `0..2^32`; throws `{code: "unknown_game" | "bad_options" | "bad_seats" |
    /// "bad_input", message}`.
    #[wasm_bindgen(constructor)]
    pub fn new(game: JsValue, options: JsValue, seed: JsValue, seats: JsValue) -> Result<Table, JsValue> {
        let game = string_arg(&game, ErrorCode::UnknownGame, "game", 64)?;
        let options = from_js(&options, "options").map_err(|_| input_error(ErrorCode::BadOptions, "options", "not a JSON object"))?;
        let seed = index_arg(&seed, "seed", u32::MAX as f64)? as u32;
        let seats = seats_arg(&seats)?;
        Ok(Table { inner: table::open_table(&game, options, seed, seats).map_err(js_error)? })
    }

    /// `Table.atDeal(game, options|null, deal, seats)`: a table whose match starts at the deal
    /// a code names (as `dealCode()` gives it; scores zero), so a shared deal is played again
    /// exactly. Throws as the constructor does, or `{code: "bad_deal_code"}`.
    #[wasm_bindgen(js_name = atDeal)]
    pub fn at_deal(game: JsValue, options: JsValue, deal: JsValue, seats: JsValue) -> Result<Table, JsValue> {
        let game = string_arg(&game, ErrorCode::UnknownGame, "game", 64)?;
        let options = from_js(&options, "options").map_err(|_| input_error(ErrorCode::BadOptions, "options", "not a JSON object"))?;
        let deal = string_arg(&deal, ErrorCode::BadDealCode, "deal", 128)?;
        let seats = seats_arg(&seats)?;
        Ok(Table { inner: table::open_table_at(&game, options, table::Start::Deal(&deal), seats).map_err(js_error)? })
    }

    /// The view for `seat` (plain object); throws `{code: "bad_input"}` unless `seat` is a
    /// whole number from 0 to 255.
    pub fn view(&self, seat: JsValue) -> Result<JsValue, JsValue> {
        to_js(&self.inner.view(seat_arg(&seat)?))
    }

    /// The human to move plays `action`; returns events; throws `{code, message}` and leaves
    /// the state unchanged if the action is not legal.
    pub fn play(&mut self, action: JsValue) -> Result<JsValue, JsValue> {
        let a = from_js(&action, "action")?;
        to_js(&self.inner.play(&a).map_err(js_error)?)
    }

    /// The bot to move acts; returns events.
    #[wasm_bindgen(js_name = botMove)]
    pub fn bot_move(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.bot_move().map_err(js_error)?)
    }

    /// The action the bot to move would take, not taken (for a web worker; same result
    /// wherever computed).
    #[wasm_bindgen(js_name = botAction)]
    pub fn bot_action(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.bot_action().map_err(js_error)?)
    }

    /// Applies a bot action computed by `botAction` (checked like any action).
    #[wasm_bindgen(js_name = applyBotAction)]
    pub fn apply_bot_action(&mut self, action: JsValue) -> Result<JsValue, JsValue> {
        let a = from_js(&action, "action")?;
        to_js(&self.inner.apply_bot_action(&a).map_err(js_error)?)
    }

    /// The expert's suggestion for `seat`: `{action, reason, win}`.
    pub fn hint(&mut self, seat: JsValue) -> Result<JsValue, JsValue> {
        let seat = seat_arg(&seat)?;
        to_js(&self.inner.hint(seat).map_err(js_error)?)
    }

    /// The expert's analysis of `seat`'s decision (the seat to move), from that seat's
    /// observation only: `{seat, best, why, values: [{action, value, visits}]}` (`value`
    /// 0..1 for the seat's side). For the hand review; run it in the worker.
    pub fn analyse(&mut self, seat: JsValue) -> Result<JsValue, JsValue> {
        let seat = seat_arg(&seat)?;
        to_js(&self.inner.analyse(seat).map_err(js_error)?)
    }

    /// The open-hand result for `seat` (to move): `[{action, lead}]`, the side's lead in
    /// hand points under perfect play with all cards seen, or null when too big to solve.
    /// Reads the hidden cards: for a finished hand's review only.
    #[wasm_bindgen(js_name = openResult)]
    pub fn open_result(&mut self, seat: JsValue) -> Result<JsValue, JsValue> {
        let seat = seat_arg(&seat)?;
        to_js(&self.inner.open_result(seat).map_err(js_error)?)
    }

    /// A claim by `seat` (to move) for its side: `{actions, lead}` (the rest of the hand, the
    /// side's lead at its end) when the engine proves (every card seen) that the others can
    /// no longer change the side's result, else null. Plays nothing; run it in the worker.
    pub fn claim(&mut self, seat: JsValue) -> Result<JsValue, JsValue> {
        let seat = seat_arg(&seat)?;
        to_js(&self.inner.claim(seat).map_err(js_error)?)
    }

    /// Plays a claim by `seat` (to move): proven again by the engine, the whole rest of the
    /// hand; returns the events. Throws `{code: "not_legal_now"}` (nothing changed) if not proven.
    #[wasm_bindgen(js_name = applyClaim)]
    pub fn apply_claim(&mut self, seat: JsValue) -> Result<JsValue, JsValue> {
        let seat = seat_arg(&seat)?;
        to_js(&self.inner.apply_claim(seat).map_err(js_error)?)
    }

    /// Plays the next action of a claim by `seat`'s side, proven again from every card:
    /// that action's events (the page lays a claim's tricks one by one). Throws
    /// `{code: "hand_over"}` once the hand is over, `{code: "not_legal_now"}` (nothing
    /// changed) when the claim is not proven.
    #[wasm_bindgen(js_name = claimStep)]
    pub fn claim_step(&mut self, seat: JsValue) -> Result<JsValue, JsValue> {
        let seat = seat_arg(&seat)?;
        to_js(&self.inner.claim_step(seat).map_err(js_error)?)
    }

    /// Whether the bot to move claims the rest for its side, from its own observation only
    /// (worlds sampled from it; the table proves the claim with every card before playing
    /// it). Throws `{code: "not_bot_turn"}` when no bot is to move. Run it in the worker.
    #[wasm_bindgen(js_name = botClaims)]
    pub fn bot_claims(&mut self) -> Result<bool, JsValue> {
        self.inner.bot_claims().map_err(js_error)
    }

    /// True if a bot is to move.
    #[wasm_bindgen(js_name = toMoveIsBot)]
    pub fn to_move_is_bot(&self) -> bool {
        self.inner.to_move_is_bot()
    }

    /// Changes the bots' levels mid-game (`seats` as for the constructor; humans stay
    /// humans); from the next bot decision on. Throws `{code: "bad_seats"}`, nothing changed.
    #[wasm_bindgen(js_name = setSeats)]
    pub fn set_seats(&mut self, seats: JsValue) -> Result<(), JsValue> {
        self.inner.set_seats(seats_arg(&seats)?).map_err(js_error)
    }

    /// Deals the next hand (after `hand_over`).
    #[wasm_bindgen(js_name = nextHand)]
    pub fn next_hand(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.next_hand().map_err(js_error)?)
    }

    /// Starts a new game at the same table.
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.new_game())
    }

    /// The code of the current deal (`euchre-SEED-HAND-DEALER`).
    #[wasm_bindgen(js_name = dealCode)]
    pub fn deal_code(&self) -> String {
        self.inner.deal_code()
    }

    /// A versioned JSON save.
    pub fn save(&self) -> String {
        self.inner.save()
    }

    /// Rebuilds a table from `save()`; throws `{code: "bad_save"}` for anything else,
    /// including a non-string or a string over 4 MiB.
    pub fn load(json: JsValue) -> Result<Table, JsValue> {
        let json = string_arg(&json, ErrorCode::BadSave, "save", MAX_SAVE)?;
        Ok(Table { inner: table::load_table(&json).map_err(js_error)? })
    }
}

/// `benchRandomHands(game, hands, seed)`: the engine benchmark of `cardtable bench`
/// ([`crate::game::random_hands`], the book's default options) run in the wasm, for
/// `scripts/bench-wasm.mjs` to time against the native build; returns the actions played.
/// `game` is `euchre`, `sixty_six` or `sixty_three` (the ones this engine has), `hands`
/// 1..=10,000,000, `seed` a whole number below 2^32. Throws `{code: "unknown_game" |
/// "bad_input"}`.
#[cfg(all(feature = "think", any(feature = "euchre", feature = "sixty_six", feature = "sixty_three")))]
#[wasm_bindgen(js_name = benchRandomHands)]
pub fn bench_random_hands(game: JsValue, hands: JsValue, seed: JsValue) -> Result<f64, JsValue> {
    use crate::game::random_hands;
    let game = string_arg(&game, ErrorCode::UnknownGame, "game", 64)?;
    let hands = index_arg(&hands, "hands", 10_000_000.0)? as u64;
    let seed = index_arg(&seed, "seed", u32::MAX as f64)? as u64;
    let actions = match game.as_str() {
        #[cfg(feature = "euchre")]
        "euchre" => random_hands::<crate::euchre::Euchre>(&Default::default(), hands, seed, || {}),
        #[cfg(feature = "sixty_six")]
        "sixty_six" => random_hands::<crate::sixty_six::SixtySix>(&Default::default(), hands, seed, || {}),
        #[cfg(feature = "sixty_three")]
        "sixty_three" => random_hands::<crate::sixty_three::SixtyThree>(&Default::default(), hands, seed, || {}),
        _ => return Err(input_error(ErrorCode::UnknownGame, "game", "no such game in this engine")),
    };
    Ok(actions as f64)
}
