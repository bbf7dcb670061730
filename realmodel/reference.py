"""The trusted reference attention: the repository's ``solutions/`` files, or the private fallback.

``reference_plug(kind)`` returns an :class:`~realmodel.attention.AttentionPlug` running
``solutions/scaled_dot_product_attention.py`` or ``solutions/multi_head_attention.py`` (the
exercises' reference implementations, imported in *this* trusted process). If that file does not
exist, the private implementation in :mod:`realmodel.attention` is used and ``plug.label`` says so.
Never call this from a learner's process.
"""

from __future__ import annotations

import importlib.util
import sys
from functools import lru_cache
from pathlib import Path

from . import attention as att

REPO_ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = REPO_ROOT / "solutions"


@lru_cache(maxsize=4)
def _load_solution(kind: str):
    path = SOLUTIONS / f"{kind}.py"
    if not path.is_file():
        return None
    # a composite reference imports its parts (from .softmax import softmax): load it as a member of
    # the pack's solutions package, as the grader does
    from grader.mutations import folder

    module = folder(REPO_ROOT).load(kind)
    fn = getattr(module, kind, None)
    if not callable(fn):
        raise ImportError(f"{path} defines no function {kind!r}")
    return fn


def reference_plug(kind: str) -> att.AttentionPlug:
    """The reference for ``kind`` (:data:`~realmodel.attention.SDPA` or :data:`~realmodel.attention.MHA`).

    Raises:
        ValueError: unknown kind.  ImportError: the solutions file exists but is broken.
    """
    if kind not in att.KINDS:
        raise ValueError(f"kind must be one of {att.KINDS}, got {kind!r}")
    fn = _load_solution(kind)
    if fn is not None:
        return att.AttentionPlug(kind, fn, f"solutions/{kind}.py")
    private = att.multi_head_attention if kind == att.MHA else att.scaled_dot_product_attention
    return att.AttentionPlug(kind, private, f"realmodel.attention.{kind} (solutions/{kind}.py not found)")
