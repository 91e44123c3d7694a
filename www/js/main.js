// The controller: waits for the engine, shows the game picker, and drives a game.
// Loop: the human acts → table.play() → animate its events one by one → while a bot is to
// move, ask the bots' web worker (bots.js) for its action while the pace delay runs,
// table.applyBotAction(), animate → settle (render, overlays, save).
// Every rule lives in the engine; this file only asks it and draws what it says. No search
// runs on this thread: bot decisions and hints come from the worker.
import { GAMES, gameById } from "./games/index.js";
import { TableView } from "./table.js";
import { bindInput, showReason } from "./input.js";
import { flyIn, flyOut, motion, pop, sleep } from "./animate.js";
import { makeBack, makeCard } from "./cards.js";
import { engineFor } from "./engines.js";
import { ask, botStats, cancelAll, cancelHints, warmUp } from "./bots.js";

// ---------- engine --------------------------------------------------------------------------
// Trunk's loader is a module script with a top-level await; ours may run before or after it.
const slowLoad = setTimeout(() => {
  document.getElementById("loading").textContent = "The game engine did not load. Check the connection and reload the page.";
}, 20_000);
const bindings = await (window.wasmBindings
  ? Promise.resolve(window.wasmBindings)
  : new Promise((resolve) => addEventListener("TrunkApplicationStarted", () => resolve(window.wasmBindings), { once: true })));
clearTimeout(slowLoad);

// Test and measurement hooks: the bots' counters, and the engines (to count their calls).
window.__bots = botStats;
window.__engineFor = (id) => engineFor(id, bindings);

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("sw.js").catch((e) => console.warn("service worker not registered:", e));
}

// ---------- settings ------------------------------------------------------------------------
const store = {
  get(key, fallback) {
    try { const v = localStorage.getItem("cardtable." + key); return v == null ? fallback : JSON.parse(v); }
    catch { return fallback; }
  },
  set(key, value) {
    try { localStorage.setItem("cardtable." + key, JSON.stringify(value)); } catch { /* private mode */ }
  },
  remove(key) { try { localStorage.removeItem("cardtable." + key); } catch { /* ignore */ } },
};

const PACES = {
  slow: { label: "Slow", delay: 1200, anim: 450 },
  normal: { label: "Normal", delay: 700, anim: 320 },
  fast: { label: "Fast", delay: 280, anim: 170 },
  instant: { label: "Instant", delay: 0, anim: 0 },
};
let paceName = PACES[store.get("pace")] ? store.get("pace") : "normal";
const pace = () => PACES[paceName];
motion.duration = pace().anim;
document.documentElement.dataset.pace = paceName;

/** The computer players' levels, weakest first; the rating comes from assets/ratings.json. */
const LEVELS = [
  { id: "random", label: "Random", about: "plays any legal card" },
  { id: "beginner", label: "Beginner", about: "a careless move one time in three" },
  { id: "club", label: "Club", about: "a sound rule-of-thumb player" },
  { id: "strong", label: "Strong", about: "thinks through the possible deals" },
  { id: "expert", label: "Expert", about: "thinks longest; the hints' player" },
];
const DEFAULT_LEVEL = "club";
const levelFor = (g) => {
  const l = store.get("level." + g.id, DEFAULT_LEVEL);
  return LEVELS.some((x) => x.id === l) ? l : DEFAULT_LEVEL;
};
/** Every computer seat at the chosen level. */
const withLevel = (seats, level) => seats.map((s) => (s === "human" ? s : level));
const seatsFor = (g, opts) => withLevel(g.seats(opts), levelFor(g));

/** `{game id: {level: rating}}` from the ladder's file (precached; null if it fails to load). */
let ratingsP = null;
function ratings() {
  ratingsP ??= fetch(new URL("../assets/ratings.json", import.meta.url))
    .then((r) => (r.ok ? r.json() : null))
    .catch((e) => { console.warn("ratings not loaded:", e?.message ?? e); return null; });
  return ratingsP;
}

