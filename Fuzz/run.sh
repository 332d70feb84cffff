#!/usr/bin/env bash
# libFuzzer targets for the parsers and the index reader.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options…]   build TARGET and fuzz it for SECONDS
#   Fuzz/run.sh all SECONDS [libFuzzer options…]      every target in turn, SECONDS each
#   Fuzz/run.sh build [TARGET]                        build only
#   Fuzz/run.sh list                                  the target names
#
# Targets: index-reader, geonames-row, pbf, osm-xml, input, zip-directory, pbf-blob, dense-nodes, batch-reader.
# Binaries go to Fuzz/bin, corpora to Fuzz/corpus/TARGET (seeded from Data/ on first use), crashes
# to Fuzz/artifacts/TARGET; all three are git-ignored. Exits non-zero when a target finds a crash.
# The index-reader seeds are built with $GAZETTEER_TOOL when set, else with a gazetteer built in .build-fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(index-reader geonames-row pbf osm-xml input zip-directory pbf-blob dense-nodes batch-reader)
swift_flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld -package-name gazetteer)
bin=Fuzz/bin
# Traps go to libFuzzer, not to the Swift runtime's backtracer (which trips AddressSanitizer).
export SWIFT_BACKTRACE=enable=no

usage() {
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# The entry file of a target.
entry() {
  case "$1" in
    index-reader) echo Fuzz/Targets/IndexReader.swift ;;
    geonames-row) echo Fuzz/Targets/GeoNamesRow.swift ;;
    pbf) echo Fuzz/Targets/PBF.swift ;;
    osm-xml) echo Fuzz/Targets/OSMXML.swift ;;
    input) echo Fuzz/Targets/Input.swift ;;
    zip-directory) echo Fuzz/Targets/ZipDirectory.swift ;;
    pbf-blob) echo Fuzz/Targets/PBFBlob.swift ;;
    dense-nodes) echo Fuzz/Targets/DenseNodes.swift ;;
    batch-reader) echo Fuzz/Targets/BatchReader.swift ;;
    *) echo "unknown target '$1' (try: ${targets[*]})" >&2; exit 2 ;;
  esac
}

# Whether $1 is missing or older than any of the files that follow.
stale() {
  local output=$1
  shift
  [ ! -e "$output" ] || [ -n "$(find "$@" -newer "$output" -print -quit)" ]
}

# Copies the sources to $src, so that edits made while the compiler runs do not break the build.
src=$bin/src-$$
trap 'rm -rf "$src" "$bin"/*.partial-$$*' EXIT
snapshot() {
  rm -rf "$src"
  mkdir -p "$src/Sources" "$src/Fuzz"
  cp -R Sources/GazetteerIndex Sources/GazetteerImport Sources/GazetteerOutput Sources/CZlib Sources/CLibdeflate Sources/CMappingGuard "$src/Sources/"
  cp -R Fuzz/Support Fuzz/Targets "$src/Fuzz/"
  mkdir -p "$src/Tests"
  cp -R Tests/GazetteerTestSupport "$src/Tests/"
}

# The index's SIGBUS guard (C), instrumented, as an object every target links.
build_mapping_guard() {
  stale "$bin/MappingGuard.o" Sources/CMappingGuard/MappingGuard.c Sources/CMappingGuard/include/CMappingGuard.h || return 0
  mkdir -p "$bin"
  clang -fsanitize=fuzzer-no-link,address -O1 -g -I Sources/CMappingGuard/include \
    -c Sources/CMappingGuard/MappingGuard.c -o "$bin/MappingGuard.partial-$$.o"
  mv "$bin/MappingGuard.partial-$$.o" "$bin/MappingGuard.o"
}

# GazetteerIndex, instrumented, as a static library with its module, for the importer targets.
build_index_library() {
  local sources
  mapfile -t sources < <(find Sources/GazetteerIndex -name '*.swift' | sort)
  build_mapping_guard
  stale "$bin/libGazetteerIndex.a" "${sources[@]}" || return 0
  echo "building GazetteerIndex for fuzzing" >&2
  mkdir -p "$bin/modules"
  snapshot
  swiftc "${swift_flags[@]}" -module-name GazetteerIndex -emit-library -static -I "$src/Sources/CMappingGuard/include" \
    -emit-module -emit-module-path "$bin/modules/GazetteerIndex.swiftmodule" \
    -o "$bin/libGazetteerIndex.partial-$$.a" "${sources[@]/#/$src/}"
  mv "$bin/libGazetteerIndex.partial-$$.a" "$bin/libGazetteerIndex.a"
}

