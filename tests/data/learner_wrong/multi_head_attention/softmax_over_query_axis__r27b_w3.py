# MISTAKE: the softmax normalises over axis -2 (over the queries) instead of the last axis (over the keys), so rows of weights do not sum to 1.
import numpy as np


def _masked_softmax(s, allowed, axis):
    s = np.where(allowed, s, -np.inf)
    mx = np.max(s, axis=axis, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    tot = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    Dh = D // num_heads
    Q = np.moveaxis((x_q @ w_q).reshape(B, Tq, num_heads, Dh), 2, 1)
    K = np.moveaxis((x_kv @ w_k).reshape(B, Tk, num_heads, Dh), 2, 1)
    V = np.moveaxis((x_kv @ w_v).reshape(B, Tk, num_heads, Dh), 2, 1)
    S = (Q @ np.swapaxes(K, -1, -2)) * (1.0 / np.sqrt(Dh))
    allowed = np.ones_like(S, dtype=bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), S.shape)
    W = _masked_softmax(S, allowed, axis=-2)
    ctx = W @ V
    out = np.moveaxis(ctx, 1, 2).reshape(B, Tq, D) @ w_o
    return out.astype(x_q.dtype), W.astype(x_q.dtype)
