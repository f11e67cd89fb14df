package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.ImmutableRuleOptions;
import io.github.roguelikehalf.rules.RuleOptions;

/** Small helpers that build heroes for the tests of this package. */
final class Heroes {

    static final ImmutableRuleOptions EN = RuleOptions.englishEdition();
    static final ImmutableRuleOptions JP = RuleOptions.japaneseVer46();

    private Heroes() {}

    /** A spec builder with a name and a sub-attribute. */
    static ImmutableHeroSpec.Builder spec(SubAttribute sub) {
        return HeroSpec.builder().name("Aki").subAttribute(sub);
    }

    /** A new hero with no experience spent. */
    static Hero hero(SubAttribute sub) {
        return Hero.create(spec(sub).build(), EN);
    }

    /** A new hero with some growth, under the English preset. */
    static Hero hero(SubAttribute sub, Growth growth) {
        return Hero.create(spec(sub).growth(growth).build(), EN);
    }

    /** A new hero with some growth under some options. */
    static Hero hero(SubAttribute sub, Growth growth, RuleOptions options) {
        return Hero.create(spec(sub).growth(growth).build(), options);
    }
}
