// @ts-check
// The controller: waits for the engine, shows the game picker, and drives a game.
// Loop: the human acts → table.play() → animate its events one by one → while a bot is to
// move, ask the bots' web worker (bots.js) for its action while the pace delay runs,
// table.applyBotAction(), animate → settle (render, overlays, save).
// Every rule lives in the engine; this file only asks it and draws what it says. No search
// runs on this thread: bot decisions and hints come from the worker.
//
// Each running game has its own Session (made by adopt()); nothing of a game lives in this
// module's variables but the pointer to the running one. A replaced game's loop still in
// flight holds its own Session, sees `live` false and stops without touching the new one.
import { GAMES, gameById, gameOfForm, ready } from "./games/index.js";
import { TableView } from "./table.js";
import { bindInput, clearReason, showReason } from "./input.js";
import { sleep } from "./animate.js";
import { engineFor, thinkFor } from "./engines.js";
import { ask, botStats, cancelAll, cancelHints, decideHere, warmUp, onFallback } from "./bots.js";
import { $, overlay } from "./dom.js";
import { autoPlay, bindSettings, namedForm, nestRules, optionDefault, optionList, optionsFor, optionsKey, levelFor, pace, seatsFor, store, withLevel } from "./settings.js";
import { bindSound, setSound, sound } from "./sound.js";
import { confirmDialog } from "./confirm.js";
import { cardName, makeCard } from "./cards.js";
import { bindHints, clearHint, markHint } from "./hints.js";
import { animateCommon, dealAnimation, lastWhy, makeFx, trickWords } from "./effects.js";
import { hideResults, showGameOver, showHandOver, signedNum } from "./summary.js";
import { bindHowto, howtoButton } from "./howto.js";
import { applyStatic, msg, onLocaleChange, t } from "./i18n.js";
import { OPTION_SPECS } from "./option-specs.js";
import { describe, say, sayNow, stateText } from "./announce.js";
import { compareText, handPoints, handRecord, startOf, withActions } from "./record.js";
import { countDecisions, countGame, countHand, onCurrentGame } from "./tally.js";

/** @typedef {import("./games/contract.js").GamePlugin} GamePlugin */
/** @typedef {import("./games/contract.js").Ui} Ui */
/** @typedef {import("./games/contract.js").View} View */
/** @typedef {import("./games/contract.js").Action} Action */
/** @typedef {import("./types").GameEvent} GameEvent */
/** @typedef {import("./engine").Table} Table */
/** @typedef {import("./engine").EngineBindings} EngineBindings */

// The hand review and the statistics screen are off the first load (issue #15 budgets): each
// is imported when first opened (the service worker precaches both for offline play).
/** @type {typeof import("./review.js") | null} */
let reviewMod = null;
const loadReview = async () => (reviewMod ??= await import("./review.js"));

/**
 * One running game: made fresh by adopt() whenever a game starts, resumes or replaces
 * another, so that a replaced game's animation or bot question still in flight (it holds the
 * old object) cannot write into the new game's.
 * @typedef {object} Session
 * @property {GamePlugin} game
 * @property {string} form   the game's form (the engine table's name: `schnapsen` is a form of Sixty-six); its save slot
 * @property {Table} table   the engine's table
 * @property {TableView} tv  draws views into the page
 * @property {View | null} view  the last view(0) drawn
 * @property {boolean} busy  animating or bots thinking: human input waits
 * @property {boolean} live  false once the game is replaced or left: its loops stop
 * @property {Ui} ui
 * @property {number} hintAsk  bumped by every hint request and by clearHint: a late answer is dropped
 * @property {import("./review.js").HandRecord[]} history  the game's finished hands (kept in its save)
 * @property {{ code: string, save: string } | null} handStart  the start of the hand in progress, once it is under way
 * @property {boolean} practice  a hand was replayed (or taken back) in this game
 * @property {any[] | null} [claim]  the claim the engine proved for the player's side, while offered
 */

// ---------- engine --------------------------------------------------------------------------
// Trunk's loader is a module script with a top-level await; ours may run before or after it.
const slowLoad = setTimeout(() => {
  $("loading").textContent = t("page.engine_slow");
}, 20_000);
/** @type {EngineBindings} */
const bindings = await (window.wasmBindings
  ? Promise.resolve(window.wasmBindings)
  : new Promise((resolve) => addEventListener("TrunkApplicationStarted", () => resolve(/** @type {EngineBindings} */ (window.wasmBindings)), { once: true })));
clearTimeout(slowLoad);

// Test and measurement hooks: the bots' counters, and the engines (to count their calls).
window.__bots = botStats;
window.__engineFor = (id) => engineFor(id, bindings);
/** The bots' build of a game's engine (tests check the worker's decisions with it). @param {string} id */
window.__thinkFor = (id) => thinkFor(id);

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("sw.js").catch((e) => console.warn("service worker not registered:", e));
}

// ---------- the running game ----------------------------------------------------------------
const app = $("app");
// The end-of-hand panels start below the top bar, which grows with large text (issue #12).
const topbar = /** @type {HTMLElement} */ (document.querySelector(".topbar"));
new ResizeObserver(() => document.documentElement.style.setProperty("--topbar-h", `${topbar.offsetHeight}px`)).observe(topbar);
/** The running game's Session (the last one adopted; null before the first game).
 *  @type {Session | null} */
let current = null;

/** @returns {Ui} */
const freshUi = () => ({ trick: [], myTurn: false, bubbles: true, kitty: undefined, hint: null, own: {} });

const seed = () => {
  const fixed = new URLSearchParams(location.search).get("seed");
  if (fixed !== null && /^\d+$/.test(fixed)) return Number(fixed) >>> 0;
  return bindings.randomSeed ? bindings.randomSeed() : crypto.getRandomValues(new Uint32Array(1))[0];
};

/** @param {string} state */
function setTurn(state) { app.dataset.turn = state; }

/** May the player look at the last trick in this game (and with these options)?
 *  @param {Session} st @param {View} v */
const peekAllowed = (st, v) => (typeof st.game.peek === "function" ? st.game.peek(v) : !!st.game.peek);

/** Render a view of the session's table (by default a fresh one) and its hint marks.
 *  @param {Session} st @param {View} [v] */
function draw(st, v = st.table.view(0)) {
  st.view = v;
  const last = /** @type {any} */ (v).last_trick;
  // Not over the end-of-hand and game-over panels, which show the hand themselves.
  const over = v.phase === "hand_over" || v.phase === "game_over";
  $("btn-last").hidden = !(peekAllowed(st, v) && last) || over;
  if (!last || over) $("last-trick").hidden = true;
  st.tv.render(v, st.ui);
  markHint(st);
}