function optionsFor(game) {
  const saved = store.get("options." + game.id, {}) ?? {};
  const opts = {};
  for (const o of game.options) opts[o.key] = o.key in saved ? saved[o.key] : o.default;
  return opts;
}

// ---------- state ---------------------------------------------------------------------------
const $ = (id) => document.getElementById(id);
const app = $("app");
let game = null;        // entry of GAMES
let table = null;       // the engine's Table
let tv = null;          // TableView
let view = null;        // last view(0)
let busy = false;       // animating or bots thinking: human input waits
let generation = 0;     // bumped when a game is replaced, so a stale bot loop stops
/** The page's state for one game; adopt() makes a fresh one, so a replaced game's animation
 *  still in flight (it holds the old object) cannot write into the new game's. */
const freshUi = () => ({ trick: [], myTurn: false, bubbles: true, kitty: undefined, hint: null });
let ui = freshUi();

const seed = () => {
  const fixed = new URLSearchParams(location.search).get("seed");
  if (fixed !== null && /^\d+$/.test(fixed)) return Number(fixed) >>> 0;
  return bindings.randomSeed ? bindings.randomSeed() : crypto.getRandomValues(new Uint32Array(1))[0];
};

function setTurn(state) { app.dataset.turn = state; }

function draw(v = table.view(0)) {
  view = v;
  tv.render(view, ui);
  markHint();
}

// ---------- screens -------------------------------------------------------------------------
function showScreen(name) {
  app.dataset.screen = name;
  $("start").hidden = name !== "start";
  $("table").hidden = name !== "table";
  $("loading").hidden = name !== "loading";
  $("game-title").textContent = name === "table" && game ? game.title : "Card Table";
}

function overlay(id, show) { $(id).hidden = !show; }

function showStart() {
  generation++;
  cancelAll();
  clearHint();
  busy = false;
  overlay("hand-over", false);
  overlay("game-over", false);
  const list = $("game-list");
  list.replaceChildren(...GAMES.map((g) => {
    const li = document.createElement("li");
    li.innerHTML = `<button type="button" class="game-pick" data-game="${g.id}" ${g.available ? "" : "disabled"}>
        <span class="gp-title">${g.title}${g.available ? "" : ' <span class="soon">soon</span>'}</span>
        <span class="gp-blurb">${g.blurb}</span></button>`;
    return li;
  }));
  const saved = store.get("save", null);
  const savedGame = saved && gameById(saved.game);
  $("resume-line").hidden = !savedGame;
  if (savedGame) $("btn-resume").textContent = `Resume the saved game of ${savedGame.title}`;
  setTurn("start");
  showScreen("start");
}

// ---------- the game loop -------------------------------------------------------------------
/** Only the options the player changed: the engine's defaults stay the engine's. */
function changedOptions(g, opts) {
  const out = {};
  for (const o of g.options) if (opts[o.key] !== o.default) out[o.key] = opts[o.key];
  return out;
}

function newTable(g, opts, Table) {
  const changed = changedOptions(g, opts);
  // A game may map its page options to another engine table (Sixty-six's Schnapsen preset).
  const [name, rules] = g.engineTable ? g.engineTable(changed) : [g.id, changed];
  try {
    return new Table(name, Object.keys(rules).length ? rules : null, seed(), seatsFor(g, opts));
  } catch (e) {
    if (e?.code !== "bad_options") throw e;
    console.warn("rule options rejected, playing with the defaults:", e.message);
    store.remove("options." + g.id);
    setTimeout(() => showReason(`Rule options not accepted (${e.message}); using the standard rules.`, 5000));
    return new Table(g.id, null, seed(), seatsFor(g, {}));
  }
}

