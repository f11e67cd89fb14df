package io.github.roguelikehalf.rules;

import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import java.util.Collections;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Who acts, rolls or is aimed at: a hero by id, all the followers together, one kind of follower, the War Doll, the
 * whole party, or the fight itself (for effects that last a fight). Its {@link #text() text} is the word the canonical
 * action text and the events use ({@code hero-1}, {@code followers}, {@code soldier/slashing}, {@code war-doll},
 * {@code party}, {@code fight}); {@link #parse(String)} reads it back. Because those words share one namespace with
 * hero ids, the words in {@link #RESERVED_WORDS} can never be a hero's id (EN §12 / JP §12; refused when a hero is
 * made).
 */
public sealed interface Actor {

    /** The word for all the followers together (they roll one check together, EN §33 / JP §32). */
    String FOLLOWERS = "followers";

    /** The word for the War Doll (EN §40 / JP §39). */
    String WAR_DOLL = "war-doll";

    /** The word for the whole party. */
    String PARTY = "party";

    /** The word for the fight, the target of effects on the whole party for one fight. */
    String FIGHT = "fight";

    /**
     * The words an action or event uses for an actor other than a hero, and the other words of the canonical action
     * text that could stand where an id stands: no hero may have one as id. They are {@code followers}, {@code
     * war-doll}, {@code party}, {@code fight}, {@code magicians}, {@code power}, and every follower type's key
     * ({@code soldier}, {@code scout}, ...).
     */
    SortedSet<String> RESERVED_WORDS = reservedWords();

    private static SortedSet<String> reservedWords() {
        TreeSet<String> words = new TreeSet<>();
        words.add(FOLLOWERS);
        words.add(WAR_DOLL);
        words.add(PARTY);
        words.add(FIGHT);
        words.add("magicians");
        words.add("power");
        for (FollowerType t : FollowerType.values()) {
            words.add(t.key());
        }
        return Collections.unmodifiableSortedSet(words);
    }

    /**
     * The word for this actor in actions and events.
     *
     * @return e.g. {@code hero-1} or {@code followers}
     */
    String text();

    /**
     * A hero.
     *
     * @param id the hero's id
     * @return the actor
     */
    static Actor hero(String id) {
        Objects.requireNonNull(id, "id");
        return OfHero.kept(id);
    }

    /**
     * All the followers together.
     *
     * @return the actor
     */
    static Actor followers() {
        return Followers.INSTANCE;
    }

    /**
     * One kind of follower.
     *
     * @param kind the kind
     * @return the actor
     */
    static Actor followers(FollowerKind kind) {
        Objects.requireNonNull(kind, "kind");
        return OfKind.kept(kind);
    }

    /**
     * The War Doll.
     *
     * @return the actor
     */
    static Actor warDoll() {
        return WarDoll.INSTANCE;
    }

    /**
     * The whole party.
     *
     * @return the actor
     */
    static Actor party() {
        return Party.INSTANCE;
    }

    /**
     * The fight.
     *
     * @return the actor
     */
    static Actor fight() {
        return Fight.INSTANCE;
    }

    /**
     * Reads an actor from its word: a reserved word, a follower kind's key, or else a hero id.
     *
     * @param text e.g. {@code hero-1}, {@code followers}, {@code bowman} or {@code soldier/blunt}
     * @return the actor
     * @throws RulesException if the word is blank, or names a follower kind wrongly
     */
    static Actor parse(String text) {
        Objects.requireNonNull(text, "text");
        switch (text) {
            case FOLLOWERS:
                return followers();
            case WAR_DOLL:
                return warDoll();
            case PARTY:
                return party();
            case FIGHT:
                return fight();
            default:
                break;
        }
        if (text.isBlank()) {
            throw new RulesException("an actor is a hero id or one of " + RESERVED_WORDS + "; was blank");
        }
        int cut = firstOf(text, '/', ':');
        String type = cut < 0 ? text : text.substring(0, cut);
        if (FollowerType.byKey(type).isPresent() || cut >= 0) {
            return followers(FollowerKind.parse(text));
        }
        return hero(text);
    }

    private static int firstOf(String text, char a, char b) {
        int i = text.indexOf(a);
        int j = text.indexOf(b);
        return i < 0 ? j : j < 0 ? i : Math.min(i, j);
    }

    /**
     * The hero's id, when this actor is a hero.
     *
     * @return the id, or empty
     */
    default java.util.Optional<String> heroId() {
        return this instanceof OfHero h ? java.util.Optional.of(h.id()) : java.util.Optional.empty();
    }

    /**
     * A hero, by id.
     *
     * @param id the hero's id
     */
    record OfHero(String id) implements Actor {
        /** Validates the id. */
        public OfHero {
            Objects.requireNonNull(id, "id");
            if (RESERVED_WORDS.contains(id)) {
                throw new RulesException("'" + id + "' is a reserved word, not a hero id; reserved: " + RESERVED_WORDS);
            }
        }

        @Override
        public String text() {
            return id;
        }

        /**
         * Heroes' actors kept by id, which every attack and defence names: given again while the slot holds the id (an
         * actor is a value, so the one kept serves as a new one). Safe between threads without locks: an actor's id is
         * final, so a thread sees a whole actor or none (and then makes one, which takes the slot).
         */
        private static final OfHero[] KEPT = new OfHero[32];

        /** The actor of a hero's id, kept or new (which validates it). */
        static OfHero kept(String id) {
            int i = id.hashCode() & (KEPT.length - 1);
            OfHero a = KEPT[i];
            if (a == null || !a.id.equals(id)) {
                a = new OfHero(id);
                KEPT[i] = a;
            }
            return a;
        }
    }

    /**
     * One kind of follower.
     *
     * @param kind the kind
     */
    record OfKind(FollowerKind kind) implements Actor {
        /** Validates the kind. */
        public OfKind {
            Objects.requireNonNull(kind, "kind");
        }

        @Override
        public String text() {
            return kind.key();
        }

        /**
         * Follower kinds' actors kept by the kind's identity (a follower group's kind is the same object from state to
         * state), as {@link OfHero}'s are by id.
         */
        private static final OfKind[] KEPT = new OfKind[32];

        /** The actor of a follower kind, kept or new. */
        static OfKind kept(FollowerKind kind) {
            int i = System.identityHashCode(kind) & (KEPT.length - 1);
            OfKind a = KEPT[i];
            if (a == null || a.kind != kind) {
                a = new OfKind(kind);
                KEPT[i] = a;
            }
            return a;
        }
    }

    /** All the followers together. */
    enum Followers implements Actor {
        /** The one value. */
        INSTANCE;

        @Override
        public String text() {
            return FOLLOWERS;
        }
    }

    /** The War Doll. */
    enum WarDoll implements Actor {
        /** The one value. */
        INSTANCE;

        @Override
        public String text() {
            return WAR_DOLL;
        }
    }

    /** The whole party. */
    enum Party implements Actor {
        /** The one value. */
        INSTANCE;

        @Override
        public String text() {
            return PARTY;
        }
    }

    /** The fight. */
    enum Fight implements Actor {
        /** The one value. */
        INSTANCE;

        @Override
        public String text() {
            return FIGHT;
        }
    }
}
