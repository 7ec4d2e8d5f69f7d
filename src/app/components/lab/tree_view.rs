//! The game tree as inline SVG, in layers.
//!
//! The drawn nodes, in preorder, are cut into runs of [`CHUNK`](crate::draw::CHUNK) (each run
//! is a set of whole subtrees and the path above them). Each run is drawn by two [`Layer`]
//! components, one `<svg>` for its edges and one for its nodes, stacked in `.tree-canvas`
//! (every edge layer before every node layer, so no edge covers a node). A layer writes, with
//! the keyed writer (`app::keyed`), only the nodes and edges whose facts (`Model::node_facts`,
//! `edge_facts`) changed since they were drawn; so a step changes one or two runs' `<svg>`s,
//! and since each is painted on its own, the browser repaints only those layers too. Clicks and keys are handled once, on the canvas.

use super::edge::edge_view;
use super::node::node_view;
use super::node_card::NodeCard;
use crate::app::components::shared::dom::visible;
use crate::app::keyed::{El, Items, Written, SVG};
use crate::app::{Dispatch, Shared};
use crate::draw::geometry::Extent;
use crate::draw::{
    meets, page_to_show, scroll_to_show, window_to_draw, EdgeFacts, EdgeLook, Geometry, NodeFacts,
    NodeLook, Window, FIRST_WINDOW, MARGIN_SHARE, TILE,
};
use crate::i18n::Lang;
use crate::model::{Action, Model, Place, Toward, ViewAction};
use crate::num::whole;
use crate::search::NodeId;
use crate::t;
use crate::teach::narrate::kind_word;
use gloo::events::EventListener;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A layer renders again with every new model; the keyed writer then compares each part's
/// facts with those it was drawn from, and writes only the parts whose facts changed.
#[derive(Properties, PartialEq)]
pub struct LayerProps {
    pub model: Shared<Model>,
    pub geometry: Shared<Geometry>,
    /// Which run of nodes.
    pub chunk: usize,
    /// The edges into these nodes, or the nodes.
    pub edges: bool,
    pub zoom: f32,
    /// The part of the drawing near the view (all of a small drawing, `draw::window_to_draw`).
    /// Only the run's nodes and edges that meet it are drawn (a run's extent can be wide: the edges from its top nodes up to their parents).
    pub window: Window,
}

/// What a node's or an edge's look is made from: a layer holds the nodes or the edges of a
/// run, and one type for both lets one `LayerItems` serve either kind of layer.
#[derive(PartialEq)]
enum Facts {
    Node(NodeFacts),
    Edge(Option<EdgeFacts>),
}

/// A run's `<svg>` as written, and its nodes or edges with what they were drawn on.
#[derive(Default)]
struct LayerItems {
    svg: Option<Written>,
    items: Items<Facts>,
    drawn_on: Option<(Shared<Geometry>, Lang)>,
}

impl LayerItems {
    /// Writes the `<svg>` of `p`, and in it the parts near the view that are new or changed
    /// since they were last written; the `<svg>`, to put in the page.
    fn write(&mut self, p: &LayerProps) -> Option<web_sys::Node> {
        let doc = web_sys::window()?.document()?;
        let (m, geo) = (&p.model.0, &p.geometry.0);
        let zoom = p.zoom;
        let svg = El::classed("svg", "layer")
            .attr(
                "data-look",
                if p.edges { "edges" } else { "nodes" }.to_string(),
            )
            .attr("xmlns", SVG.to_string())
            .attr("width", whole(geo.width * zoom).to_string())
            .attr("height", whole(geo.height * zoom).to_string())
            .attr(
                "viewBox",
                format!("0 0 {} {}", whole(geo.width), whole(geo.height)),
            )
            .opt("aria-hidden", p.edges.then(|| "true".to_string()));
        match &mut self.svg {
            Some(written) => written.patch(&doc, svg),
            None => self.svg = Written::make(&doc, svg),
        }
        let svg = self.svg.as_ref()?.element();
        let on = (p.geometry.clone(), m.view().lang());
        let fresh = self.drawn_on.as_ref() != Some(&on);
        self.drawn_on = Some(on);
        let facts = |n| match p.edges {
            true => Facts::Edge(m.edge_facts(n)),
            false => Facts::Node(m.node_facts(n)),
        };
        let look = |n, facts: &Facts| match facts {
            Facts::Node(f) => Some(node_view(&NodeLook::new(f, geo, n))),
            Facts::Edge(f) => {
                let (f, parent) = (f.as_ref()?, m.tree().parent(n)?);
                Some(edge_view(&EdgeLook::new(f, geo, parent, n)))
            }
        };
        let mut ids = geo.pieces_near(m.tree(), p.chunk, p.edges, &p.window);
        self.items.sync(svg, &mut ids, fresh, &facts, &look);
        Some(svg.clone().into())
    }
}

