package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Condition;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.NumberAppearing;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroCheck;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.treasure.Treasure;
import io.github.roguelikehalf.rules.treasure.TreasureTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Applies one action and runs the rules on until the next decision. One instance per {@code apply}; it holds the
 * state being built, the dice and the events, and is thrown away afterwards.
 */
final class Flow {

    static final String SCOUT = "scout";

    private static final String COMBAT = "EN §36 / JP §35";
    private static final String CREATURES = "EN §37 / JP §35";
    private static final String FLEEING = "EN §38 / JP §37";
    private static final String ENCOUNTER = "EN §35 / JP §34";
    private static final String PROGRESS = "EN §34 / JP §33";
    private static final String EQUIPMENT = "EN §28 / JP §27";
    private static final String VICTORY = "EN §44 / JP §44";
    private static final String ESCAPE = "EN §42 / JP §42";
    private static final String TREASURE = "EN §39-§40 / JP §38-§39";

    private final Scenario scenario;
    private final Dice dice;
    private final List<Event> events = new ArrayList<>();
    private ImmutableGameState s;

    private Flow(Scenario scenario, GameState state, Dice dice) {
        this.scenario = scenario;
        this.s = ImmutableGameState.copyOf(state);
        this.dice = dice;
    }

    /** Applies a legal action and proceeds to the next decision. */
    static Transition run(Scenario scenario, GameState state, Action action, Dice dice) {
        Flow f = new Flow(scenario, state, dice);
        f.perform(action);
        f.advance();
        return new Transition(f.s.withSteps(state.steps() + 1), f.events);
    }

    // ------------------------------------------------------------------ shared rule computations

    /** Whether someone holds a lantern: a hero with a lantern in hand, or a Lamplighter (EN §28 / JP §27). */
    static boolean hasLight(Party p) {
        for (Hero h : p.heroes()) {
            if (h.alive() && h.equipment().holdsLantern()) {
                return true;
            }
        }
        return p.followers().count(FollowerType.LAMPLIGHTER) > 0;
    }

    /** -2 to every check of the party without a lantern held (EN §28 / JP §27; AMB-34). */
    static List<Modifier> light(Party p) {
        return hasLight(p) ? List.of() : List.of(new Modifier("no lantern held", -2, EQUIPMENT));
    }

    /** The enemy attacks of the current half-round. */
    static int enemyAttacks(Combat c) {
        int n = 0;
        for (EnemyGroup g : c.encounter().active()) {
            n += attacksThisHalf(c, g);
        }
        return n;
    }

    /**
     * A group's attacks in this half-round: none in round 0 unless it shoots (EN §36 / JP §35), one per creature
     * (a Strong Creature once) against an escape (EN §42 / JP §42, AMB-14), otherwise its attacks (EN §37).
     */
    private static int attacksThisHalf(Combat c, EnemyGroup g) {
        if (c.escaping()) {
            return g.creature().strong() ? 1 : g.current();
        }
        return c.round() > 0 || g.creature().ranged() ? g.attacks() : 0;
    }

    /** Who enemy attacks are split among: each living hero, and the combat followers as one (EN §36 / JP §35). */
    static List<String> recipients(Party p) {
        List<String> r = new ArrayList<>();
        for (Hero h : p.heroes()) {
            if (h.alive()) {
                r.add(h.id());
            }
        }
        if (p.followers().combatCount() > 0) {
            r.add(Combat.FOLLOWERS);
        }
        return r;
    }

    /**
     * Who really defends an attack meant for a recipient: attacks meant for the followers go to the first living hero
     * once no combat follower is left (AMB-42), and so do attacks meant for a hero who has died.
     */
    static String resolveRecipient(Party p, String recipient) {
        if (recipient.equals(Combat.FOLLOWERS)) {
            if (p.followers().combatCount() > 0) {
                return recipient;
            }
            for (Hero h : p.heroes()) {
                if (h.alive()) {
                    return h.id();
                }
            }
            return null;
        }
        for (Hero h : p.heroes()) {
            if (h.id().equals(recipient) && h.alive()) {
                return recipient;
            }
        }
        // the hero it was meant for has died: it goes to a living hero, as attacks meant for fallen followers do
        for (Hero h : p.heroes()) {
            if (h.alive()) {
                return h.id();
            }
        }
        return null;
    }

    /** How many combat followers act in the followers' step of this round. */
    static int followersAbleToAct(Party p, Combat c) {
        Followers f = p.followers();
        int bowmen = f.count(FollowerType.BOWMAN);
        if (c.round() == 0) {
            return bowmen;
        }
        if (c.round() == 1 && c.bowmenShot()) {
            return f.combatCount() - bowmen;
        }
        return f.combatCount();
    }

