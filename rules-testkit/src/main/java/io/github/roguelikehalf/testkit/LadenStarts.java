package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;

/** The parties of {@link Generators#laden()}: packs full to the carry limit, gold just below a slot. */
final class LadenStarts {

    private static final FollowerKind PORTER = FollowerKind.of(FollowerType.PORTER);

    private LadenStarts() {}

    /**
     * A party of {@link Generators#parties}, with up to two Porters hired where the Follower score has room, each hero
     * with 90 to 99 gold, and ropes from earlier adventures added to the packs, hero by hero, while the party can still
     * carry one more (EN §27-§28 / JP §26-§27).
     */
    static Party laden(Draw d, RuleOptions o) {
        return load(d, Generators.parties(o).next(d), o);
    }

    /** The party with Porters, gold and ropes as {@link #laden} gives them. */
    static Party load(Draw d, Party party, RuleOptions o) {
        Party p = party;
        int room = p.followerCap(o) - p.followers().total();
        int porters = d.intBetween(0, Math.max(0, Math.min(2, room)));
        if (porters > 0) {
            p = p.hire(p.ids().get(0), PORTER, porters, o);
        }
        for (String id : p.ids()) {
            Hero h = p.hero(id);
            p = p.with(ImmutableHero.copyOf(h).withEquipment(h.equipment().withGold(d.intBetween(90, 99))));
            while (true) {
                Hero now = p.hero(id);
                Party more = p.with(
                        ImmutableHero.copyOf(now).withEquipment(now.equipment().add(Gear.ROPE)));
                if (!more.withinCarryLimit()) {
                    break;
                }
                p = more;
            }
        }
        return p;
    }
}
