#!/usr/bin/env python3
"""Plays one seeded Roguelike Half adventure through the bot protocol of the examples jar.

Standard library only. The protocol (JSON lines on standard input and output) is described in docs/protocol.md.

    python3 rh_client.py --jar examples/target/examples.jar --seed 7            # the baseline bot's choices
    python3 rh_client.py --jar examples/target/examples.jar --seed 7 --policy first --verbose

The last line printed is the outcome, in the same words as `java -jar examples.jar autoplay --seed 7`:
"The end: <outcome> after <n> actions".
"""

import argparse
import json
import subprocess
import sys


class ProtocolError(Exception):
    """The server answered a request with an error line."""


class Server:
    """A `serve` process: one request line in, one reply line out."""

    def __init__(self, command):
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        ready = self._read()
        if ready.get("type") != "ready" or ready.get("protocol") != 1:
            raise ProtocolError("not a protocol 1 server: %r" % ready)
        self.scenarios = ready["scenarios"]

    def _read(self):
        line = self.process.stdout.readline()
        if not line:
            raise ProtocolError("the server closed its output")
        return json.loads(line)

    def request(self, cmd, **fields):
        """Sends one request and returns its reply; an error reply raises ProtocolError."""
        fields["cmd"] = cmd
        self.process.stdin.write(json.dumps(fields, ensure_ascii=False) + "\n")
        self.process.stdin.flush()
        reply = self._read()
        if reply["type"] == "error":
            raise ProtocolError("%s: %s" % (reply["error"], reply["message"]))
        return reply

    def close(self):
        try:
            self.request("quit")
        finally:
            self.process.stdin.close()
            self.process.wait(timeout=30)


def first_legal(server, state):
    """The simplest policy: the first legal action, in the engine's canonical order."""
    return state["decision"]["legal"][0]["action"]


def baseline_hint(server, state):
    """Asks the server what its baseline bot would do (the same choices as `autoplay`)."""
    return server.request("hint")["action"]


POLICIES = {"hint": baseline_hint, "first": first_legal}


def play(server, seed, policy, verbose=False, out=sys.stdout):
    """Plays one adventure to its end; returns the final state reply."""
    state = server.request("new", seed=seed)
    while state["outcome"] is None:
        action = policy(server, state)
        if verbose:
            print("> " + action, file=out)
        state = server.request("apply", action=action)
        if verbose:
            for event in state["events"]:
                print("  " + event["text"] + " [" + event["rule"] + "]", file=out)
    return state


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jar", default="examples/target/examples.jar", help="the examples jar")
    parser.add_argument("--java", default="java", help="the java command")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the dice (default 1)")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="hint",
                        help="hint: the server's baseline bot (default); first: the first legal action")
    parser.add_argument("--verbose", action="store_true", help="print every action and event")
    args = parser.parse_args(argv)
    server = Server([args.java, "-jar", args.jar, "serve"])
    try:
        state = play(server, args.seed, POLICIES[args.policy], args.verbose)
    finally:
        server.close()
    print("The end: %s after %d actions" % (state["outcome"]["text"], state["summary"]["steps"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
