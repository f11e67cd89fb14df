package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.Light;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroCheck;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The one check pipeline (EN §7-§10 / JP §7-§10): every roll of the game, whoever makes it and whatever it is for
 * (an attack, a defence, a shot, a spell or miracle, a sub-attribute roll, a scenario's or a trap's check, a search,
 * a thrown flask, magic resistance), is resolved here and nowhere else. It
 *
 * <ol>
 *   <li>takes the roller's basis: the one asked for, or else Technique, or the current value of the sub-attribute
 *       the check is named after where §9 allows it and it is higher than Technique ({@link #defaultBasis});
 *   <li>gathers the modifiers in one order: what the roller holds or uses for this roll (weapon, shield, monocle,
 *       ...), the hero's armour (added by {@link Hero#check}), light (EN §27 / JP §26), the roller's effects and the
 *       fight's effects for the kind, then the situation (a creature's own rule);
 *   <li>rolls, and takes the sub-attribute point a roll on it costs;
 *   <li>tells the check's event, then spends one use of every effect that modified the roll, and tells when one is
 *       used up.
 * </ol>
 *
 * Scenario hooks reach it through {@link io.github.roguelikehalf.rules.scenario.ScenarioContext#check}.
 */
public final class CheckPipeline {

    private CheckPipeline() {}

    /**
     * A roll to make.
     *
     * @param roller who rolls
     * @param kind the kind of check rolled
     * @param effectKind the kind of check whose effects apply and are spent (an attack's effects also help a shot)
     * @param basis the basis asked for, or empty for {@link #defaultBasis}
     * @param value the basis value of the roll, when the caller knows it and the roll itself costs nothing (a cast
     *     rolls on the Sorcery or Divinity held before it is paid, once, by {@link MagicCasts#pay}); or empty: a hero's
     *     own check, or the Technique of a kind of follower or of the War Doll
     * @param target the target number
     * @param gear modifiers of what the roller holds or uses for this roll
     * @param situation modifiers of the situation, e.g. a creature's own rule
     * @param reads what the caller reads of the result: {@link Reads#EVERYTHING} unless it reads no more than whether
     *     the roll succeeded (and was a critical), which lets the odds' enumeration play one face per group
     */
    record Request(
            Actor roller,
            CheckKind kind,
            CheckKind effectKind,
            Optional<Basis> basis,
            OptionalInt value,
            int target,
            List<Modifier> gear,
            List<Modifier> situation,
            Reads reads) {

        /** A roll of a kind whose own effects apply, on the default basis, with no gear or situation. */
        static Request of(Actor roller, CheckKind kind, int target) {
            return new Request(
                    roller,
                    kind,
                    kind,
                    Optional.empty(),
                    OptionalInt.empty(),
                    target,
                    List.of(),
                    List.of(),
                    Reads.EVERYTHING);
        }

        /**
         * A roll whose attack effects apply (an attack or a shot), of which the caller reads whether it hit and whether
         * it was a critical (EN §8 / JP §8), built at once: the one record, not one per part.
         *
         * @param basis the basis asked for (Power Attack, Power Shot), or null for the default one
         */
        static Request attack(
                Actor roller, CheckKind kind, Basis basis, int target, List<Modifier> gear, List<Modifier> situation) {
            return KeptRequests.attack(roller, kind, basisOf(basis), target, gear, situation);
        }

        /**
         * A defence roll (EN §37 / JP §36), of which the caller reads whether it held, built at once.
         *
         * @param basis the basis asked for (Power Defend), or null for the default one
         */
        static Request defence(Actor roller, Basis basis, int target, List<Modifier> gear, List<Modifier> situation) {
            return new Request(
                    roller,
                    CheckKind.DEFENSE,
                    CheckKind.DEFENSE,
                    basisOf(basis),
                    OptionalInt.empty(),
                    target,
                    gear,
                    situation,
                    Reads.SUCCESS);
        }

        /** The basis as the record holds it: one {@code Optional} per basis, made once. */
        private static Optional<Basis> basisOf(Basis b) {
            return b == null ? Optional.empty() : BASES.get(b);
        }

        private static final java.util.Map<Basis, Optional<Basis>> BASES = bases();

        private static java.util.Map<Basis, Optional<Basis>> bases() {
            java.util.Map<Basis, Optional<Basis>> m = new java.util.EnumMap<>(Basis.class);
            for (Basis b : Basis.values()) {
                m.put(b, Optional.of(b));
            }
            return m;
        }

        Request basis(Basis b) {
            return new Request(roller, kind, effectKind, basisOf(b), value, target, gear, situation, reads);
        }

        Request value(int v) {
            return new Request(roller, kind, effectKind, basis, OptionalInt.of(v), target, gear, situation, reads);
        }

        Request gear(List<Modifier> g) {
            return new Request(roller, kind, effectKind, basis, value, target, g, situation, reads);
        }

        Request situation(List<Modifier> s) {
            return new Request(roller, kind, effectKind, basis, value, target, gear, s, reads);
        }

        Request reads(Reads r) {
            return new Request(roller, kind, effectKind, basis, value, target, gear, situation, r);
        }
    }

    /**
     * What a caller reads of a roll's result. Faces that give the same answer give equal states only if nothing else
     * of the roll (its face, its total) reaches the state: a spell's power does, a scenario's check may.
     */
    enum Reads {
        /** The face and the total may matter: every face is its own result. */
        EVERYTHING,
        /** Only whether the roll succeeded. */
        SUCCESS,
        /** Whether the roll succeeded and whether it was a critical (an attack's extra attack, EN §8 / JP §8). */
        SUCCESS_AND_CRITICAL
    }

    /** Makes a check's event from its result, once the roll is made. */
    @FunctionalInterface
    interface Tell {
        /**
         * The event.
         *
         * @param r the result
         * @return the event to tell
         */
        Event event(CheckResult r);
    }

    /**
     * Resolves a roll: gathers its modifiers, rolls, takes the sub-attribute point, tells the event made by {@code
     * tell} (if any), and spends the effects' uses.
     *
     * @param t the turn
     * @param q the roll
     * @param tell the check's event, or null when the caller tells it later
     * @return the result
     */
    static CheckResult roll(Turn t, Request q, Tell tell) {
        List<Modifier> light = Light.modifiers(t.party());
        Collection<Effect> own = ownEffects(t, q.roller());
        Collection<Effect> fight = t.fighting() ? t.fightParts().effects().values() : List.of();
        List<Modifier> mods;
        if (own.isEmpty() && fight.isEmpty() && light.isEmpty() && q.situation().isEmpty()) {
            // the most frequent roll: nothing but the gear, which the check copies once (or not, when immutable)
            mods = q.gear();
        } else {
            // filled once, kept by the check as it is (no working list copied)
            Object[] all = new Object
                    [q.gear().size()
                            + light.size()
                            + own.size()
                            + fight.size()
                            + q.situation().size()];
            int n = put(all, 0, q.gear());
            n = put(all, n, light);
            n = effects(all, n, own, q.effectKind());
            n = effects(all, n, fight, q.effectKind());
            n = put(all, n, q.situation());
            mods = FixedList.ofFirst(all, n);
        }
        CheckResult r;
        // Engine.chances: one face for each group of faces with the same answer to what the caller reads
        io.github.roguelikehalf.rules.dice.Dice dice = q.reads() != Reads.EVERYTHING && t.dice instanceof PrefixDice p
                ? p.byOutcome(q.reads() == Reads.SUCCESS_AND_CRITICAL)
                : t.dice;
        // a hero's roll read without an Optional: asked at every roll
        if (q.roller() instanceof Actor.OfHero oh && q.value().isEmpty()) {
            Hero h = t.hero(oh.id());
            Basis basis = q.basis().isPresent() ? q.basis().get() : defaultBasis(h, q.kind(), t);
            HeroCheck hc = h.check(q.kind(), basis, mods, q.target(), t.options(), dice);
            if (hc.hero() != h) {
                // only a roll that spends the sub-attribute changes the hero: no new party otherwise
                t.setHero(hc.hero());
            }
            r = hc.result();
        } else {
            r = NonHeroChecks.of(q, mods).resolve(dice);
        }
        if (tell != null && !t.quiet) {
            t.add(tell.event(r));
        }
        spend(t, q.roller(), own, q.effectKind());
        if (!fight.isEmpty()) {
            spendFight(t, q.effectKind());
        }
        return r;
    }

    /**
     * A scenario's check ({@link io.github.roguelikehalf.rules.scenario.ScenarioContext#check}): a living hero of the
     * party, or a kind of follower it has, on the default basis, told as an event.
     */
    static CheckResult scenario(
            Turn t,
            Actor roller,
            CheckKind kind,
            int target,
            List<Modifier> gear,
            String rule,
            Function<CheckResult, String> text) {
        Optional<String> heroId = roller.heroId();
        if (heroId.isPresent()) {
            boolean living = false;
            for (Hero h : t.party().heroes()) {
                living |= h.id().equals(heroId.get()) && h.alive();
            }
            if (!living) {
                throw new RulesException("'" + heroId.get() + "' is not a living hero of the party");
            }
        } else if (roller instanceof Actor.OfKind k) {
            if (k.kind().type() == FollowerType.CAPTURED
                    || t.party().followers().count(k.kind()) == 0) {
                throw new RulesException(
                        "the party has no followers '" + k.text() + "' that can roll (Captured always fail); it has "
                                + t.party().followers().groups());
            }
        } else {
            throw new RulesException(
                    "a check is rolled by a hero or a kind of follower, not by '" + roller.text() + "'");
        }
        return roll(t, Request.of(roller, kind, target).gear(gear), r -> Event.check(rule, text.apply(r), r));
    }

    /**
     * The basis a hero rolls on when none is asked for: the sub-attribute the check is named after (a Dexterity roll,
     * a Divinity roll; Sorcery or Divinity against magic, EN §9 / JP §9), when the rules let him use it and its
     * current value is higher than his Technique, so the point it costs buys a better chance; else Technique.
     *
     * @param h the hero
     * @param kind the kind of check
     * @param t the turn, for the options
     * @return the basis
     */
    static Basis defaultBasis(Hero h, CheckKind kind, Turn t) {
        if (kind == CheckKind.ATTACK || kind == CheckKind.DEFENSE || kind == CheckKind.SHOT) {
            return Basis.TECHNIQUE; // Power Attack, Power Defend and Power Shot are asked for by the action
        }
        List<Basis> allowed = h.allowedBases(kind, t.options());
        if (allowed.contains(Basis.TECHNIQUE)) {
            for (Basis b : allowed) {
                if (b != Basis.TECHNIQUE && b != Basis.LIFE && h.subAttributeValue() > h.technique()) {
                    return b;
                }
            }
            return Basis.TECHNIQUE;
        }
        return allowed.get(0);
    }

    /** The effects on the roller: a hero's own, or the followers' (which the War Doll and every kind share). */
    private static Collection<Effect> ownEffects(Turn t, Actor roller) {
        if (roller instanceof Actor.OfHero oh) {
            return t.hero(oh.id()).effects().values();
        }
        if (roller == Actor.party() || roller == Actor.fight()) {
            return List.of();
        }
        return t.party().followers().effects().values();
    }

    /** Puts a list's modifiers into an array from index {@code n}; the index after them. */
    private static int put(Object[] into, int n, List<Modifier> mods) {
        for (int i = 0; i < mods.size(); i++) {
            into[n++] = mods.get(i);
        }
        return n;
    }

    /** Puts the effects' modifiers of a kind into an array from index {@code n}; the index after them. */
    private static int effects(Object[] into, int n, Collection<Effect> effects, CheckKind kind) {
        if (effects.isEmpty()) {
            return n;
        }
        for (Effect e : effects) {
            Optional<Modifier> m = e.modifier(kind);
            if (m.isPresent()) {
                into[n++] = m.get();
            }
        }
        return n;
    }

    /** One use of each of the roller's effects with uses that modified the roll; an effect used up ends. */
    private static void spend(Turn t, Actor roller, Collection<Effect> effects, CheckKind kind) {
        if (effects.isEmpty()) {
            return;
        }
        Optional<String> heroId = roller.heroId();
        TreeMap<String, Effect> next = spent(t, heroId.orElse(Actor.FOLLOWERS), effects, kind);
        if (next == null) {
            return;
        }
        if (heroId.isPresent()) {
            t.setHero(ImmutableHero.copyOf(t.hero(heroId.get())).withEffects(next));
        } else {
            t.setPartyUnchecked(t.party().with(t.party().followers().withEffects(next)));
        }
    }

    private static void spendFight(Turn t, CheckKind kind) {
        TreeMap<String, Effect> next =
                spent(t, Actor.FIGHT, t.combat().effects().values(), kind);
        if (next != null) {
            t.setCombat(t.combat().withFightEffects(next));
        }
    }

    /** The effects after one use of those with uses that modify the kind, or null when none was used. */
    private static TreeMap<String, Effect> spent(Turn t, String target, Collection<Effect> effects, CheckKind kind) {
        TreeMap<String, Effect> next = null;
        for (Effect e : effects) {
            if (e.usesLeft().isPresent() && e.modifiers().containsKey(kind)) {
                if (next == null) {
                    next = new TreeMap<>();
                    for (Effect x : effects) {
                        next.put(x.key(), x);
                    }
                }
                Optional<Effect> left = e.used();
                if (left.isPresent()) {
                    next.put(e.key(), left.get());
                } else {
                    next.remove(e.key());
                    t.add(Event.of(e.rule(), target + ": " + e.key() + " is used up")
                            .with(new Fact.EffectEnded(target, e.key())));
                }
            }
        }
        return next;
    }
}