function adopt(g, t) {
  generation++;
  cancelAll(); // an answer for the old table must never reach the new one
  clearHint();
  if (table && table !== t) table.free?.(); // every use goes through `table`, so nothing stale holds it
  game = g;
  table = t;
  window.__table = t;
  tv = new TableView(g);
  app.dataset.game = g.id; // for a game's own stylesheet (e.g. css/sixty_three.css)
  document.querySelectorAll(".hand, .bubble, .seat-head, .game-extra").forEach((el) => el.remove());
  ui = { ...freshUi(), bubbles: ui.bubbles };
  view = null;
  // The replaced game's run may still be awaiting the worker, the pace delay or an
  // animation; with the generation bumped it ends without touching `busy`, so it is freed
  // here, or the new game's first run() would be refused and the table left "busy".
  busy = false;
  $("actions").replaceChildren();
  overlay("hand-over", false);
  overlay("game-over", false);
  showScreen("table");
}

/** A game's engine failed to load (offline before it was ever cached, or a broken deploy). */
function engineFailed(e) {
  console.warn("engine not loaded:", e?.message ?? e);
  showReason("This game's engine could not be loaded. Check the connection and try again.", 5000);
}

async function startGame(g) {
  const { Table } = await engineFor(g.id, bindings);
  adopt(g, newTable(g, optionsFor(g), Table));
  warmUp(g.id);
  run(async () => {
    draw();
    await dealAnimation(view.dealer);
  });
}

async function resumeGame() {
  const saved = store.get("save", null);
  const g = saved && gameById(saved.game);
  if (!g) return showStart();
  let t;
  try { const { Table } = await engineFor(g.id, bindings); t = Table.load(saved.state); } catch (e) {
    console.warn("saved game could not be loaded:", e?.message ?? e);
    store.remove("save");
    return showStart();
  }
  // The level chosen in the settings is the one playing (it may have changed since the save).
  const seats = t.view(0).seats;
  const wanted = withLevel(seats, levelFor(g));
  if (JSON.stringify(wanted) !== JSON.stringify(seats)) {
    try { t.setSeats(wanted); } catch (e) { console.warn("level not applied:", e?.message ?? e); }
  }
  adopt(g, t);
  warmUp(g.id);
  run(async () => { draw(); ui.trick = view.trick.slice(); });
}

/** Run one human-triggered step, then let the bots move, then settle. */
async function run(step) {
  if (busy) return;
  busy = true;
  setTurn("busy");
  const gen = generation;
  ui.myTurn = false;
  clearHint(); // a hint lasts until the next action
  cancelHints(); // and one still being worked out is not waited for
  try {
    await step();
    await botLoop(gen);
  } catch (e) {
    if (gen !== generation || e?.code === "stale") {
      // The game was replaced while this step ran: nothing to report.
    } else if (e?.code) {
      showReason(e.message || e.code);
      console.warn("engine said no:", e.code, e.message);
    } else {
      console.error(e);
      showReason("Something went wrong. Reload the page to continue.");
    }
  } finally {
    if (gen === generation) {
      busy = false;
      settle();
    }
  }
}

async function botLoop(gen) {
  while (gen === generation && table.toMoveIsBot()) {
    ui.myTurn = false;
    draw(); // show whose turn it is while they think
    // The worker thinks while the pace delay runs: the delay is a minimum, not added.
    const position = table.save();
    const [action] = await Promise.all([ask(game.id, position, "bot"), sleep(pace().delay)]);
    if (gen !== generation) return; // another game now: drop the answer
    if (table.save() !== position) continue; // the levels changed while it thought: ask again
    await playEvents(table.applyBotAction(action), gen);
  }
}

