// GENERATED from the Rust types by scripts/gen-types.mjs — placeholder until the generator lands
//
// The engine's JSON as the page receives it (views, actions, events, refusals, hints). Until
// the generator writes the real shapes, every name is a loose shape: the fields the page's
// generic code relies on, and `[field: string]: any` for the rest. Do not edit by hand once
// generated; in the meantime keep the names stable, the page's JSDoc refers to them.

/** A stable error code (`unknown_game`, `bad_options`, `bad_seats`, `bad_action`,
 *  `not_your_turn`, `must_follow_suit`, `bad_save`, …). */
export type ErrorCode = string;

/** What the engine throws: a JS `Error` with a stable `code`. */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** An action token of one game: `{action: "play", card: "JH"}`, `{action: "bid", value: 30}`, … */
export interface EuchreAction {
  action: string;
  [field: string]: any;
}
export interface SixtySixAction {
  action: string;
  [field: string]: any;
}
export interface SixtyThreeAction {
  action: string;
  [field: string]: any;
}

/** Something that happened, for the page to animate in order (`{type: "play", seat, card}`, …). */
export interface GameEvent {
  type: string;
  [field: string]: any;
}

/** The fields every game's view has. */
interface ViewCommon {
  game: string;
  phase: string;
  /** The seat the view is for. */
  seat: number;
  players: number;
  to_move: number | null;
  dealer: number;
  hand: string[];
  trick: { seat: number; card: string }[];
  scores: number[];
  target: number;
  seats: string[];
  legal: any[];
  illegal?: Record<string, string>;
  [field: string]: any;
}

export interface EuchreView extends ViewCommon {
  legal: EuchreAction[];
}
export interface SixtySixView extends ViewCommon {
  legal: SixtySixAction[];
}
export interface SixtyThreeView extends ViewCommon {
  legal: SixtyThreeAction[];
}

/** `Table.view(seat)`: the view of whichever game the table plays. */
export type TableView = EuchreView | SixtySixView | SixtyThreeView;

/** `Table.hint(seat)`: the expert's choice for the seat to move. */
export interface Hint {
  action: any;
  reason: string;
  /** The search's estimate (0..1), or null when the expert decided without a search. */
  win: number | null;
}

/** A line of the match protocol (the CLI's JSON messages). */
export type Msg = any;

/** A game's rule options as the engine describes them. */
export type OptionSchema = any;
