package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.MagicGear;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Skill;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A d66 result is known: Search to avoid it and roll again, or enter (EN §25, §28 / JP §24, §27). Every Dexterity
 * hero gets one try per result, and the Scouts one more (AMB-23); with nobody left to try, the tile is entered at
 * once.
 */
public final class SearchStep implements Step {

    static final SearchStep INSTANCE = new SearchStep();

    static final String SCOUT = "scout";

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Phase.Searching sp = (Phase.Searching) s.phase();
        List<Action> a = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (!sp.searched().contains(h.id()) && canSearch(h, s.options())) {
                a.add(new Action.Search(h.id()));
            }
        }
        if (!sp.scoutSearched() && s.party().followers().count(FollowerType.SCOUT) > 0) {
            a.add(new Action.Search(SCOUT));
        }
        a.add(new Action.Enter());
        // outside a fight food may be eaten at any time (EN §31 / JP §30), so also before entering the tile
        Items.outsideFight(a, s);
        return new Decision.Search(sp.d66(), a);
    }

    static boolean canSearch(Hero h, RuleOptions options) {
        return h.alive()
                && !Conditions.incapacitated(h)
                && h.skills(options).contains(Skill.SEARCH)
                && h.subAttributeValue() > 0;
    }

    @Override
    public void apply(Turn t, Action action) {
        Phase.Searching sp = (Phase.Searching) t.phase();
        if (action instanceof Action.Enter) {
            List<String> tiles = t.scenario.tilesFor(sp.d66(), t.state());
            if (tiles.size() == 1) {
                TileEntry.enter(t, t.tile(tiles.get(0)));
            } else if (tiles.size() == 2) {
                t.setPhase(new Phase.ChoosingTile(tiles));
            } else {
                throw new IllegalStateException("scenario " + t.scenario.id() + " gave " + tiles.size()
                        + " tiles for d66 " + sp.d66() + "; one or two are allowed");
            }
        } else if (action instanceof Action.Search a) {
            search(t, sp, a.searcher());
        } else if (!Provisions.apply(t, action)) {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    private static void search(Turn t, Phase.Searching sp, String searcher) {
        CheckResult r;
        String rule = "EN §25 / JP §24";
        // the Searching Monocle helps every search check of the party, one charge each, where its +1 is not kept for
        // the examination of empty rooms (EN §40 / JP §39)
        Optional<String> wearer =
                t.options().searchingMonocleEmptyRoomsOnly() ? Optional.empty() : MagicGear.monocleWearer(t.party());
        List<Modifier> gear = wearer.isPresent() ? List.of(MagicGear.MONOCLE) : List.of();
        if (searcher.equals(SCOUT)) {
            // the Scout rolls 1d6 alone: Technique 0 (EN §28 / JP §27)
            r = CheckPipeline.roll(
                    t,
                    CheckPipeline.Request.of(
                                    Actor.followers(FollowerKind.of(FollowerType.SCOUT)),
                                    CheckKind.DEXTERITY,
                                    Check.DEFAULT_TARGET)
                            .value(0)
                            .gear(gear),
                    null);
            t.setPhase(new Phase.Searching(sp.d66(), true, sp.searched()));
            rule = "EN §28, §25 / JP §27, §24";
        } else {
            r = CheckPipeline.roll(
                    t,
                    CheckPipeline.Request.of(Actor.hero(searcher), CheckKind.DEXTERITY, Check.DEFAULT_TARGET)
                            .basis(Basis.DEXTERITY)
                            .gear(gear),
                    null);
            TreeSet<String> searched = new TreeSet<>(sp.searched());
            searched.add(searcher);
            t.setPhase(new Phase.Searching(sp.d66(), sp.scoutSearched(), searched));
        }
        if (wearer.isPresent()) {
            Hero after = MagicGear.spendMonocle(t.hero(wearer.get()));
            t.setHero(after);
            t.add(Event.of(
                    MagicGear.RULE,
                    wearer.get() + "'s " + MagicTreasure.SEARCHING_MONOCLE.key() + " helps the search: "
                            + MagicGear.charged(after, MagicTreasure.SEARCHING_MONOCLE)
                                    .map(m -> m.charges() + " charges left")
                                    .orElse("its magic is spent")));
        }
        t.add(Event.check(rule, searcher + " searches: " + (r.success() ? "the tile is avoided" : "no luck"), r));
        if (r.success()) {
            ExploreStep.rollTile(t);
        }
    }
}
