package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Skill;
import io.github.roguelikehalf.rules.magic.MagicTags;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the texts let a spell, a miracle or Protect be used, as legal actions (EN §18-§22, §36 / JP §18-§22, §35): a
 * hero's action in round 0 or a melee round, the Magicians' turn, between tiles, and the windows after a reaction
 * roll, after a failed defence and after a fight. {@link MagicCasts} resolves them.
 */
final class MagicOffers {

    /** The Magicians as a caster. */
    static final String MAGICIANS = Combat.FOLLOWERS;

    /** The effect key of Fortify. */
    static final String FORTIFY = "fortify";

    /** The effect key of Communion. */
    static final String COMMUNION = "communion";

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
        return f.count(FollowerType.MAGICIAN) > 0
                && f.magicianSorcery() >= 1
                && f.magicianSpell().equals(Optional.of(spell));
    }

    // ------------------------------------------------------------------ targets

    /** Whether a spell can reach a group: active, reachable by magic, not immune by its tags, Knockout Weak only. */
    static boolean target(Scenario sc, GameState s, EnemyGroup g, Spell spell) {
        if (!g.active() || !Foes.targetable(sc, s, g, AttackMode.MAGIC)) {
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
                && Foes.targetable(sc, s, g, AttackMode.MAGIC)
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
                && Foes.targetable(sc, s, g, AttackMode.MAGIC)
                && MagicTags.stops(c.tags(), Miracle.INDOCTRINATE).isEmpty()
                && roomForFollower(sc, s);
    }

    private static boolean roomForFollower(Scenario sc, GameState s) {
        Party p = s.party();
        return p.followers().total() + 1 <= sc.followerCap(p, s.options());
    }

    /** The conditions Bless dispels (EN §21 / JP §21), the worst first: Petrified, Paralyzed, Cursed. */
    static final List<String> BLESSABLE = List.of(Effect.PETRIFIED, Effect.PARALYZED, Effect.CURSED);

    /** The conditions among effects that Bless may dispel, in {@link #BLESSABLE} order (not oil, EN §69). */
    static List<String> blessable(Map<String, Effect> effects) {
        return BLESSABLE.stream().filter(effects::containsKey).toList();
    }

    /**
     * Bless's targets for one character: the character alone when one condition may go, else one target per
     * condition, {@code TARGET:NAME} (e.g. {@code hero-2:paralyzed}): the player chooses which goes.
     */
    private static List<String> blessTargets(String target, Map<String, Effect> effects) {
        List<String> conditions = blessable(effects);
        if (conditions.size() <= 1) {
            return conditions.isEmpty() ? List.of() : List.of(target);
        }
        return conditions.stream()
                .map(k -> target + ":" + k.substring(Effect.CONDITION.length()))
                .toList();
    }

    // ------------------------------------------------------------------ offers

    /** A hero's casts as his action in round 0 or a melee round (EN §36 / JP §35). */
    static void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        for (Spell spell : List.of(Spell.KNOCKOUT, Spell.FIREBALL, Spell.ICE_LANCE)) {
            if (can(h, spell)) {
                for (EnemyGroup g : c.encounter().enemies()) {
                    if (target(sc, s, g, spell)) {
                        a.add(cast(h.id(), spell.key(), g.id()));
                    }
                }
            }
        }
        if (can(h, Miracle.FORTIFY)) {
            for (Hero x : s.party().heroes()) {
                if (x.alive() && !x.effects().containsKey(FORTIFY)) {
                    a.add(cast(h.id(), Miracle.FORTIFY.key(), x.id()));
                }
            }
            Followers f = s.party().followers();
            if (f.combatCount() > 0 && !f.effects().containsKey(FORTIFY)) {
                a.add(cast(h.id(), Miracle.FORTIFY.key(), Combat.FOLLOWERS));
            }
        }
        bless(a, s, h);
        CraftedArms.offer(a, s, h);
        if (can(h, Miracle.INDOCTRINATE)) {
            for (EnemyGroup g : c.encounter().enemies()) {
                if (indoctrinateTarget(sc, s, g, c.indoctrinateTried().contains(g.id()))) {
                    a.add(cast(h.id(), Miracle.INDOCTRINATE.key(), g.id()));
                }
            }
        }
        if (can(h, Miracle.INVOKE)) {
            for (EnemyGroup g : c.encounter().enemies()) {
                if (invokeTarget(sc, s, g)) {
                    a.add(cast(h.id(), Miracle.INVOKE.key(), g.id()));
                }
            }
        }
    }

    /** The Magicians' spell in their turn, instead of their attacks (EN §28 / JP §27). */
    static void magicians(List<Action> a, GameState s, Scenario sc, Combat c) {
        Followers f = s.party().followers();
        for (Spell spell : List.of(Spell.KNOCKOUT, Spell.FIREBALL, Spell.ICE_LANCE)) {
            if (magiciansCan(f, spell)) {
                for (EnemyGroup g : c.encounter().enemies()) {
                    if (target(sc, s, g, spell)) {
                        a.add(cast(MAGICIANS, spell.key(), g.id()));
                    }
                }
            }
        }
    }

    /** Between tiles: Bless (EN §21 / JP §21) and Communion on a hero with a ration to eat. */
    static void outsideFight(List<Action> a, GameState s) {
        for (Hero h : s.party().heroes()) {
            bless(a, s, h);
            CraftedArms.offer(a, s, h);
            if (can(h, Miracle.COMMUNION)) {
                for (Hero x : s.party().heroes()) {
                    if (x.alive() && x.equipment().rations() > 0 && !x.effects().containsKey(COMMUNION)) {
                        a.add(cast(h.id(), Miracle.COMMUNION.key(), x.id()));
                    }
                }
            }
        }
    }

    private static void bless(List<Action> a, GameState s, Hero h) {
        if (!can(h, Miracle.BLESS)) {
            return;
        }
        for (Hero x : s.party().heroes()) {
            if (x.alive()) {
                for (String t : blessTargets(x.id(), x.effects())) {
                    a.add(cast(h.id(), Miracle.BLESS.key(), t));
                }
            }
        }
        for (String t : blessTargets(Combat.FOLLOWERS, s.party().followers().effects())) {
            a.add(cast(h.id(), Miracle.BLESS.key(), t));
        }
    }

    /** The engine's own actions in a window, not yet taken there: casts and Protect. */
    static List<Action> window(Window w, GameState s, Scenario sc) {
        List<Action> a = new ArrayList<>();
        switch (w.kind()) {
            case AFTER_REACTION -> afterReaction(a, w, s);
            case AFTER_FAILED_DEFENCE -> afterFailedDefence(a, w, s);
            case AFTER_FIGHT -> afterFight(a, s, sc);
            case AGAINST_MISSILES -> {}
        }
        a.removeIf(x -> w.used().contains(usedKey(x)));
        return a;
    }

    /** What marks an engine action as taken in a window: each caster casts a given magic once, each protector once. */
    static String usedKey(Action x) {
        if (x instanceof Action.Cast c) {
            return "cast " + c.caster() + " " + c.magic();
        }
        return "protect " + ((Action.Protect) x).hero();
    }

    private static void afterReaction(List<Action> a, Window w, GameState s) {
        if (!(s.phase() instanceof Phase.Reacting r)) {
            return;
        }
        List<String> casters = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (can(h, Spell.FRIENDSHIP)) {
                casters.add(h.id());
            }
        }
        if (magiciansCan(s.party().followers(), Spell.FRIENDSHIP)) {
            casters.add(MAGICIANS);
        }
        Reaction reaction = w.reaction().orElseThrow();
        for (String caster : casters) {
            if (r.face() > 0) {
                for (boolean up : new boolean[] {true, false}) {
                    if (SpellMath.friendshipFace(r.face(), up) > 0) {
                        a.add(cast(caster, Spell.FRIENDSHIP.key(), up ? "up" : "down"));
                    }
                }
            }
            if (goldBribe(reaction)) {
                a.add(cast(caster, Spell.FRIENDSHIP.key(), "bribe"));
            }
        }
        a.addAll(blitz(s));
    }

    /** Blitz casts: every hero who can cast it, then the Magicians if it is their spell (JP §19). */
    static List<Action> blitz(GameState s) {
        List<Action> a = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (can(h, Spell.BLITZ)) {
                a.add(new Action.Cast(h.id(), Spell.BLITZ.key(), Optional.empty()));
            }
        }
        if (magiciansCan(s.party().followers(), Spell.BLITZ)) {
            a.add(new Action.Cast(MAGICIANS, Spell.BLITZ.key(), Optional.empty()));
        }
        return a;
    }

    /** Whether a reaction asks a gold bribe that Friendship would lower. */
    static boolean goldBribe(Reaction reaction) {
        return reaction.kind() == ReactionKind.BRIBE
                && reaction.bribe().orElseThrow().kind() == Bribe.Kind.GOLD
                && SpellMath.friendshipBribe(reaction.bribe().orElseThrow().amount())
                        < reaction.bribe().orElseThrow().amount();
    }

    private static void afterFailedDefence(List<Action> a, Window w, GameState s) {
        if (w.damage() == 0 || !(s.phase() instanceof Phase.Fighting f)) {
            return;
        }
        String defender = w.defender().orElseThrow();
        if (w.ranged()) {
            for (Hero h : s.party().heroes()) {
                if (can(h, Miracle.DEFLECT)) {
                    a.add(cast(h.id(), Miracle.DEFLECT.key(), defender));
                }
            }
        }
        for (Hero h : s.party().heroes()) {
            if (canProtect(h, s.options())
                    && !h.id().equals(defender)
                    && !f.combat().protectors().contains(h.id())) {
                a.add(new Action.Protect(h.id(), false));
                a.add(new Action.Protect(h.id(), true));
            }
        }
    }

    /** Protect: a living Strength hero with at least 1 Strength left (EN §22 / JP §22). */
    static boolean canProtect(Hero h, RuleOptions o) {
        return h.alive()
                && !Conditions.incapacitated(h)
                && h.skills(o).contains(Skill.PROTECT)
                && h.subAttributeValue() >= 1;
    }

    private static void afterFight(List<Action> a, GameState s, Scenario sc) {
        if (!(s.phase() instanceof Phase.AfterFight p) || !s.options().indoctrinateOnFleeing()) {
            return;
        }
        for (Hero h : s.party().heroes()) {
            if (can(h, Miracle.INDOCTRINATE)) {
                for (EnemyGroup g : p.encounter().enemies()) {
                    if (g.fled() && indoctrinateTarget(sc, s, g, false)) {
                        a.add(cast(h.id(), Miracle.INDOCTRINATE.key(), g.id()));
                    }
                }
            }
        }
    }

    private static Action.Cast cast(String caster, String magic, String target) {
        return new Action.Cast(caster, magic, Optional.of(target));
    }
}
