"""The favor (寵愛) table: what a doll may buy with favor after a session, applied to her doll file."""
from __future__ import annotations

from vtt.core.errors import IllegalCommandError, MalformedCommandError

from .models import DollFile, Fetter, Options

KARMA_FAVOR = 2     # favor per karma achieved

# choice -> (cost, Japanese, English). Costs follow 001; 000 charges 2 for changing a fetter (option).
FAVOR_TABLE = {
    "change_fetter": (1, "未練の内容1つを任意のものに変更する(たからものへの未練は不可)",
                      "Change the content of a fetter (not the treasure's)"),
    "erase_fetter": (2, "「他の姉妹」「たからもの」以外の未練1つを削除する", "Erase a fetter not to a sister or the treasure"),
    "new_fetter": (2, "新たな未練を獲得する(NCの許可が必要)", "Gain a new fetter (with the NC's permission)"),
    "remove_madness": (4, "自身の狂気点1点を減少させる", "Remove 1 madness point"),
    "repair_basic": (4, "損傷している基本パーツ1つを修復する", "Repair a damaged basic part"),
    "repair_reinforcement": (6, "損傷している強化パーツ1つを修復する", "Repair a damaged reinforcement part"),
    "learn_skill": (10, "ポジションかクラスの未習得スキルを1つ習得する", "Learn a skill of your position or class"),
    "raise_reinforcement": (10, "強化値を+1する(最大9)", "Raise a reinforcement value by 1 (max 9)"),
    "learn_other_skill": (20, "他のポジション・クラスのスキルを1つ習得する", "Learn a skill of another position or class"),
}


def favor_cost(choice: str, options: Options = Options()) -> int:
    if choice not in FAVOR_TABLE:
        raise MalformedCommandError(f"unknown favor choice {choice!r}; use one of {', '.join(FAVOR_TABLE)}")
    if choice == "change_fetter":
        return options.favor_fetter_change_cost
    return FAVOR_TABLE[choice][0]


def spend_favor(doll: DollFile, choice: str, options: Options = Options(), *, fetter: int | None = None,
                part: int | None = None, emotion: str = "", target: str = "", mad_effect: str = "",
                category: str = "", sisters=()) -> DollFile:
    """A copy of ``doll`` with the purchase applied and its favor reduced; raises with the rule if not allowed.
    ``sisters``: names of the other dolls (their fetters cannot be erased). Skills are recorded in
    the notes (the program does not model skill lists)."""
    cost = favor_cost(choice, options)
    if doll.favor < cost:
        raise IllegalCommandError("寵愛 (favor)", f"{doll.name} has {doll.favor} favor; {choice} costs {cost}")
    d = doll.model_copy(deep=True)
    d.favor -= cost

    def the_fetter() -> Fetter:
        if fetter is None or not 0 <= fetter < len(d.fetters):
            raise MalformedCommandError(f"choose a fetter 0–{len(d.fetters) - 1}")
        return d.fetters[fetter]

    if choice == "change_fetter":
        f = the_fetter()
        if f.treasure:
            illegal = "The fetter to the treasure cannot be changed"
            raise IllegalCommandError("寵愛 (favor)", illegal)
        if not emotion:
            raise MalformedCommandError("give the new 'emotion'")
        f.emotion, f.mad_effect = emotion, mad_effect or f.mad_effect
    elif choice == "erase_fetter":
        f = the_fetter()
        if f.treasure or f.target in set(sisters):
            raise IllegalCommandError("寵愛 (favor)", "Fetters to a sister or the treasure cannot be erased")
        d.fetters.pop(fetter)
    elif choice == "new_fetter":
        if len(d.fetters) >= 6:
            raise IllegalCommandError("未練 (fetters)", f"{d.name} already has six fetters, the most a doll can have")
        if not target or not emotion:
            raise MalformedCommandError("give the new fetter's 'target' and 'emotion'")
        d.fetters.append(Fetter(target=target, emotion=emotion, madness=3, mad_effect=mad_effect))
    elif choice == "remove_madness":
        f = the_fetter()
        if f.madness <= 0:
            raise IllegalCommandError("狂気点 (madness)", f"The fetter to {f.target} has no madness to remove")
        f.madness -= 1
    elif choice in ("repair_basic", "repair_reinforcement"):
        if part is None or not 0 <= part < len(d.parts):
            raise MalformedCommandError(f"choose a part 0–{len(d.parts) - 1}")
        p = d.parts[part]
        want_basic = choice == "repair_basic"
        if not p.damaged:
            raise IllegalCommandError("修復 (repair)", f"【{p.name}】 is not damaged")
        if p.category == "treasure":
            raise IllegalCommandError("修復 (repair)", "A damaged treasure cannot be repaired")
        if (p.category == "basic") != want_basic:
            raise IllegalCommandError("寵愛 (favor)", f"【{p.name}】 is {'not ' if want_basic else ''}a basic part")
        p.damaged = False
    elif choice == "raise_reinforcement":
        if category not in ("armament", "mutation", "modification"):
            raise MalformedCommandError("give 'category': armament, mutation or modification")
        value = getattr(d.reinforcement, category)
        if value >= 9:
            raise IllegalCommandError("寵愛 (favor)", f"{category} is already 9")
        setattr(d.reinforcement, category, value + 1)
    else:
        d.notes = (d.notes + "\n" if d.notes else "") + f"favor: {FAVOR_TABLE[choice][2]} ({target or emotion})"
    return d
