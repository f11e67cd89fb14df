package io.github.roguelikehalf.examples.snippets;

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
import java.util.List;

public class CreateAHero {

    public static void main(String[] args) {
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
        // A Dexterity roll using current Dexterity (4), leather armour +1, die scripted to 2: 2 + 4 + 1 = 7 >= 4.
        HeroCheck roll = aki.check(CheckKind.DEXTERITY, Basis.DEXTERITY, List.of(), 4, rules, Dice.of(2));
        System.out.println(roll.result());
        // Dexterity roll of hero-1: d6=2 + dexterity 4, leather-armour +1 = 7 vs 4: success, 1 Dexterity consumed
    }
}
