"""The stub's docstring in the learner's language (exercises/prompts/<id>.stub.<lang>.md).

Every exercise of the built-in pack and of packs/attention_variants has a Chinese docstring that names
its function's parameters; ``Exercise.stub("zh")`` is the same function with only that docstring
changed; a pack without translations (or a language without one) falls back to the English file; a
broken translation is refused by the loader and by ``grader validate``, naming the file; the app starts
a new draft from ``stub(lang)`` and never replaces an existing one.
"""

from __future__ import annotations

import ast
import inspect
import re
import shutil
from pathlib import Path

import pytest

from grader.pack import PackError, load_pack
from grader.packs.static_checks import find_function, parameters, signature_text, static_checks
from grader.stub_doc import StubDocError, localized_stub, stub_doc_path
from tests.app_helpers import ROOT, db, editor, new_app, open_exercise  # noqa: F401  (db: fixture)

VARIANTS = ROOT / "packs" / "attention_variants"
HAN = re.compile(r"[\u4e00-\u9fff]")


def _exercises():
    return [(root, ex) for root in (ROOT, VARIANTS) for ex in load_pack(root).ordered()]


EXERCISES = _exercises()
IDS = [f"{root.name}:{ex.id}" for root, ex in EXERCISES]


@pytest.mark.parametrize("root,ex", EXERCISES, ids=IDS)
def test_every_exercise_has_a_chinese_stub_docstring_naming_its_parameters(root, ex):
    path = stub_doc_path(root, ex.id, "zh")
    assert path.is_file(), f"no {path.relative_to(root)}"
    doc = path.read_text(encoding="utf-8")
    assert len(HAN.findall(doc)) >= 10, "the translation is not Chinese"
    fn = find_function(ast.parse(ex.stub_source()), ex.function)
    names, _ = parameters(fn)
    missing = [n for n in names if not re.search(rf"(?<![A-Za-z0-9_]){re.escape(n)}(?![A-Za-z0-9_])", doc)]
    assert not missing, f"{path.name} does not name the parameter(s) {missing}"
    # what must stay exactly as in the English: the >>> examples and the paper years
    english = ast.get_docstring(fn)
    assert [ln.strip() for ln in english.splitlines() if ln.strip().startswith(">>>")] == \
        [ln.strip() for ln in doc.splitlines() if ln.strip().startswith(">>>")]
    assert re.findall(r"\b(?:19|20)\d\d\b", english) == re.findall(r"\b(?:19|20)\d\d\b", doc)


@pytest.mark.parametrize("root,ex", EXERCISES, ids=IDS)
def test_the_chinese_stub_is_the_same_function_with_only_its_docstring_changed(root, ex):
    en, zh = ex.stub_source(), ex.stub("zh")
    assert ex.stub("en") == en
    assert zh != en
    t_en, t_zh = ast.parse(en), ast.parse(zh)
    f_en, f_zh = find_function(t_en, ex.function), find_function(t_zh, ex.function)
    assert signature_text(f_zh) == signature_text(f_en)
    doc = stub_doc_path(root, ex.id, "zh").read_text(encoding="utf-8")
    assert ast.get_docstring(f_zh) == inspect.cleandoc(doc)
    assert HAN.search(ast.get_docstring(f_zh)) and not HAN.search(ast.get_docstring(f_en))
    # the rest of the module is the same tree, and the lines around the docstring the same text
    f_en.body[0].value.value = f_zh.body[0].value.value = ""
    assert ast.dump(t_zh) == ast.dump(t_en)
    head, tail = en.split('"""')[0], en.split('"""')[-1]
    assert zh.startswith(head.rstrip() + "\n") or zh.startswith(head)
    assert zh.endswith(tail)
    # it runs like the English stub: the function exists and raises NotImplementedError
    space: dict = {}
    exec(compile(zh, f"{ex.id}.py", "exec"), space)  # noqa: S102 - our own stub
    with pytest.raises(NotImplementedError):
        names, _ = parameters(f_en)
        space[ex.function](*[None] * len(names))


def test_pytest_exercises_keeps_the_english_stub_files():
    for root, ex in EXERCISES:
        assert not HAN.search(ex.stub_path.read_text(encoding="utf-8")), ex.stub_path


def test_a_pack_without_translations_falls_back_to_english(tmp_path):
    pack = tmp_path / "p"
    shutil.copytree(VARIANTS, pack)
    for p in (pack / "exercises" / "prompts").glob("*.stub.*.md"):
        p.unlink()
    for ex in load_pack(pack).ordered():
        assert ex.stub_docs == {}
        assert ex.stub("zh") == ex.stub_source() == ex.stub("en") == ex.stub("fr")
    assert static_checks(pack).problems == []


