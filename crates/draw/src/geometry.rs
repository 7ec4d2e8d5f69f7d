//! Where each node is drawn and how big, for one tree shape and one set of folded subtrees;
//! the drawn nodes cut into runs of [`CHUNK`], each run's extent, and which parts meet the
//! part of the drawing near the view ([`Window`]).

use super::layout::{Layout, LeafRow, LEVEL_HEIGHT};
use super::layout::{CHANCE_MOST_RADIUS, LEAST_RADIUS, MOST_RADIUS, RADIUS_SHARE};
use search::{NodeId, Tree};

/// Nodes per run: each run of drawn nodes, in preorder, is one layer of the page. Smaller runs
/// make a step cheaper when every node is drawn (BENCHMARKS.md).
pub const CHUNK: usize = 32;

/// How far below the row above each staggered row of leaves is drawn, in pixels.
pub const STAGGER_DROP: f32 = 30.0;
/// Room below the last row of leaves, for what is written under them, in pixels.
pub const BOTTOM_ROOM: f32 = 30.0;

/// What a node's extent reaches beside it (its label on the left; alpha and beta, 62 px wide,
/// or a cut tag on the right), in pixels.
pub const NODE_BOX_SIDE: f32 = 110.0;
/// What a node's extent reaches above it (a cut tag).
pub const NODE_BOX_ABOVE: f32 = 40.0;
/// What a node's extent reaches below it (a collapsed marker, a staggered value).
pub const NODE_BOX_BELOW: f32 = 60.0;
/// What an edge's extent reaches around it (the strike across it).
pub const EDGE_BOX_PAD: f32 = 16.0;

/// Parts are drawn only near what can be seen: the visible part of the drawing with a margin
/// of [`MARGIN_SHARE`] of it on every side, snapped to this grid (in the drawing's pixels) so
/// that a small scroll changes nothing.
pub const TILE: f32 = 256.0;

/// The margin drawn around the visible part of the drawing, as a share of its width (sideways)
/// and height (up and down): enough for a scroll's next frames to find their parts drawn, and
/// no more (every part drawn costs each step and jump that changes it).
pub const MARGIN_SHARE: f32 = 0.25;

/// The part of the drawing whose parts are drawn: left, top, right, bottom, in the drawing's
/// pixels.
pub type Window = [i32; 4];

/// Before the page has measured anything: the top left of the drawing, as wide and tall as a
/// big screen.
pub const FIRST_WINDOW: Window = [0, 0, 2048, 1536];

/// An extent: left, top, right, bottom.
pub type Extent = [f32; 4];

/// Where each node is drawn and how big, for one tree shape and one set of collapsed nodes;
/// and the drawn nodes cut into layers.
#[derive(Debug)]
pub struct Geometry {
    pub x: Vec<f32>,
    /// The centre's height; on crowded rows leaves are staggered over two or three rows
    /// (by their place on the bottom row), so their values do not touch.
    pub y: Vec<f32>,
    /// Half the node's size.
    pub r: Vec<f32>,
    /// Distance to the nearest neighbour on the same row: how much can be written beside it.
    pub room: Vec<f32>,
    /// The drawn nodes (not inside a collapsed subtree), in preorder, [`CHUNK`] per layer.
    pub chunks: Vec<Vec<NodeId>>,
    /// Each layer's extent (left, top, right, bottom), its edges and what is written beside
    /// its nodes included.
    pub boxes: Vec<Extent>,
    /// How many nodes are drawn.
    pub drawn: usize,
    pub width: f32,
    pub height: f32,
    /// From one level's centres to the next's (the first row's, where leaves are staggered):
    /// where a chance node's probabilities stand.
    pub level_height: f32,
    /// Laid out for a narrow view ([`Layout::narrow`]).
    pub narrow: bool,
    /// On a narrow layout, whether each node's parent stands right of it (its cut tag then
    /// stands on its left, clear of the edge into it); empty otherwise.
    pub parent_right: Vec<bool>,
}

