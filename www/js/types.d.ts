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
 * A decision. Serializes as the fixture tokens: `{"action":"pass"}`,
 * `{"action":"call","suit":"H"}`, `{"action":"play","card":"JD"}` …
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EuchreAction".
 */
export type EuchreAction =
  | {
      action: "pass";
    }
  | {
      action: "order_up";
    }
  | {
      action: "call";
      /**
       * The suit named; never the upcard's.
       */
      suit: Suit;
    }
  | {
      action: "name_trump";
      /**
       * Any suit.
       */
      suit: Suit;
    }
  | {
      action: "alone";
    }
  | {
      action: "partner";
    }
  | {
      action: "discard";
      /**
       * The card thrown away face down.
       */
      card: Card;
    }
  | {
      action: "give_best";
      /**
       * The card given face down.
       */
      card: Card;
    }
  | {
      action: "play";
      /**
       * The card played.
       */
      card: Card;
    };
/**
 * A suit letter: clubs, diamonds, hearts, spades.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Suit".
 */
export type Suit = "C" | "D" | "H" | "S";
/**
 * Public happenings, in order, for the page to animate. No hidden card ever appears.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EuchreEvent".
 */
export type EuchreEvent =
  | {
      /**
       * Dealer seat.
       */
      dealer: number;
      type: "deal";
      /**
       * The turned-up card.
       */
      upcard: Card;
    }
  | {
      /**
       * What (pass, order_up, call, alone, partner).
       */
      action: EuchreAction;
      /**
       * Who.
       */
      seat: number;
      type: "bid";
    }
  | {
      /**
       * The maker.
       */
      maker: number;
      /**
       * Trump suit.
       */
      suit: Suit;
      type: "trump";
    }
  | {
      /**
       * The card taken.
       */
      card: Card;
      /**
       * The dealer.
       */
      seat: number;
      type: "pickup";
    }
  | {
      /**
       * Who discarded.
       */
      seat: number;
      type: "discard";
    }
  | {
      /**
       * The lone maker.
       */
      seat: number;
      type: "alone";
    }
  | {
      /**
       * The lone defender.
       */
      seat: number;
      type: "defend_alone";
    }
  | {
      /**
       * The partner who gave.
       */
      partner: number;
      /**
       * The lone player.
       */
      seat: number;
      type: "best_exchange";
    }
  | {
      type: "all_pass";
    }
  | {
      /**
       * What.
       */
      card: Card;
      /**
       * Who.
       */
      seat: number;
      type: "play";
    }
  | {
      /**
       * The trick in play order.
       */
      plays: PlayedCard[];
      type: "trick";
      /**
       * Why the winning card took the trick (`<game>.trick.right_bower`, `left_bower`,
       * `highest_trump`, `highest_of_led`; params `card`, `suit` the suit led).
       */
      why: Msg;
      /**
       * The same in English, for the page.
       * Only with the `cli` feature: the wasm has no English and leaves it out (the page
       * renders the message from its catalogue).
       */
      why_text: string;
      /**
       * Winning seat.
       */
      winner: number;
    }
  | {
      /**
       * The score.
       */
      result: EuchreResult;
      type: "hand_over";
    };
/**
 * How a hand ended, in the fixtures' words.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EuchreOutcome".
 */
export type EuchreOutcome = "made" | "march" | "euchred" | "all_pass";
/**
 * What happens after eight passes without stick-the-dealer (docs/rules/euchre.md §5.4).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "AllPassOutcome".
 */
export type AllPassOutcome = "redeal_next_dealer" | "void_hand";
/**
 * When the maker says whether they go alone (docs/rules/euchre.md §6.1, §14.4).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "AloneTiming".
 */
export type AloneTiming = "after_discard" | "with_bid";
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
 * Where a hand stands (§12).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Phase".
 */
export type Phase =
  | "bid1"
  | "bid2"
  | "name_trump"
  | "discard"
  | "declarer_alone"
  | "defender_alone"
  | "best_discard"
  | "give_best"
  | "play"
  | "hand_over";
/**
 * The upcard's fate (§4.2, §5.2, §5.3).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "UpcardState".
 */
