"""Trusted computation of numeric answers: named answer functions and a safe expression evaluator.

A hidden key says how its answer follows from the parameters drawn for the attempt, either by
naming a function registered here (``answer: {fn: dot, args: {a: a, b: b}}``) or by a small
arithmetic expression (``answer: {expr: "sqrt(d_k)"}``). Expressions are parsed with :mod:`ast`
and walked node by node: numbers, parameter names, ``+ - * / // % **``, lists, constant indexing
and the functions of :data:`EXPR_FUNCTIONS`. Nothing is ever passed to ``eval``; attribute access,
keywords, comprehensions, lambdas and every other construct are refused.
"""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

Value = float | list[float]


class AnswerError(ValueError):
    """A key whose answer cannot be computed (unknown function, bad expression, non-finite value)."""


# ---------------------------------------------------------------- formatting


def fmt_number(x: float, digits: int = 4) -> str:
    """``26``, ``443.375`` → ``443.375``, ``0.0900306`` → ``0.09``; negative numbers keep their sign."""
    x = float(x)
    if not math.isfinite(x):
        return str(x)
    if abs(x - round(x)) < 1e-9 and abs(x) < 1e15:
        return str(int(round(x)))
    if abs(x) < 10 ** (-digits + 1):
        return f"{x:.{digits}g}"
    text = f"{x:.{digits}f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"


def fmt_value(v: Any, digits: int = 4) -> str:
    if isinstance(v, (list, tuple, np.ndarray)):
        return "[" + ", ".join(fmt_value(x, digits) for x in v) + "]"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    return fmt_number(float(v), digits)


def _factor(x: float) -> str:
    s = fmt_number(x)
    return f"({s})" if s.startswith("-") else s


# ---------------------------------------------------------------- named answer functions


@dataclass(frozen=True)
class AnswerFunction:
    fn: Callable[..., Value]
    work: Callable[..., str] | None = None  # a worked computation shown with the explanation
    doc: str = ""


def _vec(x: Any) -> np.ndarray:
    a = np.asarray(x, dtype=np.float64)
    return a.reshape(-1) if a.ndim else a.reshape(1)


def _dot(a, b) -> float:
    a, b = _vec(a), _vec(b)
    if a.shape != b.shape:
        raise AnswerError(f"dot: vectors of different lengths {a.size} and {b.size}")
    return float(a @ b)


def _dot_work(a, b) -> str:
    terms = " + ".join(f"{_factor(x)}×{_factor(y)}" for x, y in zip(_vec(a), _vec(b)))
    return f"{terms} = {fmt_number(_dot(a, b))}"


def _cosine(a, b) -> float:
    a, b = _vec(a), _vec(b)
    na, nb = float(np.linalg.norm(a)), float(np.linalg.norm(b))
    if na == 0 or nb == 0:
        raise AnswerError("cosine of a zero vector")
    return float(a @ b) / (na * nb)


def _cosine_work(a, b) -> str:
    a_, b_ = _vec(a), _vec(b)
    return (f"{fmt_number(_dot(a_, b_))} / ({fmt_number(float(np.linalg.norm(a_)))} × "
            f"{fmt_number(float(np.linalg.norm(b_)))}) = {fmt_number(_cosine(a_, b_))}")


def _softmax(logits) -> list[float]:
    x = _vec(logits)
    e = np.exp(x - x.max())
    return [float(v) for v in e / e.sum()]


def _softmax_work(logits) -> str:
    x = _vec(logits)
    m = x.max()
    shifted = ", ".join(fmt_number(v) for v in x - m)
    exps = ", ".join(fmt_number(v) for v in np.exp(x - m))
    total = fmt_number(float(np.exp(x - m).sum()))
    return (f"x − max = [{shifted}]; exp → [{exps}]; Σ = {total}; "
            f"÷ Σ → {fmt_value(_softmax(x), 3)}")


def _sqrt(x) -> float:
    if x < 0:
        raise AnswerError("sqrt of a negative number")
    return math.sqrt(x)


def _scaled_score(score, d_k) -> float:
    return float(score) / _sqrt(d_k)


def _scaled_score_work(score, d_k) -> str:
    return f"{fmt_number(score)} / √{fmt_number(d_k)} = {fmt_number(score)} / {fmt_number(_sqrt(d_k))} = {fmt_number(_scaled_score(score, d_k))}"


def _head_dim(d_model, num_heads) -> float:
    if num_heads <= 0 or d_model % num_heads:
        raise AnswerError(f"d_model {d_model} is not divisible by {num_heads} heads")
    return d_model // num_heads


def _mha_params(d_model, bias=1) -> float:
    d = int(d_model)
    return 4 * d * d + (4 * d if bias else 0)


def _mha_params_work(d_model, bias=1) -> str:
    d = int(d_model)
    if bias:
        return f"4 × {d}² + 4 × {d} = {4 * d * d:,} + {4 * d:,} = {_mha_params(d, 1):,.0f}"
    return f"4 × {d}² = {_mha_params(d, 0):,.0f}"


def _causal_allowed(n) -> float:
    n = int(n)
    return n * (n + 1) // 2


