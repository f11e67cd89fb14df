package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import java.util.ArrayList;
import java.util.List;

/**
 * One or two heroes and their followers (EN §32, §45 / JP §31, §45).
 *
 * <p>The number of followers is limited by the Follower score: 7 plus growth for a lone hero; with two heroes, none
 * (JP §31) or each hero's growth alone (EN §32), per {@link RuleOptions#twoHeroFollowers()}. Porters add three item
 * slots each to the carry limit.
 *
 * @param heroes one or two heroes, with distinct ids
 * @param followers the followers
 */
public record Party(List<Hero> heroes, Followers followers) {

    /** Checks the number of heroes and their ids. */
    public Party {
        java.util.Objects.requireNonNull(heroes, "heroes");
        java.util.Objects.requireNonNull(followers, "followers");
        heroes = List.copyOf(heroes);
        if (heroes.isEmpty() || heroes.size() > 2) {
            throw new RuleViolationException("EN §45 / JP §45", "a party has one or two heroes, was " + heroes.size());
        }
        // at most two heroes: one comparison, no set
        if (heroes.size() == 2 && heroes.get(0).id().equals(heroes.get(1).id())) {
            throw new RuleViolationException(
                    "EN §45 / JP §45",
                    "two heroes share the id " + heroes.get(1).id());
        }
    }

    /**
     * A lone hero with no followers.
     *
     * @param hero the hero
     * @return the party
     */
    public static Party of(Hero hero) {
        return new Party(List.of(hero), Followers.none());
    }

    /**
     * The hero with an id.
     *
     * @param id the id
     * @return the hero
     * @throws RuleViolationException if no hero has that id
     */
    public Hero hero(String id) {
        // by index: asked at nearly every rule applied
        for (int i = 0; i < heroes.size(); i++) {
            Hero h = heroes.get(i);
            if (h.id().equals(id)) {
                return h;
            }
        }
        throw new RuleViolationException("EN §45 / JP §45", "no hero " + id + "; heroes are " + ids());
    }

