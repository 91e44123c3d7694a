// GENERATED from the Rust types: tests/schema.rs writes www/js/schema.json (BLESS=1 cargo test --test schema),
// scripts/gen-types.mjs turns it into this file. Do not edit; the test command fails when it is stale.

/**
 * A card as rank then suit (`9C`, `TD`, `JH`, `AS`; ranks 2-9 T J Q K A, suits C D H S) or `XJ` for the joker.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Card".
 */
export type Card = string;
/**
 * Every stable error code the engine, the table and the protocols report
 * (`snake_case` on the wire, e.g. `"must_follow_suit"`). Programs branch on the
 * code; players read the message rendered from the refusal's [`Msg`].
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ErrorCode".
 */
export type ErrorCode =
  | "hand_over"
  | "not_legal_now"
  | "not_your_turn"
  | "not_bot_turn"
  | "not_in_hand"
  | "must_follow_suit"
  | "stuck_dealer"
  | "turned_down_suit"
  | "cannot_discard_upcard"
  | "bid_too_low"
  | "bid_too_high"
  | "must_dump"
  | "first_lead_trump"
  | "must_follow_trump"
  | "trump_not_dirt"
  | "counting_trump"
  | "not_trump"
  | "not_legal_card"
  | "wrong_count"
  | "bad_marriage"
  | "closing_not_allowed"
  | "declare_automatic"
  | "marriage_king_only"
  | "need_trick"
  | "no_marriage"
  | "not_leader"
  | "must_beat"
  | "must_trump"
  | "not_trump_nine"
  | "marriage_phase2"
  | "stock_closed"
  | "stock_too_small"
  | "unknown_game"
  | "bad_options"
  | "bad_seats"
  | "bad_action"
  | "bad_input"
  | "bad_save"
  | "bad_deal_code"
  | "wrong_time"
  | "internal";
/**
 * What happens after eight passes without stick-the-dealer (docs/rules/euchre.md §5.4).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "AllPassOutcome".
 */
export type AllPassOutcome = "redeal_next_dealer" | "void_hand";
/**
 * The joker option (docs/rules/euchre.md §14.3, §14.4).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "JokerOption".
 */
export type JokerOption = "none" | "benny";
/**
 * What a lone defender's euchre is worth (docs/rules/euchre.md §10).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "LoneDefenderScoring".
 */
export type LoneDefenderScoring = "always_4" | "by_tricks";
/**
 * Who leads first when someone is alone (docs/rules/euchre.md §7.2).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "LoneHandLead".
 */
export type LoneHandLead = "left_of_lone_player" | "left_of_dealer";
/**
 * An event to animate: the game's own, or the table's at the end of a hand.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "GameEvent".
 */
export type GameEvent =
  | TableEvent
  | {
      type: string;
      [k: string]: any;
    };
/**
 * An event the table adds after a game's own events, when a hand ends.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "TableEvent".
 */
export type TableEvent =
  | {
      /**
       * Score per side.
       */
      scores: number[];
      type: "scores";
    }
  | {
      /**
       * Final score per side.
       */
      scores: number[];
      type: "game_over";
      /**
       * The winning side.
       */
      winner: number;
    };
/**
 * What kind of value an option takes.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "OptionKind".
 */
export type OptionKind = "bool" | "choice" | "int";
/**
 * When the "non-closer has no trick" test of a failed close is made (§12.3,
 * §14 `closing_penalty_snapshot`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "PenaltySnapshot".
 */
export type PenaltySnapshot = "at_closing" | "at_end";
/**
 * Whose state sets a successful closer's 1/2/3 (§14 `closing_success_snapshot`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SuccessSnapshot".
 */
export type SuccessSnapshot = "at_declaration" | "at_closing";
/**
 * When the trump nine (jack in Schnapsen) may be exchanged (§14 `exchange_timing`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ExchangeTiming".
 */
export type ExchangeTiming = "leader_before_lead" | "any_time";
/**
 * How a marriage is announced (§14 `marriage_lead`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "MarriageLead".
 */
export type MarriageLead = "king_or_queen" | "king_only";
/**
 * When a marriage announced before a trick counts (§6.3, §14 `marriage_pending_rule`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "PendingRule".
 */
export type PendingRule = "first_trick" | "next_trick";
/**
 * How a deal ends when all tricks are played and nobody declared (§12.2,
 * §14 `no_declaration_rule`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "NoDeclarationRule".
 */
