//! Helpers shared by the bot-protocol tests: the real `cardtable bot` process, a whole
//! session through it, and junk that must be refused.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `cardtable ARGS` with `input` on stdin and returns its output.
pub fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cardtable"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// Plays `hello`, `new_hand`, every `decide` of `msgs` and `bye` through `cardtable ARGS`, and
/// checks: exit 0, exactly one reply per hello and decide, the hello reply names `protocol`,
/// and `reply_token(reply)` is one of each decide's `legal` tokens.
pub fn check_session(
    args: &[&str],
    hello: &Value,
    new_hand: &Value,
    msgs: &[Value],
    protocol: &str,
    reply_token: impl Fn(&Value) -> Value,
) {
    let mut input = format!("{hello}\n{new_hand}\n");
    for m in msgs {
        input += &format!("{m}\n");
    }
    input += "{\"type\":\"bye\"}\n";
    let out = run(args, &input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let replies: Vec<Value> = String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(replies.len(), 1 + msgs.len(), "one reply per hello and decide, nothing else");
    assert_eq!(replies[0]["protocol"], protocol);
    for (m, r) in msgs.iter().zip(&replies[1..]) {
        assert!(m["legal"].as_array().unwrap().contains(&reply_token(r)), "{r} not in {}", m["legal"]);
    }
}

/// Sends `junk` (one line) to `cardtable ARGS` — after a valid `hello` unless the junk is a
/// hello itself, so a junk `decide` is refused for what it is, not for coming first — and
/// checks: exit 2, no reply to the junk, a `cardtable bot:` message on stderr, no panic.
pub fn assert_refused(args: &[&str], hello: &Value, junk: &str) {
    let junk_is_hello = serde_json::from_str::<Value>(junk).is_ok_and(|v| v["type"] == "hello");
    let input = if junk_is_hello { format!("{junk}\n") } else { format!("{hello}\n{junk}\n") };
    let out = run(args, &input);
    assert_eq!(out.status.code(), Some(2), "{junk}");
    let replies = String::from_utf8_lossy(&out.stdout).lines().count();
    assert_eq!(replies, usize::from(!junk_is_hello), "only the hello is answered: {junk}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cardtable bot:") && !err.contains("panicked"), "{err}");
}