function settle() {
  if (!table) return;
  const v = table.view(0);
  ui.trick = v.trick.slice();
  ui.myTurn = game.myTurn ? game.myTurn(v) : v.legal.length > 0; // a game may choose sets of cards
  draw(v);
  const phase = v.phase;
  if (phase === "game_over") {
    const s = game.gameOver(v);
    $("game-over-title").textContent = s.title;
    $("game-over-summary").textContent = s.summary;
    $("final-score").innerHTML = s.score;
    overlay("game-over", true);
    setTurn("game_over");
    store.remove("save");
    $("btn-new-game").focus();
    return;
  }
  if (phase === "hand_over") {
    const s = game.handSummary(v);
    $("hand-over-title").textContent = s.title;
    $("hand-over-summary").textContent = s.summary;
    $("hand-over-numbers").innerHTML = s.numbers;
    overlay("hand-over", true);
    setTurn("hand_over");
    $("btn-continue").focus();
  } else {
    setTurn(ui.myTurn ? "you" : "waiting");
  }
  try { store.set("save", { game: game.id, state: table.save() }); } catch (e) { console.warn("save failed:", e); }
}

// ---------- events → animation (one render per event) ---------------------------------------
async function playEvents(events, gen = generation) {
  // Each event is drawn from the view after the whole batch, except the trick and the
  // kitty, which follow the events so that cards can move from where they were.
  ui.kitty = view ? game.kitty(view) : undefined;
  const v = table.view(0);
  // A game module may animate its own events: game.animate(ev, v, fx) → true when handled.
  // Once the game is replaced, this batch draws nothing more (its view is of the old table).
  const paint = (x) => { if (gen === generation) draw(x); };
  const myUi = ui;
  const fx = game.animate ? { prev: view, events: events ?? [], tv, ui, draw: paint, ghost, pace, sleep, flyIn, flyOut, pop } : null;
  try {
    for (const ev of events ?? []) {
      if (gen !== generation) return;
      if (fx && (await game.animate(ev, v, fx))) continue;
      await animateEvent(ev, v, gen);
    }
  } finally {
    myUi.kitty = undefined;
  }
}

async function animateEvent(ev, v, gen = generation) {
  const ms = pace().anim;
  const paint = (x) => { if (gen === generation) draw(x); };
  switch (ev.type) {
    case "deal":
      ui.trick = [];
      ui.kitty = ev.upcard ? { card: ev.upcard, faceUp: true, label: "Upcard" } : undefined;
      paint(v);
      await dealAnimation(ev.dealer);
      break;
    case "play": {
      const from = ev.seat === v.seat ? tv.handCard(ev.card) ?? tv.anchorOf(ev.seat) : tv.anchorOf(ev.seat);
      const fromRect = from.getBoundingClientRect();
      ui.trick = [...ui.trick.filter((p) => p.card !== ev.card), { seat: ev.seat, card: ev.card }];
      paint(v);
      await flyIn(tv.trickCard(ev.card), fromRect, { scaleFrom: ev.seat === v.seat ? 1 : 0.5 });
      break;
    }
    case "trick": {
      if (ms > 0) await sleep(Math.max(350, pace().delay * 0.9)); // let the full trick be seen
      if (gen !== generation) break;
      const to = tv.anchorOf(ev.winner);
      await Promise.all(tv.trickCards().map((el) => flyOut(el, to)));
      if (gen !== generation) break;
      ui.trick = [];
      paint(v);
      pop(tv.seatEl(ev.winner)?.querySelector(".seat-head"));
      break;
    }
    case "pickup": {
      const src = tv.kittyCard()?.getBoundingClientRect();
      ui.kitty = null;
      paint(v);
      if (src && ms > 0) {
        if (ev.seat === v.seat && tv.handCard(ev.card)) await flyIn(tv.handCard(ev.card), src);
        else await ghost(ev.card, src, tv.anchorOf(ev.seat));
      }
      break;
    }
    case "discard": {
      const src = tv.anchorOf(ev.seat).getBoundingClientRect();
      paint(v);
      if (ms > 0) await ghost(null, src, $("centre"));
      break;
    }
    case "bid":
      paint(v);
      pop(tv.seatEl(ev.seat)?.querySelector(".bubble"));
      break;
    case "trump":
      paint(v);
      pop(document.querySelector('[data-testid="trump"]'));
      break;
    case "alone":
    case "defend_alone":
      paint(v);
      pop(tv.seatEl(ev.seat)?.querySelector(".seat-head"));
      if (ms > 0) await sleep(ms);
      break;
    default: // hand_over, scores, game_over, all_pass, and anything newer than this page
      paint(v);
  }
}

