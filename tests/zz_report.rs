use cardtable::bots::euchre::{explain, hand_strength, EuchreHeuristic};
use cardtable::bots::{ismcts, Bot, HasBots, MatchContext, BotKind};
use cardtable::euchre::*;
use cardtable::game::Game;
use cardtable::session::Session;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn report() {
    let mut keys = std::collections::BTreeMap::new();
    for seed in 0..300u64 {
        let o = EuchreOptions::default();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut g = Euchre::deal(&o, seed as usize % 4, &mut rng);
        let mut legal = Vec::new();
        while let Some(seat) = g.to_move() {
            g.legal_actions(&mut legal);
            let obs = g.observation(seat);
            let ctx = MatchContext { scores: vec![0, 0], side: seat % 2, target: 10 };
            let a = EuchreHeuristic.choose(&obs, &legal, &ctx, &mut rng);
            *keys.entry(explain(&obs, a, &legal).key).or_insert(0) += 1;
            g.apply(a).unwrap();
        }
    }
    eprintln!("club choices: {keys:?}");
    // seed 1 hand 1, round 2.
    let mut s: Session<Euchre> = Session::new(EuchreOptions::default(), 1);
    let mut legal = Vec::new();
    for _ in 0..4 { s.game.legal_actions(&mut legal); s.play(EuchreAction::Pass).unwrap(); }
    let obs = s.game.observation(0);
    s.game.legal_actions(&mut legal);
    eprintln!("hand {:?} legal {:?}", obs.hand, legal);
    for a in &legal { if let EuchreAction::Call { suit } = a { eprintln!("strength {suit:?} = {}", hand_strength(obs.hand, *suit)); } }
    let ctx = MatchContext { scores: vec![0, 0], side: 0, target: 10 };
    eprintln!("club: {:?}", EuchreHeuristic.choose(&obs, &legal, &ctx, &mut ChaCha8Rng::seed_from_u64(0)));
    for seed in 0..4u64 {
        let r = ismcts::ismcts::<Euchre>(&obs, &<Euchre as HasBots>::search_config(BotKind::Expert), &mut ChaCha8Rng::seed_from_u64(seed));
        eprintln!("search seed {seed}: best {:?} stats {:?}", r.best(&legal), r.stats);
    }
}