def _causal_allowed_work(n) -> str:
    n = int(n)
    return f"1 + 2 + … + {n} = {n}×{n + 1}/2 = {_causal_allowed(n)}"


def _attention_update(e, v1, v2, v3, w1, w2, w3) -> list[float]:
    out = _vec(e) + w1 * _vec(v1) + w2 * _vec(v2) + w3 * _vec(v3)
    return [float(x) for x in out]


def _attention_update_work(e, v1, v2, v3, w1, w2, w3) -> str:
    d = w1 * _vec(v1) + w2 * _vec(v2) + w3 * _vec(v3)
    return (f"ΔE = {fmt_number(w1)}×{fmt_value(v1)} + {fmt_number(w2)}×{fmt_value(v2)} + "
            f"{fmt_number(w3)}×{fmt_value(v3)} = {fmt_value(list(d))}; "
            f"E + ΔE = {fmt_value(e)} + {fmt_value(list(d))} = {fmt_value(_attention_update(e, v1, v2, v3, w1, w2, w3))}")


def _kv_cache_values(layers, tokens, d_model) -> float:
    return 2 * int(layers) * int(tokens) * int(d_model)


def _kv_cache_work(layers, tokens, d_model) -> str:
    return f"2 × {layers} × {tokens} × {d_model} = {_kv_cache_values(layers, tokens, d_model):,.0f}"


FUNCTIONS: dict[str, AnswerFunction] = {
    "dot": AnswerFunction(_dot, _dot_work, "dot product of two vectors"),
    "cosine": AnswerFunction(_cosine, _cosine_work, "cosine similarity of two vectors"),
    "sqrt": AnswerFunction(_sqrt, lambda x: f"√{fmt_number(x)} = {fmt_number(_sqrt(x))}", "square root"),
    "scaled_score": AnswerFunction(_scaled_score, _scaled_score_work, "score / sqrt(d_k)"),
    "softmax": AnswerFunction(_softmax, _softmax_work, "softmax of a vector (a vector)"),
    "head_dim": AnswerFunction(_head_dim, lambda d_model, num_heads: f"{d_model} / {num_heads} = {_head_dim(d_model, num_heads):.0f}",
                               "d_model / num_heads"),
    "mha_params": AnswerFunction(_mha_params, _mha_params_work, "parameters of W_Q, W_K, W_V, W_O (+ biases)"),
    "causal_allowed": AnswerFunction(_causal_allowed, _causal_allowed_work, "True entries of an n×n causal mask"),
    "attention_update": AnswerFunction(_attention_update, _attention_update_work, "E + w1·v1 + w2·v2 + w3·v3"),
    "kv_cache_values": AnswerFunction(_kv_cache_values, _kv_cache_work, "numbers held by a KV cache: 2·L·T·d_model"),
}


# ---------------------------------------------------------------- safe expressions


def _np_softmax(x):
    return np.asarray(_softmax(x))


EXPR_FUNCTIONS: dict[str, Callable] = {
    "sqrt": np.sqrt, "exp": np.exp, "log": np.log, "abs": np.abs,
    "min": np.min, "max": np.max, "sum": np.sum, "mean": np.mean,
    "dot": lambda a, b: _dot(a, b), "norm": lambda a: float(np.linalg.norm(_vec(a))),
    "cosine": lambda a, b: _cosine(a, b), "softmax": _np_softmax,
    "round": lambda x, n=0: np.round(x, int(n)), "len": lambda a: float(_vec(a).size),
}
EXPR_CONSTANTS = {"pi": math.pi, "e": math.e}
_MAX_NODES = 200
_MAX_CHARS = 2000  # an answer is a formula, not a program: checked before the parser sees it
_MAX_EXPONENT = 64

_BINOPS: dict[type, Callable] = {
    ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b, ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
}


def parse_expression(expr: str, names: set[str] | frozenset[str] = frozenset()) -> ast.Expression:
    """Parse and check an expression; raise :class:`AnswerError` naming what is not allowed."""
    if len(expr) > _MAX_CHARS:
        raise AnswerError(f"expression too long ({len(expr)} characters, at most {_MAX_CHARS})")
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError as exc:
        raise AnswerError(f"not a valid expression: {exc.msg}") from None
    except (RecursionError, MemoryError, ValueError):  # nested too deeply for the parser, or a NUL byte
        raise AnswerError("not a valid expression: nested too deeply") from None
    nodes = list(ast.walk(tree))
    if len(nodes) > _MAX_NODES:
        raise AnswerError(f"expression too long ({len(nodes)} nodes, at most {_MAX_NODES})")
    allowed = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load, ast.Call, ast.List,
               ast.Tuple, ast.Subscript, ast.USub, ast.UAdd, ast.Pow, *_BINOPS)
    for node in nodes:
        if not isinstance(node, allowed):
            raise AnswerError(f"{type(node).__name__} is not allowed in an answer expression")
    for node in nodes:
        if isinstance(node, ast.Constant) and (isinstance(node.value, bool) or not isinstance(node.value, (int, float))):
            raise AnswerError(f"only numbers may be written in an expression, not {node.value!r}")
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in EXPR_FUNCTIONS:
                shown = node.func.id[:40] if isinstance(node.func, ast.Name) else type(node.func).__name__
                raise AnswerError(f"unknown function {shown!r} (known: {', '.join(sorted(EXPR_FUNCTIONS))})")
            if node.keywords:
                raise AnswerError("keyword arguments are not allowed")
        if isinstance(node, ast.Subscript):
            idx = node.slice
            if isinstance(idx, ast.UnaryOp) and isinstance(idx.op, ast.USub):
                idx = idx.operand
            if not (isinstance(idx, ast.Constant) and isinstance(idx.value, int) and not isinstance(idx.value, bool)):
                raise AnswerError("only a constant whole number may index a vector")
        if isinstance(node, ast.Name):
            callee = any(isinstance(p, ast.Call) and p.func is node for p in nodes)
            if not callee and node.id not in names and node.id not in EXPR_CONSTANTS:
                raise AnswerError(f"unknown name {node.id[:40]!r} (the parameters are: {', '.join(sorted(names)) or 'none'})")
    return tree


