#!/usr/bin/env bash
# Run the test suite against the OLDEST versions pyproject.toml allows: every dependency (the game's
# and the [test] extra's) pinned to its declared lower bound, in a fresh virtual environment.
# CI installs the newest allowed versions; this is the other end of the range. A failure here means
# a lower bound in pyproject.toml is too low: raise it to what the code needs.
#
#   bash tools/check_oldest.sh [VENV_DIR]      (default: a temporary folder, removed afterwards)
#
# Extra pytest arguments can be given in PYTEST_ARGS, e.g. PYTEST_ARGS="-x tests/test_languages.py".
set -euo pipefail
cd "$(dirname "$0")/.."
venv_dir=${1:-}
if [ -z "$venv_dir" ]; then
  venv_dir=$(mktemp -d "${TMPDIR:-/tmp}/rr-oldest-XXXXXX")
  trap 'rm -rf "$venv_dir"' EXIT
fi
python3 -m venv --clear "$venv_dir"
. "$venv_dir/bin/activate"
python -m pip install --quiet --upgrade pip
# name==lower-bound for every requirement with a ">=" bound; the others as they are
python - > "$venv_dir/oldest.txt" <<'PY'
import re, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
for req in project["dependencies"] + project["optional-dependencies"]["test"]:
    m = re.fullmatch(r"\s*([A-Za-z0-9_.\-]+)\s*>=\s*([0-9][^,;\s]*)\s*", req)
    print(f"{m[1]}=={m[2]}" if m else req)
PY
echo "== the oldest allowed versions:"
cat "$venv_dir/oldest.txt"
pip install --quiet -r "$venv_dir/oldest.txt"
pip install --quiet --no-deps -e .
pip check
echo "== installed:"
pip list --format=freeze | grep -iE '^(pygame-ce|pyyaml|platformdirs|websockets|pytest|hypothesis|babel)=='
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
echo "== pytest"
# shellcheck disable=SC2086
python -m pytest -p no:cacheprovider ${PYTEST_ARGS:-}
