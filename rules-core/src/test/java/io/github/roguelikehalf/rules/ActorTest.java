package io.github.roguelikehalf.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Typed actors: one namespace of words for heroes, followers, the War Doll, the party and the fight (EN §12 / JP §12). */
class ActorTest {

    @Test
    @DisplayName("each actor reads back from its word")
    void roundTrip() {
        for (Actor a : new Actor[] {
            Actor.hero("hero-1"),
            Actor.followers(),
            Actor.followers(FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING)),
            Actor.followers(FollowerKind.of(FollowerType.BOWMAN, DamageType.BLUNT)),
            Actor.followers(FollowerKind.of(FollowerType.PORTER)),
            Actor.followers(FollowerKind.captured("goblin")),
            Actor.warDoll(),
            Actor.party(),
            Actor.fight()
        }) {
            assertThat(Actor.parse(a.text())).isEqualTo(a);
        }
        assertThat(Actor.parse("soldier/slashing").text()).isEqualTo("soldier/slashing");
        assertThat(Actor.parse("Rin")).isEqualTo(Actor.hero("Rin"));
        assertThat(Actor.parse("Rin").heroId()).contains("Rin");
        assertThat(Actor.parse("followers").heroId()).isEmpty();
    }

    @Test
    @DisplayName("a follower word that names no kind is refused, naming the kinds")
    void badKind() {
        assertThatThrownBy(() -> Actor.parse("soldier/wooden"))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("unknown follower kind 'soldier/wooden'");
        assertThatThrownBy(() -> Actor.hero("fight")).isInstanceOf(RulesException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"war-doll", "fight", "followers", "party", "scout", "soldier", "magicians", "power"})
    @DisplayName("EN §12 / JP §12: a hero id that is a word of the actions' text is refused, naming the word")
    void reservedHeroIds(String id) {
        assertThatThrownBy(() -> Hero.create(
                        HeroSpec.builder()
                                .id(id)
                                .name("Rin")
                                .subAttribute(SubAttribute.STRENGTH)
                                .build(),
                        RuleOptions.englishEdition()))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("'" + id + "' cannot be a hero id")
                .hasMessageContaining("EN §12 / JP §12");
    }

    @Test
    @DisplayName("the reserved words are the actors' words, 'magicians', 'power' and every follower type")
    void reservedWords() {
        assertThat(Actor.RESERVED_WORDS).contains("followers", "war-doll", "party", "fight", "magicians", "power");
        for (FollowerType t : FollowerType.values()) {
            assertThat(Actor.RESERVED_WORDS).contains(t.key());
        }
    }

    @Test
    @DisplayName(
            "a hero's and a follower kind's actor: equal to a new one, kept while its slot holds it; a reserved word"
                    + " still refused")
    void kept() {
        assertThat(Actor.hero("hero-1")).isEqualTo(new Actor.OfHero("hero-1")).isSameAs(Actor.hero("hero-1"));
        FollowerKind soldiers = FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING);
        assertThat(Actor.followers(soldiers))
                .isEqualTo(new Actor.OfKind(soldiers))
                .isSameAs(Actor.followers(soldiers));
        // an equal kind of another object: an equal actor
        assertThat(Actor.followers(FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING)))
                .isEqualTo(Actor.followers(soldiers));
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 200; i++) {
                assertThat(Actor.hero("h" + i).text()).isEqualTo("h" + i);
                FollowerKind k = FollowerKind.captured("creature-" + i);
                assertThat(Actor.followers(k)).isEqualTo(new Actor.OfKind(k));
            }
        }
        assertThatThrownBy(() -> Actor.hero("party"))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("'party' is a reserved word");
    }
}
