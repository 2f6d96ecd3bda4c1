#!/usr/bin/env bash
# Materialise the real-code corpus listed in corpus.tsv into CORPUS_DIR, from clones you already have.
#
#   Tests/Corpus/materialize.sh CORPUS_DIR [CLONES_DIR]
#   CORPUS_CLONES=/path/to/clones Tests/Corpus/materialize.sh CORPUS_DIR
#
# For every row with a pinned commit it runs
#   git -C <clone> archive <commit> | tar -x -C CORPUS_DIR/<folder>
# The clone of `owner/name` is looked up in CLONES_DIR (argument, else $CORPUS_CLONES, else
# /work/.mirror) as, in this order: `owner+name/repo`, `owner+name`, `owner/name`, `name`.
# Any full clone works (`git clone https://github.com/owner/name`); it only has to contain the
# pinned commit. This script never downloads anything: it is a development tool, not part of CI.
# A folder that already exists and is not empty is left alone (delete it to materialise it again).
# Blobs a partial clone or size-limited snapshot lacks (large media files) are left out with a
# warning; a Swift file left out that way is an error.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
list=${CORPUS_LIST:-$here/corpus.tsv}
corpus=${1:?usage: materialize.sh CORPUS_DIR [CLONES_DIR]}
clones=${2:-${CORPUS_CLONES:-/work/.mirror}}
mkdir -p "$corpus"

status=0
while IFS=$'\t' read -r folder repo commit kind note; do
  [[ "$folder" == folder || -z "$folder" || "$folder" == \#* ]] && continue
  if [[ "$commit" == - || -z "$commit" ]]; then
    echo "skip $folder ($repo): $note" >&2
    continue
  fi
  owner=${repo%%/*} name=${repo#*/} clone=
  for candidate in "$clones/$owner+$name/repo" "$clones/$owner+$name" "$clones/$owner/$name" "$clones/$name"; do
    if git -C "$candidate" rev-parse --git-dir >/dev/null 2>&1; then
      clone=$candidate
      break
    fi
  done
  if [[ -z "$clone" ]]; then
    echo "missing $folder: no clone of $repo under $clones" >&2
    status=1
    continue
  fi
  if ! git -C "$clone" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "missing $folder: $clone does not contain $commit" >&2
    status=1
    continue
  fi
  target=$corpus/$folder
  if [[ -d "$target" && -n "$(ls -A "$target")" ]]; then
    echo "keep $folder: $target is not empty" >&2
    continue
  fi
  # Paths whose blob is absent from the clone: `git archive` would stop at the first of them.
  listing=$(git -C "$clone" ls-tree -r --format='%(objecttype) %(objectname) %(path)' "$commit" 2>/dev/null)
  missing=$(awk '$1 == "blob" { print $2 }' <<<"$listing" |
    git -C "$clone" cat-file --batch-check 2>/dev/null | awk '$2 == "missing" { print $1 }')
  exclude=()
  for id in $missing; do
    while IFS= read -r path; do
      echo "warning: $folder: $path is absent from $clone; left out" >&2
      [[ "$path" == *.swift ]] && status=1
      exclude+=(":(exclude,literal)$path")
    done < <(awk -v id="$id" '$2 == id { print substr($0, length($1 " " $2 " ") + 1) }' <<<"$listing")
  done
  mkdir -p "$target"
  # With paths left out, git archive still prints `error: invalid object … for '<path>'` for each
  # of them, yet writes every other file and succeeds.
  git -C "$clone" archive "$commit" -- . "${exclude[@]}" | tar -x -C "$target"
  echo "materialised $folder ($repo @ ${commit:0:12}) in $target"
done <"$list"
exit $status
