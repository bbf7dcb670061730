"""The curriculum exercises beyond the core seven: the pack lists them in learning order, and the
learner-facing material (stub signatures and docstrings, prompts, hints, shape comments, the YAML)
exists in English and Chinese and is clean.

That every reference is accepted by its own cases, every stub is not_implemented, every known mistake
is rejected and named, and other correct styles are accepted is checked for every exercise of the
pack in tests/test_exercises_graded.py; the independent formulations (explicit loops, finite
differences, token-by-token decoding) are in tests/test_curriculum_independent.py.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import yaml

from grader.engine import get_pack

from exercise_checks import CORE, ROOT, reference_path, stub_path

CURRICULUM = [
    "dot_similarity",
    "cosine_similarity",
    "qkv_projection",
    "attention_scores",
    "scaling_experiment",
    "apply_mask",
    "residual_update",
    "unpack_qkv",
    "cross_attention",
    "layer_norm",
    "pre_ln_attention_block",
    "sinusoidal_positional_encoding",
    "apply_rope",
    "attend_with_cache",
    "grouped_query_attention",
    "online_softmax_attention",
    "softmax_backward",
    "scaled_dot_product_attention_backward",
]


# ------------------------------------------------------------------ the pack


def test_pack_lists_the_whole_curriculum_with_the_core_in_its_order():
    ids = get_pack().manifest.exercises
    assert set(CURRICULUM) <= set(ids)
    assert [i for i in ids if i in CORE] == list(CORE)
    # learning order: similarity before softmax, scores and masks before attention, projections before heads
    pos = {i: n for n, i in enumerate(ids)}
    assert pos["dot_similarity"] < pos["cosine_similarity"] < pos["softmax"]
    assert pos["attention_scores"] < pos["scaled_dot_product_attention"]
    assert pos["apply_mask"] < pos["scaled_dot_product_attention"]
    assert pos["qkv_projection"] < pos["multi_head_attention"]
    assert pos["multi_head_attention"] < pos["cross_attention"]
    assert pos["layer_norm"] < pos["pre_ln_attention_block"]
    assert pos["softmax_backward"] < pos["scaled_dot_product_attention_backward"]


# ------------------------------------------------------------------ learner-facing material


@pytest.mark.parametrize("exercise", CURRICULUM)
def test_stub_signature_matches_the_reference_and_has_a_docstring(exercise):
    def signature(path: Path):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == exercise)
        a = fn.args
        defaults = [ast.unparse(d) for d in a.defaults]
        return [x.arg for x in a.args], defaults, ast.get_docstring(fn)

    stub_args, stub_defaults, doc = signature(stub_path(exercise))
    ref_args, ref_defaults, _ = signature(reference_path(exercise))
    assert stub_args == ref_args and stub_defaults == ref_defaults
    assert doc and "Returns" in doc and "Source" in doc
    assert "raise NotImplementedError" in stub_path(exercise).read_text(encoding="utf-8")


@pytest.mark.parametrize("exercise", CURRICULUM)
def test_prompts_hints_and_public_cases_exist_in_both_languages(exercise):
    ex = get_pack().get(exercise)
    en, zh = ex.prompt("en"), ex.prompt("zh")
    assert en.startswith("# ") and zh.startswith("# ")
    assert "## " in en and "## " in zh
    assert f"`{exercise}(" in en and f"`{exercise}(" in zh  # the task names the function and its arguments
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh)
    assert len(ex.meta.hints) >= 3
    assert all(h.en.strip() and h.zh.strip() for h in ex.meta.hints)
    assert len(ex.meta.public_cases) >= 2
    assert all(c.description is not None for c in ex.meta.public_cases)


@pytest.mark.parametrize("exercise", CURRICULUM)
def test_reference_has_shape_comments_on_every_reshape(exercise):
    src = reference_path(exercise).read_text(encoding="utf-8")
    for line in src.splitlines():
        code = line.split("#")[0]
        if ".reshape(" in code or ".transpose(" in code:
            assert "#" in line and "(" in line.split("#", 1)[1], f"no shape comment: {line.strip()}"


def test_mistake_names_are_unique_across_an_exercise_and_yaml_is_clean():
    for exercise in CURRICULUM:
        data = yaml.safe_load((ROOT / "solutions" / f"{exercise}.yaml").read_text(encoding="utf-8"))
        names = [m["name"] for m in data["mistakes"]]
        assert len(names) == len(set(names)), exercise
        cases = [c["name"] for c in data["cases"]]
        assert len(cases) == len(set(cases)), exercise


def test_cli_json_survives_an_infinite_error():
    """A finite -1e9 where -inf is expected gives an infinite max_abs_error; --json must still print."""
    import json
    import subprocess
    import sys

    from exercise_checks import mistake_path

    path = mistake_path("apply_mask", "large_negative_constant")  # the declared mutation as one file
    proc = subprocess.run([sys.executable, "-m", "grader", "grade", "apply_mask", str(path), "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert proc.returncode == 1, proc.stderr
    report = json.loads(proc.stdout)
    assert report["verdict"] == "wrong_answer" and report["diagnosis"][0] == "large_negative_constant"
    assert "inf" in [c["max_abs_error"] for c in report["cases"]]
