//! Sixty-six's (and Schnapsen's) invariants and forms for the soak
//! (docs/rules/sixty-six.md).

use super::{ensure, Soak};
use crate::cards::{Card, CardSet, Suit};
use crate::game::{Game, Seat};
use crate::sixty_six::rank::{points, set_points};
use crate::sixty_six::*;
use rand_chacha::ChaCha8Rng;

/// The named option sets of docs/rules/sixty-six.md §14 and the Schnapsen settings of
/// §15.4 (the forms whose name starts with `schnapsen` use the 20-card pack).
pub fn forms() -> Vec<(&'static str, SixtySixOptions)> {
    let d = SixtySixOptions::default;
    vec![
        ("default", d()),
        ("schnapsen", SixtySixOptions::schnapsen()),
        (
            "close-before-drawing",
            SixtySixOptions { close_before_drawing: true, exchange_timing: ExchangeTiming::AnyTime, exchange_min_stock: 4, ..d() },
        ),
        (
            "follow-only",
            SixtySixOptions {
                phase2_follow_rule: FollowRule::FollowOnly,
                marriage_in_phase2: false,
                marriage_lead: MarriageLead::KingOnly,
                ..d()
            },
        ),
        (
            "auto-declare",
            SixtySixOptions {
                auto_declare: true,
                marriage_pending_rule: PendingRule::NextTrick,
                closing_penalty_snapshot: PenaltySnapshot::AtEnd,
                closing_success_snapshot: SuccessSnapshot::AtClosing,
                ..d()
            },
        ),
        (
            "split-65",
            SixtySixOptions { old_closing_penalty: OldClosingPenalty::On, no_declaration_rule: NoDeclarationRule::Split65, ..d() },
        ),
        (
            "target-11",
            SixtySixOptions {
                no_declaration_rule: NoDeclarationRule::LastTrickWinner1pt,
                exchange_requires_trick: false,
                last_trick_bonus: 0,
                game_target: 11,
                ..d()
            },
        ),
        ("schnapsen-closing", SixtySixOptions { closing: true, close_before_drawing: true, ..SixtySixOptions::schnapsen() }),
    ]
}

/// Every action that could be proposed, legal or not (a card outside the pack included).
pub fn universe() -> Vec<SixtySixAction> {
    use SixtySixAction as A;
    let pack = CardSet::pack(9..=14, false);
    let mut v: Vec<A> = pack.iter().map(|card| A::Play { card }).collect();
    v.push(A::Play { card: Card::new(Suit::Clubs, 8) }); // never in the pack (§1)
    for s in Suit::ALL {
        v.push(A::Marriage { card: Card::new(s, 13), suit: s });
        v.push(A::Marriage { card: Card::new(s, 12), suit: s });
        v.push(A::MarriageDeclare { suit: s });
        v.push(A::ExchangeTrump { card: Card::new(s, 9) });
        v.push(A::ExchangeTrump { card: Card::new(s, 11) });
    }
    v.push(A::Marriage { card: Card::new(Suit::Clubs, 13), suit: Suit::Hearts });
    v.push(A::Marriage { card: Card::new(Suit::Clubs, 14), suit: Suit::Clubs });
    v.push(A::ExchangeTrump { card: Card::new(Suit::Spades, 14) });
    v.extend([A::Close, A::Declare, A::Pass, A::Draw]);
    v
}

/// §1–§2, §10: every card of the pack is in exactly one place (hands, tricks, stock, the
/// face-up card), the stock's size and the hands' sizes as the table shows them.
pub fn conserved(g: &SixtySix) -> bool {
    let p = g.public();
    let mut all = CardSet::EMPTY;
    let mut count = 0;
    let mut add = |s: CardSet| {
        all |= s;
        count += s.len();
    };
    add(g.hand(0));
    add(g.hand(1));
    add(p.played[0]);
    add(p.played[1]);
    add(g.stock_in_draw_order().iter().copied().collect());
    if let Some(f) = p.face_up {
        add(CardSet::single(f));
    }
    let stock_ok = p.stock_size as usize == g.stock_in_draw_order().len() + usize::from(p.face_up.is_some());
    all == SixtySix::pack(&p.options)
        && count == all.len()
        && stock_ok
        && p.held[0] as usize == g.hand(0).len()
        && p.held[1] as usize == g.hand(1).len()
}

/// §6, §8: the public inferences hold in the true state (known cards are where they are
/// said to be, excluded cards are not).
pub fn inferences_true(g: &SixtySix) -> bool {
    let p = g.public();
    (0..2).all(|s| g.hand(s).is_superset(p.known[s]) && (g.hand(s) & p.excluded[s]).is_empty())
}

/// What the Sixty-six checks keep over a hand: the universe of actions, built once.
#[derive(Default)]
pub struct SixtySixChecker {
    universe: Vec<SixtySixAction>,
}

impl Soak for SixtySix {
    type Checker = SixtySixChecker;

    fn forms() -> Vec<(&'static str, SixtySixOptions)> {
        forms()
    }

