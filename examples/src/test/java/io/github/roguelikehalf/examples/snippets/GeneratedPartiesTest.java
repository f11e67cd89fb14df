package io.github.roguelikehalf.examples.snippets;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.testkit.Generators;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GeneratedPartiesTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42})
    void everyGeneratedPartyIsValid(long seed) {
        Party party = Generators.parties(RuleOptions.englishEdition()).next(seed);
        assertThat(party.validate(RuleOptions.englishEdition())).isSameAs(party);
    }
}
