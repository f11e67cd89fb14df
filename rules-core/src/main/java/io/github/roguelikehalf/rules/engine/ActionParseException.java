package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RulesException;

/** Thrown when a text is not an action in canonical form. */
public final class ActionParseException extends RulesException {

    private static final long serialVersionUID = 1L;

    ActionParseException(String text, String why) {
        super("cannot read action '" + text + "': " + why + "; forms are: explore, eat HERO, drink HERO,"
                + " search HERO|scout, release KIND, enter, attack-first, wait, pay-bribe PAYER [ITEM...], refuse-bribe,"
                + " attack HERO -> GROUP [power], shoot HERO -> GROUP [power], swap HERO -> WEAPON, hold ACTOR,"
                + " escape, followers attack -> GROUP, followers shoot -> GROUP, extra RECIPIENT...,"
                + " defend DEFENDER [power]");
    }
}