// ---------- saves: one per game and form ----------------------------------------------------
/** @typedef {{ game: string, form: string, state: string, at: number, why?: { card: string, text: string, msg?: any }, history?: import("./review.js").HandRecord[], practice?: boolean }} Saved */

/** The saved game of `form`, if its record is whole (a damaged one reads as none).
 *  @param {string} form @returns {Saved | null} */
function savedGame(form) {
  const s = store.get("save." + form, null);
  return s && typeof s === "object" && typeof s.state === "string" && gameById(s.game) ? { ...s, form } : null;
}

/** Every saved game, the latest first. @returns {Saved[]} */
function savedGames() {
  /** @type {string[]} */
  const forms = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith("cardtable.save.")) forms.push(k.slice("cardtable.save.".length));
    }
  } catch { /* storage unavailable: nothing saved */ }
  /** @type {Saved[]} */
  const out = [];
  for (const f of forms) { const s = savedGame(f); if (s) out.push(s); }
  return out.sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
}

/** Saves the session's table in its form's slot (a game over clears it). @param {Session} st */
function saveSession(st) {
  try {
    if (st.table.view(0).phase === "game_over") return store.remove("save." + st.form);
    // The last trick's reason (the engine said it with the trick's event) is kept with the
    // save: the last-trick peek still gives it after a reload.
    store.set("save." + st.form, {
      game: st.game.id, form: st.form, state: st.table.save(), at: Date.now(), why: { ...lastWhy },
      history: st.history, practice: st.practice,
    });
    store.set("lastGame", st.game.id);
  } catch (e) {
    console.warn("save failed:", e);
  }
}

// A save from the release with one slot for every game moves to its game's slot.
{
  const old = store.get("save", null);
  if (old && typeof old === "object" && typeof old.game === "string" && !savedGame(old.game)) {
    store.set("save." + old.game, { ...old, form: old.game, at: 0 });
  }
  store.remove("save");
}

// ---------- screens -------------------------------------------------------------------------
/** @param {"start" | "table" | "loading"} name */
function showScreen(name) {
  app.dataset.screen = name;
  if (name !== "start") $("start-notice").hidden = true;
  $("start").hidden = name !== "start";
  $("table").hidden = name !== "table";
  $("loading").hidden = name !== "loading";
  $("game-title").textContent = name === "table" && current ? formTitle(current.form) : t("page.title");
  document.title = name === "table" && current ? `${formTitle(current.form)} · ${t("page.title")}` : t("page.title");
}

/** Leaves the running game (it stops where it is; a saved game can be resumed). */
function end() {
  if (current) current.live = false;
  if (reviewMod?.reviewOpen()) reviewMod.closeReview();
  cancelAll();
  clearHint(current);
}

/** The picker's entries for a game's named forms (its `forms`), under the game's own entry.
 *  @param {GamePlugin} g */
function formsList(g) {
  if (!g.available) return "";
  // The game's own forms, then those of the games listed under it (the Sixty-six forms).
  const all = [g, ...GAMES.filter((x) => x.under === g.id && x.available)]
    .flatMap((x) => (x.forms ?? []).map((f) => ({ f, of: x.id })));
  if (!all.length) return "";
  const items = all.map(({ f, of }) => `<li><button type="button" class="form-pick" data-pick-form="${f.id}" data-of-game="${of}">
      <span class="gp-title">${t(`games.${f.id}`)}</span>
      <span class="gp-blurb">${t(`blurbs.${f.id}`)}</span></button></li>`).join("");
  return `<ul class="form-list" aria-label="${t("page.forms_of", { game: t(`games.${g.id}`) })}">${items}</ul>`;
}

function showStart() {
  end();
  hideResults();
  const list = $("game-list");
  list.replaceChildren(...GAMES.filter((g) => !g.under).map((g) => {
    const li = document.createElement("li");
    li.innerHTML = `<button type="button" class="game-pick" data-game="${g.id}" ${g.available ? "" : "disabled"}>
        <span class="gp-title">${t(`games.${g.id}`)}${g.available ? "" : ` <span class="soon">${t("page.soon")}</span>`}</span>
        <span class="gp-blurb">${t(`blurbs.${g.id}`)}</span></button>${g.available ? howtoButton(g) : ""}${formsList(g)}`;
    return li;
  }));
  const saves = savedGames();
  $("resume-line").hidden = !saves.length;
  $("resume-line").replaceChildren(...saves.map((s, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "btn";
    if (i === 0) b.id = "btn-resume";
    b.dataset.form = s.form;
    b.textContent = t("page.resume", { game: formTitle(s.form) });
    return b;
  }));
  setTurn("start");
  showScreen("start");
}

// ---------- starting a game -----------------------------------------------------------------
/** Only the options the player changed: the engine's defaults (a named form's: its preset)
 *  stay the engine's. @param {GamePlugin} g @param {Record<string, any>} opts
 *  @param {string | null} [form] a named form of `g` */
function changedOptions(g, opts, form) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const o of optionList(g, form)) if (o.key in opts && opts[o.key] !== optionDefault(g, o, form)) out[o.key] = opts[o.key];
  return out;
}

/** The form a game's options make (the engine table's name: Sixty-six's Schnapsen preset
 *  is the form `schnapsen`), or the named form picked. @param {GamePlugin} g
 *  @param {Record<string, any>} opts @param {import("./games/contract.js").FormEntry | null} [entry] */
function formOf(g, opts, entry = null) {
  if (entry && !entry.page) return entry.id;
  return g.engineTable ? g.engineTable(changedOptions(g, opts))[0] : g.id;
}

/** The entry of form `form` of `g` (null for the game's own). @param {GamePlugin} g @param {string} [form] */
function formEntry(g, form) {
  return (form && g.forms?.find((f) => f.id === form)) || null;
}

/** A form's name for the player. @param {string} form */
function formTitle(form) {
  return t(`games.${form}`);
}

/** The engine options a new game of `g` starts with: the specifications' defaults of its
 *  engine table, then the player's changes (for the How to play panel).
 *  @param {GamePlugin} g @returns {Record<string, any>} */