/// One `<svg>` of the stack: the edges or the nodes of one run near the view. The `<svg>`
/// and its children are written by the keyed writer (`app::keyed`), in the render itself, so
/// that a step's drawing (and a layer new to the view) lands in its key's frame: Yew puts the
/// `<svg>` in the page and leaves it to this layer.
#[function_component(Layer)]
pub fn layer(p: &LayerProps) -> Html {
    let items = use_mut_ref(LayerItems::default);
    let svg = items.borrow_mut().write(p);
    svg.map(Html::VRef).unwrap_or_default()
}

/// The element under an event, if it is an element.
fn target_element(e: &Event) -> Option<web_sys::Element> {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
}

/// The node (`data-node`) an event happened in, and whether it is a collapsed marker.
fn node_under(e: &Event) -> Option<(NodeId, bool)> {
    let g = target_element(e)?.closest("[data-node]").ok()??;
    let id = g.get_attribute("data-node")?.parse::<NodeId>().ok()?;
    Some((id, g.has_attribute("data-collapsed")))
}

/// Where the scrolling box and the page stand, for following the search, in CSS pixels.
#[derive(Clone, Copy)]
struct Seen {
    /// The box's scroll position and inner width.
    left: f32,
    width: f32,
    /// The drawing's left edge in the box's scrolled content.
    offset: f32,
    /// The page's scroll position and the window's height (the box grows with the drawing:
    /// the page scrolls it up and down).
    page: f32,
    height: f32,
    /// The drawing's top in the page.
    canvas_top: f32,
}

/// The window around what `area` (the scrolling box) shows of `canvas` (the drawing) in the
/// browser's viewport, and where the box stands.
fn measure(
    area: &web_sys::Element,
    canvas: &web_sys::Element,
    zoom: f32,
) -> Option<(Window, Seen)> {
    let w = web_sys::window()?;
    let vh = w.inner_height().ok()?.as_f64()? as f32;
    let a = area.get_bounding_client_rect();
    let c = canvas.get_bounding_client_rect();
    let [left, top, right, bottom] = visible(area, canvas)?;
    // A share of the visible part each way; while none of the drawing is in view (below the
    // fold, as on a phone's first view), half the window's height, so that its top rows are
    // drawn.
    let margin_x = (right - left).max(0.0) * MARGIN_SHARE;
    let margin_y = if bottom > top {
        (bottom - top) * MARGIN_SHARE
    } else {
        vh / 2.0
    };
    let (cl, ct) = (c.left() as f32, c.top() as f32);
    let scroll_left = area.scroll_left() as f32;
    // The drawing's left edge in the box's scrolled content (`offsetLeft` would count from the
    // page: the box is not a positioned element).
    let offset = cl - a.left() as f32 - area.client_left() as f32 + scroll_left;
    let page = w.scroll_y().ok()? as f32;
    let seen = Seen {
        left: scroll_left,
        width: area.client_width() as f32,
        offset,
        page,
        height: vh,
        canvas_top: ct + page,
    };
    let zoom = zoom.max(0.01);
    let snap_down = |v: f32| ((v / zoom / TILE).floor() * TILE) as i32;
    let snap_up = |v: f32| ((v / zoom / TILE).ceil() * TILE) as i32;
    let window = [
        snap_down(left - margin_x),
        snap_down(top - margin_y),
        snap_up(right + margin_x),
        snap_up(bottom + margin_y),
    ];
    Some((window, seen))
}

