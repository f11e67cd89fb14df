package io.github.roguelikehalf.rules.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Happening.BribeSettled}: a creature's own rule after a paid or refused bribe (EN §35 / JP §34). */
@DisplayName("Happening.BribeSettled: what a paid or refused bribe leads to")
class AfterBribeTest {

    static final RuleOptions EN = RuleOptions.englishEdition();

    /** Pilgrims ask 3 gold on every face; paid they welcome the party, refused they only stay neutral. */
    static final class Pilgrims implements Scenario {
        static final Creature PILGRIM = Creature.weak(
                "pilgrim",
                "pilgrim",
                3,
                "2",
                0,
                Optional.of(Collections.nCopies(6, Reaction.bribe(Bribe.Kind.GOLD, 3))),
                Set.of("humanoid"));
        static final Creature BEGGAR = Creature.weak(
                "beggar",
                "beggar",
                3,
                "2",
                0,
                Optional.of(Collections.nCopies(6, Reaction.bribe(Bribe.Kind.GOLD, 3))),
                Set.of("humanoid"));

        @Override
        public String id() {
            return "pilgrims";
        }

        @Override
        public String title() {
            return "Pilgrims";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return switch (id) {
                case "11" -> Optional.of(Tile.encounter("11", "pilgrims", "pilgrim"));
                case "12" -> Optional.of(Tile.encounter("12", "beggars", "beggar"));
                default -> Optional.of(Tile.empty(id, "empty"));
            };
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.ofNullable(id.equals("pilgrim") ? PILGRIM : id.equals("beggar") ? BEGGAR : null);
        }

        @Override
        public CreatureRules creatureRules(String creatureId) {
            if (!creatureId.equals("pilgrim")) {
                return CreatureRules.BASE;
            }
            return new CreatureRules() {
                @Override
                public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
                    return event instanceof Happening.BribeSettled b
                            ? b.withReaction(
                                    Reaction.of(b.payer().isPresent() ? ReactionKind.WELCOMING : ReactionKind.NEUTRAL))
                            : event;
                }
            };
        }
    }

    final Engine engine = Engine.of(new Pilgrims());

    GameState bribing(int units) {
        Hero h = Hero.create(
                HeroSpec.builder()
                        .id("hero-1")
                        .name("hero-1")
                        .subAttribute(SubAttribute.DIVINITY)
                        .build(),
                EN);
        GameState s = engine.start(Party.of(h), EN, 1L);
        // hurt, so that a welcome's healing shows
        s = engine.validate(ImmutableGameState.copyOf(s)
                .withParty(s.party().with(s.party().heroes().get(0).damage(1))));
        s = engine.apply(s, Action.parse("explore"), Dice.of(1, units)).state();
        // hurt, he may eat before going in (EN §31 / JP §30): he goes in
        s = engine.apply(s, Action.parse("enter"), Dice.of()).state();
        s = engine.apply(s, Action.parse("wait"), Dice.of(4)).state();
        assertThat(s.phase()).isInstanceOf(Phase.Bribing.class);
        return s;
    }

    static List<String> texts(Transition t) {
        return t.events().stream().map(Event::text).toList();
    }

    @Test
    @DisplayName("EN §35: paid, the pilgrims' rule makes them Welcoming: the hero recovers 1 Life, the tile is cleared")
    void paidBecomesWelcoming() {
        GameState s = bribing(1);
        int gold = s.party().heroes().get(0).equipment().gold();
        int life = s.party().heroes().get(0).life();
        Transition t = engine.apply(s, Action.parse("pay-bribe hero-1"), Dice.of());
        assertThat(texts(t))
                .containsExactly(
                        "hero-1 pays the bribe of 3 gold: their reaction becomes welcoming",
                        "welcomed: every living character recovers 1 Life");
        Hero h = t.state().party().heroes().get(0);
        assertThat(h.equipment().gold()).isEqualTo(gold - 3);
        assertThat(h.life()).isEqualTo(life + 1);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §35: refused, the pilgrims' rule makes them Neutral instead of attacking")
    void refusedBecomesNeutral() {
        Transition t = engine.apply(bribing(1), Action.parse("refuse-bribe"), Dice.of());
        assertThat(texts(t))
                .containsExactly("the bribe is refused: their reaction becomes neutral", "they do not attack");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("EN §35: without the rule, a refused bribe is a fight (the base rules)")
    void baseRulesStillFight() {
        Transition t = engine.apply(bribing(2), Action.parse("refuse-bribe"), Dice.of());
        assertThat(texts(t)).contains("the bribe is refused: they attack");
        assertThat(t.state().phase()).isInstanceOf(Phase.Fighting.class);
    }
}
