package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;

/**
 * The points experience has bought for each score (EN §15 / JP §15).
 *
 * @param technique points of Technique bought, 0..2
 * @param life points of Life bought, 0..4
 * @param subAttribute points of the sub-attribute bought, 0..4
 * @param followers points of the Follower score bought, 0..2 (or 3 under the Japanese text)
 */
public record Growth(int technique, int life, int subAttribute, int followers) {

    // the scores in order, without the copy Score.values() makes on each call
    private static final Score[] SCORES = Score.values();

    /** Nothing bought. */
    public static final Growth NONE = new Growth(0, 0, 0, 0);

    /** Rejects negative points. */
    public Growth {
        if (technique < 0 || life < 0 || subAttribute < 0 || followers < 0) {
            throw new RuleViolationException(
                    "EN §15 / JP §15",
                    "growth points cannot be negative: technique " + technique + ", life " + life + ", sub-attribute "
                            + subAttribute + ", followers " + followers);
        }
    }

    /**
     * Points bought for a score.
     *
     * @param score the score
     * @return the points
     */
    public int points(Score score) {
        return switch (score) {
            case TECHNIQUE -> technique;
            case LIFE -> life;
            case SUB_ATTRIBUTE -> subAttribute;
            case FOLLOWERS -> followers;
        };
    }

    /**
     * This growth with more points for a score.
     *
     * @param score the score
     * @param more points to add
     * @return the new growth
     */
    public Growth plus(Score score, int more) {
        return new Growth(
                technique + (score == Score.TECHNIQUE ? more : 0),
                life + (score == Score.LIFE ? more : 0),
                subAttribute + (score == Score.SUB_ATTRIBUTE ? more : 0),
                followers + (score == Score.FOLLOWERS ? more : 0));
    }

    /**
     * The experience these points cost (EN §15 / JP §15).
     *
     * @return total experience
     */
    public int cost() {
        int sum = 0;
        for (Score s : SCORES) {
            sum += points(s) * s.cost();
        }
        return sum;
    }

    /**
     * Checks every cap.
     *
     * @param options the rule options (the Follower cap differs by edition)
     * @throws RuleViolationException naming the score over its cap
     */
    public void checkCaps(RuleOptions options) {
        for (Score s : Score.values()) {
            if (points(s) > s.cap(options)) {
                throw new RuleViolationException(
                        "EN §15 / JP §15",
                        s.key() + " can be raised by at most +" + s.cap(options) + " with experience, asked +"
                                + points(s));
            }
        }
    }
}