impl Geometry {
    pub fn new(tree: &Tree, layout: &Layout, hidden: &[bool]) -> Geometry {
        let n = tree.len().min(layout.x.len());
        let room = room(tree, layout, hidden);
        // The bottom row: on one row, or staggered over two or three, as the widest value
        // needs (`LeafRow`), and leaf boxes that hold it where there is room. (With game
        // boards the spacing, `BOARD_SPACING` at least, makes it one row.)
        let row = LeafRow::new(layout.leaf_spacing, layout.value_width);
        let (rows, leaf_r) = (row.rows, row.half);
        let mut x = Vec::with_capacity(n);
        let mut y = Vec::with_capacity(n);
        let mut r = Vec::with_capacity(n);
        let most = if tree.has_chance() {
            CHANCE_MOST_RADIUS
        } else {
            MOST_RADIUS
        };
        for id in 0..n as NodeId {
            let i = id as usize;
            let leaf = tree.is_leaf(id);
            // A leaf's row follows its place on the bottom row (a folded subtree takes one
            // place), so that neighbours in the drawing, not in the tree, are on different rows.
            let drop = if leaf {
                (layout.place(i) % rows as usize) as f32 * STAGGER_DROP
            } else {
                0.0
            };
            x.push(layout.x[i]);
            y.push(layout.y[i] + drop);
            r.push(if leaf {
                leaf_r
            } else {
                (room[i] * RADIUS_SHARE).clamp(LEAST_RADIUS, most)
            });
        }
        let drawn: Vec<NodeId> = (0..n as NodeId)
            .filter(|&id| !hidden.get(id as usize).copied().unwrap_or(false))
            .collect();
        let chunks: Vec<Vec<NodeId>> = drawn.chunks(CHUNK).map(<[NodeId]>::to_vec).collect();
        let mut geo = Geometry {
            x,
            y,
            r,
            room,
            chunks,
            boxes: Vec::new(),
            drawn: drawn.len(),
            width: layout.width,
            height: drawn_height(layout),
            level_height: layout.level_height,
            narrow: layout.narrow,
            parent_right: Vec::new(),
        };
        if layout.narrow {
            geo.parent_right = (0..n as NodeId)
                .map(|id| {
                    tree.parent(id)
                        .is_some_and(|p| layout.x[p as usize] > layout.x[id as usize])
                })
                .collect();
        }
        geo.boxes = (0..geo.chunks.len())
            .map(|c| geo.run_box(tree, c))
            .collect();
        geo
    }

    /// The extent of run `chunk`: its nodes, the edges into them and what is written beside.
    fn run_box(&self, tree: &Tree, chunk: usize) -> Extent {
        let empty = [
            f32::INFINITY,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
        ];
        self.chunks[chunk].iter().fold(empty, |b, &id| {
            let e = self.edge_box(tree, id).unwrap_or(b);
            let o = self.node_box(id);
            [
                b[0].min(o[0]).min(e[0]),
                b[1].min(o[1]).min(e[1]),
                b[2].max(o[2]).max(e[2]),
                b[3].max(o[3]).max(e[3]),
            ]
        })
    }

    /// The extent of node `n` with what is written beside it (left, top, right, bottom): its
    /// label on the left, alpha and beta or a cut tag on the right, a collapsed marker or a
    /// staggered value below.
    pub fn node_box(&self, n: NodeId) -> Extent {
        let i = n as usize;
        let (x, y, r) = (self.x[i], self.y[i], self.r[i]);
        [
            x - r - NODE_BOX_SIDE,
            y - r - NODE_BOX_ABOVE,
            x + r + NODE_BOX_SIDE,
            y + r + NODE_BOX_BELOW,
        ]
    }

    /// The extent of node `n`'s shape alone (as wide as it is tall).
    pub fn shape_box(&self, n: NodeId) -> Extent {
        let i = n as usize;
        let (x, y, r) = (self.x[i], self.y[i], self.r[i]);
        [x - r, y - r, x + r, y + r]
    }

    /// The extent of the edge into `n` (none for the root), with the strike across it.
    pub fn edge_box(&self, tree: &Tree, n: NodeId) -> Option<Extent> {
        let p = tree.parent(n)? as usize;
        let i = n as usize;
        Some([
            self.x[p].min(self.x[i]) - EDGE_BOX_PAD,
            self.y[p] - EDGE_BOX_PAD,
            self.x[p].max(self.x[i]) + EDGE_BOX_PAD,
            self.y[i] + EDGE_BOX_PAD,
        ])
    }

