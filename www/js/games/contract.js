// @ts-check
// The per-game plug-in contract, written once. A game plugs into the page with a module in
// this folder whose default export is a GamePlugin (euchre.js, sixty_six.js, sixty_three.js
// each declare `@type {GamePlugin}`), listed in ./index.js. The controller (../controller.js)
// and the table renderer (../table.js) call only what is described here; every rule decision
// stays in the engine, so a plug-in labels and draws what the view says.
// This file holds types only (JSDoc); it exports nothing at run time.

/**
 * A view from the engine (`table.view(seat)`), an action token from `view.legal`, an event.
 * @typedef {import("../types").TableView} View
 * @typedef {import("../engine").Action} Action
 * @typedef {import("../types").GameEvent} GameEvent
 * @typedef {import("../table.js").TableView} TableView
 */

/**
 * A rule option offered in the settings panel (keys and values as the engine's options).
 * @typedef {object} OptionSpec
 * @property {string} key
 * @property {string} label  the catalogue key of its label
 * @property {"select" | "bool"} type
 * @property {string | number | boolean} [default]  only for a page-only setting or a `nest`ed one; rule options take the engine's (option-specs.js)
 * @property {[string | number, string][]} [choices]  `[value, text key]` (the text's catalogue key), for a select
 * @property {string} [nest]  the engine's options object it belongs in (sixty-six-3's `two_hand`)
 */

/**
 * What lies face up or down in the middle before play (Euchre's upcard).
 * @typedef {{ card: string, faceUp: boolean, label: string, turned?: boolean }} Kitty  turned: shown sideways and greyed (Euchre's turned-down upcard)
 */

/**
 * The page's state of one game that is not the engine's (made fresh for every game):
 * what the table shows while events animate. A plug-in may keep its own notes in `own`.
 * @typedef {object} Ui
 * @property {{ seat: number, card: string }[]} trick  the cards shown in the trick
 * @property {boolean} myTurn   the human may act
 * @property {boolean} bubbles  show the seats' bids in speech bubbles
 * @property {Kitty | null | undefined} kitty  undefined: draw `game.kitty(view)`
 * @property {import("../types").Hint | null} hint  the hint on show, if any
 * @property {Record<string, any>} own  the plug-in's own notes (a pending choice, a bid stepper)
 */

/**
 * The kit handed to `animate()` for one batch of events (one `play`, one bot move, …).
 * @typedef {object} Fx
 * @property {View | null} prev   the view drawn before the batch
 * @property {GameEvent[]} events the whole batch
 * @property {TableView} tv
 * @property {Ui} ui
 * @property {(view: View) => void} draw  render a view (nothing once the game is replaced)
 * @property {() => boolean} live  false once the game is replaced: stop drawing
 * @property {(code: string | null, fromRect: DOMRect, toEl: Element) => Promise<void>} ghost
 *   a temporary card (null: a back) flies from a rect to an element and disappears
 * @property {() => import("../settings.js").Pace} pace  the current pace (delay, anim ms)
 * @property {(ms: number) => Promise<void>} sleep
 * @property {typeof import("../animate.js").flyIn} flyIn
 * @property {typeof import("../animate.js").flyOut} flyOut
 * @property {typeof import("../animate.js").pop} pop
 * @property {(ev: any, v: View, fx: Fx) => Promise<void>} holdTrick  a finished trick: mark the winner, say why, wait
 * @property {(fx: Fx, ev: any, v: View, cards: string[]) => View} cardsPlayed  the view as the
 *   animation has got it once `ev.seat` played `cards` (draw it: no counter runs ahead of the cards)
 * @property {(fx: Fx, ev: any, v: View) => View} trickGathered  the same once a finished trick left the table
 * @property {Record<string, any>} scratch  the plug-in's notes for this batch (fresh per batch)
 */

/**
 * An end-of-hand summary for the hand-over overlay (see ../summary.js).
 * @typedef {{ title: string, summary: string, numbers: string }} HandSummary
 */

/**
 * An end-of-game summary for the game-over overlay (see ../summary.js).
 * @typedef {{ title: string, summary: string, score: string }} GameOverSummary
 */

/**
 * How a plug-in marks the human's hand: playable and selected cards, data attributes.
 * @typedef {object} HandMarks
 * @property {Set<string>} [playable]
 * @property {Set<string>} [selected]
 * @property {(code: string) => Record<string, string>} [data]
 * @property {(code: string) => string} [label]  words for what the marks show ("trump, counts 25 points"), added to the card's name
 */