function newGameOptions(g) {
  const changed = changedOptions(g, optionsFor(g));
  const [name, rules] = g.engineTable ? g.engineTable(changed) : [g.id, changed];
  /** @type {Record<string, any>} */
  const out = {};
  for (const s of OPTION_SPECS[name] ?? []) out[s.key] = s.default;
  return { ...out, ...rules };
}

/** A new table of `g` and its form; at the deal a code names, if `deal` is given (a shared
 *  link). @param {GamePlugin} g @param {Record<string, any>} opts
 *  @param {typeof import("./engine").Table} Table @param {string} [deal] @returns {[Table, string]} */
function newTable(g, opts, Table, deal, entry = /** @type {import("./games/contract.js").FormEntry | null} */ (null)) {
  const named = entry && !entry.page ? entry.id : null;
  const changed = changedOptions(g, opts, named);
  // A game may map its page options to another engine table (Sixty-six's Schnapsen preset);
  // a named form is its own engine table, its preset with the player's changes laid over it.
  const [name, rules] = named ? [named, nestRules(optionList(g, named), changed)] : g.engineTable ? g.engineTable(changed) : [g.id, changed];
  const seats = seatsFor(g, entry?.seats ? { ...opts, players: entry.seats } : opts);
  try {
    const r = Object.keys(rules).length ? rules : null;
    return [deal ? Table.atDeal(name, r, deal, seats) : new Table(name, r, seed(), seats), name];
  } catch (e) {
    if (e?.code !== "bad_options") throw e;
    console.warn("rule options rejected, playing with the defaults:", e.message);
    store.remove(optionsKey(g, named));
    setTimeout(() => showReason(t("page.rules_rejected", { detail: msg(e, e.message) }), 5000));
    // The form itself (the game's own table for a game without forms).
    const plain = named ?? (g.engineTable ? g.engineTable({})[0] : g.id);
    return [new Table(plain, null, seed(), seatsFor(g, entry?.seats ? { players: entry.seats } : {})), plain];
  }
}

/** Put table `t` of game `g` (form `form`) on the page as a fresh Session, replacing the
 *  running game. @param {GamePlugin} g @param {Table} t @param {string} form @returns {Session} */
function adopt(g, t, form) {
  const old = current;
  end(); // an answer for the old table must never reach the new one
  if (old && old.table !== t) old.table.free?.(); // the old session is dead: nothing uses its table again
  /** @type {Session} */
  const st = {
    game: g,
    form,
    table: t,
    tv: new TableView(g),
    view: null,
    busy: false,
    live: true,
    ui: { ...freshUi(), bubbles: old ? old.ui.bubbles : true },
    hintAsk: 0,
    history: [],
    handStart: null,
    practice: false,
  };
  current = st;
  window.__table = t;
  app.dataset.game = g.id; // for a game's own stylesheet (e.g. css/sixty_three.css)
  document.querySelectorAll(".hand, .bubble, .seat-head, .game-extra").forEach((el) => el.remove());
  $("actions").replaceChildren();
  hideResults();
  showScreen("table");
  return st;
}

/** A game's engine failed to load (offline before it was ever cached, or a broken deploy).
 *  @param {any} e */
function engineFailed(e) {
  console.warn("engine not loaded:", e?.message ?? e);
  notice(t("page.engine_failed"));
}

/** Tells the player something that went wrong: on the start screen in its notice line (until
 *  the next game starts), at the table as a passing reason. @param {string} text */
function notice(text) {
  if (app.dataset.screen !== "start") return showReason(text, 5000);
  const el = $("start-notice");
  el.textContent = text;
  el.hidden = false;
}

/** Starts a new game of `g`. From the picker (`ask`), a saved game of the same form is never
 *  dropped without asking: the player resumes it or confirms the new game.
 *  @param {GamePlugin} g @param {boolean} [ask] */
async function startGame(g, ask = false, shared = /** @type {{ deal: string, opts: Record<string, any> } | null} */ (null), picked = "") {
  const entry = formEntry(g, picked);
  const opts = { ...(shared ? shared.opts : optionsFor(g, namedForm(g, picked)?.id)), ...entry?.page };
  const form = formOf(g, opts, entry);
  const saved = ask ? savedGame(form) : null;
  if (saved) {
    const fresh = await confirmDialog({
      title: t("page.saved_title", { game: formTitle(form) }),
      body: `<p>${t("page.saved_body")}</p>`,
      ok: t("page.saved_ok"),
      cancel: t("page.saved_cancel"),
      danger: true,
    });
    if (!fresh) return resumeGame(form);
  }
  const [{ Table }] = await Promise.all([engineFor(g.id, bindings), ready(g)]);
  const [tbl, made] = newTable(g, opts, Table, shared?.deal, entry);
  const st = adopt(g, tbl, made);
  Object.assign(lastWhy, { card: "", text: "", msg: null }); // no reason of another game's trick
  warmUp(g.id, st.table.save());
  run(st, async () => {
    const v = st.table.view(0);
    draw(st, v);
    sound("deal");
    await dealAnimation(st.tv, v.players, v.dealer);
  });
}

/** Resumes the saved game of `form`. An engine that fails to download keeps the save (the
 *  player can try again); a save the engine refuses is dropped with a notice.
 *  @param {string} form */
async function resumeGame(form) {
  const saved = savedGame(form);
  const g = saved && gameById(saved.game);
  if (!saved || !g) return showStart();
  const [{ Table }] = await Promise.all([engineFor(g.id, bindings), ready(g)]); // a failure here keeps the save
  /** @type {Table} */
  let tbl;
  try { tbl = Table.load(saved.state); } catch (e) {
    console.warn("saved game could not be loaded:", e?.message ?? e);
    store.remove("save." + form);
    showStart();
    notice(t("page.save_damaged", { game: formTitle(form) }));
    return;
  }
  // The level chosen in the settings is the one playing (it may have changed since the save).
  const seats = tbl.view(0).seats;
  const wanted = withLevel(seats, levelFor(g));
  if (JSON.stringify(wanted) !== JSON.stringify(seats)) {
    try { tbl.setSeats(wanted); } catch (e) { console.warn("level not applied:", e?.message ?? e); }
  }
  const st = adopt(g, tbl, form);
  st.history = Array.isArray(saved.history) ? saved.history.filter((r) => r && typeof r.start === "string" && Array.isArray(r.actions)) : [];
  st.practice = !!saved.practice;
  if (typeof saved.why?.card === "string" && typeof saved.why?.text === "string") Object.assign(lastWhy, saved.why);
  warmUp(g.id, st.table.save());
  run(st, async () => {
    const v = st.table.view(0);
    draw(st, v);
    st.ui.trick = v.trick.slice();
  });
}

