//! The JSON API of `ludic serve` under bad input and load: malformed JSON, unknown ids,
//! illegal turns, a payload over the limit, a thousand requests in a row and several
//! games at once. Every bad request gets a 4xx with a message, the server keeps serving,
//! and no table's game is lost or mixed with another's.

mod serve_support;

use reqwest::blocking::Client;
use reqwest::StatusCode;
use serde_json::{json, Value};
use serve_support::Server;

/// The answer's JSON, its board pictures dropped so that failures print short.
fn answer(r: reqwest::blocking::Response) -> (StatusCode, Value) {
    let status = r.status();
    let mut v: Value = r.json().unwrap_or(Value::Null);
    if let Some(o) = v.as_object_mut() {
        o.remove("svg");
        o.remove("labels");
        if let Some(inner) = o.get_mut("view").and_then(Value::as_object_mut) {
            inner.remove("svg");
            inner.remove("labels");
        }
    }
    (status, v)
}

fn post(c: &Client, s: &Server, path: &str, body: Value) -> (StatusCode, Value) {
    answer(c.post(s.at(path)).json(&body).send().expect("request"))
}

fn get(c: &Client, s: &Server, path: &str) -> (StatusCode, Value) {
    answer(c.get(s.at(path)).send().expect("request"))
}

fn new_table(c: &Client, s: &Server, body: Value) -> Value {
    let (st, v) = post(c, s, "/api/tables", body);
    assert_eq!(st, StatusCode::OK, "{v}");
    v
}

/// A table of the server, for the requests about it.
struct Table<'a> {
    c: &'a Client,
    s: &'a Server,
    id: String,
}

impl<'a> Table<'a> {
    /// A table made from `body` (`{"game": ...}`), which must be made; and its view.
    #[track_caller]
    fn new(c: &'a Client, s: &'a Server, body: Value) -> (Table<'a>, Value) {
        let v = new_table(c, s, body);
        let id = v["id"].as_str().expect("id").to_string();
        (Table { c, s, id }, v)
    }

    /// `POST /api/tables/ID/ACTION` with `body`.
    fn post(&self, action: &str, body: Value) -> (StatusCode, Value) {
        post(
            self.c,
            self.s,
            &format!("/api/tables/{}/{action}", self.id),
            body,
        )
    }

    /// [`post`](Self::post), which must be answered 200: the answer.
    #[track_caller]
    fn ok(&self, action: &str, body: Value) -> Value {
        let (st, v) = self.post(action, body.clone());
        assert_eq!(st, StatusCode::OK, "{action} {body}: {v}");
        v
    }

    /// `GET /api/tables/ID` with `query` (`?ply=1`, or empty).
    fn get(&self, query: &str) -> (StatusCode, Value) {
        get(self.c, self.s, &format!("/api/tables/{}{query}", self.id))
    }

    /// The game as the page downloads it.
    fn pdn_response(&self) -> reqwest::blocking::Response {
        let at = self.s.at(&format!("/api/tables/{}/pdn", self.id));
        self.c.get(at).send().expect("pdn")
    }
}

fn texts(v: &Value, key: &str) -> Vec<String> {
    v[key]
        .as_array()
        .expect("list")
        .iter()
        .map(|t| t["text"].as_str().expect("text").to_string())
        .collect()
}

/// A 4xx with a JSON message.
fn refused(st: StatusCode, v: &Value, code: u16) {
    assert_eq!(st.as_u16(), code, "{v}");
    assert!(
        v["error"].as_str().is_some_and(|m| !m.is_empty()),
        "no message: {v}"
    );
}

#[test]
fn the_catalogue_lists_rulesets_options_and_rules() {
    let s = Server::start(&[]);
    let c = Client::new();
    let (st, v) = get(&c, &s, "/api/games");
    assert_eq!(st, StatusCode::OK);
    let games = v.as_array().expect("a list");
    assert!(games.len() >= 12, "{} games", games.len());
    let dum = games
        .iter()
        .find(|g| g["id"] == "dum-blas")
        .expect("dum-blas");
    assert_eq!(dum["name"], "Dum Blas");
    let rulesets: Vec<&str> = dum["rulesets"]
        .as_array()
        .expect("rulesets")
        .iter()
        .map(|r| r["name"].as_str().expect("name"))
        .collect();
    assert_eq!(
        rulesets,
        [
            "Ruleset/Historical (Described)",
            "Ruleset/Ludii (Suggested)"
        ]
    );
    assert!(dum["rulesets"][1]["chooses"]
        .as_array()
        .expect("chooses")
        .contains(&json!("Maximum Capture/Compulsory")));
    assert!(dum["options"]
        .as_array()
        .expect("options")
        .iter()
        .any(|o| o["heading"] == "Maximum Capture"));
    let rules = dum["info"]
        .as_array()
        .expect("info")
        .iter()
        .find(|kv| kv[0] == "rules")
        .expect("rules text");
    assert!(rules[1].as_str().expect("text").contains("huff"));
    assert!(games.iter().any(|g| g["id"] == "variants/dum-papan"));
    // The Ludii ruleset: no huff, men capture backwards.
    let t = new_table(&c, &s, json!({"game": "dum-blas", "ruleset": "ludii"}));
    assert_eq!(t["ruleset"], "Ruleset/Ludii (Suggested)");
    // A file given on the command line is the whole catalogue.
    let one = Server::start(&["games/english-draughts.lud"]);
    let (_, v) = get(&c, &one, "/api/games");
    assert_eq!(v.as_array().map(Vec::len), Some(1));
}

