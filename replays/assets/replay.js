// matchlog replay page: draws the board of one event from the interned views in the data
// block. Every text goes in through textContent, so no name in the data can become markup.
"use strict";
(() => {
  const D = JSON.parse(document.getElementById("matchlog-data").textContent);
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  };
  const byName = new Map(D.branches.map((b) => [b.name, b]));
  let branch = byName.get(D.start) || D.branches[0];
  let pos = 0;

  // ---- the board -------------------------------------------------------------------
  function card(index) {
    const c = D.cards[index];
    const e = el("div", "card");
    if (c.hidden) {
      e.classList.add("hidden");
      e.textContent = "?";
      e.title = "hidden";
      return e;
    }
    if (c.id !== undefined) e.dataset.id = c.id;
    e.dataset.name = c.name || "?";
    const head = el("div");
    head.append(el("span", "name", c.name || "?"));
    if (c.id !== undefined) head.append(el("span", "id", "#" + c.id));
    e.append(head);
    if (c.tags && c.tags.length) {
      const tags = el("div", "tags");
      for (const t of c.tags) tags.append(el("span", "tag", t));
      e.append(tags);
    }
    for (const a of c.attached || []) {
      const under = el("div", "attached");
      under.append(cardFrom(a));
      e.append(under);
    }
    return e;
  }

  function cardFrom(obj) { // attached cards are stored inline, not interned
    const key = D.cards.length;
    D.cards.push(obj);
    const e = card(key);
    D.cards.pop();
    return e;
  }

  // A long face-down zone seen omnisciently (a deck of 40) folds to one line until opened;
  // which zones are open is kept across steps.
  const FOLD_OVER = 12;
  const opened = new Set();

  function fold(box, key, shown) {
    if (shown <= FOLD_OVER) return null;
    const open = opened.has(key);
    box.classList.toggle("folded", !open);
    const b = el("button", "fold", open ? "fold" : "show all " + shown);
    b.addEventListener("click", () => {
      if (opened.has(key)) opened.delete(key); else opened.add(key);
      render();
    });
    return b;
  }

  function zone(index, seat) {
    const z = D.zones[index];
    const cards = z.cards || [];
    const row = el("div", "zone");
    row.dataset.zone = z.name;
    const count = Math.max(z.count || 0, cards.length);
    row.dataset.count = count;
    if (z.public === false) row.classList.add("private");
    row.append(el("div", "zone-name", z.name));
    const box = el("div", "cards");
    const hidden = cards.filter((i) => D.cards[i].hidden).length + (count - cards.length);
    row.dataset.hidden = hidden;
    if (count === 0) box.append(el("span", "empty", "—"));
    else if (hidden === count) box.append(el("span", "stack", count + " hidden"));
    else {
      for (const i of cards) box.append(card(i));
      if (count > cards.length) box.append(el("span", "stack", "+" + (count - cards.length) + " more"));
    }
    row.append(box);
    const toggle = z.public === false ? fold(box, seat + "/" + z.name, count - hidden) : null;
    if (toggle) row.append(toggle);
    return row;
  }

  function board(v) {
    const out = document.createDocumentFragment();
    const who = v.active !== undefined && v.active !== null ? ", seat " + v.active + " active" : "";
    out.append(el("p", "meta", "turn " + v.turn + who + " · " + v.step));
    if (v.status) out.append(el("p", "status", v.status));
    for (const s of v.seats) {
      const sec = el("section", "seat");
      sec.dataset.seat = s.seat;
      if (s.seat === v.active) sec.classList.add("active");
      const h = el("h3");
      h.append(el("span", "player", "seat " + s.seat + ": " + s.player));
      const stats = el("span", "stats");
      for (const [k, val] of Object.entries(s.stats || {})) {
        const st = el("span", "stat", (D.labels || {})[k] || k.replace(/_/g, " "));
        st.dataset.stat = k;
        st.append(el("b", null, val === "" ? "—" : val));
        stats.append(st);
      }
      h.append(stats);
      sec.append(h);
      for (const z of s.zones || []) sec.append(zone(z, s.seat));
      out.append(sec);
    }
    for (const n of v.notes || []) out.append(el("p", "notes", n));
    return out;
  }

  // ---- the event, its consequences, the audit marker and the pending decision -------
  function ruleWords(id) { return D.rules[id] ? id + " — " + D.rules[id] : id; }

  function finding(f) {
    const box = $("finding");
    box.replaceChildren();
    box.hidden = !f;
    if (!f) return;
    box.append(el("div", "rule", "illegal: " + f.rule));
    if (D.rules[f.rule]) box.append(el("div", "rule-text", D.rules[f.rule]));
    if (f.message) box.append(el("div", "message", f.message));
    box.append(el("div", "last-legal", "the board stays at the last legal position, event " + f.last_legal));
    if (f.alternatives && f.alternatives.length) {
      box.append(el("div", null, "legal instead:"));
      const ol = el("ol");
      ol.start = 0; // numbered as `matchlog options` numbers them
      for (const a of f.alternatives) ol.append(el("li", null, a));
      box.append(ol);
      if (f.more) box.append(el("div", null, "… and " + f.more + " more"));
    }
  }

  function pending(p) {
    const box = $("pending");
    box.replaceChildren();
    if (!p) return;
    if (p.over !== undefined) {
      box.append(el("b", null, "Over: " + p.over));
      if (p.scores) box.append(el("span", null, " · scores " + p.scores.join(" : ")));
    } else if (p.chance !== undefined) {
      box.append(el("span", null, "next: the dealer draws (" + p.chance + (p.why ? ", " + p.why : "") + ")"));
    } else {
      box.append(el("b", null, (p.who || "seat " + p.seat) + " to decide"));
      if (p.prompt) box.append(el("span", null, ": " + p.prompt));
      if (p.rule) box.append(el("div", "rule", ruleWords(p.rule)));
      if (p.options) {
        const ol = el("ol");
        ol.start = 0; // numbered as `matchlog options` and `decide N` number them
        for (const o of p.options) ol.append(el("li", null, o));
        box.append(ol);
        if (p.count > p.options.length) box.append(el("div", null, "… " + (p.count - p.options.length) + " more options"));
      } else {
        box.append(el("div", null, "its options are not shown to this seat"));
      }
    }
  }

  // ---- the timeline -----------------------------------------------------------------
  function timeline() {
    const ol = $("timeline");
    ol.replaceChildren();
    branch.frames.forEach((fi, i) => {
      const f = D.frames[fi];
      const li = el("li");
      li.dataset.seq = i;
      li.append(el("span", "n", "#" + f.seq));
      li.append(el("span", "text", f.text));
      li.title = (f.changes || []).join("\n");
      if (f.finding) {
        li.classList.add("illegal");
        li.append(el("span", "mark", "⚠ " + f.finding.rule));
        li.title = ruleWords(f.finding.rule);
      }
      li.addEventListener("click", () => go(i));
      ol.append(li);
    });
  }

  // ---- moving -----------------------------------------------------------------------
  function render() {
    const f = D.frames[branch.frames[pos]];
    document.body.dataset.seq = pos;
    document.body.dataset.branch = branch.name;
    $("seq").textContent = pos;
    $("slider").value = pos;
    $("event-text").textContent = "#" + f.seq + " " + f.actor + ": " + f.text;
    finding(f.finding);
    const ch = $("changes");
    ch.replaceChildren();
    for (const c of f.changes || []) ch.append(el("li", null, c));
    const b = $("board");
    b.replaceChildren(board(D.views[f.view]));
    if (f.event || f.digest) {
      const raw = el("details", "raw");
      raw.append(el("summary", null, "event and state digest"));
      if (f.event) raw.append(el("div", "event-json", f.event));
      if (f.digest) raw.append(el("div", "digest", "digest " + f.digest));
      b.append(raw);
    }
    pending(f.pending);
    const old = document.querySelector("#timeline li.current");
    if (old) old.classList.remove("current");
    const li = document.querySelector('#timeline li[data-seq="' + pos + '"]');
    if (li) {
      li.classList.add("current");
      li.scrollIntoView({ block: "nearest" });
    }
  }

  function hashFor(n) {
    return "#" + (branch.name === D.start ? "" : branch.name + ":") + "e" + n;
  }

  function go(n) {
    pos = Math.max(0, Math.min(branch.frames.length - 1, n));
    render();
    const h = hashFor(pos);
    if (location.hash === h) return;
    try { history.replaceState(null, "", h); } catch (err) { location.replace(h); }
  }

  function setBranch(name) {
    const b = byName.get(name);
    if (!b || b === branch) return false;
    branch = b;
    $("branch").value = name;
    $("slider").max = branch.frames.length - 1;
    $("head").textContent = branch.frames.length - 1;
    timeline();
    return true;
  }

  function fromHash() { // "#e57" on the first branch, "#what-if:e57" on another
    const m = /^#(?:([A-Za-z0-9._-]+):)?e(-?\d+)$/.exec(location.hash);
    if (!m) return false;
    setBranch(m[1] || D.start);
    const n = parseInt(m[2], 10);
    go(n < 0 ? branch.frames.length + n : n);
    return true;
  }

  // ---- wiring -----------------------------------------------------------------------
  $("title").textContent = D.game_title + " — " + D.title;
  $("who").textContent = D.as_seat === null ? "omniscient: every card shown"
    : "as seat " + D.as_seat + ": only what this seat may see";
  if (D.branches.length > 1) {
    for (const b of D.branches) {
      const o = el("option", null, b.parent ? b.name + " (from " + b.parent + " at #" + b.fork + ")" : b.name);
      o.value = b.name;
      $("branch").append(o);
    }
    $("branch-box").hidden = false;
  }
  $("branch").value = branch.name;
  $("slider").max = branch.frames.length - 1;
  $("head").textContent = branch.frames.length - 1;
  timeline();
  $("first").onclick = () => go(0);
  $("back").onclick = () => go(pos - 1);
  $("forward").onclick = () => go(pos + 1);
  $("last").onclick = () => go(branch.frames.length - 1);
  $("slider").addEventListener("input", (e) => go(parseInt(e.target.value, 10)));
  $("branch").addEventListener("change", (e) => { setBranch(e.target.value); go(pos); });
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLSelectElement || e.target === $("slider")) return;
    const to = { ArrowLeft: pos - 1, ArrowRight: pos + 1, Home: 0, End: branch.frames.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  });
  window.addEventListener("hashchange", fromHash);
  if (!fromHash()) go(0);
  document.body.dataset.ready = "1";
})();
