package io.github.roguelikehalf.json.v1;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The names format version 1 gives the core's enum constants, written out one by one so that renaming a constant in
 * the core does not change the format. A table missing a constant fails when the class loads (the tests load it).
 *
 * @param <E> the enum
 */
public final class Names<E extends Enum<E>> {

    /** The presets. */
    public static final Names<RuleOptions.Edition> EDITION = of(
            RuleOptions.Edition.class,
            "edition",
            RuleOptions.Edition.ENGLISH,
            "english",
            RuleOptions.Edition.JAPANESE_VER_4_6,
            "japanese-ver-4-6");

    /** Values of {@code RuleOptions.fleeThreshold()}. */
    public static final Names<RuleOptions.FleeThreshold> FLEE_THRESHOLD = of(
            RuleOptions.FleeThreshold.class,
            "flee threshold",
            RuleOptions.FleeThreshold.BELOW_HALF,
            "below-half",
            RuleOptions.FleeThreshold.HALF_OR_LESS,
            "half-or-less");

    /** Values of {@code RuleOptions.twoHeroFollowers()}. */
    public static final Names<RuleOptions.TwoHeroFollowers> TWO_HERO_FOLLOWERS = of(
            RuleOptions.TwoHeroFollowers.class,
            "two-hero followers rule",
            RuleOptions.TwoHeroFollowers.NONE,
            "none",
            RuleOptions.TwoHeroFollowers.BASE_ZERO,
            "base-zero");

    /** Values of {@code RuleOptions.warDoll()}. */
    public static final Names<RuleOptions.WarDollRules> WAR_DOLL = of(
            RuleOptions.WarDollRules.class,
            "War Doll rule",
            RuleOptions.WarDollRules.ENGLISH,
            "english",
            RuleOptions.WarDollRules.JAPANESE,
            "japanese");

    /** Sub-attributes. */
    public static final Names<SubAttribute> SUB_ATTRIBUTE = of(
            SubAttribute.class,
            "sub-attribute",
            SubAttribute.SORCERY,
            "sorcery",
            SubAttribute.DIVINITY,
            "divinity",
            SubAttribute.STRENGTH,
            "strength",
            SubAttribute.DEXTERITY,
            "dexterity");

    /** Spells. */
    public static final Names<Spell> SPELL = of(
            Spell.class,
            "spell",
            Spell.KNOCKOUT,
            "knockout",
            Spell.FIREBALL,
            "fireball",
            Spell.ICE_LANCE,
            "ice-lance",
            Spell.BLITZ,
            "blitz",
            Spell.CRAFT_ARMS,
            "craft-arms",
            Spell.FRIENDSHIP,
            "friendship");

    /** Miracles. */
    public static final Names<Miracle> MIRACLE = of(
            Miracle.class,
            "miracle",
            Miracle.FORTIFY,
            "fortify",
            Miracle.BLESS,
            "bless",
            Miracle.DEFLECT,
            "deflect",
            Miracle.INDOCTRINATE,
            "indoctrinate",
            Miracle.INVOKE,
            "invoke",
            Miracle.COMMUNION,
            "communion");

    /** Effect scopes. */
    public static final Names<Effect.Scope> SCOPE = of(
            Effect.Scope.class,
            "effect scope",
            Effect.Scope.ROUND,
            "round",
            Effect.Scope.FIGHT,
            "fight",
            Effect.Scope.ADVENTURE,
            "adventure",
            Effect.Scope.UNTIL_CURED,
            "until-cured");

    /** Kinds of check, the keys of effect modifiers. */
    public static final Names<CheckKind> CHECK_KIND = of(
            CheckKind.class,
            "kind of check",
            CheckKind.PLAIN,
            "plain",
            CheckKind.ATTACK,
            "attack",
            CheckKind.SHOT,
            "shot",
            CheckKind.DEFENSE,
            "defense",
            CheckKind.SORCERY,
            "sorcery",
            CheckKind.DIVINITY,
            "divinity",
            CheckKind.STRENGTH,
            "strength",
            CheckKind.DEXTERITY,
            "dexterity",
            CheckKind.LIFE,
            "life",
            CheckKind.MAGIC_RESISTANCE,
            "magic-resistance");

