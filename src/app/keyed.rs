//! A small keyed writer of SVG elements, for the drawing's nodes and edges: what a jump
//! changes most. Yew's virtual DOM costs each element a component, a scheduler turn and a diff
//! of every attribute; here a part is described once ([`El`]), written once ([`Written`]),
//! and on a new look only the attributes, texts and children that differ are set.
//!
//! A layer of the drawing (`components/lab/tree_view.rs`) writes its `<svg>` as a [`Written`] and
//! the parts in it as [`Items`], and hands Yew the `<svg>` to put in the page.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Node};

/// The SVG namespace every element here is made in.
pub const SVG: &str = "http://www.w3.org/2000/svg";

/// An element to write: its tag, its attributes, and either its text or its children, each
/// with a key that stays with it from one look to the next (a part added or taken away moves
/// no other part).
pub struct El {
    tag: &'static str,
    attrs: Vec<(&'static str, String)>,
    text: Option<String>,
    kids: Vec<(&'static str, El)>,
}

impl El {
    pub fn new(tag: &'static str) -> El {
        El {
            tag,
            attrs: Vec::new(),
            text: None,
            kids: Vec::new(),
        }
    }

    /// An element with a `class`.
    pub fn classed(tag: &'static str, class: &'static str) -> El {
        El::new(tag).attr("class", class.to_string())
    }

    /// With attribute `name` set to `value`.
    pub fn attr(mut self, name: &'static str, value: String) -> El {
        self.attrs.push((name, value));
        self
    }

    /// With attribute `name` set to `value`, if there is one.
    pub fn opt(self, name: &'static str, value: Option<String>) -> El {
        match value {
            Some(v) => self.attr(name, v),
            None => self,
        }
    }

    /// With `text` as its only content.
    pub fn text(mut self, text: String) -> El {
        self.text = Some(text);
        self
    }

    /// With child `kid`, known by `key` among its siblings.
    pub fn kid(mut self, key: &'static str, kid: El) -> El {
        self.kids.push((key, kid));
        self
    }

    /// With child `kid`, if there is one.
    pub fn opt_kid(self, key: &'static str, kid: Option<El>) -> El {
        match kid {
            Some(k) => self.kid(key, k),
            None => self,
        }
    }
}

/// An element as written in the page: what it was written from, and its children's.
pub struct Written {
    element: Element,
    tag: &'static str,
    attrs: Vec<(&'static str, String)>,
    text: Option<String>,
    kids: Vec<(&'static str, Written)>,
}

impl Written {
    /// The element written.
    pub fn element(&self) -> &Element {
        &self.element
    }

    /// Makes the element `el` describes, with its children (not yet in the page).
    pub fn make(doc: &Document, el: El) -> Option<Written> {
        debug_assert!(
            el.text.is_none() || el.kids.is_empty(),
            "a text or children"
        );
        let element = doc.create_element_ns(Some(SVG), el.tag).ok()?;
        for (name, value) in &el.attrs {
            let _ = element.set_attribute(name, value);
        }
        if let Some(text) = &el.text {
            element.set_text_content(Some(text));
        }
        let mut kids = Vec::with_capacity(el.kids.len());
        for (key, kid) in el.kids {
            let kid = Written::make(doc, kid)?;
            let _ = element.append_child(&kid.element);
            kids.push((key, kid));
        }
        Some(Written {
            element,
            tag: el.tag,
            attrs: el.attrs,
            text: el.text,
            kids,
        })
    }

    fn node(&self) -> &Node {
        self.element.unchecked_ref()
    }

    /// Makes the element match `el`, setting only what differs from what was written; an
    /// element of another tag is made anew in its place.
    pub fn patch(&mut self, doc: &Document, el: El) {
        if el.tag != self.tag {
            if let Some(new) = Written::make(doc, el) {
                let _ = self.element.replace_with_with_node_1(new.node());
                *self = new;
            }
            return;
        }
        for (name, value) in &el.attrs {
            let old = self.attrs.iter().find(|(n, _)| n == name);
            if old.is_none_or(|(_, v)| v != value) {
                let _ = self.element.set_attribute(name, value);
            }
        }
        for (name, _) in &self.attrs {
            if !el.attrs.iter().any(|(n, _)| n == name) {
                let _ = self.element.remove_attribute(name);
            }
        }
        self.attrs = el.attrs;
        // An element has a text or children, not both: writing the text takes them away.
        if el.text != self.text {
            self.element.set_text_content(el.text.as_deref());
            self.kids.clear();
        }
        self.text = el.text;
        if self.text.is_none() {
            self.patch_kids(doc, el.kids);
        }
    }

    /// Makes the children match `kids`, by key: a child whose key is gone is taken away, a
    /// new key's child is put in its place among the others, and the rest are patched.
    fn patch_kids(&mut self, doc: &Document, kids: Vec<(&'static str, El)>) {
        let mut old = std::mem::take(&mut self.kids);
        old.retain(|(key, w)| {
            let kept = kids.iter().any(|(k, _)| k == key);
            if !kept {
                w.element.remove();
            }
            kept
        });
        // The children kept, in order, from the back: `old.last()` is the next one.
        old.reverse();
        let mut out = Vec::with_capacity(kids.len());
        for (key, el) in kids {
            let written = match old.iter().rposition(|(k, _)| *k == key) {
                Some(i) => {
                    let (_, mut w) = old.remove(i);
                    w.patch(doc, el);
                    // Out of order (the parts keep one order, so not expected): moved before
                    // the next child.
                    if i != old.len() {
                        self.put(&w, old.last());
                    }
                    Some(w)
                }
                None => Written::make(doc, el).inspect(|w| self.put(w, old.last())),
            };
            out.extend(written.map(|w| (key, w)));
        }
        // Left over only where two children had one key.
        for (_, w) in old {
            w.element.remove();
        }
        self.kids = out;
    }

    /// Puts `w` among the children, before `next` (at the end without one).
    fn put(&self, w: &Written, next: Option<&(&'static str, Written)>) {
        let _ = self
            .node()
            .insert_before(w.node(), next.map(|(_, n)| n.node()));
    }
}

/// The items of one `<svg>`: an element for each id, in the order of the ids, each with the
/// facts `F` it was drawn from, so that an item whose facts did not change is not looked at
/// again.
pub struct Items<F> {
    items: Vec<(u32, F, Written)>,
}

impl<F> Default for Items<F> {
    fn default() -> Self {
        Items { items: Vec::new() }
    }
}

impl<F: PartialEq> Items<F> {
    /// Makes the children of `parent` the items `ids` (ascending): each with its `facts`, and
    /// drawn by `draw` when they are new or changed. `fresh` draws every item again (the
    /// geometry or the language changed, which the facts do not say).
    pub fn sync(
        &mut self,
        parent: &Element,
        ids: &mut dyn Iterator<Item = u32>,
        fresh: bool,
        facts: &dyn Fn(u32) -> F,
        draw: &dyn Fn(u32, &F) -> Option<El>,
    ) {
        let Some(doc) = parent.owner_document() else {
            return;
        };
        let mut old = std::mem::take(&mut self.items).into_iter().peekable();
        for id in ids {
            // Items before this one are no longer drawn.
            while let Some((_, _, w)) = old.next_if(|(o, _, _)| *o < id) {
                w.element.remove();
            }
            let now = facts(id);
            if let Some((_, was, mut written)) = old.next_if(|(o, _, _)| *o == id) {
                if !fresh && was == now {
                    self.items.push((id, now, written));
                    continue;
                }
                match draw(id, &now) {
                    Some(el) => {
                        written.patch(&doc, el);
                        self.items.push((id, now, written));
                    }
                    None => written.element.remove(),
                }
                continue;
            }
            let Some(written) = draw(id, &now).and_then(|el| Written::make(&doc, el)) else {
                continue;
            };
            let next = old.peek().map(|(_, _, w)| w.node());
            let _ = parent.insert_before(written.node(), next);
            self.items.push((id, now, written));
        }
        for (_, _, w) in old {
            w.element.remove();
        }
    }
}
