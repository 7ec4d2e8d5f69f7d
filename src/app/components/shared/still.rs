//! A panel that shows nothing of the step (the toolbar, the settings, the comparison, the
//! legend, the header), drawn again only when the model's `version` moves: stepping, playing
//! and the speed leave it, so a step redraws only what it changes.

use crate::app::PanelProps;
use yew::prelude::*;

#[derive(Properties, Clone)]
pub struct StillProps {
    pub panel: PanelProps,
    /// The panel's drawing function.
    pub draw: fn(&PanelProps) -> Html,
}

impl PartialEq for StillProps {
    fn eq(&self, o: &Self) -> bool {
        std::ptr::fn_addr_eq(self.draw, o.draw)
            && self.panel.dispatch == o.panel.dispatch
            && self.panel.model.0.version() == o.panel.model.0.version()
    }
}

#[function_component(Still)]
pub fn still(p: &StillProps) -> Html {
    (p.draw)(&p.panel)
}
