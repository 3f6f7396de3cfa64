// Search the rulebook as you type, offline: the laws come from search-index.js, a script
// that sets window.ARBITER_SEARCH (fetch() of a local JSON file fails under file://).
// Results are built with DOM nodes and textContent, never innerHTML.
(function () {
  "use strict";
  var laws = window.ARBITER_SEARCH || [];
  var input = document.getElementById("q");
  var box = document.getElementById("results");
  if (!input || !box) { return; }
  var MAX = 40;
  var hay = laws.map(function (e) {
    return (e.c + " " + e.n + " " + e.h + " " + e.s + " " + e.t).toLowerCase();
  });

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text) { node.textContent = text; }
    return node;
  }

  // A stretch of the text around the first word found, that word marked.
  function snippet(text, word) {
    var p = el("p", "snippet");
    var at = word ? text.toLowerCase().indexOf(word) : -1;
    if (at < 0) {
      p.textContent = text.length > 160 ? text.slice(0, 160) + " …" : text;
      return p;
    }
    var start = Math.max(0, at - 70);
    var end = Math.min(text.length, at + word.length + 90);
    p.appendChild(document.createTextNode((start > 0 ? "… " : "") + text.slice(start, at)));
    p.appendChild(el("mark", "", text.slice(at, at + word.length)));
    p.appendChild(document.createTextNode(text.slice(at + word.length, end) + (end < text.length ? " …" : "")));
    return p;
  }

  // "72", "law 72", "case vii": the law of that number ranks first.
  function rank(e, query) {
    var number = query.replace(/^(laws?|rules?|cases?|etiquette)\s+/, "");
    if (e.n.toLowerCase().split(" ").pop() === number) { return 2; }
    return (e.h + " " + e.s).toLowerCase().indexOf(query) >= 0 ? 1 : 0;
  }

  function run() {
    var query = input.value.trim().toLowerCase().replace(/\s+/g, " ");
    box.textContent = "";
    if (query.length < 2) { box.hidden = true; return; }
    var words = query.split(" ");
    var hits = [];
    for (var i = 0; i < laws.length; i++) {
      var all = true;
      for (var w = 0; w < words.length && all; w++) { all = hay[i].indexOf(words[w]) >= 0; }
      if (all) { hits.push(i); }
    }
    hits.sort(function (a, b) { return rank(laws[b], query) - rank(laws[a], query) || a - b; });
    var count = el("p", "count", hits.length === 0 ? "No law says that." :
      hits.length + (hits.length === 1 ? " law" : " laws") + (hits.length > MAX ? ", the first " + MAX + " shown" : ""));
    count.setAttribute("role", "status");
    box.appendChild(count);
    var list = el("ol", "hits");
    var word = words.filter(function (x) { return !/^(laws?|rules?|cases?)$/.test(x); })[0] || "";
    hits.slice(0, MAX).forEach(function (i) {
      var e = laws[i];
      var li = el("li");
      var a = el("a", "hit");
      a.href = e.u;
      a.appendChild(el("span", "hit-code", e.c));
      a.appendChild(el("strong", "hit-law", e.n));
      if (e.h) { a.appendChild(el("span", "hit-title", e.h)); }
      if (e.s) { a.appendChild(el("span", "hit-section", e.s)); }
      li.appendChild(a);
      li.appendChild(snippet(e.t, word));
      list.appendChild(li);
    });
    box.appendChild(list);
    box.hidden = false;
  }

  input.addEventListener("input", run);
  input.form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = box.querySelector("a.hit");
    if (first) { window.location.href = first.href; }
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape") { input.value = ""; run(); }
  });
  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!input.form.contains(target) || (target.closest && target.closest("a.hit"))) { box.hidden = true; }
  });
  input.addEventListener("focus", function () { if (input.value.trim().length >= 2) { run(); } });
}());
