// The wasm API's boundary in Node (no browser): each attack found on the built page, then a
// short seeded fuzz of every export (the long run is scripts/fuzz-wasm.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { FORMS, SEATS, call, deep, engine, fuzz } from "./wasm-fuzz.mjs";

/** The games and their named forms: each an engine table behind the same boundary. */
const GAMES = ["euchre", "sixty_six", "schnapsen", "sixty_three", ...FORMS];

/** Asserts `f` throws an `Error` with `code`, and returns it. */
function refuses(f, code) {
  const r = call(code, f);
  assert.equal(r.ok, false, `expected a ${code} refusal`);
  assert.ok(r.error instanceof Error);
  assert.equal(r.error.code, code, r.error.message);
  return r.error;
}

/** A cyclic object, an object with a throwing getter, a BigInt, a Symbol: each a value
 *  that once killed or jammed the instance. */
function hostile() {
  const cyclic = { action: "play" };
  cyclic.self = cyclic;
  return {
    deep: deep(3100),
    cyclic,
    getter: { get action() { throw new Error("getter"); } },
    bigint: 10n,
    symbol: Symbol("s"),
  };
}

for (const game of GAMES) {
  test(`${game}: deep, cyclic and throwing values are refused with a code and the table lives on`, async () => {
    const { mod } = await engine(game);
    const t = new mod.Table(game, null, 7, SEATS[game]);
    const save = t.save();
    for (const [name, v] of Object.entries(hostile())) {
      refuses(() => t.play(v), "bad_input");
      refuses(() => t.applyBotAction(v), "bad_input");
      refuses(() => t.setSeats(v), "bad_seats");
      refuses(() => new mod.Table(game, v, 1, SEATS[game]), "bad_options");
      refuses(() => new mod.Table(game, null, 1, v), "bad_seats");
      refuses(() => t.view(v), "bad_input");
      refuses(() => t.hint(v), "bad_input");
      assert.equal(t.save(), save, `${name}: the refusal left the table unchanged`);
    }
    refuses(() => t.setSeats(deep(3300)), "bad_seats");
    refuses(() => t.setSeats([{ get x() { throw new Error("g"); } }]), "bad_seats");
    // The table is still usable: a legal action is accepted.
    const v = t.view(0);
    if (v.legal.length) assert.ok(Array.isArray(t.play(v.legal[0])));
    else assert.ok(t.toMoveIsBot());
    t.free();
  });

  test(`${game}: seats and seeds are whole numbers, never coerced`, async () => {
    const { mod } = await engine(game);
    const t = new mod.Table(game, null, 7, SEATS[game]);
    for (const seat of [-1, 1.7, NaN, Infinity, "0", 256, 2 ** 53]) {
      refuses(() => t.view(seat), "bad_input");
      refuses(() => t.hint(seat), "bad_input");
    }
    assert.equal(t.view(0).seats.length, SEATS[game].length);
    for (const seed of [-1, 1.5, 2 ** 32, "7", 7n]) refuses(() => new mod.Table(game, null, seed, SEATS[game]), "bad_input");
    t.free();
  });

  test(`${game}: Table.load refuses non-strings without allocating, and oversized saves`, async () => {
    const { mod, memory } = await engine(game);
    const before = memory.buffer.byteLength;
    for (const v of [123, null, undefined, { length: 2 ** 28 }, ["{}"], 5n, Symbol("s")]) refuses(() => mod.Table.load(v), "bad_save");
    refuses(() => mod.Table.load(" ".repeat(5 * 1024 * 1024)), "bad_save");
    assert.ok(memory.buffer.byteLength - before < 16 * 1024 * 1024, `memory grew by ${memory.buffer.byteLength - before} bytes`);
    refuses(() => new mod.Table({ length: 2 ** 28 }, null, 1, SEATS[game]), "unknown_game");
    // A good save still loads.
    const t = new mod.Table(game, null, 9, SEATS[game]);
    const copy = mod.Table.load(t.save());
    assert.equal(copy.save(), t.save());
    t.free();
    copy.free();
  });

  test(`${game}: a tampered save at the score limit loads, plays on and saves what loads again`, async () => {
    const { mod } = await engine(game);
    const t = new mod.Table(game, null, 11, SEATS[game].map(() => "club"));
    const saved = JSON.parse(t.save());
    const session = JSON.parse(saved.session);
    session.scores = session.scores.map(() => 999_999);
    session.hand_number = 4294967295;
    refuses(() => mod.Table.load(JSON.stringify({ ...saved, session: JSON.stringify(session) })), "bad_save");
    session.hand_number = 3;
    const u = mod.Table.load(JSON.stringify({ ...saved, session: JSON.stringify(session) }));
    const think = (await engine(game, "think")).mod; // the bots' build decides
    while (u.toMoveIsBot()) { const c = think.Table.load(u.save()); u.applyBotAction(c.botAction()); c.free(); }
    const again = mod.Table.load(u.save());
    assert.ok(again.view(0).scores.every((/** @type {number} */ s) => s <= 1_000_000));
    for (const x of [t, u, again]) x.free();
  });

  test(`${game}: a seeded fuzz of every export — coded errors only, refusals change nothing, memory bounded`, async () => {
    const fig = await fuzz(game, Number(process.env.FUZZ_CALLS ?? 3000), 0xF00D);
    assert.ok(fig.accepted > 100, `the fuzz reached real play: ${JSON.stringify(fig)}`);
    assert.ok(Object.keys(fig.refused).length >= 4, `several kinds of refusal: ${JSON.stringify(fig.refused)}`);
    assert.ok(fig.maxMemory < 64 * 1024 * 1024, `memory ${fig.maxMemory}`);
  });
}