    /**
     * The ids of the heroes.
     *
     * @return the ids, in order
     */
    public List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (Hero h : heroes) {
            ids.add(h.id());
        }
        return ids;
    }

    /**
     * This party with one hero replaced by a new value of the same id.
     *
     * @param hero the new hero
     * @return the new party
     */
    public Party with(Hero hero) {
        // an unmodifiable list of one or two, which the constructor keeps without copying it again
        String id = hero.id();
        if (heroes.get(0).id().equals(id)) {
            return new Party(heroes.size() == 1 ? List.of(hero) : List.of(hero, heroes.get(1)), followers);
        }
        if (heroes.size() == 2 && heroes.get(1).id().equals(id)) {
            return new Party(List.of(heroes.get(0), hero), followers);
        }
        throw new RuleViolationException("EN §45 / JP §45", "no hero " + id + "; heroes are " + ids());
    }

    /**
     * This party with other followers.
     *
     * @param next the followers
     * @return the new party
     */
    public Party with(Followers next) {
        return new Party(heroes, next);
    }

    /**
     * The most followers the party may have (EN §13, §32 / JP §13, §31).
     *
     * @param options the rule options
     * @return the Follower score of the party
     */
    public int followerCap(RuleOptions options) {
        int cap = 0;
        for (Hero h : heroes) {
            cap += h.followerScore(heroes.size(), options);
        }
        return cap;
    }

    /**
     * Hires followers, paid with one hero's gold, at creation or between adventures (EN §28, §32 / JP §27, §31).
     *
     * @param payer the id of the hero who pays
     * @param kind the kind of follower (combat followers name their weapon type)
     * @param count how many, at least 1
     * @param options the rule options
     * @return the new party
     * @throws RuleViolationException beyond the Follower score or the gold, or for Captured
     */
    public Party hire(String payer, FollowerKind kind, int count, RuleOptions options) {
        if (count < 1) {
            throw new IllegalArgumentException("hire at least 1 follower, asked " + count);
        }
        if (kind.type() == FollowerType.CAPTURED) {
            throw new RuleViolationException("EN §28 / JP §27", "Captured creatures are taken, not hired");
        }
        int cap = followerCap(options);
        if (followers.total() + count > cap) {
            throw new RuleViolationException(
                    "EN §32 / JP §31",
                    "cannot take " + count + " more followers: " + followers.total() + " of " + cap
                            + " allowed by the Follower score"
                            + (heroes.size() == 2 && cap == 0 ? " (two heroes take no followers)" : ""));
        }
        Hero h = hero(payer);
        int price = kind.type().price().orElseThrow() * count;
        if (price > h.equipment().gold()) {
            throw new RuleViolationException(
                    "EN §28 / JP §27",
                    "hiring " + count + " " + kind.key() + " costs " + price + " gold; " + payer + " has "
                            + h.equipment().gold());
        }
        Hero paid = ImmutableHero.copyOf(h)
                .withEquipment(h.equipment().withGold(h.equipment().gold() - price));
        Followers added = followers.add(kind, count);
        if (kind.type() == FollowerType.MAGICIAN) {
            added = added.withMagicianSorcery(followers.magicianSorcery() + count);
        }
        return with(paid).with(added);
    }

    /**
     * Whether a hero can activate a War Doll now (EN §40 / JP §39): he is alive, carries one, has 1 unspent
     * experience, and the party has no active doll.
     *
     * @param heroId the hero's id
     * @return true if {@link #activateWarDoll} would succeed
     */
    public boolean canActivateWarDoll(String heroId) {
        Hero h = hero(heroId);
        return h.alive()
                && followers.warDoll().isEmpty()
                && h.experience() >= WarDoll.ACTIVATION_COST
                && h.equipment().owns(MagicItem.of(MagicTreasure.WAR_DOLL));
    }

    /**
     * A hero activates the War Doll he carries (EN §40 / JP §39): 1 unspent experience is spent (the level stays,
     * §16), the doll leaves his equipment and joins the followers with full Life. It takes no follower place: in the
     * English preset the Follower score rises by 1 for it, and the Japanese text counts it as part of the hero (see
     * {@code docs/rulings.md}, "War Doll"). A party has at most one active doll. The engine offers the same as the
     * action {@code use HERO war-doll}; between adventures call this.
     *
     * @param heroId the hero's id
     * @param options the rule options
     * @return the new party
     * @throws RuleViolationException naming what is missing: the doll, the experience, or a doll already active
     */
    public Party activateWarDoll(String heroId, RuleOptions options) {
        Hero h = hero(heroId);
        MagicItem doll = MagicItem.of(MagicTreasure.WAR_DOLL);
        if (!h.alive()) {
            throw new RuleViolationException(WarDoll.RULE, heroId + " is dead and cannot activate a War Doll");
        }
        if (!h.equipment().owns(doll)) {
            throw new RuleViolationException(WarDoll.RULE, heroId + " carries no war-doll to activate");
        }
        if (h.experience() < WarDoll.ACTIVATION_COST) {
            throw new RuleViolationException(
                    WarDoll.RULE,
                    "activating a War Doll costs " + WarDoll.ACTIVATION_COST + " experience; " + heroId + " has "
                            + h.experience() + " unspent");
        }
        if (followers.warDoll().isPresent()) {
            throw new RuleViolationException(WarDoll.RULE, "the party already has an active War Doll");
        }
        Hero paid =
                ImmutableHero.copyOf(h.discard(doll, options)).withExperience(h.experience() - WarDoll.ACTIVATION_COST);
        return with(paid).with(followers.withWarDoll(java.util.Optional.of(WarDoll.activated(options))));
    }

    /**
     * Releases followers, freeing their places (EN §32; see {@link RuleOptions#releaseFollowersAnyTime()} for
     * during an adventure).
     *
     * @param kind the kind
     * @param count how many
     * @return the new party
     */
    public Party release(FollowerKind kind, int count) {
        return with(followers.remove(kind, count));
    }

    /**
     * Checks the party against the level the rules cover (EN §15, C-07), the follower cap and the carry limits (EN
     * §27, §32 / JP §26, §31). With one hero,
     * Porters' room is added to the hero's limit; with two, items beyond each hero's limit must fit in the
     * Porters' room together.
     *
     * @param options the rule options
     * @return this party
     * @throws RuleViolationException naming the broken rule
     */
    public Party validate(RuleOptions options) {
        return validate(options, followerCap(options));
    }

    /**
     * Checks the party as {@link #validate(RuleOptions)} does, against a follower cap a scenario sets in place of
     * the Follower score ({@code Scenario.followerCap}).
     *
     * @param options the rule options
     * @param followerCap the most followers allowed, at least 0
     * @return this party
     * @throws RuleViolationException naming the broken rule
     */
    public Party validate(RuleOptions options, int followerCap) {
        if (followerCap < 0) {
            throw new IllegalArgumentException("followerCap must be at least 0, was " + followerCap);
        }
        for (Hero h : heroes) {
            if (h.level() > options.maxCoveredLevel()) {
                throw new RuleViolationException(
                        "EN §15",
                        h.id() + " is level " + h.level() + "; the rules cover heroes up to level "
                                + options.maxCoveredLevel());
            }
        }
        if (followers.total() > followerCap) {
            throw new RuleViolationException(
                    "EN §32 / JP §31",
                    followers.total() + " followers but "
                            + (followerCap == followerCap(options) ? "the Follower score" : "the scenario")
                            + " allows " + followerCap);
        }
        if (!withinCarryLimit()) {
            throw new RuleViolationException(
                    "EN §27 / JP §26",
                    "the heroes carry " + overflow() + " items beyond their max Life, and Porters carry "
                            + followers.porterCapacity());
        }
        return this;
    }

    /**
     * The party after followers are lost (killed by a trap, given away): when Porters go, what the heroes can no
     * longer carry (EN §27 / JP §26) is left behind, the last carried items first, from the last hero on.
     *
     * @param kind the followers' kind
     * @param count how many, at most as many as the party has
     * @param options the rule options
     * @return the new party, within its carry limit
     */
    public Party losing(FollowerKind kind, int count, RuleOptions options) {
        return Carrying.leavingBehindItems(with(followers.remove(kind, count)), options);
    }

    /**
     * The party after it leaves behind what it cannot carry (EN §27 / JP §26), e.g. before an adventure when treasure
     * gold has grown past a slot: the last carried items first, from the last hero on, then the gold beyond what
     * still fits (every 100 gold takes a slot).
     *
     * @param options the rule options
     * @return the new party, within its carry limit when leaving items and gold behind can make it so
     */
    public Party leavingBehind(RuleOptions options) {
        return Carrying.leavingBehind(this, options);
    }

    /**
     * How much of an amount of gold a hero can take with the party keeping within its carry limit (EN §27 / JP §26):
     * every 100 gold a hero has takes one slot, and what the heroes carry beyond their max Life must fit in what the
     * Porters carry (EN §28 / JP §27). The engine gives a hero treasure gold up to this amount; the rest is left
     * behind.
     *
     * @param heroId the hero who takes the gold
     * @param amount the gold offered, at least 0
     * @return the gold he can take, from 0 to {@code amount}; 0 if the party is already over its limit
     * @throws RuleViolationException if no hero has that id
     */
    public int goldThatFits(String heroId, int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("gold offered must be at least 0, was " + amount);
        }
        return Carrying.goldThatFits(this, hero(heroId), amount);
    }

    /**
     * Buys an item with one hero's gold, at creation (after {@link Hero#create} and {@link #hire}) or between
     * adventures (EN §28 / JP §27), checking the party's carry limit rather than the hero's alone (EN §27 / JP §26):
     * what the heroes carry beyond their max Life may go to the Porters, 3 items each (EN §28 / JP §27). Armour is worn
     * at once; anything else is carried. {@link Hero#buy} is the same for a hero on his own.
     *
     * @param heroId the hero who pays and takes the item
     * @param item the item
     * @param options the rule options
     * @return the new party
     * @throws RuleViolationException without the gold, with a second armour, or over the party's carry limit
     */
    public Party buy(String heroId, Item item, RuleOptions options) {
        java.util.Objects.requireNonNull(item, "item");
        java.util.Objects.requireNonNull(options, "options");
        Party next = with(hero(heroId).bought(item, options));
        if (!next.withinCarryLimit()) {
            throw new RuleViolationException(
                    "EN §27 / JP §26",
                    heroId + " cannot buy " + item.key() + ": the heroes would carry " + next.overflow()
                            + " items beyond their max Life, and the Porters carry " + followers.porterCapacity()
                            + " (3 each, EN §28 / JP §27)");
        }
        return next;
    }

    /**
     * Whether the party keeps within its carry limits (EN §27 / JP §26): what the heroes carry beyond their max
     * Life fits, all together, in what the Porters carry.
     *
     * @return true if nobody carries too much
     */
    public boolean withinCarryLimit() {
        return overflow() <= followers.porterCapacity();
    }

    /** What the heroes carry beyond their own max Life, all together. */
    int overflow() {
        int overflow = 0;
        for (Hero h : heroes) {
            overflow += Math.max(0, h.equipment().slotsUsed() - h.carryLimit());
        }
        return overflow;
    }
}
