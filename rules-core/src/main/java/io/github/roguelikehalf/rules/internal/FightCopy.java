package io.github.roguelikehalf.rules.internal;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.Window;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * A fight with several parts changed, made as one copy. The generated {@link ImmutableCombat} makes a copy for each
 * part changed ({@code with*}) and rebuilds any set or list it is given, even one a fight already holds; its
 * all-parts constructor, which takes them as they are, it keeps private. This reaches that constructor through a
 * method handle found once ({@link CombatConstructor}), so a change of the stage, the halves and who acted is one
 * object. Every set and list given here must be unmodifiable, sorted where the fight's is: one a fight holds, one of
 * {@link SortedIds}, or a list made with {@code List.of} or {@code List.copyOf}. The fight's own check runs on every
 * copy, as on one made by the generated class. Not API.
 */
public final class FightCopy implements FightParts {

    /** A fight at its start against a placeholder, heroes first (whose empty sets a round starts with), then not. */
    private static final Combat ROUND_START = Combat.start(new Encounter("-", List.of(EnemyGroup.of("-", 1))), true);

    private static final Combat START_ENEMIES_FIRST = Combat.start(ROUND_START.encounter(), false);

    /** {@link Combat#start}'s fight before its creatures are set: a turn sets them in its copy, making one fight. */
    public static Combat start(boolean heroesFirst) {
        return heroesFirst ? ROUND_START : START_ENEMIES_FIRST;
    }

    private final GroupsCopy groups = new GroupsCopy();
    private boolean heroesFirst;
    private int round;
    private Combat.Stage stage;
    private SortedSet<String> acted;
    private String extraAttack;
    private SortedSet<String> magicWeaponUsed;
    private boolean bowmenShot;
    private boolean heroHalfDone;
    private boolean enemyHalfDone;
    private List<Combat.Incoming> incoming;
    private boolean escaping;
    private Window window;
    private Choice choice;
    private boolean enemyActionsDone;
    private SortedSet<String> enemiesActing;
    private SortedMap<String, Effect> effects;
    private SortedSet<String> protectors;
    private SortedSet<String> indoctrinateTried;

    /** Each thread's copy, lent from {@link #of} to {@link #build}; a copy asked for while it is lent is a new one. */
    private static final ThreadLocal<FightCopy> SPARE = ThreadLocal.withInitial(FightCopy::new);

    /** Whether a copy is being changed: from {@link #from} to {@link #build}. */
    private boolean busy;

    /** A copy to fill with {@link #from}; one object can make many fights, one after the other. */
    public FightCopy() {}

    /** A copy of fight {@code c} to change: the thread's own unless it is lent (then a new one); build it soon. */
    public static FightCopy of(Combat c) {
        FightCopy f = SPARE.get();
        return (f.busy ? new FightCopy() : f).from(c);
    }

    /**
     * Starts a copy of a fight, forgetting any copy this object was making.
     *
     * @param c the fight
     * @return this, holding its parts
     */
    public FightCopy from(Combat c) {
        busy = true;
        groups.from(c.encounter());
        heroesFirst = c.heroesFirst();
        round = c.round();
        stage = c.stage();
        acted = c.acted();
        extraAttack = c.extraAttack().orElse(null);
        magicWeaponUsed = c.magicWeaponUsed();
        bowmenShot = c.bowmenShot();
        heroHalfDone = c.heroHalfDone();
        enemyHalfDone = c.enemyHalfDone();
        incoming = c.incoming();
        escaping = c.escaping();
        window = c.window().orElse(null);
        choice = c.choice().orElse(null);
        enemyActionsDone = c.enemyActionsDone();
        enemiesActing = c.enemiesActing();
        effects = c.effects();
        protectors = c.protectors();
        indoctrinateTried = c.indoctrinateTried();
        return this;
    }

    /**
     * Lets go of the parts of the last fight copied, so that a copy kept for later holds no fight's objects.
     *
     * @return this, holding no parts until the next {@link #from}
     */
    public FightCopy forget() {
        busy = false;
        groups.forget();
        stage = null;
        acted = null;
        extraAttack = null;
        magicWeaponUsed = null;
        incoming = null;
        window = null;
        choice = null;
        enemiesActing = null;
        effects = null;
        protectors = null;
        indoctrinateTried = null;
        return this;
    }

    /** Whether a copy started with {@link #from} has not been built yet: this object is in use. */
    public boolean busy() {
        return busy;
    }

    // the parts as set (FightParts)

    @Override
    public Encounter encounter() {
        return groups.encounter();
    }

    @Override
    public int groupCount() {
        return groups.size();
    }

    @Override
    public EnemyGroup group(int i) {
        return groups.group(i);
    }

    @Override
    public int groupIndex(String id) {
        return groups.indexOf(id);
    }

    @Override
    public SortedMap<String, Effect> effects() {
        return effects;
    }

    @Override
    public boolean heroesFirst() {
        return heroesFirst;
    }

    @Override
    public int round() {
        return round;
    }

    @Override
    public Combat.Stage stage() {
        return stage;
    }

    @Override
    public SortedSet<String> acted() {
        return acted;
    }

    @Override
    public String extraAttacker() {
        return extraAttack;
    }

