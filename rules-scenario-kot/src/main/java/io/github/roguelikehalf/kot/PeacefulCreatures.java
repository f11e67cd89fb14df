package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.PeacefulRooms.ADVENTURERS;
import static io.github.roguelikehalf.kot.PeacefulRooms.FISH_GOD;
import static io.github.roguelikehalf.kot.PeacefulRooms.TRADERS;
import static io.github.roguelikehalf.kot.PeacefulRooms.TRADER_FLEES_AT_MOST;
import static io.github.roguelikehalf.kot.PeacefulRooms.TRADER_ROLLED;
import static io.github.roguelikehalf.kot.PeacefulRooms.VILLAGERS;
import static io.github.roguelikehalf.kot.PeacefulRooms.WATERWAY;

import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The special rules of the peaceful creatures of 11-16 (EN §67): their bribes, treasure and what they do. */
final class PeacefulCreatures {

    /** The rules by creature id. */
    static final Map<String, CreatureRules> RULES = Map.of(
            VILLAGERS.id(), new Villagers(),
            FISH_GOD.id(), new FishGod(),
            ADVENTURERS.id(), new Adventurers(),
            TRADERS.id(), new Traders());

    private PeacefulCreatures() {}

    /** The villagers: 2 gold each; paid, they welcome the party; refused, they stay neutral (EN §67). */
    static final class Villagers implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            return perHead(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.AsksBribe.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            return event instanceof Happening.BribeSettled b
                    ? b.withReaction(Reaction.of(b.payer().isPresent() ? ReactionKind.WELCOMING : ReactionKind.NEUTRAL))
                    : event;
        }
    }

    /** A bribe of the table's amount per creature met ({@link PerHeadBribes}). */
    private static Would perHead(Would event, CreatureView view) {
        return event instanceof Would.AsksBribe b
                ? b.withBribe(PerHeadBribes.total(view.group(), view.state(), b.bribe()))
                : event;
    }

    /**
     * The Fish God's descendants: offered a follower, the other followers leave (a Captured offered, nobody leaves);
     * then they are Peaceful and teach the waterway (EN §67).
     */
    static final class FishGod implements CreatureRules {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (!(event instanceof Happening.BribeSettled b) || b.payer().isEmpty()) {
                return event;
            }
            if (FollowerKind.parse(b.payer().get()).type() != FollowerType.CAPTURED) {
                followersLeave(ctx);
            }
            return b.withReaction(Reaction.scenario(WATERWAY));
        }
    }

    /** The adventurers: 2 gold each, two treasure rolls (EN §67); they may be hired in the reaction's window. */
    static final class Adventurers implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            return event instanceof Would.TreasureRolls t ? t.withRolls(2) : perHead(event, view);
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.TreasureRolls.class || kind == Would.AsksBribe.class;
        }
    }

    /** The trader: two treasure rolls; fought, 1d6 at most 4 and he flees (EN §67). */
    static final class Traders implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            return event instanceof Would.TreasureRolls t ? t.withRolls(2) : event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.TreasureRolls.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            return event instanceof Happening.RoundBegins r
                            && !ctx.scenarioState().flag(TRADER_ROLLED)
                    ? r.withActedInstead(traderFlees(ctx, group))
                    : event;
        }
    }

    /** The party fights the trader: 1d6, at most 4 and the traders flee, leaving their treasure (EN §67). */
    static boolean traderFlees(ScenarioContext ctx, EnemyGroup group) {
        ctx.setScenarioState(ctx.scenarioState().withFlag(TRADER_ROLLED, true));
        var d = ctx.dice().d6("does the trader flee");
        boolean flees = d.total() <= TRADER_FLEES_AT_MOST;
        ctx.event(Event.roll(
                Keys.PEACEFUL,
                "the party fights the trader: " + d.total() + (flees ? ", he flees, leaving his goods" : ", he fights"),
                d));
        if (flees) {
            ctx.damageEnemy(group.id(), group.current(), Keys.PEACEFUL);
        }
        return flees;
    }

    /** Every follower but the Captured leaves the party; what the heroes cannot carry then is left behind. */
    private static void followersLeave(ScenarioContext ctx) {
        Party p = ctx.party();
        Followers f = p.followers();
        for (FollowerGroup g : p.followers().groups()) {
            if (g.type() != FollowerType.CAPTURED) {
                f = f.remove(g.kind(), g.count());
            }
        }
        if (f.total() == p.followers().total()) {
            return;
        }
        p = p.with(f);
        ctx.event(Keys.PEACEFUL, "shocked by the offering, the other followers leave the party");
        List<Hero> heroes = new ArrayList<>(p.heroes());
        for (int i = 0; i < heroes.size() && !p.withinCarryLimit(); i++) {
            Hero h = heroes.get(i);
            while (!p.withinCarryLimit() && !h.equipment().carried().isEmpty()) {
                Item last = h.equipment().carried().get(h.equipment().carried().size() - 1);
                h = h.reequip(h.equipment().remove(last), ctx.state().options());
                p = p.with(h);
                ctx.event(Keys.PEACEFUL, h.id() + " leaves " + last.key() + " behind: nobody can carry it");
            }
        }
        ctx.setParty(p);
    }
}
