// The ludic page: picks a game, draws the board the server sends (SVG from src/draw),
// keeps the move list, the position box and the seats, and lets agents play theirs.
// board.js turns clicks on the board into legal turns. Every rule lives on the server;
// the page only matches clicks against the legal turns it was sent.
"use strict";

const $ = (id) => document.getElementById(id);
let games = [];
let view = null;        // the table's view, as GET /api/tables/{id} answers
let flip = false;
let shownPly = null;    // a past position shown from the move list, or null for the game
let pick = { huff: null, from: null, clicks: [] };
let thinking = false;
let generation = 0;     // bumped by every change a pending agent answer must not undo

async function api(method, path, body) {
  const sep = path.includes("?") ? "&" : "?";
  const res = await fetch(path + sep + "flip=" + flip, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({ error: "the server sent no JSON (" + res.status + ")" }));
  if (!res.ok) throw new Error(data.error || ("error " + res.status));
  return data;
}

// A message above the board. A diagnostic (several lines, drawn with box characters)
// keeps its lines and columns, as the terminal shows it.
function say(text, info) {
  const m = $("message");
  m.textContent = "";
  if (text && text.includes("\n")) m.append(Object.assign(document.createElement("pre"), { className: "diag", textContent: text }));
  else m.textContent = text || "";
  m.className = info ? "info" : "";
  fitBoard();
}

function entry() { return games.find((g) => g.id === $("game").value); }

