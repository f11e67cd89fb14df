package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.magic.MagicTags;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.Optional;

/**
 * What the spells and miracles ask of their casters and targets (EN §18-§21, §28 / JP §18-§21, §27): who can cast,
 * which groups a spell can reach, and what marks a cast as taken in a window. Each spell's own offers are in its
 * handler ({@link Magic}).
 */
public final class MagicOffers {

    /** The Magicians as a caster. */
    static final String MAGICIANS = Combat.FOLLOWERS;

    private MagicOffers() {}

    // ------------------------------------------------------------------ casters

    /** Whether a hero can cast a spell now: alive, knows it, and has Sorcery left (EN §18 / JP §18). */
    static boolean can(Hero h, Spell spell) {
        // a petrified or paralysed hero takes no action, magic included (EN §21 / JP §21)
        return h.alive() && !Conditions.incapacitated(h) && h.spells().contains(spell) && h.subAttributeValue() >= 1;
    }

    /** Whether a hero can perform a miracle now (EN §20 / JP §20). */
    static boolean can(Hero h, Miracle miracle) {
        return h.alive()
                && !Conditions.incapacitated(h)
                && h.miracles().contains(miracle)
                && h.subAttributeValue() >= 1;
    }

    /** Whether the Magicians can cast a spell now: they know it and their pool has a point (EN §28 / JP §27). */
    static boolean magiciansCan(Followers f, Spell spell) {
        return magiciansCanCast(f) && f.magicianSpell().equals(Optional.of(spell));
    }

    /** Whether the Magicians can cast their spell now, whichever it is (EN §28 / JP §27). */
    static boolean magiciansCanCast(Followers f) {
        return f.count(FollowerType.MAGICIAN) > 0
                && f.magicianSorcery() >= 1
                && f.magicianSpell().isPresent();
    }

    // ------------------------------------------------------------------ targets

    /** Whether a spell can reach a group: active, reachable by magic, not immune by its tags, Knockout Weak only. */
    static boolean target(Scenario sc, GameState s, EnemyGroup g, Spell spell) {
        if (!g.active() || !CreatureEvents.targetable(sc, () -> s, g, AttackMode.MAGIC)) {
            return false;
        }
        Creature c = Foes.creature(sc, g);
        if (spell == Spell.KNOCKOUT && c.strong()) {
            return false;
        }
        return MagicTags.stops(c.tags(), spell, s.options()).isEmpty();
    }

    /** Whether Invoke can reach a group: an active undead group reachable by magic (EN §21 / JP §21). */
    static boolean invokeTarget(Scenario sc, GameState s, EnemyGroup g) {
        return g.active()
                && CreatureEvents.targetable(sc, () -> s, g, AttackMode.MAGIC)
                && MagicTags.stops(Foes.creature(sc, g).tags(), Miracle.INVOKE).isEmpty();
    }

    /**
     * Whether Indoctrinate can be tried on a group (EN §21 / JP §21): a Weak group down to one creature, still
     * fighting or (where {@code indoctrinateOnFleeing}) fleeing, not undead, not tried yet, and room for one more
     * follower.
     */
    static boolean indoctrinateTarget(Scenario sc, GameState s, EnemyGroup g, boolean tried) {
        Creature c = Foes.creature(sc, g);
        boolean reachable = g.active() || (g.fled() && s.options().indoctrinateOnFleeing());
        return reachable
                && !tried
                && !c.strong()
                && g.current() == 1
                && CreatureEvents.targetable(sc, () -> s, g, AttackMode.MAGIC)
                && MagicTags.stops(c.tags(), Miracle.INDOCTRINATE).isEmpty()
                && roomForFollower(sc, s);
    }

    private static boolean roomForFollower(Scenario sc, GameState s) {
        Party p = s.party();
        return p.followers().total() + 1 <= sc.followerCap(p, s.options());
    }

    /** What marks an engine action as taken in a window: each caster casts a given magic once, each protector once. */
    static String usedKey(Action x) {
        if (x instanceof Action.Cast c) {
            return "cast " + c.caster() + " " + c.magic();
        }
        return "protect " + ((Action.Protect) x).hero();
    }

    /** Whether a reaction asks a gold bribe that Friendship would lower. */
    static boolean goldBribe(Reaction reaction) {
        return reaction.kind() == ReactionKind.BRIBE
                && reaction.bribe().orElseThrow().kind() == Bribe.Kind.GOLD
                && SpellMath.friendshipBribe(reaction.bribe().orElseThrow().amount())
                        < reaction.bribe().orElseThrow().amount();
    }
}
