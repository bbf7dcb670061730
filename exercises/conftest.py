"""Run `pytest exercises` to grade your own solutions (one test per case); `pytest exercises/softmax.py` for one."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from grader.pytest_plugin import collect_exercise_file  # noqa: E402


def pytest_collect_file(file_path, parent):
    return collect_exercise_file(file_path, parent)


def pytest_configure(config):
    config.addinivalue_line("markers", "public: a public case (inputs and expected values shown)")
    config.addinivalue_line("markers", "hidden: a hidden case (verdict and message only)")
    config.addinivalue_line("markers", "found: the counterexample search (inputs and expected values shown)")
