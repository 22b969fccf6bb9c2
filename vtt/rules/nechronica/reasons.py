"""Nechronica's sentences told in a language: why the rules refuse a command, what a pending decision
asks, why a typed dice command cannot be read and what happened (the events), for the GUI's status bar,
tooltips, flow panel, dice box and log and for `vtt play --lang ja`.

The engine and the dice module phrase them as English templates with fields (vtt.core.errors.Phrase);
their translations sit in the Nechronica catalog (resources/locale/<lang>/LC_MESSAGES/nechronica.po,
falling back to the core's vtt.po). A field's value may itself be a Phrase (an optional part of the
sentence, told too), a Term (a word of the game: an area, a timing, a location, a check's kind or outcome,
a battle's outcome, told from the catalog by its kind and key) or a list. A translation may use fewer
fields than its English: the Japanese log says less than the English in places (a maneuver's effect, a
GM override's reason). A sentence without a translation is told in English."""
from __future__ import annotations

from vtt.core.errors import InvalidValueError, Phrase, Term
from vtt.core.files import describe_validation_error, error_location
from vtt.core.i18n import NC_, catalog

#: Nechronica's sentences and words in every language
CATALOG = catalog("nechronica")

# The words of the game its Terms name, marked for the catalog (their English is each Term's own):
#: a battle's phase
PHASES = (NC_("phase", "setup"), NC_("phase", "battle"), NC_("phase", "round_end"), NC_("phase", "ended"))
#: what a pending decision (Prompt.kind) is about
PROMPTS = (NC_("prompt", "location"), NC_("prompt", "parts"), NC_("prompt", "fetters"), NC_("prompt", "victim"),
           NC_("prompt", "adjacent"), NC_("prompt", "madness_part"), NC_("prompt", "victory"))
#: a file's or form's fields, for where a value is not allowed (validation_text)
FIELDS = (NC_("field", "name"), NC_("field", "name_ja"), NC_("field", "name_en"), NC_("field", "position"),
          NC_("field", "main_class"), NC_("field", "sub_class"), NC_("field", "reinforcement"), NC_("field", "armament"),
          NC_("field", "mutation"), NC_("field", "modification"), NC_("field", "area"), NC_("field", "base_ap"),
          NC_("field", "basic_parts"), NC_("field", "parts"), NC_("field", "fetters"), NC_("field", "karma"),
          NC_("field", "memory_fragments"), NC_("field", "favor"), NC_("field", "notes"), NC_("field", "kind"),
          NC_("field", "threat"), NC_("field", "bodies"), NC_("field", "id"), NC_("field", "location"),
          NC_("field", "timing"), NC_("field", "cost"), NC_("field", "range"), NC_("field", "effect"),
          NC_("field", "effect_en"), NC_("field", "category"), NC_("field", "level"), NC_("field", "damaged"),
          NC_("field", "dice"), NC_("field", "target"), NC_("field", "emotion"), NC_("field", "madness"),
          NC_("field", "mad_effect"), NC_("field", "treasure"), NC_("field", "schema_version"),
          NC_("field", "portrait"), NC_("field", "image"), NC_("field", "zoom"))
ENEMY_KINDS = (NC_("enemy_kind", "legion"), NC_("enemy_kind", "horror"), NC_("enemy_kind", "savant"))
#: pydantic's own checks, by error type, told with its context's fields (another type: pydantic's English)
PYDANTIC_CHECKS = (NC_("pydantic", "missing"), NC_("pydantic", "string_too_short"), NC_("pydantic", "string_type"),
                   NC_("pydantic", "int_parsing"), NC_("pydantic", "int_type"), NC_("pydantic", "int_from_float"),
                   NC_("pydantic", "bool_parsing"), NC_("pydantic", "bool_type"),
                   NC_("pydantic", "greater_than_equal"), NC_("pydantic", "less_than_equal"),
                   NC_("pydantic", "greater_than"), NC_("pydantic", "less_than"), NC_("pydantic", "too_long"),
                   NC_("pydantic", "literal_error"), NC_("pydantic", "extra_forbidden"), NC_("pydantic", "list_type"),
                   NC_("pydantic", "model_type"))
_PYDANTIC_FIELDS = ("ge", "le", "gt", "lt", "max_length", "expected")
#: between two fields of where a value sits (parts, cost)
FIELD_SEPARATOR = Term("separator", NC_("separator", ", "))


def reason_text(template: str, fields: dict | None = None, lang: str = "en") -> str:
    """A reason or an event's sentence (an English template and its fields) in ``lang``."""
    return CATALOG.phrase_text(Phrase.of(template, fields or {}), lang)


def validation_text(error, lang: str = "en") -> str:
    """A file's or form's first invalid value (a pydantic ValidationError) as "where: why" in ``lang``.
    English is the file loader's wording ("parts.0.cost: cost 'x' is not a number"); another language names
    the fields and counts list items from 1 (パーツ1番目・コスト：コスト'x'が数値ではない)."""
    if lang == "en":
        return "{0}: {1}".format(*describe_validation_error(error))
    first = error.errors()[0]
    ctx = first.get("ctx") or {}
    cause = ctx.get("error")
    where = ""
    for step in error_location(error):
        if isinstance(step, int):
            where += CATALOG.tell(Phrase("item {number}", number=step + 1), lang)
        else:
            where += (CATALOG.tell(FIELD_SEPARATOR, lang) if where else "") + CATALOG.tell(Term("field", step), lang)
    pydantic = CATALOG.lookup(first.get("type", ""), lang, "pydantic")
    if isinstance(cause, InvalidValueError):
        why = reason_text(cause.template, cause.fields, lang)
    elif pydantic is not None:
        why = pydantic.format(**{k: ctx.get(k, "") for k in _PYDANTIC_FIELDS})
    else:
        why = first.get("msg", "")
    return CATALOG.tell(Phrase("{where}: {why}", where=where or Phrase("the whole file"), why=why), lang)


def refusal_text(why, lang: str = "en", rule: bool = False) -> str:
    """Why a command is refused (a vtt.core.session.Verdict, or a Phrase) in ``lang``; ``rule`` adds the
    verdict's rule in brackets, as the error's own message does."""
    text = reason_text(why.template, why.fields, lang)
    rule_name = getattr(why, "rule", "") if rule else ""
    return f"{text} [{rule_name}]" if rule_name else text
