import numpy as np


def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)


def _merge(t):
    b, h, s, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)


def _safe_softmax(scores, allowed):
    mx = np.max(np.where(allowed, scores, -np.inf), axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.where(allowed, np.exp(np.where(allowed, scores, mx) - mx), 0)
    tot = e.sum(axis=-1, keepdims=True)
    return e / np.where(tot == 0, 1, tot)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    dt = x_q.dtype
    q, k, v = _split(x_q @ w_q, num_heads), _split(x_kv @ w_k, num_heads), _split(x_kv @ w_v, num_heads)
    hd = d_model // num_heads
    scores = (q @ k.transpose(0, 1, 3, 2)) / dt.type(np.sqrt(hd))
    allowed = np.ones(scores.shape, bool) if mask is None else np.broadcast_to(mask, scores.shape)
    w = _safe_softmax(scores, allowed).astype(dt)
    out = (_merge(w @ v) @ w_o).astype(dt)
    return out, w
