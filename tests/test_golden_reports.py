"""Golden report tests (after Exercism's runner): one folder per scenario, the expected JSON beside it.

Volatile fields (timings, the sandbox's name) are dropped before comparing. To regenerate after a
deliberate change: ``UPDATE_GOLDEN=1 pytest tests/test_golden_reports.py`` and review the diff.
"""

import json
import os
from pathlib import Path

import pytest

from grader.engine import grade

GOLDEN = Path(__file__).parent / "golden"
SCENARIOS = sorted(p.name for p in GOLDEN.iterdir() if (p / "submission.py").is_file())
VOLATILE = {"elapsed_s", "sandbox"}


def stable(report_json: str) -> dict:
    data = json.loads(report_json)
    for key in VOLATILE:
        data.pop(key, None)
    for case in data["cases"]:
        for key in VOLATILE:
            case.pop(key, None)
    return data


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_report_matches_golden(scenario):
    folder = GOLDEN / scenario
    report = grade("softmax", (folder / "submission.py").read_bytes())
    got = stable(report.to_json())
    expected_file = folder / "expected.json"
    if os.environ.get("UPDATE_GOLDEN"):
        expected_file.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    assert expected_file.is_file(), f"no expected.json for {scenario}: run with UPDATE_GOLDEN=1 once and review it"
    expected = json.loads(expected_file.read_text(encoding="utf-8"))
    assert got == expected


def test_scenarios_cover_the_issue_list():
    assert {"syntax_error", "wrong_shape", "nan_output", "exception", "partial_pass", "stub_untouched"} <= set(SCENARIOS)


@pytest.mark.parametrize("scenario,verdict,diagnosis", [
    ("syntax_error", "syntax_error", []),
    ("wrong_shape", "wrong_shape", []),
    ("nan_output", "non_finite", ["forgot_max_subtraction"]),
    ("exception", "runtime_error", []),
    ("partial_pass", "wrong_answer", ["ignored_axis"]),
    ("stub_untouched", "not_implemented", []),
    ("returns_none", "invalid_output", []),
    ("modifies_input", "wrong_answer", ["modified_input"]),
])
def test_scenario_verdicts(scenario, verdict, diagnosis):
    report = grade("softmax", (GOLDEN / scenario / "submission.py").read_bytes())
    assert report.verdict == verdict
    if diagnosis:
        assert report.diagnosis[: len(diagnosis)] == diagnosis
    else:
        assert report.diagnosis == []
    if verdict != "accepted":
        assert 0.0 <= report.score < 1.0
