# SOURCE: https://github.com/keras-team/keras/issues/23038
# MISTAKE: The mask is only forwarded to the fused fast path; the path that materialises and returns the attention weights (the one always taken here, since weights are returned) never applies it, so masked/future keys are attended.
import numpy as np


def _softmax(s):
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    tot = e.sum(axis=-1, keepdims=True)
    return np.where(tot > 0, e / np.where(tot > 0, tot, 1.0), 0.0)


def _fused_attention(q, k, v, mask):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    return _softmax(s) @ v


def _attention_with_scores(q, k, v):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    w = _softmax(s)
    return w @ v, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    return_attention_scores = True   # callers want every head's weights back
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads

    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)

    if not return_attention_scores:
        ctx = _fused_attention(q, k, v, mask)
        weights = None
    else:
        ctx, weights = _attention_with_scores(q, k, v)

    out = ctx.transpose(0, 2, 1, 3).reshape(b, tq, d) @ w_o
    return out.astype(x_q.dtype), (None if weights is None else weights.astype(x_q.dtype))