    /// The parts of run `chunk` that meet `window`: its nodes, or the edges into them.
    pub fn pieces_near<'a>(
        &'a self,
        tree: &'a Tree,
        chunk: usize,
        edges: bool,
        window: &'a Window,
    ) -> impl Iterator<Item = NodeId> + 'a {
        let ids = self.chunks.get(chunk).map(Vec::as_slice).unwrap_or(&[]);
        ids.iter().copied().filter(move |&n| {
            let b = if edges {
                self.edge_box(tree, n)
            } else {
                Some(self.node_box(n))
            };
            b.is_some_and(|b| meets(&b, window))
        })
    }
}

/// For each drawn node, the distance to its nearest drawn neighbour on the same row. Drawn
/// nodes of one depth come left to right in preorder, so one pass finds each node's left
/// neighbour (no sorting). Nodes inside a collapsed subtree share their marker's place and do
/// not count: they are not drawn.
pub fn room(tree: &Tree, layout: &Layout, hidden: &[bool]) -> Vec<f32> {
    let n = tree.len().min(layout.x.len());
    let mut room = vec![f32::INFINITY; n];
    let mut last: Vec<Option<usize>> = vec![None; usize::from(tree.height()) + 1];
    for id in 0..n as NodeId {
        let i = id as usize;
        if hidden.get(i).copied().unwrap_or(false) {
            continue;
        }
        let Some(slot) = last.get_mut(usize::from(tree.depth(id))) else {
            continue;
        };
        if let Some(left) = *slot {
            let gap = layout.x[i] - layout.x[left];
            room[i] = room[i].min(gap);
            room[left] = room[left].min(gap);
        }
        *slot = Some(i);
    }
    room
}

/// The drawing's height for `layout`: its levels, the staggered rows of leaves and the room
/// below them.
pub fn drawn_height(layout: &Layout) -> f32 {
    let rows = LeafRow::new(layout.leaf_spacing, layout.value_width).rows;
    layout.height + (rows - 1) as f32 * STAGGER_DROP + BOTTOM_ROOM
}

/// The level height at which `layout`, fitted to the width of `room` (width, height), fills its
/// height too, from `least` to `most` times [`LEVEL_HEIGHT`]. For a wide, shallow tree on a
/// tall screen, which fitted as laid out would fill the width and leave the lower half empty;
/// and for a low screen, where the levels close up before the drawing gets smaller.
pub fn level_to_fill(layout: &Layout, room: (f32, f32), (least, most): (f32, f32)) -> f32 {
    let (top, bottom) = layout
        .y
        .iter()
        .fold((f32::MAX, f32::MIN), |(lo, hi), &y| (lo.min(y), hi.max(y)));
    let levels = ((bottom - top) / layout.level_height).round();
    if levels < 1.0 || room.0 <= 0.0 || room.1 <= 0.0 {
        return LEVEL_HEIGHT;
    }
    let rest = drawn_height(layout) - levels * layout.level_height;
    let wanted = room.1 * layout.width / room.0;
    // Not clamp: its check of its bounds would bring float formatting into the wasm.
    ((wanted - rest) / levels)
        .max(LEVEL_HEIGHT * least)
        .min(LEVEL_HEIGHT * most)
}

/// Where a view `len` long should start so that it shows `lo..hi`, when it now shows
/// `start..end` (its visible part): none if `lo..hi` is inside already, else centred on it
/// (never before 0).
pub fn scroll_to_show(lo: f32, hi: f32, start: f32, end: f32, len: f32) -> Option<f32> {
    if lo >= start && hi <= end {
        return None;
    }
    Some(((lo + hi - len) / 2.0).max(0.0))
}

/// How far a view showing `start..end` must move (down or right: more than 0) so that it
/// shows `lo..hi`, as little as it takes (the start of `lo..hi` first if it is longer than the
/// view): none if it shows it already.
pub fn shift_to_show(lo: f32, hi: f32, start: f32, end: f32) -> Option<f32> {
    if lo >= start && hi <= end {
        None
    } else if lo < start || hi - lo > end - start {
        Some(lo - start)
    } else {
        Some(hi - end)
    }
}

/// Where the page should scroll, now at `page` in a window `height` high, to show `lo..hi` (in
/// the page's pixels): none if it shows it already. Measured against the window's own edges:
/// a drawing that starts low in the window still gets its node wholly into view.
pub fn page_to_show(lo: f32, hi: f32, page: f32, height: f32) -> Option<f32> {
    shift_to_show(lo, hi, page, page + height).map(|by| (page + by).max(0.0))
}

