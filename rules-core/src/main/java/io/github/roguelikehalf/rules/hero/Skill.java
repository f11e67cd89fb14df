package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.RuleOptions;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/** The skills a sub-attribute grants (EN §17, JP §17). Only heroes with that sub-attribute may use them. */
public enum Skill {
    /** Cast known spells (EN §18). */
    SORCERY(SubAttribute.SORCERY),
    /** Work known miracles (EN §20). */
    MIRACLES(SubAttribute.DIVINITY),
    /** Strength instead of Technique for attack rolls (§22). */
    POWER_ATTACK(SubAttribute.STRENGTH),
    /** Strength instead of Technique for defense rolls (§22). */
    POWER_DEFEND(SubAttribute.STRENGTH),
    /** Take a failed defense of another for them, once a round (§22). */
    PROTECT(SubAttribute.STRENGTH),
    /** Dexterity instead of Technique for ranged attacks (EN §24 only; {@link RuleOptions#powerShot()}). */
    POWER_SHOT(SubAttribute.DEXTERITY),
    /** +1 to a treasure table roll (§23). */
    FIND_TREASURE(SubAttribute.DEXTERITY),
    /** Reroll the d66 after a Dexterity roll (EN §25 / JP §24). */
    SEARCH(SubAttribute.DEXTERITY);

    private final SubAttribute subAttribute;

    Skill(SubAttribute subAttribute) {
        this.subAttribute = subAttribute;
    }

    /**
     * The sub-attribute that grants this skill.
     *
     * @return the sub-attribute
     */
    public SubAttribute subAttribute() {
        return subAttribute;
    }

    /**
     * The skills a hero with a sub-attribute has under some options (§17).
     *
     * @param subAttribute the hero's sub-attribute
     * @param options the rule options (Power Shot exists in the English edition only)
     * @return the skills
     */
    public static Set<Skill> of(SubAttribute subAttribute, RuleOptions options) {
        java.util.Objects.requireNonNull(subAttribute, "subAttribute");
        return (options.powerShot() ? WITH_POWER_SHOT : WITHOUT_POWER_SHOT).get(subAttribute);
    }

    // the skills of each sub-attribute, computed once: a hero's skills are asked for at every check
    private static final Map<SubAttribute, Set<Skill>> WITH_POWER_SHOT = table(true);
    private static final Map<SubAttribute, Set<Skill>> WITHOUT_POWER_SHOT = table(false);

    private static Map<SubAttribute, Set<Skill>> table(boolean powerShot) {
        Map<SubAttribute, Set<Skill>> table = new EnumMap<>(SubAttribute.class);
        for (SubAttribute a : SubAttribute.values()) {
            Set<Skill> skills = EnumSet.noneOf(Skill.class);
            for (Skill s : values()) {
                if (s.subAttribute == a && (s != POWER_SHOT || powerShot)) {
                    skills.add(s);
                }
            }
            table.put(a, Set.copyOf(skills));
        }
        return table;
    }
}