/** A temporary card that flies from a rect to an element and disappears. */
async function ghost(code, fromRect, toEl) {
  const el = code ? makeCard(code) : makeBack();
  el.classList.add("ghost");
  Object.assign(el.style, { left: `${fromRect.left}px`, top: `${fromRect.top}px` });
  document.body.append(el);
  await flyOut(el, toEl, { scale: 0.6 });
  el.remove();
}

/** Cards fly from the dealer to each seat, one round at a time, starting left of the dealer. */
async function dealAnimation(dealer) {
  if (pace().anim <= 0) return;
  const n = view.players;
  const from = tv.anchorOf(dealer).getBoundingClientRect();
  const jobs = [];
  const step = Math.min(45, 600 / 20);
  for (let k = 1; k <= n; k++) {
    const seat = (dealer + k) % n;
    const cards = [...tv.seatEl(seat).querySelectorAll(".hand .card")];
    cards.forEach((el, i) => {
      const delay = (i * n + k - 1) * step;
      jobs.push(flyIn(el, from, { delay, scaleFrom: 0.5, fade: true, ms: Math.min(380, pace().anim + 60) }));
    });
  }
  const kitty = tv.kittyCard();
  if (kitty) jobs.push(flyIn(kitty, from, { delay: jobs.length * step, scaleFrom: 0.5, fade: true }));
  await Promise.all(jobs);
}

// ---------- input ---------------------------------------------------------------------------
function act(token) {
  run(async () => {
    const events = table.play(token);
    await playEvents(events);
  });
}

bindInput({
  onCard(code) {
    if (!view || app.dataset.screen !== "table") return;
    if (busy || !ui.myTurn) {
      if (view.phase !== "hand_over" && view.phase !== "game_over") showReason("Wait for your turn.", 1200);
      return;
    }
    if (game.onCard?.(code, view, ui)) { // e.g. toggling a card of a set to choose
      clearHint(); // the pending choice changed: the hint no longer describes it
      return draw(view);
    }
    const token = game.tokenForCard ? game.tokenForCard(code, view) : view.legal.find((t) => t.card === code);
    if (token) return act(token);
    showReason(view.illegal?.[code] ?? "That card can't be played now.");
  },
  onAction(i) {
    if (busy || !ui.myTurn) return;
    const token = tv.legalTokens[i];
    if (token) act(token);
  },
});

// ---------- hints ---------------------------------------------------------------------------
// The Hint button asks the worker for the expert's choice for the human seat; the choice is
// highlighted (its button or cards) with the engine's one-line reason until the next action.
const hintBtn = $("btn-hint");
const hintText = $("hint-text");
let hintAsk = 0; // bumped by every request and by clearHint: a late answer is dropped

function clearHint() {
  hintAsk++;
  ui.hint = null;
  hintText.hidden = true;
  hintText.textContent = "";
  hintBtn.disabled = false;
  hintBtn.removeAttribute("aria-busy");
  markHint();
}

/** An action in a canonical form: keys sorted, a set of cards in sorted order. */
function canon(x, key = "") {
  if (Array.isArray(x)) return (key === "cards" ? [...x].sort() : x).map((v) => canon(v));
  if (x && typeof x === "object") return Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon(x[k], k)]));
  return x;
}
const sameAction = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));