// ---------- the game loop -------------------------------------------------------------------
/** Run one human-triggered step, then let the bots move, then settle.
 *  @param {Session} st @param {() => Promise<void>} step */
async function run(st, step) {
  if (st.busy || !st.live) return;
  st.busy = true;
  setTurn("busy");
  $("btn-claim").hidden = true;
  st.ui.myTurn = false;
  clearHint(st); // a hint lasts until the next action
  cancelHints(); // and one still being worked out is not waited for
  try {
    await step();
    await botLoop(st);
  } catch (e) {
    if (!st.live || e?.code === "stale") {
      // The game was replaced while this step ran: nothing to report.
    } else if (e?.code) {
      showReason(msg(e, e.message || e.code));
      console.warn("engine said no:", e.code, e.message);
    } else {
      console.error(e);
      showReason(t("page.went_wrong"));
    }
  } finally {
    if (st.live) {
      st.busy = false;
      settle(st);
    }
  }
}

/** While a bot is to move: ask the worker, wait out the pace, apply, animate.
 *  @param {Session} st */
async function botLoop(st) {
  while (st.live && st.table.toMoveIsBot()) {
    st.ui.myTurn = false;
    draw(st); // show whose turn it is while they think
    // The worker thinks while the pace delay runs: the delay is a minimum, not added.
    const position = st.table.save();
    noteStart(st, position);
    if (await botClaims(st, position)) continue;
    if (!st.live) return;
    const [action] = await Promise.all([ask(st.game.id, position, "bot"), sleep(pace().delay)]);
    if (!st.live) return; // another game now: drop the answer
    if (st.table.save() !== position) continue; // the levels changed while it thought: ask again
    /** @type {GameEvent[]} */
    let events;
    try {
      events = st.table.applyBotAction(action);
    } catch (e) {
      // The worker's answer was not legal here (a broken or stale worker): the bots' engine
      // decides on this thread instead (the same deterministic choice), so the game never stalls.
      console.warn("bots: the worker's action was refused, deciding here:", e?.code ?? e);
      const here = await decideHere(st.game.id, position);
      if (!st.live) return;
      events = st.table.applyBotAction(here);
    }
    saveSession(st);
    await playEvents(st, events);
  }
}

/** The position is at rest: draw it, show an overlay if a hand or the game is over, save.
 *  @param {Session} st */
function settle(st) {
  const { game, table, ui } = st;
  const v = table.view(0);
  ui.trick = v.trick.slice();
  ui.myTurn = game.myTurn ? game.myTurn(v) : v.legal.length > 0; // a game may choose sets of cards
  draw(st, v);
  const phase = v.phase;
  undoButton(st);
  offerClaim(st, v);
  if (phase === "game_over" || phase === "hand_over") {
    recordHand(st, v);
    clearReason(); // a claim's words must not stay up behind the result
  }
  if (phase === "game_over") {
    showGameOver(game.gameOver(v));
    setTurn("game_over");
    saveSession(st);
    $("btn-new-game").focus();
    return;
  }
  if (phase === "hand_over") {
    showHandOver(game.handSummary(v));
    learnButtons(st);
    shareLink(st, v, "hand-over");
    setTurn("hand_over");
    $("btn-continue").focus();
  } else if (ui.myTurn && forcedCard(st, v)) {
    setTurn("auto"); // played for the player in a moment (the setting "Play a forced card automatically")
  } else {
    if (ui.myTurn && app.dataset.turn !== "you") {
      sound("turn");
      sayNow($("prompt").textContent?.trim() ?? ""); // at once: the player's turn, and what to do
    }
    setTurn(ui.myTurn ? "you" : "waiting");
  }
  saveSession(st);
}

/** The hand summary's learning buttons, for the hand just recorded. @param {Session} st */
function learnButtons(st) {
  const rec = st.history[st.history.length - 1];
  const line = $("compare-line");
  line.textContent = rec?.expert ? compareText(rec) : "";
  line.hidden = !rec?.expert;
  for (const id of ["btn-review", "btn-compare", "btn-replay"]) /** @type {HTMLButtonElement} */ ($(id)).hidden = !rec;
  if (rec) loadReview().catch(() => {}); // ready before the player asks for it
}

// ---------- the game's hands: records, review, comparison, replay -----------------------------
/** Notes the start of the hand in progress (from a save taken during it), once per hand.
 *  @param {Session} st @param {string} save */
function noteStart(st, save) {
  const code = st.table.dealCode();
  if (st.handStart?.code === code) return;
  const v = st.table.view(0);
  if (v.phase === "hand_over" || v.phase === "game_over") return;
  st.handStart = { code, save: startOf(save) };
}

/** Adds the hand just finished to the game's history (once). @param {Session} st @param {View} v */
function recordHand(st, v) {
  const code = String(v.deal_code ?? "");
  if (!st.handStart || st.handStart.code !== code) return;
  const rec = handRecord(st.handStart.save, st.table.save(), code, v.my_team ?? 0);
  st.history.push(rec);
  st.handStart = null;
  countHand(st.form, st.game.id, v, handPoints(rec), st.practice);
  if (v.phase === "game_over") {
    const mine = v.my_team ?? 0;
    const d = st.history.reduce((a, r) => ({ decisions: a.decisions + (r.counted?.decisions ?? 0), matched: a.matched + (r.counted?.matched ?? 0) }), { decisions: 0, matched: 0 });
    countGame(st.form, st.game.id, v.winner === mine, v.scores[mine] ?? 0, Math.max(...v.scores.filter((_, i) => i !== mine)), d, st.practice);
  }
  if (st.history.length > 60) st.history.splice(0, st.history.length - 60); // a long match keeps its latest hands
}

/** Opens the review of the game's hand `i` (default: the last). @param {Session} st @param {number} [i] */
async function reviewHand(st, i = st.history.length - 1) {
  const rec = st.history[i];
  if (!rec) return;
  const { Table } = await engineFor(st.game.id, bindings);
  const { openReview } = await loadReview();
  const counts = await openReview(st.game, Table, rec, st.view?.seat ?? 0, () => { if (st.live) saveSession(st); });
  if (counts && !rec.counted) {
    rec.counted = { decisions: counts.decisions, matched: counts.matched };
    countDecisions(st.form, st.game.id, counts.decisions, counts.matched, st.practice);
    if (st.live) saveSession(st);
  }
}

