#![cfg(target_arch = "wasm32")]
//! The app mounted in headless Chromium (wasm-bindgen-test): step through the seeds' tree and
//! check node states, alpha/beta text and the narration; edit a leaf and check the pruned set.

use alphabeta_lab::app::{App, AppProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{
    Element, HtmlInputElement, KeyboardEvent, KeyboardEventInit, MouseEvent, MouseEventInit,
};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Mounts a fresh app: no work saved by an earlier test.
async fn mount() -> (Element, yew::AppHandle<App>) {
    alphabeta_lab::app::browser::remove(alphabeta_lab::app::browser::SAVE_KEY);
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let props = AppProps::from_page();
    let handle = yew::Renderer::<App>::with_root_and_props(root.clone(), props).render();
    // The app draws its page a part a task (`app::first_view`): wait for the last part.
    for _ in 0..MOUNT_TASKS {
        yew::scheduler::flush().await;
        if root.query_selector(LAST_PART).unwrap().is_some() {
            return (root, handle);
        }
        next_task().await;
    }
    panic!("the app did not draw {LAST_PART} in {MOUNT_TASKS} tasks");
}

/// The last part the app draws when it starts, and how many tasks the drawing may take.
const LAST_PART: &str = "[data-node]";
const MOUNT_TASKS: usize = 50;

/// Resolves in a task after this one (a timeout of 0).
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback(&resolve)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

fn key_event(key: &str) -> KeyboardEvent {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap()
}

async fn press(key: &str, times: usize) {
    for _ in 0..times {
        web_sys::window()
            .unwrap()
            .dispatch_event(&key_event(key))
            .unwrap();
        yew::scheduler::flush().await;
    }
}

fn one(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

/// The text of what `selector` matches, without the space each of the drawing's texts begins
/// with.
fn text(root: &Element, selector: &str) -> String {
    one(root, selector)
        .text_content()
        .unwrap_or_default()
        .trim()
        .to_string()
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

fn node(root: &Element, label: &str) -> Element {
    one(root, &format!("[data-node][data-label=\"{label}\"]"))
}

fn state(root: &Element, label: &str) -> String {
    node(root, label)
        .get_attribute("data-state")
        .unwrap_or_default()
}

fn pruned_leaves(root: &Element) -> Vec<String> {
    all(root, "[data-leaf-index][data-state=\"pruned\"]")
        .iter()
        .filter_map(|e| e.get_attribute("data-leaf-index"))
        .collect()
}

fn leaf(root: &Element, index: usize) -> Element {
    one(root, &format!("[data-leaf-index=\"{index}\"]"))
}

#[wasm_bindgen_test]
async fn step_through_the_seeds_tree_and_edit_a_leaf() {
    let (root, handle) = mount().await;

    // Step 0: the seeds' binary tree, nothing visited.
    assert_eq!(text(&root, "#step-counter"), "0 / 40");
    assert_eq!(all(&root, "[data-node]").len(), 15);
    assert_eq!(all(&root, "[data-leaf-index]").len(), 8);
    assert_eq!(all(&root, "[data-state=\"unvisited\"]").len(), 15);
    assert_eq!(
        node(&root, "A").get_attribute("data-kind").as_deref(),
        Some("max")
    );
    assert_eq!(
        node(&root, "B").get_attribute("data-kind").as_deref(),
        Some("min")
    );
    assert_eq!(text(&root, "#root-value"), "?");

    // Step 13: B lowers beta to 5: line 16 of the fail-soft listing.
    press("ArrowRight", 13).await;
    assert_eq!(
        one(&root, "#code li[data-look~=current]")
            .get_attribute("data-line")
            .as_deref(),
        Some("16")
    );
    // Step 15: E entered with alpha = -inf and beta = 5 inherited from B.
    press("ArrowRight", 2).await;
    assert_eq!(text(&root, "#step-counter"), "15 / 40");
    assert_eq!(state(&root, "E"), "current");
    assert_eq!(state(&root, "B"), "visited");
    assert_eq!(state(&root, "D"), "visited");
    assert_eq!(state(&root, "C"), "unvisited");
    let e = node(&root, "E");
    assert_eq!(text(&e, ".alpha"), "α −∞");
    assert_eq!(text(&e, ".beta"), "β 5");
    assert_eq!(
        text(&root, "#narration"),
        "Enter E (Max), inheriting alpha = −∞ and beta = 5 from B."
    );

    // Step 19: the cutoff test at E comes out true.
    press("ArrowRight", 4).await;
    assert_eq!(
        text(&root, "#narration"),
        "E: beta = 5 ≤ alpha = 6, so E stops."
    );
    assert_eq!(text(&e, ".alpha"), "α 6");
    assert!(pruned_leaves(&root).is_empty());

    // Step 20: the beta-cut; leaf 9 is struck through from here on.
    press("ArrowRight", 1).await;
    assert!(text(&root, "#narration").starts_with("Beta-cut at E: leaf 9 is never looked at."));
    assert_eq!(pruned_leaves(&root), vec!["3"]);
    assert_eq!(all(&root, "[data-pruned=\"true\"]").len(), 1);
    assert_eq!(text(&e, ".cut-tag text"), "β-cut");

    // Back one step: not pruned yet.
    press("ArrowLeft", 1).await;
    assert!(pruned_leaves(&root).is_empty());

    // End: value 5, leaves 9, 0 and -1 pruned, the whole G subtree too.
    press("End", 1).await;
    assert_eq!(text(&root, "#step-counter"), "40 / 40");
    assert_eq!(text(&root, "#root-value"), "5");
    assert_eq!(pruned_leaves(&root), vec!["3", "6", "7"]);
    assert_eq!(state(&root, "G"), "pruned");
    assert_eq!(
        text(&root, "#narration"),
        "A returns 5. The optimal value is 5. The chosen line: A → B → D → 5."
    );

    // Home: back to the start.
    press("Home", 1).await;
    assert_eq!(text(&root, "#step-counter"), "0 / 40");
    press("End", 1).await;

    // Edit leaf 6 (index 2) to 4: E no longer cuts, so leaf 9 is searched; G is still pruned.
    click(&leaf(&root, 2)).await;
    let input: HtmlInputElement = one(&root, "#leaf-editor").dyn_into().unwrap();
    input.set_value("abc");
    input.dispatch_event(&key_event("Enter")).unwrap();
    yew::scheduler::flush().await;
    assert!(text(&root, "#edit-error").contains("'abc'"));
    assert_eq!(text(&leaf(&root, 2), ".value"), "6");

    let input: HtmlInputElement = one(&root, "#leaf-editor").dyn_into().unwrap();
    input.set_value("4");
    input.dispatch_event(&key_event("Enter")).unwrap();
    yew::scheduler::flush().await;
    assert!(root.query_selector("#leaf-editor").unwrap().is_none());
    assert_eq!(text(&leaf(&root, 2), ".value"), "4");
    // The replay stays at the end of the new (longer) search.
    let counter = text(&root, "#step-counter");
    let (now, total) = counter.split_once(" / ").unwrap();
    assert_eq!(now, total);
    assert_eq!(pruned_leaves(&root), vec!["6", "7"]);
    assert_eq!(text(&root, "#root-value"), "5");
    assert!(text(&root, "#changes").contains("no longer pruned: leaf K (9)"));

    handle.destroy();
    root.remove();
}

async fn click(el: &Element) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    el.dispatch_event(&MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap())
        .unwrap();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn negamax_ordering_and_the_code_toggle() {
    let (root, handle) = mount().await;
    click(&one(&root, "#set-form-negamax")).await;
    assert!(text(&root, "#conventions").contains("negamax form"));
    assert!(text(&root, "#negamax-note").contains("player to move"));
    press("End", 1).await;
    // The same pruned leaves as max/min form; every cut is a beta-cut.
    assert_eq!(pruned_leaves(&root), vec!["3", "6", "7"]);
    assert_eq!(text(&node(&root, "C"), ".cut-tag text"), "β-cut");
    assert!(one(&root, "#code h2")
        .text_content()
        .unwrap()
        .starts_with("Negamax"));
    // Worst-first ordering: alpha-beta evaluates more leaves; best-first fewer.
    click(&one(&root, "#btn-order-worst")).await;
    let worst: usize = text(&root, "#ab-leaves").parse().unwrap();
    click(&one(&root, "#btn-order-best")).await;
    let best: usize = text(&root, "#ab-leaves").parse().unwrap();
    assert!(best < worst, "best {best} worst {worst}");
    assert_eq!(text(&root, "#mm-leaves"), "8");
    assert!(text(&root, "#knuth-moore").contains("= 5 leaves"));
    // Move C to the left of B through its card.
    click(&node(&root, "C")).await;
    assert!(text(&root, "#node-card").contains("Node C"));
    click(&one(&root, "#btn-move-left")).await;
    let first_child = all(&root, "[data-node]")[1].get_attribute("data-label");
    assert_eq!(first_child.as_deref(), Some("C"));
    // Hide the code.
    click(&one(&root, "#btn-code")).await;
    assert!(root.query_selector("#code").unwrap().is_none());
    handle.destroy();
    root.remove();
}

#[wasm_bindgen_test]
async fn authoring_undo_redo_and_autosave() {
    let (root, handle) = mount().await;
    // Add a child to B, then undo and redo with the keyboard.
    click(&node(&root, "B")).await;
    click(&one(&root, "#btn-add-child")).await;
    assert_eq!(all(&root, "[data-node]").len(), 16);
    let ctrl = |key: &str, shift: bool| {
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_ctrl_key(true);
        init.set_shift_key(shift);
        init.set_bubbles(true);
        KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap()
    };
    web_sys::window()
        .unwrap()
        .dispatch_event(&ctrl("z", false))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(all(&root, "[data-node]").len(), 15);
    web_sys::window()
        .unwrap()
        .dispatch_event(&ctrl("z", true))
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(all(&root, "[data-node]").len(), 16);
    // The work is saved in the browser as a link's query.
    let saved = alphabeta_lab::app::browser::load(alphabeta_lab::app::browser::SAVE_KEY).unwrap();
    assert!(saved.starts_with("?tree="), "{saved}");
    assert!(
        alphabeta_lab::query::parse_query(&saved)
            .tree
            .unwrap()
            .unwrap()
            .len()
            == 16
    );
    // The notation box: a bad text shows where, and the tree stays.
    click(&one(&root, "#btn-text")).await;
    let area: web_sys::HtmlTextAreaElement = one(&root, "#notation").dyn_into().unwrap();
    area.set_value("[[1,2],[3");
    area.dispatch_event(&web_sys::InputEvent::new("input").unwrap())
        .unwrap();
    yew::scheduler::flush().await;
    assert!(text(&root, "#text-error").contains("Line 1, column 10"));
    assert_eq!(all(&root, "[data-node]").len(), 16);
    handle.destroy();
    root.remove();
}

#[wasm_bindgen_test]
async fn settings_switch_conventions() {
    let (root, handle) = mount().await;
    press("End", 1).await;
    assert!(text(&root, "#conventions").contains("fail-soft"));
    click(&one(&root, "#set-algorithm-minimax")).await;
    assert!(text(&root, "#conventions").starts_with("Showing: minimax"));
    assert!(pruned_leaves(&root).is_empty());
    click(&one(&root, "#set-root-min")).await;
    assert_eq!(
        node(&root, "A").get_attribute("data-kind").as_deref(),
        Some("min")
    );
    // Min at the root of the seeds' tree: min(max(min(3,5), min(6,9)), max(min(1,2), min(0,-1))) = 1.
    press("End", 1).await;
    assert_eq!(text(&root, "#root-value"), "1");
    handle.destroy();
    root.remove();
}

/// The keyed writer (`app::keyed`) on an `<svg>` of its own: items in the order of their ids,
/// an item whose facts are unchanged left alone, a changed one patched in place (its elements
/// kept, a part added among the others in its order), a part of another tag made anew.
#[wasm_bindgen_test]
fn the_keyed_writer_sets_only_what_changed() {
    use alphabeta_lab::app::keyed::{El, Items};
    let svg = document()
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "svg")
        .unwrap();
    // An item's facts: a number. 0 draws a circle alone; more puts a text before it; 9 draws
    // a line instead of a group.
    let draw = |id: u32, v: &u32| {
        if *v == 9 {
            return Some(El::new("line").attr("data-id", id.to_string()));
        }
        let value = (*v > 0).then(|| El::new("text").text(format!(" {v}")));
        let g = El::new("g")
            .attr("data-id", id.to_string())
            .attr("data-v", v.to_string())
            .opt_kid("value", value)
            .kid("shape", El::new("circle").attr("r", "5".to_string()));
        Some(g)
    };
    let ids = |svg: &Element| -> Vec<String> {
        all(svg, ":scope > *")
            .iter()
            .map(|e| e.get_attribute("data-id").unwrap_or_default())
            .collect()
    };
    let mut items = Items::<u32>::default();
    let mut sync = |wanted: &[(u32, u32)], fresh: bool| {
        let facts = |id: u32| wanted.iter().find(|(i, _)| *i == id).map_or(0, |(_, v)| *v);
        let mut list = wanted.iter().map(|(id, _)| *id);
        items.sync(&svg, &mut list, fresh, &facts, &draw);
    };

    sync(&[(1, 0), (3, 0), (5, 0)], false);
    assert_eq!(ids(&svg), ["1", "3", "5"]);
    let (g1, g3) = (one(&svg, "[data-id='1']"), one(&svg, "[data-id='3']"));
    let circle3 = one(&g3, "circle");
    // Changed by hand: the writer compares with what it wrote, not with the page.
    g1.set_attribute("data-v", "by hand").unwrap();

    // A new item between two; item 3's text comes before its circle, which stays.
    sync(&[(1, 0), (2, 0), (3, 4), (5, 0)], false);
    assert_eq!(ids(&svg), ["1", "2", "3", "5"]);
    assert!(one(&svg, "[data-id='3']").is_same_node(Some(&g3)));
    assert!(one(&g3, "circle").is_same_node(Some(&circle3)));
    let kids: Vec<String> = all(&g3, ":scope > *")
        .iter()
        .map(|e| e.tag_name())
        .collect();
    assert_eq!(kids, ["text", "circle"]);
    assert_eq!(text(&g3, "text"), "4");
    assert_eq!(g3.get_attribute("data-v").as_deref(), Some("4"));
    assert_eq!(g1.get_attribute("data-v").as_deref(), Some("by hand"));

    // Drawn again in full (`fresh`): still only what differs from what was written is set.
    sync(&[(1, 0), (2, 0), (3, 4), (5, 0)], true);
    assert_eq!(g1.get_attribute("data-v").as_deref(), Some("by hand"));

    // Items gone are taken away; a text changed in place; a part of another tag replaced.
    let text3 = one(&g3, "text");
    sync(&[(2, 9), (3, 7)], false);
    assert_eq!(ids(&svg), ["2", "3"]);
    assert_eq!(one(&svg, "[data-id='2']").tag_name(), "line");
    assert!(one(&g3, "text").is_same_node(Some(&text3)));
    assert_eq!(text(&g3, "text"), "7");
    assert!(!svg.contains(Some(&g1)));

    // A part taken away; the rest stays.
    sync(&[(2, 9), (3, 0)], false);
    let kids: Vec<String> = all(&g3, ":scope > *")
        .iter()
        .map(|e| e.tag_name())
        .collect();
    assert_eq!(kids, ["circle"]);
    assert!(one(&g3, "circle").is_same_node(Some(&circle3)));
}
