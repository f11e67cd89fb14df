package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Hands;
import io.github.roguelikehalf.rules.engine.Light;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.hero.Town;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Valuable;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.List;
import java.util.Optional;

/**
 * A policy that plays like a careful person: it attacks first when the odds favour the party and waits to see the
 * reaction otherwise, pays a bribe only when the fight looks bad, eats when hurt, drinks the healing potion before
 * dying, picks the attack, shot or spell with the most expected effect (its chance to hit times what a hit takes
 * away) and never holds while an attack is open, lets followers take the spare enemy attacks, activates a carried War
 * Doll as soon as a hero has the experience and lets it fight every round, escapes when the next round's expected
 * damage can kill a hero, and answers a scenario's choices from what their options mean ({@link
 * io.github.roguelikehalf.rules.engine.Choice.Option}). It never draws from its dice, so it is deterministic. Between adventures, {@link
 * #betweenAdventures(Party, RuleOptions)} sells what the heroes cannot use and buys healing potions.
 *
 * <p>It is a baseline for simulations and a reference for bot authors, not an optimal player.
 */
public final class BaselinePolicy implements Policy<GameState, Action> {

    private final Engine engine;

    private BaselinePolicy(Engine engine) {
        this.engine = engine;
    }

    /**
     * The policy for the games of an engine, whose scenario it asks for the decisions and the creatures.
     *
     * @param engine the engine
     * @return the policy (it has no state of its own and is thread-safe)
     */
    public static BaselinePolicy of(Engine engine) {
        return new BaselinePolicy(engine);
    }

    @Override
    public Action choose(GameState state, List<Action> legal, Dice dice) {
        Decision d = engine.decision(state).orElseThrow(() -> new IllegalStateException("the adventure is over"));
        if (d instanceof Decision.Explore) {
            return explore(state, legal);
        }
        if (d instanceof Decision.Approach) {
            return favourable(state) ? find(legal, Action.AttackFirst.class) : find(legal, Action.Wait.class);
        }
        if (d instanceof Decision.PayBribe) {
            if (!favourable(state)) {
                for (Action a : legal) {
                    if (a instanceof Action.PayBribe) {
                        return a;
                    }
                }
            }
            return find(legal, Action.RefuseBribe.class);
        }
        if (d instanceof Decision.HeroTurn t) {
            return heroTurn(state, t, legal);
        }
        if (d instanceof Decision.FollowerTurn) {
            Optional<Action> spell = Casting.spell(engine, state, legal, 2.0);
            return spell.isPresent() ? spell.get() : best(state, legal);
        }
        if (d instanceof Decision.AssignAttacks) {
            for (Action a : legal) {
                if (a instanceof Action.AssignExtra x
                        && x.recipients().stream().noneMatch(r -> !r.equals("followers"))) {
                    return a;
                }
            }
            return legal.get(0);
        }
        if (d instanceof Decision.ChooseDefender) {
            return defender(state, legal);
        }
        if (d instanceof Decision.Escape) {
            return losing(state) ? find(legal, Action.Escape.class) : find(legal, Action.Pass.class);
        }
        if (d instanceof Decision.Window) {
            return Casting.inWindow(legal, favourable(state)).orElseGet(() -> find(legal, Action.Pass.class));
        }
        if (d instanceof Decision.Choose) {
            return Choices.choose(engine, state, legal);
        }
        if (d instanceof Decision.Treasure tr) {
            // Find Treasure once the die is seen, where +1 still changes the result (EN §23 / JP §23)
            return tr.die().isPresent() ? legal.get(0) : find(legal, Action.Pass.class);
        }
        return find(legal, Action.Enter.class);
    }

    private Action explore(GameState s, List<Action> legal) {
        // by index: no iterator at every step between tiles
        for (int i = 0; i < legal.size(); i++) {
            Action a = legal.get(i);
            // the War Doll: 1 experience for a combat follower with two attacks a round (EN §40 / JP §39)
            if (a instanceof Action.Use u && u.item().equals(WarDoll.KEY)) {
                return a;
            }
        }
        for (Hero h : s.party().heroes()) {
            if (h.alive() && h.life() <= 2) {
                Optional<Action> drink = legal.stream()
                        .filter(a -> a.equals(new Action.Drink(h.id())))
                        .findFirst();
                if (drink.isPresent()) {
                    return drink.get();
                }
            }
            if (h.alive() && h.maxLife() - h.life() >= 2 && legal.contains(new Action.Eat(h.id()))) {
                return new Action.Eat(h.id());
            }
        }
        for (int i = 0; i < legal.size(); i++) {
            Action a = legal.get(i);
            if (a instanceof Action.Cast c && c.magic().equals("bless")) {
                return a;
            }
        }
        return find(legal, Action.Explore.class);
    }