    // ------------------------------------------------------------------ the loop

    private void advance() {
        int guard = 0;
        while (!s.isTerminal()) {
            if (++guard > 100_000) {
                throw new IllegalStateException("engine did not reach a decision (engine bug): " + s.phase());
            }
            if (s.party().heroes().stream().noneMatch(Hero::alive)) {
                // Life can also reach 0 outside a defense, e.g. when max Life falls with a shield put away (JP §29)
                finish(Outcome.Termination.DEATH, "no hero is alive");
                return;
            }
            Decision d = Decisions.pending(s);
            if (d != null) {
                boolean automatic = d instanceof Decision.HeroTurn
                        || d instanceof Decision.FollowerTurn
                        || d instanceof Decision.ChooseDefender
                        || d instanceof Decision.Search;
                if (automatic && d.legalActions().size() == 1) {
                    perform(d.legalActions().get(0));
                    continue;
                }
                return;
            }
            if (!(s.phase() instanceof Phase.Fighting fp)) {
                throw new IllegalStateException("no decision outside a fight (engine bug): " + s.phase());
            }
            step(fp.combat());
        }
    }

    /** Moves a fight on where nobody has a choice. */
    private void step(Combat c) {
        switch (c.stage()) {
            case HEROES -> setCombat(c.with(Combat.Stage.FOLLOWERS));
            case FOLLOWERS -> halfDone(c.withHalves(true, c.enemyHalfDone()));
            case ASSIGN -> {
                int attacks = enemyAttacks(c);
                List<String> recipients = recipients(s.party());
                if (attacks == 0) {
                    halfDone(c.withHalves(c.heroHalfDone(), true));
                } else {
                    setCombat(c.with(Combat.Stage.DEFEND).attacksWaiting(split(c, recipients, List.of())));
                }
            }
            case DEFEND -> {
                if (c.incoming().isEmpty()) {
                    halfDone(c.withHalves(c.heroHalfDone(), true));
                } else {
                    // the head cannot be defended by anybody (its hero is dead): it is lost
                    setCombat(c.attacksWaiting(
                            c.incoming().subList(1, c.incoming().size())));
                }
            }
        }
    }

    /** After one side's half of the round. */
    private void halfDone(Combat c) {
        if (c.escaping() && c.enemyHalfDone()) {
            finishEscape(c);
            return;
        }
        if (c.heroHalfDone() && c.enemyHalfDone()) {
            Combat next = c.nextRound();
            events.add(Event.of(COMBAT, "round " + next.round() + " begins"));
            setCombat(next);
        } else if (c.heroHalfDone()) {
            setCombat(c.with(Combat.Stage.ASSIGN));
        } else {
            setCombat(c.with(Combat.Stage.HEROES));
        }
    }

