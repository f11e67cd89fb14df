package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two creature rules a scenario may give (EN §36 / JP §35, EN §28 / JP §27): a creature that turns aside a hit that
 * is not magic on 1-4 of a d6, and one that holy water burns for 2 damage with no roll, once a fight. The test crypt's
 * ogre (level 4, Life 4, 2 attacks) gets both; the priest (Technique 0) meets it on tile 62.
 */
@DisplayName("Creature rules: hits turned aside, holy water with no roll (EN §28, §36 / JP §27, §35)")
class CreatureHitHooksTest {

    private static final Action ATTACK_OGRE = new Action.Attack("hero-1", "ogre", false);
    private static final Action WATER_AT_OGRE = new Action.Throw("hero-1", "holy-water", "ogre");

    /** The test crypt, with the warded ogre. */
    static final class WardedCrypt implements Scenario {
        private final TestCrypt base = new TestCrypt();

        private final CreatureRules warded = new CreatureRules() {
            @Override
            public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
                if (!(event instanceof Happening.Hit h)) {
                    return event;
                }
                var r = ctx.dice().d6("turning the blow aside");
                boolean aside = r.total() <= 4;
                ctx.event(Event.roll("test", aside ? "the blow is turned aside" : "the blow lands", r));
                return h.withTurnedAside(aside);
            }

            @Override
            public Would modify(Would event, CreatureView view) {
                return event instanceof Would.HolyWater w ? w.withDamage(2) : event;
            }
        };

        @Override
        public String id() {
            return "warded-crypt";
        }

        @Override
        public String title() {
            return "The Warded Crypt";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return base.tile(id);
        }

        @Override
        public Optional<Creature> creature(String id) {
            return base.creature(id);
        }

        @Override
        public CreatureRules creatureRules(String creatureId) {
            return creatureId.equals("ogre") ? warded : base.creatureRules(creatureId);
        }
    }

    private static Fight ogre(Hero h) {
        return new Fight(Engine.of(new WardedCrypt()), Party.of(h), EN)
                .explore(6, 2)
                .act(new Action.AttackFirst());
    }

    private static Hero withWater(int flasks) {
        Hero h = priest(EN);
        for (int i = 0; i < flasks; i++) {
            h = ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Gear.HOLY_WATER));
        }
        return h;
    }

    @Test
    @DisplayName("EN §36 / JP §35: a hit (4 vs 4) turned aside on a 3 does no damage")
    void hitTurnedAside() {
        Fight f = ogre(priest(EN)).act(ATTACK_OGRE, 4, 3, 3, 3);

        assertThat(f.texts()).startsWith("hero-1 attacks ogre: hit", "the blow is turned aside");
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §36 / JP §35: a hit that is not turned aside (a 5) deals its damage; a miss asks nothing")
    void hitLands() {
        Fight f = ogre(priest(EN)).act(ATTACK_OGRE, 4, 5, 3, 3);

        assertThat(f.texts()).startsWith("hero-1 attacks ogre: hit", "the blow lands", "ogre loses 1 Life: 3 left");
        assertThat(f.enemy("ogre").current()).isEqualTo(3);

        f.act(ATTACK_OGRE, 3, 3, 3);
        assertThat(f.texts()).doesNotContain("the blow lands", "the blow is turned aside");
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §28 / JP §27: holy water burns the ogre for 2 with no roll, once a fight; then the base rule")
    void holyWaterOnceAFight() {
        Fight f = ogre(withWater(2));
        assertThat(f.combat().round()).isZero();
        assertThat(f.legal()).contains(WATER_AT_OGRE);

        f.act(WATER_AT_OGRE);

        assertThat(f.texts()).startsWith("hero-1 throws holy water at ogre: it burns, 2 damage with no roll");
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
        assertThat(f.hero().equipment().count(Gear.HOLY_WATER)).isEqualTo(1);
        // round 1: the ogre is not undead, so the second flask cannot hurt it
        assertThat(f.combat().round()).isEqualTo(1);
        assertThat(f.legal()).doesNotContain(WATER_AT_OGRE);
    }
}