# GazetteerImport, instrumented and testable (the entry files reach its internals with
# `@testable import`), as a static library with its module: built once for every importer target.
build_import_library() {
  local sources
  mapfile -t sources < <(find Sources/GazetteerImport -name '*.swift' | sort)
  build_index_library
  stale "$bin/libGazetteerImport.a" "${sources[@]}" "$bin/libGazetteerIndex.a" || return 0
  echo "building GazetteerImport for fuzzing" >&2
  snapshot
  swiftc "${swift_flags[@]}" -enable-testing -module-name GazetteerImport -emit-library -static \
    -I "$bin/modules" -I "$src/Sources/CZlib" -I "$src/Sources/CLibdeflate" -I "$src/Sources/CMappingGuard/include" \
    -emit-module -emit-module-path "$bin/modules/GazetteerImport.swiftmodule" \
    -o "$bin/libGazetteerImport.partial-$$.a" "${sources[@]/#/$src/}"
  mv "$bin/libGazetteerImport.partial-$$.a" "$bin/libGazetteerImport.a"
}

build_target() {
  local name=$1 file
  file=$(entry "$name")
  mkdir -p "$bin"
  if [ "$name" = index-reader ]; then
    # The index sources and the entry file form one module, so the harness can repair headers.
    local sources
    mapfile -t sources < <(find Sources/GazetteerIndex -name '*.swift' | sort)
    sources+=(Fuzz/Support/ScratchFile.swift "$file")
    build_mapping_guard
    stale "$bin/$name" "${sources[@]}" "$bin/MappingGuard.o" || return 0
    echo "building $name" >&2
    snapshot
    swiftc "${swift_flags[@]}" -module-name FuzzIndexReader -I "$src/Sources/CMappingGuard/include" \
      -o "$bin/$name.partial-$$" "${sources[@]/#/$src/}" "$bin/MappingGuard.o"
    mv "$bin/$name.partial-$$" "$bin/$name"
  elif [ "$name" = batch-reader ]; then
    # The output module (which holds the batch reader) and the entry file form one module.
    build_index_library
    local sources
    mapfile -t sources < <(find Sources/GazetteerOutput -name '*.swift' | sort)
    sources+=("$file")
    stale "$bin/$name" "${sources[@]}" "$bin/libGazetteerIndex.a" || return 0
    echo "building $name" >&2
    snapshot
    swiftc "${swift_flags[@]}" -module-name FuzzBatchReader -I "$bin/modules" -I "$src/Sources/CMappingGuard/include" \
      -o "$bin/$name.partial-$$" "${sources[@]/#/$src/}" "$bin/libGazetteerIndex.a" "$bin/MappingGuard.o"
    mv "$bin/$name.partial-$$" "$bin/$name"
  else
    build_import_library
    local sources=(Tests/GazetteerTestSupport/MemoryByteStream.swift Fuzz/Support/ScratchFile.swift "$file")
    stale "$bin/$name" "${sources[@]}" "$bin/libGazetteerImport.a" || return 0
    echo "building $name" >&2
    snapshot
    swiftc "${swift_flags[@]}" -module-name "Fuzz_${name//-/_}" -I "$bin/modules" -I "$src/Sources/CZlib" \
      -I "$src/Sources/CLibdeflate" -I "$src/Sources/CMappingGuard/include" -o "$bin/$name.partial-$$" "${sources[@]/#/$src/}" \
      "$bin/libGazetteerImport.a" "$bin/libGazetteerIndex.a" "$bin/MappingGuard.o" -lz -ldeflate
    mv "$bin/$name.partial-$$" "$bin/$name"
  fi
}

# The gazetteer tool, for building seed indexes: $GAZETTEER_TOOL, else one built in .build-fuzz.
gazetteer_tool() {
  if [ -n "${GAZETTEER_TOOL:-}" ]; then
    echo "$GAZETTEER_TOOL"
    return
  fi
  swift build --scratch-path .build-fuzz --product gazetteer >&2
  echo "$(swift build --scratch-path .build-fuzz --show-bin-path)/gazetteer"
}

# Seeds cut from PBF files: frames split by mode (split_pbf FILE DIR), DenseNodes of a block seed
# (dense_nodes_of SEED OUT); see Fuzz/Support/pbf_seeds.py.
split_pbf() { python3 Fuzz/Support/pbf_seeds.py split "$1" "$2"; }
dense_nodes_of() { python3 Fuzz/Support/pbf_seeds.py dense "$1" "$2"; }

