package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the party may do in the windows of the peaceful rooms of 21-26 (EN §67): wash the oil off in the waterway, and
 * hire the adventurers who are willing. What the text leaves open is decided in docs/rulings.md.
 */
final class PeacefulWindows {

    private PeacefulWindows() {}

    /** The offers of a window after the reaction or the fight of a peaceful room. */
    static List<Offer> offers(Window window, GameState state) {
        List<Offer> offers = new ArrayList<>();
        if (window.kind() != Window.Kind.AFTER_REACTION && window.kind() != Window.Kind.AFTER_FIGHT) {
            return offers;
        }
        var encounter = state.phase().met();
        if (encounter.isEmpty()
                || !Rooms.TILES.containsKey(encounter.get().tileId())
                || !"peaceful"
                        .equals(Rooms.TILES
                                .get(encounter.get().tileId())
                                .event()
                                .orElse(""))) {
            return offers;
        }
        for (Hero h : state.party().heroes()) {
            if (h.alive() && h.effects().containsKey(Effect.OIL_SOAKED)) {
                offers.add(new Offer(h.id(), PeacefulRooms.WASH));
            }
        }
        if (state.party().followers().total() > 0
                && state.party().followers().effects().containsKey(Effect.OIL_SOAKED)) {
            offers.add(new Offer("followers", PeacefulRooms.WASH));
        }
        Optional<Reaction> r = window.reaction();
        boolean willing = r.isPresent()
                && (r.get().kind() == ReactionKind.PEACEFUL || r.get().kind() == ReactionKind.NEUTRAL);
        if (window.kind() == Window.Kind.AFTER_REACTION
                && willing
                && KotItems.firstCreature(state).orElse("").equals(PeacefulRooms.ADVENTURERS.id())) {
            Party p = state.party();
            // EN §56: two heroes take no followers but one Captured, so they hire nobody
            boolean room = p.heroes().size() == 1 && p.followers().total() < p.followerCap(state.options());
            for (PeacefulRooms.Hireling x : PeacefulRooms.HIRELINGS) {
                int hired = KotItems.usedInWindow(window, PeacefulRooms.HIRE + ":" + x.name());
                List<Hero> heroes = p.heroes();
                for (int i = 0; i < heroes.size(); i++) {
                    Hero h = heroes.get(i);
                    if (room && hired < x.max() && h.alive() && h.equipment().gold() >= x.price()) {
                        String o = PeacefulRooms.HIRE + ":" + x.name() + ":" + (hired + 1);
                        if (x.kind().type() == FollowerType.MAGICIAN
                                && p.followers().magicianSpell().isEmpty()) {
                            // EN §28 / JP §27: a Magician knows a basic spell; the first the party hires brings the
                            // one the player chooses, which the Magicians share
                            for (Spell spell : Spell.values()) {
                                offers.add(new Offer(h.id(), o + ":" + spell.key()));
                            }
                        } else {
                            offers.add(new Offer(h.id(), o));
                        }
                    }
                }
            }
        }
        return offers;
    }

    /**
     * An offer taken.
     *
     * @return whether it was one of these
     */
    static boolean resolve(ScenarioContext ctx, Offer offer) {
        if (offer.option().equals(PeacefulRooms.WASH)) {
            ctx.removeEffect(offer.actor(), Effect.OIL_SOAKED);
            ctx.event(Keys.PEACEFUL, offer.actor() + " washes the oil off in the waterway");
            return true;
        }
        if (!offer.option().startsWith(PeacefulRooms.HIRE + ":")) {
            return false;
        }
        String name = offer.option().split(":", -1)[1];
        PeacefulRooms.Hireling x = PeacefulRooms.HIRELINGS.stream()
                .filter(y -> y.name().equals(name))
                .findFirst()
                .orElseThrow();
        Party p = ctx.party();
        Hero h = KotItems.hero(ctx.state(), offer.actor());
        Hero paid = h.reequip(
                h.equipment().withGold(h.equipment().gold() - x.price()),
                ctx.state().options());
        Followers f = p.followers().add(x.kind(), 1);
        if (x.kind().type() == FollowerType.MAGICIAN) {
            f = f.withMagicianSorcery(p.followers().magicianSorcery() + 1);
            String[] parts = offer.option().split(":", -1);
            if (parts.length > 3) {
                Spell spell = Spell.byKey(parts[3]).orElseThrow();
                f = f.withMagicianSpell(spell);
                ctx.event(Keys.PEACEFUL, "the Magicians know " + spell.key());
            }
        }
        ctx.setParty(p.with(paid).with(f));
        ctx.event(Keys.PEACEFUL, h.id() + " hires an adventurer as a " + name + " for " + x.price() + " gold");
        return true;
    }
}
