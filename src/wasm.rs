//! The only `#[wasm_bindgen]` code: a thin façade over [`crate::table`]. JSON in, JSON out;
//! errors cross as JS `Error`s with a stable `code` property; panics never do (every entry
//! point returns `Result`, and the panic hook logs anything unexpected).

use crate::game::{ErrorCode, Refusal};
use crate::table::{self, DynTable, TableError};
use crate::words::{Msg, Param};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A JS `Error` whose `message` is the English sentence, with the stable `code`, the
/// message `key` and its `params` as properties (the page renders the latter two).
fn js_error(e: TableError) -> JsValue {
    let err = js_sys::Error::new(&e.message());
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(e.code.as_str()));
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("key"), &JsValue::from_str(e.msg.key));
    if let Ok(v) = serde_json::to_value(&e.msg) {
        if let Ok(p) = v["params"].serialize(&serde_wasm_bindgen::Serializer::json_compatible()) {
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

fn to_js<T: Serialize + ?Sized>(v: &T) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| input_error(ErrorCode::Internal, "result", e))
}

fn from_js(v: JsValue, what: &str) -> Result<serde_json::Value, JsValue> {
    if v.is_undefined() || v.is_null() {
        return Ok(serde_json::Value::Null);
    }
    serde_wasm_bindgen::from_value(v).map_err(|e| input_error(ErrorCode::BadInput, what, e))
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

/// The rule options of `game` (`euchre`, `sixty_six`, `schnapsen`, `sixty_three`): one
/// `OptionSpec` each (key, label key, kind, the book's default, the allowed values); throws
/// `{code: "unknown_game"}`.
#[wasm_bindgen(js_name = optionSpecs)]
pub fn option_specs(game: &str) -> Result<JsValue, JsValue> {
    match crate::options::specs_for(game) {
        Some(specs) => to_js(&specs),
        None => Err(js_error(Refusal::new(ErrorCode::UnknownGame, Msg::new("table.unknown_game").with("game", Param::Text(game.into()))))),
    }
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
    /// `new Table(game, options|null, seed, seats)`; throws `{code: "unknown_game" |
    /// "bad_options" | "bad_seats", message}`.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: JsValue, seed: u32, seats: JsValue) -> Result<Table, JsValue> {
        let options = from_js(options, "options")?;
        let seats: Vec<String> = serde_wasm_bindgen::from_value(seats).map_err(|e| input_error(ErrorCode::BadSeats, "seats", e))?;
        Ok(Table { inner: table::open_table(game, options, seed, seats).map_err(js_error)? })
    }

    /// The view for `seat` (plain object).
    pub fn view(&self, seat: usize) -> Result<JsValue, JsValue> {
        to_js(&self.inner.view(seat))
    }

    /// The human to move plays `action`; returns events; throws `{code, message}` and leaves
    /// the state unchanged if the action is not legal.
    pub fn play(&mut self, action: JsValue) -> Result<JsValue, JsValue> {
        let a = from_js(action, "action")?;
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
        let a = from_js(action, "action")?;
        to_js(&self.inner.apply_bot_action(&a).map_err(js_error)?)
    }

    /// The expert's suggestion for `seat`: `{action, reason, win}`.
    pub fn hint(&mut self, seat: usize) -> Result<JsValue, JsValue> {
        to_js(&self.inner.hint(seat).map_err(js_error)?)
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
        let seats: Vec<String> = serde_wasm_bindgen::from_value(seats).map_err(|e| input_error(ErrorCode::BadSeats, "seats", e))?;
        self.inner.set_seats(seats).map_err(js_error)
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

    /// Rebuilds a table from `save()`; throws `{code: "bad_save"}`.
    pub fn load(json: &str) -> Result<Table, JsValue> {
        Ok(Table { inner: table::load_table(json).map_err(js_error)? })
    }
}