    /** Escaping (EN §42 / JP §42): one value, asked at every hero's turn. */
    private static final Action ESCAPE = new Action.Escape();

    private Action heroTurn(GameState s, Decision.HeroTurn t, List<Action> legal) {
        Hero h = s.party().hero(t.hero());
        if (h.life() <= 1 && legal.contains(new Action.Drink(h.id()))) {
            return new Action.Drink(h.id());
        }
        if (legal.contains(ESCAPE) && losing(s)) {
            return ESCAPE;
        }
        for (int k = 0; k < legal.size(); k++) { // by index, as below: at every hero's turn, no iterator
            // a dead hero's lantern, when nobody lights the way (EN §28 / JP §27)
            if (legal.get(k) instanceof Action.Use u
                    && u.item().equals(Gear.LANTERN.key())
                    && !Light.hasLight(s.party())) {
                return u;
            }
        }
        Optional<Action> staff = Casting.staff(engine, s, legal);
        if (staff.isPresent()) {
            return staff.get();
        }
        // the Flute of Peace spends no Sorcery, so it is played where it beats an attack (EN §40 / JP §39)
        Optional<Action> flute = Casting.flute(engine, s, legal, Casting.attackChance(h, s, engine));
        if (flute.isPresent()) {
            return flute.get();
        }
        Optional<Action> spell = Casting.spell(engine, s, legal, Casting.attackChance(h, s, engine) * 1.5);
        if (spell.isPresent()) {
            return spell.get();
        }
        for (int k = 0; k < legal.size(); k++) {
            // holy water at the undead: it is only offered where it can hurt (EN §28 / JP §27)
            if (legal.get(k) instanceof Action.Throw) {
                return legal.get(k);
            }
        }
        Action attack = best(s, legal);
        if (attack instanceof Action.Shoot shot) {
            // a Bullet of Piercing instead of the shot, power or not: +2 and no Dexterity spent (EN §40 / JP §39)
            for (Action a : legal) {
                if (a instanceof Action.Use u
                        && u.item().startsWith(MagicTreasure.BULLETS_OF_PIERCING.key())
                        && u.target().equals(Optional.of(shot.target()))) {
                    return a;
                }
            }
        }
        if (attack != null && !(attack instanceof Action.Hold)) {
            return attack;
        }
        for (Action a : legal) {
            if (a instanceof Action.Swap sw && sw.item().contains("weapon")) {
                return a;
            }
        }
        if (legal.contains(new Action.Swap(h.id(), Hands.UNARMED))) {
            return new Action.Swap(h.id(), Hands.UNARMED);
        }
        return find(legal, Action.Hold.class);
    }

    /**
     * The attack or shot with the most expected effect (EN §36 / JP §35): its chance to hit ({@link
     * Threat#hitChance}) times what a hit takes away ({@link Threat#hitValue}); a power attack only where its chance is
     * higher than the plain one. Hold only when no attack is open.
     */
    private Action best(GameState s, List<Action> legal) {
        Action best = null;
        double bestScore = -1;
        for (int k = 0; k < legal.size(); k++) { // by index: at every hero's turn, no iterator
            Action a = legal.get(k);
            double chance = Threat.hitChance(engine, s, a);
            if (chance == Threat.NO_CHANCE) {
                continue;
            }
            // an attack's chance is read only at an active group: the target is one
            EnemyGroup g = Threat.groupOrNull(s, target(a));
            // a power attack spends a point: it must hit more often than the plain one to be worth it
            double score = chance * Threat.hitValue(engine, s, g) - (isPower(a) ? 0.01 : 0);
            if (score > bestScore) {
                bestScore = score;
                best = a;
            }
        }
        return best != null ? best : find(legal, Action.Hold.class);
    }

    private static boolean isPower(Action a) {
        return (a instanceof Action.Attack x && x.power()) || (a instanceof Action.Shoot y && y.power());
    }

    private static String target(Action a) {
        if (a instanceof Action.Attack x) {
            return x.target();
        }
        if (a instanceof Action.Shoot x) {
            return x.target();
        }
        if (a instanceof Action.FollowersAttack x) {
            return x.target();
        }
        if (a instanceof Action.FollowersShoot x) {
            return x.target();
        }
        return "";
    }