/** The expert plays the deal of the game's hand `i` (default: the last) in the human's
 *  seat(s); `line` then shows both results (the hand summary's line, or the hand's entry in
 *  the list of hands) and `btn` is busy meanwhile.
 *  @param {Session} st @param {number} [i] @param {HTMLElement} [line] @param {HTMLButtonElement} [btn] */
async function compareAt(st, i = st.history.length - 1, line = $("compare-line"), btn = /** @type {HTMLButtonElement} */ ($("btn-compare"))) {
  const rec = st.history[i];
  if (!rec) return;
  const v = st.table.view(0);
  const n = v.players ?? 2;
  const ours = Array.from({ length: n }, (_, s) => st.game.teamOf(v, s) === st.game.teamOf(v, v.seat));
  btn.disabled = true;
  btn.setAttribute("aria-busy", "true");
  line.hidden = false;
  line.textContent = t("review.comparing");
  try {
    await (await loadReview()).compareHand(st.game.id, rec, ours);
    if (st.live) saveSession(st);
    line.textContent = compareText(rec);
  } catch (e) {
    line.textContent = t("review.failed", { text: e?.key ? msg(e, e.message) : String(e?.message ?? e) });
  } finally {
    btn.disabled = false;
    btn.removeAttribute("aria-busy");
  }
}

/** Plays the deal of the game's hand `i` (default: the last) again from its start: same
 *  cards, dealer and bots. The game goes back to before that hand (its result, and those of
 *  the hands after it, are taken back), so it counts as practice from then on (asked first).
 *  @param {Session} st @param {number} [i] */
async function replayHand(st, i = st.history.length - 1) {
  const rec = st.history[i];
  if (!rec) return;
  const last = i === st.history.length - 1;
  const ok = await confirmDialog({
    title: t("review.replay_title"),
    body: `<p>${last ? t("review.replay_body") : t("review.replay_body_earlier", { n: i + 1 })}</p>`,
    ok: t("review.replay"), cancel: t("review.replay_cancel"),
  });
  if (!ok || st !== current || !st.live) return;
  const { Table } = await engineFor(st.game.id, bindings);
  const seats = st.table.view(0).seats;
  /** @type {Table} */
  let tbl;
  try { tbl = Table.load(withActions(rec.start, [], seats)); } catch (e) {
    return showReason(msg(e, e?.message ?? ""), 4000); // a record the engine no longer reads
  }
  const history = st.history;
  const fresh = adopt(st.game, tbl, st.form);
  fresh.history = history;
  fresh.practice = true;
  run(fresh, async () => {
    const v = fresh.table.view(0);
    draw(fresh, v);
    sound("deal");
    await dealAnimation(fresh.tv, v.players, v.dealer);
  });
}

// ---------- claims ----------------------------------------------------------------------------
/** Late in a hand (three cards or fewer in the player's hand), a side may claim the rest. @param {View} v */
const claimTime = (v) => Array.isArray(/** @type {any} */ (v).hand) && /** @type {any} */ (v).hand.length <= 3;

/** At the player's turn late in a hand: asks the worker whether the engine proves a claim for
 *  the player's side, and offers "Claim the rest" if so. @param {Session} st @param {View} v */
function offerClaim(st, v) {
  const btn = /** @type {HTMLButtonElement} */ ($("btn-claim"));
  btn.hidden = true;
  st.claim = null;
  if (!st.ui.myTurn || !claimTime(v)) return;
  const position = st.table.save();
  ask(st.game.id, position, "claim", v.seat).then((c) => {
    if (!c || st !== current || !st.live || st.busy || st.table.save() !== position) return;
    st.claim = c.actions;
    btn.hidden = false;
  }, () => {});
}

/** Plays a claim by `seat`'s side (made at `seat`'s turn) one action at a time: the engine
 *  proves it again before each (a small exact solve of the last tricks, the one search this
 *  thread runs), so the claimed tricks are laid one by one and the scoreboard's counters
 *  follow the cards. Says who claimed, on screen and in the live log.
 *  @param {Session} st @param {number} seat */
async function playClaim(st, seat) {
  const v = st.table.view(0);
  const text = seat === v.seat ? t("review.you_claim") : t("review.claims", { seat: st.game.seatName(v, seat) });
  showReason(text, Math.max(3000, 8 * pace().delay));
  say(text);
  app.dataset.claim = String(seat);
  /** @type {{ tricks: string, engine: string }[]} */
  const steps = [];
  try {
    for (let i = 0; i < 200 && st.live; i++) {
      /** @type {GameEvent[]} */
      let events;
      try {
        events = st.table.claimStep(seat);
      } catch (e) {
        if (/** @type {any} */ (e)?.code === "hand_over" && i > 0) break;
        throw e;
      }
      saveSession(st);
      if (i > 0) await sleep(Math.min(pace().delay, 400));
      await playEvents(st, events);
      // For the tests: the trick counters drawn after each step, and the engine's.
      const after = /** @type {any} */ (st.table.view(0));
      steps.push({
        tricks: $("scoreboard")?.querySelector(".sb-tricks .sb-val")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
        engine: JSON.stringify(after.tricks_won_by_team ?? after.tricks_won ?? null),
      });
    }
  } finally {
    delete app.dataset.claim;
  }
  /** @type {any} */ (window).__claims = [...(/** @type {any} */ (window).__claims ?? []), { seat, actions: steps.length, steps }];
}

/** A bot of a side without a human claims the rest, with tricks still to play, when it
 *  decides so from its own observation (the worker: worlds sampled from what it has seen,
 *  never the hidden cards) and the table then proves the claim with every card, as a
 *  referee checks a claim by the cards; a claim the cards do not prove is not made, and the
 *  bot plays on. @param {Session} st @param {string} position @returns {Promise<boolean>} */
async function botClaims(st, position) {
  const v = st.table.view(0);
  const seat = /** @type {any} */ (v).to_move;
  const cards = /** @type {any} */ (v).hand?.length ?? 0;
  if (typeof seat !== "number" || !claimTime(v) || cards < 2 || st.game.teamOf(v, seat) === st.game.teamOf(v, v.seat)) return false;
  const wants = await ask(st.game.id, position, "bot_claim", seat).catch(() => false);
  if (wants !== true || !st.live || st.table.save() !== position) return false;
  const proven = st.table.claim(seat);
  if (!proven || proven.lead <= 0) {
    /** @type {any} */ (window).__claimsRefused = (/** @type {any} */ (window).__claimsRefused ?? 0) + 1;
    return false;
  }
  await playClaim(st, seat);
  return true;
}