/// Puts the focus on node `n` of the drawing, if it is in the page (near the view).
fn focus_node(n: NodeId) {
    let node = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(&format!("#tree [data-node=\"{n}\"]"))
            .ok()
            .flatten()
    });
    if let Some(el) = node {
        // An SVG element: HTMLElement's `focus` is called on it by name, and it has one.
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// How far the drawing may have moved in the page since it was last measured (the narration
/// above it grows or shrinks by a line or two as the search goes deeper), in CSS pixels: a
/// node closer than this to the edge of the view has the page measured again.
const FOLLOW_SLACK: f32 = 48.0;

/// Where the box (sideways) and the page (up or down) should scroll, standing as `s` says, so
/// that extent `b` (in the drawing's CSS pixels) is in view: the box centres it, the page
/// moves as little as it takes (to keep the narration above in view as far as it goes).
fn scrolls(s: &Seen, b: Extent) -> (Option<f32>, Option<f32>) {
    let (lo, hi) = (s.offset + b[0], s.offset + b[2]);
    let x = scroll_to_show(lo, hi, s.left, s.left + s.width, s.width);
    let (lo, hi) = (s.canvas_top + b[1], s.canvas_top + b[3]);
    let y = page_to_show(lo, hi, s.page, s.height);
    (x, y)
}

/// Scrolls the box and, with `page`, the page so that extent `b` is in view. What was last
/// measured (`seen`) decides while `b` is well inside; near an edge, or `fresh` (the narration
/// changed much: at the start or the end), the page is measured again first. Returns the
/// window as the box and the page then stand, when it measured them: drawn in the same task as
/// the scroll, what comes into view is painted with the step, not a frame later, when the
/// scroll events come (they then measure the same window, and nothing is drawn again).
fn follow(
    area: &NodeRef,
    canvas: &NodeRef,
    seen: &RefCell<Option<Seen>>,
    b: Extent,
    zoom: f32,
    (fresh, page): (bool, bool),
) -> Option<Window> {
    let near = [
        b[0] - FOLLOW_SLACK,
        b[1] - FOLLOW_SLACK,
        b[2] + FOLLOW_SLACK,
        b[3] + FOLLOW_SLACK,
    ];
    if let Some(s) = *seen.borrow() {
        if !fresh && scrolls(&s, near) == (None, None) {
            return None;
        }
    }
    let a = area.cast::<web_sys::Element>()?;
    let c = canvas.cast::<web_sys::Element>()?;
    let (window, s) = measure(&a, &c, zoom)?;
    let (x, y) = scrolls(&s, b);
    let y = y.filter(|_| page);
    if let Some(to) = x {
        a.set_scroll_left(to as i32);
    }
    if let (Some(to), Some(w)) = (y, web_sys::window()) {
        w.scroll_to_with_x_and_y(w.scroll_x().unwrap_or(0.0), f64::from(to));
    }
    // Where they got to (not as far, near the end), and what can be seen from there.
    let (window, s) = if x.is_some() || y.is_some() {
        measure(&a, &c, zoom)?
    } else {
        (window, s)
    };
    *seen.borrow_mut() = Some(s);
    Some(window)
}

/// What the view follows: the node searched (the root when none is, `fresh`), after the
/// page's last request to reveal the root, at the zoom. Each is followed once.
#[derive(Clone, Copy, PartialEq)]
struct Aim {
    target: NodeId,
    fresh: bool,
    reveal: u32,
    zoom: f32,
}

/// Follows the search: the refs and measures `follow` reads, and the aim last followed.
#[derive(Clone)]
struct Follower {
    area: NodeRef,
    canvas: NodeRef,
    seen: Rc<RefCell<Option<Seen>>>,
    last: Rc<RefCell<Option<Aim>>>,
    page_drawn: Rc<Cell<bool>>,
}

impl Follower {
    /// Follows `aim` (extent `b` in view, with what it writes around it; as the page opens,
    /// its shape alone, `core`), unless it was followed already; the window then shown, if it
    /// measured it. So the first view, drawn unscrolled, is taken over as it stands wherever it
    /// shows the root, even on a phone, where the tree is wider than the view.
    fn follow(&self, aim: Aim, b: Option<(Extent, Extent)>) -> Option<Window> {
        if self.last.replace(Some(aim)) == Some(aim) {
            return None;
        }
        let opening = !self.page_drawn.replace(true);
        let page = !(opening && aim.fresh);
        let (b, core) = b?;
        follow(
            &self.area,
            &self.canvas,
            &self.seen,
            if page { b } else { core },
            aim.zoom,
            (aim.fresh, page),
        )
    }
}

/// The drawing's props: the model, a way to change it, and the page's requests to bring the
/// root into view (`app::effects::RootReveal`: it follows the root again when this moves).
#[derive(Properties, PartialEq, Clone)]
pub struct TreeViewProps {
    pub model: Shared<Model>,
    pub dispatch: Dispatch,
    pub reveal: u32,
    /// Whether the page has drawn a tree yet (kept by the app, which outlives the drawing: the
    /// Trees tab opened again draws it anew): the drawing as the page opens does not scroll.
    pub page_drawn: Shared<Cell<bool>>,
}

#[function_component(TreeView)]
pub fn tree_view(props: &TreeViewProps) -> Html {
    let m = &props.model.0;
    let geometry = use_memo(
        (
            Shared(m.view().layout().clone()),
            Shared(m.view().hidden().clone()),
        ),
        |(layout, hidden)| Geometry::new(m.tree(), &layout.0, &hidden.0),
    );
    let geometry = Shared(geometry);
    let geo = &geometry.0;
    let tree = m.tree();
    let zoom = m.view().scale();
    let area = use_node_ref();
    let canvas = use_node_ref();
    let window = use_state_eq(|| FIRST_WINDOW);
    let window_setter = window.setter();
    // The box's scroll position and width and the drawing's offset in it, as last measured:
    // following the search reads these instead of asking the page (which would lay it out
    // again in the middle of every step).
    let seen = use_mut_ref(|| None::<Seen>);

    // Measure what is visible when the drawing changes, and whenever the box or the page
    // scrolls or the window is resized.
    {
        let (area, canvas, setter) = (area.clone(), canvas.clone(), window_setter.clone());
        let seen = seen.clone();
        // `version` moves with every action but a step: a drawer, a notice or the pseudocode
        // opening or closing moves or resizes the box without any scroll.
        use_effect_with((geometry.clone(), zoom, m.version()), move |_| {
            let update: Rc<dyn Fn()> = {
                let area = area.clone();
                Rc::new(move || {
                    let (Some(a), Some(c)) = (
                        area.cast::<web_sys::Element>(),
                        canvas.cast::<web_sys::Element>(),
                    ) else {
                        return;
                    };
                    if let Some((window, stands)) = measure(&a, &c, zoom) {
                        *seen.borrow_mut() = Some(stands);
                        setter.set(window);
                    }
                })
            };
            update();
            let mut listeners = Vec::new();
            let listen = |target: &web_sys::EventTarget, kind: &'static str| {
                let update = Rc::clone(&update);
                EventListener::new(target, kind, move |_| update())
            };
            if let Some(a) = area.cast::<web_sys::Element>() {
                listeners.push(listen(&a, "scroll"));
            }
            if let Some(w) = web_sys::window() {
                listeners.push(listen(&w, "scroll"));
                listeners.push(listen(&w, "resize"));
            }
            move || drop(listeners)
        });
    }

    // The view follows the search: when the node being searched (or the root, at the start
    // and the end, when none is) is out of view, the box scrolls sideways to bring it to the
    // middle and the page up or down to bring it in; so does a new tree, and a zoom. The page
    // as it opens stays where the browser put it (at its top, as it was painted before the
    // app started; the box still scrolls sideways) unless it opens on a node being searched; a
    // tree opened later (a new tree, the Trees tab again) is followed.
    //
    // A step or a jump on the drawing as it stands follows here, as it is drawn: the box and
    // the page scroll before the drawing is patched (its size does not change), and the parts
    // near the view they then show are drawn in this very patch, in the key's frame. Were it
    // left to an effect, the scroll events (and, after a long patch, the effect itself) would
    // come a frame later, and the parts brought into view would be drawn then. A new shape or
    // zoom is followed once it is drawn, by the effect.
    let follower = Follower {
        area: area.clone(),
        canvas: canvas.clone(),
        seen: seen.clone(),
        last: use_mut_ref(|| None::<Aim>),
        page_drawn: props.page_drawn.0.clone(),
    };
    let aim = Aim {
        target: m.replay().current().unwrap_or(0),
        fresh: m.replay().current().is_none(),
        reveal: props.reveal,
        zoom,
    };
    let extent = ((aim.target as usize) < geo.x.len()).then(|| {
        let at = |b: Extent| b.map(|v| v * zoom);
        (at(geo.node_box(aim.target)), at(geo.shape_box(aim.target)))
    });
    let shape = use_mut_ref(|| None::<(Shared<Geometry>, f32)>);
    let same_shape = shape
        .replace(Some((geometry.clone(), zoom)))
        .is_some_and(|(g, z)| g == geometry && z == zoom);
    let followed = same_shape.then(|| follower.follow(aim, extent)).flatten();
    if let Some(shown) = followed {
        window.set(shown);
    }
    // A small drawing is kept whole in the document; a big one only near the view.
    let window = window_to_draw(geo.drawn, followed.unwrap_or(*window));
    {
        let setter = window_setter.clone();
        use_effect_with(aim, move |&aim| {
            if let Some(shown) = follower.follow(aim, extent) {
                setter.set(shown);
            }
        });
    }

    let card = m.authoring().selected().filter(|&n| (n as usize) < tree.len().min(geo.x.len())).map(|n| {
        let is_leaf = tree.is_leaf(n);
        let title = if is_leaf {
            t!(PAGE_CARD_LEAF, label = tree.label(n))
        } else {
            t!(PAGE_CARD_NODE, label = tree.label(n), kind = kind_word(tree, m.trace(), n))
        };
        let initial = if is_leaf {
            tree.value(n)
        } else {
            tree.estimate(n)
        };
        let siblings: Vec<NodeId> = tree
            .parent(n)
            .map(|p| tree.children(p).collect())
            .unwrap_or_default();
        html! {
            <NodeCard key="card" id={n}
                title={AttrValue::from(title)}
                is_leaf={is_leaf}
                is_root={n == 0}
                collapsed={m.view().collapsed().get(n as usize).copied().unwrap_or(false)}
                label={AttrValue::from(m.label_field(n))}
                label_refused={m.refused_label().is_some()}
                initial={AttrValue::from(initial.map(|v| v.to_string()).unwrap_or_default())}
                error={m.notice(Place::Card).map(|e| AttrValue::from(e.to_string()))}
                can_left={siblings.first().is_some_and(|&f| f != n)}
                can_right={siblings.last().is_some_and(|&l| l != n)}
                x={geo.x[n as usize] * zoom} y={geo.y[n as usize] * zoom} r={geo.r[n as usize] * zoom}
                dispatch={props.dispatch.clone()} />
        }
    });

    // A click on a node opens its card (on a collapsed marker, opens the subtree a level); a
    // click on the drawing's background closes the card. Enter or Space on a node opens its card.
    let onclick = {
        let d = props.dispatch.clone();
        Callback::from(move |e: MouseEvent| match node_under(&e) {
            Some((id, true)) => d.dispatch(Action::View(ViewAction::ToggleCollapse(id))),
            Some((id, false)) => d.dispatch(Action::View(ViewAction::Select(id))),
            None if e.target() == e.current_target() => {
                d.dispatch(Action::View(ViewAction::CloseCard))
            }
            None => {}
        })
    };
    // On a node, the arrow keys move the focus to the parent (Up), the first child (Down) and
    // the siblings (Left, Right), rather than step the replay.
    let onkeydown = {
        let d = props.dispatch.clone();
        let m = props.model.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some((id, _)) = node_under(&e) else {
                return;
            };
            let toward = match e.key().as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    d.dispatch(Action::View(ViewAction::Select(id)));
                    return;
                }
                "ArrowUp" => Toward::Parent,
                "ArrowDown" => Toward::FirstChild,
                "ArrowLeft" => Toward::Previous,
                "ArrowRight" => Toward::Next,
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            let (model, tree) = (&m.0, m.0.tree());
            if let Some(next) = model.view().neighbour(tree, id, toward) {
                focus_node(next);
            }
        })
    };

    let shown: Vec<usize> = (0..geo.chunks.len())
        .filter(|&c| meets(&geo.boxes[c], &window))
        .collect();
    // The runs' parts near the view, edges and nodes: a run without any gets no `<svg>`.
    let near = |edges: bool| -> Vec<(usize, usize)> {
        shown
            .iter()
            .map(|&c| (c, geo.pieces_near(tree, c, edges, &window).count()))
            .filter(|&(_, k)| k > 0)
            .collect()
    };
    let (edge_runs, node_runs) = (near(true), near(false));
    let rendered: usize = node_runs.iter().map(|&(_, k)| k).sum();
    let layers: Vec<Html> = (edge_runs.iter().map(|&(c, _)| (true, c)))
        .chain(node_runs.iter().map(|&(c, _)| (false, c)))
        .map(|(edges, chunk)| {
            html! {
                <Layer key={if edges { chunk * 2 } else { chunk * 2 + 1 }}
                    model={props.model.clone()} geometry={geometry.clone()}
                    chunk={chunk} edges={edges} zoom={zoom} window={window} />
            }
        })
        .collect();

    // Big trees open with their big subtrees folded into markers: one click draws them all,
    // another folds them again.
    // Something is folded exactly when some node is not drawn.
    let folded = geo.drawn < tree.len();
    let fold = if folded {
        let d = props.dispatch.clone();
        html! {
            <p class="fold-note">
                { t!(PAGE_FOLDED, drawn = geo.drawn, count = tree.len()) }
                <button id="btn-expand-all" class="tool" onclick={Callback::from(move |_| d.dispatch(Action::View(ViewAction::ExpandAll)))}>
                    { t!(PAGE_EXPAND_ALL) }
                </button>
            </p>
        }
    } else if tree.leaves().len() > crate::model::COLLAPSE_OVER {
        let d = props.dispatch.clone();
        html! {
            <p class="fold-note">
                { t!(PAGE_ALL_DRAWN, count = tree.len()) }
                <button id="btn-collapse-big" class="tool" onclick={Callback::from(move |_| d.dispatch(Action::View(ViewAction::CollapseBig)))}>
                    { t!(PAGE_COLLAPSE_BIG) }
                </button>
            </p>
        }
    } else {
        html! {}
    };

    // A game's search: who Max is, and what its values mean.
    let game = m.games().root().map(|root| {
        html! { <p id="game-tree-note" class="fold-note strong">{ root.who_is_max() }</p> }
    });

    html! {
        <section id="tree-area" class="tree-area" aria-label={t!(PAGE_TREE_AREA)} ref={area}>
          { game.unwrap_or_default() }
          { fold }
          <div id="tree" class="tree-canvas" role="group" aria-label={t!(PAGE_TREE_CANVAS)}
              ref={canvas}
              data-drawn={geo.drawn.to_string()}
              data-rendered={rendered.to_string()}
              style={format!("width:{}px;height:{}px", whole(geo.width * zoom), whole(geo.height * zoom))}
              onclick={onclick} onkeydown={onkeydown}>
            { for card }
            { for layers }
          </div>
        </section>
    }
}
