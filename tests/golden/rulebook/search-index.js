// The laws of the rulebook, for search.js (a script, so that it loads from file://).
window.ARBITER_SEARCH = [
{"c": "mini", "h": "", "n": "Law 1", "s": "LEADS", "t": "If any player lead out of turn, his adversaries may call the card or a suit.", "u": "mini.html#law-1"},
{"c": "mini", "h": "", "n": "Law 2", "s": "LEADS", "t": "If the other three have followed, the trick is complete and the error cannot be rectified (vide Law 1).", "u": "mini.html#law-2"},
{"c": "mini", "h": "", "n": "Law 3", "s": "THE REVOKE", "t": "A revoke is established when the trick is turned and quitted.", "u": "mini.html#law-3"},
{"c": "mini", "h": "", "n": "Law 4", "s": "THE REVOKE", "t": "The penalty for a revoke: I. Is three tricks, at the option of the adversaries. II. Cannot be divided.", "u": "mini.html#law-4"},
{"c": "mini", "h": "", "n": "Law 5", "s": "THE REVOKE", "t": "Partners who consult about a penalty lose it, except for a revoke.", "u": "mini.html#law-5"},
{"c": "mini", "h": "", "n": "Law 6", "s": "THE REVOKE", "t": "No one can be compelled to revoke.", "u": "mini.html#law-6"},
{"c": "mini-child", "h": "", "n": "Law 1", "s": "LEADS", "t": "If any player lead out of turn, the card is called.", "u": "mini-child.html#law-1"},
{"c": "mini-child", "h": "", "n": "Law 7", "s": "", "t": "There is no penalty for a revoke.", "u": "mini-child.html#law-7"},
{"c": "mini-child", "h": "", "n": "Law 8", "s": "", "t": "A law that answers to the parent's Law 2.", "u": "mini-child.html#law-8"}
];