def test_a_broken_translation_is_named_by_validate_and_the_learner_gets_the_english_stub(tmp_path):
    pack = tmp_path / "p"
    shutil.copytree(VARIANTS, pack)
    bad = pack / "exercises" / "prompts" / "alibi_bias.stub.zh.md"
    bad.write_text('斜率 """ 结束\n', encoding="utf-8")
    ex = load_pack(pack).get("alibi_bias")
    assert ex.stub("zh") == ex.stub_source()
    probs = [str(p) for p in static_checks(pack).problems]
    assert len(probs) == 1 and probs[0].startswith(
        "exercises/prompts/alibi_bias.stub.zh.md: cannot be the docstring of alibi_bias() in exercises/alibi_bias.py")
    bad.write_text("", encoding="utf-8")
    assert "is empty" in str(static_checks(pack).problems[0])
    bad.write_bytes(b"\xff\xfe not utf-8")
    assert "exercises/prompts/alibi_bias.stub.zh.md" in str(static_checks(pack).problems[0])
    with pytest.raises(PackError) as err:  # unreadable: the loader names it too
        load_pack(pack)
    assert [p.file for p in err.value.problems] == ["exercises/prompts/alibi_bias.stub.zh.md"]


def test_a_learners_own_code_in_the_stub_file_still_loads(tmp_path):
    """In a learner's clone exercises/<id>.py is their code (no docstring, any shape): the pack loads,
    ``pytest exercises`` grades it, and stub("zh") is simply that file."""
    pack = tmp_path / "p"
    shutil.copytree(VARIANTS, pack)
    mine = "import numpy as np\n\n\ndef alibi_slopes(num_heads):\n    return np.ones(num_heads)\n"
    (pack / "exercises" / "alibi_slopes.py").write_text(mine, encoding="utf-8")
    ex = load_pack(pack).get("alibi_slopes")
    assert ex.stub("zh") == mine


STUB = 'import numpy as np\n\n\ndef f(x, axis=-1):\n    """English.\n\n    Args:\n        x: an array.\n    """\n    raise NotImplementedError\n'


def test_localized_stub_replaces_only_the_docstring():
    out = localized_stub(STUB, "f", "中文。\n\n参数：\n    x: 数组。\n")
    assert out == ('import numpy as np\n\n\ndef f(x, axis=-1):\n    """中文。\n\n    参数：\n        x: 数组。\n    """\n'
                   '    raise NotImplementedError\n')
    # written indented as in the source reads the same
    assert localized_stub(STUB, "f", "中文。\n\n    参数：\n        x: 数组。\n") == out
    # a backslash is shown as typed (a raw docstring), never read as an escape
    raw = localized_stub(STUB, "f", "缩放 \\sqrt{d_k}\\n")
    assert 'r"""缩放 \\sqrt{d_k}\\n' in raw
    assert ast.get_docstring(find_function(ast.parse(raw), "f")).rstrip() == "缩放 \\sqrt{d_k}\\n"
    for source, doc, why in [(STUB, 'x """ y', '"""'), (STUB, "  \n", "empty"), (STUB, "文", None),
                             ("def f(x):\n    return x\n", "文", "no docstring"),
                             ("def g(x):\n    'doc'\n", "文", "no top-level function"),
                             ("def f(x:\n", "文", "does not parse")]:
        if why is None:
            assert localized_stub(source, "f", doc)
            continue
        with pytest.raises(StubDocError, match=re.escape(why)):
            localized_stub(source, "f", doc)


# ------------------------------------------------------------------ the app


def _zh(at):
    at.button_group[0].set_value("zh").run()
    assert not at.exception, at.exception
    return at


def test_the_app_in_chinese_starts_a_new_draft_from_the_chinese_stub(db):
    ex = load_pack(ROOT).get("softmax")
    at = open_exercise(_zh(new_app()), "softmax")
    assert editor(at).value == ex.stub("zh")
    assert "数值稳定" in editor(at).value and "def softmax(x, axis=-1):" in editor(at).value


def test_an_existing_draft_is_never_replaced_and_a_language_switch_does_not_touch_it(db):
    ex = load_pack(ROOT).get("attention_scores")
    at = open_exercise(new_app(), "attention_scores")
    assert editor(at).value == ex.stub("en")  # English learner: the English stub
    editor(at).set_value("# mine\n" + ex.stub("en")).run()
    _zh(at)
    assert editor(at).value == "# mine\n" + ex.stub("en")
    at2 = open_exercise(new_app(), "attention_scores")  # a new session in Chinese: the stored draft
    assert at2.session_state["lang"] == "zh"
    assert editor(at2).value == "# mine\n" + ex.stub("en")


def test_the_mock_interview_in_chinese_starts_from_the_chinese_stub(db):
    from streamlit.testing.v1 import AppTest

    from tests.app_helpers import TIMEOUT

    at = AppTest.from_file(str(ROOT / "app_pages" / "mock_interview.py"), default_timeout=TIMEOUT)
    at.session_state["lang"] = "zh"
    at.session_state["profile"] = "mock-zh"
    at.run()
    at.number_input(key="mock_nq").set_value(0)
    at.number_input(key="mock_ne").set_value(1)
    at.button[0].click().run()
    assert not at.exception, at.exception
    run = at.session_state["mock_run"]
    (item,) = run.items
    code = at.text_area(key=f"mock-code-{run.seed}-0").value
    assert code == load_pack(ROOT).get(item.exercise_id).stub("zh")
    assert HAN.search(code)
