package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The checks a hero makes (EN §7-§10, §22, §24 / JP §7-§10, §22): allowed bases, armour and the roll. */
final class HeroChecks {

    private HeroChecks() {}

    static List<Basis> allowedBases(Hero h, CheckKind kind, RuleOptions options) {
        // the lists are shared constants: a hero's bases are asked for at every check
        if (kind == CheckKind.LIFE) {
            return options.lifeCheckMayUseTechnique() ? TECHNIQUE_OR_LIFE : ONLY_LIFE;
        }
        Basis own = Basis.of(h.subAttribute());
        boolean usable = h.subAttributeValue() > 0;
        boolean withOwn = switch (kind) {
            case PLAIN, LIFE -> false;
            case SORCERY, DIVINITY, STRENGTH, DEXTERITY -> usable && own.name().equals(kind.name());
            case MAGIC_RESISTANCE -> usable && (own == Basis.SORCERY || own == Basis.DIVINITY);
            // Power Attack (§22); Dexterity replaces Technique only on shots (Power Shot, EN §24)
            case ATTACK, DEFENSE -> usable && own == Basis.STRENGTH;
            case SHOT -> usable && shotMayUse(own, options);
        };
        return withOwn ? TECHNIQUE_OR.get(own) : ONLY_TECHNIQUE;
    }

