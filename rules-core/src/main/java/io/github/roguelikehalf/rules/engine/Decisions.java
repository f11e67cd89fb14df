package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Skill;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The one legal-action generator: what must be decided in a state, computed from the state alone. */
final class Decisions {

    private Decisions() {}

    /** The decision of a state, or empty when it is terminal. */
    static Optional<Decision> of(GameState s) {
        if (s.isTerminal()) {
            return Optional.empty();
        }
        Decision d = pending(s);
        if (d == null) {
            throw new IllegalStateException("state has no decision (engine bug): " + s.phase());
        }
        return Optional.of(d);
    }

    /** The decision at this point, or null where the engine proceeds on its own. */
    static Decision pending(GameState s) {
        Phase p = s.phase();
        if (p instanceof Phase.Exploring) {
            return explore(s);
        }
        if (p instanceof Phase.Searching sp) {
            return search(s, sp);
        }
        if (p instanceof Phase.Approaching ap) {
            List<Action> a = new ArrayList<>(List.of(new Action.AttackFirst(), new Action.Wait()));
            addFood(a, s);
            addReadyWeapons(a, s.party(), s.options());
            return new Decision.Approach(describe(ap.encounter()), a);
        }
        if (p instanceof Phase.Bribing bp) {
            return bribe(s, bp);
        }
        if (p instanceof Phase.Fighting fp) {
            return combat(s, fp.combat());
        }
        return null;
    }

    static String describe(Encounter e) {
        List<String> parts = new ArrayList<>();
        for (EnemyGroup g : e.enemies()) {
            parts.add(g.id() + " (" + g.creature().name() + ", level "
                    + g.creature().level() + ", "
                    + (g.creature().strong() ? "Life " + g.current() : g.current() + " of them") + ")");
        }
        return String.join(", ", parts);
    }

    private static Decision explore(GameState s) {
        List<Action> a = new ArrayList<>();
        a.add(new Action.Explore());
        addFood(a, s);
        addReadyWeapons(a, s.party(), s.options());
        if (s.options().releaseFollowersAnyTime()) {
            for (FollowerGroup g : s.party().followers().groups()) {
                if (s.party().release(g.kind(), 1).withinCarryLimit()) {
                    a.add(new Action.Release(g.key()));
                }
            }
        }
        return new Decision.Explore(a);
    }

    /** Eating (EN §31 / JP §30) and drinking a potion (EN §28 / JP §27) outside a fight, where it would heal. */
    private static void addFood(List<Action> a, GameState s) {
        for (Hero h : s.party().heroes()) {
            if (canEat(h)) {
                a.add(new Action.Eat(h.id()));
            }
        }
        for (Hero h : s.party().heroes()) {
            if (canDrink(s, h)) {
                a.add(new Action.Drink(h.id()));
            }
        }
    }

    /** Outside a fight a hero may take any weapon owned in hand at no cost (EN §27 / JP §26). */
    private static void addReadyWeapons(List<Action> a, Party party, RuleOptions options) {
        for (Hero h : party.heroes()) {
            if (!h.alive()) {
                continue;
            }
            for (Item w : carriedWeapons(h, false)) {
                if (Flow.swapFits(party, h, w, options)) {
                    a.add(new Action.Swap(h.id(), w.key()));
                }
            }
        }
    }

    /**
     * Weapons carried and not held, by distinct key, that a hero may take in hand: melee weapons only in a fight,
     * ranged ones too outside it (EN §27-§28 / JP §26-§27).
     */
    static List<Item> carriedWeapons(Hero h, boolean meleeOnly) {
        List<Item> out = new ArrayList<>();
        for (Item i : h.equipment().carried()) {
            boolean weapon = i instanceof Weapon || (!meleeOnly && i instanceof RangedWeapon);
            if (weapon && !out.contains(i) && !h.equipment().hands().contains(i)) {
                out.add(i);
            }
        }
        return out;
    }

    static boolean canEat(Hero h) {
        return h.alive() && h.equipment().rations() > 0 && h.life() < h.maxLife();
    }

    static boolean canDrink(GameState s, Hero h) {
        return h.alive()
                && h.life() < h.maxLife()
                && h.equipment().owns(Gear.HEALING_POTION)
                && !s.progress().potionsUsed().contains(h.id());
    }