    @Override
    public boolean bowmenShot() {
        return bowmenShot;
    }

    @Override
    public boolean heroHalfDone() {
        return heroHalfDone;
    }

    @Override
    public boolean enemyHalfDone() {
        return enemyHalfDone;
    }

    @Override
    public boolean escaping() {
        return escaping;
    }

    @Override
    public boolean noneIncoming() {
        return incoming.isEmpty();
    }

    @Override
    public List<Combat.Incoming> incoming() {
        return incoming;
    }

    @Override
    public boolean enemyActionsDone() {
        return enemyActionsDone;
    }

    @Override
    public boolean windowOpen() {
        return window != null;
    }

    @Override
    public boolean choosing() {
        return choice != null;
    }

    /**
     * The next round (EN §36 / JP §35): its number, the first side's stage (for the creatures, the party's chance to
     * escape before their half, EN §42 / JP §42), the round's parts cleared (the halves, who acted, the extra attack,
     * the attacks waiting, the creatures' other actions, the protectors); the parts that last the fight are kept. The
     * fight made is {@link Combat#nextRound}'s (FightCopyTest.nextRoundAsCombat checks every part, either side
     * first): a part added to the fight is said to last or not in both.
     *
     * @return this
     */
    public FightCopy nextRound() {
        round++;
        stage = heroesFirst ? Combat.Stage.HEROES : Combat.Stage.ESCAPE;
        acted = ROUND_START.acted();
        extraAttack = null;
        heroHalfDone = false;
        enemyHalfDone = false;
        incoming = ROUND_START.incoming();
        enemyActionsDone = false;
        enemiesActing = ROUND_START.enemiesActing();
        protectors = ROUND_START.protectors();
        return this;
    }

    @Override
    public SortedSet<String> enemiesActing() {
        return enemiesActing;
    }

    /** Sets the creatures fought; returns this. */
    public FightCopy encounter(Encounter e) {
        groups.from(e);
        return this;
    }

    /** Sets a group in place of the one at its index (a hit's), without making the encounter; returns this. */
    public FightCopy group(int i, EnemyGroup g) {
        groups.set(i, g);
        return this;
    }

    /** Sets the round; returns this. */
    public FightCopy round(int r) {
        round = r;
        return this;
    }

    /** Sets the stage; returns this. */
    public FightCopy stage(Combat.Stage s) {
        stage = s;
        return this;
    }

    /** Sets whether the heroes' half and the creatures' half of the round are done; returns this. */
    public FightCopy halves(boolean heroes, boolean enemies) {
        heroHalfDone = heroes;
        enemyHalfDone = enemies;
        return this;
    }

    /** Counts one more hero, by id, as having acted this round; returns this. */
    public FightCopy actedAlso(String id) {
        acted = SortedIds.adding(acted, id);
        return this;
    }

    /** Sets the ids of who has acted this round, sorted and unmodifiable; returns this. */
    public FightCopy acted(SortedSet<String> ids) {
        acted = ids;
        return this;
    }

    /** Sets the ids of the heroes who have used Protect this round, sorted and unmodifiable; returns this. */
    public FightCopy protectors(SortedSet<String> ids) {
        protectors = ids;
        return this;
    }

    /** Sets the id of the hero owed an extra attack, or null for none; returns this. */
    public FightCopy extraAttack(String id) {
        extraAttack = id;
        return this;
    }

    /** Sets the creature attacks waiting for a defence, in order and unmodifiable; returns this. */
    public FightCopy incoming(List<Combat.Incoming> in) {
        incoming = in;
        return this;
    }

    /** Sets whether the party is escaping; returns this. */
    public FightCopy escaping(boolean e) {
        escaping = e;
        return this;
    }

    /** Opens a window in the fight, or with null closes the one open (as {@code Combat.windowOpen}); returns this. */
    public FightCopy window(Window w) {
        window = w;
        return this;
    }

    /** Sets whether the Bowmen shot in round 0; returns this. */
    public FightCopy bowmenShot(boolean b) {
        bowmenShot = b;
        return this;
    }

    /**
     * Sets whether the creatures' actions other than attacks are taken this half-round, and the ids of the groups that
     * acted instead of attacking (sorted and unmodifiable); returns this.
     */
    public FightCopy enemyActions(boolean done, SortedSet<String> acting) {
        enemyActionsDone = done;
        enemiesActing = acting;
        return this;
    }

    /**
     * The fight with the parts as set, in one object.
     *
     * @return the fight
     * @throws IllegalArgumentException if the fight's own check fails
     */
    public ImmutableCombat build() {
        busy = false; // lent again, whether the fight passes its check or not
        try {
            ImmutableCombat c = (ImmutableCombat) CombatConstructor.PARTS.invokeExact(
                    groups.encounter(),
                    heroesFirst,
                    round,
                    stage,
                    acted,
                    extraAttack,
                    magicWeaponUsed,
                    bowmenShot,
                    heroHalfDone,
                    enemyHalfDone,
                    incoming,
                    escaping,
                    window,
                    choice,
                    enemyActionsDone,
                    enemiesActing,
                    effects,
                    protectors,
                    indoctrinateTried);
            CombatConstructor.CHECK.invokeExact((Combat) c);
            return c;
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}