    /** Stages of a fight. */
    public static final Names<Combat.Stage> STAGE = of(
            Combat.Stage.class,
            "fight stage",
            Combat.Stage.ESCAPE,
            "escape",
            Combat.Stage.HEROES,
            "heroes",
            Combat.Stage.FOLLOWERS,
            "followers",
            Combat.Stage.ASSIGN,
            "assign",
            Combat.Stage.DEFEND,
            "defend");

    /** Kinds of window. */
    public static final Names<Window.Kind> WINDOW = of(
            Window.Kind.class,
            "window kind",
            Window.Kind.AFTER_REACTION,
            "after-reaction",
            Window.Kind.AGAINST_MISSILES,
            "against-missiles",
            Window.Kind.AFTER_FAILED_DEFENCE,
            "after-failed-defence",
            Window.Kind.AFTER_FIGHT,
            "after-fight");

    /** Reactions. */
    public static final Names<ReactionKind> REACTION = of(
            ReactionKind.class,
            "reaction",
            ReactionKind.WELCOMING,
            "welcoming",
            ReactionKind.PEACEFUL,
            "peaceful",
            ReactionKind.NEUTRAL,
            "neutral",
            ReactionKind.FLEE,
            "flee",
            ReactionKind.FLEE_IF_OUTNUMBERED,
            "flee-if-outnumbered",
            ReactionKind.BRIBE,
            "bribe",
            ReactionKind.FIGHT,
            "fight",
            ReactionKind.FIGHT_TO_THE_DEATH,
            "fight-to-the-death",
            ReactionKind.SCENARIO,
            "scenario");

    /** What a bribe asks for. */
    public static final Names<Bribe.Kind> BRIBE = of(
            Bribe.Kind.class,
            "bribe kind",
            Bribe.Kind.GOLD,
            "gold",
            Bribe.Kind.ITEMS,
            "items",
            Bribe.Kind.RATIONS,
            "rations",
            Bribe.Kind.LIFE,
            "life",
            Bribe.Kind.FOLLOWER,
            "follower");

    /** Endings. */
    public static final Names<Outcome.Termination> TERMINATION = of(
            Outcome.Termination.class,
            "termination",
            Outcome.Termination.VICTORY,
            "victory",
            Outcome.Termination.DEATH,
            "death",
            Outcome.Termination.EXPLORATION_LIMIT,
            "exploration-limit",
            Outcome.Termination.SCENARIO_VICTORY,
            "scenario-victory",
            Outcome.Termination.SCENARIO_DEFEAT,
            "scenario-defeat");

    private final String what;
    private final EnumMap<E, String> names;
    private final Map<String, E> byName;

    private Names(String what, EnumMap<E, String> names) {
        this.what = what;
        this.names = names;
        Map<String, E> m = new TreeMap<>();
        names.forEach((k, v) -> m.put(v, k));
        this.byName = Collections.unmodifiableMap(m);
    }

    @SuppressWarnings("unchecked")
    private static <E extends Enum<E>> Names<E> of(Class<E> type, String what, Object... pairs) {
        EnumMap<E, String> m = new EnumMap<>(type);
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((E) pairs[i], (String) pairs[i + 1]);
        }
        if (m.size() != type.getEnumConstants().length || m.size() * 2 != pairs.length) {
            throw new IllegalStateException("the format names every " + type.getName() + " once: " + m);
        }
        return new Names<>(what, m);
    }

    /**
     * The name of a constant.
     *
     * @param value the constant
     * @return its name in the format
     */
    public String name(E value) {
        return names.get(value);
    }

    /**
     * The constant with a name.
     *
     * @param at where the name was read
     * @param name the name
     * @return the constant
     */
    E parse(At at, String name) {
        E e = byName.get(name);
        if (e == null) {
            throw at.fail("unknown " + what + " '" + At.shorten(name) + "'; one of " + names());
        }
        return e;
    }

    /**
     * Every name, in the enum's order.
     *
     * @return the names
     */
    public List<String> names() {
        return new ArrayList<>(names.values());
    }
}
