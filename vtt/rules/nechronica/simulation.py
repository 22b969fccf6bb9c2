"""What the encounter simulator reports of a Nechronica battle: per doll what she lost, per attacker what
it destroyed (vtt.sim.simulator asks these through the registry)."""
from __future__ import annotations

from collections import Counter


class BattleTally:
    """Reads the events as they happen: who destroyed what, and how much madness each doll took."""

    __slots__ = ("damage_by", "madness", "_attacker", "_last_hit", "_damaged_before")

    def __init__(self, battle):
        self.damage_by: dict = {}
        self.madness: Counter = Counter()
        self._attacker = None           # roller of the attack check being resolved
        self._last_hit: dict = {}       # target -> attacker of the last damage she took
        self._damaged_before = {p.id: sum(1 for x in p.parts if x.damaged) for p in battle.dolls()}

    def _credit(self, who, key, n=1):
        if who is None:
            return
        d = self.damage_by.setdefault(who, {"parts": 0, "bodies": 0})
        d[key] += n

    def __call__(self, events):
        for e in events:
            t = e.type
            if t == "check_rolled":
                if e.data["kind"] == "attack":
                    self._attacker = e.data["actor"]
            elif t == "damage":
                self._last_hit[e.data["target"]] = e.data["attacker"]
            elif t == "part_damaged":
                if e.data.get("cause") in FUMBLES or e.data.get("override"):
                    continue            # her own fumble, or the GM's hand: nobody's attack
                self._credit(self._last_hit.get(e.data["actor"]), "parts")
            elif t == "bodies_lost":
                self._credit(self._attacker, "bodies", e.data["lost"])
            elif t == "madness_gained" or t == "rerolled":
                self.madness[e.data["actor"]] += 1

    def details(self, battle) -> dict:
        """The battle's figures for the report: per doll, and per attacker."""
        dolls = {}
        for p in battle.dolls():
            dolls[p.id] = {"parts_lost": sum(1 for x in p.parts if x.damaged) - self._damaged_before[p.id],
                           "madness_gained": self.madness[p.id], "destroyed": p.destroyed,
                           "heart_broken": p.heart_broken, "escaped": p.escaped}
        return {"dolls": dolls, "damage_by": self.damage_by}


#: the causes of a part's damage that are nobody's attack (event data "cause" of part_damaged)
FUMBLES = ("fumble with several dice", "madness check fumble")


class ReportTally:
    """The report's Nechronica figures, summed as the battles' details arrive (flat memory however
    many battles): per doll (means and rates), per attacker, the most damaging enemy."""

    def __init__(self, battle):
        # each one's names as the files give them: "name" (the English, or the only one) and "name_ja" where given
        self.names = {p.id: {"name": p.name, **({"name_ja": p.name_ja} if p.name_ja else {})}
                      for p in battle.fighters.values()}
        self.sides = {p.id: p.side for p in battle.fighters.values()}
        self.n = 0
        self.dolls: dict = {}            # id -> [parts_lost, madness_gained, destroyed, heart_broken] sums
        self.damage: dict = {}           # attacker -> [parts, bodies] sums

    def add(self, details: dict) -> None:
        self.n += 1
        for d, x in details["dolls"].items():
            row = self.dolls.setdefault(d, [0, 0, 0, 0])
            row[0] += x["parts_lost"]
            row[1] += x["madness_gained"]
            row[2] += x["destroyed"]
            row[3] += x["heart_broken"]
        for a, x in details["damage_by"].items():
            row = self.damage.setdefault(a, [0, 0])
            row[0] += x.get("parts", 0)
            row[1] += x.get("bodies", 0)

    def report(self) -> dict:
        n = self.n
        names, sides = self.names, self.sides
        dolls_out = {d: {**names.get(d, {"name": d}), "parts_lost_mean": row[0] / n, "madness_gained_mean": row[1] / n,
                         "destroyed_rate": row[2] / n, "heart_broken_rate": row[3] / n}
                     for d, row in self.dolls.items()}
        damage = {a: {**names.get(a, {"name": a}), "side": sides.get(a),
                      "parts_destroyed_mean": self.damage[a][0] / n, "bodies_destroyed_mean": self.damage[a][1] / n}
                  for a in sorted(self.damage)}
        enemy_ids = [a for a in damage if sides.get(a, "enemies") == "enemies"]
        most = max(enemy_ids, key=lambda a: (damage[a]["parts_destroyed_mean"], damage[a]["bodies_destroyed_mean"]),
                   default=None)
        return {"dolls": dolls_out, "damage_by": damage, "most_damaging_enemy": most}