function fillChoices() {
  const e = entry();
  const box = $("choices");
  box.innerHTML = "";
  if (!e) return;
  if (e.rulesets.length) {
    const sel = document.createElement("select");
    sel.id = "ruleset";
    for (const r of e.rulesets) sel.add(new Option(r.name.replace(/^Ruleset\//, ""), r.name, r.default, r.default));
    const l = document.createElement("label");
    l.append("Ruleset ", sel);
    box.append(l);
    sel.onchange = () => { rulesetChoices(); newGame(); };
  }
  e.options.forEach((o) => {
    if (o.items.length < 2) return;
    const sel = document.createElement("select");
    sel.className = "option";
    sel.dataset.heading = o.heading;
    for (const i of o.items) sel.add(new Option(i.name, o.heading + "/" + i.name, i.default, i.default));
    const l = document.createElement("label");
    l.append(o.heading + " ", sel);
    box.append(l);
    sel.onchange = () => newGame();
  });
  rulesetChoices();
  const rules = $("rules");
  rules.innerHTML = "<h2>" + esc(e.name) + "</h2>";
  for (const [k, v] of e.info) {
    const p = document.createElement("p");
    p.innerHTML = "<b>" + esc(k[0].toUpperCase() + k.slice(1)) + ":</b> " + esc(v);
    rules.append(p);
  }
  if (e.error) rules.append(Object.assign(document.createElement("pre"), { textContent: e.error }));
}

// Sets the option choosers to the items the chosen ruleset picks.
function rulesetChoices() {
  const e = entry();
  const rs = $("ruleset");
  const r = e && rs && e.rulesets.find((x) => x.name === rs.value);
  if (!r || !r.chooses) return;
  for (const sel of document.querySelectorAll("#choices select.option")) {
    const item = r.chooses.find((c) => c.startsWith(sel.dataset.heading + "/"));
    if (item) sel.value = item;
  }
}

function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
}

async function newGame(fen) {
  const body = { game: $("game").value };
  if (typeof fen === "string" && fen) body.fen = fen;
  const rs = $("ruleset");
  if (rs) body.ruleset = rs.value;
  // The choosers start at the ruleset's items; a changed one overrides the ruleset.
  body.options = [...document.querySelectorAll("#choices select.option")].map((s) => s.value);
  generation++;
  try {
    show(await api("POST", "/api/tables", body));
    say("");
  } catch (e) { say(e.message); }
}

// The page seats the first two players; a game of more players gives the others to
// the second seat's agent, or to MCTS when a person sits there.
function seat(side) {
  if (side < 2) return $("seat" + side).value;
  const second = $("seat1").value;
  return second === "human" ? "mcts" : second;
}

function live() { return view && shownPly === null; }

function humanToMove() {
  return live() && !view.result && seat(view.to_move) === "human";
}

function show(v) {
  view = v;
  shownPly = null;
  pick = { huff: null, from: null, clicks: [] };
  render();
  maybeAgent();
}

// A site's name; a site past the board's is a hand's.
function label(site) { return view.labels[site] || (site === 65535 ? "pass" : "the hand"); }

function render() {
  const v = view;
  $("board").innerHTML = v.svg;
  $("name0").textContent = v.players[0];
  $("name1").textContent = v.players[1];
  // A game on the general engine shows its position text in the FEN box; it has no
  // alpha-beta, whose evaluation is the kernel's: MCTS plays instead.
  const general = v.engine === "general";
  $("fen").setAttribute("aria-label", general ? "Position text" : "FEN");
  for (const side of [0, 1]) {
    const sel = $("seat" + side);
    sel.querySelector('option[value="alphabeta"]').disabled = general;
    if (general && sel.value === "alphabeta") sel.value = "mcts";
  }
  $("fen").value = v.fen;
  $("pdn-download").href = "/api/tables/" + v.id + "/pdn";
  $("live").hidden = shownPly === null;
  const moves = $("moves");
  moves.innerHTML = "";
  // Two columns, the first player's turns on the left: a game that starts with the
  // second player's turn leaves the first cell empty.
  if (v.moves.length && v.moves[0].number.endsWith("...")) moves.append(document.createElement("li"));
  v.moves.forEach((m, k) => {
    const li = document.createElement("li");
    li.textContent = m.number + " " + m.text;
    li.dataset.ply = k + 1;
    if (shownPly !== null && k + 1 === v.ply) li.className = "shown";
    li.onclick = () => showPly(k + 1);
    moves.append(li);
  });
  if (shownPly === null) moves.scrollTop = moves.scrollHeight;
  const res = $("result");
  res.hidden = !v.result;
  if (v.result) res.textContent = "Game over: " + v.result.text + ".";
  let status;
  if (shownPly !== null) status = "Position after " + (v.moves[v.ply - 1] ? v.moves[v.ply - 1].number + " " + v.moves[v.ply - 1].text : "the start") + " (click “Back to the game” to play on)";
  else if (v.result) status = v.result.winner === null ? "Drawn" : v.players[v.result.winner] + " wins";
  else status = v.players[v.to_move] + " to move" + (seat(v.to_move) === "human" ? "" : " (" + seat(v.to_move) + ")");
  $("status").textContent = status;
  decorate();
  fitBoard();
}

// Keeps the whole board in the window, below whatever bars are shown above it.
function fitBoard() {
  const svg = document.querySelector("#board svg");
  if (!svg) return;
  const room = window.innerHeight - $("board").getBoundingClientRect().top - 8;
  svg.style.maxHeight = Math.max(320, room) + "px";
}

async function playTurn(t) {
  generation++;
  try {
    show(await api("POST", "/api/tables/" + view.id + "/play", { index: t.index }));
    if (view.news) say(view.news, true);
  } catch (e) { say(e.message); }
}

async function maybeAgent() {
  if (!live() || view.result || thinking) return;
  const who = seat(view.to_move);
  if (who === "human") return;
  const gen = ++generation;
  const think = Number($("think" + view.to_move).value);
  thinking = true;
  $("thinking").hidden = false;
  $("thinking-text").textContent = view.players[view.to_move] + " (" + who + ") is thinking…";
  try {
    const a = await api("POST", "/api/tables/" + view.id + "/ai", { agent: who, think_ms: think });
    thinking = false;
    $("thinking").hidden = true;
    if (gen !== generation) return maybeAgent();
    show(a.view);
    // As the terminal tells it: the huff made, then a default left to be huffed.
    const v = a.view;
    say(a.agent + " played " + a.turn.text + (v.note ? " " + v.note : "") + " in " + (a.ms / 1000).toFixed(2) + " s." + (v.news ? " " + v.news : ""), true);
    $("message").title = a.info;
  } catch (e) {
    thinking = false;
    $("thinking").hidden = true;
    if (gen === generation) say(e.message);
  }
}

async function showPly(k) {
  try {
    const v = await api("GET", "/api/tables/" + view.id + "?ply=" + k);
    view = v;
    shownPly = k === v.plies ? null : k;
    pick = { huff: null, from: null, clicks: [] };
    render();
    if (shownPly === null) maybeAgent();
  } catch (e) { say(e.message); }
}

async function refresh() {
  try {
    const v = await api("GET", "/api/tables/" + view.id + (shownPly === null ? "" : "?ply=" + shownPly));
    view = v;
    render();
  } catch (e) { say(e.message); }
}

function wire() {
  window.addEventListener("resize", fitBoard);
  $("board").addEventListener("click", (ev) => {
    const el = ev.target.closest("[data-site]");
    if (el) onSite(Number(el.dataset.site));
  });
  $("game").onchange = () => { fillChoices(); newGame(); };
  $("new-game").onclick = () => newGame();
  $("no-huff").onclick = () => {
    if (pick.huff !== null) { pick.huff = null; pick.from = null; pick.clicks = []; render(); return; }
    pick.from = null;
    pick.clicks = [];
    view.huffable = [];
    render();
    say("No huff: make your move.", true);
  };
  $("undo").onclick = async () => {
    if (!view) return;
    const last = view.moves[view.moves.length - 1];
    const n = last && seat(last.side) !== "human" && view.plies >= 2 ? 2 : 1;
    generation++;
    try { show(await api("POST", "/api/tables/" + view.id + "/undo", { turns: n })); say(""); } catch (e) { say(e.message); }
  };
  $("flip").onclick = () => { flip = !flip; refresh(); };
  $("live").onclick = () => showPly(view.plies);
  for (const s of [0, 1]) $("seat" + s).onchange = () => { if (view) { render(); maybeAgent(); } };
  $("copy-fen").onclick = async () => {
    const f = $("fen");
    try { await navigator.clipboard.writeText(f.value); say("FEN copied.", true); }
    catch (_) { f.select(); document.execCommand("copy"); say("FEN selected and copied.", true); }
  };
  $("set-fen").onclick = async () => {
    generation++;
    try { show(await api("POST", "/api/tables/" + view.id + "/fen", { fen: $("fen").value })); say("Position set.", true); }
    catch (e) { say(e.message); }
  };
  $("pdn-file").onchange = async (ev) => {
    const file = ev.target.files[0];
    if (!file) return;
    generation++;
    try { show(await api("POST", "/api/tables/" + view.id + "/pdn", { pdn: await file.text() })); say("Game loaded.", true); }
    catch (e) { say(e.message); }
    ev.target.value = "";
  };
}

async function start() {
  wire();
  try {
    games = await (await fetch("/api/games")).json();
  } catch (e) { return say("cannot read the games: " + e.message); }
  const sel = $("game");
  for (const g of games) sel.add(new Option(g.name + (g.error ? " (cannot be read)" : ""), g.id));
  const params = new URLSearchParams(location.search);
  const wanted = params.get("game");
  const first = games.find((g) => g.id === wanted) || games.find((g) => g.id === "dum-blas") || games[0];
  if (first) sel.value = first.id;
  fillChoices();
  await newGame(params.get("fen"));
}

start();
