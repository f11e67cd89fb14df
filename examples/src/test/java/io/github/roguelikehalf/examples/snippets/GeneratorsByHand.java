package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.testkit.Draw;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.Start;

public class GeneratorsByHand {

    public static void main(String[] args) {
        Start start = Generators.starts().next(42L); // the same seed, the same start
        Party party = Generators.parties(RuleOptions.englishEdition()).next(Draw.seeded(7));
        System.out.println(start);
        System.out.println(party);
    }
}
