// The loader of the page's build with the searches beyond alpha-beta (src/app/beyond.rs).
// The build's files sit beside the page's own; wasm-bindgen copies this file to
// snippets/<crate>/src/app/, hence the path. Loading the module starts it.
export async function load_beyond() {
  const m = await import(new URL("../../../../beyond.js", import.meta.url).href);
  await m.default();
}