$("btn-claim").addEventListener("click", () => {
  const st = current;
  if (!st || !st.claim || st.busy) return;
  $("btn-claim").hidden = true;
  st.claim = null;
  run(st, () => playClaim(st, st.view?.seat ?? 0));
});

// ---------- undo (practice mode only) -------------------------------------------------------
/** Practice mode: the player may take decisions back (the game then counts apart). */
const practiceMode = () => store.get("practice", false) === true;
{
  const box = /** @type {HTMLInputElement} */ ($("set-practice"));
  box.checked = practiceMode();
  box.addEventListener("change", () => { store.set("practice", box.checked); if (current) undoButton(current); });
}

/** The Undo button: in practice mode, while the hand in progress has a decision of the player's. @param {Session} st */
function undoButton(st) {
  const v = st.view;
  const over = !v || v.phase === "hand_over" || v.phase === "game_over";
  // Shown once the hand has begun; a hand with no decision of the player's yet says so.
  /** @type {HTMLButtonElement} */ ($("btn-undo")).hidden = !practiceMode() || over || !st.handStart;
}

/** Takes back the player's last decision of this hand: the position before it, from the
 *  hand's start and its actions; the bots' replies come again as they did (they decide per
 *  position). The game counts as practice. @param {Session} st */
async function undo(st) {
  if (!practiceMode() || st.busy || !st.live) return;
  const v = st.table.view(0);
  if (v.phase === "hand_over" || v.phase === "game_over") return;
  const save = st.table.save();
  const { Table } = await engineFor(st.game.id, bindings);
  const start = startOf(save);
  const actions = JSON.parse(JSON.parse(save).session).actions;
  const { buildSteps } = await loadReview();
  const steps = buildSteps(Table, { code: "", start, actions, before: [], after: [], mine: 0 });
  const mine = steps.filter((s) => s.mover === v.seat).map((s) => s.k);
  if (st !== current || st.busy || st.table.save() !== save) return;
  if (!mine.length) return showReason(t("review.nothing_to_undo"), 2000);
  const back = mine[mine.length - 1] - 1; // the actions before that decision
  const tbl = Table.load(withActions(save, actions.slice(0, back)));
  const { history, handStart } = st;
  const fresh = adopt(st.game, tbl, st.form);
  Object.assign(fresh, { history, handStart, practice: true });
  /** @type {any} */ (window).__undone = (/** @type {any} */ (window).__undone ?? 0) + 1;
  run(fresh, async () => { draw(fresh, fresh.table.view(0)); });
}
$("btn-undo").addEventListener("click", () => { if (current) undo(current).catch(engineFailed); });
document.addEventListener("keydown", (e) => {
  if ((e.key === "u" || e.key === "U") && !e.ctrlKey && !e.metaKey && !e.altKey && app.dataset.screen === "table" && current
    && !document.querySelector(".overlay:not([hidden])") && !/** @type {Element} */ (e.target).closest?.("input, select, textarea")) undo(current).catch(engineFailed);
});

/** With the setting on, a turn whose only legal action is one card plays that card after a
 *  short pause (the player sees it go). False (nothing done) otherwise.
 *  @param {Session} st @param {View} v */
function forcedCard(st, v) {
  if (!autoPlay() || v.legal.length !== 1 || typeof v.legal[0].card !== "string") return false;
  const token = v.legal[0];
  const position = st.table.save();
  setTimeout(() => {
    if (!st.live || st.busy || st.table.save() !== position) return;
    const w = /** @type {any} */ (window);
    w.__autoPlayed = (w.__autoPlayed ?? 0) + 1;
    showReason(t("page.forced_card", { card: cardName(/** @type {string} */ (token.card)) }), 1800);
    act(st, token);
  }, Math.min(450, pace().delay));
  return true;
}

// ---------- events → animation (one render per event) ---------------------------------------
/** The sound of an event, by its type (a game's "dump" plays several cards at once).
 *  @type {Record<string, import("./sound.js").Effect>} */
const SOUNDS = { deal: "deal", play: "play", dump: "play", trick: "trick" };

/** @param {Session} st @param {GameEvent[]} events */
async function playEvents(st, events) {
  const { game, ui } = st;
  // Each event is drawn from the view after the whole batch, except the trick and the
  // kitty, which follow the events so that cards can move from where they were.
  ui.kitty = st.view ? game.kitty(st.view) : undefined;
  const v = st.table.view(0);
  // The game's animate(ev, v, fx) sees each event first (true: handled); the shared ones
  // do the rest. Once the game is replaced, this batch draws nothing more.
  const live = () => st.live;
  const fx = makeFx({
    prev: st.view, events: events ?? [], tv: st.tv, ui, live,
    draw: (x) => { if (live()) draw(st, x); },
  });
  try {
    for (const ev of events ?? []) {
      if (!live()) return;
      const fxSound = SOUNDS[ev.type];
      if (fxSound) sound(fxSound);
      say(describe(game, ev, v)); // the screen reader's log, as the event is drawn
      if (ev.type === "deal") clearReason(); // the last deal's words go with it, in every game
      if (game.animate && (await game.animate(ev, v, fx))) continue;
      await animateCommon(ev, v, fx);
    }
  } finally {
    ui.kitty = undefined;
  }
}

// ---------- input ---------------------------------------------------------------------------
/** The human plays `token`. @param {Session} st @param {Action} token */
function act(st, token) {
  run(st, async () => {
    noteStart(st, st.table.save());
    const events = st.table.play(token);
    saveSession(st); // stored before it is drawn: a reload now resumes after this action
    await playEvents(st, events);
  });
}

bindInput({
  onCard(code) {
    const st = current;
    if (!st?.view || app.dataset.screen !== "table") return;
    const { game, view, ui } = st;
    if (app.dataset.wait) return; // that tap only lets the finished trick go
    if (st.busy || !ui.myTurn) {
      if (view.phase !== "hand_over" && view.phase !== "game_over") showReason(t("page.wait_turn"), 1200);
      return;
    }
    if (game.onCard?.(code, view, ui)) { // e.g. toggling a card of a set to choose
      clearHint(st); // the pending choice changed: the hint no longer describes it
      return draw(st, view);
    }
    const token = game.tokenForCard ? game.tokenForCard(code, view) : view.legal.find((t) => t.card === code);
    if (token) return act(st, token);
    const why = /** @type {any} */ (view).illegal_msg?.[code];
    showReason(why ? msg(why) : t("page.cannot_play"));
  },
  onAction(i) {
    const st = current;
    if (!st || st.busy || !st.ui.myTurn) return;
    const token = st.tv.legalTokens[i];
    if (!token) return;
    // A move that cannot be undone and looks like a mistake (Sixty-six's claim below 66) is asked about first.
    const ask = st.view && st.game.confirmAction?.(token, st.view);
    if (!ask) return act(st, token);
    const position = st.table.save();
    confirmDialog(ask).then((ok) => {
      if (ok && st === current && st.live && !st.busy && st.table.save() === position) act(st, token);
    });
  },
});

