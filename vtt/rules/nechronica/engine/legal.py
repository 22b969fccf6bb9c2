"""Legal commands: what a participant (or the GM) may issue now."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ..commands import (choose_fetters, choose_location, choose_parts, choose_target, choose_victory, next_count,
                        pass_, reroll, start, use, wait)
from ..limits import MADNESS_MAX

import itertools
from typing import Iterable

from vtt.core.session import accepts
from vtt.core.records import Command

from ..terms import AREAS, parse_range
from ..state import Battle, Participant, Part, Prompt

from .queries import can_act_now, part_usable, REACTION_TIMINGS, window_check


@mypyc_attr(allow_interpreted_subclasses=True)
class LegalMixin:
    # =====================================================================================
    # legal commands
    # =====================================================================================
    def legal_commands(self, b: Battle, actor: str | None) -> list[Command]:
        out: list[Command] = []
        if b.phase == "ended":
            return out
        if actor is None:
            for pr in b.prompts:               # the GM's own decision (whether an escape is a victory)
                if pr.chooser is None:
                    return self._choice_commands(b, pr, None)
            for c in (start(), next_count(), pass_()):
                if self._ok(b, c):
                    out.append(c)
            return out
        p = b.fighters.get(actor)
        if p is None:
            return out
        for pr in b.prompts:
            if pr.chooser == actor:
                out.extend(self._choice_commands(b, pr, actor))
                return out
        if b.prompts:
            return out
        if b.window is None and not b.stack:
            if b.phase == "battle" and can_act_now(b, p):
                w = wait(actor)
                if self._ok(b, w):
                    out.append(w)
                    for part in p.parts:
                        if part.timing in ("action", "rapid") and part_usable(b, p, part):
                            out.extend(self._use_commands(b, p, part))
            return out
        if b.window is not None:
            for part in p.parts:
                if part.timing in REACTION_TIMINGS and part_usable(b, p, part):
                    out.extend(self._use_commands(b, p, part))
            chk = window_check(b)
            if chk is not None and chk.roller == actor:
                for i, f in enumerate(p.fetters):
                    c = reroll(actor, i)
                    if self._ok(b, c):
                        out.append(c)
                        break
        return out

    def _ok(self, b, c) -> bool:
        return accepts(self, b, c)

    def _use_commands(self, b: Battle, p: Participant, part: Part) -> Iterable[Command]:
        fx = part.effects
        key = part.key
        candidates: list[Command] = []
        if fx.attack or fx.move_hinder or (not fx.automated and parse_range(part.range) not in ("self", "none")):
            for t in b.fighters.values():
                if t.id != p.id and not t.out:
                    candidates.append(use(p.id, key, target=t.id))
        elif fx.move:
            targets = [p] if parse_range(part.range) == "self" else [t for t in b.fighters.values() if not t.out]
            for t in targets:
                tgt = None if t.id == p.id else t.id
                for a in range(len(AREAS)):
                    if a != t.area and abs(a - t.area) <= fx.move:
                        candidates.append(use(p.id, key, target=tgt, to=AREAS[a]))
                candidates.append(use(p.id, key, target=tgt, escape=True))
        else:
            candidates.append(use(p.id, key))
        for c in candidates:
            if self._ok(b, c):
                yield c

    def _choice_commands(self, b: Battle, pr: Prompt, actor: str | None) -> list[Command]:
        if pr.kind == "victory":
            return [choose_victory(v) for v in pr.options]
        if pr.kind in ("location", "adjacent"):
            return [choose_location(actor, o) for o in pr.options]
        if pr.kind == "victim":
            return [choose_target(actor, o) for o in pr.options]
        if pr.kind in ("parts", "madness_part"):
            return [choose_parts(actor, list(combo))
                    for combo in itertools.islice(itertools.combinations(pr.options, pr.count), 200)]
        if pr.kind == "fetters":
            p = b.fighters[actor]
            opts = [o for o in pr.options if o != "overflow"]
            out = []
            for combo in itertools.islice(itertools.combinations_with_replacement(opts, pr.count), 200):
                counts = {i: combo.count(i) for i in set(combo)}
                if all(p.fetters[i].madness + n <= MADNESS_MAX for i, n in counts.items()):
                    out.append(choose_fetters(actor, list(combo)))
            return out
        return []
