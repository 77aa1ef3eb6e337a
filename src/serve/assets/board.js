// Clicks on the board: the marks of the current choice (movable and huffable pieces,
// the chosen piece, where it may go), a click matched against the legal turns the
// server sent, and why a click that matches none does not. Loaded before app.js, whose
// state (`view`, `pick`) and helpers these functions use.
"use strict";

// The legal turns that agree with the huff chosen (none chosen: the turns without one).
function turnsForHuff() {
  return view.legal.filter((t) => t.huff === pick.huff);
}

function matches() {
  return turnsForHuff().filter((t) => t.from === pick.from && pick.clicks.every((c) => t.landings.includes(c)));
}

function mark(selector, cls) {
  for (const el of document.querySelectorAll(selector)) el.classList.add(cls);
}

function sq(site) { return '#board .sq[data-site="' + site + '"]'; }
function pc(site) { return '#board .pc[data-site="' + site + '"]'; }

// Adds the marks of the current choice: movable pieces, huffable ones, the chosen
// piece, the squares it may reach, the candidates left.
function decorate() {
  const bar = $("huffbar");
  const cands = $("candidates");
  cands.hidden = true;
  bar.hidden = true;
  if (!humanToMove()) return;
  const v = view;
  const opp = v.players[1 - v.to_move];
  if (v.huffable.length) {
    bar.hidden = false;
    if (pick.huff === null) {
      $("huff-text").textContent = "Huff? " + opp + (v.huffable.length > 1 ? "'s pieces with a dashed red ring" : "'s piece with the dashed red ring") +
        " did not make the longest capture: click " + (v.huffable.length > 1 ? "one" : "it") + " to huff (remove) it, then move.";
      $("no-huff").textContent = "No huff";
      for (const s of v.huffable) mark(pc(s), "huffable");
    } else {
      $("huff-text").textContent = "Huffing " + opp + "'s piece on " + label(pick.huff) + ". Now make your move.";
      $("no-huff").textContent = "Cancel huff";
      mark(pc(pick.huff), "huffed");
    }
  }
  const turns = turnsForHuff();
  // A turn that starts nowhere on the picture (a pass) is offered as a button; one
  // from a hand starts at the hand's tray.
  const passes = turns.filter((t) => !document.querySelector('#board [data-site="' + t.from + '"]'));
  if (passes.length) offer(passes, "No move is possible:");
  if (pick.from === null) {
    for (const t of turns) mark(pc(t.from), "movable");
    return;
  }
  mark(sq(pick.from), "selected");
  const ms = matches();
  for (const t of ms) {
    for (const l of t.landings) {
      if (pick.clicks.includes(l)) continue;
      mark(sq(l), l === t.landings[t.landings.length - 1] ? "dest" : "via");
    }
  }
  for (const c of pick.clicks) mark(sq(c), "clicked");
  if (ms.length === 1) for (const c of ms[0].captured) mark(pc(c), "doomed");
}

function offer(list, why) {
  const cands = $("candidates");
  cands.innerHTML = "";
  cands.append(why + " ");
  for (const t of list) {
    const b = document.createElement("button");
    b.textContent = t.text;
    b.className = "candidate";
    b.onclick = () => playTurn(t);
    cands.append(b);
  }
  cands.hidden = false;
  fitBoard();
}

function reasonCannotMove() {
  const v = view;
  if (v.must_capture) {
    return v.best_capture > 1
      ? "That piece cannot move: a capture of " + v.best_capture + " pieces exists and must be made (the marked pieces can)."
      : "That piece cannot move: a capture is compulsory and this piece has none (the marked pieces can capture).";
  }
  return "That piece cannot move.";
}

function onSite(site) {
  if (!view) return;
  if (shownPly !== null) return say("This is a past position: click “Back to the game” to play.");
  if (view.result) return say("The game is over.");
  if (seat(view.to_move) !== "human") return say("It is " + view.players[view.to_move] + "'s turn, played by " + seat(view.to_move) + ".");
  say("");
  const piece = document.querySelector(pc(site));
  const owner = piece ? (piece.classList.contains("p0") ? 0 : 1) : null;
  // A click that carries the chosen move on, even onto a piece (the second piece a
  // capture takes in Yoté), is a step of that move.
  // A turn that only acts where it starts (a removal in place) is played by one click.
  if (pick.from === null) {
    const here = turnsForHuff().filter((t) => t.from === site);
    if (here.length === 1 && here[0].landings.every((l) => l === site)) return playTurn(here[0]);
  }
  const goesOn = pick.from !== null && site !== pick.from &&
    turnsForHuff().some((t) => t.from === pick.from && [...pick.clicks, site].every((c) => t.landings.includes(c)));
  if (owner !== null && owner !== view.to_move && !goesOn) {
    if (view.huffable.includes(site) && pick.from === null) {
      pick.huff = pick.huff === site ? null : site;
      render();
      if (pick.huff !== null) say("The piece on " + label(site) + " will be huffed. Now make your move.", true);
      return;
    }
    if (view.huffable.includes(site)) return say("Choose the huff before the move: click your piece again to let it go, then the piece to huff.");
    return say("That is " + view.players[owner] + "'s piece; " + view.players[view.to_move] + " is to move.");
  }
  if (owner === view.to_move && site !== pick.from && !goesOn) {
    if (!turnsForHuff().some((t) => t.from === site)) return say(reasonCannotMove());
    pick.from = site;
    pick.clicks = [];
    return render();
  }
  if (site === pick.from) {
    pick.from = null;
    pick.clicks = [];
    return render();
  }
  if (pick.from === null) return say("Click one of your pieces first (the movable ones have a green ring).");
  const before = pick.clicks.slice();
  pick.clicks.push(site);
  let ms = matches();
  if (!ms.length) {
    pick.clicks = before;
    return say("No legal move " + (view.labels[pick.from] ? "of the piece on " + label(pick.from) : "from the hand") + " goes there.");
  }
  const ending = ms.filter((t) => t.landings[t.landings.length - 1] === site);
  if (ending.length === ms.length) {
    if (ms.length === 1) return playTurn(ms[0]);
    render();
    return offer(ms, "Several captures end on " + label(site) + ": click a square the one you want passes through, or choose:");
  }
  render();
  if (ending.length) return offer(ending, "A capture may end here or go on: click a further landing, or choose:");
  if (ms.length === 1) {
    const t = ms[0];
    return say("Click " + label(t.landings[t.landings.length - 1]) + " to play " + t.text + ".", true);
  }
  say("Several captures pass here: click the next landing.", true);
}
