# WRONG: masks by adding -1e9 to disallowed scores (finite), so a fully masked query row gets non-zero weights (≈ softmax of its raw scores, uniform in float32) and a non-zero output instead of zeros; rows with at least one allowed key are right.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads != 0:
        raise ValueError("heads")
    hd = d // num_heads
    sh = lambda t, n: np.swapaxes(t.reshape(b, n, num_heads, hd), 1, 2)
    q, k, v = sh(x_q @ w_q, tq), sh(x_kv @ w_k, tk), sh(x_kv @ w_v, tk)
    scores = q @ np.swapaxes(k, -1, -2) / x_q.dtype.type(np.sqrt(hd))
    if mask is not None:
        scores = scores + (~np.asarray(mask, bool)).astype(x_q.dtype) * x_q.dtype.type(-1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = e / e.sum(axis=-1, keepdims=True)
    ctx = np.swapaxes(w @ v, 1, 2).reshape(b, tq, d)
    return ctx @ w_o, w
