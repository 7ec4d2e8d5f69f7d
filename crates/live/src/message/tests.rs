use super::*;
use crate::limits::{MESSAGES_PER_SECOND, TOKEN_HEX};
use proptest::prelude::*;

fn key() -> String {
    "ab".repeat(TOKEN_HEX / 2)
}

#[test]
fn each_kind_is_read_back_as_written() {
    let scene = Scene {
        query: "tree=%5B1%2C2%5D".into(),
        step: 3,
    };
    let all = [
        ClientMessage::Start {
            scene: scene.clone(),
        },
        ClientMessage::Resume {
            code: "ABC234".into(),
            key: key(),
        },
        ClientMessage::Join {
            code: "ABC234".into(),
            name: Some("Ana".into()),
            student: None,
        },
        ClientMessage::Show { scene },
        ClientMessage::Ask {
            step: 4,
            asks: Asks::Value,
            node: "B".into(),
            answer: "-3".into(),
        },
        ClientMessage::ShowVotes,
        ClientMessage::Revote,
        ClientMessage::Reveal,
        ClientMessage::Results,
        ClientMessage::Answer {
            question: 1,
            round: 2,
            choice: NO_CUT.into(),
        },
    ];
    for m in all {
        assert_eq!(read_client(m.to_text().as_bytes()), Ok(m));
    }
}

#[test]
fn the_wire_names_are_the_documented_ones() {
    let text = ClientMessage::ShowVotes.to_text();
    assert_eq!(text, r#""show_votes""#);
    let m = read_client(br#"{"answer":{"question":2,"round":1,"choice":"cut"}}"#);
    assert!(matches!(m, Ok(ClientMessage::Answer { question: 2, .. })));
}

#[test]
fn what_is_out_of_bounds_is_refused_and_says_which_field() {
    let field = |bytes: &[u8]| match read_client(bytes) {
        Err(Refusal::Invalid { field, .. }) => field,
        other => panic!("{other:?}"),
    };
    let long = "x".repeat(41);
    assert_eq!(
        field(
            format!(r#"{{"join":{{"code":"ABC234","name":"{long}","student":null}}}}"#).as_bytes()
        ),
        "name"
    );
    assert_eq!(
        field(br#"{"join":{"code":"abc","name":null,"student":null}}"#),
        "code"
    );
    assert_eq!(
        field(br#"{"answer":{"question":1,"round":3,"choice":"cut"}}"#),
        "round"
    );
    assert_eq!(
        field(br#"{"answer":{"question":1,"round":1,"choice":"<b>"}}"#),
        "choice"
    );
    assert_eq!(
        field(br#"{"ask":{"step":1,"asks":"cut","node":"B","answer":"7"}}"#),
        "answer"
    );
    assert_eq!(
        field(br#"{"resume":{"code":"ABC234","key":"short"}}"#),
        "key"
    );
}

#[test]
fn a_name_of_forty_characters_is_taken_whatever_their_bytes() {
    let name = "č".repeat(40);
    let text = format!(r#"{{"join":{{"code":"ABC234","name":"{name}","student":null}}}}"#);
    assert!(read_client(text.as_bytes()).is_ok());
}

#[test]
fn unknown_kinds_fields_and_oversize_are_refused() {
    assert!(matches!(
        read_client(br#"{"drop_tables":{}}"#),
        Err(Refusal::Malformed { .. })
    ));
    assert!(matches!(
        read_client(br#"{"answer":{"question":1,"round":1,"choice":"cut","admin":true}}"#),
        Err(Refusal::Malformed { .. })
    ));
    let big = vec![b' '; MAX_MESSAGE + 1];
    assert_eq!(
        read_client(&big),
        Err(Refusal::TooLarge {
            bytes: MAX_MESSAGE + 1
        })
    );
}

#[test]
fn only_driving_messages_need_the_key() {
    assert!(ClientMessage::Reveal.drives());
    assert!(!ClientMessage::Answer {
        question: 1,
        round: 1,
        choice: CUT.into()
    }
    .drives());
    assert_eq!(MESSAGES_PER_SECOND, 20);
}

#[test]
fn server_messages_read_back() {
    let m = ServerMessage::Error {
        error: Refusal::TooFast { per_second: 20 },
    };
    assert_eq!(read_server(&m.to_text()), Some(m));
}

/// Random bytes and random JSON: the reader answers every one without panicking. The release
/// suite runs a million of each (`LIVE_FUZZ_CASES`).
fn cases() -> u32 {
    std::env::var("LIVE_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000)
}

fn json() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::Value;
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-z_]{0,12}".prop_map(Value::String),
        prop_oneof![
            Just("join"),
            Just("answer"),
            Just("ask"),
            Just("start"),
            Just("show"),
            Just("resume"),
            Just("reveal"),
            Just("cut"),
            Just("value"),
            Just("ABC234")
        ]
        .prop_map(|s| Value::String(s.into())),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            prop::collection::vec(
                (
                    prop_oneof![
                        Just("join".to_string()),
                        Just("answer".to_string()),
                        Just("code".to_string()),
                        Just("scene".to_string()),
                        Just("query".to_string()),
                        Just("step".to_string()),
                        Just("name".to_string()),
                        Just("round".to_string()),
                        Just("choice".to_string()),
                        "[a-z]{1,6}"
                    ],
                    inner
                ),
                0..6
            )
            .prop_map(|kv| serde_json::Value::Object(kv.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        let _ = read_client(&bytes);
    }

    #[test]
    fn random_json_never_panics_and_what_is_taken_is_in_bounds(v in json()) {
        if let Ok(m) = read_client(v.to_string().as_bytes()) {
            // What is taken reads back the same.
            prop_assert_eq!(read_client(m.to_text().as_bytes()), Ok(m));
        }
    }
}
