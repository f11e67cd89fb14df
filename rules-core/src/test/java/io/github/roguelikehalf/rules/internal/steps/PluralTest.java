package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The English plurals of creature names in event texts ("4 goatmen appear"). */
@DisplayName("Event texts: plurals of creature names")
class PluralTest {

    @Test
    void regularNamesTakeAnS() {
        assertThat(Foes.plural("goblin")).isEqualTo("goblins");
        assertThat(Foes.plural("giant rat")).isEqualTo("giant rats");
        assertThat(Foes.plural("swampy elven trader")).isEqualTo("swampy elven traders");
    }

    @Test
    void irregularEndingsFollowEnglish() {
        assertThat(Foes.plural("goatman")).isEqualTo("goatmen");
        assertThat(Foes.plural("lizard man")).isEqualTo("lizard men");
        assertThat(Foes.plural("human")).isEqualTo("humans");
        assertThat(Foes.plural("goblin shaman")).isEqualTo("goblin shamans");
        assertThat(Foes.plural("harpy")).isEqualTo("harpies");
        assertThat(Foes.plural("grey")).isEqualTo("greys");
        assertThat(Foes.plural("witch")).isEqualTo("witches");
        assertThat(Foes.plural("fox")).isEqualTo("foxes");
        assertThat(Foes.plural("dark elf")).isEqualTo("dark elves");
        assertThat(Foes.plural("wolf")).isEqualTo("wolves");
    }

    @Test
    void theHeadNounOfAnOfPhraseTakesThePlural() {
        assertThat(Foes.plural("cat of Carne")).isEqualTo("cats of Carne");
        assertThat(Foes.plural("man of the watch")).isEqualTo("men of the watch");
    }

    @Test
    void aNameAlreadyPluralStaysAsItIs() {
        assertThat(Foes.plural("Midnight Rogues")).isEqualTo("Midnight Rogues");
        assertThat(Foes.plural("tentacle beasts")).isEqualTo("tentacle beasts");
    }
}