#[test]
fn bad_input_is_refused_with_a_message() {
    let s = Server::start(&[]);
    let c = Client::new();
    let (t, _) = Table::new(&c, &s, json!({"game": "dum-blas"}));
    let play = format!("/api/tables/{}/play", t.id);

    let r = c
        .post(s.at(&play))
        .header("content-type", "application/json")
        .body("{\"turn\": ")
        .send()
        .expect("request");
    let st = r.status();
    refused(st, &r.json().expect("json"), 400);
    let r = c.post(s.at(&play)).body("32-28").send().expect("request");
    let st = r.status();
    refused(st, &r.json().expect("json"), 415);
    let (st, v) = t.post("play", json!({"move": "32-28"}));
    refused(st, &v, 422);
    let (st, v) = t.post("play", json!({"turn": "32-28", "index": 1}));
    refused(st, &v, 400);

    let (st, v) = post(&c, &s, "/api/tables", json!({"game": "no-such-game"}));
    refused(st, &v, 404);
    let (st, v) = get(&c, &s, "/api/tables/t999999");
    refused(st, &v, 404);
    let (st, v) = post(&c, &s, "/api/tables/nope/play", json!({"turn": "32-28"}));
    refused(st, &v, 404);
    for (body, code) in [
        (json!({"game": "dum-blas", "ruleset": "nonsense"}), 422),
        (json!({"game": "dum-blas", "fen": "W:W99:B1"}), 400),
    ] {
        let (st, v) = post(&c, &s, "/api/tables", body);
        refused(st, &v, code);
    }

    // Illegal turns: a backward step, a square off the board, an index past the list.
    for bad in ["28-32", "32-27x", "99-94", "h1 32-28", ""] {
        let (st, v) = t.post("play", json!({ "turn": bad }));
        refused(st, &v, 422);
    }
    let (st, v) = t.post("play", json!({"index": 9}));
    refused(st, &v, 422);
    let (st, v) = t.post("undo", json!({}));
    refused(st, &v, 422);
    for query in ["?ply=5", "?flip=maybe"] {
        let (st, v) = t.get(query);
        refused(st, &v, 400);
    }
    for (action, body, code) in [
        ("ai", json!({"agent": "minimax"}), 400),
        ("ai", json!({"agent": "mcts:0"}), 400),
        (
            "ai",
            json!({"agent": "random", "think_ms": 1_000_000_000u64}),
            400,
        ),
        ("pdn", json!({"pdn": "1. 32-28 28-32"}), 422),
        ("fen", json!({"fen": "nonsense"}), 400),
    ] {
        let (st, v) = t.post(action, body);
        refused(st, &v, code);
    }

    // A payload over the limit.
    // Its own client: the server answers 413 and closes the connection without reading
    // the rest, and a pooled connection must not be used again after that.
    let huge = "1. 32-28 ".repeat(300_000);
    let (st, _) = post(
        &Client::new(),
        &s,
        &format!("/api/tables/{}/pdn", t.id),
        json!({ "pdn": huge }),
    );
    assert_eq!(st, StatusCode::PAYLOAD_TOO_LARGE);

    // After all that the table is as it was, and the server still plays.
    let (st, v) = t.get("");
    assert_eq!(st, StatusCode::OK);
    assert_eq!(v["plies"], 0);
    let v = t.ok("play", json!({"turn": "32-28"}));
    assert_eq!(texts(&v, "moves"), ["32-28"]);
}

