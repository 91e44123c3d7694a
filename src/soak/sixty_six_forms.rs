//! The invariants and forms of the other forms of Sixty-six (docs/rules/sixty-six.md §15)
//! for the soak: the trick forms ([`FormDeal`]) and `sixty-six-3` ([`ThreeHand`]).

use super::{ensure, Soak};
use crate::cards::{CardSet, Suit};
use crate::game::{Game, Seat};
use crate::sixty_six::SixtySixAction;
use crate::sixty_six_forms::rank::{pack, set_points};
use crate::sixty_six_forms::*;
use rand_chacha::ChaCha8Rng;

/// The named option sets: each form's preset (§15.1, §15.2) and the alternatives of its
/// open points (R3 `overtrump_or_free`, `exactly_100` 1, R10 `scoring: contract`, R6 no
/// carry, R9 dealer's left leading).
pub fn forms() -> Vec<(&'static str, FormOptions)> {
    vec![
        ("sixty-six-4", FormOptions::four()),
        (
            "sixty-six-4-free",
            FormOptions { void_trump_rule: VoidTrumpRule::OvertrumpOrFree, exactly_100: 1, tie_65: Tie65::Nothing, ..FormOptions::four() },
        ),
        ("sixty-six-throat-cut", FormOptions::throat_cut()),
        (
            "sixty-six-throat-cut-free",
            FormOptions { void_trump_rule: VoidTrumpRule::OvertrumpOrFree, leader: Leader::DealerLeft, ..FormOptions::throat_cut() },
        ),
        ("sixty-six-team", FormOptions::team()),
        ("sixty-six-team-contract", FormOptions { scoring: Scoring::Contract, ..FormOptions::team() }),
    ]
}

/// Every action that could be proposed, legal or not (cards outside the 24-card pack, bids
/// out of range included).
pub fn universe() -> Vec<FormAction> {
    let mut v: Vec<FormAction> = CardSet::pack(2..=14, false).iter().map(|card| FormAction::Play { card }).collect();
    v.extend([0u8, 1, 65, 66, 67, 70, 99, 100, 129, 130, 131, 255].map(|points| FormAction::Bid { points }));
    v.push(FormAction::Pass);
    v.extend(Suit::ALL.map(|suit| FormAction::NameTrump { suit }));
    v
}

/// The shown cards are where they are said to be (the trump card with the dealer until
/// played) and nobody holds a card strict play showed they cannot.
pub fn inferences_true(g: &FormDeal) -> bool {
    let p = g.public();
    let shown_ok = p.trump_card.is_none_or(|c| p.played().contains(c) || g.hand(p.dealer).contains(c));
    shown_ok && (0..p.options.players as usize).all(|s| (g.hand(s) & p.excluded[s]).is_empty())
}

/// What the checks keep: the universe of actions, built once.
#[derive(Default)]
pub struct FormsChecker {
    universe: Vec<FormAction>,
}

fn snapshot(g: &FormDeal) -> (FormPublic, Vec<CardSet>, CardSet) {
    (g.public().clone(), (0..4).map(|s| g.hand(s)).collect(), g.widow())
}

impl Soak for FormDeal {
    type Checker = FormsChecker;

    fn forms() -> Vec<(&'static str, FormOptions)> {
        forms()
    }

    /// The pack conserved (120 card points); the inferences true; the points won plus
    /// those still out make 120 (plus the widow); `check` accepts exactly the legal actions
    /// of the universe; an illegal `apply` is refused with a code and changes nothing.
    fn before(ck: &mut FormsChecker, g: &mut FormDeal, legal: &[FormAction], _rng: &mut ChaCha8Rng) -> Result<(), String> {
        ensure(g.conserved(), || "the pack is not conserved".into())?;
        ensure(inferences_true(g), || "a public inference is false".into())?;
        let p = g.public();
        let n = p.options.players as usize;
        let held: CardSet = (0..n).fold(CardSet::EMPTY, |a, s| a | g.hand(s));
        let on_table: CardSet = p.trick.iter().map(|x| x.card).collect();
        let widow_out = if p.tricks.is_empty() { set_points(g.widow()) } else { 0 };
        let won: u16 = p.tricks.iter().map(|t| t.card_points + t.widow_points).sum();
        ensure(won + set_points(held) + set_points(on_table) + widow_out == 120, || "card points won + out ≠ 120".into())?;
        if ck.universe.is_empty() {
            ck.universe = universe();
        }
        for a in &ck.universe {
            ensure(g.check(*a).is_ok() == legal.contains(a), || format!("check({a:?}) disagrees with the legal list {legal:?}"))?;
        }
        if let Some(bad) = ck.universe.iter().find(|a| !legal.contains(a)).copied() {
            let before = snapshot(g);
            let e = g.apply(bad).err().ok_or_else(|| format!("{bad:?} is not listed but accepted"))?;
            ensure(!e.message().is_empty() && !e.msg.english().starts_with("sixty_six_forms."), || {
                format!("the refusal of {bad:?} has no sentence")
            })?;
            ensure(snapshot(g) == before, || format!("the refused {bad:?} changed the state"))?;
        }
        Ok(())
    }