bindHints(() => current, (st) => draw(st, st.view ?? undefined));

// ---------- the last-trick peek (Euchre, Sixty-three: their rules let a player look back, the
// display option `last_trick_peek` on by default;
// Sixty-six only with its display option `last_trick_peek`, the strict rules forbid it) -----
/** Shows or hides the previous trick, its winning card marked, with the winner and why. */
function toggleLastTrick() {
  const st = current;
  const box = $("last-trick");
  const last = /** @type {any} */ (st?.view)?.last_trick;
  const over = st?.view?.phase === "hand_over" || st?.view?.phase === "game_over";
  if (!st || !st.view || !peekAllowed(st, st.view) || !last || over || !box.hidden) { box.hidden = true; return; }
  const plays = /** @type {{ seat: number, card: string }[]} */ (last.plays);
  const won = plays.find((p) => p.seat === last.winner)?.card;
  const cards = document.createElement("div");
  cards.className = "lt-cards";
  for (const p of plays) {
    const c = makeCard(p.card);
    if (p.card === won) c.classList.add("won");
    cards.append(c);
  }
  const cap = document.createElement("p");
  const why = lastWhy.card === won ? (lastWhy.msg ? msg(lastWhy.msg, lastWhy.text) : lastWhy.text) : "";
  cap.append(...trickWords(st.game.seatName(/** @type {View} */ (st.view), last.winner), last.winner === st.view?.seat, why));
  box.replaceChildren(cards, cap);
  box.hidden = false;
}
$("btn-last").addEventListener("click", (e) => { e.stopPropagation(); toggleLastTrick(); });
$("last-trick").addEventListener("click", () => { $("last-trick").hidden = true; });
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") $("last-trick").hidden = true;
  else if ((e.key === "l" || e.key === "L") && !e.ctrlKey && !e.metaKey && !e.altKey && app.dataset.screen === "table") toggleLastTrick();
  else if ((e.key === "r" || e.key === "R") && !e.ctrlKey && !e.metaKey && !e.altKey && app.dataset.screen === "table" && current?.view) {
    sayNow(stateText(current.game, current.view)); // the state again, for a screen reader
  }
});

$("game-list").addEventListener("click", (e) => {
  const f = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-pick-form]"));
  const fg = f && gameById(f.dataset.ofGame);
  if (f && fg) return void startGame(fg, true, null, f.dataset.pickForm).catch(engineFailed);
  const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-game]"));
  const g = b && gameById(b.dataset.game);
  if (g) startGame(g, true).catch(engineFailed);
});
$("resume-line").addEventListener("click", (e) => {
  const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-form]"));
  if (b?.dataset.form) resumeGame(b.dataset.form).catch(engineFailed);
});
$("btn-home").addEventListener("click", showStart);
$("btn-review").addEventListener("click", () => { if (current) reviewHand(current).catch(engineFailed); });
$("btn-compare").addEventListener("click", () => { if (current) compareAt(current); });
$("btn-replay").addEventListener("click", () => { if (current) replayHand(current).catch(engineFailed); });
for (const id of ["btn-history", "btn-history-end"]) {
  $(id).addEventListener("click", () => {
    const st = current;
    if (!st) return;
    loadReview().then(({ showHistory }) => showHistory(st.history, {
      review: (i) => { overlay("history", false); reviewHand(st, i).catch(engineFailed); },
      replay: (i) => { overlay("history", false); replayHand(st, i).catch(engineFailed); },
      compare: (i, line, btn) => { compareAt(st, i, line, btn); },
    })).catch(engineFailed);
  });
}
$("btn-to-start").addEventListener("click", showStart);
$("btn-continue").addEventListener("click", () => {
  const st = current;
  overlay("hand-over", false);
  if (st) run(st, async () => { const events = st.table.nextHand(); saveSession(st); await playEvents(st, events); });
});
$("btn-new-game").addEventListener("click", () => {
  const st = current;
  overlay("game-over", false);
  if (st) { st.history = []; st.practice = false; }
  if (st) run(st, async () => { const events = st.table.newGame(); saveSession(st); await playEvents(st, events); });
});

// ---------- settings ------------------------------------------------------------------------
bindSettings({
  currentGame: () => current?.game,
  currentForm: () => current?.form || null,
  levelChanged(g, level) {
    // The game in progress goes on: its computer players take the new level from their next move.
    const st = current;
    if (!st || st.game.id !== g.id || app.dataset.screen !== "table") return;
    try {
      st.table.setSeats(withLevel(st.table.view(0).seats, level));
      saveSession(st);
    } catch (err) {
      console.warn("level not applied:", err?.message ?? err);
    }
  },
  // The form whose rules were applied starts (the game's own rules: the game).
  rulesChanged(g, form) {
    startGame(g, false, null, form).catch(engineFailed);
  },
  inProgress() {
    const st = current;
    if (!st || app.dataset.screen !== "table" || !st.live) return null;
    const v = st.table.view(0);
    if (v.phase === "game_over") return null;
    return t("page.in_progress", { game: t(`games.${st.game.id}`), scores: v.scores.map((x) => signedNum(x)).join(t("page.score_join")) });
  },
  soundChanged(on) { setSound(on); },
});
bindSound();
$("btn-stats").addEventListener("click", () => { import("./stats.js").then(({ showStats }) => showStats()).catch(engineFailed); });
onCurrentGame(() => {
  const st = current;
  if (!st) return null;
  const v = st.table.view(0);
  const counted = st.history.map((r) => r.counted).filter((c) => c != null);
  return {
    form: st.form, scores: st.history.map((r) => r.after), names: (v.team_keys ?? []).map((k) => msg(k, "")),
    decisions: counted.reduce((a, c) => a + (c?.decisions ?? 0), 0), matched: counted.reduce((a, c) => a + (c?.matched ?? 0), 0),
  };
});
onFallback(() => showReason(t("page.bots_fallback"), 4000));
bindHowto({
  onTable: () => (current && app.dataset.screen === "table"
    ? { game: current.game, options: /** @type {Record<string, any>} */ (current.table.view(0).options ?? {}) } : null),
  forNewGame: newGameOptions,
  gameById,
});

