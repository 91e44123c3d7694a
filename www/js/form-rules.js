// @ts-check
// The rule options of each named form in the settings panel (a form's own engine table:
// Euchre's of docs/rules/euchre.md §14, Sixty-six's of docs/rules/sixty-six.md §15; keys and
// values as the engine's options). Each defaults to the form's preset (FORM_PRESETS in
// ./option-specs.js). Loaded with the settings, not with a game's page code (the embed
// has no settings). A form not listed offers its game's options. The Sixty-six forms' words
// come with their page code (www/locale-parts/sixty_six_forms/): the panel loads it first.
import euchre from "./games/euchre.js";
import sixtySix from "./games/sixty_six.js";
import { OPTION_SPECS } from "./option-specs.js";

/** @typedef {import("./games/contract.js").OptionSpec} OptionSpec */

/** "7 game points" … for a game target. @param {number[]} ns @returns {[number, string][]} */
const gamePoints = (ns) => ns.map((n) => [n, "sixty_six_forms.page_option.game_points"]);

/** @type {Record<string, OptionSpec>} */
const O = {
  target7: { key: "game_target", label: "sixty_six_forms.page_option.game_target", type: "select", choices: gamePoints([5, 7, 11, 15]) },
  target15: { key: "game_target", label: "sixty_six_forms.page_option.game_target", type: "select", choices: gamePoints([7, 11, 15, 21]) },
  exactly100: { key: "exactly_100", label: "sixty_six_forms.page_option.exactly_100.label", type: "select",
    choices: [[2, "sixty_six_forms.page_option.exactly_100.2"], [1, "sixty_six_forms.page_option.exactly_100.1"]] },
  tie65: { key: "tie_65", label: "sixty_six_forms.page_option.tie_65.label", type: "select",
    choices: [["carry", "sixty_six_forms.page_option.tie_65.carry"], ["nothing", "sixty_six_forms.page_option.tie_65.nothing"]] },
  voidTrump: { key: "void_trump_rule", label: "sixty_six_forms.page_option.void_trump_rule.label", type: "select",
    choices: [["must_trump", "sixty_six_forms.page_option.void_trump_rule.must_trump"], ["overtrump_or_free", "sixty_six_forms.page_option.void_trump_rule.overtrump_or_free"]] },
  minBid: { key: "min_bid", label: "sixty_six_forms.page_option.min_bid", type: "select", choices: [66, 70, 80, 90, 100].map((n) => [n, "howto.points"]) },
  setPoints: { key: "set_points", label: "sixty_six_forms.page_option.set_points", type: "select", choices: gamePoints([1, 2, 3]) },
  leader: { key: "leader", label: "sixty_six_forms.page_option.leader.label", type: "select",
    choices: [["bidder", "sixty_six_forms.page_option.leader.bidder"], ["dealer_left", "sixty_six_forms.page_option.leader.dealer_left"]] },
  scoring: { key: "scoring", label: "sixty_six_forms.page_option.scoring.label", type: "select",
    choices: [["side_66", "sixty_six_forms.page_option.scoring.side_66"], ["contract", "sixty_six_forms.page_option.scoring.contract"]] },
};

/** Base Sixty-six's rules of the deal (its settings' labels and help), for sixty-six-3's
 *  two-hand deal: defaults from Sixty-six's specifications (its book's, §14), nested into the
 *  engine's `two_hand` when the table is made. @type {OptionSpec[]} */
const TWO_HAND = sixtySix.options.filter((o) => o.default === undefined && o.key !== "game_target").map((o) => ({
  ...o, nest: "two_hand", default: OPTION_SPECS.sixty_six?.find((s) => s.key === o.key)?.default,
}));

/** Euchre's options that need partners (a lone hand): not offered at a table of two or three. */
const LONE = ["allow_lone_defender", "lone_hand_lead", "lone_defender_scoring"];
const NO_PARTNERS = euchre.options.filter((o) => !LONE.includes(o.key));
/** @param {string} key @returns {OptionSpec} a Euchre switch, labelled as in How to play */
const flag = (key) => ({ key, label: `euchre.option.${key}`, type: "bool" });

/** Each form's options, by the engine's form names. Euchre: Railroad's Benny, lone defence,
 *  calling for best, laps and slam each switchable (§14.3), British going alone with the bid
 *  (§14.4). Sixty-six: §15.1 Bicycle, §15.2 throat cut and the team game, §15.3 the
 *  three-handed game (its deal is the two-hand game's: base Sixty-six's rules of the deal).
 *  @type {Record<string, OptionSpec[]>} */
export const FORM_OPTIONS = {
  "euchre-2": NO_PARTNERS,
  "euchre-3": [...NO_PARTNERS, { key: "three_hand_march", label: "euchre.option.three_hand_march", type: "select",
    choices: [[3, "howto.points"], [2, "howto.points"]] }],
  "euchre-railroad": [...euchre.options, flag("call_for_best"), flag("laps"), flag("slam")],
  "euchre-british": [...euchre.options, { key: "alone_timing", label: "euchre.option.alone_timing", type: "select",
    choices: [["with_bid", "option_value.with_bid"], ["after_discard", "option_value.after_discard"]] }],
  "sixty-six-4": [O.target7, O.exactly100, O.tie65, O.voidTrump],
  "sixty-six-throat-cut": [O.target15, O.minBid, O.setPoints, O.exactly100, O.leader, O.voidTrump],
  "sixty-six-team": [O.target15, O.minBid, O.scoring, O.setPoints, O.exactly100, O.tie65, O.leader, O.voidTrump],
  "sixty-six-3": [O.target7, ...TWO_HAND],
};
