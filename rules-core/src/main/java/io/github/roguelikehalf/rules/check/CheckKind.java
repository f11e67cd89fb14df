package io.github.roguelikehalf.rules.check;

/** The kinds of check of EN §7, §9, §10 (JP §7, §9, §10). */
public enum CheckKind {
    /** A plain check: 1d6 + Technique (§7). */
    PLAIN("check", "§7"),
    /** A melee attack roll against a creature's level (§7, EN §36 / JP §35). */
    ATTACK("attack roll", "EN §36 / JP §35"),
    /**
     * A ranged attack roll: a shot with a bow or sling, or a thrown weapon (EN §24, §28, §36 / JP §27, §35). Effects
     * that modify attack rolls modify shots too. Where a shot is a Dexterity roll
     * ({@code RuleOptions.rangedAttackIsDexterityRoll}) the engine rolls it as {@link #DEXTERITY}.
     */
    SHOT("ranged attack roll", "EN §24, §28, §36 / JP §27, §35"),
    /** A defense roll against an attacker's level (§7, EN §36 / JP §35). */
    DEFENSE("defense roll", "EN §36 / JP §35"),
    /** A Sorcery roll (§9). */
    SORCERY("Sorcery roll", "§9"),
    /** A Divinity roll (§9). */
    DIVINITY("Divinity roll", "§9"),
    /** A Strength roll (§9). */
    STRENGTH("Strength roll", "§9"),
    /** A Dexterity roll (§9). */
    DEXTERITY("Dexterity roll", "§9"),
    /** A life check: Life in place of Technique, nothing consumed (§10). */
    LIFE("life check", "§10"),
    /** A magic resistance check: a Sorcery or a Divinity roll (§9). */
    MAGIC_RESISTANCE("magic resistance check", "§9");

    private final String label;
    private final String section;

    CheckKind(String label, String section) {
        this.label = label;
        this.section = section;
    }

    /**
     * A short English label, e.g. "Dexterity roll".
     *
     * @return the label
     */
    public String label() {
        return label;
    }

    /**
     * The section that defines this kind of check.
     *
     * @return e.g. "§9"
     */
    public String section() {
        return section;
    }
}
