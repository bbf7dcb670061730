"""Locate the operation that turned a float32 input into a float64 result, by re-running the submission.

The submission is run once more, in its own sandboxed session like any grading call, on one public
case, through a small wrapper appended to its source: the float32 inputs are passed as a tracing
``ndarray`` subclass whose ``__array_ufunc__`` / ``__array_function__`` / ``astype`` hooks record the
first numpy operation whose operands include float32 and whose result is float64. ``np.asarray`` and
``np.array`` keep the subclass for the duration of the call (they would otherwise drop it), and an
explicit cast through them (``np.asarray(x, dtype=float)``) is recorded like ``astype``.

What comes back is two integers: an index into :data:`VOCABULARY` (a fixed list of numpy operation
names, so the submission can only ever choose one of those words) and a line number of the
submission's own source. It is only used for public cases, whose inputs are shown anyway.
"""

from __future__ import annotations

import numpy as np

from .cases import Case, call_args
from .runner import Limits, Session

_UFUNCS = sorted(n for n in dir(np) if isinstance(getattr(np, n, None), np.ufunc))
_FUNCS = ["array", "asarray", "astype", "average", "concatenate", "dot", "einsum", "full", "full_like", "inner",
          "linalg.norm", "mean", "ones", "ones_like", "outer", "prod", "std", "stack", "sum", "tensordot", "var",
          "where", "zeros", "zeros_like", "max", "min", "cumsum", "clip", "tril", "triu", "tile", "repeat",
          "broadcast_to", "nan_to_num", "take_along_axis", "sqrt"]
VOCABULARY: tuple[str, ...] = tuple(dict.fromkeys(_UFUNCS + _FUNCS))

_WRAPPER = '''

def _dojo_trace_call(*args, **kwargs):
    import numpy as _np
    import sys as _sys

    _names = {names!r}
    _last_line = {last_line}
    _found = []

    def _line():
        try:
            f = _sys._getframe(2)
        except Exception:
            return 0
        code = _dojo_trace_call.__code__.co_filename
        while f is not None:
            if f.f_code.co_filename == code and f.f_lineno <= _last_line:
                return f.f_lineno
            f = f.f_back
        return 0

    def _raw(x):
        if isinstance(x, _T):
            return x.view(_np.ndarray)
        if isinstance(x, (list, tuple)):
            return type(x)(_raw(i) for i in x)
        return x

    def _f32(xs):
        return any(getattr(x, "dtype", None) == _np.float32 for x in xs)

    def _note(name, ins, res):
        if not _found and _f32(ins) and getattr(res, "dtype", None) == _np.float64:
            _found.append((_names.index(name) if name in _names else -1, _line()))

    def _wrap(res):
        if isinstance(res, _np.ndarray) and not isinstance(res, _T) and res.dtype.kind == "f":
            return res.view(_T)
        if isinstance(res, tuple):
            return tuple(_wrap(r) for r in res)
        return res

    class _T(_np.ndarray):
        def __array_ufunc__(self, ufunc, method, *inputs, **kw):
            ins = [_raw(i) for i in inputs]
            if "out" in kw:
                kw["out"] = tuple(_raw(o) for o in kw["out"])
            res = getattr(ufunc, method)(*ins, **kw)
            flat = [x for i in ins for x in (i if isinstance(i, (list, tuple)) else [i])]
            _note(ufunc.__name__, flat, res)
            return _wrap(res)

        def __array_function__(self, func, types, a, k):
            ins = [_raw(x) for x in a]
            res = func(*ins, **{{key: _raw(v) for key, v in k.items()}})
            flat = [x for i in ins for x in (i if isinstance(i, (list, tuple)) else [i])]
            _note(getattr(func, "__name__", ""), flat, res)
            return _wrap(res)

        def astype(self, dtype, *a, **k):
            res = self.view(_np.ndarray).astype(dtype, *a, **k)
            _note("astype", [self.view(_np.ndarray)], res)
            return _wrap(res)

    real_asarray, real_array = _np.asarray, _np.array

    def _asarray(a, *x, **k):
        if not isinstance(a, _T):
            return real_asarray(a, *x, **k)
        if not x and not k:
            return a
        res = real_asarray(a.view(_np.ndarray), *x, **k)  # an explicit dtype: a cast, float32 -> float64 too
        _note("asarray", [a.view(_np.ndarray)], res)
        return _wrap(res)

    def _array(a, *x, **k):
        if not isinstance(a, _T):
            return real_array(a, *x, **k)
        if not x and not k:
            return a.copy()
        res = real_array(a.view(_np.ndarray), *x, **k)
        _note("array", [a.view(_np.ndarray)], res)
        return _wrap(res)

    args = [a.view(_T) if isinstance(a, _np.ndarray) and a.dtype == _np.float32 else a for a in args]
    kwargs = {{n: (v.view(_T) if isinstance(v, _np.ndarray) and v.dtype == _np.float32 else v)
              for n, v in kwargs.items()}}
    _np.asarray, _np.array = _asarray, _array
    try:
        {function}(*args, **kwargs)
    except Exception:
        pass
    finally:
        _np.asarray, _np.array = real_asarray, real_array
    if not _found:
        return _np.array([-1, 0], dtype=_np.int64)
    return _np.array(list(_found[0]), dtype=_np.int64)
'''


def traced_source(source: bytes, function: str) -> bytes:
    """The submission with the tracing wrapper ``_dojo_trace_call`` appended (its own lines unchanged)."""
    text = source.decode("utf-8", "replace")
    last_line = text.count("\n") + 1
    wrapper = _WRAPPER.format(names=list(VOCABULARY), last_line=last_line, function=function)
    return (text.rstrip("\n") + "\n" + wrapper).encode("utf-8")


def locate_promotion(source: bytes, exercise, case: Case, names: list[str], limits: Limits,
                     launcher=None) -> tuple[str, int | None] | None:
    """(operation name, line) of the first float32 -> float64 promotion on this case, or None."""
    try:
        raw = traced_source(source, exercise.function)
    except Exception:
        return None
    with Session(raw, "_dojo_trace_call", limits=limits, banned=tuple(exercise.meta.banned),
                 launcher=launcher) as session:
        args, kwargs = call_args(case.args, names)
        outcome = session.call(args, kwargs, [n for n in names if n in case.args])
    if outcome.status != "ok" or not outcome.outputs or not isinstance(outcome.outputs[0], np.ndarray):
        return None
    out = outcome.outputs[0]
    if out.shape != (2,) or out.dtype.kind not in "iu":
        return None
    index, line = int(out[0]), int(out[1])
    if not 0 <= index < len(VOCABULARY):
        return None
    last = source.decode("utf-8", "replace").count("\n") + 1
    return VOCABULARY[index], (line if 0 < line <= last else None)


__all__ = ["VOCABULARY", "locate_promotion", "traced_source"]