    private static Decision search(GameState s, Phase.Searching sp) {
        List<Action> a = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (!sp.heroSearched() && canSearch(h, s.options())) {
                a.add(new Action.Search(h.id()));
            }
        }
        if (!sp.scoutSearched() && s.party().followers().count(FollowerType.SCOUT) > 0) {
            a.add(new Action.Search(Flow.SCOUT));
        }
        a.add(new Action.Enter());
        return new Decision.Search(sp.d66(), a);
    }

    static boolean canSearch(Hero h, RuleOptions options) {
        return h.alive() && h.skills(options).contains(Skill.SEARCH) && h.subAttributeValue() > 0;
    }

    private static Decision bribe(GameState s, Phase.Bribing bp) {
        Bribe b = bp.bribe();
        List<Action> a = new ArrayList<>();
        Party party = s.party();
        for (Hero h : party.heroes()) {
            if (!h.alive()) {
                continue;
            }
            switch (b.kind()) {
                case GOLD -> {
                    if (h.equipment().gold() >= b.amount()) {
                        a.add(new Action.PayBribe(h.id(), List.of()));
                    }
                }
                case RATIONS -> {
                    if (h.equipment().rations() >= b.amount()) {
                        a.add(new Action.PayBribe(h.id(), List.of()));
                    }
                }
                case LIFE -> {
                    if (h.life() > b.amount()) {
                        a.add(new Action.PayBribe(h.id(), List.of()));
                    }
                }
                case ITEMS -> {
                    List<String> keys = new ArrayList<>();
                    for (Item i : givableItems(h)) {
                        keys.add(i.key());
                    }
                    keys.sort(null);
                    for (List<String> combo : combinations(keys, b.amount())) {
                        Hero after = h;
                        for (String key : combo) {
                            after = after.discard(Item.parse(key), s.options());
                        }
                        if (after.alive() && party.with(after).withinCarryLimit()) {
                            a.add(new Action.PayBribe(h.id(), combo));
                        }
                    }
                }
                case FOLLOWER -> {
                    // handled below, once for the party
                }
            }
        }
        if (b.kind() == Bribe.Kind.FOLLOWER) {
            for (FollowerGroup g : party.followers().groups()) {
                if (g.count() >= b.amount()
                        && (b.amount() == 0
                                || party.with(party.followers().remove(g.kind(), b.amount()))
                                        .withinCarryLimit())) {
                    a.add(new Action.PayBribe(g.key(), List.of()));
                }
            }
        }
        a.add(new Action.RefuseBribe());
        return new Decision.PayBribe(b, a);
    }

    /** Items a hero may hand over: held and carried items (worn armour stays worn). */
    static List<Item> givableItems(Hero h) {
        List<Item> items = new ArrayList<>(h.equipment().hands());
        items.addAll(h.equipment().carried());
        return items;
    }

    /** Distinct sorted multisets of size n drawn from sorted keys (with their multiplicity). */
    static List<List<String>> combinations(List<String> sortedKeys, int n) {
        List<List<String>> out = new ArrayList<>();
        if (n == 0) {
            out.add(List.of());
            return out;
        }
        Set<List<String>> seen = new LinkedHashSet<>();
        collect(sortedKeys, n, 0, new ArrayList<>(), seen);
        out.addAll(seen);
        return out;
    }

    private static void collect(List<String> keys, int n, int from, List<String> chosen, Set<List<String>> out) {
        if (chosen.size() == n) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int i = from; i < keys.size(); i++) {
            if (i > from && keys.get(i).equals(keys.get(i - 1))) {
                continue;
            }
            chosen.add(keys.get(i));
            collect(keys, n, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    private static Decision combat(GameState s, Combat c) {
        return switch (c.stage()) {
            case HEROES -> heroTurn(s, c);
            case FOLLOWERS -> followerTurn(s, c);
            case ASSIGN -> assign(s, c);
            case DEFEND -> defend(s, c);
        };
    }

    /** The hero who acts next, or null when every living hero has acted. */
    static Hero nextHero(GameState s, Combat c) {
        if (c.extraAttack().isPresent()) {
            return s.party().hero(c.extraAttack().get());
        }
        for (Hero h : s.party().heroes()) {
            if (h.alive() && !c.acted().contains(h.id())) {
                return h;
            }
        }
        return null;
    }

    private static Decision heroTurn(GameState s, Combat c) {
        Hero h = nextHero(s, c);
        if (h == null || c.escaping()) {
            return null;
        }
        RuleOptions o = s.options();
        List<EnemyGroup> targets = c.encounter().active();
        List<Action> a = new ArrayList<>();
        if (c.extraAttack().isPresent()) {
            addAttacks(a, h, targets, o, c.round() == 0);
            a.add(new Action.Hold(h.id()));
            return new Decision.HeroTurn(h.id(), c.round(), a);
        }
        boolean ranged = h.equipment().heldRangedWeapon().isPresent();
        if (c.round() == 0) {
            if (ranged) {
                addAttacks(a, h, targets, o, true);
            }
        } else {
            if (!ranged) {
                addAttacks(a, h, targets, o, false);
            }
            for (Item w : carriedWeapons(h, true)) {
                if (Flow.swapFits(s.party(), h, w, o)) {
                    a.add(new Action.Swap(h.id(), w.key()));
                }
            }
        }
        if (canDrink(s, h)) {
            a.add(new Action.Drink(h.id()));
        }
        a.add(new Action.Hold(h.id()));
        if (c.round() >= 1 && c.acted().isEmpty()) {
            a.add(new Action.Escape());
        }
        return new Decision.HeroTurn(h.id(), c.round(), a);
    }

    private static void addAttacks(List<Action> a, Hero h, List<EnemyGroup> targets, RuleOptions o, boolean shot) {
        for (EnemyGroup g : targets) {
            a.add(shot ? new Action.Shoot(h.id(), g.id(), false) : new Action.Attack(h.id(), g.id(), false));
            boolean power = shot ? canPowerShoot(h, o) : canPowerAttack(h);
            if (power) {
                a.add(shot ? new Action.Shoot(h.id(), g.id(), true) : new Action.Attack(h.id(), g.id(), true));
            }
        }
    }

    /** Power Attack: a Strength hero with Strength left, for melee attacks (§22). */
    static boolean canPowerAttack(Hero h) {
        return h.subAttribute() == SubAttribute.STRENGTH && h.subAttributeValue() > 0;
    }

    /**
     * A shot with Dexterity: Power Shot (EN §24) or, where a shot is a Dexterity roll, the Dexterity hero's own
     * sub-attribute (JP §27, §35). Power Attack works for a ranged attack only where it is not melee-only (C-18).
     */
    static boolean canPowerShoot(Hero h, RuleOptions o) {
        if (h.subAttributeValue() <= 0) {
            return false;
        }
        if (h.subAttribute() == SubAttribute.DEXTERITY) {
            return o.powerShot() || o.rangedAttackIsDexterityRoll();
        }
        return h.subAttribute() == SubAttribute.STRENGTH
                && !o.powerAttackMeleeOnly()
                && !o.rangedAttackIsDexterityRoll();
    }

    private static Decision followerTurn(GameState s, Combat c) {
        if (c.escaping() || Flow.followersAbleToAct(s.party(), c) == 0) {
            return null;
        }
        List<Action> a = new ArrayList<>();
        for (EnemyGroup g : c.encounter().active()) {
            a.add(c.round() == 0 ? new Action.FollowersShoot(g.id()) : new Action.FollowersAttack(g.id()));
        }
        a.add(new Action.Hold(Combat.FOLLOWERS));
        return new Decision.FollowerTurn(c.round(), a);
    }

    private static Decision assign(GameState s, Combat c) {
        int attacks = Flow.enemyAttacks(c);
        List<String> recipients = Flow.recipients(s.party());
        if (attacks == 0 || recipients.size() <= 1 || attacks % recipients.size() == 0) {
            return null;
        }
        List<Action> a = new ArrayList<>();
        for (List<String> combo : combinations(recipients, attacks % recipients.size())) {
            a.add(new Action.AssignExtra(combo));
        }
        return new Decision.AssignAttacks(attacks, recipients, a);
    }

    private static Decision defend(GameState s, Combat c) {
        if (c.incoming().isEmpty()) {
            return null;
        }
        String next = Flow.resolveRecipient(s.party(), c.incoming().get(0).recipient());
        if (next == null) {
            return null;
        }
        List<Action> a = new ArrayList<>();
        if (next.equals(Combat.FOLLOWERS)) {
            for (FollowerGroup g : s.party().followers().groups()) {
                if (g.type().combat()) {
                    a.add(new Action.Defend(g.key(), false));
                }
            }
        } else {
            Hero h = s.party().hero(next);
            a.add(new Action.Defend(h.id(), false));
            if (canPowerAttack(h)) {
                a.add(new Action.Defend(h.id(), true));
            }
        }
        return new Decision.ChooseDefender(c.incoming().size(), a);
    }
}
