"""Answers to prompts: hit locations, damaged parts, fetters, a fumble's victim."""
from __future__ import annotations

from mypy_extensions import mypyc_attr

from ..commands import FETTERS, LOCATION, PARTS, TARGET, VICTORY
from ..limits import MADNESS_MAX
from ..narration import fetter_target, location_text
from ..tables import fetter_word


from vtt.core.errors import MalformedCommandError, Phrase, Term
from vtt.core.records import Command

from ..state import Battle, DamageFrame, Prompt

from .gm import GmMixin
from .queries import _chooser, _ev, illegal, prompt_damage


@mypyc_attr(allow_interpreted_subclasses=True)
class ChoiceMixin(GmMixin):
    # =====================================================================================
    # choose: answers to prompts
    # =====================================================================================
    def _prompt_for(self, b: Battle, c: Command) -> Prompt:
        if not b.prompts:
            illegal("選択 (choice)", "Nobody has a choice to make right now")
        for pr in b.prompts:
            if pr.chooser == c.actor:
                return pr
        pr = b.prompts[0]
        illegal("選択 (choice)", "It is {who}'s choice ({choice})", who=_chooser(b, pr),
                choice=Term("prompt", pr.kind, pr.text))

    def _verify_choose(self, b, c):
        pr = self._prompt_for(b, c)
        self._choice_value(b, pr, c)

    def _choice_value(self, b: Battle, pr: Prompt, c: Command):
        if pr.kind in ("location", "adjacent"):
            v = c.get(LOCATION)
            if v not in pr.options:
                raise MalformedCommandError(f"choose 'location': one of {', '.join(pr.options)}")
            return v
        if pr.kind == "victim":
            v = c.get(TARGET)
            if v not in pr.options:
                raise MalformedCommandError(f"choose 'target': one of {', '.join(pr.options)}")
            return v
        if pr.kind in ("parts", "madness_part"):
            v = c.get(PARTS)
            if isinstance(v, str):
                v = [v]
            p = b.fighters[pr.chooser]
            if not isinstance(v, list):
                raise MalformedCommandError(f"choose 'parts': a list of {pr.count} part(s) from "
                                            f"{', '.join(p.part(k).name + '=' + k for k in pr.options)}")
            keys = []
            for ref in v:
                part = None
                if isinstance(ref, str):
                    part = p.part(ref) if ref in pr.options else None
                    if part is None:
                        part = next((p.part(k) for k in pr.options
                                     if ref in (p.part(k).name, p.part(k).name_ja) and k not in keys), None)
                if part is None or part.key not in pr.options:
                    raise MalformedCommandError(f"{ref!r} is not one of the parts to choose from: "
                                                f"{', '.join(p.part(k).name + '=' + k for k in pr.options)}")
                keys.append(part.key)
            if len(set(keys)) != len(keys):
                illegal("ダメージ (damage)", "A part cannot be damaged twice")
            if len(keys) != pr.count:
                raise MalformedCommandError(f"choose exactly {pr.count} part(s), not {len(keys)}")
            return keys
        if pr.kind == "fetters":
            v = c.get(FETTERS)
            if isinstance(v, int):
                v = [v]
            p = b.fighters[pr.chooser]
            if not isinstance(v, list) or not all(isinstance(i, int) for i in v):
                raise MalformedCommandError("choose 'fetters': a list of fetter indices")
            if len(v) != pr.count:
                raise MalformedCommandError(f"place exactly {pr.count} madness point(s), not {len(v)}")
            add = {}
            for i in v:
                if not 0 <= i < len(p.fetters):
                    raise MalformedCommandError(f"fetter index {i} is not 0–{len(p.fetters) - 1}")
                add[i] = add.get(i, 0) + 1
            for i, n in add.items():
                if p.fetters[i].madness + n > MADNESS_MAX:
                    illegal("狂気点 (madness)", "{name}'s fetter to {target} holds at most 4 (it has {madness})",
                            name=p.label, target=fetter_target(b, p.fetters[i].target), madness=p.fetters[i].madness)
            return v
        if pr.kind == "victory":
            v = c.get(VICTORY)
            if not isinstance(v, bool):
                raise MalformedCommandError("choose 'victory': true (it counts as a victory) or false")
            return v
        raise RuntimeError(pr.kind)

    @staticmethod
    def _place_madness(b, who, fetters, events) -> None:
        """A madness point on each fetter listed (an index once per point)."""
        for i in fetters:
            who.fetters[i].madness += 1
            fet = who.fetters[i]
            _ev(events, "madness_gained",
                Phrase("{name}: +1 madness on her fetter to {target} ({madness}) — mad: {effect}", name=who.label,
                       target=fetter_target(b, fet.target), madness=fet.madness, effect=fetter_word(fet.mad_effect or fet.emotion)) if fet.mad
                else Phrase("{name}: +1 madness on her fetter to {target} ({madness})", name=who.label,
                            target=fetter_target(b, fet.target), madness=fet.madness),
                actor=who.id, fetter=i, madness=fet.madness, mad=fet.mad)

    def _do_choose(self, b, c, dice, events):
        pr = self._prompt_for(b, c)
        v = self._choice_value(b, pr, c)
        b.prompts.remove(pr)
        if pr.kind == "victory":
            self._answer_victory(b, v, events)
            return
        who = b.fighters[pr.chooser]
        if pr.kind in ("location", "adjacent"):
            f = _damage(b, pr)
            f.location = v
            _ev(events, "location_chosen", Phrase("{name} chooses where the hit lands: {location}", name=who.label,
                                                  location=Term("location", v, location_text(v))),
                actor=who.id, location=v)
        elif pr.kind == "victim":
            f = _damage(b, pr)
            f.target = v
            _ev(events, "victim_chosen", Phrase("The fumble hits {name}", name=b.fighters[v].label),
                actor=who.id, target=v)
        elif pr.kind == "parts":
            f = _damage(b, pr)
            t = b.fighters[f.target or ""]
            for k in v:
                self._damage_part(b, t, t.part(k), f.timing_used, events)
        elif pr.kind == "madness_part":
            self._damage_part(b, who, who.part(v[0]), "madness", events, why="madness check fumble")
        elif pr.kind == "fetters":
            self._place_madness(b, who, v, events)
            if "overflow" in pr.options:
                self._heart_break(b, who, events)

        if b.phase == "round_end" and not b.prompts and not b.stack:
            self._new_round(b, events)


def _damage(b: Battle, pr: Prompt) -> DamageFrame:
    """The damage frame a prompt about a hit decides."""
    f = prompt_damage(b, pr)
    assert f is not None
    return f