export type NoDeclarationRule = "last_trick_winner_scores" | "last_trick_winner_1pt" | "split_65";
/**
 * The old Hoyle scale for a failed close (§14 `old_closing_penalty`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "OldClosingPenalty".
 */
export type OldClosingPenalty = "off" | "on";
/**
 * The follower's duty in phase 2 (§8.3, §14 `phase2_follow_rule`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "FollowRule".
 */
export type FollowRule = "strict" | "follow_only";
/**
 * Who wins a trick without a trump (§9.6, §12 `all_dirt_trick_winner`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "AllDirtTrickWinner".
 */
export type AllDirtTrickWinner = "highest_of_led_suit" | "leader";
/**
 * How the auction runs (§6.2, §12 `auction_style`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "AuctionStyle".
 */
export type AuctionStyle = "open" | "single_round";
/**
 * How the cards are dealt (§5.2, §12 `deal_style`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "DealStyle".
 */
export type DealStyle = "nine_each" | "twelve_plus_kitty";
/**
 * Who wins when both teams pass the target (§11.1, §12 `end_rule`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EndRule".
 */
export type EndRule = "bidder_goes_out" | "higher_score" | "must_bid_out";
/**
 * What happens to trumps beyond six (§7.6, §12 `excess_trump_handling`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ExcessTrumpHandling".
 */
export type ExcessTrumpHandling = "pass_then_keep" | "pass_then_discard_noncounting" | "dump_on_first_trick";
/**
 * When a player without trump is out of the hand (§8.2, §12 `fold_rule`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "FoldRule".
 */
export type FoldRule = "auto_when_no_trump" | "when_cannot_follow_trump";
/**
 * The joker's place in the trump order (§3.2, §12 `joker_rank`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "JokerRank".
 */
export type JokerRank = "lowest_trump" | "highest_trump";
/**
 * An off/on switch, spelled as in §12 (`shoot_the_moon`: `off` / `on`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Switch".
 */
export type Switch = "off" | "on";
/**
 * Which team the 2 of trump counts for (§10.1, §12 `two_of_trump_scores_to`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "TwoScoresTo".
 */
export type TwoScoresTo = "player_who_played" | "trick_winner";
/**
 * A suit letter: clubs, diamonds, hearts, spades.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Suit".
 */
export type Suit = "C" | "D" | "H" | "S";
/**
 * Table.view(seat): the hand's view of the game played, merged with the match fields.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "TableView".
 */
export type TableView = MatchView & {
  [k: string]: any;
};

export interface PageTypes {
  Card: Card;
  ErrorCode: ErrorCode;
  EuchreOptions: EuchreOptions;
  GameEvent: GameEvent;
  Hint: Hint;
  MatchView: MatchView;
  Msg: Msg;
  OptionSpec: OptionSpec;
  Refusal: Refusal;
  SixtySixOptions: SixtySixOptions;
  SixtyThreeOptions: SixtyThreeOptions;
  Suit: Suit;
  TableEvent: TableEvent;
  TableView: TableView;
}
/**
 * All Euchre options. Deserializes from a partial JSON object: missing keys take the
 * defaults of docs/rules/euchre.md §13. Validate with [`EuchreOptions::validate`].
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EuchreOptions".
 */
export interface EuchreOptions {
  /**
   * §5.4: what eight passes do without stick-the-dealer.
   */
  all_pass_outcome: AllPassOutcome & string;
  /**
   * §6.2: a defender may play alone.
   */
  allow_lone_defender: boolean;
  /**
   * §14.3: a lone player discards one card and receives their partner's best.
   */
  call_for_best: boolean;
  /**
   * §5.2: whether the dealer may discard the upcard itself.
   */
  dealer_may_discard_upcard: boolean;
  /**
   * §14.5: 24 or 32 cards.
   */
  deck: number;
  /**
   * §13: what the defenders score for euchring a lone maker (2 or 4).
   */
  euchred_lone_maker_points: number;
  /**
   * §11.1: points needed to win (10, 5, 7 or 11).
   */
  game_target: number;
  /**
   * §14.5: 5 or 7 cards each (7 only with the 32-card pack).
   */
  hand_size: number;
  /**
   * §14.3–14.4: the Benny.
   */
  joker: JokerOption & string;
  /**
   * §14.3: points beyond the target carry into the next game.
   */
  laps: boolean;
  /**
   * §10: what a lone defender's euchre is worth.
   */
  lone_defender_scoring: LoneDefenderScoring & string;
  /**
   * §7.2: the opening lead when someone is alone.
   */
  lone_hand_lead: LoneHandLead & string;
  /**
   * §13: a dealer's partner who assists must play alone (house rule).
   */
  partner_assist_forces_alone: boolean;
  /**
   * Players at the table: 4 (default), 3 (cut-throat, §14.2) or 2 (§14.1).
   */
  players: number;
  /**
   * §13: play one hand (±points) instead of a game.
   */
  single_hand: boolean;
  /**
   * §14.3: a game won while the opponents have 0 counts as two games.
   */
  slam: boolean;
  /**
   * §5.4: the dealer may not pass in round 2 once the others have passed.
   */
  stick_the_dealer: boolean;
  /**
   * §14.2: a three-handed march scores 3 or 2.
   */
  three_hand_march: number;
}
/**
 * Table.hint(seat): the expert's suggestion.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Hint".
 */