#[test]
fn a_thousand_requests_and_several_games_at_once() {
    let s = Server::start(&[]);
    let c = Client::new();
    // Three games, each with its own line of play.
    let lines: [(&str, &[&str]); 3] = [
        ("dum-blas", &["32-28", "19-23", "28x19", "14x23"]),
        ("english-draughts", &["11-15", "23-19", "8-11", "22-17"]),
        ("turkish-draughts", &[]),
    ];
    let tables: Vec<Table> = lines
        .iter()
        .map(|(g, _)| Table::new(&c, &s, json!({ "game": g })).0)
        .collect();
    // Turkish draughts: whatever the first legal turns are, by index.
    let mut turkish = Vec::new();
    std::thread::scope(|scope| {
        for (k, (_, turns)) in lines.iter().enumerate() {
            let t = &tables[k];
            scope.spawn(move || {
                for round in 0..60 {
                    // Play the line, take it all back, again and again.
                    for turn in turns.iter() {
                        let (st, v) = t.post("play", json!({ "turn": turn }));
                        assert_eq!(st, StatusCode::OK, "round {round} {turn}: {v}");
                    }
                    if !turns.is_empty() {
                        let v = t.ok("undo", json!({ "turns": turns.len() }));
                        assert_eq!(v["plies"], 0);
                    }
                }
            });
        }
        for _ in 0..40 {
            let v = tables[2].ok("play", json!({"index": 0}));
            turkish.push(v["last"]["text"].as_str().expect("text").to_string());
        }
    });
    // 2 x 60 x 5 + 40 = 640 requests so far; 360 more reads.
    for k in 0..360 {
        let (st, v) = tables[k % 3].get("");
        assert_eq!(st, StatusCode::OK, "{v}");
    }
    for (k, (game, turns)) in lines.iter().enumerate() {
        let (_, v) = tables[k].get("");
        assert_eq!(v["file"], *game);
        if turns.is_empty() {
            assert_eq!(texts(&v, "moves"), turkish);
        } else {
            assert_eq!(v["plies"], 0, "{game}");
        }
    }
}

#[test]
fn pdn_fen_history_and_the_agents() {
    let s = Server::start(&[]);
    let c = Client::new();
    let (t, _) = Table::new(&c, &s, json!({"game": "dum-blas"}));
    for turn in ["32-28", "19-23", "28x19"] {
        t.ok("play", json!({ "turn": turn }));
    }
    // Alpha-beta answers within its think time and a little more.
    let began = std::time::Instant::now();
    let (st, v) = t.post("ai", json!({"agent": "alphabeta", "think_ms": 300}));
    let took = began.elapsed().as_millis();
    assert_eq!(st, StatusCode::OK, "{v}");
    eprintln!(
        "alphabeta, 300 ms to think: answered in {took} ms (search {} ms)",
        v["ms"]
    );
    assert!(took < 300 + 700, "alpha-beta took {took} ms for 300 ms");
    assert_eq!(v["view"]["plies"], 4);
    for agent in ["random", "mcts"] {
        t.ok("ai", json!({"agent": agent, "think_ms": 100}));
    }
    // An earlier position.
    let (st, v) = t.get("?ply=1&flip=true");
    assert_eq!(st, StatusCode::OK);
    assert_eq!(v["ply"], 1);
    assert!(v["legal"].as_array().expect("legal").is_empty());
    // The PDN, loaded into a fresh table, gives the same game.
    let r = t.pdn_response();
    assert!(r
        .headers()
        .get("content-disposition")
        .is_some_and(|h| h.to_str().is_ok_and(|h| h.contains("attachment"))));
    let pdn = r.text().expect("text");
    assert!(pdn.contains("1. 32-28 19-23"), "{pdn}");
    let (_, before) = t.get("");
    let (other, _) = Table::new(&c, &s, json!({"game": "dum-blas"}));
    let v = other.ok("pdn", json!({ "pdn": pdn }));
    assert_eq!(texts(&v, "moves"), texts(&before, "moves"));
    assert_eq!(v["fen"], before["fen"]);
    // A FEN starts again from there; the huff it leads to is offered.
    let v = other.ok("fen", json!({"fen": "W:W28,45:B23,5"}));
    assert_eq!(texts(&v, "legal"), ["28x19", "28-22", "45-40"]);
    let (_, v) = other.post("play", json!({"turn": "45-40"}));
    assert_eq!(v["huffable"], json!([27]));
    assert!(texts(&v, "legal").contains(&"h28 23-29".to_string()));
    // The game ends, and a turn after the end is refused.
    let (_, v) = other.post("play", json!({"turn": "23x32"}));
    assert!(v["result"].is_null());
    let (_, v) = other.post("fen", json!({"fen": "B:W28:B"}));
    assert_eq!(v["result"]["winner"], 0, "{v}");
    let (st, v) = other.post("play", json!({"turn": "28-22"}));
    refused(st, &v, 422);
}

