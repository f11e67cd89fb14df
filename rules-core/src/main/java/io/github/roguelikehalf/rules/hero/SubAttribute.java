package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/** The four sub-attributes a hero chooses one of (EN §14, JP §14), with the job names of EN §9. */
public enum SubAttribute {
    /** Sorcery (魔術点): casts spells. Job: Sorcerer. */
    SORCERY("Sorcery", "Sorcerer"),
    /** Divinity (幸運点): works miracles. Job: Priest. */
    DIVINITY("Divinity", "Priest"),
    /** Strength (筋力点): Power Attack, Power Defend, Protect. Job: Warrior. */
    STRENGTH("Strength", "Warrior"),
    /** Dexterity (器用点): Find Treasure, Search, and Power Shot where the edition has it. Job: Thief. */
    DEXTERITY("Dexterity", "Thief");

    private final String label;
    private final String job;

    SubAttribute(String label, String job) {
        this.label = label;
        this.job = job;
    }

    /**
     * The English name of the sub-attribute.
     *
     * @return e.g. "Dexterity"
     */
    public String label() {
        return label;
    }

    /**
     * The job name of a hero with this sub-attribute (EN §9; the Japanese text has no job names).
     *
     * @return e.g. "Thief"
     */
    public String job() {
        return job;
    }

    private final String key = EnumKeys.kebab(name());

    /**
     * The canonical key.
     *
     * @return e.g. {@code dexterity}
     */
    public String key() {
        return key;
    }
}
