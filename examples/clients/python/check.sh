#!/usr/bin/env bash
# Plays seeded adventures with the Python client through `serve` and checks that each ends as `autoplay` says
# the same seed ends. Run after the jar is built (./mvnw -B verify, or ./mvnw -q -DskipTests package).
set -euo pipefail
cd "$(dirname "$0")/../../.."
jar=examples/target/examples.jar
[ -f "$jar" ] || { echo "check.sh: $jar is missing; build it first (./mvnw -q -DskipTests package)" >&2; exit 1; }
status=0
for seed in ${SEEDS:-1 2 3 7}; do
    client=$(python3 examples/clients/python/rh_client.py --jar "$jar" --seed "$seed" | tail -n 1)
    autoplay=$(java -jar "$jar" autoplay --seed "$seed" | tail -n 1)
    if [ "$client" == "$autoplay" ]; then
        echo "seed $seed: $client (the same as autoplay)"
    else
        echo "seed $seed: the Python client says '$client' but autoplay says '$autoplay'" >&2
        status=1
    fi
done
exit $status