    /// Every trick played (R7) and 130 shared out with the last trick (§15.1, R11), or a
    /// void deal with no trick; the award as the result says.
    fn end(_: &FormsChecker, g: &FormDeal) -> Result<(), String> {
        ensure(g.conserved(), || "the pack is not conserved".into())?;
        let p = g.public();
        let o = &p.options;
        let r = g.result().ok_or("no result")?;
        if r.reason == Reason::AllPassed {
            ensure(p.tricks.is_empty() && r.award.iter().all(|&a| a == 0), || "a void deal was played or scored".into())?;
            return Ok(());
        }
        ensure(p.tricks.len() == o.hand_size as usize, || format!("{} tricks of {}", p.tricks.len(), o.hand_size))?;
        ensure(r.totals.iter().sum::<u16>() == 130, || format!("totals {:?} do not make 130", r.totals))?;
        ensure(r.tricks_won.iter().map(|&t| t as usize).sum::<usize>() == o.hand_size as usize, || "tricks won do not add up".into())?;
        let awarded: Vec<usize> = (0..o.units()).filter(|&u| r.award[u] > 0).collect();
        match r.reason {
            Reason::Side66 | Reason::Made => {
                let w = r.winner.ok_or("no winner")?;
                ensure(awarded == [w] && (1..=3).contains(&r.award[w]), || format!("award {:?}", r.award))?;
                ensure(r.award[w] == 3 || r.tricks_won[w] < o.hand_size, || "every trick scores 3 (R5)".into())?;
            }
            Reason::Tie65 => ensure(r.totals == [65, 65] && awarded.is_empty(), || format!("65-65 with {:?}", r.totals))?,
            Reason::Set => ensure(awarded.len() == o.units() - 1, || format!("set award {:?}", r.award))?,
            Reason::AllPassed => {}
        }
        Ok(())
    }

    /// A sampled world keeps the pack, the shown cards and the inferences.
    fn world(g: &FormDeal, w: &FormDeal, seat: Seat) -> Result<(), String> {
        ensure(w.conserved(), || "the sampled world loses cards".into())?;
        ensure(inferences_true(w), || "the sampled world breaks a shown void or the shown trump card".into())?;
        ensure(w.hand(seat) == g.hand(seat), || "the observer's hand changed".into())?;
        ensure(g.public().widow.is_none() || w.widow() == g.widow(), || "a shown widow changed".into())?;
        ensure(pack(g.public().options.deck).len() == g.public().options.deck as usize, || "bad pack".into())
    }
}

/// What the `sixty-six-3` checks keep: the universe of two-hand actions.
#[derive(Default)]
pub struct ThreeHandChecker {
    universe: Vec<SixtySixAction>,
}

impl Soak for ThreeHand {
    type Checker = ThreeHandChecker;

    fn forms() -> Vec<(&'static str, ThreeHandOptions)> {
        vec![("sixty-six-3", ThreeHandOptions::default())]
    }

    /// The dealer never moves and holds nothing (§15.3); the two-hand deal's own checks.
    fn before(ck: &mut ThreeHandChecker, g: &mut ThreeHand, legal: &[SixtySixAction], _rng: &mut ChaCha8Rng) -> Result<(), String> {
        ensure(g.to_move() != Some(g.dealer()), || "the dealer is to move".into())?;
        ensure(g.hand(g.dealer()).is_empty(), || "the dealer holds cards".into())?;
        ensure(crate::soak::sixty_six::conserved(g.two_hand()), || "the pack is not conserved".into())?;
        if ck.universe.is_empty() {
            ck.universe = crate::soak::sixty_six::universe();
        }
        for a in &ck.universe {
            ensure(g.check(*a).is_ok() == legal.contains(a), || format!("check({a:?}) disagrees with the legal list"))?;
        }
        if let Some(bad) = ck.universe.iter().find(|a| !legal.contains(a)).copied() {
            let before = (g.two_hand().public().clone(), g.hand(0), g.hand(1), g.hand(2));
            ensure(g.apply(bad).is_err(), || format!("{bad:?} is not listed but accepted"))?;
            ensure((g.two_hand().public().clone(), g.hand(0), g.hand(1), g.hand(2)) == before, || {
                format!("the refused {bad:?} changed the state")
            })?;
        }
        Ok(())
    }

    /// R15: the deal's winner and the dealer score the same, the other player nothing.
    fn end(_: &ThreeHandChecker, g: &ThreeHand) -> Result<(), String> {
        let hr = g.hand_result().ok_or("no result")?;
        let r = g.two_hand().result().ok_or("no two-hand result")?;
        if let Some(w) = r.winner {
            let (winner, other) = (g.table_seat(w), g.table_seat(1 - w));
            ensure(
                hr.points[winner] == r.game_points as i32 && hr.points[g.dealer()] == hr.points[winner] && hr.points[other] == 0,
                || format!("points {:?} for a two-hand win of {}", hr.points, r.game_points),
            )?;
        }
        Ok(())
    }

    fn world(g: &ThreeHand, w: &ThreeHand, seat: Seat) -> Result<(), String> {
        ensure(crate::soak::sixty_six::conserved(w.two_hand()), || "the sampled world loses cards".into())?;
        ensure(w.hand(seat) == g.hand(seat) && w.dealer() == g.dealer(), || "the observer's hand or the dealer changed".into())?;
        ensure(w.hand(g.dealer()).is_empty(), || "the dealer holds cards in a sampled world".into())?;
        Ok(())
    }
}
