//! The pure search engine: trees, the notation, minimax and alpha-beta with a trace, replay and
//! narration. std + serde only: no browser code, so it builds and tests natively.

pub mod edit;
pub mod narrate;
pub mod notation;
pub mod order;
pub mod presets;
pub mod pseudocode;
pub mod random;
pub mod replay;
pub mod search;
pub mod tree;
pub mod value;

pub use narrate::{narrate, Style};
pub use notation::{parse, parse_with, Limits, ParseError};
pub use presets::{Preset, PRESETS};
pub use replay::{Checkpoints, NodeState, Replay, Status};
pub use search::{
    check_depth_limit, search, search_into, Algorithm, CutRule, Event, Fail, Form, LeafRuns,
    NoTrace, Score, Settings, Side, Sink, Solution, Trace, ValueTable,
};
pub use tree::{Nested, NodeId, Tree, TreeBuilder};
pub use value::Value;