    private Action defender(GameState s, List<Action> legal) {
        // A War Doll that can take the blow and stand (its English guard, or 2 Life) defends first
        Action doll = new Action.Defend(WarDoll.KEY, false);
        Optional<WarDoll> active = s.party().followers().warDoll();
        if (legal.contains(doll)
                && (active.orElseThrow().guards(s.options())
                        || active.orElseThrow().life() > 1)) {
            return doll;
        }
        // Spend the cheapest followers first; a Strength hero defends with Strength when it is higher.
        FollowerType[] order = {FollowerType.SOLDIER, FollowerType.BOWMAN, FollowerType.MAGICIAN, FollowerType.SWORDSMAN
        };
        for (FollowerType type : order) {
            List<FollowerGroup> groups = s.party().followers().groups();
            for (int i = 0; i < groups.size(); i++) {
                FollowerGroup g = groups.get(i);
                if (g.type() == type && legal.contains(new Action.Defend(g.key(), false))) {
                    return new Action.Defend(g.key(), false);
                }
            }
        }
        for (Action a : legal) {
            if (a instanceof Action.Defend d && d.power()) {
                Hero h = s.party().hero(d.defender());
                if (h.subAttributeValue() > h.technique()) {
                    return a;
                }
            }
        }
        return legal.get(0);
    }

    /**
     * Whether to leave the fight (EN §36 / JP §35): a living hero can expect to lose at least his Life in the next
     * round ({@link Threat#expectedDamage}) and the party cannot expect to finish the enemies first, or a hero is at
     * Life 1 in a fight that does not look favourable.
     */
    private boolean losing(GameState s) {
        boolean favourable = favourable(s);
        double hits = Threat.expectedHits(engine, s);
        int left = 0;
        // by index: asked at every decision of a fight
        List<EnemyGroup> enemies = Threat.enemies(s);
        for (int i = 0; i < enemies.size(); i++) {
            left += enemies.get(i).current();
        }
        List<Hero> heroes = s.party().heroes();
        for (int i = 0; i < heroes.size(); i++) {
            Hero h = heroes.get(i);
            if (!h.alive()) {
                continue;
            }
            if (h.life() <= 1 && !favourable) {
                return true;
            }
            if (Threat.expectedDamage(engine, s, h) >= h.life() && hits < left) {
                return true;
            }
        }
        return false;
    }

    /** Whether the party's expected hits in a round are at least half the enemies' remaining count or Life. */
    boolean favourable(GameState s) {
        return Threat.favourable(engine, s);
    }

    /**
     * What the baseline does between adventures (EN §39, §28 / JP §38, §27), as a pure function of the party: each
     * living hero sells the treasure he cannot use (accessories and jewels; Bullets of Piercing without a sling;
     * a Flute of Peace unless he is a Sorcery hero), activates a carried War Doll when he has the experience (EN §40
     * / JP §39), and buys a healing potion when he has none, the gold and the room to carry it; then the party leaves
     * behind what it still cannot carry ({@link Party#leavingBehind}).
     *
     * @param party the party after an adventure
     * @param options the rule options
     * @return the party ready for the next adventure
     */
    public static Party betweenAdventures(Party party, RuleOptions options) {
        java.util.Objects.requireNonNull(party, "party");
        java.util.Objects.requireNonNull(options, "options");
        Party p = party;
        for (Hero start : party.heroes()) {
            if (!start.alive()) {
                continue;
            }
            Hero h = start;
            for (Item i : start.equipment().allItems()) {
                if (useless(h, i)) {
                    h = Town.sell(h, i, options);
                }
            }
            p = p.with(h);
            if (p.canActivateWarDoll(h.id())) {
                p = p.activateWarDoll(h.id(), options);
                h = p.hero(h.id());
            }
            if (!h.equipment().owns(Gear.HEALING_POTION)
                    && h.equipment().gold() >= Gear.HEALING_POTION.price()
                    && h.equipment().slotsUsed() + Gear.HEALING_POTION.slots() <= h.carryLimit()) {
                p = p.with(h.buy(Gear.HEALING_POTION, options));
            }
        }
        // treasure gold may have grown past a slot: what still does not fit is left behind (EN §27 / JP §26)
        return p.leavingBehind(options);
    }

    /** Treasure a hero sells: valuables, and magic treasures he cannot use. */
    private static boolean useless(Hero h, Item i) {
        if (i instanceof Valuable) {
            return true;
        }
        if (i instanceof MagicItem m) {
            return switch (m.kind()) {
                case BULLETS_OF_PIERCING -> !h.equipment().owns(RangedWeapon.SLING);
                case FLUTE_OF_PEACE -> h.subAttribute() != SubAttribute.SORCERY;
                default -> false;
            };
        }
        return false;
    }

    private static Action find(List<Action> legal, Class<? extends Action> type) {
        for (int i = 0; i < legal.size(); i++) {
            Action a = legal.get(i);
            if (type.isInstance(a)) {
                return a;
            }
        }
        return legal.get(0);
    }
}
