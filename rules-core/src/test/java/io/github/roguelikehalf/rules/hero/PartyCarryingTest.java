package io.github.roguelikehalf.rules.hero;

import static io.github.roguelikehalf.rules.hero.Heroes.EN;
import static io.github.roguelikehalf.rules.hero.Heroes.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import io.github.roguelikehalf.rules.item.Gear;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The party's carry limit when gold is won and items are bought (EN §27-§28 / JP §26-§27). */
@DisplayName("The party's carry limit: gold won and items bought (EN §27-§28 / JP §26-§27)")
class PartyCarryingTest {

    private static final FollowerKind PORTER = FollowerKind.of(FollowerType.PORTER);

    /** A Sorcery hero (max Life 5: 4 + cloth armour, nothing carried) with ropes in the pack and some gold. */
    private static Hero sorcerer(String id, int ropes, int gold) {
        Hero h = Hero.create(spec(SubAttribute.SORCERY).id(id).build(), EN);
        var e = h.equipment().withGold(gold);
        for (int i = 0; i < ropes; i++) {
            e = e.add(Gear.ROPE);
        }
        return ImmutableHero.copyOf(h).withEquipment(e);
    }

    /** A level 11 retry Sorcery hero (EN §41 / JP §40): 60 gold, max Life 5, nothing carried. */
    private static Hero retrySorcerer() {
        return Hero.retry(spec(SubAttribute.SORCERY).level(11).build(), 11, EN);
    }

    @Test
    @DisplayName("EN §27 / JP §26: with 99 gold and a full pack no more gold fits: 100 gold would take a slot")
    void fullPackTakesNoGoldPastASlot() {
        Party p = Party.of(sorcerer("hero-1", 5, 99));

        assertThat(p.goldThatFits("hero-1", 6)).isZero();
        assertThat(Party.of(sorcerer("hero-1", 5, 90)).goldThatFits("hero-1", 6))
                .isEqualTo(6);
        assertThat(Party.of(sorcerer("hero-1", 5, 90)).goldThatFits("hero-1", 50))
                .isEqualTo(9);
    }

    @Test
    @DisplayName("EN §27 / JP §26: one free slot holds gold up to 199; each Porter's 3 slots hold 300 more (EN §28 /"
            + " JP §27)")
    void freeSlotsAndPortersHoldGold() {
        Party oneFree = Party.of(sorcerer("hero-1", 4, 99));
        assertThat(oneFree.goldThatFits("hero-1", 150)).isEqualTo(100);
        assertThat(oneFree.goldThatFits("hero-1", 0)).isZero();

        Party porter = Party.of(sorcerer("hero-1", 5, 99)).with(Followers.none().add(PORTER, 1));
        assertThat(porter.goldThatFits("hero-1", 1000)).isEqualTo(300);
    }

    @Test
    @DisplayName("EN §27, §45 / JP §26, §45: with two heroes, the Porters' room the other hero already fills is not"
            + " free for gold")
    void otherHeroFillsThePorters() {
        Hero a = sorcerer("hero-1", 5, 99);
        Hero b = sorcerer("hero-2", 8, 0);
        Party p = new Party(List.of(a, b), Followers.none().add(PORTER, 1));
        assertThat(p.withinCarryLimit()).isTrue();

        assertThat(p.goldThatFits("hero-1", 10)).isZero();
        assertThat(p.goldThatFits("hero-2", 100)).isEqualTo(99);
        assertThat(p.with(sorcerer("hero-2", 7, 0)).goldThatFits("hero-1", 500)).isEqualTo(100);
        assertThatThrownBy(() -> p.goldThatFits("hero-1", -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> p.goldThatFits("hero-3", 1))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("no hero hero-3");
    }

    @Test
    @DisplayName("EN §27-§28 / JP §26-§27: a hero alone cannot buy a sixth rope (max Life 5); with three Porters the"
            + " party can, paid from his gold")
    void portersCarryWhatIsBought() {
        Hero h = retrySorcerer();
        for (int i = 0; i < 5; i++) {
            h = h.buy(Gear.ROPE, EN);
        }
        Hero five = h;
        assertThatThrownBy(() -> five.buy(Gear.ROPE, EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("carries 6 items but may carry 5");

        Party p = Party.of(five).hire("hero-1", PORTER, 3, EN);
        Party six = p.buy("hero-1", Gear.ROPE, EN);

        assertThat(six.hero("hero-1").equipment().count(Gear.ROPE)).isEqualTo(6);
        assertThat(six.hero("hero-1").equipment().gold()).isEqualTo(60 - 6 * Gear.ROPE.price());
        assertThat(six.validate(EN)).isSameAs(six);
    }

    @Test
    @DisplayName("EN §27-§28 / JP §26-§27: past the party's limit (max Life 5 + three Porters' 9) the fifteenth rope"
            + " is refused, naming the carry limit, and the party is unchanged")
    void overThePartysLimitIsRefused() {
        Party p = Party.of(retrySorcerer()).hire("hero-1", PORTER, 3, EN);
        for (int i = 0; i < 14; i++) {
            p = p.buy("hero-1", Gear.ROPE, EN);
        }
        Party full = p;
        assertThat(full.hero("hero-1").equipment().gold()).isEqualTo(18);

        assertThatThrownBy(() -> full.buy("hero-1", Gear.ROPE, EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("hero-1 cannot buy rope")
                .hasMessageContaining("would carry 10 items beyond their max Life")
                .hasMessageContaining("Porters carry 9")
                .extracting(e -> ((RuleViolationException) e).section())
                .isEqualTo("EN §27 / JP §26");
        assertThat(full.hero("hero-1").equipment().count(Gear.ROPE)).isEqualTo(14);
    }

    @Test
    @DisplayName("EN §28 / JP §27: buying for the party still needs the gold, and a second armour is refused")
    void buyingNeedsGoldAndOneArmour() {
        Party p = Party.of(sorcerer("hero-1", 0, 2)).hire("hero-1", PORTER, 1, EN);

        assertThatThrownBy(() -> p.buy("hero-1", Gear.ROPE, EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("cannot buy rope for 3 gold with 2");
        Party rich = Party.of(sorcerer("hero-1", 0, 500));
        assertThatThrownBy(() -> rich.buy("hero-1", Armour.of(ArmourType.CHAIN), EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("already worn");
    }
}