/// The gap between a node and the card beside it, in CSS pixels.
pub const CARD_GAP: f32 = 6.0;

/// Where a card `size` (width, height) stands by a node at `at` (its centre; `r` its half size)
/// inside `room` (left, top, right, bottom), all in one frame: below the node, else beside it
/// (right, else left), from its top down as far as the room allows. Never above it, where it
/// would hide the node's parent and the path to the root, whose values change as a leaf is
/// edited. Kept inside `room` as far as it fits. Its left and top.
pub fn place_card(at: (f32, f32), r: f32, size: (f32, f32), room: Extent) -> (f32, f32) {
    let ((x, y), (w, h)) = (at, size);
    // Within lo..=hi, and at lo when there is no room.
    let within = |v: f32, lo: f32, hi: f32| v.min(hi).max(lo);
    let centred = within(x - w / 2.0, room[0], room[2] - w);
    let below = y + r + CARD_GAP;
    if below + h <= room[3] {
        return (centred, below);
    }
    let top = within(y - r, room[1], room[3] - h);
    let right = x + r + CARD_GAP;
    let left = if right + w <= room[2] {
        right
    } else {
        within(x - r - CARD_GAP - w, room[0], room[2] - w)
    };
    (left, top)
}

/// Whether extent `b` meets `w`.
pub fn meets(b: &Extent, w: &Window) -> bool {
    b[0] <= w[2] as f32 && b[2] >= w[0] as f32 && b[1] <= w[3] as f32 && b[3] >= w[1] as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Presenting: a wide, shallow tree on a tall screen has its levels set apart until it
    /// fills the height as well as the width, within the bounds; a low screen closes them up.
    #[test]
    fn levels_stretch_to_fill_the_room_within_bounds() {
        let t = search::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let l = crate::layout_for(&t, 1280.0, &[], false);
        let fit = |level: f32| {
            let l = crate::layout_with_levels(&t, 1280.0, &[], false, level, true);
            (l.width, drawn_height(&l))
        };
        let room = (1800.0, 1200.0);
        let level = level_to_fill(&l, room, (0.5, 4.0));
        assert!(level > LEVEL_HEIGHT, "{level}");
        let (w, h) = fit(level);
        assert!(
            (h / w - room.1 / room.0).abs() < 0.01,
            "fills: {w} x {h} at {level}"
        );
        assert_eq!(level_to_fill(&l, room, (0.5, 1.5)), LEVEL_HEIGHT * 1.5);
        assert_eq!(
            level_to_fill(&l, (1800.0, 10.0), (0.7, 2.0)),
            LEVEL_HEIGHT * 0.7
        );
        assert_eq!(level_to_fill(&l, (0.0, 10.0), (0.7, 2.0)), LEVEL_HEIGHT);
    }
    use search::parse;

    fn drawn(tree: &Tree, spacing: f32, collapsed: &[bool]) -> (Layout, Geometry) {
        let layout = Layout::with_collapsed(tree, spacing, 96.0, 30.0, collapsed);
        let hidden = Layout::hidden_all(tree, collapsed);
        let geo = Geometry::new(tree, &layout, &hidden);
        (layout, geo)
    }

    #[test]
    fn scroll_to_show_centres_what_is_out_of_view() {
        // Inside: no scroll.
        assert_eq!(scroll_to_show(100.0, 200.0, 50.0, 850.0, 800.0), None);
        // Off to the right or below, or partly: centred.
        assert_eq!(
            scroll_to_show(900.0, 1000.0, 0.0, 800.0, 800.0),
            Some(550.0)
        );
        assert_eq!(scroll_to_show(780.0, 820.0, 0.0, 800.0, 800.0), Some(400.0));
        // Above the visible part (the page scrolled past it): back up, never before 0.
        assert_eq!(
            scroll_to_show(100.0, 200.0, 300.0, 1000.0, 700.0),
            Some(0.0)
        );
        assert_eq!(
            scroll_to_show(900.0, 1000.0, 1200.0, 1900.0, 700.0),
            Some(600.0)
        );
    }

    #[test]
    fn shift_to_show_moves_as_little_as_it_takes() {
        assert_eq!(shift_to_show(100.0, 200.0, 50.0, 850.0), None);
        assert_eq!(shift_to_show(800.0, 900.0, 50.0, 850.0), Some(50.0));
        assert_eq!(shift_to_show(0.0, 100.0, 50.0, 850.0), Some(-50.0));
        // Longer than the view: its start at the view's start.
        assert_eq!(shift_to_show(100.0, 1000.0, 0.0, 500.0), Some(100.0));
    }

    #[test]
    fn the_page_shows_a_node_near_the_windows_bottom_whole() {
        // A window 0..720; the drawing's box starts at 690, its root at 700..760.
        let to = page_to_show(700.0, 760.0, 0.0, 720.0).expect("a scroll");
        assert!(
            700.0 >= to && 760.0 <= to + 720.0,
            "the root in view at {to}"
        );
        assert_eq!(page_to_show(100.0, 200.0, 0.0, 720.0), None);
        assert_eq!(page_to_show(0.0, 50.0, 300.0, 720.0), Some(0.0));
    }

    #[test]
    fn a_card_stays_inside_the_room_below_or_beside_its_node() {
        let room = [0.0, 0.0, 800.0, 380.0];
        let card = (230.0, 240.0);
        let inside = |(l, t): (f32, f32)| {
            l >= room[0] && t >= room[1] && l + card.0 <= room[2] && t + card.1 <= room[3]
        };
        // Room below: under the node, centred.
        assert_eq!(place_card((400.0, 60.0), 20.0, card, room), (285.0, 86.0));
        // Near the bottom: beside it (right), never above over its parent, up from the bottom.
        assert_eq!(place_card((400.0, 330.0), 20.0, card, room), (426.0, 140.0));
        // Near the right edge: moved left, inside.
        let (l, t) = place_card((790.0, 60.0), 20.0, card, room);
        assert!(inside((l, t)) && t == 86.0, "{l} {t}");
        // No room below: beside, right, or left near the right edge, from the node's top.
        assert_eq!(place_card((300.0, 180.0), 20.0, card, room), (326.0, 140.0));
        assert_eq!(place_card((700.0, 180.0), 20.0, card, room), (444.0, 140.0));
        for x in [0.0, 100.0, 400.0, 700.0, 800.0] {
            for y in [0.0, 50.0, 150.0, 250.0, 380.0] {
                let at = place_card((x, y), 22.0, card, room);
                assert!(inside(at), "a node at {x}, {y}: the card at {at:?}");
            }
        }
        // A room smaller than the card: its top left corner.
        assert_eq!(
            place_card((50.0, 50.0), 20.0, card, [10.0, 20.0, 100.0, 100.0]),
            (10.0, 20.0)
        );
    }

    #[test]
    fn staggered_leaves_alternate_rows_by_place() {
        let t = parse(&format!("[{}]", ["-95"; 12].join(","))).unwrap();
        let (layout, geo) = drawn(&t, 18.0, &vec![false; t.len()]);
        let rows = LeafRow::new(18.0, layout.value_width).rows;
        assert_eq!(rows, 3);
        for (k, &n) in t.leaves().iter().enumerate() {
            let i = n as usize;
            let drop = (k % 3) as f32 * STAGGER_DROP;
            assert_eq!(geo.y[i], layout.y[i] + drop, "leaf {k}");
        }
        assert_eq!(geo.y[0], layout.y[0], "inner nodes stay on their level");
        let below = 2.0 * STAGGER_DROP + BOTTOM_ROOM;
        assert_eq!(geo.height, layout.height + below);
    }

    #[test]
    fn a_folded_subtree_takes_one_place() {
        // [1,2] folded: 3 takes the second place (the lower row), 4 the third (the upper).
        let t = parse("[[1,2],3,[4,[5,6]]]").unwrap();
        let mut c = vec![false; t.len()];
        c[1] = true;
        let (layout, geo) = drawn(&t, 20.0, &c);
        let (three, four) = (4usize, 6usize);
        assert_eq!(t.value(three as NodeId).unwrap().to_string(), "3");
        assert_eq!(t.value(four as NodeId).unwrap().to_string(), "4");
        assert_eq!(geo.y[three], layout.y[three] + STAGGER_DROP);
        assert_eq!(geo.y[four], layout.y[four]);
        assert_eq!(geo.drawn, t.len() - 2);
        assert_eq!(geo.chunks.concat().len(), geo.drawn);
        assert!(!geo.chunks.concat().contains(&2));
    }

    #[test]
    fn inner_sizes_follow_the_room() {
        let t = parse("[[1,2],[3,4],[5,6]]").unwrap();
        for spacing in [18.0, 30.0, 110.0] {
            let (_, geo) = drawn(&t, spacing, &vec![false; t.len()]);
            for n in 0..t.len() as NodeId {
                let i = n as usize;
                if !t.is_leaf(n) {
                    let r = (geo.room[i] * RADIUS_SHARE).clamp(LEAST_RADIUS, MOST_RADIUS);
                    assert_eq!(geo.r[i], r);
                }
            }
        }
        let (_, roomy) = drawn(&t, 110.0, &vec![false; t.len()]);
        assert_eq!(roomy.r[0], MOST_RADIUS);
    }

    #[test]
    fn room_is_the_nearest_drawn_neighbours_distance() {
        let t = parse("[[1,2],3,[4,[5,6]],[7,8,9]]").unwrap();
        let mut c = vec![false; t.len()];
        c[1] = true;
        let (layout, geo) = drawn(&t, 40.0, &c);
        let hidden = Layout::hidden_all(&t, &c);
        for i in 0..t.len() {
            if hidden[i] {
                continue;
            }
            let nearest = (0..t.len())
                .filter(|&j| j != i && !hidden[j])
                .filter(|&j| t.depth(j as NodeId) == t.depth(i as NodeId))
                .map(|j| (layout.x[j] - layout.x[i]).abs())
                .fold(f32::INFINITY, f32::min);
            assert_eq!(geo.room[i], nearest, "node {i}");
        }
        assert_eq!(geo.room[0], f32::INFINITY, "the root is alone on its row");
    }

    #[test]
    fn boxes_contain_their_nodes_and_edges() {
        let t = parse(&format!("[{}]", ["[[1,2],[3,4]]"; 20].join(","))).unwrap();
        let (_, geo) = drawn(&t, 30.0, &vec![false; t.len()]);
        assert!(geo.chunks.len() > 1);
        assert!(geo.chunks.iter().all(|c| c.len() <= CHUNK));
        let inside =
            |o: &Extent, b: &Extent| o[0] >= b[0] && o[1] >= b[1] && o[2] <= b[2] && o[3] <= b[3];
        for (c, ids) in geo.chunks.iter().enumerate() {
            for &n in ids {
                let i = n as usize;
                let node = geo.node_box(n);
                assert!(inside(&node, &geo.boxes[c]));
                assert!(node[0] < geo.x[i] - geo.r[i] && node[3] > geo.y[i] + geo.r[i]);
                if let Some(e) = geo.edge_box(&t, n) {
                    assert!(inside(&e, &geo.boxes[c]));
                    let p = t.parent(n).unwrap() as usize;
                    assert!(e[1] < geo.y[p] && e[3] > geo.y[i]);
                }
            }
        }
        assert!(geo.edge_box(&t, 0).is_none());
    }

    #[test]
    fn parts_near_keeps_what_meets_the_window() {
        let t = parse(&format!("[{}]", ["[1,2]"; 40].join(","))).unwrap();
        let (_, geo) = drawn(&t, 60.0, &vec![false; t.len()]);
        let window: Window = [0, 0, 600, 1000];
        for edges in [false, true] {
            for c in 0..geo.chunks.len() {
                let near: Vec<NodeId> = geo.pieces_near(&t, c, edges, &window).collect();
                let want: Vec<NodeId> = geo.chunks[c]
                    .iter()
                    .copied()
                    .filter(|&n| {
                        let b = if edges {
                            geo.edge_box(&t, n)
                        } else {
                            Some(geo.node_box(n))
                        };
                        b.is_some_and(|b| b[0] <= 600.0)
                    })
                    .collect();
                assert_eq!(near, want);
            }
        }
        let far: Window = [100_000, 0, 101_000, 1000];
        assert_eq!(geo.pieces_near(&t, 0, false, &far).count(), 0);
        assert!(meets(&[10.0, 10.0, 20.0, 20.0], &FIRST_WINDOW));
        assert!(!meets(&[-30.0, 10.0, -1.0, 20.0], &FIRST_WINDOW));
    }
}
