"""Case generators for softmax_backward: y is a real softmax output (rows >= 0 summing to 1)."""

import numpy as np


def _softmax(x):
    m = np.max(x, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)


def attention_rows(rng):
    x = rng.standard_normal((2, 3, 4, 5)) * 2.0                   # (batch, heads, q_len, k_len) scores
    return {"y": _softmax(x), "grad_y": rng.standard_normal(x.shape)}


def peaked_rows(rng):
    x = rng.standard_normal((4, 6)) * 8.0                          # nearly one-hot rows (saturated softmax)
    return {"y": _softmax(x), "grad_y": rng.standard_normal(x.shape)}


def causal_rows_with_zeros(rng):
    x = rng.standard_normal((5, 5))
    x = np.where(np.tril(np.ones((5, 5), dtype=bool)), x, -np.inf)  # masked keys: y = 0 there
    return {"y": _softmax(x), "grad_y": rng.standard_normal(x.shape)}


def fully_masked_row(rng):
    x = rng.standard_normal((3, 4))
    x[1, :] = -np.inf                                              # a query with no allowed key: y row = 0
    return {"y": _softmax(x), "grad_y": rng.standard_normal(x.shape)}


def single_row(rng):
    x = rng.standard_normal((1, 7))
    return {"y": _softmax(x), "grad_y": rng.standard_normal(x.shape)}


def float32_rows(rng):
    x = rng.standard_normal((3, 8)) * 2.0
    return {"y": _softmax(x).astype(np.float32), "grad_y": rng.standard_normal(x.shape).astype(np.float32)}


def constant_upstream(rng):
    x = rng.standard_normal((3, 5))
    return {"y": _softmax(x), "grad_y": np.full(x.shape, 2.5)}      # softmax is shift invariant: grad_x = 0