/** Highlight what the hint suggests: the button whose token it is, and/or its cards. */
function markHint() {
  for (const el of document.querySelectorAll(".hinted")) {
    el.classList.remove("hinted");
    el.removeAttribute("aria-describedby");
  }
  const a = ui.hint?.action;
  if (!a || !tv) return;
  const targets = [...tv.actionsEl.querySelectorAll("button[data-index]")]
    .filter((b) => { const t = tv.legalTokens[Number(b.dataset.index)]; return t && sameAction(t, a); });
  const cards = a.cards ?? (a.card && !targets.length ? [a.card] : []);
  for (const c of cards) { const el = tv.handCard(c); if (el) targets.push(el); }
  for (const el of targets) {
    el.classList.add("hinted");
    el.setAttribute("aria-describedby", "hint-text");
  }
}

async function requestHint() {
  if (!table || busy || !ui.myTurn || app.dataset.screen !== "table" || ui.hint) return;
  const mine = ++hintAsk;
  const position = table.save();
  hintBtn.disabled = true;
  hintBtn.setAttribute("aria-busy", "true");
  try {
    const h = await ask(game.id, position, "hint", view.seat);
    if (mine !== hintAsk || busy || table.save() !== position) return; // the player moved on
    game.prepareHint?.(h.action, view, ui); // e.g. pre-select a set of cards, move a bid stepper
    ui.hint = h;
    window.__hint = h; // for the tests
    hintText.textContent = `Hint: ${h.reason}`;
    hintText.hidden = false;
    draw(view);
  } catch (e) {
    if (mine === hintAsk && e?.code !== "stale") showReason(`No hint now: ${e?.message ?? e}`);
  } finally {
    if (mine === hintAsk) {
      hintBtn.disabled = false;
      hintBtn.removeAttribute("aria-busy");
    }
  }
}

hintBtn.addEventListener("click", requestHint);
// A game's own control changed the pending choice (e.g. Sixty-three's bid stepper): the hint,
// text and highlight, is dismissed, as after a card toggle.
$("actions").addEventListener("choicechange", () => clearHint());
document.addEventListener("keydown", (e) => {
  if (e.key !== "h" || e.altKey || e.ctrlKey || e.metaKey || document.querySelector(".overlay:not([hidden])")) return;
  if (e.target.closest?.("input, select, textarea")) return;
  requestHint();
});

$("game-list").addEventListener("click", (e) => {
  const b = e.target.closest("button[data-game]");
  const g = b && gameById(b.dataset.game);
  if (g) startGame(g).catch(engineFailed);
});
$("btn-resume").addEventListener("click", () => resumeGame().catch(engineFailed));
$("btn-home").addEventListener("click", showStart);
$("btn-to-start").addEventListener("click", showStart);
$("btn-continue").addEventListener("click", () => {
  overlay("hand-over", false);
  run(async () => { await playEvents(table.nextHand()); });
});
$("btn-new-game").addEventListener("click", () => {
  overlay("game-over", false);
  run(async () => { await playEvents(table.newGame()); });
});

// ---------- settings panel ------------------------------------------------------------------
function optionField(o, value) {
  const id = `opt-${o.key}`;
  if (o.type === "bool") {
    return `<label class="field check" for="${id}"><input type="checkbox" id="${id}" name="${o.key}" ${value ? "checked" : ""}/> <span>${o.label}</span></label>`;
  }
  const opts = o.choices.map(([v, text]) =>
    `<option value="${v}" ${String(v) === String(value) ? "selected" : ""}>${text}</option>`).join("");
  return `<label class="field" for="${id}"><span>${o.label}</span><select id="${id}" name="${o.key}">${opts}</select></label>`;
}

function openSettings() {
  const g = game ?? GAMES.find((x) => x.available);
  $("pace-choices").innerHTML = Object.entries(PACES).map(([k, p]) =>
    `<label class="seg-item"><input type="radio" name="pace" value="${k}" ${k === paceName ? "checked" : ""}/><span>${p.label}</span></label>`).join("");
  $("options-legend").textContent = `${g.title} rules`;
  renderLevels(g);
  const opts = optionsFor(g);
  $("options-fields").innerHTML = g.options.map((o) => optionField(o, opts[o.key])).join("");
  $("settings-form").dataset.game = g.id;
  overlay("settings", true);
  $("settings-form").querySelector("input[name=pace]:checked")?.focus();
}

