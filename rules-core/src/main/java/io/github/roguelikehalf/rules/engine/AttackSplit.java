package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How enemy attacks are split among the party (EN §36 / JP §35): evenly among each living hero and the combat
 * followers counted as one (docs/rulings.md, catalogue entry C-33), the left-over attacks to recipients the player
 * names. Pure functions, for the engine, bots and scenarios.
 */
public final class AttackSplit {

    /** The rule section. */
    public static final String RULE = "EN §36 / JP §35";

    private AttackSplit() {}

    /**
     * Who enemy attacks are split among: each living hero, and the word {@link Combat#FOLLOWERS} ({@code
     * "followers"}) while a combat follower is left (a Soldier, Bowman, Swordsman or Magician: {@link
     * io.github.roguelikehalf.rules.follower.FollowerType#combat()}) or the War Doll takes part in the round ({@link
     * io.github.roguelikehalf.rules.follower.Followers#warDollFights()}: active and not sitting the round out, EN §40
     * / JP §39). Porters take no share; a party whose heroes are all dead still lists its followers.
     *
     * @param party the party
     * @return the recipients, heroes in party order, then {@code "followers"}
     */
    public static List<String> recipients(Party party) {
        List<String> r = new ArrayList<>(party.heroes().size() + 1);
        for (Hero h : party.heroes()) {
            if (h.alive()) {
                r.add(h.id());
            }
        }
        if (followersDefend(party)) {
            r.add(Combat.FOLLOWERS);
        }
        return r;
    }

    /**
     * How many recipients the attacks are split among: the size of {@link #recipients(Party)}, counted without making
     * the list.
     *
     * @param party the party
     * @return the living heroes, and one more for the followers as {@link #recipients(Party)} counts them (a combat
     *     follower left, or the War Doll taking part in the round)
     */
    public static int recipientCount(Party party) {
        int n = followersDefend(party) ? 1 : 0;
        for (Hero h : party.heroes()) {
            if (h.alive()) {
                n++;
            }
        }
        return n;
    }

    /**
     * Who really defends an attack meant for a recipient: attacks meant for the followers go to the first living
     * hero once no combat follower is left (docs/rulings.md, catalogue entry AMB-42), and so do attacks meant for a
     * hero who has died, or for a follower kind a creature aimed at ({@code Would.Aim}) with none of them left.
     *
     * @param party the party
     * @param recipient a hero id, {@code followers}, or the key of a follower kind
     * @return the defender, or empty when no hero is alive
     */
    public static Optional<String> defender(Party party, String recipient) {
        if (recipient.equals(Combat.FOLLOWERS)) {
            if (followersDefend(party)) {
                return Optional.of(recipient);
            }
        } else if (isHero(party, recipient)) {
            for (Hero h : party.heroes()) {
                if (h.id().equals(recipient) && h.alive()) {
                    return Optional.of(recipient);
                }
            }
        } else if (party.followers().count(FollowerKind.parse(recipient)) > 0) {
            return Optional.of(recipient);
        }
        for (Hero h : party.heroes()) {
            if (h.alive()) {
                return Optional.of(h.id());
            }
        }
        return Optional.empty();
    }

    private static boolean isHero(Party party, String id) {
        for (Hero h : party.heroes()) {
            if (h.id().equals(id)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a creature may aim an attack at a recipient ({@code Would.Aim}): a living hero, the combat
     * followers while there are some, or a follower kind the party has.
     *
     * @param party the party
     * @param recipient a hero id, {@code followers}, or the key of a follower kind
     * @return whether the recipient can take an aimed attack
     */
    public static boolean aimable(Party party, String recipient) {
        if (recipient.equals(Combat.FOLLOWERS)) {
            return party.followers().combatCount() > 0;
        }
        if (isHero(party, recipient)) {
            return party.hero(recipient).alive();
        }
        try {
            return party.followers().count(FollowerKind.parse(recipient)) > 0;
        } catch (RulesException e) {
            return false;
        }
    }

    /** Whether a combat follower is there to defend: one of the groups, or the War Doll taking part (EN §40). */
    private static boolean followersDefend(Party party) {
        return party.followers().combatCount() > 0 || party.followers().warDollFights();
    }

    /**
     * The attacks a group makes in this half-round: none in round 0 unless it attacks at range (EN §36 / JP §35),
     * one per creature (a Strong Creature once) against an escape (EN §42 / JP §42, AMB-14), otherwise its attacks
     * per round (EN §37 / JP §35).
     *
     * @param combat the fight
     * @param group the group
     * @param strong whether it is a Strong Creature
     * @param ranged whether it attacks at range in round 0
     * @param attacksPerRound its attacks in a round
     * @return the attacks this half-round
     */
    public static int attacksThisHalf(
            Combat combat, EnemyGroup group, boolean strong, boolean ranged, int attacksPerRound) {
        return FightParts.of(combat).attacksThisHalf(group, strong, ranged, attacksPerRound);
    }

    /**
     * Splits attacks as evenly as possible among the recipients, one more to each recipient named in {@code extra};
     * the attacks are taken in order.
     *
     * @param attackers the attacking group of each attack, in order
     * @param recipients the recipients
     * @param extra the recipients of the left-over attacks; as many as attacks modulo recipients
     * @return the attacks with their recipients, recipient by recipient
     * @throws IllegalArgumentException if {@code extra} does not name exactly the left-over attacks' recipients
     */
    public static List<Combat.Incoming> split(List<String> attackers, List<String> recipients, List<String> extra) {
        if (recipients.isEmpty()) {
            throw new IllegalArgumentException("nobody to split the attacks among");
        }
        if (extra.size() != attackers.size() % recipients.size() || !allAmong(extra, recipients)) {
            throw new IllegalArgumentException("the " + (attackers.size() % recipients.size())
                    + " left-over attacks go to distinct recipients among " + recipients + ", not " + extra);
        }
        int base = attackers.size() / recipients.size();
        List<Combat.Incoming> out = new ArrayList<>(attackers.size());
        int next = 0;
        // by index: split at every enemy half-round
        for (int k = 0; k < recipients.size(); k++) {
            String r = recipients.get(k);
            int n = base + (extra.contains(r) ? 1 : 0);
            for (int i = 0; i < n; i++) {
                out.add(new Combat.Incoming(r, attackers.get(next++)));
            }
        }
        return out;
    }

    /** Whether every one of {@code some} is among {@code all}: by index, with no iterator (asked at every split). */
    private static boolean allAmong(List<String> some, List<String> all) {
        for (int i = 0; i < some.size(); i++) {
            if (!all.contains(some.get(i))) {
                return false;
            }
        }
        return true;
    }
}
