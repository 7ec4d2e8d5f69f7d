//! The trees the app offers ready-made.

/// A ready-made tree: a key (`teach::words` names it, saying where it comes from), and its
/// notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub key: &'static str,
    pub notation: &'static str,
}

/// The presets, the default first.
pub const PRESETS: [Preset; 5] = [
    Preset {
        key: "binary",
        notation: "[[[3,5],[6,9]],[[1,2],[0,-1]]]",
    },
    Preset {
        key: "aima",
        notation: "[[3,12,8],[2,4,6],[14,5,2]]",
    },
    Preset {
        key: "uneven",
        notation:
            "[[[[4,8],[9,3,2]],[[1,6]]],[[[7],[5,2]],[[8,4],[3]],[[6,9]]],[[[2,5]],[[1],[7,3]]]]",
    },
    Preset {
        key: "estimates",
        notation: "[<4>[<5>[3,5],<8>[6,8]],<7>[<6>[1,9],<7>[0,2]]]",
    },
    // Russell and Norvig's dice figure for expectiminimax (Max over chance nodes over Min):
    // values 2.1 and 1.3; its order-preserving change of the leaves flips the best move.
    Preset {
        key: "chance",
        notation: "[~[0.9@[2,2],0.1@[3,3]],~[0.9@[1,1],0.1@[4,4]]]",
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn presets_parse_and_the_uneven_one_is_4_ply() {
        for p in PRESETS {
            assert!(parse(p.notation).is_ok(), "{}", p.key);
        }
        let t = parse(PRESETS[2].notation).unwrap();
        assert_eq!(t.height(), 4);
        let counts: Vec<usize> = (0..t.len() as u32)
            .filter(|&n| !t.is_leaf(n))
            .map(|n| t.child_count(n))
            .collect();
        assert!(counts.contains(&1) && counts.contains(&3));
    }
}