# Fills an empty corpus directory from the fixtures.
seed() {
  local name=$1 corpus=Fuzz/corpus/$1
  mkdir -p "$corpus"
  [ -z "$(ls -A "$corpus")" ] || return 0
  echo "seeding $corpus" >&2
  case "$name" in
    index-reader)
      local tool
      tool=$(gazetteer_tool)
      "$tool" build Data/geonames/awkward-places.txt -o "$corpus/awkward-places.gazetteer" --quiet
      "$tool" build Data/osm/n14-w4-r1-places-amenities.osm -o "$corpus/n14-w4-r1.gazetteer" --quiet
      "$tool" build Data/geonames/awkward-places.txt Data/osm/n14-w4-r1-places-amenities.osm.pbf \
        -o "$corpus/both.gazetteer" --quiet
      ;;
    geonames-row)
      cp Data/geonames/awkward-places.txt Data/geonames/admin1CodesASCII.txt Data/geonames/countryInfo.txt "$corpus/"
      local number=0
      while IFS= read -r line; do
        number=$((number + 1))
        printf '%s\n' "$line" > "$corpus/awkward-places.line$number"
      done < Data/geonames/awkward-places.txt
      ;;
    pbf)
      for file in Data/osm/*.osm.pbf; do
        { printf '\0'; cat "$file"; } > "$corpus/$(basename "$file").mode0"
        if command -v python3 > /dev/null; then split_pbf "$file" "$corpus"; fi
      done
      ;;
    osm-xml)
      cp Data/osm/*.osm "$corpus/"
      ;;
    zip-directory)
      cp Data/geonames/awkward-places.zip "$corpus/"
      ;;
    pbf-blob)
      if command -v python3 > /dev/null; then
        for file in Data/osm/*.osm.pbf; do split_pbf "$file" "$corpus"; done
        # Blobs only, without the mode byte the pbf target's seeds carry.
        for seed in "$corpus"/*.mode2; do tail -c +2 "$seed" > "${seed%.mode2}.blob"; done
        rm -f "$corpus"/*.mode[123]
      fi
      ;;
    dense-nodes)
      if command -v python3 > /dev/null; then
        for file in Data/osm/*.osm.pbf; do split_pbf "$file" "$corpus"; done
        for seed in "$corpus"/*.mode1; do dense_nodes_of "$seed" "${seed%.mode1}.dense"; done
        rm -f "$corpus"/*.mode[123]
      fi
      ;;
    batch-reader)
      printf '\x40vaduz\n\nschaan, LI\r\n  zurigo  \nbalzers' > "$corpus/queries"
      printf '\x00a\nb\n' > "$corpus/byte-chunks"
      ;;
    input)
      cp Data/geonames/awkward-places.txt Data/geonames/awkward-places.txt.gz Data/geonames/awkward-places.zip \
        Data/osm/n14-w4-r1-places-amenities.osm.gz "$corpus/"
      ;;
  esac
}

# Options per target: the largest input, and a dictionary where one helps.
target_options() {
  case "$1" in
    index-reader) echo "-max_len=16384" ;;
    geonames-row) echo "-max_len=8192 -dict=Fuzz/Dictionaries/geonames.dict" ;;
    pbf) echo "-max_len=16384" ;;
    osm-xml) echo "-max_len=16384 -dict=Fuzz/Dictionaries/osm-xml.dict" ;;
    input) echo "-max_len=16384" ;;
    zip-directory) echo "-max_len=16384" ;;
    pbf-blob) echo "-max_len=16384" ;;
    dense-nodes) echo "-max_len=16384" ;;
    batch-reader) echo "-max_len=140000" ;;
  esac
}

# Builds one target at a time, so runs started together do not write the same module at once.
build_locked() {
  mkdir -p "$bin"
  if command -v flock > /dev/null; then
    (flock 9 && build_target "$1") 9> "$bin/.lock"
  else
    build_target "$1"
  fi
}

run_target() {
  local name=$1 seconds=$2
  shift 2
  build_locked "$name"
  seed "$name"
  mkdir -p "Fuzz/artifacts/$name"
  # shellcheck disable=SC2046
  "$bin/$name" "Fuzz/corpus/$name" $(target_options "$name") -max_total_time="$seconds" -timeout=20 \
    -rss_limit_mb=4096 -artifact_prefix="Fuzz/artifacts/$name/" -print_final_stats=1 "$@"
}

[ $# -ge 1 ] || usage
case "$1" in
  list) printf '%s\n' "${targets[@]}" ;;
  build)
    if [ $# -ge 2 ]; then build_locked "$2"; else for name in "${targets[@]}"; do build_locked "$name"; done; fi
    ;;
  all)
    [ $# -ge 2 ] || usage
    seconds=$2
    shift 2
    status=0
    for name in "${targets[@]}"; do
      echo "== $name" >&2
      run_target "$name" "$seconds" "$@" || status=1
    done
    exit $status
    ;;
  *)
    [ $# -ge 2 ] || usage
    entry "$1" > /dev/null
    run_target "$@"
    ;;
esac