    /// 120 card points in the pack (§1), won plus still out; the pack conserved; the
    /// inferences true; `check` accepts exactly the legal actions of the universe (§4–§8);
    /// an illegal `apply` is refused with a code and changes nothing.
    fn before(ck: &mut SixtySixChecker, g: &mut SixtySix, legal: &[SixtySixAction], _rng: &mut ChaCha8Rng) -> Result<(), String> {
        ensure(set_points(SixtySix::pack(&g.public().options)) == 120, || "the pack does not hold 120 card points".into())?;
        ensure(conserved(g), || "the pack is not conserved".into())?;
        ensure(inferences_true(g), || "a public inference is false".into())?;
        let p = g.public();
        let out: u16 = set_points(g.hand(0) | g.hand(1))
            + g.stock_in_draw_order().iter().map(|&c| points(c)).sum::<u16>()
            + p.face_up.map_or(0, points)
            + p.lead.map_or(0, |l| points(l.card));
        ensure(p.card_points[0] + p.card_points[1] + out == 120, || format!("card points won {:?} + out {out} ≠ 120", p.card_points))?;
        if ck.universe.is_empty() {
            ck.universe = universe();
        }
        let uni = &ck.universe;
        for a in uni {
            ensure(g.check(*a).is_ok() == legal.contains(a), || format!("check({a:?}) disagrees with the legal list {legal:?}"))?;
        }
        if let Some(bad) = uni.iter().find(|a| !legal.contains(a)).copied() {
            let (pb, hb, sb) = (g.public().clone(), [g.hand(0), g.hand(1)], g.stock_in_draw_order());
            let e = g.apply(bad).err().ok_or_else(|| format!("{bad:?} is not listed but accepted"))?;
            ensure(!e.code.as_str().is_empty() && !e.message().is_empty(), || format!("the refusal of {bad:?} has no code or message"))?;
            ensure(*g.public() == pb && [g.hand(0), g.hand(1)] == hb && g.stock_in_draw_order() == sb, || {
                format!("the refused {bad:?} changed the state")
            })?;
        }
        ensure(p_tricks(g) <= 2 * g.public().options.hand_size(), || "more tricks than cards".into())
    }

    /// §11–§12: the pack conserved; one winner scoring 1–3 game points, the other 0 (a
    /// 65–65 draw only under `split_65`); no last-trick bonus after a close; a deal ended
    /// without declaration played every trick and gave the bonus.
    fn end(_: &SixtySixChecker, g: &SixtySix) -> Result<(), String> {
        ensure(conserved(g), || "the pack is not conserved".into())?;
        let o = g.public().options.clone();
        let r = g.result().ok_or("no result")?.clone();
        match r.winner {
            Some(w) => {
                ensure((1..=3).contains(&r.game_points), || format!("{} game points", r.game_points))?;
                let hr = g.hand_result().ok_or("no hand result")?;
                ensure(hr.points[w] == r.game_points as i32, || format!("hand points {:?} for {} game points", hr.points, r.game_points))?;
                ensure(hr.points[1 - w] == 0, || "both players score (§12.4: exactly one)".into())?;
            }
            None => {
                ensure(o.no_declaration_rule == NoDeclarationRule::Split65, || "no winner outside split_65".into())?;
                ensure(r.totals == [65, 65], || format!("no winner with totals {:?}", r.totals))?;
            }
        }
        ensure(r.tricks_played as usize <= 2 * o.hand_size(), || format!("{} tricks", r.tricks_played))?;
        if r.reason == Reason::NoDeclaration {
            ensure(r.tricks_played as usize == 2 * o.hand_size(), || format!("no declaration after {} tricks", r.tricks_played))?;
            ensure(r.last_trick_bonus.iter().sum::<u16>() == u16::from(o.last_trick_bonus), || "the last-trick bonus is wrong".into())?;
        }
        if r.closed {
            ensure(r.last_trick_bonus == [0, 0], || "a last-trick bonus after a close (§11)".into())?;
        }
        Ok(())
    }

    /// A sampled world keeps the pack and the inferences; the trump card and the known
    /// cards stay where they were seen; with the stock gone the other hand is known.
    fn world(g: &SixtySix, w: &SixtySix, seat: Seat) -> Result<(), String> {
        ensure(conserved(w), || "the sampled world loses cards".into())?;
        ensure(inferences_true(w), || "the sampled world breaks a shown void or a shown card".into())?;
        ensure(w.public().face_up == g.public().face_up, || "the face-up trump card moved".into())?;
        ensure(w.hand(1 - seat).is_superset(g.public().known[1 - seat]), || "a known card moved".into())?;
        if g.public().stock_size == 0 {
            ensure(w.hand(1 - seat) == g.hand(1 - seat), || "with the stock gone the other hand is known".into())?;
        }
        Ok(())
    }
}

/// Tricks played so far.
fn p_tricks(g: &SixtySix) -> usize {
    g.public().tricks.len()
}