def _eval(node: ast.AST, env: dict[str, Any]) -> Any:
    if isinstance(node, ast.Expression):
        return _eval(node.body, env)
    if isinstance(node, ast.Constant):
        return np.float64(node.value)
    if isinstance(node, ast.Name):
        if node.id in env:
            return env[node.id]
        return np.float64(EXPR_CONSTANTS[node.id])
    if isinstance(node, (ast.List, ast.Tuple)):
        parts = [_eval(e, env) for e in node.elts]
        return np.asarray(parts, dtype=np.float64)
    if isinstance(node, ast.UnaryOp):
        v = _eval(node.operand, env)
        return -v if isinstance(node.op, ast.USub) else +v
    if isinstance(node, ast.BinOp):
        a, b = _eval(node.left, env), _eval(node.right, env)
        if isinstance(node.op, ast.Pow):
            if np.ndim(b) != 0 or abs(float(b)) > _MAX_EXPONENT:
                raise AnswerError(f"exponents are limited to scalars up to {_MAX_EXPONENT}")
            return np.power(np.asarray(a, dtype=np.float64), float(b))
        return _BINOPS[type(node.op)](a, b)
    if isinstance(node, ast.Subscript):
        v = np.asarray(_eval(node.value, env))
        idx = node.slice
        i = -idx.operand.value if isinstance(idx, ast.UnaryOp) else idx.value
        if v.ndim != 1 or not -v.size <= i < v.size:
            raise AnswerError(f"index {i} out of range")
        return np.float64(v[i])
    if isinstance(node, ast.Call):
        args = [_eval(a, env) for a in node.args]
        return EXPR_FUNCTIONS[node.func.id](*args)
    raise AnswerError(f"{type(node).__name__} is not allowed")  # pragma: no cover - parse_expression refuses it


def _as_env(params: dict[str, Any]) -> dict[str, Any]:
    return {k: (np.asarray(v, dtype=np.float64) if isinstance(v, (list, tuple)) else np.float64(v))
            for k, v in params.items()}


def _finish(v: Any) -> Value:
    arr = np.asarray(v, dtype=np.float64)
    if arr.ndim > 1:
        raise AnswerError(f"an answer is a number or a list of numbers, got shape {arr.shape}")
    if not np.all(np.isfinite(arr)):
        raise AnswerError("the answer is not finite (inf or NaN) for these parameters")
    return float(arr) if arr.ndim == 0 else [float(x) for x in arr]


def evaluate_expression(expr: str, params: dict[str, Any]) -> Value:
    tree = parse_expression(expr, set(params))
    try:
        with np.errstate(all="ignore"):
            return _finish(_eval(tree, _as_env(params)))
    except AnswerError:
        raise
    except (ArithmeticError, TypeError, ValueError) as exc:
        raise AnswerError(f"cannot compute {expr!r}: {exc}") from None


def _fn_args(args: dict[str, str | int | float], params: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for name, src in args.items():
        if isinstance(src, str):
            if src not in params:
                raise AnswerError(f"argument {name!r} names unknown parameter {src!r}")
            out[name] = params[src]
        else:
            out[name] = src
    return out


def evaluate_function(fn: str, args: dict[str, str | int | float], params: dict[str, Any]) -> tuple[Value, str]:
    """The value and the worked computation ("" when the function has none)."""
    f = FUNCTIONS.get(fn)
    if f is None:
        raise AnswerError(f"unknown answer function {fn!r} (known: {', '.join(sorted(FUNCTIONS))})")
    kwargs = _fn_args(args, params)
    try:
        with np.errstate(all="ignore"):
            value = _finish(f.fn(**kwargs))
            work = f.work(**kwargs) if f.work else ""
    except AnswerError:
        raise
    except (ArithmeticError, TypeError, ValueError) as exc:
        raise AnswerError(f"answer function {fn!r} failed: {exc}") from None
    return value, work


__all__ = ["FUNCTIONS", "EXPR_FUNCTIONS", "AnswerError", "evaluate_expression", "evaluate_function",
           "parse_expression", "fmt_number", "fmt_value"]
