"""Correct: computes in float64 whatever comes in and casts back to the input dtype at the end;
k transposed with an explicit axes list instead of swapaxes."""
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dtype = q.dtype
    q64, k64, v64 = (np.asarray(a, dtype=np.float64) for a in (q, k, v))
    axes = list(range(k64.ndim))
    axes[-1], axes[-2] = axes[-2], axes[-1]
    scores = np.matmul(q64, np.transpose(k64, axes)) / np.sqrt(q64.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    finite_rows = np.isfinite(scores).any(axis=-1, keepdims=True)
    shifted = scores - np.where(finite_rows, scores.max(axis=-1, keepdims=True), 0.0)
    e = np.exp(shifted)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return np.matmul(w, v64).astype(dtype), w.astype(dtype)