    private static final java.util.regex.Pattern ID_FORM = java.util.regex.Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]*");

    private static final List<Basis> ONLY_TECHNIQUE = List.of(Basis.TECHNIQUE);
    private static final List<Basis> ONLY_LIFE = List.of(Basis.LIFE);
    private static final List<Basis> TECHNIQUE_OR_LIFE = List.of(Basis.TECHNIQUE, Basis.LIFE);
    private static final Map<Basis, List<Basis>> TECHNIQUE_OR = techniqueOr();

    private static Map<Basis, List<Basis>> techniqueOr() {
        Map<Basis, List<Basis>> lists = new EnumMap<>(Basis.class);
        for (Basis b : Basis.values()) {
            lists.put(b, b == Basis.TECHNIQUE ? ONLY_TECHNIQUE : List.of(Basis.TECHNIQUE, b));
        }
        return lists;
    }

    /**
     * A sub-attribute that may replace Technique on a shot: Dexterity through Power Shot (EN §24) or because the
     * shot is a Dexterity roll (JP §27, §35); Strength through Power Attack unless it is melee-only (JP §22, C-18)
     * or the shot is a Dexterity roll.
     */
    private static boolean shotMayUse(Basis own, RuleOptions options) {
        if (own == Basis.DEXTERITY) {
            return options.powerShot() || options.rangedAttackIsDexterityRoll();
        }
        return own == Basis.STRENGTH && !options.powerAttackMeleeOnly() && !options.rangedAttackIsDexterityRoll();
    }

    static List<Modifier> equipmentModifiers(Hero h, CheckKind kind) {
        Optional<Armour> armour = h.equipment().armour();
        if (armour.isEmpty()) {
            return List.of();
        }
        // each armour's lists made once: asked at every defence and Dexterity roll
        Armour a = armour.get();
        int at = (a.magic() ? ArmourType.values().length : 0) + a.type().ordinal();
        if (kind == CheckKind.DEXTERITY) {
            return ArmourModifiers.DEXTERITY.get(at);
        }
        return kind == CheckKind.DEFENSE ? ArmourModifiers.DEFENSE.get(at) : List.of();
    }

    /** Each armour's modifier to Dexterity and to defence rolls (EN §28 / JP §27), plain then magic, by type. */
    private static final class ArmourModifiers {
        static final List<List<Modifier>> DEXTERITY = all(true);
        static final List<List<Modifier>> DEFENSE = all(false);

        private ArmourModifiers() {}

        private static List<List<Modifier>> all(boolean dexterity) {
            List<List<Modifier>> all = new java.util.ArrayList<>();
            for (boolean magic : new boolean[] {false, true}) {
                for (ArmourType t : ArmourType.values()) {
                    int bonus = dexterity ? t.dexterityBonus() : t.defenseBonus();
                    all.add(
                            bonus != 0
                                    ? List.of(new Modifier(new Armour(t, magic).key(), bonus, "EN §28 / JP §27"))
                                    : List.of());
                }
            }
            return List.copyOf(all);
        }
    }

    static HeroCheck check(
            Hero h,
            CheckKind kind,
            Basis basis,
            List<Modifier> situational,
            int target,
            RuleOptions options,
            Dice dice) {
        List<Basis> allowed = allowedBases(h, kind, options);
        if (!allowed.contains(basis)) {
            throw new RuleViolationException(
                    kind.section(),
                    h.id() + " cannot use " + basis.name().toLowerCase(java.util.Locale.ROOT) + " for a " + kind.label()
                            + "; allowed: " + allowed);
        }
        int value = switch (basis) {
            case TECHNIQUE -> h.technique();
            case LIFE -> h.life();
            default -> h.subAttributeValue();
        };
        List<Modifier> equipment = equipmentModifiers(h, kind);
        List<Modifier> mods;
        if (situational.isEmpty()) {
            mods = equipment;
        } else if (equipment.isEmpty()) {
            mods = situational;
        } else {
            // one array of both, which the check keeps as it is
            Object[] both = new Object[equipment.size() + situational.size()];
            for (int i = 0; i < equipment.size(); i++) {
                both[i] = equipment.get(i);
            }
            for (int i = 0; i < situational.size(); i++) {
                both[equipment.size() + i] = situational.get(i);
            }
            mods = io.github.roguelikehalf.rules.internal.steps.FixedList.ofFirst(both, both.length);
        }
        // oil on the hands: in combat a 2 fumbles as well as a 1
        boolean oil = Conditions.oilSoaked(h)
                && (kind == CheckKind.ATTACK || kind == CheckKind.SHOT || kind == CheckKind.DEFENSE);
        // one check, built once (the modifiers copied once), or the one kept for the same parts
        Check c = kept(kind, h.id(), basis, value, mods, target, oil ? 2 : 1);
        var result = c.resolve(dice);
        Hero after = result.consumed().isPresent()
                ? ImmutableHero.copyOf(h).withSubAttributeValue(h.subAttributeValue() - 1)
                : h;
        return new HeroCheck(result, after);
    }

    /**
     * Checks kept by their parts' hash: a hero rolls the same check (his attack with the same weapon at the same level,
     * his defence in the same armour) round after round. A slot's check is given again only for parts equal to its own,
     * its modifiers the same list (each weapon's and armour's is made once); a check is a value, so the one kept serves
     * as a new one. Safe between threads: a check's parts are final.
     */
    private static final Check[] KEPT = new Check[64];

    /** {@code new Check(...)} of these parts, or the equal one kept. */
    private static Check kept(
            CheckKind kind, String subject, Basis basis, int value, List<Modifier> mods, int target, int fumble) {
        int i = (subject.hashCode() * 31 + kind.ordinal() * 7 + value * 13 + target) & (KEPT.length - 1);
        Check k = KEPT[i];
        if (k != null
                && k.modifiers() == mods
                && k.kind() == kind
                && k.basis() == basis
                && k.basisValue() == value
                && k.target() == target
                && k.fumbleUpTo() == fumble
                && k.subject().equals(subject)) {
            return k;
        }
        k = new Check(kind, subject, basis, value, mods, target, fumble);
        KEPT[i] = k;
        return k;
    }

    /** A score between 0 and its maximum (EN §13 / JP §13, §9). */
    static void within(String what, int value, int max, String section) {
        if (value < 0 || value > max) {
            throw new RuleViolationException(section, what + " must be 0.." + max + ", was " + value);
        }
    }

    /**
     * A hero id fits in actions such as {@code attack hero-1 -> goblins} (EN §12 / JP §12), and is none of the words
     * those actions use for other actors ({@link Actor#RESERVED_WORDS}).
     */
    static void checkId(String id, java.util.regex.Pattern form) {
        // the plain form is checked by hand first: every copy of a hero is validated, and a regex is slow
        if (!(plainId(id) || form.matcher(id).matches())) {
            throw new RuleViolationException(
                    "EN §12 / JP §12",
                    "a hero id is letters, digits, '-' and '_' (it appears in actions such as 'attack hero-1 ->"
                            + " goblins'); was '" + id + "'");
        }
        if (Actor.RESERVED_WORDS.contains(id)) {
            throw new RuleViolationException(
                    "EN §12 / JP §12",
                    "'" + id + "' cannot be a hero id: actions use that word for another actor (reserved: "
                            + Actor.RESERVED_WORDS + ")");
        }
    }

    /**
     * Hero ids found well formed, by identity: a hero's copies share the id's {@code String}, and every copy is
     * validated, so an id is checked once and then found here. Four slots by the id's hash; a thread that reads a slot
     * another is writing sees the old id or the new, and at worst checks again.
     */
    private static final String[] CHECKED_IDS = new String[4];

    private static void checkHeroId(String id) {
        int slot = id.hashCode() & (CHECKED_IDS.length - 1);
        if (CHECKED_IDS[slot] == id) {
            return;
        }
        checkId(id, ID_FORM);
        CHECKED_IDS[slot] = id;
    }

    /** Whether an id has the form {@code [A-Za-z0-9][A-Za-z0-9_-]*}, without a regex. */
    private static boolean plainId(String id) {
        if (id.isEmpty()) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            boolean alnum = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            if (!alnum && (i == 0 || (c != '_' && c != '-'))) {
                return false;
            }
        }
        return true;
    }

    /** The body of {@link Hero}'s method of the same name. */
    static void validate(Hero h) {
        checkHeroId(h.id());
        if (h.level() < Hero.STARTING_LEVEL) {
            throw new RuleViolationException(
                    "§16", "a hero's level is at least " + Hero.STARTING_LEVEL + ", was " + h.level());
        }
        if (h.experience() < 0) {
            throw new RuleViolationException("EN §15 / JP §15", "unspent experience cannot be negative");
        }
        if (h.growth().cost() + h.experience() > h.level()) {
            throw new RuleViolationException(
                    "§16",
                    "growth costing " + h.growth().cost() + " plus " + h.experience()
                            + " unspent experience is more than the " + h.level() + " received");
        }
        within("Technique", h.technique(), h.maxTechnique(), "EN §13 / JP §13");
        within("Life", h.life(), h.maxLife(), "EN §13 / JP §13");
        within(h.subAttribute().label(), h.subAttributeValue(), h.maxSubAttribute(), "§9");
        if (!h.spells().isEmpty() && h.subAttribute() != SubAttribute.SORCERY) {
            throw new RuleViolationException(
                    "EN §17-§18 / JP §17-§18",
                    "only a Sorcery hero knows spells; a " + h.subAttribute().label() + " hero cannot know "
                            + h.spells());
        }
        if (!h.miracles().isEmpty() && h.subAttribute() != SubAttribute.DIVINITY) {
            throw new RuleViolationException(
                    "EN §17, §20 / JP §17, §20",
                    "only a Divinity hero knows miracles; a " + h.subAttribute().label() + " hero cannot know "
                            + h.miracles());
        }
        int known = h.spells().size() + h.miracles().size();
        if (known > h.magicSlots()) {
            throw new RuleViolationException(
                    "EN §18, §20 / JP §18, §20",
                    "a hero with max " + h.subAttribute().label() + " " + h.maxSubAttribute() + " knows at most "
                            + h.magicSlots() + " (half, rounded down), asked " + known);
        }
    }
}