export type UpcardState = "up" | "taken" | "turned_down";
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
 * A decision. Serializes as the fixture tokens (README of `tests/fixtures/sixty-six`):
 * `{"action":"play","card":"AS"}`, `{"action":"marriage","card":"QH","suit":"H"}`,
 * `{"action":"marriage_declare","suit":"H"}`, `{"action":"exchange_trump","card":"9S"}`,
 * `{"action":"close"}`, `{"action":"declare"}`, `{"action":"pass"}`, and
 * `{"action":"draw"}` (only with `close_before_drawing`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtySixAction".
 */
export type SixtySixAction =
  | {
      action: "play";
      /**
       * The card played.
       */
      card: Card;
    }
  | {
      action: "marriage";
      /**
       * The card led: the king or the queen of `suit`.
       */
      card: Card;
      /**
       * The marriage's suit.
       */
      suit: Suit;
    }
  | {
      action: "marriage_declare";
      /**
       * The marriage's suit.
       */
      suit: Suit;
    }
  | {
      action: "exchange_trump";
      /**
       * The 9 (or jack) of trumps.
       */
      card: Card;
    }
  | {
      action: "close";
    }
  | {
      action: "declare";
    }
  | {
      action: "pass";
    }
  | {
      action: "draw";
    };
/**
 * A happening for the page to animate, in order. Public information only: a card drawn
 * from the face-down stock is never named (only the face-up card is).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtySixEvent".
 */
export type SixtySixEvent =
  | {
      /**
       * The dealer.
       */
      dealer: number;
      /**
       * The non-dealer, who leads first.
       */
      elder: number;
      /**
       * Cards dealt to each player.
       */
      hand_size: number;
      /**
       * Cards in the stock, face-up card included.
       */
      stock_count: number;
      /**
       * Trump.
       */
      trump: Suit;
      /**
       * The face-up trump card.
       */
      trump_card: Card;
      type: "deal";
    }
  | {
      /**
       * The card now face up.
       */
      gave: Card;
      /**
       * Who exchanged.
       */
      seat: number;
      /**
       * The card taken into hand.
       */
      took: Card;
      type: "exchange";
    }
  | {
      /**
       * Closed before drawing (`close_before_drawing`).
       */
      before_drawing: boolean;
      /**
       * The closer.
       */
      seat: number;
      type: "close";
    }
  | {
      /**
       * The king and the queen.
       *
       * @minItems 2
       * @maxItems 2
       */
      cards: [Card, Card];
      /**
       * True if it counts at once; false if pending (§6.3).
       */
      counted: boolean;
      /**
       * 20, or 40 in trumps.
       */
      points: number;
      /**
       * The announcer.
       */
      seat: number;
      /**
       * Its suit.
       */
      suit: Suit;
      type: "marriage";
    }
  | {
      /**
       * Points now counted.
       */
      points: number;
      /**
       * The announcer.
       */
      seat: number;
      type: "marriage_counted";
    }
  | {
      /**
       * What.
       */
      card: Card;
      /**
       * Who.
       */
      seat: number;
      type: "play";
    }
  | {
      /**
       * The last-trick bonus given with this trick (§11), else 0.
       */
      bonus: number;
      /**
       * The card that followed.
       */
      follow: Card;
      /**
       * The card led.
       */
      lead: Card;
      /**
       * The leader.
       */
      leader: number;
      /**
       * The trick's number, 1-based.
       */
      no: number;
      /**
       * Card points of the two cards.
       */
      points: number;
      /**
       * Tricks won per seat after this one.
       *
       * @minItems 2
       * @maxItems 2
       */
      tricks_won: [number, number];
      type: "trick";
      /**
       * Why the winning card took the trick (`<game>.trick.right_bower`, `left_bower`,
       * `highest_trump`, `highest_of_led`; params `card`, `suit` the suit led).
       */
      why: Msg;
      /**
       * The same in English, for the page.
       * Only with the `cli` feature: the wasm has no English and leaves it out (the page
       * renders the message from its catalogue).
       */
      why_text: string;
      /**
       * The winner, who leads next.
       */
      winner: number;
    }
  | {
      /**
       * The face-up card, if that was the card drawn.
       */
      face_up: Card | null;
      /**
       * Who drew.
       */
      seat: number;
      type: "draw";
    }
  | {
      type: "stock_exhausted";
    }
  | {
      /**
       * Deemed by `auto_declare`.
       */
      auto: boolean;
      /**
       * True if the total is 66 or more.
       */
      correct: boolean;
      /**
       * The declarer.
       */
      seat: number;
      /**
       * Their total.
       */
      total: number;
      type: "declare";
    }
  | {
      /**
       * Who passed.
       */
      seat: number;
      type: "pass";
    }
  | {
      /**
       * The score.
       */
      result: SixtySixResult;
      type: "hand_over";
    };
/**
 * What set the number of game points (`result.basis`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Basis".
 */
export type Basis =
  | "loser_no_trick"
  | "loser_under_33"
  | "loser_33_or_more"
  | "false_claim_opponent_no_trick"
  | "false_claim"
  | "closing_failed_opponent_no_trick_at_closing"
  | "closing_failed_opponent_no_trick_at_end"
  | "closing_failed"
  | "old_penalty_opponent_no_trick"
  | "old_penalty_closer_under_33"
  | "old_penalty_closer_33_or_more"
  | "last_trick_one_point"
  | "split65";
/**
 * How a deal ended, in the fixtures' words (`result.reason`; README of
 * `tests/fixtures/sixty-six`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Reason".
 */
export type Reason =
  | "declared"
  | "false_declaration"
  | "no_declaration"
  | "closer_declared"
  | "closer_false_declaration"
  | "non_closer_declared"
  | "closer_no_declaration"
  | "non_closer_false_declaration"
  | "drawn65";
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
 * Who exchanged: the leader, or (with `exchange_timing = any_time`) the follower.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Role".
 */
export type Role = "lead" | "follow";
/**
 * A set of cards, in card order.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "CardSet".
 */
export type CardSet = Card[];
/**
 * A decision (docs/rules/sixty-three.md §6–§9). Card lists are sets: their order never matters and
 * they print in card order.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtyThreeAction".
 */
export type SixtyThreeAction =
  | {
      action: "pass";
    }
  | {
      action: "bid";
      /**
       * The number of points bid.
       */
      value: number;
    }
  | {
      action: "trump";
      /**
       * The trump suit.
       */
      suit: Suit;
    }
  | {
      action: "keep";
      /**
       * The dirt cards kept.
       */
      cards: CardSet;
    }
  | {
      action: "give";
      /**
       * The trumps passed.
       */
      cards: CardSet;
    }
  | {
      action: "discard";
      /**
       * The cards discarded.
       */
      cards: CardSet;
    }
  | {
      action: "play";
      /**
       * The card played.
       */
      card: Card;
    }
  | {
      action: "dump";
      /**
       * The cards played together.
       */
      cards: CardSet;
    };
/**
 * Public happenings, in order, for the page to animate. Events carry no hidden card:
 * draws and face-down discards are counts; passed trumps and folded hands are shown
 * because the rules show them.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtyThreeEvent".
 */
export type SixtyThreeEvent =
  | {
      /**
       * Dealer seat.
       */
      dealer: number;
      /**
       * Cards dealt to each player.
       */
      hand_size: number;
      /**
       * Cards in the stock (or kitty).
       */
      stock: number;
      type: "deal";
    }
  | {
      /**
       * Points bid; `None` for a pass.
       */
      bid: number | null;
      /**
       * Who.
       */
      seat: number;
      type: "bid";
    }
  | {
      /**
       * The contract.
       */
      contract: number;
      /**
       * True under §6.3c (the three others passed).
       */
      dealer_default: boolean;
      /**
       * The declarer.
       */
      declarer: number;
      type: "auction_won";
    }
  | {
      /**
       * The declarer.
       */
      declarer: number;
      /**
       * The suit.
       */
      suit: Suit;
      type: "trump";
    }
  | {
      /**
       * Cards taken.
       */
      count: number;
      /**
       * The declarer.
       */
      seat: number;
      type: "kitty_taken";
    }
  | {
      /**
       * How many.
       */
      count: number;
      /**
       * Who.
       */
      seat: number;
      type: "dirt_discarded";
    }
  | {
      /**
       * How many.
       */
      count: number;
      /**
       * Who.
       */
      seat: number;
      type: "drew";
    }
  | {
      /**
       * Cards discarded face down.
       */
      discarded: number;
      /**
       * Cards kept of them.
       */
      kept: number;
      /**
       * The dealer.
       */
      seat: number;
      /**
       * Cards taken from the stock.
       */
      taken: number;
      type: "rob";
    }
  | {
      /**
       * The cards, shown.
       */
      cards: CardSet;
      /**
       * The giver.
       */
      from: number;
      /**
       * The partner.
       */
      to: number;
      type: "excess_passed";
    }
  | {
      /**
       * How many.
       */
      count: number;
      /**
       * The partner.
       */
      seat: number;
      type: "partner_discarded";
    }
  | {
      /**
       * The cards, shown.
       */
      cards: CardSet;
      /**
       * Who.
       */
      seat: number;
      type: "excess_discarded";
    }
  | {
      /**
       * The cards shown.
       */
      cards: CardSet;
      /**
       * Who.
       */
      seat: number;
      type: "fold";
    }
  | {
      /**
       * What.
       */
      card: Card;
      /**
       * Who.
       */
      seat: number;
      type: "play";
    }
  | {
      /**
       * The cards.
       */
      cards: CardSet;
      /**
       * Who.
       */
      seat: number;
      type: "dump";
    }
  | {
      /**
       * Points by team `[NS, EW]`.
       *
       * @minItems 2
       * @maxItems 2
       */
      credited: [number, number];
      /**
       * The cards in play order.
       */
      plays: PlayedCard2[];
      /**
       * Card points in the trick.
       */
      points: number;
      type: "trick";
      /**
       * Why the winning card took the trick (`<game>.trick.right_bower`, `left_bower`,
       * `highest_trump`, `highest_of_led`; params `card`, `suit` the suit led).
       */
      why: Msg;
      /**
       * The same in English, for the page.
       * Only with the `cli` feature: the wasm has no English and leaves it out (the page
       * renders the message from its catalogue).
       */
      why_text: string;
      /**
       * Winning seat.
       */
      winner: number;
    }
  | {
      /**
       * Cards laid down, by seat.
       */
      held: [number, CardSet][];
      /**
       * Points credited.
       */
      points: number;
      /**
       * The team.
       */
      team: number;
      type: "claim";
    }
  | {
      /**
       * The score.
       */
      result: SixtyThreeResult;
      type: "hand_over";
    };
/**
 * Why the hand ended (§9.8).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EndReason".
 */
export type EndReason = "one_team_active" | "no_active_player";
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
 * Where a hand stands (docs/rules/sixty-three.md §14). Serialized in snake_case, as the fixtures'
 * decision phases (`auction`, `trump`, `rob`, `excess`, `partner_discard`, `play`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Phase2".
 */
export type Phase2 =
  "auction" | "trump" | "keep_dirt" | "rob" | "excess" | "partner_discard" | "excess_discard" | "play" | "hand_over";
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
  EuchreAction: EuchreAction;
  EuchreEvent: EuchreEvent;
  EuchreHint: Hint;
  EuchreOptions: EuchreOptions;
  EuchreView: EuchreView;
  GameEvent: GameEvent;
  Hint: Hint;
  MatchView: MatchView;
  Msg: Msg;
  OptionSpec: OptionSpec;
  Refusal: Refusal;
  SixtySixAction: SixtySixAction;
  SixtySixEvent: SixtySixEvent;
  SixtySixHint: Hint2;
  SixtySixOptions: SixtySixOptions;
  SixtySixView: SixtySixView;
  SixtyThreeAction: SixtyThreeAction;
  SixtyThreeEvent: SixtyThreeEvent;
  SixtyThreeHint: Hint3;
  SixtyThreeOptions: SixtyThreeOptions;
  SixtyThreeView: SixtyThreeView;
  Suit: Suit;
  TableEvent: TableEvent;
  TableView: TableView;
}
/**
 * One card of a trick.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "PlayedCard".
 */
export interface PlayedCard {
  /**
   * The card.
   */
  card: Card;
  /**
   * Who played it.
   */
  seat: number;
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
 * A scored hand.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EuchreResult".
 */
export interface EuchreResult {
  /**
   * The lone defender, if any.
   */
  lone_defender: number | null;
  /**
   * The maker seat.
   */
  maker: number | null;
  /**
   * The maker went alone.
   */
  maker_alone: boolean;
  /**
   * The makers' signed points: + when they scored, − the defenders' points when euchred
   * (the zero-sum "returns" of the reference, §10).
   */
  makers_return: number;
  /**
   * The makers' side (team 0/1 four-handed, else the maker's seat).
   */
  makers_side: number | null;
  /**
   * Tricks the makers took.
   */
  makers_tricks: number;
  /**
   * How it ended.
   */
  outcome: EuchreOutcome;
  /**
   * Points won per side (non-negative).
   */
  side_points: number[];
  /**
   * One sentence for the end-of-hand summary: the English of `summary_msg`.
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  summary: string;
  /**
   * The end-of-hand summary as a message (`euchre.summary.*`), for the page to translate.
   */
  summary_msg: Msg;
  /**
   * Trump (none after all passes).
   */
  trump: Suit | null;
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
   * §6.1, §14.4: whether going alone is declared after the discard or with the bid.
   */
  alone_timing: AloneTiming & string;
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
   * Display only (not a rule): let the page show the last completed trick again (the
   * "Last trick" peek). The book has no rule against looking back at the trick just
   * turned (§9 only says who wins and leads next), so the default is true.
   */
  last_trick_peek: boolean;
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
 * The hand-level fields of the page's view for one seat (the session adds scores, seats
 * and the match fields). Never contains a card that seat may not see. Serializes to the
 * page's JSON object.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EuchreView".
 */
export interface EuchreView {
  /**
   * Seats taking part in the play.
   */
  active: boolean[];
  /**
   * The bidding so far, in order.
   */
  bids: ViewBid[];
  /**
   * The dealer.
   */
  dealer: number;
  /**
   * Always `"euchre"`.
   */
  game: string;
  /**
   * The seat's cards in display order (trump first, suits alternating colours).
   */
  hand: Card[];
  /**
   * Cards each seat holds.
   */
  hand_counts: number[];
  /**
   * The score once the hand is over.
   */
  hand_result: ViewResult | null;
  /**
   * The seat's cards that are trumps (§2.3–§2.4: the left bower and the Benny included),
   * in display order, once trump is fixed; empty before. The page marks them.
   */
  hand_trumps: Card[];
  /**
   * For each card the seat holds but may not choose now, by card code, the reason.
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  illegal: {
    [k: string]: string;
  };
  /**
   * The same reasons as messages (key and parameters), for the page to translate.
   */
  illegal_msg: {
    [k: string]: Msg;
  };
  /**
   * The last completed trick.
   */
  last_trick: ViewTrick | null;
  /**
   * The seat's legal actions (empty when it is not to act).
   */
  legal: EuchreAction[];
  /**
   * The lone defender, if any.
   */
  lone_defender: number | null;
  /**
   * The maker, once trump is fixed.
   */
  maker: number | null;
  /**
   * The maker plays alone.
   */
  maker_alone: boolean;
  /**
   * The phase (§12).
   */
  phase: Phase;
  /**
   * Players at the table.
   */
  players: number;
  /**
   * The seat this view is for.
   */
  seat: number;
  /**
   * The seat to act, `null` once the hand is over.
   */
  to_move: number | null;
  /**
   * The trick in progress.
   */
  trick: PlayedCard[];
  /**
   * Who led the trick in progress.
   */
  trick_leader: number | null;
  /**
   * Tricks won per seat.
   */
  tricks_won: number[];
  /**
   * Tricks won per side (team four-handed, else seat).
   */
  tricks_won_by_team: number[];
  /**
   * Trump, once fixed.
   */
  trump: Suit | null;
  /**
   * The turned-up card.
   */
  upcard: Card;
  /**
   * The upcard's fate: `up`, `taken` or `turned_down`.
   */
  upcard_state: UpcardState;
}
/**
 * One bid or alone decision in the view.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewBid".
 */
export interface ViewBid {
  /**
   * What.
   */
  action: EuchreAction;
  /**
   * Who.
   */
  seat: number;
}
/**
 * The end of the hand in the view (§10).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewResult".
 */
export interface ViewResult {
  /**
   * The lone defender, if any.
   */
  lone_defender: number | null;
  /**
   * The maker.
   */
  maker: number | null;
  /**
   * The maker went alone.
   */
  maker_alone: boolean;
  /**
   * The makers' side.
   */
  makers_team: number | null;
  /**
   * Tricks the makers took.
   */
  makers_tricks: number;
  /**
   * How it ended.
   */
  outcome: EuchreOutcome;
  /**
   * The points scored (by each scoring side).
   */
  points: number;
  /**
   * The side that scored, if any.
   */
  scoring_team: number | null;
  /**
   * Points per side.
   */
  side_points: number[];
  /**
   * The sentence for the end-of-hand panel, from this seat's side.
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  summary: string;
  /**
   * The same sentence as a message (key and parameters), for the page to translate.
   */
  summary_msg: Msg;
  /**
   * Trump (none after all passes).
   */
  trump: Suit | null;
}
/**
 * A completed trick in the view.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewTrick".
 */
export interface ViewTrick {
  /**
   * The cards in play order.
   */
  plays: PlayedCard[];
  /**
   * Who won it.
   */
  winner: number;
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
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
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
 * A finished deal's score and figures (`result` in the fixtures, plus a summary).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtySixResult".
 */
export interface SixtySixResult {
  /**
   * What set the game points.
   */
  basis: Basis;
  /**
   * Tricks and total of the player whose state set the points.
   */
  basis_state: PlayerState;
  /**
   * Card points won in tricks per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  card_points: [number, number];
  /**
   * True if the stock was closed.
   */
  closed: boolean;
  /**
   * The declarer, if someone declared (or was deemed to, with `auto_declare`).
   */
  declarer: number | null;
  /**
   * Game points won (1–3; 0 for a draw).
   */
  game_points: number;
  /**
   * Last-trick bonus per seat (§11).
   *
   * @minItems 2
   * @maxItems 2
   */
  last_trick_bonus: [number, number];
  /**
   * Counted marriage points per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  marriage_points: [number, number];
  /**
   * How the deal ended.
   */
  reason: Reason;
  /**
   * One sentence, naming seats ("Seat 0 declared 68; seat 1 is under 33: 2 game points."):
   * the English of `summary_msg`.
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  summary: string;
  /**
   * The summary as a message (`sixty_six.summary.*`, see [`summary_msg`]); add a
   * `viewer` seat parameter to name the players "you" and "your opponent".
   */
  summary_msg: Msg;
  /**
   * Final totals per seat (card points + counted marriages + last-trick bonus).
   *
   * @minItems 2
   * @maxItems 2
   */
  totals: [number, number];
  /**
   * Tricks played in the deal.
   */
  tricks_played: number;
  /**
   * Tricks won per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  tricks_won: [number, number];
  /**
   * Marriage points announced but never counted (§6.3).
   *
   * @minItems 2
   * @maxItems 2
   */
  uncounted_marriage_points: [number, number];
  /**
   * The seat that scores (`None` only for a 65–65 draw under `split_65`).
   */
  winner: number | null;
}
/**
 * Tricks and total of one player at one moment (`result.basis_state`).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "PlayerState".
 */
export interface PlayerState {
  /**
   * Card points + counted marriages + last-trick bonus.
   */
  total: number;
  /**
   * Tricks won.
   */
  tricks: number;
}
/**
 * The expert's suggestion for the player to move.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Hint2".
 */
export interface Hint2 {
  /**
   * The suggested action.
   */
  action: SixtySixAction;
  /**
   * The one-line reason, in English.
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  reason: string;
  /**
   * The reason as a message key and parameters.
   */
  why: Msg;
  /**
   * The search's estimate (0..1, two decimals) of how well the hand goes after it, or
   * `None` when the expert decided that phase without a search.
   */
  win: number | null;
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
   * Display only (not a rule): let the page show the last completed trick again (the
   * "Last trick" peek). By the book a trick's winner takes both cards (§9) into their
   * won pile, and the players keep the count themselves (§3.1: the state of a deal is
   * the tricks won and their card points, not the cards): nobody looks back at a
   * finished trick, so the default is false, the rule.
   */
  last_trick_peek: boolean;
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
 * The deal-level fields of the page's view for one seat (the table adds scores, seats and
 * the match fields). Serializes to the JSON object the page reads.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtySixView".
 */
export interface SixtySixView {
  /**
   * True if declaring is among the legal actions.
   */
  can_declare: boolean;
  /**
   * True once the stock is closed (§7).
   */
  closed: boolean;
  /**
   * The closer.
   */
  closed_by: number | null;
  /**
   * The dealer.
   */
  dealer: number;
  /**
   * The declaration, if any.
   */
  declaration: Declaration | null;
  /**
   * The non-dealer, who leads first.
   */
  elder: number;
  /**
   * The card that is exchanged for the face-up card (§5.1).
   */
  exchange_card: Card;
  /**
   * Trump exchanges.
   */
  exchanges: Exchange[];
  /**
   * Always `"sixty_six"`.
   */
  game: string;
  /**
   * The viewer's hand in display order (trump first).
   */
  hand: Card[];
  /**
   * Cards in each hand.
   *
   * @minItems 2
   * @maxItems 2
   */
  hand_counts: [number, number];
  /**
   * The score, once the deal is over.
   */
  hand_result: ViewResult2 | null;
  /**
   * For each card in the viewer's hand it may not play now, the reason.
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  illegal: {
    [k: string]: string;
  };
  /**
   * The same reasons as messages (key and parameters), for the page to translate.
   */
  illegal_msg: {
    [k: string]: Msg;
  };
  /**
   * Cards known to be in the opponent's hand, in display order.
   */
  known_opponent_cards: Card[];
  /**
   * The last completed trick.
   */
  last_trick: ViewTrick2 | null;
  /**
   * The marriage announced with the lead.
   */
  lead_marriage: Suit | null;
  /**
   * The viewer's legal actions (empty unless it is to move).
   */
  legal: SixtySixAction[];
  /**
   * Marriages shown, in order.
   */
  marriages: ViewMarriage[];
  /**
   * The viewer's last-trick bonus.
   */
  my_bonus: number;
  /**
   * The viewer's card points.
   */
  my_card_points: number;
  /**
   * The viewer's counted marriage points.
   */
  my_marriage_points: number;
  /**
   * The viewer's pending marriage points (0 once the deal is over).
   */
  my_pending_points: number;
  /**
   * The viewer's total (§12).
   */
  my_points: number;
  /**
   * The opponent's total, with `show_opponent_points` or once the deal is over.
   */
  opponent_points: number | null;
  /**
   * The card turned up at the deal.
   */
  original_trump_card: Card;
  /**
   * Marriages still pending.
   */
  pending_marriages: ViewPending[];
  /**
   * The stage: `"lead"`, `"follow"`, `"close_or_draw"`, `"final"` or `"hand_over"`.
   */
  phase: string;
  /**
   * 1 while the stock is open, 2 once it is closed or gone (§3.2).
   */
  play_phase: number;
  /**
   * Cards each seat has played.
   *
   * @minItems 2
   * @maxItems 2
   */
  played: [CardSet, CardSet];
  /**
   * Always 2.
   */
  players: number;
  /**
   * The viewer.
   */
  seat: number;
  /**
   * Cards in the stock, face-up card included.
   */
  stock_count: number;
  /**
   * Face-down cards in the stock.
   */
  stock_face_down: number;
  /**
   * True in phase 2: strict play (§8.3).
   */
  strict: boolean;
  /**
   * The seat to act, `None` once the deal is over.
   */
  to_move: number | null;
  /**
   * The trick in progress (the lead, if any).
   */
  trick: ViewPlay[];
  /**
   * Its leader.
   */
  trick_leader: number | null;
  /**
   * Tricks completed.
   */
  tricks_played: number;
  /**
   * Tricks won per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  tricks_won: [number, number];
  /**
   * The card under the stock now, `None` once drawn.
   */
  trump_card: Card | null;
  /**
   * `"face_up"`, `"turned_down"` (closed) or `"taken"`.
   */
  trump_card_state: string;
  /**
   * Trump.
   */
  trump_suit: Suit;
  /**
   * `"sixty_six"`, or `"schnapsen"` with the 20-card pack.
   */
  variant: string;
}
/**
 * A declaration (§12.1).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Declaration".
 */
export interface Declaration {
  /**
   * Tricks completed when declaring.
   */
  after_tricks: number;
  /**
   * Deemed by `auto_declare`.
   */
  auto: boolean;
  /**
   * Total of 66 or more.
   */
  correct: boolean;
  /**
   * The suit shown with `marriage_declare`.
   */
  marriage: Suit | null;
  /**
   * The opponent's total.
   */
  opponent_total: number;
  /**
   * The declarer.
   */
  seat: number;
  /**
   * The declarer's total.
   */
  total: number;
}
/**
 * A trump exchange (§5).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Exchange".
 */
export interface Exchange {
  /**
   * The number of the trick that followed.
   */
  before_trick: number;
  /**
   * The 9 (jack) given.
   */
  gave: Card;
  /**
   * Leading or following.
   */
  role: Role;
  /**
   * Who exchanged.
   */
  seat: number;
  /**
   * The old face-up card taken.
   */
  took: Card;
}
/**
 * The deal's score as the page shows it (§12).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewResult2".
 */
export interface ViewResult2 {
  /**
   * What set the game points.
   */
  basis: Basis;
  /**
   * Tricks and total of the player whose state set the points.
   */
  basis_state: PlayerState;
  /**
   * Card points per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  card_points: [number, number];
  /**
   * True if the stock was closed.
   */
  closed: boolean;
  /**
   * The declarer, if any.
   */
  declarer: number | null;
  /**
   * A short explanation of the basis ([`Basis::words`]).
   */
  explanation: string;
  /**
   * Game points won.
   */
  game_points: number;
  /**
   * Last-trick bonus per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  last_trick_bonus: [number, number];
  /**
   * Counted marriage points per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  marriage_points: [number, number];
  /**
   * How the deal ended.
   */
  reason: Reason;
  /**
   * One sentence naming the viewer "you".
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  summary: string;
  /**
   * The same sentence as a message (key and parameters, `viewer` added), for the page to translate.
   */
  summary_msg: Msg;
  /**
   * Final totals per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  totals: [number, number];
  /**
   * Tricks played.
   */
  tricks_played: number;
  /**
   * Tricks won per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  tricks_won: [number, number];
  /**
   * Marriage points never counted per seat.
   *
   * @minItems 2
   * @maxItems 2
   */
  uncounted_marriage_points: [number, number];
  /**
   * The seat that scores (`None` for a 65–65 draw).
   */
  winner: number | null;
}
/**
 * The last completed trick.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewTrick2".
 */
export interface ViewTrick2 {
  /**
   * The last-trick bonus given with it (§11).
   */
  bonus: number;
  /**
   * The leader.
   */
  leader: number;
  /**
   * Its number, 1-based.
   */
  no: number;
  /**
   * The lead, then the follow.
   *
   * @minItems 2
   * @maxItems 2
   */
  plays: [ViewPlay, ViewPlay];
  /**
   * Card points of the two cards.
   */
  points: number;
  /**
   * The winner.
   */
  winner: number;
}
/**
 * One card played by one seat.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewPlay".
 */
export interface ViewPlay {
  /**
   * The card.
   */
  card: Card;
  /**
   * Who played it.
   */
  seat: number;
}
/**
 * A marriage shown (§6).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewMarriage".
 */
export interface ViewMarriage {
  /**
   * The king and the queen.
   *
   * @minItems 2
   * @maxItems 2
   */
  cards: [Card, Card];
  /**
   * The card led with it (`None` when shown with a declaration).
   */
  led: Card | null;
  /**
   * 20, or 40 in trumps.
   */
  points: number;
  /**
   * The announcer.
   */
  seat: number;
  /**
   * `"counted"`, `"pending"` or `"never"` (§6.3).
   */
  status: string;
  /**
   * Its suit.
   */
  suit: Suit;
  /**
   * The number of the trick at whose lead it was shown.
   */
  trick: number;
}
/**
 * A marriage whose points wait for the announcer's next trick (§6.3).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ViewPending".
 */
export interface ViewPending {
  /**
   * Its points.
   */
  points: number;
  /**
   * The announcer.
   */
  seat: number;
  /**
   * Its suit.
   */
  suit: Suit;
}
/**
 * One card of a trick: who played it and what.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "PlayedCard2".
 */
export interface PlayedCard2 {
  /**
   * The card.
   */
  card: Card;
  /**
   * Who played it.
   */
  seat: number;
}
/**
 * A scored hand. Teams are indexed 0 = North–South, 1 = East–West.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtyThreeResult".
 */
export interface SixtyThreeResult {
  /**
   * The bidding team (§6.4).
   */
  bidding_team: number;
  /**
   * The contract `b` (§6.4; 126 for a shoot-the-moon bid).
   */
  contract: number;
  /**
   * True if the dealer held the default contract (§6.3c).
   */
  dealer_default: boolean;
  /**
   * The declarer.
   */
  declarer: number;
  /**
   * How the hand ended (§9.8).
   */
  end: EndRecord | null;
  /**
   * True if the bidding team took at least its contract (§10.3).
   */
  made: boolean;
  /**
   * Card points credited to each team (§10.1); they sum to 63.
   *
   * @minItems 2
   * @maxItems 2
   */
  points: [number, number];
  /**
   * What each team adds to its game score (§10.3–§10.4); negative for a failed
   * contract.
   *
   * @minItems 2
   * @maxItems 2
   */
  score_delta: [number, number];
  /**
   * One sentence for the end-of-hand summary, in English (`summary_msg.english()`; the
   * page and the protocols read this field).
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  summary: string;
  /**
   * The end-of-hand summary as a message (`sixty_three.summary.made` or
   * `sixty_three.summary.failed`), for a page that renders its own language.
   */
  summary_msg: Msg;
}
/**
 * How the hand ended (§9.8).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "EndRecord".
 */
export interface EndRecord {
  /**
   * Index of the last trick, `None` if the hand ended before the first.
   */
  after_trick: number | null;
  /**
   * The points of the counting trumps among them, credited to `team`.
   */
  credited_points: number;
  /**
   * The cards still held by that team's active players, laid down to claim them.
   */
  held: [number, CardSet][];
  /**
   * Why.
   */
  reason: EndReason;
  /**
   * The only team still active (`OneTeamActive`).
   */
  team: number | null;
}
/**
 * The expert's suggestion for the player to move.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "Hint3".
 */
export interface Hint3 {
  /**
   * The suggested action.
   */
  action: SixtyThreeAction;
  /**
   * The one-line reason, in English.
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  reason: string;
  /**
   * The reason as a message key and parameters.
   */
  why: Msg;
  /**
   * The search's estimate (0..1, two decimals) of how well the hand goes after it, or
   * `None` when the expert decided that phase without a search.
   */
  win: number | null;
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
   * Display only (not a rule): let the page show the last completed trick again (the
   * "Last trick" peek). The book does not forbid looking back at the trick just taken
   * (§9.7 only says its winner takes it), so the default is true.
   */
  last_trick_peek: boolean;
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
/**
 * The hand-level fields of the page's view for one seat (the table adds scores, seats and
 * the match fields). Never contains a card that seat may not see. Serializes as the JSON
 * object the page reads.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "SixtyThreeView".
 */
export interface SixtyThreeView {
  /**
   * Seats still in the hand (§8.1).
   *
   * @minItems 4
   * @maxItems 4
   */
  active: [boolean, boolean, boolean, boolean];
  /**
   * The auction (§6).
   */
  auction: AuctionView;
  /**
   * The declarer's team.
   */
  bidding_team: number | null;
  /**
   * The counting cards (§4.1) with their card points, by card code, once trump is named
   * (the options in force decide the joker's and the 3 of trump's); empty before. The
   * page shows each counter's value on the card.
   */
  card_points: {
    [k: string]: number;
  };
  /**
   * A card-set choice, if that is the viewer's decision.
   */
  choose: ChooseView | null;
  /**
   * The contract in points.
   */
  contract: number | null;
  /**
   * Dealer seat.
   */
  dealer: number;
  /**
   * True if the dealer holds the default contract (§6.3c).
   */
  dealer_default: boolean;
  /**
   * The declarer.
   */
  declarer: number | null;
  /**
   * The exchange (§7).
   */
  exchange: ExchangeView;
  /**
   * Cards received face up and still held, by seat.
   *
   * @minItems 4
   * @maxItems 4
   */
  face_up: [CardSet, CardSet, CardSet, CardSet];
  /**
   * Seats out of the hand.
   */
  folded: boolean[];
  /**
   * Folds, in order (§8.2).
   */
  folds: FoldRecord[];
  /**
   * Always `"sixty_three"`.
   */
  game: string;
  /**
   * The viewer's cards in display order.
   */
  hand: Card[];
  /**
   * Cards each seat holds.
   *
   * @minItems 4
   * @maxItems 4
   */
  hand_counts: [number, number, number, number];
  /**
   * The score, once the hand is over.
   */
  hand_result: HandResultView | null;
  /**
   * For each card of the viewer's hand it may not play or choose now: why (English).
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  illegal: {
    [k: string]: string;
  };
  /**
   * The same reasons as messages (key and parameters), for the page to translate.
   */
  illegal_msg: {
    [k: string]: Msg;
  };
  /**
   * The last completed trick.
   */
  last_trick: TrickRecord | null;
  /**
   * The viewer's legal actions (empty for a card-set choice: see `choose`).
   */
  legal: SixtyThreeAction[];
  /**
   * The same, as the fixtures' strings.
   */
  legal_text: string[];
  /**
   * Dirt in the viewer's hand (0 before trump is named).
   */
  my_dirt: number;
  /**
   * Trumps in the viewer's hand (0 before trump is named).
   */
  my_trumps: number;
  /**
   * The phase.
   */
  phase: Phase2;
  /**
   * Always 4.
   */
  players: number;
  /**
   * Card points taken by each team `[NS, EW]`.
   *
   * @minItems 2
   * @maxItems 2
   */
  points_taken: [number, number];
  /**
   * The viewer.
   */
  seat: number;
  /**
   * The seat to move, `null` once the hand is over.
   */
  to_move: number | null;
  /**
   * The trick in progress.
   */
  trick: PlayedCard2[];
  /**
   * Who led the trick in progress.
   */
  trick_leader: number | null;
  /**
   * Completed tricks.
   */
  tricks_played: number;
  /**
   * Trump, once named.
   */
  trump: Suit | null;
  /**
   * The fourteen trumps in display order, once trump is named.
   */
  trump_cards: Card[] | null;
}
/**
 * The auction part of [`SixtyThreeView`].
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "AuctionView".
 */
export interface AuctionView {
  /**
   * Every call, in order.
   */
  bids: BidEntry[];
  /**
   * The highest bid so far.
   */
  high_bid: number | null;
  /**
   * Who made it.
   */
  high_bidder: number | null;
  /**
   * The lowest bid allowed now (auction only).
   */
  min_next_bid: number | null;
  /**
   * Seats that have passed.
   *
   * @minItems 4
   * @maxItems 4
   */
  passed: [boolean, boolean, boolean, boolean];
  /**
   * The auction style (§6.2).
   */
  style: AuctionStyle;
}
/**
 * One call of the auction: a bid, or a pass when `bid` is `None`.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "BidEntry".
 */
export interface BidEntry {
  /**
   * The bid in points, `None` for a pass.
   */
  bid: number | null;
  /**
   * Who spoke.
   */
  seat: number;
}
/**
 * A card-set decision: any set of `min..=max` cards of `from` is legal (there can be
 * thousands, so they are not listed).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ChooseView".
 */
export interface ChooseView {
  /**
   * `keep`, `give`, `discard` or `dump`.
   */
  action: string;
  /**
   * The cards to choose from, in display order.
   */
  from: Card[];
  /**
   * The most cards.
   */
  max: number;
  /**
   * The fewest cards.
   */
  min: number;
}
/**
 * The exchange part of [`SixtyThreeView`] (§7).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "ExchangeView".
 */
export interface ExchangeView {
  /**
   * Dirt each seat discarded under §7.1.
   *
   * @minItems 4
   * @maxItems 4
   */
  dirt_discarded: [number, number, number, number];
  /**
   * Cards drawn by seat (§7.2).
   *
   * @minItems 4
   * @maxItems 4
   */
  drawn: [number, number, number, number];
  /**
   * The partner's capacity during an excess decision (§7.6).
   */
  excess_capacity: number | null;
  /**
   * Face-down cards by seat.
   *
   * @minItems 4
   * @maxItems 4
   */
  face_down: [number, number, number, number];
  /**
   * Excess-trump passes (§7.6).
   */
  passes: PassRecord[];
  /**
   * Cards the dealer took robbing the pack (§7.4).
   */
  rob_taken: number;
  /**
   * Seats short of six because the stock ran out.
   */
  short_of_stock: number[];
  /**
   * Extra non-counting trumps shown and discarded, by seat.
   *
   * @minItems 4
   * @maxItems 4
   */
  shown_discards: [CardSet, CardSet, CardSet, CardSet];
  /**
   * Cards left in the stock.
   */
  stock: number;
}
/**
 * Non-counting trumps passed face up to the partner (§7.6).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "PassRecord".
 */
export interface PassRecord {
  /**
   * The trumps passed, shown to the whole table.
   */
  cards: CardSet;
  /**
   * The player with excess trumps.
   */
  from: number;
  /**
   * The partner.
   */
  to: number;
}
/**
 * A player out of the hand (§8.2): the cards shown and set aside.
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "FoldRecord".
 */
export interface FoldRecord {
  /**
   * `None` for the check after the exchange (§7), else the index of the last trick
   * completed before the fold.
   */
  after_trick: number | null;
  /**
   * The cards shown and set aside (may be empty).
   */
  cards: CardSet;
  /**
   * Who folded.
   */
  seat: number;
}
/**
 * The score of a finished hand, as the page shows it (§10).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "HandResultView".
 */
export interface HandResultView {
  /**
   * The bidding team.
   */
  bidding_team: number;
  /**
   * The contract.
   */
  contract: number;
  /**
   * True under §6.3c.
   */
  dealer_default: boolean;
  /**
   * The declarer.
   */
  declarer: number;
  /**
   * How the hand ended.
   */
  end: EndRecord | null;
  /**
   * True if the contract was made.
   */
  made: boolean;
  /**
   * Pedros (the right and the left pedro, §2.3) each team took: in the tricks it won,
   * or laid down by its active players at a one-team end (§8).
   *
   * @minItems 2
   * @maxItems 2
   */
  pedros: [number, number];
  /**
   * Card points by team.
   *
   * @minItems 2
   * @maxItems 2
   */
  points: [number, number];
  /**
   * Game-score changes by team.
   *
   * @minItems 2
   * @maxItems 2
   */
  score_delta: [number, number];
  /**
   * The summary sentence (English).
   * Only with the `cli` feature: the wasm has no English and leaves it out (the page
   * renders the message from its catalogue).
   */
  summary: string;
  /**
   * The same sentence as a message (key and parameters), for the page to translate.
   */
  summary_msg: Msg;
}
/**
 * A completed trick (§9.6, §10.1).
 *
 * This interface was referenced by `PageTypes`'s JSON-Schema
 * via the `definition` "TrickRecord".
 */
export interface TrickRecord {
  /**
   * The trick's points by team `[NS, EW]` under §10.1 (the 2 of trump to the team
   * that played it, by default).
   *
   * @minItems 2
   * @maxItems 2
   */
  credited: [number, number];
  /**
   * Who led.
   */
  leader: number;
  /**
   * The cards in play order.
   */
  plays: PlayedCard2[];
  /**
   * Card points in the trick (§4.1).
   */
  points: number;
  /**
   * Who won it.
   */
  winner: number;
}

export type EuchreHint = Hint;
export type SixtySixHint = Hint2;
export type SixtyThreeHint = Hint3;