export interface Hint {
  action: {
    [k: string]: any;
  };
  reason: string;
  why: Msg;
  win: number | null;
}
/**
 * A message for a player: a catalogue key and its parameters (cards as codes, suits as letters, numbers, sub-keys, nested messages).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Msg".
 */
export interface Msg {
  key: string;
  params: {
    [k: string]: unknown;
  };
}
/**
 * The match part of every view: scores, seats, the target and the deal code, from the
 * viewer's chair. The page sees it merged into the hand's view (one flat object).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "MatchView".
 */
export interface MatchView {
  /**
   * Game points waiting for the winner of the next scored hand.
   */
  carried_bonus: number;
  /**
   * The code of the current deal (`euchre-00C0FFEE-3-1`).
   */
  deal_code: string;
  /**
   * Games won in the match, by side.
   */
  games_won: number[];
  /**
   * Hands dealt so far in the match (0 for the first).
   */
  hand_number: number;
  /**
   * The viewer's side.
   */
  my_team: number;
  /**
   * The options in force (the game's options object).
   */
  options: {
    [k: string]: unknown;
  };
  /**
   * The game score of each side.
   */
  scores: number[];
  /**
   * Who sits in each seat (`human`, `club`, …), as the table was opened.
   */
  seats: string[];
  /**
   * The score that wins a game.
   */
  target: number;
  /**
   * The catalogue keys of the sides' names (`team.us_partner`, `team.opponents`,
   * `team.you`, `team.opponent`, `team.player` with its number).
   */
  team_keys: Msg[];
  /**
   * The sides' names from the viewer's chair (English; their keys are `team_keys`).
   */
  team_names: string[];
  /**
   * The number of sides.
   */
  teams: number;
  /**
   * The side that has won the game, once it is over.
   */
  winner: number | null;
}
/**
 * One rule option of a game, as the page offers it.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "OptionSpec".
 */
export interface OptionSpec {
  /**
   * The values the rules allow with every other option at its default (kind `choice`),
   * in declaration or numeric order.
   */
  choices: (string | number | boolean)[];
  /**
   * The rule book's default.
   */
  default: string | number | boolean;
  /**
   * The field name in the options object (`stick_the_dealer`).
   */
  key: string;
  /**
   * Its kind.
   */
  kind: OptionKind;
  /**
   * The catalogue key of its label (`euchre.option.stick_the_dealer`); a choice's label
   * is `<label_key>.<value>`.
   */
  label_key: string;
  /**
   * The largest allowed value (kind `int`).
   */
  max: number | null;
  /**
   * The smallest allowed value (kind `int`).
   */
  min: number | null;
  /**
   * The rule book's note on the option (its doc comment, with the section), in English.
   */
  note: string;
}
/**
 * Why an action or request was refused; the state is unchanged. Thrown to JS as an Error with these properties.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Refusal".
 */
export interface Refusal {
  code: ErrorCode;
  key: string;
  /**
   * The English sentence.
   */
  message: string;
  params: {
    [k: string]: unknown;
  };
}
/**
 * All Sixty-six options (§14). Deserializes from a partial JSON object; missing keys take
 * the defaults of §14. Check with [`SixtySixOptions::validate`].
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtySixOptions".
 */
