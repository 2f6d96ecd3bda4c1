#!/usr/bin/env bash
# Writes the plugin package users add for findings on every build: the mvvm-lsp artifact bundle
# (a prebuilt `mvvm-lsp` per platform, so that adopting the plugins compiles no swift-syntax) and
# a package with the build-tool and command plugins that run it. See README.md beside this script.
#
#   make-plugin-package.sh --version 1.2.0 --out DIR [--binary TRIPLES=PATH]... [--url URL]
#
# --binary   a built `mvvm-lsp` and the target triples it runs on, comma-separated
#            (x86_64-unknown-linux-gnu; arm64-apple-macosx,x86_64-apple-macosx for a universal
#            binary); repeat per platform. Without it (Linux only): a static release build
#            for this machine.
# --url      where the release publishes DIR/mvvm-lsp.artifactbundle.zip: the package then names
#            the bundle by URL and checksum; without it, by path (a copy inside the package).
#
# DIR receives mvvm-lsp.artifactbundle/, mvvm-lsp.artifactbundle.zip, its checksum, and
# mvvm-lsp-plugins/ (the plugin package).
set -euo pipefail
repository="$(cd "$(dirname "$0")/../.." && pwd)"
version="" out="" url=""
binaries=()
usage() { sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --version) version="${2:?--version needs a value}"; shift 2 ;;
    --out) out="${2:?--out needs a folder}"; shift 2 ;;
    --binary) binaries+=("${2:?--binary needs TRIPLES=PATH}"); shift 2 ;;
    --url) url="${2:?--url needs a URL}"; shift 2 ;;
    -h|--help) usage ;;
    *) echo "make-plugin-package: unknown argument $1" >&2; usage ;;
  esac
done
[ -n "$version" ] && [ -n "$out" ] || usage
[[ "$version" =~ ^[0-9A-Za-z.+-]+$ ]] || { echo "make-plugin-package: --version '$version' is not a version" >&2; exit 2; }

if [ ${#binaries[@]} -eq 0 ]; then
  [ "$(uname -s)" = Linux ] || { echo "make-plugin-package: give --binary (the default build is a static Linux one)" >&2; exit 2; }
  (cd "$repository" && swift build -c release --static-swift-stdlib --product mvvm-lsp --scratch-path .build-release >&2)
  binaries=("$(uname -m)-unknown-linux-gnu=$repository/.build-release/release/mvvm-lsp")
fi

mkdir -p "$out"
out="$(cd "$out" && pwd)"
bundle="$out/mvvm-lsp.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$out/mvvm-lsp-plugins"
mkdir -p "$bundle"

variants=""
for binary in "${binaries[@]}"; do
  triples="${binary%%=*}" path="${binary#*=}"
  [ "$triples" != "$binary" ] && [ -x "$path" ] || { echo "make-plugin-package: --binary $binary: expected TRIPLES=PATH to an executable" >&2; exit 2; }
  folder="mvvm-lsp-$version-${triples%%,*}"
  mkdir -p "$bundle/$folder/bin"
  cp "$path" "$bundle/$folder/bin/mvvm-lsp"
  triple_list="$(printf '"%s", ' ${triples//,/ })"
  variants+="${variants:+,
}        { \"path\": \"$folder/bin/mvvm-lsp\", \"supportedTriples\": [${triple_list%, }] }"
done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "mvvm-lsp": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON
# Python keeps the executable bit in the archive and is everywhere `zip` may not be.
(cd "$out" && python3 -m zipfile -c mvvm-lsp.artifactbundle.zip mvvm-lsp.artifactbundle)
checksum="$(cd "$out" && swift package compute-checksum mvvm-lsp.artifactbundle.zip)"
echo "$checksum" > "$out/mvvm-lsp.artifactbundle.zip.checksum"

package="$out/mvvm-lsp-plugins"
mkdir -p "$package/Plugins"
cp -RL "$repository/Sources/MVVMCheckBuildPlugin" "$repository/Sources/MVVMCheckPlugin" "$package/Plugins/"
if [ -n "$url" ]; then
  binary_target=".binaryTarget(name: \"mvvm-lsp\", url: \"$url\", checksum: \"$checksum\")"
else
  cp -R "$bundle" "$package/"
  binary_target=".binaryTarget(name: \"mvvm-lsp\", path: \"mvvm-lsp.artifactbundle\")"
fi
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

// mvvm-lsp $version's plugins, running the prebuilt mvvm-lsp of the artifact bundle (written by
// mvvm-lsp's Editors/xcode/make-plugin-package.sh).
let package = Package(
    name: "mvvm-lsp-plugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "MVVMCheckBuildPlugin", targets: ["MVVMCheckBuildPlugin"]),
        .plugin(name: "mvvm-check", targets: ["MVVMCheckPlugin"]),
    ],
    targets: [
        .plugin(name: "MVVMCheckBuildPlugin", capability: .buildTool(), dependencies: ["mvvm-lsp"]),
        .plugin(
            name: "MVVMCheckPlugin",
            capability: .command(intent: .custom(verb: "mvvm-check", description: "Lint the package's SwiftUI MVVM code with mvvm-lsp")),
            dependencies: ["mvvm-lsp"]
        ),
        $binary_target,
    ]
)
SWIFT
echo "$package"
