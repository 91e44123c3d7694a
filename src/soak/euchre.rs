//! Euchre's invariants and forms for the soak (docs/rules/euchre.md).

use super::{ensure, Soak};
use crate::cards::{CardSet, Suit};
use crate::euchre::*;
use crate::game::{Game, Seat};
use rand_chacha::ChaCha8Rng;

/// The option sets soaked: the book's defaults (`default`), the `openspiel` profile, the six
/// named forms of docs/rules/euchre.md §14 ([`EUCHRE_FORMS`], by the same names), and three
/// mixes of other §13 switches the forms leave at their defaults.
pub fn forms() -> Vec<(&'static str, EuchreOptions)> {
    let d = EuchreOptions::default;
    let mut v = vec![("default", d()), ("openspiel", EuchreOptions::openspiel(false, false))];
    v.extend(EUCHRE_FORMS.iter().map(|f| (f.name, (f.options)())));
    v.extend([
        ("lone-defender", EuchreOptions { allow_lone_defender: true, lone_defender_scoring: LoneDefenderScoring::ByTricks, ..d() }),
        (
            "32-7-discard-upcard",
            EuchreOptions { deck: 32, hand_size: 7, dealer_may_discard_upcard: true, alone_timing: AloneTiming::WithBid, ..d() },
        ),
        ("32-card-assist", EuchreOptions { deck: 32, partner_assist_forces_alone: true, stick_the_dealer: false, ..d() }),
        ("three-handed-no-stick", EuchreOptions { players: 3, stick_the_dealer: false, ..d() }),
    ]);
    v
}

/// Every action that could ever be proposed under `o`, legal or not (a card outside the
/// pack included).
pub fn universe(o: &EuchreOptions) -> Vec<EuchreAction> {
    use EuchreAction as A;
    let mut v = vec![A::Pass, A::OrderUp, A::Alone, A::Partner];
    for s in Suit::ALL {
        v.push(A::Call { suit: s });
        v.push(A::NameTrump { suit: s });
    }
    for c in Euchre::pack(o).iter() {
        v.push(A::Discard { card: c });
        v.push(A::GiveBest { card: c });
        v.push(A::Play { card: c });
    }
    // A card outside the pack (a 2 is never in a Euchre pack, §2).
    v.push(A::Play { card: crate::cards::Card::new(Suit::Clubs, 2) });
    v
}

/// §2, §4: every card of the pack is in exactly one place (hands, tricks played, kitty,
/// discards, the upcard not taken).
pub fn conserved(g: &Euchre) -> bool {
    let p = g.public();
    let mut all = g.kitty();
    let mut count = g.kitty().len();
    let mut add = |s: CardSet| {
        all |= s;
        count += s.len();
    };
    for s in 0..4 {
        add(g.hand(s));
        add(p.played[s]);
    }
    if let Some(d) = g.dealer_discard() {
        add(CardSet::single(d));
    }
    for d in (0..4).filter_map(|s| g.best_discard(s)) {
        add(CardSet::single(d));
    }
    if p.upcard_state != UpcardState::Taken {
        add(CardSet::single(p.upcard));
    }
    all == Euchre::pack(&p.options) && count == all.len()
}

/// What the Euchre checks keep over a hand.
#[derive(Default)]
pub struct EuchreChecker {
    universe: Vec<EuchreAction>,
    active: usize,
    tricks: usize,
}

impl Soak for Euchre {
    type Checker = EuchreChecker;

    fn forms() -> Vec<(&'static str, EuchreOptions)> {
        forms()
    }

    /// The pack conserved (§2, §4); `check` accepts exactly the legal actions of the
    /// universe (§5–§8); an illegal `apply` is refused and changes nothing.
    fn before(ck: &mut EuchreChecker, g: &mut Euchre, legal: &[EuchreAction], _rng: &mut ChaCha8Rng) -> Result<(), String> {
        if ck.universe.is_empty() {
            ck.universe = universe(&g.public().options);
        }
        ensure(conserved(g), || "the pack is not conserved".into())?;
        for a in &ck.universe {
            ensure(g.check(*a).is_ok() == legal.contains(a), || format!("check({a:?}) disagrees with the legal list {legal:?}"))?;
        }
        if let Some(bad) = ck.universe.iter().find(|a| !legal.contains(a)).copied() {
            let (pb, hb) = (g.public().clone(), g.hands());
            ensure(g.apply(bad).is_err(), || format!("{bad:?} is not listed but accepted"))?;
            ensure(*g.public() == pb && g.hands() == hb, || format!("the refused {bad:?} changed the state"))?;
        }
        ck.active = g.public().active.iter().filter(|&&x| x).count();
        Ok(())
    }

    /// §9: a trick has one card per active seat, no seat twice.
    fn after(ck: &mut EuchreChecker, g: &Euchre, events: &[EuchreEvent]) -> Result<(), String> {
        for e in events {
            if let EuchreEvent::Trick { plays, .. } = e {
                ck.tricks += 1;
                ensure(plays.len() == ck.active, || format!("a trick of {} cards with {} active seats", plays.len(), ck.active))?;
                let seats: std::collections::BTreeSet<_> = plays.iter().map(|p| p.seat).collect();
                ensure(seats.len() == plays.len(), || "a seat played twice to a trick".into())?;
                ensure(plays.iter().all(|p| g.public().active[p.seat]), || "an inactive seat played".into())?;
            }
        }
        Ok(())
    }

    /// §10: the pack conserved; an all-pass hand has no trick and no points, any other
    /// exactly `hand_size` tricks and a side scoring.
    fn end(ck: &EuchreChecker, g: &Euchre) -> Result<(), String> {
        ensure(conserved(g), || "the pack is not conserved".into())?;
        let r = g.result().ok_or("no result")?;
        if r.outcome == EuchreOutcome::AllPass {
            ensure(ck.tricks == 0, || format!("all passed but {} tricks were played", ck.tricks))?;
            ensure(r.side_points.iter().all(|&p| p == 0), || format!("all passed but points {:?}", r.side_points))
        } else {
            let want = g.public().options.hand_size as usize;
            ensure(ck.tricks == want, || format!("{} tricks, not hand_size {want}", ck.tricks))?;
            ensure(r.side_points.iter().any(|&p| p > 0), || format!("no side scores: {:?}", r.side_points))
        }
    }

    /// A sampled world keeps the pack conserved.
    fn world(_real: &Euchre, w: &Euchre, _seat: Seat) -> Result<(), String> {
        ensure(conserved(w), || "the sampled world loses cards".into())
    }
}
