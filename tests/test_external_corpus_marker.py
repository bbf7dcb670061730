"""tests/conftest.py: without the optional external corpus beside the checkout, the tests marked
``external_corpus`` are left out and summarised in one line, not one skip line each."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_absent_corpus_is_one_line_not_n_skips(tmp_path: Path):
    root = tmp_path / "checkout"  # no checkout/../shared/cases here
    (root / "tests").mkdir(parents=True)
    shutil.copyfile(HERE / "conftest.py", root / "tests" / "conftest.py")
    shutil.copyfile(HERE / "services.py", root / "tests" / "services.py")  # the service fixtures it imports
    (root / "tests" / "test_x.py").write_text(
        "import pytest\n\n\n@pytest.mark.external_corpus\n@pytest.mark.parametrize('i', range(3))\n"
        "def test_needs_corpus(i):\n    assert False, 'must not run'\n\n\ndef test_own():\n    assert 1 + 1 == 2\n",
        encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=root,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout
    assert "external corpus not present (../shared/cases beside the checkout): 3 tests skipped" in r.stdout
    assert "1 passed, 3 deselected" in r.stdout and "skipped" not in r.stdout.splitlines()[-1]

    (tmp_path / "shared" / "cases").mkdir(parents=True)  # present: they run (and here fail, as written)
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=root,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "3 failed, 1 passed" in r.stdout
