"""Correct: Concat(heads) @ W_o written as a sum over heads of head_h @ W_o[rows of head h];
per-head weight slices; np.split / np.stack for the heads; logsumexp softmax."""
import numpy as np


def _logsumexp_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    with np.errstate(divide="ignore"):
        lse = m + np.log(np.sum(np.exp(s - m), axis=-1, keepdims=True))
    return np.exp(s - np.where(np.isfinite(lse), lse, 0.0)) * np.isfinite(lse)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads
    wq_heads = np.split(w_q, num_heads, axis=1)
    wk_heads = np.split(w_k, num_heads, axis=1)
    wv_heads = np.split(w_v, num_heads, axis=1)
    wo_heads = np.split(w_o, num_heads, axis=0)
    scores = np.stack([(x_q @ wq) @ np.swapaxes(x_kv @ wk, 1, 2) for wq, wk in zip(wq_heads, wk_heads)], axis=1)
    scores = scores / np.sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = _logsumexp_softmax(scores).astype(x_q.dtype)
    output = sum(weights[:, h] @ (x_kv @ wv_heads[h]) @ wo_heads[h] for h in range(num_heads))
    return output, weights