#[test]
fn a_game_of_the_general_engine_plays_too() {
    // Range Hop is a move program that does not lower to the draughts kernel.
    let s = Server::start(&["tests/lowering/range-hop.lud"]);
    let c = Client::new();
    let (t, v) = Table::new(&c, &s, json!({"game": "range-hop"}));
    // Its position is the general engine's position text.
    let start_fen = v["fen"].as_str().expect("fen").to_string();
    assert!(start_fen.contains(" to move; "), "{start_fen}");
    assert_eq!(v["engine"], "general");
    // Its squares are named a1..h8.
    let first = v["legal"][0]["text"].as_str().expect("a turn").to_string();
    assert_eq!(first, "a3-b4");
    t.ok("play", json!({ "turn": first }));
    let v = t.ok("ai", json!({"agent": "mcts:50"}));
    assert_eq!(texts(&v["view"], "moves").len(), 2);
    let (st, v) = t.post("ai", json!({"agent": "alphabeta"}));
    refused(st, &v, 400);
    let (st, v) = t.post("play", json!({"turn": "z9-z8"}));
    refused(st, &v, 422);
    // Its PDN holds the turns as listed; loaded back, it gives the same game, and a
    // turn that is not legal is refused, the game unchanged.
    let r = t.pdn_response();
    assert_eq!(r.status(), StatusCode::OK);
    let pdn = r.text().expect("text");
    assert!(
        pdn.contains("1. a3-b4 ") && pdn.contains("range-hop"),
        "{pdn}"
    );
    let v = t.ok("pdn", json!({ "pdn": pdn }));
    assert_eq!(texts(&v, "moves").len(), 2);
    let (st, v) = t.post("pdn", json!({ "pdn": "1. a3-b4 z9-z8 *" }));
    refused(st, &v, 422);
    let v = t.ok("undo", json!({"turns": 2}));
    assert_eq!(v["plies"], 0);
    // A PDN FEN is not its notation: refused, saying why.
    let (st, v) = t.post("fen", json!({"fen": "W:W1:B2"}));
    refused(st, &v, 400);
    assert!(
        v["error"].as_str().is_some_and(|e| e.contains("W:W1:B2")),
        "{v}"
    );
    // Its own text starts the game again there; the PDN records it and loads back.
    let v = t.ok(
        "fen",
        json!({"fen": "P2 to move; P1: Counter a1 c1; P2: Counter b8"}),
    );
    assert_eq!(v["fen"], "P2 to move; P1: Counter a1 c1; P2: Counter b8");
    assert_eq!(v["to_move"], 1);
    let turn = v["legal"][0]["text"].as_str().expect("a turn").to_string();
    let v = t.ok("play", json!({ "turn": turn }));
    // The second player's turn first: `1...`, on the page and in the PDN.
    assert_eq!(v["moves"][0]["number"], "1...", "{v}");
    let pdn = t.pdn_response().text().expect("pdn");
    assert!(
        pdn.contains("[FEN \"P2 to move; P1: Counter a1 c1; P2: Counter b8\"]"),
        "{pdn}"
    );
    assert!(pdn.contains(&format!("\n1... {turn} ")), "{pdn}");
    let back = t.ok("pdn", json!({ "pdn": pdn }));
    assert_eq!(back["fen"], v["fen"]);
    // A new table from a position text, and one from a bad text, refused.
    let (_, v) = Table::new(
        &c,
        &s,
        json!({"game": "range-hop", "fen": "P1 to move; P1: Counter c3; P2: Counter d4"}),
    );
    assert_eq!(v["fen"], "P1 to move; P1: Counter c3; P2: Counter d4");
    let (st, v) = post(
        &c,
        &s,
        "/api/tables",
        json!({"game": "range-hop", "fen": "P1 to move; P1: Counter z1"}),
    );
    refused(st, &v, 400);
}

#[test]
fn four_players_and_dice_in_the_view() {
    let s = Server::start(&[
        "tests/move-language/four-centre.lud",
        "tests/move-language/dice-runners.lud",
    ]);
    let c = Client::new();
    // All four players, named as the game names them; agents play every seat.
    let (t, v) = Table::new(&c, &s, json!({"game": "four-centre"}));
    assert_eq!(v["players"], json!(["P1", "P2", "P3", "P4"]), "{v}");
    assert_eq!(v["dice"], json!([]));
    let mut v = v;
    for _ in 0..9 {
        if !v["result"].is_null() {
            break;
        }
        v = t.ok("ai", json!({"agent": "random"}))["view"].clone();
    }
    assert!(
        v["result"]["text"]
            .as_str()
            .is_some_and(|r| r.ends_with(" wins")),
        "{v}"
    );
    // Dice: the turn's roll, two dice of three faces, none used yet.
    let (_, v) = Table::new(&c, &s, json!({"game": "dice-runners"}));
    let dice = v["dice"].as_array().expect("dice").clone();
    assert_eq!(dice.len(), 2, "{v}");
    for d in &dice {
        assert!((1..=3).contains(&d["face"].as_i64().unwrap_or(0)), "{v}");
        assert_eq!(d["used"], false);
    }
}
