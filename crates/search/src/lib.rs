//! The search core: trees, the notation, minimax and alpha-beta (and expectiminimax, Star1,
//! aspiration windows, PVS, MTD(f), iterative deepening) with a trace and its replay. std,
//! serde and itoa only: no browser code and no words. Its errors are data (enums with their
//! positions and values); `teach::words` says them.
//!
//! It depends on no layer of ours, so an import of one (of the messages, say) does not
//! compile; this one must not:
//!
//! ```compile_fail,E0432
//! use i18n::Said;
//! ```

pub mod edit;
pub mod event;
mod exact;
pub mod kinds;
pub mod line;
mod node_id;
pub mod notation;
pub mod order;
pub mod presets;
pub mod random;
pub mod ratio;
pub mod replay;
pub mod returned;
pub mod runs;
mod score;
pub mod search;
pub mod settings;
mod sort;
pub mod table;
mod trace;
pub mod tree;
pub mod value;

pub use edit::EditError;
pub use event::NO_DEPTH;
pub use kinds::{NodeKind, Prob, ProbError};
pub use line::principal_variation;
pub use notation::{parse, parse_with, Limits, ParseError, ParseErrorKind};
pub use presets::{Preset, PRESETS};
pub use random::RandomError;
pub use ratio::{Ext, Ratio};
pub use replay::{Checkpoints, NodeState, Replay, Status};
pub use returned::{Returned, Returns};
pub use search::{
    search, search_into, Event, LeafRuns, NoTrace, Score, Sink, Solution, Trace, ValueTable,
};
pub use search::{PassSummary, WindowResult};
pub use settings::{check_depth_limit, read_pair, Algorithm, CutRule, Fail, Form, Settings, Side};
pub use settings::{NoEstimate, Unsupported, Window, WindowError};
pub use tree::{Nested, NodeId, Tree, TreeBuilder};
pub use value::{Value, ValueError};