export interface SixtySixOptions {
  /**
   * §14 `auto_declare`: a player is deemed to declare as soon as their total reaches 66
   * at a trick boundary; nobody declares by choice.
   */
  auto_declare: boolean;
  /**
   * §7.2 `close_before_drawing`: the trick winner may also close before either player
   * draws (both then play on with one card fewer).
   */
  close_before_drawing: boolean;
  /**
   * §14 `closing`: whether the stock may be closed (§7).
   */
  closing: boolean;
  /**
   * §12.3 `closing_penalty_snapshot`.
   */
  closing_penalty_snapshot: PenaltySnapshot & string;
  /**
   * §14 `closing_success_snapshot`.
   */
  closing_success_snapshot: SuccessSnapshot & string;
  /**
   * §14 `deck`: 24 (Sixty-six) or 20 (Schnapsen, §15.4: 5 cards each, the trump jack is
   * exchanged).
   */
  deck: number;
  /**
   * §14 `exchange_min_stock`: the least number of cards (face-up card included) the
   * stock must hold for an exchange or a close: 2 or 4.
   */
  exchange_min_stock: number;
  /**
   * §14 `exchange_requires_trick`: the exchange needs a trick won first (§5.2).
   */
  exchange_requires_trick: boolean;
  /**
   * §14 `exchange_timing`.
   */
  exchange_timing: ExchangeTiming & string;
  /**
   * §13.1 `game_target`: game points that win the game (7, 10 or 11).
   */
  game_target: number;
  /**
   * §11 `last_trick_bonus`: 10 or 0 card points for the last trick after normal
   * exhaustion.
   */
  last_trick_bonus: number;
  /**
   * §6.4 `marriage_in_phase2`: marriages may be announced once the stock is gone or closed.
   */
  marriage_in_phase2: boolean;
  /**
   * §14 `marriage_lead`.
   */
  marriage_lead: MarriageLead & string;
  /**
   * §14 `marriage_pending_rule`.
   */
  marriage_pending_rule: PendingRule & string;
  /**
   * §12.2 `no_declaration_rule`.
   */
  no_declaration_rule: NoDeclarationRule & string;
  /**
   * §14 `old_closing_penalty`.
   */
  old_closing_penalty: OldClosingPenalty & string;
  /**
   * §14 `phase2_follow_rule`.
   */
  phase2_follow_rule: FollowRule & string;
  /**
   * Display only (not a rule): show the opponent's running total in the view. Players
   * normally have to remember it. Default false.
   */
  show_opponent_points: boolean;
}
/**
 * All Sixty-three options (§12). Missing keys take the defaults.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtyThreeOptions".
 */
export interface SixtyThreeOptions {
  /**
   * §9.6: the winner of a trick with no trump.
   */
  all_dirt_trick_winner: AllDirtTrickWinner & string;
  /**
   * §6.2: `open` or `single_round`.
   */
  auction_style: AuctionStyle & string;
  /**
   * §5.2: nine each, or twelve each plus a kitty.
   */
  deal_style: DealStyle & string;
  /**
   * §6.3c: the contract imposed on the dealer when the three others pass (1..=63;
   * default 25).
   */
  dealer_default_contract: number;
  /**
   * §11.1: the tie-break when both teams reach the target.
   */
  end_rule: EndRule & string;
  /**
   * §7.6: trumps beyond six.
   */
  excess_trump_handling: ExcessTrumpHandling & string;
  /**
   * §8.2: when a player without trump is out.
   */
  fold_rule: FoldRule & string;
  /**
   * §11.1: points needed to win (1..=10000; default 250).
   */
  game_target: number;
  /**
   * §4.1: the joker's points, 15 or 0 (0 only with `three_of_trump_points` 15).
   */
  joker_points: number;
  /**
   * §3.2: the joker's place among the trumps.
   */
  joker_rank: JokerRank & string;
  /**
   * §6.1: the lowest legal bid (1..=63; default 40).
   */
  min_bid: number;
  /**
   * §10.4: whether the non-bidding team scores its points.
   */
  non_bidding_team_scores: boolean;
  /**
   * §12: adds a bid of 126 (take all 63 points; scores ±126).
   */
  shoot_the_moon: Switch & string;
  /**
   * §4.1: the 3 of trump's points, 0 or 15.
   */
  three_of_trump_points: number;
  /**
   * §10.1: who gets the 2 of trump.
   */
  two_of_trump_scores_to: TwoScoresTo & string;
}
