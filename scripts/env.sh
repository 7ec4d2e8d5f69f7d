# Sourced by the project's scripts: the PATH and settings every build and test needs.
# Every build uses the one toolchain of rust-toolchain.toml, the release wasm included.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
