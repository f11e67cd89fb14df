package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.Equipment;
import java.util.List;

/**
 * Conditions on a hero ({@code condition:*} effects, {@link Effect#CONDITION}) and their rules: Cursed (the modifiers
 * its cause gives), Petrified and Paralyzed (no action until cured), oil-soaked (combat rolls fumble on 2 too). Bless
 * cures one (EN §21 / JP §21), and so does the church's Bless service between adventures (EN §28 / JP §27), a pure
 * function here.
 */
public final class Conditions {

    /** The price of the church's Bless service, in gold (EN §28 / JP §27). */
    public static final int BLESS_SERVICE_PRICE = 50;

    /** The rule of the church's Bless service. */
    public static final String BLESS_SERVICE = "EN §28 / JP §27";

    private Conditions() {}

    /**
     * Whether the hero can take no action: Petrified or Paralyzed (EN §21 / JP §21). In a fight such a hero only
     * holds; he does not Search, use Find Treasure, eat, drink or use items, and still rolls his defense.
     *
     * @param h the hero
     * @return true if incapacitated
     */
    public static boolean incapacitated(Hero h) {
        return h.effects().containsKey(Effect.PETRIFIED) || h.effects().containsKey(Effect.PARALYZED);
    }

    /**
     * Whether the hero is oil-soaked: his attack and defense rolls fumble on 1 and 2.
     *
     * @param h the hero
     * @return true if oil-soaked
     */
    public static boolean oilSoaked(Hero h) {
        return h.effects().containsKey(Effect.OIL_SOAKED);
    }

    /**
     * The hero's conditions, by key.
     *
     * @param h the hero
     * @return the keys of his {@code condition:*} effects, in key order
     */
    public static List<String> of(Hero h) {
        return h.effects().values().stream()
                .filter(Effect::condition)
                .map(Effect::key)
                .toList();
    }

    /**
     * The church's Bless service between adventures (EN §28 / JP §27): the hero pays 50 gold and one condition is
     * cured (not death).
     *
     * @param h the hero, alive, with the condition and 50 gold
     * @param condition the condition's key, e.g. {@link Effect#CURSED}
     * @return the hero cured, 50 gold poorer
     * @throws RuleViolationException if the hero is dead, has no such condition or too little gold
     */
    public static Hero blessService(Hero h, String condition) {
        if (!h.alive()) {
            throw new RuleViolationException(BLESS_SERVICE, "the Bless service does not revive the dead: " + h.id());
        }
        if (!condition.startsWith(Effect.CONDITION) || !h.effects().containsKey(condition)) {
            throw new RuleViolationException(
                    BLESS_SERVICE, h.id() + " has no condition " + condition + "; his conditions are " + of(h));
        }
        Equipment e = h.equipment();
        if (e.gold() < BLESS_SERVICE_PRICE) {
            throw new RuleViolationException(
                    BLESS_SERVICE,
                    "the Bless service costs " + BLESS_SERVICE_PRICE + " gold; " + h.id() + " has " + e.gold());
        }
        return ImmutableHero.copyOf(h.withoutEffect(condition))
                .withEquipment(e.withGold(e.gold() - BLESS_SERVICE_PRICE));
    }

    /**
     * The church's Bless service for the followers between adventures (EN §28 / JP §27; EN §70: one Bless reaches all
     * the followers): a living hero pays 50 gold and one condition of the followers is cured.
     *
     * @param party the party
     * @param payer the id of the living hero who pays, with 50 gold
     * @param condition the followers' condition's key, e.g. {@link Effect#CURSED}
     * @return the party with the followers cured and the payer 50 gold poorer
     * @throws RuleViolationException if the payer is not a living hero of the party, has too little gold, or the
     *     followers have no such condition
     */
    public static Party blessService(Party party, String payer, String condition) {
        Hero h = party.heroes().stream()
                .filter(x -> x.id().equals(payer) && x.alive())
                .findFirst()
                .orElseThrow(() -> new RuleViolationException(
                        BLESS_SERVICE, "the Bless service is paid by a living hero of the party, not '" + payer + "'"));
        var effects = party.followers().effects();
        if (!condition.startsWith(Effect.CONDITION) || !effects.containsKey(condition)) {
            throw new RuleViolationException(
                    BLESS_SERVICE,
                    "the followers have no condition " + condition + "; their conditions are "
                            + effects.values().stream()
                                    .filter(Effect::condition)
                                    .map(Effect::key)
                                    .toList());
        }
        Equipment e = h.equipment();
        if (e.gold() < BLESS_SERVICE_PRICE) {
            throw new RuleViolationException(
                    BLESS_SERVICE,
                    "the Bless service costs " + BLESS_SERVICE_PRICE + " gold; " + h.id() + " has " + e.gold());
        }
        java.util.SortedMap<String, Effect> next = new java.util.TreeMap<>(effects);
        next.remove(condition);
        return party.with(ImmutableHero.copyOf(h).withEquipment(e.withGold(e.gold() - BLESS_SERVICE_PRICE)))
                .with(party.followers().withEffects(next));
    }
}