/**
 * A game for the page. Strings returned as "HTML" are markup (labels may hold suit pips).
 * @typedef {object} GamePlugin
 * @property {string} id        the engine's game name
 * @property {string} title     the English name (the page shows the catalogue's `games.<id>`)
 * @property {string} blurb     the catalogue key of one line for the game picker
 * @property {boolean} available  false: listed as "soon", cannot be picked
 * @property {OptionSpec[]} options  rule options for the settings panel
 * @property {(options: Record<string, any>) => string[]} seats  `["human", "club", …]`, one per seat
 * @property {(view: View, seat: number) => string} seatName
 * @property {(view: View, seat: number) => number} teamOf
 * @property {(token: Action, view: View) => string} actionLabel  HTML of an action button
 * @property {(action: Action, view: View, seat: number) => string} bidText  HTML of a seat's bid bubble
 * @property {(view: View, myTurn: boolean) => string} prompt  the line above the human's hand (HTML)
 * @property {(view: View, seat: number) => [string, string][]} seatBadges  `[kind, HTML]` next to a seat's name
 * @property {(view: View) => string} scoreboard  HTML of the scoreboard strip (../summary.js helps)
 * @property {(view: View) => Kitty | null} kitty  what lies in the middle before play
 * @property {(view: View) => HandSummary} handSummary  for the hand-over overlay
 * @property {(view: View) => GameOverSummary} gameOver  for the game-over overlay
 * @property {string[]} biddingPhases  phases in which the seats' bid bubbles stay up
 * @property {(ev: GameEvent, view: View, fx: Fx) => Promise<boolean>} [animate]
 *   animate one event (`view` is the view after the whole batch); true when handled, false
 *   to leave it to the shared animations (../effects.js: deal, play, trick, bid, redraw)
 * @property {boolean | ((view: View) => boolean)} [peek]  the rules (or, where the rules forbid it, an
 *   option in force in the view) let a player look at the last trick (a "Last trick" button, key L)
 * @property {(view: View) => { seat: number, action: Action }[]} [bids]  the bids for the bubbles (default `view.bids`)
 * @property {(view: View) => boolean} [myTurn]  may the human act (default: `view.legal` is not empty)
 * @property {(view: View, myTurn: boolean, ui: Ui) => HandMarks} [handMarks]
 * @property {(code: string, view: View, ui: Ui) => boolean} [onCard]
 *   a tap on a card changed a pending choice (true: handled, redraw; no action played)
 * @property {(code: string, view: View) => Action | undefined} [tokenForCard]  the action a tap on a card plays
 * @property {(tv: TableView, view: View, myTurn: boolean, ui: Ui) => void} [renderActions]
 *   draw the action row itself; must set `tv.legalTokens` (the button at `data-index` i plays token i)
 * @property {(tv: TableView, view: View, ui: Ui) => void} [decorate]  the game's extras on the table ("game-extra" elements)
 * @property {(action: Action, view: View, ui: Ui) => void} [prepareHint]  make a hint visible (pre-select its cards, …)
 * @property {(token: Action, view: View) => import("../confirm.js").ConfirmText | null} [confirmAction]
 *   a question to ask before playing this button's action (null: play it at once), e.g. a
 *   claim that would lose; the page never refuses it (the engine decides what is legal)
 * @property {(changed: Record<string, any>) => [string, Record<string, any>]} [engineTable]
 *   the engine table and options for the page's changed options (default `[id, changed]`)
 * @property {FormEntry[]} [forms]  the picker's named forms under the game (the engine's
 *   `formList()`), each an engine table of that name; the game's own entry is not listed
 * @property {string} [under]  listed in the picker under that game's entry, not on its own (the
 *   Sixty-six forms: their own plug-in and engine, picked under Sixty-six)
 * @property {() => Promise<{ default: GamePlugin }>} [load]  the plug-in's module, imported when
 *   the game starts (`ready` in ./index.js); until then only the picker's fields are there
 * @property {boolean} [loaded]  `load` has been done
 * @property {(options: Record<string, any>) => { title: string, sections: [string, string[]][] }} [howto]
 *   the How to play panel's title and sections (`howto.<id>.<paragraph>`) for these options
 * @property {string} [book]  the game whose rule book holds this one's rules (default: its id)
 */

/**
 * @typedef {object} FormEntry
 * @property {string} id  the form's name, the same in the engine, CLI, saves, deal codes and `game=`
 * @property {number} [seats]  players at the table (default: the game's)
 * @property {Record<string, any>} [page]  the page options the form sets (Sixty-six's `preset`)
 */

export {};
