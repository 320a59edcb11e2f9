#!/bin/sh
# Starts or continues training run 3 in the background at nice 19 and prints its process id.
# The raw games, labels, searched scores and fits live in $TRAIN_DATA/run-3 (default
# /work/train-data, never in git); the run's configuration, checkpoint manifest and round
# reports are kept in reversi/training/run-3 (committed). Stop it with `kill PID`: the
# chunks in flight are redone next time, finished ones are kept.
#
#   reversi/training/resume.sh            # from the repository root
set -eu
cd "$(dirname "$0")/../.."
DATA="${TRAIN_DATA:-/work/train-data}/run-3"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/work/target-reversi}"
if [ -f "$DATA/pid" ] && grep -qs examples/train "/proc/$(cat "$DATA/pid")/cmdline"; then
    echo "training run 3 is already running: pid $(cat "$DATA/pid")"
    exit 0
fi
nice -n 19 cargo build --quiet --release -p reversi --features cli --example train
mkdir -p "$DATA"
[ -f "$DATA/config.json" ] || cp reversi/training/run-3/config.json "$DATA/config.json"
nohup nice -n 19 "$CARGO_TARGET_DIR/release/examples/train" --run-dir "$DATA" \
    --manifest reversi/training/run-3 --jobs 2 >>"$DATA/log.txt" 2>&1 &
echo $! >"$DATA/pid"
echo "training run 3: pid $!, log $DATA/log.txt"