// ---------- shared deals --------------------------------------------------------------------
/** The address that opens this deal with these rules: `?game=…&deal=…[&rules=…]` (the
 *  player's changed options as JSON), relative to the page, so it works wherever the site
 *  is hosted. @param {Session} st @param {View} v */
function dealLink(st, v) {
  // A named form (not a page preset) is named itself: its deal code belongs to it.
  const entry = formEntry(st.game, st.form);
  const q = new URLSearchParams({ game: entry && !entry.page ? entry.id : st.game.id, deal: String(v.deal_code) });
  const named = entry && !entry.page ? entry.id : null;
  const changed = changedOptions(st.game, optionsFor(st.game, named), named);
  if (Object.keys(changed).length) q.set("rules", JSON.stringify(changed));
  return new URL("?" + q.toString(), location.href).href;
}

/** Copies `text` for the player: to the clipboard where the browser allows it, else the
 *  element `shown()` gives (the text on screen) is selected, and copied where the old copy
 *  command still works, for the player to copy. Says the outcome in the live log and on the
 *  button. @param {string} text @param {() => HTMLElement} shown @param {HTMLButtonElement} btn
 *  @param {string} doneKey  the catalogue key said once copied */
async function copyText(text, shown, btn, doneKey) {
  const done = (/** @type {string} */ words) => { btn.textContent = words; say(words); };
  try {
    if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    return done(t(doneKey));
  } catch { /* no permission or no clipboard: select the text instead */ }
  const el = shown();
  if (el instanceof HTMLInputElement) el.select();
  else {
    const range = document.createRange();
    range.selectNodeContents(el);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  }
  let copied = false;
  try { copied = document.execCommand("copy"); } catch { copied = false; }
  done(copied ? t(doneKey) : t("share.selected"));
}

/** Adds the link to this deal, and buttons that copy the deal's short code and the link, to
 *  a summary's deal-code line. @param {Session} st @param {View} v @param {string} panel */
function shareLink(st, v, panel) {
  const line = $(panel).querySelector(".deal-code");
  if (!line || !v.deal_code) return;
  const href = dealLink(st, v);
  const code = /** @type {HTMLElement | null} */ (line.querySelector("code"));
  const button = (/** @type {string} */ cls, /** @type {string} */ key) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = `btn small ${cls}`;
    b.textContent = t(key);
    return b;
  };
  const copyCode = button("deal-copy-code", "share.copy_code");
  if (code) copyCode.addEventListener("click", () => void copyText(String(v.deal_code), () => code, copyCode, "share.code_copied"));
  const a = document.createElement("a");
  a.className = "deal-link";
  a.href = href;
  a.textContent = t("share.link");
  a.setAttribute("aria-label", t("share.link_aria", { code: String(v.deal_code) }));
  const copy = button("deal-copy", "share.copy");
  // Without a clipboard the address itself is shown, selected, for the player to copy.
  const shownUrl = () => {
    let url = /** @type {HTMLInputElement | null} */ (line.querySelector("input.deal-url"));
    if (!url) {
      url = document.createElement("input");
      url.className = "deal-url";
      url.readOnly = true;
      url.value = href;
      url.setAttribute("aria-label", t("share.link"));
      line.append(" ", url);
    }
    return url;
  };
  copy.addEventListener("click", () => void copyText(href, shownUrl, copy, "share.copied"));
  if (code) code.after(" ", copyCode);
  line.append(" ", a, " ", copy);
}

/** A deal shared by link (`?game=…&deal=…[&rules=…]`): that game starts at that deal, with
 *  the link's rules (the stored options are not changed). Null when the address has none.
 *  `game` may name a form (`euchre-2`).
 *  @returns {{ g: GamePlugin, deal: string, opts: Record<string, any>, form: string } | null} */
function sharedDeal() {
  const q = new URLSearchParams(location.search);
  const deal = q.get("deal");
  const found = gameOfForm(q.get("game") ?? undefined);
  const g = found?.g;
  if (!deal || !g) return null;
  /** @type {Record<string, any>} */
  const opts = {};
  /** @type {any} */
  let rules = {};
  try { rules = JSON.parse(q.get("rules") ?? "{}"); } catch { rules = {}; }
  const named = namedForm(g, found.entry?.id)?.id;
  for (const o of optionList(g, named)) {
    const v = rules && typeof rules === "object" ? rules[o.key] : undefined;
    opts[o.key] = v !== undefined && (o.type === "bool" ? typeof v === "boolean" : (o.choices ?? []).some(([c]) => String(c) === String(v)))
      ? v : optionDefault(g, o, named);
  }
  return { g, deal, opts, form: found.entry?.id ?? "" };
}

// ---------- language ------------------------------------------------------------------------
/** A language switch draws the current screen again; the game goes on where it was. */
function redrawAll() {
  showScreen(/** @type {"start" | "table" | "loading"} */ (app.dataset.screen));
  if (app.dataset.screen === "start") return showStart();
  const st = current;
  if (!st) return;
  st.tv.actionsSig = ""; // the buttons' words changed
  draw(st);
  const h = /** @type {any} */ (st.ui.hint);
  if (h && !$("hint-text").hidden) $("hint-text").textContent = t("page.hint_prefix", { text: msg(h.why) });
  const v = st.table.view(0);
  if (!$("hand-over").hidden && v.phase === "hand_over") { showHandOver(st.game.handSummary(v)); learnButtons(st); shareLink(st, v, "hand-over"); }
  if (!$("game-over").hidden && v.phase === "game_over") showGameOver(st.game.gameOver(v));
}
onLocaleChange(redrawAll);

// ---------- go ------------------------------------------------------------------------------
applyStatic();
showStart();
{
  const shared = sharedDeal();
  if (shared) {
    // A saved game of that form is never replaced unasked: the player may resume it instead.
    startGame(shared.g, true, { deal: shared.deal, opts: shared.opts }, shared.form)
      .then(() => { if (current?.table.dealCode() === shared.deal) showReason(t("share.shared", { code: shared.deal }), 4000); })
      .catch((e) => {
        showStart();
        notice(e?.code === "bad_deal_code" ? t("share.no_such_deal", { code: shared.deal }) : t("page.engine_failed"));
      });
  }
}