    /**
     * Splits the enemy attacks as evenly as possible among the recipients, the extra ones to those named; the
     * attacks are taken group by group, in order (EN §36 / JP §35).
     */
    private static List<Combat.Incoming> split(Combat c, List<String> recipients, List<String> extra) {
        List<String> attackers = new ArrayList<>();
        for (EnemyGroup g : c.encounter().active()) {
            for (int i = 0; i < attacksThisHalf(c, g); i++) {
                attackers.add(g.id());
            }
        }
        int base = attackers.size() / recipients.size();
        List<Combat.Incoming> out = new ArrayList<>();
        int next = 0;
        for (String r : recipients) {
            int n = base + (extra.contains(r) ? 1 : 0);
            for (int i = 0; i < n; i++) {
                out.add(new Combat.Incoming(r, attackers.get(next++)));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ actions

    private void perform(Action action) {
        if (action instanceof Action.Explore) {
            explore();
        } else if (action instanceof Action.Eat a) {
            eat(a.hero());
        } else if (action instanceof Action.Drink a) {
            drink(a.hero());
        } else if (action instanceof Action.Search a) {
            search(a.searcher());
        } else if (action instanceof Action.Release a) {
            FollowerKind k = FollowerKind.parse(a.kind());
            s = s.withParty(s.party().release(k, 1));
            events.add(Event.of("EN §32", "one " + k.key() + " is released"));
        } else if (action instanceof Action.Enter) {
            enter(scenario.tile(((Phase.Searching) s.phase()).d66(), s.progress()));
        } else if (action instanceof Action.AttackFirst) {
            Encounter e = ((Phase.Approaching) s.phase()).encounter();
            events.add(Event.of(ENCOUNTER, "the heroes attack first"));
            startCombat(e, true);
        } else if (action instanceof Action.Wait) {
            waitAndSee(((Phase.Approaching) s.phase()).encounter());
        } else if (action instanceof Action.PayBribe a) {
            payBribe(a);
        } else if (action instanceof Action.RefuseBribe) {
            Encounter e = ((Phase.Bribing) s.phase()).encounter();
            events.add(Event.of(ENCOUNTER, "the bribe is refused: they attack"));
            startCombat(e, false);
        } else if (action instanceof Action.Attack a) {
            heroAttack(a.hero(), a.target(), a.power(), false);
        } else if (action instanceof Action.Shoot a) {
            heroAttack(a.hero(), a.target(), a.power(), true);
        } else if (action instanceof Action.Swap a) {
            swap(a.hero(), a.weapon());
        } else if (action instanceof Action.Hold a) {
            hold(a.actor());
        } else if (action instanceof Action.Escape) {
            Combat c = combat();
            events.add(Event.of(ESCAPE, "the party escapes: each enemy attacks once"));
            setCombat(c.escapingNow(true).withHalves(true, false).with(Combat.Stage.ASSIGN));
        } else if (action instanceof Action.FollowersAttack a) {
            followersAttack(a.target());
        } else if (action instanceof Action.FollowersShoot a) {
            followersAttack(a.target());
        } else if (action instanceof Action.AssignExtra a) {
            Combat c = combat();
            setCombat(c.with(Combat.Stage.DEFEND).attacksWaiting(split(c, recipients(s.party()), a.recipients())));
        } else if (action instanceof Action.Defend a) {
            defend(a.defender(), a.power());
        } else {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    // ------------------------------------------------------------------ exploring

    private void explore() {
        Progress p = s.progress().explored();
        s = s.withProgress(p);
        OptionalInt limit = scenario.explorationLimit();
        if (limit.isPresent() && p.explorations() > limit.getAsInt()) {
            finish(Outcome.Termination.EXPLORATION_LIMIT, "the scenario allows " + limit.getAsInt() + " explorations");
            return;
        }
        Optional<Tile> fixed = scenario.fixedTile(p);
        if (fixed.isPresent()) {
            events.add(Event.of(PROGRESS, "the party reaches " + fixed.get().title()));
            enter(fixed.get());
            return;
        }
        rollTile();
    }

    private void rollTile() {
        Roll r = dice.d66("d66 for the next tile");
        events.add(Event.roll(PROGRESS, "d66 " + r.total(), r));
        s = s.withPhase(new Phase.Searching(r.total(), false));
    }

    private void eat(String id) {
        Hero h = s.party().hero(id);
        Hero fed = ImmutableHero.copyOf(h.heal(2))
                .withEquipment(h.equipment().withRations(h.equipment().rations() - 1));
        events.add(Event.of("EN §31 / JP §30", id + " eats a ration: Life " + h.life() + " -> " + fed.life()));
        setHero(fed);
    }

    private void drink(String id) {
        Hero h = s.party().hero(id);
        Hero after = h.heal(h.maxLife());
        Equipment e = after.equipment().remove(Gear.HEALING_POTION);
        setHero(ImmutableHero.copyOf(after).withEquipment(e));
        s = s.withProgress(s.progress().potionUsedBy(id));
        events.add(Event.of(EQUIPMENT, id + " drinks a healing potion: Life " + h.life() + " -> " + after.life()));
        if (s.phase() instanceof Phase.Fighting) {
            heroDone(id);
        }
    }

    private void search(String searcher) {
        Phase.Searching sp = (Phase.Searching) s.phase();
        CheckResult r;
        String rule = "EN §25 / JP §24";
        if (searcher.equals(SCOUT)) {
            r = Check.of(CheckKind.DEXTERITY, SCOUT, Basis.TECHNIQUE, 0)
                    .plus(light(s.party()))
                    .resolve(dice);
            s = s.withPhase(new Phase.Searching(sp.d66(), true, sp.heroSearched()));
            rule = "EN §28, §25 / JP §27, §24";
        } else {
            HeroCheck hc = s.party()
                    .hero(searcher)
                    .check(
                            CheckKind.DEXTERITY,
                            Basis.DEXTERITY,
                            light(s.party()),
                            Check.DEFAULT_TARGET,
                            s.options(),
                            dice);
            setHero(hc.hero());
            s = s.withPhase(new Phase.Searching(sp.d66(), sp.scoutSearched(), true));
            r = hc.result();
        }
        events.add(Event.check(rule, searcher + " searches: " + (r.success() ? "the tile is avoided" : "no luck"), r));
        if (r.success()) {
            rollTile();
        }
        // after a failure the result stands; a hero and a Scout each have one try per result (EN §25, §28 / JP §24,
        // §27, AMB-23), so whoever has not tried yet may still search it; with nobody left, Enter is the only action
        // and the tile is entered at once
    }

    private void enter(Tile tile) {
        if (tile.creature().isEmpty()) {
            events.add(Event.of(PROGRESS, tile.title() + ": nothing happens"));
            cleared(tile);
            return;
        }
        String id = tile.creature().get();
        Creature c = scenario.creature(id)
                .orElseThrow(() -> new RulesException(
                        "scenario " + scenario.id() + " has no creature '" + id + "' for tile " + tile.id()));
        int count = c.strong() ? c.life() : 1;
        if (!c.strong()) {
            NumberAppearing.Result n =
                    NumberAppearing.parse(c.numberAppearing()).roll(dice, "number of " + c.name());
            count = n.count();
            n.roll()
                    .ifPresentOrElse(
                            r -> events.add(Event.roll(ENCOUNTER, count(n.count(), c), r)),
                            () -> events.add(Event.of(ENCOUNTER, count(n.count(), c))));
        } else {
            events.add(Event.of(ENCOUNTER, c.name() + " appears (level " + c.level() + ", Life " + c.life() + ")"));
        }
        EnemyGroup g = new EnemyGroup(c.id(), c, count, count, false, false);
        s = s.withPhase(new Phase.Approaching(new Encounter(tile, List.of(g))));
    }

    /** An English plural for event texts: {@code goblin} becomes {@code goblins}. */
    static String plural(String name) {
        return name.endsWith("s") ? name : name + "s";
    }

    private static String count(int n, Creature c) {
        return n == 1
                ? "1 " + c.name() + " appears (level " + c.level() + ")"
                : n + " " + plural(c.name()) + " appear (level " + c.level() + ")";
    }

    private void cleared(Tile tile) {
        s = s.withProgress(s.progress().cleared()).withPhase(new Phase.Exploring());
        if (tile.goal()) {
            victory(tile);
        }
    }

    private void victory(Tile tile) {
        Party p = s.party();
        for (Hero h : p.heroes()) {
            if (h.alive()) {
                p = p.with(h.restored().gainExperience(1));
            }
        }
        s = s.withParty(p);
        events.add(Event.of(
                VICTORY,
                "the goal is achieved at " + tile.title()
                        + ": Technique, Life and sub-attributes are restored and each living hero gains 1 experience"));
        finish(Outcome.Termination.VICTORY, tile.title());
    }

    private void finish(Outcome.Termination t, String detail) {
        finish(new Outcome(t, detail));
    }

    private void finish(Outcome o) {
        Outcome.Termination t = o.termination();
        // the exploration limit is the scenario's rule (EN §34 / JP §33), not a victory (EN §44 / JP §44)
        String rule = switch (t) {
            case DEATH -> "EN §13, §41 / JP §13, §40";
            case VICTORY -> VICTORY;
            default -> PROGRESS;
        };
        events.add(Event.of(rule, "adventure over: " + o));
        s = s.withPhase(new Phase.Finished(o));
    }

    // ------------------------------------------------------------------ reactions and bribes

    private void waitAndSee(Encounter e) {
        EnemyGroup g = e.enemies().get(0);
        Optional<ReactionKind> remembered =
                Optional.ofNullable(s.progress().reactionMemory().get(e.tile().id()));
        Reaction reaction;
        if (remembered.isPresent()) {
            reaction = Reaction.of(remembered.get());
            events.add(Event.of(ENCOUNTER, "met again: the " + g.creature().name() + " reaction is " + reaction));
        } else if (g.creature().reactions().isEmpty()) {
            events.add(Event.of(
                    ENCOUNTER,
                    g.creature().strong()
                            ? "the " + g.creature().name() + " has no reaction table: it attacks"
                            : "the " + plural(g.creature().name()) + " have no reaction table: they attack"));
            startCombat(e, false);
            return;
        } else {
            Roll r = dice.d6("reaction of " + g.creature().name());
            reaction = g.creature().reactions().get().get(r.total() - 1);
            events.add(Event.roll(ENCOUNTER, "reaction: " + reaction, r));
        }
        react(e, reaction);
    }

    private void react(Encounter e, Reaction reaction) {
        switch (reaction.kind()) {
            case WELCOMING -> {
                Party p = s.party();
                for (Hero h : p.heroes()) {
                    if (h.alive()) {
                        p = p.with(h.heal(1));
                    }
                }
                s = s.withParty(p).withProgress(s.progress().remember(e.tile().id(), ReactionKind.PEACEFUL));
                events.add(Event.of(ENCOUNTER, "welcomed: every living character recovers 1 Life"));
                cleared(e.tile());
            }
            case PEACEFUL, NEUTRAL -> {
                // met again, the same reaction (EN §35 / JP §34)
                s = s.withProgress(s.progress().remember(e.tile().id(), reaction.kind()));
                events.add(Event.of(ENCOUNTER, "they do not attack"));
                cleared(e.tile());
            }
            case FLEE -> {
                events.add(Event.of(ENCOUNTER, "they flee, leaving their treasure"));
                treasure(e.enemies());
                cleared(e.tile());
            }
            case FLEE_IF_OUTNUMBERED -> {
                int enemies = 0;
                for (EnemyGroup g : e.enemies()) {
                    enemies += g.current();
                }
                int party = s.party().followers().total();
                for (Hero h : s.party().heroes()) {
                    if (h.alive()) {
                        party++;
                    }
                }
                if (enemies < party) {
                    events.add(Event.of(ENCOUNTER, enemies + " against " + party + ": outnumbered, they flee"));
                    treasure(e.enemies());
                    cleared(e.tile());
                } else {
                    events.add(Event.of(ENCOUNTER, enemies + " against " + party + ": they attack"));
                    startCombat(e, false);
                }
            }
            case BRIBE -> s = s.withPhase(new Phase.Bribing(e, reaction.bribe().orElseThrow()));
            case FIGHT -> startCombat(e, false);
            case FIGHT_TO_THE_DEATH -> {
                List<EnemyGroup> g = new ArrayList<>();
                for (EnemyGroup x : e.enemies()) {
                    g.add(x.toTheDeath());
                }
                startCombat(new Encounter(e.tile(), g), false);
            }
            case SCENARIO -> {
                String key = reaction.scenarioKey().orElseThrow();
                if (scenario.scenarioReactionFights(key)) {
                    events.add(Event.of(ENCOUNTER, key + ": they attack"));
                    startCombat(e, false);
                } else {
                    events.add(Event.of(ENCOUNTER, key + ": they do not attack"));
                    cleared(e.tile());
                }
            }
        }
    }

    private void payBribe(Action.PayBribe a) {
        Phase.Bribing bp = (Phase.Bribing) s.phase();
        Bribe b = bp.bribe();
        if (b.kind() == Bribe.Kind.FOLLOWER) {
            FollowerKind k = FollowerKind.parse(a.payer());
            if (b.amount() > 0) {
                s = s.withParty(s.party().with(s.party().followers().remove(k, b.amount())));
            }
        } else {
            Hero h = s.party().hero(a.payer());
            Equipment e = h.equipment();
            Hero paid = switch (b.kind()) {
                case GOLD -> ImmutableHero.copyOf(h).withEquipment(e.withGold(e.gold() - b.amount()));
                case RATIONS -> ImmutableHero.copyOf(h).withEquipment(e.withRations(e.rations() - b.amount()));
                case LIFE -> h.damage(b.amount());
                case ITEMS -> {
                    Hero x = h;
                    for (String key : a.items()) {
                        x = x.discard(Item.parse(key), s.options());
                    }
                    yield x;
                }
                case FOLLOWER -> h;
            };
            setHero(paid);
        }
        events.add(Event.of(
                ENCOUNTER,
                a.payer() + " pays the bribe of " + b + (a.items().isEmpty() ? "" : " " + a.items())
                        + ": they leave, without treasure"));
        cleared(bp.encounter().tile());
    }

    // ------------------------------------------------------------------ combat

    private Combat combat() {
        return ((Phase.Fighting) s.phase()).combat();
    }

    private void setCombat(Combat c) {
        s = s.withPhase(new Phase.Fighting(c));
    }

    private void startCombat(Encounter e, boolean heroesFirst) {
        events.add(Event.of(
                COMBAT, "combat: " + (heroesFirst ? "the heroes" : "the enemies") + " act first; round 0 (ranged)"));
        setCombat(Combat.start(e, heroesFirst));
    }

    private void heroDone(String id) {
        Combat c = combat();
        Set<String> acted = new HashSet<>(c.acted());
        acted.add(id);
        setCombat(c.actedBy(acted).owingExtraAttack(Optional.empty()));
    }

    private void hold(String actor) {
        if (actor.equals(Combat.FOLLOWERS)) {
            Combat c = combat();
            events.add(Event.of(COMBAT, "the followers hold"));
            halfDone(c.withHalves(true, c.enemyHalfDone()));
        } else {
            heroDone(actor);
        }
    }

    /**
     * The hands after taking a weapon: a one-handed weapon keeps the lantern (or takes it back from the pack, coming
     * back from a two-handed weapon or bow) or else the shield held; a two-handed weapon or ranged weapon is held
     * alone (EN §27-§28 / JP §26-§27).
     */
    static List<Item> handsAfterSwap(Hero h, Item weapon) {
        List<Item> hands = new ArrayList<>();
        hands.add(weapon);
        if (weapon.hands() == 1) {
            boolean lantern = h.equipment().holdsLantern()
                    || (h.equipment().heldShield().isEmpty() && h.equipment().owns(Gear.LANTERN));
            if (lantern) {
                hands.add(Gear.LANTERN);
            } else {
                h.equipment().heldShield().ifPresent(hands::add);
            }
        }
        return hands;
    }

    /** Whether a hero can take a weapon in hand without carrying more than the limit (EN §27 / JP §26). */
    static boolean swapFits(Party p, Hero h, Item weapon, RuleOptions options) {
        return p.with(h.hold(handsAfterSwap(h, weapon), options)).withinCarryLimit();
    }

    private void swap(String id, String weaponKey) {
        Hero h = s.party().hero(id);
        Item w = Item.parse(weaponKey);
        boolean lantern = h.equipment().holdsLantern();
        List<Item> hands = handsAfterSwap(h, w);
        if (!lantern && hands.contains(Gear.LANTERN)) {
            events.add(Event.of(EQUIPMENT, id + " takes the lantern in the other hand"));
        }
        if (w.hands() == 2 && lantern) {
            events.add(Event.of(EQUIPMENT, id + " puts the lantern away to hold a two-handed weapon"));
        }
        setHero(h.hold(hands, s.options()));
        if (!(s.phase() instanceof Phase.Fighting)) {
            events.add(Event.of("EN §27 / JP §26", id + " takes " + weaponKey + " in hand"));
            return;
        }
        boolean squire = s.party().followers().count(FollowerType.SQUIRE) > 0;
        events.add(Event.of(
                COMBAT,
                id + " takes " + weaponKey + " in hand"
                        + (squire ? " with the Squire's help, at no cost" : ", which takes the round")));
        if (!squire) {
            heroDone(id);
        }
    }

    private void heroAttack(String id, String target, boolean power, boolean shot) {
        Combat c = combat();
        Hero h = s.party().hero(id);
        int gi = c.encounter().indexOf(target);
        EnemyGroup g = c.encounter().enemies().get(gi);
        RuleOptions o = s.options();
        List<Modifier> mods = new ArrayList<>();
        CheckKind kind = CheckKind.ATTACK;
        Basis basis = Basis.TECHNIQUE;
        Set<String> magicUsed = new HashSet<>(c.magicWeaponUsed());
        if (shot) {
            RangedWeapon rw = h.equipment().heldRangedWeapon().orElseThrow();
            if (rw.attackModifier() != 0) {
                mods.add(new Modifier(rw.key(), rw.attackModifier(), EQUIPMENT));
            }
            if (o.rangedAttackIsDexterityRoll()) {
                kind = CheckKind.DEXTERITY;
            }
            if (power) {
                basis = Basis.of(h.subAttribute());
            }
        } else {
            Optional<Weapon> w = h.equipment().heldWeapon();
            if (w.isPresent()) {
                if (w.get().weaponClass().attackModifier() != 0) {
                    mods.add(new Modifier(
                            w.get().weaponClass().key(), w.get().weaponClass().attackModifier(), EQUIPMENT));
                }
                if (w.get().magic() && !magicUsed.contains(id)) {
                    mods.add(new Modifier("magic weapon, first attack", 1, EQUIPMENT));
                    magicUsed.add(id);
                }
            } else {
                mods.add(new Modifier("unarmed", Weapon.UNARMED_ATTACK_MODIFIER, "EN §29 / JP §28"));
            }
            if (power) {
                basis = Basis.STRENGTH;
            }
        }
        mods.addAll(light(s.party()));
        for (Condition cond : h.conditions()) {
            cond.attack().ifPresent(mods::add);
        }
        HeroCheck hc = h.check(kind, basis, mods, g.creature().level(), o, dice);
        setHero(hc.hero());
        CheckResult r = hc.result();
        String verb = shot ? " shoots at " : " attacks ";
        events.add(Event.check(COMBAT, id + verb + g.id() + ": " + (r.success() ? "hit" : "miss"), r));
        c = c.magicWeaponUsedBy(magicUsed);
        setCombat(c);
        if (r.success()) {
            damageEnemy(gi, 1);
        }
        if (s.isTerminal() || !(s.phase() instanceof Phase.Fighting)) {
            return;
        }
        c = combat();
        boolean extra = r.critical()
                && (!shot || o.criticalExtraAttackWithAnyRangedWeapon())
                && !c.encounter().active().isEmpty();
        if (extra) {
            events.add(Event.of("EN §8 / JP §8", "critical: " + id + " may attack again"));
            setCombat(c.owingExtraAttack(Optional.of(id)));
        } else {
            heroDone(id);
        }
    }

    private void followersAttack(String target) {
        Combat c = combat();
        Party p = s.party();
        boolean round0 = c.round() == 0;
        List<Modifier> light = new ArrayList<>(light(p));
        for (Condition cond : p.followers().conditions()) {
            cond.attack().ifPresent(light::add);
        }
        for (FollowerGroup fg : p.followers().groups()) {
            if (!fg.type().combat()) {
                continue;
            }
            boolean bowman = fg.type() == FollowerType.BOWMAN;
            if (round0 && !bowman) {
                continue;
            }
            if (!round0 && bowman && c.round() == 1 && c.bowmenShot()) {
                continue;
            }
            for (int i = 0; i < fg.count(); i++) {
                boolean again = true;
                while (again) {
                    Combat now = combat();
                    String t = target;
                    if (now.encounter().indexOf(t) < 0
                            || !now.encounter()
                                    .enemies()
                                    .get(now.encounter().indexOf(t))
                                    .active()) {
                        List<EnemyGroup> active = now.encounter().active();
                        if (active.isEmpty()) {
                            return;
                        }
                        t = active.get(0).id();
                    }
                    int gi = now.encounter().indexOf(t);
                    EnemyGroup g = now.encounter().enemies().get(gi);
                    int mod = round0
                            ? FollowerType.BOWMAN_SHOT_MODIFIER
                            : fg.type().meleeModifier();
                    Check check = Check.of(
                                    CheckKind.ATTACK,
                                    fg.key(),
                                    Basis.TECHNIQUE,
                                    fg.type().technique())
                            .withTarget(g.creature().level())
                            .plus(light);
                    if (mod != 0) {
                        check = check.plus(new Modifier(round0 ? "bow" : "light weapon", mod, EQUIPMENT));
                    }
                    CheckResult r = check.resolve(dice);
                    events.add(Event.check(
                            "EN §33 / JP §32",
                            fg.key() + (round0 ? " shoots at " : " attacks ") + g.id() + ": "
                                    + (r.success() ? "hit" : "miss"),
                            r));
                    if (r.success()) {
                        damageEnemy(gi, 1);
                        if (!(s.phase() instanceof Phase.Fighting)) {
                            return;
                        }
                    }
                    // a Bowman's critical bow shot gives another only where any ranged weapon does (EN §8 / JP §8,
                    // C-03)
                    again = r.critical()
                            && (!round0 || s.options().criticalExtraAttackWithAnyRangedWeapon())
                            && !combat().encounter().active().isEmpty();
                }
            }
        }
        Combat after = combat();
        if (round0) {
            after = after.bowmenHaveShot(true);
        }
        halfDone(after.withHalves(true, after.enemyHalfDone()));
    }

    /** Damage to an enemy group, then flight and the end of the fight (EN §36-§38 / JP §35-§37). */
    private void damageEnemy(int gi, int amount) {
        Combat c = combat();
        EnemyGroup g = c.encounter().enemies().get(gi).damaged(amount);
        events.add(Event.of(
                CREATURES,
                g.creature().strong()
                        ? g.id() + " loses " + amount + " Life: " + g.current() + " left"
                        : "one of the " + g.id() + " falls: " + g.current() + " left"));
        if (g.current() > 0
                && !g.fightToTheDeath()
                && s.options().fleeThreshold().reached(g.current(), g.initial())) {
            g = g.fleeing();
            events.add(Event.of(
                    FLEEING,
                    g.id() + (g.creature().strong() ? " flees" : " flee") + " at " + g.current() + " of "
                            + g.initial()));
        }
        Encounter e = c.encounter().with(gi, g);
        setCombat(c.with(e));
        if (e.active().isEmpty()) {
            events.add(Event.of(COMBAT, "the fight is won"));
            treasure(e.enemies());
            cleared(e.tile());
        }
    }

    private void treasure(List<EnemyGroup> groups) {
        for (EnemyGroup g : groups) {
            Treasure t = TreasureTable.roll(g.creature().treasureModifier(), dice);
            StringBuilder text = new StringBuilder("treasure of " + g.id() + ": " + t);
            Party p = s.party();
            // gold goes to the first living hero; an item to the first living hero the party can still carry it
            // with (EN §27, §45 / JP §26, §45), or it is left behind
            Hero taker = null;
            Equipment e = null;
            boolean carried = false;
            for (Hero h : p.heroes()) {
                if (!h.alive()) {
                    continue;
                }
                Equipment withGold = h.equipment().withGold(h.equipment().gold() + t.gold());
                if (taker == null) {
                    taker = h;
                    e = withGold;
                }
                if (t.item().isEmpty()) {
                    break;
                }
                Equipment withItem = withGold.add(t.item().get());
                if (p.with(ImmutableHero.copyOf(h).withEquipment(withItem)).withinCarryLimit()) {
                    taker = h;
                    e = withItem;
                    carried = true;
                    break;
                }
            }
            if (taker == null) {
                return;
            }
            if (t.item().isPresent() && !carried) {
                text.append(" (left behind: no room to carry it)");
            }
            setHero(ImmutableHero.copyOf(taker).withEquipment(e));
            events.add(new Event(
                    TREASURE,
                    text.toString(),
                    Optional.empty(),
                    Optional.of(t.rolls().get(0))));
            for (Roll r : t.rolls().subList(1, t.rolls().size())) {
                events.add(Event.roll(TREASURE, r.purpose(), r));
            }
        }
    }

    private void defend(String defender, boolean power) {
        Combat c = combat();
        Combat.Incoming in = c.incoming().get(0);
        EnemyGroup attacker = c.encounter().enemies().get(c.encounter().indexOf(in.attacker()));
        int level = attacker.creature().level();
        boolean ranged = c.round() == 0;
        List<Modifier> mods = new ArrayList<>(light(s.party()));
        Combat rest = c.attacksWaiting(c.incoming().subList(1, c.incoming().size()));
        setCombat(rest);
        Optional<FollowerKind> kind = s.party().heroes().stream().anyMatch(h -> h.id().equals(defender))
                ? Optional.empty()
                : Optional.of(FollowerKind.parse(defender));
        if (kind.isEmpty()) {
            Hero h = s.party().hero(defender);
            if (ranged) {
                h.equipment()
                        .heldShield()
                        .filter(sh -> sh.rangedDefenseBonus() > 0)
                        .ifPresent(sh -> mods.add(
                                new Modifier(sh.key() + " against missiles", sh.rangedDefenseBonus(), EQUIPMENT)));
            }
            for (Condition cond : h.conditions()) {
                cond.defense().ifPresent(mods::add);
            }
            HeroCheck hc = h.check(
                    CheckKind.DEFENSE, power ? Basis.STRENGTH : Basis.TECHNIQUE, mods, level, s.options(), dice);
            CheckResult r = hc.result();
            Hero after = r.success() ? hc.hero() : hc.hero().damage(1);
            setHero(after);
            events.add(Event.check(
                    COMBAT,
                    defender + " defends against " + attacker.id() + ": "
                            + (r.success() ? "no damage" : "1 damage, Life " + after.life()),
                    r));
            if (!after.alive()) {
                events.add(Event.of("EN §13 / JP §13", defender + " dies"));
                boolean anyAlive = s.party().heroes().stream().anyMatch(Hero::alive);
                if (!anyAlive) {
                    finish(new Outcome(
                            Outcome.Termination.DEATH,
                            defender + " fell to " + attacker.creature().name(),
                            Optional.of(attacker.creature().name())));
                }
            }
        } else {
            FollowerKind k = kind.get();
            for (Condition cond : s.party().followers().conditions()) {
                cond.defense().ifPresent(mods::add);
            }
            Check check = Check.of(
                            CheckKind.DEFENSE,
                            k.key(),
                            Basis.TECHNIQUE,
                            k.type().technique())
                    .withTarget(level)
                    .plus(mods);
            CheckResult r = check.resolve(dice);
            events.add(Event.check(
                    "EN §33 / JP §32",
                    k.key() + " defends against " + attacker.id() + ": " + (r.success() ? "no damage" : "dies"),
                    r));
            if (!r.success()) {
                s = s.withParty(s.party().with(s.party().followers().remove(k, 1)));
            }
        }
    }

    private void finishEscape(Combat c) {
        Tile tile = c.encounter().tile();
        boolean counts = !s.options().escapedTileNotCounted();
        events.add(
                Event.of(ESCAPE, "the party is back where it came from" + (counts ? "" : "; the tile does not count")));
        s = s.withPhase(new Phase.Exploring());
        if (counts) {
            s = s.withProgress(s.progress().cleared());
        }
        if (tile.goal()) {
            // the goal was not achieved; nothing more
            events.add(Event.of(ESCAPE, tile.title() + " is still ahead"));
        }
    }

    private void setHero(Hero h) {
        s = s.withParty(s.party().with(h));
    }
}
