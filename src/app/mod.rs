//! The Yew web app.
pub fn start() {}
