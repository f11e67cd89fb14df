package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.internal.steps.FixedList;
import java.util.List;

/**
 * What must be decided now, by whom, and the legal actions (docs/architecture.md). The legal actions
 * are never empty; {@link Engine#apply(GameState, Action)} accepts exactly these.
 */
public sealed interface Decision {

    /**
     * Who decides: a hero id, {@code followers}, or {@code party}.
     *
     * @return the actor
     */
    String actor();

    /**
     * The legal actions, in a stable order.
     *
     * @return the actions
     */
    List<Action> legalActions();

    /**
     * Whether the engine takes this kind of decision by itself when it has a single legal action, as it goes on after
     * an action it applied: a hero's turn, the followers' turn, a defender, a Search and a window (only {@code pass}).
     * A state built outside the engine (a fixture, a snapshot) may still hold such a decision; applying its one action
     * goes on as the engine would have.
     *
     * @return true for those kinds, whatever the number of actions
     */
    default boolean automatic() {
        return this instanceof HeroTurn
                || this instanceof FollowerTurn
                || this instanceof ChooseDefender
                || this instanceof Search
                || this instanceof Window;
    }

    /**
     * Between tiles: explore, eat or drink.
     *
     * @param legalActions the actions
     */
    record Explore(List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public Explore {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * Search to reroll a d66 result, or enter (EN §25 / JP §24); a hero may also eat or drink first (EN §31 / JP
     * §30).
     *
     * @param d66 the result rolled
     * @param legalActions the actions
     */
    record Search(int d66, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public Search {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * Attack first or wait and see (EN §35 / JP §34).
     *
     * @param enemies a description of the creatures met
     * @param legalActions the actions
     */
    record Approach(String enemies, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public Approach {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * Pay the bribe (and with what) or refuse (EN §35 / JP §34); a hero may also eat, drink or ready a weapon first.
     *
     * @param bribe what is asked
     * @param legalActions the actions
     */
    record PayBribe(Bribe bribe, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public PayBribe {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * A hero's action this round (EN §36 / JP §35).
     *
     * @param hero the hero
     * @param round the round, 0 for the ranged round
     * @param legalActions the actions
     */
    record HeroTurn(String hero, int round, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public HeroTurn {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return hero;
        }
    }

    /**
     * The combat followers' target this round (EN §33 / JP §32).
     *
     * @param round the round
     * @param legalActions the actions
     */
    record FollowerTurn(int round, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public FollowerTurn {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return Combat.FOLLOWERS;
        }
    }

    /**
     * A melee round in which the enemies act first is starting: escape now, each enemy attacking once instead of
     * their half of the round, or pass and fight the round (EN §42, §47 step 10 / JP §42, §47 step 10).
     *
     * @param round the round, 1 or more
     * @param legalActions {@code escape} and {@code pass}
     */
    record Escape(int round, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public Escape {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * Who takes the left-over enemy attacks (EN §36 / JP §35).
     *
     * @param attacks the enemy attacks this half-round
     * @param recipients the heroes and {@code followers} among whom they are split
     * @param legalActions the actions
     */
    record AssignAttacks(int attacks, List<String> recipients, List<Action> legalActions) implements Decision {
        /** Keeps the lists read-only: copies, or the list of actions the engine made for it. */
        public AssignAttacks {
            recipients = List.copyOf(recipients);
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * Who defends against the next enemy attack, and how (EN §36 / JP §35, §22).
     *
     * @param attacksLeft attacks still to defend this half-round, this one included
     * @param legalActions the actions
     */
    record ChooseDefender(int attacksLeft, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public ChooseDefender {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * A choice that is not a fight: a scenario's trade, chest, altar or trap target, or one of two tiles.
     *
     * @param actor who chooses
     * @param prompt what is asked
     * @param legalActions the actions, each a {@link Action.Choose}
     */
    record Choose(String actor, String prompt, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public Choose {
            legalActions = FixedList.kept(legalActions);
        }
    }

    /**
     * A window where the text lets a player act before the rules go on; {@code pass} closes it.
     *
     * @param window the window
     * @param legalActions the offers as {@link Action.Choose}, then {@link Action.Pass}
     */
    record Window(io.github.roguelikehalf.rules.engine.Window window, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public Window {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }

    /**
     * The treasure of a group is rolled: a Dexterity hero may use Find Treasure before the die or after it is seen
     * (EN §23, §39 / JP §23, §38); {@code pass} rolls the die, or takes the result.
     *
     * @param group the enemy group whose treasure it is
     * @param die the die once rolled, empty before
     * @param legalActions {@code find-treasure HERO} for each hero who may, then {@code pass}
     */
    record Treasure(String group, java.util.OptionalInt die, List<Action> legalActions) implements Decision {
        /** Keeps the actions read-only: a copy, or the list the engine made for it. */
        public Treasure {
            legalActions = FixedList.kept(legalActions);
        }

        @Override
        public String actor() {
            return "party";
        }
    }
}
