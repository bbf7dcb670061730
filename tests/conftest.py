"""The project's own suite: one marker for the optional external corpus.

Some tests also run on a corpus handed to the project beside the checkout (``../shared/cases``:
known-right/known-wrong submissions and public bug reports, hostile files). They are marked
``external_corpus``. Without that folder they are deselected and summarised in one line
("external corpus not present: N tests skipped"); everything else the suite needs lives in
``tests/`` (``tests/data``, ``tests/hostile``, ``tests/golden``) and ``solutions/``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from services import pg_database, postgres_server, postgres_url, redis_url  # noqa: F401  (fixtures: throwaway Redis and PostgreSQL, tests/services.py)

ROOT = Path(__file__).resolve().parent.parent
EXTERNAL_CORPUS = ROOT.parent / "shared" / "cases"

_deselected: list[str] = []


def external_corpus_present() -> bool:
    return EXTERNAL_CORPUS.is_dir()


def pytest_configure(config):
    config.addinivalue_line("markers", "external_corpus: reads the optional corpus beside the checkout "
                                       "(../shared/cases); deselected, with one summary line, when it is absent")


def pytest_collection_modifyitems(config, items):
    if external_corpus_present():
        return
    keep, drop = [], []
    for item in items:
        (drop if item.get_closest_marker("external_corpus") else keep).append(item)
    if drop:
        _deselected.extend(i.nodeid for i in drop)
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_report_header(config):
    if not external_corpus_present():
        return "external corpus: not present (../shared/cases): its tests are left out"
    return f"external corpus: {EXTERNAL_CORPUS}"


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if _deselected:
        n = len(_deselected)
        terminalreporter.write_line(f"external corpus not present (../shared/cases beside the checkout): "
                                    f"{n} test{'' if n == 1 else 's'} skipped")
