// The JS API that wasm-bindgen generates from src/wasm.rs, as the page uses it. Written by
// hand (wasm-bindgen runs with --no-typescript); keep it in step with src/wasm.rs.
import type { GameEvent, Hint, TableView } from "./types";

/** An action token as `view.legal` lists it. */
export type Action = { action: string; [field: string]: any };

/** One legal action and the expert's estimate of it: the search's mean reward after it,
 *  0..1 for the seat's side (0.5 an even hand), and the iterations that went through it. */
export type ActionValue = { action: Action; value: number; visits: number };
/** The expert's analysis of one decision, from the seat's observation only (`Table.analyse`). */
export type Analysis = { seat: number; best: Action; why: { key: string; params?: Record<string, any> }; values: ActionValue[] };
/** One legal action's open-hand result: the side's lead in hand points with all cards seen. */
export type OpenValue = { action: Action; lead: number };

/** A game table. Every method that can be refused throws an `Error` with a stable `code`
 *  (see `Refusal` in types.d.ts) and leaves the state unchanged. */
export declare class Table {
  /** `new Table(game, options|null, seed, seats)`; throws `unknown_game`, `bad_options`, `bad_seats`. */
  constructor(game: string, options: Record<string, unknown> | null, seed: number, seats: string[]);
  /** The view for `seat` (hidden cards never included). */
  view(seat: number): TableView;
  /** The human to move plays `action`; the events, in order. */
  play(action: Action): GameEvent[];
  /** The bot to move acts (searches on the calling thread). */
  botMove(): GameEvent[];
  /** The action the bot to move would take, not taken (what the web worker computes). */
  botAction(): Action;
  /** Applies an action computed by `botAction`, checked like any action. */
  applyBotAction(action: Action): GameEvent[];
  /** The expert's suggestion for `seat`, which must be to move. */
  hint(seat: number): Hint;
  /** The expert's analysis of `seat`'s decision (`seat` to move): its choice and the
   *  estimate of every legal action, from that seat's observation only (the review). */
  analyse(seat: number): Analysis;
  /** The open-hand result for `seat` (to move), or null when the rest is too big to solve.
   *  Reads the hidden cards: for the review of a finished hand only. */
  openResult(seat: number): OpenValue[] | null;
  /** A claim by `seat` (to move) for its side: the rest of the hand's actions and the side's
   *  lead in hand points at its end, when the engine proves (every card seen) that the others
   *  can no longer change the result, else null. */
  claim(seat: number): { actions: Action[]; lead: number } | null;
  /** Plays a claim by `seat` (to move), proven again by the engine: the rest of the hand's events.
   *  Throws `not_legal_now` (nothing changed) when it is not proven. */
  applyClaim(seat: number): GameEvent[];
  /** Plays the next action of a claim by `seat`'s side, proven again from every card: that
   *  action's events (a claim's tricks are laid one by one). Throws `hand_over` once the
   *  hand is over, `not_legal_now` (nothing changed) when the claim is not proven. */
  claimStep(seat: number): GameEvent[];
  /** Whether the bot to move claims the rest for its side, decided from its own observation
   *  only (sampled worlds); the table proves the claim with every card before it is played.
   *  Throws `not_bot_turn`. */
  botClaims(): boolean;
  /** True if a bot is to move. */
  toMoveIsBot(): boolean;
  /** Changes the computer players' levels mid-game; throws `bad_seats`, nothing changed. */
  setSeats(seats: string[]): void;
  /** Deals the next hand (after `hand_over`). */
  nextHand(): GameEvent[];
  /** Starts a new game at the same table. */
  newGame(): GameEvent[];
  /** The code of the current deal (`euchre-SEED-HAND-DEALER`). */
  dealCode(): string;
  /** A versioned JSON save. */
  save(): string;
  /** Rebuilds a table from `save()`; throws `bad_save`. */
  static load(json: string): Table;
  /** A table whose match starts at the deal a code names (`dealCode()`); throws `bad_deal_code`. */
  static atDeal(game: string, options: Record<string, unknown> | null, deal: string, seats: string[]): Table;
  /** Frees the wasm memory (wasm-bindgen). */
  free(): void;
}

/** The games this build offers: `[[name, title], …]`. */
export declare function gameList(): [string, string][];

/** The forms this build offers, grouped under their game: `[[form, game], …]` (a form's name
 *  opens an engine table of that name; a game's own name is its plain form). */
export declare function formList(): [string, string][];

/** A fresh random seed from the browser's crypto. */
export declare function randomSeed(): number;

/** A loaded engine module (Trunk's for Euchre, engines/<game>/engine.js for the others). */
export interface EngineBindings {
  Table: typeof Table;
  gameList?: typeof gameList;
  formList?: typeof formList;
  randomSeed?: typeof randomSeed;
}

/** An engine module before initialisation: wasm-bindgen's `--target web` glue. */
export interface EngineModule extends EngineBindings {
  default(init?: { module_or_path: URL | string }): Promise<unknown>;
  /** engines/euchre/engine.js only: the hashed wasm that goes with Trunk's glue. */
  WASM_URL?: URL;
}

declare global {
  interface Window {
    /** Set by Trunk's loader once Euchre's engine is initialised (it fires TrunkApplicationStarted). */
    wasmBindings?: EngineBindings;
    // Test and measurement hooks (set by controller.js).
    __table?: Table;
    __hint?: Hint;
    __bots?: typeof import("./bots.js").botStats;
    __engineFor?: (id: string) => Promise<EngineBindings>;
    __thinkFor?: (id: string) => Promise<EngineBindings>;
  }
}
