package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroCheck;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Gear;
import java.io.PrintStream;
import java.util.List;

/** The README's quick start: create a hero and resolve a check with scripted dice. */
public final class QuickStart {

    private QuickStart() {}

    /**
     * Runs the quick start and prints what happened.
     *
     * @param out where to print
     * @return the hero after the check
     */
    public static Hero run(PrintStream out) {
        RuleOptions rules = RuleOptions.englishEdition();
        // A Dexterity hero: +1 Technique (4 EXP), +4 Life (4 EXP), +2 Dexterity (2 EXP) = the 10 starting EXP.
        Hero aki = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .addPurchases(Gear.ROPE)
                        .build(),
                rules);
        out.println(aki.name() + " the " + aki.subAttribute().job() + ": Technique " + aki.technique() + ", Life "
                + aki.life() + "/" + aki.maxLife() + ", Dexterity " + aki.subAttributeValue() + ", gold "
                + aki.equipment().gold());
        // A Dexterity roll using current Dexterity (4), leather armour +1, die scripted to 2: 2 + 4 + 1 = 7 >= 4.
        HeroCheck roll = aki.check(CheckKind.DEXTERITY, Basis.DEXTERITY, List.of(), 4, rules, Dice.of(2));
        out.println(roll.result());
        out.println("Dexterity left: " + roll.hero().subAttributeValue());
        return roll.hero();
    }

    /**
     * Entry point.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