/** The level picker: one row per level, with its rating for this game when the ladder has one. */
async function renderLevels(g) {
  const box = $("level-choices");
  const current = levelFor(g);
  $("level-legend").textContent = "Computer players' level";
  const row = (l, r) => `<label class="level-item" data-level="${l.id}">
      <input type="radio" name="level" value="${l.id}" ${l.id === current ? "checked" : ""}/>
      <span class="lv-text"><span class="lv-name">${l.label}</span><span class="lv-about">${l.about}</span></span>
      <span class="lv-rating" data-testid="rating-${l.id}" ${r == null ? 'data-missing="1"' : ""}>${r == null ? "not rated" : Math.round(r)}</span></label>`;
  box.dataset.game = g.id;
  delete box.dataset.rated; // set once the ratings are in
  box.innerHTML = LEVELS.map((l) => row(l, null)).join("");
  const all = await ratings();
  if (box.dataset.game !== g.id) return; // the panel moved on to another game
  const r = all?.[g.id]?.ratings ?? {};
  for (const l of LEVELS) {
    const el = box.querySelector(`[data-testid="rating-${l.id}"]`);
    const v = r[l.id];
    if (typeof v === "number" && Number.isFinite(v)) {
      el.textContent = String(Math.round(v));
      el.removeAttribute("data-missing");
      el.title = `Rating ${Math.round(v)} (the random player is 1200)`;
    }
  }
  const rated = LEVELS.some((l) => typeof r[l.id] === "number");
  $("level-note").textContent = (rated
    ? `For ${g.title}; ratings from a round robin of the levels (the random player is 1200). `
    : `For ${g.title}; no ratings for it yet. `) + "A new level plays from the computer players' next move; the game goes on.";
  box.dataset.rated = rated ? "1" : "0";
}

$("level-choices").addEventListener("change", (e) => {
  const g = gameById($("level-choices").dataset.game);
  const level = e.target.value;
  if (e.target.name !== "level" || !g || !LEVELS.some((l) => l.id === level)) return;
  store.set("level." + g.id, level);
  // The game in progress goes on: its computer players take the new level from their next move.
  if (table && game?.id === g.id && app.dataset.screen === "table") {
    try {
      table.setSeats(withLevel(table.view(0).seats, level));
      if (table.view(0).phase !== "game_over") store.set("save", { game: game.id, state: table.save() });
    } catch (err) {
      console.warn("level not applied:", err?.message ?? err);
    }
  }
});

function closeSettings() { overlay("settings", false); }

$("btn-settings").addEventListener("click", openSettings);
$("btn-close-settings").addEventListener("click", closeSettings);
$("settings").addEventListener("click", (e) => { if (e.target.id === "settings") closeSettings(); });
document.addEventListener("keydown", (e) => { if (e.key === "Escape" && !$("settings").hidden) closeSettings(); });

$("pace-choices").addEventListener("change", (e) => {
  if (e.target.name !== "pace" || !PACES[e.target.value]) return;
  paceName = e.target.value;
  motion.duration = pace().anim;
  document.documentElement.dataset.pace = paceName;
  store.set("pace", paceName);
});

$("settings-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const g = gameById(e.currentTarget.dataset.game);
  if (!g) return closeSettings();
  const form = e.currentTarget;
  const opts = {};
  for (const o of g.options) {
    const input = form.elements[o.key];
    if (o.type === "bool") opts[o.key] = input.checked;
    else {
      const raw = input.value;
      opts[o.key] = typeof o.default === "number" ? Number(raw) : raw;
    }
  }
  store.set("options." + g.id, opts);
  closeSettings();
  startGame(g).catch(engineFailed);
});

// ---------- go ------------------------------------------------------------------------------
showStart();
